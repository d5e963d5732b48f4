/*
 * shenanigrams.c: Shenanigrams' shared board and every move on it.
 *
 * A move is judged by building the board after it and comparing runs: a
 * run of the new board with no identical run (same cells, same letters) on
 * the old one is "changed", and only changed runs are judged.  That one
 * comparison covers every case of the rulebook, several words at once and
 * the tiles an insertion shifts included.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "bag.h"
#include "core.h"
#include "dict.h"
#include "node.h"
#include "grid.h"
#include "shenanigrams.h"
#include "state.h"
#include "util.h"

static const struct {
	const char *name, *text;
} rules[SR_NRULES] = {
	[SR_OK_BUILD] = { "build", "Tiles can be placed to the left, right, "
	    "above or below any of the tiles already played, and must either "
	    "complete a word or be working towards completing a \"real\" "
	    "word." },
	[SR_OK_COMPLETE] = { "complete", "When a player completes a word, "
	    "they place a tag on the word. They own this word (for now!). "
	    "Completed words must have 3 or more letters, and read from left "
	    "to right or top to bottom." },
	[SR_OK_STEAL] = { "steal", "Players can also use their turn to STEAL "
	    "opponents' tagged words. When a player steals a word, they "
	    "return their opponent's tag and place their own tag onto the "
	    "word they stole." },
	[SR_OK_PASS] = { "pass", "If a player is challenged and can't prove "
	    "that the word (or word they are working towards) is valid then "
	    "they must put the tile back behind their shield and miss their "
	    "turn." },
	[SR_OK_TRADE] = { "trade", "If a player is struggling, they can "
	    "discard all 5 of their letter tiles to a discard pile, collect 5 "
	    "more from the letter bag and miss their turn." },
	[SR_FIRST_ANYWHERE] = { "first-tile", "The first player places one "
	    "of their letter tiles in the middle of the table, then draws "
	    "another from the bag." },
	[SR_ADJACENT] = { "adjacent", "Tiles can be placed to the left, "
	    "right, above or below any of the tiles already played." },
	[SR_OCCUPIED] = { "occupied", "Going clockwise, players take turns "
	    "adding ONE letter tile to those already played." },
	[SR_EMPTY_CELL] = { "no-tile", "Replacing a letter tile from a "
	    "completed, tagged word with a new letter tile to immediately "
	    "form a new word (discard the original tile to a discard pile)." },
	[SR_DEAD_RUN] = { "dead-run", "All letter tiles played must complete "
	    "a word or be working towards completing a \"real\" word." },
	[SR_IMMEDIATE] = { "immediate", "When stealing words, a new word must "
	    "be formed immediately. For example, a player could add an \"S\" "
	    "to \"ICON\" to create \"ICONS\" but could not add an \"I\" (with "
	    "the intention of creating \"ICONIC\" on their next turn) as "
	    "\"ICONI\" is not a word." },
	[SR_UNTAGGED] = { "untagged", "Players cannot insert or replace a "
	    "letter in an incomplete, untagged word to complete the word." },
	[SR_COMPLETES_UNTAGGED] = { "completes-untagged", "Players cannot "
	    "insert or replace a letter in an incomplete, untagged word to "
	    "complete the word. For example, if \"MUC\" was incomplete and "
	    "therefore untagged (working towards \"MUCH\") a player could not "
	    "replace the C with a D to make \"MUD\"." },
	[SR_IDENTICAL] = { "identical", "Players cannot rearrange the "
	    "sequence of letter tiles, and cannot steal a word by replacing a "
	    "letter tile with an identical letter tile." },
	[SR_INSERT_FIRST] = { "insert-between", "Inserting an additional "
	    "letter tile into a completed, tagged word to immediately form a "
	    "new word (any adjoining letters shift too)." },
	[SR_SHIFT_BLOCKED] = { "shift-blocked", "Inserting an additional "
	    "letter tile into a completed, tagged word to immediately form a "
	    "new word (any adjoining letters shift too)." },
	[SR_TURN] = { "turn", "Going clockwise, players take turns adding ONE "
	    "letter tile to those already played." },
	[SR_COUNTDOWN] = { "countdown", "During the 5 second countdown, the "
	    "player to their left can try and play a letter tile to steal one "
	    "of the potential winner's words." },
	[SR_OVER] = { "game-over", "If the player to the left of the "
	    "potential winner is unable to steal a word within the 5 second "
	    "countdown, then the game is over." },
	[SR_TAGS] = { "tags", "Give each player a set of matching tags: 2 "
	    "players = 7 matching tags. 3 players = 6 matching tags. 4 "
	    "players = 5 matching tags. 5 or 6 players = 4 matching tags." },
};

const char *
shenanigrams_rule_text(enum shenanigrams_rule r)
{
	return r > 0 && r < SR_NRULES ? rules[r].text : "";
}

const char *
shenanigrams_rule_name(enum shenanigrams_rule r)
{
	return r > 0 && r < SR_NRULES ? rules[r].name : "";
}

long
shenanigrams_start_tags(size_t n)
{
	return n <= 2 ? 7 : n == 3 ? 6 : n == 4 ? 5 : 4;
}

/* --- moves --- */

