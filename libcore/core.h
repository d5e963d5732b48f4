/*
 * core.h: what every libcore module shares.
 *
 * The ownership rule, stated once for all of libcore: arguments are
 * borrowed; what a *_new, *_read or *_dup function returns belongs to the
 * caller, who frees it with the matching *_free; *_free(NULL) does nothing.
 *
 * libcore never exits, never prints and never reads the environment.  A
 * function that fails returns -1 (or NULL) and fills a struct core_err;
 * only the tools in cmd/ decide exit codes and messages.
 */
#ifndef CORE_H
#define CORE_H

#include <stddef.h>

#define CORE_MSGLEN	256

/* Exit statuses shared by every tool (the cmp/diff/grep convention). */
#define EXIT_YES	0	/* ok, yes, legal, valid */
#define EXIT_NO		1	/* a clean rule "no" */
#define EXIT_ERR	2	/* usage, malformed input, I/O, memory */

struct core_err {
	char		 msg[CORE_MSGLEN];
	const char	*file;	/* borrowed; NULL when no file is involved */
	size_t		 line;	/* 1-based; 0 when unknown */
	size_t		 col;	/* 1-based; 0 when unknown */
};

/*
 * Fill e (which may be NULL) with a message and a place.  file is borrowed
 * and must outlive e.  Returns -1 so callers can write
 * "return core_errf(...)".
 */
int	core_errf(struct core_err *e, const char *file, size_t line,
	    size_t col, const char *fmt, ...)
	    __attribute__((format(printf, 5, 6)));

/* Shorthand for an allocation failure. */
int	core_nomem(struct core_err *e);

#endif
