/*
 * spinner: spin the letter spinner of the category game.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "alphabet.h"
#include "categories.h"
#include "core.h"
#include "fail.h"
#include "flow.h"
#include "i18n.h"
#include "langload.h"
#include "node.h"
#include "opt.h"
#include "output.h"
#include "rng.h"
#include "seat.h"
#include "seed.h"
#include "spinner.h"
#include "state.h"
#include "statefile.h"
#include "stateio.h"
#include "util.h"

#define SPIN_MAX	1000000

static const struct opt opts[] = {
	OPT__FILE("--no-repeat: read the session from FILE", NULL),
	OPT__IN_PLACE("--no-repeat: keep the session in FILE", NULL),
	{ .letter = 'l', .name = "letters", .arg = "SET", .kind = OPT_WORD,
	  .help = N_("spin these letters (e.g. A-Z, AEIOU)") },
	OPT__LANG('L', "the language and its spinner; default en,\n"
	    "or the session's", NULL),
	OPT__COUNT("count", "COUNT", "how many letters (1)", NULL),
	OPT__OUTPUT(OPT_FORMATS, NULL, NULL),
	OPT__QUIET(NULL, NULL),
	OPT__SEED("seed for the spins", NULL),
	OPT__SHOW_SEED(),
	{ .letter = 'u', .name = "no-repeat", .kind = OPT_FLAG,
	  .help = N_("never a letter already spun (kept in 'spun')") },
	{ .letter = 'x', .name = "exclude", .arg = "SET", .kind = OPT_WORD,
	  .help = N_("the default letters without these") },
	OPT__WAIT(NULL),
	OPT_END
};

static const struct opt_tool spinner_tool = {
	.name = "spinner",
	.synopsis = "[-n] [-s] [-S] [-L] [-l | -x]\n"
	    "-u [-q] [-n] [-s] [-S] [-L] [-l | -x] [-f | -i [-W]] [-o]",
	.opts = opts
};

/*
 * A state for --no-repeat: FILE, or a new session when -i names none, in
 * language lang (NULL: the state's).  A state in no language of its own,
 * with nothing spun and no game, takes lang; any other must be in it.
 */
static struct state *
session(const char *ffile, const char *ifile, const char *lang)
{
	const struct alphabet *a = NULL;
	struct categories_game g = { 0 };
	struct core_err e;
	struct state *st;
	size_t len;
	char *text;

	/* Before the state: an alphabet file serves its "lang" (langload.h). */
	if (lang != NULL)
		a = langload_get(lang);
	if (ifile != NULL && ffile == NULL) {
		/*
		 * Held from here (statefile_hold); a missing file is made,
		 * and an empty one is new too (a session's first move
		 * undone leaves it so, and its replay starts from it).
		 */
		text = statefile_hold(ifile, STATEFILE_CREATE, &len);
		stateio_held(ifile);
		if (text == NULL || strspn(text, " \t\r\n") == len) {
			free(text);
			if ((st = state_new("", &e)) == NULL)
				fail_core(&e);
			free(st->game);
			st->game = NULL;
			st->file = ifile;
		} else {
			st = stateio_parse_file(text, len, ifile);
			free(text);
		}
	} else
		st = stateio_read(ffile, ifile);
	/*
	 * A session of its own has no game; a game must be the category
	 * one, refereed as categories(1) would: a spin writes it back.
	 */
	if (st->game != NULL) {
		stateio_need_game(st, STATE_CATEGORIES);
		if (node_get(st->root, "boards") != NULL) {
			if (categories_referee(st, &g, &e) == -1)
				fail_core(&e);
			categories_free(&g);
		}
	}
	if (a == NULL)
		return st;
	if (st->lang == NULL && st->game == NULL && !spinner_has_spun(st)) {
		if (state_set_lang(st, a->code, a, &e) == -1)
			fail_core(&e);
	} else if (strcmp(a->code, st->alpha->code) != 0)
		fail_usage("%s is in '%s', not '%s': --lang names the "
		    "session's language", st->file, st->alpha->code, a->code);
	return st;
}

/*
 * --no-repeat: n letters of set never spun in session st into out, and
 * recorded in st.  Too few letters left is a rule "no" in f.
 */
static void
spin_session(struct state *st, int has_seed, uint64_t seed, int show,
    const char *set, char *out, size_t n, struct flow *f)
{
	struct core_err e;
	struct rng r;
	char *used = NULL;

	stateio_seed(st, has_seed, seed);
	/*
	 * A seed the caller did not give is said only where anyone may be
	 * told it (stateio_seed): it gives every spin to come.
	 */
	if (show && !has_seed && (stateio_hidden() || !seat_seed_told(st)))
		fail_usage("the state's seed is not said: it gives every spin "
		    "to come");
	if (show)
		seed_show(st->seed);
	if (spinner_used(st, &used, &e) == -1)
		fail_core(&e);
	/* Every spin is one random event, counted in "shuffles". */
	state_rng(st, &r);
	if (spinner_spin_fresh(st->alpha, set, used, n, &r, out, &e) == 1)
		flow_refuse_err(f, &e);
	else if (spinner_record(st, out, &e) == -1)
		fail_core(&e);
	free(used);
}

