/*
 * categories_node.c: the referee's findings of a category game
 * (categories_referee), as a tree for table, check and their documents.
 */
#include <stddef.h>

#include "alphabet.h"
#include "categories.h"
#include "categories_int.h"
#include "node.h"

/* Set key of m to a string (double-quoted), a number or a bool. */
static int
set_str(struct node *m, const char *key, const char *v)
{
	return node_set(m, key, node_str(v, STYLE_DOUBLE));
}

static int
set_int(struct node *m, const char *key, size_t v)
{
	return node_set(m, key, node_int((long long)v));
}

static int
set_bool(struct node *m, const char *key, int v)
{
	return node_set(m, key, node_str(v ? "true" : "false", STYLE_PLAIN));
}

static struct node *
cell_node(const struct categories_board *bd, size_t i)
{
	const struct categories_cell *c = &bd->cell[i];
	struct node *m;

	if ((m = node_new(NODE_MAP, STYLE_FLOW)) == NULL)
		return NULL;
	if (set_int(m, "category", i + 1) == -1 ||
	    set_str(m, "name", bd->sheet.cats[i]) == -1 ||
	    (c->text != NULL && (set_str(m, "word", c->text) == -1 ||
	    set_bool(m, "done", c->done) == -1 ||
	    set_str(m, c->done ? "player" : "writer",
	    c->done ? c->owner : c->writer) == -1 ||
	    (c->done && set_bool(m, "valid", !c->rejected) == -1) ||
	    (c->note == CATEGORIES_STOLEN &&
	    set_str(m, "finished_from", c->other) == -1) ||
	    (c->note == CATEGORIES_PLURAL &&
	    set_str(m, "plural_by", c->other) == -1)))) {
		node_free(m);
		return NULL;
	}
	return m;
}

static struct node *
boards_node(const struct categories_game *g)
{
	struct node *seq, *m, *cats;
	char letter[8];
	size_t i, j;

	if ((seq = node_new(NODE_SEQ, STYLE_BLOCK)) == NULL)
		return NULL;
	for (i = 0; i < g->nboards; i++) {
		categories_utf8(g->alpha, g->board[i].letter, letter);
		if (node_push_made(seq, m = node_new(NODE_MAP, STYLE_BLOCK)) ==
		    -1 || set_int(m, "board_number", i + 1) == -1 ||
		    set_str(m, "letter", letter) == -1 ||
		    set_str(m, "sheet", g->board[i].sheet.name) == -1 ||
		    node_set(m, "cells", cats = node_new(NODE_SEQ,
		    STYLE_BLOCK)) == -1 || cats == NULL)
			goto fail;
		for (j = 0; j < g->board[i].sheet.n; j++)
			if (node_push_made(cats, cell_node(&g->board[i], j)) ==
			    -1)
				goto fail;
	}
	return seq;
fail:
	node_free(seq);
	return NULL;
}

/*
 * The players, each with the answers that count as total, the end and the
 * issues, into m; with totals, the players only.
 */
static int
count_node(const struct categories_game *g, struct node *m, int totals)
{
	struct node *seq, *p;
	size_t i, best = 0;

	if (node_set(m, "players", seq = node_new(NODE_SEQ, STYLE_BLOCK)) ==
	    -1 || seq == NULL)
		return -1;
	for (i = 0; i < g->nplayers; i++) {
		if (node_push_made(seq, p = node_new(NODE_MAP, STYLE_FLOW)) ==
		    -1 || set_str(p, "name", g->player[i]) == -1 ||
		    set_int(p, "total", g->count[i]) == -1)
			return -1;
		best = g->count[i] > best ? g->count[i] : best;
	}
	if (totals)
		return 0;
	if (set_int(m, "unfilled", g->unfilled) == -1 ||
	    set_bool(m, "over", g->unfilled == 0) == -1 ||
	    node_set(m, "winners", seq = node_new(NODE_SEQ, STYLE_FLOW)) ==
	    -1 || seq == NULL)
		return -1;
	for (i = 0; i < g->nplayers && g->unfilled == 0; i++)
		if (g->count[i] == best &&
		    node_push_made(seq, node_str(g->player[i], STYLE_DOUBLE)) ==
		    -1)
			return -1;
	if (node_set(m, "issues", seq = node_new(NODE_SEQ, STYLE_BLOCK)) ==
	    -1 || seq == NULL)
		return -1;
	for (i = 0; i < g->nissues; i++)
		if (node_push_made(seq, p = node_new(NODE_MAP, STYLE_FLOW)) ==
		    -1 || set_int(p, "line", g->issues[i].line) == -1 ||
		    set_int(p, "col", g->issues[i].col) == -1 ||
		    set_str(p, "rule", g->issues[i].rule->name) == -1 ||
		    set_str(p, "message", g->issues[i].msg) == -1)
			return -1;
	return 0;
}

struct node *
categories_game_node(const struct categories_game *g, int totals)
{
	struct node *m;

	if ((m = node_new(NODE_MAP, STYLE_BLOCK)) == NULL)
		return NULL;
	if ((!totals && node_set(m, "boards", boards_node(g)) == -1) ||
	    count_node(g, m, totals) == -1) {
		node_free(m);
		return NULL;
	}
	return m;
}
