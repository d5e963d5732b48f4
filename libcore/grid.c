/*
 * grid.c: grids of tiles, their runs and connected groups.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alphabet.h"
#include "core.h"
#include "grid.h"
#include "i18n.h"
#include "tiles.h"
#include "util.h"

struct grid *
grid_new(size_t rows, size_t cols, struct core_err *e)
{
	struct grid *g;

	if ((g = calloc(1, sizeof(*g))) == NULL ||
	    (g->cell = calloc(rows * cols + 1, 1)) == NULL) {
		free(g);
		core_nomem(e);
		return NULL;
	}
	g->rows = rows;
	g->cols = cols;
	return g;
}

void
grid_free(struct grid *g)
{
	if (g == NULL)
		return;
	free(g->cell);
	free(g);
}

struct grid *
grid_parse(const char *text, size_t len, const char *file, size_t line0,
    size_t col0, struct core_err *e)
{
	const char *p, *q, *end = text + len;
	size_t rows = 0, cols = 0, used = 0, ucols = 0, wide = 0, n, r, c;
	struct grid *g;
	unsigned char ch;
	char esc[CHAR_ESC_MAX];

	/* First pass: size, and every character checked with its place. */
	for (q = text; (p = line_next(&q, end, &n)) != NULL;) {
		for (c = 0; c < n; c++) {
			ch = (unsigned char)p[c];
			if (ch == '.' || ch == ' ' || (ch >= 'A' && ch <= 'Z') ||
			    (ch >= 'a' && ch <= 'z') || ch >= ALPHA_HIGH)
				continue;
			if (ch >= 0x20 && ch < 0x7f) {
				esc[0] = (char)ch;
				esc[1] = '\0';
			} else if (ch < 0x80)
				char_escape(ch, esc);
			else
				byte_escape(ch, esc);
			core_errf(e, file, line0 + rows, col0 + c,
			    "'%s' is not a tile or an empty cell ('.')", esc);
			return NULL;
		}
		rows++;
		if (n > cols)
			cols = n;
		if (n > GRID_MAX && wide == 0)
			wide = rows;
		/*
		 * Blank lines at the end are not rows, nor is their width
		 * the grid's: a line is a row once a tile follows it.  The
		 * place: the first cell past the limit, in the file.
		 */
		if (strspn(p, ". ") == n)
			continue;
		used = rows;
		ucols = cols;
		if (used > GRID_MAX && (wide == 0 || wide > GRID_MAX))
			return core_errf(e, file, line0 + GRID_MAX, col0,
			    "the grid is larger than %d x %d", GRID_MAX,
			    GRID_MAX), (struct grid *)NULL;
		if (wide != 0)
			return core_errf(e, file, line0 + wide - 1, col0 +
			    GRID_MAX, "the grid is larger than %d x %d",
			    GRID_MAX, GRID_MAX), (struct grid *)NULL;
	}
	rows = used;
	cols = ucols;
	if ((g = grid_new(rows, cols, e)) == NULL)
		return NULL;
	for (q = text, r = 0; r < rows; r++) {
		p = line_next(&q, end, &n);
		for (c = 0; c < n; c++)
			if (p[c] != '.' && p[c] != ' ')
				g->cell[r * cols + c] = p[c];
	}
	return g;
}

/* Does text need decoding with a: a byte past ASCII, or a lacks a letter A-Z? */
static int
grid_needs_alpha(const struct alphabet *a, const char *text, size_t len)
{
	uint64_t w;
	size_t i;

	if (a == NULL)
		return 0;
	if (a->n < 26 || a->letter[25] != 'Z')
		return 1;
	/* Eight bytes at a time: a board of a state may be a megabyte. */
	for (i = 0; i + 8 <= len; i += 8) {
		memcpy(&w, text + i, 8);
		if (w & 0x8080808080808080ULL)
			return 1;
	}
	for (; i < len; i++)
		if ((unsigned char)text[i] >= 0x80)
			return 1;
	return 0;
}

