/*
 * arena.c: memory handed out in order and given back all at once.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"
#include "util.h"

/*
 * The first chunk, its head included: a 21-tile hand's words, ranked,
 * fit in it, in any language (solve_words.c).  Only the pages written to
 * cost memory.  The second is large, in pages of 2 MiB where the system
 * has them (mem_alloc_huge), each zeroed whole when first written: the
 * big arrays of a whole bag's words lie end to end in it, in as few of
 * them as they fill, where chunks doubling from 2 MiB left each array a
 * page or two of its own.  The next are twice the last.
 */
#define FIRST	(1024 * 1024)
#define ALIGN	16

/*
 * Under AddressSanitizer a block is open to exactly the bytes asked for,
 * with a closed zone after it, so an overrun is caught as it would be in
 * a malloc'd block of its own.
 */
#if defined(__SANITIZE_ADDRESS__)
#define ARENA_ASAN	1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ARENA_ASAN	1
#endif
#endif
#ifdef ARENA_ASAN
#include <sanitizer/asan_interface.h>
#define CLOSE(p, n)	ASAN_POISON_MEMORY_REGION((p), (n))
#define OPEN(p, n)	ASAN_UNPOISON_MEMORY_REGION((p), (n))
#define REDZONE		ALIGN
#else
#define CLOSE(p, n)	((void)(p), (void)(n))
#define OPEN(p, n)	((void)(p), (void)(n))
#define REDZONE		0
#endif

/*
 * The second chunk's size (above); under AddressSanitizer, which poisons
 * a chunk's every byte, what doubling makes it.
 */
#ifdef ARENA_ASAN
#define SECOND	(2 * FIRST)
#else
#define SECOND	(64 * FIRST)
#endif

struct arena_chunk {
	struct arena_chunk	*prev;
	size_t			 used, cap;
	/* then cap bytes, ALIGN-aligned (malloc's alignment at least) */
};

#define DATA(c)	((char *)(c) + HEAD)
#define HEAD	((sizeof(struct arena_chunk) + ALIGN - 1) & ~(size_t)(ALIGN - 1))

static size_t
round_up(size_t n)
{
	return (n + ALIGN - 1) & ~(size_t)(ALIGN - 1);
}

void *
arena_alloc(struct arena *a, size_t n)
{
	struct arena_chunk *c = a->top;
	size_t size, take;
	int second;

	if (n > SIZE_MAX / 4)
		return NULL;
	take = round_up(n ? n : 1) + REDZONE;
	if (c == NULL || c->cap - c->used < take) {
		/* A power of 2 in all: a big one is whole pages of 2 MiB. */
		size = c == NULL ? FIRST : 2 * (HEAD + c->cap);
		while (size - HEAD < take)
			size *= 2;
		/* The second, unless the system will not reserve so much. */
		second = c != NULL && c->prev == NULL &&
		    HEAD + c->cap == FIRST && size < SECOND;
		if (second && (c = mem_alloc_huge(SECOND)) != NULL)
			size = SECOND;
		else if ((c = mem_alloc_huge(size)) == NULL)
			return NULL;
		c->prev = a->top;
		c->used = 0;
		c->cap = size - HEAD;
		a->top = c;
		CLOSE(DATA(c), c->cap);
	}
	a->last = DATA(c) + c->used;
	c->used += take;
	OPEN(a->last, n);
	return a->last;
}

void *
arena_grow(struct arena *a, void *p, size_t old, size_t n)
{
	struct arena_chunk *c = a->top;
	size_t more;
	void *q;

	if (p == NULL)
		return arena_alloc(a, n);
	if (n <= old)
		return p;
	if (n > SIZE_MAX / 4)
		return NULL;
	more = round_up(n) - round_up(old);
	if (p == a->last && more <= c->cap - c->used) {
		c->used += more;
		OPEN(p, n);
		return p;
	}
	if ((q = arena_alloc(a, n)) == NULL)
		return NULL;
	memcpy(q, p, old);
	CLOSE(p, old);		/* what still reads it is caught */
	return q;
}

void
arena_free(struct arena *a)
{
	struct arena_chunk *c, *prev;

	for (c = a->top; c != NULL; c = prev) {
		prev = c->prev;
		OPEN(DATA(c), c->cap);
		free(c);
	}
	memset(a, 0, sizeof(*a));
}

void
arena_reset(struct arena *a)
{
	struct arena_chunk *c, *prev;

	if (a->top == NULL)
		return;
	for (c = a->top->prev; c != NULL; c = prev) {
		prev = c->prev;
		OPEN(DATA(c), c->cap);
		free(c);
	}
	a->top->prev = NULL;
	a->top->used = 0;
	a->last = NULL;
	CLOSE(DATA(a->top), a->top->cap);
}
