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
 * when there is none, a pass in the countdown.  Typeset: bot_typeset.c.
 *
 * Each step is handed to the tool as an event (bot.h), in the order the
 * game takes them; what the tool makes of them, a log of commands for
 * bot(1), is no business of libcore.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "bag.h"
#include "bananagrams.h"
#include "bot.h"
#include "bot_int.h"
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

/* bot(1)'s rulings: how a game the bots cannot finish ends. */
const struct core_rule bot_rules[BOT_NRULES] = {
	[BOT_STUCK] = { "stuck", "(the referee's ruling, bot(1)) When no "
	    "player can use all their tiles and none can dump, the bunch "
	    "holding fewer than three, nobody can call \"Bananas!\": the hand "
	    "ends with no winner." },
	[BOT_OUT_OF_TURNS] = { "out-of-turns", "(the referee's ruling, "
	    "bot(1)) A game the bots have not won in its turns (-t, "
	    "Shenanigrams) or in 1000 rounds (Bananagrams) is given up, with "
	    "no winner." },
	[BOT_SHARED] = { "shared", "(the referee's ruling, bot(1)) A Typeset "
	    "game whose highest score two players share, the tie-break "
	    "parting them not, has no one winner." },
};

int
bot_emit(const struct bot_opts *o, struct bot_event *ev, struct core_err *e)
{
	ev->o = o;
	return o->on_event == NULL ? 0 : o->on_event(o->arg, ev, e);
}

int
bot_emit_kind(const struct bot_opts *o, enum bot_event_kind kind,
    const char *player, struct core_err *e)
{
	struct bot_event ev = { 0 };

	ev.kind = kind;
	ev.player = player;
	return bot_emit(o, &ev, e);
}

static struct state *
new_game(const struct bot_opts *o, struct core_err *e)
{
	struct state *st;
	struct tileset t;
	struct rng r;

	if (o->alpha == NULL ? tiles_builtin(o->game, &t) == -1 :
	    tiles_lang(o->alpha, o->game, &t, e) == -1) {
		if (o->alpha == NULL)
			core_errf(e, NULL, 0, 0, "no bot plays '%s'", o->game);
		return NULL;
	}
	if ((st = state_new(o->game, e)) == NULL)
		return NULL;
	if (o->alpha != NULL &&
	    state_set_lang(st, o->lang, o->alpha, e) == -1) {
		state_free(st);
		return NULL;
	}
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
		    (tile_awkward[k] == b && (unsigned char)*hand > best))
			best = (unsigned char)*hand;
	}
	return best;
}

/* A game of Bananagrams between bots: what its rounds work on. */
struct bananas {
	const struct dict	*d;
	const struct bot_opts	*o;
	struct state		*st;
	struct bot_result	*res;
	struct grid		*grid[STATE_MAX_PLAYERS];
	unsigned long		 effort[STATE_MAX_PLAYERS];	/* this round */
	int			 done[STATE_MAX_PLAYERS];	/* this round */
	struct grid_problems	 ps;
	struct solve_opts	 so;
	struct arena		 scratch;
	struct rng		 tie;
	int			 peel, dump;	/* what the variant allows */
	size_t			 active;	/* players still in */
	long			 caller;	/* the first done, or -1 */
};

/* Player i builds: the new tiles fitted to their grid, or a grid afresh. */
static int
bg_build(struct bananas *g, size_t i, struct core_err *e)
{
	struct player *p = &g->st->players[i];
	struct solve_result sr;
	char fresh[2 * SOLVE_MAXTILES + 2];

	/* A grid built from the hand lacks none of its tiles. */
	snprintf(fresh, sizeof(fresh), "%s", p->hand);
	if (grid_hand_minus(fresh, g->grid[i]) == -1)
		return core_errf(e, NULL, 0, 0, "the grid of %s holds a tile "
		    "their hand does not", p->name);
	if (fresh[0] == '\0' && g->grid[i] != NULL) {
		g->done[i] = 1;
		g->effort[i] = 0;
		return 0;
	}
	g->so.from = g->grid[i];
	if (solve_hand(g->d, g->grid[i] ? fresh : p->hand, &g->so, &sr,
	    e) == -1)
		return -1;
	g->res->nodes += sr.nodes;
	g->effort[i] = sr.nodes;
	if (sr.status == SOLVE_OK) {
		grid_free(g->grid[i]);
		g->grid[i] = sr.grid;
		g->done[i] = 1;
	}
	return 0;
}

