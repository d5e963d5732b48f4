/*
 * categories: the category game "Can You Roll Doubles?": its sheets, a new
 * game, answers written, and the referee's count.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alphabet.h"
#include "categories.h"
#include "categories_sheets.h"
#include "core.h"
#include "fail.h"
#include "flow.h"
#include "i18n.h"
#include "input.h"
#include "langload.h"
#include "node.h"
#include "opt.h"
#include "output.h"
#include "roster.h"
#include "say.h"
#include "seat.h"
#include "seed.h"
#include "state.h"
#include "statefile.h"
#include "stateio.h"
#include "tally.h"
#include "util.h"

#define CAT_SHEETS "kitchen outdoors town showtime home oddball"

static const struct opt opts[] = {
	{ .letter = 'b', .name = "board", .arg = "BOARD", .kind = OPT_CHOICE,
	  .choices = "1 2", .help = N_("write, vote, erase: the board (1)"),
	  .only = "write vote erase" },
	{ .letter = 'B', .name = "boards", .arg = "BOARDS",
	  .kind = OPT_CHOICE, .choices = "1 2",
	  .help = N_("new: 1 or 2 boards (2 from 5 players)"), .only = "new" },
	{ .letter = 'c', .name = "category", .arg = "CATEGORY",
	  .kind = OPT_NUMBER,
	  .help = N_("write, vote, erase: the category's number"),
	  .only = "write vote erase" },
	OPT__FILE("read the game from FILE", "write vote erase check"),
	OPT__FORCE("new: replace a file that is not empty (-i)",
	    "new"),
	OPT__IN_PLACE(NULL, "new write vote erase"),
	{ .letter = 'l', .name = "letters", .arg = "LETTERS",
	  .kind = OPT_WORD, .help = N_("new: the boards' letters, not spun"),
	  .only = "new" },
	OPT__LANG('L', "new: the game's language; default en;\nsheets, show: the built-in sheets' language;\nelse the state's: an alphabet FILE for one\nof one's own", "sheets show new write vote erase check"),
	OPT__NAMES("new: players by name, comma-separated", "new"),
	OPT__OUTPUT(OPT_FORMATS, NULL, "sheets show new write vote erase "
	    "check"),
	OPT__PLAYER("write: who writes; erase: who takes back", "write erase"),
	OPT__PLAYERS('P', "2 3 4 5 6 7 8", "new: COUNT players named p1, "
	    "p2, ...", "new"),
	OPT__QUIET(NULL, "write vote erase check"),
	OPT__SEED("new: seed for the sheet and letters", "new"),
	/* -S is a board's sheet here, as the page said before the registry. */
	{ .letter = 'S', .name = "sheet", .arg = "SHEET", .kind = OPT_FILE,
	  .choices = CAT_SHEETS, .help = N_("new: a built-in sheet or a sheet "
	  "file"), .only = "new", .own = 1 },
	{ .letter = 't', .name = "totals", .kind = OPT_FLAG,
	  .help = N_("check: only a count line per player"), .only = "check" },
	{ .letter = 'u', .name = "unfinished", .kind = OPT_FLAG,
	  .help = N_("write: the word was left unfinished"), .only = "write" },
	OPT__WAIT("new write vote erase"),
	OPT_END
};

static const struct opt_cmd cmds[] = {
	{ .name = "sheets", .help = "list the built-in category sheets",
	  .synopsis = "[-L] [-o]" },
	{ .name = "show", .help = "print a sheet's categories",
	  .operand = OPT_CHOICE, .choices = CAT_SHEETS,
	  .synopsis = "SHEET [-L] [-o]" },
	{ .name = "new", .help = "set a game up",
	  .synopsis = "(-N | -P) [-B] [-S] [-S] [-l] [-L] [-s] [-o] "
	  "[-i [-F] [-W]]" },
	{ .name = "write", .help = "write an answer, checked",
	  .operand = OPT_WORD,
	  .synopsis = "-p -c [-b] [-qu] WORD... [-f | -i [-W]] [-L] [-o]" },
	{ .name = "vote", .help = "record the group's vote on an answer",
	  .operand = OPT_CHOICE, .choices = "valid invalid",
	  .synopsis = "-c [-b] [-q] valid|invalid [-f | -i [-W]] [-L] [-o]" },
	{ .name = "erase", .help = "take back one's own answer",
	  .synopsis = "-p -c [-b] [-q] [-f | -i [-W]] [-L] [-o]" },
	{ .name = "check", .help = "referee the game and count",
	  .operand = OPT_FILE, .synopsis = "[-qt] [-o] [-f | FILE] [-L]" },
	{ .name = NULL }
};

