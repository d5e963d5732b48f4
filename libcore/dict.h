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
 * ("The World's Fastest Scrabble Program", 1988).  How a file lays them
 * out is the family's own (dict_int.h); a compiled file starts with its
 * struct dict_header, whose first 8 bytes are DICT_MAGIC.
 *
 * A dictionary is the caller's from dict_open, dict_open_fd,
 * dict_peek_fd or dict_from_image until dict_free; what its queries hand
 * back (the header, a word given to a callback) is borrowed from it.
 */
#ifndef DICT_H
#define DICT_H

#include <stddef.h>
#include <stdint.h>

struct stat;

#include "alphabet.h"
#include "core.h"

/* A compiled file's first 8 bytes, to tell one from a word list. */
#define DICT_MAGIC	"WKDICT04"
#define DICT_MAXLEN	64	/* letters in the longest word kept */

/* What a compiled file records of itself (dict_info). */
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
	uint32_t	prefix;		/* the edges a walk along prefixes of
					   words reads are all among the
					   first prefix (0: not recorded);
					   the edges start 8-aligned */
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
 * at once), named path in errors, sb its status when the caller has it
 * (else NULL: it is asked).  Anything but a regular file is not a
 * dictionary.  With trusted, for a file our own build compiled and no one
 * else can write (a built-in list), only its header is checked, as the
 * whole check costs many times what one lookup does: a damaged file then
 * gives wrong answers, never a crash, but a search of one made to lie
 * may not end.
 */
struct dict	*dict_open_fd(int fd, const struct stat *sb,
		    const char *path, int trusted, struct core_err *e);
/*
 * The same for a few lookups of a file our own build compiled: its header
 * is read into *head, and nothing is mapped; each step of a walk reads
 * its list from fd.  fd and head are the caller's, kept until dict_free
 * (a caller that keeps something of its own for each file, a name, keeps
 * the header beside it: no page of its own to write).  Only dict_has,
 * dict_prefix, dict_infix and the header's queries may be asked of it: a
 * search or a batch aborts.  A read that fails (the file truncated under
 * the tool) answers 0 and is kept: dict_lost.
 */
struct dict	*dict_peek_fd(int fd, const struct stat *sb,
		    struct dict_header *head, const char *path,
		    struct core_err *e);
/* 1 when a read of d, from dict_peek_fd, has failed; else 0. */
int		 dict_lost(const struct dict *d);
/*
 * fn is called with d when a read of d, from dict_peek_fd, fails, before
 * the query answers 0 (NULL: nothing is): a tool that watches its files
 * ends there, before it says anything of the answer.
 */
void		 dict_on_lost(void (*fn)(const struct dict *));
/*
 * Map d, from dict_peek_fd, so that anything may be asked of it from
 * now on, as of a file dict_open_fd opened (nothing for one that is
 * mapped).  0, or -1 with e filled (path names the file): it cannot be
 * mapped, or its header is no longer the one read (the file changed
 * under the tool: lost, as when a read fails).
 */
int		 dict_map_peeked(struct dict *d, const char *path,
		    struct core_err *e);
/*
 * A dictionary from an image in memory (malloc'd; taken even on error,
 * and freed with the dictionary), checked whole as dict_open checks.
 */
struct dict	*dict_from_image(void *image, size_t len, struct core_err *e);
void		 dict_free(struct dict *d);
/*
 * Map the pages of a mapped dictionary a walk along prefixes of words
 * reads (all of it, when its header does not say which) now, in one call:
 * for a search that will reach most of them (an anagram search of many
 * tiles), which costs far less than a page fault for each part it reaches.
 * Nothing for an image in memory, or where the system cannot.
 */
void		 dict_prefault(const struct dict *d);
/*
 * The file's header, borrowed from d (valid until dict_free); the edges
 * follow it, 4 bytes each, nedges of them.
 */
const struct dict_header *dict_info(const struct dict *d);
/*
 * d's image, the bytes of the compiled file (mapped or read whole):
 * where they start, borrowed from d, and *len, how many there are; NULL
 * and 0 for a file dict_peek_fd reads a list at a time.
 */
