/*
 * shapemash_cards.c: decks of word cards, kept in the state as "deck" (the cards
 * left, top first) and "played" (the cards drawn, in order).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "shapemash.h"
#include "shapemash_cards.h"
#include "core.h"
#include "node.h"
#include "rng.h"
#include "state.h"
#include "util.h"

/*
 * Shapemash's 100 cards: the real ones are not published (shapemash(7)), so
 * these are the project's own list of common words that can be drawn.
 */
#define WORD_ROOM	16	/* a built-in card's word and its NUL */
/* Its words in place, not pointers: 300 relocations fewer at every start. */
static const char shapemash[SHAPEMASH_CARDS_SHAPEMASH][3][WORD_ROOM] = {
	{ "ANCHOR", "KING", "BROOM" },
	{ "APPLE", "KITE", "BURGER" },
	{ "ARROW", "KNIFE", "CANNON" },
	{ "AXE", "LADDER", "CAPE" },
	{ "BALLOON", "LAMP", "CAVE" },
	{ "BANANA", "LEAF", "CHICKEN" },
	{ "BASKET", "LEMON", "CHIMNEY" },
	{ "BAT", "LIGHTHOUSE", "COOKIE" },
	{ "BEAR", "LION", "CRAYON" },
	{ "BED", "LIPS", "CROCODILE" },
	{ "BEE", "LOCK", "DESERT" },
	{ "BELL", "MAP", "DINOSAUR" },
	{ "BICYCLE", "MASK", "DRAGONFLY" },
	{ "BIRD", "MERMAID", "DUMBBELL" },
	{ "BOAT", "MICROPHONE", "FAIRY" },
	{ "BONE", "MOON", "FIREWORKS" },
	{ "BOOK", "MOUNTAIN", "FLAMINGO" },
	{ "BOOT", "MOUSE", "FOOTPRINT" },
	{ "BOTTLE", "MUSHROOM", "FOUNTAIN" },
	{ "BOW", "NEST", "GATE" },
	{ "BOX", "NOSE", "GEM" },
	{ "BREAD", "OCTOPUS", "GOAT" },
	{ "BRIDGE", "OWL", "HAMMOCK" },
	{ "BRUSH", "PADDLE", "HARP" },
	{ "BUCKET", "PALM", "HEDGEHOG" },
	{ "BUS", "PANDA", "HIVE" },
	{ "BUTTERFLY", "PARACHUTE", "HOOK" },
	{ "CACTUS", "PEAR", "HOURGLASS" },
	{ "CAKE", "PENCIL", "ICECREAM" },
	{ "CAMERA", "PENGUIN", "JUGGLER" },
	{ "CANDLE", "PIANO", "KNIGHT" },
	{ "CAR", "PIG", "LADYBUG" },
	{ "CARROT", "PINEAPPLE", "LASSO" },
	{ "CASTLE", "PIRATE", "LOLLIPOP" },
	{ "CAT", "PIZZA", "MAGNET" },
	{ "CHAIN", "PLANE", "MEDAL" },
	{ "CHAIR", "PLANET", "MITTEN" },
	{ "CHEESE", "POT", "MONKEY" },
	{ "CHERRY", "PUMPKIN", "MOUSTACHE" },
	{ "CHURCH", "PYRAMID", "NECKLACE" },
	{ "CLOCK", "QUEEN", "NEEDLE" },
	{ "CLOUD", "RABBIT", "NINJA" },
	{ "COMB", "RAINBOW", "OAR" },
	{ "COMPASS", "RING", "ONION" },
	{ "CORN", "ROBOT", "OSTRICH" },
	{ "COW", "ROCKET", "PARROT" },
	{ "CRAB", "ROSE", "PEACOCK" },
	{ "CROWN", "SAILBOAT", "PEAS" },
	{ "CUP", "SAW", "PIE" },
	{ "DIAMOND", "SCARF", "PILLOW" },
	{ "DICE", "SCISSORS", "PIPE" },
	{ "DOG", "SHARK", "POPCORN" },
	{ "DOLPHIN", "SHELL", "PRINCESS" },
	{ "DONUT", "SHIP", "PUPPET" },
	{ "DOOR", "SHOE", "RADIO" },
	{ "DOVE", "SKATEBOARD", "RAIN" },
	{ "DRAGON", "SKULL", "RAKE" },
	{ "DRESS", "SNAIL", "RHINO" },
	{ "DRUM", "SNAKE", "ROBIN" },
	{ "DUCK", "SNOWMAN", "ROOF" },
	{ "EAGLE", "SOCK", "SADDLE" },
	{ "EAR", "SPIDER", "SANDCASTLE" },
	{ "EARTH", "SPOON", "SCARECROW" },
	{ "EGG", "STAR", "SEAL" },
	{ "ELEPHANT", "STRAWBERRY", "SEESAW" },
	{ "ENVELOPE", "SUBMARINE", "SHEEP" },
	{ "EYE", "SUN", "SHOVEL" },
	{ "FAN", "SWAN", "SKI" },
	{ "FEATHER", "SWORD", "SLIDE" },
	{ "FENCE", "TABLE", "SLOTH" },
	{ "FIRE", "TEAPOT", "SNOWFLAKE" },
	{ "FISH", "TELESCOPE", "SPRING" },
	{ "FLAG", "TENT", "SQUID" },
	{ "FLOWER", "TOOTH", "SQUIRREL" },
	{ "FORK", "TORCH", "STAIRS" },
	{ "FOX", "TRACTOR", "STETHOSCOPE" },
	{ "FROG", "TRAIN", "STOOL" },
	{ "GHOST", "TREE", "SUITCASE" },
	{ "GIFT", "TRUMPET", "SURFER" },
	{ "GIRAFFE", "TURTLE", "SWING" },
	{ "GLASSES", "UMBRELLA", "TAXI" },
	{ "GLOBE", "UNICORN", "TIGER" },
	{ "GLOVE", "VASE", "TOASTER" },
	{ "GRAPES", "VIOLIN", "TOMATO" },
	{ "GUITAR", "VOLCANO", "TORNADO" },
	{ "HAMMER", "WATERMELON", "TOWER" },
	{ "HAND", "WAVE", "TRAMPOLINE" },
	{ "HAT", "WHALE", "TROPHY" },
	{ "HEART", "WHEEL", "TRUCK" },
	{ "HELICOPTER", "WINDMILL", "TULIP" },
	{ "HELMET", "WITCH", "VAMPIRE" },
	{ "HORSE", "WIZARD", "WAGON" },
	{ "HOUSE", "WORM", "WALLET" },
	{ "ICEBERG", "ZEBRA", "WAND" },
	{ "IGLOO", "ZIPPER", "WELL" },
	{ "ISLAND", "ANT", "WHISTLE" },
	{ "JELLYFISH", "BARN", "WIG" },
	{ "KANGAROO", "BEARD", "WOLF" },
	{ "KETTLE", "BENCH", "YACHT" },
	{ "KEY", "BLIMP", "YOYO" },
};

