/*
 * fuzz categories: a category game's state (boards, sheets, answers)
 * through the referee, and a deck of cards: checked, counted, audited, and
 * once recorded, always complete.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cards.h"
#include "categories.h"
#include "doc.h"
#include "fuzz.h"
#include "state.h"

/* The deck's audit agrees with its count, and a recorded deck is whole. */
static void
deck(struct state *st)
{
	struct core_err e;
	size_t left, played, n = 0;
	char msg[400];
	int rc;

	rc = cards_audit(st, &n, msg, sizeof(msg), &e);
	if (cards_count(st, &left, &played, &e) == -1) {
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
	if (cards_record(st, &e) == 0 && (cards_audit(st, &n, msg,
	    sizeof(msg), &e) != 0 || n != left + played)) {
		fprintf(stderr, "a deck just recorded is not complete\n");
		abort();
	}
}

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
		deck(st);
		state_free(st);
	}
	if ((root = doc_read(text, size, "<fuzz>", &e)) != NULL) {
		cards_read_deck(root, "<fuzz>", &e);
		node_free(root);
	}
	free(text);
	return 0;
}
