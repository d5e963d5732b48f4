/*
 * solve_words.c: the words a hand can make, for the solver.
 *
 * The words are listed once, by one anagram search of the dictionary
 * (solve_collect() is its callback), each as its capitals and a mask of
 * its letters, and counted for what they hold (struct cover).  They are
 * ranked longest first, those holding the letters few of them hold (the Q
 * of a hand with no U) before the others; a search lists the words the
 * tiles left can still make (solve_narrow()).
 */
#include <stdint.h>
#include <string.h>

#include "arena.h"
#include "dict.h"
#include "solve_int.h"
#include "tiles.h"
#include "util.h"

/* A word's record stays twelve bytes, the cache's to hold by thousands. */
typedef char cand_twelve_bytes[sizeof(struct cand) == 12 ? 1 : -1];

/* Pages asked for at a time, as the hand's words are written. */
#define AHEAD	(16 * 1024)

/*
 * A later round's noise, added to each word's score: about three times
 * the spread of the scores (see the rounds in solve_search.c).
 */
#define NOISE	1000

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

/*
 * Room for the words of a hand of ntiles from the start, in mem: growing
 * copies them and writes fresh pages, and a fresh page costs more than
 * thousands of instructions.  A 21-tile hand makes a few thousand words in
 * English, up to 20,000 in Portuguese (SMALL_WORDS holds nearly all); a
 * bigger one (a peel's grid and tiles, a whole bag) up to every word of the
 * dictionary, each once; room not written to costs no memory.
 */
#define SMALL_WORDS	16384

int
solve_words_init(struct words *v, const struct solver *s, size_t ntiles)
{
	size_t nw = (size_t)dict_info(s->d)->nwords + 1;
	struct arena *mem = s->mem;
	int i;

	if (ntiles <= SOLVE_SMALL_HAND && nw > SMALL_WORDS)
		nw = SMALL_WORDS;
	memset(v, 0, sizeof(*v));
	v->mem = mem;
	v->li = s->li;
	v->once = ntiles <= ONCE_TILES;
	for (i = 0; i < 256; i++)
		v->bit[i] = s->li[i] < 0 ? 0 : 1u << s->li[i];
	for (i = 0; i < s->nl; i++)
		v->awk[i] = (unsigned char)solve_awkward(s->let[i]);
	v->cap = ntiles <= SOLVE_SMALL_HAND ? nw * 10 : nw * 12;
	v->ncap = nw;
	if ((v->text = arena_alloc(mem, v->cap)) == NULL ||
	    (v->c = arena_alloc(mem, v->ncap * sizeof(*v->c))) == NULL)
		return -1;
	return 0;
}

/*
 * Room for k more words of bytes letters and NULs in all, the pages they
 * will be written to asked for.  Returns 0, or -1 out of memory.
 */
static int
room(struct words *v, size_t bytes, size_t k)
{
	size_t cap;
	void *p;

	if (v->len + bytes > v->cap) {
		cap = v->cap * 2;
		while (cap < v->len + bytes)
			cap *= 2;
		if ((p = arena_grow(v->mem, v->text, v->cap, cap)) == NULL)
			return -1;
		v->text = p;
		v->cap = cap;
	}
	if (v->n + k > v->ncap) {
		cap = v->ncap * 2;
		while (cap < v->n + k)
			cap *= 2;
		if ((p = arena_grow(v->mem, v->c, v->ncap * sizeof(*v->c),
		    cap * sizeof(*v->c))) == NULL)
			return -1;
		v->c = p;
		v->ncap = cap;
	}
	ask_ahead(v->text, &v->ready, v->len + bytes, v->cap);
	ask_ahead(v->c, &v->nready, (v->n + k) * sizeof(*v->c),
	    v->ncap * sizeof(*v->c));
	return 0;
}

/*
 * What a word of the hand holds, for the proofs: a two-letter word of
 * two letters pairs them, any other makes its letters longer words'.
 */
static inline void
cover_word(struct cover *cv, const signed char *li, const char *p,
    size_t n, uint32_t m)
{
	if (n == 2 && p[0] != p[1]) {
		cv->partner[li[(unsigned char)p[0]]] |=
		    1u << li[(unsigned char)p[1]];
		cv->partner[li[(unsigned char)p[1]]] |=
		    1u << li[(unsigned char)p[0]];
	} else
		cv->longer |= m;
}

/*
 * Keep a word of a hand with a wild, room made for it: its letters from
 * wild tiles are small, and written as capitals; its mask holds every
 * letter, and it counts as a holder of each it holds with a real tile.
 */
