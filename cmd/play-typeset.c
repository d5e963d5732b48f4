/*
 * play-typeset: the Typeset referee.  Sets a dealt game up, reveals the turn
 * letters, judges and applies every player's actions, and finds good
 * turns.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core.h"
#include "dict.h"
#include "dictload.h"
#include "fail.h"
#include "flow.h"
#include "input.h"
#include "node.h"
#include "opt.h"
#include "output.h"
#include "state.h"
#include "stateio.h"
#include "tiles.h"
#include "typeset.h"
#include "typeset_find.h"
#include "typeset_mat.h"
#include "typeset_play.h"
#include "util.h"

static const struct opt opts[] = {
	{ 'a', "apply", NULL, OPT_FLAG, NULL,
	  "write the state after the actions", NULL },
	{ 'A', "ability", "NAME", OPT_CHOICE, "drop-cap none",
	  "start: the ability in play (none)", NULL },
	{ 'd', "dict", "NAME|FILE", OPT_DICT, NULL,
	  "--find: dictionary; default the game's", NULL },
	{ 'e', "explain", NULL, OPT_FLAG, NULL, "quote the rulebook sentence",
	  NULL },
	{ 'f', "file", "STATE", OPT_STATE, NULL,
	  "read the game state from STATE", NULL },
	{ 'F', "find", NULL, OPT_FLAG, NULL, "list good turns, best first",
	  NULL },
	{ 'i', "in-place", "STATE", OPT_STATE, NULL,
	  "read STATE and write it back (--apply)", NULL },
	{ 'n', "limit", "N", OPT_NUMBER, NULL, "--find: the N best turns only",
	  NULL },
	{ 'o', "output", "FMT", OPT_CHOICE, "text yaml json",
	  "text, yaml or json", NULL },
	{ 'p', "player", "NAME", OPT_PLAYER, NULL,
	  "the player (default: the only one)", NULL },
	{ 'q', "quiet", NULL, OPT_FLAG, NULL,
	  "no reason on stderr for a rule \"no\"", NULL },
	{ 'r', "rules", "FILE", OPT_FILE, NULL,
	  "house rules (see score-typeset(1))", NULL },
	{ 0, NULL, NULL, 0, NULL, NULL, NULL }
};

/*
 * start, draw and rules are words of the first operand, not subcommands:
 * without one, the operands are actions, and the options come first.
 */
static const struct opt_tool play_typeset_tool = {
	"play-typeset",
	"usage: play-typeset start [-A NAME] [-r FILE] [-f STATE | -i STATE]"
	" [-o FMT]\n"
	"       play-typeset draw [-f STATE | -i STATE] [-q] [-o FMT]\n"
	"       play-typeset [-p PLAYER] [-f STATE | -i STATE] [-a] [-e] [-q]"
	" [-o FMT]\n"
	"                    ACTION[, ACTION...]\n"
	"       play-typeset --find [-p PLAYER] [-f STATE] [-n N] [-d DICT]"
	" [-o FMT]\n"
	"       play-typeset rules [-r FILE] [-f STATE] [-o FMT]\n",
	"actions: place ROW | vowel V ROW | wild L ROW | ignore |"
	" ability [ROW,SPACE] ROW\n"
	"         | stop | continue   (ROW may be ROW,SPACE)\n",
	NULL, NULL, NULL, OPT_CHOICE,
	"start draw rules place vowel wild ignore skip ability stop continue",
	opts
};

struct opts {
	const char	*ffile, *ifile, *dname, *rfile, *player, *ability;
	enum out_fmt	 fmt;
	long		 limit;
	int		 apply, explain, find, quiet;
};

/* The verdict for people. */
static void
verdict_text(struct buf *b, const struct typeset_verdict *v, const char *who,
    const char *what, int explain)
{
	size_t i, k;

	buf_printf(b, "legal: %s%s%s\n", who ? who : "", who ? ": " : "",
	    what);
	for (i = 0; i < v->nev; i++)
		buf_printf(b, "%s\n", v->ev[i].text);
	for (i = 0; explain && i < v->nev; i++) {
		for (k = 0; k < i; k++)
			if (v->ev[k].rule == v->ev[i].rule)
				break;
		if (k == i)
			buf_printf(b, "rulebook (%s): \"%s\"\n",
			    typeset_rule_name(v->ev[i].rule),
			    typeset_rule_text(v->ev[i].rule));
	}
}

