/*
 * solve_cover.c: the vowel check of the search of every grid
 * (solve_grids.c): can the words of the vowel tiles, laid and left, still
 * hold the tiles left of the letters no vowelless word holds?  When not,
 * no grid lies below the branch.  See the top of solve_grids.c.
 */
#include <limits.h>
#include <stdint.h>
#include <string.h>

#include "solve_grids.h"
#include "solve_int.h"
#include "util.h"

/*
 * A choice of a way for cover(): the tiles of the letters needed, a lane
 * each (the others 0), and its vowels (vv, each a way of one of their
 * tiles), unless a choice as good is there: as many of each letter
 * needed, and no more of any vowel.
 */
static void
cover_add(struct grids *g, const unsigned *cnt, const struct lanes *vv)
{
	unsigned char lane[ALPHA_MAX] = { 0 };
	uint64_t c[LANE_WORDS], t;
	uint32_t m = 0;
	int o, x, l, i;

	for (x = 0; x < g->nneed; x++) {
		l = g->needl[x];
		lane[l] = (unsigned char)(cnt[l] < g->need[l] ? cnt[l] :
		    g->need[l]);
		if (lane[l] > 0)
			m |= 1u << l;
	}
	memcpy(c, lane, sizeof(lane));
	for (o = g->from; o < g->nopt; o++) {
		if ((m & ~g->omask[o]) != 0)
			continue;	/* a letter it holds none of */
		for (i = 0; i < LANE_WORDS; i++) {
			memcpy(&t, g->opt[o] + 8 * i, sizeof(t));
			if (lane_below(t, c[i]) ||
			    lane_below(vv->w[i], g->vvec[o].w[i]))
				break;
		}
		if (i == LANE_WORDS)
			return;		/* one as good is there */
	}
	if (g->nopt == GRIDS_OPTS) {
		g->nopt++;		/* too many: cover() ends nothing */
		return;
	}
	g->omask[g->nopt] = m;
	g->vvec[g->nopt] = *vv;
	memcpy(g->opt[g->nopt++], lane, sizeof(lane));
}

/*
 * Word j, from start way d, as a choice (cover_add()): its tiles not yet
 * laid, all of them when start is -1, and its vowels.
 */
static int
cover_word(struct grids *g, uint32_t j, int start, int d, void *arg)
{
	unsigned cnt[ALPHA_MAX] = { 0 };
	unsigned char vb[ALPHA_MAX] = { 0 };
	struct lanes vv;
	int s = g->step[d], len = (int)(g->at[j + 1] - g->at[j]), k;
	const unsigned char *w = g->spell + g->at[j];

	(void)arg;
	for (k = 0; k < len; k++) {
		if (start < 0 || g->cell[start + k * s] == 0)
			cnt[w[k]]++;
		if (g->vowel >> w[k] & 1)
			vb[w[k]]++;
	}
	memcpy(vv.w, vb, sizeof(vb));
	cover_add(g, cnt, &vv);
	return g->nopt > GRIDS_OPTS;
}

/*
 * Choice o added to the tiles held (have, each letter no more than its
 * need) and to the vowels' ways taken (vuse), into next (whose lanes of
 * no letter needed are have's already) and vnext: 0 when its vowels take
 * more ways than there are (vcap).
 */
static inline int
choice_take(const struct grids *g, int o, const struct lanes *have,
    const struct lanes *vuse, struct lanes *next, struct lanes *vnext)
{
	uint64_t w;
	int i;

	for (i = 0; i < LANE_WORDS; i++) {
		vnext->w[i] = vuse->w[i] + g->vvec[o].w[i];
		if (lane_below(g->vcap.w[i], vnext->w[i]))
			return 0;
	}
	for (i = g->w0; i < g->w1; i++) {
		memcpy(&w, g->opt[o] + 8 * i, sizeof(w));
		next->w[i] = lane_min(w + have->w[i], g->needv.w[i]);
	}
	return 1;
}

/*
 * Way k taken from the free ways (by -1) or given back (1): what they
 * hold all told, of each letter it may hold and of all.
 */
