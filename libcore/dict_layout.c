/*
 * dict_layout.c: a compiled automaton's lists laid out for its file:
 * depth-first from the root, those along prefixes of words first, each
 * long list with its index word and the lists where a need word spares an
 * anagram search most with theirs (the layout: dict_int.h).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core.h"
#include "dict.h"
#include "dict_int.h"

/*
 * The letters every word below each list holds (DICT_ALL: it ends no
 * word), by where the list starts: a list is stored after the lists its
 * edges lead to, so each is known before the lists that lead to it.
 */
static void
list_needs(const struct dict_lists *b, uint32_t *need)
{
	uint32_t at, e, m;
	int i, n;

	for (at = 1; at < b->nedges; at += (uint32_t)n) {
		n = dict_list_len(b->edges, at);
		for (m = DICT_ALL, i = 0; i < n; i++) {
			e = b->edges[at + i];
			if (!DICT_REACH(e))
				continue;
			if (DICT_FINAL(e))
				m &= 1u << DICT_LETTER(e);
			else
				m &= 1u << DICT_LETTER(e) | need[DICT_NEXT(e)];
		}
		need[at] = m;
	}
}

/*
 * Which lists get a need word.  Each costs four bytes, and most would
 * spare a search next to nothing (a list deep in the automaton, that few
 * hands reach), so they go to the lists that spare most in TRAIN_HANDS
 * hands of TRAIN_TILES tiles drawn, the same each time, from the letters
 * of the words themselves, NEED_SHARE percent of the edges at most: the
 * standard list keeps about three quarters of the instructions every need
 * word would spare a 21-tile solve, and stays within its 1 MiB.
 */
#define TRAIN_HANDS	60
#define TRAIN_TILES	21
#define NEED_SHARE	3

struct trainer {
	const struct dict_lists *b;
	const uint32_t		*need;		/* by list start */
	uint32_t		*spared;	/* edges a need word spared */
	unsigned		 count[ALPHA_MAX];	/* the tiles left */
	uint32_t		 allow;		/* letters with tiles left */
};

/* The edges a walk of the list at takes with the tiles left. */
static uint32_t
train_all(struct trainer *t, uint32_t at)
{
	const uint32_t *E = t->b->edges;
	uint32_t steps = 0, e;
	int l;

	for (;; at++) {
		e = E[at];
		l = DICT_LETTER(e);
		if (DICT_REACH(e) && t->count[l] > 0) {
			steps++;
			if (DICT_NEXT(e) != 0) {
				t->count[l]--;
				steps += train_all(t, DICT_NEXT(e));
				t->count[l]++;
			}
		}
		if (DICT_LAST(e))
			return steps;
	}
}

/*
 * The walk of the list at with every need word, crediting each list that
 * one lets it leave with the edges it would have taken there.
 */
static void
train_need(struct trainer *t, uint32_t at)
{
	const uint32_t *E = t->b->edges;
	uint32_t e, nx, k;
	int l;

	for (;; at++) {
		e = E[at];
		l = DICT_LETTER(e);
		if (DICT_REACH(e) && t->count[l] > 0 &&
		    (nx = DICT_NEXT(e)) != 0) {
			if (--t->count[l] == 0)
				t->allow &= ~(1u << l);
			if ((t->need[nx] & ~t->allow) == 0)
				train_need(t, nx);
			else if ((k = train_all(t, nx)) > UINT32_MAX -
			    t->spared[nx])
				t->spared[nx] = UINT32_MAX;
			else
				t->spared[nx] += k;
			if (t->count[l]++ == 0)
				t->allow |= 1u << l;
		}
		if (DICT_LAST(e))
			return;
	}
}

/* By edges spared, most first; then by place, for the same file each time. */
static int
spared_cmp(const void *x, const void *y)
{
	const uint32_t *a = x, *b = y;

	if (a[0] != b[0])
		return a[0] < b[0] ? 1 : -1;
	return a[1] < b[1] ? -1 : a[1] > b[1];
}

/*
 * Keep the need words (need, by list start) of the lists that spared the
 * training hands most, drawn from the letters' counts in the words (freq);
 * the others' become 0.  0, or -1 out of memory.
 */
static int
choose_needs(const struct dict_lists *b, uint32_t root, uint32_t *need,
    const uint64_t *freq)
{
	struct trainer t;
	uint64_t total = 0, r, x = 0x9e3779b97f4a7c15ull;
	uint32_t *pairs, at, keep;
	size_t n = 0, i;
	int h, k, l, len;

	memset(&t, 0, sizeof(t));
	t.b = b;
	t.need = need;
	if ((t.spared = calloc(b->nedges, sizeof(*t.spared))) == NULL)
		return -1;
	for (l = 0; l < ALPHA_MAX; l++)
		total += freq[l];
	for (h = 0; h < TRAIN_HANDS && total > 0 && root != 0; h++) {
		memset(t.count, 0, sizeof(t.count));
		t.allow = 0;
		for (k = 0; k < TRAIN_TILES; k++) {
			/* xorshift64 */
			x ^= x << 13;
			x ^= x >> 7;
			x ^= x << 17;
			for (r = x % total, l = 0; r >= freq[l]; l++)
				r -= freq[l];
			t.count[l]++;
			t.allow |= 1u << l;
		}
		train_need(&t, root);
	}
	/* Of the lists a need word spared anything, the best keep it. */
	if ((pairs = malloc(b->nedges * 2 * sizeof(*pairs))) == NULL) {
		free(t.spared);
		return -1;
	}
	for (at = 1; at < b->nedges; at += (uint32_t)len) {
		len = dict_list_len(b->edges, at);
		if (t.spared[at] > 0 && need[at] != 0) {
			pairs[2 * n] = t.spared[at];
			pairs[2 * n++ + 1] = at;
		} else
			need[at] = 0;
	}
	qsort(pairs, n, 2 * sizeof(*pairs), spared_cmp);
	keep = (uint32_t)(b->nedges * NEED_SHARE / 100);
	for (i = keep; i < n; i++)
		need[pairs[2 * i + 1]] = 0;
	free(pairs);
	free(t.spared);
	return 0;
}

