/*
 * shapemash_cards.h: decks of word cards (Shapemash), kept in the state:
 *
 *	deck:				the cards left, the top one first
 *	- ["ANCHOR", "KING", "BROOM"]
 *	played:				the cards drawn, in order
 *	- ["KEY", "BLIMP", "YOYO"]
 *	passed: 1			the cards played when the canvas
 *					last passed (shapemash pass): the
 *					builder's card is one drawn after
 *	cards: 100			a deck of one's own: how many,
 *	cards_sum: "00c4..."		and a fingerprint, for the audit
 *
 * A card is a flow list of 1 to CARD_WORDS words, each 1 to
 * CARD_WORD_MAX capital letters, double-quoted.
 */
#ifndef SHAPEMASH_CARDS_H
#define SHAPEMASH_CARDS_H

#include <stddef.h>
#include <stdint.h>

#include "core.h"
#include "node.h"
#include "state.h"
#include "util.h"

#define SHAPEMASH_CARDS_SHAPEMASH	100	/* Shapemash's word cards, 3 words each */
#define SHAPEMASH_CARDS_MAX	10000	/* cards in one deck */
#define CARD_WORDS	8
#define CARD_WORD_MAX	32

/*
 * A new list node of a built-in game's cards, in their fixed order, into
 * *deck: the caller's, to free with node_free or hand to
 * shapemash_cards_new, which takes it.  Returns 0, -1 for a game with no
 * cards, -2 when out of memory.
 */
int	shapemash_cards_builtin(const char *game, struct node **deck);

/* Check a deck read from a file (a list of cards); errors carry places. */
int	shapemash_cards_read_deck(const struct node *root, const char *file,
	    struct core_err *e);

/*
 * A new state for game (borrowed) with the deck (taken, even on error)
 * shuffled by random stream 0 of seed; the caller frees it with
 * state_free.  NULL with e filled.
 */
struct state	*shapemash_cards_new(const char *game, uint64_t seed, struct node *deck,
		    struct core_err *e);

/*
 * Does the state keep a deck?  Are its deck and played cards well formed,
 * and the state English (no other "lang": a deck's words are English)?
 * The check also refuses, at its place, a card the deck never had: not
 * one of a built-in game's, a second copy of one, or one more than a
 * recorded deck's count.
 */
int	shapemash_cards_has_deck(const struct state *st);
int	shapemash_cards_check(const struct state *st, struct core_err *e);

/*
 * Draw n cards from the top of the deck onto "played"; each card drawn is
 * appended to text as a line of its words.  Returns 0, 1 (e says why:
 * MR_DECK_TOO_LOW of shapemash_rules[]) when the deck holds fewer than n
 * cards, or -1.
 */
int	shapemash_cards_draw(struct state *st, size_t n, struct buf *text,
	    struct core_err *e);

/* The cards left in the deck and those played. */
int	shapemash_cards_count(const struct state *st, size_t *left, size_t *played,
	    struct core_err *e);

/*
 * Record the deck a game begins with ("cards", "cards_sum"), for a deck
 * that is not built in.
 */
int	shapemash_cards_record(struct state *st, struct core_err *e);

/*
 * Are the deck and the played cards, together, the deck the game began
 * with: a built-in game's cards, each once, or the recorded count and
 * fingerprint?  *n: the cards held.  0 yes; 1 no (e->rule MR_CARDS_LOST
 * or MR_CARDS_CHANGED, e->msg says which cards differ); -1 (e filled) for a
 * malformed state or one with no record to compare.
 */
int	shapemash_cards_audit(const struct state *st, size_t *n,
	    struct core_err *e);

/*
 * Append every card of st's deck to text, a line each: its words,
 * space-separated; *n is set to their number.  Returns 0, or -1 with e.
 */
int	shapemash_cards_put_deck(struct buf *text, const struct state *st,
	    size_t *n, struct core_err *e);

/*
 * The card drawn last in this round, since the canvas last passed,
 * borrowed from st's document; NULL when none was.
 */
const struct node	*shapemash_cards_last(const struct state *st);

/*
 * May p, in a game whose players have logins, draw n cards now?  Only
 * the builder (shapemash_may_build), and one card a round: none once
 * this round's is drawn, until the canvas passes.  0 yes; 1 no, e's rule
 * MR_NOT_BUILDER or MR_ONE_CARD.
 */
int	shapemash_cards_may_draw(const struct state *st,
	    const struct player *p, size_t n, struct core_err *e);

/*
 * May a move that went from before to after be undone?  In a game whose
 * players have logins (in before), not one that drew a card: its words
 * were seen, and a deck put back is shaken (a game kept from its
 * players), which would give the builder another card and another word
 * to pick (shapemash(7), "One card a round").  seq is the move's entry,
 * for the message.  0 yes (states without a deck or logins too); 1 no,
 * e's rule MR_ONE_CARD.
 */
int	shapemash_cards_may_undo(const struct state *before,
	    const struct state *after, unsigned long long seq,
	    struct core_err *e);

/*
 * The cards played so far are the rounds before, nobody's to see or pick
 * from: passed counts them.  Returns 0, or -1 (e filled) out of memory.
 */
int	shapemash_cards_close(struct state *st, struct core_err *e);

/*
 * Is the canvas passed from seat to seat, as the cooperative game passes
 * it?  0 yes; -1 (e filled) for the team game (deal -v team), whose two
 * canvases pass each to the next player in its team, and whose teams the
 * state does not keep (shapemash(7), "Passing the canvas").
 */
int	shapemash_cards_may_pass(const struct state *st, struct core_err *e);

/*
 * The canvas passes clockwise: the turn goes to the next player, and the
 * cards played so far are the rounds before (the new builder draws).
 * Returns 0, or -1 (e filled) for a game that seats no players or names
 * no turn, or the team game (shapemash_cards_may_pass).
 */
int	shapemash_cards_pass(struct state *st, struct core_err *e);

#endif