static void
way_free(struct grids *g, int k, int by)
{
	const unsigned char *mx = (const unsigned char *)g->wmax[k].w;
	uint32_t m = g->wmask[k] & ~g->ban[k];
	int x, l;

	for (x = 0; x < g->nneed; x++) {
		l = g->needl[x];
		if (!(g->ban[k] >> l & 1))
			g->sum[l] += by * mx[l];
	}
	for (; m != 0; m &= m - 1)
		g->nmay[ctz32(m)] += by;
	g->total += by * (int)g->tmax[k];
}

/* Way k, free, barred from letter l (by -1) or no longer (1). */
static void
way_ban(struct grids *g, int k, int l, int by)
{
	const unsigned char *mx = (const unsigned char *)g->wmax[k].w;

	if (by < 0)
		g->ban[k] |= 1u << l;
	else
		g->ban[k] &= ~(1u << l);
	g->sum[l] += by * mx[l];
	g->nmay[l] += by * (int)(g->wmask[k] >> l & 1);
}

/*
 * Can the ways in freew (a bit a way) add to have (the tiles the ways
 * chosen hold, each letter no more than its need) the tiles still needed,
 * each with one of its choices or none, the vowels' ways they take
 * (vuse, with those the chosen take) within vcap?  1 yes (or the steps
 * ran out), 0 no.  No: when the most each way may hold, of each letter or
 * of all, comes short, or the most the vowels' ways left may hold (rt /
 * rv for each).  Else a letter still needed is taken, the one the fewest
 * ways may hold, and each way that may is given each choice that holds
 * it; a way tried so may not hold it in the ways tried after it (ban),
 * and of ways alike (a vowel tile left's, not yet banned anything the
 * other is not) only the first is tried.  Every way of holding the tiles
 * is so met once, most of them never: the letters the fewest choices
 * hold settle the search near its top.
 */
static int
cover_ways(struct grids *g, const struct lanes *have, uint64_t freew,
    const struct lanes *vuse)
{
	struct lanes next, vnext;
	const unsigned char *hb = (const unsigned char *)have->w;
	uint32_t short_l = 0, saved[GRIDS_WAYS];
	const uint16_t *list;
	unsigned vleft = 0;
	int tried[GRIDS_WAYS], nt = 0, nb, best = 0, bestn = INT32_MAX,
	    short_ = 0, held = 0, taken, x, l, k, i, o, t, n, p;
	uint64_t f;

	if (++g->checks > GRIDS_CHECK)
		return 1;
	for (x = 0; x < g->nneed; x++) {
		l = g->needl[x];
		if (hb[l] < g->need[l]) {
			if (g->sum[l] < g->need[l] - hb[l])
				return 0;
			short_l |= 1u << l;
			short_ += g->need[l] - hb[l];
			if (g->nmay[l] < bestn) {
				bestn = g->nmay[l];
				best = l;
			}
		}
	}
	if (short_l == 0)
		return 1;
	if (short_ > g->total)
		return 0;
	for (i = 0; i < LANE_WORDS; i++)
		vleft += lane_sum(g->vcap.w[i] - vuse->w[i]);
	if ((unsigned)short_ * g->rv > g->rt * vleft)
		return 0;	/* too few vowels' ways to hold them */
	l = best;
	next = *have;
	for (f = freew; f != 0; f &= f - 1) {
		k = ctz64(f);
		if (!((g->wmask[k] & ~g->ban[k]) >> l & 1))
			continue;
		for (t = 0; t < nt; t++)
			if (g->beg[tried[t]] == g->beg[k] &&
			    g->end[tried[t]] == g->end[k] &&
			    saved[t] == g->ban[k])
				break;
		if (t < nt)
			continue;	/* one alike was tried */
		if (g->wv[k] >= 0) {	/* those holding l, listed */
			list = g->fidx + g->fat[g->wv[k]][l];
			n = g->fat[g->wv[k]][l + 1] - g->fat[g->wv[k]][l];
		} else {
			list = g->lidx + g->lat[k][g->lplace[l]];
			n = g->lat[k][g->lplace[l] + 1] -
			    g->lat[k][g->lplace[l]];
		}
		for (held = taken = 0, p = 0; p < n && !held; p++) {
			o = list[p];
			if ((g->omask[o] & g->ban[k]) != 0)
				continue;
			if (!choice_take(g, o, have, vuse, &next, &vnext))
				continue;	/* the vowels' ways are spent */
			if (!taken) {
				way_free(g, k, -1);
				taken = 1;
			}
			held = cover_ways(g, &next, freew & ~(1ull << k),
			    &vnext);
		}
		if (taken)
			way_free(g, k, 1);
		tried[nt] = k;
		saved[nt++] = g->ban[k];
		if (held)
			break;
		way_ban(g, k, l, -1);
	}
	/* The bans given back: each way tried but one that held it. */
	nb = held ? nt - 1 : nt;
	for (t = 0; t < nb; t++)
		way_ban(g, tried[t], l, 1);
	return held;
}

