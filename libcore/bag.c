/*
 * bag.c: drawing, peeling, dumping, returning and trading tiles.
 */
#include <stdlib.h>
#include <string.h>

#include "bag.h"
#include "bananagrams.h"
#include "core.h"
#include "i18n.h"
#include "rng.h"
#include "state.h"
#include "tiles.h"
#include "util.h"

/*
 * No rulebook says what a bag cannot give: these are the rulings of
 * bag(1) and wordkit-state(5), the rulebooks' own words where they bear.
 */
const struct core_rule bag_rules[BAG_NRULES] = {
	[BAG_TOO_LOW] = { "bag-too-low", "(the referee's ruling, bag(1)) When "
	    "the bag holds fewer tiles than are asked for, nothing is drawn: a "
	    "draw is made whole or not at all." },
	[BAG_NOT_HELD] = { "not-held", "(the referee's ruling, bag(1)) A "
	    "player plays, dumps or gives back only tiles they hold: when the "
	    "hand lacks any of the tiles, nothing is done." },
	[BAG_NOT_DRAWN] = { "not-drawn", "(the referee's ruling, bag(1)) Tiles "
	    "go back from the table only when they were drawn onto it: when "
	    "the table lacks any of them, nothing is returned." },
	[BAG_NOTHING_TO_RETURN] = { "nothing-to-return", "(the referee's "
	    "ruling, bag(1)) A return gives back some tiles: with none to give "
	    "back there is nothing to return." },
	[BAG_TILES_LOST] = { "tiles-lost", "(the referee's ruling, bag(1)) No "
	    "tile is created or lost: the bag, the discard, the tiles drawn "
	    "and the hands together must hold the game's full set." },
	[BAG_DRAWN_SEEN] = { "drawn-seen", "(the referee's ruling, "
	    "journal(1)) In a game kept from its players a tile drawn was "
	    "seen, and is not put back into a shaken bag to be drawn afresh: "
	    "a move that drew is not undone." },
};

/* Does want (NULL: none) hold a tile more than have (NULL: none)? */
static int
more_than(const char *want, const char *have)
{
	struct tileset t;

	tileset_clear(&t);
	if (have != NULL && tileset_add(&t, have, 1) == -1)
		return 0;
	return want != NULL && tileset_add(&t, want, -1) == -1;
}

int
bag_may_undo_kept(struct state *before, const struct state *after,
    unsigned long long seq, struct core_err *e)
{
	const struct player *p;
	size_t i;
	int drew;

	if (before->bag == NULL || after->bag == NULL)
		return 0;
	drew = more_than(before->bag, after->bag) ||
	    more_than(after->drawn, before->drawn);
	/* A seat new to the move (a deal) held no tile before. */
	for (i = 0; i < after->nplayers && !drew; i++) {
		p = state_player(before, after->players[i].name);
		drew = more_than(after->players[i].hand, p != NULL ? p->hand :
		    NULL);
	}
	if (!drew)
		return 0;
	return core_no(e, &bag_rules[BAG_DRAWN_SEEN], "entry %llu drew tiles, "
	    "which were seen: in a game kept from its players a move that "
	    "drew is not undone, to be drawn afresh", seq);
}

int
bag_is_game(const struct state *st, const char *game)
{
	return st->game != NULL && strcmp(st->game, game) == 0;
}

static int
is_variant(const struct state *st, const char *v)
{
	return st->variant != NULL && strcmp(st->variant, v) == 0;
}

static int
no_bag(const struct state *st, struct core_err *e)
{
	return core_errf(e, st->file, 0, 0, "the state has no bag");
}

/* A player of a game without hands (Typeset) takes or gives no tile. */
static int
no_hand(const struct state *st, const struct player *p, struct core_err *e)
{
	return core_errf(e, st->file, 0, 0,
	    "player '%s' keeps no hand in this game", p->name);
}

/* The discard pile goes back into the bag, which is shaken. */
static int
shake_in_discard(struct state *st, struct core_err *e)
{
	struct rng r;

	if (st->discard == NULL || st->discard[0] == '\0')
		return 0;
	if (state_append(&st->bag, st->discard, e) == -1)
		return -1;
	st->discard[0] = '\0';
	state_rng(st, &r);
	tiles_shuffle(st->bag, strlen(st->bag), &r);
	return 0;
}

/* Move the first n tiles of the bag onto *dst; the caller checked n. */
static int
take_top(struct state *st, char **dst, size_t n, char **got,
    struct core_err *e)
{
	char *top;

