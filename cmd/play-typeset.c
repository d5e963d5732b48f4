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
#include "i18n.h"
#include "input.h"
#include "langload.h"
#include "node.h"
#include "opt.h"
#include "output.h"
#include "state.h"
#include "statefile.h"
#include "stateio.h"
#include "tiles.h"
#include "typeset.h"
#include "typeset_find.h"
#include "typeset_mat.h"
#include "typeset_play.h"
#include "util.h"

static const struct opt opts[] = {
	OPT__APPLY("write the state after the actions"),
	{ .letter = 'A', .name = "ability", .arg = "ABILITY",
	  .kind = OPT_CHOICE, .choices = "drop-cap none",
	  .help = N_("start: the ability in play (none)") },
	OPT__DICT("--find: dictionary; default the game's", NULL),
	OPT__EXPLAIN(),
	OPT__FILE(NULL, NULL),
	OPT__FIND("list good turns, best first"),
	OPT__IN_PLACE("read FILE and write it back (--apply)", NULL),
	OPT__LANG('l', "the state's language: an alphabet FILE\nfor one of one's own (a code: the state's)", NULL),
	OPT__COUNT("limit", "COUNT", "--find: the COUNT best turns only", NULL),
	OPT__OUTPUT(OPT_FORMATS, NULL, NULL),
	OPT__PLAYER("the player (default: the only one)", NULL),
	OPT__QUIET(NULL, NULL),
	OPT__RULES("house rules (see score-typeset(1))"),
	OPT__WAIT(NULL),
	OPT_END
};

/* The first operand's words, and the actions after each comma. */
static const struct opt_verb actions[] = {
	{ "start", NULL, "start a game" },
	{ "draw", NULL, "draw the turn letter" },
	{ "rules", NULL, "print the house rules" },
	{ "place", "ROW", "write the turn letter in ROW" },
	{ "vowel", "V ROW", "cross vowel V and write it in ROW" },
	{ "wild", "L ROW", "write a wild as L in ROW" },
	{ "ignore", NULL, "ignore the turn letter: an error" },
	{ "skip", NULL, "the same as ignore" },
	{ "ability", "ROW", "use the ability in play" },
	{ "pass", NULL, "leave the wilds held unwritten" },
	{ "stop", NULL, "stop after the round" },
	{ "continue", NULL, "play another round" },
	{ NULL, NULL, NULL }
};

/*
 * start, draw and rules are words of the first operand, not subcommands:
 * without one, the operands are actions, and the options come first.
 */
static const struct opt_tool play_typeset_tool = {
	.name = "play-typeset",
	.synopsis = "start [-A] [-r] [-f | -i [-W]] [-l] [-o]\n"
	    "draw [-f | -i [-W]] [-l] [-q] [-o]\n"
	    "[-p] [-f | -i [-W]] [-l] [-aeq] [-r] [-o] ACTION[, ACTION...]\n"
	    "-F [-p] [-f] [-l] [-n] [-d] [-o]\n"
	    "rules [-r] [-f] [-l] [-o]",
	.intro = N_("actions: place ROW | vowel V ROW | wild L ROW | ignore\n"
	    "         | ability [ROW,SPACE] ROW | pass | stop | continue\n"
	    "         (ROW may be ROW,SPACE)\n"),
	.operand = OPT_CHOICE,
	.verbs = actions,
	.sep = ',',
	.opts = opts
};

/* What the options asked for, beside the flow's part. */
struct opts {
	const char	*ffile, *dname, *rfile, *player, *ability;
	long		 limit;
	int		 find;
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
			    v->ev[i].rule->name, v->ev[i].rule->text);
	}
}

/*
 * The verdict for -o yaml or json: a turn's (who played what, and with
 * m the mat after it), or a draw's (who and what NULL, m NULL).
 */
