/*
 * typeset_mat.c: what a Typeset mat is worth and holds: the score of each row,
 * the total, the tie-break and the solo verdict; the vowel supply left,
 * the open spaces, and the wilds a mat has earned.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "core.h"
#include "dict.h"
#include "typeset_mat.h"
#include "typeset.h"

/* --- scoring --- */

size_t
typeset_row_word(const char *row, char *out)
{
	size_t n = 0;

	for (; *row != '\0'; row++)
		if (*row != TYPESET_BLANK)
			out[n++] = (char)toupper((unsigned char)*row);
	out[n] = '\0';
	return n;
}

void
typeset_score(const struct typeset_rules *r, const struct typeset_mat *m,
    const struct dict *d, struct typeset_score *s)
{
	struct typeset_row_score *rs;
	size_t i;
	long cost = 0;

	memset(s, 0, sizeof(*s));
	s->nrows = m->nrows;
	for (i = 0; i < m->nrows; i++) {
		rs = &s->row[i];
		rs->len = typeset_row_word(m->rows[i], rs->word);
		if (rs->len == 0) {
			rs->legal = -1;
			continue;
		}
		rs->legal = dict_has(d, rs->word, rs->len);
		rs->points = rs->legal ? r->points[rs->len] :
		    -r->points[rs->len];
		if (rs->legal)
			s->by_len[rs->len]++;
		s->word_points += rs->points;
	}
	s->errors = m->errors;
	for (i = 0; i < (size_t)m->errors && i < r->nerrors; i++)
		cost += r->errors[i];
	if (cost < -r->error_cap)
		cost = -r->error_cap;
	s->error_points = cost;
	s->total = s->word_points + s->error_points;
}

int
typeset_rank_cmp(const struct typeset_score *a, const struct typeset_score *b, size_t *len)
{
	size_t l;

	if (len != NULL)
		*len = 0;
	if (a->total != b->total)
		return a->total > b->total ? 1 : -1;
	/* Lengths the sheet cannot hold count 0 for both. */
	for (l = TYPESET_MAXSPACES; l >= 1; l--)
		if (a->by_len[l] != b->by_len[l]) {
			if (len != NULL)
				*len = l;
			return a->by_len[l] > b->by_len[l] ? 1 : -1;
		}
	return 0;
}

int
typeset_solo(const struct typeset_rules *r, const struct typeset_mat *m,
    const struct typeset_score *s, char *why, size_t whylen)
{
	int pts = s->total >= r->solo_target;
	int abil = m->ability_uses >= r->ability_max;

	if (pts && abil)
		snprintf(why, whylen, "a win: %ld points (%ld needed) and the "
		    "ability used %ld times", s->total, r->solo_target,
		    m->ability_uses);
	else if (!pts && !abil)
		snprintf(why, whylen, "not a win: %ld points, fewer than %ld, "
		    "and the ability used %ld times, not %ld", s->total,
		    r->solo_target, m->ability_uses, r->ability_max);
	else if (!pts)
		snprintf(why, whylen, "not a win: %ld points, fewer than %ld",
		    s->total, r->solo_target);
	else
		snprintf(why, whylen, "not a win: the ability used %ld times, "
		    "not %ld", m->ability_uses, r->ability_max);
	return pts && abil;
}

/* --- vowels, spaces, wilds --- */

int
typeset_is_vowel(const struct typeset_rules *r, int c)
{
	size_t i;

	for (i = 0; i < r->ncols; i++)
		if (c != '\0' && strchr(r->vowels[i], c) != NULL)
			return 1;
	return 0;
}

static long
count_char(const char *s, int c)
{
	long n = 0;

	for (; *s != '\0'; s++)
		n += *s == c;
	return n;
}

long
typeset_vowels_left(const struct typeset_rules *r, const struct typeset_mat *m, int c)
{
	long have = 0;
	size_t i;

	for (i = 0; i < r->ncols; i++)
		have += count_char(r->vowels[i], c);
	return have - count_char(m->vowels, c);
}

