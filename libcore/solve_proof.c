/*
 * solve_proof.c: the proofs that no grid exists for a hand.
 *
 * A search that finds no grid proves nothing: only five things are taken
 * as proof that none exists.  Too few tiles; a tile that no word made from
 * the hand can hold; more tiles of a letter only two-letter words hold
 * than the letters they pair with have room for (pairs_only()); and, once
 * a round of the search has failed, no way to share the tiles out among
 * words across and words down as a grid does (solve_no_split()), or, for
 * a few tiles, no grid when they are laid every way on every shape
 * (solve_no_grid_every_way()).  Each comes with its reason, in words.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "solve_int.h"

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
 */
#define SPLIT_NODES	8192	/* the search's steps at most */
#define SPLIT_CAP	(4 * SPLIT_NODES)	/* entries of its table */

struct split {
	int		 k;		/* the hand's different letters */
	unsigned char	 have[ALPHA_MAX];	/* its tiles of each */
	const uint16_t	*pair;		/* each word's letters and counts */
	const uint32_t	*wat;		/* where each word's pairs start */
	const uint32_t	*by, *byat;	/* the words holding each letter */
	size_t		 nw;
	unsigned char	*state;		/* each pair of sets seen, 2k + 2
					   bytes */
	uint32_t	*table;		/* SPLIT_CAP: 1 + its state's index */
	size_t		 nstate;
	unsigned long	 nodes;
	const struct solver *s;
};

/* Can word j join the set of counts u? */
static inline int
split_fits(const struct split *p, size_t j, const unsigned char *u)
{
	uint32_t i;

	for (i = p->wat[j]; i < p->wat[j + 1]; i++)
		if (u[p->pair[i] >> 8] + (p->pair[i] & 0xff) >
		    p->have[p->pair[i] >> 8])
			return 0;
	return 1;
}

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
 * Has this pair of sets (their counts, then how many words in each, in
 * v: 2k + 2 bytes, the two halves in either order) been searched?  Marks
 * it; -1 when the table is full.
 */
static int
split_seen(struct split *p, const unsigned char *v)
{
	size_t len = 2 * (size_t)p->k + 2, i;
	uint64_t h = 0;

	for (i = 0; i < len; i++)
		h = solve_mix(h ^ v[i]);
	for (i = h & (SPLIT_CAP - 1); p->table[i] != 0;
	    i = (i + 1) & (SPLIT_CAP - 1))
		if (memcmp(p->state + (p->table[i] - 1) * len, v, len) == 0)
			return 1;
	if (p->nstate >= SPLIT_NODES)
		return -1;
	memcpy(p->state + p->nstate * len, v, len);
	p->table[i] = (uint32_t)++p->nstate;
	return 0;
}

/*
 * The search from sets a and d (na and nd words): 1 when they grow into
 * sets that could be a grid's, 0 when they cannot, -1 when the steps or
 * the time ran out.
 */
static int
split_search(struct split *p, unsigned char *a, unsigned char *d, int na,
    int nd)
{
	unsigned char v[2 * ALPHA_MAX + 2];
	int x, best = -1, k = p->k, rc, side, crossings;
	size_t bestn = SIZE_MAX, n, i, lo, hi, j;
	unsigned char *u;

	if (++p->nodes > SPLIT_NODES || ((p->nodes & 63) == 0 &&
	    solve_time_up(p->s)))
		return -1;
	/* The two sets in either order are the same search. */
	rc = memcmp(a, d, (size_t)k);
	memcpy(v, rc <= 0 ? a : d, (size_t)k);
	memcpy(v + k, rc <= 0 ? d : a, (size_t)k);
	v[2 * k] = (unsigned char)(rc <= 0 ? na : nd);
	v[2 * k + 1] = (unsigned char)(rc <= 0 ? nd : na);
	if ((rc = split_seen(p, v)) != 0)
		return rc == 1 ? 0 : -1;
	for (x = 0; x < k; x++) {
		if (a[x] + d[x] >= p->have[x])
			continue;
		for (n = 0, i = p->byat[x]; i < p->byat[x + 1] && n < bestn;
		    i++)
			n += (size_t)split_fits(p, p->by[i], a) +
			    (size_t)split_fits(p, p->by[i], d);
		if (n < bestn) {
			bestn = n;
			best = x;
		}
		if (n == 0)
			return 0;
	}
	lo = best >= 0 ? p->byat[best] : 0;
	hi = best >= 0 ? p->byat[best + 1] : p->nw;
	if (best < 0) {
		/* Every tile held: the tiles in two words must fit. */
		for (crossings = 0, x = 0; x < k; x++)
			crossings += a[x] + d[x] - p->have[x];
		if (na + nd == 1 || (crossings >= na + nd - 1 &&
		    crossings <= na * nd))
			return 1;
		/* Else only more words would do: any. */
	}
	for (i = lo; i < hi; i++) {
		j = best >= 0 ? p->by[i] : i;
		for (side = 0; side < 2; side++) {
			u = side ? d : a;
			if (!split_fits(p, j, u))
				continue;
			split_add(p, j, u, 1);
			rc = split_search(p, a, d, na + !side, nd + side);
			split_add(p, j, u, -1);
			if (rc != 0)
				return rc;
		}
	}
	return 0;
}