static const struct opt_tool categories_tool = {
	.name = "categories",
	.outro = N_("sheets: kitchen, outdoors, town, showtime, home, "
	    "oddball\n"),
	.cmds = cmds,
	.opts = opts
};

/* What the options asked for, beside the flow's part. */
struct opts {
	const char	*ffile, *player, *names, *letters, *lang;
	const char	*sheet[CATEGORIES_MAX_BOARDS];
	size_t		 nsheets;
	const char	*board_arg, *cat_arg, *players_arg;	/* as typed */
	uint64_t	 board, boards, cat, nplayers, seed;
	int		 has_seed, has_cat, has_players, totals, unfinished,
			 force;
};

/* Is the answer a document (-o yaml or json)? */
static int
tree(const struct flow *f)
{
	return f->fmt == OUT_YAML || f->fmt == OUT_JSON;
}

static void
nomem(int rc)
{
	if (rc == -1)
		fail_nomem();
}

/*
 * The language code of -L, for the built-in sheets: NULL (English)
 * without it.
 */
static const char *
sheet_lang(const struct opts *o)
{
	return o->lang ? langload_get(o->lang)->code : NULL;
}

/*
 * A sheet by name, in language lang (categories_sheet_builtin), or from
 * a file, as written; the document, if any, is kept in *doc.
 */
static void
load_sheet(const char *arg, const char *lang, struct sheet *s,
    struct node **doc)
{
	struct core_err e;
	const char *name;
	size_t len;
	char *text;

	*doc = NULL;
	if (categories_sheet_builtin(arg, lang, s) == 0)
		return;
	if (strchr(arg, '/') == NULL && strchr(arg, '.') == NULL)
		fail_usage("no sheet named '%s' (kitchen, outdoors, town, "
		    "showtime, home, oddball, or a file)", arg);
	text = input_slurp(arg, &name, &len);
	if ((*doc = node_read(text, len, name, &e)) == NULL ||
	    categories_sheet_read(*doc, name, s, &e) == -1)
		fail_core(&e);
	free(text);
}

/* The built-in sheets, as text or as a list of {name, title}. */
static void
cmd_sheets(const struct opts *o, struct flow *f)
{
	struct buf b = { 0 };
	struct sheet s;
	struct node *seq, *m;
	size_t i;

	if ((seq = node_new(NODE_SEQ, STYLE_BLOCK)) == NULL)
		nomem(-1);
	for (i = 0; categories_sheet_names[i] != NULL; i++) {
		categories_sheet_builtin(categories_sheet_names[i],
		    sheet_lang(o), &s);
		nomem(buf_printf(&b, "%-9s %s\n", s.name, s.title));
		if (node_push_made(seq, m = node_new(NODE_MAP, STYLE_FLOW)) ==
		    -1 || node_set(m, "name", node_str(s.name,
		    STYLE_DOUBLE)) == -1 || node_set(m, "title",
		    node_str(s.title, STYLE_DOUBLE)) == -1)
			nomem(-1);
	}
	f->doc = seq;
	f->text = b;
}

static void
cmd_show(const char *arg, const struct opts *o, struct flow *f)
{
	struct sheet s;
	struct node *doc;
	size_t i;

	if (arg == NULL)
		fail_usage("categories show needs a SHEET");
	load_sheet(arg, sheet_lang(o), &s, &doc);
	/* The answer is made of copies: the sheet's document can go. */
	if (tree(f)) {
		if ((f->doc = categories_sheet_node(&s)) == NULL)
			nomem(-1);
	} else
		for (i = 0; i < s.n; i++)
			nomem(buf_printf(&f->text, "%3zu. %s\n", i + 1,
			    s.cats[i]));
	node_free(doc);
}

/* Board i's line: "board 1: letter B, sheet kitchen", the letter UTF-8. */
static void
put_board(struct buf *b, const struct categories_game *g, size_t i)
{
	char u[8];

	alpha_letter_utf8(g->alpha, alpha_index(g->alpha, g->board[i].letter),
	    0, u);
	nomem(buf_printf(b, "board %zu: letter %s, sheet %s\n", i + 1, u,
	    g->board[i].sheet.name));
}

