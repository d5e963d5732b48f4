/*
 * bananagrams.c: the rules of a hand of Bananagrams: who is in, who won,
 * and whether a grid is a Top Banana or a Rotten Banana.
 */
#include <stdlib.h>
#include <string.h>

#include "bananagrams.h"
#include "core.h"
#include "i18n.h"
#include "dict.h"
#include "grid.h"
#include "node.h"
#include "rng.h"
#include "state.h"
#include "tiles.h"
#include "util.h"

/* The rulebook's words (WildTiles), or bananagrams(7)'s ruling. */
const struct core_rule bananagrams_rules[BR_NRULES] = {
	[BR_HAND_OVER] = { "hand-over", "(the referee's ruling, "
	    "bananagrams(7)) A Top Banana \"wins the hand\": 'bag bananas' "
	    "records 'winner' and nothing may continue the hand." },
	[BR_OUT] = { "out", "If any word in the winning grid is found to be "
	    "unacceptable, that player becomes the Rotten Banana and is out of "
	    "that hand." },
	[BR_NO_PEELING] = { "no-peeling", "Banana Smoothie: Play the regular "
	    "BANANAGRAMS game, but with NO peeling or dumping. Banana Cafe: "
	    "Play the regular BANANAGRAMS game, with dumping but NO peeling." },
	[BR_NOBODY_IN] = { "nobody-in", "(the referee's ruling, "
	    "bananagrams(7)) When every player is out the hand ends with no "
	    "winner." },
	[BR_PEEL_TOO_LOW] = { "peel-too-low", "Play continues until there are "
	    "fewer tiles in the bunch than there are players." },
	[BR_NO_DUMPING] = { "no-dumping", "Banana Smoothie: Play the regular "
	    "BANANAGRAMS game, but with NO peeling or dumping." },
	[BR_DUMP_TOO_LOW] = { "dump-too-low", "(the referee's ruling, "
	    "bananagrams(7)) A player who dumps \"MUST TAKE THREE TILES IN "
	    "RETURN\": when the bunch holds fewer than three, the DUMP is "
	    "refused." },
	[BR_ROTTEN_BANANA] = { "rotten-banana", "If any word in the winning "
	    "grid is found to be unacceptable, that player becomes the Rotten "
	    "Banana and is out of that hand." },
	[BR_NOT_BANANAGRAMS] = { "not-bananagrams", "(the referee's ruling, "
	    "bag(1)) \"Bananas!\" is the call of Bananagrams and its "
	    "variants, not of another game." },
	[BR_BUNCH_NOT_LOW] = { "bunch-not-low", "When a player has used all "
	    "of their tiles in a word grid, that player calls out, \"Peel!\" "
	    "and takes a tile from the bunch. Play continues until there are "
	    "fewer tiles in the bunch than there are players." },
	[BR_ALREADY_OUT] = { "already-out", "(the referee's ruling, "
	    "bananagrams(7)) A player already out cannot be rotten twice, nor "
	    "call again." },
	[BR_IMPOSSIBLE] = { "impossible", "(the referee's ruling, "
	    "solve(1)) \"GOAL: Be the first to use all of your letters in a "
	    "word grid.\" A hand for which no grid of words, all in one "
	    "connected group, uses every tile exactly once can never reach "
	    "it; solve says so only with a proof." },
	[BR_DRAW_TO_HAND] = { "draw-to-hand", "(the referee's ruling, "
	    "bananagrams(7)) \"Each player takes the correct number of tiles "
	    "from the bunch\", then takes one at a PEEL, and three for one "
	    "at a DUMP: a tile reaches a hand by no other way." },
	[BR_NO_RETURN] = { "no-return", "(the referee's ruling, "
	    "bananagrams(7)) \"A player may discard an unwanted tile facedown "
	    "to the bunch, but they MUST TAKE THREE TILES IN RETURN\", and a "
	    "Rotten Banana returns all their tiles: a tile leaves a hand for "
	    "the bunch by no other way." },
	[BR_DRAW_TO_TABLE] = { "draw-to-table", "(the referee's ruling, "
	    "bananagrams(7)) Tiles leave the bunch for hands only: in a game "
	    "whose players have logins no tile is drawn for nobody, which "
	    "would show a player the tiles to come." },
	[BR_PEEL_NOT_DONE] = { "peel-not-done", "When a player has used "
	    "all of their tiles in a word grid, that player calls out, "
	    "\"Peel!\" and takes a tile from the bunch." },
	[BR_NOT_AGREED] = { "not-agreed", "(the referee's ruling, "
	    "bananagrams(7)) A house rule is agreed by the table before "
	    "play: in a game whose players have logins a DUMP from a bunch of "
	    "fewer than three is made for every player when the game records "
	    "the rule, and for none when it does not." },
};

