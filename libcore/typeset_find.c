/*
 * typeset_find.c: the Typeset turn finder.  Every turn it proposes is judged by
 * the referee itself, so the finder can never disagree with it; the mats
 * after them are compared by a heuristic worth (mat_value).
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core.h"
#include "dict.h"
#include "typeset_find.h"
#include "typeset_int.h"
#include "typeset_mat.h"
#include "typeset_play.h"
#include "typeset.h"

#define FIND_EXTEND	8	/* best first turns given wilds and ability */
#define FIND_EXTRAS	12	/* wilds and ability uses added to one turn */

struct found_list {
	struct typeset_found	*v;
	size_t		 n, cap;
};

/* Row worths already worked out in this search, by row and room. */
#define CACHE_SIZE	4096
struct cache_slot {
	char	row[TYPESET_MAXSPACES + 1];
	size_t	open;
	long	value;
	int	used;
};

struct finder {
	struct typeset_game		*g;
	size_t			 seat;
	const struct dict	*d;
	struct typeset_verdict	*v;
	struct cache_slot	*cache;
};

/* What a vowel kept in the supply is worth, in tenths of a point. */
#define VOWEL_WORTH	12
/* What a vowel a word still needs costs it, in tenths of a point. */
#define VOWEL_COST	8

/*
 * The best worth of a word that w (len letters) becomes with at most k
 * more letters: its points, at 90% when only vowels of the supply are
 * added (the player can add those), 30% with one other letter (it must
 * be drawn), 10% with two, less VOWEL_COST for each vowel it takes.  0
 * when there is none.
 */
static long
reach(struct finder *f, char *w, size_t len, size_t k, int others,
    int vowels)
{
	static const long pct[3] = { 90, 30, 10 };
	const struct typeset_rules *r = &f->g->rules;
	long best = 0, val;
	int c, i, o, v;

	for (i = 0; k > 0 && i < r->alpha.n; i++) {
		c = r->alpha.letter[i];
		v = vowels + typeset_is_vowel(r, c);
		o = others + !typeset_is_vowel(r, c);
		if (o > 2)
			continue;
		w[len] = (char)c;
		if (!dict_prefix(f->d, w, len + 1))
			continue;
		if (dict_has(f->d, w, len + 1) &&
		    (val = r->points[len + 1] * pct[o] / 10 -
		    v * VOWEL_COST) > best)
			best = val;
		if ((val = reach(f, w, len + 1, k - 1, o, v)) > best)
			best = val;
	}
	w[len] = '\0';
	return best;
}

/*
 * A row's worth, in tenths of a point: what it scores now (its points,
 * negative unless it is a word), plus the best of what it can become
 * with one or two more letters (see reach), a tenth of that for a word.
 */
static long
row_value(struct finder *f, const char *row, size_t open)
{
	const struct typeset_rules *r = &f->g->rules;
	struct cache_slot *slot;
	char w[TYPESET_MAXSPACES + 3];
	size_t len = typeset_row_word(row, w), h = open;
	const char *p;
	long val, more;

	if (len == 0)
		return 0;
	for (p = row; *p != '\0'; p++)
		h = h * 31 + (unsigned char)*p;
	slot = &f->cache[h % CACHE_SIZE];
	if (slot->used && slot->open == open && strcmp(slot->row, row) == 0)
		return slot->value;
	more = reach(f, w, len, open < 2 ? open : 2, 0, 0);
	if (dict_has(f->d, w, len))
		val = r->points[len] * 10 + more / 10;
	else
		val = -r->points[len] * 10 + more;
	snprintf(slot->row, sizeof(slot->row), "%s", row);
	slot->open = open;
	slot->value = val;
	slot->used = 1;
	return val;
}

/*
 * A mat's worth: its rows, its errors (capped), and what is kept in
 * reserve: each vowel left 12 tenths, each error number left 6, each use
 * of the ability made 15.
 */
static long
mat_value(struct finder *f, const struct typeset_mat *m)
{
	const struct typeset_rules *r = &f->g->rules;
	long v = 0, cost = 0, left = 0;
	size_t i;

	for (i = 0; i < m->nrows; i++)
		v += row_value(f, m->rows[i], typeset_row_open(r, m, i));
	cost = typeset_error_points(r, m->errors);
	for (i = 0; i < r->ncols; i++)
		left += (long)strlen(r->vowels[i]);
	left -= (long)strlen(m->vowels);
	return v + cost * 10 + left * VOWEL_WORTH +
	    ((long)r->nerrors - m->errors) * 6 +
	    m->ability_uses * 15;
}

/* Judge a turn on a copy of the mat: 1 legal (*after filled), 0 not. */
static int
simulate(struct finder *f, const struct typeset_action *a, size_t n,
    struct typeset_mat *after, struct core_err *e)
{
	struct typeset_game *g = f->g;
	struct typeset_mat save = g->mats[f->seat];
	long lost = g->lost[f->seat];
	int rc;