/*
 * The player who writes (-p), checked against the game's players: in a
 * game whose players have logins the caller's own, -p or not
 * (flow_player).  A usage error, how, without one.
 */
static void
writer(struct opts *o, struct state *st, struct flow *f, const char *how)
{
	struct player *p;

	if (st->nplayers > 0 && (p = flow_player(f, st, o->player)) != NULL)
		o->player = p->name;
	if (o->player == NULL)
		fail_usage("%s", _(how));	/* how: marked N_ */
}

static void
cmd_new(struct opts *o, struct flow *f)
{
	struct categories_setup c = { 0 };
	struct roster r;
	struct categories_game g = { 0 };
	struct core_err e;
	struct state *st;
	struct sheet s;
	struct node *doc[CATEGORIES_MAX_BOARDS] = { NULL, NULL };
	char *list = NULL;
	size_t i;

	if ((o->names == NULL) == !o->has_players)
		fail_usage("give either --names LIST or --players N");
	if (f->ifile != NULL)
		flow_fresh(f, o->force, "categories new -i");
	if (o->has_players && (o->nplayers < CATEGORIES_MIN_PLAYERS ||
	    o->nplayers > CATEGORIES_MAX_PLAYERS))
		fail_usage("the category game is for %d to %d players, "
		    "not %s", CATEGORIES_MIN_PLAYERS, CATEGORIES_MAX_PLAYERS,
		    o->players_arg);
	if (o->names != NULL) {
		if ((list = strdup(o->names)) == NULL)
			nomem(-1);
		roster_names(list, STATE_MAX_PLAYERS, &r);
	} else
		roster_count((size_t)o->nplayers, &r);
	c.names = r.names;
	c.nnames = r.n;
	c.nboards = (size_t)o->boards;
	c.letters = o->letters;
	for (i = 0; i < o->nsheets; i++) {
		load_sheet(o->sheet[i], sheet_lang(o), &s, &doc[i]);
		if (doc[i] != NULL)
			c.sheetnode[i] = doc[i];
		else
			c.sheet[i] = o->sheet[i];
	}
	if ((st = state_new("categories", &e)) == NULL ||
	    (o->lang != NULL && state_set_lang(st, langload_get(o->lang)->code,
	    langload_get(o->lang), &e) == -1))
		fail_core(&e);
	st->has_seed = 1;
	st->seed = o->has_seed ? o->seed : seed_os();
	stateio_seed_typer(st);
	if (categories_new(st, &c, &e) == -1) {
		state_free(st);
		free(list);
		fail_usage("%s", e.msg);
	}
	/* Whoever typed a kept game's seed knows every letter (seat.h). */
	if (stateio_kept() && seat_seed_binds(st, r.names, r.logins, r.n,
	    &e) != 0) {
		if (e.rule == NULL)
			fail_core(&e);
		flow_refuse_err(f, &e);
		free(list);
		for (i = 0; i < CATEGORIES_MAX_BOARDS; i++)
			node_free(doc[i]);
		f->st = st;
		return;
	}
	roster_bind(st, &r);
	if (categories_referee(st, &g, &e) == -1)
		fail_core(&e);
	for (i = 0; i < g.nboards; i++)
		put_board(&f->text, &g, i);
	categories_free(&g);
	for (i = 0; i < CATEGORIES_MAX_BOARDS; i++)
		node_free(doc[i]);
	free(list);
	f->st = st;
	f->apply = 1;
}

/* One category's line: " 3. Something sweet: BAGELS (ann; ...)". */
static void
put_cell(struct buf *b, const struct categories_board *bd, size_t i)
{
	const struct categories_cell *c = &bd->cell[i];

	nomem(buf_printf(b, "%3zu. %s: ", i + 1, bd->sheet.cats[i]));
	if (c->text == NULL)
		nomem(buf_adds(b, "(empty)\n"));
	else if (!c->done)
		nomem(buf_printf(b, "%s (unfinished, %s)\n", c->text,
		    c->writer));
	else
		nomem(buf_printf(b, "%s (%s%s%s%s%s)\n", c->text, c->owner,
		    c->note == CATEGORIES_STOLEN ? ", finished from " :
		    c->note == CATEGORIES_PLURAL ? "; the S by " : "",
		    c->note != CATEGORIES_PLAIN ? c->other : "",
		    c->note == CATEGORIES_PLURAL ? " is not a steal" : "",
		    /* After a note, the answer's: not the note's. */
		    !c->rejected ? "" : c->note != CATEGORIES_PLAIN ?
		    "; voted down" : ", voted down"));
}

