/*
 * shenanigrams.c: the rules of Shenanigrams as the rulebook words them,
 * moves as text, verdicts, and the audit of the tags.  The board is in
 * shenanigrams_board.c, judging a move in shenanigrams_judge.c and playing
 * one in shenanigrams_play.c.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alphabet.h"
#include "core.h"
#include "i18n.h"
#include "shenanigrams.h"
#include "shenanigrams_int.h"
#include "state.h"
#include "util.h"

/* The rules' names and the rulebook's words for them. */
const struct core_rule shenanigrams_rules[SR_NRULES] = {
	[SR_OK_BUILD] = { "build", "Tiles can be placed to the left, right, "
	    "above or below any of the tiles already played, and must either "
	    "complete a word or be working towards completing a \"real\" "
	    "word." },
	[SR_OK_COMPLETE] = { "complete", "When a player completes a word, "
	    "they place a tag on the word. They own this word (for now!). "
	    "Completed words must have 3 or more letters, and read from left "
	    "to right or top to bottom." },
	[SR_OK_STEAL] = { "steal", "Players can also use their turn to STEAL "
	    "opponents' tagged words. When a player steals a word, they "
	    "return their opponent's tag and place their own tag onto the "
	    "word they stole." },
	[SR_OK_PASS] = { "pass", "If a player is challenged and can't prove "
	    "that the word (or word they are working towards) is valid then "
	    "they must put the tile back behind their shield and miss their "
	    "turn." },
	[SR_OK_TRADE] = { "trade", "If a player is struggling, they can "
	    "discard all 5 of their letter tiles to a discard pile, collect 5 "
	    "more from the letter bag and miss their turn." },
	[SR_FIRST_ANYWHERE] = { "first-tile", "The first player places one "
	    "of their letter tiles in the middle of the table, then draws "
	    "another from the bag." },
	[SR_ADJACENT] = { "adjacent", "Tiles can be placed to the left, "
	    "right, above or below any of the tiles already played." },
	[SR_OCCUPIED] = { "occupied", "Going clockwise, players take turns "
	    "adding ONE letter tile to those already played." },
	[SR_EMPTY_CELL] = { "no-tile", "Replacing a letter tile from a "
	    "completed, tagged word with a new letter tile to immediately "
	    "form a new word (discard the original tile to a discard pile)." },
	[SR_DEAD_RUN] = { "dead-run", "All letter tiles played must complete "
	    "a word or be working towards completing a \"real\" word." },
	[SR_IMMEDIATE] = { "immediate", "When stealing words, a new word must "
	    "be formed immediately. For example, a player could add an \"S\" "
	    "to \"ICON\" to create \"ICONS\" but could not add an \"I\" (with "
	    "the intention of creating \"ICONIC\" on their next turn) as "
	    "\"ICONI\" is not a word." },
	[SR_UNTAGGED] = { "untagged", "Players cannot insert or replace a "
	    "letter in an incomplete, untagged word to complete the word." },
	[SR_COMPLETES_UNTAGGED] = { "completes-untagged", "Players cannot "
	    "insert or replace a letter in an incomplete, untagged word to "
	    "complete the word. For example, if \"MUC\" was incomplete and "
	    "therefore untagged (working towards \"MUCH\") a player could not "
	    "replace the C with a D to make \"MUD\"." },
	[SR_IDENTICAL] = { "identical", "Players cannot rearrange the "
	    "sequence of letter tiles, and cannot steal a word by replacing a "
	    "letter tile with an identical letter tile." },
	[SR_INSERT_FIRST] = { "insert-between", "Inserting an additional "
	    "letter tile into a completed, tagged word to immediately form a "
	    "new word (any adjoining letters shift too)." },
	[SR_SHIFT_BLOCKED] = { "shift-blocked", "Inserting an additional "
	    "letter tile into a completed, tagged word to immediately form a "
	    "new word (any adjoining letters shift too)." },
	[SR_TURN] = { "turn", "Going clockwise, players take turns adding ONE "
	    "letter tile to those already played." },
	[SR_COUNTDOWN] = { "countdown", "During the 5 second countdown, the "
	    "player to their left can try and play a letter tile to steal one "
	    "of the potential winner's words." },
	[SR_OVER] = { "game-over", "If the player to the left of the "
	    "potential winner is unable to steal a word within the 5 second "
	    "countdown, then the game is over." },
	[SR_TAGS] = { "tags", "Give each player a set of matching tags: 2 "
	    "players = 7 matching tags. 3 players = 6 matching tags. 4 "
	    "players = 5 matching tags. 5 or 6 players = 4 matching tags." },
	[SR_MUST_PLAY] = { "must-play", "Going clockwise, players take turns "
	    "adding ONE letter tile to those already played. If a player is "
	    "struggling, they can discard all 5 of their letter tiles to a "
	    "discard pile, collect 5 more from the letter bag and miss their "
	    "turn." },
	/* Not the rulebook's: the most a state holds (wordkit-state(5)). */
	[SR_BOARD_SIZE] = { "board-size", "A board is at most 1000 tiles "
	    "wide and 1000 tall, the most a game state holds." },
	[SR_EMPTY_HAND] = { "empty-hand", "If a player is struggling, they "
	    "can discard all 5 of their letter tiles to a discard pile, "
	    "collect 5 more from the letter bag and miss their turn." },
	[SR_NOT_YOUR_TURN] = { "not-your-turn", "Going clockwise, players take "
	    "turns adding ONE letter tile to those already played. If a player "
	    "is struggling, they can discard all 5 of their letter tiles to a "
	    "discard pile, collect 5 more from the letter bag and miss their "
	    "turn." },
	[SR_HAND_FULL] = { "hand-full", "Each player then takes 5 letter tiles "
	    "from the bag and places them behind their privacy shield. Note: "
	    "players should always have 5 letter tiles behind their privacy "
	    "shield." },
	[SR_NO_RETURN] = { "no-return", "Going clockwise, players take turns "
	    "adding ONE letter tile to those already played. If a player is "
	    "struggling, they can discard all 5 of their letter tiles to a "
	    "discard pile, collect 5 more from the letter bag and miss their "
	    "turn." },
	[SR_DRAW_TO_TABLE] = { "draw-to-table", "Each player then takes 5 "
	    "letter tiles from the bag and places them behind their privacy "
	    "shield (this stops any scoundrels taking a sneak peek)." },
};



