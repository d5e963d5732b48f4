/*
 * i18n.c: a message in the caller's language (i18n.h).
 */
#include <errno.h>
#include <libintl.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "i18n.h"

/* Whether a catalog was chosen: without one, no look-up at all. */
static int chosen;
/* Who chooses it, at the first message, when that is still to come. */
static int (*pending)(void);
/* 1: English for now (i18n_english). */
static int english;
/* Whether the chosen catalog elides "de" (French): -1 not yet asked. */
static int elides = -1;

/*
 * Put before a string that follows "de" in a format (mark), for the
 * formatted message to say which "de" is the catalog's and which is the
 * words': a control character no format holds.
 */
#define ELIDE_MARK	'\037'
/* The longest format marked; a longer one is formatted as it is. */
#define ELIDE_FMTLEN	1024

int
i18n_english(int on)
{
	int was = english;

	english = on;
	return was;
}

void
i18n_chosen(int on)
{
	chosen = on;
	pending = NULL;
	elides = -1;
}

void
i18n_defer(int (*choose)(void))
{
	chosen = 0;
	pending = choose;
	elides = -1;
}

/* The first message: the catalog is chosen now. */
static void __attribute__((noinline))
choose_now(void)
{
	int (*f)(void) = pending, saved = errno;

	pending = NULL;
	chosen = f();
	errno = saved;
}

const char *
i18n_text(const char *msgid)
{
	if (__builtin_expect(pending != NULL, 0))
		choose_now();
	return chosen && !english ? dgettext(I18N_DOMAIN, msgid) : msgid;
}

/*
 * Is the catalog chosen French, which elides "de"?  Its header (the
 * translation of "") names its language: "Language: fr", or fr_CA.
 */
static int
catalog_elides(void)
{
	/* A name, not "": xgettext would take it for a message. */
	static const char header[] = "";
	const char *h, *l;

	if (__builtin_expect(pending != NULL, 0))
		choose_now();
	if (!chosen || english)
		return 0;
	if (elides == -1) {
		h = dgettext(I18N_DOMAIN, header);
		l = h != NULL ? strstr(h, "Language: ") : NULL;
		elides = l != NULL && (l == h || l[-1] == '\n') &&
		    strncmp(l + 10, "fr", 2) == 0 && (l[12] == '\n' ||
		    l[12] == '_' || l[12] == '@' || l[12] == '\0');
	}
	return elides;
}

/* Is c an ASCII letter? */
static int
ascii_letter(int c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/*
 * fmt with ELIDE_MARK after each "de " (or "De ") that is a word of its
 * own and comes before a string (%s, %.*s, %.32s), into out (size
 * bytes): how many were marked; 0, out unused, when none was or fmt is
 * too long to mark.
 */
static int
mark(const char *fmt, char *out, size_t size)
{
	size_t i, j, o = 0;
	int n = 0;

	for (i = 0; fmt[i] != '\0'; i++) {
		if (o + 2 >= size)
			return 0;
		out[o++] = fmt[i];
		if ((fmt[i] != 'd' && fmt[i] != 'D') || fmt[i + 1] != 'e' ||
		    fmt[i + 2] != ' ' || fmt[i + 3] != '%' || (i > 0 &&
		    (ascii_letter((unsigned char)fmt[i - 1]) ||
		    (unsigned char)fmt[i - 1] >= 0x80 || fmt[i - 1] == '\'' ||
		    fmt[i - 1] == '%')))
			continue;
		for (j = i + 4; fmt[j] == '.' || fmt[j] == '*' || fmt[j] == '-' ||
		    (fmt[j] >= '0' && fmt[j] <= '9'); j++)
			continue;
		if (fmt[j] != 's' || o + 4 >= size)
			continue;
		out[o++] = 'e';
		out[o++] = ' ';
		out[o++] = ELIDE_MARK;
		i += 2;
		n++;
	}
	out[o] = '\0';
	return n;
}

/* Is a a vowel of ASCII, or a's two bytes one of Latin-1's or Œ? */
static int
vowel(const unsigned char *a)
{
	if (a[0] < 0x80)
		return a[0] != '\0' && strchr("aeiouAEIOU", a[0]) != NULL;
	if (a[0] == 0xC5)
		return a[1] == 0x92 || a[1] == 0x93;
	if (a[0] != 0xC3)
		return 0;
	/* À-Æ È-Ï Ò-Ö Ø Ù-Ü, and their small letters 0x20 on. */
	return (a[1] & ~0x20) >= 0x80 && (a[1] & ~0x20) <= 0x9C &&
	    (a[1] & ~0x20) != 0x87 && (a[1] & ~0x20) != 0x90 &&
	    (a[1] & ~0x20) != 0x91 && (a[1] & ~0x20) != 0x97;
}

/*
 * Does French elide "de" before the text at p?  Before a vowel; before
 * an h, which this takes to be mute, as it is in most names (d'Hugo,
 * d'Hélène); before a y that a consonant follows (d'Yves, de Yann).
 */
static int
elides_before(const unsigned char *p)
{
	if (vowel(p) || *p == 'h' || *p == 'H')
		return 1;
	return (*p == 'y' || *p == 'Y') && ascii_letter(p[1]) &&
	    !vowel(p + 1) && p[1] != 'y' && p[1] != 'Y';
}

/* Each "de MARK" of s made "d'" or "de ": how many bytes s lost. */
static size_t
elide(char *s)
{
	char *r, *w;

	for (r = w = s; *r != '\0'; r++) {
		/* The "de" is what was written, not what was read. */
		if (r[0] == ELIDE_MARK && w - s >= 3 && w[-1] == ' ' &&
		    w[-2] == 'e' && (w[-3] == 'd' || w[-3] == 'D')) {
			if (elides_before((const unsigned char *)r + 1)) {
				w -= 2;
				*w++ = '\'';
			}
			continue;
		}
		*w++ = *r;
	}
	*w = '\0';
	return (size_t)(r - w);
}

int
i18n_vformat(char *out, size_t size, const char *msgid, va_list ap)
{
	const char *fmt = i18n_text(msgid);
	char marked[ELIDE_FMTLEN];
	size_t lost;
	int n;

	if (!catalog_elides() || mark(fmt, marked, sizeof(marked)) == 0)
		return vsnprintf(out, size, fmt, ap);
	/* The catalog's format, marked where its "de" meets a word. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
	n = vsnprintf(out, size, marked, ap);
#pragma GCC diagnostic pop
	if (n < 0 || size == 0)
		return n;
	lost = elide(out);
	/* Cut short, it stays cut short. */
	if ((size_t)n >= size)
		return (size_t)n - lost >= size ? n - (int)lost : (int)size;
	return n - (int)lost;
}

int
i18n_format(char *out, size_t size, const char *msgid, ...)
{
	va_list ap;
	int n;

	va_start(ap, msgid);
	n = i18n_vformat(out, size, msgid, ap);
	va_end(ap);
	return n;
}
