/*
 * bag.h: the moves that take tiles from and put tiles back into the bag
 * (the Bananagrams "bunch", the Shenanigrams letter bag).
 *
 * Every move either happens whole or leaves the state untouched.  Each
 * keeps core.h's contract: 0 when done, 1 for a rule "no" (e->rule is the
 * rule, an entry of bag_rules[] below or of the game's own table, such as
 * bananagrams_rules[BR_PEEL_TOO_LOW], and e->msg says why), -1 on error.
 * No move creates or loses a tile: bag, discard, drawn and hands always
 * hold the game's full set between them.  Tiles a move hands back in *got
 * are a new string, the caller's to free.
 */
#ifndef BAG_H
#define BAG_H

#include <stddef.h>

#include "core.h"
#include "state.h"

#define SHENANIGRAMS_HAND	5	/* Shenanigrams: tiles behind each shield */
#define DUMP_TAKE	3	/* Bananagrams: tiles taken for one dumped */

/*
 * The rules every bag of tiles has, whatever the game: bag_rules[],
 * indexed by enum bag_rule.
 */
enum bag_rule {
	BAG_TOO_LOW,		/* "bag-too-low": more asked for than it holds */
	BAG_NOT_HELD,		/* "not-held": giving back a tile not held */
	BAG_NOT_DRAWN,		/* "not-drawn": ... not drawn onto the table */
	BAG_NOTHING_TO_RETURN,	/* "nothing-to-return": no tiles given */
	BAG_TILES_LOST,		/* "tiles-lost": the audit of the full set */
	BAG_DRAWN_SEEN,		/* "drawn-seen": no undo of a draw, kept */
	BAG_NRULES
};
extern const struct core_rule bag_rules[BAG_NRULES];

/*
 * May a move that went from before to after, in a game kept from its
 * players (installed set-group-ID: the caller says), be undone?  Not one
 * that drew tiles: that took a tile from the bag, or gave a hand or the
 * table a tile it did not hold (a draw, a DUMP, a PEEL, a fill, a trade,
 * a deal).  Its tiles were seen, and the bag an undo puts back there is
 * shaken, so the move made again would draw others: a player could undo
 * a DUMP until its tiles pleased them.  seq is the move's entry, for the
 * message.  0 yes (a state without a bag, a deck's, too); 1 no, e's rule
 * BAG_DRAWN_SEEN.
 */
int	bag_may_undo_kept(struct state *before, const struct state *after,
	    unsigned long long seq, struct core_err *e);

/* Is the state's game this one (by its "game" key)?  1 yes, 0 no. */
int	bag_is_game(const struct state *st, const char *game);

/*
 * Draw n tiles from the top of the bag, for player p (NULL: onto the
 * table, the state's "drawn" tiles).  In Shenanigrams a bag that runs low
 * takes back the discard pile and is shaken first.  *got (may be NULL)
 * receives a copy of the tiles drawn, which the caller frees.
 */
int	bag_draw(struct state *st, struct player *p, size_t n, char **got,
	    struct core_err *e);
/*
 * May p's hand (NULL: the table) take tiles by move ("draw", "fill") or
 * give them back ("return")?  Not after the hand's winner, nor an out
 * player's (bananagrams_may_play); in Bananagrams (its named games) a
 * hand takes none but by the deal, a PEEL or a DUMP (BR_DRAW_TO_HAND)
 * and gives none back but by a DUMP or as a Rotten Banana (BR_NO_RETURN);
 * in a game whose players have logins the table draws none
 * (BR_DRAW_TO_TABLE).
 * 0 yes, 1 with the rule's "no" in e.
 */
int	bag_hand_may(const struct state *st, const struct player *p,
	    const char *move, struct core_err *e);

/*
 * Shenanigrams: draw p's hand back up to SHENANIGRAMS_HAND, as far as
 * tiles last; 1 (bag_hand_may) in Bananagrams.
 */
int	bag_fill(struct state *st, struct player *p, char **got,
	    struct core_err *e);

/*
 * May PEEL be called now: a Bananagrams game that peels, with players
 * dealt, a hand not yet won, a player still in, and a tile in the bunch
 * for each?  0, 1 (e says why) or -1.
 */
int	bag_may_peel(const struct state *st, struct core_err *e);
/*
 * PEEL: every player still in, in seat order, takes one tile; *got gets
 * one tile per player in, in that order.  As bag_may_peel, first.
 */
int	bag_peel(struct state *st, char **got, struct core_err *e);
/*
 * Is now the state that a PEEL of called makes: the state a second call
 * of PEEL was made on, while the first was being played?  1 when the PEEL
 * of called (which it changes) is byte for byte now, as state_write
 * writes them: the two calls were one PEEL, called at the same moment,
 * which gives each player one tile (bananagrams(7)); 0 when not, and when
 * called cannot be peeled or written (the PEEL played now meets the same
 * and says so).  A seed now records and called lacks is no part of the
 * PEEL: it is carried over first.
 */
int	bag_peel_made(struct state *called, struct state *now);

/*
 * DUMP: p puts tile back into the bag at a random place and takes three.
 * A bunch of fewer than three refuses it (BR_DUMP_TOO_LOW), the ruling of
 * bananagrams(7), unless the house rule overrides it: then p takes what
 * the bunch holds with the tile put back, up to three (the tile itself,
 * perhaps).  The rule is the game's when its state records it
 * (STATE_HOUSE_DUMP_UNDER_THREE), for every player; else how's
 * BAG_DUMP_UNDER_THREE asks for it for this DUMP, which a game whose
 * players have logins refuses (BR_NOT_AGREED): there a house rule is the
 * table's, agreed before play, not one player's.
 */
#define BAG_DUMP_UNDER_THREE	0x1
int	bag_dump(struct state *st, struct player *p, int tile, unsigned how,
	    char **got, struct core_err *e);

/* What a Bananagrams hand allows now, as the table sees it. */
struct bag_now {
	size_t	bunch;		/* tiles in the bunch */
	size_t	in;		/* players still in: no Rotten Banana */
	int	over;		/* a Top Banana, or nobody left in */
	int	peel;		/* one out of tiles calls PEEL: all take one */
	int	call;		/* one out of tiles calls "Bananas!" */
	int	dump;		/* a DUMP can be made */
};

/*
 * Fill n for st, a Bananagrams state: the moves bag_peel, bag_dump and
 * bananagrams_call would allow, without making one.
 */
void	bag_now(const struct state *st, struct bag_now *n);

/*
 * Tiles go back to random places in the bag: from p's hand, or with p NULL
 * from the tiles drawn onto the table, the newest of each letter first.
 */
int	bag_return(struct state *st, struct player *p, const char *tiles,
	    struct core_err *e);


#endif
