/*
 * shenanigrams.h: the rules of Shenanigrams: the shared board, the tagged
 * words on it, and every move of the rulebook judged, explained and
 * applied.
 *
 * The board grows in every direction: a move may name row or column 0 or
 * one past the last, and the board and every stored coordinate are then
 * re-based so the top-left is 1,1 again.
 */
#ifndef SHENANIGRAMS_H
#define SHENANIGRAMS_H

#include <stddef.h>

#include "alphabet.h"
#include "core.h"
#include "dict.h"
#include "grid.h"
#include "state.h"

#define SHENANIGRAMS_MINWORD	3	/* completed words have 3 or more letters */
#define SHENANIGRAMS_WORDMAX	64	/* letters in a tagged word */
#define SHENANIGRAMS_MAXWORDS	32	/* words one move can complete or steal */

/* A tagged word: a completed word carrying its owner's tag. */
struct shenanigrams_tag {
	char	word[SHENANIGRAMS_WORDMAX + 1];
	char	owner[STATE_NAME_MAX + 1];	/* "" when unknown */
	size_t	row, col;			/* 0-based first letter */
	size_t	len;
	int	down;
	/*
	 * The entry of "tagged" it was read from (borrowed from the state's
	 * document), whose other keys are written back with it as long as
	 * the tag stays on this word; NULL for a new tag.
	 */
	const struct node	*src;
};

/*
 * The board and its tagged words hold letter bytes (alphabet.h): a wild
 * is the small letter it stands for; a tagged word is in capitals.
 */
struct shenanigrams_board {
	struct grid	*g;
	struct shenanigrams_tag	*t;
	size_t		 nt;
	/* Its letters' alphabet, for messages (borrowed); NULL: A-Z. */
	const struct alphabet	*a;
};

enum shenanigrams_kind {
	SHENANIGRAMS_PLACE = 1, SHENANIGRAMS_REPLACE, SHENANIGRAMS_INSERT, SHENANIGRAMS_PASS, SHENANIGRAMS_TRADE,
	SHENANIGRAMS_CHALLENGED
};

/*
 * A word the mover chooses to tag, named by any of its letters, the cell
 * of its first letter on the board after the move and its direction.
 */
struct shenanigrams_pick {
	char	word[SHENANIGRAMS_WORDMAX + 1];	/* "": any */
	long	row, col;	/* 1-based; 0: any */
	int	dir;		/* 0 across, 1 down, -1 either */
};

struct shenanigrams_move {
	int	kind;		/* enum shenanigrams_kind */
	int	letter;		/* a letter byte in capitals (alphabet.h) */
	/*
	 * 1: the tile is a wild '?' of the hand played as letter, on the
	 * board the small letter; 0: the tile letter itself.
	 */
	int	wild;
	long	row, col;	/* 1-based, as typed */
	int	down;		/* insert: the direction letters shift */
	/* Words tagged before the others when tags run short (borrowed). */
	const struct shenanigrams_pick	*pick;
	size_t	npick;
};

/*
 * The rules a verdict rests on, legal or not: shenanigrams_rules[],
 * indexed by enum shenanigrams_rule, each with its name ("adjacent") and
 * the rulebook's sentence.  Every judgement here returns 0 for yes, 1 for
 * a rule "no" (the verdict's rule and msg say why) and -1 for an error
 * (the struct core_err says what).
 */