static void
keep_wild(struct words *v, struct cover *cv, const char *w, size_t n)
{
	uint32_t m = 0, real = 0, carry, t;
	unsigned base = 16 * (unsigned)n, twice = 0;
	char *p = v->text + v->len;
	struct cand *q;
	size_t i;

	/* Copied as it is read: a call to memcpy a word cost as much. */
	for (i = 0; i < n; i++) {
		unsigned char c = (unsigned char)w[i];

		if (c & 0x20) {
			c &= ~0x20;
			cv->wild = 1;
		} else
			real |= v->bit[c];
		p[i] = (char)c;
		twice |= m & v->bit[c];
		m |= v->bit[c];
		base += v->awk[v->li[c]];
	}
	p[n] = '\0';
	q = &v->c[v->n++];
	q->at = (uint32_t)v->len;
	q->mask = m;
	q->len = (uint8_t)n;
	q->once = v->once && twice == 0;
	q->base = (uint16_t)base;	/* DICT_MAXLEN letters: 1,600 at most */
	v->len += n + 1;
	cover_word(cv, v->li, p, n, m);
	cv->letters |= real;
	for (carry = real, i = 0; carry != 0; i++) {
		t = cv->tally[i] & carry;
		cv->tally[i] ^= carry;
		carry = t;
	}
}

/*
 * keep()'s words of a hand without wilds.  A word's set and weight are
 * its letters and their awkwardness, as the search kept them, and its
 * letters are capitals already: the batch's text is the words' as they
 * are kept, taken in one copy of its bytes.  once: tell each word's once
 * (each letter once when its letters are as many as its set's, counted
 * with POPCNT when hw); constants, inlined each way.
 */
static inline ALWAYS_INLINE void
keep_plain(struct words *v, struct cover *cv, const char *text,
    const struct dict_found *f, size_t k, size_t bytes, int once, int hw)
{
	struct cand *q = v->c + v->n;
	uint32_t at = (uint32_t)v->len, letters = 0;
	size_t j;

	memcpy(v->text + v->len, text, bytes);
	for (j = 0; j < k; j++, q++) {
		q->at = at + f[j].at;
		q->mask = f[j].set;
		q->len = (uint8_t)f[j].n;
		q->once = once && popcount_hw(f[j].set, hw) == f[j].n;
		/* DICT_MAXLEN letters: 1,600 at most */
		q->base = (uint16_t)(16 * f[j].n + f[j].weight);
		cover_word(cv, v->li, text + f[j].at, f[j].n, f[j].set);
		letters |= f[j].set;
	}
	cv->letters |= letters;
	v->n += k;
	v->len += bytes;
}

static void
keep_sw(struct words *v, struct cover *cv, const char *text,
    const struct dict_found *f, size_t k, size_t bytes)
{
	if (v->once)
		keep_plain(v, cv, text, f, k, bytes, 1, 0);
	else
		keep_plain(v, cv, text, f, k, bytes, 0, 0);
}

#ifdef POPCNT_TARGET
static POPCNT_TARGET void
keep_hw(struct words *v, struct cover *cv, const char *text,
    const struct dict_found *f, size_t k, size_t bytes)
{
	keep_plain(v, cv, text, f, k, bytes, 1, 1);
}
#else
#define keep_hw	keep_sw
#endif

/*
 * Keep k words found (dict_found_sets_fn), room made for them.  The
 * words' holders are counted once all are listed.
 */
static void
keep(struct words *v, struct cover *cv, int wilds, const char *text,
    const struct dict_found *f, size_t k, size_t bytes)
{
	size_t j;

	if (wilds) {
		for (j = 0; j < k; j++)
			keep_wild(v, cv, text + f[j].at, f[j].n);
	} else if (v->once && cpu_popcnt())
		keep_hw(v, cv, text, f, k, bytes);
	else
		keep_sw(v, cv, text, f, k, bytes);
}

/* Adds v, at weight 2^k, into the sliced counters t (struct cover). */
static inline void
slice_add(uint32_t *t, int k, uint32_t v)
{
	uint32_t c;

	for (; v != 0 && k < 32; k++) {
		c = t[k] & v;
		t[k] ^= v;
		v = c;
	}
}

/* A carry-save adder, bit by bit: a + b + c is 2 * *h + *l. */
static inline void
csa(uint32_t *h, uint32_t *l, uint32_t a, uint32_t b, uint32_t c)
{
	uint32_t u = a ^ b;

	*h = (a & b) | (u & c);
	*l = u ^ c;
}

