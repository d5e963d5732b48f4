/*
 * bot.c: whole games played by bots.
 *
 * Bananagrams: every player builds a grid with the solver (a peel's new
 * tile is fitted to the grid they have); each round the player whose
 * search took the least effort finishes first and calls PEEL, or, when
 * the bunch holds fewer tiles than players, "Bananas!", and their grid
 * gets the Rotten Banana check.  A player who cannot fit their tiles
 * dumps their most awkward one.  Effort is counted in search nodes, not
 * seconds, so a seed always plays the same game.
 *
 * Shenanigrams: each turn the best move steal-check would find, a trade
 * when there is none, a pass in the countdown.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "bag.h"
#include "bananagrams.h"
#include "bot.h"
#include "core.h"
#include "deal.h"
#include "dict.h"
#include "grid.h"
#include "rng.h"
#include "shenanigrams.h"
#include "shenanigrams_find.h"
#include "solve.h"
#include "state.h"
#include "tiles.h"
#include "util.h"

#define BOT_MAXROUNDS	1000

/* Hand ev, of game o, to the tool; 0, or -1 when it stops the game. */
static int
emit(const struct bot_opts *o, struct bot_event *ev, struct core_err *e)
{
	ev->o = o;
	return o->on_event == NULL ? 0 : o->on_event(o->arg, ev, e);
}

/* An event with no data but whose step it is. */
static int
emit_kind(const struct bot_opts *o, enum bot_event_kind kind,
    const char *player, struct core_err *e)
{
	struct bot_event ev = { 0 };

	ev.kind = kind;
	ev.player = player;
	return emit(o, &ev, e);
}

static struct state *
new_game(const struct bot_opts *o, struct core_err *e)
{
	struct state *st;
	struct tileset t;
	struct rng r;

	if (tiles_builtin(o->game, &t) == -1) {
		core_errf(e, NULL, 0, 0, "no bot plays '%s'", o->game);
		return NULL;
	}
	if ((st = state_new(o->game, e)) == NULL)
		return NULL;
	st->has_seed = 1;
	st->seed = o->seed;
	/* Exactly what "bag new GAME -s SEED" does. */
	if ((st->bag = tiles_expand(&t)) == NULL ||
	    state_set(&st->discard, "", e) == -1) {
		state_free(st);
		core_nomem(e);
		return NULL;
	}
	rng_seed(&r, st->seed, 0);
	tiles_shuffle(st->bag, strlen(st->bag), &r);
	return st;
}

static int
worst_tile(const char *hand)
{
	int best = 0, k, b;

	for (; *hand; hand++) {
		k = tile_index((unsigned char)*hand);
		b = best == 0 ? 0 : tile_awkward[tile_index(best)];
		if (best == 0 || tile_awkward[k] > b ||
		    (tile_awkward[k] == b && *hand > best))
			best = *hand;
	}
	return best;
}

static int
bananagrams(const struct dict *d, const struct bot_opts *o, struct state *st,
    struct bot_result *res, struct core_err *e)
{
	struct grid *grid[STATE_MAX_PLAYERS] = { NULL };
	unsigned long effort[STATE_MAX_PLAYERS];
	int out[STATE_MAX_PLAYERS] = { 0 }, done[STATE_MAX_PLAYERS];
	struct grid_problems ps = { NULL, 0, 0 };
	struct solve_opts so;
	struct solve_result sr;
	struct arena scratch = { 0 };
	struct bot_event ev = { 0 };
	char fresh[2 * SOLVE_MAXTILES + 2], *got;
	size_t i, k, active, left;
	long caller;
	int rc = -1, tile, peel = o->variant == NULL, dump, r;
	struct rng tie;