static int
parse_coord(const char *s, long *row, long *col)
{
	char *end;

	*row = strtol(s, &end, 10);
	if (end == s || *end != ',')
		return -1;
	s = end + 1;
	*col = strtol(s, &end, 10);
	if (end == s || *end != '\0' || *row < -1000000 || *row > 1000000 ||
	    *col < -1000000 || *col > 1000000)
		return -1;
	return 0;
}

int
shenanigrams_parse_move(const char *text, struct shenanigrams_move *m, struct core_err *e)
{
	char buf[128], *w[6], *p;
	int n = 0, i;

	memset(m, 0, sizeof(*m));
	if (strlen(text) >= sizeof(buf))
		return core_errf(e, NULL, 0, 0, "the move is too long");
	snprintf(buf, sizeof(buf), "%s", text);
	for (p = strtok(buf, " \t\n"); p != NULL && n < 6;
	    p = strtok(NULL, " \t\n"))
		w[n++] = p;
	/* The words of a move are read in any case. */
	for (i = 0; i < n; i++)
		if (i != 1)
			for (p = w[i]; *p; p++)
				*p = (char)tolower((unsigned char)*p);
	if (n == 1 && strcmp(w[0], "pass") == 0) {
		m->kind = SHENANIGRAMS_PASS;
		return 0;
	}
	if (n == 1 && strcmp(w[0], "trade") == 0) {
		m->kind = SHENANIGRAMS_TRADE;
		return 0;
	}
	if (n == 1 && strcmp(w[0], "challenged") == 0) {
		m->kind = SHENANIGRAMS_CHALLENGED;
		return 0;
	}
	if (n >= 1 && strcmp(w[0], "place") == 0 && n == 3)
		m->kind = SHENANIGRAMS_PLACE;
	else if (n >= 1 && strcmp(w[0], "replace") == 0 && n == 3)
		m->kind = SHENANIGRAMS_REPLACE;
	else if (n >= 1 && strcmp(w[0], "insert") == 0 && n == 4)
		m->kind = SHENANIGRAMS_INSERT;
	else
		return core_errf(e, NULL, 0, 0, "'%s' is not a move: place L "
		    "ROW,COL, replace L ROW,COL, insert L ROW,COL across|down, "
		    "pass, trade or challenged", text);
	if (strlen(w[1]) != 1 || !isalpha((unsigned char)w[1][0]))
		return core_errf(e, NULL, 0, 0, "'%s' is not a letter A-Z",
		    w[1]);
	m->letter = toupper((unsigned char)w[1][0]);
	if (parse_coord(w[2], &m->row, &m->col) == -1)
		return core_errf(e, NULL, 0, 0, "'%s' is not a cell ROW,COL",
		    w[2]);
	if (m->kind == SHENANIGRAMS_INSERT) {
		if (strcmp(w[3], "across") == 0)
			m->down = 0;
		else if (strcmp(w[3], "down") == 0)
			m->down = 1;
		else
			return core_errf(e, NULL, 0, 0, "'%s' is not a "
			    "direction: across or down", w[3]);
	}
	return 0;
}

const char *
shenanigrams_move_text(const struct shenanigrams_move *m, char *buf)
{
	static const char *verb[] = { "", "place", "replace", "insert", "pass",
	    "trade", "challenged" };

	if (m->kind == SHENANIGRAMS_PASS || m->kind == SHENANIGRAMS_TRADE ||
	    m->kind == SHENANIGRAMS_CHALLENGED)
		snprintf(buf, 64, "%s", verb[m->kind]);
	else
		snprintf(buf, 64, "%s %c %ld,%ld%s", verb[m->kind], m->letter,
		    m->row, m->col, m->kind == SHENANIGRAMS_INSERT ? (m->down ?
		    " down" : " across") : "");
	return buf;
}

/* --- boards --- */

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

static int
add_tag(struct shenanigrams_board *b, const char *word, const char *owner,
    size_t row, size_t col, size_t len, int down)
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
		up[i] = (char)toupper((unsigned char)w[i]);
	return add_tag(c->b, up, "", r->row, r->col, r->len, r->down);
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
	return grid_each_run(g, tag_runs, &c, e) == 0 ? 0 : -1;
}

/* The letters of the run at (row, col) in a direction, if it is maximal. */
static size_t
run_at(const struct grid *g, size_t row, size_t col, int down, char *w,
    size_t max)
{
	size_t n = 0;

	if (down ? (row > 0 && grid_at(g, row - 1, col)) :
	    (col > 0 && grid_at(g, row, col - 1)))
		return 0;
	while (n < max && (down ? row + n < g->rows : col + n < g->cols)) {
		char c = down ? grid_at(g, row + n, col) :
		    grid_at(g, row, col + n);

		if (!c)
			break;
		w[n++] = (char)toupper((unsigned char)c);
	}
	w[n] = '\0';
	return n;
}

static int board_from_state(struct shenanigrams_board *, const struct state *,
    struct core_err *);

int
shenanigrams_board_from_state(struct shenanigrams_board *b, const struct state *st,
    struct core_err *e)
{
	/* A board refused half-read is freed, never handed back. */
	if (board_from_state(b, st, e) == -1) {
		shenanigrams_board_free(b);
		return -1;
	}
	return 0;
}

