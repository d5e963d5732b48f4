/*
 * bot_typeset.c: a whole game of Typeset played by bots.
 *
 * The game is set up with no ability (play-typeset start); then, turn
 * after turn, each player in seat order plays one of the turns that
 * play-typeset --find ranks best (typeset_find), again until it finds
 * nothing more for that player (a turn letter written, then a round's
 * stop or continue), and the next turn letter is drawn, until every
 * player has stopped.  Every player is dealt the same letters, so bots
 * that all played the best turn would fill the same mats and share every
 * game: each seat plays the best half of the time and else one of the
 * next TS_CHOICES - 1, drawn from the seed (a stream of its own for each
 * seat), but ends a round as the finder ranks best.  The winner is the
 * ranking's first (typeset_rank): in a game for one, by the solo rule.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bot.h"
#include "bot_int.h"
#include "core.h"
#include "dict.h"
#include "rng.h"
#include "state.h"
#include "typeset.h"
#include "typeset_find.h"
#include "typeset_mat.h"
#include "typeset_play.h"

/* Draws before a game is given up: the bag holds a few dozen letters. */
#define TS_MAXDRAWS	1000
/* Steps one player takes between two draws: a turn, then a round's end. */
#define TS_MAXSTEPS	8
/* The turns a seat chooses among: the finder's best few. */
#define TS_CHOICES	3
/* The first of the seats' streams of the seed (the bag's is 0). */
#define TS_STREAM	100

/* Does the turn f end a round (stop or continue)? */
static int
ends_round(const struct typeset_found *f)
{
	size_t i;

	for (i = 0; i < f->n; i++)
		if (f->a[i].kind == TYPESET_STOP ||
		    f->a[i].kind == TYPESET_CONTINUE)
			return 1;
	return 0;
}

/* Which of the n turns found, best first, the seat of r plays. */
static size_t
choose(struct rng *r, const struct typeset_found *f, size_t n)
{
	size_t k, top = n < TS_CHOICES ? n : TS_CHOICES;

	for (k = 0; k < top; k++)
		if (ends_round(&f[k]))
			return 0;
	if (top == 1 || rng_below(r, 2) == 0)
		return 0;
	return 1 + (size_t)rng_below(r, top - 1);
}

/*
 * The actions of f as play-typeset takes them, into text (len bytes), a
 * letter as the game's letter byte, as every event's tiles are (bot.h).
 */
static void
actions_text(const struct typeset_found *f, char *text, size_t len)
{
	char a[64];
	size_t i, at = 0;

	text[0] = '\0';
	for (i = 0; i < f->n && at < len; i++)
		at += (size_t)snprintf(text + at, len - at, "%s%s",
		    i ? ", " : "", typeset_action_bytes(&f->a[i], a));
}

/*
 * The player in seat plays what is found first, until nothing is: 1 when
 * it did something, 0 when not, -1 (e filled).
 */
static int
play_seat(const struct dict *d, const struct bot_opts *o,
    struct typeset_game *g, size_t seat, struct rng *r,
    struct typeset_verdict *v, struct core_err *e)
{
	struct bot_event ev = { 0 };
	struct typeset_found *f;
	char text[TYPESET_MAXACTIONS * 66];
	size_t n, k, c;
	int rc, did = 0;

	for (k = 0; k < TS_MAXSTEPS; k++) {
		if (typeset_find(g, seat, d, &f, &n, e) == -1)
			return -1;
		if (n == 0) {
			free(f);
			break;
		}
		c = choose(r, f, n);
		actions_text(&f[c], text, sizeof(text));
		ev.kind = BOT_EV_TURN;
		ev.player = g->st->players[seat].name;
		ev.actions = text;
		if (bot_emit(o, &ev, e) == -1 ||
		    (rc = typeset_play(g, seat, f[c].a, f[c].n, 1, v, e)) == -1 ||
		    typeset_game_store(g, e) == -1) {
			free(f);
			return -1;
		}
		free(f);
		if (rc != 0)
			return core_errf(e, NULL, 0, 0, "the bot's turn '%s' "
			    "was refused: %s", text, v->msg);
		did = 1;
	}
	return did;
}

/* The winner of a game that is over, or why there is none, into res. */
static int
winner(const struct dict *d, struct typeset_game *g, struct bot_result *res,
    struct core_err *e)
{
	struct typeset_score *s;
	size_t *who, i, n = g->st->nplayers;
	char why[160];
	int k = -1;

	s = calloc(n, sizeof(*s));
	who = calloc(n, sizeof(*who));
	if (s == NULL || who == NULL) {
		core_nomem(e);
		goto done;
	}
	for (i = 0; i < n; i++)
		typeset_score(&g->rules, &g->mats[i], d, &s[i]);
	if ((k = typeset_winners(&g->rules, g->mats, s, n, who, why,
	    sizeof(why), e)) == 0)
		core_no(&res->nowin, &typeset_rules[TR_SOLO_WIN], "%s", why);
	else if (k > 1)
		core_no(&res->nowin, &bot_rules[BOT_SHARED], "%s and %s share "
		    "the highest score, %ld", g->st->players[who[0]].name,
		    g->st->players[who[1]].name, s[who[0]].total);
	else if (k == 1)
		snprintf(res->winner, sizeof(res->winner), "%s",
		    g->st->players[who[0]].name);
done:
	free(s);
	free(who);
	return k < 0 ? -1 : 0;
}

int
bot_typeset(const struct dict *d, const struct bot_opts *o,
    struct state *st, struct bot_result *res, struct core_err *e)
{
	struct typeset_verdict *v;
	struct typeset_game g;
	struct rng r[8];
	size_t seat;
	int rc = -1, did, drew;

	for (seat = 0; seat < 8; seat++)
		rng_seed(&r[seat], o->seed, TS_STREAM + seat);

	if (typeset_start(st, NULL, NULL, NULL, e) == -1 ||
	    bot_emit_kind(o, BOT_EV_START, NULL, e) == -1)
		return -1;
	if ((v = malloc(sizeof(*v))) == NULL)
		return core_nomem(e);
	if (typeset_game_load(&g, st, NULL, NULL, e) == -1) {
		free(v);
		return -1;
	}
	for (;;) {
		for (did = 0, seat = 0; seat < st->nplayers; seat++)
			if ((drew = play_seat(d, o, &g, seat, &r[seat], v,
			    e)) == -1)
				goto out;
			else
				did |= drew;
		if (typeset_over(&g))
			break;
		if ((drew = typeset_draw(&g, 1, v, e)) == -1 ||
		    (drew == 0 && (typeset_game_store(&g, e) == -1 ||
		    bot_emit_kind(o, BOT_EV_DRAW, NULL, e) == -1)))
			goto out;
		if (drew == 0 && ++res->rounds >= TS_MAXDRAWS) {
			core_no(&res->nowin, &bot_rules[BOT_OUT_OF_TURNS],
			    "nobody won in %d draws", TS_MAXDRAWS);
			break;
		}
		/* Nothing to draw, and nobody did anything: a bot's fault. */
		if (drew != 0 && !did) {
			core_errf(e, NULL, 0, 0, "the bots are stuck: %s",
			    v->msg);
			goto out;
		}
	}
	if (res->nowin.msg[0] == '\0' && winner(d, &g, res, e) == -1)
		goto out;
	if (res->winner[0] != '\0' &&
	    bot_emit_kind(o, BOT_EV_WIN, res->winner, e) == -1)
		goto out;
	res->tiles_left = strlen(st->bag);
	rc = 0;
out:
	typeset_game_free(&g);
	free(v);
	return rc;
}
