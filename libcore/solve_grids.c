/*
 * solve_grids.c: every grid of the hand's words, searched to its end
 * (solve_every_grid()): a proof for the hands the other proofs leave
 * unsettled, or a grid.
 *
 * The grid grows from a word holding a tile of the letter the fewest words
 * hold, laid across: a grid where that tile's word is down is the same
 * grid turned over its diagonal, with the same words.  Then one way of one
 * tile laid (across or down, a "way") that is not yet settled is settled,
 * each way it can be: no word (the places either side stay empty for
 * good), or a word through the tile whose other tiles agree with those
 * laid, whose new tiles are in the hand and whose ends stay empty for
 * good.  The way with the fewest choices is taken, of those with a tile
 * beside them (which must be words) when there are any.  Every grid is
 * met so, since its tiles are joined: when every way of every tile laid
 * is settled and the whole hand is laid, that is a grid; when tiles are
 * left, there is none down this branch.
 *
 * Two checks end a branch sooner.  A new tile beside another laid the
 * other way must make with the tiles it meets a part of some word of the
 * hand (part_ok()).  And the vowels: few words have no vowel (nor Y), so
 * each tile left of a letter none of those holds is in a word with a
 * vowel tile, which has one word each way at most.  When no choice of a
 * word, or none, for each open way of the vowel tiles laid, and for two
 * ways of each vowel tile left, holds the tiles left of those letters, no
 * grid lies below (cover()).  Nor when the words chosen hold more tiles
 * of a vowel, all told, than its tiles have ways left (two each left,
 * the open ways of those laid): a word with two vowels takes a way of
 * each, where the choices alone would let it be chosen once for each.
 * A word that the search would lay is one of the choices the check
 * counts, so the check never ends a branch that holds a grid.  It is
 * asked first with every open way free, by counts alone, and the
 * answers kept (solve_cover.c): most branches end there.
 */
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "solve_grids.h"
#include "solve_int.h"
#include "util.h"

#define GRIDS_PARTS	(1ul << 21)	/* the parts of words hashed at most
					   (16 MB) */
#define GRIDS_NODE_WORK	1024	/* the work a branch counts for */
#define GRIDS_DUE	1024	/* the work a search node is worth */
/*
 * The search's nodes before the first try: a hand settled sooner (all but
 * 11 of the 10,000 of BENCHMARKS.md) never pays for one.  Seed 4046's
 * search finds a grid at 96,699 nodes, 0.3 s, where every grid takes 1 s
 * to find one.
 */
#define GRIDS_FROM	(3 * PROOF_EARLY / 16)

static uint64_t
part_hash(const unsigned char *p, int n)
{
	uint64_t h = 0xcbf29ce484222325ULL;
	int i;

	for (i = 0; i < n; i++)
		h = (h ^ p[i]) * 0x100000001b3ULL;
	return solve_mix(h ^ (uint64_t)n << 56) | 1;
}

static void
part_add(struct grids *g, const unsigned char *p, int n)
{
	uint64_t h = part_hash(p, n);
	size_t i = (size_t)(h >> 20) & g->part_mask;

	while (g->part[i] != 0 && g->part[i] != h)
		i = (i + 1) & g->part_mask;
	g->part[i] = h;
}

static int
part_has(const struct grids *g, const unsigned char *p, int n)
{
	uint64_t h = part_hash(p, n);
	size_t i = (size_t)(h >> 20) & g->part_mask;

	while (g->part[i] != 0) {
		if (g->part[i] == h)
			return 1;
		i = (i + 1) & g->part_mask;
	}
	return 0;
}

/*
 * A new tile of letter l at empty place q, in a word way d: the tiles it
 * meets the other way, with it, must be a part of some word (a hash that
 * says so wrongly only lets a branch live longer).  Of the hand's words,
 * not the dictionary's (dict_infix(), which solve_every.c asks): a part
 * only words the tiles cannot make hold ends the branch too.
 */
static int
part_ok(const struct grids *g, int q, int d, int l)
{
	int s = g->step[!d], a, n = 0;
	unsigned char run[MAXLEN + 1];

	if (g->part == NULL || (g->cell[q - s] == 0 && g->cell[q + s] == 0))
		return 1;
	for (a = q; g->cell[a - s] != 0; a -= s)
		;
	for (; a == q || g->cell[a] != 0; a += s) {
		if (n == MAXLEN)
			return 0;
		run[n++] = (unsigned char)(a == q ? l : g->cell[a] - 1);
	}
	return part_has(g, run, n);
}

