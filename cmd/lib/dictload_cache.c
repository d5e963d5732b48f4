/*
 * dictload_cache.c: the word-list cache.  A word list given with -d is
 * compiled on first use and cached under $XDG_CACHE_HOME/wordkit (or
 * ~/.cache/wordkit), keyed by its path and checked on every use against
 * its size, times, inode and device and the compiler's version.  A cache
 * is used only when it is the user's own and private; anything else is
 * ignored and the list compiled in memory, as it always is by a tool that
 * runs with more rights than its caller (privilege.h).
 */
#include <sys/stat.h>

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "alphabet.h"
#include "core.h"
#include "dict.h"
#include "dict_compile.h"
#include "datadir.h"
#include "dictload_int.h"
#include "privilege.h"
#include "seed.h"
#include "tempfile.h"
#include "util.h"

#ifndef WORDKIT_VERSION
#define WORDKIT_VERSION "0.0.0"
#endif

uint64_t
dictload_fnv64(uint64_t h, const void *p, size_t n)
{
	const unsigned char *s = p;

	for (; n > 0; n--, s++) {
		h ^= *s;
		h *= 1099511628211ULL;
	}
	return h;
}

uint64_t
dictload_compiler_id(void)
{
	static const char compiler[] = WORDKIT_VERSION;
	uint64_t f = DICT_COMPILE_FORMAT;

	return dictload_fnv64(dictload_fnv64(DICTLOAD_FNV_START, compiler,
	    sizeof(compiler)), &f, sizeof(f));
}