	rc = typeset_play(g, f->seat, a, n, 1, f->v, e);
	*after = g->mats[f->seat];
	g->mats[f->seat] = save;
	g->lost[f->seat] = lost;
	return rc == -1 ? -1 : rc == 0;
}

static int
add(struct finder *f, struct found_list *fl, const struct typeset_action *a,
    size_t n, struct core_err *e)
{
	struct typeset_found *p;
	struct typeset_mat after;
	int rc;

	if ((rc = simulate(f, a, n, &after, e)) != 1)
		return rc;
	if (fl->n == fl->cap) {
		fl->cap = fl->cap ? fl->cap * 2 : 64;
		if ((p = realloc(fl->v, fl->cap * sizeof(*p))) == NULL)
			return core_nomem(e);
		fl->v = p;
	}
	p = &fl->v[fl->n++];
	memcpy(p->a, a, n * sizeof(*a));
	p->n = n;
	p->seq = fl->n - 1;
	p->after = after;
	p->value = mat_value(f, &after);
	return 0;
}

static struct typeset_action
action(int kind, int letter, size_t row, long srow, long sspace)
{
	struct typeset_action a;

	memset(&a, 0, sizeof(a));
	a.kind = kind;
	a.letter = letter;
	a.row = (long)row + 1;
	a.srow = srow;
	a.sspace = sspace;
	return a;
}

/* Try one more action after fd's; keep it in *best if it is better. */
static int
try_more(struct finder *f, struct typeset_found *fd, struct typeset_action a,
    struct typeset_action *best, struct typeset_mat *bestm, long *bestv,
    struct core_err *e)
{
	struct typeset_mat after;
	long val;
	int rc;

	fd->a[fd->n] = a;
	if ((rc = simulate(f, fd->a, fd->n + 1, &after, e)) != 1)
		return rc;
	if ((val = mat_value(f, &after)) <= *bestv)
		return 0;
	*best = a;
	*bestm = after;
	*bestv = val;
	return 1;
}

/* Add to fd the one vowel, wild or ability use that improves it most. */
static int
extend(struct finder *f, struct typeset_found *fd, struct core_err *e)
{
	const struct typeset_rules *r = &f->g->rules;
	const struct typeset_ability *ab = f->g->ability;
	const struct typeset_mat *m = &fd->after;
	struct typeset_action best;
	struct typeset_mat bestm;
	long bestv = fd->value;
	size_t row, sr, ss;
	int c, i, rc, found = 0;

	if (fd->n + 1 >= TYPESET_MAXACTIONS)
		return 0;
	for (row = 0; row < m->nrows; row++) {
		if (typeset_row_open(r, m, row) == 0)
			continue;
		for (i = 0; i < r->alpha.n; i++) {
			c = r->alpha.letter[i];
			if (m->wilds > 0 && (rc = try_more(f, fd,
			    action(TYPESET_WILD, c, row, 0, 0), &best, &bestm,
			    &bestv, e)) != 0) {
				if (rc == -1)
					return -1;
				found = 1;
			}
			if (typeset_is_vowel(r, c) && typeset_vowels_left(r, m, c) > 0 &&
			    (rc = try_more(f, fd, action(TYPESET_VOWEL, c, row, 0,
			    0), &best, &bestm, &bestv, e)) != 0) {
				if (rc == -1)
					return -1;
				found = 1;
			}
		}
		if (ab == NULL || m->ability_uses >= r->ability_max)
			continue;
		if (ab->effect == TYPESET_BLANK_SPACE) {
			if ((rc = try_more(f, fd, action(TYPESET_ABILITY, 0, row, 0,
			    0), &best, &bestm, &bestv, e)) == -1)
				return -1;
			found |= rc;
			continue;
		}
		for (sr = 0; sr < m->nrows; sr++)
			for (ss = 0; ss < strlen(m->rows[sr]); ss++) {
				if (m->rows[sr][ss] == TYPESET_BLANK ||
				    (ab->effect == TYPESET_COPY_COLUMN &&
				    ss != strlen(m->rows[row])) ||
				    (ab->effect == TYPESET_COPY_ROW && sr != row))
					continue;
				if ((rc = try_more(f, fd, action(TYPESET_ABILITY, 0,
				    row, (long)sr + 1, (long)ss + 1), &best,
				    &bestm, &bestv, e)) == -1)
					return -1;
				found |= rc;
			}
	}
	if (!found)
		return 0;
	fd->a[fd->n++] = best;
	fd->after = bestm;
	fd->value = bestv;
	return 1;
}

