/*
 * statefile.c: holding, reading and replacing a file updated in place.
 *
 * A writer holds an exclusive flock(2) on the file from before it reads
 * it until it exits, and replaces it by renaming a whole temporary file
 * over it.  Since the rename gives the name to a new file, a writer that
 * waited for the lock of the old one finds, once it has it, that the name
 * is no longer the file it locked, and starts again on the new one.
 */
#include <sys/file.h>
#include <sys/stat.h>

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core.h"
#include "dict.h"
#include "fail.h"
#include "i18n.h"
#include "input.h"
#include "node.h"
#include "privilege.h"
#include "say.h"
#include "statefile.h"
#include "statefile_int.h"
#include "tempfile.h"
#include "util.h"

/*
 * A file held for an update: what it is, and how it is held.  Once its
 * path is followed, everything is done in the folder it names then,
 * opened (dfd) and found to hold the file, by the file's last name:
 * a folder on the way that the caller may change (one of theirs,
 * renamed, a link to the games folder put in its place) would otherwise
 * turn a path made from the file's to another folder, and the caller's
 * state would take the place of a game there that they may not change.
 */
struct statefile {
	const char	*path;		/* as given, for messages (borrowed) */
	char		 target[PATH_MAX];	/* what path names, links followed */
	const char	*base;		/* its last name, in target */
	int		 dfd;		/* the folder that holds it, or -1 */
	int		 dfd_read;	/* dfd is open to read (and sync) */
	struct stat	 sb;		/* the file as it was held */
	int		 fd;		/* -1: the file is missing (REPLACE) */
	int		 locked;	/* 0: the file system has no flock */
	int		 nowrite;	/* why it may not be written (errno), or 0 */
	char		 nowhy[CORE_MSGLEN];	/* or why its folder may not
					   take a new one, or "" */
	int		 made;		/* this run made the (empty) file */
	int		 reading;	/* held to be read only (STATEFILE_READ) */
	char		*text;		/* its text as read (statefile_held) */
	size_t		 len;
};

/*
 * A temporary file is ".NAME.wk-XXXXXX", beside NAME; a NAME too long for
 * that is cut, at the end of a character, so that the temporary name is
 * as long as a name may be (temp_stem).
 */
#define TEMP_TAG	".wk-"
#define TEMP_X		"XXXXXX"
#define TEMP_CHARS	TEMPFILE_CHARS
/* A name that keeps naming another file this often is given up on. */
#define MAX_TRIES	1000

/*
 * What a signal handler and the exit must clean up: the temporary file
 * being written, and the empty file this run made to hold and has not
 * written, by their names in the held file's folder (clean_dfd).  They
 * are static because a signal handler can reach nothing else, and they
 * are set with the signals blocked.
 */
static int clean_dfd = -1;
static char temp[NAME_MAX + 1];
static volatile sig_atomic_t temp_live;
static char made[NAME_MAX + 1];
static dev_t made_dev;
static ino_t made_ino;
static volatile sig_atomic_t made_live;

/* The signals that end a run by default, and so would leave a file. */
static const int fatal[] = {
	SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGALRM, SIGTERM, SIGUSR1, SIGUSR2
};

/* Remove the made file if the name still names it.  Signal-safe. */
/* A system call's failure, as core_errf says it, marked as I/O. */
static int __attribute__((format(printf, 2, 3)))
io_err(struct core_err *e, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	i18n_vformat(e->msg, sizeof(e->msg), fmt, ap);
	va_end(ap);
	e->rule = NULL;
	e->file = NULL;
	e->line = e->col = 0;
	e->kind = CORE_EIO;
	return -1;
}

static void
drop_made(void)
{
	struct stat sb;

	if (made_live && fstatat(clean_dfd, made, &sb,
	    AT_SYMLINK_NOFOLLOW) == 0 && sb.st_dev == made_dev &&
	    sb.st_ino == made_ino)
		unlinkat(clean_dfd, made, 0);
	made_live = 0;
}

/* Remove the temporary file.  Signal-safe. */
static void
drop_temp(void)
{
	if (temp_live)
		unlinkat(clean_dfd, temp, 0);
	temp_live = 0;
}

static void
on_exit_clean(void)
{
	drop_temp();
	drop_made();
}

/*
 * A fatal signal: clean up, then die of the signal (SA_RESETHAND has put
 * back the default action), so that the exit status still says which.
 */
static void
on_signal(int sig)
{
	int saved = errno;

	drop_temp();
	drop_made();
	raise(sig);
	errno = saved;
}

static void
fatal_set(sigset_t *set)
{
	size_t i;

	sigemptyset(set);
	for (i = 0; i < sizeof(fatal) / sizeof(fatal[0]); i++)
		sigaddset(set, fatal[i]);
}

