/*
 * shenanigrams_board.c: the shared board and its tagged words, made from a
 * plain grid or read from a game state and written back, and a plain board
 * checked run by run.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "alphabet.h"
#include "core.h"
#include "dict.h"
#include "grid.h"
#include "node.h"
#include "shenanigrams.h"
#include "shenanigrams_int.h"
#include "state.h"
#include "tiles.h"
#include "util.h"

void
shenanigrams_board_free(struct shenanigrams_board *b)
{
	if (b == NULL)
		return;
	grid_free(b->g);
	free(b->t);
	b->g = NULL;
	b->t = NULL;
	b->nt = 0;
}

int
shenanigrams_add_tag(struct shenanigrams_board *b, const char *word,
    const char *owner, size_t row, size_t col, size_t len, int down)
{
	struct shenanigrams_tag *t;

	if ((t = realloc(b->t, (b->nt + 1) * sizeof(*t))) == NULL)
		return -1;
	b->t = t;
	t = &b->t[b->nt++];
	memset(t, 0, sizeof(*t));
	snprintf(t->word, sizeof(t->word), "%s", word);
	snprintf(t->owner, sizeof(t->owner), "%s", owner);
	t->row = row;
	t->col = col;
	t->len = len;
	t->down = down;
	return 0;
}

struct tag_ctx {
	struct shenanigrams_board	*b;
	const struct dict	*d;
};

static int
tag_runs(void *arg, const struct run *r, const char *w)
{
	struct tag_ctx *c = arg;
	char up[SHENANIGRAMS_WORDMAX + 1];
	size_t i;

	if (r->len < SHENANIGRAMS_MINWORD || r->len > SHENANIGRAMS_WORDMAX ||
	    !dict_has(c->d, w, r->len))
		return 0;
	for (i = 0; i <= r->len; i++)
		up[i] = shenanigrams_up(w[i]);
	return shenanigrams_add_tag(c->b, up, "", r->row, r->col, r->len,
	    r->down);
}

int
shenanigrams_board_from_grid(struct shenanigrams_board *b, struct grid *g,
    const struct dict *d, struct core_err *e)
{
	struct tag_ctx c;

	memset(b, 0, sizeof(*b));
	b->g = g;
	c.b = b;
	c.d = d;
	if (grid_each_run(g, tag_runs, &c, e) == 0)
		return 0;
	/* Refused, the grid is still the caller's, and nothing is held. */
	free(b->t);
	memset(b, 0, sizeof(*b));
	return -1;
}

int
shenanigrams_board_text(const struct state *st, const char **text,
    size_t *len, size_t *line, size_t *col, struct core_err *e)
{
	const struct node *bn;

	*text = NULL;
	*len = 0;
	*line = *col = 1;
	if ((bn = node_get(st->root, "board")) == NULL)
		return 0;
	if (bn->kind != NODE_SCALAR)
		return core_errf(e, st->file, bn->line, bn->col,
		    "'board' must be a text block");
	*text = bn->str;
	*len = bn->len;
	/* A literal block starts on the line after "board: |", by two. */
	*line = bn->line + (bn->style == STYLE_LITERAL);
	*col = bn->style == STYLE_LITERAL ? 3 : 1;
	return 0;
}

int
shenanigrams_board_wilds(const struct state *st, const struct grid *g,
    size_t line0, size_t col0, struct core_err *e)
{
	struct tileset full;
	char cell[2] = { 0, 0 }, up[2] = { 0, 0 }, u8[2][8];
	size_t r, c;

	if (state_full_set(st, &full) == 0 && full.n[TILE_WILD_INDEX] > 0)
		return 0;
	for (r = 0; r < g->rows; r++)
		for (c = 0; c < g->cols; c++) {
			if (tile_of_cell(grid_at(g, r, c)) != TILE_WILD)
				continue;
			cell[0] = grid_at(g, r, c);
			up[0] = shenanigrams_up(cell[0]);
			return core_errf(e, st->file, line0 + r, col0 + c,
			    "'%s' on the board is a wild tile (a small "
			    "letter), and this game's set has none: its tile "
			    "is '%s'", shenanigrams_utf8(st->alpha, cell,
			    u8[0], sizeof(u8[0])), shenanigrams_utf8(st->alpha,
			    up, u8[1], sizeof(u8[1])));
		}
	return 0;
}

