/*
 * input.c: reading a tool's input whole, as a document, or by lines.
 */
#include <sys/stat.h>

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core.h"
#include "fail.h"
#include "i18n.h"
#include "input.h"
#include "node.h"
#include "privilege.h"
#include "util.h"

extern const char *__progname;

const char *
input_kind(mode_t m)
{
	if (S_ISDIR(m))
		return _("a directory");
	if (S_ISCHR(m))
		return _("a character device");
	if (S_ISBLK(m))
		return _("a block device");
	if (S_ISFIFO(m))
		return _("a FIFO");
	if (S_ISSOCK(m))
		return _("a socket");
	return _("not a regular file");
}

void
input_regular_mapped(int fd, const char *path, const char *what,
    struct stat *sbp)
{
	struct stat sb;

	if (fstat(fd, &sb) == -1)
		fail_io("cannot read %s '%s'", _(what), path);
	if (!S_ISREG(sb.st_mode))
		fail_at(FAIL_IO, NULL, 0, 0, "cannot read %s '%s': it is %s, "
		    "not a regular file", _(what), path,
		    input_kind(sb.st_mode));
	*sbp = sb;
}

/* input_regular_mapped, and reads on fd wait again. */
static void
input_regular(int fd, const char *path, const char *what, struct stat *sbp)
{
	int fl;

	input_regular_mapped(fd, path, what, sbp);
	if ((fl = fcntl(fd, F_GETFL)) != -1)
		fcntl(fd, F_SETFL, fl & ~O_NONBLOCK);
}

int
input_open_regular(const char *path, const char *what, struct stat *sb)
{
	int fd;

	if ((fd = privilege_open(path, INPUT_REGULAR_FLAGS)) == -1)
		fail_io("cannot open %s '%s'", _(what), path);
	input_regular(fd, path, what, sb);
	return fd;
}

size_t
input_bom(const char *p, size_t len)
{
	return len >= 3 && memcmp(p, "\xef\xbb\xbf", 3) == 0 ? 3 : 0;
}

void
input_await(const char *path, const char *what, const char *how)
{
	static int said;
	char msg[CORE_MSGLEN];

	if (said || (path != NULL && strcmp(path, "-") != 0) ||
	    !isatty(STDIN_FILENO))
		return;
	said = 1;
	/* "lecture d'une grille": French elides before the words put in. */
	i18n_format(msg, sizeof(msg), "%s: reading %s from the terminal (%s; "
	    "^D ends)\n", __progname, _(what), _(how));
	fputs(msg, stderr);
}

/*
 * What the run read whole (input_taken): the path it was given (borrowed:
 * a tool's argument, or NULL) and a copy of the text, when it is small.
 * Kept from the start, whether or not the run holds a file for -i: an
 * option reads its file while the options are read (--lang), or a tool
 * before the state (play-typeset --rules), and the journal's entry is
 * written only once the state is.
 */
static struct taken {
	const char	*path;
	char		*text;
	size_t		 len;
} taken[INPUT_TAKEN_MAX];
static size_t ntaken;

void
input_take(const char *path, const char *text, size_t len)
{
	if (ntaken == INPUT_TAKEN_MAX || len > INPUT_TAKEN_BYTES)
		return;
	if ((taken[ntaken].text = malloc(len + 1)) == NULL)
		fail_nomem();
	memcpy(taken[ntaken].text, text, len);
	taken[ntaken].text[len] = '\0';
	taken[ntaken].path = path;
	taken[ntaken++].len = len;
}

int
input_taken(size_t i, const char **path, const char **text, size_t *len)
{
	if (i >= ntaken)
		return -1;
	*path = taken[i].path;
	*text = taken[i].text;
	*len = taken[i].len;
	return 0;
}

int
input_is_null(const struct stat *sb)
{
	struct stat null;

	return S_ISCHR(sb->st_mode) && stat("/dev/null", &null) == 0 &&
	    S_ISCHR(null.st_mode) && null.st_rdev == sb->st_rdev;
}

/*
 * A file that a tool reads whole, open on fd (its status into *sb), is
 * read only when it is a regular file or a pipe (a shell's <(...),
 * /dev/stdin): a FIFO that has a name, which a player who may write the
 * game's folder may put in the place of the game, a grid or a rules file,
 * is refused, exit 2, for its open or read would wait for good; so is a
 * device, whose reads may wait on a terminal (a link to /dev/tty) or never
 * end (/dev/zero), but /dev/null, an empty file.  A pipe is told from a
 * FIFO by its file system, pipe(2)'s.  A socket, which open(2) opens only
 * as a descriptor already the tool's (/dev/stdin), is read.  The state of
 * -f says it is the game (state); another file is named alone.  Reads on
 * fd wait again, but for a regular file, whose reads never wait.
 */
