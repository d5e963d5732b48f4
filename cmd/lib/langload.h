/*
 * langload.h: the alphabet of a language (wordkit-languages(7)), by its
 * code or from a file.  The shipped languages are built in (the build
 * compiles their files in lang/ into the tools); another code is a YAML
 * file of the data directory's lang/ (datadir.h); or a file the command
 * line names: never one a state names.
 */
#ifndef LANGLOAD_H
#define LANGLOAD_H

#include "core.h"

struct alphabet;

/*
 * The alphabet a command line's argument names: a language's code ("de":
 * built in, as lang/de.yaml says; another, the data's lang/CODE.yaml) or
 * an alphabet file (an argument with a '/' or ending in .yaml), read once
 * and kept until exit: borrowed, never freed.  A file read so serves from
 * then on the states whose "lang" is its code, and its text is kept for
 * the journal of a move (input_take), as a file the move read.  Exits 2 when it cannot be had or is
 * malformed (file:line:col).
 */
const struct alphabet *langload_get(const char *code);

/*
 * The alphabet of a state's "lang": a code, which an alphabet file given
 * on the command line (langload_get) serves first, then the data.  A
 * state's "lang" is never read as a file: an older state that names one
 * is played with the file the command line gave, and is otherwise NULL
 * with e->msg saying how; an unknown code is NULL with e->msg saying
 * which codes there are; a malformed file still exits.
 */
const struct alphabet *langload_try(const char *code, struct core_err *e);

/*
 * The data's alphabet of the language code (a plain code: built in, or
 * the data's lang/CODE.yaml), as langload_get gives it; NULL when there
 * is none, with nothing said.  A malformed file still exits.
 */
const struct alphabet *langload_data(const char *code);

/*
 * --lang ARG of a tool that reads a state: langload_get, and the state
 * must be in that language (langload_named).
 */
const struct alphabet *langload_arg(const char *arg);
/* The language --lang named (langload_arg), or NULL. */
const struct alphabet *langload_named(void);

#endif
