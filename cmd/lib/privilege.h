/*
 * privilege.h: a tool that runs with more rights than its caller, and
 * what it then trusts of the caller.  The tools that read and write game
 * files may be installed set-group-ID to a group that alone may read
 * and write the games folder ("make install GAMES_GROUP=...";
 * wordkit-state(5), "Playing with people you do not trust"): they then
 * read and write the game's file with the group's rights, and nothing
 * else.  Such a run is "privileged": the kernel says so (AT_SECURE), or
 * its effective group or user is not its real one.  A privileged run
 *
 *  - reads no environment variable but how to draw on the caller's
 *    terminal and the caller's language (privilege_getenv): no
 *    dictionary, data folder, cache, temporary folder, clock or folder
 *    of messages of the caller's choosing;
 *  - opens every file the caller names but the game's own (a dictionary,
 *    an alphabet, a grid, a distribution, rules, mats) with the caller's
 *    rights only (privilege_open), so that the group's rights read no
 *    game through -d or --grid;
 *  - makes the files it makes as the caller would (privilege_new_file).
 *
 * Everything here is as plain as open(2) and getenv(3) for a run that is
 * not privileged.  This module is the only place in cmd/ that reads the
 * environment (tests/lint-layout.sh holds it); libcore reads none.
 */
#ifndef PRIVILEGE_H
#define PRIVILEGE_H

#include <sys/stat.h>

/* Does this run have rights that its caller has not?  1 or 0. */
int		 privilege_held(void);

/*
 * getenv(name), or NULL in a privileged run, but for TERM and NO_COLOR,
 * which say only how the caller's own terminal is drawn on and are
 * compared, never taken as a path or a number, and LANGUAGE, LC_ALL,
 * LC_MESSAGES and LANG, which only choose among the installed catalogs
 * of messages, as a plain name (catalog.h).
 */
const char	*privilege_getenv(const char *name);

/*
 * open(path, flags) (no O_CREAT) with the caller's own rights: in a
 * privileged run, with the effective group and user set to the real
 * ones around the open.  The descriptor, or -1 with errno.  Exits 2 when
 * the run's rights cannot be taken back after it.  Never 0, 1 or 2: a
 * standard stream the tool was started without stays closed, so that
 * reading stdin is EBADF, not the dictionary opened in its place.
 */
int		 privilege_open(const char *path, int flags);

/*
 * fd, opened with flags, moved above the standard streams when it is one
 * of their numbers (a stream closed at the start: validate <&-), so that
 * the stream stays closed: for every descriptor a tool holds that
 * privilege_open did not open.  The descriptor, or -1 with errno (fd
 * itself when it is -1).
 */
int		 privilege_above_std(int fd, int flags);

/*
 * Is the file whose status is sb, which this run opened (or is to make,
 * sb NULL) as path, kept from the caller: a privileged run, and a file
 * that the caller, opening path with their own rights, may not read, or
 * that path no longer names, as a game of the games folder is?  1 or 0;
 * 0 for the standard input ("-" or NULL).  What the tool shows of such a
 * file is all its caller may learn of it.
 */
int		 privilege_hides_file(const char *path, const struct stat *sb);

/*
 * A file this run has just made, open on fd, in the folder open on dfd
 * (the one it was made in, not one a path names now), made as its
 * caller would have it.  In a privileged run a file that the folder
 * gives the run's group (a set-group-ID folder of that group: the games
 * folder) is made 0660, whatever the caller's umask, so that every
 * player's tools may read and write it and nobody else; any other gets
 * the caller's own group, not the run's, so that no other player's tools
 * may reach it.  Nothing otherwise.  0, or -1 with errno.
 */
int		 privilege_new_file(int fd, int dfd);

/*
 * Is the file whose status is sb a game of the games folder: the run is
 * privileged and the file is its group's?  Asked of the file, not of the
 * caller, so that every user who moves in it, root too, gets the same
 * answer (a replay runs each move again as another user).  1 or 0; 0 for
 * a NULL sb.
 */
int		 privilege_group_file(const struct stat *sb);

/*
 * May a privileged run start the program whose status is sb, with the
 * rights it has?  Only a program set-group-ID to the run's group (or
 * set-user-ID to its user), which only those who already have them can
 * make; any program when the run is not privileged.  1 or 0; *group is
 * set to the run's group's name (static) for a message.
 */
int		 privilege_may_run(const struct stat *sb, const char **group);

#endif
