/*
 * follow.h: a file followed by its name, as "tail -F" follows one: its
 * text now, then again each time it changes, until the name is gone.
 * Every tool's -i replaces a state file by rename(2) (statefile.h), so a
 * new file takes the name each move: the directory is watched for the
 * name, not the file itself.  The wait is inotify(7)'s, one blocking
 * read(2) until the directory changes: no polling, no time spent while
 * nothing moves.  Every function here exits 2 (fail.h) when the file
 * cannot be watched or read; once followed, a name that is no regular
 * file or a text past the bound is said instead, and passed over.
 */
#ifndef FOLLOW_H
#define FOLLOW_H

#include <stddef.h>

struct follow;

/*
 * Follow path (its symbolic links followed to the file they name), which
 * must exist.  The caller's, freed with follow_close.
 */
struct follow	*follow_open(const char *path);

/*
 * The file's text, *len bytes, NUL-ended, without a byte order mark, a
 * new string the caller frees: at the first call the text as it is now;
 * after that, once it differs from the last text returned (a write that
 * leaves the same bytes is no change).  NULL when the name is gone: the
 * file removed or renamed away, and no file taking the name again within
 * a second (as an editor's save does, the file renamed to a backup and a
 * new one written), or its directory.
 */
char		*follow_next(struct follow *f, size_t *len);

void		 follow_close(struct follow *f);

/*
 * Why a text followed is passed over, e (its place, and its message,
 * escaped by the caller): "TOOL: FILE:LINE:COL: MESSAGE (the drawing
 * before stands)" on stderr, and the follower goes on.
 */
struct core_err;
void		 follow_say(const struct core_err *e);

#endif
