/*
 * solve.c: the Bananagrams solver: solve_hand(), which runs the others.
 *
 * A depth-first search over grids built a word at a time.  The words the
 * hand can make are listed once, by one anagram search of the dictionary,
 * and ranked (solve_words.c); unless a proof shows that no grid exists
 * (solve_proof.c), the search (solve_search.c) builds on a board
 * (solve_board.c) from an empty one, in rounds.  A peel fits its new
 * tiles to the grid as it is, then with one word of it lifted, and only
 * then dissolves the grid into a hand.  The family shares solve_int.h.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core.h"
#include "dict.h"
#include "grid.h"
#include "solve.h"
#include "solve_int.h"
#include "util.h"

static size_t
count_words(const struct grid *g)
{
	struct run *runs;
	size_t n;

	if (grid_runs(g, &runs, &n, NULL) == -1)
		return 0;
	free(runs);
	return n;
}

/* Tiles of a grid as a hand string ('?' for wilds). */
static void
grid_tiles_str(const struct grid *g, char *buf)
{
	size_t i;
	char *p = buf;

	for (i = 0; i < g->rows * g->cols; i++)
		if (g->cell[i])
			*p++ = g->cell[i] & 0x20 ? '?' : g->cell[i];
	*p = '\0';
}

static int
solve_fresh(const struct dict *d, const char *tiles,
    struct solve_opts *o, struct solve_result *r, struct core_err *e)
{
	struct solver s;
	struct hand_words hw;
	int ok;

	memset(&hw, 0, sizeof(hw));
	hw.wilds = strchr(tiles, '?') != NULL;
	if (solve_board_init(&s, d, o, tiles, 2 * (int)strlen(tiles) + 8,
	    strlen(tiles)) == -1)
		return core_nomem(e);
	if (solve_words_init(&hw.w, &s, strlen(tiles)) == -1) {
		solve_board_free(&s);
		return core_nomem(e);
	}
	hw.s = &s;
	if ((ok = dict_anagrams_sets(d, tiles, o->minlen, 0, hw.w.awk,
	    solve_collect, &hw)) != 0) {
		solve_board_free(&s);
		if (ok == -1)
			return core_nomem(e);
		/* The nodes of a peel's first stages count too. */
		r->status = hw.nodes_out || (o->max_nodes &&
		    s.nodes >= o->max_nodes) ? SOLVE_OUT_OF_NODES :
		    SOLVE_OUT_OF_TIME;
		r->nodes = s.nodes;
		snprintf(r->reason, sizeof(r->reason), "the %s ran out "
		    "while the hand's words were listed", r->status ==
		    SOLVE_OUT_OF_NODES ? "nodes" : "time");
		return 0;
	}
	solve_count_holders(&hw);
	if (solve_impossible(&s, tiles, o->minlen, &hw.cv, r)) {
		r->status = SOLVE_IMPOSSIBLE;
		solve_board_free(&s);
		return 0;
	}
	solve_set_bonus(&s, &hw.cv);
	if (solve_rank_words(&s, &hw.w, 0) == -1 ||
	    (ok = solve_search_rounds(&s, &hw, r)) == -1) {
		solve_board_free(&s);
		return core_nomem(e);
	}
	if (ok == 2) {
		r->status = SOLVE_IMPOSSIBLE;
		r->nodes = s.nodes;
		solve_board_free(&s);
		return 0;
	}
	if (solve_take_best(&s))
		ok = 1;
	r->nodes = s.nodes;
	if (ok) {
		if ((r->grid = solve_board_grid(&s, e)) == NULL) {
			solve_board_free(&s);
			return -1;
		}
		r->status = SOLVE_OK;
	} else {
		r->status = !s.stop ? SOLVE_SEARCH_ENDED : o->max_nodes &&
		    s.nodes >= o->max_nodes ? SOLVE_OUT_OF_NODES :
		    SOLVE_OUT_OF_TIME;
		snprintf(r->reason, sizeof(r->reason), "%s", r->status ==
		    SOLVE_SEARCH_ENDED ? "the search found no grid (but no "
		    "proof that none exists)" : r->status ==
		    SOLVE_OUT_OF_NODES ? "the search nodes ran out before a "
		    "grid was found" : "the time ran out before a grid was "
		    "found");
	}
	solve_board_free(&s);
	return 0;
}

