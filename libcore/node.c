/*
 * node.c: YAML documents on libyaml's event API.
 *
 * The reader keeps its own stack of open collections and refuses nesting
 * past NODE_MAX_DEPTH as soon as it sees it: libyaml 0.2.5 has no depth
 * limit and is quadratic in depth.  Every event is deleted right after use;
 * emitted events belong to the emitter.
 */
#include <stdlib.h>
#include <string.h>

#include <yaml.h>

#include "core.h"
#include "i18n.h"
#include "node.h"
#include "node_int.h"
#include "util.h"

struct node *
node_new(enum node_kind kind, int style)
{
	struct node *n;

	if ((n = calloc(1, sizeof(*n))) == NULL)
		return NULL;
	n->kind = kind;
	n->style = style;
	return n;
}

struct node *
node_str(const char *s, int style)
{
	return node_strn(s, strlen(s), style);
}

struct node *
node_strn(const char *s, size_t len, int style)
{
	struct node *n;

	if ((n = node_new(NODE_SCALAR, style)) == NULL)
		return NULL;
	n->len = len;
	if ((n->str = malloc(len + 1)) == NULL) {
		free(n);
		return NULL;
	}
	memcpy(n->str, s, len);
	n->str[len] = '\0';
	return n;
}

struct node *
node_int(long long v)
{
	char num[32];

	snprintf(num, sizeof(num), "%lld", v);
	return node_str(num, STYLE_PLAIN);
}

void
node_free(struct node *n)
{
	size_t i;

	if (n == NULL)
		return;
	for (i = 0; i < n->n; i++)
		node_free(n->items[i]);
	free(n->items);
	free(n->str);
	free(n->tag);
	free(n);
}

static int
node_append(struct node *c, struct node *item)
{
	struct node **p;
	size_t cap;

	if (c->n == c->cap) {
		cap = c->cap ? c->cap * 2 : 8;
		if ((p = realloc(c->items, cap * sizeof(*p))) == NULL)
			return -1;
		c->items = p;
		c->cap = cap;
	}
	c->items[c->n++] = item;
	return 0;
}

int
node_push(struct node *seq, struct node *val)
{
	return node_append(seq, val);
}

struct node *
node_dup(const struct node *n)
{
	struct node *c, *item;
	size_t i;

	if ((c = node_new(n->kind, n->style)) == NULL)
		return NULL;
	c->line = n->line;
	c->col = n->col;
	c->len = n->len;
	if ((n->tag != NULL && (c->tag = strdup(n->tag)) == NULL) ||
	    (n->str != NULL && (c->str = str_ndup(n->str, n->len, NULL)) ==
	    NULL)) {
		node_free(c);
		return NULL;
	}
	for (i = 0; i < n->n; i++)
		if ((item = node_dup(n->items[i])) == NULL ||
		    node_append(c, item) == -1) {
			node_free(item);
			node_free(c);
			return NULL;
		}
	return c;
}

struct node *
node_get(const struct node *map, const char *key)
{
	size_t i;

	if (map == NULL || map->kind != NODE_MAP)
		return NULL;
	for (i = 0; i + 1 < map->n; i += 2)
		if (strcmp(map->items[i]->str, key) == 0)
			return map->items[i + 1];
	return NULL;
}

int
node_set(struct node *map, const char *key, struct node *val)
{
	struct node *k;
	size_t i;

	if (val == NULL)
		return -1;
	for (i = 0; i + 1 < map->n; i += 2)
		if (strcmp(map->items[i]->str, key) == 0) {
			node_free(map->items[i + 1]);
			map->items[i + 1] = val;
			return 0;
		}
	if ((k = node_str(key, STYLE_PLAIN)) == NULL)
		goto fail;
	if (node_append(map, k) == -1) {
		node_free(k);
		goto fail;
	}
	if (node_append(map, val) == -1) {
		map->n--;
		node_free(k);
		goto fail;
	}
	return 0;
fail:
	node_free(val);
	return -1;
}

