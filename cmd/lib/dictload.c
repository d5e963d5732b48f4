/*
 * dictload.c: find the dictionary a tool was asked for: -d NAME|FILE, else
 * $WORDKIT_DICT, else "standard".  Built-in names are compiled files in the
 * data directory; a word list file is compiled on first use and cached
 * under $XDG_CACHE_HOME/wordkit (or ~/.cache/wordkit), keyed by its path
 * and checked on every use against its size, times, inode and device and
 * the compiler's version.  A cache is used only when it is the user's own
 * and private; anything else is ignored and the list compiled in memory.
 *
 * A mapped file that is truncated under the tool would kill it with
 * SIGBUS: every mapped dictionary is watched, and a fault in one, or a
 * change to one found at exit, ends the tool with exit 2 and one line.
 */
#include <sys/stat.h>

#include <err.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core.h"
#include "dict.h"
#include "dict_compile.h"
#include "tool.h"
#include "util.h"

#ifndef DATADIR
#define DATADIR "/usr/local/share/wordkit"
#endif

#define LIST_MAX	(256u << 20)	/* bytes in a word list */

static int
is_name(const char *s)
{
	return s[0] != '\0' && strspn(s, "abcdefghijklmnopqrstuvwxyz"
	    "0123456789_-") == strlen(s);
}

/*
 * a, b and c end to end into path (size bytes): 0, or -1 when they do
 * not fit.  Not snprintf: its frame is deep, and each fresh page of stack
 * is a fault, which costs a tool that answers one question more than the
 * rest of its work.
 */
static int
join3(char *path, size_t size, const char *a, const char *b, const char *c)
{
	size_t la = strlen(a), lb = strlen(b), lc = strlen(c);

	if (la + lb + lc >= size)
		return -1;
	memcpy(path, a, la);
	memcpy(path + la, b, lb);
	memcpy(path + la + lb, c, lc + 1);
	return 0;
}

/* A built-in dictionary's file, or NULL. */
static const char *
builtin_path(const char *name, char *path, size_t size)
{
	static const char share[] = "/../share/wordkit";
	char file[64], *slash;
	const char *env;
	ssize_t n;

	if (join3(file, sizeof(file), "/", name, ".wkd") == -1)
		return NULL;
	if ((env = getenv("WORDKIT_DATADIR")) != NULL && env[0] != '\0' &&
	    join3(path, size, env, file, "") == 0 && access(path, R_OK) == 0)
		return path;
	/* Beside the binary: bin/../share/wordkit, built or installed. */
	if ((n = readlink("/proc/self/exe", path, size - 1)) > 0) {
		path[n] = '\0';
		if ((slash = strrchr(path, '/')) != NULL &&
		    join3(slash, size - (size_t)(slash - path), share, file,
		    "") == 0) {
			if (access(path, R_OK) == 0)
				return path;
		}
	}
	if (join3(path, size, DATADIR, file, "") == 0 &&
	    access(path, R_OK) == 0)
		return path;
	return NULL;
}

/*
 * The mapped dictionaries, for the SIGBUS handler and the check at exit.
 * An entry is filled before its file is mapped (lo NULL: being mapped,
 * when a fault can only be its own) and published by nwatch, so that
 * the handler reads only what is whole.
 */
#define WATCH_MAX	16

struct watch {
	const char	*lo;		/* the mapping, once made */
	size_t		 len;
	int		 fd;		/* kept open, to fstat at exit */
	struct stat	 sb;		/* the file when it was opened */
	size_t		 msglen;
	char		 msg[PATH_MAX + 96];
};

static struct watch watch[WATCH_MAX];
static volatile sig_atomic_t nwatch;

/* Say which dictionary changed, and exit 2: async-signal-safe. */
static void
watch_die(const struct watch *w)
{
	ssize_t r;

	r = write(STDERR_FILENO, w->msg, w->msglen);
	(void)r;
	_exit(EXIT_ERR);
}

/*
 * SIGBUS: a page of a mapped file that is no longer there.  Only reads
 * the table and writes a prepared line.
 */
static void
watch_fault(int sig, siginfo_t *si, void *ctx)
{
	const char *a = si->si_addr;
	int i;

	(void)ctx;
	for (i = 0; i < nwatch; i++)
		if (watch[i].lo == NULL || (a >= watch[i].lo &&
		    a < watch[i].lo + watch[i].len))
			watch_die(&watch[i]);
	/* Not a dictionary's fault: die of it as if nobody had caught it. */
	signal(sig, SIG_DFL);
}

