/*
 * fuzz wordlist: word lists compiled into dictionaries.  Every word the
 * list holds must be found again, the batched lookup must agree with the
 * single one on every line, whatever its bytes, and every query must stay
 * in bounds.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dict.h"
#include "dictc.h"
#include "fuzz.h"

static int
count(void *arg, const char *w, size_t n)
{
	(void)w;
	(void)n;
	return ++*(size_t *)arg > 1000;
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

	if (size > 4096 || dictc_compile(text, size, NULL, &img, NULL, &e) ==
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
	dict_anagrams(d, "ABCDEFGHIJ??", 2, 0, count, &found);
	dict_match(d, "*a*", count, &found, &e);
	dict_free(d);
out:
	buf_free(&img);
	free(text);
	return 0;
}