/*
 * The letters from (row, col) on in a direction, into w: their number if
 * they are a maximal run, else 0.
 */
static size_t
run_at(const struct grid *g, size_t row, size_t col, int down, char *w,
    size_t max)
{
	size_t n = 0;
	int inside = down ? (row > 0 && grid_at(g, row - 1, col)) :
	    (col > 0 && grid_at(g, row, col - 1));

	/* A run that starts before the cell is none; w says what is there. */
	while (n < max && (down ? row + n < g->rows : col + n < g->cols)) {
		char c = down ? grid_at(g, row + n, col) :
		    grid_at(g, row, col + n);

		if (!c)
			break;
		w[n++] = shenanigrams_up(c);
	}
	w[n] = '\0';
	return inside ? 0 : n;
}

static int board_from_state(struct shenanigrams_board *, const struct state *,
    struct core_err *);
static int read_tag(struct shenanigrams_board *, const struct state *,
    const struct node *, unsigned char *, struct core_err *);

int
shenanigrams_board_from_state(struct shenanigrams_board *b,
    const struct state *st, struct core_err *e)
{
	/* A board refused half-read is freed, never handed back. */
	if (board_from_state(b, st, e) == -1) {
		shenanigrams_board_free(b);
		return -1;
	}
	return 0;
}

int
shenanigrams_state_sound(const struct state *st, struct core_err *e)
{
	struct shenanigrams_board b;

	if (shenanigrams_board_from_state(&b, st, e) == -1)
		return -1;
	shenanigrams_board_free(&b);
	return 0;
}

static int
board_from_state(struct shenanigrams_board *b, const struct state *st,
    struct core_err *e)
{
	const struct node *tl;
	unsigned char *seen;
	const char *text;
	size_t i, len, line0, col0;
	int rc = 0;

	memset(b, 0, sizeof(*b));
	if (shenanigrams_board_text(st, &text, &len, &line0, &col0, e) == -1)
		return -1;
	b->a = st->alpha;
	if ((b->g = grid_parse_alpha(st->alpha, text ? text : "", len,
	    st->file, line0, col0, e)) == NULL ||
	    shenanigrams_board_wilds(st, b->g, line0, col0, e) == -1)
		return -1;
	if ((tl = node_get(st->root, "tagged")) == NULL)
		return 0;
	if (tl->kind != NODE_SEQ)
		return core_errf(e, st->file, tl->line, tl->col,
		    "'tagged' must be a list");
	/* The runs already tagged, by first cell: bit 1 across, 2 down. */
	if ((seen = calloc(b->g->rows * b->g->cols + 1, 1)) == NULL)
		return core_nomem(e);
	for (i = 0; i < tl->n && rc == 0; i++)
		rc = read_tag(b, st, tl->items[i], seen, e);
	free(seen);
	return rc;
}

/*
 * The word of a tagged entry, node wn, in capitals into up (room for
 * SHENANIGRAMS_WORDMAX + 1 letters): 0, or -1 with e at its place.
 */
static int
tag_word(const struct state *st, const struct node *wn, char *up,
    struct core_err *e)
{
	struct buf out = { 0 };
	char why[sizeof(e->msg)];
	int rc;

