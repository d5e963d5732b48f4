/*
 * solve_proof.c: the proofs that no grid exists for a hand.
 *
 * A search that finds no grid proves nothing: only three things are taken
 * as proof that none exists.  Too few tiles; a tile that no word made from
 * the hand can hold; and more tiles of a letter only two-letter words hold
 * than the letters they pair with have room for (pairs_only()).  Each
 * comes with its reason, in words.
 */
#include <stdio.h>
#include <string.h>

#include "solve_int.h"

/*
 * "A", "A or E", "A, E or I": the letters of mask, by s's index, into buf
 * (LETTERS_OR bytes hold all ALPHA_MAX).
 */
#define LETTERS_OR	120
static void
letters_or(const struct solver *s, unsigned mask, char *buf)
{
	int l, k = __builtin_popcount(mask), i = 0;
	size_t at = 0;

	*buf = '\0';
	for (l = 0; l < s->nl; l++)
		if (mask >> l & 1) {
			at += (size_t)snprintf(buf + at, LETTERS_OR - at,
			    "%s%c", i == 0 ? "" : i == k - 1 ? " or " : ", ",
			    s->let[l]);
			i++;
		}
}

/*
 * Letters that only two-letter words hold, each with a letter of a set P
 * that is not among them: each of their tiles must stand beside a tile of
 * P, and each of those has room for two (one across, one down).  More
 * than that many: no grid.  Just that many: every place beside them is
 * taken, so each tile of P has two beside it and nothing else, and the
 * groups they make touch no other tile: no grid unless one group is the
 * whole hand (QQI: a QI across and one down).  Each letter's partners are
 * tried as P.  Not with wilds, which could be any letter.
 */
static int
pairs_only(const struct solver *s, const char *tiles, const struct cover *cv,
    struct solve_result *r)
{
	unsigned cnt[ALPHA_MAX] = { 0 }, only = 0, P, S, ns, np;
	size_t n = strlen(tiles), i;
	char with[LETTERS_OR], who[LETTERS_OR], them[8];
	int l, x;

	if (strchr(tiles, '?') != NULL)
		return 0;
	for (i = 0; i < n; i++)
		cnt[solve_li(s, tiles[i])]++;
	for (l = 0; l < s->nl; l++)
		if (cnt[l] > 0 && cv->partner[l] != 0 && !(cv->longer >> l & 1))
			only |= 1u << l;
	for (l = 0; l < s->nl; l++) {
		if (!(only >> l & 1))
			continue;
		P = cv->partner[l];
		for (S = 0, ns = np = 0, x = 0; x < s->nl; x++) {
			if (P >> x & 1)
				np += cnt[x];
			else if ((only >> x & 1) && (cv->partner[x] & ~P) == 0) {
				S |= 1u << x;
				ns += cnt[x];
			}
		}
		if (ns < 2 * np || (ns == 2 * np && n == 3))
			continue;
		letters_or(s, P, with);
		letters_or(s, S, who);
		/* "2 Qs", or for several letters "2 of them" */
		if (S & (S - 1))
			snprintf(them, sizeof(them), "of them");
		else
			snprintf(them, sizeof(them), "%cs", who[0]);
		snprintf(r->reason, sizeof(r->reason), "every %.30s must be in "
		    "a two-letter word beside %s %.30s%s %u %.30s tile%s can "
		    "have %u %s beside %s at most%s", who,
		    strchr("AEFHILMNORSX", with[0]) ? "an" : "a", with,
		    ns > 2 * np ? ", and" : ":", np, with, np == 1 ? "" : "s",
		    2 * np, them, np == 1 ? "it" : "them", ns > 2 * np ? "" :
		    ", and then they touch no other tile");
		return 1;
	}
	return 0;
}

/* A proof that no grid exists, in r->reason; 1 when there is one. */
int
solve_impossible(const struct solver *s, const char *tiles, size_t minlen,
    const struct cover *cv, struct solve_result *r)
{
	size_t n = strlen(tiles), i;

	if (n < minlen || n < 2) {
		snprintf(r->reason, sizeof(r->reason), "%zu tile%s cannot "
		    "make a word of %zu letters or more", n, n == 1 ? "" : "s",
		    minlen < 2 ? (size_t)2 : minlen);
		return 1;
	}
	for (i = 0; i < n; i++) {
		if (tiles[i] == '?' ? !cv->wild :
		    !(cv->letters >> solve_li(s, tiles[i]) & 1)) {
			snprintf(r->reason, sizeof(r->reason), "no word of %zu "
			    "letters or more made from this hand can hold the "
			    "%s%c%s", minlen, tiles[i] == '?' ? "wild tile (" :
			    "", tiles[i], tiles[i] == '?' ? ")" : "");
			if (tiles[i] == '?')
				snprintf(r->reason, sizeof(r->reason), "no "
				    "word made from this hand can hold the "
				    "wild tile");
			return 1;
		}
	}
	return pairs_only(s, tiles, cv, r);
}
