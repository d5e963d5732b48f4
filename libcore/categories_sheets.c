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
#include "util.h"

const char *const categories_sheet_names[] = {
	"kitchen", "outdoors", "town", "showtime", "home", "oddball", NULL
};

/* English: as a language's text (categories_sheets_int.h). */
static const char english[] =
	/* the titles */
	"Around the kitchen\0"
	"The great outdoors\0"
	"Out and about in town\0"
	"Showtime\0"
	"Home sweet home\0"
	"Odds and ends\0"
	/* kitchen */
	"Something you can spread on toast\0"
	"A food that crunches\0"
	"Something sweet\0"
	"Found in a lunchbox\0"
	"Goes into a soup\0"
	"Something you bake\0"
	"A pizza topping\0"
	"Served ice cold\0"
	"A kitchen gadget\0"
	"Eaten at breakfast\0"
	"Sold by the kilo\0"
	"A vegan food\0"
	/* outdoors */
	"Packed for a hike\0"
	"An animal with a tail\0"
	"Grows in a garden\0"
	"A kind of weather\0"
	"Seen at the seaside\0"
	"A bird\0"
	"Something that floats\0"
	"A tree or a flower\0"
	"Lives in a forest\0"
	"Done in the snow\0"
	"A creature with more than four legs\0"
	"Something that glows\0"
	/* town */
	"A shop on the high street\0"
	"Something with wheels\0"
	"A job with a uniform\0"
	"Found in a park\0"
	"Bought at a market stall\0"
	"A building with a tower or a dome\0"
	"Something you queue for\0"
	"Seen from a bus window\0"
	"A reason to ring a bell\0"
	"Carried in a handbag\0"
	"A sign you might read\0"
	"Something that costs a coin\0"
	/* showtime */
	"A musical instrument\0"
	"A dance\0"
	"A film or its hero\0"
	"A cartoon character\0"
	"A board or card game\0"
	"Heard at a concert\0"
	"A magician's prop\0"
	"A song title\0"
	"Something on a stage\0"
	"A superhero or a villain\0"
	"A kind of party\0"
	"Worn in costume\0"
	/* home */
	"A piece of furniture\0"
	"Found in a bathroom\0"
	"Worn on the feet\0"
	"A household chore\0"
	"Something with buttons\0"
	"Kept in a drawer\0"
	"A part of the body\0"
	"Something that needs batteries\0"
	"A houseplant or a pet\0"
	"Hung on a wall\0"
	"Something soft\0"
	"Found under a bed\0"
	/* oddball */
	"An excuse for being late\0"
	"A name for a goldfish\0"
	"Found in a pocket\0"
	"A reason to celebrate\0"
	"Something that makes a loud noise\0"
	"Something you can fold\0"
	"Often lost\0"
	"A famous landmark\0"
	"Small enough for a matchbox\0"
	"A word meaning big\0"
	"Something that smells good\0"
	"Said on the telephone\0";

/* The sheets' text in lang: English's for NULL or a language without. */
static const char *
text_of(const char *lang)
{
	const struct sheets_lang *l;

	if (lang != NULL)
		for (l = categories_sheets_langs; l->code[0] != '\0'; l++)
			if (strcmp(lang, l->code) == 0)
				return l->text;
	return english;
}

int
categories_sheet_builtin(const char *name, const char *lang, struct sheet *s)
{
	const char *t = text_of(lang);
	size_t i, j;

	for (i = 0; categories_sheet_names[i] != NULL; i++)
		if (strcmp(name, categories_sheet_names[i]) == 0) {
			s->name = categories_sheet_names[i];
			/* the i-th title; after the titles, the i-th sheet */
			s->title = str_skip(t, i);
			t = str_skip(t, CATEGORIES_SHEET_BUILTINS +
			    i * CATEGORIES_SHEET_CATS);
			for (j = 0; j < CATEGORIES_SHEET_CATS; j++) {
				s->cats[j] = t;
				t = str_skip(t, 1);
			}
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
