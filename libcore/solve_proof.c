/*
 * solve_proof.c: the proofs that no grid exists for a hand.
 *
 * A search that finds no grid proves nothing: only six things are taken
 * as proof that none exists.  Too few tiles; a tile that no word made from
 * the hand can hold; more tiles of a letter only two-letter words hold
 * than the letters they pair with have room for (pairs_only()); and, once
 * a round of the search has failed, no way to share the tiles out among
 * words across and words down as a grid does (solve_no_split()), or, for
 * a few tiles, no grid when they are laid every way on every shape
 * (solve_no_grid_every_way(), in solve_every.c), or no grid when every
 * grid the words can build is searched to the end (solve_every_grid(),
 * in solve_grids.c).  Each comes with its reason, in words.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "solve_int.h"
#include "util.h"

/*
 * "A", "A or E", "A, E or I": the letters of mask, by s's index, into buf
 * (LETTERS_OR bytes hold all ALPHA_MAX).
 */
#define LETTERS_OR	120
static void
letters_or(const struct solver *s, unsigned mask, char *buf)
{
	int l, k = __builtin_popcount(mask), i = 0;
	size_t at = 0;

	*buf = '\0';
	for (l = 0; l < s->nl; l++)
		if (mask >> l & 1) {
			at += (size_t)snprintf(buf + at, LETTERS_OR - at,
			    "%s%c", i == 0 ? "" : i == k - 1 ? " or " : ", ",
			    s->let[l]);
			i++;
		}
}

/*
 * Letters that only two-letter words hold, each with a letter of a set P
 * that is not among them: each of their tiles must stand beside a tile of
 * P, and each of those has room for two (one across, one down).  More
 * than that many: no grid.  Just that many: every place beside them is
 * taken, so each tile of P has two beside it and nothing else, and the
 * groups they make touch no other tile: no grid unless one group is the
 * whole hand (QQI: a QI across and one down).  Each letter's partners are
 * tried as P.  Not with wilds, which could be any letter.
 */
static int
pairs_only(const struct solver *s, const char *tiles, const struct cover *cv,
    struct solve_result *r)
{
	unsigned cnt[ALPHA_MAX] = { 0 }, only = 0, P, S, ns, np;
	size_t n = strlen(tiles), i;
	char with[LETTERS_OR], who[LETTERS_OR], them[8];
	int l, x;

	if (strchr(tiles, '?') != NULL)
		return 0;
	for (i = 0; i < n; i++)
		cnt[solve_li(s, tiles[i])]++;
	for (l = 0; l < s->nl; l++)
		if (cnt[l] > 0 && cv->partner[l] != 0 && !(cv->longer >> l & 1))
			only |= 1u << l;
	for (l = 0; l < s->nl; l++) {
		if (!(only >> l & 1))
			continue;
		P = cv->partner[l];
		for (S = 0, ns = np = 0, x = 0; x < s->nl; x++) {
			if (P >> x & 1)
				np += cnt[x];
			else if ((only >> x & 1) && (cv->partner[x] & ~P) == 0) {
				S |= 1u << x;
				ns += cnt[x];
			}
		}
		if (ns < 2 * np || (ns == 2 * np && n == 3))
			continue;
		letters_or(s, P, with);
		letters_or(s, S, who);
		/* "2 Qs", or for several letters "2 of them" */
		if (S & (S - 1))
			snprintf(them, sizeof(them), "of them");
		else
			snprintf(them, sizeof(them), "%cs", who[0]);
		snprintf(r->reason, sizeof(r->reason), "every %.30s must be in "
		    "a two-letter word beside %s %.30s%s %u %.30s tile%s can "
		    "have %u %s beside %s at most%s", who,
		    strchr("AEFHILMNORSX", with[0]) ? "an" : "a", with,
		    ns > 2 * np ? ", and" : ":", np, with, np == 1 ? "" : "s",
		    2 * np, them, np == 1 ? "it" : "them", ns > 2 * np ? "" :
		    ", and then they touch no other tile");
		return 1;
	}
	return 0;
}

