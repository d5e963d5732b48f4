/*
 * bag: the bag of tiles: new, draw, peel, dump, return, trade, fill,
 * count and audit; and the end of a hand of Bananagrams, "Bananas!" and
 * the Rotten Banana.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "alphabet.h"
#include "bag.h"
#include "bananagrams.h"
#include "core.h"
#include "dict.h"
#include "dictload.h"
#include "fail.h"
#include "flow.h"
#include "grid.h"
#include "gridreport.h"
#include "i18n.h"
#include "input.h"
#include "journalfile.h"
#include "langload.h"
#include "moves.h"
#include "node.h"
#include "opt.h"
#include "output.h"
#include "privilege.h"
#include "seed.h"
#include "shapemash.h"
#include "shapemash_cards.h"
#include "shenanigrams.h"
#include "state.h"
#include "statefile.h"
#include "stateio.h"
#include "tiles.h"
#include "typeset_play.h"
#include "util.h"

#define BAG_GAMES "bananagrams bananagrams-wild shenanigrams typeset shapemash"
#define BAG_STATE "draw peel fill dump return trade rotten bananas count " \
	"audit"
#define BAG_MOVES "draw peel fill dump return trade rotten bananas"

static const struct opt opts[] = {
	{ .letter = 'a', .name = "all", .kind = OPT_FLAG,
	  .help = N_("return every tile of the player's hand"),
	  .only = "return" },
	OPT__DICT("the dictionary of the grid; default standard",
	    "peel bananas"),
	{ .letter = 'D', .name = "distribution", .arg = "FILE",
	  .kind = OPT_FILE, .help = N_("tiles from a YAML map letter -> count"),
	  .only = "new" },
	OPT__FORCE("replace a file that is not empty (-i)", "new"),
	OPT__FILE(NULL, BAG_STATE),
	{ .letter = 'g', .name = "grid", .arg = "GRID", .kind = OPT_FILE,
	  .help = N_("the grid that calls Bananas! or PEEL (- stdin)"),
	  .only = "peel bananas" },
	OPT__IN_PLACE(NULL, NULL),
	OPT__LANG('l', "new: the game's language, its tiles; default\nen; else the state's: an alphabet FILE for\none of one's own", NULL),
	OPT__MIN_LENGTH("2 3 4 5", "shortest word on the grid (2)",
	    "peel bananas"),
	OPT__COUNT("count", "COUNT", "how many tiles to draw (1)", "draw"),
	OPT__OUTPUT(OPT_FORMATS, NULL, "new " BAG_MOVES " count audit"),
	OPT__PLAYER("the player who dumps, returns, trades, calls",
	    "peel fill dump return trade rotten bananas"),
	OPT__QUIET(NULL, BAG_MOVES " audit"),
	OPT__SEED("seed for the shuffle", "new " BAG_MOVES),
	{ .letter = 't', .name = "to", .arg = "NAME", .kind = OPT_PLAYER,
	  .help = N_("draw into NAME's hand"), .only = "draw" },
	{ .letter = 'T', .name = "total", .kind = OPT_FLAG,
	  .help = N_("count: print only the total"), .only = "count" },
	{ .letter = 'u', .name = "under-three", .kind = OPT_FLAG,
	  .help = N_("a DUMP from a bunch of fewer than three\ntakes what "
	  "it holds (house rule; new: the\ngame's, for every player)"),
	  .only = "new dump" },
	OPT__WAIT(NULL),
	OPT_END
};

/* What every move takes after its own. */
#define BAG_TAIL "[-q] [-s] [-f | -i [-W]] [-l] [-o]"

static const struct opt_cmd cmds[] = {
	{ .name = "new", .help = "open a new game with a shuffled bag",
	  .operand = OPT_CHOICE, .choices = BAG_GAMES,
	  .synopsis = "GAME [-u] [-s] [-l] [-o] [-i [-F] [-W]]\n"
	  "[GAME] -D [-u] [-s] [-l] [-o] [-i [-F] [-W]]" },
	{ .name = "draw", .help = "draw tiles into a hand or onto the table",
	  .synopsis = "[-n] [-t] " BAG_TAIL },
	{ .name = "peel",
	  .help = "every player takes one tile (Bananagrams PEEL)",
	  .synopsis = "[-p] [-g [-d] [-m]] " BAG_TAIL },
	{ .name = "dump",
	  .help = "put one tile back and take three (Bananagrams DUMP)",
	  .operand = OPT_WORD, .synopsis = "TILE -p [-u] " BAG_TAIL },
	{ .name = "return",
	  .help = "put tiles back into the bag at random places",
	  .operand = OPT_WORD, .synopsis = "TILES [-p] " BAG_TAIL "\n"
	  "-a -p " BAG_TAIL },
	{ .name = "trade",
	  .help = "discard the whole hand and draw five (Shenanigrams)",
	  .synopsis = "-p " BAG_TAIL },
	{ .name = "fill", .help = "draw hands back up to five tiles",
	  .synopsis = "[-p] " BAG_TAIL },
	{ .name = "rotten",
	  .help = "a Rotten Banana: the tiles back, the player out",
	  .synopsis = "-p " BAG_TAIL },
	{ .name = "bananas",
	  .help = "call Bananas! with a grid: the Top Banana wins",
	  .synopsis = "-p -g [-d] [-m] " BAG_TAIL },
	{ .name = "count", .help = "count the tiles left in the bag",
	  .synopsis = "[-T] [-f | -i [-W]] [-l] [-o]" },
	{ .name = "audit", .help = "check that no tile was created or lost",
	  .synopsis = "[-q] [-f | -i [-W]] [-l] [-o]" },
	{ .name = NULL }
};

