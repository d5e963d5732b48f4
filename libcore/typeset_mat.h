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

/*
 * What the first n error numbers circled on r's track cost the score:
 * their sum, but never more than error_cap in all (0 or negative).
 */
long	typeset_error_points(const struct typeset_rules *r, long n);

/* Score a mat's rows and errors against the dictionary. */
void	typeset_score(const struct typeset_rules *r, const struct typeset_mat *m,
	    const struct dict *d, struct typeset_score *s);

/* A scored row's status, as the answers name it: empty, word or not-word. */
const char	*typeset_row_status(const struct typeset_row_score *rs);

/* One place in a ranking of mats. */
struct typeset_standing {
	size_t	who;		/* the index of the mat ranked here */
	size_t	place;		/* 1-based, shared by true ties */
	int	tied;		/* a true tie with the one ranked before */
	size_t	behind;		/* the mat ranked before, when the tie-break */
	size_t	len;		/* ... decided by this word length; else 0 */
};

/*
 * Rank n scores: out[0..n-1] in ranked order, by total and then the
 * tie-break: the most legal words of the longest length, then of the next
 * longest, and so on.  Mats the tie-break cannot part share a place, and
 * the order given breaks nothing.
 */
void	typeset_rank(const struct typeset_score *const *s, size_t n,
	    struct typeset_standing *out);

/*
 * The solo verdict: 1 a win (the solo target reached and the ability used
 * the most times it can be), 0 not; why says which, for people.
 */
int	typeset_solo(const struct typeset_rules *r, const struct typeset_mat *m,
	    const struct typeset_score *s, char *why, size_t whylen);

/*
 * The winners of a game that is over, its n mats m scored s: the seats
 * ranked first (typeset_rank, a true tie shares it) into who, n of room,
 * in ranked order; playing alone, the mat wins only by the solo rule,
 * whose verdict is then in why.  Returns how many, or -1 (e filled).
 */
int	typeset_winners(const struct typeset_rules *r,
	    const struct typeset_mat *m, const struct typeset_score *s,
	    size_t n, size_t *who, char *why, size_t whylen,
	    struct core_err *e);

/*
 * The vowel supply as the mat shows it: out[i] (r->ncols of them) is
 * column i of r's supply, each vowel the mat has crossed off there made
 * '-'.
 */
void	typeset_supply(const struct typeset_rules *r,
	    const struct typeset_mat *m, char out[][TYPESET_MAXLETTERS + 1]);

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
