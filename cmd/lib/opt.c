/*
 * opt.c: one option table per tool, and all that is derived from it: the
 * getopt string and long options, --help, the registry of letters, and
 * (in opt_usage.c) the usage lines and (in opt_complete.c) the completion
 * scripts.
 */
#include <ctype.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catalog.h"
#include "core.h"
#include "dictload.h"
#include "opt.h"
#include "fail.h"
#include "i18n.h"
#include "opt_int.h"
#include "privilege.h"
#include "say.h"
#include "state.h"
#include "util.h"

/* getopt_long's value for --wordkit-completion, out of a letter's range. */
#define OPT_COMPLETION	0x100
/*
 * A tool's options at most, with --help and --version (categories has
 * 18 of its own): getopt_long's table is a start's largest static, and
 * only its first entries are written.
 */
#define OPT_MAX		32
/* --help's left column: this wide at least, and at most. */
#define OPT_LEFT	21
#define OPT_LEFT_MAX	28

static void	replay_args(int, char *const []);

static const struct opt opt_help = {
	.letter = 'h', .name = "help", .kind = OPT_FLAG,
	.help = N_("show this help")
};
static const struct opt opt_version = {
	.letter = 'V', .name = "version", .kind = OPT_FLAG,
	.help = N_("show the version")
};

/*
 * What each letter means in every tool, and the help line of an option
 * of the table that has none of its own.  A tool that uses a letter of
 * this registry gives it one of the long names here, or marks it .own
 * where its page gives the letter another meaning (one the contract
 * fixed, or one documented before the registry): the tools say so in
 * their own tables, and none is named here.
 */
static const struct opt_letter {
	/*
	 * Arrays, not pointers: a static PIE relocates every pointer in
	 * its data when it starts, and every tool pays for this table.
	 */
	char	letter;
	char	names[24];	/* the long names it may have */
	char	meaning[40];
} opt_letters[] = {
	{ 'd', "dict", N_("dictionary; default standard") },
	{ 'e', "explain", N_("quote the rulebook sentence") },
	{ 'f', "file", N_("read the state from FILE") },
	{ 'h', "help", N_("show this help") },
	{ 'i', "in-place", N_("read and write back FILE atomically") },
	{ 'm', "min-length", N_("the shortest word allowed") },
	{ 'n', "count nodes tiles limit", N_("how many") },
	{ 'N', "names", N_("players by name, comma-separated") },
	{ 'o', "output", N_("text, yaml or json") },
	{ 'p', "player", N_("a player's name") },
	{ 'q', "quiet", N_("no reason on stderr for a rule \"no\"") },
	{ 's', "seed", N_("the seed of the random events") },
	{ 'S', "show-seed", N_("print the seed on stderr, to replay") },
	{ 'v', "variant", N_("the game's variant") },
	{ 'V', "version", N_("show the version") },
	{ 'W', "wait", N_("seconds to wait for a held file (60)") },
	{ 0, "", "" }
};

static int	opt_complete(const struct opt_tool *, const char *, FILE *);

static char opt_str[2 * OPT_MAX + 2];
static struct option opt_long[OPT_MAX + 2];
/* The options given so far, by their place in the table (opt_nth). */
static unsigned char opt_seen[OPT_MAX + 2];
/* The tool and the subcommand being read (opt_seed_missing). */
static const struct opt_tool *opt_cur;
static const char *opt_cur_cmd;

const struct opt *
opt_nth(const struct opt_tool *t, size_t i)
{
	size_t n;

	for (n = 0; t->opts[n].letter != 0; n++)
		;
	if (i < n)
		return &t->opts[i];
	if (i == n)
		return &opt_help;
	if (i == n + 1)
		return &opt_version;
	return NULL;
}

int
opt_is_lib(const struct opt *o)
{
	return o == &opt_help || o == &opt_version;
}

const char *
opt_help_of(const struct opt *o)
{
	const struct opt_letter *l;

	if (o->help != NULL)
		return o->help;
	for (l = opt_letters; l->letter != 0; l++)
		if (l->letter == o->letter)
			return l->meaning;
	return "";
}

/* Whether word is one of the space-separated words of list. */
static int
opt_word_in(const char *word, const char *list)
{
	size_t len = strlen(word);
	const char *p;

	for (p = list; (p = strstr(p, word)) != NULL; p += len)
		if ((p == list || p[-1] == ' ') &&
		    (p[len] == '\0' || p[len] == ' '))
			return 1;
	return 0;
}

