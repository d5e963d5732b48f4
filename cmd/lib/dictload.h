/*
 * dictload.h: the dictionary a tool was asked for: -d NAME|FILE, or
 * several of them, comma-separated, which count as one (their union),
 * else $WORDKIT_DICT, else "standard".  Built-in names are compiled files
 * in the data directory (datadir.h); a word list file, and a union, is
 * compiled on first use and cached in the user's cache directory (not by
 * a tool that runs with more rights than its caller, which reads neither
 * $WORDKIT_DICT nor a cache: privilege.h).  Every
 * mapped file is watched: a SIGBUS in it, or a change found at exit, ends
 * the tool with exit 2 and one line naming it.
 */
#ifndef DICTLOAD_H
#define DICTLOAD_H

#include <stddef.h>

struct alphabet;
struct buf;
struct core_err;
struct dict;
struct dict_src;
struct dict_compile_stats;

/*
 * The dictionary for -d ARG (NULL: $WORDKIT_DICT, else "standard"): a
 * built-in name, a compiled file, or a word list compiled on first use and
 * cached.  The caller's, freed with dict_free (a mapped file stays
 * watched, and mapped, until exit: the check at exit needs it).  Exits 2
 * when it cannot be had.
 */
struct dict	*dictload_get(const char *arg);
/*
 * dictload_get, for a tool that asks dict_has, dict_prefix or dict_infix
 * about DICTLOAD_FEW words at most and nothing else of it: a built-in
 * dictionary is read a list at a time (dict_peek_fd).  Mapping the file
 * costs a run more than those reads do: by 8% for a word, 5% for 15 words
 * of 9 letters (71 reads).
 */
#define DICTLOAD_FEW	16
struct dict	*dictload_get_few(const char *arg);
/*
 * Map d, from dictload_get_few, watched as dictload_get's are: for a tool
 * that finds it has more to ask than a few words (nothing for one that
 * is mapped).  Exits 2 when it cannot be had, or has changed.
 */
void		 dictload_map_few(struct dict *d);
/*
 * dictload_get and dictload_get_few for a tool that judges in alphabet a
 * (the game's, or --lang's; NULL: English): a word list named is read in
 * its letters, folded as it folds them.
 */
struct dict	*dictload_get_in(const char *arg, const struct alphabet *a);
struct dict	*dictload_get_few_in(const char *arg, const struct alphabet *a);

/*
 * Done with d, from dictload_get, when the tool is about to exit: a
 * mapped file is left mapped (and watched) until exit, which unmaps it
 * anyway; any other dictionary is freed (dict_free).
 */
void		 dictload_done(struct dict *d);

/*
 * The dictionary name a tool playing a game in alphabet a (NULL: English)
 * asks dictload_get for: dname (-d) when given, else NULL ($WORDKIT_DICT,
 * else standard) when $WORDKIT_DICT is set or the game is English, else
 * the language's code ("de"): the game's dictionary follows its language.
 * Returns dname, NULL or a's code (borrowed).
 */
const char	*dictload_lang(const struct alphabet *a, const char *dname);
/* Is a dictionary named: dname (-d), or else $WORDKIT_DICT, set and not empty? */
int		 dictload_named(const char *dname);

/*
 * The names of the built-in dictionaries, sorted, each once: an array
 * ending in NULL, the caller's to free with each name.
 */
char		**dictload_names(void);

/*
 * Compile a word list file ("-" or NULL: stdin) spelt in alphabet a, with
 * dict_compile_alpha's flags (src and stats as it takes them, or NULL).
 * Returns the compiled image in a buffer of this module's that the next
 * call reuses: the caller may take its bytes (buf_take) or copy them,
 * never free the buffer itself.  Exits 2 on failure.
 */
struct buf	*dictload_compile_list(const char *list,
		    const struct alphabet *a, unsigned flags,
		    struct dict_src *src, struct dict_compile_stats *stats);

/*
 * The alphabet the words of d are read and written in: its language's
 * file when that has d's letters (for its folds), else the letters d
 * records, accents stripped from others; English folds nothing, as
 * before alphabets (café is no word).  Borrowed: valid until the next
 * call.
 */
const struct alphabet *dictload_alphabet(const struct dict *d);
/*
 * Is the UTF-8 text s (n bytes, blanks trimmed) a word of d, as a person
 * spells it?  Read with a, d's alphabet (dictload_alphabet), or, when d
 * is a union, with each part's own alphabet and folds: the last part that
 * has the word decides, yes unless it is a part with '-' (garçon is a
 * word of -d fr,pt, read as French, though Ç is a letter of the union).
 * Returns 1, 0, or -1 with e filled for text that is not UTF-8 (its
 * column in e->col).
 */
int		 dictload_has_text(const struct dict *d,
		    const struct alphabet *a, const char *s, size_t n,
		    struct core_err *e);

#endif