/* A proof that no grid exists, in r->reason; 1 when there is one. */
int
solve_impossible(const struct solver *s, const char *tiles, size_t minlen,
    const struct cover *cv, struct solve_result *r)
{
	size_t n = strlen(tiles), i;

	if (n < minlen || n < 2) {
		snprintf(r->reason, sizeof(r->reason), "%zu tile%s cannot "
		    "make a word of %zu letters or more", n, n == 1 ? "" : "s",
		    minlen < 2 ? (size_t)2 : minlen);
		return 1;
	}
	for (i = 0; i < n; i++) {
		if (tiles[i] == '?' ? !cv->wild :
		    !(cv->letters >> solve_li(s, tiles[i]) & 1)) {
			snprintf(r->reason, sizeof(r->reason), "no word of %zu "
			    "letters or more made from this hand can hold the "
			    "%s%c%s", minlen, tiles[i] == '?' ? "wild tile (" :
			    "", tiles[i], tiles[i] == '?' ? ")" : "");
			if (tiles[i] == '?')
				snprintf(r->reason, sizeof(r->reason), "no "
				    "word made from this hand can hold the "
				    "wild tile");
			return 1;
		}
	}
	return pairs_only(s, tiles, cv, r);
}

/*
 * The words across a grid hold each of its tiles once at most, as do its
 * words down, and every tile is in one or the other (a tile alone in both
 * directions would be a grid of one tile).  A word across and a word down
 * share a tile at most, and the grid is one piece: the tiles in two words
 * are at least the words less one and at most the words across times the
 * words down.  solve_no_split() searches for two such sets of the hand's
 * words, each a part of the hand, that hold every tile between them:
 * finding none proves there is no grid (VEAO: AVO, OVA and VOE hold its
 * V and its O both, so the two words a grid of it needs would cross
 * twice).  The search takes each tile not yet held, of the letter the
 * fewest words could still take it in, in every word that could, across
 * or down; a pair of sets searched once is not searched again.
 *
 * When the counts allow such sets, the search is made again with the
 * words themselves (SPLIT_WORDS), and sets that hold every tile are laid
 * (split_cross()): the tiles in two words are crossings, each of a word
 * across and a word down holding its letter where they cross, no two of
 * the same two words, joining all the words into one piece; the places
 * of the words follow, and they must make a grid of the hand's tiles
 * whose words are these and no others.  QWERTY twice in a hand with one
 * W, T and Y would cross at the W, the T and the Y; EX, CRY, MY and FERN
 * hold RXNYMCEF's tiles and cross as a grid's words do, but laid, the X
 * of EX lies over the Y of CRY.  While the sets grow, the tiles of a
 * letter that the words of both hold more of than the hand has are
 * already crossings among them.  What failed for some words says nothing
 * of others of the same counts: such counts are searched again (live[]),
 * but not the same words come back in another order (solve_memo.c).
 */
#define SPLIT_NODES	8192	/* the search's steps at most, at first */
#define CROSS_STEPS	8	/* split_cross()'s steps at most, for each of
				   the search's */
#define COUNTS_STEPS	2	/* an early try by the counts: times the
				   steps of one by the words */

enum { SPLIT_COUNTS, SPLIT_WORDS };

struct split {
	int		 k;		/* the hand's different letters */
	unsigned char	 have[ALPHA_MAX];	/* its tiles of each */
	const uint16_t	*pair;		/* each word's letters and counts */
	const uint32_t	*wat;		/* where each word's pairs start */
	const uint32_t	*id;		/* each word's name from try to try */
	/*
	 * The words as rows of bits, nrow words of 64 a row: for each letter,
	 * the words that hold c of its tiles or more, c from 1 to rowmost[]
	 * (row rowat[letter] + c - 1).  A set cannot take the words of a
	 * row whose letter it has fewer than c tiles of room for
	 * (split_refused()): so the words a set can take are found, and
	 * counted, 64 at a time, not asked one by one.  refused: two rows
	 * for each depth of the search (na + nd, at most twice the tiles),
	 * the words each set there cannot take.
	 */
	const uint64_t	*rows;
	uint64_t	*refused;
	size_t		 nrow;
	uint32_t	 rowat[ALPHA_MAX];
	unsigned char	 rowmost[ALPHA_MAX];
	uint32_t	 nhold[ALPHA_MAX];	/* the words holding each
						   letter */
	size_t		 nw;
	struct split_memo *m;		/* the sets searched, kept */
	unsigned long	 nodes, most;	/* steps taken, and at most */
	int		 how;		/* SPLIT_COUNTS or SPLIT_WORDS */
	uint32_t	 word[2][SPLIT_SIDE];	/* the sets' words, across and
					   down, while they are few */
	unsigned long	 steps;		/* split_cross()'s */
	const unsigned char *spell;	/* each word's letters' slots */
	const uint32_t	*sat;		/* where each word's letters start */
	int		 tiles;		/* the hand's */
	unsigned char	 let[ALPHA_MAX];	/* the letter of each slot */
	int		 half;		/* 1: no letter has more than 15 tiles,
					   a pair's counts are kept a nibble
					   each */
	struct proof	*pf;
	const struct solver *s;
};

