/*
 * typeset_mat.c: what a Typeset mat is worth and holds: the score of each row,
 * the total, the tie-break and the solo verdict; the vowel supply left,
 * the open spaces, and the wilds a mat has earned.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core.h"
#include "dict.h"
#include "i18n.h"
#include "node.h"
#include "tiles.h"
#include "typeset_int.h"
#include "typeset_mat.h"
#include "typeset.h"

/* --- scoring --- */

size_t
typeset_row_word(const char *row, char *out)
{
	size_t n = 0;

	for (; *row != '\0'; row++)
		if (*row != TYPESET_BLANK)
			out[n++] = (char)typeset_cap((unsigned char)*row);
	out[n] = '\0';
	return n;
}

long
typeset_error_points(const struct typeset_rules *r, long n)
{
	long cost = 0;
	size_t i;

	for (i = 0; i < (size_t)n && i < r->nerrors; i++)
		cost += r->errors[i];
	/* "up to negative 4 points total" */
	return cost < -r->error_cap ? -r->error_cap : cost;
}

void
typeset_score(const struct typeset_rules *r, const struct typeset_mat *m,
    const struct dict *d, struct typeset_score *s)
{
	struct typeset_row_score *rs;
	size_t i;

	memset(s, 0, sizeof(*s));
	s->nrows = m->nrows;
	for (i = 0; i < m->nrows; i++) {
		rs = &s->row[i];
		rs->len = typeset_row_word(m->rows[i], rs->word);
		if (rs->len == 0) {
			rs->empty = 1;
			continue;
		}
		rs->legal = dict_has(d, rs->word, rs->len);
		rs->points = rs->legal ? r->points[rs->len] :
		    -r->points[rs->len];
		if (rs->legal)
			s->by_len[rs->len]++;
		s->word_points += rs->points;
	}
	s->errors = m->errors;
	s->error_points = typeset_error_points(r, m->errors);
	s->total = s->word_points + s->error_points;
}

/*
 * The tie-break: > 0 when a ranks ahead of b, < 0 behind, 0 a true tie.
 * Totals first, then the most legal words of the longest length, then of
 * the next longest, and so on.  *len (may be NULL) is set to the word
 * length that decided, or 0 when the totals did (or nothing did).
 */
static int
rank_cmp(const struct typeset_score *a, const struct typeset_score *b,
    size_t *len)
{
	size_t l;

	if (len != NULL)
		*len = 0;
	if (a->total != b->total)
		return a->total > b->total ? 1 : -1;
	/* Lengths the sheet cannot hold count 0 for both. */
	for (l = TYPESET_MAXSPACES; l >= 1; l--)
		if (a->by_len[l] != b->by_len[l]) {
			if (len != NULL)
				*len = l;
			return a->by_len[l] > b->by_len[l] ? 1 : -1;
		}
	return 0;
}

int
typeset_solo(const struct typeset_rules *r, const struct typeset_mat *m,
    const struct typeset_score *s, char *why, size_t whylen)
{
	int pts = s->total >= r->solo_target;
	int abil = m->ability_uses >= r->ability_max;

	/*
	 * Each count after its label ("score 1"), never before a noun ("1
	 * points"): the catalogs have no plurals, and a label reads right
	 * for every number in every language.
	 */
	if (pts && abil)
		snprintf(why, whylen, _("a win: score %ld (%ld needed), "
		    "ability uses %ld (%ld needed)"), s->total,
		    r->solo_target, m->ability_uses, r->ability_max);
	else if (!pts && !abil)
		snprintf(why, whylen, _("not a win: score %ld (%ld needed), "
		    "ability uses %ld (%ld needed)"), s->total,
		    r->solo_target, m->ability_uses, r->ability_max);
	else if (!pts)
		snprintf(why, whylen, _("not a win: score %ld (%ld needed)"),
		    s->total, r->solo_target);
	else
		snprintf(why, whylen, _("not a win: ability uses %ld (%ld "
		    "needed)"), m->ability_uses, r->ability_max);
	return pts && abil;
}

