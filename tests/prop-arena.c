/*
 * prop-arena: seeded random sequences of arena_alloc and arena_grow, some
 * blocks growing in place and some moved, some larger than a chunk, with
 * every live block filled with its own pattern; every other sequence ends
 * in arena_reset and the next runs in the memory it kept.  After every step each
 * block still holds its pattern (no block overlaps another, a moved one
 * kept its bytes) and is aligned for any type.
 *
 * usage: prop-arena [ROUNDS [STEPS]]; prints one line and exits 0, or names
 * the first failing round and step and exits 1.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"

#define NBLOCKS	8

struct block {
	unsigned char	*p;
	size_t		 n;
	unsigned char	 tag;
};

static uint64_t rs;

static uint64_t
rnd(void)
{
	rs ^= rs << 13;
	rs ^= rs >> 7;
	rs ^= rs << 17;
	return rs;
}

/* A size: mostly small, sometimes past the first chunk. */
static size_t
some_size(void)
{
	switch (rnd() % 32) {
	case 0:
	case 1:
		return 0;
	case 2:
		return 256 * 1024 + rnd() % (256 * 1024);
	default:
		return rnd() % 3000;
	}
}

static void
fill(struct block *b, size_t from)
{
	size_t i;

	for (i = from; i < b->n; i++)
		b->p[i] = (unsigned char)(b->tag + i * 7);
}

static int
intact(const struct block *b)
{
	size_t i;

	if (b->p != NULL && ((uintptr_t)b->p & 15) != 0)
		return 0;
	for (i = 0; i < b->n; i++)
		if (b->p[i] != (unsigned char)(b->tag + i * 7))
			return 0;
	return 1;
}

int
main(int argc, char *argv[])
{
	long rounds = argc > 1 ? atol(argv[1]) : 100;
	long steps = argc > 2 ? atol(argv[2]) : 100;
	struct block blk[NBLOCKS];
	struct arena a = { 0 };
	long r, s, moved = 0, inplace = 0;
	unsigned char *q;
	size_t n;
	int k, j;

	for (r = 0; r < rounds; r++) {
		rs = 0x9e3779b97f4a7c15ULL * (uint64_t)(r + 1);
		memset(blk, 0, sizeof(blk));
		for (s = 0; s < steps; s++) {
			k = (int)(rnd() % NBLOCKS);
			if (blk[k].p == NULL || blk[k].n > 1024 * 1024 ||
			    rnd() % 3 == 0) {
				n = some_size();
				if ((q = arena_alloc(&a, n)) == NULL)
					goto nomem;
				blk[k].p = q;
				blk[k].n = n;
				blk[k].tag = (unsigned char)rnd();
				fill(&blk[k], 0);
			} else {
				n = blk[k].n + some_size();
				if ((q = arena_grow(&a, blk[k].p, blk[k].n,
				    n)) == NULL)
					goto nomem;
				if (q == blk[k].p)
					inplace++;
				else
					moved++;
				blk[k].p = q;
				j = (int)blk[k].n;
				blk[k].n = n;
				fill(&blk[k], (size_t)j);
			}
			for (j = 0; j < NBLOCKS; j++)
				if (!intact(&blk[j])) {
					printf("prop-arena: round %ld step %ld: "
					    "block %d lost its bytes\n", r, s, j);
					return 1;
				}
		}
		/* Odd rounds end in a reset: the next works in its pages. */
		if (r % 2 == 1) {
			arena_reset(&a);
			continue;
		}
		arena_free(&a);
		if (a.top != NULL) {
			printf("prop-arena: round %ld: not empty after "
			    "arena_free\n", r);
			return 1;
		}
	}
	arena_free(&a);
	if (moved == 0 || inplace == 0) {
		printf("prop-arena: %ld moved, %ld in place: both should "
		    "happen\n", moved, inplace);
		return 1;
	}
	printf("ok %ld rounds of %ld steps: %ld blocks grown in place, %ld "
	    "moved, all intact\n", rounds, steps, inplace, moved);
	return 0;
nomem:
	printf("prop-arena: round %ld step %ld: out of memory\n", r, s);
	return 1;
}
