/*
 * typeset_play_actions.c: the text form of a Typeset player's actions, as
 * play-typeset reads them and prints them back in normal form.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alphabet.h"
#include "core.h"
#include "tiles.h"
#include "typeset_int.h"
#include "typeset_play.h"
#include "typeset.h"
#include "util.h"

static const char *const verbs[] = {
	"", "place", "vowel", "wild", "ignore", "ability", "stop", "continue",
	"pass", NULL
};

/* "ROW" or "ROW,SPACE", 1-based, digits only (no sign). */
static int
parse_target(const char *s, long *row, long *space)
{
	char *end;

	if (!isdigit((unsigned char)*s))
		return -1;
	*row = strtol(s, &end, 10);
	if (end == s || *row < 1 || *row > 1000)
		return -1;
	*space = 0;
	if (*end == '\0')
		return 0;
	if (*end != ',')
		return -1;
	s = end + 1;
	if (!isdigit((unsigned char)*s))
		return -1;
	*space = strtol(s, &end, 10);
	if (end == s || *end != '\0' || *space < 1 || *space > 1000)
		return -1;
	return 0;
}

/*
 * One letter of r's language, in UTF-8, either case: its capital; 0 for
 * anything else; -1 for bad UTF-8 (or no memory), de saying why.
 */
static int
parse_letter(const struct typeset_rules *r, const char *s,
    struct core_err *de)
{
	struct buf b = { 0 };
	int c = 0;

	if ((c = alpha_decode(&r->alpha, s, strlen(s), ALPHA_UPPER, &b,
	    de)) == 0 && b.len == 1 && alpha_index(&r->alpha, b.p[0]) >= 0)
		c = (unsigned char)b.p[0];
	else if (c != -1)
		c = 0;
	buf_free(&b);
	return c;
}

/*
 * s is no letter of r: -1 with e saying so, and how the tiles spell it
 * when they do (German ß, French é), as a mat or a hand says.  Each
 * sentence whole, for the catalogs.
 */
static int
not_letter(const struct typeset_rules *r, const char *s, struct core_err *e)
{
	char sp[4 * ALPHA_FOLDLEN + 1];
	const char *spell = alpha_tile_spelling(&r->alpha, s, strlen(s), sp);

	if (typeset_english(r))
		return spell == NULL ?
		    core_errf(e, NULL, 0, 0, "'%s' is not a letter A-Z", s) :
		    core_errf(e, NULL, 0, 0, "'%s' is not a letter A-Z: spell "
		    "it %s", s, spell);
	return spell == NULL ?
	    core_errf(e, NULL, 0, 0, "'%s' is not a letter of %s", s,
	    r->alpha.name) :
	    core_errf(e, NULL, 0, 0, "'%s' is not a letter of %s: spell it %s",
	    s, r->alpha.name, spell);
}

static int
parse_one(const struct typeset_rules *r, char **w, int n,
    struct typeset_action *a, struct core_err *e)
{
	struct core_err de;
	const char *near;
	int i, k;
	char *p;

	memset(a, 0, sizeof(*a));
	for (p = w[0]; *p; p++)
		*p = (char)tolower((unsigned char)*p);
	for (k = 1; k <= TYPESET_PASS; k++)
		if (strcmp(w[0], verbs[k]) == 0)
			break;
	if (strcmp(w[0], "skip") == 0)
		k = TYPESET_IGNORE;
	if (k > TYPESET_PASS && (near = str_nearest(w[0], verbs + 1)) !=
	    NULL)
		return core_errf(e, NULL, 0, 0, "'%s' is not an action: place, "
		    "vowel, wild, ignore, ability, pass, stop or continue (did "
		    "you mean '%s'?)", w[0], near);
	if (k > TYPESET_PASS)
		return core_errf(e, NULL, 0, 0, "'%s' is not an action: place, "
		    "vowel, wild, ignore, ability, pass, stop or continue",
		    w[0]);
	a->kind = k;
	i = 1;
	switch (k) {
	case TYPESET_VOWEL:
	case TYPESET_WILD:
		if (n != 3)
			break;
		if ((a->letter = parse_letter(r, w[1], &de)) == -1)
			return core_errf(e, NULL, 0, 0, "the letter of '%s' "
			    "(character %zu): %s", verbs[k], de.col, de.msg);
		if (a->letter == 0)
			return not_letter(r, w[1], e);
		i = 2;
		/* FALLTHROUGH */
	case TYPESET_PLACE:
		if (n != i + 1)
			break;
		if (parse_target(w[i], &a->row, &a->space) == -1)
			return core_errf(e, NULL, 0, 0, "'%s' is not a row "
			    "(ROW or ROW,SPACE)", w[i]);
		return 0;
	case TYPESET_ABILITY:
		if (n == 3) {
			if (parse_target(w[1], &a->srow, &a->sspace) == -1 ||
			    a->sspace == 0)
				return core_errf(e, NULL, 0, 0, "'%s' is not a "
				    "space ROW,SPACE", w[1]);
			i = 2;
		} else if (n != 2)
			break;
		if (parse_target(w[i], &a->row, &a->space) == -1)
			return core_errf(e, NULL, 0, 0, "'%s' is not a row "
			    "(ROW or ROW,SPACE)", w[i]);
		return 0;
	default:
		if (n == 1)
			return 0;
	}
	/* Each sentence whole, for the catalogs. */
	if (k == TYPESET_PLACE)
		return core_errf(e, NULL, 0, 0, "'%s' takes a row: place ROW",
		    verbs[k]);
	if (k == TYPESET_VOWEL)
		return core_errf(e, NULL, 0, 0, "'%s' takes a vowel and a row: "
		    "vowel V ROW", verbs[k]);
	if (k == TYPESET_WILD)
		return core_errf(e, NULL, 0, 0, "'%s' takes a letter and a row: "
		    "wild L ROW", verbs[k]);
	if (k == TYPESET_ABILITY)
		return core_errf(e, NULL, 0, 0, "'%s' takes a row, and the space "
		    "it copies: ability [ROW,SPACE] ROW", verbs[k]);
	return core_errf(e, NULL, 0, 0, "'%s' takes nothing more", verbs[k]);
}