void
solve_count_holders(struct hand_words *hw)
{
	struct cover *cv = &hw->cv;
	const struct cand *c = hw->w.c;
	uint32_t ones = 0, twos = 0, fours = 0, ta, tb, fa, fb, eights, l, i, top;
	size_t k = 0, n = hw->w.n;

	/*
	 * Without wilds, the words' masks are the letters their tiles
	 * hold: counted now, eight words a step through carry-save adders
	 * (Harley and Seal's count), at a few steps a word, where adding
	 * each to the counters as it was kept cost a carry chain a word.
	 */
	if (!hw->wilds) {
		for (; k + 8 <= n; k += 8) {
			csa(&ta, &ones, ones, c[k].mask, c[k + 1].mask);
			csa(&tb, &ones, ones, c[k + 2].mask, c[k + 3].mask);
			csa(&fa, &twos, twos, ta, tb);
			csa(&ta, &ones, ones, c[k + 4].mask, c[k + 5].mask);
			csa(&tb, &ones, ones, c[k + 6].mask, c[k + 7].mask);
			csa(&fb, &twos, twos, ta, tb);
			csa(&eights, &fours, fours, fa, fb);
			slice_add(cv->tally, 3, eights);
		}
		for (; k < n; k++)
			slice_add(cv->tally, 0, c[k].mask);
		slice_add(cv->tally, 0, ones);
		slice_add(cv->tally, 1, twos);
		slice_add(cv->tally, 2, fours);
	}
	/* Each letter's count, read across the slices that hold any. */
	for (top = 32; top > 0 && cv->tally[top - 1] == 0; top--)
		;
	for (l = 0; l < ALPHA_MAX; l++)
		for (cv->holders[l] = 0, i = 0; i < top; i++)
			cv->holders[l] |= (cv->tally[i] >> l & 1) << i;
}

/* Every word of the hand, and which tiles some word can hold. */
int
solve_collect(void *arg, const char *text, const struct dict_found *f,
    size_t k)
{
	struct hand_words *hw = arg;
	size_t bytes = f[k - 1].at + f[k - 1].n + 1, before = hw->w.n;

	if (room(&hw->w, bytes, k) == -1)
		return -1;
	keep(&hw->w, &hw->cv, hw->wilds, text, f, k, bytes);
	if (hw->s == NULL)
		return 0;
	/*
	 * -n bounds the words listed too (solve(1)), but never below what
	 * a real dictionary can give one hand, so no answer changes.
	 */
	if (hw->s->o->max_nodes && hw->w.n > SOLVE_LIST_MIN &&
	    hw->w.n > hw->s->o->max_nodes) {
		hw->nodes_out = 1;
		return 1;
	}
	/* A clock read per 4096 words: a hand makes a few thousand. */
	if (__builtin_expect(before >> 12 != hw->w.n >> 12, 0))
		return solve_out_of_time(hw->s);
	return 0;
}

/*
 * Longer words first; but a letter few words can hold (the Q of a hand
 * with no U) is urgent, and words holding it go first.  A word's score is
 * 16 a letter and each letter's bonus (solve_set_bonus()), which is its
 * awkwardness unless the hand's words make it urgent: so it is the base
 * collect() counted, with what the urgent letters add (delta, by byte)
 * for the words that hold one (mask): in a hand of many words, none.
 */
static int
score(const struct cand *c, const char *text, uint32_t mask,
    const int *delta)
{
	const char *w = text + c->at;
	int k, sc = c->base;

	if (c->mask & mask)
		for (k = 0; k < c->len; k++)
			sc += delta[(unsigned char)w[k]];
	return sc < UINT16_MAX ? sc : UINT16_MAX;
}

/*
 * Each letter's urgency, from how many of the hand's words hold it: the
 * fewer, the more urgent (none: no matter); a letter that hundreds of them
 * hold keeps its tile's awkwardness.
 */
void
solve_set_bonus(struct solver *s, const struct cover *cv)
{
	unsigned h;
	int l;

	for (l = 0; l < s->nl; l++) {
		h = cv->holders[l];
		s->bonus[l] = h == 0 ? 0 : h < 4 ? 400 : h < 16 ? 160 :
		    h < 64 ? 48 : h < 256 ? 12 : solve_awkward(s->let[l]);
	}
}

/*
 * The words of from (n of them) that the tiles left can still make, with
 * one letter more from the grid or with the wilds, into to; how many.
 * Tiles are only used up deeper in the search: a word left out here
 * would be left out of every search below.
 */