/* Adds word j into u (sign 1) or takes it out (-1). */
static inline void
split_add(const struct split *p, size_t j, unsigned char *u, int sign)
{
	uint32_t i;

	for (i = p->wat[j]; i < p->wat[j + 1]; i++)
		u[p->pair[i] >> 8] = (unsigned char)(u[p->pair[i] >> 8] +
		    sign * (p->pair[i] & 0xff));
}

/*
 * The crossings split_cross() lays: item[] the letter of each.  Counting,
 * each word holds hold[way][word][letter] of them; laying (whole), each
 * is at tile pos[t][way] of its two words (spell[way][word]: each tile's
 * letter), which taken[way][word] marks.  pairs[i] has bit j when word i
 * across crosses word j down; up[] joins the words crossed (the words
 * across, then down).
 */
#define CROSS_ROOM	64	/* a grid laid: its rows and columns at most */

struct cross {
	int		 n[2];		/* words across and down */
	int		 nitem;
	int		 whole;		/* the crossings must join them all,
					   and the words lie as a grid's do */
	int		 tiles;		/* the hand's */
	unsigned char	 item[SPLIT_SIDE * SPLIT_SIDE];
	unsigned char	 word[SPLIT_SIDE * SPLIT_SIDE][2];
	unsigned char	 pos[SPLIT_SIDE * SPLIT_SIDE][2];
	unsigned char	 hold[2][SPLIT_SIDE][ALPHA_MAX];
	const unsigned char *spell[2][SPLIT_SIDE];
	int		 len[2][SPLIT_SIDE];
	uint64_t	 taken[2][SPLIT_SIDE];
	uint32_t	 pairs[SPLIT_SIDE];
	signed char	 up[2 * SPLIT_SIDE];
	unsigned long	*steps, most;
	const unsigned char *let;	/* the letter of each slot */
	struct proof	*pf;		/* where a grid laid is kept */
	const struct solver *s;
};

static int
cross_top(const struct cross *c, int w)
{
	while (c->up[w] >= 0)
		w = c->up[w];
	return w;
}

/*
 * The first grid laid is kept (the search may then find another first):
 * the rows and columns of cell from 1 on, as cross_fits() marks them.
 */
static void
cross_keep(const struct cross *c, const unsigned char *cell, int rows,
    int cols)
{
	struct grid *g = &c->pf->grid;
	int y, x, v;

	if (g->cell != NULL || (g->cell = arena_alloc(c->s->mem,
	    (size_t)rows * (size_t)cols)) == NULL)
		return;		/* none kept: the search may yet find one */
	g->rows = (size_t)rows;
	g->cols = (size_t)cols;
	for (y = 0; y < rows; y++)
		for (x = 0; x < cols; x++) {
			v = cell[(y + 1) * CROSS_ROOM + x + 1];
			g->cell[y * cols + x] = v ? (char)c->let[v - 1] : 0;
		}
}

/*
 * The words laid where the crossings put them: do they make a grid whose
 * words are these and nothing else, of the hand's tiles?  Each word's
 * place follows from a word it crosses (row[] and col[] of its first tile,
 * the words across, then down), its crossings must agree, and on the
 * board no two tiles may meet but within a word and no tile lie on
 * another but at a crossing.  A grid they make is kept (cross_keep()).
 */
