/*
 * follow.c: a file followed by its name, with inotify(7).
 */
#include <sys/inotify.h>
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "core.h"
#include "fail.h"
#include "follow.h"
#include "i18n.h"
#include "input.h"
#include "node.h"
#include "privilege.h"
#include "say.h"
#include "util.h"

extern const char *__progname;

/*
 * What in the directory concerns the name: it came, changed or went
 * (and IN_CREATE, watched too, only while it is gone: follow_next).
 */
#define FOLLOW_EVENTS	(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | \
			 IN_DELETE | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)
/* How long a name gone may take to come back (an editor's save). */
#define FOLLOW_BACK_MS	1000

struct follow {
	int		 fd;		/* the inotify instance */
	const char	*path;		/* as given, for messages (borrowed) */
	char		*file;		/* the file, its links followed */
	const char	*name;		/* its name in its directory */
	char		*last;		/* the text returned last */
	size_t		 lastlen;
	int		 started;
};

struct follow *
follow_open(const char *path)
{
	struct follow *f;
	char *slash;

	if ((f = calloc(1, sizeof(*f))) == NULL)
		fail_nomem();
	f->path = path;
	if ((f->file = realpath(path, NULL)) == NULL)
		fail_io("cannot open '%s'", path);
	slash = strrchr(f->file, '/');
	f->name = slash + 1;
	/* The watch first: a change made while the file is read is seen. */
	if ((f->fd = privilege_above_std(inotify_init1(IN_CLOEXEC),
	    O_CLOEXEC)) == -1)
		fail_io("cannot watch '%s'", path);
	*slash = '\0';
	if (inotify_add_watch(f->fd, slash == f->file ? "/" : f->file,
	    FOLLOW_EVENTS | IN_CREATE) == -1)
		fail_io("cannot watch the folder of '%s'", path);
	*slash = '/';
	return f;
}

/* slurp()'s answer for a name that is now no regular file. */
static char skipped;

void
follow_say(const struct core_err *e)
{
	fflush(stdout);
	if (e->file != NULL && e->line > 0)
		fprintf(stderr, "%s: %s:%zu:%zu: ", __progname, e->file,
		    e->line, e->col);
	else if (e->file != NULL)
		fprintf(stderr, "%s: %s: ", __progname, e->file);
	else
		fprintf(stderr, "%s: ", __progname);
	fprintf(stderr, _("%s (the drawing before stands)\n"), e->msg);
}

/*
 * A text grown past the bound while the game is followed (its first
 * NODE_MAX_INPUT + 1 bytes at p): said at the place it passes it, as a
 * state that cannot be read is (follow_say).
 */
static void
too_large(const struct follow *f, const char *p)
{
	struct core_err e;

	memset(&e, 0, sizeof(e));
	e.file = f->path;
	text_place(p, NODE_MAX_INPUT, &e.line, &e.col);
	snprintf(e.msg, sizeof(e.msg), _("input is larger than %u MiB"),
	    NODE_MAX_INPUT >> 20);
	follow_say(&e);
}

/*
 * The file's whole text into *len bytes (the caller's), NULL when it is
 * gone, or &skipped when it is no regular file: a FIFO put in its place
 * would hold the screen in open(2) or read(2) for good.  Said, and the
 * drawing before stands; at the start, an error.  So is a text past the
 * bound.
 */
static char *
slurp(struct follow *f, size_t *len)
{
	struct buf b = { 0 };
	struct stat sb;
	ssize_t n;
	size_t bom;
	int fd;

	if ((fd = open(f->file, O_RDONLY | O_CLOEXEC | O_NONBLOCK)) == -1) {
		if (errno == ENOENT || errno == ENOTDIR)
			return NULL;
		fail_io("cannot open '%s'", f->path);
	}
	if (fstat(fd, &sb) == -1)
		sb.st_mode = 0;
	if (!S_ISREG(sb.st_mode)) {
		close(fd);
		if (!f->started)
			fail_at(FAIL_IO, NULL, 0, 0, "cannot read %s '%s': it "
			    "is %s, not a regular file", _("game"), f->path,
			    input_kind(sb.st_mode));
		say_warn("cannot read %s '%s': it is %s, not a regular file",
		    _("game"), f->path, input_kind(sb.st_mode));
		return &skipped;
	}
	for (;;) {
		if (buf_grow(&b, 65536) == -1)
			fail_nomem();
		if ((n = read(fd, b.p + b.len, 65536)) == -1 && errno == EINTR)
			continue;
		if (n == -1)
			fail_io("cannot read '%s'", f->path);
		if (n == 0)
			break;
		b.len += (size_t)n;
		b.p[b.len] = '\0';
		if (b.len > NODE_MAX_INPUT && !f->started)
			fail_too_large(f->path, b.p, NODE_MAX_INPUT,
			    "input is larger than %u MiB", NODE_MAX_INPUT >> 20);
		if (b.len > NODE_MAX_INPUT) {
			too_large(f, b.p);
			close(fd);
			buf_free(&b);
			return &skipped;
		}
	}
	close(fd);
	if ((bom = input_bom(b.p, b.len)) > 0) {
		memmove(b.p, b.p + bom, b.len - bom + 1);
		b.len -= bom;
	}
	*len = b.len;
	return b.p;
}

