/*
 * shapemash.c: shapes, the canvas rule, and the rounds of both modes.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "core.h"
#include "i18n.h"
#include "rng.h"
#include "shapemash.h"
#include "state.h"
#include "tally.h"
#include "util.h"

/* The rulebook's words, or shapemash(7)'s ruling where it is silent. */
const struct core_rule shapemash_rules[MR_NRULES] = {
	[MR_CANVAS_FULL] = { "canvas-full", "You may remove and swap shapes "
	    "during the round. There may never be more than 5 on the Canvas at "
	    "any time. Regardless of what side you use, either side counts "
	    "toward the 5-shape limit." },
	[MR_BOX_EMPTY] = { "box-empty", "(the referee's ruling, shapemash(7)) "
	    "A kind of shape cannot be used more times than the box has pieces "
	    "of it." },
	[MR_NOT_ON_CANVAS] = { "not-on-canvas", "(the referee's ruling, "
	    "shapemash(7)) Only a piece on the canvas can be taken off or "
	    "turned over." },
	[MR_CARD_GUESSED] = { "card-guessed", "If someone guesses correctly, "
	    "set the Word Card aside in a Score Pile. (shapemash(7): the first "
	    "correct guess settles the round; a second is a rule \"no\".)" },
	[MR_ROUND_OVER] = { "round-over", "The round ends when both teams' "
	    "pictograms have been guessed correctly, or when the timer runs "
	    "out." },
	[MR_OWN_FIRST] = { "own-first", "Note: Teams must guess their own "
	    "Pictogram first before attempting to guess their opponent's." },
	[MR_PICTOGRAM_GUESSED] = { "pictogram-guessed", "(the referee's "
	    "ruling, shapemash(7)) Each pictogram is guessed once and scores "
	    "one point for the team that guessed it first." },
	[MR_DECK_TOO_LOW] = { "deck-too-low", "(the referee's ruling, "
	    "shapemash(7)) The deck is not reshuffled: when it runs out, "
	    "'bag draw' exits 1 and writes nothing." },
	[MR_CARDS_LOST] = { "cards-lost", "(the referee's ruling, bag(1)) No "
	    "card is created or lost: the deck and the played cards together "
	    "must be the deck the game began with." },
	[MR_CARDS_CHANGED] = { "cards-changed", "(the referee's ruling, "
	    "bag(1)) No card is copied or changed: the deck and the played "
	    "cards together must be the deck the game began with." },
	[MR_NOT_BUILDER] = { "not-the-builder", "Start of a Round. If you are "
	    "the Pictogram Builder: Draw the top Word Card from the deck. "
	    "Secretly choose one of the 3 words on it. (shapemash(7): the "
	    "builder is the player whose turn it is.)" },
	[MR_ONE_CARD] = { "one-card", "Start of a Round. If you are the "
	    "Pictogram Builder: Draw the top Word Card from the deck. "
	    "Secretly choose one of the 3 words on it. (shapemash(7): with "
	    "logins, one card a round, whose word shapemash pick gives.)" },
};

/*
 * The rulebook gives 40 double-sided shapes but does not list them; these
 * kinds and counts are the project's documented default.
 */
const struct shape_kind shape_kinds[SHAPE_KINDS] = {
	{ "circle", 4 }, { "half-circle", 3 }, { "quarter-circle", 2 },
	{ "ring", 2 }, { "oval", 2 }, { "square", 3 }, { "rectangle", 3 },
	{ "bar", 3 }, { "triangle", 3 }, { "right-triangle", 2 },
	{ "diamond", 2 }, { "arc", 2 }, { "crescent", 1 }, { "star", 1 },
	{ "heart", 1 }, { "drop", 2 }, { "hexagon", 1 }, { "trapezoid", 2 },
	{ "wave", 1 },
};

/* The next word of line at *p: its start and length; 0 at the end. */
static size_t
word(const char **p, const char **start)
{
	const char *s = *p;

	while (*s == ' ' || *s == '\t' || *s == '\r')
		s++;
	if (*s == '#')
		s += strlen(s);
	*start = s;
	while (*s != '\0' && *s != ' ' && *s != '\t' && *s != '\r' &&
	    *s != '#')
		s++;
	*p = s;
	return (size_t)(s - *start);
}

static int
is(const char *w, size_t n, const char *lit)
{
	return strlen(lit) == n && strncmp(w, lit, n) == 0;
}

static int deny(struct core_err *, enum shapemash_rule, const char *,
    const char *, const char *, ...) __attribute__((format(printf, 5, 6)));

