/*
 * solve_grids.h: what the search of every grid (solve_grids.c) and its
 * vowel check (solve_cover.c) share, and nothing else includes: the
 * search's state, and the lanes the check counts in.
 */
#ifndef SOLVE_GRIDS_H
#define SOLVE_GRIDS_H

#include <stdint.h>

#include "solve_int.h"

#define GRIDS_OPTS	4096	/* a check's choices, all ways together */
#define GRIDS_WAYS	64	/* the ways it counts */
#define GRIDS_CHECK	2000	/* its steps; past them, it ends nothing */

/*
 * cover_ways()'s counts: a byte a letter (opt[]'s layout), eight to a
 * word, so that a step adds, caps and compares every letter at once.
 * Every count is GRIDS_TILES at most, and a sum of two below 128 (a
 * vowel's ways, two a tile, with a word's tiles of it, 3 * GRIDS_TILES
 * at most), so no byte carries into the next and each byte's top bit is
 * free to compare by: a | LANE_TOP less b keeps a byte's top bit where
 * a >= b.
 */
#define LANE_WORDS	(ALPHA_MAX / 8)
#define LANE_TOP	0x8080808080808080ULL
#define LANE_ONES	0x0101010101010101ULL

struct lanes {
	uint64_t	 w[LANE_WORDS];
};
typedef char lanes_fill_opt[ALPHA_MAX % 8 == 0 &&
    3 * GRIDS_TILES < 128 ? 1 : -1];

/* Each byte the smaller of a's and b's. */
static inline uint64_t
lane_min(uint64_t a, uint64_t b)
{
	uint64_t ge = ((((a | LANE_TOP) - b) & LANE_TOP) >> 7) * 0xff;

	return (b & ge) | (a & ~ge);
}

/* Each byte the larger of a's and b's. */
static inline uint64_t
lane_max(uint64_t a, uint64_t b)
{
	return a ^ b ^ lane_min(a, b);
}

/* The sum of a's bytes (GRIDS_TILES at most: no carry). */
static inline unsigned
lane_sum(uint64_t a)
{
	return (unsigned)((a * LANE_ONES) >> 56);
}

/* Is some byte of a below b's? */
static inline int
lane_below(uint64_t a, uint64_t b)
{
	return (((a | LANE_TOP) - b) & LANE_TOP) != LANE_TOP;
}

/*
 * A question the check by counts has answered (cover_counts()): the tiles
 * left and the open ways of the vowel tiles laid, a lane a letter, and
 * its answer (0: none kept here).
 */
struct counts_seen {
	struct lanes	 left, open;
	unsigned char	 answer;
};

#define COUNTS_SEEN	(1 << 15)	/* the answers kept (2.4 MB) */

/* A way's state, two bits a way of a tile (across, then down). */
enum { WAY_OPEN, WAY_WORD, WAY_NONE };

