/*
 * spinner.h: the letter spinner of the category game ("Can You Roll
 * Doubles?"): sets of letters, spins with and without repeats, and the
 * letters already spun in a session (the state key "spun").
 *
 * A set is a NUL-terminated string of distinct capital letters in A-Z
 * order, at most 26.
 */
#ifndef SPINNER_H
#define SPINNER_H

#include <stddef.h>

#include "core.h"
#include "rng.h"
#include "state.h"

/* The 20 letters of the spinner: A-Z without Q U V X Y Z (categories(7)). */
#define SPINNER_DEFAULT	"ABCDEFGHIJKLMNOPRSTW"
#define SPINNER_SETLEN	27	/* room for a set and its NUL */

/*
 * Parse spec, letters and ranges such as "AEIOU" or "A-M" (case ignored),
 * into set.  A letter given twice, anything but letters and ranges, and an
 * empty spec are errors (-1, e filled).
 */
int	spinner_parse(const char *spec, char set[SPINNER_SETLEN],
	    struct core_err *e);

/* Remove from set every letter of set "without". */
void	spinner_exclude(char set[SPINNER_SETLEN], const char *without);

/* n independent spins of set (not empty) into out (n bytes + NUL). */
void	spinner_spin(const char *set, size_t n, struct rng *r, char *out);

/*
 * n spins of set that never give a letter in used, nor the same letter
 * twice.  Returns 0, or 1 (e says why) when fewer than n letters are left.
 */
int	spinner_spin_fresh(const char *set, const char *used, size_t n,
	    struct rng *r, char *out, struct core_err *e);

/*
 * The letters spun so far in a session, from the state key "spun" (an
 * empty string when missing), checked.  *used is the caller's to free.
 */
int	spinner_used(const struct state *st, char **used, struct core_err *e);
/* Append letters to the state key "spun". */
int	spinner_record(struct state *st, const char *letters,
	    struct core_err *e);

#endif
