/*
 * journalfile.c: the journal beside a state file, written under the
 * file's lock before the file is replaced.
 */
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pwd.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "caller.h"
#include "core.h"
#include "fail.h"
#include "input.h"
#include "journal.h"
#include "journalfile.h"
#include "opt.h"
#include "privilege.h"
#include "rng.h"
#include "say.h"
#include "statefile.h"
#include "tempfile.h"
#include "util.h"

#define JOURNAL_SUFFIX	".journal"
/* A longer name is shortened in the journal's: a name has 255 bytes. */
#define NAME_KEEP	200
/* Journals of earlier games of a name kept beside it: ".1" to ".999". */
#define OLD_MAX		1000

/* An entry being written: the journal's fd and its length before. */
static int pending_fd = -1;
static off_t pending_len;
/*
 * The byte of the entry written that says its state was written, turned
 * to '1' once the file is replaced (journalfile_done): the journal then
 * knows the move was made, whatever is done to the file by hand after.
 */
static int written_fd = -1;
static off_t written_at;
static char jpath[PATH_MAX] BIG_STATIC;

/* What journal(1) says the next change is. */
static enum journal_kind mark_kind = JOURNAL_MOVE;
static uint64_t mark_took[JOURNAL_MAX_ARGS];
static size_t mark_ntook;
static int mark_shaken;		/* the undo shook the bag, by mark_shake */
static uint64_t mark_shake;

/*
 * Where in b the line that starts with key (klen bytes) is, just past
 * key; NULL when none does.
 */
static const char *
line_of(const struct buf *b, const char *key, size_t klen)
{
	const char *p = b->p, *s;

	for (s = p; s != NULL; s = memchr(s, '\n', b->len - (size_t)(s - p))) {
		if (*s == '\n')
			s++;
		if ((size_t)(p + b->len - s) >= klen && memcmp(s, key, klen) ==
		    0)
			return s + klen;
		if (s == p + b->len)
			break;
	}
	return NULL;
}

/*
 * The bytes of b from s to end shaken in place by r, in pieces: its lines
 * (lines) or its characters, one byte or one UTF-8 sequence each.  1 when
 * there were two pieces or more.
 */
static int
shake_span(struct buf *b, const char *s, const char *end, int lines,
    struct rng *r)
{
	struct buf out = { 0 };
	size_t n = 0, i, j, k, *at, *len;
	const char *c, *nl;

	if (end - s < 2)
		return 0;
	if ((at = malloc((size_t)(end - s) * sizeof(*at))) == NULL ||
	    (len = malloc((size_t)(end - s) * sizeof(*len))) == NULL)
		fail_nomem();
	for (c = s; c < end; c += len[n++]) {
		at[n] = (size_t)(c - s);
		if (lines) {
			nl = memchr(c, '\n', (size_t)(end - c));
			len[n] = nl != NULL ? (size_t)(nl - c) + 1 :
			    (size_t)(end - c);
		} else
			for (len[n] = 1; c + len[n] < end &&
			    ((unsigned char)c[len[n]] & 0xc0) == 0x80;
			    len[n]++)
				continue;
	}
	/* As tiles_shuffle shakes a bag. */
	for (i = n; i > 1; i--) {
		j = (size_t)rng_below(r, i);
		k = at[i - 1];
		at[i - 1] = at[j];
		at[j] = k;
		k = len[i - 1];
		len[i - 1] = len[j];
		len[j] = k;
	}
	buf_add(&out, b->p, (size_t)(s - b->p));
	for (i = 0; i < n; i++)
		buf_add(&out, s + at[i], len[i]);
	buf_add(&out, end, b->len - (size_t)(end - b->p));
	free(at);
	free(len);
	b->len = 0;
	if (out.failed || buf_add(b, out.p, out.len) == -1)
		fail_nomem();
	buf_free(&out);
	return n > 1;
}

