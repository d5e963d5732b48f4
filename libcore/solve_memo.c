/*
 * solve_memo.c: what the split proof has searched (solve_proof.c), kept
 * from try to try: the pairs of sets of words by their letters' counts,
 * and those whose words failed by their words.
 */
#include <stdint.h>
#include <string.h>

#include "arena.h"
#include "solve_int.h"

/*
 * The pairs of sets searched, by their counts, kept from each search to
 * the next and from try to try: a pair whose search found no sets, and
 * no words that failed, is never searched again.  state holds each pair
 * (len bytes), live[] 1 for a pair to search again (its search found
 * sets, or sets whose words failed, or was cut short), and table (two
 * entries a pair of room) 1 + each pair's index and the top of its hash.
 */
#define MEMO_FIRST	8192	/* the pairs there is room for at first */
#define MEMO_MOST	(1ul << 19)	/* and at most (9 MB for 15 letters) */
#define MEMO_BITS	20	/* an entry's bits for 1 + its pair's index
				   (MEMO_MOST at most) */
#define MEMO_INDEX	((1u << MEMO_BITS) - 1)

/*
 * Pairs of counts searched again come back mostly with the same words,
 * added in another order: the pairs of sets whose words failed are kept
 * by their words too (the sets in either order the same), so that their
 * search is not done again.  ids holds each pair's words (how many each
 * way, then each way's in order), wtable (a power of 2, twice the pairs
 * of room) the high half of each pair's hash, which places it, and 1 +
 * where it starts.
 */
#define WORDS_FIRST	8192	/* the pairs there is room for at first */
#define WORDS_MOST	(1ul << 19)	/* and at most (an 8 MB table) */
#define WORDS_IDS	(1ul << 22)	/* words kept at most (16 MB) */

/* The hash of the pair v (len bytes). */
static uint64_t
memo_hash(const unsigned char *v, size_t len)
{
	size_t i, n;
	uint64_t h = 0, x;

	/* Eight bytes a mix. */
	for (i = 0; i < len; i += n) {
		n = len - i < 8 ? len - i : 8;
		x = 0;
		memcpy(&x, v + i, n);
		h = solve_mix(h ^ x);
	}
	return h;
}

/* The top of the hash h, as an entry of the table keeps it. */
static inline uint32_t
memo_tag(uint64_t h)
{
	return (uint32_t)(h >> 32) & ~MEMO_INDEX;
}

/*
 * The table's entry for the pair v of hash h: its own or an empty one.
 * An entry is 1 + the pair's index in its low MEMO_BITS, and the top of
 * the pair's hash above them, compared before the pair is read.
 */
static size_t
memo_find(const struct split_memo *m, const unsigned char *v, uint64_t h)
{
	size_t i, len = m->len, mask = 2 * m->room - 1;
	uint32_t e, tag = memo_tag(h);

	for (i = h & mask; (e = m->table[i]) != 0; i = (i + 1) & mask)
		if ((e & ~MEMO_INDEX) == tag && memcmp(m->state +
		    ((e & MEMO_INDEX) - 1) * len, v, len) == 0)
			break;
	return i;
}

/*
 * Twice the room (room at first): 0 done, -1 out of memory.  The pairs
 * have their whole room from the first (pages the system gives only as
 * they are written); the table grows, each entry placed anew by the low
 * half of its pair's hash, kept (a pair hashed again cost the growths of
 * seed 4239's proofs 3% of its time).
 */
static int
memo_grow(struct split_memo *m)
{
	struct arena *mem = m->mem;
	size_t room = m->room == 0 ? MEMO_FIRST : 2 * m->room, i, j,
	    mask = 2 * room - 1;
	uint32_t *table, e;

	if (m->room == 0 && ((m->state = arena_alloc(mem, MEMO_MOST *
	    m->len)) == NULL || (m->live = arena_alloc(mem, MEMO_MOST)) ==
	    NULL || (m->low = arena_alloc(mem, MEMO_MOST *
	    sizeof(*m->low))) == NULL))
		return -1;
	if ((table = arena_alloc(mem, 2 * room * sizeof(*table))) == NULL)
		return -1;
	memset(table, 0, 2 * room * sizeof(*table));
	for (i = 0; i < 2 * m->room; i++) {
		if ((e = m->table[i]) == 0)
			continue;
		for (j = m->low[(e & MEMO_INDEX) - 1] & mask; table[j] != 0;
		    j = (j + 1) & mask)
			;
		table[j] = e;
	}
	m->table = table;
	m->room = room;
	return 0;
}

int
solve_memo_init(struct split_memo *m, struct arena *mem, size_t len)
{
	memset(m, 0, sizeof(*m));
	m->mem = mem;
	m->len = len;
	return memo_grow(m);
}

