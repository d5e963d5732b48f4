/*
 * util.h: growable byte buffers, checked number parsing, lines, and pages
 * asked for ahead.
 */
#ifndef UTIL_H
#define UTIL_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include "core.h"

/*
 * A growable, always NUL-terminated byte buffer.  Zero-initialise it.
 * A buffer remembers that an append failed: failed stays set, and every
 * later append fails too, so what it holds is never output with a hole
 * in it.  Whoever writes a buffer out checks failed first (the tools'
 * tool_write_stdout and tool_write_atomic do: out of memory, exit 2).
 */
struct buf {
	char	*p;
	size_t	 len;
	size_t	 cap;
	int	 failed;	/* an append ran out of memory */
};

/*
 * Append n bytes (or a string, or formatted text).  -1 when out of memory,
 * or when an earlier append failed.
 */
int	buf_add(struct buf *b, const void *s, size_t n);
int	buf_adds(struct buf *b, const char *s);
int	buf_printf(struct buf *b, const char *fmt, ...)
	    __attribute__((format(printf, 2, 3)));
int	buf_vprintf(struct buf *b, const char *fmt, va_list ap)
	    __attribute__((format(printf, 2, 0)));
/* Make room for n more bytes; -1 (and failed set) when out of memory. */
int	buf_grow(struct buf *b, size_t n);

/*
 * Append the byte c.  A byte at a time is how text is escaped, decoded
 * and drawn, so the common case (room, no failure) is written here.
 */
static inline int
buf_addc(struct buf *b, int c)
{
	char ch = (char)c;

	if (b->failed || b->cap - b->len < 2)
		return buf_add(b, &ch, 1);
	b->p[b->len++] = ch;
	b->p[b->len] = '\0';
	return 0;
}
/*
 * Hand the bytes to the caller (who frees them) and empty b; NULL when
 * an append failed (b is emptied all the same).
 */
char	*buf_take(struct buf *b);
void	buf_free(struct buf *b);

/*
 * Parse a decimal integer in [min, max] with nothing after it.  Leading
 * '+' or spaces are refused.  Returns 0, or -1 with e filled ("what" names
 * the value in the message).
 */
int	parse_u64(const char *s, uint64_t min, uint64_t max, uint64_t *out,
	    const char *what, struct core_err *e);

/*
 * The newlines of the 64 bytes at p, a bit each (bit i for p[i]), for a
 * reader of many short lines: all 64 must be readable.
 */
uint64_t	 nl_mask(const char *p);

/*
 * The next line of the text from *p up to end: returns its start, a
 * pointer into the text (NULL when *p reached end), sets *n to its length
 * without the "\n" or "\r\n", and moves *p past it.
 */
const char	*line_next(const char **p, const char *end, size_t *n);

/*
 * The place of byte off of the text at p (off bytes before it readable):
 * its line and its column in characters of UTF-8, from 1, as a reader's
 * errors say it: where a text too large passes its bound.
 */
void		 text_place(const char *p, size_t off, size_t *line,
		    size_t *col);

/*
 * FNV-1a, 64 bits, of n bytes at p, going on from h (FNV1A_START to
 * begin): a fingerprint against slips, not against forgery.
 */
#define FNV1A_START	1469598103934665603ULL
uint64_t	fnv1a(uint64_t h, const void *p, size_t n);

/*
 * Does a terminal show the character c as it is: no C0 or C1 control,
 * no DEL, and nothing that shows nothing or changes what is around it
 * (a format character: a byte order mark, a zero-width one, a bidi
 * control, a soft hyphen; a filler, a variation selector, a
 * noncharacter, a combining mark of the general blocks, such as a
 * decomposed accent)?  What every tool shows people (cmd/lib/say.h,
 * journal(1)'s list, table's drawing, view.h) escapes the rest, and asks
 * this, so that all escape the same characters.
 */
int	char_shown(uint32_t c);
/* The longest escape below, with its NUL: "\u{10FFFF}". */
#define CHAR_ESC_MAX	11
/*
 * How what is not shown is written, wherever a tool shows it: a
 * character that char_shown refuses by its C name ("\n", "\e", ...)
 * or its code point ("\u{301}"), and a byte that begins no character by
 * its value ("\x{9B}").  Into out, which is returned.
 */
