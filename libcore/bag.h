/*
 * bag.h: the moves that take tiles from and put tiles back into the bag
 * (the Bananagrams "bunch", the Shenanigrams letter bag).
 *
 * Every move either happens whole or leaves the state untouched.  Each
 * keeps core.h's contract: 0 when done, 1 for a rule "no" (e->rule names
 * the rule, such as "peel-too-low", and e->msg says why), -1 on error.  No move creates or loses a tile: bag, discard, drawn and
 * hands always hold the game's full set between them.
 */
#ifndef BAG_H
#define BAG_H

#include <stddef.h>

#include "core.h"
#include "state.h"

#define SHENANIGRAMS_HAND	5	/* Shenanigrams: tiles behind each shield */
#define DUMP_TAKE	3	/* Bananagrams: tiles taken for one dumped */

/* Is the game one of the Bananagrams family (or unnamed/custom)? */
int	bag_is_bananagrams(const struct state *st);
int	bag_is_game(const struct state *st, const char *game);

/* Bananagrams: how many players are still in (not a Rotten Banana). */
size_t	bag_players_in(const struct state *st);

/* The state's winner (borrowed), or NULL while the game goes on. */
const char	*bag_winner(const struct state *st);

/*
 * Bananagrams: may the move (a word for the reason, such as "DUMP") be
 * made, by p (NULL: by the table)?  1 with the reason in e once the hand
 * has a winner (rule "hand-over") or when p is out (rule "out"); else 0.
 * Other games: always 0.
 */
int	bag_may_play(const struct state *st, const struct player *p,
	    const char *move, struct core_err *e);

/*
 * Draw n tiles from the top of the bag, for player p (NULL: onto the
 * table, the state's "drawn" tiles).  In Shenanigrams a bag that runs low
 * takes back the discard pile and is shaken first.  *got (may be NULL)
 * receives a copy of the tiles drawn, which the caller frees.
 */
int	bag_draw(struct state *st, struct player *p, size_t n, char **got,
	    struct core_err *e);

/* Shenanigrams: draw p's hand back up to SHENANIGRAMS_HAND, as far as tiles last. */
int	bag_fill(struct state *st, struct player *p, char **got,
	    struct core_err *e);

/*
 * PEEL: every player still in, in seat order, takes one tile; *got gets
 * one tile per player in, in that order.
 */
int	bag_peel(struct state *st, char **got, struct core_err *e);

/* DUMP: p puts tile back into the bag at a random place and takes three. */
int	bag_dump(struct state *st, struct player *p, int tile, char **got,
	    struct core_err *e);

/*
 * Tiles go back to random places in the bag: from p's hand, or with p NULL
 * from the tiles drawn onto the table.
 */
int	bag_return(struct state *st, struct player *p, const char *tiles,
	    struct core_err *e);

/*
 * Shenanigrams: p discards every tile, draws SHENANIGRAMS_HAND more and misses the
 * turn (the turn passes to the next seat when the state keeps turns).
 */
int	bag_trade(struct state *st, struct player *p, char **got,
	    struct core_err *e);

/* The seat after p's, clockwise (the next in the players list). */
struct player	*bag_next_seat(struct state *st, const struct player *p);

#endif
