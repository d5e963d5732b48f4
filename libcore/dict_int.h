/*
 * dict_int.h: what the dictionary's files share and no tool uses: the
 * layout of a compiled file, which dict.c reads, dict_check.c checks and
 * dict_compile.c writes, and an open one, which dict.c opens and asks
 * and dict_search.c searches.
 *
 * File layout (little-endian): struct dict_header (dict.h), then nedges
 * uint32_t.  The header records the alphabet the words are spelt in: its
 * language's code and each letter's code points, by index (alphabet.h),
 * so a file is never read with another language's letters.
 * Edge bits: 0-4 the letter's index, 5 last sibling, 6 the target ends a
 * word, 7 a word can be reached from the target, 8 the target's list is
 * indexed, 9 it has a need word, 10-31 where it starts (0: it has no
 * edges).  A list of DICT_INDEX_MIN edges or more starts with an index
 * word, a bit per letter present, so a letter is found in one step, not a
 * scan.  A list along prefixes of words whose words below all hold some
 * letters may be preceded by its need word, a bit per such letter, so an
 * anagram search leaves at once a list its tiles cannot end a word in
 * (dict_compile.c gives one to the lists where it spares most).
 */
#ifndef DICT_INT_H
#define DICT_INT_H

#include <stdint.h>
#include <stdlib.h>

#include "core.h"
#include "dict.h"
#include "util.h"

#define DICT_INDEX_MIN	6	/* lists this long get an index word */
#define DICT_MAXWORDS	(1u << 26)	/* words in a dictionary, at most */
#define DICT_MAX_EDGES	(1u << 22)	/* edges: what bits 10-31 can name */

#define DICT_ALL	0xffffffffu	/* every letter: an alphabet's are 32 */

#define DICT_LETTER(e)	((int)((e) & 31))
#define DICT_LAST(e)	(((e) >> 5) & 1)
#define DICT_FINAL(e)	(((e) >> 6) & 1)
#define DICT_REACH(e)	(((e) >> 7) & 1)
#define DICT_INDEXED(e)	(((e) >> 8) & 1)
#define DICT_NEEDS(e)	(((e) >> 9) & 1)	/* a need word before it */
#define DICT_NEXT(e)	((e) >> 10)
#define DICT_NEXT_SHIFT	10

/* An open dictionary: its image, and its letters both ways. */
#define NOLETTER	0xff	/* idx[] of a byte that is no letter */

struct dict {
	const struct dict_header *h;
	const uint32_t	*edges;		/* NULL: read a list at a time */
	uint32_t	 nedges;
	uint32_t	 maxlen;
	void		*map;
	size_t		 maplen;
	int		 mapped;	/* else map was malloc'd */
	int		 fd;		/* edges NULL: the file, borrowed */
	int		 lost;		/* edges NULL: a read of it failed */
	struct dict_set	*set;		/* its words hashed, or NULL */
	unsigned char	 idx[256];	/* letter byte (either case) ->
					   index, NOLETTER for the others */
	unsigned char	 letter[ALPHA_MAX];	/* index -> byte, capital */
};

#if defined(__GNUC__)
#define PREFETCH(p)	__builtin_prefetch(p)
#define PREFETCH_W(p)	__builtin_prefetch((p), 1)	/* to write */
#else
#define PREFETCH(p)	((void)(p))
#define PREFETCH_W(p)	((void)(p))
#endif

/*
 * What needs d's edges in memory cannot be asked of a file read a list at
 * a time (dict_peek_fd): a tool's mistake, not its user's.
 */
#define NEED_EDGES(d)	do { if ((d)->edges == NULL) abort(); } while (0)

/* A letter byte (either case) to its index; anything else to -1. */
static inline int
letter(const struct dict *d, int c)
{
	int l = d->idx[(unsigned char)c];

	return l == NOLETTER ? -1 : l;
}

/*
 * The edges of the list at, in an automaton as it is built, before it is
 * laid out: up to the one with the last-sibling bit.
 */
static inline int
dict_list_len(const uint32_t *edges, uint32_t at)
{
	int n = 1;

	while (!DICT_LAST(edges[at + n - 1]))
		n++;
	return n;
}

/* An automaton's lists, edges[1..nedges), each after those it leads to. */
struct dict_lists {
	uint32_t	*edges;
	size_t		 nedges;
};

/*
 * dict_layout.c: lay the lists of l out for a file (dict_compile.c builds
 * them): l's edges become the file's, *root its root list's start and
 * *prefix where the lists along prefixes of words end; freq, how often
 * each letter is in the words, draws the hands the need words are chosen
 * by.  0, -1 out of memory, -2 more than DICT_MAX_EDGES.
 */
int	dict_layout(struct dict_lists *l, uint32_t *root, uint32_t *prefix,
	    const uint64_t *freq);

/*
 * dict_check.c: the whole structure of an open dictionary, checked in time
 * linear in its size: every edge in range, every list sorted and ended
 * (its index word, if any, naming its letters, and its need word what its
 * words hold), no path longer than the
 * header's longest word (so no loop), every reach bit true, and as many
 * words as the header says, DICT_MAXWORDS at most.  So every search of it
 * ends, having listed the header's count of words at most.  0, or -1
 * with e filled.  dict_open() and dict_from_image() call it for a file
 * that is not trusted.
 */
int	dict_check(const struct dict *d, struct core_err *e);

/*
 * dict_set.c: a hash of the words of an automaton of up to DICT_SET_LEN
 * letters, beside it (dict_wordset).  dict_set_new reads them from h's
 * automaton (edges, h->nedges of them) into *out: 0, or -1 when out of
 * memory; *out is NULL then, and when the automaton lies (a damaged
 * file that was trusted), which gets no set.  ascii: the alphabet is
 * A-Z in order, whose words are kept as their bytes.  dict_set_batch is
 * dict_has_batch's first step: out[j] is 1 or 0 for each word, or
 * DICT_ASK for one the automaton must judge; idx maps a letter byte to
 * its index, anything else to 0xff; padded: each word is followed by
 * DICT_PAD bytes that may be read.
 */
#define DICT_SET_LEN	24	/* letters in the longest word of a set */
#define DICT_ASK	2	/* dict_set_batch: for the automaton */

struct dict_set;
int	dict_set_new(const struct dict_header *h, const uint32_t *edges,
	    int ascii, struct dict_set **out);
void	dict_set_free(struct dict_set *s);
void	dict_set_batch(const struct dict_set *s, const unsigned char *idx,
	    int padded, const char *const *w, const size_t *n,
	    unsigned char *out, size_t k);

#endif