static int
cross_fits(const struct cross *c)
{
	int row[2 * SPLIT_SIDE], col[2 * SPLIT_SIDE], seen[2 * SPLIT_SIDE];
	int nw = c->n[0] + c->n[1], t, w, way, i, at, r, q, done, x, y;
	int r0 = INT32_MAX, c0 = INT32_MAX, r1 = INT32_MIN, c1 = INT32_MIN;
	int tiles = 0;
	unsigned char cell[CROSS_ROOM * CROSS_ROOM], by[CROSS_ROOM * CROSS_ROOM];

	memset(seen, 0, sizeof(seen));
	row[0] = col[0] = 0;
	seen[0] = 1;
	/* The places, from word to word along the crossings. */
	do {
		for (done = 1, t = 0; t < c->nitem; t++) {
			i = c->word[t][0];
			w = c->n[0] + c->word[t][1];
			if (seen[i] && !seen[w]) {
				row[w] = row[i] - c->pos[t][1];
				col[w] = col[i] + c->pos[t][0];
				seen[w] = 1;
				done = 0;
			} else if (seen[w] && !seen[i]) {
				row[i] = row[w] + c->pos[t][1];
				col[i] = col[w] - c->pos[t][0];
				seen[i] = 1;
				done = 0;
			}
		}
	} while (!done);
	for (t = 0; t < c->nitem; t++) {
		i = c->word[t][0];
		w = c->n[0] + c->word[t][1];
		if (row[w] != row[i] - c->pos[t][1] ||
		    col[w] != col[i] + c->pos[t][0])
			return 0;
	}
	for (w = 0; w < nw; w++) {
		way = w >= c->n[0];
		at = w - way * c->n[0];
		r0 = row[w] < r0 ? row[w] : r0;
		c0 = col[w] < c0 ? col[w] : c0;
		r = row[w] + (way ? c->len[way][at] - 1 : 0);
		q = col[w] + (way ? 0 : c->len[way][at] - 1);
		r1 = r > r1 ? r : r1;
		c1 = q > c1 ? q : c1;
	}
	/* With a row and a column of room around. */
	if (r1 - r0 + 3 > CROSS_ROOM || c1 - c0 + 3 > CROSS_ROOM)
		return 1;	/* too big to tell */
	memset(cell, 0, sizeof(cell));
	memset(by, 0, sizeof(by));
	for (w = 0; w < nw; w++) {
		way = w >= c->n[0];
		at = w - way * c->n[0];
		for (i = 0; i < c->len[way][at]; i++) {
			y = row[w] - r0 + 1 + (way ? i : 0);
			x = col[w] - c0 + 1 + (way ? 0 : i);
			q = y * CROSS_ROOM + x;
			if (by[q] & (1 << way))
				return 0;	/* two words one way */
			if (cell[q] != 0 && cell[q] != c->spell[way][at][i] + 1)
				return 0;
			tiles += cell[q] == 0;
			cell[q] = (unsigned char)(c->spell[way][at][i] + 1);
			by[q] |= (unsigned char)(1 << way);
		}
	}
	if (tiles != c->tiles)
		return 0;
	/* Nothing just before or after a word. */
	for (w = 0; w < nw; w++) {
		way = w >= c->n[0];
		at = w - way * c->n[0];
		q = (row[w] - r0 + 1) * CROSS_ROOM + col[w] - c0 + 1;
		i = way ? CROSS_ROOM : 1;
		if (cell[q - i] != 0 || cell[q + c->len[way][at] * i] != 0)
			return 0;
	}
	/* No two tiles side by side but in a word across, nor one over
	   the other but in a word down. */
	for (q = CROSS_ROOM; q < CROSS_ROOM * (CROSS_ROOM - 1); q++) {
		if (cell[q] == 0)
			continue;
		if ((cell[q - 1] != 0 || cell[q + 1] != 0) && !(by[q] & 1))
			return 0;
		if ((cell[q - CROSS_ROOM] != 0 || cell[q + CROSS_ROOM] != 0) &&
		    !(by[q] & 2))
			return 0;
	}
	cross_keep(c, cell, r1 - r0 + 1, c1 - c0 + 1);
	return 1;
}

/*
 * Crossings item[t] on, each after the one the same letter took before
 * (last: its pair of words, and when laying its tiles in them): 1 when
 * they can all be laid, 0 when not, -1 when the steps ran out.  pieces:
 * the words not yet joined, counted as pieces.
 */
