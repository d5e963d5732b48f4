/*
 * check-buf: struct buf remembers a failed append.  An append that cannot
 * be had (a size past what can be addressed, or memory the system will
 * not give) fails and sets failed; every later append fails too, however
 * small, so no output is written with a hole in it; buf_take hands back
 * NULL; buf_free makes the buffer new again.
 *
 * usage: check-buf; prints one line and exits 0, or names the first
 * broken promise and exits 1.
 */
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

int
main(void)
{
	struct buf b = { 0 };
	int ok = 1;

	ok &= fail_once(&b, SIZE_MAX / 2, "past the address space");
	ok &= fail_once(&b, (size_t)1 << 46, "the system will not give");
	if (!ok)
		return 1;
	printf("ok: a failed append is remembered, and nothing after it is "
	    "kept\n");
	return 0;
}
