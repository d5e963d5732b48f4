/*
 * journalfile_replay.c: a journal's moves run again, from its first
 * state, by the tools that made them.
 */
#include <sys/stat.h>
#include <sys/wait.h>

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "caller.h"
#include "core.h"
#include "fail.h"
#include "i18n.h"
#include "journal.h"
#include "journalfile.h"
#include "node.h"
#include "privilege.h"
#include "statefile.h"
#include "tempfile.h"
#include "util.h"

extern char **environ;

/* The tools whose moves a journal records, and so replays. */
static const char *const movers[] = {
	"bag", "categories", "deal", "play-typeset", "shapemash", "spinner",
	"steal-check", NULL
};

/*
 * The replay's own directory, and the tools' one.  The replay's is
 * made by its name in a folder open (parent), and all in it is made,
 * read and removed by name in it, open (work): its path is only for
 * the tools it runs and for messages.
 */
static char dir[PATH_MAX] BIG_STATIC, bindir[PATH_MAX] BIG_STATIC;
static char *name;	/* its last name, in dir */
static int parent = -1, work = -1;

static void
rm_dir(void)
{
	char p[32];
	int i;

	if (work == -1)
		return;
	unlinkat(work, "state", 0);
	unlinkat(work, ".state.journal", 0);
	for (i = 0; i <= JOURNAL_MAX_INPUTS; i++) {
		snprintf(p, sizeof(p), "input%d", i);
		unlinkat(work, p, 0);
	}
	unlinkat(parent, name, AT_REMOVEDIR);
	close(work);
	work = -1;
}

static void
on_signal(int sig)
{
	rm_dir();
	signal(sig, SIG_DFL);
	raise(sig);
}

/*
 * Where the replay works: $TMPDIR (or /tmp), or, in a run with the games
 * group's rights (privilege.h), a hidden folder beside the game: what a
 * run made in /tmp would be its caller's to read, every state of the
 * game with it, while the games folder is the group's alone.  Beside
 * the game is in the folder that held it (statefile_folder), never by a
 * path made from the game's, which a folder of the caller's on the way,
 * swapped with a link, would turn to the games folder.  Sets dir, name
 * and parent (-1 when it cannot be opened).
 */
static void
work_dir(void)
{
	const char *tmp = privilege_getenv("TMPDIR"), *text, *game;
	const struct stat *sb;
	char p[PATH_MAX];
	char *slash;
	size_t len;

	if (!privilege_held()) {
		snprintf(dir, sizeof(dir), "%s/wordkit-replay.XXXXXX",
		    tmp != NULL && tmp[0] == '/' ? tmp : "/tmp");
		name = strrchr(dir, '/') + 1;
		snprintf(p, sizeof(p), "%.*s", name - dir > 1 ?
		    (int)(name - dir - 1) : 1, dir);
		parent = openat(AT_FDCWD, p, TEMPFILE_DIR_FLAGS);
		return;
	}
	if ((game = statefile_held(&text, &len, &sb)) == NULL ||
	    (slash = strrchr(game, '/')) == NULL ||
	    (parent = statefile_folder()) == -1)
		fail_at(FAIL_IO, NULL, 0, 0, "cannot replay: no game is held");
	snprintf(dir, sizeof(dir), "%.*s/.wordkit-replay.XXXXXX",
	    (int)(slash - game), game);
	name = strrchr(dir, '/') + 1;
}

/* Make the directory, and find the tools: those beside this one. */
static void
setup(void)
{
	char *slash;
	ssize_t n;

	n = readlink("/proc/self/exe", bindir, sizeof(bindir) - 1);
	if (n <= 0 || (size_t)n >= sizeof(bindir) - 1)
		fail_io("cannot find the tools to replay with");
	bindir[n] = '\0';
	if ((slash = strrchr(bindir, '/')) != NULL)
		*slash = '\0';
	work_dir();
	if (parent == -1 || tempfile_mkdir(parent, name, 0700) == -1)
		fail_io("cannot make a directory to replay in");
	if ((work = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW |
	    O_CLOEXEC)) == -1) {
		unlinkat(parent, name, AT_REMOVEDIR);
		fail_io("cannot make a directory to replay in");
	}
	atexit(rm_dir);
	signal(SIGINT, on_signal);
	signal(SIGTERM, on_signal);
	signal(SIGHUP, on_signal);
}

/*
 * Write n bytes of p to the file file of the replay's directory, made
 * anew: exits 2 on failure.
 */
