/*
 * roster.h: the players a new game is set up with, as a command line
 * names them: -N ann,bob (names) or -N ann=alice,bob=bobby (each bound
 * to the login that plays them: seat.h), or -p COUNT (p1, p2, ...).
 */
#ifndef ROSTER_H
#define ROSTER_H

#include <stddef.h>

#include "state.h"

struct roster {
	const char	*names[STATE_MAX_PLAYERS];
	const char	*logins[STATE_MAX_PLAYERS];	/* NULL: none */
	size_t		 n;
};

/*
 * The players of list (-N: comma-separated, blanks around a name not
 * part of it, "NAME=LOGIN" to bind one), changed in place and borrowed
 * by r; at most max.  A usage error (exit 2) for more than max, an empty
 * name or login, or logins given to some players and not to others.
 */
void	roster_names(char *list, size_t max, struct roster *r);
/* n players named p1, p2, ... (-p COUNT). */
void	roster_count(size_t n, struct roster *r);

/*
 * Bind the players of st that r names to r's logins (seat_bind); exit 2
 * for a login that is not one, or given twice.
 */
void	roster_bind(struct state *st, const struct roster *r);

#endif
