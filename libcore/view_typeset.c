/*
 * view_typeset.c: a game of Typeset as its table sees it: the turn letter
 * and the letters drawn (the bag as a count), what the referee waits for,
 * and each player's sheet: its rows, numbered ROW,SPACE as play-typeset(1)
 * takes them, the marked spaces in brackets, each row's word and points,
 * the error track with its circled numbers, the vowel supply with its
 * crossed-off vowels, the wilds to write and the ability's uses, and the
 * running score, from the scoring of typeset_mat.h.  Typeset has no hands:
 * every sheet is on the table.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alphabet.h"
#include "core.h"
#include "node.h"
#include "state.h"
#include "typeset.h"
#include "typeset_mat.h"
#include "typeset_play.h"
#include "util.h"
#include "view.h"
#include "view_int.h"

struct ts {
	struct typeset_game	 g;
	struct typeset_score	*score;		/* by seat */
	const char		**winners;	/* place 1, when over */
	size_t			 nwinners;
	int			 over;
	size_t			 seat;		/* the sheet being drawn */
};

static void
ts_free(struct ts *t)
{
	typeset_game_free(&t->g);
	free(t->score);
	free(t->winners);
}

/* The winners of a game that is over: place 1 of the ranking. */
static int
rank(struct view *v, struct ts *t)
{
	size_t *who, i;
	char why[160];
	int k;

	if ((who = calloc(v->st->nplayers, sizeof(*who))) == NULL)
		return core_nomem(v->e);
	k = typeset_winners(&t->g.rules, t->g.mats, t->score,
	    v->st->nplayers, who, why, sizeof(why), v->e);
	for (i = 0; k > 0 && i < (size_t)k; i++)
		t->winners[t->nwinners++] = v->st->players[who[i]].name;
	free(who);
	return k < 0 ? -1 : 0;
}

/*
 * The bag is empty and a player plays on: the last turn goes on, its
 * vowels, wilds and ability, until each player has stopped.  Who is still
 * to stop, into msg, and who holds wilds of the turn still to write, in
 * the words of the draw's wait for them: a stop loses them (vd scratch).
 */
static void
still_to_stop(const struct view *v, const struct ts *t, char *msg,
    size_t len, struct typeset_verdict *vd)
{
	const struct typeset_mat *m;
	size_t i, at, n = 0;

	at = (size_t)snprintf(msg, len, "the bag is empty: the last turn "
	    "goes on; still to stop:");
	for (i = 0; i < v->st->nplayers && at < len; i++) {
		m = &t->g.mats[i];
		if (!m->stopped)
			at += (size_t)snprintf(msg + at, len - at, "%s %s",
			    n++ ? "," : "", v->st->players[i].name);
	}
	if (at < len && typeset_wilds_held(&t->g, vd))
		snprintf(msg + at, len - at, "; %s", vd->msg);
}

/*
 * The wilds that the next draw would lose, after the len bytes of msg
 * that it holds already (its size): who holds them, and how many.  The
 * draw waits for them in a game of several players, not in a game for
 * one, whose draw is the player's own (typeset_draw): the table says it.
 */
static void
wilds_due(const struct view *v, const struct ts *t, char *msg, size_t len,
    size_t size)
{
	const struct typeset_mat *m;
	size_t i, n = 0;

	for (i = 0; i < v->st->nplayers && len < size; i++) {
		m = &t->g.mats[i];
		if (m->stopped || m->wilds == 0)
			continue;
		len += (size_t)snprintf(msg + len, size - len, "%s %s %ld",
		    n++ ? "," : "; wilds still to write, lost at the draw:",
		    v->st->players[i].name, m->wilds);
	}
}

/* What the referee waits for: the status, and msg for people. */
static const char *
situation(struct view *v, struct ts *t, char *msg, size_t len)
{
	struct typeset_verdict *vd;
	const char *status = "draw";
	int rc;

	if ((vd = malloc(sizeof(*vd))) == NULL) {
		core_nomem(v->e);
		return NULL;
	}
	/* play-typeset draw's own judgement, nothing changed. */
	if ((rc = typeset_draw(&t->g, 0, vd, v->e)) == -1) {
		free(vd);
		return NULL;
	}
	/* Over as play-typeset would have it: no move left to anyone. */
	t->over = typeset_over(&t->g);
	if (rc == 0)
		wilds_due(v, t, msg, (size_t)snprintf(msg, len, t->g.turn == 0 ?
		    "the first turn letter is to be drawn" : "every player "
		    "has dealt with turn letter %ld: the next is to be drawn",
		    t->g.turn), len);
	else if (vd->rule == &typeset_rules[TR_BAG_EMPTY] && !t->over)
		still_to_stop(v, t, msg, len, vd);
	else
		snprintf(msg, len, "%s", vd->msg);
	if (rc != 0)
		status = t->over ? "over" : "waiting";
	free(vd);
	return status;
}

