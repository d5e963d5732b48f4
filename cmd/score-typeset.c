/*
 * score-typeset: score Typeset mats, rank the players with the rulebook's
 * tie-break, and judge the solo game.
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
#include "say.h"
#include "state.h"
#include "stateio.h"
#include "tally.h"
#include "typeset.h"
#include "typeset_mat.h"
#include "typeset_play.h"
#include "util.h"

static const struct opt opts[] = {
	OPT__DICT("dictionary, its letters the mats'; default\nstandard", NULL),
	OPT__FILE("score the mats of a game state", NULL),
	OPT__LANG('l', "the state's language: an alphabet FILE\nfor one of one's own (a code: the state's)", NULL),
	OPT__OUTPUT(OPT_FORMATS, NULL, NULL),
	OPT__PLAYER("only this player's mat of a state", NULL),
	OPT__QUIET("no reason on stderr for a solo loss", NULL),
	OPT__RULES("the sheet's numbers (rules file)"),
	/* -S is the solo game here, as the page said before the registry. */
	{ .letter = 'S', .name = "solo", .kind = OPT_FLAG,
	  .help = N_("judge the solo game: exit 0 for a win"), .own = 1 },
	{ .letter = 't', .name = "total", .kind = OPT_FLAG,
	  .help = N_("print only the total(s)") },
	OPT_END
};

static const struct opt_tool score_typeset_tool = {
	.name = "score-typeset",
	.synopsis = "[-r] [-d] [-l] [-S] [-t] [-q] [-o] [MAT...]\n"
	    "-f [-l] [-p] [-r] [-d] [-S] [-t] [-q] [-o]",
	.operand = OPT_FILE,
	.opts = opts
};

/* One scored mat. */
struct entry {
	char		 name[STATE_NAME_MAX + 64];
	char		*shown;		/* name escaped as one line (say.h) */
	int		 in_state;	/* a player's mat in a game state */
	int		 playing;	/* in a state, not stopped yet */
	struct typeset_rules	 rules;
	struct typeset_mat	 mat;
	struct typeset_score	 score;
	size_t		 place;		/* 1-based, shared by true ties */
	size_t		 behind;	/* ranked after a tie on total: */
	size_t		 len;		/* ... decided by this length */
	int		 tied;		/* a true tie with the one before */
	const char	*dname;		/* its dictionary, for dictload_get */
};

struct entries {
	struct entry	*v;
	size_t		 n, cap;
};

/* The dictionaries the mats are scored with, each loaded once. */
#define DICTS_MAX	16
struct dicts {
	const char	*name[DICTS_MAX];	/* NULL: dictload_get's default */
	struct dict	*d[DICTS_MAX];
	size_t		 n;
};

static struct dict *
dict_for(struct dicts *ds, const char *name)
{
	size_t i;

	for (i = 0; i < ds->n; i++)
		if (ds->name[i] == name || (ds->name[i] != NULL &&
		    name != NULL && strcmp(ds->name[i], name) == 0))
			return ds->d[i];
	if (ds->n == DICTS_MAX)
		fail_usage("mats in more than %d dictionaries", DICTS_MAX);
	ds->name[ds->n] = name;
	return ds->d[ds->n++] = dictload_get(name);
}

static struct entry *
grow(struct entries *es)
{
	struct entry *p;

	if (es->n == es->cap) {
		es->cap = es->cap ? es->cap * 2 : 8;
		if ((p = realloc(es->v, es->cap * sizeof(*p))) == NULL)
			fail_nomem();
		es->v = p;
	}
	p = &es->v[es->n++];
	memset(p, 0, sizeof(*p));
	return p;
}

/*
 * Every player's mat of a state (or only player's), to be scored with
 * the dictionary of the state's language unless dname (-d) says.
 */
static void
add_state(struct entries *es, struct state *st, const struct node *over,
    const char *rfile, const char *player, const char *dname)
{
	struct typeset_game g;
	struct core_err e;
	struct entry *en;
	size_t i, got = 0;

	stateio_need_game(st, STATE_TYPESET);
	if (typeset_game_load(&g, st, over, rfile, &e) == -1)
		fail_core(&e);
	for (i = 0; i < st->nplayers; i++) {
		if (player != NULL && strcmp(player, st->players[i].name) != 0)
			continue;
		en = grow(es);
		snprintf(en->name, sizeof(en->name), "%s",
		    st->players[i].name);
		en->rules = g.rules;
		en->mat = g.mats[i];
		en->in_state = 1;
		en->playing = !g.mats[i].stopped;
		/* A language's code outlives st: langload_get keeps it. */
		en->dname = stateio_dict(st, dname);
		got++;
	}
	typeset_game_free(&g);
	if (player != NULL && got == 0)
		stateio_player(st, player);
}