	if ((top = str_ndup(st->bag, n, e)) == NULL)
		return -1;
	if (state_append(dst, top, e) == -1) {
		free(top);
		return -1;
	}
	memmove(st->bag, st->bag + n, strlen(st->bag + n) + 1);
	if (got != NULL)
		*got = top;
	else
		free(top);
	return 0;
}

int
bag_draw(struct state *st, struct player *p, size_t n, char **got,
    struct core_err *e)
{
	size_t have;

	if (st->bag == NULL)
		return no_bag(st, e);
	if (p != NULL && p->hand == NULL)
		return no_hand(st, p, e);
	if (bananagrams_may_play(st, p, N_("draw"), e) != 0)
		return 1;
	have = strlen(st->bag);
	if (have < n && bag_is_game(st, "shenanigrams") && st->discard &&
	    have + strlen(st->discard) >= n) {
		/* Rulebook: discards go back into the bag when it runs low. */
		if (shake_in_discard(st, e) == -1)
			return -1;
		have = strlen(st->bag);
	}
	if (have < n)
		return core_no(e, &bag_rules[BAG_TOO_LOW], "the bag holds "
		    "fewer tiles than the %zu asked for (tiles: %zu)", n, have);
	return take_top(st, p ? &p->hand : &st->drawn, n, got, e);
}

/*
 * Bananagrams deals, peels and dumps, and a Rotten Banana gives the hand
 * back; a game of one's own set may deal by draws (bananagrams(7)).  May
 * p's hand take tiles by move ("draw", "fill"), or give them back
 * ("return")?  0 yes, 1 with the rule's "no" in e.
 */
int
bag_hand_may(const struct state *st, const struct player *p,
    const char *move, struct core_err *e)
{
	int rc;

	/* The hand's winner, or an out player, first. */
	if ((rc = bananagrams_may_play(st, p, move, e)) != 0)
		return rc;
	if (!(bag_is_game(st, "bananagrams") ||
	    bag_is_game(st, "bananagrams-wild")))
		return 0;
	/* The tiles to come are no player's to see, nor to take away. */
	if (p == NULL && strcmp(move, "draw") == 0 && state_has_logins(st))
		return core_no(e, &bananagrams_rules[BR_DRAW_TO_TABLE], "in a "
		    "Bananagrams game whose players have logins a tile leaves "
		    "the bunch only for a hand: no draw onto the table");
	if (p == NULL)
		return 0;
	if (strcmp(move, "return") == 0)
		return core_no(e, &bananagrams_rules[BR_NO_RETURN], "in "
		    "Bananagrams a tile leaves a hand for the bunch only by a "
		    "DUMP or a Rotten Banana: no return from %s's hand",
		    p->name);
	if (strcmp(move, "fill") == 0)
		return core_no(e, &bananagrams_rules[BR_DRAW_TO_HAND], "in "
		    "Bananagrams a tile reaches a hand only by the deal, a PEEL "
		    "or a DUMP: no fill of %s's hand", p->name);
	return core_no(e, &bananagrams_rules[BR_DRAW_TO_HAND], "in "
	    "Bananagrams a tile reaches a hand only by the deal, a PEEL or a "
	    "DUMP: no draw into %s's hand", p->name);
}

int
bag_fill(struct state *st, struct player *p, char **got, struct core_err *e)
{
	size_t have, want, left;

	if (st->bag == NULL)
		return no_bag(st, e);
	if (p->hand == NULL)
		return no_hand(st, p, e);
	if (bag_hand_may(st, p, N_("fill"), e) != 0)
		return 1;
	have = strlen(p->hand);
	want = have < SHENANIGRAMS_HAND ? SHENANIGRAMS_HAND - have : 0;
	left = strlen(st->bag);
	if (left < want && bag_is_game(st, "shenanigrams") &&
	    shake_in_discard(st, e) == -1)
		return -1;
	left = strlen(st->bag);
	return take_top(st, &p->hand, want < left ? want : left, got, e);
}