void
node_del(struct node *map, const char *key)
{
	size_t i;

	for (i = 0; i + 1 < map->n; i += 2)
		if (strcmp(map->items[i]->str, key) == 0) {
			node_free(map->items[i]);
			node_free(map->items[i + 1]);
			memmove(map->items + i, map->items + i + 2,
			    (map->n - i - 2) * sizeof(*map->items));
			map->n -= 2;
			return;
		}
}

void
node_seq_del(struct node *seq, size_t i)
{
	if (i >= seq->n)
		return;
	node_free(seq->items[i]);
	memmove(seq->items + i, seq->items + i + 1,
	    (seq->n - i - 1) * sizeof(*seq->items));
	seq->n--;
}

static int
key_rank(const struct node *k, const char *order)
{
	int r;

	for (r = 0; *order != '\0'; r++, order = str_skip(order, 1))
		if (strcmp(k->str, order) == 0)
			return r;
	return r;
}

void
node_order(struct node *map, const char *order)
{
	size_t i, j;
	struct node *k, *v;

	/* Insertion sort of pairs: stable, and maps here are small. */
	for (i = 2; i + 1 < map->n; i += 2) {
		k = map->items[i];
		v = map->items[i + 1];
		for (j = i; j >= 2 && key_rank(map->items[j - 2], order) >
		    key_rank(k, order); j -= 2) {
			map->items[j] = map->items[j - 2];
			map->items[j + 1] = map->items[j - 1];
		}
		map->items[j] = k;
		map->items[j + 1] = v;
	}
}

int
node_is_null(const struct node *n)
{
	const char *s;

	if (n == NULL || n->kind != NODE_SCALAR || n->tag != NULL ||
	    (n->style != STYLE_PLAIN && n->style != STYLE_ANY))
		return 0;
	s = n->str;
	return *s == '\0' || strcmp(s, "~") == 0 || strcmp(s, "null") == 0 ||
	    strcmp(s, "Null") == 0 || strcmp(s, "NULL") == 0;
}

int
node_is_int(const struct node *n, long long *v)
{
	const char *s;
	char *end;
	long long x;

	if (n == NULL || n->kind != NODE_SCALAR || n->tag != NULL ||
	    (n->style != STYLE_PLAIN && n->style != STYLE_ANY))
		return 0;
	s = n->str;
	if (*s == '-')
		s++;
	if (*s < '0' || *s > '9')
		return 0;
	x = strtoll(n->str, &end, 10);
	if (*end != '\0')
		return 0;
	if (v != NULL)
		*v = x;
	return 1;
}

/* --- reading --- */

/*
 * 1-based line and column of a byte offset, for reader errors: the
 * column counts characters, so a UTF-8 continuation byte is no column.
 */
static void
offset_place(const char *buf, size_t len, size_t off, size_t *line,
    size_t *col)
{
	size_t i, l = 1, c = 1;

	for (i = 0; i < off && i < len; i++) {
		if (buf[i] == '\n') {
			l++;
			c = 1;
		} else if (((unsigned char)buf[i] & 0xc0) != 0x80)
			c++;
	}
	*line = l;
	*col = c;
}

/*
 * The offset of the character a reader error is about.  libyaml places a
 * bad trailing octet at that octet; the character it spoils starts at its
 * leading octet, the one a reader counts as the column.
 */
static size_t
reader_offset(const char *buf, const yaml_parser_t *p)
{
	size_t off = p->problem_offset;

	if (p->problem == NULL ||
	    strcmp(p->problem, "invalid trailing UTF-8 octet") != 0)
		return off;
	while (off > 0 && ((unsigned char)buf[--off] & 0xc0) == 0x80)
		;
	return off;
}