int
journalfile_shake(struct buf *b, uint64_t shake)
{
	const char *s, *end, *c;
	struct rng r;
	int shaken = 0;

	if (b->len == 0)
		return 0;
	rng_seed(&r, shake, 0);
	/* The tiles of bag: "...", a character a tile. */
	if ((s = line_of(b, "bag: \"", 6)) != NULL && (end = memchr(s, '"',
	    b->len - (size_t)(s - b->p))) != NULL)
		shaken |= shake_span(b, s, end, 0, &r);
	/* The cards of a deck, a line "- [...]" a card. */
	if ((s = line_of(b, "deck:\n", 6)) != NULL) {
		for (c = end = s; (size_t)(b->p + b->len - c) >= 2 &&
		    c[0] == '-' && c[1] == ' '; c = end) {
			if ((end = memchr(c, '\n', b->len - (size_t)(c -
			    b->p))) == NULL) {
				end = b->p + b->len;
				break;
			}
			end++;
		}
		shaken |= shake_span(b, s, end, 1, &r);
	}
	return shaken;
}

void
journalfile_mark(enum journal_kind kind, const uint64_t *took, size_t ntook,
    const uint64_t *shake)
{
	mark_shaken = shake != NULL;
	mark_shake = shake != NULL ? *shake : 0;
	mark_kind = kind;
	mark_ntook = ntook < JOURNAL_MAX_ARGS ? ntook : JOURNAL_MAX_ARGS;
	memcpy(mark_took, took, mark_ntook * sizeof(*took));
}

/*
 * The journal's path for the file target (a path with links followed):
 * ".NAME.journal" beside it, or for a long NAME its first NAME_KEEP bytes
 * and the fingerprint of the whole.
 */
static const char *
journal_path(const char *target)
{
	const char *slash = strrchr(target, '/');
	const char *base = slash != NULL ? slash + 1 : target;
	int dir = slash != NULL ? (int)(slash - target) : 0;
	size_t n;

	if (strlen(base) <= NAME_KEEP)
		n = (size_t)snprintf(jpath, sizeof(jpath), "%.*s/.%s%s", dir,
		    target, base, JOURNAL_SUFFIX);
	else
		n = (size_t)snprintf(jpath, sizeof(jpath), "%.*s/.%.*s-%016llx"
		    "%s", dir, target, NAME_KEEP, base,
		    (unsigned long long)journal_print(base, strlen(base)),
		    JOURNAL_SUFFIX);
	if (n >= sizeof(jpath))
		fail_io("cannot keep the journal of '%s': %s", target,
		    strerror(ENAMETOOLONG));
	return jpath;
}

/*
 * The folder of the held file (statefile_folder), in which its journal
 * is opened, made, kept and renamed by its name, jname, never by its
 * path.  A folder on the way that the caller may change (one of theirs,
 * renamed, a link put in its place) would otherwise turn the path, once
 * the file was held, to another folder's journal: a game's of the games
 * folder, whose seeds and states the caller would read as their own
 * game's, or over which their journal would be renamed.  Exits 2 when
 * the folder no longer holds the file.
 */
static int
journal_dir(void)
{
	int dfd;

	if ((dfd = statefile_folder()) == -1)
		fail_at(FAIL_IO, NULL, 0, 0, "cannot open the journal '%s': "
		    "the game was moved out of its folder while it was held",
		    jpath);
	return dfd;
}

/* The journal's name in its folder: jpath's last. */
static const char *
jname(void)
{
	return strrchr(jpath, '/') + 1;
}

/*
 * The held file, named ifile, was made anew: a journal of its name is
 * another game's, one moved or removed, and goes to the first free name
 * of its own with ".N" added, which is said; the new game starts a
 * journal of its own.  Linked, then unlinked, so that no journal kept
 * is ever renamed over; in the game's folder (journal_dir), by name.  A
 * journal that is empty, or no regular file of one name (which
 * journal_open refuses), is left where it is.
 */
