/*
 * solve_board.c: the board the solver builds on.
 *
 * A square of cells with a border no word reaches, the tiles left in the
 * hand, the grid's bounding box and its Zobrist hash (the xor of its
 * tiles').  A word is placed when every letter already there matches, at
 * least one tile is new, and every run a new tile forms across it is a
 * word; lifting it puts all back as it was.
 */
#include <string.h>

#include "arena.h"
#include "dict.h"
#include "grid.h"
#include "solve_int.h"
#include "tiles.h"

/* The run through pos across (step 1) or down (step N), with ch at pos. */
static int
cross_ok(const struct solver *s, int pos, int step, char ch)
{
	char w[MAXLEN + 2];
	int a = pos, b = pos, n = 0, i;

	while (s->cell[a - step])
		a -= step;
	while (s->cell[b + step])
		b += step;
	if (a == b)
		return 1;	/* no run across it */
	if ((b - a) / step + 1 > MAXLEN)
		return 0;
	for (i = a; i <= b; i += step)
		w[n++] = i == pos ? ch : s->cell[i];
	return (size_t)n >= s->o->minlen && dict_has(s->d, w, (size_t)n);
}

int
solve_fits_in(const struct solver *s, const char *w, int len, int start,
    int step, int first, int *fresh)
{
	/* A word has at most MAXLEN letters: bytes, cleared in two moves. */
	unsigned char need[ALPHA_MAX] = { 0 };
	unsigned wild = 0;
	int k, pos, l, placed = 0, touched = 0;
	int cstep = step == 1 ? s->N : 1;
	char c;

	for (k = 0, pos = start; k < len; k++, pos += step) {
		if ((c = s->cell[pos]) != 0) {
			if (solve_up(c) != w[k])
				return 0;
			touched = 1;
			continue;
		}
		l = solve_li(s, w[k]);
		if (need[l] < s->cnt[l])
			need[l]++;
		else if (wild < s->wild)
			wild++;
		else
			return 0;
		if (!cross_ok(s, pos, cstep, w[k]))
			return 0;
		placed++;
	}
	*fresh = placed;
	return placed > 0 && (touched || first);
}

/*
 * Put w on the board from start, new tiles from the hand (real ones before
 * wilds); u records how to lift it.
 */
void
solve_place(struct solver *s, const char *w, int len, int start, int step,
    struct undo *u)
{
	int k, pos, l, r, c;

	u->n = 0;
	u->minr = s->minr;
	u->maxr = s->maxr;
	u->minc = s->minc;
	u->maxc = s->maxc;
	u->hash = s->hash;
	for (k = 0, pos = start; k < len; k++, pos += step) {
		if (s->cell[pos])
			continue;
		l = solve_li(s, w[k]);
		u->pos[u->n] = pos;
		/* A real tile is never worse than a wild: use it first. */
		if (s->cnt[l] > 0) {
			s->cnt[l]--;
			s->cell[pos] = w[k];
			u->wild[u->n] = 0;
		} else {
			s->wild--;
			s->cell[pos] = (char)(w[k] | 0x20);
			u->wild[u->n] = 1;
		}
		u->n++;
		s->left--;
		s->hash ^= solve_zob(pos, s->cell[pos]);
		r = solve_row(s, pos);
		c = pos - r * s->N;
		if (r < s->minr)
			s->minr = r;
		if (r > s->maxr)
			s->maxr = r;
		if (c < s->minc)
			s->minc = c;
		if (c > s->maxc)
			s->maxc = c;
	}
	s->words++;
}

/* Lift the word u records: the board and the hand as they were. */
void
solve_unplace(struct solver *s, const struct undo *u)
{
	int k;

	for (k = 0; k < u->n; k++) {
		char ch = s->cell[u->pos[k]];

		if (u->wild[k])
			s->wild++;
		else
			s->cnt[solve_li(s, ch)]++;
		s->cell[u->pos[k]] = 0;
		s->left++;
	}
	s->minr = u->minr;
	s->maxr = u->maxr;
	s->minc = u->minc;
	s->maxc = u->maxc;
	s->hash = u->hash;
	s->words--;
}

/*
 * The tiles of each letter on the grid, where words can cross: counted,
 * then listed letter by letter in the next part of s->at (anchors[l] the
 * places of letter l, nanch[l] how many).  -1 when s->at has no room,
 * which cannot happen: see struct solver.
 */