static struct node *
verdict_node(const struct typeset_verdict *v, const char *who, const char *what,
    const struct typeset_game *g, const struct typeset_mat *m, int explain)
{
	struct node *root, *list, *item, *mat;
	char letter[8] = "";
	size_t i;

	if (g->letter != 0)
		tile_name(&g->rules.alpha, g->letter, letter);
	if ((root = node_new(NODE_MAP, STYLE_BLOCK)) == NULL ||
	    node_set(root, "legal", node_str(v->legal ? "true" : "false",
	    STYLE_PLAIN)) == -1 ||
	    (who && node_set(root, "player", node_str(who, STYLE_DOUBLE)) ==
	    -1) ||
	    node_set(root, "actions", node_str(what, STYLE_DOUBLE)) == -1 ||
	    node_set(root, "turn_number", node_int(g->turn)) == -1 ||
	    node_set(root, "letter", node_str(letter, STYLE_DOUBLE)) == -1 ||
	    node_set(root, "rule", node_str(typeset_rule_name(v->rule),
	    STYLE_DOUBLE)) == -1)
		return NULL;
	if (!v->legal) {
		if (node_set(root, "message", node_str(v->msg,
		    STYLE_DOUBLE)) == -1 || (explain && node_set(root,
		    "rulebook", node_str(typeset_rule_text(v->rule),
		    STYLE_DOUBLE)) == -1))
			return NULL;
		return root;
	}
	if ((list = node_new(NODE_SEQ, STYLE_BLOCK)) == NULL ||
	    node_set(root, "events", list) == -1)
		return NULL;
	for (i = 0; i < v->nev; i++)
		if ((item = node_new(NODE_MAP, STYLE_FLOW)) == NULL ||
		    node_push(list, item) == -1 ||
		    node_set(item, "rule", node_str(typeset_rule_name(v->ev[i].rule),
		    STYLE_DOUBLE)) == -1 ||
		    node_set(item, "text", node_str(v->ev[i].text,
		    STYLE_DOUBLE)) == -1 ||
		    (explain && node_set(item, "rulebook",
		    node_str(typeset_rule_text(v->ev[i].rule), STYLE_DOUBLE)) == -1))
			return NULL;
	if (m != NULL && ((mat = node_new(NODE_MAP, STYLE_BLOCK)) == NULL ||
	    node_set(root, "mat", mat) == -1 ||
	    typeset_mat_write(&g->rules.alpha, m, mat) == -1))
		return NULL;
	return root;
}

/* A refused verdict: the reason on stderr, exit 1. */
static void
refused(const struct typeset_verdict *v, int quiet, int explain)
{
	if (explain)
		flow_no(quiet, "%s (rule: %s)\nrulebook: \"%s\"", v->msg,
		    typeset_rule_name(v->rule), typeset_rule_text(v->rule));
	flow_no(quiet, "%s (rule: %s)", v->msg, typeset_rule_name(v->rule));
}

static size_t
pick_player(struct state *st, const char *player)
{
	if (player == NULL) {
		if (st->nplayers != 1)
			fail_usage("-p PLAYER is needed: the game has %zu "
			    "players", st->nplayers);
		return 0;
	}
	return (size_t)(stateio_player(st, player) - st->players);
}

/* --find: good turns, best first. */
static int
find(struct typeset_game *g, size_t seat, const char *dname, long limit,
    enum out_fmt fmt)
{
	const struct typeset_mat *m = &g->mats[seat];
	struct typeset_found *f;
	struct buf out = { 0 }, acts = { 0 };
	struct core_err e;
	struct node *root = NULL, *item, *rows;
	struct dict *d;
	char t[64], u[TYPESET_UTF8LEN];
	size_t n, i, k, r;
	int changed;

