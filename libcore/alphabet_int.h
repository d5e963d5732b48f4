/*
 * alphabet_int.h: what alphabet.c and alphabet_read.c share, and no other
 * file uses.
 */
#ifndef ALPHABET_INT_H
#define ALPHABET_INT_H

#include <stdint.h>

#include "alphabet.h"

/* A letter of the built-in Latin table (alphabet.c). */
struct alpha_latin {
	uint16_t	cp;
	uint16_t	other;		/* the other case, 0 when none */
	unsigned char	lower;		/* a small letter */
	char		base[3];	/* capitals A-Z, NUL-terminated */
};

/* The Latin table's entry for cp, or NULL. */
const struct alpha_latin	*alpha_latin(uint32_t cp);

/*
 * The index of the letter of a whose capital or small letter is cp, or
 * -1; *lower says which it was.
 */
int	alpha_letter_of(const struct alphabet *a, uint32_t cp, int *lower);

/*
 * Make a->index and a->ascii from a->n, a->letter, and sort a->fold: the
 * last step of building an alphabet.
 */
void	alpha_finish(struct alphabet *a);

#endif
