/*
 * spinner.h: the letter spinner of the category game ("Can You Roll
 * Doubles?"): sets of letters, spins with and without repeats, and the
 * letters already spun in a session (the state key "spun").
 *
 * A set is a NUL-terminated string of distinct capital letter bytes of
 * one alphabet (alphabet.h), in its order (alpha_index), at most
 * ALPHA_MAX.  In English that is capitals A-Z in A-Z order.
 */
#ifndef SPINNER_H
#define SPINNER_H

#include <stddef.h>

#include "alphabet.h"
#include "core.h"
#include "rng.h"
#include "state.h"

/* The 20 letters of the spinner: A-Z without Q U V X Y Z (categories(7)). */
#define SPINNER_DEFAULT	"ABCDEFGHIJKLMNOPRSTW"
#define SPINNER_SETLEN	(ALPHA_MAX + 1)	/* room for a set and its NUL */

/*
 * The spinner's rules, for spins that never repeat (spinner(1) -u and the
 * boards of a category game): spinner_rules[], by enum spinner_rule.  The
 * spinner is a module of its own, below the category game that spins it,
 * and so is its table.
 */
enum spinner_rule {
	SPIN_SPENT,		/* "spinner-spent": every letter spun */
	SPIN_TOO_FEW,		/* "spinner-too-few": fewer left than asked */
	SPIN_NRULES
};
extern const struct core_rule spinner_rules[SPIN_NRULES];

/*
 * The spinner of alphabet a into set: the letters its file gives
 * (a->spinner; English's are SPINNER_DEFAULT), or, for an alphabet that
 * gives none, every letter of it.
 */
void	spinner_default(const struct alphabet *a, char set[SPINNER_SETLEN]);

/*
 * Parse spec, UTF-8 letters of a and ranges of them in a's order, such as
 * "AEIOU" or "A-M" (case ignored, a character that folds onto one letter
 * read as that letter), into set.  A letter given twice, anything but
 * letters and ranges, bad UTF-8 and an empty spec are errors (-1, e
 * filled, without a place).
 */
int	spinner_parse(const struct alphabet *a, const char *spec,
	    char set[SPINNER_SETLEN], struct core_err *e);

/* Remove from set (of a) every letter of set "without". */
void	spinner_exclude(const struct alphabet *a, char set[SPINNER_SETLEN],
	    const char *without);

/* n independent spins of set (not empty) into out (n bytes + NUL). */
void	spinner_spin(const char *set, size_t n, struct rng *r, char *out);

/*
 * n spins of set that never give a letter in used, nor the same letter
 * twice.  Returns 0, or 1 (e says why: SPIN_SPENT, SPIN_TOO_FEW) when
 * fewer than n letters are left; the letters of the message are UTF-8
 * (alphabet a).
 */
int	spinner_spin_fresh(const struct alphabet *a, const char *set,
	    const char *used, size_t n, struct rng *r, char *out,
	    struct core_err *e);

/*
 * The letters spun so far in a session, from the state key "spun" (UTF-8
 * in the state's language; an empty string when missing), checked, as
 * letter bytes.  *used is the caller's to free.  A character that is not
 * a letter, one given twice, and bad UTF-8 are -1 with their place.
 */
int	spinner_used(const struct state *st, char **used, struct core_err *e);
/* Has the session st spun any letter (the state key "spun" is there)? */
int	spinner_has_spun(const struct state *st);
/* Append letters (letter bytes) to the state key "spun", in UTF-8. */
int	spinner_record(struct state *st, const char *letters,
	    struct core_err *e);

/*
 * How a message names the letters of a: "A-Z", "A-Z, Ä, Ö, Ü", or each
 * letter for an alphabet without all of A-Z; into out (size bytes).
 */
const char *spinner_letters_of(const struct alphabet *a, char *out,
	    size_t size);

#endif
