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
#include "i18n.h"
#include "input.h"
#include "langload.h"
#include "node.h"
#include "opt.h"
#include "output.h"
#include "seed.h"
#include "shapemash.h"
#include "shapemash_cards.h"
#include "state.h"
#include "statefile.h"
#include "stateio.h"
#include "util.h"

static const struct opt opts[] = {
	{ .letter = 'c', .name = "coop", .kind = OPT_FLAG,
	  .help = N_("round: cooperative mode"), .only = "round" },
	OPT__FILE("pick, pass: read the game from FILE", "pick pass"),
	OPT__IN_PLACE("pick, pass: read and write back FILE atomically",
	    "pick pass"),
	OPT__LANG('l', "the state's language: an alphabet FILE\nfor one of one's own (a code: the state's)", "pick pass"),
	OPT__OUTPUT(OPT_FORMATS, "text, yaml or json", "pick pass canvas round"),
	OPT__PLAYER("pass: who passes: the builder only", "pass"),
	OPT__QUIET(NULL, "pick pass canvas round"),
	OPT__SEED("pick: seed, when the game has none", "pick"),
	{ .letter = 'T', .name = "teams", .arg = "TEAM,TEAM",
	  .kind = OPT_WORD,
	  .help = N_("canvas, round: team mode, the two teams"),
	  .only = "canvas round" },
	OPT__WAIT("pick pass"),
	OPT_END
};

static const struct opt_cmd cmds[] = {
	{ .name = "shapes", .help = "list the shapes in the box" },
	{ .name = "pick", .help = "the builder picks a word of the card drawn",
	  .synopsis = "[-q] [-s] [-f | -i [-W]] [-l] [-o]" },
	{ .name = "pass", .help = "pass the canvas to the next player",
	  .synopsis = "[-p] [-q] [-f | -i [-W]] [-l] [-o]" },
	{ .name = "canvas", .help = "check the canvas rule over the moves",
	  .operand = OPT_FILE, .synopsis = "[-T] [-q] [-o] [FILE]" },
	{ .name = "round", .help = "score a round for tally",
	  .operand = OPT_FILE, .synopsis = "(-T | -c) [-q] [-o] [FILE]" },
	{ .name = NULL }
};

static const struct opt_tool shapemash_tool = {
	.name = "shapemash",
	.cmds = cmds,
	.opts = opts
};

/* What the options asked for, beside the flow's part. */
struct opts {
	const char	*ffile, *teams, *player;
	uint64_t	 seed;
	int		 has_seed, coop;
};

/* A mapping of key "legal" set, or NULL when memory runs out. */
static struct node *
verdict_map(int legal)
{
	struct node *m;

	if ((m = node_new(NODE_MAP, STYLE_BLOCK)) == NULL ||
	    node_set(m, "legal", node_str(legal ? "true" : "false",
	    STYLE_PLAIN)) == -1)
		return NULL;
	return m;
}

static void
cmd_shapes(struct flow *f)
{
	size_t k;

	for (k = 0; k < SHAPE_KINDS; k++)
		buf_printf(&f->text, "%s %d\n", shape_kinds[k].name,
		    shape_kinds[k].count);
}

/* The game of -f or -i, a deck the rules accept, or exit 2. */
static struct state *
read_deck(const struct opts *o, const struct flow *f)
{
	struct core_err e;
	struct state *st;

	st = stateio_read(o->ffile, f->ifile);
	stateio_need_game(st, STATE_SHAPEMASH);
	if (shapemash_cards_check(st, &e) == -1) {
		state_free(st);
		fail_core(&e);
	}
	return st;
}

