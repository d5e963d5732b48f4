/*
 * typeset_play.h: the Typeset referee.  A game state (see play-typeset(1)) holds
 * the turn letters drawn so far under "drawn", the ability in play under
 * "ability", house rules under "rules", and each player's mat under
 * their "mat".  Every action of a player is judged against the rulebook
 * and, when legal, applied to that player's mat.
 *
 * A turn is the time between two letters drawn: the N-th letter drawn
 * opens turn N.  A round is round_letters turns.
 */
#ifndef TYPESET_PLAY_H
#define TYPESET_PLAY_H

#include <stddef.h>

#include "core.h"
#include "node.h"
#include "state.h"
#include "typeset.h"

#define TYPESET_MAXACTIONS	32	/* actions judged in one go */
#define TYPESET_MAXEVENTS	96	/* lines of a verdict */

enum typeset_kind {
	TYPESET_PLACE = 1,		/* place ROW[,SPACE]: the turn letter */
	TYPESET_VOWEL,		/* vowel V ROW[,SPACE]: from the supply */
	TYPESET_WILD,		/* wild L ROW[,SPACE]: an earned wild */
	TYPESET_IGNORE,		/* ignore: circle the next error number */
	TYPESET_ABILITY,		/* ability [ROW,SPACE] ROW[,SPACE] */
	TYPESET_STOP,		/* stop after the round */
	TYPESET_CONTINUE,		/* play another round */
	TYPESET_PASS		/* leave the wilds held unwritten */
};

struct typeset_action {
	int	kind;		/* enum typeset_kind */
	int	letter;		/* vowel, wild: a capital letter byte */
	long	row, space;	/* target, 1-based; space 0: left-most */
	long	srow, sspace;	/* ability: the cell copied, 0 if none */
};

/*
 * The rules a verdict and its events rest on: typeset_rules[], indexed by
 * enum typeset_rule, each with its name ("leftmost") and the rulebook's
 * sentence.  (The table is not struct typeset_rules, the sheet's numbers.)
 */
enum typeset_rule {
	TR_OK,			/* legal */
	TR_PLACE,		/* the turn letter, left-most space */
	TR_VOWEL,		/* a vowel crossed off and placed */
	TR_WILD,		/* a wild used */
	TR_IGNORE,		/* an error number circled */
	TR_ABILITY,		/* the ability used */
	TR_EARN,		/* a wild earned */
	TR_LOST,		/* wilds lost at the end of the turn */
	TR_ROUND,		/* stop or continue */
	TR_DRAW,		/* a turn letter revealed */
	TR_NO_LETTER,		/* no turn letter drawn yet */
	TR_STOPPED,		/* the player has stopped */
	TR_MISSED,		/* a letter not dealt with before the next: ignored */
	TR_ROUND_END,		/* stop or continue first */
	TR_ONE_LETTER,		/* the turn letter is dealt with already */
	TR_LEFTMOST,		/* not the left-most open space */
	TR_ROW_FULL,		/* no open space in the row */
	TR_NOT_VOWEL,		/* not a letter of the vowel supply */
	TR_NO_VOWEL,		/* that vowel is used up */
	TR_NO_WILD,		/* no wild to use */
	TR_FORCED,		/* all error numbers circled: place it */
	TR_NO_ABILITY,		/* no ability in play */
	TR_ABILITY_SPENT,	/* used the most times */
	TR_ABILITY_MOVE,	/* the ability cannot do that */
	TR_MID_ROUND,		/* stop/continue only after a round */
	TR_BAG_EMPTY,		/* no letters left */
	TR_WAITING,		/* a player has still to play */
	TR_GAME_OVER,		/* every player has stopped */
	TR_SOLO_WIN,		/* a solo game: 40 points, the ability 3 times */
	TR_LETTER_USED,		/* a turn letter dealt with stays drawn */
	TR_NRULES
};
extern const struct core_rule typeset_rules[TR_NRULES];

struct typeset_event {
	const struct core_rule	*rule;	/* of typeset_rules[] */
	char		text[192];
};

/* What a judgement found; whether it was legal is what it returned. */
struct typeset_verdict {
	const struct core_rule	*rule;	/* the rule broken; TR_OK's if legal */
	char		msg[256];	/* why not, for people */
	size_t		nev;
	struct typeset_event	ev[TYPESET_MAXEVENTS];	/* what happened, in order */
};

/* A game in play: the state, its rules and every player's mat. */
struct typeset_game {
	struct state		*st;		/* borrowed */
	struct typeset_rules		 rules;
	const struct typeset_ability	*ability;	/* NULL: none in play */
	struct typeset_mat		*mats;		/* one per seat */
	long			*lost;		/* stale wilds dropped on load */
	long			 turn;		/* turn letters drawn */
	int			 letter;	/* this turn's letter, or 0 */
};

/*
 * The rules in force: the defaults in language a (NULL: st's, or English
 * when st is NULL too), then the state's "rules:" (when st is not NULL),
 * then over (a rules file's root, may be NULL).
 */
int	typeset_rules_resolve(struct typeset_rules *r, const struct alphabet *a,
	    const struct state *st, const struct node *over,
	    const char *overfile, struct core_err *e);

/*
 * Load a Typeset game from st (borrowed; it must outlive g): its rules
 * (see typeset_rules_resolve), ability and mats, checked against the letters
 * drawn.  A player with no "mat" has an empty one.  Errors carry the
 * place in the state's file.
 */
