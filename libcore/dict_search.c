/*
 * dict_search.c: the searches of a dictionary that list many words: the
 * anagrams of some tiles (dict_anagrams, dict_anagrams_sets) and the
 * words a pattern spells (dict_match).  Each walks the automaton from
 * its root, bounded by the header's longest word, as dict.c's lookups
 * walk it for one word.
 */
#include <stdint.h>
#include <string.h>

#include "alphabet.h"
#include "core.h"
#include "dict.h"
#include "dict_int.h"

/* dict_anagrams_sets' words, kept to be handed over together. */
struct found_batch {
	struct dict_found	 f[DICT_FOUND_BATCH];
	size_t			 n;
	uint32_t		 len;		/* bytes of text used */
	char			 text[DICT_FOUND_BATCH * (DICT_MAXLEN + 1) +
				     DICT_PAD];
};

struct search {
	const struct dict	*d;
	dict_found_fn		*fn;
	dict_found_sets_fn	*fn_set;	/* dict_anagrams_sets' */
	const unsigned char	*weight;	/* and its weights */
	struct found_batch	*b;		/* and the words kept for it */
	void			*arg;
	size_t			 minlen;
	char			 word[DICT_MAXLEN + 1];
	/* anagrams */
	unsigned		 count[ALPHA_MAX];
	uint32_t		 avail;		/* letters with count > 0 */
	uint32_t		 every;		/* the dictionary's letters */
	unsigned		 wild;
	size_t			 ntiles;
	int			 all;
	/* patterns: pattern positions as a bit set, '*' handled as a loop */
	const char		*pat;
	size_t			 patlen;
};

/*
 * One level of an anagram search: where the walk was in one list.  The
 * search is a loop over an explicit stack of these, not a recursion, with
 * the list being walked in locals: it visits tens of thousands of prefixes
 * for a 21-tile hand, and a call per prefix was most of its cost.
 */
struct aframe {
	uint32_t	 i;	/* scan: the next edge; index: the list */
	uint32_t	 bits;	/* index: the list's index word; 0 scan */
	uint32_t	 m;	/* index: the letters still to try */
	int		 took;	/* the tile taken: a letter's index, WILD */
};

/* Hand the batch of words found to fn_set: 0, or what it returns. */
static int
found_flush(struct search *s)
{
	struct found_batch *b = s->b;
	size_t k = b->n;

	b->n = 0;
	b->len = 0;
	return k > 0 ? s->fn_set(s->arg, b->text, b->f, k) : 0;
}

/*
 * Keep word (n letters and a NUL, DICT_PAD bytes of it readable) with its
 * set and weight in the batch, handed over when full.  Returns 0, or
 * fn_set's value.  A short word is copied in one move of DICT_PAD bytes,
 * which the batch's text has room for past its last word.
 */
static inline int
found_set(struct search *s, const char *word, size_t n, uint32_t set,
    unsigned weight)
{
	struct found_batch *b = s->b;
	struct dict_found *f = &b->f[b->n++];
	char *p = b->text + b->len;

	f->at = b->len;
	f->n = (uint32_t)n;
	f->set = set;
	f->weight = weight;
	if (n < DICT_PAD)
		memcpy(p, word, DICT_PAD);
	else
		memcpy(p, word, n + 1);
	b->len += (uint32_t)n + 1;
	return b->n < DICT_FOUND_BATCH ? 0 : found_flush(s);
}

#define WILD	ALPHA_MAX
#define DONE	UINT32_MAX	/* a scan past the list's last edge */

/*
 * Give back a tile an anagram search took.  allow: the letters a tile can
 * still stand for (the hand's, or all while a wild is left).
 */
static inline void
took_back(struct search *s, int took, uint32_t *allow)
{
	if (took == WILD) {
		if (s->wild++ == 0)
			*allow = DICT_ALL;
	} else if (s->count[took]++ == 0) {
		s->avail |= 1u << took;
		*allow |= 1u << took;
	}
}

/*
 * Take a tile for letter l, the word's letter at depth: the hand's, or
 * else a wild (allow says one is left), which writes it small.  A real
 * tile never does worse than a wild, so it is taken first.  Returns what
 * was taken, for took_back(): the letter, or WILD.
 */
