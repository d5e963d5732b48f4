/*
 * dict_check.c: the whole structure of a compiled dictionary, checked.
 *
 * A walk trusts what it reads: a list ends at its last-sibling bit, an
 * edge leads where it says, the reach bit says a word lies beyond.  In a
 * file made to lie, an edge that leads back to its own list makes the
 * language infinite, and a search that lists words never ends; an acyclic
 * file can still describe 2^64 words.  So a file is checked once, when it
 * is opened, list by list, depth first from the root: every edge in range,
 * every list sorted and ended, its index word (if any) the letters of its
 * edges and its need word (if any) the letters every word below it holds;
 * no path longer than the longest word (which makes the automaton
 * acyclic); every reach bit true; and the words counted, which must be the
 * header's count; and the header's alphabet is an alphabet, with no edge
 * for a letter it does not have.  Each list is checked once, however many edges lead to
 * it, so the cost is linear in the file.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "alphabet.h"
#include "core.h"
#include "dict.h"
#include "dict_int.h"

/* What is known of the list starting at an edge index. */
struct lnode {
	uint32_t	words;		/* below it, saturated */
	uint32_t	need;		/* the letters every word below holds */
	uint8_t		state;		/* 0 not seen, 1 being checked, 2 done */
	uint8_t		indexed;
	uint8_t		height;		/* the longest path below it */
};

/* One list being checked: the edge next read, and what it has so far. */
struct lframe {
	uint32_t	at;		/* the list's start */
	uint32_t	i;		/* the next edge */
	uint32_t	bits;		/* indexed: the letters still to come */
	int		prev;		/* the last letter read, or -1 */
	uint64_t	words;
	uint32_t	need;
	uint8_t		height;
	uint32_t	e;		/* the edge being followed */
};

#define WORDS_CAP	UINT32_MAX	/* saturation: far above any count */

struct checker {
	const uint32_t	*E;
	uint32_t	 ne;
	uint32_t	 maxlen;
	uint32_t	 letters;	/* bit i: index i is a letter */
	struct lnode	*node;
	const char	*why;
};

static uint32_t
bits_count(uint32_t x)
{
	uint32_t n = 0;

	for (; x != 0; x &= x - 1)
		n++;
	return n;
}

/*
 * Account edge e, whose target list (if any) is known to be below: words,
 * need and height into f; the reach bit must say whether a word lies
 * beyond, and the need word (if e says there is one) what all hold.
 */
static int
account(struct checker *c, struct lframe *f, uint32_t e)
{
	uint64_t below = 0;
	uint32_t need = DICT_ALL, at = DICT_NEXT(e);
	uint8_t h = 0;
	int reach;

	if (at != 0) {
		below = c->node[at].words;
		need = c->node[at].need;
		h = c->node[at].height;
	}
	reach = DICT_FINAL(e) || below > 0;
	if ((int)DICT_REACH(e) != reach) {
		c->why = "a reach bit that lies";
		return -1;
	}
	if (DICT_NEEDS(e) && (at == 0 || c->E[at - 1] != need)) {
		c->why = "a need word that is not its list's";
		return -1;
	}
	if (reach)
		f->need &= 1u << DICT_LETTER(e) |
		    (DICT_FINAL(e) ? 0 : need);
	f->words += (uint64_t)DICT_FINAL(e) + below;
	if (f->words > WORDS_CAP)
		f->words = WORDS_CAP;
	if (h + 1 > f->height)
		f->height = (uint8_t)(h + 1);
	return 0;
}

/*
 * Start checking the list edge e leads to, as frame f, its edges at depth
 * letters from the root: 1 when it is new (f is to be walked), 0 when it
 * was checked before, -1 when it is bad.
 */
static int
open_list(struct checker *c, uint32_t e, size_t depth, struct lframe *f)
{
	uint32_t at = DICT_NEXT(e);
	struct lnode *n;

	if (at == 0) {
		if (DICT_INDEXED(e)) {
			c->why = "an index bit on an edge to nothing";
			return -1;
		}
		return 0;
	}
	if (depth > c->maxlen) {
		c->why = "a path longer than the longest word";
		return -1;
	}
	if (at >= c->ne) {
		c->why = "an edge out of range";
		return -1;
	}
	n = &c->node[at];
	if (n->state == 1) {
		c->why = "a loop";
		return -1;
	}
	if (n->state == 2) {
		if (n->indexed != DICT_INDEXED(e)) {
			c->why = "a list both indexed and not";
			return -1;
		}
		return 0;
	}
	n->state = 1;
	n->indexed = (uint8_t)DICT_INDEXED(e);
	memset(f, 0, sizeof(*f));
	f->need = DICT_ALL;
	f->at = at;
	f->i = at;
	f->prev = -1;
	f->e = 0;
	if (n->indexed) {
		f->bits = c->E[at];
		if (f->bits == 0 || (f->bits & ~c->letters) != 0 ||
		    bits_count(f->bits) < DICT_INDEX_MIN) {
			c->why = "a bad index word";
			return -1;
		}
		f->i++;
	}
	return 1;
}

