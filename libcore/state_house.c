/*
 * state_house.c: the house rules a Bananagrams game agreed before play,
 * kept in its state under "rules" (bananagrams(7), wordkit-state(5)).
 */
#include <string.h>

#include "core.h"
#include "node.h"
#include "state.h"

/* Each rule's key, in the order of the STATE_HOUSE_ bits. */
static const char *const house_keys[] = { "dump_under_three", NULL };

int
state_house_read(struct state *st, struct core_err *e)
{
	const struct node *map, *k, *v;
	size_t i, r;

	st->house = 0;
	if (state_game(st) != STATE_BANANAGRAMS || state_is_session(st) ||
	    (map = node_get(st->root, "rules")) == NULL)
		return 0;
	if (map->kind != NODE_MAP)
		return core_errf(e, st->file, map->line, map->col, "'rules' "
		    "must be a mapping of house rules, such as "
		    "{dump_under_three: true}");
	for (i = 0; i + 1 < map->n; i += 2) {
		k = map->items[i];
		v = map->items[i + 1];
		for (r = 0; house_keys[r] != NULL; r++)
			if (strcmp(k->str, house_keys[r]) == 0)
				break;
		if (house_keys[r] == NULL)
			return core_errf(e, st->file, k->line, k->col,
			    "unknown house rule '%.40s' (Bananagrams has: "
			    "dump_under_three)", k->str);
		/* As every boolean of a state: plain, so no reader doubts. */
		if (v->kind != NODE_SCALAR || v->style != STYLE_PLAIN ||
		    (strcmp(v->str, "true") != 0 &&
		    strcmp(v->str, "false") != 0))
			return core_errf(e, st->file, v->line, v->col,
			    "'%s' must be true or false", house_keys[r]);
		if (strcmp(v->str, "true") == 0)
			st->house |= 1u << r;
	}
	return 0;
}

int
state_house_set(struct state *st, unsigned house, struct core_err *e)
{
	struct node *map;
	size_t r;

	if ((map = node_new(NODE_MAP, STYLE_BLOCK)) == NULL)
		return core_nomem(e);
	for (r = 0; house_keys[r] != NULL; r++)
		if ((house & 1u << r) != 0 && node_set(map, house_keys[r],
		    node_str("true", STYLE_PLAIN)) == -1) {
			node_free(map);
			return core_nomem(e);
		}
	if (node_set(st->root, "rules", map) == -1)
		return core_nomem(e);
	st->house = house;
	return 0;
}