static inline int
take(struct search *s, int l, size_t depth, uint32_t *allow)
{
	if (s->count[l] > 0) {
		if (--s->count[l] == 0) {
			s->avail &= ~(1u << l);
			if (s->wild == 0)
				*allow = s->avail;
		}
		s->word[depth] = (char)s->d->letter[l];
		return l;
	}
	if (--s->wild == 0)
		*allow = s->avail;
	s->word[depth] = (char)(s->d->letter[l] | 0x20);
	return WILD;
}

/*
 * Do the tiles left lack more of the letters every word below e holds (its
 * target's need word) than the wilds left can stand for?  Then no word
 * lies beyond e for them.
 */
static inline int
beyond(const struct search *s, const uint32_t *E, uint32_t ne, uint32_t e)
{
	uint32_t lack;

	if (!DICT_NEEDS(e) || DICT_NEXT(e) - 1 >= ne ||
	    (lack = E[DICT_NEXT(e) - 1] & ~s->avail) == 0)
		return 0;
	return s->wild == 0 || popcount32(lack) > s->wild;
}

/*
 * The anagram search of a hand with wilds (anagram_exact() lists those
 * without); sets: each word's set of letters and weight are kept as it
 * goes (dict_anagrams_sets), set[] and wsum[] by depth: a constant where
 * inlined, so that dict_anagrams pays nothing for them.
 */
static inline ALWAYS_INLINE int
anagram_walk(struct search *s, int sets)
{
	struct aframe st[DICT_MAXLEN + 1];
	uint32_t set[DICT_MAXLEN + 1], cur = 0;
	unsigned wsum[DICT_MAXLEN + 1], w = 0;
	const uint32_t *E = s->d->edges;
	uint32_t ne = s->d->nedges, e, i, m, bits, k, allow;
	size_t depth = 0, maxd;
	int l, took, rc;

	if (sets)
		set[0] = wsum[0] = 0;
	maxd = s->ntiles < s->d->maxlen ? s->ntiles : s->d->maxlen;
	allow = s->wild > 0 ? DICT_ALL : s->avail;
	/* The root is an indexed list of its own: root_edge[]. */
	for (m = 0, l = 0; l < ALPHA_MAX; l++)
		if (s->d->h->root_edge[l] != 0)
			m |= 1u << l;
	m &= allow;
	i = bits = 0;
	for (;;) {
		/* The next edge of the list whose letter a tile can take. */
		if (bits == 0 && depth > 0) {
			if (i >= ne)
				goto pop;
			e = E[i];
			i = DICT_LAST(e) ? DONE : i + 1;
			l = DICT_LETTER(e);
			if (!(allow >> l & 1) || !DICT_REACH(e))
				continue;
		} else {
			if (m == 0)
				goto pop;
			l = ctz32(m);
			m &= m - 1;
			if (depth == 0)
				e = s->d->h->root_edge[l];
			else if ((k = i + 1 + popcount32(bits &
			    ((1u << l) - 1))) < ne)
				e = E[k];
			else
				continue;
			if (!DICT_REACH(e))
				continue;
		}
		took = take(s, l, depth, &allow);
		if (sets) {
			cur = set[depth] | 1u << l;
			w = wsum[depth] + s->weight[l];
		}
		if (DICT_FINAL(e) && depth + 1 >= s->minlen &&
		    (!s->all || depth + 1 == s->ntiles)) {
			s->word[depth + 1] = '\0';
			if ((rc = sets ? found_set(s, s->word, depth + 1, cur,
			    w) : s->fn(s->arg, s->word, depth + 1)) != 0)
				return rc;
		}
		if (DICT_NEXT(e) != 0 && depth + 1 < maxd &&
		    !beyond(s, E, ne, e)) {
			/* Go on from e: its list is walked next. */
			st[depth].i = i;
			st[depth].bits = bits;
			st[depth].m = m;
			st[depth].took = took;
			depth++;
			if (sets) {
				set[depth] = cur;
				wsum[depth] = w;
			}
			i = DICT_NEXT(e);
			bits = m = 0;
			if (i < ne && DICT_INDEXED(e)) {
				if (s->wild > 0)
					i++;	/* scan past the index word */
				else if ((bits = E[i]) != 0)
					m = bits & allow;
				else
					i = DONE;	/* damaged: no letters */
			}
			continue;
		}
		took_back(s, took, &allow);
		continue;
pop:
		if (depth == 0)
			return sets ? found_flush(s) : 0;
		depth--;
		i = st[depth].i;
		bits = st[depth].bits;
		m = st[depth].m;
		took_back(s, st[depth].took, &allow);
	}
}

