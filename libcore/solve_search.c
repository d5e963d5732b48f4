/*
 * solve_search.c: the solver's depth-first search.
 *
 * Each node is a grid: a word is tried when the tiles left and one letter
 * already down make it, at every place it crosses a tile of that letter,
 * and a placement is kept only when every run it forms across it is a word
 * (solve_fits()).  A peel (a grid to keep) makes a second pass for words
 * that take several letters from the grid: extending a run or passing
 * through tiles in a line.  Grids already seen (by their hash) are not
 * searched twice.  The search stops when the time or the nodes run out,
 * and a search from an empty board runs in rounds.
 */
#include <stdint.h>
#include <string.h>

#include "arena.h"
#include "solve_int.h"
#include "util.h"

/*
 * Rounds.  A depth-first search that takes a wrong turn near the top can
 * spend all its time below it, while the same hand with its words in
 * another order is solved in a few hundred nodes: the effort hard hands
 * take has a heavy tail.  So a round that finds no grid in its nodes ends,
 * and the search starts again, its words ranked with a noise drawn from
 * the round's number (the same on every run).  The first round, in the
 * ranking's own order, is FIRST_ROUND units; the others follow Luby's
 * sequence (1 1 2 1 1 2 4 1 ...) of units, so a round long enough to end
 * a search that has no grid to find always comes.  Measured with -n
 * 300000 over the 60 hands of seeds 1 to 5,000 that took over a thousand
 * nodes or found no grid: a noise of about three times the spread of
 * the scores did best (less left the order too much as it was), and
 * short rounds did better than long ones or rounds that doubled.  Over
 * all 5,000, 12 hands are left unknown instead of 18, and no hand solved
 * before is lost.
 */
#define ROUND_UNIT(ntiles)	(48 * (unsigned long)(ntiles))
#define FIRST_ROUND		5

/*
 * Once a proof has laid a grid (the hand has one), the search goes on for
 * LAID_GRACE first rounds' nodes more (100,800 for 21 tiles): a grid of
 * its own, long words first, is the answer when it finds one in them;
 * past them, the grid laid.  Every 21-tile hand of seeds 1 to 10,000
 * that the search solves within a second keeps its grid (those it solves
 * past these nodes, such as seed 8080 at 134,490, have none laid); three
 * it solves only in 465,590 to 2,143,774 nodes are given the laid one.
 * Counted in nodes, not time, so the answer is the same on every machine.
 */
#define LAID_GRACE		20

/* Has this grid been searched?  Marks it as seen. */
static int
seen_before(struct solver *s)
{
	uint64_t *t, h = s->hash | 1;
	size_t i, cap;

	if (s->seen_n * 2 >= s->seen_cap) {
		cap = s->seen_cap * 2;
		if ((t = arena_alloc(s->mem, cap * sizeof(*t))) == NULL)
			return 0;	/* no memory: just search again */
		mem_prefault(t, cap * sizeof(*t), 1);	/* a call, not faults */
		memset(t, 0, cap * sizeof(*t));
		for (i = 0; i < s->seen_cap; i++)
			if (s->seen[i] != 0) {
				size_t j = s->seen[i] & (cap - 1);

				while (t[j] != 0)
					j = (j + 1) & (cap - 1);
				t[j] = s->seen[i];
			}
		s->seen = t;	/* the old table goes back with the rest */
		s->seen_cap = cap;
	}
	for (i = h & (s->seen_cap - 1); s->seen[i] != 0;
	    i = (i + 1) & (s->seen_cap - 1))
		if (s->seen[i] == h)
			return 1;
	s->seen[i] = h;
	s->seen_n++;
	return 0;
}

/* Has the time limit (if any) passed?  Not a node's count or a round's. */
int
solve_time_up(const struct solver *s)
{
	return s->o->time_limit > 0 && (double)(mono_ns() - s->o->t0_ns) /
	    1e9 >= s->o->time_limit;
}

static int
out_of_time(struct solver *s)
{
	if (s->stop)
		return 1;
	if (s->o->max_nodes && s->nodes >= s->o->max_nodes)
		return s->stop = 1;
	if (s->round_end && s->nodes >= s->round_end)
		return s->stop = 2;
	if ((s->nodes & 63) != 0)
		return 0;
	if (solve_time_up(s))
		s->stop = 1;
	return s->stop;
}

