/*
 * statefile.h: a file that a tool updates in place (-i FILE, and words
 * compile's OUT).  It is held against every other wordkit writer from its
 * reading to its replacement, and replaced whole, by a rename, or not at
 * all.  wordkit-state(5), "Files and concurrency", is the user's side of
 * this contract.
 *
 * One run holds at most one such file: the temporary file and the empty
 * file made to be held are removed when the run ends or is killed by a
 * signal, which needs their names where a signal handler can find them.
 */
#ifndef STATEFILE_H
#define STATEFILE_H

#include <stddef.h>

struct buf;

enum statefile_mode {
	STATEFILE_EXISTING,	/* the file must exist */
	STATEFILE_CREATE,	/* a missing file is made empty, and held */
	STATEFILE_REPLACE,	/* a missing file is made by the rename alone */
	STATEFILE_READ		/* the file must exist, and is only read */
};

/*
 * Hold path for the rest of the run and return its text, *len bytes,
 * NUL-ended, without a byte order mark, which the caller frees; NULL when
 * the file was missing or made (mode says what a missing one is).  Holding
 * follows path's symbolic links to the file they name, refuses anything
 * that is not a regular file (without blocking on a FIFO or opening a
 * device), a dangling link and a file of several hard links, and takes an
 * exclusive flock(2) that lasts until the run ends, retrying while the
 * name comes to name another file, and waiting for another process's
 * lock as long as statefile_wait says.  Stale temporary files of this file
 * are removed under the lock.  A file the caller may only read is held
 * all the same, so that a command that writes nothing still reads it;
 * statefile_put then refuses it.  A file held to be read only
 * (STATEFILE_READ: what a move did, under the lock that orders the moves)
 * is not refused for its hard links, its stale temporary files are left,
 * statefile_put refuses it, and a text past NODE_MAX_INPUT is no state,
 * read as "" (to any other mode, exit 2).  Exits 2 on failure, and when
 * path is "-".
 */
char	*statefile_hold(const char *path, enum statefile_mode mode,
	    size_t *len);

/*
 * The file held now: what its path names, links followed (NULL when no
 * file is held), its text as statefile_hold read it (*text "" and *len 0
 * when it was missing or made) and its status when it was held (*sb
 * NULL when missing).  All three are borrowed until the run ends.
 */
struct stat;
const char	*statefile_held(const char **text, size_t *len,
		    const struct stat **sb);

/*
 * The folder that holds the held file, open since it was held (to read
 * where it may be read, else O_PATH where there is one) and found then
 * to hold it: what is kept beside the file (its journal, a replay's
 * folder) is opened, made, linked, renamed and removed in it by name
 * (openat, renameat, linkat, unlinkat, mkdirat), never by a path made
 * from the file's, which a folder on the way that the caller may change
 * (one of theirs, renamed, a link to the games folder put in its place)
 * would turn to another folder.  While the file is held, that the folder
 * still holds it is asked again (device and inode); -1 when it does
 * not, or no file was held.  Borrowed until the run ends;
 * statefile_release leaves it open.
 */
int		 statefile_folder(void);

/*
 * Did this run make the held file, which was missing (STATEFILE_CREATE)?
 * 1 until it is written, else 0: a file made anew is a new game, and
 * what was recorded under its name (its journal) was another's.
 */
int		 statefile_made(void);

/*
 * Exit 2 unless the held file may be replaced, as far as holding it
 * could tell (the file's and its folder's permissions, a sticky folder),
 * saying why: what must be done before the file is replaced (its
 * journal) is not done for a move that cannot be.
 */
void		 statefile_writable(void);

/*
 * Let the held file go for the rest of the run, which only reads what it
 * read (statefile_held still answers): others may change it now.
 */
void		 statefile_release(void);

/*
 * What a command that makes a new file (statefile_fresh) may replace
 * without --force.  A missing, empty or blank file loses nothing; any
 * other is kept: a game in progress or won, a spinner's session, notes,
 * a file that is no state at all.
 */
enum statefile_fresh {
	STATEFILE_GAME,		/* a new game: made empty when missing */
	STATEFILE_DICT		/* a compiled dictionary, which it may
				   replace too: made by the rename */
};

/*
 * Hold path for cmd ("bag new -i"), which writes a new file there, as
 * statefile_hold does but reading only as much as it needs to judge it:
 * unless force, a file that what does not let it replace is refused, exit
 * 2, "PATH: the file is not empty (a game?): 'CMD' replaces it only with
 * --force" (a dictionary's: "... is not a compiled dictionary: ...").
 * statefile_put then replaces it.
 */
void	statefile_fresh(const char *path, enum statefile_fresh what,
	    int force, const char *cmd);

/*
 * -W SECONDS: how long statefile_hold waits for a file that another
 * process holds (a minute unless this is called), 0 to a day; a usage
 * error otherwise.  When the time runs out the tool exits 2, saying who
 * holds the file where the system tells it.
 */
void	statefile_wait(const char *seconds);

/*
 * Replace path, held since statefile_hold or statefile_fresh or held now
 * (made as mode says), by file: a temporary file beside it (owner, group
 * where they can be kept, and mode copied, synced), then out, when not
 * NULL, written to and flushed on stdout, then the rename, then the
 * directory synced; all in the folder that held it, by name
 * (statefile_folder).
 * Exits 2 on any failure, with path unchanged and the temporary file gone.
 * But a game kept from its players (privilege_hides_file) is renamed first,
 * and out is left to the caller: 1 then, for statefile_answer once what
 * else the move writes (its journal) is done; else 0.
 */
int	statefile_put(const char *path, enum statefile_mode mode,
	    const struct buf *file, const struct buf *out);

/*
 * The answer a move on a kept game left (statefile_put's 1), written and
 * flushed on stdout: exits 2 when it cannot be, saying the move was made.
 */
void	statefile_answer(const struct buf *out);

/*
 * The file held, as it stood when this run was called, if another writer
 * held it then: read once, without the lock, before waiting for it (the
 * first time the lock was busy), *len bytes, NUL-ended, without a byte
 * order mark, borrowed for the rest of the run; NULL when the lock was
 * free at once (or that read failed).  A move called while another was
 * being written may ask whether that other move was its own, called at
 * the same moment (bag peel: two calls of one PEEL).
 */
const char	*statefile_called_on(size_t *len);

#endif
