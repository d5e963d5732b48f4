/*
 * dictload_int.h: what the files of dictload share, and nothing else
 * includes: the dictionaries -d names (dictload.c), unions of them
 * (dictload_union.c), watching mapped dictionaries (dictload_watch.c)
 * and the word-list cache (dictload_cache.c).
 */
#ifndef DICTLOAD_INT_H
#define DICTLOAD_INT_H

#include <sys/stat.h>

#include <stdint.h>

#include "core.h"
#include "dict.h"
#include "dict_compile.h"
#include "util.h"

/*
 * The built-in dictionary name (datadir_is_name), mapped and watched, its
 * file's path in *path (kept while the tool runs); NULL when no data
 * directory has it.  Exit 2 when it cannot be opened or read.  Another's
 * file (through $WORDKIT_DATADIR) is checked whole; ours are not (dict.h),
 * and with few are read a list at a time (DICTLOAD_PEEK), not mapped.
 */
struct dict	*dictload_builtin(const char *name, const char **path,
		    int few);
/*
 * A dictionary from the file name: compiled, or a word list (compiled
 * now, and cached), with dict_compile_alpha's flags.  Exit 2 when it
 * cannot be had.  A list with no words (DICT_MAY_BE_EMPTY) is not cached.
 */
struct dict	*dictload_file(const char *name, const struct alphabet *a,
		    unsigned flags);
/*
 * The union arg names: its parts, comma-separated, as one dictionary
 * (dictload_union.c).  Exit 2 when it cannot be had.
 */
struct dict	*dictload_union(const char *arg, const struct alphabet *a);

/*
 * The dictionary file open on fd, whose status the caller has just
 * read into sb, mapped and watched under name (a SIGBUS in it, or a
 * change from sb found at exit, ends the tool with exit 2 and one line
 * naming it); fd is then kept.  Checked whole unless trusted
 * (dict_open_fd); with trusted DICTLOAD_PEEK not mapped but read a list
 * at a time (dict_peek_fd), and a read that fails is told at exit too.
 * NULL with e filled when it is not a dictionary (fd is then the
 * caller's to close).
 */
#define DICTLOAD_PEEK	2
struct dict	*dictload_map(int fd, const struct stat *sb, const char *name,
		    int trusted, struct core_err *e);
/*
 * Room for the name the next dictload_map will watch (*size bytes), kept
 * with the entry it will fill: a path built there needs no buffer of its
 * own on the stack, a page that every start would fault in.  With any 0,
 * the first entry's room may be short (a path that does not fit is built
 * again with any 1, in room for any path).
 */
char		*dictload_watch_room(int any, size_t *size);
/*
 * Free d and stop watching it, when it was mapped by dictload_map; any
 * other dictionary is only freed.
 */
void		 dictload_unmap(struct dict *d);

/* FNV-1a over n bytes of p, from h (DICTLOAD_FNV_START to begin). */
#define DICTLOAD_FNV_START	1469598103934665603ULL
uint64_t	 dictload_fnv64(uint64_t h, const void *p, size_t n);
/*
 * The compiler's part of a cache's id: its version and the compile
 * format, so that a cache from another wordkit is never taken as fresh.
 */
uint64_t	 dictload_compiler_id(void);
/* What tells a list, as a cached copy of it records it (dict_compile.h). */
void		 dictload_src_of(const struct stat *sb, struct dict_src *src);

/*
 * The cache directory, open, when there is one to trust, made first
 * (with create) where that is safe; -1 when there is none.
 */
int		 dictload_cache_dir(int create);
/*
 * What of alphabet a decides how a word list is read (its code, letters,
 * folds and names rule), hashed into h; h as it is for English or NULL,
 * whose lists are read as they always were.
 */
uint64_t	 dictload_alpha_print(uint64_t h, const struct alphabet *a);
/*
 * The cache file's name for list read in alphabet a (NULL: English): its
 * real path, and the alphabet (dictload_alpha_print), hashed; -1 if none.
 */
int		 dictload_cache_name(const char *list, const struct alphabet *a,
		    char *name, size_t size);
/*
 * The cached image name in cache directory dfd, watched under what, when
 * it is there, to be trusted and made from src; NULL otherwise.
 */
struct dict	*dictload_cache_load(int dfd, const char *name,
		    const char *what, const struct dict_src *src);
/* Store img as name in dfd, privately; silently skipped on failure. */
void		 dictload_cache_store(int dfd, const char *name,
		    const struct buf *img);

#endif
