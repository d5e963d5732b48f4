/*
 * solve_int.h: what the solver's files share and nothing else includes.
 * solve.h is the solver's contract; this is its workshop: the search's
 * state, the hand's words, and the functions one file of the family calls
 * in another.
 *
 *	solve.c		solve_hand(): a fresh hand, a peel, a word lifted
 *	solve_words.c	the words the hand makes, ranked, and narrowed
 *	solve_board.c	the board: words placed and lifted, its anchors
 *	solve_proof.c	the proofs that no grid exists
 *	solve_memo.c	what the split proof has searched, kept
 *	solve_every.c	and the last of them: a few tiles laid every way
 *	solve_grids.c	every grid of the hand's words, to the end
 *	solve_cover.c	and its check: can the vowels' words hold the rest?
 *	solve_search.c	the depth-first search, its rounds and its limits
 *
 * The search's inner loops stay whole inside one file each (the words of
 * a node in solve_search.c, a placement's checks in solve_board.c) with
 * their small helpers beside them or inline here, so that moving them
 * apart costs no speed.
 */
#ifndef SOLVE_INT_H
#define SOLVE_INT_H

#include <stddef.h>
#include <stdint.h>
#include <time.h>

#include "arena.h"
#include "core.h"
#include "dict.h"
#include "grid.h"
#include "solve.h"
#include "tiles.h"

#define MAXLEN	DICT_MAXLEN

/* What the hand's words hold: for the proofs, and for the ranking. */
struct cover {
	unsigned	letters;	/* bit per letter a real tile held */
	int		wild;		/* some word used a wild */
	unsigned	holders[ALPHA_MAX];	/* words holding each letter
					   (solve_count_holders()) */
	/*
	 * The same counts, a binary counter per letter, sliced: bit l of
	 * tally[i] is bit i of letter l's count.  Adding a word's letters
	 * carries through about two slices, where a count each would cost
	 * a step per letter; without wilds, the words' masks are added all
	 * at once when they are listed (solve_count_holders()).
	 */
	uint32_t	tally[32];
	unsigned	longer;		/* letters a word that is not two
					   different letters holds */
	unsigned	partner[ALPHA_MAX];	/* the letters beside each in the
					   two-letter words that hold it */
};

/* A word of the hand: where its letters are, and how it ranks. */
struct cand {
	uint32_t	 at;		/* its capitals in the hand's text */
	uint32_t	 mask;		/* the letters it holds */
	uint8_t		 len;
	uint8_t		 once;		/* each of its letters once (known
					   for a hand of ONCE_TILES tiles at
					   most: else 0) */
	uint16_t	 base;		/* its score before the hand is known:
					   16 a letter and each letter's
					   awkwardness (solve_rank_words()) */
};

/* The hand's words: twelve bytes and the letters each. */
struct words {
	struct arena	*mem;		/* the solver's */
	char		*text;		/* capitals, NUL-separated */
	size_t		 len, cap;
	struct cand	*c;
	size_t		 n, ncap;
	size_t		 ready, nready;	/* bytes of each asked for */
	const signed char *li;		/* the solver's */
	uint32_t	 bit[256];	/* the bit of each letter byte */
	unsigned char	 awk[ALPHA_MAX];	/* each letter's awkwardness, by
					   index (solve_awkward()) */
	int		 once;		/* each word's once told */
};

/*
 * A word holding each of its letters once is judged by its letters' bits
 * alone where one holding some twice has them counted, in the search and
 * in solve_narrow(): told for the words of a hand of ONCE_TILES tiles at
 * most.  A larger one makes most words of the list, and its search is
 * short: telling each of a whole bag's 111,513 words cost it 1.1% more
 * instructions than its search spared (BENCHMARKS.md).
 */
#define ONCE_TILES	32

/*
 * The words a hand's listing may reach under -n whatever its nodes: more
 * than a real dictionary holds (the large one has 242,790), so only a
 * file made to lie is stopped by it.
 */
#define SOLVE_LIST_MIN	(1ul << 20)

/* The entries of the first table of grids seen (a power of 2). */
#define SOLVE_SEEN_FIRST	512

