/*
 * langload.h: the alphabet of a language (wordkit-languages(7)), by its
 * code or from a file.  English is built in; the others are the YAML
 * files of the data directory's lang/ (datadir.h).
 */
#ifndef LANGLOAD_H
#define LANGLOAD_H

#include "core.h"

struct alphabet;

/*
 * The alphabet a language code names ("de": lang/de.yaml in the data,
 * "en" built in) or of a file (a code with a '/' or ending in .yaml),
 * read once and kept until exit: borrowed, never freed.  Exits 2 when it
 * cannot be had or is malformed (file:line:col).
 */
const struct alphabet *langload_get(const char *code);
/*
 * The same, but an unknown code is NULL with e->msg saying so and which
 * codes there are, for the caller to place; a malformed file still exits.
 */
const struct alphabet *langload_try(const char *code, struct core_err *e);

#endif
