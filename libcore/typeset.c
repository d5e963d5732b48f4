/*
 * typeset.c: Typeset's rules and mats, read from YAML and written back.
 *
 * The defaults stand for the printed sheet, whose numbers are not
 * published; each is documented in score-typeset(1) and can be changed by
 * a rules file.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alphabet.h"
#include "core.h"
#include "dict.h"
#include "i18n.h"
#include "node.h"
#include "tiles.h"
#include "typeset_int.h"
#include "typeset.h"
#include "util.h"

static const char *const wild_names[TYPESET_W_N] = {
	"column", "challenge", "marked", "ability"
};

static const struct {
	const char	*name;
	enum typeset_effect	 effect;
} effects[] = {
	{ "copy-column", TYPESET_COPY_COLUMN },
	{ "copy-row", TYPESET_COPY_ROW },
	{ "copy-any", TYPESET_COPY_ANY },
	{ "blank", TYPESET_BLANK_SPACE },
	{ NULL, 0 }
};

const char *
typeset_wild_name(enum typeset_wild w)
{
	return w < TYPESET_W_N ? wild_names[w] : "";
}

const char *
typeset_effect_name(enum typeset_effect f)
{
	size_t i;

	for (i = 0; effects[i].name != NULL; i++)
		if (effects[i].effect == f)
			return effects[i].name;
	return "";
}

/*
 * The challenge letters of a language: its five consonants with the
 * fewest tokens, then the fewest Scrabble tiles, then the latest in its
 * order; written in its order.  English's sheet prints the same five as
 * K J Q X Z, and keeps that order.
 */
static void
challenge_lang(struct typeset_rules *r, const struct alphabet *a)
{
	const unsigned *scr = a->tiles[ALPHA_GAME_SCRABBLE].n;
	unsigned tok[ALPHA_MAX];
	int pick[ALPHA_MAX] = { 0 }, i, k, best, n = 0, len = 0;

	if (strcmp(a->code, "en") == 0) {
		snprintf(r->challenge, sizeof(r->challenge), "KJQXZ");
		return;
	}
	for (i = 0; i < a->n; i++)
		tok[i] = r->tokens.n[tile_index(a->letter[i])];
	for (k = 0; k < 5; k++) {
		best = -1;
		for (i = a->n - 1; i >= 0; i--)
			if (!pick[i] && tok[i] > 0 && !(a->vowel >> i & 1u) &&
			    (best < 0 || tok[i] < tok[best] ||
			    (tok[i] == tok[best] && scr[i] < scr[best])))
				best = i;
		if (best < 0)
			break;
		pick[best] = 1;
		n++;
	}
	for (i = 0; i < a->n; i++)
		if (pick[i])
			r->challenge[len++] = (char)a->letter[i];
	r->challenge[len] = '\0';
	if (r->challenge_need > n)
		r->challenge_need = n;
}

void
typeset_rules_default(struct typeset_rules *r)
{
	typeset_rules_lang(r, &alpha_en.a);
}

void
typeset_rules_lang(struct typeset_rules *r, const struct alphabet *a)
{
	static const long pts[] = { 0, 0, 1, 3, 5, 8, 11, 15 };
	static const size_t marked[4][2] = { {0, 3}, {1, 5}, {3, 2}, {5, 4} };
	struct core_err e;
	size_t i;
	int k, nv = 0;

	memset(r, 0, sizeof(*r));
	r->alpha = *a;
	alpha_no_folds(&r->alpha);
	r->nrows = 6;
	for (i = 0; i < r->nrows; i++)
		r->spaces[i] = 7;
	for (i = 1; i < sizeof(pts) / sizeof(pts[0]); i++) {
		r->points[i] = pts[i];
		r->points_set |= 1ul << i;
	}
	r->nerrors = 5;
	for (i = 0; i < r->nerrors; i++)
		r->errors[i] = -1;
	r->error_cap = 4;
	r->ncols = 3;
	for (k = 0; k < a->n && nv < TYPESET_MAXLETTERS; k++)
		if (a->vowel >> k & 1u)
			r->vowels[0][nv++] = (char)a->letter[k];
	if (nv == 0)
		snprintf(r->vowels[0], sizeof(r->vowels[0]), "AEIOU");
	for (i = 1; i < r->ncols; i++)
		memcpy(r->vowels[i], r->vowels[0], sizeof(r->vowels[0]));
	r->column_wilds = 2;
	r->challenge_need = 3;
	r->nmarked = 4;
	memcpy(r->marked, marked, sizeof(marked));
	r->ability_max = 3;
	r->solo_target = 40;
	r->round_letters = 5;
	if (tiles_lang(a, "typeset", &r->tokens, &e) == -1)
		tiles_builtin("typeset", &r->tokens);
	challenge_lang(r, a);
	r->nabil = 1;
	snprintf(r->abil[0].name, sizeof(r->abil[0].name), "drop-cap");
	r->abil[0].effect = TYPESET_COPY_COLUMN;
}