int
opt_applies(const struct opt *o, const char *cmd)
{
	return o->only == NULL || (cmd != NULL && opt_word_in(cmd, o->only));
}

/* One option into the getopt string at *k and long option i. */
static void
opt_add(const struct opt *o, size_t i, size_t *k)
{
	opt_str[(*k)++] = (char)o->letter;
	if (o->arg != NULL)
		opt_str[(*k)++] = ':';
	opt_long[i].name = o->name;
	opt_long[i].has_arg = o->arg ? required_argument : no_argument;
	opt_long[i].flag = NULL;
	opt_long[i].val = o->letter;
}

static void
opt_build(const struct opt_tool *t)
{
	size_t i, k = 0;

	/* A leading ':' has getopt report a missing value as ':'. */
	opt_str[k++] = ':';
	for (i = 0; t->opts[i].letter != 0; i++) {
		if (i == OPT_MAX - 2)
			fail_at(FAIL_USAGE, NULL, 0, 0, "%s: more than %d options", t->name,
			    OPT_MAX - 2);
		opt_add(&t->opts[i], i, &k);
	}
	opt_add(&opt_help, i++, &k);
	opt_add(&opt_version, i++, &k);
	opt_str[k] = '\0';
	opt_long[i].name = "wordkit-completion";
	opt_long[i].has_arg = required_argument;
	opt_long[i].flag = NULL;
	opt_long[i].val = OPT_COMPLETION;
	memset(&opt_long[i + 1], 0, sizeof(opt_long[i + 1]));
}

void
opt_check_cmd(const struct opt_tool *t, const char *cmd)
{
	const struct opt_cmd *c;
	const struct opt *o;
	size_t i;

	for (c = t->cmds; c != NULL && c->name != NULL; c++)
		if (cmd != NULL && strcmp(cmd, c->name) == 0)
			break;
	if (c == NULL || c->name == NULL)
		return;
	opt_cur_cmd = c->name;
	/* -h and -V apply everywhere: only the table's own are checked. */
	for (i = 0, o = t->opts; o->letter != 0; i++, o++)
		if (opt_seen[i] && !opt_applies(o, cmd))
			fail_usage("'%s %s' takes no -%c (--%s is for %s "
			    "only)", t->name, cmd, o->letter, o->name,
			    o->only);
}

void
opt_unknown_cmd(const struct opt_tool *t, const char *cmd)
{
	const char *names[64], *near;
	size_t n = 0;

	for (; t->cmds != NULL && t->cmds[n].name != NULL &&
	    n < sizeof(names) / sizeof(names[0]) - 1; n++)
		names[n] = t->cmds[n].name;
	names[n] = NULL;
	if ((near = str_nearest(cmd, names)) != NULL)
		fail_usage("unknown command '%s' (did you mean '%s'?)", cmd,
		    near);
	fail_usage("unknown command '%s'", cmd);
}

/* Was the option of this long name given? */
static int
opt_given(const char *name)
{
	size_t i;

	for (i = 0; opt_cur != NULL && opt_cur->opts[i].letter != 0; i++)
		if (opt_seen[i] && strcmp(opt_cur->opts[i].name, name) == 0)
			return 1;
	return 0;
}

void
opt_warn_idle(void)
{
	/* Each sentence whole, for the catalogs. */
	if (opt_given("limit") && !opt_given("find"))
		say_warn("-n (--limit) does nothing without -F (--find)");
	if (opt_given("wait") && !opt_given("in-place"))
		say_warn("-W (--wait) does nothing without -i (--in-place)");
}

void
opt_start(int argc, char *const argv[])
{
	static int started;

	if (!started) {
		started = 1;
		catalog_open();
		replay_args(argc, argv);
	}
	opt_typed_see(argc, argv);
}

/*
 * The long option "--NAME" (n bytes of it) names, as getopt_long reads
 * it: its whole name, or the start of one name alone; NULL for none.
 */
static const struct option *
long_named(const char *name, size_t n)
{
	const struct option *lo, *hit = NULL;
	int hits = 0;

	for (lo = opt_long; lo->name != NULL; lo++) {
		if (strncmp(lo->name, name, n) != 0)
			continue;
		if (lo->name[n] == '\0')
			return lo;
		hit = lo;
		hits++;
	}
	return hits == 1 ? hit : NULL;
}

/* The value of the option at argv[*i], rest being what follows its name. */
static const char *
value_of(const char *rest, int argc, char *const argv[], int *i)
{
	if (*rest != '\0')
		return rest;
	return *i + 1 < argc ? argv[++*i] : NULL;
}

