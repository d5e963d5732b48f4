/*
 * statefile_path.c: what a path names, following only the symbolic links
 * that the caller may trust.
 *
 * In a folder that several users may write, one of them may put a link
 * where a game file was, to a file of the victim's own (a private
 * config): the victim's next move would read it and write a state over
 * it, with the victim's rights.  So a link on the way to the file, in
 * its last name or in any folder of its path, is followed only when it
 * is the caller's (the effective user's) or root's, or the folder's
 * owner's where the folder is not sticky and writable by others, as
 * Linux's fs.protected_symlinks has it for sticky folders; any other
 * link is refused, whatever it points to.
 */
#include <sys/stat.h>

#include <errno.h>
#include <limits.h>
#include <pwd.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "statefile_int.h"

/* Links followed on one path at most, as the kernel's own limit. */
#define MAX_LINKS	40

void
statefile_user(uid_t uid, char *out, size_t size)
{
	struct passwd *pw;

	if ((pw = getpwuid(uid)) != NULL)
		snprintf(out, size, "%.32s", pw->pw_name);
	else
		snprintf(out, size, "%lu", (unsigned long)uid);
}

/*
 * May the caller follow the link at link, in folder dir (a path, "" for
 * the root)?  1 yes; 0 no, with why said; -1 with errno.
 */
static int
trusted(const char *link, const char *dir, char *why, size_t size)
{
	struct stat l, d;
	char user[40];
	int others;

	if (lstat(link, &l) == -1 || stat(dir[0] ? dir : "/", &d) == -1)
		return -1;
	if (l.st_uid == geteuid() || l.st_uid == 0)
		return 1;
	others = (d.st_mode & S_ISVTX) && (d.st_mode & (S_IWGRP | S_IWOTH));
	if (l.st_uid == d.st_uid && !others)
		return 1;
	statefile_user(l.st_uid, user, sizeof(user));
	snprintf(why, size, "'%s' is a symbolic link of user %s's, %s, and "
	    "is not followed", link, user, others ? "in a sticky folder "
	    "that others may write" : "neither yours nor the folder's "
	    "owner's");
	return 0;
}

/*
 * Put the components of path before those of rest (rest = path/rest),
 * size bytes in all: 0, or -1 (ENAMETOOLONG).
 */
static int
prepend(char *rest, size_t size, const char *path)
{
	size_t n = strlen(path), m = strlen(rest);

	if (n + 1 + m + 1 > size) {
		errno = ENAMETOOLONG;
		return -1;
	}
	memmove(rest + n + 1, rest, m + 1);
	memcpy(rest, path, n);
	rest[n] = '/';
	return 0;
}

/* Take the first component of rest into comp; 0 when there is none. */
static int
next(char *rest, char *comp, size_t size)
{
	size_t skip = strspn(rest, "/"), n;

	n = strcspn(rest + skip, "/");
	if (n == 0)
		return 0;
	snprintf(comp, size, "%.*s", (int)n, rest + skip);
	memmove(rest, rest + skip + n, strlen(rest + skip + n) + 1);
	return 1;
}

int
statefile_walk(const char *path, char *real, size_t size, char *why,
    size_t wsize)
{
	char rest[2 * PATH_MAX], comp[NAME_MAX + 1], cand[PATH_MAX + NAME_MAX];
	char target[PATH_MAX], link[PATH_MAX + NAME_MAX] = "";
	struct stat sb;
	int links = 0, final_link = 0, rc;
	ssize_t n;

	real[0] = rest[0] = '\0';
	if (path[0] != '/' && getcwd(real, size) == NULL)
		return -1;
	if (strcmp(real, "/") == 0)
		real[0] = '\0';
	if (prepend(rest, sizeof(rest), path) == -1)
		return -1;
	while (next(rest, comp, sizeof(comp))) {
		if (strcmp(comp, ".") == 0)
			continue;
		if (strcmp(comp, "..") == 0) {
			*(strrchr(real, '/') ? strrchr(real, '/') : real) = '\0';
			continue;
		}
		if ((size_t)snprintf(cand, sizeof(cand), "%s/%s", real, comp) >=
		    size) {
			errno = ENAMETOOLONG;
			return -1;
		}
		if (lstat(cand, &sb) == -1) {
			if (errno != ENOENT)
				return -1;
			/*
			 * A link of /proc that names no path ("pipe:[42]",
			 * /dev/stdin's) names what the system says it does.
			 */
			if (final_link && stat(link, &sb) == 0) {
				snprintf(real, size, "%s", link);
				return WALK_FILE;
			}
			if (final_link)
				return WALK_DANGLING;
			if (strspn(rest, "/") != strlen(rest))
				return -1;	/* a folder is missing */
			snprintf(real, size, "%s", cand);
			return WALK_MISSING;
		}
		if (!S_ISLNK(sb.st_mode)) {
			snprintf(real, size, "%s", cand);
			continue;
		}
		if (++links > MAX_LINKS) {
			errno = ELOOP;
			return -1;
		}
		if ((rc = trusted(cand, real, why, wsize)) != 1)
			return rc == 0 ? WALK_UNTRUSTED : -1;
		if ((n = readlink(cand, target, sizeof(target) - 1)) == -1)
			return -1;
		target[n] = '\0';
		snprintf(link, sizeof(link), "%s", cand);
		final_link = strspn(rest, "/") == strlen(rest);
		if (prepend(rest, sizeof(rest), target) == -1)
			return -1;
		if (target[0] == '/')
			real[0] = '\0';
	}
	if (real[0] == '\0')
		snprintf(real, size, "/");
	return WALK_FILE;
}
