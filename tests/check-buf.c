/*
 * check-buf: struct buf remembers a failed append.  An append that cannot
 * be had (a size past what can be addressed, or memory the system will
 * not give) fails and sets failed; every later append fails too, however
 * small, so no output is written with a hole in it; buf_take hands back
 * NULL; buf_free makes the buffer new again.  And buf_printf appends
 * exactly what snprintf writes, whether it fits the room left or not,
 * for the formats it writes itself and those it hands to vsnprintf.
 *
 * usage: check-buf; prints one line and exits 0, or names the first
 * broken promise and exits 1.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

static int
expect(int ok, const char *what)
{
	if (!ok)
		printf("not ok: %s\n", what);
	return ok;
}

/* Fill b, then make one append fail by asking for n more bytes. */
static int
fail_once(struct buf *b, size_t n, const char *how)
{
	char what[128];
	int ok = 1;

	buf_free(b);
	ok &= expect(buf_adds(b, "before") == 0 && !b->failed,
	    "an append to a new buffer succeeds");
	snprintf(what, sizeof(what), "an append %s fails and is remembered",
	    how);
	ok &= expect(buf_grow(b, n) == -1 && b->failed, what);
	ok &= expect(buf_adds(b, "x") == -1 && buf_addc(b, 'y') == -1 &&
	    buf_printf(b, "%d", 1) == -1 && buf_add(b, "z", 1) == -1,
	    "every later append fails too");
	ok &= expect(strcmp(b->p, "before") == 0 && b->len == 6,
	    "the bytes before the failure are kept, nothing after");
	ok &= expect(buf_take(b) == NULL && b->p == NULL && !b->failed,
	    "buf_take of a failed buffer is NULL, and empties it");
	ok &= expect(buf_adds(b, "after") == 0 && strcmp(b->p, "after") == 0,
	    "a buffer emptied is new again");
	buf_free(b);
	return ok;
}

/*
 * Appends of every length from 0 to past a doubling, with adds between:
 * the buffer is the text snprintf makes of the same, ended by a NUL, at
 * every step (each length meets a buffer with room and one without).
 */
static int
printf_appends(struct buf *b)
{
	static char want[1 << 20];
	char pad[300];
	size_t at = 0, i;
	int ok = 1;

	memset(pad, 'x', sizeof(pad) - 1);
	pad[sizeof(pad) - 1] = '\0';
	buf_free(b);
	for (i = 0; i < 2000 && ok; i++) {
		ok &= expect(buf_printf(b, "%zu:%.*s;", i, (int)(i % 290),
		    pad) == 0, "buf_printf appends");
		at += (size_t)snprintf(want + at, sizeof(want) - at, "%zu:%.*s;",
		    i, (int)(i % 290), pad);
		if (i % 7 == 0) {
			ok &= expect(buf_addc(b, '|') == 0, "buf_addc appends");
			at += (size_t)snprintf(want + at, sizeof(want) - at, "|");
		}
		ok &= expect(b->len == at && memcmp(b->p, want, at) == 0 &&
		    b->p[b->len] == '\0', "buf_printf appends what snprintf "
		    "makes, and a NUL after it");
	}
	ok &= expect(buf_printf(b, "%s", "") == 0 && b->len == at,
	    "an empty buf_printf appends nothing");
	buf_free(b);
	return ok;
}

static unsigned long long seed = 88172645463325252ULL;

/* The next of a xorshift's numbers. */
static unsigned long long
next(void)
{
	seed ^= seed << 13;
	seed ^= seed >> 7;
	seed ^= seed << 17;
	return seed;
}

/* A number of every size, the extremes and 0 often among them. */
static long long
some(void)
{
	static const long long edge[] = { 0, 1, -1, 9, 10, -10, 99, 100,
	    2147483647LL, -2147483647LL - 1, 4294967295LL,
	    9223372036854775807LL, -9223372036854775807LL - 1 };
	unsigned long long r = next();

	if (r % 4 == 0)
		return edge[r / 4 % (sizeof(edge) / sizeof(edge[0]))];
	return (long long)(next() >> (r % 64));
}

