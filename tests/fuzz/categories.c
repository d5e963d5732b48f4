/*
 * fuzz categories: a category game's state (boards, sheets, answers)
 * through the referee, in English or, with "lang: de" or "lang: es", in
 * UTF-8 under that alphabet (fuzz_lang); a new game set up and spun in
 * the state's language; and a deck of cards: checked, counted, audited,
 * and once recorded, always complete.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alphabet.h"
#include "categories.h"
#include "shapemash_cards.h"
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
	/*
	 * A deck the count refuses (cards the deck never had) is one the
	 * audit refuses too, or answers no to, naming the cards: never yes.
	 */
	if (shapemash_cards_count(st, &left, &played, &e) == -1) {
		if (rc == 0) {
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

/*
 * What the referee found is whole: letters of the game, counts in range,
 * and its answer, rc, the contract's: 1 exactly when there are issues,
 * each with a rule of the game's table.
 */
static void
found(const struct categories_game *g, int rc)
{
	size_t i, k, n = 0, cells = 0;

	if (rc != (g->nissues > 0)) {
		fprintf(stderr, "referee: %d with %zu issues\n", rc,
		    g->nissues);
		abort();
	}
	for (i = 0; i < g->nissues; i++) {
		for (k = 0; k < CR_NRULES &&
		    g->issues[i].rule != &categories_rules[k]; k++)
			continue;
		if (k == CR_NRULES) {
			fprintf(stderr, "an issue with no rule of the game\n");
			abort();
		}
	}

	for (i = 0; i < g->nboards; i++)
		cells += g->board[i].sheet.n;
	for (i = 0; i < g->nboards; i++)
		if (alpha_index(g->alpha, g->board[i].letter) < 0) {
			fprintf(stderr, "board %zu's letter is no letter\n",
			    i + 1);
			abort();
		}
	for (i = 0; i < g->nplayers; i++)
		n += g->count[i];
	if (n + g->unfilled > cells) {
		fprintf(stderr, "more categories counted than there are\n");
		abort();
	}
}

/*
 * A new game in the state's language (when it has no boards) is set up,
 * its letters spun from the language's spinner, and refereed cleanly.
 */
static void
fresh(struct state *st)
{
	static const char *const names[] = { "ann", "bob", "cy", "dee",
	    "eve" };
	struct categories_setup c = { 0 };
	struct categories_game g;
	struct core_err e;

	c.names = names;
	c.nnames = 5;
	c.sheet[0] = "kitchen";
	/* Players or answers of its own would not be the new game's. */
	if (!st->has_seed || st->nplayers > 0 ||
	    node_get(st->root, "answers") != NULL ||
	    categories_new(st, &c, &e) != 0)
		return;
	memset(&g, 0, sizeof(g));
	if (categories_referee(st, &g, &e) != 0 || g.nissues != 0) {
		fprintf(stderr, "a new game is not refereed cleanly: %s\n",
		    e.msg);
		abort();
	}
	found(&g, 0);
	categories_free(&g);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct categories_game g;
	struct core_err e;
	struct state *st;
	struct node *root;
	char *text = fuzz_text(data, size);
	int rc;

	if ((st = state_read_lang(text, size, "<fuzz>", fuzz_lang, NULL,
	    &e)) != NULL) {
		memset(&g, 0, sizeof(g));	/* the referee's contract */
		if ((rc = categories_referee(st, &g, &e)) != -1)
			found(&g, rc);
		categories_free(&g);
		fresh(st);
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