char	*char_escape(uint32_t c, char out[CHAR_ESC_MAX]);
char	*byte_escape(unsigned char b, char out[CHAR_ESC_MAX]);
/*
 * Decode the UTF-8 character at s (n > 0 bytes there) into *cp.  Returns
 * its length, 1 to 4, or 0 for bad UTF-8 with *why a static reason
 * ("an overlong encoding", "a truncated character", ...), in English:
 * marked for the catalogs, it is said with _() where it is shown.
 */
size_t	utf8_get(const char *s, size_t n, uint32_t *cp, const char **why);
/*
 * How much of the len bytes at s to quote in a message that shows at
 * most max of them: all, or max cut back to a character's start, so
 * that no letter is shown in part.
 */
size_t	utf8_cut(const char *s, size_t len, size_t max);
/* Is c in one of the n ranges r[i][0] to r[i][1], sorted, apart? */
int	char_in(const uint32_t (*r)[2], size_t n, uint32_t c);

/* strdup/strndup that fill e on failure; the copy is the caller's. */
char	*str_dup(const char *s, struct core_err *e);
char	*str_ndup(const char *s, size_t n, struct core_err *e);

/*
 * s into to (size bytes, not 0), cut to fit: snprintf's "%s", without
 * printf, whose tables are a page a start would fault in for a copy.
 */
void	str_put(char *to, size_t size, const char *s);

/*
 * The edit distance of two strings of UTF-8 (characters: insertions,
 * deletions and changes), for "did you mean"; (size_t)-1 when either is
 * longer than STR_DISTANCE_MAX characters.
 */
#define STR_DISTANCE_MAX	64
size_t	str_distance(const char *a, const char *b);

/*
 * Are a and b, UTF-8, the same but for the case of ASCII and the Latin
 * letters (ZOË and zoë)?  1 or 0.
 */
int	str_same_but_case(const char *a, const char *b);

/*
 * The word of words (NULL ends them) that s most likely meant, for "did
 * you mean": the first equal to s but for case (of ASCII and the Latin
 * letters of UTF-8: ZOË is zoë), else the first closest by one or two
 * letters, and fewer than s has; NULL when none is near.
 */
const char *str_nearest(const char *s, const char *const *words);

/*
 * Of strings one after another, each ended by its NUL ("game\0lang\0"):
 * the one n on from s.  Such a list is bytes, where a table of pointers
 * is relocations every start of a tool applies.
 */
const char *str_skip(const char *s, size_t n);

/*
 * Have the kernel supply the pages of [p, p + len) now, in one call, for
 * reading or (write) for memory the caller is about to write: a fresh page
 * costs a process more for the fault than for the page (about 11 us in
 * all against 5 on the machines this was measured on).  Nothing in the
 * memory changes; nothing happens where the system cannot.
 */
void	mem_prefault(const void *p, size_t len, int write);

/*
 * malloc(len) for memory to be written all over: from MEM_HUGE bytes on,
 * aligned to and asked for in pages of 2 MiB, where the kernel has them
 * for asking (transparent huge pages, "madvise" mode on most systems):
 * one fault then fills the room of 512 small pages, each of which costs a
 * fault of its own otherwise (about 11 us on the machines measured).
 * free() gives it back.
 */
#define MEM_HUGE	(2 * 1024 * 1024)
void	*mem_alloc_huge(size_t len);
/* The same, zeroed: calloc's below MEM_HUGE, which zeroes no fresh page. */
void	*mem_calloc_huge(size_t len);
/*
 * Ask for the pages of [p, p + len), page-aligned, to be mapped 2 MiB at a
 * time where they can be (nothing is asked below MEM_HUGE bytes): memory
 * of one's own, or a file's, where the page cache holds the file in pieces
 * of 2 MiB, as it does when such a mapping is what reads it in.  Each page
 * a process touches first costs it far more here than reading the page
 * (1 to 2 us on the machine measured, mapped ahead or not: BENCHMARKS.md,
 * the fortieth pass); 512 of them mapped as one cost one fault and one
 * entry of the processor's TLB.  Nothing in the memory changes.
 */
