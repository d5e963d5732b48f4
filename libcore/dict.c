/*
 * dict.c: queries on a compiled, memory-mapped word automaton.
 *
 * Nothing is read at open but the header: the kernel pages the edges in as
 * queries touch them, so a tool that asks about one word costs little more
 * than a process start; a search that will reach most of it has it mapped
 * in one call instead (dict_prefault).  Every edge index is checked against
 * the edge count, so a damaged file gives wrong answers, never a crash;
 * every search is bounded by the header's longest word.  A file that may
 * lie is checked whole when it is opened (dict_check.c), so a search of it
 * ends; the built-in files, which our own build compiled, are not, as the
 * check costs fifty times what a lookup costs.
 */
#include <sys/mman.h>
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "alphabet.h"
#include "core.h"
#include "dict.h"
#include "dict_int.h"
#include "util.h"

/* The edges follow the header, which keeps them aligned: 8-byte words. */
typedef char dict_header_aligned[sizeof(struct dict_header) % 8 == 0 ?
    1 : -1];


/* wordkit's contract, and the pages of the tools that ask. */
const struct core_rule dict_rules[DICT_NRULES] = {
	[DICT_NOT_A_WORD] = { "not-a-word", "(the referee's ruling, "
	    "validate(1)) A word is a word of the dictionary in play (-d): "
	    "proper nouns, abbreviations and words with hyphens or "
	    "apostrophes are not words." },
	[DICT_NOT_A_PREFIX] = { "not-a-prefix", "(the referee's ruling, "
	    "words(1)) Letters are a prefix when some word of the dictionary "
	    "in play starts with them." },
	[DICT_NOT_AN_INFIX] = { "not-an-infix", "(the referee's ruling, "
	    "words(1)) Letters are an infix when some word of the dictionary "
	    "in play holds them, so that letters added at either end can "
	    "still make a word of them." },
	[DICT_NO_ANAGRAM] = { "no-anagram", "(the referee's ruling, "
	    "words(1)) An anagram is a word of the dictionary in play made "
	    "of the tiles, each used at most once, a ? any letter." },
	[DICT_NO_MATCH] = { "no-match", "(the referee's ruling, words(1)) "
	    "A match is a word of the dictionary in play that the pattern "
	    "spells, ? or . one letter, * any run of letters." },
};


/*
 * Each letter's byte, as alphabet.h numbers them: A-Z as themselves, the
 * others 0xC0 on, by index; a letter's small letter is its byte | 0x20.
 */
static void
letter_table(struct dict *d)
{
	const struct dict_header *h = d->h;
	uint32_t i, k = 0;
	int c;

	memset(d->idx, NOLETTER, sizeof(d->idx));
	for (i = 0; i < h->nletters; i++) {
		c = h->upper[i] >= 'A' && h->upper[i] <= 'Z' ?
		    (int)h->upper[i] : ALPHA_HIGH + (int)k++;
		d->letter[i] = (unsigned char)c;
		d->idx[c] = d->idx[c | 0x20] = (unsigned char)i;
	}
}

/*
 * The first dictionary's struct is this one, not malloc'd: a tool that
 * answers one question opens one dictionary and mallocs nothing else,
 * and a process's first malloc costs system calls (brk, mmap) and fresh
 * pages, more than the lookup itself.  The tools run in one thread.
 */
static struct dict first;
static int first_taken;

/* A zeroed struct dict: the first one's, when free, else malloc'd. */
static struct dict *
dict_alloc(void)
{
	if (first_taken)
		return calloc(1, sizeof(struct dict));
	first_taken = 1;
	memset(&first, 0, sizeof(first));
	return &first;
}

/* Give back an image (mapped, or malloc'd). */
static void
image_free(void *map, size_t len, int mapped)
{
	if (mapped)
		munmap(map, len);
	else
		free(map);
}