static const struct opt_tool bag_tool = {
	.name = "bag",
	.intro = N_("games: bananagrams, bananagrams-wild, shenanigrams, "
	    "typeset, shapemash\n"),
	.cmds = cmds,
	.opts = opts
};

/* What the options asked for, beside the flow's part (-i, -o, -q). */
struct opts {
	const char	*dist, *ffile, *player, *to;
	const char	*dict, *grid, *lang;
	enum out_fmt	 fmt;		/* -o too: count writes its formats */
	uint64_t	 n, minlen;
	int		 all, has_seed, has_n, total, force, under3;
	uint64_t	 seed;
};

static struct player *
need_player(struct flow *f, struct state *st, const char *name,
    const char *what)
{
	struct player *p;

	/* With logins the caller's own player, named or not (flow.h). */
	if ((p = flow_player(f, st, name)) == NULL)
		fail_usage("%s needs --player", what);
	return p;
}

/* The games a command plays (STATE_ bits). */
static unsigned
cmd_games(const char *cmd)
{
	if (strcmp(cmd, "peel") == 0 || strcmp(cmd, "dump") == 0 ||
	    strcmp(cmd, "rotten") == 0 || strcmp(cmd, "bananas") == 0)
		return STATE_BANANAGRAMS;
	if (strcmp(cmd, "trade") == 0)
		return STATE_SHENANIGRAMS;
	if (strcmp(cmd, "fill") == 0)
		return STATE_BANANAGRAMS | STATE_SHENANIGRAMS;
	if (strcmp(cmd, "return") == 0)
		return STATE_TILE_GAMES;
	/* draw, count and audit: tiles, or a deck of cards. */
	return STATE_TILE_GAMES | STATE_SHAPEMASH;
}

/*
 * Tiles given on the command line, in the game's language and UTF-8:
 * case does not matter.  s is rewritten in place as tile bytes, which
 * are never longer than the UTF-8.
 */
static void
check_tiles_arg(const struct state *st, char *s)
{
	struct core_err e;
	struct buf b = { 0 };
	char list[160], ch[16], sp[4 * ALPHA_FOLDLEN + 1];
	const char *spell = NULL;
	size_t len = strlen(s);
	int rc = len == 0 ? 1 : tiles_decode(st->alpha, s, len,
	    TILES_WILD | TILES_ANY_CASE, &b, &e);

	/* The character that is no tile, spelt as a hand's ("spell it SS"). */
	if (rc == 1 && len > 0)
		spell = tiles_spelling(st->alpha, s, len, e.col, ch,
		    sizeof(ch), sp);
	tiles_of_alpha(st->alpha, list, sizeof(list));
	/* Each sentence whole, for the catalogs. */
	if (rc != 0 && spell != NULL && strlen(ch) == len)
		fail_usage("'%s' is not a string of tiles (%s): spell it %s", s,
		    list, spell);
	if (rc != 0 && spell != NULL)
		fail_usage("'%s' is not a string of tiles (%s): spell '%s' as "
		    "%s", s, list, ch, spell);
	if (rc != 0)
		fail_usage("'%s' is not a string of tiles (%s)", s, list);
	memcpy(s, b.p, b.len + 1);
	buf_free(&b);
}

/*
 * bag new's answer for a terminal: the state or the bag would show
 * everyone's future tiles, so one line stands for them (flow.h, brief).
 */
static void
new_summary(const struct state *st, size_t n, const char *what,
    struct flow *f)
{
	/*
	 * A game made by the games group's tools into a file (the games
	 * folder) keeps the bag and the seed, which makes every tile known,
	 * from every player: the count alone.
	 */
	if (privilege_held() && f->ifile != NULL) {
		f->text.len = 0;
		buf_printf(&f->text, "%s: %zu %s\n", st->game, n, what);
		return;
	}
	buf_printf(&f->brief, "%s: %zu %s, seed %llu\n", st->game, n, what,
	    (unsigned long long)st->seed);
	f->brief_always = 1;
}

