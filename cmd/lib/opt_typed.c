/*
 * opt_typed.c: the command line as it was typed, kept for the journal of
 * a file changed with -i (journalfile.h), which records it to list the
 * move and to replay it.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fail.h"
#include "journal.h"
#include "opt.h"
#include "opt_int.h"

extern const char *__progname;

/* An argument: where the tool was given it, and the copy kept. */
struct typed {
	const char	*at;
	size_t		 len;
	char		*copy;
};

static char *const *line;	/* the tool's argv, as first seen */
static int nline;
static struct typed *typed;	/* in the order typed; NULL: not kept */
static const char **copies;
static size_t ntyped;

void
opt_typed_see(int argc, char *const argv[])
{
	if (line == NULL) {
		line = argv;
		nline = argc;
	}
}

char *const *
opt_typed_argv(int *argc)
{
	*argc = line != NULL ? nline : 0;
	return line;
}

static int
by_place(const void *a, const void *b)
{
	uintptr_t x = (uintptr_t)((const struct typed *)a)->at;
	uintptr_t y = (uintptr_t)((const struct typed *)b)->at;

	return x < y ? -1 : x > y;
}

/*
 * getopt has put the options first; the strings themselves lie in the
 * order typed, one after another, as the kernel laid them out, so their
 * places give the order back.
 */
void
opt_typed_keep(void)
{
	size_t i;

	if (typed != NULL || line == NULL || nline < 1)
		return;
	/*
	 * An entry keeps the tool's name and JOURNAL_MAX_ARGS - 2 arguments
	 * after it (journalfile.c): a move with more would be recorded
	 * cut short, without its file, and its journal read no more.
	 */
	if ((size_t)nline > JOURNAL_MAX_ARGS - 1)
		fail_usage("a move with -i is recorded in its journal with at "
		    "most %d arguments, not %d", JOURNAL_MAX_ARGS - 2,
		    nline - 1);
	if ((typed = calloc((size_t)nline, sizeof(*typed))) == NULL ||
	    (copies = calloc((size_t)nline, sizeof(*copies))) == NULL)
		fail_nomem();
	for (i = 0; i < (size_t)nline; i++) {
		typed[i].at = line[i];
		typed[i].len = strlen(line[i]);
	}
	qsort(typed + 1, (size_t)nline - 1, sizeof(*typed), by_place);
	for (i = 0; i < (size_t)nline; i++) {
		/* The tool by its name, not by the path that ran it. */
		typed[i].copy = strdup(i == 0 ? __progname : typed[i].at);
		if (typed[i].copy == NULL)
			fail_nomem();
		copies[i] = typed[i].copy;
	}
	ntyped = (size_t)nline;
}

const char *const *
opt_typed(size_t *n)
{
	*n = ntyped;
	return copies;
}

int
opt_typed_place(const char *p, size_t *arg, size_t *off)
{
	uintptr_t x = (uintptr_t)p, at;
	size_t i;

	for (i = 1; p != NULL && i < ntyped; i++) {
		at = (uintptr_t)typed[i].at;
		if (x >= at && x <= at + typed[i].len) {
			*arg = i;
			*off = (size_t)(x - at);
			return 0;
		}
	}
	return -1;
}