/* e: path is no dictionary our build compiled, or not as it was; 0. */
static int
damaged(const char *path, struct core_err *e)
{
	core_errf(e, path, 0, 0, "not a wordkit dictionary, or a damaged one "
	    "(rebuild it with 'words compile')");
	return 0;
}

/*
 * Is code (ALPHA_CODELEN bytes) a language's code, as an alphabet's is
 * (alphabet.h): 1 to 15 small letters a-z, digits, '_' and '-', or '+'
 * between the codes of a union's parts ("en+fr"), then NUL?  It is shown
 * (words info): no escape sequence of a file made to lie reaches a
 * terminal by it.
 */
static int
code_sound(const char *code)
{
	size_t n;
	char c;

	/* A loop, not strspn: musl's builds a table of the set first. */
	for (n = 0; (c = code[n]) != '\0'; n++)
		if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
		    c == '_' || c == '-' || c == '+'))
			return 0;
	return n > 0 && n < ALPHA_CODELEN;
}

/*
 * Is h the header of a file of len bytes that our build compiled?  Else
 * e is filled.  What follows it is trusted.
 */
static int
header_sound(const struct dict_header *h, size_t len, const char *path,
    struct core_err *e)
{
	if (len >= sizeof(*h) && memcmp(h->magic, DICT_MAGIC, 8) != 0 &&
	    dict_is_image(h->magic, 8)) {
		core_errf(e, path, 0, 0, "a dictionary compiled by another "
		    "version of wordkit (rebuild it with 'words compile')");
		return 0;
	}
	if (len < sizeof(*h) || memcmp(h->magic, DICT_MAGIC, 8) != 0 ||
	    h->nedges < 1 || len != sizeof(*h) + (size_t)h->nedges * 4 ||
	    h->root >= h->nedges || h->maxlen > DICT_MAXLEN ||
	    h->nletters < 1 || h->nletters > ALPHA_MAX ||
	    memchr(h->lang, '\0', sizeof(h->lang)) == NULL ||
	    !code_sound(h->lang))
		return damaged(path, e);
	return 1;
}

/* Is sb a regular file, with room for a header?  Else e is filled. */
static int
file_sound(const struct stat *sb, const char *path, struct core_err *e)
{
	if (!S_ISREG(sb->st_mode) ||
	    sb->st_size < (off_t)sizeof(struct dict_header)) {
		core_errf(e, path, 0, 0, "not a wordkit dictionary");
		return 0;
	}
	return 1;
}

/*
 * The first len bytes of the file open on fd, mapped; NULL, e filled.  A
 * file of 2 MiB or more (German's, Dutch's) is mapped in huge pages where the
 * page cache can give them (mem_advise_huge): a 21-tile German solve's walk
 * touches some 180 of its pages, English's 120 of a file too small for it.
 */
static void *
map_fd(int fd, size_t len, const char *path, struct core_err *e)
{
	void *map = mmap(NULL, len, PROT_READ, MAP_PRIVATE, fd, 0);

	if (map != MAP_FAILED) {
		mem_advise_huge(map, len);
		return map;
	}
	core_errf(e, path, 0, 0, "cannot map dictionary: %s",
	    strerror(errno));
	return NULL;
}

/* d, zeroed, made a dict of the sound header h and its edges (or NULL). */
static void
dict_of(struct dict *d, const struct dict_header *h, const uint32_t *edges)
{
	d->h = h;
	d->edges = edges;
	d->nedges = h->nedges;
	d->maxlen = h->maxlen;
	d->fd = -1;
	letter_table(d);
}

/*
 * Check an image's header and make a dict of it (taking the image): the
 * rest of it is trusted, so this is for files our own build compiled.
 */
static struct dict *
wrap_header(void *map, size_t len, int mapped, const char *path,
    struct core_err *e)
{
	const struct dict_header *h = map;
	struct dict *d;

