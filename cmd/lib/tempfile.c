/*
 * tempfile.c: temporary files held by their writer while it lives, and
 * swept once it is gone (tempfile.h).
 */
#include <sys/file.h>
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <unistd.h>

#include "tempfile.h"

int
tempfile_hold(int fd, int dfd, const char *name)
{
	struct stat a, b;

	if (flock(fd, LOCK_EX | LOCK_NB) == -1)
		return errno == EWOULDBLOCK ? -1 : 0;
	/*
	 * A sweep may have locked it, removed it and let it go before this
	 * lock: then the name is gone, or names another file.
	 */
	if (fstat(fd, &a) == -1 || fstatat(dfd, name, &b,
	    AT_SYMLINK_NOFOLLOW) == -1 || a.st_dev != b.st_dev ||
	    a.st_ino != b.st_ino)
		return -1;
	return 0;
}

int
tempfile_sweep(int dfd, const char *name)
{
	struct stat a, b;
	int fd, rc = 0;

	if ((fd = openat(dfd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK |
	    O_NOCTTY | O_CLOEXEC)) == -1)
		return errno == EACCES || errno == EPERM ? -1 : 0;
	/* Locked: its writer is gone, and no other can take it now. */
	if (fstat(fd, &a) == 0 && S_ISREG(a.st_mode) &&
	    flock(fd, LOCK_EX | LOCK_NB) == 0 &&
	    fstatat(dfd, name, &b, AT_SYMLINK_NOFOLLOW) == 0 &&
	    a.st_dev == b.st_dev && a.st_ino == b.st_ino &&
	    unlinkat(dfd, name, 0) == 0)
		rc = 1;
	close(fd);
	return rc;
}
