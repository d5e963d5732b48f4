/*
 * typeset_int.h: what the files of Typeset share and no tool uses.
 *
 *	typeset.c		the sheet's numbers as rules, mats in YAML
 *	typeset_mat.c		what a mat is worth and holds
 *	typeset_game.c		a game held: its rules, mats and ability read
 *			in and written back, a dealt game set up
 *	typeset_play.c		the referee: its turns and actions
 *	typeset_play_actions.c	actions as text
 *	typeset_sources.c	a mat held to the state: its letters to their
 *			sources, its wilds to their conditions
 *	typeset_find.c		good turns (an engine, typeset_find.h)
 *
 * Tools see typeset.h (rules and mats), typeset_mat.h (scores, ranks,
 * the solo verdict), typeset_play.h (the referee) and typeset_find.h.
 */
#ifndef TYPESET_INT_H
#define TYPESET_INT_H

#include <stddef.h>

#include "alphabet.h"
#include "core.h"
#include "node.h"
#include "typeset.h"

/* --- typeset.c --- */

/*
 * Decode the UTF-8 scalar n into the letter bytes of r's alphabet in out
 * (outlen bytes with the NUL), capitals when how says so: every
 * character one letter, exactly (no folding: a mat holds the letters
 * written, one a space), or one of the ASCII bytes of keep ("_", or "").
 * Returns the letters decoded, or -1 with e at the character's
 * file:line:col (its column in characters): for bad UTF-8, "WHAT: '%s'
 * is not a letter" and what hint says of the letters for any other
 * character, "WHAT: more than N letters" when out is too small.
 */
enum typeset_hint {
	TYPESET_HINT_NONE,	/* nothing more */
	TYPESET_HINT_LETTERS,	/* " of NAME" but in English */
	TYPESET_HINT_ROW	/* a mat's row: its letters, wilds, blanks */
};
long	typeset_decode(const struct typeset_rules *r, const struct node *n,
	    enum alpha_case how, const char *keep, const char *what,
	    enum typeset_hint hint, const char *file, char *out,
	    size_t outlen, struct core_err *e);

/* The column in file of the k-th character (from 0) of scalar n. */
size_t	typeset_node_col(const struct node *n, size_t k);

/*
 * Are r's letters A-Z and no others, as English's, so that messages may
 * name them "A-Z"?  1 yes, 0 no.
 */
int	typeset_english(const struct typeset_rules *r);

/* The capital of letter byte c (alphabet.h); any other byte is itself. */
static inline int
typeset_cap(int c)
{
	return (c >= 'a' && c <= 'z') || c >= ALPHA_HIGH + 0x20 ? c - 0x20 : c;
}

/*
 * "s" after a count of n that is not 1, for a noun of the English-only
 * text (a turn's events); else "".  Never for a message the catalogs
 * translate: they have no plurals, so those put a count after its label.
 */
static inline const char *
typeset_plural(long n)
{
	return n == 1 ? "" : "s";
}

/* The ability named name, or NULL. */
const struct typeset_ability *typeset_ability_find(
	    const struct typeset_rules *r, const char *name);

/* An effect's name in a rules file: copy-column, copy-row, ... */
const char	*typeset_effect_name(enum typeset_effect f);

/* A wild's name in a mat's "earned": column, challenge, marked, ability. */
const char	*typeset_wild_name(enum typeset_wild w);

/* --- typeset_mat.c --- */

/* Word of a row: its letters slid left over blanks, as capitals. */
size_t	typeset_row_word(const char *row, char *out);

/* Vowel supply: how many of letter c are left; is c in the supply? */
long	typeset_vowels_left(const struct typeset_rules *r,
	    const struct typeset_mat *m, int c);
int	typeset_is_vowel(const struct typeset_rules *r, int c);
/* The column (0-based) the next crossed-off c goes to, or -1. */
long	typeset_vowel_column(const struct typeset_rules *r,
	    const struct typeset_mat *m, int c);

/* Open spaces left in a row, and on the whole mat. */
size_t	typeset_row_open(const struct typeset_rules *r,
	    const struct typeset_mat *m, size_t row);
size_t	typeset_mat_open(const struct typeset_rules *r,
	    const struct typeset_mat *m);

/* How many wilds of a kind the mat has earned. */
size_t	typeset_earned(const struct typeset_mat *m, enum typeset_wild w);

/*
 * What earns wilds, as the mat stands: columns of the vowel supply whose
 * every vowel is crossed off; the different challenge letters anywhere on
 * it, capital or small (into have, in the rules' order, with the NUL,
 * when have is not NULL: TYPESET_MAXLETTERS + 1 bytes); marked spaces
 * holding a letter (a blank is none).
 */
size_t	typeset_columns_done(const struct typeset_rules *r,
	    const struct typeset_mat *m);
size_t	typeset_challenge_have(const struct typeset_rules *r,
	    const struct typeset_mat *m, char *have);
size_t	typeset_marked_filled(const struct typeset_rules *r,
	    const struct typeset_mat *m);

/*
 * Does m meet the condition of the k-th (from 0) wild of kind w?  1 yes,
 * 0 no: a kind the rules give no way to earn, or earn fewer times, is
 * never met.
 */
int	typeset_wild_met(const struct typeset_rules *r,
	    const struct typeset_mat *m, enum typeset_wild w, size_t k);

/*
 * Earn every wild whose condition the mat now meets and has not earned
 * (columns, then challenge letters, then marked spaces, then the
 * ability): each adds one to m->wilds and is recorded in m->earned.
 * turn is the turn it is.  Returns how many were earned; which[] (may be
 * NULL, TYPESET_W_N + TYPESET_MAXCOLS long) lists them.
 */
size_t	typeset_earn(const struct typeset_rules *r, struct typeset_mat *m,
	    long turn, int *which);

/* An empty mat for the sheet of r. */
void	typeset_mat_empty(const struct typeset_rules *r,
	    struct typeset_mat *m);

/* --- typeset_play.c --- */

/*
 * May mat m of g stop where it stands: at the end of a round, or once
 * the bag is empty and every letter drawn is dealt with?  1 or 0.
 */
struct typeset_game;
int	typeset_stop_here(const struct typeset_game *g,
	    const struct typeset_mat *m);

/* --- typeset_sources.c --- */

/*
 * Is the mat of seat i of g, read from the mapping at, one a legal game
 * gives: no more turn letters dealt with than drawn, its round theirs,
 * every wild it earned met (typeset_mat_earned) and every letter
 * sourced (typeset_mat_sources)?  0 yes; -1 with e at the place in g's
 * file, naming the player.
 */
int	typeset_mat_check(const struct typeset_game *g, size_t i,
	    const struct node *at, struct core_err *e);

#endif
