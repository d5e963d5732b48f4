/*
 * fuzz grid: grids and boards as text, and every check run on them; and
 * the same text as a German grid in UTF-8, decoded with lang/de.yaml's
 * letters (Ä, Ö, Ü as one cell each), checked against a German
 * dictionary and written back in UTF-8.
 */
#include <stdio.h>
#include <stdlib.h>

#include "alphabet.h"
#include "bananagrams.h"
#include "fuzz.h"
#include "grid.h"
#include "shenanigrams.h"

/* Every check on g with d and hand; abort on an error. */
static void
check(const struct grid *g, const struct dict *d, const char *hand,
    struct buf *out)
{
	struct grid_problems ps = { NULL, 0, 0 };
	struct core_err e;
	unsigned *label;

	if ((label = malloc((g->rows * g->cols + 1) * sizeof(*label))) ==
	    NULL)
		abort();
	grid_groups(g, label);
	free(label);
	if (bananagrams_check(g, d, hand, 2, &ps, &e) < 0 ||
	    shenanigrams_check_board(g, d, &ps, &e) < 0 ||
	    grid_write(g, out) == -1)
		abort();
	grid_problems_free(&ps);
}

/* lang/de.yaml's alphabet and a few German words in it, on first use. */
static const struct alphabet *
german(const struct dict **dp)
{
	static struct alphabet a;
	static struct dict *d;
	static const char words[] = "äpfel\nära\nbär\nöl\nüber\nmüde\n"
	    "öde\nab\nan\nla\nbald\nfeld\n";
	char text[16384];
	struct core_err e;
	struct buf img = { 0 };
	size_t n, len;
	FILE *f;

	if (d == NULL) {
		if ((f = fopen("lang/de.yaml", "rb")) == NULL)
			abort();
		n = fread(text, 1, sizeof(text), f);
		fclose(f);
		if (n == sizeof(text) || alpha_read(&a, text, n, "de.yaml",
		    &e) == -1 || dict_compile_alpha(words, sizeof(words) - 1,
		    &a, 0, NULL, &img, NULL, &e) == -1)
			abort();
		len = img.len;
		if ((d = dict_from_image(buf_take(&img), len, &e)) == NULL)
			abort();
	}
	*dp = d;
	return &a;
}

/* text as a German grid: decoded, checked, and encoded back. */
static void
german_grid(const char *text, size_t size)
{
	const struct dict *d;
	const struct alphabet *a = german(&d);
	struct buf dec = { 0 }, out = { 0 }, utf8 = { 0 };
	struct core_err e;
	struct grid *g;
	/* Ä, Ö and Ü as alphabet.h's letter bytes, and a wild. */
	const char hand[] = { (char)ALPHA_HIGH, (char)(ALPHA_HIGH + 1), 'B',
	    'R', '?', '\0' };

	if (alpha_decode(a, text, size, ALPHA_KEEP, &dec, &e) == 0 &&
	    (g = grid_parse(dec.p != NULL ? dec.p : "", dec.len, "<fuzz>", 1,
	    1, &e)) != NULL) {
		check(g, d, hand, &out);
		/* Every cell is a letter of a: it encodes. */
		if (alpha_encode(a, out.p != NULL ? out.p : "", out.len, &utf8,
		    &e) == -1)
			abort();
		grid_free(g);
	}
	buf_free(&dec);
	buf_free(&out);
	buf_free(&utf8);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct core_err e;
	struct grid *g;
	struct buf out = { 0 };
	char *text = fuzz_text(data, size);

	if ((g = grid_parse(text, size, "<fuzz>", 1, 1, &e)) != NULL) {
		check(g, fuzz_dict(), "CAT?", &out);
		grid_free(g);
	}
	german_grid(text, size);
	buf_free(&out);
	free(text);
	return 0;
}
