/*
 * fuzz alphabet: UTF-8 text decoded with each shipped alphabet (the first
 * byte chooses the alphabet and the case), and, when the first byte's top
 * bit is set, the rest read as an alphabet file.  What decodes must
 * encode, and decode again to the same letters; what does not is refused
 * at a column inside the text.  Run from the top of the tree, where
 * lang/ is.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alphabet.h"
#include "fuzz.h"

#define LANGS	7

static struct alphabet langs[LANGS];

/* Read lang/CODE.yaml, or abort: a harness without its data is no test. */
static void
load(struct alphabet *a, const char *code)
{
	char path[64], text[16384];
	struct core_err e;
	size_t n;
	FILE *f;

	snprintf(path, sizeof(path), "lang/%s.yaml", code);
	if ((f = fopen(path, "rb")) == NULL)
		abort();
	n = fread(text, 1, sizeof(text), f);
	fclose(f);
	if (n == sizeof(text) || alpha_read(a, text, n, path, &e) == -1)
		abort();
}

/* Decode s with a; check what comes out either way. */
static void
check(const struct alphabet *a, const char *s, size_t len,
    enum alpha_case how)
{
	struct buf out = { 0 }, u = { 0 }, again = { 0 };
	struct core_err e;
	size_t i;
	int rc, c;

	rc = alpha_decode(a, s, len, how, &out, &e);
	if (rc != 0) {
		if ((rc != 1 && rc != -1) || e.col < 1 || e.col > len ||
		    e.line != 0 || e.file != NULL)
			abort();
		goto out;
	}
	for (i = 0; i < out.len; i++) {
		c = (unsigned char)out.p[i];
		if (c >= 0x80 && alpha_index(a, c) < 0)
			abort();
		if (how == ALPHA_UPPER && alpha_index(a, c) >= 0 &&
		    alpha_upper(a, c) != c)
			abort();
	}
	if (alpha_encode(a, out.p, out.len, &u, &e) != 0 ||
	    alpha_decode(a, u.p, u.len, ALPHA_KEEP, &again, &e) != 0 ||
	    again.len != out.len || memcmp(again.p, out.p, out.len) != 0)
		abort();
out:
	buf_free(&out);
	buf_free(&u);
	buf_free(&again);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const codes[LANGS] = { "en", "fr", "de", "es",
	    "it", "pt", "nl" };
	static const char sample[] = "Élève, Straße, niño, lição: ÄRGER!";
	struct alphabet a;
	struct core_err e;
	char *text;
	int i;

	if (langs[0].n == 0)
		for (i = 0; i < LANGS; i++)
			load(&langs[i], codes[i]);
	if (size == 0)
		return 0;
	text = fuzz_text(data + 1, size - 1);
	if (data[0] & 0x80) {
		if (alpha_read(&a, text, size - 1, "<fuzz>", &e) == 0) {
			if (a.n < 1 || a.n > ALPHA_MAX)
				abort();
			check(&a, sample, sizeof(sample) - 1, ALPHA_KEEP);
			check(&a, sample, sizeof(sample) - 1, ALPHA_UPPER);
		}
	} else
		check(&langs[data[0] % LANGS], text, size - 1,
		    (enum alpha_case)(data[0] / LANGS % 3));
	free(text);
	return 0;
}
