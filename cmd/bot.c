/*
 * bot: whole games of Bananagrams or Shenanigrams played by bots from one
 * seed, written as a log of the commands that replay and check them.
 */
#include <err.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bot.h"
#include "core.h"
#include "dict.h"
#include "grid.h"
#include "node.h"
#include "opt.h"
#include "shenanigrams.h"
#include "state.h"
#include "tool.h"
#include "util.h"

#define BOT_GAMES "bananagrams bananagrams-wild shenanigrams"

static const struct opt opts[] = {
	{ 'd', "dict", "NAME|FILE", OPT_DICT, NULL,
	  "dictionary; default standard", NULL },
	{ 'm', "min-length", "N", OPT_CHOICE, "2 3 4 5",
	  "Bananagrams: shortest word (2)", NULL },
	{ 'n', "nodes", "N", OPT_NUMBER, NULL,
	  "search budget of each solve (200000)", NULL },
	{ 'o', "output", "FMT", OPT_CHOICE, "text yaml json",
	  "text (the log), yaml or json (a summary)", NULL },
	{ 'p', "players", "N", OPT_CHOICE, "1 2 3 4 5 6 7 8",
	  "players (Bananagrams 4, Shenanigrams 2)", NULL },
	{ 'q', "quiet", NULL, OPT_FLAG, NULL, "text: only the summary line",
	  NULL },
	{ 's', "seed", "N", OPT_NUMBER, NULL, "the seed of the game", NULL },
	{ 't', "turns", "N", OPT_NUMBER, NULL,
	  "Shenanigrams: give up after N turns (1000)", NULL },
	{ 'v', "variant", "NAME", OPT_CHOICE, "smoothie cafe",
	  "Bananagrams: smoothie or cafe", NULL },
	{ 0, NULL, NULL, 0, NULL, NULL, NULL }
};

static const struct opt_tool bot_tool = {
	"bot",
	"usage: bot GAME [-p N] [-s SEED] [-v VARIANT] [-m N] [-n NODES]"
	" [-t TURNS]\n"
	"           [-d DICT] [-o FMT] [-q]\n",
	"games: bananagrams, bananagrams-wild, shenanigrams\n",
	NULL, NULL, NULL, OPT_CHOICE, BOT_GAMES, opts
};

/* A step of a Bananagrams game as the commands that replay it. */
static int
log_bananagrams(struct buf *log, const struct bot_event *ev)
{
	switch (ev->kind) {
	case BOT_EV_DUMP:
		return buf_printf(log, "bag dump %c --player %s -i game.yaml   "
		    "# cannot fit the %c; takes %s\n", ev->tile, ev->player,
		    ev->tile, ev->tiles);
	case BOT_EV_PEEL:
		if (ev->nout == 0)
			return buf_printf(log, "bag peel -i game.yaml   # %s "
			    "used every tile: PEEL!\n", ev->player);
		return buf_printf(log, "# %s used every tile: PEEL!\n",
		    ev->player);
	case BOT_EV_DRAW:
		return buf_printf(log, "bag draw --to %s -i game.yaml\n",
		    ev->player);
	case BOT_EV_BANANAS:
		return buf_printf(log, "# %s: Bananas!\n", ev->player);
	case BOT_EV_CHECK:
		/* The replay checks the grid too; a rotten one fails it. */
		if (buf_printf(log, "validate --grid - -f game.yaml --player "
		    "%s --min-length %zu%s <<'GRID'\n", ev->player,
		    ev->o->minlen, ev->problem ? " || echo 'Rotten Banana'" :
		    "") == -1 ||
		    grid_write(ev->grid, log) == -1)
			return -1;
		return buf_adds(log, "GRID\n");
	case BOT_EV_ROTTEN:
		return buf_printf(log, "# %s is the Rotten Banana: %s\n"
		    "bag return --all --player %s -i game.yaml\n", ev->player,
		    ev->problem, ev->player);
	case BOT_EV_ALL_OUT:
		return buf_adds(log, "# every player is out: nobody wins\n");
	case BOT_EV_STUCK:
		return buf_adds(log, "# nobody can finish and nobody can dump: "
		    "no Bananas\n");
	default:
		return 0;
	}
}

/* Each step of the game, into the log (arg) as the commands of the tools. */
static int
log_event(void *arg, const struct bot_event *ev, struct core_err *e)
{
	const struct bot_opts *o = ev->o;
	struct buf *log = arg;
	char mv[64];
	int rc;

	switch (ev->kind) {
	case BOT_EV_NEW_GAME:
		rc = buf_printf(log, "# wordkit bot: %s, %zu players, seed "
		    "%llu\nbag new %s -s %llu > game.yaml\n", o->game,
		    o->players, (unsigned long long)o->seed, o->game,
		    (unsigned long long)o->seed);
		break;
	case BOT_EV_DEAL:
		rc = buf_printf(log, "deal -p %zu%s%s -i game.yaml\n",
		    o->players, o->variant ? " --variant " : "",
		    o->variant ? o->variant : "");
		break;
	case BOT_EV_MOVE:
	case BOT_EV_TRADE:
	case BOT_EV_PASS:
		rc = buf_printf(log, "steal-check -i game.yaml %s   # %s\n",
		    shenanigrams_move_text(ev->move, mv),
		    ev->player ? ev->player : "");
		break;
	case BOT_EV_WIN:
		rc = buf_printf(log, "# %s wins: %s\n", ev->player,
		    strcmp(o->game, "shenanigrams") == 0 ? "SHENANIGRAMS!" :
		    "Top Banana");
		break;
	case BOT_EV_END:
		rc = buf_adds(log, "bag audit -f game.yaml\n");
		break;
	default:
		rc = log_bananagrams(log, ev);
	}
	return rc == -1 ? core_nomem(e) : 0;
}