/* Every player still in builds; the one with the least effort calls. */
static int
bg_race(struct bananas *g, struct core_err *e)
{
	size_t i;
	long c;

	g->caller = -1;
	g->active = 0;
	for (i = 0; i < g->st->nplayers; i++) {
		g->done[i] = 0;
		if (g->st->players[i].out)
			continue;
		g->active++;
		if (bg_build(g, i, e) == -1)
			return -1;
		/* Least effort first; a tie goes to a seeded draw. */
		c = g->caller;
		if (g->done[i] && (c < 0 || g->effort[i] < g->effort[c] ||
		    (g->effort[i] == g->effort[c] && (rng_next(&g->tie) & 1))))
			g->caller = (long)i;
	}
	return 0;
}

/* The stuck dump their most awkward tile while others build. */
static int
bg_dump(struct bananas *g, struct core_err *e)
{
	struct bot_event ev = { 0 };
	struct player *p;
	size_t i;
	char *got;
	int r;

	ev.kind = BOT_EV_DUMP;
	for (i = 0; i < g->st->nplayers; i++) {
		if (g->st->players[i].out || g->done[i] ||
		    (long)i == g->caller)
			continue;
		p = &g->st->players[i];
		ev.player = p->name;
		ev.tile = worst_tile(p->hand);
		if ((r = bag_dump(g->st, p, ev.tile, 0, &got, e)) == -1)
			return -1;
		if (r == 1)
			continue;
		ev.tiles = got;
		r = bot_emit(g->o, &ev, e);
		free(got);
		if (r == -1)
			return -1;
		g->res->dumps++;
		grid_free(g->grid[i]);
		g->grid[i] = NULL;
	}
	return 0;
}

/* PEEL!: every player still in takes a tile (bag_peel skips the out). */
static int
bg_peel(struct bananas *g, struct core_err *e)
{
	struct bot_event ev = { 0 };

	if (bag_peel(g->st, NULL, e) != 0)
		return -1;
	ev.kind = BOT_EV_PEEL;
	ev.player = g->st->players[g->caller].name;
	if (bot_emit(g->o, &ev, e) == -1)
		return -1;
	g->res->peels++;
	return 0;
}

/* "Bananas!" and the Rotten Banana check: 1 for a win, 0 when rotten. */
static int
bg_bananas(struct bananas *g, struct core_err *e)
{
	struct player *p = &g->st->players[g->caller];
	struct bot_event ev = { 0 };
	int rc;

	if (bot_emit_kind(g->o, BOT_EV_BANANAS, p->name, e) == -1)
		return -1;
	grid_problems_free(&g->ps);
	/* The call records the winner in the state, as bag bananas does. */
	if ((rc = bananagrams_call(g->st, p, g->grid[g->caller], g->d,
	    g->o->minlen, &g->ps, e)) == -1)
		return -1;
	if (rc == 1 && g->ps.n == 0)
		return core_errf(e, NULL, 0, 0, "the bots' call of Bananas! "
		    "was refused: %s", e->msg);
	ev.kind = BOT_EV_CHECK;
	ev.player = p->name;
	ev.grid = g->grid[g->caller];
	ev.problem = g->ps.n ? g->ps.p[0].msg : NULL;
	if (bot_emit(g->o, &ev, e) == -1)
		return -1;
	if (rc == 0) {
		snprintf(g->res->winner, sizeof(g->res->winner), "%s",
		    p->name);
		return bot_emit_kind(g->o, BOT_EV_WIN, p->name, e) == -1 ? -1 : 1;
	}
	/* Rotten: out of the game, every tile back into the bunch. */
	if (bananagrams_rotten(g->st, p, e) != 0)
		return -1;
	ev.kind = BOT_EV_ROTTEN;
	ev.grid = NULL;
	if (bot_emit(g->o, &ev, e) == -1)
		return -1;
	g->res->rotten++;
	return 0;
}