/*
 * The choices of a way of a vowel tile left, by its letter, made once
 * for the hand: each word's tiles of the letters a tile left of may be
 * needed (need[] set to the most), not capped by what is left.  0 done,
 * -1 too many (cover() then ends nothing).
 */
static int
free_choices(struct grids *g)
{
	uint32_t t, k;
	int l, x, v, n;

	for (g->nneed = 0, l = 0; l < g->s->nl; l++) {
		g->need[l] = 0;
		if (g->s->cnt[l] > 0 && !(g->vowel >> l & 1) &&
		    !(g->plain >> l & 1)) {
			g->need[l] = UCHAR_MAX;
			g->needl[g->nneed++] = (unsigned char)l;
		}
	}
	g->nopt = 0;
	for (v = 0; v < g->s->nl; v++) {
		g->fbeg[v] = g->fend[v] = g->from = g->nopt;
		if (!(g->vowel >> v & 1) || g->s->cnt[v] == 0)
			continue;
		for (t = g->byat[v]; t < g->byat[v + 1]; t++)
			if (cover_word(g, g->by[t], -1, 0, NULL))
				return -1;
		g->fend[v] = g->nopt;
	}
	g->nfree = g->nopt;
	for (n = 0, x = 0; x < g->nfree; x++)
		n += popcount32(g->omask[x]);
	if ((g->fidx = arena_alloc(g->s->mem, (n ? n : 1) *
	    sizeof(*g->fidx))) == NULL)
		return -1;
	for (n = 0, v = 0; v < g->s->nl; v++) {
		for (l = 0; l < g->s->nl; l++) {
			g->fat[v][l] = n;
			for (x = g->fbeg[v]; x < g->fend[v]; x++)
				if (g->omask[x] >> l & 1)
					g->fidx[n++] = (uint16_t)x;
		}
		g->fat[v][g->s->nl] = n;
	}
	/* Each word once, for the check by counts: none like one before. */
	if ((g->uniq = arena_alloc(g->s->mem, (g->nfree ? g->nfree : 1) *
	    sizeof(*g->uniq))) == NULL)
		return -1;
	for (g->nuniq = 0, x = 0; x < g->nfree; x++) {
		for (t = 0; t < (uint32_t)g->nuniq; t++) {
			k = g->uniq[t];
			if (g->omask[k] == g->omask[x] &&
			    memcmp(g->opt[k], g->opt[x], ALPHA_MAX) == 0 &&
			    memcmp(&g->vvec[k], &g->vvec[x],
			    sizeof(g->vvec[x])) == 0)
				break;
		}
		if (t == (uint32_t)g->nuniq)
			g->uniq[g->nuniq++] = (uint16_t)x;
	}
	g->fvalid = 1;

	return 0;
}

/*
 * The choices of each way made so far (of a vowel tile laid, or the one
 * list of the check by counts), listed by letter needed.
 */
static void
laid_index(struct grids *g)
{
	int i, x, l, o, n;

	for (x = 0; x < g->nneed; x++)
		g->lplace[g->needl[x]] = x;
	for (n = 0, i = 0; i < g->nways; i++) {
		for (x = 0; x < g->nneed; x++) {
			l = g->needl[x];
			g->lat[i][x] = n;
			for (o = g->beg[i]; o < g->end[i]; o++)
				if (g->opt[o][l] != 0)
					g->lidx[n++] = (uint16_t)o;
		}
		g->lat[i][g->nneed] = n;
	}
}