int
solve_memo_seen(struct split_memo *m, const unsigned char *v, size_t *at)
{
	size_t len = m->len, i;
	uint64_t h = memo_hash(v, len);

	i = memo_find(m, v, h);
	if (m->table[i] != 0) {
		*at = (m->table[i] & MEMO_INDEX) - 1;
		return m->live[*at] ? 2 : 1;
	}
	if (m->n >= m->room) {
		if (m->room >= MEMO_MOST || memo_grow(m) == -1)
			return -1;
		i = memo_find(m, v, h);
	}
	memcpy(m->state + m->n * len, v, len);
	m->live[m->n] = 0;
	m->low[m->n] = (uint32_t)h;
	*at = m->n;
	m->table[i] = memo_tag(h) | (uint32_t)++m->n;
	return 0;
}

/* The hash of a pair's words in the word table (never 0). */
static uint64_t
words_hash(const uint32_t *key, size_t len)
{
	uint64_t h = 0;
	size_t i;

	for (i = 0; i < len; i++)
		h = solve_mix(h ^ key[i]);
	return h != 0 ? h : 1;
}

/*
 * The words of the sets (na across and nd down, indexes named by id) as
 * the word table keeps them, in key (2 + na + nd entries): the names of
 * each set in order, the smaller set first.  Its hash, or 0 when the
 * sets are too many to tell (more than SPLIT_SIDE a way).
 */
static uint64_t
words_key(const uint32_t *id, const uint32_t *across, const uint32_t *down,
    int na, int nd, uint32_t *key)
{
	const uint32_t *word[2] = { across, down };
	uint32_t set[2][SPLIT_SIDE], x;
	int n[2] = { na, nd }, way, i, j, first;

	if (na > SPLIT_SIDE || nd > SPLIT_SIDE)
		return 0;
	for (way = 0; way < 2; way++)
		for (i = 0; i < n[way]; i++) {
			x = id[word[way][i]];
			for (j = i; j > 0 && set[way][j - 1] > x; j--)
				set[way][j] = set[way][j - 1];
			set[way][j] = x;
		}
	first = na < nd ? 0 : na > nd ? 1 : memcmp(set[0], set[1],
	    (size_t)na * sizeof(x)) <= 0 ? 0 : 1;
	key[0] = (uint32_t)n[first];
	key[1] = (uint32_t)n[!first];
	memcpy(key + 2, set[first], (size_t)n[first] * sizeof(x));
	memcpy(key + 2 + n[first], set[!first], (size_t)n[!first] * sizeof(x));
	return words_hash(key, 2 + (size_t)na + (size_t)nd);
}

/* The word table's entry for key (hash h, len entries): its own or empty. */
static size_t
words_find(const struct split_memo *m, const uint32_t *key, size_t len,
    uint64_t h)
{
	size_t mask = 2 * m->wroom - 1, i;
	uint64_t e;

	for (i = (h >> 32) & mask; (e = m->wtable[i]) != 0;
	    i = (i + 1) & mask)
		if (e >> 32 == h >> 32 && memcmp(m->ids + (uint32_t)e - 1,
		    key, len * sizeof(*key)) == 0)
			break;
	return i;
}

/* Twice the room (WORDS_FIRST at first): 0 done, -1 out of memory. */
static int
words_grow(struct split_memo *m)
{
	struct arena *mem = m->mem;
	size_t room = m->wroom == 0 ? WORDS_FIRST : 2 * m->wroom, i, j,
	    mask = 2 * room - 1;
	uint64_t *table;

	if (m->ids == NULL &&
	    (m->ids = arena_alloc(mem, WORDS_IDS * sizeof(*m->ids))) == NULL)
		return -1;
	if ((table = arena_alloc(mem, 2 * room * sizeof(*table))) == NULL)
		return -1;
	memset(table, 0, 2 * room * sizeof(*table));
	for (i = 0; i < 2 * m->wroom; i++) {
		if (m->wtable[i] == 0)
			continue;
		for (j = (m->wtable[i] >> 32) & mask; table[j] != 0;
		    j = (j + 1) & mask)
			;
		table[j] = m->wtable[i];
	}
	m->wtable = table;
	m->wroom = room;
	return 0;
}

int
solve_memo_failed(struct split_memo *m, const uint32_t *id,
    const uint32_t *across, const uint32_t *down, int na, int nd, int keep)
{
	uint32_t key[2 + 2 * SPLIT_SIDE];
	size_t len = 2 + (size_t)na + (size_t)nd, i;
	uint64_t h;

	if ((h = words_key(id, across, down, na, nd, key)) == 0 ||
	    (m->wroom == 0 && (!keep || words_grow(m) == -1)))
		return 0;
	i = words_find(m, key, len, h);
	if (m->wtable[i] != 0 || !keep)
		return m->wtable[i] != 0;
	if (m->nids + len > WORDS_IDS)
		return 0;
	if (m->wn >= m->wroom) {
		if (m->wroom >= WORDS_MOST || words_grow(m) == -1)
			return 0;
		i = words_find(m, key, len, h);
	}
	memcpy(m->ids + m->nids, key, len * sizeof(*key));
	m->wtable[i] = (h >> 32) << 32 | (uint64_t)(m->nids + 1);
	m->nids += len;
	m->wn++;
	return 0;
}