/*
 * Can word j lie from start, way d?  Its ends empty, its tiles laid open
 * that way and of its letters, its new ones not shut, in the hand, and
 * each a part of a word with what it meets.
 */
static int
fits(const struct grids *g, uint32_t j, int start, int d)
{
	unsigned use[ALPHA_MAX];
	int s = g->step[d], len = (int)(g->at[j + 1] - g->at[j]), k, q, l;
	const unsigned char *w = g->spell + g->at[j];

	if (g->cell[start - s] != 0 || g->cell[start + len * s] != 0)
		return 0;
	for (k = 0; k < len; k++)
		use[w[k]] = 0;
	for (k = 0, q = start; k < len; k++, q += s) {
		l = w[k];
		if (g->cell[q] != 0) {
			if (g->cell[q] != l + 1 || way_of(g, q, d) != WAY_OPEN)
				return 0;
		} else if (g->shut[q] || ++use[l] > g->left[l] ||
		    !part_ok(g, q, d, l))
			return 0;
	}
	return 1;
}

/*
 * Each word that can lie through tile q, way d: fn(g, j, start, d, arg)
 * for each, until it returns nonzero, which is returned.  The room each
 * side (places laid or not shut) and the letters there and in the hand
 * are reckoned first: most words fail on them, and the words too long
 * for the room end the list.  Each word looked at is counted as work,
 * and each one laid on the grid to be checked as four.
 */
int
grids_each(struct grids *g, int q, int d, each_fn fn, void *arg)
{
	int s = g->step[d], back, fwd, a, len, i, rc = 0, l = g->cell[q] - 1;
	uint32_t have = 1u << l, t, j;

	for (i = 0; i < g->s->nl; i++)
		if (g->left[i] > 0)
			have |= 1u << i;
	for (back = 0, a = q - s; back < g->longest &&
	    (g->cell[a] != 0 || !g->shut[a]); a -= s, back++)
		if (g->cell[a] != 0)
			have |= 1u << (g->cell[a] - 1);
	for (fwd = 0, a = q + s; fwd < g->longest &&
	    (g->cell[a] != 0 || !g->shut[a]); a += s, fwd++)
		if (g->cell[a] != 0)
			have |= 1u << (g->cell[a] - 1);
	for (t = g->ocat[l]; t < g->ocat[l + 1]; t++) {
		j = g->oc[t] >> 6;
		i = (int)(g->oc[t] & 63);
		len = (int)(g->at[j + 1] - g->at[j]);
		if (len > back + fwd + 1)
			break;
		if (i > back || len - 1 - i > fwd || (g->mask[j] & ~have) != 0)
			continue;
		g->work += 4;
		if (fits(g, j, q - i * s, d) &&
		    (rc = fn(g, j, q - i * s, d, arg)) != 0)
			break;
	}
	g->work += t - g->ocat[l];
	return rc;
}

static int
count_one(struct grids *g, uint32_t j, int start, int d, void *arg)
{
	int *n = arg;

	(void)g, (void)j, (void)start, (void)d;
	return --*n <= 0;
}

/* The choices of way d of tile q: up to most (it stops there). */
static int
choices(struct grids *g, int q, int d, int most)
{
	int s = g->step[d], n = most;

	if (g->cell[q - s] == 0 && g->cell[q + s] == 0)
		n--;
	if (n > 0)
		grids_each(g, q, d, count_one, &n);
	return most - n;
}

static int grow(struct grids *g);

/* Lays word j from start, way d, grows on, and lifts it. */
static int
lay(struct grids *g, uint32_t j, int start, int d, void *arg)
{
	int s = g->step[d], len = (int)(g->at[j + 1] - g->at[j]), k, q;
	int fresh[MAXLEN], nf = 0, mark = g->nlaid, rc;
	const unsigned char *w = g->spell + g->at[j];

	(void)arg;
	for (k = 0, q = start; k < len; k++, q += s) {
		if (g->cell[q] == 0) {
			g->cell[q] = (unsigned char)(w[k] + 1);
			g->left[w[k]]--;
			g->nleft--;
			g->laid[g->nlaid++] = q;
			fresh[nf++] = q;
		}
		g->way[q] |= (unsigned char)(WAY_WORD << (2 * d));
	}
	g->shut[start - s]++;
	g->shut[start + len * s]++;
	rc = grow(g);
	g->shut[start - s]--;
	g->shut[start + len * s]--;
	for (k = 0, q = start; k < len; k++, q += s)
		g->way[q] &= (unsigned char)~(3 << (2 * d));
	while (nf > 0) {
		q = fresh[--nf];
		g->left[g->cell[q] - 1]++;
		g->nleft++;
		g->cell[q] = 0;
		g->way[q] = 0;
	}
	g->nlaid = mark;
	return rc;
}

