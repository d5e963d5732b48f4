/*
 * opt_parse.c: getopt_long with one-line messages, and the arguments
 * every tool parses alike: numbers, a subcommand, an operand not taken.
 */
#include <sys/stat.h>

#include <getopt.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core.h"
#include "fail.h"
#include "i18n.h"
#include "opt.h"
#include "opt_int.h"
#include "util.h"

#ifndef WORDKIT_VERSION
#define WORDKIT_VERSION "0.0.0"
#endif

extern const char *__progname;

/*
 * The name of the long option of lo, short twin c, that the argument s
 * ("--name", "--na" or "--name=v") gave, for a message in the words the
 * user typed; NULL when s gave none (a short option of a cluster).
 */
static const char *
long_given(const struct option *lo, const char *s, int c)
{
	size_t n;

	if (strncmp(s, "--", 2) != 0)
		return NULL;
	s += 2;
	n = strcspn(s, "=");
	for (; lo->name != NULL; lo++)
		if (lo->val == c && strncmp(lo->name, s, n) == 0)
			return lo->name;
	return NULL;
}

int
opt_getopt_long(int argc, char *const argv[], const char *opts,
    const struct option *lo)
{
	const char *name;
	char spec[128];
	int ch;

	/* opts may already start with the ':' that getopt is given. */
	if (opts[0] != ':') {
		snprintf(spec, sizeof(spec), ":%s", opts);
		opts = spec;
	}
	opterr = 0;
	ch = getopt_long(argc, argv, opts, lo, NULL);
	if (ch != '?' && ch != ':')
		return ch;
	/* A long option's errors set optopt to its twin: "--apply=1". */
	/*
	 * musl's optind may be past argc, or name a NULL it left in argv,
	 * after a short option's missing value.
	 */
	name = optopt != 0 && optind > 0 && optind <= argc &&
	    argv[optind - 1] != NULL ? long_given(lo, argv[optind - 1],
	    optopt) : NULL;
	opt_doc_ahead();
	if (ch == '?') {
		if (name != NULL)
			fail_usage("option '--%s' takes no value", name);
		if (optopt != 0)
			fail_usage("unknown option '-%c'", optopt);
		fail_usage("unknown option '%s'", argv[optind - 1]);
	}
	if (name != NULL)
		fail_usage("option '--%s' needs a value", name);
	if (optopt != 0)
		fail_usage("option '-%c' needs a value", optopt);
	fail_usage("option '%s' needs a value", argv[optind - 1]);
}

/*
 * The answer to -h, -V or --wordkit-completion goes out in one write: musl
 * writes a pipe's first line on its own and then 1 KB at a time, and a
 * reader that quits after a line ("tool --help | head -1" under pipefail)
 * kills the writer of a second write with SIGPIPE, exit 141.  The biggest
 * answer, a completion script, is 12 KB; the buffer is untouched (and
 * costs nothing) in every other run.
 */
void
opt_answer_whole(void)
{
	static char buf[64 * 1024] BIG_STATIC;

	(void)setvbuf(stdout, buf, _IOFBF, sizeof(buf));
}

void
opt_usage_done(FILE *f, int code)
{
	if (f == stdout && (fflush(f) == EOF || ferror(f)))
		fail_io("write error");
	exit(code);
}

void
opt_print_version(void)
{
	printf("%s (wordkit) %s\n", __progname, WORDKIT_VERSION);
	if (fflush(stdout) == EOF || ferror(stdout))
		fail_io("write error");
	exit(EXIT_YES);
}

uint64_t
opt_u64(const char *s, const char *what, uint64_t min, uint64_t max)
{
	struct core_err e;
	uint64_t v;

	/*
	 * what: the catalog's noun (N_), or a metavariable ("N"), said in
	 * the reader's words only when it is said: a number read costs no
	 * catalog.
	 */
	if (parse_u64(s, min, max, &v, what, &e) == 0)
		return v;
	opt_doc_ahead();
	if (parse_u64(s, min, max, &v, _(what), &e) == -1)
		fail_usage("%s", e.msg);
	return v;
}

uint64_t
opt_count(const char *s, const char *what)
{
	struct core_err e;
	uint64_t v;

	if (parse_u64(s, 0, UINT64_MAX, &v, what, &e) == 0)
		return v;
	/*
	 * Only a number past 2^64 - 1 has parse_u64 fail with digits alone;
	 * no digit at all is no number.
	 */
	if (s[0] != '\0' && s[strspn(s, "0123456789")] == '\0')
		return UINT64_MAX;
	opt_doc_ahead();
	(void)parse_u64(s, 0, UINT64_MAX, &v, _(what), &e);
	fail_usage("%s", e.msg);
}

const char *
opt_command(int *argc, char ***argv)
{
	const char *cmd;

	opt_start(*argc, *argv);
	if (*argc < 2 || (*argv)[1][0] == '-')
		return NULL;
	cmd = (*argv)[1];
	(*argv)++;
	(*argc)--;
	return cmd;
}

/* Does s end in suffix? */
static int
ends_in(const char *s, const char *suffix)
{
	size_t n = strlen(s), k = strlen(suffix);

	return n > k && strcmp(s + n - k, suffix) == 0;
}

void
opt_no_operand(const char *cmd, const char *arg, const char *how)
{
	struct stat sb;

	/* A file named where none is taken is most likely a forgotten -f. */
	if ((stat(arg, &sb) == 0 && S_ISREG(sb.st_mode)) ||
	    ends_in(arg, ".yaml") || ends_in(arg, ".yml") ||
	    ends_in(arg, ".json"))
		fail_usage("'%s' takes no argument ('%s'): a state file is "
		    "given with %s", cmd, arg, _(how));	/* how: N_ */
	fail_usage("'%s' takes no argument ('%s')", cmd, arg);
}