int
bag_may_peel(const struct state *st, struct core_err *e)
{
	size_t i, left, in;

	if (st->bag == NULL)
		return no_bag(st, e);
	if (state_need_game(st, STATE_BANANAGRAMS, e) == -1)
		return -1;
	if (is_variant(st, "smoothie") || is_variant(st, "cafe"))
		return core_no(e, &bananagrams_rules[BR_NO_PEELING], "Banana %s "
		    "is played with no peeling", is_variant(st, "cafe") ?
		    "Cafe" : "Smoothie");
	if (st->nplayers == 0)
		return core_errf(e, st->file, 0, 0,
		    "the state has no players: deal first");
	for (i = 0; i < st->nplayers; i++)
		if (st->players[i].hand == NULL)
			return core_errf(e, st->file, 0, 0,
			    "player '%s' has no hand", st->players[i].name);
	if (bananagrams_may_play(st, NULL, N_("PEEL"), e) != 0)
		return 1;
	left = strlen(st->bag);
	/* A Rotten Banana takes no tile and is not counted. */
	if ((in = bananagrams_players_in(st)) == 0)
		return core_no(e, &bananagrams_rules[BR_NOBODY_IN], "every "
		    "player is out of the hand: nobody is left to peel");
	/*
	 * Each sentence whole, for the catalogs, and each count after its
	 * label: they have no plurals, so no "s" is passed in.
	 */
	if (left < in && in < st->nplayers)
		return core_no(e, &bananagrams_rules[BR_PEEL_TOO_LOW], "the "
		    "bunch holds fewer tiles than there are players still in "
		    "(tiles: %zu, players: %zu): the first player out calls "
		    "Bananas!", left, in);
	if (left < in)
		return core_no(e, &bananagrams_rules[BR_PEEL_TOO_LOW], "the "
		    "bunch holds fewer tiles than there are players (tiles: "
		    "%zu, players: %zu): the first player out calls Bananas!",
		    left, in);
	return 0;
}

int
bag_peel(struct state *st, char **got, struct core_err *e)
{
	struct buf b = { 0 };
	size_t i;
	int rc;

	if ((rc = bag_may_peel(st, e)) != 0)
		return rc;
	for (i = 0; i < st->nplayers; i++) {
		if (st->players[i].out)
			continue;
		if (take_top(st, &st->players[i].hand, 1, NULL, e) == -1 ||
		    buf_addc(&b, st->players[i].hand[strlen(
		    st->players[i].hand) - 1]) == -1) {
			buf_free(&b);
			return core_nomem(e);
		}
	}
	if (got != NULL && (*got = buf_take(&b)) == NULL)
		return core_nomem(e);
	buf_free(&b);
	return 0;
}

int
bag_peel_made(struct state *called, struct state *now)
{
	struct buf a = { 0 }, b = { 0 };
	struct core_err e;
	int same;

	if (!called->has_seed && now->has_seed) {
		called->has_seed = 1;
		called->seed = now->seed;
	}
	same = bag_peel(called, NULL, &e) == 0 &&
	    state_write(called, &a, 0, &e) == 0 &&
	    state_write(now, &b, 0, &e) == 0 && a.len > 0 &&
	    a.len == b.len && memcmp(a.p, b.p, a.len) == 0;
	buf_free(&a);
	buf_free(&b);
	return same;
}

int
bag_dump(struct state *st, struct player *p, int tile, unsigned how,
    char **got, struct core_err *e)
{
	char one[2] = { (char)tile, '\0' }, u[8];
	char *nb;
	struct rng r;

	if (st->bag == NULL)
		return no_bag(st, e);
	tile = (unsigned char)tile;
	tile_name(st->alpha, tile, u);
	if (tile_index(tile) == -1)
		return core_errf(e, NULL, 0, 0, "'%s' is not a tile", u);
	if (state_need_game(st, STATE_BANANAGRAMS, e) == -1)
		return -1;
	if (is_variant(st, "smoothie"))
		return core_no(e, &bananagrams_rules[BR_NO_DUMPING],
		    "Banana Smoothie is played with no dumping");
	if (bananagrams_may_play(st, p, N_("DUMP"), e) != 0)
		return 1;
	/* With logins the table's rule, never one player's (bananagrams(7)). */
	if ((how & BAG_DUMP_UNDER_THREE) && state_has_logins(st) &&
	    !(st->house & STATE_HOUSE_DUMP_UNDER_THREE))
		return core_no(e, &bananagrams_rules[BR_NOT_AGREED], "in a game "
		    "whose players have logins a house rule is agreed before "
		    "play ('bag new -u'), and this game has no DUMP from a bunch "
		    "of fewer than three: dump without -u");
	if (st->house & STATE_HOUSE_DUMP_UNDER_THREE)
		how |= BAG_DUMP_UNDER_THREE;
	if (p->hand == NULL || strchr(p->hand, tile) == NULL)
		return core_no(e, &bag_rules[BAG_NOT_HELD], "%s has no '%s' "
		    "to dump", p->name, u);
	if (strlen(st->bag) < DUMP_TAKE && !(how & BAG_DUMP_UNDER_THREE)) {
		/*
		 * Not in the rules: refused, as a fair referee would
		 * (bananagrams(7)).
		 */
		return core_no(e, &bananagrams_rules[BR_DUMP_TOO_LOW], "the "
		    "bunch holds fewer than the %d tiles a DUMP takes (tiles: "
		    "%zu)", DUMP_TAKE, strlen(st->bag));
	}
	if (tiles_remove(p->hand, one, NULL) == -1)
		return core_nomem(e);
	state_rng(st, &r);
	if ((nb = tiles_insert_random(st->bag, one, &r)) == NULL)
		return core_nomem(e);
	free(st->bag);
	st->bag = nb;
	/* The house rule's bunch under three gives all it holds now. */
	return take_top(st, &p->hand, strlen(st->bag) < DUMP_TAKE ?
	    strlen(st->bag) : DUMP_TAKE, got, e);
}

