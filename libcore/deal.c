/*
 * deal.c: dealing by each game's rule.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alphabet.h"
#include "bag.h"
#include "bananagrams.h"
#include "core.h"
#include "deal.h"
#include "node.h"
#include "rng.h"
#include "shapemash_cards.h"
#include "shenanigrams.h"
#include "state.h"
#include "tiles.h"
#include "util.h"

/* Bananagrams starting tiles by player count (the rulebook; bananagrams(7)). */
static size_t
bananagrams_tiles(size_t n)
{
	return n <= 4 ? 21 : n <= 6 ? 15 : 11;
}

static int
is(const char *a, const char *b)
{
	return a != NULL && strcmp(a, b) == 0;
}

/*
 * The player counts a game allows, into *min and *max.  Games other than
 * Shenanigrams, Typeset and Shapemash (custom ones included) are dealt by
 * the Bananagrams rule.
 */
static void
player_range(const struct state *st, const char *variant, size_t *min,
    size_t *max)
{
	const char *game = st->game;

	if (state_game(st) == STATE_SHAPEMASH) {
		/*
		 * The cooperative game's 2 to 8; the team game's two teams
		 * of a builder and a guesser or more, 4 to 8 (the rulebook's
		 * "Team vs. Team Mode (4-8 players)").
		 */
		*min = is(variant, "team") ? 4 : 2;
		*max = 8;
	} else if (is(game, "shenanigrams")) {
		*min = 2;
		*max = 6;
	} else if (is(game, "typeset")) {
		*min = 1;
		*max = 6;
	} else {
		/* Bananagrams, its variants and custom games. */
		*min = 1;
		*max = 8;
	}
}

/*
 * Is variant (NULL: none) one of the state's game?  0 yes; -1 with e.
 * Shapemash has team; Bananagrams smoothie and cafe; other games none.
 */
static int
variant_ok(const struct state *st, const char *variant,
    struct core_err *e)
{
	if (variant == NULL)
		return 0;
	/* Each sentence whole, for the catalogs. */
	if (state_game(st) == STATE_SHAPEMASH) {
		if (is(variant, "smoothie") || is(variant, "cafe"))
			return core_errf(e, NULL, 0, 0, "variant '%s' is a "
			    "Bananagrams variant, not a %s one", variant,
			    st->game);
		if (!is(variant, "team"))
			return core_errf(e, NULL, 0, 0, "unknown variant '%s' "
			    "(Shapemash: team)", variant);
		return 0;
	}
	if (is(variant, "team") && st->game == NULL)
		return core_errf(e, NULL, 0, 0, "variant 'team' is a Shapemash "
		    "variant, not this game's");
	if (is(variant, "team"))
		return core_errf(e, NULL, 0, 0, "variant 'team' is a Shapemash "
		    "variant, not a %s one", st->game);
	if (!is(variant, "smoothie") && !is(variant, "cafe"))
		return core_errf(e, NULL, 0, 0, "unknown variant '%s' "
		    "(smoothie or cafe)", variant);
	if (!bananagrams_is_game(st))
		return core_errf(e, NULL, 0, 0, "variant '%s' is a "
		    "Bananagrams variant, not a %s one", variant, st->game);
	return 0;
}

int
deal_count_ok(const struct state *st, const char *variant, uint64_t n,
    const char *typed, struct core_err *e)
{
	const char *v = is(variant, "cafe") ? "(cafe) " : is(variant,
	    "smoothie") ? "(smoothie) " : is(variant, "team") ? "(team) " :
	    "";
	char num[24];
	size_t min, max;

	/* A count is judged by the variant's range: the variant first. */
	if (variant_ok(st, variant, e) == -1)
		return -1;
	player_range(st, variant, &min, &max);
	if (n >= min && n <= max)
		return 0;
	if (typed == NULL) {
		(void)snprintf(num, sizeof(num), "%llu", (unsigned long long)n);
		typed = num;
	}
	/* A variant's name is as typed; "this game" is a sentence's own. */
	if (st->game == NULL)
		return core_errf(e, NULL, 0, 0, "this game %sis for %zu to %zu "
		    "players, not %s", v, min, max, typed);
	return core_errf(e, NULL, 0, 0, "%s %sis for %zu to %zu players, not "
	    "%s", st->game, v, min, max, typed);
}

/*
 * Shenanigrams: closest to Z goes first; the tied draw again.  Closest to
 * Z is latest in the alphabet's order, A to Z then its other letters
 * (wordkit-languages(7)), so in German Ü is "closest to Z"; a wild is
 * before A.
 */
