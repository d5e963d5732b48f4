/*
 * table: a game's state as the people at the table see it, once or, with
 * --follow, again each time the file changes (libcore/view.h draws it).
 */
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "alphabet.h"
#include "caller.h"
#include "core.h"
#include "dict.h"
#include "dictload.h"
#include "fail.h"
#include "flow.h"
#include "follow.h"
#include "i18n.h"
#include "input.h"
#include "langload.h"
#include "opt.h"
#include "output.h"
#include "privilege.h"
#include "seat.h"
#include "state.h"
#include "stateio.h"
#include "util.h"
#include "view.h"

extern const char *__progname;

/* A terminal's screen cleared, the cursor at its top: a drawing anew. */
#define CLEAR	"\033[H\033[2J"

static const struct opt opts[] = {
	OPT__DICT("Typeset's scores: dictionary; default the game's", NULL),
	OPT__FILE("read the state from FILE", NULL),
	{ .letter = 'F', .name = "follow", .kind = OPT_FLAG,
	  .help = N_("draw again each time FILE changes") },
	OPT__LANG('l', "the state's language: an alphabet FILE\nfor one of one's own (a code: the state's)", NULL),
	OPT__COUNT("count", "COUNT", "--follow: stop after COUNT drawings",
	    NULL),
	OPT__OUTPUT(OPT_FORMATS, NULL, NULL),
	OPT__PLAYER("add this player's own hand", NULL),
	OPT__QUIET(NULL, NULL),
	OPT_END
};

static const struct opt_tool table_tool = {
	.name = "table",
	.synopsis = "[-q] [-f] [-p] [-d] [-l] [-o]\n"
	    "-F -f [-n] [-q] [-p] [-d] [-l] [-o]",
	.outro = N_("environment: NO_COLOR, set and not empty: no colour\n"),
	.opts = opts
};

struct table_args {
	const char	*ffile, *player, *dname;
	enum out_fmt	 fmt;
	int		 follow, quiet;
	uint64_t	 count;		/* --follow's drawings; 0: no end */
	int		 tty;		/* stdout is a terminal that draws */
	int		 colour;
	struct dict	*dict;		/* Typeset's, once asked for */
	char		*dict_for;	/* the name it was loaded by */
	char		 dict_in[ALPHA_CODELEN];	/* its lists' language */
};

static void
read_opts(int argc, char *argv[], struct table_args *a)
{
	int ch;

	while ((ch = opt_get(&table_tool, argc, argv)) != -1)
		switch (ch) {
		case 'd': a->dname = optarg; break;
		case 'f': a->ffile = optarg; break;
		case 'F': a->follow = 1; break;
		case 'l': langload_arg(optarg); break;
		case 'n':
			a->count = opt_u64(optarg, N_("count"), 1, UINT32_MAX);
			break;
		case 'o': a->fmt = output_format(optarg, 1); break;
		case 'p': a->player = optarg; break;
		case 'q': a->quiet = 1; break;
		default: opt_usage(&table_tool, stderr, EXIT_ERR);
		}
	if (optind < argc)
		opt_no_operand("table", argv[optind], N_("-f FILE"));
	if (a->follow && (a->ffile == NULL || strcmp(a->ffile, "-") == 0))
		fail_usage("--follow follows a file: give it with -f FILE");
	if (a->count > 0 && !a->follow)
		fail_usage("--count counts the drawings of --follow");
}

/*
 * Colour and a screen drawn anew only on a terminal that can show them,
 * and no escape sequence at all with NO_COLOR set and not empty
 * (https://no-color.org), as table(1) says: the drawings of -F follow
 * one another then, as they do in a file.
 */
static void
terminal(struct table_args *a)
{
	const char *term = privilege_getenv("TERM"),
	    *nc = privilege_getenv("NO_COLOR");

	a->tty = isatty(STDOUT_FILENO) && term != NULL && *term != '\0' &&
	    strcmp(term, "dumb") != 0 && (nc == NULL || *nc == '\0');
	a->colour = a->tty && (a->fmt == OUT_DEFAULT || a->fmt == OUT_TEXT);
}

/* The dictionary of st's game, loaded again only for another. */
static const struct dict *
dict_of(struct table_args *a, const struct state *st)
{
	const char *want = stateio_dict(st, a->dname);
	const struct alphabet *in = stateio_lang(st);

	/* The same name read in the same letters: the same dictionary. */
	if (a->dict != NULL && (want == NULL ? a->dict_for == NULL :
	    a->dict_for != NULL && strcmp(want, a->dict_for) == 0) &&
	    strcmp(in != NULL ? in->code : "", a->dict_in) == 0)
		return a->dict;
	dict_free(a->dict);
	free(a->dict_for);
	a->dict_for = NULL;
	if (want != NULL && (a->dict_for = strdup(want)) == NULL)
		fail_nomem();
	snprintf(a->dict_in, sizeof(a->dict_in), "%s", in != NULL ? in->code :
	    "");
	return a->dict = stateio_dict_get(st, a->dname, 0);
}

/* st drawn onto out, as text or the document of -o; -1 with e. */
static int
draw(struct table_args *a, struct state *st, struct buf *out,
    struct core_err *e)
{
	struct view_opts o = { a->player, a->colour, NULL };
	struct node *doc;

