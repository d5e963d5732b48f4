/*
 * fuzz wordlist: word lists compiled into dictionaries.  Every word the
 * list holds must be found again, the batched lookup must agree with the
 * single one on every line, whatever its bytes, the anagram search must
 * find exactly the list's words the tiles make (with their letters' sets
 * and weights too, in batches, the same words), and every query must stay
 * in bounds.  An input whose first byte is odd is a list in UTF-8 in an
 * alphabet beyond A-Z (Ä Ö Ü Ñ, ß folded to SS, German's names rule);
 * the others are English lists.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alphabet.h"
#include "dict.h"
#include "dict_compile.h"
#include "fuzz.h"

#define MAXFOUND	1000

static int
count(void *arg, const char *w, size_t n)
{
	(void)w;
	(void)n;
	return ++*(size_t *)arg > MAXFOUND;
}

/* The words an anagram search found, NUL-separated. */
struct found {
	char	 text[MAXFOUND * (DICT_MAXLEN + 1)];
	size_t	 len, n;
};

struct anagram_check {
	const struct dict	*d;
	const char		*tiles;
	struct found		*f;
};

/* Every word found is a word the tiles make, a real tile before a wild. */
static int
check_found(void *arg, const char *w, size_t n)
{
	struct anagram_check *a = arg;
	size_t i;

	if (n != strlen(w) || !dict_has(a->d, w, n) ||
	    !fuzz_makes(a->tiles, w, n, 1)) {
		fprintf(stderr, "anagrams of %s: bad word %s\n", a->tiles, w);
		abort();
	}
	if (a->f->n == MAXFOUND)
		return 1;
	for (i = 0; i < n; i++)
		a->f->text[a->f->len + i] = (char)(w[i] | 0x20);
	a->f->text[a->f->len + n] = '\0';
	a->f->len += n + 1;
	a->f->n++;
	return 0;
}

/*
 * dict_anagrams_sets must list the words dict_anagrams does (f, in small
 * letters), in the same order, in batches as dict.h has them, each with
 * the set of its letters and the sum of their weights.
 */
struct sets_check {
	const struct alphabet	*a;
	const struct found	*f;
	const char		*next;	/* f's next word */
	size_t			 n;	/* words compared */
	unsigned char		 weight[ALPHA_MAX];
};

static int
check_sets(void *arg, const char *text, const struct dict_found *f,
    size_t k)
{
	struct sets_check *c = arg;
	uint32_t at = 0, set;
	unsigned weight;
	size_t i, j;
	int l;

	if (k == 0 || k > DICT_FOUND_BATCH) {
		fprintf(stderr, "anagrams with sets: a batch of %zu\n", k);
		abort();
	}
	for (j = 0; j < k; j++, at += f[j - 1].n + 1) {
		const char *w = text + f[j].at;

		if (f[j].at != at || strlen(w) != f[j].n) {
			fprintf(stderr, "anagrams with sets: %s at %u, not %u\n",
			    w, f[j].at, at);
			abort();
		}
		if (c->n == c->f->n)
			return 1;	/* all dict_anagrams kept */
		for (set = 0, weight = 0, i = 0; i < f[j].n; i++) {
			l = alpha_index(c->a, w[i]);
			set |= 1u << l;
			weight += c->weight[l];
			if ((w[i] | 0x20) != c->next[i])
				break;
		}
		if (i < f[j].n || c->next[i] != '\0' || set != f[j].set ||
		    weight != f[j].weight) {
			fprintf(stderr, "anagrams with sets: %s (%#x, %u), "
			    "where dict_anagrams has %s\n", w, f[j].set,
			    f[j].weight, c->next);
			abort();
		}
		c->next += f[j].n + 1;
		c->n++;
	}
	return 0;
}

static int
was_found(const struct found *f, const char *w, size_t n)
{
	const char *p;

	for (p = f->text; p < f->text + f->len; p += strlen(p) + 1)
		if (strlen(p) == n && memcmp(p, w, n) == 0)
			return 1;
	return 0;
}

/* The alphabet beyond A-Z the odd inputs are in. */
static const char other_yaml[] =
    "code: \"fz\"\nname: \"Fuzz\"\n"
    "letters: \"ABCDEFGHIJKLMNOPQRSTUVWXYZ\xc3\x84\xc3\x96\xc3\x9c"
    "\xc3\x91\"\nfolds:\n  \"\xc3\x9f\": \"SS\"\nvowels: \"AEIOU\"\n"
    "names: \"caps-abbrev\"\n";

/*
 * The letters of line p (n bytes, trimmed) in a, in case how, into out:
 * 1 when it is all letters (and '?', with wild), 0 when it is not.
 */
static int
letters_of(const struct alphabet *a, const char *p, size_t n,
    enum alpha_case how, int wild, struct buf *out)
{
	struct core_err e;
	size_t i;

	out->len = 0;
	if (alpha_decode(a, p, n, how, out, &e) != 0)
		return 0;
	for (i = 0; i < out->len; i++)
		if (alpha_index(a, out->p[i]) < 0 && !(wild &&
		    out->p[i] == '?'))
			return 0;
	return 1;
}

/* A word every list keeps: 2 to 64 small letters. */
static int
is_small_word(const struct buf *w)
{
	size_t i;

	if (w->len < 2 || w->len > DICT_MAXLEN)
		return 0;
	for (i = 0; i < w->len; i++)
		if (!(w->p[i] & 0x20))
			return 0;
	return 1;
}

