/*
 * dice.h: dice written NdS (N dice of S sides), rolled from the project's
 * PRNG, and the category game's "roll until doubles".
 */
#ifndef DICE_H
#define DICE_H

#include <stddef.h>

#include "core.h"
#include "rng.h"

#define DICE_MAX_N	100	/* dice in one roll */
#define DICE_MAX_S	1000	/* sides of a die */
#define DICE_MAX_ROLLS	1000000	/* rolls of one "until doubles" */

struct dice {
	unsigned	n;	/* how many dice */
	unsigned	sides;	/* faces 1 to sides */
};

/*
 * Parse "NdS", "dS" (one die) or "N" (N six-sided dice); the d may be a
 * capital.  Returns 0, or -1 with e filled.
 */
int	dice_parse(const char *s, struct dice *d, struct core_err *e);

/* Roll every die once: faces[0..d->n-1] get 1..sides. */
void	dice_roll(const struct dice *d, struct rng *r, unsigned *faces);

/* Do all the faces of a roll show the same number (doubles for two)? */
int	dice_match(const struct dice *d, const unsigned *faces);

#endif