enum shenanigrams_rule {
	SR_OK_BUILD,		/* legal: working towards a word */
	SR_OK_COMPLETE,		/* legal: completes a word */
	SR_OK_STEAL,		/* legal: steals a word */
	SR_OK_PASS,		/* legal: turn given up */
	SR_OK_TRADE,		/* legal: five tiles traded */
	SR_FIRST_ANYWHERE,	/* legal: the first tile */
	SR_ADJACENT,		/* a tile must touch a played tile */
	SR_OCCUPIED,		/* the cell already holds a tile */
	SR_EMPTY_CELL,		/* replace/insert need a tile there */
	SR_DEAD_RUN,		/* a run that can never become a word */
	SR_IMMEDIATE,		/* a changed tagged word must be a word now */
	SR_UNTAGGED,		/* no replace/insert in an untagged word */
	SR_COMPLETES_UNTAGGED,	/* replace/insert may not complete one */
	SR_IDENTICAL,		/* no replacing with the same letter */
	SR_INSERT_FIRST,	/* insert goes between two letters */
	SR_SHIFT_BLOCKED,	/* the tiles after an insert cannot move */
	SR_TURN,		/* not this player's turn */
	SR_COUNTDOWN,		/* only a steal back counts in the countdown */
	SR_OVER,		/* the game is over */
	SR_TAGS,		/* audit: a tag was created or lost */
	SR_MUST_PLAY,		/* a pass while holding tiles */
	SR_BOARD_SIZE,		/* the board would outgrow what a state holds */
	SR_EMPTY_HAND,		/* a trade needs tiles in hand */
	SR_NOT_YOUR_TURN,	/* a trade is made in one's own turn */
	SR_HAND_FULL,		/* a hand holds five tiles */
	SR_NO_RETURN,		/* no tile goes from a hand to the bag */
	SR_DRAW_TO_TABLE,	/* with logins, no tile is drawn for nobody */
	SR_NRULES
};
extern const struct core_rule shenanigrams_rules[SR_NRULES];

/* One word a move completed or stole. */
struct shenanigrams_word {
	char	word[SHENANIGRAMS_WORDMAX + 1];
	size_t	row, col;	/* 0-based, on the board after the move */
	size_t	len;
	int	down;
	int	tagged;		/* the mover had a tag for it */
	size_t	nstolen;	/* tagged words it replaces */
	char	stolen[4][SHENANIGRAMS_WORDMAX + 1];
	char	from[4][STATE_NAME_MAX + 1];
};

/*
 * A word that only an insertion's shift made, joining tiles that moved to
 * tiles that did not: no tile of the move is in it, so it is no word the
 * move completes and it stays on the board untagged (shenanigrams(7)).
 */
struct shenanigrams_shifted {
	char	word[SHENANIGRAMS_WORDMAX + 1];
	size_t	row, col;	/* 0-based, on the board after the move */
	size_t	len;
	int	down;
};

struct shenanigrams_verdict {
	const struct core_rule		*rule;	/* of shenanigrams_rules[] */
	char			msg[256];	/* one sentence, for people */
	/* The first nwords are set; those after them are left as they were. */
	struct shenanigrams_word	words[SHENANIGRAMS_MAXWORDS];
	/* The first nshifted are set, as words. */
	struct shenanigrams_shifted	shifted[SHENANIGRAMS_MAXWORDS];
	size_t			nwords;
	size_t			nshifted;	/* words the shift alone made */
	int			discarded;	/* the replaced tile, or 0 */
	long			tags_placed;	/* mover's tags put down */
	long			tags_back;	/* mover's own tags come back */
	long			gain;		/* for ranking moves */
	int			terse;		/* a "no" leaves msg empty */
	/*
	 * The call, as shenanigrams_play judges a move in a game: player
	 * names, "" for none.  called: the mover places their last tag and
	 * calls "Shenanigrams!"; countdown: the seat on the caller's left,
	 * who may steal one of the caller's words back; back_in: the caller
	 * whom this steal back puts back in the game; winner: the caller,
	 * when this move lets the countdown run out.
	 */
	char			called[STATE_NAME_MAX + 1];
	char			countdown[STATE_NAME_MAX + 1];
	char			back_in[STATE_NAME_MAX + 1];
	char			winner[STATE_NAME_MAX + 1];
};

/*
 * Parse a move: "place L ROW,COL", "replace L ROW,COL",
 * "insert L ROW,COL across|down", "pass", "trade" or "challenged" (the
 * words of text, or of argv joined by spaces).  L is a letter, or "?"
 * and a letter for a wild tile played as that letter (m->wild).  -1 with
 * e for bad syntax.
 */
int	shenanigrams_parse_move(const char *text, struct shenanigrams_move *m,
	    struct core_err *e);
/*
 * The same for a move in alphabet a (NULL: A-Z), its letter in UTF-8 in
 * either case and one of a's own (no folds: a tile is a tile).  -1 with
 * e for bad syntax, bad UTF-8 or a letter that is not a's.
 */