int
typeset_english(const struct typeset_rules *r)
{
	return r->alpha.n == 26 && r->alpha.letter[25] == 'Z';
}

size_t
typeset_node_col(const struct node *n, size_t k)
{
	/* Quoted or plain, a scalar of one line: a character a column. */
	return node_char_col(n, k);
}

/*
 * The characters of n's text before the one that decoded into byte i of
 * d, an ASCII character that is no letter: such a byte is the same
 * character of the text (letters decode into letters, a letter and its
 * mark into one, a fold into several), so it is the text's same
 * occurrence of it.
 */
static size_t
ascii_col(const struct node *n, const char *d, size_t i)
{
	size_t j, seen = 0, k = 0;

	for (j = 0; j < i; j++)
		seen += d[j] == d[i];
	for (j = 0; j < n->len; j++) {
		if (n->str[j] == d[i] && seen-- == 0)
			break;
		k += ((unsigned char)n->str[j] & 0xC0) != 0x80;
	}
	return k;
}

/*
 * "WHAT: 'X' is not a letter", with what hint says of the letters and
 * sp, the spelling of X, if any: each sentence whole, for the catalogs.
 */
static int
not_a_letter(const struct typeset_rules *r, enum typeset_hint hint,
    const char *what, int len, const char *p, const char *sp,
    const char *file, size_t line, size_t col, struct core_err *e)
{
	const char *name = r->alpha.name;
	int en = typeset_english(r);

	if (hint == TYPESET_HINT_ROW && en && sp)
		return core_errf(e, file, line, col, "%s: '%.*s' is not a "
		    "letter (A-Z, a-z for a wild, _ for a blank); spell it %s",
		    what, len, p, sp);
	if (hint == TYPESET_HINT_ROW && en)
		return core_errf(e, file, line, col, "%s: '%.*s' is not a "
		    "letter (A-Z, a-z for a wild, _ for a blank)", what, len,
		    p);
	if (hint == TYPESET_HINT_ROW && sp)
		return core_errf(e, file, line, col, "%s: '%.*s' is not a "
		    "letter of %s (a small letter for a wild, _ for a blank); "
		    "spell it %s", what, len, p, name, sp);
	if (hint == TYPESET_HINT_ROW)
		return core_errf(e, file, line, col, "%s: '%.*s' is not a "
		    "letter of %s (a small letter for a wild, _ for a blank)",
		    what, len, p, name);
	if (hint == TYPESET_HINT_LETTERS && !en && sp)
		return core_errf(e, file, line, col, "%s: '%.*s' is not a "
		    "letter of %s; spell it %s", what, len, p, name, sp);
	if (hint == TYPESET_HINT_LETTERS && !en)
		return core_errf(e, file, line, col, "%s: '%.*s' is not a "
		    "letter of %s", what, len, p, name);
	if (sp)
		return core_errf(e, file, line, col, "%s: '%.*s' is not a "
		    "letter; spell it %s", what, len, p, sp);
	return core_errf(e, file, line, col, "%s: '%.*s' is not a letter",
	    what, len, p);
}

