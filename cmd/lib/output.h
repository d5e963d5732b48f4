/*
 * output.h: what a tool answers on stdout: a buffer, or a tree as YAML or
 * JSON, always checked, so that a full disk is exit 2 (fail.h) and not a
 * silently truncated pipeline.
 */
#ifndef OUTPUT_H
#define OUTPUT_H

#include "fail.h"

struct buf;
struct node;

/*
 * The format -o names: "yaml", "json", or with text_ok "text"; a usage
 * error otherwise.  Errors from now on are also a document in it
 * (fail_doc).
 */
enum out_fmt	 output_format(const char *s, int text_ok);

/*
 * Write b to stdout and check the flush; exit 2 on failure or when b
 * ran out of memory.  b stays the caller's.  Once written, the answer
 * is out: no error document follows it.
 */
void		 output_buf(const struct buf *b);

/*
 * The same for a text answer, for people: what it quotes of a file is
 * escaped (say.h), keeping what how says (SAY_LINES, SAY_COLOUR).
 */
void		 output_text(const struct buf *b, unsigned how);

/*
 * Add root to out as YAML, or as JSON when fmt is OUT_JSON, and free the
 * tree.  A NULL root means memory ran out (exit 2).
 */
void		 output_put_tree(struct node *root, enum out_fmt fmt,
		    struct buf *out);
/* The same, written to stdout (output_buf). */
void		 output_tree(struct node *root, enum out_fmt fmt);

#endif