void
bag_now(const struct state *st, struct bag_now *n)
{
	int smoothie = is_variant(st, "smoothie"), cafe = is_variant(st,
	    "cafe");

	memset(n, 0, sizeof(*n));
	n->bunch = st->bag != NULL ? strlen(st->bag) : 0;
	n->in = bananagrams_players_in(st);
	n->over = n->in == 0 || bananagrams_may_play(st, NULL, "", NULL) != 0;
	if (n->over)
		return;
	/* bag_peel's and bananagrams_call's measure: the players still in. */
	n->peel = !smoothie && !cafe && n->bunch >= n->in;
	n->call = !n->peel;
	n->dump = !smoothie && (n->bunch >= DUMP_TAKE ||
	    (st->house & STATE_HOUSE_DUMP_UNDER_THREE));
}

/* s's bytes in the other order. */
static void
reverse(char *s)
{
	size_t i, n = strlen(s);
	char c;

	for (i = 0; i < n / 2; i++) {
		c = s[i];
		s[i] = s[n - 1 - i];
		s[n - 1 - i] = c;
	}
}

/*
 * The tiles taken out of from, 0 or -1 (missing: the first one lacking).
 * From the table, the newest drawn go (Typeset's turn letters are drawn
 * in turn order, and an older one is a turn already played).
 */
static int
take_back(char *from, const char *tiles, int newest, int *missing)
{
	int rc;

	if (!newest)
		return tiles_remove(from, tiles, missing);
	reverse(from);
	rc = tiles_remove(from, tiles, missing);
	reverse(from);
	return rc;
}

int
bag_return(struct state *st, struct player *p, const char *tiles,
    struct core_err *e)
{
	char **from = p ? &p->hand : &st->drawn;
	char *nb, u[8];
	struct rng r;
	int missing = 0;

	if (st->bag == NULL)
		return no_bag(st, e);
	if (bananagrams_may_play(st, NULL, N_("return"), e) != 0)
		return 1;
	/* As a draw into it: no hand to give back from (Typeset). */
	if (p != NULL && p->hand == NULL)
		return no_hand(st, p, e);
	if (tiles[0] == '\0' && p == NULL)	/* whole, for the catalogs */
		return core_no(e, &bag_rules[BAG_NOTHING_TO_RETURN], "the table "
		    "has no tiles to return");
	if (tiles[0] == '\0')
		return core_no(e, &bag_rules[BAG_NOTHING_TO_RETURN], "%s has "
		    "no tiles to return", p->name);
	if (*from == NULL || take_back(*from, tiles, p == NULL, &missing) ==
	    -1) {
		tile_name(st->alpha, missing ? missing : tiles[0], u);
		if (p != NULL)
			return core_no(e, &bag_rules[BAG_NOT_HELD], "%s has no "
			    "'%s' to return", p->name, u);
		return core_no(e, &bag_rules[BAG_NOT_DRAWN], "no '%s' was "
		    "drawn onto the table to return", u);
	}
	state_rng(st, &r);
	if ((nb = tiles_insert_random(st->bag, tiles, &r)) == NULL)
		return core_nomem(e);
	free(st->bag);
	st->bag = nb;
	return 0;
}
