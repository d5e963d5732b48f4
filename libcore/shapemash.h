/*
 * shapemash.h: the rules of Shapemash: its table of rules, the 40
 * double-sided shapes and the canvas rule, the builder's secret word, and
 * the rounds of the team and cooperative modes.  (The deck of word cards
 * is in shapemash_cards.h; its rules are in this table too.)
 */
#ifndef SHAPEMASH_H
#define SHAPEMASH_H

#include <stddef.h>
#include <stdint.h>

#include "core.h"
#include "rng.h"
#include "state.h"

#define SHAPE_KINDS	19	/* kinds of shape, 40 pieces in all */
#define SHAPE_PIECES	40
#define CANVAS_MAX	5	/* shapes on the canvas at once */

/*
 * The rules of Shapemash a "no" rests on: shapemash_rules[], indexed by
 * enum shapemash_rule.
 */
enum shapemash_rule {
	MR_CANVAS_FULL,		/* "canvas-full": five shapes at most */
	MR_BOX_EMPTY,		/* "box-empty": no more pieces of a kind */
	MR_NOT_ON_CANVAS,	/* "not-on-canvas": nothing to take or turn */
	MR_CARD_GUESSED,	/* "card-guessed": one guess a cooperative round */
	MR_ROUND_OVER,		/* "round-over": both pictograms guessed */
	MR_OWN_FIRST,		/* "own-first": a team's own pictogram first */
	MR_PICTOGRAM_GUESSED,	/* "pictogram-guessed": each guessed once */
	MR_DECK_TOO_LOW,	/* "deck-too-low": fewer cards than asked */
	MR_CARDS_LOST,		/* "cards-lost": the audit */
	MR_CARDS_CHANGED,	/* "cards-changed": the audit */
	MR_NOT_BUILDER,		/* "not-the-builder": the builder's card */
	MR_ONE_CARD,		/* "one-card": one card a round */
	MR_NRULES
};
extern const struct core_rule shapemash_rules[MR_NRULES];

struct shape_kind {
	const char	*name;
	int		 count;	/* pieces of this kind in the box */
};
extern const struct shape_kind shape_kinds[SHAPE_KINDS];

enum side { SIDE_BLACK, SIDE_WHITE };

/* What lies on a canvas: pieces of each kind, by the side shown. */
struct canvas {
	int	on[SHAPE_KINDS][2];
	int	total;
};

/*
 * Make one move on a canvas, a line "add SHAPE [black|white]" (black
 * when not given), "remove SHAPE [SIDE]", "flip SHAPE [SIDE]" (SIDE is
 * the side shown before the flip; when not given, black if a black piece
 * of SHAPE is on the canvas, else white) or "clear"; blank lines and '#'
 * comments do nothing.  Returns 0, 1 for a move the rules forbid (a
 * sixth shape, a piece that is not in the box or not on the canvas; e
 * says why), or -1 for a malformed line (e holds the column).
 */
int	shapemash_canvas_move(struct canvas *c, const char *line, struct core_err *e);

/*
 * The team game's two canvases, one a team, whose pieces come from one
 * box (shapemash(7), "The team game's canvases").
 */
struct canvases {
	const char	*team[2];	/* the teams' names, as tally reads them */
	struct canvas	 c[2];
};

/*
 * Make one move of the team game, a line "TEAM MOVE": MOVE as
 * shapemash_canvas_move takes it, on TEAM's canvas.  Each canvas holds
 * at most five shapes; both take their pieces from the one box, so a kind
 * of shape is on the two together no more times than the box has pieces
 * of it.  Returns 0, 1 for a move the rules forbid (e says why), or -1
 * for a malformed line, or a TEAM that is neither team (e holds the
 * column).
 */
int	shapemash_canvases_move(struct canvases *t, const char *line,
	    struct core_err *e);

/* One round's correct guesses, as read so far. */
struct round {
	const char	*team[2];	/* NULL for a cooperative round */
	int		 guessed[2];	/* pictogram i guessed: by 1 + team */
	int		 points[2];
	int		 coop_guessed;
};

/*
 * Count one correct guess of a round.  Team mode: "TEAM [OWNER]", TEAM's
 * guess of OWNER's pictogram (its own when OWNER is not given).  A team
 * must guess its own pictogram before the other's, and each pictogram is
 * guessed once: the round is over when both are.  Cooperative mode (no
 * teams): any words, one guess of the card.  Returns 0, 1 for a guess the
 * rules do not allow, -1 for a malformed line; blank lines and comments
 * count nothing.
 */
int	shapemash_round_guess(struct round *r, const char *line, struct core_err *e);

/*
 * May name be a team's in a round: a name that tally(1) reads as a name,
 * not a number ("1", "-2")?  1 yes, with the name as tally reads it in
 * out (a letter written decomposed composed: tally_name_read); 0 no.
 * A round's guesses name its teams as tally reads them too.
 */
int	shapemash_team_name(const char *name, char out[STATE_NAME_MAX + 1]);

/*
 * May p (NULL: whoever runs the tools, in a game without logins) act as
 * the round's builder: draw its card and pick its word, or, passing (1),
 * pass the canvas on?  The builder is the player whose turn it is, when
 * the state names one.  0 yes; 1 no, e's rule MR_NOT_BUILDER.
 */
int	shapemash_may_build(const struct state *st, const struct player *p,
	    int passing, struct core_err *e);

/*
 * The builder's secret choice: one of the n words of the card at place k
 * of the shuffled deck (0 the top: the cards played before it), at
 * random from the game's seed and k alone, so that the card gives the
 * same word at every pick and the word is kept nowhere (shapemash(7)).
 */
size_t	shapemash_pick(uint64_t seed, size_t k, size_t n);

#endif
