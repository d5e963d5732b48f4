/*
 * bag.c: drawing, peeling, dumping, returning and trading tiles.
 */
#include <stdlib.h>
#include <string.h>

#include "bag.h"
#include "core.h"
#include "node.h"
#include "rng.h"
#include "state.h"
#include "tiles.h"
#include "util.h"

int
bag_is_game(const struct state *st, const char *game)
{
	return st->game != NULL && strcmp(st->game, game) == 0;
}

int
bag_is_bananagrams(const struct state *st)
{
	return !bag_is_game(st, "shenanigrams") && !bag_is_game(st, "typeset");
}

static int
is_variant(const struct state *st, const char *v)
{
	return st->variant != NULL && strcmp(st->variant, v) == 0;
}

size_t
bag_players_in(const struct state *st)
{
	size_t i, n = 0;

	for (i = 0; i < st->nplayers; i++)
		n += !st->players[i].out;
	return n;
}

const char *
bag_winner(const struct state *st)
{
	const struct node *n = node_get(st->root, "winner");

	return n != NULL && n->kind == NODE_SCALAR ? n->str : NULL;
}

int
bag_may_play(const struct state *st, const struct player *p,
    const char *move, struct core_err *e)
{
	const char *w;

	if (!bag_is_bananagrams(st))
		return 0;
	if ((w = bag_winner(st)) != NULL)
		return core_no(e, "hand-over", "the hand is over (%s is the "
		    "Top Banana): no %s", w, move);
	if (p != NULL && p->out)
		return core_no(e, "out", "%s is out of the hand (a Rotten "
		    "Banana): no %s", p->name, move);
	return 0;
}

static int
no_bag(const struct state *st, struct core_err *e)
{
	return core_errf(e, st->file, 0, 0, "the state has no bag");
}

struct player *
bag_next_seat(struct state *st, const struct player *p)
{
	size_t i = (size_t)(p - st->players);

	return &st->players[(i + 1) % st->nplayers];
}

/* The discard pile goes back into the bag, which is shaken. */
static int
bag_shake_in_discard(struct state *st, struct core_err *e)
{
	struct rng r;

	if (st->discard == NULL || st->discard[0] == '\0')
		return 0;
	if (state_append(&st->bag, st->discard, e) == -1)
		return -1;
	st->discard[0] = '\0';
	state_rng(st, &r);
	tiles_shuffle(st->bag, strlen(st->bag), &r);
	return 0;
}

/* Move the first n tiles of the bag onto *dst; the caller checked n. */
static int
take_top(struct state *st, char **dst, size_t n, char **got,
    struct core_err *e)
{
	char *top;

	if ((top = str_ndup(st->bag, n, e)) == NULL)
		return -1;
	if (state_append(dst, top, e) == -1) {
		free(top);
		return -1;
	}
	memmove(st->bag, st->bag + n, strlen(st->bag + n) + 1);
	if (got != NULL)
		*got = top;
	else
		free(top);
	return 0;
}

int
bag_draw(struct state *st, struct player *p, size_t n, char **got,
    struct core_err *e)
{
	size_t have;

	if (st->bag == NULL)
		return no_bag(st, e);
	if (p != NULL && p->hand == NULL)
		return core_errf(e, st->file, 0, 0,
		    "player '%s' keeps no hand in this game", p->name);
	if (bag_may_play(st, p, "draw", e) != 0)
		return 1;
	have = strlen(st->bag);
	if (have < n && bag_is_game(st, "shenanigrams") && st->discard &&
	    have + strlen(st->discard) >= n) {
		/* Rulebook: discards go back into the bag when it runs low. */
		if (bag_shake_in_discard(st, e) == -1)
			return -1;
		have = strlen(st->bag);
	}
	if (have < n)
		return core_no(e, "bag-too-low", "the bag holds %zu tile%s, "
		    "fewer than the %zu asked for", have, have == 1 ? "" : "s",
		    n);
	return take_top(st, p ? &p->hand : &st->drawn, n, got, e);
}

int
bag_fill(struct state *st, struct player *p, char **got, struct core_err *e)
{
	size_t have, want, left;

	if (st->bag == NULL)
		return no_bag(st, e);
	if (p->hand == NULL)
		return core_errf(e, st->file, 0, 0,
		    "player '%s' keeps no hand in this game", p->name);
	have = strlen(p->hand);
	want = have < SHENANIGRAMS_HAND ? SHENANIGRAMS_HAND - have : 0;
	left = strlen(st->bag);
	if (left < want && bag_is_game(st, "shenanigrams") &&
	    bag_shake_in_discard(st, e) == -1)
		return -1;
	left = strlen(st->bag);
	return take_top(st, &p->hand, want < left ? want : left, got, e);
}

