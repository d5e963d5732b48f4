/*
 * shenanigrams_play.c: a move played.  A tile move is played without a
 * copy of the board: the board after it is read from the old one, cell by
 * cell, for the judge to compare with the old one; a move in a game
 * is judged as the player whose turn it is and, with apply, changes the
 * state: board, tags, hands, discard, turn, the call and the winner.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bag.h"
#include "core.h"
#include "dict.h"
#include "grid.h"
#include "node.h"
#include "shenanigrams.h"
#include "shenanigrams_int.h"
#include "state.h"
#include "tiles.h"

/* --- a tile move, and the board after it --- */

char
shenanigrams_after_at(const struct shenanigrams_judging *j, size_t r,
    size_t c)
{
	const struct grid *g = j->b->g;
	size_t pr, pc;

	if (r == j->cr && c == j->cc)
		return shenanigrams_cell_of(j->m);
	if (!shenanigrams_before(j, r, c, &pr, &pc))
		return 0;
	return grid_at(g, pr, pc);
}

int
shenanigrams_before(const struct shenanigrams_judging *j, size_t r, size_t c,
    size_t *or, size_t *oc)
{
	const struct grid *g = j->b->g;
	const unsigned char *mark = j->map.shift;
	int down = j->map.down;

	if (j->m->kind == SHENANIGRAMS_INSERT) {
		if (r == j->cr && c == j->cc)
			return 0;
		/* A tile that stays, or the one that moved onto the cell. */
		if (r < g->rows && c < g->cols && grid_at(g, r, c) &&
		    mark[r * g->cols + c] != 1) {
			*or = r;
			*oc = c;
			return 1;
		}
		if (down ? r == 0 : c == 0)
			return 0;
		r -= down ? 1 : 0;
		c -= down ? 0 : 1;
		if (r >= g->rows || c >= g->cols || mark[r * g->cols + c] != 1)
			return 0;
		*or = r;
		*oc = c;
		return 1;
	}
	if (j->m->kind == SHENANIGRAMS_PLACE && r == j->cr && c == j->cc)
		return 0;
	if (r < j->map.dr || c < j->map.dc)
		return 0;
	r -= j->map.dr;
	c -= j->map.dc;
	if (r >= g->rows || c >= g->cols || !grid_at(g, r, c))
		return 0;
	*or = r;
	*oc = c;
	return 1;
}

/* The first tag whose word covers (r, c), in direction dir (-1: either). */
static long
tag_covering(const struct shenanigrams_prep *p, size_t r, size_t c, int dir)
{
	size_t lo, hi;
	long best = -1, k;
	int d;

	for (d = 0; d < 2; d++) {
		if (dir != -1 && d != dir)
			continue;
		if (shenanigrams_tags_at(p, r, c, d, 1, &lo, &hi) == 0)
			continue;
		k = (long)p->ord[d][lo].k;
		if (best == -1 || k < best)
			best = k;
	}
	return best;
}

/*
 * A move that grows the board past GRID_MAX rows or columns: a state
 * could not hold the board it leaves, so it is refused as a rule.
 */
static int
too_big(struct shenanigrams_judging *j)
{
	if (j->nrows <= GRID_MAX && j->ncols <= GRID_MAX)
		return 0;
	return shenanigrams_no(j->v, SR_BOARD_SIZE, "the board would grow to "
	    "%zu x %zu: a board is at most %d x %d", j->nrows, j->ncols,
	    GRID_MAX, GRID_MAX);
}

/* A tile on an empty cell that touches a played tile. */
static int
place_grid(struct shenanigrams_judging *j)
{
	const struct grid *g = j->b->g;
	const struct shenanigrams_move *m = j->m;
	size_t rows = g->rows, cols = g->cols, cr, cc, dr, dc;
	char l[2] = { 0, 0 }, u[8];

	if (j->inside && (l[0] = grid_at(g, (size_t)j->r, (size_t)j->c)))
		return shenanigrams_no(j->v, SR_OCCUPIED, "%ld,%ld already "
		    "holds %s", m->row, m->col, shenanigrams_utf8(j->b->a, l,
		    u, sizeof(u)));
	/* A cell just outside grows the board on that side. */
	dr = j->map.dr = j->r == -1;
	dc = j->map.dc = j->c == -1;
	j->nrows = rows + dr + (j->r == (long)rows);
	j->ncols = cols + dc + (j->c == (long)cols);
	if (too_big(j) != 0)
		return 1;
	cr = j->cr = (size_t)(j->r + (long)dr);
	cc = j->cc = (size_t)(j->c + (long)dc);
	if (!((cr > 0 && shenanigrams_after_at(j, cr - 1, cc)) ||
	    (cr + 1 < j->nrows && shenanigrams_after_at(j, cr + 1, cc)) ||
	    (cc > 0 && shenanigrams_after_at(j, cr, cc - 1)) ||
	    (cc + 1 < j->ncols && shenanigrams_after_at(j, cr, cc + 1))))
		return shenanigrams_no(j->v, SR_ADJACENT, "%ld,%ld does not "
		    "touch a played tile (left, right, above or below)",
		    m->row, m->col);
	return 0;
}