/* The grid laid, kept: its rows and columns and its letters. */
static int
keep(struct grids *g)
{
	int r0 = g->side, r1 = 0, c0 = g->side, c1 = 0, i, r, c;
	struct grid *gr = g->found;

	for (i = 0; i < g->nlaid; i++) {
		r = g->laid[i] / g->side;
		c = g->laid[i] % g->side;
		r0 = r < r0 ? r : r0;
		r1 = r > r1 ? r : r1;
		c0 = c < c0 ? c : c0;
		c1 = c > c1 ? c : c1;
	}
	if ((gr->cell = arena_alloc(g->s->mem, (size_t)(r1 - r0 + 1) *
	    (size_t)(c1 - c0 + 1))) == NULL)
		return -1;
	gr->rows = (size_t)(r1 - r0 + 1);
	gr->cols = (size_t)(c1 - c0 + 1);
	for (r = r0; r <= r1; r++)
		for (c = c0; c <= c1; c++) {
			i = g->cell[r * g->side + c];
			gr->cell[(size_t)(r - r0) * gr->cols +
			    (size_t)(c - c0)] = i ? (char)g->s->let[i - 1] : 0;
		}
	return 1;
}

/*
 * Settles the open way with the fewest choices, each way it can be: 1
 * when a grid is found (kept), 0 when none lies below, 2 when the steps or
 * the time ran out, -1 out of memory.
 */
static int
grow(struct grids *g)
{
	int i, q, d, n, best = -1, bd = 0, most = INT32_MAX, s, rc;

	g->nodes++;
	if ((g->work += GRIDS_NODE_WORK) > g->most || ((g->nodes & 1023) == 0 &&
	    solve_time_up(g->s)))
		return 2;
	if (!grids_cover(g))
		return 0;
	/*
	 * A way with a tile beside it must be a word: those first, and the
	 * others only when there is none.
	 */
	for (i = 0; i < g->nlaid && most > 1; i++) {
		q = g->laid[i];
		for (d = 0; d < 2 && most > 1; d++) {
			if (way_of(g, q, d) != WAY_OPEN || (g->cell[q -
			    g->step[d]] == 0 && g->cell[q + g->step[d]] == 0))
				continue;
			if ((n = choices(g, q, d, most)) < most) {
				most = n;
				best = q;
				bd = d;
			}
		}
	}
	for (i = 0; i < g->nlaid && most > 1 && best < 0; i++) {
		q = g->laid[i];
		for (d = 0; d < 2 && most > 1; d++) {
			if (way_of(g, q, d) != WAY_OPEN)
				continue;
			if ((n = choices(g, q, d, most)) < most) {
				most = n;
				best = q;
				bd = d;
			}
		}
	}
	if (best < 0)
		return g->nleft == 0 ? keep(g) : 0;
	if (most == 0)
		return 0;
	s = g->step[bd];
	if (g->cell[best - s] == 0 && g->cell[best + s] == 0) {
		g->shut[best - s]++;
		g->shut[best + s]++;
		g->way[best] |= (unsigned char)(WAY_NONE << (2 * bd));
		rc = grow(g);
		g->way[best] &= (unsigned char)~(3 << (2 * bd));
		g->shut[best - s]--;
		g->shut[best + s]--;
		if (rc != 0)
			return rc;
	}
	return grids_each(g, best, bd, lay, NULL);
}

/*
 * The hand's words by letter indexes, the words holding each letter, the
 * vowels, and every part of every word: 1 done, 0 when the hand is not
 * one this search takes, -1 out of memory.
 */
