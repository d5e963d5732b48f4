/*
 * dict_int.h: what the dictionary's files share and no tool uses: the
 * layout of a compiled file, which dict.c reads, dict_check.c checks and
 * dict_compile.c writes.
 *
 * File layout (little-endian): struct dict_header (dict.h), then nedges
 * uint32_t.  The header records the alphabet the words are spelt in: its
 * language's code and each letter's code points, by index (alphabet.h),
 * so a file is never read with another language's letters.
 * Edge bits: 0-4 the letter's index, 5 last sibling, 6 the target ends a
 * word, 7 a word can be reached from the target, 8 the target's list is
 * indexed, 9-31 where the target's list starts (0: it has no edges).  A
 * list of DICT_INDEX_MIN edges or more starts with an index word, a bit
 * per letter present, so a letter is found in one step, not a scan.
 */
#ifndef DICT_INT_H
#define DICT_INT_H

#include <stdint.h>

#include "core.h"
#include "dict.h"

#define DICT_INDEX_MIN	6	/* lists this long get an index word */
#define DICT_MAXWORDS	(1u << 26)	/* words in a dictionary, at most */
#define DICT_MAX_EDGES	(1u << 23)	/* edges: what bits 9-31 can name */

#define DICT_LETTER(e)	((int)((e) & 31))
#define DICT_LAST(e)	(((e) >> 5) & 1)
#define DICT_FINAL(e)	(((e) >> 6) & 1)
#define DICT_REACH(e)	(((e) >> 7) & 1)
#define DICT_INDEXED(e)	(((e) >> 8) & 1)
#define DICT_NEXT(e)	((e) >> 9)

/*
 * dict_check.c: the whole structure of an open dictionary, checked in time
 * linear in its size: every edge in range, every list sorted and ended
 * (its index word, if any, naming its letters), no path longer than the
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
 * file that was trusted), which gets no set.  dict_set_batch is
 * dict_has_batch's first step: out[j] is 1 or 0 for each word, or
 * DICT_ASK for one the automaton must judge; idx maps a letter byte to
 * its index, anything else to 0xff.
 */
#define DICT_SET_LEN	24	/* letters in the longest word of a set */
#define DICT_ASK	2	/* dict_set_batch: for the automaton */

struct dict_set;
int	dict_set_new(const struct dict_header *h, const uint32_t *edges,
	    struct dict_set **out);
void	dict_set_free(struct dict_set *s);
void	dict_set_batch(const struct dict_set *s, const unsigned char *idx,
	    const char *const *w, const size_t *n, unsigned char *out,
	    size_t k);

#endif
