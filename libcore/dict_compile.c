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

#include "alphabet.h"
#include "core.h"
#include "dict.h"
#include "dict_compile.h"
#include "dict_int.h"
#include "util.h"

#define MAX_EDGES	DICT_MAX_EDGES

struct builder {
	uint32_t	*edges;		/* lists, from index 1 */
	size_t		 nedges, cap;
	uint32_t	*table;		/* hash of list start indices */
	size_t		 tcap, tcount;
	/* the path under construction: a node per depth */
	uint32_t	 stack[DICT_MAXLEN + 1][ALPHA_MAX];
	int		 nkids[DICT_MAXLEN + 1];
	int		 final[DICT_MAXLEN + 1];
	unsigned char	 letter[DICT_MAXLEN + 1];	/* indices */
	size_t		 depth;
	int		 full;		/* MAX_EDGES reached */
};

/*
 * An entry is a suffix of a kept word, packed: where it starts among the
 * words' letters (24 bits, DICT_LIST_LETTERS at most), its length (7
 * bits, DICT_MAXLEN at most) and whether it is the whole word (the top
 * bit).  Four bytes where a pointer and two lengths took sixteen: the 4.3
 * million suffixes of German's list are 17 MB to sort, not 69.
 */
#define ENT(at, len, word)	((uint32_t)(at) | (uint32_t)(len) << 24 | \
				    (uint32_t)(word) << 31)
#define ENT_AT(x)	((x) & 0xffffffu)
#define ENT_LEN(x)	((size_t)((x) >> 24 & 0x7f))
#define ENT_WORD(x)	((int)((x) >> 31))
#if DICT_MAXLEN > 127 || DICT_LIST_LETTERS > (1u << 24)
#error "an entry's length or start does not fit its bits"
#endif

/*
 * Entries x and y, of the letters l, whose first d letters are the same,
 * in the order the automaton is built in: by their letters, a prefix
 * first.
 */
static inline int
entry_cmp(const unsigned char *l, uint32_t x, uint32_t y, size_t d)
{
	const unsigned char *p = l + ENT_AT(x), *q = l + ENT_AT(y);
	size_t nx = ENT_LEN(x), ny = ENT_LEN(y), n = nx < ny ? nx : ny;

	for (; d < n; d++)
		if (p[d] != q[d])
			return p[d] - q[d];
	return (int)nx - (int)ny;
}

/* The letter of x at depth d, or -1 past its end. */
static inline int
key_at(const unsigned char *l, uint32_t x, size_t d)
{
	return d < ENT_LEN(x) ? l[ENT_AT(x) + d] : -1;
}

