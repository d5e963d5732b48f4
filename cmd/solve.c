/*
 * solve: a Bananagrams grid for a hand, or a proof that there is none.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "bananagrams.h"
#include "core.h"
#include "dict.h"
#include "dictload.h"
#include "fail.h"
#include "flow.h"
#include "grid.h"
#include "gridreport.h"
#include "hand.h"
#include "i18n.h"
#include "input.h"
#include "langload.h"
#include "node.h"
#include "opt.h"
#include "output.h"
#include "say.h"
#include "solve.h"
#include "state.h"
#include "stateio.h"
#include "tiles.h"
#include "util.h"

static const struct opt opts[] = {
	OPT__DICT(NULL, NULL),
	OPT__FILE("the hand of a player in a state", NULL),
	{ .letter = 'F', .name = "from", .arg = "GRID", .kind = OPT_FILE,
	  .help = N_("a peel: keep this grid, fit the TILES") },
	OPT__LANG('l', "the language: a code (with -f, the state's),\nor an alphabet FILE for one of one's own", NULL),
	OPT__MIN_LENGTH("2 3 4 5", "shortest word (2; 3: no two-letter words)",
	    NULL),
	OPT__COUNT_CHOICE("nodes", "NODES", "10000 100000 1000000",
	    "give up after NODES search nodes (no limit)", NULL),
	OPT__OUTPUT(OPT_FORMATS, NULL, NULL),
	OPT__PLAYER("whose hand, with -f", NULL),
	{ .letter = 'P', .name = "prefer", .arg = "HOW", .kind = OPT_CHOICE,
	  .choices = "fewest-words smallest-area",
	  .help = N_("fewest-words or smallest-area") },
	OPT__QUIET("no reason on stderr for exit 1 or 3", NULL),
	{ .letter = 't', .name = "time-limit", .arg = "SECONDS",
	  .kind = OPT_CHOICE, .choices = "1 5 10 30 60",
	  .help = N_("give up after SECONDS (default 10)") },
	OPT_END
};

static const struct opt_tool solve_tool = {
	.name = "solve",
	.synopsis = "[-q] [-m] [-P] [-t] [-n] [-F] [-d] [-l] [-o] TILES\n"
	    "-f -p [-l] [-q] [-m] [-P] [-t] [-n] [-F] [-d] [-o]",
	.outro = N_("exit: 0 solved, 1 proven impossible, 3 no grid found in "
	    "time\n      or in the nodes\n"),
	.operand = OPT_WORD,
	.opts = opts
};

static double
parse_seconds(const char *s)
{
	const char *p;
	char *end;
	double v;

	/*
	 * Whole seconds, as they are mostly given, without strtod: its
	 * tables and its deep stack are two pages to fault in, which cost
	 * more than the rest of the options together.  Anything else (a
	 * fraction, an exponent) is strtod's, which reads digits alike.
	 */
	for (v = 0, p = s; *p >= '0' && *p <= '9' && p - s < 9; p++)
		v = v * 10 + (*p - '0');
	if (p == s || *p != '\0')
		v = strtod(s, &end);
	else
		end = (char *)p;
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

/* Did a search that ended so settle the hand, solved or impossible? */
static int
settled(enum solve_status s)
{
	switch (s) {
	case SOLVE_OK:
	case SOLVE_IMPOSSIBLE:
		return 1;
	case SOLVE_OUT_OF_TIME:
	case SOLVE_OUT_OF_NODES:
	case SOLVE_SEARCH_ENDED:
		break;
	}
	return 0;
}

/*
 * A hand neither solved nor proven impossible has no verdict, yes or no,
 * for the flow to give: solve(1) answers it itself, as it documents,
 * with the document of f (-o yaml or json) on stdout, the reason why on
 * stderr unless -q, and exit 3.
 */
static void __attribute__((noreturn))
end_unsettled(struct flow *f, const char *why)
{
	if (f->doc != NULL)
		output_tree(f->doc, f->fmt);
	if (!f->quiet)
		say_warn("%s", why);
	buf_free(&f->text);
	exit(EXIT_UNSETTLED);
}

