/*
 * input.h: what a tool reads: a whole file or the standard input, a
 * YAML or JSON document, a file line by line.  Every function here exits
 * 2 (fail.h) when the input cannot be read; what it returns is the
 * caller's.
 */
#ifndef INPUT_H
#define INPUT_H

#include <sys/types.h>

#include <fcntl.h>
#include <stddef.h>

struct node;
struct stat;

/*
 * What a file of mode m is, for a message: "a FIFO", "a directory", in
 * the reader's words.
 */
const char	*input_kind(mode_t m);

/*
 * Open path, which must be a regular file, for reading, without waiting
 * on a FIFO or opening a device, with the caller's own rights
 * (privilege_open): its descriptor, or exit 2 with one line, "cannot
 * open WHAT 'PATH': ..." or "cannot read WHAT 'PATH': it is a FIFO, not
 * a regular file".  For the files a tool looks up rather than reads as
 * its input: dictionaries and alphabets.  WHAT is marked for the catalog
 * (N_) and said in the reader's words.  *sb is set to its status.
 */
int		 input_open_regular(const char *path, const char *what,
		    struct stat *sb);
/*
 * How input_open_regular opens: O_NONBLOCK, so that a FIFO opens at once,
 * and O_NOCTTY, no terminal.  What is open so must be
 * input_regular_mapped's.
 */
#define INPUT_REGULAR_FLAGS	(O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
/*
 * What input_open_regular does once path is open on fd with
 * INPUT_REGULAR_FLAGS, for a file that is only mapped, never read: exit 2
 * unless it is a regular file, with its message.  *sb is set to its
 * status.  O_NONBLOCK, which mmap(2) does not look at, is left on (two
 * calls fewer); input_open_regular clears it, so that reads wait again.
 */
void		 input_regular_mapped(int fd, const char *path,
		    const char *what, struct stat *sb);

/*
 * Is sb /dev/null, which reads as an empty file at once, and takes what is
 * written to it to nobody?  1 or 0.
 */
int		 input_is_null(const struct stat *sb);

/*
 * Open path, a file the caller named to be read whole (a grid, a board, a
 * distribution, rules, a sheet, a mat, a word list), with the caller's
 * own rights (privilege_open): its descriptor, or exit 2 with one line.
 * It must be a regular file, a pipe (a shell's <(...)) or /dev/null: a
 * FIFO with a name or another device is refused at once, "cannot read
 * 'PATH': it is a FIFO, not a regular file or a pipe", and never waited
 * on.
 */
int		 input_open(const char *path);

/* The length of a UTF-8 byte order mark at the start of p: 3, or 0. */
size_t		 input_bom(const char *p, size_t len);

/*
 * Say once on stderr what a tool awaits when it reads path ("-" or NULL:
 * stdin) and the standard input is a terminal: "TOOL: reading WHAT from
 * the terminal (HOW; ^D ends)", so a forgotten -f does not look like a
 * hang.  The first call that speaks wins; later ones say nothing.  what
 * and how are English, marked N_() (i18n.h), and translated here.
 */
void		 input_await(const char *path, const char *what,
		    const char *how);

/*
 * A whole file ("-" or NULL: stdin) up to NODE_MAX_INPUT bytes, NUL
 * ended, in a new string the caller frees; *len is its length.  *name is
 * set to the name used in messages ("<stdin>" or path, borrowed).  A
 * leading byte order mark is dropped.  The file is opened with the
 * caller's own rights (privilege_open): every file the caller names but
 * the game's.  input_doc_text, input_doc and input_lines read so too.
 * What it reads is kept (input_taken).
 */
char		*input_slurp(const char *path, const char **name, size_t *len);
/*
 * The same for the state file of -f, opened with the tool's rights: a
 * tool installed set-group-ID to the games group reads a game in the
 * games folder (privilege.h).  *kept, unless kept is NULL, says whether
 * the file read is kept from the caller (privilege_hides_file).
 */
char		*input_slurp_state(const char *path, const char **name,
		    size_t *len, int *kept);

/*
 * Keep text (len bytes), read from path by other means than input_slurp
 * (an alphabet: langload.h), as input_slurp keeps what it reads.  path is
 * borrowed until the run ends: the argument that named it, so that the
 * journal finds it on the command line.
 */
void		 input_take(const char *path, const char *text, size_t len);
/*
 * What input_slurp read (every file but the state of -f, from the run's
 * start: an option may read its file before -i's is held) and input_take
 * kept: the ith input (from 0), its path as the tool gave it (NULL: the
 * standard input) and its text, as read, borrowed until the run ends.
 * The journal of a move (journalfile.h) records those the command line
 * named.  Only the first INPUT_TAKEN_MAX inputs of at most
 * INPUT_TAKEN_BYTES each are kept.  Returns 0, or -1 when there is no
 * ith.
 */
#define INPUT_TAKEN_MAX		8
#define INPUT_TAKEN_BYTES	(1u << 20)
int		 input_taken(size_t i, const char **path, const char **text,
		    size_t *len);

/* A YAML or JSON document from a file ("-" or NULL: stdin), as a tree the
 * caller frees with node_free. */
struct node	*input_doc(const char *path);
/* The same, and the text it was read from (*text, the caller frees). */
struct node	*input_doc_text(const char *path, const char **name,
		    char **text, size_t *len);

/*
 * Call fn for each line of a file (NULL or "-": stdin), given without its
 * newline (fn may change it, not keep it), with the file's name and the
 * line's number.  Stops at the first line for which fn returns non-zero
 * and returns that; 0 at the end.  A NUL byte in the input exits 2.
 */
int		 input_lines(const char *path, int (*fn)(void *, char *,
		    const char *, size_t), void *arg);

#endif
