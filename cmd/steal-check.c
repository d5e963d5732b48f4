/*
 * steal-check: the Shenanigrams referee.  Judges a move, says what it does
 * and which rule it rests on, applies it to a game, and finds every legal
 * move for a hand.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core.h"
#include "dict.h"
#include "dictload.h"
#include "fail.h"
#include "flow.h"
#include "grid.h"
#include "i18n.h"
#include "input.h"
#include "langload.h"
#include "node.h"
#include "opt.h"
#include "output.h"
#include "shenanigrams.h"
#include "shenanigrams_find.h"
#include "state.h"
#include "statefile.h"
#include "stateio.h"
#include "util.h"

static const struct opt opts[] = {
	OPT__APPLY("write the state after the move"),
	{ .letter = 'b', .name = "board", .arg = "BOARD", .kind = OPT_FILE,
	  .help = N_("judge on a plain board (no state)") },
	OPT__DICT(NULL, NULL),
	OPT__EXPLAIN(),
	OPT__FILE(NULL, NULL),
	OPT__FIND("list every legal move, best first"),
	OPT__IN_PLACE("read FILE and write it back (--apply)", NULL),
	OPT__LANG('l', "the state's language: an alphabet FILE\nfor one of one's own (a code: the state's)", NULL),
	OPT__COUNT("limit", "COUNT", "--find: the COUNT best moves only", NULL),
	OPT__OUTPUT(OPT_FORMATS, NULL, NULL),
	OPT__PLAYER("the mover (default: whose turn it is)", NULL),
	OPT__QUIET(NULL, NULL),
	{ .letter = 't', .name = "tag", .arg = "WORD", .kind = OPT_WORD,
	  .help = N_("short of tags: tag this word (or ROW,COL)\n"
	  "first (repeatable)") },
	OPT__WAIT(NULL),
	OPT_END
};

/* The moves, for the completions. */
static const struct opt_verb moves[] = {
	{ "place", "L ROW,COL", "put tile L on the empty cell ROW,COL" },
	{ "replace", "L ROW,COL", "put tile L in place of the one at ROW,COL" },
	{ "insert", "L ROW,COL across|down",
	  "put tile L at ROW,COL, moving those after it on" },
	{ "pass", NULL, "miss the turn" },
	{ "challenged", NULL, "the word was challenged: the turn is lost" },
	{ "trade", NULL, "discard the hand, take five, miss the turn" },
	{ NULL, NULL, NULL }
};

static const struct opt_tool steal_check_tool = {
	.name = "steal-check",
	.synopsis = "[-b | -f | -i [-W]] [-l] [-p] [-aeq] [-o] [-d] [-t]... MOVE...\n"
	    "-F [-f | -i [-W]] [-l] [-p] [-n] [-o] [-d]",
	.intro = N_("moves: place L ROW,COL | replace L ROW,COL |"
	    " insert L ROW,COL across|down\n"
	    "       | pass | challenged | trade\n"),
	.operand = OPT_CHOICE,
	.verbs = moves,
	.opts = opts
};

static const char *
kind_name(const struct shenanigrams_verdict *v)
{
	return v->rule != NULL ? v->rule->name : "";
}

static const char *
kind_text(const struct shenanigrams_verdict *v)
{
	return v->rule != NULL ? v->rule->text : "";
}

/* A word of letter bytes in UTF-8, for output: into u8[i]. */
#define U8(i, w)	shenanigrams_utf8(a, (w), u8[i], sizeof(u8[i]))

/* Key of the verdict m set to name, unless name is "": 0, or -1. */
static int
call_key(struct node *m, const char *key, const char *name)
{
	return name[0] == '\0' ? 0 : node_set(m, key, node_str(name,
	    STYLE_DOUBLE));
}

/*
 * A word on the board, {word, at, dir}, pushed onto list: the map, or
 * NULL out of memory.
 */
