/*
 * shenanigrams_find.c: the Shenanigrams move finder.  Every cell a tile could go
 * to, every tile of a tagged word that could be replaced or have a letter
 * inserted before it, each with every letter of the hand, and a wild as
 * each letter the hand has no tile of: judged by the referee itself, so
 * the finder can never disagree with it.  The board is
 * made ready once (shenanigrams_prep_init), so each move costs only the
 * runs it reaches.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core.h"
#include "dict.h"
#include "node.h"
#include "shenanigrams.h"
#include "shenanigrams_find.h"
#include "shenanigrams_int.h"
#include "state.h"
#include "tiles.h"

/*
 * The moves found, and their words and the words their shifts made, kept
 * apart until they are ranked.
 */
struct found_list {
	struct shenanigrams_found	*v;
	size_t			*woff;	/* v[i]'s first word in w */
	size_t			*soff;	/* v[i]'s first shifted word in s */
	size_t			 n, cap;
	struct shenanigrams_word	*w;
	size_t			 nw, wcap;
	struct shenanigrams_shifted	*s;
	size_t			 ns, scap;
};

/*
 * Room in *p (*cap items of size bytes) for need in all, doubled from
 * first; -1 when out of memory, *p as it was.
 */
static int
room(void **p, size_t *cap, size_t need, size_t first, size_t size)
{
	void *q;
	size_t c;

	if (need <= *cap)
		return 0;
	for (c = *cap ? *cap * 2 : first; c < need; c *= 2)
		continue;
	if ((q = realloc(*p, c * size)) == NULL)
		return -1;
	*p = q;
	*cap = c;
	return 0;
}

/* Room for one more move, n more words and ns more shifted; -1: no memory. */
static int
found_room(struct found_list *fl, size_t n, size_t ns)
{
	size_t *o, cap;
	void *p;

	if (fl->n == fl->cap) {
		cap = fl->cap;
		p = fl->v;
		if (room(&p, &cap, fl->n + 1, 64, sizeof(*fl->v)) == -1)
			return -1;
		fl->v = p;
		if ((o = realloc(fl->woff, cap * sizeof(*o))) == NULL)
			return -1;
		fl->woff = o;
		if ((o = realloc(fl->soff, cap * sizeof(*o))) == NULL)
			return -1;
		fl->soff = o;
		fl->cap = cap;
	}
	p = fl->s;
	if (room(&p, &fl->scap, fl->ns + ns, 16, sizeof(*fl->s)) == -1)
		return -1;
	fl->s = p;
	p = fl->w;
	if (room(&p, &fl->wcap, fl->nw + n, 64, sizeof(*fl->w)) == -1)
		return -1;
	fl->w = p;
	return 0;
}

static int
try_move(struct found_list *fl, struct shenanigrams_prep *b,
    const struct dict *d, const struct shenanigrams_move *m, const char *mover,
    long tags, const char *caller, struct core_err *e)
{
	struct shenanigrams_verdict v;
	struct shenanigrams_found *f;
	int rc;

	if ((rc = shenanigrams_judge_prep(b, d, m, mover, tags, &v, NULL,
	    e)) != 0)
		return rc == -1 ? -1 : 0;	/* a rule "no" is not kept */
	if (caller != NULL && !shenanigrams_steals_from(&v, caller))
		return 0;
	if (found_room(fl, v.nwords, v.nshifted) == -1)
		return core_nomem(e);
	f = &fl->v[fl->n];
	memset(f, 0, sizeof(*f));
	f->move = *m;
	f->seq = fl->n;
	f->rule = v.rule;
	snprintf(f->msg, sizeof(f->msg), "%.*s", (int)sizeof(f->msg) - 1,
	    v.msg);
	f->gain = v.gain;
	f->tags_placed = v.tags_placed;
	f->tags_back = v.tags_back;
	f->discarded = v.discarded;
	f->nwords = v.nwords;
	f->nshifted = v.nshifted;
	fl->soff[fl->n] = fl->ns;
	fl->woff[fl->n++] = fl->nw;
	/* fl->w is still NULL before the first move that makes a word. */
	if (v.nwords > 0)
		memcpy(fl->w + fl->nw, v.words, v.nwords * sizeof(v.words[0]));
	fl->nw += v.nwords;
	if (v.nshifted > 0)
		memcpy(fl->s + fl->ns, v.shifted, v.nshifted *
		    sizeof(v.shifted[0]));
	fl->ns += v.nshifted;
	return 0;
}