static void
cmd_pick(struct opts *o, struct flow *f)
{
	const struct node *card;
	const char *name;
	struct core_err e;
	struct state *st;
	size_t i;
	int passed;

	st = read_deck(o, f);
	if ((card = shapemash_cards_last(st)) == NULL) {
		name = st->file;	/* not the state's: it outlives it */
		passed = node_get(st->root, "passed") != NULL;
		state_free(st);
		if (passed)
			fail_input(name, "no card was drawn this round: 'bag "
			    "draw' first");
		fail_input(name, "no card was drawn: 'bag draw' first");
	}
	/*
	 * With logins, only a player of the game picks (seat.h), and only
	 * the builder, who alone may see the word.
	 */
	if (state_has_logins(st) && shapemash_may_build(st, flow_player(f,
	    st, NULL), 0, &e) == 1) {
		flow_refuse_err(f, &e);
		flow_end(f);
	}
	stateio_seed(st, o->has_seed, o->seed);
	/* The card's word, the same at every pick: none to pick again. */
	i = shapemash_pick(st->seed, node_get(st->root, "played")->n - 1,
	    card->n);
	buf_printf(&f->text, "%s\n", card->items[i]->str);
	/* The builder's secret: not kept, it is still to come (flow.h). */
	if (card->n == 1)
		buf_adds(&f->brief, "pick: the card's one word\n");
	else
		buf_printf(&f->brief, "pick: one of the card's %zu words\n",
		    card->n);
	f->st = st;
	f->apply = 1;
}

/*
 * The canvas passes clockwise after a round: the next player builds and
 * draws the next card.  With logins only the builder passes it.
 */
static void
cmd_pass(struct opts *o, struct flow *f)
{
	struct core_err e;
	struct state *st;

	st = read_deck(o, f);
	/* Not the team game's canvases: no seat passes them to the next. */
	if (shapemash_cards_may_pass(st, &e) == -1) {
		state_free(st);
		fail_core(&e);
	}
	/*
	 * The one passing, named or (with logins) the caller, must hold the
	 * canvas: a second pass by the same hands is refused, not a builder
	 * skipped.
	 */
	if (shapemash_may_build(st, flow_player(f, st, o->player), 1, &e) ==
	    1) {
		flow_refuse_err(f, &e);
		flow_end(f);
	}
	if (shapemash_cards_pass(st, &e) == -1) {
		state_free(st);
		fail_core(&e);
	}
	f->st = st;
	f->apply = 1;
	buf_printf(&f->text, "builder %s\n", st->turn);
}

/*
 * One line of moves or guesses: bad input exits 2; a rule "no" goes to
 * the flow, with its place, and stops the reading.
 */
struct lines {
	int	(*fn)(void *, const char *, struct core_err *);
	void	*arg;
	struct flow *f;
};

static int
one_line(void *arg, char *line, const char *name, size_t lineno)
{
	struct lines *l = arg;
	struct core_err e;
	struct node *doc;
	int rc;

	if ((rc = l->fn(l->arg, line, &e)) == -1)
		fail_at(FAIL_INPUT, name, lineno, e.col, "%s", e.msg);
	if (rc == 0)
		return 0;
	flow_refuse(l->f, e.rule, "%s:%zu:%zu: %s", name, lineno, e.col,
	    e.msg);
	if ((doc = verdict_map(0)) == NULL ||
	    node_set(doc, "file", node_str(name, STYLE_DOUBLE)) == -1 ||
	    node_set(doc, "line", node_int((long long)lineno)) == -1 ||
	    node_set(doc, "col", node_int((long long)e.col)) == -1)
		fail_nomem();
	l->f->doc = doc;
	return 1;
}

static int
each_line(const char *path, struct flow *f, int (*fn)(void *, const char *,
    struct core_err *), void *arg)
{
	struct lines l = { fn, arg, f };

	return input_lines(path, one_line, &l);
}

static int
canvas_fn(void *c, const char *line, struct core_err *e)
{
	return shapemash_canvas_move(c, line, e);
}

static int
canvases_fn(void *t, const char *line, struct core_err *e)
{
	return shapemash_canvases_move(t, line, e);
}

static int
round_fn(void *r, const char *line, struct core_err *e)
{
	return shapemash_round_guess(r, line, e);
}

/*
 * The pieces on c: a line "[TEAM ]SHAPE SIDE" each into text (team NULL:
 * no team), and a map {name, side} each into list.
 */
