/*
 * tiles.c: tiles, multisets, distributions and shuffles.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alphabet.h"
#include "core.h"
#include "i18n.h"
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

int
tile_index(int c)
{
	if (c >= 'A' && c <= 'Z')
		return c - 'A';
	if (c >= ALPHA_HIGH && c < ALPHA_HIGH + 32)
		return 26 + c - ALPHA_HIGH;
	if (c == TILE_WILD)
		return TILE_WILD_INDEX;
	return -1;
}

int
tile_char(int i)
{
	if (i < 26)
		return 'A' + i;
	return i == TILE_WILD_INDEX ? TILE_WILD : ALPHA_HIGH + i - 26;
}

/* A-Z as the solver has always ranked them; 4 for every other letter. */
const unsigned char tile_awkward[TILE_KINDS] = {
	0, 3, 3, 2, 0, 3, 2, 3, 0, 8, 5, 1, 2, 1, 0, 3, 9, 1, 0, 0, 2, 4, 4,
	8, 3, 8,
	4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4,
	4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4,
	0
};

const char *
tile_name(const struct alphabet *a, int c, char *out)
{
	int i;

	c = (unsigned char)c;
	if ((i = alpha_index(a, c)) >= 0)
		alpha_letter_utf8(a, i, (c & 0x20) != 0, out);
	else if (c >= 0x20 && c < 0x7f)
		snprintf(out, 8, "%c", c);
	else if (c < 0x80)
		/* "\u{7F}" at most, as "\x{FF}" below: 7 bytes of out's 8. */
		char_escape((uint32_t)c, out);
	else
		byte_escape((unsigned char)c, out);
	return out;
}

const char *
tiles_letters(const struct alphabet *a, char *out, size_t size)
{
	char u[8];
	size_t len = 0;
	int i, az = 0, first = 1;

	for (i = 0; i < a->n; i++)
		az += a->letter[i] >= 'A' && a->letter[i] <= 'Z';
	out[0] = '\0';
	if (az == 26) {
		len = (size_t)snprintf(out, size, "A-Z");
		first = 0;
	}
	for (i = 0; i < a->n && len < size; i++) {
		if (az == 26 && a->letter[i] <= 'Z')
			continue;
		alpha_letter_utf8(a, i, 0, u);
		len += (size_t)snprintf(out + len, size - len, "%s%s",
		    first ? "" : ", ", u);
		first = 0;
	}
	return out;
}

const char *
tiles_of_alpha(const struct alphabet *a, char *out, size_t size)
{
	char letters[160];

	/* "or" is the reader's: the letters and "?" are as typed. */
	snprintf(out, size, _("%s or ?"), tiles_letters(a, letters,
	    sizeof(letters)));
	return out;
}

/*
 * The letter byte of a that code point cp is exactly, in its case: a
 * capital or a small letter of a; -1 when it is neither.
 */
static int
letter_of(const struct alphabet *a, uint32_t cp)
{
	int i;

	for (i = 0; i < a->n; i++) {
		if (a->upper[i] == cp)
			return a->letter[i];
		if (a->lower[i] == cp)
			return a->letter[i] | 0x20;
	}
	return -1;
}

int
tiles_decode(const struct alphabet *a, const char *s, size_t len,
    int flags, struct buf *out, struct core_err *e)
{
	const char *why;
	char u[8];
	uint32_t cp;
	size_t i, n, m, col;
	int c;

	for (i = 0, col = 1; i < len; i += n, col++) {
		c = (unsigned char)s[i];
		n = 1;
		m = 0;
		if (c >= 0x80) {
			if ((n = alpha_utf8_get(s + i, len - i, &cp, &why)) ==
			    0) {
				core_errf(e, NULL, 0, col, "bad UTF-8 at "
				    "character %zu: %s", col, _(why));
				return -1;
			}
			c = letter_of(a, cp);
		} else if (i + 1 < len && (unsigned char)s[i + 1] >= 0x80) {
			/* A letter and its mark: the letter they compose. */
			cp = (uint32_t)c;
			if ((m = alpha_compose(s + i + 1, len - i - 1, &cp)) >
			    0) {
				n += m;
				c = letter_of(a, cp);
			}
		}
		if ((flags & TILES_ANY_CASE) && c >= 0 &&
		    alpha_index(a, c) >= 0)
			c &= ~0x20;
		if ((c == TILE_WILD && (flags & TILES_WILD)) || (c >= 0 &&
		    c != TILE_WILD && (c & 0x20) == 0 &&
		    alpha_index(a, c) >= 0)) {
			if (buf_addc(out, (char)c) == -1)
				return core_nomem(e);
			col += m > 0;	/* columns count characters */
			continue;
		}
		/*
		 * The character as it is: whoever shows the message escapes
		 * a control character ('\e'), where '?' would name a tile.
		 */
		if (m > 0)
			u[alpha_utf8_put(cp, u)] = '\0';
		else
			snprintf(u, sizeof(u), "%.*s", (int)n, s + i);
		core_no(e, &alpha_rules[AR_NOT_A_TILE], "'%s' (character "
		    "%zu)", u, col);
		if (e != NULL)
			e->col = col;
		return 1;
	}
	return 0;
}

