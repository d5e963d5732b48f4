/*
 * typeset_play.c: the Typeset referee: a player's actions judged against the
 * rulebook and applied to their mat, and the table's turn letters.
 *
 * Every player plays the same turn letter at once, so there is no "turn"
 * key: a player's mat counts the turn letters they have dealt with
 * ("letters"), and the table's turn is the number of letters drawn.  A
 * player is in the turn when they have dealt with every letter before this
 * one; they deal with this one once (place or ignore) and may add vowels,
 * wilds and the ability until the next letter is drawn.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bag.h"
#include "core.h"
#include "i18n.h"
#include "node.h"
#include "state.h"
#include "tiles.h"
#include "typeset_int.h"
#include "typeset_mat.h"
#include "typeset_play.h"
#include "typeset.h"
#include "util.h"

/* The rulebook's words, or typeset(7)'s ruling where it is silent. */
const struct core_rule typeset_rules[TR_NRULES] = {
	[TR_OK] = { "ok", "(the referee's ruling, play-typeset(1)) The actions "
	    "of a turn are judged all or none: when every one of them is "
	    "legal, they are applied in order." },
	[TR_PLACE] = { "place", "Place the turn letter by writing it on your "
	    "mat. The letter may only go in the left-most empty space of any "
	    "row. Each space can only have one letter." },
	[TR_VOWEL] = { "vowel", "You may add vowels at any time during a "
	    "turn, before or after writing the turn letter. Cross off the "
	    "vowel on your sheet, then place it like a turn letter - in the "
	    "left-most available space of any row." },
	[TR_WILD] = { "wild", "Once they are earned, wild letters can be used "
	    "at any time during that same turn (i.e., before or after placing "
	    "vowels or the turn letter), in the left-most available space of "
	    "any row, or not placed at all." },
	[TR_IGNORE] = { "ignore", "Turn letters may be ignored up to five "
	    "times. Any player may ignore or 'skip' a turn letter by circling "
	    "a negative error number (i.e., the left-most available)." },
	[TR_ABILITY] = { "ability", "Special abilities are opportunities to "
	    "play differently. You don't have to play with one, but if you "
	    "do, it can be used at any time, even multiple times on the same "
	    "turn." },
	[TR_EARN] = { "earn", "You may earn wild letters. Wilds are bonus "
	    "letters that can be the consonant or vowel of your choice. Wild "
	    "letters must be used on the turn they are earned, or they are "
	    "lost, and they are earned once each." },
	[TR_LOST] = { "lost", "Wild letters must be used on the turn they are "
	    "earned, or they are lost." },
	[TR_ROUND] = { "round", "Five turn letters constitute a round of "
	    "play. Each player then chooses to either stop playing, or to "
	    "play for another round." },
	[TR_DRAW] = { "draw", "Reveal a letter tile at the start of each turn "
	    "for all players." },
	[TR_NO_LETTER] = { "no-letter", "One letter is drawn for all players "
	    "each turn." },
	[TR_STOPPED] = { "stopped", "Players that stop can score their mat and "
	    "wait for the other players to finish." },
	[TR_MISSED] = { "missed", "Every player does this during the same turn "
	    "with the same letter. It cannot be saved for later." },
	[TR_ROUND_END] = { "round-end", "Each player then chooses to either "
	    "stop playing, or to play for another round." },
	[TR_ONE_LETTER] = { "one-letter", "One letter is drawn for all players "
	    "each turn. Each player adds the turn letter to their mat by "
	    "writing it in the left-most open space of any row." },
	[TR_LEFTMOST] = { "leftmost", "The letter may only go in the left-most "
	    "empty space of any row." },
	[TR_ROW_FULL] = { "row-full", "Each space can only have one letter." },
	[TR_NOT_VOWEL] = { "not-vowel", "Cross off the vowel on your sheet, "
	    "then place it like a turn letter. Challenge letters are not "
	    "available like vowels." },
	[TR_NO_VOWEL] = { "no-vowel", "You can do this multiple times per "
	    "turn, as long as you still have vowels available to cross off. "
	    "You only have so many vowels!" },
	[TR_NO_WILD] = { "no-wild", "Wild letters must be used on the turn "
	    "they are earned, or they are lost." },
	[TR_FORCED] = { "forced", "If all five of your error numbers are "
	    "circled, you must place all future turn letters (even if you are "
	    "forced to form non-legal words!), until you stop playing after a "
	    "round of five letters." },
	[TR_NO_ABILITY] = { "no-ability", "You don't have to play with one, "
	    "but if you do, it can be used at any time." },
	[TR_ABILITY_SPENT] = { "ability-spent", "Using the ability three "
	    "times earns you a wild letter, and then you cannot use it any "
	    "more." },
	/* What every ability is, then the example card: not only Drop Cap. */
	[TR_ABILITY_MOVE] = { "ability-move", "Special abilities are "
	    "opportunities to play differently. Be sure all players "
	    "understand an ability before including it! An example ability "
	    "card, Drop Cap, duplicates a placed letter in the same column." },
	[TR_MID_ROUND] = { "mid-round", "After five letters are drawn, each "
	    "player can choose to stop playing, or press their luck with five "
	    "more letters." },
	[TR_BAG_EMPTY] = { "bag-empty", "(the referee's decision) When the "
	    "letter tokens run out no letter can be revealed: every player "
	    "still playing stops." },
	[TR_WAITING] = { "waiting", "Every player does this during the same "
	    "turn with the same letter." },
	[TR_GAME_OVER] = { "game-over", "Players that stop can score their "
	    "mat and wait for the other players to finish." },
	[TR_SOLO_WIN] = { "solo-win", "Playing solo? We call it a 'win' if "
	    "you get at least 40 points AND use the ability all three "
	    "times." },
	[TR_LETTER_USED] = { "letter-used", "Every player does this during "
	    "the same turn with the same letter. It cannot be saved for "
	    "later." },
};

