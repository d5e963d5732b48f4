/*
 * view_categories.c: "Can You Roll Doubles?" as its table sees it: each
 * board, its letter and its sheet, every category with what stands in it
 * as the referee reads the answers (categories.h): whose it is, an
 * unfinished word and who is writing it, a word finished from another's,
 * a vote that struck it; each player's categories filled, how many are
 * left, the winners once every category is filled, and the answers the
 * referee leaves out.  The players keep no hands.
 */
#include <stdio.h>
#include <string.h>

#include "categories.h"
#include "core.h"
#include "node.h"
#include "state.h"
#include "util.h"
#include "view.h"
#include "view_int.h"

static void
cell_line(struct view *v, const struct categories_board *bd, size_t i,
    size_t w, size_t aw)
{
	const struct categories_cell *c = &bd->cell[i];

	view_fmt(v, "  %2zu  ", i + 1);
	view_pad(v, bd->sheet.cats[i], w);
	if (c->text == NULL) {
		view_sgr(v, VIEW_DIM);
		view_fmt(v, "  .");
		view_plain(v);
		view_fmt(v, "\n");
		return;
	}
	view_fmt(v, "  ");
	view_pad(v, c->text, aw);
	view_fmt(v, "  ");
	if (!c->done) {
		view_str(v, c->writer);
		view_fmt(v, " is writing it, unfinished\n");
		return;
	}
	view_str(v, c->owner);
	if (c->note == CATEGORIES_STOLEN) {
		view_fmt(v, ", finished from ");
		view_str(v, c->other);
	} else if (c->note == CATEGORIES_PLURAL) {
		view_fmt(v, "; the S by ");
		view_str(v, c->other);
		view_fmt(v, " is not a steal");
	}
	if (c->rejected)
		view_fmt(v, "; voted down");
	view_fmt(v, "\n");
}

static void
board(struct view *v, const struct categories_board *bd, size_t k)
{
	char l[2] = { (char)bd->letter, '\0' };
	size_t i, w = 0, aw = 0;

	view_sgr(v, VIEW_BOLD);
	view_fmt(v, "board %zu: letter ", k + 1);
	view_tiles(v, l);
	view_fmt(v, ", sheet ");
	view_str(v, bd->sheet.name);
	view_plain(v);
	view_fmt(v, "\n");
	for (i = 0; i < bd->sheet.n; i++) {
		if (view_width(bd->sheet.cats[i]) > w)
			w = view_width(bd->sheet.cats[i]);
		if (bd->cell[i].text != NULL &&
		    view_width(bd->cell[i].text) > aw)
			aw = view_width(bd->cell[i].text);
	}
	for (i = 0; i < bd->sheet.n; i++)
		cell_line(v, bd, i, w, aw);
}

static void
text(struct view *v, const struct categories_game *g, const char *msg)
{
	size_t i;

	view_head(v, "Can You Roll Doubles?", msg);
	for (i = 0; i < g->nboards; i++)
		board(v, &g->board[i], i);
	view_fmt(v, "categories filled:");
	for (i = 0; i < g->nplayers; i++) {
		view_fmt(v, i ? ", " : " ");
		view_sgr(v, view_seat_sgr((long)i));
		view_str(v, g->player[i]);
		view_plain(v);
		view_fmt(v, " %zu", g->count[i]);
	}
	view_fmt(v, "\n");
	for (i = 0; i < g->nissues; i++) {
		view_fmt(v, "left out: ");
		if (g->issues[i].line > 0)
			view_fmt(v, "line %zu: ", g->issues[i].line);
		view_str(v, g->issues[i].msg);
		view_fmt(v, " (rule: %s)\n", g->issues[i].rule != NULL ?
		    g->issues[i].rule->name : "");
	}
}

/* "won by ann, cy" from the referee's winners, or what is left. */
static const char *
situation(const struct categories_game *g, const struct node *n,
    char *msg, size_t len)
{
	const struct node *w = node_get(n, "winners");
	size_t i, at;

	if (g->unfilled > 0) {
		snprintf(msg, len, "%zu categor%s to fill", g->unfilled,
		    g->unfilled == 1 ? "y" : "ies");
		return "play";
	}
	at = (size_t)snprintf(msg, len, "every category is filled: won by");
	for (i = 0; w != NULL && i < w->n && at < len; i++)
		at += (size_t)snprintf(msg + at, len - at, "%s%s", i ? ", " :
		    " ", w->items[i]->str);
	return "over";
}

/* The referee's document after the first keys: boards, players ... */
static int
doc(struct view *v, struct node *n, const char *status, const char *msg)
{
	size_t i;

	if (view_doc_head(v, status, msg) == -1)
		return -1;
	for (i = 0; i + 1 < n->n; i += 2) {
		if (node_set(v->doc, n->items[i]->str, n->items[i + 1]) == -1) {
			n->items[i + 1] = NULL;
			return core_nomem(v->e);
		}
		n->items[i + 1] = NULL;
	}
	return 0;
}

int
view_categories(struct view *v)
{
	struct categories_game g;
	struct node *n;
	const char *status;
	char msg[CORE_MSGLEN];
	int rc = 0;

	memset(&g, 0, sizeof(g));
	/* An answer that breaks a rule is left out, and listed: not -1. */
	if (categories_referee(v->st, &g, v->e) == -1) {
		categories_free(&g);
		return -1;
	}
	if ((n = categories_game_node(&g, 0)) == NULL) {
		categories_free(&g);
		return core_nomem(v->e);
	}
	status = situation(&g, n, msg, sizeof(msg));
	if (v->b == NULL)
		rc = doc(v, n, status, msg);
	else
		text(v, &g, msg);
	node_free(n);
	categories_free(&g);
	return rc;
}