/* Extend fd as long as that improves it: 0, or -1. */
static int
extend_all(struct finder *f, struct typeset_found *fd, struct core_err *e)
{
	int i, rc = 0;

	for (i = 0; i < FIND_EXTRAS && (rc = extend(f, fd, e)) == 1; i++)
		;
	return rc == -1 ? -1 : 0;
}

/*
 * A turn that leaves wilds unwritten, in a game of several players, ends
 * with pass: the draw waits for them else (typeset_draw).  0, or -1.
 */
static int
pass_left(struct finder *f, struct typeset_found *fd, struct core_err *e)
{
	struct typeset_mat after;
	int rc;

	if (fd->after.wilds == 0 || fd->after.stopped ||
	    f->g->st->nplayers < 2 || fd->n >= TYPESET_MAXACTIONS)
		return 0;
	fd->a[fd->n] = action(TYPESET_PASS, 0, 0, 0, 0);
	if ((rc = simulate(f, fd->a, fd->n + 1, &after, e)) != 1)
		return rc;
	fd->n++;
	fd->after = after;
	return 0;
}

/*
 * After a round, or the bag's last letter: the decision kind (stop or
 * continue), added to fl when legal.  Wilds still held this turn are
 * written first where they improve the mat: a stop would lose them, and
 * after a continue the draw waits for them, so there the rest are
 * passed (pass_left).  0, or -1.
 */
static int
decide(struct finder *f, struct found_list *fl, int kind, struct core_err *e)
{
	const struct typeset_mat *m = &f->g->mats[f->seat];
	struct typeset_found fd;

	fd.n = 0;
	fd.after = *m;
	fd.value = mat_value(f, m);
	if (m->wilds > 0 && (extend_all(f, &fd, e) == -1 ||
	    (kind == TYPESET_CONTINUE && pass_left(f, &fd, e) == -1)))
		return -1;
	if (fd.n >= TYPESET_MAXACTIONS)
		return 0;
	fd.a[fd.n] = action(kind, 0, 0, 0, 0);
	return add(f, fl, fd.a, fd.n + 1, e);
}

static int
by_value(const void *pa, const void *pb)
{
	const struct typeset_found *a = pa, *b = pb;

	if (a->value != b->value)
		return a->value > b->value ? -1 : 1;
	/* Equal worth: the order they were tried in. */
	return a->seq < b->seq ? -1 : a->seq > b->seq;
}

/* The same letters, in any order: 1 or 0. */
static int
same_letters(const char *a, const char *b)
{
	int n[UCHAR_MAX + 1] = { 0 };
	size_t i, len = strlen(a);

	if (strlen(b) != len)
		return 0;
	for (i = 0; i < len; i++) {
		n[(unsigned char)a[i]]++;
		n[(unsigned char)b[i]]--;
	}
	for (i = 0; i < len; i++)
		if (n[(unsigned char)a[i]] != 0)
			return 0;
	return 1;
}

/*
 * The same mat to the player: the same rows, errors, ability uses and
 * wilds, and the same vowels and wilds crossed off, in any order.
 */
static int
same_mat(const struct typeset_mat *a, const struct typeset_mat *b)
{
	size_t i, n[TYPESET_W_N] = { 0 };

	if (a->errors != b->errors || a->ability_uses != b->ability_uses ||
	    a->wilds != b->wilds || a->letters != b->letters ||
	    a->round != b->round || a->stopped != b->stopped ||
	    a->nearned != b->nearned)
		return 0;
	for (i = 0; i < a->nrows; i++)
		if (strcmp(a->rows[i], b->rows[i]) != 0)
			return 0;
	if (!same_letters(a->vowels, b->vowels))
		return 0;
	for (i = 0; i < a->nearned; i++) {
		n[a->earned[i]]++;
		n[b->earned[i]]--;
	}
	for (i = 0; i < TYPESET_W_N; i++)
		if (n[i] != 0)
			return 0;
	return 1;
}

/*
 * Of the turns that leave the same mat, keep the first, in the order of
 * the sorted list (the first tried).  A mat's worth depends on the mat
 * alone, so the same mats lie among equal worths, next to each other.
 */
static void
distinct(struct found_list *fl)
{
	size_t i, k, run = 0, n = 0;

	for (i = 0; i < fl->n; i++) {
		if (n > 0 && fl->v[n - 1].value != fl->v[i].value)
			run = n;
		for (k = run; k < n; k++)
			if (same_mat(&fl->v[k].after, &fl->v[i].after))
				break;
		if (k < n)
			continue;
		if (n != i)
			fl->v[n] = fl->v[i];
		n++;
	}
	fl->n = n;
}