long
typeset_decode(const struct typeset_rules *r, const struct node *n,
    enum alpha_case how, const char *keep, const char *what,
    enum typeset_hint hint, const char *file, char *out, size_t outlen,
    struct core_err *e)
{
	struct buf b = { 0 };
	struct core_err de;
	const char *p = n->str, *why, *sp;
	char spell[4 * ALPHA_FOLDLEN + 1], u[4];
	uint32_t cp;
	size_t i, k, len;
	int rc, c;

	if (node_want_kind(n, NODE_SCALAR, what, file, e) == -1)
		return -1;
	rc = alpha_decode(&r->alpha, n->str, n->len, how, &b, &de);
	if (rc == -1) {
		buf_free(&b);
		return core_errf(e, file, n->line, typeset_node_col(n,
		    de.col > 0 ? de.col - 1 : 0), "%s: %s", _(what), de.msg);
	}
	k = rc == 1 ? de.col - 1 : 0;
	for (i = 0; rc == 0 && i < b.len; i++) {
		c = (unsigned char)b.p[i];
		if (alpha_index(&r->alpha, c) < 0 &&
		    (c == '\0' || strchr(keep, c) == NULL)) {
			rc = 1;
			k = ascii_col(n, b.p, i);
		}
	}
	if (rc == 1) {
		/* k characters before it, a combining mark one of them. */
		for (i = 0; i < k; i++)
			p += alpha_utf8_get(p, n->len - (size_t)(p - n->str), &cp,
			    &why);
		len = alpha_utf8_get(p, n->len - (size_t)(p - n->str), &cp,
		    &why);
		/* A letter and its mark as the one letter they compose. */
		if (alpha_compose(p + len, n->len - (size_t)(p - n->str) - len,
		    &cp) > 0) {
			len = alpha_utf8_put(cp, u);
			p = u;
		}
		/* As it is: the message's reader escapes a control one. */
		buf_free(&b);
		sp = alpha_spelling(&r->alpha, p, len, spell);
		return not_a_letter(r, hint, _(what), (int)len, p, sp, file,
		    n->line, typeset_node_col(n, k), e);
	}
	if (b.len >= outlen) {
		buf_free(&b);
		return core_errf(e, file, n->line, n->col,
		    "%s: more than %zu letters", _(what), outlen - 1);
	}
	len = b.len;
	if (len > 0)
		memcpy(out, b.p, len);
	out[len] = '\0';
	buf_free(&b);
	return (long)len;
}

/* --- reading rules --- */

/* A string of capitals (small letters read as capitals), into out. */
static int
get_letters(const struct typeset_rules *r, const struct node *n,
    const char *what, const char *file, char *out, size_t outlen,
    struct core_err *e)
{
	return typeset_decode(r, n, ALPHA_UPPER, "", what,
	    TYPESET_HINT_LETTERS, file, out, outlen, e) == -1 ? -1 : 0;
}

/* "ROW,SPACE", 1-based, into 0-based numbers. */
static int
get_cell(const struct node *n, const char *file, size_t *row, size_t *sp,
    struct core_err *e)
{
	long a, b;
	char *end;

	if (n->kind == NODE_SCALAR) {
		a = strtol(n->str, &end, 10);
		if (end != n->str && *end == ',') {
			const char *s = end + 1;

			b = strtol(s, &end, 10);
			if (end != s && *end == '\0' && a >= 1 && b >= 1 &&
			    a <= TYPESET_MAXROWS && b <= TYPESET_MAXSPACES) {
				*row = (size_t)a - 1;
				*sp = (size_t)b - 1;
				return 0;
			}
		}
	}
	return core_errf(e, file, n->line, n->col,
	    "a marked space is \"ROW,SPACE\", both counted from 1");
}

static int
read_spaces(struct typeset_rules *r, const struct node *map, const char *file,
    struct core_err *e)
{
	const struct node *rows, *sp;
	long v = 0;
	size_t i, n;

