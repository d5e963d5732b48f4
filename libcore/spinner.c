/*
 * spinner.c: letter sets and spins, in any alphabet.
 */
#include <stdlib.h>
#include <string.h>

#include "alphabet.h"
#include "core.h"
#include "i18n.h"
#include "node.h"
#include "rng.h"
#include "spinner.h"
#include "state.h"
#include "tiles.h"
#include "util.h"

/* The rulebook lists no letters and says nothing of repeats: rulings. */
const struct core_rule spinner_rules[SPIN_NRULES] = {
	[SPIN_SPENT] = { "spinner-spent", "(the referee's ruling, spinner(1)) "
	    "A session that never repeats a letter never spins one already "
	    "spun: once every letter of the spinner has been, there is none "
	    "left to spin." },
	[SPIN_TOO_FEW] = { "spinner-too-few", "(the referee's ruling, "
	    "spinner(1)) Spins that never repeat give as many different "
	    "letters as are asked for, so the spinner must have that many not "
	    "yet spun." },
};

/* Build a set from a flag per letter index, in a's order. */
static void
set_from_flags(const struct alphabet *a, const char flag[ALPHA_MAX],
    char set[SPINNER_SETLEN])
{
	int i, n = 0;

	for (i = 0; i < a->n; i++)
		if (flag[i])
			set[n++] = (char)a->letter[i];
	set[n] = '\0';
}

/* Flag each letter of s (letter bytes of a; other bytes are skipped). */
static void
flags_of(const struct alphabet *a, const char *s, char flag[ALPHA_MAX],
    char v)
{
	int x;

	for (; *s != '\0'; s++)
		if ((x = alpha_index(a, *s)) >= 0)
			flag[x] = v;
}

void
spinner_default(const struct alphabet *a, char set[SPINNER_SETLEN])
{
	char flag[ALPHA_MAX];

	/* An alphabet that names no spinner spins all its letters. */
	memset(flag, a->spinner[0] == '\0', sizeof(flag));
	flags_of(a, a->spinner, flag, 1);
	set_from_flags(a, flag, set);
}

/* The UTF-8 of letter byte c of a, or "?" for a byte that is none. */
static const char *
utf8_of(const struct alphabet *a, int c, char out[8])
{
	if (alpha_letter_utf8(a, alpha_index(a, c), 0, out) == 0) {
		out[0] = (char)(c >= 0x20 && c < 0x7f ? c : '?');
		out[1] = '\0';
	}
	return out;
}

/* Letter bytes s of a as UTF-8 into out (5 bytes a letter, and a NUL). */
static const char *
utf8_of_set(const struct alphabet *a, const char *s,
    char out[4 * SPINNER_SETLEN + 1])
{
	char u[8];
	size_t n = 0;

	for (out[0] = '\0'; *s != '\0'; s++) {
		utf8_of(a, (unsigned char)*s, u);
		memcpy(out + n, u, strlen(u) + 1);
		n += strlen(u);
	}
	return out;
}

/* The character at column col (from 1) of s, as text, into out. */
static const char *
char_at(const char *s, size_t col, char out[8])
{
	const char *why;
	uint32_t cp;
	size_t n = strlen(s), w = 1;

	for (; *s != '\0'; s += w, n -= w, col--)
		if ((w = alpha_utf8_get(s, n, &cp, &why)) == 0)
			break;
		else if (col == 1) {
			memcpy(out, s, w);
			out[w] = '\0';
			return out;
		}
	return "?";
}

int
spinner_parse(const struct alphabet *a, const char *spec,
    char set[SPINNER_SETLEN], struct core_err *e)
{
	char flag[ALPHA_MAX] = { 0 }, u[8];
	struct core_err de;
	struct buf b = { 0 };
	const char *d;
	size_t i;
	int x, y, k, rc;

	if ((rc = alpha_decode(a, spec, strlen(spec), ALPHA_UPPER, &b,
	    &de)) != 0) {
		buf_free(&b);
		if (rc == 1)
			return core_errf(e, NULL, 0, 0, "'%s' in letter set "
			    "'%s' is not a letter", char_at(spec, de.col, u),
			    spec);
		return core_errf(e, NULL, 0, 0, "the letter set is not "
		    "UTF-8: %s (character %zu)", de.msg, de.col);
	}
	d = b.p != NULL ? b.p : "";
	for (i = 0; d[i] != '\0'; i++) {
		if ((x = alpha_index(a, d[i])) < 0) {
			/* What decodes unchanged is ASCII: print it. */
			rc = core_errf(e, NULL, 0, 0, "'%c' in letter set '%s' "
			    "is not a letter", d[i] >= 0x20 && d[i] < 0x7f ?
			    d[i] : '?', spec);
			goto out;
		}
		y = x;
		if (d[i + 1] == '-') {
			y = alpha_index(a, d[i + 2]);
			if (y < x) {
				rc = core_errf(e, NULL, 0, 0, "bad range in "
				    "letter set '%s'", spec);
				goto out;
			}
			i += 2;
		}
		for (k = x; k <= y; k++) {
			if (flag[k]) {
				rc = core_errf(e, NULL, 0, 0, "letter set "
				    "'%s' gives '%s' twice", spec,
				    utf8_of(a, a->letter[k], u));
				goto out;
			}
			flag[k] = 1;
		}
	}
	if (i == 0)
		rc = core_errf(e, NULL, 0, 0, "the letter set is empty");
	else
		set_from_flags(a, flag, set);
out:
	buf_free(&b);
	return rc;
}

