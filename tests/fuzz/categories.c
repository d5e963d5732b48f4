/*
 * fuzz categories: a category game's state (boards, sheets, answers)
 * through the referee, and a deck of cards.
 */
#include <stdlib.h>
#include <string.h>

#include "cards.h"
#include "categories.h"
#include "doc.h"
#include "fuzz.h"
#include "state.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct cat_game g;
	struct core_err e;
	struct state *st;
	struct node *root;
	char *text = fuzz_text(data, size);

	if ((st = state_read(text, size, "<fuzz>", &e)) != NULL) {
		memset(&g, 0, sizeof(g));	/* the referee's contract */
		cat_referee(st, &g, &e);
		cat_free(&g);
		cards_check(st, &e);
		state_free(st);
	}
	if ((root = doc_read(text, size, "<fuzz>", &e)) != NULL) {
		cards_read_deck(root, "<fuzz>", &e);
		node_free(root);
	}
	free(text);
	return 0;
}
