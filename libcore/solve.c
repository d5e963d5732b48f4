/*
 * solve.c: the Bananagrams solver.
 *
 * A depth-first search over grids built a word at a time.  The words the
 * hand can make are listed once (one anagram search of the dictionary) and
 * ranked: longest first, those holding the letters few of them hold (the Q
 * of a hand with no U) before the others.  At each grid, a word is tried
 * when the tiles left and one letter already down make it, at every place
 * it crosses a tile of that letter, and a placement is kept only when every
 * run it forms across it is a word.  A peel (a grid to keep) makes a second
 * pass for words that take several letters from the grid: extending a run
 * or passing through tiles in a line.  Grids already seen (by a Zobrist
 * hash of the cells) are not searched twice.  A search that finds no grid
 * in a round's nodes starts again with the words in a new order (rounds).
 * Only three things are taken as proof that no grid exists: too few tiles,
 * a tile that no word made from the hand can hold, and more tiles of a
 * letter only two-letter words hold than the letters they pair with have
 * room for (pairs_only()).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "arena.h"
#include "core.h"
#include "dict.h"
#include "grid.h"
#include "solve.h"
#include "tiles.h"
#include "util.h"

#define MAXLEN	DICT_MAXLEN

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
#define NOISE			1000

struct cover {
	unsigned	letters;	/* bit per letter a real tile held */
	int		wild;		/* some word used a wild */
	unsigned	holders[26];	/* words holding each letter */
	unsigned	longer;		/* letters a word that is not two
					   different letters holds */
	unsigned	partner[26];	/* the letters beside each in the
					   two-letter words that hold it */
};


/* A word of the hand: where its letters are, and how it ranks. */
struct cand {
	uint32_t	 at;		/* its capitals in the hand's text */
	uint32_t	 mask;		/* the letters it holds */
	uint16_t	 key;		/* UINT16_MAX less its score */
	uint8_t		 len;
};

/* The hand's words: twelve bytes and the letters each. */
struct words {
	struct arena	*mem;		/* the solver's */
	char		*text;		/* capitals, NUL-separated */
	size_t		 len, cap;
	struct cand	*c;
	size_t		 n, ncap;
	size_t		 ready, nready;	/* bytes of each asked for */
};

/* Pages asked for at a time, as the hand's words are written. */
#define AHEAD	(16 * 1024)

/*
 * Writing will reach upto bytes into base (cap of them): ask for the next
 * pages from the kernel in one call, not a fault each.
 */
static void
ask_ahead(void *base, size_t *ready, size_t upto, size_t cap)
{
	size_t len;

	if (upto <= *ready)
		return;
	len = cap - *ready < AHEAD ? cap - *ready : AHEAD;
	mem_prefault((char *)base + *ready, len, 1);
	*ready += len;
}

struct undo {
	int	pos[MAXLEN];
	int	wild[MAXLEN];
	int	n;
	int	minr, maxr, minc, maxc;
	uint64_t hash;
};

/*
 * A search: everything it allocates is in mem (the grid, the hand's words,
 * the grids seen), given back at once when it is done: its own arena, or
 * the caller's scratch.
 */
struct solver {
	struct arena		*mem;
	struct arena		 own;
	const struct dict	*d;
	const struct solve_opts	*o;
	int			 N;		/* board side */
	char			*cell;		/* N * N, 0 empty */
	unsigned		 cnt[26];	/* tiles left */
	unsigned		 wild;
	unsigned		 left;
	int			 minr, maxr, minc, maxc;
	uint64_t		 hash;
	uint64_t		*seen;		/* open-addressed set of hashes */
	size_t			 seen_cap, seen_n;
	unsigned long		 nodes;
	struct timespec		 start;
	int			 stop;		/* 1: out of time or nodes;
						   2: out of the round's nodes */
	unsigned long		 round_end;	/* 0: the search has no rounds */
	int			 onto;		/* a peel: words may run
						   through several old tiles */
	size_t			 words;
	/*
	 * The grid's tiles by letter, for each search() on the stack: a
	 * deeper one has more tiles on the grid, so B tiles in all need at
	 * most B(B+1)/2 places.
	 */
	int			*at;
	size_t			 at_top, at_cap;
	int			 bonus[26];	/* how urgent each letter is */
	const char		*text;		/* their letters */
	const struct cand	*list;		/* the hand's words, best first */
	size_t			 nlist;
	/*
	 * The words a search() may try, as indexes into list in its order:
	 * tiles are only ever used up deeper in the search, so a word the
	 * tiles left cannot make (with one letter of the grid, or wilds) is
	 * left out of every search below (see narrow()).  Each search() on
	 * the stack has its part of the pool; when it is full, a search
	 * tries its caller's.
	 */
	const uint32_t		*cur;
	size_t			 ncur;
	uint32_t		*pool;
	size_t			 pool_top, pool_cap;
	/* smallest-area: the best grid so far, and the search left for it */
	char			*best;
	long			 best_area;
	unsigned long		 best_until;
	int			 bminr, bmaxr, bminc, bmaxc;
	uint32_t		*rank_tmp, *rank_order;	/* rank_words' */
};