void
shenanigrams_found_verdict(const struct shenanigrams_found *f,
    struct shenanigrams_verdict *v)
{
	shenanigrams_verdict_clear(v);
	v->rule = f->rule;
	snprintf(v->msg, sizeof(v->msg), "%s", f->msg);
	v->gain = f->gain;
	v->tags_placed = f->tags_placed;
	v->tags_back = f->tags_back;
	v->discarded = f->discarded;
	v->nwords = f->nwords;
	memcpy(v->words, f->words, f->nwords * sizeof(v->words[0]));
	v->nshifted = f->nshifted;
	memcpy(v->shifted, f->shifted, f->nshifted * sizeof(v->shifted[0]));
}

/* Does cell (r, c), 0-based and maybe just outside, touch a tile? */
static int
touches(const struct grid *g, long r, long c)
{
	long dr[4] = { -1, 1, 0, 0 }, dc[4] = { 0, 0, -1, 1 }, y, x;
	int i;

	for (i = 0; i < 4; i++) {
		y = r + dr[i];
		x = c + dc[i];
		if (y >= 0 && x >= 0 && y < (long)g->rows &&
		    x < (long)g->cols && g->cell[y * (long)g->cols + x])
			return 1;
	}
	return 0;
}

/* Best first: the greater gain, then the order tried. */
static int
by_gain(const void *a, const void *b)
{
	const struct shenanigrams_found *x = *(struct shenanigrams_found *const *)a;
	const struct shenanigrams_found *y = *(struct shenanigrams_found *const *)b;

	if (x->gain != y->gain)
		return x->gain > y->gain ? -1 : 1;
	return x->seq < y->seq ? -1 : x->seq > y->seq;
}

/*
 * The moves found, best first, and their words after them, in one block
 * into *out.  Returns 0, or -1 when out of memory.
 */
static int
rank(struct found_list *fl, struct shenanigrams_found **out)
{
	struct shenanigrams_found **by, *f;
	struct shenanigrams_word *w;
	struct shenanigrams_shifted *s;
	size_t i, k;

	*out = NULL;
	if (fl->n == 0)
		return 0;
	if ((by = malloc(fl->n * sizeof(*by))) == NULL)
		return -1;
	/*
	 * Words are aligned as the moves are, so they may follow them, and
	 * so are the words shifts made, after the words.
	 */
	if ((f = malloc(fl->n * sizeof(*f) + fl->nw * sizeof(*w) +
	    fl->ns * sizeof(*s))) == NULL) {
		free(by);
		return -1;
	}
	for (i = 0; i < fl->n; i++)
		by[i] = &fl->v[i];
	qsort(by, fl->n, sizeof(*by), by_gain);
	w = (struct shenanigrams_word *)(void *)(f + fl->n);
	s = (struct shenanigrams_shifted *)(void *)(w + fl->nw);
	for (i = 0; i < fl->n; i++) {
		k = (size_t)(by[i] - fl->v);
		f[i] = *by[i];
		if (f[i].nwords > 0)
			memcpy(w, fl->w + fl->woff[k], f[i].nwords *
			    sizeof(*w));
		f[i].words = w;
		w += f[i].nwords;
		if (f[i].nshifted > 0)
			memcpy(s, fl->s + fl->soff[k], f[i].nshifted *
			    sizeof(*s));
		f[i].shifted = s;
		s += f[i].nshifted;
	}
	free(by);
	*out = f;
	return 0;
}

/* Why the player name, with hand, has no move: 1, the "no" in e. */
static int
none_found(const char *name, const char *hand, const char *caller,
    struct core_err *e)
{
	if (caller != NULL)
		return core_no(e, &shenanigrams_rules[SR_COUNTDOWN], "no move "
		    "of %s's steals one of %s's words back", name, caller);
	if (hand[0] == '\0')
		return core_no(e, &shenanigrams_rules[SR_MUST_PLAY], "%s has "
		    "no tiles to play", name);
	return core_no(e, &shenanigrams_rules[SR_MUST_PLAY], "%s has no "
	    "legal tile move: a turn is missed by trading the hand "
	    "('trade')", name);
}

/* Who moves, and what a move of theirs is judged on. */
struct find_ctx {
	struct found_list		 fl;
	struct shenanigrams_prep	 pb;
	const struct grid		*g;
	const struct dict		*d;
	const char			*name, *caller;
	long				 tags;
};