static void
keep_old(const char *ifile)
{
	char old[PATH_MAX + 16];
	const char *slash = strrchr(ifile, '/'), *oname;
	struct stat sb;
	unsigned n;
	int rc, dfd = journal_dir();

	if (fstatat(dfd, jname(), &sb, AT_SYMLINK_NOFOLLOW) == -1 ||
	    !S_ISREG(sb.st_mode) || sb.st_nlink > 1 || sb.st_size == 0)
		return;
	for (n = 1; n < OLD_MAX; n++) {
		snprintf(old, sizeof(old), "%s.%u", jpath, n);
		oname = strrchr(old, '/') + 1;
		if (linkat(dfd, jname(), dfd, oname, 0) == 0)
			rc = unlinkat(dfd, jname(), 0);
		else if (errno == EEXIST || fstatat(dfd, oname, &sb,
		    AT_SYMLINK_NOFOLLOW) == 0)
			continue;
		else	/* a file system without hard links */
			rc = errno == ENOENT ? renameat(dfd, jname(), dfd,
			    oname) : -1;
		if (rc == -1)
			fail_io("cannot keep the journal '%s' as '%s'", jpath,
			    old);
		break;
	}
	if (n == OLD_MAX) {
		errno = EEXIST;
		fail_io("cannot keep the journal '%s' as '%s.N'", jpath, jpath);
	}
	say_warn("'%s' is new: the journal of the game that had its name is "
	    "kept as '%.*s%s'", ifile, slash != NULL ? (int)(slash - ifile +
	    1) : 0, ifile, strrchr(old, '/') + 1);
}

/* The run ended before the file was replaced: the entry goes. */
static void
take_back(void)
{
	if (pending_fd != -1 && ftruncate(pending_fd, pending_len) == 0)
		fsync(pending_fd);
}

/*
 * The mode of the journal of a state of status st, its group being gid:
 * the state's read and write bits; a group that is not the state's may
 * do no more than others.
 */
static mode_t
mode_for(const struct stat *st, gid_t gid)
{
	mode_t m = st->st_mode & 0666;

	if (gid != st->st_gid)
		m = (m & ~(mode_t)070) | (m & (m & 07) << 3);
	return m;
}

/*
 * May someone read or write the journal (status j) who may not do so to
 * the state (st), as far as their modes, owners and groups tell?  The
 * journal's owner may as the state's group may, or when it is the state's
 * owner, root or this run's user (who reads the state to move).
 */
static int
wider(const struct stat *j, const struct stat *st)
{
	mode_t b;

	for (b = 04; b >= 02; b >>= 1) {
		if (st->st_mode & b)
			continue;	/* everyone may */
		if ((j->st_mode & b) || ((j->st_mode & b << 3) &&
		    (!(st->st_mode & b << 3) || j->st_gid != st->st_gid)) ||
		    ((j->st_mode & b << 6) && !(st->st_mode & b << 3) &&
		    j->st_uid != st->st_uid && j->st_uid != 0 &&
		    j->st_uid != geteuid()))
			return 1;
	}
	return 0;
}

/*
 * A journal in the game's place that this run may not open, or not make
 * anew as the game's, and that is another user's (a co-player's, put
 * there in a shared folder where only its owner may replace it): said
 * so, with the way on, exit 2.  Returns when it is not so.
 */
static void
not_ours(const char *path, const struct stat *state)
{
	struct passwd *pw;
	struct stat sb;
	char who[64];
	int err = errno;

	if (fstatat(journal_dir(), jname(), &sb, AT_SYMLINK_NOFOLLOW) == -1 ||
	    sb.st_uid == geteuid() || (state != NULL &&
	    sb.st_uid == state->st_uid)) {
		errno = err;	/* the caller's message says it */
		return;
	}
	if ((pw = getpwuid(sb.st_uid)) != NULL)
		snprintf(who, sizeof(who), "%s", pw->pw_name);
	else
		snprintf(who, sizeof(who), "%lu", (unsigned long)sb.st_uid);
	fail_at(FAIL_IO, path, 0, 0, "the journal is %s's, not the game's, "
	    "and only %s may replace it in this folder: play the game under "
	    "another name (mv), and its journal goes with it", who, who);
}

/*
 * Open (or make) the journal of the held file, of status state, and give
 * it the state's owner, group and mode as far as this run may: fd, its
 * status in *sb.
 */
