/*
 * bot_int.h: what the bots of bot.c and bot_typeset.c share and no tool
 * uses.
 */
#ifndef BOT_INT_H
#define BOT_INT_H

#include "bot.h"
#include "core.h"
#include "dict.h"
#include "state.h"

/* Hand ev, of game o, to the tool: 0, or -1 when it stops the game. */
int	bot_emit(const struct bot_opts *o, struct bot_event *ev,
	    struct core_err *e);
/* An event with no data but whose step it is. */
int	bot_emit_kind(const struct bot_opts *o, enum bot_event_kind kind,
	    const char *player, struct core_err *e);

/*
 * A whole game of Typeset from st, dealt: 0 (the winner, or why none, in
 * res), or -1 (e filled).
 */
int	bot_typeset(const struct dict *d, const struct bot_opts *o,
	    struct state *st, struct bot_result *res, struct core_err *e);

#endif
