/*
 * fuzz wordlist: word lists compiled into dictionaries.  Every word the
 * list holds must be found again, the batched lookup must agree with the
 * single one on every line, whatever its bytes, the anagram search must
 * find exactly the list's words the tiles make, and every query must stay
 * in bounds.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

static int
was_found(const struct found *f, const char *w, size_t n)
{
	const char *p;

	for (p = f->text; p < f->text + f->len; p += strlen(p) + 1)
		if (strlen(p) == n && memcmp(p, w, n) == 0)
			return 1;
	return 0;
}

/* Tiles from the list's first line: its letters and '?'s, 24 at most. */
static void
first_tiles(const char *text, size_t size, char *tiles)
{
	size_t i, k = 0;
	int c;

	for (i = 0; i < size && text[i] != '\n' && k < 24; i++) {
		c = (unsigned char)text[i];
		if (c == '?' || (c >= 'A' && c <= 'Z'))
			tiles[k++] = (char)c;
		else if (c >= 'a' && c <= 'z')
			tiles[k++] = (char)(c - 'a' + 'A');
	}
	if (k == 0)
		k = (size_t)snprintf(tiles, 25, "ABCDEFGHIJ??");
	tiles[k] = '\0';
}

/* The batched lookup of k words must agree with the single one. */
static void
batch(const struct dict *d, const char *const *w, const size_t *n, size_t k)
{
	unsigned char out[DICT_BATCH];
	size_t j;

	dict_has_batch(d, w, n, out, k);
	for (j = 0; j < k; j++)
		if (out[j] != dict_has(d, w[j], n[j])) {
			fprintf(stderr, "batch and single disagree on %.*s\n",
			    (int)n[j], w[j]);
			abort();
		}
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct core_err e;
	struct buf img = { 0 };
	struct dict *d;
	const char *p, *q, *end, *w[DICT_BATCH];
	char *text = fuzz_text(data, size);
	size_t n, len, found = 0, wn[DICT_BATCH], k = 0;
	static struct found f;
	struct anagram_check ac;
	char tiles[25];
	int rc;

	if (size > 4096 || dict_compile(text, size, NULL, &img, NULL, &e) ==
	    -1)
		goto out;
	len = img.len;
	if ((d = dict_from_image(buf_take(&img), len, &e)) == NULL)
		abort();
	/* A lowercase line of 2 to 64 letters is a word the list holds. */
	end = text + size;
	for (q = text; (p = line_next(&q, end, &n)) != NULL;) {
		while (n > 0 && (p[n - 1] == ' ' || p[n - 1] == '\t'))
			n--;
		if (n >= 2 && n <= DICT_MAXLEN && strspn(p,
		    "abcdefghijklmnopqrstuvwxyz") >= n && !dict_has(d, p, n)) {
			fprintf(stderr, "lost word %.*s\n", (int)n, p);
			abort();
		}
		w[k] = p;
		wn[k++] = n;
		if (k == DICT_BATCH) {
			batch(d, w, wn, k);
			k = 0;
		}
	}
	batch(d, w, wn, k);
	/* Anagrams: only words the tiles make, and every one of them. */
	first_tiles(text, size, tiles);
	f.len = f.n = 0;
	ac.d = d;
	ac.tiles = tiles;
	ac.f = &f;
	rc = dict_anagrams(d, tiles, 2, 0, check_found, &ac);
	for (q = text; rc == 0 && (p = line_next(&q, end, &n)) != NULL;) {
		while (n > 0 && (p[n - 1] == ' ' || p[n - 1] == '\t'))
			n--;
		if (n >= 2 && n <= DICT_MAXLEN && strspn(p,
		    "abcdefghijklmnopqrstuvwxyz") >= n && fuzz_makes(tiles, p, n,
		    0) && !was_found(&f, p, n)) {
			fprintf(stderr, "anagrams of %s: missed %.*s\n", tiles,
			    (int)n, p);
			abort();
		}
	}
	dict_anagrams(d, "ABCDEFGHIJ??", 2, 0, count, &found);
	dict_match(d, "*a*", count, &found, &e);
	dict_free(d);
out:
	buf_free(&img);
	free(text);
	return 0;
}