long
typeset_vowel_column(const struct typeset_rules *r, const struct typeset_mat *m, int c)
{
	long used = count_char(m->vowels, c), k;
	size_t i;

	/* Each vowel is crossed off in the left-most column that has it. */
	for (i = 0; i < r->ncols; i++) {
		k = count_char(r->vowels[i], c);
		if (used < k)
			return (long)i;
		used -= k;
	}
	return -1;
}

size_t
typeset_columns_done(const struct typeset_rules *r, const struct typeset_mat *m)
{
	long left[26] = { 0 };
	const char *p;
	size_t i, done = 0;
	int full;

	for (p = m->vowels; *p != '\0'; p++)
		if (*p >= 'A' && *p <= 'Z')
			left[*p - 'A']++;
	for (i = 0; i < r->ncols; i++) {
		full = 1;
		for (p = r->vowels[i]; *p != '\0'; p++)
			if (left[*p - 'A'] > 0)
				left[*p - 'A']--;
			else
				full = 0;
		done += full;
	}
	return done;
}

size_t
typeset_row_open(const struct typeset_rules *r, const struct typeset_mat *m, size_t row)
{
	size_t used = strlen(m->rows[row]);

	return used < r->spaces[row] ? r->spaces[row] - used : 0;
}

size_t
typeset_mat_open(const struct typeset_rules *r, const struct typeset_mat *m)
{
	size_t i, n = 0;

	for (i = 0; i < m->nrows; i++)
		n += typeset_row_open(r, m, i);
	return n;
}

size_t
typeset_earned(const struct typeset_mat *m, enum typeset_wild w)
{
	size_t i, n = 0;

	for (i = 0; i < m->nearned; i++)
		n += m->earned[i] == (int)w;
	return n;
}

static void
earn(struct typeset_mat *m, enum typeset_wild w, long turn, int *which, size_t *n)
{
	m->earned[m->nearned++] = (int)w;
	m->wilds++;
	m->wilds_turn = turn;
	if (which != NULL)
		which[*n] = (int)w;
	(*n)++;
}

size_t
typeset_earn(const struct typeset_rules *r, struct typeset_mat *m, long turn, int *which)
{
	size_t n = 0, i, k, done, have;
	const char *p;
	int all;

	done = typeset_columns_done(r, m);
	for (k = typeset_earned(m, TYPESET_W_COLUMN); k < done &&
	    k < (size_t)r->column_wilds; k++)
		earn(m, TYPESET_W_COLUMN, turn, which, &n);
	have = 0;
	for (p = r->challenge; *p != '\0'; p++)
		for (i = 0; i < m->nrows; i++)
			if (strchr(m->rows[i], *p) != NULL ||
			    strchr(m->rows[i], tolower((unsigned char)*p)) !=
			    NULL) {
				have++;
				break;
			}
	if (r->challenge_need > 0 && have >= (size_t)r->challenge_need &&
	    typeset_earned(m, TYPESET_W_CHALLENGE) == 0)
		earn(m, TYPESET_W_CHALLENGE, turn, which, &n);
	all = r->nmarked > 0;
	for (i = 0; i < r->nmarked && all; i++) {
		const char *row = m->rows[r->marked[i][0]];

		if (strlen(row) <= r->marked[i][1] ||
		    row[r->marked[i][1]] == TYPESET_BLANK)
			all = 0;
	}
	if (all && typeset_earned(m, TYPESET_W_MARKED) == 0)
		earn(m, TYPESET_W_MARKED, turn, which, &n);
	if (r->ability_max > 0 && m->ability_uses >= r->ability_max &&
	    typeset_earned(m, TYPESET_W_ABILITY) == 0)
		earn(m, TYPESET_W_ABILITY, turn, which, &n);
	return n;
}
