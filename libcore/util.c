/*
 * util.c: growable byte buffers, checked number parsing, lines, and pages
 * asked for ahead.
 */
#include <sys/mman.h>
#include <sys/syscall.h>
#if defined(__linux__)
#include <sys/auxv.h>	/* getauxval (mem_prefault) */
#endif

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#if defined(__GNUC__) && defined(__x86_64__) && !defined(WORDKIT_NO_POPCNT)
#include <cpuid.h>
#endif
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>

#include "core.h"
#include "i18n.h"
#include "util.h"

/* Linux 5.14's advice; musl's headers do not name it yet. */
#if defined(__linux__) && !defined(MADV_POPULATE_READ)
#define MADV_POPULATE_READ	22
#define MADV_POPULATE_WRITE	23
#endif

void
mem_prefault(const void *p, size_t len, int write)
{
#if defined(__linux__) && defined(MADV_POPULATE_READ) && \
    defined(MADV_POPULATE_WRITE)
	uintptr_t a = (uintptr_t)p, page, from, to;
	/* Not sysconf(), whose table is a page a start would fault in. */
	unsigned long ps = getauxval(AT_PAGESZ);

	if (len == 0 || ps == 0)
		return;
	page = (uintptr_t)ps;
	from = a & ~(page - 1);
	to = (a + len + page - 1) & ~(page - 1);
	(void)madvise((void *)from, to - from, write ? MADV_POPULATE_WRITE :
	    MADV_POPULATE_READ);
#else
	(void)p;
	(void)len;
	(void)write;
#endif
}

void *
mem_alloc_huge(size_t len)
{
	void *p;
	size_t n;

	if (len < MEM_HUGE)
		return malloc(len);
	if (len > SIZE_MAX / 2)
		return NULL;
	n = (len + MEM_HUGE - 1) & ~(size_t)(MEM_HUGE - 1);
	if (posix_memalign(&p, MEM_HUGE, n) != 0)
		return NULL;
	mem_advise_huge(p, n);
	return p;
}

void
mem_advise_huge(void *p, size_t len)
{
#ifdef MADV_HUGEPAGE
	if (len >= MEM_HUGE)
		(void)madvise(p, len, MADV_HUGEPAGE);
#else
	(void)p;
	(void)len;
#endif
}

void *
mem_calloc_huge(size_t len)
{
	void *p;

	if (len < MEM_HUGE)
		return calloc(1, len);
	if ((p = mem_alloc_huge(len)) != NULL)
		memset(p, 0, len);
	return p;
}

int
buf_grow(struct buf *b, size_t n)
{
	size_t cap;
	char *p;

	if (b->failed)
		return -1;
	if (n > SIZE_MAX / 2 - b->len - 1) {
		b->failed = 1;
		return -1;
	}
	if (b->len + n + 1 <= b->cap)
		return 0;
	cap = b->cap ? b->cap : 64;
	while (cap < b->len + n + 1)
		cap *= 2;
	if ((p = realloc(b->p, cap)) == NULL) {
		b->failed = 1;
		return -1;
	}
	b->p = p;
	b->cap = cap;
	return 0;
}

int
buf_add(struct buf *b, const void *s, size_t n)
{
	/* Most appends have room: no call to grow. */
	if ((b->failed || b->cap - b->len <= n) && buf_grow(b, n) == -1)
		return -1;
	if (n > 0)
		memcpy(b->p + b->len, s, n);
	b->len += n;
	b->p[b->len] = '\0';
	return 0;
}

int
buf_adds(struct buf *b, const char *s)
{
	return buf_add(b, s, strlen(s));
}

/*
 * Is fmt one plain_fmt() writes: text, %%, and conversions %s, %c, %d,
 * %i and %u with no flag, width or precision (the numbers' with an l, ll
 * or z)?  Most of the tools' lines are: vsnprintf reads a format twice
 * (musl checks the arguments first) and costs a thousand instructions a
 * line, a tenth of what reading a game's file runs.
 */
static int
plain(const char *f)
{
	for (; *f != '\0'; f++) {
		if (*f != '%' || *++f == '%')
			continue;
		if (*f == 'z')
			f++;
		else if (*f == 'l' && *++f == 'l')
			f++;
		switch (*f) {
		case 'd':
		case 'i':
		case 'u':
			break;
		case 's':
		case 'c':
			if (f[-1] == '%')
				break;
			return 0;	/* %ls, %lc */
		default:
			return 0;
		}
	}
	return 1;
}

