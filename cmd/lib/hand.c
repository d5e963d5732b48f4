/*
 * hand.c: a hand of tiles given on the command line, read as every tool
 * reads one (solve, validate --hand, words anagram).
 */
#include <string.h>

#include "alphabet.h"
#include "core.h"
#include "fail.h"
#include "hand.h"
#include "util.h"

char *
hand_read(const struct alphabet *a, const char *hand)
{
	struct buf out = { 0 };
	struct core_err e;
	size_t i;
	int rc;

	rc = alpha_decode_tiles(a, hand, strlen(hand), ALPHA_UPPER, &out,
	    &e);
	if (out.failed)
		fail_nomem();
	/* A tile is a letter as written: no fold (wordkit-languages(7)). */
	if (rc != 0)
		fail_at(FAIL_USAGE, NULL, 0, 0, "the hand '%s', column %zu: %s",
		    hand, e.col, e.msg);
	for (i = 0; rc == 0 && i < out.len; i++)
		if (out.p[i] != '?' && a->index[(unsigned char)out.p[i]] < 0)
			rc = 1;
	/* Each sentence whole, for the catalogs. */
	if (rc != 0 && a->n == 26 && a->letter[25] == 'Z')
		fail_usage("'%s' is not a hand of tiles (A-Z and ? for a "
		    "wild)", hand);
	if (rc != 0)
		fail_usage("'%s' is not a hand of tiles (the letters of %s and "
		    "? for a wild)", hand, a->code);
	if (buf_addc(&out, '\0') == -1)
		fail_nomem();
	return out.p;
}