	rows = node_get(map, "rows");
	sp = node_get(map, "spaces");
	if (rows != NULL) {
		if (node_want_long(rows, 1, TYPESET_MAXROWS, "'rows'", file, &v, e) == -1)
			return -1;
		n = (size_t)v;
		/* New rows are as long as the last. */
		for (i = r->nrows; i < n; i++)
			r->spaces[i] = r->spaces[r->nrows - 1];
		r->nrows = n;
	}
	if (sp == NULL)
		return 0;
	if (sp->kind == NODE_SCALAR) {
		if (node_want_long(sp, 1, TYPESET_MAXSPACES, "'spaces'", file, &v, e) ==
		    -1)
			return -1;
		for (i = 0; i < r->nrows; i++)
			r->spaces[i] = (size_t)v;
		return 0;
	}
	if (node_want_kind(sp, NODE_SEQ, N_("'spaces' (a number or a list)"), file,
	    e) == -1)
		return -1;
	if (sp->n == 0 || sp->n > TYPESET_MAXROWS)
		return core_errf(e, file, sp->line, sp->col,
		    "'spaces' lists 1 to %d rows", TYPESET_MAXROWS);
	if (rows != NULL && sp->n != r->nrows)
		return core_errf(e, file, sp->line, sp->col,
		    "'spaces' gives the lengths of a different number of rows "
		    "than 'rows' (%zu, not %zu)", sp->n, r->nrows);
	for (i = 0; i < sp->n; i++) {
		if (node_want_long(sp->items[i], 1, TYPESET_MAXSPACES, N_("a row's spaces"),
		    file, &v, e) == -1)
			return -1;
		r->spaces[i] = (size_t)v;
	}
	r->nrows = sp->n;
	return 0;
}

static int
read_points(struct typeset_rules *r, const struct node *n, const char *key,
    const char *file, struct core_err *e)
{
	char what[64], vwhat[96];
	long len = 0, v = 0;
	size_t i;

	/* The key as the file spells it: the old name 'points' too. */
	snprintf(what, sizeof(what), _("'%s' (word length: points)"), key);
	snprintf(vwhat, sizeof(vwhat), _("'%s' (the points of a word "
	    "length)"), key);
	if (node_want_kind(n, NODE_MAP, what, file, e) == -1)
		return -1;
	memset(r->points, 0, sizeof(r->points));
	r->points_set = 0;
	for (i = 0; i + 1 < n->n; i += 2) {
		if (node_want_key_long(n->items[i], 1, TYPESET_MAXSPACES, N_("a word length"),
		    file, &len, e) == -1 ||
		    node_want_long(n->items[i + 1], 0, 1000, vwhat, file, &v,
		    e) == -1)
			return -1;
		/* "%ld-letter": no count before a plural, for the catalogs. */
		if (r->points_set & (1ul << len))
			return core_errf(e, file, n->items[i]->line,
			    n->items[i]->col, "'%s' gives the points of "
			    "%ld-letter words twice", key, len);
		r->points_set |= 1ul << len;
		r->points[len] = v;
	}
	return 0;
}

static int
read_errors(struct typeset_rules *r, const struct node *n, const char *key,
    const char *file, struct core_err *e)
{
	char what[64];
	size_t i;

	snprintf(what, sizeof(what), _("'%s' (the error track)"), key);
	if (node_want_kind(n, NODE_SEQ, what, file, e) == -1)
		return -1;
	if (n->n > TYPESET_MAXERRORS)
		return core_errf(e, file, n->line, n->col,
		    "the error track has at most %d numbers", TYPESET_MAXERRORS);
	for (i = 0; i < n->n; i++)
		if (node_want_long(n->items[i], -1000, 0, N_("an error number (as "
		    "printed, negative)"), file, &r->errors[i], e) == -1)
			return -1;
	r->nerrors = n->n;
	return 0;
}

static int
read_vowels(struct typeset_rules *r, const struct node *n, const char *key,
    const char *file, struct core_err *e)
{
	char what[64];
	size_t i;

	snprintf(what, sizeof(what), _("'%s' (a list of columns)"), key);
	if (node_want_kind(n, NODE_SEQ, what, file, e) == -1)
		return -1;
	if (n->n > TYPESET_MAXCOLS)
		return core_errf(e, file, n->line, n->col,
		    "the vowel supply has at most %d columns", TYPESET_MAXCOLS);
	for (i = 0; i < n->n; i++) {
		if (get_letters(r, n->items[i], N_("a column of vowels"), file,
		    r->vowels[i], sizeof(r->vowels[i]), e) == -1)
			return -1;
		if (r->vowels[i][0] == '\0')
			return core_errf(e, file, n->items[i]->line,
			    n->items[i]->col, "a column of vowels is empty");
	}
	r->ncols = n->n;
	return 0;
}