static int
ts_load(struct view *v, struct ts *t)
{
	size_t i, n = v->st->nplayers;

	memset(t, 0, sizeof(*t));
	if (v->o->dict == NULL)
		return core_errf(v->e, NULL, 0, 0, "no dictionary to score "
		    "Typeset's words");
	if (typeset_game_load(&t->g, v->st, NULL, NULL, v->e) == -1)
		return -1;
	if ((t->score = calloc(n, sizeof(*t->score))) == NULL ||
	    (t->winners = calloc(n, sizeof(*t->winners))) == NULL) {
		ts_free(t);
		return core_nomem(v->e);
	}
	for (i = 0; i < n; i++)
		typeset_score(&t->g.rules, &t->g.mats[i], v->o->dict,
		    &t->score[i]);
	return 0;
}

/* The round of turn letter turn: 1 for the first round_letters. */
static long
round_of(const struct ts *t)
{
	return t->g.turn <= 0 ? 0 : (t->g.turn - 1) /
	    t->g.rules.round_letters + 1;
}

static void
ts_cell(void *arg, size_t r, size_t c, struct view_cell *out)
{
	const struct ts *t = arg;
	const struct typeset_rules *ru = &t->g.rules;
	const char *row = t->g.mats[t->seat].rows[r - 1];
	size_t k;

	if (c > ru->spaces[r - 1]) {
		out->letter = ' ';
		return;
	}
	out->letter = c <= strlen(row) ? (unsigned char)row[c - 1] : '.';
	for (k = 0; k < ru->nmarked; k++)
		if (ru->marked[k][0] == r - 1 && ru->marked[k][1] == c - 1) {
			out->pre = '[';
			out->post = ']';
		}
}

/* After a row: its word and points, as score-typeset(1) counts them. */
static void
ts_after(void *arg, struct view *v, size_t r)
{
	const struct ts *t = arg;
	const struct typeset_row_score *rs = &t->score[t->seat].row[r - 1];

	if (rs->empty)
		return;
	view_fmt(v, "  ");
	view_tiles(v, rs->word);
	view_fmt(v, rs->points > 0 ? " +%ld" : " %ld", rs->points);
	if (!rs->legal)
		view_fmt(v, " (not a word)");
}

/* A sheet's lines below its rows: errors, vowels, wilds, the ability. */
static void
sheet_foot(struct view *v, const struct ts *t, size_t i)
{
	const struct typeset_rules *r = &t->g.rules;
	const struct typeset_mat *m = &t->g.mats[i];
	char col[TYPESET_MAXCOLS][TYPESET_MAXLETTERS + 1];
	size_t k;

	view_fmt(v, "  errors:");
	for (k = 0; k < r->nerrors; k++)
		view_fmt(v, (long)k < m->errors ? " (%ld)" : " %ld",
		    r->errors[k]);
	view_fmt(v, "  %ld circled, %ld points\n", m->errors,
	    t->score[i].error_points);
	typeset_supply(r, m, col);
	view_fmt(v, "  vowels:");
	for (k = 0; k < r->ncols; k++) {
		view_fmt(v, " ");
		view_tiles(v, col[k]);
	}
	view_fmt(v, "\n  wilds: %ld to write this turn", m->wilds);
	if (t->g.ability != NULL)
		view_fmt(v, "; ability uses %ld of %ld", m->ability_uses,
		    r->ability_max);
	view_fmt(v, "\n");
}

/* What a player does now, for their sheet's first line. */
static void
doing(struct view *v, const struct ts *t, const struct typeset_mat *m)
{
	if (m->stopped)
		view_fmt(v, "stopped after round %ld", m->round);
	else if (t->g.turn > 0 && m->letters >= t->g.turn &&
	    (v->st->bag == NULL || *v->st->bag == '\0'))
		view_fmt(v, "round %ld, the bag is empty: to stop", m->round);
	else if (m->letters < t->g.turn)
		view_fmt(v, "round %ld, to deal with turn letter %ld",
		    m->round, t->g.turn);
	else if (m->letters > 0 && m->letters == m->round *
	    t->g.rules.round_letters)
		view_fmt(v, "round %ld over: to stop or continue", m->round);
	else
		view_fmt(v, "round %ld, dealt with turn letter %ld", m->round,
		    m->letters);
}

static void
sheet(struct view *v, struct ts *t, size_t i)
{
	const struct typeset_score *s = &t->score[i];
	struct view_grid g = { t->g.rules.nrows, 0, 0, ts_cell, ts_after,
	    t };
	size_t k;

	for (k = 0; k < t->g.rules.nrows; k++)
		if (t->g.rules.spaces[k] > g.cols)
			g.cols = t->g.rules.spaces[k];
	t->seat = i;
	view_sgr(v, view_seat_sgr((long)i));
	view_str(v, v->st->players[i].name);
	view_plain(v);
	view_fmt(v, ": %ld point%s (words %ld, errors %ld); ", s->total,
	    s->total == 1 || s->total == -1 ? "" : "s", s->word_points,
	    s->error_points);
	doing(v, t, &t->g.mats[i]);
	view_fmt(v, "\n");
	view_grid(v, &g);
	sheet_foot(v, t, i);
}

