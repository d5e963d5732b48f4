/*
 * solve.h: the Bananagrams solver: one connected grid of dictionary words
 * that uses every tile of a hand exactly once.
 *
 * The search is a depth-first search over grids built word by word: a
 * first word, then words that cross the tiles already down, longest and
 * hardest-letter first, with every crossing run checked as it forms and
 * every grid seen once.  It is deterministic: the same hand, dictionary and
 * options give the same grid and the same effort on every run.
 */
#ifndef SOLVE_H
#define SOLVE_H

#include <stddef.h>

#include "core.h"
#include "dict.h"
#include "grid.h"

#define SOLVE_MAXTILES	200

/*
 * A hand of at most this many tiles (a Bananagrams start) lists its words
 * in the first megabyte of its memory; a bigger one (a whole bag, a
 * peel's grid and tiles) reserves room for every word of the dictionary.
 */
#define SOLVE_SMALL_HAND	21

/*
 * How a search ended.  Only the first two settle the hand; the others say
 * why it is not settled.  What a tool makes of each is its own (solve(1)
 * exits 0, 1, and 3 for the last three).
 */
enum solve_status {
	SOLVE_OK,		/* solved: a grid was found */
	SOLVE_IMPOSSIBLE,	/* proven: no grid exists */
	SOLVE_OUT_OF_TIME,	/* the time limit ran out first */
	SOLVE_OUT_OF_NODES,	/* the node budget (max_nodes) was spent first */
	SOLVE_SEARCH_ENDED	/* the search ended with neither a grid nor a
				   proof that none exists */
};

enum solve_prefer {
	SOLVE_FEWEST_WORDS = 0,	/* long words first */
	SOLVE_SMALLEST_AREA	/* words that keep the grid compact first */
};

struct arena;

struct solve_opts {
	size_t			 minlen;	/* 2; 3 for "no two-letter words" */
	enum solve_prefer	 prefer;
	double			 time_limit;	/* seconds; 0: no limit */
	unsigned long		 max_nodes;	/* 0: no limit */
	const struct grid	*from;		/* a peel: the grid to keep */
	/* memory to work in, kept from one call to the next (a bot's), or
	 * NULL: each call has its own */
	struct arena		*scratch;
	/* set by solve_hand: when it started, so every stage shares the
	 * time limit and the node budget */
	long long		 t0_ns;
	unsigned long		 used_nodes;
};

struct solve_result {
	enum solve_status	 status;
	struct grid		*grid;		/* the solution (caller frees) */
	char			 reason[256];	/* why not solved: the proof, or
						   how the search ended */
	unsigned long		 nodes;		/* search effort */
	size_t			 moved;		/* --from: old tiles moved */
	size_t			 words;		/* words on the grid */
};

/*
 * Solve a hand: tiles 'A'-'Z' and '?' for a wild (shown on the grid as the
 * lowercase letter it stands for).  With o->from, the tiles are the new
 * ones, to be fitted to that grid with as few of its tiles moved as can
 * be.  Fills r; returns 0, or -1 on error (e filled).
 */
int	solve_hand(const struct dict *d, const char *tiles,
	    const struct solve_opts *o, struct solve_result *r,
	    struct core_err *e);

/*
 * A status's name for YAML and JSON: "solved", "impossible",
 * "out-of-time", "out-of-nodes", "search-ended"; a static string.
 */
const char	*solve_status_name(enum solve_status s);

#endif