/*
 * Is the node limit reached?  Asked before a node is counted, so that no
 * node, a grid's either, is past it: the search stops.
 */
static int
at_node_limit(struct solver *s)
{
	if (s->o->max_nodes == 0 || s->nodes < s->o->max_nodes)
		return 0;
	s->stop = 1;
	return 1;
}

/* out_of_time(), kept static so the search's calls stay inline. */
int
solve_out_of_time(struct solver *s)
{
	return out_of_time(s);
}

/* The area of the grid's bounding box with w placed from start. */
static long
area_with(const struct solver *s, int len, int start, int step)
{
	int r0 = solve_row(s, start), c0 = start - r0 * s->N;
	int r1 = r0 + (step == 1 ? 0 : len - 1);
	int c1 = c0 + (step == 1 ? len - 1 : 0);
	int minr = r0 < s->minr ? r0 : s->minr, maxr = r1 > s->maxr ? r1 :
	    s->maxr, minc = c0 < s->minc ? c0 : s->minc, maxc = c1 > s->maxc ?
	    c1 : s->maxc;

	return (long)(maxr - minr + 1) * (long)(maxc - minc + 1);
}

/*
 * Try every placement of c that crosses a tile of its letter: in the
 * order they are met, or, preferring a small grid, the most compact first.
 * along: also along a run of tiles (a word that takes in a whole run).
 */
static int
try_cand(struct solver *s, const struct cand *c, int letter,
    const int *anchors, int nanchors, int along)
{
	const char *w = s->text + c->at;
	struct undo u;
	int a, i, dir, step, start, fresh, np = 0, k, best, ni = 0;
	int pstart[64], pstep[64], at[MAXLEN];
	long parea[64];

	/* Where w holds the letter: once, not at every anchor. */
	for (i = 0; i < c->len; i++)
		if (w[i] == letter)
			at[ni++] = i;
	for (a = 0; a < nanchors; a++)
		for (dir = 0; dir < 2; dir++) {
			step = dir ? s->N : 1;
			/* Inside a run this way: a word through it would
			 * have to hold the whole run; not worth a try. */
			if (!along && s->cell[anchors[a] - step] &&
			    s->cell[anchors[a] + step])
				continue;
			for (k = 0; k < ni; k++) {
				start = anchors[a] - at[k] * step;
				if (!solve_fits(s, w, c->len, start, step, 0,
				    &fresh))
					continue;
				if (s->o->prefer == SOLVE_SMALLEST_AREA &&
				    np < 64) {
					pstart[np] = start;
					pstep[np] = step;
					parea[np++] = area_with(s, c->len,
					    start, step);
					continue;
				}
				solve_place(s, w, c->len, start, step, &u);
				if (!seen_before(s) && solve_search(s))
					return 1;
				solve_unplace(s, &u);
				if (s->stop)
					return 0;
			}
		}
	/* Smallest area first (a selection: the lists are short). */
	while (np > 0) {
		for (best = 0, k = 1; k < np; k++)
			if (parea[k] < parea[best])
				best = k;
		solve_place(s, w, c->len, pstart[best], pstep[best], &u);
		if (!seen_before(s) && solve_search(s))
			return 1;
		solve_unplace(s, &u);
		if (s->stop)
			return 0;
		pstart[best] = pstart[--np];
		pstep[best] = pstep[np];
		parea[best] = parea[np];
	}
	return 0;
}

/*
 * A peel's second pass: a word needing over letters more than the tiles
 * left give (two or more beyond a wild) takes them from the grid; it is
 * anchored on the one the grid holds fewest of, and may run along a run.
 */
