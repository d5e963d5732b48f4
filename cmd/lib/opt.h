/*
 * opt.h: a tool's options, written once.  A tool describes itself in one
 * struct opt_tool (its usage lines, its subcommands, what its operands are
 * and a table of its options); from that come the getopt string and the
 * long options, --help, and the tool's completion scripts for bash, zsh
 * and fish, which "TOOL --wordkit-completion=SHELL" prints (a long option
 * that --help does not list, as git's --git-completion-helper).  -h/--help
 * and -V/--version are added to every tool here.
 *
 * A letter means the same in every tool: the registry in opt.c says what
 * -d, -f, -i, -m, -n, -N, -o, -p, -q, -s, -S and -v stand for, and which
 * tools keep another meaning that was documented first.
 */
#ifndef OPT_H
#define OPT_H

#include <getopt.h>
#include <stdint.h>
#include <stdio.h>

/* What an option's argument, or an operand, is: how a shell completes it. */
enum opt_kind {
	OPT_FLAG,	/* no argument; for operands, none to complete */
	OPT_NUMBER,	/* a number: nothing to complete */
	OPT_WORD,	/* free text: nothing to complete */
	OPT_FILE,	/* a file name, or one of the words of choices */
	OPT_STATE,	/* a state file, where player names are looked up */
	OPT_CHOICE,	/* one of the words of choices */
	OPT_DICT,	/* a built-in dictionary name, or a word list file */
	OPT_PLAYER	/* a player's name in the state file given so far */
};

struct opt {
	int		 letter;
	const char	*name;		/* the long name, without "--" */
	const char	*arg;		/* the argument in --help; NULL: none */
	enum opt_kind	 kind;
	const char	*choices;	/* words, space-separated, or NULL */
	const char	*help;		/* "\n" goes on to another line */
	const char	*only;		/* its subcommands, "a b"; NULL: all */
};

/*
 * A subcommand, and its operands: choices complete the first operand,
 * files every one.
 */
struct opt_cmd {
	const char	*name;
	const char	*help;
	enum opt_kind	 operand;
	const char	*choices;
};

struct opt_tool {
	const char		*name;
	const char		*usage;		/* "usage: ..." lines */
	const char		*intro;		/* lines before "options:" */
	const char		*outro;		/* lines after the options */
	void			(*more)(FILE *);	/* lines after those */
	const struct opt_cmd	*cmds;		/* ends with a NULL name */
	enum opt_kind		 operand;	/* operands, without cmds */
	const char		*choices;
	const struct opt	*opts;		/* ends with a zero letter */
};

/*
 * The next option of argv, as getopt_long returns it (-1 at the end),
 * from t's table.  -h/--help prints the help and exits 0, -V/--version
 * the version; --wordkit-completion=SHELL prints a completion script and
 * exits 0.  A bad option or a missing value is a one-line usage error,
 * exit 2.  Every call must pass the same t.
 */
int		 opt_get(const struct opt_tool *t, int argc,
		    char *const argv[]);

/*
 * Exit 2 with a one-line usage error when an option given so far is not
 * one of subcommand cmd's (the table's "only"): ignored, it would mislead,
 * as "-o json" printing text would.  opt_get calls it at the end of the
 * options when opt_command took the subcommand out of argv; a tool that
 * finds its subcommand among the operands calls it itself.  A NULL cmd
 * checks nothing.
 */
void		 opt_check_cmd(const struct opt_tool *t, const char *cmd);

/* Print t's --help to f, check it was written, and exit with code. */
void		 opt_usage(const struct opt_tool *t, FILE *f, int code)
		    __attribute__((noreturn));

/*
 * A number argument s, min to max, named what in the message; a usage
 * error (exit 2) otherwise.
 */
uint64_t	 opt_u64(const char *s, const char *what, uint64_t min,
		    uint64_t max);

/*
 * A command given as the first argument ("bag draw ..."): returns it and
 * takes it out of argv, or returns NULL when the first argument is an
 * option or missing.
 */
const char	*opt_command(int *argc, char ***argv);

/*
 * An operand arg that command cmd ("bag peel") does not take: a usage
 * error, exit 2.  When arg names a file, or ends in .yaml, .yml or .json,
 * the message says that a state file is given with how ("-f FILE or -i
 * FILE"), the option most likely forgotten.
 */
void		 opt_no_operand(const char *cmd, const char *arg,
		    const char *how) __attribute__((noreturn));

#endif
