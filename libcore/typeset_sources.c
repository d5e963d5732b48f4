/*
 * typeset_sources.c: are a mat's letters accounted for by where they can
 * have come from?  A referee holds every letter on a mat to its source:
 *
 *	a turn letter	one of the first "letters" of "drawn", each written
 *			at most once, and none of those ignored: at most
 *			letters - errors of them (a letter ignored circles an
 *			error number, or none when none is left);
 *	a vowel		crossed off the supply ("vowels") and written, a
 *			capital, at once;
 *	a wild		a small letter, one for each wild earned ("earned")
 *			and not still held ("wilds"); the others were lost;
 *	the ability	each use ("ability_uses") writes one space: a copy,
 *			in capitals, of a letter already on the mat (a
 *			turn letter, a vowel or a wild's letter), or a blank
 *			'_', as the ability in play does.
 *
 * Letters never leave a mat, so each source gives the counts the mat
 * holds at most, and the check is exact for what the state records: a
 * mat is refused only if no order of legal actions gives it.  Copies may
 * be of any letter, so a capital is counted against the turn letters,
 * the vowels and the copies together: a per-letter bound, one on all of
 * them, and each copied letter's original.  Where a copy lands (the same
 * column, the same row) is not checked.  A mat holding fewer letters
 * than its sources (a letter "dealt with" but not written) is not
 * refused: it is not a letter nobody could have written.
 *
 *
 * The wilds earned are held to their conditions in turn ("earned" lists
 * them in the order they were earned), as typeset_earn judges them:
 * what earns one (vowels crossed off, letters written, ability uses)
 * never goes away, so a condition met then is met now.  A letter written
 * with a wild cannot have earned that wild, nor any earned before it:
 * the challenge letters and marked spaces that the mat meets only with
 * small letters need as many wilds listed before theirs.  Which wild
 * wrote which small letter the state does not say, and a capital may be
 * a copy of one, so that bound is as tight as the state allows and no
 * tighter.  And a wild whose condition the mat meets is listed: a legal
 * game lists it with the action that meets it.
 *
 * typeset_mat_check holds a mat to the whole state: the letters drawn,
 * the error numbers circled (one at most for each of them), its round
 * (and a stop only after one, or once the bag is empty), the
 * ability in play (none: no use of it), then its wilds and its sources
 * as above, and last the wilds it meets and does not list.
 *
 * Linear in the mat, the letters drawn and the 256 letter bytes.
 */
#include <string.h>

#include "core.h"
#include "node.h"
#include "state.h"
#include "tiles.h"
#include "typeset_int.h"
#include "typeset_play.h"
#include "typeset.h"

/* A mat's letters and their sources, counted by capital letter byte. */
struct sources {
	long	cap[256];	/* capitals on the mat */
	long	small[256];	/* small letters (wilds), by their capital */
	long	vowel[256];	/* crossed off */
	long	turn[256];	/* among the turn letters dealt with */
	long	nsmall, nblank;
	long	written;	/* turn letters written, at most */
	long	copies, blanks;	/* what the ability's uses can write */
};

static void
count(const struct typeset_ability *ab, const char *drawn,
    const struct typeset_mat *m, struct sources *s)
{
	const unsigned char *p;
	size_t i;
	long k;
	int c;

	memset(s, 0, sizeof(*s));
	for (i = 0; i < m->nrows; i++)
		for (p = (const unsigned char *)m->rows[i]; *p != '\0'; p++) {
			c = typeset_cap(*p);
			if (*p == TYPESET_BLANK)
				s->nblank++;
			else if (c != *p) {
				s->small[c]++;
				s->nsmall++;
			} else
				s->cap[c]++;
		}
	for (p = (const unsigned char *)m->vowels; *p != '\0'; p++)
		s->vowel[*p]++;
	for (k = 0; drawn != NULL && k < m->letters && drawn[k] != '\0'; k++)
		s->turn[(unsigned char)drawn[k]]++;
	s->written = m->letters > m->errors ? m->letters - m->errors : 0;
	if (ab != NULL && ab->effect == TYPESET_BLANK_SPACE)
		s->blanks = m->ability_uses;
	else if (ab != NULL)
		s->copies = m->ability_uses;
}

/*
 * The capitals: each letter within its turn letters, vowels and copies,
 * a copied letter with an original, and all of them within the turn
 * letters written and the copies.
 */