const void	*dict_image(const struct dict *d, size_t *len);
/*
 * Do the n bytes at p start as a compiled dictionary does (DICT_MAGIC, of
 * this version or another)?
 */
int		 dict_is_image(const void *p, size_t n);
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
 * The same, for words each followed by DICT_PAD bytes that may be read
 * (a buffer with that room past its end; what they hold does not
 * matter): with d's words hashed (dict_wordset), a word of A-Z is read
 * eight bytes at a time, not copied first.
 */
#define DICT_PAD	16
void	dict_has_batch_padded(const struct dict *d, const char *const *w,
	    const size_t *n, unsigned char *out, size_t k);
/*
 * Make dict_has_batch quicker, for a caller about to ask about many
 * words: d's words are hashed once, beside the automaton, at some 24
 * bytes a word and the cost of a few tens of thousands of lookups, and
 * each lookup after is a few loads, not a walk.  The answers stay the
 * automaton's.  0 (also when d is a damaged file that was trusted,
 * which stays as it was), or -1 when out of memory.
 */
int	dict_wordset(struct dict *d);

/*
 * Low-level walking, for solvers.  A position is an edge word (0 is the
 * root).  dict_step returns the edge for letter byte c (either case) from
 * position pos, or 0 when there is none.  An edge's letter index is
 * dict_edge_letter's; dict_letter gives its byte, in capitals.
 */
uint32_t	dict_step(const struct dict *d, uint32_t pos, int c);
/*
 * The edges leaving pos, into out (ALPHA_MAX at most), in the order of
 * their letters' indices; returns how many (0 for a position that ends
 * every word through it).
 */
int		dict_edges(const struct dict *d, uint32_t pos, uint32_t *out);
/* The letter index (0..ALPHA_MAX-1) of edge e, from dict_step or dict_edges. */
static inline int
dict_edge_letter(uint32_t e)
{
	return (int)(e & 31);
}
/* The letter byte (a capital) of index l, 0..ALPHA_MAX-1; 0 if none. */
int		dict_letter(const struct dict *d, int l);

/*
 * Called once per word found, in alphabetical order, with the word (NUL
 * terminated, in a buffer of DICT_MAXLEN + 1 bytes that may be read whole,
 * borrowed for the call; letter bytes; those taken from wild tiles small,
 * the others capitals).
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
 * A word dict_anagrams_sets() found: where it is in its batch's text (n
 * letters as dict_found_fn has them, then a NUL), the set of its letters
 * (bit l: the letter of index l, dict_letter(), whether a tile or a wild
 * gave it) and the sum of weight[l] over its letters, each as often as
 * it holds it.
 */
struct dict_found {
	uint32_t	at;
	uint32_t	n;
	uint32_t	set;
	uint32_t	weight;
};

/*
 * dict_anagrams_sets()'s callback: k words (1 to DICT_FOUND_BATCH) in
 * the order found, their letters one after the other in text (each
 * word's n + 1 bytes at its at, from 0, so the batch's are f[k - 1].at +
 * f[k - 1].n + 1 bytes), which may be read DICT_PAD bytes further.  Both
 * are borrowed for the call.  Return 0 to go on, anything else to stop.
 */
#define DICT_FOUND_BATCH	64
typedef int dict_found_sets_fn(void *arg, const char *text,
	    const struct dict_found *f, size_t k);

/*
 * dict_anagrams(), each word with its letters' set and weight (weight[]:
 * one per letter index, ALPHA_MAX of them): kept step by step as the
 * search goes, they cost less than a second reading of every word.  The
 * words come in batches, which cost a call each, not one a word.
 */
int	dict_anagrams_sets(const struct dict *d, const char *tiles,
	    size_t minlen, int all, const unsigned char *weight,
	    dict_found_sets_fn *fn, void *arg);

/*
 * Every word matching pattern: a letter matches itself, '?' or '.' any one
 * letter, '*' any run of letters (none included).  Returns 0, the
 * callback's value, or -1 for a pattern longer than DICT_MAXLEN or with
 * other characters (e filled).
 */
int	dict_match(const struct dict *d, const char *pattern,
	    dict_found_fn *fn, void *arg, struct core_err *e);

#endif
