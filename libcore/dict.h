/*
 * dict.h: the dictionary, a compiled word automaton mapped into memory.
 *
 * One automaton answers every question a referee or a solver asks: is this
 * a word, can a word start with this (prefix), can this still become a word
 * with letters added on both sides (infix, Shenanigrams' "working towards a
 * real word").  It is the minimal automaton of every suffix of every word,
 * with each state labelled "a word ends here" or not: any factor of a word
 * is a path from the root, and the labels keep whole words apart.  Edges
 * are 32-bit words in shared sibling lists, as in Appel and Jacobson's DAWG
 * ("The World's Fastest Scrabble Program", 1988).
 *
 * File layout (little-endian): struct dict_header, then nedges uint32_t.
 * The header records the alphabet the words are spelt in: its language's
 * code and each letter's code points, by index (alphabet.h), so a file is
 * never read with another language's letters.
 * Edge bits: 0-4 the letter's index, 5 last sibling, 6 the target ends a
 * word, 7 a word can be reached from the target, 8 the target's list is
 * indexed, 9-31 where the target's list starts (0: it has no edges).  A
 * list of DICT_INDEX_MIN edges or more starts with an index word, a bit
 * per letter present, so a letter is found in one step, not a scan.
 */
#ifndef DICT_H
#define DICT_H

#include <stddef.h>
#include <stdint.h>

#include "alphabet.h"
#include "core.h"

#define DICT_MAGIC	"WKDICT03"
#define DICT_INDEX_MIN	6	/* lists this long get an index word */
#define DICT_MAXLEN	64	/* letters in the longest word kept */
#define DICT_MAXWORDS	(1u << 26)	/* words in a dictionary, at most */

#define DICT_LETTER(e)	((int)((e) & 31))
#define DICT_LAST(e)	(((e) >> 5) & 1)
#define DICT_FINAL(e)	(((e) >> 6) & 1)
#define DICT_REACH(e)	(((e) >> 7) & 1)
#define DICT_INDEXED(e)	(((e) >> 8) & 1)
#define DICT_NEXT(e)	((e) >> 9)

struct dict_header {
	char		magic[8];
	uint32_t	nedges;		/* including the unused edge 0 */
	uint32_t	nwords;
	uint32_t	maxlen;
	uint32_t	root;		/* index of the root's first edge */
	uint64_t	src_size;	/* the list it was compiled from, */
	int64_t		src_mtime;	/* to tell a stale cache */
	int64_t		src_mtime_ns;
	uint64_t	src_id;		/* its inode, device, change time, and
					   the compiler (dict_compile.h) */
	char		lang[ALPHA_CODELEN];	/* the alphabet's code, NUL-ended */
	uint32_t	nletters;	/* letters in the alphabet, 1..ALPHA_MAX */
	uint32_t	upper[ALPHA_MAX];	/* index -> code point, capital */
	uint32_t	lower[ALPHA_MAX];	/* index -> code point, small */
	uint32_t	root_edge[ALPHA_MAX];	/* the root's edge for each
						   letter, by index */
	uint32_t	unused;		/* 0: the edges start 8-aligned */
};

struct dict;

/*
 * The rules a question to the dictionary answers "no" under, whatever the
 * game: dict_rules[], indexed by enum dict_rule.  The queries below are
 * predicates; a tool that says "no" for one names its rule.
 */
enum dict_rule {
	DICT_NOT_A_WORD,	/* "not-a-word": the dictionary lacks it */
	DICT_NOT_A_PREFIX,	/* "not-a-prefix": no word starts with it */
	DICT_NOT_AN_INFIX,	/* "not-an-infix": no word holds it */
	DICT_NO_ANAGRAM,	/* "no-anagram": no word from the tiles */
	DICT_NO_MATCH,		/* "no-match": no word fits the pattern */
	DICT_NRULES
};
extern const struct core_rule dict_rules[DICT_NRULES];

/*
 * Map a compiled dictionary file, checked whole (dict_check).  NULL with e
 * filled when it cannot be opened or is not a sound wordkit dictionary.
 */
struct dict	*dict_open(const char *path, struct core_err *e);
/*
 * The same for a file open on fd (borrowed: the caller closes it, and may
 * at once), named path in errors.  Anything but a regular file is not a
 * dictionary.  With trusted, for a file our own build compiled and no one
 * else can write (a built-in list), only its header is checked, as the
 * whole check costs many times what one lookup does: a damaged file then
 * gives wrong answers, never a crash, but a search of one made to lie
 * may not end.
 */