/* Replace and insert need a tile at the cell. */
static int
tile_at(struct shenanigrams_judging *j)
{
	const struct shenanigrams_move *m = j->m;

	/* Each sentence whole, for the catalogs. */
	if ((!j->inside || !grid_at(j->b->g, (size_t)j->r, (size_t)j->c)) &&
	    m->kind == SHENANIGRAMS_REPLACE)
		return shenanigrams_no(j->v, SR_EMPTY_CELL, "there is no tile "
		    "at %ld,%ld to replace", m->row, m->col);
	if (!j->inside || !grid_at(j->b->g, (size_t)j->r, (size_t)j->c))
		return shenanigrams_no(j->v, SR_EMPTY_CELL, "there is no tile "
		    "at %ld,%ld to insert before", m->row, m->col);
	j->cr = (size_t)j->r;
	j->cc = (size_t)j->c;
	j->nrows = j->b->g->rows;
	j->ncols = j->b->g->cols;
	return 0;
}

/* A letter of a tagged word swapped; the old tile is discarded. */
static int
replace_grid(struct shenanigrams_judging *j)
{
	const struct grid *g = j->b->g;
	const struct shenanigrams_move *m = j->m;
	size_t cr = j->cr, cc = j->cc;
	char l[2] = { (char)m->letter, '\0' }, u[8];

	if ((unsigned char)shenanigrams_up(grid_at(g, cr, cc)) == m->letter)
		return shenanigrams_no(j->v, SR_IDENTICAL, "%ld,%ld already "
		    "holds %s: a tile is never replaced by the same letter",
		    m->row, m->col, shenanigrams_utf8(j->b->a, l, u,
		    sizeof(u)));
	if (tag_covering(j->p, cr, cc, -1) < 0)
		return shenanigrams_no(j->v, SR_UNTAGGED, "%ld,%ld is in no "
		    "tagged word: only a completed, tagged word may have a "
		    "letter replaced", m->row, m->col);
	/* The tile that leaves is the wild itself, whatever it stood for. */
	j->v->discarded = (unsigned char)tile_of_cell(grid_at(g, cr, cc));
	return 0;
}

/*
 * Mark the tiles an insertion at (r, c) into t's word moves (1, each also
 * put in queue, *qt of them) and those of the word before it, which stay
 * (2).  Returns 0, 1 when a tile that moves is joined to one that stays
 * (v says which).
 */
static int
mark_shift(const struct grid *g, const struct shenanigrams_tag *t, size_t r,
    size_t c, int down, unsigned char *mark, size_t *queue, size_t *qt,
    struct shenanigrams_verdict *v)
{
	size_t rows = g->rows, cols = g->cols, qh = 0;
	size_t at, k, x, nb[4], nn;
	char at1[24], at2[24];

	/* The tiles before the insertion stay; those from it on move. */
	for (k = 0; k < t->len; k++) {
		x = (t->row + (down ? k : 0)) * cols + t->col + (down ? 0 : k);
		if (x < r * cols + c)
			mark[x] = 2;
		else {
			mark[x] = 1;
			queue[(*qt)++] = x;
		}
	}
	/* So do the tiles attached to those that move. */
	while (qh < *qt) {
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
				grid_coord(at / cols, at % cols, at1);
				grid_coord(nb[k] / cols, nb[k] % cols, at2);
				return shenanigrams_no(v, SR_SHIFT_BLOCKED,
				    "the tile at %s would shift but is joined "
				    "to the tile at %s, which does not", at1,
				    at2);
			}
			if (mark[nb[k]] == 0) {
				mark[nb[k]] = 1;
				queue[(*qt)++] = nb[k];
			}
		}
	}
	return 0;
}