void	mem_advise_huge(void *p, size_t len);

/*
 * CLOCK_MONOTONIC in nanoseconds, asked of the kernel by a system call:
 * the C library's call without one (the vDSO) faults in three pages the
 * first time, about 30 us, where a system call costs about 1 us, and a
 * solver asks a few times a hand (once every 64 nodes).
 */
int64_t	mono_ns(void);

/*
 * A static of several KB (a buffer, a table) that a start need not touch:
 * kept in .lbss, which GNU ld places after the bss, so that the small
 * statics every start writes share a page or two instead of lying among
 * the big ones (each page of statics a run touches is a fault, about
 * 11 us on the machines measured).  GCC on x86-64, where .lbss is known
 * as zeroed memory; elsewhere an ordinary static.
 */
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define BIG_STATIC	__attribute__((section(".lbss")))
#else
#define BIG_STATIC
#endif


#if defined(__GNUC__)
#define ALWAYS_INLINE	__attribute__((always_inline))
#else
#define ALWAYS_INLINE
#endif

/* Bits set in x, without relying on a POPCNT instruction. */
static inline uint32_t
popcount32(uint32_t x)
{
	x = x - ((x >> 1) & 0x55555555u);
	x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
	x = (x + (x >> 4)) & 0x0f0f0f0fu;
	return (x * 0x01010101u) >> 24;
}

/*
 * The same on 64 bits, in as many steps: two counts of 32 took the proof
 * by the words 8% more instructions (solve_proof.c counts rows of bits).
 */
static inline size_t
popcount64(uint64_t x)
{
	x = x - ((x >> 1) & 0x5555555555555555ULL);
	x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
	x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
	return (size_t)((x * 0x0101010101010101ULL) >> 56);
}

/*
 * Counting bits in one instruction (POPCNT): the build targets the first
 * x86-64, which lacks it, so a loop that counts on a hot path is compiled
 * twice, once in a function of POPCNT_TARGET, and cpu_popcnt() chooses
 * (one CPUID a process: the build is static, with no ifunc, and a
 * constructor would ask in every tool's start).  Elsewhere, and in a
 * build with WORDKIT_NO_POPCNT defined (make sanitize, which so tests the
 * other way), POPCNT_TARGET is not defined and cpu_popcnt() is 0.
 */
#if defined(__GNUC__) && defined(__x86_64__) && !defined(WORDKIT_NO_POPCNT)
#define POPCNT_TARGET	__attribute__((target("popcnt")))
#endif
int	cpu_popcnt(void);

/*
 * popcount32(x), or the instruction when hw: a constant where inlined,
 * one in a function of POPCNT_TARGET.
 */
static inline ALWAYS_INLINE uint32_t
popcount_hw(uint32_t x, int hw)
{
#if defined(POPCNT_TARGET)
	if (hw)
		return (uint32_t)__builtin_popcount(x);
#else
	(void)hw;
#endif
	return popcount32(x);
}

/*
 * The index of the lowest set bit of x (not 0): an instruction every
 * x86-64 has (BSF), or a de Bruijn sequence.
 */
static inline int
ctz32(uint32_t x)
{
#if defined(__GNUC__)
	return __builtin_ctz(x);
#else
	static const unsigned char pos[32] = {
		0, 1, 28, 2, 29, 14, 24, 3, 30, 22, 20, 15, 25, 17, 4, 8,
		31, 27, 13, 23, 21, 19, 16, 7, 26, 12, 18, 6, 11, 5, 10, 9
	};

	return pos[((x & (0 - x)) * 0x077cb531u) >> 27];
#endif
}

/* The index of the lowest set bit of x (not 0). */
static inline int
ctz64(uint64_t x)
{
#if defined(__GNUC__)
	return __builtin_ctzll(x);
#else
	return (uint32_t)x != 0 ? ctz32((uint32_t)x) :
	    32 + ctz32((uint32_t)(x >> 32));
#endif
}

#endif
