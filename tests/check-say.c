/*
 * check-say: say_needed finds every byte there is to escape, wherever it
 * lies.  It reads a text eight bytes at a time, so each byte value is put
 * at every place of texts of 1 to 24 bytes, in printable ASCII (and, for
 * lines, among newlines and tabs), and the answer is held to the rule
 * say.h gives, written here a byte at a time: printable ASCII is safe,
 * newlines and tabs in lines, and nothing else alone.  So too a letter
 * beyond ASCII (é, shown), a C1 control (U+0085, escaped) and a colour
 * of the tool's own (safe with SAY_COLOUR only).
 *
 * usage: check-say; prints one line and exits 0, or names the first
 * text it misjudges and exits 1.
 */
#include <stdio.h>
#include <string.h>

#include "say.h"

#define LONGEST	24

static int failed;

/* Hold say_needed's answer for s (n bytes) to want. */
static void
expect(const char *s, size_t n, unsigned how, int want, const char *what,
    size_t at)
{
	if (say_needed(s, n, how) == want || failed++ > 0)
		return;
	printf("not ok: %s at %zu of %zu bytes (how %u): %s, not %s\n", what,
	    at, n, how, want ? "missed" : "escaped", want ? "escaped" :
	    "kept");
}

/* A byte alone, as say.h has it: does it need an escape? */
static int
escaped(unsigned char b, unsigned how)
{
	if (b >= 0x20 && b < 0x7f)
		return 0;
	return !((how & SAY_LINES) && (b == '\n' || b == '\t'));
}

/* A text of n bytes of filler, with put (k bytes) at at. */
static void
text(char *s, size_t n, const char *fill, const char *put, size_t k,
    size_t at)
{
	size_t i, m = strlen(fill);

	for (i = 0; i < n; i++)
		s[i] = fill[i % m];
	memcpy(s + at, put, k);
}

int
main(void)
{
	static const char *const fills[] = { "cat", "word\n", "a\tb\nc" };
	static const unsigned hows[] = { SAY_LINE, SAY_LINES, SAY_COLOUR,
	    SAY_LINES | SAY_COLOUR };
	char s[LONGEST], b, what[16];
	size_t n, at, f, h;
	int v;

	for (h = 0; h < sizeof(hows) / sizeof(hows[0]); h++)
		for (f = 0; f < sizeof(fills) / sizeof(fills[0]); f++) {
			/* Newlines and tabs are safe only in lines. */
			if (f > 0 && !(hows[h] & SAY_LINES))
				continue;
			for (n = 1; n <= LONGEST; n++)
				for (at = 0; at < n; at++) {
					for (v = 0; v < 256; v++) {
						b = (char)v;
						text(s, n, fills[f], &b, 1, at);
						snprintf(what, sizeof(what),
						    "byte 0x%02x", v);
						expect(s, n, hows[h],
						    escaped((unsigned char)v,
						    hows[h]), what, at);
					}
					if (at + 2 <= n) {
						text(s, n, fills[f], "\xc3\xa9",
						    2, at);
						expect(s, n, hows[h], 0, "é",
						    at);
						text(s, n, fills[f], "\xc2\x85",
						    2, at);
						expect(s, n, hows[h], 1,
						    "U+0085", at);
					}
					if (at + 4 <= n) {
						text(s, n, fills[f], "\033[1m",
						    4, at);
						expect(s, n, hows[h],
						    !(hows[h] & SAY_COLOUR),
						    "a colour", at);
					}
				}
		}
	if (failed)
		return 1;
	printf("ok: every byte to escape is found, at every place\n");
	return 0;
}
