/*
 * opt.h: a tool's options, written once.  A tool describes itself in one
 * struct opt_tool: its synopsis, its subcommands, what its operands are
 * and a table of its options.  From that come the getopt string and the
 * long options, --help with its usage lines, and the tool's completion
 * scripts for bash, zsh and fish, which "TOOL --wordkit-completion=SHELL"
 * prints (a long option that --help does not list, as git's
 * --git-completion-helper).  -h/--help and -V/--version are added to every
 * tool here.
 *
 * A letter means the same in every tool: the registry in opt.c says what
 * -d, -e, -f, -i, -m, -n, -N, -o, -p, -q, -s, -S, -v and -W stand for,
 * and the OPT__ macros below write those options (and the others that
 * recur), so no table retypes them.  A tool whose page gives a registered letter
 * another meaning says so on that option with .own = 1; tests/house.bats
 * holds every table against the registry.
 *
 * A help text is English and marked for the catalog of messages: N_() in
 * a table, or by the name of the OPT__ macro that takes it (the
 * Makefile's XGETTEXT_KEYS).  --help shows it in the reader's language
 * (catalog.h); the completion scripts, made once for every reader, keep
 * the English.
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
	const char	*arg;		/* its argument, "FILE"; NULL: none */
	enum opt_kind	 kind;
	const char	*choices;	/* words, space-separated, or NULL */
	/*
	 * One line of --help, "\n" going on to another; NULL: the
	 * registry's meaning of the letter.
	 */
	const char	*help;
	const char	*only;		/* its subcommands, "a b"; NULL: all */
	int		 own;		/* a registered letter, another meaning */
	/* Given, what the operands are instead (OPT_FLAG: as before). */
	enum opt_kind	 operand;
};

/*
 * A synopsis is one form or more, "\n" between them: each is a line of
 * the usage, after the tool's name and the subcommand's.  A form names
 * each option by its letter, and the usage writes its argument from the
 * table: "[-s] [-f | -i] GAME" is "[-s SEED] [-f FILE | -i FILE] GAME".
 * "-xyz" is the flags x, y and z together ("[-bceq]"); "-G=shenanigrams"
 * is -G with that value; anything else ("GAME", "[FILE...]", "|", "(",
 * ")") stands as written.  Every option of the table is in the forms of
 * each subcommand that takes it, and no form names an option its
 * subcommand does not take (a tool that breaks this exits 2 on --help),
 * so the usage lists every option; "TOOL -h | -V" ends it.  Each man
 * page's SYNOPSIS is held against the usage by tests/man.bats.
 */

/* A subcommand: its operands (choices complete the first, files each). */
struct opt_cmd {
	const char	*name;
	const char	*help;
	enum opt_kind	 operand;
	const char	*choices;
	const char	*synopsis;	/* its forms; NULL: no operand */
};

/*
 * A word that an operand may be (a move, an action) and the words that
 * follow it.  In args, a word with "|" is one of those words
 * ("across|down"), each completed; any other ("L", "ROW,COL") is typed
 * freely.  A table of them ends with a NULL name.
 */
struct opt_verb {
	const char	*name;
	const char	*args;		/* NULL: none */
	const char	*help;
};

struct opt_tool {
	const char		*name;
	const char		*synopsis;	/* its forms, without cmds */
	const char		*intro;		/* lines before "options:" */
	const char		*outro;		/* lines after the options */
	void			(*more)(FILE *);	/* lines after those */
	const struct opt_cmd	*cmds;		/* ends with a NULL name */
	enum opt_kind		 operand;	/* operands, without cmds */
	const char		*choices;
	/*
	 * The words of the first operand, in place of choices, and the
	 * character after which another comes ("place 1, vowel A 2"), or 0.
	 */
	const struct opt_verb	*verbs;
	char			 sep;
	const struct opt	*opts;		/* ends with OPT_END */
};

/* The output formats and the languages that most tools take. */
#define OPT_FORMATS	"text yaml json"
#define OPT_LANGS	"en de es fr it nl pt"

/*
 * The options that recur, one macro each, as git's OPT__QUIET.  Each
 * takes only what differs between tools: h_ the help (NULL: the
 * registry's meaning of the letter), only_ the subcommands (NULL: all),
 * c_ the choices.
 */
/* -a/--apply: write the state after the move. */
#define OPT__APPLY(h_) \
	{ .letter = 'a', .name = "apply", .kind = OPT_FLAG, .help = (h_) }
