/*
 * state_tiles.c: the tiles of a state: those it holds (bag, discard,
 * drawn, hands, board) and the full set its game is played with.
 */
#include <string.h>

#include "alphabet.h"
#include "core.h"
#include "node.h"
#include "state.h"
#include "tiles.h"
#include "util.h"

/*
 * Count the tiles on a shared board (Shenanigrams) into t: a capital is
 * its tile, a small letter a wild.  A board in another language is UTF-8,
 * decoded first.
 */
static int
board_tiles(const struct state *st, const char *s, struct tileset *t)
{
	struct core_err e;
	struct buf b = { 0 };
	const char *p;
	int k;

	if (st->alpha != &st->english &&
	    alpha_decode(st->alpha, s, strlen(s), ALPHA_KEEP, &b, &e) != 0) {
		buf_free(&b);
		return -1;
	}
	if (st->alpha != &st->english)
		s = b.p != NULL ? b.p : "";
	for (p = s; *p != '\0'; p++)
		if (alpha_index(st->alpha, *p) >= 0 &&
		    (k = tile_index(tile_of_cell(*p))) >= 0)
			t->n[k]++;
	buf_free(&b);
	return 0;
}

int
state_tiles(const struct state *st, struct tileset *t)
{
	const struct node *b;
	size_t i;

	tileset_clear(t);
	if ((st->bag && tileset_add(t, st->bag, 1) == -1) ||
	    (st->discard && tileset_add(t, st->discard, 1) == -1) ||
	    (st->drawn && tileset_add(t, st->drawn, 1) == -1))
		return -1;
	for (i = 0; i < st->nplayers; i++)
		if (st->players[i].hand &&
		    tileset_add(t, st->players[i].hand, 1) == -1)
			return -1;
	if ((b = node_get(st->root, "board")) != NULL &&
	    b->kind == NODE_SCALAR)
		return board_tiles(st, b->str, t);
	return 0;
}

int
state_full_set(const struct state *st, struct tileset *t)
{
	struct core_err e;

	if (st->has_dist) {
		*t = st->dist;
		return 0;
	}
	if (st->game == NULL)
		return -1;
	if (st->alpha == &st->english)
		return tiles_builtin(st->game, t);
	return tiles_lang(st->alpha, st->game, t, &e);
}