static int
key_cmp(const void *a, const void *b)
{
	const struct node *x = *(const struct node *const *)a;
	const struct node *y = *(const struct node *const *)b;
	int c;

	if ((c = strcmp(x->str, y->str)) != 0)
		return c;
	if (x->line != y->line)
		return x->line < y->line ? -1 : 1;
	return x->col < y->col ? -1 : x->col > y->col;
}

/*
 * The repeat a sort by key_cmp finds first (of the least key that
 * repeats, its second place): *first its first place.  For a mapping of
 * a few keys, each against those before it, with no copy and no sort.
 */
#define FEW_KEYS	16
static const struct node *
few_dup_keys(const struct node *map, size_t nk, const struct node **first)
{
	const struct node *k, *best = NULL;
	size_t i, j;

	for (i = 1; i < nk; i++) {
		k = map->items[2 * i];
		for (j = 0; j < i; j++)
			if (strcmp(map->items[2 * j]->str, k->str) == 0)
				break;
		if (j < i && (best == NULL || strcmp(k->str, best->str) < 0)) {
			best = k;
			*first = map->items[2 * j];
		}
	}
	return best;
}

/*
 * A repeated key of map, as a sort of its keys finds it: of many keys by
 * sorting them, so that the check is O(n log n) however many there are.
 */
static int
check_dup_keys(const struct node *map, const char *file, struct core_err *e)
{
	struct node **keys;
	const struct node *dup = NULL, *first = NULL;
	size_t i, nk = map->n / 2;

	if (nk < 2)
		return 0;
	if (nk <= FEW_KEYS)
		dup = few_dup_keys(map, nk, &first);
	else {
		if ((keys = malloc(nk * sizeof(*keys))) == NULL)
			return core_nomem(e);
		for (i = 0; i < nk; i++)
			keys[i] = map->items[2 * i];
		qsort(keys, nk, sizeof(*keys), key_cmp);
		for (i = 1; i < nk && dup == NULL; i++)
			if (strcmp(keys[i - 1]->str, keys[i]->str) == 0) {
				dup = keys[i];
				first = keys[i - 1];
			}
		free(keys);
	}
	if (dup == NULL)
		return 0;
	return core_errf(e, file, dup->line, dup->col, "duplicate key '%.64s' "
	    "(first at line %zu)", dup->str, first->line);
}

static int
take_tag(struct node *n, const yaml_char_t *tag)
{
	if (tag == NULL)
		return 0;
	if ((n->tag = strdup((const char *)tag)) == NULL)
		return -1;
	return 0;
}

/* A document being read: the collections open, innermost last. */
struct reader {
	const char	*file;
	struct core_err	*e;
	const struct node_fix *fix;	/* surrogate pairs rewritten */
	size_t		 nfix;
	struct node	*stack[NODE_MAX_DEPTH];
	struct node	*root;
	size_t		 depth, line, col;
	int		 docs, done;
};

/* A scalar event as a node; NULL with r->e filled. */
static struct node *
read_scalar(struct reader *r, const yaml_event_t *ev)
{
	struct node *n;

	if ((n = node_new(NODE_SCALAR, ev->data.scalar.style)) == NULL ||
	    take_tag(n, ev->data.scalar.tag) == -1 ||
	    (n->str = str_ndup((const char *)ev->data.scalar.value,
	    ev->data.scalar.length, NULL)) == NULL) {
		node_free(n);
		core_nomem(r->e);
		return NULL;
	}
	n->len = ev->data.scalar.length;
	if (strlen(n->str) != n->len) {
		node_free(n);
		core_errf(r->e, r->file, r->line, r->col,
		    "NUL character in a string");
		return NULL;
	}
	return n;
}

