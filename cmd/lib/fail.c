/*
 * fail.c: a tool's one way out when it cannot answer: one line on stderr,
 * the error document on stdout when one was asked for, exit 2.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core.h"
#include "fail.h"
#include "i18n.h"
#include "node.h"
#include "say.h"
#include "util.h"

extern const char *__progname;

/* The form of the error document, or OUT_DEFAULT for none. */
static enum out_fmt doc_fmt;

/*
 * The class's name in the error document.  Arrays, not pointers: a static
 * PIE relocates every pointer in its data when it starts.
 */
static const char class_names[][8] = {
	[FAIL_USAGE] = "usage",
	[FAIL_INPUT] = "input",
	[FAIL_IO] = "io",
	[FAIL_MEMORY] = "memory"
};

void
fail_doc(enum out_fmt fmt)
{
	doc_fmt = fmt == OUT_YAML || fmt == OUT_JSON ? fmt : OUT_DEFAULT;
}

/* ", key: " and a JSON string, which YAML reads as its double-quoted scalar. */
static void
put_str(struct buf *b, const char *sep, const char *key, const char *s)
{
	const char *q = doc_fmt == OUT_JSON ? "\"" : "";

	buf_printf(b, "%s%s%s%s: ", sep, q, key, q);
	node_json_string(b, s, strlen(s));
}

/* ", key: " and a number. */
static void
put_num(struct buf *b, const char *sep, const char *key, size_t n)
{
	const char *q = doc_fmt == OUT_JSON ? "\"" : "";

	buf_printf(b, "%s%s%s%s: %zu", sep, q, key, q, n);
}

/*
 * The error document on stdout, when one was asked for and nothing has
 * been answered there: best effort, as the tool is failing already.
 */
static void
put_doc(enum fail_class c, const char *file, size_t line, size_t col,
    const char *msg)
{
	struct buf b = { 0 };
	const char *sep = doc_fmt == OUT_JSON ? ", " : "\n  ";

	if (doc_fmt == OUT_DEFAULT)
		return;
	buf_adds(&b, doc_fmt == OUT_JSON ? "{\"error\": {" : "error:");
	put_str(&b, doc_fmt == OUT_JSON ? "" : sep, "class",
	    class_names[c]);
	put_str(&b, sep, "message", msg);
	if (file != NULL)
		put_str(&b, sep, "file", file);
	if (file != NULL && line > 0) {
		put_num(&b, sep, "line", line);
		put_num(&b, sep, "col", col);
	}
	put_str(&b, sep, "tool", __progname);
	buf_adds(&b, doc_fmt == OUT_JSON ? "}}\n" : "\n");
	if (!b.failed)
		fwrite(b.p, 1, b.len, stdout);
	fflush(stdout);
	buf_free(&b);
}

/*
 * The line on stderr, then the document, then exit 2.  tail goes after
 * msg on stderr: for a usage error, where to read more, which is for
 * people and left out of the document.
 */
static void __attribute__((noreturn))
end(enum fail_class c, const char *file, size_t line, size_t col,
    const char *msg, const char *tail)
{
	fflush(stdout);
	/* The file's name and the message may quote a file: say.h. */
	fprintf(stderr, "%s: ", __progname);
	if (file != NULL) {
		say_put(stderr, file);
		if (line > 0)
			fprintf(stderr, ":%zu:%zu", line, col);
		fputs(": ", stderr);
	}
	say_put(stderr, msg);
	fprintf(stderr, "%s\n", tail);
	put_doc(c, file, line, col, msg);
	exit(EXIT_ERR);
}

/* fail_ahead's: what an error asks first, once. */
static void (*ahead)(void);

void
fail_ahead(void (*fn)(void))
{
	ahead = fn;
}

static void
look_ahead(void)
{
	void (*fn)(void) = ahead;

	ahead = NULL;
	if (fn != NULL)
		fn();
}

/*
 * The message of fmt, translated (i18n.h), and ap, in msg (CORE_MSGLEN +
 * 256 bytes), once fail_ahead's function has run.
 */
#define FORMAT(msg, fmt) do {						\
	va_list ap;							\
	look_ahead();							\
	va_start(ap, fmt);						\
	i18n_vformat(msg, sizeof(msg), fmt, ap);			\
	va_end(ap);							\
} while (0)

void
fail_at(enum fail_class c, const char *file, size_t line, size_t col,
    const char *fmt, ...)
{
	char msg[CORE_MSGLEN + 256];

	FORMAT(msg, fmt);
	end(c, file, line, col, msg, "");
}

void
fail_usage(const char *fmt, ...)
{
	char msg[CORE_MSGLEN + 256], tail[64];

	FORMAT(msg, fmt);
	snprintf(tail, sizeof(tail), _(" (see '%s --help')"), __progname);
	end(FAIL_USAGE, NULL, 0, 0, msg, tail);
}

void
fail_input(const char *file, const char *fmt, ...)
{
	char msg[CORE_MSGLEN + 256];

	FORMAT(msg, fmt);
	end(FAIL_INPUT, file, 0, 0, msg, "");
}

void
fail_too_large(const char *file, const char *p, size_t max,
    const char *fmt, ...)
{
	char msg[CORE_MSGLEN + 256];
	size_t line, col;

	FORMAT(msg, fmt);
	text_place(p, max, &line, &col);
	end(FAIL_INPUT, file, line, col, msg, "");
}

void
fail_io(const char *fmt, ...)
{
	char msg[CORE_MSGLEN + 256];
	int saved = errno;

	FORMAT(msg, fmt);
	snprintf(msg + strlen(msg), sizeof(msg) - strlen(msg), ": %s",
	    strerror(saved));
	end(FAIL_IO, NULL, 0, 0, msg, "");
}

void
fail_nomem(void)
{
	look_ahead();
	end(FAIL_MEMORY, NULL, 0, 0, _("out of memory"), "");
}

void
fail_core(const struct core_err *e)
{
	look_ahead();
	end(e->kind == CORE_ENOMEM ? FAIL_MEMORY : e->kind == CORE_EIO ?
	    FAIL_IO : FAIL_INPUT, e->file, e->line, e->col, e->msg, "");
}
