/*
 * categories_int.h: what the category game's referee (categories.c) and
 * its reader (categories_read.c) and drawer (categories_node.c) share.
 */
#ifndef CATEGORIES_INT_H
#define CATEGORIES_INT_H

#include <stddef.h>

#include "categories.h"

struct alphabet;
struct buf;
struct core_err;
struct node;
struct state;

/* Players an answer may name, in a file that lists none. */
#define CATEGORIES_MAX_SIDES	(CATEGORIES_MAX_PLAYERS * 4)

/* One answer, as read and checked for form. */
struct answer {
	const struct node	*node;
	const char		*player, *text;
	char			 word[CATEGORIES_WORD_MAX + 1];
	int			 first;		/* first letter byte, or
						 * what else it decodes to */
	size_t			 board, cat;	/* from 0 */
	int			 done;
	int			 valid;		/* -1: no vote on it */
};

/* The error msg at node n of st's file: -1, with e. */
int		 categories_bad(const struct state *st, const struct node *n,
		    struct core_err *e, const char *msg);
/* The UTF-8 of letter byte c of a, into out. */
const char	*categories_utf8(const struct alphabet *a, int c, char out[8]);
/* The boards of st into g: 0, or -1 with e. */
int		 categories_read_boards(struct state *st,
		    struct categories_game *g, struct core_err *e);
/* The index of player name among g's, or -1. */
long		 categories_player_index(struct categories_game *g,
		    const char *name);
/*
 * Read answer m into a, its player added to g's when the file lists no
 * players; d is room for its decoding, the caller's.  0, or -1 with e.
 */
int		 categories_read_answer(struct state *st,
		    struct categories_game *g, const struct node *m,
		    struct answer *a, struct buf *d, struct core_err *e);

#endif