int
shapemash_cards_builtin(const char *game, struct node **deck)
{
	struct node *card;
	size_t i, j;

	*deck = NULL;
	if (strcmp(game, "shapemash") != 0)
		return -1;
	if ((*deck = node_new(NODE_SEQ, STYLE_BLOCK)) == NULL)
		return -2;
	for (i = 0; i < SHAPEMASH_CARDS_SHAPEMASH; i++) {
		if ((card = node_new(NODE_SEQ, STYLE_FLOW)) == NULL ||
		    node_push(*deck, card) == -1)
			goto fail;
		for (j = 0; j < 3; j++)
			if (node_push(card, node_str(shapemash[i][j],
			    STYLE_DOUBLE)) == -1 || card->items[j] == NULL)
				goto fail;
	}
	return 0;
fail:
	node_free(*deck);
	*deck = NULL;
	return -2;
}

/* A word on a card: 1 to CARD_WORD_MAX capital letters. */
static int
word_ok(const struct node *w)
{
	return w->kind == NODE_SCALAR && w->len >= 1 &&
	    w->len <= CARD_WORD_MAX &&
	    strspn(w->str, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") == w->len;
}

static int
check_list(const struct node *list, const char *file, const char *what,
    size_t min, struct core_err *e)
{
	const struct node *c;
	size_t i, j;

	if (list->kind != NODE_SEQ || list->n < min || list->n > SHAPEMASH_CARDS_MAX)
		return core_errf(e, file, list->line, list->col, "%s must be "
		    "a list of %zu to %d cards", what, min, SHAPEMASH_CARDS_MAX);
	for (i = 0; i < list->n; i++) {
		c = list->items[i];
		if (c->kind != NODE_SEQ || c->n < 1 || c->n > CARD_WORDS)
			return core_errf(e, file, c->line, c->col, "a card is "
			    "a list of 1 to %d words", CARD_WORDS);
		for (j = 0; j < c->n; j++)
			if (!word_ok(c->items[j]))
				return core_errf(e, file, c->items[j]->line,
				    c->items[j]->col, "a word on a card is 1 "
				    "to %d capital letters A-Z", CARD_WORD_MAX);
	}
	return 0;
}

int
shapemash_cards_read_deck(const struct node *root, const char *file,
    struct core_err *e)
{
	return check_list(root, file, "a deck", 1, e);
}

/* The deck's and the played cards' form: shapemash_cards_check less the count. */
static int
check_lists(const struct state *st, struct core_err *e)
{
	const struct node *n, *p;
	long v;

	if ((n = node_get(st->root, "deck")) == NULL)
		return core_errf(e, st->file, 0, 0, "the state has no deck of "
		    "cards");
	/* As bag new refuses --lang for a deck: its words are English. */
	if (st->lang != NULL && strcmp(st->lang, "en") != 0 &&
	    (n = node_get(st->root, "lang")) != NULL)
		return core_errf(e, st->file, n->line, n->col, "a deck's "
		    "cards are English words: no 'lang' '%.40s'", st->lang);
	n = node_get(st->root, "deck");
	if (check_list(n, st->file, "'deck'", 0, e) == -1)
		return -1;
	if ((n = node_get(st->root, "played")) != NULL &&
	    check_list(n, st->file, "'played'", 0, e) == -1)
		return -1;
	if ((p = node_get(st->root, "passed")) != NULL &&
	    node_want_long(p, 0, n != NULL ? (long)n->n : 0, "'passed'",
	    st->file, &v, e) == -1)
		return -1;
	return 0;
}

int
shapemash_cards_has_deck(const struct state *st)
{
	return node_get(st->root, "deck") != NULL;
}

/* Every card in flow style, every list of cards in block style. */
static void
restyle(struct node *list)
{
	size_t i, j;

	list->style = STYLE_BLOCK;
	for (i = 0; i < list->n; i++) {
		list->items[i]->style = STYLE_FLOW;
		for (j = 0; j < list->items[i]->n; j++)
			list->items[i]->items[j]->style = STYLE_DOUBLE;
	}
}

struct state *
shapemash_cards_new(const char *game, uint64_t seed, struct node *deck,
    struct core_err *e)
{
	struct state *st;
	struct node *tmp;
	struct rng r;
	size_t i, j;

	if ((st = state_new(game, e)) == NULL) {
		node_free(deck);
		return NULL;
	}
	st->has_seed = 1;
	st->seed = seed;
	/* Fisher-Yates, as for tiles: the deck's random stream 0. */
	rng_seed(&r, seed, 0);
	for (i = deck->n; i > 1; i--) {
		j = (size_t)rng_below(&r, i);
		tmp = deck->items[i - 1];
		deck->items[i - 1] = deck->items[j];
		deck->items[j] = tmp;
	}
	restyle(deck);
	if (node_set(st->root, "shuffles", node_int(0)) == -1 ||
	    node_set(st->root, "deck", deck) == -1) {
		state_free(st);
		core_nomem(e);
		return NULL;
	}
	return st;
}

/* Append a card's words, space-separated, and a newline to text. */
static int
shapemash_cards_put(struct buf *text, const struct node *card)
{
	size_t j;

	for (j = 0; j < card->n; j++)
		if (buf_printf(text, "%s%s", j ? " " : "",
		    card->items[j]->str) == -1)
			return -1;
	return buf_addc(text, '\n');
}

int
shapemash_cards_put_deck(struct buf *text, const struct state *st, size_t *n,
    struct core_err *e)
{
	const struct node *deck = node_get(st->root, "deck");
	size_t i;

	*n = 0;
	if (deck == NULL || deck->kind != NODE_SEQ)
		return 0;
	for (i = 0; i < deck->n; i++)
		if (shapemash_cards_put(text, deck->items[i]) == -1)
			return core_nomem(e);
	*n = deck->n;
	return 0;
}

int
shapemash_cards_draw(struct state *st, size_t n, struct buf *text, struct core_err *e)
{
	struct node *deck, *played;
	size_t i;

	if (shapemash_cards_check(st, e) == -1)
		return -1;
	deck = node_get(st->root, "deck");
	if (deck->n < n)
		return core_no(e, &shapemash_rules[MR_DECK_TOO_LOW], "the deck "
		    "holds fewer cards than the %zu asked for (cards: %zu)", n,
		    deck->n);
	if ((played = node_get(st->root, "played")) == NULL) {
		if ((played = node_new(NODE_SEQ, STYLE_BLOCK)) == NULL ||
		    node_set(st->root, "played", played) == -1)
			return core_nomem(e);
	}
	for (i = 0; i < n; i++) {
		if (node_push(played, deck->items[i]) == -1)
			return core_nomem(e);
		deck->items[i] = NULL;
		if (shapemash_cards_put(text, played->items[played->n - 1]) == -1)
			return core_nomem(e);
	}
	memmove(deck->items, deck->items + n, (deck->n - n) *
	    sizeof(*deck->items));
	deck->n -= n;
	restyle(deck);
	restyle(played);
	return 0;
}

/* The cards played when the canvas last passed: 0 before it ever did. */
static size_t
passed(const struct state *st)
{
	const struct node *n = node_get(st->root, "passed");
	long long v;

	return n != NULL && node_is_int(n, &v) && v > 0 ? (size_t)v : 0;
}

const struct node *
shapemash_cards_last(const struct state *st)
{
	const struct node *p = node_get(st->root, "played");

	if (p == NULL || p->kind != NODE_SEQ || p->n <= passed(st))
		return NULL;
	return p->items[p->n - 1];
}

int
shapemash_cards_may_draw(const struct state *st, const struct player *p,
    size_t n, struct core_err *e)
{
	int rc;

	if ((rc = shapemash_may_build(st, p, 0, e)) != 0)
		return rc;
	/*
	 * A second card would give the builder another word to pick: the
	 * one pick gives (shapemash(7)) would be theirs to choose again.
	 */
	if (n > 1)
		return core_no(e, &shapemash_rules[MR_ONE_CARD], "the builder "
		    "draws one card a round, not %zu", n);
	if (shapemash_cards_last(st) != NULL)
		return core_no(e, &shapemash_rules[MR_ONE_CARD], "this round's "
		    "card is drawn already: the builder draws one card a "
		    "round, and the next once the canvas passes");
	return 0;
}

/* The cards played in st: 0 when it keeps no well-formed list of them. */
static size_t
played_n(const struct state *st)
{
	const struct node *p = node_get(st->root, "played");

	return p != NULL && p->kind == NODE_SEQ ? p->n : 0;
}

int
shapemash_cards_may_undo(const struct state *before,
    const struct state *after, unsigned long long seq, struct core_err *e)
{
	/*
	 * As bag draw limits the draws (shapemash_cards_may_draw): not a
	 * deck still to be dealt, whose cards are nobody's.
	 */
	if (!state_has_logins(before) || !shapemash_cards_has_deck(before) ||
	    !shapemash_cards_has_deck(after) ||
	    played_n(after) <= played_n(before))
		return 0;
	return core_no(e, &shapemash_rules[MR_ONE_CARD], "entry %llu drew a "
	    "card, which was seen: the builder draws one card a round, and a "
	    "card drawn is not put back", seq);
}

int
shapemash_cards_close(struct state *st, struct core_err *e)
{
	const struct node *p = node_get(st->root, "played");
	struct node *n;

	if ((n = node_int(p != NULL ? (long long)p->n : 0)) == NULL ||
	    node_set(st->root, "passed", n) == -1)
		return core_nomem(e);
	return 0;
}

int
shapemash_cards_may_pass(const struct state *st, struct core_err *e)
{
	if (st->variant == NULL || strcmp(st->variant, "team") != 0)
		return 0;
	return core_errf(e, st->file, 0, 0, "the team game passes each "
	    "canvas to the next player in its team, and the state keeps no "
	    "teams: score its rounds with 'shapemash round -T'");
}

int
shapemash_cards_pass(struct state *st, struct core_err *e)
{
	const struct player *builder;

	if (shapemash_cards_may_pass(st, e) == -1)
		return -1;
	if (st->nplayers == 0)
		return core_errf(e, st->file, 0, 0, "the game seats no "
		    "players: 'deal' first");
	/* Players written by hand: deal refuses them, so name no deal. */
	if (st->turn == NULL || (builder = state_player(st, st->turn)) ==
	    NULL)
		return core_errf(e, st->file, 0, 0, "the state has no turn: "
		    "no builder to pass the canvas from");
	if (shapemash_cards_close(st, e) == -1 ||
	    state_set(&st->turn, state_next_seat(st, builder)->name, e) == -1)
		return -1;
	return 0;
}

/* One card as a line of its words, for fingerprints and messages. */
static uint64_t
card_hash(const struct node *card)
{
	uint64_t h = FNV1A_START;
	size_t j;

	for (j = 0; j < card->n; j++)
		h = fnv1a(fnv1a(h, card->items[j]->str,
		    strlen(card->items[j]->str)), " ", 1);
	return h ^ (h >> 31);
}

/* The deck's and the played cards' count and fingerprint (a sum). */
static void
held(const struct state *st, size_t *n, uint64_t *sum)
{
	const char *key[2] = { "deck", "played" };
	const struct node *l;
	size_t i, k;

	*n = 0;
	*sum = 0;
	for (k = 0; k < 2; k++)
		if ((l = node_get(st->root, key[k])) != NULL)
			for (i = 0; i < l->n; i++) {
				*sum += card_hash(l->items[i]);
				(*n)++;
			}
}

int
shapemash_cards_record(struct state *st, struct core_err *e)
{
	char hex[17];
	uint64_t sum;
	size_t n;

	held(st, &n, &sum);
	snprintf(hex, sizeof(hex), "%016llx", (unsigned long long)sum);
	if (node_set(st->root, "cards", node_int((long long)n)) == -1 ||
	    node_set(st->root, "cards_sum", node_str(hex, STYLE_DOUBLE)) ==
	    -1)
		return core_nomem(e);
	return 0;
}

int
shapemash_cards_count(const struct state *st, size_t *left, size_t *played,
    struct core_err *e)
{
	const struct node *p;

	if (shapemash_cards_check(st, e) == -1)
		return -1;
	*left = node_get(st->root, "deck")->n;
	p = node_get(st->root, "played");
	*played = p != NULL ? p->n : 0;
	return 0;
}

/* Add a card's words to msg (as far as it goes), after sep. */
static void
msg_card(char *msg, size_t size, const char *sep, const char *const *w,
    size_t nw)
{
	size_t len = strlen(msg), j;

	for (j = 0; j < nw && len + 1 < size; j++) {
		snprintf(msg + len, size - len, "%s%s", j ? " " : sep, w[j]);
		len = strlen(msg);
	}
}

/* The built-in deck: which card of it is each card held, or -1. */
static int
builtin_index(const struct node *card)
{
	size_t i, j;

	if (card->n != 3)
		return -1;
	for (i = 0; i < SHAPEMASH_CARDS_SHAPEMASH; i++) {
		for (j = 0; j < 3; j++)
			if (strcmp(card->items[j]->str, shapemash[i][j]) != 0)
				break;
		if (j == 3)
			return (int)i;
	}
	return -1;
}

/*
 * Could the cards held have come from the deck the game began with?  No
 * card that is not one of a built-in game's, or a second copy of one;
 * no more cards than a recorded deck's count.  Whether the same ones is
 * the audit's (cards-changed): a fingerprint does not say which card.
 * 0 yes; -1 with e at the first card that could not.
 */
static int
from_deck(const struct state *st, struct core_err *e)
{
	const char *key[2] = { "deck", "played" };
	const char *w[CARD_WORDS] = { NULL };
	unsigned char seen[SHAPEMASH_CARDS_SHAPEMASH] = { 0 };
	const struct node *l, *card, *cn = node_get(st->root, "cards");
	char words[CARD_WORDS * (CARD_WORD_MAX + 1) + 1];
	long long want = -1;
	size_t i, j, k, n = 0;
	int at, builtin;

	builtin = cn == NULL && node_get(st->root, "cards_sum") == NULL &&
	    st->game != NULL && strcmp(st->game, "shapemash") == 0;
	if (!builtin && (cn == NULL || !node_is_int(cn, &want) || want < 0))
		return 0;	/* no record: the audit says so */
	for (k = 0; k < 2; k++) {
		if ((l = node_get(st->root, key[k])) == NULL)
			continue;
		for (i = 0; i < l->n; i++) {
			card = l->items[i];
			if (!builtin && (long long)++n > want)
				return core_errf(e, st->file, card->line,
				    card->col, "more cards than the deck began "
				    "with (%lld): a card the deck never had",
				    want);
			if (!builtin || ((at = builtin_index(card)) >= 0 &&
			    seen[at]++ == 0))
				continue;
			for (j = 0; j < card->n && j < CARD_WORDS; j++)
				w[j] = card->items[j]->str;
			words[0] = '\0';
			msg_card(words, sizeof(words), "", w, j);
			if (at >= 0)
				return core_errf(e, st->file, card->line,
				    card->col, "a second copy of a card the "
				    "deck has once: %s", words);
			return core_errf(e, st->file, card->line, card->col,
			    "a card the deck never had: %s", words);
		}
	}
	return 0;
}

int
shapemash_cards_check(const struct state *st, struct core_err *e)
{
	if (check_lists(st, e) == -1)
		return -1;
	return from_deck(st, e);
}

/*
 * Compare the cards held with Shapemash's 100, each once: 0 the same, or
 * the rule broken, as shapemash_cards_audit judges a recorded deck: as
 * many cards as the deck's but not the same ones (a card changed, or one
 * copied over another) is MR_CARDS_CHANGED, another count MR_CARDS_LOST.
 */
static int
audit_builtin(const struct state *st, size_t n, char *msg, size_t size,
    enum shapemash_rule *rule)
{
	const char *key[2] = { "deck", "played" };
	const char *w[CARD_WORDS];
	unsigned char seen[SHAPEMASH_CARDS_SHAPEMASH] = { 0 };
	const struct node *l, *card;
	size_t i, j, k, bad = 0;
	int at;

	*rule = n == SHAPEMASH_CARDS_SHAPEMASH ? MR_CARDS_CHANGED :
	    MR_CARDS_LOST;
	msg[0] = '\0';	/* the cards; the caller's sentence says them */
	for (k = 0; k < 2; k++)
		if ((l = node_get(st->root, key[k])) != NULL)
			for (i = 0; i < l->n; i++) {
				card = l->items[i];
				if ((at = builtin_index(card)) >= 0 &&
				    seen[at]++ == 0)
					continue;
				/* Not one of the deck's, or a second copy. */
				for (j = 0; j < card->n && j < CARD_WORDS; j++)
					w[j] = card->items[j]->str;
				msg_card(msg, size, " +", w, j);
				bad++;
			}
	for (i = 0; i < SHAPEMASH_CARDS_SHAPEMASH; i++)
		if (!seen[i]) {
			for (j = 0; j < 3; j++)
				w[j] = shapemash[i][j];
			msg_card(msg, size, " -", w, 3);
			bad++;
		}
	return bad > 0;
}

/* audit_builtin's "no", if any: each sentence whole, for the catalogs. */
static int
builtin_no(const struct state *st, size_t n, char *msg, size_t size,
    enum shapemash_rule *rule, struct core_err *e)
{
	if (audit_builtin(st, n, msg, size, rule) == 0)
		return 0;
	if (*rule == MR_CARDS_CHANGED)
		return core_no(e, &shapemash_rules[*rule], "cards changed:%s "
		    "(%zu held, %d in the deck)", msg, n,
		    SHAPEMASH_CARDS_SHAPEMASH);
	return core_no(e, &shapemash_rules[*rule], "cards created or lost:%s "
	    "(%zu held, %d in the deck)", msg, n, SHAPEMASH_CARDS_SHAPEMASH);
}

int
shapemash_cards_audit(const struct state *st, size_t *n, struct core_err *e)
{
	const struct node *cn, *sn;
	enum shapemash_rule rule;
	long long want;
	uint64_t sum;
	char hex[17], msg[sizeof(e->msg)];
	size_t size = sizeof(msg);

	/* The form only: a card the deck never had is the audit's "no". */
	if (check_lists(st, e) == -1)
		return -1;
	held(st, n, &sum);
	cn = node_get(st->root, "cards");
	sn = node_get(st->root, "cards_sum");
	if (cn == NULL && sn == NULL) {
		if (st->game != NULL && strcmp(st->game, "shapemash") == 0)
			return builtin_no(st, *n, msg, size, &rule, e);
		return core_errf(e, st->file, 0, 0, "no record of the deck "
		    "the game began with ('cards' and 'cards_sum', written by "
		    "'bag new -D'), and game '%s' has no built-in deck",
		    st->game != NULL ? st->game : "");
	}
	if (cn == NULL || sn == NULL || !node_is_int(cn, &want) || want < 0 ||
	    sn->kind != NODE_SCALAR || strlen(sn->str) != 16)
		return core_errf(e, st->file, cn != NULL ? cn->line : sn->line,
		    cn != NULL ? cn->col : sn->col, "'cards' must be the "
		    "number of cards and 'cards_sum' their 16-digit "
		    "fingerprint, as 'bag new -D' writes them");
	snprintf(hex, sizeof(hex), "%016llx", (unsigned long long)sum);
	if ((size_t)want != *n)
		return core_no(e, &shapemash_rules[MR_CARDS_LOST], "cards "
		    "created or lost: %zu held, %lld in the deck", *n, want);
	if (strcmp(hex, sn->str) != 0)
		return core_no(e, &shapemash_rules[MR_CARDS_CHANGED], "cards "
		    "changed: %zu held, as many as in the deck, but not the "
		    "same cards", *n);
	return 0;
}
