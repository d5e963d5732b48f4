/*
 * statefile_lock.c: waiting for a file another process holds, a bounded
 * time (-W, a minute by default), and saying who holds it.
 *
 * Anyone who may read a file may lock it (flock -s g.yaml sleep 1000),
 * and a player whose move is stopped (^Z) holds it as long as they like:
 * a wait without end would freeze every player's tool, silently when the
 * standard error is not a terminal.  So the lock is tried again and
 * again until the time runs out, and then the tool exits 2, naming the
 * holder where Linux tells it: /proc/locks gives the process that took
 * the lock, /proc/PID its user, its command and whether it is stopped.
 */
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "fail.h"
#include "i18n.h"
#include "opt.h"
#include "say.h"
#include "statefile.h"
#include "statefile_int.h"

/* The longest pause between two tries, in milliseconds. */
#define PAUSE_MAX	50

static unsigned long wait_s = STATEFILE_WAIT_DEFAULT;

void
statefile_wait(const char *seconds)
{
	wait_s = (unsigned long)opt_u64(seconds, N_("wait"), 0, STATEFILE_WAIT_MAX);
}

/* Milliseconds on the monotonic clock. */
static uint64_t
now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000 + (uint64_t)ts.tv_nsec / 1000000;
}

/*
 * The process that holds a flock on the file sb is, as /proc/locks
 * names it: its ID, or -1 when none is named (no /proc, or a process of
 * another PID namespace).
 */
static long
holder_pid(const struct stat *sb)
{
	char line[256], type[16], arrow[4];
	unsigned maj, min;
	unsigned long long ino;
	long pid, found = -1;
	FILE *f;

	if ((f = fopen("/proc/locks", "re")) == NULL)
		return -1;
	while (found == -1 && fgets(line, sizeof(line), f) != NULL) {
		/* "1: FLOCK  ADVISORY  WRITE 1234 08:02:5678 0 EOF" */
		if (sscanf(line, "%*[^:]: %3s", arrow) == 1 &&
		    strcmp(arrow, "->") == 0)
			continue;	/* a process waiting, not holding */
		if (sscanf(line, "%*[^:]: %15s %*s %*s %ld %x:%x:%llu", type,
		    &pid, &maj, &min, &ino) == 5 &&
		    strcmp(type, "FLOCK") == 0 && pid > 0 &&
		    maj == major(sb->st_dev) && min == minor(sb->st_dev) &&
		    ino == (unsigned long long)sb->st_ino)
			found = pid;
	}
	fclose(f);
	return found;
}

/*
 * What process pid is, as "process PID of user NAME (COMMAND)", with
 * ", stopped" when it is, into out (size bytes); "process PID" alone when
 * /proc does not say.
 */
static void
holder_say(long pid, char *out, size_t size)
{
	char path[64], line[256], cmd[128] = "", user[64] = "", name[40];
	unsigned long uid;
	size_t n = 0, i;
	int stopped = 0, fd;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%ld/status", pid);
	if ((f = fopen(path, "re")) != NULL) {
		while (fgets(line, sizeof(line), f) != NULL) {
			if (strncmp(line, "State:\tT", 8) == 0)
				stopped = 1;
			if (sscanf(line, "Uid: %lu", &uid) == 1)
				snprintf(user, sizeof(user), " of user %lu",
				    uid);
		}
		fclose(f);
	}
	/* A user with a name is named: the name is the system's. */
	if (user[0] != '\0') {
		statefile_user((uid_t)uid, name, sizeof(name));
		snprintf(user, sizeof(user), " of user %s", name);
	}
	snprintf(path, sizeof(path), "/proc/%ld/cmdline", pid);
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) != -1) {
		ssize_t r = read(fd, cmd, sizeof(cmd) - 1);

		n = r > 0 ? (size_t)r : 0;
		close(fd);
	}
	/* Its arguments, one space between; the message escapes them. */
	while (n > 0 && cmd[n - 1] == '\0')
		n--;
	for (i = 0; i < n; i++)
		if (cmd[i] == '\0')
			cmd[i] = ' ';
	cmd[n] = '\0';
	snprintf(out, size, "process %ld%s%s%s%s%s", pid, user,
	    n > 0 ? " (" : "", cmd, n > 0 ? ")" : "",
	    stopped ? ", stopped," : "");
}

/* Who holds the file open on fd, and for how long, into why. */
static void
holder(int fd, char *why, size_t size)
{
	char who[512] = "another process";
	struct stat sb;
	long pid;

	if (fstat(fd, &sb) == 0 && (pid = holder_pid(&sb)) > 0)
		holder_say(pid, who, sizeof(who));
	if (wait_s == 0)
		snprintf(why, size, "%s holds it; nothing done (-W SECONDS "
		    "waits for it)", who);
	else
		snprintf(why, size, "%s has held it for %lu second%s; nothing "
		    "done (-W SECONDS waits longer)", who, wait_s,
		    wait_s == 1 ? "" : "s");
}

int
statefile_lock_wait(int fd, const char *path, char *why, size_t size)
{
	static int said;
	struct timespec ts;
	uint64_t end, t, left, pause = 1;

	end = now_ms() + (uint64_t)wait_s * 1000;
	if (!said && wait_s > 0 && isatty(STDERR_FILENO))
		say_warn("waiting for '%s': another player is moving", path);
	said = 1;
	for (;;) {
		if (flock(fd, LOCK_EX | LOCK_NB) == 0)
			return 0;
		if (errno != EWOULDBLOCK && errno != EINTR)
			return -1;
		if ((t = now_ms()) >= end)
			break;
		left = end - t;
		if (pause > left)
			pause = left;
		ts.tv_sec = (time_t)(pause / 1000);
		ts.tv_nsec = (long)(pause % 1000) * 1000000;
		nanosleep(&ts, NULL);
		if ((pause *= 2) > PAUSE_MAX)
			pause = PAUSE_MAX;
	}
	holder(fd, why, size);
	errno = ETIMEDOUT;
	return -1;
}