/*
 * Install the clean-up, once: a signal that is ignored, or that the tool
 * handles itself, is left as it is.
 */
static void
cleaners_install(void)
{
	static int done;
	struct sigaction sa, old;
	size_t i;

	if (done)
		return;
	done = 1;
	atexit(on_exit_clean);
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_signal;
	sa.sa_flags = SA_RESETHAND;
	fatal_set(&sa.sa_mask);
	for (i = 0; i < sizeof(fatal) / sizeof(fatal[0]); i++)
		if (sigaction(fatal[i], NULL, &old) == 0 &&
		    old.sa_handler == SIG_DFL)
			sigaction(fatal[i], &sa, NULL);
}

/* Block the fatal signals (on) or put back the mask in *old. */
static void
signals_block(int on, sigset_t *old)
{
	sigset_t set;

	if (on) {
		fatal_set(&set);
		sigprocmask(SIG_BLOCK, &set, old);
	} else
		sigprocmask(SIG_SETMASK, old, NULL);
}

/* The directory and the last name of an absolute path. */
static void
split(const char *path, char *dir, size_t len, const char **base)
{
	const char *slash = strrchr(path, '/');

	if (slash == NULL) {
		snprintf(dir, len, ".");
		*base = path;
		return;
	}
	snprintf(dir, len, "%.*s", slash == path ? 1 : (int)(slash - path),
	    path);
	*base = slash + 1;
}

/* sf names a file of mode, not a regular one: -1 with e. */
static int
not_regular(const struct statefile *sf, mode_t mode, struct core_err *e)
{
	if (sf->reading)
		return io_err(e, "cannot read '%s': it is %s, not a regular "
		    "file", sf->path, input_kind(mode));
	return io_err(e, "cannot update '%s' in place: it is %s, not a "
	    "regular file", sf->path, input_kind(mode));
}

/*
 * Find what path names, following only the links the caller may trust
 * (statefile_path.c): 1 a regular file (sf->target set), 0 nothing
 * (sf->target where it would be made, or "" when a folder on the way is
 * missing), 2 a name that changed meanwhile (try again), or -1 with e.
 * The file is looked at before it is opened, so that no device is
 * opened.
 */
static int
resolve(struct statefile *sf, struct core_err *e)
{
	char why[CORE_MSGLEN];
	struct stat sb;

	switch (statefile_walk(sf->path, sf->target, sizeof(sf->target), why,
	    sizeof(why))) {
	case WALK_FILE:
		if (stat(sf->target, &sb) == -1)
			return errno == ENOENT ? 2 : io_err(e, "cannot open "
			    "'%s': %s", sf->path, strerror(errno));
		if (!S_ISREG(sb.st_mode))
			return not_regular(sf, sb.st_mode, e);
		return 1;
	case WALK_MISSING:
		return 0;
	case WALK_DANGLING:
		if (sf->reading)
			return io_err(e, "cannot read '%s': it is a symbolic "
			    "link to a missing file", sf->path);
		return io_err(e, "cannot update '%s' in place: "
		    "it is a symbolic link to a missing file", sf->path);
	case WALK_UNTRUSTED:
		if (sf->reading)
			return io_err(e, "cannot read '%s': %s", sf->path, why);
		return io_err(e, "cannot update '%s' in place: %s", sf->path,
		    why);
	}
	if (errno != ENOENT)
		return io_err(e, "cannot open '%s': %s",
		    sf->path, strerror(errno));
	sf->target[0] = '\0';
	return 0;
}

static int	statefile_read(struct statefile *, size_t, struct buf *,
		    struct core_err *);

/*
 * The file as this run found it when it was called, another writer
 * holding it (statefile_called_on): read once, without the lock, before
 * the wait.  A writer replaces a file only by a rename, so what is read
 * is one whole state, the one the other writer's move starts from.
 */
static struct buf called_on;
static int called_on_kept;

static void
keep_called_on(struct statefile *sf)
{
	struct core_err e;
	size_t n;
	int saved = errno;	/* the lock's, which the caller reads */

	if (called_on_kept)
		return;
	called_on_kept = 1;
	if (statefile_read(sf, NODE_MAX_INPUT, &called_on, &e) == -1)
		buf_free(&called_on);
	/* A byte order mark is no part of the text, as statefile_hold. */
	else if ((n = input_bom(called_on.p, called_on.len)) > 0) {
		memmove(called_on.p, called_on.p + n, called_on.len - n + 1);
		called_on.len -= n;
	}
	errno = saved;
}

const char *
statefile_called_on(size_t *len)
{
	*len = called_on.len;
	return called_on.p;
}

/*
 * Is the name still the file on fd, found the same way?  (A rename or a
 * link put in its place meanwhile: then it is not.)
 */
