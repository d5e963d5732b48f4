/*
 * typeset_game.c: a Typeset game as the referee holds it: the state's
 * rules, mats and ability read in (and checked against the sheet's
 * numbers), written back, and a dealt game set up.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core.h"
#include "deal.h"
#include "node.h"
#include "state.h"
#include "typeset_int.h"
#include "typeset_mat.h"
#include "typeset_play.h"
#include "typeset.h"
#include "util.h"

int
typeset_rules_resolve(struct typeset_rules *r, const struct alphabet *a,
    const struct state *st, const struct node *over, const char *overfile,
    struct core_err *e)
{
	const struct node *n;

	if (a == NULL && st != NULL)
		a = st->alpha;
	if (a != NULL)
		typeset_rules_lang(r, a);
	else
		typeset_rules_default(r);
	if (st != NULL && (n = node_get(st->root, "rules")) != NULL &&
	    typeset_rules_read(r, n, st->file, e) == -1)
		return -1;
	if (over != NULL && typeset_rules_read(r, over, overfile, e) == -1)
		return -1;
	return 0;
}

static int
is_typeset(const struct state *st, struct core_err *e)
{
	if (state_need_game(st, STATE_TYPESET, e) == -1)
		return -1;
	if (st->nplayers == 0)
		return core_errf(e, st->file, 0, 0,
		    "the game has no players: deal first");
	return 0;
}

/*
 * An ability the rules do not know, named at the start: the one it most
 * likely meant, else those the rules know (at most TYPESET_MAXABIL).
 */
static int
no_ability(const struct typeset_rules *r, const char *name,
    struct core_err *e)
{
	const char *names[TYPESET_MAXABIL + 1], *near;
	char known[TYPESET_MAXABIL * (TYPESET_NAMELEN + 2)];
	size_t i, k = 0;

	for (i = 0; i < r->nabil; i++)
		names[i] = r->abil[i].name;
	names[i] = NULL;
	if ((near = str_nearest(name, names)) != NULL)
		return core_errf(e, NULL, 0, 0, "unknown ability '%.40s' (did "
		    "you mean '%s'?)", name, near);
	known[0] = '\0';
	for (i = 0; i < r->nabil; i++)
		k += (size_t)snprintf(known + k, sizeof(known) - k, "%s%s",
		    i > 0 ? ", " : "", names[i]);
	if (r->nabil == 0)
		return core_errf(e, NULL, 0, 0, "unknown ability '%.40s'",
		    name);
	return core_errf(e, NULL, 0, 0, "unknown ability '%.40s' (the rules "
	    "know: %s)", name, known);
}

static int
load_ability(struct typeset_game *g, struct core_err *e)
{
	const struct node *n = node_get(g->st->root, "ability");

	g->ability = NULL;
	if (n == NULL)
		return 0;
	if (n->kind != NODE_SCALAR)
		return core_errf(e, g->st->file, n->line, n->col,
		    "'ability' must be the name of an ability");
	if (strcmp(n->str, "none") == 0)
		return 0;
	if ((g->ability = typeset_ability_find(&g->rules, n->str)) == NULL)
		return core_errf(e, g->st->file, n->line, n->col,
		    "unknown ability '%.40s' (the rules define it under "
		    "'abilities')", n->str);
	return 0;
}

