/*
 * bananagrams.h: the Bananagrams grid check (the Rotten Banana rule).
 */
#ifndef BANANAGRAMS_H
#define BANANAGRAMS_H

#include <stddef.h>

#include "core.h"
#include "dict.h"
#include "grid.h"

#define GP_NOWHERE	((size_t)-1)	/* a problem with no one cell */

/*
 * Check a player's grid: every run is a word of at least minlen letters
 * (2 in the standard game, 3 with "no two-letter words"); every tile is
 * in a word; all tiles are one connected group; and, given a hand (tiles
 * 'A'-'Z' and '?'; NULL for none), the grid uses exactly that hand, a wild
 * written as the lowercase letter it stands for.  Problems are appended to
 * ps in reading order within each rule.  Returns 0 for a Top Banana; 1
 * when there is any problem (e->rule "rotten-banana", e->msg how many),
 * or -1 (e filled) on error.
 */
int	bananagrams_check(const struct grid *g, const struct dict *d,
	    const char *hand, size_t minlen, struct grid_problems *ps,
	    struct core_err *e);

#endif
