/*
 * check-langload: the built-in languages are their files.  For every
 * language of LANGDIR but English, the alphabet the tools' langload
 * gives for its code is, byte for byte, the one alpha_read gives of
 * LANGDIR/CODE.yaml (as --lang FILE reads it), and every built-in
 * language has its file there: the table the build compiles into the
 * tools (cmd/lib/langload_int.h) cannot drift from lang/.  (English is
 * alpha_en, which check-alphabet holds to alpha_english() and that to
 * lang/en.yaml.)
 *
 * usage: check-langload LANGDIR; prints one line and exits 0, or names
 * every language that differs and exits 1.
 */
#include <sys/types.h>

#include <dirent.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alphabet.h"
#include "core.h"
#include "langload.h"
#include "langload_int.h"

static int failed;

/* Read dir/name into a; 0, or -1 (said). */
static int
load(const char *dir, const char *name, struct alphabet *a)
{
	char path[4096], *text;
	struct core_err e;
	FILE *f;
	long n;
	int rc;

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	if ((f = fopen(path, "rb")) == NULL || fseek(f, 0, SEEK_END) != 0 ||
	    (n = ftell(f)) < 0 || fseek(f, 0, SEEK_SET) != 0 ||
	    (text = malloc((size_t)n + 1)) == NULL ||
	    fread(text, 1, (size_t)n, f) != (size_t)n) {
		printf("not ok: cannot read %s\n", path);
		if (f != NULL)
			fclose(f);
		return -1;
	}
	fclose(f);
	text[n] = '\0';
	if ((rc = alpha_read(a, text, (size_t)n, path, &e)) == -1)
		printf("not ok: %s:%zu:%zu: %s\n", e.file, e.line, e.col,
		    e.msg);
	free(text);
	return rc;
}

/* Is the built-in language of file (CODE.yaml, not English) its file? */
static int
check(const char *dir, const char *file)
{
	static struct alphabet want;
	const struct alphabet *got;
	const unsigned char *g, *w;
	size_t i;
	int k;

	if (load(dir, file, &want) == -1)
		return -1;
	for (k = 0; k < langload_nbuiltin; k++)
		if (strcmp(langload_builtin[k].a.code, want.code) == 0)
			break;
	if (k == langload_nbuiltin) {
		printf("not ok: %s: '%s' is not built in: make the tools "
		    "again\n", file, want.code);
		return -1;
	}
	got = langload_get(want.code);
	g = (const unsigned char *)got;
	w = (const unsigned char *)&want;
	for (i = 0; i < sizeof(want); i++)
		if (g[i] != w[i]) {
			printf("not ok: %s: the built-in '%s' differs from "
			    "its file at byte %zu of %zu: make the tools "
			    "again\n", file, want.code, i, sizeof(want));
			return -1;
		}
	return 0;
}

int
main(int argc, char **argv)
{
	struct dirent *d;
	DIR *dp;
	size_t n;
	int files = 0;

	if (argc != 2) {
		fprintf(stderr, "usage: check-langload LANGDIR\n");
		return 2;
	}
	if ((dp = opendir(argv[1])) == NULL) {
		perror(argv[1]);
		return 2;
	}
	while ((d = readdir(dp)) != NULL) {
		n = strlen(d->d_name);
		if (n <= 5 || strcmp(d->d_name + n - 5, ".yaml") != 0 ||
		    strcmp(d->d_name, "en.yaml") == 0)
			continue;
		files++;
		if (check(argv[1], d->d_name) == -1)
			failed = 1;
	}
	closedir(dp);
	if (files != langload_nbuiltin) {
		printf("not ok: %d languages built in, %d files in %s\n",
		    langload_nbuiltin, files, argv[1]);
		failed = 1;
	}
	if (failed)
		return 1;
	printf("ok: %d languages built in as their files read\n", files);
	return 0;
}
