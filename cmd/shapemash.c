/*
 * shapemash: Shapemash's referee: the shapes, the builder's secret word,
 * the canvas rule, and the score of a round in team or cooperative mode.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core.h"
#include "fail.h"
#include "flow.h"
#include "input.h"
#include "opt.h"
#include "output.h"
#include "rng.h"
#include "seed.h"
#include "shapemash.h"
#include "shapemash_cards.h"
#include "state.h"
#include "stateio.h"
#include "util.h"

static const struct opt opts[] = {
	{ .letter = 'c', .name = "coop", .kind = OPT_FLAG,
	  .help = "round: cooperative mode", .only = "round" },
	OPT__FILE("pick: read the game from FILE", "pick"),
	OPT__IN_PLACE("pick: read and write back FILE atomically", "pick"),
	OPT__OUTPUT(OPT_FORMATS, "pick: text, yaml or json", "pick"),
	OPT__QUIET(NULL, "canvas round"),
	OPT__SEED("pick: seed, when the game has none", "pick"),
	{ .letter = 'T', .name = "teams", .arg = "TEAM,TEAM",
	  .kind = OPT_WORD, .help = "round: team mode, the two teams",
	  .only = "round" },
	OPT_END
};

static const struct opt_cmd cmds[] = {
	{ .name = "shapes", .help = "list the shapes in the box" },
	{ .name = "pick", .help = "the builder picks a word of the card drawn",
	  .synopsis = "[-s] [-f | -i] [-o]" },
	{ .name = "canvas", .help = "check the canvas rule over the moves",
	  .operand = OPT_FILE, .synopsis = "[-q] [FILE]" },
	{ .name = "round", .help = "score a round for tally",
	  .operand = OPT_FILE, .synopsis = "(-T | -c) [-q] [FILE]" },
	{ .name = NULL }
};

static const struct opt_tool shapemash_tool = {
	.name = "shapemash",
	.cmds = cmds,
	.opts = opts
};

struct opts {
	const char	*ffile, *ifile, *teams;
	enum out_fmt	 fmt;
	uint64_t	 seed;
	int		 has_seed, quiet, coop;
};

static int
cmd_shapes(void)
{
	struct buf b = { 0 };
	size_t k;

	for (k = 0; k < SHAPE_KINDS; k++)
		if (buf_printf(&b, "%s %d\n", shape_kinds[k].name,
		    shape_kinds[k].count) == -1)
			fail_nomem();
	output_buf(&b);
	buf_free(&b);
	return EXIT_YES;
}

static int
cmd_pick(struct opts *o)
{
	const struct node *card;
	const char *name;
	struct core_err e;
	struct state *st;
	struct buf text = { 0 };
	struct rng r;
	size_t i;

	st = stateio_read(o->ffile, o->ifile);
	stateio_need_game(st, STATE_SHAPEMASH);
	if (shapemash_cards_check(st, &e) == -1) {
		state_free(st);
		fail_core(&e);
	}
	if ((card = shapemash_cards_last(st)) == NULL) {
		name = st->file;	/* not the state's: it outlives it */
		state_free(st);
		fail_input(name, "no card was drawn: 'bag draw' first");
	}
	stateio_seed(st, o->has_seed, o->seed);
	/* The builder's choice is one random event of the game. */
	state_rng(st, &r);
	i = shapemash_pick(card->n, &r);
	if (buf_printf(&text, "%s\n", card->items[i]->str) == -1)
		fail_nomem();
	stateio_emit(st, o->ifile, o->fmt, &text);
	buf_free(&text);
	state_free(st);
	return EXIT_YES;
}

/* One line of moves or guesses: a rule "no" exits 1, bad input 2. */
struct lines {
	int	(*fn)(void *, const char *, struct core_err *);
	void	*arg;
	int	 quiet;
};

static int
one_line(void *arg, char *line, const char *name, size_t lineno)
{
	struct lines *l = arg;
	struct core_err e;
	int rc;

	if ((rc = l->fn(l->arg, line, &e)) == -1)
		fail_at(FAIL_INPUT, name, lineno, e.col, "%s", e.msg);
	if (rc == 1)
		flow_no(l->quiet, "%s:%zu:%zu: %s", name, lineno, e.col,
		    e.msg);
	return 0;
}

