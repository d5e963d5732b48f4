/*
 * tsmat.h: what a Typeset mat is worth and holds: scoring, the tie-break,
 * the solo verdict, the vowel supply left, open spaces, and the
 * conditions that earn wild letters.
 */
#ifndef TSMAT_H
#define TSMAT_H

#include <stddef.h>

#include "dict.h"
#include "typeset.h"

/* One row's score. */
struct ts_row_score {
	char	word[TS_MAXSPACES + 1];	/* letters slid left, capitals */
	size_t	len;
	int	legal;			/* 1 a word, 0 not, -1 an empty row */
	long	points;
};

struct ts_score {
	size_t			nrows;
	struct ts_row_score	row[TS_MAXROWS];
	long			word_points;
	long			errors;
	long			error_points;	/* capped */
	long			total;
	unsigned		by_len[TS_MAXSPACES + 1];	/* legal words */
};

/* Score a mat's rows and errors against the dictionary. */
void	ts_score(const struct ts_rules *r, const struct ts_mat *m,
	    const struct dict *d, struct ts_score *s);

/*
 * The tie-break: > 0 when a ranks ahead of b, < 0 behind, 0 a true tie.
 * Totals first, then the most legal words of the longest length, then of
 * the next longest, and so on.  *len (may be NULL) is set to the word
 * length that decided, or 0 when the totals did (or nothing did).
 */
int	ts_rank_cmp(const struct ts_score *a, const struct ts_score *b,
	    size_t *len);

/*
 * The solo verdict: 1 a win (the solo target reached and the ability used
 * the most times it can be), 0 not; why says which, for people.
 */
int	ts_solo(const struct ts_rules *r, const struct ts_mat *m,
	    const struct ts_score *s, char *why, size_t whylen);

/* Word of a row: its letters slid left over blanks, as capitals. */
size_t	ts_row_word(const char *row, char *out);

/* Vowel supply: how many of letter c are left; is c in the supply? */
long	ts_vowels_left(const struct ts_rules *r, const struct ts_mat *m,
	    int c);
int	ts_is_vowel(const struct ts_rules *r, int c);
/* The column (0-based) the next crossed-off c goes to, or -1. */
long	ts_vowel_column(const struct ts_rules *r, const struct ts_mat *m,
	    int c);
/* Columns whose every vowel is crossed off. */
size_t	ts_columns_done(const struct ts_rules *r, const struct ts_mat *m);

/* Open spaces left in a row, and on the whole mat. */
size_t	ts_row_open(const struct ts_rules *r, const struct ts_mat *m,
	    size_t row);
size_t	ts_mat_open(const struct ts_rules *r, const struct ts_mat *m);

/* How many wilds of a kind the mat has earned. */
size_t	ts_earned(const struct ts_mat *m, enum ts_wild w);

/*
 * Earn every wild whose condition the mat now meets and has not earned
 * (columns, then challenge letters, then marked spaces, then the
 * ability): each adds one to m->wilds and is recorded in m->earned.
 * turn is the turn it is.  Returns how many were earned; which[] (may be
 * NULL, TS_W_N + TS_MAXCOLS long) lists them.
 */
size_t	ts_earn(const struct ts_rules *r, struct ts_mat *m, long turn,
	    int *which);

#endif
