/*
 * state.c: the game state's core keys, typed and checked, over a document
 * tree that carries every other key through unchanged.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alphabet.h"
#include "core.h"
#include "i18n.h"
#include "node.h"
#include "rng.h"
#include "state.h"
#include "tiles.h"
#include "util.h"

/* The fixed order in which keys are written; unknown keys come after. */
static const char root_order[] =
	"game\0" "lang\0" "variant\0" "seed\0" "bag\0" "shuffles\0"
	"discard\0" "drawn\0" "distribution\0" "turn\0" "called\0"
	"winner\0" "players\0" "board\0" "tagged\0";
static const char player_order[] =
	"name\0" "login\0" "hand\0" "tags\0" "out\0";

int
state_set(char **field, const char *s, struct core_err *e)
{
	char *p;

	if ((p = str_dup(s, e)) == NULL)
		return -1;
	free(*field);
	*field = p;
	return 0;
}

int
state_append(char **field, const char *s, struct core_err *e)
{
	size_t a = *field ? strlen(*field) : 0, b = strlen(s);
	char *p;

	if ((p = realloc(*field, a + b + 1)) == NULL)
		return core_nomem(e);
	memcpy(p + a, s, b + 1);
	*field = p;
	return 0;
}

struct state *
state_new(const char *game, struct core_err *e)
{
	struct state *st;

	if ((st = calloc(1, sizeof(*st))) == NULL ||
	    (st->root = node_new(NODE_MAP, STYLE_BLOCK)) == NULL ||
	    (st->game = str_dup(game, e)) == NULL) {
		if (st != NULL)
			node_free(st->root);
		free(st);
		core_nomem(e);
		return NULL;
	}
	st->alpha = &alpha_en.a;
	return st;
}

int
state_set_lang(struct state *st, const char *lang, const struct alphabet *a,
    struct core_err *e)
{
	if (lang == NULL || strcmp(lang, "en") == 0) {
		free(st->lang);
		st->lang = NULL;
		st->alpha = &alpha_en.a;
		node_del(st->root, "lang");
		return 0;
	}
	if (state_set(&st->lang, lang, e) == -1)
		return -1;
	st->alpha = a;
	return 0;
}

void
state_free(struct state *st)
{
	size_t i;

	if (st == NULL)
		return;
	for (i = 0; i < st->nplayers; i++) {
		free(st->players[i].name);
		free(st->players[i].login);
		free(st->players[i].hand);
	}
	free(st->players);
	free(st->game);
	free(st->lang);
	free(st->variant);
	free(st->bag);
	free(st->discard);
	free(st->drawn);
	free(st->turn);
	node_free(st->root);
	free(st);
}

/* A scalar's text, or an error naming the key. */
static int
want_scalar(const struct state *st, const struct node *n, const char *key,
    struct core_err *e)
{
	if (n->kind != NODE_SCALAR)
		return core_errf(e, st->file, n->line, n->col,
		    "'%s' must be a string", key);
	return 0;
}

/*
 * In the games of mask, which keep key ("winner", "called"), it names a
 * player, or is missing: 0, or -1 with e at its place.  So a file edited
 * by hand draws no winner who is not at the table, and no tool plays on
 * after a winner it cannot read.  In another game the key is one of the
 * table's own, and passes through.
 */
static int
names_player(struct state *st, const char *key, unsigned mask,
    struct core_err *e)
{
	const struct node *n;

	if ((state_game(st) & mask) == 0 ||
	    (n = node_get(st->root, key)) == NULL)
		return 0;
	if (want_scalar(st, n, key, e) == -1)
		return -1;
	if (state_player(st, n->str) != NULL)
		return 0;
	/* Each its own message, for the catalogs. */
	if (strcmp(key, "called") == 0)
		return core_errf(e, st->file, n->line, n->col, "'called' names "
		    "'%s', who is not a player", n->str);
	return core_errf(e, st->file, n->line, n->col, "'winner' names "
	    "'%s', who is not a player", n->str);
}

static int
get_str(struct state *st, const struct node *map, const char *key,
    char **out, struct core_err *e)
{
	const struct node *n;

	if ((n = node_get(map, key)) == NULL)
		return 0;
	if (want_scalar(st, n, key, e) == -1)
		return -1;
	return state_set(out, n->str, e);
}