/* -n/--NAME N, a count ("count", "nodes", "tiles" or "limit"). */
#define OPT__COUNT(name_, arg_, h_, only_) \
	{ .letter = 'n', .name = (name_), .arg = (arg_), .kind = OPT_NUMBER, \
	  .help = (h_), .only = (only_) }
/* The same, with likely values to complete. */
#define OPT__COUNT_CHOICE(name_, arg_, c_, h_, only_) \
	{ .letter = 'n', .name = (name_), .arg = (arg_), .kind = OPT_CHOICE, \
	  .choices = (c_), .help = (h_), .only = (only_) }
/* -d/--dict DICT: a dictionary's name, or a word list. */
#define OPT__DICT(h_, only_) \
	{ .letter = 'd', .name = "dict", .arg = "DICT", .kind = OPT_DICT, \
	  .help = (h_), .only = (only_) }
/* -e/--explain: quote the rulebook. */
#define OPT__EXPLAIN() \
	{ .letter = 'e', .name = "explain", .kind = OPT_FLAG }
/* -f/--file FILE: read the state from FILE. */
#define OPT__FILE(h_, only_) \
	{ .letter = 'f', .name = "file", .arg = "FILE", .kind = OPT_STATE, \
	  .help = (h_), .only = (only_) }
/* -F/--find: list the good moves. */
#define OPT__FIND(h_) \
	{ .letter = 'F', .name = "find", .kind = OPT_FLAG, .help = (h_) }
/*
 * -F/--force: replace a file that holds something (statefile_fresh).  -F
 * is --find in the tools that find moves, which start no game.
 */
#define OPT__FORCE(h_, only_) \
	{ .letter = 'F', .name = "force", .kind = OPT_FLAG, .help = (h_), \
	  .only = (only_) }
/* -i/--in-place FILE: read FILE and write it back atomically. */
#define OPT__IN_PLACE(h_, only_) \
	{ .letter = 'i', .name = "in-place", .arg = "FILE", \
	  .kind = OPT_STATE, .help = (h_), .only = (only_) }
/* -l/--lang LANG or -L/--lang LANG (where -l is another's): a language. */
#define OPT__LANG(letter_, h_, only_) \
	{ .letter = (letter_), .name = "lang", .arg = "LANG", \
	  .kind = OPT_FILE, .choices = OPT_LANGS, .help = (h_), \
	  .only = (only_) }
/* -m/--min-length LENGTH: the shortest word. */
#define OPT__MIN_LENGTH(c_, h_, only_) \
	{ .letter = 'm', .name = "min-length", .arg = "LENGTH", \
	  .kind = OPT_CHOICE, .choices = (c_), .help = (h_), \
	  .only = (only_) }
/* -N/--names LIST: the players by name. */
#define OPT__NAMES(h_, only_) \
	{ .letter = 'N', .name = "names", .arg = "LIST", .kind = OPT_WORD, \
	  .help = (h_), .only = (only_) }
/* -o/--output FORMAT, one of c_ (OPT_FORMATS, most often). */
#define OPT__OUTPUT(c_, h_, only_) \
	{ .letter = 'o', .name = "output", .arg = "FORMAT", \
	  .kind = OPT_CHOICE, .choices = (c_), .help = (h_), \
	  .only = (only_) }
/* -p/--player NAME: a player of the state. */
#define OPT__PLAYER(h_, only_) \
	{ .letter = 'p', .name = "player", .arg = "NAME", \
	  .kind = OPT_PLAYER, .help = (h_), .only = (only_) }
/*
 * --players COUNT: how many players.  On -p it is the contract's own
 * meaning of the letter ("-p N"), not the registry's name; on another
 * letter .own says nothing.
 */
#define OPT__PLAYERS(letter_, c_, h_, only_) \
	{ .letter = (letter_), .name = "players", .arg = "COUNT", \
	  .kind = OPT_CHOICE, .choices = (c_), .help = (h_), \
	  .only = (only_), .own = 1 }
/* -q/--quiet: no reason on stderr for a rule "no". */
#define OPT__QUIET(h_, only_) \
	{ .letter = 'q', .name = "quiet", .kind = OPT_FLAG, .help = (h_), \
	  .only = (only_) }
/* -r/--rules FILE: house rules. */
#define OPT__RULES(h_) \
	{ .letter = 'r', .name = "rules", .arg = "FILE", .kind = OPT_FILE, \
	  .help = (h_) }
