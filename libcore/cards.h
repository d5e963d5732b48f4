/*
 * cards.h: decks of word cards (Shapemash), kept in the state:
 *
 *	deck:				the cards left, the top one first
 *	- ["ANCHOR", "KING", "BROOM"]
 *	played:				the cards drawn, in order
 *	- ["KEY", "BLIMP", "YOYO"]
 *
 * A card is a flow list of 1 to CARD_WORDS words, each 1 to
 * CARD_WORD_MAX capital letters, double-quoted.
 */
#ifndef CARDS_H
#define CARDS_H

#include <stddef.h>
#include <stdint.h>

#include "core.h"
#include "doc.h"
#include "state.h"
#include "util.h"

#define CARDS_SHAPEMASH	100	/* Shapemash's word cards, 3 words each */
#define CARDS_MAX	10000	/* cards in one deck */
#define CARD_WORDS	8
#define CARD_WORD_MAX	32

/*
 * A new list node of a built-in game's cards, in their fixed order.
 * Returns 0, -1 for a game with no cards, -2 when out of memory.
 */
int	cards_builtin(const char *game, struct node **deck);

/* Check a deck read from a file (a list of cards); errors carry places. */
int	cards_read_deck(const struct node *root, const char *file,
	    struct core_err *e);

/*
 * A new state for game (borrowed) with the deck (taken) shuffled by
 * random stream 0 of seed.
 */
struct state	*cards_new(const char *game, uint64_t seed, struct node *deck,
		    struct core_err *e);

/* Does the state keep a deck?  Are its deck and played cards well formed? */
int	cards_has_deck(const struct state *st);
int	cards_check(const struct state *st, struct core_err *e);

/*
 * Draw n cards from the top of the deck onto "played"; each card drawn is
 * appended to text as a line of its words.  Returns 0, 1 (e says why)
 * when the deck holds fewer than n cards, or -1.
 */
int	cards_draw(struct state *st, size_t n, struct buf *text,
	    struct core_err *e);

/* Append a card's words, space-separated, and a newline to text. */
int	cards_put(struct buf *text, const struct node *card);

/* The card drawn last, or NULL. */
const struct node	*cards_last(const struct state *st);

#endif