/*
 * Not the change time: a file renamed over (as make install does) changes
 * it, and leaves what the tool mapped as it was.
 */
static int
same_file(const struct stat *a, const struct stat *b)
{
	return a->st_size == b->st_size &&
	    a->st_mtim.tv_sec == b->st_mtim.tv_sec &&
	    a->st_mtim.tv_nsec == b->st_mtim.tv_nsec;
}

/*
 * A file rewritten in place, not truncated, gives no fault, only answers
 * from a mixture of two dictionaries: told at exit, and the tool fails.
 */
static void
watch_exit(void)
{
	struct stat sb;
	int i;

	for (i = 0; i < nwatch; i++)
		if (fstat(watch[i].fd, &sb) == 0 && !same_file(&sb,
		    &watch[i].sb))
			watch_die(&watch[i]);
}

/*
 * The dictionary file open on fd, mapped and watched under name; fd is
 * then kept.  NULL with e filled when it is not a dictionary (fd is then
 * the caller's to close).
 */
static struct dict *
map_watched(int fd, const char *name, struct core_err *e)
{
	extern const char *__progname;
	struct sigaction sa;
	struct watch *w;
	struct dict *d;
	const struct dict_header *h;
	int n = nwatch;

	if (n == WATCH_MAX)
		errx(EXIT_ERR, "%s: too many dictionaries", name);
	w = &watch[n];
	memset(w, 0, sizeof(*w));
	w->fd = fd;
	if (fstat(fd, &w->sb) == -1)
		memset(&w->sb, 0, sizeof(w->sb));
	snprintf(w->msg, sizeof(w->msg), "%s: dictionary '%s' changed while "
	    "it was read\n", __progname, name);
	w->msglen = strlen(w->msg);
	if (n == 0) {
		memset(&sa, 0, sizeof(sa));
		sa.sa_sigaction = watch_fault;
		sa.sa_flags = SA_SIGINFO;
		sigemptyset(&sa.sa_mask);
		sigaction(SIGBUS, &sa, NULL);
		atexit(watch_exit);
	}
	nwatch = n + 1;
	if ((d = dict_open_fd(fd, name, e)) == NULL) {
		nwatch = n;
		return NULL;
	}
	h = dict_info(d);
	w->len = sizeof(*h) + (size_t)h->nedges * 4;
	w->lo = (const char *)h;
	return d;
}

/* The same for a file named path, or exit 2. */
static struct dict *
open_watched(const char *path)
{
	struct core_err e;
	struct dict *d;
	int fd;

	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) == -1)
		err(EXIT_ERR, "cannot open dictionary '%s'", path);
	if ((d = map_watched(fd, path, &e)) == NULL)
		tool_fail(&e);
	return d;
}

static uint64_t
fnv64(uint64_t h, const void *p, size_t n)
{
	const unsigned char *s = p;

	for (; n > 0; n--, s++) {
		h ^= *s;
		h *= 1099511628211ULL;
	}
	return h;
}

#define FNV64_START	1469598103934665603ULL

/* What tells a list, as a cached copy of it records it (dict_compile.h). */
static void
src_of(const struct stat *sb, struct dict_src *src)
{
	static const char compiler[] = WORDKIT_VERSION;
	uint64_t f = DICT_COMPILE_FORMAT, id;
	int64_t t[2];

	memset(src, 0, sizeof(*src));
	src->size = (uint64_t)sb->st_size;
	src->mtime = (int64_t)sb->st_mtim.tv_sec;
	src->mtime_ns = (int64_t)sb->st_mtim.tv_nsec;
	id = fnv64(FNV64_START, compiler, sizeof(compiler));
	id = fnv64(id, &f, sizeof(f));
	id = fnv64(id, &sb->st_ino, sizeof(sb->st_ino));
	id = fnv64(id, &sb->st_dev, sizeof(sb->st_dev));
	t[0] = (int64_t)sb->st_ctim.tv_sec;
	t[1] = (int64_t)sb->st_ctim.tv_nsec;
	src->id = fnv64(id, t, sizeof(t));
}

static int
src_matches(const struct dict *d, const struct dict_src *src)
{
	const struct dict_header *h = dict_info(d);

	return h->src_size == src->size && h->src_mtime == src->mtime &&
	    h->src_mtime_ns == src->mtime_ns && h->src_id == src->id;
}

/* The user's own, and writable by nobody else. */
static int
is_private(const struct stat *sb)
{
	return sb->st_uid == geteuid() && (sb->st_mode & 022) == 0;
}

