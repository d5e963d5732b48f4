/*
 * shenanigrams_judge.c: judging a tile move.
 *
 * A move is judged by comparing the runs of the board after it with those
 * of the old one: a run of the new board with no identical run (same
 * cells, same letters) on the old one is "changed", and only changed runs
 * are judged.  That one comparison covers every case of the rulebook,
 * several words at once and the tiles an insertion shifts included.
 *
 * Only runs through a cell the move changed can change: the cell of the
 * tile, and, for an insertion, a tile that moved next to one that did not
 * (find_changed says why).  So a judgement reads those runs and the tagged
 * words on them, never the whole board, and a finder that judges every
 * move of a board pays for each only what the move reaches.
 *
 * shenanigrams_judge drives the phases over one struct shenanigrams_judging:
 * the cell, the move played (shenanigrams_play.c), the changed runs found,
 * each judged, the words tagged and ranked, and the board after the move
 * with its tags.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core.h"
#include "dict.h"
#include "grid.h"
#include "shenanigrams.h"
#include "shenanigrams_int.h"

static void
remap(const struct shenanigrams_remap *m, size_t r, size_t c, size_t *nr,
    size_t *nc)
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
run_has(const struct run *run, size_t r, size_t c)
{
	return run->down ? (c == run->col && r >= run->row &&
	    r < run->row + run->len) : (r == run->row && c >= run->col &&
	    c < run->col + run->len);
}

/* Cell k of a run. */
static void
run_cell(const struct run *R, size_t k, size_t *r, size_t *c)
{
	*r = R->row + (R->down ? k : 0);
	*c = R->col + (R->down ? 0 : k);
}