/* Tiles from the list's first line: its letters and '?'s, 24 at most. */
static void
first_tiles(const struct alphabet *a, const char *text, size_t size,
    char *tiles)
{
	struct buf w = { 0 };
	size_t k = 0, i;

	if (letters_of(a, text, strcspn(text, "\n") < size ? strcspn(text,
	    "\n") : size, ALPHA_UPPER, 1, &w))
		for (i = 0; i < w.len && k < 24; i++)
			tiles[k++] = w.p[i];
	buf_free(&w);
	if (k == 0)
		k = (size_t)snprintf(tiles, 25, "ABCDEFGHIJ??");
	tiles[k] = '\0';
}

/*
 * The batched lookup of k words must agree with the single one, and so
 * must the padded one (each word lies in the text, DICT_PAD bytes of it
 * or of letters after its end).
 */
static void
batch(const struct dict *d, const char *const *w, const size_t *n, size_t k)
{
	unsigned char out[DICT_BATCH], padded[DICT_BATCH];
	size_t j;

	dict_has_batch(d, w, n, out, k);
	dict_has_batch_padded(d, w, n, padded, k);
	for (j = 0; j < k; j++)
		if (out[j] != dict_has(d, w[j], n[j]) || padded[j] != out[j]) {
			fprintf(stderr, "batch and single disagree on %.*s\n",
			    (int)n[j], w[j]);
			abort();
		}
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct alphabet en, other;
	struct core_err e;
	struct buf img = { 0 }, w = { 0 };
	struct dict *d;
	const struct alphabet *a;
	const char *p, *q, *end, *bw[DICT_BATCH];
	char *text = fuzz_text(data, size), *padded;
	size_t n, len, found = 0, wn[DICT_BATCH], k = 0;
	static struct found f;
	struct anagram_check ac;
	static struct sets_check sc;
	char tiles[25];
	int rc, l;

	if (en.n == 0) {
		alpha_english(&en);
		/* English's lists fold nothing (dict_compile.h). */
		en.fold_default = ALPHA_REJECT;
		if (alpha_read(&other, other_yaml, sizeof(other_yaml) - 1,
		    "other", &e) == -1)
			abort();
	}
	a = size > 0 && (data[0] & 1) ? &other : &en;
	if (size > 4096 || dict_compile_alpha(text, size, a, 0, NULL, &img,
	    NULL, &e) == -1)
		goto out;
	len = img.len;
	if ((d = dict_from_image(buf_take(&img), len, &e)) == NULL)
		abort();
	/* Half the time the words hashed (dict_wordset): no answer moves. */
	if (size > 1 && (data[1] & 1) && dict_wordset(d) == -1)
		abort();
	/* The text again, with letters past its end for the padded batch. */
	if ((padded = malloc(size + DICT_PAD)) == NULL)
		abort();
	memcpy(padded, text, size);
	memset(padded + size, 'a', DICT_PAD);
	/* A line of 2 to 64 small letters is a word the list holds. */
	end = text + size;
	for (q = text; (p = line_next(&q, end, &n)) != NULL;) {
		while (n > 0 && (p[n - 1] == ' ' || p[n - 1] == '\t'))
			n--;
		if (letters_of(a, p, n, ALPHA_KEEP, 0, &w) &&
		    is_small_word(&w) && !dict_has(d, w.p, w.len)) {
			fprintf(stderr, "lost word %.*s\n", (int)n, p);
			abort();
		}
		bw[k] = padded + (p - text);
		wn[k++] = n;
		if (k == DICT_BATCH) {
			batch(d, bw, wn, k);
			k = 0;
		}
	}
	batch(d, bw, wn, k);
	/* Anagrams: only words the tiles make, and every one of them. */
	first_tiles(a, text, size, tiles);
	f.len = f.n = 0;
	ac.d = d;
	ac.tiles = tiles;
	ac.f = &f;
	rc = dict_anagrams(d, tiles, 2, 0, check_found, &ac);
	for (q = text; rc == 0 && (p = line_next(&q, end, &n)) != NULL;) {
		while (n > 0 && (p[n - 1] == ' ' || p[n - 1] == '\t'))
			n--;
		if (letters_of(a, p, n, ALPHA_KEEP, 0, &w) &&
		    is_small_word(&w) && fuzz_makes(tiles, w.p, w.len, 0) &&
		    !was_found(&f, w.p, w.len)) {
			fprintf(stderr, "anagrams of %s: missed %.*s\n", tiles,
			    (int)n, p);
			abort();
		}
	}
	/* The same with sets and weights, the whole list (rc 0) or more. */
	sc.a = a;
	sc.f = &f;
	sc.next = f.text;
	sc.n = 0;
	for (l = 0; l < ALPHA_MAX; l++)
		sc.weight[l] = (unsigned char)(l * 37 + 11);
	if (dict_anagrams_sets(d, tiles, 2, 0, sc.weight, check_sets,
	    &sc) == 0 && (rc != 0 || sc.n != f.n)) {
		fprintf(stderr, "anagrams of %s with sets: %zu words, not "
		    "%zu\n", tiles, sc.n, f.n);
		abort();
	}
	dict_anagrams(d, "ABCDEFGHIJ??", 2, 0, count, &found);
	dict_match(d, "*a*", count, &found, &e);
	dict_match(d, "*\xc0*", count, &found, &e);
	dict_free(d);
	free(padded);
out:
	buf_free(&img);
	buf_free(&w);
	free(text);
	return 0;
}