static void
put_file(const char *file, const char *p, size_t n)
{
	char path[PATH_MAX + 32];
	int fd;

	if ((fd = openat(work, file, O_WRONLY | O_CREAT | O_TRUNC |
	    O_NOFOLLOW | O_CLOEXEC, 0600)) == -1 || (n > 0 && write(fd, p,
	    n) != (ssize_t)n) || close(fd) == -1) {
		snprintf(path, sizeof(path), "%s/%s", dir, file);
		fail_io("cannot write '%s'", path);
	}
}

/* The replay's state file now, into b (emptied first). */
static void
get_state(struct buf *b)
{
	char p[PATH_MAX + 8];
	ssize_t n;
	int fd;

	b->len = 0;
	snprintf(p, sizeof(p), "%s/state", dir);
	if ((fd = openat(work, "state", O_RDONLY | O_CLOEXEC)) == -1)
		fail_io("cannot read '%s'", p);
	for (;;) {
		if (buf_grow(b, 65536) == -1)
			fail_nomem();
		if ((n = read(fd, b->p + b->len, 65536)) <= 0)
			break;
		b->len += (size_t)n;
	}
	if (n == -1)
		fail_io("cannot read '%s'", p);
	b->p[b->len] = '\0';
	close(fd);
}

/* A text of the journal as a new string. */
static char *
str_of(const struct journal_text *t, size_t from)
{
	char *s;

	if ((s = malloc(t->len - from + 1)) == NULL)
		fail_nomem();
	memcpy(s, t->p + from, t->len - from);
	s[t->len - from] = '\0';
	return s;
}

/* arg k of je with the name from byte off on replaced by path. */
static char *
swap_name(const struct journal_entry *je, size_t k, size_t off,
    const char *path)
{
	char *s;
	size_t n = strlen(path);

	if ((s = malloc(off + n + 1)) == NULL)
		fail_nomem();
	memcpy(s, je->args[k].p, off);
	memcpy(s + off, path, n + 1);
	return s;
}

/*
 * The command of move je, as the replay runs it: argv (the caller frees
 * each and it), the state named by a file of the replay's directory, and
 * the inputs by descriptors open on others (fds, -1 after the last),
 * which the tool opens again as /proc/self/fd/N: a tool reads them with
 * its caller's rights (privilege.h), which need not reach the replay's
 * directory; *in is the file the standard input comes from, by its name
 * in the replay's directory (or /dev/null).
 */
static char **
command(const struct journal_entry *je, char *in, size_t insize, int *fds)
{
	const struct journal_input *ji;
	char **argv, p[PATH_MAX + 32];
	size_t i, k = 0;

	if ((argv = calloc(je->nargs + 2, sizeof(*argv))) == NULL)
		fail_nomem();
	for (i = 0; i < je->nargs; i++)
		argv[i] = str_of(&je->args[i], 0);
	snprintf(p, sizeof(p), "%s/state", dir);
	free(argv[je->file_arg]);
	argv[je->file_arg] = swap_name(je, je->file_arg, je->file_off, p);
	snprintf(in, insize, "/dev/null");
	for (i = 0; i < je->ninputs; i++) {
		ji = &je->inputs[i];
		snprintf(p, sizeof(p), "input%zu", i);
		put_file(p, ji->text.p, ji->text.len);
		if (ji->arg == JOURNAL_STDIN) {
			snprintf(in, insize, "%s", p);
			continue;
		}
		/* Without O_CLOEXEC: the tool opens it. */
		if ((fds[k] = openat(work, p, O_RDONLY)) == -1) {
			snprintf(p, sizeof(p), "%s/input%zu", dir, i);
			fail_io("cannot read '%s'", p);
		}
		snprintf(p, sizeof(p), "/proc/self/fd/%d", fds[k++]);
		free(argv[ji->arg]);
		argv[ji->arg] = swap_name(je, ji->arg, ji->off, p);
	}
	fds[k] = -1;
	return argv;
}

/*
 * The tool argv[0] beside this one, open to be run (fexecve), once it is
 * one that may be run with this run's rights (privilege_may_run): exit 2
 * otherwise.  tool (size bytes) gets its path.
 */
static int
open_tool(char **argv, char *tool, size_t size)
{
	const char *group;
	struct stat sb;
	int fd;

	snprintf(tool, size, "%s/%s", bindir, argv[0]);
	if ((fd = open(tool, O_RDONLY | O_CLOEXEC)) == -1 ||
	    fstat(fd, &sb) == -1)
		fail_io("cannot run '%s'", tool);
	if (!privilege_may_run(&sb, &group))
		fail_at(FAIL_IO, NULL, 0, 0, "cannot replay with '%s': it is "
		    "not set-group-ID to '%s', the group this journal runs "
		    "with", tool, group);
	return fd;
}