static int
cross_lay(struct cross *c, int t, int pieces, long last)
{
	int x, at, i, j, a, b, rc, u, v, nu, nv;
	long key;

	if (++*c->steps > c->most || ((*c->steps & 4095) == 0 &&
	    solve_time_up(c->s)))
		return -1;
	if (c->whole && pieces - 1 > c->nitem - t)
		return 0;
	if (t == c->nitem)
		return !c->whole || (pieces == 1 && cross_fits(c));
	x = c->item[t];
	if (t == 0 || c->item[t - 1] != x)
		last = -1;
	/* Each pair of words, at = i * n[1] + j: counted, not divided. */
	for (at = 0, i = j = 0; at < c->n[0] * c->n[1]; at++, j++) {
		if (j == c->n[1]) {
			j = 0;
			i++;
		}
		if ((c->pairs[i] >> j & 1) || c->hold[0][i][x] == 0 ||
		    c->hold[1][j][x] == 0)
			continue;
		nu = c->whole ? c->len[0][i] : 1;
		nv = c->whole ? c->len[1][j] : 1;
		for (u = 0; u < nu; u++) {
			if (c->whole && (c->spell[0][i][u] != x ||
			    (c->taken[0][i] >> u & 1)))
				continue;
			for (v = 0; v < nv; v++) {
				if (c->whole && (c->spell[1][j][v] != x ||
				    (c->taken[1][j] >> v & 1)))
					continue;
				key = ((long)at * DICT_MAXLEN + u) * DICT_MAXLEN +
				    v;
				if (key <= last)
					continue;
				c->word[t][0] = (unsigned char)i;
				c->word[t][1] = (unsigned char)j;
				c->pos[t][0] = (unsigned char)u;
				c->pos[t][1] = (unsigned char)v;
				c->pairs[i] |= 1u << j;
				c->hold[0][i][x]--;
				c->hold[1][j][x]--;
				c->taken[0][i] |= (uint64_t)c->whole << u;
				c->taken[1][j] |= (uint64_t)c->whole << v;
				a = cross_top(c, i);
				b = cross_top(c, c->n[0] + j);
				if (a != b)
					c->up[a] = (signed char)b;
				rc = cross_lay(c, t + 1, pieces - (a != b), key);
				if (a != b)
					c->up[a] = -1;
				c->pairs[i] &= ~(1u << j);
				c->hold[0][i][x]++;
				c->hold[1][j][x]++;
				c->taken[0][i] &= ~((uint64_t)c->whole << u);
				c->taken[1][j] &= ~((uint64_t)c->whole << v);
				if (rc != 0)
					return rc;
			}
		}
	}
	return 0;
}

/*
 * Can the words of the sets a and d (na and nd of them, in p->word) cross
 * as a grid's do, each tile of a letter both hold more of than the hand
 * has a crossing?  whole: every tile is held, and the words must lie as a
 * grid of the hand.  1 yes, 0 no, -1 the steps ran out; 1 also when the
 * words are too many to tell.
 */
static int
split_cross(struct split *p, const unsigned char *a, const unsigned char *d,
    int na, int nd, int whole)
{
	struct cross c;
	int x, e, way, w;
	uint32_t i, j;

	if (na > SPLIT_SIDE || nd > SPLIT_SIDE)
		return 1;
	c.n[0] = na;
	c.n[1] = nd;
	c.nitem = 0;
	c.whole = whole;
	c.tiles = p->tiles;
	for (x = 0; x < p->k; x++)
		for (e = a[x] + d[x] - p->have[x]; e > 0; e--) {
			if (c.nitem >= na * nd)
				return 0;
			c.item[c.nitem++] = (unsigned char)x;
		}
	if (c.nitem == 0 && !whole)
		return 1;
	for (way = 0; way < 2; way++)
		for (w = 0; w < c.n[way]; w++) {
			j = p->word[way][w];
			memset(c.hold[way][w], 0, (size_t)p->k);
			for (i = p->wat[j]; i < p->wat[j + 1]; i++)
				c.hold[way][w][p->pair[i] >> 8] =
				    (unsigned char)(p->pair[i] & 0xff);
			c.spell[way][w] = p->spell + p->sat[j];
			c.len[way][w] = (int)(p->sat[j + 1] - p->sat[j]);
			c.taken[way][w] = 0;
		}
	memset(c.pairs, 0, sizeof(c.pairs));
	memset(c.up, -1, sizeof(c.up));
	c.steps = &p->steps;
	c.most = CROSS_STEPS * p->most;
	c.let = p->let;
	c.pf = p->pf;
	c.s = p->s;
	return cross_lay(&c, 0, na + nd, -1);
}

static int	split_search(struct split *, unsigned char *, unsigned char *,
		    int, int);