struct grids {
	const struct solver *s;
	int		 side;		/* the board's */
	int		 longest;	/* the longest word's letters */
	int		 step[2];	/* 1 across, side down */
	unsigned char	*cell;		/* letter index + 1, 0 empty */
	unsigned char	*shut;		/* how many ends and "no word"s keep
					   each place empty */
	unsigned char	*way;		/* each tile's two ways */
	int		*laid;		/* the places of the tiles laid */
	int		 nlaid;
	unsigned	 left[ALPHA_MAX];	/* tiles not laid, by letter */
	unsigned	 nleft;
	/* The hand's words: letters (indexes), where each starts, masks. */
	unsigned char	*spell;
	uint32_t	*at;
	uint32_t	*mask;
	size_t		 nw;
	uint32_t	*by, *byat;	/* the words holding each letter */
	uint32_t	*oc, *ocat;	/* each letter's places in the words,
					   a word's index << 6 | the place,
					   shortest words first */
	uint32_t	 vowel;		/* the letters a word with a vowel
					   holds one of */
	uint32_t	 plain;		/* letters some vowelless word holds */
	uint64_t	*part;		/* every part of every word, hashed
					   (NULL: too many) */
	size_t		 part_mask;
	/*
	 * The work done: the words each_word() has looked at, four more
	 * for each it laid on the grid to check, and GRIDS_NODE_WORK for
	 * each branch (about what one costs besides); most: at most.
	 */
	unsigned long	 nodes, work, most;
	/* cover()'s: each way's choices, the tiles they hold of each letter */
	unsigned char	(*opt)[ALPHA_MAX];
	int		 nopt, nways, beg[GRIDS_WAYS], end[GRIDS_WAYS];
	int		 from;		/* where this way's choices start */
	unsigned char	 same[GRIDS_WAYS];	/* a way like the one before */
	/*
	 * The choices of a way of a vowel tile left, by its letter, first in
	 * opt[], made once (free_choices()): fvalid 1 made, -1 too many.
	 */
	int		 nfree, fbeg[ALPHA_MAX], fend[ALPHA_MAX], fvalid;
	/* Those of vowel v holding letter l: fidx[fat[v][l] to fat[v][l + 1]]. */
	uint16_t	*fidx;
	uint16_t	*uniq;		/* each alike once, of all vowels */
	int		 nuniq;
	int		 fat[ALPHA_MAX][ALPHA_MAX + 1];
	unsigned char	 need[ALPHA_MAX], nneed, needl[ALPHA_MAX];
	uint32_t	 omask[GRIDS_OPTS + 1];	/* each choice's letters */
	/* Each choice's vowels; the ways the vowels' tiles have left. */
	struct lanes	 vvec[GRIDS_OPTS + 1], vcap;
	/*
	 * cover_ways()'s, a lane a letter, none above its need: the need,
	 * and each way's most of each letter and of all (tmax); the words
	 * of lanes that need any.  Each way's letters (wmask), and those
	 * it may no longer hold on this branch (ban).
	 */
	struct lanes	 needv, wmax[GRIDS_WAYS];
	int		 w0, w1;
	unsigned	 tmax[GRIDS_WAYS];
	uint32_t	 wmask[GRIDS_WAYS], ban[GRIDS_WAYS];
	signed char	 wv[GRIDS_WAYS];	/* a vowel tile left's: its letter;
					   else -1 */
	/*
	 * The choices of a way of a vowel tile laid holding letter l:
	 * lidx[lat[way][x] to lat[way][x + 1]], x the place of l in needl.
	 */
	uint16_t	*lidx;
	int		 lat[GRIDS_WAYS][ALPHA_MAX + 1], lplace[ALPHA_MAX];
	/*
	 * Of the ways still free, all told: the most they hold of each
	 * letter needed, and of all; how many may hold each.
	 */
	int		 sum[ALPHA_MAX], total, nmay[ALPHA_MAX];
	/* The most tiles needed a choice holds for its vowels: rt / rv. */
	unsigned	 rt, rv;
	unsigned long	 checks;
	/*
	 * The check by counts' (cover_counts()): each letter's best rate
	 * (tiles / vowels) and how many words not barred hold it; the depth
	 * of the search that barred each word (0 none), and its own.
	 */
	unsigned	 lrt[ALPHA_MAX], lrv[ALPHA_MAX];
	int		 lcount[ALPHA_MAX], cdepth;
	unsigned char	 cban[GRIDS_OPTS + 1];
	struct counts_seen *seen;	/* the check by counts' answers */
	struct grid	*found;		/* where a grid is kept */
};

static inline int
way_of(const struct grids *g, int q, int d)
{
	return g->way[q] >> (2 * d) & 3;
}

typedef int (*each_fn)(struct grids *, uint32_t, int, int, void *);

/* Each word that can lie through tile q, way d (solve_grids.c). */
int	grids_each(struct grids *, int, int, each_fn, void *);
/* Can the vowels' words hold the tiles left?  1 maybe, 0 no. */
int	grids_cover(struct grids *);

#endif