/* The round a turn belongs to (1 for turns 1 to round_letters). */
static long
round_of(const struct typeset_rules *r, long turn)
{
	return turn <= 0 ? 0 : (turn - 1) / r->round_letters + 1;
}

/* --- verdicts --- */

static void ev(struct typeset_verdict *, enum typeset_rule, const char *, ...)
    __attribute__((format(printf, 3, 4)));
static int refuse(struct typeset_verdict *, enum typeset_rule, const char *, ...)
    __attribute__((format(printf, 3, 4)));

static void
ev(struct typeset_verdict *v, enum typeset_rule rule, const char *fmt, ...)
{
	va_list ap;

	if (v->nev == TYPESET_MAXEVENTS)
		return;
	v->ev[v->nev].rule = &typeset_rules[rule];
	va_start(ap, fmt);
	vsnprintf(v->ev[v->nev].text, sizeof(v->ev[v->nev].text), fmt, ap);
	va_end(ap);
	v->nev++;
}

/* A rule "no": fills v and returns 1. */
/* A draw once every player has stopped, by play-typeset or by bag. */
static const char game_over[] = N_("every player has stopped: the game is "
    "over ('score-typeset')");

static int
refuse(struct typeset_verdict *v, enum typeset_rule rule, const char *fmt, ...)
{
	va_list ap;

	v->rule = &typeset_rules[rule];
	va_start(ap, fmt);
	i18n_vformat(v->msg, sizeof(v->msg), fmt, ap);
	va_end(ap);
	return 1;
}

/* Letter byte c of the game's language in UTF-8, into buf (8 bytes). */
static const char *
ltr(const struct typeset_game *g, int c, char *buf)
{
	return tile_name(&g->rules.alpha, c, buf);
}

/* A row of the game's language in UTF-8, into buf (ROWLEN bytes). */
#define ROWLEN	(4 * TYPESET_MAXSPACES + 1)
static const char *
row_utf8(const struct typeset_game *g, const char *row, char *buf)
{
	return alpha_encode_buf(&g->rules.alpha, row, buf, ROWLEN);
}

/*
 * Are the spaces action a names on the sheet of rules r?  0, or -1 with
 * e: a space on no sheet is malformed input, whatever the rules would
 * say of the action (asked first).
 */
static int
on_sheet(const struct typeset_rules *r, const struct typeset_action *a,
    struct core_err *e)
{
	if (a->kind != TYPESET_PLACE && a->kind != TYPESET_VOWEL &&
	    a->kind != TYPESET_WILD && a->kind != TYPESET_ABILITY)
		return 0;
	if (a->row < 1 || (size_t)a->row > r->nrows)
		return core_errf(e, NULL, 0, 0, "row %ld is not on the sheet "
		    "(rows 1 to %zu)", a->row, r->nrows);
	if ((size_t)a->space > r->spaces[a->row - 1])
		return core_errf(e, NULL, 0, 0, "space %ld is not on row %ld "
		    "(spaces 1 to %zu)", a->space, a->row,
		    r->spaces[a->row - 1]);
	if (a->kind == TYPESET_ABILITY && a->srow != 0 &&
	    ((size_t)a->srow > r->nrows ||
	    (size_t)a->sspace > r->spaces[a->srow - 1]))
		return core_errf(e, NULL, 0, 0, "%ld,%ld is not on the sheet",
		    a->srow, a->sspace);
	return 0;
}

