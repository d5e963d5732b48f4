/*
 * categories.h: "Can You Roll Doubles?", the category game: its boards
 * (a letter and a category sheet each; two boards for Double Trouble),
 * the answers written on them, and the referee.
 *
 * The game is kept in the state (wordkit-state(5)):
 *
 *	game: "categories"
 *	players: [{name: "ann"}, ...]
 *	boards:
 *	- {letter: "B", sheet: "kitchen"}	(or an inline sheet mapping)
 *	answers:				(in the order written)
 *	- {player: "ann", board: 1, category: 3, word: "BAGEL"}
 *	- {player: "bob", board: 1, category: 5, word: "BRO", done: false}
 *	- {player: "cy", board: 1, category: 5, word: "BROCCOLI"}
 *
 * The referee replays the answers in order.  An answer that breaks a rule
 * is an "issue" (a clean rule "no"): it is left out and the game goes on
 * as if it had not been written.  Malformed keys are errors (-1).
 */
#ifndef CATEGORIES_H
#define CATEGORIES_H

#include <stddef.h>

#include "core.h"
#include "sheets.h"
#include "state.h"

#define CAT_MAX_BOARDS	2
#define CAT_MIN_PLAYERS	2
#define CAT_MAX_PLAYERS	8	/* the box holds eight markers */
#define CAT_TWO_BOARDS	5	/* players from whom two boards are used */
#define CAT_WORD_MAX	64

enum cat_note { CAT_PLAIN, CAT_STOLEN, CAT_PLURAL };

/* One category of one board, as the referee leaves it. */
struct cat_cell {
	const char	*text;		/* the answer as written; NULL: empty */
	const char	*writer;	/* who wrote last */
	const char	*owner;		/* whose answer it is, once finished */
	const char	*other;		/* STOLEN: from whom; PLURAL: by whom */
	char		 word[CAT_WORD_MAX + 1];	/* owner's, letters only */
	int		 done;
	int		 rejected;	/* voted down: valid: false */
	enum cat_note	 note;
};

struct cat_board {
	int		 letter;
	struct sheet	 sheet;
	struct cat_cell	 cell[SHEET_MAX_CATS];
};

struct cat_issue {
	size_t	answer;		/* index in answers */
	size_t	line, col;
	char	msg[CORE_MSGLEN];
};

struct cat_game {
	struct cat_board	 board[CAT_MAX_BOARDS];
	size_t			 nboards;
	const char		*player[CAT_MAX_PLAYERS * 4];
	size_t			 nplayers;
	size_t			 count[CAT_MAX_PLAYERS * 4];
	size_t			 unfilled;	/* cells empty or unfinished */
	size_t			 nanswers;
	struct cat_issue	*issues;
	size_t			 nissues;
};

/*
 * Set up a new game on st (which has no boards yet): players by name
 * (CAT_MIN_PLAYERS to CAT_MAX_PLAYERS), nboards boards (0: by the player
 * count), the sheets named (NULL: one chosen at random; a name or an
 * inline sheet read from sheetnode), the letters given (NULL: spun, all
 * different).  Randomness is stream 0 of the state's seed.
 */
struct cat_setup {
	const char		*const *names;
	size_t			 nnames;
	size_t			 nboards;
	const char		*sheet[CAT_MAX_BOARDS];	/* built-in names */
	const struct node	*sheetnode[CAT_MAX_BOARDS]; /* or these */
	const char		*letters;		/* NULL: spin */
};
int	cat_new(struct state *st, const struct cat_setup *c,
	    struct core_err *e);

/*
 * Referee the game in st into g (zeroed by the caller and freed with
 * cat_free).  Returns 0 (issues in g->issues), or -1 for a malformed
 * game.
 */
int	cat_referee(struct state *st, struct cat_game *g, struct core_err *e);
void	cat_free(struct cat_game *g);

/*
 * Append an answer to the state's answers (strings borrowed and copied).
 * board and category count from 1.
 */
int	cat_add_answer(struct state *st, const char *player, size_t board,
	    size_t category, const char *word, int done, struct core_err *e);

#endif
