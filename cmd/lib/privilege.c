/*
 * privilege.c: what a tool that runs with more rights than its caller
 * (set-group-ID to the games group) trusts of the caller: nothing of the
 * environment, and no file the caller names but the game's.
 */
#include <sys/auxv.h>
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fail.h"
#include "privilege.h"

/* -1 until known; then whether the run is privileged, and its rights. */
static int held = -1;
static uid_t run_euid;
static gid_t run_egid;

/*
 * Known at the first question and kept: nothing else in the tools changes
 * the IDs.  The kernel handed them to the run when it started (the
 * auxiliary vector), which asks nothing of it; the calls, four system
 * calls, are only for a kernel that did not.
 */
int
privilege_held(void)
{
	unsigned long uid, euid, gid, egid;

	if (held == -1) {
		errno = 0;
		uid = getauxval(AT_UID);
		euid = getauxval(AT_EUID);
		gid = getauxval(AT_GID);
		egid = getauxval(AT_EGID);
		if (errno != 0) {
			uid = getuid();
			euid = geteuid();
			gid = getgid();
			egid = getegid();
		}
		run_euid = (uid_t)euid;
		run_egid = (gid_t)egid;
		held = getauxval(AT_SECURE) != 0 || euid != uid || egid != gid;
	}
	return held;
}

/*
 * getenv(name), comparing a variable only when its first byte is name's:
 * musl's getenv calls strncmp for each, and over a usual environment
 * that costs a tool that answers one question a quarter of what it runs.
 */
static const char *
env_get(const char *name)
{
	extern char **environ;
	size_t n = strlen(name);
	char **e;

	for (e = environ; e != NULL && *e != NULL; e++)
		if ((*e)[0] == name[0] && strncmp(*e, name, n) == 0 &&
		    (*e)[n] == '=')
			return *e + n + 1;
	return NULL;
}

/*
 * Those a privileged run still reads: how the caller's terminal is drawn
 * on, the caller's language, which only chooses among the catalogs
 * installed (catalog.c takes a plain name only, never a path), the one
 * file a replayed move may change (statefile_hold), which only forbids,
 * and the seed the move drew, taken only with that file, and only when
 * it is a replay's copy of a game (opt_get): no more than a --seed typed
 * on a move that changes nothing but that copy; and, on the same terms,
 * the move's user, whom that copy names as the typer of a seed it types,
 * and its arguments, no more than those typed on its command line.
 */
static const char trusted[][24] = {
	"NO_COLOR", "TERM", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG",
	"WORDKIT_REPLAY_STATE", "WORDKIT_REPLAY_SEED", "WORDKIT_REPLAY_USER",
	"WORDKIT_REPLAY_ARGS"
};

const char *
privilege_getenv(const char *name)
{
	size_t i, n = sizeof(trusted) / sizeof(trusted[0]);

	if (privilege_held()) {
		for (i = 0; i < n && strcmp(name, trusted[i]) != 0; i++)
			continue;
		if (i == n)
			return NULL;
	}
	return env_get(name);
}

/*
 * The caller's rights from now on, until as_run: the group first, while
 * the user may still change it.  0, or -1 with errno.
 */
static int
as_caller(void)
{
	if (setegid(getgid()) == -1)
		return -1;
	if (seteuid(getuid()) == -1) {
		(void)setegid(run_egid);
		return -1;
	}
	return 0;
}

/* The run's own rights back, or exit 2; errno is kept. */
static void
as_run(void)
{
	int saved = errno;

	if (seteuid(run_euid) == -1 || setegid(run_egid) == -1)
		fail_io("cannot take back the rights this tool runs with");
	errno = saved;
}

int
privilege_above_std(int fd, int flags)
{
	int up, saved;

	if (fd < 0 || fd > STDERR_FILENO)
		return fd;
	up = fcntl(fd, (flags & O_CLOEXEC) ? F_DUPFD_CLOEXEC : F_DUPFD,
	    STDERR_FILENO + 1);
	saved = errno;
	close(fd);
	errno = saved;
	return up;
}

int
privilege_open(const char *path, int flags)
{
	int fd;

	/*
	 * openat, not open: musl follows an open with O_CLOEXEC by an fcntl
	 * that sets it again, for kernels older than 2.6.23; openat does not.
	 */
	if (!privilege_held())
		return privilege_above_std(openat(AT_FDCWD, path, flags),
		    flags);
	if (as_caller() == -1)
		return -1;
	fd = openat(AT_FDCWD, path, flags);
	as_run();
	return privilege_above_std(fd, flags);
}

/*
 * Asked of the file the run opened, never of its name alone: a name
 * that the caller may change (a link of theirs, a folder on its way)
 * may name a file of theirs when asked and a kept game when opened.  So
 * the caller opens the name with their own rights, and it must be that
 * very file.  O_NONBLOCK and O_NOCTTY: a FIFO or a terminal put in its
 * place since is opened without waiting, and is not the file.
 */
int
privilege_hides_file(const char *path, const struct stat *sb)
{
	struct stat own;
	int fd, same;

	if (!privilege_held() || path == NULL || strcmp(path, "-") == 0)
		return 0;
	/* A file the run makes: none of the caller's to read yet. */
	if (sb == NULL)
		return 1;
	/*
	 * A name the caller may not read (access(2) asks with the real
	 * IDs, the caller's) names nothing of theirs: kept, as the open
	 * below would find, in one system call, not the some twenty of
	 * the open and its four changes of IDs (musl's): a game of the
	 * games folder is asked so twice a move.  Only a yes is to be made
	 * sure of, of the file opened.
	 */
	if (access(path, R_OK) == -1)
		return 1;
	if ((fd = privilege_open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY |
	    O_CLOEXEC)) == -1)
		return 1;
	same = fstat(fd, &own) == 0 && own.st_dev == sb->st_dev &&
	    own.st_ino == sb->st_ino;
	close(fd);
	return !same;
}

int
privilege_new_file(int fd, int dfd)
{
	struct stat d;
	int rc;

	if (!privilege_held())
		return 0;
	if (fstat(dfd, &d) == -1)
		return -1;
	if ((d.st_mode & S_ISGID) && d.st_gid == run_egid)
		return fchmod(fd, 0660);
	/* The caller may give a file of theirs their own group. */
	if (as_caller() == -1)
		return -1;
	rc = fchown(fd, (uid_t)-1, getgid());
	as_run();
	return rc;
}

int
privilege_group_file(const struct stat *sb)
{
	return privilege_held() && sb != NULL && sb->st_gid == run_egid;
}

int
privilege_may_run(const struct stat *sb, const char **group)
{
	static char name[32];
	struct group *gr;

	if (!privilege_held())
		return 1;
	if ((gr = getgrgid(run_egid)) != NULL && strlen(gr->gr_name) <
	    sizeof(name))
		snprintf(name, sizeof(name), "%s", gr->gr_name);
	else
		snprintf(name, sizeof(name), "%lu", (unsigned long)run_egid);
	*group = name;
	if (run_egid != getgid() && (sb->st_mode & S_ISGID) &&
	    sb->st_gid == run_egid)
		return 1;
	return run_euid != getuid() && (sb->st_mode & S_ISUID) &&
	    sb->st_uid == run_euid;
}