/* The need in lanes, and the words of them that need any (w0 to w1). */
static void
need_lanes(struct grids *g)
{
	unsigned char lane[ALPHA_MAX] = { 0 };
	int x;

	for (x = 0; x < g->nneed; x++)
		lane[g->needl[x]] = g->need[g->needl[x]];
	memcpy(g->needv.w, lane, sizeof(lane));
	for (g->w0 = 0; g->needv.w[g->w0] == 0; g->w0++)
		;
	for (g->w1 = LANE_WORDS; g->needv.w[g->w1 - 1] == 0; g->w1--)
		;
}

/*
 * What cover_ways() reckons by, for the ways made: the lanes of the need;
 * each way's letters, and the most its choices hold of each letter and
 * of all, no more than the need; the same of all the ways, every one
 * free; and the most tiles needed a choice holds for each of its vowels.
 */
static void
ways_reckon(struct grids *g)
{
	uint64_t c;
	unsigned tt, vv;
	int i, x, o;

	need_lanes(g);
	g->rt = 0;
	g->rv = 1;
	for (i = 0; i < g->nways; i++) {
		g->ban[i] = 0;
		if (g->same[i]) {
			g->wmask[i] = g->wmask[i - 1];
			g->wmax[i] = g->wmax[i - 1];
			g->tmax[i] = g->tmax[i - 1];
			continue;
		}
		memset(&g->wmax[i], 0, sizeof(g->wmax[i]));
		g->wmask[i] = 0;
		g->tmax[i] = 0;
		for (o = g->beg[i]; o < g->end[i]; o++) {
			g->wmask[i] |= g->omask[o];
			for (tt = 0, x = g->w0; x < g->w1; x++) {
				memcpy(&c, g->opt[o] + 8 * x, sizeof(c));
				c = lane_min(c, g->needv.w[x]);
				g->wmax[i].w[x] = lane_max(g->wmax[i].w[x], c);
				tt += lane_sum(c);
			}
			g->tmax[i] = tt > g->tmax[i] ? tt : g->tmax[i];
			for (vv = 0, x = 0; x < LANE_WORDS; x++)
				vv += lane_sum(g->vvec[o].w[x]);
			vv = vv > 0 ? vv : 1;	/* each has one, its way's */
			if (tt * g->rv > g->rt * vv) {
				g->rt = tt;
				g->rv = vv;
			}
		}
	}
	memset(g->sum, 0, sizeof(g->sum));
	memset(g->nmay, 0, sizeof(g->nmay));
	g->total = 0;
	for (i = 0; i < g->nways; i++)
		way_free(g, i, 1);
}

/*
 * The search of the check by counts (cover_counts()): can choices of the
 * list (each any number of times) add to have the tiles still needed,
 * their vowels within the vowels' ways left (vcap less vuse)?  1 yes (or
 * the steps ran out), 0 no.  No: when the tiles short of a letter, or of
 * all, exceed what the vowels' ways left can hold at the best rate any
 * choice holds them at for its vowels.  Else the letter short that the
 * fewest choices not barred hold is taken, and each such choice is
 * taken in turn, barred in the branches after it (depth marks who barred
 * it), so each multiset of choices is met once.
 */
static int
counts_hold(struct grids *g, const struct lanes *have,
    const struct lanes *vuse)
{
	struct lanes next, vnext;
	const unsigned char *hb = (const unsigned char *)have->w;
	const uint16_t *list;
	uint32_t m;
	unsigned vleft = 0, n;
	int short_ = 0, best = 0, bestn = INT32_MAX, held = 0, depth, x, l,
	    i, o, p, cnt;

	if (++g->checks > GRIDS_CHECK)
		return 1;
	for (i = 0; i < LANE_WORDS; i++)
		vleft += lane_sum(g->vcap.w[i] - vuse->w[i]);
	for (x = 0; x < g->nneed; x++) {
		l = g->needl[x];
		if (hb[l] >= g->need[l])
			continue;
		n = (unsigned)(g->need[l] - hb[l]);
		if (n * g->lrv[l] > g->lrt[l] * vleft)
			return 0;
		short_ += (int)n;
		if (g->lcount[l] < bestn) {
			bestn = g->lcount[l];
			best = l;
		}
	}
	if (short_ == 0)
		return 1;
	if ((unsigned)short_ * g->rv > g->rt * vleft)
		return 0;
	depth = ++g->cdepth;
	next = *have;
	list = g->lidx + g->lat[0][g->lplace[best]];
	cnt = g->lat[0][g->lplace[best] + 1] - g->lat[0][g->lplace[best]];
	for (p = 0; p < cnt && !held; p++) {
		o = list[p];
		if (g->cban[o] != 0)
			continue;
		if (!choice_take(g, o, have, vuse, &next, &vnext))
			continue;	/* the vowels' ways are spent */
		if ((held = counts_hold(g, &next, &vnext)) != 0)
			break;
		g->cban[o] = (unsigned char)depth;
		for (m = g->omask[o]; m != 0; m &= m - 1)
			g->lcount[ctz32(m)]--;
	}
	for (p = 0; p < cnt; p++) {	/* the bars given back */
		o = list[p];
		if (g->cban[o] != depth)
			continue;
		g->cban[o] = 0;
		for (m = g->omask[o]; m != 0; m &= m - 1)
			g->lcount[ctz32(m)]++;
	}
	g->cdepth--;
	return held;
}