void
opt_doc_ahead(void)
{
	char *const *argv;
	const struct option *lo;
	const char *a, *v = NULL, *w, *q;
	int argc, i, out = 0;
	size_t n;

	for (i = 0; opt_cur != NULL && opt_cur->opts[i].letter != 0; i++)
		if (strcmp(opt_cur->opts[i].name, "output") == 0)
			out = opt_cur->opts[i].letter;
	argv = opt_typed_argv(&argc);
	for (i = 1; out != 0 && i < argc && argv[i] != NULL; i++) {
		if (strcmp(a = argv[i], "--") == 0)
			break;
		if (a[0] != '-' || a[1] == '\0')
			continue;
		if (a[1] == '-') {
			n = strcspn(a + 2, "=");
			if ((lo = long_named(a + 2, n)) == NULL ||
			    lo->has_arg == no_argument)
				continue;
			w = value_of(a[2 + n] == '=' ? a + 3 + n : "", argc,
			    argv, &i);
			if (lo->val == out)
				v = w;
			continue;
		}
		/* A cluster: its first letter that takes a value ends it. */
		for (a++; *a != '\0'; a++)
			if (*a != ':' && (q = strchr(opt_str, *a)) != NULL &&
			    q[1] == ':') {
				w = value_of(a + 1, argc, argv, &i);
				if (*a == out)
					v = w;
				break;
			}
	}
	if (v != NULL && (strcmp(v, "yaml") == 0 || strcmp(v, "json") == 0)) {
		catalog_close();
		fail_doc(v[0] == 'y' ? OUT_YAML : OUT_JSON);
	}
}

/* The seed was the replay's (replay_seed), not typed. */
static int replayed;

/*
 * Does path name a replay's copy of a game, "DIR/[.]wordkit-replay.XXXXXX/
 * state" (journalfile_replay.c)?  Only there is a replay's seed taken:
 * elsewhere, the game of the games folder too, it would be a seed chosen
 * in secret, which the journal lists as neither typed nor drawn.
 */
static int
replay_copy(const char *path)
{
	const char *end = strrchr(path, '/'), *p;

	if (end == NULL || strcmp(end, "/state") != 0)
		return 0;
	for (p = end; p > path && p[-1] != '/'; p--)
		continue;
	if (*p == '.')
		p++;
	return (size_t)(end - p) == strlen("wordkit-replay.XXXXXX") &&
	    strncmp(p, "wordkit-replay.", strlen("wordkit-replay.")) == 0;
}

/*
 * A move replayed (journalfile_replay.c) is run with "..." for each of its
 * arguments, which every user may read (/proc/PID/cmdline), and the
 * arguments themselves in the environment, WORDKIT_REPLAY_ARGS: each its
 * length in decimal, ':' and its bytes.  Put them in argv's place before
 * anything reads it, taken, as its seed is, only for a replay's own copy
 * of a game (set by hand for another file, it is passed over).
 */
static void
replay_args(int argc, char *const argv[])
{
	const char *s, *state;
	char **v = (char **)argv, *end;
	unsigned long n;
	int i;

	if ((s = privilege_getenv("WORDKIT_REPLAY_ARGS")) == NULL ||
	    (state = privilege_getenv("WORDKIT_REPLAY_STATE")) == NULL ||
	    !replay_copy(state))
		return;
	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "...") != 0 || !isdigit((unsigned char)*s))
			break;
		n = strtoul(s, &end, 10);
		if (*end != ':' || n > strlen(end + 1))
			break;
		if ((v[i] = malloc(n + 1)) == NULL)
			fail_nomem();
		memcpy(v[i], end + 1, n);
		v[i][n] = '\0';
		s = end + 1 + n;
	}
	if (i < argc || *s != '\0')
		fail_at(FAIL_USAGE, NULL, 0, 0, "a replayed move's arguments "
		    "are not those of its command line (WORDKIT_REPLAY_ARGS)");
}

/*
 * The seed a replayed move drew (journalfile_replay.c), as if it had been
 * typed: it comes by the environment, not on the command line, which
 * every user reads (/proc/PID/cmdline).  Taken only with the file of a
 * replay (statefile.c holds the move to it: it is then no more than a
 * --seed typed on that move), once, after the options the move was typed
 * with, to a tool that takes --seed and was given none (a move with -i:
 * a replay replays no other).  The seed's letter, optarg the seed; or -1.
 */
