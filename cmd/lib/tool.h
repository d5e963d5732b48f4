/*
 * tool.h: what every wordkit tool does the same way: options, messages and
 * exit statuses, reading a state and writing it back (atomically with -i),
 * and checked output.  Only tools link this; libcore never exits or prints.
 */
#ifndef TOOL_H
#define TOOL_H

#include <getopt.h>
#include <stdint.h>
#include <stdio.h>

#include "core.h"
#include "state.h"
#include "statefile.h"
#include "util.h"

#ifndef WORDKIT_VERSION
#define WORDKIT_VERSION "0.0.0"
#endif

/*
 * Exit statuses shared by every tool (the cmp/diff/grep convention): the
 * tools' policy, which libcore's results (core.h) map onto.
 */
#define EXIT_YES	0	/* ok, yes, legal, valid */
#define EXIT_NO		1	/* a clean rule "no" */
#define EXIT_ERR	2	/* usage, malformed input, I/O, memory */

enum out_fmt { OUT_DEFAULT, OUT_YAML, OUT_JSON, OUT_TEXT };

/*
 * getopt_long with one-line messages: bad options exit 2.  opts may
 * start with ':' (as opt.c builds it) or not.
 */
int		 tool_getopt(int argc, char *const argv[], const char *opts,
		    const struct option *lo);

/* Print e ("file:line:col: msg") and exit 2. */
void		 tool_fail(const struct core_err *e)
		    __attribute__((noreturn));
/* A one-line usage error, exit 2. */
void		 tool_usage_err(const char *fmt, ...)
		    __attribute__((noreturn, format(printf, 1, 2)));
/*
 * An operand arg that command cmd ("bag peel") does not take: a usage
 * error, exit 2.  When arg names a file, or ends in .yaml, .yml or .json,
 * the message says that a state file is given with how ("-f FILE or -i
 * FILE"), the option most likely forgotten.
 */
void		 tool_no_operand(const char *cmd, const char *arg,
		    const char *how) __attribute__((noreturn));
/* A rule "no": the reason on stderr unless quiet, then exit 1. */
void		 tool_no(int quiet, const char *fmt, ...)
		    __attribute__((noreturn, format(printf, 2, 3)));
void		 tool_version(void) __attribute__((noreturn));
/* The end of a tool's usage(): check stdout was written, then exit. */
void		 tool_usage_done(FILE *f, int code) __attribute__((noreturn));

uint64_t	 tool_u64(const char *s, const char *what, uint64_t min,
		    uint64_t max);
enum out_fmt	 tool_format(const char *s, int text_ok);
/*
 * The largest seed a tool takes or draws: 2^53 - 1, so that every JSON
 * reader (jq, JavaScript) reads a state's seed exactly.
 */
#define TOOL_SEED_MAX	((1ULL << 53) - 1)

/* A -s/--seed argument, 0 to TOOL_SEED_MAX; a usage error otherwise. */
uint64_t	 tool_seed_arg(const char *s);
/* A seed from the operating system, below 2^53 so JSON keeps it exact. */
uint64_t	 tool_os_seed(void);
/* "seed: N" on the standard error, so a run can be replayed with -s N. */
void		 tool_show_seed(uint64_t seed);
/*
 * The seed of a run that keeps no state: seed when has_seed, else one from
 * the operating system; shown (tool_show_seed) when show is set.
 */
uint64_t	 tool_run_seed(int has_seed, uint64_t seed, int show);

/* The length of a UTF-8 byte order mark at the start of p: 3, or 0. */
size_t		 tool_bom(const char *p, size_t len);

/*
 * Say once on stderr what a tool awaits when it reads path ("-" or NULL:
 * stdin) and the standard input is a terminal: "TOOL: reading WHAT from
 * the terminal (HOW; ^D ends)", so a forgotten -f does not look like a
 * hang.  The first call that speaks wins; later ones say nothing.
 */
void		 tool_await(const char *path, const char *what,
		    const char *how);

/*
 * Read a whole file ("-" or NULL: stdin) up to NODE_MAX_INPUT bytes.
 * *name is set to the name used in messages.  A leading byte order mark
 * is dropped.  Exits 2 on failure.
 */
char		*tool_slurp(const char *path, const char **name, size_t *len);

/*
 * A YAML document from a file ("-" or NULL: stdin), as a tree the caller
 * frees; exits 2 when it cannot be read or is malformed.
 */
struct node	*tool_read_doc(const char *path);
/* The same, and the text it was read from (*text, the caller frees). */
struct node	*tool_read_doc_text(const char *path, const char **name,
		    char **text, size_t *len);

/*
 * Write a tree to stdout as YAML, or as JSON when fmt is OUT_JSON, and
 * free it.  A NULL tree means memory ran out.  Exits 2 on any failure.
 */
void		 tool_write_tree(struct node *root, enum out_fmt fmt);
/* The same, added to out instead of written. */
void		 tool_put_tree(struct node *root, enum out_fmt fmt,
		    struct buf *out);

/* Out of memory: say so and exit 2. */
void		 tool_nomem(void) __attribute__((noreturn));

/*
 * The state from -i FILE (held until the run ends: tool_hold), -f FILE or
 * stdin, in its language (its "lang" key: tool_alphabet); exits 2 when
 * malformed or in a language there is none of, with the place.
 */
struct state	*tool_read_state(const char *ffile, const char *ifile);
/* The same from len bytes of text, named name in messages. */
struct state	*tool_parse_state(const char *text, size_t len,
		    const char *name);

/*
 * The dictionary a tool playing st asks tool_dict for: dname (-d) when
 * given, else NULL ($WORDKIT_DICT, else standard) when $WORDKIT_DICT is
 * set or the game is English, else the one named by the language's code
 * ("de"): the game's dictionary follows its language.
 */