/* Every move of one tile, m's letter (and wild), on the board; 0 or -1. */
static int
try_tile(struct find_ctx *x, struct shenanigrams_move *m, struct core_err *e)
{
	const struct grid *g = x->g;
	long r, c, rows = (long)g->rows, cols = (long)g->cols;
	int dir;

	if (rows == 0) {
		m->kind = SHENANIGRAMS_PLACE;
		m->row = m->col = 1;
		return try_move(&x->fl, &x->pb, x->d, m, x->name, x->tags,
		    x->caller, e);
	}
	for (r = 0; r <= rows + 1; r++)
		for (c = 0; c <= cols + 1; c++) {
			m->row = r;
			m->col = c;
			m->kind = SHENANIGRAMS_PLACE;
			if (r >= 1 && r <= rows && c >= 1 && c <= cols &&
			    g->cell[(r - 1) * cols + c - 1]) {
				m->kind = SHENANIGRAMS_REPLACE;
				if (try_move(&x->fl, &x->pb, x->d, m, x->name,
				    x->tags, x->caller, e) == -1)
					return -1;
				for (dir = 0; dir < 2; dir++) {
					m->kind = SHENANIGRAMS_INSERT;
					m->down = dir;
					if (try_move(&x->fl, &x->pb, x->d, m,
					    x->name, x->tags, x->caller,
					    e) == -1)
						return -1;
				}
				continue;
			}
			if (touches(g, r - 1, c - 1) && try_move(&x->fl,
			    &x->pb, x->d, m, x->name, x->tags, x->caller,
			    e) == -1)
				return -1;
		}
	return 0;
}

/*
 * The tiles p could play, into letters (each once, *nl of them), and,
 * from *nl on, with a wild in hand, the letters of a it stands for: those
 * of no tile in hand, whose own tile plays the same words.  Returns the
 * letters in all.
 */
static size_t
hand_letters(const struct alphabet *a, const char *hand, char *letters,
    size_t *nl)
{
	size_t i, n = 0;
	int k;

	for (i = 0; hand[i] != '\0'; i++)
		if (memchr(letters, hand[i], n) == NULL && hand[i] != TILE_WILD)
			letters[n++] = hand[i];
	*nl = n;
	if (strchr(hand, TILE_WILD) == NULL)
		return n;
	for (k = 0; k < a->n; k++)
		if (memchr(letters, a->letter[k], *nl) == NULL)
			letters[n++] = (char)a->letter[k];
	return n;
}

int
shenanigrams_find(const struct state *st, const struct dict *d, const char *player,
    struct shenanigrams_found **out, size_t *n, struct core_err *e)
{
	struct find_ctx x;
	struct shenanigrams_board b;
	struct shenanigrams_move m;
	const struct player *p = NULL;
	const struct node *cn;
	const char *name = player ? player : st->turn;
	char letters[TILE_KINDS + ALPHA_MAX] = { 0 };
	size_t k, nl, nall;
	int rc = -1;

	*out = NULL;
	*n = 0;
	memset(&x, 0, sizeof(x));
	/* The referee refuses every move of a game over, as it does first. */
	if (shenanigrams_over(st, e) != 0)
		return 1;
	if (name == NULL)
		return core_errf(e, st->file, 0, 0, "whose moves? the state "
		    "has no turn: give --player");
	if ((p = state_player((struct state *)st, name)) == NULL)
		return state_no_player(st, name, e);
	if (p->hand == NULL)
		return core_errf(e, st->file, 0, 0, "player '%s' has no hand",
		    name);
	if (st->turn != NULL && strcmp(st->turn, name) != 0)
		return core_no(e, &shenanigrams_rules[SR_TURN], "it is %s's "
		    "turn, not %s's", st->turn, name);
	if ((cn = node_get(st->root, "called")) != NULL &&
	    cn->kind == NODE_SCALAR)
		x.caller = cn->str;
	nall = hand_letters(st->alpha, p->hand, letters, &nl);
	if (shenanigrams_board_from_state(&b, st, e) == -1)
		return -1;
	if (shenanigrams_prep_init(&x.pb, &b, e) == -1) {
		shenanigrams_board_free(&b);
		return -1;
	}
	x.pb.terse = 1;	/* a move refused is not kept */
	x.g = b.g;
	x.d = d;
	x.name = name;
	x.tags = p->tags;
	memset(&m, 0, sizeof(m));
	for (k = 0; k < nall; k++) {
		m.letter = (unsigned char)letters[k];
		m.wild = k >= nl;
		if (try_tile(&x, &m, e) == -1)
			goto out;
	}
	if (rank(&x.fl, out) == -1) {
		rc = core_nomem(e);
		goto out;
	}
	*n = x.fl.n;
	rc = x.fl.n > 0 ? 0 : none_found(name, p->hand, x.caller, e);
out:
	free(x.fl.v);
	free(x.fl.woff);
	free(x.fl.w);
	free(x.fl.soff);
	free(x.fl.s);
	shenanigrams_prep_free(&x.pb);
	shenanigrams_board_free(&b);
	return rc;
}
