/*
 * node.h: a YAML document as a tree, read with libyaml's event API and
 * written back with its emitter, or as JSON.
 *
 * Only what a game state needs is accepted: one document, mappings,
 * sequences and scalars.  Aliases and anchors, several documents, an empty
 * stream, duplicate keys, non-scalar keys and nesting deeper than
 * NODE_MAX_DEPTH are rejected with the place.  Every scalar keeps its tag
 * and style, and every collection its flow or block style, so keys a tool
 * does not own are written back as they were read.
 */
#ifndef NODE_H
#define NODE_H

#include <stddef.h>

#include "core.h"
#include "util.h"

#define NODE_MAX_DEPTH	64		/* nesting of collections */
#define NODE_MAX_INPUT	(16u << 20)	/* bytes in one document */

enum node_kind { NODE_SCALAR, NODE_SEQ, NODE_MAP };

/* How a scalar is written; the values match yaml_scalar_style_t. */
enum node_style {
	STYLE_ANY = 0, STYLE_PLAIN, STYLE_SINGLE, STYLE_DOUBLE, STYLE_LITERAL,
	STYLE_FOLDED,
	STYLE_BLOCK = 1, STYLE_FLOW = 2	/* collections */
};

struct node {
	enum node_kind	  kind;
	int		  style;
	char		 *tag;		/* NULL unless written explicitly */
	size_t		  line, col;	/* where it started, 1-based */
	char		 *str;		/* scalar text, NUL-terminated */
	size_t		  len;		/* scalar length (may hold NULs? no) */
	struct node	**items;	/* seq: items; map: key, value, ... */
	size_t		  n;		/* number of items (2 per map pair) */
	size_t		  cap;
};

/*
 * Parse len bytes of YAML.  file names the input in error messages and must
 * outlive e.  Returns the root node, a new tree the caller frees with
 * node_free, or NULL with e filled.
 */
struct node	*node_read(const char *buf, size_t len, const char *file,
		    struct core_err *e);
void		 node_free(struct node *n);

/*
 * Constructors: a new node, the caller's until node_set or node_push takes
 * it (else freed with node_free); NULL when out of memory.  s is copied.
 */
struct node	*node_new(enum node_kind kind, int style);
struct node	*node_str(const char *s, int style);
/*
 * A scalar of the len bytes at s, which may hold a NUL: the writers
 * write every byte, escaped (a word read from a file, judged as it is).
 */
struct node	*node_strn(const char *s, size_t len, int style);
struct node	*node_int(long long v);

/* Mapping access: the value for key, borrowed from map, or NULL. */
struct node	*node_get(const struct node *map, const char *key);
/* Set key to val (taking val), replacing and freeing an old value. */
int		 node_set(struct node *map, const char *key, struct node *val);
/* Remove key if present. */
void		 node_del(struct node *map, const char *key);
/* Append val (taken) to a sequence. */
int		 node_push(struct node *seq, struct node *val);
/* Remove and free item i of a sequence, if it has one. */
void		 node_seq_del(struct node *seq, size_t i);
/*
 * A deep copy of n, its tags, styles and places kept, which the caller
 * frees with node_free; NULL when out of memory.
 */
struct node	*node_dup(const struct node *n);

/*
 * Reorder a mapping's pairs: the keys named in order first, in that
 * order, then the others as they were.  order is the names one after
 * another, each ended by its NUL, the list by an empty one
 * ("game\0lang\0"): bytes, where a table of pointers is relocations
 * every start of a tool applies.
 */
void		 node_order(struct node *map, const char *order);

/*
 * Is n a null as YAML 1.2's core schema reads a plain, untagged scalar:
 * nothing, "~", "null", "Null" or "NULL" (JSON's null)?  A quoted or
 * tagged scalar is a string, never a null.
 */
int		 node_is_null(const struct node *n);
/* Is this scalar a plain, untagged integer?  Fills *v when so. */
int		 node_is_int(const struct node *n, long long *v);

/*
 * Append the document as YAML (no "---"; each collection in the flow or
 * block style it was read in, new ones in block style) or as JSON.
 * Comments are not kept.  No character a terminal would not show as it
 * is (char_shown, util.h) is written as it is: in YAML, a document that
 * holds one is written in ASCII, every other character as its escape.
 */
int		 node_write_yaml(const struct node *root, struct buf *out,
		    struct core_err *e);
int		 node_write_json(const struct node *root, struct buf *out,
		    struct core_err *e);
/*
 * Append s as a JSON string literal: a byte that starts no UTF-8 character
 * (utf8_get, util.h) as \ufffd, so that the document is UTF-8, and a
 * character a terminal would not show as it is (char_shown: a C1 control,
 * a bidi mark) as its \u escape, which reads back the same.
 */
int		 node_json_string(struct buf *out, const char *s, size_t len);


/*
 * Helpers for reading a document into one's own structures.  Each fills e
 * with the node's place in file and returns -1 when the node is not what
 * is wanted.
 */
/* The column of character i of a one-line scalar, for messages. */
size_t		 node_char_col(const struct node *n, size_t i);
/* A whole number from min to max into *out ("WHAT must be a whole ..."). */
int		 node_want_long(const struct node *n, long min, long max,
		    const char *what, const char *file, long *out,
		    struct core_err *e);
/*
 * The same, of a mapping's key: quoted too, as JSON writes every key
 * ({"7": 15}), when its text is the number.
 */
int		 node_want_key_long(const struct node *n, long min, long max,
		    const char *what, const char *file, long *out,
		    struct core_err *e);
/* A node of kind k ("WHAT must be a list"). */
int		 node_want_kind(const struct node *n, enum node_kind k,
		    const char *what, const char *file, struct core_err *e);
/* Append item, made by the caller (NULL: out of memory), or free it. */
int		 node_push_made(struct node *seq, struct node *item);

#endif
