/*
 * dict_compile.c: word list -> minimal labelled suffix automaton -> file image.
 *
 * Every suffix of every word is generated, sorted and fed to the
 * incremental construction of Daciuk, Mihov, Watson and Watson ("Incremental
 * Construction of Minimal Acyclic Finite-State Automata", 2000) with a
 * "word ends here" label.  Identical sibling lists are stored once, and
 * lists are laid out depth-first so a walk down a word stays close, those
 * below prefixes of words first.
 */
#include <stdlib.h>
#include <string.h>

#include "core.h"
#include "dict.h"
#include "dict_compile.h"
#include "util.h"

#define MAX_EDGES	DICT_MAX_EDGES

struct entry {
	const char	*s;
	uint8_t		 len;
	uint8_t		 word;
};

struct builder {
	uint32_t	*edges;		/* lists, from index 1 */
	size_t		 nedges, cap;
	uint32_t	*table;		/* hash of list start indices */
	size_t		 tcap, tcount;
	/* the path under construction: a node per depth */
	uint32_t	 stack[DICT_MAXLEN + 1][26];
	int		 nkids[DICT_MAXLEN + 1];
	int		 final[DICT_MAXLEN + 1];
	char		 letter[DICT_MAXLEN + 1];
	size_t		 depth;
	int		 full;		/* MAX_EDGES reached */
};

static int
entry_cmp(const void *a, const void *b)
{
	const struct entry *x = a, *y = b;
	size_t n = x->len < y->len ? x->len : y->len;
	int c;

	if ((c = memcmp(x->s, y->s, n)) != 0)
		return c;
	return (int)x->len - (int)y->len;
}

/*
 * A list's hash.  The table is indexed by its low bits, and a product's
 * low bits depend only on the low bits of what was multiplied: without
 * the final mixing (MurmurHash3's), lists differing only in where their
 * edges lead (the high bits) shared slots, and a list of random long
 * words took minutes in probe chains.
 */
/* The letter of x at depth d, or -1 past its end. */
static inline int
key_at(const struct entry *x, size_t d)
{
	return d < x->len ? (unsigned char)x->s[d] : -1;
}

static inline void
swap_entries(struct entry *a, struct entry *b)
{
	struct entry t = *a;

	*a = *b;
	*b = t;
}

/*
 * Sort a[0..n), whose strings agree on their first d letters, as
 * entry_cmp would: Bentley and Sedgewick's multikey quicksort ("Fast
 * Algorithms for Sorting and Searching Strings", 1997), which reads each
 * letter about once, where qsort compares whole suffixes again and again
 * (and the C library's may be a smoothsort, moving entries one by one):
 * qsort was nine tenths of compiling the large list.  The largest of the
 * three parts is sorted in the loop, the others by a call, so the calls
 * nest log2(n) deep at most.
 */
static void
sort_entries(struct entry *a, size_t n, size_t d)
{
	size_t lt, gt, i, j;
	int v, k, z;

	while (n > 1) {
		if (n < 12) {
			for (i = 1; i < n; i++)
				for (j = i; j > 0 && entry_cmp(&a[j - 1],
				    &a[j]) > 0; j--)
					swap_entries(&a[j - 1], &a[j]);
			return;
		}
		/* The median of three letters is the pivot. */
		v = key_at(&a[n / 2], d);
		k = key_at(&a[0], d);
		z = key_at(&a[n - 1], d);
		if ((v <= k && k <= z) || (z <= k && k <= v))
			v = k;
		else if ((v <= z && z <= k) || (k <= z && z <= v))
			v = z;
		for (lt = i = 0, gt = n; i < gt;) {
			k = key_at(&a[i], d);
			if (k < v)
				swap_entries(&a[lt++], &a[i++]);
			else if (k > v)
				swap_entries(&a[i], &a[--gt]);
			else
				i++;
		}
		/* a[0, lt) < v, a[lt, gt) == v, a[gt, n) > v. */
		if (lt >= gt - lt && lt >= n - gt) {
			if (v >= 0)
				sort_entries(a + lt, gt - lt, d + 1);
			sort_entries(a + gt, n - gt, d);
			n = lt;
		} else if (n - gt >= gt - lt) {
			if (v >= 0)
				sort_entries(a + lt, gt - lt, d + 1);
			sort_entries(a, lt, d);
			a += gt;
			n -= gt;
		} else {
			sort_entries(a, lt, d);
			sort_entries(a + gt, n - gt, d);
			if (v < 0)
				return;
			a += lt;
			n = gt - lt;
			d++;
		}
	}
}