static int
capitals(const struct typeset_rules *r, const struct typeset_mat *m,
    const struct sources *s, const char *name, const char *file,
    const struct node *at, struct core_err *e)
{
	long need, turn = 0, all = 0, originals = 0;
	char u[8];
	int c;

	for (c = 0; c < 256; c++) {
		if ((need = s->cap[c] - s->vowel[c]) <= 0)
			continue;
		tile_name(&r->alpha, c, u);
		if (need > s->turn[c] + s->copies)
			return core_errf(e, file, at->line, at->col, "%s's mat "
			    "holds %ld %s, more than its sources account for: "
			    "%ld crossed off the vowel supply, %ld among the "
			    "turn letters dealt with (%ld), %ld copied by the "
			    "ability", name, s->cap[c], u, s->vowel[c],
			    s->turn[c], m->letters, s->copies);
		if (s->turn[c] == 0 && s->vowel[c] == 0 && s->small[c] == 0)
			return core_errf(e, file, at->line, at->col, "%s's mat "
			    "holds %ld %s, but no %s was dealt with, crossed "
			    "off or written with a wild for the ability to "
			    "copy", name, s->cap[c], u, u);
		all += need;
		turn += need < s->turn[c] ? need : s->turn[c];
		/* No vowel or wild to copy: a turn letter is the original. */
		originals += s->vowel[c] == 0 && s->small[c] == 0;
	}
	if (turn > s->written)
		turn = s->written;
	if (all - turn > s->copies)
		return core_errf(e, file, at->line, at->col, "%s's mat holds "
		    "letters besides the vowels crossed off and the wilds "
		    "(%ld), more than the turn letters written (at most %ld: "
		    "dealt with %ld, error numbers circled %ld) and the "
		    "ability's copies (%ld) account for", name, all,
		    s->written, m->letters, m->errors, s->copies);
	if (originals > s->written)
		return core_errf(e, file, at->line, at->col, "%s's mat holds "
		    "different letters that only turn letters can have given "
		    "(%ld), more than the turn letters written (at most %ld: "
		    "dealt with %ld, error numbers circled %ld)", name,
		    originals, s->written, m->letters, m->errors);
	return 0;
}

/*
 * Are m's letters accounted for by their sources: the turn letters it
 * dealt with (the first m->letters of drawn, which may be NULL), the
 * vowels crossed off, the wilds earned and not held, and what ability ab
 * (NULL: none in play) writes?  0 yes; -1 with e at the place of at in
 * file, naming the player name, for a mat no legal game gives.
 */
static int
typeset_mat_sources(const struct typeset_rules *r,
    const struct typeset_ability *ab, const char *drawn,
    const struct typeset_mat *m, const char *name, const char *file,
    const struct node *at, struct core_err *e)
{
	struct sources s;

	count(ab, drawn, m, &s);
	if (s.nblank > s.blanks)
		return core_errf(e, file, at->line, at->col, "%s's mat holds "
		    "blanks (%ld), more than the uses of an ability that "
		    "leaves a space blank (%ld) account for", name, s.nblank,
		    s.blanks);
	/* One wild is said as one: it is then one earned of none. */
	if (m->wilds == 1 && m->nearned == 0)
		return core_errf(e, file, at->line, at->col, "%s holds a wild "
		    "to use but has earned none", name);
	if (m->wilds > (long)m->nearned)
		return core_errf(e, file, at->line, at->col, "%s holds more "
		    "wilds to use (%ld) than it has earned (%zu)", name,
		    m->wilds, m->nearned);
	if (m->wilds > (long)m->nearned - s.nsmall)
		return core_errf(e, file, at->line, at->col, "%s's mat holds "
		    "letters written with a wild (%ld), more than the wilds "
		    "earned (%zu, %ld of them still to use) account for", name,
		    s.nsmall, m->nearned, m->wilds);
	return capitals(r, m, &s, name, file, at, e);
}

/* The place of m->earned[i]: its item in the list at, else at. */
static const struct node *
item(const struct node *at, size_t i)
{
	return at->kind == NODE_SEQ && i < at->n ? at->items[i] : at;
}

/* Why m has not earned the k-th (from 0) wild of kind w. */
static int
unmet(const struct typeset_rules *r, const struct typeset_ability *ab,
    const struct typeset_mat *m, enum typeset_wild w, size_t k,
    const char *name, const char *file, const struct node *at,
    struct core_err *e)
{
	char cu[4 * TYPESET_MAXLETTERS + 1];
	size_t n;

