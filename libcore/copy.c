/*
 * copy.c: memcpy and memmove for the static musl build.
 *
 * musl's x86-64 memcpy is a `rep movsq` between two loops of `movsb`, and
 * its memmove that same copy forwards or, with the direction flag set,
 * backwards.  On the machines these tools were measured on a call costs
 * about 30 ns whatever its size up to a few hundred bytes, and 300 ns for
 * 4 KB moved backwards, where loads and stores of eight bytes take 2 ns
 * (BENCHMARKS.md).  The tools' copies are short and many: a state's
 * strings, libyaml's tokens and stacks, the C library's own stdio (140
 * calls to draw a dealt game, 5 us of its 50 over an empty program).
 *
 * Here a copy of up to 32 bytes loads it all, from both ends, then
 * stores it; a longer one goes 32 bytes a step and ends with the 32 that
 * end it.  A longer memmove goes eight bytes a step, each loaded before
 * it is stored, forwards or backwards: the way that reads each byte
 * before it is written over.  Compiled only where the Makefile defines
 * WORDKIT_HEAP (the static musl build, which names copy.o ahead of the C
 * library); elsewhere the system's copies stay.  Built without builtins
 * (lest GCC make a loop of it a call to memcpy) and without the stack
 * protector: the C library copies the thread's data before the canary
 * can be read.
 */
#ifdef WORDKIT_HEAP
#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* Eight and four bytes at any address, as the hardware loads them. */
typedef uint64_t __attribute__((may_alias, aligned(1))) u64;
typedef uint32_t __attribute__((may_alias, aligned(1))) u32;

#define LD8(p)		(*(const u64 *)(const void *)(p))
#define ST8(p, v)	(*(u64 *)(void *)(p) = (v))
#define LD4(p)		(*(const u32 *)(const void *)(p))
#define ST4(p, v)	(*(u32 *)(void *)(p) = (v))

/*
 * n bytes, n at most 32, from s to d: all loaded before any is stored,
 * so that the two may overlap.
 */
static inline void
copy_short(unsigned char *d, const unsigned char *s, size_t n)
{
	uint64_t a, b, c, e;
	uint32_t x, y;
	unsigned char p, q, r;

	if (n > 16) {
		a = LD8(s);
		b = LD8(s + 8);
		c = LD8(s + n - 16);
		e = LD8(s + n - 8);
		ST8(d, a);
		ST8(d + 8, b);
		ST8(d + n - 16, c);
		ST8(d + n - 8, e);
	} else if (n >= 8) {
		a = LD8(s);
		b = LD8(s + n - 8);
		ST8(d, a);
		ST8(d + n - 8, b);
	} else if (n >= 4) {
		x = LD4(s);
		y = LD4(s + n - 4);
		ST4(d, x);
		ST4(d + n - 4, y);
	} else if (n > 0) {
		p = s[0];
		q = s[n / 2];
		r = s[n - 1];
		d[0] = p;
		d[n / 2] = q;
		d[n - 1] = r;
	}
}

void *
memcpy(void *restrict dst, const void *restrict src, size_t n)
{
	unsigned char *d = dst;
	const unsigned char *s = src;
	uint64_t a, b, c, e;
	size_t i;

	if (n <= 32) {
		copy_short(d, s, n);
		return dst;
	}
	for (i = 0; n - i > 32; i += 32) {
		a = LD8(s + i);
		b = LD8(s + i + 8);
		c = LD8(s + i + 16);
		e = LD8(s + i + 24);
		ST8(d + i, a);
		ST8(d + i + 8, b);
		ST8(d + i + 16, c);
		ST8(d + i + 24, e);
	}
	/* The last 32, some written already: the source is unchanged. */
	copy_short(d + n - 32, s + n - 32, 32);
	return dst;
}

void *
memmove(void *dst, const void *src, size_t n)
{
	unsigned char *d = dst;
	const unsigned char *s = src;
	size_t i;

	if (n <= 32) {
		copy_short(d, s, n);
		return dst;
	}
	if ((uintptr_t)d - (uintptr_t)s >= n) {
		/* d before s, or past its end: forwards. */
		for (i = 0; i + 8 <= n; i += 8)
			ST8(d + i, LD8(s + i));
		for (; i < n; i++)
			d[i] = s[i];
	} else {
		/* d within s: backwards. */
		for (i = n; i >= 8; i -= 8)
			ST8(d + i - 8, LD8(s + i - 8));
		while (i > 0) {
			i--;
			d[i] = s[i];
		}
	}
	return dst;
}
#else
/* ISO C wants something in a file. */
typedef int copy_unused;
#endif