size_t
solve_narrow(const struct solver *s, const uint32_t *from, size_t n,
    uint32_t avail, uint32_t *to)
{
	unsigned need[ALPHA_MAX] = { 0 }, over;
	const struct cand *cd;
	const char *w;
	size_t j, k, m = 0;

	for (j = 0; j < n; j++) {
		cd = &s->list[from[j]];
		if (s->wild == 0) {
			uint32_t miss = cd->mask & ~avail;

			if ((miss & (miss - 1)) != 0)
				continue;
			if (cd->once) {
				to[m++] = from[j];
				continue;
			}
		}
		w = s->text + cd->at;
		over = solve_shortfall(s, w, cd->len, need);
		for (k = 0; k < (size_t)cd->len; k++)
			need[solve_li(s, w[k])] = 0;
		if (over <= s->wild + 1)
			to[m++] = from[j];
	}
	return m;
}

/*
 * An array of the ranking's, for n entries and one more, in mem: its
 * pages asked for in one call, as the ranking writes them all.  NULL
 * when out of memory.
 */
static void *
rank_array(struct arena *mem, size_t n, size_t size)
{
	void *p;

	if ((p = arena_alloc(mem, (n + 1) * size)) != NULL)
		mem_prefault(p, n * size, 1);
	return p;
}

/*
 * For keys lying within 1,024 of each other (kmin to kmax), where the
 * first of the n words of each key goes in key order: at[key - kmin].
 */
static void
key_places(uint32_t *at, const uint16_t *key, size_t n, int kmin, int kmax)
{
	uint32_t sum, t;
	size_t i;
	int b;

	memset(at, 0, (size_t)(kmax - kmin + 1) * sizeof(*at));
	for (i = 0; i < n; i++)
		at[key[i] - kmin]++;
	for (sum = 0, b = 0; b <= kmax - kmin; b++) {
		t = at[b];
		at[b] = sum;
		sum += t;
	}
}

/*
 * The ranking's second array of records, as many as all's first, made the
 * first time one is needed; NULL out of memory.  The two swap at each
 * ranking (swap_records()).
 */
static struct cand *
spare_records(struct solver *s, const struct words *all)
{
	if (s->rank_spare == NULL)
		s->rank_spare = arena_alloc(s->mem, all->ncap *
		    sizeof(*s->rank_spare));
	return s->rank_spare;
}

/* to, the spare array, filled in rank order: the words' array now. */
static void
swap_records(struct solver *s, struct words *all, struct cand *to)
{
	s->rank_spare = all->c;
	all->c = to;
}

/*
 * The indexes 0..n-1 into order by their keys, stably: the keys of a
 * hand's words mostly lie within 1,024 of each other (kmin to kmax; a
 * whole bag's within 600), and one counting pass sorts them; else a
 * radix sort, low byte then high, through a second array made the first
 * time one is needed.  Returns 0, or -1 out of memory.
 */
static int
sort_keys(struct solver *s, const uint16_t *key, size_t n, int kmin,
    int kmax, uint32_t *order)
{
	uint32_t at[1024], sum, t, *tmp;	/* n < 2^32: a hand's words */
	size_t i;
	int b, d;

	if (kmax - kmin < 1024) {
		/* One pass, by how far each key lies above the least. */
		key_places(at, key, n, kmin, kmax);
		for (i = 0; i < n; i++)
			order[at[key[i] - kmin]++] = (uint32_t)i;
		return 0;
	}
	memset(at, 0, sizeof(at));
	if (s->rank_tmp == NULL &&
	    (s->rank_tmp = rank_array(s->mem, n, sizeof(*tmp))) == NULL)
		return -1;
	tmp = s->rank_tmp;
	for (i = 0; i < n; i++) {
		at[key[i] & 255]++;
		at[256 + (key[i] >> 8)]++;
	}
	for (d = 0; d < 512; d += 256)
		for (sum = 0, b = 0; b < 256; b++) {
			t = at[d + b];
			at[d + b] = sum;
			sum += t;
		}
	/* By the low byte, then stably by the high one. */
	for (i = 0; i < n; i++)
		tmp[at[key[i] & 255]++] = (uint32_t)i;
	for (i = 0; i < n; i++)
		order[at[256 + (key[tmp[i]] >> 8)]++] = tmp[i];
	return 0;
}

