/*
 * bananagrams.h: the Bananagrams grid check (the Rotten Banana rule).
 */
#ifndef BANANAGRAMS_H
#define BANANAGRAMS_H

#include <stddef.h>

#include "core.h"
#include "dict.h"
#include "grid.h"
#include "state.h"

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

/*
 * p calls "Bananas!" with grid g: when bananagrams_may_call allows it
 * and the grid is a Top Banana for p's hand (bananagrams_check, its
 * problems appended to ps), the state records p as its winner.  Returns
 * 0, or 1 with the state unchanged (e as bananagrams_may_call or
 * bananagrams_check give it), or -1 on error.
 */
int	bananagrams_call(struct state *st, struct player *p,
	    const struct grid *g, const struct dict *d, size_t minlen,
	    struct grid_problems *ps, struct core_err *e);

/*
 * p is the Rotten Banana: all of p's tiles go back to random places in the
 * bunch (one random event) and p is out of the hand.  Only where a call
 * of "Bananas!" could have been made (bananagrams_may_call), so that
 * "bag bananas || bag rotten" makes no one rotten for calling too soon.
 * Returns 0, 1 (the state unchanged; e->rule "already-out" or as
 * bananagrams_may_call gives it) or -1.
 */
int	bananagrams_rotten(struct state *st, struct player *p,
	    struct core_err *e);

#endif
