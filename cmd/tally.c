/*
 * tally: keep the score of a game from lines on stdin, and say when it is
 * won or lost.
 */
#include <err.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core.h"
#include "tally.h"
#include "tool.h"
#include "util.h"

static const struct option longopts[] = {
	{ "best-of",	required_argument,	NULL, 'b' },
	{ "game",	required_argument,	NULL, 'g' },
	{ "goal",	required_argument,	NULL, 'G' },
	{ "help",	no_argument,		NULL, 'h' },
	{ "lives",	required_argument,	NULL, 'l' },
	{ "most",	no_argument,		NULL, 'm' },
	{ "quiet",	no_argument,		NULL, 'q' },
	{ "running",	no_argument,		NULL, 'r' },
	{ "first-to",	required_argument,	NULL, 't' },
	{ "version",	no_argument,		NULL, 'V' },
	{ NULL,		0,			NULL, 0 }
};

static void usage(FILE *, int) __attribute__((noreturn));

static void
usage(FILE *f, int code)
{
	size_t i;

	fprintf(f,
	    "usage: tally [-qr] [-g GAME | -m | -t N | -b N | -l N -G N]"
	    " [FILE...]\n"
	    "options:\n"
	    "  -b, --best-of N        a match of N hands: lines name hand "
	    "winners\n"
	    "  -g, --game GAME        the scoring rules of GAME (below)\n"
	    "  -G, --goal N           with --lives: points that win\n"
	    "  -h, --help             show this help\n"
	    "  -l, --lives N          one side with N lives (cooperative)\n"
	    "  -m, --most             the most points at the end win "
	    "(default)\n"
	    "  -q, --quiet            no reason on stderr for a rule \"no\"\n"
	    "  -r, --running          print the score after every line\n"
	    "  -t, --first-to N       the first to N points wins\n"
	    "  -V, --version          show the version\n"
	    "games:\n");
	for (i = 0; tally_games[i] != NULL; i++)
		fprintf(f, "  %-21s  %s\n", tally_games[i],
		    tally_games_help[i]);
	tool_usage_done(f, code);
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
	size_t sp;

	if (tally_line(f->t, line, name, lineno, &e) == -1)
		tool_fail(&e);
	sp = strspn(line, " \t\r");
	if (f->running && line[sp] != '\0' && line[sp] != '#')
		put_running(f->out, f->t);
	return f->t->end != TALLY_PLAYING;
}

static long long
num(const char *s, const char *what)
{
	return (long long)tool_u64(s, what, 1, 1000000);
}

int
main(int argc, char *argv[])
{
	struct tally_rules r = { TALLY_MOST, 0, 0 };
	size_t order[TALLY_MAX_SIDES], i;
	struct tally *t;
	struct feed f;
	struct buf out = { 0 }, why = { 0 };
	long long goal = 0;
	int ch, quiet = 0, running = 0, modes = 0, rc;

	while ((ch = tool_getopt(argc, argv, "b:g:G:hl:mqrt:V",
	    longopts)) != -1)
		switch (ch) {
		case 'b':
			r.mode = TALLY_BEST_OF;
			r.target = num(optarg, "hands");
			modes++;
			break;
		case 'g':
			if (tally_preset(optarg, &r) == -1)
				tool_usage_err("unknown game '%s'", optarg);
			modes++;
			break;
		case 'G': goal = num(optarg, "goal"); break;
		case 'h': usage(stdout, EXIT_YES);
		case 'l':
			r.mode = TALLY_LIVES;
			r.lives = num(optarg, "lives");
			modes++;
			break;
		case 'm': r.mode = TALLY_MOST; modes++; break;
		case 'q': quiet = 1; break;
		case 'r': running = 1; break;
		case 't':
			r.mode = TALLY_FIRST_TO;
			r.target = num(optarg, "points");
			modes++;
			break;
		case 'V': tool_version();
		default: usage(stderr, EXIT_ERR);
		}
	if (modes > 1)
		tool_usage_err("give one of --game, --most, --first-to, "
		    "--best-of and --lives");
	if ((goal != 0) != (r.mode == TALLY_LIVES && r.target == 0))
		tool_usage_err("--lives and --goal go together");
	if (goal != 0)
		r.target = goal;
	if ((t = malloc(sizeof(*t))) == NULL || buf_grow(&out, 0) == -1)
		errx(EXIT_ERR, "out of memory");
	tally_init(t, &r);
	f.t = t;
	f.out = &out;
	f.running = running;
	if (optind == argc)
		tool_lines(NULL, feed_line, &f);
	for (i = (size_t)optind; i < (size_t)argc; i++)
		if (tool_lines(argv[i], feed_line, &f))
			break;
	tally_finish(t, order);
	if (r.mode == TALLY_LIVES)
		buf_printf(&out, "points %lld\nlives %lld\n", t->points,
		    t->lives < 0 ? 0 : t->lives);
	for (i = 0; i < t->nside; i++)
		buf_printf(&out, "%s %lld\n", t->side[order[i]].name,
		    t->side[order[i]].points);
	rc = EXIT_YES;
	if (t->end == TALLY_LOST) {
		buf_adds(&out, "lost\n");
		buf_printf(&why, "lost: no lives left, %lld of %lld points",
		    t->points, r.target);
		rc = EXIT_NO;
	} else if (t->end == TALLY_WON && r.mode == TALLY_LIVES)
		buf_adds(&out, "won\n");
	else if (t->end == TALLY_WON) {
		buf_adds(&out, tally_leaders(t) > 1 ? "winners" : "winner");
		for (i = 0; i < t->nside; i++)
			if (t->side[order[i]].points ==
			    t->side[order[0]].points)
				buf_printf(&out, " %s",
				    t->side[order[i]].name);
		buf_addc(&out, '\n');
	} else {
		buf_adds(&why, t->lines == 0 ? "nothing to tally" :
		    r.mode == TALLY_LIVES ? "not over yet: neither won nor "
		    "lost" : "no winner yet");
		rc = EXIT_NO;
	}
	if (out.p == NULL || (rc == EXIT_NO && why.p == NULL))
		errx(EXIT_ERR, "out of memory");
	tool_write_stdout(&out);
	if (rc == EXIT_NO)
		tool_no(quiet, "%s", why.p);
	buf_free(&out);
	buf_free(&why);
	free(t);
	return rc;
}