static struct node *
word_map(const struct alphabet *a, struct node *list, const char *word,
    size_t row, size_t col, int down)
{
	struct node *w;
	char at[24], u8[1][4 * SHENANIGRAMS_WORDMAX + 8];

	if ((w = node_new(NODE_MAP, STYLE_FLOW)) == NULL ||
	    node_push(list, w) == -1 ||
	    node_set(w, "word", node_str(U8(0, word), STYLE_DOUBLE)) == -1 ||
	    node_set(w, "at", node_str(grid_coord(row, col, at),
	    STYLE_DOUBLE)) == -1 ||
	    node_set(w, "dir", node_str(down ? "down" : "across",
	    STYLE_DOUBLE)) == -1)
		return NULL;
	return w;
}

/*
 * The words only an insertion's shift made, as "shifted" in root, after
 * "words": none, no key.  0, or -1 out of memory.
 */
static int
shifted_node(const struct alphabet *a, const struct shenanigrams_verdict *v,
    struct node *root)
{
	struct node *list;
	size_t i;

	if (v->nshifted == 0)
		return 0;
	if ((list = node_new(NODE_SEQ, STYLE_BLOCK)) == NULL ||
	    node_set(root, "shifted", list) == -1)
		return -1;
	for (i = 0; i < v->nshifted; i++)
		if (word_map(a, list, v->shifted[i].word, v->shifted[i].row,
		    v->shifted[i].col, v->shifted[i].down) == NULL)
			return -1;
	return 0;
}

/* The verdict as a YAML/JSON tree, its letters a's. */
static struct node *
verdict_node(const struct alphabet *a, const struct shenanigrams_verdict *v,
    int legal, const char *move, const char *player, int explain)
{
	struct node *root, *list, *w, *from, *f;
	char u8[2][4 * SHENANIGRAMS_WORDMAX + 8];
	size_t i, k;

	root = node_new(NODE_MAP, STYLE_BLOCK);
	list = node_new(NODE_SEQ, STYLE_BLOCK);
	if (root == NULL || list == NULL ||
	    node_set(root, "legal", node_str(legal ? "true" : "false",
	    STYLE_PLAIN)) == -1 ||
	    node_set(root, "move", node_str(move, STYLE_DOUBLE)) == -1 ||
	    (player && node_set(root, "player", node_str(player,
	    STYLE_DOUBLE)) == -1) ||
	    node_set(root, "rule", node_str(kind_name(v), STYLE_DOUBLE)) ==
	    -1 ||
	    node_set(root, "message", node_str(v->msg, STYLE_DOUBLE)) == -1)
		return NULL;
	if (explain && node_set(root, "rulebook",
	    node_str(kind_text(v), STYLE_DOUBLE)) == -1)
		return NULL;
	if (!legal) {
		node_free(list);
		return root;
	}
	if (node_set(root, "words", list) == -1)
		return NULL;
	for (i = 0; i < v->nwords; i++) {
		if ((w = word_map(a, list, v->words[i].word, v->words[i].row,
		    v->words[i].col, v->words[i].down)) == NULL ||
		    node_set(w, "tag", node_str(v->words[i].tagged ?
		    "true" : "false", STYLE_PLAIN)) == -1)
			return NULL;
		if (v->words[i].nstolen == 0)
			continue;
		if ((from = node_new(NODE_SEQ, STYLE_FLOW)) == NULL ||
		    node_set(w, "stolen", from) == -1)
			return NULL;
		for (k = 0; k < v->words[i].nstolen; k++)
			if ((f = node_new(NODE_MAP, STYLE_FLOW)) == NULL ||
			    node_push(from, f) == -1 ||
			    node_set(f, "word", node_str(U8(0,
			    v->words[i].stolen[k]), STYLE_DOUBLE)) == -1 ||
			    node_set(f, "owner", node_str(v->words[i].from[k],
			    STYLE_DOUBLE)) == -1)
				return NULL;
	}
	if (shifted_node(a, v, root) == -1)
		return NULL;
	if (v->discarded) {
		char d[2] = { (char)v->discarded, '\0' };

		if (node_set(root, "discarded", node_str(U8(1, d),
		    STYLE_DOUBLE)) == -1)
			return NULL;
	}
	if (node_set(root, "tags_placed", node_int(v->tags_placed)) == -1 ||
	    call_key(root, "back_in", v->back_in) == -1 ||
	    call_key(root, "called", v->called) == -1 ||
	    call_key(root, "countdown", v->countdown) == -1 ||
	    call_key(root, "winner", v->winner) == -1)
		return NULL;
	return root;
}