static void
text(struct view *v, struct ts *t, const char *msg)
{
	const struct state *st = v->st;
	size_t i, left = st->bag ? strlen(st->bag) : 0;

	view_head(v, "Typeset", msg);
	if (t->g.turn > 0) {
		view_fmt(v, "turn %ld, round %ld: turn letter ", t->g.turn,
		    round_of(t));
		view_tiles(v, (char[]){ (char)t->g.letter, '\0' });
		view_fmt(v, "; drawn: ");
		view_tiles(v, st->drawn);
		view_fmt(v, "; ");
	}
	view_fmt(v, "bag: %zu letter%s\n", left, left == 1 ? "" : "s");
	view_fmt(v, "ability: ");
	view_str(v, t->g.ability != NULL ? t->g.ability->name : "none");
	view_fmt(v, "; sheets by ROW,SPACE, [ ] a marked space\n");
	for (i = 0; i < st->nplayers; i++)
		sheet(v, t, i);
	if (t->over && t->nwinners > 0) {
		view_fmt(v, "won by");
		for (i = 0; i < t->nwinners; i++) {
			view_fmt(v, i ? ", " : " ");
			view_str(v, t->winners[i]);
		}
		view_fmt(v, "\n");
	}
}

/* A player's mapping: name, the mat as kept, each row scored, totals. */
static int
doc_player(struct view *v, struct ts *t, size_t i, struct node *m)
{
	const struct typeset_score *s = &t->score[i];
	char col[TYPESET_MAXCOLS][TYPESET_MAXLETTERS + 1];
	struct node *mat, *words, *w;
	struct buf left = { 0 };
	size_t k;
	int rc;

	if (view_set_str(m, "name", v->st->players[i].name) == -1 ||
	    (mat = node_new(NODE_MAP, STYLE_BLOCK)) == NULL ||
	    node_set(m, "mat", mat) == -1 ||
	    typeset_mat_write(&t->g.rules.alpha, &t->g.mats[i], mat) == -1 ||
	    (words = node_new(NODE_SEQ, STYLE_BLOCK)) == NULL ||
	    node_set(m, "words", words) == -1)
		return -1;
	for (k = 0; k < s->nrows; k++)
		if ((w = view_push_map(words, STYLE_FLOW)) == NULL ||
		    view_set_int(w, "row", (long long)k + 1) == -1 ||
		    view_set_tiles(v, w, "word", s->row[k].word) == -1 ||
		    view_set_str(w, "status", typeset_row_status(&s->row[k]))
		    == -1 ||
		    view_set_int(w, "points", s->row[k].points) == -1)
			return -1;
	typeset_supply(&t->g.rules, &t->g.mats[i], col);
	for (k = 0; k < t->g.rules.ncols; k++)
		for (rc = 0; col[k][rc] != '\0'; rc++)
			if (col[k][rc] != '-')
				buf_addc(&left, col[k][rc]);
	rc = buf_addc(&left, '\0') == -1 ||
	    view_set_tiles(v, m, "vowels_left", left.p) == -1 ||
	    view_set_int(m, "word_points", s->word_points) == -1 ||
	    view_set_int(m, "error_points", s->error_points) == -1 ||
	    view_set_int(m, "total", s->total) == -1;
	buf_free(&left);
	return rc ? -1 : 0;
}

static int
doc(struct view *v, struct ts *t, const char *status, const char *msg)
{
	const struct state *st = v->st;
	struct node *ps, *m;
	char l[2] = { (char)t->g.letter, '\0' };
	size_t i;

	if (view_doc_head(v, status, msg) == -1)
		return -1;
	if (view_set_int(v->doc, "tiles_left", st->bag ?
	    (long long)strlen(st->bag) : 0) == -1 ||
	    view_set_tiles(v, v->doc, "drawn", st->drawn ? st->drawn : "") ==
	    -1 ||
	    view_set_int(v->doc, "turn_number", t->g.turn) == -1 ||
	    view_set_int(v->doc, "round", round_of(t)) == -1 ||
	    (t->g.turn > 0 && view_set_tiles(v, v->doc, "letter", l) == -1) ||
	    view_set_str(v->doc, "ability", t->g.ability != NULL ?
	    t->g.ability->name : "none") == -1 ||
	    (ps = node_new(NODE_SEQ, STYLE_BLOCK)) == NULL ||
	    node_set(v->doc, "players", ps) == -1)
		return core_nomem(v->e);
	for (i = 0; i < st->nplayers; i++)
		if ((m = view_push_map(ps, STYLE_BLOCK)) == NULL ||
		    doc_player(v, t, i, m) == -1)
			return core_nomem(v->e);
	return view_doc_tail(v, t->winners, t->nwinners, t->over);
}

int
view_typeset(struct view *v)
{
	struct ts t;
	const char *status;
	char msg[CORE_MSGLEN];
	int rc = 0;

	if (ts_load(v, &t) == -1)
		return -1;
	if ((status = situation(v, &t, msg, sizeof(msg))) == NULL ||
	    (t.over && rank(v, &t) == -1)) {
		ts_free(&t);
		return -1;
	}
	if (v->b == NULL)
		rc = doc(v, &t, status, msg);
	else
		text(v, &t, msg);
	ts_free(&t);
	return rc;
}
