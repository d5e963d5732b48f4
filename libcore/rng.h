/*
 * rng.h: the project's PRNG, xoshiro256** (Blackman and Vigna, 2018),
 * seeded through splitmix64.  Pure integer arithmetic on uint64_t, so the
 * same seed gives the same numbers on every machine and libc.
 */
#ifndef RNG_H
#define RNG_H

#include <stdint.h>

struct rng {
	uint64_t s[4];
};

/*
 * Seed r for one numbered stream of a game's seed.  Stream 0 is the game's
 * first shuffle; every later random event (a return, a shake) uses the next
 * stream, so a state holding its seed and its event count can be replayed.
 */
void		rng_seed(struct rng *r, uint64_t seed, uint64_t stream);
uint64_t	rng_next(struct rng *r);
/* Uniform in [0, n) without modulo bias (Lemire's method); n > 0. */
uint64_t	rng_below(struct rng *r, uint64_t n);

#endif
