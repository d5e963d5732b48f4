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
	[SEAT_TYPED_SEED] = { "typed-seed",
	    "In a game kept from its players, the user who typed its seed "
	    "knows every hand and every tile to come, and plays none of its "
	    "players (wordkit-state(5))." },
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
	/* Each sentence whole, for the catalogs. */
	if (named != NULL && named != mine && named->login == NULL)
		return core_no(e, &seat_rules[SEAT_NOT_YOURS], "%s is nobody's "
		    "to play: you play %s", named->name, mine->name);
	if (named != NULL && named != mine)
		return core_no(e, &seat_rules[SEAT_NOT_YOURS], "%s is %s's "
		    "to play: you play %s", named->name, named->login,
		    mine->name);
	*p = mine;
	return 0;
}

int
seat_sees(const struct state *st, const char *login, const struct player *p)
{
	return !state_has_logins(st) || (login != NULL && p->login != NULL &&
	    strcmp(p->login, login) == 0);
}

int
seat_seed_told(const struct state *st)
{
	return state_is_session(st) || (st->nplayers > 0 &&
	    !state_has_logins(st));
}

const struct player *
seat_hand_reached(struct state *before, const struct state *after,
    const char *login)
{
	const struct player *p, *q;
	size_t i;

	for (i = 0; i < after->nplayers; i++) {
		p = &after->players[i];
		if (p->login == NULL || strcmp(p->login, login) == 0 ||
		    (q = state_player(before, p->name)) == NULL)
			continue;
		if (strcmp(p->hand != NULL ? p->hand : "", q->hand != NULL ?
		    q->hand : "") != 0)
			return p;
	}
	return NULL;
}

int
seat_bind(struct state *st, const char *const *names,
    const char *const *logins, size_t n, struct core_err *e)
{
	struct player *p;
	size_t i, k;

	for (i = 0; i < n; i++) {
		if (logins[i] == NULL)
			continue;
		if (!state_login_ok(logins[i]))
			return core_errf(e, NULL, 0, 0, "bad login '%s': a "
			    "login is 1 to %d letters A-Z or a-z, digits, '.', "
			    "'_' or '-', not first", logins[i], STATE_LOGIN_MAX);
		for (k = 0; k < i; k++)
			if (logins[k] != NULL && strcmp(logins[k], logins[i]) ==
			    0)
				return core_errf(e, NULL, 0, 0, "login '%s' plays "
				    "'%s' already: one login, one player",
				    logins[i], names[k]);
		if ((p = state_player(st, names[i])) == NULL)
			return state_no_player(st, names[i], e);
		if (state_set(&p->login, logins[i], e) == -1)
			return -1;
	}
	return 0;
}

int
seat_set_seed_typer(struct state *st, const char *login, struct core_err *e)
{
	struct node *n;

	if (login == NULL) {
		node_del(st->root, STATE_SEED_TYPER_KEY);
		return 0;
	}
	if ((n = node_str(login, STYLE_DOUBLE)) == NULL ||
	    node_set(st->root, STATE_SEED_TYPER_KEY, n) == -1)
		return core_nomem(e);
	return 0;
}

int
seat_seed_binds(const struct state *st, const char *const *names,
    const char *const *logins, size_t n, struct core_err *e)
{
	const char *typer;
	size_t i;

	if (state_seed_typer(st, &typer, e) == -1)
		return -1;
	for (i = 0; typer != NULL && i < n; i++)
		if (logins[i] != NULL && strcmp(logins[i], typer) == 0)
			return core_no(e, &seat_rules[SEAT_TYPED_SEED], "%s "
			    "typed this game's seed, which gives every hand "
			    "and every tile to come, and may not play %s: give "
			    "that player another login, or make the game "
			    "without -s", typer, names[i]);
	return 0;
}