/*
 * A string of tiles in the state's language: UTF-8 decoded into tile
 * bytes, each a capital letter of the alphabet or '?'.  A character that
 * is not one is named at its own place.
 */
static int
get_tiles(struct state *st, const struct node *map, const char *key,
    char **out, struct core_err *e)
{
	const struct node *n;
	struct buf b = { 0 };
	char what[sizeof(e->msg)], list[160], ch[16];
	char sp[4 * ALPHA_FOLDLEN + 1];
	const char *spell;
	int rc;

	if ((n = node_get(map, key)) == NULL)
		return 0;
	if (want_scalar(st, n, key, e) == -1)
		return -1;
	if ((rc = tiles_decode(st->alpha, n->str, n->len, TILES_WILD, &b,
	    e)) != 0) {
		buf_free(&b);
		if (rc == -1 && e->col == 0)
			return -1;
		snprintf(what, sizeof(what), "%s", e->msg);
		if (rc == -1)
			return core_errf(e, st->file, n->line,
			    node_char_col(n, e->col - 1), "'%s': %s", key,
			    what);
		/*
		 * The place of the string, as ever; the message counts, and
		 * says how the tiles spell a letter the language folds.
		 * Each sentence whole, for the catalogs.
		 */
		spell = tiles_spelling(st->alpha, n->str, n->len, e->col, ch,
		    sizeof(ch), sp);
		tiles_of_alpha(st->alpha, list, sizeof(list));
		if (spell != NULL)
			return core_errf(e, st->file, n->line, n->col,
			    "'%s' holds %s, not a tile: tiles are %s; spell it "
			    "%s", key, what, list, spell);
		return core_errf(e, st->file, n->line, n->col,
		    "'%s' holds %s, not a tile: tiles are %s", key, what, list);
	}
	rc = state_set(out, b.p != NULL ? b.p : "", e);
	buf_free(&b);
	return rc;
}

/*
 * The state's language: its "lang" key, resolved with lang, into
 * st->lang and st->alpha; English (the key absent or "en") is built in.
 */
static int
read_lang(struct state *st, state_lang_fn lang, void *arg,
    struct core_err *e)
{
	const struct alphabet *a;
	const struct node *n;

	if ((n = node_get(st->root, "lang")) == NULL)
		return 0;
	if (want_scalar(st, n, "lang", e) == -1 ||
	    state_set(&st->lang, n->str, e) == -1)
		return -1;
	if (strcmp(n->str, "en") == 0)
		return 0;
	if (lang == NULL)
		return core_errf(e, st->file, n->line, n->col, "'lang' is "
		    "'%.40s': this reader plays English only", n->str);
	if ((a = lang(arg, n->str, e)) == NULL) {
		e->file = st->file;
		e->line = n->line;
		e->col = n->col;
		return -1;
	}
	st->alpha = a;
	return 0;
}

static int
get_count(struct state *st, const struct node *map, const char *key,
    long long max, long long *out, struct core_err *e)
{
	const struct node *n;
	long long v;

	if ((n = node_get(map, key)) == NULL)
		return 0;
	if (!node_is_int(n, &v) || v < 0 || v > max || n->str[0] == '-')
		return core_errf(e, st->file, n->line, n->col,
		    "'%s' must be a whole number from 0 to %lld", key, max);
	*out = v;
	return 1;
}

/* A plain true or false: 1 or 0 in *out; 0 when the key is missing. */
static int
get_bool(struct state *st, const struct node *map, const char *key,
    int *out, struct core_err *e)
{
	const struct node *n;

	if ((n = node_get(map, key)) == NULL)
		return 0;
	if (n->kind != NODE_SCALAR || n->style != STYLE_PLAIN ||
	    (strcmp(n->str, "true") != 0 && strcmp(n->str, "false") != 0))
		return core_errf(e, st->file, n->line, n->col,
		    "'%s' must be true or false", key);
	*out = strcmp(n->str, "true") == 0;
	return 0;
}

