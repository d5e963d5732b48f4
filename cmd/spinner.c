/*
 * spinner: spin the letter spinner of the category game.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "alphabet.h"
#include "core.h"
#include "fail.h"
#include "flow.h"
#include "langload.h"
#include "node.h"
#include "opt.h"
#include "output.h"
#include "rng.h"
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
	  .help = "spin these letters (e.g. A-Z, AEIOU)" },
	OPT__LANG('L', "the language and its spinner; default en,\n"
	    "or the session's", NULL),
	OPT__COUNT("count", "COUNT", "how many letters (1)", NULL),
	OPT__OUTPUT(OPT_FORMATS, NULL, NULL),
	OPT__QUIET(NULL, NULL),
	OPT__SEED("seed for the spins", NULL),
	OPT__SHOW_SEED(),
	{ .letter = 'u', .name = "no-repeat", .kind = OPT_FLAG,
	  .help = "never a letter already spun (kept in 'spun')" },
	{ .letter = 'x', .name = "exclude", .arg = "SET", .kind = OPT_WORD,
	  .help = "the default letters without these" },
	OPT_END
};

static const struct opt_tool spinner_tool = {
	.name = "spinner",
	.synopsis = "[-n] [-s] [-S] [-L] [-l | -x]\n"
	    "-u [-q] [-n] [-s] [-S] [-L] [-l | -x] [-f | -i] [-o]",
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
	const struct alphabet *a;
	struct core_err e;
	struct state *st;
	size_t len;
	char *text;

	if (ifile != NULL && ffile == NULL) {
		/* Held from here (statefile_hold); a missing file is made. */
		if ((text = statefile_hold(ifile, STATEFILE_CREATE, &len)) == NULL) {
			if ((st = state_new("", &e)) == NULL)
				fail_core(&e);
			free(st->game);
			st->game = NULL;
			st->file = ifile;
		} else {
			st = stateio_parse(text, len, ifile);
			free(text);
		}
	} else
		st = stateio_read(ffile, ifile);
	/* A session of its own has no game; a game must be the category one. */
	if (st->game != NULL)
		stateio_need_game(st, STATE_CATEGORIES);
	if (lang == NULL)
		return st;
	a = langload_get(lang);
	if (st->lang == NULL && st->game == NULL && !spinner_has_spun(st)) {
		if (state_set_lang(st, lang, a, &e) == -1)
			fail_core(&e);
	} else if (strcmp(a->code, st->alpha->code) != 0)
		fail_usage("%s is in '%s', not '%s': --lang names the "
		    "session's language", st->file, st->alpha->code, a->code);
	return st;
}

/*
 * --no-repeat: n letters of set never spun in session st into out, and
 * recorded in st.  Exits 1 when too few letters are left.
 */
static void
spin_session(struct state *st, int has_seed, uint64_t seed, int show,
    int quiet, const char *set, char *out, size_t n)
{
	struct core_err e;
	struct rng r;
	char *used = NULL;

	stateio_seed(st, has_seed, seed);
	if (show)
		seed_show(st->seed);
	if (spinner_used(st, &used, &e) == -1)
		fail_core(&e);
	/* Every spin is one random event, counted in "shuffles". */
	state_rng(st, &r);
	if (spinner_spin_fresh(st->alpha, set, used, n, &r, out, &e) == 1)
		flow_no(quiet, "%s", e.msg);
	if (spinner_record(st, out, &e) == -1)
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

int
main(int argc, char *argv[])
{
	const char *ffile = NULL, *ifile = NULL, *letters = NULL;
	const char *exclude = NULL, *lang = NULL;
	const struct alphabet *a;
	char set[SPINNER_SETLEN], *out;
	struct state *st = NULL;
	struct buf text = { 0 };
	enum out_fmt fmt = OUT_DEFAULT;
	struct rng r;
	uint64_t n = 1, seed = 0;
	int ch, quiet = 0, fresh = 0, has_seed = 0, show = 0;

	while ((ch = opt_get(&spinner_tool, argc, argv)) != -1)
		switch (ch) {
		case 'f': ffile = optarg; break;
		case 'i': ifile = optarg; break;
		case 'l': letters = optarg; break;
		case 'L': lang = optarg; break;
		case 'n': n = opt_u64(optarg, "count", 1, SPIN_MAX); break;
		case 'o': fmt = output_format(optarg, 1); break;
		case 'q': quiet = 1; break;
		case 's':
			seed = seed_arg(optarg);
			has_seed = 1;
			break;
		case 'S': show = 1; break;
		case 'u': fresh = 1; break;
		case 'x': exclude = optarg; break;
		default: opt_usage(&spinner_tool, stderr, EXIT_ERR);
		}
	if (optind < argc)
		opt_no_operand("spinner", argv[optind], "-f FILE or -i FILE");
	if (letters != NULL && exclude != NULL)
		fail_usage("--letters and --exclude cannot be used "
		    "together");
	if (!fresh && (ffile != NULL || ifile != NULL || fmt != OUT_DEFAULT))
		fail_usage("-f, -i and -o keep a --no-repeat session");
	/* The language is the session's, else --lang's, else English. */
	if (fresh) {
		st = session(ffile, ifile, lang);
		a = st->alpha;
	} else
		a = langload_get(lang != NULL ? lang : "en");
	letter_set(a, letters, exclude, set);
	if ((out = malloc((size_t)n + 1)) == NULL)
		fail_nomem();
	if (!fresh) {
		rng_seed(&r, seed_run(has_seed, seed, show), 0);
		spinner_spin(set, (size_t)n, &r, out);
	} else
		spin_session(st, has_seed, seed, show, quiet, set, out,
		    (size_t)n);
	put_spins(a, out, (size_t)n, &text);
	if (st != NULL)
		stateio_emit(st, ifile, fmt, &text);
	else
		output_buf(&text);
	buf_free(&text);
	free(out);
	state_free(st);
	return EXIT_YES;
}