static int
journal_open(const char *path, const struct stat *state, struct stat *sb)
{
	mode_t mode = state != NULL ? state->st_mode & 0666 : 0666;
	int fd;

	/* ELOOP: O_NOFOLLOW met a link, which is no loop to the reader. */
	if ((fd = privilege_above_std(openat(journal_dir(), jname(), O_RDWR |
	    O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, mode), O_CLOEXEC)) ==
	    -1 && errno == ELOOP)
		fail_at(FAIL_IO, path, 0, 0, "the journal is not a regular "
		    "file of one name: move it away");
	if (fd == -1 && (errno == EACCES || errno == EPERM))
		not_ours(path, state);
	if (fd == -1)
		fail_io("cannot open the journal '%s'", path);
	if (fstat(fd, sb) == -1)
		fail_io("cannot open the journal '%s'", path);
	if (!S_ISREG(sb->st_mode) || sb->st_nlink > 1)
		fail_at(FAIL_IO, path, 0, 0, "the journal is not a regular "
		    "file of one name: move it away");
	if (state == NULL)
		return fd;
	/*
	 * The journal is the state's: a player who may read one reads
	 * both, and the umask takes nothing from the state's mode (a game
	 * of the group's, 0660, made by a player whose umask is 022).  Every
	 * move brings it into line again, so that a chmod of the game
	 * reaches its journal; where this run may not (another's journal),
	 * journalfile_record makes it anew.
	 */
	if ((sb->st_uid != state->st_uid || sb->st_gid != state->st_gid) &&
	    fchown(fd, state->st_uid, state->st_gid) == -1)
		(void)fchown(fd, (uid_t)-1, state->st_gid);
	if (fstat(fd, sb) == -1)
		fail_io("cannot open the journal '%s'", path);
	if ((sb->st_mode & 07777) != mode_for(state, sb->st_gid) &&
	    fchmod(fd, mode_for(state, sb->st_gid)) == 0 && fstat(fd, sb) == -1)
		fail_io("cannot open the journal '%s'", path);
	return fd;
}

/* All of fd's text, NUL-ended, into b. */
static void
read_all(int fd, const char *path, struct buf *b)
{
	ssize_t n;

	for (;;) {
		if (buf_grow(b, 65536) == -1)
			fail_nomem();
		if ((n = pread(fd, b->p + b->len, 65536, (off_t)b->len)) == -1 &&
		    errno == EINTR)
			continue;
		if (n == -1)
			fail_io("cannot read the journal '%s'", path);
		if (n == 0)
			break;
		b->len += (size_t)n;
		if (b->len > 2 * (size_t)JOURNAL_MAX_BYTES)
			fail_too_large(path, b->p, 2 * (size_t)JOURNAL_MAX_BYTES,
			    "the journal is larger than %u MiB: move it away",
			    2 * JOURNAL_MAX_BYTES >> 20);
	}
	b->p[b->len] = '\0';
}

void
journalfile_load(struct journal *j, char **text, const char **path)
{
	const struct stat *st;
	struct stat sb;
	struct buf b = { 0 };
	struct core_err e;
	const char *target, *cur;
	size_t curlen;
	int fd;

	if ((target = statefile_held(&cur, &curlen, &st)) == NULL)
		fail_io("no file is held");
	*path = journal_path(target);
	if ((fd = privilege_above_std(openat(journal_dir(), jname(),
	    O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC), O_CLOEXEC)) ==
	    -1 && errno != ENOENT && errno != ELOOP)
		fail_io("cannot open the journal '%s'", *path);
	if (fd != -1 || errno == ELOOP) {
		if (fd == -1 || fstat(fd, &sb) == -1 || !S_ISREG(sb.st_mode))
			fail_at(FAIL_IO, *path, 0, 0, "the journal is not a "
			    "regular file: move it away");
		read_all(fd, *path, &b);
		close(fd);
	}
	if (buf_grow(&b, 1) == -1)
		fail_nomem();
	b.p[b.len] = '\0';
	if (journal_read(b.p, b.len, *path, cur, curlen, j, &e) == -1)
		fail_core(&e);
	*text = buf_take(&b);
}

