/*
 * node_escapes.c: JSON's surrogate pairs, made escapes libyaml reads.
 *
 * JSON writes a character beyond U+FFFF as two \u escapes, a high and a
 * low surrogate ("\ud83d\ude00" for U+1F600), and so does YAML 1.2, whose
 * double-quoted scalars are JSON's strings; libyaml 0.2.5 refuses each
 * surrogate alone ("invalid Unicode character escape code").  So when it
 * has refused a text for one, the text is read again with each pair in a
 * double-quoted scalar made the one escape libyaml takes, "\U0001F600"
 * (a text without one costs nothing more).  Where a
 * double-quoted scalar is, only a YAML scanner can say (a backslash is
 * text in a plain or single-quoted scalar, a block scalar, a comment), so
 * libyaml's own scanner says it, run over a copy of the text whose
 * surrogate escapes are made harmless ones of the same length.  The scan
 * is linear: it stops past NODE_MAX_DEPTH, as the reader does.
 *
 * The rewrite is two columns shorter a pair, so each is recorded, and
 * node.c puts every place it reports back where it is in the input.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <yaml.h>

#include "core.h"
#include "node.h"
#include "node_int.h"
#include "util.h"

static int
hexval(int c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	c |= 0x20;
	return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

/* The value of the escape "\uXXXX" at p (end past the text), or -1. */
static long
uescape(const char *p, const char *end)
{
	long v = 0;
	int i, h;

	if (end - p < 6 || p[0] != '\\' || p[1] != 'u')
		return -1;
	for (i = 2; i < 6; i++) {
		if ((h = hexval((unsigned char)p[i])) < 0)
			return -1;
		v = v * 16 + h;
	}
	return v;
}

static int
is_surrogate(long v)
{
	return v >= 0xD800 && v <= 0xDFFF;
}

/* Does the text hold a surrogate escape anywhere at all? */
static int
has_surrogate(const char *s, size_t len)
{
	const char *p = s, *end = s + len;

	while ((p = memchr(p, '\\', (size_t)(end - p))) != NULL) {
		if (is_surrogate(uescape(p, end)))
			return 1;
		p++;
	}
	return 0;
}

/* A rewrite in progress: the input, the text made, its fixes. */
struct fixer {
	const char	*s;
	size_t		 len;
	size_t		 at;		/* input copied or rewritten so far */
	size_t		 idx;		/* characters before at */
	struct buf	 out;
	struct node_fix	*fix;
	size_t		 nfix, cap;
	size_t		 fix_line;	/* the line of the latest fix */
	size_t		 fix_shift;	/* columns taken off it so far */
	const char	*file;
	struct core_err	*e;
};

/* Copy the input up to the start of character want (libyaml's index). */
static int
copy_to(struct fixer *f, size_t want)
{
	size_t from = f->at;

	while (f->idx < want && f->at < f->len) {
		f->at++;
		while (f->at < f->len &&
		    ((unsigned char)f->s[f->at] & 0xC0) == 0x80)
			f->at++;
		f->idx++;
	}
	return buf_add(&f->out, f->s + from, f->at - from);
}

/* Columns the rewrite took off line line before the place reached. */
static size_t
shift_of(const struct fixer *f, size_t line)
{
	return f->nfix > 0 && f->fix_line == line ? f->fix_shift : 0;
}

/* A pair rewritten at column col of line line (of the input). */
static int
add_fix(struct fixer *f, size_t line, size_t col)
{
	struct node_fix *p;
	size_t shift = shift_of(f, line);

	if (f->nfix == f->cap) {
		f->cap = f->cap ? 2 * f->cap : 16;
		if ((p = realloc(f->fix, f->cap * sizeof(*p))) == NULL)
			return -1;
		f->fix = p;
	}
	/* The column after "\U0001F600", in the text as rewritten. */
	f->fix[f->nfix].line = line;
	f->fix[f->nfix++].col = col - shift + 10;
	f->fix_line = line;
	f->fix_shift = shift + NODE_FIX_SHIFT;
	return 0;
}

/* A surrogate without its other half, at line:col of the input. */
static int
lone(struct fixer *f, const char *p, long v, size_t line, size_t col)
{
	/* Each sentence whole, for the catalogs. */
	if (v < 0xDC00)
		return core_errf(f->e, f->file, line, col, "invalid YAML: %.6s "
		    "is half of a character: a high surrogate needs a low one "
		    "(\\udc00 to \\udfff) right after it", p);
	return core_errf(f->e, f->file, line, col, "invalid YAML: %.6s is "
	    "half of a character: a low surrogate comes only right after a "
	    "high one (\\ud800 to \\udbff)", p);
}

/*
 * The double-quoted scalar whose opening quote is at f->at, at line:col
 * of the input: copied up to its closing quote, each surrogate pair
 * rewritten.  The characters it holds are counted into f->idx.
 */