static int
try_through(struct solver *s, const struct cand *cd, const char *w,
    unsigned over, const unsigned *need, int *const *anchors,
    const int *nanch)
{
	size_t k;
	int l, a = -1;

	if (over <= s->wild + 1 || over >= (unsigned)cd->len)
		return 0;
	for (k = 0; k < (size_t)cd->len; k++) {
		l = solve_li(s, w[k]);
		if (need[l] > s->cnt[l] && (a < 0 || nanch[l] < nanch[a]))
			a = l;
	}
	if (nanch[a] == 0)
		return 0;
	return try_cand(s, cd, (char)s->let[a], anchors[a], nanch[a], 1);
}

/*
 * A grid is done.  Fewest words: take it.  Smallest area: keep it if it is
 * the smallest yet and search on, for a while, for a smaller one.
 */
static int
keep_best(struct solver *s)
{
	long area = (long)(s->maxr - s->minr + 1) * (s->maxc - s->minc + 1);

	if (s->o->prefer != SOLVE_SMALLEST_AREA)
		return 1;
	if (s->best == NULL) {
		if ((s->best = arena_alloc(s->mem, (size_t)s->N *
		    (size_t)s->N)) == NULL)
			return 1;
		s->best_area = area + 1;
		s->best_until = s->nodes + 20000;
		s->round_end = 0;	/* a grid: no more rounds */
	}
	if (area < s->best_area) {
		memcpy(s->best, s->cell, (size_t)s->N * (size_t)s->N);
		s->best_area = area;
		s->bminr = s->minr;
		s->bmaxr = s->maxr;
		s->bminc = s->minc;
		s->bmaxc = s->maxc;
	}
	return s->nodes > s->best_until;
}

/*
 * A word tried at this node has failed, or many were passed over: this
 * search will look at more, and so will those below it.  From now on all
 * look only at the words the tiles left can still make, from, narrowed
 * into this search's part of the pool (base in it), which becomes *list
 * (*nl of them).  Returns where the word at (an index into s->list) is in
 * the new list, to go on from it.
 */
static size_t
narrow_here(struct solver *s, size_t base, const uint32_t *from,
    size_t nfrom, uint32_t avail, uint32_t at, const uint32_t **list,
    size_t *nl)
{
	uint32_t *mine = s->pool + base;
	size_t n, k;

	n = solve_narrow(s, from, nfrom, avail, mine);
	s->pool_top = base + n;
	s->cur = mine;
	s->ncur = n;
	for (k = 0; k < n && mine[k] < at; k++)
		;
	*list = mine;
	*nl = n;
	return k;
}

/*
 * Without wilds, a word (its letters in mask) may lack at most one letter
 * of the tiles left, avail, and the grid must have it, onboard: a cheap
 * test before try_word().  In a peel's second pass it may lack any, but
 * must take one of the tiles left: a word of the grid's letters alone is
 * not tried there (try_through() wants over < len), with wilds or not.
 */
static inline int
may_make(uint32_t mask, uint32_t avail, uint32_t onboard, int pass)
{
	uint32_t miss = mask & ~avail;

	return (miss & ~onboard) == 0 && (pass != 0 ?
	    (mask & avail) != 0 : (miss & (miss - 1)) == 0);
}

/*
 * With wilds, the same test is looser: a word may lack as many different
 * letters as there are wilds and one more (each is one letter over at
 * least; try_word() takes a word over by more only in a second pass), and
 * a first pass crosses a tile of the grid with one of its letters.
 */
static inline int
may_make_wild(uint32_t mask, uint32_t avail, uint32_t onboard,
    unsigned wild, int pass)
{
	uint32_t miss = mask & ~avail;
	unsigned n;

	if (pass != 0)
		return (mask & avail) != 0;
	if ((mask & onboard) == 0)
		return 0;
	for (n = 0; miss != 0; n++, miss &= miss - 1)
		if (n > wild)
			return 0;
	return 1;
}

/*
 * Try the word cd at this node: in the first pass across one tile of the
 * grid, in a peel's second pass taking several (see try_through()).
 * avail: the letters of the tiles left, onboard the grid's.  A word is
 * over by the letters it holds more of than the tiles left give, counted
 * into need[], clear on entry and on return; one that holds each of its
 * letters once is over by those of them avail lacks, and need[] is not
 * used.
 */