	/* A -d (or WORDKIT_DICT) given is had, or exit 2, whatever the game. */
	if (view_needs_dict(st) || dictload_named(a->dname))
		o.dict = dict_of(a, st);
	if (a->fmt != OUT_YAML && a->fmt != OUT_JSON)
		return view_text(st, &o, out, e);
	if ((doc = view_node(st, &o, e)) == NULL)
		return -1;
	output_put_tree(doc, a->fmt, out);
	return 0;
}

static const struct alphabet *
lang(void *arg, const char *code, struct core_err *e)
{
	(void)arg;
	return langload_try(code, e);
}

/*
 * A state that cannot be read or drawn, its reason escaped as the drawing
 * escapes every string of a file (a reason may quote one): the first
 * ends the run, exit 2; while following, the reason is said and the last
 * drawing stands until the next change, so that one player's slip in an
 * editor does not end the table's screen.
 */
static void
refuse(struct core_err *e, int first)
{
	struct buf b = { 0 };

	view_escape(&b, e->msg);
	if (!b.failed && b.p != NULL)
		snprintf(e->msg, sizeof(e->msg), "%s", b.p);
	buf_free(&b);
	if (first)
		fail_core(e);
	follow_say(e);
}

/*
 * May the caller see the hand of -p's player?  0 yes; -1 with e when no
 * player has the name; in a game whose players have logins, only the
 * caller's own: another's is a rule "no", which ends the run at the first
 * drawing (exit 1) and is said while following (seat.h).
 */
static int
own_hand(const struct table_args *a, struct state *st, int first,
    struct core_err *e)
{
	struct flow f = { 0 };
	struct player *p;
	int rc;

	if ((rc = seat_player(st, caller_login(), a->player, &p, e)) != 1)
		return rc;
	if (first) {
		f.fmt = a->fmt;
		f.quiet = a->quiet;
		flow_refuse_err(&f, e);
		state_free(st);
		flow_end(&f);
	}
	e->file = NULL;
	return -1;
}

/*
 * The state of text (len bytes, from name) drawn onto out: 0, or -1 when
 * it cannot be (refuse: the first draw exits).
 */
static int
draw_text(struct table_args *a, const char *text, size_t len,
    const char *name, int first, struct buf *out)
{
	struct core_err e;
	struct state *st;
	int rc = -1;

	if ((st = state_read_lang(text, len, name, lang, NULL, &e)) == NULL) {
		refuse(&e, first);
		return -1;
	}
	/* A file names its game (stateio.h); the standard input need not. */
	if (a->ffile != NULL && strcmp(a->ffile, "-") != 0 &&
	    stateio_names_game(st, name, &e) == -1) {
		state_free(st);
		refuse(&e, first);
		return -1;
	}
	/* A tool's error document handed on is said as one (stateio.h). */
	if (first && st->game == NULL) {
		state_free(st);
		st = stateio_parse(text, len, name);
	}
	if (a->player == NULL || own_hand(a, st, first, &e) == 0)
		rc = draw(a, st, out, &e);
	state_free(st);
	if (rc == -1)
		refuse(&e, first);
	return rc;
}

/* Draw the state once, from -f FILE or stdin. */
static void __attribute__((noreturn))
once(struct table_args *a)
{
	struct flow f = { 0 };
	const char *name;
	size_t len;
	char *text;

	/* The drawing escapes what it quotes; its colours are its own. */
	f.fmt = a->fmt;
	f.colour = a->colour;
	input_await(a->ffile, N_("a game state"),
	    N_("use -f FILE or a pipe"));
	text = input_slurp_state(a->ffile, &name, &len, NULL);
	draw_text(a, text, len, name, 1, &f.text);
	free(text);
	flow_end(&f);
}

/* What goes before a drawing, so that a screen or a script tells them. */
static void
separate(const struct table_args *a, struct buf *out, int first)
{
	if (a->fmt == OUT_YAML)
		buf_adds(out, "---\n");
	else if (a->fmt == OUT_JSON)
		return;
	else if (a->tty)
		buf_adds(out, CLEAR);
	else if (!first)
		buf_adds(out, "\f\n");
}

/* Draw the file, then again at each change, until it is gone. */
static void __attribute__((noreturn))
follow(struct table_args *a)
{
	struct follow *fl;
	struct buf out;
	uint64_t n = 0;
	size_t len;
	char *text;

	/*
	 * Interrupted, it dies of the signal, as timer(1) does; a shell
	 * ignores SIGINT and SIGQUIT for what it runs in the background,
	 * and a screen started so is still stopped by them.
	 */
	signal(SIGINT, SIG_DFL);
	signal(SIGQUIT, SIG_DFL);
	fl = follow_open(a->ffile);
	while ((a->count == 0 || n < a->count) &&
	    (text = follow_next(fl, &len)) != NULL) {
		memset(&out, 0, sizeof(out));
		separate(a, &out, n == 0);
		if (draw_text(a, text, len, a->ffile, n == 0, &out) == 0) {
			output_buf(&out);
			n++;
		}
		buf_free(&out);
		free(text);
	}
	if ((a->count == 0 || n < a->count) && isatty(STDERR_FILENO))
		fprintf(stderr, _("%s: '%s' is gone: nothing more to "
		    "follow\n"), __progname, a->ffile);
	follow_close(fl);
	dict_free(a->dict);
	free(a->dict_for);
	exit(EXIT_YES);
}

int
main(int argc, char *argv[])
{
	struct table_args a = { 0 };

	read_opts(argc, argv, &a);
	terminal(&a);
	if (a.follow)
		follow(&a);
	once(&a);
}
