/*
 * alphabet_read.c: an alphabet from its YAML file, in the format of
 * wordkit-languages(7).  Every mistake is reported at its place, the
 * column counted in characters, and nothing is guessed: a key that is
 * not known, a letter given twice or a tile set without a source is an
 * error.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "alphabet.h"
#include "alphabet_int.h"
#include "core.h"
#include "i18n.h"
#include "node.h"
#include "util.h"

/* What reading one file carries along. */
struct rd {
	struct alphabet	*a;
	const char	*file;
	struct core_err	*e;
};

/* Arrays, not pointers, which every start would relocate. */
static const char top_keys[][16] = {
	"code", "name", "letters", "lower", "folds", "fold_default",
	"vowels", "names", "tiles", "spinner"
};
#define NTOP	((int)(sizeof(top_keys) / sizeof(top_keys[0])))

/*
 * An error at character i of scalar n, cp: fmt says it whole, in the
 * catalog's words (a key of "make pot"), its one "%s" the character.
 */
static int
char_err(struct rd *r, const struct node *n, size_t i, uint32_t cp,
    const char *fmt)
{
	char u[5] = "", msg[CORE_MSGLEN];
	const char *f = _(fmt), *s = strstr(f, "%s");

	u[alpha_utf8_put(cp, u)] = '\0';
	if (s == NULL)
		snprintf(msg, sizeof(msg), "%s", f);
	else
		snprintf(msg, sizeof(msg), "%.*s%s%s", (int)(s - f), f, u,
		    s + 2);
	return core_errf(r->e, r->file, n->line, node_char_col(n, i), "%s",
	    msg);
}

/* Is n a string?  -1 with the error when not. */
static int
want_str(struct rd *r, const struct node *n, const char *what)
{
	return node_want_kind(n, NODE_SCALAR, what, r->file, r->e);
}

/*
 * The characters of scalar n, as code points into cp (at most max; one
 * more is an error naming too), their number into *count.
 */
static int
chars_of(struct rd *r, const struct node *n, uint32_t *cp, size_t max,
    const char *too, size_t *count)
{
	const char *why = NULL;
	size_t i = 0, k = 0, w;

	while (i < n->len) {
		/* libyaml gives valid UTF-8; a NUL is not a letter. */
		if ((w = alpha_utf8_get(n->str + i, n->len - i, &cp[k < max ?
		    k : max - 1], &why)) == 0 || n->str[i] == '\0')
			return core_errf(r->e, r->file, n->line,
			    node_char_col(n, k), "not a letter");
		if (k == max)
			return core_errf(r->e, r->file, n->line,
			    node_char_col(n, k), "%s", _(too));	/* too: N_ */
		i += w;
		k++;
	}
	*count = k;
	return 0;
}

/* A plain string into out (size bytes with the NUL). */
static int
read_text(struct rd *r, const struct node *n, const char *what, char *out,
    size_t size)
{
	if (want_str(r, n, what) == -1)
		return -1;
	if (n->len == 0 || n->len >= size || strlen(n->str) != n->len)
		return core_errf(r->e, r->file, n->line, n->col,
		    "%s must be 1 to %zu bytes", what, size - 1);
	memcpy(out, n->str, n->len + 1);
	return 0;
}

static int
read_code(struct rd *r, const struct node *n)
{
	size_t i;

	if (read_text(r, n, "'code'", r->a->code, sizeof(r->a->code)) == -1)
		return -1;
	for (i = 0; i < n->len; i++)
		if (strchr("abcdefghijklmnopqrstuvwxyz0123456789_-",
		    n->str[i]) == NULL)
			return core_errf(r->e, r->file, n->line,
			    node_char_col(n, i), "'code' is small letters "
			    "a-z, digits, '_' and '-'");
	return 0;
}

/* Is cp written as a capital?  Only what is known can be refused. */
static int
not_capital(uint32_t cp)
{
	const struct alpha_latin *l;

	if (cp < 0x80)
		return !(cp >= 'A' && cp <= 'Z');
	if (cp < 0xC0 || cp == 0xD7 || cp == 0xF7)
		return 1;
	return (l = alpha_latin(cp)) != NULL && l->lower;
}

