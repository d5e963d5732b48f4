/*
 * play-typeset: the Typeset referee.  Sets a dealt game up, reveals the turn
 * letters, judges and applies every player's actions, and finds good
 * turns.
 */
#include <err.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core.h"
#include "dict.h"
#include "node.h"
#include "state.h"
#include "tool.h"
#include "typeset_find.h"
#include "typeset_mat.h"
#include "typeset_play.h"
#include "typeset.h"
#include "util.h"

static const struct option longopts[] = {
	{ "ability",	required_argument,	NULL, 'A' },
	{ "apply",	no_argument,		NULL, 'a' },
	{ "dict",	required_argument,	NULL, 'd' },
	{ "explain",	no_argument,		NULL, 'e' },
	{ "file",	required_argument,	NULL, 'f' },
	{ "find",	no_argument,		NULL, 'F' },
	{ "help",	no_argument,		NULL, 'h' },
	{ "in-place",	required_argument,	NULL, 'i' },
	{ "limit",	required_argument,	NULL, 'n' },
	{ "output",	required_argument,	NULL, 'o' },
	{ "player",	required_argument,	NULL, 'p' },
	{ "quiet",	no_argument,		NULL, 'q' },
	{ "rules",	required_argument,	NULL, 'r' },
	{ "version",	no_argument,		NULL, 'V' },
	{ NULL,		0,			NULL, 0 }
};

static void usage(FILE *, int) __attribute__((noreturn));

static void
usage(FILE *f, int code)
{
	fprintf(f,
	    "usage: play-typeset start [-A NAME] [-r FILE] [-f STATE | -i STATE]"
	    " [-o FMT]\n"
	    "       play-typeset draw [-f STATE | -i STATE] [-q] [-o FMT]\n"
	    "       play-typeset [-p PLAYER] [-f STATE | -i STATE] [-a] [-e] [-q]"
	    " [-o FMT]\n"
	    "                    ACTION[, ACTION...]\n"
	    "       play-typeset --find [-p PLAYER] [-f STATE] [-n N] [-d DICT]"
	    " [-o FMT]\n"
	    "       play-typeset rules [-r FILE] [-f STATE] [-o FMT]\n"
	    "actions: place ROW | vowel V ROW | wild L ROW | ignore |"
	    " ability [ROW,SPACE] ROW\n"
	    "         | stop | continue   (ROW may be ROW,SPACE)\n"
	    "options:\n"
	    "  -a, --apply            write the state after the actions\n"
	    "  -A, --ability NAME     start: the ability in play (none)\n"
	    "  -d, --dict NAME|FILE   --find: dictionary; default standard\n"
	    "  -e, --explain          quote the rulebook sentence\n"
	    "  -f, --file STATE       read the game state from STATE\n"
	    "  -F, --find             list good turns, best first\n"
	    "  -h, --help             show this help\n"
	    "  -i, --in-place STATE   read STATE and write it back (--apply)\n"
	    "  -n, --limit N          --find: the N best turns only\n"
	    "  -o, --output FMT       text, yaml or json\n"
	    "  -p, --player NAME      the player (default: the only one)\n"
	    "  -q, --quiet            no reason on stderr for a rule \"no\"\n"
	    "  -r, --rules FILE       house rules (see score-typeset(1))\n"
	    "  -V, --version          show the version\n");
	tool_usage_done(f, code);
}

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
	char letter[2] = { (char)g->letter, '\0' };
	size_t i;

	if ((root = node_new(NODE_MAP, STYLE_BLOCK)) == NULL ||
	    node_set(root, "legal", node_str(v->legal ? "true" : "false",
	    STYLE_PLAIN)) == -1 ||
	    (who && node_set(root, "player", node_str(who, STYLE_DOUBLE)) ==
	    -1) ||
	    node_set(root, "actions", node_str(what, STYLE_DOUBLE)) == -1 ||
	    node_set(root, "turn", node_int(g->turn)) == -1 ||
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
	    node_set(root, "mat", mat) == -1 || typeset_mat_write(m, mat) == -1))
		return NULL;
	return root;
}

/* A refused verdict: the reason on stderr, exit 1. */
static void
refused(const struct typeset_verdict *v, int quiet, int explain)
{
	if (explain)
		tool_no(quiet, "%s (rule: %s)\nrulebook: \"%s\"", v->msg,
		    typeset_rule_name(v->rule), typeset_rule_text(v->rule));
	tool_no(quiet, "%s (rule: %s)", v->msg, typeset_rule_name(v->rule));
}