static int
still(const struct statefile *sf, const struct stat *held)
{
	char real[PATH_MAX], why[CORE_MSGLEN];
	struct stat now;

	return statefile_walk(sf->path, real, sizeof(real), why,
	    sizeof(why)) == WALK_FILE && stat(real, &now) == 0 &&
	    now.st_dev == held->st_dev && now.st_ino == held->st_ino;
}

/*
 * Does the folder dfd hold the file of status sb as base: that file
 * itself, not a link to it (device and inode)?
 */
static int
holds(int dfd, const char *base, const struct stat *sb)
{
	struct stat now;

	return fstatat(dfd, base, &now, AT_SYMLINK_NOFOLLOW) == 0 &&
	    now.st_dev == sb->st_dev && now.st_ino == sb->st_ino;
}

/*
 * Open the folder of sf->target as its path names it now, into sf->dfd,
 * for the file found there (exists) or missing: 0; 1 when the name
 * changed meanwhile (try again); -1 with e.  A file found missing must
 * be missing from the folder opened, which a rename would land in.
 */
static int
open_folder(struct statefile *sf, int exists, struct core_err *e)
{
	char d[PATH_MAX];
	struct stat sb;

	split(sf->target, d, sizeof(d), &sf->base);
	/*
	 * openat: musl follows an open with O_CLOEXEC by an fcntl.  Open to
	 * read where one may, so that the rename is synced on this very
	 * descriptor (sync_dir), not on a second one; a folder one may only
	 * search and write is held as TEMPFILE_DIR_FLAGS says.
	 */
	sf->dfd_read = 1;
	if ((sf->dfd = openat(AT_FDCWD, d, O_RDONLY | O_DIRECTORY |
	    O_CLOEXEC)) == -1 && errno == EACCES) {
		sf->dfd_read = 0;
		sf->dfd = openat(AT_FDCWD, d, TEMPFILE_DIR_FLAGS);
	}
	/* Never a closed stdin's number: words compile - OUT <&-. */
	sf->dfd = privilege_above_std(sf->dfd, O_CLOEXEC);
	if (sf->dfd == -1) {
		if (errno == ENOENT || errno == ENOTDIR)
			return 1;
		if (exists)
			return io_err(e, "cannot open '%s': %s", sf->path,
			    strerror(errno));
		return io_err(e, "cannot create '%s': %s", sf->path,
		    strerror(errno));
	}
	if (!exists && fstatat(sf->dfd, sf->base, &sb,
	    AT_SYMLINK_NOFOLLOW) == 0)
		return 1;
	return 0;
}

/*
 * Take the lock, waiting for it as long as -W says.  A file system
 * that has no flock leaves sf->locked 0 (statefile_commit then checks
 * the file is as it was read).  Returns 0, or -1 with e.
 */
static int
lock(struct statefile *sf, struct core_err *e)
{
	char why[CORE_MSGLEN];

	sf->locked = 0;
	if (flock(sf->fd, LOCK_EX | LOCK_NB) == 0) {
		sf->locked = 1;
		return 0;
	}
	/* Held by another: wait, a bounded time (statefile_lock.c). */
	if (errno == EWOULDBLOCK) {
		keep_called_on(sf);
		if (statefile_lock_wait(sf->fd, sf->path, why,
		    sizeof(why)) == 0) {
			sf->locked = 1;
			return 0;
		}
		if (errno == ETIMEDOUT)
			return io_err(e, "cannot hold '%s': %s", sf->path,
			    why);
	}
	if (errno == ENOLCK || errno == EOPNOTSUPP || errno == EINVAL ||
	    errno == EBADF)
		return 0;
	return io_err(e, "cannot lock '%s': %s", sf->path,
	    strerror(errno));
}

/*
 * How much of base names its temporary files in directory dfd: all of
 * it when ".BASE.wk-XXXXXX" is a name the file system takes, else as
 * many bytes as fit, ending at the end of a character.
 */
static size_t
temp_stem(int dfd, const char *base)
{
	size_t n = strlen(base), room;
	long max;

	if ((max = fpathconf(dfd, _PC_NAME_MAX)) <= 0 || max > NAME_MAX)
		max = NAME_MAX;
	room = (size_t)max - 1 - strlen(TEMP_TAG) - strlen(TEMP_X);
	if (n <= room)
		return n;
	n = room;
	while (n > 0 && ((unsigned char)base[n] & 0xc0) == 0x80)
		n--;
	return n;
}

/*
 * Remove the temporary files of sf's file that a writer killed outright
 * (SIGKILL, a crash, a power cut) left: names of the form
 * ".NAME.wk-XXXXXX" that are regular files which no writer holds
 * (tempfile.h); one that may not be opened, another user's, is left to
 * those who may.
 */