/*
 * Moves the hand's words into order (the word at k to be the one at
 * order[k], which it uses up).  Up to SMALL_WORDS of them, which the
 * cache holds, are moved in place, one cycle of the order after another:
 * the search reads them in it, node after node, and a copy would be
 * fresh pages, which are dear.  More (a whole bag's) are gathered into a
 * second array of the arena, the two swapping at each ranking: each step
 * of a cycle waits for a load that missed the cache, where a gather's
 * loads overlap.  Returns 0, or -1 out of memory.
 */
static int
put_in_order(struct solver *s, struct words *all, uint32_t *order)
{
	struct cand *v = all->c, *to, rec;
	size_t j, k, src, n = all->n;

	if (n > SMALL_WORDS) {
		if ((to = spare_records(s, all)) == NULL)
			return -1;
		for (k = 0; k < n; k++)
			to[k] = v[order[k]];
		swap_records(s, all, to);
		return 0;
	}
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
	return 0;
}

/*
 * Many words whose keys lie within 1,024 of each other (a whole bag's):
 * the words themselves dealt into a second array by their keys, in one
 * counting pass, stably, as sort_keys() and put_in_order() would order
 * them.  Read in order and written to a few hundred places that each
 * move on, the records cost less than a gather, whose every load waits
 * on a word's record somewhere in 1.3 MB.  Returns 0, or -1 out of
 * memory.
 */
static int
deal_in_order(struct solver *s, struct words *all, const uint16_t *key,
    int kmin, int kmax)
{
	uint32_t at[1024];
	struct cand *v = all->c, *to;
	size_t i, n = all->n;

	if ((to = spare_records(s, all)) == NULL)
		return -1;
	key_places(at, key, n, kmin, kmax);
	for (i = 0; i < n; i++)
		to[at[key[i] - kmin]++] = v[i];
	swap_records(s, all, to);
	return 0;
}

/*
 * Put the hand's words best first, stably: their indexes sorted on their
 * keys (UINT16_MAX less the score, in an array of their own that the
 * cache holds), then the words moved into that order.  round: 0, or a
 * later round's number, whose noise is added to each word's score.
 */
int
solve_rank_words(struct solver *s, struct words *all, unsigned round)
{
	size_t i, n = all->n;
	uint32_t *order, urgent = 0;
	uint16_t *key;
	int b, sc, delta[256], kmin = UINT16_MAX, kmax = 0;

	if (s->rank_order == NULL &&
	    (s->rank_order = rank_array(s->mem, n, sizeof(*order))) == NULL)
		return -1;
	if (s->rank_key == NULL &&
	    (s->rank_key = rank_array(s->mem, n, sizeof(*key))) == NULL)
		return -1;
	order = s->rank_order;
	key = s->rank_key;
	/* What each letter's bonus adds to its awkwardness, by its byte. */
	for (b = 0; b < 256; b++) {
		delta[b] = s->li[b] < 0 ? 0 : s->bonus[s->li[b]] -
		    solve_awkward(s->let[s->li[b]]);
		if (delta[b] != 0)
			urgent |= 1u << s->li[b];
	}
	/* Each word's key, UINT16_MAX less its score. */
	for (i = 0; i < n; i++) {
		sc = score(&all->c[i], all->text, urgent, delta);
		if (round > 0)
			sc += (int)(solve_mix((uint64_t)round << 32 | i) %
			    NOISE);
		key[i] = (uint16_t)(UINT16_MAX - (sc < UINT16_MAX ? sc :
		    UINT16_MAX));
		if (key[i] < kmin)
			kmin = key[i];
		if (key[i] > kmax)
			kmax = key[i];
	}
	if (n > SMALL_WORDS && kmax - kmin < 1024) {
		if (deal_in_order(s, all, key, kmin, kmax) == -1)
			return -1;
	} else if (sort_keys(s, key, n, kmin, kmax, order) == -1 ||
	    put_in_order(s, all, order) == -1)
		return -1;
	s->list = all->c;
	s->nlist = n;
	s->text = all->text;
	if (s->cur == NULL) {
		/*
		 * Every word in this order: the list the search starts from.
		 * It takes the order's array, used up now (a later round makes
		 * another), where an array of its own would be fresh pages,
		 * each dearer than its words' ranking.
		 */
		s->pool_cap = 6 * n;
		if ((s->pool = arena_alloc(s->mem, (s->pool_cap + 1) *
		    sizeof(*s->pool))) == NULL)
			return -1;
		for (i = 0; i < n; i++)
			order[i] = (uint32_t)i;
		s->cur = order;
		s->ncur = n;
		s->rank_order = NULL;
	}
	return 0;
}