int
typeset_parse_actions(const struct typeset_rules *r, const char *text,
    struct typeset_action *a, size_t max, size_t *n, struct core_err *e)
{
	char *copy, *act, *next, *sw, *w[8], *p;
	size_t k, empty = 0;
	int nw;

	*n = 0;
	if ((copy = str_dup(text, e)) == NULL)
		return -1;
	/*
	 * A comma right after a digit is a target's ("place 2,3"), a bad
	 * one's too ("place 2,-1": not a row, rather than a second action
	 * '-1'), unless a blank, the end or a verb's letter follows: then it
	 * parts two actions ("place 2, stop", "place 2,stop").
	 */
	for (p = copy; *p != '\0'; p++)
		if (*p == ',' && !(p > copy && isdigit((unsigned char)p[-1]) &&
		    p[1] != '\0' && !isspace((unsigned char)p[1]) &&
		    !isalpha((unsigned char)p[1]) && p[1] != ',' &&
		    p[1] != ';'))
			*p = ';';
	for (act = copy, k = 1; act != NULL; act = next, k++) {
		if ((next = strchr(act, ';')) != NULL)
			*next++ = '\0';
		nw = 0;
		for (p = strtok_r(act, " \t\n", &sw); p != NULL;
		    p = strtok_r(NULL, " \t\n", &sw))
			if (nw < 8)
				w[nw++] = p;
		/* "place 1,, stop", "place 1,": a slip, not a turn. */
		if (nw == 0) {
			if (empty == 0)
				empty = k;
			continue;
		}
		if (*n == max) {
			free(copy);
			return core_errf(e, NULL, 0, 0, "more than %zu "
			    "actions at once", max);
		}
		if (parse_one(r, w, nw, &a[*n], e) == -1) {
			free(copy);
			return -1;
		}
		(*n)++;
	}
	free(copy);
	if (*n == 0)
		return core_errf(e, NULL, 0, 0, "no action: place ROW, vowel V "
		    "ROW, wild L ROW, ignore, ability ..., pass, stop or "
		    "continue");
	if (empty > 0)
		return core_errf(e, NULL, 0, 0, "action %zu is empty: a comma "
		    "parts two actions, with none before the first or after "
		    "the last", empty);
	return 0;
}

static void
target_text(char *buf, size_t len, long row, long space)
{
	if (space > 0)
		snprintf(buf, len, "%ld,%ld", row, space);
	else
		snprintf(buf, len, "%ld", row);
}

/* a into buf (64 bytes), its letter (a vowel's, a wild's) written as l. */
static const char *
action_text(const struct typeset_action *a, const char *l, char *buf)
{
	char t[24], s[24];

	target_text(t, sizeof(t), a->row, a->space);
	switch (a->kind) {
	case TYPESET_PLACE:
		snprintf(buf, 64, "place %s", t);
		break;
	case TYPESET_VOWEL:
	case TYPESET_WILD:
		snprintf(buf, 64, "%s %s %s", verbs[a->kind], l, t);
		break;
	case TYPESET_ABILITY:
		target_text(s, sizeof(s), a->srow, a->sspace);
		if (a->srow > 0)
			snprintf(buf, 64, "ability %s %s", s, t);
		else
			snprintf(buf, 64, "ability %s", t);
		break;
	default:
		snprintf(buf, 64, "%s", verbs[a->kind]);
	}
	return buf;
}

const char *
typeset_action_text(const struct typeset_rules *r,
    const struct typeset_action *a, char *buf)
{
	char u[8];

	return action_text(a, tile_name(&r->alpha, a->letter, u), buf);
}

const char *
typeset_action_bytes(const struct typeset_action *a, char *buf)
{
	char l[2] = { (char)a->letter, '\0' };

	return action_text(a, l, buf);
}