/* The small letters: from 'lower' when given, else known ones. */
static int
read_lower(struct rd *r, const struct node *ln, const struct node *lo,
    const uint32_t *up, size_t n, uint32_t *low)
{
	const struct alpha_latin *l;
	size_t i, j, k;

	if (lo != NULL) {
		if (want_str(r, lo, "'lower'") == -1 ||
		    chars_of(r, lo, low, ALPHA_MAX, N_("'lower' has more "
		    "letters than 'letters'"), &k) == -1)
			return -1;
		/* The counts after their labels: no plurals in catalogs. */
		if (k != n)
			return core_errf(r->e, r->file, lo->line, lo->col,
			    "'lower' needs one letter for each of 'letters' "
			    "(lower: %zu, letters: %zu)", k, n);
	}
	for (i = 0; i < n; i++) {
		if (lo == NULL && up[i] < 0x80)
			low[i] = up[i] | 0x20;
		else if (lo == NULL) {
			if ((l = alpha_latin(up[i])) == NULL ||
			    l->other < 0x80)
				return char_err(r, ln, i, up[i], "no small "
				    "letter is known for '%s': give them in "
				    "'lower'");
			low[i] = l->other;
		}
		if ((up[i] < 0x80) != (low[i] < 0x80) || (up[i] < 0x80 &&
		    low[i] != (up[i] | 0x20)))
			return char_err(r, lo != NULL ? lo : ln, i,
			    low[i], "'%s' is not the small letter of the "
			    "letter in its place");
		for (j = 0; j < n; j++)
			if (up[j] == low[i] || (j < i && low[j] == low[i]))
				return char_err(r, lo != NULL ? lo : ln, i,
				    low[i], "'%s' is two letters' small letter "
				    "or a capital too");
	}
	return 0;
}

/* The letters, their small letters, and their bytes and indices. */
static int
read_letters(struct rd *r, const struct node *ln, const struct node *lo)
{
	struct alphabet *a = r->a;
	uint32_t up[ALPHA_MAX], low[ALPHA_MAX];
	size_t n, i, j;
	int c, k = 0;

	if (want_str(r, ln, "'letters'") == -1 ||
	    chars_of(r, ln, up, ALPHA_MAX, N_("more than 32 letters: "
	    "the dictionary's automaton holds 32"), &n) == -1)
		return -1;
	if (n == 0)
		return core_errf(r->e, r->file, ln->line, ln->col,
		    "'letters' names no letter");
	for (i = 0; i < n; i++) {
		if (not_capital(up[i]))
			return char_err(r, ln, i, up[i], "'%s' is not a "
			    "capital letter: 'letters' lists capitals, "
			    "'lower' their small letters");
		for (j = 0; j < i; j++)
			if (up[j] == up[i])
				return char_err(r, ln, i, up[i],
				    "'%s' is a letter twice");
	}
	if (read_lower(r, ln, lo, up, n, low) == -1)
		return -1;
	/* A-Z first, in order, then the others as the file has them. */
	for (c = 'A'; c <= 'Z'; c++)
		for (i = 0; i < n; i++)
			if (up[i] == (uint32_t)c) {
				a->letter[a->n] = (unsigned char)c;
				a->upper[a->n] = up[i];
				a->lower[a->n++] = low[i];
			}
	for (i = 0; i < n; i++)
		if (up[i] >= 0x80) {
			a->letter[a->n] = (unsigned char)(ALPHA_HIGH + k++);
			a->upper[a->n] = up[i];
			a->lower[a->n++] = low[i];
		}
	alpha_finish(a);
	return 0;
}

/* Add a fold of cp unless cp is a letter or folds already. */
static int
add_fold(struct rd *r, const struct node *at, uint32_t cp,
    const unsigned char *to, size_t len, int lower)
{
	struct alpha_fold *f;
	int i, dummy;

	if (alpha_letter_of(r->a, cp, &dummy) >= 0)
		return 0;
	for (i = 0; i < r->a->nfold; i++)
		if (r->a->fold[i].cp == cp)
			return 0;
	if (r->a->nfold == ALPHA_FOLDS)
		return core_errf(r->e, r->file, at->line, at->col, "more than "
		    "%d folds, counting each letter's other case", ALPHA_FOLDS);
	f = &r->a->fold[r->a->nfold++];
	f->cp = cp;
	memcpy(f->to, to, len);
	f->len = (unsigned char)len;
	f->lower = (unsigned char)lower;
	return 0;
}