/* One round: every player builds, then a call.  1 when the game is over. */
static int
bg_round(struct bananas *g, struct core_err *e)
{
	if (bg_race(g, e) == -1)
		return -1;
	if (g->active == 0) {
		core_no(&g->res->nowin, &bananagrams_rules[BR_NOBODY_IN],
		    "every player is out: nobody wins");
		return bot_emit_kind(g->o, BOT_EV_ALL_OUT, NULL, e) == -1 ? -1 : 1;
	}
	if (g->dump && bg_dump(g, e) == -1)
		return -1;
	if (g->caller < 0) {
		if (g->dump && strlen(g->st->bag) >= DUMP_TAKE)
			return 0;
		core_no(&g->res->nowin, &bot_rules[BOT_STUCK], "nobody can "
		    "finish and nobody can dump: nobody wins");
		return bot_emit_kind(g->o, BOT_EV_STUCK, NULL, e) == -1 ? -1 : 1;
	}
	if (g->peel && strlen(g->st->bag) >= g->active)
		return bg_peel(g, e);
	return bg_bananas(g, e);
}

/* A whole game of Bananagrams, round by round, to a winner or a stop. */
static int
bananagrams(const struct dict *d, const struct bot_opts *o, struct state *st,
    struct bot_result *res, struct core_err *e)
{
	struct bananas g;
	size_t i;
	int rc = 0;

	memset(&g, 0, sizeof(g));
	g.d = d;
	g.o = o;
	g.st = st;
	g.res = res;
	/* Ties between equally quick players: drawn from the game's seed. */
	rng_seed(&g.tie, o->seed, 0x7469655f626f74ULL);
	g.so.minlen = o->minlen;
	g.so.max_nodes = o->max_nodes;
	g.so.scratch = &g.scratch;	/* every hand searched in one place */
	g.peel = o->variant == NULL;
	g.dump = o->variant == NULL || strcmp(o->variant, "cafe") == 0;
	for (res->rounds = 1; res->rounds <= BOT_MAXROUNDS; res->rounds++)
		if ((rc = bg_round(&g, e)) != 0)
			break;
	for (i = 0; i < STATE_MAX_PLAYERS; i++)
		grid_free(g.grid[i]);
	grid_problems_free(&g.ps);
	arena_free(&g.scratch);
	if (rc == -1)
		return -1;
	if (rc == 0) {
		res->rounds = BOT_MAXROUNDS;	/* the rounds played */
		core_no(&res->nowin, &bot_rules[BOT_OUT_OF_TURNS], "nobody won "
		    "in %d rounds", BOT_MAXROUNDS);
	}
	res->tiles_left = strlen(st->bag);
	return 0;
}

/*
 * The turn's move: the best one steal-check would find; a trade when there
 * is none, or a pass in the countdown or with an empty hand.
 */
static int
sh_pick(const struct dict *d, struct state *st, struct shenanigrams_move *m,
    struct core_err *e)
{
	struct shenanigrams_found *f;
	const struct player *p;
	size_t nf;

	if (shenanigrams_find(st, d, NULL, &f, &nf, e) == -1)
		return -1;
	if (nf > 0)
		*m = f[0].move;
	else {
		memset(m, 0, sizeof(*m));
		p = st->turn != NULL ? state_player(st, st->turn) : NULL;
		m->kind = node_get(st->root, "called") != NULL || p == NULL ||
		    p->hand[0] == '\0' ? SHENANIGRAMS_PASS : SHENANIGRAMS_TRADE;
	}
	free(f);
	return 0;
}