/*
 * The challenge letters: each a different letter, for a wild is earned
 * by so many different ones, and a letter named twice would count twice.
 */
static int
read_challenge(struct typeset_rules *r, const struct node *n,
    const char *file, struct core_err *e)
{
	char u[8];
	size_t i, k;

	if (get_letters(r, n, "'challenge'", file, r->challenge,
	    sizeof(r->challenge), e) == -1)
		return -1;
	for (i = 0; r->challenge[i] != '\0'; i++)
		for (k = 0; k < i; k++)
			if (r->challenge[k] == r->challenge[i])
				return core_errf(e, file, n->line,
				    typeset_node_col(n, i), "'challenge' names "
				    "%s twice: the challenge letters are "
				    "different letters", tile_name(&r->alpha,
				    r->challenge[i], u));
	return 0;
}

static int
read_marked(struct typeset_rules *r, const struct node *n, const char *file,
    struct core_err *e)
{
	size_t i, k;

	if (node_want_kind(n, NODE_SEQ, N_("'marked' (a list of \"ROW,SPACE\")"),
	    file, e) == -1)
		return -1;
	if (n->n > TYPESET_MAXMARKED)
		return core_errf(e, file, n->line, n->col,
		    "at most %d marked spaces", TYPESET_MAXMARKED);
	for (i = 0; i < n->n; i++) {
		if (get_cell(n->items[i], file, &r->marked[i][0],
		    &r->marked[i][1], e) == -1)
			return -1;
		for (k = 0; k < i; k++)
			if (r->marked[k][0] == r->marked[i][0] &&
			    r->marked[k][1] == r->marked[i][1])
				return core_errf(e, file, n->items[i]->line,
				    n->items[i]->col, "space %s is marked "
				    "twice", n->items[i]->str);
	}
	r->nmarked = n->n;
	return 0;
}

static int
read_abilities(struct typeset_rules *r, const struct node *n, const char *file,
    struct core_err *e)
{
	const struct node *k, *v, *ef;
	struct typeset_ability *a;
	size_t i, j;

	if (node_want_kind(n, NODE_MAP, "'abilities' (name: {effect: ...})",
	    file, e) == -1)
		return -1;
	for (i = 0; i + 1 < n->n; i += 2) {
		k = n->items[i];
		v = n->items[i + 1];
		if (k->len == 0 || k->len > TYPESET_NAMELEN ||
		    strspn(k->str, "abcdefghijklmnopqrstuvwxyz0123456789-") !=
		    k->len)
			return core_errf(e, file, k->line, k->col, "an "
			    "ability's name is 1 to %d small letters, digits "
			    "or '-'", TYPESET_NAMELEN);
		if (node_want_kind(v, NODE_MAP, N_("an ability"), file, e) == -1)
			return -1;
		if ((ef = node_get(v, "effect")) == NULL)
			return core_errf(e, file, v->line, v->col,
			    "ability '%s' has no effect", k->str);
		if (v->n != 2)
			return core_errf(e, file, v->line, v->col,
			    "an ability has one key, 'effect'");
		for (j = 0; effects[j].name != NULL; j++)
			if (ef->kind == NODE_SCALAR &&
			    strcmp(ef->str, effects[j].name) == 0)
				break;
		if (effects[j].name == NULL)
			return core_errf(e, file, ef->line, ef->col,
			    "unknown effect (copy-column, copy-row, copy-any "
			    "or blank)");
		a = (struct typeset_ability *)typeset_ability_find(r, k->str);
		if (a == NULL) {
			if (r->nabil == TYPESET_MAXABIL)
				return core_errf(e, file, k->line, k->col,
				    "at most %d abilities", TYPESET_MAXABIL);
			a = &r->abil[r->nabil++];
			snprintf(a->name, sizeof(a->name), "%s", k->str);
		}
		a->effect = effects[j].effect;
	}
	return 0;
}