/*
 * The check by counts alone: each open way of a vowel tile laid is taken
 * to be as free as the two of a vowel tile left, any word holding its
 * vowel.  Its answer then rests on the tiles left and on how many open
 * ways each vowel's tiles have, not on where they lie, and the same
 * question comes back on most branches (seed 290's proof: 31,562 asked,
 * 8,998 of them apart): each answer is kept, with its question whole, so
 * that one kept is one computed.  Weaker than the check by the grid, it
 * ends most branches all the same: of 290's, 31,146.
 *
 * Its ways are alike but for their vowel, and a choice takes a way of
 * each of its vowels: so the ways are counted in the vowels alone, and
 * the question is whether a number of the vowels' words, each as many
 * times as may be, holds the tiles needed while the words' vowels are no
 * more than their ways.  The words are those that fit the ways, counted
 * in the tiles needed, none that another holds as many of for no more
 * vowels.  1 maybe, 0 no.
 */
static int
cover_counts(struct grids *g)
{
	struct counts_seen *e;
	struct lanes left, open, none;
	unsigned char lb[ALPHA_MAX] = { 0 }, ob[ALPHA_MAX] = { 0 };
	unsigned cnt[ALPHA_MAX], tt, vv, t;
	uint64_t h = 0;
	int i, d, q, v, o, u, x, l, ok = 1;

	for (i = 0; i < g->nlaid; i++) {
		q = g->laid[i];
		v = g->cell[q] - 1;
		if (g->vowel >> v & 1)
			for (d = 0; d < 2; d++)
				ob[v] += way_of(g, q, d) == WAY_OPEN;
	}
	for (v = 0; v < g->s->nl; v++)
		lb[v] = (unsigned char)g->left[v];
	memcpy(left.w, lb, sizeof(lb));
	memcpy(open.w, ob, sizeof(ob));
	for (i = 0; i < LANE_WORDS; i++)
		h = solve_mix(h ^ left.w[i]) ^ open.w[i];
	e = &g->seen[solve_mix(h) & (COUNTS_SEEN - 1)];
	if (e->answer != 0 && memcmp(&e->left, &left, sizeof(left)) == 0 &&
	    memcmp(&e->open, &open, sizeof(open)) == 0)
		return e->answer - 1;
	/* Each vowel's ways: its open ones and two a tile left. */
	for (v = 0; v < g->s->nl; v++)
		if (g->vowel >> v & 1)
			ob[v] = (unsigned char)(ob[v] + 2 * lb[v]);
	memcpy(g->vcap.w, ob, sizeof(ob));
	g->nopt = g->from = g->nfree;
	for (u = 0; u < g->nuniq; u++) {
		o = g->uniq[u];
		for (i = 0; i < LANE_WORDS; i++)
			if (lane_below(g->vcap.w[i], g->vvec[o].w[i]))
				break;
		if (i < LANE_WORDS)
			continue;
		for (x = 0; x < g->nneed; x++)
			cnt[g->needl[x]] = g->opt[o][g->needl[x]];
		cover_add(g, cnt, &g->vvec[o]);
		if (g->nopt > GRIDS_OPTS)
			goto keep;
	}
	/*
	 * The words by letter, and the best rates, of each letter and all
	 * (a word's tiles are counted no more than the need already).
	 */
	g->nways = 1;
	g->beg[0] = g->nfree;
	g->end[0] = g->nopt;
	laid_index(g);
	need_lanes(g);
	g->rt = 0;
	g->rv = 1;
	for (x = 0; x < g->nneed; x++) {
		l = g->needl[x];
		g->lrt[l] = 0;
		g->lrv[l] = 1;
		g->lcount[l] = g->lat[0][x + 1] - g->lat[0][x];
	}
	for (o = g->nfree; o < g->nopt; o++) {
		g->cban[o] = 0;
		for (vv = 0, i = 0; i < LANE_WORDS; i++)
			vv += lane_sum(g->vvec[o].w[i]);
		for (t = 0, x = 0; x < g->nneed; x++) {
			l = g->needl[x];
			t += (tt = g->opt[o][l]);
			if (tt * g->lrv[l] > g->lrt[l] * vv) {
				g->lrt[l] = tt;
				g->lrv[l] = vv;
			}
		}
		if (t * g->rv > g->rt * vv) {
			g->rt = t;
			g->rv = vv;
		}
	}
	memset(&none, 0, sizeof(none));
	g->checks = 0;
	g->cdepth = 0;
	ok = counts_hold(g, &none, &none);
keep:
	e->left = left;
	e->open = open;
	e->answer = (unsigned char)(ok + 1);
	return ok;
}

