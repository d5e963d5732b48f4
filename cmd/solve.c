/*
 * solve: a Bananagrams grid for a hand, or a proof that there is none.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bananagrams.h"
#include "core.h"
#include "dict.h"
#include "dictload.h"
#include "fail.h"
#include "grid.h"
#include "gridreport.h"
#include "input.h"
#include "node.h"
#include "opt.h"
#include "output.h"
#include "solve.h"
#include "state.h"
#include "stateio.h"
#include "tiles.h"
#include "util.h"

static const struct opt opts[] = {
	OPT__DICT(NULL, NULL),
	OPT__FILE("the hand of a player in a state", NULL),
	{ .letter = 'F', .name = "from", .arg = "GRID", .kind = OPT_FILE,
	  .help = "a peel: keep this grid, fit the TILES" },
	OPT__MIN_LENGTH("2 3 4 5", "shortest word (2; 3: no two-letter words)",
	    NULL),
	OPT__COUNT_CHOICE("nodes", "NODES", "10000 100000 1000000",
	    "give up after NODES search nodes (no limit)", NULL),
	OPT__OUTPUT(OPT_FORMATS, NULL, NULL),
	OPT__PLAYER("whose hand, with -f", NULL),
	{ .letter = 'P', .name = "prefer", .arg = "HOW", .kind = OPT_CHOICE,
	  .choices = "fewest-words smallest-area",
	  .help = "fewest-words or smallest-area" },
	OPT__QUIET("no reason on stderr for exit 1 or 3", NULL),
	{ .letter = 't', .name = "time-limit", .arg = "SECONDS",
	  .kind = OPT_CHOICE, .choices = "1 5 10 30 60",
	  .help = "give up after SECONDS (default 10)" },
	OPT_END
};

static const struct opt_tool solve_tool = {
	.name = "solve",
	.synopsis = "[-q] [-m] [-P] [-t] [-n] [-F] [-d] [-o] TILES\n"
	    "-f -p [-q] [-m] [-P] [-t] [-n] [-F] [-d] [-o]",
	.outro = "exit: 0 solved, 1 proven impossible, 3 no grid found in "
	    "time\n      or in the nodes\n",
	.operand = OPT_WORD,
	.opts = opts
};

static double
parse_seconds(const char *s)
{
	char *end;
	double v = strtod(s, &end);

	if (end == s || *end != '\0' || !(v > 0) || v > 86400)
		fail_usage("time limit '%s' is not a number of seconds "
		    "over 0 and at most 86400", s);
	return v;
}

/*
 * The grid to keep, from file path, in d's letters; exits 2 when it is
 * not a grid.
 */
static struct grid *
read_from(const char *path, const struct dict *d, const char **name)
{
	struct core_err e;
	struct grid *g;
	char *text;
	size_t len;

	text = input_slurp(path, name, &len);
	if ((g = grid_parse_alpha(dictload_alphabet(d), text, len, *name, 1,
	    1, &e)) == NULL)
		fail_core(&e);
	free(text);
	return g;
}

/* solve(1)'s exit for a hand neither solved nor proven impossible. */
#define EXIT_UNSETTLED	3

/* The exit status of a search that ended so: 0, 1, or EXIT_UNSETTLED. */
static int
solve_exit(enum solve_status s)
{
	switch (s) {
	case SOLVE_OK:
		return EXIT_YES;
	case SOLVE_IMPOSSIBLE:
		return EXIT_NO;
	case SOLVE_OUT_OF_TIME:
	case SOLVE_OUT_OF_NODES:
	case SOLVE_SEARCH_ENDED:
		break;
	}
	return EXIT_UNSETTLED;
}

/* r's reason, letter bytes of a, in UTF-8 (cut to fit). */
static void
put_reason(struct solve_result *r, const struct alphabet *a)
{
	struct buf b = { 0 };

	if (buf_add(&b, r->reason, strlen(r->reason)) == -1)
		fail_nomem();
	gridreport_encode(a, &b);
	snprintf(r->reason, sizeof(r->reason), "%s", b.p);
	buf_free(&b);
}

/* The result r, its grid as text in gtext, added to out in fmt. */
static void
put_result(const struct solve_result *r, const struct buf *gtext,
    enum out_fmt fmt, struct buf *out)
{
	struct node *root;

	if (fmt == OUT_YAML || fmt == OUT_JSON) {
		if ((root = node_new(NODE_MAP, STYLE_BLOCK)) == NULL ||
		    node_set(root, "solved", node_str(r->status == SOLVE_OK ?
		    "true" : "false", STYLE_PLAIN)) == -1 ||
		    node_set(root, "status", node_str(solve_status_name(
		    r->status), STYLE_DOUBLE)) == -1 ||
		    (r->status == SOLVE_OK && (node_set(root, "grid",
		    node_str(gtext->p, STYLE_LITERAL)) == -1 ||
		    node_set(root, "word_count",
		    node_int((long long)r->words)) == -1 ||
		    node_set(root, "moved", node_int((long long)r->moved))
		    == -1)) ||
		    (r->status != SOLVE_OK && node_set(root, "reason",
		    node_str(r->reason, STYLE_DOUBLE)) == -1) ||
		    node_set(root, "nodes", node_int((long long)r->nodes)) ==
		    -1)
			fail_nomem();
		output_put_tree(root, fmt, out);
	} else if (r->status == SOLVE_OK)
		buf_add(out, gtext->p, gtext->len);
}