/*
 * The words the set of counts u cannot take, as a row: those holding more
 * tiles of a letter than u has room for.
 */
static void
split_refused(const struct split *p, const unsigned char *u, uint64_t *out)
{
	const uint64_t *row;
	size_t w;
	int x, room;

	memset(out, 0, p->nrow * sizeof(*out));
	for (x = 0; x < p->k; x++) {
		if ((room = p->have[x] - u[x]) >= p->rowmost[x])
			continue;
		row = p->rows + ((size_t)p->rowat[x] + (size_t)room) * p->nrow;
		for (w = 0; w < p->nrow; w++)
			out[w] |= row[w];
	}
}

/*
 * The search from sets a and d (na and nd words) not searched before:
 * 1 when they grow into sets that could be a grid's, 0 when their counts
 * cannot, 2 when only their words cannot (SPLIT_WORDS), -1 when the steps
 * or the time ran out.
 */
static int
split_node(struct split *p, unsigned char *a, unsigned char *d, int na,
    int nd)
{
	int x, best = -1, k = p->k, rc, side, crossings, found = 0;
	size_t bestn = SIZE_MAX, n, j, w;
	uint64_t all, fit[2], bits, *ra, *rd;
	const uint64_t *row;
	unsigned char *u;

	if (p->how == SPLIT_WORDS &&
	    (rc = split_cross(p, a, d, na, nd, 0)) != 1)
		return rc == 0 ? 2 : -1;
	ra = p->refused + 2 * (size_t)(na + nd) * p->nrow;
	rd = ra + p->nrow;
	split_refused(p, a, ra);
	split_refused(p, d, rd);
	for (x = 0; x < k; x++) {
		if (a[x] + d[x] >= p->have[x])
			continue;
		/* Its words, each way, less those refused. */
		row = p->rows + (size_t)p->rowat[x] * p->nrow;
		n = 2 * (size_t)p->nhold[x];
		for (w = 0; w < p->nrow; w++)
			n -= popcount64(row[w] & ra[w]) +
			    popcount64(row[w] & rd[w]);
		if (n < bestn) {
			bestn = n;
			best = x;
		}
		if (n == 0)
			return 0;
	}
	if (best < 0) {
		/* Every tile held: the tiles in two words must fit. */
		for (crossings = 0, x = 0; x < k; x++)
			crossings += a[x] + d[x] - p->have[x];
		if (na + nd == 1 || (crossings >= na + nd - 1 &&
		    crossings <= na * nd)) {
			if (p->how == SPLIT_COUNTS || na + nd == 1)
				return 1;
			if ((rc = split_cross(p, a, d, na, nd, 1)) != 0)
				return rc;
			found = 2;
		}
		/* Else only more words would do: any. */
	}
	/*
	 * Each word holding the letter (or any word, every tile held) that a
	 * set can take, in the words' order, across then down.
	 */
	row = best >= 0 ? p->rows + (size_t)p->rowat[best] * p->nrow : NULL;
	for (w = 0; w < p->nrow; w++) {
		if (row != NULL)
			all = row[w];
		else if (w + 1 < p->nrow || p->nw % 64 == 0)
			all = ~0ULL;
		else
			all = (1ULL << p->nw % 64) - 1;
		fit[0] = all & ~ra[w];
		fit[1] = all & ~rd[w];
		for (bits = fit[0] | fit[1]; bits != 0; bits &= bits - 1) {
			j = w * 64 + (size_t)ctz64(bits);
			for (side = 0; side < 2; side++) {
				if (!(fit[side] >> (j % 64) & 1))
					continue;
				u = side ? d : a;
				if ((side ? nd : na) < SPLIT_SIDE)
					p->word[side][side ? nd : na] =
					    (uint32_t)j;
				split_add(p, j, u, 1);
				rc = split_search(p, a, d, na + !side,
				    nd + side);
				split_add(p, j, u, -1);
				if (rc == 2)
					found = 2;
				else if (rc != 0)
					return rc;
			}
		}
	}
	return found;
}

/*
 * The search from sets a and d (na and nd words), as split_node(), but
 * a pair of sets searched before that nothing can come of is not
 * searched again.
 */