static int
board_from_state(struct shenanigrams_board *b, const struct state *st,
    struct core_err *e)
{
	const struct node *bn, *tl, *m, *v;
	const char *word, *owner, *at, *dir;
	char w[SHENANIGRAMS_WORDMAX + 2];
	long row, col;
	size_t i, line0;

	memset(b, 0, sizeof(*b));
	if ((bn = node_get(st->root, "board")) != NULL &&
	    bn->kind != NODE_SCALAR)
		return core_errf(e, st->file, bn->line, bn->col,
		    "'board' must be a text block");
	line0 = bn ? bn->line + (bn->style == STYLE_LITERAL) : 1;
	/* A top-level literal block is written indented by two. */
	if ((b->g = grid_parse(bn ? bn->str : "", bn ? bn->len : 0, st->file,
	    line0, bn && bn->style == STYLE_LITERAL ? 3 : 1, e)) == NULL)
		return -1;
	if ((tl = node_get(st->root, "tagged")) == NULL)
		return 0;
	if (tl->kind != NODE_SEQ)
		return core_errf(e, st->file, tl->line, tl->col,
		    "'tagged' must be a list");
	for (i = 0; i < tl->n; i++) {
		m = tl->items[i];
		word = owner = at = dir = NULL;
		if (m->kind == NODE_MAP) {
			if ((v = node_get(m, "word")) && v->kind == NODE_SCALAR)
				word = v->str;
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
		if (parse_coord(at, &row, &col) == -1 || row < 1 || col < 1 ||
		    (size_t)row > b->g->rows || (size_t)col > b->g->cols ||
		    (strcmp(dir, "across") != 0 && strcmp(dir, "down") != 0))
			return core_errf(e, st->file, m->line, m->col,
			    "tagged word '%s' is not at a cell of the board "
			    "(at: \"ROW,COL\", dir: across or down)", word);
		if (run_at(b->g, (size_t)row - 1, (size_t)col - 1,
		    dir[0] == 'd', w, SHENANIGRAMS_WORDMAX + 1) != strlen(word) ||
		    strcasecmp(w, word) != 0)
			return core_errf(e, st->file, m->line, m->col,
			    "tagged word '%s' at %s %s is not on the board "
			    "(the board reads '%s' there)", word, at, dir, w);
		if (add_tag(b, w, owner, (size_t)row - 1, (size_t)col - 1,
		    strlen(w), dir[0] == 'd') == -1)
			return core_nomem(e);
	}
	return 0;
}

int
shenanigrams_board_to_state(const struct shenanigrams_board *b, struct state *st,
    struct core_err *e)
{
	struct buf text = { 0 };
	struct node *seq, *m;
	char at[24];
	size_t i;