/* The turn letter: every row, with a vowel before or after, or ignored. */
static int
first_turns(struct finder *f, struct found_list *fl, struct core_err *e)
{
	const struct typeset_rules *r = &f->g->rules;
	const struct typeset_mat *m = &f->g->mats[f->seat];
	struct typeset_action a[2];
	size_t row, col;
	const char *p;
	char tried[ALPHA_MAX + 1];

	for (row = 0; row < m->nrows; row++) {
		if (typeset_row_open(r, m, row) == 0)
			continue;
		a[0] = action(TYPESET_PLACE, 0, row, 0, 0);
		if (add(f, fl, a, 1, e) == -1)
			return -1;
		tried[0] = '\0';
		for (col = 0; col < r->ncols; col++)
			for (p = r->vowels[col]; *p != '\0'; p++) {
				if (strchr(tried, *p) != NULL ||
				    typeset_vowels_left(r, m, *p) == 0)
					continue;
				tried[strlen(tried) + 1] = '\0';
				tried[strlen(tried)] = *p;
				a[0] = action(TYPESET_VOWEL, (unsigned char)*p, row, 0, 0);
				a[1] = action(TYPESET_PLACE, 0, row, 0, 0);
				if (add(f, fl, a, 2, e) == -1)
					return -1;
				a[0] = a[1];
				a[1] = action(TYPESET_VOWEL, (unsigned char)*p, row, 0, 0);
				if (add(f, fl, a, 2, e) == -1)
					return -1;
			}
	}
	a[0] = action(TYPESET_IGNORE, 0, 0, 0, 0);
	return add(f, fl, a, 1, e);
}

/*
 * After a round: go on while the next round's letters fit twice over and
 * the error numbers and vowels left can absorb them.
 */
static int
go_on(const struct typeset_rules *r, const struct typeset_mat *m)
{
	long vowels = 0;
	size_t i;

	for (i = 0; i < r->ncols; i++)
		vowels += (long)strlen(r->vowels[i]);
	vowels -= (long)strlen(m->vowels);
	return typeset_mat_open(r, m) >= 2 * (size_t)r->round_letters &&
	    (long)r->nerrors - m->errors + vowels >= r->round_letters + 2;
}

int
typeset_find(struct typeset_game *g, size_t seat, const struct dict *d,
    struct typeset_found **out, size_t *n, struct core_err *e)
{
	const struct typeset_rules *r = &g->rules;
	const struct typeset_mat *m = &g->mats[seat];
	struct found_list fl = { NULL, 0, 0 };
	struct finder f;
	size_t i;
	long dealt;
	int rc = 0, go;

	*out = NULL;
	*n = 0;
	if (m->stopped || g->turn == 0)
		return 0;
	f.g = g;
	f.seat = seat;
	f.d = d;
	f.v = malloc(sizeof(*f.v));
	f.cache = calloc(CACHE_SIZE, sizeof(*f.cache));
	if (f.v == NULL || f.cache == NULL) {
		free(f.v);
		free(f.cache);
		return core_nomem(e);
	}
	/* Letters missed count as ignored: the finder's turn follows them. */
	dealt = typeset_dealt(g, m);
	/*
	 * A round over, or the bag's last letter dealt with in the middle
	 * of one: the player decides (add keeps only what is legal).
	 */
	if (dealt == m->round * r->round_letters || (dealt == g->turn &&
	    (g->st->bag == NULL || g->st->bag[0] == '\0'))) {
		go = go_on(r, m);
		if (decide(&f, &fl, go ? TYPESET_CONTINUE : TYPESET_STOP,
		    e) == -1 || decide(&f, &fl, go ? TYPESET_STOP :
		    TYPESET_CONTINUE, e) == -1)
			rc = -1;
	} else if (dealt == g->turn - 1) {
		if ((rc = first_turns(&f, &fl, e)) == 0) {
			qsort(fl.v, fl.n, sizeof(*fl.v), by_value);
			for (i = 0; i < fl.n && i < FIND_EXTEND && rc == 0; i++)
				rc = extend_all(&f, &fl.v[i], e);
			for (i = 0; i < fl.n && rc == 0; i++)
				rc = pass_left(&f, &fl.v[i], e);
			qsort(fl.v, fl.n, sizeof(*fl.v), by_value);
			distinct(&fl);
		}
	} else if (m->letters == g->turn && m->wilds > 0) {
		/* The letter dealt with, wilds left: place them well. */
		if ((fl.v = calloc(1, sizeof(*fl.v))) == NULL)
			rc = core_nomem(e);
		else {
			fl.v->after = *m;
			fl.v->value = mat_value(&f, m);
			if ((rc = extend_all(&f, fl.v, e)) == 0 &&
			    (rc = pass_left(&f, fl.v, e)) == 0 &&
			    fl.v->n > 0)
				fl.n = 1;
		}
	}
	free(f.v);
	free(f.cache);
	if (rc == -1) {
		free(fl.v);
		return -1;
	}
	*out = fl.v;
	*n = fl.n;
	return 0;
}