/* A sequence or mapping start as a node; NULL with r->e filled. */
static struct node *
read_collection(struct reader *r, const yaml_event_t *ev)
{
	int seq = ev->type == YAML_SEQUENCE_START_EVENT;
	struct node *n;

	if ((n = seq ? node_new(NODE_SEQ, ev->data.sequence_start.style) :
	    node_new(NODE_MAP, ev->data.mapping_start.style)) == NULL ||
	    take_tag(n, seq ? ev->data.sequence_start.tag :
	    ev->data.mapping_start.tag) == -1) {
		node_free(n);
		core_nomem(r->e);
		return NULL;
	}
	if (r->depth == NODE_MAX_DEPTH) {
		node_free(n);
		core_errf(r->e, r->file, r->line, r->col,
		    "nesting deeper than %d levels", NODE_MAX_DEPTH);
		return NULL;
	}
	return n;
}

/* Hang n (taken) in its place: the root, or in the innermost collection. */
static int
read_attach(struct reader *r, struct node *n)
{
	struct node *top;

	n->line = r->line;
	n->col = r->col;
	if (r->depth == 0)
		r->root = n;
	else {
		top = r->stack[r->depth - 1];
		if (top->kind == NODE_MAP && top->n % 2 == 0 &&
		    n->kind != NODE_SCALAR) {
			node_free(n);
			return core_errf(r->e, r->file, r->line, r->col,
			    "mapping keys must be scalars");
		}
		if (node_append(top, n) == -1) {
			node_free(n);
			return core_nomem(r->e);
		}
	}
	if (n->kind != NODE_SCALAR)
		r->stack[r->depth++] = n;
	return 0;
}

/* The anchor an event names, or NULL: none are allowed. */
static const yaml_char_t *
event_anchor(const yaml_event_t *ev)
{
	switch (ev->type) {
	case YAML_SCALAR_EVENT:
		return ev->data.scalar.anchor;
	case YAML_SEQUENCE_START_EVENT:
		return ev->data.sequence_start.anchor;
	case YAML_MAPPING_START_EVENT:
		return ev->data.mapping_start.anchor;
	default:
		return NULL;
	}
}

/* One event of the document; 0, or -1 with r->e filled. */
static int
read_event(struct reader *r, const yaml_event_t *ev)
{
	struct node *n = NULL, *top;

	r->line = ev->start_mark.line + 1;
	r->col = node_fix_col(r->fix, r->nfix, r->line,
	    ev->start_mark.column + 1);
	if (event_anchor(ev) != NULL)
		return core_errf(r->e, r->file, r->line, r->col,
		    "anchors are not allowed");
	switch (ev->type) {
	case YAML_NO_EVENT:
		return core_errf(r->e, r->file, r->line, r->col,
		    "unexpected end of input");
	case YAML_STREAM_START_EVENT:
	case YAML_DOCUMENT_END_EVENT:
		return 0;
	case YAML_STREAM_END_EVENT:
		r->done = 1;
		return 0;
	case YAML_DOCUMENT_START_EVENT:
		if (r->docs++ > 0)
			return core_errf(r->e, r->file, r->line, r->col,
			    "more than one YAML document");
		return 0;
	case YAML_ALIAS_EVENT:
		return core_errf(r->e, r->file, r->line, r->col,
		    "aliases are not allowed");
	case YAML_SCALAR_EVENT:
		n = read_scalar(r, ev);
		break;
	case YAML_SEQUENCE_START_EVENT:
	case YAML_MAPPING_START_EVENT:
		n = read_collection(r, ev);
		break;
	case YAML_SEQUENCE_END_EVENT:
	case YAML_MAPPING_END_EVENT:
		top = r->stack[--r->depth];
		if (top->kind == NODE_MAP &&
		    check_dup_keys(top, r->file, r->e) == -1)
			return -1;
		return 0;
	}
	return n == NULL ? -1 : read_attach(r, n);
}

/* libyaml 0.2.5's word for a \u escape of a surrogate, which it refuses. */
#define SURROGATE_PROBLEM	"found invalid Unicode character escape code"

/*
 * Read len bytes at buf into r->root: 0, or -1 with r->e filled (places in
 * the input, through r->fix); *surrogate says libyaml refused a surrogate
 * escape.
 */
