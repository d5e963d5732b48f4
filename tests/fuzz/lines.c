/*
 * fuzz lines: the line-by-line inputs: tally's scores, Shapemash's canvas
 * moves and round guesses.
 */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "shapemash.h"
#include "tally.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *games[] = { "categories", "shapemash",
	    "shapemash-hard", "best-of-5" };
	struct tally_rules rules;
	struct tally t;
	struct canvas c;
	struct round rd;
	struct core_err e;
	size_t order[TALLY_MAX_SIDES], n = 0;
	char *text = fuzz_text(data, size), *line, *save = NULL;

	tally_preset(games[size % 4], &rules);
	tally_init(&t, &rules);
	memset(&c, 0, sizeof(c));
	memset(&rd, 0, sizeof(rd));
	if (size % 2) {
		rd.team[0] = "red";
		rd.team[1] = "blue";
	}
	for (line = strtok_r(text, "\n", &save); line != NULL;
	    line = strtok_r(NULL, "\n", &save)) {
		n++;
		if (!t.end && tally_line(&t, line, "<fuzz>", n, &e) == -1)
			break;
		shapemash_canvas_move(&c, line, &e);
		if (c.total < 0 || c.total > 5)
			abort();	/* never more than five shapes */
		shapemash_round_guess(&rd, line, &e);
	}
	tally_finish(&t, order);
	free(text);
	return 0;
}