int	typeset_game_load(struct typeset_game *g, struct state *st,
	    const struct node *over, const char *overfile,
	    struct core_err *e);
void	typeset_game_free(struct typeset_game *g);
/*
 * Is st, when it is a dealt Typeset game, one its referee loads (as
 * typeset_game_load: its rules, ability and mats)?  0 yes, or another
 * game, or no player yet; -1 with e as typeset_game_load's.  For tools
 * that move a Typeset game on without judging it (bag draw, bag return).
 */
int	typeset_state_check(struct state *st, struct core_err *e);
/*
 * Does the ability in play do, under g's rules (which may be a rules file
 * over the state's), what the rules the state keeps make it do?  Where a
 * copy lands is no mark a mat keeps, so a move under another effect
 * leaves a state its own rules read.  0 yes, or no ability in play; -1
 * with e ("drop-cap's effect is copy-column, not copy-any") otherwise.
 */
int	typeset_ability_kept(const struct typeset_game *g, struct core_err *e);
/* Write every mat back into the state's players. */
int	typeset_game_store(struct typeset_game *g, struct core_err *e);

/*
 * Set a dealt game up: the ability in play (NULL: none), the rules (the
 * state's own plus over, written under "rules:" when over is given) and an
 * empty mat for every player.  The bag must hold the rules' tokens.
 */
int	typeset_start(struct state *st, const char *ability,
	    const struct node *over, const char *overfile,
	    struct core_err *e);

/*
 * Parse actions separated by ',' or ';' (the words of text, UTF-8: a
 * letter is one of the language r's, either case).  -1 with e for bad
 * syntax, bad UTF-8 or a letter that is not the language's.
 */
int	typeset_parse_actions(const struct typeset_rules *r, const char *text,
	    struct typeset_action *a, size_t max, size_t *n,
	    struct core_err *e);
/*
 * An action as typeset_parse_actions reads it, its letter in UTF-8 in
 * the language r's, into buf (64 bytes).
 */
const char	*typeset_action_text(const struct typeset_rules *r,
	    const struct typeset_action *a, char *buf);
/* The same, its letter as the game's letter byte (bot(1)'s log). */
const char	*typeset_action_bytes(const struct typeset_action *a, char *buf);

/*
 * May tiles (tile bytes) go back from the table's "drawn" of a Typeset
 * state to the bag?  Only the newest turn letters, and only while no
 * player has dealt with them: 0 yes (or another game), 1 with the rule's
 * "no" in e (TR_LETTER_USED).
 */
int	typeset_may_return(const struct state *st, const char *tiles,
	    struct core_err *e);

/*
 * The turn letters m has dealt with once those it missed count: a letter
 * drawn after one m has not dealt with leaves that one missed, ignored
 * at m's next action (as far as the end of m's round).
 */
long	typeset_dealt(const struct typeset_game *g,
	    const struct typeset_mat *m);

/*
 * Judge actions by the player in seat, in order, each after the letters
 * the player missed are ignored (typeset_dealt).  0: all legal, v's events
 * say what they did and, with apply, the mat changes.  1: one is refused
 * (a rule "no"), v->rule and v->msg say why, nothing changes.  -1 (e
 * filled) for actions that cannot be judged: a row or space off the sheet.
 */
int	typeset_play(struct typeset_game *g, size_t seat, const struct typeset_action *a,
	    size_t n, int apply, struct typeset_verdict *v, struct core_err *e);

/*
 * Is the game over?  1 when every player has stopped (so with no
 * player at all), and then typeset_play refuses every action (stopped)
 * and typeset_draw every draw (game-over); 0 while a player plays on.
 * An empty bag ends no game: in its last turn a player still adds
 * vowels, wilds and the ability, and then must stop.  The one test of
 * the game's end, the table's (view_typeset) as the referee's.
 */
int	typeset_over(const struct typeset_game *g);

/*
 * Reveal the next turn letter (onto "drawn") once every player still
 * playing has dealt with this one, after a round said whether they go
 * on, and, in a game of several players, written or passed the wilds
 * they earned this turn (typeset(7)); in a game for one the draw is the
 * player's own, and the wilds left are lost.  With apply the state
 * changes.  Returns 0 (v's events say what happened), 1 for a rule "no"
 * (a player still to play, every player stopped, the bag empty: v->rule
 * and v->msg say which; nothing changes) or -1 (e filled).
 */
int	typeset_draw(struct typeset_game *g, int apply, struct typeset_verdict *v,
	    struct core_err *e);

/*
 * Does a player still playing hold wilds earned this turn, not yet
 * written or passed?  1 with v's rule waiting and its msg naming them as
 * the draw's wait does; 0 when none does (v untouched).  The draw of a
 * game of several players waits for them; a stop, and the draw of a game
 * for one, loses them.
 */
int	typeset_wilds_held(const struct typeset_game *g,
	    struct typeset_verdict *v);

/*
 * May n letters be drawn onto the table of st without the referee (bag
 * draw)?  Not once the game is over (typeset_over): 1 with the rule's
 * "no" in e (TR_GAME_OVER).  In a game whose players have logins, where
 * no player may make another miss a letter, only as typeset_draw would
 * draw: one letter, once every player has dealt with the last (its "no"
 * in e).  0 yes, or another game, or no player yet; -1 with e when the
 * state is not one the referee loads.
 */
int	typeset_may_draw(struct state *st, size_t n, struct core_err *e);


#endif
