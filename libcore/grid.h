/*
 * grid.h: a grid of letter tiles as text, the words on it, and the
 * problems found on it.
 *
 * Text form: one row per line, '.' or ' ' for an empty cell, 'A'-'Z' a
 * tile, 'a'-'z' a wild tile standing for that letter.  Coordinates in
 * messages are "ROW,COL" from 1,1 at the top-left; in this API rows and
 * columns count from 0.
 */
#ifndef GRID_H
#define GRID_H

#include <stddef.h>

#include "core.h"
#include "util.h"

#define GRID_MAX	1000	/* rows or columns */

struct grid {
	size_t	 rows, cols;
	char	*cell;		/* rows * cols; 0 is empty */
};

/* A maximal run of two or more tiles in one direction. */
struct run {
	size_t	row, col;	/* first tile */
	size_t	len;
	int	down;		/* 0 across, 1 down */
};

struct grid_problem {
	int	 kind;		/* GP_* */
	size_t	 row, col;	/* where: a run's first tile, a tile */
	int	 down;		/* for runs */
	size_t	 len;		/* for runs: its length, else 0 */
	char	*word;		/* the whole run or tiles; NULL: none */
	char	*msg;		/* a sentence for people, whole */
};

enum {
	GP_NOT_WORD = 1,	/* a run that is not in the dictionary */
	GP_TOO_SHORT,		/* a word shorter than --min-length */
	GP_DEAD_RUN,		/* Shenanigrams: can never become a word */
	GP_DETACHED,		/* tiles not joined to the first group */
	GP_LONE_TILE,		/* a tile in no word */
	GP_HAND,		/* the grid does not use exactly the hand */
	GP_EMPTY		/* no tiles at all */
};

/*
 * A grid's problems.  The caller sets alpha to the alphabet of the grid's
 * letter bytes (NULL: A-Z), which the messages spell in UTF-8
 * (grid_problem_letters), and english to 1 when the messages are an
 * answer on the standard output, the same in every language (i18n.h);
 * otherwise they are in the reader's language.
 */
struct grid_problems {
	struct grid_problem	*p;
	size_t			 n, cap;
	const struct alphabet	*alpha;
	int			 english;
};

/*
 * Parse len bytes of grid text (NUL-terminated at len) into a new grid,
 * the caller's to free with grid_free; NULL with e filled.  file, line0
 * and col0 place the text in its file for messages: row 1 is on line
 * line0, and every row starts at column col0 (a board inside a state is
 * a block indented under its key).
 */
struct grid	*grid_parse(const char *text, size_t len, const char *file,
		    size_t line0, size_t col0, struct core_err *e);
/*
 * grid_parse for text in UTF-8 spelt in alphabet a: each line is decoded
 * into a's letter bytes (alphabet.h) with a's own letters only, no folds
 * (a cell is a tile, and ß folding to SS would move every cell after it),
 * one character a cell, a small letter a wild.  Bad UTF-8 and a character
 * that is no letter of a are errors at file:line:col, the column counted
 * in characters.  With a NULL, or ASCII text and an a that has all of
 * A-Z, it is grid_parse itself.  The grid is the caller's (grid_free).
 */
struct alphabet;
struct grid	*grid_parse_alpha(const struct alphabet *a, const char *text,
		    size_t len, const char *file, size_t line0, size_t col0,
		    struct core_err *e);
/* A new grid of rows x cols empty cells (grid_free); NULL, e filled. */
struct grid	*grid_new(size_t rows, size_t cols, struct core_err *e);
void		 grid_free(struct grid *g);

static inline char
grid_at(const struct grid *g, size_t r, size_t c)
{
	return g->cell[r * g->cols + c];
}

/* Number of tiles on the grid. */
size_t		 grid_tiles(const struct grid *g);
/*
 * Every maximal run of two or more tiles: across runs in reading order,
 * then down runs.  *out belongs to the caller.
 */
int		 grid_runs(const struct grid *g, struct run **out, size_t *n,
		    struct core_err *e);
/*
 * Call fn for every run (in grid_runs order) with its letters, NUL
 * terminated, borrowed for the call.  Stops at the first non-zero return,
 * which it returns; -1 when out of memory (e filled).
 */
typedef int grid_run_fn(void *arg, const struct run *r, const char *w);
int		 grid_each_run(const struct grid *g, grid_run_fn *fn,
		    void *arg, struct core_err *e);
/*
 * Label connected groups of tiles (4-neighbour): label[r * cols + c] is
 * 0 for empty cells, else the group number from 1, numbered in reading
 * order of each group's first tile.  Returns the number of groups, or -1.
 */
long		 grid_groups(const struct grid *g, unsigned *label);
/*
 * The connectivity rule, shared by every game with a grid: every group
 * but the largest (the first such in reading order) is appended to ps as
 * a GP_DETACHED problem.  Returns 0, or -1 when out of memory (e filled).
 */
int		 grid_check_connected(const struct grid *g,
		    struct grid_problems *ps, struct core_err *e);
/* The grid as text, '.' for empty cells, one line per row. */
int		 grid_write(const struct grid *g, struct buf *out);
/*
 * The same in UTF-8, the letter bytes of alphabet a (NULL: as they are)
 * written as their letters, a wild small.  -1 when out of memory or for a
 * cell that is no letter of a.
 */
int		 grid_write_alpha(const struct grid *g, const struct alphabet *a,
		    struct buf *out);

/*
 * Add a problem (fmt, translated unless ps->english, makes its msg, a
 * sentence in UTF-8: a word or letter in it is given as
 * grid_problem_letters spells it; word, letter bytes, may be NULL, is
 * copied) to ps, whose list the caller frees with grid_problems_free; -1
 * when out of memory, ps as it was.  Neither word nor msg is ever cut: a
 * run is as long as a grid is wide, and a hand's tiles as many as it
 * holds.
 */
int		 grid_problem_add(struct grid_problems *ps, int kind,
		    size_t row, size_t col, int down, size_t len,
		    const char *word, const char *fmt, ...)
		    __attribute__((format(printf, 8, 9)));
/*
 * The n letter bytes at s (of ps->alpha, a wild small) in UTF-8 for a
 * problem's message, in a new string the caller frees (free); a byte
 * that is no letter stays as it is.  NULL when out of memory.
 */
char		*grid_problem_letters(const struct grid_problems *ps,
		    const char *s, size_t n);
/* Free every problem's strings and the list; ps is empty again. */
void		 grid_problems_free(struct grid_problems *ps);
/* "ROW,COL" (1-based) of a 0-based cell, into buf (24 bytes). */
const char	*grid_coord(size_t row, size_t col, char *buf);

/*
 * Take the tiles on g out of hand, in place: for each tile on g one like
 * it (a wild cell, 'a'-'z', takes a '?'), first occurrences first, the
 * rest of hand kept in its order.  g may be NULL, holding no tiles.
 * Returns 0, or -1 leaving hand unchanged when hand lacks a tile of g or
 * holds something that is not a tile.
 */
int		 grid_hand_minus(char *hand, const struct grid *g);

#endif
