/*
 * prop-heap: seeded random sequences of malloc, calloc, realloc, free,
 * aligned_alloc and posix_memalign, sizes from none to past a mapping of
 * their own, alignments up to 2 MiB (mem_alloc_huge's), every live block
 * filled with its own pattern.  After every step each block still holds
 * its pattern (no block overlaps another; realloc kept the bytes),
 * calloc's blocks are zero where a freed block was reused, every block
 * is aligned as asked and malloc_usable_size covers it.
 *
 * usage: prop-heap [ROUNDS [STEPS]]: prints one line ("ok ..., heap:
 * wordkit" where libcore/heap.c is the allocator, "system" elsewhere) and
 * exits 0, or names the first failing round and step and exits 1.
 * prop-heap double-free | bad-free | overrun: the misuse named, which
 * the allocator is to stop with abort() (hardening.bats).
 */
/* aligned_alloc is C11's; glibc declares it to C99 only when asked. */
#define _ISOC11_SOURCE
#include <malloc.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rng.h"

#define NBLOCKS	64

struct block {
	unsigned char	*p;
	size_t		 n;
	unsigned char	 tag;
};

static struct rng rs;

static uint64_t
rnd(void)
{
	return rng_next(&rs);
}

/* A size: mostly small, some of every class, a few past 256 KB. */
static size_t
some_size(void)
{
	switch (rnd() % 8) {
	case 0:
		return rnd() % 17;
	case 1:
	case 2:
	case 3:
		return rnd() % 256;
	case 4:
	case 5:
		return rnd() % 8192;
	case 6:
		return rnd() % (256 * 1024 + 64);
	default:
		return rnd() % (1024 * 1024);
	}
}

static int
intact(const struct block *b)
{
	size_t i;

	for (i = 0; i < b->n; i++)
		if (b->p[i] != (unsigned char)(b->tag + i * 7))
			return 0;
	return 1;
}

static void
fill(struct block *b)
{
	size_t i;

	for (i = 0; i < b->n; i++)
		b->p[i] = (unsigned char)(b->tag + i * 7);
}

static int
zero(const unsigned char *p, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (p[i] != 0)
			return 0;
	return 1;
}

/* Fails the run at round r, step s, saying why. */
static int
bad(unsigned r, unsigned s, const char *why)
{
	printf("round %u, step %u: %s\n", r, s, why);
	return 1;
}

/*
 * Through pointers the compiler cannot see through, so that it neither
 * warns of the misuse nor leaves out a store that nothing reads.
 */
static void (*volatile release)(void *) = free;
static void *(*volatile set)(void *, int, size_t) = memset;

static int
misuse(const char *how)
{
	unsigned char *p, *q;

	p = malloc(40);
	q = malloc(40);
	if (p == NULL || q == NULL)
		return 2;
	if (strcmp(how, "double-free") == 0) {
		release(p);
		release(p);
	} else if (strcmp(how, "bad-free") == 0)
		release(p + 16);
	else if (strcmp(how, "overrun") == 0) {
		/* past the 48 bytes of p's block, over the head of q's */
		set(p, 'x', 80);
		release(q);
	} else {
		fprintf(stderr, "prop-heap: no misuse '%s'\n", how);
		return 2;
	}
	printf("survived %s\n", how);
	return 0;
}

int
main(int argc, char **argv)
{
	static const size_t aligns[] = { 32, 64, 4096, 8192, 65536,
	    2 * 1024 * 1024 };
	struct block b[NBLOCKS];
	unsigned rounds, steps, r, s;
	unsigned long moved = 0, reused = 0;
	unsigned char *p;
	size_t n, a;
	int i, j;

	if (argc > 1 && (argv[1][0] < '0' || argv[1][0] > '9'))
		return misuse(argv[1]);
	rounds = argc > 1 ? (unsigned)strtoul(argv[1], NULL, 10) : 50;
	steps = argc > 2 ? (unsigned)strtoul(argv[2], NULL, 10) : 400;
	for (r = 1; r <= rounds; r++) {
		rng_seed(&rs, r, 0);
		memset(b, 0, sizeof(b));
		for (s = 1; s <= steps; s++) {
			i = (int)(rnd() % NBLOCKS);
			if (b[i].p != NULL && !intact(&b[i]))
				return bad(r, s, "a live block lost its bytes");
			switch (rnd() % 6) {
			case 0:
			case 1:
				free(b[i].p);
				n = some_size();
				if ((b[i].p = malloc(n)) == NULL)
					return bad(r, s, "malloc failed");
				b[i].n = n;
				break;
			case 2:
				free(b[i].p);
				n = some_size();
				if ((b[i].p = calloc(1, n)) == NULL)
					return bad(r, s, "calloc failed");
				if (!zero(b[i].p, n))
					return bad(r, s, "calloc's block is not zero");
				reused++;
				b[i].n = n;
				break;
			case 3:
				/* realloc(p, 0) may free p and give NULL */
				n = some_size() + 1;
				p = b[i].p;
				if ((b[i].p = realloc(p, n)) == NULL)
					return bad(r, s, "realloc failed");
				if (p != NULL && b[i].p != p)
					moved++;
				/* what it held, up to the new size, is kept */
				if (n < b[i].n)
					b[i].n = n;
				if (!intact(&b[i]))
					return bad(r, s, "realloc lost the bytes");
				b[i].n = n;
				break;
			case 4:
				free(b[i].p);
				b[i].p = NULL;
				b[i].n = 0;
				continue;
			default:
				free(b[i].p);
				a = aligns[rnd() % (sizeof(aligns) /
				    sizeof(aligns[0]))];
				n = some_size();
				/* C11: a size that is a multiple of a */
				if (rnd() % 2 == 0)
					b[i].p = aligned_alloc(a, n = (n + a -
					    1) / a * a);
				else if (posix_memalign((void **)&b[i].p, a,
				    n) != 0)
					b[i].p = NULL;
				if (b[i].p == NULL)
					return bad(r, s, "an aligned block failed");
				if ((uintptr_t)b[i].p % a != 0)
					return bad(r, s, "a block is not aligned as asked");
				b[i].n = n;
				break;
			}
			if ((uintptr_t)b[i].p % 16 != 0)
				return bad(r, s, "a block is not aligned for any type");
			if (malloc_usable_size(b[i].p) < b[i].n)
				return bad(r, s, "malloc_usable_size is short");
			b[i].tag = (unsigned char)rnd();
			fill(&b[i]);
		}
		for (j = 0; j < NBLOCKS; j++) {
			if (b[j].p != NULL && !intact(&b[j]))
				return bad(r, steps, "a live block lost its bytes");
			free(b[j].p);
		}
	}
	printf("ok %u rounds of %u steps: %lu calloc'd, %lu moved by realloc, "
	    "all intact, heap: %s\n", rounds, steps, reused, moved,
#ifdef WORDKIT_HEAP
	    "wordkit"
#else
	    "system"
#endif
	    );
	return 0;
}