/*
 * The walk that counts (anagram_exact()'s pc) counts bits in one
 * instruction (POPCNT): it is compiled apart for CPUs that have it (every
 * x86-64 since 2008: util.h's cpu_popcnt()).  Elsewhere the walk does not
 * count, nor in a build with WORDKIT_NO_POPCNT defined.
 */
#define popcnt(x)	popcount_hw((x), 1)

/*
 * Start anagram_exact()'s walk of the list e leads to: *i its first edge,
 * to scan; or, indexed, *bits the letters of its index word to try.  With
 * pc, every list is walked as an indexed one: *ix its letters, *bits those
 * left that lead to a word, the edges found from *bs by a count of *ix's
 * bits; a short list, read whole here, is so walked by no branch an edge.
 */
static inline ALWAYS_INLINE void
enter(const uint32_t *E, uint32_t ne, uint32_t e, uint32_t allow, int pc,
    uint32_t *i, uint32_t *bits, uint32_t *bs, uint32_t *ix)
{
	uint32_t f, n, l;

	*i = DICT_NEXT(e);
	*bits = 0;
	if (pc && !DICT_INDEXED(e)) {
		/* A short list, read to its last edge. */
		*ix = 0;
		*bs = *i;
		for (n = *i; n < ne; n++) {
			f = E[n];
			l = (uint32_t)DICT_LETTER(f);
			*ix |= 1u << l;
			*bits |= (allow >> l & DICT_REACH(f)) << l;
			if (DICT_LAST(f))
				break;
		}
		*i = DONE;
		return;
	}
	if (!DICT_INDEXED(e) || *i >= ne)
		return;
	if (pc) {
		/* Its letters left; none: damaged. */
		*ix = E[*i];
		*bs = *i + 1;
		*bits = *ix & allow;
		*i = DONE;
	} else {
		*bits = E[*i];
		*i = *bits != 0 ? *i + 1 : DONE;
	}
}

/*
 * Give back anagram_exact()'s tile of letter l: no branch, whose outcome
 * (was it the letter's last tile?) the CPU would guess wrong about a
 * fourth of the time.
 */
static inline ALWAYS_INLINE void
give_back(unsigned *count, int l, uint32_t *allow)
{
	*allow |= (uint32_t)(count[l]++ == 0) << l;
}

/*
 * anagram_walk() for a hand without wilds, listing the same words in the
 * same order for fewer steps: a tile is the letter it shows, so the
 * letters left are the ones a tile can take (allow); a word is found from
 * a length on (lo: minlen, or with all the hand's); an indexed list is
 * walked along its index word, the next edge the next letter's, with no
 * count of the letters below each; and all it keeps is in arrays of its
 * own by depth.  need: a list's need word is read before it is walked (see
 * anagram_plain()).  pc: a list is walked along the letters of its index
 * word that are left (a short list's, its letters read as it is entered),
 * each edge found by a count of the bits before its letter's (POPCNT),
 * not along all of them, refusing those not left: a hand lacking some
 * letters refuses thousands, and each refusal was a branch mispredicted.
 */