	if (!header_sound(h, len, path, e)) {
		image_free(map, len, mapped);
		return NULL;
	}
	if ((d = dict_alloc()) == NULL) {
		core_nomem(e);
		image_free(map, len, mapped);
		return NULL;
	}
	dict_of(d, h, (const uint32_t *)(h + 1));
	d->map = map;
	d->maplen = len;
	d->mapped = mapped;
	return d;
}

/*
 * Check an image whole (dict_check) and make a dict of it, taking the
 * image: for every file that may have been made to lie.
 */
static struct dict *
dict_wrap(void *map, size_t len, int mapped, const char *path,
    struct core_err *e)
{
	struct dict *d;

	if ((d = wrap_header(map, len, mapped, path, e)) != NULL &&
	    dict_check(d, e) == -1) {
		e->file = path;
		dict_free(d);
		return NULL;
	}
	return d;
}

struct dict *
dict_from_image(void *image, size_t len, struct core_err *e)
{
	return dict_wrap(image, len, 0, NULL, e);
}

/*
 * Map the file open on fd (borrowed) and make a dict of it, checked whole
 * or its header only.  Anything but a regular file is not a dictionary.
 * st: fd's status, when the caller has it, or NULL.
 */
static struct dict *
open_fd(int fd, const struct stat *st, const char *path, int whole,
    struct core_err *e)
{
	struct stat sb;
	void *map;
	size_t len;

	if (st != NULL)
		sb = *st;
	else if (fstat(fd, &sb) == -1)
		sb.st_mode = 0;
	if (!file_sound(&sb, path, e) ||
	    (map = map_fd(fd, len = (size_t)sb.st_size, path, e)) == NULL)
		return NULL;
	if (whole)
		return dict_wrap(map, len, 1, path, e);
	return wrap_header(map, len, 1, path, e);
}

struct dict *
dict_open_fd(int fd, const struct stat *sb, const char *path, int trusted,
    struct core_err *e)
{
	return open_fd(fd, sb, path, !trusted, e);
}

struct dict *
dict_peek_fd(int fd, const struct stat *sb, struct dict_header *head,
    const char *path, struct core_err *e)
{
	struct dict *d;
	ssize_t r;

	if (!file_sound(sb, path, e))
		return NULL;
	if ((r = pread(fd, head, sizeof(*head), 0)) == -1) {
		core_errf(e, path, 0, 0, "cannot open dictionary: %s",
		    strerror(errno));
		return NULL;
	}
	/* A file cut short since sb was taken has no sound header. */
	if (!header_sound(head, r < (ssize_t)sizeof(*head) ? (size_t)r :
	    (size_t)sb->st_size, path, e))
		return NULL;
	if ((d = dict_alloc()) == NULL) {
		core_nomem(e);
		return NULL;
	}
	dict_of(d, head, NULL);
	d->fd = fd;
	return d;
}

/* dict_on_lost's: called when a read of a peeked file fails. */
static void (*lost_fn)(const struct dict *);

/* A read of d, peeked, found its file changed: kept, and said. */
static void
lose(const struct dict *d)
{
	((struct dict *)d)->lost = 1;	/* only ever set */
	if (lost_fn != NULL)
		lost_fn(d);
}

int
dict_lost(const struct dict *d)
{
	return d->lost;
}

void
dict_on_lost(void (*fn)(const struct dict *))
{
	lost_fn = fn;
}

int
dict_map_peeked(struct dict *d, const char *path, struct core_err *e)
{
	size_t len;
	void *map;

	if (d->edges != NULL)
		return 0;
	len = sizeof(*d->h) + (size_t)d->nedges * 4;
	if ((map = map_fd(d->fd, len, path, e)) == NULL)
		return -1;
	/* Not the header read: the file changed, as a failed read says. */
	if (memcmp(map, d->h, sizeof(*d->h)) != 0) {
		munmap(map, len);
		lose(d);
		damaged(path, e);
		return -1;
	}
	d->h = map;
	d->edges = (const uint32_t *)(d->h + 1);
	d->map = map;
	d->maplen = len;
	d->mapped = 1;
	return 0;
}