/*
 * The space an action writes in (on the sheet): the left-most open space
 * of the row.  0 with the row and space set, or 1 refused.
 */
static int
target(const struct typeset_game *g, const struct typeset_mat *m, long row,
    long space, size_t *row0, size_t *sp0, struct typeset_verdict *v)
{
	const struct typeset_rules *r = &g->rules;
	size_t used;
	char u[8];

	*row0 = (size_t)row - 1;
	used = strlen(m->rows[*row0]);
	/* The count after its label: the catalogs have no plurals. */
	if (used >= r->spaces[*row0])
		return refuse(v, TR_ROW_FULL, "row %ld is full: every space is "
		    "written (spaces: %zu)", row, r->spaces[*row0]);
	if (space > 0 && (size_t)space <= used)
		return refuse(v, TR_LEFTMOST, "space %ld,%ld already holds "
		    "%s: the left-most open space of row %ld is %ld,%zu", row,
		    space, ltr(g, m->rows[*row0][space - 1], u), row, row,
		    used + 1);
	if (space > 0 && (size_t)space != used + 1)
		return refuse(v, TR_LEFTMOST, "%ld,%ld is not the left-most "
		    "open space of row %ld, which is %ld,%zu", row, space, row,
		    row, used + 1);
	*sp0 = used;
	return 0;
}

static void
put(struct typeset_mat *m, size_t row, size_t sp, int c)
{
	m->rows[row][sp] = (char)c;
	m->rows[row][sp + 1] = '\0';
}

/* Are the letter tokens all drawn? */
static int
tokens_gone(const struct typeset_game *g)
{
	return g->st->bag == NULL || g->st->bag[0] == '\0';
}

int
typeset_stop_here(const struct typeset_game *g, const struct typeset_mat *m)
{
	return m->letters == m->round * g->rules.round_letters ||
	    (tokens_gone(g) && m->letters == g->turn);
}

int
typeset_may_return(const struct state *st, const char *tiles,
    struct core_err *e)
{
	const struct node *mat, *n;
	struct tileset want, have;
	size_t d, k, i, j;
	char u[8], w[8];
	long long used;
	int ti;

	if (st->game == NULL || strcmp(st->game, "typeset") != 0 ||
	    st->drawn == NULL || (k = strlen(tiles)) == 0 ||
	    k > (d = strlen(st->drawn)))
		return 0;	/* bag_return says what is wrong, if anything */
	/* The newest k letters drawn, in any order: no older one. */
	tileset_clear(&want);
	tileset_clear(&have);
	if (tileset_add(&want, tiles, 1) == -1 ||
	    tileset_add(&have, st->drawn + d - k, 1) == -1)
		return 0;	/* no tiles: bag_return's */
	for (i = 0; i < k; i++) {
		if ((ti = tile_index((unsigned char)tiles[i])) == -1 ||
		    want.n[ti] <= have.n[ti])
			continue;
		for (j = 0; j < d - k && st->drawn[j] != tiles[i]; j++)
			continue;
		if (j == d - k)
			return 0;	/* not drawn: bag_return's */
		return core_no(e, &typeset_rules[TR_LETTER_USED], "only the "
		    "newest turn letters go back to the bag: turn letter %zu "
		    "(%s) was drawn before %s", j + 1, tile_name(st->alpha,
		    tiles[i], u), tile_name(st->alpha, st->drawn[d - 1], w));
	}
	/* None of them dealt with by a player. */
	for (i = 0; i < st->nplayers; i++)
		if ((mat = node_get(st->players[i].map, "mat")) != NULL &&
		    (n = node_get(mat, "letters")) != NULL &&
		    node_is_int(n, &used) && used > (long long)(d - k))
			return core_no(e, &typeset_rules[TR_LETTER_USED], "%s "
			    "has dealt with turn letter %zu (%s): it stays "
			    "drawn", st->players[i].name, d - k + 1,
			    tile_name(st->alpha, st->drawn[d - k], u));
	return 0;
}

long
typeset_dealt(const struct typeset_game *g, const struct typeset_mat *m)
{
	long end = m->round * g->rules.round_letters;

	if (m->stopped || m->letters >= g->turn - 1 || m->letters >= end)
		return m->letters;
	return g->turn - 1 < end ? g->turn - 1 : end;
}

