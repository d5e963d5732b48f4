/*
 * categories_sheets.c: the six built-in category sheets, and sheets read from YAML.
 *
 * The categories are the project's own (categories(7): the real sheets are not
 * published); twelve to a sheet, as on the sheets of the game's peers.
 */
#include <string.h>

#include "core.h"
#include "node.h"
#include "categories_sheets.h"
#include "categories_sheets_int.h"
#include "state.h"

const char *const categories_sheet_names[] = {
	"kitchen", "outdoors", "town", "showtime", "home", "oddball", NULL
};

static const char *const titles[CATEGORIES_SHEET_BUILTINS] = {
	"Around the kitchen",
	"The great outdoors",
	"Out and about in town",
	"Showtime",
	"Home sweet home",
	"Odds and ends",
};

static const char *const cats[CATEGORIES_SHEET_BUILTINS][CATEGORIES_SHEET_CATS] = {
	{
		"Something you can spread on toast",
		"A food that crunches",
		"Something sweet",
		"Found in a lunchbox",
		"Goes into a soup",
		"Something you bake",
		"A pizza topping",
		"Served ice cold",
		"A kitchen gadget",
		"Eaten at breakfast",
		"Sold by the kilo",
		"A vegan food",
	}, {
		"Packed for a hike",
		"An animal with a tail",
		"Grows in a garden",
		"A kind of weather",
		"Seen at the seaside",
		"A bird",
		"Something that floats",
		"A tree or a flower",
		"Lives in a forest",
		"Done in the snow",
		"A creature with more than four legs",
		"Something that glows",
	}, {
		"A shop on the high street",
		"Something with wheels",
		"A job with a uniform",
		"Found in a park",
		"Bought at a market stall",
		"A building with a tower or a dome",
		"Something you queue for",
		"Seen from a bus window",
		"A reason to ring a bell",
		"Carried in a handbag",
		"A sign you might read",
		"Something that costs a coin",
	}, {
		"A musical instrument",
		"A dance",
		"A film or its hero",
		"A cartoon character",
		"A board or card game",
		"Heard at a concert",
		"A magician's prop",
		"A song title",
		"Something on a stage",
		"A superhero or a villain",
		"A kind of party",
		"Worn in costume",
	}, {
		"A piece of furniture",
		"Found in a bathroom",
		"Worn on the feet",
		"A household chore",
		"Something with buttons",
		"Kept in a drawer",
		"A part of the body",
		"Something that needs batteries",
		"A houseplant or a pet",
		"Hung on a wall",
		"Something soft",
		"Found under a bed",
	}, {
		"An excuse for being late",
		"A name for a goldfish",
		"Found in a pocket",
		"A reason to celebrate",
		"Something that makes a loud noise",
		"Something you can fold",
		"Often lost",
		"A famous landmark",
		"Small enough for a matchbox",
		"A word meaning big",
		"Something that smells good",
		"Said on the telephone",
	},
};

/* The sheets in language lang, or NULL: English, or a language without. */
static const struct sheets_lang *
lang_of(const char *lang)
{
	const struct sheets_lang *l;

	if (lang == NULL)
		return NULL;
	for (l = categories_sheets_langs; l->code != NULL; l++)
		if (strcmp(lang, l->code) == 0)
			return l;
	return NULL;
}

int
categories_sheet_builtin(const char *name, const char *lang, struct sheet *s)
{
	const struct sheets_lang *l = lang_of(lang);
	size_t i, j;

	for (i = 0; categories_sheet_names[i] != NULL; i++)
		if (strcmp(name, categories_sheet_names[i]) == 0) {
			s->name = categories_sheet_names[i];
			s->title = l ? l->titles[i] : titles[i];
			for (j = 0; j < CATEGORIES_SHEET_CATS; j++)
				s->cats[j] = l ? l->cats[i][j] : cats[i][j];
			s->n = CATEGORIES_SHEET_CATS;
			return 0;
		}
	return -1;
}

int
categories_sheet_read(const struct node *n, const char *file, struct sheet *s,
    struct core_err *e)
{
	const struct node *nm, *list, *c;
	size_t i;

	if (n->kind != NODE_MAP)
		return core_errf(e, file, n->line, n->col, "a sheet is a "
		    "mapping with a name and a list of categories");
	if ((nm = node_get(n, "name")) == NULL || nm->kind != NODE_SCALAR ||
	    nm->len > CATEGORIES_SHEET_NAME_MAX || !state_name_ok(nm->str))
		return core_errf(e, file, nm ? nm->line : n->line,
		    nm ? nm->col : n->col, "a sheet needs a name: 1 to %d "
		    "letters, digits, '.', '_' or '-'", CATEGORIES_SHEET_NAME_MAX);
	if ((list = node_get(n, "categories")) == NULL ||
	    list->kind != NODE_SEQ || list->n == 0 ||
	    list->n > CATEGORIES_SHEET_MAX_CATS)
		return core_errf(e, file, list ? list->line : n->line,
		    list ? list->col : n->col, "a sheet needs 'categories': "
		    "a list of 1 to %d categories", CATEGORIES_SHEET_MAX_CATS);
	s->name = nm->str;
	s->title = NULL;
	for (i = 0; i < list->n; i++) {
		c = list->items[i];
		if (c->kind != NODE_SCALAR || c->len == 0 ||
		    c->len > CATEGORIES_SHEET_CAT_MAX || strchr(c->str, '\n') != NULL)
			return core_errf(e, file, c->line, c->col, "a "
			    "category is one line of 1 to %d characters",
			    CATEGORIES_SHEET_CAT_MAX);
		s->cats[i] = c->str;
	}
	s->n = list->n;
	return 0;
}

struct node *
categories_sheet_node(const struct sheet *s)
{
	struct node *m, *list;
	size_t i;

	if ((m = node_new(NODE_MAP, STYLE_BLOCK)) == NULL)
		return NULL;
	if (node_set(m, "name", node_str(s->name, STYLE_DOUBLE)) == -1 ||
	    (list = node_new(NODE_SEQ, STYLE_BLOCK)) == NULL ||
	    node_set(m, "categories", list) == -1)
		goto fail;
	for (i = 0; i < s->n; i++)
		if (node_push(list, node_str(s->cats[i], STYLE_DOUBLE)) == -1 ||
		    list->items[list->n - 1] == NULL)
			goto fail;
	return m;
fail:
	node_free(m);
	return NULL;
}