struct dict *
dict_open(const char *path, struct core_err *e)
{
	struct dict *d;
	int fd;

	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) == -1) {
		core_errf(e, path, 0, 0, "cannot open dictionary: %s",
		    strerror(errno));
		return NULL;
	}
	d = open_fd(fd, NULL, path, 1, e);
	close(fd);
	return d;
}

void
dict_free(struct dict *d)
{
	if (d == NULL)
		return;
	image_free(d->map, d->maplen, d->mapped);
	dict_set_free(d->set);
	if (d == &first)
		first_taken = 0;
	else
		free(d);
}

/*
 * A walk along prefixes of words reads only the edges the header's prefix
 * names (dict_compile.c lays them out first): half of German's, three
 * fifths of English's.  Mapping the others too cost a 21-tile German hand
 * 3% of its time; a file that does not say maps whole.
 */
void
dict_prefault(const struct dict *d)
{
	size_t len;

	if (d == NULL || !d->mapped)
		return;
	len = d->maplen;
	if (d->h->prefix > 0 && d->h->prefix <= d->nedges)
		len = (size_t)((const char *)(d->edges + d->h->prefix) -
		    (const char *)d->map);
	mem_prefault(d->map, len, 0);
}

const struct dict_header *
dict_info(const struct dict *d)
{
	return d->h;
}

const void *
dict_image(const struct dict *d, size_t *len)
{
	if (d->edges == NULL) {
		*len = 0;
		return NULL;
	}
	*len = sizeof(*d->h) + (size_t)d->h->nedges * 4;
	return d->h;
}

int
dict_is_image(const void *p, size_t n)
{
	const unsigned char *m = p;

	/* Any version's: an old one is told so, and replaced by a new. */
	return n >= 8 && memcmp(m, DICT_MAGIC, 6) == 0 &&
	    m[6] >= '0' && m[6] <= '9' && m[7] >= '0' && m[7] <= '9';
}

void
dict_alphabet(const struct dict *d, struct alphabet *a)
{
	const struct dict_header *h = d->h;

	/* The header was checked at open: these are an alphabet's. */
	if (alpha_from_letters(a, h->lang, (int)h->nletters, h->upper,
	    h->lower, NULL) == -1)
		alpha_english(a);
}

int
dict_same_letters(const struct dict *d, const struct alphabet *a)
{
	const struct dict_header *h = d->h;
	uint32_t i;

	if ((uint32_t)a->n != h->nletters)
		return 0;
	for (i = 0; i < h->nletters; i++)
		if (a->upper[i] != h->upper[i] || a->lower[i] != h->lower[i])
			return 0;
	return 1;
}

int
dict_letter(const struct dict *d, int l)
{
	return l >= 0 && (uint32_t)l < d->h->nletters ? d->letter[l] : 0;
}




/* The edge for letter index l in the list that edge pos leads to. */
static inline uint32_t
find_edge(const struct dict *d, uint32_t pos, int l)
{
	uint32_t i = DICT_NEXT(pos), f, bits;

	if (i == 0 || i >= d->nedges)
		return 0;
	if (DICT_INDEXED(pos)) {
		bits = d->edges[i];
		if (!(bits >> l & 1))
			return 0;
		i += 1 + popcount32(bits & ((1u << l) - 1));
		return i < d->nedges ? d->edges[i] : 0;
	}
	/* Short lists, sorted by letter: stop at the first past it. */
	for (; i < d->nedges; i++) {
		f = d->edges[i];
		if (DICT_LETTER(f) == l)
			return f;
		if (DICT_LETTER(f) > l || DICT_LAST(f))
			return 0;
	}
	return 0;
}