/*
 * Can the tiles left of the letters no vowelless word holds be held by
 * words with vowels, one each way of a vowel tile at most?  1 maybe, 0
 * no (see the top of this file): first by counts alone, then by the
 * words that fit where the vowel tiles laid are.
 */
int
grids_cover(struct grids *g)
{
	struct lanes none;
	unsigned char vb[ALPHA_MAX] = { 0 };
	int i, q, d, l, v, n;

	if (g->fvalid == 0 && free_choices(g) == -1)
		g->fvalid = -1;
	if (g->fvalid < 0)
		return 1;
	for (g->nneed = 0, l = 0; l < g->s->nl; l++) {
		g->need[l] = 0;
		if (g->left[l] > 0 && !(g->vowel >> l & 1) &&
		    !(g->plain >> l & 1)) {
			g->need[l] = (unsigned char)g->left[l];
			g->needl[g->nneed++] = (unsigned char)l;
		}
	}
	if (g->nneed == 0)
		return 1;
	if (!cover_counts(g))
		return 0;
	g->nopt = g->nfree;
	g->nways = 0;
	for (i = 0; i < g->nlaid; i++) {
		q = g->laid[i];
		if (!(g->vowel >> (g->cell[q] - 1) & 1))
			continue;
		for (d = 0; d < 2; d++) {
			if (way_of(g, q, d) != WAY_OPEN)
				continue;
			if (g->nways == GRIDS_WAYS)
				return 1;
			g->beg[g->nways] = g->from = g->nopt;
			g->same[g->nways] = 0;
			g->wv[g->nways] = -1;
			grids_each(g, q, d, cover_word, NULL);
			if (g->nopt > GRIDS_OPTS)
				return 1;
			g->end[g->nways] = g->nopt;
			if (g->nopt > g->beg[g->nways]) {
				vb[g->cell[q] - 1]++;
				g->nways++;
			}
		}
	}
	laid_index(g);
	for (v = 0; v < g->s->nl; v++) {
		if (g->left[v] == 0 || g->fend[v] == g->fbeg[v])
			continue;
		for (n = 0; n < 2 * (int)g->left[v]; n++) {
			if (g->nways == GRIDS_WAYS)
				return 1;
			g->beg[g->nways] = g->fbeg[v];
			g->end[g->nways] = g->fend[v];
			g->wv[g->nways] = (signed char)v;
			g->same[g->nways++] = n > 0;
		}
	}
	ways_reckon(g);
	for (v = 0; v < g->s->nl; v++)
		if (g->vowel >> v & 1)
			vb[v] = (unsigned char)(vb[v] + 2 * g->left[v]);
	memcpy(g->vcap.w, vb, sizeof(vb));
	memset(&none, 0, sizeof(none));
	g->checks = 0;
	return cover_ways(g, &none, g->nways == 64 ? ~0ull :
	    (1ull << g->nways) - 1, &none);
}
