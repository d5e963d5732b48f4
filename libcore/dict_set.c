/*
 * dict_set.c: a hash of a dictionary's words beside its automaton, for a
 * caller about to ask about many words (dict_wordset, dict_has_batch).
 *
 * A walk of the automaton reads a list a letter, each a load that waits
 * on the one before; a word of the set is its letters packed into one
 * or two 64-bit keys (5 bits a letter, and the count), found with one
 * load, or a few beside it.  Words of up to 12 letters, nine in ten of
 * a text's, fill one table of single keys; those of 13 to DICT_SET_LEN
 * another of pairs; the rare longer ones are left to the automaton.
 * An alphabet of A-Z (English's) keeps its words as their bytes instead,
 * those of up to 16 letters in one table of pairs, the longer left to
 * the automaton: a word asked about is then its own key, read eight
 * bytes at a time and kept whole by masks, where packing it a letter at
 * a time cost more than its lookup, and a table for each length more
 * than that in wrong guesses of which.
 * The set is read from the automaton, depth first along the prefixes of
 * words (the reach bits), so it holds exactly the words a walk finds:
 * its answers are the automaton's.  Tables are open-addressed, linear
 * probing, at most half full: the short words' sized at once by the
 * header's count of words, the long words' doubled as it fills.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "alphabet.h"
#include "core.h"
#include "dict.h"
#include "dict_int.h"
#include "util.h"

#define SHORT_LEN	12	/* letters in one key: 5 bits each, 4 for n */
#define BYTES_LEN	16	/* A-Z: letters in a key, a byte each */
#define FIRST_CAP	1024	/* a table's first size, in keys */

/* The bytes of a key are a word's in order only where they lie so. */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define BYTE_KEYS	1
#else
#define BYTE_KEYS	0
#endif

struct table {
	uint64_t	*slot;		/* cap keys of width words; a first
					   word 0 is an empty one (no key's
					   is: each holds a letter) */
	size_t		 cap, n;
	unsigned	 shift;		/* 64 - log2(cap) */
	int		 width;		/* 64-bit words a key */
};

struct dict_set {
	struct table	 t[2];		/* up to shortlen letters; longer */
	size_t		 shortlen;	/* SHORT_LEN, or BYTES_LEN: one table */
	size_t		 maxlen;	/* DICT_SET_LEN, or BYTES_LEN */
	int		 bytes;		/* keys are the words' bytes */
};

/* The table that holds the words of n letters: 0, or 1 for the longer. */
static inline int
table_of(const struct dict_set *s, size_t n)
{
	return n > s->shortlen;
}

/*
 * The key of n letters (1..DICT_SET_LEN) of w, each a letter's index by
 * idx, into key[2]; -1 when one is no letter.  Each half ends with its
 * count of letters, so no key is 0.
 */
static int
pack(const unsigned char *idx, const char *w, size_t n, uint64_t key[2])
{
	const unsigned char *u = (const unsigned char *)w;
	uint64_t k0 = 0, k1 = 0;
	unsigned any = 0, l;
	size_t i, m = n < SHORT_LEN ? n : SHORT_LEN;

	for (i = 0; i < m; i++) {
		l = idx[u[i]];
		any |= l;
		k0 = k0 << 5 | l;
	}
	for (; i < n; i++) {
		l = idx[u[i]];
		any |= l;
		k1 = k1 << 5 | l;
	}
	/* A letter's index is below ALPHA_MAX (32); no letter's is 0xff. */
	if (any >= ALPHA_MAX)
		return -1;
	key[0] = k0 | (uint64_t)m << 60;
	key[1] = n > SHORT_LEN ? k1 | (uint64_t)(n - SHORT_LEN) << 60 : 0;
	return 0;
}

/*
 * The bytes a key of n letters keeps, by n: the low n of two 64-bit words
 * (a table, not a test: lengths come at random).
 */
static const uint64_t keep[BYTES_LEN + 1][2] = {
	{ 0x0000000000000000ULL, 0x0000000000000000ULL },
	{ 0x00000000000000ffULL, 0x0000000000000000ULL },
	{ 0x000000000000ffffULL, 0x0000000000000000ULL },
	{ 0x0000000000ffffffULL, 0x0000000000000000ULL },
	{ 0x00000000ffffffffULL, 0x0000000000000000ULL },
	{ 0x000000ffffffffffULL, 0x0000000000000000ULL },
	{ 0x0000ffffffffffffULL, 0x0000000000000000ULL },
	{ 0x00ffffffffffffffULL, 0x0000000000000000ULL },
	{ 0xffffffffffffffffULL, 0x0000000000000000ULL },
	{ 0xffffffffffffffffULL, 0x00000000000000ffULL },
	{ 0xffffffffffffffffULL, 0x000000000000ffffULL },
	{ 0xffffffffffffffffULL, 0x0000000000ffffffULL },
	{ 0xffffffffffffffffULL, 0x00000000ffffffffULL },
	{ 0xffffffffffffffffULL, 0x000000ffffffffffULL },
	{ 0xffffffffffffffffULL, 0x0000ffffffffffffULL },
	{ 0xffffffffffffffffULL, 0x00ffffffffffffffULL },
	{ 0xffffffffffffffffULL, 0xffffffffffffffffULL },
};

