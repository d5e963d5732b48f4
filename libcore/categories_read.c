/*
 * categories_read.c: a category game's boards and answers, read from its
 * state and checked for form; categories.c referees them.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "alphabet.h"
#include "categories.h"
#include "categories_int.h"
#include "categories_sheets.h"
#include "core.h"
#include "i18n.h"
#include "node.h"
#include "spinner.h"
#include "state.h"
#include "util.h"

int
categories_bad(const struct state *st, const struct node *n,
    struct core_err *e, const char *msg)
{
	/* msg: marked N_, said in the reader's words. */
	return core_errf(e, st->file, n->line, n->col, "%s", _(msg));
}

/*
 * The letters of decoded text d (letter bytes of a), capitals: "Ice-cream"
 * and "ICECREAM" are one word.
 */
static void
letters_of(const struct alphabet *a, const char *d,
    char out[CATEGORIES_WORD_MAX + 1])
{
	size_t n = 0;

	for (; *d != '\0' && n < CATEGORIES_WORD_MAX; d++)
		if (alpha_index(a, *d) >= 0)
			out[n++] = *d;
	out[n] = '\0';
}

const char *
categories_utf8(const struct alphabet *a, int c, char out[8])
{
	alpha_letter_utf8(a, alpha_index(a, c), 0, out);
	return out;
}

static const char not_one_line[] = N_("a word is written with letters, "
    "digits, spaces and punctuation, on one line");

/*
 * Decode the text of scalar w (an answer's word) under st's language,
 * capitals, into out: letters and what folds onto them become letter
 * bytes, ASCII that is no letter stays, and any other character (a
 * letter of another script, a typographic mark such as a curly
 * apostrophe) is punctuation, a space.  Bad UTF-8 and control characters
 * are -1, at their place.
 */
static int
decode_word(const struct state *st, const struct node *w, struct buf *out,
    struct core_err *e)
{
	const char *p = w->str, *why;
	struct core_err de;
	size_t len = w->len, col = 0, k, n;
	uint32_t cp;
	int rc;

	while ((rc = alpha_decode(st->alpha, p, len, ALPHA_UPPER, out,
	    &de)) != 0) {
		if (de.col == 0)
			return core_nomem(e);
		/* Step over the characters decoded, to the one refused. */
		for (k = 1; k < de.col; k++, p += n, len -= n)
			n = alpha_utf8_get(p, len, &cp, &why);
		col += de.col - 1;
		if (rc == -1)
			return core_errf(e, st->file, w->line,
			    node_char_col(w, col), "'word': %s", de.msg);
		n = alpha_utf8_get(p, len, &cp, &why);
		if (cp < 0xA0)
			return categories_bad(st, w, e, not_one_line);
		if (buf_addc(out, ' ') == -1)
			return core_nomem(e);
		p += n;
		len -= n;
		col++;
	}
	return 0;
}

static int
read_board(struct state *st, const struct node *m, struct categories_board *b,
    struct core_err *e)
{
	const struct node *l, *s;
	struct core_err de;
	struct buf d = { 0 };
	char list[160];
	int rc = 0;

	if (m->kind != NODE_MAP)
		return categories_bad(st, m, e, N_("a board is a mapping with a letter and "
		    "a sheet"));
	/* One letter of the language, or one character folding onto it. */
	if ((l = node_get(m, "letter")) == NULL || l->kind != NODE_SCALAR ||
	    (rc = alpha_decode(st->alpha, l->str, l->len, ALPHA_UPPER, &d,
	    &de)) == 1 || (rc == 0 && (d.len != 1 ||
	    alpha_index(st->alpha, d.p[0]) < 0))) {
		buf_free(&d);
		return core_errf(e, st->file, (l ? l : m)->line,
		    (l ? l : m)->col, "a board needs its 'letter', one letter "
		    "%s", spinner_letters_of(st->alpha, list, sizeof(list)));
	}
	if (rc == -1) {
		buf_free(&d);
		if (de.col == 0)
			return core_nomem(e);
		return core_errf(e, st->file, l->line, node_char_col(l,
		    de.col - 1), "'letter': %s", de.msg);
	}
	b->letter = (unsigned char)d.p[0];
	buf_free(&d);
	if ((s = node_get(m, "sheet")) == NULL)
		return categories_bad(st, m, e, N_("a board needs its 'sheet'"));
	if (s->kind == NODE_SCALAR) {
		if (categories_sheet_builtin(s->str, st->lang, &b->sheet) == -1)
			return core_errf(e, st->file, s->line, s->col,
			    "no sheet named '%.32s' (kitchen, outdoors, town, "
			    "showtime, home, oddball)", s->str);
		return 0;
	}
	return categories_sheet_read(s, st->file, &b->sheet, e);
}

int
categories_read_boards(struct state *st, struct categories_game *g, struct core_err *e)
{
	const struct node *seq;
	size_t i;

	if ((seq = node_get(st->root, "boards")) == NULL)
		return core_errf(e, st->file, 0, 0, "the state has no "
		    "boards: start with 'categories new'");
	if (seq->kind != NODE_SEQ || seq->n == 0 ||
	    seq->n > CATEGORIES_MAX_BOARDS)
		return categories_bad(st, seq, e, N_("'boards' must be a list of one or two "
		    "boards"));
	for (i = 0; i < seq->n; i++)
		if (read_board(st, seq->items[i], &g->board[i], e) == -1)
			return -1;
	g->nboards = seq->n;
	return 0;
}