/*
 * A built-in game's -D must be what the game is played with: Shapemash's
 * a list of cards, the others' a mapping of tiles.  A game named so with
 * the other kind would be a state its own tools refuse, and bag sends
 * back to them; so would a category game's, which has no bag.  cards:
 * whether -D is a list of cards.
 */
static void
dist_fits(const char *game, int cards)
{
	unsigned kind = state_game_named(game);
	struct tileset t;

	/* A category game has no bag: its tools would refuse the state. */
	if (kind == STATE_CATEGORIES)
		fail_usage("categories is played with sheets and boards, not "
		    "a bag: 'categories new' opens it");
	if (kind == STATE_SHAPEMASH && !cards)
		fail_usage("%s is played with word cards: -D takes a list of "
		    "cards, not a mapping of tiles", game);
	if (cards && tiles_builtin(game, &t) == 0)
		fail_usage("%s is played with tiles: -D takes a mapping of "
		    "tile to count, not a list of cards", game);
}

/* bag new: a new game, its state to emit in f. */
static void
cmd_new(const char *game, struct opts *o, struct flow *f)
{
	struct core_err e;
	struct state *st;
	struct tileset t;
	const char *name;
	struct node *root;
	size_t len;
	char *s;
	struct rng r;

	struct node *deck = NULL;
	const struct alphabet *a = NULL;

	if (f->ifile != NULL)
		flow_fresh(f, o->force, "bag new -i");
	if (o->lang != NULL)
		a = langload_get(o->lang);
	if (o->dist != NULL) {
		s = input_slurp(o->dist, &name, &len);
		if ((root = node_read(s, len, name, &e)) == NULL)
			fail_core(&e);
		/* A list is a deck of cards, a mapping a set of tiles. */
		if (root->kind == NODE_SEQ) {
			if (shapemash_cards_read_deck(root, name, &e) == -1)
				fail_core(&e);
			deck = root;
		} else if ((a != NULL ? tiles_read_dist_alpha(root, name, a,
		    &t, &e) : tiles_read_dist(root, name, &t, &e)) == -1)
			fail_core(&e);
		else
			node_free(root);
		free(s);
		if (game != NULL)
			dist_fits(game, deck != NULL);
		else
			game = "custom";
	} else if (game == NULL)
		fail_usage("bag new needs a GAME");
	else if (shapemash_cards_builtin(game, &deck) == -2)
		fail_nomem();
	else if (deck == NULL && tiles_builtin(game, &t) == -1)
		fail_usage("unknown game '%s' (bananagrams, "
		    "bananagrams-wild, shenanigrams, typeset, shapemash)",
		    game);
	else if (deck == NULL && a != NULL && o->dist == NULL &&
	    tiles_lang(a, game, &t, &e) == -1)
		fail_at(FAIL_USAGE, o->lang, 0, 0, "%s", e.msg);
	/* A house rule of Bananagrams, which plays a set of one's own too. */
	if (o->under3 && deck != NULL && strcmp(game, "custom") == 0)
		fail_usage("-u is a house rule of Bananagrams, not of a deck "
		    "of cards");
	if (o->under3 && (deck != NULL || state_game_named(game) != 0))
		fail_usage("-u is a house rule of Bananagrams, not of %s",
		    game);
	if (deck != NULL && a != NULL && strcmp(a->code, "en") != 0)
		fail_usage("a deck's cards are English words: no --lang "
		    "'%s'", o->lang);
	if (o->dist != NULL && strspn(game, "abcdefghijklmnopqrstuvwxyz-") !=
	    strlen(game))
		fail_usage("bad game name '%s'", game);
	if (deck != NULL) {
		/* A deck of one's own is recorded for the audit. */
		if ((st = shapemash_cards_new(game, o->has_seed ? o->seed :
		    seed_os(), deck, &e)) == NULL ||
		    (o->dist != NULL && shapemash_cards_record(st, &e) == -1))
			fail_core(&e);
		stateio_seed_typer(st);
		if (shapemash_cards_put_deck(&f->text, st, &len, &e) == -1)
			fail_core(&e);
		new_summary(st, len, len == 1 ? "card" : "cards", f);
		f->st = st;
		f->apply = 1;
		return;
	}
	if ((st = state_new(game, &e)) == NULL ||
	    (a != NULL && state_set_lang(st, a->code, a, &e) == -1) ||
	    (o->under3 && state_house_set(st, STATE_HOUSE_DUMP_UNDER_THREE,
	    &e) == -1))
		fail_core(&e);
	st->has_seed = 1;
	st->seed = o->has_seed ? o->seed : seed_os();
	stateio_seed_typer(st);
	st->has_dist = o->dist != NULL;
	st->dist = t;
	if ((st->bag = tiles_expand(&t)) == NULL ||
	    state_set(&st->discard, "", &e) == -1)
		fail_nomem();
	rng_seed(&r, st->seed, 0);
	tiles_shuffle(st->bag, strlen(st->bag), &r);
	stateio_put_tiles(&f->text, st, st->bag);
	buf_addc(&f->text, '\n');
	len = strlen(st->bag);
	new_summary(st, len, len == 1 ? "tile" : "tiles", f);
	f->st = st;
	f->apply = 1;
}