/*
 * argv's arguments after the tool's name as a replayed move is given them
 * in its environment (WORDKIT_REPLAY_ARGS, opt.c): each its length in
 * decimal, ':' and its bytes; and *shown, the command line it runs with,
 * "..." for each (the caller frees both).
 */
static char *
hide_args(char **argv, char ***shown)
{
	size_t n, len = 1, i;
	char *enc, *p;

	for (n = 0; argv[n] != NULL; n++)
		len += strlen(argv[n]) + 24;
	if ((enc = malloc(len)) == NULL ||
	    (*shown = calloc(n + 1, sizeof(**shown))) == NULL)
		fail_nomem();
	p = enc;
	*p = '\0';
	for (i = 0; i < n; i++) {
		(*shown)[i] = i == 0 ? argv[0] : "...";
		if (i > 0)
			p += sprintf(p, "%zu:%s", strlen(argv[i]), argv[i]);
	}
	return enc;
}

/*
 * Run argv (its tool beside this one) with in on stdin and the WORDKIT_DICT
 * of je; its first line on stderr into err.  The seed the move drew is
 * given as if it had been typed (opt_get), by the environment, never on
 * the command line, which every user reads in /proc/PID/cmdline: the seed
 * of a game kept from its players gives every hand and tile to come.  So
 * are its arguments (hide_args): the journal's list shows a co-player's
 * move without them (a tile dumped from a hand).  Returns its exit
 * status, or 128 + a signal's number.
 */
static int
run(char **argv, const char *in, const struct journal_entry *je, char *err,
    size_t errsize)
{
	char tool[PATH_MAX + 64], *dict = NULL, *seed = NULL, *user, *args;
	char **shown;
	int fds[2], status, fd, exe;
	size_t got;
	ssize_t n;
	pid_t pid;

	exe = open_tool(argv, tool, sizeof(tool));
	if (je->dict.len > 0)
		dict = str_of(&je->dict, 0);
	if (je->seed.len > 0)
		seed = str_of(&je->seed, 0);
	user = str_of(&je->user, 0);
	args = hide_args(argv, &shown);
	if (pipe(fds) == -1 || (pid = fork()) == -1)
		fail_io("cannot run '%s'", argv[0]);
	if (pid == 0) {
		if ((fd = openat(work, in, O_RDONLY)) == -1 ||
		    dup2(fd, 0) == -1 ||
		    (fd = open("/dev/null", O_WRONLY)) == -1 ||
		    dup2(fd, 1) == -1 || dup2(fds[1], 2) == -1)
			_exit(127);
		close(fds[0]);
		if (dict != NULL)
			setenv("WORDKIT_DICT", dict, 1);
		else
			unsetenv("WORDKIT_DICT");
		if (seed != NULL)
			setenv("WORDKIT_REPLAY_SEED", seed, 1);
		else
			unsetenv("WORDKIT_REPLAY_SEED");
		/* Who typed a seed the move types: its user (opt.h). */
		setenv("WORDKIT_REPLAY_USER", user, 1);
		/* The one file the move may change (statefile_hold). */
		snprintf(tool, sizeof(tool), "%s/state", dir);
		setenv("WORDKIT_REPLAY_STATE", tool, 1);
		setenv("WORDKIT_REPLAY_ARGS", args, 1);
		fexecve(exe, shown, environ);
		_exit(127);
	}
	close(exe);
	close(fds[1]);
	/* Its first line, which it may write in several pieces. */
	got = 0;
	while (got < errsize - 1 && memchr(err, '\n', got) == NULL) {
		if ((n = read(fds[0], err + got, errsize - 1 - got)) == -1 &&
		    errno == EINTR)
			continue;
		if (n <= 0)
			break;
		got += (size_t)n;
	}
	err[got] = '\0';
	err[strcspn(err, "\n")] = '\0';
	while (read(fds[0], tool, sizeof(tool)) > 0)
		continue;
	close(fds[0]);
	free(dict);
	free(seed);
	free(user);
	free(args);
	free(shown);
	while (waitpid(pid, &status, 0) == -1)
		if (errno != EINTR)
			fail_io("cannot wait for '%s'", argv[0]);
	return WIFEXITED(status) ? WEXITSTATUS(status) :
	    128 + WTERMSIG(status);
}

/* Is je a move this replay may run: a tool of the journal, its file named? */
static int
runnable(const struct journal_entry *je)
{
	size_t i;

	if (je->nargs == 0 || je->file_arg >= je->nargs)
		return 0;
	for (i = 0; movers[i] != NULL; i++)
		if (je->args[0].len == strlen(movers[i]) &&
		    memcmp(je->args[0].p, movers[i], je->args[0].len) == 0)
			return 1;
	return 0;
}