/* A rule "no" at word w of line, by rule: returns 1. */
static int
deny(struct core_err *e, enum shapemash_rule rule, const char *line,
    const char *w, const char *fmt, ...)
{
	va_list ap;

	e->rule = &shapemash_rules[rule];
	e->file = NULL;
	e->line = 0;
	e->col = (size_t)(w - line) + 1;
	e->kind = CORE_EINPUT;
	va_start(ap, fmt);
	i18n_vformat(e->msg, sizeof(e->msg), fmt, ap);
	va_end(ap);
	return 1;
}

/*
 * A malformed line at word w: -1.  msg is marked N_() where it is
 * written and translated here, as core_errf translates a format.
 */
static int
at(struct core_err *e, const char *line, const char *w, const char *msg)
{
	return core_errf(e, NULL, 0, (size_t)(w - line) + 1, "%s", _(msg));
}

/* The kind of shape the n bytes at w name, or SHAPE_KINDS. */
static size_t
kind_of(const char *w, size_t n)
{
	size_t k;

	for (k = 0; k < SHAPE_KINDS; k++)
		if (is(w, n, shape_kinds[k].name))
			break;
	return k;
}

/*
 * Put a piece of kind k on c, side sd up, at word verb of line.  other
 * is the other team's canvas (NULL: none), whose pieces come from the
 * same box: a kind is on both no more times than the box holds it.
 */
static int
canvas_add(struct canvas *c, const struct canvas *other,
    const char *oteam, size_t k, int sd, const char *line, const char *verb,
    struct core_err *e)
{
	int there = other != NULL ? other->on[k][0] + other->on[k][1] : 0;

	if (c->total == CANVAS_MAX)
		return deny(e, MR_CANVAS_FULL, line, verb, "a sixth shape: at "
		    "most %d shapes on the canvas at once, either side "
		    "counting", CANVAS_MAX);
	if (c->on[k][0] + c->on[k][1] + there < shape_kinds[k].count) {
		c->on[k][sd]++;
		c->total++;
		return 0;
	}
	if (there == 0)
		return deny(e, MR_BOX_EMPTY, line, verb, "every %s in the box "
		    "is already on the canvas", shape_kinds[k].name);
	return deny(e, MR_BOX_EMPTY, line, verb, "every %s in the box is "
	    "already on a canvas, %d of them on %s's", shape_kinds[k].name,
	    there, oteam);
}

/*
 * A move on c, its words from p on in line (shapemash_canvas_move); other
 * and oteam as canvas_add takes them.
 */
static int
canvas_move(struct canvas *c, const struct canvas *other, const char *oteam,
    const char *line, const char *p, struct core_err *e)
{
	const char *verb, *shape, *side, *extra;
	size_t nv, ns, nsd, k;
	int sd = SIDE_BLACK;

	if ((nv = word(&p, &verb)) == 0)
		return 0;
	ns = word(&p, &shape);
	nsd = word(&p, &side);
	if (word(&p, &extra) != 0)
		return at(e, line, extra, N_("too many words: a move "
		    "is 'add|remove|flip SHAPE [black|white]' or 'clear'"));
	if (is(verb, nv, "clear")) {
		if (ns != 0)
			return at(e, line, shape, N_("'clear' takes no "
			    "shape"));
		memset(c, 0, sizeof(*c));
		return 0;
	}
	if (!is(verb, nv, "add") && !is(verb, nv, "remove") &&
	    !is(verb, nv, "flip"))
		return at(e, line, verb, N_("a move is 'add', 'remove', "
		    "'flip' or 'clear'"));
	if (ns == 0)
		return at(e, line, shape, N_("a move needs a shape (see "
		    "'shapemash shapes')"));
	if ((k = kind_of(shape, ns)) == SHAPE_KINDS)
		return core_errf(e, NULL, 0, (size_t)(shape - line) + 1,
		    "no shape '%.*s' in the box (see 'shapemash shapes')",
		    (int)utf8_cut(shape, ns, 32), shape);
	if (nsd > 0 && !is(side, nsd, "black") && !is(side, nsd, "white"))
		return at(e, line, side, N_("a side is black or white"));
	if (nsd > 0 && is(side, nsd, "white"))
		sd = SIDE_WHITE;
	if (is(verb, nv, "add"))
		return canvas_add(c, other, oteam, k, sd, line, verb, e);
	/*
	 * A move that names no side means the piece of that kind on the
	 * canvas: a black one when there is one, else a white one, so that
	 * the moon's white circle left alone is still taken off.
	 */
	if (nsd == 0 && c->on[k][SIDE_BLACK] == 0)
		sd = SIDE_WHITE;
	if (nsd == 0 && c->on[k][sd] == 0)
		return deny(e, MR_NOT_ON_CANVAS, line, verb,
		    "no %s on the canvas", shape_kinds[k].name);
	if (c->on[k][sd] == 0)
		return deny(e, MR_NOT_ON_CANVAS, line, verb,
		    "no %s %s on the canvas", sd == SIDE_WHITE ? "white" :
		    "black", shape_kinds[k].name);
	c->on[k][sd]--;
	if (is(verb, nv, "flip"))
		c->on[k][!sd]++;
	else
		c->total--;
	return 0;
}