/* Tiles (in the hand and the grid) from which the dictionary is mapped
   ahead of the anagram search (dict_prefault). */
#define SOLVE_PREFAULT		36

/* The hand's words as the anagram search lists them (solve_collect()). */
struct hand_words {
	struct words	w;
	struct cover	cv;
	int		wilds;		/* the tiles have a wild */
	struct solver	*s;		/* for its time limit, or NULL */
	int		 nodes_out;	/* the listing passed -n's nodes */
};

/* What solve_place() changed, for solve_unplace() to put back. */
struct undo {
	int	pos[MAXLEN];
	int	wild[MAXLEN];
	int	n;
	int	minr, maxr, minc, maxc;
	uint64_t hash;
};

/*
 * A search: everything it allocates is in mem (the grid, the hand's words,
 * the grids seen), given back at once when it is done: its own arena, or
 * the caller's scratch.
 */
struct solver {
	struct arena		*mem;
	struct arena		 own;
	const struct dict	*d;
	const struct solve_opts	*o;
	int			 N;		/* board side */
	uint64_t		 rdiv;		/* 2^40 / N, rounded up */
	char			*cell;		/* N * N, 0 empty */
	/*
	 * The dictionary's letters: li[c] the index (0..nl-1) of letter
	 * byte c in either case, -1 for any other byte; let[l] the byte of
	 * index l, in capitals.  Every array by letter is by this index.
	 */
	signed char		 li[256];
	unsigned char		 let[ALPHA_MAX];
	int			 nl;
	unsigned		 cnt[ALPHA_MAX];	/* tiles left */
	unsigned		 wild;
	unsigned		 left;
	int			 minr, maxr, minc, maxc;
	uint64_t		 hash;
	uint64_t		*seen;		/* open-addressed set of hashes */
	size_t			 seen_cap, seen_n;	/* SOLVE_SEEN_FIRST
						   entries at first */
	unsigned long		 nodes;
	int			 stop;		/* 1: out of time or nodes;
						   2: out of the round's nodes */
	unsigned long		 round_end;	/* 0: the search has no rounds */
	int			 onto;		/* a peel: words may run
						   through several old tiles */
	size_t			 words;
	/*
	 * The grid's tiles by letter, for each search on the stack: a
	 * deeper one has more tiles on the grid, so B tiles in all need at
	 * most B(B+1)/2 places.
	 */
	int			*at;
	size_t			 at_top, at_cap;
	int			 bonus[ALPHA_MAX];	/* how urgent each letter is */
	const char		*text;		/* their letters */
	const struct cand	*list;		/* the hand's words, best first */
	size_t			 nlist;
	/*
	 * The words a search may try, as indexes into list in its order:
	 * tiles are only ever used up deeper in the search, so a word the
	 * tiles left cannot make (with one letter of the grid, or wilds) is
	 * left out of every search below (see solve_narrow()).  Each search
	 * on the stack has its part of the pool; when it is full, a search
	 * tries its caller's.
	 */
	const uint32_t		*cur;
	size_t			 ncur;
	uint32_t		*pool;
	size_t			 pool_top, pool_cap;
	/* smallest-area: the best grid so far, and the search left for it */
	char			*best;
	long			 best_area;
	unsigned long		 best_until;
	int			 bminr, bmaxr, bminc, bmaxc;
	uint32_t		*rank_tmp, *rank_order;	/* solve_rank_words' */
	uint16_t		*rank_key;	/* each word's sort key */
	struct cand		*rank_spare;	/* and its second array */
};