static int
get_u64(struct state *st, const struct node *map, const char *key,
    uint64_t *out, struct core_err *e)
{
	const struct node *n;
	struct core_err pe;

	if ((n = node_get(map, key)) == NULL)
		return 0;
	if (n->kind != NODE_SCALAR || n->tag != NULL ||
	    parse_u64(n->str, 0, UINT64_MAX, out, key, &pe) == -1)
		return core_errf(e, st->file, n->line, n->col,
		    "'%s' must be a whole number from 0 to %llu", key,
		    (unsigned long long)UINT64_MAX);
	return 1;
}

static struct player *
grow_players(struct state *st, struct core_err *e)
{
	struct player *p;

	if (st->nplayers >= STATE_MAX_PLAYERS) {
		core_errf(e, st->file, 0, 0, "more than %d players",
		    STATE_MAX_PLAYERS);
		return NULL;
	}
	if ((p = realloc(st->players, (st->nplayers + 1) * sizeof(*p))) ==
	    NULL) {
		core_nomem(e);
		return NULL;
	}
	st->players = p;
	p = &st->players[st->nplayers++];
	memset(p, 0, sizeof(*p));
	p->tags = -1;
	return p;
}

/*
 * A player's login: a user name of the system (state_login_ok), that no
 * player before p has.
 */
static int
get_login(struct state *st, const struct node *m, struct player *p,
    struct core_err *e)
{
	const struct node *n;
	size_t i;

	if ((n = node_get(m, "login")) == NULL)
		return 0;
	if (want_scalar(st, n, "login", e) == -1)
		return -1;
	if (!state_login_ok(n->str))
		return core_errf(e, st->file, n->line, n->col, "bad login "
		    "'%s': a login is 1 to %d letters A-Z or a-z, digits, '.', "
		    "'_' or '-', not first", n->str, STATE_LOGIN_MAX);
	for (i = 0; &st->players[i] != p; i++)
		if (st->players[i].login != NULL &&
		    strcmp(st->players[i].login, n->str) == 0)
			return core_errf(e, st->file, n->line, n->col, "login "
			    "'%s' plays '%s' already: one login, one player",
			    n->str, st->players[i].name);
	return state_set(&p->login, n->str, e);
}

/*
 * Take out of map every key of keys (a list as node_order takes) whose
 * value is null: "discard: ~", "turn:", JSON's "winner": null.  A null is
 * no value, so the key is missing, to this reader and to every module
 * that reads the tree after it (a Shenanigrams "called", a "winner"),
 * and is not written back; a quoted "null" is a string, as ever.
 */
static void
drop_nulls(struct node *map, const char *keys)
{
	const char *k;
	size_t i = 0;

	/* A pass over the map: a null is rare, a look-up per key is not. */
	while (i + 1 < map->n) {
		if (map->items[i]->kind != NODE_SCALAR ||
		    !node_is_null(map->items[i + 1])) {
			i += 2;
			continue;
		}
		for (k = keys; *k != '\0' && strcmp(k, map->items[i]->str) != 0;
		    k += strlen(k) + 1)
			continue;
		if (*k != '\0')
			node_del(map, k);	/* the pair at i: i stays */
		else
			i += 2;
	}
}

static int
read_players(struct state *st, const struct node *seq, struct core_err *e)
{
	struct player *p;
	struct node *m, *nm;
	long long tags;
	size_t i;
	int rc;

	if (seq->kind != NODE_SEQ)
		return core_errf(e, st->file, seq->line, seq->col,
		    "'players' must be a list");
	for (i = 0; i < seq->n; i++) {
		m = seq->items[i];
		if (m->kind != NODE_MAP)
			return core_errf(e, st->file, m->line, m->col,
			    "a player must be a mapping with a name");
		drop_nulls(m, player_order);
		if ((nm = node_get(m, "name")) == NULL)
			return core_errf(e, st->file, m->line, m->col,
			    "a player has no name");
		if (nm->kind != NODE_SCALAR || !state_name_ok(nm->str))
			return core_errf(e, st->file, nm->line, nm->col,
			    "bad player name: names are 1 to %d bytes of "
			    "UTF-8 letters, digits, '.', '_' or '-'",
			    STATE_NAME_MAX);
		if (state_player(st, nm->str) != NULL)
			return core_errf(e, st->file, nm->line, nm->col,
			    "player '%s' is listed twice", nm->str);
		if ((p = grow_players(st, e)) == NULL) {
			e->line = m->line;
			e->col = m->col;
			return -1;
		}
		p->map = m;
		if (state_set(&p->name, nm->str, e) == -1 ||
		    get_login(st, m, p, e) == -1 ||
		    get_tiles(st, m, "hand", &p->hand, e) == -1 ||
		    get_bool(st, m, "out", &p->out, e) == -1)
			return -1;
		if ((rc = get_count(st, m, "tags", STATE_MAX_TAGS, &tags,
		    e)) == -1)
			return -1;
		if (rc == 1)
			p->tags = tags;
	}
	return 0;
}

