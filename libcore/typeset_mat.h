/*
 * typeset_mat.h: what a Typeset mat is worth and holds: scoring, the tie-break,
 * the solo verdict, the vowel supply left, open spaces, and the
 * conditions that earn wild letters.
 */
#ifndef TYPESET_MAT_H
#define TYPESET_MAT_H

#include <stddef.h>

#include "dict.h"
#include "typeset.h"

/* One row's score. */
struct typeset_row_score {
	char	word[TYPESET_MAXSPACES + 1];	/* letters slid left, capitals */
	size_t	len;
	int	empty;			/* 1: no letter (len 0), no points */
	int	legal;			/* 1 a word, 0 not (an empty row: 0) */
	long	points;
};

struct typeset_score {
	size_t			nrows;
	struct typeset_row_score	row[TYPESET_MAXROWS];
	long			word_points;
	long			errors;
	long			error_points;	/* capped */
	long			total;
	unsigned		by_len[TYPESET_MAXSPACES + 1];	/* legal words */
};

/* Score a mat's rows and errors against the dictionary. */
void	typeset_score(const struct typeset_rules *r, const struct typeset_mat *m,
	    const struct dict *d, struct typeset_score *s);

/* One place in a ranking of mats. */
struct typeset_standing {
	size_t	who;		/* the index of the mat ranked here */
	size_t	place;		/* 1-based, shared by true ties */
	int	tied;		/* a true tie with the one ranked before */
	size_t	behind;		/* the mat ranked before, when the tie-break */
	size_t	len;		/* ... decided by this word length; else 0 */
};

/*
 * The tie-break: > 0 when a ranks ahead of b, < 0 behind, 0 a true tie.
 * Totals first, then the most legal words of the longest length, then of
 * the next longest, and so on.  *len (may be NULL) is set to the word
 * length that decided, or 0 when the totals did (or nothing did).
 */
int	typeset_rank_cmp(const struct typeset_score *a, const struct typeset_score *b,
	    size_t *len);

/*
 * Rank n scores: out[0..n-1] in ranked order, by total and then the
 * tie-break (typeset_rank_cmp); mats the tie-break cannot part share a
 * place, and the order given breaks nothing.
 */
void	typeset_rank(const struct typeset_score *const *s, size_t n,
	    struct typeset_standing *out);

/*
 * The solo verdict: 1 a win (the solo target reached and the ability used
 * the most times it can be), 0 not; why says which, for people.
 */
int	typeset_solo(const struct typeset_rules *r, const struct typeset_mat *m,
	    const struct typeset_score *s, char *why, size_t whylen);

/* Word of a row: its letters slid left over blanks, as capitals. */
size_t	typeset_row_word(const char *row, char *out);

/* Vowel supply: how many of letter c are left; is c in the supply? */
long	typeset_vowels_left(const struct typeset_rules *r, const struct typeset_mat *m,
	    int c);
int	typeset_is_vowel(const struct typeset_rules *r, int c);
/* The column (0-based) the next crossed-off c goes to, or -1. */
long	typeset_vowel_column(const struct typeset_rules *r, const struct typeset_mat *m,
	    int c);
/* Columns whose every vowel is crossed off. */
size_t	typeset_columns_done(const struct typeset_rules *r, const struct typeset_mat *m);

/* Open spaces left in a row, and on the whole mat. */
size_t	typeset_row_open(const struct typeset_rules *r, const struct typeset_mat *m,
	    size_t row);
size_t	typeset_mat_open(const struct typeset_rules *r, const struct typeset_mat *m);

/* How many wilds of a kind the mat has earned. */
size_t	typeset_earned(const struct typeset_mat *m, enum typeset_wild w);

/*
 * Earn every wild whose condition the mat now meets and has not earned
 * (columns, then challenge letters, then marked spaces, then the
 * ability): each adds one to m->wilds and is recorded in m->earned.
 * turn is the turn it is.  Returns how many were earned; which[] (may be
 * NULL, TYPESET_W_N + TYPESET_MAXCOLS long) lists them.
 */
size_t	typeset_earn(const struct typeset_rules *r, struct typeset_mat *m, long turn,
	    int *which);

/* An empty mat for the sheet of r. */
void	typeset_mat_empty(const struct typeset_rules *r, struct typeset_mat *m);

/*
 * Read a mat from a mapping (rows, errors, ability_uses and the keys the
 * referee keeps).  Every problem is an error with its place in file: a
 * row longer than the sheet or with a character that is not a letter of
 * the rules' language (UTF-8, decoded exactly: one character a space),
 * more rows than the sheet, more errors than the track, more uses than
 * the ability allows, a vowel the supply lacks.
 */
int	typeset_mat_read(const struct typeset_rules *r, const struct node *map,
	    const char *file, struct typeset_mat *m, struct core_err *e);

/*
 * Write m's keys into map (other keys kept), its letters in UTF-8 in
 * alphabet a (the rules'); -1 when out of memory.
 */
int	typeset_mat_write(const struct alphabet *a, const struct typeset_mat *m,
	    struct node *map);

#endif