int
bananagrams_is_game(const struct state *st)
{
	return st->game == NULL || (strcmp(st->game, "shenanigrams") != 0 &&
	    strcmp(st->game, "typeset") != 0);
}

size_t
bananagrams_players_in(const struct state *st)
{
	size_t i, n = 0;

	for (i = 0; i < st->nplayers; i++)
		n += !st->players[i].out;
	return n;
}

/* The hand's Top Banana (borrowed from st), or NULL while it goes on. */
static const char *
winner(const struct state *st)
{
	const struct node *n = node_get(st->root, "winner");

	return n != NULL && n->kind == NODE_SCALAR ? n->str : NULL;
}

int
bananagrams_may_play(const struct state *st, const struct player *p,
    const char *move, struct core_err *e)
{
	const char *w;

	if (!bananagrams_is_game(st))
		return 0;
	/* The move's name, said in the reader's words (N_ where named). */
	if ((w = winner(st)) != NULL)
		return core_no(e, &bananagrams_rules[BR_HAND_OVER], "the hand "
		    "is over (%s is the Top Banana): no %s", w, *move ?
		    _(move) : move);
	if (p != NULL && p->out)
		return core_no(e, &bananagrams_rules[BR_OUT], "%s is out of the "
		    "hand (a Rotten Banana): no %s", p->name, *move ? _(move) :
		    move);
	return 0;
}

/*
 * A grid with no run: every tile stands alone.  The first in reading
 * order is the one taken for the grid (grid_check_connected reports the
 * others as not connected to it), and it is in no word either.
 */
static int
check_lone(const struct grid *g, struct grid_problems *ps)
{
	size_t r, c;
	char at[24];

	for (r = 0; r < g->rows; r++)
		for (c = 0; c < g->cols; c++)
			if (grid_at(g, r, c))
				return grid_problem_add(ps, GP_LONE_TILE, r, c,
				    0, 0, NULL, "the tile at %s is not part of "
				    "a word", grid_coord(r, c, at));
	return 0;
}

/*
 * Report the tile at (r, c) as one the hand does not hold; hand_wild: the
 * hand holds a wild, which the tile may have been meant as.
 */
static int
extra_tile(const struct grid *g, size_t r, size_t c, int hand_wild,
    struct grid_problems *ps)
{
	char ch = grid_at(g, r, c), at[24], word[2] = { 0, 0 }, *u;
	int rc;

	grid_coord(r, c, at);
	word[0] = ch;
	if ((u = grid_problem_letters(ps, word, 1)) == NULL)
		return -1;
	/* Each sentence whole, for the catalogs. */
	if (tile_of_cell((unsigned char)ch) == TILE_WILD)
		rc = grid_problem_add(ps, GP_HAND, r, c, 0, 0, word, "the wild "
		    "tile at %s (as '%s') is one wild more than the hand holds",
		    at, u);
	else if (hand_wild)
		rc = grid_problem_add(ps, GP_HAND, r, c, 0, 0, word, "the %s at "
		    "%s is not in the hand (a wild tile is written in "
		    "lowercase)", u, at);
	else
		rc = grid_problem_add(ps, GP_HAND, r, c, 0, 0, word, "the %s at "
		    "%s is not in the hand", u, at);
	free(u);
	return rc;
}