	if (grid_write(b->g, &text) == -1 ||
	    node_set(st->root, "board", node_str(text.p ? text.p : "",
	    STYLE_LITERAL)) == -1 ||
	    (seq = node_new(NODE_SEQ, STYLE_BLOCK)) == NULL ||
	    node_set(st->root, "tagged", seq) == -1) {
		buf_free(&text);
		return core_nomem(e);
	}
	buf_free(&text);
	for (i = 0; i < b->nt; i++) {
		if ((m = node_new(NODE_MAP, STYLE_FLOW)) == NULL ||
		    node_push(seq, m) == -1 ||
		    node_set(m, "word", node_str(b->t[i].word,
		    STYLE_DOUBLE)) == -1 ||
		    node_set(m, "owner", node_str(b->t[i].owner,
		    STYLE_DOUBLE)) == -1 ||
		    node_set(m, "at", node_str(grid_coord(b->t[i].row,
		    b->t[i].col, at), STYLE_DOUBLE)) == -1 ||
		    node_set(m, "dir", node_str(b->t[i].down ? "down" :
		    "across", STYLE_DOUBLE)) == -1)
			return core_nomem(e);
	}
	return 0;
}

/* --- judging a move --- */

/* Where a cell of the old board lands on the new one. */
struct remap {
	size_t			 dr, dc;	/* rows, columns grown before */
	const unsigned char	*shift;		/* cells an insertion moves */
	size_t			 ocols;
	int			 down;
};

static void
remap(const struct remap *m, size_t r, size_t c, size_t *nr, size_t *nc)
{
	*nr = r + m->dr;
	*nc = c + m->dc;
	if (m->shift != NULL && m->shift[r * m->ocols + c] == 1) {
		if (m->down)
			(*nr)++;
		else
			(*nc)++;
	}
}

static int
illegal(struct shenanigrams_verdict *v, enum shenanigrams_rule r, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static int
illegal(struct shenanigrams_verdict *v, enum shenanigrams_rule r, const char *fmt, ...)
{
	va_list ap;

	v->rule = r;
	va_start(ap, fmt);
	vsnprintf(v->msg, sizeof(v->msg), fmt, ap);
	va_end(ap);
	return 1;
}

/* The tag whose word covers (r, c), in direction dir (-1: either). */
static long
tag_covering(const struct shenanigrams_board *b, size_t r, size_t c, int dir)
{
	const struct shenanigrams_tag *t;
	size_t i;

	for (i = 0; i < b->nt; i++) {
		t = &b->t[i];
		if (dir != -1 && t->down != dir)
			continue;
		if (t->down ? (c == t->col && r >= t->row &&
		    r < t->row + t->len) : (r == t->row && c >= t->col &&
		    c < t->col + t->len))
			return (long)i;
	}
	return -1;
}

static int
run_has(const struct run *run, size_t r, size_t c)
{
	return run->down ? (c == run->col && r >= run->row &&
	    r < run->row + run->len) : (r == run->row && c >= run->col &&
	    c < run->col + run->len);
}

/* Is the old run, moved to the new board, exactly the new run? */
static int
same_run(const struct grid *g, const struct run *o, const struct remap *m,
    const struct grid *ng, const struct run *n)
{
	size_t k, r, c, nr, nc;

	if (o->down != n->down || o->len != n->len)
		return 0;
	for (k = 0; k < o->len; k++) {
		r = o->row + (o->down ? k : 0);
		c = o->col + (o->down ? 0 : k);
		remap(m, r, c, &nr, &nc);
		if (nr != n->row + (n->down ? k : 0) ||
		    nc != n->col + (n->down ? 0 : k) ||
		    toupper((unsigned char)grid_at(g, r, c)) !=
		    toupper((unsigned char)grid_at(ng, nr, nc)))
			return 0;
	}
	return 1;
}

/* Build the board after an insertion: 0, 1 a rule "no" (v says why), -1. */
static int
insert_grid(const struct shenanigrams_board *b, const struct shenanigrams_move *m,
    size_t r, size_t c, const struct shenanigrams_tag *t, struct grid **out,
    unsigned char **shiftp, struct shenanigrams_verdict *v, struct core_err *e)
{
	const struct grid *g = b->g;
	size_t rows = g->rows, cols = g->cols, *queue, qh = 0, qt = 0;
	size_t at, k, x, nb[4], nn, grow = 0, nr, nc;
	unsigned char *mark;
	struct grid *ng;
	int down = m->down;
	char at1[24], at2[24];

	if ((mark = calloc(rows * cols + 1, 1)) == NULL ||
	    (queue = malloc((rows * cols + 1) * sizeof(*queue))) == NULL) {
		free(mark);
		return core_nomem(e);
	}
	/* The tiles before the insertion stay; those from it on move. */
	for (k = 0; k < t->len; k++) {
		x = (t->row + (down ? k : 0)) * cols + t->col + (down ? 0 : k);
		if (x < r * cols + c)
			mark[x] = 2;
		else {
			mark[x] = 1;
			queue[qt++] = x;
		}
	}
	/* So do the tiles attached to those that move. */
	while (qh < qt) {
		at = queue[qh++];
		nn = 0;
		if (at % cols > 0)
			nb[nn++] = at - 1;
		if (at % cols + 1 < cols)
			nb[nn++] = at + 1;
		if (at >= cols)
			nb[nn++] = at - cols;
		if (at + cols < rows * cols)
			nb[nn++] = at + cols;
		for (k = 0; k < nn; k++) {
			if (!g->cell[nb[k]])
				continue;
			if (mark[nb[k]] == 2 && !(at == r * cols + c &&
			    nb[k] == (down ? at - cols : at - 1))) {
				free(queue);
				free(mark);
				grid_coord(at / cols, at % cols, at1);
				grid_coord(nb[k] / cols, nb[k] % cols, at2);
				return illegal(v, SR_SHIFT_BLOCKED, "the tile "
				    "at %s would shift but is joined to the "
				    "tile at %s, which does not", at1, at2);
			}
			if (mark[nb[k]] == 0) {
				mark[nb[k]] = 1;
				queue[qt++] = nb[k];
			}
		}
	}
	free(queue);
	for (x = 0; x < rows * cols; x++)
		if (mark[x] == 1 && (down ? x / cols == rows - 1 :
		    x % cols == cols - 1))
			grow = 1;
	if ((ng = grid_new(rows + (down ? grow : 0), cols + (down ? 0 : grow),
	    e)) == NULL) {
		free(mark);
		return -1;
	}
	for (x = 0; x < rows * cols; x++)
		if (g->cell[x] && mark[x] != 1)
			ng->cell[(x / cols) * ng->cols + x % cols] = g->cell[x];
	for (x = 0; x < rows * cols; x++) {
		if (mark[x] != 1)
			continue;
		nr = x / cols + (down ? 1 : 0);
		nc = x % cols + (down ? 0 : 1);
		if (ng->cell[nr * ng->cols + nc]) {
			grid_free(ng);
			free(mark);
			return illegal(v, SR_SHIFT_BLOCKED, "no room: a tile "
			    "would shift onto the tile at %s",
			    grid_coord(nr, nc, at1));
		}
		ng->cell[nr * ng->cols + nc] = g->cell[x];
	}
	ng->cell[r * ng->cols + c] = (char)m->letter;
	*out = ng;
	*shiftp = mark;
	return 0;
}

/* Tag priority: longer words first, then reading order. */
static int
word_cmp(const void *a, const void *b)
{
	const struct shenanigrams_word *x = a, *y = b;

	if (x->len != y->len)
		return x->len > y->len ? -1 : 1;
	if (x->row != y->row)
		return x->row < y->row ? -1 : 1;
	if (x->col != y->col)
		return x->col < y->col ? -1 : 1;
	return x->down - y->down;
}

int
shenanigrams_judge(const struct shenanigrams_board *b, const struct dict *d,
    const struct shenanigrams_move *m, const char *mover, long tags,
    struct shenanigrams_verdict *v, struct shenanigrams_board *after, struct core_err *e)
{
	const struct grid *g = b->g;
	struct grid *ng = NULL;
	struct remap map;
	unsigned char *shift = NULL, *same = NULL, *tagok = NULL;
	struct run *oruns = NULL, *nruns = NULL, *R;
	size_t noruns = 0, nnruns = 0, rows = g->rows, cols = g->cols;
	size_t i, j, k, cr = 0, cc = 0, nr, nc, tr, tc;
	long r = m->row - 1, c = m->col - 1, ti, avail;
	char *w = NULL, at[24];
	struct shenanigrams_word *sw;
	int rc = -1, inside, ins, has_tag, own_back = 0;
	struct shenanigrams_board nb;

	memset(v, 0, sizeof(*v));
	memset(&map, 0, sizeof(map));
	memset(&nb, 0, sizeof(nb));
	if (m->kind != SHENANIGRAMS_PLACE && m->kind != SHENANIGRAMS_REPLACE &&
	    m->kind != SHENANIGRAMS_INSERT)
		return core_errf(e, NULL, 0, 0, "not a tile move");
	if (grid_tiles(g) == 0) {
		if (m->kind != SHENANIGRAMS_PLACE)
			return illegal(v, SR_EMPTY_CELL, "the board is empty: "
			    "there is no tile at %ld,%ld", m->row, m->col);
		if ((ng = grid_new(1, 1, e)) == NULL)
			return -1;
		ng->cell[0] = (char)m->letter;
		v->rule = SR_FIRST_ANYWHERE;
		snprintf(v->msg, sizeof(v->msg), "the first tile, %c, starts "
		    "the board", m->letter);
		if (after != NULL) {
			memset(after, 0, sizeof(*after));
			after->g = ng;
		} else
			grid_free(ng);
		return 0;
	}
	/* CONTRACT: 0 or a negative number names the cell just outside. */
	if (r < -1)
		r = -1;
	if (c < -1)
		c = -1;
	if (r > (long)rows || c > (long)cols)
		return core_errf(e, NULL, 0, 0, "cell %ld,%ld is off the board: "
		    "rows run to %zu and columns to %zu (one past the last is "
		    "just outside it)", m->row, m->col, rows + 1, cols + 1);
	inside = r >= 0 && c >= 0 && r < (long)rows && c < (long)cols;
	map.ocols = cols;
	if (m->kind == SHENANIGRAMS_PLACE) {
		if (inside && grid_at(g, (size_t)r, (size_t)c))
			return illegal(v, SR_OCCUPIED, "%ld,%ld already holds "
			    "%c", m->row, m->col, grid_at(g, (size_t)r,
			    (size_t)c));
		map.dr = r == -1;
		map.dc = c == -1;
		if ((ng = grid_new(rows + map.dr + (r == (long)rows),
		    cols + map.dc + (c == (long)cols), e)) == NULL)
			return -1;
		for (i = 0; i < rows; i++)
			for (j = 0; j < cols; j++)
				ng->cell[(i + map.dr) * ng->cols + j + map.dc] =
				    grid_at(g, i, j);
		cr = (size_t)(r + (long)map.dr);
		cc = (size_t)(c + (long)map.dc);
		ng->cell[cr * ng->cols + cc] = (char)m->letter;
		if (!((cr > 0 && grid_at(ng, cr - 1, cc)) ||
		    (cr + 1 < ng->rows && grid_at(ng, cr + 1, cc)) ||
		    (cc > 0 && grid_at(ng, cr, cc - 1)) ||
		    (cc + 1 < ng->cols && grid_at(ng, cr, cc + 1)))) {
			grid_free(ng);
			return illegal(v, SR_ADJACENT, "%ld,%ld does not touch "
			    "a played tile (left, right, above or below)",
			    m->row, m->col);
		}
	} else {
		if (!inside || !grid_at(g, (size_t)r, (size_t)c))
			return illegal(v, SR_EMPTY_CELL, "there is no tile at "
			    "%ld,%ld to %s", m->row, m->col,
			    m->kind == SHENANIGRAMS_REPLACE ? "replace" :
			    "insert before");
		cr = (size_t)r;
		cc = (size_t)c;
	}
	if (m->kind == SHENANIGRAMS_REPLACE) {
		if (toupper((unsigned char)grid_at(g, cr, cc)) == m->letter)
			return illegal(v, SR_IDENTICAL, "%ld,%ld already holds "
			    "%c: a tile is never replaced by the same letter",
			    m->row, m->col, m->letter);
		if (tag_covering(b, cr, cc, -1) < 0)
			return illegal(v, SR_UNTAGGED, "%ld,%ld is in no "
			    "tagged word: only a completed, tagged word may "
			    "have a letter replaced", m->row, m->col);
		if ((ng = grid_new(rows, cols, e)) == NULL)
			return -1;
		memcpy(ng->cell, g->cell, rows * cols);
		v->discarded = toupper((unsigned char)grid_at(g, cr, cc));
		ng->cell[cr * cols + cc] = (char)m->letter;
	}
	if (m->kind == SHENANIGRAMS_INSERT) {
		if ((ti = tag_covering(b, cr, cc, m->down)) < 0)
			return illegal(v, SR_UNTAGGED, "%ld,%ld is in no "
			    "tagged word %s: letters are inserted only into "
			    "a completed, tagged word", m->row, m->col,
			    m->down ? "down" : "across");
		if (cr == b->t[ti].row && cc == b->t[ti].col)
			return illegal(v, SR_INSERT_FIRST, "%ld,%ld is the "
			    "first letter of %s: a letter is inserted between "
			    "two letters (to add one in front, place it)",
			    m->row, m->col, b->t[ti].word);
		if ((rc = insert_grid(b, m, cr, cc, &b->t[ti], &ng, &shift, v,
		    e)) != 0)
			return rc;
		rc = -1;	/* until the judgement is done */
		map.shift = shift;
		map.down = m->down;
	}
	/* Which runs of the new board are not runs of the old one? */
	if (grid_runs(g, &oruns, &noruns, e) == -1 ||
	    grid_runs(ng, &nruns, &nnruns, e) == -1)
		goto out;
	if ((same = calloc(nnruns + 1, 1)) == NULL ||
	    (tagok = calloc(b->nt + 1, 1)) == NULL ||
	    (w = malloc(ng->rows + ng->cols + 2)) == NULL) {
		core_nomem(e);
		goto out;
	}
	for (i = 0; i < noruns; i++)
		for (j = 0; j < nnruns; j++)
			if (!same[j] && same_run(g, &oruns[i], &map, ng,
			    &nruns[j])) {
				same[j] = 1;
				break;
			}
	for (k = 0; k < b->nt; k++) {
		struct run tr0;

		tr0.row = b->t[k].row;
		tr0.col = b->t[k].col;
		tr0.len = b->t[k].len;
		tr0.down = b->t[k].down;
		for (j = 0; j < nnruns; j++)
			if (same[j] && same_run(g, &tr0, &map, ng, &nruns[j]))
				tagok[k] = 1;
	}
	for (j = 0; j < nnruns; j++) {
		if (same[j])
			continue;
		R = &nruns[j];
		grid_run_text(ng, R, w);
		for (i = 0; w[i]; i++)
			w[i] = (char)toupper((unsigned char)w[i]);
		grid_coord(R->row, R->col, at);
		/* The changed tagged words this run now holds. */
		has_tag = 0;
		sw = v->nwords < SHENANIGRAMS_MAXWORDS ? &v->words[v->nwords] : NULL;
		if (sw != NULL)
			memset(sw, 0, sizeof(*sw));
		for (k = 0; k < b->nt; k++) {
			if (tagok[k] || b->t[k].down != R->down)
				continue;
			remap(&map, b->t[k].row, b->t[k].col, &tr, &tc);
			if (!run_has(R, tr, tc))
				continue;
			has_tag = 1;
			if (sw != NULL && sw->nstolen < 4) {
				snprintf(sw->stolen[sw->nstolen],
				    sizeof(sw->stolen[0]), "%s", b->t[k].word);
				snprintf(sw->from[sw->nstolen],
				    sizeof(sw->from[0]), "%s", b->t[k].owner);
				sw->nstolen++;
			}
			if (mover != NULL && strcmp(b->t[k].owner, mover) == 0)
				own_back++;
		}
		ins = R->len >= SHENANIGRAMS_MINWORD && dict_has(d, w, R->len);
		if (has_tag && !ins) {
			rc = illegal(v, SR_IMMEDIATE, "%s at %s %s is not a word: "
			    "a tagged word that changes must become a new word "
			    "at once (%s was tagged)", w, at, R->down ? "down" :
			    "across", sw ? sw->stolen[0] : "a word");
			goto out;
		}
		if (!has_tag && ins && m->kind == SHENANIGRAMS_REPLACE &&
		    run_has(R, cr, cc)) {
			rc = illegal(v, SR_COMPLETES_UNTAGGED, "%s at %s %s would be "
			    "completed by replacing a letter of an untagged "
			    "word", w, at, R->down ? "down" : "across");
			goto out;
		}
		if (!ins) {
			if (!dict_infix(d, w, R->len)) {
				rc = illegal(v, SR_DEAD_RUN, "%s at %s %s can never "
				    "become a word", w, at, R->down ? "down" :
				    "across");
				goto out;
			}
			continue;	/* working towards a word */
		}
		if (sw == NULL)
			continue;
		snprintf(sw->word, sizeof(sw->word), "%.*s", SHENANIGRAMS_WORDMAX, w);
		sw->row = R->row;
		sw->col = R->col;
		sw->len = R->len;
		sw->down = R->down;
		v->nwords++;
	}
	/* The mover tags what they can: longest words first. */
	qsort(v->words, v->nwords, sizeof(v->words[0]), word_cmp);
	avail = tags < 0 ? (long)v->nwords : tags + own_back;
	for (i = 0; i < v->nwords; i++) {
		v->words[i].tagged = (long)i < avail;
		v->tags_placed += v->words[i].tagged;
	}
	v->tags_back = own_back;
	v->rule = SR_OK_BUILD;
	for (i = 0; i < v->nwords; i++) {
		int others = 0;

		for (k = 0; k < v->words[i].nstolen; k++)
			if (mover == NULL || strcmp(v->words[i].from[k],
			    mover) != 0)
				others++;
		if (v->words[i].nstolen > 0)
			v->rule = SR_OK_STEAL;
		else if (v->rule == SR_OK_BUILD)
			v->rule = SR_OK_COMPLETE;
		v->gain += 100 * others + 40 * (v->words[i].nstolen == 0) +
		    (long)v->words[i].len;
	}
	snprintf(v->msg, sizeof(v->msg), "%s", v->rule == SR_OK_BUILD ?
	    "working towards a word" : v->rule == SR_OK_COMPLETE ?
	    "completes a word" : "steals");
	if (after != NULL) {
		nb.g = ng;
		for (k = 0; k < b->nt; k++) {
			if (!tagok[k])
				continue;
			remap(&map, b->t[k].row, b->t[k].col, &nr, &nc);
			if (add_tag(&nb, b->t[k].word, b->t[k].owner, nr, nc,
			    b->t[k].len, b->t[k].down) == -1)
				goto nomem;
		}
		for (i = 0; i < v->nwords; i++)
			if (v->words[i].tagged && add_tag(&nb,
			    v->words[i].word, mover ? mover : "",
			    v->words[i].row, v->words[i].col, v->words[i].len,
			    v->words[i].down) == -1)
				goto nomem;
		*after = nb;
		ng = NULL;
	}
	rc = 0;
	goto out;
nomem:
	core_nomem(e);
	shenanigrams_board_free(&nb);
	ng = NULL;
out:
	grid_free(ng);
	free(w);
	free(shift);
	free(same);
	free(tagok);
	free(oruns);
	free(nruns);
	return rc;
}

/* --- checking a whole board --- */

struct check_ctx {
	const struct dict	*d;
	struct grid_problems	*ps;
};

/* A completed word, or a run that can still become one. */
static int
check_run(void *arg, const struct run *r, const char *w)
{
	struct check_ctx *c = arg;
	char at[24];

	if ((r->len >= SHENANIGRAMS_MINWORD && dict_has(c->d, w, r->len)) ||
	    dict_infix(c->d, w, r->len))
		return 0;
	return grid_problem_add(c->ps, GP_DEAD_RUN, r->row, r->col, r->down,
	    r->len, w, "%s at %s %s can never become a word", w,
	    grid_coord(r->row, r->col, at), r->down ? "down" : "across");
}

int
shenanigrams_check_board(const struct grid *g, const struct dict *d,
    struct grid_problems *ps, struct core_err *e)
{
	struct check_ctx c = { d, ps };
	size_t before = ps->n;

	if (grid_each_run(g, check_run, &c, e) == -1 ||
	    grid_check_connected(g, ps, e) == -1)
		return -1;
	return ps->n > before;
}

/* --- moves in a game --- */

static const char *
get_key(const struct state *st, const char *key)
{
	const struct node *n = node_get(st->root, key);

	return n != NULL && n->kind == NODE_SCALAR && n->str[0] != '\0' ?
	    n->str : NULL;
}

static int
set_key(struct state *st, const char *key, const char *val)
{
	if (val == NULL) {
		node_del(st->root, key);
		return 0;
	}
	return node_set(st->root, key, node_str(val, STYLE_DOUBLE));
}

/* The turn passes to the seat on p's left (the next one, clockwise). */
static int
pass_turn(struct state *st, struct player *p, struct core_err *e)
{
	return state_set(&st->turn, bag_next_seat(st, p)->name, e);
}

/* Pass or a lost challenge: the turn is lost; in the countdown, the end. */
static int
lose_turn(struct state *st, struct player *p, const char *caller,
    struct core_err *e)
{
	if (caller != NULL) {
		if (set_key(st, "winner", caller) == -1)
			return core_nomem(e);
		node_del(st->root, "called");
		free(st->turn);
		st->turn = NULL;
		return 0;
	}
	return pass_turn(st, p, e);
}

static int
apply_tiles(struct state *st, struct player *p, const struct shenanigrams_move *m,
    const struct shenanigrams_verdict *v, const struct shenanigrams_board *after,
    const char *caller, struct core_err *e)
{
	char one[2] = { (char)m->letter, '\0' };
	struct player *o;
	size_t i, k;

	if (shenanigrams_board_to_state(after, st, e) == -1 ||
	    tiles_remove(p->hand, one, NULL) == -1)
		return -1;
	if (v->discarded) {
		one[0] = (char)v->discarded;
		if (state_append(&st->discard, one, e) == -1)
			return -1;
	}
	/* Every tag stolen goes back to its owner. */
	for (i = 0; i < v->nwords; i++)
		for (k = 0; k < v->words[i].nstolen; k++)
			if ((o = state_player(st, v->words[i].from[k])) !=
			    NULL && o->tags >= 0)
				o->tags++;
	if (p->tags >= 0)
		p->tags -= v->tags_placed;
	if (bag_fill(st, p, NULL, e) == -1)
		return -1;
	if (caller != NULL)
		node_del(st->root, "called");	/* stolen back: play on */
	if (p->tags == 0) {
		/* The last tag is down: "SHENANIGRAMS!" */
		if (set_key(st, "called", p->name) == -1)
			return core_nomem(e);
	}
	return pass_turn(st, p, e);
}

int
shenanigrams_play(struct state *st, const struct dict *d, const char *player,
    const struct shenanigrams_move *m, int apply, struct shenanigrams_verdict *v,
    struct core_err *e)
{
	struct shenanigrams_board b, after;
	struct player *p;
	const char *caller, *winner, *name;
	size_t i, k;
	int stole = 0, rc;

	memset(v, 0, sizeof(*v));
	memset(&after, 0, sizeof(after));
	if (st->game == NULL || strcmp(st->game, "shenanigrams") != 0)
		return core_errf(e, st->file, 0, 0, "not a Shenanigrams game "
		    "(game: %s)", st->game ? st->game : "none");
	if ((winner = get_key(st, "winner")) != NULL)
		return illegal(v, SR_OVER, "the game is over: %s has won",
		    winner);
	if ((caller = get_key(st, "called")) != NULL &&
	    state_player(st, caller) == NULL)
		return core_errf(e, st->file, 0, 0, "'called' names '%s', who "
		    "is not a player", caller);
	if ((name = player ? player : st->turn) == NULL)
		return core_errf(e, st->file, 0, 0, "whose move? the state "
		    "has no turn: give --player");
	if ((p = state_player(st, name)) == NULL)
		return core_errf(e, st->file, 0, 0, "no player named '%s'",
		    name);
	if (st->turn != NULL && strcmp(st->turn, name) != 0)
		return illegal(v, SR_TURN, "it is %s's turn, not %s's",
		    st->turn, name);
	if (p->hand == NULL)
		return core_errf(e, st->file, 0, 0, "player '%s' has no hand",
		    name);
	if (m->kind == SHENANIGRAMS_PASS || m->kind == SHENANIGRAMS_CHALLENGED) {
		v->rule = SR_OK_PASS;
		if (caller != NULL)
			snprintf(v->msg, sizeof(v->msg), "%s steals nothing "
			    "back: %s has won", name, caller);
		else
			snprintf(v->msg, sizeof(v->msg), "%s misses the turn",
			    name);
		return apply ? lose_turn(st, p, caller, e) : 0;
	}
	if (m->kind == SHENANIGRAMS_TRADE) {
		if (caller != NULL)
			return illegal(v, SR_COUNTDOWN, "in the countdown only "
			    "a move that steals one of %s's words counts",
			    caller);
		if (p->hand[0] == '\0')
			return illegal(v, SR_OK_TRADE, "%s has no tiles to "
			    "trade", name);
		v->rule = SR_OK_TRADE;
		snprintf(v->msg, sizeof(v->msg), "%s trades %zu tiles and "
		    "misses the turn", name, strlen(p->hand));
		if (apply && (rc = bag_trade(st, p, NULL, e)) != 0)
			return rc == 1 ? illegal(v, SR_OK_TRADE, "%s", e->msg) :
			    -1;
		return 0;
	}
	if (strchr(p->hand, m->letter) == NULL)
		return core_errf(e, NULL, 0, 0, "%s has no '%c' to play "
		    "(hand: %s)", name, m->letter, p->hand);
	if (shenanigrams_board_from_state(&b, st, e) == -1)
		return -1;
	rc = shenanigrams_judge(&b, d, m, name, p->tags, v, apply ? &after :
	    NULL, e);
	shenanigrams_board_free(&b);
	if (rc == 0 && caller != NULL) {
		for (i = 0; i < v->nwords; i++)
			for (k = 0; k < v->words[i].nstolen; k++)
				stole |= strcmp(v->words[i].from[k], caller) ==
				    0;
		if (!stole) {
			shenanigrams_board_free(&after);
			return illegal(v, SR_COUNTDOWN, "in the countdown only "
			    "a move that steals one of %s's words counts",
			    caller);
		}
	}
	if (rc == 0 && apply)
		rc = apply_tiles(st, p, m, v, &after, caller, e);
	shenanigrams_board_free(&after);
	return rc;
}

int
shenanigrams_audit_tags(const struct state *st, size_t *total,
    struct shenanigrams_verdict *v, struct core_err *e)
{
	struct shenanigrams_board b;
	const struct player *p;
	long start = shenanigrams_start_tags(st->nplayers), owned;
	size_t i, k;
	int rc = 0;

	memset(v, 0, sizeof(*v));
	*total = 0;
	if (shenanigrams_board_from_state(&b, st, e) == -1)
		return -1;
	for (i = 0; i < st->nplayers && rc == 0; i++) {
		p = &st->players[i];
		if (p->tags < 0)
			continue;
		for (owned = 0, k = 0; k < b.nt; k++)
			owned += strcmp(b.t[k].owner, p->name) == 0;
		if (p->tags + owned != start)
			rc = illegal(v, SR_TAGS, "tags created or lost: %s "
			    "holds %lld and owns %ld tagged word%s, not %ld in "
			    "all", p->name, p->tags, owned, owned == 1 ? "" :
			    "s", start);
		*total += (size_t)start;
	}
	shenanigrams_board_free(&b);
	return rc;
}
