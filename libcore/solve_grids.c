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
 * counts, so the check never ends a branch that holds a grid.
 */
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "solve_int.h"
#include "util.h"

#define GRIDS_OPTS	4096	/* a check's choices, all ways together */
#define GRIDS_WAYS	64	/* the ways it counts */
#define GRIDS_CHECK	2000	/* its steps; past them, it ends nothing */
#define GRIDS_PARTS	(1ul << 21)	/* the parts of words hashed at most
					   (16 MB) */
#define GRIDS_NODE_WORK	1024	/* the work a branch counts for */
#define GRIDS_DUE	512	/* the work a search node is worth */
/*
 * The search's nodes before the first try: as many as the proof by the
 * words has been given by then (PROOF_EARLY steps, due at half as many
 * nodes), so that a hand settled sooner never pays for a try.
 */
#define GRIDS_FROM	(PROOF_EARLY / 2)

/*
 * cover_ways()'s counts: a byte a letter (opt[]'s layout), eight to a
 * word, so that a step adds, caps and compares every letter at once.
 * Every count is GRIDS_TILES at most, and a sum of two below 128 (a
 * vowel's ways, two a tile, with a word's tiles of it, 3 * GRIDS_TILES
 * at most), so no byte carries into the next and each byte's top bit is
 * free to compare by: a | LANE_TOP less b keeps a byte's top bit where
 * a >= b.
 */
#define LANE_WORDS	(ALPHA_MAX / 8)
#define LANE_TOP	0x8080808080808080ULL
#define LANE_ONES	0x0101010101010101ULL

struct lanes {
	uint64_t	 w[LANE_WORDS];
};
typedef char lanes_fill_opt[ALPHA_MAX % 8 == 0 &&
    3 * GRIDS_TILES < 128 ? 1 : -1];

/* Each byte the smaller of a's and b's. */
static inline uint64_t
lane_min(uint64_t a, uint64_t b)
{
	uint64_t ge = ((((a | LANE_TOP) - b) & LANE_TOP) >> 7) * 0xff;

	return (b & ge) | (a & ~ge);
}

/* Each byte the larger of a's and b's. */
static inline uint64_t
lane_max(uint64_t a, uint64_t b)
{
	return a ^ b ^ lane_min(a, b);
}

/* The sum of a's bytes (GRIDS_TILES at most: no carry). */
static inline unsigned
lane_sum(uint64_t a)
{
	return (unsigned)((a * LANE_ONES) >> 56);
}

/* Is some byte of a below b's? */
static inline int
lane_below(uint64_t a, uint64_t b)
{
	return (((a | LANE_TOP) - b) & LANE_TOP) != LANE_TOP;
}

/* A way's state, two bits a way of a tile (across, then down). */
enum { WAY_OPEN, WAY_WORD, WAY_NONE };

struct grids {
	const struct solver *s;
	int		 side;		/* the board's */
	int		 longest;	/* the longest word's letters */
	int		 step[2];	/* 1 across, side down */
	unsigned char	*cell;		/* letter index + 1, 0 empty */
	unsigned char	*shut;		/* how many ends and "no word"s keep
					   each place empty */
	unsigned char	*way;		/* each tile's two ways */
	int		*laid;		/* the places of the tiles laid */
	int		 nlaid;
	unsigned	 left[ALPHA_MAX];	/* tiles not laid, by letter */
	unsigned	 nleft;
	/* The hand's words: letters (indexes), where each starts, masks. */
	unsigned char	*spell;
	uint32_t	*at;
	uint32_t	*mask;
	size_t		 nw;
	uint32_t	*by, *byat;	/* the words holding each letter */
	uint32_t	*oc, *ocat;	/* each letter's places in the words,
					   a word's index << 6 | the place,
					   shortest words first */
	uint32_t	 vowel;		/* the letters a word with a vowel
					   holds one of */
	uint32_t	 plain;		/* letters some vowelless word holds */
	uint64_t	*part;		/* every part of every word, hashed
					   (NULL: too many) */
	size_t		 part_mask;
	/*
	 * The work done: the words each_word() has looked at, four more
	 * for each it laid on the grid to check, and GRIDS_NODE_WORK for
	 * each branch (about what one costs besides); most: at most.
	 */
	unsigned long	 nodes, work, most;
	/* cover()'s: each way's choices, the tiles they hold of each letter */
	unsigned char	(*opt)[ALPHA_MAX];
	int		 nopt, nways, beg[GRIDS_WAYS], end[GRIDS_WAYS];
	int		 from;		/* where this way's choices start */
	unsigned char	 same[GRIDS_WAYS];	/* a way like the one before */
	/*
	 * The choices of a way of a vowel tile left, by its letter, first in
	 * opt[], made once (free_choices()): fvalid 1 made, -1 too many.
	 */
	int		 nfree, fbeg[ALPHA_MAX], fend[ALPHA_MAX], fvalid;
	/* Those of vowel v holding letter l: fidx[fat[v][l] to fat[v][l + 1]]. */
	uint16_t	*fidx;
	int		 fat[ALPHA_MAX][ALPHA_MAX + 1];
	unsigned char	 need[ALPHA_MAX], nneed, needl[ALPHA_MAX];
	uint32_t	 omask[GRIDS_OPTS + 1];	/* each choice's letters */
	/* Each choice's vowels; the ways the vowels' tiles have left. */
	struct lanes	 vvec[GRIDS_OPTS + 1], vcap;
	/*
	 * cover_ways()'s, a lane a letter, none above its need: the need,
	 * and each way's most of each letter and of all (tmax); the words
	 * of lanes that need any.  Each way's letters (wmask), and those
	 * it may no longer hold on this branch (ban).
	 */
	struct lanes	 needv, wmax[GRIDS_WAYS];
	int		 w0, w1;
	unsigned	 tmax[GRIDS_WAYS];
	uint32_t	 wmask[GRIDS_WAYS], ban[GRIDS_WAYS];
	signed char	 wv[GRIDS_WAYS];	/* a vowel tile left's: its letter;
					   else -1 */
	/*
	 * The choices of a way of a vowel tile laid holding letter l:
	 * lidx[lat[way][x] to lat[way][x + 1]], x the place of l in needl.
	 */
	uint16_t	*lidx;
	int		 lat[GRIDS_WAYS][ALPHA_MAX + 1], lplace[ALPHA_MAX];
	/*
	 * Of the ways still free, all told: the most they hold of each
	 * letter needed, and of all; how many may hold each.
	 */
	int		 sum[ALPHA_MAX], total, nmay[ALPHA_MAX];
	/* The most tiles needed a choice holds for its vowels: rt / rv. */
	unsigned	 rt, rv;
	unsigned long	 checks;
	struct grid	*found;		/* where a grid is kept */
};

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