/*
 * count's answer, made in b in the format asked for (count writes its
 * own YAML and JSON): a yes, ended through a flow of its own.
 */
static int __attribute__((noreturn))
answer(struct buf *b, struct state *st)
{
	struct flow f = { .text = *b };

	state_free(st);
	flow_end(&f);
}

/* count for a card game: the cards left in the deck, and those played. */
static int
count_cards(struct state *st, struct opts *o)
{
	struct buf b = { 0 };
	struct core_err e;
	size_t left, played;

	if (shapemash_cards_count(st, &left, &played, &e) == -1)
		fail_core(&e);
	if (o->total)
		buf_printf(&b, o->fmt == OUT_JSON ? "{\"total\": %zu}\n" :
		    o->fmt == OUT_YAML ? "total: %zu\n" : "%zu\n", left);
	else
		buf_printf(&b, o->fmt == OUT_JSON ? "{\"total\": %zu, "
		    "\"cards_played\": %zu}\n" : o->fmt == OUT_YAML ?
		    "total: %zu\ncards_played: %zu\n" : "total %zu\nplayed %zu\n",
		    left, played);
	return answer(&b, st);
}

/*
 * An audit's verdict as a document: {valid: false}, or {valid: true,
 * total: N}, and the tags for Shenanigrams.
 */
static void
audit_doc(struct flow *f, int valid, size_t total, size_t tags)
{
	struct node *m;

	if ((m = node_new(NODE_MAP, STYLE_BLOCK)) == NULL ||
	    node_set(m, "valid", node_str(valid ? "true" : "false",
	    STYLE_PLAIN)) == -1 ||
	    (valid && node_set(m, "total", node_int((long long)total)) ==
	    -1) ||
	    (tags > 0 && node_set(m, "tags", node_int((long long)tags)) ==
	    -1))
		fail_nomem();
	f->doc = m;
}

/* audit for a card game: no card created, lost or changed. */
static void
audit_cards(struct state *st, struct flow *f)
{
	struct core_err e;
	size_t n;
	int rc;

	if ((rc = shapemash_cards_audit(st, &n, &e)) == -1)
		fail_core(&e);
	if (rc == 1) {
		flow_refuse_err(f, &e);
		audit_doc(f, 0, 0, 0);
		return;
	}
	buf_printf(&f->text, "complete: %zu card%s\n", n, n == 1 ? "" : "s");
	audit_doc(f, 1, n, 0);
}

/*
 * May the caller count the bag letter by letter?  Not while another holds
 * a hand the caller may not see (flow_sees): the game's set less the bag
 * and one's own hand is the others' hands, with two players the other's.
 * The total is anyone's, as the size of the bunch is at a table.
 */
static int
count_by_letter(const struct state *st)
{
	size_t i;

	for (i = 0; i < st->nplayers; i++)
		if (st->players[i].hand != NULL &&
		    st->players[i].hand[0] != '\0' &&
		    !flow_sees(st, &st->players[i]))
			return 0;
	return 1;
}

static int
cmd_count(struct state *st, struct opts *o)
{
	struct tileset t;
	struct buf b = { 0 };
	char u[8];
	int i, c, n = 0, json = o->fmt == OUT_JSON, yaml = o->fmt == OUT_YAML;
	int letters;

	if (st->bag == NULL && shapemash_cards_has_deck(st))
		return count_cards(st, o);
	if (st->bag == NULL)
		fail_input(st->file, "the state has no bag");
	tileset_clear(&t);
	tileset_add(&t, st->bag, 1);
	letters = !o->total && count_by_letter(st);
	if (!letters && (json || yaml))
		buf_printf(&b, json ? "{\"total\": %zu}\n" : "total: %zu\n",
		    tileset_total(&t));
	else if (json || yaml)
		buf_printf(&b, json ? "{\"total\": %zu, \"tiles\": {" :
		    "total: %zu\ntiles:\n", tileset_total(&t));
	else
		buf_printf(&b, o->total ? "%zu\n" : "total %zu\n",
		    tileset_total(&t));
	/* The structured forms list every tile of the language, 0 or not. */
	for (i = 0; i < TILE_KINDS && letters; i++) {
		c = tile_char(i);
		if (t.n[i] == 0 && (!(json || yaml) || (c != TILE_WILD &&
		    alpha_index(st->alpha, c) < 0)))
			continue;
		tile_name(st->alpha, c, u);
		if (json)
			buf_printf(&b, "%s\"%s\": %u", n++ ? ", " : "", u,
			    t.n[i]);
		else if (yaml)
			buf_printf(&b, "  \"%s\": %u\n", u, t.n[i]);
		else
			buf_printf(&b, "%s %u\n", u, t.n[i]);
	}
	if (json && letters)
		buf_adds(&b, "}}\n");
	return answer(&b, st);
}

