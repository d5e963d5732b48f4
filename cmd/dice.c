/*
 * dice: roll dice, or roll two until they show doubles.
 */
#include <stdio.h>
#include <stdlib.h>

#include "core.h"
#include "dice.h"
#include "fail.h"
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
	  .help = "print each roll's total, not its faces" },
	{ .letter = 'u', .name = "until-doubles", .kind = OPT_FLAG,
	  .help = "roll two dice until they match" },
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

	while ((ch = opt_get(&dice_tool, argc, argv)) != -1)
		switch (ch) {
		case 'n':
			n = opt_u64(optarg, "count", 1, DICE_MAX_ROLLS);
			has_n = 1;
			break;
		case 's':
			seed = seed_arg(optarg);
			has_seed = 1;
			break;
		case 'S': show = 1; break;
		case 't': total = 1; break;
		case 'u': until = 1; break;
		default: opt_usage(&dice_tool, stderr, EXIT_ERR);
		}
	if (argc - optind > 1)
		fail_usage("too many arguments");
	if (optind < argc && dice_parse(argv[optind], &d, &e) == -1)
		fail_usage("%s", e.msg);
	if (until && d.n != 2)
		fail_usage("--until-doubles rolls two dice, not %u", d.n);
	if (until && has_n)
		fail_usage("--until-doubles rolls until doubles: no "
		    "--count");
	rng_seed(&r, seed_run(has_seed, seed, show), 0);
	for (i = 0; until || i < n; i++) {
		if (i == DICE_MAX_ROLLS)
			fail_at(FAIL_INPUT, NULL, 0, 0, "no doubles in %d rolls",
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
		fail_nomem();
	output_buf(&out);
	buf_free(&out);
	return EXIT_YES;
}