/* A 64-bit mix of z (splitmix64's): for the grids' hashes and noise. */
static inline uint64_t
solve_mix(uint64_t z)
{
	z += 0x9e3779b97f4a7c15ULL;
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

/*
 * The Zobrist hash of tile ch at pos: a grid's hash is its tiles' xor.
 * The letters beyond A-Z (0xC0 and up) are keyed apart from A-Z's, whose
 * keys stay what they were before they came.
 */
static inline uint64_t
solve_zob(int pos, char ch)
{
	uint64_t c = (unsigned char)ch;

	return solve_mix((uint64_t)pos * 64 + c + ((c & 0x80) << 41));
}

/*
 * The letter a tile stands for: a wild's small letter as its capital
 * (alphabet.h: bit 0x20 is the case of every letter byte).
 */
static inline int
solve_up(int ch)
{
	return ch & ~0x20;
}

/*
 * How awkward a tile of letter byte c is (tiles.h's tile_awkward): the
 * letters beyond A-Z, which few words hold, as awkward as a V.
 */
static inline int
solve_awkward(int c)
{
	return c >= 'A' && c <= 'Z' ? tile_awkward[c - 'A'] : 4;
}

/*
 * The row of place pos (0 <= pos < N * N): pos / N by a multiply, for the
 * search's loops pay for a division on every placement tried.  Exact
 * while pos * (rdiv * N - 2^40) < 2^40, which holds for every place of a
 * board of side up to 4096 (a side is at most GRID_MAX + 2 *
 * SOLVE_MAXTILES + 8).
 */
static inline int
solve_row(const struct solver *s, int pos)
{
	return (int)((uint64_t)(uint32_t)pos * s->rdiv >> 40);
}

/* The index of letter byte ch (either case) in s's dictionary. */
static inline int
solve_li(const struct solver *s, int ch)
{
	return s->li[(unsigned char)ch];
}

/*
 * How many of w's letters the tiles left cannot give (the grid or the
 * wilds must), counting each letter of w into need[]; the caller clears
 * need[] for w's letters when done with them.  Inline: it is the inner
 * loop of both the search's words and solve_narrow().
 */
static inline unsigned
solve_shortfall(const struct solver *s, const char *w, size_t len,
    unsigned *need)
{
	unsigned over = 0;
	size_t k;
	int l;

	for (k = 0; k < len; k++) {
		l = solve_li(s, w[k]);
		if (++need[l] > s->cnt[l])
			over++;
	}
	return over;
}

/* solve_search.c: 1 when the time or the nodes have run out (s->stop). */
int	solve_out_of_time(struct solver *s);

/*
 * Has the time limit passed (no limit: never)?  For the proofs, which
 * count steps of their own and must not end the search's round.
 */
int	solve_time_up(const struct solver *s);

/* solve_words.c */

/*
 * Room for the words of a hand of ntiles in v, from s's memory, the
 * words' letters indexed by s's li.  Returns 0, or -1 out of memory.
 */
int	solve_words_init(struct words *v, const struct solver *s,
	    size_t ntiles);

/*
 * dict_anagrams_sets()'s callback, arg a struct hand_words, the weights
 * its w.awk: keeps the k words found (each with its letters' set and the
 * sum of their awkwardness) and counts what they hold.  Returns 0, -1
 * out of memory, or 1 when the solver's time ran out (a dictionary of
 * many words: the limit holds while they are listed too).
 */
int	solve_collect(void *arg, const char *text, const struct dict_found *f,
	    size_t k);

/* The words holding each letter, hw->cv.holders, once all are listed. */
void	solve_count_holders(struct hand_words *hw);

/* How urgent each letter is, from how many of the hand's words hold it. */
void	solve_set_bonus(struct solver *s, const struct cover *cv);

/*
 * Puts all's words best first and makes them the search's list (round 0,
 * or a later round's number for its noise).  Returns 0, or -1 out of
 * memory.
 */
int	solve_rank_words(struct solver *s, struct words *all,
	    unsigned round);

/*
 * The words of from (n of them) the tiles left can still make, avail
 * being their letters, into to; returns how many.
 */
size_t	solve_narrow(const struct solver *s, const uint32_t *from, size_t n,
	    uint32_t avail, uint32_t *to);

/* solve_board.c */

/*
 * An empty board of side by side for the tiles (ntiles: how many the grid
 * will hold, its own and the hand's), in o's scratch or an arena of its
 * own.  Returns 0, or -1 out of memory.
 */
int	solve_board_init(struct solver *s, const struct dict *d,
	    const struct solve_opts *o, const char *tiles, int side,
	    size_t ntiles);

/* Gives back all that s allocated. */
void	solve_board_free(struct solver *s);

/* The board's tiles as a new grid (the caller's), or NULL (e filled). */
struct grid *solve_board_grid(const struct solver *s, struct core_err *e);

/* Puts a grid on the board, centred; its tiles are not in the hand. */
void	solve_board_load(struct solver *s, const struct grid *g);

/*
 * Is there room for a word of len letters from start in direction step
 * (1 across, N down): on the board, inside its border, the places before
 * and after it empty?  The first of solve_fits()'s checks, inline: most
 * of the placements the search asks about fail it, and a call each cost
 * as much as the check (seed 4239: half of 17 million).
 */
static inline int
solve_fits_room(const struct solver *s, int len, int start, int step)
{
	int r0, c0;

	if (start < s->N)
		return 0;	/* row 0, the border, or off the board */
	r0 = solve_row(s, start);
	c0 = start - r0 * s->N;
	if (c0 < 1 || (step == 1 ? (c0 + len > s->N - 1 ||
	    r0 > s->N - 2) : (r0 + len > s->N - 1 || c0 > s->N - 2)))
		return 0;
	return !s->cell[start - step] && !s->cell[start + len * step];
}

/*
 * Can w (len letters) go from start in direction step (1 across, N down),
 * where there is room for it (solve_fits_room())?  Every letter already
 * there must match, at least one tile must be new and come from the tiles
 * left, and every run a new tile forms across must be a word.  first: the
 * first word, which touches nothing.  Counts the new tiles into *fresh.
 * Only reads the board.  solve_fits() asks both.
 */
int	solve_fits_in(const struct solver *s, const char *w, int len,
	    int start, int step, int first, int *fresh);

static inline int
solve_fits(const struct solver *s, const char *w, int len, int start,
    int step, int first, int *fresh)
{
	return solve_fits_room(s, len, start, step) &&
	    solve_fits_in(s, w, len, start, step, first, fresh);
}

/* Puts w on the board from start; u records how to lift it. */
void	solve_place(struct solver *s, const char *w, int len, int start,
	    int step, struct undo *u);

/* Lifts the word u records, as solve_place() put it. */
void	solve_unplace(struct solver *s, const struct undo *u);

/*
 * Lists the board's tiles letter by letter, the next part of s->at:
 * anchors[l] the places of letter l, nanch[l] how many.  Returns 0, or -1
 * when s->at has no room (which cannot happen: see struct solver).
 */
int	solve_anchors(struct solver *s, int **anchors, int *nanch);

/* solve_proof.c */

/*
 * A proof that no grid of words of minlen letters or more uses every one
 * of tiles, from what the hand's words hold: 1 with the reason in
 * r->reason, or 0 when there is none.
 */
int	solve_impossible(const struct solver *s, const char *tiles,
	    size_t minlen, const struct cover *cv, struct solve_result *r);

/*
 * Once a round of the search has failed: a proof that no words across and
 * down made from the hand can hold its tiles as a grid's do, 1 with the
 * reason in r->reason, 0 when there is none (or its steps or the time ran
 * out), -1 out of memory.  Only from an empty board, and not with wilds.
 * Try 0 (pf->tries) looks at the words' letters only; try 1 at the words
 * themselves too, and each try after it may take twice the steps of the
 * one before, up to try PROOF_TRIES - 1, when it is due
 * (solve_proof_due()).  What a try found is kept in pf for the next: pf
 * starts zeroed, for one hand.  Words a try lays as a grid of the hand
 * are a grid, kept in pf->grid (its cells in the solver's arena): the
 * hand has one, and no later try is due.
 */
#define PROOF_TRIES	11
#define PROOF_EARLY	524288	/* steps the early tries take at most */
struct proof {
	unsigned		 tries;
	struct split_memo	*memo;
	struct grid		 grid;		/* cell NULL: none laid */
	struct grid		 early;		/* one found, not yet laid */
	unsigned		 grid_tries;	/* solve_every_grid()'s */
	struct grids		*grids;		/* and what it keeps */
};
int	solve_proof_due(unsigned try, unsigned long nodes);
int	solve_no_split(struct solver *s, const struct words *w,
	    struct proof *pf, struct solve_result *r);

/* solve_memo.c */

#define SPLIT_SIDE	32	/* words a way the split proof tells apart */

/*
 * What the split proof has searched, kept from try to try (see
 * solve_memo.c): the pairs of sets by their counts (each 2k + 2 bytes,
 * k the hand's different letters: each set's counts and how many words
 * it has; k + 2, a count a nibble, when no letter has more than 15
 * tiles), whether each is to be searched again (live[]), and the pairs
 * whose words failed by their words.
 */
struct split_memo {
	struct arena	*mem;		/* the solver's */
	size_t		 len;		/* a pair's bytes: 2k + 2 or k + 2 */
	unsigned char	*state;
	unsigned char	*live;
	uint32_t	*low;		/* each pair's hash's low half */
	uint32_t	*table;
	size_t		 n, room;
	uint32_t	*ids;
	uint64_t	*wtable;
	size_t		 nids, wn, wroom;
};

/* Room for pairs of len bytes: 0, or -1 out of memory. */
int	solve_memo_init(struct split_memo *m, struct arena *mem, size_t len);

/*
 * Has the pair of sets v been searched?  1 when it was and nothing is
 * left to find from it, 2 when it was and is to be searched again, 0 when
 * it is new (either way, its index in live[] in *at), -1 when there is no
 * more room.
 */
int	solve_memo_seen(struct split_memo *m, const unsigned char *v,
	    size_t *at);

/*
 * Were the words of these sets (na across and nd down, the sets in
 * either order the same) found to fail before?  1 yes, 0 no.  With keep,
 * they have just failed: kept, while there is room (a search done again
 * is only slower).  The sets hold the words' indexes in the hand's list,
 * which each round ranks anew; id[] names each word as every try does
 * (its place in the list's text).
 */
int	solve_memo_failed(struct split_memo *m, const uint32_t *id,
	    const uint32_t *across, const uint32_t *down, int na, int nd,
	    int keep);

/* solve_every.c */

/*
 * A proof for a hand of eight tiles or fewer, laid every way on every
 * shape: 1 with the reason in r->reason, 0 when a grid is found that way,
 * the tiles laid or the time ran out, or the hand is larger or has wilds.
 * Only from an empty board.
 */
int	solve_no_grid_every_way(const struct solver *s,
	    struct solve_result *r);

/* solve_grids.c */

/*
 * Once a round of the search has failed: every grid the hand's words can
 * build, searched to the end: 1 when there is none, with the reason in
 * r->reason; 0 when the search found a grid (kept in pf->grid, as the
 * proof by the words keeps one), or its work or the time ran out, or the
 * hand has wilds, more than GRIDS_TILES tiles or more than GRIDS_WORDS
 * words; -1 out of memory.  Try k (pf->grid_tries) does GRIDS_WORK << k
 * work at most (the words it looks at, and a share for each branch), when
 * due (solve_grids_due(), after s->nodes nodes; a try passed by is not
 * made).  Before GRIDS_LAY nodes a grid found is kept aside (pf->early),
 * and no try follows; from them on, the grid so found is kept in
 * pf->grid, as the try would find it again.  The hand's words,
 * read once, are kept in pf, so every try searches them in one order.
 * Only from an empty board.
 */
#define GRIDS_TILES	32
#define GRIDS_WORDS	16384
#define GRIDS_WORK	(1ul << 20)
#define GRIDS_LAY	(PROOF_EARLY / 2)	/* from these nodes, a try keeps
						   the grid it finds */
#define GRIDS_TRIES	12
int	solve_grids_due(unsigned try, unsigned long nodes);
int	solve_every_grid(const struct solver *s, const struct words *w,
	    struct proof *pf, struct solve_result *r);

/* solve_search.c */

/*
 * The search from the board as it is: 1 when a grid is found (for the
 * smallest area, when the best so far is to be taken), 0 when none is or
 * the search stopped (s->stop).
 */
int	solve_search(struct solver *s);

/*
 * The search from an empty board, in rounds: 1 when a grid is found, 2
 * when after its first round there is a proof that none exists (the reason
 * in r->reason), 0 when neither, -1 out of memory.
 */
int	solve_search_rounds(struct solver *s, struct hand_words *hw,
	    struct solve_result *r);

/* Smallest area: makes the best grid found the board; 1 if there is one. */
int	solve_take_best(struct solver *s);

#endif