/* The case of fold key cp: known, or as its letters are written. */
static int
fold_case(uint32_t cp, int written_lower)
{
	const struct alpha_latin *l;

	if (cp < 0x80)
		return cp >= 'a';
	if ((l = alpha_latin(cp)) != NULL)
		return l->lower;
	return written_lower;
}

/* The other case of fold key cp, or 0 when none is known. */
static uint32_t
fold_other(uint32_t cp)
{
	const struct alpha_latin *l;

	if (cp < 0x80)
		return cp ^ 0x20;
	return (l = alpha_latin(cp)) != NULL && l->other >= 0x80 ?
	    l->other : 0;
}

static int
read_folds(struct rd *r, const struct node *m)
{
	const struct node *k, *v;
	unsigned char to[ALPHA_FOLDLEN];
	uint32_t key, cp[ALPHA_FOLDLEN];
	size_t i, j, n, nk;
	int x, low, alllow, pass;

	if (node_want_kind(m, NODE_MAP, "'folds'", r->file, r->e) == -1)
		return -1;
	/* The folds as given first, then their other cases. */
	for (pass = 0; pass < 2; pass++)
		for (i = 0; i + 1 < m->n; i += 2) {
			k = m->items[i];
			v = m->items[i + 1];
			if (chars_of(r, k, &key, 1, N_("a fold is of one "
			    "character"), &nk) == -1 || nk == 0)
				return core_errf(r->e, r->file, k->line,
				    k->col, "a fold is of one character");
			if (alpha_letter_of(r->a, key, &x) >= 0)
				return char_err(r, k, 0, key, "'%s' is a letter "
				    "of the alphabet and cannot fold");
			if (key < 0x80 && !((key | 0x20) >= 'a' &&
			    (key | 0x20) <= 'z'))
				return char_err(r, k, 0, key,
				    "'%s' is not a letter");
			if (want_str(r, v, N_("a fold")) == -1 ||
			    chars_of(r, v, cp, ALPHA_FOLDLEN, N_("a fold is 1 "
			    "to 4 letters"), &n) == -1)
				return -1;
			if (n == 0)
				return core_errf(r->e, r->file, v->line,
				    v->col, "a fold is 1 to 4 letters");
			alllow = 1;
			for (j = 0; j < n; j++) {
				if ((x = alpha_letter_of(r->a, cp[j],
				    &low)) < 0)
					return char_err(r, v, j, cp[j],
					    "'%s' is not a letter of the "
					    "alphabet");
				to[j] = r->a->letter[x];
				alllow &= low;
			}
			low = fold_case(key, alllow);
			if (pass == 0 ? add_fold(r, k, key, to, n, low) :
			    fold_other(key) == 0 ? 0 : add_fold(r, k,
			    fold_other(key), to, n, !low))
				return -1;
		}
	return 0;
}

/* Letters of the alphabet, each once, as bytes (capitals) into out. */
static int
read_set(struct rd *r, const struct node *n, const char *what,
    unsigned char *out, size_t *count)
{
	uint32_t cp[ALPHA_MAX];
	size_t i, j, k;
	int x, low;

	if (want_str(r, n, what) == -1 || chars_of(r, n, cp, ALPHA_MAX,
	    N_("a letter is named twice"), &k) == -1)
		return -1;
	for (i = 0; i < k; i++) {
		if ((x = alpha_letter_of(r->a, cp[i], &low)) < 0)
			return char_err(r, n, i, cp[i], "'%s' is not a "
			    "letter of the alphabet");
		out[i] = r->a->letter[x];
		for (j = 0; j < i; j++)
			if (out[j] == out[i])
				return char_err(r, n, i, cp[i],
				    "'%s' is named twice");
	}
	*count = k;
	return 0;
}

#define WORD_ROOM	12	/* a word of read_word()'s, and its NUL */

