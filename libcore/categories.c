/*
 * categories.c: the category game's boards, answers and referee.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alphabet.h"
#include "categories.h"
#include "categories_int.h"
#include "core.h"
#include "i18n.h"
#include "node.h"
#include "rng.h"
#include "categories_sheets.h"
#include "spinner.h"
#include "state.h"
#include "util.h"

#define NOTHING_TO_VOTE	"(the referee's ruling, categories(7)) An empty " \
	"category, or one that holds an unfinished word, has no answer to " \
	"vote on: the vote is refused."

/* The rulebook's words, or categories(7)'s ruling where it is silent. */
const struct core_rule categories_rules[CR_NRULES] = {
	[CR_BOARD_LETTER] = { "board-letter", "Once the letter has been "
	    "determined, write the letter on the top left corner of the Game "
	    "Board. All words written on that sheet must start with that "
	    "letter." },
	[CR_FINISH_ONLY] = { "finish-only", "Incomplete words do not count "
	    "and can be stolen by another player if they finish writing the "
	    "incomplete word." },
	[CR_ADD_ONLY] = { "add-only", "(the referee's ruling, categories(7)) "
	    "Any other change to another player's finished word is refused; "
	    "the owner may add to their own." },
	[CR_FINISHED] = { "finished-word", "Incomplete words do not count and "
	    "can be stolen by another player if they finish writing the "
	    "incomplete word. Note: Adding an \"s\" to make an already written "
	    "word plural does NOT count as a steal." },
	[CR_REPEAT] = { "repeat-word", "A player may not use the same word for "
	    "multiple categories on the same board." },
	[CR_SAME_LETTER] = { "same-letter", "Each Game Board should have a "
	    "different letter written on the top left corner of its "
	    "respective Write-In Sheet." },
	[CR_VOTE_ON_EMPTY] = { "vote-on-empty", NOTHING_TO_VOTE },
	[CR_VOTE_ON_UNFINISHED] = { "vote-on-unfinished", NOTHING_TO_VOTE },
	[CR_TAKE_BACK] = { "take-back", "(the referee's ruling, "
	    "categories(7)) A player may take back their own writing in a "
	    "category, while nobody has written there since." },
	[CR_OVER] = { "game-over", "The game ends when all the categories on "
	    "the Category Sheet have been filled out." },
	[CR_VOTE_LATE] = { "vote-too-late", "(the referee's ruling, "
	    "categories(7)) A vote changes the answer it is on, not the game "
	    "played since: a struck answer is not voted valid again when the "
	    "answers written after it would then break a rule." },
	[CR_STRUCK] = { "struck-word", "(the referee's ruling, categories(7)) "
	    "An answer voted down is struck out: its category takes a new "
	    "answer, a word of its own, not the struck one again." },
};

/* --- the referee --- */

static int
issue(struct categories_game *g, const struct answer *a, size_t idx,
    enum categories_rule rule, struct core_err *e, const char *fmt, ...)
    __attribute__((format(printf, 6, 7)));

/* A rule broken by answer a (index idx), or by no answer (a NULL). */
static int
issue(struct categories_game *g, const struct answer *a, size_t idx,
    enum categories_rule rule, struct core_err *e, const char *fmt, ...)
{
	struct categories_issue *is;
	va_list ap;

	if ((is = realloc(g->issues, (g->nissues + 1) * sizeof(*is))) ==
	    NULL)
		return core_nomem(e);
	g->issues = is;
	is = &g->issues[g->nissues++];
	is->rule = &categories_rules[rule];
	is->answer = idx;
	is->line = a != NULL ? a->node->line : 0;
	is->col = a != NULL ? a->node->col : 0;
	va_start(ap, fmt);
	vsnprintf(is->msg, sizeof(is->msg), fmt, ap);
	va_end(ap);
	return 0;
}

/*
 * Has owner already a finished answer that is this word on board b: the
 * word they wrote, or it as it stands, made plural by another?  An answer
 * voted down is crossed out, no use of its word, whether or not a new
 * answer has struck it from its cell yet.
 */