int
main(int argc, char *argv[])
{
	struct bot_opts o;
	struct bot_result r;
	struct core_err e;
	struct buf log = { 0 }, out = { 0 };
	struct node *root;
	struct dict *d;
	const char *dname = NULL;
	char seedtext[32];
	enum out_fmt fmt = OUT_TEXT;
	int ch, quiet = 0, has_seed = 0, has_players = 0;

	memset(&o, 0, sizeof(o));
	o.on_event = log_event;
	o.arg = &log;
	o.minlen = 2;
	o.max_nodes = 200000;
	o.max_turns = 1000;
	while ((ch = opt_get(&bot_tool, argc, argv)) != -1)
		switch (ch) {
		case 'd': dname = optarg; break;
		case 'm': o.minlen = tool_u64(optarg, "minimum length", 2, 10);
			break;
		case 'n': o.max_nodes = tool_u64(optarg, "nodes", 1,
			    1000000000);
			break;
		case 'o': fmt = tool_format(optarg, 1); break;
		case 'p': o.players = tool_u64(optarg, "players", 1, 8);
			has_players = 1;
			break;
		case 'q': quiet = 1; break;
		case 's': o.seed = tool_seed_arg(optarg);
			has_seed = 1;
			break;
		case 't': o.max_turns = tool_u64(optarg, "turns", 1, 100000);
			break;
		case 'v': o.variant = optarg; break;
		default: opt_usage(&bot_tool, stderr, EXIT_ERR);
		}
	argc -= optind;
	argv += optind;
	if (argc != 1)
		tool_usage_err("give one GAME: bananagrams, bananagrams-wild or "
		    "shenanigrams");
	o.game = argv[0];
	if (strcmp(o.game, "bananagrams") != 0 &&
	    strcmp(o.game, "bananagrams-wild") != 0 &&
	    strcmp(o.game, "shenanigrams") != 0)
		tool_usage_err("no bot plays '%s'", o.game);
	if (!has_players)
		o.players = strcmp(o.game, "shenanigrams") == 0 ? 2 : 4;
	if (!has_seed)
		o.seed = tool_os_seed();
	d = tool_dict(dname);
	if (bot_play(d, &o, &r, NULL, &e) == -1)
		tool_fail(&e);
	if (fmt == OUT_YAML || fmt == OUT_JSON) {
		snprintf(seedtext, sizeof(seedtext), "%llu",
		    (unsigned long long)o.seed);
		if ((root = node_new(NODE_MAP, STYLE_BLOCK)) == NULL ||
		    node_set(root, "game", node_str(o.game, STYLE_DOUBLE)) ==
		    -1 ||
		    node_set(root, "seed", node_str(seedtext, STYLE_PLAIN)) ==
		    -1 ||
		    node_set(root, "players", node_int((long long)o.players)) ==
		    -1 ||
		    node_set(root, "winner", node_str(r.winner[0] ? r.winner :
		    "", STYLE_DOUBLE)) == -1 ||
		    node_set(root, "rounds", node_int((long long)r.rounds)) ==
		    -1 ||
		    node_set(root, "peels", node_int((long long)r.peels)) == -1 ||
		    node_set(root, "dumps", node_int((long long)r.dumps)) == -1 ||
		    node_set(root, "rotten", node_int((long long)r.rotten)) ==
		    -1 ||
		    node_set(root, "trades", node_int((long long)r.trades)) ==
		    -1 ||
		    node_set(root, "steals", node_int((long long)r.steals)) ==
		    -1 ||
		    node_set(root, "tiles_left", node_int((long long)
		    r.tiles_left)) == -1 ||
		    node_set(root, "nodes", node_int((long long)r.nodes)) == -1)
			errx(EXIT_ERR, "out of memory");
		tool_put_tree(root, fmt, &out);
	} else {
		if (!quiet && buf_add(&out, log.p, log.len) == -1)
			errx(EXIT_ERR, "out of memory");
		buf_printf(&out, "# seed %llu: %s\n", (unsigned long long)o.seed,
		    r.winner[0] ? r.winner : "no winner");
	}
	tool_write_stdout(&out);
	buf_free(&out);
	buf_free(&log);
	dict_free(d);
	return r.winner[0] ? EXIT_YES : EXIT_NO;
}