/* Is the run of the new board exactly an old run, moved? */
static int
unchanged(const struct shenanigrams_judging *j, const struct run *n)
{
	const struct grid *g = j->b->g;
	size_t k, r0, c0, r, c, nr, nc, pr, pc;

	run_cell(n, 0, &nr, &nc);
	if (!shenanigrams_before(j, nr, nc, &r0, &c0))
		return 0;
	/* The old run must start there, and be as long. */
	if (n->down ? (r0 > 0 && grid_at(g, r0 - 1, c0)) :
	    (c0 > 0 && grid_at(g, r0, c0 - 1)))
		return 0;
	r = r0 + (n->down ? n->len : 0);
	c = c0 + (n->down ? 0 : n->len);
	if (r > g->rows || c > g->cols || (r < g->rows && c < g->cols &&
	    grid_at(g, r, c)))
		return 0;
	for (k = 0; k < n->len; k++) {
		r = r0 + (n->down ? k : 0);
		c = c0 + (n->down ? 0 : k);
		if (!grid_at(g, r, c))
			return 0;
		remap(&j->map, r, c, &pr, &pc);
		run_cell(n, k, &nr, &nc);
		if (pr != nr || pc != nc || shenanigrams_up(grid_at(g, r, c)) !=
		    shenanigrams_up(shenanigrams_after_at(j, nr, nc)))
			return 0;
	}
	return 1;
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

/* The first tile of the game goes anywhere; *after is the one-cell board. */
static int
judge_first(struct shenanigrams_judging *j, struct shenanigrams_board *after)
{
	const struct shenanigrams_move *m = j->m;
	struct grid *ng;
	char l[2] = { (char)m->letter, '\0' }, u[8];

	if (m->kind != SHENANIGRAMS_PLACE)
		return shenanigrams_no(j->v, SR_EMPTY_CELL, "the board is "
		    "empty: there is no tile at %ld,%ld", m->row, m->col);
	if ((ng = grid_new(1, 1, j->e)) == NULL)
		return -1;
	ng->cell[0] = shenanigrams_cell_of(m);
	j->v->rule = &shenanigrams_rules[SR_FIRST_ANYWHERE];
	snprintf(j->v->msg, sizeof(j->v->msg), "the first tile, %s%s, starts "
	    "the board", m->wild ? "?" : "", shenanigrams_utf8(j->b->a, l, u,
	    sizeof(u)));
	if (after != NULL) {
		memset(after, 0, sizeof(*after));
		after->g = ng;
		after->a = j->b->a;
	} else
		grid_free(ng);
	return 0;
}

/* Phase 1: the cell, on the board or just outside it. */
static int
judge_cell(struct shenanigrams_judging *j)
{
	const struct grid *g = j->b->g;
	const struct shenanigrams_move *m = j->m;

	j->r = m->row - 1;
	j->c = m->col - 1;
	/* CONTRACT: 0 or a negative number names the cell just outside. */
	if (j->r < -1)
		j->r = -1;
	if (j->c < -1)
		j->c = -1;
	if (j->r > (long)g->rows || j->c > (long)g->cols)
		return core_errf(j->e, NULL, 0, 0, "cell %ld,%ld is off the "
		    "board: rows run to %zu and columns to %zu (one past the "
		    "last is just outside it)", m->row, m->col, g->rows + 1,
		    g->cols + 1);
	j->inside = j->r >= 0 && j->c >= 0 && j->r < (long)g->rows &&
	    j->c < (long)g->cols;
	j->map.ocols = g->cols;
	return 0;
}

/* The run of the new board through (r, c) in a direction, if any. */
static int
run_through(const struct shenanigrams_judging *j, size_t r, size_t c,
    int down, struct run *R)
{
	size_t lo = down ? r : c, hi = lo, end = down ? j->nrows : j->ncols;

	while (lo > 0 && shenanigrams_after_at(j, down ? lo - 1 : r,
	    down ? c : lo - 1))
		lo--;
	while (hi + 1 < end && shenanigrams_after_at(j, down ? hi + 1 : r,
	    down ? c : hi + 1))
		hi++;
	R->row = down ? lo : r;
	R->col = down ? c : lo;
	R->len = hi - lo + 1;
	R->down = down;
	return R->len >= 2;
}

/* grid_runs order: across runs in reading order, then down runs by column. */
static int
run_cmp(const void *a, const void *b)
{
	const struct run *x = a, *y = b;
	size_t xl = x->down ? x->col : x->row, yl = y->down ? y->col : y->row;
	size_t xp = x->down ? x->row : x->col, yp = y->down ? y->row : y->col;

	if (x->down != y->down)
		return x->down - y->down;
	if (xl != yl)
		return xl < yl ? -1 : 1;
	return xp < yp ? -1 : xp > yp;
}

/* Keep the run through (r, c) in a direction as one that may change. */
static int
maybe_changed(struct shenanigrams_judging *j, size_t r, size_t c, int down)
{
	struct shenanigrams_prep *p = j->p;
	struct run R, *v;
	size_t cap;

	if (!run_through(j, r, c, down, &R))
		return 0;
	if (j->nchg == p->chgcap) {
		cap = p->chgcap ? p->chgcap * 2 : 16;
		if ((v = realloc(p->chg, cap * sizeof(*v))) == NULL)
			return core_nomem(j->e);
		p->chg = v;
		p->chgcap = cap;
	}
	p->chg[j->nchg++] = R;
	return 0;
}

/*
 * The tiles an insertion moved that now touch a tile that did not move:
 * the runs through both may change.
 */
static int
shift_seams(struct shenanigrams_judging *j)
{
	const struct grid *g = j->b->g;
	const unsigned char *mark = j->p->mark;
	size_t i, x, r, c, nr, nc, pr, pc;
	int k;

	for (i = 0; i < j->nshift; i++) {
		x = j->p->queue[i];
		r = x / g->cols + (j->map.down ? 1 : 0);
		c = x % g->cols + (j->map.down ? 0 : 1);
		for (k = 0; k < 4; k++) {
			nr = r + (k == 0) - (k == 1);
			nc = c + (k == 2) - (k == 3);
			if (nr >= j->nrows || nc >= j->ncols ||
			    !shenanigrams_before(j, nr, nc, &pr, &pc) ||
			    mark[pr * g->cols + pc] == 1)
				continue;
			if (maybe_changed(j, r, c, k < 2) == -1)
				return -1;
		}
	}
	return 0;
}

/*
 * Phase 3: the changed runs of the new board, in grid_runs order.  A run
 * that misses the cell of the tile is an old run unchanged: the tiles it
 * holds are the old ones, and its ends are as empty as before, since a
 * tile stays where it was (or moves by one, with the board re-based) and
 * an insertion moves every tile joined to a tile that moves, but the one
 * before the cell, or refuses the move.  Only a run in which a moved tile
 * meets one that did not can be another; those and the runs through the
 * cell are compared with the old runs, cell by cell.
 */
static int
find_changed(struct shenanigrams_judging *j)
{
	struct run *chg;
	size_t i, n = 0;

	j->nchg = 0;
	if (maybe_changed(j, j->cr, j->cc, 0) == -1 ||
	    maybe_changed(j, j->cr, j->cc, 1) == -1 ||
	    (j->ins != NULL && shift_seams(j) == -1))
		return -1;
	chg = j->p->chg;
	if (j->nchg > 1)
		qsort(chg, j->nchg, sizeof(*chg), run_cmp);
	for (i = 0; i < j->nchg; i++)
		if ((n == 0 || run_cmp(&chg[n - 1], &chg[i]) != 0) &&
		    !unchanged(j, &chg[i]))
			chg[n++] = chg[i];
	j->nchg = n;
	return 0;
}

static int
by_index(const void *a, const void *b)
{
	size_t x = *(const size_t *)a, y = *(const size_t *)b;

	return x < y ? -1 : x > y;
}

/*
 * The tagged words that start on changed run R, in its direction, into
 * p->hit by index: each is no longer the same run.  Returns their number,
 * or -1 when out of memory.
 */
static long
tags_on(struct shenanigrams_judging *j, const struct run *R)
{
	struct shenanigrams_prep *p = j->p;
	size_t k, r, c, pr, pc, lo, hi, n = 0, cap, *v;

	for (k = 0; k < R->len; k++) {
		run_cell(R, k, &r, &c);
		if (!shenanigrams_before(j, r, c, &pr, &pc) ||
		    shenanigrams_tags_at(p, pr, pc, R->down, 0, &lo, &hi) == 0)
			continue;
		for (; lo < hi; lo++) {
			if (n == p->hitcap) {
				cap = p->hitcap ? p->hitcap * 2 : 16;
				if ((v = realloc(p->hit, cap * sizeof(*v))) ==
				    NULL)
					return core_nomem(j->e);
				p->hit = v;
				p->hitcap = cap;
			}
			p->hit[n++] = p->ord[R->down][lo].k;
		}
	}
	if (n > 1)
		qsort(p->hit, n, sizeof(*p->hit), by_index);
	return (long)n;
}

/*
 * The changed tagged words changed run R now holds, recorded in sw (when
 * not NULL) as stolen: 1 when there is any, 0 when none, -1 when out of
 * memory.
 */
static int
stolen_in(struct shenanigrams_judging *j, const struct run *R,
    struct shenanigrams_word *sw)
{
	const struct shenanigrams_board *b = j->b;
	const struct shenanigrams_tag *t;
	long n, i;

	if ((n = tags_on(j, R)) <= 0)
		return (int)n;
	for (i = 0; i < n; i++) {
		t = &b->t[j->p->hit[i]];
		if (sw != NULL && sw->nstolen < 4) {
			snprintf(sw->stolen[sw->nstolen],
			    sizeof(sw->stolen[0]), "%s", t->word);
			snprintf(sw->from[sw->nstolen], sizeof(sw->from[0]),
			    "%s", t->owner);
			sw->nstolen++;
		}
		if (j->mover != NULL && strcmp(t->owner, j->mover) == 0)
			j->own_back++;
	}
	return 1;
}

/*
 * Was run R, now w, a complete word before the replacement?  A replaced
 * tile leaves the run's cells as they were, so the old run is w with the
 * old letter back.  The rulebook forbids completing an incomplete,
 * untagged word by replacing a letter; a word nobody tagged that was
 * complete already is no such word, and may change into another.
 */
static int
was_word(const struct shenanigrams_judging *j, const struct run *R, char *w)
{
	size_t k = R->down ? j->cr - R->row : j->cc - R->col;
	char now = w[k];
	int yes;

	if (R->len < SHENANIGRAMS_MINWORD)
		return 0;
	/* The old letter for a moment: w is the judge's own buffer. */
	w[k] = shenanigrams_up(grid_at(j->b->g, j->cr, j->cc));
	yes = dict_has(j->d, w, R->len);
	w[k] = now;
	return yes;
}

/* A word of the board in UTF-8, for a message, in u8[i]. */
#define U8(i, w)	shenanigrams_utf8(j->b->a, (w), u8[i], sizeof(u8[i]))

/*
 * What an insertion's shift joined in changed run R (letters w): where a
 * tile that moved meets one that did not, R holds pieces that were apart,
 * each an old run of R's direction or a lone tile, the word inserted into
 * (with its new letter) one piece.  Fills *tag with the first piece but
 * that word that is a tagged word, *open with the first that is an
 * incomplete, untagged run (-1 for none; each piece's letters are w from
 * there, *tlen or *olen long).  Returns 1 when R joins pieces, else 0.
 */
static int
shift_joins(const struct shenanigrams_judging *j, const struct run *R,
    const char *w, long *tag, size_t *tlen, long *open, size_t *olen)
{
	size_t k, s = 0, r, c, pr = 0, pc = 0, lr = 0, lc = 0, fr, fc, lo, hi;
	size_t n;
	int cell = 0, prev = 0, join = 0, now;

	*tag = *open = -1;
	for (k = 0; k <= R->len; k++) {
		now = 0;
		if (k < R->len) {
			run_cell(R, k, &r, &c);
			now = !(r == j->cr && c == j->cc) &&
			    shenanigrams_before(j, r, c, &pr, &pc);
		}
		/*
		 * A tile that was not next to the one before it starts a
		 * piece; the new letter is inside the word inserted into.
		 */
		if (k == R->len || (now && prev && (R->down ? pr != lr + 1 ||
		    pc != lc : pr != lr || pc != lc + 1))) {
			join |= k < R->len;
			n = k - s;
			run_cell(R, s, &r, &c);
			if (cell || n < 2 || !shenanigrams_before(j, r, c, &fr,
			    &fc))
				;	/* the word inserted into, or a lone tile */
			else if (shenanigrams_tags_at(j->p, fr, fc, R->down, 0,
			    &lo, &hi) > 0) {
				if (*tag < 0) {
					*tag = (long)s;
					*tlen = n;
				}
			} else if (*open < 0 && !(n >= SHENANIGRAMS_MINWORD &&
			    dict_has(j->d, w + s, n))) {
				*open = (long)s;
				*olen = n;
			}
			s = k;
			cell = 0;
		}
		cell |= k < R->len && !now;
		prev = now;
		lr = pr;
		lc = pc;
	}
	return join;
}

/*
 * An insertion's changed run R, w now, that its shift made by joining
 * pieces: it may change no tagged word but the one inserted into, nor
 * complete an incomplete, untagged one (rule 38: "Players cannot insert
 * ... to complete the word"), since the shift puts a tile on neither.
 * 0 yes (*joined 1 when R joins pieces), 1 a rule "no".
 */
static int
judge_shift(struct shenanigrams_judging *j, const struct run *R,
    const char *w, int word, int *joined)
{
	char at[24], u8[2][4 * SHENANIGRAMS_WORDMAX + 8];
	char piece[SHENANIGRAMS_WORDMAX + 1];
	long tag, open;
	size_t tlen = 0, olen = 0;

	*joined = j->ins != NULL && shift_joins(j, R, w, &tag, &tlen, &open,
	    &olen);
	if (!*joined)
		return 0;
	if (tag >= 0) {
		snprintf(piece, sizeof(piece), "%.*s", (int)tlen, w + tag);
		return shenanigrams_no(j->v, SR_SHIFT_BLOCKED, "%s at %s %s "
		    "would change %s by the shift of an insertion: a tagged "
		    "word is stolen only by a tile put on it", U8(0, w),
		    grid_coord(R->row, R->col, at), R->down ? "down" :
		    "across", U8(1, piece));
	}
	if (word && open >= 0) {
		snprintf(piece, sizeof(piece), "%.*s", (int)olen, w + open);
		return shenanigrams_no(j->v, SR_COMPLETES_UNTAGGED, "%s at %s "
		    "%s would be completed by the shift of an insertion: %s is "
		    "an incomplete, untagged word", U8(0, w), grid_coord(R->row,
		    R->col, at), R->down ? "down" : "across", U8(1, piece));
	}
	return 0;
}

/*
 * One changed run: a word now (kept in the verdict's words), or still
 * working towards one.  0, 1 for a rule "no", or -1.
 */
static int
judge_run(struct shenanigrams_judging *j, const struct run *R)
{
	struct shenanigrams_verdict *v = j->v;
	struct shenanigrams_word *sw;
	struct shenanigrams_shifted *sh;
	char *w = j->p->w, at[24], u8[2][4 * SHENANIGRAMS_WORDMAX + 8];
	size_t i, r, c;
	int ins, has_tag, joined, rc;

	for (i = 0; i < R->len; i++) {
		run_cell(R, i, &r, &c);
		w[i] = shenanigrams_up(shenanigrams_after_at(j, r, c));
	}
	w[R->len] = '\0';
	sw = v->nwords < SHENANIGRAMS_MAXWORDS ? &v->words[v->nwords] : NULL;
	if (sw != NULL)
		memset(sw, 0, sizeof(*sw));
	if ((has_tag = stolen_in(j, R, sw)) == -1)
		return -1;
	ins = R->len >= SHENANIGRAMS_MINWORD && dict_has(j->d, w, R->len);
	if ((rc = judge_shift(j, R, w, ins, &joined)) != 0)
		return rc;
	/* Only a "no" names the cell: most runs judged are legal. */
	/* "across" and "down" are said as a move names them. */
	if (has_tag && !ins && sw == NULL)
		return shenanigrams_no(v, SR_IMMEDIATE, "%s at %s %s is not a "
		    "word: a tagged word that changes must become a new word "
		    "at once (a word was tagged)", U8(0, w), grid_coord(R->row,
		    R->col, at), R->down ? "down" : "across");
	if (has_tag && !ins)
		return shenanigrams_no(v, SR_IMMEDIATE, "%s at %s %s is not a "
		    "word: a tagged word that changes must become a new word "
		    "at once (%s was tagged)", U8(0, w), grid_coord(R->row,
		    R->col, at), R->down ? "down" : "across",
		    U8(1, sw->stolen[0]));
	if (!has_tag && ins && j->m->kind == SHENANIGRAMS_REPLACE &&
	    run_has(R, j->cr, j->cc) && !was_word(j, R, w))
		return shenanigrams_no(v, SR_COMPLETES_UNTAGGED, "%s at %s %s "
		    "would be completed by replacing a letter of an untagged "
		    "word", U8(0, w), grid_coord(R->row, R->col, at),
		    R->down ? "down" : "across");
	if (!ins) {
		if (!dict_infix(j->d, w, R->len))
			return shenanigrams_no(v, SR_DEAD_RUN, "%s at %s %s "
			    "can never become a word", U8(0, w),
			    grid_coord(R->row, R->col, at), R->down ? "down" :
			    "across");
		return 0;	/* working towards a word */
	}
	/*
	 * A word the shift alone made: no tile of the move is in it, so it
	 * stays untagged, and the verdict names it for the players.
	 */
	if (joined && !run_has(R, j->cr, j->cc)) {
		if (v->nshifted < SHENANIGRAMS_MAXWORDS) {
			sh = &v->shifted[v->nshifted++];
			snprintf(sh->word, sizeof(sh->word), "%.*s",
			    SHENANIGRAMS_WORDMAX, w);
			sh->row = R->row;
			sh->col = R->col;
			sh->len = R->len;
			sh->down = R->down;
		}
		return 0;
	}
	if (sw == NULL)
		return 0;
	snprintf(sw->word, sizeof(sw->word), "%.*s", SHENANIGRAMS_WORDMAX, w);
	sw->row = R->row;
	sw->col = R->col;
	sw->len = R->len;
	sw->down = R->down;
	v->nwords++;
	return 0;
}

/* Phase 4: every changed run, in grid_runs order; the first "no" stops. */
static int
judge_runs(struct shenanigrams_judging *j)
{
	size_t n;
	int rc;

	for (n = 0; n < j->nchg; n++)
		if ((rc = judge_run(j, &j->p->chg[n])) != 0)
			return rc;
	return 0;
}

/* A pick as people name the word ("TOE at 1,3 down"), into buf. */
static const char *
pick_text(const struct alphabet *a, const struct shenanigrams_pick *p,
    char *buf, size_t len)
{
	char at[48] = "", u8[4 * SHENANIGRAMS_WORDMAX + 8];

	if (p->row > 0)
		snprintf(at, sizeof(at), "%sat %ld,%ld", p->word[0] ? " " : "",
		    p->row, p->col);
	snprintf(buf, len, "%s%s%s%s", shenanigrams_utf8(a, p->word, u8,
	    sizeof(u8)), at, p->dir >= 0 &&
	    (p->word[0] || p->row > 0) ? " " : "", p->dir < 0 ? "" : p->dir ?
	    "down" : "across");
	return buf;
}

/* The words of the move, as the verdict prints them, into buf. */
static void
words_text(const struct alphabet *a, const struct shenanigrams_verdict *v,
    char *buf, size_t len)
{
	char u8[4 * SHENANIGRAMS_WORDMAX + 8];
	size_t i, at = 0;

	buf[0] = '\0';
	for (i = 0; i < v->nwords && at < len; i++)
		at += (size_t)snprintf(buf + at, len - at, "%s%s at %zu,%zu %s",
		    i ? ", " : "", shenanigrams_utf8(a, v->words[i].word, u8,
		    sizeof(u8)), v->words[i].row + 1,
		    v->words[i].col + 1, v->words[i].down ? "down" : "across");
}

/*
 * A pick, want, that names n words of the move but one: each sentence
 * whole, for the catalogs.  -1 (j->e filled).
 */
static int
no_pick(struct shenanigrams_judging *j, const char *want, size_t n)
{
	char have[512];

	words_text(j->b->a, j->v, have, sizeof(have));
	if (n > 0)
		return core_errf(j->e, NULL, 0, 0, "'%s' names more than one "
		    "of the words the move makes (%s): give its cell and "
		    "direction", want, have);
	if (j->v->nwords == 0)
		return core_errf(j->e, NULL, 0, 0, "'%s' names none of the "
		    "words the move makes (none)", want);
	return core_errf(j->e, NULL, 0, 0, "'%s' names none of the words the "
	    "move makes (%s)", want, have);
}

/* Fewer tags, total, than picks: each sentence whole.  -1 (e filled). */
static int
short_of_tags(struct shenanigrams_judging *j, long total)
{
	if (j->mover == NULL && total == 1)
		return core_errf(j->e, NULL, 0, 0, "the mover has 1 tag, fewer "
		    "than the words chosen to tag");
	if (j->mover == NULL)
		return core_errf(j->e, NULL, 0, 0, "the mover has %ld tags, "
		    "fewer than the words chosen to tag", total);
	if (total == 1)
		return core_errf(j->e, NULL, 0, 0, "%s has 1 tag, fewer than the "
		    "words chosen to tag", j->mover);
	return core_errf(j->e, NULL, 0, 0, "%s has %ld tags, fewer than the "
	    "words chosen to tag", j->mover, total);
}

/*
 * The words the mover picked are tagged first, while avail tags last:
 * each pick must name one word of the move.  They are listed first too,
 * as picked (the output is in tag order), the others after them as
 * ranked.  0, or -1 (e filled).
 */
static int
tag_picks(struct shenanigrams_judging *j, long *avail)
{
	const struct shenanigrams_move *m = j->m;
	const struct shenanigrams_pick *p;
	struct shenanigrams_verdict *v = j->v;
	const struct shenanigrams_word *w;
	/* want: a word, " at R,C" and a direction */
	char want[4 * SHENANIGRAMS_WORDMAX + 64];
	struct shenanigrams_word moved;
	size_t i, k, hit = 0, n, front = 0;
	long total = *avail;

	for (i = 0; i < m->npick; i++) {
		p = &m->pick[i];
		for (k = 0, n = 0; k < v->nwords; k++) {
			w = &v->words[k];
			if ((p->word[0] == '\0' || strcmp(p->word, w->word) ==
			    0) && (p->row == 0 || ((size_t)p->row == w->row + 1 &&
			    (size_t)p->col == w->col + 1)) && (p->dir < 0 ||
			    p->dir == w->down)) {
				hit = k;
				n++;
			}
		}
		if (n != 1)
			return no_pick(j, pick_text(j->b->a, p, want,
			    sizeof(want)), n);
		if (v->words[hit].tagged)
			continue;
		if (*avail == 0)
			return short_of_tags(j, total);
		v->words[hit].tagged = 1;
		v->tags_placed++;
		(*avail)--;
		/* Those before front are picked, so tagged: hit >= front. */
		moved = v->words[hit];
		memmove(&v->words[front + 1], &v->words[front],
		    (hit - front) * sizeof(moved));
		v->words[front++] = moved;
	}
	return 0;
}

/*
 * Phase 5: the mover tags what they can, their picks first; the
 * verdict's rule and gain.  0, or -1 for a bad pick (e filled).
 */
static int
tag_words(struct shenanigrams_judging *j)
{
	struct shenanigrams_verdict *v = j->v;
	long avail;
	size_t i, k;
	int others;

	/* Longest words first. */
	qsort(v->words, v->nwords, sizeof(v->words[0]), word_cmp);
	avail = j->tags < 0 ? (long)v->nwords : j->tags + j->own_back;
	for (i = 0; i < v->nwords; i++)
		v->words[i].tagged = 0;
	if (tag_picks(j, &avail) == -1)
		return -1;
	for (i = 0; i < v->nwords; i++) {
		if (v->words[i].tagged || avail == 0)
			continue;
		v->words[i].tagged = 1;
		v->tags_placed++;
		avail--;
	}
	v->tags_back = j->own_back;
	v->rule = &shenanigrams_rules[SR_OK_BUILD];
	for (i = 0; i < v->nwords; i++) {
		others = 0;
		for (k = 0; k < v->words[i].nstolen; k++)
			if (j->mover == NULL || strcmp(v->words[i].from[k],
			    j->mover) != 0)
				others++;
		if (v->words[i].nstolen > 0)
			v->rule = &shenanigrams_rules[SR_OK_STEAL];
		else if (v->rule == &shenanigrams_rules[SR_OK_BUILD])
			v->rule = &shenanigrams_rules[SR_OK_COMPLETE];
		v->gain += 100 * others + 40 * (v->words[i].nstolen == 0) +
		    (long)v->words[i].len;
	}
	snprintf(v->msg, sizeof(v->msg), "%s", v->rule ==
	    &shenanigrams_rules[SR_OK_BUILD] ? "working towards a word" :
	    v->rule == &shenanigrams_rules[SR_OK_COMPLETE] ?
	    "completes a word" : "steals");
	return 0;
}

/*
 * Which old tags are still the same run: marked 1 in keep (b->nt bytes).
 * A tag whose cells lie in no changed run of its direction is one; a word
 * of one letter is no run.
 */
static void
tags_kept(struct shenanigrams_judging *j, unsigned char *keep)
{
	const struct shenanigrams_prep *p = j->p;
	const struct run *R;
	size_t i, k, r, c, pr, pc, lo, hi;

	for (k = 0; k < j->b->nt; k++)
		keep[k] = j->b->t[k].len >= 2;
	for (i = 0; i < j->nchg; i++) {
		R = &p->chg[i];
		for (k = 0; k < R->len; k++) {
			run_cell(R, k, &r, &c);
			if (!shenanigrams_before(j, r, c, &pr, &pc))
				continue;
			shenanigrams_tags_at(p, pr, pc, R->down, 1, &lo, &hi);
			for (; lo < hi; lo++)
				keep[p->ord[R->down][lo].k] = 0;
		}
	}
}

/* Phase 6: the board after the move, its unchanged and new tags on it. */
static int
make_after(struct shenanigrams_judging *j, struct shenanigrams_board *after)
{
	const struct shenanigrams_board *b = j->b;
	const struct shenanigrams_verdict *v = j->v;
	struct shenanigrams_board nb;
	unsigned char *keep;
	size_t i, k, nr, nc;

	memset(&nb, 0, sizeof(nb));
	nb.a = b->a;
	if ((keep = malloc(b->nt + 1)) == NULL)
		return core_nomem(j->e);
	if ((nb.g = grid_new(j->nrows, j->ncols, j->e)) == NULL) {
		free(keep);
		return -1;
	}
	for (i = 0; i < j->nrows; i++)
		for (k = 0; k < j->ncols; k++)
			nb.g->cell[i * j->ncols + k] =
			    shenanigrams_after_at(j, i, k);
	tags_kept(j, keep);
	for (k = 0; k < b->nt; k++) {
		if (!keep[k])
			continue;
		remap(&j->map, b->t[k].row, b->t[k].col, &nr, &nc);
		if (shenanigrams_add_tag(&nb, b->t[k].word, b->t[k].owner, nr,
		    nc, b->t[k].len, b->t[k].down) == -1)
			goto nomem;
		/* The same tag on the same word: its entry's keys go on. */
		nb.t[nb.nt - 1].src = b->t[k].src;
	}
	for (i = 0; i < v->nwords; i++)
		if (v->words[i].tagged && shenanigrams_add_tag(&nb,
		    v->words[i].word, j->mover ? j->mover : "",
		    v->words[i].row, v->words[i].col, v->words[i].len,
		    v->words[i].down) == -1)
			goto nomem;
	free(keep);
	*after = nb;
	return 0;
nomem:
	free(keep);
	shenanigrams_board_free(&nb);
	return core_nomem(j->e);
}

int
shenanigrams_judge_prep(struct shenanigrams_prep *p, const struct dict *d,
    const struct shenanigrams_move *m, const char *mover, long tags,
    struct shenanigrams_verdict *v, struct shenanigrams_board *after,
    struct core_err *e)
{
	struct shenanigrams_judging j = { .p = p, .b = p->b, .d = d, .m = m,
	    .mover = mover, .tags = tags, .v = v, .e = e };
	int rc;

	shenanigrams_verdict_clear(v);
	v->terse = p->terse;
	if (m->kind != SHENANIGRAMS_PLACE && m->kind != SHENANIGRAMS_REPLACE &&
	    m->kind != SHENANIGRAMS_INSERT)
		return core_errf(e, NULL, 0, 0, "not a tile move");
	if (p->ntiles == 0)
		return judge_first(&j, after);
	/* Phase 2, the move played, is shenanigrams_play_tile. */
	if ((rc = judge_cell(&j)) == 0 &&
	    (rc = shenanigrams_play_tile(&j)) == 0 &&
	    (rc = find_changed(&j)) == 0 &&
	    (rc = judge_runs(&j)) == 0 &&
	    (rc = tag_words(&j)) == 0 && after != NULL)
		rc = make_after(&j, after);
	shenanigrams_play_done(&j);
	return rc;
}

int
shenanigrams_judge(const struct shenanigrams_board *b, const struct dict *d,
    const struct shenanigrams_move *m, const char *mover, long tags,
    struct shenanigrams_verdict *v, struct shenanigrams_board *after,
    struct core_err *e)
{
	struct shenanigrams_prep p;
	int rc;

	if (shenanigrams_prep_init(&p, b, e) == -1)
		return -1;
	rc = shenanigrams_judge_prep(&p, d, m, mover, tags, v, after, e);
	shenanigrams_prep_free(&p);
	return rc;
}