static long
repeated(const struct categories_board *b, const char *owner, const char *word,
    size_t skip)
{
	size_t i;

	for (i = 0; i < b->sheet.n; i++)
		if (i != skip && b->cell[i].done && !b->cell[i].rejected &&
		    b->cell[i].owner == owner &&
		    (strcmp(b->cell[i].word, word) == 0 ||
		    strcmp(b->cell[i].letters, word) == 0))
			return (long)i;
	return -1;
}

/*
 * The word its owner used in cell r, for a repeat's message, into out
 * (size bytes): "'BAKLAVA'" as they wrote it, and when another's S has
 * made it plural, "'BAKLAVA' (made 'BAKLAVAS' by bob's S)": the cell as
 * it stands now is not all theirs.
 */
static const char *
used(const struct categories_cell *r, char *out, size_t size)
{
	if (r->note == CATEGORIES_PLURAL)
		snprintf(out, size, "'%s' (made '%s' by %s's S)", r->wrote,
		    r->text, r->other);
	else
		snprintf(out, size, "'%s'", r->wrote);
	return out;
}

/* Is every category of every board filled, none voted down? */
static int
over(const struct categories_game *g)
{
	size_t i, j;

	for (i = 0; i < g->nboards; i++)
		for (j = 0; j < g->board[i].sheet.n; j++)
			if (!g->board[i].cell[j].done ||
			    g->board[i].cell[j].rejected)
				return 0;
	return g->nboards > 0;
}

/* Was word voted down in (board, cat) before? */
static int
was_struck(const struct categories_game *g, size_t board, size_t cat,
    const char *word)
{
	size_t i = 0;

	while (i < g->struck.len) {
		const char *w = g->struck.p + i + 2;

		if ((unsigned char)g->struck.p[i] == board &&
		    (unsigned char)g->struck.p[i + 1] == cat &&
		    strcmp(w, word) == 0)
			return 1;
		i += 2 + strlen(w) + 1;
	}
	return 0;
}

/*
 * Strike cell (board, cat)'s answer, voted down: the category is open
 * again, and its letters are remembered.
 */
static int
strike(struct categories_game *g, size_t board, size_t cat,
    struct categories_cell *c, struct core_err *e)
{
	unsigned char at[2] = { (unsigned char)board, (unsigned char)cat };

	if (!was_struck(g, board, cat, c->letters) &&
	    (buf_add(&g->struck, at, 2) == -1 ||
	    buf_add(&g->struck, c->letters, strlen(c->letters) + 1) == -1))
		return core_nomem(e);
	memset(c, 0, sizeof(*c));
	return 0;
}

static int
starts_with(const char *s, const char *prefix)
{
	return strncmp(s, prefix, strlen(prefix)) == 0;
}

/*
 * Another player's S after c's finished word (old its letters), which
 * makes it plural and is no steal: played, or an issue.  The S is the
 * whole of the change, so it is written finished: left unfinished, it
 * would be a word another could carry on, and so steal a finished one.
 */
static int
plural(struct categories_game *g, const struct answer *a, size_t idx,
    struct categories_cell *c, size_t run, struct core_err *e)
{
	struct categories_board *b = &g->board[a->board];
	const char *old = c->letters;
	char u[CORE_MSGLEN / 2];
	long rep;

	if (old[strlen(old) - 1] == 'S')
		return issue(g, a, idx, CR_FINISHED, e, "'%s' in category %zu "
		    "of board %zu ends in S already: an S makes no plural of "
		    "it", c->text, a->cat + 1, a->board + 1);
	if (!a->done)
		return issue(g, a, idx, CR_FINISHED, e, "'%s' in category %zu "
		    "of board %zu is %s's, finished: %s's S makes it plural, "
		    "and a plural is no unfinished word", c->text, a->cat + 1,
		    a->board + 1, c->owner, a->player);
	if (was_struck(g, a->board, a->cat, a->word))
		return issue(g, a, idx, CR_STRUCK, e, "'%s' was voted down in "
		    "category %zu of board %zu: a new answer there is a word "
		    "of its own", a->text, a->cat + 1, a->board + 1);
	if ((rep = repeated(b, c->owner, a->word, a->cat)) != -1)
		return issue(g, a, idx, CR_REPEAT, e, "the S by %s would make "
		    "%s's '%s' in category %zu of board %zu the %s %s wrote "
		    "for category %ld: no player uses a word twice on one "
		    "board", a->player, c->owner, c->text, a->cat + 1,
		    a->board + 1, used(&b->cell[rep], u, sizeof(u)), c->owner,
		    rep + 1);
	c->text = a->text;
	memcpy(c->letters, a->word, sizeof(c->letters));
	c->writer = a->player;
	c->note = CATEGORIES_PLURAL;
	c->other = a->player;
	c->answer = idx;
	c->run = run;
	if (a->valid != -1)
		c->rejected = !a->valid;
	return 0;
}