static int
read_tokens(struct typeset_rules *r, const struct node *n, const char *file,
    struct core_err *e)
{
	if (tiles_read_dist_alpha(n, file, &r->alpha, &r->tokens, e) == -1)
		return -1;
	if (r->tokens.n[TILE_WILD_INDEX] > 0)
		return core_errf(e, file, n->line, n->col, "Typeset's tokens "
		    "are letters: no wild '?' token");
	return 0;
}

/*
 * The rules whose names changed (wordkit-json(7)): each new name and the
 * old one, which a rules file may still use.
 */
static const char *const renamed[][2] = {
	{ "length_points", "points" }, { "error_track", "errors" },
	{ "vowel_columns", "vowels" }
};
#define RENAMED		(sizeof(renamed) / sizeof(renamed[0]))

/* Rule k of renamed in map, under either name; *key the name given. */
static const struct node *
renamed_get(const struct node *map, size_t k, const char **key)
{
	const struct node *n;

	*key = renamed[k][0];
	if ((n = node_get(map, renamed[k][0])) == NULL &&
	    (n = node_get(map, renamed[k][1])) != NULL)
		*key = renamed[k][1];
	return n;
}

/*
 * Is no challenge letter of r in its vowel supply?  "Challenge letters
 * are not available like vowels."  0 yes; -1 with e at the letter in
 * map's challenge, else in its vowel columns vows (may be NULL), else at
 * map: the rules that map sets made them meet.
 */
static int
challenge_apart(const struct typeset_rules *r, const struct node *map,
    const struct node *vows, const char *file, struct core_err *e)
{
	const struct node *n = node_get(map, "challenge"), *at = map;
	const char *p;
	size_t i, k, col = map->col;
	char u[8];

	for (i = 0; r->challenge[i] != '\0'; i++) {
		if (!typeset_is_vowel(r, r->challenge[i]))
			continue;
		if (n != NULL) {
			at = n;
			col = typeset_node_col(n, i);
		} else
			for (k = 0; vows != NULL && k < vows->n; k++)
				if ((p = strchr(r->vowels[k],
				    r->challenge[i])) != NULL) {
					at = vows->items[k];
					col = typeset_node_col(at,
					    (size_t)(p - r->vowels[k]));
					break;
				}
		return core_errf(e, file, at->line, col, "%s is a challenge "
		    "letter and a vowel of the supply: challenge letters are "
		    "not available like vowels", tile_name(&r->alpha,
		    r->challenge[i], u));
	}
	return 0;
}

int
typeset_rules_read(struct typeset_rules *r, const struct node *map, const char *file,
    struct core_err *e)
{
	static const char *const keys[] = {
		"rows", "spaces", "length_points", "error_track", "error_cap",
		"vowel_columns", "column_wilds", "challenge", "challenge_need",
		"marked", "ability_max", "solo_target", "round_letters",
		"tokens", "abilities", "points", "errors", "vowels", NULL
	};
	const struct node *n, *pts, *errs, *vows;
	const char *pkey, *ekey, *vkey;
	size_t i, k, maxsp = 0;