/*
 * Make directory dir (0700) when it is missing and its parent is an
 * existing directory of the user's own: never a path of several levels,
 * never in another user's directory.
 */
static void
make_dir_in_own(const char *dir)
{
	char parent[PATH_MAX];
	struct stat sb;
	char *slash;

	if (stat(dir, &sb) == 0 || errno != ENOENT ||
	    join3(parent, sizeof(parent), dir, "", "") == -1 ||
	    (slash = strrchr(parent, '/')) == NULL)
		return;
	slash[slash == parent] = '\0';
	if (stat(parent, &sb) == 0 && S_ISDIR(sb.st_mode) &&
	    sb.st_uid == geteuid())
		mkdir(dir, 0700);
}

/*
 * The cache directory, open, when there is one to trust: a directory (not
 * a link to one), the user's own, writable by nobody else.  With create,
 * what is missing of it is made first, where make_dir_in_own allows.
 * Base: $XDG_CACHE_HOME when absolute, else $HOME/.cache when HOME is an
 * existing directory of the user's.  -1 when there is none.
 */
static int
cache_dir(int create)
{
	char dir[PATH_MAX];
	struct stat sb;
	const char *base;
	int fd;

	if ((base = getenv("XDG_CACHE_HOME")) != NULL && base[0] == '/') {
		if (join3(dir, sizeof(dir), base, "", "") == -1)
			return -1;
	} else if ((base = getenv("HOME")) != NULL && base[0] == '/') {
		if (stat(base, &sb) == -1 || !S_ISDIR(sb.st_mode) ||
		    sb.st_uid != geteuid() ||
		    join3(dir, sizeof(dir), base, "/.cache", "") == -1)
			return -1;
	} else
		return -1;
	if (create)
		make_dir_in_own(dir);
	if (join3(dir + strlen(dir), sizeof(dir) - strlen(dir), "/wordkit",
	    "", "") == -1)
		return -1;
	if (create)
		make_dir_in_own(dir);
	if ((fd = open(dir, O_RDONLY | O_DIRECTORY | O_NOFOLLOW |
	    O_CLOEXEC)) == -1)
		return -1;
	if (fstat(fd, &sb) == -1 || !S_ISDIR(sb.st_mode) || !is_private(&sb)) {
		close(fd);
		return -1;
	}
	/* An older wordkit made it 0755: the lists it holds are private. */
	if ((sb.st_mode & 077) != 0)
		fchmod(fd, 0700);
	return fd;
}

/* The cache file's name for list: its real path, hashed. */
static int
cache_name(const char *list, char *name, size_t size)
{
	char real[PATH_MAX];

	if (realpath(list, real) == NULL)
		return -1;
	snprintf(name, size, "%016llx.wkd",
	    (unsigned long long)fnv64(FNV64_START, real, strlen(real)));
	return 0;
}

/*
 * The cached copy of a list, when it is there, to be trusted (a regular
 * file of the user's own that nobody else may write, opened without
 * following a link or waiting on a FIFO) and fresh.  NULL otherwise.
 */
static struct dict *
cache_load(int dfd, const char *name, const char *list,
    const struct dict_src *src)
{
	struct core_err e;
	struct stat sb;
	struct dict *d;
	int fd;

	if ((fd = openat(dfd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK |
	    O_CLOEXEC)) == -1)
		return NULL;
	if (fstat(fd, &sb) == -1 || !S_ISREG(sb.st_mode) ||
	    !is_private(&sb) || (d = map_watched(fd, list, &e)) == NULL) {
		close(fd);
		return NULL;
	}
	if (src_matches(d, src))
		return d;
	/* Stale, and about to be replaced: no longer watched. */
	nwatch--;
	dict_free(d);
	close(fd);
	return NULL;
}

/*
 * Write the image to the cache directory as name, private (0600), by a
 * temporary file renamed over it, so that a link or anything else found
 * there is replaced, never written through.  Silently skipped when that
 * fails.
 */
static void
cache_store(int dfd, const char *name, const struct buf *img)
{
	char tmp[96];
	uint64_t r;
	size_t off = 0;
	ssize_t w;
	int fd = -1, i;

	r = tool_os_seed();
	for (i = 0; i < 8 && fd == -1; i++) {
		snprintf(tmp, sizeof(tmp), ".%s.%08llx", name,
		    (unsigned long long)((r + (uint64_t)i) & 0xffffffffu));
		fd = openat(dfd, tmp, O_WRONLY | O_CREAT | O_EXCL |
		    O_NOFOLLOW | O_CLOEXEC, 0600);
	}
	if (fd == -1)
		return;
	while (off < img->len) {
		if ((w = write(fd, img->p + off, img->len - off)) <= 0) {
			if (w == -1 && errno == EINTR)
				continue;
			break;
		}
		off += (size_t)w;
	}
	if (off != img->len || close(fd) == -1 ||
	    renameat(dfd, tmp, dfd, name) == -1)
		unlinkat(dfd, tmp, 0);
}

