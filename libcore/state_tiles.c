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

	if (st->alpha != &alpha_en.a &&
	    alpha_decode(st->alpha, s, strlen(s), ALPHA_KEEP, &b, &e) != 0) {
		buf_free(&b);
		return -1;
	}
	if (st->alpha != &alpha_en.a)
		s = b.p != NULL ? b.p : "";
	for (p = s; *p != '\0'; p++)
		if (alpha_index(st->alpha, *p) >= 0 &&
		    (k = tile_index(tile_of_cell(*p))) >= 0)
			t->n[k]++;
	buf_free(&b);
	return 0;
}

/* How many sources of tiles a state has: bag, discard, drawn, hands, board. */
#define NSOURCES(st)	(3 + (st)->nplayers + 1)

/*
 * Add the tiles of st's source i (bag, discard, drawn, the hands in
 * order, the board) to t; its node in *at (NULL: the state has none) and
 * its key in *key.  -1 for a byte that is no tile.
 */
static int
source_tiles(const struct state *st, size_t i, struct tileset *t,
    const struct node **at, const char **key)
{
	static const char *const keys[] = { "bag", "discard", "drawn" };
	const char *s;

	if (i < 3) {
		s = i == 0 ? st->bag : i == 1 ? st->discard : st->drawn;
		*key = keys[i];
		*at = s != NULL ? node_get(st->root, keys[i]) : NULL;
		return s != NULL ? tileset_add(t, s, 1) : 0;
	}
	*key = i < NSOURCES(st) - 1 ? "hand" : "board";
	if (i < NSOURCES(st) - 1) {
		s = st->players[i - 3].hand;
		*at = s != NULL ? node_get(st->players[i - 3].map, "hand") :
		    NULL;
		return s != NULL ? tileset_add(t, s, 1) : 0;
	}
	if ((*at = node_get(st->root, "board")) == NULL ||
	    (*at)->kind != NODE_SCALAR) {
		*at = NULL;
		return 0;
	}
	return board_tiles(st, (*at)->str, t);
}

/*
 * The tiles of st's sources into t, in source_tiles' order.  With set
 * non-NULL, stop at the first source that takes a tile's count past
 * set's: that source's index in *src and the tile's index in *k (*src is
 * NSOURCES when none did).  -1 for a byte that is no tile.
 */
static int
tiles_walk(const struct state *st, struct tileset *t,
    const struct tileset *set, size_t *src, int *k)
{
	const struct node *at;
	const char *key;
	size_t i;
	int j;

	tileset_clear(t);
	for (i = 0; i < NSOURCES(st); i++) {
		if (source_tiles(st, i, t, &at, &key) == -1)
			return -1;
		for (j = 0; set != NULL && at != NULL && j < TILE_KINDS; j++)
			if (t->n[j] > set->n[j]) {
				*src = i;
				*k = j;
				return 0;
			}
	}
	if (src != NULL)
		*src = i;
	return 0;
}

int
state_tiles(const struct state *st, struct tileset *t)
{
	return tiles_walk(st, t, NULL, NULL, NULL);
}

int
state_tiles_from_set(const struct state *st, struct core_err *e)
{
	struct tileset full, t, one;
	const struct node *at;
	const char *key;
	size_t src;
	char u[8];
	int k = 0;

	if (state_full_set(st, &full) == -1)
		return 0;
	if (tiles_walk(st, &t, &full, &src, &k) == -1)
		return core_errf(e, st->file, 0, 0, "the state holds a byte "
		    "that is no tile");
	if (src == NSOURCES(st))
		return 0;
	tileset_clear(&one);
	(void)source_tiles(st, src, &one, &at, &key);
	tile_name(st->alpha, tile_char(k), u);
	return core_errf(e, st->file, at->line, at->col, "the state holds "
	    "%u %s, more than the game's set has (%u): %u of them in '%s'",
	    t.n[k], u, full.n[k], one.n[k], key);
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
	if (st->alpha == &alpha_en.a)
		return tiles_builtin(st->game, t);
	return tiles_lang(st->alpha, st->game, t, &e);
}