/* The scalar text of key in mapping m, or NULL. */
static const char *
map_str(const struct node *m, const char *key)
{
	const struct node *v;

	if (m->kind != NODE_MAP || (v = node_get(m, key)) == NULL ||
	    v->kind != NODE_SCALAR)
		return NULL;
	return v->str;
}

/* A tagged word's place, and where it is in the list. */
struct tag_place {
	const char	*at, *dir;
	size_t		 i;
};

static int
tag_place_cmp(const void *a, const void *b)
{
	const struct tag_place *x = a, *y = b;
	int c;

	if ((c = strcmp(x->at, y->at)) != 0 ||
	    (c = strcmp(x->dir, y->dir)) != 0)
		return c;
	return x->i < y->i ? -1 : x->i > y->i;
}

/*
 * Refuse a word tagged twice: two entries of "tagged" with the same at and
 * dir name one run, which carries one tag.  The first such entry after
 * the one it repeats is named.  Sorting keeps this n log n, for a list of
 * any length; the Shenanigrams reader checks the rest of each entry.
 */
static int
read_tagged(struct state *st, const struct node *tl, struct core_err *e)
{
	struct tag_place *tp;
	const struct node *m;
	const char *w;
	size_t i, g = 0, n = 0, dup = 0, first = 0;

	if (tl == NULL || tl->kind != NODE_SEQ || tl->n < 2)
		return 0;
	if ((tp = calloc(tl->n, sizeof(*tp))) == NULL)
		return core_nomem(e);
	for (i = 0; i < tl->n; i++)
		if ((tp[n].at = map_str(tl->items[i], "at")) != NULL &&
		    (tp[n].dir = map_str(tl->items[i], "dir")) != NULL)
			tp[n++].i = i;
	qsort(tp, n, sizeof(*tp), tag_place_cmp);
	for (i = 1; i < n; i++) {
		if (strcmp(tp[i].at, tp[g].at) != 0 ||
		    strcmp(tp[i].dir, tp[g].dir) != 0)
			g = i;
		else if (dup == 0 || tp[i].i < dup) {
			dup = tp[i].i;
			first = tp[g].i;
		}
	}
	free(tp);
	if (dup == 0)
		return 0;
	m = tl->items[dup];
	w = map_str(m, "word");
	return core_errf(e, st->file, m->line, m->col, "tagged word '%s' at "
	    "%s %s is listed twice (first on line %zu): a word carries one tag",
	    w ? w : "", map_str(m, "at"), map_str(m, "dir"),
	    tl->items[first]->line);
}

/* How many entries of "tagged" name this owner. */
static long long
tags_owned(const struct state *st, const char *owner)
{
	const struct node *tl = node_get(st->root, "tagged");
	const char *o;
	long long n = 0;
	size_t i;

	if (tl == NULL || tl->kind != NODE_SEQ)
		return 0;
	for (i = 0; i < tl->n; i++)
		n += (o = map_str(tl->items[i], "owner")) != NULL &&
		    strcmp(o, owner) == 0;
	return n;
}

/*
 * A broken limit: e says which, at node n when reading; when writing, the
 * move that would break it is named instead, as no place in the text
 * would help.  Returns -1.
 */
static int
limit_err(const struct state *st, int writing, const struct node *n,
    struct core_err *e, const char *fmt, ...)
{
	char msg[sizeof(e->msg)];
	va_list ap;

