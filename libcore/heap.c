/*
 * heap.c: malloc and its family for the static musl build, made for
 * short runs.
 *
 * musl's allocator gives each size class its own group of pages, maps
 * and unmaps every block of 16 KB or more, and hands a freed group's
 * pages back to the system at once.  Right for a long-lived server; for
 * a tool that runs a millisecond, it is most of the work: reading a
 * game's state took 10 mmap and 8 munmap calls and 14 page faults of
 * the allocator's own (BENCHMARKS.md).  Here a block comes from one run
 * of pages in order, a freed block waits on its size class's list for
 * the next block of that class, and no page goes back before exit.
 * Blocks of more than 256 KB are mappings of their own, unmapped when
 * freed, as before.
 *
 * Each block has a head of 16 bytes: its class (or its mapping's
 * length) and a tag, the head's address and class mixed with a secret
 * from the kernel (AT_RANDOM) and with its state, live or free.  A free
 * or realloc of anything but a live block of ours, a block taken from
 * a free list that is not free, a head an overrun wrote over: abort(),
 * before the damage is used; the free lists' links are kept mixed with
 * the secret too.  libcore prints nothing, so the abort says nothing,
 * as musl's own allocator says nothing.
 *
 * The C library's posix_memalign and memalign call aligned_alloc.  No
 * thread: the tools have none, and nothing here locks.  Compiled
 * only where the Makefile defines WORDKIT_HEAP (the static musl build,
 * which names heap.o ahead of the C library); elsewhere the system's
 * allocator, and the sanitizers', stay.
 */
#ifdef WORDKIT_HEAP
#define _GNU_SOURCE		/* mremap */
#include <sys/auxv.h>
#include <sys/mman.h>

#include <errno.h>
#include <malloc.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define HEAD		16		/* a block's head, and its alignment */
#define SMALL_MAX	(256 * 1024)	/* the largest class, head included */
#define NCLASS		52		/* 8 of 16 to 128 bytes, 4 a doubling */
#define PAGE		4096
#define FIRST_RUN	(1024 * 1024)	/* less than a huge page: no 2 MiB fault */
#define RUN_MAX		(32 * 1024 * 1024)
#define LIVE		0x6c6976656c697665ULL	/* "livelive" */
#define FREED		0x6672656566726565ULL	/* "freefree" */

struct head {
	size_t		info;	/* a class below NCLASS, else a mapping's length */
	uint64_t	tag;
};

/*
 * Each class's freed blocks: lists held by the first run's first bytes,
 * which its first block's page brings (a page of the .bss's own would be
 * a fault more).  Before it, no block was ever freed: a table of no
 * lists, only read.
 */
static struct head *const no_lists[NCLASS];
static struct head **avail = (struct head **)no_lists;
static char *run, *run_end;		/* the pages blocks are cut from */
static size_t run_next = FIRST_RUN;
static uint64_t secret;

static uint64_t
key(void)
{
	const unsigned char *r;

	if (secret == 0) {
		/* The kernel's 16 random bytes: the canary has the first 8. */
		if ((r = (const unsigned char *)getauxval(AT_RANDOM)) != NULL)
			memcpy(&secret, r + 8, sizeof(secret));
		secret |= 1;
	}
	return secret;
}

static uint64_t
tag_of(const struct head *h, uint64_t state)
{
	return (uint64_t)(uintptr_t)h ^ h->info * 0x9e3779b97f4a7c15ULL ^
	    key() ^ state;
}

static void
check(const struct head *h, uint64_t state)
{
	if (((uintptr_t)h & (HEAD - 1)) != 0 || h->tag != tag_of(h, state))
		abort();
}

/* The class of a block of need bytes (head included, <= SMALL_MAX). */
static size_t
class_of(size_t need)
{
	size_t p, step;

	if (need <= 128)
		return (need + 15) / 16 - 1;
	p = (size_t)(63 - __builtin_clzll((unsigned long long)(need - 1)));
	step = (size_t)1 << (p - 2);
	return 8 + (p - 7) * 4 + (need - ((size_t)1 << p) + step - 1) / step -
	    1;
}

static size_t
class_size(size_t c)
{
	size_t p;

	if (c < 8)
		return (c + 1) * 16;
	p = (c - 8) / 4 + 7;
	return ((size_t)1 << p) + ((c - 8) % 4 + 1) * ((size_t)1 << (p - 2));
}

/*
 * A mapping of len bytes (a multiple of PAGE) whose byte off is aligned
 * to align: more is mapped, and what lies before and after is unmapped.
 */
static char *
map(size_t len, size_t align, size_t off)
{
	size_t extra = align > PAGE ? align : 0, lead = 0;
	char *p;

	if (len > SIZE_MAX - extra)
		return NULL;
	p = mmap(NULL, len + extra, PROT_READ | PROT_WRITE, MAP_PRIVATE |
	    MAP_ANONYMOUS, -1, 0);
	if (p == MAP_FAILED)
		return NULL;
	if (extra > 0) {
		lead = (align - ((uintptr_t)p + off) % align) % align;
		if (lead > 0)
			munmap(p, lead);
		if (extra > lead)
			munmap(p + lead + len, extra - lead);
	}
	return p + lead;
}

/*
 * A block of class c: a freed one, or cut from the run.  *fresh is 1
 * when its bytes were never written (zero).
 */