static int
first_player(struct state *st, struct deal_report *rep, struct core_err *e)
{
	size_t tied[STATE_MAX_PLAYERS] = { 0 }, ntied = st->nplayers, i, k;
	int got[STATE_MAX_PLAYERS];
	struct buf drawn = { 0 };
	int best, round, rc = -1;
	struct rng r;

	for (i = 0; i < ntied; i++)
		tied[i] = i;
	for (round = 1; ntied > 1; round++) {
		if (strlen(st->bag) < ntied || round > 100) {
			/* A bag too small or all one letter: seat order. */
			break;
		}
		best = -2;
		for (i = 0; i < ntied; i++) {
			int t = (unsigned char)st->bag[0];

			got[i] = alpha_index(st->alpha, t);
			memmove(st->bag, st->bag + 1, strlen(st->bag));
			if (buf_addc(&drawn, t) == -1)
				goto nomem;
			if (rep->ndraws < DEAL_MAX_DRAWS) {
				rep->draws[rep->ndraws].seat = tied[i];
				rep->draws[rep->ndraws].tile = t;
				rep->draws[rep->ndraws].round = round;
				rep->ndraws++;
			}
			if (got[i] > best)
				best = got[i];
		}
		for (i = k = 0; i < ntied; i++)
			if (got[i] == best)
				tied[k++] = tied[i];
		ntied = k;
	}
	rep->first = (long)tied[0];
	/* The drawn tiles go back and the bag is shaken. */
	if (drawn.len > 0) {
		if (state_append(&st->bag, drawn.p, e) == -1)
			goto out;
		state_rng(st, &r);
		tiles_shuffle(st->bag, strlen(st->bag), &r);
	}
	if (state_set(&st->turn, st->players[rep->first].name, e) == -1)
		goto out;
	rc = 0;
	goto out;
nomem:
	core_nomem(e);
out:
	buf_free(&drawn);
	return rc;
}

/*
 * Shapemash: the players sit in the order named, with no hand, and the
 * first is the first builder, whose turn it is (the rulebook's "choose a
 * starting player").  A card drawn before the players sat is nobody's:
 * its word is known to whoever drew it, so the first builder draws their
 * own.
 */
static int
seat_builders(struct state *st, const char *const *names, size_t n,
    const struct deal_opts *o, struct deal_report *rep, struct core_err *e)
{
	const struct node *p;
	size_t i;

	if (o->tiles >= 0)
		return core_errf(e, NULL, 0, 0, "Shapemash deals no tiles: "
		    "no --tiles");
	if (deal_count_ok(st, o->variant, n, NULL, e) == -1)
		return -1;
	/*
	 * With logins only the builder the state names draws and picks
	 * (shapemash(7)): the other team's builder would have no card.
	 */
	if (is(o->variant, "team") && o->logins)
		return core_errf(e, NULL, 0, 0, "the team game's two builders "
		    "play at once, and a game with logins has one: deal it "
		    "without logins");
	for (i = 0; i < n; i++)
		if (state_add_player(st, names[i], 0, e) == NULL)
			return -1;
	if (o->variant != NULL && state_set(&st->variant, o->variant, e) == -1)
		return -1;
	if ((p = node_get(st->root, "played")) != NULL &&
	    p->kind == NODE_SEQ && p->n > 0 &&
	    shapemash_cards_close(st, e) == -1)
		return -1;
	rep->first = 0;
	return state_set(&st->turn, st->players[0].name, e);
}

int
deal_players(struct state *st, const char *const *names, size_t n,
    const struct deal_opts *o, struct deal_report *rep, struct core_err *e)
{
	size_t each, i, left;
	int shen = is(st->game, "shenanigrams");
	int typeset = is(st->game, "typeset");
	struct player *p;

	memset(rep, 0, sizeof(*rep));
	rep->first = -1;
	if (st->nplayers > 0)
		return core_errf(e, st->file, 0, 0,
		    "the state already has players");
	if (state_game(st) == STATE_SHAPEMASH)
		return seat_builders(st, names, n, o, rep, e);
	if (st->bag == NULL)
		return core_errf(e, st->file, 0, 0,
		    "the state has no bag: start with 'bag new'");
	if (shen && shenanigrams_state_sound(st, e) == -1)
		return -1;
	if (variant_ok(st, o->variant, e) == -1)
		return -1;
	/* The option's fault, not the state's: no hand to deal into. */
	if (typeset && o->tiles > 0)
		return core_errf(e, NULL, 0, 0, "Typeset players keep no hand: "
		    "--tiles can only be 0");
	if (deal_count_ok(st, o->variant, n, NULL, e) == -1)
		return -1;
	left = strlen(st->bag);
	if (o->tiles >= 0)
		each = (size_t)o->tiles;
	else if (typeset)
		each = 0;
	else if (shen)
		each = SHENANIGRAMS_HAND;
	else if (is(o->variant, "smoothie"))
		each = left / n;	/* the remainder stays in the bunch */
	else if (is(o->variant, "cafe"))
		each = 21;
	else
		each = bananagrams_tiles(n);
	/*
	 * Each sentence whole, for the catalogs, and the tiles' count after
	 * its label: they have no plurals.
	 */
	if (each * n > left && n == 1)
		return core_no(e, &bag_rules[BAG_TOO_LOW], "the bag holds "
		    "fewer tiles than the %zu needed to deal to the one player "
		    "(tiles: %zu)", each, left);
	if (each * n > left)
		return core_no(e, &bag_rules[BAG_TOO_LOW], "the bag holds "
		    "fewer tiles than the %zu needed to deal %zu to each of %zu "
		    "players (tiles: %zu)", each * n, each, n, left);
	for (i = 0; i < n; i++)
		if ((p = state_add_player(st, names[i], !typeset, e)) == NULL)
			return -1;
	if (o->variant != NULL && state_set(&st->variant, o->variant, e) == -1)
		return -1;
	rep->each = each;
	/* Each player takes a block of tiles from the top, in seat order. */
	for (i = 0; i < n && each > 0; i++)
		if (bag_draw(st, &st->players[i], each, NULL, e) != 0)
			return -1;
	if (shen) {
		for (i = 0; i < n; i++)
			st->players[i].tags = shenanigrams_start_tags(n);
		if (first_player(st, rep, e) == -1)
			return -1;
	}
	return 0;
}