/* -s/--seed SEED: the seed of the random events. */
#define OPT__SEED(h_, only_) \
	{ .letter = 's', .name = "seed", .arg = "SEED", .kind = OPT_NUMBER, \
	  .help = (h_), .only = (only_) }
/* -S/--show-seed: print the seed on stderr. */
#define OPT__SHOW_SEED() \
	{ .letter = 'S', .name = "show-seed", .kind = OPT_FLAG }
/* -v/--variant VARIANT, one of c_. */
#define OPT__VARIANT(c_, h_) \
	{ .letter = 'v', .name = "variant", .arg = "VARIANT", \
	  .kind = OPT_CHOICE, .choices = (c_), .help = (h_) }
/*
 * -W/--wait SECONDS: how long to wait for the file of -i while another
 * process holds it (statefile_wait).  Not -w: words compile's -w is
 * --need-vowel, and a letter means one thing in every tool.
 */
#define OPT__WAIT(only_) \
	{ .letter = 'W', .name = "wait", .arg = "SECONDS", \
	  .kind = OPT_NUMBER, .only = (only_) }
/* The end of a table. */
#define OPT_END	{ .letter = 0 }

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

/*
 * Say on stderr, one line each, an option given without the one it
 * shapes, where it does nothing: -n/--limit (how many moves --find
 * lists) without -F/--find, -W/--wait (how long to wait for -i's file)
 * without -i/--in-place.  A warning, not an error: the tool goes on and
 * exits as it would have, so a script that gave them keeps working.  A
 * tool calls it once it has its answer, just before it gives it, so that
 * a usage error or bad input is still said in one line.
 */
void		 opt_warn_idle(void);

/*
 * Exit 2: cmd is none of t's subcommands; the message names the one it
 * most likely meant ("did you mean 'bananas'?"), if one is near.
 */
void		 opt_unknown_cmd(const struct opt_tool *t, const char *cmd)
		    __attribute__((noreturn));

/*
 * Print t's --help to f (the usage lines, made from the synopsis, then
 * the options), check it was written, and exit with code.
 */
void		 opt_usage(const struct opt_tool *t, FILE *f, int code)
		    __attribute__((noreturn));

/*
 * A number argument s, min to max, named what in the message; a usage
 * error (exit 2) otherwise.
 */
uint64_t	 opt_u64(const char *s, const char *what, uint64_t min,
		    uint64_t max);

/*
 * A count s whose range the tool knows only later (from the state): any
 * number, one past 2^64 - 1 as UINT64_MAX, past every range, so that it
 * is refused as one just past the range is (a message then shows s as
 * typed); a usage error (exit 2) for what is not a number.
 */
uint64_t	 opt_count(const char *s, const char *what);

/*
 * A command given as the first argument ("bag draw ..."): returns it and
 * takes it out of argv, or returns NULL when the first argument is an
 * option or missing.
 */
const char	*opt_command(int *argc, char ***argv);

/*
 * Does the command take -s/--seed (the tool's table has it for the
 * subcommand read) without its being given?
 */
int		 opt_seed_missing(void);
/*
 * Was -s/--seed typed on the command line: given, and not the seed a
 * replay gives a move that drew its own (WORDKIT_REPLAY_SEED)?
 */
int		 opt_seed_typed(void);
/*
 * The login of the user who made the move a replay runs again
 * (WORDKIT_REPLAY_USER, journalfile_replay.c), taken only for a replay's
 * own copy of a game, as its seed is: the move's typer of a seed is that
 * user, not the one who replays it.  NULL otherwise, or for no login.
 */
const char	*opt_replay_user(void);

/*
 * The command line as typed, kept when -i was given, for the journal:
 * its *n arguments in the order typed, the tool's name first, as they
 * were before the tool read them (*n is 0 without -i).
 */
const char *const *opt_typed(size_t *n);
/*
 * Where p, a pointer into an argument the tool was given (an option's
 * value, such as -i's file), falls in opt_typed's arguments: *arg and
 * *off, 0; -1 when p is in none.
 */
int		 opt_typed_place(const char *p, size_t *arg, size_t *off);

/*
 * An operand arg that command cmd ("bag peel") does not take: a usage
 * error, exit 2.  When arg names a file, or ends in .yaml, .yml or .json,
 * the message says that a state file is given with how ("-f FILE or -i
 * FILE", marked N_: the reader's words), the option most likely
 * forgotten.
 */
void		 opt_no_operand(const char *cmd, const char *arg,
		    const char *how) __attribute__((noreturn));

#endif
