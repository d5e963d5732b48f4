/*
 * moves.h: may a move of the bag (bag(1)'s draw and return) be made?
 * Each game has its rules on them (bananagrams, shenanigrams, typeset);
 * here they meet, each asked in its turn, so that a tool asks once.
 */
#ifndef MOVES_H
#define MOVES_H

#include <stddef.h>

#include "core.h"
#include "state.h"

/*
 * May n tiles be drawn into p's hand (NULL: onto the table)?  In
 * Shenanigrams as shenanigrams_may_bag rules, in Bananagrams as
 * bag_hand_may, onto a Typeset table as typeset_may_draw (into a Typeset
 * player's hand, which there is none of, bag_draw's error comes first).
 * 0 yes; 1 with the rule's "no" in e; -1 with e.
 */
int	moves_may_draw(struct state *st, const struct player *p, size_t n,
	    struct core_err *e);
/*
 * May tiles (tile bytes) go back to the bag from p's hand (NULL: from the
 * table)?  In Shenanigrams and Bananagrams as above, from a Typeset table
 * as typeset_may_return.  0 yes; 1 with the rule's "no" in e.
 */
int	moves_may_return(const struct state *st, const struct player *p,
	    const char *tiles, struct core_err *e);

#endif
