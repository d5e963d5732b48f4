/*
 * opt_int.h: what opt.c, opt_usage.c and opt_complete.c share, and no
 * tool uses.
 */
#ifndef OPT_INT_H
#define OPT_INT_H

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
/* Whether word is one of the space-separated words of list. */
int			 opt_word_in(const char *word, const char *list);
/* Whether o applies to subcommand cmd (NULL: outside any subcommand). */
int			 opt_applies(const struct opt *o, const char *cmd);
/* The kind's name in the table that the tests read. */
const char		*opt_kind_name(enum opt_kind kind);

/*
 * The usage lines of t, made from its synopsis, to f; with a NULL f, only
 * the check that the synopsis fits the table (a misfit exits 2).
 */
void			 opt_synopsis(const struct opt_tool *t, FILE *f);

/* The completion script of each shell, written to f. */
void			 opt_bash(const struct opt_tool *t, FILE *f);
void			 opt_zsh(const struct opt_tool *t, FILE *f);
void			 opt_fish(const struct opt_tool *t, FILE *f);

#endif
