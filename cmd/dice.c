/*
 * dice: roll dice, or roll two until they show doubles.
 */
#include <err.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>

#include "core.h"
#include "dice.h"
#include "rng.h"
#include "tool.h"
#include "util.h"

static const struct option longopts[] = {
	{ "help",		no_argument,		NULL, 'h' },
	{ "count",		required_argument,	NULL, 'n' },
	{ "seed",		required_argument,	NULL, 's' },
	{ "show-seed",		no_argument,		NULL, 'S' },
	{ "total",		no_argument,		NULL, 't' },
	{ "until-doubles",	no_argument,		NULL, 'u' },
	{ "version",		no_argument,		NULL, 'V' },
	{ NULL,			0,			NULL, 0 }
};

static void usage(FILE *, int) __attribute__((noreturn));

static void
usage(FILE *f, int code)
{
	fprintf(f,
	    "usage: dice [NdS] [-n N] [-s SEED] [-S] [-t]\n"
	    "       dice [2dS] -u [-s SEED] [-S] [-t]\n"
	    "options:\n"
	    "  -h, --help             show this help\n"
	    "  -n, --count N          how many rolls (1)\n"
	    "  -s, --seed N           seed for the rolls\n"
	    "  -S, --show-seed        print the seed on stderr, to replay\n"
	    "  -t, --total            print each roll's total, not its faces\n"
	    "  -u, --until-doubles    roll two dice until they match\n"
	    "  -V, --version          show the version\n");
	tool_usage_done(f, code);
}

static void
put_roll(struct buf *b, const struct dice *d, const unsigned *faces,
    int total)
{
	unsigned i, sum = 0;

	for (i = 0; i < d->n; i++) {
		sum += faces[i];
		if (!total)
			buf_printf(b, "%s%u", i ? " " : "", faces[i]);
	}
	if (total)
		buf_printf(b, "%u", sum);
	buf_addc(b, '\n');
}

int
main(int argc, char *argv[])
{
	struct dice d = { 2, 6 };
	unsigned faces[DICE_MAX_N];
	struct core_err e;
	struct buf out = { 0 };
	struct rng r;
	uint64_t n = 1, seed = 0, i;
	int ch, has_seed = 0, has_n = 0, total = 0, until = 0, show = 0;

	while ((ch = tool_getopt(argc, argv, "hn:s:StuV", longopts)) != -1)
		switch (ch) {
		case 'h': usage(stdout, EXIT_YES);
		case 'n':
			n = tool_u64(optarg, "count", 1, DICE_MAX_ROLLS);
			has_n = 1;
			break;
		case 's':
			seed = tool_u64(optarg, "seed", 0, UINT64_MAX);
			has_seed = 1;
			break;
		case 'S': show = 1; break;
		case 't': total = 1; break;
		case 'u': until = 1; break;
		case 'V': tool_version();
		default: usage(stderr, EXIT_ERR);
		}
	if (argc - optind > 1)
		tool_usage_err("too many arguments");
	if (optind < argc && dice_parse(argv[optind], &d, &e) == -1)
		tool_usage_err("%s", e.msg);
	if (until && d.n != 2)
		tool_usage_err("--until-doubles rolls two dice, not %u", d.n);
	if (until && has_n)
		tool_usage_err("--until-doubles rolls until doubles: no "
		    "--count");
	rng_seed(&r, tool_run_seed(has_seed, seed, show), 0);
	for (i = 0; until || i < n; i++) {
		if (i == DICE_MAX_ROLLS)
			errx(EXIT_ERR, "no doubles in %d rolls",
			    DICE_MAX_ROLLS);
		dice_roll(&d, &r, faces);
		put_roll(&out, &d, faces, total);
		if (until && dice_match(&d, faces)) {
			buf_printf(&out, "%llu roll%s\n",
			    (unsigned long long)i + 1, i ? "s" : "");
			break;
		}
	}
	if (out.p == NULL)
		errx(EXIT_ERR, "out of memory");
	tool_write_stdout(&out);
	buf_free(&out);
	return EXIT_YES;
}
