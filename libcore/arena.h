/*
 * arena.h: memory handed out in order and given back all at once.
 *
 * For what a job builds and drops together (the solver's word lists): one
 * allocation from the C library instead of one for each array and each
 * time one grows.  That matters where the library maps every large block
 * by itself and unmaps it when freed (musl does): the block's pages are
 * then faulted in again by the next one, at about 10 us a page on the
 * machines this was measured on.
 */
#ifndef ARENA_H
#define ARENA_H

#include <stddef.h>

struct arena_chunk;

/* Zero-initialise it. */
struct arena {
	struct arena_chunk	*top;
	void			*last;	/* the latest block: it grows in place */
};

/*
 * n bytes aligned for any type, which belong to the arena: never freed one
 * by one, all given back by arena_free or arena_reset.  NULL when out of
 * memory.
 */
void	*arena_alloc(struct arena *a, size_t n);
/*
 * Like realloc for p, a block of old bytes from this arena (or NULL): in
 * place when p is the latest block and its chunk has room, otherwise a
 * copy (the old block is given back with the rest).  NULL, p untouched,
 * when out of memory.
 */
void	*arena_grow(struct arena *a, void *p, size_t old, size_t n);
/* Give back every block; a is empty again. */
void	 arena_free(struct arena *a);
/*
 * Give back every block but keep the largest chunk, its pages still the
 * process's, for a next job of the same kind (a bot's next hand).
 */
void	 arena_reset(struct arena *a);

#endif
