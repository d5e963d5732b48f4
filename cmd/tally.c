/*
 * tally: keep the score of a game from lines on stdin, and say when it is
 * won or lost.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core.h"
#include "fail.h"
#include "flow.h"
#include "i18n.h"
#include "input.h"
#include "node.h"
#include "opt.h"
#include "output.h"
#include "tally.h"
#include "util.h"

/* The names of tally_games, space-separated, for completing --game. */
static char game_names[256];

static const struct opt opts[] = {
	{ .letter = 'b', .name = "best-of", .arg = "HANDS", .kind = OPT_NUMBER,
	  .help = N_("a match of HANDS hands: lines name hand winners") },
	{ .letter = 'g', .name = "game", .arg = "GAME", .kind = OPT_CHOICE,
	  .choices = game_names,
	  .help = N_("the scoring rules of GAME (below)") },
	{ .letter = 'G', .name = "goal", .arg = "POINTS", .kind = OPT_NUMBER,
	  .help = N_("with --lives: points that win") },
	{ .letter = 'l', .name = "lives", .arg = "LIVES", .kind = OPT_NUMBER,
	  .help = N_("one side with LIVES lives (cooperative)") },
	/* -m is "most points win" here, as the page said before the registry. */
	{ .letter = 'm', .name = "most", .kind = OPT_FLAG,
	  .help = N_("the most points at the end win (default)"), .own = 1 },
	OPT__OUTPUT(OPT_FORMATS, NULL, NULL),
	OPT__QUIET(NULL, NULL),
	{ .letter = 'r', .name = "running", .kind = OPT_FLAG,
	  .help = N_("print the score after every line") },
	{ .letter = 't', .name = "first-to", .arg = "POINTS",
	  .kind = OPT_NUMBER, .help = N_("the first to POINTS wins") },
	OPT_END
};

static void	games(FILE *);

static const struct opt_tool tally_tool = {
	.name = "tally",
	.synopsis = "[-qr] [-g | -m | -t | -b | -l -G] [-o] [FILE...]",
	.outro = N_("games:\n"),
	.more = games,
	.operand = OPT_FILE,
	.opts = opts
};

/* Fill game_names from tally_games. */
static void
name_games(void)
{
	size_t i, len = 0;

	for (i = 0; tally_games[i] != NULL; i++)
		len += (size_t)snprintf(game_names + len,
		    sizeof(game_names) - len, "%s%s", i ? " " : "",
		    tally_games[i]);
}

/*
 * The games of --game, each with its rules, for --help: a help of more
 * lines than one (a long translation) carries on under its first, as an
 * option's does.
 */
static void
games(FILE *f)
{
	const char *h, *nl;
	size_t i;

	for (i = 0; tally_games[i] != NULL; i++) {
		fprintf(f, "  %-21s  ", tally_games[i]);
		for (h = _(tally_games_help[i]); (nl = strchr(h, '\n')) != NULL;
		    h = nl + 1)
			fprintf(f, "%.*s\n%25s", (int)(nl - h), h, "");
		fprintf(f, "%s\n", h);
	}
}

/* The score as one line: "red 3 blue 2", or "points 3 lives 2". */
static void
put_running(struct buf *b, const struct tally *t)
{
	size_t i;

	if (t->r.mode == TALLY_LIVES)
		buf_printf(b, "points %lld lives %lld\n", t->points, t->lives);
	else {
		for (i = 0; i < t->nside; i++)
			buf_printf(b, "%s%s %lld", i ? " " : "",
			    t->side[i].name, t->side[i].points);
		buf_addc(b, '\n');
	}
}

struct feed {
	struct tally	*t;
	struct buf	*out;
	int		 running;
};

/* Count one line; 1 when the game is over. */
static int
feed_line(void *arg, char *line, const char *name, size_t lineno)
{
	struct feed *f = arg;
	struct core_err e;
	long long before = f->t->lines;

	if (tally_line(f->t, line, name, lineno, &e) == -1)
		fail_core(&e);
	/*
	 * Only a line that counts an event gets a score line: not a blank,
	 * a comment, nor "not over:", which counts nothing.
	 */
	if (f->running && f->t->lines != before)
		put_running(f->out, f->t);
	return f->t->end != TALLY_PLAYING;
}

static long long
num(const char *s, const char *what)
{
	return (long long)opt_u64(s, what, 1, 1000000);
}

/*
 * The options into r, *running and f; returns the index of the first
 * operand.
 */
static int
read_opts(int argc, char *argv[], struct tally_rules *r, int *running,
    struct flow *f)
{
	long long goal = 0;
	int ch, modes = 0;