	d = dictload_get(stateio_dict(g->st, dname));
	if (typeset_find(g, seat, d, &f, &n, &e) == -1)
		fail_core(&e);
	if (limit >= 0 && (size_t)limit < n)
		n = (size_t)limit;
	if ((fmt == OUT_YAML || fmt == OUT_JSON) &&
	    (root = node_new(NODE_SEQ, STYLE_BLOCK)) == NULL)
		fail_nomem();
	for (i = 0; i < n; i++) {
		acts.len = 0;
		for (k = 0; k < f[i].n; k++)
			buf_printf(&acts, "%s%s", k ? ", " : "",
			    typeset_action_text(&g->rules, &f[i].a[k], t));
		if (root != NULL) {
			if ((item = node_new(NODE_MAP, STYLE_BLOCK)) == NULL ||
			    node_push(root, item) == -1 ||
			    node_set(item, "actions", node_str(acts.p,
			    STYLE_DOUBLE)) == -1 ||
			    node_set(item, "value", node_int(f[i].value)) ==
			    -1 || (rows = node_new(NODE_SEQ, STYLE_FLOW)) ==
			    NULL || node_set(item, "rows", rows) == -1)
				fail_nomem();
			for (r = 0; r < f[i].after.nrows; r++)
				if (node_push(rows, node_str(alpha_encode_buf(
				    &g->rules.alpha, f[i].after.rows[r], u,
				    sizeof(u)), STYLE_DOUBLE)) == -1)
					fail_nomem();
			continue;
		}
		buf_printf(&out, "%s\t", acts.p);
		changed = 0;
		for (r = 0; r < m->nrows; r++)
			if (strcmp(m->rows[r], f[i].after.rows[r]) != 0)
				buf_printf(&out, "%s%zu:%s", changed++ ? " " :
				    "", r + 1, alpha_encode_buf(&g->rules.alpha,
				    f[i].after.rows[r], u, sizeof(u)));
		buf_printf(&out, "%s\n", changed ? "" : "-");
	}
	if (out.p == NULL && root == NULL && n > 0)
		fail_nomem();
	if (root != NULL)
		output_tree(root, fmt);
	else
		output_buf(&out);
	buf_free(&out);
	buf_free(&acts);
	free(f);
	dict_free(d);
	return n > 0 ? EXIT_YES : EXIT_NO;
}

/* The options, into o. */
static void
play_opts(int argc, char *argv[], struct opts *o)
{
	int ch;

	o->fmt = OUT_DEFAULT;
	o->limit = -1;
	while ((ch = opt_get(&play_typeset_tool, argc, argv)) != -1)
		switch (ch) {
		case 'a': o->apply = 1; break;
		case 'A': o->ability = optarg; break;
		case 'd': o->dname = optarg; break;
		case 'e': o->explain = 1; break;
		case 'f': o->ffile = optarg; break;
		case 'F': o->find = 1; break;
		case 'i': o->ifile = optarg; o->apply = 1; break;
		case 'n': o->limit = (long)opt_u64(optarg, "limit", 0,
			    1000000);
			break;
		case 'o': o->fmt = output_format(optarg, 1); break;
		case 'p': o->player = optarg; break;
		case 'q': o->quiet = 1; break;
		case 'r': o->rfile = optarg; break;
		default: opt_usage(&play_typeset_tool, stderr, EXIT_ERR);
		}
}

/*
 * The command of the operands: start, draw or rules, taken off them, or
 * "" when they are actions; checked against the options o.
 */
static const char *
play_cmd(int *argc, char *argv[], const struct opts *o)
{
	const char *cmd = "";

	if (*argc > 0 && (strcmp(argv[0], "start") == 0 ||
	    strcmp(argv[0], "draw") == 0 || strcmp(argv[0], "rules") == 0)) {
		cmd = argv[0];
		if (*argc == 2) {
			char what[32];

			snprintf(what, sizeof(what), "play-typeset %s", cmd);
			opt_no_operand(what, argv[1], "-f STATE or -i STATE");
		}
		if (*argc > 1)
			fail_usage("'%s' takes no more arguments", cmd);
		*argc = 0;
	}
	if (o->ffile != NULL && o->ifile != NULL)
		fail_usage("-f and -i cannot be used together");
	if (o->ability != NULL && strcmp(cmd, "start") != 0)
		fail_usage("--ability is for 'play-typeset start'");
	if (o->find && (*cmd != '\0' || *argc > 0 || o->apply))
		fail_usage("--find takes no action, no -a and no -i");
	if (*cmd == '\0' && !o->find && *argc == 0)
		fail_usage("an ACTION is needed, e.g. 'place 2'");
	return cmd;
}

/* rules: print the rules in force, from over and the state; frees over. */
static int
cmd_rules(const struct opts *o, struct node *over)
{
	struct typeset_rules r;
	struct core_err e;
	struct state *st;

	if (o->apply)
		fail_usage("'rules' changes nothing: no -a or -i");
	st = o->ffile ? stateio_read(o->ffile, NULL) : NULL;
	if (st != NULL)
		stateio_need_game(st, STATE_TYPESET);
	if (typeset_rules_resolve(&r, NULL, st, over, o->rfile, &e) == -1)
		fail_core(&e);
	output_tree(typeset_rules_node(&r), o->fmt == OUT_JSON ? OUT_JSON :
	    OUT_YAML);
	state_free(st);
	node_free(over);
	return EXIT_YES;
}

