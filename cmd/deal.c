/*
 * deal: create the players of a new game and deal by the game's rule.
 */
#include <err.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core.h"
#include "deal.h"
#include "state.h"
#include "tool.h"
#include "util.h"

static const struct option longopts[] = {
	{ "file",	required_argument,	NULL, 'f' },
	{ "help",	no_argument,		NULL, 'h' },
	{ "in-place",	required_argument,	NULL, 'i' },
	{ "tiles",	required_argument,	NULL, 'n' },
	{ "names",	required_argument,	NULL, 'N' },
	{ "output",	required_argument,	NULL, 'o' },
	{ "players",	required_argument,	NULL, 'p' },
	{ "quiet",	no_argument,		NULL, 'q' },
	{ "seed",	required_argument,	NULL, 's' },
	{ "variant",	required_argument,	NULL, 'v' },
	{ "version",	no_argument,		NULL, 'V' },
	{ NULL,		0,			NULL, 0 }
};

static void usage(FILE *, int) __attribute__((noreturn));

static void
usage(FILE *f, int code)
{
	fprintf(f,
	    "usage: deal (-p N | -N NAME,NAME...) [-v VARIANT] [-n TILES]\n"
	    "            [-f FILE | -i FILE] [-o FMT] [-s SEED]\n"
	    "options:\n"
	    "  -f, --file FILE        read the new bag's state from FILE\n"
	    "  -h, --help             show this help\n"
	    "  -i, --in-place FILE    read and write back FILE atomically\n"
	    "  -n, --tiles N          deal N tiles each (house rule)\n"
	    "  -N, --names LIST       players by name, comma-separated\n"
	    "  -o, --output FMT       text, yaml or json\n"
	    "  -p, --players N        N players named p1, p2, ...\n"
	    "  -q, --quiet            no reason on stderr for a rule \"no\"\n"
	    "  -s, --seed N           seed, when the state has none\n"
	    "  -v, --variant NAME     Bananagrams: smoothie or cafe\n"
	    "  -V, --version          show the version\n");
	tool_usage_done(f, code);
}

/* Split a comma-separated list in place. */
static size_t
split_names(char *list, const char **names, size_t max)
{
	size_t n = 0;
	char *s;

	for (s = list; ; s++) {
		if (n == max)
			tool_usage_err("more than %zu players", max);
		names[n++] = s;
		if ((s = strchr(s, ',')) == NULL)
			break;
		*s = '\0';
	}
	return n;
}

int
main(int argc, char *argv[])
{
	const char *names[STATE_MAX_PLAYERS], *ffile = NULL, *ifile = NULL;
	static char pname[STATE_MAX_PLAYERS][16];
	struct deal_opts d = { NULL, -1 };
	struct deal_report rep;
	struct core_err e;
	struct state *st;
	struct buf text = { 0 };
	enum out_fmt fmt = OUT_DEFAULT;
	char *list = NULL;
	uint64_t np = 0, seed = 0;
	size_t n, i;
	int ch, quiet = 0, has_seed = 0, rc;

	while ((ch = tool_getopt(argc, argv, "f:hi:n:N:o:p:qs:v:V",
	    longopts)) != -1)
		switch (ch) {
		case 'f': ffile = optarg; break;
		case 'h': usage(stdout, EXIT_YES);
		case 'i': ifile = optarg; break;
		case 'n': d.tiles = (long)tool_u64(optarg, "tiles", 0, 10000);
			break;
		case 'N': list = optarg; break;
		case 'o': fmt = tool_format(optarg, 1); break;
		case 'p': np = tool_u64(optarg, "player count", 1,
			    STATE_MAX_PLAYERS);
			break;
		case 'q': quiet = 1; break;
		case 's': seed = tool_u64(optarg, "seed", 0, UINT64_MAX);
			has_seed = 1;
			break;
		case 'v': d.variant = optarg; break;
		case 'V': tool_version();
		default: usage(stderr, EXIT_ERR);
		}
	if (optind < argc)
		tool_usage_err("unexpected argument '%s'", argv[optind]);
	if ((list == NULL) == (np == 0))
		tool_usage_err("give either --players N or --names LIST");
	if (list != NULL)
		n = split_names(list, names, STATE_MAX_PLAYERS);
	else
		for (n = 0; n < np; n++) {
			snprintf(pname[n], sizeof(pname[n]), "p%u",
			    (unsigned)(n + 1));
			names[n] = pname[n];
		}
	st = tool_read_state(ffile, ifile);
	tool_seed(st, has_seed, seed);
	rc = deal_players(st, names, n, &d, &rep, &e);
	if (rc == -1)
		tool_fail(&e);
	if (rc == 1)
		tool_no(quiet, "%s", e.msg);
	for (i = 0; i < st->nplayers; i++)
		buf_printf(&text, "%s%s%s\n", st->players[i].name,
		    st->players[i].hand ? " " : "",
		    st->players[i].hand ? st->players[i].hand : "");
	if (rep.first >= 0) {
		buf_printf(&text, "first %s:", st->players[rep.first].name);
		for (i = 0; i < rep.ndraws; i++)
			buf_printf(&text, "%s%s drew %c", i ? ", " : " ",
			    st->players[rep.draws[i].seat].name,
			    rep.draws[i].tile);
		buf_addc(&text, '\n');
	}
	if (text.p == NULL)
		errx(EXIT_ERR, "out of memory");
	tool_emit(st, ifile, fmt, &text);
	buf_free(&text);
	state_free(st);
	return EXIT_YES;
}