const char	*tool_state_dict(const struct state *st, const char *dname);
/* The same for a game in alphabet a (NULL: English) before its state. */
struct alphabet;
const char	*tool_lang_dict(const struct alphabet *a, const char *dname);

/*
 * Append tiles s (letter bytes of st's language) to b as UTF-8, as a
 * tool's text answer shows them; exits 2 on a byte that is no letter.
 */
void		 tool_put_tiles(struct buf *b, const struct state *st,
		    const char *s);

/*
 * Hold path, the file of -i, for this run (statefile_open: locked, a
 * regular file, mode says what a missing one is) and return its text,
 * *len bytes without a byte order mark, which the caller frees; NULL
 * when the file was missing.  tool_emit writes it back.  Exits 2 on
 * failure, and when path is "-".
 */
char		*tool_hold(const char *path, enum statefile_mode mode,
		    size_t *len);

/*
 * The player named name; exits 2 when there is none, saying whom the name
 * may mean: "g.yaml: no player named 'Ann' (did you mean 'ann'?)".
 */
struct player	*tool_player(struct state *st, const char *name);

/* The tool that plays a game (one STATE_ bit): "play-typeset". */
const char	*tool_plays(unsigned game);
/*
 * Exit 2 unless the state's game is one of games (a mask of STATE_ bits),
 * naming the state's game and the tool that plays it: "g.yaml: a Typeset
 * game, not a Shenanigrams one: play it with play-typeset".
 */
void		 tool_need_game(const struct state *st, unsigned games);

/*
 * Finish a tool that changed the state: with ifile, the state goes back to
 * it atomically (statefile_commit: held, from tool_read_state or
 * tool_hold or now, a missing file made); stdout gets the state (yaml,
 * json) or text, before the file is replaced.  The default is yaml without
 * -i and text with it.  Exits 2 on any write error, with ifile unchanged.
 */
void		 tool_emit(struct state *st, const char *ifile,
		    enum out_fmt fmt, const struct buf *text);

struct dict;
struct dict_src;
struct dict_compile_stats;
/*
 * The dictionary for -d ARG (NULL: $WORDKIT_DICT, else "standard"): a
 * built-in name, a compiled file, or a word list compiled on first use and
 * cached.  Exits 2 when it cannot be had.
 */
struct dict	*tool_dict(const char *arg);
/*
 * Where a file of wordkit's data is (file is "/standard.wkd" or
 * "/lang/de.yaml"): in $WORDKIT_DATADIR, else beside the binary
 * (bin/../share/wordkit, built or installed), else in the data directory
 * it was built for.  Returns path (size bytes) or NULL when it is in none;
 * *ours is 1 unless it was found through $WORDKIT_DATADIR.
 */
const char	*tool_datafile(const char *file, char *path, size_t size,
		    int *ours);

/*
 * The alphabet a language code names ("de": lang/de.yaml in the data,
 * "en" built in) or of a file (a code with a '/' or ending in .yaml),
 * read once and kept until exit.  Exits 2 when it cannot be had or is
 * malformed (file:line:col).
 */
const struct alphabet *tool_alphabet(const char *code);
/*
 * The same, but an unknown code is NULL with e->msg saying so and which
 * codes there are, for the caller to place; a malformed file still exits.
 */
const struct alphabet *tool_alphabet_try(const char *code,
		    struct core_err *e);

/*
 * The names of the built-in dictionaries, sorted, each once: an array
 * ending in NULL, the caller's to free with each name.
 */
char		**tool_dict_names(void);
/*
 * The same for any of wordkit's data: the names of the files ending in
 * suffix (".yaml") in sub ("/lang") of every data directory
 * (tool_datafile), suffix taken off.
 */
char		**tool_data_names(const char *sub, const char *suffix);
/*
 * Compile a word list file ("-" or NULL: stdin) spelt in alphabet a, with
 * dict_compile_alpha's flags; exits 2 on failure.
 */
struct buf	*tool_compile_list(const char *list, const struct alphabet *a,
		    unsigned flags, struct dict_src *src,
		    struct dict_compile_stats *stats);
/*
 * The alphabet the words of d are read and written in: its language's
 * file when that has d's letters (for its folds), else the letters d
 * records, accents stripped from others; English folds nothing, as
 * before alphabets (café is no word).  Kept until the next call.
 */
const struct alphabet *tool_dict_alphabet(const struct dict *d);

/*
 * A state's seed: with has_seed, seed must be the state's own (a usage
 * error otherwise); a state with none records it, or one from the OS.
 */
void		 tool_seed(struct state *st, int has_seed, uint64_t seed);

/*
 * The random stream for the state's next random event (state_rng), making
 * sure the count of events, "shuffles", is written back with the state.
 */
void		 tool_event(struct state *st, struct rng *r);

/*
 * A command given as the first argument ("bag draw ..."): returns it and
 * takes it out of argv, or returns NULL when the first argument is an
 * option or missing.
 */
const char	*tool_command(int *argc, char ***argv);

/*
 * Call fn for each line of a file (NULL or "-": stdin), given without its
 * newline, with the file's name and the line's number.  Stops at the first
 * line for which fn returns non-zero and returns that; 0 at the end.  A
 * NUL byte in the input exits 2.
 */
int		 tool_lines(const char *path, int (*fn)(void *, char *,
		    const char *, size_t), void *arg);

/*
 * Write b to path atomically (statefile_commit: held while it exists, a
 * regular file, temp file, fsync, rename); exits 2 on failure.
 */
void		 tool_write_atomic(const char *path, const struct buf *b);
/* Write b to stdout and check the flush; exits 2 on failure. */
void		 tool_write_stdout(const struct buf *b);

#endif
