/*
 * shenanigrams_int.h: what the files of the Shenanigrams rules share and
 * nothing outside them needs.  shenanigrams.h is the module's contract;
 * this header is the family's own:
 *
 *	shenanigrams.c		rule texts, moves, verdicts, the audit
 *	shenanigrams_board.c	the board from a grid or a state and back,
 *				and made ready to judge moves on
 *	shenanigrams_judge.c	judging a tile move, phase by phase
 *	shenanigrams_play.c	a tile move played (the board after it read
 *				from the old one), and a move in a game
 *
 * shenanigrams_find.c, the move finder, reads it too.
 */
#ifndef SHENANIGRAMS_INT_H
#define SHENANIGRAMS_INT_H

#include <stddef.h>

#include "alphabet.h"
#include "core.h"
#include "dict.h"
#include "grid.h"
#include "shenanigrams.h"
#include "tiles.h"
#include "util.h"

/*
 * The capital of a cell's letter byte: the 0x20 bit is the case of every
 * letter (alphabet.h), and an empty cell, 0, stays 0.
 */
static inline char
shenanigrams_up(char c)
{
	return (char)(c & ~0x20);
}

/* The letter byte move m puts on the board: a wild's is the small letter. */
static inline char
shenanigrams_cell_of(const struct shenanigrams_move *m)
{
	return (char)(m->wild ? m->letter | 0x20 : m->letter);
}

/* The tile move m takes from the hand: '?' for a wild, else its letter. */
static inline char
shenanigrams_tile_of(const struct shenanigrams_move *m)
{
	return (char)(m->wild ? TILE_WILD : m->letter);
}

/* Where a cell of the old board lands on the new one. */
struct shenanigrams_remap {
	size_t			 dr, dc;	/* grown before */
	const unsigned char	*shift;		/* cells that move */
	size_t			 ocols;
	int			 down;
};

/* A tagged word by where it starts: its line (row or column) and place. */
struct shenanigrams_tagpos {
	size_t	line, pos, len;
	size_t	k;		/* its index in the board's tags */
};

/*
 * A board made ready to judge many moves on: its tagged words in order of
 * where they start, and the scratch a judgement needs, kept from one move
 * to the next.  The board is borrowed and must not change while the prep
 * is in use.  Its tagged words are runs read off the board, as
 * shenanigrams_board_from_grid and _from_state make them: two in one
 * direction cover the same cells or none in common.
 */
struct shenanigrams_prep {
	const struct shenanigrams_board	*b;
	size_t		 ntiles;
	struct shenanigrams_tagpos *ord[2];	/* across, down: by line, pos, k */
	size_t		 nord[2];
	/* An insertion's tiles that move (1) and stay (2); all 0 between moves. */
	unsigned char	*mark;
	size_t		*queue;
	struct run	*chg;		/* the changed runs of a move */
	size_t		 chgcap;
	size_t		*hit;		/* tagged words a move reaches */
	size_t		 hitcap;
	char		*w;		/* a run's letters */
	int		 terse;		/* a "no" is not worded (the verdict's terse) */
};

/*
 * A judgement in progress, from the move to the verdict: what is judged
 * (borrowed), how the board after the move reads, and the runs it
 * changed.  The board after the move is never built but by make_after:
 * shenanigrams_after_at reads it from the old one, so a judgement touches
 * only the runs through the cells the move changed and the tagged words
 * on them.
 */
struct shenanigrams_judging {
	struct shenanigrams_prep	*p;
	const struct shenanigrams_board	*b;
	const struct dict		*d;
	const struct shenanigrams_move	*m;
	const char			*mover;	/* NULL: unknown */
	long				 tags;	/* -1: unlimited */
	struct shenanigrams_verdict	*v;
	struct core_err			*e;

	/* The cell, 0-based (-1 just outside), and on the new board. */
	long			 r, c;
	int			 inside;	/* on the old board */
	size_t			 cr, cc;
	/* The board after the move: its size, and where old cells land. */
	size_t			 nrows, ncols;
	struct shenanigrams_remap map;
	/* An insertion: the tagged word, and the tiles in p->queue that move. */
	const struct shenanigrams_tag	*ins;
	size_t			 nshift;
	/* The changed runs, in grid_runs order (in p->chg). */
	size_t			 nchg;
	int			 own_back;	/* mover's tags back */
};

