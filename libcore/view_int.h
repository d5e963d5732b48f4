/*
 * view_int.h: what the files of the view family share, and no tool uses.
 *
 *	view.c			the dispatch, escaped text, colours, documents
 *	view_grid.c		a grid drawn with its rulers
 *	view_bananagrams.c	Bananagrams: the players, the bunch, the call
 *	view_shenanigrams.c	Shenanigrams: the board, its tags, the turn
 *	view_typeset.c		Typeset: each player's sheet and score
 *	view_categories.c	the category game: its boards
 *	view_shapemash.c	Shapemash: the deck and the builder's card
 *
 * A game's view makes text when v->b is set, and otherwise fills the
 * document v->doc.  Text written with view_fmt is the view's own; every
 * string that comes from the state goes through view_str (escaped) or
 * view_tiles (letters), never through view_fmt.
 */
#ifndef VIEW_INT_H
#define VIEW_INT_H

#include <stddef.h>

#include "core.h"
#include "node.h"
#include "state.h"
#include "util.h"
#include "view.h"

/* Colours, as SGR parameters. */
#define VIEW_BOLD	"1"
#define VIEW_DIM	"2"

/* Rows or columns past which a grid has its numbers on all four sides. */
#define VIEW_BIG	12

struct view {
	struct state		*st;
	const struct view_opts	*o;
	struct buf		*b;	/* the text; NULL: make doc */
	struct node		*doc;	/* the document (a mapping) */
	struct core_err		*e;
};

/* --- view.c: text --- */

/* Start colour sgr (a terminal's only), and end every colour. */
void		 view_sgr(struct view *v, const char *sgr);
void		 view_plain(struct view *v);
/* The view's own text, formatted: never a string of the state. */
void		 view_fmt(struct view *v, const char *fmt, ...)
		    __attribute__((format(printf, 2, 3)));
/*
 * A string of the state, escaped: a control character, a character that
 * turns text around (bidirectional controls) and a byte that is not
 * UTF-8 become \xHH or \uHHHH.  view_pad adds spaces to w columns.
 */
void		 view_str(struct view *v, const char *s);
void		 view_pad(struct view *v, const char *s, size_t w);
/* The columns view_str takes for s. */
size_t		 view_width(const char *s);
/* Tiles (letter bytes of the state's language) in UTF-8, in order. */
void		 view_tiles(struct view *v, const char *s);
/* "hand of NAME: RACK", the hand of the player -p names, if any. */
void		 view_own_hand(struct view *v);
/* The line of a game: its name in bold, then msg (escaped). */
void		 view_head(struct view *v, const char *game, const char *msg);

/*
 * The game's name, as a table says it: "Shenanigrams", or for a set of
 * one's own "Bananagrams (NAME)", made in buf (len bytes).
 */
const char	*view_game_name(const struct state *st, char *buf, size_t len);

/* A seat's mark on a board (1-9, a-z, A-Z) and its colour. */
int		 view_mark(long seat);
const char	*view_seat_sgr(long seat);

/* --- view.c: documents --- */

/*
 * The first keys of every document: game, lang, the -p player, status
 * and message; and its last, winners (the n names of w) and over.  Each
 * returns 0, or -1 when memory ran out (e filled).
 */
int		 view_doc_head(struct view *v, const char *status,
		    const char *msg);
int		 view_doc_tail(struct view *v, const char *const *w, size_t n,
		    int over);
/* Set key of m to a string, a number, a bool or tiles (in UTF-8). */
int		 view_set_str(struct node *m, const char *key, const char *s);
int		 view_set_int(struct node *m, const char *key, long long n);
int		 view_set_bool(struct node *m, const char *key, int yes);
int		 view_set_tiles(struct view *v, struct node *m, const char *key,
		    const char *s);
/* A new mapping in flow style pushed onto seq; NULL out of memory. */
struct node	*view_push_map(struct node *seq, int style);
/* The value of a top-level key when it is a scalar, else NULL. */
const char	*view_key(const struct view *v, const char *key);

/* --- view_grid.c --- */

/* One cell as drawn: three columns, a mark, the letter, a mark. */
struct view_cell {
	int		 letter;	/* a letter byte, or '.', '_', ' ' */
	char		 pre, post;	/* marks, ' ' for none */
	const char	*sgr;		/* the letter's colour, or NULL */
	const char	*pre_sgr, *post_sgr;
};

struct view_grid {
	size_t		 rows, cols;	/* cells 1,1 to rows,cols */
	/* Row and column 0 and rows+1, cols+1 too, where a tile grows it. */
	int		 margin;
	/* Fill cell r,c (1-based, never the margin's). */
	void		 (*cell)(void *arg, size_t r, size_t c,
			    struct view_cell *out);
	/* What row r adds after its cells, or NULL. */
	void		 (*after)(void *arg, struct view *v, size_t r);
	void		*arg;
};

/* Draw g, each line indented by two spaces. */
void		 view_grid(struct view *v, const struct view_grid *g);

/* --- the games --- */
int		 view_bananagrams(struct view *v);
/*
 * A Bananagrams game's house rules, agreed before play (st->house), where
 * the game is shown: a line of text, or "rules" in the document.  0, or
 * -1 out of memory.
 */
int		 view_bananagrams_house(struct view *v);
int		 view_shenanigrams(struct view *v);
int		 view_typeset(struct view *v);
int		 view_categories(struct view *v);
int		 view_shapemash(struct view *v);

#endif
