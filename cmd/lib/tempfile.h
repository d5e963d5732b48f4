/*
 * tempfile.h: the temporary files that are written whole and then
 * renamed into place (a state file's, words compile's OUT, a cached
 * dictionary).  Their writer holds an exclusive flock(2) on each while
 * it lives, so that a sweep removes only the temporary files whose
 * writer is gone (killed by SIGKILL, a crash, a power cut), never one a
 * running writer is still to rename: the kernel lets the lock go when
 * its holder dies, whatever the clock or the process IDs say.
 */
#ifndef TEMPFILE_H
#define TEMPFILE_H

/*
 * Hold the temporary file just made (O_EXCL) and open on fd, named name
 * in directory dfd (AT_FDCWD: name is a path), for as long as fd is
 * open.  0 when it is held; -1 when a sweep took it in the instant
 * between, and it is gone or going: close fd, make another.
 */
int		 tempfile_hold(int fd, int dfd, const char *name);

/*
 * Remove the temporary file name in directory dfd when it is stale: a
 * regular file (not a link) that no writer holds.  1 removed; 0 kept (a
 * writer holds it, or it is not a regular file, or it is gone); -1 when
 * it cannot be told (it may not be opened: another user's, private).
 */
int		 tempfile_sweep(int dfd, const char *name);

#endif
