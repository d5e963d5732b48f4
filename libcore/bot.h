/*
 * bot.h: bots that play whole games from one seed, for questions such as
 * "how often does a four-player game of Bananagrams end in a Rotten
 * Banana?" and for testing every tool at once.  They write a log of every
 * move as the commands of the other tools (bag, deal, validate,
 * steal-check) that replay the game and check it.
 */
#ifndef BOT_H
#define BOT_H

#include <stddef.h>
#include <stdint.h>

#include "core.h"
#include "dict.h"
#include "state.h"
#include "util.h"

struct bot_opts {
	const char	*game;		/* bananagrams, bananagrams-wild,
					   shenanigrams */
	uint64_t	 seed;
	size_t		 players;
	const char	*variant;	/* NULL, "smoothie" or "cafe" */
	size_t		 minlen;	/* shortest word (2) */
	unsigned long	 max_nodes;	/* search budget of each solve */
	size_t		 max_turns;	/* Shenanigrams: give up after */
};

struct bot_result {
	char		winner[STATE_NAME_MAX + 1];	/* "" for none */
	size_t		rounds;		/* peels, dumps and calls; turns */
	size_t		peels, dumps, rotten, trades, steals;
	unsigned long	nodes;		/* search effort in all */
	size_t		tiles_left;	/* in the bag at the end */
};

/*
 * Play a whole game.  The log of commands is appended to log; the state at
 * the end is left in *final (caller frees; may be NULL).  Returns 0, or
 * -1 on error.
 */
int	bot_play(const struct dict *d, const struct bot_opts *o,
	    struct buf *log, struct bot_result *res, struct state **final,
	    struct core_err *e);

#endif
