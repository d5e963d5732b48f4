/*
 * tally.c: score keeping for every game.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alphabet.h"
#include "core.h"
#include "i18n.h"
#include "state.h"
#include "tally.h"
#include "util.h"

/* The rulebooks' words, or tally(1)'s ruling where they are silent. */
const struct core_rule tally_rules[TALLY_NRULES] = {
	[TALLY_OUT_OF_LIVES] = { "out-of-lives", "You lose if you have lost "
	    "all your lives." },
	[TALLY_NOT_OVER] = { "not-over", "(the referee's ruling, tally(1)) "
	    "A game is decided by the line that wins it (or, with lives, "
	    "loses it), or for the most points at the end of the input; "
	    "until then nobody has won." },
};

const char *const tally_games[] = {
	"categories", "shapemash", "shapemash-easy", "shapemash-medium",
	"shapemash-hard", "best-of-5", "best-of-10", NULL
};
const char *const tally_games_help[] = {
	N_("the most points at the end win, ties share"),
	N_("Shapemash teams: first to 10 points"),
	N_("Shapemash cooperative: 10 cards, 3 lives"),
	N_("Shapemash cooperative: 10 cards, 2 lives"),
	N_("Shapemash cooperative: 10 cards, 1 life"),
	N_("Bananagrams match: best of five hands"),
	N_("Bananagrams match: best of ten hands"),
};

int
tally_preset(const char *game, struct tally_rules *r)
{
	static const struct tally_rules rules[] = {
		{ TALLY_MOST, 0, 0, 0, 0, 0 },
		/* Two pictograms a round, a point each, two teams. */
		{ TALLY_FIRST_TO, 10, 0, 2, 2, 0 },
		/* One pictogram a round: a card guessed, or a life lost. */
		{ TALLY_LIVES, 10, 3, 0, 0, 1 },
		{ TALLY_LIVES, 10, 2, 0, 0, 1 },
		{ TALLY_LIVES, 10, 1, 0, 0, 1 },
		{ TALLY_BEST_OF, 5, 0, 0, 0, 0 },
		{ TALLY_BEST_OF, 10, 0, 0, 0, 0 },
	};
	size_t i;

	for (i = 0; tally_games[i] != NULL; i++)
		if (strcmp(game, tally_games[i]) == 0) {
			*r = rules[i];
			return 0;
		}
	return -1;
}

void
tally_init(struct tally *t, const struct tally_rules *r)
{
	memset(t, 0, sizeof(*t));
	t->r = *r;
	t->lives = r->lives;
}

/* A whole number with an optional sign, within the limit; 0 if not one. */
static int
is_number(const char *s, size_t len, long long *v)
{
	size_t i = 0;
	long long x = 0;
	int neg = 0;

	if (len > 0 && (s[0] == '+' || s[0] == '-')) {
		neg = s[0] == '-';
		i = 1;
	}
	if (i == len)
		return 0;
	for (; i < len; i++) {
		if (s[i] < '0' || s[i] > '9')
			return 0;
		x = x * 10 + (s[i] - '0');
		if (x > TALLY_MAX_POINTS)
			return -1;
	}
	*v = neg ? -x : x;
	return 1;
}

/*
 * One character of a name, c, into one (5 bytes), when a name may hold
 * it and it shows as itself (a mark that composes no letter shows
 * nothing of its own, and every tool prints it escaped, as no name
 * tally reads): 1, or 0.
 */
static int
name_char_put(uint32_t c, char one[5])
{
	one[alpha_utf8_put(c, one)] = '\0';
	return char_shown(c) && state_name_ok(one);
}

int
tally_name_read(const char *s, size_t len, char out[STATE_NAME_MAX + 1])
{
	char one[5];
	size_t i, n, k = 0;
	uint32_t c;
	long long v;
	int ok = len > 0;

	/* jürgen written decomposed is jürgen: one side, shown as itself. */
	for (i = 0; ok && i < len; i += n) {
		ok = (n = alpha_utf8_get_composed(s + i, len - i, &c)) > 0 &&
		    name_char_put(c, one) && k + strlen(one) <= STATE_NAME_MAX;
		if (ok) {
			memcpy(out + k, one, strlen(one));
			k += strlen(one);
		}
	}
	out[k] = '\0';
	if (!ok || !state_name_ok(out) || is_number(out, k, &v) != 0)
		return -1;
	return 0;
}