/* The letters to spin: set or exclude (a's letters, UTF-8), or a's own. */
static void
letter_set(const struct alphabet *a, const char *letters,
    const char *exclude, char set[SPINNER_SETLEN])
{
	char xset[SPINNER_SETLEN];
	struct core_err e;

	if (letters != NULL) {
		if (spinner_parse(a, letters, set, &e) == -1)
			fail_usage("%s", e.msg);
	} else
		spinner_default(a, set);
	if (exclude != NULL) {
		if (spinner_parse(a, exclude, xset, &e) == -1)
			fail_usage("%s", e.msg);
		spinner_exclude(a, set, xset);
		if (set[0] == '\0')
			fail_usage("--exclude leaves no letter to spin");
	}
}

/* The spins, one letter a line in UTF-8, into text. */
static void
put_spins(const struct alphabet *a, const char *out, size_t n,
    struct buf *text)
{
	char u[8];
	size_t i;
	int c, rc;

	for (i = 0; i < n; i++) {
		c = (unsigned char)out[i];
		if (c < 0x80)
			rc = buf_addc(text, c);
		else {
			alpha_letter_utf8(a, alpha_index(a, c), 0, u);
			rc = buf_adds(text, u);
		}
		if (rc == -1 || buf_addc(text, '\n') == -1)
			fail_nomem();
	}
}

/* What the options asked for, beside the flow's part. */
struct spin_args {
	const char	*ffile, *letters, *exclude, *lang;
	uint64_t	 n, seed;
	int		 fresh, has_seed, show;
};

/* The options into a and f. */
static void
read_opts(int argc, char *argv[], struct spin_args *a, struct flow *f)
{
	int ch;

	a->n = 1;
	while ((ch = opt_get(&spinner_tool, argc, argv)) != -1)
		switch (ch) {
		case 'f': a->ffile = optarg; break;
		case 'i': f->ifile = optarg; break;
		case 'W': statefile_wait(optarg); break;
		case 'l': a->letters = optarg; break;
		case 'L': a->lang = optarg; break;
		case 'n': a->n = opt_u64(optarg, N_("count"), 1, SPIN_MAX); break;
		case 'o': f->fmt = output_format(optarg, 1); break;
		case 'q': f->quiet = 1; break;
		case 's':
			a->seed = seed_arg(optarg);
			a->has_seed = 1;
			break;
		case 'S': a->show = 1; break;
		case 'u': a->fresh = 1; break;
		case 'x': a->exclude = optarg; break;
		default: opt_usage(&spinner_tool, stderr, EXIT_ERR);
		}
	if (optind < argc)
		opt_no_operand("spinner", argv[optind], "-f FILE or -i FILE");
	if (a->letters != NULL && a->exclude != NULL)
		fail_usage("--letters and --exclude cannot be used "
		    "together");
	if (!a->fresh && (a->ffile != NULL || f->ifile != NULL ||
	    f->fmt != OUT_DEFAULT))
		fail_usage("-f, -i and -o keep a --no-repeat session");
}

int
main(int argc, char *argv[])
{
	struct spin_args a = { 0 };
	struct flow f = { 0 };
	const struct alphabet *al;
	char set[SPINNER_SETLEN], *out;
	struct state *st = NULL;
	struct rng r;

	read_opts(argc, argv, &a, &f);
	/* The language is the session's, else --lang's, else English. */
	if (a.fresh) {
		st = session(a.ffile, f.ifile, a.lang);
		/*
		 * A spin writes the session: in a game whose players have
		 * logins, it is a player's move, as every move is (flow.h).
		 */
		(void)flow_player(&f, st, NULL);
		al = st->alpha;
	} else
		al = langload_get(a.lang != NULL ? a.lang : "en");
	letter_set(al, a.letters, a.exclude, set);
	if ((out = malloc((size_t)a.n + 1)) == NULL)
		fail_nomem();
	if (!a.fresh) {
		rng_seed(&r, seed_run(a.has_seed, a.seed, a.show), 0);
		spinner_spin(set, (size_t)a.n, &r, out);
	} else
		spin_session(st, a.has_seed, a.seed, a.show, set, out,
		    (size_t)a.n, &f);
	if (!f.no)
		put_spins(al, out, (size_t)a.n, &f.text);
	/* A session's spins not kept are still its next (flow.h, brief). */
	if (!f.no && a.fresh)
		buf_printf(&f.brief, "%llu letter%s spun\n",
		    (unsigned long long)a.n, a.n == 1 ? "" : "s");
	f.st = st;
	f.apply = 1;
	flow_end(&f);
}
