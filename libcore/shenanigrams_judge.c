/*
 * shenanigrams_judge.c: judging a tile move.
 *
 * A move is judged by building the board after it and comparing runs: a
 * run of the new board with no identical run (same cells, same letters) on
 * the old one is "changed", and only changed runs are judged.  That one
 * comparison covers every case of the rulebook, several words at once and
 * the tiles an insertion shifts included.
 *
 * shenanigrams_judge drives the phases over one struct shenanigrams_judging:
 * the cell, the board after the move (shenanigrams_play.c), the runs
 * compared, each changed run judged, the words tagged and ranked, and the
 * board after the move with its tags.
 */
#include <ctype.h>
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

/* Is the old run, moved to the new board, exactly the new run? */
static int
same_run(const struct grid *g, const struct run *o,
    const struct shenanigrams_remap *m, const struct grid *ng,
    const struct run *n)
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

	if (m->kind != SHENANIGRAMS_PLACE)
		return shenanigrams_no(j->v, SR_EMPTY_CELL, "the board is "
		    "empty: there is no tile at %ld,%ld", m->row, m->col);
	if ((ng = grid_new(1, 1, j->e)) == NULL)
		return -1;
	ng->cell[0] = (char)m->letter;
	j->v->rule = SR_FIRST_ANYWHERE;
	snprintf(j->v->msg, sizeof(j->v->msg), "the first tile, %c, starts "
	    "the board", m->letter);
	if (after != NULL) {
		memset(after, 0, sizeof(*after));
		after->g = ng;
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

/*
 * Phase 3: which runs of the new board are runs of the old one, and which
 * tagged words are still the same run.
 */
static int
compare_runs(struct shenanigrams_judging *j)
{
	const struct shenanigrams_board *b = j->b;
	const struct shenanigrams_remap *map = &j->map;
	const struct grid *ng = j->ng;
	const struct run *oruns, *nruns;
	unsigned char *same, *tagok;
	struct run tr0;
	size_t i, n, k, noruns, nnruns;

	if (grid_runs(b->g, &j->oruns, &j->noruns, j->e) == -1 ||
	    grid_runs(ng, &j->nruns, &j->nnruns, j->e) == -1)
		return -1;
	if ((same = j->same = calloc(j->nnruns + 1, 1)) == NULL ||
	    (tagok = j->tagok = calloc(b->nt + 1, 1)) == NULL ||
	    (j->w = malloc(ng->rows + ng->cols + 2)) == NULL)
		return core_nomem(j->e);
	oruns = j->oruns;
	nruns = j->nruns;
	noruns = j->noruns;
	nnruns = j->nnruns;
	for (i = 0; i < noruns; i++)
		for (n = 0; n < nnruns; n++)
			if (!same[n] && same_run(b->g, &oruns[i], map, ng,
			    &nruns[n])) {
				same[n] = 1;
				break;
			}
	for (k = 0; k < b->nt; k++) {
		tr0.row = b->t[k].row;
		tr0.col = b->t[k].col;
		tr0.len = b->t[k].len;
		tr0.down = b->t[k].down;
		for (n = 0; n < nnruns; n++)
			if (same[n] && same_run(b->g, &tr0, map, ng, &nruns[n]))
				tagok[k] = 1;
	}
	return 0;
}

/*
 * The changed tagged words changed run R now holds, recorded in sw (when
 * not NULL) as stolen; 1 when there is any.
 */
static int
stolen_in(struct shenanigrams_judging *j, const struct run *R,
    struct shenanigrams_word *sw)
{
	const struct shenanigrams_board *b = j->b;
	size_t k, tr, tc;
	int has_tag = 0;

	for (k = 0; k < b->nt; k++) {
		if (j->tagok[k] || b->t[k].down != R->down)
			continue;
		remap(&j->map, b->t[k].row, b->t[k].col, &tr, &tc);
		if (!run_has(R, tr, tc))
			continue;
		has_tag = 1;
		if (sw != NULL && sw->nstolen < 4) {
			snprintf(sw->stolen[sw->nstolen],
			    sizeof(sw->stolen[0]), "%s", b->t[k].word);
			snprintf(sw->from[sw->nstolen], sizeof(sw->from[0]),
			    "%s", b->t[k].owner);
			sw->nstolen++;
		}
		if (j->mover != NULL && strcmp(b->t[k].owner, j->mover) == 0)
			j->own_back++;
	}
	return has_tag;
}

/*
 * One changed run: a word now (kept in the verdict's words), or still
 * working towards one.  0, or 1 for a rule "no".
 */
static int
judge_run(struct shenanigrams_judging *j, const struct run *R)
{
	struct shenanigrams_verdict *v = j->v;
	struct shenanigrams_word *sw;
	char *w = j->w, at[24];
	size_t i;
	int ins, has_tag;

	grid_run_text(j->ng, R, w);
	for (i = 0; w[i]; i++)
		w[i] = (char)toupper((unsigned char)w[i]);
	sw = v->nwords < SHENANIGRAMS_MAXWORDS ? &v->words[v->nwords] : NULL;
	if (sw != NULL)
		memset(sw, 0, sizeof(*sw));
	has_tag = stolen_in(j, R, sw);
	ins = R->len >= SHENANIGRAMS_MINWORD && dict_has(j->d, w, R->len);
	/* Only a "no" names the cell: most runs judged are legal. */
	if (has_tag && !ins)
		return shenanigrams_no(v, SR_IMMEDIATE, "%s at %s %s is not a "
		    "word: a tagged word that changes must become a new word "
		    "at once (%s was tagged)", w, grid_coord(R->row, R->col,
		    at), R->down ? "down" : "across", sw ? sw->stolen[0] :
		    "a word");
	if (!has_tag && ins && j->m->kind == SHENANIGRAMS_REPLACE &&
	    run_has(R, j->cr, j->cc))
		return shenanigrams_no(v, SR_COMPLETES_UNTAGGED, "%s at %s %s "
		    "would be completed by replacing a letter of an untagged "
		    "word", w, grid_coord(R->row, R->col, at), R->down ?
		    "down" : "across");
	if (!ins) {
		if (!dict_infix(j->d, w, R->len))
			return shenanigrams_no(v, SR_DEAD_RUN, "%s at %s %s "
			    "can never become a word", w, grid_coord(R->row,
			    R->col, at), R->down ? "down" : "across");
		return 0;	/* working towards a word */
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

	for (n = 0; n < j->nnruns; n++)
		if (!j->same[n] && (rc = judge_run(j, &j->nruns[n])) != 0)
			return rc;
	return 0;
}

/* A pick as people name the word ("TOE at 1,3 down"), into buf. */
static const char *
pick_text(const struct shenanigrams_pick *p, char *buf, size_t len)
{
	char at[48] = "";

	if (p->row > 0)
		snprintf(at, sizeof(at), "%sat %ld,%ld", p->word[0] ? " " : "",
		    p->row, p->col);
	snprintf(buf, len, "%s%s%s%s", p->word, at, p->dir >= 0 &&
	    (p->word[0] || p->row > 0) ? " " : "", p->dir < 0 ? "" : p->dir ?
	    "down" : "across");
	return buf;
}

/* The words of the move, as the verdict prints them, into buf. */
static void
words_text(const struct shenanigrams_verdict *v, char *buf, size_t len)
{
	size_t i, at = 0;

	buf[0] = '\0';
	for (i = 0; i < v->nwords && at < len; i++)
		at += (size_t)snprintf(buf + at, len - at, "%s%s at %zu,%zu %s",
		    i ? ", " : "", v->words[i].word, v->words[i].row + 1,
		    v->words[i].col + 1, v->words[i].down ? "down" : "across");
}

/*
 * The words the mover picked are tagged first, while avail tags last:
 * each pick must name one word of the move.  0, or -1 (e filled).
 */
static int
tag_picks(struct shenanigrams_judging *j, long *avail)
{
	const struct shenanigrams_move *m = j->m;
	const struct shenanigrams_pick *p;
	struct shenanigrams_verdict *v = j->v;
	const struct shenanigrams_word *w;
	char want[128], have[512];	/* want: a word, " at R,C" and a direction */
	size_t i, k, hit = 0, n;
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
		if (n != 1) {
			words_text(v, have, sizeof(have));
			return core_errf(j->e, NULL, 0, 0, "'%s' names %s of "
			    "the words the move makes (%s)%s", pick_text(p,
			    want, sizeof(want)), n ? "more than one" : "none",
			    v->nwords ? have : "none", n ? ": give its cell "
			    "and direction" : "");
		}
		if (v->words[hit].tagged)
			continue;
		if (*avail == 0)
			return core_errf(j->e, NULL, 0, 0, "%s has %ld tag%s, "
			    "fewer than the words chosen to tag", j->mover ?
			    j->mover : "the mover", total, total == 1 ? "" :
			    "s");
		v->words[hit].tagged = 1;
		v->tags_placed++;
		(*avail)--;
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
	v->rule = SR_OK_BUILD;
	for (i = 0; i < v->nwords; i++) {
		others = 0;
		for (k = 0; k < v->words[i].nstolen; k++)
			if (j->mover == NULL || strcmp(v->words[i].from[k],
			    j->mover) != 0)
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
	return 0;
}

/* Phase 6: the board after the move, its unchanged and new tags on it. */
static int
make_after(struct shenanigrams_judging *j, struct shenanigrams_board *after)
{
	const struct shenanigrams_board *b = j->b;
	const struct shenanigrams_verdict *v = j->v;
	struct shenanigrams_board nb;
	size_t i, k, nr, nc;

	memset(&nb, 0, sizeof(nb));
	nb.g = j->ng;
	j->ng = NULL;
	for (k = 0; k < b->nt; k++) {
		if (!j->tagok[k])
			continue;
		remap(&j->map, b->t[k].row, b->t[k].col, &nr, &nc);
		if (shenanigrams_add_tag(&nb, b->t[k].word, b->t[k].owner, nr,
		    nc, b->t[k].len, b->t[k].down) == -1)
			goto nomem;
	}
	for (i = 0; i < v->nwords; i++)
		if (v->words[i].tagged && shenanigrams_add_tag(&nb,
		    v->words[i].word, j->mover ? j->mover : "",
		    v->words[i].row, v->words[i].col, v->words[i].len,
		    v->words[i].down) == -1)
			goto nomem;
	*after = nb;
	return 0;
nomem:
	shenanigrams_board_free(&nb);
	return core_nomem(j->e);
}

int
shenanigrams_judge(const struct shenanigrams_board *b, const struct dict *d,
    const struct shenanigrams_move *m, const char *mover, long tags,
    struct shenanigrams_verdict *v, struct shenanigrams_board *after,
    struct core_err *e)
{
	struct shenanigrams_judging j = { .b = b, .d = d, .m = m,
	    .mover = mover, .tags = tags, .v = v, .e = e };
	int rc;

	shenanigrams_verdict_clear(v);
	if (m->kind != SHENANIGRAMS_PLACE && m->kind != SHENANIGRAMS_REPLACE &&
	    m->kind != SHENANIGRAMS_INSERT)
		return core_errf(e, NULL, 0, 0, "not a tile move");
	if (grid_tiles(b->g) == 0)
		return judge_first(&j, after);
	/* Phase 2, the board after the move, is shenanigrams_play_tile. */
	if ((rc = judge_cell(&j)) == 0 &&
	    (rc = shenanigrams_play_tile(&j)) == 0) {
		if ((rc = compare_runs(&j)) == 0 &&
		    (rc = judge_runs(&j)) == 0) {
			if ((rc = tag_words(&j)) == 0 && after != NULL)
				rc = make_after(&j, after);
		}
		free(j.oruns);
		free(j.nruns);
		free(j.same);
		free(j.tagok);
		free(j.w);
	}
	grid_free(j.ng);
	free(j.shift);
	return rc;
}
