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

/*
 * A legal move and its verdict, kept small: a board can have millions of
 * legal moves, and a whole verdict is 16 kB.  shenanigrams_found_verdict
 * gives the verdict whole.
 */
struct shenanigrams_found {
	struct shenanigrams_move	move;
	size_t			seq;	/* the order it was tried in */
	const struct core_rule	*rule;	/* of shenanigrams_rules[] */
	char			msg[48];	/* a legal verdict's is short */
	long			gain, tags_placed, tags_back;
	int			discarded;
	size_t			nwords;
	const struct shenanigrams_word	*words;	/* in the block of *out */
	size_t			nshifted;	/* words the shift alone made */
	const struct shenanigrams_shifted *shifted;	/* in the block too */
};

/*
 * Judge every tile move the player (NULL: whose turn it is) could make
 * with the tiles in hand, a wild '?' as each letter of the game that no
 * tile in hand is (after the tiles: a tile plays the words its wild
 * would), and keep the legal ones, best first: steals from others, then
 * completed words, then longer words; ties in the order the moves were
 * tried (reading order, then letter).  *out is one block,
 * the words of the moves included (and those their shifts made), that the caller frees with free(3)
 * (NULL when none is found).  A game over (its winner set) or a move out
 * of turn has none, and a game over needs no player to be named.
 * Returns 0 when a move is found; 1 when none is, *n 0 and e's rule and
 * message saying why (SR_OVER, SR_TURN; SR_COUNTDOWN when no move steals
 * back in the countdown, else SR_MUST_PLAY: trade the hand); or -1 (e
 * filled).
 */
int	shenanigrams_find(const struct state *st, const struct dict *d,
	    const char *player, struct shenanigrams_found **out, size_t *n,
	    struct core_err *e);

/* The whole verdict of a move found, into v. */
void	shenanigrams_found_verdict(const struct shenanigrams_found *f,
	    struct shenanigrams_verdict *v);

#endif