static void
sweep(const struct statefile *sf)
{
	const char *s;
	struct dirent *de;
	size_t n;
	DIR *d;
	int fd;

	n = temp_stem(sf->dfd, sf->base);
	if ((fd = openat(sf->dfd, ".", O_RDONLY | O_DIRECTORY |
	    O_CLOEXEC)) == -1)
		return;
	if ((d = fdopendir(fd)) == NULL) {
		close(fd);
		return;
	}
	while ((de = readdir(d)) != NULL) {
		s = de->d_name;
		if (s[0] != '.' || strncmp(s + 1, sf->base, n) != 0 ||
		    strncmp(s + 1 + n, TEMP_TAG, strlen(TEMP_TAG)) != 0)
			continue;
		s += 1 + n + strlen(TEMP_TAG);
		if (strlen(s) != strlen(TEMP_X) ||
		    strspn(s, TEMP_CHARS) != strlen(TEMP_X))
			continue;
		tempfile_sweep(dirfd(d), de->d_name);
	}
	closedir(d);
}

/*
 * Make the missing file, empty, to hold it, as its maker would have it
 * (privilege_new_file: a tool with the games group's rights makes a
 * game in the games folder the group's).  Like open_once.
 */
static int
make(struct statefile *sf, struct core_err *e)
{
	sigset_t old;
	struct stat sb;
	int saved;

	cleaners_install();
	signals_block(1, &old);
	sf->fd = openat(sf->dfd, sf->base, O_RDWR | O_CREAT | O_EXCL |
	    O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC, 0666);
	if (sf->fd != -1 && fstat(sf->fd, &sb) == 0) {
		snprintf(made, sizeof(made), "%s", sf->base);
		clean_dfd = sf->dfd;
		made_dev = sb.st_dev;
		made_ino = sb.st_ino;
		made_live = 1;
		sf->made = 1;
	}
	/* Made, it is cleaned away (made_live) if it cannot move up. */
	sf->fd = privilege_above_std(sf->fd, O_CLOEXEC);
	saved = errno;
	signals_block(0, &old);
	if (sf->fd == -1 && saved == EEXIST)
		return 1;
	if (sf->fd == -1)
		return io_err(e, "cannot create '%s': %s", sf->path,
		    strerror(saved));
	if (privilege_new_file(sf->fd, sf->dfd) == -1)
		return io_err(e, "cannot create '%s': %s", sf->path,
		    strerror(errno));
	return 0;
}

/* Open the file that sf names now.  Like open_once. */
static int
open_target(struct statefile *sf, struct core_err *e)
{
	sf->fd = openat(sf->dfd, sf->base, O_RDWR | O_NONBLOCK | O_NOFOLLOW |
	    O_CLOEXEC);
	if (sf->fd == -1 && (errno == EACCES || errno == EPERM ||
	    errno == EROFS || errno == ETXTBSY)) {
		sf->nowrite = errno;
		sf->fd = openat(sf->dfd, sf->base, O_RDONLY | O_NONBLOCK |
		    O_NOFOLLOW | O_CLOEXEC);
	}
	if ((sf->fd = privilege_above_std(sf->fd, O_CLOEXEC)) != -1)
		return 0;
	if (errno == ENOENT || errno == ELOOP)
		return 1;
	return io_err(e, "cannot open '%s': %s", sf->path,
	    strerror(errno));
}

/*
 * May the caller replace the file by a rename in its folder?  Found out
 * when the file is held, so that a move that could not be written is
 * refused before it prints anything (its tiles): sf->nowhy says why not
 * (the folder's permission, or its sticky bit, which lets only the
 * file's owner and the folder's replace it), naming the folder.
 */
static void
folder_check(struct statefile *sf)
{
	char dir[PATH_MAX], own[40], downer[40];
	const char *base;
	struct stat d;
	uid_t me = geteuid();

	sf->nowhy[0] = '\0';
	split(sf->target, dir, sizeof(dir), &base);
	if (fstat(sf->dfd, &d) == -1)
		return;
	if (faccessat(sf->dfd, ".", W_OK | X_OK, AT_EACCESS) == -1 &&
	    (errno == EACCES || errno == EPERM || errno == EROFS)) {
		snprintf(sf->nowhy, sizeof(sf->nowhy), "the folder '%.300s' may "
		    "not be written by you%s, and a move replaces the file "
		    "there", dir, errno == EROFS ? " (a read-only file system)" :
		    "");
		return;
	}
	if (sf->fd == -1 || !(d.st_mode & S_ISVTX) || me == 0 ||
	    me == sf->sb.st_uid || me == d.st_uid)
		return;
	statefile_user(sf->sb.st_uid, own, sizeof(own));
	statefile_user(d.st_uid, downer, sizeof(downer));
	snprintf(sf->nowhy, sizeof(sf->nowhy), "the folder '%.300s' is "
	    "sticky, and only the file's owner (%s) or the folder's (%s) may "
	    "replace it there", dir, own, downer);
}

