/*
 * shenanigrams_int.h: what the files of the Shenanigrams rules share and
 * nothing outside them needs.  shenanigrams.h is the module's contract;
 * this header is the family's own:
 *
 *	shenanigrams.c		rule texts, moves, verdicts, the audit
 *	shenanigrams_board.c	the board from a grid or a state and back
 *	shenanigrams_judge.c	judging a tile move, phase by phase
 *	shenanigrams_play.c	a tile move played on a copy of the board,
 *				and a move played in a game
 *
 * shenanigrams_find.c, the move finder, reads it too.
 */
#ifndef SHENANIGRAMS_INT_H
#define SHENANIGRAMS_INT_H

#include <stddef.h>

#include "core.h"
#include "dict.h"
#include "grid.h"
#include "shenanigrams.h"

/* Where a cell of the old board lands on the new one. */
struct shenanigrams_remap {
	size_t			 dr, dc;	/* grown before */
	const unsigned char	*shift;		/* cells that move */
	size_t			 ocols;
	int			 down;
};

/*
 * A judgement in progress, from the move to the verdict: what is judged
 * (borrowed), the board after the move and how the old board maps onto
 * it, and the runs of both boards compared.  Every pointer after e is
 * owned, NULL until made, and freed by shenanigrams_judge.
 */
struct shenanigrams_judging {
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
	/* The board after the move; for an insertion, cells that move (1). */
	struct grid		*ng;
	unsigned char		*shift;
	struct shenanigrams_remap map;
	/* Runs of the old and new boards, and what the judge reads of them. */
	struct run		*oruns, *nruns;
	size_t			 noruns, nnruns;
	unsigned char		*same;	/* nruns[i] is an old run */
	unsigned char		*tagok;	/* b->t[i] is unchanged */
	char			*w;		/* a run's letters */
	int			 own_back;	/* mover's tags back */
};

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

/* 1 when one of the words of legal verdict v steals a word of owner's. */
int	shenanigrams_steals_from(const struct shenanigrams_verdict *v,
	    const char *owner);

/* Append a tagged word to b; -1 when out of memory. */
int	shenanigrams_add_tag(struct shenanigrams_board *b, const char *word,
	    const char *owner, size_t row, size_t col, size_t len, int down);

/*
 * Play j's tile move (j->r, j->c and j->inside set) on a copy of the
 * board, checking the rules the move breaks before any word is read:
 * fills j->ng, j->cr and j->cc, j->map and, for an insertion, j->shift;
 * a replaced tile goes to j->v->discarded.  Returns 0, 1 for a rule "no"
 * (j->v says why) or -1 (j->e filled).
 */
int	shenanigrams_play_tile(struct shenanigrams_judging *j);

#endif