static inline ALWAYS_INLINE int
anagram_exact(struct search *s, int sets, int need, int pc)
{
	uint32_t at[DICT_MAXLEN + 1], left[DICT_MAXLEN + 1];
	uint32_t base[DICT_MAXLEN + 1], iword[DICT_MAXLEN + 1], bs = 0, ix = 0;
	uint32_t set[DICT_MAXLEN + 1], cur = 0;
	unsigned wsum[DICT_MAXLEN + 1], count[ALPHA_MAX], w = 0;
	unsigned char took[DICT_MAXLEN + 1], let[ALPHA_MAX], wt[ALPHA_MAX];
	char word[DICT_MAXLEN + 16] = { 0 };	/* read whole by the callback */
	const uint32_t *E = s->d->edges, *root = s->d->h->root_edge;
	uint32_t ne = s->d->nedges, e, i = DONE, bits = 0, k, allow;
	size_t depth = 0, maxd, lo;
	int l, rc;

	memcpy(count, s->count, sizeof(count));
	memcpy(let, s->d->letter, sizeof(let));
	if (sets) {
		memcpy(wt, s->weight, sizeof(wt));
		set[0] = wsum[0] = 0;
	}
	maxd = s->ntiles < s->d->maxlen ? s->ntiles : s->d->maxlen;
	lo = s->all && s->ntiles > s->minlen ? s->ntiles : s->minlen;
	allow = s->avail;
	for (l = 0; l < ALPHA_MAX; l++)
		if (root[l] != 0 && (allow >> l & 1))
			bits |= 1u << l;
	for (;;) {
		/* The next edge of this depth's list whose letter is left. */
		if (bits != 0) {
			l = ctz32(bits);
			bits &= bits - 1;
			if (depth == 0)
				e = root[l];
			else if (pc) {
				k = bs + popcnt(ix & ((1u << l) - 1));
				if (k >= ne)
					continue;
				e = E[k];
			} else {
				k = i;
				i = bits != 0 ? i + 1 : DONE;
				if (!(allow >> l & 1) || k >= ne)
					continue;
				e = E[k];
			}
		} else {
			if (i >= ne)
				goto up;
			e = E[i];
			i = DICT_LAST(e) ? DONE : i + 1;
			l = DICT_LETTER(e);
			if (!(allow >> l & 1))
				continue;
		}
		if (!DICT_REACH(e))
			continue;
		if (--count[l] == 0)
			allow &= ~(1u << l);
		word[depth] = (char)let[l];
		if (sets) {
			cur = set[depth] | 1u << l;
			w = wsum[depth] + wt[l];
		}
		if (DICT_FINAL(e) && depth + 1 >= lo) {
			word[depth + 1] = '\0';
			if ((rc = sets ? found_set(s, word, depth + 1, cur,
			    w) : s->fn(s->arg, word, depth + 1)) != 0)
				return rc;
		}
		if (DICT_NEXT(e) != 0 && depth + 1 < maxd &&
		    !(need && DICT_NEEDS(e) && (k = DICT_NEXT(e) - 1) < ne &&
		    (E[k] & ~allow) != 0)) {
			/* Go on from e: its list is walked next. */
			at[depth] = i;
			left[depth] = bits;
			if (pc) {
				base[depth] = bs;
				iword[depth] = ix;
			}
			took[depth++] = (unsigned char)l;
			if (sets) {
				set[depth] = cur;
				wsum[depth] = w;
			}
			enter(E, ne, e, allow, pc, &i, &bits, &bs, &ix);
			continue;
		}
		give_back(count, l, &allow);
		continue;
up:
		if (depth == 0)
			return sets ? found_flush(s) : 0;
		i = at[--depth];
		bits = left[depth];
		if (pc) {
			bs = base[depth];
			ix = iword[depth];
		}
		give_back(count, took[depth], &allow);
	}
}

#ifdef POPCNT_TARGET
static POPCNT_TARGET int
anagram_exact_pc(struct search *s, int sets)
{
	return sets ? anagram_exact(s, 1, 1, 1) : anagram_exact(s, 0, 1, 1);
}
#else
#define anagram_exact_pc(s, sets)	0
#endif

/*
 * Does s's walk count bits (anagram_exact()'s pc)?  Where the CPU can, for
 * a hand of PC_TILES tiles at most: a bigger one refuses fewer letters of
 * the lists it walks, and walking them by counts costs it more than the
 * refusals it spares (solves: 4.5% less time at 25 tiles, 2.5% at 30,
 * level at 35, 1% more at 40 and 9% at 60; BENCHMARKS.md, the thirty-
 * second pass).
 */
#define PC_TILES	32

static inline int
counting(const struct search *s)
{
	return s->ntiles <= PC_TILES && cpu_popcnt();
}

/*
 * Without wilds, a hand of every letter of the dictionary (a whole bag)
 * lacks a letter a need word names only deep in a word, once
 * it has used up that letter's tiles: there, need words would cost a read
 * at each list for next to nothing, and are not read.
 */
static int
anagram_plain(struct search *s)
{
	if (s->wild > 0)
		return anagram_walk(s, 0);
	if (s->avail == s->every)
		return anagram_exact(s, 0, 0, 0);
	return counting(s) ? anagram_exact_pc(s, 0) : anagram_exact(s, 0, 1, 0);
}

static int
anagram_sets(struct search *s)
{
	if (s->wild > 0)
		return anagram_walk(s, 1);
	if (s->avail == s->every)
		return anagram_exact(s, 1, 0, 0);
	return counting(s) ? anagram_exact_pc(s, 1) : anagram_exact(s, 1, 1, 0);
}