/* What the move does to the call, for people (shenanigrams_verdict). */
static void
call_text(struct buf *b, const struct shenanigrams_verdict *v,
    const char *player)
{
	if (v->back_in[0] != '\0')
		buf_printf(b, "%s is back in the game: %s stole one of %s's "
		    "words back\n", v->back_in, player ? player : "the move",
		    v->back_in);
	if (v->called[0] != '\0')
		buf_printf(b, "%s calls \"SHENANIGRAMS!\": no tag left\n"
		    "%s's countdown: %s, on %s's left, may steal one of %s's "
		    "words back\n", v->called, v->called, v->countdown,
		    v->called, v->called);
	if (v->winner[0] != '\0')
		buf_printf(b, "%s wins: SHENANIGRAMS!\n", v->winner);
}

/* The verdict for people, its letters a's. */
static void
verdict_text(const struct alphabet *a, struct buf *b,
    const struct shenanigrams_verdict *v, const char *move,
    const char *player, int explain)
{
	const struct shenanigrams_word *w;
	char at[24], u8[2][4 * SHENANIGRAMS_WORDMAX + 8];
	char d[2] = { (char)v->discarded, '\0' };
	size_t i, k;

	buf_printf(b, "legal: %s%s%s\n", player ? player : "", player ?
	    ": " : "", move);
	for (i = 0; i < v->nwords; i++) {
		w = &v->words[i];
		grid_coord(w->row, w->col, at);
		if (w->nstolen == 0)
			buf_printf(b, "completes %s at %s %s", U8(0, w->word), at,
			    w->down ? "down" : "across");
		else {
			buf_printf(b, "steals");
			for (k = 0; k < w->nstolen; k++)
				buf_printf(b, "%s %s%s%s", k ? "," : "",
				    U8(0, w->stolen[k]), w->from[k][0] ? " from " :
				    "", w->from[k]);
			buf_printf(b, ": %s at %s %s", U8(0, w->word), at,
			    w->down ? "down" : "across");
		}
		buf_printf(b, "%s\n", w->tagged ? (player ?
		    ", tagged" : "") : ", left untagged (no tag left)");
	}
	for (i = 0; i < v->nshifted; i++)
		buf_printf(b, "%s at %s %s, made by the shift, stays untagged\n",
		    U8(0, v->shifted[i].word), grid_coord(v->shifted[i].row,
		    v->shifted[i].col, at), v->shifted[i].down ? "down" :
		    "across");
	if (v->nwords == 0)
		buf_printf(b, "%s\n", v->msg);
	if (v->discarded)
		buf_printf(b, "discards %s\n", U8(1, d));
	call_text(b, v, player);
	if (explain)
		buf_printf(b, "rulebook: \"%s\"\n", kind_text(v));
}

/*
 * The legal moves of player into f, best first, the limit best: a list
 * for -o yaml or json, a line each for people; none is a "no", with why.
 */
static void
find_moves(const struct state *st, const struct dict *d, const char *player,
    long limit, struct flow *f)
{
	struct shenanigrams_found *fd;
	struct shenanigrams_verdict v;
	struct core_err e;
	struct node *item;
	const struct alphabet *a = st->alpha;
	char mv[64], u8[1][4 * SHENANIGRAMS_WORDMAX + 8];
	size_t n, i;
	int rc;

	if ((rc = shenanigrams_find(st, d, player, &fd, &n, &e)) == -1)
		fail_core(&e);
	if (rc == 1)
		flow_refuse_err(f, &e);
	if (limit >= 0 && (size_t)limit < n)
		n = (size_t)limit;
	if (f->fmt == OUT_YAML || f->fmt == OUT_JSON) {
		if ((f->doc = node_new(NODE_SEQ, STYLE_BLOCK)) == NULL)
			fail_nomem();
		for (i = 0; i < n; i++) {
			shenanigrams_found_verdict(&fd[i], &v);
			/* Each a verdict: the mover's, -p's or the turn's. */
			if ((item = verdict_node(a, &v, 1,
			    shenanigrams_move_text_alpha(a, &fd[i].move, mv),
			    player != NULL ? player : st->turn, 0)) ==
			    NULL || node_set(item, "gain", node_int(v.gain)) ==
			    -1 || node_push(f->doc, item) == -1)
				fail_nomem();
		}
	} else
		for (i = 0; i < n; i++) {
			buf_printf(&f->text, "%s\t%s",
			    shenanigrams_move_text_alpha(a, &fd[i].move, mv),
			    fd[i].rule->name);
			for (size_t k = 0; k < fd[i].nwords; k++)
				buf_printf(&f->text, " %s",
				    U8(0, fd[i].words[k].word));
			/* A third field: the second stays the rule's words. */
			for (size_t k = 0; k < fd[i].nshifted; k++)
				buf_printf(&f->text, "%s %s", k ? "" :
				    "\tshifted", U8(0, fd[i].shifted[k].word));
			buf_addc(&f->text, '\n');
		}
	if (f->text.failed)
		fail_nomem();
	free(fd);
}