void
tally_name_fit(const char *name, char out[STATE_NAME_MAX + 1])
{
	char one[5];
	size_t n, len = strlen(name), k = 0, w;
	uint32_t c;
	long long v;
	int ok;

	for (; *name != '\0'; name += n, len -= n) {
		/* A byte that starts no character is one character here. */
		if ((n = alpha_utf8_get_composed(name, len, &c)) == 0)
			n = 1;
		ok = n > 1 || (unsigned char)*name < 0x80 ?
		    name_char_put(c, one) : 0;
		w = ok ? strlen(one) : 1;
		if (k + w > STATE_NAME_MAX)
			break;
		if (ok)
			memcpy(out + k, one, w);
		else
			out[k] = '_';
		k += w;
	}
	out[k] = '\0';
	if (k > 0 && is_number(out, k, &v) == 0 && strspn(out, "-") < k)
		return;
	/*
	 * Empty, a number (ASCII) or signs alone: a '_' in front, the end
	 * cut if need be.
	 */
	if (k == STATE_NAME_MAX)
		k--;
	memmove(out + 1, out, k);
	out[0] = '_';
	out[k + 1] = '\0';
}

static int
word_is(const char *s, size_t len, const char *w)
{
	return strlen(w) == len && strncmp(s, w, len) == 0;
}

static struct tally_side *
side_of(struct tally *t, const char *name, size_t len)
{
	size_t i;

	for (i = 0; i < t->nside; i++)
		if (strlen(t->side[i].name) == len &&
		    strncmp(t->side[i].name, name, len) == 0)
			return &t->side[i];
	if (t->nside == TALLY_MAX_SIDES)
		return NULL;
	memcpy(t->side[t->nside].name, name, len);
	t->side[t->nside].name[len] = '\0';
	t->side[t->nside].points = 0;
	return &t->side[t->nside++];
}

static int
add(long long *to, long long v)
{
	if (*to + v > TALLY_MAX_POINTS || *to + v < -TALLY_MAX_POINTS)
		return -1;
	*to += v;
	return 0;
}

/* How many sides have the most points; *best is one of them. */
static size_t
leaders(const struct tally *t, size_t *best)
{
	size_t i, n = 0;

	for (i = 0; i < t->nside; i++) {
		if (n == 0 || t->side[i].points > t->side[*best].points) {
			*best = i;
			n = 1;
		} else if (t->side[i].points == t->side[*best].points)
			n++;
	}
	return n;
}

size_t
tally_leaders(const struct tally *t)
{
	size_t best = 0;

	return leaders(t, &best);
}

/* After a line of a race or a match: is it over? */
static void
decide(struct tally *t)
{
	long long second = 0, left;
	size_t best = 0, i;
	int any = 0;

	if (t->nside == 0 || leaders(t, &best) != 1)
		return;
	for (i = 0; i < t->nside; i++)
		if (i != best && (!any || t->side[i].points > second)) {
			second = t->side[i].points;
			any = 1;
		}
	if (t->r.mode == TALLY_FIRST_TO) {
		if (t->side[best].points >= t->r.target) {
			t->end = TALLY_WON;
			t->winner = best;
		}
		return;
	}
	/* Best of: nobody can catch the leader in the hands left. */
	left = t->lines < t->r.target ? t->r.target - t->lines : 0;
	if (t->side[best].points > second + left) {
		t->end = TALLY_WON;
		t->winner = best;
	}
}

/* v points, or v lives if life; -1 for a total out of range. */
static int
lives_item(struct tally *t, long long v, int life)
{
	if (add(life ? &t->lives : &t->points, v) == -1)
		return -1;
	/*
	 * Whichever comes first in the line decides.  A side has no fewer
	 * than no lives: "-3 lives" with two left is lost at 0, as every
	 * score of it says.
	 */
	if (t->lives <= 0) {
		t->lives = 0;
		t->end = TALLY_LOST;
	} else if (t->points >= t->r.target)
		t->end = TALLY_WON;
	return 0;
}

/*
 * Does a line that has given sum points so far stay within the rules'
 * round_max?  v is the last number, which must not be negative there.
 */
static int
round_ok(const struct tally *t, long long v, long long sum)
{
	return t->r.round_max == 0 || (v >= 0 && sum <= t->r.round_max);
}

/* A line being counted: where it is, and where a message goes. */
struct line_at {
	const char	*line, *file;
	size_t		 lineno;
	struct core_err	*e;
};

static int at_err(const struct line_at *, const char *, const char *, ...)
    __attribute__((format(printf, 3, 4)));

