/*
 * typeset_find.h: good Typeset turns for a player, ranked: what a stuck player
 * asks for and what a bot plays.
 */
#ifndef TYPESET_FIND_H
#define TYPESET_FIND_H

#include <stddef.h>

#include "core.h"
#include "dict.h"
#include "typeset_play.h"
#include "typeset.h"

struct typeset_found {
	struct typeset_action	a[TYPESET_MAXACTIONS];
	size_t			n;
	long			value;	/* the mat's worth after (tenths) */
	size_t			seq;	/* the order it was tried in */
	struct typeset_mat		after;
};

/*
 * The turns the player in seat could play now, best first, each judged by
 * the referee itself: for the turn letter, every row, alone or with one
 * vowel before or after it, and ignoring it; each followed by the wilds
 * and ability uses that improve the mat most, and in a game of several
 * players by pass when wilds are left unwritten (the draw waits for
 * them); of turns that leave the same mat only the first tried.  At the
 * end of a round: continue or stop; once the bag's last letter is dealt
 * with: stop; either after the wilds still held are written (and, before
 * a continue in a game of several players, the rest passed).  Nothing
 * when the player has nothing to do.  *out belongs to the caller.
 * Returns 0, or -1 (e filled).
 */
int	typeset_find(struct typeset_game *g, size_t seat, const struct dict *d,
	    struct typeset_found **out, size_t *n, struct core_err *e);

#endif
