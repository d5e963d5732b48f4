/*
 * node_int.h: what node.c and node_escapes.c share, and no tool uses.
 */
#ifndef NODE_INT_H
#define NODE_INT_H

#include <stddef.h>

#include "core.h"
#include "node.h"

/*
 * A place in the text libyaml reads where a surrogate pair was rewritten
 * shorter: from column col of line line on (both 1-based, in the text as
 * rewritten), every column is NODE_FIX_SHIFT less than in the input.
 */
struct node_fix {
	size_t	line, col;
};

#define NODE_FIX_SHIFT	2	/* "\ud83d\ude00" (12) is "\U0001F600" (10) */

/*
 * The text of len bytes at buf as libyaml can read it: each surrogate
 * pair "\uD83D\uDE00" (JSON's way, and Python's json.dumps', to write a
 * character beyond U+FFFF) in a double-quoted scalar becomes the one
 * escape "\U0001F600" that libyaml 0.2.5 takes; escapes anywhere else are
 * text, left as written.  *out is NULL when nothing needs rewriting (the
 * text is read as it is); else a new NUL-terminated text of *outlen bytes
 * and its fixes, in order (*fix, *nfix), both the caller's to free.
 * node_read calls it only for a text libyaml refused for such an escape.
 * A lone surrogate (a high one with no low one right after it, or a low one
 * alone) is -1 with e at its file:line:col; so is running out of memory.
 */
int	node_fix_surrogates(const char *buf, size_t len, const char *file,
	    char **out, size_t *outlen, struct node_fix **fix, size_t *nfix,
	    struct core_err *e);

/* The column in the input of column col of line line in the text read. */
size_t	node_fix_col(const struct node_fix *fix, size_t nfix, size_t line,
	    size_t col);

#endif