/* A malformed line at token tok: -1 with a->e at its place. */
static int
at_err(const struct line_at *a, const char *tok, const char *fmt, ...)
{
	char msg[CORE_MSGLEN];
	va_list ap;

	va_start(ap, fmt);
	i18n_vformat(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	return core_errf(a->e, a->file, a->lineno, (size_t)(tok - a->line) + 1,
	    "%s", msg);
}

/* A line that gives more than a round can, at token tok. */
static int
round_err(const struct tally *t, const struct line_at *a, const char *tok)
{
	return at_err(a, tok, "no round gives this: at most %lld points in "
	    "all, and none taken away", t->r.round_max);
}

/* A line that is not one round of the rules' one_round, at token tok. */
static int
one_round_err(const struct line_at *a, const char *tok)
{
	return at_err(a, tok, "no round gives this: a line is one card "
	    "(\"1\") or one life lost (\"-1 life\")");
}

/*
 * TALLY_LIVES: the number v at tok (num: whether it is one), and the unit
 * after it, read from *p on.  0, or -1 with e filled.
 */
static int
lives_token(struct tally *t, const struct line_at *a, const char **p,
    const char *tok, size_t len, int num, long long v)
{
	const char *unit;
	size_t ulen;
	int life;

	if (!num)
		return at_err(a, tok, "'%.*s' is not a number: a line holds "
		    "numbers of points, or of lives (\"-1 life\")",
		    (int)utf8_cut(tok, len, 32), tok);
	while (**p == ' ' || **p == '\t')
		(*p)++;
	unit = *p;
	while (**p >= 'a' && **p <= 'z')
		(*p)++;
	ulen = (size_t)(*p - unit);
	if (ulen > 0 && !word_is(unit, ulen, "life") &&
	    !word_is(unit, ulen, "lives") && !word_is(unit, ulen, "point") &&
	    !word_is(unit, ulen, "points"))
		return at_err(a, unit, "'%.*s' is not a unit: point(s) or "
		    "life (lives)", (int)ulen, unit);
	life = ulen > 0 && (word_is(unit, ulen, "life") ||
	    word_is(unit, ulen, "lives"));
	if (t->r.one_round && v != (life ? -1 : 1))
		return one_round_err(a, tok);
	if (t->end == TALLY_PLAYING && lives_item(t, v, life) == -1)
		return at_err(a, tok, "the total is out of range");
	return 0;
}

/*
 * A name at tok, the items-th thing on its line: its side, *s, gets a
 * provisional point (a number after it replaces it).  0, or -1.
 */
static int
name_token(struct tally *t, const struct line_at *a, const char *tok,
    size_t len, size_t items, struct tally_side **s)
{
	char name[STATE_NAME_MAX + 1];
	size_t cut;

	/* Quoted whole, or its first 32 bytes back to a character's start. */
	cut = utf8_cut(tok, len, 32);
	/* A number never comes here: tally_line reads it as one. */
	if (strspn(tok, "-") >= len)
		return at_err(a, tok, "'%.*s' is not a name: a sign is written "
		    "against its number ('ann -2')", (int)cut, tok);
	if (tally_name_read(tok, len, name) == -1)
		return at_err(a, tok, "'%.*s' is not a name: names are 1 to %d "
		    "letters, digits, '.', '_' or '-'", (int)cut, tok,
		    STATE_NAME_MAX);
	if (t->r.mode == TALLY_BEST_OF && items > 0)
		return at_err(a, tok, "a line names the winner of one hand: "
		    "one name");
	if ((*s = side_of(t, name, strlen(name))) == NULL)
		return at_err(a, tok, "more than %d names", TALLY_MAX_SIDES);
	if (t->r.max_sides != 0 && t->nside > t->r.max_sides)
		/* The count after its label: the catalogs have no plurals. */
		return at_err(a, tok, "'%s' is one name too many for the game "
		    "(sides: %zu)", (*s)->name, t->r.max_sides);
	if (add(&(*s)->points, 1) == -1)
		return at_err(a, tok, "the total is out of range");
	return 0;
}

#define NOT_OVER	"not over:"

/* A line "not over: ...": the game is not decided (tally.h).  1 if so. */
static int
not_over(struct tally *t, const char *line)
{
	unsigned char *p;
	size_t n;

	line += strspn(line, " \t\r");
	if (strncmp(line, NOT_OVER, strlen(NOT_OVER)) != 0)
		return 0;
	n = strcspn(line, "#");
	while (n > 0 && strchr(" \t\r", line[n - 1]) != NULL)
		n--;
	snprintf(t->unfinished, sizeof(t->unfinished), "%.*s", (int)n, line);
	/* It is a message for a terminal: no control, C0 or C1, goes there. */
	for (p = (unsigned char *)t->unfinished; *p != '\0'; p++)
		if (*p < 0x20 || *p == 0x7f)
			*p = '?';
		else if (*p == 0xc2 && p[1] >= 0x80 && p[1] <= 0x9f)
			p[0] = p[1] = '?';
	t->end = TALLY_UNFINISHED;
	return 1;
}

int
tally_line(struct tally *t, const char *line, const char *file,
    size_t lineno, struct core_err *e)
{
	struct line_at a;
	const char *p = line, *tok, *pend = NULL;
	struct tally_side *s = NULL;
	size_t len, items = 0;
	long long v, sum = 0;
	int num;

	if (not_over(t, line))
		return 0;
	a.line = line;
	a.file = file;
	a.lineno = lineno;
	a.e = e;
	for (;;) {
		while (*p == ' ' || *p == '\t' || *p == '\r')
			p++;
		if (*p == '\0' || *p == '#')
			break;
		tok = p;
		while (*p != '\0' && *p != ' ' && *p != '\t' && *p != '\r' &&
		    *p != '#')
			p++;
		len = (size_t)(p - tok);
		if ((num = is_number(tok, len, &v)) == -1)
			return at_err(&a, tok, "a number must be from -%lld to "
			    "%lld", TALLY_MAX_POINTS, TALLY_MAX_POINTS);
		/* A name's provisional 1 stands when no number follows. */
		if (pend != NULL && !num && !round_ok(t, 1, ++sum))
			return round_err(t, &a, pend);
		pend = NULL;
		if (t->r.mode == TALLY_LIVES) {
			if (t->r.one_round && items > 0)
				return one_round_err(&a, tok);
			if (lives_token(t, &a, &p, tok, len, num, v) == -1)
				return -1;
			items++;
			continue;
		}
		if (num) {
			/* Each its own message, for the catalogs. */
			if (t->r.mode == TALLY_BEST_OF)
				return at_err(&a, tok, "a line names the "
				    "winner of one hand, with no number");
			if (s == NULL)
				return at_err(&a, tok, "a number needs a name "
				    "before it");
			/* The name's 1 was provisional: the number replaces
			 * it. */
			if (add(&s->points, v - 1) == -1)
				return at_err(&a, tok, "the total is out of "
				    "range");
			if (!round_ok(t, v, sum += v))
				return round_err(t, &a, tok);
			s = NULL;
			continue;
		}
		if (name_token(t, &a, tok, len, items, &s) == -1)
			return -1;
		pend = tok;
		items++;
	}
	if (pend != NULL && !round_ok(t, 1, ++sum))
		return round_err(t, &a, pend);
	if (items == 0)
		return 0;
	t->lines++;
	if (t->r.mode == TALLY_FIRST_TO || t->r.mode == TALLY_BEST_OF)
		decide(t);
	return 0;
}

void
tally_finish(struct tally *t, size_t order[TALLY_MAX_SIDES])
{
	size_t i, j, k;

	if (t->r.mode == TALLY_MOST && t->nside > 0 && t->end ==
	    TALLY_PLAYING) {
		t->end = TALLY_WON;
		leaders(t, &t->winner);
	}
	/* Insertion sort: stable, so ties keep the order first seen. */
	for (i = 0; i < t->nside; i++) {
		k = i;
		for (j = i; j > 0 && t->side[order[j - 1]].points <
		    t->side[k].points; j--)
			order[j] = order[j - 1];
		order[j] = k;
	}
}

int
tally_verdict(const struct tally *t, struct core_err *e)
{
	if (t->end == TALLY_WON)
		return 0;
	if (t->end == TALLY_LOST)
		/* The counts after their labels: no plurals in catalogs. */
		return core_no(e, &tally_rules[TALLY_OUT_OF_LIVES], "lost: no "
		    "lives left (points: %lld, goal: %lld)", t->points,
		    t->r.target);
	if (t->end == TALLY_UNFINISHED)
		return core_no(e, &tally_rules[TALLY_NOT_OVER], "%s",
		    t->unfinished);
	/* Each its own message, for the catalogs. */
	if (t->lines == 0)
		return core_no(e, &tally_rules[TALLY_NOT_OVER],
		    "nothing to tally");
	if (t->r.mode == TALLY_LIVES)
		return core_no(e, &tally_rules[TALLY_NOT_OVER], "not over yet: "
		    "neither won nor lost");
	return core_no(e, &tally_rules[TALLY_NOT_OVER], "no winner yet");
}