/*
 * One try at holding the file: 0 held, 1 the name changed (try again),
 * -1 an error in e.
 */
static int
open_once(struct statefile *sf, enum statefile_mode mode,
    struct core_err *e)
{
	int rc, found;

	sf->fd = -1;
	sf->nowrite = 0;
	if (sf->dfd != -1)
		close(sf->dfd);
	sf->dfd = -1;
	if ((found = resolve(sf, e)) == -1)
		return -1;
	if (found == 2)
		return 1;
	if (found == 0 && mode == STATEFILE_EXISTING)
		return io_err(e, "cannot open '%s': %s",
		    sf->path, strerror(ENOENT));
	if (found == 0 && sf->target[0] == '\0')
		return io_err(e, "cannot create '%s': %s",
		    sf->path, strerror(ENOENT));
	if ((rc = open_folder(sf, found, e)) != 0)
		return rc;
	if (found == 0 && mode == STATEFILE_REPLACE) {
		folder_check(sf);
		return 0;
	}
	if ((rc = found == 0 ? make(sf, e) : open_target(sf, e)) != 0)
		return rc;
	if (lock(sf, e) == -1)
		return -1;
	/* Is the name still the file that is locked, as one file? */
	if (fstat(sf->fd, &sf->sb) == -1)
		return io_err(e, "cannot open '%s': %s",
		    sf->path, strerror(errno));
	if (!S_ISREG(sf->sb.st_mode))
		return not_regular(sf, sf->sb.st_mode, e);
	/* And the folder opened before it, that the name is in? */
	if (!still(sf, &sf->sb) || !holds(sf->dfd, sf->base, &sf->sb)) {
		/* What this run made is no longer its to remove. */
		made_live = 0;
		sf->made = 0;
		close(sf->fd);
		sf->fd = -1;
		return 1;
	}
	/* A file only read is not replaced: what its names share stays. */
	if (sf->reading)
		return 0;
	if (sf->sb.st_nlink > 1)
		return io_err(e, "cannot update '%s' in place: "
		    "it has %ju hard links, and a new file would take the "
		    "place of one name only", sf->path,
		    (uintmax_t)sf->sb.st_nlink);
	folder_check(sf);
	if (sf->locked)
		sweep(sf);
	return 0;
}

/* Let the file go (the lock with it); a file made and not written goes. */
static void
statefile_close(struct statefile *sf)
{
	sigset_t old;

	signals_block(1, &old);
	if (sf->made)
		drop_made();
	sf->made = 0;
	signals_block(0, &old);
	if (sf->fd != -1)
		close(sf->fd);
	sf->fd = -1;
}

/*
 * Hold path for an update, as statefile_hold says; sf->nowrite is set for
 * a file the caller may only read.  Returns 0, or -1 with e.
 */
static int
statefile_open(struct statefile *sf, const char *path,
    enum statefile_mode mode, struct core_err *e)
{
	int i, rc;

	memset(sf, 0, sizeof(*sf));
	sf->path = path;
	sf->dfd = -1;
	if (mode == STATEFILE_READ) {
		sf->reading = 1;
		mode = STATEFILE_EXISTING;
	}
	for (i = 0; i < MAX_TRIES; i++) {
		if ((rc = open_once(sf, mode, e)) == 0) {
			/* Never written: its descriptor is not for writing. */
			if (sf->reading)
				sf->nowrite = EBADF;
			return 0;
		}
		if (rc == -1) {
			statefile_close(sf);
			return -1;
		}
	}
	return io_err(e, "cannot hold '%s': it was replaced "
	    "%d times while waiting for it", path, MAX_TRIES);
}

/*
 * The held file's text into text (NUL-terminated, which the caller
 * frees with buf_free); a missing or just made file gives "".  More than
 * max bytes is an error, but to a file held to be read only (a journal's
 * list or replay), for which it is no state, as "" is.  Returns 0, or -1
 * with e.
 */
static int
statefile_read(struct statefile *sf, size_t max, struct buf *text,
    struct core_err *e)
{
	size_t line, col;
	ssize_t n;

