/*
 * datadir.h: where wordkit's data is (the built-in dictionaries, the
 * languages' files): $WORDKIT_DATADIR, else beside the binary
 * (bin/../share/wordkit, built or installed), else the data directory it
 * was built for; only that one for a tool that runs with more rights than
 * its caller (privilege.h).
 */
#ifndef DATADIR_H
#define DATADIR_H

#include <stddef.h>

/*
 * Is s a name of wordkit's data: small letters a-z, digits, '_' and '-'
 * only, and not empty?  (Not a file's path, then.)
 */
int		 datadir_is_name(const char *s);

/*
 * a, b and c end to end into path (size bytes): 0, or -1 if too long.
 * Not snprintf: its frame is deep, and each fresh page of stack is a
 * fault, which costs a tool that answers one question more than the
 * rest of its work.
 */
int		 datadir_join(char *path, size_t size, const char *a,
		    const char *b, const char *c);

/*
 * The folder the binary is in, then sub ("/../share/locale"), into path
 * (size bytes): 0; -1 in a privileged run (privilege.h), whose binary may
 * be linked where its caller chose, or when the path does not fit.
 */
int		 datadir_beside(const char *sub, char *path, size_t size);

/*
 * Where a file of wordkit's data is (file is "/standard.wkd" or
 * "/lang/de.yaml"): the first directory that has it readable.  Returns
 * path (size bytes, the caller's) or NULL when it is in none; *ours is 1
 * unless it was found through $WORDKIT_DATADIR.
 */
const char	*datadir_file(const char *file, char *path, size_t size,
		    int *ours);
/*
 * The same file, open (privilege_open with flags) where datadir_file
 * would find it: the descriptor, its path in path, *ours as there; -1
 * when it is in none; -2 with errno when it is there, readable, and
 * the open failed; -3 when a path to try does not fit in size, of
 * PATH_MAX bytes or fewer (in more, such a path is no file's, and the
 * next directory is tried).
 */
int		 datadir_open(const char *file, int flags, char *path,
		    size_t size, int *ours);

/*
 * The names of the files ending in suffix (".yaml") in sub ("/lang") of
 * every data directory, suffix taken off, sorted, each once: an array
 * ending in NULL, which the caller frees with each name.  Exit 2 when
 * memory runs out.
 */
char		**datadir_names(const char *sub, const char *suffix);

#endif
