/*
 * view_shenanigrams.c: a game of Shenanigrams as its table sees it: the
 * board, numbered as steal-check(1) numbers it, with its margin, where a
 * tile grows the board; each tagged word marked on its first letter with
 * its owner's seat, before the letter for a word across and after it for
 * a word down; whose turn it is, or the countdown after "Shenanigrams!";
 * the bag and the discard pile; and each player's tiles (a count), tags
 * in hand and tagged words.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core.h"
#include "grid.h"
#include "node.h"
#include "shenanigrams.h"
#include "state.h"
#include "util.h"
#include "view.h"
#include "view_int.h"

struct sh {
	struct shenanigrams_board	 b;
	/* By cell: 1 + the seat of the word tagged across (down) from it. */
	unsigned char			*across, *down;
	size_t				*words;	/* tagged words by seat */
	const char			*turn, *called, *winner;
	size_t				 tiles;	/* on the board */
};

static void
sh_free(struct sh *s)
{
	shenanigrams_board_free(&s->b);
	free(s->across);
	free(s->down);
	free(s->words);
}

static int
sh_load(struct view *v, struct sh *s)
{
	const struct shenanigrams_tag *t;
	size_t i, cells;
	long seat;

	memset(s, 0, sizeof(*s));
	if (shenanigrams_board_from_state(&s->b, v->st, v->e) == -1)
		return -1;
	cells = s->b.g->rows * s->b.g->cols;
	if ((s->across = calloc(cells + 1, 1)) == NULL ||
	    (s->down = calloc(cells + 1, 1)) == NULL ||
	    (s->words = calloc(v->st->nplayers + 1, sizeof(size_t))) ==
	    NULL) {
		sh_free(s);
		return core_nomem(v->e);
	}
	for (i = 0; i < s->b.nt; i++) {
		t = &s->b.t[i];
		/* The reader took only tags whose owner is a player. */
		seat = state_seat(v->st, t->owner);
		(t->down ? s->down : s->across)[t->row * s->b.g->cols +
		    t->col] = (unsigned char)(seat + 1);
		s->words[seat]++;
	}
	s->tiles = grid_tiles(s->b.g);
	s->turn = v->st->turn;
	s->called = view_key(v, "called");
	s->winner = view_key(v, "winner");
	return 0;
}

static const char *
situation(const struct sh *s, char *msg, size_t len)
{
	const char *t = s->turn != NULL ? s->turn : "nobody";

	if (s->winner != NULL) {
		snprintf(msg, len, "%s won: SHENANIGRAMS!", s->winner);
		return "over";
	}
	if (s->called != NULL) {
		snprintf(msg, len, "%s called SHENANIGRAMS!: %s has one move "
		    "to steal a word of %s's, or %s wins", s->called, t,
		    s->called, s->called);
		return "countdown";
	}
	if (s->tiles == 0)
		snprintf(msg, len, "%s to play the first tile, anywhere", t);
	else
		snprintf(msg, len, "%s to play", t);
	return "play";
}

static void
sh_cell(void *arg, size_t r, size_t c, struct view_cell *out)
{
	const struct sh *s = arg;
	size_t k = (r - 1) * s->b.g->cols + (c - 1);
	char l = s->b.g->cell[k];

	out->letter = l ? (unsigned char)l : '.';
	if (s->across[k]) {
		out->pre = (char)view_mark(s->across[k] - 1);
		out->pre_sgr = view_seat_sgr(s->across[k] - 1);
	}
	if (s->down[k]) {
		out->post = (char)view_mark(s->down[k] - 1);
		out->post_sgr = view_seat_sgr(s->down[k] - 1);
	}
}

/* A player's line: seat, name, tiles, tags in hand, tagged words. */
static void
player_line(struct view *v, const struct sh *s, size_t i, size_t w)
{
	const struct player *p = &v->st->players[i];
	const struct shenanigrams_tag *t;
	size_t k, held = p->hand != NULL ? strlen(p->hand) : 0, n = 0;
	char at[24];

	view_fmt(v, "%s", s->turn != NULL && strcmp(s->turn, p->name) == 0 ?
	    "> " : "  ");
	view_sgr(v, view_seat_sgr((long)i));
	view_fmt(v, "%c ", view_mark((long)i));
	view_pad(v, p->name, w);
	view_plain(v);
	view_fmt(v, "  %zu tile%s  %lld tag%s left  %zu word%s", held,
	    held == 1 ? "" : "s", p->tags, p->tags == 1 ? "" : "s",
	    s->words[i], s->words[i] == 1 ? "" : "s");
	for (k = 0; k < s->b.nt; k++) {
		t = &s->b.t[k];
		if (strcmp(t->owner, p->name) != 0)
			continue;
		view_fmt(v, "%s", n++ ? ", " : ": ");
		view_tiles(v, t->word);
		view_fmt(v, " %s %s", grid_coord(t->row, t->col, at),
		    t->down ? "down" : "across");
	}
	view_fmt(v, "\n");
}