/*
 * audit: the game's full set, no tile created or lost (tiles-lost), and
 * in Shenanigrams every tag, in hand or on a tagged word.
 */
static void
cmd_audit(struct state *st, struct flow *f)
{
	struct tileset have, full;
	struct buf b = { 0 };
	struct shenanigrams_verdict v;
	struct core_err e;
	size_t tags = 0;
	char u[8];
	int i, rc = 0;

	if (st->bag == NULL && shapemash_cards_has_deck(st)) {
		audit_cards(st, f);
		return;
	}
	if (state_full_set(st, &full) == -1)
		fail_input(st->file, "game '%s' has no known tile set",
		    st->game ? st->game : "");
	/* Shenanigrams: its board read first, a malformed one exit 2. */
	if (bag_is_game(st, "shenanigrams") &&
	    (rc = shenanigrams_audit_tags(st, &tags, &v, &e)) == -1)
		fail_core(&e);
	state_tiles(st, &have);
	if (!tileset_equal(&have, &full)) {
		for (i = 0; i < TILE_KINDS; i++)
			if (have.n[i] != full.n[i])
				buf_printf(&b, " %s %+d", tile_name(st->alpha,
				    tile_char(i), u), (int)have.n[i] -
				    (int)full.n[i]);
		if (b.failed)
			fail_nomem();
		flow_refuse(f, &bag_rules[BAG_TILES_LOST], "tiles created or "
		    "lost:%s (%zu held, %zu in the set)", b.p ? b.p : "",
		    tileset_total(&have), tileset_total(&full));
		buf_free(&b);
		audit_doc(f, 0, 0, 0);
		return;
	}
	/* Shenanigrams: the tags are counted too. */
	if (bag_is_game(st, "shenanigrams") && rc == 1) {
		flow_refuse(f, v.rule, "%s", v.msg);
		audit_doc(f, 0, 0, 0);
		return;
	}
	buf_printf(&f->text, "complete: %zu tile%s", tileset_total(&have),
	    tileset_total(&have) == 1 ? "" : "s");
	if (tags > 0)
		buf_printf(&f->text, ", %zu tags", tags);
	buf_addc(&f->text, '\n');
	audit_doc(f, 1, tileset_total(&have), tags);
}

/*
 * The options into o and f; returns the command, its operand (if any)
 * in *arg.
 */
static const char *
read_opts(int argc, char *argv[], struct opts *o, struct flow *f,
    char **arg)
{
	const char *cmd;
	int ch;

	o->n = 1;
	o->minlen = 2;
	while ((ch = opt_get(&bag_tool, argc, argv)) != -1)
		switch (ch) {
		case 'a': o->all = 1; break;
		case 'd': o->dict = optarg; break;
		case 'D': o->dist = optarg; break;
		case 'F': o->force = 1; break;
		case 'f': o->ffile = optarg; break;
		case 'g': o->grid = optarg; break;
		case 'i': f->ifile = optarg; break;
		case 'W': statefile_wait(optarg); break;
		case 'l': o->lang = optarg; langload_arg(optarg); break;
		case 'm':
			o->minlen = opt_u64(optarg, N_("minimum length"), 2,
			    DICT_MAXLEN);
			break;
		case 'n':
			o->n = opt_u64(optarg, N_("count"), 1, 100000);
			o->has_n = 1;
			break;
		case 'o': f->fmt = o->fmt = output_format(optarg, 1); break;
		case 'p': o->player = optarg; break;
		case 'q': f->quiet = 1; break;
		case 's':
			o->seed = seed_arg(optarg);
			o->has_seed = 1;
			break;
		case 't': o->to = optarg; break;
		case 'T': o->total = 1; break;
		case 'u': o->under3 = 1; break;
		default: opt_usage(&bag_tool, stderr, EXIT_ERR);
		}
	argc -= optind;
	argv += optind;
	/* GNU getopt has moved the operands last: the command is first. */
	cmd = argc > 0 ? *argv++ : NULL;
	argc -= cmd != NULL;
	opt_check_cmd(&bag_tool, cmd);
	if (cmd == NULL)
		fail_usage("a command is needed: new, draw, peel, dump, "
		    "return, trade, fill, rotten, bananas, count or audit");
	if (argc > 1)
		fail_usage("too many arguments");
	*arg = argc == 1 ? argv[0] : NULL;
	if (strcmp(cmd, "new") != 0 && strcmp(cmd, "draw") != 0 &&
	    strcmp(cmd, "peel") != 0 && strcmp(cmd, "fill") != 0 &&
	    strcmp(cmd, "dump") != 0 && strcmp(cmd, "return") != 0 &&
	    strcmp(cmd, "trade") != 0 && strcmp(cmd, "count") != 0 &&
	    strcmp(cmd, "audit") != 0 && strcmp(cmd, "rotten") != 0 &&
	    strcmp(cmd, "bananas") != 0)
		opt_unknown_cmd(&bag_tool, cmd);
	return cmd;
}

