/*
 * shenanigrams_find.c: the Shenanigrams move finder.  Every cell a tile could go
 * to, every tile of a tagged word that could be replaced or have a letter
 * inserted before it, each with every letter of the hand: judged by the
 * referee itself, so the finder can never disagree with it.
 */
#include <stdlib.h>
#include <string.h>

#include "core.h"
#include "dict.h"
#include "node.h"
#include "shenanigrams.h"
#include "shenanigrams_find.h"
#include "shenanigrams_int.h"
#include "state.h"
#include "tiles.h"

struct found_list {
	struct shenanigrams_found	*v;
	size_t			 n, cap;
};

static int
try_move(struct found_list *fl, const struct shenanigrams_board *b,
    const struct dict *d, const struct shenanigrams_move *m, const char *mover,
    long tags, const char *caller, struct core_err *e)
{
	struct shenanigrams_verdict v;
	struct shenanigrams_found *p;
	int rc;

	if ((rc = shenanigrams_judge(b, d, m, mover, tags, &v, NULL, e)) != 0)
		return rc == -1 ? -1 : 0;	/* a rule "no" is not kept */
	if (caller != NULL && !shenanigrams_steals_from(&v, caller))
		return 0;
	if (fl->n == fl->cap) {
		fl->cap = fl->cap ? fl->cap * 2 : 64;
		if ((p = realloc(fl->v, fl->cap * sizeof(*p))) == NULL)
			return core_nomem(e);
		fl->v = p;
	}
	fl->v[fl->n].move = *m;
	fl->v[fl->n].verdict = v;
	fl->v[fl->n].seq = fl->n;
	fl->n++;
	return 0;
}

/* Does cell (r, c), 0-based and maybe just outside, touch a tile? */
static int
touches(const struct grid *g, long r, long c)
{
	long dr[4] = { -1, 1, 0, 0 }, dc[4] = { 0, 0, -1, 1 }, y, x;
	int i;

	for (i = 0; i < 4; i++) {
		y = r + dr[i];
		x = c + dc[i];
		if (y >= 0 && x >= 0 && y < (long)g->rows &&
		    x < (long)g->cols && g->cell[y * (long)g->cols + x])
			return 1;
	}
	return 0;
}

static int
by_gain(const void *a, const void *b)
{
	const struct shenanigrams_found *x = a, *y = b;

	if (x->verdict.gain != y->verdict.gain)
		return x->verdict.gain > y->verdict.gain ? -1 : 1;
	return x->seq < y->seq ? -1 : x->seq > y->seq;
}

int
shenanigrams_find(const struct state *st, const struct dict *d, const char *player,
    struct shenanigrams_found **out, size_t *n, struct core_err *e)
{
	struct found_list fl = { NULL, 0, 0 };
	struct shenanigrams_board b;
	struct shenanigrams_move m;
	const struct player *p = NULL;
	const struct node *cn;
	const char *name = player ? player : st->turn, *caller = NULL;
	char letters[TILE_KINDS] = { 0 };	/* each letter of the hand once */
	size_t i, k, nl = 0;
	long r, c, rows, cols;
	int dir, rc = -1;

	*out = NULL;
	*n = 0;
	if (name == NULL)
		return core_errf(e, st->file, 0, 0, "whose moves? the state "
		    "has no turn: give --player");
	if ((p = state_player((struct state *)st, name)) == NULL)
		return state_no_player(st, name, e);
	if (p->hand == NULL)
		return core_errf(e, st->file, 0, 0, "player '%s' has no hand",
		    name);
	/* The referee refuses every move of a game over or out of turn. */
	if ((cn = node_get(st->root, "winner")) != NULL ||
	    (st->turn != NULL && strcmp(st->turn, name) != 0))
		return 0;
	if ((cn = node_get(st->root, "called")) != NULL &&
	    cn->kind == NODE_SCALAR)
		caller = cn->str;
	for (i = 0; p->hand[i] != '\0'; i++)
		if (memchr(letters, p->hand[i], nl) == NULL &&
		    p->hand[i] != '?')
			letters[nl++] = p->hand[i];
	if (shenanigrams_board_from_state(&b, st, e) == -1)
		return -1;
	rows = (long)b.g->rows;
	cols = (long)b.g->cols;
	memset(&m, 0, sizeof(m));
	for (k = 0; k < nl; k++) {
		m.letter = letters[k];
		m.kind = SHENANIGRAMS_PLACE;
		if (rows == 0) {
			m.row = m.col = 1;
			if (try_move(&fl, &b, d, &m, name, p->tags, caller,
			    e) == -1)
				goto out;
			continue;
		}
		for (r = 0; r <= rows + 1; r++)
			for (c = 0; c <= cols + 1; c++) {
				m.row = r;
				m.col = c;
				m.kind = SHENANIGRAMS_PLACE;
				if (r >= 1 && r <= rows && c >= 1 &&
				    c <= cols && b.g->cell[(r - 1) * cols +
				    c - 1]) {
					m.kind = SHENANIGRAMS_REPLACE;
					if (try_move(&fl, &b, d, &m, name,
					    p->tags, caller, e) == -1)
						goto out;
					for (dir = 0; dir < 2; dir++) {
						m.kind = SHENANIGRAMS_INSERT;
						m.down = dir;
						if (try_move(&fl, &b, d, &m,
						    name, p->tags, caller,
						    e) == -1)
							goto out;
					}
					continue;
				}
				if (touches(b.g, r - 1, c - 1) &&
				    try_move(&fl, &b, d, &m, name, p->tags,
				    caller, e) == -1)
					goto out;
			}
	}
	if (fl.n > 1)
		qsort(fl.v, fl.n, sizeof(*fl.v), by_gain);
	*out = fl.v;
	*n = fl.n;
	fl.v = NULL;
	rc = 0;
out:
	free(fl.v);
	shenanigrams_board_free(&b);
	return rc;
}
