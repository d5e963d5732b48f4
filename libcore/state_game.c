/*
 * state_game.c: which game a state is, and saying so when a tool is given
 * a state of another game (or a spinner's session, which is none).
 */
#include <stdio.h>
#include <string.h>

#include "core.h"
#include "i18n.h"
#include "node.h"
#include "state.h"

/*
 * Each game's "game" key and title, in the order of the STATE_ bits:
 * arrays, not pointers, which every start would relocate.
 */
static const struct {
	char		 key[16];
	char		 title[16];
} games[STATE_GAMES] = {
	{ "bananagrams", "Bananagrams" },
	{ "shenanigrams", "Shenanigrams" },
	{ "typeset", "Typeset" },
	{ "categories", "category" },	/* a noun: see state_need_game */
	{ "shapemash", "Shapemash" },
};

unsigned
state_game_named(const char *game)
{
	int i;

	if (game != NULL)
		for (i = 1; i < STATE_GAMES; i++)
			if (strcmp(game, games[i].key) == 0)
				return 1u << i;
	return 0;
}

unsigned
state_game(const struct state *st)
{
	unsigned game;

	if ((game = state_game_named(st->game)) != 0)
		return game;
	/* A deck of one's own (bag new -D) is played as Shapemash is. */
	if (st->bag == NULL && node_get(st->root, "deck") != NULL)
		return STATE_SHAPEMASH;
	return STATE_BANANAGRAMS;
}

int
state_is_session(const struct state *st)
{
	static const char keys[] = "spun\0" "seed\0" "shuffles\0" "lang\0";
	const char *k;
	size_t i;

	if (st->game != NULL)
		return 0;
	for (i = 0; i < st->root->n; i += 2) {
		for (k = keys; *k != '\0' && strcmp(st->root->items[i]->str,
		    k) != 0; k += strlen(k) + 1)
			continue;
		if (*k == '\0')
			return 0;
	}
	return 1;
}

/* A game's name as a page says it ("Typeset"); game is one STATE_ bit. */
static const char *
game_title(unsigned game)
{
	int i;

	for (i = 0; i < STATE_GAMES; i++)
		if (game == 1u << i)
			return games[i].title;
	return "unknown";
}

int
state_need_game(const struct state *st, unsigned want, struct core_err *e)
{
	unsigned have = state_game(st);
	char list[128], head[128];
	size_t len = 0;
	int i, n = 0, left = 0;

	/* A spinner's session is no game, though state_game says one. */
	if ((have & want) != 0 && !state_is_session(st))
		return 0;
	for (i = 0; i < STATE_GAMES; i++)
		left += (want & 1u << i) != 0;
	list[0] = '\0';
	/* "A, B or C": the "or" is the reader's, as a phrase of its own. */
	for (i = 0; i < STATE_GAMES; i++) {
		if ((want & 1u << i) == 0)
			continue;
		if (++n > 1 && n == left) {
			snprintf(head, sizeof(head), "%s", list);
			snprintf(list, sizeof(list), _("%s or %s"), head,
			    game_title(1u << i));
			break;
		}
		len += (size_t)snprintf(list + len, sizeof(list) - len, "%s%s",
		    n == 1 ? "" : ", ", game_title(1u << i));
	}
	/* "a", never "an"; "category", a noun, is said in whole sentences. */
	if (state_is_session(st) && want == STATE_CATEGORIES)
		return core_errf(e, st->file, 0, 0, "a spinner's session, not "
		    "a category game");
	if (state_is_session(st))
		return core_errf(e, st->file, 0, 0, "a spinner's session, not "
		    "a %s game", list);
	if (have == STATE_CATEGORIES)
		return core_errf(e, st->file, 0, 0, "a category game, not a %s "
		    "one", list);
	if (want == STATE_CATEGORIES)
		return core_errf(e, st->file, 0, 0, "a %s game, not a category "
		    "one", game_title(have));
	return core_errf(e, st->file, 0, 0, "a %s game, not a %s one",
	    game_title(have), list);
}