long
categories_player_index(struct categories_game *g, const char *name)
{
	size_t i;

	for (i = 0; i < g->nplayers; i++)
		if (strcmp(g->player[i], name) == 0)
			return (long)i;
	return -1;
}

static int
get_bool(const struct state *st, const struct node *m, const char *key,
    int def, int *out, struct core_err *e)
{
	const struct node *n;

	*out = def;
	if ((n = node_get(m, key)) == NULL)
		return 0;
	if (n->kind == NODE_SCALAR && n->style == STYLE_PLAIN &&
	    n->tag == NULL && (strcmp(n->str, "true") == 0 ||
	    strcmp(n->str, "false") == 0)) {
		*out = strcmp(n->str, "true") == 0;
		return 0;
	}
	return core_errf(e, st->file, n->line, n->col, "'%s' must be true "
	    "or false", key);
}

static int
get_index(const struct state *st, const struct node *m, const char *key,
    size_t def, size_t max, size_t *out, struct core_err *e)
{
	const struct node *n;
	long long v;

	*out = def;
	if ((n = node_get(m, key)) == NULL) {
		if (def == 0)
			return core_errf(e, st->file, m->line, m->col,
			    "an answer needs its '%s'", key);
		return 0;
	}
	if (!node_is_int(n, &v) || v < 1 || (unsigned long long)v > max)
		return core_errf(e, st->file, n->line, n->col, "'%s' must be "
		    "a number from 1 to %zu", key, max);
	*out = (size_t)v;
	return 0;
}


int
categories_read_answer(struct state *st, struct categories_game *g, const struct node *m,
    struct answer *a, struct buf *d, struct core_err *e)
{
	const struct node *p, *w;
	size_t i, n;
	int ctl;

	if (m->kind != NODE_MAP)
		return categories_bad(st, m, e, N_("an answer is a mapping: player, board, "
		    "category, word"));
	if ((p = node_get(m, "player")) == NULL || p->kind != NODE_SCALAR ||
	    !state_name_ok(p->str))
		return categories_bad(st, p ? p : m, e, N_("an answer needs its 'player', "
		    "a player's name"));
	if (categories_player_index(g, p->str) == -1) {
		if (st->nplayers > 0)
			return core_errf(e, st->file, p->line, p->col,
			    "'%s' is not one of the players", p->str);
		if (g->nplayers == CATEGORIES_MAX_PLAYERS)
			return core_errf(e, st->file, p->line, p->col,
			    "more players than the box has markers (%d): "
			    "each writes in a colour of their own",
			    CATEGORIES_MAX_PLAYERS);
		g->player[g->nplayers++] = p->str;
	}
	a->node = m;
	a->player = g->player[categories_player_index(g, p->str)];
	/* board_number, as the tools write it, or board, as they did. */
	if (node_get(m, "board_number") != NULL &&
	    (p = node_get(m, "board")) != NULL)
		return categories_bad(st, p, e, N_("an answer gives 'board_number' or the "
		    "old 'board', not both"));
	if (get_index(st, m, node_get(m, "board") != NULL ? "board" :
	    "board_number", 1, g->nboards, &a->board, e) == -1 ||
	    get_index(st, m, "category", 0,
	    g->board[a->board - 1].sheet.n, &a->cat, e) == -1 ||
	    get_bool(st, m, "done", 1, &a->done, e) == -1 ||
	    get_bool(st, m, "valid", -1, &a->valid, e) == -1)
		return -1;
	/*
	 * A vote is on a finished answer (vote-on-unfinished): read on an
	 * unfinished one, it would strike the word finished from it.
	 */
	if (!a->done && a->valid != -1)
		return categories_bad(st, node_get(m, "valid"), e,
		    N_("'valid' is a vote on a finished answer: an unfinished "
		    "one ('done: false') has none"));
	a->board--;
	a->cat--;
	/* Characters are the bytes that start one; a control is none. */
	w = node_get(m, "word");
	for (i = 0, n = 0, ctl = 0; w != NULL && w->kind == NODE_SCALAR &&
	    i < w->len; i++) {
		n += ((unsigned char)w->str[i] & 0xC0) != 0x80;
		ctl |= (unsigned char)w->str[i] < 0x20 || w->str[i] == 0x7f;
	}
	if (w == NULL || w->kind != NODE_SCALAR || w->len == 0 ||
	    n > CATEGORIES_WORD_MAX)
		return categories_bad(st, w ? w : m, e, N_("an answer needs its 'word', 1 to "
		    "64 characters"));
	if (ctl)
		return categories_bad(st, w, e, not_one_line);
	d->len = 0;
	if (decode_word(st, w, d, e) == -1)
		return -1;
	letters_of(st->alpha, d->p, a->word);
	a->first = (unsigned char)d->p[0];
	if (a->word[0] == '\0')
		return categories_bad(st, w, e, N_("a word needs a letter"));
	a->text = w->str;
	return 0;
}