/* Does the option of t that text (len bytes) names take a value? */
static int
takes_value(const struct opt_tool *t, const char *text, size_t len,
    int lng)
{
	const struct opt *o;

	for (o = t->opts; o->letter != 0; o++)
		/* A long name as getopt_long takes it: its start will do. */
		if (lng ? o->name != NULL && strlen(o->name) >= len &&
		    memcmp(o->name, text, len) == 0 :
		    o->letter == (unsigned char)text[0])
			return o->arg != NULL;
	return 0;
}

/*
 * The subcommand of entry e's command line, as t reads it: its first
 * operand, wherever the options were put ("bag -i g.yaml peel" as "bag
 * peel -i g.yaml"); NULL when there is none.
 */
static const struct journal_text *
subcommand(const struct journal_entry *e, const struct opt_tool *t)
{
	const struct journal_text *a;
	size_t i, k;

	for (i = 1; i < e->nargs; i++) {
		a = &e->args[i];
		if (a->len == 2 && memcmp(a->p, "--", 2) == 0)
			return i + 1 < e->nargs ? &e->args[i + 1] : NULL;
		if (a->len < 2 || a->p[0] != '-')
			return a;
		if (a->p[1] == '-') {
			/* --name=VALUE, or --name VALUE. */
			if (memchr(a->p, '=', a->len) == NULL &&
			    takes_value(t, a->p + 2, a->len - 2, 1))
				i++;
			continue;
		}
		/* -abc: flags, until one that takes the rest or the next. */
		for (k = 1; k < a->len; k++)
			if (takes_value(t, a->p + k, 1, 0)) {
				i += k + 1 == a->len;
				break;
			}
	}
	return NULL;
}

/* Is entry e the move t CMD ...: args[0] named t, in any folder? */
static int
is_move(const struct journal_entry *e, const struct opt_tool *t,
    const char *cmd)
{
	const struct journal_text *sub;
	size_t n;

	if (e->kind != JOURNAL_MOVE || !e->kept || e->nargs < 2 ||
	    (sub = subcommand(e, t)) == NULL || sub->len != strlen(cmd) ||
	    memcmp(sub->p, cmd, sub->len) != 0)
		return 0;
	/* The name after the last '/'. */
	for (n = 0; n < e->args[0].len &&
	    e->args[0].p[e->args[0].len - n - 1] != '/'; n++)
		;
	return n == strlen(t->name) && memcmp(e->args[0].p +
	    e->args[0].len - n, t->name, n) == 0;
}

int
journalfile_made_since(const char *called, size_t len,
    const struct opt_tool *t, const char *cmd)
{
	const struct stat *sb;
	struct journal j;
	const char *path, *now;
	char *text;
	size_t i, first, nowlen;
	int made = 0;

	/* Nothing written meanwhile: an older entry is no move of now. */
	if (statefile_held(&now, &nowlen, &sb) == NULL ||
	    (nowlen == len && memcmp(now, called, len) == 0))
		return 0;
	journalfile_load(&j, &text, &path);
	/* A change by hand since (cp, an editor) breaks the record. */
	first = j.changed ? j.n : journal_since(&j, called, len);
	for (i = first; i < j.n && !made; i++) {
		if (i > first && j.e[i].outside)
			break;
		made = is_move(&j.e[i], t, cmd);
	}
	journal_free(&j);
	free(text);
	return made;
}

/* The inputs the run read into je, at their places on the command line. */
static void
inputs(struct journal_entry *je)
{
	const char *path, *text;
	struct journal_input *in;
	size_t i, len;

	for (i = 0; je->ninputs < JOURNAL_MAX_INPUTS &&
	    input_taken(i, &path, &text, &len) == 0; i++) {
		in = &je->inputs[je->ninputs];
		if (path == NULL)
			in->arg = JOURNAL_STDIN;
		else if (opt_typed_place(path, &in->arg, &in->off) == -1)
			continue;	/* not named by the user: a data file */
		in->text.p = text;
		in->text.len = len;
		je->ninputs++;
	}
}