static int
split_search(struct split *p, unsigned char *a, unsigned char *d, int na,
    int nd)
{
	unsigned char v[2 * ALPHA_MAX + 2];
	const unsigned char *f, *g;
	size_t at;
	int rc, k = p->k, x;

	if (++p->nodes > p->most || ((p->nodes & 63) == 0 &&
	    solve_time_up(p->s)))
		return -1;
	/*
	 * The two sets in either order are the same search.  Kept in half
	 * the bytes where they fit, the table's pairs take half the memory
	 * the system must give and clear.
	 */
	rc = memcmp(a, d, (size_t)k);
	f = rc <= 0 ? a : d;
	g = rc <= 0 ? d : a;
	if (p->half)
		for (x = 0; x < k; x++)
			v[x] = (unsigned char)(f[x] | g[x] << 4);
	else {
		memcpy(v, f, (size_t)k);
		memcpy(v + k, g, (size_t)k);
	}
	x = p->half ? k : 2 * k;
	v[x] = (unsigned char)(rc <= 0 ? na : nd);
	v[x + 1] = (unsigned char)(rc <= 0 ? nd : na);
	if ((rc = solve_memo_seen(p->m, v, &at)) == 1 || rc == -1)
		return rc == 1 ? 0 : -1;
	if (rc == 2 && p->how == SPLIT_WORDS &&
	    solve_memo_failed(p->m, p->id, p->word[0], p->word[1], na, nd,
	    0))
		return 2;
	rc = split_node(p, a, d, na, nd);
	p->m->live[at] = rc != 0;
	if (rc == 2)
		solve_memo_failed(p->m, p->id, p->word[0], p->word[1], na,
		    nd, 1);
	return rc;
}

/* The steps of each way of searching at try try. */
static unsigned long
proof_steps(unsigned try)
{
	return (unsigned long)SPLIT_NODES << (try < 2 ? 0 : try <
	    PROOF_TRIES ? try - 1 : PROOF_TRIES - 2);
}

/*
 * Is try try (2 on) due once the search has visited nodes nodes?  Up to
 * PROOF_EARLY steps, at half its steps in nodes, so that a hand with no
 * grid is soon proven so; past them, at twice its steps, so that a hand
 * the search is slow to solve keeps the larger part of the time.
 */
int
solve_proof_due(unsigned try, unsigned long nodes)
{
	unsigned long steps = proof_steps(try);

	return try < PROOF_TRIES && (steps <= PROOF_EARLY ?
	    2 * nodes >= steps : nodes >= 2 * steps);
}

/*
 * The hand's letters (p->k, p->have; the hand is p->s's) and its words,
 * each as its letters' slots and counts, by letter, and spelt: 1 done, 0
 * when a word holds a letter the hand has not (or more than 255 tiles of
 * one), -1 out of memory.
 */
