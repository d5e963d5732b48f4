/*
 * tally.h: keeping score, and saying when a game is won or lost.
 *
 * A tally is fed one line at a time; each line is one event of the game
 * (a round, a hand).  The rules say what the lines mean and when the game
 * is over:
 *   TALLY_MOST      points per name; at the end, the most points win
 *                   (ties share the win): the category game.
 *   TALLY_FIRST_TO  points per name; the first to the target wins: after
 *                   a line, of those at or past it the one with the most;
 *                   a tie plays on (Shapemash teams: 10, two teams, a
 *                   round giving at most 2 points in all).
 *   TALLY_BEST_OF   a line names the winner of a hand; the match is won
 *                   when nobody can catch the leader in the hands left,
 *                   and a tie after the last hand plays on until one
 *                   leads (Bananagrams "best of five").
 *   TALLY_LIVES     one side with lives: points and lives go up and down;
 *                   the goal in points wins, no lives left loses, which
 *                   ever comes first (Shapemash cooperative: 10 cards,
 *                   3, 2 or 1 lives).
 */
#ifndef TALLY_H
#define TALLY_H

#include <stddef.h>

#include "core.h"
#include "state.h"

#define TALLY_MAX_SIDES	STATE_MAX_PLAYERS
#define TALLY_MAX_POINTS 1000000000LL	/* a number on a line, a total */

enum tally_mode { TALLY_MOST, TALLY_FIRST_TO, TALLY_BEST_OF, TALLY_LIVES };
/*
 * TALLY_UNFINISHED: a line said that the game the lines come from is not
 * over ("not over: 3 categories to fill"), so it is not decided.
 */
enum tally_end { TALLY_PLAYING, TALLY_WON, TALLY_LOST, TALLY_UNFINISHED };

/*
 * The rules a tally's "no" rests on, whatever the game: tally_rules[],
 * indexed by enum tally_rule.
 */
enum tally_rule {
	TALLY_OUT_OF_LIVES,	/* "out-of-lives": no lives left, lost */
	TALLY_NOT_OVER,		/* "not-over": nobody has won yet */
	TALLY_NRULES
};
extern const struct core_rule tally_rules[TALLY_NRULES];

struct tally_rules {
	enum tally_mode	mode;
	long long	target;	/* FIRST_TO: points; BEST_OF: hands;
				 * LIVES: the goal in points */
	long long	lives;	/* LIVES: lives at the start */
	long long	round_max;	/* the most points a line gives in
					 * all, each from 0; 0: no limit */
	size_t		max_sides;	/* the most names; 0: no limit */
	int		one_round;	/* LIVES: a line is one round, a
					 * point won (1) or a life lost (-1
					 * life), nothing else; 0: any items */
};

struct tally_side {
	char		name[STATE_NAME_MAX + 1];
	long long	points;
};

struct tally {
	struct tally_rules	r;
	struct tally_side	side[TALLY_MAX_SIDES];	/* first seen first */
	size_t			nside;
	long long		points, lives;	/* TALLY_LIVES; lives >= 0 */
	long long		lines;		/* events counted */
	enum tally_end		end;
	size_t			winner;		/* side index, when won */
	char			unfinished[CORE_MSGLEN];	/* the line
						 * that said TALLY_UNFINISHED */
};

/*
 * The rules of a game by name (tally_games lists them, NULL-terminated,
 * with a line of help each in tally_games_help, in English and marked
 * for the catalog: i18n.h).  -1 for an unknown name.
 */
int	tally_preset(const char *game, struct tally_rules *r);
extern const char *const tally_games[];
extern const char *const tally_games_help[];

/*
 * The len bytes at s as tally_line reads a name, into out: a letter
 * written decomposed (a letter and the combining accent after it) is the
 * letter it composes, as NFC writes it.  0, or -1 when s is no name:
 * empty, too long, a character a name may not hold (state_name_ok), a
 * mark that composes no letter, or a number ("1", "-2").
 */
int	tally_name_read(const char *s, size_t len, char out[STATE_NAME_MAX + 1]);

/*
 * Any text, name, as a name that tally_line reads, into out: each
 * character a name may not hold (state_name_ok) becomes '_', the name is
 * cut to STATE_NAME_MAX bytes on a character's edge, and one that would
 * read as a number, or that is empty, takes a leading '_' ("cy smith" is
 * cy_smith, "42" is _42).
 */
void	tally_name_fit(const char *name, char out[STATE_NAME_MAX + 1]);

/* A tally with no line counted yet, playing by r (copied). */
void	tally_init(struct tally *t, const struct tally_rules *r);

/*
 * Count one line (NUL-terminated, without its newline).  Blank lines and
 * comments ('#' to the end of the line) count nothing.  A line that starts
 * "not over:" (no name holds a colon) ends the tally, TALLY_UNFINISHED,
 * its text, comment and blanks aside, kept in t->unfinished.  A malformed line
 * returns -1 with e filled: file and lineno are the place, the column is
 * the token's.  So does a line that the rules' round_max, max_sides or
 * one_round say no game can produce ("red 5" in Shapemash, "2" in the
 * cooperative game).  After the line, t->end says whether the game is
 * over.
 */
int	tally_line(struct tally *t, const char *line, const char *file,
	    size_t lineno, struct core_err *e);

/*
 * The end of the input: decides TALLY_MOST.  The sides are then sorted,
 * most points first (ties in the order first seen), into order[].
 */
void	tally_finish(struct tally *t, size_t order[TALLY_MAX_SIDES]);

/* How many sides share the most points (the winners of TALLY_MOST). */
size_t	tally_leaders(const struct tally *t);

/*
 * The verdict on the game as it stands (after tally_finish, at the end of
 * the input): 0 won, or 1 (core_no) when it is lost, e->rule
 * TALLY_OUT_OF_LIVES, or not decided yet, TALLY_NOT_OVER.
 */
int	tally_verdict(const struct tally *t, struct core_err *e);

#endif
