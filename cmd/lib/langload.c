/*
 * langload.c: the alphabet of a language, by its code or from a file
 * (wordkit-languages(7)).  English is built in; the others are the YAML
 * files of the data directory's lang/.
 */
#include <sys/stat.h>

#include <dirent.h>
#include <err.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alphabet.h"
#include "core.h"
#include "tool.h"
#include "util.h"

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

/* The codes of the languages in the data, as "de, en, es", into out. */
static void
known_codes(char *out, size_t size)
{
	char path[PATH_MAX], *names[64];
	struct dirent *de;
	size_t n = 0, i, j, len;
	int ours;
	DIR *dp;

	snprintf(out, size, "en");
	if (tool_datafile("/lang", path, sizeof(path), &ours) == NULL ||
	    (dp = opendir(path)) == NULL)
		return;
	while (n < 64 && (de = readdir(dp)) != NULL) {
		len = strlen(de->d_name);
		if (len > 5 && strcmp(de->d_name + len - 5, ".yaml") == 0 &&
		    strcmp(de->d_name, "en.yaml") != 0 &&
		    (names[n] = strndup(de->d_name, len - 5)) != NULL)
			n++;
	}
	closedir(dp);
	/* Few names: sorted by insertion. */
	for (i = 1; i < n; i++)
		for (j = i; j > 0 && strcmp(names[j - 1], names[j]) > 0; j--) {
			char *t = names[j];

			names[j] = names[j - 1];
			names[j - 1] = t;
		}
	for (i = 0; i < n; i++) {
		len = strlen(out);
		snprintf(out + len, size - len, ", %s", names[i]);
		free(names[i]);
	}
}

const struct alphabet *
tool_alphabet_try(const char *code, struct core_err *e)
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
		errx(EXIT_ERR, "%s: too many languages at once", code);
	a = &loaded[nloaded];
	if (strcmp(code, "en") == 0)
		alpha_english(a);
	else {
		if (!is_file(code)) {
			snprintf(codes, sizeof(codes), "/lang/%s.yaml", code);
			if (strspn(code, "abcdefghijklmnopqrstuvwxyz0123456789"
			    "_-") != strlen(code) || (file = tool_datafile(codes,
			    path, sizeof(path), &ours)) == NULL) {
				known_codes(codes, sizeof(codes));
				core_errf(e, NULL, 0, 0, "unknown language "
				    "'%s': not one of %s "
				    "(wordkit-languages(7)) nor a file", code,
				    codes);
				return NULL;
			}
		}
		text = tool_slurp(file, &name, &len);
		if (alpha_read(a, text, len, name, e) == -1)
			tool_fail(e);
		free(text);
	}
	snprintf(loaded_as[nloaded], PATH_MAX, "%s", code);
	nloaded++;
	return a;
}

const struct alphabet *
tool_alphabet(const char *code)
{
	const struct alphabet *a;
	struct core_err e;

	if ((a = tool_alphabet_try(code, &e)) == NULL)
		errx(EXIT_ERR, "%s", e.msg);
	return a;
}