static void
each_line(const char *path, int quiet, int (*fn)(void *, const char *,
    struct core_err *), void *arg)
{
	struct lines l = { fn, arg, quiet };

	input_lines(path, one_line, &l);
}

static int
canvas_fn(void *c, const char *line, struct core_err *e)
{
	return shapemash_canvas_move(c, line, e);
}

static int
round_fn(void *r, const char *line, struct core_err *e)
{
	return shapemash_round_guess(r, line, e);
}

static int
cmd_canvas(const char *path, struct opts *o)
{
	struct canvas c = { { { 0 } }, 0 };
	struct buf b = { 0 };
	size_t k;
	int sd, i;

	each_line(path, o->quiet, canvas_fn, &c);
	if (buf_grow(&b, 0) == -1)
		fail_nomem();
	for (k = 0; k < SHAPE_KINDS; k++)
		for (sd = 0; sd < 2; sd++)
			for (i = 0; i < c.on[k][sd]; i++)
				if (buf_printf(&b, "%s %s\n",
				    shape_kinds[k].name, sd ? "white" :
				    "black") == -1)
					fail_nomem();
	output_buf(&b);
	buf_free(&b);
	return EXIT_YES;
}

static int
cmd_round(const char *path, struct opts *o)
{
	struct round r;
	struct buf b = { 0 };
	char *teams = NULL, *comma;

	memset(&r, 0, sizeof(r));
	if ((o->teams == NULL) == !o->coop)
		fail_usage("give either --teams A,B or --coop");
	if (o->teams != NULL) {
		if ((teams = strdup(o->teams)) == NULL)
			fail_nomem();
		if ((comma = strchr(teams, ',')) == NULL ||
		    strchr(comma + 1, ',') != NULL)
			fail_usage("--teams names two teams: A,B");
		*comma = '\0';
		r.team[0] = teams;
		r.team[1] = comma + 1;
		if (!state_name_ok(r.team[0]) || !state_name_ok(r.team[1]) ||
		    strcmp(r.team[0], r.team[1]) == 0)
			fail_usage("bad team names '%s': two different "
			    "names of letters, digits, '.', '_' or '-'",
			    o->teams);
	}
	each_line(path, o->quiet, round_fn, &r);
	if (o->coop)
		buf_adds(&b, r.coop_guessed ? "1\n" : "-1 life\n");
	else
		buf_printf(&b, "%s %d %s %d\n", r.team[0], r.points[0],
		    r.team[1], r.points[1]);
	if (b.p == NULL)
		fail_nomem();
	output_buf(&b);
	buf_free(&b);
	free(teams);
	return EXIT_YES;
}

int
main(int argc, char *argv[])
{
	struct opts o = { 0 };
	const char *cmd;
	int ch;

	cmd = opt_command(&argc, &argv);
	while ((ch = opt_get(&shapemash_tool, argc, argv)) != -1)
		switch (ch) {
		case 'c': o.coop = 1; break;
		case 'f': o.ffile = optarg; break;
		case 'i': o.ifile = optarg; break;
		case 'o': o.fmt = output_format(optarg, 1); break;
		case 'q': o.quiet = 1; break;
		case 's':
			o.seed = seed_arg(optarg);
			o.has_seed = 1;
			break;
		case 'T': o.teams = optarg; break;
		default: opt_usage(&shapemash_tool, stderr, EXIT_ERR);
		}
	argc -= optind;
	argv += optind;
	if (cmd == NULL)
		fail_usage("a command is needed: shapes, pick, canvas or "
		    "round");
	if (argc == 1 && strcmp(cmd, "pick") == 0)
		opt_no_operand("shapemash pick", argv[0], "-f FILE or -i FILE");
	if (argc > 1 || (argc == 1 && strcmp(cmd, "shapes") == 0))
		fail_usage("too many arguments");
	if (strcmp(cmd, "shapes") == 0)
		return cmd_shapes();
	if (strcmp(cmd, "pick") == 0)
		return cmd_pick(&o);
	if (strcmp(cmd, "canvas") == 0)
		return cmd_canvas(argc ? argv[0] : NULL, &o);
	if (strcmp(cmd, "round") == 0)
		return cmd_round(argc ? argv[0] : NULL, &o);
	fail_usage("unknown command '%s'", cmd);
}