static int
try_word(struct solver *s, const struct cand *cd, int pass, uint32_t avail,
    uint32_t onboard, unsigned *need, int *const *anchors, const int *nanch)
{
	const char *w = s->text + cd->at;
	unsigned over;
	uint32_t done = 0;
	size_t k;
	int l, rc = 0;

	if (pass == 0 && cd->once) {
		/*
		 * Each letter once: over by the letters no tile is left of.
		 * The letters it may cross the grid at (by their places in
		 * it): those the grid has, and, over by one more than the
		 * wilds, only the one it lacks.
		 */
		uint32_t miss = cd->mask & ~avail, at;

		over = (miss & (miss - 1)) == 0 ? miss != 0 :
		    popcount32(miss);
		if (over > s->wild + 1)
			return 0;
		at = cd->mask & onboard & (over > s->wild ? miss : ~0u);
		if ((at & (at - 1)) == 0) {
			if (at == 0)
				return 0;
			l = ctz32(at);
			return try_cand(s, cd, (char)s->let[l], anchors[l],
			    nanch[l], 0);
		}
		for (k = 0; at != 0 && !rc && !s->stop; k++) {
			l = solve_li(s, w[k]);
			if (!(at >> l & 1))
				continue;
			at &= ~(1u << l);
			rc = try_cand(s, cd, (char)s->let[l], anchors[l],
			    nanch[l], 0);
		}
		return rc;
	}
	over = solve_shortfall(s, w, cd->len, need);
	if (pass == 1)
		rc = try_through(s, cd, w, over, need, anchors, nanch);
	for (k = 0; pass == 0 && over <= s->wild + 1 &&
	    k < (size_t)cd->len && !rc && !s->stop; k++) {
		l = solve_li(s, w[k]);
		/* Each distinct letter once: at its first place. */
		if (nanch[l] == 0 || (done >> l & 1))
			continue;
		done |= 1u << l;
		if (over - (need[l] > s->cnt[l]) > s->wild)
			continue;
		rc = try_cand(s, cd, (char)s->let[l], anchors[l], nanch[l], 0);
	}
	for (k = 0; k < (size_t)cd->len; k++)
		need[solve_li(s, w[k])] = 0;
	return rc;
}

/*
 * One node: a grid is done when no tiles are left; else every word the
 * tiles left can make with the grid is tried, best first, and the search
 * goes on below each placement that forms only words.
 */
int
solve_search(struct solver *s)
{
	int *anchors[ALPHA_MAX], nanch[ALPHA_MAX], l, rc = 0, narrowed = 0;
	int pass;
	unsigned need[ALPHA_MAX];
	size_t base = s->at_top, pbase = s->pool_top, j;
	uint32_t avail = 0, onboard = 0;
	const uint32_t *from = s->cur, *list = s->cur;
	size_t nfrom = s->ncur, nl = s->ncur;
	const struct cand *cd;
	unsigned long entry;

	if (at_node_limit(s))
		return 0;
	entry = ++s->nodes;
	if (s->left == 0)
		return keep_best(s);
	if (out_of_time(s))
		return 0;
	if (s->best != NULL) {
		/* A smaller grid is wanted: prune, and stop in time. */
		if (s->nodes > s->best_until)
			return 1;
		if ((long)(s->maxr - s->minr + 1) * (s->maxc - s->minc + 1) >=
		    s->best_area)
			return 0;
	}
	if (solve_anchors(s, anchors, nanch) == -1)
		return 0;	/* cannot happen: see struct solver */
	memset(need, 0, sizeof(need));
	for (l = 0; l < s->nl; l++) {
		if (s->cnt[l] > 0)
			avail |= 1u << l;
		if (nanch[l] > 0)
			onboard |= 1u << l;
	}
	/*
	 * The hand's words, best first: each that the tiles left can make
	 * with one letter of the grid is tried across every tile of that
	 * letter.  A peel makes a second pass: words some of whose letters
	 * the tiles left cannot give take them from the grid, a run they
	 * extend or tiles they pass through.  Crossing one tile is tried
	 * first since it is cheap; either way no tile of the grid moves.
	 */
	for (pass = 0; pass <= s->onto && !rc && !s->stop; pass++)
		for (j = 0; j < nl && !rc && !s->stop; j++) {
			/*
			 * Without wilds most words lack letters: passed over
			 * in a loop of their own (whenever the list is
			 * narrowed, the same words are tried, in order).
			 */
			if (s->wild == 0) {
				while (j < nl && !may_make(
				    s->list[list[j]].mask, avail, onboard,
				    pass))
					j++;
				if (j >= nl)
					break;
			} else if (!may_make_wild(s->list[list[j]].mask,
			    avail, onboard, s->wild, pass))
				continue;
			/*
			 * Most searches succeed with their first word, and a
			 * whole hand's list is long: narrowed only once one
			 * has failed, or once this search has passed over a
			 * sixteenth of its list for words that cannot be
			 * made here, as each below it would again (a whole
			 * bag's last nodes passed over most of 111,513).
			 */
			if (!narrowed && (s->nodes != entry || j > nfrom / 16) &&
			    !s->onto && nfrom <= s->pool_cap - pbase) {
				narrowed = 1;
				j = narrow_here(s, pbase, from, nfrom, avail,
				    list[j], &list, &nl);
				if (j >= nl)
					break;
				if (s->wild == 0 && !may_make(
				    s->list[list[j]].mask, avail, onboard,
				    pass))
					continue;
			}
			cd = &s->list[list[j]];
			/*
			 * A peel's second pass counts the letters of most
			 * words of a list in rank order, their text in the
			 * order they were listed: fetched ahead.
			 */
			if (pass == 1 && j + 8 < nl)
				__builtin_prefetch(s->text +
				    s->list[list[j + 8]].at);
			rc = try_word(s, cd, pass, avail, onboard, need,
			    anchors, nanch);
		}
	s->at_top = base;
	s->pool_top = pbase;
	s->cur = from;
	s->ncur = nfrom;
	return rc;
}