int
typeset_winners(const struct typeset_rules *r, const struct typeset_mat *m,
    const struct typeset_score *s, size_t n, size_t *who, char *why,
    size_t whylen, struct core_err *e)
{
	const struct typeset_score **ps;
	struct typeset_standing *out;
	size_t i;
	int k = 0;

	why[0] = '\0';
	if ((ps = calloc(n, sizeof(*ps))) == NULL ||
	    (out = calloc(n, sizeof(*out))) == NULL) {
		free(ps);
		return core_nomem(e);
	}
	for (i = 0; i < n; i++)
		ps[i] = &s[i];
	typeset_rank(ps, n, out);
	for (i = 0; i < n; i++)
		/* Playing alone, the game is won only by the solo rule. */
		if (out[i].place == 1 && (n > 1 || typeset_solo(r, &m[0],
		    &s[0], why, whylen)))
			who[k++] = out[i].who;
	free(ps);
	free(out);
	return k;
}

const char *
typeset_row_status(const struct typeset_row_score *rs)
{
	return rs->empty ? "empty" : rs->legal ? "word" : "not-word";
}

/* --- vowels, spaces, wilds --- */

int
typeset_is_vowel(const struct typeset_rules *r, int c)
{
	size_t i;

	for (i = 0; i < r->ncols; i++)
		if (c != '\0' && strchr(r->vowels[i], c) != NULL)
			return 1;
	return 0;
}

static long
count_char(const char *s, int c)
{
	long n = 0;

	for (; *s != '\0'; s++)
		n += (unsigned char)*s == (unsigned char)c;
	return n;
}

long
typeset_vowels_left(const struct typeset_rules *r, const struct typeset_mat *m, int c)
{
	long have = 0;
	size_t i;

	for (i = 0; i < r->ncols; i++)
		have += count_char(r->vowels[i], c);
	return have - count_char(m->vowels, c);
}

long
typeset_vowel_column(const struct typeset_rules *r, const struct typeset_mat *m, int c)
{
	long used = count_char(m->vowels, c), k;
	size_t i;

	/* Each vowel is crossed off in the left-most column that has it. */
	for (i = 0; i < r->ncols; i++) {
		k = count_char(r->vowels[i], c);
		if (used < k)
			return (long)i;
		used -= k;
	}
	return -1;
}

void
typeset_supply(const struct typeset_rules *r, const struct typeset_mat *m,
    char out[][TYPESET_MAXLETTERS + 1])
{
	long used[256] = { 0 };
	const unsigned char *p;
	size_t i, k;

	for (p = (const unsigned char *)m->vowels; *p != '\0'; p++)
		used[*p]++;
	/* Each is crossed off in the left-most column that still has it. */
	for (i = 0; i < r->ncols; i++)
		for (k = 0; (out[i][k] = r->vowels[i][k]) != '\0'; k++)
			if (used[(unsigned char)out[i][k]] > 0) {
				used[(unsigned char)out[i][k]]--;
				out[i][k] = '-';
			}
}

size_t
typeset_columns_done(const struct typeset_rules *r,
    const struct typeset_mat *m)
{
	long left[256] = { 0 };
	const unsigned char *p;
	size_t i, done = 0;
	int full;

	for (p = (const unsigned char *)m->vowels; *p != '\0'; p++)
		left[*p]++;
	for (i = 0; i < r->ncols; i++) {
		full = 1;
		for (p = (const unsigned char *)r->vowels[i]; *p != '\0'; p++)
			if (left[*p] > 0)
				left[*p]--;
			else
				full = 0;
		done += full;
	}
	return done;
}

size_t
typeset_row_open(const struct typeset_rules *r, const struct typeset_mat *m, size_t row)
{
	size_t used = strlen(m->rows[row]);

	return used < r->spaces[row] ? r->spaces[row] - used : 0;
}

size_t
typeset_mat_open(const struct typeset_rules *r, const struct typeset_mat *m)
{
	size_t i, n = 0;

	for (i = 0; i < m->nrows; i++)
		n += typeset_row_open(r, m, i);
	return n;
}

size_t
typeset_earned(const struct typeset_mat *m, enum typeset_wild w)
{
	size_t i, n = 0;

	for (i = 0; i < m->nearned; i++)
		n += m->earned[i] == (int)w;
	return n;
}