static size_t
pick_player(const struct state *st, const char *player)
{
	long seat;

	if (player == NULL) {
		if (st->nplayers != 1)
			tool_usage_err("-p PLAYER is needed: the game has %zu "
			    "players", st->nplayers);
		return 0;
	}
	if ((seat = state_seat(st, player)) < 0)
		errx(EXIT_ERR, "%s: no player named '%s'", st->file, player);
	return (size_t)seat;
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
	char t[64];
	size_t n, i, k, r;
	int changed;

	d = tool_dict(dname);
	if (typeset_find(g, seat, d, &f, &n, &e) == -1)
		tool_fail(&e);
	if (limit >= 0 && (size_t)limit < n)
		n = (size_t)limit;
	if ((fmt == OUT_YAML || fmt == OUT_JSON) &&
	    (root = node_new(NODE_SEQ, STYLE_BLOCK)) == NULL)
		tool_nomem();
	for (i = 0; i < n; i++) {
		acts.len = 0;
		for (k = 0; k < f[i].n; k++)
			buf_printf(&acts, "%s%s", k ? ", " : "",
			    typeset_action_text(&f[i].a[k], t));
		if (root != NULL) {
			if ((item = node_new(NODE_MAP, STYLE_BLOCK)) == NULL ||
			    node_push(root, item) == -1 ||
			    node_set(item, "actions", node_str(acts.p,
			    STYLE_DOUBLE)) == -1 ||
			    node_set(item, "value", node_int(f[i].value)) ==
			    -1 || (rows = node_new(NODE_SEQ, STYLE_FLOW)) ==
			    NULL || node_set(item, "rows", rows) == -1)
				tool_nomem();
			for (r = 0; r < f[i].after.nrows; r++)
				if (node_push(rows, node_str(f[i].after.rows[r],
				    STYLE_DOUBLE)) == -1)
					tool_nomem();
			continue;
		}
		buf_printf(&out, "%s\t", acts.p);
		changed = 0;
		for (r = 0; r < m->nrows; r++)
			if (strcmp(m->rows[r], f[i].after.rows[r]) != 0)
				buf_printf(&out, "%s%zu:%s", changed++ ? " " :
				    "", r + 1, f[i].after.rows[r]);
		buf_printf(&out, "%s\n", changed ? "" : "-");
	}
	if (out.p == NULL && root == NULL && n > 0)
		tool_nomem();
	if (root != NULL)
		tool_write_tree(root, fmt);
	else
		tool_write_stdout(&out);
	buf_free(&out);
	buf_free(&acts);
	free(f);
	dict_free(d);
	return n > 0 ? EXIT_YES : EXIT_NO;
}

