/*
 * seed.h: the seeds of a tool's random events: from -s/--seed, or from
 * the operating system, shown so that a run can be replayed.
 */
#ifndef SEED_H
#define SEED_H

#include <stdint.h>

/*
 * The largest seed a tool takes or draws: 2^53 - 1, so that every JSON
 * reader (jq, JavaScript) reads a state's seed exactly.
 */
#define SEED_MAX	((1ULL << 53) - 1)

/* A -s/--seed argument, 0 to SEED_MAX; a usage error (exit 2) otherwise. */
uint64_t	 seed_arg(const char *s);
/* A seed from the operating system, at most SEED_MAX; exit 2 if none. */
uint64_t	 seed_os(void);
/* "seed: N" on the standard error, so a run can be replayed with -s N. */
void		 seed_show(uint64_t seed);
/*
 * The seed of a run that keeps no state: seed when has_seed, else one from
 * the operating system; shown (seed_show) when show is set.
 */
uint64_t	 seed_run(int has_seed, uint64_t seed, int show);

#endif
