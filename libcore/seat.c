/*
 * seat.c: who plays which player, and who sees what.
 */
#include <string.h>

#include "core.h"
#include "seat.h"
#include "state.h"

const struct core_rule seat_rules[SEAT_NRULES] = {
	[SEAT_NOT_YOURS] = { "not-your-player",
	    "In a game whose players have logins, each user plays their own "
	    "player, and no other (wordkit-state(5))." },
	[SEAT_NOT_A_PLAYER] = { "not-a-player",
	    "In a game whose players have logins, a user who plays none of "
	    "them makes no move in it; they may watch (wordkit-state(5))." },
};

int
seat_player(struct state *st, const char *login, const char *name,
    struct player **p, struct core_err *e)
{
	struct player *mine, *named = NULL;

	*p = NULL;
	if (name != NULL && (named = state_player(st, name)) == NULL)
		return state_no_player(st, name, e);
	if (!state_has_logins(st)) {
		*p = named;
		return 0;
	}
	if ((mine = state_player_of(st, login)) == NULL)
		return core_no(e, &seat_rules[SEAT_NOT_A_PLAYER], "you (%s) "
		    "play no player of this game: its players are played by "
		    "their logins", login != NULL ? login : "?");
	if (named != NULL && named != mine)
		return core_no(e, &seat_rules[SEAT_NOT_YOURS], "%s is %s's "
		    "to play: you play %s", named->name, named->login != NULL ?
		    named->login : "nobody", mine->name);
	*p = mine;
	return 0;
}

int
seat_sees(const struct state *st, const char *login, const struct player *p)
{
	return !state_has_logins(st) || (login != NULL && p->login != NULL &&
	    strcmp(p->login, login) == 0);
}
