/*
 * prop-games: seeded games of Shenanigrams, Typeset and Bananagrams played
 * to the end through libcore, with the invariants checked at every step:
 * no tile, token or tag created or lost, every tagged word on the board
 * where it says, every mat on its sheet, the state written and read back
 * to the same bytes, and the same seed giving the same game.
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
#include "dict_compile.h"
#include "rng.h"
#include "shenanigrams.h"
#include "state.h"
#include "tiles.h"
#include "typeset_mat.h"
#include "typeset_play.h"
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

/* The state written, read back and written again: the same bytes. */
static const char *
roundtrip(struct state *st, char **bytes)
{
	static struct core_err e;
	struct state *back;
	char *again;

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

/* Every invariant of a Shenanigrams state; NULL when all hold. */
static const char *
check(struct state *st, const struct tileset *full, char **bytes)
{
	static struct shenanigrams_verdict v;
	static struct core_err e;
	struct tileset have;
	struct shenanigrams_board b;
	size_t tags;

	if (state_tiles(st, &have) == -1 || !tileset_equal(&have, full))
		return "a tile was created or lost";
	if (shenanigrams_audit_tags(st, &tags, &v, &e) != 0)
		return e.msg[0] && strstr(v.msg, "tags") == NULL ? e.msg :
		    v.msg;
	if (shenanigrams_board_from_state(&b, st, &e) == -1)
		return e.msg;	/* a tagged word off the board */
	shenanigrams_board_free(&b);
	return roundtrip(st, bytes);
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
shenanigrams_game(const struct dict *d, unsigned long seed, size_t np, char **final)
{
	struct deal_opts dopt = { NULL, -1, 0 };
	struct deal_report rep;
	struct shenanigrams_verdict v;
	struct shenanigrams_move m;
	struct player *p;
	struct tileset full;
	struct core_err e;
	struct state *st;
	struct rng r;
	const char *bad;
	char *bytes = NULL;
	size_t step, k;
	int no;

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
			if (shenanigrams_play(st, d, NULL, &m, 0, &v, &e) == 0)
				break;
		}
		if (k == 40 || !p->hand[0]) {
			memset(&m, 0, sizeof(m));
			m.kind = node_get(st->root, "called") || !p->hand[0] ?
			    SHENANIGRAMS_PASS : SHENANIGRAMS_TRADE;
		}
		if ((no = shenanigrams_play(st, d, NULL, &m, 1, &v, &e)) == -1)
			return fail("shenanigrams", seed, step, e.msg);
		if (no)
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

/* A random action for a Typeset player: legal or not, typeset_play judges. */
static void
typeset_random(const struct typeset_rules *ru, const struct typeset_ability *ab,
    struct rng *r, struct typeset_action *a)
{
	static const char vowels[] = "AEIOU";
	unsigned long k = rng_below(r, 100);

	memset(a, 0, sizeof(*a));
	a->row = 1 + (long)rng_below(r, ru->nrows);
	if (k < 40)
		a->kind = TYPESET_PLACE;
	else if (k < 55)
		a->kind = TYPESET_IGNORE;
	else if (k < 70) {
		a->kind = TYPESET_VOWEL;
		a->letter = vowels[rng_below(r, 5)];
	} else if (k < 80) {
		a->kind = TYPESET_WILD;
		a->letter = 'A' + (int)rng_below(r, 26);
	} else if (k < 87) {
		a->kind = TYPESET_ABILITY;
		a->srow = 1 + (long)rng_below(r, ru->nrows);
		a->sspace = 1 + (long)rng_below(r, ru->spaces[a->srow - 1]);
		/* A blank is left in a row: no letter to copy. */
		if (ab != NULL && ab->effect == TYPESET_BLANK_SPACE)
			a->srow = a->sspace = 0;
	} else if (k < 92)
		a->kind = TYPESET_STOP;
	else
		a->kind = TYPESET_CONTINUE;
}

/*
 * When random actions find none legal: action i of pass (the draw waits
 * for wilds held), ignore, stop, continue and the turn letter in each
 * row, for typeset_play to judge.  0, or -1 past them.
 */
static int
typeset_fallback(const struct typeset_rules *ru, size_t i,
    struct typeset_action *a)
{
	static const int kinds[] = {
		TYPESET_PASS, TYPESET_IGNORE, TYPESET_STOP, TYPESET_CONTINUE
	};
	size_t nk = sizeof(kinds) / sizeof(kinds[0]);

	memset(a, 0, sizeof(*a));
	a->row = 1;
	if (i < nk) {
		a->kind = kinds[i];
		return 0;
	}
	if (i - nk >= ru->nrows)
		return -1;
	a->kind = TYPESET_PLACE;
	a->row = (long)(i - nk) + 1;
	return 0;
}

/* Every invariant of a Typeset game; NULL when all hold. */
static const char *
typeset_check(struct typeset_game *g, const struct tileset *full, char **bytes)
{
	static char msg[256];
	const struct typeset_rules *ru = &g->rules;
	const struct typeset_mat *m;
	struct tileset have;
	size_t i, j;

	if (state_tiles(g->st, &have) == -1 || !tileset_equal(&have, full))
		return "a token was created or lost";
	for (i = 0; i < g->st->nplayers; i++) {
		m = &g->mats[i];
		if (m->errors < 0 || (size_t)m->errors > ru->nerrors ||
		    m->letters > g->turn)
			snprintf(msg, sizeof(msg), "seat %zu: %ld errors, %ld "
			    "letters of %ld", i, m->errors, m->letters,
			    g->turn);
		else
			for (j = 0, msg[0] = '\0'; j < m->nrows; j++)
				if (strlen(m->rows[j]) > ru->spaces[j])
					snprintf(msg, sizeof(msg), "seat %zu "
					    "row %zu is off the sheet", i, j);
		if (msg[0] != '\0')
			return msg;
	}
	return roundtrip(g->st, bytes);
}

/* The abilities played, one a seed: none, and each effect. */
static const char *const abil[] = { NULL, "drop-cap", "echo", "stamp",
    "em-space" };
static const char abil_rules[] = "abilities: {echo: {effect: copy-row}, "
    "stamp: {effect: copy-any}, em-space: {effect: blank}}";

/*
 * One Typeset game: every player acts at random, each action judged by
 * the referee, until every player has stopped or the bag is empty; after
 * every draw and every legal action the game is stored, written, read
 * back and loaded again.  Its final state's bytes in *final.
 */
static int
typeset_game_play(const struct dict *d, unsigned long seed, size_t np,
    char **final)
{
	struct deal_opts dopt = { NULL, -1, 0 };
	struct deal_report rep;
	struct typeset_verdict v;
	struct typeset_action a;
	struct typeset_game g;
	struct typeset_score sc;
	struct tileset full;
	struct core_err e;
	struct state *st, *next;
	struct node *rules;
	struct rng r;
	const char *bad;
	char *bytes = NULL;
	size_t step, seat, k, acted;
	int over = 0, drawn, rc;

	st = state_new("typeset", &e);
	st->has_seed = 1;
	st->seed = seed;
	tiles_builtin("typeset", &full);
	st->bag = tiles_expand(&full);
	rng_seed(&r, seed, 0);
	tiles_shuffle(st->bag, strlen(st->bag), &r);
	/* Every effect an ability has, and none: each mat that a legal
	 * game gives is loaded again, held to its letters' sources. */
	if ((rules = node_read(abil_rules, strlen(abil_rules), "<prop>",
	    &e)) == NULL)
		return fail("typeset", seed, 0, e.msg);
	if (deal_players(st, names, np, &dopt, &rep, &e) != 0 ||
	    typeset_start(st, abil[seed % 5], rules, "<prop>", &e) == -1)
		return fail("typeset", seed, 0, e.msg);
	node_free(rules);
	for (step = 1; !over; step++) {
		if (step > 1000)
			return fail("typeset", seed, step, "no end in sight");
		if (typeset_game_load(&g, st, NULL, NULL, &e) == -1 ||
		    (drawn = typeset_draw(&g, 1, &v, &e)) == -1)
			return fail("typeset", seed, step, e.msg);
		acted = drawn == 0;
		over = v.rule == &typeset_rules[TR_GAME_OVER];
		/* A letter that cannot be drawn waits for a player to act. */
		for (seat = 0; drawn == 1 && !over && seat < np; seat++)
			for (k = 0; k < 60 || typeset_fallback(&g.rules,
			    k - 60, &a) == 0; k++) {
				if (k < 60)
					typeset_random(&g.rules, g.ability, &r,
					    &a);
				if ((rc = typeset_play(&g, seat, &a, 1, 1, &v,
				    &e)) == -1)
					return fail("typeset", seed, step,
					    e.msg);
				if (rc == 0) {
					acted++;
					break;
				}
			}
		if (!acted && !over)
			return fail("typeset", seed, step, "no player can act "
			    "and no letter can be drawn");
		if (typeset_game_store(&g, &e) == -1)
			return fail("typeset", seed, step, e.msg);
		free(bytes);
		bytes = NULL;
		if ((bad = typeset_check(&g, &full, &bytes)) != NULL)
			return fail("typeset", seed, step, bad);
		if (over)
			for (seat = 0; seat < np; seat++)
				typeset_score(&g.rules, &g.mats[seat], d, &sc);
		typeset_game_free(&g);
		/* The next step starts from the bytes, as a pipeline does. */
		if ((next = state_read(bytes, strlen(bytes), "<prop>", &e)) ==
		    NULL)
			return fail("typeset", seed, step, e.msg);
		state_free(st);
		st = next;
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
	char *a, *b;
	const char *path = argc > 2 ? argv[2] : "share/wordkit/standard.wkd";
	size_t won = 0;

	if ((d = dict_open(path, &e)) == NULL) {
		fprintf(stderr, "prop-games: %s\n", e.msg);
		return 2;
	}
	for (s = 1; s <= games; s++) {
		/* Shenanigrams, step by step, twice: the same bytes. */
		if (shenanigrams_game(d, s, 2 + s % 3, &a) || shenanigrams_game(d, s,
		    2 + s % 3, &b))
			return 1;
		if (strcmp(a, b) != 0)
			return fail("shenanigrams", s, 0, "the same seed gave "
			    "another game");
		won += strstr(a, "\nwinner: ") != NULL;
		free(a);
		free(b);
		/* Typeset, action by action, twice: the same bytes. */
		if (typeset_game_play(d, s, 1 + s % 4, &a) || typeset_game_play(d, s,
		    1 + s % 4, &b))
			return 1;
		if (strcmp(a, b) != 0)
			return fail("typeset", s, 0, "the same seed gave "
			    "another game");
		free(a);
		free(b);
		/* Bananagrams, bots to the end: the bunch is whole. */
		memset(&o, 0, sizeof(o));
		o.game = s % 2 ? "bananagrams" : "bananagrams-wild";
		o.seed = s;
		o.players = 1 + s % 4;
		o.minlen = 2;
		o.max_nodes = 20000;
		if (bot_play(d, &o, &br, &st, &e) == -1)
			return fail(o.game, s, 0, e.msg);
		tiles_builtin(o.game, &full);
		if (state_tiles(st, &have) == -1 || !tileset_equal(&have,
		    &full))
			return fail(o.game, s, br.rounds, "a tile was created "
			    "or lost");
		state_free(st);
	}
	printf("ok %lu seeds: %lu Shenanigrams games (%zu won) and %lu Typeset "
	    "games played twice, and %lu Bananagrams games, every step "
	    "checked\n", games, games, won, games, games);
	dict_free(d);
	return 0;
}
