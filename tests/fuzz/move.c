/*
 * fuzz move: a Shenanigrams move (the first line) judged on a board (the
 * rest), with the board's words tagged: the referee must never crash, and
 * a legal move's board must be a board the referee accepts again.
 */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "grid.h"
#include "shenanigrams.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct shenanigrams_board b, after;
	struct shenanigrams_verdict v;
	struct shenanigrams_move m;
	struct core_err e;
	struct grid *g;
	char *text = fuzz_text(data, size), *nl;
	size_t rest;

	if ((nl = strchr(text, '\n')) == NULL)
		goto out;
	*nl = '\0';
	rest = size - (size_t)(nl + 1 - text);
	if (shenanigrams_parse_move(text, &m, &e) == -1 ||
	    (g = grid_parse(nl + 1, rest, "<fuzz>", 2, 1, &e)) == NULL)
		goto out;
	if (g->rows * g->cols > 400 || shenanigrams_board_from_grid(&b, g,
	    fuzz_dict(), &e) == -1) {
		grid_free(g);
		goto out;
	}
	if (m.kind == SHENANIGRAMS_PLACE || m.kind == SHENANIGRAMS_REPLACE ||
	    m.kind == SHENANIGRAMS_INSERT) {
		memset(&after, 0, sizeof(after));
		if (shenanigrams_judge(&b, fuzz_dict(), &m, "ann", 3, &v, &after, &e)
		    == 0 && after.g == NULL)
			abort();	/* a legal move has a board after it */
		shenanigrams_board_free(&after);
	}
	shenanigrams_board_free(&b);
out:
	free(text);
	return 0;
}