static struct head *
take(size_t c, int *fresh)
{
	size_t size = class_size(c), len;
	struct head *h;
	char *p;

	if ((h = avail[c]) != NULL) {
		check(h, FREED);
		avail[c] = (struct head *)(*(uintptr_t *)(h + 1) ^ key());
		*fresh = 0;
		return h;
	}
	if ((size_t)(run_end - run) < size) {
		len = run_next > size ? run_next : size;
		/* The least: the largest block and the lists (a page). */
		if ((p = map(len, 0, 0)) == NULL && (p = map(len = SMALL_MAX +
		    PAGE, 0, 0)) == NULL)
			return NULL;
		run = p;
		run_end = p + len;
		if (avail == (struct head **)no_lists) {
			avail = (struct head **)p;
			run += (sizeof(no_lists) + HEAD - 1) &
			    ~(size_t)(HEAD - 1);
		}
		if (run_next < RUN_MAX)
			run_next *= 2;
	}
	h = (struct head *)run;
	run += size;
	h->info = c;
	*fresh = 1;
	return h;
}

/* n bytes aligned to align (a power of two), zeroed when zero is 1. */
static void *
alloc(size_t n, size_t align, int zero)
{
	struct head *h;
	size_t need, len, lead;
	char *base;
	int fresh;

	if (n > SIZE_MAX / 4) {
		errno = ENOMEM;
		return NULL;
	}
	/* Room for the head, and for a free block's link. */
	need = (n + HEAD + HEAD - 1) & ~(size_t)(HEAD - 1);
	if (need < 2 * HEAD)
		need = 2 * HEAD;
	if (need <= SMALL_MAX && align <= HEAD) {
		if ((h = take(class_of(need), &fresh)) == NULL) {
			errno = ENOMEM;
			return NULL;
		}
		if (zero && !fresh)
			memset(h + 1, 0, n);
		h->tag = tag_of(h, LIVE);
		return h + 1;
	}
	/*
	 * A mapping of its own (fresh, so zero), the head in its first
	 * page: at its start; before the block's place, align bytes in; or
	 * at the end of a page of its own before a block aligned past a
	 * page.
	 */
	if (align <= HEAD) {
		lead = HEAD;
		align = PAGE;
	} else
		lead = align < PAGE ? align : PAGE;
	len = (lead + n + PAGE - 1) & ~(size_t)(PAGE - 1);
	if ((base = map(len, align, lead)) == NULL) {
		errno = ENOMEM;
		return NULL;
	}
	h = (struct head *)(base + lead) - 1;
	h->info = len;
	h->tag = tag_of(h, LIVE);
	return h + 1;
}

static struct head *
head_of(void *p)
{
	struct head *h = (struct head *)p - 1;

	check(h, LIVE);
	return h;
}

/* The bytes a live block holds for its owner. */
static size_t
room(const struct head *h)
{
	uintptr_t base = (uintptr_t)h & ~(uintptr_t)(PAGE - 1);

	if (h->info < NCLASS)
		return class_size(h->info) - HEAD;
	return (size_t)(base + h->info - (uintptr_t)(h + 1));
}

void *
malloc(size_t n)
{
	return alloc(n, HEAD, 0);
}

void *
calloc(size_t m, size_t n)
{
	if (n != 0 && m > SIZE_MAX / n) {
		errno = ENOMEM;
		return NULL;
	}
	return alloc(m * n, HEAD, 1);
}

void
free(void *p)
{
	struct head *h;
	char *base;

	if (p == NULL)
		return;
	h = head_of(p);
	if (h->info >= NCLASS) {
		base = (char *)((uintptr_t)h & ~(uintptr_t)(PAGE - 1));
		h->tag = 0;
		munmap(base, h->info);
		return;
	}
	h->tag = tag_of(h, FREED);
	*(uintptr_t *)(h + 1) = (uintptr_t)avail[h->info] ^ key();
	avail[h->info] = h;
}

void *
realloc(void *p, size_t n)
{
	struct head *h;
	size_t have, off, len;
	char *base;
	void *q;

	if (p == NULL)
		return malloc(n);
	have = room(h = head_of(p));
	/* Kept where it is when it fits and would not waste half. */
	if (n <= have && n >= have / 2)
		return p;
	/* A mapping of its own that stays one: the kernel moves its pages. */
	if (h->info >= NCLASS && n > SMALL_MAX && n <= SIZE_MAX / 4) {
		base = (char *)((uintptr_t)h & ~(uintptr_t)(PAGE - 1));
		off = (size_t)((char *)h - base);
		len = (off + HEAD + n + PAGE - 1) & ~(size_t)(PAGE - 1);
		if ((base = mremap(base, h->info, len, MREMAP_MAYMOVE)) !=
		    MAP_FAILED) {
			h = (struct head *)(base + off);
			h->info = len;
			h->tag = tag_of(h, LIVE);
			return h + 1;
		}
	}
	if ((q = malloc(n)) == NULL)
		return NULL;
	memcpy(q, p, n < have ? n : have);
	free(p);
	return q;
}

void *
aligned_alloc(size_t align, size_t n)
{
	if (align == 0 || (align & (align - 1)) != 0) {
		errno = EINVAL;
		return NULL;
	}
	return alloc(n, align, 0);
}

size_t
malloc_usable_size(void *p)
{
	return p == NULL ? 0 : room(head_of(p));
}
#else
/* ISO C wants something in a file. */
typedef int heap_unused;
#endif