long
shenanigrams_start_tags(size_t n)
{
	return n <= 2 ? 7 : n == 3 ? 6 : n == 4 ? 5 : 4;
}

/* --- moves --- */

int
shenanigrams_parse_coord(const char *s, long *row, long *col)
{
	char *end;

	*row = strtol(s, &end, 10);
	if (end == s || *end != ',')
		return -1;
	s = end + 1;
	*col = strtol(s, &end, 10);
	if (end == s || *end != '\0' || *row < -1000000 || *row > 1000000 ||
	    *col < -1000000 || *col > 1000000)
		return -1;
	return 0;
}

/* The letters of a for messages: "A-Z", "A-Z, Ä, Ö, Ü" or each of them. */
static const char *
letters_text(const struct alphabet *a, char *buf, size_t size)
{
	size_t at = 0;
	char u[8];
	int i, az = a == NULL || (a->n >= 26 && a->letter[25] == 'Z');

	snprintf(buf, size, "A-Z");
	if (a == NULL)
		return buf;
	at = az ? 3 : 0;
	for (i = az ? 26 : 0; i < a->n && at + 8 < size; i++) {
		alpha_letter_utf8(a, i, 0, u);
		at += (size_t)snprintf(buf + at, size - at, "%s%s",
		    at ? ", " : "", u);
	}
	return buf;
}

int
shenanigrams_decode(const struct alphabet *a, const char *s,
    struct buf *out, struct core_err *e)
{
	size_t i, from = out->len;
	int rc;