static inline void
swap_entries(uint32_t *a, uint32_t *b)
{
	uint32_t t = *a;

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
sort_entries(const unsigned char *l, uint32_t *a, size_t n, size_t d)
{
	size_t lt, gt, i, j;
	int v, k, z;

	while (n > 1) {
		if (n < 12) {
			for (i = 1; i < n; i++)
				for (j = i; j > 0 && entry_cmp(l, a[j - 1],
				    a[j], d) > 0; j--)
					swap_entries(&a[j - 1], &a[j]);
			return;
		}
		/* The median of three letters is the pivot. */
		v = key_at(l, a[n / 2], d);
		k = key_at(l, a[0], d);
		z = key_at(l, a[n - 1], d);
		if ((v <= k && k <= z) || (z <= k && k <= v))
			v = k;
		else if ((v <= z && z <= k) || (k <= z && z <= v))
			v = z;
		for (lt = i = 0, gt = n; i < gt;) {
			k = key_at(l, a[i], d);
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
				sort_entries(l, a + lt, gt - lt, d + 1);
			sort_entries(l, a + gt, n - gt, d);
			n = lt;
		} else if (n - gt >= gt - lt) {
			if (v >= 0)
				sort_entries(l, a + lt, gt - lt, d + 1);
			sort_entries(l, a, lt, d);
			a += gt;
			n -= gt;
		} else {
			sort_entries(l, a, lt, d);
			sort_entries(l, a + gt, n - gt, d);
			if (v < 0)
				return;
			a += lt;
			n = gt - lt;
			d++;
		}
	}
}

/*
 * Sort the n entries of a (of the letters l), whose first d letters are
 * the same, as entry_cmp would, with room for n more in tmp and n bytes in
 * key: a group of RADIX_MIN or more by its letter at d, counted and
 * placed in one pass each (an MSD radix sort), each part then sorted
 * from d + 1 on; a smaller one by sort_entries().  Placing keeps the
 * order within a part, and the entries come in the order of the words'
 * letters: the first passes read the letters in order, where the
 * quicksort's first levels read them all over.
 */
#define RADIX_MIN	2048

static void
radix_entries(const unsigned char *l, uint32_t *a, size_t n, size_t d,
    uint32_t *tmp, unsigned char *key)
{
	size_t at[ALPHA_MAX + 2], i, c;

	if (n < RADIX_MIN) {
		sort_entries(l, a, n, d);
		return;
	}
	memset(at, 0, sizeof(at));
	for (i = 0; i < n; i++) {
		key[i] = (unsigned char)(key_at(l, a[i], d) + 1);
		at[key[i] + 1]++;
	}
	for (c = 1; c <= ALPHA_MAX + 1; c++)
		at[c] += at[c - 1];
	for (i = 0; i < n; i++)
		tmp[at[key[i]]++] = a[i];
	memcpy(a, tmp, n * sizeof(*a));
	/* at[c] now ends part c; part 0, those that end at d, are alike. */
	for (c = 1, i = at[0]; c <= ALPHA_MAX; i = at[c++])
		radix_entries(l, a + i, at[c] - i, d + 1, tmp, key);
}

/*
 * A list's hash.  The table is indexed by its low bits, and a product's
 * low bits depend only on the low bits of what was multiplied: without
 * the final mixing (MurmurHash3's), lists differing only in where their
 * edges lead (the high bits) shared slots, and a list of random long
 * words took minutes in probe chains.
 */
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
table_grow(struct builder *b)
{
	uint32_t *t, at;
	size_t cap = b->tcap ? b->tcap * 2 : 1 << 10, i, j;

	if ((t = calloc(cap, sizeof(*t))) == NULL)
		return -1;
	for (i = 0; i < b->tcap; i++) {
		if ((at = b->table[i]) == 0)
			continue;
		j = list_hash(b->edges + at, dict_list_len(b->edges, at)) &
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
		if (dict_list_len(b->edges, b->table[j]) == n &&
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
	e = (uint32_t)b->letter[d] | (uint32_t)b->final[d] << 6 |
	    (uint32_t)reach << 7 | at << DICT_NEXT_SHIFT;
	b->depth--;
	b->stack[d - 1][b->nkids[d - 1]++] = e;
	return 0;
}

/*
 * Lay b's lists out for the file (dict_layout): 0, or -1 out of memory or
 * edges (b->full).
 */
static int
lay_out(struct builder *b, uint32_t *root, uint32_t *prefix,
    const uint64_t *freq)
{
	struct dict_lists l = { b->edges, b->nedges };
	int rc;

	rc = dict_layout(&l, root, prefix, freq);
	b->edges = l.edges;
	b->nedges = l.nedges;
	if (rc == -2)
		b->full = 1;
	return rc < 0 ? -1 : 0;
}

/* How a list's line is written, once decoded. */
enum shape {
	SMALL,		/* small letters only: "baum" */
	CAPITALISED,	/* a capital, then small letters: "Baum", "A" */
	CAPITALS,	/* two capitals or more, no small letter: "UNO" */
	INNER		/* a capital after the first letter: "GmbH" */
};

/* What the words of a list are judged by (dict_compile_alpha). */
struct rules {
	const struct alphabet	*a;
	unsigned		 flags;
	int			 english;	/* "a" and "i" the only singles */
	int			 tiles;		/* decoded as tiles, no folds */
	int			 caps;		/* the list is in capitals */
	int			 y;		/* Y's index, or -1 */
};

/* The rules of alphabet a with flags. */
static void
rules_init(struct rules *r, const struct alphabet *a, unsigned flags)
{
	memset(r, 0, sizeof(*r));
	r->a = a;
	r->flags = flags;
	r->y = alpha_index(a, 'Y');
	if (strcmp(a->code, "en") == 0 && !(flags & DICT_ALL_SINGLES)) {
		/*
		 * English's lists spell borrowed words with their accents
		 * (café): those lines stay out, as before alphabets.
		 */
		r->tiles = 1;
		r->english = 1;
	}
}

/* The shape of n letter bytes w (n > 0). */
static enum shape
shape_of(const unsigned char *w, size_t n)
{
	size_t i, small = 0;

	for (i = 0; i < n; i++)
		small += (w[i] & 0x20) != 0;
	if (small == n)
		return SMALL;
	if (small == 0)
		return n > 1 ? CAPITALS : CAPITALISED;
	return small == n - 1 && !(w[0] & 0x20) ? CAPITALISED : INNER;
}

/*
 * May a decoded line of n letters, of shape sh, be a word by the names
 * rule (dict_compile.h)?
 */
static int
is_word(const struct rules *r, size_t n, enum shape sh)
{
	if (n == 0 || n > DICT_MAXLEN)
		return 0;
	if (r->caps)
		return sh == CAPITALS || (n == 1 && sh == CAPITALISED) ?
		    1 : 0;
	switch (r->a->names) {
	case ALPHA_NAMES_NONE:
		break;
	case ALPHA_NAMES_CAPS_ABBREV:
		if (sh == CAPITALS || sh == INNER)
			return 0;
		break;
	default:
		if (sh != SMALL)
			return 0;
	}
	return 1;
}

/* The rules that hold whatever the case: one letter, a vowel. */
static int
is_word_letters(const struct rules *r, const unsigned char *w, size_t n)
{
	const struct alphabet *a = r->a;
	size_t i;
	int l;

	if (n == 1) {
		if (r->flags & DICT_ALL_SINGLES)
			return 1;
		if (r->english)
			return (w[0] | 0x20) == 'a' || (w[0] | 0x20) == 'i';
		l = alpha_index(a, w[0]);
		return (a->vowel >> l & 1) || l == r->y;
	}
	if (!(r->flags & DICT_NEED_VOWEL))
		return 1;
	for (i = 0; i < n; i++)
		if (alpha_is_vowel(a, w[i]) || alpha_index(a, w[i]) == r->y)
			return 1;
	return 0;
}

/* A line's length without the blanks at its end. */
static size_t
trim_end(const char *p, size_t n)
{
	while (n > 0 && (p[n - 1] == ' ' || p[n - 1] == '\t'))
		n--;
	return n;
}

/*
 * Decode the line p (n bytes) into its letters, appended to words, with
 * its length in lens and its shape in shapes; nothing when it holds
 * anything but letters (or bad UTF-8).  1 when it was added, 0 when not,
 * -1 out of memory.
 */
static int
decode_line(const struct rules *r, const char *p, size_t n, struct buf *words,
    struct buf *lens, struct buf *shapes)
{
	const unsigned char *w;
	struct core_err e;
	size_t at = words->len, k, i;

	if ((r->tiles ? alpha_decode_tiles(r->a, p, n, ALPHA_KEEP, words,
	    &e) : alpha_decode(r->a, p, n, ALPHA_KEEP, words, &e)) != 0) {
		words->len = at;
		return words->failed ? -1 : 0;
	}
	w = (const unsigned char *)words->p + at;
	k = words->len - at;
	for (i = 0; i < k; i++)
		if (alpha_index(r->a, w[i]) < 0)
			break;
	if (i < k || k == 0 || k > DICT_MAXLEN) {
		words->len = at;
		return 0;
	}
	if (buf_addc(lens, (int)k) == -1 ||
	    buf_addc(shapes, (int)shape_of(w, k)) == -1)
		return -1;
	return 1;
}

/*
 * Every line decoded (decode_line); r->caps set when no line is a word
 * of small letters: a title, a note or a name (small letters after a
 * capital) leaves a Scrabble list in capitals.  0, or -1 out of memory.
 */
static int
decode_lines(struct rules *r, const char *text, size_t len,
    struct buf *words, struct buf *lens, struct buf *shapes,
    struct dict_compile_stats *st)
{
	const char *p, *q, *end = text + len;
	size_t n, i;
	int rc;

	for (q = text; (p = line_next(&q, end, &n)) != NULL;) {
		n = trim_end(p, n);
		if ((rc = decode_line(r, p, n, words, lens, shapes)) == -1)
			return -1;
		if (rc == 0 && n > 0)
			st->skipped++;
	}
	r->caps = 1;
	for (i = 0; i < shapes->len && r->caps; i++)
		if ((enum shape)shapes->p[i] == SMALL)
			r->caps = 0;
	return 0;
}

/* Collect the words: see dict_compile.h for which lines count. */
static char *
collect(struct rules *r, const char *text, size_t len, uint32_t **ents,
    size_t *nents, struct dict_compile_stats *st, struct core_err *e)
{
	struct buf words = { 0 }, lens = { 0 }, shapes = { 0 };
	const unsigned char *w;
	size_t n, i, j, nletters = 0, work = 0, k = 0, at = 0, out = 0;

	if (decode_lines(r, text, len, &words, &lens, &shapes, st) == -1)
		goto nomem;
	*ents = NULL;
	for (j = 0; j < lens.len; j++, at += n) {
		n = (unsigned char)lens.p[j];
		w = (const unsigned char *)words.p + at;
		if (!is_word(r, n, (enum shape)shapes.p[j]) ||
		    !is_word_letters(r, w, n)) {
			st->skipped++;
			continue;
		}
		/* Kept: as indices, in place, for the automaton. */
		for (i = 0; i < n; i++)
			words.p[out + i] = (char)alpha_index(r->a, w[i]);
		lens.p[k++] = (char)n;
		out += n;
		nletters += n;
		work += n * (n + 1) / 2;
	}
	/* Refused before anything is built: see dict_compile.h. */
	if (nletters > DICT_LIST_LETTERS) {
		core_errf(e, NULL, 0, 0, "a list too large to compile: more "
		    "than %u letters in its words", DICT_LIST_LETTERS);
		goto fail;
	}
	if (work > DICT_LIST_WORK) {
		core_errf(e, NULL, 0, 0, "a list too large to compile: more "
		    "than %u letters in its words' endings (a word of n "
		    "letters has n(n+1)/2)", DICT_LIST_WORK);
		goto fail;
	}
	/* And room for radix_entries(), written all over. */
	if ((*ents = mem_alloc_huge((2 * nletters + 1) * sizeof(**ents) +
	    nletters)) == NULL)
		goto nomem;
	for (j = at = 0; j < k; j++, at += n) {
		n = (unsigned char)lens.p[j];
		/* Every suffix; the whole word is labelled a word. */
		for (i = 0; i < n; i++) {
			(*ents)[(*nents)++] = ENT(at + i, n - i, i == 0);
		}
	}
	buf_free(&lens);
	buf_free(&shapes);
	if (words.p == NULL && (words.p = malloc(1)) == NULL)
		goto nomem;
	return words.p;
nomem:
	core_nomem(e);
fail:
	buf_free(&words);
	buf_free(&lens);
	buf_free(&shapes);
	return NULL;
}

int
dict_compile(const char *text, size_t len, const struct dict_src *src,
    struct buf *out, struct dict_compile_stats *stats, struct core_err *e)
{
	struct alphabet en;

	alpha_english(&en);
	return dict_compile_alpha(text, len, &en, 0, src, out, stats, e);
}

/* The header of a dictionary of b's automaton, root and alphabet. */
static void
header_fill(struct dict_header *h, const struct builder *b, uint32_t root,
    const struct alphabet *a)
{
	int i;

	memset(h, 0, sizeof(*h));
	memcpy(h->magic, DICT_MAGIC, 8);
	h->nedges = (uint32_t)b->nedges;
	h->root = root;
	memcpy(h->lang, a->code, sizeof(h->lang));
	h->lang[sizeof(h->lang) - 1] = '\0';
	h->nletters = (uint32_t)a->n;
	for (i = 0; i < a->n; i++) {
		h->upper[i] = a->upper[i];
		h->lower[i] = a->lower[i];
	}
	for (i = 0; root != 0; i++) {
		h->root_edge[DICT_LETTER(b->edges[root + i])] =
		    b->edges[root + i];
		if (DICT_LAST(b->edges[root + i]))
			break;
	}
}

/*
 * Add the sorted entries to b's automaton, one path each, sharing the
 * prefix each has with the one before, and count the words (st->words)
 * and the longest (*maxlen).  0, or -1 when out of memory or edges.
 */
static int
build(struct builder *b, const unsigned char *l, const uint32_t *ents,
    size_t nents, struct dict_compile_stats *st, size_t *maxlen)
{
	const unsigned char *ps = NULL, *xs;
	size_t i, cp, u, pn = 0, xn;
	uint32_t x;
	int w;

	for (i = 0; i < nents; i++) {
		x = ents[i];
		xs = l + ENT_AT(x);
		xn = ENT_LEN(x);
		w = ENT_WORD(x);
		cp = 0;
		if (ps != NULL)
			while (cp < xn && cp < pn && ps[cp] == xs[cp])
				cp++;
		if (ps != NULL && cp == xn && cp == pn) {
			/* The same string again: a repeated word counts once. */
			if (w && !b->final[b->depth])
				st->words++;
			b->final[b->depth] |= w;
			continue;
		}
		while (b->depth > cp)
			if (pop_node(b) == -1)
				return -1;
		for (u = cp; u < xn; u++) {
			b->depth++;
			b->nkids[b->depth] = 0;
			b->final[b->depth] = 0;
			b->letter[b->depth] = xs[u];
		}
		b->final[b->depth] |= w;
		if (w) {
			st->words++;
			if (xn > *maxlen)
				*maxlen = xn;
		}
		ps = xs;
		pn = xn;
	}
	while (b->depth > 0)
		if (pop_node(b) == -1)
			return -1;
	return 0;
}

int
dict_compile_alpha(const char *text, size_t len, const struct alphabet *a,
    unsigned flags, const struct dict_src *src, struct buf *out,
    struct dict_compile_stats *stats, struct core_err *e)
{
	struct dict_compile_stats st = { 0, 0, 0 };
	struct rules r;
	struct builder *b;
	struct dict_header h;
	uint32_t *ents = NULL;
	uint64_t freq[ALPHA_MAX] = { 0 };
	char *words;
	size_t nents = 0, maxlen = 0, i, j;
	uint32_t root, prefix = 0;
	int rc = -1;

	rules_init(&r, a, flags);
	if ((b = calloc(1, sizeof(*b))) == NULL)
		return core_nomem(e);
	if ((words = collect(&r, text, len, &ents, &nents, &st, e)) == NULL) {
		free(b);
		return -1;
	}
	/* Each sentence whole, for the catalogs. */
	if (nents == 0 && !(flags & DICT_MAY_BE_EMPTY) && r.english) {
		core_errf(e, NULL, 0, 0, "the list has no words (one "
		    "lowercase word a-z per line)");
		goto out;
	}
	if (nents == 0 && !(flags & DICT_MAY_BE_EMPTY)) {
		core_errf(e, NULL, 0, 0, "the list has no words (one "
		    "lowercase word in the letters of %s per line)", a->code);
		goto out;
	}
	/* How often each letter is in the words: the need words' hands. */
	for (i = 0; i < nents; i++)
		if (ENT_WORD(ents[i]))
			for (j = 0; j < ENT_LEN(ents[i]); j++)
				freq[(unsigned char)words[ENT_AT(ents[i]) +
				    j]]++;
	radix_entries((const unsigned char *)words, ents, nents, 0, ents + nents,
	    (unsigned char *)(ents + 2 * nents + 1));
	b->nedges = 1;			/* edge 0 means "no edges" */
	if ((b->edges = calloc(1 << 10, sizeof(*b->edges))) == NULL)
		goto nomem;
	b->cap = 1 << 10;
	if (build(b, (const unsigned char *)words, ents, nents, &st,
	    &maxlen) == -1 ||
	    list_register(b, b->stack[0], b->nkids[0], &root) == -1 ||
	    lay_out(b, &root, &prefix, freq) == -1)
		goto nomem;
	header_fill(&h, b, root, a);
	h.prefix = prefix;
	h.nwords = (uint32_t)st.words;
	h.maxlen = (uint32_t)maxlen;
	if (src != NULL) {
		h.src_size = src->size;
		h.src_mtime = src->mtime;
		h.src_mtime_ns = src->mtime_ns;
		h.src_id = src->id;
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

int
dict_made_from(const struct dict *d, const struct dict_src *src)
{
	const struct dict_header *h = dict_info(d);

	return h->src_size == src->size && h->src_mtime == src->mtime &&
	    h->src_mtime_ns == src->mtime_ns && h->src_id == src->id;
}