uint32_t
dict_step(const struct dict *d, uint32_t pos, int c)
{
	int l = letter(d, c);

	NEED_EDGES(d);
	if (l < 0)
		return 0;
	if (pos == 0)
		return d->h->root_edge[l];
	return find_edge(d, pos, l);
}

int
dict_edges(const struct dict *d, uint32_t pos, uint32_t *out)
{
	uint32_t i;
	int n = 0, l;

	NEED_EDGES(d);
	if (pos == 0) {
		for (l = 0; l < ALPHA_MAX; l++)
			if (d->h->root_edge[l] != 0)
				out[n++] = d->h->root_edge[l];
		return n;
	}
	i = DICT_NEXT(pos);
	if (i != 0 && DICT_INDEXED(pos))
		i++;
	for (; i != 0 && i < d->nedges && n < ALPHA_MAX; i++) {
		out[n++] = d->edges[i];
		if (DICT_LAST(d->edges[i]))
			break;
	}
	return n;
}

/*
 * The count of an index word's bits below a letter is on the path of
 * every step through a long list, and the generic x86-64 build has no
 * POPCNT instruction: popcount32 takes a dozen.  So the batched lookup
 * is compiled twice, once with the instruction (util.h's cpu_popcnt()).
 */

/*
 * The edge for letter index l in the list at E[i] that edge pos leads
 * to, or 0; E has ne words (i < ne).  This is the hot loop of every
 * lookup: an indexed list is one bit test and a count, a short one a scan
 * of a few edges.  hw: count with POPCNT.
 */
static inline ALWAYS_INLINE uint32_t
step_at(const uint32_t *E, uint32_t i, uint32_t ne, uint32_t pos,
    unsigned l, int hw)
{
	uint32_t f, bits;

	if (DICT_INDEXED(pos)) {
		bits = E[i];
		if (!(bits >> l & 1))
			return 0;
		i += 1 + popcount_hw(bits & ((1u << l) - 1), hw);
		return i < ne ? E[i] : 0;
	}
	for (;;) {
		f = E[i];
		if ((unsigned)DICT_LETTER(f) >= l)
			return (unsigned)DICT_LETTER(f) == l ? f : 0;
		if (DICT_LAST(f) || ++i >= ne)
			return 0;
	}
}

/* One step of a walk: the edge for letter index l leaving edge pos, or 0. */
static inline ALWAYS_INLINE uint32_t
step(const uint32_t *E, uint32_t ne, uint32_t pos, unsigned l, int hw)
{
	uint32_t i = DICT_NEXT(pos);

	if (i == 0 || i >= ne)
		return 0;
	return step_at(E, i, ne, pos, l, hw);
}

/*
 * A stretch of the edges of a file read a list at a time (dict_peek_fd),
 * read at once: a walk's next list lies a little past its last as often
 * as not, and a read costs what a few hundred bytes more of it do.
 */
#define PEEK_EDGES	128
struct peek {
	uint32_t	 e[PEEK_EDGES];
	uint32_t	 at, n;		/* edges at to at + n - 1 (n 0: none) */
};

/*
 * step, for a file read a list at a time: the longest list (its index
 * word and an edge for every letter) must be in p, as much of it as the
 * file holds.  A read that fails: the file changed under the tool (lose).
 */
static int
peek_list(const struct dict *d, struct peek *p, uint32_t pos, uint32_t *at,
    uint32_t *end)
{
	uint32_t i = DICT_NEXT(pos), m, n;

	if (i == 0 || i >= d->nedges)
		return 0;
	m = d->nedges - i < ALPHA_MAX + 1 ? d->nedges - i : ALPHA_MAX + 1;
	if (p->n == 0 || i < p->at || i + m > p->at + p->n) {
		n = d->nedges - i < PEEK_EDGES ? d->nedges - i : PEEK_EDGES;
		p->n = 0;
		if (pread(d->fd, p->e, (size_t)n * 4, (off_t)(sizeof(struct
		    dict_header) + (size_t)i * 4)) != (ssize_t)n * 4) {
			lose(d);
			return 0;
		}
		p->at = i;
		p->n = n;
	}
	*at = i - p->at;
	*end = i - p->at + m;
	return 1;
}