/* The sources of the board, and what is done with the move, agree. */
static void
check_modes(const char *board, const char *ffile, const char *ifile,
    int apply, int find)
{
	if ((board != NULL) + (ffile != NULL) + (ifile != NULL) > 1)
		fail_usage("give one of --board, -f and -i");
	/* -i's file is only read for --find; -a would write it. */
	if (find && apply)
		fail_usage("--find changes nothing: no --apply");
	if (board != NULL && (apply || find))
		fail_usage("--apply and --find need a game state (-f or "
		    "-i), not a plain board");
}

/*
 * The dictionary of a game, d, must read the letter bytes of the game's
 * language as its letters: a Spanish list would read a German game's Ä as
 * Ñ.  Letters it lacks are only never in its words.  Exits 2 otherwise.
 */
static void
check_letters(const struct state *st, const struct dict *d)
{
	const struct alphabet *a = st->alpha;
	struct alphabet da;
	char x[8], y[8];
	int i, k;

	/* Letters of A-Z only (English, French): nothing to check. */
	if (a->letter[a->n - 1] < 0x80)
		return;
	dict_alphabet(d, &da);
	for (i = 0; i < a->n; i++) {
		if (a->letter[i] < 0x80 ||
		    (k = alpha_index(&da, a->letter[i])) < 0 ||
		    da.upper[k] == a->upper[i])
			continue;
		alpha_letter_utf8(&da, k, 0, x);
		alpha_letter_utf8(a, i, 0, y);
		fail_at(FAIL_USAGE, st->file, 0, 0, "the dictionary is spelt in "
		    "other letters than the game's (%s): its %s would be read "
		    "as %s", a->code, x, y);
	}
}

/*
 * Whom the move or --find is for: -p's player, or (NULL) whose turn it
 * is; in a game whose players have logins, the caller's own player,
 * whom -p, when given, must name (flow_player: a "no" ends the run).
 */
static const char *
mover_of(struct state *st, const char *player, enum out_fmt fmt)
{
	struct flow f = { .fmt = fmt };
	struct player *p;

	if (!state_has_logins(st))
		return player;
	p = flow_player(&f, st, player);
	return p->name;
}

/* What the options asked for, beside the flow's part. */
struct sc_opts {
	const char	*board, *ffile, *dname, *player;
	const char	*spec[SHENANIGRAMS_MAXWORDS];	/* -t, as given */
	size_t		 npick;
	long		 limit;
	int		 find;
	int		 aflag;		/* -a itself, not implied by -i */
};

/* --find: every legal move of the game read from -f or -i, into f. */
static void
cmd_find(int argc, const struct sc_opts *o, struct flow *f)
{
	struct state *st;
	struct dict *d;
	const char *player;

	if (argc > 0)
		fail_usage("--find takes no move");
	st = stateio_read(o->ffile, f->ifile);
	stateio_need_game(st, STATE_SHENANIGRAMS);
	player = mover_of(st, o->player, f->fmt);
	d = stateio_dict_get(st, o->dname, 0);
	check_letters(st, d);
	/* -i's file is only read: nothing is applied. */
	f->apply = 0;
	find_moves(st, d, player, o->limit, f);
	state_free(st);
	dictload_done(d);
}

/* Said twice: a string the catalogs see (N_), not a macro. */
static const char plain_moves[] = N_("on a plain board only place, replace "
    "and insert can be judged");