/* A letter inserted into a tagged word; the tiles after it shift. */
static int
insert_grid(struct shenanigrams_judging *j)
{
	struct shenanigrams_prep *p = j->p;
	const struct grid *g = j->b->g;
	const struct shenanigrams_move *m = j->m;
	const struct shenanigrams_tag *t;
	size_t rows = g->rows, cols = g->cols, x, i, grow = 0, nr, nc;
	size_t block = (size_t)-1;
	int down = m->down, rc;
	long ti;
	char at[24], u8[4 * SHENANIGRAMS_WORDMAX + 8];

	if ((ti = tag_covering(p, j->cr, j->cc, down)) < 0)
		return shenanigrams_no(j->v, SR_UNTAGGED, "%ld,%ld is in no "
		    "tagged word %s: letters are inserted only into a "
		    "completed, tagged word", m->row, m->col, down ? "down" :
		    "across");
	t = &j->b->t[ti];
	if (j->cr == t->row && j->cc == t->col)
		return shenanigrams_no(j->v, SR_INSERT_FIRST, "%ld,%ld is the "
		    "first letter of %s: a letter is inserted between two "
		    "letters (to add one in front, place it)", m->row, m->col,
		    shenanigrams_utf8(j->b->a, t->word, u8, sizeof(u8)));
	/* The scratch is kept, all zero, from one insertion to the next. */
	if (p->mark == NULL && ((p->mark = calloc(rows * cols + 1, 1)) ==
	    NULL || (p->queue = malloc((rows * cols + 1) *
	    sizeof(*p->queue))) == NULL))
		return core_nomem(j->e);
	j->ins = t;
	j->map.shift = p->mark;
	j->map.down = down;
	if ((rc = mark_shift(g, t, j->cr, j->cc, down, p->mark, p->queue,
	    &j->nshift, j->v)) != 0)
		return rc;
	/* The first tile, in reading order, that would land on one that stays. */
	for (i = 0; i < j->nshift; i++) {
		x = p->queue[i];
		if (down ? x / cols == rows - 1 : x % cols == cols - 1) {
			grow = 1;
			continue;
		}
		nr = x / cols + (down ? 1 : 0);
		nc = x % cols + (down ? 0 : 1);
		if (grid_at(g, nr, nc) && p->mark[nr * cols + nc] != 1 &&
		    x < block)
			block = x;
	}
	j->nrows = rows + (down ? grow : 0);
	j->ncols = cols + (down ? 0 : grow);
	if (too_big(j) != 0)
		return 1;
	if (block != (size_t)-1)
		return shenanigrams_no(j->v, SR_SHIFT_BLOCKED, "no room: a "
		    "tile would shift onto the tile at %s", grid_coord(block /
		    cols + (down ? 1 : 0), block % cols + (down ? 0 : 1), at));
	return 0;
}

int
shenanigrams_play_tile(struct shenanigrams_judging *j)
{
	int rc;

	if (j->m->kind == SHENANIGRAMS_PLACE)
		return place_grid(j);
	if ((rc = tile_at(j)) != 0)
		return rc;
	return j->m->kind == SHENANIGRAMS_REPLACE ? replace_grid(j) :
	    insert_grid(j);
}

void
shenanigrams_play_done(struct shenanigrams_judging *j)
{
	const struct shenanigrams_tag *t = j->ins;
	size_t i, cols = j->b->g->cols;

	if (t == NULL)
		return;
	for (i = 0; i < j->nshift; i++)
		j->p->mark[j->p->queue[i]] = 0;
	for (i = 0; i < t->len; i++)
		j->p->mark[(t->row + (t->down ? i : 0)) * cols + t->col +
		    (t->down ? 0 : i)] = 0;
	j->ins = NULL;
	j->nshift = 0;
}

/* --- a move in a game --- */

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
	return state_set(&st->turn, state_next_seat(st, p)->name, e);
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
apply_tiles(struct state *st, struct player *p,
    const struct shenanigrams_move *m, const struct shenanigrams_verdict *v,
    const struct shenanigrams_board *after, const char *caller,
    struct core_err *e)
{
	char one[2] = { shenanigrams_tile_of(m), '\0' };
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
	/* The last tag is down: "SHENANIGRAMS!" (say_call) */
	if (v->called[0] != '\0' && set_key(st, "called", v->called) == -1)
		return core_nomem(e);
	return pass_turn(st, p, e);
}

/*
 * What a legal tile move by p does to the call, into v: a steal back in the
 * countdown puts caller back in the game, and a mover left with no tag
 * calls, the seat on their left getting the countdown.  The tags left
 * are those apply_tiles leaves: placed ones off, own stolen ones back.
 */
static void
say_call(struct state *st, const struct player *p, const char *caller,
    struct shenanigrams_verdict *v)
{
	if (caller != NULL)
		snprintf(v->back_in, sizeof(v->back_in), "%s", caller);
	if (p->tags < 0 || p->tags - v->tags_placed + v->tags_back != 0)
		return;
	snprintf(v->called, sizeof(v->called), "%s", p->name);
	snprintf(v->countdown, sizeof(v->countdown), "%s",
	    state_next_seat(st, p)->name);
}

