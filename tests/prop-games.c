/*
 * prop-games: seeded games played to the end through libcore, with the
 * invariants checked at every step: no tile and no tag created or lost,
 * every tagged word on the board where it says, the state written and read
 * back to the same bytes, and the same seed giving the same game.
 *
 * usage: prop-games [GAMES]; prints one line and exits 0, or names the
 * first failing game, seed and step and exits 1.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bot.h"
#include "core.h"
#include "deal.h"
#include "dict.h"
#include "dictc.h"
#include "rng.h"
#include "shenanigrams.h"
#include "state.h"
#include "tiles.h"
#include "util.h"

static const char *names[] = { "ann", "bob", "cy", "dee", "eve", "fay" };

static char *
dump(struct state *st)
{
	struct buf b = { 0 };
	struct core_err e;

	if (state_write(st, &b, 0, &e) == -1)
		return NULL;
	return buf_take(&b);
}

static int
fail(const char *what, unsigned long seed, size_t step, const char *msg)
{
	printf("FAIL %s seed %lu step %zu: %s\n", what, seed, step, msg);
	return 1;
}

/* Every invariant of a Shenanigrams state; NULL when all hold. */
static const char *
check(struct state *st, const struct tileset *full, char **bytes)
{
	static char msg[256];
	static struct core_err e;
	struct tileset have;
	struct shen_board b;
	struct state *back;
	char *again;
	size_t tags;

	if (state_tiles(st, &have) == -1 || !tileset_equal(&have, full))
		return "a tile was created or lost";
	if (shen_audit_tags(st, &tags, msg, sizeof(msg), &e) != 0)
		return e.msg[0] && strstr(msg, "tags") == NULL ? e.msg : msg;
	if (shen_board_from_state(&b, st, &e) == -1)
		return e.msg;	/* a tagged word off the board */
	shen_board_free(&b);
	if ((*bytes = dump(st)) == NULL)
		return "cannot write the state";
	if ((back = state_read(*bytes, strlen(*bytes), "<prop>", &e)) == NULL)
		return e.msg;
	again = dump(back);
	state_free(back);
	if (again == NULL || strcmp(again, *bytes) != 0) {
		free(again);
		return "the state did not read back the same";
	}
	free(again);
	return NULL;
}

/* The board's size, for choosing cells (0 and one past included). */
static size_t
rows(const struct state *st)
{
	const struct node *b = node_get(st->root, "board");
	size_t n = 0, i;

	for (i = 0; b != NULL && i < b->len; i++)
		n += b->str[i] == '\n';
	return n;
}

static size_t
cols(const struct state *st)
{
	const struct node *b = node_get(st->root, "board");
	const char *nl;

	if (b == NULL || (nl = strchr(b->str, '\n')) == NULL)
		return 0;
	return (size_t)(nl - b->str);
}

/* One Shenanigrams game; its final state's bytes in *final. */
static int
shen_game(const struct dict *d, unsigned long seed, size_t np, char **final)
{
	struct deal_opts dopt = { NULL, -1 };
	struct deal_report rep;
	struct shen_verdict v;
	struct shen_move m;
	struct player *p;
	struct tileset full;
	struct core_err e;
	struct state *st;
	struct rng r;
	const char *bad;
	char *bytes = NULL;
	size_t step, k;

	st = state_new("shenanigrams", &e);
	st->has_seed = 1;
	st->seed = seed;
	tiles_builtin("shenanigrams", &full);
	st->bag = tiles_expand(&full);
	st->discard = strdup("");
	rng_seed(&r, seed, 0);
	tiles_shuffle(st->bag, strlen(st->bag), &r);
	if (deal_players(st, names, np, &dopt, &rep, &e) != 0)
		return fail("shenanigrams", seed, 0, e.msg);
	for (step = 1; step <= 300 && node_get(st->root, "winner") == NULL;
	    step++) {
		/*
		 * Random moves, not the best: up to 40 tries at a random
		 * cell with a random tile of the hand; a trade (or, in the
		 * countdown, a pass) when none of them is legal.
		 */
		p = state_player(st, st->turn);
		memset(&m, 0, sizeof(m));
		for (k = 0; k < 40 && p->hand[0]; k++) {
			m.kind = 1 + (int)rng_below(&r, 3);
			m.letter = p->hand[rng_below(&r, strlen(p->hand))];
			m.row = (long)rng_below(&r, rows(st) + 2);
			m.col = (long)rng_below(&r, cols(st) + 2);
			m.down = (int)rng_below(&r, 2);
			if (shen_play(st, d, NULL, &m, 0, &v, &e) == 0 &&
			    v.legal)
				break;
		}
		if (k == 40 || !p->hand[0]) {
			memset(&m, 0, sizeof(m));
			m.kind = node_get(st->root, "called") || !p->hand[0] ?
			    SHEN_PASS : SHEN_TRADE;
		}
		if (shen_play(st, d, NULL, &m, 1, &v, &e) == -1)
			return fail("shenanigrams", seed, step, e.msg);
		if (!v.legal)
			return fail("shenanigrams", seed, step, v.msg);
		free(bytes);
		bytes = NULL;
		if ((bad = check(st, &full, &bytes)) != NULL)
			return fail("shenanigrams", seed, step, bad);
	}
	*final = bytes;
	state_free(st);
	return 0;
}

int
main(int argc, char *argv[])
{
	unsigned long games = argc > 1 ? strtoul(argv[1], NULL, 10) : 100, s;
	struct bot_opts o;
	struct bot_result br;
	struct tileset full, have;
	struct core_err e;
	struct state *st;
	struct dict *d;
	struct buf log = { 0 };
	char *a, *b;
	const char *path = argc > 2 ? argv[2] : "share/wordkit/standard.wkd";
	size_t won = 0;

	if ((d = dict_open(path, &e)) == NULL) {
		fprintf(stderr, "prop-games: %s\n", e.msg);
		return 2;
	}
	for (s = 1; s <= games; s++) {
		/* Shenanigrams, step by step, twice: the same bytes. */
		if (shen_game(d, s, 2 + s % 3, &a) || shen_game(d, s,
		    2 + s % 3, &b))
			return 1;
		if (strcmp(a, b) != 0)
			return fail("shenanigrams", s, 0, "the same seed gave "
			    "another game");
		won += strstr(a, "\nwinner: ") != NULL;
		free(a);
		free(b);
		/* Bananagrams, bots to the end: the bunch is whole. */
		memset(&o, 0, sizeof(o));
		o.game = s % 2 ? "bananagrams" : "bananagrams-wild";
		o.seed = s;
		o.players = 1 + s % 4;
		o.minlen = 2;
		o.max_nodes = 20000;
		log.len = 0;
		if (bot_play(d, &o, &log, &br, &st, &e) == -1)
			return fail(o.game, s, 0, e.msg);
		tiles_builtin(o.game, &full);
		if (state_tiles(st, &have) == -1 || !tileset_equal(&have,
		    &full))
			return fail(o.game, s, br.rounds, "a tile was created "
			    "or lost");
		state_free(st);
	}
	printf("ok %lu seeds: %lu Shenanigrams games (%zu won) played twice "
	    "and %lu Bananagrams games, every step checked\n", games, games,
	    won, games);
	buf_free(&log);
	dict_free(d);
	return 0;
}