struct grid *
grid_parse_alpha(const struct alphabet *a, const char *text, size_t len,
    const char *file, size_t line0, size_t col0, struct core_err *e)
{
	struct buf out = { 0 };
	struct grid *g = NULL;
	const char *p = text, *end = text + len, *eol;
	size_t line = line0;
	int rc = 0;

	if (!grid_needs_alpha(a, text, len))
		return grid_parse(text, len, file, line0, col0, e);
	while (rc == 0 && p < end) {
		if ((eol = memchr(p, '\n', (size_t)(end - p))) == NULL)
			eol = end;
		/* Only a's letters are tiles: its folds are for words. */
		if ((rc = alpha_decode_tiles(a, p, (size_t)(eol - p),
		    ALPHA_KEEP, &out, e)) == 0 && eol < end && buf_addc(&out, '\n') == -1)
			rc = core_nomem(e);
		else if (rc != 0 && !out.failed) {
			e->file = file;
			e->line = line;
			e->col += col0 - 1;
		} else if (rc != 0)
			core_nomem(e);
		p = eol + 1;
		line++;
	}
	if (rc == 0 && buf_addc(&out, '\0') == -1)
		rc = core_nomem(e);
	if (rc == 0)
		g = grid_parse(out.p, out.len - 1, file, line0, col0, e);
	buf_free(&out);
	return g;
}

size_t
grid_tiles(const struct grid *g)
{
	size_t i, n = 0;

	for (i = 0; i < g->rows * g->cols; i++)
		n += g->cell[i] != 0;
	return n;
}

static int
add_run(struct run **v, size_t *n, size_t *cap, size_t r, size_t c,
    size_t len, int down)
{
	struct run *p;

	if (*n == *cap) {
		*cap = *cap ? *cap * 2 : 16;
		if ((p = realloc(*v, *cap * sizeof(*p))) == NULL)
			return -1;
		*v = p;
	}
	(*v)[*n].row = r;
	(*v)[*n].col = c;
	(*v)[*n].len = len;
	(*v)[*n].down = down;
	(*n)++;
	return 0;
}

int
grid_runs(const struct grid *g, struct run **out, size_t *n,
    struct core_err *e)
{
	size_t r, c, k, cap = 0;
	struct run *v = NULL;

	*n = 0;
	for (r = 0; r < g->rows; r++)
		for (c = 0; c < g->cols; c = k + 1) {
			for (k = c; k < g->cols && grid_at(g, r, k); k++)
				;
			if (k - c >= 2 && add_run(&v, n, &cap, r, c, k - c,
			    0) == -1)
				goto nomem;
		}
	for (c = 0; c < g->cols; c++)
		for (r = 0; r < g->rows; r = k + 1) {
			for (k = r; k < g->rows && grid_at(g, k, c); k++)
				;
			if (k - r >= 2 && add_run(&v, n, &cap, r, c, k - r,
			    1) == -1)
				goto nomem;
		}
	*out = v;
	return 0;
nomem:
	free(v);
	return core_nomem(e);
}

/* The letters of a run, as on the grid, NUL-terminated (len + 1 bytes). */
static void
run_text(const struct grid *g, const struct run *r, char *buf)
{
	size_t i;

	for (i = 0; i < r->len; i++)
		buf[i] = r->down ? grid_at(g, r->row + i, r->col) :
		    grid_at(g, r->row, r->col + i);
	buf[r->len] = '\0';
}

int
grid_each_run(const struct grid *g, grid_run_fn *fn, void *arg,
    struct core_err *e)
{
	struct run *runs = NULL;
	size_t nruns, i;
	char *w;
	int rc = 0;