static void
earn(struct typeset_mat *m, enum typeset_wild w, long turn, int *which, size_t *n)
{
	m->earned[m->nearned++] = (int)w;
	m->wilds++;
	m->wilds_turn = turn;
	if (which != NULL)
		which[*n] = (int)w;
	(*n)++;
}

size_t
typeset_challenge_have(const struct typeset_rules *r,
    const struct typeset_mat *m, char *have)
{
	size_t i, n = 0;
	const char *p;

	for (p = r->challenge; *p != '\0'; p++)
		for (i = 0; i < m->nrows; i++)
			/* Written with a wild (small) or not, it counts. */
			if (strchr(m->rows[i], *p) != NULL ||
			    strchr(m->rows[i], *p | 0x20) != NULL) {
				if (have != NULL)
					have[n] = *p;
				n++;
				break;
			}
	if (have != NULL)
		have[n] = '\0';
	return n;
}

size_t
typeset_marked_filled(const struct typeset_rules *r,
    const struct typeset_mat *m)
{
	size_t i, n = 0;
	const char *row;

	for (i = 0; i < r->nmarked; i++) {
		row = m->rows[r->marked[i][0]];
		/* A blank is not a letter. */
		n += strlen(row) > r->marked[i][1] &&
		    row[r->marked[i][1]] != TYPESET_BLANK;
	}
	return n;
}

int
typeset_wild_met(const struct typeset_rules *r, const struct typeset_mat *m,
    enum typeset_wild w, size_t k)
{
	switch (w) {
	case TYPESET_W_COLUMN:
		return k < (size_t)r->column_wilds &&
		    k < typeset_columns_done(r, m);
	case TYPESET_W_CHALLENGE:
		return k == 0 && r->challenge_need > 0 &&
		    typeset_challenge_have(r, m, NULL) >=
		    (size_t)r->challenge_need;
	case TYPESET_W_MARKED:
		return k == 0 && r->nmarked > 0 &&
		    typeset_marked_filled(r, m) == r->nmarked;
	default:
		return k == 0 && r->ability_max > 0 &&
		    m->ability_uses >= r->ability_max;
	}
}

size_t
typeset_earn(const struct typeset_rules *r, struct typeset_mat *m, long turn, int *which)
{
	size_t n = 0;
	int w;

	for (w = 0; w < TYPESET_W_N; w++)
		while (typeset_wild_met(r, m, (enum typeset_wild)w,
		    typeset_earned(m, (enum typeset_wild)w)))
			earn(m, (enum typeset_wild)w, turn, which, &n);
	return n;
}

void
typeset_rank(const struct typeset_score *const *s, size_t n,
    struct typeset_standing *out)
{
	struct typeset_standing t, *cur, *prev;
	size_t i, j;

	for (i = 0; i < n; i++) {
		memset(&out[i], 0, sizeof(out[i]));
		out[i].who = i;
	}
	/* Insertion sort: stable, so the order given breaks nothing. */
	for (i = 1; i < n; i++)
		for (j = i; j > 0 && rank_cmp(s[out[j].who],
		    s[out[j - 1].who], NULL) > 0; j--) {
			t = out[j];
			out[j] = out[j - 1];
			out[j - 1] = t;
		}
	for (i = 0; i < n; i++) {
		cur = &out[i];
		cur->place = i + 1;
		if (i == 0)
			continue;
		prev = &out[i - 1];
		if (rank_cmp(s[prev->who], s[cur->who], &cur->len) == 0) {
			cur->place = prev->place;
			cur->tied = 1;
			cur->behind = prev->who;
		} else if (cur->len > 0)
			cur->behind = prev->who;
	}
}

/* Reading and writing a mat. */

/* The keys of a mat, in the order they are written. */
static const char mat_order[] =
	"name\0" "rows\0" "errors\0" "ability_uses\0" "vowels\0" "earned\0"
	"wilds\0" "wilds_turn\0" "letters\0" "round\0" "stopped\0";

void
typeset_mat_empty(const struct typeset_rules *r, struct typeset_mat *m)
{
	memset(m, 0, sizeof(*m));
	m->nrows = r->nrows;
	m->round = 1;
}

static int
read_rows(const struct typeset_rules *r, const struct node *n, const char *file,
    struct typeset_mat *m, struct core_err *e)
{
	const struct node *row;
	char what[32], got[TYPESET_UTF8LEN];
	size_t i;
	long len;