/*
 * The key of n letters (1..BYTES_LEN) of w, an alphabet of A-Z: its bytes
 * with 0x20 set, eight a word, the rest 0.  A byte with 0x20 set is a
 * small letter only where it was a letter, of either case: anything else
 * makes no key of the set's.  padded: w's sixteen bytes may be read.
 */
static inline void
bytes_key(const char *w, size_t n, int padded, uint64_t key[2])
{
	uint64_t x[2] = { 0, 0 };

	if (padded)
		memcpy(x, w, sizeof(x));
	else
		memcpy(x, w, n);
	key[0] = (x[0] | 0x2020202020202020ULL) & keep[n][0];
	key[1] = (x[1] | 0x2020202020202020ULL) & keep[n][1];
}

static size_t
hash(const struct table *t, const uint64_t key[2])
{
	return (size_t)(((key[0] ^ key[1] * 0xff51afd7ed558ccdULL) *
	    0x9e3779b97f4a7c15ULL) >> t->shift);
}

/* 1 when the key is in t (its probe starting at at), else 0. */
static int
probe(const struct table *t, const uint64_t key[2], size_t at)
{
	const uint64_t *slot = t->slot;
	size_t mask = t->cap - 1;

	/* One loop for each width: this is the lookup's inner loop. */
	if (t->width == 1)
		for (;; at = (at + 1) & mask) {
			if (slot[at] == key[0])
				return 1;
			if (slot[at] == 0)
				return 0;
		}
	for (;; at = (at + 1) & mask) {
		if (slot[2 * at] == 0)
			return 0;
		if (slot[2 * at] == key[0] && slot[2 * at + 1] == key[1])
			return 1;
	}
}

/* Put a key not yet in t into its free slot, t having room. */
static void
place(struct table *t, const uint64_t *key)
{
	size_t at = hash(t, key);
	uint64_t *p;

	for (;;) {
		p = t->slot + at * (size_t)t->width;
		if (p[0] == 0)
			break;
		at = (at + 1) & (t->cap - 1);
	}
	p[0] = key[0];
	if (t->width == 2)
		p[1] = key[1];
	t->n++;
}

/*
 * Make t's size cap keys (a power of 2, more than it holds), keys and
 * all: 0, or -1 when out of memory (t is as it was).
 */
static int
resize(struct table *t, size_t cap)
{
	struct table old = *t;
	uint64_t key[2] = { 0, 0 };
	size_t i;

	t->cap = cap;
	/* Written all over at random: faulted in by 2 MiB, not by page. */
	if (t->cap > SIZE_MAX / 16 || (t->slot = mem_calloc_huge(t->cap *
	    (size_t)t->width * 8)) == NULL) {
		*t = old;
		return -1;
	}
	t->n = 0;
	for (t->shift = 64; (size_t)1 << (64 - t->shift) < t->cap; t->shift--)
		;
	for (i = 0; i < old.cap; i++) {
		memcpy(key, old.slot + i * (size_t)old.width,
		    (size_t)old.width * 8);
		if (key[0] != 0)
			place(t, key);
	}
	free(old.slot);
	return 0;
}

/* Add the key of a word of n letters: 0, or -1 when out of memory. */
static int
add(struct dict_set *s, const uint64_t key[2], size_t n)
{
	struct table *t = &s->t[table_of(s, n)];

	if ((t->n + 1) * 2 > t->cap && resize(t, t->cap ? 2 * t->cap :
	    FIRST_CAP) == -1)
		return -1;
	place(t, key);	/* a walk reaches each word once */
	return 0;
}

/* Keys found and not yet put in: their slots are fetched meanwhile. */
#define PENDING	16

struct pending {
	uint64_t	 key[PENDING][2];
	size_t		 n[PENDING], k;
};

/*
 * Add key, of a word of n letters, after the keys pending before it: its
 * slot is fetched now and written later, so that the slots' cache misses
 * overlap (a table of megabytes, written at random).  A NULL key adds
 * the ones pending.  0, or -1 when out of memory.
 */
static int
add_later(struct dict_set *s, struct pending *p, const uint64_t key[2],
    size_t n)
{
	const struct table *t;
	size_t j;

	if (key != NULL) {
		p->key[p->k][0] = key[0];
		p->key[p->k][1] = key[1];
		p->n[p->k] = n;
		t = &s->t[table_of(s, n)];
		if (t->cap > 0)
			PREFETCH_W(t->slot + hash(t, key) * (size_t)t->width);
		if (++p->k < PENDING)
			return 0;
	}
	for (j = 0; j < p->k; j++)
		if (add(s, p->key[j], p->n[j]) == -1)
			return -1;
	p->k = 0;
	return 0;
}