static int
grids_words(struct grids *g, const struct words *w)
{
	const struct solver *s = g->s;
	size_t total = 0, parts = 0, i, k, n;
	uint32_t j, cnt[ALPHA_MAX + 1] = { 0 };
	const char *p;
	int l, b, e;

	for (i = 0; i < w->n; i++) {
		if (w->c[i].len > g->longest)
			g->longest = w->c[i].len;
		total += w->c[i].len;
		parts += (size_t)w->c[i].len * w->c[i].len / 2;
	}
	g->nw = w->n;
	if ((g->spell = arena_alloc(s->mem, total)) == NULL ||
	    (g->at = arena_alloc(s->mem, (g->nw + 1) * sizeof(*g->at))) ==
	    NULL || (g->mask = arena_alloc(s->mem, g->nw *
	    sizeof(*g->mask))) == NULL)
		return -1;
	/*
	 * A dictionary keeps no vowels: A, E, I, O, U and Y, and every
	 * letter beyond A-Z (most are vowels with accents) are taken as
	 * such.  Any letters would do, the check being no weaker than its
	 * letters: a consonant taken for a vowel only cuts fewer branches.
	 */
	for (l = 0; l < s->nl; l++)
		if (strchr("AEIOUY", s->let[l]) != NULL || s->let[l] >= 0xc0)
			g->vowel |= 1u << l;
	for (total = 0, i = 0; i < g->nw; i++) {
		g->at[i] = (uint32_t)total;
		g->mask[i] = 0;
		p = w->text + w->c[i].at;
		for (k = 0; k < w->c[i].len; k++) {
			if ((l = solve_li(s, p[k])) < 0)
				return 0;
			g->spell[total++] = (unsigned char)l;
			g->mask[i] |= 1u << l;
		}
		for (l = 0; l < s->nl; l++)
			cnt[l] += g->mask[i] >> l & 1;
		if ((g->mask[i] & g->vowel) == 0)
			g->plain |= g->mask[i];
	}
	g->at[g->nw] = (uint32_t)total;
	if ((g->byat = arena_alloc(s->mem, (size_t)(s->nl + 1) *
	    sizeof(*g->byat))) == NULL)
		return -1;
	for (n = 0, l = 0; l < s->nl; l++) {
		g->byat[l] = (uint32_t)n;
		n += cnt[l];
	}
	g->byat[s->nl] = (uint32_t)n;
	if ((g->by = arena_alloc(s->mem, (n ? n : 1) * sizeof(*g->by))) ==
	    NULL)
		return -1;
	for (l = 0; l < s->nl; l++)
		cnt[l] = g->byat[l];
	for (j = 0; j < g->nw; j++)
		for (l = 0; l < s->nl; l++)
			if (g->mask[j] >> l & 1)
				g->by[cnt[l]++] = j;
	/* Each letter's places, the words by length, shortest first. */
	if ((g->ocat = arena_alloc(s->mem, (size_t)(s->nl + 1) *
	    sizeof(*g->ocat))) == NULL || (g->oc = arena_alloc(s->mem,
	    (total ? total : 1) * sizeof(*g->oc))) == NULL)
		return -1;
	memset(cnt, 0, sizeof(cnt));
	for (k = 0; k < total; k++)
		cnt[g->spell[k]]++;
	for (n = 0, l = 0; l < s->nl; l++) {
		g->ocat[l] = (uint32_t)n;
		n += cnt[l];
		cnt[l] = g->ocat[l];
	}
	g->ocat[s->nl] = (uint32_t)n;
	for (e = 2; e <= g->longest; e++)
		for (j = 0; j < g->nw; j++)
			if (g->at[j + 1] - g->at[j] == (uint32_t)e)
				for (b = 0; b < e; b++)
					g->oc[cnt[g->spell[g->at[j] + b]]++] =
					    j << 6 | (uint32_t)b;
	/* Past GRIDS_PARTS, no table: the check then ends no branch. */
	if (2 * parts > GRIDS_PARTS)
		return 1;
	for (n = 1024; n < 2 * parts; n *= 2)
		;
	if ((g->part = arena_alloc(s->mem, n * sizeof(*g->part))) == NULL)
		return -1;
	memset(g->part, 0, n * sizeof(*g->part));
	g->part_mask = n - 1;
	for (j = 0; j < g->nw; j++)
		for (b = (int)g->at[j]; b < (int)g->at[j + 1]; b++)
			for (e = b + 2; e <= (int)g->at[j + 1]; e++)
				part_add(g, g->spell + b, e - b);
	return 1;
}