	while ((ch = opt_get(&tally_tool, argc, argv)) != -1)
		switch (ch) {
		case 'b':
			r->mode = TALLY_BEST_OF;
			r->target = num(optarg, N_("hands"));
			modes++;
			break;
		case 'g':
			if (tally_preset(optarg, r) == -1)
				fail_usage("unknown game '%s'", optarg);
			modes++;
			break;
		case 'G': goal = num(optarg, N_("goal")); break;
		case 'l':
			r->mode = TALLY_LIVES;
			r->lives = num(optarg, N_("lives"));
			modes++;
			break;
		case 'm': r->mode = TALLY_MOST; modes++; break;
		case 'o': f->fmt = output_format(optarg, 1); break;
		case 'q': f->quiet = 1; break;
		case 'r': *running = 1; break;
		case 't':
			r->mode = TALLY_FIRST_TO;
			r->target = num(optarg, N_("points"));
			modes++;
			break;
		default: opt_usage(&tally_tool, stderr, EXIT_ERR);
		}
	if (modes > 1)
		fail_usage("give one of --game, --most, --first-to, "
		    "--best-of and --lives");
	/* A game of lives (-g shapemash-easy) sets its goal itself. */
	if (goal != 0 && r->mode == TALLY_LIVES && r->target != 0)
		fail_usage("--game sets its own goal: --goal goes with "
		    "--lives alone");
	if ((goal != 0) != (r->mode == TALLY_LIVES && r->target == 0))
		fail_usage("--lives and --goal go together");
	if (goal != 0)
		r->target = goal;
	if (*running && (f->fmt == OUT_YAML || f->fmt == OUT_JSON))
		fail_usage("--running prints lines of text: no -o yaml or "
		    "json");
	return optind;
}

/*
 * The score and the result, for people: a line "name points" a side, best
 * first, or "points n" and "lives n"; then "winner: name", "winners: name
 * ...", "won" or "lost".  No name holds a colon, so no score line is the
 * result's.
 */
static void
put_text(struct buf *b, const struct tally *t, const size_t *order)
{
	size_t i;

	if (t->r.mode == TALLY_LIVES)
		buf_printf(b, "points %lld\nlives %lld\n", t->points,
		    t->lives);
	for (i = 0; i < t->nside; i++)
		buf_printf(b, "%s %lld\n", t->side[order[i]].name,
		    t->side[order[i]].points);
	if (t->end == TALLY_LOST)
		buf_adds(b, "lost\n");
	else if (t->end == TALLY_WON && t->r.mode == TALLY_LIVES)
		buf_adds(b, "won\n");
	else if (t->end == TALLY_WON) {
		buf_adds(b, tally_leaders(t) > 1 ? "winners:" : "winner:");
		for (i = 0; i < t->nside; i++)
			if (t->side[order[i]].points ==
			    t->side[order[0]].points)
				buf_printf(b, " %s", t->side[order[i]].name);
		buf_addc(b, '\n');
	}
}

/*
 * The same as a tree of wordkit-json(7): players (each a name and its
 * total, best first), winners and over; with lives, points, lives, won
 * and over.  NULL when out of memory.
 */
static struct node *
tally_node(const struct tally *t, const size_t *order)
{
	struct node *m, *list, *p;
	size_t i;
	int over = t->end == TALLY_WON || t->end == TALLY_LOST;

	if ((m = node_new(NODE_MAP, STYLE_BLOCK)) == NULL)
		return NULL;
	if (t->r.mode == TALLY_LIVES) {
		if (node_set(m, "points", node_int(t->points)) == -1 ||
		    node_set(m, "lives", node_int(t->lives)) == -1 ||
		    node_set(m, "won", node_str(t->end == TALLY_WON ? "true" :
		    "false", STYLE_PLAIN)) == -1)
			goto fail;
	} else {
		if ((list = node_new(NODE_SEQ, STYLE_BLOCK)) == NULL ||
		    node_set(m, "players", list) == -1)
			goto fail;
		for (i = 0; i < t->nside; i++)
			if ((p = node_new(NODE_MAP, STYLE_FLOW)) == NULL ||
			    node_push(list, p) == -1 ||
			    node_set(p, "name", node_str(t->side[order[i]].name,
			    STYLE_DOUBLE)) == -1 ||
			    node_set(p, "total",
			    node_int(t->side[order[i]].points)) == -1)
				goto fail;
		if ((list = node_new(NODE_SEQ, STYLE_FLOW)) == NULL ||
		    node_set(m, "winners", list) == -1)
			goto fail;
		for (i = 0; t->end == TALLY_WON && i < t->nside; i++)
			if (t->side[order[i]].points ==
			    t->side[order[0]].points &&
			    node_push_made(list, node_str(t->side[order[i]].name,
			    STYLE_DOUBLE)) == -1)
				goto fail;
	}
	if (node_set(m, "over", node_str(over ? "true" : "false",
	    STYLE_PLAIN)) == -1)
		goto fail;
	return m;
fail:
	node_free(m);
	return NULL;
}

int
main(int argc, char *argv[])
{
	struct tally_rules r = { TALLY_MOST, 0, 0, 0, 0, 0 };
	size_t order[TALLY_MAX_SIDES], i;
	struct flow f = { 0 };
	struct core_err e;
	struct tally *t;
	struct feed fd;
	int first, running = 0;

	name_games();
	first = read_opts(argc, argv, &r, &running, &f);
	if ((t = malloc(sizeof(*t))) == NULL)
		fail_nomem();
	tally_init(t, &r);
	fd.t = t;
	fd.out = &f.text;
	fd.running = running;
	if (first == argc) {
		input_await(NULL, N_("rounds"), N_("give a FILE or a pipe"));
		input_lines(NULL, feed_line, &fd);
	}
	for (i = (size_t)first; i < (size_t)argc; i++)
		if (input_lines(argv[i], feed_line, &fd))
			break;
	tally_finish(t, order);
	if (f.fmt == OUT_YAML || f.fmt == OUT_JSON)
		f.doc = tally_node(t, order);
	else
		put_text(&f.text, t, order);
	/* A game lost or not over is still scored: the score is the answer. */
	f.text_on_no = 1;
	if (tally_verdict(t, &e) == 1)
		flow_refuse_err(&f, &e);
	free(t);
	flow_end(&f);
}