	memset(text, 0, sizeof(*text));
	if (buf_grow(text, 0) == -1)
		return core_nomem(e);
	text->p[0] = '\0';
	while (sf->fd != -1) {
		if (buf_grow(text, 65536) == -1)
			return core_nomem(e);
		n = pread(sf->fd, text->p + text->len, 65536,
		    (off_t)text->len);
		if (n == -1 && errno == EINTR)
			continue;
		if (n == -1)
			return io_err(e, "cannot read '%s': %s",
			    sf->path, strerror(errno));
		if (n == 0)
			break;
		text->len += (size_t)n;
		text->p[text->len] = '\0';
		if (text->len > max && sf->reading) {
			text->len = 0;
			text->p[0] = '\0';
			return 0;
		}
		if (text->len > max) {
			text_place(text->p, max, &line, &col);
			return core_errf(e, sf->path, line, col, "input is "
			    "larger than %zu MiB", max >> 20);
		}
	}
	return 0;
}

/* Write all of b to fd: 0, or -1 with errno. */
static int
write_all(int fd, const struct buf *b)
{
	size_t off;
	ssize_t w;

	for (off = 0; off < b->len; off += (size_t)w)
		if ((w = write(fd, b->p + off, b->len - off)) == -1) {
			if (errno != EINTR)
				return -1;
			w = 0;
		}
	return 0;
}

/*
 * Give the temporary file fd, in sf's folder, the owner, group and mode of
 * the file it replaces.  Only root may give a file away: another user's
 * write keeps the group when the writer is in it, and the mode.  A new
 * file gets 0666 less the umask, and is made as its maker would have it
 * (privilege_new_file).  0, or -1 with errno.
 */
static int
keep_owner(const struct statefile *sf, int fd)
{
	mode_t mask;

	if (sf->fd == -1) {
		mask = umask(0);
		umask(mask);
		if (fchmod(fd, 0666 & ~mask) == -1)
			return -1;
		return privilege_new_file(fd, sf->dfd);
	}
	if (fchown(fd, sf->sb.st_uid, sf->sb.st_gid) == -1 &&
	    (errno != EPERM || (fchown(fd, (uid_t)-1, sf->sb.st_gid) == -1 &&
	    errno != EPERM)))
		return -1;
	/* After the owner: a chown clears the set-id bits. */
	return fchmod(fd, sf->sb.st_mode & 07777);
}

/*
 * Without a lock, is the file still the one read (the same file, size
 * and time of change)?
 */
static int
unchanged(const struct statefile *sf)
{
	struct stat now;

	if (sf->locked || sf->fd == -1)
		return 1;
	return fstatat(sf->dfd, sf->base, &now, AT_SYMLINK_NOFOLLOW) == 0 &&
	    now.st_dev == sf->sb.st_dev &&
	    now.st_ino == sf->sb.st_ino && now.st_size == sf->sb.st_size &&
	    now.st_mtim.tv_sec == sf->sb.st_mtim.tv_sec &&
	    now.st_mtim.tv_nsec == sf->sb.st_mtim.tv_nsec;
}

/*
 * Sync sf's folder, so that the rename is on the disk; a failure is only
 * said.  A directory that one may not read cannot be opened to sync: its
 * descriptor was opened only to search it (open_folder).
 */
static void
sync_dir(const struct statefile *sf)
{
	if (sf->dfd_read && fsync(sf->dfd) == -1 && errno != EINVAL)
		say_warn("'%s' is written, but its directory could not be "
		    "synced: %s", sf->path, strerror(errno));
}

/*
 * Make the temporary file in sf's folder, held (tempfile.h) on a second
 * descriptor, *held, kept open until the rename: the one returned, or
 * -1 with errno.
 */
static int
make_temp(const struct statefile *sf, int *held)
{
	sigset_t old;
	int fd, i;

	for (i = 0; i < MAX_TRIES; i++) {
		if ((size_t)snprintf(temp, sizeof(temp), ".%.*s%s%s",
		    (int)temp_stem(sf->dfd, sf->base), sf->base, TEMP_TAG,
		    TEMP_X) >= sizeof(temp)) {
			errno = ENAMETOOLONG;
			return -1;
		}
		cleaners_install();
		signals_block(1, &old);
		if ((fd = tempfile_make(sf->dfd, temp, O_RDWR | O_CLOEXEC,
		    0600)) != -1) {
			clean_dfd = sf->dfd;
			temp_live = 1;
		}
		signals_block(0, &old);
		if (fd == -1)
			return -1;
		if ((*held = fcntl(fd, F_DUPFD,
		    STDERR_FILENO + 1)) == -1) {
			close(fd);
			drop_temp();
			return -1;
		}
		if (tempfile_hold(*held, sf->dfd, temp) == 0)
			return fd;
		/* Swept in the instant before it was held: another one. */
		close(fd);
		close(*held);
		temp_live = 0;
	}
	errno = EEXIST;
	return -1;
}

/*
 * Write the temporary file: 0 with *held open on it until the rename, or
 * -1 with e (the file removed).
 */
static int
write_temp(struct statefile *sf, const struct buf *file, int *held,
    struct core_err *e)
{
	int fd, saved;

