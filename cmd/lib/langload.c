/*
 * langload.c: the alphabet of a language, by its code or from a file
 * (wordkit-languages(7)).  English is built in; the others are the YAML
 * files of the data directory's lang/.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alphabet.h"
#include "core.h"
#include "datadir.h"
#include "fail.h"
#include "input.h"
#include "langload.h"

#define LANG_LOADED	8	/* alphabets one run keeps */

static struct alphabet loaded[LANG_LOADED];
static char loaded_as[LANG_LOADED][PATH_MAX];
static int nloaded;

/* Is code a file's name rather than a language's code? */
static int
is_file(const char *code)
{
	size_t n = strlen(code);

	return strchr(code, '/') != NULL || (n > 5 &&
	    strcmp(code + n - 5, ".yaml") == 0);
}

/* The codes of the languages in the data, as "en, de, es", into out. */
static void
known_codes(char *out, size_t size)
{
	char **names = datadir_names("/lang", ".yaml");
	size_t i, len;

	snprintf(out, size, "en");
	for (i = 0; names[i] != NULL; i++) {
		len = strlen(out);
		if (strcmp(names[i], "en") != 0)
			snprintf(out + len, size - len, ", %s", names[i]);
		free(names[i]);
	}
	free(names);
}

const struct alphabet *
langload_try(const char *code, struct core_err *e)
{
	char path[PATH_MAX], codes[512];
	struct alphabet *a;
	const char *file = code, *name;
	size_t len;
	char *text;
	int i, ours;

	for (i = 0; i < nloaded; i++)
		if (strcmp(loaded_as[i], code) == 0)
			return &loaded[i];
	if (nloaded == LANG_LOADED)
		fail_at(FAIL_USAGE, NULL, 0, 0, "%s: too many languages at once",
		    code);
	a = &loaded[nloaded];
	if (strcmp(code, "en") == 0)
		alpha_english(a);
	else {
		if (!is_file(code)) {
			snprintf(codes, sizeof(codes), "/lang/%s.yaml", code);
			if (strspn(code, "abcdefghijklmnopqrstuvwxyz0123456789"
			    "_-") != strlen(code) || (file = datadir_file(codes,
			    path, sizeof(path), &ours)) == NULL) {
				known_codes(codes, sizeof(codes));
				core_errf(e, NULL, 0, 0, "unknown language "
				    "'%s': not one of %s "
				    "(wordkit-languages(7)) nor a file", code,
				    codes);
				return NULL;
			}
		}
		text = input_slurp(file, &name, &len);
		if (alpha_read(a, text, len, name, e) == -1)
			fail_core(e);
		free(text);
	}
	snprintf(loaded_as[nloaded], PATH_MAX, "%s", code);
	nloaded++;
	return a;
}

const struct alphabet *
langload_get(const char *code)
{
	const struct alphabet *a;
	struct core_err e;

	if ((a = langload_try(code, &e)) == NULL)
		fail_at(FAIL_USAGE, NULL, 0, 0, "%s", e.msg);
	return a;
}
