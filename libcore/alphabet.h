/*
 * alphabet.h: a language's letters as data: which letters are tiles, how
 * the other letters of its words fold onto them, its vowels, how its word
 * list marks names, and its default tiles for each game; and the edges
 * where UTF-8 text becomes wordkit's letters and back.
 *
 * Inside wordkit a letter is one byte, so grids, hands and coordinates
 * count bytes as cells.  The letters A-Z stay 'A'-'Z' (and 'a'-'z' in
 * small letters, which mark wilds and input that keeps its case); the
 * k-th letter of an alphabet that is not one of A-Z (Ä, Ñ, Ç, or any
 * letter a user's alphabet names), counted from 0 in the file's order, is
 * the byte ALPHA_HIGH + k in capitals and ALPHA_HIGH + 0x20 + k in small
 * letters.  So c | 0x20 and c & ~0x20 switch the case of every letter, and
 * no letter byte is an ASCII character ('.', '?', '_', ' ', digits...).
 * These bytes are not UTF-8: text is decoded into them where it comes in
 * (alpha_decode) and encoded back where it goes out (alpha_encode).
 *
 * An alphabet holds at most ALPHA_MAX letters, the dictionary automaton's
 * 5-bit letter field, and numbers them 0..n-1 (alpha_index): the letters
 * of A-Z it has, in order, then the others in the file's order.
 *
 * The file format is man/wordkit-languages.7's; lang/ holds the shipped
 * languages.  Everything here is pure: no globals, no environment, no
 * output.  struct alphabet is plain data, copied with "=", never freed.
 */
#ifndef ALPHABET_H
#define ALPHABET_H

#include <stddef.h>
#include <stdint.h>

#include "core.h"
#include "util.h"

#define ALPHA_MAX	32	/* letters in one alphabet */
#define ALPHA_HIGH	0xC0	/* the first letter beyond A-Z, in capitals */
#define ALPHA_FOLDS	128	/* fold entries, both cases counted */
#define ALPHA_FOLDLEN	4	/* letters one character folds to, at most */
#define ALPHA_CODELEN	16	/* bytes of a code, with its NUL */
#define ALPHA_NAMELEN	64	/* bytes of a name, with its NUL */
#define ALPHA_SRCLEN	256	/* bytes of a source, with its NUL */
#define ALPHA_COUNT_MAX	10000	/* tiles of one letter in a set */

/* What alpha_decode does with the case of letters. */
enum alpha_case {
	ALPHA_KEEP,		/* as written: capitals and small letters */
	ALPHA_UPPER,		/* every letter in capitals */
	ALPHA_LOWER		/* every letter in small letters */
};

/* What a character that is neither a letter nor listed in folds becomes. */
enum alpha_fold_default {
	ALPHA_STRIP,		/* a Latin letter with a mark: its base */
	ALPHA_REJECT		/* not a letter of the alphabet */
};

/* How the language's word list marks proper nouns and abbreviations. */
enum alpha_names {
	ALPHA_NAMES_CAPITAL,	/* a word with a capital letter is a name */
	ALPHA_NAMES_NONE,	/* names cannot be told apart: all are kept */
	ALPHA_NAMES_CAPS_ABBREV	/* nouns are capitalised (German): only
				 * words in capitals or with a capital inside
				 * (UNO, GmbH) are abbreviations and dropped */
};

/* The games an alphabet gives default tiles for (alpha_game_names). */
enum alpha_game {
	ALPHA_GAME_BANANAGRAMS,	/* 144 tiles; Shenanigrams' too unless given */
	ALPHA_GAME_SHENANIGRAMS,
	ALPHA_GAME_TYPESET,	/* consonant tokens; vowels come from mats */
	ALPHA_GAME_SCRABBLE,	/* a published set the defaults derive from */
	ALPHA_GAMES
};

/* One character that folds: a code point and the letters it becomes. */
struct alpha_fold {
	uint32_t	cp;
	unsigned char	to[ALPHA_FOLDLEN];	/* letter bytes, capitals */
	unsigned char	len;			/* letters in to, 1.. */
	unsigned char	lower;			/* cp is a small letter */
};