static int
replay_seed(const struct opt_tool *t)
{
	static int given;
	const char *seed, *state;
	size_t i;

	/*
	 * Its command may be known only later (opt_check_cmd): the replay
	 * gives a seed only to a move that drew one, whose command took it.
	 */
	if (given || (state = privilege_getenv("WORDKIT_REPLAY_STATE")) ==
	    NULL || !replay_copy(state) ||
	    (seed = privilege_getenv("WORDKIT_REPLAY_SEED")) == NULL ||
	    opt_given("seed"))
		return -1;
	given = 1;
	replayed = 1;
	for (i = 0; t->opts[i].letter != 0; i++)
		if (strcmp(t->opts[i].name, "seed") == 0) {
			opt_seen[i] = 1;
			optarg = (char *)seed;
			return t->opts[i].letter;
		}
	return -1;
}

int
opt_get(const struct opt_tool *t, int argc, char *const argv[])
{
	const struct opt *o;
	size_t i;
	int ch;

	if (opt_str[0] == '\0')
		opt_build(t);
	opt_cur = t;
	opt_start(argc, argv);
	/*
	 * An option's value refused while they are read (a seed, a
	 * language) is refused in the document -o asks for, written after
	 * it or not.
	 */
	fail_ahead(opt_doc_ahead);
	ch = opt_getopt_long(argc, argv, opt_str, opt_long);
	/* The table's own options only: -h and -V end the run at once. */
	for (i = 0, o = t->opts; ch > 0 && o->letter != 0; i++, o++)
		if (o->letter == ch)
			opt_seen[i] = 1;
	if (ch == -1 && argc > 0)
		opt_check_cmd(t, argv[0]);
	/*
	 * A file changed in place is journaled with its command line; a
	 * move replayed is one, and may be given the seed it drew.
	 */
	if (ch == -1 && opt_given("in-place")) {
		opt_typed_keep();
		if ((ch = replay_seed(t)) != -1)
			return ch;
	}
	if (ch == -1)
		fail_ahead(NULL);
	if (ch == 'h' || ch == 'V' || ch == OPT_COMPLETION)
		opt_answer_whole();
	switch (ch) {
	case 'h':
		opt_usage(t, stdout, EXIT_YES);
	case 'V':
		opt_print_version();
	case OPT_COMPLETION:
		if (opt_complete(t, optarg, stdout) == -1)
			fail_usage("no completion for '%s' (bash, zsh or "
			    "fish)", optarg);
		opt_usage_done(stdout, EXIT_YES);
	}
	return ch;
}

int
opt_seed_missing(void)
{
	const struct opt *o;

	for (o = opt_cur != NULL ? opt_cur->opts : NULL; o != NULL &&
	    o->letter != 0; o++)
		if (strcmp(o->name, "seed") == 0)
			return opt_applies(o, opt_cur_cmd) && !opt_given("seed");
	return 0;
}

int
opt_seed_typed(void)
{
	return opt_given("seed") && !replayed;
}

const char *
opt_replay_user(void)
{
	const char *state, *user;

	if ((state = privilege_getenv("WORDKIT_REPLAY_STATE")) == NULL ||
	    !replay_copy(state) ||
	    (user = privilege_getenv("WORDKIT_REPLAY_USER")) == NULL ||
	    !state_login_ok(user))
		return NULL;
	return user;
}

/* --help's order: by letter, a lowercase one before its capital. */
static int
opt_cmp(const void *a, const void *b)
{
	int x = (*(const struct opt *const *)a)->letter;
	int y = (*(const struct opt *const *)b)->letter;

	if (tolower(x) != tolower(y))
		return tolower(x) - tolower(y);
	return y - x;
}

/* The left column of o's line in --help, "-x, --long ARG", into buf. */
static size_t
opt_left(const struct opt *o, char *buf, size_t size)
{
	int n;

	n = snprintf(buf, size, "-%c, --%s%s%s", o->letter, o->name,
	    o->arg ? " " : "", o->arg ? o->arg : "");
	return n < 0 ? 0 : (size_t)n;
}

/* o's line in --help, its left column width wide, in the reader's words. */
static void
opt_help_line(FILE *f, const struct opt *o, int width)
{
	char left[64];
	const char *h, *nl;

	opt_left(o, left, sizeof(left));
	fprintf(f, "  %-*s  ", width, left);
	/* "" would be the catalog's header. */
	if ((h = opt_help_of(o))[0] != '\0')
		h = _(h);
	for (; (nl = strchr(h, '\n')) != NULL; h = nl + 1)
		fprintf(f, "%.*s\n%*s", (int)(nl - h), h, width + 4, "");
	fprintf(f, "%s\n", h);
}

