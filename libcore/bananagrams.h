/*
 * bananagrams.h: the rules of Bananagrams: its table of rules, the state
 * of a hand (who is still in, who won, what may still be played), the
 * grid check (the Rotten Banana rule) and the call of "Bananas!".  The
 * moves of the bunch (PEEL, DUMP) are bag.h's, which asks these rules.
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
 * The rules of Bananagrams and its variants a "no" rests on:
 * bananagrams_rules[], indexed by enum bananagrams_rule.
 */
enum bananagrams_rule {
	BR_HAND_OVER,		/* "hand-over": the hand has a Top Banana */
	BR_OUT,			/* "out": a Rotten Banana plays no more */
	BR_NO_PEELING,		/* "no-peeling": Smoothie and Cafe */
	BR_NOBODY_IN,		/* "nobody-in": every player is out */
	BR_PEEL_TOO_LOW,	/* "peel-too-low": fewer tiles than players */
	BR_NO_DUMPING,		/* "no-dumping": Smoothie */
	BR_DUMP_TOO_LOW,	/* "dump-too-low": fewer than three tiles */
	BR_ROTTEN_BANANA,	/* "rotten-banana": the grid breaks a rule */
	BR_NOT_BANANAGRAMS,	/* "not-bananagrams": another game's state */
	BR_BUNCH_NOT_LOW,	/* "bunch-not-low": time to PEEL, not to call */
	BR_ALREADY_OUT,		/* "already-out": rotten once only */
	BR_IMPOSSIBLE,		/* "impossible": no grid uses the hand */
	BR_DRAW_TO_HAND,	/* "draw-to-hand": a hand takes tiles by the
				   deal, a PEEL or a DUMP only */
	BR_NO_RETURN,		/* "no-return": a hand gives tiles back by a
				   DUMP or as a Rotten Banana only */
	BR_DRAW_TO_TABLE,	/* "draw-to-table": with logins, no tile is
				   drawn for nobody */
	BR_PEEL_NOT_DONE,	/* "peel-not-done": PEEL with a grid that
				   does not use every tile in words */
	BR_NOT_AGREED,		/* "not-agreed": with logins, a house rule
				   the game does not record */
	BR_NRULES
};
extern const struct core_rule bananagrams_rules[BR_NRULES];

/*
 * Is the state's game one of the Bananagrams family (bananagrams,
 * bananagrams-wild, custom, or any game that is not Shenanigrams nor
 * Typeset)?  1 yes, 0 no.
 */
int	bananagrams_is_game(const struct state *st);

/* How many players are still in the hand (not a Rotten Banana). */
size_t	bananagrams_players_in(const struct state *st);

/*
 * May the move (a word for the reason, such as "DUMP") be made, by p
 * (NULL: by the table)?  1 with the reason in e once the hand has a winner
 * (BR_HAND_OVER) or when p is out (BR_OUT); else 0.  In a game that is
 * not Bananagrams, always 0.
 */
int	bananagrams_may_play(const struct state *st, const struct player *p,
	    const char *move, struct core_err *e);

/*
 * Check a player's grid: every run is a word of at least minlen letters
 * (2 in the standard game, 3 with "no two-letter words"); every tile is
 * in a word; all tiles are one connected group; and, given a hand (tiles
 * 'A'-'Z' and '?'; NULL for none), the grid uses exactly that hand, a wild
 * written as the lowercase letter it stands for.  Problems are appended to
 * ps in reading order within each rule.  Returns 0 for a Top Banana; 1
 * when there is any problem (e->rule BR_ROTTEN_BANANA, e->msg how many),
 * or -1 (e filled) on error.
 */
int	bananagrams_check(const struct grid *g, const struct dict *d,
	    const char *hand, size_t minlen, struct grid_problems *ps,
	    struct core_err *e);

/*
 * p calls "Bananas!" with grid g.  A call may be made, in the standard
 * game (and Solitaire, its one-player form), when the bunch holds fewer
 * tiles than there are players still in; in Banana Smoothie and Banana
 * Cafe, which have no peel, at any time; never once the hand has a
 * winner, nor by a player who is out.  When it may, and the grid is a Top
 * Banana for p's hand (bananagrams_check, its problems appended to ps),
 * the state records p as its winner.  Returns 0; 1 with the state
 * unchanged (e->rule BR_HAND_OVER, BR_OUT, BR_BUNCH_NOT_LOW,
 * BR_NOT_BANANAGRAMS, or as bananagrams_check gives it); or -1 on error,
 * a state that cannot say among them or a grid of no tile, a slip and no
 * call (e filled, at 1:1 of no file: the caller's grid file).
 */
int	bananagrams_call(struct state *st, struct player *p,
	    const struct grid *g, const struct dict *d, size_t minlen,
	    struct grid_problems *ps, struct core_err *e);

/*
 * p calls PEEL with grid g, which must use all of p's tiles in words,
 * one connected group (bananagrams_check, its problems appended to ps):
 * a PEEL is called "when a player has used all of their tiles in a word
 * grid".  Whether a PEEL may be called now is bag_peel's to say.  Returns
 * 0; 1 when the grid is not done (e->rule BR_PEEL_NOT_DONE, e->msg how
 * many problems); or -1 on error, a grid of no tile being a slip (e at
 * 1:1 of no file: the caller's grid file).
 */
int	bananagrams_peel_check(const struct player *p, const struct grid *g,
	    const struct dict *d, size_t minlen, struct grid_problems *ps,
	    struct core_err *e);

/*
 * p is the Rotten Banana: all of p's tiles go back to random places in the
 * bunch (one random event) and p is out of the hand.  Only where a call
 * of "Bananas!" could have been made (see bananagrams_call), so that
 * "bag bananas || bag rotten" makes no one rotten for calling too soon.
 * Returns 0, 1 (the state unchanged; e->rule BR_ALREADY_OUT or why no
 * call could have been made) or -1.
 */
int	bananagrams_rotten(struct state *st, struct player *p,
	    struct core_err *e);

/*
 * May a move that went from before to after be undone?  In a game whose
 * players have logins (in before), not one that put a player out (a
 * Rotten Banana, by "bag rotten" or by a failed call): at a table a
 * Rotten Banana is not taken back, and the caller would call again with
 * another grid (bananagrams(7)).  seq is the move's entry, for the
 * message.  0 yes (games without logins, and other games, too); 1 no,
 * e's rule BR_OUT.
 */
int	bananagrams_may_undo(struct state *before, const struct state *after,
	    unsigned long long seq, struct core_err *e);

#endif
