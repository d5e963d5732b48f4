/*
 * journalfile.h: the journal kept beside a state file (libcore's
 * journal.h says what is in it; wordkit-state(5), "Journal", is the
 * user's side).  Every change a tool makes to a file with -i is recorded
 * there first, under the lock that holds the file (statefile.h), with
 * who made it, when, the command as typed, what it read besides the
 * state, and the state before; stateio_write calls journalfile_record
 * and, once the file is replaced, journalfile_done.  The journal of
 * ".../NAME" is ".../.NAME.journal", with the state's owner, group and
 * mode.  Every function here exits 2 (fail.h) on an error.
 */
#ifndef JOURNALFILE_H
#define JOURNALFILE_H

#include <stddef.h>
#include <stdint.h>

#include "journal.h"

struct buf;
struct opt_tool;

/*
 * The next change recorded is an undo (or a redo) of what took names
 * (ntook entry numbers, newest first), not a move: journal(1)'s own.
 */
void	journalfile_mark(enum journal_kind kind, const uint64_t *took,
	    size_t ntook, const uint64_t *shake);

/*
 * The bag of the state b (a tool's text: its "bag:" line) and its deck
 * (the cards after "deck:") shaken by seed shake, in place: 1 done, 0
 * when it has neither of two tiles or cards or more.
 * An undo of a game kept from its players shakes the bag it puts back,
 * for its player saw the tiles the moves undone took, and the replay
 * shakes it again by the seed the undo recorded (journalfile_mark).
 */
int	journalfile_shake(struct buf *b, uint64_t shake);

/*
 * Record the change of the held file (statefile_hold), named ifile on
 * the command line, to the text after: the entry is written to the
 * journal and synced before the file is replaced.  seed, when not NULL,
 * is the game's seed, drawn for a command that takes -s and was not
 * given it (not one the state before held already: stateio_write asks):
 * the entry records it as given, so that a replay draws the same.  Until journalfile_done, a run that ends takes the entry out
 * again (the state was not written: no move to record).
 */
void	journalfile_record(const char *ifile, const struct buf *after,
	    const uint64_t *seed);
/* The file was replaced: the entry stays. */
void	journalfile_done(void);

/*
 * The journal of the held file, read into j (journal_read, against the
 * file's text now); *text is the journal's text, which j points into and
 * the caller frees after journal_free.  A file with no journal has an
 * empty one.  *path gets the journal's path (static).
 */
void	journalfile_load(struct journal *j, char **text, const char **path);

/*
 * Was the move TOOL CMD ... (bag peel; TOOL t, whose table tells its
 * options from its subcommand, however ordered) recorded since the held
 * file held called (len bytes)?  Its journal says, when tools made every change
 * since: each move a tool made with -i is there, with the state it
 * started from; a change by hand (cp, an editor) breaks the record, and
 * a file unchanged since called has no such move.  1 or 0.
 */
int	journalfile_made_since(const char *called, size_t len,
	    const struct opt_tool *t, const char *cmd);

/*
 * Replay the kept entries of j from the state before the first: each
 * move run again by its tool (the one beside the running tool), on a
 * copy of the state in a directory of its own, which goes at the end;
 * each undo and redo puts back the state it put back.  Returns 0 when
 * every move makes the state it wrote and the last state is now (nowlen
 * bytes); 1 with msg (size bytes) saying where the replay first parts
 * from the record.  *nrun is how many entries were replayed.  Exits 2 on
 * an error.
 */
int	journalfile_replay(const struct journal *j, const char *now,
	    size_t nowlen, char *msg, size_t size, size_t *nrun);

#endif