	if ((rc = shenanigrams_decode(st->alpha, wn->str, &out, e)) != 0) {
		buf_free(&out);
		if (rc == -1 && e->col == 0)
			return -1;	/* out of memory */
		snprintf(why, sizeof(why), "%s", e->msg);
		/* Two formats, each its own: xgettext sees one of a ?: */
		if (rc == 1)
			return core_errf(e, st->file, wn->line,
			    node_char_col(wn, e->col - 1), "tagged word '%s' "
			    "is not spelt in the letters of %s", wn->str,
			    st->alpha->code);
		return core_errf(e, st->file, wn->line, node_char_col(wn,
		    e->col - 1), "tagged word: %s", why);
	}
	snprintf(up, SHENANIGRAMS_WORDMAX + 2, "%.*s", (int)(out.len <=
	    SHENANIGRAMS_WORDMAX ? out.len : SHENANIGRAMS_WORDMAX + 1),
	    out.p ? out.p : "");
	buf_free(&out);
	return 0;
}

/* One entry of "tagged", checked against the board and added to it. */
static int
read_tag(struct shenanigrams_board *b, const struct state *st,
    const struct node *m, unsigned char *seen, struct core_err *e)
{
	const struct node *v, *wn = NULL;
	const char *word, *owner, *at, *dir;
	char w[SHENANIGRAMS_WORDMAX + 2], up[SHENANIGRAMS_WORDMAX + 2];
	char u8[4 * SHENANIGRAMS_WORDMAX + 8];
	long row, col;
	size_t cell;

	word = owner = at = dir = NULL;
	if (m->kind == NODE_MAP) {
		if ((v = node_get(m, "word")) && v->kind == NODE_SCALAR)
			word = (wn = v)->str;
		if ((v = node_get(m, "owner")) &&
		    v->kind == NODE_SCALAR)
			owner = v->str;
		if ((v = node_get(m, "at")) && v->kind == NODE_SCALAR)
			at = v->str;
		if ((v = node_get(m, "dir")) && v->kind == NODE_SCALAR)
			dir = v->str;
	}
	if (word == NULL || owner == NULL || at == NULL || dir == NULL)
		return core_errf(e, st->file, m->line, m->col, "a "
		    "tagged word is {word, owner, at: \"ROW,COL\", "
		    "dir: across|down}");
	if (state_seat(st, owner) < 0)
		return core_errf(e, st->file, m->line, m->col,
		    "tagged word '%s' is owned by '%s', who is not a "
		    "player", word, owner);
	if (shenanigrams_parse_coord(at, &row, &col) == -1 ||
	    row < 1 || col < 1 ||
	    (size_t)row > b->g->rows || (size_t)col > b->g->cols ||
	    (strcmp(dir, "across") != 0 && strcmp(dir, "down") != 0))
		return core_errf(e, st->file, m->line, m->col,
		    "tagged word '%s' is not at a cell of the board "
		    "(at: \"ROW,COL\", dir: across or down)", word);
	if (tag_word(st, wn, up, e) == -1)
		return -1;
	if (run_at(b->g, (size_t)row - 1, (size_t)col - 1,
	    dir[0] == 'd', w, SHENANIGRAMS_WORDMAX + 1) !=
	    strlen(up) || strcmp(w, up) != 0)
		return core_errf(e, st->file, m->line, m->col,
		    "tagged word '%s' at %s %s is not on the board "
		    "(the board reads '%s' there)", word, at, dir,
		    shenanigrams_utf8(b->a, w, u8, sizeof(u8)));
	/*
	 * Only a completed word is tagged, and those have 3 letters or more;
	 * the counts after their labels, as the catalogs have no plurals.
	 */
	if (strlen(w) < SHENANIGRAMS_MINWORD)
		return core_errf(e, st->file, m->line, m->col,
		    "tagged word '%s' at %s %s is shorter than a completed "
		    "word (letters: %zu, at least: %d)", word, at, dir,
		    strlen(w), SHENANIGRAMS_MINWORD);
	cell = (size_t)(row - 1) * b->g->cols + (size_t)(col - 1);
	if (seen[cell] & (1 + (dir[0] == 'd')))
		return core_errf(e, st->file, m->line, m->col,
		    "tagged word '%s' at %s %s is tagged twice: a word "
		    "carries one tag", word, at, dir);
	seen[cell] |= 1 + (dir[0] == 'd');
	if (shenanigrams_add_tag(b, w, owner, (size_t)row - 1,
	    (size_t)col - 1, strlen(w), dir[0] == 'd') == -1)
		return core_nomem(e);
	b->t[b->nt - 1].src = m;
	return 0;
}

