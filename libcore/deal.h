/*
 * deal.h: setting a game up: players, their first tiles, their tags and
 * who goes first, by each game's rule.
 */
#ifndef DEAL_H
#define DEAL_H

#include <stddef.h>
#include <stdint.h>

#include "core.h"
#include "state.h"

#define DEAL_MAX_DRAWS	600	/* first-player draws kept: 100 rounds */

/* One tile drawn to decide who goes first. */
struct deal_draw {
	size_t	seat;
	int	tile;
	int	round;		/* 1, then 2 for the first redraw, ... */
};

struct deal_opts {
	const char	*variant;	/* NULL, "smoothie", "cafe" or "team" */
	long		 tiles;		/* tiles each; -1 for the game's rule */
	int		 logins;	/* the players are bound to logins */
};

struct deal_report {
	size_t		 each;		/* tiles dealt to each player */
	struct deal_draw draws[DEAL_MAX_DRAWS];
	size_t		 ndraws;
	long		 first;		/* seat that goes first, or -1 */
};

/*
 * Does the state's game (and variant, NULL: none) allow n players?  0 yes;
 * -1 with e when the variant is not one of the game's ("variant 'cafe' is
 * a Bananagrams variant, not a shapemash one"), judged first, or when the
 * count is out of range ("bananagrams is for 1 to 8 players, not 9"), naming
 * the count as typed (borrowed; NULL: n), so that one past 2^64 - 1, read
 * as UINT64_MAX, is said as the player gave it.
 */
int	deal_count_ok(const struct state *st, const char *variant, uint64_t n,
	    const char *typed, struct core_err *e);

/*
 * Create the players (names borrowed) on a state that has none yet and deal
 * by the game's rule.  Returns 0, 1 when the bag is too small (e says so),
 * or -1 for an error: a player count the game does not allow, an unknown
 * game or variant, a state already dealt.
 */
int	deal_players(struct state *st, const char *const *names, size_t n,
	    const struct deal_opts *o, struct deal_report *rep,
	    struct core_err *e);

#endif