int
main(int argc, char *argv[])
{
	struct solve_opts o;
	struct solve_result r;
	struct core_err e;
	struct buf out = { 0 }, gtext = { 0 };
	struct state *st = NULL;
	struct player *p;
	struct grid *from = NULL;
	struct dict *d;
	const char *dname = NULL, *ffile = NULL, *player = NULL;
	const char *from_name = NULL, *from_path = NULL;
	enum out_fmt fmt = OUT_TEXT;
	char *tiles = NULL, *own = NULL;
	int ch, quiet = 0, rc;

	memset(&o, 0, sizeof(o));
	o.minlen = 2;
	o.time_limit = 10;
	while ((ch = opt_get(&solve_tool, argc, argv)) != -1)
		switch (ch) {
		case 'd': dname = optarg; break;
		case 'f': ffile = optarg; break;
		case 'F': from_path = optarg; break;
		case 'm': o.minlen = opt_u64(optarg, "minimum length", 2,
			    DICT_MAXLEN);
			break;
		case 'n': o.max_nodes = opt_u64(optarg, "nodes", 1,
			    1000000000000);
			break;
		case 'o': fmt = output_format(optarg, 1); break;
		case 'p': player = optarg; break;
		case 'P':
			if (strcmp(optarg, "fewest-words") == 0)
				o.prefer = SOLVE_FEWEST_WORDS;
			else if (strcmp(optarg, "smallest-area") == 0)
				o.prefer = SOLVE_SMALLEST_AREA;
			else
				fail_usage("--prefer is fewest-words or "
				    "smallest-area, not '%s'", optarg);
			break;
		case 'q': quiet = 1; break;
		case 't': o.time_limit = parse_seconds(optarg); break;
		default: opt_usage(&solve_tool, stderr, EXIT_ERR);
		}
	argc -= optind;
	argv += optind;
	if (ffile != NULL) {
		if (argc > 0 || player == NULL)
			fail_usage("-f STATE takes --player and no TILES");
		st = stateio_read(ffile, NULL);
		stateio_need_game(st, STATE_BANANAGRAMS);
	}
	/* A game's hand is solved in the game's language. */
	d = dictload_get(st != NULL ? stateio_dict(st, dname) : dname);
	if (from_path != NULL)
		from = read_from(from_path, d, &from_name);
	if (st != NULL) {
		if ((p = stateio_player(st, player))->hand == NULL)
			fail_input(st->file, "no player with a hand named '%s'",
			    player);
		tiles = p->hand;
		/* A peel from a game: the new tiles are those not on it. */
		if (from != NULL && grid_hand_minus(tiles, from) == -1)
			fail_input(st->file, "the grid holds tiles that %s's "
			    "hand does not", player);
	} else if (argc != 1)
		fail_usage("give the TILES, or -f STATE --player NAME");
	else if (player != NULL)
		fail_usage("--player needs -f STATE");
	else
		tiles = own = gridreport_hand(dictload_alphabet(d), argv[0]);
	if (tiles[0] == '\0' && from == NULL)
		fail_usage("no tiles to solve");
	o.from = from;
	/* The grid to keep must be a grid of words, in one piece. */
	if (from != NULL) {
		struct grid_problems ps = { NULL, 0, 0 };

		if (bananagrams_check(from, d, NULL, o.minlen, &ps, &e) == -1)
			fail_core(&e);
		if (ps.n > 0 && grid_tiles(from) > 0)
			fail_input(from_name, "the grid to keep is not a valid "
			    "grid: %s", ps.p[0].msg);
		grid_problems_free(&ps);
	}
	if (solve_hand(d, tiles, &o, &r, &e) == -1)
		fail_core(&e);
	if (r.status == SOLVE_OK)
		grid_write(r.grid, &gtext);
	gridreport_encode(dictload_alphabet(d), &gtext);
	put_reason(&r, dictload_alphabet(d));
	put_result(&r, &gtext, fmt, &out);
	output_buf(&out);
	rc = solve_exit(r.status);
	if (rc != EXIT_YES && !quiet)
		fprintf(stderr, "solve: %s\n", r.reason);
	buf_free(&out);
	buf_free(&gtext);
	grid_free(r.grid);
	grid_free(from);
	free(own);
	dict_free(d);
	state_free(st);
	return rc;
}