/*
 * The entry for this run into je, numbered seq, for the file named by
 * ifile going from before to after; time_s and seed are the caller's
 * buffers for its words.
 */
static void
entry(struct journal_entry *je, uint64_t seq, const char *ifile,
    const char *before, size_t blen, const struct buf *after,
    char *time_s, const char *seed)
{
	const char *const *args;
	const char *dict;
	struct timespec ts;
	struct tm tm;
	size_t i, n;

	memset(je, 0, sizeof(*je));
	je->seq = seq;
	je->kind = mark_kind;
	memcpy(je->took, mark_took, mark_ntook * sizeof(*mark_took));
	je->ntook = mark_ntook;
	clock_gettime(CLOCK_REALTIME, &ts);
	gmtime_r(&ts.tv_sec, &tm);
	je->time.len = strftime(time_s, 32, "%Y-%m-%dT%H:%M:%SZ", &tm);
	je->time.p = time_s;
	je->user.p = caller_login();
	je->user.len = strlen(je->user.p);
	args = opt_typed(&n);
	for (i = 0; i < n && i < JOURNAL_MAX_ARGS - 1; i++) {
		je->args[i].p = args[i];
		je->args[i].len = strlen(args[i]);
	}
	je->nargs = i;
	if (opt_typed_place(ifile, &je->file_arg, &je->file_off) == -1 ||
	    je->file_arg >= je->nargs)
		je->file_arg = je->nargs;
	/* A seed drawn for the game is replayed as if it had been given. */
	if (seed != NULL) {
		je->seed.p = seed;
		je->seed.len = strlen(seed);
	}
	inputs(je);
	if ((dict = privilege_getenv("WORDKIT_DICT")) != NULL) {
		je->dict.p = dict;
		je->dict.len = strlen(dict);
	}
	je->after = journal_print(after->p != NULL ? after->p : "",
	    after->len);
	je->written = 0;
	je->before.p = before;
	je->before.len = blen;
}

/*
 * Keep the entries of j (with trim, the newest that fit in half the
 * journal's bounds), with the new one, in a new journal renamed over the
 * old in the game's folder (journal_dir), with the owner, group and mode
 * of the state of status sb as far as this run may give them: 0, or -1
 * with errno.
 */
static int
rewrite(const struct journal *j, const char *text, const struct buf *ent,
    size_t mark, const struct stat *sb, int trim)
{
	char tmp[NAME_MAX + 8];
	struct buf out = { 0 };
	struct stat now;
	size_t i = j->n, bytes = ent->len;
	int fd, saved, dfd = journal_dir();

	while (i > 0 && (!trim || (j->n - i + 1 < JOURNAL_MAX_ENTRIES / 2 &&
	    bytes + j->e[i - 1].end - j->e[i - 1].start <=
	    JOURNAL_MAX_BYTES / 2))) {
		i--;
		bytes += j->e[i].end - j->e[i].start;
	}
	buf_adds(&out, JOURNAL_MAGIC);
	if (i < j->n)
		buf_add(&out, text + j->e[i].start, j->e[j->n - 1].end -
		    j->e[i].start);
	written_at = (off_t)(out.len + mark);
	buf_add(&out, ent->p, ent->len);
	if (out.failed)
		fail_nomem();
	snprintf(tmp, sizeof(tmp), "%s.XXXXXX", jname());
	if ((fd = tempfile_make(dfd, tmp, O_RDWR | O_CLOEXEC, 0600)) == -1)
		return -1;
	/* As a new journal: the state's owner, group and mode. */
	if (fchown(fd, sb->st_uid, sb->st_gid) == -1)
		(void)fchown(fd, (uid_t)-1, sb->st_gid);
	if (write(fd, out.p, out.len) != (ssize_t)out.len ||
	    fstat(fd, &now) == -1 ||
	    fchmod(fd, mode_for(sb, now.st_gid)) == -1 || fsync(fd) == -1 ||
	    (written_fd = fcntl(fd, F_DUPFD_CLOEXEC, 0), close(fd)) == -1 ||
	    renameat(dfd, tmp, dfd, jname()) == -1) {
		saved = errno;
		if (written_fd != -1)
			close(written_fd);
		written_fd = -1;
		unlinkat(dfd, tmp, 0);
		buf_free(&out);
		errno = saved;
		return -1;
	}
	buf_free(&out);
	return 0;
}