const char *
tiles_spelling(const struct alphabet *a, const char *s, size_t len,
    size_t col, char *ch, size_t chlen, char *sp)
{
	const char *why;
	size_t i = 0, k, n;
	uint32_t cp;

	/* Columns count characters, a combining mark one of them. */
	for (k = 1; k < col && i < len; k++)
		i += (n = alpha_utf8_get(s + i, len - i, &cp, &why)) > 0 ?
		    n : 1;
	ch[0] = '\0';
	if (i >= len || (n = alpha_utf8_get_composed(s + i, len - i, &cp)) ==
	    0 || n >= chlen)
		return NULL;
	memcpy(ch, s + i, n);
	ch[n] = '\0';
	return alpha_tile_spelling(a, ch, n, sp);
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
			t->n[TILE_WILD_INDEX] = 6;
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
tiles_lang(const struct alphabet *a, const char *game, struct tileset *t,
    struct core_err *e)
{
	const struct alpha_tiles *set;
	size_t letters;
	int i, g;

	tileset_clear(t);
	if (strcmp(game, "bananagrams") == 0 ||
	    strcmp(game, "bananagrams-wild") == 0)
		g = ALPHA_GAME_BANANAGRAMS;
	else if (strcmp(game, "shenanigrams") == 0)
		g = a->tiles[ALPHA_GAME_SHENANIGRAMS].given ?
		    ALPHA_GAME_SHENANIGRAMS : ALPHA_GAME_BANANAGRAMS;
	else if (strcmp(game, "typeset") == 0)
		g = ALPHA_GAME_TYPESET;
	else
		return core_errf(e, NULL, 0, 0, "unknown game '%s'", game);
	set = &a->tiles[g];
	if (!set->given || alpha_tiles_total(set) == 0)
		return core_errf(e, NULL, 0, 0, "the alphabet '%s' gives no "
		    "tiles for %s", a->code, alpha_game_names[g]);
	for (i = 0; i < a->n; i++)
		t->n[tile_index(a->letter[i])] = set->n[i];
	t->n[TILE_WILD_INDEX] = set->wild;
	/* WildTiles: 6 wilds to the classic 144 letters, in proportion. */
	if (strcmp(game, "bananagrams-wild") == 0) {
		letters = alpha_tiles_total(set) - set->wild;
		t->n[TILE_WILD_INDEX] += (unsigned)((6 * letters + 72) / 144);
	}
	return 0;
}

/*
 * The tile that a distribution's key names in a: one letter of a in
 * either case, or '?'; -1 when it is not one.
 */
static int
dist_key(const struct alphabet *a, const struct node *k)
{
	const char *why;
	uint32_t cp;
	size_t n;
	int c;

	if (k->kind != NODE_SCALAR || k->len == 0 ||
	    (n = alpha_utf8_get(k->str, k->len, &cp, &why)) == 0 ||
	    n + alpha_compose(k->str + n, k->len - n, &cp) != k->len)
		return -1;
	if (cp == TILE_WILD)
		return TILE_WILD;
	return (c = letter_of(a, cp)) == -1 ? -1 : c & ~0x20;
}

/*
 * The error of key k, no tile of a: with the tile it is spelt as, when
 * it folds onto one (a key is one tile: a fold onto two, as German's
 * ß onto SS, is none), as a hand or a state's bag says.  Returns -1.
 */
static int
bad_key(const struct alphabet *a, const char *file, const struct node *k,
    struct core_err *e)
{
	char list[160], sp[4 * ALPHA_FOLDLEN + 1];
	const char *spell;
	uint32_t cp;
	size_t n;
	int en = strcmp(a->code, "en") == 0;

	tiles_of_alpha(a, list, sizeof(list));
	if ((spell = alpha_tile_spelling(a, k->str, k->len, sp)) != NULL &&
	    ((n = strlen(spell)) == 0 ||
	    alpha_utf8_get_composed(spell, n, &cp) != n))
		spell = NULL;
	/* Each sentence whole, for the catalogs. */
	if (spell != NULL && en)
		return core_errf(e, file, k->line, k->col,
		    "'%.32s' is not a tile (%s); spell it %s", k->str, list,
		    spell);
	if (spell != NULL)
		return core_errf(e, file, k->line, k->col,
		    "'%.32s' is not a tile of %s (%s); spell it %s", k->str,
		    a->code, list, spell);
	if (en)
		return core_errf(e, file, k->line, k->col,
		    "'%.32s' is not a tile (%s)", k->str, list);
	return core_errf(e, file, k->line, k->col,
	    "'%.32s' is not a tile of %s (%s)", k->str, a->code, list);
}

int
tiles_read_dist_alpha(const struct node *root, const char *file,
    const struct alphabet *a, struct tileset *t, struct core_err *e)
{
	const struct node *k, *v;
	long long count;
	size_t i, total = 0;
	char u[8];
	int ti;

	tileset_clear(t);
	if (root->kind != NODE_MAP)
		return core_errf(e, file, root->line, root->col,
		    "a distribution is a mapping of letter to count");
	for (i = 0; i + 1 < root->n; i += 2) {
		k = root->items[i];
		v = root->items[i + 1];
		/*
		 * An unquoted ? is YAML's sign of a key, in a flow mapping
		 * ({?: 2}), and leaves the key empty.
		 */
		if (k->kind == NODE_SCALAR && k->len == 0)
			return core_errf(e, file, k->line, k->col, "an empty "
			    "key is not a tile (a wild tile is written \"?\", "
			    "in quotes)");
		if ((ti = dist_key(a, k)) == -1)
			return bad_key(a, file, k, e);
		tile_name(a, ti, u);
		ti = tile_index(ti);
		if (t->n[ti] != 0)
			return core_errf(e, file, k->line, k->col,
			    "tile '%s' is given twice", u);
		if (!node_is_int(v, &count) || count < 0 || count > TILES_MAX)
			return core_errf(e, file, v->line, v->col,
			    "count for '%s' must be a whole number from 0 to "
			    "%d", u, TILES_MAX);
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

int
tiles_read_dist(const struct node *root, const char *file, struct tileset *t,
    struct core_err *e)
{
	return tiles_read_dist_alpha(root, file, &alpha_en.a, t, e);
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
