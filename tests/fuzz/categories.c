/*
 * fuzz categories: a category game's state (boards, sheets, answers)
 * through the referee, and a deck of cards: checked, counted, audited, and
 * once recorded, always complete.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "shapemash_cards.h"
#include "categories.h"
#include "node.h"
#include "fuzz.h"
#include "state.h"

/* The deck's audit agrees with its count, and a recorded deck is whole. */
static void
deck(struct state *st)
{
	struct core_err e;
	size_t left, played, n = 0;
	int rc;

	rc = shapemash_cards_audit(st, &n, &e);
	if (shapemash_cards_count(st, &left, &played, &e) == -1) {
		if (rc != -1) {
			fprintf(stderr, "audit of a deck count refuses\n");
			abort();
		}
		return;
	}
	if (rc != -1 && n != left + played) {
		fprintf(stderr, "audit counts %zu cards, count %zu\n", n,
		    left + played);
		abort();
	}
	if (shapemash_cards_record(st, &e) == 0 && (shapemash_cards_audit(st, &n,
	    &e) != 0 || n != left + played)) {
		fprintf(stderr, "a deck just recorded is not complete\n");
		abort();
	}
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct categories_game g;
	struct core_err e;
	struct state *st;
	struct node *root;
	char *text = fuzz_text(data, size);

	if ((st = state_read(text, size, "<fuzz>", &e)) != NULL) {
		memset(&g, 0, sizeof(g));	/* the referee's contract */
		categories_referee(st, &g, &e);
		categories_free(&g);
		shapemash_cards_check(st, &e);
		deck(st);
		state_free(st);
	}
	if ((root = node_read(text, size, "<fuzz>", &e)) != NULL) {
		shapemash_cards_read_deck(root, "<fuzz>", &e);
		node_free(root);
	}
	free(text);
	return 0;
}