	memset(&so, 0, sizeof(so));
	/* Ties between equally quick players: drawn from the game's seed. */
	rng_seed(&tie, o->seed, 0x7469655f626f74ULL);
	so.minlen = o->minlen;
	so.max_nodes = o->max_nodes;
	so.scratch = &scratch;	/* every hand searched in the same pages */
	dump = o->variant == NULL || strcmp(o->variant, "cafe") == 0;
	for (res->rounds = 1; res->rounds <= BOT_MAXROUNDS; res->rounds++) {
		caller = -1;
		active = 0;
		for (i = 0; i < st->nplayers; i++) {
			done[i] = 0;
			if (out[i])
				continue;
			active++;
			/* A grid built from the hand lacks none of its tiles. */
			snprintf(fresh, sizeof(fresh), "%s",
			    st->players[i].hand);
			if (grid_hand_minus(fresh, grid[i]) == -1) {
				core_errf(e, NULL, 0, 0, "the grid of %s holds "
				    "a tile their hand does not",
				    st->players[i].name);
				goto out;
			}
			if (fresh[0] == '\0' && grid[i] != NULL) {
				done[i] = 1;
				effort[i] = 0;
			} else {
				so.from = grid[i];
				if (solve_hand(d, grid[i] ? fresh :
				    st->players[i].hand, &so, &sr, e) == -1)
					goto out;
				res->nodes += sr.nodes;
				effort[i] = sr.nodes;
				if (sr.status == SOLVE_OK) {
					grid_free(grid[i]);
					grid[i] = sr.grid;
					done[i] = 1;
				}
			}
			/* Least effort first; a tie goes to a seeded draw. */
			if (done[i] && (caller < 0 ||
			    effort[i] < effort[caller] ||
			    (effort[i] == effort[caller] &&
			    (rng_next(&tie) & 1))))
				caller = (long)i;
		}
		if (active == 0) {
			if (emit_kind(o, BOT_EV_ALL_OUT, NULL, e) == -1)
				goto out;
			break;
		}
		/* The stuck dump their most awkward tile while others build. */
		for (i = 0; i < st->nplayers && dump; i++) {
			if (out[i] || done[i] || (long)i == caller)
				continue;
			tile = worst_tile(st->players[i].hand);
			if ((r = bag_dump(st, &st->players[i], tile, &got,
			    e)) == -1)
				goto out;
			if (r == 1)
				continue;
			memset(&ev, 0, sizeof(ev));
			ev.kind = BOT_EV_DUMP;
			ev.player = st->players[i].name;
			ev.tile = tile;
			ev.tiles = got;
			r = emit(o, &ev, e);
			free(got);
			if (r == -1)
				goto out;
			res->dumps++;
			grid_free(grid[i]);
			grid[i] = NULL;
		}
		if (caller < 0) {
			if (!dump || strlen(st->bag) < DUMP_TAKE) {
				if (emit_kind(o, BOT_EV_STUCK, NULL, e) == -1)
					goto out;
				break;
			}
			continue;
		}
		left = strlen(st->bag);
		if (peel && left >= active) {
			if (active == st->nplayers) {
				if (bag_peel(st, NULL, e) != 0)
					goto out;
			}
			memset(&ev, 0, sizeof(ev));
			ev.kind = BOT_EV_PEEL;
			ev.player = st->players[caller].name;
			ev.nout = st->nplayers - active;
			if (emit(o, &ev, e) == -1)
				goto out;
			if (active < st->nplayers) {
				for (k = 0; k < st->nplayers; k++) {
					if (out[k])
						continue;
					if (bag_draw(st, &st->players[k], 1,
					    NULL, e) != 0)
						goto out;
					if (emit_kind(o, BOT_EV_DRAW,
					    st->players[k].name, e) == -1)
						goto out;
				}
			}
			res->peels++;
			continue;
		}
		/* Bananas! and the Rotten Banana check. */
		if (emit_kind(o, BOT_EV_BANANAS, st->players[caller].name, e) ==
		    -1)
			goto out;
		ps.n = 0;
		if (bananagrams_check(grid[caller], d, st->players[caller].hand,
		    o->minlen, &ps, e) == -1)
			goto out;
		memset(&ev, 0, sizeof(ev));
		ev.kind = BOT_EV_CHECK;
		ev.player = st->players[caller].name;
		ev.grid = grid[caller];
		ev.problem = ps.n ? ps.p[0].msg : NULL;
		if (emit(o, &ev, e) == -1)
			goto out;
		if (ps.n == 0) {
			snprintf(res->winner, sizeof(res->winner), "%s",
			    st->players[caller].name);
			if (emit_kind(o, BOT_EV_WIN, res->winner, e) == -1)
				goto out;
			break;
		}
		/* Rotten: out of the hand, every tile back into the bunch. */
		if (bag_return(st, &st->players[caller],
		    st->players[caller].hand, e) == -1)
			goto out;
		ev.kind = BOT_EV_ROTTEN;
		ev.grid = NULL;
		if (emit(o, &ev, e) == -1)
			goto out;
		out[caller] = 1;
		res->rotten++;
	}
	res->tiles_left = strlen(st->bag);
	rc = 0;
out:
	for (i = 0; i < STATE_MAX_PLAYERS; i++)
		grid_free(grid[i]);
	grid_problems_free(&ps);
	arena_free(&scratch);
	return rc;
}