/*
 * Give the list on stack[0], and those below it not yet placed, their
 * places depth-first (preorder), from *next on; below prefixes of words
 * only (edges with the reach bit) if reach, and then each list whose words
 * all hold some letter (need) is preceded by its need word.  The stack has
 * room for an entry per edge.
 */
static void
place_dfs(const struct dict_lists *b, uint32_t *to, uint32_t *stack,
    size_t *next, int reach, const uint32_t *need)
{
	size_t sp = 1;
	uint32_t at, e;
	int i, n;

	while (sp > 0) {
		at = stack[--sp];
		if (to[at] != 0)
			continue;
		if (reach && need[at] != 0)
			++*next;
		to[at] = (uint32_t)*next;
		n = dict_list_len(b->edges, at);
		*next += (size_t)n + (n >= DICT_INDEX_MIN);
		for (i = n - 1; i >= 0; i--) {
			e = b->edges[at + i];
			if (DICT_NEXT(e) != 0 && to[DICT_NEXT(e)] == 0 &&
			    (!reach || DICT_REACH(e)))
				stack[sp++] = DICT_NEXT(e);
		}
	}
}

/*
 * Relay the lists depth-first from the root (preorder), so the list a walk
 * needs next is mostly close to the one it is reading, and those along the
 * prefixes of words before all others: an anagram search of a 21-tile hand
 * reads thousands of lists, in a process whose caches are cold, and packed
 * together they cost it about a fifth of its time less; *prefix is where
 * they end, so such a search maps them ahead and no more (dict_prefault).
 * Give long lists their index word, and those choose_needs() picks their
 * need word; then rewrite every pointer.
 */
int
dict_layout(struct dict_lists *b, uint32_t *root, uint32_t *prefix,
    const uint64_t *freq)
{
	uint32_t *to, *out, *stack, *need, at, e, t, bits, nx;
	size_t next = 1;
	int i, n, rc = -1;

	to = calloc(b->nedges, sizeof(*to));
	need = calloc(b->nedges, sizeof(*need));
	out = malloc(3 * b->nedges * sizeof(*out));
	stack = malloc((b->nedges + 1) * sizeof(*stack));
	if (to == NULL || need == NULL || out == NULL || stack == NULL)
		goto fail;
	list_needs(b, need);
	if (choose_needs(b, *root, need, freq) == -1)
		goto fail;
	/*
	 * First the lists a walk along the prefixes of words reaches (all an
	 * anagram search reads); then the others, from wherever they are.
	 */
	if (*root != 0) {
		stack[0] = *root;
		place_dfs(b, to, stack, &next, 1, need);
	}
	*prefix = (uint32_t)next;
	for (at = 1; at < b->nedges; at += (uint32_t)n) {
		n = dict_list_len(b->edges, at);
		if (to[at] == 0) {
			stack[0] = at;
			place_dfs(b, to, stack, &next, 0, need);
		}
	}
	if (next >= DICT_MAX_EDGES) {
		rc = -2;
		goto fail;
	}
	/* A list along prefixes has its need word if it has a need. */
	for (at = 1; at < b->nedges; at += (uint32_t)n) {
		n = dict_list_len(b->edges, at);
		if (to[at] == 0 || to[at] >= *prefix)
			need[at] = 0;
	}
	out[0] = 0;
	for (at = 1; at < b->nedges; at += (uint32_t)n) {
		n = dict_list_len(b->edges, at);
		if (to[at] == 0)
			continue;	/* unreachable: cannot happen */
		t = to[at];
		if (need[at] != 0)
			out[t - 1] = need[at];
		if (n >= DICT_INDEX_MIN) {
			for (bits = 0, i = 0; i < n; i++)
				bits |= 1u << DICT_LETTER(b->edges[at + i]);
			out[t++] = bits;
		}
		for (i = 0; i < n; i++) {
			e = b->edges[at + i];
			if ((nx = DICT_NEXT(e)) != 0)
				e = (e & 0xff) | (uint32_t)(dict_list_len(b->edges,
				    nx) >= DICT_INDEX_MIN) << 8 |
				    (uint32_t)(need[nx] != 0) << 9 |
				    to[nx] << DICT_NEXT_SHIFT;
			out[t + (uint32_t)i] = e;
		}
	}
	if (*root != 0 && dict_list_len(b->edges, *root) >= DICT_INDEX_MIN)
		*root = to[*root] + 1;	/* the header table replaces it */
	else
		*root = *root ? to[*root] : 0;
	free(b->edges);
	b->edges = out;
	b->nedges = next;
	free(to);
	free(need);
	free(stack);
	return 0;
fail:
	free(to);
	free(need);
	free(out);
	free(stack);
	return rc;
}
