/*
 * view_shapemash.c: a game of Shapemash as its table sees it: the deck
 * face down (a count), the cards drawn (a count: a card's words are the
 * builder's secret), the players and the builder when the state keeps
 * them (its players and turn), and the builder's card to the builder
 * alone.  The score is tally(1)'s: the state keeps no points.
 */
#include <stdio.h>
#include <string.h>

#include "core.h"
#include "node.h"
#include "shapemash_cards.h"
#include "state.h"
#include "util.h"
#include "view.h"
#include "view_int.h"

/* How many cards a list of the state holds. */
static size_t
cards(const struct view *v, const char *key)
{
	const struct node *n = node_get(v->st->root, key);

	return n == NULL || n->kind != NODE_SEQ ? 0 : n->n;
}

/*
 * The builder's card, when the player asked for is the builder: the card
 * of this round, not one drawn before the canvas passed to them.
 */
static const struct node *
card_shown(const struct view *v)
{
	const struct node *last = shapemash_cards_last(v->st);

	if (last == NULL || v->o->player == NULL || v->st->turn == NULL ||
	    strcmp(v->st->turn, v->o->player) != 0)
		return NULL;
	return last;
}

static const char *
situation(const struct view *v, char *msg, size_t len)
{
	const char *who = v->st->turn != NULL ? v->st->turn : "the builder";
	const struct node *card = shapemash_cards_last(v->st);

	if (card == NULL && cards(v, "deck") == 0) {
		/* Not reshuffled (shapemash(7)): no round is left to play. */
		snprintf(msg, len, "the deck is empty: no card is left to "
		    "draw");
		return "over";
	}
	if (card == NULL) {
		snprintf(msg, len, "%s draws the top card", who);
		return "draw";
	}
	snprintf(msg, len, "%s builds a pictogram of the secret word of the "
	    "card drawn last", who);
	return "play";
}

static void
text(struct view *v, const char *msg)
{
	const struct node *card = card_shown(v), *w;
	size_t i, left = cards(v, "deck"), drawn = cards(v, "played");

	view_head(v, "Shapemash", msg);
	view_fmt(v, "deck: %zu card%s; drawn: %zu card%s\n", left, left == 1 ?
	    "" : "s", drawn, drawn == 1 ? "" : "s");
	if (v->st->nplayers > 0) {
		view_fmt(v, "players:");
		for (i = 0; i < v->st->nplayers; i++) {
			view_fmt(v, i ? ", " : " ");
			view_sgr(v, view_seat_sgr((long)i));
			view_str(v, v->st->players[i].name);
			view_plain(v);
		}
		view_fmt(v, "\n");
	}
	if (card == NULL)
		return;
	view_fmt(v, "card of ");
	view_str(v, v->o->player);
	view_fmt(v, ", the builder:");
	for (i = 0; i < card->n; i++) {
		w = card->items[i];
		view_fmt(v, " ");
		view_str(v, w->kind == NODE_SCALAR ? w->str : "?");
	}
	view_fmt(v, "\n");
}

static int
doc(struct view *v, const char *status, const char *msg)
{
	const struct node *card = card_shown(v);
	struct node *ps, *m, *c;
	size_t i;

	if (view_doc_head(v, status, msg) == -1)
		return -1;
	if (view_set_int(v->doc, "cards_left", (long long)cards(v,
	    "deck")) == -1 ||
	    view_set_int(v->doc, "cards_played", (long long)cards(v,
	    "played")) == -1 ||
	    (v->st->turn != NULL && view_set_str(v->doc, "turn",
	    v->st->turn) == -1) ||
	    (ps = node_new(NODE_SEQ, STYLE_BLOCK)) == NULL ||
	    node_set(v->doc, "players", ps) == -1)
		return core_nomem(v->e);
	for (i = 0; i < v->st->nplayers; i++)
		if ((m = view_push_map(ps, STYLE_FLOW)) == NULL ||
		    view_set_str(m, "name", v->st->players[i].name) == -1)
			return core_nomem(v->e);
	if (card != NULL && ((c = node_dup(card)) == NULL ||
	    node_set(v->doc, "card", c) == -1))
		return core_nomem(v->e);
	return view_doc_tail(v, NULL, 0, strcmp(status, "over") == 0);
}

int
view_shapemash(struct view *v)
{
	const char *status;
	char msg[CORE_MSGLEN];

	/* A deck the tools refuse is not drawn either. */
	if (shapemash_cards_check(v->st, v->e) == -1)
		return -1;
	status = situation(v, msg, sizeof(msg));
	if (v->b == NULL)
		return doc(v, status, msg);
	text(v, msg);
	return 0;
}