/* A set of tiles: how many of each letter, by index, and wilds. */
struct alpha_tiles {
	int		given;			/* 0: the file has no such set */
	unsigned	n[ALPHA_MAX];
	unsigned	wild;			/* '?' tiles */
	char		source[ALPHA_SRCLEN];	/* where the counts come from */
};

struct alphabet {
	char		code[ALPHA_CODELEN];	/* "de": [a-z0-9_-], 1 to 15 */
	char		name[ALPHA_NAMELEN];	/* "Deutsch", UTF-8 */
	int		n;			/* letters, 1..ALPHA_MAX */
	unsigned char	letter[ALPHA_MAX];	/* index -> letter byte, capital */
	uint32_t	upper[ALPHA_MAX];	/* index -> code point, capital */
	uint32_t	lower[ALPHA_MAX];	/* index -> code point, small */
	signed char	index[256];		/* letter byte (either case) ->
						 * index, -1 for every other byte */
	struct alpha_fold fold[ALPHA_FOLDS];	/* sorted by cp */
	int		nfold;
	enum alpha_fold_default fold_default;
	unsigned char	ascii[3][128];		/* by enum alpha_case: what an
						 * ASCII byte decodes to, 0 when
						 * it needs the slow path */
	uint32_t	vowel;			/* bit i: letter i is a vowel */
	enum alpha_names names;
	struct alpha_tiles tiles[ALPHA_GAMES];
	char		spinner[ALPHA_MAX + 1];	/* letter bytes, capitals; "" none */
	char		spinner_source[ALPHA_SRCLEN];
	unsigned char	tiles_only;		/* alpha_no_folds: decode its
						 * letters only; the folds stay,
						 * for alpha_spelling */
};

/* The names of the games in the file, by enum alpha_game. */
extern const char alpha_game_names[ALPHA_GAMES][16];

/*
 * The rules of letters and tiles, which the words and tiles of every game
 * keep (wordkit-languages(7)): alpha_rules[] is their table, indexed by
 * enum alpha_rule.
 */
enum alpha_rule {
	AR_NOT_A_LETTER,	/* "not-a-letter": no letter, nor folds onto one */
	AR_NOT_A_TILE,		/* "not-a-tile": no tile of the alphabet */
	AR_NRULES
};
extern const struct core_rule alpha_rules[AR_NRULES];

/*
 * Fill a with the built-in English alphabet, the one the tools used before
 * alphabets were data: A-Z, no folds but the default strip (café is CAFE),
 * vowels AEIOU, names "capital", the tiles of libcore/tiles.c (Bananagrams'
 * 144, Typeset's 45 consonants, English Scrabble's 100 as the reference)
 * and the categories spinner's 20 letters.  lang/en.yaml says the same.
 */
void	alpha_english(struct alphabet *a);

/* An alphabet's bytes, read as the struct they are: one built in. */
union alpha_blob {
	unsigned char	b[sizeof(struct alphabet)];
	struct alphabet	a;
};

/*
 * English as data, which the build writes from alpha_english() (lang/
 * gen-builtin.c --english: $(BUILD)/gen/alpha_en.c): alpha_en.a is the
 * alphabet alpha_english() fills, alpha_en_words.a the same with
 * fold_default ALPHA_REJECT, as an English dictionary's words are read
 * (cafe is a word, café none).  Never written: a state or a dictionary of
 * English points at them, where making one writes two pages.
 */
extern const union alpha_blob alpha_en, alpha_en_words;

/*
 * Fill a with the alphabet of n letters whose capital and small letter
 * are upper[i] and lower[i] at index i, named code (NUL-terminated within
 * ALPHA_CODELEN bytes; name is then code too): what a dictionary records
 * of its alphabet.  No folds but the default strip, no vowels, names
 * "capital", no tiles, no spinner.  Returns 0, or -1 with e filled when
 * they are no alphabet's: n outside 1..ALPHA_MAX, a code point that is
 * not a letter (ASCII but A-Z and a-z, a surrogate, past U+10FFFF), one
 * given twice, an ASCII capital whose small letter is not its own, or
 * not in alpha_index's order (A-Z first, in order, then the others).
 */