/*
 * A file: a mat, in the language of the dictionary dname (-d, else
 * --lang's), or a game state (it has players), in its own.
 */
static void
add_file(struct entries *es, struct dicts *ds, const char *path,
    const struct node *over, const char *rfile, const char *player,
    const char *dname)
{
	struct core_err e;
	struct state *st;
	struct entry *en;
	struct node *root, *nm;
	const char *name;
	size_t len;
	char *text;

	root = input_doc_text(path, &name, &text, &len);
	if (root->kind == NODE_MAP && node_get(root, "players") != NULL) {
		node_free(root);
		st = stateio_parse(text, len, name);
		add_state(es, st, over, rfile, player, dname);
		state_free(st);
		free(text);
		return;
	}
	free(text);
	if (player != NULL)
		fail_usage("--player picks a player of a game state; '%s' "
		    "is a mat", name);
	en = grow(es);
	/* Without a state, --lang is the language its lang would be. */
	en->dname = dname = dictload_lang(langload_named(), dname);
	if (typeset_rules_resolve(&en->rules,
	    dictload_alphabet(dict_for(ds, dname)), NULL, over, rfile, &e) ==
	    -1 ||
	    typeset_mat_read(&en->rules, root, name, &en->mat, &e) == -1)
		fail_core(&e);
	if (node_get(root, "rows") == NULL)
		fail_at(FAIL_INPUT, name, root->line, root->col, "a mat needs "
		    "'rows:', a list of its rows");
	if ((nm = node_get(root, "name")) != NULL && nm->kind == NODE_SCALAR &&
	    nm->str[0] != '\0')
		name = nm->str;
	snprintf(en->name, sizeof(en->name), "%s", name);
	node_free(root);
}

/* Places by total, then the tie-break (typeset_rank). */
static void
rank(struct entries *es, size_t *order)
{
	const struct typeset_score **sc;
	struct typeset_standing *st;
	size_t i;

	if ((sc = calloc(es->n, sizeof(*sc))) == NULL ||
	    (st = calloc(es->n, sizeof(*st))) == NULL)
		fail_nomem();
	for (i = 0; i < es->n; i++)
		sc[i] = &es->v[i].score;
	typeset_rank(sc, es->n, st);
	for (i = 0; i < es->n; i++) {
		struct entry *en = &es->v[st[i].who];

		order[i] = st[i].who;
		en->place = st[i].place;
		en->tied = st[i].tied;
		en->behind = st[i].behind;
		en->len = st[i].len;
	}
	free(st);
	free(sc);
}

/* Points as people write them: +5, 0, -5. */
static const char *
pts(long v, char *buf)
{
	snprintf(buf, 24, v > 0 ? "+%ld" : "%ld", v);
	return buf;
}

/* The characters of UTF-8 s, as a terminal's columns count them. */
static size_t
nchars(const char *s)
{
	size_t n = 0;

	for (; *s != '\0'; s++)
		n += ((unsigned char)*s & 0xC0) != 0x80;
	return n;
}

/* s, UTF-8, and spaces after it to w characters in all. */
static void
put_pad(struct buf *b, const char *s, size_t w)
{
	size_t n = nchars(s);

	buf_printf(b, "%s%*s", s, n < w ? (int)(w - n) : 0, "");
}

/*
 * Each mat's name as the text answer shows it: on one line, for a name
 * is the file's or its mat's own and may hold a newline or a tab, which
 * would write a line of the answer of its own (say.h keeps them in a
 * text answer, whose lines are the tool's).
 */
static void
show_names(struct entries *es)
{
	struct buf b = { 0 };
	size_t i;

	for (i = 0; i < es->n; i++) {
		b.len = 0;
		if (say_text(&b, es->v[i].name, strlen(es->v[i].name),
		    SAY_LINE) == -1 || buf_addc(&b, '\0') == -1 ||
		    (es->v[i].shown = strdup(b.p)) == NULL)
			fail_nomem();
	}
	buf_free(&b);
}

