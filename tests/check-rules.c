/*
 * rules: every table of rules in libcore keeps the one convention of
 * core.h.  In each table every entry is set, its name is lowercase words
 * joined by hyphens and unique in the table, and its text (what --explain
 * quotes) is not empty.  The tables one game's tools report from together
 * (the bag's, the letters' and the game's own) share no name either, so a
 * name alone says which rule was broken.
 *
 * usage: rules [-l]; prints one line and exits 0, or names every broken
 * promise and exits 1.  With -l it lists every rule, "TABLE NAME" a line,
 * in the tables' order, for a test to hold the names scripts read.
 */
#include <stdio.h>
#include <string.h>

#include "alphabet.h"
#include "bag.h"
#include "bananagrams.h"
#include "bot.h"
#include "categories.h"
#include "core.h"
#include "dict.h"
#include "duration.h"
#include "journal.h"
#include "shapemash.h"
#include "shenanigrams.h"
#include "spinner.h"
#include "tally.h"
#include "typeset_play.h"

struct table {
	const char		*name;
	const struct core_rule	*rule;
	size_t			 n;
};

static const struct table tables[] = {
	{ "alpha", alpha_rules, AR_NRULES },
	{ "bag", bag_rules, BAG_NRULES },
	{ "bananagrams", bananagrams_rules, BR_NRULES },
	{ "bot", bot_rules, BOT_NRULES },
	{ "categories", categories_rules, CR_NRULES },
	{ "dict", dict_rules, DICT_NRULES },
	{ "duration", duration_rules, DURATION_NRULES },
	{ "journal", journal_rules, JR_NRULES },
	{ "shapemash", shapemash_rules, MR_NRULES },
	{ "shenanigrams", shenanigrams_rules, SR_NRULES },
	{ "spinner", spinner_rules, SPIN_NRULES },
	{ "tally", tally_rules, TALLY_NRULES },
	{ "typeset", typeset_rules, TR_NRULES },
};
#define NTABLES	(sizeof(tables) / sizeof(tables[0]))

/* The tables whose names one game's tools print side by side. */
static const char *const games[][6] = {
	{ "bananagrams", "bag", "alpha", "dict", "bot", NULL },
	{ "shenanigrams", "bag", "alpha", "dict", "bot", NULL },
	{ "typeset", "bag", "alpha", NULL },
	{ "categories", "spinner", "alpha", NULL },
	{ "shapemash", "alpha", NULL, NULL },
	{ "tally", "bot", "duration", NULL },
};

static int bad;

static void
no(const char *table, size_t i, const char *what)
{
	printf("not ok: %s_rules[%zu]: %s\n", table, i, what);
	bad = 1;
}

/* Lowercase words of a-z joined by single hyphens: "peel-too-low". */
static int
name_ok(const char *s)
{
	size_t i;

	if (s[0] < 'a' || s[0] > 'z')
		return 0;
	for (i = 1; s[i] != '\0'; i++)
		if (!((s[i] >= 'a' && s[i] <= 'z') ||
		    (s[i] == '-' && s[i - 1] != '-')))
			return 0;
	return s[i - 1] != '-';
}

static const struct table *
table_named(const char *name)
{
	size_t t;

	for (t = 0; t < NTABLES; t++)
		if (strcmp(tables[t].name, name) == 0)
			return &tables[t];
	return NULL;
}

static void
check_table(const struct table *t)
{
	const struct core_rule *r;
	size_t i, k;

	if (t->n == 0)
		no(t->name, 0, "the table is empty");
	for (i = 0; i < t->n; i++) {
		r = &t->rule[i];
		if (r->name[0] == '\0') {
			no(t->name, i, "no entry: a hole in the table");
			continue;
		}
		if (!name_ok(r->name))
			no(t->name, i, "the name is not lowercase words "
			    "joined by hyphens");
		if (r->text[0] == '\0')
			no(t->name, i, "the text is empty");
		for (k = 0; k < i; k++)
			if (strcmp(t->rule[k].name, r->name) == 0)
				no(t->name, i, "the name is taken already");
	}
}

/* No name in two of the tables a game's tools report from together. */
static void
check_game(const char *const *names)
{
	const struct table *a, *b;
	size_t x, y, i, k;
	char what[160];

	for (x = 0; names[x] != NULL; x++)
		for (y = x + 1; names[y] != NULL; y++) {
			a = table_named(names[x]);
			b = table_named(names[y]);
			for (i = 0; i < a->n; i++)
				for (k = 0; k < b->n; k++)
					if (a->rule[i].name[0] != '\0' &&
					    strcmp(a->rule[i].name,
					    b->rule[k].name) == 0) {
						snprintf(what, sizeof(what),
						    "'%s' is also %s_rules[%zu]'s "
						    "(a %s game reports from both)",
						    a->rule[i].name, b->name, k,
						    names[0]);
						no(a->name, i, what);
					}
		}
}

int
main(int argc, char *argv[])
{
	size_t t, i, n = 0;

	if (argc == 2 && strcmp(argv[1], "-l") == 0) {
		for (t = 0; t < NTABLES; t++)
			for (i = 0; i < tables[t].n; i++)
				printf("%s %s\n", tables[t].name,
				    tables[t].rule[i].name[0] ?
				    tables[t].rule[i].name : "(none)");
		return 0;
	}
	if (argc != 1) {
		fprintf(stderr, "usage: rules [-l]\n");
		return 2;
	}
	for (t = 0; t < NTABLES; t++) {
		check_table(&tables[t]);
		n += tables[t].n;
	}
	for (t = 0; t < sizeof(games) / sizeof(games[0]); t++)
		check_game(games[t]);
	if (bad)
		return 1;
	printf("ok %zu rules in %zu tables: every one named and explained\n",
	    n, (size_t)NTABLES);
	return 0;
}