/*
 * A PEEL's answer: a line for each player in, the tile they took, which
 * only those who may see it see (flow_sees): "bob took a tile".
 */
static void
peel_text(struct flow *f, const struct state *st, const char *got)
{
	const struct player *p;
	size_t i, k = 0;
	char u[8];

	for (i = 0; i < st->nplayers; i++) {
		p = &st->players[i];
		if (p->out)
			continue;
		if (flow_sees(st, p))
			buf_printf(&f->text, "%s %s\n", p->name,
			    tile_name(st->alpha, got[k], u));
		else
			buf_printf(&f->text, "%s took a tile\n", p->name);
		k++;
	}
}

/*
 * A grid that is not a Top Banana, or not done for a PEEL (cmd): its
 * problems as validate --grid reports them, on stderr in text (unless
 * quiet), or as the verdict document; the reason in e names the caller.
 */
static void
grid_refused(const struct grid *g, const struct grid_problems *ps,
    const struct state *st, const char *name, const char *cmd,
    struct flow *f, struct core_err *e)
{
	struct buf rep = { 0 };

	if (f->fmt == OUT_YAML || f->fmt == OUT_JSON)
		f->doc = gridreport_doc(ps, st->alpha);
	else if (!f->quiet) {
		gridreport_put(&rep, g, ps, OUT_TEXT, isatty(STDERR_FILENO),
		    st->alpha);
		if (rep.failed || fwrite(rep.p, 1, rep.len, stderr) != rep.len)
			fail_nomem();
	}
	buf_free(&rep);
	if (strcmp(cmd, "peel") == 0)
		i18n_format(e->msg, sizeof(e->msg), "%s's grid is not done "
		    "(problems: %zu), and PEEL is called once every tile is in "
		    "words", name, ps->n);
	else
		i18n_format(e->msg, sizeof(e->msg), "%s's grid is a Rotten "
		    "Banana (problems: %zu)", name, ps->n);
}

/*
 * p's grid (-g), with which p calls Bananas! or PEEL (cmd): read in the
 * game's letters and judged, its problems reported (grid_refused).
 * Returns 0, or 1 or -1 with e set.
 */
static int
call_grid(struct state *st, struct player *p, const char *cmd,
    const struct opts *o, struct flow *f, struct core_err *e)
{
	struct grid_problems ps = { NULL, 0, 0, NULL, 0 };
	struct grid *g;
	struct dict *d;
	const char *name;
	char *s;
	size_t len;
	int rc;

	if (o->grid[0] == '-' && o->grid[1] == '\0' && o->ffile == NULL &&
	    f->ifile == NULL)
		fail_usage("the state is read from stdin: the grid "
		    "needs a file, or the state -f or -i");
	s = input_slurp(o->grid, &name, &len);
	/* The grid is spelt in the game's tiles: its language's letters. */
	if ((g = grid_parse_alpha(st->alpha, s, len, name, 1, 1, e)) == NULL)
		fail_core(e);
	d = stateio_dict_get(st, o->dict, 0);
	/* Its problems are told on stderr, in the reader's words. */
	ps.alpha = st->alpha;
	if (strcmp(cmd, "peel") == 0)
		rc = bananagrams_peel_check(p, g, d, (size_t)o->minlen, &ps,
		    e);
	else
		rc = bananagrams_call(st, p, g, d, (size_t)o->minlen, &ps, e);
	/* An error of the grid is at its place in the grid's file. */
	if (rc == -1 && e->file == NULL && e->line > 0)
		e->file = name;
	if (rc == -1)
		fail_core(e);
	if (rc == 1 && ps.n > 0)
		grid_refused(g, &ps, st, p->name, cmd, f, e);
	grid_problems_free(&ps);
	grid_free(g);
	dictload_done(d);
	free(s);
	return rc;
}

/*
 * The commands that move tiles: draw, peel, fill, dump, return and
 * trade.  Their text goes to text, the tiles taken to *got; returns 0, or
 * 1 or -1 with e set.
 */
static int
cmd_move(struct state *st, const char *cmd, char *arg, const struct opts *o,
    struct flow *f, char **got, struct core_err *e)
{
	struct buf *text = &f->text;
	struct player *p = NULL, *mine;
	int rc;

