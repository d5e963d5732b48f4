/*
 * langload.c: the alphabet of a language, by its code or from a file
 * (wordkit-languages(7)).  The shipped languages are built in: English
 * as libcore's alpha_en, the others as the build read their files
 * (langload_int.h), so that playing them parses no YAML.  Another code
 * is a YAML file of the data directory's lang/.
 */
#include <sys/stat.h>

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "alphabet.h"
#include "core.h"
#include "datadir.h"
#include "fail.h"
#include "i18n.h"
#include "input.h"
#include "langload.h"
#include "langload_int.h"
#include "node.h"
#include "util.h"

#define LANG_LOADED	8	/* alphabets one run keeps */

/*
 * The alphabets loaded, and what each was asked for as (its code, or its
 * file).  A built-in one is served where it lies, in the tools' read-only
 * data; only those read or made at run time are kept in own[], whose
 * pages a run that never writes them never pays for.
 */
static const struct alphabet *loaded[LANG_LOADED];
static const char *loaded_as[LANG_LOADED];
static struct alphabet own[LANG_LOADED] BIG_STATIC;
static int loaded_given[LANG_LOADED];	/* a file of the command line's */
static int nloaded;
/* The language --lang named, or NULL. */
static const struct alphabet *named;

/* Is code a file's name rather than a language's code? */
static int
is_file(const char *code)
{
	size_t n = strlen(code);

	return strchr(code, '/') != NULL || (n > 5 &&
	    strcmp(code + n - 5, ".yaml") == 0);
}

/* The code of built-in language i. */
static const char *
builtin_code(int i)
{
	return langload_builtin[i].a.code;
}

/* The built-in alphabet of code, or NULL when none is. */
static const struct alphabet *
builtin(const char *code)
{
	int i;

	for (i = 0; i < langload_nbuiltin; i++)
		if (strcmp(builtin_code(i), code) == 0)
			return &langload_builtin[i].a;
	return NULL;
}

/*
 * The codes of the languages built in and in the data, as "en, de, es",
 * into out: both lists are sorted, and a code in both is named once.
 */
static void
known_codes(char *out, size_t size)
{
	char **names = datadir_names("/lang", ".yaml");
	const char *c;
	size_t len;
	int i = 0, j = 0;

	snprintf(out, size, "en");
	while (i < langload_nbuiltin || names[j] != NULL) {
		c = i == langload_nbuiltin || (names[j] != NULL &&
		    strcmp(names[j], builtin_code(i)) < 0) ? names[j] :
		    builtin_code(i);
		len = strlen(out);
		if (strcmp(c, "en") != 0)
			snprintf(out + len, size - len, ", %s", c);
		if (i < langload_nbuiltin && strcmp(builtin_code(i), c) == 0)
			i++;
		if (names[j] != NULL && strcmp(names[j], c) == 0)
			free(names[j++]);
	}
	free(names);
}

/*
 * The alphabet of file (a regular file, never waited on: input.h), read
 * into a, named name in messages.  given: the command line named file,
 * whose text a move's journal keeps then (input_take), so that its
 * replay reads the alphabet the move read.
 */
static void
read_file(struct alphabet *a, const char *file, int given)
{
	struct core_err e;
	struct stat sb;
	struct buf text = { 0 };
	ssize_t n;
	int fd;

	fd = input_open_regular(file, N_("alphabet"), &sb);
	do {
		if (buf_grow(&text, 65536) == -1)
			fail_nomem();
		if ((n = read(fd, text.p + text.len, 65536)) == -1)
			fail_io("cannot read alphabet '%s'", file);
		text.len += (size_t)n;
		text.p[text.len] = '\0';
		if (text.len > NODE_MAX_INPUT)
			fail_too_large(file, text.p, NODE_MAX_INPUT,
			    "input is larger than %u MiB", NODE_MAX_INPUT >> 20);
	} while (n > 0);
	close(fd);
	if (given)
		input_take(file, text.p, text.len);
	if (alpha_read(a, text.p, text.len, file, &e) == -1)
		fail_core(&e);
	buf_free(&text);
}