/*
 * What circling error number k (from 1) of g's track says: its value as
 * printed, and what it costs the score when the errors' cap takes some
 * or all of it ("up to negative 4 points total"), so that the fifth -1
 * of the default track is not taken for a point lost.
 */
static const char *
circled(const struct typeset_game *g, long k, char *buf, size_t len)
{
	const struct typeset_rules *r = &g->rules;
	long printed = r->errors[k - 1], cost;

	cost = typeset_error_points(r, k) - typeset_error_points(r, k - 1);
	if (cost == printed)
		snprintf(buf, len, "%ld", printed);
	else
		snprintf(buf, len, "%ld on the track, %ld to the score: errors "
		    "cost at most %ld in all", printed, cost, r->error_cap);
	return buf;
}

/*
 * The turn letters drawn past m's before this one, missed: each is
 * ignored, an error number circled while one is left (typeset(7), "The
 * turn letter"), up to the end of m's round.
 */
static void
miss(const struct typeset_game *g, struct typeset_mat *m,
    struct typeset_verdict *v)
{
	long to = typeset_dealt(g, m);
	char u[8], c[96];

	for (; m->letters < to; m->letters++) {
		ltr(g, g->st->drawn[m->letters], u);
		if (m->errors < (long)g->rules.nerrors) {
			m->errors++;
			ev(v, TR_MISSED, "misses turn letter %ld, %s: error "
			    "number %ld circled (%s)", m->letters + 1, u,
			    m->errors, circled(g, m->errors, c, sizeof(c)));
		} else
			ev(v, TR_MISSED, "misses turn letter %ld, %s: no error "
			    "number left", m->letters + 1, u);
	}
}

/* May the player take this action now?  0 yes, 1 refused. */
static int
may_act(const struct typeset_game *g, const struct typeset_mat *m, const char *name,
    int kind, struct typeset_verdict *v)
{
	long rl = g->rules.round_letters;
	int atend = m->letters == m->round * rl;
	char u[8];

	if (m->stopped)
		return refuse(v, TR_STOPPED, "%s has stopped: the mat is "
		    "scored as it stands", name);
	if (g->turn == 0)
		return refuse(v, TR_NO_LETTER, "no turn letter has been drawn "
		    "yet ('play-typeset draw')");
	if (kind == TYPESET_STOP) {
		if (typeset_stop_here(g, m))
			return 0;
		/* The round will not be over: only this letter is left. */
		if (tokens_gone(g))
			return refuse(v, TR_MID_ROUND, "the bag is empty: %s may "
			    "stop once turn letter %ld (%s) is dealt with",
			    name, g->turn, ltr(g, g->letter, u));
		return refuse(v, TR_MID_ROUND, "round %ld is not over: %s has "
		    "dealt with %ld of its %ld turn letters", m->round, name,
		    m->letters - (m->round - 1) * rl, rl);
	}
	if (kind == TYPESET_CONTINUE) {
		/*
		 * No letter left to end this round, or to open the next;
		 * one drawn past the round's end (missed) opens it.
		 */
		if (tokens_gone(g) && (!atend || g->turn <= m->letters))
			return refuse(v, TR_BAG_EMPTY, "the bag is empty: no "
			    "round can follow");
		if (!atend)
			return refuse(v, TR_MID_ROUND, "round %ld is not over: "
			    "%s has dealt with %ld of its %ld turn letters",
			    m->round, name, m->letters - (m->round - 1) * rl,
			    rl);
		return 0;
	}
	/* Letters missed are ignored first (miss()), but past a round. */
	if (atend && m->letters < g->turn)
		return refuse(v, TR_ROUND_END, "round %ld is over: %s must "
		    "stop or continue first", m->round, name);
	if ((kind == TYPESET_PLACE || kind == TYPESET_IGNORE) && m->letters == g->turn)
		return refuse(v, TR_ONE_LETTER, "%s has dealt with turn letter "
		    "%ld (%s) already", name, g->turn, ltr(g, g->letter, u));
	return 0;
}