	/* Strict: only a's own letters decode, no folds. */
	rc = alpha_decode_tiles(a, s, strlen(s), ALPHA_UPPER, out, e);
	if (rc == -1 && out->failed)
		return core_nomem(e);
	/* Strict, a character is a byte: digits and '.' are no letters. */
	for (i = from; rc == 0 && i < out->len; i++)
		if (alpha_index(a, out->p[i]) < 0) {
			rc = core_no(e, &alpha_rules[AR_NOT_A_LETTER],
			    "not a letter");
			e->col = i - from + 1;
		}
	return rc;
}

/*
 * w is no letter of a (NULL: A-Z): -1 with e saying so, and, when w is
 * one character that a's folds spell (German ß, French é), how its tiles
 * spell it, as a board, a hand or a grid says (alpha_tile_spelling).
 */
static int
not_letter(const struct alphabet *a, const char *w, struct core_err *e)
{
	char lt[160], sp[4 * ALPHA_FOLDLEN + 1];
	const char *spell;

	if (a == NULL)
		a = &alpha_en.a;
	spell = alpha_tile_spelling(a, w, strlen(w), sp);
	/* English says it as it always has. */
	if (a->n == 26 && a->letter[25] == 'Z')
		return spell == NULL ?
		    core_errf(e, NULL, 0, 0, "'%s' is not a letter A-Z", w) :
		    core_errf(e, NULL, 0, 0, "'%s' is not a letter A-Z: spell "
		    "it %s", w, spell);
	letters_text(a, lt, sizeof(lt));
	return spell == NULL ?
	    core_errf(e, NULL, 0, 0, "'%s' is not a letter of %s (%s)", w,
	    a->code, lt) :
	    core_errf(e, NULL, 0, 0, "'%s' is not a letter of %s (%s): spell "
	    "it %s", w, a->code, lt, spell);
}

/*
 * Decode token w (at byte off of the text) into out, in capitals: 0; 1
 * when it is not all letters of a; -1 with e saying why for bad UTF-8
 * (the column counted in characters of text, from 1) or no memory.
 */
static int
decode_token(const struct alphabet *a, const char *text, size_t off,
    const char *w, struct buf *out, const char *what, struct core_err *e)
{
	char why[sizeof(e->msg)];
	size_t i, col = 1;
	int rc;

	if ((rc = shenanigrams_decode(a, w, out, e)) == 0)
		return 0;
	for (i = 0; i < off; i++)
		col += ((unsigned char)text[i] & 0xC0) != 0x80;
	if (rc == -1 && out->failed)
		return -1;
	if (rc == -1) {
		snprintf(why, sizeof(why), "%s", e->msg);
		/* what: the catalog's words (N_). */
		return core_errf(e, NULL, 0, 0, "%s, column %zu: %s", _(what),
		    col + e->col - 1, why);
	}
	return 1;
}

/* The letter of a move, token w at byte off of text, into *letter. */
static int
parse_letter(const struct alphabet *a, const char *text, size_t off,
    const char *w, int *letter, struct core_err *e)
{
	struct buf out = { 0 };
	int rc;

	/* A letter A-Z of the alphabet needs no decoding. */
	if (strlen(w) == 1 && isalpha((unsigned char)w[0]) && (a == NULL ||
	    alpha_index(a, toupper((unsigned char)w[0])) >= 0)) {
		*letter = toupper((unsigned char)w[0]);
		return 0;
	}
	if (a == NULL)
		return not_letter(a, w, e);
	if ((rc = decode_token(a, text, off, w, &out, N_("the move"), e)) == 1 ||
	    (rc == 0 && out.len != 1))
		rc = not_letter(a, w, e);
	if (rc == 0)
		*letter = (unsigned char)out.p[0];
	buf_free(&out);
	return rc;
}

/*
 * Not a move: what the moves are, and the word a slip most likely meant;
 * each sentence whole, for the catalogs (a macro in it hides the rest of
 * the sentence from xgettext, and the whole from the lookup).
 */
/*
 * Each move's word, by its kind (enum shenanigrams_kind): arrays, not
 * pointers, which every start would relocate.
 */
