/*
 * node_json.c: a document written as JSON (node.h), each string as JSON's
 * string literal.
 */
#include <stdint.h>
#include <string.h>

#include "core.h"
#include "node.h"
#include "util.h"

/* Code point cp as JSON's \u escape, a surrogate pair beyond U+FFFF. */
static int
json_escape(struct buf *out, uint32_t cp)
{
	if (cp < 0x10000)
		return buf_printf(out, "\\u%04x", (unsigned)cp);
	cp -= 0x10000;
	return buf_printf(out, "\\u%04x\\u%04x", 0xd800 + (unsigned)(cp >> 10),
	    0xdc00 + (unsigned)(cp & 0x3ff));
}

int
node_json_string(struct buf *out, const char *s, size_t len)
{
	const char *why;
	uint32_t cp;
	size_t i, n;
	unsigned char c;

	if (buf_addc(out, '"') == -1)
		return -1;
	for (i = 0; i < len; i++) {
		c = (unsigned char)s[i];
		if (c == '"' || c == '\\') {
			if (buf_addc(out, '\\') == -1 ||
			    buf_addc(out, c) == -1)
				return -1;
		} else if (c == '\n') {
			if (buf_adds(out, "\\n") == -1)
				return -1;
		} else if (c == '\t') {
			if (buf_adds(out, "\\t") == -1)
				return -1;
		} else if (c < 0x20 || c == 0x7f) {
			if (buf_printf(out, "\\u%04x", c) == -1)
				return -1;
		} else if (c >= 0x80) {
			/* A message may quote bytes that are not UTF-8. */
			if ((n = utf8_get(s + i, len - i, &cp, &why)) == 0) {
				if (buf_adds(out, "\\ufffd") == -1)
					return -1;
				continue;
			}
			/*
			 * What a terminal would not show as it is (a C1
			 * control, a bidi mark: char_shown) as its escape,
			 * which reads back the same.
			 */
			if ((char_shown(cp) ? buf_add(out, s + i, n) :
			    json_escape(out, cp)) == -1)
				return -1;
			i += n - 1;
		} else if (buf_addc(out, c) == -1)
			return -1;
	}
	return buf_addc(out, '"');
}

/* Move *i past the digits at s + *i; how many there were. */
static size_t
skip_digits(const char *s, size_t *i)
{
	size_t n = 0;

	while (s[*i] >= '0' && s[*i] <= '9')
		(*i)++, n++;
	return n;
}

/* The YAML 1.2 core schema's reading of a plain scalar, as JSON text. */
static const char *
json_plain(const struct node *n)
{
	const char *s = n->str;
	size_t i = 0, digits = 0;

	if (n->tag != NULL || (n->style != STYLE_PLAIN && n->style != STYLE_ANY))
		return NULL;
	if (node_is_null(n))
		return "null";
	if (strcmp(s, "true") == 0 || strcmp(s, "True") == 0 ||
	    strcmp(s, "TRUE") == 0)
		return "true";
	if (strcmp(s, "false") == 0 || strcmp(s, "False") == 0 ||
	    strcmp(s, "FALSE") == 0)
		return "false";
	/* JSON's own number grammar, which YAML's core schema includes. */
	if (s[i] == '-')
		i++;
	if (s[i] == '0')
		i++, digits = 1;
	else
		digits = skip_digits(s, &i);
	if (digits == 0)
		return NULL;
	if (s[i] == '.' && (i++, skip_digits(s, &i)) == 0)
		return NULL;
	if (s[i] == 'e' || s[i] == 'E') {
		i++;
		if (s[i] == '+' || s[i] == '-')
			i++;
		if (skip_digits(s, &i) == 0)
			return NULL;
	}
	if (s[i] != '\0')
		return NULL;
	/*
	 * A whole number beyond 2^53 - 1 would be rounded by most JSON
	 * readers (jq, JavaScript): it goes out as a string, exactly.
	 */
	if (strpbrk(s, ".eE") == NULL && (digits > 16 || (digits == 16 &&
	    strcmp(s + (s[0] == '-'), "9007199254740991") > 0)))
		return NULL;
	return s;
}

static int
json_node(struct buf *out, const struct node *n, int indent)
{
	const char *lit;
	size_t i;
	int j;

	switch (n->kind) {
	case NODE_SCALAR:
		if ((lit = json_plain(n)) != NULL)
			return buf_adds(out, lit);
		return node_json_string(out, n->str, n->len);
	case NODE_SEQ:
	case NODE_MAP:
		if (buf_addc(out, n->kind == NODE_SEQ ? '[' : '{') == -1)
			return -1;
		for (i = 0; i < n->n; i++) {
			if (n->kind == NODE_MAP && i % 2 == 1) {
				if (buf_adds(out, ": ") == -1 ||
				    json_node(out, n->items[i], indent + 1) ==
				    -1)
					return -1;
				continue;
			}
			if (i > 0 && buf_addc(out, ',') == -1)
				return -1;
			if (buf_addc(out, '\n') == -1)
				return -1;
			for (j = 0; j <= indent; j++)
				if (buf_adds(out, "  ") == -1)
					return -1;
			if (n->kind == NODE_MAP) {
				if (node_json_string(out, n->items[i]->str,
				    n->items[i]->len) == -1)
					return -1;
			} else if (json_node(out, n->items[i], indent + 1) ==
			    -1)
				return -1;
		}
		if (n->n > 0) {
			if (buf_addc(out, '\n') == -1)
				return -1;
			for (j = 0; j < indent; j++)
				if (buf_adds(out, "  ") == -1)
					return -1;
		}
		return buf_addc(out, n->kind == NODE_SEQ ? ']' : '}');
	}
	return -1;
}

int
node_write_json(const struct node *root, struct buf *out, struct core_err *e)
{
	if (json_node(out, root, 0) == -1 || buf_addc(out, '\n') == -1)
		return core_nomem(e);
	return 0;
}
