/*
 * dictload_watch.c: the mapped dictionaries, watched.  A mapped file that
 * is truncated under the tool would kill it with SIGBUS: a fault in one,
 * or a change to one found at exit, ends the tool with exit 2 and one
 * line naming it.
 */
#include <sys/stat.h>

#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core.h"
#include "dict.h"
#include "dictload.h"
#include "dictload_int.h"
#include "fail.h"
#include "util.h"

/*
 * The mapped dictionaries, for the SIGBUS handler and the check at exit,
 * and those read a list at a time, for a read that fails (watch_lost) and
 * the check at exit.  An entry is
 * filled before its file is mapped (busy: being mapped, when a fault can
 * only be its own) and published by nwatch, so that the handler reads
 * only what is whole.  Only what a tool that dies of it needs is kept:
 * the line it says is made then (watch_die), as no tool that answers and
 * exits should pay for one it never says.
 */
#define WATCH_MAX	32
#define WATCH_LINE	(PATH_MAX + 96)	/* the line said, cut to this */
#define WATCH_SHORT	160	/* the first entry's room for a name */

struct watch {
	const char	*lo;		/* the mapping, once made, or NULL */
	struct dict	*d;		/* left to exit (dictload_done) */
	size_t		 len;		/* of the mapping (0: none) */
	int		 fd;		/* kept open, to fstat at exit */
	int		 busy;		/* being mapped */
	const struct dict *peek;	/* read a list at a time, or NULL */
	off_t		 size;		/* the file when it was opened */
	struct timespec	 mtim;
	const char	*name;		/* as the tool was given it: in
					   short (the first entry's) or
					   names[] */
	struct dict_header head;	/* of one read a list at a time */
};

/*
 * The first entry, its header and its name (when short) are what a start
 * that looks up a word writes of the watch: statics of their own, which
 * the start's link puts in the page the system zeroes past the data
 * (cmd/lib/start.ld), not in a fresh page; the other entries and the
 * names of any length apart.
 */
static struct watch watch0;
static char short_name[WATCH_SHORT];
static struct watch watch_more[WATCH_MAX - 1] BIG_STATIC;
static char names[WATCH_MAX][WATCH_LINE] BIG_STATIC;
static volatile sig_atomic_t nwatch;
static int handling;	/* the SIGBUS handler is set */

/* Entry i. */
static struct watch *
entry(int i)
{
	return i == 0 ? &watch0 : &watch_more[i - 1];
}

/* Append s to line (n bytes so far), as far as WATCH_LINE - 1 bytes. */
static size_t
line_add(char *line, size_t n, const char *s)
{
	while (*s != '\0' && n < WATCH_LINE - 1)
		line[n++] = *s++;
	return n;
}

/*
 * Say which dictionary changed, and exit 2: async-signal-safe, so the
 * line is put together by hand, into a buffer of its own.
 */
static void
watch_die(const struct watch *w)
{
	extern const char *__progname;
	static char line[WATCH_LINE] BIG_STATIC;
	ssize_t r;
	size_t n;

	n = line_add(line, 0, __progname);
	n = line_add(line, n, ": dictionary '");
	n = line_add(line, n, w->name);
	n = line_add(line, n, "' changed while it was read\n");
	r = write(STDERR_FILENO, line, n);
	(void)r;
	_exit(EXIT_ERR);
}

/*
 * SIGBUS: a page of a mapped file that is no longer there.  Only reads
 * the table and writes a prepared line.
 */
static void
watch_fault(int sig, siginfo_t *si, void *ctx)
{
	const char *a = si->si_addr;
	int i;

	(void)ctx;
	for (i = 0; i < nwatch; i++)
		if (entry(i)->busy || (a >= entry(i)->lo &&
		    a < entry(i)->lo + entry(i)->len))
			watch_die(entry(i));
	/* Not a dictionary's fault: die of it as if nobody had caught it. */
	signal(sig, SIG_DFL);
}

/*
 * Not the change time: a file renamed over (as make install does) changes
 * it, and leaves what the tool mapped as it was.
 */
static int
same_file(const struct stat *sb, const struct watch *w)
{
	return sb->st_size == w->size &&
	    sb->st_mtim.tv_sec == w->mtim.tv_sec &&
	    sb->st_mtim.tv_nsec == w->mtim.tv_nsec;
}

/*
 * A file rewritten in place, not truncated, gives no fault, only answers
 * from a mixture of two dictionaries: told at exit, and the tool fails.
 */