static int
act_ability(const struct typeset_game *g, struct typeset_mat *m,
    const struct typeset_action *a, struct typeset_verdict *v, struct core_err *e)
{
	const struct typeset_rules *r = &g->rules;
	const struct typeset_ability *ab = g->ability;
	size_t row, sp, srow;
	char u[8], rb[ROWLEN];
	int rc, c;

	if (ab == NULL)
		return refuse(v, TR_NO_ABILITY, "no ability is in play");
	if (m->ability_uses >= r->ability_max)
		/* The count after its label: the catalogs have no plurals. */
		return refuse(v, TR_ABILITY_SPENT, "%s has been used the most "
		    "times it can be (uses: %ld)", ab->name, m->ability_uses);
	if (ab->effect == TYPESET_BLANK_SPACE) {
		if (a->srow != 0)
			return core_errf(e, NULL, 0, 0, "%s leaves a space "
			    "blank: ability ROW", ab->name);
		if ((rc = target(g, m, a->row, a->space, &row, &sp, v)) != 0)
			return rc;
		put(m, row, sp, TYPESET_BLANK);
		m->ability_uses++;
		ev(v, TR_ABILITY, "uses %s (%ld of %ld): space %zu,%zu left "
		    "blank: %s", ab->name, m->ability_uses, r->ability_max,
		    row + 1, sp + 1, row_utf8(g, m->rows[row], rb));
		return 0;
	}
	if (a->srow == 0)
		return core_errf(e, NULL, 0, 0, "%s copies a letter: ability "
		    "ROW,SPACE ROW (the letter's space, then the row)",
		    ab->name);
	srow = (size_t)a->srow - 1;
	if ((size_t)a->sspace > strlen(m->rows[srow]) ||
	    (c = m->rows[srow][a->sspace - 1]) == TYPESET_BLANK)
		return refuse(v, TR_ABILITY_MOVE, "%ld,%ld holds no letter to "
		    "copy", a->srow, a->sspace);
	if ((rc = target(g, m, a->row, a->space, &row, &sp, v)) != 0)
		return rc;
	if (ab->effect == TYPESET_COPY_COLUMN && sp + 1 != (size_t)a->sspace)
		return refuse(v, TR_ABILITY_MOVE, "%s copies a letter into "
		    "the same column: the left-most open space of row %zu is "
		    "%zu,%zu, not in column %ld", ab->name, row + 1, row + 1,
		    sp + 1, a->sspace);
	if (ab->effect == TYPESET_COPY_ROW && row != srow)
		return refuse(v, TR_ABILITY_MOVE, "%s copies a letter into "
		    "the same row: row %ld, not %zu", ab->name, a->srow,
		    row + 1);
	c = typeset_cap(c);
	put(m, row, sp, c);
	m->ability_uses++;
	ev(v, TR_ABILITY, "uses %s (%ld of %ld): copies %s from %ld,%ld to "
	    "%zu,%zu: %s", ab->name, m->ability_uses, r->ability_max,
	    ltr(g, c, u), a->srow, a->sspace, row + 1, sp + 1,
	    row_utf8(g, m->rows[row], rb));
	return 0;
}