/*
 * Is answer a (index idx) c's writing again, as it stands, by its writer
 * or the owner of its finished word (a command sent twice)?  It adds no
 * letter, so it changes nothing, even once the game is over: 1.  A
 * finished word sent again unfinished (-u) is one too: only letters
 * added make a finished word unfinished again; the unfinished word sent
 * finished is a change, its finishing.  A vote on it (in a file written
 * before it was so read) is a vote on c's answer.
 */
static int
same_again(struct categories_cell *c, const struct answer *a, size_t idx)
{
	if (c->text == NULL || c->rejected || (a->player != c->writer &&
	    (!c->done || a->player != c->owner)) || (a->done && !c->done) ||
	    strcmp(a->word, c->letters) != 0)
		return 0;
	if (a->valid != -1) {
		c->rejected = !a->valid;
		c->answer = idx;
	}
	return 1;
}

/* Play one answer; an answer that breaks a rule is an issue, not played. */
static int
play(struct categories_game *g, const struct answer *a, size_t idx,
    struct core_err *e)
{
	struct categories_board *b = &g->board[a->board];
	struct categories_cell *c = &b->cell[a->cat], was;
	const char *old = c->letters;
	char u[8], u2[CORE_MSGLEN / 2];
	size_t run;
	long rep;

	if ((g->same = same_again(c, a, idx)))
		return 0;
	if (over(g))
		return issue(g, a, idx, CR_OVER, e, "the game is over: every "
		    "category is filled");
	/* The first character, as the language reads it: É is E in French. */
	if (a->first != b->letter)
		return issue(g, a, idx, CR_BOARD_LETTER, e, "%s's '%s' for "
		    "category %zu does not start with the letter %s of board "
		    "%zu", a->player, a->text, a->cat + 1, categories_utf8(g->alpha,
		    b->letter, u), a->board + 1);
	/* An answer voted down is struck out: the category is open again. */
	was = *c;
	if (c->text != NULL && c->done && c->rejected &&
	    strike(g, a->board, a->cat, c, e) == -1)
		return -1;
	/* A new run of writing: the category's first, or another writer's. */
	run = c->text == NULL || a->player != c->writer ? idx : c->run;
	if (c->text == NULL) {
		c->owner = a->done ? a->player : NULL;
		c->note = CATEGORIES_PLAIN;
	} else {
		if (!c->done && (!starts_with(a->word, old) ||
		    (a->player != c->writer && strlen(a->word) ==
		    strlen(old))))
			return issue(g, a, idx, CR_FINISH_ONLY, e, "category "
			    "%zu of board %zu holds the unfinished '%s': %s "
			    "can only finish it", a->cat + 1, a->board + 1,
			    c->text, a->player);
		if (!c->done) {
			if (a->done) {
				c->owner = a->player;
				c->note = a->player != c->writer ?
				    CATEGORIES_STOLEN : CATEGORIES_PLAIN;
				c->other = c->writer;
			}
		} else if (a->player == c->owner) {
			if (!starts_with(a->word, old))
				return issue(g, a, idx, CR_ADD_ONLY, e,
				    "category %zu of board %zu holds '%s': a "
				    "word written can only be added to",
				    a->cat + 1, a->board + 1, c->text);
			/* Gone on from, another's S is no plural now. */
			if (c->note == CATEGORIES_PLURAL &&
			    strlen(a->word) > strlen(old)) {
				c->note = CATEGORIES_PLAIN;
				c->other = NULL;
			}
		} else if (strlen(a->word) == strlen(old) + 1 &&
		    starts_with(a->word, old) &&
		    a->word[strlen(old)] == 'S')
			return plural(g, a, idx, c, run, e);
		else
			return issue(g, a, idx, CR_FINISHED, e, "'%s' in "
			    "category %zu of board %zu is %s's, finished: "
			    "only an unfinished word can be finished by "
			    "another player", c->text, a->cat + 1,
			    a->board + 1, c->owner);
	}
	if (a->done && was_struck(g, a->board, a->cat, a->word)) {
		*c = was;
		return issue(g, a, idx, CR_STRUCK, e, "'%s' was voted down in "
		    "category %zu of board %zu: a new answer there is a word "
		    "of its own", a->text, a->cat + 1, a->board + 1);
	}
	c->text = a->text;
	memcpy(c->letters, a->word, sizeof(c->letters));
	c->writer = a->player;
	c->done = a->done;	/* an owner's addition may be unfinished */
	if (c->done && c->owner == a->player) {
		memcpy(c->word, a->word, sizeof(c->word));
		c->wrote = a->text;
	}
	if (c->done && (rep = repeated(b, c->owner, c->word, a->cat)) != -1) {
		*c = was;
		return issue(g, a, idx, CR_REPEAT, e, "%s already wrote %s "
		    "for category %ld of board %zu: no player uses a word "
		    "twice on one board", a->player, used(&b->cell[rep], u2,
		    sizeof(u2)), rep + 1, a->board + 1);
	}
	c->answer = idx;
	c->run = run;
	if (a->valid != -1)
		c->rejected = !a->valid;
	return 0;
}