static int
split_words(struct split *p, const struct words *w)
{
	const struct solver *s = p->s;
	signed char slot[ALPHA_MAX];
	unsigned cnt[ALPHA_MAX];
	uint16_t *pair;
	unsigned char *spell;
	uint32_t *wat, *sat, *id, npair = 0;
	uint64_t *rows;
	size_t j, m, c, nrows;
	int l;
	const char *t;

	p->half = 1;
	for (l = 0; l < s->nl; l++) {
		slot[l] = -1;
		if (s->cnt[l] > 0) {
			if (s->cnt[l] > 255)
				return 0;
			p->half &= s->cnt[l] <= 15;
			slot[l] = (signed char)p->k;
			p->let[p->k] = s->let[l];
			p->have[p->k++] = (unsigned char)s->cnt[l];
		}
	}
	for (j = 0, m = 0; j < w->n; j++)
		m += w->c[j].len;
	pair = arena_alloc(s->mem, m * sizeof(*pair));
	wat = arena_alloc(s->mem, (w->n + 1) * sizeof(*wat));
	spell = arena_alloc(s->mem, m);
	sat = arena_alloc(s->mem, (w->n + 1) * sizeof(*sat));
	id = arena_alloc(s->mem, w->n * sizeof(*id));
	if (pair == NULL || wat == NULL || spell == NULL || sat == NULL ||
	    id == NULL)
		return -1;
	memset(cnt, 0, sizeof(cnt));
	memset(p->nhold, 0, sizeof(p->nhold));
	for (j = 0, sat[0] = 0; j < w->n; j++) {
		wat[j] = npair;
		id[j] = w->c[j].at;	/* its text's place, its own */
		t = w->text + w->c[j].at;
		sat[j + 1] = sat[j] + w->c[j].len;
		for (m = 0; m < w->c[j].len; m++) {
			l = solve_li(s, t[m]);
			if (slot[l] < 0)	/* not of this hand: cannot be */
				return 0;
			cnt[l]++;
			spell[sat[j] + m] = (unsigned char)slot[l];
		}
		for (m = 0; m < w->c[j].len; m++) {
			l = solve_li(s, t[m]);
			if (cnt[l] == 0)
				continue;
			pair[npair++] = (uint16_t)(slot[l] << 8 | cnt[l]);
			p->nhold[slot[l]]++;
			cnt[l] = 0;
		}
	}
	wat[w->n] = npair;
	/* Each letter's rows: the words holding c of its tiles or more. */
	memset(p->rowmost, 0, sizeof(p->rowmost));
	for (m = 0; m < npair; m++)
		if ((pair[m] & 0xff) > p->rowmost[pair[m] >> 8])
			p->rowmost[pair[m] >> 8] =
			    (unsigned char)(pair[m] & 0xff);
	for (nrows = 0, l = 0; l < p->k; l++) {
		p->rowat[l] = (uint32_t)nrows;
		nrows += p->rowmost[l];
	}
	p->nrow = (w->n + 63) / 64;
	if ((rows = arena_alloc(s->mem, (nrows + 2 * (2 * (size_t)p->tiles +
	    1)) * p->nrow * sizeof(*rows))) == NULL)
		return -1;
	memset(rows, 0, nrows * p->nrow * sizeof(*rows));
	for (j = 0; j < w->n; j++)
		for (m = wat[j]; m < wat[j + 1]; m++)
			for (c = 0; c < (pair[m] & 0xff); c++)
				rows[((size_t)p->rowat[pair[m] >> 8] + c) *
				    p->nrow + j / 64] |= 1ULL << (j % 64);
	p->rows = rows;
	p->refused = rows + nrows * p->nrow;
	p->pair = pair;
	p->wat = wat;
	p->spell = spell;
	p->sat = sat;
	p->id = id;
	p->nw = w->n;
	return 1;
}

int
solve_no_split(struct solver *s, const struct words *w, struct proof *pf,
    struct solve_result *r)
{
	struct split p;
	unsigned char a[ALPHA_MAX] = { 0 }, d[ALPHA_MAX] = { 0 };
	unsigned try = pf->tries++;
	int rc;

	if (s->wild > 0 || s->left < 2 || w->n == 0 || w->n >= UINT32_MAX / 2)
		return 0;
	memset(&p, 0, sizeof(p));
	p.s = s;
	p.pf = pf;
	p.tiles = (int)s->left;
	if ((rc = split_words(&p, w)) != 1)
		return rc;
	if (pf->memo == NULL) {
		if ((pf->memo = arena_alloc(s->mem, sizeof(*pf->memo))) == NULL)
			return -1;
		if (solve_memo_init(pf->memo, s->mem, (p.half ? 1 : 2) *
		    (size_t)p.k + 2) == -1)
			return -1;
	}
	p.m = pf->memo;
	/*
	 * By the counts, then by the words when the counts allow (try 1
	 * on; try 1 follows try 0 on the same words: its counts are known).
	 */
	rc = -1;
	for (p.how = try == 1 ? SPLIT_WORDS : SPLIT_COUNTS; p.how <=
	    (try == 0 ? SPLIT_COUNTS : SPLIT_WORDS); p.how++) {
		p.nodes = 0;
		/*
		 * A step by the counts takes about half the time of one by
		 * the words, which lays the words too: up to PROOF_EARLY, the
		 * two ways of a try are given about the same time.  Past
		 * them, the search keeps the larger part of it.
		 */
		p.most = proof_steps(try);
		if (p.how == SPLIT_COUNTS && p.most <= PROOF_EARLY)
			p.most *= COUNTS_STEPS;
		if ((rc = split_search(&p, a, d, 0, 0)) == 0 || rc == 2)
			break;
	}
	if (rc != 0 && rc != 2)
		return 0;
	snprintf(r->reason, sizeof(r->reason), "no words made from this hand "
	    "can hold its %u tiles as a grid's do: each tile in a word "
	    "across or down, each way once at most, and two words crossing "
	    "once at most", s->left);
	return 1;
}