/* v in decimal, ending at end: its first digit. */
static char *
decimal(char *end, unsigned long long v)
{
	do
		*--end = (char)('0' + v % 10);
	while ((v /= 10) != 0);
	return end;
}

/* fmt (plain()) with ap onto b, each part as it comes: 0 or -1. */
static int
plain_fmt(struct buf *b, const char *f, va_list ap)
{
	char num[24], *d;
	const char *p, *s;
	unsigned long long u;
	long long v;
	int len;

	for (;;) {
		for (p = f; *p != '\0' && *p != '%'; p++)
			continue;
		if (p > f && buf_add(b, f, (size_t)(p - f)) == -1)
			return -1;
		if (*p == '\0')
			return 0;
		len = 0;	/* int, long, long long, size_t */
		if (*++p == 'z')
			len = 3, p++;
		else if (*p == 'l')
			len = *++p == 'l' ? (p++, 2) : 1;
		d = num + sizeof(num);
		switch (*p) {
		case '%':
			*--d = '%';
			break;
		case 's':
			s = va_arg(ap, const char *);
			if (buf_adds(b, s != NULL ? s : "(null)") == -1)
				return -1;
			break;
		case 'c':
			*--d = (char)va_arg(ap, int);
			break;
		case 'u':
			u = len == 0 ? va_arg(ap, unsigned) : len == 1 ?
			    va_arg(ap, unsigned long) : len == 2 ?
			    va_arg(ap, unsigned long long) : va_arg(ap, size_t);
			d = decimal(d, u);
			break;
		default:	/* d, i */
			v = len == 0 ? va_arg(ap, int) : len == 1 ?
			    va_arg(ap, long) : len == 2 ?
			    va_arg(ap, long long) :
			    va_arg(ap, ptrdiff_t);	/* size_t's width */
			d = decimal(d, v < 0 ? 0 - (unsigned long long)v :
			    (unsigned long long)v);
			if (v < 0)
				*--d = '-';
			break;
		}
		if (d < num + sizeof(num) &&
		    buf_add(b, d, (size_t)(num + sizeof(num) - d)) == -1)
			return -1;
		f = p + 1;
	}
}

/*
 * A plain format a part at a time; any other formatted once, into the
 * room left, when it fits (most appends: the buffer doubles), else
 * measured by that, grown and formatted again.  What fails appends
 * nothing.
 */
int
buf_vprintf(struct buf *b, const char *fmt, va_list ap)
{
	va_list again;
	size_t room, len = b->len;
	int n;

	if (b->failed)
		return -1;
	if (plain(fmt)) {
		if (plain_fmt(b, fmt, ap) == 0)
			return 0;
		/* failed is set: the text ends as it was */
		b->len = len;
		if (b->p != NULL)
			b->p[len] = '\0';
		return -1;
	}
	room = b->cap > b->len ? b->cap - b->len : 0;	/* 0: a new one */
	va_copy(again, ap);
	n = vsnprintf(room > 0 ? b->p + b->len : NULL, room, fmt, ap);
	if (n >= 0 && (size_t)n < room) {
		va_end(again);
		b->len += (size_t)n;
		return 0;
	}
	if (room > 0)		/* a part was written: the text ends as it was */
		b->p[b->len] = '\0';
	if (n < 0)
		b->failed = 1;
	if (n < 0 || buf_grow(b, (size_t)n) == -1) {
		va_end(again);
		return -1;
	}
	vsnprintf(b->p + b->len, (size_t)n + 1, fmt, again);
	va_end(again);
	b->len += (size_t)n;
	return 0;
}

int
buf_printf(struct buf *b, const char *fmt, ...)
{
	va_list ap;
	int rc;

	va_start(ap, fmt);
	rc = buf_vprintf(b, fmt, ap);
	va_end(ap);
	return rc;
}

char *
buf_take(struct buf *b)
{
	char *p;

	if (b->failed || (b->p == NULL && buf_grow(b, 0) == -1)) {
		buf_free(b);
		return NULL;
	}
	p = b->p;
	b->p = NULL;
	b->len = b->cap = 0;
	return p;
}

void
buf_free(struct buf *b)
{
	free(b->p);
	b->p = NULL;
	b->len = b->cap = 0;
	b->failed = 0;
}

