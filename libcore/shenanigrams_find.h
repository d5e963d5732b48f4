/*
 * shenanigrams_find.h: every legal Shenanigrams move for a player, ranked: what a
 * stuck player asks for and what a bot plays.
 */
#ifndef SHENANIGRAMS_FIND_H
#define SHENANIGRAMS_FIND_H

#include <stddef.h>

#include "core.h"
#include "dict.h"
#include "shenanigrams.h"
#include "state.h"

struct shenanigrams_found {
	struct shenanigrams_move	move;
	struct shenanigrams_verdict	verdict;
	size_t			seq;	/* the order it was tried in */
};

/*
 * Judge every tile move the player (NULL: whose turn it is) could make
 * with the tiles in hand and keep the legal ones, best first: steals from
 * others, then completed words, then longer words; ties in the order the
 * moves were tried (reading order, then letter).  *out belongs to the
 * caller.  Returns 0, or -1 (e filled).
 */
int	shenanigrams_find(const struct state *st, const struct dict *d,
	    const char *player, struct shenanigrams_found **out, size_t *n,
	    struct core_err *e);

#endif