static int
check_hand(const struct grid *g, const char *hand, struct grid_problems *ps)
{
	struct tileset want, extra;
	size_t r, c, i, n = g->rows * g->cols;
	struct buf miss = { 0 };
	unsigned char *mark;
	char ch, *u = NULL;
	int k, wild, rc = -1;

	tileset_clear(&want);
	if (tileset_add(&want, hand, 1) == -1)
		return -1;
	/* A wild standing for another letter may be the one meant here. */
	wild = want.n[TILE_WILD_INDEX] > 0;
	tileset_clear(&extra);
	for (i = 0; i < n; i++) {
		if ((ch = g->cell[i]) == 0)
			continue;
		k = tile_index(tile_of_cell(ch));
		if (want.n[k] > 0)
			want.n[k]--;
		else
			extra.n[k]++;
	}
	/* The surplus of a letter is its last tiles in reading order. */
	if ((mark = calloc(n + 1, 1)) == NULL)
		return -1;
	for (i = n; i-- > 0;) {
		if ((ch = g->cell[i]) == 0)
			continue;
		k = tile_index(tile_of_cell(ch));
		if (extra.n[k] > 0) {
			extra.n[k]--;
			mark[i] = 1;
		}
	}
	for (r = 0; r < g->rows; r++)
		for (c = 0; c < g->cols; c++)
			if (mark[r * g->cols + c] && extra_tile(g, r, c, wild,
			    ps) == -1)
				goto out;
	/* Spaced, as a player reads them out: "A A E ?". */
	for (i = 0; i < TILE_KINDS; i++)
		for (; want.n[i] > 0; want.n[i]--)
			if ((miss.len > 0 && buf_addc(&miss, ' ') == -1) ||
			    buf_addc(&miss, tile_char((int)i)) == -1)
				goto out;
	if (miss.len > 0 && ((u = grid_problem_letters(ps, miss.p,
	    miss.len)) == NULL || grid_problem_add(ps, GP_HAND, GP_NOWHERE,
	    GP_NOWHERE, 0, 0, miss.p, "tiles of the hand not on the grid: %s",
	    u) == -1))
		goto out;
	rc = 0;
out:
	free(u);
	free(mark);
	buf_free(&miss);
	return rc;
}

struct words_ctx {
	const struct dict	*d;
	struct grid_problems	*ps;
	size_t			 minlen;
	size_t			 runs;		/* how many runs were seen */
};

/* Every run a word, and long enough. */
static int
check_word(void *arg, const struct run *r, const char *w)
{
	struct words_ctx *c = arg;
	char at[24], *u;
	int rc = 0;

	c->runs++;
	grid_coord(r->row, r->col, at);
	if (dict_has(c->d, w, r->len) && r->len >= c->minlen)
		return 0;
	if ((u = grid_problem_letters(c->ps, w, r->len)) == NULL)
		return -1;
	if (!dict_has(c->d, w, r->len))
		rc = grid_problem_add(c->ps, GP_NOT_WORD, r->row, r->col,
		    r->down, r->len, w, "%s at %s %s is not a word", u, at,
		    r->down ? "down" : "across");
	else
		rc = grid_problem_add(c->ps, GP_TOO_SHORT, r->row, r->col,
		    r->down, r->len, w, "%s at %s %s is shorter than %zu "
		    "letters", u, at, r->down ? "down" : "across", c->minlen);
	free(u);
	return rc;
}

/* 1, with the reason in e, when problems were added to ps; else 0. */
static int
verdict(const struct grid_problems *ps, size_t before, struct core_err *e)
{
	size_t n = ps->n - before;

	if (n == 0)
		return 0;
	/* The count after its label: the catalogs have no plurals. */
	return core_no(e, &bananagrams_rules[BR_ROTTEN_BANANA], "problems on "
	    "the grid: %zu", n);
}

int
bananagrams_check(const struct grid *g, const struct dict *d, const char *hand,
    size_t minlen, struct grid_problems *ps, struct core_err *e)
{
	struct words_ctx c = { d, ps, minlen, 0 };
	size_t before = ps->n;

	if (grid_tiles(g) == 0) {
		if (grid_problem_add(ps, GP_EMPTY, GP_NOWHERE, GP_NOWHERE, 0,
		    0, NULL, "the grid is empty") == -1)
			return core_nomem(e);
		if (hand != NULL && hand[0] != '\0' &&
		    check_hand(g, hand, ps) == -1)
			return core_nomem(e);
		return verdict(ps, before, e);
	}
	if (grid_each_run(g, check_word, &c, e) == -1)
		return -1;
	/* A tile alone is in no word; the others are caught as detached. */
	if ((c.runs == 0 && check_lone(g, ps) == -1) ||
	    grid_check_connected(g, ps, e) == -1 ||
	    (hand != NULL && check_hand(g, hand, ps) == -1))
		return core_nomem(e);
	return verdict(ps, before, e);
}

/*
 * May p call "Bananas!" now, or be the Rotten Banana of a call (move, as
 * a refusal names it)?  0 yes, 1 no (e says why), -1 (e filled).
 */
static int
may_call(const struct state *st, const struct player *p, const char *move,
    struct core_err *e)
{
	size_t left, in;