int
bag_peel(struct state *st, char **got, struct core_err *e)
{
	struct buf b = { 0 };
	size_t i, left, in;

	if (st->bag == NULL)
		return no_bag(st, e);
	if (state_need_game(st, STATE_BANANAGRAMS, e) == -1)
		return -1;
	if (is_variant(st, "smoothie") || is_variant(st, "cafe"))
		return core_no(e, "no-peeling", "Banana %s is played with no "
		    "peeling", is_variant(st, "cafe") ? "Cafe" : "Smoothie");
	if (st->nplayers == 0)
		return core_errf(e, st->file, 0, 0,
		    "the state has no players: deal first");
	for (i = 0; i < st->nplayers; i++)
		if (st->players[i].hand == NULL)
			return core_errf(e, st->file, 0, 0,
			    "player '%s' has no hand", st->players[i].name);
	if (bag_may_play(st, NULL, "PEEL", e) != 0)
		return 1;
	left = strlen(st->bag);
	/* A Rotten Banana takes no tile and is not counted. */
	if ((in = bag_players_in(st)) == 0)
		return core_no(e, "nobody-in", "every player is out of the "
		    "hand: nobody is left to peel");
	if (left < in)
		return core_no(e, "peel-too-low", "the bunch holds %zu tile%s, "
		    "fewer than the %zu players%s: the first player out "
		    "calls Bananas!", left, left == 1 ? "" : "s", in,
		    in < st->nplayers ? " still in" : "");
	for (i = 0; i < st->nplayers; i++) {
		if (st->players[i].out)
			continue;
		if (take_top(st, &st->players[i].hand, 1, NULL, e) == -1 ||
		    buf_addc(&b, st->players[i].hand[strlen(
		    st->players[i].hand) - 1]) == -1) {
			buf_free(&b);
			return core_nomem(e);
		}
	}
	if (got != NULL && (*got = buf_take(&b)) == NULL)
		return core_nomem(e);
	buf_free(&b);
	return 0;
}

int
bag_dump(struct state *st, struct player *p, int tile, char **got,
    struct core_err *e)
{
	char one[2] = { (char)tile, '\0' }, u[8];
	char *nb;
	struct rng r;

	if (st->bag == NULL)
		return no_bag(st, e);
	tile = (unsigned char)tile;
	tile_name(st->alpha, tile, u);
	if (tile_index(tile) == -1)
		return core_errf(e, NULL, 0, 0, "'%s' is not a tile", u);
	if (state_need_game(st, STATE_BANANAGRAMS, e) == -1)
		return -1;
	if (is_variant(st, "smoothie"))
		return core_no(e, "no-dumping",
		    "Banana Smoothie is played with no dumping");
	if (bag_may_play(st, p, "DUMP", e) != 0)
		return 1;
	if (p->hand == NULL || strchr(p->hand, tile) == NULL)
		return core_no(e, "not-held", "%s has no '%s' to dump",
		    p->name, u);
	if (strlen(st->bag) < DUMP_TAKE) {
		/*
		 * Not in the rules: refused, as a fair referee would
		 * (bananagrams(7)).
		 */
		return core_no(e, "dump-too-low", "the bunch holds %zu "
		    "tile%s, fewer than the %d a DUMP takes", strlen(st->bag),
		    strlen(st->bag) == 1 ? "" : "s", DUMP_TAKE);
	}
	if (tiles_remove(p->hand, one, NULL) == -1)
		return core_nomem(e);
	state_rng(st, &r);
	if ((nb = tiles_insert_random(st->bag, one, &r)) == NULL)
		return core_nomem(e);
	free(st->bag);
	st->bag = nb;
	return take_top(st, &p->hand, DUMP_TAKE, got, e);
}

int
bag_return(struct state *st, struct player *p, const char *tiles,
    struct core_err *e)
{
	char **from = p ? &p->hand : &st->drawn;
	char *nb, u[8];
	struct rng r;
	int missing = 0;

	if (st->bag == NULL)
		return no_bag(st, e);
	if (bag_may_play(st, NULL, "return", e) != 0)
		return 1;
	if (tiles[0] == '\0')
		return core_no(e, "nothing-to-return", "%s has no tiles to "
		    "return", p ? p->name : "the table");
	if (*from == NULL || tiles_remove(*from, tiles, &missing) == -1) {
		tile_name(st->alpha, missing ? missing : tiles[0], u);
		if (p != NULL)
			return core_no(e, "not-held", "%s has no '%s' to "
			    "return", p->name, u);
		return core_no(e, "not-drawn", "no '%s' was drawn onto the "
		    "table to return", u);
	}
	state_rng(st, &r);
	if ((nb = tiles_insert_random(st->bag, tiles, &r)) == NULL)
		return core_nomem(e);
	free(st->bag);
	st->bag = nb;
	return 0;
}

int
bag_trade(struct state *st, struct player *p, char **got,
    struct core_err *e)
{
	if (st->bag == NULL)
		return no_bag(st, e);
	if (state_need_game(st, STATE_SHENANIGRAMS, e) == -1)
		return -1;
	if (p->hand == NULL || p->hand[0] == '\0')
		return core_no(e, "empty-hand", "%s has no tiles to trade",
		    p->name);
	if (st->turn != NULL && strcmp(st->turn, p->name) != 0)
		return core_no(e, "not-your-turn", "it is %s's turn, not %s's",
		    st->turn, p->name);
	if (state_append(&st->discard, p->hand, e) == -1)
		return -1;
	p->hand[0] = '\0';
	if (bag_fill(st, p, got, e) == -1)
		return -1;
	if (st->turn != NULL &&
	    state_set(&st->turn, bag_next_seat(st, p)->name, e) == -1)
		return -1;
	return 0;
}