/*
 * The next edge of the list of f, checked for its place in the list: 1,
 * or 0 when the list has ended, or -1 (why set) when it is bad.
 */
static int
next_edge(struct checker *c, struct lframe *f, uint32_t *out)
{
	uint32_t e;
	int l, last;

	if (f->i == UINT32_MAX)
		return 0;
	if (f->i >= c->ne) {
		c->why = "a list that runs off the end";
		return -1;
	}
	e = c->E[f->i];
	l = DICT_LETTER(e);
	if (!(c->letters >> l & 1) || l <= f->prev) {
		c->why = "a list out of order";
		return -1;
	}
	if (c->node[f->at].indexed) {
		if (!(f->bits >> l & 1) || (f->bits & ((1u << l) - 1)) != 0) {
			c->why = "an index word that is not its list's";
			return -1;
		}
		f->bits &= ~(1u << l);
		last = f->bits == 0;
		if ((int)DICT_LAST(e) != last) {
			c->why = "an index word that is not its list's";
			return -1;
		}
	} else
		last = DICT_LAST(e);
	f->prev = l;
	f->i = last ? UINT32_MAX : f->i + 1;
	*out = e;
	return 1;
}

/*
 * Check every list below the root's edges.  The stack holds a frame per
 * list on the path being checked; a path longer than the longest word is
 * refused as it grows, so it has room for DICT_MAXLEN of them.
 */
static int
check_walk(struct checker *c, const struct dict_header *h,
    uint64_t *words, unsigned *height)
{
	struct lframe st[DICT_MAXLEN], root;
	uint32_t e;
	size_t sp = 0;
	int l, rc;

	memset(&root, 0, sizeof(root));
	for (l = 0; l < ALPHA_MAX; l++) {
		if ((e = h->root_edge[l]) == 0)
			continue;
		if (DICT_LETTER(e) != l || !(c->letters >> l & 1)) {
			c->why = "a root edge under the wrong letter";
			return -1;
		}
		if ((rc = open_list(c, e, 2, &st[0])) == -1)
			return -1;
		sp = (size_t)rc;
		while (sp > 0) {
			struct lframe *f = &st[sp - 1];

			if (f->e != 0) {
				if (account(c, f, f->e) == -1)
					return -1;
				f->e = 0;
			}
			if ((rc = next_edge(c, f, &e)) == -1)
				return -1;
			if (rc == 0) {
				c->node[f->at].words = (uint32_t)f->words;
				c->node[f->at].need = f->need;
				c->node[f->at].height = f->height;
				c->node[f->at].state = 2;
				sp--;
				continue;
			}
			/* The edges of st[k] are k + 2 letters deep. */
			f->e = e;
			if ((rc = open_list(c, e, sp + 2, &st[sp])) == -1)
				return -1;
			sp += (size_t)rc;
		}
		if (account(c, &root, e = h->root_edge[l]) == -1)
			return -1;
	}
	*words = root.words;
	*height = root.height;
	return 0;
}

int
dict_check(const struct dict *d, struct core_err *e)
{
	const struct dict_header *h = dict_info(d);
	struct checker c;
	struct alphabet a;
	struct core_err ae;
	uint64_t words = 0;
	unsigned height = 0;
	int rc;

	memset(&c, 0, sizeof(c));
	c.E = (const uint32_t *)(h + 1);
	c.ne = h->nedges;
	c.maxlen = h->maxlen;
	if (alpha_from_letters(&a, h->lang, (int)h->nletters, h->upper,
	    h->lower, &ae) == -1) {
		c.why = "an alphabet that is not one";
		goto bad;
	}
	c.letters = h->nletters >= 32 ? UINT32_MAX :
	    (1u << h->nletters) - 1;
	if (h->prefix > h->nedges) {
		c.why = "more edges along prefixes of words than edges";
		goto bad;
	}
	if (h->nwords > DICT_MAXWORDS) {
		c.why = "more words than a dictionary holds";
		goto bad;
	}
	if ((c.node = calloc(c.ne, sizeof(*c.node))) == NULL)
		return core_nomem(e);
	rc = check_walk(&c, h, &words, &height);
	free(c.node);
	if (rc == -1)
		goto bad;
	if (words != h->nwords) {
		c.why = "a word count that is not the header's";
		goto bad;
	}
	if (height != h->maxlen && h->nwords > 0) {
		c.why = "a longest word that is not the header's";
		goto bad;
	}
	return 0;
bad:
	return core_errf(e, NULL, 0, 0, "a damaged dictionary (%s): rebuild "
	    "it with 'words compile'", c.why);
}