struct buf *
tool_compile_list(const char *list, struct dict_src *src,
    struct dict_compile_stats *stats)
{
	static struct buf img;
	struct core_err e;
	struct stat sb;
	struct buf text = { 0 };
	FILE *f;
	size_t n, bom;

	tool_await(list, "a word list", "give a FILE or a pipe");
	if (list == NULL || strcmp(list, "-") == 0)
		f = stdin;
	else if ((f = fopen(list, "rb")) == NULL)
		err(EXIT_ERR, "cannot open '%s'", list);
	if (src != NULL) {
		memset(src, 0, sizeof(*src));
		if (fstat(fileno(f), &sb) == 0 && S_ISREG(sb.st_mode))
			src_of(&sb, src);
	}
	do {
		if (buf_grow(&text, 1 << 20) == -1)
			errx(EXIT_ERR, "out of memory");
		n = fread(text.p + text.len, 1, 1 << 20, f);
		text.len += n;
		if (text.len > LIST_MAX)
			errx(EXIT_ERR, "%s: a word list is at most %u MiB",
			    list ? list : "<stdin>", LIST_MAX >> 20);
	} while (n > 0);
	if (ferror(f))
		err(EXIT_ERR, "cannot read '%s'", list ? list : "<stdin>");
	if (f != stdin)
		fclose(f);
	buf_free(&img);
	bom = text.p ? tool_bom(text.p, text.len) : 0;
	if (dict_compile(text.p ? text.p + bom : "", text.len - bom, src,
	    &img, stats, &e) == -1) {
		e.file = list ? list : "<stdin>";
		tool_fail(&e);
	}
	buf_free(&text);
	return &img;
}

/*
 * A dictionary from a file: compiled, or a word list (compiled now, and
 * cached).  Apart from tool_dict so that a built-in name, the common
 * case, does not pay for this one's deep frame.
 */
static struct dict * __attribute__((noinline))
dict_from_file(const char *name)
{
	char cname[64], magic[8];
	struct core_err e;
	struct dict_src src;
	struct stat sb;
	struct dict *d;
	struct buf *img;
	size_t len;
	int fd, dfd = -1, named;

	if (stat(name, &sb) == -1) {
		if (is_name(name))
			errx(EXIT_ERR, "unknown dictionary '%s': not a built-in "
			    "list (small, standard, large) nor a file", name);
		err(EXIT_ERR, "cannot open dictionary '%s'", name);
	}
	/* A pipe or a FIFO can be read once: compile it, cache nothing. */
	named = S_ISREG(sb.st_mode) &&
	    cache_name(name, cname, sizeof(cname)) == 0;
	if (S_ISREG(sb.st_mode)) {
		/* A compiled file is used as it is. */
		if ((fd = open(name, O_RDONLY | O_CLOEXEC)) != -1) {
			if (pread(fd, magic, 8, 0) == 8 &&
			    memcmp(magic, DICT_MAGIC, 8) == 0) {
				if ((d = map_watched(fd, name, &e)) == NULL)
					tool_fail(&e);
				return d;
			}
			close(fd);
		}
		src_of(&sb, &src);
		if (named && (dfd = cache_dir(0)) != -1 &&
		    (d = cache_load(dfd, cname, name, &src)) != NULL) {
			close(dfd);
			return d;
		}
	}
	img = tool_compile_list(name, named ? &src : NULL, NULL);
	if (named && (dfd != -1 || (dfd = cache_dir(1)) != -1))
		cache_store(dfd, cname, img);
	if (dfd != -1)
		close(dfd);
	len = img->len;
	if ((d = dict_from_image(buf_take(img), len, &e)) == NULL)
		tool_fail(&e);
	return d;
}

struct dict *
tool_dict(const char *arg)
{
	char path[PATH_MAX + 32];
	const char *name = arg, *p;

	if (name == NULL && (name = getenv("WORDKIT_DICT")) != NULL &&
	    name[0] == '\0')
		name = NULL;
	if (name == NULL)
		name = "standard";
	if (is_name(name) && (p = builtin_path(name, path, sizeof(path))) !=
	    NULL)
		return open_watched(p);
	return dict_from_file(name);
}