	if (grid_runs(g, &runs, &nruns, e) == -1)
		return -1;
	if ((w = malloc(g->rows + g->cols + 1)) == NULL) {
		free(runs);
		return core_nomem(e);
	}
	for (i = 0; i < nruns && rc == 0; i++) {
		run_text(g, &runs[i], w);
		rc = fn(arg, &runs[i], w);
	}
	free(w);
	free(runs);
	if (rc == -1)
		core_nomem(e);
	return rc;
}

long
grid_groups(const struct grid *g, unsigned *label)
{
	size_t *queue, qh, qt, i, at, nb[4], k, total = g->rows * g->cols;
	unsigned groups = 0;

	memset(label, 0, total * sizeof(*label));
	if ((queue = malloc((total + 1) * sizeof(*queue))) == NULL)
		return -1;
	for (i = 0; i < total; i++) {
		if (g->cell[i] == 0 || label[i] != 0)
			continue;
		label[i] = ++groups;
		qh = qt = 0;
		queue[qt++] = i;
		while (qh < qt) {
			at = queue[qh++];
			k = 0;
			if (at % g->cols > 0)
				nb[k++] = at - 1;
			if (at % g->cols + 1 < g->cols)
				nb[k++] = at + 1;
			if (at >= g->cols)
				nb[k++] = at - g->cols;
			if (at + g->cols < total)
				nb[k++] = at + g->cols;
			while (k-- > 0)
				if (g->cell[nb[k]] != 0 && label[nb[k]] == 0) {
					label[nb[k]] = groups;
					queue[qt++] = nb[k];
				}
		}
	}
	free(queue);
	return (long)groups;
}

int
grid_check_connected(const struct grid *g, struct grid_problems *ps,
    struct core_err *e)
{
	unsigned *label, big = 1;
	size_t *size = NULL, *first = NULL, i, total = g->rows * g->cols;
	long n;
	char at[24];
	int rc = -1;

	if ((label = malloc((total + 1) * sizeof(*label))) == NULL)
		return core_nomem(e);
	if ((n = grid_groups(g, label)) < 0)
		goto nomem;
	if (n <= 1) {
		rc = 0;
		goto out;
	}
	size = calloc((size_t)n + 1, sizeof(*size));
	first = calloc((size_t)n + 1, sizeof(*first));
	if (size == NULL || first == NULL)
		goto nomem;
	for (i = total; i-- > 0;)
		if (label[i]) {
			size[label[i]]++;
			first[label[i]] = i;
		}
	/* The largest group is the grid; the first such in reading order. */
	for (i = 2; i <= (size_t)n; i++)
		if (size[i] > size[big])
			big = (unsigned)i;
	for (i = 1; i <= (size_t)n; i++) {
		if (i == big)
			continue;
		grid_coord(first[i] / g->cols, first[i] % g->cols, at);
		if (size[i] == 1)
			rc = grid_problem_add(ps, GP_DETACHED,
			    first[i] / g->cols, first[i] % g->cols, 0, 1, NULL,
			    "the tile at %s is not connected to the rest", at);
		else
			rc = grid_problem_add(ps, GP_DETACHED,
			    first[i] / g->cols, first[i] % g->cols, 0, size[i],
			    NULL, "%zu tiles from %s are not connected to the "
			    "rest", size[i], at);
		if (rc == -1)
			goto nomem;
	}
	rc = 0;
	goto out;
nomem:
	core_nomem(e);
out:
	free(label);
	free(size);
	free(first);
	return rc;
}

int
grid_write(const struct grid *g, struct buf *out)
{
	size_t r, c;
	char ch;

	for (r = 0; r < g->rows; r++) {
		for (c = 0; c < g->cols; c++) {
			ch = grid_at(g, r, c);
			if (buf_addc(out, ch ? ch : '.') == -1)
				return -1;
		}
		if (buf_addc(out, '\n') == -1)
			return -1;
	}
	return 0;
}

int
grid_write_alpha(const struct grid *g, const struct alphabet *a,
    struct buf *out)
{
	size_t i, n = g->rows * g->cols, len, col = 0;
	unsigned char ch;
	char u[8];
	int k;