/* The search of dict_anagrams(): fn, or fn_set with weight. */
static int
anagrams(const struct dict *d, const char *tiles, size_t minlen, int all,
    dict_found_fn *fn, dict_found_sets_fn *fn_set,
    const unsigned char *weight, void *arg)
{
	struct found_batch b;
	struct search s = { .d = d, .fn = fn, .fn_set = fn_set,
	    .weight = weight, .arg = arg, .minlen = minlen ? minlen : 1,
	    .all = all, .b = &b };
	int l;

	NEED_EDGES(d);
	s.every = d->h->nletters >= 32 ? DICT_ALL :
	    (1u << d->h->nletters) - 1;
	b.n = 0;
	b.len = 0;
	for (; *tiles != '\0'; tiles++) {
		if (*tiles == '?')
			s.wild++;
		else if ((l = letter(d, *tiles)) >= 0) {
			s.count[l]++;
			s.avail |= 1u << l;
		}
		else
			continue;
		s.ntiles++;
	}
	return fn_set != NULL ? anagram_sets(&s) : anagram_plain(&s);
}

int
dict_anagrams(const struct dict *d, const char *tiles, size_t minlen,
    int all, dict_found_fn *fn, void *arg)
{
	return anagrams(d, tiles, minlen, all, fn, NULL, NULL, arg);
}

int
dict_anagrams_sets(const struct dict *d, const char *tiles, size_t minlen,
    int all, const unsigned char *weight, dict_found_sets_fn *fn, void *arg)
{
	return anagrams(d, tiles, minlen, all, NULL, fn, weight, arg);
}

/* Close a set of pattern positions over '*', which may match nothing. */
static uint64_t
star_closure(const struct search *s, uint64_t set)
{
	size_t i;

	for (i = 0; i < s->patlen; i++)
		if ((set >> i & 1) && s->pat[i] == '*')
			set |= 1ULL << (i + 1);
	return set;
}

/* The positions after reading letter l from set. */
static uint64_t
pattern_step(const struct search *s, uint64_t set, int l)
{
	uint64_t next = 0;
	size_t i;
	int p;

	for (i = 0; i < s->patlen; i++) {
		if (!(set >> i & 1))
			continue;
		p = (unsigned char)s->pat[i];
		if (p == '*')
			next |= 1ULL << i;
		else if (p == '?' || p == '.' || letter(s->d, p) == l)
			next |= 1ULL << (i + 1);
	}
	return star_closure(s, next);
}

static int
match_dfs(struct search *s, uint32_t pos, size_t depth, uint64_t set)
{
	uint32_t out[ALPHA_MAX], e;
	uint64_t next;
	int i, n, rc;

	if (depth >= s->d->maxlen)
		return 0;
	n = dict_edges(s->d, pos, out);
	for (i = 0; i < n; i++) {
		e = out[i];
		if (!DICT_REACH(e) ||
		    (next = pattern_step(s, set, DICT_LETTER(e))) == 0)
			continue;
		s->word[depth] = (char)s->d->letter[DICT_LETTER(e)];
		rc = 0;
		if (DICT_FINAL(e) && (next >> s->patlen & 1)) {
			s->word[depth + 1] = '\0';
			rc = s->fn(s->arg, s->word, depth + 1);
		}
		if (rc == 0 && DICT_NEXT(e) != 0)
			rc = match_dfs(s, e, depth + 1, next);
		if (rc != 0)
			return rc;
	}
	return 0;
}

int
dict_match(const struct dict *d, const char *pattern, dict_found_fn *fn,
    void *arg, struct core_err *e)
{
	struct search s = { .d = d, .fn = fn, .arg = arg, .pat = pattern,
	    .patlen = strlen(pattern) };
	size_t i;

	NEED_EDGES(d);
	if (s.patlen == 0 || s.patlen > DICT_MAXLEN - 1)
		return core_errf(e, NULL, 0, 0, "a pattern has 1 to %d "
		    "characters", DICT_MAXLEN - 1);
	for (i = 0; i < s.patlen; i++)
		if (letter(d, pattern[i]) < 0 &&
		    strchr("?.*", pattern[i]) == NULL)
			return core_errf(e, NULL, 0, 0, "'%c' in a pattern: use "
			    "letters, '?' or '.' for one letter, '*' for any",
			    pattern[i]);
	return match_dfs(&s, 0, 0, star_closure(&s, 1));
}