	va_start(ap, fmt);
	i18n_vformat(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	if (writing)
		return core_errf(e, NULL, 0, 0, "the move would leave a state "
		    "no tool can read: %s", msg);
	return core_errf(e, st->file, n ? n->line : 0, n ? n->col : 0, "%s",
	    msg);
}

/*
 * The limits of wordkit-state(5) that tie one field to another or that a
 * move may reach, checked on the typed fields: after reading, and before
 * writing, so that no tool writes a state that the tools refuse.  The
 * tags a player holds and those on their tagged words are bounded
 * together: a steal moves a tag from one to the other, so no move can
 * break the bound that the read state kept.
 */
static int
check_limits(const struct state *st, int writing, struct core_err *e)
{
	const struct player *p;
	long long owned;
	size_t i;

	if (st->shuffles > STATE_MAX_SHUFFLES)
		return limit_err(st, writing, node_get(st->root, "shuffles"),
		    e, "shuffles: %llu random events, more than the %d one "
		    "game records", (unsigned long long)st->shuffles,
		    STATE_MAX_SHUFFLES);
	if (st->turn != NULL && state_player((struct state *)st, st->turn) ==
	    NULL)
		return limit_err(st, writing, NULL, e, "turn: '%s' is not a "
		    "player", st->turn);
	for (i = 0; i < st->nplayers; i++) {
		p = &st->players[i];
		if (p->tags < 0)
			continue;
		owned = tags_owned(st, p->name);
		/* The counts after their labels: no plurals in catalogs. */
		if (p->tags + owned > STATE_MAX_TAGS)
			return limit_err(st, writing, node_get(p->map, "tags"),
			    e, "players[%zu].tags: %s holds more tags than a "
			    "player may have (in hand: %lld, on tagged words: "
			    "%lld, in all: %lld, at most: %d)", i, p->name,
			    p->tags, owned, p->tags + owned, STATE_MAX_TAGS);
	}
	return 0;
}

struct state *
state_read(const char *buf, size_t len, const char *file, struct core_err *e)
{
	return state_read_lang(buf, len, file, NULL, NULL, e);
}

struct state *
state_read_lang(const char *buf, size_t len, const char *file,
    state_lang_fn lang, void *arg, struct core_err *e)
{
	struct state *st;
	struct node *root, *n;
	const char *typer;
	long long v;
	int rc;

	if ((root = node_read(buf, len, file, e)) == NULL)
		return NULL;
	if (root->kind != NODE_MAP) {
		core_errf(e, file, root->line, root->col,
		    "a game state must be a mapping of keys to values");
		node_free(root);
		return NULL;
	}
	if ((st = calloc(1, sizeof(*st))) == NULL) {
		node_free(root);
		core_nomem(e);
		return NULL;
	}
	st->root = root;
	st->file = file;
	st->alpha = &alpha_en.a;
	/*
	 * A game that is null or empty names none: the file is no state
	 * (stateio's "names no game", at this place), and the standard
	 * input's a state of no game, as one without the key is.
	 */
	if ((n = node_get(root, "game")) != NULL && n->kind == NODE_SCALAR &&
	    (n->len == 0 || node_is_null(n))) {
		st->nogame_line = n->line;
		st->nogame_col = n->col;
		node_del(root, "game");
	}
	drop_nulls(root, root_order);
	if (read_lang(st, lang, arg, e) == -1 ||
	    get_str(st, root, "game", &st->game, e) == -1 ||
	    get_str(st, root, "variant", &st->variant, e) == -1 ||
	    get_tiles(st, root, "bag", &st->bag, e) == -1 ||
	    get_tiles(st, root, "discard", &st->discard, e) == -1 ||
	    get_tiles(st, root, "drawn", &st->drawn, e) == -1 ||
	    get_str(st, root, "turn", &st->turn, e) == -1)
		goto fail;
	if ((rc = get_u64(st, root, "seed", &st->seed, e)) == -1)
		goto fail;
	st->has_seed = rc;
	if ((rc = get_count(st, root, "shuffles", STATE_MAX_SHUFFLES, &v,
	    e)) == -1)
		goto fail;
	st->shuffles = rc ? (uint64_t)v : 0;
	if ((n = node_get(root, "distribution")) != NULL) {
		if (tiles_read_dist_alpha(n, file, st->alpha, &st->dist, e) ==
		    -1)
			goto fail;
		st->has_dist = 1;
	}
	if ((n = node_get(root, "players")) != NULL &&
	    read_players(st, n, e) == -1)
		goto fail;
	if (st->turn != NULL && state_player(st, st->turn) == NULL) {
		n = node_get(root, "turn");
		core_errf(e, file, n->line, n->col,
		    "'turn' names '%s', who is not a player", st->turn);
		goto fail;
	}
	if (names_player(st, "winner", STATE_BANANAGRAMS |
	    STATE_SHENANIGRAMS, e) == -1 ||
	    names_player(st, "called", STATE_SHENANIGRAMS, e) == -1)
		goto fail;
	if (read_tagged(st, node_get(root, "tagged"), e) == -1 ||
	    state_house_read(st, e) == -1 ||
	    state_seed_typer(st, &typer, e) == -1 ||
	    check_limits(st, 0, e) == -1)
		goto fail;
	return st;
fail:
	state_free(st);
	return NULL;
}

struct player *
state_add_player(struct state *st, const char *name, int with_hand,
    struct core_err *e)
{
	char nfc[STATE_NAME_MAX + 1];
	struct node *seq, *m;
	struct player *p;
	size_t i;