/*
 * name has no tile letter: a move of a tile not theirs is a "no" by the
 * bag's rule for a tile not held (not-held), the one rule for it however
 * the tile would leave the hand; said in UTF-8.
 */
static int
no_letter(const struct state *st, const char *name, const char *hand,
    int letter, struct shenanigrams_verdict *v)
{
	char l[2] = { (char)letter, '\0' }, u[8], h[256];

	return shenanigrams_no_by(v, &bag_rules[BAG_NOT_HELD], "%s has no "
	    "'%s' to play (hand: %s)", name, shenanigrams_utf8(st->alpha, l, u,
	    sizeof(u)), shenanigrams_utf8(st->alpha, hand, h, sizeof(h)));
}

int
shenanigrams_over(const struct state *st, struct core_err *e)
{
	const char *w;

	if (st->game == NULL || strcmp(st->game, "shenanigrams") != 0 ||
	    (w = get_key(st, "winner")) == NULL)
		return 0;
	return core_no(e, &shenanigrams_rules[SR_OVER], "the game is over: "
	    "%s has won", w);
}

int
shenanigrams_may_bag(const struct state *st, const struct player *p,
    size_t n, int back, struct core_err *e)
{
	size_t have;

	if (st->game == NULL || strcmp(st->game, "shenanigrams") != 0)
		return 0;
	if (shenanigrams_over(st, e) != 0)
		return 1;
	/* Without logins, bag is the referee's hand: it sets any hand. */
	if (!state_has_logins(st))
		return 0;
	/*
	 * A tile drawn for nobody would show a player the tiles to come and
	 * take them out of the game: no rule of the game draws one.
	 */
	if (p == NULL && !back && n > 0)
		return core_no(e, &shenanigrams_rules[SR_DRAW_TO_TABLE], "in a "
		    "Shenanigrams game whose players have logins a tile leaves "
		    "the bag only for a player's hand: no draw onto the table");
	if (p == NULL || p->hand == NULL)
		return 0;
	if (back)
		return core_no(e, &shenanigrams_rules[SR_NO_RETURN], "in "
		    "Shenanigrams a tile leaves a hand only for the board, or "
		    "for the discard pile in a trade: nothing goes back to the "
		    "bag");
	if ((have = strlen(p->hand)) + n > SHENANIGRAMS_HAND)
		return core_no(e, &shenanigrams_rules[SR_HAND_FULL], "in "
		    "Shenanigrams a hand holds five tiles: %s holds %zu, and %zu "
		    "more would make %zu", p->name, have, n, have + n);
	return 0;
}

int
shenanigrams_trade(struct state *st, struct player *p, char **got,
    struct core_err *e)
{
	const char *caller;

	if (st->bag == NULL)
		return core_errf(e, st->file, 0, 0, "the state has no bag");
	if (state_need_game(st, STATE_SHENANIGRAMS, e) == -1)
		return -1;
	if (shenanigrams_over(st, e) != 0)
		return 1;
	if (p->hand == NULL || p->hand[0] == '\0')
		return core_no(e, &shenanigrams_rules[SR_EMPTY_HAND], "%s has "
		    "no tiles to trade", p->name);
	if (st->turn != NULL && strcmp(st->turn, p->name) != 0)
		return core_no(e, &shenanigrams_rules[SR_NOT_YOUR_TURN], "it is "
		    "%s's turn, not %s's", st->turn, p->name);
	/* steal-check's trade says so before it comes here. */
	if ((caller = get_key(st, "called")) != NULL)
		return core_no(e, &shenanigrams_rules[SR_COUNTDOWN], "in the "
		    "countdown only a move that steals one of %s's words "
		    "counts", caller);
	if (state_append(&st->discard, p->hand, e) == -1)
		return -1;
	p->hand[0] = '\0';
	if (bag_fill(st, p, got, e) == -1)
		return -1;
	if (st->turn != NULL &&
	    state_set(&st->turn, state_next_seat(st, p)->name, e) == -1)
		return -1;
	return 0;
}

/* shenanigrams_play's, on board b, read from st. */
static int
play(struct state *st, const struct shenanigrams_board *b,
    const struct dict *d, const char *player,
    const struct shenanigrams_move *m, int apply,
    struct shenanigrams_verdict *v, struct core_err *e)
{
	struct shenanigrams_board after;
	struct player *p;
	const char *caller, *winner, *name;
	int rc;

