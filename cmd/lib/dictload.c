/*
 * dictload.c: find the dictionary a tool was asked for: -d NAME|FILE, else
 * $WORDKIT_DICT, else "standard".  Built-in names are compiled files in the
 * data directory; a word list file is compiled on first use and cached
 * under $XDG_CACHE_HOME/wordkit (or ~/.cache/wordkit), keyed by its path
 * and checked against its size, time and inode on every use.
 */
#include <sys/stat.h>

#include <err.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
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

#define LIST_MAX	DICT_LIST_MAX	/* bytes in a word list */

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

/*
 * A built-in dictionary's file, or NULL; *ours is 1 for one our build put
 * beside the binary or installed, 0 for one in $WORDKIT_DATADIR.
 */
static const char *
builtin_path(const char *name, char *path, size_t size, int *ours)
{
	static const char share[] = "/../share/wordkit";
	char file[64], *slash;
	const char *env;
	ssize_t n;

	*ours = 0;
	if (join3(file, sizeof(file), "/", name, ".wkd") == -1)
		return NULL;
	if ((env = getenv("WORDKIT_DATADIR")) != NULL && env[0] != '\0' &&
	    join3(path, size, env, file, "") == 0 && access(path, R_OK) == 0)
		return path;
	*ours = 1;
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

static uint64_t
fnv64(const char *s)
{
	uint64_t h = 1469598103934665603ULL;

	for (; *s != '\0'; s++) {
		h ^= (unsigned char)*s;
		h *= 1099511628211ULL;
	}
	return h;
}

static int
cache_path(const char *list, char *path, size_t size)
{
	char real[PATH_MAX];
	const char *base;

	if (realpath(list, real) == NULL)
		return -1;
	if ((base = getenv("XDG_CACHE_HOME")) != NULL && base[0] == '/')
		snprintf(path, size, "%s/wordkit", base);
	else if ((base = getenv("HOME")) != NULL && base[0] == '/')
		snprintf(path, size, "%s/.cache/wordkit", base);
	else
		return -1;
	snprintf(path + strlen(path), size - strlen(path), "/%016llx.wkd",
	    (unsigned long long)fnv64(real));
	return 0;
}

static int
src_matches(const struct dict *d, const struct dict_src *src)
{
	const struct dict_header *h = dict_info(d);

	return h->src_size == src->size && h->src_mtime == src->mtime &&
	    h->src_mtime_ns == src->mtime_ns && h->src_ino == src->ino;
}

/* mkdir -p of the directory part of path. */
static void
make_dirs(const char *path)
{
	char dir[PATH_MAX + 64], *p;

	snprintf(dir, sizeof(dir), "%s", path);
	if ((p = strrchr(dir, '/')) == NULL)
		return;
	*p = '\0';
	for (p = dir + 1; *p != '\0'; p++)
		if (*p == '/') {
			*p = '\0';
			mkdir(dir, 0755);
			*p = '/';
		}
	mkdir(dir, 0755);
}

/* Write the image to the cache; silently skipped when that fails. */
static void
cache_store(const char *cpath, const struct buf *img)
{
	char tmp[PATH_MAX + 80];
	int fd;
	size_t off = 0;
	ssize_t w;

	make_dirs(cpath);
	snprintf(tmp, sizeof(tmp), "%s.XXXXXX", cpath);
	if ((fd = mkstemp(tmp)) == -1)
		return;
	while (off < img->len) {
		if ((w = write(fd, img->p + off, img->len - off)) <= 0) {
			if (w == -1 && errno == EINTR)
				continue;
			break;
		}
		off += (size_t)w;
	}
	if (off != img->len || fchmod(fd, 0644) == -1 || close(fd) == -1 ||
	    rename(tmp, cpath) == -1)
		unlink(tmp);
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
		if (fstat(fileno(f), &sb) == 0 && S_ISREG(sb.st_mode)) {
			src->size = (uint64_t)sb.st_size;
			src->mtime = (int64_t)sb.st_mtim.tv_sec;
			src->mtime_ns = (int64_t)sb.st_mtim.tv_nsec;
			src->ino = (uint64_t)sb.st_ino;
		}
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
	char cpath[PATH_MAX + 64], magic[8];
	struct core_err e;
	struct dict_src src;
	struct stat sb;
	struct dict *d;
	struct buf *img;
	size_t len;
	int fd;

	if (stat(name, &sb) == -1) {
		if (is_name(name))
			errx(EXIT_ERR, "unknown dictionary '%s': not a built-in "
			    "list (small, standard, large) nor a file", name);
		err(EXIT_ERR, "cannot open dictionary '%s'", name);
	}
	/* A pipe or a FIFO can be read once: compile it, cache nothing. */
	if (!S_ISREG(sb.st_mode)) {
		img = tool_compile_list(name, NULL, NULL);
		len = img->len;
		if ((d = dict_from_image(buf_take(img), len, &e)) == NULL)
			tool_fail(&e);
		return d;
	}
	/* A compiled file is used as it is. */
	if ((fd = open(name, O_RDONLY)) != -1) {
		if (read(fd, magic, 8) == 8 && memcmp(magic, DICT_MAGIC, 8) ==
		    0) {
			close(fd);
			if ((d = dict_open(name, &e)) == NULL)
				tool_fail(&e);
			return d;
		}
		close(fd);
	}
	memset(&src, 0, sizeof(src));
	src.size = (uint64_t)sb.st_size;
	src.mtime = (int64_t)sb.st_mtim.tv_sec;
	src.mtime_ns = (int64_t)sb.st_mtim.tv_nsec;
	src.ino = (uint64_t)sb.st_ino;
	if (cache_path(name, cpath, sizeof(cpath)) == 0 &&
	    (d = dict_open(cpath, &e)) != NULL) {
		if (src_matches(d, &src))
			return d;
		dict_free(d);
	}
	img = tool_compile_list(name, &src, NULL);
	if (cache_path(name, cpath, sizeof(cpath)) == 0)
		cache_store(cpath, img);
	len = img->len;
	if ((d = dict_from_image(buf_take(img), len, &e)) == NULL)
		tool_fail(&e);
	return d;
}

struct dict *
tool_dict(const char *arg)
{
	char path[PATH_MAX + 32];
	struct core_err e;
	struct dict *d;
	const char *name = arg, *p;
	int ours;

	if (name == NULL && (name = getenv("WORDKIT_DICT")) != NULL &&
	    name[0] == '\0')
		name = NULL;
	if (name == NULL)
		name = "standard";
	if (is_name(name) && (p = builtin_path(name, path, sizeof(path),
	    &ours)) != NULL) {
		/* Another's file is checked whole; ours are not (dict.h). */
		if ((d = ours ? dict_open_builtin(p, &e) : dict_open(p, &e)) ==
		    NULL)
			tool_fail(&e);
		return d;
	}
	return dict_from_file(name);
}