	if (!bananagrams_is_game(st))
		return core_no(e, &bananagrams_rules[BR_NOT_BANANAGRAMS],
		    "Bananas! is called in Bananagrams, not in %s", st->game);
	if (bananagrams_may_play(st, p, move, e) != 0)
		return 1;
	if (p->hand == NULL)
		return core_errf(e, st->file, 0, 0, "player '%s' has no hand",
		    p->name);
	/* Smoothie and Cafe have no peel: the first to finish calls. */
	if (st->variant != NULL && (strcmp(st->variant, "smoothie") == 0 ||
	    strcmp(st->variant, "cafe") == 0))
		return 0;
	if (st->bag == NULL)
		return core_errf(e, st->file, 0, 0, "the state has no bag");
	left = strlen(st->bag);
	in = bananagrams_players_in(st);
	if (left >= in)
		/* Each count after its label: the catalogs have no plurals. */
		return core_no(e, &bananagrams_rules[BR_BUNCH_NOT_LOW], "the "
		    "bunch holds as many tiles as there are players in, or more "
		    "(tiles: %zu, players: %zu): it is time to PEEL, not to call "
		    "Bananas!", left, in);
	return 0;
}

int
bananagrams_call(struct state *st, struct player *p, const struct grid *g,
    const struct dict *d, size_t minlen, struct grid_problems *ps,
    struct core_err *e)
{
	int rc;

	if ((rc = may_call(st, p, N_("call of Bananas!"), e)) != 0)
		return rc;
	/*
	 * A grid of no tile is a slip (a solve that failed into the file, a
	 * redirect that emptied it), not a call with nothing laid out: the
	 * Rotten Banana it would be puts the player out (bananagrams(7)).
	 */
	if (grid_tiles(g) == 0)
		return core_errf(e, NULL, 1, 1, "the grid holds no tile: there "
		    "is nothing to call Bananas! with");
	if ((rc = bananagrams_check(g, d, p->hand, minlen, ps, e)) != 0)
		return rc;
	if (node_set(st->root, "winner", node_str(p->name, STYLE_DOUBLE)) ==
	    -1)
		return core_nomem(e);
	return 0;
}

int
bananagrams_peel_check(const struct player *p, const struct grid *g,
    const struct dict *d, size_t minlen, struct grid_problems *ps,
    struct core_err *e)
{
	size_t before = ps->n, n;
	int rc;

	if (p->hand == NULL)
		return core_errf(e, NULL, 0, 0, "player '%s' has no hand",
		    p->name);
	/* As at a call of Bananas!, an empty grid file is a slip. */
	if (grid_tiles(g) == 0)
		return core_errf(e, NULL, 1, 1, "the grid holds no tile: there "
		    "is nothing to call PEEL with");
	if ((rc = bananagrams_check(g, d, p->hand, minlen, ps, e)) != 1)
		return rc;
	n = ps->n - before;
	return core_no(e, &bananagrams_rules[BR_PEEL_NOT_DONE], "problems on "
	    "the grid: %zu; PEEL is called once every tile is in words", n);
}

int
bananagrams_rotten(struct state *st, struct player *p, struct core_err *e)
{
	struct rng r;
	char *nb;
	int rc;

	if (p->out && winner(st) == NULL)
		return core_no(e, &bananagrams_rules[BR_ALREADY_OUT], "%s is "
		    "already out of the hand", p->name);
	if ((rc = may_call(st, p, N_("Rotten Banana"), e)) != 0)
		return rc;
	/*
	 * An empty hand has nothing to give back, but is out all the same.
	 * The tiles go back to random places, one random event, as a return
	 * of the whole hand does.
	 */
	if (p->hand[0] != '\0') {
		if (st->bag == NULL)
			return core_errf(e, st->file, 0, 0,
			    "the state has no bag");
		state_rng(st, &r);
		if ((nb = tiles_insert_random(st->bag, p->hand, &r)) == NULL)
			return core_nomem(e);
		free(st->bag);
		st->bag = nb;
		p->hand[0] = '\0';
	}
	p->out = 1;
	return 0;
}

int
bananagrams_may_undo(struct state *before, const struct state *after,
    unsigned long long seq, struct core_err *e)
{
	const struct player *p;
	size_t i;

	if (!state_has_logins(before) || !bananagrams_is_game(before))
		return 0;
	for (i = 0; i < after->nplayers; i++)
		if (after->players[i].out && (p = state_player(before,
		    after->players[i].name)) != NULL && !p->out)
			return core_no(e, &bananagrams_rules[BR_OUT], "entry "
			    "%llu put %s out of the hand (a Rotten Banana), "
			    "which is not taken back", seq, p->name);
	return 0;
}