	if (node_want_kind(n, NODE_SEQ, N_("'rows' (a list of strings)"), file, e) ==
	    -1)
		return -1;
	if (n->n > r->nrows)
		return core_errf(e, file, n->items[r->nrows]->line,
		    n->items[r->nrows]->col, "the sheet ends at row %zu; "
		    "this is row %zu", r->nrows, r->nrows + 1);
	for (i = 0; i < n->n; i++) {
		row = n->items[i];
		if (node_want_kind(row, NODE_SCALAR, N_("a row"), file, e) == -1)
			return -1;
		/* The row's name, the reader's: "row 3". */
		snprintf(what, sizeof(what), _("row %zu"), i + 1);
		if ((len = typeset_decode(r, row, ALPHA_KEEP, "_", what,
		    TYPESET_HINT_ROW, file, got, sizeof(got), e)) == -1)
			return -1;
		if ((size_t)len > r->spaces[i])
			return core_errf(e, file, row->line,
			    typeset_node_col(row, r->spaces[i]), "row %zu is "
			    "longer than the sheet's row (spaces: %zu)", i + 1,
			    r->spaces[i]);
		memcpy(m->rows[i], got, (size_t)len + 1);
	}
	return 0;
}

static int
read_earned(const struct typeset_rules *r, const struct node *n,
    const char *file, struct typeset_mat *m, struct core_err *e)
{
	const struct node *it;
	size_t i, w;

	if (node_want_kind(n, NODE_SEQ, N_("'earned' (a list of wilds)"), file, e) ==
	    -1)
		return -1;
	for (i = 0; i < n->n; i++) {
		it = n->items[i];
		for (w = 0; w < TYPESET_W_N; w++)
			if (it->kind == NODE_SCALAR &&
			    strcmp(it->str, typeset_wild_name(w)) == 0)
				break;
		if (w == TYPESET_W_N)
			return core_errf(e, file, it->line, it->col, "an "
			    "earned wild is column, challenge, marked or "
			    "ability");
		if (typeset_earned(m, (enum typeset_wild)w) >= (w == TYPESET_W_COLUMN ?
		    (size_t)r->column_wilds : 1))
			return core_errf(e, file, it->line, it->col,
			    "the %s wild is earned more often than the rules "
			    "allow", typeset_wild_name(w));
		m->earned[m->nearned++] = (int)w;
	}
	return 0;
}

static int
read_vowels_used(const struct typeset_rules *r, const struct node *n,
    const char *file, struct typeset_mat *m, struct core_err *e)
{
	char got[sizeof(m->vowels)], u[8];
	long len, i;
	int c;

	if (node_want_kind(n, NODE_SCALAR, N_("'vowels' (the vowels crossed off)"),
	    file, e) == -1)
		return -1;
	len = typeset_decode(r, n, ALPHA_UPPER, "", N_("'vowels' (the vowels "
	    "crossed off)"), TYPESET_HINT_NONE, file, got, sizeof(got), e);
	m->vowels[0] = '\0';
	for (i = 0; i < len; i++) {
		c = (unsigned char)got[i];
		if (!typeset_is_vowel(r, c))
			return core_errf(e, file, n->line,
			    typeset_node_col(n, (size_t)i), "'%s' is not in "
			    "the vowel supply: no vowel column crosses it off",
			    tile_name(&r->alpha, c, u));
		if (typeset_vowels_left(r, m, c) == 0)
			return core_errf(e, file, n->line,
			    typeset_node_col(n, (size_t)i), "'%s' is crossed off "
			    "more often than the vowel supply holds it",
			    tile_name(&r->alpha, c, u));
		m->vowels[i] = (char)c;
		m->vowels[i + 1] = '\0';
	}
	return len == -1 ? -1 : 0;
}

static int
read_bool(const struct node *n, const char *what, const char *file,
    int *out, struct core_err *e)
{
	if (n->kind == NODE_SCALAR && n->tag == NULL &&
	    (n->style == STYLE_PLAIN || n->style == STYLE_ANY)) {
		if (strcmp(n->str, "true") == 0) {
			*out = 1;
			return 0;
		}
		if (strcmp(n->str, "false") == 0) {
			*out = 0;
			return 0;
		}
	}
	return core_errf(e, file, n->line, n->col, "%s must be true or false",
	    what);
}