static uint64_t
list_hash(const uint32_t *l, int n)
{
	uint64_t h = 1469598103934665603ULL;
	int i;

	for (i = 0; i < n; i++) {
		h ^= l[i];
		h *= 1099511628211ULL;
	}
	h ^= h >> 33;
	h *= 0xff51afd7ed558ccdULL;
	h ^= h >> 33;
	h *= 0xc4ceb9fe1a85ec53ULL;
	return h ^ (h >> 33);
}

static int
list_len(const uint32_t *edges, uint32_t at)
{
	int n = 1;

	while (!DICT_LAST(edges[at + n - 1]))
		n++;
	return n;
}

static int
table_grow(struct builder *b)
{
	uint32_t *t, at;
	size_t cap = b->tcap ? b->tcap * 2 : 1 << 10, i, j;

	if ((t = calloc(cap, sizeof(*t))) == NULL)
		return -1;
	for (i = 0; i < b->tcap; i++) {
		if ((at = b->table[i]) == 0)
			continue;
		j = list_hash(b->edges + at, list_len(b->edges, at)) &
		    (cap - 1);
		while (t[j] != 0)
			j = (j + 1) & (cap - 1);
		t[j] = at;
	}
	free(b->table);
	b->table = t;
	b->tcap = cap;
	return 0;
}

/* The index of a list equal to l[0..n), stored now if it is new. */
static int
list_register(struct builder *b, uint32_t *l, int n, uint32_t *at)
{
	size_t j;
	uint32_t *p;

	if (n == 0) {
		*at = 0;
		return 0;
	}
	l[n - 1] |= 1u << 5;		/* last sibling */
	if (b->tcount * 2 >= b->tcap && table_grow(b) == -1)
		return -1;
	j = list_hash(l, n) & (b->tcap - 1);
	for (; b->table[j] != 0; j = (j + 1) & (b->tcap - 1))
		if (list_len(b->edges, b->table[j]) == n &&
		    memcmp(b->edges + b->table[j], l, n * sizeof(*l)) == 0) {
			*at = b->table[j];
			return 0;
		}
	if (b->nedges + (size_t)n >= MAX_EDGES) {
		b->full = 1;	/* as it grows: not after all the work */
		return -1;
	}
	if (b->nedges + (size_t)n > b->cap) {
		size_t cap = b->cap ? b->cap * 2 : 1 << 10;

		while (cap < b->nedges + (size_t)n)
			cap *= 2;
		if ((p = realloc(b->edges, cap * sizeof(*p))) == NULL)
			return -1;
		b->edges = p;
		b->cap = cap;
	}
	memcpy(b->edges + b->nedges, l, n * sizeof(*l));
	*at = (uint32_t)b->nedges;
	b->table[j] = *at;
	b->tcount++;
	b->nedges += (size_t)n;
	return 0;
}

/* Finish the deepest node and hang it from its parent. */
static int
pop_node(struct builder *b)
{
	size_t d = b->depth;
	uint32_t at, e;
	int i, reach = b->final[d];

	for (i = 0; i < b->nkids[d]; i++)
		reach |= DICT_REACH(b->stack[d][i]);
	if (list_register(b, b->stack[d], b->nkids[d], &at) == -1)
		return -1;
	e = (uint32_t)(b->letter[d] - 'a') | (uint32_t)b->final[d] << 6 |
	    (uint32_t)reach << 7 | at << 9;
	b->depth--;
	b->stack[d - 1][b->nkids[d - 1]++] = e;
	return 0;
}

/*
 * Give the list on stack[0], and those below it not yet placed, their
 * places depth-first (preorder), from *next on; below prefixes of words
 * only (edges with the reach bit) if reach.  The stack has room for an
 * entry per edge.
 */