#define NKINDS	(SHENANIGRAMS_CHALLENGED + 1)
static const char verb[NKINDS][12] = { "", "place", "replace", "insert",
    "pass", "trade", "challenged" };

static int
not_a_move(const char *text, const char *word, struct core_err *e)
{
	const char *list[NKINDS], *near;
	int i;

	/* The moves' words, as str_nearest takes them. */
	for (i = SHENANIGRAMS_PLACE; i < NKINDS; i++)
		list[i - SHENANIGRAMS_PLACE] = verb[i];
	list[NKINDS - SHENANIGRAMS_PLACE] = NULL;
	near = str_nearest(word, list);

	if (near != NULL && strcmp(near, word) != 0)
		return core_errf(e, NULL, 0, 0, "'%s' is not a move: place L "
		    "ROW,COL, replace L ROW,COL, insert L ROW,COL across|down, "
		    "pass, trade or challenged (did you mean '%s'?)", text,
		    near);
	return core_errf(e, NULL, 0, 0, "'%s' is not a move: place L ROW,COL, "
	    "replace L ROW,COL, insert L ROW,COL across|down, pass, trade or "
	    "challenged", text);
}

int
shenanigrams_parse_move(const char *text, struct shenanigrams_move *m,
    struct core_err *e)
{
	return shenanigrams_parse_move_alpha(NULL, text, m, e);
}

int
shenanigrams_parse_move_alpha(const struct alphabet *a, const char *text,
    struct shenanigrams_move *m, struct core_err *e)
{
	char buf[128], *w[6], *p;
	int n = 0, i;

	memset(m, 0, sizeof(*m));
	if (strlen(text) >= sizeof(buf))
		return core_errf(e, NULL, 0, 0, "the move is too long");
	snprintf(buf, sizeof(buf), "%s", text);
	for (p = strtok(buf, " \t\n"); p != NULL && n < 6;
	    p = strtok(NULL, " \t\n"))
		w[n++] = p;
	/* The words of a move are read in any case. */
	for (i = 0; i < n; i++)
		if (i != 1)
			for (p = w[i]; *p; p++)
				*p = (char)tolower((unsigned char)*p);
	if (n == 1 && strcmp(w[0], "pass") == 0) {
		m->kind = SHENANIGRAMS_PASS;
		return 0;
	}
	if (n == 1 && strcmp(w[0], "trade") == 0) {
		m->kind = SHENANIGRAMS_TRADE;
		return 0;
	}
	if (n == 1 && strcmp(w[0], "challenged") == 0) {
		m->kind = SHENANIGRAMS_CHALLENGED;
		return 0;
	}
	if (n >= 1 && strcmp(w[0], "place") == 0 && n == 3)
		m->kind = SHENANIGRAMS_PLACE;
	else if (n >= 1 && strcmp(w[0], "replace") == 0 && n == 3)
		m->kind = SHENANIGRAMS_REPLACE;
	else if (n >= 1 && strcmp(w[0], "insert") == 0 && n == 4)
		m->kind = SHENANIGRAMS_INSERT;
	else
		return not_a_move(text, n > 0 ? w[0] : "", e);
	/* A wild names the letter it stands for: "?E". */
	m->wild = w[1][0] == TILE_WILD;
	if (m->wild && w[1][1] == '\0')
		return core_errf(e, NULL, 0, 0, "'?' names no letter: a wild "
		    "tile is played as ?L, the letter it stands for, e.g. ?E");
	if (parse_letter(a, text, (size_t)(w[1] - buf) + (size_t)m->wild,
	    w[1] + m->wild, &m->letter, e) == -1)
		return -1;
	if (shenanigrams_parse_coord(w[2], &m->row, &m->col) == -1)
		return core_errf(e, NULL, 0, 0, "'%s' is not a cell ROW,COL",
		    w[2]);
	if (m->kind == SHENANIGRAMS_INSERT) {
		if (strcmp(w[3], "across") == 0)
			m->down = 0;
		else if (strcmp(w[3], "down") == 0)
			m->down = 1;
		else
			return core_errf(e, NULL, 0, 0, "'%s' is not a "
			    "direction: across or down", w[3]);
	}
	return 0;
}