/* Append ent at off (after the magic, for an empty journal): 0 or -1. */
static int
append(int fd, off_t off, const struct buf *ent)
{
	size_t m = strlen(JOURNAL_MAGIC);

	if (ftruncate(fd, off) == -1)
		return -1;
	if (off == 0) {
		if (pwrite(fd, JOURNAL_MAGIC, m, 0) != (ssize_t)m)
			return -1;
		off = (off_t)m;
	}
	if (pwrite(fd, ent->p, ent->len, off) != (ssize_t)ent->len)
		return -1;
	return fsync(fd);
}

void
journalfile_record(const char *ifile, const struct buf *after,
    const uint64_t *seed)
{
	struct journal j;
	struct journal_entry je;
	struct buf text = { 0 }, ent = { 0 };
	struct core_err e;
	const struct stat *st;
	struct stat sb;
	const char *target, *before;
	char time_s[32], seedarg[40];
	size_t blen, keep, count;
	uint64_t seq;
	size_t mark = 0;
	int fd, open_wide, trim, rc;

	if ((target = statefile_held(&before, &blen, &st)) == NULL)
		fail_io("cannot journal '%s': it is not held", ifile);
	journal_path(target);
	if (statefile_made())
		keep_old(ifile);
	fd = journal_open(jpath, st, &sb);
	/* Another's journal, more open than the game: made anew, ours. */
	open_wide = st != NULL && wider(&sb, st);
	read_all(fd, jpath, &text);
	if (journal_read(text.p, text.len, jpath, before, blen, &j, &e) == -1)
		fail_core(&e);
	/* A torn last entry, or a move never written, goes. */
	keep = j.whole;
	count = j.n;
	if (j.n > 0 && !j.e[j.n - 1].kept) {
		keep = j.e[j.n - 1].start;
		count--;
	}
	seq = count > 0 ? j.e[count - 1].seq + 1 : 1;
	/* An undo's shake of the bag is replayed by its seed. */
	if (seed == NULL && mark_shaken)
		seed = &mark_shake;
	if (seed != NULL)
		snprintf(seedarg, sizeof(seedarg), "%llu",
		    (unsigned long long)*seed);
	entry(&je, seq, ifile, before, blen, after, time_s,
	    seed != NULL ? seedarg : NULL);
	if (journal_put(&ent, &je, &mark) == -1)
		fail_nomem();
	j.n = count;
	trim = keep + ent.len > JOURNAL_MAX_BYTES ||
	    count + 1 > JOURNAL_MAX_ENTRIES;
	if (trim || open_wide) {
		rc = rewrite(&j, text.p, &ent, mark, st != NULL ? st : &sb,
		    trim);
		if (rc == -1 && open_wide)
			not_ours(jpath, st);
		if (rc == -1 && open_wide)
			fail_io("cannot make the journal '%s' as private as "
			    "'%s'", jpath, ifile);
		if (rc == -1)
			fail_io("cannot write the journal '%s'", jpath);
		close(fd);
	} else {
		pending_fd = written_fd = fd;
		pending_len = (off_t)keep;
		written_at = (off_t)(keep > 0 ? keep : strlen(JOURNAL_MAGIC)) +
		    (off_t)mark;
		atexit(take_back);
		if (append(fd, (off_t)keep, &ent) == -1) {
			take_back();
			fail_io("cannot write the journal '%s'", jpath);
		}
	}
	journal_free(&j);
	buf_free(&text);
	buf_free(&ent);
}

void
journalfile_done(void)
{
	/* Not said, the move is known as before: by the states around it. */
	if (written_fd != -1)
		(void)pwrite(written_fd, "1", 1, written_at);
	if (written_fd != -1 && written_fd != pending_fd)
		close(written_fd);
	if (pending_fd != -1)
		close(pending_fd);
	pending_fd = written_fd = -1;
}
