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
 *	- {player: "ann", board: 1, category: 7, word: "BRIE", valid: false}
 *
 * A game in another language has its "lang" key (wordkit-state(5)):
 * letters and words are UTF-8, and an answer is read under the language's
 * folding (categories(7)).
 *
 * The referee replays the answers in order.  The last "valid" written on
 * a category's answers (by a vote) decides whether it counts: "valid:
 * false" strikes the answer out, and the category is open again, to a
 * new answer, as if empty (the struck answer is shown until then).  An answer
 * that breaks a rule is an "issue" (a clean rule "no", by a rule of
 * categories_rules[]): it is left out and the game goes on as if it had
 * not been written.  Malformed keys are errors (-1).
 */
#ifndef CATEGORIES_H
#define CATEGORIES_H

#include <stddef.h>

#include "alphabet.h"
#include "core.h"
#include "categories_sheets.h"
#include "state.h"

#define CATEGORIES_MAX_BOARDS	2
#define CATEGORIES_MIN_PLAYERS	2
#define CATEGORIES_MAX_PLAYERS	8	/* the box holds eight markers */
#define CATEGORIES_TWO_BOARDS	5	/* players from whom two boards are used */
#define CATEGORIES_WORD_MAX	64

enum categories_note { CATEGORIES_PLAIN, CATEGORIES_STOLEN, CATEGORIES_PLURAL };

/*
 * The rules of the category game a "no" rests on: categories_rules[],
 * indexed by enum categories_rule.  (The spinner's are spinner_rules[].)
 */
enum categories_rule {
	CR_BOARD_LETTER,	/* "board-letter": starts with the letter */
	CR_FINISH_ONLY,		/* "finish-only": an unfinished word is
				   carried on, its letters kept */
	CR_ADD_ONLY,		/* "add-only": one's own word only grows */
	CR_FINISHED,		/* "finished-word": another's finished word
				   takes only a plural S */
	CR_REPEAT,		/* "repeat-word": no word twice on a board */
	CR_SAME_LETTER,		/* "same-letter": two boards, two letters */
	CR_VOTE_ON_EMPTY,	/* "vote-on-empty" */
	CR_VOTE_ON_UNFINISHED,	/* "vote-on-unfinished" */
	CR_TAKE_BACK,		/* "take-back": only one's own writing, the
				   last in its category */
	CR_OVER,		/* "game-over": every category is filled */
	CR_STRUCK,		/* "struck-word": an answer voted down is
				   not written again in its category */
	CR_VOTE_LATE,		/* "vote-too-late": a vote valid again that
				   would undo the answers written since */
	CR_NRULES
};
extern const struct core_rule categories_rules[CR_NRULES];

/* One category of one board, as the referee leaves it. */
struct categories_cell {
	const char	*text;		/* the answer as written; NULL: empty */
	const char	*writer;	/* who wrote last */
	const char	*owner;		/* whose answer it is, once finished */
	const char	*other;		/* STOLEN: from whom; PLURAL: by whom */
	char		 word[CATEGORIES_WORD_MAX + 1];	/* owner's, letters only */
	const char	*wrote;		/* owner's word, as written: text
					   but for another's plural S */
	char		 letters[CATEGORIES_WORD_MAX + 1];	/* text's */
	int		 done;
	int		 rejected;	/* voted down: valid: false; the
					   category is open again */
	size_t		 answer;	/* the answer that stands, in answers */
	size_t		 run;		/* the writer's first answer of the
					   writing that stands, in answers */
	enum categories_note	 note;
};

struct categories_board {
	int		 letter;
	struct sheet	 sheet;
	struct categories_cell	 cell[CATEGORIES_SHEET_MAX_CATS];
};

/* An answer refused, or a game that breaks a rule (answer (size_t)-1). */
struct categories_issue {
	const struct core_rule *rule;	/* of categories_rules[] */
	size_t	answer;		/* index in answers */
	size_t	line, col;
	char	msg[CORE_MSGLEN];
};

struct categories_game {
	const struct alphabet	*alpha;		/* the state's language */
	struct categories_board	 board[CATEGORIES_MAX_BOARDS];
	size_t			 nboards;
	const char		*player[CATEGORIES_MAX_PLAYERS * 4];
	size_t			 nplayers;
	size_t			 count[CATEGORIES_MAX_PLAYERS * 4];
	size_t			 unfilled;	/* cells empty or unfinished */
	size_t			 nanswers;
	struct categories_issue	*issues;
	size_t			 nissues;
	struct buf		 struck;	/* the answers voted down:
					   board, category, letters, NUL */
	int			 same;		/* the last answer was its
					   category's writing again, as
					   it stood, by its writer or its
					   owner: it changed nothing */
};