/*
 * The line of category i of board k, as check prints it, after its
 * board's line when the game has two: with two boards on one sheet, a
 * category's line alone does not say which board it is on.
 */
static void
put_cell_of(struct buf *b, const struct categories_game *g, size_t k,
    size_t i)
{
	if (g->nboards > 1)
		put_board(b, g, k);
	put_cell(b, &g->board[k], i);
}

/*
 * The players' names as tally reads them (tally_name_fit): two that fit
 * into one would be one side to it, and a count of one given to another.
 */
static void
tally_names(const struct categories_game *g, const char *file)
{
	char a[STATE_NAME_MAX + 1], b[STATE_NAME_MAX + 1];
	size_t i, j;

	for (i = 0; i < g->nplayers; i++)
		for (j = i + 1; j < g->nplayers; j++) {
			tally_name_fit(g->player[i], a);
			tally_name_fit(g->player[j], b);
			if (strcmp(a, b) == 0)
				fail_input(file, "players '%s' and '%s' are "
				    "one name to tally, '%s': --totals cannot "
				    "tell their counts apart", g->player[i],
				    g->player[j], a);
		}
}

static void
put_count(struct buf *b, const struct categories_game *g, int totals)
{
	char name[STATE_NAME_MAX + 1];
	size_t i, best = 0, nbest = 0;

	for (i = 0; i < g->nplayers; i++) {
		/* For tally, a name it reads: "7" is "_7". */
		if (totals)
			tally_name_fit(g->player[i], name);
		nomem(buf_printf(b, "%s %zu\n", totals ? name : g->player[i],
		    g->count[i]));
		if (g->count[i] > best)
			best = g->count[i];
	}
	/* Even with totals: a count is a score only once the game is over. */
	if (g->unfilled > 0) {
		nomem(buf_printf(b, "not over: %zu categor%s to fill\n",
		    g->unfilled, g->unfilled == 1 ? "y" : "ies"));
		return;
	}
	if (totals)
		return;
	for (i = 0; i < g->nplayers; i++)
		nbest += g->count[i] == best;
	/* tally's result line, which no name can be taken for. */
	nomem(buf_adds(b, nbest > 1 ? "winners:" : "winner:"));
	for (i = 0; i < g->nplayers; i++)
		if (g->count[i] == best)
			nomem(buf_printf(b, " %s", g->player[i]));
	nomem(buf_addc(b, '\n'));
}

/*
 * The answers of a game that break a rule: its "no", with the place of
 * each.  In text every issue is reported in order, the last through the
 * flow; the document, "valid: false" put first, lists them all
 * ("issues"), and its rule and message are the first's, as the referee
 * gives it in e.
 */
static void
refuse_issues(const struct categories_game *g, const struct core_err *e,
    const char *file, struct flow *f)
{
	static const char first[] = "valid\0";
	const struct categories_issue *is = &g->issues[g->nissues - 1];
	size_t i;

	if (tree(f)) {
		nomem(node_set(f->doc, "valid", node_str("false",
		    STYLE_PLAIN)));
		node_order(f->doc, first);
		flow_refuse(f, e->rule, "%s:%zu:%zu: %s", file, e->line,
		    e->col, e->msg);
		return;
	}
	for (i = 0; i + 1 < g->nissues && !f->quiet; i++)
		say_warn("%s:%zu:%zu: %s (rule: %s)", file, g->issues[i].line,
		    g->issues[i].col, g->issues[i].msg,
		    g->issues[i].rule->name);
	flow_refuse(f, is->rule, "%s:%zu:%zu: %s", file, is->line, is->col,
	    is->msg);
}

/*
 * The referee's count, and each category's answer unless totals; a game
 * with answers that break a rule is a "no" whose answer is the count
 * all the same (f->text_on_no).
 */