int
solve_every_grid(const struct solver *s, const struct words *w,
    struct proof *pf, struct solve_result *r)
{
	struct grids *g = pf->grids;
	size_t cells;
	int l, first = -1, q, rc = 0;

	if (s->wild > 0 || s->left < 2 || s->left > GRIDS_TILES ||
	    w->n == 0 || w->n > GRIDS_WORDS || pf->grid.cell != NULL)
		return 0;
	if (pf->early.cell != NULL) {
		/* Found before: the grid a try now would find, the same way. */
		if (s->nodes >= GRIDS_LAY)
			pf->grid = pf->early;
		return 0;
	}
	if (g == NULL) {
		if ((g = arena_alloc(s->mem, sizeof(*g))) == NULL)
			return -1;
		memset(g, 0, sizeof(*g));
		g->s = s;
		if ((rc = grids_words(g, w)) != 1)
			return rc;
		/*
		 * Room for the tiles on every side of the first, and for a
		 * word's length beyond them: the places grids_each() reckons.
		 */
		g->side = 2 * ((int)s->left + g->longest) + 3;
		g->step[0] = 1;
		g->step[1] = g->side;
		cells = (size_t)g->side * (size_t)g->side;
		if ((g->cell = arena_alloc(s->mem, cells)) == NULL ||
		    (g->shut = arena_alloc(s->mem, cells)) == NULL ||
		    (g->way = arena_alloc(s->mem, cells)) == NULL ||
		    (g->laid = arena_alloc(s->mem, s->left *
		    sizeof(*g->laid))) == NULL || (g->opt =
		    arena_alloc(s->mem, GRIDS_OPTS * sizeof(*g->opt))) == NULL ||
		    (g->lidx = arena_alloc(s->mem, GRIDS_OPTS * ALPHA_MAX *
		    sizeof(*g->lidx))) == NULL || (g->seen =
		    arena_alloc(s->mem, COUNTS_SEEN * sizeof(*g->seen))) ==
		    NULL)
			return -1;
		memset(g->seen, 0, COUNTS_SEEN * sizeof(*g->seen));
		memset(g->cell, 0, cells);
		memset(g->shut, 0, cells);
		memset(g->way, 0, cells);
		pf->grids = g;
		rc = 0;
	}
	for (l = 0; l < s->nl; l++) {
		g->left[l] = s->cnt[l];
		if (s->cnt[l] > 0 && (first < 0 || g->byat[l + 1] - g->byat[l] <
		    g->byat[first + 1] - g->byat[first]))
			first = l;
	}
	g->nleft = s->left;
	/* The largest try due, the ones before it passed by. */
	while (solve_grids_due(pf->grid_tries + 1, s->nodes))
		pf->grid_tries++;
	g->most = GRIDS_WORK << pf->grid_tries++;
	g->nodes = g->work = 0;
	g->found = s->nodes >= GRIDS_LAY ? &pf->grid : &pf->early;
	/* A tile of the first letter, and its word across. */
	q = (g->side / 2) * g->side + g->side / 2;
	g->cell[q] = (unsigned char)(first + 1);
	g->left[first]--;
	g->nleft--;
	g->laid[0] = q;
	g->nlaid = 1;
	rc = grids_each(g, q, 0, lay, NULL);
	g->cell[q] = 0;
	g->nlaid = 0;
	if (rc != 0)
		return rc == -1 ? -1 : 0;
	snprintf(r->reason, sizeof(r->reason), "every grid the words made "
	    "from this hand could build was tried, from each word that "
	    "holds its %c: none holds all its %u tiles", s->let[first],
	    s->left);
	return 1;
}

/*
 * Is try try due once the search has visited nodes nodes?  None before
 * GRIDS_FROM nodes; then each once the search's nodes, each worth
 * GRIDS_DUE of a try's work, come to as much as its work.  A search node
 * (some 3 us) takes as long as 300 to 4,000 of it in the hands measured
 * (0.8 to 9.5 ns each), so a try that settles nothing takes from a
 * quarter to three times the search's time; the first, at 98,784 nodes
 * for 21 tiles, does 67,108,864, twice what seed 290's proof needs.
 */
int
solve_grids_due(unsigned try, unsigned long nodes)
{
	return nodes >= GRIDS_FROM && try < GRIDS_TRIES &&
	    nodes * GRIDS_DUE >= GRIDS_WORK << try;
}
