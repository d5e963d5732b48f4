/*
 * typeset.h: Typeset's rules and mats: the printed sheet's numbers as
 * rules with documented defaults (overridable by a YAML rules file), and
 * a player's mat (rows, error numbers circled, vowels crossed off, wilds,
 * ability uses), read from and written to YAML.  What a mat is worth is
 * in typeset_mat.h.
 *
 * The sheet's numbers are not published (typeset(7)): every one is a rule.
 * The rules are in a language, an alphabet they hold a copy of: its
 * vowels are the default vowel supply, its Typeset tiles the tokens.
 * A row is a string of the language's letter bytes (alphabet.h): a
 * capital a letter, a small letter one written with a wild, '_' a blank
 * an ability left.  Its letters, slid left over the blanks, are its word.
 * Letters are UTF-8 in YAML and in every message, one byte each here.
 * Rows and spaces count from 0 in this API and from 1 in messages.
 */
#ifndef TYPESET_H
#define TYPESET_H

#include <stddef.h>

#include "alphabet.h"
#include "core.h"
#include "node.h"
#include "tiles.h"

#define TYPESET_MAXROWS	20	/* rows on a sheet */
#define TYPESET_MAXSPACES	20	/* spaces in a row */
#define TYPESET_MAXERRORS	20	/* numbers on the error track */
#define TYPESET_MAXCOLS	10	/* columns of the vowel supply */
#define TYPESET_MAXMARKED	16	/* marked spaces */
#define TYPESET_MAXABIL	16	/* abilities defined */
#define TYPESET_NAMELEN	32	/* an ability's name */
#define TYPESET_BLANK	'_'
#define TYPESET_MAXLETTERS	26	/* letters of a vowel column */

/* What an ability does; new effects are added here and in typeset.c. */
enum typeset_effect {
	TYPESET_COPY_COLUMN = 1,	/* copy a placed letter into the same column */
	TYPESET_COPY_ROW,		/* copy a placed letter into the same row */
	TYPESET_COPY_ANY,		/* copy a placed letter into any row */
	TYPESET_BLANK_SPACE		/* leave the next space of a row blank */
};

struct typeset_ability {
	char		name[TYPESET_NAMELEN + 1];
	enum typeset_effect	effect;
};

/* The ways to earn a wild, in the order they are checked. */
enum typeset_wild {
	TYPESET_W_COLUMN, TYPESET_W_CHALLENGE, TYPESET_W_MARKED, TYPESET_W_ABILITY, TYPESET_W_N
};

struct typeset_rules {
	size_t		 nrows;
	size_t		 spaces[TYPESET_MAXROWS];	/* spaces in each row */
	long		 points[TYPESET_MAXSPACES + 1];	/* by word length */
	unsigned long	 points_set;		/* bit n: points[n] given */
	size_t		 nerrors;
	long		 errors[TYPESET_MAXERRORS];	/* track values, all <= 0 */
	long		 error_cap;		/* errors cost at most this */
	size_t		 ncols;
	char		 vowels[TYPESET_MAXCOLS][TYPESET_MAXLETTERS + 1];
						/* supply columns */
	long		 column_wilds;		/* columns that earn a wild */
	char		 challenge[TYPESET_MAXLETTERS + 1];	/* challenge letters */
	long		 challenge_need;	/* how many earn a wild */
	size_t		 nmarked;
	size_t		 marked[TYPESET_MAXMARKED][2];	/* row, space */
	long		 ability_max;		/* uses; the last earns a wild */
	long		 solo_target;		/* points for a solo win */
	long		 round_letters;		/* turn letters in a round */
	struct tileset	 tokens;		/* the letter tokens */
	size_t		 nabil;
	struct typeset_ability abil[TYPESET_MAXABIL];	/* abilities known */
	struct alphabet	 alpha;			/* the language, without
						 * folds: letters are exact */
};

/* A player's mat. */
struct typeset_mat {
	size_t		 nrows;		/* rows of the sheet */
	char		 rows[TYPESET_MAXROWS][TYPESET_MAXSPACES + 1];
	long		 errors;	/* error numbers circled */
	long		 ability_uses;
	char		 vowels[TYPESET_MAXCOLS * TYPESET_MAXLETTERS + 1];
					/* crossed off, in order */
	size_t		 nearned;
	int		 earned[TYPESET_MAXCOLS + TYPESET_W_N];	/* enum typeset_wild, in order */
	long		 wilds;		/* wilds to use this turn */
	long		 wilds_turn;	/* the turn they were earned in */
	long		 letters;	/* turn letters placed or ignored */
	long		 round;		/* the round the player plays */
	int		 stopped;	/* stopped after a round */
};

/* The defaults documented in score-typeset(1), in English. */
void	typeset_rules_default(struct typeset_rules *r);

/*
 * The defaults in the language of alphabet a (typeset(7)): the vowel
 * supply's columns are a's vowels in its order (A E I O U when a names
 * none), the tokens its Typeset tiles (English's when it gives none), the
 * challenge letters the five consonants with the fewest tokens (then the
 * fewest Scrabble tiles, then the latest in a's order; English: K J Q X
 * Z); everything else as in English.
 */
void	typeset_rules_lang(struct typeset_rules *r, const struct alphabet *a);

/* Room for a mat's letters in UTF-8, with the NUL. */
#define TYPESET_UTF8LEN	(4 * TYPESET_MAXCOLS * TYPESET_MAXLETTERS + 1)

/*
 * Override r, key by key, with a rules mapping (a rules file's root, or a
 * state's "rules:").  Unknown keys, bad values and a sheet whose marked
 * spaces fall off it are errors with the place in file.  The old names
 * points, errors and vowels are read as length_points, error_track and
 * vowel_columns; both names of one rule is an error.
 */
int	typeset_rules_read(struct typeset_rules *r, const struct node *map,
	    const char *file, struct core_err *e);

/*
 * The rules as a new mapping, in the rules file format, which the caller
 * frees with node_free; NULL out of memory.
 */
struct node	*typeset_rules_node(const struct typeset_rules *r);

#endif
