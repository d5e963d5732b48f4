/*
 * say.c: what a tool shows people, its control, invisible and combining
 * characters escaped (say.h).
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "core.h"
#include "i18n.h"
#include "say.h"
#include "util.h"

extern const char *__progname;

#define ESC_MAX	CHAR_ESC_MAX

/*
 * The length of the colour sequence (SGR: ESC [ digits and ; m) at s, n
 * bytes left, or 0 when there is none.
 */
static size_t
sgr(const char *s, size_t n)
{
	size_t i;

	if (n < 3 || s[0] != '\033' || s[1] != '[')
		return 0;
	for (i = 2; i < n && ((s[i] >= '0' && s[i] <= '9') || s[i] == ';');
	    i++)
		continue;
	return i < n && s[i] == 'm' ? i + 1 : 0;
}

/*
 * The character at s (n > 0 bytes left): its length in *len, and its
 * escape in esc, or "" when it is shown as it is.  how: SAY_LINES keeps
 * newlines and tabs, SAY_COLOUR colour sequences.
 */
static void
one(const char *s, size_t n, unsigned how, size_t *len, char esc[ESC_MAX])
{
	const char *why;
	uint32_t c;

	esc[0] = '\0';
	if ((*len = utf8_get(s, n, &c, &why)) == 0) {
		*len = 1;
		byte_escape((unsigned char)s[0], esc);
		return;
	}
	if (char_shown(c))
		return;
	if ((how & SAY_LINES) && (c == '\n' || c == '\t'))
		return;
	if ((how & SAY_COLOUR) && c == '\033' && sgr(s, n) > 0) {
		*len = sgr(s, n);
		return;
	}
	char_escape(c, esc);
}

#define ONES	0x0101010101010101ULL
#define HIGHS	(ONES * 0x80)

/* The bytes of x equal to b: their high bits set, no others. */
static inline uint64_t
bytes_eq(uint64_t x, unsigned char b)
{
	uint64_t z = x ^ ONES * b;

	return ~(((z & ~HIGHS) + ~HIGHS) | z) & HIGHS;
}

/*
 * The bytes of x (eight of a text) that one() may escape, their high
 * bits set: any but printable ASCII, and without SAY_LINES the newlines
 * and tabs too.  No byte's sum carries into the next's.
 */
static inline uint64_t
unsafe8(uint64_t x, unsigned how)
{
	uint64_t below = ~(((x & ~HIGHS) + ONES * 0x60) | x) & HIGHS;

	if (how & SAY_LINES)
		below &= ~(bytes_eq(x, '\n') | bytes_eq(x, '\t'));
	return (x & HIGHS) | below | bytes_eq(x, 0x7f);
}

/*
 * Does s (n bytes) hold anything to escape?  Eight bytes of ASCII at a
 * time; eight that hold anything else (or the last few), a character at
 * a time, as one() sees them.
 */
static int
needed(const char *s, size_t n, unsigned how)
{
	const unsigned char *p = (const unsigned char *)s;
	char esc[ESC_MAX];
	uint64_t x;
	size_t i = 0, end, len;

	while (i < n) {
		if (n - i >= 8) {
			memcpy(&x, p + i, 8);
			if (unsafe8(x, how) == 0) {
				i += 8;
				continue;
			}
		}
		for (end = n - i > 8 ? i + 8 : n; i < end; i += len) {
			len = 1;
			if (p[i] >= 0x20 && p[i] < 0x7f)
				continue;
			/* As one() has it, without a call for each line's end. */
			if ((how & SAY_LINES) && (p[i] == '\n' || p[i] == '\t'))
				continue;
			one(s + i, n - i, how, &len, esc);
			if (esc[0] != '\0')
				return 1;
		}
	}
	return 0;
}

int
say_needed(const char *s, size_t n, unsigned how)
{
	return needed(s, n, how);
}

void
say_put(FILE *f, const char *s)
{
	char esc[ESC_MAX];
	size_t n = strlen(s), i, len;

	if (!needed(s, n, SAY_LINE)) {
		fputs(s, f);
		return;
	}
	for (i = 0; i < n; i += len) {
		one(s + i, n - i, SAY_LINE, &len, esc);
		if (esc[0] != '\0')
			fputs(esc, f);
		else
			fwrite(s + i, 1, len, f);
	}
}

int
say_text(struct buf *out, const char *s, size_t n, unsigned how)
{
	char esc[ESC_MAX];
	size_t i, len;

	if (!needed(s, n, how))
		return buf_add(out, s, n);
	for (i = 0; i < n; i += len) {
		one(s + i, n - i, how, &len, esc);
		if ((esc[0] != '\0' ? buf_adds(out, esc) :
		    buf_add(out, s + i, len)) == -1)
			return -1;
	}
	return 0;
}

void
say_warn(const char *fmt, ...)
{
	char msg[CORE_MSGLEN + 256];
	va_list ap;

	va_start(ap, fmt);
	i18n_vformat(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	fflush(stdout);
	fprintf(stderr, "%s: ", __progname);
	say_put(stderr, msg);
	fputc('\n', stderr);
}

/*
 * The length of the character at s (n > 0 bytes left), 1 for a byte
 * that starts none; *shown is 0 when a terminal would not show it as it
 * is, and every message would escape it (char_shown, cmd/lib/say.h):
 * a control, a character that shows nothing or changes what is around
 * it, a byte that is no UTF-8.
 */
static size_t
char_at(const char *s, size_t n, int *shown)
{
	const char *why;
	uint32_t cp;
	size_t len;

	if ((len = utf8_get(s, n, &cp, &why)) == 0) {
		*shown = 0;
		return 1;
	}
	*shown = char_shown(cp);
	return len;
}

void
say_shell_word(struct buf *b, const char *s, size_t len)
{
	static const char plain[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijkl"
	    "mnopqrstuvwxyz0123456789_-./,:=+@%^";
	size_t i, j, k;
	int special = len == 0, ctrl = 0, shown;
	unsigned char c;

	for (i = 0; i < len; i += k) {
		c = (unsigned char)s[i];
		if (c < 0x80 && strchr(plain, c) == NULL)
			special = 1;
		k = char_at(s + i, len - i, &shown);
		ctrl |= !shown;
	}
	if (!special && !ctrl) {
		buf_add(b, s, len);
		return;
	}
	buf_adds(b, ctrl ? "$'" : "'");
	for (i = 0; i < len; i += k) {
		c = (unsigned char)s[i];
		k = char_at(s + i, len - i, &shown);
		if (ctrl && (!shown || c == '\'' || c == '\\'))
			for (j = 0; j < k; j++)
				buf_printf(b, "\\x%02x", (unsigned char)s[i + j]);
		else if (!ctrl && c == '\'')
			buf_adds(b, "'\\''");
		else
			buf_add(b, s + i, k);
	}
	buf_addc(b, '\'');
}