/*
 * Reads the data's lang/CODE.yaml into a: 0, or -1 when code is no
 * language of the data, with e saying which there are (e NULL: nothing
 * said, and the data not listed).  Kept out of load(), so that its usual
 * way, a built-in language, needs no page of stack for the paths.
 */
static int __attribute__((noinline))
load_data(struct alphabet *a, const char *code, struct core_err *e)
{
	char path[PATH_MAX], codes[512];
	int ours;

	snprintf(codes, sizeof(codes), "/lang/%s.yaml", code);
	if (!datadir_is_name(code) || datadir_file(codes, path,
	    sizeof(path), &ours) == NULL) {
		if (e == NULL)
			return -1;
		known_codes(codes, sizeof(codes));
		core_errf(e, NULL, 0, 0, "unknown language '%s': not one of %s "
		    "(wordkit-languages(7)); an alphabet of one's own is "
		    "given with --lang FILE", code, codes);
		return -1;
	}
	read_file(a, path, 0);
	return 0;
}

/*
 * The alphabet code or file names (file: from the command line only),
 * loaded once; NULL when code is no language of the data, with e saying
 * which there are (e NULL: nothing said, and the data not listed).
 */
static const struct alphabet *
load(const char *code, int file, struct core_err *e)
{
	const struct alphabet *a;
	struct alphabet *mine;
	const char *as;
	int i;

	for (i = 0; i < nloaded; i++)
		if (strcmp(loaded_as[i], code) == 0)
			return loaded[i];
	if (nloaded == LANG_LOADED)
		fail_at(FAIL_USAGE, NULL, 0, 0, "%s: too many languages at once",
		    code);
	mine = &own[nloaded];
	if (file) {
		read_file(mine, code, 1);
		a = mine;
	} else if (strcmp(code, "en") == 0) {
		a = &alpha_en.a;
	} else if ((a = builtin(code)) == NULL) {
		if (load_data(mine, code, e) == -1)
			return NULL;
		a = mine;
	}
	/* Asked for as its own code: kept with it; else a copy. */
	if (!file && strcmp(a->code, code) == 0)
		as = a->code;
	else if ((as = strdup(code)) == NULL)
		fail_nomem();
	loaded[nloaded] = a;
	loaded_as[nloaded] = as;
	loaded_given[nloaded] = file;
	nloaded++;
	return a;
}

/* The alphabet a file of the command line gave for code, or NULL. */
static const struct alphabet *
given(const char *code)
{
	int i;

	for (i = nloaded - 1; i >= 0; i--)
		if (loaded_given[i] && (code == NULL ||
		    strcmp(loaded[i]->code, code) == 0))
			return loaded[i];
	return NULL;
}

const struct alphabet *
langload_try(const char *code, struct core_err *e)
{
	const struct alphabet *a;

	/*
	 * An older state names a file: never read from a state, where a
	 * co-player could name a FIFO or another's file; the player gives
	 * it again.
	 */
	if (is_file(code)) {
		if ((a = given(NULL)) != NULL)
			return a;
		core_errf(e, NULL, 0, 0, "'lang' names a file, '%s': a state "
		    "names its language by its code, and an alphabet file is "
		    "given on the command line: --lang FILE "
		    "(wordkit-state(5))", code);
		return NULL;
	}
	if ((a = given(code)) != NULL)
		return a;
	return load(code, 0, e);
}

const struct alphabet *
langload_get(const char *code)
{
	const struct alphabet *a;
	struct core_err e;

	if ((a = load(code, is_file(code), &e)) == NULL)
		fail_at(FAIL_USAGE, NULL, 0, 0, "%s", e.msg);
	return a;
}

const struct alphabet *
langload_data(const char *code)
{
	return datadir_is_name(code) ? load(code, 0, NULL) : NULL;
}

const struct alphabet *
langload_arg(const char *arg)
{
	return named = langload_get(arg);
}

const struct alphabet *
langload_named(void)
{
	return named;
}