	if (node_want_kind(map, NODE_MAP, N_("the rules"), file, e) == -1)
		return -1;
	for (i = 0; i + 1 < map->n; i += 2) {
		for (k = 0; keys[k] != NULL; k++)
			if (strcmp(map->items[i]->str, keys[k]) == 0)
				break;
		if (keys[k] == NULL)
			return core_errf(e, file, map->items[i]->line,
			    map->items[i]->col, "unknown rule '%.40s'",
			    map->items[i]->str);
	}
	for (k = 0; k < RENAMED; k++)
		if (node_get(map, renamed[k][0]) != NULL &&
		    (n = node_get(map, renamed[k][1])) != NULL)
			return core_errf(e, file, n->line, n->col, "'%s' is "
			    "the old name of '%s': give one of them",
			    renamed[k][1], renamed[k][0]);
	pts = renamed_get(map, 0, &pkey);
	errs = renamed_get(map, 1, &ekey);
	vows = renamed_get(map, 2, &vkey);
	/* solo_target from 0: below, a mat losing points would be a win. */
	if (read_spaces(r, map, file, e) == -1 ||
	    (pts != NULL && read_points(r, pts, pkey, file, e) == -1) ||
	    (errs != NULL && read_errors(r, errs, ekey, file, e) == -1) ||
	    ((n = node_get(map, "error_cap")) != NULL &&
	    node_want_long(n, 0, 100000, "'error_cap'", file, &r->error_cap, e) ==
	    -1) ||
	    (vows != NULL && read_vowels(r, vows, vkey, file, e) == -1) ||
	    ((n = node_get(map, "column_wilds")) != NULL &&
	    node_want_long(n, 0, TYPESET_MAXCOLS, "'column_wilds'", file,
	    &r->column_wilds, e) == -1) ||
	    ((n = node_get(map, "challenge")) != NULL &&
	    read_challenge(r, n, file, e) == -1) ||
	    ((n = node_get(map, "challenge_need")) != NULL &&
	    node_want_long(n, 0, 26, "'challenge_need'", file, &r->challenge_need,
	    e) == -1) ||
	    ((n = node_get(map, "marked")) != NULL &&
	    read_marked(r, n, file, e) == -1) ||
	    ((n = node_get(map, "ability_max")) != NULL &&
	    node_want_long(n, 0, 1000, "'ability_max'", file, &r->ability_max,
	    e) == -1) ||
	    ((n = node_get(map, "solo_target")) != NULL &&
	    node_want_long(n, 0, 100000, "'solo_target'", file,
	    &r->solo_target, e) == -1) ||
	    ((n = node_get(map, "round_letters")) != NULL &&
	    node_want_long(n, 1, 100, "'round_letters'", file, &r->round_letters,
	    e) == -1) ||
	    ((n = node_get(map, "tokens")) != NULL &&
	    read_tokens(r, n, file, e) == -1) ||
	    ((n = node_get(map, "abilities")) != NULL &&
	    read_abilities(r, n, file, e) == -1))
		return -1;
	/* What the sheet and the other rules must agree on. */
	for (i = 0; i < r->nrows; i++)
		if (r->spaces[i] > maxsp)
			maxsp = r->spaces[i];
	n = pts;
	for (i = 1; i <= maxsp; i++)
		if (!(r->points_set & (1ul << i)))
			return core_errf(e, file, n ? n->line : map->line,
			    n ? n->col : map->col, "'%s' gives nothing for "
			    "%zu-letter words, which the sheet can hold", pkey,
			    i);
	n = node_get(map, "marked");
	for (i = 0; i < r->nmarked; i++)
		if (r->marked[i][0] >= r->nrows ||
		    r->marked[i][1] >= r->spaces[r->marked[i][0]])
			return core_errf(e, file, n ? n->line : map->line,
			    n ? n->col : map->col, "marked space %zu,%zu is "
			    "not on the sheet (set 'marked')",
			    r->marked[i][0] + 1, r->marked[i][1] + 1);
	if (strlen(r->challenge) < (size_t)r->challenge_need) {
		n = node_get(map, "challenge_need");
		return core_errf(e, file, n ? n->line : map->line,
		    n ? n->col : map->col, "'challenge_need' asks for more "
		    "challenge letters than 'challenge' names (needed: %ld, "
		    "named: %zu)", r->challenge_need, strlen(r->challenge));
	}
	return challenge_apart(r, map, vows, file, e);
}

const struct typeset_ability *
typeset_ability_find(const struct typeset_rules *r, const char *name)
{
	size_t i;

	for (i = 0; i < r->nabil; i++)
		if (strcmp(r->abil[i].name, name) == 0)
			return &r->abil[i];
	return NULL;
}

/* --- writing rules --- */

static int
set_int(struct node *map, const char *key, long v)
{
	return node_set(map, key, node_int(v));
}

static int
set_str(struct node *map, const char *key, const char *s)
{
	return node_set(map, key, node_str(s, STYLE_DOUBLE));
}

