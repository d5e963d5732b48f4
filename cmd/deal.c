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
#include "opt.h"
#include "output.h"
#include "seed.h"
#include "state.h"
#include "stateio.h"
#include "tiles.h"
#include "util.h"

static const struct opt opts[] = {
	OPT__FILE("read the new bag's state from FILE", NULL),
	OPT__IN_PLACE(NULL, NULL),
	OPT__COUNT("tiles", "TILES", "deal TILES to each (house rule)",
	    NULL),
	OPT__NAMES(NULL, NULL),
	OPT__OUTPUT(OPT_FORMATS, NULL, NULL),
	OPT__PLAYERS('p', "1 2 3 4 5 6 7 8", "COUNT players named p1, p2, ...",
	    NULL),
	OPT__QUIET(NULL, NULL),
	OPT__SEED("seed, when the state has none", NULL),
	OPT__VARIANT("smoothie cafe", "Bananagrams: smoothie or cafe"),
	OPT_END
};

static const struct opt_tool deal_tool = {
	.name = "deal",
	.synopsis = "(-p | -N) [-q] [-v] [-n] [-s] [-f | -i] [-o]",
	.opts = opts
};

/*
 * Split a comma-separated list in place; blanks around a name are not
 * part of it ("ann, bob").
 */
static size_t
split_names(char *list, const char **names, size_t max)
{
	size_t n = 0, len;
	char *s, *end;

	for (s = list; ; s = end + 1) {
		if (n == max)
			fail_usage("more than %zu players", max);
		s += strspn(s, " \t");
		end = s + strcspn(s, ",");
		for (len = (size_t)(end - s); len > 0 &&
		    (s[len - 1] == ' ' || s[len - 1] == '\t'); len--)
			;
		names[n++] = s;
		if (*end == '\0') {
			s[len] = '\0';
			break;
		}
		s[len] = '\0';
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
	char *list = NULL, u[8];
	uint64_t np = 0, seed = 0;
	size_t n, i;
	int ch, quiet = 0, has_seed = 0, rc;

	while ((ch = opt_get(&deal_tool, argc, argv)) != -1)
		switch (ch) {
		case 'f': ffile = optarg; break;
		case 'i': ifile = optarg; break;
		case 'n': d.tiles = (long)opt_u64(optarg, "tiles", 0, 10000);
			break;
		case 'N': list = optarg; break;
		case 'o': fmt = output_format(optarg, 1); break;
		case 'p': np = opt_u64(optarg, "player count", 1,
			    STATE_MAX_PLAYERS);
			break;
		case 'q': quiet = 1; break;
		case 's': seed = seed_arg(optarg);
			has_seed = 1;
			break;
		case 'v': d.variant = optarg; break;
		default: opt_usage(&deal_tool, stderr, EXIT_ERR);
		}
	if (optind < argc)
		opt_no_operand("deal", argv[optind], "-f FILE or -i FILE");
	if ((list == NULL) == (np == 0))
		fail_usage("give either --players N or --names LIST");
	if (list != NULL)
		n = split_names(list, names, STATE_MAX_PLAYERS);
	else
		for (n = 0; n < np; n++) {
			snprintf(pname[n], sizeof(pname[n]), "p%u",
			    (unsigned)(n + 1));
			names[n] = pname[n];
		}
	st = stateio_read(ffile, ifile);
	stateio_need_game(st, STATE_TILE_GAMES);
	stateio_seed(st, has_seed, seed);
	rc = deal_players(st, names, n, &d, &rep, &e);
	if (rc == -1)
		fail_core(&e);
	if (rc == 1)
		flow_no(quiet, "%s", e.msg);
	for (i = 0; i < st->nplayers; i++) {
		buf_printf(&text, "%s%s", st->players[i].name,
		    st->players[i].hand ? " " : "");
		stateio_put_tiles(&text, st, st->players[i].hand ?
		    st->players[i].hand : "");
		buf_addc(&text, '\n');
	}
	if (rep.first >= 0) {
		buf_printf(&text, "first %s:", st->players[rep.first].name);
		for (i = 0; i < rep.ndraws; i++)
			buf_printf(&text, "%s%s drew %s", i ? ", " : " ",
			    st->players[rep.draws[i].seat].name,
			    tile_name(st->alpha, rep.draws[i].tile, u));
		buf_addc(&text, '\n');
	}
	if (text.p == NULL)
		fail_nomem();
	stateio_emit(st, ifile, fmt, &text);
	buf_free(&text);
	state_free(st);
	return EXIT_YES;
}