	if ((fd = make_temp(sf, held)) == -1)
		return io_err(e, "cannot write '%s': %s",
		    sf->path, strerror(errno));
	if (write_all(fd, file) == -1 || keep_owner(sf, fd) == -1 ||
	    fsync(fd) == -1) {
		saved = errno;
		close(fd);
		errno = saved;
	} else if (close(fd) == 0)
		return 0;
	saved = errno;
	drop_temp();
	close(*held);
	return io_err(e, "cannot write '%s': %s", sf->path,
	    strerror(saved));
}

/* May sf be replaced, as far as holding it found out?  0, or -1 with e. */
static int
may_write(const struct statefile *sf, struct core_err *e)
{
	if (sf->nowrite)
		return io_err(e, "cannot write '%s': %s",
		    sf->path, strerror(sf->nowrite));
	if (sf->nowhy[0] != '\0')
		return io_err(e, "cannot write '%s': %s", sf->path, sf->nowhy);
	return 0;
}

/* The answer to stdout: 0, or -1 with errno. */
static int
put_answer(const struct buf *out)
{
	if ((out->len > 0 && fwrite(out->p, 1, out->len, stdout) !=
	    out->len) || fflush(stdout) == EOF || ferror(stdout))
		return -1;
	return 0;
}

/*
 * Replace the held file by file, as statefile_put says.  On any failure
 * before the rename nothing is replaced and the temporary file is gone;
 * returns 0, 1 when the answer is still to be written (the game is kept
 * from its players: statefile_answer, once the journal is done), or -1
 * with e.
 */
static int
statefile_commit(struct statefile *sf, const struct buf *file,
    const struct buf *out, struct core_err *e)
{
	sigset_t old;
	int saved, held = -1, late;

	if (file->failed || (out != NULL && out->failed))
		return core_nomem(e);
	if (may_write(sf, e) == -1)
		return -1;
	if (write_temp(sf, file, &held, e) == -1)
		return -1;
	if (!unchanged(sf))
		goto changed;
	/*
	 * The answer is out before the state changes, or neither is; but a
	 * game kept from its players (privilege_hides_file) changes first, for a
	 * player who read the answer (the tile drawn) and killed the move
	 * before it was made would have seen the bag without playing it.
	 */
	late = privilege_hides_file(sf->path, sf->fd != -1 ? &sf->sb : NULL);
	if (!late && out != NULL && put_answer(out) == -1) {
		saved = errno;
		drop_temp();
		close(held);
		return io_err(e, "write error: %s",
		    strerror(saved));
	}
	if (!unchanged(sf))
		goto changed;
	if (renameat(sf->dfd, temp, sf->dfd, sf->base) == -1) {
		saved = errno;
		drop_temp();
		close(held);
		return io_err(e, "cannot write '%s': %s",
		    sf->path, strerror(saved));
	}
	signals_block(1, &old);
	temp_live = 0;
	made_live = 0;
	sf->made = 0;
	signals_block(0, &old);
	close(held);
	sync_dir(sf);
	return late && out != NULL ? 1 : 0;
changed:
	drop_temp();
	close(held);
	return io_err(e, "'%s' was changed by another player "
	    "meanwhile; nothing written", sf->path);
}

/*
 * A move a replay runs again (journalfile_replay.c) changes its copy of
 * the game and nothing else, whatever its journal says: a co-player's
 * journal may add a file to it.  Read even in a privileged run, for it
 * only forbids (privilege.c).  Asked by every way a file is held.
 */
static void
replay_only(const char *path)
{
	const char *only;

	if ((only = privilege_getenv("WORDKIT_REPLAY_STATE")) != NULL &&
	    strcmp(path, only) != 0)
		fail_usage("a move replayed changes only its copy of the game, "
		    "not '%s'", path);
}

/*
 * The file that -i names, held from its reading to its writing back: a
 * run updates one file in place.
 */
static struct statefile held BIG_STATIC;

char *
statefile_hold(const char *path, enum statefile_mode mode, size_t *len)
{
	struct core_err e;
	struct buf text;
	size_t n;
	char *p;

	if (strcmp(path, "-") == 0)
		fail_usage("-i needs a file: the standard input cannot be "
		    "written back (use -f - or a pipe)");
	replay_only(path);
	if (statefile_open(&held, path, mode, &e) == -1 ||
	    statefile_read(&held, NODE_MAX_INPUT, &text, &e) == -1)
		fail_core(&e);
	*len = text.len;
	if (held.fd == -1 || held.made) {
		buf_free(&text);
		return NULL;
	}
	/* A byte order mark is no part of the text: editors add one. */
	if ((n = input_bom(text.p, text.len)) > 0) {
		memmove(text.p, text.p + n, text.len - n + 1);
		text.len -= n;
		*len = text.len;
	}
	/* The caller's copy; the held one is the journal's "before". */
	held.text = text.p;
	held.len = text.len;
	if ((p = malloc(text.len + 1)) == NULL)
		fail_nomem();
	return memcpy(p, text.p, text.len + 1);
}