static void
cmd_check(const char *arg, struct opts *o, struct flow *f)
{
	struct categories_game g = { 0 };
	struct core_err e;
	struct state *st;
	size_t i, j;
	int rc;

	if (arg != NULL && o->ffile != NULL)
		fail_usage("give the game as FILE or -f FILE, not both");
	st = stateio_read(arg ? arg : o->ffile, f->ifile);
	stateio_need_game(st, STATE_CATEGORIES);
	if ((rc = categories_referee(st, &g, &e)) == -1)
		fail_core(&e);
	if (tree(f) && (f->doc = categories_game_node(&g, o->totals)) == NULL)
		nomem(-1);
	for (i = 0; i < g.nboards && !o->totals && !tree(f); i++) {
		put_board(&f->text, &g, i);
		for (j = 0; j < g.board[i].sheet.n; j++)
			put_cell(&f->text, &g.board[i], j);
	}
	if (!tree(f) && o->totals)
		tally_names(&g, st->file);
	if (!tree(f))
		put_count(&f->text, &g, o->totals);
	if (rc == 1)
		refuse_issues(&g, &e, st->file, f);
	f->text_on_no = 1;
	categories_free(&g);
	state_free(st);
}

/* Bad UTF-8 in the WORD operands is exit 2, at its column. */
static void
check_utf8(int argc, char **argv)
{
	const char *why, *p;
	uint32_t cp;
	size_t n, w, col;
	int k;

	for (k = 0; k < argc; k++)
		for (p = argv[k], n = strlen(p), col = 1; n > 0; p += w,
		    n -= w, col++)
			if ((w = alpha_utf8_get(p, n, &cp, &why)) == 0)
				fail_at(FAIL_USAGE, NULL, 0, 0, "argument %d, "
				    "column %zu: bad "
				    "UTF-8: %s", k + 1, col, _(why));
}

/*
 * Exit 2 for a board the game has not, told by the game's boards (not
 * the option's 1 or 2), the number as typed (opt_count).
 */
static void
need_board(struct state *st, const struct opts *o)
{
	struct categories_game g = { 0 };
	struct core_err e;
	size_t n;

	if (categories_referee(st, &g, &e) == -1)
		fail_core(&e);
	n = g.nboards;
	categories_free(&g);
	if (o->board >= 1 && o->board <= n)
		return;
	if (n == 1)
		fail_usage("the game has one board: there is no board %s",
		    o->board_arg);
	fail_usage("the game has no board %s (1 to %zu)", o->board_arg, n);
}

/*
 * Exit 2 for a category past what a size_t holds (past 2^64 - 1 as typed,
 * opt_count): past every board's last, it is refused as one just past
 * the board's last is (categories_check_cell), the number as typed.
 */
static void
need_category(struct state *st, const struct opts *o)
{
	struct categories_game g = { 0 };
	struct core_err e;
	size_t n;

	if (o->cat < SIZE_MAX)
		return;
	if (categories_check_cell(st, (size_t)o->board, 1, &e) == -1) {
		if (e.line > 0)
			fail_core(&e);
		fail_usage("%s", e.msg);
	}
	if (categories_referee(st, &g, &e) == -1)
		fail_core(&e);
	n = g.board[o->board - 1].sheet.n;
	categories_free(&g);
	fail_usage("board %zu has no category %s (1 to %zu)",
	    (size_t)o->board, o->cat_arg, n);
}

static void
cmd_write(int argc, char **argv, struct opts *o, struct flow *f)
{
	struct categories_game g = { 0 };
	struct core_err e;
	struct state *st;
	struct buf word = { 0 };
	const struct categories_cell *c;
	size_t i;
	int k, same;

	if (!o->has_cat || argc == 0)
		fail_usage("categories write needs --player, --category "
		    "and a WORD");
	check_utf8(argc, argv);
	for (k = 0; k < argc; k++)
		nomem(buf_printf(&word, "%s%s", k ? " " : "", argv[k]));
	st = stateio_read(o->ffile, f->ifile);
	stateio_need_game(st, STATE_CATEGORIES);
	writer(o, st, f, N_("categories write needs --player, --category "
	    "and a WORD"));
	need_board(st, o);
	need_category(st, o);
	if (categories_check_cell(st, (size_t)o->board, (size_t)o->cat,
	    &e) == -1) {
		if (e.line > 0)
			fail_core(&e);
		fail_usage("%s", e.msg);
	}
	/* The same writing again is not written (categories_write). */
	if ((same = categories_write(st, o->player, (size_t)o->board,
	    (size_t)o->cat, word.p, !o->unfinished, &e)) == -1)
		fail_core(&e);
	/* The new answer is checked with all those before it. */
	if (categories_referee(st, &g, &e) == -1) {
		/* An error without a place is the new answer's. */
		if (e.line > 0)
			fail_core(&e);
		fail_usage("%s", e.msg);
	}
	for (i = 0; i < g.nissues && !same; i++)
		if (g.issues[i].answer == g.nanswers - 1)
			flow_refuse(f, g.issues[i].rule, "%s", g.issues[i].msg);
	c = &g.board[o->board - 1].cell[o->cat - 1];
	if (same)
		nomem(buf_printf(&f->text, "%s stands there already: "
		    "nothing written\n", c->text));
	f->unchanged = same;
	if (!f->no)
		put_cell_of(&f->text, &g, (size_t)o->board - 1,
		    (size_t)o->cat - 1);
	buf_free(&word);
	categories_free(&g);
	f->st = st;
	f->apply = 1;
}