static void
canvas_put(const struct canvas *c, const char *team, struct node *list,
    struct flow *f)
{
	struct node *m;
	size_t k;
	int sd, i;

	for (k = 0; k < SHAPE_KINDS; k++)
		for (sd = 0; sd < 2; sd++)
			for (i = 0; i < c->on[k][sd]; i++) {
				buf_printf(&f->text, "%s%s%s %s\n",
				    team != NULL ? team : "", team != NULL ?
				    " " : "", shape_kinds[k].name, sd ?
				    "white" : "black");
				if (node_push_made(list, m = node_new(NODE_MAP,
				    STYLE_FLOW)) == -1 || node_set(m, "name",
				    node_str(shape_kinds[k].name,
				    STYLE_DOUBLE)) == -1 || node_set(m, "side",
				    node_str(sd ? "white" : "black",
				    STYLE_DOUBLE)) == -1)
					fail_nomem();
			}
}

/*
 * The two names of -T TEAM,TEAM, as tally reads them, into name; team[i]
 * points at name[i].  A bad pair is a usage error.
 */
static void
read_teams(const char *arg, char name[2][STATE_NAME_MAX + 1],
    const char *team[2])
{
	char *teams, *comma;

	if ((teams = strdup(arg)) == NULL)
		fail_nomem();
	if ((comma = strchr(teams, ',')) == NULL ||
	    strchr(comma + 1, ',') != NULL)
		fail_usage("--teams names two teams: A,B");
	*comma = '\0';
	team[0] = name[0];
	team[1] = name[1];
	if (!shapemash_team_name(teams, name[0]) ||
	    !shapemash_team_name(comma + 1, name[1]) ||
	    strcmp(name[0], name[1]) == 0)
		fail_usage("bad team names '%s': two different names of "
		    "letters, digits, '.', '_' or '-', not numbers", arg);
	free(teams);
}

/*
 * What lies on the canvas at the end: a line "SHAPE SIDE" a piece, and
 * as a document {legal: true, canvas: [{name, side}, ...]}.  The team
 * game (-T): both teams' canvases, from one box, a line "TEAM SHAPE
 * SIDE" a piece, {legal: true, players: [{name, canvas}, ...]}.
 */
static void
cmd_canvas(const char *path, struct opts *o, struct flow *f)
{
	struct canvas c = { { { 0 } }, 0 };
	struct canvases t;
	char name[2][STATE_NAME_MAX + 1];
	struct node *list, *m, *pieces;
	int i;

	memset(&t, 0, sizeof(t));
	if (o->teams == NULL) {
		if (each_line(path, f, canvas_fn, &c) != 0)
			return;
		if ((f->doc = verdict_map(1)) == NULL ||
		    node_set(f->doc, "canvas", list = node_new(NODE_SEQ,
		    STYLE_BLOCK)) == -1)
			fail_nomem();
		canvas_put(&c, NULL, list, f);
		return;
	}
	read_teams(o->teams, name, t.team);
	if (each_line(path, f, canvases_fn, &t) != 0)
		return;
	if ((f->doc = verdict_map(1)) == NULL ||
	    node_set(f->doc, "players", list = node_new(NODE_SEQ,
	    STYLE_BLOCK)) == -1)
		fail_nomem();
	for (i = 0; i < 2; i++) {
		if (node_push_made(list, m = node_new(NODE_MAP,
		    STYLE_BLOCK)) == -1 || node_set(m, "name",
		    node_str(t.team[i], STYLE_DOUBLE)) == -1 || node_set(m,
		    "canvas", pieces = node_new(NODE_SEQ, STYLE_BLOCK)) == -1)
			fail_nomem();
		canvas_put(&t.c[i], t.team[i], pieces, f);
	}
}

/*
 * The round's points for tally: "RED N BLUE M", and as a document
 * {legal: true, players: [{name, points}, ...]}; a cooperative round
 * "1" or "-1 life", {legal: true, guessed: true|false}.
 */