/* Is m a tile move (place, replace or insert)? */
static int
tile_move(const struct shenanigrams_move *m)
{
	return m->kind == SHENANIGRAMS_PLACE ||
	    m->kind == SHENANIGRAMS_REPLACE || m->kind == SHENANIGRAMS_INSERT;
}

/* Is s ASCII, so that it reads as in English before the game is read? */
static int
ascii(const char *s)
{
	while (*s != '\0' && (unsigned char)*s < 0x80)
		s++;
	return *s == '\0';
}

/*
 * -t SPEC: one more word to tag, kept in spec[*n] to be read in the
 * game's letters; ASCII is checked at once, as before the game is read.
 */
static void
add_pick(const char **spec, size_t *n, const char *arg)
{
	struct shenanigrams_pick p;
	struct core_err e;

	if (*n == SHENANIGRAMS_MAXWORDS)
		fail_usage("more than %d --tag", SHENANIGRAMS_MAXWORDS);
	if (ascii(arg) && shenanigrams_parse_pick(arg, &p, &e) == -1)
		fail_usage("--tag: %s", e.msg);
	spec[(*n)++] = arg;
}

/*
 * The move text and the words to tag read in alphabet a (NULL: A-Z) into
 * m and pick; a usage error when they are not.  The words to tag go with
 * a tile move only.
 */
static void
read_move(const struct alphabet *a, const char *text, const char *const *spec,
    size_t n, struct shenanigrams_pick *pick, struct shenanigrams_move *m)
{
	struct core_err e;
	size_t i;

	if (shenanigrams_parse_move_alpha(a, text, m, &e) == -1)
		fail_usage("%s", e.msg);
	for (i = 0; i < n; i++)
		if (shenanigrams_parse_pick_alpha(a, spec[i], &pick[i], &e) ==
		    -1)
			fail_usage("--tag: %s", e.msg);
	if (n > 0 && !tile_move(m))
		fail_usage("--tag is for a tile move: place, replace or "
		    "insert");
	m->pick = pick;
	m->npick = n;
}

/*
 * A move on the plain board in file board, in the dictionary's letters:
 * judged into v, its move text into mvbuf; *dp gets the dictionary.
 * Returns 0 legal or 1 not.
 */
static int
judge_board(const char *board, const char *dname, const char *text,
    const char *const *spec, size_t nspec, struct shenanigrams_pick *pick,
    const char *player, struct shenanigrams_verdict *v, char *mvbuf,
    const struct alphabet **ap, struct dict **dp)
{
	struct shenanigrams_board b;
	struct shenanigrams_move m;
	const struct alphabet *a;
	struct core_err e;
	struct grid *g;
	const char *name;
	char *gtext;
	size_t len;
	int no;

	gtext = input_slurp(board, &name, &len);
	/* Without a state, --lang is the language its lang would be. */
	dname = dictload_lang(langload_named(), dname);
	/* A move's words are a few: their lists are read (dictload.h). */
	*dp = dictload_get_few_in(dname, langload_named());
	*ap = a = dictload_alphabet(*dp);
	read_move(a, text, spec, nspec, pick, &m);
	if (!tile_move(&m))
		fail_usage("%s", _(plain_moves));
	shenanigrams_move_text_alpha(a, &m, mvbuf);
	if ((g = grid_parse_alpha(a, gtext, len, name, 1, 1, &e)) == NULL)
		fail_core(&e);
	if (shenanigrams_board_from_grid(&b, g, *dp, &e) == -1)
		fail_core(&e);
	b.a = a;
	if ((no = shenanigrams_judge(&b, *dp, &m, player, -1, v, NULL,
	    &e)) == -1)
		fail_core(&e);
	shenanigrams_board_free(&b);
	free(gtext);
	return no;
}