/*
 * In a game whose players have logins a tool acts for its caller's
 * player: a move another user made is run by this one with the two
 * logins swapped in the state (each player's "login"), and swapped back
 * in what it writes.  b holds the state; a and me (n and m bytes) the two
 * logins.  The state is read as YAML, not as lines: a state kept in JSON,
 * or with its players in flow style ("- {name: ..., login: ...}"), is
 * written back so by every tool, and its logins are no lines of their
 * own.  Written again, a state a tool wrote is the same bytes.  The
 * logins swapped are counted: with none (logins that play nobody, none
 * yet, or no state) the move is the same made by either user, and b is
 * left as it was.
 */
/* b made root written as YAML: 1, or 0 and b as it was when it cannot be. */
static int
write_back(struct buf *b, const struct node *root)
{
	struct core_err e;
	struct buf out = { 0 };
	int done;

	if ((done = node_write_yaml(root, &out, &e) == 0)) {
		b->len = 0;
		if (buf_add(b, out.p, out.len) == -1)
			fail_nomem();
	}
	buf_free(&out);
	return done;
}

static size_t
swap_logins(struct buf *b, const char *a, size_t n, const char *me,
    size_t m)
{
	struct core_err e;
	struct node *root, *ps, *p, *login;
	const char *to;
	char *s;
	size_t i, k, swapped = 0;

	if ((root = node_read(b->p, b->len, "state", &e)) == NULL)
		return 0;
	ps = root->kind == NODE_MAP ? node_get(root, "players") : NULL;
	for (i = 0; ps != NULL && ps->kind == NODE_SEQ && i < ps->n; i++) {
		p = ps->items[i];
		if (p->kind != NODE_MAP || (login = node_get(p, "login")) ==
		    NULL || login->kind != NODE_SCALAR)
			continue;
		if (login->len == n && memcmp(login->str, a, n) == 0)
			to = me, k = m;
		else if (login->len == m && memcmp(login->str, me, m) == 0)
			to = a, k = n;
		else
			continue;
		if ((s = str_ndup(to, k, NULL)) == NULL)
			fail_nomem();
		free(login->str);
		login->str = s;
		login->len = k;
		swapped++;
	}
	/*
	 * A state that cannot be read or written back is left as it is: the
	 * move runs with its logins unswapped, and the tool's refusal, which
	 * the replay quotes, says why it parts.
	 */
	if (swapped > 0 && !write_back(b, root))
		swapped = 0;
	node_free(root);
	return swapped;
}

/*
 * Move je run again on cur (the state before it, as the replay wrote it
 * to run it): 0, or 1 with msg.  me: this user's login when it is not
 * je's (swap_logins), else NULL: what the move writes is swapped back,
 * unless it is what the move wrote then as it is.
 */
static int
replay_move(const struct journal_entry *je, struct buf *cur, const char *me,
    char *msg, size_t size)
{
	char in[PATH_MAX + 32], err[512], **argv;
	size_t i;
	int status, fds[JOURNAL_MAX_INPUTS + 1];

	if (!runnable(je)) {
		snprintf(msg, size, _("move %llu is no tool's move that can "
		    "be run again"), (unsigned long long)je->seq);
		return 1;
	}
	argv = command(je, in, sizeof(in), fds);
	status = run(argv, in, je, err, sizeof(err));
	for (i = 0; argv[i] != NULL; i++)
		free(argv[i]);
	free(argv);
	for (i = 0; fds[i] != -1; i++)
		close(fds[i]);
	/*
	 * What the tool said is what it said to the move's player: another
	 * user's (me) may not see it, a hand quoted, any more than the
	 * move's command, which the list shows them as "bag dump ...".
	 */
	if (status != 0) {
		snprintf(msg, size, _("move %llu exits %d when replayed: %s"),
		    (unsigned long long)je->seq, status, me != NULL ? "..." :
		    err);
		return 1;
	}
	get_state(cur);
	/*
	 * Swapped back, unless the move wrote the state as it stood: a new
	 * game binds logins of its own, which no swap gave it, and which may
	 * be any two logins, these two as well.
	 */
	if (me != NULL && journal_print(cur->p, cur->len) != je->after)
		swap_logins(cur, je->user.p, je->user.len, me, strlen(me));
	if (journal_print(cur->p, cur->len) != je->after) {
		snprintf(msg, size, _("move %llu, replayed, makes another "
		    "state than the one it wrote"), (unsigned long long)je->seq);
		return 1;
	}
	return 0;
}

