/*
 * seat.h: who plays which player.  A game may bind its players to the
 * users of the system (each player's "login", state.h): then each user
 * plays their own player, and no other (wordkit-state(5), "Playing with
 * people you do not trust").  A game without logins is played by whoever
 * runs the tools, for any player, as scripts and bots do.
 */
#ifndef SEAT_H
#define SEAT_H

#include "core.h"
#include "state.h"

/* The rules of the seats: seat_rules[], by enum seat_rule. */
enum seat_rule {
	SEAT_NOT_YOURS,		/* "not-your-player" */
	SEAT_NOT_A_PLAYER,	/* "not-a-player" */
	SEAT_TYPED_SEED,	/* "typed-seed" */
	SEAT_NRULES
};
extern const struct core_rule seat_rules[SEAT_NRULES];

/*
 * The player whom user login may act for when a command names name
 * (NULL: names none), into *p.  Without logins: name's player, or NULL
 * for no name; a name that is no player's is -1 (state_no_player).  With
 * logins: login's own player, whom name, when given, must name; 1 with
 * e's rule not-your-player when it names another ("ann is alice's to
 * play: you play bob"), or not-a-player when login plays nobody.
 * Returns 0, 1 or -1 as core.h says.
 */
int	seat_player(struct state *st, const char *login, const char *name,
	    struct player **p, struct core_err *e);

/*
 * May user login see p's hand, tiles drawn and secrets?  1 in a game
 * without logins (one shared screen, a script) or when p is login's own
 * player; else 0.
 */
int	seat_sees(const struct state *st, const char *login,
	    const struct player *p);

/*
 * May anyone be told st's seed, which gives every tile or card to come?
 * 1 for a game whose players have no logins, and for what names no game
 * (a spinner's session, which no deal comes to); 0 for a game whose
 * players have logins, and for a new game not dealt yet, whose deal may
 * bind them.
 */
int	seat_seed_told(const struct state *st);

/*
 * Which player of another user than login had their hand changed from
 * before to after (a PEEL's tiles, which each player in has seen): the
 * first such of after, borrowed, or NULL.  Only players with a login
 * and seated in both states count: a seat new to after (a deal) is no
 * hand changed.
 */
const struct player	*seat_hand_reached(struct state *before,
			    const struct state *after, const char *login);

/*
 * Bind the players named names[0..n-1] of st to logins[0..n-1] (NULL:
 * none): each a valid login (state_login_ok), none given twice.  A name
 * that is no player's is an error.  Returns 0, or -1 with e.
 */
int	seat_bind(struct state *st, const char *const *names,
	    const char *const *logins, size_t n, struct core_err *e);

/*
 * Record login (copied) as the user who typed st's seed; NULL takes the
 * record away.  Returns 0, or -1 with e.
 */
int	seat_set_seed_typer(struct state *st, const char *login,
	    struct core_err *e);
/*
 * May the players names[0..n-1] of st be bound to logins[0..n-1] (NULL:
 * none), given who typed its seed (state_seed_typer)?  Whoever typed it
 * knows every hand and every tile to come, and plays none of its players.
 * 0 yes (no seed typed, or typed by a login bound to none); 1 with e's
 * rule typed-seed; -1 with e for a key that holds no login.
 */
int	seat_seed_binds(const struct state *st, const char *const *names,
	    const char *const *logins, size_t n, struct core_err *e);

#endif