/* One action on m: 0 done, 1 refused, -1 cannot be judged. */
static int
act(const struct typeset_game *g, struct typeset_mat *m, const char *name,
    const struct typeset_action *a, struct typeset_verdict *v, struct core_err *e)
{
	const struct typeset_rules *r = &g->rules;
	size_t row, sp;
	char u[8], rb[ROWLEN], c[96];
	long col;
	int rc;

	if (on_sheet(r, a, e) == -1)
		return -1;
	miss(g, m, v);
	if ((rc = may_act(g, m, name, a->kind, v)) != 0)
		return rc;
	switch (a->kind) {
	case TYPESET_PLACE:
		if ((rc = target(g, m, a->row, a->space, &row, &sp, v)) != 0)
			return rc;
		put(m, row, sp, g->letter);
		m->letters++;
		ev(v, TR_PLACE, "writes turn letter %ld, %s, at %zu,%zu: %s",
		    g->turn, ltr(g, g->letter, u), row + 1, sp + 1,
		    row_utf8(g, m->rows[row], rb));
		return 0;
	case TYPESET_VOWEL:
		if (!typeset_is_vowel(r, a->letter))
			return refuse(v, TR_NOT_VOWEL, "%s is not in the vowel "
			    "supply", ltr(g, a->letter, u));
		if (typeset_vowels_left(r, m, a->letter) == 0)
			return refuse(v, TR_NO_VOWEL, "every %s of the vowel "
			    "supply is crossed off", ltr(g, a->letter, u));
		if ((rc = target(g, m, a->row, a->space, &row, &sp, v)) != 0)
			return rc;
		col = typeset_vowel_column(r, m, a->letter);
		m->vowels[strlen(m->vowels) + 1] = '\0';
		m->vowels[strlen(m->vowels)] = (char)a->letter;
		put(m, row, sp, a->letter);
		ev(v, TR_VOWEL, "crosses off %s (column %ld) and writes it at "
		    "%zu,%zu: %s", ltr(g, a->letter, u), col + 1, row + 1,
		    sp + 1, row_utf8(g, m->rows[row], rb));
		return 0;
	case TYPESET_WILD:
		if (m->wilds == 0)
			return refuse(v, TR_NO_WILD, "%s has no wild to use "
			    "this turn", name);
		if ((rc = target(g, m, a->row, a->space, &row, &sp, v)) != 0)
			return rc;
		put(m, row, sp, a->letter | 0x20);
		m->wilds--;
		ev(v, TR_WILD, "writes a wild as %s at %zu,%zu: %s",
		    ltr(g, a->letter, u), row + 1, sp + 1,
		    row_utf8(g, m->rows[row], rb));
		return 0;
	case TYPESET_IGNORE:
		if (m->errors >= (long)r->nerrors && typeset_mat_open(r, m) > 0)
			return refuse(v, TR_FORCED, "every error number is "
			    "circled (error numbers: %zu): turn letter %s must "
			    "be placed", r->nerrors, ltr(g, g->letter, u));
		m->letters++;
		if (m->errors < (long)r->nerrors) {
			m->errors++;
			ev(v, TR_IGNORE, "ignores turn letter %ld, %s: error "
			    "number %ld circled (%s)", g->turn,
			    ltr(g, g->letter, u), m->errors,
			    circled(g, m->errors, c, sizeof(c)));
		} else
			ev(v, TR_IGNORE, "ignores turn letter %ld, %s: no open "
			    "space and no error number left", g->turn,
			    ltr(g, g->letter, u));
		return 0;
	case TYPESET_ABILITY:
		return act_ability(g, m, a, v, e);
	case TYPESET_STOP:
		if (m->wilds > 0)
			ev(v, TR_LOST, "%ld unused wild%s lost", m->wilds,
			    typeset_plural(m->wilds));
		m->wilds = 0;
		m->stopped = 1;
		ev(v, TR_ROUND, "stops after round %ld, having dealt with %ld "
		    "turn letters", m->round, m->letters);
		return 0;
	case TYPESET_CONTINUE:
		m->round++;
		ev(v, TR_ROUND, "plays round %ld", m->round);
		return 0;
	case TYPESET_PASS:
		/* "or not placed at all": said, so the draw need not wait. */
		if (m->wilds == 0)
			return refuse(v, TR_NO_WILD, "%s holds no wild to leave "
			    "unwritten", name);
		ev(v, TR_WILD, "passes: %ld unused wild%s lost", m->wilds,
		    typeset_plural(m->wilds));
		m->wilds = 0;
		return 0;
	}
	return core_errf(e, NULL, 0, 0, "unknown action");
}

/* Why a wild was earned, for people. */
static void
earn_event(const struct typeset_game *g, const struct typeset_mat *m, int w,
    struct typeset_verdict *v)
{
	const struct typeset_rules *r = &g->rules;
	char have[TYPESET_MAXLETTERS + 1];
	char cu[4 * TYPESET_MAXLETTERS + 1], hu[4 * TYPESET_MAXLETTERS + 1];
	size_t n;

	switch (w) {
	case TYPESET_W_COLUMN:
		ev(v, TR_EARN, "earns a wild: vowel column %zu crossed off",
		    typeset_earned(m, TYPESET_W_COLUMN));
		break;
	case TYPESET_W_CHALLENGE:
		n = typeset_challenge_have(r, m, have);
		ev(v, TR_EARN, "earns a wild: %zu of the challenge letters %s "
		    "(%s)", n, alpha_encode_buf(&r->alpha, r->challenge, cu,
		    sizeof(cu)), alpha_encode_buf(&r->alpha, have, hu,
		    sizeof(hu)));
		break;
	case TYPESET_W_MARKED:
		ev(v, TR_EARN, "earns a wild: a letter in each of the %zu "
		    "marked spaces", r->nmarked);
		break;
	default:
		ev(v, TR_EARN, "earns a wild: %s used the most times it can "
		    "be (uses: %ld)",
		    g->ability ? g->ability->name : "the ability",
		    m->ability_uses);
	}
}

/*
 * The turn letter just dealt with ended the round, or was the last the
 * bag held: say what the player must now decide.
 */