/* A string that must be one of the nw words; its index. */
static int
read_word(struct rd *r, const struct node *n, const char *what,
    const char (*words)[WORD_ROOM], int nw, int *out)
{
	int i;

	if (want_str(r, n, what) == -1)
		return -1;
	for (i = 0; i < nw; i++)
		if (strcmp(n->str, words[i]) == 0) {
			*out = i;
			return 0;
		}
	/* Each sentence whole, for the catalogs: the words are as typed. */
	if (nw > 2)
		return core_errf(r->e, r->file, n->line, n->col, "%s is one of "
		    "%s, %s or %s", what, words[0], words[1], words[2]);
	return core_errf(r->e, r->file, n->line, n->col, "%s is one of %s, "
	    "%s", what, words[0], words[1]);
}

static int
read_counts(struct rd *r, const struct node *m, struct alpha_tiles *t,
    int typeset)
{
	const struct node *k;
	uint32_t cp;
	size_t i, nk;
	long v;
	int x, low;

	if (node_want_kind(m, NODE_MAP, "'counts'", r->file, r->e) == -1)
		return -1;
	for (i = 0; i + 1 < m->n; i += 2) {
		k = m->items[i];
		if (node_want_long(m->items[i + 1], 0, ALPHA_COUNT_MAX,
		    N_("a count"), r->file, &v, r->e) == -1)
			return -1;
		if (strcmp(k->str, "?") == 0) {
			t->wild = (unsigned)v;
			continue;
		}
		if (chars_of(r, k, &cp, 1, N_("a tile is one letter"), &nk) ==
		    -1 || nk == 0 || (x = alpha_letter_of(r->a, cp, &low)) <
		    0 || low)
			return core_errf(r->e, r->file, k->line, k->col, "a "
			    "tile is a capital letter of the alphabet or '?'");
		if (typeset && v > 0 && (r->a->vowel >> x & 1u))
			return char_err(r, k, 0, cp, "Typeset's tokens "
			    "are consonants, and '%s' is a vowel");
		t->n[x] = (unsigned)v;
	}
	if (alpha_tiles_total(t) == 0)
		return core_errf(r->e, r->file, m->line, m->col,
		    "a tile set has at least one tile");
	return 0;
}

static int
read_tiles(struct rd *r, const struct node *m)
{
	const struct node *g, *s, *c;
	struct alpha_tiles *t;
	size_t i, j;
	int game;

	if (node_want_kind(m, NODE_MAP, "'tiles'", r->file, r->e) == -1)
		return -1;
	for (i = 0; i + 1 < m->n; i += 2) {
		g = m->items[i];
		for (game = 0; game < ALPHA_GAMES; game++)
			if (strcmp(g->str, alpha_game_names[game]) == 0)
				break;
		if (game == ALPHA_GAMES)
			return core_errf(r->e, r->file, g->line, g->col,
			    "no game '%s' has tiles here (bananagrams, "
			    "shenanigrams, typeset, scrabble)", g->str);
		g = m->items[i + 1];
		if (node_want_kind(g, NODE_MAP, N_("a tile set"), r->file,
		    r->e) == -1)
			return -1;
		for (j = 0; j + 1 < g->n; j += 2)
			if (strcmp(g->items[j]->str, "source") != 0 &&
			    strcmp(g->items[j]->str, "counts") != 0)
				return core_errf(r->e, r->file,
				    g->items[j]->line, g->items[j]->col,
				    "a tile set has 'source' and 'counts'");
		if ((s = node_get(g, "source")) == NULL ||
		    (c = node_get(g, "counts")) == NULL)
			return core_errf(r->e, r->file, g->line, g->col,
			    "a tile set has 'source' and 'counts': say where "
			    "its counts come from");
		t = &r->a->tiles[game];
		t->given = 1;
		if (read_text(r, s, "'source'", t->source,
		    sizeof(t->source)) == -1 || read_counts(r, c, t,
		    game == ALPHA_GAME_TYPESET) == -1)
			return -1;
	}
	if (!r->a->tiles[ALPHA_GAME_SHENANIGRAMS].given)
		r->a->tiles[ALPHA_GAME_SHENANIGRAMS] =
		    r->a->tiles[ALPHA_GAME_BANANAGRAMS];
	return 0;
}