/*
 * The first word, across the middle of the board.  Every grid holds a word
 * with the hand's hardest letter (the one the fewest words can hold), and
 * a grid can be built from any of its words, so only those are tried.
 */
static int
search_first(struct solver *s, const struct cover *cov)
{
	struct undo u;
	size_t i;
	int rc = 0, start, fresh, l, hard = -1;
	const struct cand *c;
	const char *w;

	for (l = 0; l < s->nl; l++)
		if (s->cnt[l] > 0 && (hard < 0 ||
		    cov->holders[l] < cov->holders[hard]))
			hard = l;
	for (i = 0; i < s->nlist && !rc && !s->stop; i++) {
		c = &s->list[i];
		w = s->text + c->at;
		if (hard >= 0 && !(c->mask >> hard & 1))
			continue;
		start = (s->N / 2) * s->N + s->N / 2 - c->len / 2;
		if (!solve_fits(s, w, c->len, start, 1, 1, &fresh))
			continue;
		s->nodes++;
		solve_place(s, w, c->len, start, 1, &u);
		if (!seen_before(s) && solve_search(s))
			rc = 1;
		else
			solve_unplace(s, &u);
		if (out_of_time(s))
			break;
	}
	return rc;
}

/* Luby's sequence: 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 ... for i = 1, 2, ... */
static unsigned long
luby(unsigned long i)
{
	unsigned long k;

	for (;;) {
		for (k = 1; (1UL << k) - 1 < i; k++)
			;
		if (i == (1UL << k) - 1)
			return 1UL << (k - 1);
		i -= (1UL << (k - 1)) - 1;
	}
}

/*
 * The proofs once round round has failed: after round 1, by the counts
 * (try 0), every way, and by the words (try 1); after a later one, by the
 * words again, each try twice as long as the last, when due
 * (solve_proof_due()), and every grid, each try twice as long as the
 * last, when due (solve_grids_due()); never once a try has laid a grid.
 * Up to GRIDS_LAY nodes every grid comes after the words, whose tries
 * were due there anyway (seed 2619 is settled by them at 132,048 nodes,
 * where a try of every grid would run out of work first), and is only a
 * proof: a grid it finds is kept aside, so that the search has its time
 * to find its own, long words first, and is laid from GRIDS_LAY on, or
 * given when the search stops first.  From GRIDS_LAY on every grid goes
 * first: seed 4239 was once settled there by it, where the words' try
 * before it cost 0.17 s.  1 when one holds, 0 when none does, -1 out of
 * memory.
 */
