/*
 * view_grid.c: a grid drawn as the tools number it.  Each cell takes three
 * columns, a mark, its letter, a mark; a ruler above numbers each column
 * over its letters, and each row is numbered on its left, so that the
 * numbers read off the drawing are the ROW,COL a tool takes.  A grid that
 * grows shows its margin too, row and column 0 and one past the last,
 * blank: a tile placed there grows the grid, and every number moves with
 * it (the tools re-base to 1,1).  Up to 99 columns the ruler is one line;
 * past that each column's number stands upright, a digit a line, so that
 * a 1000-column board (the largest a state holds) reads as well as a
 * small one.  A grid of more than VIEW_BIG rows or columns has its
 * numbers on all four sides.
 */
#include <stddef.h>
#include <stdio.h>

#include "alphabet.h"
#include "core.h"
#include "util.h"
#include "view.h"
#include "view_int.h"

/* The digits of n (1 for 0). */
static int
digits(size_t n)
{
	int d = 1;

	while (n >= 10) {
		n /= 10;
		d++;
	}
	return d;
}

/* Drop the spaces a line ends with. */
static void
trim(struct buf *b)
{
	while (b->len > 0 && b->p[b->len - 1] == ' ')
		b->p[--b->len] = '\0';
}

/* One line of the ruler: the place-th digit (0 the last) of each number. */
static void
ruler_line(struct view *v, const struct view_grid *g, int rw, int place)
{
	size_t c, first = g->margin ? 0 : 1;
	size_t last = g->cols + (g->margin ? 1 : 0), p = 1;
	int k, onerow = digits(last) <= 2;

	for (k = 0; k < place; k++)
		p *= 10;
	view_fmt(v, "  %*s ", rw, "");
	for (c = first; c <= last; c++) {
		if (g->margin && (c == 0 || c == last))
			view_sgr(v, VIEW_DIM);
		if (onerow)
			view_fmt(v, "%2zu", c);
		else if (c >= p || place == 0)
			view_fmt(v, " %zu", c / p % 10);
		else
			view_fmt(v, "  ");
		if (g->margin && (c == 0 || c == last))
			view_plain(v);
		view_fmt(v, " ");
	}
	trim(v->b);
	view_fmt(v, "\n");
}

static void
ruler(struct view *v, const struct view_grid *g, int rw)
{
	size_t last = g->cols + (g->margin ? 1 : 0);
	int place;

	if (digits(last) <= 2)
		ruler_line(v, g, rw, 0);
	else
		for (place = digits(last) - 1; place >= 0; place--)
			ruler_line(v, g, rw, place);
}

/* A mark, or a letter that is no letter ('.', '_', ' '), in colour sgr. */
static void
glyph(struct view *v, int c, const char *sgr)
{
	if (sgr != NULL && v->o->colour) {
		view_sgr(v, sgr);
		buf_addc(v->b, c);
		view_plain(v);
	} else
		buf_addc(v->b, c);
}

/*
 * The three columns of a cell.  A board may have a million cells: this is
 * written byte by byte, with no formatting.
 */
static void
cell(struct view *v, const struct view_cell *vc)
{
	const struct alphabet *a = v->st->alpha;
	int i = alpha_index(a, vc->letter);
	struct buf *b = v->b;
	char u[8];
	size_t n;

	/* Plain ASCII, the most of a board, into the room row() made. */
	if (!v->o->colour && vc->letter < 0x80 && b->len + 3 < b->cap) {
		b->p[b->len++] = vc->pre;
		b->p[b->len++] = (char)vc->letter;
		b->p[b->len++] = vc->post;
		b->p[b->len] = '\0';
		return;
	}
	glyph(v, vc->pre, vc->pre != ' ' ? vc->pre_sgr : NULL);
	if (i >= 0 && vc->letter < 0x80 && vc->sgr == NULL)
		buf_addc(v->b, vc->letter);
	else if (i >= 0) {
		n = alpha_letter_utf8(a, i, vc->letter != alpha_upper(a,
		    vc->letter), u);
		view_sgr(v, vc->sgr);
		buf_add(v->b, u, n);
		if (vc->sgr != NULL)
			view_plain(v);
	} else
		glyph(v, vc->letter, vc->letter == '.' ? VIEW_DIM : NULL);
	glyph(v, vc->post, vc->post != ' ' ? vc->post_sgr : NULL);
}

/* Row r's number, dim in the margin. */
static void
row_number(struct view *v, const struct view_grid *g, size_t r, int rw)
{
	int dim = g->margin && (r == 0 || r == g->rows + 1);

	if (dim)
		view_sgr(v, VIEW_DIM);
	view_fmt(v, "%*zu", rw, r);
	if (dim)
		view_plain(v);
}

static void
row(struct view *v, const struct view_grid *g, size_t r, int rw, int big)
{
	static const struct view_cell blank = { ' ', ' ', ' ', NULL, NULL,
	    NULL };
	struct view_cell vc;
	size_t c, first = g->margin ? 0 : 1;
	size_t last = g->cols + (g->margin ? 1 : 0);
	int edge = g->margin && (r == 0 || r == g->rows + 1);

	/* Room for the row's cells, in one go. */
	buf_grow(v->b, 3 * (last + 1) + 64);
	view_fmt(v, "  ");
	row_number(v, g, r, rw);
	view_fmt(v, " ");
	for (c = first; c <= last; c++) {
		vc = blank;
		if (!edge && !(g->margin && (c == 0 || c == last)))
			g->cell(g->arg, r, c, &vc);
		cell(v, &vc);
	}
	if (big) {
		view_fmt(v, " ");
		row_number(v, g, r, rw);
	}
	if (g->after != NULL && !edge)
		g->after(g->arg, v, r);
	trim(v->b);
	view_fmt(v, "\n");
}

void
view_grid(struct view *v, const struct view_grid *g)
{
	size_t r, first = g->margin ? 0 : 1;
	size_t last = g->rows + (g->margin ? 1 : 0);
	int rw = digits(last), big = g->rows > VIEW_BIG || g->cols > VIEW_BIG;

	ruler(v, g, rw);
	for (r = first; r <= last; r++)
		row(v, g, r, rw, big);
	if (big)
		ruler(v, g, rw);
}
