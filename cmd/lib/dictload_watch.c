/*
 * dictload_watch.c: the mapped dictionaries, watched.  A mapped file that
 * is truncated under the tool would kill it with SIGBUS: a fault in one,
 * or a change to one found at exit, ends the tool with exit 2 and one
 * line naming it.
 */
#include <sys/stat.h>

#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core.h"
#include "dict.h"
#include "dictload_int.h"
#include "fail.h"
#include "input.h"

/*
 * The mapped dictionaries, for the SIGBUS handler and the check at exit.
 * An entry is filled before its file is mapped (lo NULL: being mapped,
 * when a fault can only be its own) and published by nwatch, so that
 * the handler reads only what is whole.
 */
#define WATCH_MAX	32

struct watch {
	const char	*lo;		/* the mapping, once made */
	size_t		 len;
	int		 fd;		/* kept open, to fstat at exit */
	struct stat	 sb;		/* the file when it was opened */
	size_t		 msglen;
	char		 msg[PATH_MAX + 96];
};

static struct watch watch[WATCH_MAX];
static volatile sig_atomic_t nwatch;

/* Say which dictionary changed, and exit 2: async-signal-safe. */
static void
watch_die(const struct watch *w)
{
	ssize_t r;

	r = write(STDERR_FILENO, w->msg, w->msglen);
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
		if (watch[i].lo == NULL || (a >= watch[i].lo &&
		    a < watch[i].lo + watch[i].len))
			watch_die(&watch[i]);
	/* Not a dictionary's fault: die of it as if nobody had caught it. */
	signal(sig, SIG_DFL);
}

/*
 * Not the change time: a file renamed over (as make install does) changes
 * it, and leaves what the tool mapped as it was.
 */
static int
same_file(const struct stat *a, const struct stat *b)
{
	return a->st_size == b->st_size &&
	    a->st_mtim.tv_sec == b->st_mtim.tv_sec &&
	    a->st_mtim.tv_nsec == b->st_mtim.tv_nsec;
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
		if (watch[i].fd != -1 && fstat(watch[i].fd, &sb) == 0 &&
		    !same_file(&sb, &watch[i].sb))
			watch_die(&watch[i]);
}

struct dict *
dictload_map(int fd, const char *name, int trusted, struct core_err *e)
{
	extern const char *__progname;
	struct sigaction sa;
	struct watch *w;
	struct dict *d;
	int n = nwatch;

	if (n == WATCH_MAX)
		fail_input(name, "too many dictionaries");
	w = &watch[n];
	memset(w, 0, sizeof(*w));
	w->fd = fd;
	if (fstat(fd, &w->sb) == -1)
		memset(&w->sb, 0, sizeof(w->sb));
	snprintf(w->msg, sizeof(w->msg), "%s: dictionary '%s' changed while "
	    "it was read\n", __progname, name);
	w->msglen = strlen(w->msg);
	if (n == 0) {
		memset(&sa, 0, sizeof(sa));
		sa.sa_sigaction = watch_fault;
		sa.sa_flags = SA_SIGINFO;
		sigemptyset(&sa.sa_mask);
		sigaction(SIGBUS, &sa, NULL);
		atexit(watch_exit);
	}
	nwatch = n + 1;
	if ((d = dict_open_fd(fd, name, trusted, e)) == NULL) {
		nwatch = n;
		return NULL;
	}
	w->lo = dict_image(d, &w->len);
	return d;
}

struct dict *
dictload_open(const char *path, int trusted)
{
	struct core_err e;
	struct dict *d;
	int fd;

	/* A regular file: a FIFO in a data folder would hang the tool. */
	fd = input_open_regular(path, "dictionary");
	if ((d = dictload_map(fd, path, trusted, &e)) == NULL)
		fail_core(&e);
	return d;
}

void
dictload_unmap(struct dict *d)
{
	const void *lo;
	size_t len;
	int i;

	if (d == NULL)
		return;
	lo = dict_image(d, &len);
	for (i = 0; i < nwatch; i++)
		if (watch[i].lo == lo && watch[i].fd != -1) {
			/* No fault can be in it now, and it is not checked at exit. */
			watch[i].len = 0;
			close(watch[i].fd);
			watch[i].fd = -1;
		}
	dict_free(d);
}