/*
 * The group's vote on the answer in a category: the category's line and
 * what the vote does to its owner's count, "ann 1 -> 0".
 */
static void
cmd_vote(int argc, char **argv, struct opts *o, struct flow *f)
{
	struct categories_game g[2];
	const struct categories_cell *c;
	struct core_err e;
	struct state *st;
	size_t k, p;
	int valid, rc;

	if (!o->has_cat || argc != 1 || (strcmp(argv[0], "valid") != 0 &&
	    strcmp(argv[0], "invalid") != 0))
		fail_usage("categories vote needs --category and the "
		    "vote, valid or invalid");
	valid = strcmp(argv[0], "valid") == 0;
	memset(g, 0, sizeof(g));
	st = stateio_read(o->ffile, f->ifile);
	/* The wrong file is told as such, before who may vote on it. */
	stateio_need_game(st, STATE_CATEGORIES);
	/* The group's vote, recorded by a player (flow.h). */
	(void)flow_player(f, st, NULL);
	need_board(st, o);
	need_category(st, o);
	f->st = st;
	f->apply = 1;
	if (categories_referee(st, &g[0], &e) == -1)
		fail_core(&e);
	if ((rc = categories_vote(st, (size_t)o->board, (size_t)o->cat, valid,
	    &f->unchanged, &e)) == -1) {
		if (e.line > 0)
			fail_core(&e);
		fail_usage("%s", e.msg);
	}
	if (rc == 1) {
		flow_refuse_err(f, &e);
		categories_free(&g[0]);
		return;
	}
	if (categories_referee(st, &g[1], &e) == -1)
		fail_core(&e);
	c = &g[1].board[o->board - 1].cell[o->cat - 1];
	/* A vote sent twice: the answer holds it, nothing is written. */
	if (f->unchanged)
		nomem(buf_printf(&f->text, "the vote: %s was voted %s already: "
		    "nothing written\n", c->text, valid ? "valid" :
		    "not valid"));
	else if (valid)
		nomem(buf_printf(&f->text, "the vote: %s is valid: it counts "
		    "for %s\n", c->text, c->owner));
	else
		nomem(buf_printf(&f->text, "the vote: %s is not valid: it "
		    "counts for nobody, and category %llu of board %llu is "
		    "open again\n", c->text, (unsigned long long)o->cat,
		    (unsigned long long)o->board));
	put_cell_of(&f->text, &g[1], (size_t)o->board - 1, (size_t)o->cat - 1);
	for (p = 0; p < g[1].nplayers; p++)
		if (g[1].player[p] == c->owner)
			nomem(buf_printf(&f->text, "%s %zu -> %zu\n", c->owner,
			    g[0].count[p], g[1].count[p]));
	for (k = 0; k < 2; k++)
		categories_free(&g[k]);
}

/*
 * A player takes back their own writing in a category: the word taken
 * back and the category as it is left.
 */