static void
text(struct view *v, const struct sh *s, const char *msg)
{
	const struct state *st = v->st;
	struct view_grid g = { s->b.g->rows, s->b.g->cols, 1, sh_cell, NULL,
	    (void *)s };
	size_t i, w = 0, nd = st->discard ? strlen(st->discard) : 0;

	view_head(v, "Shenanigrams", msg);
	view_fmt(v, "bag: %zu tile%s; discard: %zu tile%s", st->bag ?
	    strlen(st->bag) : 0, st->bag && strlen(st->bag) == 1 ? "" : "s",
	    nd, nd == 1 ? "" : "s");
	if (nd > 0) {
		view_fmt(v, ", ");
		view_tiles(v, st->discard);
	}
	view_fmt(v, "\n");
	if (s->tiles > 0) {
		view_grid(v, &g);
		view_fmt(v, "tags: a seat's mark before a letter tags the "
		    "word across from it, after it the word down\n");
	} else
		view_fmt(v, "board: empty: the first tile goes anywhere, "
		    "and is 1,1\n");
	for (i = 0; i < st->nplayers; i++)
		if (view_width(st->players[i].name) > w)
			w = view_width(st->players[i].name);
	view_fmt(v, "players:\n");
	for (i = 0; i < st->nplayers; i++)
		player_line(v, s, i, w);
	view_own_hand(v);
}

static int
doc_players(struct view *v, const struct sh *s)
{
	const struct player *p;
	struct node *ps, *m;
	size_t i;

	if ((ps = node_new(NODE_SEQ, STYLE_BLOCK)) == NULL ||
	    node_set(v->doc, "players", ps) == -1)
		return -1;
	for (i = 0; i < v->st->nplayers; i++) {
		p = &v->st->players[i];
		if ((m = view_push_map(ps, STYLE_FLOW)) == NULL ||
		    view_set_str(m, "name", p->name) == -1 ||
		    view_set_int(m, "hand_count", p->hand != NULL ?
		    (long long)strlen(p->hand) : 0) == -1 ||
		    view_set_int(m, "tags", p->tags) == -1 ||
		    view_set_int(m, "word_count", (long long)s->words[i]) ==
		    -1 ||
		    (v->o->player != NULL && strcmp(v->o->player, p->name) ==
		    0 && view_set_tiles(v, m, "hand", p->hand != NULL ?
		    p->hand : "") == -1))
			return -1;
	}
	return 0;
}

static int
doc_tags(struct view *v, const struct sh *s)
{
	const struct shenanigrams_tag *t;
	struct node *ts, *m;
	size_t i;
	char at[24];

	if ((ts = node_new(NODE_SEQ, STYLE_BLOCK)) == NULL ||
	    node_set(v->doc, "tagged", ts) == -1)
		return -1;
	for (i = 0; i < s->b.nt; i++) {
		t = &s->b.t[i];
		if ((m = view_push_map(ts, STYLE_FLOW)) == NULL ||
		    view_set_tiles(v, m, "word", t->word) == -1 ||
		    view_set_str(m, "owner", t->owner) == -1 ||
		    view_set_str(m, "at", grid_coord(t->row, t->col, at)) ==
		    -1 ||
		    view_set_str(m, "dir", t->down ? "down" : "across") == -1)
			return -1;
	}
	return 0;
}

static int
doc(struct view *v, const struct sh *s, const char *status, const char *msg)
{
	const struct state *st = v->st;
	struct buf board = { 0 };
	int rc;

	if (view_doc_head(v, status, msg) == -1)
		return -1;
	if (grid_write_alpha(s->b.g, st->alpha, &board) == -1 ||
	    buf_addc(&board, '\0') == -1) {
		buf_free(&board);
		return core_nomem(v->e);
	}
	rc = view_set_int(v->doc, "tiles_left", st->bag ?
	    (long long)strlen(st->bag) : 0) == -1 ||
	    view_set_tiles(v, v->doc, "discard", st->discard ? st->discard :
	    "") == -1 ||
	    (s->turn != NULL && view_set_str(v->doc, "turn", s->turn) == -1) ||
	    (s->called != NULL && view_set_str(v->doc, "called", s->called) ==
	    -1) ||
	    node_set(v->doc, "board", node_str(board.p, STYLE_LITERAL)) ==
	    -1 || doc_players(v, s) == -1 || doc_tags(v, s) == -1;
	buf_free(&board);
	if (rc)
		return core_nomem(v->e);
	return view_doc_tail(v, &s->winner, s->winner != NULL,
	    s->winner != NULL);
}

int
view_shenanigrams(struct view *v)
{
	struct sh s;
	const char *status;
	char msg[CORE_MSGLEN];
	int rc = 0;

	if (sh_load(v, &s) == -1)
		return -1;
	status = situation(&s, msg, sizeof(msg));
	if (v->b == NULL)
		rc = doc(v, &s, status, msg);
	else
		text(v, &s, msg);
	sh_free(&s);
	return rc;
}