static void
watch_exit(void)
{
	struct stat sb;
	int i;

	for (i = 0; i < nwatch; i++)
		if (entry(i)->fd != -1 && fstat(entry(i)->fd, &sb) == 0 &&
		    !same_file(&sb, entry(i)))
			watch_die(entry(i));
}

/* Set the SIGBUS handler, once. */
static void
handle(void)
{
	struct sigaction sa;

	if (handling)
		return;
	memset(&sa, 0, sizeof(sa));
	sa.sa_sigaction = watch_fault;
	sa.sa_flags = SA_SIGINFO;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGBUS, &sa, NULL);
	handling = 1;
}

/* A read of a file read a list at a time failed: said now, before any
   answer (dict_on_lost). */
static void
watch_lost(const struct dict *d)
{
	int i;

	for (i = 0; i < nwatch; i++)
		if (entry(i)->peek == d)
			watch_die(entry(i));
}

char *
dictload_watch_room(int any, size_t *size)
{
	/* dictload_map will refuse it */
	static char full[WATCH_LINE] BIG_STATIC;
	int n = nwatch;

	if (n == 0 && !any) {
		*size = WATCH_SHORT;
		return short_name;
	}
	*size = WATCH_LINE;
	return n < WATCH_MAX ? names[n] : full;
}

struct dict *
dictload_map(int fd, const struct stat *sb, const char *name, int trusted,
    struct core_err *e)
{
	struct watch *w;
	struct dict *d;
	size_t k;
	int n = nwatch;

	if (n == WATCH_MAX)
		fail_input(name, "too many dictionaries");
	/* Field by field: the header is the read's to write. */
	w = entry(n);
	w->lo = NULL;
	w->d = NULL;
	w->len = 0;
	w->fd = fd;
	w->busy = trusted != DICTLOAD_PEEK;
	w->peek = NULL;
	w->size = sb->st_size;
	w->mtim = sb->st_mtim;
	if (name == names[n] || (n == 0 && name == short_name))
		w->name = name;		/* built in place */
	else {
		k = strnlen(name, WATCH_LINE - 1);
		memcpy(names[n], name, k);
		names[n][k] = '\0';
		w->name = names[n];
	}
	if (n == 0)
		atexit(watch_exit);
	if (w->busy)
		handle();
	nwatch = n + 1;
	if ((d = trusted == DICTLOAD_PEEK ? dict_peek_fd(fd, sb, &w->head,
	    name, e) : dict_open_fd(fd, sb, name, trusted, e)) == NULL) {
		nwatch = n;
		return NULL;
	}
	w->lo = dict_image(d, &w->len);
	if (trusted == DICTLOAD_PEEK) {
		w->peek = d;
		dict_on_lost(watch_lost);
	}
	w->busy = 0;
	return d;
}

/* The watch of d, still open; NULL when it has none. */
static struct watch *
watch_of(const struct dict *d)
{
	const void *lo;
	size_t len;
	int i;

	lo = dict_image(d, &len);
	for (i = 0; i < nwatch; i++)
		if (entry(i)->fd != -1 && (lo != NULL ? entry(i)->lo == lo :
		    entry(i)->peek == d))
			return entry(i);
	return NULL;
}

void
dictload_map_few(struct dict *d)
{
	struct core_err e;
	struct watch *w;
	size_t len;

	if (dict_image(d, &len) != NULL || (w = watch_of(d)) == NULL)
		return;
	handle();
	w->busy = 1;
	/* A file changed since it was opened has ended the run (watch_lost). */
	if (dict_map_peeked(d, w->name, &e) == -1)
		fail_core(&e);
	w->lo = dict_image(d, &w->len);
	w->busy = 0;
}

void
dictload_unmap(struct dict *d)
{
	struct watch *w;

	if (d == NULL)
		return;
	if ((w = watch_of(d)) != NULL) {
		/* No fault can be in it now, and it is not checked at exit. */
		w->len = 0;
		close(w->fd);
		w->fd = -1;
		w->peek = NULL;
	}
	dict_free(d);
}

void
dictload_done(struct dict *d)
{
	struct watch *w;

	if (d == NULL)
		return;
	/*
	 * Kept here until exit, which unmaps it with the rest of the run at
	 * no cost: a munmap now is a system call for nothing.
	 */
	if ((w = watch_of(d)) != NULL) {
		w->d = d;
		return;
	}
	dict_free(d);
}
