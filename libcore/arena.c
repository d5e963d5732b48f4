/*
 * arena.c: memory handed out in order and given back all at once.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "arena.h"

/* The first chunk: a 21-tile hand's words, ranked, fit in it. */
#define FIRST	(256 * 1024)
#define ALIGN	16

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
	size_t cap;

	if (n > SIZE_MAX / 4)
		return NULL;
	n = round_up(n ? n : 1);
	if (c == NULL || c->cap - c->used < n) {
		cap = c == NULL ? FIRST : 2 * c->cap;
		while (cap < n)
			cap *= 2;
		if ((c = malloc(HEAD + cap)) == NULL)
			return NULL;
		c->prev = a->top;
		c->used = 0;
		c->cap = cap;
		a->top = c;
	}
	a->last = DATA(c) + c->used;
	c->used += n;
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
		return p;
	}
	if ((q = arena_alloc(a, n)) == NULL)
		return NULL;
	memcpy(q, p, old);
	return q;
}

void
arena_free(struct arena *a)
{
	struct arena_chunk *c, *prev;

	for (c = a->top; c != NULL; c = prev) {
		prev = c->prev;
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
		free(c);
	}
	a->top->prev = NULL;
	a->top->used = 0;
	a->last = NULL;
}