int
solve_no_split(struct solver *s, const struct words *w,
    struct solve_result *r)
{
	struct split p;
	signed char slot[ALPHA_MAX];
	unsigned char a[ALPHA_MAX] = { 0 }, d[ALPHA_MAX] = { 0 };
	unsigned cnt[ALPHA_MAX];
	uint16_t *pair;
	uint32_t *wat, *by, *byat, npair = 0;
	size_t j, m;
	int l;
	const char *t;

	if (s->wild > 0 || s->left < 2 || w->n == 0 || w->n >= UINT32_MAX / 2)
		return 0;
	memset(&p, 0, sizeof(p));
	p.s = s;
	p.nw = w->n;
	for (l = 0; l < s->nl; l++) {
		slot[l] = -1;
		if (s->cnt[l] > 0) {
			if (s->cnt[l] > 255)
				return 0;
			slot[l] = (signed char)p.k;
			p.have[p.k++] = (unsigned char)s->cnt[l];
		}
	}
	for (j = 0, m = 0; j < w->n; j++)
		m += w->c[j].len;
	pair = arena_alloc(s->mem, m * sizeof(*pair));
	wat = arena_alloc(s->mem, (w->n + 1) * sizeof(*wat));
	by = arena_alloc(s->mem, m * sizeof(*by));
	byat = arena_alloc(s->mem, (size_t)(p.k + 2) * sizeof(*byat));
	p.state = arena_alloc(s->mem, SPLIT_NODES * (2 * (size_t)p.k + 2));
	p.table = arena_alloc(s->mem, SPLIT_CAP * sizeof(*p.table));
	if (pair == NULL || wat == NULL || by == NULL || byat == NULL ||
	    p.state == NULL || p.table == NULL)
		return -1;
	memset(p.table, 0, SPLIT_CAP * sizeof(*p.table));
	memset(byat, 0, (size_t)(p.k + 2) * sizeof(*byat));
	/* Each word as its letters' slots and counts, and by letter. */
	memset(cnt, 0, sizeof(cnt));
	for (j = 0; j < w->n; j++) {
		wat[j] = npair;
		t = w->text + w->c[j].at;
		for (m = 0; m < w->c[j].len; m++)
			cnt[solve_li(s, t[m])]++;
		for (m = 0; m < w->c[j].len; m++) {
			l = solve_li(s, t[m]);
			if (cnt[l] == 0)
				continue;
			if (slot[l] < 0)	/* not of this hand: cannot be */
				return 0;
			pair[npair++] = (uint16_t)(slot[l] << 8 | cnt[l]);
			byat[slot[l] + 2]++;
			cnt[l] = 0;
		}
	}
	wat[w->n] = npair;
	for (l = 0; l < p.k; l++)
		byat[l + 2] += byat[l + 1];
	for (j = 0; j < w->n; j++)
		for (m = wat[j]; m < wat[j + 1]; m++)
			by[byat[(pair[m] >> 8) + 1]++] = (uint32_t)j;
	p.pair = pair;
	p.wat = wat;
	p.by = by;
	p.byat = byat;
	if (split_search(&p, a, d, 0, 0) != 0)
		return 0;
	snprintf(r->reason, sizeof(r->reason), "no words made from this hand "
	    "can hold its %u tiles as a grid's do: each tile in a word "
	    "across or down, each way once at most, and two words crossing "
	    "once at most", s->left);
	return 1;
}

/*
 * A hand of EVERY_MAX tiles or fewer is laid every way: on every shape of
 * that many cells joined side to side, each once (Redelmeier's count of
 * the fixed polyominoes: 2,725 of eight cells), every order of its tiles,
 * a tile at a time.  A run of a shape still growing only grows, so each
 * run a tile joins must be part of some word already, or nothing grown
 * from it is tried.  None whose runs are all words: a proof, where the
 * search and the proofs above say nothing (AAIUE: AI and EAU share its
 * tiles out, but every way of laying them puts two tiles side by side
 * that make no word).  At most EVERY_NODES tiles laid, and within the
 * time limit; else no proof.
 */