static void
mat_text(struct buf *b, const struct entry *en)
{
	const struct typeset_score *s = &en->score;
	const struct alphabet *a = &en->rules.alpha;
	char p[24], u[TYPESET_UTF8LEN];
	size_t i, w = 5;
	int col;

	for (i = 0; i < en->rules.nrows; i++)
		if (en->rules.spaces[i] > w)
			w = en->rules.spaces[i];
	/* The points column: after "  NN  written  word  status  ". */
	col = (int)(2 * w) + 20;
	buf_printf(b, "%s%s\n", en->shown, en->playing ? " (still playing)" :
	    "");
	for (i = 0; i < s->nrows; i++) {
		buf_printf(b, "  %2zu  ", i + 1);
		put_pad(b, en->mat.rows[i][0] ? alpha_encode_buf(a,
		    en->mat.rows[i], u, sizeof(u)) : ".", w);
		buf_printf(b, "  ");
		put_pad(b, s->row[i].len ? alpha_encode_buf(a, s->row[i].word, u,
		    sizeof(u)) : ".", w);
		buf_printf(b, "  %-8s  %4s\n", typeset_row_status(&s->row[i]),
		    pts(s->row[i].points, p));
	}
	buf_printf(b, "  errors %-*ld%4s\n", col - 9, s->errors,
	    pts(s->error_points, p));
	buf_printf(b, "  total%*s%4s\n", col - 7, "", pts(s->total, p));
}

static void
ranking_text(struct buf *b, const struct entries *es, const size_t *order)
{
	const struct entry *en, *up;
	size_t i, w = 4;

	for (i = 0; i < es->n; i++)
		if (nchars(es->v[i].shown) > w)
			w = nchars(es->v[i].shown);
	buf_printf(b, "ranking\n");
	for (i = 0; i < es->n; i++) {
		en = &es->v[order[i]];
		buf_printf(b, "  %zu. ", en->place);
		put_pad(b, en->shown, w);
		buf_printf(b, " %5ld", en->score.total);
		if (i > 0 && en->tied)
			buf_printf(b, "  tied with %s",
			    es->v[en->behind].shown);
		else if (i > 0 && en->len > 0) {
			up = &es->v[en->behind];
			buf_printf(b, "  behind %s on %zu-letter words (%u to "
			    "%u)", up->shown, en->len, up->score.by_len[en->len],
			    en->score.by_len[en->len]);
		}
		buf_addc(b, '\n');
	}
}

/*
 * A mat's score as wordkit-json(7) has it: its name, its rows as written,
 * each row's word scored, the errors and the total; with totals, the name
 * and the total only.
 */
static struct node *
mat_node(const struct entry *en, int totals)
{
	const struct typeset_score *s = &en->score;
	const struct alphabet *a = &en->rules.alpha;
	struct node *m, *rows, *words, *r;
	char u[TYPESET_UTF8LEN];
	size_t i;

	if ((m = node_new(NODE_MAP, totals ? STYLE_FLOW : STYLE_BLOCK)) ==
	    NULL ||
	    node_set(m, "name", node_str(en->name, STYLE_DOUBLE)) == -1)
		return NULL;
	if (totals)
		return node_set(m, "total", node_int(s->total)) == -1 ? NULL :
		    m;
	if ((rows = node_new(NODE_SEQ, STYLE_FLOW)) == NULL ||
	    node_set(m, "rows", rows) == -1 ||
	    (words = node_new(NODE_SEQ, STYLE_BLOCK)) == NULL ||
	    node_set(m, "words", words) == -1)
		return NULL;
	for (i = 0; i < s->nrows; i++)
		if (node_push_made(rows, node_str(alpha_encode_buf(a,
		    en->mat.rows[i], u, sizeof(u)), STYLE_DOUBLE)) == -1 ||
		    (r = node_new(NODE_MAP, STYLE_FLOW)) == NULL ||
		    node_push(words, r) == -1 ||
		    node_set(r, "row", node_int((long long)i + 1)) == -1 ||
		    node_set(r, "word", node_str(alpha_encode_buf(a,
		    s->row[i].word, u, sizeof(u)), STYLE_DOUBLE)) == -1 ||
		    node_set(r, "status", node_str(typeset_row_status(
		    &s->row[i]), STYLE_DOUBLE)) == -1 ||
		    node_set(r, "points", node_int(s->row[i].points)) == -1)
			return NULL;
	if (node_set(m, "word_points", node_int(s->word_points)) == -1 ||
	    node_set(m, "errors", node_int(s->errors)) == -1 ||
	    node_set(m, "error_points", node_int(s->error_points)) == -1 ||
	    node_set(m, "ability_uses", node_int(en->mat.ability_uses)) ==
	    -1 ||
	    node_set(m, "total", node_int(s->total)) == -1 ||
	    (en->in_state && node_set(m, "stopped", node_str(en->playing ?
	    "false" : "true", STYLE_PLAIN)) == -1))
		return NULL;
	return m;
}