static uint32_t
step_read(const struct dict *d, struct peek *p, uint32_t pos, unsigned l)
{
	uint32_t at, end;

	if (!peek_list(d, p, pos, &at, &end))
		return 0;
	return step_at(p->e, at, end, pos, l, 0);
}

/*
 * Does the list at E[i] that edge pos leads to hold letter index l?  As
 * step_at, but an edge that is the word 0 (the letter of index 0, with
 * nothing after it, no word ending or starting there, and not last in
 * its list) is found too, where step_at's 0 means none.
 */
static int
list_has(const uint32_t *E, uint32_t i, uint32_t ne, uint32_t pos,
    unsigned l)
{
	uint32_t f;

	if (DICT_INDEXED(pos))
		return E[i] >> l & 1;
	for (;;) {
		f = E[i];
		if ((unsigned)DICT_LETTER(f) >= l)
			return (unsigned)DICT_LETTER(f) == l;
		if (DICT_LAST(f) || ++i >= ne)
			return 0;
	}
}

/* A letter byte to its index; anything else to NOLETTER. */
static inline unsigned
letter_of(const unsigned char *idx, int c)
{
	return idx[(unsigned char)c];
}

/* The edge reached by walking all of w from the root, or 0. */
static uint32_t
walk(const struct dict *d, const char *w, size_t n)
{
	struct peek p;
	uint32_t pos;
	unsigned l;
	size_t k;

	p.n = 0;
	if (n == 0 || n > d->maxlen || (l = letter_of(d->idx, w[0])) ==
	    NOLETTER || (pos = d->h->root_edge[l]) == 0)
		return 0;
	for (k = 1; k < n; k++)
		if ((l = letter_of(d->idx, w[k])) == NOLETTER ||
		    (pos = d->edges != NULL ? step(d->edges, d->nedges, pos,
		    l, 0) : step_read(d, &p, pos, l)) == 0)
			return 0;
	return pos;
}

int
dict_has(const struct dict *d, const char *w, size_t n)
{
	uint32_t e = walk(d, w, n);

	return e != 0 && DICT_FINAL(e);
}

int
dict_prefix(const struct dict *d, const char *w, size_t n)
{
	uint32_t e = walk(d, w, n);

	return e != 0 && DICT_REACH(e);
}

/*
 * A walk ends on the word 0 when its last letter is an infix's A with
 * nothing after it, and no word ending or starting there (IA of VIA, in
 * a list with IVY): the last step asks the list whether it holds the
 * letter, not the edge.  A lone letter asks the root's list (a plain
 * one, from the header's root), as its edge in root_edge may be that
 * word 0 too.
 */
int
dict_infix(const struct dict *d, const char *w, size_t n)
{
	struct peek p;
	uint32_t pos, at, end;
	unsigned l;

	if (n == 0 || n > d->maxlen ||
	    (l = letter_of(d->idx, w[n - 1])) == NOLETTER)
		return 0;
	if (n == 1) {
		if (d->h->root_edge[l] != 0)
			return 1;
		pos = d->h->root << DICT_NEXT_SHIFT;	/* the root's list */
	} else if ((pos = walk(d, w, n - 1)) == 0)
		return 0;
	if (d->edges != NULL)
		return DICT_NEXT(pos) != 0 && DICT_NEXT(pos) < d->nedges &&
		    list_has(d->edges, DICT_NEXT(pos), d->nedges, pos, l);
	p.n = 0;
	return peek_list(d, &p, pos, &at, &end) &&
	    list_has(p.e, at, end, pos, l);
}