	if (a == NULL)
		return grid_write(g, out);
	for (i = 0; i < n; i++) {
		ch = (unsigned char)g->cell[i];
		if (ch < 0x80) {
			if (buf_addc(out, ch ? ch : '.') == -1)
				return -1;
		} else if ((k = alpha_index(a, ch)) < 0 || (len =
		    alpha_letter_utf8(a, k, (ch & 0x20) != 0, u)) == 0 ||
		    buf_add(out, u, len) == -1)
			return -1;
		if (++col < g->cols)
			continue;
		col = 0;
		if (buf_addc(out, '\n') == -1)
			return -1;
	}
	return 0;
}

const char *
grid_coord(size_t row, size_t col, char *buf)
{
	snprintf(buf, 24, "%zu,%zu", row + 1, col + 1);
	return buf;
}

int
grid_problem_add(struct grid_problems *ps, int kind, size_t row, size_t col,
    int down, size_t len, const char *word, const char *fmt, ...)
{
	struct grid_problem *p;
	struct buf msg = { 0 };
	va_list ap;
	char *w = NULL;
	size_t n;

	if (ps->n == ps->cap) {
		size_t cap = ps->cap ? ps->cap * 2 : 8;

		if ((p = realloc(ps->p, cap * sizeof(*p))) == NULL)
			return -1;
		ps->p = p;
		ps->cap = cap;
	}
	/* For a person, in the reader's words; for an answer, English. */
	va_start(ap, fmt);
	buf_vprintf(&msg, ps->english ? fmt : _(fmt), ap);
	va_end(ap);
	if (buf_grow(&msg, 0) == 0)	/* a text, even an empty one */
		msg.p[msg.len] = '\0';
	/* The whole word: a script reads it, and a "..." is no tile. */
	if (word != NULL && (w = malloc((n = strlen(word)) + 1)) != NULL)
		memcpy(w, word, n + 1);
	if (msg.failed || (word != NULL && w == NULL)) {
		buf_free(&msg);
		free(w);
		return -1;
	}
	p = &ps->p[ps->n++];
	memset(p, 0, sizeof(*p));
	p->kind = kind;
	p->row = row;
	p->col = col;
	p->down = down;
	p->len = len;
	p->word = w;
	p->msg = msg.p;
	return 0;
}

char *
grid_problem_letters(const struct grid_problems *ps, const char *s, size_t n)
{
	struct buf b = { 0 };

	if (ps->alpha == NULL || alpha_encode(ps->alpha, s, n, &b, NULL) == -1) {
		b.len = 0;
		if (!b.failed)
			buf_add(&b, s, n);
	}
	if (buf_addc(&b, '\0') == -1 || b.failed) {
		buf_free(&b);
		return NULL;
	}
	return b.p;
}

void
grid_problems_free(struct grid_problems *ps)
{
	size_t i;

	for (i = 0; i < ps->n; i++) {
		free(ps->p[i].word);
		free(ps->p[i].msg);
	}
	free(ps->p);
	ps->p = NULL;
	ps->n = ps->cap = 0;
}

int
grid_hand_minus(char *hand, const struct grid *g)
{
	struct tileset need, have;
	size_t i;
	int k;

	tileset_clear(&need);
	for (i = 0; g != NULL && i < g->rows * g->cols; i++) {
		if (g->cell[i] == 0)
			continue;
		k = tile_index(tile_of_cell(g->cell[i]));
		if (k == -1)
			return -1;
		need.n[k]++;
	}
	/* Check before taking, so a failure leaves hand unchanged. */
	tileset_clear(&have);
	if (tileset_add(&have, hand, 1) == -1)
		return -1;
	for (k = 0; k < TILE_KINDS; k++)
		if (need.n[k] > have.n[k])
			return -1;
	tiles_remove_set(hand, &need);
	return 0;
}
