/*
 * prop-copy: seeded random copies through memcpy and memmove: every size
 * from none to 300 bytes and random ones up to 70,000, from and to every
 * alignment, and memmove's source and destination overlapping by every
 * distance either way.  Each copy is checked against one made a byte at
 * a time, and the bytes around the destination must be as they were.
 *
 * usage: prop-copy [ROUNDS]: prints one line ("ok ..., copy: wordkit"
 * where libcore/copy.c makes the copies, "system" elsewhere) and exits 0,
 * or names the first failing copy and exits 1.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rng.h"

#define ROOM	(72 * 1024)	/* the largest copy, and room around it */
#define LONG	70000
#ifdef WORDKIT_HEAP
#define COPIES	"wordkit"	/* libcore/copy.c's, ahead of the C library */
#else
#define COPIES	"system"
#endif

/* Called through these, so that the compiler writes no copy of its own. */
static void *(*volatile copy)(void *restrict, const void *restrict,
    size_t) = memcpy;
static void *(*volatile move)(void *, const void *, size_t) = memmove;

static unsigned char buf[ROOM + 64], want[ROOM + 64], src[ROOM + 64];
static struct rng rs;

/* n bytes of the stream of seed into p: twice the same, with no copy. */
static void
fill(unsigned char *p, size_t n, uint64_t seed)
{
	struct rng r;
	size_t i;

	rng_seed(&r, seed, 1);
	for (i = 0; i < n; i++)
		p[i] = (unsigned char)rng_next(&r);
}

/*
 * memcpy of n bytes from src + so to buf + doff, or (overlap) memmove
 * within buf from soff to doff: 1 when the bytes around them are then
 * what a byte at a time makes of them.
 */
static int
one(int overlap, size_t doff, size_t soff, size_t n)
{
	/* volatile: the reference loops stay loops, not calls to memcpy */
	volatile unsigned char *w = want;
	size_t span = (doff > soff ? doff : soff) + n + 64, i;
	uint64_t seed = rng_next(&rs);

	fill(buf, span, seed);
	fill(want, span, seed);
	if (overlap) {
		/* A byte at a time, in the order that reads each first. */
		if (doff < soff)
			for (i = 0; i < n; i++)
				w[doff + i] = w[soff + i];
		else
			for (i = n; i > 0; i--)
				w[doff + i - 1] = w[soff + i - 1];
		move(buf + doff, buf + soff, n);
	} else {
		fill(src, span, ~seed);
		for (i = 0; i < n; i++)
			w[doff + i] = src[soff + i];
		copy(buf + doff, src + soff, n);
	}
	return memcmp(buf, want, span) == 0;
}

static int
fails(const char *what, size_t doff, size_t soff, size_t n)
{
	printf("not ok: %s of %zu bytes from %zu to %zu\n", what, n, soff,
	    doff);
	return 1;
}

int
main(int argc, char *argv[])
{
	int rounds = argc > 1 ? atoi(argv[1]) : 4, r, d, s;
	size_t n, a, b, copies = 0;

	rng_seed(&rs, 42, 0);
	for (r = 0; r < rounds; r++) {
		/* Every short size, from and to each alignment. */
		for (n = 0; n <= 300; n++)
			for (d = 0; d < 16; d += 1 + r)
				for (s = 0; s < 16; s += 1 + r) {
					copies++;
					if (!one(0, 32 + (size_t)d,
					    (size_t)s, n))
						return fails("memcpy",
						    32 + (size_t)d, (size_t)s,
						    n);
				}
		/* Overlapping by every distance up to 80, either way. */
		for (n = 0; n <= 200; n++)
			for (d = 0; d <= 80; d++) {
				a = 100 + (size_t)(rng_next(&rs) % 16);
				b = a + (size_t)d;
				copies += 2;
				if (!one(1, a, b, n))
					return fails("memmove", a, b, n);
				if (!one(1, b, a, n))
					return fails("memmove", b, a, n);
			}
		/* Long ones, apart and overlapping. */
		for (d = 0; d < 40; d++) {
			n = (size_t)(rng_next(&rs) % LONG);
			a = (size_t)(rng_next(&rs) % (ROOM - n));
			b = (size_t)(rng_next(&rs) % (ROOM - n));
			copies += 2;
			if (!one(0, a, b, n))
				return fails("memcpy", a, b, n);
			if (!one(1, a, b, n))
				return fails("memmove", a, b, n);
		}
	}
	printf("ok %zu copies, each as a byte at a time makes it, copy: %s\n",
	    copies, COPIES);
	return 0;
}
