/*
 * solve_every.c: the proof for a few tiles, laid every way on every shape
 * (solve_no_grid_every_way()): the last of solve_proof.c's proofs, for
 * hands the others leave unsettled.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "solve_int.h"

/*
 * A hand of EVERY_MAX tiles or fewer is laid every way: on every shape of
 * that many cells joined side to side, each once (Redelmeier's count of
 * the fixed polyominoes: 2,725 of eight cells), every order of its tiles,
 * a tile at a time.  A run of a shape still growing only grows, so each
 * run a tile joins must be part of some word already, or nothing grown
 * from it is tried.  None whose runs are all words: a proof, where the
 * search and the proofs before it say nothing (AAIUE: AI and EAU share its
 * tiles out, but every way of laying them puts two tiles side by side
 * that make no word).  At most EVERY_NODES tiles laid, and within the
 * time limit; else no proof.
 */
#define EVERY_MAX	8
#define EVERY_W		(2 * EVERY_MAX + 1)	/* a row, with room around */
#define EVERY_H		(EVERY_MAX + 2)
#define EVERY_NODES	(1ul << 21)

struct every {
	const struct solver *s;
	int		 n;		/* tiles */
	unsigned	 cnt[ALPHA_MAX];	/* tiles not laid, by letter */
	char		 cell[EVERY_W * EVERY_H];	/* 0 empty */
	char		 seen[EVERY_W * EVERY_H];	/* met by the count */
	int		 at[EVERY_MAX];	/* the shape's cells */
	int		 nat;
	int		 origin;
	unsigned long	 nodes;
};

/*
 * The run through cell c in direction step: 1 when it may stand, a word
 * (whole) or a part of one (not yet whole), or is one tile.
 */
static int
every_run_ok(const struct every *p, int c, int step, int whole)
{
	char run[EVERY_MAX];
	size_t k;

	while (p->cell[c - step])
		c -= step;
	for (k = 0; p->cell[c]; c += step)
		run[k++] = p->cell[c];
	if (k < 2)
		return 1;
	if (whole)
		return k >= p->s->o->minlen && dict_has(p->s->d, run, k);
	return dict_infix(p->s->d, run, k);
}

/* Is every run of two or more tiles across and down a word? */
static int
every_words(const struct every *p)
{
	int i, c;

	for (i = 0; i < p->nat; i++) {
		c = p->at[i];
		if ((!p->cell[c - 1] && !every_run_ok(p, c, 1, 1)) ||
		    (!p->cell[c - EVERY_W] && !every_run_ok(p, c, EVERY_W, 1)))
			return 0;
	}
	return 1;
}

/*
 * Grows the shape from the cells of untried (n of them), each tried in
 * turn with each letter left: 1 when a grid is found, 0 when none is, -1
 * when the tiles laid or the time ran out.
 */
static int
every_grow(struct every *p, const int *untried, int n)
{
	int next[4 * EVERY_MAX], nn, i, j, m, c, l, added[4], na, rc = 0;
	static const int dir[4] = { 1, -1, EVERY_W, -EVERY_W };

	for (i = 0; i < n && !rc; i++) {
		c = untried[i];
		p->at[p->nat++] = c;
		/* The cells beside c met for the first time join the rest. */
		for (nn = 0, j = i + 1; j < n; j++)
			next[nn++] = untried[j];
		for (na = 0, j = 0; j < 4; j++) {
			m = c + dir[j];
			if (m < p->origin || p->seen[m])
				continue;
			p->seen[m] = 1;
			added[na++] = m;
			next[nn++] = m;
		}
		for (l = 0; l < p->s->nl && !rc; l++) {
			if (p->cnt[l] == 0)
				continue;
			if (++p->nodes > EVERY_NODES || ((p->nodes & 4095) == 0 &&
			    solve_time_up(p->s))) {
				rc = -1;
				break;
			}
			p->cnt[l]--;
			p->cell[c] = (char)p->s->let[l];
			if (p->nat == p->n)
				rc = every_words(p);
			else if (every_run_ok(p, c, 1, 0) &&
			    every_run_ok(p, c, EVERY_W, 0))
				rc = every_grow(p, next, nn);
			p->cell[c] = 0;
			p->cnt[l]++;
		}
		for (j = 0; j < na; j++)
			p->seen[added[j]] = 0;
		p->nat--;
	}
	return rc;
}

int
solve_no_grid_every_way(const struct solver *s, struct solve_result *r)
{
	struct every p;
	int first;

	if (s->wild > 0 || s->left < 2 || s->left > EVERY_MAX)
		return 0;
	memset(&p, 0, sizeof(p));
	p.s = s;
	p.n = (int)s->left;
	memcpy(p.cnt, s->cnt, sizeof(p.cnt));
	/*
	 * The shape's first cell is its top row's leftmost: no cell above
	 * its row, none left of it in its row (the cells before origin).
	 */
	p.origin = EVERY_W + EVERY_MAX;
	first = p.origin;
	p.seen[first] = 1;
	if (every_grow(&p, &first, 1) != 0)
		return 0;
	snprintf(r->reason, sizeof(r->reason), "every way of laying these "
	    "%u tiles was tried, on every shape: none makes only words",
	    s->left);
	return 1;
}