/* Word w of a pick (at byte off of text) into p->word: 0, 1 when it is none. */
static int
pick_word(const struct alphabet *a, const char *text, size_t off,
    const char *w, struct shenanigrams_pick *p, struct core_err *e)
{
	struct buf out = { 0 };
	int rc;

	if (p->word[0] != '\0')
		return 1;
	if (a == NULL)
		return strlen(w) <= SHENANIGRAMS_WORDMAX && strspn(w,
		    "ABCDEFGHIJKLMNOPQRSTUVWXYZ") == strlen(w) ?
		    (snprintf(p->word, sizeof(p->word), "%s", w), 0) : 1;
	if ((rc = decode_token(a, text, off, w, &out, N_("the word to tag"),
	    e)) == 0 && out.len > SHENANIGRAMS_WORDMAX)
		rc = 1;
	if (rc == 0)
		snprintf(p->word, sizeof(p->word), "%.*s", (int)out.len,
		    out.p);
	buf_free(&out);
	return rc;
}

int
shenanigrams_parse_pick(const char *text, struct shenanigrams_pick *p,
    struct core_err *e)
{
	return shenanigrams_parse_pick_alpha(NULL, text, p, e);
}

int
shenanigrams_parse_pick_alpha(const struct alphabet *a, const char *text,
    struct shenanigrams_pick *p, struct core_err *e)
{
	char buf[128], *w, *c;
	int got = 0, rc;

	memset(p, 0, sizeof(*p));
	p->dir = -1;
	if (strlen(text) >= sizeof(buf))
		return core_errf(e, NULL, 0, 0, "the word to tag is too long");
	snprintf(buf, sizeof(buf), "%s", text);
	for (w = strtok(buf, " \t\n"); w != NULL; w = strtok(NULL, " \t\n")) {
		for (c = w; *c != '\0'; c++)
			*c = (char)toupper((unsigned char)*c);
		if (strcmp(w, "AT") == 0)
			continue;
		if ((strcmp(w, "ACROSS") == 0 || strcmp(w, "DOWN") == 0) &&
		    p->dir == -1)
			p->dir = strcmp(w, "DOWN") == 0;
		else if (isdigit((unsigned char)*w) && p->row == 0) {
			if (shenanigrams_parse_coord(w, &p->row, &p->col) ==
			    -1 || p->row < 1 || p->col < 1)
				return core_errf(e, NULL, 0, 0, "'%s' is not a "
				    "cell ROW,COL of the board", w);
		} else if ((rc = pick_word(a, text, (size_t)(w - buf), w, p,
		    e)) == -1)
			return -1;
		else if (rc == 1)
			return core_errf(e, NULL, 0, 0, "'%s' does not name a "
			    "word: WORD, ROW,COL, across or down, each once",
			    text);
		got = 1;
	}
	if (!got)
		return core_errf(e, NULL, 0, 0, "no word to tag: WORD, ROW,COL, "
		    "across or down");
	return 0;
}

const char *
shenanigrams_move_text(const struct shenanigrams_move *m, char *buf)
{
	return shenanigrams_move_text_alpha(NULL, m, buf);
}

const char *
shenanigrams_move_text_alpha(const struct alphabet *a,
    const struct shenanigrams_move *m, char *buf)
{
	char l[8] = { (char)m->letter, '\0' };

	if (a != NULL && m->letter >= 0x80 && alpha_index(a, m->letter) >= 0)
		alpha_letter_utf8(a, alpha_index(a, m->letter), 0, l);
	if (m->kind == SHENANIGRAMS_PASS || m->kind == SHENANIGRAMS_TRADE ||
	    m->kind == SHENANIGRAMS_CHALLENGED)
		snprintf(buf, 64, "%s", verb[m->kind]);
	else
		snprintf(buf, 64, "%s %s%s %ld,%ld%s", verb[m->kind],
		    m->wild ? "?" : "", l, m->row, m->col,
		    m->kind == SHENANIGRAMS_INSERT ? (m->down ? " down" :
		    " across") : "");
	return buf;
}