/*
 * Make p ready to judge moves on b; shenanigrams_prep_free frees it.
 * Returns 0, or -1 when out of memory (e filled).
 */
int	shenanigrams_prep_init(struct shenanigrams_prep *p,
	    const struct shenanigrams_board *b, struct core_err *e);
void	shenanigrams_prep_free(struct shenanigrams_prep *p);

/*
 * The tagged words in direction down that start at old cell (r, c):
 * p->ord[down][*lo] up to (not including) *hi, by index.  With cover, those that cover
 * the cell instead.  Returns *hi - *lo.
 */
size_t	shenanigrams_tags_at(const struct shenanigrams_prep *p, size_t r,
	    size_t c, int down, int cover, size_t *lo, size_t *hi);

/* As shenanigrams_judge, on a prepared board. */
int	shenanigrams_judge_prep(struct shenanigrams_prep *p,
	    const struct dict *d, const struct shenanigrams_move *m,
	    const char *mover, long tags, struct shenanigrams_verdict *v,
	    struct shenanigrams_board *after, struct core_err *e);

/*
 * Decode UTF-8 s with a's own letters only (no folds), in capitals,
 * appended to out.  Returns 0; 1 (core_no) at a character that is no
 * letter of a, or -1 for bad UTF-8 or no memory; e->col is then the
 * character's column in s, from 1.
 */
int	shenanigrams_decode(const struct alphabet *a, const char *s,
	    struct buf *out, struct core_err *e);

/* ROW,COL as typed (each within a million); -1 when it is not. */
int	shenanigrams_parse_coord(const char *s, long *row, long *col);

/*
 * An empty verdict, every field zero but the words past nwords, which no
 * one reads: they are most of its 16 kB, and judging is mostly this.
 */
void	shenanigrams_verdict_clear(struct shenanigrams_verdict *v);

/* A rule "no": v's rule and message (from fmt) are set.  Returns 1. */
int	shenanigrams_no(struct shenanigrams_verdict *v,
	    enum shenanigrams_rule r, const char *fmt, ...)
	    __attribute__((format(printf, 3, 4)));
/* The same, by a rule of another table (bag's, for a tile not held). */
int	shenanigrams_no_by(struct shenanigrams_verdict *v,
	    const struct core_rule *rule, const char *fmt, ...)
	    __attribute__((format(printf, 3, 4)));

/* 1 when one of the words of legal verdict v steals a word of owner's. */
int	shenanigrams_steals_from(const struct shenanigrams_verdict *v,
	    const char *owner);

/* Append a tagged word to b; -1 when out of memory. */
int	shenanigrams_add_tag(struct shenanigrams_board *b, const char *word,
	    const char *owner, size_t row, size_t col, size_t len, int down);

/*
 * Play j's tile move (j->r, j->c and j->inside set), checking the rules
 * the move breaks before any word is read: fills j->cr and j->cc, the
 * size of the board after the move, j->map and, for an insertion, j->ins,
 * j->nshift and the marks of j->p; a replaced tile goes to
 * j->v->discarded.  Returns 0, 1 for a rule "no" (j->v says why) or -1
 * (j->e filled).  shenanigrams_play_done clears what it marked.
 */
int	shenanigrams_play_tile(struct shenanigrams_judging *j);
void	shenanigrams_play_done(struct shenanigrams_judging *j);

/* The cell (r, c) of the board after j's move (inside it); 0 is empty. */
char	shenanigrams_after_at(const struct shenanigrams_judging *j, size_t r,
	    size_t c);
/*
 * The old tile that lands on cell (r, c) of the board after j's move,
 * into *or and *oc: 1, or 0 when none does (an empty cell, or the tile
 * the move put down).
 */
int	shenanigrams_before(const struct shenanigrams_judging *j, size_t r,
	    size_t c, size_t *or, size_t *oc);

#endif