int	shenanigrams_parse_move_alpha(const struct alphabet *a,
	    const char *text, struct shenanigrams_move *m, struct core_err *e);
/*
 * Parse the choice of a word to tag: its words, in any order, are the
 * word, "ROW,COL" and "across" or "down", each at most once ("at" is
 * skipped, so "TOE at 1,3 down" as steal-check prints it is read).  -1
 * with e for bad syntax.
 */
int	shenanigrams_parse_pick(const char *text, struct shenanigrams_pick *p,
	    struct core_err *e);
/* The same with its word in UTF-8 in alphabet a (NULL: A-Z). */
int	shenanigrams_parse_pick_alpha(const struct alphabet *a,
	    const char *text, struct shenanigrams_pick *p, struct core_err *e);
/*
 * The move as text, as shenanigrams_parse_move reads it, into buf (64
 * bytes): a wild's letter as "?L".
 */
const char *shenanigrams_move_text(const struct shenanigrams_move *m, char *buf);
/* The same with its letter in UTF-8 in alphabet a (NULL: A-Z as is). */
const char *shenanigrams_move_text_alpha(const struct alphabet *a,
	    const struct shenanigrams_move *m, char *buf);
/*
 * Letter bytes w of alphabet a (NULL: A-Z) as UTF-8: w itself when it
 * needs no encoding, else buf (size bytes, the text cut short to fit, a
 * byte that is no letter of a shown as '?').  For messages.
 */
const char *shenanigrams_utf8(const struct alphabet *a, const char *w,
	    char *buf, size_t size);

/*
 * The board of a plain grid: every run of three or more letters that is a
 * word counts as completed and tagged (owner unknown).  Its alphabet, a,
 * is NULL: the caller sets it for letters beyond A-Z.  On success b takes
 * g: both are freed with shenanigrams_board_free.  On error (-1, e
 * filled) g is still the caller's and b holds nothing.
 */
int	shenanigrams_board_from_grid(struct shenanigrams_board *b, struct grid *g,
	    const struct dict *d, struct core_err *e);
/*
 * The board and tagged words of a state, in UTF-8 in the state's language
 * (st->alpha, which becomes the board's a): decoded, and checked against
 * each other; bad UTF-8 and letters that are not the language's are -1
 * with e at file:line:col, the column in characters.  b is the caller's,
 * freed with shenanigrams_board_free (on error it holds nothing); its
 * tags' src are borrowed from st's document, valid while its "tagged" is
 * not written again.
 */
int	shenanigrams_board_from_state(struct shenanigrams_board *b, const struct state *st,
	    struct core_err *e);
/*
 * Is the board of state st sound, and each tagged word on it, as
 * shenanigrams_board_from_state reads them?  0, or -1 with e at the
 * place: what a tool that moves such a game on asks first (bag, deal;
 * shenanigrams_play reads the board first), so that no move, of tiles
 * or not, plays on (and writes back) a state that another tool refuses.
 */
int	shenanigrams_state_sound(const struct state *st, struct core_err *e);
/*
 * A small letter on the board of state st, read into g from its text at
 * line0, col0 (shenanigrams_board_text), is a wild tile: one only a set
 * that holds wilds (a distribution of one's own with '?') has.  Returns
 * 0, or -1 with e at the first such cell's file:line:col when the game's
 * set has none (the built-in one): malformed state.
 */
int	shenanigrams_board_wilds(const struct state *st, const struct grid *g,
	    size_t line0, size_t col0, struct core_err *e);
/*
 * The board of state st as its text, *len bytes borrowed from st (NULL
 * for a state with none), and where that text starts in st's file: *line
 * and *col of its first character.  Returns 0, or -1 with e for a board
 * that is no text block.
 */
int	shenanigrams_board_text(const struct state *st, const char **text,
	    size_t *len, size_t *line, size_t *col, struct core_err *e);
/*
 * Write the board and tagged words back into the state's document, in
 * UTF-8.  The old "tagged" list is freed: a board read from st before has
 * stale tags' src after it, and is not written again.
 */