int
typeset_game_load(struct typeset_game *g, struct state *st, const struct node *over,
    const char *overfile, struct core_err *e)
{
	const struct node *n;
	struct typeset_mat *m;
	size_t i;

	memset(g, 0, sizeof(*g));
	g->st = st;
	if (is_typeset(st, e) == -1 ||
	    typeset_rules_resolve(&g->rules, NULL, st, over, overfile, e) ==
	    -1 ||
	    load_ability(g, e) == -1)
		return -1;
	/* The reader let only tiles in; a letter is any but the wild. */
	if (st->drawn != NULL && strchr(st->drawn, TILE_WILD) != NULL) {
		n = node_get(st->root, "drawn");
		return core_errf(e, st->file, n->line, n->col, "'drawn' holds "
		    "a wild '?': Typeset's turn letters are letters");
	}
	/* Letters the box never had: crafted, judged by no rule. */
	if (state_tiles_from_set(st, e) == -1)
		return -1;
	g->turn = st->drawn ? (long)strlen(st->drawn) : 0;
	g->letter = g->turn > 0 ? st->drawn[g->turn - 1] : 0;
	if ((g->mats = calloc(st->nplayers, sizeof(*g->mats))) == NULL ||
	    (g->lost = calloc(st->nplayers, sizeof(*g->lost))) == NULL) {
		typeset_game_free(g);
		return core_nomem(e);
	}
	for (i = 0; i < st->nplayers; i++) {
		m = &g->mats[i];
		if ((n = node_get(st->players[i].map, "mat")) == NULL) {
			typeset_mat_empty(&g->rules, m);
			continue;
		}
		if (typeset_mat_read(&g->rules, n, st->file, m, e) == -1 ||
		    typeset_mat_check(g, i, n, e) == -1) {
			typeset_game_free(g);
			return -1;
		}
		/* Wilds of a turn that is over are lost. */
		if (m->wilds > 0 && m->wilds_turn != g->turn) {
			g->lost[i] = m->wilds;
			m->wilds = 0;
		}
	}
	return 0;
}

void
typeset_game_free(struct typeset_game *g)
{
	free(g->mats);
	free(g->lost);
	g->mats = NULL;
	g->lost = NULL;
}

int
typeset_game_store(struct typeset_game *g, struct core_err *e)
{
	struct node *map;
	size_t i;

	for (i = 0; i < g->st->nplayers; i++) {
		if ((map = node_get(g->st->players[i].map, "mat")) == NULL &&
		    ((map = node_new(NODE_MAP, STYLE_BLOCK)) == NULL ||
		    node_set(g->st->players[i].map, "mat", map) == -1))
			return core_nomem(e);
		if (typeset_mat_write(&g->rules.alpha, &g->mats[i], map) == -1)
			return core_nomem(e);
	}
	return 0;
}

int
typeset_start(struct state *st, const char *ability, const struct node *over,
    const char *overfile, struct core_err *e)
{
	struct typeset_game g;
	struct tileset full;
	struct node *rn;
	size_t i;

	/* Seated as deal would seat them: a file written by hand too. */
	if (is_typeset(st, e) == -1 ||
	    deal_count_ok(st, NULL, st->nplayers, NULL, e) == -1)
		return -1;
	for (i = 0; i < st->nplayers; i++)
		if (node_get(st->players[i].map, "mat") != NULL)
			return core_errf(e, st->file, 0, 0, "the game is set "
			    "up already: %s has a mat", st->players[i].name);
	if (st->drawn != NULL && st->drawn[0] != '\0')
		return core_errf(e, st->file, 0, 0, "the game has begun: "
		    "letters were drawn");
	memset(&g, 0, sizeof(g));
	g.st = st;
	if (typeset_rules_resolve(&g.rules, NULL, st, over, overfile, e) == -1)
		return -1;
	if (state_full_set(st, &full) == -1 ||
	    !tileset_equal(&full, &g.rules.tokens))
		return core_errf(e, st->file, 0, 0, "the bag was not opened "
		    "with the rules' tokens: open it with 'bag new "
		    "--distribution' and the same letters");
	if (ability != NULL && strcmp(ability, "none") != 0 &&
	    typeset_ability_find(&g.rules, ability) == NULL)
		return no_ability(&g.rules, ability, e);
	if (node_set(st->root, "ability", node_str(ability ? ability : "none",
	    STYLE_DOUBLE)) == -1)
		return core_nomem(e);
	if (over != NULL && ((rn = typeset_rules_node(&g.rules)) == NULL ||
	    node_set(st->root, "rules", rn) == -1))
		return core_nomem(e);
	if ((g.mats = calloc(st->nplayers, sizeof(*g.mats))) == NULL)
		return core_nomem(e);
	for (i = 0; i < st->nplayers; i++)
		typeset_mat_empty(&g.rules, &g.mats[i]);
	i = typeset_game_store(&g, e) == -1;
	free(g.mats);
	return i ? -1 : 0;
}
