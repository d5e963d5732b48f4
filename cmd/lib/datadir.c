/*
 * datadir.c: the directories of wordkit's data, and what is in them.
 */
#include <sys/auxv.h>
#include <sys/stat.h>

#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "datadir.h"
#include "fail.h"
#include "privilege.h"

#ifndef DATADIR
#define DATADIR "/usr/local/share/wordkit"
#endif

int
datadir_is_name(const char *s)
{
	const char *p;

	/* A loop, not strspn: its table of the set costs more than a name. */
	for (p = s; (*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') ||
	    *p == '_' || *p == '-'; p++)
		continue;
	return p > s && *p == '\0';
}

int
datadir_join(char *path, size_t size, const char *a, const char *b,
    const char *c)
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
 * Are the parts of a path, from p on, plain: none empty, "." or ".."?
 * Then it is spelt as the kernel would spell the file it names (after
 * the folder it starts from), when no part of it is a symbolic link.
 */
static int
plain_parts(const char *p)
{
	for (;;) {
		if (*p == '/' || *p == '\0' || (p[0] == '.' && (p[1] == '/' ||
		    p[1] == '\0' || (p[1] == '.' && (p[2] == '/' ||
		    p[2] == '\0')))))
			return 0;
		while (*p != '/' && *p != '\0')
			p++;
		if (*p == '\0')
			return 1;
		p++;
	}
}

/*
 * The binary this run is, its path into path (size bytes): its length,
 * -1, or -2 when it does not fit.  The path the kernel ran it by
 * (AT_EXECFN), when that is plain and not a symbolic link, after the
 * working folder when it is relative (no tool changes it): asking
 * /proc/self/exe for it makes the kernel build the run's entry in /proc,
 * which costs a tool that answers one question more than its answer
 * (3.5 us, 6% of a start).  A symbolic link to the binary is followed
 * there, as a path that is not plain (spelt so, it would be another
 * spelling of the file in messages) is.  A folder on the way that is a
 * link is not looked for: the kernel's ".." leaves the folder it leads
 * to, so the file is the same, spelt in a message as the binary was run
 * (lbin/../share, not bin/../share).
 */
static ssize_t
binary_path(char *path, size_t size)
{
	const char *run = (const char *)getauxval(AT_EXECFN), *rest;
	char c;
	size_t k = 0, n;
	ssize_t r;

	if (run == NULL)
		goto proc;
	for (rest = run; rest[0] == '.' && rest[1] == '/'; rest += 2)
		continue;
	if (!(*run == '/' ? plain_parts(run + 1) : plain_parts(rest)) ||
	    readlink(run, &c, 1) != -1 || errno != EINVAL)
		goto proc;
	if (*run == '/')
		rest = run;
	else if (getcwd(path, size) == NULL) {
		if (errno == ERANGE)
			return -2;
		goto proc;
	} else if ((k = strlen(path)) > 1)
		path[k++] = '/';	/* not after "/" */
	if (k + (n = strlen(rest)) >= size)
		return -2;
	memcpy(path + k, rest, n + 1);
	return (ssize_t)(k + n);
proc:
	/* As much as fits: all of it only when a byte is left. */
	if ((r = readlink("/proc/self/exe", path, size)) >= (ssize_t)size)
		return -2;
	return r;
}

/* datadir_beside, -2 when the path does not fit. */
static int
beside(const char *sub, char *path, size_t size)
{
	char *slash;
	ssize_t n;

	if (privilege_held())
		return -1;
	if ((n = binary_path(path, size)) <= 0)
		return n == -2 ? -2 : -1;
	path[n] = '\0';
	if ((slash = strrchr(path, '/')) == NULL)
		return -1;
	return datadir_join(slash, size - (size_t)(slash - path), sub, "",
	    "") == 0 ? 0 : -2;
}

int
datadir_beside(const char *sub, char *path, size_t size)
{
	return beside(sub, path, size) == 0 ? 0 : -1;
}

/*
 * The i-th directory that may hold wordkit's data, with file (may be "")
 * after it, into path: 0 $WORDKIT_DATADIR, 1 beside the binary, 2 the
 * data directory it was built for.  0; -1 when there is no such
 * directory, -2 when it does not fit.  A privileged run (privilege.h) has only
 * the last: a binary linked where its caller chose is beside the
 * caller's data.
 */
static int
data_dir(int i, const char *file, char *path, size_t size)
{
	const char *env;
	int r;

	switch (i) {
	case 0:
		if ((env = privilege_getenv("WORDKIT_DATADIR")) == NULL ||
		    env[0] == '\0')
			return -1;
		r = datadir_join(path, size, env, file, "");
		break;
	case 1:
		if ((r = beside("/../share/wordkit", path, size)) != 0)
			return r;
		r = datadir_join(path + strlen(path), size - strlen(path),
		    file, "", "");
		break;
	default:
		r = datadir_join(path, size, DATADIR, file, "");
		break;
	}
	return r == 0 ? 0 : -2;
}

const char *
datadir_file(const char *file, char *path, size_t size, int *ours)
{
	int i;

	for (i = 0; i < 3; i++)
		if (data_dir(i, file, path, size) == 0 &&
		    access(path, R_OK) == 0) {
			*ours = i > 0;
			return path;
		}
	*ours = 1;
	return NULL;
}

int
datadir_open(const char *file, int flags, char *path, size_t size,
    int *ours)
{
	int i, fd, saved;

	/*
	 * Opened at once, not asked first: what a run may open with its
	 * caller's rights is what access(2) says it may read, so access
	 * is asked only when the open fails, to tell a file that is not
	 * there from one that is and cannot be opened (too many files).
	 */
	for (i = 0; i < 3; i++) {
		/* Past PATH_MAX, a path is no file's: as if none. */
		if ((fd = data_dir(i, file, path, size)) == -2 &&
		    size <= PATH_MAX)
			return -3;
		if (fd < 0)
			continue;
		*ours = i > 0;
		if ((fd = privilege_open(path, flags)) != -1)
			return fd;
		saved = errno;
		if (access(path, R_OK) == 0) {
			errno = saved;
			return -2;
		}
	}
	*ours = 1;
	return -1;
}

static int
name_cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/*
 * Add the names of the files in directory dir that end in suffix, the
 * suffix taken off, to names (n of them, room for cap).
 */
static void
names_in(const char *dir, const char *suffix, char ***names, size_t *n,
    size_t *cap)
{
	struct dirent *de;
	struct stat sb;
	size_t len, k = strlen(suffix);
	char *name;
	DIR *dp;

	if ((dp = opendir(dir)) == NULL)
		return;
	while ((de = readdir(dp)) != NULL) {
		len = strlen(de->d_name);
		if (len <= k || strcmp(de->d_name + len - k, suffix) != 0)
			continue;
		/* A file, its links followed: a link to nothing names none. */
		if (fstatat(dirfd(dp), de->d_name, &sb, 0) == -1 ||
		    !S_ISREG(sb.st_mode))
			continue;
		if (*n + 2 > *cap) {
			*cap = *cap ? *cap * 2 : 32;
			if ((*names = realloc(*names, *cap * sizeof(**names)))
			    == NULL)
				fail_nomem();
		}
		if ((name = strndup(de->d_name, len - k)) == NULL)
			fail_nomem();
		if (datadir_is_name(name))
			(*names)[(*n)++] = name;
		else
			free(name);
	}
	closedir(dp);
}

char **
datadir_names(const char *sub, const char *suffix)
{
	char dir[PATH_MAX], **names = NULL;
	size_t n = 0, cap = 0, i, j;
	int d;

	for (d = 0; d < 3; d++)
		if (data_dir(d, sub, dir, sizeof(dir)) == 0)
			names_in(dir, suffix, &names, &n, &cap);
	if (names == NULL && (names = calloc(1, sizeof(*names))) == NULL)
		fail_nomem();
	qsort(names, n, sizeof(*names), name_cmp);
	/* A name in several directories is the first one's: once. */
	for (i = j = 0; i < n; i++)
		if (j > 0 && strcmp(names[j - 1], names[i]) == 0)
			free(names[i]);
		else
			names[j++] = names[i];
	names[j] = NULL;
	return names;
}
