/*
 * fuzz grid: grids and boards as text, and every check run on them.
 */
#include <stdlib.h>

#include "bananagrams.h"
#include "fuzz.h"
#include "grid.h"
#include "shenanigrams.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct grid_problems ps = { NULL, 0, 0 };
	struct core_err e;
	struct grid *g;
	struct buf out = { 0 };
	unsigned *label;
	char *text = fuzz_text(data, size);

	if ((g = grid_parse(text, size, "<fuzz>", 1, 1, &e)) != NULL) {
		if ((label = malloc((g->rows * g->cols + 1) *
		    sizeof(*label))) == NULL)
			abort();
		grid_groups(g, label);
		free(label);
		if (bananagrams_check(g, fuzz_dict(), "CAT?", 2, &ps, &e) < 0 ||
		    shenanigrams_check_board(g, fuzz_dict(), &ps, &e) < 0 ||
		    grid_write(g, &out) == -1)
			abort();
		grid_free(g);
	}
	grid_problems_free(&ps);
	buf_free(&out);
	free(text);
	return 0;
}