/*
 * Say that the file was changed by no tool before entry k of j, or after
 * the last move when k is j->n.
 */
static void
changed(const struct journal *j, size_t k, char *msg, size_t size)
{
	if (k < j->n)
		snprintf(msg, size, _("before move %llu the file was not what "
		    "the moves before it made: it was changed by no tool"),
		    (unsigned long long)j->e[k].seq);
	else
		snprintf(msg, size, "%s", _("the file is not what the moves "
		    "make: it was changed by no tool after the last move"));
}

/* What put_back found. */
enum back {
	BACK_TOOK,	/* the oldest entry taken back's before */
	BACK_NONE,	/* it took back no entry the journal ever kept */
	BACK_FOUND,	/* that entry dropped: the state the next found */
	BACK_CHANGED	/* the same, but not the state the undo wrote */
};

/*
 * The state an undo or a redo (entry i of j) put back, into *back: the
 * oldest entry it took back's before.  The journal keeps its newest
 * entries within its bounds, cut where they fall, and may have dropped
 * that entry: the state put back is then the one the next kept entry
 * (*next, an index of j, or j->n: none) found, or the file now after the
 * last, as the replay starts from the oldest entry kept; that state must
 * be the one the undo wrote, or the file was changed by no tool after it.
 */
static enum back
put_back(const struct journal *j, size_t i, const char *now, size_t nowlen,
    struct journal_text *back, size_t *next)
{
	const struct journal_entry *je = &j->e[i], *x;
	size_t k;

	if (je->ntook == 0)
		return BACK_NONE;
	if ((x = journal_find(j, je->took[je->ntook - 1])) != NULL) {
		*back = x->before;
		return BACK_TOOK;
	}
	if (je->took[je->ntook - 1] >= j->e[0].seq)
		return BACK_NONE;
	for (k = i + 1; k < j->n && !j->e[k].kept; k++)
		continue;
	*next = k;
	if (k < j->n)
		*back = j->e[k].before;
	else {
		back->p = now;
		back->len = nowlen;
	}
	return journal_print(back->p, back->len) == je->after ? BACK_FOUND :
	    BACK_CHANGED;
}

int
journalfile_replay(const struct journal *j, const char *now, size_t nowlen,
    char *msg, size_t size, size_t *nrun)
{
	struct journal_text back;
	const struct journal_entry *je;
	enum back how;
	const char *me;
	struct buf cur = { 0 };
	size_t i, next = 0;
	int rc = 0, first = 1;

	*nrun = 0;
	setup();
	for (i = 0; i < j->n && rc == 0; i++) {
		je = &j->e[i];
		if (!je->kept)
			continue;
		if (first) {
			if (buf_add(&cur, je->before.p, je->before.len) == -1)
				fail_nomem();
			first = 0;
		}
		if (cur.len != je->before.len || memcmp(cur.p, je->before.p,
		    cur.len) != 0) {
			changed(j, i, msg, size);
			rc = 1;
			break;
		}
		if (je->kind == JOURNAL_MOVE) {
			/* Run as its user: the logins swapped, when not mine. */
			me = caller_login();
			if ((je->user.len == strlen(me) && memcmp(je->user.p,
			    me, je->user.len) == 0) || swap_logins(&cur,
			    je->user.p, je->user.len, me, strlen(me)) == 0)
				me = NULL;
			put_file("state", cur.p, cur.len);
			rc = replay_move(je, &cur, me, msg, size);
		} else if ((how = put_back(j, i, now, nowlen, &back, &next)) ==
		    BACK_NONE) {
			snprintf(msg, size, _("entry %llu takes back no entry "
			    "of the journal"), (unsigned long long)je->seq);
			rc = 1;
		} else if (how == BACK_CHANGED) {
			changed(j, next, msg, size);
			rc = 1;
		} else {
			cur.len = 0;
			if (buf_add(&cur, back.p, back.len) == -1)
				fail_nomem();
			/* An undo that shook the bag, by its seed. */
			if (how == BACK_TOOK && je->kind == JOURNAL_UNDO &&
			    je->seed.len > 0)
				(void)journalfile_shake(&cur, strtoull(
				    je->seed.p, NULL, 10));
		}
		(*nrun)++;
	}
	if (rc == 0 && !first && (cur.len != nowlen ||
	    memcmp(cur.p, now, nowlen) != 0)) {
		changed(j, j->n, msg, size);
		rc = 1;
	}
	buf_free(&cur);
	rm_dir();
	return rc;
}