	if (strcmp(cmd, "draw") == 0) {
		if (o->to != NULL)
			p = need_player(f, st, o->to, "draw");
		if (shapemash_cards_has_deck(st) && st->bag == NULL) {
			/* A card game: the cards go to the table. */
			if (p != NULL)
				fail_usage("cards are drawn for the "
				    "table: no --to");
			/* The card is the builder's, one a round (logins). */
			if (state_has_logins(st) && (rc =
			    shapemash_cards_may_draw(st, flow_player(f, st,
			    NULL), (size_t)o->n, e)) != 0)
				return rc;
			rc = shapemash_cards_draw(st, (size_t)o->n, text, e);
		} else if ((rc = moves_may_draw(st, p, (size_t)o->n, e)) == 0)
			rc = bag_draw(st, p, (size_t)o->n, got, e);
	} else if (strcmp(cmd, "peel") == 0) {
		/* A caller's grid (-g) must hold every tile of the hand. */
		if (o->grid == NULL && (o->dict != NULL || o->minlen != 2))
			fail_usage("--dict and --min-length judge a grid: "
			    "give it with --grid");
		rc = 0;
		if (o->grid != NULL && (rc = bag_may_peel(st, e)) == 0)
			rc = call_grid(st, need_player(f, st, o->player,
			    "peel -g"), cmd, o, f, e);
		/* Text: one line per player in, the tile each took. */
		if (rc == 0 && (rc = bag_peel(st, got, e)) == 0)
			peel_text(f, st, *got);
		free(*got);
		*got = NULL;
	} else if (strcmp(cmd, "fill") == 0) {
		/* Text: one line per player filled, the tiles taken. */
		rc = 0;
		/* Everyone's hand, or one player's: with logins, the caller's. */
		mine = flow_player(f, st, o->player);
		/* A won Shenanigrams game is filled no more. */
		if ((rc = shenanigrams_over(st, e)) != 0)
			return rc;
		for (p = st->players; rc == 0 &&
		    p < st->players + st->nplayers; p++) {
			if (mine != NULL && p != mine)
				continue;
			if ((rc = bag_fill(st, p, got, e)) == 0) {
				buf_printf(text, "%s%s", p->name,
				    (*got)[0] ? " " : "");
				stateio_put_tiles(text, st, *got);
				buf_addc(text, '\n');
			}
			free(*got);
			*got = NULL;
		}
	} else if (strcmp(cmd, "dump") == 0) {
		if (arg != NULL)
			check_tiles_arg(st, arg);
		if (arg == NULL || strlen(arg) != 1)
			fail_usage("bag dump needs one TILE");
		rc = bag_dump(st, need_player(f, st, o->player, "dump"),
		    arg[0], o->under3 ? BAG_DUMP_UNDER_THREE : 0, got, e);
	} else if (strcmp(cmd, "return") == 0) {
		p = flow_player(f, st, o->player);
		if (o->all) {
			if (arg != NULL || p == NULL)
				fail_usage("--all returns a --player's "
				    "whole hand, and takes no TILES");
			if ((*got = str_dup(p->hand ? p->hand : "", e)) ==
			    NULL)
				fail_core(e);
			arg = *got;
		} else if (arg == NULL)
			fail_usage("bag return needs TILES or --all");
		else
			check_tiles_arg(st, arg);
		if ((rc = moves_may_return(st, p, arg, e)) == 0)
			rc = bag_return(st, p, arg, e);
		free(*got);
		*got = NULL;
	} else if (strcmp(cmd, "trade") == 0)
		rc = shenanigrams_trade(st, need_player(f, st, o->player,
		    "trade"), got, e);
	else
		opt_unknown_cmd(&bag_tool, cmd);
	return rc;
}

/*
 * The end of a hand of Bananagrams: "bag rotten" and "bag bananas".  The
 * text answer of a Top Banana goes to f; a rotten grid's problems are
 * its verdict (call_grid).  Returns 0, or 1 or -1 with e set.
 */
static int
cmd_call(struct state *st, const char *cmd, const struct opts *o,
    struct flow *f, struct core_err *e)
{
	struct player *p = need_player(f, st, o->player, cmd);
	int rc;

	if (strcmp(cmd, "rotten") == 0) {
		if (o->grid != NULL)
			fail_usage("a Rotten Banana needs no --grid");
		return bananagrams_rotten(st, p, e);
	}
	if (o->grid == NULL)
		fail_usage("bag bananas needs the caller's --grid");
	if ((rc = call_grid(st, p, cmd, o, f, e)) == 0)
		buf_printf(&f->text, "winner: %s\n", p->name);
	return rc;
}

/*
 * The answer of a move that drew, for a terminal where it is not kept
 * (flow.h, brief): what it drew is still the bag's next tiles there, so
 * only what is left is said.
 */
static void
drew_brief(struct state *st, const char *cmd, struct flow *f)
{
	struct core_err e;
	size_t left, played;

	if (st->bag != NULL && (left = strlen(st->bag)) == 1)
		buf_printf(&f->brief, "%s: 1 tile left in the bag\n", cmd);
	else if (st->bag != NULL)
		buf_printf(&f->brief, "%s: %zu tiles left in the bag\n", cmd,
		    left);
	else if (shapemash_cards_count(st, &left, &played, &e) == -1)
		fail_core(&e);
	else
		buf_printf(&f->brief, "%s: %zu card%s left in the deck\n",
		    cmd, left, left == 1 ? "" : "s");
}