int
dict_wordset(struct dict *d)
{
	uint32_t i;
	int ascii;

	NEED_EDGES(d);
	if (d->set != NULL)
		return 0;
	/* English's alphabet: A-Z in order, and nothing else. */
	ascii = d->h->nletters == 26;
	for (i = 0; i < 26 && ascii; i++)
		ascii = d->letter[i] == 'A' + i;
	return dict_set_new(d->h, d->edges, ascii, &d->set);
}

/*
 * dict_has_batch's walk of the words out marks DICT_ASK, hw saying
 * whether to count with POPCNT: inlined into one function each way, so
 * that hw is a constant in both.
 */
static inline ALWAYS_INLINE void
has_batch(const struct dict *d, const char *const *w, const size_t *n,
    unsigned char *out, size_t k, int hw)
{
	uint32_t pos[DICT_BATCH], e;
	size_t at[DICT_BATCH], live[DICT_BATCH], nlive = 0, j, x, m;
	unsigned u;
	int l;

	/*
	 * A walk is a chain of dependent loads, mostly cache misses on a
	 * list of a megabyte.  Walking several words in lockstep, with each
	 * one's next list prefetched a round ahead, overlaps those waits.
	 */
	for (j = 0; j < k && j < DICT_BATCH; j++) {
		if (out[j] != DICT_ASK)
			continue;
		out[j] = 0;
		if (n[j] == 0 || n[j] > d->maxlen ||
		    (l = letter(d, w[j][0])) < 0 ||
		    (e = d->h->root_edge[l]) == 0)
			continue;
		if (n[j] == 1) {
			out[j] = DICT_FINAL(e);
			continue;
		}
		pos[j] = e;
		at[j] = 1;
		PREFETCH(d->edges + (DICT_NEXT(e) < d->nedges ?
		    DICT_NEXT(e) : 0));
		live[nlive++] = j;
	}
	while (nlive > 0) {
		for (x = m = 0; x < nlive; x++) {
			j = live[x];
			u = letter_of(d->idx, w[j][at[j]]);
			if (u == NOLETTER || (e = step(d->edges, d->nedges,
			    pos[j], u, hw)) == 0)
				continue;
			if (++at[j] == n[j]) {
				out[j] = DICT_FINAL(e);
				continue;
			}
			pos[j] = e;
			PREFETCH(d->edges + (DICT_NEXT(e) < d->nedges ?
			    DICT_NEXT(e) : 0));
			live[m++] = j;
		}
		nlive = m;
	}
}

static void
has_batch_sw(const struct dict *d, const char *const *w, const size_t *n,
    unsigned char *out, size_t k)
{
	has_batch(d, w, n, out, k, 0);
}

#ifdef POPCNT_TARGET
static POPCNT_TARGET void
has_batch_hw(const struct dict *d, const char *const *w, const size_t *n,
    unsigned char *out, size_t k)
{
	has_batch(d, w, n, out, k, 1);
}
#else
#define has_batch_hw	has_batch_sw
#endif

/* dict_has_batch; padded: DICT_PAD bytes follow each word. */
static void
has_batch_any(const struct dict *d, const char *const *w, const size_t *n,
    unsigned char *out, size_t k, int padded)
{
	NEED_EDGES(d);
	/* The set answers most words; the automaton the others. */
	if (d->set != NULL)
		dict_set_batch(d->set, d->idx, padded, w, n, out, k);
	else
		memset(out, DICT_ASK, k < DICT_BATCH ? k : DICT_BATCH);
	if (cpu_popcnt())
		has_batch_hw(d, w, n, out, k);
	else
		has_batch_sw(d, w, n, out, k);
}

void
dict_has_batch(const struct dict *d, const char *const *w, const size_t *n,
    unsigned char *out, size_t k)
{
	has_batch_any(d, w, n, out, k, 0);
}

void
dict_has_batch_padded(const struct dict *d, const char *const *w,
    const size_t *n, unsigned char *out, size_t k)
{
	has_batch_any(d, w, n, out, k, 1);
}