static int
parse(struct reader *r, const char *buf, size_t len, int *surrogate)
{
	yaml_parser_t p;
	yaml_event_t ev;
	size_t line, col;
	int rc = 0;

	*surrogate = 0;
	if (!yaml_parser_initialize(&p))
		return core_nomem(r->e);
	yaml_parser_set_input_string(&p, (const unsigned char *)buf, len);
	while (!r->done && rc == 0) {
		if (!yaml_parser_parse(&p, &ev)) {
			/* No place to blame: the memory ran out. */
			if (p.error == YAML_MEMORY_ERROR) {
				rc = core_nomem(r->e);
				break;
			}
			if (p.error == YAML_READER_ERROR)
				offset_place(buf, len, reader_offset(buf, &p),
				    &line, &col);
			else {
				line = p.problem_mark.line + 1;
				col = p.problem_mark.column + 1;
			}
			*surrogate = p.error == YAML_SCANNER_ERROR &&
			    p.problem != NULL &&
			    strcmp(p.problem, SURROGATE_PROBLEM) == 0;
			rc = core_errf(r->e, r->file, line, node_fix_col(r->fix,
			    r->nfix, line, col), "invalid YAML: %s",
			    p.problem ? p.problem : _("unknown error"));
			break;
		}
		rc = read_event(r, &ev);
		yaml_event_delete(&ev);
	}
	yaml_parser_delete(&p);
	return rc;
}

struct node *
node_read(const char *buf, size_t len, const char *file, struct core_err *e)
{
	struct reader r = { 0 };
	struct node_fix *fix = NULL;
	char *fixed = NULL;
	size_t flen, nfix, line, col;
	int rc, surrogate;

	r.file = file;
	r.e = e;
	if (len > NODE_MAX_INPUT) {
		text_place(buf, NODE_MAX_INPUT, &line, &col);
		core_errf(e, file, line, col, "input is larger than %u MiB",
		    NODE_MAX_INPUT >> 20);
		return NULL;
	}
	rc = parse(&r, buf, len, &surrogate);
	/*
	 * JSON's surrogate pairs, which libyaml refuses: read again with each
	 * rewritten (node_escapes.c).  Only then, so a text without one costs
	 * no more than it did.
	 */
	if (rc == -1 && surrogate) {
		node_free(r.root);
		memset(&r, 0, sizeof(r));
		r.file = file;
		r.e = e;
		if (node_fix_surrogates(buf, len, file, &fixed, &flen, &fix,
		    &nfix, e) == -1)
			return NULL;
		if (fixed != NULL) {
			r.fix = fix;
			r.nfix = nfix;
			rc = parse(&r, fixed, flen, &surrogate);
		}
		free(fixed);
		free(fix);
	}
	if (rc == 0 && r.root == NULL)
		rc = core_errf(e, file, 1, 1, "empty document");
	if (rc == -1) {
		node_free(r.root);
		return NULL;
	}
	return r.root;
}

/* --- writing YAML --- */

static int
write_handler(void *data, unsigned char *buffer, size_t size)
{
	return buf_add(data, buffer, size) == 0;
}

static int
emit_node(yaml_emitter_t *em, const struct node *n)
{
	yaml_event_t ev;
	yaml_char_t *tag = (yaml_char_t *)n->tag;
	int implicit = n->tag == NULL;
	size_t i;

	switch (n->kind) {
	case NODE_SCALAR:
		if (!yaml_scalar_event_initialize(&ev, NULL, tag,
		    (yaml_char_t *)n->str, (int)n->len, implicit, implicit,
		    (yaml_scalar_style_t)n->style))
			return -1;
		return yaml_emitter_emit(em, &ev) ? 0 : -1;
	case NODE_SEQ:
	case NODE_MAP:
		if (!(n->kind == NODE_SEQ ?
		    yaml_sequence_start_event_initialize(&ev, NULL, tag,
		    implicit, (yaml_sequence_style_t)n->style) :
		    yaml_mapping_start_event_initialize(&ev, NULL, tag,
		    implicit, (yaml_mapping_style_t)n->style)) ||
		    !yaml_emitter_emit(em, &ev))
			return -1;
		break;
	}
	for (i = 0; i < n->n; i++)
		if (emit_node(em, n->items[i]) == -1)
			return -1;
	if (n->kind == NODE_SEQ)
		yaml_sequence_end_event_initialize(&ev);
	else
		yaml_mapping_end_event_initialize(&ev);
	return yaml_emitter_emit(em, &ev) ? 0 : -1;
}