static int
way_of(const struct grids *g, int q, int d)
{
	return g->way[q] >> (2 * d) & 3;
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
typedef int (*each_fn)(struct grids *, uint32_t, int, int, void *);

static int
each_word(struct grids *g, int q, int d, each_fn fn, void *arg)
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
		each_word(g, q, d, count_one, &n);
	return most - n;
}

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
	int o, x, l, i;

	for (x = 0; x < g->nneed; x++) {
		l = g->needl[x];
		lane[l] = (unsigned char)(cnt[l] < g->need[l] ? cnt[l] :
		    g->need[l]);
	}
	memcpy(c, lane, sizeof(lane));
	for (o = g->from; o < g->nopt; o++) {
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
	g->omask[g->nopt] = 0;
	for (x = 0; x < g->nneed; x++)
		if (lane[g->needl[x]] > 0)
			g->omask[g->nopt] |= 1u << g->needl[x];
	g->vvec[g->nopt] = *vv;
	memcpy(g->opt[g->nopt++], lane, sizeof(lane));
}

static int
cover_word(struct grids *g, uint32_t j, int start, int d, void *arg)
{
	unsigned cnt[ALPHA_MAX];
	unsigned char vb[ALPHA_MAX] = { 0 };
	struct lanes vv;
	int s = g->step[d], len = (int)(g->at[j + 1] - g->at[j]), k, x;
	const unsigned char *w = g->spell + g->at[j];

	(void)arg;
	for (x = 0; x < g->nneed; x++)
		cnt[g->needl[x]] = 0;
	for (k = 0; k < len; k++) {
		if (g->cell[start + k * s] == 0)
			cnt[w[k]]++;
		if (g->vowel >> w[k] & 1)
			vb[w[k]]++;
	}
	memcpy(vv.w, vb, sizeof(vb));
	cover_add(g, cnt, &vv);
	return g->nopt > GRIDS_OPTS;
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
	uint64_t f, w;

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
			for (i = 0; i < LANE_WORDS; i++) {
				vnext.w[i] = vuse->w[i] + g->vvec[o].w[i];
				if (lane_below(g->vcap.w[i], vnext.w[i]))
					break;
			}
			if (i < LANE_WORDS)
				continue;	/* the vowels' ways are spent */
			for (i = g->w0; i < g->w1; i++) {
				memcpy(&w, g->opt[o] + 8 * i, sizeof(w));
				next.w[i] = lane_min(w + have->w[i],
				    g->needv.w[i]);
			}
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
	unsigned cnt[ALPHA_MAX];
	unsigned char vb[ALPHA_MAX];
	struct lanes vv;
	uint32_t t, j, k;
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
		for (t = g->byat[v]; t < g->byat[v + 1]; t++) {
			j = g->by[t];
			for (x = 0; x < g->nneed; x++)
				cnt[g->needl[x]] = 0;
			memset(vb, 0, sizeof(vb));
			for (k = g->at[j]; k < g->at[j + 1]; k++) {
				cnt[g->spell[k]]++;
				if (g->vowel >> g->spell[k] & 1)
					vb[g->spell[k]]++;
			}
			memcpy(vv.w, vb, sizeof(vb));
			cover_add(g, cnt, &vv);
			if (g->nopt > GRIDS_OPTS)
				return -1;
		}
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
	g->fvalid = 1;

	return 0;
}

