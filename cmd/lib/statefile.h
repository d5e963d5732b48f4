/*
 * statefile.h: a file that a tool updates in place (-i FILE, and words
 * compile's OUT).  It is held against every other wordkit writer from its
 * reading to its replacement, and replaced whole, by a rename, or not at
 * all.  wordkit-state(5), "Files and concurrency", is the user's side of
 * this contract.
 *
 * One run holds at most one such file: the temporary file and the empty
 * file made to be held are removed when the run ends or is killed by a
 * signal, which needs their names where a signal handler can find them.
 */
#ifndef STATEFILE_H
#define STATEFILE_H

#include <sys/stat.h>

#include <limits.h>
#include <stddef.h>

#include "core.h"
#include "util.h"

enum statefile_mode {
	STATEFILE_EXISTING,	/* the file must exist */
	STATEFILE_CREATE,	/* a missing file is made empty, and held */
	STATEFILE_REPLACE	/* a missing file is made by the rename alone */
};

struct statefile {
	const char	*path;		/* as given, for messages (borrowed) */
	char		 target[PATH_MAX];	/* what path names, links followed */
	struct stat	 sb;		/* the file as it was held */
	int		 fd;		/* -1: the file is missing (REPLACE) */
	int		 locked;	/* 0: the file system has no flock */
	int		 nowrite;	/* why it may not be written (errno), or 0 */
	int		 made;		/* this run made the (empty) file */
};

/*
 * Hold path for an update: follow its symbolic links to the file they
 * name, refuse anything that is not a regular file (without blocking on a
 * FIFO or opening a device), a dangling link and a file of several hard
 * links, and take an exclusive flock(2) that lasts until the run ends,
 * retrying while the name comes to name another file.  Stale temporary
 * files of this file are removed under the lock.  mode says what a
 * missing file is.  A file the caller may only read is held all the
 * same (sf->nowrite set), so that a command that writes nothing still
 * reads it; statefile_commit then refuses it.  Returns 0, or -1 with e.
 */
int	statefile_open(struct statefile *sf, const char *path,
	    enum statefile_mode mode, struct core_err *e);

/*
 * The held file's text into text (NUL-terminated, which the caller
 * frees with buf_free); a missing or just made file gives "".  More than
 * max bytes is an error.  Returns 0, or -1 with e.
 */
int	statefile_read(struct statefile *sf, size_t max, struct buf *text,
	    struct core_err *e);

/*
 * Replace the held file by file: a temporary file beside it (owner,
 * group where they can be kept, and mode copied, synced), then out, when
 * not NULL, written to and flushed on stdout, then the rename, then the
 * directory synced.  On any failure before the rename nothing is
 * replaced and the temporary file is gone; returns 0, or -1 with e.
 */
int	statefile_commit(struct statefile *sf, const struct buf *file,
	    const struct buf *out, struct core_err *e);

/* Let the file go (the lock with it); a file made and not written goes. */
void	statefile_close(struct statefile *sf);

#endif
