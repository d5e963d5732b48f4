/*
 * gridreport.c: the problems of a Bananagrams grid as validate --grid
 * reports them, for every tool that judges a grid.
 */
#include <stdlib.h>
#include <string.h>

#include "bananagrams.h"
#include "grid.h"
#include "gridreport.h"
#include "node.h"
#include "fail.h"
#include "output.h"
#include "privilege.h"
#include "util.h"

static const char rule_names[][12] = {
	"", "not-a-word", "too-short", "dead-run", "detached", "lone-tile",
	"hand", "empty"
};

/* s, letter bytes of a (or ASCII, with a NULL), as a node in UTF-8. */
static struct node *
utf8_node(const struct alphabet *a, const char *s)
{
	struct buf b = { 0 };
	struct node *n;

	if (a == NULL)
		return node_str(s, STYLE_DOUBLE);
	if (buf_add(&b, s, strlen(s)) == -1)
		fail_nomem();
	gridreport_encode(a, &b);
	n = node_str(b.p, STYLE_DOUBLE);
	buf_free(&b);
	return n;
}

static struct node *
problem_node(const struct grid_problem *p, const struct alphabet *a)
{
	struct node *m;
	char at[24];

	if ((m = node_new(NODE_MAP, STYLE_BLOCK)) == NULL ||
	    node_set(m, "rule", node_str(rule_names[p->kind],
	    STYLE_DOUBLE)) == -1)
		return NULL;
	if (p->word != NULL && p->word[0] != '\0' && node_set(m, "word",
	    utf8_node(a, p->word)) == -1)
		return NULL;
	if (p->row != GP_NOWHERE) {
		if (node_set(m, "at", node_str(grid_coord(p->row, p->col, at),
		    STYLE_DOUBLE)) == -1)
			return NULL;
		if ((p->kind == GP_NOT_WORD || p->kind == GP_TOO_SHORT ||
		    p->kind == GP_DEAD_RUN) && node_set(m, "dir",
		    node_str(p->down ? "down" : "across", STYLE_DOUBLE)) == -1)
			return NULL;
	}
	/* A message is UTF-8 already (grid_problem_letters). */
	if (node_set(m, "message", node_str(p->msg, STYLE_DOUBLE)) == -1)
		return NULL;
	return m;
}

/* The grid drawn for a person, the cells of every problem marked. */
static void
draw_grid(const struct grid *g, const struct grid_problems *ps,
    struct buf *out)
{
	const char *nc = privilege_getenv("NO_COLOR");
	int color = nc == NULL || nc[0] == '\0';
	char *bad;
	size_t r, c, i, k, n = g->rows * g->cols;
	const struct grid_problem *p;
	unsigned *label;

	if ((bad = calloc(n + 1, 1)) == NULL)
		return;
	if ((label = malloc((n + 1) * sizeof(*label))) == NULL ||
	    grid_groups(g, label) < 0) {
		free(bad);
		free(label);
		return;
	}
	for (i = 0; i < ps->n; i++) {
		p = &ps->p[i];
		if (p->row == GP_NOWHERE)
			continue;
		if (p->kind == GP_NOT_WORD || p->kind == GP_TOO_SHORT ||
		    p->kind == GP_DEAD_RUN)
			for (k = 0; k < p->len; k++)
				bad[(p->row + (p->down ? k : 0)) * g->cols +
				    p->col + (p->down ? 0 : k)] = 1;
		else if (p->kind == GP_DETACHED) {
			/* The whole group, not only its first tile. */
			for (k = 0; k < n; k++)
				if (label[k] == label[p->row * g->cols +
				    p->col])
					bad[k] = 1;
		} else
			bad[p->row * g->cols + p->col] = 1;
	}
	free(label);
	buf_addc(out, '\n');
	for (r = 0; r < g->rows; r++) {
		for (c = 0; c < g->cols; c++) {
			char ch = grid_at(g, r, c);

			if (!bad[r * g->cols + c])
				buf_printf(out, " %c", ch ? ch : '.');
			else if (color)
				buf_printf(out, " \033[1;31m%c\033[0m", ch);
			else
				buf_printf(out, "*%c", ch);
		}
		buf_addc(out, '\n');
	}
	free(bad);
}

struct node *
gridreport_doc(const struct grid_problems *ps, const struct alphabet *a)
{
	struct node *root, *list;
	size_t i;

	if ((root = node_new(NODE_MAP, STYLE_BLOCK)) == NULL ||
	    (list = node_new(NODE_SEQ, STYLE_BLOCK)) == NULL ||
	    node_set(root, "valid", node_str(ps->n ? "false" :
	    "true", STYLE_PLAIN)) == -1 ||
	    node_set(root, "problems", list) == -1)
		fail_nomem();
	for (i = 0; i < ps->n; i++)
		if (node_push(list, problem_node(&ps->p[i], a)) == -1 ||
		    list->items[list->n - 1] == NULL)
			fail_nomem();
	return root;
}

void
gridreport_put(struct buf *out, const struct grid *g,
    const struct grid_problems *ps, enum out_fmt fmt, int draw,
    const struct alphabet *a)
{
	struct buf pic = { 0 };
	size_t i;

	if (fmt == OUT_YAML || fmt == OUT_JSON) {
		output_put_tree(gridreport_doc(ps, a), fmt, out);
		return;
	}
	/* The messages are UTF-8 (grid_problem_letters); the grid not yet. */
	for (i = 0; i < ps->n; i++)
		buf_printf(out, "%s\n", ps->p[i].msg);
	if (ps->n > 0 && g != NULL && draw)
		draw_grid(g, ps, &pic);
	if (out->failed || pic.failed)
		fail_nomem();
	if (a != NULL)
		gridreport_encode(a, &pic);
	if (pic.len > 0 && buf_add(out, pic.p, pic.len) == -1)
		fail_nomem();
	buf_free(&pic);
}

void
gridreport_encode(const struct alphabet *a, struct buf *b)
{
	struct buf u = { 0 };
	size_t i;

	for (i = 0; i < b->len && (unsigned char)b->p[i] < 0x80; i++)
		continue;
	if (i == b->len)
		return;
	if (alpha_encode(a, b->p, b->len, &u, NULL) == -1) {
		if (u.failed)
			fail_nomem();
		fail_at(FAIL_INPUT, NULL, 0, 0, "a tile that is no letter of "
		    "%s", a->code);
	}
	buf_free(b);
	*b = u;
}
