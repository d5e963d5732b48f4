/*
 * journal.h: the journal of a state file, the record of every change a
 * tool made to it with -i (wordkit-state(5), "Journal"): who made it,
 * when, the command, the state before and a fingerprint of the state
 * after.  This module reads and writes the journal's text and works out
 * what the moves in it mean (which are in effect, which an undo took
 * back, which a redo can bring back); reading, writing and locking the
 * file beside the state is the tools' (cmd/lib/journalfile.c).
 *
 * The text is "wordkit journal 1\n" and then the entries, oldest first.
 * An entry is a run of fields, each "KEY LEN\n", then LEN bytes, then
 * "\n": it opens with "move" (its number), holds time, user, the command's
 * arguments (arg, one each), the argument that named the file (file:
 * "K OFF", argument K from byte OFF), the inputs it read (input: "K OFF",
 * or "-" for the standard input, each followed by its text), the
 * WORKIT_DICT it ran with (dict), for an undo or a redo what it took back
 * (undo, redo: entry numbers), the fingerprint of the state it wrote
 * (after), whether that state was written (written: 0 until the file is
 * replaced, then 1) and the state before it (before), and closes with
 * "end" (its number again).  An entry with no end was cut short (a
 * writer killed) and is no entry.  Keys this version does not know are
 * passed over.
 */
#ifndef JOURNAL_H
#define JOURNAL_H

#include <stddef.h>
#include <stdint.h>

#include "core.h"
#include "util.h"

#define JOURNAL_MAGIC		"wordkit journal 1\n"
/* The journal keeps at most this many entries and bytes, the newest. */
#define JOURNAL_MAX_ENTRIES	1000
#define JOURNAL_MAX_BYTES	(32u << 20)
/* The arguments and the inputs one entry records, at most. */
#define JOURNAL_MAX_ARGS	64
#define JOURNAL_MAX_INPUTS	8
/* An input's place when it was the standard input. */
#define JOURNAL_STDIN		((size_t)-1)

/* The rules of the journal: journal_rules[], by enum journal_rule. */
enum journal_rule {
	JR_NOTHING_TO_UNDO,	/* "nothing-to-undo" */
	JR_NOTHING_TO_REDO,	/* "nothing-to-redo" */
	JR_REPLAY,		/* "replay-differs" */
	JR_NRULES
};
extern const struct core_rule journal_rules[JR_NRULES];

enum journal_kind { JOURNAL_MOVE, JOURNAL_UNDO, JOURNAL_REDO };

/* Bytes of the journal's text: borrowed from it, not NUL-ended. */
struct journal_text {
	const char	*p;
	size_t		 len;
};

/* What a command read besides the state, to replay it. */
struct journal_input {
	size_t		 arg;	/* the argument that named it; JOURNAL_STDIN */
	size_t		 off;	/* where its name starts in that argument */
	struct journal_text text;
};

struct journal_entry {
	uint64_t	 seq;		/* its number, from 1, never reused */
	enum journal_kind kind;
	struct journal_text time;	/* "2026-12-02T20:15:00Z", UTC */
	struct journal_text user;	/* the login that made it */
	struct journal_text args[JOURNAL_MAX_ARGS];	/* the command */
	size_t		 nargs;
	size_t		 file_arg, file_off;	/* where the file was named;
					   file_arg == nargs: nowhere */
	struct journal_input inputs[JOURNAL_MAX_INPUTS];
	size_t		 ninputs;
	struct journal_text dict;	/* WORDKIT_DICT, or len 0 */
	struct journal_text seed;	/* the seed drawn for a new game,
					   in decimal, replayed as --seed;
					   or len 0 */
	uint64_t	 took[JOURNAL_MAX_ARGS];	/* an undo's moves, a
					   redo's undos, newest first */
	size_t		 ntook;
	uint64_t	 after;		/* fingerprint of the state written */
	int		 written;	/* 1: the file was replaced by it; 0:
					   not known to be; -1: no such field
					   (an older journal) */
	struct journal_text before;	/* the state before it */
	size_t		 start, end;	/* its bytes in the journal's text */
	size_t		 line;		/* the line it starts on */
	/* Worked out by journal_read: */
	int		 kept;		/* 0: its state was never written */
	int		 outside;	/* the file was changed by no tool
					   just before it */
};

struct journal {
	struct journal_entry *e;	/* the entries that are whole, oldest
					   first (the caller's, with the
					   text they point into) */
	size_t		 n;
	size_t		 whole;		/* the bytes of whole entries: more
					   is an entry cut short */
	int		 changed;	/* the file was changed by no tool
					   since the last entry */
};

/*
 * The fingerprint of a state: FNV-1a, 64 bits, of its bytes.  A check
 * against slips, not against forgery.
 */
uint64_t	 journal_print(const char *p, size_t len);

/*
 * Read a journal's text (len bytes, named name in messages) into j:
 * every whole entry, an entry cut short at the end left out (j->whole
 * says where it starts), and which entries were kept, given the file's
 * state now (cur, curlen): an entry that does not say it was written,
 * whose state after is neither the state before the next entry nor, for
 * the last, the file now, and whose next state is the one it started
 * from, is a move that was never written.  An empty text is an empty
 * journal.  Returns 0, or -1 with e (a malformed journal, with its line;
 * memory).
 */
int		 journal_read(const char *text, size_t len, const char *name,
		    const char *cur, size_t curlen, struct journal *j,
		    struct core_err *e);
void		 journal_free(struct journal *j);

/*
 * Append entry je to out as the journal's text (its start, end and line
 * are not read; written -1 writes no such field).  *mark (when mark is
 * not NULL) gets the offset in out of the value of its written field,
 * the one byte to turn to '1' once the file is replaced.  Returns 0, or
 * -1 when memory runs out (out->failed).
 */
int		 journal_put(struct buf *out, const struct journal_entry *je,
		    size_t *mark);

/*
 * What the kept entries of j mean now: the moves in effect (live, oldest
 * first) and the undos that a redo can take back (undos, oldest first),
 * as indexes into j->e, in arrays the caller frees.  An undo takes back
 * the newest moves in effect; a redo takes back the newest undos; a new
 * move ends every redo.  Returns 0, or -1 with e (memory).
 */
int		 journal_history(const struct journal *j, size_t **live,
		    size_t *nlive, size_t **undos, size_t *nundos,
		    struct core_err *e);

/*
 * Undo n moves (or redo n undos, with redo): the entry whose state
 * before is the state to put back (*restore, an index into j->e) and
 * what is taken back, newest first, into took (entry numbers, at most
 * JOURNAL_MAX_ARGS; *ntook set).  Returns 0; 1 with e's rule
 * nothing-to-undo or nothing-to-redo when there are fewer than n; -1
 * with e (memory).
 */
int		 journal_plan(const struct journal *j, int redo, size_t n,
		    size_t *restore, uint64_t *took, size_t *ntook,
		    struct core_err *e);

/*
 * The first entry of j made since the file held state (len bytes): the
 * newest kept entry whose state before is state, as an index into j->e,
 * or j->n when there is none (the file never held it, or the journal no
 * longer goes back so far).
 */
size_t		 journal_since(const struct journal *j, const char *state,
		    size_t len);

/* The entry of j numbered seq, or NULL. */
const struct journal_entry *journal_find(const struct journal *j,
		    uint64_t seq);

#endif