/*
 * Every word of the automaton (h, its edges) of s->maxlen letters or
 * fewer into s, depth first along the edges a word lies beyond: 0, -1
 * when out of memory, 1 when the automaton lies (more lists on the way
 * than its words can need: a damaged file our build trusted).
 */
static int
collect(struct dict_set *s, const struct dict_header *h, const uint32_t *E)
{
	uint32_t next[DICT_SET_LEN + 1], e, i;
	uint64_t half[DICT_SET_LEN], key[2];	/* the key's half so far */
	char b[BYTES_LEN] = { 0 };		/* or its bytes */
	struct pending p;
	uint64_t budget = (uint64_t)h->nwords * DICT_SET_LEN;
	size_t d = 0, n;
	int l = 0;

	p.k = 0;
	for (;;) {
		/* The next edge of the list at depth d: the root's by letter. */
		if (d == 0) {
			if (l == ALPHA_MAX)
				return add_later(s, &p, NULL, 0);
			if ((e = h->root_edge[l++]) == 0)
				continue;
		} else if ((i = next[d]) == 0 || i >= h->nedges) {
			d--;
			continue;
		} else {
			e = E[i];
			next[d] = DICT_LAST(e) ? 0 : i + 1;
		}
		if (!DICT_REACH(e))
			continue;
		/* As pack() and bytes_key() make keys, a letter at a time. */
		if (s->bytes)
			b[d] = (char)('a' + DICT_LETTER(e));
		else
			half[d] = (d == 0 || d == SHORT_LEN ? 0 :
			    half[d - 1] << 5) | (uint64_t)DICT_LETTER(e);
		if (DICT_FINAL(e)) {
			n = d + 1;
			if (s->bytes)
				bytes_key(b, n, 1, key);
			else {
				key[0] = half[n > SHORT_LEN ? SHORT_LEN - 1 :
				    d] | (uint64_t)(n < SHORT_LEN ? n :
				    SHORT_LEN) << 60;
				key[1] = n > SHORT_LEN ? half[d] |
				    (uint64_t)(n - SHORT_LEN) << 60 : 0;
			}
			if (add_later(s, &p, key, n) == -1)
				return -1;
		}
		if (DICT_NEXT(e) != 0 && d + 1 < s->maxlen) {
			if (budget-- == 0)
				return 1;
			next[++d] = DICT_NEXT(e) + DICT_INDEXED(e);
		}
	}
}

int
dict_set_new(const struct dict_header *h, const uint32_t *edges, int ascii,
    struct dict_set **out)
{
	struct dict_set *s;
	size_t cap;
	int rc;

	*out = NULL;
	if ((s = calloc(1, sizeof(*s))) == NULL)
		return -1;
	s->bytes = ascii && BYTE_KEYS;
	s->t[0].width = s->bytes ? 2 : 1;
	s->t[1].width = 2;
	s->shortlen = s->bytes ? BYTES_LEN : SHORT_LEN;
	s->maxlen = s->bytes ? BYTES_LEN : DICT_SET_LEN;
	/* Most words are short: their table is sized for all at once. */
	for (cap = FIRST_CAP; cap < 2 * (size_t)h->nwords &&
	    cap < 2 * (size_t)DICT_MAXWORDS; cap *= 2)
		;
	if (resize(&s->t[0], cap) == -1) {
		dict_set_free(s);
		return -1;
	}
	if ((rc = collect(s, h, edges)) != 0) {
		dict_set_free(s);
		return rc == -1 ? -1 : 0;
	}
	*out = s;
	return 0;
}

void
dict_set_free(struct dict_set *s)
{
	if (s == NULL)
		return;
	free(s->t[0].slot);
	free(s->t[1].slot);
	free(s);
}

void
dict_set_batch(const struct dict_set *s, const unsigned char *idx,
    int padded, const char *const *w, const size_t *n, unsigned char *out,
    size_t k)
{
	uint64_t key[DICT_BATCH][2];
	size_t at[DICT_BATCH], j;
	const struct table *t;

	/*
	 * Every word's key and slot first, each slot prefetched: the loads
	 * of a batch's probes then overlap.
	 */
	for (j = 0; j < k && j < DICT_BATCH; j++) {
		out[j] = 0;
		if (n[j] > s->maxlen) {
			out[j] = DICT_ASK;
			continue;
		}
		if (n[j] == 0)
			continue;
		if (s->bytes)
			bytes_key(w[j], n[j], padded, key[j]);
		else if (pack(idx, w[j], n[j], key[j]) == -1)
			continue;
		t = &s->t[table_of(s, n[j])];
		if (t->cap == 0)
			continue;	/* no word this long */
		at[j] = hash(t, key[j]);
		out[j] = DICT_ASK + 1;
		PREFETCH(t->slot + at[j] * (size_t)t->width);
	}
	for (j = 0; j < k && j < DICT_BATCH; j++)
		if (out[j] == DICT_ASK + 1)
			out[j] = (unsigned char)probe(&s->t[table_of(s,
			    n[j])], key[j], at[j]);
}
