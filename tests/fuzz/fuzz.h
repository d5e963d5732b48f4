/*
 * fuzz.h: what the libFuzzer harnesses share: a NUL-terminated copy of the
 * input, a small dictionary compiled once from a list in the code, and two
 * small alphabets beyond A-Z.
 */
#ifndef FUZZ_H
#define FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "alphabet.h"
#include "core.h"
#include "dict.h"
#include "dict_compile.h"
#include "util.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

/* A copy of the input with a NUL after it (the parsers' contract). */
static inline char *
fuzz_text(const uint8_t *data, size_t size)
{
	char *s = malloc(size + 1);

	if (s == NULL)
		abort();
	memcpy(s, data, size);
	s[size] = '\0';
	return s;
}

/*
 * Can tiles (capitals, '?' wild) make w (n letters)?  Letters from wild
 * tiles are lowercase; unless cased, a lowercase letter may also be a
 * real tile's.  Letters are letter bytes (alphabet.h): A-Z, and 0xC0 on
 * for an alphabet's others, 0x20 telling a small letter.
 */
static inline int
fuzz_makes(const char *tiles, const char *w, size_t n, int cased)
{
	unsigned cnt[256] = { 0 }, wild = 0;
	size_t i;
	int c;

	for (; *tiles; tiles++)
		if (*tiles == '?')
			wild++;
		else
			cnt[(unsigned char)*tiles]++;
	for (i = 0; i < n; i++) {
		c = (unsigned char)w[i];
		if (!(((c | 0x20) >= 'a' && (c | 0x20) <= 'z') || c >= 0xC0))
			return 0;
		if (!(c & 0x20) && cnt[c] > 0)
			cnt[c]--;
		else if ((c & 0x20) && !cased && cnt[c & ~0x20] > 0)
			cnt[c & ~0x20]--;
		else if ((c & 0x20) && wild > 0)
			wild--;
		else
			return 0;
	}
	return 1;
}

/* A dictionary of a few dozen words, built on first use. */
static inline struct dict *
fuzz_dict(void)
{
	static struct dict *d;
	static const char words[] =
	    "cat\ncats\nact\nat\ndog\ndogs\ngod\ngold\nold\nsold\nsolid\n"
	    "working\nwork\nicon\nicons\niconic\ngreat\ntreat\ngone\nhave\n"
	    "gave\nhot\ngot\nto\ngo\nmuch\nmud\nqi\nza\naa\nseven\neven\n"
	    "banana\nbananas\nnab\nban\ntab\nbat\nrat\nart\ntar\nstar\n";
	struct core_err e;
	struct buf img = { 0 };
	size_t len;

	if (d == NULL) {
		if (dict_compile(words, sizeof(words) - 1, NULL, &img, NULL,
		    &e) == -1)
			abort();
		len = img.len;
		if ((d = dict_from_image(buf_take(&img), len, &e)) == NULL)
			abort();
	}
	return d;
}

/*
 * The alphabet of code "de" (A-Z, Ä Ö Ü) or "es" (A-Z, Ñ), read on first
 * use from text in the code, as a state's "lang" resolver; NULL for any
 * other code.
 */
static inline const struct alphabet *
fuzz_lang(void *arg, const char *code, struct core_err *e)
{
	static struct alphabet a[2];
	static int read[2];
	static const char *const text[2] = {
		"code: \"de\"\nname: \"Deutsch\"\n"
		"letters: \"ABCDEFGHIJKLMNOPQRSTUVWXYZ"
		"\xC3\x84\xC3\x96\xC3\x9C\"\n"
		"tiles:\n  bananagrams:\n    source: \"fuzz\"\n"
		"    counts: {\"A\": 3, \"\xC3\x84\": 2, \"?\": 1}\n",
		"code: \"es\"\nname: \"Espa\xC3\xB1ol\"\n"
		"letters: \"ABCDEFGHIJKLMNOPQRSTUVWXYZ\xC3\x91\"\n"
	};
	int i = strcmp(code, "de") == 0 ? 0 : strcmp(code, "es") == 0 ? 1 : -1;

	(void)arg;
	if (i < 0) {
		core_errf(e, NULL, 0, 0, "no language '%s'", code);
		return NULL;
	}
	if (!read[i] && alpha_read(&a[i], text[i], strlen(text[i]), "<lang>",
	    e) == -1)
		abort();
	read[i] = 1;
	return &a[i];
}

#endif