static void
cmd_erase(int argc, struct opts *o, struct flow *f)
{
	struct categories_game g = { 0 };
	struct core_err e;
	struct state *st;
	char word[4 * CATEGORIES_WORD_MAX + 1];
	int rc;

	if (!o->has_cat)
		fail_usage("categories erase needs --player and --category");
	if (argc > 0)
		fail_usage("categories erase takes no WORD: it takes back "
		    "the category's answer");
	st = stateio_read(o->ffile, f->ifile);
	stateio_need_game(st, STATE_CATEGORIES);
	writer(o, st, f, N_("categories erase needs --player and "
	    "--category"));
	need_board(st, o);
	need_category(st, o);
	f->st = st;
	f->apply = 1;
	if ((rc = categories_erase(st, o->player, (size_t)o->board,
	    (size_t)o->cat, word, sizeof(word), &e)) == -1) {
		if (e.line > 0)
			fail_core(&e);
		fail_usage("%s", e.msg);
	}
	if (rc == 1) {
		flow_refuse_err(f, &e);
		return;
	}
	if (categories_referee(st, &g, &e) == -1)
		fail_core(&e);
	nomem(buf_printf(&f->text, "%s takes back %s\n", o->player, word));
	put_cell_of(&f->text, &g, (size_t)o->board - 1, (size_t)o->cat - 1);
	categories_free(&g);
}

/* The options into o and f; the command into *cmd, the operands left. */
static void
read_opts(int *argc, char ***argv, const char **cmd, struct opts *o,
    struct flow *f)
{
	int ch;

	*cmd = opt_command(argc, argv);
	o->board = 1;
	o->board_arg = "1";
	while ((ch = opt_get(&categories_tool, *argc, *argv)) != -1)
		switch (ch) {
		case 'b':
			/* Its range is the game's: told with the state. */
			o->board = opt_count(optarg, N_("board"));
			o->board_arg = optarg;
			break;
		case 'B': o->boards = opt_u64(optarg, N_("boards"), 1, 2); break;
		case 'c':
			/* Its range is the board's: told with the state. */
			o->cat = opt_count(optarg, N_("category"));
			o->cat_arg = optarg;
			o->has_cat = 1;
			break;
		case 'f': o->ffile = optarg; break;
		case 'F': o->force = 1; break;
		case 'i': f->ifile = optarg; break;
		case 'W': statefile_wait(optarg); break;
		case 'l': o->letters = optarg; break;
		case 'L':
			o->lang = optarg;
			langload_arg(optarg);
			break;
		case 'N': o->names = optarg; break;
		case 'o': f->fmt = output_format(optarg, 1); break;
		case 'p': o->player = optarg; break;
		case 'P':
			o->nplayers = opt_count(optarg, N_("player count"));
			o->players_arg = optarg;
			o->has_players = 1;
			break;
		case 'q': f->quiet = 1; break;
		case 's':
			o->seed = seed_arg(optarg);
			o->has_seed = 1;
			break;
		case 'S':
			if (o->nsheets == CATEGORIES_MAX_BOARDS)
				fail_usage("at most %d sheets, one a "
				    "board", CATEGORIES_MAX_BOARDS);
			o->sheet[o->nsheets++] = optarg;
			break;
		case 't': o->totals = 1; break;
		case 'u': o->unfinished = 1; break;
		default: opt_usage(&categories_tool, stderr, EXIT_ERR);
		}
	*argc -= optind;
	*argv += optind;
	if (*cmd == NULL)
		fail_usage("a command is needed: sheets, show, new, write, "
		    "vote, erase or check");
}

int
main(int argc, char *argv[])
{
	struct opts o = { 0 };
	struct flow f = { 0 };
	const char *cmd, *arg;

	read_opts(&argc, &argv, &cmd, &o, &f);
	arg = argc ? argv[0] : NULL;
	if (strcmp(cmd, "write") == 0)
		cmd_write(argc, argv, &o, &f);
	else if (strcmp(cmd, "vote") == 0)
		cmd_vote(argc, argv, &o, &f);
	else if (strcmp(cmd, "erase") == 0)
		cmd_erase(argc, &o, &f);
	else if (argc > 1)
		fail_usage("too many arguments");
	else if (strcmp(cmd, "sheets") == 0 && argc == 0)
		cmd_sheets(&o, &f);
	else if (strcmp(cmd, "show") == 0)
		cmd_show(arg, &o, &f);
	else if (strcmp(cmd, "new") == 0 && argc == 0)
		cmd_new(&o, &f);
	else if (strcmp(cmd, "check") == 0)
		cmd_check(arg, &o, &f);
	else if (strcmp(cmd, "sheets") == 0 || strcmp(cmd, "new") == 0)
		fail_usage("'categories %s' takes no argument", cmd);
	else
		opt_unknown_cmd(&categories_tool, cmd);
	flow_end(&f);
}
