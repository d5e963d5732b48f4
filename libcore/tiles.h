/*
 * tiles.h: letter tiles, multisets of them, the built-in distributions and
 * seeded shuffles.
 *
 * A tile is a letter 'A'-'Z' or the wild tile '?'.  Bags, hands and discard
 * piles are NUL-terminated strings of tiles; a bag's first character is the
 * next one drawn.
 */
#ifndef TILES_H
#define TILES_H

#include <stddef.h>

#include "core.h"
#include "node.h"
#include "rng.h"

#define TILE_KINDS	27	/* A-Z, then the wild tile */
#define TILE_WILD	'?'
#define TILES_MAX	100000	/* tiles in one distribution */

/* A multiset of tiles: how many of each kind. */
struct tileset {
	unsigned n[TILE_KINDS];
};

/* 'A'-'Z' -> 0-25, '?' -> 26, anything else -> -1. */
int	tile_index(int c);
/* The inverse of tile_index. */
int	tile_char(int i);

/*
 * How awkward each tile is to fit into a word grid, by tile_index: 0 for
 * the easy letters and the wild, up to 9 for Q.  The solver places the
 * awkward letters first; a stuck bot dumps its most awkward tile.
 */
extern const unsigned char tile_awkward[27];

/*
 * Is every byte of s a tile (a wild '?' only with allow_wild)?  0 yes; 1
 * no, with *bad (may be NULL) the index of the first that is not.
 */
int	tiles_check(const char *s, int allow_wild, size_t *bad);

void	tileset_clear(struct tileset *t);
/* Add (sign 1) or remove (sign -1) every tile of s; -1 if s has a non-tile
 * or removal would go below zero (t is then unchanged). */
int	tileset_add(struct tileset *t, const char *s, int sign);
size_t	tileset_total(const struct tileset *t);
int	tileset_equal(const struct tileset *a, const struct tileset *b);

/*
 * Fill t with a built-in game's tiles.  Returns -1 for an unknown game.
 * tiles_games lists the names (NULL-terminated).
 */
int	tiles_builtin(const char *game, struct tileset *t);
extern const char *const tiles_games[];

/*
 * Read a distribution: a YAML mapping letter -> count ("A: 13", "?: 6").
 * Errors carry the place in file.
 */
int	tiles_read_dist(const struct node *root, const char *file,
	    struct tileset *t, struct core_err *e);

/* The tiles of t as a string in A-Z, ? order.  NULL when out of memory. */
char	*tiles_expand(const struct tileset *t);

/* Fisher-Yates shuffle of n bytes. */
void	tiles_shuffle(char *s, size_t n, struct rng *r);

/*
 * Remove one of each tile in take from hand, first occurrences first.
 * Returns 0, or -1 leaving hand unchanged when hand lacks one of them
 * (*missing is then that tile).
 */
int	tiles_remove(char *hand, const char *take, int *missing);
/*
 * Remove from hand, in place, one tile for each that take counts, first
 * occurrences first, keeping the order of the rest; each tile removed is
 * counted off take, so what hand lacked is left in it.
 */
void	tiles_remove_set(char *hand, struct tileset *take);

/*
 * A new string: bag with each tile of add put back at a uniformly random
 * place, one after another.  NULL when out of memory.
 */
char	*tiles_insert_random(const char *bag, const char *add, struct rng *r);

#endif