	if ((w == TYPESET_W_CHALLENGE && r->challenge_need <= 0) ||
	    (w == TYPESET_W_MARKED && r->nmarked == 0) ||
	    (w == TYPESET_W_ABILITY && (ab == NULL || r->ability_max <= 0)))
		return core_errf(e, file, at->line, at->col, "%s has earned "
		    "the %s wild, which this game gives no way to earn", name,
		    typeset_wild_name(w));
	switch (w) {
	case TYPESET_W_COLUMN:
		n = typeset_columns_done(r, m);
		/* The first column wild is one, of no column crossed off. */
		if (k == 0)
			return core_errf(e, file, at->line, at->col, "%s has "
			    "earned a column wild, but has crossed off every "
			    "vowel of no column of the supply", name);
		return core_errf(e, file, at->line, at->col, "%s has earned "
		    "column wilds (%zu), but has crossed off every vowel of "
		    "fewer columns of the supply (%zu)", name, k + 1, n);
	case TYPESET_W_CHALLENGE:
		/* The counts after their labels: no plurals in catalogs. */
		return core_errf(e, file, at->line, at->col, "%s has earned "
		    "the challenge wild, but the mat holds too few of the "
		    "challenge letters %s (held: %zu, needed: %ld)", name,
		    alpha_encode_buf(&r->alpha, r->challenge, cu, sizeof(cu)),
		    typeset_challenge_have(r, m, NULL), r->challenge_need);
	case TYPESET_W_MARKED:
		/* The counts after their labels: no plurals in catalogs. */
		return core_errf(e, file, at->line, at->col, "%s has earned "
		    "the marked wild, but not every marked space holds a "
		    "letter (filled: %zu, marked: %zu)", name,
		    typeset_marked_filled(r, m), r->nmarked);
	default:
		/* Each count after its label: the catalogs have no plurals. */
		return core_errf(e, file, at->line, at->col, "%s has earned "
		    "the ability wild, but has used %s fewer times than earn "
		    "it (uses: %ld, needed: %ld)", name, ab->name,
		    m->ability_uses, r->ability_max);
	}
}

/*
 * A wild's letter cannot have earned that wild: the challenge letters
 * and marked spaces that need letters written with wilds need as many
 * wilds listed before theirs.  Which wild wrote which small letter the
 * state does not say, so this is a bound, as close as it knows: m
 * without its small letters falls short by one wild for each letter it
 * lacks.
 */
static int
wild_letters(const struct typeset_rules *r, const struct typeset_mat *m,
    const char *name, const char *file, const struct node *at,
    struct core_err *e)
{
	struct typeset_mat bare = *m;
	const struct node *it;
	size_t i, need, have;
	char *p;

	for (i = 0; i < bare.nrows; i++)
		for (p = bare.rows[i]; *p != '\0'; p++)
			if (*p != TYPESET_BLANK && typeset_cap(*p) != *p)
				*p = TYPESET_BLANK;
	for (i = 0; i < m->nearned; i++) {
		need = 0;
		if (m->earned[i] == TYPESET_W_CHALLENGE &&
		    (have = typeset_challenge_have(r, &bare, NULL)) <
		    (size_t)r->challenge_need)
			need = (size_t)r->challenge_need - have;
		else if (m->earned[i] == TYPESET_W_MARKED)
			need = r->nmarked - typeset_marked_filled(r, &bare);
		if (need <= i)
			continue;
		it = item(at, i);
		return core_errf(e, file, it->line, it->col, "%s has earned "
		    "the %s wild after other wilds (%zu), but it needs "
		    "letters written with wilds earned before it (%zu)", name,
		    typeset_wild_name(m->earned[i]), i, need);
	}
	return 0;
}

/*
 * Does m list every wild whose condition it meets?  A legal game lists
 * a wild with the action that meets its condition (typeset_earn after
 * each action), and what meets one never goes away: a wild met and not
 * listed would be given at some later action, turns late.  0 yes; -1
 * with e at at (the "earned" list, or the mat), naming the player name.
 */
static int
unlisted(const struct typeset_rules *r, const struct typeset_mat *m,
    const char *name, const char *file, const struct node *at,
    struct core_err *e)
{
	size_t k, met;
	int w;

	for (w = 0; w < TYPESET_W_N; w++) {
		k = typeset_earned(m, (enum typeset_wild)w);
		for (met = k; typeset_wild_met(r, m, (enum typeset_wild)w, met);
		    met++)
			;
		if (met > k)
			return core_errf(e, file, at->line, at->col, "%s has "
			    "met the condition of the %s wild more often (%zu) "
			    "than it has earned it (%zu): a wild is earned as "
			    "soon as its condition is met", name,
			    typeset_wild_name((enum typeset_wild)w), met, k);
	}
	return 0;
}

/*
 * Has m met the condition of each wild it lists in "earned" (the list at
 * at in file, or the mat's node when it has none), as far as the state
 * records; a wild's own letter cannot have earned it, nor any wild's
 * listed after it.  0 yes; -1 with e at the wild's item, naming the
 * player name, for a mat no legal game gives.
 */