int
parse_u64(const char *s, uint64_t min, uint64_t max, uint64_t *out,
    const char *what, struct core_err *e)
{
	unsigned long long v;
	char *end;

	if (*s < '0' || *s > '9')
		return core_errf(e, NULL, 0, 0, "%s '%s' is not a number", what,
		    s);
	errno = 0;
	v = strtoull(s, &end, 10);
	if (*end != '\0')
		return core_errf(e, NULL, 0, 0, "%s '%s' is not a number", what,
		    s);
	if (errno == ERANGE || v < min || v > max)
		return core_errf(e, NULL, 0, 0,
		    "%s '%s' is out of range (%llu to %llu)", what, s,
		    (unsigned long long)min, (unsigned long long)max);
	*out = v;
	return 0;
}

uint64_t
nl_mask(const char *p)
{
	uint64_t m = 0;
	int k;
#if defined(__SSE2__)
	const __m128i nl = _mm_set1_epi8('\n');

	/* Sixteen bytes compared at once, each one's result a bit. */
	for (k = 0; k < 4; k++)
		m |= (uint64_t)(uint16_t)_mm_movemask_epi8(_mm_cmpeq_epi8(
		    _mm_loadu_si128((const __m128i *)(const void *)(p +
		    16 * k)), nl)) << 16 * k;
#else
	for (k = 0; k < 64; k++)
		m |= (uint64_t)(p[k] == '\n') << k;
#endif
	return m;
}

/*
 * The first '\n' in [s, end) (a pointer into the text), or NULL.  Lines of
 * words are short, and a call to memchr costs more than the search there
 * (musl's, above all).
 */
static const char *
find_nl(const char *s, const char *end)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	const uint64_t ones = 0x0101010101010101ULL;
	uint64_t x;

	/*
	 * Eight bytes of s, each xored with '\n': a byte is zero where s has
	 * a newline.  (x - ones) & ~x has the high bit of the lowest zero byte
	 * set (a borrow can only mark bytes above it), and on a little-endian
	 * machine the lowest byte is the first in memory.
	 */
	for (; end - s >= 8; s += 8) {
		memcpy(&x, s, 8);
		x ^= ones * '\n';
		if ((x = (x - ones) & ~x & ones * 0x80) != 0)
			return s + (__builtin_ctzll(x) >> 3);
	}
#endif
	for (; s < end; s++)
		if (*s == '\n')
			return s;
	return NULL;
}

const char *
line_next(const char **p, const char *end, size_t *n)
{
	const char *s = *p, *nl;

	if (s >= end)
		return NULL;
	if ((nl = find_nl(s, end)) == NULL)
		nl = end;
	*n = (size_t)(nl - s);
	if (*n > 0 && s[*n - 1] == '\r')
		(*n)--;
	*p = nl < end ? nl + 1 : end;
	return s;
}

void
text_place(const char *p, size_t off, size_t *line, size_t *col)
{
	const char *s = p, *end = p + off, *nl;
	size_t k = 1;

	while ((nl = find_nl(s, end)) != NULL) {
		k++;
		s = nl + 1;
	}
	*line = k;
	/* A byte that goes on a character is no column of its own. */
	for (k = 1; s < end; s++)
		k += ((unsigned char)*s & 0xc0) != 0x80;
	*col = k;
}

