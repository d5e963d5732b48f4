/*
 * typeset.h: Typeset's rules and mats: the printed sheet's numbers as
 * rules with documented defaults (overridable by a YAML rules file), and
 * a player's mat (rows, error numbers circled, vowels crossed off, wilds,
 * ability uses), read from and written to YAML.  What a mat is worth is
 * in tsmat.h.
 *
 * The sheet's numbers are not published (FACTS.md): every one is a rule.
 * A row is a string: 'A'-'Z' a letter, 'a'-'z' a letter written with a
 * wild, '_' a blank an ability left.  Its letters, slid left over the
 * blanks, are its word.  Rows and spaces count from 0 in this API and
 * from 1 in messages.
 */
#ifndef TYPESET_H
#define TYPESET_H

#include <stddef.h>

#include "core.h"
#include "doc.h"
#include "tiles.h"

#define TS_MAXROWS	20	/* rows on a sheet */
#define TS_MAXSPACES	20	/* spaces in a row */
#define TS_MAXERRORS	20	/* numbers on the error track */
#define TS_MAXCOLS	10	/* columns of the vowel supply */
#define TS_MAXMARKED	16	/* marked spaces */
#define TS_MAXABIL	16	/* abilities defined */
#define TS_NAMELEN	32	/* an ability's name */
#define TS_BLANK	'_'

/* What an ability does; new effects are added here and in typeset.c. */
enum ts_effect {
	TS_COPY_COLUMN = 1,	/* copy a placed letter into the same column */
	TS_COPY_ROW,		/* copy a placed letter into the same row */
	TS_COPY_ANY,		/* copy a placed letter into any row */
	TS_BLANK_SPACE		/* leave the next space of a row blank */
};

struct ts_ability {
	char		name[TS_NAMELEN + 1];
	enum ts_effect	effect;
};

/* The ways to earn a wild, in the order they are checked. */
enum ts_wild {
	TS_W_COLUMN, TS_W_CHALLENGE, TS_W_MARKED, TS_W_ABILITY, TS_W_N
};

struct ts_rules {
	size_t		 nrows;
	size_t		 spaces[TS_MAXROWS];	/* spaces in each row */
	long		 points[TS_MAXSPACES + 1];	/* by word length */
	unsigned long	 points_set;		/* bit n: points[n] given */
	size_t		 nerrors;
	long		 errors[TS_MAXERRORS];	/* track values, all <= 0 */
	long		 error_cap;		/* errors cost at most this */
	size_t		 ncols;
	char		 vowels[TS_MAXCOLS][27];	/* supply columns */
	long		 column_wilds;		/* columns that earn a wild */
	char		 challenge[27];		/* the challenge letters */
	long		 challenge_need;	/* how many earn a wild */
	size_t		 nmarked;
	size_t		 marked[TS_MAXMARKED][2];	/* row, space */
	long		 ability_max;		/* uses; the last earns a wild */
	long		 solo_target;		/* points for a solo win */
	long		 round_letters;		/* turn letters in a round */
	struct tileset	 tokens;		/* the letter tokens */
	size_t		 nabil;
	struct ts_ability abil[TS_MAXABIL];	/* abilities known */
};

/* A player's mat. */
struct ts_mat {
	size_t		 nrows;		/* rows of the sheet */
	char		 rows[TS_MAXROWS][TS_MAXSPACES + 1];
	long		 errors;	/* error numbers circled */
	long		 ability_uses;
	char		 vowels[TS_MAXCOLS * 26 + 1];	/* crossed off, in order */
	size_t		 nearned;
	int		 earned[TS_MAXCOLS + TS_W_N];	/* enum ts_wild, in order */
	long		 wilds;		/* wilds to use this turn */
	long		 wilds_turn;	/* the turn they were earned in */
	long		 letters;	/* turn letters placed or ignored */
	long		 round;		/* the round the player plays */
	int		 stopped;	/* stopped after a round */
};

/* The defaults documented in score-typeset(1). */
void	ts_rules_default(struct ts_rules *r);

/*
 * Override r, key by key, with a rules mapping (a rules file's root, or a
 * state's "rules:").  Unknown keys, bad values and a sheet whose marked
 * spaces fall off it are errors with the place in file.
 */
int	ts_rules_read(struct ts_rules *r, const struct node *map,
	    const char *file, struct core_err *e);

/* The rules as a mapping, in the rules file format; NULL out of memory. */
struct node	*ts_rules_node(const struct ts_rules *r);

/* The ability named name, or NULL. */
const struct ts_ability *ts_ability_find(const struct ts_rules *r,
	    const char *name);
const char	*ts_effect_name(enum ts_effect f);

/* An empty mat for the sheet of r. */
void	ts_mat_empty(const struct ts_rules *r, struct ts_mat *m);

/*
 * Read a mat from a mapping (rows, errors, ability_uses and the keys the
 * referee keeps).  Every problem is an error with its place in file: a
 * row longer than the sheet or with a character that is not a letter,
 * more rows than the sheet, more errors than the track, more uses than
 * the ability allows, a vowel the supply lacks.
 */
int	ts_mat_read(const struct ts_rules *r, const struct node *map,
	    const char *file, struct ts_mat *m, struct core_err *e);

/* Write m's keys into map (other keys kept); -1 when out of memory. */
int	ts_mat_write(const struct ts_mat *m, struct node *map);

/* A wild's name in a mat's "earned": column, challenge, marked, ability. */
const char	*ts_wild_name(enum ts_wild w);

#endif
