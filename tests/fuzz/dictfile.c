/*
 * fuzz dictfile: the input is a compiled dictionary file, as a user (or
 * another user, through a shared cache) may hand one to a tool.  Either it
 * is refused with a message, or every query on it ends, and agrees with
 * the others: a word listed is a word, a prefix and an infix; the whole
 * listing is in order and as long as the header says; what an anagram
 * search or a pattern finds is a word; the batched lookup is the single
 * one; the low-level walk finds what a step finds.  The seed corpus holds
 * dictionaries in other alphabets (de.wkd with Ä Ö Ü, union.wkd of de
 * and es, with Ñ), whose words are letter bytes beyond ASCII.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dict.h"
#include "fuzz.h"

#define BUDGET	20000	/* words a search may list before it is stopped */
#define STEPS	100000	/* positions the low-level walk may visit */

static void
fail(const char *what, const char *w)
{
	fprintf(stderr, "dictfile: %s: %s\n", what, w);
	abort();
}

/* What a listing has seen: the last word, and how many. */
struct seen {
	const struct dict	*d;
	char			 last[DICT_MAXLEN + 1];
	size_t			 n;
	int			 ordered;	/* check the order */
	const char		*tiles;		/* anagrams: what they hold */
};

/* The lowercase copy of w (n letters) into out. */
static void
lower(const char *w, size_t n, char *out)
{
	size_t i;

	for (i = 0; i < n; i++)
		out[i] = (char)(w[i] | 0x20);
	out[n] = '\0';
}

static int
found(void *arg, const char *w, size_t n)
{
	struct seen *s = arg;
	const struct dict_header *h = dict_info(s->d);
	char low[DICT_MAXLEN + 1];
	unsigned char yes;

	if (n == 0 || n > h->maxlen || strlen(w) != n)
		fail("a word of a bad length", w);
	if (!dict_has(s->d, w, n) || !dict_prefix(s->d, w, n) ||
	    !dict_infix(s->d, w, n))
		fail("listed but not a word", w);
	dict_has_batch(s->d, &w, &n, &yes, 1);
	if (!yes)
		fail("listed but not a word to a batch", w);
	if (s->tiles != NULL && !fuzz_makes(s->tiles, w, n, 1))
		fail("the tiles do not make", w);
	lower(w, n, low);
	if (s->ordered && s->n > 0 && strcmp(s->last, low) >= 0)
		fail("listed out of order", low);
	memcpy(s->last, low, n + 1);
	if (++s->n > h->nwords)
		fail("more words than the header says", w);
	return s->n >= BUDGET;
}

/*
 * Is every letter of pattern one of the dictionary's?  A pattern with a
 * letter its alphabet lacks is refused, rightly.
 */
static int
letters_of(const struct dict *d, const char *pattern)
{
	int l, ok;

	for (; *pattern != '\0'; pattern++) {
		if (strchr("?.*", *pattern) != NULL)
			continue;
		for (ok = 0, l = 0; l < ALPHA_MAX && !ok; l++)
			ok = dict_letter(d, l) == (*pattern & ~0x20);
		if (!ok)
			return 0;
	}
	return 1;
}

/* Every word, in order, and as many as the header says. */
static void
listing(const struct dict *d, const char *pattern, int whole)
{
	struct core_err e;
	struct seen s;
	int rc;

	memset(&s, 0, sizeof(s));
	s.d = d;
	s.ordered = 1;
	if ((rc = dict_match(d, pattern, found, &s, &e)) == -1) {
		if (!letters_of(d, pattern))
			return;
		fail("a pattern refused", pattern);
	}
	if (whole && rc == 0 && s.n != dict_info(d)->nwords)
		fail("a listing short of the header's count", pattern);
}

static void
anagrams(const struct dict *d, const char *tiles, size_t minlen, int all)
{
	struct seen s;

	memset(&s, 0, sizeof(s));
	s.d = d;
	s.tiles = tiles;
	s.ordered = 0;	/* a real tile comes before a wild, not in order */
	dict_anagrams(d, tiles, minlen, all, found, &s);
}