static int
read_spinner(struct rd *r, const struct node *m)
{
	const struct node *s, *l;
	size_t k;

	if (node_want_kind(m, NODE_MAP, "'spinner'", r->file, r->e) == -1)
		return -1;
	if (m->n != 4 || (s = node_get(m, "source")) == NULL ||
	    (l = node_get(m, "letters")) == NULL)
		return core_errf(r->e, r->file, m->line, m->col, "'spinner' "
		    "has 'source' and 'letters'");
	if (read_text(r, s, "'source'", r->a->spinner_source,
	    sizeof(r->a->spinner_source)) == -1 || read_set(r, l,
	    "the spinner's letters", (unsigned char *)r->a->spinner,
	    &k) == -1)
		return -1;
	if (k == 0)
		return core_errf(r->e, r->file, l->line, l->col,
		    "the spinner has at least one letter");
	r->a->spinner[k] = '\0';
	return 0;
}

/* The keys after 'letters', each optional. */
static int
read_rest(struct rd *r, const struct node *root)
{
	/* Arrays, not pointers, which every start would relocate. */
	static const char names[][WORD_ROOM] = { "capital", "none",
	    "caps-abbrev" }, defaults[][WORD_ROOM] = { "strip", "reject" };
	unsigned char v[ALPHA_MAX];
	const struct node *n;
	size_t i, k;
	int x = 0;

	if ((n = node_get(root, "folds")) != NULL && read_folds(r, n) == -1)
		return -1;
	if ((n = node_get(root, "fold_default")) != NULL) {
		if (read_word(r, n, "'fold_default'", defaults, 2, &x) == -1)
			return -1;
		r->a->fold_default = (enum alpha_fold_default)x;
	}
	if ((n = node_get(root, "names")) != NULL) {
		if (read_word(r, n, "'names'", names, 3, &x) == -1)
			return -1;
		r->a->names = (enum alpha_names)x;
	}
	if ((n = node_get(root, "vowels")) != NULL) {
		if (read_set(r, n, "'vowels'", v, &k) == -1)
			return -1;
		for (i = 0; i < k; i++)
			r->a->vowel |= 1u << alpha_index(r->a, v[i]);
	} else
		for (i = 0; i < 5; i++)
			if ((x = alpha_index(r->a, "AEIOU"[i])) >= 0)
				r->a->vowel |= 1u << x;
	if ((n = node_get(root, "tiles")) != NULL && read_tiles(r, n) == -1)
		return -1;
	if ((n = node_get(root, "spinner")) != NULL &&
	    read_spinner(r, n) == -1)
		return -1;
	alpha_finish(r->a);
	return 0;
}

int
alpha_read(struct alphabet *a, const char *buf, size_t len,
    const char *file, struct core_err *e)
{
	struct rd r = { a, file, e };
	struct node *root;
	const struct node *k, *n;
	size_t i;
	int j, rc = -1;

	memset(a, 0, sizeof(*a));
	if ((root = node_read(buf, len, file, e)) == NULL)
		return -1;
	if (node_want_kind(root, NODE_MAP, N_("an alphabet"), file, e) == -1)
		goto out;
	for (i = 0; i + 1 < root->n; i += 2) {
		k = root->items[i];
		for (j = 0; j < NTOP; j++)
			if (strcmp(k->str, top_keys[j]) == 0)
				break;
		if (j == NTOP) {
			core_errf(e, file, k->line, k->col, "unknown key '%s'"
			    " in an alphabet", k->str);
			goto out;
		}
	}
	for (j = 0; j < 3; j++)
		if (node_get(root, top_keys[j]) == NULL) {
			core_errf(e, file, root->line, root->col, "an "
			    "alphabet has '%s'", top_keys[j]);
			goto out;
		}
	if (read_code(&r, node_get(root, "code")) == -1 ||
	    read_text(&r, (n = node_get(root, "name")), "'name'", a->name,
	    sizeof(a->name)) == -1 ||
	    read_letters(&r, node_get(root, "letters"),
	    node_get(root, "lower")) == -1 || read_rest(&r, root) == -1)
		goto out;
	rc = 0;
out:
	node_free(root);
	return rc;
}
