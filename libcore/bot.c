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
#include <stdarg.h>
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

static int
logf_(struct buf *log, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static int
logf_(struct buf *log, const char *fmt, ...)
{
	va_list ap;
	char line[512];

	va_start(ap, fmt);
	vsnprintf(line, sizeof(line), fmt, ap);
	va_end(ap);
	return buf_adds(log, line);
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

/* hand minus the tiles on grid g (wilds as '?'), into out. */
static void
hand_minus_grid(const char *hand, const struct grid *g, char *out)
{
	struct tileset t;
	size_t i;
	char *p = out;
	int k;

	tileset_clear(&t);
	for (i = 0; hand[i]; i++)
		t.n[tile_index((unsigned char)hand[i])]++;
	for (i = 0; g != NULL && i < g->rows * g->cols; i++)
		if (g->cell[i]) {
			k = g->cell[i] >= 'a' ? 26 : g->cell[i] - 'A';
			if (t.n[k] > 0)
				t.n[k]--;
		}
	for (k = 0; k < TILE_KINDS; k++)
		while (t.n[k]-- > 0)
			*p++ = (char)tile_char(k);
	*p = '\0';
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
    struct buf *log, struct bot_result *res, struct core_err *e)
{
	struct grid *grid[STATE_MAX_PLAYERS] = { NULL };
	unsigned long effort[STATE_MAX_PLAYERS];
	int out[STATE_MAX_PLAYERS] = { 0 }, done[STATE_MAX_PLAYERS];
	struct grid_problems ps = { NULL, 0, 0 };
	struct solve_opts so;
	struct solve_result sr;
	struct arena scratch = { 0 };
	struct buf gt = { 0 };
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
			hand_minus_grid(st->players[i].hand, grid[i], fresh);
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
			logf_(log, "# every player is out: nobody wins\n");
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
			logf_(log, "bag dump %c --player %s -i game.yaml   "
			    "# cannot fit the %c; takes %s\n", tile,
			    st->players[i].name, tile, got);
			free(got);
			res->dumps++;
			grid_free(grid[i]);
			grid[i] = NULL;
		}
		if (caller < 0) {
			if (!dump || strlen(st->bag) < DUMP_TAKE) {
				logf_(log, "# nobody can finish and nobody can "
				    "dump: no Bananas\n");
				break;
			}
			continue;
		}
		left = strlen(st->bag);
		if (peel && left >= active) {
			if (active == st->nplayers) {
				if (bag_peel(st, NULL, e) != 0)
					goto out;
				logf_(log, "bag peel -i game.yaml   # %s used "
				    "every tile: PEEL!\n",
				    st->players[caller].name);
			} else {
				logf_(log, "# %s used every tile: PEEL!\n",
				    st->players[caller].name);
				for (k = 0; k < st->nplayers; k++) {
					if (out[k])
						continue;
					if (bag_draw(st, &st->players[k], 1,
					    NULL, e) != 0)
						goto out;
					logf_(log, "bag draw --to %s -i "
					    "game.yaml\n", st->players[k].name);
				}
			}
			res->peels++;
			continue;
		}
		/* Bananas! and the Rotten Banana check. */
		logf_(log, "# %s: Bananas!\n", st->players[caller].name);
		gt.len = 0;
		if (grid_write(grid[caller], &gt) == -1)
			goto nomem;
		ps.n = 0;
		if (bananagrams_check(grid[caller], d, st->players[caller].hand,
		    o->minlen, &ps, e) == -1)
			goto out;
		/* The replay checks the grid too; a rotten one fails it. */
		logf_(log, "validate --grid - -f game.yaml --player %s "
		    "--min-length %zu%s <<'GRID'\n", st->players[caller].name,
		    o->minlen, ps.n ? " || echo 'Rotten Banana'" : "");
		if (buf_adds(log, gt.p) == -1)
			goto nomem;
		logf_(log, "GRID\n");
		if (ps.n == 0) {
			snprintf(res->winner, sizeof(res->winner), "%s",
			    st->players[caller].name);
			logf_(log, "# %s wins: Top Banana\n", res->winner);
			break;
		}
		/* Rotten: out of the hand, every tile back into the bunch. */
		logf_(log, "# %s is the Rotten Banana: %s\n",
		    st->players[caller].name, ps.p[0].msg);
		if (bag_return(st, &st->players[caller],
		    st->players[caller].hand, e) == -1)
			goto out;
		logf_(log, "bag return --all --player %s -i game.yaml\n",
		    st->players[caller].name);
		out[caller] = 1;
		res->rotten++;
	}
	res->tiles_left = strlen(st->bag);
	rc = 0;
	goto out;
nomem:
	core_nomem(e);
out:
	for (i = 0; i < STATE_MAX_PLAYERS; i++)
		grid_free(grid[i]);
	grid_problems_free(&ps);
	buf_free(&gt);
	arena_free(&scratch);
	return rc;
}

static int
shenanigrams(const struct dict *d, const struct bot_opts *o,
    struct state *st, struct buf *log, struct bot_result *res,
    struct core_err *e)
{
	struct shenanigrams_found *f;
	struct shenanigrams_verdict v;
	struct shenanigrams_move m;
	const struct node *n;
	size_t nf, k;
	char mv[64];
	int no;

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
		logf_(log, "steal-check -i game.yaml %s   # %s\n",
		    shenanigrams_move_text(&m, mv), st->turn ? st->turn : "");
		if ((no = shenanigrams_play(st, d, NULL, &m, 1, &v, e)) == -1)
			return -1;
		if (no)
			return core_errf(e, NULL, 0, 0, "the bot's move '%s' "
			    "was refused: %s", mv, v.msg);
		res->trades += m.kind == SHENANIGRAMS_TRADE;
		for (k = 0; k < v.nwords; k++)
			res->steals += v.words[k].nstolen > 0;
		if ((n = node_get(st->root, "winner")) != NULL) {
			snprintf(res->winner, sizeof(res->winner), "%s",
			    n->str);
			logf_(log, "# %s wins: SHENANIGRAMS!\n", n->str);
			break;
		}
	}
	res->tiles_left = strlen(st->bag);
	return 0;
}

int
bot_play(const struct dict *d, const struct bot_opts *o, struct buf *log,
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
	logf_(log, "# wordkit bot: %s, %zu players, seed %llu\n", o->game,
	    o->players, (unsigned long long)o->seed);
	logf_(log, "bag new %s -s %llu > game.yaml\n", o->game,
	    (unsigned long long)o->seed);
	if ((rc = deal_players(st, names, o->players, &dopt, &rep, e)) != 0) {
		state_free(st);
		return -1;	/* e says why: too few tiles, a bad count */
	}
	logf_(log, "deal -p %zu%s%s -i game.yaml\n", o->players,
	    o->variant ? " --variant " : "", o->variant ? o->variant : "");
	if (strcmp(o->game, "shenanigrams") == 0)
		rc = shenanigrams(d, o, st, log, res, e);
	else
		rc = bananagrams(d, o, st, log, res, e);
	if (rc == 0)
		logf_(log, "bag audit -f game.yaml\n");
	if (rc == 0 && final != NULL)
		*final = st;
	else
		state_free(st);
	return rc;
}
