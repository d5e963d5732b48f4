/*
 * tiles.h: letter tiles, multisets of them, the built-in distributions and
 * seeded shuffles.
 *
 * A tile is a letter byte of alphabet.h, in capitals: 'A'-'Z', or
 * ALPHA_HIGH + k for the k-th letter of an alphabet beyond A-Z (Ä, Ñ), or
 * the wild tile '?'.  The kinds are independent of any one alphabet, so a
 * tileset counts the tiles of every language alike; which of them a game
 * may hold is its alphabet's to say (tiles_decode).  Bags, hands and
 * discard piles are NUL-terminated strings of tiles; a bag's first
 * character is the next one drawn.
 */
#ifndef TILES_H
#define TILES_H

#include <stddef.h>

#include "alphabet.h"
#include "core.h"
#include "node.h"
#include "rng.h"

/* A-Z, the 32 letter bytes from ALPHA_HIGH, then the wild tile. */
#define TILE_KINDS	(26 + 32 + 1)
#define TILE_WILD	'?'
#define TILE_WILD_INDEX	(TILE_KINDS - 1)	/* tile_index('?') */
#define TILES_MAX	100000	/* tiles in one distribution */

/* A multiset of tiles: how many of each kind. */
struct tileset {
	unsigned n[TILE_KINDS];
};

/*
 * 'A'-'Z' -> 0-25, ALPHA_HIGH + k (k < 32) -> 26 + k, '?' ->
 * TILE_WILD_INDEX, anything else (small letters too) -> -1.
 */
int	tile_index(int c);
/* The inverse of tile_index, for 0 <= i < TILE_KINDS. */
int	tile_char(int i);

/*
 * The tile that a grid cell's letter byte c uses: a small letter ('a'-'z'
 * or ALPHA_HIGH + 0x20 + k) is a wild standing for it, so '?'; any other
 * byte is itself.
 */
static inline int
tile_of_cell(int c)
{
	c = (unsigned char)c;
	return (c >= 'a' && c <= 'z') || c >= ALPHA_HIGH + 0x20 ? TILE_WILD :
	    c;
}

/*
 * How awkward each tile is to fit into a word grid, by tile_index: 0 for
 * the easy letters and the wild, up to 9 for Q; 4 for every letter beyond
 * A-Z, which are the rarer letters of their languages (Ä, Ñ, Ç).  The
 * solver places the awkward letters first; a stuck bot dumps its most
 * awkward tile.
 */
extern const unsigned char tile_awkward[TILE_KINDS];

/*
 * The UTF-8 of tile (or letter byte) c in a, for messages, into out (at
 * least 8 bytes): "Ñ", "?"; a byte that is no letter of a is shown as
 * printable ASCII is, or escaped as every tool escapes ("\t", "\x{9B}":
 * char_escape, util.h).  Returns out.
 */
const char *tile_name(const struct alphabet *a, int c, char *out);

/*
 * The tiles of a in words, for messages: "A-Z or ?" for English, "A-Z,
 * Ñ or ?" for Spanish, each letter for an alphabet without all of A-Z.
 * Into out (size bytes); returns out.
 */
const char *tiles_of_alpha(const struct alphabet *a, char *out, size_t size);

/* The letters of tiles_of_alpha, without the wild: "A-Z, Ñ". */
const char *tiles_letters(const struct alphabet *a, char *out, size_t size);

/* What tiles_decode takes besides capital letters. */
#define TILES_WILD	0x1	/* the wild '?' */
#define TILES_ANY_CASE	0x2	/* small letters, as their capitals */

/*
 * Decode len bytes of UTF-8 s, the tiles of a bag or hand in alphabet a,
 * into tile bytes appended to out: each character must be a capital
 * letter of a, exactly (no folding: a state holds tiles, not words; a
 * letter and a combining mark that compose into one, alpha_compose, are
 * that letter), or what flags (TILES_ bits) allow besides.  Returns 0; 1 at a character
 * that is no tile of a (rule AR_NOT_A_TILE), with e->msg naming it (as
 * "'Ç' (character 3)") and e->col its 1-based column in characters; -1 for bad UTF-8 (e->col
 * likewise) or out of memory.  e->file and e->line are left for the
 * caller.
 */