int	shenanigrams_board_to_state(const struct shenanigrams_board *b, struct state *st,
	    struct core_err *e);
void	shenanigrams_board_free(struct shenanigrams_board *b);

/*
 * Judge a tile move (place, replace, insert) by mover (a name, or NULL
 * when unknown) who holds tags tags (-1: unlimited).  Fills v.  When after
 * is not NULL and the move is legal, *after receives the board after it,
 * a new board the caller frees with shenanigrams_board_free.
 * The words of m->pick are tagged first, the others longest first, then
 * in reading order, while tags last.  Returns 0 for a legal move, 1 for a
 * rule "no" (v->rule and v->msg say why; *after is untouched), or -1 for
 * a move that cannot even be judged (a cell far off the board; a pick
 * that names no word of the move, or several, or more words than there
 * are tags; e filled).
 */
int	shenanigrams_judge(const struct shenanigrams_board *b, const struct dict *d,
	    const struct shenanigrams_move *m, const char *mover, long tags,
	    struct shenanigrams_verdict *v, struct shenanigrams_board *after,
	    struct core_err *e);

/*
 * Judge a move in a game state, as the player whose turn it is (or player,
 * when given), the countdown after "Shenanigrams!" included; with apply,
 * change st: board, tagged words, hands refilled to five, discard, tags,
 * the turn, the call and the winner.  Returns as shenanigrams_judge; a rule "no"
 * leaves st unchanged.
 */
int	shenanigrams_play(struct state *st, const struct dict *d, const char *player,
	    const struct shenanigrams_move *m, int apply, struct shenanigrams_verdict *v,
	    struct core_err *e);

/*
 * No tag created or lost: each player's tags in hand plus the tagged words
 * they own make the number they started with.  Returns 0 when so (*total
 * is then every tag), 1 when not (v->rule is shenanigrams_rules[SR_TAGS]
 * and v->msg says who), -1 on a bad board (e filled).
 */
int	shenanigrams_audit_tags(const struct state *st, size_t *total,
	    struct shenanigrams_verdict *v, struct core_err *e);

/* Tags each player starts with: 7, 6, 5 or 4 for 2, 3, 4, 5-6 players. */
long	shenanigrams_start_tags(size_t nplayers);

/*
 * Is st a Shenanigrams game that records its winner, which no move
 * continues?  1 with e->rule SR_OVER, 0 when not (or another game).
 */
int	shenanigrams_over(const struct state *st, struct core_err *e);

/*
 * May n tiles be drawn into p's hand (p NULL: onto the table), or tiles
 * be returned from it to the bag (n 0, back 1)?  A Shenanigrams game over
 * takes none (SR_OVER); in one whose players have logins, where each
 * moves for themselves, a hand holds five tiles (SR_HAND_FULL) and gives
 * none back to the bag (SR_NO_RETURN), and no tile is drawn onto the
 * table (SR_DRAW_TO_TABLE).  0 yes, 1 with the rule's "no" in e; 0 in
 * another game.
 */
int	shenanigrams_may_bag(const struct state *st, const struct player *p,
	    size_t n, int back, struct core_err *e);

/*
 * TRADE: p discards every tile, draws SHENANIGRAMS_HAND more and misses the
 * turn (the turn passes to the next seat when the state keeps turns).
 * *got (may be NULL) receives a copy of the tiles drawn, the caller's to
 * free.  Returns 0, 1 (e->rule SR_OVER, SR_EMPTY_HAND or SR_NOT_YOUR_TURN,
 * the state unchanged) or -1.
 */
int	shenanigrams_trade(struct state *st, struct player *p, char **got,
	    struct core_err *e);

/*
 * Check a board: every run of three or more letters that is a word is a
 * completed word; every other run must still be able to become a word
 * with letters added at either end (an infix of a word); all tiles are one
 * connected group.  Every problem is appended to ps.  Returns 0 when
 * there is none, 1 when there is any (e->rule SR_DEAD_RUN when a run can
 * never become a word, else SR_ADJACENT; e->msg how many), or -1 (e
 * filled).
 */
int	shenanigrams_check_board(const struct grid *g, const struct dict *d,
	    struct grid_problems *ps, struct core_err *e);

#endif