static void
round_end(const struct typeset_game *g, const struct typeset_mat *m,
    const char *name, struct typeset_verdict *v)
{
	if (m->letters == m->round * g->rules.round_letters)
		ev(v, TR_ROUND_END, tokens_gone(g) ? "round %ld is over and the "
		    "bag is empty: %s must stop" : "round %ld is over: %s must "
		    "stop or continue", m->round, name);
	else if (tokens_gone(g))
		ev(v, TR_ROUND_END, "the bag is empty: no letter can follow, "
		    "%s must stop", name);
}

int
typeset_play(struct typeset_game *g, size_t seat, const struct typeset_action *a,
    size_t n, int apply, struct typeset_verdict *v, struct core_err *e)
{
	struct typeset_mat m = g->mats[seat];
	const char *name = g->st->players[seat].name;
	int which[TYPESET_MAXCOLS + TYPESET_W_N], rc;
	size_t i, k, got;

	/* Not a memset: the finder judges thousands of turns. */
	v->nev = 0;
	v->msg[0] = '\0';
	v->rule = &typeset_rules[TR_OK];
	if (g->lost[seat] > 0)
		ev(v, TR_LOST, "%ld unused wild%s of an earlier turn lost",
		    g->lost[seat], typeset_plural(g->lost[seat]));
	for (i = 0; i < n; i++) {
		if ((rc = act(g, &m, name, &a[i], v, e)) != 0)
			return rc;
		if (m.stopped)
			continue;
		got = typeset_earn(&g->rules, &m, g->turn, which);
		for (k = 0; k < got; k++)
			earn_event(g, &m, which[k], v);
	}
	if (m.wilds == 1)
		ev(v, TR_WILD, "a wild to use this turn, or it is lost");
	else if (m.wilds > 1)
		ev(v, TR_WILD, "%ld wilds to use this turn, or lost", m.wilds);
	if (m.letters > g->mats[seat].letters && !m.stopped)
		round_end(g, &m, name, v);
	if (apply) {
		g->mats[seat] = m;
		g->lost[seat] = 0;
	}
	return 0;
}

int
typeset_over(const struct typeset_game *g)
{
	size_t i;

	for (i = 0; i < g->st->nplayers; i++)
		if (!g->mats[i].stopped)
			return 0;
	return 1;
}

int
typeset_may_draw(struct state *st, size_t n, struct core_err *e)
{
	struct typeset_verdict *v = NULL;
	struct typeset_game g;
	int rc = 0;

	if (state_game(st) != STATE_TYPESET || st->nplayers == 0)
		return 0;
	if (typeset_game_load(&g, st, NULL, NULL, e) == -1)
		return -1;
	/* play-typeset draw's words: the same "no" from either. */
	if (typeset_over(&g))
		rc = core_no(e, &typeset_rules[TR_GAME_OVER], "%s",
		    _(game_over));
	else if (!state_has_logins(st))
		rc = 0;	/* a missed letter is ignored (typeset_dealt) */
	else if (n != 1)
		rc = core_no(e, &typeset_rules[TR_WAITING], "in a Typeset game "
		    "whose players have logins one turn letter is drawn at a "
		    "time, for every player to deal with: not %zu", n);
	else if ((v = malloc(sizeof(*v))) == NULL)
		rc = core_nomem(e);
	else if ((rc = typeset_draw(&g, 0, v, e)) == 1)
		rc = core_no(e, v->rule, "%s", v->msg);
	free(v);
	typeset_game_free(&g);
	return rc;
}

/* What the draw waits for of a player still playing (waiting()). */
enum wait_for {
	WAIT_LETTER,	/* to deal with the turn letter */
	WAIT_DECIDE,	/* after a round's last letter, to stop or continue */
	WAIT_WILDS	/* to write or pass the wilds earned this turn */
};

/* Does the draw wait for m, for what?  1 or 0. */
static int
waits(const struct typeset_game *g, const struct typeset_mat *m,
    enum wait_for what)
{
	if (m->stopped)
		return 0;
	switch (what) {
	case WAIT_LETTER:
		return m->letters < g->turn;
	case WAIT_DECIDE:
		return m->letters == m->round * g->rules.round_letters;
	default:
		/* Wilds of an earlier turn were dropped on load (g->lost). */
		return m->wilds > 0;
	}
}

/*
 * How many players still playing the draw waits for, for what.  The
 * first's seat into *first, and their names into names (size bytes),
 * comma-separated, whole names only, "..." for those that do not fit.
 */