/*
 * What the n bytes of events at ev say of the name: -1 the directory
 * itself is gone, 1 the name had one of mask (or events were lost to a
 * full queue: look again, as if all of mask were said), 0 nothing.
 * What of mask was said is added to *seen.
 */
static int
said(const struct follow *f, const char *ev, ssize_t n, uint32_t mask,
    uint32_t *seen)
{
	const struct inotify_event *e;
	const char *p;
	int hit = 0;

	for (p = ev; p < ev + n; p += sizeof(*e) + e->len) {
		e = (const struct inotify_event *)(const void *)p;
		if (e->mask & (IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED |
		    IN_UNMOUNT))
			return -1;
		if (e->mask & IN_Q_OVERFLOW) {
			*seen |= mask;
			hit = 1;
		} else if ((e->mask & mask) && e->len > 0 &&
		    strcmp(e->name, f->name) == 0) {
			*seen |= e->mask & mask;
			hit = 1;
		}
	}
	return hit;
}

/*
 * Wait for the directory to say something of the name, up to ms
 * milliseconds (-1: for good): 1 when it did, 0 when the time ran out or
 * the directory itself is gone.  mask: what of the name counts; what of
 * it was said is added to *seen (NULL: not asked).
 */
static int
wait_for(struct follow *f, uint32_t mask, int ms, uint32_t *seen)
{
	uint32_t none = 0;

	char ev[4096] __attribute__((aligned(__alignof__(
	    struct inotify_event))));
	struct pollfd p = { .fd = f->fd, .events = POLLIN };
	struct timespec end, now;
	ssize_t n;
	int r;

	clock_gettime(CLOCK_MONOTONIC, &end);
	end.tv_sec += ms / 1000;
	end.tv_nsec += (long)(ms % 1000) * 1000000L;
	for (;;) {
		if (ms >= 0) {
			clock_gettime(CLOCK_MONOTONIC, &now);
			r = (int)((end.tv_sec - now.tv_sec) * 1000 +
			    (end.tv_nsec - now.tv_nsec) / 1000000L);
			if (r <= 0 || (r = poll(&p, 1, r)) == 0)
				return 0;
			if (r == -1 && errno == EINTR)
				continue;
			if (r == -1)
				fail_io("cannot watch '%s'", f->path);
		}
		if ((n = read(f->fd, ev, sizeof(ev))) == -1) {
			if (errno == EINTR)
				continue;
			fail_io("cannot watch '%s'", f->path);
		}
		if ((r = said(f, ev, n, mask, seen != NULL ? seen : &none)) !=
		    0)
			return r == 1;
	}
}

char *
follow_next(struct follow *f, size_t *len)
{
	char *text, *copy;
	struct stat sb;
	uint32_t seen;

	for (;;) {
		if (f->started && !wait_for(f, FOLLOW_EVENTS, -1, NULL))
			return NULL;
		/*
		 * Gone: over unless a file takes the name again within
		 * FOLLOW_BACK_MS, as an editor's save does that renames the
		 * file away, then writes a new one.  A name made anew is
		 * read once written (closed), when it is a file; else at
		 * once, so that a FIFO made there is said and followed past,
		 * not taken for the game gone.
		 */
		while ((text = slurp(f, len)) == NULL) {
			if (!f->started)
				fail_io("cannot open '%s'", f->path);
			seen = 0;
			if (!wait_for(f, IN_CLOSE_WRITE | IN_MOVED_TO |
			    IN_CREATE, FOLLOW_BACK_MS, &seen))
				return NULL;
			if (seen == IN_CREATE && stat(f->file, &sb) == 0 &&
			    S_ISREG(sb.st_mode))
				(void)wait_for(f, IN_CLOSE_WRITE | IN_MOVED_TO,
				    FOLLOW_BACK_MS, NULL);
		}
		if (text == &skipped)
			continue;
		if (f->started && *len == f->lastlen &&
		    memcmp(text, f->last, *len) == 0) {
			free(text);
			continue;
		}
		f->started = 1;
		if ((copy = malloc(*len + 1)) == NULL)
			fail_nomem();
		memcpy(copy, text, *len + 1);
		free(f->last);
		f->last = text;
		f->lastlen = *len;
		return copy;
	}
}

void
follow_close(struct follow *f)
{
	if (f == NULL)
		return;
	close(f->fd);
	free(f->file);
	free(f->last);
	free(f);
}
