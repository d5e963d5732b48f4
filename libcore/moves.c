/*
 * moves.c: the rules of every game on a move of the bag, asked in turn
 * (moves.h).
 */
#include <stddef.h>

#include "bag.h"
#include "core.h"
#include "i18n.h"
#include "moves.h"
#include "shenanigrams.h"
#include "state.h"
#include "typeset_play.h"

int
moves_may_draw(struct state *st, const struct player *p, size_t n,
    struct core_err *e)
{
	int rc;

	if ((rc = shenanigrams_may_bag(st, p, n, 0, e)) != 0 ||
	    (rc = bag_hand_may(st, p, N_("draw"), e)) != 0)
		return rc;
	return p == NULL ? typeset_may_draw(st, n, e) : 0;
}

int
moves_may_return(const struct state *st, const struct player *p,
    const char *tiles, struct core_err *e)
{
	int rc;

	if ((rc = shenanigrams_may_bag(st, p, 0, 1, e)) != 0 ||
	    (rc = bag_hand_may(st, p, N_("return"), e)) != 0)
		return rc;
	return p == NULL ? typeset_may_return(st, tiles, e) : 0;
}