/*
 * A PEEL called (-i) while another move was being written, and a PEEL
 * was written while it waited: one PEEL called twice at the same moment,
 * which gives each player one tile (bananagrams(7)), whatever other
 * moves (a DUMP) were written between.  Then nothing goes back to the
 * file, and the answer says why: 1.  Else 0.
 */
static int
same_peel(struct state *st, struct flow *f)
{
	struct state *called;
	const char *text;
	size_t len;
	int same;

	if (f->ifile == NULL || (text = statefile_called_on(&len)) == NULL ||
	    (called = stateio_try(text, len, f->ifile)) == NULL)
		return 0;
	/* Without a journal (a file written by hand), the PEEL of it. */
	same = bag_peel_made(called, st) ||
	    journalfile_made_since(text, len, &bag_tool, "peel");
	state_free(called);
	if (!same)
		return 0;
	buf_adds(&f->text, "the PEEL called at the same moment already gave "
	    "everyone a tile\n");
	/*
	 * The answer, or the state as it stands, on stdout only: a move
	 * still played with -i (so a kept game's is no move tried with -f),
	 * whose file is not written again.
	 */
	f->unchanged = 1;
	f->st = st;
	f->apply = 1;
	return 1;
}

/*
 * A command on the game's state: its answer, and the state to emit,
 * into f.
 */
static void
cmd_state(const char *cmd, char *arg, struct opts *o, struct flow *f)
{
	struct core_err e;
	struct player *caller;
	struct state *st;
	char *got = NULL;
	int rc;

	if (o->dist != NULL)
		fail_usage("--distribution is for 'bag new'");
	if (arg != NULL && strcmp(cmd, "dump") != 0 &&
	    strcmp(cmd, "return") != 0) {
		char what[32];

		snprintf(what, sizeof(what), "bag %s", cmd);
		opt_no_operand(what, arg, "-f FILE or -i FILE");
	}
	st = stateio_read(o->ffile, f->ifile);
	stateio_need_game(st, cmd_games(cmd));
	/*
	 * A Shenanigrams game moves on only from a board its referee
	 * accepts, as table and bag audit read it: every tag on it.
	 */
	if (bag_is_game(st, "shenanigrams") &&
	    shenanigrams_state_sound(st, &e) == -1)
		fail_core(&e);
	stateio_seed(st, o->has_seed, o->seed);
	if (strcmp(cmd, "count") == 0)
		cmd_count(st, o);	/* it ends the run itself */
	if (strcmp(cmd, "audit") == 0) {
		cmd_audit(st, f);
		state_free(st);
		return;
	}
	/* A move is a player's: with logins, not a watcher's (flow.h). */
	caller = flow_player(f, st, NULL);
	/*
	 * PEEL is called by a player still in: with logins the caller, else
	 * the one -p names.
	 */
	if (strcmp(cmd, "peel") == 0 && o->player != NULL)
		caller = flow_player(f, st, o->player);
	if (strcmp(cmd, "peel") == 0 && caller != NULL &&
	    (rc = bananagrams_may_play(st, caller, N_("PEEL"), &e)) != 0) {
		flow_refuse_err(f, &e);
		flow_end(f);
	}
	if (strcmp(cmd, "peel") == 0 && same_peel(st, f))
		return;
	/* A Typeset game moves on only from mats its referee accepts. */
	if (typeset_state_check(st, &e) == -1)
		fail_core(&e);
	if (strcmp(cmd, "rotten") == 0 || strcmp(cmd, "bananas") == 0)
		rc = cmd_call(st, cmd, o, f, &e);
	else
		rc = cmd_move(st, cmd, arg, o, f, &got, &e);
	if (rc == -1)
		fail_core(&e);
	if (rc == 1)
		flow_refuse_err(f, &e);
	else {
		if (got != NULL && got[0] != '\0') {
			stateio_put_tiles(&f->text, st, got);
			buf_addc(&f->text, '\n');
		}
		if (strcmp(cmd, "return") != 0 && strcmp(cmd, "rotten") != 0 &&
		    strcmp(cmd, "bananas") != 0)
			drew_brief(st, cmd, f);
	}
	free(got);
	f->st = st;
	f->apply = 1;
}

int
main(int argc, char *argv[])
{
	struct opts o = { 0 };
	struct flow f = { 0 };
	const char *cmd;
	char *arg;

	cmd = read_opts(argc, argv, &o, &f, &arg);
	if (strcmp(cmd, "new") == 0) {
		if (o.ffile != NULL)
			fail_usage("'bag new' reads no state: no -f");
		cmd_new(arg, &o, &f);
	} else
		cmd_state(cmd, arg, &o, &f);
	flow_end(&f);
}