/* A peel: the new tiles fitted to the grid as it is. */
static int
solve_onto(const struct dict *d, const struct grid *g, const char *tiles,
    struct solve_opts *o, struct solve_result *r, struct core_err *e)
{
	struct solver s;
	int side = (int)(g->rows > g->cols ? g->rows : g->cols) +
	    2 * (int)strlen(tiles) + 8, ok;

	struct hand_words hw;
	char both[2 * SOLVE_MAXTILES + 2];

	memset(&hw, 0, sizeof(hw));
	/* The words of the new tiles and the grid's letters together. */
	grid_tiles_str(g, both);
	strcat(both, tiles);
	if (solve_board_init(&s, d, o, tiles, side, strlen(both)) == -1)
		return core_nomem(e);
	s.onto = 1;
	solve_board_load(&s, g);
	if (solve_words_init(&hw.w, &s, strlen(both)) == -1) {
		solve_board_free(&s);
		return core_nomem(e);
	}
	hw.wilds = strchr(both, '?') != NULL;
	if (dict_anagrams_sets(d, both, o->minlen, 0, hw.w.awk, solve_collect,
	    &hw) != 0 ||
	    solve_rank_words(&s, &hw.w, 0) == -1) {
		solve_board_free(&s);
		return core_nomem(e);
	}
	ok = solve_search(&s);
	if (solve_take_best(&s))
		ok = 1;
	r->nodes = s.nodes;
	o->used_nodes = s.nodes;
	if (ok && (r->grid = solve_board_grid(&s, e)) == NULL) {
		solve_board_free(&s);
		return -1;
	}
	solve_board_free(&s);
	return ok;
}

struct words_check {
	const struct dict	*d;
	size_t			 minlen;
};

static int
run_is_word(void *arg, const struct run *r, const char *w)
{
	const struct words_check *c = arg;

	return r->len >= c->minlen && dict_has(c->d, w, r->len) ? 0 : 1;
}

/* Is every run of g a word of minlen letters or more? */
static int
all_words(const struct dict *d, const struct grid *g, size_t minlen)
{
	struct words_check c = { d, minlen };

	return grid_each_run(g, run_is_word, &c, NULL) == 0;
}

/*
 * A peel that does not fit: lift the tiles only one word of the grid holds
 * (shortest such word first), keep the rest if it is still one group, and
 * fit the lifted tiles with the new ones.  1 when one fits (r->grid,
 * r->moved set), 0 when none does.
 */
static int
solve_lift(const struct dict *d, const struct grid *g, const char *tiles,
    struct solve_opts *o, struct solve_result *r, struct core_err *e)
{
	struct solve_opts lo = *o;
	struct run *runs;
	struct grid *h;
	unsigned *label;
	size_t nruns, i, k, len, lifted, pos, n = g->rows * g->cols;
	char hand[2 * SOLVE_MAXTILES + 2], *p;
	int rc = 0, cross;

	if (grid_runs(g, &runs, &nruns, e) == -1)
		return -1;
	if ((label = malloc((n + 1) * sizeof(*label))) == NULL ||
	    (h = grid_new(g->rows, g->cols, e)) == NULL) {
		free(runs);
		free(label);
		return core_nomem(e);
	}
	/* Each try is short, within what is left of the budget. */
	lo.max_nodes = o->max_nodes && o->max_nodes < o->used_nodes + 4000 ?
	    o->max_nodes : o->used_nodes + 4000;
	for (len = 2; len <= g->rows + g->cols && rc == 0; len++)
		for (i = 0; i < nruns && rc == 0; i++) {
			if (runs[i].len != len)
				continue;
			memcpy(h->cell, g->cell, n);
			snprintf(hand, sizeof(hand), "%s", tiles);
			p = hand + strlen(hand);
			lifted = 0;
			for (k = 0; k < runs[i].len; k++) {
				size_t rr = runs[i].row + (runs[i].down ? k : 0);
				size_t cc = runs[i].col + (runs[i].down ? 0 : k);

				pos = rr * g->cols + cc;
				/* A tile crossed by another word stays. */
				cross = runs[i].down ?
				    (cc > 0 && grid_at(g, rr, cc - 1)) ||
				    (cc + 1 < g->cols && grid_at(g, rr, cc + 1)) :
				    (rr > 0 && grid_at(g, rr - 1, cc)) ||
				    (rr + 1 < g->rows && grid_at(g, rr + 1, cc));
				if (cross)
					continue;
				*p++ = g->cell[pos] & 0x20 ? '?' :
				    g->cell[pos];
				h->cell[pos] = 0;
				lifted++;
			}
			*p = '\0';
			/* What stays must still be a grid of words. */
			if (lifted == 0 || lifted == grid_tiles(g) ||
			    grid_groups(h, label) != 1 || !all_words(d, h,
			    o->minlen))
				continue;
			lo.used_nodes = o->used_nodes;
			if ((rc = solve_onto(d, h, hand, &lo, r, e)) == -1)
				break;
			o->used_nodes = lo.used_nodes;
			if (rc == 1)
				r->moved = lifted;
		}
	grid_free(h);
	free(label);
	free(runs);
	return rc;
}