int
categories_referee(struct state *st, struct categories_game *g, struct core_err *e)
{
	const struct node *seq, *bs;
	struct buf d = { 0 };
	struct answer a;
	char u[8];
	size_t i, j;
	long p;

	g->alpha = st->alpha;
	if (categories_read_boards(st, g, e) == -1)
		return -1;
	for (i = 0; i < st->nplayers; i++)
		if (i == CATEGORIES_MAX_PLAYERS) {
			/* A marker each, as new seats them: no crafted ninth. */
			bs = node_get(st->root, "players")->items[i];
			return core_errf(e, st->file, bs->line, bs->col,
			    "more players than the box has markers (%d): each "
			    "writes in a colour of their own",
			    CATEGORIES_MAX_PLAYERS);
		} else
			g->player[g->nplayers++] = st->players[i].name;
	if (g->nboards == 2 && g->board[0].letter == g->board[1].letter) {
		bs = node_get(st->root, "boards")->items[1];
		if (issue(g, NULL, (size_t)-1, CR_SAME_LETTER, e, "both "
		    "boards have the letter %s: each board of Double Trouble "
		    "needs its own letter", categories_utf8(g->alpha, g->board[0].letter,
		    u)) == -1)
			return -1;
		g->issues[0].line = bs->line;
		g->issues[0].col = bs->col;
	}
	if ((seq = node_get(st->root, "answers")) != NULL) {
		if (seq->kind != NODE_SEQ)
			return categories_bad(st, seq, e, N_("'answers' must be a list"));
		/* One buffer decodes every answer. */
		for (i = 0; i < seq->n; i++)
			if (categories_read_answer(st, g, seq->items[i], &a, &d, e) ==
			    -1 || play(g, &a, i, e) == -1) {
				buf_free(&d);
				return -1;
			}
		buf_free(&d);
		g->nanswers = seq->n;
	}
	for (i = 0; i < g->nboards; i++)
		for (j = 0; j < g->board[i].sheet.n; j++) {
			struct categories_cell *c = &g->board[i].cell[j];

			if (!c->done || c->rejected)
				g->unfilled++;
			else if ((p = categories_player_index(g, c->owner)) != -1)
				g->count[p]++;
		}
	if (g->nissues == 0)
		return 0;
	/* The first issue is the game's "no"; the others are in g. */
	core_no(e, g->issues[0].rule, "%s", g->issues[0].msg);
	if (e != NULL) {
		e->file = st->file;
		e->line = g->issues[0].line;
		e->col = g->issues[0].col;
	}
	return 1;
}