/*
 * Does the text s (len bytes) hold a character that a terminal would not
 * show as it is (char_shown), or a byte that is no UTF-8?
 */
static int
unshown_text(const char *s, size_t len)
{
	const char *why;
	uint64_t x;
	uint32_t cp;
	size_t i, n;

	for (i = 0; i < len; i += n) {
		n = 1;
		/* ASCII, what a state mostly holds: eight bytes at a time. */
		if (len - i >= 8) {
			memcpy(&x, s + i, 8);
			if ((x & 0x8080808080808080ULL) == 0) {
				n = 8;
				continue;
			}
		}
		if ((unsigned char)s[i] < 0x80)
			continue;
		if ((n = utf8_get(s + i, len - i, &cp, &why)) == 0 ||
		    !char_shown(cp))
			return 1;
	}
	return 0;
}

/*
 * Write the document root onto out, every character but ASCII as its
 * escape unless unicode.  0, or -1 with e.
 */
static int
emit_doc(const struct node *root, struct buf *out, int unicode,
    struct core_err *e)
{
	/*
	 * The emitter last written with is deleted at the next call, not at
	 * the end of this one: a tool writes one document and exits, and
	 * the frees of the emitter's buffers made musl unmap three groups,
	 * three system calls and flushes that exit does for nothing.
	 */
	static yaml_emitter_t em;
	static int live;
	yaml_event_t ev;

	if (live)
		yaml_emitter_delete(&em);
	live = 0;
	if (!yaml_emitter_initialize(&em))
		return core_nomem(e);
	live = 1;
	yaml_emitter_set_output(&em, write_handler, out);
	yaml_emitter_set_width(&em, -1);
	yaml_emitter_set_unicode(&em, unicode);
	if (!yaml_stream_start_event_initialize(&ev, YAML_UTF8_ENCODING) ||
	    !yaml_emitter_emit(&em, &ev) ||
	    !yaml_document_start_event_initialize(&ev, NULL, NULL, NULL, 1) ||
	    !yaml_emitter_emit(&em, &ev) ||
	    emit_node(&em, root) == -1 ||
	    !yaml_document_end_event_initialize(&ev, 1) ||
	    !yaml_emitter_emit(&em, &ev) ||
	    !yaml_stream_end_event_initialize(&ev) ||
	    !yaml_emitter_emit(&em, &ev))
		return core_errf(e, NULL, 0, 0, "cannot write YAML: %s",
		    em.problem ? em.problem : _("out of memory"));
	/* Left alive, it writes no more: deleting it writes nothing to out. */
	return 0;
}

int
node_write_yaml(const struct node *root, struct buf *out, struct core_err *e)
{
	size_t start = out->len;

	if (emit_doc(root, out, 1, e) == -1)
		return -1;
	/*
	 * libyaml escapes the C0 and C1 controls of a scalar but writes a
	 * bidi mark, a zero-width or combining character as it is: a
	 * document that holds one is written again, every character but
	 * ASCII as its escape, which reads back the same, so that no
	 * terminal is shown one.  Looked for in what was written, one text
	 * read eight bytes at a time where it is ASCII, not scalar by scalar.
	 */
	if (!unshown_text(out->p + start, out->len - start))
		return 0;
	out->len = start;
	out->p[start] = '\0';
	return emit_doc(root, out, 0, e);
}