/* The options into o and f; returns the index of the first operand. */
static int
read_opts(int argc, char *argv[], struct sc_opts *o, struct flow *f)
{
	int ch;

	o->limit = -1;
	while ((ch = opt_get(&steal_check_tool, argc, argv)) != -1)
		switch (ch) {
		case 'a': f->apply = o->aflag = 1; break;
		case 'b': o->board = optarg; break;
		case 'd': o->dname = optarg; break;
		case 'e': f->explain = 1; break;
		case 'f': o->ffile = optarg; break;
		case 'l': langload_arg(optarg); break;
		case 'F': o->find = 1; break;
		case 'i': f->ifile = optarg; f->apply = 1; break;
		case 'W': statefile_wait(optarg); break;
		case 'n': o->limit = (long)opt_u64(optarg, N_("limit"), 0, 1000000);
			break;
		case 'o': f->fmt = output_format(optarg, 1); break;
		case 'p': o->player = optarg; break;
		case 'q': f->quiet = 1; break;
		case 't': add_pick(o->spec, &o->npick, optarg); break;
		default: opt_usage(&steal_check_tool, stderr, EXIT_ERR);
		}
	check_modes(o->board, o->ffile, f->ifile, o->aflag, o->find);
	if (o->find && argc - optind == 1)
		opt_no_operand("steal-check --find", argv[optind],
		    N_("-f FILE or -i FILE"));
	if (o->find && o->npick > 0)
		fail_usage("--tag is for a move, not --find");
	return optind;
}

/*
 * Judge the move of the n words of argv, on the plain board or in the
 * game, into f: the verdict for people and, asked for, as a document;
 * the state to emit when it is applied.
 */
static void
judge_move(const struct sc_opts *o, int n, char **argv, struct flow *f)
{
	struct shenanigrams_pick pick[SHENANIGRAMS_MAXWORDS];
	struct shenanigrams_verdict v;
	struct shenanigrams_move m;
	const struct alphabet *a;
	struct buf mv = { 0 };
	struct core_err e;
	struct state *st = NULL;
	struct dict *d;
	char mvbuf[64], *mover = NULL;
	const char *player = o->player;
	int i, no;

	if (n == 0)
		fail_usage("a MOVE is needed, e.g. 'place S 1,5'");
	for (i = 0; i < n; i++)
		buf_printf(&mv, "%s%s", i ? " " : "", argv[i]);
	if (mv.failed)
		fail_nomem();
	/* Plain A-Z is judged before the game is read, as it always was. */
	if (ascii(mv.p) && shenanigrams_parse_move(mv.p, &m, &e) == -1)
		fail_usage("%s", e.msg);
	if (ascii(mv.p) && o->board != NULL && !tile_move(&m))
		fail_usage("%s", _(plain_moves));
	if (o->board != NULL)
		no = judge_board(o->board, o->dname, mv.p, o->spec, o->npick,
		    pick, player, &v, mvbuf, &a, &d);
	else {
		st = stateio_read(o->ffile, f->ifile);
		stateio_need_game(st, STATE_SHENANIGRAMS);
		a = st->alpha;
		player = mover_of(st, player, f->fmt);
		read_move(a, mv.p, o->spec, o->npick, pick, &m);
		shenanigrams_move_text_alpha(a, &m, mvbuf);
		d = stateio_dict_get(st, o->dname, 1);
		check_letters(st, d);
		/* A copy: applying the move changes st->turn. */
		if (st->turn != NULL && (mover = strdup(st->turn)) == NULL)
			fail_nomem();
		if ((no = shenanigrams_play(st, d, player, &m, f->apply, &v,
		    &e)) == -1)
			fail_core(&e);
	}
	if (no)
		flow_refuse(f, v.rule, "%s", v.msg);
	if (f->fmt == OUT_YAML || f->fmt == OUT_JSON)
		f->doc = verdict_node(a, &v, !no, mvbuf, player ? player :
		    mover, f->explain);
	verdict_text(a, &f->text, &v, mvbuf, player ? player : mover,
	    f->explain);
	f->st = st;
	free(mover);
	buf_free(&mv);
	dictload_done(d);
}

int
main(int argc, char *argv[])
{
	struct flow f = { 0 };
	struct sc_opts o = { 0 };
	int first;

	first = read_opts(argc, argv, &o, &f);
	if (o.find)
		cmd_find(argc - first, &o, &f);
	else
		judge_move(&o, argc - first, argv + first, &f);
	/* Last: a usage error or bad input is still its one line. */
	opt_warn_idle();
	flow_end(&f);
}