/*
 * The formats buf_printf writes itself (text, %%, %s, %c, %d, %i, %u,
 * with l, ll or z) and others it leaves to vsnprintf, with numbers of
 * every size and strings of every length: the buffer is what snprintf
 * makes of the same at every step.
 */
static int
plain_formats(struct buf *b)
{
	static char want[1 << 22];
	static const char *const strs[] = { "", "A", "bananagrams", "Ä ü",
	    "100%", "a\tb", NULL };
	char pad[300];
	const char *s, *t;
	size_t at = 0, i;
	long long x, y;
	int ok = 1, c;

	memset(pad, 'y', sizeof(pad) - 1);
	pad[sizeof(pad) - 1] = '\0';
	buf_free(b);
	for (i = 0; i < 20000 && ok; i++) {
		x = some();
		y = some();
		s = next() % 8 == 0 ? pad + next() % sizeof(pad) :
		    strs[next() % (sizeof(strs) / sizeof(strs[0]))];
		t = strs[next() % (sizeof(strs) / sizeof(strs[0]) - 1)];
		c = (int)(next() % 256);
		switch (i % 5) {
		case 0:
			ok &= expect(buf_printf(b, "%s %u\n", t, (unsigned)x) ==
			    0, "buf_printf appends");
			at += (size_t)snprintf(want + at, sizeof(want) - at,
			    "%s %u\n", t, (unsigned)x);
			break;
		case 1:
			ok &= expect(buf_printf(b,
			    "%d|%i|%ld|%lld|%u|%lu|%llu|",
			    (int)x, (int)y, (long)x, y, (unsigned)y,
			    (unsigned long)x, (unsigned long long)y) == 0,
			    "buf_printf appends");
			at += (size_t)snprintf(want + at, sizeof(want) - at,
			    "%d|%i|%ld|%lld|%u|%lu|%llu|", (int)x, (int)y,
			    (long)x, y, (unsigned)y, (unsigned long)x,
			    (unsigned long long)y);
			break;
		case 2:
			ok &= expect(buf_printf(b, "%zu %zd%c%%%s.", (size_t)x,
			    (ptrdiff_t)y, c, s) == 0, "buf_printf appends");
			at += (size_t)snprintf(want + at, sizeof(want) - at,
			    "%zu %zd%c%%%s.", (size_t)x, (ptrdiff_t)y, c, s);
			break;
		case 3:
			ok &= expect(buf_printf(b, "%5d|%-4s|%x|%+lld|%.2s|%%",
			    (int)x, t, (unsigned)y, y, t) == 0,
			    "buf_printf appends");
			at += (size_t)snprintf(want + at, sizeof(want) - at,
			    "%5d|%-4s|%x|%+lld|%.2s|%%", (int)x, t,
			    (unsigned)y, y, t);
			break;
		default:
			ok &= expect(buf_printf(b, "%s", "") == 0 &&
			    buf_printf(b, "100%%") == 0 && buf_printf(b, "%c",
			    0) == 0, "buf_printf appends");
			memcpy(want + at, "100%\0", 5);
			at += 5;
			break;
		}
		ok &= expect(b->len == at && memcmp(b->p, want, at) == 0 &&
		    b->p[b->len] == '\0', "buf_printf appends what snprintf "
		    "makes of every format, and a NUL after it");
		if (at > sizeof(want) / 2) {
			buf_free(b);
			at = 0;
		}
	}
	buf_free(b);
	return ok;
}

int
main(void)
{
	struct buf b = { 0 };
	int ok = 1;

	ok &= fail_once(&b, SIZE_MAX / 2, "past the address space");
	ok &= fail_once(&b, (size_t)1 << 46, "the system will not give");
	ok &= printf_appends(&b);
	ok &= plain_formats(&b);
	if (!ok)
		return 1;
	printf("ok: a failed append is remembered, and nothing after it is "
	    "kept; buf_printf appends what snprintf makes\n");
	return 0;
}
