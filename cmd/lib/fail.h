/*
 * fail.h: how a tool ends when it cannot answer, and the exit statuses
 * every tool shares (the cmp/diff/grep convention), which libcore's
 * results (core.h) map onto.
 *
 * An error is one line on stderr, "TOOL: message" (with "file:line:col: "
 * before the message where the input has a place), and exit 2.  What went
 * wrong is also told as a class a program can read: when the tool was
 * asked for YAML or JSON (-o yaml, -o json; fail_doc), the error is one
 * document on stdout as well,
 *
 *	error: {class: "input", message: "...", file: "g.yaml", line: 3,
 *	    col: 4, tool: "bag"}
 *
 * unless stdout has already had its answer.  The classes and the
 * document are wordkit-json(7)'s.
 *
 * Every function here ends the process and never returns.
 */
#ifndef FAIL_H
#define FAIL_H

#include <stddef.h>

#include "core.h"

#define EXIT_YES	0	/* ok, yes, legal, valid */
#define EXIT_NO		1	/* a clean rule "no" */
#define EXIT_ERR	2	/* usage, malformed input, I/O, memory */

/* The forms a tool's answer may be asked in (-o FMT). */
enum out_fmt { OUT_DEFAULT, OUT_YAML, OUT_JSON, OUT_TEXT };

/* What went wrong, as the error document names it. */
enum fail_class {
	FAIL_USAGE,	/* the command line: an option, an operand, a request */
	FAIL_INPUT,	/* a file or text given is malformed, or past a limit */
	FAIL_IO,	/* a file cannot be found, opened, read or written */
	FAIL_MEMORY	/* memory ran out */
};

/*
 * From now on an error is also a document on stdout in fmt (OUT_YAML or
 * OUT_JSON); any other fmt, or once the answer is on stdout, not.
 */
void		 fail_doc(enum out_fmt fmt);
/*
 * fn (NULL: none) runs first when an error is met, before its message
 * is made: the option reader's, which finds the -o written after the
 * option whose value fails (opt_doc_ahead).
 */
void		 fail_ahead(void (*fn)(void));

/*
 * The one way out: message fmt of class c, at file:line:col (file NULL:
 * no place; line 0: the file alone).  Exit 2.
 */
void		 fail_at(enum fail_class c, const char *file, size_t line,
		    size_t col, const char *fmt, ...)
		    __attribute__((noreturn, format(printf, 5, 6)));
/* A usage error, "(see 'TOOL --help')" after it. */
void		 fail_usage(const char *fmt, ...)
		    __attribute__((noreturn, format(printf, 1, 2)));
/* Malformed input: a file (or NULL) and what is wrong with it. */
void		 fail_input(const char *file, const char *fmt, ...)
		    __attribute__((noreturn, format(printf, 2, 3)));
/*
 * Input past its bound: the text p of file (more than max bytes read),
 * said at the place of its first byte past max (text_place), as every
 * other error of an input is said at its place.
 */
void		 fail_too_large(const char *file, const char *p, size_t max,
		    const char *fmt, ...)
		    __attribute__((noreturn, format(printf, 4, 5)));
/* A system call failed: the message, then ": " and errno's text. */
void		 fail_io(const char *fmt, ...)
		    __attribute__((noreturn, format(printf, 1, 2)));
/* Out of memory. */
void		 fail_nomem(void) __attribute__((noreturn));
/* An error libcore handed back in e: malformed input, or memory. */
void		 fail_core(const struct core_err *e) __attribute__((noreturn));

#endif
