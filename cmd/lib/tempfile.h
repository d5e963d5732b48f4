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

#include <sys/types.h>

#include <fcntl.h>

/* What tempfile_make puts for the X's of a name. */
#define TEMPFILE_CHARS	"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz" \
			"0123456789"

/*
 * A folder opened only to make, open, rename and remove in it by name
 * (openat and its kin), where the C library lets it: no right to read
 * the folder is needed then, as none is to reach it by a path.
 */
#ifdef O_PATH
#define TEMPFILE_DIR_FLAGS	(O_PATH | O_DIRECTORY | O_CLOEXEC)
#else
#define TEMPFILE_DIR_FLAGS	(O_RDONLY | O_DIRECTORY | O_CLOEXEC)
#endif

/*
 * mkstemp(3) in the folder dfd: name, which ends in "XXXXXX", gets
 * those six bytes drawn from TEMPFILE_CHARS until it names no file there,
 * and is made (O_CREAT | O_EXCL | O_NOFOLLOW and flags) with mode.  The
 * descriptor (never 0, 1 or 2: privilege_above_std), or -1 with errno
 * (EEXIST when no free name was drawn).
 */
int		 tempfile_make(int dfd, char *name, int flags, mode_t mode);

/* mkdtemp(3) in the folder dfd, as tempfile_make: 0, or -1 with errno. */
int		 tempfile_mkdir(int dfd, char *name, mode_t mode);

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