/*
 * The entry of tag t as a new mapping: its four keys, then every other
 * key of the entry it was read from, as they were (wordkit-state(5): keys
 * no tool owns pass through).  NULL when out of memory.
 */
static struct node *
tag_node(const struct shenanigrams_tag *t, const struct alphabet *a)
{
	static const char own[][8] = { "word", "owner", "at", "dir" };
	char at[24], u8[4 * SHENANIGRAMS_WORDMAX + 8];
	struct node *m, *k, *v;
	size_t i, j;

	if ((m = node_new(NODE_MAP, t->src ? t->src->style : STYLE_FLOW)) ==
	    NULL || node_set(m, "word", node_str(shenanigrams_utf8(a,
	    t->word, u8, sizeof(u8)), STYLE_DOUBLE)) == -1 ||
	    node_set(m, "owner", node_str(t->owner, STYLE_DOUBLE)) == -1 ||
	    node_set(m, "at", node_str(grid_coord(t->row, t->col, at),
	    STYLE_DOUBLE)) == -1 ||
	    node_set(m, "dir", node_str(t->down ? "down" : "across",
	    STYLE_DOUBLE)) == -1)
		goto nomem;
	for (i = 0; t->src != NULL && i + 1 < t->src->n; i += 2) {
		k = t->src->items[i];
		for (j = 0; j < 4 && strcmp(k->str, own[j]) != 0; j++)
			continue;
		if (j < 4)
			continue;
		if ((v = node_dup(t->src->items[i + 1])) == NULL ||
		    node_set(m, k->str, v) == -1)
			goto nomem;
	}
	return m;
nomem:
	node_free(m);
	return NULL;
}

int
shenanigrams_board_to_state(const struct shenanigrams_board *b,
    struct state *st, struct core_err *e)
{
	struct buf text = { 0 };
	struct node *seq, *m;
	size_t i;

	/* The list is made whole before it replaces the one it reads from. */
	if ((seq = node_new(NODE_SEQ, STYLE_BLOCK)) == NULL)
		return core_nomem(e);
	for (i = 0; i < b->nt; i++)
		if ((m = tag_node(&b->t[i], st->alpha)) == NULL ||
		    node_push(seq, m) == -1) {
			node_free(m);
			node_free(seq);
			return core_nomem(e);
		}
	if (grid_write_alpha(b->g, st->alpha, &text) == -1 ||
	    node_set(st->root, "board", node_str(text.p ? text.p : "",
	    STYLE_LITERAL)) == -1) {
		buf_free(&text);
		node_free(seq);
		return core_nomem(e);
	}
	buf_free(&text);
	if (node_set(st->root, "tagged", seq) == -1)
		return core_nomem(e);
	return 0;
}

/* --- a board made ready to judge moves on --- */

static int
by_start(const void *a, const void *b)
{
	const struct shenanigrams_tagpos *x = a, *y = b;

	if (x->line != y->line)
		return x->line < y->line ? -1 : 1;
	if (x->pos != y->pos)
		return x->pos < y->pos ? -1 : 1;
	return x->k < y->k ? -1 : x->k > y->k;
}