static int
fix_scalar(struct fixer *f, size_t line, size_t col)
{
	const char *p = f->s + f->at, *end = f->s + f->len, *start = p;
	char esc[16];
	long hi, lo;

	/* The quote, then up to the one that closes. */
	if (buf_addc(&f->out, *p++) == -1)
		return core_nomem(f->e);
	col++;
	f->idx++;
	while (p < end && *p != '"') {
		hi = uescape(p, end);
		if (is_surrogate(hi)) {
			lo = uescape(p + 6, end);
			if (hi >= 0xDC00 || lo < 0xDC00 || lo > 0xDFFF)
				return lone(f, p, hi, line, col);
			snprintf(esc, sizeof(esc), "\\U%08lX", 0x10000 +
			    ((hi - 0xD800) << 10) + (lo - 0xDC00));
			if (buf_adds(&f->out, esc) == -1 ||
			    add_fix(f, line, col) == -1)
				return core_nomem(f->e);
			p += 12;
			col += 12;
			f->idx += 12;
			continue;
		}
		/* An escape's second character is never its end. */
		if (*p == '\\' && p + 1 < end && p[1] != '\n' && p[1] != '\r') {
			if (buf_add(&f->out, p, 2) == -1)
				return core_nomem(f->e);
			p += 2;
			col += 2;
			f->idx += 2;
			continue;
		}
		if (*p == '\n' || (*p == '\r' && (p + 1 == end ||
		    p[1] != '\n'))) {
			line++;
			col = 0;
		}
		if (buf_addc(&f->out, *p) == -1)
			return core_nomem(f->e);
		if (((unsigned char)*p & 0xC0) != 0x80) {
			col++;
			f->idx++;
		}
		p++;
	}
	f->at += (size_t)(p - start);
	return 0;
}

/*
 * Where the double-quoted scalars are: libyaml's scanner on a copy of the
 * text with every surrogate escape made "\u0058", which changes no token.
 * Each one found is rewritten as the scan reaches it; a scan that fails
 * (the text is no YAML) stops there, and the reader says why.
 */
static int
scan(struct fixer *f)
{
	yaml_parser_t p;
	yaml_token_t tok;
	char *copy, *q;
	size_t depth = 0;
	int rc = 0, done = 0;

	if ((copy = malloc(f->len + 1)) == NULL)
		return core_nomem(f->e);
	memcpy(copy, f->s, f->len);
	copy[f->len] = '\0';
	for (q = copy; (q = memchr(q, '\\', (size_t)(copy + f->len - q))) !=
	    NULL; q++)
		if (is_surrogate(uescape(q, copy + f->len)))
			memcpy(q + 2, "0058", 4);
	if (!yaml_parser_initialize(&p)) {
		free(copy);
		return core_nomem(f->e);
	}
	yaml_parser_set_input_string(&p, (const unsigned char *)copy, f->len);
	/* A byte-order mark is no character of libyaml's count. */
	if (f->len >= 3 && memcmp(f->s, "\xEF\xBB\xBF", 3) == 0) {
		if (buf_add(&f->out, f->s, 3) == -1)
			rc = core_nomem(f->e);
		f->at = 3;
	}
	while (!done && rc == 0 && yaml_parser_scan(&p, &tok)) {
		switch (tok.type) {
		case YAML_STREAM_END_TOKEN:
		case YAML_NO_TOKEN:
			done = 1;
			break;
		case YAML_BLOCK_SEQUENCE_START_TOKEN:
		case YAML_BLOCK_MAPPING_START_TOKEN:
		case YAML_FLOW_SEQUENCE_START_TOKEN:
		case YAML_FLOW_MAPPING_START_TOKEN:
			done = ++depth > NODE_MAX_DEPTH;
			break;
		case YAML_BLOCK_END_TOKEN:
		case YAML_FLOW_SEQUENCE_END_TOKEN:
		case YAML_FLOW_MAPPING_END_TOKEN:
			depth -= depth > 0;
			break;
		case YAML_SCALAR_TOKEN:
			if (tok.data.scalar.style !=
			    YAML_DOUBLE_QUOTED_SCALAR_STYLE ||
			    tok.start_mark.index < f->idx)
				break;
			if (copy_to(f, tok.start_mark.index) == -1)
				rc = core_nomem(f->e);
			else
				rc = fix_scalar(f, tok.start_mark.line + 1,
				    tok.start_mark.column + 1);
			break;
		default:
			break;
		}
		yaml_token_delete(&tok);
	}
	yaml_parser_delete(&p);
	free(copy);
	return rc;
}

int
node_fix_surrogates(const char *buf, size_t len, const char *file,
    char **out, size_t *outlen, struct node_fix **fix, size_t *nfix,
    struct core_err *e)
{
	struct fixer f = { 0 };
	int rc;

	*out = NULL;
	*fix = NULL;
	*outlen = *nfix = 0;
	if (!has_surrogate(buf, len))
		return 0;
	f.s = buf;
	f.len = len;
	f.file = file;
	f.e = e;
	rc = scan(&f);
	if (rc == 0 && buf_add(&f.out, buf + f.at, len - f.at) == -1)
		rc = core_nomem(e);
	/* Surrogates only where they are text: the input is read as it is. */
	if (rc == -1 || f.nfix == 0) {
		buf_free(&f.out);
		free(f.fix);
		return rc;
	}
	*outlen = f.out.len;
	*out = buf_take(&f.out);
	*fix = f.fix;
	*nfix = f.nfix;
	return 0;
}

size_t
node_fix_col(const struct node_fix *fix, size_t nfix, size_t line,
    size_t col)
{
	size_t lo = 0, hi = nfix, mid, first;

	/* The first fix on the line, then the first past col. */
	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (fix[mid].line < line)
			lo = mid + 1;
		else
			hi = mid;
	}
	first = lo;
	hi = nfix;
	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (fix[mid].line == line && fix[mid].col <= col)
			lo = mid + 1;
		else
			hi = mid;
	}
	return col + NODE_FIX_SHIFT * (lo - first);
}