/*
 * Set up a new game on st (which has no boards yet): players by name
 * (CATEGORIES_MIN_PLAYERS to CATEGORIES_MAX_PLAYERS), nboards boards (0: by the player
 * count), the sheets named (NULL: one chosen at random; a name or an
 * inline sheet read from sheetnode), the letters given (UTF-8 in the
 * state's language, case ignored, folds read; NULL: spun from the
 * language's spinner, spinner_default), all different.  Randomness is
 * stream 0 of the state's seed.
 */
struct categories_setup {
	const char		*const *names;
	size_t			 nnames;
	size_t			 nboards;
	const char		*sheet[CATEGORIES_MAX_BOARDS];	/* built-in names */
	const struct node	*sheetnode[CATEGORIES_MAX_BOARDS]; /* or these */
	const char		*letters;		/* UTF-8; NULL: spin */
};
/* Returns 0, or -1 with e filled (a bad setup, a letter not the game's). */
int	categories_new(struct state *st, const struct categories_setup *c,
	    struct core_err *e);

/*
 * Referee the game in st into g (zeroed by the caller, who frees what it
 * holds with categories_free; its strings are borrowed from st, valid
 * while st is unchanged).  Returns 0 when no answer breaks a rule; 1 when
 * any does, every issue in g->issues and the first also in e (its rule,
 * message and place); -1 for a malformed game (e filled).  Either way but
 * -1, g holds the game as refereed, the issues left out.
 */
int	categories_referee(struct state *st, struct categories_game *g, struct core_err *e);
void	categories_free(struct categories_game *g);

/*
 * The referee's findings in g as a tree the caller frees (NULL when out of
 * memory), in the shapes of wordkit-json(7): "boards" (each with its
 * "cells": each category's answer, whose it is, done and valid),
 * "players" (a {name, total} per player), "unfilled", "over", "winners"
 * (empty until over) and "issues" ({line, col, rule, message}); with totals,
 * only "players".
 */
struct node	*categories_game_node(const struct categories_game *g,
		    int totals);

/*
 * player writes word (done or left unfinished) in category of board (from
 * 1): the answer is appended to the state's answers (strings borrowed
 * and copied) for the caller to referee, unless it is the category's
 * writing again as it stands, its letters and its finish alike, by its
 * last writer or the owner of its finished word (a command sent twice):
 * that adds no letter, changes nothing and is not written.  Returns 0
 * when appended; 1 when it was not, st as it was; -1 with e (out of
 * memory, answers that are not a list).
 */
int	categories_write(struct state *st, const char *player, size_t board,
	    size_t category, const char *word, int done, struct core_err *e);

/*
 * Has the game of st a board board and on it a category category (both
 * from 1)?  0 yes; -1 with e when not, or when the game is malformed.
 */
int	categories_check_cell(struct state *st, size_t board, size_t category,
	    struct core_err *e);

/*
 * Record the group's vote on the answer that stands in category (from 1)
 * of board (from 1): valid or not.  The vote is the "valid" key of that
 * answer; it stands for the category's later answers until another vote.
 * Returns 0; 1, a rule "no" in e (CR_VOTE_ON_EMPTY, CR_VOTE_ON_UNFINISHED),
 * when the category is empty or its word unfinished (there is no answer to
 * vote on), or (CR_VOTE_LATE) when the vote would make answers written
 * since break a rule, st then as it was; -1 for a malformed game or a
 * board or category that is not on it.  *same is 1 when the answer holds
 * that very vote already (a vote sent twice): 0 is returned, st as it
 * was.
 */
int	categories_vote(struct state *st, size_t board, size_t category,
	    int valid, int *same, struct core_err *e);

/*
 * player takes back their writing in category (from 1) of board (from 1):
 * the answers that made the category's writing stand since another
 * player last wrote there (or since it was empty, or struck out) leave
 * the state's answers, and the category is as it was before them.  Only
 * the last writer may: returns 1, a rule "no" in e (CR_TAKE_BACK), when
 * the category is empty or another player wrote there last; 0 when done,
 * the word taken back, as written, copied into word (size bytes); -1 for
 * a malformed game, or a board or category that is not on it.
 */
int	categories_erase(struct state *st, const char *player, size_t board,
	    size_t category, char *word, size_t size, struct core_err *e);

#endif