int
typeset_mat_read(const struct typeset_rules *r, const struct node *map,
    const char *file, struct typeset_mat *m, struct core_err *e)
{
	const struct node *n;

	typeset_mat_empty(r, m);
	if (map->kind != NODE_MAP)
		return core_errf(e, file, map->line, map->col, "a mat must be "
		    "a mapping with rows, errors and ability_uses");
	if (((n = node_get(map, "rows")) != NULL &&
	    read_rows(r, n, file, m, e) == -1) ||
	    ((n = node_get(map, "errors")) != NULL &&
	    node_want_long(n, 0, (long)r->nerrors, N_("'errors' (error numbers "
	    "circled)"), file, &m->errors, e) == -1) ||
	    ((n = node_get(map, "ability_uses")) != NULL &&
	    node_want_long(n, 0, r->ability_max, "'ability_uses'", file,
	    &m->ability_uses, e) == -1) ||
	    ((n = node_get(map, "vowels")) != NULL &&
	    read_vowels_used(r, n, file, m, e) == -1) ||
	    ((n = node_get(map, "earned")) != NULL &&
	    read_earned(r, n, file, m, e) == -1) ||
	    ((n = node_get(map, "wilds")) != NULL &&
	    node_want_long(n, 0, TYPESET_MAXCOLS + TYPESET_W_N, "'wilds'", file, &m->wilds,
	    e) == -1) ||
	    ((n = node_get(map, "wilds_turn")) != NULL &&
	    node_want_long(n, 0, 1000000, "'wilds_turn'", file, &m->wilds_turn,
	    e) == -1) ||
	    ((n = node_get(map, "letters")) != NULL &&
	    node_want_long(n, 0, 1000000, "'letters'", file, &m->letters, e) ==
	    -1) ||
	    ((n = node_get(map, "round")) != NULL &&
	    node_want_long(n, 1, 1000000, "'round'", file, &m->round, e) == -1) ||
	    ((n = node_get(map, "stopped")) != NULL &&
	    read_bool(n, "'stopped'", file, &m->stopped, e) == -1))
		return -1;
	return 0;
}

int
typeset_mat_write(const struct alphabet *a, const struct typeset_mat *m,
    struct node *map)
{
	struct node *rows, *earned;
	char u[TYPESET_UTF8LEN];
	size_t i;

	if ((rows = node_new(NODE_SEQ, STYLE_FLOW)) == NULL ||
	    node_set(map, "rows", rows) == -1)
		return -1;
	for (i = 0; i < m->nrows; i++)
		if (node_push_made(rows, node_str(alpha_encode_buf(a,
		    m->rows[i], u, sizeof(u)), STYLE_DOUBLE)) == -1)
			return -1;
	if ((earned = node_new(NODE_SEQ, STYLE_FLOW)) == NULL ||
	    node_set(map, "earned", earned) == -1)
		return -1;
	for (i = 0; i < m->nearned; i++)
		if (node_push_made(earned, node_str(typeset_wild_name(m->earned[i]),
		    STYLE_DOUBLE)) == -1)
			return -1;
	if (node_set(map, "errors", node_int(m->errors)) == -1 ||
	    node_set(map, "ability_uses", node_int(m->ability_uses)) == -1 ||
	    node_set(map, "vowels", node_str(alpha_encode_buf(a, m->vowels, u,
	    sizeof(u)), STYLE_DOUBLE)) == -1 ||
	    node_set(map, "wilds", node_int(m->wilds)) == -1 ||
	    node_set(map, "letters", node_int(m->letters)) == -1 ||
	    node_set(map, "round", node_int(m->round)) == -1 ||
	    node_set(map, "stopped", node_str(m->stopped ? "true" : "false",
	    STYLE_PLAIN)) == -1)
		return -1;
	if (m->wilds > 0) {
		if (node_set(map, "wilds_turn", node_int(m->wilds_turn)) == -1)
			return -1;
	} else
		node_del(map, "wilds_turn");
	node_order(map, mat_order);
	return 0;
}