static struct node *
verdict_node(const struct typeset_verdict *v, int legal, const char *who,
    const char *what, const struct typeset_game *g,
    const struct typeset_mat *m, int explain)
{
	struct node *root, *list, *item, *mat;
	char letter[8] = "";
	size_t i;

	if (g->letter != 0)
		tile_name(&g->rules.alpha, g->letter, letter);
	if ((root = node_new(NODE_MAP, STYLE_BLOCK)) == NULL ||
	    node_set(root, "legal", node_str(legal ? "true" : "false",
	    STYLE_PLAIN)) == -1 ||
	    (who && node_set(root, "player", node_str(who, STYLE_DOUBLE)) ==
	    -1) ||
	    (what && node_set(root, "actions", node_str(what, STYLE_DOUBLE))
	    == -1) ||
	    node_set(root, "turn_number", node_int(g->turn)) == -1 ||
	    node_set(root, "letter", node_str(letter, STYLE_DOUBLE)) == -1 ||
	    node_set(root, "rule", node_str(v->rule->name,
	    STYLE_DOUBLE)) == -1)
		return NULL;
	if (!legal) {
		if (node_set(root, "message", node_str(v->msg,
		    STYLE_DOUBLE)) == -1 || (explain && node_set(root,
		    "rulebook", node_str(v->rule->text,
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
		    node_set(item, "rule", node_str(v->ev[i].rule->name,
		    STYLE_DOUBLE)) == -1 ||
		    node_set(item, "text", node_str(v->ev[i].text,
		    STYLE_DOUBLE)) == -1 ||
		    (explain && node_set(item, "rulebook",
		    node_str(v->ev[i].rule->text, STYLE_DOUBLE)) == -1))
			return NULL;
	if (m != NULL && ((mat = node_new(NODE_MAP, STYLE_BLOCK)) == NULL ||
	    node_set(root, "mat", mat) == -1 ||
	    typeset_mat_write(&g->rules.alpha, m, mat) == -1))
		return NULL;
	return root;
}

/*
 * The seat of the player who plays: -p's, the only one, or in a game
 * whose players have logins the caller's own (flow_player).
 */
static size_t
pick_player(struct flow *f, struct state *st, const char *player)
{
	struct player *p;

	if ((p = flow_player(f, st, player)) != NULL)
		return (size_t)(p - st->players);
	if (st->nplayers != 1)
		fail_usage("-p PLAYER is needed: the game has %zu players",
		    st->nplayers);
	return 0;
}

/*
 * Why --find found no turn for the player in seat: the referee's "no" to
 * the turn letter placed, which every turn starts from (not drawn, dealt
 * with, stopped, the round over), into f.  0 when it has none to give.
 */
static int
why_none(struct typeset_game *g, size_t seat, struct typeset_verdict *v,
    struct flow *f)
{
	struct typeset_action a;
	struct core_err e;

	memset(&a, 0, sizeof(a));
	a.kind = TYPESET_PLACE;
	a.row = 1;
	if (typeset_play(g, seat, &a, 1, 0, v, &e) != 1)
		return 0;
	flow_refuse(f, v->rule, "%s", v->msg);
	return 1;
}

/*
 * --find: good turns, best first; none, as text, the referee's reason
 * into fl (-1 returned: fl says it).
 */
static int
find(struct typeset_game *g, size_t seat, const char *dname, long limit,
    struct typeset_verdict *v, struct flow *fl)
{
	enum out_fmt fmt = fl->fmt;
	const struct typeset_mat *m = &g->mats[seat];
	struct typeset_found *f;
	struct buf out = { 0 }, acts = { 0 };
	struct core_err e;
	struct node *root = NULL, *item, *rows;
	struct dict *d;
	char t[64], u[TYPESET_UTF8LEN];
	size_t n, i, k, r;
	int changed;

	d = stateio_dict_get(g->st, dname, 0);
	if (typeset_find(g, seat, d, &f, &n, &e) == -1)
		fail_core(&e);
	/*
	 * Nothing found says why, as a refused turn does; a document's
	 * list stays a list, empty.
	 */
	if (n == 0 && fmt != OUT_YAML && fmt != OUT_JSON &&
	    why_none(g, seat, v, fl)) {
		free(f);
		dictload_done(d);
		return -1;
	}
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
		if (acts.failed)
			fail_nomem();
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
	if (root != NULL)
		output_tree(root, fmt);
	else
		output_buf(&out);
	buf_free(&out);
	buf_free(&acts);
	free(f);
	dictload_done(d);
	return n > 0 ? EXIT_YES : EXIT_NO;
}

/* The options, into o and f. */
static void
play_opts(int argc, char *argv[], struct opts *o, struct flow *f)
{
	int ch;

	o->limit = -1;
	/* A turn or a draw with -i answers its verdict, as without. */
	f->verdict_in_place = 1;
	while ((ch = opt_get(&play_typeset_tool, argc, argv)) != -1)
		switch (ch) {
		case 'a': f->apply = 1; break;
		case 'A': o->ability = optarg; break;
		case 'd': o->dname = optarg; break;
		case 'e': f->explain = 1; break;
		case 'f': o->ffile = optarg; break;
		case 'l': langload_arg(optarg); break;
		case 'F': o->find = 1; break;
		case 'i': f->ifile = optarg; f->apply = 1; break;
		case 'W': statefile_wait(optarg); break;
		case 'n': o->limit = (long)opt_u64(optarg, N_("limit"), 0,
			    1000000);
			break;
		case 'o': f->fmt = output_format(optarg, 1); break;
		case 'p': o->player = optarg; break;
		case 'q': f->quiet = 1; break;
		case 'r': o->rfile = optarg; break;
		default: opt_usage(&play_typeset_tool, stderr, EXIT_ERR);
		}
}

/*
 * The command of the operands: start, draw or rules, taken off them, or
 * "" when they are actions; checked against the options o.
 */
static const char *
play_cmd(int *argc, char *argv[], const struct opts *o, const struct flow *f)
{
	const char *cmd = "";

	if (*argc > 0 && (strcmp(argv[0], "start") == 0 ||
	    strcmp(argv[0], "draw") == 0 || strcmp(argv[0], "rules") == 0)) {
		cmd = argv[0];
		if (*argc == 2) {
			char what[32];

			snprintf(what, sizeof(what), "play-typeset %s", cmd);
			opt_no_operand(what, argv[1],
			    N_("-f FILE or -i FILE"));
		}
		if (*argc > 1)
			fail_usage("'%s' takes no more arguments", cmd);
		*argc = 0;
	}
	if (o->ffile != NULL && f->ifile != NULL)
		fail_usage("-f and -i cannot be used together");
	if (o->ability != NULL && strcmp(cmd, "start") != 0)
		fail_usage("--ability is for 'play-typeset start'");
	if (o->find && (*cmd != '\0' || *argc > 0 || f->apply))
		fail_usage("--find takes no action, no -a and no -i");
	if (*cmd == '\0' && !o->find && *argc == 0)
		fail_usage("an ACTION is needed, e.g. 'place 2'");
	return cmd;
}

/* rules: print the rules in force, from over and the state; frees over. */
static int
cmd_rules(const struct opts *o, const struct flow *f, struct node *over)
{
	struct typeset_rules r;
	struct core_err e;
	struct state *st;

	if (f->apply)
		fail_usage("'rules' changes nothing: no -a or -i");
	st = o->ffile ? stateio_read(o->ffile, NULL) : stateio_read_given();
	if (st != NULL)
		stateio_need_game(st, STATE_TYPESET);
	if (typeset_rules_resolve(&r, NULL, st, over, o->rfile, &e) == -1)
		fail_core(&e);
	opt_warn_idle();
	output_tree(typeset_rules_node(&r), f->fmt == OUT_JSON ? OUT_JSON :
	    OUT_YAML);
	state_free(st);
	node_free(over);
	return EXIT_YES;
}

/*
 * A move played under a rules file of -r (over, from rfile) must leave
 * a state that the game's own rules, which every other tool reads it
 * by, accept: else it is not written (exit 2).
 */
static void
own_rules(const struct typeset_game *g, const struct node *over,
    const char *rfile)
{
	struct core_err e;

	if (over != NULL && (typeset_state_check(g->st, &e) == -1 ||
	    typeset_ability_kept(g, &e) == -1))
		fail_at(FAIL_INPUT, rfile, over->line, over->col, "the game is "
		    "played by the rules its state keeps, not these: under "
		    "them, %s", e.msg);
}

/* draw: the turn letter, into f; a refusal is a "no". */
static void
cmd_draw(struct typeset_game *g, struct typeset_verdict *v, struct flow *f,
    const struct node *over, const char *rfile)
{
	struct core_err e;
	size_t i;
	int rc;

	if ((rc = typeset_draw(g, 1, v, &e)) == -1)
		fail_core(&e);
	if (rc == 1) {
		flow_refuse(f, v->rule, "%s", v->msg);
		return;
	}
	if (typeset_game_store(g, &e) == -1)
		fail_core(&e);
	own_rules(g, over, rfile);
	for (i = 0; i < v->nev; i++)
		buf_printf(&f->text, "%s\n", v->ev[i].text);
	/* With -i, the answer of -o yaml or json (flow.h). */
	if ((f->fmt == OUT_YAML || f->fmt == OUT_JSON) && (f->doc =
	    verdict_node(v, 1, NULL, NULL, g, NULL, f->explain)) == NULL)
		fail_nomem();
	/* Not kept, the letter is still the bag's next (flow.h, brief). */
	buf_printf(&f->brief, "turn %ld: a letter drawn, %zu left in the "
	    "bag\n", g->turn, strlen(g->st->bag));
	f->st = g->st;
	f->apply = 1;
}

/*
 * The actions of the n words of argv, by the player in seat, judged into
 * f and, with f->apply and legal, played.
 */
static void
cmd_play(struct typeset_game *g, size_t seat, int n, char **argv,
    struct typeset_verdict *v, struct flow *f, const struct node *over,
    const char *rfile)
{
	struct typeset_action acts[TYPESET_MAXACTIONS];
	const char *name = g->st->players[seat].name;
	struct buf what = { 0 };
	struct core_err e;
	char t[64];
	size_t nacts, i;
	int rc;

	for (i = 0; i < (size_t)n; i++)
		buf_printf(&what, "%s%s", i ? " " : "", argv[i]);
	if (what.failed)
		fail_nomem();
	if (typeset_parse_actions(&g->rules, what.p, acts, TYPESET_MAXACTIONS,
	    &nacts, &e) == -1)
		fail_usage("%s", e.msg);
	what.len = 0;
	for (i = 0; i < nacts; i++)
		buf_printf(&what, "%s%s", i ? ", " : "",
		    typeset_action_text(&g->rules, &acts[i], t));
	if (what.failed)
		fail_nomem();
	if ((rc = typeset_play(g, seat, acts, nacts, 1, v, &e)) == -1)
		fail_core(&e);
	if (rc == 1)
		flow_refuse(f, v->rule, "%s", v->msg);
	else if (f->apply) {
		if (typeset_game_store(g, &e) == -1)
			fail_core(&e);
		own_rules(g, over, rfile);
	}
	if ((f->fmt == OUT_YAML || f->fmt == OUT_JSON) && (f->doc =
	    verdict_node(v, rc == 0, name, what.p, g, rc == 0 ?
		    &g->mats[seat] : NULL, f->explain)) == NULL)
		fail_nomem();
	verdict_text(&f->text, v, name, what.p, f->explain);
	f->st = g->st;
	buf_free(&what);
}

int
main(int argc, char *argv[])
{
	struct flow f = { 0 };
	struct opts o = { 0 };
	struct typeset_verdict *v;
	struct typeset_game g;
	struct core_err e;
	struct state *st;
	struct node *over = NULL;
	const char *cmd;
	size_t seat;
	int rc;

	play_opts(argc, argv, &o, &f);
	argc -= optind;
	argv += optind;
	cmd = play_cmd(&argc, argv, &o, &f);
	if (o.rfile != NULL)
		over = input_doc(o.rfile);
	if (strcmp(cmd, "rules") == 0)
		return cmd_rules(&o, &f, over);
	st = stateio_read(o.ffile, f.ifile);
	stateio_need_game(st, STATE_TYPESET);
	/* A move is a player's: with logins, not a watcher's (flow.h). */
	if (strcmp(cmd, "start") == 0) {
		(void)flow_player(&f, st, NULL);
		if (typeset_start(st, o.ability, over, o.rfile, &e) == -1)
			fail_core(&e);
		buf_printf(&f.text, "%zu player%s, ability %s\n",
		    st->nplayers, st->nplayers == 1 ? "" : "s",
		    o.ability ? o.ability : "none");
		f.st = st;
		f.apply = 1;
		opt_warn_idle();
		flow_end(&f);
	}
	if (typeset_game_load(&g, st, over, o.rfile, &e) == -1)
		fail_core(&e);
	if ((v = malloc(sizeof(*v))) == NULL)
		fail_nomem();
	/* A move is a player's: with logins, not a watcher's (flow.h). */
	(void)flow_player(&f, st, NULL);
	if (strcmp(cmd, "draw") == 0)
		cmd_draw(&g, v, &f, over, o.rfile);
	else if (o.find) {
		seat = pick_player(&f, st, o.player);
		rc = find(&g, seat, o.dname, o.limit, v, &f);
		opt_warn_idle();
		if (rc == -1)
			flow_end(&f);
		typeset_game_free(&g);
		free(v);
		state_free(st);
		node_free(over);
		return rc;
	} else
		cmd_play(&g, pick_player(&f, st, o.player), argc, argv, v,
		    &f, over, o.rfile);
	opt_warn_idle();
	flow_end(&f);
}
