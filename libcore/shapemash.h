/*
 * shapemash.h: the rules of Shapemash: the 40 double-sided shapes and the
 * canvas rule, the builder's secret word, and the rounds of the team and
 * cooperative modes.  (The deck of word cards is in shapemash_cards.h.)
 */
#ifndef SHAPEMASH_H
#define SHAPEMASH_H

#include <stddef.h>

#include "core.h"
#include "rng.h"
#include "state.h"

#define SHAPE_KINDS	19	/* kinds of shape, 40 pieces in all */
#define SHAPE_PIECES	40
#define CANVAS_MAX	5	/* shapes on the canvas at once */

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
 * Make one move on a canvas, a line "add SHAPE [black|white]", "remove
 * SHAPE [SIDE]", "flip SHAPE [SIDE]" (SIDE is the side shown before the
 * flip; black when not given) or "clear"; blank lines and '#' comments do
 * nothing.  Returns 0, 1 for a move the rules forbid (a sixth shape, a
 * piece that is not in the box or not on the canvas; e says why), or -1
 * for a malformed line (e holds the column).
 */
int	shapemash_canvas_move(struct canvas *c, const char *line, struct core_err *e);

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

/* The builder's secret choice: one of the n words, at random. */
size_t	shapemash_pick(size_t n, struct rng *r);

#endif