#define EVERY_MAX	8
#define EVERY_W		(2 * EVERY_MAX + 1)	/* a row, with room around */
#define EVERY_H		(EVERY_MAX + 2)
#define EVERY_NODES	(1ul << 21)

struct every {
	const struct solver *s;
	int		 n;		/* tiles */
	unsigned	 cnt[ALPHA_MAX];	/* tiles not laid, by letter */
	char		 cell[EVERY_W * EVERY_H];	/* 0 empty */
	char		 seen[EVERY_W * EVERY_H];	/* met by the count */
	int		 at[EVERY_MAX];	/* the shape's cells */
	int		 nat;
	int		 origin;
	unsigned long	 nodes;
};

/*
 * The run through cell c in direction step: 1 when it may stand, a word
 * (whole) or a part of one (not yet whole), or is one tile.
 */
static int
every_run_ok(const struct every *p, int c, int step, int whole)
{
	char run[EVERY_MAX];
	size_t k;

	while (p->cell[c - step])
		c -= step;
	for (k = 0; p->cell[c]; c += step)
		run[k++] = p->cell[c];
	if (k < 2)
		return 1;
	if (whole)
		return k >= p->s->o->minlen && dict_has(p->s->d, run, k);
	return dict_infix(p->s->d, run, k);
}

/* Is every run of two or more tiles across and down a word? */
static int
every_words(const struct every *p)
{
	int i, c;

	for (i = 0; i < p->nat; i++) {
		c = p->at[i];
		if ((!p->cell[c - 1] && !every_run_ok(p, c, 1, 1)) ||
		    (!p->cell[c - EVERY_W] && !every_run_ok(p, c, EVERY_W, 1)))
			return 0;
	}
	return 1;
}

/*
 * Grows the shape from the cells of untried (n of them), each tried in
 * turn with each letter left: 1 when a grid is found, 0 when none is, -1
 * when the tiles laid or the time ran out.
 */
static int
every_grow(struct every *p, const int *untried, int n)
{
	int next[4 * EVERY_MAX], nn, i, j, m, c, l, added[4], na, rc = 0;
	static const int dir[4] = { 1, -1, EVERY_W, -EVERY_W };

	for (i = 0; i < n && !rc; i++) {
		c = untried[i];
		p->at[p->nat++] = c;
		/* The cells beside c met for the first time join the rest. */
		for (nn = 0, j = i + 1; j < n; j++)
			next[nn++] = untried[j];
		for (na = 0, j = 0; j < 4; j++) {
			m = c + dir[j];
			if (m < p->origin || p->seen[m])
				continue;
			p->seen[m] = 1;
			added[na++] = m;
			next[nn++] = m;
		}
		for (l = 0; l < p->s->nl && !rc; l++) {
			if (p->cnt[l] == 0)
				continue;
			if (++p->nodes > EVERY_NODES || ((p->nodes & 4095) == 0 &&
			    solve_time_up(p->s))) {
				rc = -1;
				break;
			}
			p->cnt[l]--;
			p->cell[c] = (char)p->s->let[l];
			if (p->nat == p->n)
				rc = every_words(p);
			else if (every_run_ok(p, c, 1, 0) &&
			    every_run_ok(p, c, EVERY_W, 0))
				rc = every_grow(p, next, nn);
			p->cell[c] = 0;
			p->cnt[l]++;
		}
		for (j = 0; j < na; j++)
			p->seen[added[j]] = 0;
		p->nat--;
	}
	return rc;
}

int
solve_no_grid_every_way(const struct solver *s, struct solve_result *r)
{
	struct every p;
	int first;

	if (s->wild > 0 || s->left < 2 || s->left > EVERY_MAX)
		return 0;
	memset(&p, 0, sizeof(p));
	p.s = s;
	p.n = (int)s->left;
	memcpy(p.cnt, s->cnt, sizeof(p.cnt));
	/*
	 * The shape's first cell is its top row's leftmost: no cell above
	 * its row, none left of it in its row (the cells before origin).
	 */
	p.origin = EVERY_W + EVERY_MAX;
	first = p.origin;
	p.seen[first] = 1;
	if (every_grow(&p, &first, 1) != 0)
		return 0;
	snprintf(r->reason, sizeof(r->reason), "every way of laying these "
	    "%u tiles was tried, on every shape: none makes only words",
	    s->left);
	return 1;
}