static int
prove(struct solver *s, struct hand_words *hw, unsigned round,
    struct proof *pf, struct solve_result *r)
{
	int ok;

	if (pf->grid.cell != NULL)
		return 0;
	if (round == 1) {
		if ((ok = solve_no_split(s, &hw->w, pf, r)) != 0 ||
		    (ok = solve_no_grid_every_way(s, r)) != 0)
			return ok;
	} else if (s->nodes >= GRIDS_LAY &&
	    solve_grids_due(pf->grid_tries, s->nodes) &&
	    ((ok = solve_every_grid(s, &hw->w, pf, r)) != 0 ||
	    pf->grid.cell != NULL))
		return ok;
	if ((round == 1 || solve_proof_due(pf->tries, s->nodes)) &&
	    (ok = solve_no_split(s, &hw->w, pf, r)) != 0)
		return ok;
	if (round > 1 && s->nodes < GRIDS_LAY &&
	    solve_grids_due(pf->grid_tries, s->nodes))
		return solve_every_grid(s, &hw->w, pf, r);
	return 0;
}

/*
 * The grid a proof laid, once the search has found none, or else one a
 * proof found and kept aside: the board (empty, the search having lifted
 * every word it placed; the grid's rows and columns are the hand's tiles
 * at most, the board's side twice as many).  1 when there is one, 0 when
 * not (or a grid was found, for the smallest area: taken as it is).
 */
static int
take_laid(struct solver *s, const struct proof *pf)
{
	const struct grid *gr = pf->grid.cell != NULL ? &pf->grid :
	    &pf->early;

	if (gr->cell == NULL || s->best != NULL)
		return 0;
	solve_board_load(s, gr);
	return 1;
}

/*
 * The search from an empty board, in rounds (see ROUND_UNIT): 1 when a
 * grid is found, 2 when a round found none and a proof says none exists
 * (prove(): most hands are solved in the first round and never pay for
 * the proofs), 0 when the time ran out
 * or a whole round ended without one (nothing more to search), -1 out of
 * memory.  A grid a proof laid is the answer when the search has found
 * none LAID_GRACE first rounds after it, or when it stops.
 */
int
solve_search_rounds(struct solver *s, struct hand_words *hw,
    struct solve_result *r)
{
	unsigned long unit = ROUND_UNIT(s->left), laid_end = 0;
	struct proof pf;
	unsigned round;
	int ok;

	memset(&pf, 0, sizeof(pf));
	s->round_end = s->nodes + FIRST_ROUND * unit;
	for (round = 1;; round++) {
		if ((ok = search_first(s, &hw->cv)) || s->stop == 1 ||
		    (laid_end != 0 && s->nodes >= laid_end))
			return ok || take_laid(s, &pf);
		if ((ok = prove(s, hw, round, &pf, r)) != 0)
			return ok == 1 ? 2 : -1;
		if (s->stop != 2)
			return take_laid(s, &pf);
		if (pf.grid.cell != NULL && laid_end == 0)
			laid_end = s->nodes + LAID_GRACE * FIRST_ROUND * unit;
		s->stop = 0;
		s->round_end = s->nodes + luby(round) * unit;
		if (laid_end != 0 && s->round_end > laid_end)
			s->round_end = laid_end;
		/* A grid seen in a round cut short may hold one. */
		if (s->seen_cap > 0)
			memset(s->seen, 0, s->seen_cap * sizeof(*s->seen));
		s->seen_n = 0;
		if (solve_rank_words(s, &hw->w, round) == -1)
			return -1;
	}
}

/* Smallest area: the best grid found becomes the board. */
int
solve_take_best(struct solver *s)
{
	if (s->best == NULL)
		return 0;
	memcpy(s->cell, s->best, (size_t)s->N * (size_t)s->N);
	s->minr = s->bminr;
	s->maxr = s->bmaxr;
	s->minc = s->bminc;
	s->maxc = s->bmaxc;
	return 1;
}