int
main(int argc, char *argv[])
{
	struct opts o = { 0 };
	struct typeset_action acts[TYPESET_MAXACTIONS];
	struct typeset_verdict *v;
	struct typeset_game g;
	struct buf text = { 0 }, what = { 0 };
	struct core_err e;
	struct state *st;
	struct node *over = NULL, *root;
	const char *name, *cmd;
	char t[64];
	size_t nacts, seat, i;
	int rc;

	play_opts(argc, argv, &o);
	argc -= optind;
	argv += optind;
	cmd = play_cmd(&argc, argv, &o);
	if (o.rfile != NULL)
		over = input_doc(o.rfile);
	if (strcmp(cmd, "rules") == 0)
		return cmd_rules(&o, over);
	st = stateio_read(o.ffile, o.ifile);
	stateio_need_game(st, STATE_TYPESET);
	if (strcmp(cmd, "start") == 0) {
		if (typeset_start(st, o.ability, over, o.rfile, &e) == -1)
			fail_core(&e);
		buf_printf(&text, "%zu player%s, ability %s\n",
		    st->nplayers, st->nplayers == 1 ? "" : "s",
		    o.ability ? o.ability : "none");
		stateio_emit(st, o.ifile, o.fmt, &text);
		goto done;
	}
	if (typeset_game_load(&g, st, over, o.rfile, &e) == -1)
		fail_core(&e);
	if ((v = malloc(sizeof(*v))) == NULL)
		fail_nomem();
	if (strcmp(cmd, "draw") == 0) {
		if (typeset_draw(&g, 1, v, &e) == -1)
			fail_core(&e);
		if (!v->legal)
			refused(v, o.quiet, o.explain);
		if (typeset_game_store(&g, &e) == -1)
			fail_core(&e);
		for (i = 0; i < v->nev; i++)
			buf_printf(&text, "%s\n", v->ev[i].text);
		stateio_emit(st, o.ifile, o.fmt, &text);
		goto freegame;
	}
	seat = pick_player(st, o.player);
	name = st->players[seat].name;
	if (o.find) {
		rc = find(&g, seat, o.dname, o.limit, o.fmt);
		typeset_game_free(&g);
		free(v);
		state_free(st);
		node_free(over);
		return rc;
	}
	for (i = 0; i < (size_t)argc; i++)
		buf_printf(&what, "%s%s", i ? " " : "", argv[i]);
	if (what.p == NULL)
		fail_nomem();
	if (typeset_parse_actions(&g.rules, what.p, acts, TYPESET_MAXACTIONS,
	    &nacts, &e) == -1)
		fail_usage("%s", e.msg);
	what.len = 0;
	for (i = 0; i < nacts; i++)
		buf_printf(&what, "%s%s", i ? ", " : "",
		    typeset_action_text(&g.rules, &acts[i], t));
	if (typeset_play(&g, seat, acts, nacts, 1, v, &e) == -1)
		fail_core(&e);
	if (!v->legal && (o.apply || (o.fmt != OUT_YAML && o.fmt != OUT_JSON)))
		refused(v, o.quiet, o.explain);
	if (o.apply) {
		if (typeset_game_store(&g, &e) == -1)
			fail_core(&e);
		verdict_text(&text, v, name, what.p, o.explain);
		stateio_emit(st, o.ifile, o.fmt, &text);
		goto freegame;
	}
	if (o.fmt == OUT_YAML || o.fmt == OUT_JSON) {
		root = verdict_node(v, name, what.p, &g, v->legal ?
		    &g.mats[seat] : NULL, o.explain);
		output_tree(root, o.fmt);
	} else {
		verdict_text(&text, v, name, what.p, o.explain);
		output_buf(&text);
	}
	if (!v->legal) {
		if (!o.quiet)
			fprintf(stderr, "play-typeset: %s (rule: %s)\n", v->msg,
			    typeset_rule_name(v->rule));
		typeset_game_free(&g);
		free(v);
		state_free(st);
		node_free(over);
		buf_free(&what);
		return EXIT_NO;
	}
freegame:
	typeset_game_free(&g);
	free(v);
done:
	buf_free(&text);
	buf_free(&what);
	state_free(st);
	node_free(over);
	return EXIT_YES;
}
