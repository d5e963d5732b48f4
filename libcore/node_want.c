/*
 * node_want.c: helpers for reading a document into one's own
 * structures, each naming the node's place when it is not what is
 * wanted (node.h).
 */
#include "core.h"
#include "i18n.h"
#include "node.h"

/* The column of character i of a one-line scalar, for messages. */
size_t
node_char_col(const struct node *n, size_t i)
{
	return n->col + i + (n->style == STYLE_DOUBLE ||
	    n->style == STYLE_SINGLE);
}

int
node_want_long(const struct node *n, long min, long max, const char *what,
    const char *file, long *out, struct core_err *e)
{
	long long v = 0;

	/* what: a key as written, or the catalog's words (N_). */
	if (!node_is_int(n, &v) || v < min || v > max)
		return core_errf(e, file, n->line, n->col,
		    "%s must be a whole number from %ld to %ld", _(what), min,
		    max);
	*out = (long)v;
	return 0;
}

int
node_want_key_long(const struct node *n, long min, long max, const char *what,
    const char *file, long *out, struct core_err *e)
{
	struct node plain;

	/* A quoted key read as the plain one it spells. */
	if (n->kind == NODE_SCALAR && n->tag == NULL &&
	    (n->style == STYLE_DOUBLE || n->style == STYLE_SINGLE)) {
		plain = *n;
		plain.style = STYLE_PLAIN;
		n = &plain;
	}
	return node_want_long(n, min, max, what, file, out, e);
}

int
node_want_kind(const struct node *n, enum node_kind k, const char *what,
    const char *file, struct core_err *e)
{
	/* Each sentence whole, for the catalogs; what as above. */
	if (n->kind == k)
		return 0;
	if (k == NODE_SCALAR)
		return core_errf(e, file, n->line, n->col, "%s must be a "
		    "string", _(what));
	if (k == NODE_SEQ)
		return core_errf(e, file, n->line, n->col, "%s must be a list",
		    _(what));
	return core_errf(e, file, n->line, n->col, "%s must be a mapping",
	    _(what));
}

int
node_push_made(struct node *seq, struct node *item)
{
	if (item == NULL)
		return -1;
	if (node_push(seq, item) == -1) {
		node_free(item);
		return -1;
	}
	return 0;
}