const char *
shenanigrams_utf8(const struct alphabet *a, const char *w, char *buf,
    size_t size)
{
	const unsigned char *s = (const unsigned char *)w;

	while (*s != '\0' && *s < 0x80)
		s++;
	if (a == NULL || *s == '\0' || size == 0)
		return w;
	return alpha_encode_buf(a, w, buf, size);
}

/* --- verdicts --- */

void
shenanigrams_verdict_clear(struct shenanigrams_verdict *v)
{
	size_t tail = offsetof(struct shenanigrams_verdict, nwords);

	memset(v, 0, offsetof(struct shenanigrams_verdict, words));
	memset((char *)v + tail, 0, sizeof(*v) - tail);
}

/* A rule "no" of rule, its message from fmt and ap (shenanigrams_no). */
static void
vno(struct shenanigrams_verdict *v, const struct core_rule *rule,
    const char *fmt, va_list ap)
{
	size_t k;
	unsigned c;
	int n;

	v->rule = rule;
	/* A finder throws a "no" away: wording it would be most of its work. */
	if (v->terse)
		return;
	n = i18n_vformat(v->msg, sizeof(v->msg), fmt, ap);
	/* Cut short, a message ends before a character, not inside one. */
	if (n >= (int)sizeof(v->msg)) {
		for (k = sizeof(v->msg) - 1; k > 0 &&
		    ((unsigned char)v->msg[k - 1] & 0xC0) == 0x80; k--)
			continue;
		c = k > 0 ? (unsigned char)v->msg[k - 1] : 0;
		if (c >= 0xC0 && sizeof(v->msg) - k < (c >= 0xF0 ? 4u :
		    c >= 0xE0 ? 3u : 2u))
			v->msg[k - 1] = '\0';
	}
}

int
shenanigrams_no(struct shenanigrams_verdict *v, enum shenanigrams_rule r,
    const char *fmt, ...)
{
	va_list ap;

	/* A finder's "no", at every move it tries: no list to start. */
	if (v->terse) {
		v->rule = &shenanigrams_rules[r];
		return 1;
	}
	va_start(ap, fmt);
	vno(v, &shenanigrams_rules[r], fmt, ap);
	va_end(ap);
	return 1;
}

int
shenanigrams_no_by(struct shenanigrams_verdict *v,
    const struct core_rule *rule, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vno(v, rule, fmt, ap);
	va_end(ap);
	return 1;
}

int
shenanigrams_steals_from(const struct shenanigrams_verdict *v,
    const char *owner)
{
	size_t i, k;
	int stole = 0;

	for (i = 0; i < v->nwords; i++)
		for (k = 0; k < v->words[i].nstolen; k++)
			stole |= strcmp(v->words[i].from[k], owner) == 0;
	return stole;
}

/* --- the audit --- */

int
shenanigrams_audit_tags(const struct state *st, size_t *total,
    struct shenanigrams_verdict *v, struct core_err *e)
{
	struct shenanigrams_board b;
	const struct player *p;
	long start = shenanigrams_start_tags(st->nplayers), owned;
	size_t i, k;
	int rc = 0;

	shenanigrams_verdict_clear(v);
	*total = 0;
	if (shenanigrams_board_from_state(&b, st, e) == -1)
		return -1;
	for (i = 0; i < st->nplayers && rc == 0; i++) {
		p = &st->players[i];
		if (p->tags < 0)
			continue;
		for (owned = 0, k = 0; k < b.nt; k++)
			owned += strcmp(b.t[k].owner, p->name) == 0;
		if (p->tags + owned != start)
			rc = shenanigrams_no(v, SR_TAGS, "tags created or "
			    "lost: %s holds %lld in hand and %ld on tagged "
			    "words, not %ld in all", p->name, p->tags, owned,
			    start);
		*total += (size_t)start;
	}
	shenanigrams_board_free(&b);
	return rc;
}