/*
 * Is every tile of tiles a wild or a capital the dictionary spells with,
 * and every tile of the grid from a letter of it?  0, or -1 with e
 * filled: the solver indexes its counts by the dictionary's letters.
 */
static int
hand_letters(const struct dict *d, const char *tiles, const struct grid *from,
    struct core_err *e)
{
	char ok[256] = { 0 };
	size_t i;
	int l;

	for (l = 0; l < ALPHA_MAX && dict_letter(d, l) != 0; l++)
		ok[dict_letter(d, l)] = ok[dict_letter(d, l) | 0x20] = 1;
	for (i = 0; tiles[i] != '\0'; i++)
		if (tiles[i] != '?' && (tiles[i] & 0x20 ||
		    !ok[(unsigned char)tiles[i]]))
			return core_errf(e, NULL, 0, 0, "tile %zu of the hand "
			    "is not a letter of the dictionary", i + 1);
	for (i = 0; from != NULL && i < from->rows * from->cols; i++)
		if (from->cell[i] != 0 && !ok[(unsigned char)from->cell[i]])
			return core_errf(e, NULL, 0, 0, "the grid holds a "
			    "tile that is not a letter of the dictionary");
	return 0;
}

int
solve_hand(const struct dict *d, const char *tiles,
    const struct solve_opts *opts, struct solve_result *r, struct core_err *e)
{
	struct solve_opts oo = *opts, *o = &oo;
	char all[2 * SOLVE_MAXTILES + 2];
	size_t n = strlen(tiles), have = o->from ? grid_tiles(o->from) : 0;
	int rc;

	memset(r, 0, sizeof(*r));
	if (o->minlen < 2)
		o->minlen = 2;
	o->t0_ns = mono_ns();
	o->used_nodes = 0;
	if (n + have > SOLVE_MAXTILES)
		return core_errf(e, NULL, 0, 0, "more than %d tiles",
		    SOLVE_MAXTILES);
	if (hand_letters(d, tiles, o->from, e) == -1)
		return -1;
	/*
	 * The anagram search of a big hand reaches most of the dictionary's
	 * lists: mapped in one call, they cost a hand of 40 or 50 tiles 1.5%
	 * less than faulted in, but a hand of 21 5%, of 30 3% more.
	 */
	if (n + have >= SOLVE_PREFAULT)
		dict_prefault(d);
	if (o->from != NULL && have > 0) {
		/* The grid as it is; one word lifted; then all dissolved. */
		if ((rc = solve_onto(d, o->from, tiles, o, r, e)) == 0)
			rc = solve_lift(d, o->from, tiles, o, r, e);
		if (rc == -1)
			return -1;
		if (rc == 1) {
			r->status = SOLVE_OK;
			r->words = count_words(r->grid);
			return 0;
		}
		grid_tiles_str(o->from, all);
		strcat(all, tiles);
		r->moved = have;
	} else	/* n is SOLVE_MAXTILES at most: no printf at every start */
		memcpy(all, tiles, n + 1);
	if (solve_fresh(d, all, o, r, e) == -1)
		return -1;
	if (r->status == SOLVE_OK)
		r->words = count_words(r->grid);
	return 0;
}

const char *
solve_status_name(enum solve_status s)
{
	switch (s) {
	case SOLVE_OK:
		return "solved";
	case SOLVE_IMPOSSIBLE:
		return "impossible";
	case SOLVE_OUT_OF_TIME:
		return "out-of-time";
	case SOLVE_OUT_OF_NODES:
		return "out-of-nodes";
	case SOLVE_SEARCH_ENDED:
		return "search-ended";
	}
	return "";
}