/* r's reason, letter bytes of a, in UTF-8 (cut to fit). */
static void
put_reason(struct solve_result *r, const struct alphabet *a)
{
	struct buf b = { 0 };

	if (buf_add(&b, r->reason, strlen(r->reason)) == -1)
		fail_nomem();
	gridreport_encode(a, &b);
	str_put(r->reason, sizeof(r->reason), b.p);
	buf_free(&b);
}

/*
 * The result r, its grid as text in gtext, as the document of -o yaml or
 * json (fmt); NULL for text.
 */
static struct node *
result_node(const struct solve_result *r, const struct buf *gtext,
    enum out_fmt fmt)
{
	struct node *root = NULL;

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
	}
	return root;
}

/* What the options asked for, beside the flow's part. */
struct solve_args {
	struct solve_opts o;
	const char	*dname, *ffile, *player, *from_path;
};

/* The options into a and f; returns the index of the first operand. */
static int
read_opts(int argc, char *argv[], struct solve_args *a, struct flow *f)
{
	int ch;

	a->o.minlen = 2;
	a->o.time_limit = 10;
	f->fmt = OUT_TEXT;
	while ((ch = opt_get(&solve_tool, argc, argv)) != -1)
		switch (ch) {
		case 'd': a->dname = optarg; break;
		case 'f': a->ffile = optarg; break;
		case 'l': langload_arg(optarg); break;
		case 'F': a->from_path = optarg; break;
		case 'm': a->o.minlen = opt_u64(optarg, N_("minimum length"), 2,
			    DICT_MAXLEN);
			break;
		case 'n': a->o.max_nodes = opt_u64(optarg, N_("nodes"), 1,
			    1000000000000);
			break;
		case 'o': f->fmt = output_format(optarg, 1); break;
		case 'p': a->player = optarg; break;
		case 'P':
			if (strcmp(optarg, "fewest-words") == 0)
				a->o.prefer = SOLVE_FEWEST_WORDS;
			else if (strcmp(optarg, "smallest-area") == 0)
				a->o.prefer = SOLVE_SMALLEST_AREA;
			else
				fail_usage("--prefer is fewest-words or "
				    "smallest-area, not '%s'", optarg);
			break;
		case 'q': f->quiet = 1; break;
		case 't': a->o.time_limit = parse_seconds(optarg); break;
		default: opt_usage(&solve_tool, stderr, EXIT_ERR);
		}
	/*
	 * Whose hand, -p's or in a game with logins the caller's, is the
	 * state's to say (hand_tiles).
	 */
	if (a->ffile != NULL && argc > optind)
		fail_usage("-f STATE takes --player and no TILES");
	return optind;
}

/*
 * The tiles to solve: the player's of the state st (less those on the
 * grid from, a peel), or the n operands' one, decoded in d's letters
 * into *own.
 */
static char *
hand_tiles(const struct solve_args *a, struct state *st,
    const struct dict *d, const struct grid *from, int n, char **argv,
    char **own)
{
	struct flow f = { 0 };
	struct player *p;
	char *tiles;

	if (st != NULL) {
		/* A hand is its player's to see (flow_player). */
		if ((p = flow_player(&f, st, a->player)) == NULL)
			fail_usage("-f STATE needs --player");
		if (p->hand == NULL)
			fail_input(st->file, "no player with a hand named '%s'",
			    p->name);
		tiles = p->hand;
		/* A peel from a game: the new tiles are those not on it. */
		if (from != NULL && grid_hand_minus(tiles, from) == -1)
			fail_input(st->file, "the grid holds tiles that %s's "
			    "hand does not", p->name);
	} else if (n != 1)
		fail_usage("give the TILES, or -f STATE --player NAME");
	else if (a->player != NULL)
		fail_usage("--player needs -f STATE");
	else
		tiles = *own = hand_read(dictload_alphabet(d), argv[0]);
	return tiles;
}