static void
round_answer(const struct round *r, int coop, struct flow *f)
{
	struct node *list, *m;
	int t;

	if ((f->doc = verdict_map(1)) == NULL)
		fail_nomem();
	if (coop) {
		buf_adds(&f->text, r->coop_guessed ? "1\n" : "-1 life\n");
		if (node_set(f->doc, "guessed", node_str(r->coop_guessed ?
		    "true" : "false", STYLE_PLAIN)) == -1)
			fail_nomem();
		return;
	}
	buf_printf(&f->text, "%s %d %s %d\n", r->team[0], r->points[0],
	    r->team[1], r->points[1]);
	if (node_set(f->doc, "players", list = node_new(NODE_SEQ,
	    STYLE_BLOCK)) == -1)
		fail_nomem();
	for (t = 0; t < 2; t++)
		if (node_push_made(list, m = node_new(NODE_MAP,
		    STYLE_FLOW)) == -1 || node_set(m, "name",
		    node_str(r->team[t], STYLE_DOUBLE)) == -1 ||
		    node_set(m, "points", node_int(r->points[t])) == -1)
			fail_nomem();
}

static void
cmd_round(const char *path, struct opts *o, struct flow *f)
{
	struct round r;
	char name[2][STATE_NAME_MAX + 1];

	memset(&r, 0, sizeof(r));
	if ((o->teams == NULL) == !o->coop)
		fail_usage("give either --teams A,B or --coop");
	if (o->teams != NULL)
		read_teams(o->teams, name, r.team);
	if (each_line(path, f, round_fn, &r) == 0)
		round_answer(&r, o->coop, f);
}

/* The options into o and f; the command into *cmd, the operands left. */
static void
read_opts(int *argc, char ***argv, const char **cmd, struct opts *o,
    struct flow *f)
{
	int ch;

	*cmd = opt_command(argc, argv);
	while ((ch = opt_get(&shapemash_tool, *argc, *argv)) != -1)
		switch (ch) {
		case 'c': o->coop = 1; break;
		case 'f': o->ffile = optarg; break;
		case 'l': langload_arg(optarg); break;
		case 'i': f->ifile = optarg; break;
		case 'W': statefile_wait(optarg); break;
		case 'o': f->fmt = output_format(optarg, 1); break;
		case 'p': o->player = optarg; break;
		case 'q': f->quiet = 1; break;
		case 's':
			o->seed = seed_arg(optarg);
			o->has_seed = 1;
			break;
		case 'T': o->teams = optarg; break;
		default: opt_usage(&shapemash_tool, stderr, EXIT_ERR);
		}
	*argc -= optind;
	*argv += optind;
	if (*cmd == NULL)
		fail_usage("a command is needed: shapes, pick, pass, canvas "
		    "or round");
	if (*argc == 1 && (strcmp(*cmd, "pick") == 0 ||
	    strcmp(*cmd, "pass") == 0))
		opt_no_operand(strcmp(*cmd, "pick") == 0 ? "shapemash pick" :
		    "shapemash pass", (*argv)[0], N_("-f FILE or -i FILE"));
	if (*argc > 1 || (*argc == 1 && strcmp(*cmd, "shapes") == 0))
		fail_usage("too many arguments");
}

int
main(int argc, char *argv[])
{
	struct opts o = { 0 };
	struct flow f = { 0 };
	const char *cmd, *file;

	read_opts(&argc, &argv, &cmd, &o, &f);
	file = argc ? argv[0] : NULL;
	if (strcmp(cmd, "shapes") == 0)
		cmd_shapes(&f);
	else if (strcmp(cmd, "pick") == 0)
		cmd_pick(&o, &f);
	else if (strcmp(cmd, "pass") == 0)
		cmd_pass(&o, &f);
	else if (strcmp(cmd, "canvas") == 0)
		cmd_canvas(file, &o, &f);
	else if (strcmp(cmd, "round") == 0)
		cmd_round(file, &o, &f);
	else
		opt_unknown_cmd(&shapemash_tool, cmd);
	flow_end(&f);
}