void
dictload_src_of(const struct stat *sb, struct dict_src *src)
{
	uint64_t id;
	int64_t t[2];

	memset(src, 0, sizeof(*src));
	src->size = (uint64_t)sb->st_size;
	src->mtime = (int64_t)sb->st_mtim.tv_sec;
	src->mtime_ns = (int64_t)sb->st_mtim.tv_nsec;
	id = dictload_fnv64(dictload_compiler_id(), &sb->st_ino,
	    sizeof(sb->st_ino));
	id = dictload_fnv64(id, &sb->st_dev, sizeof(sb->st_dev));
	t[0] = (int64_t)sb->st_ctim.tv_sec;
	t[1] = (int64_t)sb->st_ctim.tv_nsec;
	src->id = dictload_fnv64(id, t, sizeof(t));
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
	    datadir_join(parent, sizeof(parent), dir, "", "") == -1 ||
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
int
dictload_cache_dir(int create)
{
	char dir[PATH_MAX];
	struct stat sb;
	const char *base;
	int fd;

	/* A privileged run has neither (privilege.h): no cache, then. */
	if ((base = privilege_getenv("XDG_CACHE_HOME")) != NULL &&
	    base[0] == '/') {
		if (datadir_join(dir, sizeof(dir), base, "", "") == -1)
			return -1;
	} else if ((base = privilege_getenv("HOME")) != NULL &&
	    base[0] == '/') {
		if (stat(base, &sb) == -1 || !S_ISDIR(sb.st_mode) ||
		    sb.st_uid != geteuid() ||
		    datadir_join(dir, sizeof(dir), base, "/.cache", "") == -1)
			return -1;
	} else
		return -1;
	if (create)
		make_dir_in_own(dir);
	if (datadir_join(dir + strlen(dir), sizeof(dir) - strlen(dir), "/wordkit",
	    "", "") == -1)
		return -1;
	if (create)
		make_dir_in_own(dir);
	if ((fd = privilege_above_std(open(dir, O_RDONLY | O_DIRECTORY |
	    O_NOFOLLOW | O_CLOEXEC), O_CLOEXEC)) == -1)
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

uint64_t
dictload_alpha_print(uint64_t h, const struct alphabet *a)
{
	int i;

	if (a == NULL || strcmp(a->code, "en") == 0)
		return h;
	h = dictload_fnv64(h, a->code, strlen(a->code) + 1);
	h = dictload_fnv64(h, &a->n, sizeof(a->n));
	h = dictload_fnv64(h, a->upper, (size_t)a->n * sizeof(a->upper[0]));
	h = dictload_fnv64(h, a->lower, (size_t)a->n * sizeof(a->lower[0]));
	for (i = 0; i < a->nfold; i++) {
		h = dictload_fnv64(h, &a->fold[i].cp, sizeof(a->fold[i].cp));
		h = dictload_fnv64(h, a->fold[i].to, a->fold[i].len);
		h = dictload_fnv64(h, &a->fold[i].lower, 1);
	}
	h = dictload_fnv64(h, &a->fold_default, sizeof(a->fold_default));
	return dictload_fnv64(h, &a->names, sizeof(a->names));
}

int
dictload_cache_name(const char *list, const struct alphabet *a, char *name,
    size_t size)
{
	char real[PATH_MAX];
	uint64_t h;

	if (realpath(list, real) == NULL)
		return -1;
	/* A list read in other letters is another dictionary. */
	h = dictload_alpha_print(dictload_fnv64(DICTLOAD_FNV_START, real,
	    strlen(real)), a);
	snprintf(name, size, "%016llx.wkd", (unsigned long long)h);
	return 0;
}

/*
 * The cached copy of a list, when it is there, to be trusted (a regular
 * file of the user's own that nobody else may write, opened without
 * following a link or waiting on a FIFO) and fresh.  NULL otherwise.
 */
struct dict *
dictload_cache_load(int dfd, const char *name, const char *what,
    const struct dict_src *src)
{
	struct core_err e;
	struct stat sb;
	struct dict *d;
	int fd;

	if ((fd = privilege_above_std(openat(dfd, name, O_RDONLY | O_NOFOLLOW |
	    O_NONBLOCK | O_CLOEXEC), O_CLOEXEC)) == -1)
		return NULL;
	if (fstat(fd, &sb) == -1 || !S_ISREG(sb.st_mode) ||
	    !is_private(&sb) || (d = dictload_map(fd, &sb, what, 0, &e)) ==
	    NULL) {
		close(fd);
		return NULL;
	}
	if (dict_made_from(d, src))
		return d;
	/* Stale, and about to be replaced: no longer watched. */
	dictload_unmap(d);
	return NULL;
}

/*
 * Is name a cache's temporary file, ".NAME.wkd.XXXXXXXX" (8 hexadecimal
 * digits)?
 */
static int
is_temp(const char *name)
{
	size_t n = strlen(name);

	return name[0] == '.' && n > 14 && name[n - 9] == '.' &&
	    strspn(name + n - 8, "0123456789abcdef") == 8 &&
	    strncmp(name + n - 13, ".wkd", 4) == 0;
}

/*
 * Remove the temporary files that a store killed outright (SIGKILL, a
 * crash, a power cut) left in the cache: those no store holds.
 */
static void
sweep(int dfd)
{
	struct dirent *de;
	DIR *d;
	int fd;

	if ((fd = dup(dfd)) == -1)
		return;
	if ((d = fdopendir(fd)) == NULL) {
		close(fd);
		return;
	}
	while ((de = readdir(d)) != NULL)
		if (is_temp(de->d_name))
			tempfile_sweep(dfd, de->d_name);
	closedir(d);
}

/*
 * Write the image to the cache directory as name, private (0600), by a
 * temporary file renamed over it, so that a link or anything else found
 * there is replaced, never written through; the temporary file is held
 * (tempfile.h) until then, and those of killed stores are swept first.
 * Silently skipped when that fails.
 */
void
dictload_cache_store(int dfd, const char *name, const struct buf *img)
{
	char tmp[96];
	uint64_t r;
	size_t off = 0;
	ssize_t w;
	int fd = -1, held = -1, i;

	sweep(dfd);
	r = seed_os();
	for (i = 0; i < 8 && fd == -1; i++) {
		snprintf(tmp, sizeof(tmp), ".%s.%08llx", name,
		    (unsigned long long)((r + (uint64_t)i) & 0xffffffffu));
		fd = openat(dfd, tmp, O_WRONLY | O_CREAT | O_EXCL |
		    O_NOFOLLOW | O_CLOEXEC, 0600);
		/* held outlives the store: never a closed stream's number. */
		if (fd != -1 && ((held = fcntl(fd, F_DUPFD,
		    STDERR_FILENO + 1)) == -1 ||
		    tempfile_hold(held, dfd, tmp) == -1)) {
			close(fd);
			if (held != -1)
				close(held);
			fd = held = -1;
		}
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
	close(held);
}