void
opt_usage(const struct opt_tool *t, FILE *f, int code)
{
	const struct opt *sorted[OPT_MAX];
	char left[64];
	size_t i, n, w, width = OPT_LEFT;

	/* A synopsis that does not fit the table fails before a word. */
	opt_synopsis(t, NULL);
	for (n = 0; n < OPT_MAX && (sorted[n] = opt_nth(t, n)) != NULL; n++)
		if ((w = opt_left(sorted[n], left, sizeof(left))) > width)
			width = w;
	if (width > OPT_LEFT_MAX)
		width = OPT_LEFT_MAX;
	qsort(sorted, n, sizeof(sorted[0]), opt_cmp);
	opt_synopsis(t, f);
	if (t->intro != NULL)
		fputs(_(t->intro), f);
	fprintf(f, "%s\n", _("options:"));
	for (i = 0; i < n; i++)
		opt_help_line(f, sorted[i], (int)width);
	if (t->outro != NULL)
		fputs(_(t->outro), f);
	if (t->more != NULL)
		t->more(f);
	opt_usage_done(f, code);
}

/* The kind's name in the table that the tests read. */
static const char *
opt_kind_name(enum opt_kind kind)
{
	static const char names[][8] = {
		"flag", "number", "word", "file", "state", "choice", "dict",
		"player"
	};

	return names[kind];
}

/*
 * The table, tab-separated, "-" for nothing: a line "cmd NAME" for each
 * subcommand, then one for each option: letter, long name, argument,
 * kind, subcommands, choices; and after an option that gives a letter of
 * the registry its own meaning, a line "own -x".
 */
static void
opt_table(const struct opt_tool *t, FILE *f)
{
	const struct opt_cmd *c;
	const struct opt *o;
	size_t i;

	for (c = t->cmds; c != NULL && c->name != NULL; c++)
		fprintf(f, "cmd\t%s\n", c->name);
	for (i = 0; (o = opt_nth(t, i)) != NULL; i++) {
		fprintf(f, "-%c\t--%s\t%s\t%s\t%s\t%s\n", o->letter, o->name,
		    o->arg ? o->arg : "-", opt_kind_name(o->kind),
		    o->only ? o->only : "-",
		    o->kind == OPT_CHOICE ? o->choices : "-");
		if (o->own)
			fprintf(f, "own\t-%c\n", o->letter);
	}
}

/* The registry, one letter a line: letter, long names, meaning. */
static void
opt_registry(FILE *f)
{
	const struct opt_letter *l;

	for (l = opt_letters; l->letter != 0; l++)
		fprintf(f, "-%c\t%s\t%s\n", l->letter, l->names,
		    l->meaning);
}

/* The verbs, one a line: name, the words after it ("-": none), help. */
static void
opt_verbs(const struct opt_tool *t, FILE *f)
{
	const struct opt_verb *v;

	for (v = t->verbs; v != NULL && v->name != NULL; v++)
		fprintf(f, "%s\t%s\t%s\n", v->name, v->args ? v->args : "-",
		    v->help);
}

/*
 * The built-in dictionaries a -d NAME finds now, one a line: what the
 * completions offer for -d, asked when completing (opt_complete.c).
 */
static void
opt_dicts(FILE *f)
{
	char **names = dictload_names();
	size_t i;

	for (i = 0; names[i] != NULL; i++) {
		fprintf(f, "%s\n", names[i]);
		free(names[i]);
	}
	free(names);
}

/*
 * Print t's completion script for shell ("bash", "zsh" or "fish"), or
 * "table" (a line per subcommand, then one per option: letter, long name,
 * argument, kind, subcommands, choices; "own -x" after an option that is
 * its own), "letters" (the registry of letters) or "verbs" (a line per
 * verb: name, the words after it, help), as the tests read them, or
 * "dicts" (the built-in dictionaries, as the scripts read them).
 * Returns 0, or -1 for an unknown shell.
 */
static int
opt_complete(const struct opt_tool *t, const char *shell, FILE *f)
{
	if (strcmp(shell, "bash") == 0)
		opt_bash(t, f);
	else if (strcmp(shell, "zsh") == 0)
		opt_zsh(t, f);
	else if (strcmp(shell, "fish") == 0)
		opt_fish(t, f);
	else if (strcmp(shell, "table") == 0)
		opt_table(t, f);
	else if (strcmp(shell, "letters") == 0)
		opt_registry(f);
	else if (strcmp(shell, "dicts") == 0)
		opt_dicts(f);
	else if (strcmp(shell, "verbs") == 0)
		opt_verbs(t, f);
	else
		return -1;
	return 0;
}