int
shenanigrams_prep_init(struct shenanigrams_prep *p,
    const struct shenanigrams_board *b, struct core_err *e)
{
	const struct shenanigrams_tag *t;
	struct shenanigrams_tagpos *o;
	size_t k;
	int d;

	memset(p, 0, sizeof(*p));
	p->b = b;
	p->ntiles = grid_tiles(b->g);
	if ((p->w = malloc(b->g->rows + b->g->cols + 4)) == NULL ||
	    (p->ord[0] = malloc((b->nt + 1) * sizeof(*o))) == NULL ||
	    (p->ord[1] = malloc((b->nt + 1) * sizeof(*o))) == NULL) {
		shenanigrams_prep_free(p);
		return core_nomem(e);
	}
	for (k = 0; k < b->nt; k++) {
		t = &b->t[k];
		o = &p->ord[t->down != 0][p->nord[t->down != 0]++];
		o->line = t->down ? t->col : t->row;
		o->pos = t->down ? t->row : t->col;
		o->len = t->len;
		o->k = k;
	}
	for (d = 0; d < 2; d++)
		if (p->nord[d] > 1)
			qsort(p->ord[d], p->nord[d], sizeof(*o), by_start);
	return 0;
}

void
shenanigrams_prep_free(struct shenanigrams_prep *p)
{
	free(p->ord[0]);
	free(p->ord[1]);
	free(p->mark);
	free(p->queue);
	free(p->chg);
	free(p->hit);
	free(p->w);
	memset(p, 0, sizeof(*p));
}

size_t
shenanigrams_tags_at(const struct shenanigrams_prep *p, size_t r, size_t c,
    int down, int cover, size_t *lo, size_t *hi)
{
	const struct shenanigrams_tagpos *o = p->ord[down != 0], *x;
	size_t line = down ? c : r, pos = down ? r : c, a = 0, z, m;

	/* Past the last tag that starts on the cell's line at or before it. */
	z = p->nord[down != 0];
	while (a < z) {
		m = a + (z - a) / 2;
		if (o[m].line < line || (o[m].line == line && o[m].pos <= pos))
			a = m + 1;
		else
			z = m;
	}
	*lo = *hi = a;
	if (a == 0 || o[a - 1].line != line)
		return 0;
	/* Tags of one direction share all their cells or none. */
	x = &o[a - 1];
	if (cover ? pos >= x->pos + x->len : x->pos != pos)
		return 0;
	for (m = x->pos; *lo > 0 && o[*lo - 1].line == line &&
	    o[*lo - 1].pos == m; (*lo)--)
		;
	return *hi - *lo;
}

/* --- checking a plain board --- */

struct check_ctx {
	const struct dict	*d;
	struct grid_problems	*ps;
};

/* A completed word, or a run that can still become one. */
static int
check_run(void *arg, const struct run *r, const char *w)
{
	struct check_ctx *c = arg;
	char at[24], *u;
	int rc;

	if ((r->len >= SHENANIGRAMS_MINWORD && dict_has(c->d, w, r->len)) ||
	    dict_infix(c->d, w, r->len))
		return 0;
	if ((u = grid_problem_letters(c->ps, w, r->len)) == NULL)
		return -1;
	rc = grid_problem_add(c->ps, GP_DEAD_RUN, r->row, r->col, r->down,
	    r->len, w, "%s at %s %s can never become a word", u,
	    grid_coord(r->row, r->col, at), r->down ? "down" : "across");
	free(u);
	return rc;
}

int
shenanigrams_check_board(const struct grid *g, const struct dict *d,
    struct grid_problems *ps, struct core_err *e)
{
	struct check_ctx c = { d, ps };
	size_t before = ps->n, n, i;
	int dead = 0;

	if (grid_each_run(g, check_run, &c, e) == -1 ||
	    grid_check_connected(g, ps, e) == -1)
		return -1;
	if ((n = ps->n - before) == 0)
		return 0;
	for (i = before; i < ps->n; i++)
		dead |= ps->p[i].kind == GP_DEAD_RUN;
	/* A run that can never become a word first; else tiles apart. */
	return core_no(e, &shenanigrams_rules[dead ? SR_DEAD_RUN :
	    SR_ADJACENT], "problems on the board: %zu", n);
}