struct node *
typeset_rules_node(const struct typeset_rules *r)
{
	struct node *m, *n, *a;
	char buf[32], u[4 * TYPESET_MAXLETTERS + 1];
	size_t i;
	int k;

	if ((m = node_new(NODE_MAP, STYLE_BLOCK)) == NULL)
		return NULL;
	/* The list of spaces gives the rows too: no "rows" of its own. */
	if ((n = node_new(NODE_SEQ, STYLE_FLOW)) == NULL ||
	    node_set(m, "spaces", n) == -1)
		goto fail;
	for (i = 0; i < r->nrows; i++)
		if (node_push_made(n, node_int((long)r->spaces[i])) == -1)
			goto fail;
	if ((n = node_new(NODE_MAP, STYLE_FLOW)) == NULL ||
	    node_set(m, "length_points", n) == -1)
		goto fail;
	for (i = 1; i <= TYPESET_MAXSPACES; i++)
		if ((r->points_set & (1ul << i)) &&
		    (node_push_made(n, node_int((long)i)) == -1 ||
		    node_push_made(n, node_int(r->points[i])) == -1))
			goto fail;
	if ((n = node_new(NODE_SEQ, STYLE_FLOW)) == NULL ||
	    node_set(m, "error_track", n) == -1)
		goto fail;
	for (i = 0; i < r->nerrors; i++)
		if (node_push_made(n, node_int(r->errors[i])) == -1)
			goto fail;
	if (set_int(m, "error_cap", r->error_cap) == -1 ||
	    (n = node_new(NODE_SEQ, STYLE_FLOW)) == NULL ||
	    node_set(m, "vowel_columns", n) == -1)
		goto fail;
	for (i = 0; i < r->ncols; i++)
		if (node_push_made(n, node_str(alpha_encode_buf(&r->alpha,
		    r->vowels[i], u, sizeof(u)), STYLE_DOUBLE)) == -1)
			goto fail;
	if (set_int(m, "column_wilds", r->column_wilds) == -1 ||
	    set_str(m, "challenge", alpha_encode_buf(&r->alpha, r->challenge, u,
	    sizeof(u))) == -1 ||
	    set_int(m, "challenge_need", r->challenge_need) == -1 ||
	    (n = node_new(NODE_SEQ, STYLE_FLOW)) == NULL ||
	    node_set(m, "marked", n) == -1)
		goto fail;
	for (i = 0; i < r->nmarked; i++) {
		snprintf(buf, sizeof(buf), "%zu,%zu", r->marked[i][0] + 1,
		    r->marked[i][1] + 1);
		if (node_push_made(n, node_str(buf, STYLE_DOUBLE)) == -1)
			goto fail;
	}
	if (set_int(m, "ability_max", r->ability_max) == -1 ||
	    set_int(m, "solo_target", r->solo_target) == -1 ||
	    set_int(m, "round_letters", r->round_letters) == -1 ||
	    (n = node_new(NODE_MAP, STYLE_FLOW)) == NULL ||
	    node_set(m, "tokens", n) == -1)
		goto fail;
	for (k = 0; k < TILE_KINDS; k++) {
		if (r->tokens.n[k] == 0)
			continue;
		if (node_push_made(n, node_str(tile_name(&r->alpha, tile_char(k),
		    buf), STYLE_DOUBLE)) == -1 ||
		    node_push_made(n, node_int(r->tokens.n[k])) == -1)
			goto fail;
	}
	if ((n = node_new(NODE_MAP, STYLE_BLOCK)) == NULL ||
	    node_set(m, "abilities", n) == -1)
		goto fail;
	for (i = 0; i < r->nabil; i++)
		if (node_push_made(n, node_str(r->abil[i].name, STYLE_PLAIN)) == -1 ||
		    (a = node_new(NODE_MAP, STYLE_FLOW)) == NULL ||
		    node_push_made(n, a) == -1 ||
		    node_set(a, "effect", node_str(typeset_effect_name(
		    r->abil[i].effect), STYLE_PLAIN)) == -1)
			goto fail;
	return m;
fail:
	node_free(m);
	return NULL;
}