static int
typeset_mat_earned(const struct typeset_rules *r,
    const struct typeset_ability *ab, const struct typeset_mat *m,
    const char *name, const char *file, const struct node *at,
    struct core_err *e)
{
	size_t i, k[TYPESET_W_N] = { 0 };
	enum typeset_wild w;

	for (i = 0; i < m->nearned; i++) {
		w = (enum typeset_wild)m->earned[i];
		if (!typeset_wild_met(r, m, w, k[w]) ||
		    (w == TYPESET_W_ABILITY && ab == NULL))
			return unmet(r, ab, m, w, k[w], name, file, item(at, i),
			    e);
		k[w]++;
	}
	return wild_letters(r, m, name, file, at, e);
}

/*
 * A mat must agree with the letters drawn and its rounds, have met the
 * condition of every wild it earned, and hold no letter its sources do
 * not account for.
 */
int
typeset_mat_check(const struct typeset_game *g, size_t i,
    const struct node *at, struct core_err *e)
{
	const struct typeset_mat *m = &g->mats[i];
	const char *name = g->st->players[i].name;
	const struct node *rows = node_get(at, "rows");
	const struct node *earned = node_get(at, "earned");
	const struct node *n;
	long rl = g->rules.round_letters;

	if (m->letters > g->turn)
		return core_errf(e, g->st->file, at->line, at->col,
		    "%s has dealt with more turn letters (%ld) than were "
		    "drawn (%ld)", name, m->letters, g->turn);
	if (m->letters > m->round * rl || m->letters < (m->round - 1) * rl)
		return core_errf(e, g->st->file, at->line, at->col,
		    "%s plays round %ld, but the turn letters dealt with (%ld) "
		    "are not that round's", name, m->round, m->letters);
	/* Only a turn letter ignored (or missed) circles an error number. */
	if (m->errors > m->letters) {
		n = node_get(at, "errors");
		return core_errf(e, g->st->file, n ? n->line : at->line,
		    n ? n->col : at->col, "%s has circled more error numbers "
		    "(%ld) than the turn letters dealt with (%ld): only a turn "
		    "letter ignored circles one", name, m->errors,
		    m->letters);
	}
	/*
	 * A player stops after a round, or when no letter can follow.  The
	 * counts after their label: the catalogs have no plurals.
	 */
	if (m->stopped && !typeset_stop_here(g, m)) {
		n = node_get(at, "stopped");
		return core_errf(e, g->st->file, n ? n->line : at->line,
		    n ? n->col : at->col, "%s has stopped before round %ld's "
		    "end (turn letters dealt with: %ld of %ld): a player stops "
		    "after a round, or once the bag is empty", name, m->round,
		    m->letters - (m->round - 1) * rl, rl);
	}
	/* No ability, no use: nor a solo win, which needs three. */
	if (g->ability == NULL && m->ability_uses > 0) {
		n = node_get(at, "ability_uses");
		return core_errf(e, g->st->file, n ? n->line : at->line,
		    n ? n->col : at->col, "%s has used the ability (uses: "
		    "%ld), but the game has no ability in play", name,
		    m->ability_uses);
	}
	if (typeset_mat_earned(&g->rules, g->ability, m, name, g->st->file,
	    earned != NULL ? earned : at, e) == -1 ||
	    typeset_mat_sources(&g->rules, g->ability, g->st->drawn, m,
	    name, g->st->file, rows != NULL ? rows : at, e) == -1)
		return -1;
	/* Its letters accounted for, are its wilds all there? */
	return unlisted(&g->rules, m, name, g->st->file,
	    earned != NULL ? earned : at, e);
}

int
typeset_state_check(struct state *st, struct core_err *e)
{
	struct typeset_game g;

	if (state_game(st) != STATE_TYPESET || st->nplayers == 0)
		return 0;
	if (typeset_game_load(&g, st, NULL, NULL, e) == -1)
		return -1;
	typeset_game_free(&g);
	return 0;
}

int
typeset_ability_kept(const struct typeset_game *g, struct core_err *e)
{
	struct typeset_rules own;
	const struct typeset_ability *a;

	if (g->ability == NULL)
		return 0;
	if (typeset_rules_resolve(&own, NULL, g->st, NULL, NULL, e) == -1)
		return -1;
	/* One the state's rules do not know, its load refuses. */
	if ((a = typeset_ability_find(&own, g->ability->name)) != NULL &&
	    a->effect != g->ability->effect)
		return core_errf(e, NULL, 0, 0, "%s's effect is %s, not %s",
		    a->name, typeset_effect_name(a->effect),
		    typeset_effect_name(g->ability->effect));
	return 0;
}