void
categories_free(struct categories_game *g)
{
	free(g->issues);
	g->issues = NULL;
	buf_free(&g->struck);
}

/* --- setting up and writing --- */

static int
put(struct node *m, const char *key, struct node *v, struct core_err *e)
{
	return node_set(m, key, v) == -1 ? core_nomem(e) : 0;
}

/*
 * The n boards' letters given as text s (UTF-8 of a's letters, case
 * ignored, folds read) into letters, checked: n letters, all different.
 */
static int
given_letters(const struct alphabet *a, const char *s, size_t n,
    char letters[CATEGORIES_MAX_BOARDS + 1], struct core_err *e)
{
	struct buf d = { 0 };
	char list[160];
	size_t i;
	int rc;

	rc = alpha_decode(a, s, strlen(s), ALPHA_UPPER, &d, e);
	if (rc == 0 && d.len != n) {
		buf_free(&d);
		/* Each sentence whole: the catalogs have no plurals. */
		if (n == 1)
			return core_errf(e, NULL, 0, 0, "1 board needs 1 "
			    "letter");
		return core_errf(e, NULL, 0, 0, "%zu boards need %zu letters",
		    n, n);
	}
	for (i = 0; rc == 0 && i < n; i++)
		if (alpha_index(a, d.p[i]) < 0)
			rc = 1;
	if (rc == 0)
		memcpy(letters, d.p, n + 1);
	buf_free(&d);
	if (rc == -1 && e->col == 0)
		return -1;
	if (rc != 0 || (n == 2 && letters[0] == letters[1]))
		return core_errf(e, NULL, 0, 0, "the letters must be %s, a "
		    "different one for each board", spinner_letters_of(a,
		    list, sizeof(list)));
	return 0;
}

int
categories_new(struct state *st, const struct categories_setup *c, struct core_err *e)
{
	struct sheet s;
	struct node *boards, *b, *sn;
	char letters[CATEGORIES_MAX_BOARDS + 1], one[8], set[SPINNER_SETLEN];
	const char *name = NULL;
	struct rng r;
	size_t i, n;

	if (node_get(st->root, "boards") != NULL)
		return core_errf(e, st->file, 0, 0, "the game is already set "
		    "up: it has boards");
	if (c->nnames < CATEGORIES_MIN_PLAYERS || c->nnames > CATEGORIES_MAX_PLAYERS)
		return core_errf(e, NULL, 0, 0, "the category game is for %d "
		    "to %d players, not %zu", CATEGORIES_MIN_PLAYERS,
		    CATEGORIES_MAX_PLAYERS, c->nnames);
	n = c->nboards ? c->nboards : c->nnames >= CATEGORIES_TWO_BOARDS ? 2 : 1;
	if (n > CATEGORIES_MAX_BOARDS)
		return core_errf(e, NULL, 0, 0, "one or two boards, not %zu",
		    n);
	if (n == 1 && (c->sheet[1] != NULL || c->sheetnode[1] != NULL))
		return core_errf(e, NULL, 0, 0, "1 board takes 1 sheet: a "
		    "second needs --boards 2");
	rng_seed(&r, st->seed, 0);
	if (c->letters != NULL && given_letters(st->alpha, c->letters, n,
	    letters, e) == -1)
		return -1;
	/* One random sheet for every board that is not given its own. */
	if (c->sheet[0] == NULL && c->sheetnode[0] == NULL)
		name = categories_sheet_names[rng_below(&r, CATEGORIES_SHEET_BUILTINS)];
	spinner_default(st->alpha, set);
	if (c->letters == NULL &&
	    spinner_spin_fresh(st->alpha, set, "", n, &r, letters, e) != 0)
		return -1;
	for (i = 0; i < c->nnames; i++)
		if (state_add_player(st, c->names[i], 0, e) == NULL)
			return -1;
	if ((boards = node_new(NODE_SEQ, STYLE_BLOCK)) == NULL ||
	    node_set(st->root, "boards", boards) == -1)
		return core_nomem(e);
	for (i = 0; i < n; i++) {
		/* A board without a sheet of its own shares board 1's. */
		const char *sname = c->sheet[i];
		const struct node *snode = c->sheetnode[i];

		if (sname == NULL && snode == NULL) {
			sname = c->sheet[0] != NULL ? c->sheet[0] : name;
			snode = c->sheetnode[0];
		}
		if (sname != NULL &&
		    categories_sheet_builtin(sname, st->lang, &s) == -1)
			return core_errf(e, NULL, 0, 0, "no sheet named '%s' "
			    "(kitchen, outdoors, town, showtime, home, "
			    "oddball)", sname);
		if (sname == NULL && categories_sheet_read(snode, NULL, &s, e) == -1)
			return -1;
		categories_utf8(st->alpha, (unsigned char)letters[i], one);
		if ((b = node_new(NODE_MAP, STYLE_BLOCK)) == NULL ||
		    node_push(boards, b) == -1)
			return core_nomem(e);
		sn = sname ? node_str(sname, STYLE_DOUBLE) : categories_sheet_node(&s);
		if (put(b, "letter", node_str(one, STYLE_DOUBLE), e) == -1 ||
		    put(b, "sheet", sn, e) == -1)
			return -1;
	}
	return 0;
}