int
solve_anchors(struct solver *s, int **anchors, int *nanch)
{
	/*
	 * Locals: for all the compiler knows, a count stored through nanch
	 * could change one of s's fields.
	 */
	const char *cell = s->cell;
	int N = s->N, minc = s->minc, maxc = s->maxc, r, c, l;
	int n[ALPHA_MAX] = { 0 };
	size_t ntiles = 0;

	for (r = s->minr; r <= s->maxr; r++)
		for (c = minc; c <= maxc; c++)
			if (cell[r * N + c]) {
				n[solve_li(s, cell[r * N + c])]++;
				ntiles++;
			}
	if (ntiles > s->at_cap - s->at_top)
		return -1;
	for (l = 0; l < s->nl; l++) {
		anchors[l] = s->at + s->at_top;
		s->at_top += (size_t)n[l];
		nanch[l] = 0;
	}
	for (r = s->minr; r <= s->maxr; r++)
		for (c = minc; c <= maxc; c++)
			if (cell[r * N + c]) {
				l = solve_li(s, cell[r * N + c]);
				anchors[l][nanch[l]++] = r * N + c;
			}
	return 0;
}

/*
 * An empty board of side by side, holding tiles in the hand; ntiles: how
 * many the grid will hold, its own and the hand's.  Its memory is o's
 * scratch or an arena of its own.  0, or -1 out of memory.
 */
int
solve_board_init(struct solver *s, const struct dict *d,
    const struct solve_opts *o, const char *tiles, int side, size_t ntiles)
{
	memset(s, 0, sizeof(*s));
	s->mem = o->scratch != NULL ? o->scratch : &s->own;
	s->d = d;
	s->o = o;
	s->N = side;
	s->rdiv = ((1ULL << 40) - 1) / (uint64_t)side + 1;
	memset(s->li, -1, sizeof(s->li));
	for (int l = 0; l < ALPHA_MAX && dict_letter(d, l) != 0; l++) {
		s->let[l] = (unsigned char)dict_letter(d, l);
		s->li[s->let[l]] = s->li[s->let[l] | 0x20] = (signed char)l;
		s->nl = l + 1;
	}
	s->at_cap = ntiles * (ntiles + 1) / 2 + 1;
	/*
	 * The grids seen, first room beside the board: allocated later, it
	 * would lie past a whole bag's words and their ranked copies, alone
	 * in a fresh 2 MiB page, zeroed whole.
	 */
	s->seen_cap = SOLVE_SEEN_FIRST;
	if ((s->cell = arena_alloc(s->mem, (size_t)side * (size_t)side)) ==
	    NULL || (s->at = arena_alloc(s->mem, s->at_cap *
	    sizeof(*s->at))) == NULL || (s->seen = arena_alloc(s->mem,
	    s->seen_cap * sizeof(*s->seen))) == NULL) {
		solve_board_free(s);
		return -1;
	}
	memset(s->cell, 0, (size_t)side * (size_t)side);
	memset(s->seen, 0, s->seen_cap * sizeof(*s->seen));
	for (; *tiles; tiles++) {
		if (*tiles == '?')
			s->wild++;
		else
			s->cnt[solve_li(s, *tiles)]++;
		s->left++;
	}
	s->minr = s->minc = side;
	s->maxr = s->maxc = -1;
	for (int l = 0; l < s->nl; l++)
		s->bonus[l] = solve_awkward(s->let[l]);
	s->nodes = o->used_nodes;
	return 0;
}

/* Give back what the search allocated. */
void
solve_board_free(struct solver *s)
{
	if (s->mem == &s->own)
		arena_free(s->mem);
	else
		arena_reset(s->mem);
}

/*
 * The board's tiles as a new grid, which the caller frees; NULL (e filled)
 * out of memory.
 */
struct grid *
solve_board_grid(const struct solver *s, struct core_err *e)
{
	struct grid *g;
	int r, c;

	if (s->maxr < s->minr)
		return grid_new(0, 0, e);
	if ((g = grid_new((size_t)(s->maxr - s->minr + 1),
	    (size_t)(s->maxc - s->minc + 1), e)) == NULL)
		return NULL;
	for (r = s->minr; r <= s->maxr; r++)
		for (c = s->minc; c <= s->maxc; c++)
			g->cell[(size_t)(r - s->minr) * g->cols +
			    (size_t)(c - s->minc)] = s->cell[r * s->N + c];
	return g;
}

/* Put a grid on the board, centred; its tiles are not in the hand. */
void
solve_board_load(struct solver *s, const struct grid *g)
{
	int r0 = s->N / 2 - (int)g->rows / 2, c0 = s->N / 2 - (int)g->cols / 2;
	size_t r, c;
	int pos;

	for (r = 0; r < g->rows; r++)
		for (c = 0; c < g->cols; c++) {
			if (!grid_at(g, r, c))
				continue;
			pos = (r0 + (int)r) * s->N + c0 + (int)c;
			s->cell[pos] = grid_at(g, r, c);
			s->hash ^= solve_zob(pos, s->cell[pos]);
			if (r0 + (int)r < s->minr)
				s->minr = r0 + (int)r;
			if (r0 + (int)r > s->maxr)
				s->maxr = r0 + (int)r;
			if (c0 + (int)c < s->minc)
				s->minc = c0 + (int)c;
			if (c0 + (int)c > s->maxc)
				s->maxc = c0 + (int)c;
		}
}