int
main(int argc, char *argv[])
{
	const char *ffile = NULL, *ifile = NULL, *dname = NULL, *rfile = NULL;
	const char *player = NULL, *ability = NULL, *name, *cmd = "";
	struct typeset_action acts[TYPESET_MAXACTIONS];
	struct typeset_verdict *v;
	struct typeset_game g;
	struct buf text = { 0 }, what = { 0 };
	struct core_err e;
	struct state *st;
	struct node *over = NULL, *root;
	enum out_fmt fmt = OUT_DEFAULT;
	char t[64];
	size_t nacts, seat, i;
	long limit = -1;
	int ch, apply = 0, explain = 0, findf = 0, quiet = 0, rc;

	while ((ch = tool_getopt(argc, argv, "aA:d:ef:Fhi:n:o:p:qr:V",
	    longopts)) != -1)
		switch (ch) {
		case 'a': apply = 1; break;
		case 'A': ability = optarg; break;
		case 'd': dname = optarg; break;
		case 'e': explain = 1; break;
		case 'f': ffile = optarg; break;
		case 'F': findf = 1; break;
		case 'h': usage(stdout, EXIT_YES);
		case 'i': ifile = optarg; apply = 1; break;
		case 'n': limit = (long)tool_u64(optarg, "limit", 0, 1000000);
			break;
		case 'o': fmt = tool_format(optarg, 1); break;
		case 'p': player = optarg; break;
		case 'q': quiet = 1; break;
		case 'r': rfile = optarg; break;
		case 'V': tool_version();
		default: usage(stderr, EXIT_ERR);
		}
	argc -= optind;
	argv += optind;
	if (argc > 0 && (strcmp(argv[0], "start") == 0 ||
	    strcmp(argv[0], "draw") == 0 || strcmp(argv[0], "rules") == 0)) {
		cmd = argv[0];
		if (argc > 1)
			tool_usage_err("'%s' takes no more arguments", cmd);
		argc = 0;
	}
	if (ffile != NULL && ifile != NULL)
		tool_usage_err("-f and -i cannot be used together");
	if (ability != NULL && strcmp(cmd, "start") != 0)
		tool_usage_err("--ability is for 'play-typeset start'");
	if (findf && (*cmd != '\0' || argc > 0 || apply))
		tool_usage_err("--find takes no action, no -a and no -i");
	if (*cmd == '\0' && !findf && argc == 0)
		tool_usage_err("an ACTION is needed, e.g. 'place 2'");
	if (rfile != NULL)
		over = tool_read_doc(rfile);
	if (strcmp(cmd, "rules") == 0) {
		struct typeset_rules r;

		if (apply)
			tool_usage_err("'rules' changes nothing: no -a or -i");
		st = ffile ? tool_read_state(ffile, NULL) : NULL;
		if (typeset_rules_resolve(&r, st, over, rfile, &e) == -1)
			tool_fail(&e);
		tool_write_tree(typeset_rules_node(&r), fmt == OUT_JSON ? OUT_JSON :
		    OUT_YAML);
		state_free(st);
		node_free(over);
		return EXIT_YES;
	}
	st = tool_read_state(ffile, ifile);
	if (strcmp(cmd, "start") == 0) {
		if (typeset_start(st, ability, over, rfile, &e) == -1)
			tool_fail(&e);
		buf_printf(&text, "%zu player%s, ability %s\n",
		    st->nplayers, st->nplayers == 1 ? "" : "s",
		    ability ? ability : "none");
		tool_emit(st, ifile, fmt, &text);
		goto done;
	}
	if (typeset_game_load(&g, st, over, rfile, &e) == -1)
		tool_fail(&e);
	if ((v = malloc(sizeof(*v))) == NULL)
		tool_nomem();
	if (strcmp(cmd, "draw") == 0) {
		if (typeset_draw(&g, 1, v, &e) == -1)
			tool_fail(&e);
		if (!v->legal)
			refused(v, quiet, explain);
		if (typeset_game_store(&g, &e) == -1)
			tool_fail(&e);
		for (i = 0; i < v->nev; i++)
			buf_printf(&text, "%s\n", v->ev[i].text);
		tool_emit(st, ifile, fmt, &text);
		goto freegame;
	}
	seat = pick_player(st, player);
	name = st->players[seat].name;
	if (findf) {
		rc = find(&g, seat, dname, limit, fmt);
		typeset_game_free(&g);
		free(v);
		state_free(st);
		node_free(over);
		return rc;
	}
	for (i = 0; i < (size_t)argc; i++)
		buf_printf(&what, "%s%s", i ? " " : "", argv[i]);
	if (what.p == NULL)
		tool_nomem();
	if (typeset_parse_actions(what.p, acts, TYPESET_MAXACTIONS, &nacts, &e) == -1)
		tool_usage_err("%s", e.msg);
	what.len = 0;
	for (i = 0; i < nacts; i++)
		buf_printf(&what, "%s%s", i ? ", " : "",
		    typeset_action_text(&acts[i], t));
	if (typeset_play(&g, seat, acts, nacts, 1, v, &e) == -1)
		tool_fail(&e);
	if (!v->legal && (apply || (fmt != OUT_YAML && fmt != OUT_JSON)))
		refused(v, quiet, explain);
	if (apply) {
		if (typeset_game_store(&g, &e) == -1)
			tool_fail(&e);
		verdict_text(&text, v, name, what.p, explain);
		tool_emit(st, ifile, fmt, &text);
		goto freegame;
	}
	if (fmt == OUT_YAML || fmt == OUT_JSON) {
		root = verdict_node(v, name, what.p, &g, v->legal ?
		    &g.mats[seat] : NULL, explain);
		tool_write_tree(root, fmt);
	} else {
		verdict_text(&text, v, name, what.p, explain);
		tool_write_stdout(&text);
	}
	if (!v->legal) {
		if (!quiet)
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