/*
 * The answer of -o yaml and json: the players' mats, the ranking and the
 * solo verdict; with totals, each player's total only.
 */
static struct node *
report_node(const struct entries *es, const size_t *order, int solo,
    int win, const char *why, int totals)
{
	struct node *root, *mats, *rk, *item;
	const struct entry *en;
	size_t i;

	if ((root = node_new(NODE_MAP, STYLE_BLOCK)) == NULL ||
	    (mats = node_new(NODE_SEQ, STYLE_BLOCK)) == NULL ||
	    node_set(root, "players", mats) == -1)
		return NULL;
	for (i = 0; i < es->n; i++)
		if ((item = mat_node(&es->v[i], totals)) == NULL ||
		    node_push(mats, item) == -1)
			return NULL;
	if (totals)
		return root;
	if ((rk = node_new(NODE_SEQ, STYLE_BLOCK)) == NULL ||
	    node_set(root, "ranking", rk) == -1)
		return NULL;
	for (i = 0; i < es->n; i++) {
		en = &es->v[order[i]];
		if ((item = node_new(NODE_MAP, STYLE_FLOW)) == NULL ||
		    node_push(rk, item) == -1 ||
		    node_set(item, "place", node_int((long long)en->place)) ==
		    -1 ||
		    node_set(item, "name", node_str(en->name, STYLE_DOUBLE)) ==
		    -1 ||
		    node_set(item, "total", node_int(en->score.total)) == -1)
			return NULL;
		if (i > 0 && (en->tied || en->len > 0) && (node_set(item,
		    en->tied ? "tied_with" : "behind",
		    node_str(es->v[en->behind].name, STYLE_DOUBLE)) == -1 ||
		    (en->len > 0 && node_set(item, "decided_by_length",
		    node_int((long long)en->len)) == -1)))
			return NULL;
	}
	if (solo && ((item = node_new(NODE_MAP, STYLE_BLOCK)) == NULL ||
	    node_set(root, "solo", item) == -1 ||
	    node_set(item, "won", node_str(win ? "true" : "false",
	    STYLE_PLAIN)) == -1 ||
	    node_set(item, "message", node_str(why, STYLE_DOUBLE)) == -1))
		return NULL;
	return root;
}

/* What the options asked for, beside the flow's part. */
struct score_args {
	const char	*dname, *ffile, *player, *rfile;
	int		 solo, totals;
};

/* The options into a and f; returns the index of the first operand. */
static int
read_opts(int argc, char *argv[], struct score_args *a, struct flow *f)
{
	int ch;

	f->fmt = OUT_TEXT;
	while ((ch = opt_get(&score_typeset_tool, argc, argv)) != -1)
		switch (ch) {
		case 'd': a->dname = optarg; break;
		case 'f': a->ffile = optarg; break;
		case 'l': langload_arg(optarg); break;
		case 'o': f->fmt = output_format(optarg, 1); break;
		case 'p': a->player = optarg; break;
		case 'q': f->quiet = 1; break;
		case 'r': a->rfile = optarg; break;
		case 'S': a->solo = 1; break;
		case 't': a->totals = 1; break;
		default: opt_usage(&score_typeset_tool, stderr, EXIT_ERR);
		}
	if (a->ffile != NULL && argc > optind)
		fail_usage("give the mats as files or as -f STATE, not "
		    "both");
	if (a->player != NULL && a->ffile == NULL && argc == optind)
		fail_usage("--player picks a player of a game state (-f)");
	return optind;
}

/*
 * The mats to score, into es: the state's (-f), the n files', or stdin's,
 * with the rules file's numbers over the sheet's (*over, the caller's).
 */
