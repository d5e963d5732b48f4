/*
 * dice.c: NdS dice.
 */
#include <stdint.h>
#include <string.h>

#include "core.h"
#include "dice.h"
#include "rng.h"
#include "util.h"

/* A run of digits as a number in [1, max]; -1 when there is none or it is
 * out of range.  *end is left after the digits. */
static long
number(const char *s, const char **end, long max)
{
	long v = 0;

	*end = s;
	if (*s < '0' || *s > '9')
		return -1;
	for (; *s >= '0' && *s <= '9'; s++) {
		v = v * 10 + (*s - '0');
		if (v > max)
			return -1;
	}
	*end = s;
	return v < 1 ? -1 : v;
}

int
dice_parse(const char *s, struct dice *d, struct core_err *e)
{
	const char *p = s;
	long n = 1, sides = 6;

	if (*p != 'd' && *p != 'D' && (n = number(p, &p, DICE_MAX_N)) == -1)
		goto bad;
	if (*p == 'd' || *p == 'D') {
		if ((sides = number(p + 1, &p, DICE_MAX_S)) == -1 ||
		    sides < 2)
			goto bad;
	}
	if (*p != '\0')
		goto bad;
	d->n = (unsigned)n;
	d->sides = (unsigned)sides;
	return 0;
bad:
	return core_errf(e, NULL, 0, 0, "'%s' is not dice: write NdS, N "
	    "dice of S sides, N from 1 to %d and S from 2 to %d (2d6)", s,
	    DICE_MAX_N, DICE_MAX_S);
}

void
dice_roll(const struct dice *d, struct rng *r, unsigned *faces)
{
	unsigned i;

	for (i = 0; i < d->n; i++)
		faces[i] = 1 + (unsigned)rng_below(r, d->sides);
}

int
dice_match(const struct dice *d, const unsigned *faces)
{
	unsigned i;

	for (i = 1; i < d->n; i++)
		if (faces[i] != faces[0])
			return 0;
	return d->n > 1;
}
