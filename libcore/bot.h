/*
 * bot.h: bots that play whole games from one seed, for questions such as
 * "how often does a four-player game of Bananagrams end in a Rotten
 * Banana?" and for testing every tool at once.  Every step of the game is
 * handed to a callback as an event, in the order it happens; a tool may
 * write them as a log (bot(1) writes the commands of bag, deal, validate,
 * steal-check and play-typeset that replay the game and check it).
 */
#ifndef BOT_H
#define BOT_H

#include <stddef.h>
#include <stdint.h>

#include "core.h"
#include "dict.h"
#include "state.h"

struct alphabet;
struct grid;
struct shenanigrams_move;
struct bot_event;
struct bot_opts;

/*
 * Called with each event as it happens; ev and all it points to are
 * borrowed for the call.  Returns 0 to play on, or -1 to stop the game:
 * bot_play then fails with e as the callback filled it.
 */
typedef int bot_event_fn(void *arg, const struct bot_event *ev,
    struct core_err *e);

struct bot_opts {
	const char	*game;		/* bananagrams, bananagrams-wild,
					   shenanigrams, typeset */
	uint64_t	 seed;
	size_t		 players;
	const char	*players_arg;	/* players as typed, for a message;
					   may be NULL */
	const char	*variant;	/* NULL, "smoothie" or "cafe" */
	const char	*lang;		/* the game's language, as "bag new
					   --lang" takes it; NULL: English */
	const struct alphabet *alpha;	/* lang's alphabet; NULL: English */
	size_t		 minlen;	/* shortest word (2) */
	unsigned long	 max_nodes;	/* search budget of each solve */
	size_t		 max_turns;	/* Shenanigrams: give up after */
	bot_event_fn	*on_event;	/* NULL: no events */
	void		*arg;		/* on_event's first argument */
};

enum bot_event_kind {
	BOT_EV_NEW_GAME = 1,	/* a bag for the game, shuffled by the seed */
	BOT_EV_DEAL,		/* every player's hand dealt (o->variant) */
	BOT_EV_DUMP,		/* player put tile back and took tiles */
	BOT_EV_PEEL,		/* player used every tile: every player
				   still in has drawn one */
	BOT_EV_BANANAS,		/* player used every tile with no peel left
				   to call: "Bananas!" */
	BOT_EV_CHECK,		/* player's grid was checked: problem is NULL
				   for a good one (the state records the
				   winner), else the first problem */
	BOT_EV_ROTTEN,		/* player's grid failed (problem), all of
				   their tiles went back into the bunch and
				   they are out */
	BOT_EV_MOVE,		/* Shenanigrams: player is to make move */
	BOT_EV_TRADE,		/* the same, when the move is a trade */
	BOT_EV_PASS,		/* the same, when the move is a pass */
	BOT_EV_WIN,		/* player won */
	BOT_EV_ALL_OUT,		/* Bananagrams: every player is out */
	BOT_EV_STUCK,		/* nobody can finish and nobody can dump */
	BOT_EV_START,		/* Typeset: every mat set up, no ability */
	BOT_EV_DRAW,		/* Typeset: the next turn letter drawn */
	BOT_EV_TURN,		/* Typeset: player takes actions */
	BOT_EV_END		/* the game is over and the state whole */
};

/* An event; the fields its kind does not name are 0 or NULL. */
struct bot_event {
	enum bot_event_kind		 kind;
	const struct bot_opts		*o;	/* the game's options */
	const char			*player;	/* whose step */
	int				 tile;	/* DUMP: the tile put back */
	const char			*tiles;	/* DUMP: the tiles taken */
	const struct grid		*grid;	/* CHECK: the grid */
	const char			*problem;	/* CHECK, ROTTEN */
	const struct shenanigrams_move	*move;	/* MOVE, TRADE, PASS */
	const char			*actions;	/* TURN: as play-typeset
						   takes them, ", " between,
						   a letter as its byte */
};

/*
 * The rules a game of bots ends by with no winner, beside the games' own
 * (bananagrams_rules[BR_NOBODY_IN]): bot_rules[], by enum bot_rule.
 */
enum bot_rule {
	BOT_STUCK,		/* "stuck": nobody can finish nor dump */
	BOT_OUT_OF_TURNS,	/* "out-of-turns": the turns or rounds ran out */
	BOT_SHARED,		/* "shared": Typeset's first place is shared */
	BOT_NRULES
};
extern const struct core_rule bot_rules[BOT_NRULES];

struct bot_result {
	char		winner[STATE_NAME_MAX + 1];	/* "" for none */
	struct core_err	nowin;		/* no winner: the rule the game
					   ended by and why (core_no) */
	size_t		rounds;		/* peels, dumps and calls; turns;
					   Typeset's letters drawn */
	size_t		peels, dumps, rotten, trades, steals;
	unsigned long	nodes;		/* search effort in all */
	size_t		tiles_left;	/* in the bag at the end */
};

/*
 * Play a whole game, handing each step to o->on_event.  The state at the
 * end is left in *final (caller frees; may be NULL).  Returns 0, or -1 on
 * error (e filled).
 */
int	bot_play(const struct dict *d, const struct bot_opts *o,
	    struct bot_result *res, struct state **final, struct core_err *e);

#endif