static uint64_t
mix(uint64_t z)
{
	z += 0x9e3779b97f4a7c15ULL;
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

static uint64_t
zob(int pos, char ch)
{
	return mix((uint64_t)pos * 64 + (uint64_t)(unsigned char)ch);
}

static int
up(int ch)
{
	return ch >= 'a' ? ch - 'a' + 'A' : ch;
}

/* Has this grid been searched?  Marks it as seen. */
static int
seen_before(struct solver *s)
{
	uint64_t *t, h = s->hash | 1;
	size_t i, cap;

	if (s->seen_n * 2 >= s->seen_cap) {
		cap = s->seen_cap ? s->seen_cap * 2 : 512;
		if ((t = arena_alloc(s->mem, cap * sizeof(*t))) == NULL)
			return 0;	/* no memory: just search again */
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

static int
out_of_time(struct solver *s)
{
	struct timespec now;
	double t;

	if (s->stop)
		return 1;
	if (s->o->max_nodes && s->nodes >= s->o->max_nodes)
		return s->stop = 1;
	if (s->round_end && s->nodes >= s->round_end)
		return s->stop = 2;
	if (s->o->time_limit <= 0 || (s->nodes & 63) != 0)
		return 0;
	clock_gettime(CLOCK_MONOTONIC, &now);
	t = (double)(now.tv_sec - s->start.tv_sec) +
	    (double)(now.tv_nsec - s->start.tv_nsec) / 1e9;
	if (t >= s->o->time_limit)
		s->stop = 1;
	return s->stop;
}

/*
 * Room for the words of a hand of ntiles from the start, in mem: growing
 * copies them and writes fresh pages, and a fresh page costs more than
 * thousands of instructions.  A 21-tile hand makes a few thousand words; a
 * bigger one (a peel's grid and tiles, a whole bag) up to every word of the
 * dictionary, each once; room not written to costs no memory.
 */
static int
words_init(struct words *v, struct arena *mem, const struct dict *d,
    size_t ntiles)
{
	size_t nw = ntiles <= 21 ? 4096 : (size_t)dict_info(d)->nwords + 1;

	memset(v, 0, sizeof(*v));
	v->mem = mem;
	v->cap = ntiles <= 21 ? 32768 : nw * 12;
	v->ncap = nw;
	if ((v->text = arena_alloc(mem, v->cap)) == NULL ||
	    (v->c = arena_alloc(mem, v->ncap * sizeof(*v->c))) == NULL)
		return -1;
	return 0;
}

/*
 * Keep a word (in capitals) with its letters as a bit mask, and count it
 * as a holder of each letter it holds with a real tile.  wilds: the tiles
 * have a wild, so the word may have lowercase letters.
 */
static int
collect(struct words *v, struct cover *cv, int wilds, const char *w,
    size_t n)
{
	uint32_t m = 0, real;
	size_t i, cap;
	char *p;
	struct cand *q;

	/* Sixteen bytes spare let a short word be copied in one move. */
	if (v->len + n + 17 > v->cap) {
		cap = v->cap * 2;
		while (cap < v->len + n + 17)
			cap *= 2;
		if ((p = arena_grow(v->mem, v->text, v->cap, cap)) == NULL)
			return -1;
		v->text = p;
		v->cap = cap;
	}
	if (v->n == v->ncap) {
		cap = v->ncap * 2;
		if ((q = arena_grow(v->mem, v->c, v->ncap * sizeof(*q),
		    cap * sizeof(*q))) == NULL)
			return -1;
		v->c = q;
		v->ncap = cap;
	}
	ask_ahead(v->text, &v->ready, v->len + n + 17, v->cap);
	ask_ahead(v->c, &v->nready, (v->n + 1) * sizeof(*q),
	    v->ncap * sizeof(*q));
	p = v->text + v->len;
	if (n < 16)
		memcpy(p, w, 16);	/* w's buffer may be read whole */
	else
		memcpy(p, w, n);
	p[n] = '\0';
	if (!wilds) {
		/* 'A' & 31 is 1: bits 1 to 26, then shifted down. */
		for (i = 0; i < n; i++)
			m |= 1u << ((unsigned char)p[i] & 31);
		real = m >>= 1;
	} else {
		/* Letters from wild tiles are lowercase: capitals here. */
		for (real = 0, i = 0; i < n; i++) {
			if (p[i] & 0x20) {
				p[i] = (char)(p[i] & ~0x20);
				cv->wild = 1;
			} else
				real |= 1u << (p[i] - 'A');
			m |= 1u << (p[i] - 'A');
		}
	}
	q = &v->c[v->n++];
	q->at = (uint32_t)v->len;
	q->mask = m;
	q->len = (uint8_t)n;
	q->key = 0;
	v->len += n + 1;
	if (n == 2 && p[0] != p[1]) {
		cv->partner[p[0] - 'A'] |= 1u << (p[1] - 'A');
		cv->partner[p[1] - 'A'] |= 1u << (p[0] - 'A');
	} else
		cv->longer |= m;
	cv->letters |= real;
	for (; real != 0; real &= real - 1)
		cv->holders[__builtin_ctz(real)]++;
	return 0;
}

/* The run through pos across (step 1) or down (step N), with ch at pos. */
static int
cross_ok(const struct solver *s, int pos, int step, char ch)
{
	char w[MAXLEN + 2];
	int a = pos, b = pos, n = 0, i;

	while (s->cell[a - step])
		a -= step;
	while (s->cell[b + step])
		b += step;
	if (a == b)
		return 1;	/* no run across it */
	if ((b - a) / step + 1 > MAXLEN)
		return 0;
	for (i = a; i <= b; i += step)
		w[n++] = i == pos ? ch : s->cell[i];
	return (size_t)n >= s->o->minlen && dict_has(s->d, w, (size_t)n);
}

/*
 * Can w (len letters) go from start in direction step (1 across, N down)?
 * Every letter already there must match, at least one tile must be new and
 * come from the tiles left, and every run a new tile forms across must be
 * a word.  first: the first word, which touches nothing.  Counts the new
 * tiles into *fresh.  Only reads the board.
 */
static int
fits(const struct solver *s, const char *w, int len, int start, int step,
    int first, int *fresh)
{
	unsigned need[26] = { 0 }, wild = 0;
	int k, pos, l, placed = 0, touched = 0, r0, c0;
	int cstep = step == 1 ? s->N : 1;
	char c;

	r0 = start / s->N;
	c0 = start % s->N;
	if (r0 < 1 || c0 < 1 || (step == 1 ? (c0 + len > s->N - 1 ||
	    r0 > s->N - 2) : (r0 + len > s->N - 1 || c0 > s->N - 2)))
		return 0;
	if (s->cell[start - step] || s->cell[start + len * step])
		return 0;
	for (k = 0, pos = start; k < len; k++, pos += step) {
		if ((c = s->cell[pos]) != 0) {
			if (up(c) != w[k])
				return 0;
			touched = 1;
			continue;
		}
		l = w[k] - 'A';
		if (need[l] < s->cnt[l])
			need[l]++;
		else if (wild < s->wild)
			wild++;
		else
			return 0;
		if (!cross_ok(s, pos, cstep, w[k]))
			return 0;
		placed++;
	}
	*fresh = placed;
	return placed > 0 && (touched || first);
}

static void
place(struct solver *s, const char *w, int len, int start, int step,
    struct undo *u)
{
	int k, pos, l, r, c;

	u->n = 0;
	u->minr = s->minr;
	u->maxr = s->maxr;
	u->minc = s->minc;
	u->maxc = s->maxc;
	u->hash = s->hash;
	for (k = 0, pos = start; k < len; k++, pos += step) {
		if (s->cell[pos])
			continue;
		l = w[k] - 'A';
		u->pos[u->n] = pos;
		/* A real tile is never worse than a wild: use it first. */
		if (s->cnt[l] > 0) {
			s->cnt[l]--;
			s->cell[pos] = w[k];
			u->wild[u->n] = 0;
		} else {
			s->wild--;
			s->cell[pos] = (char)(w[k] - 'A' + 'a');
			u->wild[u->n] = 1;
		}
		u->n++;
		s->left--;
		s->hash ^= zob(pos, s->cell[pos]);
		r = pos / s->N;
		c = pos % s->N;
		if (r < s->minr)
			s->minr = r;
		if (r > s->maxr)
			s->maxr = r;
		if (c < s->minc)
			s->minc = c;
		if (c > s->maxc)
			s->maxc = c;
	}
	s->words++;
}

static void
unplace(struct solver *s, const struct undo *u)
{
	int k;

	for (k = 0; k < u->n; k++) {
		char ch = s->cell[u->pos[k]];

		if (u->wild[k])
			s->wild++;
		else
			s->cnt[up((unsigned char)ch) - 'A']++;
		s->cell[u->pos[k]] = 0;
		s->left++;
	}
	s->minr = u->minr;
	s->maxr = u->maxr;
	s->minc = u->minc;
	s->maxc = u->maxc;
	s->hash = u->hash;
	s->words--;
}



/*
 * Longer words first; but a letter few words can hold (the Q of a hand
 * with no U) is urgent, and words holding it go first.
 */
static int
score(const struct solver *s, const char *w, int len)
{
	int k, sc = len * 16;

	for (k = 0; k < len; k++)
		sc += s->bonus[w[k] - 'A'];
	return sc < UINT16_MAX ? sc : UINT16_MAX;
}

static void
set_bonus(struct solver *s, const struct cover *cv)
{
	unsigned h;
	int l;

	for (l = 0; l < 26; l++) {
		h = cv->holders[l];
		s->bonus[l] = h == 0 ? 0 : h < 4 ? 400 : h < 16 ? 160 :
		    h < 64 ? 48 : h < 256 ? 12 : tile_awkward[l];
	}
}

static int search(struct solver *);

/*
 * How many of w's letters the tiles left cannot give (the grid or the
 * wilds must), counting each letter of w into need[]; the caller clears
 * need[] for w's letters when done with them.
 */
static inline unsigned
shortfall(const struct solver *s, const char *w, size_t len, unsigned *need)
{
	unsigned over = 0;
	size_t k;
	int l;

	for (k = 0; k < len; k++) {
		l = w[k] - 'A';
		if (++need[l] > s->cnt[l])
			over++;
	}
	return over;
}

/*
 * The words of from (n of them) that the tiles left can still make, with
 * one letter more from the grid or with the wilds, into to; how many.
 * Tiles are only used up deeper in the search: a word left out here
 * would be left out of every search below.
 */
static size_t
narrow(const struct solver *s, const uint32_t *from, size_t n,
    uint32_t avail, uint32_t *to)
{
	unsigned need[26] = { 0 }, over;
	const struct cand *cd;
	const char *w;
	size_t j, k, m = 0;

	for (j = 0; j < n; j++) {
		cd = &s->list[from[j]];
		if (s->wild == 0) {
			uint32_t miss = cd->mask & ~avail;

			if ((miss & (miss - 1)) != 0)
				continue;
		}
		w = s->text + cd->at;
		over = shortfall(s, w, cd->len, need);
		for (k = 0; k < (size_t)cd->len; k++)
			need[w[k] - 'A'] = 0;
		if (over <= s->wild + 1)
			to[m++] = from[j];
	}
	return m;
}

/* The area of the grid's bounding box with w placed from start. */
static long
area_with(const struct solver *s, int len, int start, int step)
{
	int r0 = start / s->N, c0 = start % s->N;
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
	int a, i, dir, step, start, fresh, np = 0, k, best;
	int pstart[64], pstep[64];
	long parea[64];

	for (a = 0; a < nanchors; a++)
		for (dir = 0; dir < 2; dir++) {
			step = dir ? s->N : 1;
			/* Inside a run this way: a word through it would
			 * have to hold the whole run; not worth a try. */
			if (!along && s->cell[anchors[a] - step] &&
			    s->cell[anchors[a] + step])
				continue;
			for (i = 0; i < c->len; i++) {
				if (w[i] != letter)
					continue;
				start = anchors[a] - i * step;
				if (!fits(s, w, c->len, start, step, 0,
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
				place(s, w, c->len, start, step, &u);
				if (!seen_before(s) && search(s))
					return 1;
				unplace(s, &u);
				if (s->stop)
					return 0;
			}
		}
	/* Smallest area first (a selection: the lists are short). */
	while (np > 0) {
		for (best = 0, k = 1; k < np; k++)
			if (parea[k] < parea[best])
				best = k;
		place(s, w, c->len, pstart[best], pstep[best], &u);
		if (!seen_before(s) && search(s))
			return 1;
		unplace(s, &u);
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
		l = w[k] - 'A';
		if (need[l] > s->cnt[l] && (a < 0 || nanch[l] < nanch[a]))
			a = l;
	}
	if (nanch[a] == 0)
		return 0;
	return try_cand(s, cd, 'A' + a, anchors[a], nanch[a], 1);
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

static int
search(struct solver *s)
{
	int *anchors[26], nanch[26] = { 0 }, r, c, l, rc = 0;
	unsigned need[26], over;
	size_t ntiles = 0, base = s->at_top, pbase = s->pool_top, n;
	uint32_t avail = 0, onboard = 0, *mine;
	const uint32_t *from = s->cur, *list = s->cur;
	size_t nfrom = s->ncur, nl = s->ncur;
	unsigned long entry;
	int narrowed = 0;
	const struct cand *cd;
	const char *w;
	size_t j, k;
	int pass;

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
	/*
	 * The tiles of each letter on the grid, where words can cross: counted,
	 * then listed letter by letter in this search's part of s->at.
	 */
	for (r = s->minr; r <= s->maxr; r++)
		for (c = s->minc; c <= s->maxc; c++)
			if (s->cell[r * s->N + c]) {
				nanch[up(s->cell[r * s->N + c]) - 'A']++;
				ntiles++;
			}
	if (ntiles > s->at_cap - base)
		return 0;	/* cannot happen: see struct solver */
	for (l = 0; l < 26; l++) {
		anchors[l] = s->at + s->at_top;
		s->at_top += (size_t)nanch[l];
		nanch[l] = 0;
	}
	for (r = s->minr; r <= s->maxr; r++)
		for (c = s->minc; c <= s->maxc; c++)
			if (s->cell[r * s->N + c]) {
				l = up(s->cell[r * s->N + c]) - 'A';
				anchors[l][nanch[l]++] = r * s->N + c;
			}
	memset(need, 0, sizeof(need));
	/*
	 * The hand's words, best first: each that the tiles left can make
	 * with one letter of the grid is tried across every tile of that
	 * letter.
	 */
	for (l = 0; l < 26; l++) {
		if (s->cnt[l] > 0)
			avail |= 1u << l;
		if (nanch[l] > 0)
			onboard |= 1u << l;
	}
	/*
	 * A peel makes a second pass: words some of whose letters the tiles
	 * left cannot give take them from the grid, a run they extend or
	 * tiles they pass through.  Crossing one tile is tried first since
	 * it is cheap; either way no tile of the grid moves.
	 */
	for (pass = 0; pass <= s->onto && !rc && !s->stop; pass++)
		for (j = 0; j < nl && !rc && !s->stop; j++) {
			/*
			 * A word tried here has failed: this search will try
			 * more, and so will those below it.  From now on all
			 * try only the words the tiles left can still make.
			 * (Most searches succeed with their first word, and
			 * a whole hand's list is long: not before.)
			 */
			if (!narrowed && s->nodes != entry && !s->onto &&
			    nfrom <= s->pool_cap - pbase) {
				narrowed = 1;
				mine = s->pool + pbase;
				n = narrow(s, from, nfrom, avail, mine);
				s->pool_top = pbase + n;
				s->cur = mine;
				s->ncur = n;
				/* On from the same word, in the new list. */
				for (k = 0; k < n && mine[k] < list[j]; k++)
					;
				list = mine;
				nl = n;
				if ((j = k) >= nl)
					break;
			}
			cd = &s->list[list[j]];
			w = s->text + cd->at;
			/*
			 * Without wilds, a word may lack at most one letter
			 * of the tiles left (in a second pass, any), and the
			 * grid must have it: a cheap test first.
			 */
			if (s->wild == 0) {
				uint32_t miss = cd->mask & ~avail;

				if ((miss & ~onboard) != 0 || (pass == 0 &&
				    (miss & (miss - 1)) != 0))
					continue;
			}
			over = shortfall(s, w, cd->len, need);
			if (pass == 1)
				rc = try_through(s, cd, w, over, need, anchors,
				    nanch);
			for (k = 0; pass == 0 && over <= s->wild + 1 &&
			    k < (size_t)cd->len && !rc && !s->stop; k++) {
				l = w[k] - 'A';
				/* Each distinct letter once: at its first
				 * place. */
				if (nanch[l] == 0 || memchr(w, w[k], k) != NULL)
					continue;
				if (over - (need[l] > s->cnt[l]) > s->wild)
					continue;
				rc = try_cand(s, cd, 'A' + l, anchors[l],
				    nanch[l], 0);
			}
			for (k = 0; k < (size_t)cd->len; k++)
				need[w[k] - 'A'] = 0;
		}
	s->at_top = base;
	s->pool_top = pbase;
	s->cur = from;
	s->ncur = nfrom;
	return rc;
}

/*
 * Put the hand's words best first, stably: a radix sort of their indexes
 * on key, low byte then high, then the words moved into that order in
 * place (the search reads them in it, node after node, and a copy would
 * be fresh pages, which are dear).  round: 0, or a later round's number,
 * whose noise is added to each word's score.
 */
static int
rank_words(struct solver *s, struct words *all, unsigned round)
{
	size_t i, j, k, src, n = all->n, at[256], sum, t;
	uint32_t *tmp, *order;
	struct cand *v = all->c, rec;
	int b, shift, sc;

	for (i = 0; i < n; i++) {
		sc = score(s, all->text + v[i].at, v[i].len);
		if (round > 0)
			sc += (int)(mix((uint64_t)round << 32 | i) % NOISE);
		v[i].key = (uint16_t)(UINT16_MAX - (sc < UINT16_MAX ? sc :
		    UINT16_MAX));
	}
	if (s->rank_tmp == NULL) {
		if ((s->rank_tmp = arena_alloc(s->mem, (n + 1) *
		    sizeof(*tmp))) == NULL || (s->rank_order =
		    arena_alloc(s->mem, (n + 1) * sizeof(*order))) == NULL)
			return -1;
		mem_prefault(s->rank_tmp, n * sizeof(*tmp), 1);
		mem_prefault(s->rank_order, n * sizeof(*order), 1);
	}
	tmp = s->rank_tmp;
	order = s->rank_order;
	for (shift = 0; shift < 16; shift += 8) {
		memset(at, 0, sizeof(at));
		for (i = 0; i < n; i++)
			at[v[i].key >> shift & 255]++;
		for (sum = 0, b = 0; b < 256; b++) {
			t = at[b];
			at[b] = sum;
			sum += t;
		}
		if (shift == 0)
			for (i = 0; i < n; i++)
				tmp[at[v[i].key & 255]++] = (uint32_t)i;
		else
			for (i = 0; i < n; i++)
				order[at[v[tmp[i]].key >> 8]++] = tmp[i];
	}
	/* The word at k is to be the one at order[k]: follow each cycle. */
	for (k = 0; k < n; k++) {
		if (order[k] == UINT32_MAX)
			continue;
		rec = v[k];
		for (j = k;; j = src) {
			src = order[j];
			order[j] = UINT32_MAX;
			if (src == k) {
				v[j] = rec;
				break;
			}
			v[j] = v[src];
		}
	}
	s->list = v;
	s->nlist = n;
	s->text = all->text;
	if (s->cur == NULL) {
		uint32_t *all_words;

		s->pool_cap = 6 * n;
		if ((all_words = arena_alloc(s->mem, (n + 1) *
		    sizeof(*all_words))) == NULL || (s->pool =
		    arena_alloc(s->mem, (s->pool_cap + 1) *
		    sizeof(*s->pool))) == NULL)
			return -1;
		for (i = 0; i < n; i++)
			all_words[i] = (uint32_t)i;
		s->cur = all_words;
		s->ncur = n;
	}
	return 0;
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

	for (l = 0; l < 26; l++)
		if (s->cnt[l] > 0 && (hard < 0 ||
		    cov->holders[l] < cov->holders[hard]))
			hard = l;
	for (i = 0; i < s->nlist && !rc && !s->stop; i++) {
		c = &s->list[i];
		w = s->text + c->at;
		if (hard >= 0 && !(c->mask >> hard & 1))
			continue;
		start = (s->N / 2) * s->N + s->N / 2 - c->len / 2;
		if (!fits(s, w, c->len, start, 1, 1, &fresh))
			continue;
		s->nodes++;
		place(s, w, c->len, start, 1, &u);
		if (!seen_before(s) && search(s))
			rc = 1;
		else
			unplace(s, &u);
		if (out_of_time(s))
			break;
	}
	return rc;
}

static void	solver_free(struct solver *);

/* ntiles: how many the grid will hold, its own and the hand's. */
static int
solver_init(struct solver *s, const struct dict *d,
    const struct solve_opts *o, const char *tiles, int side, size_t ntiles)
{
	memset(s, 0, sizeof(*s));
	s->mem = o->scratch != NULL ? o->scratch : &s->own;
	s->d = d;
	s->o = o;
	s->N = side;
	s->at_cap = ntiles * (ntiles + 1) / 2 + 1;
	if ((s->cell = arena_alloc(s->mem, (size_t)side * (size_t)side)) ==
	    NULL || (s->at = arena_alloc(s->mem, s->at_cap *
	    sizeof(*s->at))) == NULL) {
		solver_free(s);
		return -1;
	}
	memset(s->cell, 0, (size_t)side * (size_t)side);
	for (; *tiles; tiles++) {
		if (*tiles == '?')
			s->wild++;
		else
			s->cnt[up((unsigned char)*tiles) - 'A']++;
		s->left++;
	}
	s->minr = s->minc = side;
	s->maxr = s->maxc = -1;
	for (int l = 0; l < 26; l++)
		s->bonus[l] = tile_awkward[l];
	s->start.tv_sec = (time_t)(o->t0_ns / 1000000000LL);
	s->start.tv_nsec = (long)(o->t0_ns % 1000000000LL);
	s->nodes = o->used_nodes;
	return 0;
}

/* Smallest area: the best grid found becomes the board. */
static int
take_best(struct solver *s)
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

static void
solver_free(struct solver *s)
{
	if (s->mem == &s->own)
		arena_free(s->mem);
	else
		arena_reset(s->mem);
}

static struct grid *
board_grid(const struct solver *s, struct core_err *e)
{
	struct grid *g;
	int r, c;

	if (s->maxr < s->minr)
		return grid_new(0, 0, e);
	if ((g = grid_new((size_t)(s->maxr - s->minr + 1),
	    (size_t)(s->maxc - s->minc + 1), e)) == NULL)
		return NULL;
	for (r = s->minr; r <= s->maxr; r++)
		for (c = s->minc; c <= s->maxc; c++)
			g->cell[(size_t)(r - s->minr) * g->cols +
			    (size_t)(c - s->minc)] = s->cell[r * s->N + c];
	return g;
}

/* Put a grid on the board, centred; its tiles are not in the hand. */
static void
board_load(struct solver *s, const struct grid *g)
{
	int r0 = s->N / 2 - (int)g->rows / 2, c0 = s->N / 2 - (int)g->cols / 2;
	size_t r, c;
	int pos;

	for (r = 0; r < g->rows; r++)
		for (c = 0; c < g->cols; c++) {
			if (!grid_at(g, r, c))
				continue;
			pos = (r0 + (int)r) * s->N + c0 + (int)c;
			s->cell[pos] = grid_at(g, r, c);
			s->hash ^= zob(pos, s->cell[pos]);
			if (r0 + (int)r < s->minr)
				s->minr = r0 + (int)r;
			if (r0 + (int)r > s->maxr)
				s->maxr = r0 + (int)r;
			if (c0 + (int)c < s->minc)
				s->minc = c0 + (int)c;
			if (c0 + (int)c > s->maxc)
				s->maxc = c0 + (int)c;
		}
}


/*
 * "A", "A or E", "A, E or I": the letters of mask, into buf (LETTERS_OR
 * bytes hold all 26).
 */
#define LETTERS_OR	80
static void
letters_or(unsigned mask, char *buf)
{
	int l, k = __builtin_popcount(mask), i = 0;
	size_t at = 0;

	*buf = '\0';
	for (l = 0; l < 26; l++)
		if (mask >> l & 1) {
			at += (size_t)snprintf(buf + at, LETTERS_OR - at,
			    "%s%c", i == 0 ? "" : i == k - 1 ? " or " : ", ",
			    'A' + l);
			i++;
		}
}

/*
 * Letters that only two-letter words hold, each with a letter of a set P
 * that is not among them: each of their tiles must stand beside a tile of
 * P, and each of those has room for two (one across, one down).  More
 * than that many: no grid.  Just that many: every place beside them is
 * taken, so each tile of P has two beside it and nothing else, and the
 * groups they make touch no other tile: no grid unless one group is the
 * whole hand (QQI: a QI across and one down).  Each letter's partners are
 * tried as P.  Not with wilds, which could be any letter.
 */
static int
pairs_only(const char *tiles, const struct cover *cv, struct solve_result *r)
{
	unsigned cnt[26] = { 0 }, only = 0, P, S, ns, np;
	size_t n = strlen(tiles), i;
	char with[LETTERS_OR], who[LETTERS_OR], them[8];
	int l, x;

	if (strchr(tiles, '?') != NULL)
		return 0;
	for (i = 0; i < n; i++)
		cnt[tiles[i] - 'A']++;
	for (l = 0; l < 26; l++)
		if (cnt[l] > 0 && cv->partner[l] != 0 && !(cv->longer >> l & 1))
			only |= 1u << l;
	for (l = 0; l < 26; l++) {
		if (!(only >> l & 1))
			continue;
		P = cv->partner[l];
		for (S = 0, ns = np = 0, x = 0; x < 26; x++) {
			if (P >> x & 1)
				np += cnt[x];
			else if ((only >> x & 1) && (cv->partner[x] & ~P) == 0) {
				S |= 1u << x;
				ns += cnt[x];
			}
		}
		if (ns < 2 * np || (ns == 2 * np && n == 3))
			continue;
		letters_or(P, with);
		letters_or(S, who);
		/* "2 Qs", or for several letters "2 of them" */
		if (S & (S - 1))
			snprintf(them, sizeof(them), "of them");
		else
			snprintf(them, sizeof(them), "%cs", who[0]);
		snprintf(r->reason, sizeof(r->reason), "every %.30s must be in "
		    "a two-letter word beside %s %.30s%s %u %.30s tile%s can "
		    "have %u %s beside %s at most%s", who,
		    strchr("AEFHILMNORSX", with[0]) ? "an" : "a", with,
		    ns > 2 * np ? ", and" : ":", np, with, np == 1 ? "" : "s",
		    2 * np, them, np == 1 ? "it" : "them", ns > 2 * np ? "" :
		    ", and then they touch no other tile");
		return 1;
	}
	return 0;
}

/* A proof that no grid exists, in r->reason; 1 when there is one. */
static int
impossible(const char *tiles, size_t minlen, const struct cover *cv,
    struct solve_result *r)
{
	size_t n = strlen(tiles), i;

	if (n < minlen || n < 2) {
		snprintf(r->reason, sizeof(r->reason), "%zu tile%s cannot "
		    "make a word of %zu letters or more", n, n == 1 ? "" : "s",
		    minlen < 2 ? (size_t)2 : minlen);
		return 1;
	}
	for (i = 0; i < n; i++) {
		if (tiles[i] == '?' ? !cv->wild :
		    !(cv->letters >> (tiles[i] - 'A') & 1)) {
			snprintf(r->reason, sizeof(r->reason), "no word of %zu "
			    "letters or more made from this hand can hold the "
			    "%s%c%s", minlen, tiles[i] == '?' ? "wild tile (" :
			    "", tiles[i], tiles[i] == '?' ? ")" : "");
			if (tiles[i] == '?')
				snprintf(r->reason, sizeof(r->reason), "no "
				    "word made from this hand can hold the "
				    "wild tile");
			return 1;
		}
	}
	return pairs_only(tiles, cv, r);
}

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
			*p++ = g->cell[i] >= 'a' ? '?' : g->cell[i];
	*p = '\0';
}

struct hand_words {
	struct words	w;
	struct cover	cv;
	int		wilds;		/* the tiles have a wild */
};

/* Every word of the hand, and which tiles some word can hold. */
static int
collect_cover(void *arg, const char *w, size_t n)
{
	struct hand_words *hw = arg;

	return collect(&hw->w, &hw->cv, hw->wilds, w, n);
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
 * The search from an empty board, in rounds (see ROUND_UNIT): 1 when a
 * grid is found, 0 when the time ran out or a whole round ended without
 * one (nothing more to search), -1 out of memory.
 */
static int
search_rounds(struct solver *s, struct hand_words *hw)
{
	unsigned long unit = ROUND_UNIT(s->left);
	unsigned round;
	int ok;

	s->round_end = s->nodes + FIRST_ROUND * unit;
	for (round = 1;; round++) {
		if ((ok = search_first(s, &hw->cv)) || s->stop != 2)
			return ok;
		s->stop = 0;
		s->round_end = s->nodes + luby(round) * unit;
		/* A grid seen in a round cut short may hold one. */
		if (s->seen_cap > 0)
			memset(s->seen, 0, s->seen_cap * sizeof(*s->seen));
		s->seen_n = 0;
		if (rank_words(s, &hw->w, round) == -1)
			return -1;
	}
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
	if (solver_init(&s, d, o, tiles, 2 * (int)strlen(tiles) + 8,
	    strlen(tiles)) == -1)
		return core_nomem(e);
	if (words_init(&hw.w, s.mem, d, strlen(tiles)) == -1) {
		solver_free(&s);
		return core_nomem(e);
	}
	if (dict_anagrams(d, tiles, o->minlen, 0, collect_cover, &hw) != 0) {
		solver_free(&s);
		return core_nomem(e);
	}
	if (impossible(tiles, o->minlen, &hw.cv, r)) {
		r->status = SOLVE_IMPOSSIBLE;
		solver_free(&s);
		return 0;
	}
	set_bonus(&s, &hw.cv);
	if (rank_words(&s, &hw.w, 0) == -1 ||
	    (ok = search_rounds(&s, &hw)) == -1) {
		solver_free(&s);
		return core_nomem(e);
	}
	if (take_best(&s))
		ok = 1;
	r->nodes = s.nodes;
	if (ok) {
		if ((r->grid = board_grid(&s, e)) == NULL) {
			solver_free(&s);
			return -1;
		}
		r->status = SOLVE_OK;
	} else {
		r->status = SOLVE_UNKNOWN;
		snprintf(r->reason, sizeof(r->reason), "%s", !s.stop ?
		    "the search found no grid (but no proof that none exists)" :
		    o->max_nodes && s.nodes >= o->max_nodes ? "the search "
		    "nodes ran out before a grid was found" : "the time ran "
		    "out before a grid was found");
	}
	solver_free(&s);
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
	if (solver_init(&s, d, o, tiles, side, strlen(both)) == -1)
		return core_nomem(e);
	s.onto = 1;
	board_load(&s, g);
	if (words_init(&hw.w, s.mem, d, strlen(both)) == -1) {
		solver_free(&s);
		return core_nomem(e);
	}
	hw.wilds = strchr(both, '?') != NULL;
	if (dict_anagrams(d, both, o->minlen, 0, collect_cover, &hw) != 0 ||
	    rank_words(&s, &hw.w, 0) == -1) {
		solver_free(&s);
		return core_nomem(e);
	}
	ok = search(&s);
	if (take_best(&s))
		ok = 1;
	r->nodes = s.nodes;
	o->used_nodes = s.nodes;
	if (ok && (r->grid = board_grid(&s, e)) == NULL) {
		solver_free(&s);
		return -1;
	}
	solver_free(&s);
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
				*p++ = g->cell[pos] >= 'a' ? '?' : g->cell[pos];
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

int
solve_hand(const struct dict *d, const char *tiles,
    const struct solve_opts *opts, struct solve_result *r, struct core_err *e)
{
	struct solve_opts oo = *opts, *o = &oo;
	char all[2 * SOLVE_MAXTILES + 2];
	size_t n = strlen(tiles), have = o->from ? grid_tiles(o->from) : 0;
	int rc;

	struct timespec now;

	memset(r, 0, sizeof(*r));
	if (o->minlen < 2)
		o->minlen = 2;
	clock_gettime(CLOCK_MONOTONIC, &now);
	o->t0_ns = (long long)now.tv_sec * 1000000000LL + now.tv_nsec;
	o->used_nodes = 0;
	if (n + have > SOLVE_MAXTILES)
		return core_errf(e, NULL, 0, 0, "more than %d tiles",
		    SOLVE_MAXTILES);
	/* The anagram search of a big hand reaches most of the dictionary. */
	if (n + have >= 10)
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
	} else
		snprintf(all, sizeof(all), "%s", tiles);
	if (solve_fresh(d, all, o, r, e) == -1)
		return -1;
	if (r->status == SOLVE_OK)
		r->words = count_words(r->grid);
	return 0;
}