void
spinner_exclude(const struct alphabet *a, char set[SPINNER_SETLEN],
    const char *without)
{
	char flag[ALPHA_MAX] = { 0 };

	flags_of(a, set, flag, 1);
	flags_of(a, without, flag, 0);
	set_from_flags(a, flag, set);
}

void
spinner_spin(const char *set, size_t n, struct rng *r, char *out)
{
	size_t i, len = strlen(set);

	for (i = 0; i < n; i++)
		out[i] = set[rng_below(r, len)];
	out[n] = '\0';
}

int
spinner_spin_fresh(const struct alphabet *a, const char *set,
    const char *used, size_t n, struct rng *r, char *out,
    struct core_err *e)
{
	char left[SPINNER_SETLEN], u[4 * SPINNER_SETLEN + 1];
	size_t i, k, len;

	memcpy(left, set, strlen(set) + 1);
	spinner_exclude(a, left, used);
	len = strlen(left);
	if (len < n) {
		if (len == 0)
			return core_no(e, &spinner_rules[SPIN_SPENT], "every "
			    "letter of the spinner has been spun (%zu)",
			    strlen(set));
		return core_no(e, &spinner_rules[SPIN_TOO_FEW], "fewer letters "
		    "are left than the %zu asked for (left: %zu, %s)", n, len,
		    utf8_of_set(a, left, u));
	}
	/* Each spin takes a letter out, so it cannot come up again. */
	for (i = 0; i < n; i++) {
		k = (size_t)rng_below(r, len);
		out[i] = left[k];
		memmove(left + k, left + k + 1, len - k);
		len--;
	}
	out[n] = '\0';
	return 0;
}

const char *
spinner_letters_of(const struct alphabet *a, char *out, size_t size)
{
	/* The tiles' wording without its wild. */
	return tiles_letters(a, out, size);
}

/* "'spun' holds X (character i): ...", at the string n of st. */
static int
bad_spun(const struct state *st, const struct node *n, const char *c,
    size_t i, struct core_err *e)
{
	char list[160];

	return core_errf(e, st->file, n->line, n->col, "'spun' holds '%s' "
	    "(character %zu): it must be different letters %s", c, i,
	    spinner_letters_of(st->alpha, list, sizeof(list)));
}

int
spinner_used(const struct state *st, char **used, struct core_err *e)
{
	const struct node *n;
	struct core_err de;
	struct buf b = { 0 };
	const char *why, *p;
	uint32_t cp;
	size_t c, k, w, len;
	char u[8];

	if ((n = node_get(st->root, "spun")) == NULL) {
		*used = str_dup("", e);
		return *used == NULL ? -1 : 0;
	}
	if (n->kind != NODE_SCALAR)
		return core_errf(e, st->file, n->line, n->col,
		    "'spun' must be a string of letters");
	/* One character at a time: each must be one capital, once. */
	for (p = n->str, len = n->len, k = 0; len > 0; p += w, len -= w) {
		if ((w = alpha_utf8_get(p, len, &cp, &why)) == 0) {
			buf_free(&b);
			return core_errf(e, st->file, n->line,
			    node_char_col(n, k), "'spun': bad UTF-8: %s", _(why));
		}
		memcpy(u, p, w);
		u[w] = '\0';
		k++;
		c = b.len;
		if (alpha_decode(st->alpha, p, w, ALPHA_KEEP, &b, &de) != 0 ||
		    b.len != c + 1 || alpha_index(st->alpha, b.p[c]) < 0 ||
		    alpha_upper(st->alpha, (unsigned char)b.p[c]) !=
		    (unsigned char)b.p[c] || memchr(b.p, b.p[c], c) != NULL) {
			buf_free(&b);
			return bad_spun(st, n, cp >= 0x20 && cp != 0x7f ? u :
			    "?", k, e);
		}
	}
	*used = str_dup(b.p != NULL ? b.p : "", e);
	buf_free(&b);
	return *used == NULL ? -1 : 0;
}

int
spinner_has_spun(const struct state *st)
{
	return node_get(st->root, "spun") != NULL;
}

int
spinner_record(struct state *st, const char *letters, struct core_err *e)
{
	struct buf b = { 0 };
	char *used = NULL;
	int rc;

	if (spinner_used(st, &used, e) == -1 ||
	    state_append(&used, letters, e) == -1 ||
	    alpha_encode(st->alpha, used, strlen(used), &b, e) == -1) {
		free(used);
		buf_free(&b);
		return -1;
	}
	rc = node_set(st->root, "spun", node_str(b.p != NULL ? b.p : "",
	    STYLE_DOUBLE));
	free(used);
	buf_free(&b);
	return rc == -1 ? core_nomem(e) : 0;
}
