/*
 * opt_int.h: what opt.c, opt_usage.c and opt_complete.c share, and no
 * tool uses.
 */
#ifndef OPT_INT_H
#define OPT_INT_H

#include <getopt.h>
#include <stddef.h>
#include <stdio.h>

#include "opt.h"

/* The built-in dictionaries, as -d names them. */
#define OPT_DICTS	"small standard large"

/*
 * The i-th option of t: those of its table, then -h and -V; NULL past
 * the last.
 */
const struct opt	*opt_nth(const struct opt_tool *t, size_t i);
/* Whether o is the library's -h or -V. */
int			 opt_is_lib(const struct opt *o);
/* o's help: its own, or the registry's meaning of its letter, or "". */
const char		*opt_help_of(const struct opt *o);
/* Whether o applies to subcommand cmd (NULL: outside any subcommand). */
int			 opt_applies(const struct opt *o, const char *cmd);

/*
 * getopt_long with one-line messages: a bad option or a missing value is
 * a usage error, exit 2.  opts may start with ':' (as opt.c builds it) or
 * not.
 */
int			 opt_getopt_long(int argc, char *const argv[],
			    const char *opts, const struct option *lo);
/* Hold all of what stdout is given until the exit, up to 64 KB: one write. */
void			 opt_answer_whole(void);
/* The end of a tool's usage(): check stdout was written, then exit. */
void			 opt_usage_done(FILE *f, int code)
			    __attribute__((noreturn));
/* "TOOL (wordkit) VERSION" on stdout, exit 0. */
void			 opt_print_version(void) __attribute__((noreturn));

/*
 * The usage lines of t, made from its synopsis, to f; with a NULL f, only
 * the check that the synopsis fits the table (a misfit exits 2).
 */
void			 opt_synopsis(const struct opt_tool *t, FILE *f);

/*
 * Where every tool starts, the first time it reads its command line
 * (opt_get, opt_command): the language of its messages is chosen
 * (catalog.h), and argv is seen as typed (opt_typed_see).
 */
void			 opt_start(int argc, char *const argv[]);

/*
 * The command line as typed (opt_typed.c): see the tool's argv the first
 * time (the one opt_command or opt_get is first given), and keep a copy
 * of it in the order typed, before the tool changes an argument.
 */
void			 opt_typed_see(int argc, char *const argv[]);
void			 opt_typed_keep(void);
/* The tool's argv as first seen (getopt may have permuted it since). */
char *const		*opt_typed_argv(int *argc);

/*
 * A usage error met while the command line is read, before the -o FMT
 * written after it: the error document that -o asks for (fail_doc), as
 * if -o had been read first.  Called on the way to the error only.
 */
void			 opt_doc_ahead(void);

/* The completion script of each shell, written to f. */
void			 opt_bash(const struct opt_tool *t, FILE *f);
void			 opt_zsh(const struct opt_tool *t, FILE *f);
void			 opt_fish(const struct opt_tool *t, FILE *f);

#endif
