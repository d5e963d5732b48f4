/*
 * rng.c: xoshiro256** and splitmix64, as published at
 * https://prng.di.unimi.it/ (public domain reference code, rewritten here).
 */
#include <stdint.h>

#include "rng.h"

static uint64_t
splitmix64(uint64_t *x)
{
	uint64_t z;

	z = (*x += 0x9e3779b97f4a7c15ULL);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

static uint64_t
rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

void
rng_seed(struct rng *r, uint64_t seed, uint64_t stream)
{
	uint64_t x, k;
	int i;

	/* Mix the stream number first so streams 0, 1, 2 are unrelated. */
	x = stream;
	k = splitmix64(&x);
	x = seed ^ k;
	for (i = 0; i < 4; i++)
		r->s[i] = splitmix64(&x);
}

uint64_t
rng_next(struct rng *r)
{
	uint64_t *s = r->s;
	uint64_t result, t;

	result = rotl(s[1] * 5, 7) * 9;
	t = s[1] << 17;
	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rotl(s[3], 45);
	return result;
}

uint64_t
rng_below(struct rng *r, uint64_t n)
{
	uint64_t x, lo, hi, t;

	/*
	 * Lemire, "Fast Random Integer Generation in an Interval" (2019):
	 * the high half of a 64x64 product, rejecting the biased low range.
	 * The product is built from 32-bit halves so no compiler extension
	 * (__int128) is needed and every machine computes the same thing.
	 */
	t = (0 - n) % n;
	for (;;) {
		uint64_t a, b, c, d, x0, x1, n0, n1, mid;

		x = rng_next(r);
		x0 = x & 0xffffffffULL;
		x1 = x >> 32;
		n0 = n & 0xffffffffULL;
		n1 = n >> 32;
		a = x0 * n0;
		b = x0 * n1;
		c = x1 * n0;
		d = x1 * n1;
		mid = (a >> 32) + (b & 0xffffffffULL) + (c & 0xffffffffULL);
		lo = (mid << 32) | (a & 0xffffffffULL);
		hi = d + (b >> 32) + (c >> 32) + (mid >> 32);
		if (lo >= t)
			return hi;
	}
}