int	alpha_from_letters(struct alphabet *a, const char *code, int n,
	    const uint32_t *upper, const uint32_t *lower, struct core_err *e);

/*
 * Read an alphabet from len bytes of YAML (the format of
 * wordkit-languages(7)).  file names the text in errors and must outlive
 * e.  Returns 0 with a filled, or -1 with e filled (file:line:col, the
 * column in characters); a is then unspecified.
 */
int	alpha_read(struct alphabet *a, const char *buf, size_t len,
	    const char *file, struct core_err *e);

/*
 * Decode len bytes of UTF-8 text s into letter bytes, appended to out
 * (which stays NUL-terminated).  A letter of the alphabet becomes its
 * byte; another character listed in the folds becomes its letters; one
 * not listed, with fold_default strip, its base letter(s) from the
 * built-in table of Latin-1 Supplement and Latin Extended-A letters (é E,
 * ß SS, œ OE, ł L, ...) when those are letters of the alphabet.  Case
 * follows how: kept as written (a fold keeps the case of the character it
 * replaces), or forced.  ASCII characters that are not letters (digits,
 * '.', '?', '_', space, controls, NUL) are copied unchanged, for the
 * caller to judge.  A letter of A-Z or a-z and a combining mark after it
 * that compose into a letter of the Latin table (alpha_compose) are read
 * as that letter; any other combining mark is no letter.
 * Returns 0; 1 (core_no, rule AR_NOT_A_LETTER) at the first character that
 * is not a letter of the alphabet and does not fold onto its letters; -1
 * for bad UTF-8 (overlong, truncated, a surrogate, past U+10FFFF, a stray
 * byte) or out of memory.  For 1 and -1, e->col is the 1-based column of
 * that character in s, counted in characters, and e->file and e->line are
 * NULL and 0, for the caller to fill in; out then holds what came before.
 * Text of ASCII letters costs one pass, a table look-up a byte.
 */
int	alpha_decode(const struct alphabet *a, const char *s, size_t len,
	    enum alpha_case how, struct buf *out, struct core_err *e);

/*
 * alpha_decode as a's tiles are read, as if alpha_no_folds(a), with no
 * copy of a: only its own letters decode, and a character that is none
 * of them is no letter, its message saying how the tiles spell it
 * (alpha_tile_spelling).  What every reader of tiles, hands and grids
 * decodes with.
 */
int	alpha_decode_tiles(const struct alphabet *a, const char *s,
	    size_t len, enum alpha_case how, struct buf *out,
	    struct core_err *e);

/*
 * Encode len letter bytes s back into UTF-8, appended to out: each letter
 * as its code point in its case, every other byte below 0x80 unchanged.
 * Returns 0, or -1 (e->col the 1-based byte of s) for a byte of 0x80 or
 * more that is no letter of a, or out of memory.
 */
int	alpha_encode(const struct alphabet *a, const char *s, size_t len,
	    struct buf *out, struct core_err *e);

/*
 * The NUL-terminated letter bytes s in UTF-8 into out, outlen (> 0) bytes
 * always NUL-terminated, cut short before a character that would not fit;
 * a byte of 0x80 or more that is no letter of a is shown as '?'.  For
 * messages and fixed fields.  Returns out.
 */
const char *alpha_encode_buf(const struct alphabet *a, const char *s,
	    char *out, size_t outlen);

/*
 * The UTF-8 of letter index i (0..a->n-1), in capitals or (lower) small
 * letters, into out (at least 5 bytes, NUL-terminated).  Returns its
 * length in bytes, 0 for an index out of range.
 */
size_t	alpha_letter_utf8(const struct alphabet *a, int i, int lower,
	    char *out);

/*
 * Make a an alphabet of its own letters only, as tiles are read: no
 * folds, and a character that is none of its letters is no letter (its
 * message says how a's folds would spell it, as alpha_spelling does).
 * To decode text so once, alpha_decode_tiles needs no copy of a.
 * English's lists keep a marked letter out (an English dictionary's
 * alphabet rejects it), but its tiles strip the mark, as alpha_english
 * says: café is played with C A F E.
 */
