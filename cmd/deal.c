/*
 * deal: create the players of a new game and deal by the game's rule.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core.h"
#include "deal.h"
#include "fail.h"
#include "flow.h"
#include "i18n.h"
#include "langload.h"
#include "opt.h"
#include "output.h"
#include "roster.h"
#include "seat.h"
#include "seed.h"
#include "state.h"
#include "statefile.h"
#include "stateio.h"
#include "tiles.h"
#include "util.h"

static const struct opt opts[] = {
	OPT__FILE("read the new bag's state from FILE", NULL),
	OPT__IN_PLACE(NULL, NULL),
	OPT__LANG('l', "the state's language: an alphabet FILE\nfor one of one's own (a code: the state's)", NULL),
	OPT__COUNT("tiles", "TILES", "deal TILES to each (house rule)",
	    NULL),
	OPT__NAMES(NULL, NULL),
	OPT__OUTPUT(OPT_FORMATS, NULL, NULL),
	OPT__PLAYERS('p', "1 2 3 4 5 6 7 8", "COUNT players named p1, p2, ...",
	    NULL),
	OPT__QUIET(NULL, NULL),
	OPT__SEED("seed, when the state has none", NULL),
	OPT__VARIANT("smoothie cafe team",
	    "Bananagrams: smoothie or cafe; Shapemash: team"),
	OPT__WAIT(NULL),
	OPT_END
};

static const struct opt_tool deal_tool = {
	.name = "deal",
	.synopsis = "(-p | -N) [-q] [-v] [-n] [-s] [-f | -i [-W]] [-l] [-o]",
	.opts = opts
};

/* What the options asked for, beside the flow's part. */
struct deal_args {
	struct roster	 r;		/* the players, and their logins */
	const char	*ffile;
	struct deal_opts d;
	uint64_t	 seed;
	uint64_t	 np;		/* -p: how many, checked by the game */
	const char	*np_arg;	/* -p as typed, or NULL */
	int		 has_seed;
};

/* The options into a and f. */
static void
read_opts(int argc, char *argv[], struct deal_args *a, struct flow *f)
{
	char *list = NULL;
	int ch;

	a->d.tiles = -1;
	while ((ch = opt_get(&deal_tool, argc, argv)) != -1)
		switch (ch) {
		case 'f': a->ffile = optarg; break;
		case 'l': langload_arg(optarg); break;
		case 'i': f->ifile = optarg; break;
		case 'W': statefile_wait(optarg); break;
		case 'n': a->d.tiles = (long)opt_u64(optarg, N_("tiles"), 0, 10000);
			break;
		case 'N': list = optarg; break;
		case 'o': f->fmt = output_format(optarg, 1); break;
		case 'p':
			/* Its range is the game's: told with the state. */
			a->np = opt_count(optarg, N_("player count"));
			a->np_arg = optarg;
			break;
		case 'q': f->quiet = 1; break;
		case 's': a->seed = seed_arg(optarg);
			a->has_seed = 1;
			break;
		case 'v': a->d.variant = optarg; break;
		default: opt_usage(&deal_tool, stderr, EXIT_ERR);
		}
	if (optind < argc)
		opt_no_operand("deal", argv[optind], N_("-f FILE or -i FILE"));
	if ((list == NULL) == (a->np_arg == NULL))
		fail_usage("give either --players N or --names LIST");
	if (list != NULL)
		roster_names(list, STATE_MAX_PLAYERS, &a->r);
	/* All or none have logins (roster_names): the first says. */
	a->d.logins = a->r.n > 0 && a->r.logins[0] != NULL;
}

/*
 * Each player's hand, and who goes first and why, for people; with
 * counts, how many tiles each, and who goes first, for a terminal where
 * the deal is not kept (flow.h, brief): its hands are the bag's tiles.
 */
static void
deal_text(struct buf *text, const struct state *st,
    const struct deal_report *rep, int counts)
{
	const char *hand;
	char u[8];
	size_t i;
	int hidden;

	for (i = 0; i < st->nplayers; i++) {
		hand = st->players[i].hand ? st->players[i].hand : "";
		/* A hand the caller may not see is a count (flow_sees). */
		hidden = counts || !flow_sees(st, &st->players[i]);
		if (hidden && st->players[i].hand == NULL)
			buf_printf(text, "%s\n", st->players[i].name);
		else if (hidden)
			buf_printf(text, "%s %zu tile%s\n",
			    st->players[i].name, strlen(hand),
			    strlen(hand) == 1 ? "" : "s");
		if (hidden)
			continue;
		/* An empty hand (-n 0) is the name alone, no space after. */
		buf_printf(text, "%s%s", st->players[i].name,
		    hand[0] != '\0' ? " " : "");
		stateio_put_tiles(text, st, hand);
		buf_addc(text, '\n');
	}
	if (rep->first >= 0 && (counts || rep->ndraws == 0))
		buf_printf(text, "first %s\n", st->players[rep->first].name);
	else if (rep->first >= 0) {
		buf_printf(text, "first %s:", st->players[rep->first].name);
		for (i = 0; i < rep->ndraws; i++)
			buf_printf(text, "%s%s drew %s", i ? ", " : " ",
			    st->players[rep->draws[i].seat].name,
			    tile_name(st->alpha, rep->draws[i].tile, u));
		buf_addc(text, '\n');
	}
}

int
main(int argc, char *argv[])
{
	struct deal_args a = { 0 };
	struct flow f = { 0 };
	struct deal_report rep;
	struct core_err e;
	struct state *st;
	int rc;

	read_opts(argc, argv, &a, &f);
	st = stateio_read(a.ffile, f.ifile);
	stateio_need_game(st, STATE_TILE_GAMES | STATE_SHAPEMASH);
	stateio_seed(st, a.has_seed, a.seed);
	/* A count is the game's to check: p1 to p64 are all a state holds. */
	if (a.np_arg != NULL && deal_count_ok(st, a.d.variant, a.np,
	    a.np_arg, &e) == -1)
		fail_core(&e);
	if (a.np_arg != NULL)
		roster_count((size_t)a.np, &a.r);
	/* Whoever typed a kept game's seed knows every hand (seat.h). */
	if ((rc = stateio_kept() ? seat_seed_binds(st, a.r.names, a.r.logins,
	    a.r.n, &e) : 0) == 0)
		rc = deal_players(st, a.r.names, a.r.n, &a.d, &rep, &e);
	if (rc == -1)
		fail_core(&e);
	if (rc == 0)
		roster_bind(st, &a.r);
	if (rc == 1)
		flow_refuse_err(&f, &e);
	else {
		deal_text(&f.text, st, &rep, 0);
		deal_text(&f.brief, st, &rep, 1);
	}
	f.st = st;
	f.apply = 1;
	flow_end(&f);
}