static void
read_mats(const struct score_args *a, int n, char **argv,
    struct entries *es, struct dicts *ds, struct node **over)
{
	struct state *st;
	size_t i;

	if (a->rfile != NULL)
		*over = input_doc(a->rfile);
	if (a->ffile != NULL) {
		st = stateio_read(a->ffile, NULL);
		add_state(es, st, *over, a->rfile, a->player, a->dname);
		state_free(st);
	} else if (n == 0)
		add_file(es, ds, NULL, *over, a->rfile, a->player, a->dname);
	for (i = 0; i < (size_t)n; i++)
		add_file(es, ds, argv[i], *over, a->rfile, a->player,
		    a->dname);
	if (a->solo && es->n != 1)
		fail_usage("--solo judges one mat, not %zu", es->n);
}

/*
 * One mat's -t line among n: its total alone when it is the only one (a
 * number for a script); else "NAME TOTAL", a line tally(1) reads, the
 * name made one that tally reads (tally_name_fit).
 */
static void
put_total(struct buf *b, const struct entry *en, size_t n)
{
	char name[STATE_NAME_MAX + 1];

	if (n == 1) {
		buf_printf(b, "%ld\n", en->score.total);
		return;
	}
	tally_name_fit(en->name, name);
	buf_printf(b, "%s %ld\n", name, en->score.total);
}

/*
 * The solo verdict on en into why (len bytes): 1 a win, 0 not.  A mat of
 * a game state whose player plays on is no win yet, whatever it holds
 * now: letters still to come may cost it points (typeset(7)).
 */
static int
solo_verdict(const struct entry *en, char *why, size_t len)
{
	if (en->playing) {
		snprintf(why, len, _("not a win yet: %s is still playing, and "
		    "the mat is final only once they stop"), en->name);
		return 0;
	}
	return typeset_solo(&en->rules, &en->mat, &en->score, why, len);
}

/*
 * Score and rank the mats of es into f: the report for people or for -o
 * yaml and json, and with --solo a "no" when the game is not a win.
 */
static void
judge(const struct score_args *a, struct entries *es, struct dicts *ds,
    struct flow *f)
{
	struct buf *out = &f->text;
	size_t *order, i;
	char why[256] = "";
	int win = 1, was;

	for (i = 0; i < es->n; i++)
		typeset_score(&es->v[i].rules, &es->v[i].mat, dict_for(ds,
		    es->v[i].dname), &es->v[i].score);
	if ((order = calloc(es->n, sizeof(*order))) == NULL)
		fail_nomem();
	rank(es, order);
	if (a->solo && !(win = solo_verdict(&es->v[0], why, sizeof(why))))
		flow_refuse(f, &typeset_rules[TR_SOLO_WIN], "%s", why);
	/* The answer's words, the same in every language (stdout). */
	if (a->solo) {
		was = i18n_english(1);
		(void)solo_verdict(&es->v[0], why, sizeof(why));
		i18n_english(was);
	}
	if (f->fmt == OUT_YAML || f->fmt == OUT_JSON) {
		if ((f->doc = report_node(es, order, a->solo, win, why,
		    a->totals)) == NULL)
			fail_nomem();
	} else {
		show_names(es);
		for (i = 0; a->totals && i < es->n; i++)
			put_total(out, &es->v[i], es->n);
		for (i = 0; !a->totals && i < es->n; i++)
			mat_text(out, &es->v[i]);
		if (!a->totals && es->n > 1)
			ranking_text(out, es, order);
		if (!a->totals && a->solo)
			buf_printf(out, "solo: %s\n", why);
	}
	free(order);
}

int
main(int argc, char *argv[])
{
	struct score_args a = { 0 };
	struct entries es = { NULL, 0, 0 };
	struct dicts ds = { { NULL }, { NULL }, 0 };
	struct flow f = { 0 };
	struct node *over = NULL;
	size_t i;
	int first;

	first = read_opts(argc, argv, &a, &f);
	read_mats(&a, argc - first, argv + first, &es, &ds, &over);
	/* A solo game not won is still scored: the score is the answer. */
	f.text_on_no = 1;
	judge(&a, &es, &ds, &f);
	for (i = 0; i < es.n; i++)
		free(es.v[i].shown);
	free(es.v);
	for (i = 0; i < ds.n; i++)
		dict_free(ds.d[i]);
	node_free(over);
	flow_end(&f);
}