/*
 * The low-level walk, depth first, each edge dict_edges gives the one
 * dict_step finds for its letter, to a bounded number of positions.
 */
static void
walk(const struct dict *d)
{
	uint32_t stack[DICT_MAXLEN + 1][ALPHA_MAX], e;
	int n[DICT_MAXLEN + 1], at[DICT_MAXLEN + 1], i, k;
	size_t depth = 0, steps = 0;

	n[0] = dict_edges(d, 0, stack[0]);
	at[0] = 0;
	while (steps++ < STEPS) {
		if (at[depth] == n[depth]) {
			if (depth == 0)
				return;
			depth--;
			continue;
		}
		e = stack[depth][at[depth]++];
		if (dict_step(d, depth == 0 ? 0 : stack[depth - 1][at[depth -
		    1] - 1], dict_letter(d, dict_edge_letter(e)) | 0x20) != e)
			fail("dict_step and dict_edges disagree", "");
		if (depth + 1 >= DICT_MAXLEN ||
		    (k = dict_edges(d, e, stack[depth + 1])) == 0)
			continue;
		for (i = 0; i < k; i++)
			if (i > 0 && dict_edge_letter(stack[depth + 1][i]) <=
			    dict_edge_letter(stack[depth + 1][i - 1]))
				fail("a list out of order", "");
		depth++;
		n[depth] = k;
		at[depth] = 0;
	}
}

/*
 * Lookups of the input's own bytes, batched and single, must agree; and
 * batched in a copy with DICT_PAD letters past its end (padded).
 */
static void
lookups(const struct dict *d, const uint8_t *data, size_t size)
{
	const char *w[DICT_BATCH], *pw[DICT_BATCH];
	unsigned char out[DICT_BATCH], pout[DICT_BATCH];
	size_t n[DICT_BATCH], k, j;
	char *copy;

	if ((copy = malloc(size + DICT_PAD)) == NULL)
		abort();
	memcpy(copy, data, size);
	memset(copy + size, 'A', DICT_PAD);
	for (k = 0; k < DICT_BATCH; k++) {
		j = size > 0 ? (k * 131) % size : 0;
		w[k] = (const char *)data + j;
		pw[k] = copy + j;
		n[k] = (size - j) < k ? size - j : k;
	}
	dict_has_batch(d, w, n, out, DICT_BATCH);
	dict_has_batch_padded(d, pw, n, pout, DICT_BATCH);
	free(copy);
	for (k = 0; k < DICT_BATCH; k++) {
		if (out[k] != dict_has(d, w[k], n[k]) || pout[k] != out[k])
			fail("batch and single disagree", "");
		if (dict_has(d, w[k], n[k]) && !dict_prefix(d, w[k], n[k]))
			fail("a word that is not a prefix", "");
		if (dict_prefix(d, w[k], n[k]) && !dict_infix(d, w[k], n[k]))
			fail("a prefix that is not an infix", "");
	}
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct core_err e;
	struct dict *d;
	char pat[] = "?*";
	void *image;

	if ((image = malloc(size > 0 ? size : 1)) == NULL)
		abort();
	memcpy(image, data, size);
	if ((d = dict_from_image(image, size, &e)) == NULL) {
		if (e.msg[0] == '\0')
			fail("refused without a message", "");
		return 0;
	}
	lookups(d, data, size);
	/* With the words hashed (dict_wordset), the answers stay the walk's. */
	if (dict_wordset(d) == -1)
		fail("out of memory hashing the words", "");
	lookups(d, data, size);
	listing(d, "*", 1);
	listing(d, "a*", 0);
	listing(d, "?", 0);
	listing(d, "*e*s", 0);
	anagrams(d, "ABCDEFGHIJ??", 2, 0);
	anagrams(d, "ETAOINSHRDLU", 1, 1);
	anagrams(d, "???", 1, 0);
	/* The alphabet's last letter (beyond A-Z in de.wkd), then any. */
	pat[0] = (char)dict_letter(d, (int)dict_info(d)->nletters - 1);
	listing(d, pat, 0);
	walk(d);
	dict_prefault(d);
	dict_free(d);
	return 0;
}