static inline enum alpha_fold_default
alpha_tiles_fold(const struct alphabet *a)
{
	if (a->code[0] == 'e' && a->code[1] == 'n' && a->code[2] == '\0')
		return ALPHA_STRIP;
	return a->fold_default;
}
static inline void
alpha_no_folds(struct alphabet *a)
{
	a->tiles_only = 1;
	a->fold_default = alpha_tiles_fold(a);
}

/*
 * How a's folds spell the character of n bytes at ch, which is none of
 * its letters: their UTF-8 in capitals into out (at least
 * 4 * ALPHA_FOLDLEN + 1 bytes) for "write SS" in a message, or NULL when
 * it folds onto none of a's letters.  alpha_no_folds does not change it.
 */
const char *alpha_spelling(const struct alphabet *a, const char *ch,
	    size_t n, char *out);

/*
 * How a tile of a is spelt for the n bytes at ch, a move's letter that is
 * none of a's tiles: what every tool says when it refuses one ("spell it
 * SS"), as a tile is read (alpha_no_folds: English's strip a mark), a
 * letter and its combining mark as the one letter they compose.  Into
 * out (at least 4 * ALPHA_FOLDLEN + 1 bytes), or NULL when ch is not one
 * character, is a's own letter, or folds onto none of a's letters.
 */
const char *alpha_tile_spelling(const struct alphabet *a, const char *ch,
	    size_t n, char *out);

/* The index of letter byte c (either case), or -1 when c is no letter. */
static inline int
alpha_index(const struct alphabet *a, int c)
{
	return a->index[(unsigned char)c];
}

/* Is letter byte c (either case) a vowel of a?  1 yes, 0 no. */
static inline int
alpha_is_vowel(const struct alphabet *a, int c)
{
	int i = a->index[(unsigned char)c];

	return i >= 0 && (a->vowel >> i & 1u);
}

/* The capital of letter byte c, and its small letter (c itself if none). */
static inline int
alpha_upper(const struct alphabet *a, int c)
{
	return a->index[(unsigned char)c] >= 0 ? (c & ~0x20) : c;
}

static inline int
alpha_lower(const struct alphabet *a, int c)
{
	return a->index[(unsigned char)c] >= 0 ? (c | 0x20) : c;
}

/* The total of a tile set, wilds included. */
size_t	alpha_tiles_total(const struct alpha_tiles *t);

/*
 * Encode one code point as UTF-8 into out (at least 4 bytes).  Returns
 * the length, 1 to 4, or 0 for a surrogate or a value past U+10FFFF.
 */
size_t	alpha_utf8_put(uint32_t cp, char *out);

/*
 * When *cp, a character just read, is a letter of A-Z or a-z and the n
 * bytes at s start with a combining mark that composes with it into one
 * letter of Latin-1 Supplement or Latin Extended-A (A and U+0308 are Ä,
 * as Unicode's NFC composes them), that letter into *cp.  Returns the
 * mark's length in bytes, or 0 (and *cp unchanged) when nothing composes.
 */
size_t	alpha_compose_mark(const char *s, size_t n, uint32_t *cp);
/*
 * The character at s (n > 0 bytes) into *cp, a letter A-Z or a-z with the
 * combining mark after it that composes one letter (alpha_compose) read
 * as that letter: its length in bytes, mark and all; 0 for bytes that
 * start no character.
 */
size_t	alpha_utf8_get_composed(const char *s, size_t n, uint32_t *cp);
static inline size_t
alpha_compose(const char *s, size_t n, uint32_t *cp)
{
	/* A mark of U+0300-U+036F is 0xCC 0x80 to 0xCD 0xBF in UTF-8. */
	if (*cp >= 0x80 || n < 2 || ((unsigned char)s[0] & 0xFE) != 0xCC)
		return 0;
	return alpha_compose_mark(s, n, cp);
}

/*
 * Decode the UTF-8 character at s (n > 0 bytes there): utf8_get, util.h,
 * as the alphabet's readers have always called it.
 */
static inline size_t
alpha_utf8_get(const char *s, size_t n, uint32_t *cp, const char **why)
{
	return utf8_get(s, n, cp, why);
}

#endif
