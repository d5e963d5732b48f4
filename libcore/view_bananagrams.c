/*
 * view_bananagrams.c: a hand of Bananagrams as its table sees it.  Each
 * player's grid is their own, in a file of their own, so the state shows
 * no board: the players with the tiles each holds (a count: the tiles
 * themselves are theirs), who is out, the bunch, what the next player out
 * of tiles calls, whether a DUMP can be made, and the Top Banana.
 */
#include <stdio.h>
#include <string.h>

#include "bag.h"
#include "core.h"
#include "node.h"
#include "state.h"
#include "util.h"
#include "view.h"
#include "view_int.h"

static const char *
variant_name(const struct state *st)
{
	if (st->variant == NULL)
		return NULL;
	if (strcmp(st->variant, "smoothie") == 0)
		return "Banana Smoothie";
	if (strcmp(st->variant, "cafe") == 0)
		return "Banana Cafe";
	return NULL;
}

/* What the hand waits for: its status, and msg for people. */
static const char *
situation(const struct view *v, const struct bag_now *n,
    const char *winner, char *msg, size_t len)
{
	const char *var = variant_name(v->st);

	if (winner != NULL) {
		snprintf(msg, len, "%s is the Top Banana", winner);
		return "over";
	}
	if (n->over) {
		snprintf(msg, len, "every player is out of the hand: it has "
		    "no Top Banana");
		return "over";
	}
	if (n->peel) {
		snprintf(msg, len, "the first to use every tile calls PEEL!, "
		    "and each player in takes one");
		return "peel";
	}
	if (var != NULL)
		snprintf(msg, len, "%s, no peeling: the first to use every "
		    "tile calls BANANAS!", var);
	else
		snprintf(msg, len, "the bunch holds %zu tile%s, fewer than "
		    "the %zu player%s in: the first to use every tile calls "
		    "BANANAS!", n->bunch, n->bunch == 1 ? "" : "s", n->in,
		    n->in == 1 ? "" : "s");
	return "call";
}

int
view_bananagrams_house(struct view *v)
{
	struct node *m;

	if (!(v->st->house & STATE_HOUSE_DUMP_UNDER_THREE))
		return 0;
	if (v->b != NULL) {
		/* Banana Smoothie has no DUMP at all: no rule of one to show. */
		if (v->st->variant == NULL ||
		    strcmp(v->st->variant, "smoothie") != 0)
			view_fmt(v, "house rule: a DUMP from a bunch of fewer "
			    "than three takes what it holds\n");
		return 0;
	}
	if ((m = node_new(NODE_MAP, STYLE_FLOW)) == NULL ||
	    node_set(v->doc, "rules", m) == -1 ||
	    view_set_bool(m, "dump_under_three", 1) == -1)
		return core_nomem(v->e);
	return 0;
}

/* What a DUMP gives now: the house rule's under three says so. */
static void
dump_text(struct view *v, const struct bag_now *n)
{
	const struct state *st = v->st;

	if (n->dump && n->bunch >= 2)
		view_fmt(v, "DUMP: one tile back, three taken\n");
	else if (n->dump)
		view_fmt(v, "DUMP: one tile back, %s taken (house rule)\n",
		    n->bunch == 1 ? "two" : "that one");
	else if (variant_name(st) != NULL && strcmp(st->variant, "smoothie")
	    == 0)
		view_fmt(v, "no DUMP in Banana Smoothie\n");
	else
		view_fmt(v, "no DUMP%s\n", n->over ? "" :
		    ": the bunch holds fewer than three tiles");
}

static void
text(struct view *v, const struct bag_now *n, const char *winner,
    const char *msg)
{
	const struct state *st = v->st;
	const struct player *p;
	size_t i, w = 0, held;
	char name[CORE_MSGLEN];

	view_head(v, view_game_name(st, name, sizeof(name)), msg);
	view_fmt(v, "bunch: %zu tile%s; ", n->bunch, n->bunch == 1 ? "" :
	    "s");
	dump_text(v, n);
	(void)view_bananagrams_house(v);	/* text: no memory asked */
	for (i = 0; i < st->nplayers; i++)
		if (view_width(st->players[i].name) > w)
			w = view_width(st->players[i].name);
	view_fmt(v, "players:\n");
	for (i = 0; i < st->nplayers; i++) {
		p = &st->players[i];
		held = p->hand != NULL ? strlen(p->hand) : 0;
		view_fmt(v, "  ");
		view_sgr(v, view_seat_sgr((long)i));
		view_pad(v, p->name, w);
		view_plain(v);
		view_fmt(v, "  %3zu tile%s", held, held == 1 ? "" : "s");
		if (p->out)
			view_fmt(v, "  out: the Rotten Banana");
		else if (winner != NULL && strcmp(winner, p->name) == 0)
			view_fmt(v, "  the Top Banana");
		view_fmt(v, "\n");
	}
	view_own_hand(v);
}

static int
doc(struct view *v, const struct bag_now *n, const char *status,
    const char *msg, const char *winner)
{
	const struct state *st = v->st;
	const struct player *p;
	struct node *ps, *m;
	size_t i;

	if (view_doc_head(v, status, msg) == -1)
		return -1;
	if ((st->variant != NULL && view_set_str(v->doc, "variant",
	    st->variant) == -1) || view_bananagrams_house(v) == -1 ||
	    view_set_int(v->doc, "tiles_left", (long long)n->bunch) == -1 ||
	    (ps = node_new(NODE_SEQ, STYLE_BLOCK)) == NULL ||
	    node_set(v->doc, "players", ps) == -1)
		return core_nomem(v->e);
	for (i = 0; i < st->nplayers; i++) {
		p = &st->players[i];
		if ((m = view_push_map(ps, STYLE_FLOW)) == NULL ||
		    view_set_str(m, "name", p->name) == -1 ||
		    view_set_int(m, "hand_count", p->hand != NULL ?
		    (long long)strlen(p->hand) : 0) == -1 ||
		    (p->out && view_set_bool(m, "out", 1) == -1) ||
		    (v->o->player != NULL && strcmp(v->o->player, p->name) ==
		    0 && view_set_tiles(v, m, "hand", p->hand != NULL ?
		    p->hand : "") == -1))
			return core_nomem(v->e);
	}
	return view_doc_tail(v, &winner, winner != NULL, n->over);
}

int
view_bananagrams(struct view *v)
{
	struct bag_now n;
	const char *winner = view_key(v, "winner"), *status;
	char msg[CORE_MSGLEN];

	bag_now(v->st, &n);
	status = situation(v, &n, winner, msg, sizeof(msg));
	if (v->b == NULL)
		return doc(v, &n, status, msg, winner);
	text(v, &n, winner, msg);
	return 0;
}