int	tiles_decode(const struct alphabet *a, const char *s, size_t len,
	    int flags, struct buf *out, struct core_err *e);

/*
 * How a's tiles spell the character that tiles_decode refused at column
 * col (its e->col) of the len bytes at s, a letter and its combining mark
 * the one letter they compose: that character, as written, into ch
 * (chlen bytes, NUL-terminated) and alpha_tile_spelling's answer into sp
 * (at least 4 * ALPHA_FOLDLEN + 1 bytes), which is returned; NULL when it
 * folds onto none of a's letters, or does not fit in ch.
 */
const char *tiles_spelling(const struct alphabet *a, const char *s,
	    size_t len, size_t col, char *ch, size_t chlen, char *sp);

/* Empty t; then count tiles in and out, total and compare sets. */
void	tileset_clear(struct tileset *t);
/* Add (sign 1) or remove (sign -1) every tile of s; -1 if s has a non-tile
 * or removal would go below zero (t is then unchanged). */
int	tileset_add(struct tileset *t, const char *s, int sign);
size_t	tileset_total(const struct tileset *t);
int	tileset_equal(const struct tileset *a, const struct tileset *b);

/*
 * Fill t with a built-in game's tiles (bananagrams, bananagrams-wild,
 * shenanigrams, typeset).  Returns -1 for an unknown game.
 */
int	tiles_builtin(const char *game, struct tileset *t);

/*
 * Fill t with a game's tiles in alphabet a (its tiles: sets, by
 * enum alpha_game): bananagrams, shenanigrams (Bananagrams' set unless a
 * gives one) and typeset; bananagrams-wild is Bananagrams' set and the
 * rulebook's 6 wilds per 144 tiles, rounded (English: 144 and 6).  For
 * alpha_english this is tiles_builtin.  Returns 0, or -1 with e set for
 * an unknown game or one a gives no tiles for.
 */
int	tiles_lang(const struct alphabet *a, const char *game,
	    struct tileset *t, struct core_err *e);

/*
 * Read a distribution: a YAML mapping letter -> count ("A: 13", "?: 6").
 * Errors carry the place in file.  The letters are A-Z, either case.
 */
int	tiles_read_dist(const struct node *root, const char *file,
	    struct tileset *t, struct core_err *e);
/*
 * The same in alphabet a: a key is one letter of a in UTF-8, either
 * case ("Ñ": 2), or '?'.  With alpha_english it is tiles_read_dist.
 */
int	tiles_read_dist_alpha(const struct node *root, const char *file,
	    const struct alphabet *a, struct tileset *t, struct core_err *e);

/*
 * The tiles of t as a new string (the caller frees it): A-Z, then the
 * letters from ALPHA_HIGH (an alphabet's own order beyond A-Z), then '?'.
 * NULL when out of memory.
 */
char	*tiles_expand(const struct tileset *t);

/* Fisher-Yates shuffle of n bytes. */
void	tiles_shuffle(char *s, size_t n, struct rng *r);

/*
 * Remove one of each tile in take from hand, first occurrences first.
 * Returns 0, or -1 leaving hand unchanged when hand lacks one of them
 * (*missing is then that tile).
 */
int	tiles_remove(char *hand, const char *take, int *missing);
/*
 * Remove from hand, in place, one tile for each that take counts, first
 * occurrences first, keeping the order of the rest; each tile removed is
 * counted off take, so what hand lacked is left in it.
 */
void	tiles_remove_set(char *hand, struct tileset *take);

/*
 * A new string (the caller frees it): bag with each tile of add put back
 * at a uniformly random place, one after another.  NULL when out of
 * memory.
 */
char	*tiles_insert_random(const char *bag, const char *add, struct rng *r);

#endif