char *
str_ndup(const char *s, size_t n, struct core_err *e)
{
	char *p;

	if ((p = malloc(n + 1)) == NULL) {
		core_nomem(e);
		return NULL;
	}
	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

char *
str_dup(const char *s, struct core_err *e)
{
	return str_ndup(s, strlen(s), e);
}

void
str_put(char *to, size_t size, const char *s)
{
	size_t n = strlen(s);

	if (n >= size)
		n = size - 1;
	memcpy(to, s, n);
	to[n] = '\0';
}

/*
 * The characters of the UTF-8 text s into c, each its bytes as one
 * number (a byte that goes on a character goes with it): their count, or
 * max + 1 when there are more than max.
 */
static size_t
str_chars(const char *s, uint32_t *c, size_t max)
{
	const unsigned char *p;
	size_t n = 0;

	for (p = (const unsigned char *)s; *p != '\0'; p++) {
		if ((*p & 0xC0) == 0x80 && n > 0 && c[n - 1] < 1u << 24) {
			c[n - 1] = c[n - 1] << 8 | *p;
			continue;
		}
		if (n == max)
			return max + 1;
		c[n++] = *p;
	}
	return n;
}

size_t
str_distance(const char *a, const char *b)
{
	size_t row[STR_DISTANCE_MAX + 2], i, j, diag, up, la, lb;
	uint32_t ca[STR_DISTANCE_MAX], cb[STR_DISTANCE_MAX];

	/* Letters, not bytes: zoe is one from zoë, as from zoa. */
	la = str_chars(a, ca, STR_DISTANCE_MAX);
	lb = str_chars(b, cb, STR_DISTANCE_MAX);
	if (la > STR_DISTANCE_MAX || lb > STR_DISTANCE_MAX)
		return (size_t)-1;
	for (j = 0; j <= lb; j++)
		row[j] = j;
	for (i = 1; i <= la; i++) {
		diag = row[0];
		row[0] = i;
		for (j = 1; j <= lb; j++) {
			up = row[j];
			row[j] = diag + (ca[i - 1] != cb[j - 1]);
			if (up + 1 < row[j])
				row[j] = up + 1;
			if (row[j - 1] + 1 < row[j])
				row[j] = row[j - 1] + 1;
			diag = up;
		}
	}
	return row[lb];
}

const char *
str_skip(const char *s, size_t n)
{
	for (; n > 0; n--)
		s += strlen(s) + 1;
	return s;
}

/*
 * Character c of str_chars in lower case, for the letters of the
 * languages' names: ASCII, Latin-1's (A grave to Thorn, not the times
 * sign) and Latin Extended-A's pairs.  Any other, as it is.
 */
static uint32_t
fold_char(uint32_t c)
{
	uint32_t u;

	if (c < 0x80)
		return c >= 'A' && c <= 'Z' ? c + 32 : c;
	if ((c & 0xE0C0) != 0xC080 || c > 0xFFFF)
		return c;
	u = (c >> 8 & 0x1F) << 6 | (c & 0x3F);
	if (u >= 0xC0 && u <= 0xDE && u != 0xD7)
		u += 32;
	/* Not U+0130 and U+0131, dotted I and dotless i: no pair. */
	else if ((u >= 0x100 && u <= 0x137 && u % 2 == 0 && u != 0x130) ||
	    (u >= 0x139 && u <= 0x148 && u % 2 == 1) ||
	    (u >= 0x14A && u <= 0x177 && u % 2 == 0) ||
	    (u >= 0x179 && u <= 0x17E && u % 2 == 1))
		u++;
	else if (u == 0x178)
		u = 0xFF;
	else
		return c;
	return (0xC0 | u >> 6) << 8 | (0x80 | (u & 0x3F));
}

int
str_same_but_case(const char *a, const char *b)
{
	uint32_t ca[STR_DISTANCE_MAX], cb[STR_DISTANCE_MAX];
	size_t la = str_chars(a, ca, STR_DISTANCE_MAX), i;

	if (la > STR_DISTANCE_MAX || str_chars(b, cb, STR_DISTANCE_MAX) != la)
		return strcasecmp(a, b) == 0;
	for (i = 0; i < la; i++)
		if (fold_char(ca[i]) != fold_char(cb[i]))
			return 0;
	return 1;
}

const char *
str_nearest(const char *s, const char *const *words)
{
	const char *best = NULL;
	uint32_t c[STR_DISTANCE_MAX];
	size_t i, d, bestd = (size_t)-1;
	size_t len = str_chars(s, c, STR_DISTANCE_MAX);

	for (i = 0; words[i] != NULL; i++)
		if (str_same_but_case(words[i], s))
			return words[i];
	for (i = 0; words[i] != NULL; i++) {
		d = str_distance(words[i], s);
		if (d <= 2 && d < len && d < bestd) {
			best = words[i];
			bestd = d;
		}
	}
	return best;
}

uint64_t
fnv1a(uint64_t h, const void *p, size_t n)
{
	const unsigned char *s = p;

	for (; n > 0; n--, s++) {
		h ^= *s;
		h *= 1099511628211ULL;
	}
	return h;
}

int64_t
mono_ns(void)
{
	struct timespec ts;

#ifdef SYS_clock_gettime
	if (syscall(SYS_clock_gettime, CLOCK_MONOTONIC, &ts) != 0)
#endif
		clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

/*
 * The characters that show nothing, or change what is around them: the
 * format characters (byte order mark, zero-width ones, bidi controls,
 * soft hyphen, invisible operators, tags), fillers, variation
 * selectors, noncharacters, and the combining marks of the general
 * blocks (a decomposed accent).  Sorted, first and last of each range.
 */
static const uint32_t hidden[][2] = {
	{ 0x00ad, 0x00ad }, { 0x0300, 0x036f }, { 0x0483, 0x0489 },
	{ 0x061c, 0x061c }, { 0x115f, 0x1160 }, { 0x17b4, 0x17b5 },
	{ 0x180b, 0x180f }, { 0x1ab0, 0x1aff }, { 0x1dc0, 0x1dff },
	{ 0x200b, 0x200f }, { 0x2028, 0x202e }, { 0x2060, 0x206f },
	{ 0x20d0, 0x20ff }, { 0x3164, 0x3164 }, { 0xfe00, 0xfe0f },
	{ 0xfe20, 0xfe2f }, { 0xfeff, 0xfeff }, { 0xffa0, 0xffa0 },
	{ 0xfff0, 0xfffb }, { 0xfffe, 0xffff }, { 0x1bca0, 0x1bca3 },
	{ 0x1d173, 0x1d17a }, { 0xe0000, 0xe0fff }
};

int
char_in(const uint32_t (*r)[2], size_t n, uint32_t c)
{
	size_t lo = 0, hi = n, mid;

	if (n == 0 || c < r[0][0])
		return 0;
	while (lo < hi) {
		mid = (lo + hi) / 2;
		if (c < r[mid][0])
			hi = mid;
		else if (c > r[mid][1])
			lo = mid + 1;
		else
			return 1;
	}
	return 0;
}

/* The characters of hidden[]. */
static int
char_hidden(uint32_t c)
{
	return char_in(hidden, sizeof(hidden) / sizeof(hidden[0]), c);
}

int
char_shown(uint32_t c)
{
	return c >= 0x20 && c != 0x7f && (c < 0x80 || c > 0x9f) &&
	    !char_hidden(c);
}

char *
char_escape(uint32_t c, char out[CHAR_ESC_MAX])
{
	static const char named[] = "\aa\bb\tt\nn\vv\ff\rr\033e";
	const char *k;

	if (c > 0 && c < 0x20 && (k = strchr(named, (int)c)) != NULL &&
	    (k - named) % 2 == 0)
		snprintf(out, CHAR_ESC_MAX, "\\%c", k[1]);
	else
		snprintf(out, CHAR_ESC_MAX, "\\u{%X}", (unsigned)c);
	return out;
}

char *
byte_escape(unsigned char b, char out[CHAR_ESC_MAX])
{
	snprintf(out, CHAR_ESC_MAX, "\\x{%02X}", (unsigned)b);
	return out;
}

size_t
utf8_cut(const char *s, size_t len, size_t max)
{
	size_t cut;

	for (cut = len > max ? max : len; cut < len && cut > 0 &&
	    ((unsigned char)s[cut] & 0xC0) == 0x80; cut--)
		continue;
	return cut;
}

size_t
utf8_get(const char *s, size_t n, uint32_t *cp, const char **why)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t len, i;
	uint32_t c, min;

	if (p[0] < 0x80) {
		*cp = p[0];
		return 1;
	}
	if (p[0] < 0xC0) {
		*why = N_("a continuation byte with no character before it");
		return 0;
	}
	if (p[0] < 0xE0) {
		len = 2;
		c = p[0] & 0x1F;
		min = 0x80;
	} else if (p[0] < 0xF0) {
		len = 3;
		c = p[0] & 0x0F;
		min = 0x800;
	} else if (p[0] < 0xF8) {
		len = 4;
		c = p[0] & 0x07;
		min = 0x10000;
	} else {
		*why = N_("a byte that is never in UTF-8");
		return 0;
	}
	for (i = 1; i < len; i++) {
		if (i >= n || (p[i] & 0xC0) != 0x80) {
			*why = N_("a truncated character");
			return 0;
		}
		c = c << 6 | (p[i] & 0x3F);
	}
	if (c < min) {
		*why = N_("an overlong encoding");
		return 0;
	}
	if (c >= 0xD800 && c <= 0xDFFF) {
		*why = N_("a surrogate, which UTF-8 never encodes");
		return 0;
	}
	if (c > 0x10FFFF) {
		*why = N_("a code point past U+10FFFF");
		return 0;
	}
	*cp = c;
	return len;
}

/*
 * Has the processor POPCNT, and a function of POPCNT_TARGET its use?
 * Asked once, the answer kept: CPUID, which a hypervisor traps, cost 2.9
 * us on the machine of BENCHMARKS.md's thirty-second pass.
 */
int
cpu_popcnt(void)
{
#ifdef POPCNT_TARGET
	static int known = -1;	/* the processor does not change */
	unsigned a, b, c, d;

	if (known < 0)
		known = __get_cpuid(1, &a, &b, &c, &d) && (c & bit_POPCNT);
	return known;
#else
	return 0;
#endif
}