/*
 * Can the tiles left of the letters no vowelless word holds be held by
 * words with vowels, one each way of a vowel tile at most?  1 maybe, 0
 * no (see the top of this file).
 */
static int
cover(struct grids *g)
{
	struct lanes none;
	unsigned char lane[ALPHA_MAX], vb[ALPHA_MAX] = { 0 };
	uint64_t c;
	unsigned tt, vv;
	int i, q, d, l, x, v, n, o, t;

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
			each_word(g, q, d, cover_word, NULL);
			if (g->nopt > GRIDS_OPTS)
				return 1;
			g->end[g->nways] = g->nopt;
			if (g->nopt > g->beg[g->nways]) {
				vb[g->cell[q] - 1]++;
				g->nways++;
			}
		}
	}
	/* The laid tiles' ways' choices by each letter needed. */
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
	/*
	 * The lanes: each letter's need; each way's letters, and the most
	 * its choices hold of each letter and of all, no more than the need.
	 */
	memset(lane, 0, sizeof(lane));
	for (x = 0; x < g->nneed; x++)
		lane[g->needl[x]] = g->need[g->needl[x]];
	memcpy(g->needv.w, lane, sizeof(lane));
	for (g->w0 = 0; g->needv.w[g->w0] == 0; g->w0++)
		;
	for (g->w1 = LANE_WORDS; g->needv.w[g->w1 - 1] == 0; g->w1--)
		;
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
			for (t = 0, x = g->w0; x < g->w1; x++) {
				memcpy(&c, g->opt[o] + 8 * x, sizeof(c));
				c = lane_min(c, g->needv.w[x]);
				g->wmax[i].w[x] = lane_max(g->wmax[i].w[x], c);
				t += (int)lane_sum(c);
			}
			if ((unsigned)t > g->tmax[i])
				g->tmax[i] = (unsigned)t;
		}
	}
	for (v = 0; v < g->s->nl; v++)
		if (g->vowel >> v & 1)
			vb[v] = (unsigned char)(vb[v] + 2 * g->left[v]);
	memcpy(g->vcap.w, vb, sizeof(vb));
	memset(g->sum, 0, sizeof(g->sum));
	memset(g->nmay, 0, sizeof(g->nmay));
	g->total = 0;
	for (i = 0; i < g->nways; i++)
		way_free(g, i, 1);
	/* The most tiles needed a choice holds for each of its vowels. */
	g->rt = 0;
	g->rv = 1;
	for (i = 0; i < g->nways; i++)
		for (o = g->beg[i]; o < g->end[i] && !g->same[i]; o++) {
			for (tt = 0, x = g->w0; x < g->w1; x++) {
				memcpy(&c, g->opt[o] + 8 * x, sizeof(c));
				tt += lane_sum(lane_min(c, g->needv.w[x]));
			}
			for (vv = 0, x = 0; x < LANE_WORDS; x++)
				vv += lane_sum(g->vvec[o].w[x]);
			if (tt * g->rv > g->rt * (vv > 0 ? vv : 1)) {
				g->rt = tt;
				g->rv = vv > 0 ? vv : 1;
			}
		}
	memset(&none, 0, sizeof(none));
	g->checks = 0;
	return cover_ways(g, &none, g->nways == 64 ? ~0ull :
	    (1ull << g->nways) - 1, &none);
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
	if (!cover(g))
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
	return each_word(g, best, bd, lay, NULL);
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
	if (g == NULL) {
		if ((g = arena_alloc(s->mem, sizeof(*g))) == NULL)
			return -1;
		memset(g, 0, sizeof(*g));
		g->s = s;
		if ((rc = grids_words(g, w)) != 1)
			return rc;
		/*
		 * Room for the tiles on every side of the first, and for a
		 * word's length beyond them: the places each_word() reckons.
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
		    sizeof(*g->lidx))) == NULL)
			return -1;
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
	g->found = &pf->grid;
	/* A tile of the first letter, and its word across. */
	q = (g->side / 2) * g->side + g->side / 2;
	g->cell[q] = (unsigned char)(first + 1);
	g->left[first]--;
	g->nleft--;
	g->laid[0] = q;
	g->nlaid = 1;
	rc = each_word(g, q, 0, lay, NULL);
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
 * takes about as long as 2,048 of it, so the tries take a fifth of the
 * time or so.
 */
int
solve_grids_due(unsigned try, unsigned long nodes)
{
	return nodes >= GRIDS_FROM && try < GRIDS_TRIES &&
	    nodes * GRIDS_DUE >= GRIDS_WORK << try;
}