/* A whole game of Shenanigrams, turn by turn, to a winner or o->max_turns. */
static int
shenanigrams(const struct dict *d, const struct bot_opts *o,
    struct state *st, struct bot_result *res, struct core_err *e)
{
	struct shenanigrams_verdict v;
	struct shenanigrams_move m;
	struct bot_event ev = { 0 };
	const struct node *n;
	size_t k;
	char mv[64];
	int no;

	ev.move = &m;
	for (res->rounds = 1; res->rounds <= o->max_turns; res->rounds++) {
		if (sh_pick(d, st, &m, e) == -1)
			return -1;
		ev.kind = m.kind == SHENANIGRAMS_TRADE ? BOT_EV_TRADE :
		    m.kind == SHENANIGRAMS_PASS ? BOT_EV_PASS : BOT_EV_MOVE;
		ev.player = st->turn;
		if (bot_emit(o, &ev, e) == -1 ||
		    (no = shenanigrams_play(st, d, NULL, &m, 1, &v, e)) == -1)
			return -1;
		if (no)
			return core_errf(e, NULL, 0, 0, "the bot's move '%s' "
			    "was refused: %s", shenanigrams_move_text(&m, mv),
			    v.msg);
		res->trades += m.kind == SHENANIGRAMS_TRADE;
		for (k = 0; k < v.nwords; k++)
			res->steals += v.words[k].nstolen > 0;
		if ((n = node_get(st->root, "winner")) == NULL)
			continue;
		snprintf(res->winner, sizeof(res->winner), "%s", n->str);
		if (bot_emit_kind(o, BOT_EV_WIN, n->str, e) == -1)
			return -1;
		break;
	}
	if (res->winner[0] == '\0') {
		res->rounds = o->max_turns;	/* the turns played */
		/* Each sentence whole: the catalogs have no plurals. */
		if (o->max_turns == 1)
			core_no(&res->nowin, &bot_rules[BOT_OUT_OF_TURNS],
			    "nobody won in 1 turn");
		else
			core_no(&res->nowin, &bot_rules[BOT_OUT_OF_TURNS],
			    "nobody won in %zu turns", o->max_turns);
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
	struct deal_opts dopt = { o->variant, -1, 0 };
	struct deal_report rep;
	struct state *st;
	int rc;

	memset(res, 0, sizeof(*res));
	if (final != NULL)
		*final = NULL;
	if ((st = new_game(o, e)) == NULL)
		return -1;
	/* The game's range says what a count is refused by, as deal's. */
	if (deal_count_ok(st, o->variant, o->players, o->players_arg, e) ==
	    -1) {
		state_free(st);
		return -1;
	}
	if (o->players < 1 || o->players > 8) {
		state_free(st);
		return core_errf(e, NULL, 0, 0, "bots play with 1 to 8 players");
	}
	/* e says why a deal fails: too few tiles, a bad count. */
	if (bot_emit_kind(o, BOT_EV_NEW_GAME, NULL, e) == -1 ||
	    deal_players(st, names, o->players, &dopt, &rep, e) != 0 ||
	    bot_emit_kind(o, BOT_EV_DEAL, NULL, e) == -1) {
		state_free(st);
		return -1;
	}
	if (strcmp(o->game, "shenanigrams") == 0)
		rc = shenanigrams(d, o, st, res, e);
	else if (strcmp(o->game, "typeset") == 0)
		rc = bot_typeset(d, o, st, res, e);
	else
		rc = bananagrams(d, o, st, res, e);
	if (rc == 0)
		rc = bot_emit_kind(o, BOT_EV_END, NULL, e);
	if (rc == 0 && final != NULL)
		*final = st;
	else
		state_free(st);
	return rc;
}
