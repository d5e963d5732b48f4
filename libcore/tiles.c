/*
 * tiles.c: tiles, multisets, distributions and shuffles.
 */
#include <stdlib.h>
#include <string.h>

#include "core.h"
#include "node.h"
#include "rng.h"
#include "tiles.h"
#include "util.h"

/* The official classic set of 144, A to Z (bananagrams(7)). */
static const unsigned classic[26] = {
	13, 3, 3, 6, 18, 3, 4, 3, 12, 2, 2, 5, 3, 8, 11, 3, 2, 9, 6, 9, 6, 3,
	3, 2, 3, 2
};

/*
 * Typeset's 45 letter tokens are not published; this default (typeset(7))
 * is the 21 consonants, vowels being supplied by each player's mat.
 */
static const unsigned typeset[26] = {
	0, 2, 2, 3, 0, 2, 2, 2, 0, 1, 1, 4, 2, 4, 0, 2, 1, 4, 4, 4, 0, 1, 1, 1,
	1, 1
};

const char *const tiles_games[] = {
	"bananagrams", "bananagrams-wild", "shenanigrams", "typeset", NULL
};

int
tile_index(int c)
{
	if (c >= 'A' && c <= 'Z')
		return c - 'A';
	if (c == TILE_WILD)
		return 26;
	return -1;
}

int
tile_char(int i)
{
	return i == 26 ? TILE_WILD : 'A' + i;
}

const unsigned char tile_awkward[27] = {
	0, 3, 3, 2, 0, 3, 2, 3, 0, 8, 5, 1, 2, 1, 0, 3, 9, 1, 0, 0, 2, 4, 4,
	8, 3, 8, 0
};

int
tiles_check(const char *s, int allow_wild, size_t *bad)
{
	size_t i;

	for (i = 0; s[i] != '\0'; i++)
		if (tile_index((unsigned char)s[i]) == -1 ||
		    (!allow_wild && s[i] == TILE_WILD)) {
			if (bad != NULL)
				*bad = i;
			return 1;
		}
	return 0;
}

void
tileset_clear(struct tileset *t)
{
	memset(t, 0, sizeof(*t));
}

int
tileset_add(struct tileset *t, const char *s, int sign)
{
	struct tileset u = *t;
	int i;

	for (; *s != '\0'; s++) {
		if ((i = tile_index((unsigned char)*s)) == -1)
			return -1;
		if (sign < 0) {
			if (u.n[i] == 0)
				return -1;
			u.n[i]--;
		} else
			u.n[i]++;
	}
	*t = u;
	return 0;
}

size_t
tileset_total(const struct tileset *t)
{
	size_t sum = 0;
	int i;

	for (i = 0; i < TILE_KINDS; i++)
		sum += t->n[i];
	return sum;
}

int
tileset_equal(const struct tileset *a, const struct tileset *b)
{
	return memcmp(a->n, b->n, sizeof(a->n)) == 0;
}

int
tiles_builtin(const char *game, struct tileset *t)
{
	int i;

	tileset_clear(t);
	if (strcmp(game, "bananagrams") == 0 ||
	    strcmp(game, "shenanigrams") == 0 ||
	    strcmp(game, "bananagrams-wild") == 0) {
		for (i = 0; i < 26; i++)
			t->n[i] = classic[i];
		if (strcmp(game, "bananagrams-wild") == 0)
			t->n[26] = 6;
		return 0;
	}
	if (strcmp(game, "typeset") == 0) {
		for (i = 0; i < 26; i++)
			t->n[i] = typeset[i];
		return 0;
	}
	return -1;
}

int
tiles_read_dist(const struct node *root, const char *file, struct tileset *t,
    struct core_err *e)
{
	const struct node *k, *v;
	long long count;
	size_t i, total = 0;
	int c, ti;

