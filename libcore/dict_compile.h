/*
 * dict_compile.h: compiling a word list into a dictionary file (see dict.h).
 *
 * A list is one word per line (blanks at the end of a line do not count),
 * in UTF-8, spelt in an alphabet (alphabet.h): each line is decoded with
 * its folds (élève is ELEVE in French, Straße STRASSE in German), and a
 * line with anything but letters after that (an apostrophe, a hyphen, a
 * digit, a character that is no letter and does not fold onto letters,
 * bad UTF-8) is not a word.  English's lists (code "en") fold nothing: a
 * letter beyond A-Z keeps the line out, as café was before alphabets.
 * The alphabet's names rule says which lines are names, skipped:
 * "capital", a line with a capital letter; "none", no line (every word
 * is kept, in small letters); "caps-abbrev", a line of capitals only or
 * with a capital after its first letter (UNO, GmbH), while Baum is a
 * word.  A list with no small letter anywhere is taken to be written in
 * capitals (as Scrabble lists are), and then its all-capital lines are
 * the words.  Words longer than DICT_MAXLEN letters are skipped, and so
 * are single letters but "a" and "i" in English (a list such as SCOWL
 * names every letter as a word; a game never counts them) and but the
 * language's vowels and Y in any other.
 */
#ifndef DICT_COMPILE_H
#define DICT_COMPILE_H

#include <stddef.h>
#include <stdint.h>

#include "alphabet.h"
#include "core.h"
#include "dict.h"
#include "util.h"

/*
 * What a list costs to compile grows with its words' letters and, as
 * every ending of a word is added, with the square of each word's length,
 * so a list is refused, before anything is built, past any of these (the
 * largest built-in list holds 2.3 million letters and 12.5 million in
 * its words' endings); and the automaton it makes may have 2^22 edges
 * (DICT_MAX_EDGES, dict_int.h).
 */
#define DICT_LIST_MAX		(256u << 20)	/* bytes in a list */
#define DICT_LIST_LETTERS	(1u << 24)	/* letters in its words */
#define DICT_LIST_WORK		(1u << 26)	/* letters in their endings */

/*
 * Raised whenever a list compiles to a different dictionary than before
 * (a word kept or skipped otherwise, another layout), so that a cache
 * written by an older compiler is told from a fresh one.
 */
#define DICT_COMPILE_FORMAT	4

/* dict_compile_alpha's flags. */
#define DICT_NEED_VOWEL		0x1u	/* skip words with no vowel of the
					   language and no Y (kg, km) */
#define DICT_ALL_SINGLES	0x2u	/* keep every one-letter word and
					   fold English too: for a union,
					   whose parts were judged */
#define DICT_MAY_BE_EMPTY	0x4u	/* a list with no words compiles
					   to a dictionary of none (one
					   that takes words away) */

/*
 * Where a compiled list came from, to tell when a cached copy is stale:
 * its size and modification time, and id, a hash of what else tells it
 * (its inode, device and change time) and of the compiler that made the
 * copy (its version and DICT_COMPILE_FORMAT), chosen by the caller.
 */
struct dict_src {
	uint64_t	size;
	int64_t		mtime;
	int64_t		mtime_ns;
	uint64_t	id;
};

/* Was d compiled from the list src tells, as its header records? */
struct dict;
int	dict_made_from(const struct dict *d, const struct dict_src *src);

struct dict_compile_stats {
	size_t	words;		/* distinct words kept */
	size_t	skipped;	/* lines that were not words */
	size_t	edges;
};

/*
 * Compile len bytes of word list, spelt in alphabet a (borrowed), into a
 * dictionary image appended to out (the caller's buffer, whose bytes are
 * its own to write or hand to dict_from_image), which records a's code
 * and letters.
 * flags are DICT_ bits above.  src (may be NULL) is recorded in the
 * header.  Returns 0, or -1 with e filled (a list with no words, unless
 * DICT_MAY_BE_EMPTY, or out of memory).
 */
int	dict_compile_alpha(const char *text, size_t len,
	    const struct alphabet *a, unsigned flags,
	    const struct dict_src *src, struct buf *out,
	    struct dict_compile_stats *stats, struct core_err *e);
/* dict_compile_alpha in English (alpha_english), with no flags. */
int	dict_compile(const char *text, size_t len, const struct dict_src *src,
	    struct buf *out, struct dict_compile_stats *stats, struct core_err *e);

#endif
