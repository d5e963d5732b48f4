/*
 * node_want.c: helpers for reading a document into one's own
 * structures, each naming the node's place when it is not what is
 * wanted (node.h).
 */
#include "core.h"
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

	if (!node_is_int(n, &v) || v < min || v > max)
		return core_errf(e, file, n->line, n->col,
		    "%s must be a whole number from %ld to %ld", what, min,
		    max);
	*out = (long)v;
	return 0;
}

int
node_want_kind(const struct node *n, enum node_kind k, const char *what,
    const char *file, struct core_err *e)
{
	static const char kinds[][12] = { "a string", "a list",
	    "a mapping" };

	if (n->kind != k)
		return core_errf(e, file, n->line, n->col, "%s must be %s",
		    what, kinds[k]);
	return 0;
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
