/*
 * dice: roll dice, or roll two until they show doubles.
 */
#include <stdio.h>
#include <stdlib.h>

#include "core.h"
#include "dice.h"
#include "fail.h"
#include "flow.h"
#include "i18n.h"
#include "opt.h"
#include "output.h"
#include "rng.h"
#include "seed.h"
#include "util.h"

static const struct opt opts[] = {
	OPT__COUNT("count", "COUNT", "how many rolls (1)", NULL),
	OPT__SEED("seed for the rolls", NULL),
	OPT__SHOW_SEED(),
	{ .letter = 't', .name = "total", .kind = OPT_FLAG,
	  .help = N_("print each roll's total, not its faces") },
	{ .letter = 'u', .name = "until-doubles", .kind = OPT_FLAG,
	  .help = N_("roll two dice until they match") },
	OPT_END
};

static const struct opt_tool dice_tool = {
	.name = "dice",
	.synopsis = "[NdS] [-t] [-n] [-s] [-S]\n"
	    "[2dS] -u [-t] [-s] [-S]",
	.operand = OPT_CHOICE,
	.choices = "2d6 1d6 d20 4d6",
	.opts = opts
};

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

/* What the options asked for. */
struct dice_args {
	struct dice	 d;
	uint64_t	 n, seed;
	int		 has_seed, total, until, show;
};

/* The options and the NdS into a. */
static void
read_opts(int argc, char *argv[], struct dice_args *a)
{
	struct core_err e;
	int ch, has_n = 0;

	while ((ch = opt_get(&dice_tool, argc, argv)) != -1)
		switch (ch) {
		case 'n':
			a->n = opt_u64(optarg, N_("count"), 1, DICE_MAX_ROLLS);
			has_n = 1;
			break;
		case 's':
			a->seed = seed_arg(optarg);
			a->has_seed = 1;
			break;
		case 'S': a->show = 1; break;
		case 't': a->total = 1; break;
		case 'u': a->until = 1; break;
		default: opt_usage(&dice_tool, stderr, EXIT_ERR);
		}
	if (argc - optind > 1)
		fail_usage("too many arguments");
	if (optind < argc && dice_parse(argv[optind], &a->d, &e) == -1)
		fail_usage("%s", e.msg);
	if (a->until && a->d.n != 2)
		fail_usage("--until-doubles rolls two dice, not %u", a->d.n);
	if (a->until && has_n)
		fail_usage("--until-doubles rolls until doubles: no "
		    "--count");
}

/*
 * The rolls into out, one a line: a->n of them, or with --until-doubles
 * until two dice match, and how many that took.  Rolling breaks no
 * rule: there is no "no".
 */
static void
roll(const struct dice_args *a, struct buf *out)
{
	unsigned faces[DICE_MAX_N];
	struct rng r;
	uint64_t i;

	rng_seed(&r, seed_run(a->has_seed, a->seed, a->show), 0);
	for (i = 0; a->until || i < a->n; i++) {
		if (i == DICE_MAX_ROLLS)
			fail_at(FAIL_INPUT, NULL, 0, 0, "no doubles in %d rolls",
			    DICE_MAX_ROLLS);
		dice_roll(&a->d, &r, faces);
		put_roll(out, &a->d, faces, a->total);
		if (a->until && dice_match(&a->d, faces)) {
			buf_printf(out, "%llu roll%s\n",
			    (unsigned long long)i + 1, i ? "s" : "");
			break;
		}
	}
}

int
main(int argc, char *argv[])
{
	struct dice_args a = { { 2, 6 }, 1, 0, 0, 0, 0, 0 };
	struct flow f = { 0 };

	read_opts(argc, argv, &a);
	roll(&a, &f.text);
	flow_end(&f);
}