void
statefile_writable(void)
{
	struct core_err e;

	memset(&e, 0, sizeof(e));
	if (held.path != NULL && may_write(&held, &e) == -1)
		fail_core(&e);
}

int
statefile_made(void)
{
	return held.path != NULL && held.made;
}

void
statefile_release(void)
{
	statefile_close(&held);
}

const char *
statefile_held(const char **text, size_t *len, const struct stat **sb)
{
	if (held.path == NULL)
		return NULL;
	*text = held.text != NULL ? held.text : "";
	*len = held.len;
	*sb = held.fd != -1 ? &held.sb : NULL;
	return held.target;
}

int
statefile_folder(void)
{
	if (held.path == NULL || held.dfd == -1)
		return -1;
	/* Asked again: a file moved out of it is no longer beside it. */
	if (held.fd != -1 && !holds(held.dfd, held.base, &held.sb))
		return -1;
	return held.dfd;
}

/*
 * May a command that makes a new file replace the held one without
 * --force (statefile_fresh)?  1 when it is missing, made, empty or blank
 * (a byte order mark and white space), or, for what, a compiled
 * dictionary; 0 otherwise; -1 with e when it cannot be read.  It reads
 * only up to the first byte that is not blank, so that a dictionary of
 * any size is judged by its head.
 */
static int
replaceable(const struct statefile *sf, enum statefile_fresh what,
    struct core_err *e)
{
	char b[4096];
	off_t off = 0;
	ssize_t n;
	size_t i;

	if (sf->fd == -1 || sf->made)
		return 1;
	for (;;) {
		if ((n = pread(sf->fd, b, sizeof(b), off)) == -1 &&
		    errno == EINTR)
			continue;
		if (n == -1)
			return io_err(e, "cannot read '%s': %s", sf->path,
			    strerror(errno));
		if (n == 0)
			return 1;
		i = 0;
		if (off == 0 && what == STATEFILE_DICT &&
		    dict_is_image(b, (size_t)n))
			return 1;
		if (off == 0)
			i = input_bom(b, (size_t)n);
		for (; i < (size_t)n; i++)
			if (strchr(" \t\r\n", b[i]) == NULL || b[i] == '\0')
				return 0;
		off += n;
	}
}

void
statefile_fresh(const char *path, enum statefile_fresh what, int force,
    const char *cmd)
{
	struct core_err e;
	struct buf text;
	int rc;

	if (strcmp(path, "-") == 0)
		fail_usage("-i needs a file: without -i the new state "
		    "goes to the standard output");
	replay_only(path);
	if (what == STATEFILE_GAME) {
		/*
		 * A game replaced is the journal's state before: it is read
		 * whole, so that an undo puts it back.
		 */
		if (statefile_open(&held, path, STATEFILE_CREATE, &e) == -1 ||
		    statefile_read(&held, NODE_MAX_INPUT, &text, &e) == -1)
			fail_core(&e);
		held.text = text.p;
		held.len = text.len;
	} else if (statefile_open(&held, path, STATEFILE_REPLACE, &e) == -1)
		fail_core(&e);
	if (force)
		return;
	if ((rc = replaceable(&held, what, &e)) == -1)
		fail_core(&e);
	/* Each sentence whole, for the catalogs. */
	if (rc == 0 && what == STATEFILE_DICT)
		fail_at(FAIL_USAGE, path, 0, 0, "the file is not a compiled "
		    "dictionary: '%s' replaces it only with --force", cmd);
	if (rc == 0)
		fail_at(FAIL_USAGE, path, 0, 0, "the file is not empty (a "
		    "game?): '%s' replaces it only with --force", cmd);
}

int
statefile_put(const char *path, enum statefile_mode mode,
    const struct buf *file, const struct buf *out)
{
	struct core_err e;
	size_t len;
	int rc;

	if (held.path == NULL)
		free(statefile_hold(path, mode, &len));
	/* What goes to stdout is the answer: no error document after it. */
	if (out != NULL && out->len > 0)
		fail_doc(OUT_DEFAULT);
	if ((rc = statefile_commit(&held, file, out, &e)) == -1)
		fail_core(&e);
	return rc;
}

void
statefile_answer(const struct buf *out)
{
	if (put_answer(out) == -1)
		fail_at(FAIL_IO, NULL, 0, 0, "write error: %s (the move was "
		    "made)", strerror(errno));
}