	memset(&after, 0, sizeof(after));
	if ((winner = get_key(st, "winner")) != NULL)
		return shenanigrams_no(v, SR_OVER, "the game is over: %s has "
		    "won", winner);
	if ((caller = get_key(st, "called")) != NULL &&
	    state_player(st, caller) == NULL)
		return core_errf(e, st->file, 0, 0, "'called' names '%s', who "
		    "is not a player", caller);
	if ((name = player ? player : st->turn) == NULL)
		return core_errf(e, st->file, 0, 0, "whose move? the state "
		    "has no turn: give --player");
	if ((p = state_player(st, name)) == NULL)
		return state_no_player(st, name, e);
	if (st->turn != NULL && strcmp(st->turn, name) != 0)
		return shenanigrams_no(v, SR_TURN, "it is %s's turn, not %s's",
		    st->turn, name);
	if (p->hand == NULL)
		return core_errf(e, st->file, 0, 0, "player '%s' has no hand",
		    name);
	/* The rulebook misses a turn by a trade or a lost challenge only. */
	if (m->kind == SHENANIGRAMS_PASS && caller == NULL &&
	    p->hand[0] != '\0')
		return shenanigrams_no(v, SR_MUST_PLAY, "%s holds tiles: a turn "
		    "is missed only by trading them ('trade') or by losing a "
		    "challenge ('challenged')", name);
	if (m->kind == SHENANIGRAMS_PASS ||
	    m->kind == SHENANIGRAMS_CHALLENGED) {
		/* In the countdown, no steal back is the game-over rule. */
		v->rule = &shenanigrams_rules[caller != NULL ? SR_OVER :
		    SR_OK_PASS];
		if (caller != NULL) {
			snprintf(v->msg, sizeof(v->msg), "%s steals nothing "
			    "back: the countdown has run out", name);
			snprintf(v->winner, sizeof(v->winner), "%s", caller);
		} else
			snprintf(v->msg, sizeof(v->msg), "%s misses the turn",
			    name);
		return apply ? lose_turn(st, p, caller, e) : 0;
	}
	if (m->kind == SHENANIGRAMS_TRADE) {
		if (caller != NULL)
			return shenanigrams_no(v, SR_COUNTDOWN, "in the "
			    "countdown only a move that steals one of %s's "
			    "words counts", caller);
		if (p->hand[0] == '\0')
			return shenanigrams_no(v, SR_OK_TRADE, "%s has no "
			    "tiles to trade", name);
		v->rule = &shenanigrams_rules[SR_OK_TRADE];
		/* A hand run low may hold one tile: each sentence whole. */
		if (strlen(p->hand) == 1)
			snprintf(v->msg, sizeof(v->msg), "%s trades 1 tile and "
			    "misses the turn", name);
		else
			snprintf(v->msg, sizeof(v->msg), "%s trades %zu tiles "
			    "and misses the turn", name, strlen(p->hand));
		if (apply && (rc = shenanigrams_trade(st, p, NULL, e)) != 0)
			return rc == 1 ? shenanigrams_no(v, SR_OK_TRADE, "%s",
			    e->msg) : -1;
		return 0;
	}
	if (strchr(p->hand, shenanigrams_tile_of(m)) == NULL)
		return no_letter(st, name, p->hand, shenanigrams_tile_of(m), v);
	rc = shenanigrams_judge(b, d, m, name, p->tags, v, apply ? &after :
	    NULL, e);
	if (rc == 0 && caller != NULL && !shenanigrams_steals_from(v, caller)) {
		shenanigrams_board_free(&after);
		return shenanigrams_no(v, SR_COUNTDOWN, "in the countdown only "
		    "a move that steals one of %s's words counts", caller);
	}
	if (rc == 0)
		say_call(st, p, caller, v);
	if (rc == 0 && apply)
		rc = apply_tiles(st, p, m, v, &after, caller, e);
	shenanigrams_board_free(&after);
	return rc;
}

int
shenanigrams_play(struct state *st, const struct dict *d, const char *player,
    const struct shenanigrams_move *m, int apply,
    struct shenanigrams_verdict *v, struct core_err *e)
{
	struct shenanigrams_board b;
	int rc;

	shenanigrams_verdict_clear(v);
	if (state_need_game(st, STATE_SHENANIGRAMS, e) == -1)
		return -1;
	/*
	 * Every move, of tiles or not, is played on a sound board, first:
	 * a trade or a pass played on a state whose tags are not on its
	 * board wrote it back, for table to refuse.
	 */
	if (shenanigrams_board_from_state(&b, st, e) == -1)
		return -1;
	rc = play(st, &b, d, player, m, apply, v, e);
	shenanigrams_board_free(&b);
	return rc;
}