int
shapemash_canvas_move(struct canvas *c, const char *line, struct core_err *e)
{
	return canvas_move(c, NULL, NULL, line, line, e);
}

/* The team the n bytes at w name, read as tally reads a name; or -1. */
static int
team_of(const char *const team[2], const char *w, size_t n)
{
	char name[STATE_NAME_MAX + 1];
	int i;

	if (tally_name_read(w, n, name) == -1)
		return -1;
	for (i = 0; i < 2; i++)
		if (strcmp(team[i], name) == 0)
			return i;
	return -1;
}

int
shapemash_canvases_move(struct canvases *t, const char *line,
    struct core_err *e)
{
	const char *p = line, *w, *rest;
	size_t n;
	int ti;

	if ((n = word(&p, &w)) == 0)
		return 0;
	if ((ti = team_of(t->team, w, n)) == -1)
		return at(e, line, w, N_("not one of the two teams"));
	rest = p;
	if (word(&rest, &w) == 0)
		return at(e, line, w, N_("a team's move is 'TEAM "
		    "add|remove|flip SHAPE [black|white]' or 'TEAM clear'"));
	return canvas_move(&t->c[ti], &t->c[!ti], t->team[!ti], line, p, e);
}

int
shapemash_round_guess(struct round *r, const char *line, struct core_err *e)
{
	const char *p = line, *g, *o, *x;
	size_t ng, no;
	int ti, oi;

	if ((ng = word(&p, &g)) == 0)
		return 0;
	if (r->team[0] == NULL) {
		if (r->coop_guessed)
			return deny(e, MR_CARD_GUESSED, line, g, "the card "
			    "was already guessed: the round's score is "
			    "settled");
		r->coop_guessed = 1;
		return 0;
	}
	no = word(&p, &o);
	if (word(&p, &x) != 0)
		return at(e, line, x, N_("a guess is 'TEAM' or 'TEAM "
		    "OWNER'"));
	if ((ti = team_of(r->team, g, ng)) == -1)
		return at(e, line, g, N_("not one of the two teams"));
	oi = ti;
	if (no > 0 && (oi = team_of(r->team, o, no)) == -1)
		return at(e, line, o, N_("not one of the two teams"));
	if (r->guessed[0] && r->guessed[1])
		return deny(e, MR_ROUND_OVER, line, g, "both pictograms "
		    "were guessed: the round is over");
	if (oi != ti && r->guessed[ti] != ti + 1) {
		return deny(e, MR_OWN_FIRST, line, g, "%s must guess its "
		    "own pictogram before %s's", r->team[ti], r->team[oi]);
	}
	if (r->guessed[oi]) {
		return deny(e, MR_PICTOGRAM_GUESSED, line, g, "%s's "
		    "pictogram was already guessed by %s", r->team[oi],
		    r->team[r->guessed[oi] - 1]);
	}
	r->guessed[oi] = ti + 1;
	r->points[ti]++;
	return 0;
}

int
shapemash_team_name(const char *name, char out[STATE_NAME_MAX + 1])
{
	/* A team's points go to tally(1): it reads "1" as a number. */
	return tally_name_read(name, strlen(name), out) == 0;
}

int
shapemash_may_build(const struct state *st, const struct player *p,
    int passing, struct core_err *e)
{
	if (p == NULL || st->turn == NULL || strcmp(p->name, st->turn) == 0)
		return 0;
	if (passing)
		return core_no(e, &shapemash_rules[MR_NOT_BUILDER], "%s is "
		    "the builder: only the builder passes the canvas, not %s",
		    st->turn, p->name);
	return core_no(e, &shapemash_rules[MR_NOT_BUILDER], "%s is the "
	    "builder: only the builder draws the card and picks its word, "
	    "not %s", st->turn, p->name);
}

/*
 * The picks' streams, apart from the deck's (0) and those of the game's
 * later random events (1, 2, ... as "shuffles" counts them).
 */
#define PICK_STREAM	(UINT64_C(1) << 63)

size_t
shapemash_pick(uint64_t seed, size_t k, size_t n)
{
	struct rng r;

	rng_seed(&r, seed, PICK_STREAM | (uint64_t)k);
	return (size_t)rng_below(&r, n);
}