	if (!state_name_ok(name)) {
		core_errf(e, NULL, 0, 0, "bad player name '%.40s': names are "
		    "1 to %d bytes of UTF-8 letters, digits, '.', '_' or '-'",
		    name, STATE_NAME_MAX);
		return NULL;
	}
	/* Seated composed: the name as it is typed (state_player). */
	if (state_name_nfc(name, nfc) == 0)
		name = nfc;
	if (state_player(st, name) != NULL) {
		core_errf(e, NULL, 0, 0, "player '%s' is named twice", name);
		return NULL;
	}
	/* ann and Ann at one table: every -p and did-you-mean a trap. */
	for (i = 0; i < st->nplayers; i++)
		if (str_same_but_case(st->players[i].name, name)) {
			core_errf(e, NULL, 0, 0, "players '%s' and '%s' differ "
			    "only in case: give each a name of their own",
			    st->players[i].name, name);
			return NULL;
		}
	if ((seq = node_get(st->root, "players")) == NULL) {
		if ((seq = node_new(NODE_SEQ, STYLE_BLOCK)) == NULL ||
		    node_set(st->root, "players", seq) == -1) {
			core_nomem(e);
			return NULL;
		}
	}
	if ((m = node_new(NODE_MAP, STYLE_BLOCK)) == NULL ||
	    node_push(seq, m) == -1) {
		node_free(m);
		core_nomem(e);
		return NULL;
	}
	if ((p = grow_players(st, e)) == NULL)
		return NULL;
	p->map = m;
	if ((p->name = str_dup(name, e)) == NULL ||
	    (with_hand && (p->hand = str_dup("", e)) == NULL))
		return NULL;
	return p;
}

void
state_rng(struct state *st, struct rng *r)
{
	st->shuffles++;
	rng_seed(r, st->seed, st->shuffles);
}

/* --- writing --- */

static int
put_str(struct node *map, const char *key, const char *s)
{
	if (s == NULL)
		return 0;
	return node_set(map, key, node_str(s, STYLE_DOUBLE));
}

/*
 * A string of tiles, as UTF-8 in the state's language; English tiles are
 * ASCII and go as they are.
 */
static int
put_tiles(const struct state *st, struct node *map, const char *key,
    const char *s)
{
	struct core_err e;
	struct buf b = { 0 };
	const char *p;
	int rc;

	if (s == NULL)
		return 0;
	for (p = s; *p != '\0' && (unsigned char)*p < 0x80; p++)
		;
	if (*p == '\0')
		return put_str(map, key, s);
	if (alpha_encode(st->alpha, s, strlen(s), &b, &e) == -1) {
		buf_free(&b);
		return -1;
	}
	rc = put_str(map, key, b.p);
	buf_free(&b);
	return rc;
}

static int
put_u64(struct node *map, const char *key, uint64_t v)
{
	char num[32];

	snprintf(num, sizeof(num), "%llu", (unsigned long long)v);
	return node_set(map, key, node_str(num, STYLE_PLAIN));
}

static int
put_dist(const struct state *st, struct node *map, const struct tileset *t)
{
	struct node *d, *k;
	char key[8];
	int i;

	if ((d = node_new(NODE_MAP, STYLE_FLOW)) == NULL)
		return -1;
	for (i = 0; i < TILE_KINDS; i++) {
		if (t->n[i] == 0)
			continue;
		tile_name(st->alpha, tile_char(i), key);
		if ((k = node_str(key, STYLE_DOUBLE)) == NULL ||
		    node_push(d, k) == -1 ||
		    node_push(d, node_int(t->n[i])) == -1 ||
		    d->items[d->n - 1] == NULL) {
			node_free(d);
			return -1;
		}
	}
	return node_set(map, "distribution", d);
}

/* Put the typed fields back into the tree. */
static int
state_sync(struct state *st)
{
	struct player *p;
	size_t i;

	if (put_str(st->root, "game", st->game) == -1 ||
	    put_str(st->root, "lang", st->lang) == -1 ||
	    put_str(st->root, "variant", st->variant) == -1 ||
	    (st->has_seed && put_u64(st->root, "seed", st->seed) == -1) ||
	    put_tiles(st, st->root, "bag", st->bag) == -1 ||
	    ((st->bag != NULL || st->shuffles > 0 ||
	    node_get(st->root, "shuffles")) &&
	    put_u64(st->root, "shuffles", st->shuffles) == -1) ||
	    put_tiles(st, st->root, "discard", st->discard) == -1 ||
	    put_tiles(st, st->root, "drawn", st->drawn) == -1 ||
	    (st->has_dist && put_dist(st, st->root, &st->dist) == -1) ||
	    put_str(st->root, "turn", st->turn) == -1)
		return -1;
	if (st->turn == NULL)
		node_del(st->root, "turn");
	for (i = 0; i < st->nplayers; i++) {
		p = &st->players[i];
		if (put_str(p->map, "name", p->name) == -1 ||
		    put_str(p->map, "login", p->login) == -1 ||
		    put_tiles(st, p->map, "hand", p->hand) == -1 ||
		    (p->tags >= 0 && put_u64(p->map, "tags",
		    (uint64_t)p->tags) == -1) ||
		    (p->out && node_set(p->map, "out", node_str("true",
		    STYLE_PLAIN)) == -1))
			return -1;
		node_order(p->map, player_order);
	}
	node_order(st->root, root_order);
	return 0;
}

/*
 * The size of the state as YAML, the form -i writes and every tool
 * reads, into *size: 0, or -1 with e.
 */
static int
yaml_size(const struct state *st, size_t *size, struct core_err *e)
{
	struct buf y = { 0 };
	int rc;

	rc = node_write_yaml(st->root, &y, e);
	*size = y.len;
	buf_free(&y);
	return rc;
}

int
state_write(struct state *st, struct buf *out, int json, struct core_err *e)
{
	size_t len = out->len, size;

	if (check_limits(st, 1, e) == -1)
		return -1;
	if (state_sync(st) == -1)
		return core_nomem(e);
	/*
	 * A state is as large as its YAML, whatever form it is shown in:
	 * JSON, indented, may be several times longer, and is not refused
	 * for that.
	 */
	if (json && yaml_size(st, &size, e) == -1)
		return -1;
	if ((json ? node_write_json(st->root, out, e) :
	    node_write_yaml(st->root, out, e)) == -1)
		return -1;
	if (!json)
		size = out->len - len;
	if (size > NODE_MAX_INPUT) {
		out->len = len;
		out->p[len] = '\0';
		return core_errf(e, NULL, 0, 0, "the move would leave a state "
		    "no tool can read: it would be larger than %u MiB",
		    NODE_MAX_INPUT >> 20);
	}
	return 0;
}