struct dict	*dict_open_fd(int fd, const char *path, int trusted,
		    struct core_err *e);
/* A dictionary from an image in memory (malloc'd; taken even on error). */
struct dict	*dict_from_image(void *image, size_t len, struct core_err *e);
/*
 * Check the whole structure of an open dictionary, in time linear in its
 * size: every edge in range, every list sorted and ended (its index word,
 * if any, naming its letters), no path longer than the header's longest
 * word (so no loop), every reach bit true, and as many words as the
 * header says, DICT_MAXWORDS at most.  So every search of it ends, having
 * listed the header's count of words at most.  0, or -1 with e filled.
 * dict_open() and dict_from_image() call it.
 */
int		 dict_check(const struct dict *d, struct core_err *e);
void		 dict_free(struct dict *d);
/*
 * Map every page of a mapped dictionary now, in one call: for a search that
 * will reach most of it (an anagram search of many tiles), which costs far
 * less than a page fault for each part it reaches.  Nothing for an image in
 * memory, or where the system cannot.
 */
void		 dict_prefault(const struct dict *d);
const struct dict_header *dict_info(const struct dict *d);
/*
 * The alphabet d's words are spelt in, from its header, into a: its code
 * and letters, what they decode from and encode to, with accents on other
 * letters stripped (alpha_decode's default) and no vowels or tiles, which
 * a dictionary does not record.  A tool that has the language's own file
 * may prefer it when its letters are the same (dict_same_letters).
 */
void	dict_alphabet(const struct dict *d, struct alphabet *a);
/* 1 when a has exactly d's letters, in the same order; else 0. */
int	dict_same_letters(const struct dict *d, const struct alphabet *a);

/*
 * Queries on n bytes of w, letter bytes of the dictionary's alphabet
 * (alphabet.h: 'A'-'Z', and 0xC0 + k for its other letters); case does
 * not matter; anything but a letter makes the answer 0.  1 for yes.
 */
int	dict_has(const struct dict *d, const char *w, size_t n);
int	dict_prefix(const struct dict *d, const char *w, size_t n);
int	dict_infix(const struct dict *d, const char *w, size_t n);

/*
 * dict_has for k words at once (k <= DICT_BATCH): out[j] is 1 when w[j]
 * (n[j] bytes) is a word.  Faster than k calls when the words are many.
 */
#define DICT_BATCH	32
void	dict_has_batch(const struct dict *d, const char *const *w,
	    const size_t *n, unsigned char *out, size_t k);

/*
 * Low-level walking, for solvers.  A position is an edge word (0 is the
 * root).  dict_step returns the edge for letter byte c (either case) from
 * position pos, or 0 when there is none.  An edge's DICT_LETTER is the
 * letter's index; dict_letter gives its byte, in capitals.
 */
uint32_t	dict_step(const struct dict *d, uint32_t pos, int c);
/* The edges leaving pos, into out (ALPHA_MAX at most); returns how many. */
int		dict_edges(const struct dict *d, uint32_t pos, uint32_t *out);
/* The letter byte (a capital) of index l, 0..ALPHA_MAX-1; 0 if none. */
int		dict_letter(const struct dict *d, int l);

/*
 * Called once per word found, in alphabetical order, with the word (NUL
 * terminated, in a buffer of DICT_MAXLEN + 1 bytes that may be read whole;
 * letter bytes; those taken from wild tiles small, the others capitals).
 * Return 0 to go on, anything else to stop; that value is then returned by
 * the search.
 */
typedef int dict_found_fn(void *arg, const char *word, size_t n);

/*
 * Every word of at least minlen letters that can be made from the tiles
 * (letter bytes, either case, and '?' for a wild), each tile used at most once; with all,
 * only words that use every tile.  Returns 0, or the callback's value.
 */
int	dict_anagrams(const struct dict *d, const char *tiles, size_t minlen,
	    int all, dict_found_fn *fn, void *arg);

/*
 * Every word matching pattern: a letter matches itself, '?' or '.' any one
 * letter, '*' any run of letters (none included).  Returns 0, the
 * callback's value, or -1 for a pattern longer than DICT_MAXLEN or with
 * other characters (e filled).
 */
int	dict_match(const struct dict *d, const char *pattern,
	    dict_found_fn *fn, void *arg, struct core_err *e);

#endif