/*
 * Append an answer to the state's answers (strings borrowed and copied).
 * board and category count from 1.
 */
static int
add_answer(struct state *st, const char *player, size_t board,
    size_t category, const char *word, int done, struct core_err *e)
{
	struct node *seq, *m;

	if ((seq = node_get(st->root, "answers")) == NULL) {
		if ((seq = node_new(NODE_SEQ, STYLE_BLOCK)) == NULL ||
		    node_set(st->root, "answers", seq) == -1)
			return core_nomem(e);
	}
	if (seq->kind != NODE_SEQ)
		return categories_bad(st, seq, e, N_("'answers' must be a list"));
	if ((m = node_new(NODE_MAP, STYLE_FLOW)) == NULL ||
	    node_push(seq, m) == -1) {
		node_free(m);
		return core_nomem(e);
	}
	if (put(m, "player", node_str(player, STYLE_DOUBLE), e) == -1 ||
	    put(m, "board_number", node_int((long long)board), e) == -1 ||
	    put(m, "category", node_int((long long)category), e) == -1 ||
	    put(m, "word", node_str(word, STYLE_DOUBLE), e) == -1 ||
	    (!done && put(m, "done", node_str("false", STYLE_PLAIN), e) ==
	    -1))
		return -1;
	return 0;
}

int
categories_write(struct state *st, const char *player, size_t board,
    size_t category, const char *word, int done, struct core_err *e)
{
	struct categories_game g = { 0 };
	struct core_err ge;
	struct node *seq;
	int rc;

	if (add_answer(st, player, board, category, word, done, e) == -1)
		return -1;
	/* A malformed game is the caller's to tell, when it referees. */
	rc = categories_referee(st, &g, &ge);
	categories_free(&g);
	if (rc == -1 || !g.same)
		return 0;
	seq = node_get(st->root, "answers");
	/* The category held an answer before it: the list was there. */
	node_seq_del(seq, seq->n - 1);
	return 1;
}

/*
 * The game of st refereed into g, and its cell of board and category
 * (1-based); NULL with e when the game is not one or has no such cell.
 */
static const struct categories_cell *
refereed_cell(struct state *st, struct categories_game *g, size_t board,
    size_t category, struct core_err *e)
{
	if (categories_referee(st, g, e) == -1)
		return NULL;
	categories_free(g);
	if (board < 1 || board > g->nboards) {
		core_errf(e, NULL, 0, 0, "the game has no board %zu", board);
		return NULL;
	}
	if (category < 1 || category > g->board[board - 1].sheet.n) {
		core_errf(e, NULL, 0, 0, "board %zu has no category %zu (1 to "
		    "%zu)", board, category, g->board[board - 1].sheet.n);
		return NULL;
	}
	return &g->board[board - 1].cell[category - 1];
}

int
categories_check_cell(struct state *st, size_t board, size_t category,
    struct core_err *e)
{
	struct categories_game g;

	memset(&g, 0, sizeof(g));
	return refereed_cell(st, &g, board, category, e) == NULL ? -1 : 0;
}