static void
readable(int fd, const char *path, int state, struct stat *sb)
{
	struct stat p;
	int pfd[2], fl;

	if (fstat(fd, sb) == -1)
		fail_io("cannot read '%s'", path);
	if (S_ISREG(sb->st_mode))
		return;
	p.st_dev = (dev_t)-1;
	if (S_ISFIFO(sb->st_mode)) {
		if (pipe(pfd) == -1)
			fail_io("cannot read '%s'", path);
		if (fstat(pfd[0], &p) == -1)
			p.st_dev = (dev_t)-1;
		close(pfd[0]);
		close(pfd[1]);
	}
	if (!S_ISSOCK(sb->st_mode) && !input_is_null(sb) &&
	    (!S_ISFIFO(sb->st_mode) || p.st_dev != sb->st_dev)) {
		/* A terminal's player is told how to type it there. */
		if (isatty(fd) && state)
			fail_at(FAIL_IO, NULL, 0, 0, "cannot read %s '%s': it "
			    "is a terminal ('-' reads what is typed there)",
			    _("game"), path);
		if (isatty(fd))
			fail_at(FAIL_IO, NULL, 0, 0, "cannot read '%s': it is "
			    "a terminal ('-' reads what is typed there)", path);
		if (state)
			fail_at(FAIL_IO, NULL, 0, 0, "cannot read %s '%s': it "
			    "is %s, not a regular file or a pipe", _("game"),
			    path, input_kind(sb->st_mode));
		fail_at(FAIL_IO, NULL, 0, 0, "cannot read '%s': it is %s, "
		    "not a regular file or a pipe", path,
		    input_kind(sb->st_mode));
	}
	if ((fl = fcntl(fd, F_GETFL)) != -1)
		fcntl(fd, F_SETFL, fl & ~O_NONBLOCK);
}

int
input_open(const char *path)
{
	struct stat sb;
	int fd;

	if ((fd = privilege_open(path, INPUT_REGULAR_FLAGS)) == -1)
		fail_io("cannot open '%s'", path);
	readable(fd, path, 0, &sb);
	return fd;
}

/* How many times the standard input was read whole. */
static int stdin_read;

/* input_slurp, and with state input_slurp_state (kept: its *kept). */
static char *
slurp(const char *path, const char **name, size_t *len, int state,
    int *kept)
{
	struct buf b = { 0 };
	struct stat sb;
	char *p;
	size_t n;
	FILE *f;
	int fd, std = path == NULL || strcmp(path, "-") == 0;

	*name = std ? "<stdin>" : path;
	/*
	 * A second read of stdin (-g - with -f -) would find it at its end:
	 * an empty grid judged rotten, where the caller named two inputs.
	 */
	if (std && stdin_read++)
		fail_usage("the standard input is read once: give the other "
		    "input as a FILE");
	input_await(path, "the input", "give a FILE or a pipe");
	if (std)
		f = stdin;
	else {
		if (!state)
			fd = input_open(path);
		else if ((fd = open(path, INPUT_REGULAR_FLAGS)) == -1)
			fail_io("cannot open '%s'", path);
		else
			readable(fd, path, state, &sb);
		if ((f = fdopen(fd, "rb")) == NULL)
			fail_io("cannot open '%s'", path);
	}
	/* What was opened is asked, not what the name names now. */
	if (kept != NULL)
		*kept = !std && privilege_hides_file(path, &sb);
	for (;;) {
		if (buf_grow(&b, 65536) == -1)
			fail_nomem();
		n = fread(b.p + b.len, 1, 65536, f);
		b.len += n;
		b.p[b.len] = '\0';
		if (b.len > NODE_MAX_INPUT)
			fail_too_large(*name, b.p, NODE_MAX_INPUT,
			    "input is larger than %u MiB", NODE_MAX_INPUT >> 20);
		if (n < 65536)
			break;
	}
	if (ferror(f))
		fail_io("cannot read '%s'", *name);
	if (!std)
		fclose(f);
	/* A byte order mark is no part of the text: editors add one. */
	if ((n = input_bom(b.p, b.len)) > 0) {
		memmove(b.p, b.p + n, b.len - n + 1);
		b.len -= n;
	}
	*len = b.len;
	if ((p = buf_take(&b)) == NULL)
		fail_nomem();
	/* The state of -f is no input of a move: -i's is held instead. */
	if (!state)
		input_take(std ? NULL : path, p, *len);
	return p;
}

char *
input_slurp(const char *path, const char **name, size_t *len)
{
	return slurp(path, name, len, 0, NULL);
}

char *
input_slurp_state(const char *path, const char **name, size_t *len,
    int *kept)
{
	return slurp(path, name, len, 1, kept);
}

struct node *
input_doc_text(const char *path, const char **name, char **text,
    size_t *len)
{
	struct core_err e;
	struct node *root;

	*text = input_slurp(path, name, len);
	if ((root = node_read(*text, *len, *name, &e)) == NULL)
		fail_core(&e);
	return root;
}

struct node *
input_doc(const char *path)
{
	struct node *root;
	const char *name;
	size_t len;
	char *text;

	root = input_doc_text(path, &name, &text, &len);
	free(text);
	return root;
}

/* A NUL byte in text, at its first: exit 2 with its place. */
static void __attribute__((noreturn))
nul_at(const char *name, const char *text)
{
	const char *line = text, *nl;
	size_t lineno = 1, n = strlen(text);

	while ((nl = memchr(line, '\n', n - (size_t)(line - text))) != NULL) {
		line = nl + 1;
		lineno++;
	}
	fail_at(FAIL_INPUT, name, lineno, n - (size_t)(line - text) + 1,
	    "a NUL byte in the input");
}

int
input_lines(const char *path, int (*fn)(void *, char *, const char *, size_t),
    void *arg)
{
	const char *name;
	char *text, *line, *nl;
	size_t len, lineno = 0;
	int rc = 0;

	text = input_slurp(path, &name, &len);
	if (strlen(text) != len)
		nul_at(name, text);
	for (line = text; rc == 0 && *line != '\0';
	    line = nl ? nl + 1 : line + strlen(line)) {
		if ((nl = strchr(line, '\n')) != NULL)
			*nl = '\0';
		rc = fn(arg, line, name, ++lineno);
	}
	free(text);
	return rc;
}