/*
 * The grid to keep (name, in file), which must be words in one piece.
 * Its first problem is told at its cell's line and column: the grid is
 * read as written (row r on line r, column c its character c), blank
 * rows and columns at the top and left kept.
 */
static void
check_from(const struct grid *from, const char *name, const struct dict *d,
    size_t minlen)
{
	struct grid_problems ps = { NULL, 0, 0, NULL, 0 };
	struct core_err e;

	/* A problem is told in the error, in the reader's words. */
	ps.alpha = dictload_alphabet(d);
	if (bananagrams_check(from, d, NULL, minlen, &ps, &e) == -1)
		fail_core(&e);
	if (ps.n > 0 && grid_tiles(from) > 0)
		fail_at(FAIL_INPUT, name, ps.p[0].row == GP_NOWHERE ? 0 :
		    ps.p[0].row + 1, ps.p[0].col + 1, "the grid to keep is "
		    "not a valid grid: %s", ps.p[0].msg);
	grid_problems_free(&ps);
}

/*
 * The result r into f: the grid for people, the document for -o, a
 * "no" with its proof when the hand is impossible.
 */
static void
answer(struct solve_result *r, const struct dict *d, struct flow *f)
{
	struct buf gtext = { 0 };

	if (r->status == SOLVE_OK)
		grid_write(r->grid, &gtext);
	gridreport_encode(dictload_alphabet(d), &gtext);
	put_reason(r, dictload_alphabet(d));
	if ((f->doc = result_node(r, &gtext, f->fmt)) == NULL &&
	    r->status == SOLVE_OK &&
	    buf_add(&f->text, gtext.p, gtext.len) == -1)
		fail_nomem();
	if (r->status == SOLVE_IMPOSSIBLE)
		flow_refuse(f, &bananagrams_rules[BR_IMPOSSIBLE], "%s",
		    r->reason);
	buf_free(&gtext);
}

int
main(int argc, char *argv[])
{
	static struct arena scratch;
	struct solve_args a = { 0 };
	struct solve_result r;
	struct flow f = { 0 };
	struct core_err e;
	struct state *st = NULL;
	struct grid *from = NULL;
	struct dict *d;
	const char *from_name = NULL;
	char *tiles, *own = NULL;
	int first;

	first = read_opts(argc, argv, &a, &f);
	if (a.ffile != NULL) {
		st = stateio_read(a.ffile, NULL);
		stateio_need_game(st, STATE_BANANAGRAMS);
	}
	/*
	 * A game's hand is solved in the game's language; without a game,
	 * in the one --lang names, as a state's lang would.
	 */
	d = st != NULL ? stateio_dict_get(st, a.dname, 0) :
	    dictload_get_in(dictload_lang(langload_named(), a.dname),
	    langload_named());
	/*
	 * Kept in a.o from the first: a hand refused exits from a callee,
	 * and LeakSanitizer's scan at exit finds the grid there, where a
	 * register of main's may have lost it.
	 */
	if (a.from_path != NULL) {
		from = read_from(a.from_path, d, &from_name);
		a.o.from = from;
	}
	tiles = hand_tiles(&a, st, d, from, argc - first, argv + first, &own);
	if (from != NULL)
		check_from(from, from_name, d, a.o.minlen);
	/*
	 * A hand's search memory is kept until exit, which gives it back
	 * with the rest of the run: a munmap of it first costs a system call
	 * and a flush for nothing.  A bigger search's may be room for every
	 * word of a huge dictionary, reserved, not written: given back at
	 * once, so that nothing (LeakSanitizer's scan at exit) reads it.
	 */
	if (from == NULL && strlen(tiles) <= SOLVE_SMALL_HAND)
		a.o.scratch = &scratch;
	if (solve_hand(d, tiles, &a.o, &r, &e) == -1)
		fail_core(&e);
	answer(&r, d, &f);
	grid_free(r.grid);
	grid_free(from);
	free(own);
	dictload_done(d);
	state_free(st);
	if (!settled(r.status))
		end_unsettled(&f, r.reason);
	flow_end(&f);
}