static void
place_dfs(const struct builder *b, uint32_t *to, uint32_t *stack,
    size_t *next, int reach)
{
	size_t sp = 1;
	uint32_t at, e;
	int i, n;

	while (sp > 0) {
		at = stack[--sp];
		if (to[at] != 0)
			continue;
		to[at] = (uint32_t)*next;
		n = list_len(b->edges, at);
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
 * together they cost it about a fifth of its time less.  Give long lists
 * their index word; then rewrite every pointer.
 */
static int
relayout(struct builder *b, uint32_t *root)
{
	uint32_t *to, *out, *stack, at, e, t, bits;
	size_t next = 1;
	int i, n;

	to = calloc(b->nedges, sizeof(*to));
	out = malloc(2 * b->nedges * sizeof(*out));
	stack = malloc((b->nedges + 1) * sizeof(*stack));
	if (to == NULL || out == NULL || stack == NULL) {
		free(to);
		free(out);
		free(stack);
		return -1;
	}
	/*
	 * First the lists a walk along the prefixes of words reaches (all an
	 * anagram search reads); then the others, from wherever they are.
	 */
	if (*root != 0) {
		stack[0] = *root;
		place_dfs(b, to, stack, &next, 1);
	}
	for (at = 1; at < b->nedges; at += (uint32_t)n) {
		n = list_len(b->edges, at);
		if (to[at] == 0) {
			stack[0] = at;
			place_dfs(b, to, stack, &next, 0);
		}
	}
	if (next >= MAX_EDGES) {
		b->full = 1;
		goto fail;
	}
	out[0] = 0;
	for (at = 1; at < b->nedges; at += (uint32_t)n) {
		n = list_len(b->edges, at);
		if (to[at] == 0)
			continue;	/* unreachable: cannot happen */
		t = to[at];
		if (n >= DICT_INDEX_MIN) {
			for (bits = 0, i = 0; i < n; i++)
				bits |= 1u << DICT_LETTER(b->edges[at + i]);
			out[t++] = bits;
		}
		for (i = 0; i < n; i++) {
			e = b->edges[at + i];
			if (DICT_NEXT(e) != 0)
				e = (e & 0xff) | (uint32_t)(list_len(b->edges,
				    DICT_NEXT(e)) >= DICT_INDEX_MIN) << 8 |
				    to[DICT_NEXT(e)] << 9;
			out[t + (uint32_t)i] = e;
		}
	}
	if (*root != 0 && list_len(b->edges, *root) >= DICT_INDEX_MIN)
		*root = to[*root] + 1;	/* the header table replaces it */
	else
		*root = *root ? to[*root] : 0;
	free(b->edges);
	b->edges = out;
	b->nedges = next;
	free(to);
	free(stack);
	return 0;
fail:
	free(to);
	free(out);
	free(stack);
	return -1;
}

/*
 * Is this line a word: all lowercase letters (all capitals in caps)?  One
 * letter alone is a letter's name, not a word, but for "a" and "I".
 */
static int
is_word(const char *p, size_t n, int caps)
{
	size_t i;

	if (n == 0 || n > DICT_MAXLEN ||
	    (n == 1 && (p[0] | 0x20) != 'a' && (p[0] | 0x20) != 'i'))
		return 0;
	for (i = 0; i < n; i++)
		if (caps ? !(p[i] >= 'A' && p[i] <= 'Z') :
		    !(p[i] >= 'a' && p[i] <= 'z'))
			return 0;
	return 1;
}

/* A line's length without the blanks at its end. */
static size_t
trim_end(const char *p, size_t n)
{
	while (n > 0 && (p[n - 1] == ' ' || p[n - 1] == '\t'))
		n--;
	return n;
}

/* Collect the words: see dict_compile.h for which lines count. */
static char *
collect(const char *text, size_t len, struct entry **ents, size_t *nents,
    struct dict_compile_stats *st, struct core_err *e)
{
	const char *p, *q, *end = text + len;
	size_t n, i, nletters = 0, work = 0, k = 0;
	int caps = 1;
	char *words, *w;

	/* A list with no lowercase letter anywhere is written in capitals. */
	for (p = text; p < end && caps; p++)
		if (*p >= 'a' && *p <= 'z')
			caps = 0;
	for (q = text; (p = line_next(&q, end, &n)) != NULL;) {
		n = trim_end(p, n);
		if (is_word(p, n, caps)) {
			nletters += n;
			work += n * (n + 1) / 2;
		} else if (n > 0)
			st->skipped++;
		/* Refused before anything is built: see dict_compile.h. */
		if (nletters > DICT_LIST_LETTERS) {
			core_errf(e, NULL, 0, 0, "a list too large to compile: "
			    "more than %u letters in its words",
			    DICT_LIST_LETTERS);
			return NULL;
		}
		if (work > DICT_LIST_WORK) {
			core_errf(e, NULL, 0, 0, "a list too large to compile: "
			    "more than %u letters in its words' endings (a "
			    "word of n letters has n(n+1)/2)", DICT_LIST_WORK);
			return NULL;
		}
	}
	if ((words = malloc(nletters + 1)) == NULL ||
	    (*ents = malloc((nletters + 1) * sizeof(**ents))) == NULL) {
		free(words);
		core_nomem(e);
		return NULL;
	}
	w = words;
	for (q = text; (p = line_next(&q, end, &n)) != NULL;) {
		n = trim_end(p, n);
		if (!is_word(p, n, caps))
			continue;
		for (i = 0; i < n; i++)
			w[i] = (char)(p[i] | 0x20);
		/* Every suffix; the whole word is labelled a word. */
		for (i = 0; i < n; i++) {
			(*ents)[k].s = w + i;
			(*ents)[k].len = (uint8_t)(n - i);
			(*ents)[k].word = i == 0;
			k++;
		}
		w += n;
	}
	*nents = k;
	return words;
}

int
dict_compile(const char *text, size_t len, const struct dict_src *src,
    struct buf *out, struct dict_compile_stats *stats, struct core_err *e)
{
	struct dict_compile_stats st = { 0, 0, 0 };
	struct builder *b;
	struct dict_header h;
	struct entry *ents = NULL, *prev = NULL, *x;
	char *words;
	size_t nents = 0, i, cp, maxlen = 0, u;
	uint32_t root;
	int rc = -1;

	if ((b = calloc(1, sizeof(*b))) == NULL)
		return core_nomem(e);
	if ((words = collect(text, len, &ents, &nents, &st, e)) == NULL) {
		free(b);
		return -1;
	}
	if (nents == 0) {
		core_errf(e, NULL, 0, 0, "the list has no words (one "
		    "lowercase word a-z per line)");
		goto out;
	}
	sort_entries(ents, nents, 0);
	b->nedges = 1;			/* edge 0 means "no edges" */
	if ((b->edges = calloc(1 << 10, sizeof(*b->edges))) == NULL)
		goto nomem;
	b->cap = 1 << 10;
	for (i = 0; i < nents; i++) {
		x = &ents[i];
		if (prev != NULL && entry_cmp(prev, x) == 0) {
			/* The same string again: a repeated word counts once. */
			if (x->word && !b->final[b->depth])
				st.words++;
			b->final[b->depth] |= x->word;
			continue;
		}
		cp = 0;
		if (prev != NULL)
			while (cp < x->len && cp < prev->len &&
			    prev->s[cp] == x->s[cp])
				cp++;
		while (b->depth > cp)
			if (pop_node(b) == -1)
				goto nomem;
		for (u = cp; u < x->len; u++) {
			b->depth++;
			b->nkids[b->depth] = 0;
			b->final[b->depth] = 0;
			b->letter[b->depth] = x->s[u];
		}
		b->final[b->depth] |= x->word;
		if (x->word) {
			st.words++;
			if (x->len > maxlen)
				maxlen = x->len;
		}
		prev = x;
	}
	while (b->depth > 0)
		if (pop_node(b) == -1)
			goto nomem;
	if (list_register(b, b->stack[0], b->nkids[0], &root) == -1 ||
	    relayout(b, &root) == -1)
		goto nomem;
	memset(&h, 0, sizeof(h));
	memcpy(h.magic, DICT_MAGIC, 8);
	h.nedges = (uint32_t)b->nedges;
	h.nwords = (uint32_t)st.words;
	h.maxlen = (uint32_t)maxlen;
	h.root = root;
	if (src != NULL) {
		h.src_size = src->size;
		h.src_mtime = src->mtime;
		h.src_mtime_ns = src->mtime_ns;
		h.src_id = src->id;
	}
	for (i = 0; root != 0; i++) {
		h.root_edge[DICT_LETTER(b->edges[root + i])] =
		    b->edges[root + i];
		if (DICT_LAST(b->edges[root + i]))
			break;
	}
	st.edges = b->nedges;
	if (buf_add(out, &h, sizeof(h)) == -1 ||
	    buf_add(out, b->edges, b->nedges * sizeof(*b->edges)) == -1)
		goto nomem;
	if (stats != NULL)
		*stats = st;
	rc = 0;
	goto out;
nomem:
	if (b->full)
		core_errf(e, NULL, 0, 0, "a list too large to compile: its "
		    "automaton needs more than %u edges", MAX_EDGES);
	else
		core_nomem(e);
out:
	free(b->edges);
	free(b->table);
	free(b);
	free(ents);
	free(words);
	return rc;
}
