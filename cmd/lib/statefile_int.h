/*
 * statefile_int.h: what the files of statefile share, and nothing else
 * includes: waiting a bounded time for a lock another process holds, and
 * saying who holds it (statefile_lock.c); finding the file a path names
 * through the links the caller may trust (statefile_path.c).
 */
#ifndef STATEFILE_INT_H
#define STATEFILE_INT_H

#include <sys/types.h>

#include <stddef.h>

/* -W's bounds, in seconds, and its default: a minute. */
#define STATEFILE_WAIT_MAX	86400
#define STATEFILE_WAIT_DEFAULT	60

/*
 * Take an exclusive flock on fd, which another process holds, waiting
 * at most as long as -W says (statefile_wait), and saying so once at a
 * terminal, naming the file as path.  Returns 0 with the lock;
 * -1 with errno ETIMEDOUT, and why (size bytes) saying who holds the
 * lock and for how long, when the time ran out; -1 with another errno
 * when flock failed otherwise.
 */
int		 statefile_lock_wait(int fd, const char *path, char *why,
		    size_t size);

/* The user uid as a message names it, "bob" or "2002", into out. */
void		 statefile_user(uid_t uid, char *out, size_t size);

/* What statefile_walk found. */
enum statefile_walk {
	WALK_FILE = 1,		/* the file is there */
	WALK_MISSING,		/* its last name is not: real is where it
				   would be */
	WALK_DANGLING,		/* its last name is a link to nothing */
	WALK_UNTRUSTED		/* a link on the way may not be trusted */
};

/*
 * What path names (relative to the working directory), into real (size
 * bytes): an absolute path with no symbolic link, ".." or "." in it.
 * A link on the way, in the last name or a folder's, is followed only
 * when the caller may trust it: the caller's (the effective user's) or
 * root's, or the owner's of the folder that holds it unless that folder
 * is sticky and others may write it.  Returns a WALK_ value, why (wsize
 * bytes) saying which link and whose for WALK_UNTRUSTED; or -1 with
 * errno (ENOENT: a folder on the way is missing).
 */
int		 statefile_walk(const char *path, char *real, size_t size,
		    char *why, size_t wsize);

#endif
