/*
 * tempfile.c: temporary files held by their writer while it lives, and
 * swept once it is gone (tempfile.h).
 */
#include <sys/file.h>
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "privilege.h"
#include "tempfile.h"

/* Names drawn before a make gives up: as glibc's mkstemp. */
#define MAKE_TRIES	238328

/*
 * Put six characters drawn for the X's that end name: 0, or -1 (EINVAL)
 * when it does not end so.  The clock, the process and a count draw
 * them, as the C library's mkstemp does, with no system call: a name
 * taken (O_EXCL) is only drawn again, and a link found is not followed.
 */
static int
draw(char *name)
{
	static uint64_t n;
	size_t len = strlen(name), i;
	struct timespec ts;
	uint64_t r;

	if (len < 6 || strcmp(name + len - 6, "XXXXXX") != 0) {
		errno = EINVAL;
		return -1;
	}
	clock_gettime(CLOCK_REALTIME, &ts);
	r = ((uint64_t)ts.tv_nsec * 65537) ^ ((uint64_t)ts.tv_sec << 30) ^
	    ((uint64_t)(uintptr_t)&ts >> 4) ^ ++n * 0x9e3779b97f4a7c15ULL;
	for (i = 0; i < 6; i++, r /= sizeof(TEMPFILE_CHARS) - 1)
		name[len - 6 + i] = TEMPFILE_CHARS[r %
		    (sizeof(TEMPFILE_CHARS) - 1)];
	return 0;
}

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

/*
 * Make name in dfd, a file (dir 0: flags, mode) or a folder (dir 1:
 * mode), its X's drawn until it is new: as tempfile_make.  The X's are
 * put back after each name taken, to be drawn again.
 */
static int
make(int dfd, char *name, int dir, int flags, mode_t mode)
{
	size_t len = strlen(name);
	long i;
	int fd, saved;

	for (i = 0; i < MAKE_TRIES; i++) {
		if (draw(name) == -1)
			return -1;
		fd = dir ? mkdirat(dfd, name, mode) : openat(dfd, name,
		    flags | O_CREAT | O_EXCL | O_NOFOLLOW, mode);
		if (fd != -1 && !dir &&
		    (fd = privilege_above_std(fd, flags)) == -1) {
			saved = errno;
			unlinkat(dfd, name, 0);
			errno = saved;
		}
		if (fd != -1 || errno != EEXIST)
			return fd;
		memcpy(name + len - 6, "XXXXXX", 6);
	}
	return -1;
}

int
tempfile_make(int dfd, char *name, int flags, mode_t mode)
{
	return make(dfd, name, 0, flags, mode);
}

int
tempfile_mkdir(int dfd, char *name, mode_t mode)
{
	return make(dfd, name, 1, 0, mode);
}
