/*
 * output.c: a tool's answer on stdout, checked.
 */
#include <stdio.h>
#include <string.h>

#include "catalog.h"
#include "core.h"
#include "fail.h"
#include "node.h"
#include "output.h"
#include "say.h"
#include "util.h"

enum out_fmt
output_format(const char *s, int text_ok)
{
	enum out_fmt f;

	if (strcmp(s, "yaml") == 0)
		f = OUT_YAML;
	else if (strcmp(s, "json") == 0)
		f = OUT_JSON;
	else if (text_ok && strcmp(s, "text") == 0)
		f = OUT_TEXT;
	else if (text_ok)	/* each sentence whole, for the catalogs */
		fail_usage("unknown output format '%s' (text, yaml or json)",
		    s);
	else
		fail_usage("unknown output format '%s' (yaml or json)", s);
	/* A document for programs: its messages English in every language. */
	if (f == OUT_YAML || f == OUT_JSON)
		catalog_close();
	fail_doc(f);
	return f;
}

void
output_buf(const struct buf *b)
{
	if (b->failed)
		fail_nomem();
	if (b->len > 0)
		fail_doc(OUT_DEFAULT);
	if (b->len > 0 && fwrite(b->p, 1, b->len, stdout) != b->len)
		fail_io("write error");
	if (fflush(stdout) == EOF || ferror(stdout))
		fail_io("write error");
}

void
output_text(const struct buf *b, unsigned how)
{
	struct buf safe = { 0 };

	if (b->failed || !say_needed(b->p, b->len, how)) {
		output_buf(b);
		return;
	}
	if (say_text(&safe, b->p, b->len, how) == -1)
		fail_nomem();
	output_buf(&safe);
	buf_free(&safe);
}

void
output_put_tree(struct node *root, enum out_fmt fmt, struct buf *out)
{
	struct core_err e;

	if (root == NULL)
		fail_nomem();
	if ((fmt == OUT_JSON ? node_write_json(root, out, &e) :
	    node_write_yaml(root, out, &e)) == -1)
		fail_core(&e);
	node_free(root);
}

void
output_tree(struct node *root, enum out_fmt fmt)
{
	struct buf out = { 0 };

	output_put_tree(root, fmt, &out);
	output_buf(&out);
	buf_free(&out);
}
