/*
 * statefile_int.h: what the files of statefile share, and nothing else
 * includes: waiting a bounded time for a lock another process holds, and
 * saying who holds it (statefile_lock.c).
 */
#ifndef STATEFILE_INT_H
#define STATEFILE_INT_H

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

#endif
