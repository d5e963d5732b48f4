/*
 * view.h: a game as the people at the table see it (table(1)).  Each of
 * the five games is drawn as its table shows it: the Shenanigrams board
 * and a Typeset sheet with rulers whose numbers are the coordinates the
 * tools take, each tag marked with its owner; whose turn it is, the
 * countdown or the round, what is left in the bag, the scores, and what
 * the game waits for; a category game as its boards.
 *
 * What is private stays so: no hand but the one of the player asked for,
 * never the bag's order, never a Shapemash card but to its builder; what
 * is hidden is shown as a count.  Every string the state holds is
 * escaped before it is drawn, so no control character of a file reaches a
 * terminal.
 *
 * The drawing is text for people (with a terminal's colours when asked),
 * or a document of the same things, in wordkit-json(7)'s keys.
 */
#ifndef VIEW_H
#define VIEW_H

#include "core.h"
#include "dict.h"
#include "node.h"
#include "state.h"
#include "util.h"

struct view_opts {
	/*
	 * The player whose hand is drawn (borrowed, a player of the
	 * state: the caller checks it), or NULL for nobody's.
	 */
	const char		*player;
	int			 colour;	/* a terminal's SGR escapes */
	/* Typeset's words are scored against it (view_needs_dict). */
	const struct dict	*dict;
};

/* Does drawing st score words, so that o->dict must be given?  1 or 0. */
int		 view_needs_dict(const struct state *st);

/*
 * Append the drawing of st to out, for people.  st is only read (its
 * game's modules take it unqualified).  Returns 0, or -1 with e filled
 * for a state its game's rules refuse (a board or mat that is not one).
 */
int		 view_text(struct state *st, const struct view_opts *o,
		    struct buf *out, struct core_err *e);

/*
 * The same as a document, the caller's to free with node_free; NULL with
 * e filled.
 */
struct node	*view_node(struct state *st, const struct view_opts *o,
		    struct core_err *e);

/*
 * Append s to b as the drawing shows every string of a file: a control
 * character, one that shows nothing or changes what is around it (a
 * bidi control, a zero-width character, a combining mark: char_shown)
 * and a byte that is not UTF-8 escaped as every tool's message escapes
 * them (\e, \u{301}, \x{FF}: char_escape).  Returns the columns it
 * takes on a terminal.
 */
size_t		 view_escape(struct buf *b, const char *s);

#endif