int
categories_vote(struct state *st, size_t board, size_t category, int valid,
    int *same, struct core_err *e)
{
	struct categories_game g = { 0 }, after;
	const struct categories_cell *c;
	struct node *m, *was;
	size_t idx;

	/* A game with issues may still be voted on: they are not played. */
	if ((c = refereed_cell(st, &g, board, category, e)) == NULL)
		return -1;
	if (c->text == NULL)
		return core_no(e, &categories_rules[CR_VOTE_ON_EMPTY], "category "
		    "%zu of board %zu is empty: there is no answer to vote on",
		    category, board);
	if (!c->done)
		return core_no(e, &categories_rules[CR_VOTE_ON_UNFINISHED], "'%s' "
		    "in category %zu of board %zu is unfinished: it counts for "
		    "nobody, there is no answer to vote on", c->text, category,
		    board);
	idx = c->answer;
	m = node_get(st->root, "answers")->items[idx];
	/* The vote it holds again changes nothing (the referee read it). */
	*same = (was = node_get(m, "valid")) != NULL &&
	    strcmp(was->str, valid ? "true" : "false") == 0;
	if (*same)
		return 0;
	if (was != NULL && (was = node_dup(was)) == NULL)
		return core_nomem(e);
	if (put(m, "valid", node_str(valid ? "true" : "false", STYLE_PLAIN),
	    e) == -1) {
		node_free(was);
		return -1;
	}
	/* The answers written since stand: the vote changes its answer. */
	memset(&after, 0, sizeof(after));
	if (categories_referee(st, &after, e) == -1) {
		node_free(was);
		return -1;
	}
	categories_free(&after);
	if (after.nissues <= g.nissues) {
		node_free(was);
		return 0;
	}
	if (was == NULL)
		node_del(m, "valid");
	else if (node_set(m, "valid", was) == -1)
		return core_nomem(e);
	return core_no(e, &categories_rules[CR_VOTE_LATE], "the game went on "
	    "after '%s' was voted down: voted valid again, it would undo the "
	    "answers written since", c->text);
}

int
categories_erase(struct state *st, const char *player, size_t board,
    size_t category, char *word, size_t size, struct core_err *e)
{
	struct categories_game g = { 0 };
	const struct categories_cell *c;
	struct node *seq, *m, *p, *bn, *cn;
	long long v;
	size_t i, run;

	if ((c = refereed_cell(st, &g, board, category, e)) == NULL)
		return -1;
	if (over(&g))
		return core_no(e, &categories_rules[CR_OVER], "the game is "
		    "over: every category is filled");
	if (c->text == NULL)
		return core_no(e, &categories_rules[CR_TAKE_BACK], "category "
		    "%zu of board %zu is empty: there is nothing to take back",
		    category, board);
	/* Shown struck out, it is the group's vote now, not the writer's. */
	if (c->done && c->rejected)
		return core_no(e, &categories_rules[CR_TAKE_BACK], "'%s' in "
		    "category %zu of board %zu was voted down: struck out by "
		    "the group's vote, it is no writing to take back, and the "
		    "category is open to a new answer", c->text, category,
		    board);
	if (strcmp(c->writer, player) != 0)
		return core_no(e, &categories_rules[CR_TAKE_BACK], "'%s' in "
		    "category %zu of board %zu was written last by %s: %s may "
		    "take back only %s's own writing", c->text, category, board,
		    c->writer, player, player);
	snprintf(word, size, "%s", c->text);
	/* The player's answers in the category, from the run's first on. */
	seq = node_get(st->root, "answers");
	for (run = c->run, i = seq->n; i-- > run; ) {
		m = seq->items[i];
		p = node_get(m, "player");
		if ((bn = node_get(m, "board_number")) == NULL)
			bn = node_get(m, "board");
		cn = node_get(m, "category");
		if (strcmp(p->str, player) == 0 && (bn == NULL ? 1 :
		    node_is_int(bn, &v) ? v : 0) == (long long)board &&
		    node_is_int(cn, &v) && v == (long long)category)
			node_seq_del(seq, i);
	}
	return 0;
}