static size_t
waiting(const struct typeset_game *g, enum wait_for what, char *names,
    size_t size, size_t *first)
{
	const char *name;
	size_t i, k = 0, n = 0, len;

	names[0] = '\0';
	for (i = 0; i < g->st->nplayers; i++) {
		if (!waits(g, &g->mats[i], what))
			continue;
		name = g->st->players[i].name;
		if (n++ == 0)
			*first = i;
		len = strlen(name);
		if (k + len + sizeof(", , ...") <= size) {
			k += (size_t)snprintf(names + k, size - k, "%s%s",
			    k > 0 ? ", " : "", name);
		} else if (k + sizeof(", ...") <= size) {
			memcpy(names + k, ", ...", sizeof(", ..."));
			k = size;	/* no more */
		}
	}
	return n;
}

int
typeset_wilds_held(const struct typeset_game *g, struct typeset_verdict *v)
{
	char names[128];
	size_t n, who;

	/* One wild is said as one, not as "wilds (wilds: 1)". */
	if ((n = waiting(g, WAIT_WILDS, names, sizeof(names), &who)) == 1 &&
	    g->mats[who].wilds == 1)
		return refuse(v, TR_WAITING, "%s holds a wild of turn %ld not "
		    "yet written: 'wild L ROW' or 'pass'",
		    g->st->players[who].name, g->turn);
	if (n == 1)
		return refuse(v, TR_WAITING, "%s holds wilds of turn %ld not "
		    "yet written (wilds: %ld): 'wild L ROW' or 'pass'",
		    g->st->players[who].name, g->turn, g->mats[who].wilds);
	if (n > 1)
		return refuse(v, TR_WAITING, "%zu players hold wilds of turn "
		    "%ld not yet written ('wild L ROW' or 'pass'): %s", n,
		    g->turn, names);
	return 0;
}

int
typeset_draw(struct typeset_game *g, int apply, struct typeset_verdict *v,
    struct core_err *e)
{
	char names[128];
	size_t i, n, who;
	char *got = NULL, u[8];
	long lost;
	int letter;

	memset(v, 0, sizeof(*v));
	v->rule = &typeset_rules[TR_OK];
	if (typeset_over(g))
		return refuse(v, TR_GAME_OVER, "%s", _(game_over));
	if ((n = waiting(g, WAIT_LETTER, names, sizeof(names), &who)) == 1)
		return refuse(v, TR_WAITING, "%s has not dealt with turn "
		    "letter %ld (%s)", g->st->players[who].name, g->turn,
		    ltr(g, g->letter, u));
	if (n > 1)
		return refuse(v, TR_WAITING, "%zu players have not dealt with "
		    "turn letter %ld (%s): %s", n, g->turn,
		    ltr(g, g->letter, u), names);
	/* All have dealt with it: none can continue, all must stop. */
	if (tokens_gone(g))
		return refuse(v, TR_BAG_EMPTY, "the bag is empty: every player "
		    "still playing stops");
	/* Those who must decide share the turn letter's round. */
	if ((n = waiting(g, WAIT_DECIDE, names, sizeof(names), &who)) == 1)
		return refuse(v, TR_WAITING, "%s must stop or continue: round "
		    "%ld is over", g->st->players[who].name,
		    round_of(&g->rules, g->turn));
	if (n > 1)
		return refuse(v, TR_WAITING, "%zu players must stop or "
		    "continue after round %ld: %s", n,
		    round_of(&g->rules, g->turn), names);
	/*
	 * The turn ends for every player at once, when the next letter is
	 * called: one player's speed takes no other's wild (typeset(7)).
	 * Alone at the table, the draw is the player's own.
	 */
	if (g->st->nplayers > 1 && typeset_wilds_held(g, v))
		return 1;
	letter = g->st->bag[0];
	if (apply) {
		if (bag_draw(g->st, NULL, 1, &got, e) != 0)
			return -1;
		free(got);
	}
	ev(v, TR_DRAW, "turn %ld, round %ld: %s", g->turn + 1,
	    round_of(&g->rules, g->turn + 1), ltr(g, letter, u));
	for (i = 0; i < g->st->nplayers; i++) {
		lost = g->mats[i].wilds + g->lost[i];
		if (lost > 0)
			ev(v, TR_LOST, "%s loses %ld unused wild%s",
			    g->st->players[i].name, lost, typeset_plural(lost));
		if (apply) {
			g->mats[i].wilds = 0;
			g->lost[i] = 0;
		}
	}
	if (apply) {
		g->turn++;
		g->letter = letter;
	}
	return 0;
}