static int
shenanigrams(const struct dict *d, const struct bot_opts *o,
    struct state *st, struct bot_result *res,
    struct core_err *e)
{
	struct shenanigrams_found *f;
	struct shenanigrams_verdict v;
	struct shenanigrams_move m;
	struct bot_event ev = { 0 };
	const struct node *n;
	size_t nf, k;
	char mv[64];

	for (res->rounds = 1; res->rounds <= o->max_turns; res->rounds++) {
		if (shenanigrams_find(st, d, NULL, &f, &nf, e) == -1)
			return -1;
		if (nf > 0)
			m = f[0].move;
		else {
			/* No tile can go down: trade, or pass with none. */
			memset(&m, 0, sizeof(m));
			m.kind = node_get(st->root, "called") != NULL ||
			    st->turn == NULL || state_player(st, st->turn) ==
			    NULL || state_player(st, st->turn)->hand[0] ==
			    '\0' ? SHENANIGRAMS_PASS : SHENANIGRAMS_TRADE;
		}
		free(f);
		ev.kind = m.kind == SHENANIGRAMS_TRADE ? BOT_EV_TRADE :
		    m.kind == SHENANIGRAMS_PASS ? BOT_EV_PASS : BOT_EV_MOVE;
		ev.player = st->turn;
		ev.move = &m;
		if (emit(o, &ev, e) == -1)
			return -1;
		shenanigrams_move_text(&m, mv);
		if (shenanigrams_play(st, d, NULL, &m, 1, &v, e) == -1)
			return -1;
		if (!v.legal)
			return core_errf(e, NULL, 0, 0, "the bot's move '%s' "
			    "was refused: %s", mv, v.msg);
		res->trades += m.kind == SHENANIGRAMS_TRADE;
		for (k = 0; k < v.nwords; k++)
			res->steals += v.words[k].nstolen > 0;
		if ((n = node_get(st->root, "winner")) != NULL) {
			snprintf(res->winner, sizeof(res->winner), "%s",
			    n->str);
			if (emit_kind(o, BOT_EV_WIN, n->str, e) == -1)
				return -1;
			break;
		}
	}
	res->tiles_left = strlen(st->bag);
	return 0;
}

int
bot_play(const struct dict *d, const struct bot_opts *o,
    struct bot_result *res, struct state **final, struct core_err *e)
{
	static const char *names[] = { "p1", "p2", "p3", "p4", "p5", "p6",
	    "p7", "p8" };
	struct deal_opts dopt = { o->variant, -1 };
	struct deal_report rep;
	struct state *st;
	int rc;

	memset(res, 0, sizeof(*res));
	if (final != NULL)
		*final = NULL;
	if (o->players < 1 || o->players > 8)
		return core_errf(e, NULL, 0, 0, "bots play with 1 to 8 players");
	if ((st = new_game(o, e)) == NULL)
		return -1;
	/* e says why a deal fails: too few tiles, a bad count. */
	if (emit_kind(o, BOT_EV_NEW_GAME, NULL, e) == -1 ||
	    deal_players(st, names, o->players, &dopt, &rep, e) != 0 ||
	    emit_kind(o, BOT_EV_DEAL, NULL, e) == -1) {
		state_free(st);
		return -1;
	}
	if (strcmp(o->game, "shenanigrams") == 0)
		rc = shenanigrams(d, o, st, res, e);
	else
		rc = bananagrams(d, o, st, res, e);
	if (rc == 0)
		rc = emit_kind(o, BOT_EV_END, NULL, e);
	if (rc == 0 && final != NULL)
		*final = st;
	else
		state_free(st);
	return rc;
}