	tileset_clear(t);
	if (root->kind != NODE_MAP)
		return core_errf(e, file, root->line, root->col,
		    "a distribution is a mapping of letter to count");
	for (i = 0; i + 1 < root->n; i += 2) {
		k = root->items[i];
		v = root->items[i + 1];
		c = k->len == 1 ? (unsigned char)k->str[0] : 0;
		if (c >= 'a' && c <= 'z')
			c -= 'a' - 'A';
		if ((ti = tile_index(c)) == -1)
			return core_errf(e, file, k->line, k->col,
			    "'%.32s' is not a tile (A-Z or ?)", k->str);
		if (t->n[ti] != 0)
			return core_errf(e, file, k->line, k->col,
			    "tile '%c' is given twice", c);
		if (!node_is_int(v, &count) || count < 0 || count > TILES_MAX)
			return core_errf(e, file, v->line, v->col,
			    "count for '%c' must be a whole number from 0 to %d",
			    c, TILES_MAX);
		t->n[ti] = (unsigned)count;
		total += (size_t)count;
		if (total > TILES_MAX)
			return core_errf(e, file, v->line, v->col,
			    "more than %d tiles in all", TILES_MAX);
	}
	if (total == 0)
		return core_errf(e, file, root->line, root->col,
		    "the distribution has no tiles");
	return 0;
}

char *
tiles_expand(const struct tileset *t)
{
	char *s, *p;
	unsigned j;
	int i;

	if ((s = malloc(tileset_total(t) + 1)) == NULL)
		return NULL;
	p = s;
	for (i = 0; i < TILE_KINDS; i++)
		for (j = 0; j < t->n[i]; j++)
			*p++ = (char)tile_char(i);
	*p = '\0';
	return s;
}

void
tiles_shuffle(char *s, size_t n, struct rng *r)
{
	size_t i, j;
	char c;

	for (i = n; i > 1; i--) {
		j = (size_t)rng_below(r, i);
		c = s[i - 1];
		s[i - 1] = s[j];
		s[j] = c;
	}
}

int
tiles_remove(char *hand, const char *take, int *missing)
{
	struct tileset need, have;
	size_t i;
	int ti;

	/* Count first, so a failure leaves hand unchanged; linear time. */
	tileset_clear(&need);
	tileset_clear(&have);
	if (tileset_add(&have, hand, 1) == -1)
		return -1;
	for (i = 0; take[i] != '\0'; i++) {
		if ((ti = tile_index((unsigned char)take[i])) == -1 ||
		    ++need.n[ti] > have.n[ti]) {
			if (missing != NULL)
				*missing = (unsigned char)take[i];
			return -1;
		}
	}
	tiles_remove_set(hand, &need);
	return 0;
}

void
tiles_remove_set(char *hand, struct tileset *take)
{
	size_t i, j;
	int ti;

	for (i = j = 0; hand[i] != '\0'; i++) {
		ti = tile_index((unsigned char)hand[i]);
		if (ti != -1 && take->n[ti] > 0)
			take->n[ti]--;
		else
			hand[j++] = hand[i];
	}
	hand[j] = '\0';
}

char *
tiles_insert_random(const char *bag, const char *add, struct rng *r)
{
	size_t n = strlen(bag), k = strlen(add), m = n + k, i, a, b, left;
	char *s, *ins;

	/*
	 * Putting k tiles back one at a time at uniform places is the same as
	 * shuffling them, choosing a uniform k-subset of the m places for
	 * them (Knuth's selection sampling) and keeping the bag's own order
	 * elsewhere; this does it in linear time.
	 */
	if ((s = malloc(m + 1)) == NULL)
		return NULL;
	if ((ins = malloc(k + 1)) == NULL) {
		free(s);
		return NULL;
	}
	memcpy(ins, add, k + 1);
	tiles_shuffle(ins, k, r);
	left = k;
	for (i = a = b = 0; i < m; i++) {
		if (left > 0 && rng_below(r, m - i) < left) {
			s[i] = ins[b++];
			left--;
		} else
			s[i] = bag[a++];
	}
	s[m] = '\0';
	free(ins);
	return s;
}
