/*
 * view.c: a game as its table sees it: which game draws it, and the text
 * and documents every game's view is made of.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alphabet.h"
#include "core.h"
#include "i18n.h"
#include "node.h"
#include "spinner.h"
#include "state.h"
#include "tiles.h"
#include "util.h"
#include "view.h"
#include "view_int.h"

/* The players' colours, by seat: red, green, yellow, blue, magenta, cyan. */
static const char view_colours[][3] = { "31", "32", "33", "34", "35", "36" };
#define NCOLOURS	(sizeof(view_colours) / sizeof(view_colours[0]))

int
view_needs_dict(const struct state *st)
{
	return state_game(st) == STATE_TYPESET;
}

const char *
view_game_name(const struct state *st, char *buf, size_t len)
{
	switch (state_game(st)) {
	case STATE_SHENANIGRAMS:	return "Shenanigrams";
	case STATE_TYPESET:		return "Typeset";
	case STATE_CATEGORIES:		return "Can You Roll Doubles?";
	case STATE_SHAPEMASH:		return "Shapemash";
	default:			break;
	}
	if (st->game == NULL || strcmp(st->game, "bananagrams") == 0)
		return "Bananagrams";
	if (strcmp(st->game, "bananagrams-wild") == 0)
		return "Bananagrams WildTiles";
	/* A set of one's own, played by the Bananagrams rules. */
	snprintf(buf, len, "Bananagrams (%s)", st->game);
	return buf;
}

/* A bag of tiles opened and not dealt yet: only the bag to show. */
static int
undealt(struct view *v)
{
	static const char msg[] = "no players yet: deal(1) deals the tiles";
	size_t left = v->st->bag != NULL ? strlen(v->st->bag) : 0;
	char name[CORE_MSGLEN];
	struct node *ps;

	if (v->b != NULL) {
		view_head(v, view_game_name(v->st, name, sizeof(name)), msg);
		view_fmt(v, "bag: %zu tile%s\n", left, left == 1 ? "" : "s");
		/* What the table agreed before play, shown before the deal. */
		return view_bananagrams_house(v);
	}
	if (view_doc_head(v, "deal", msg) == -1)
		return -1;
	if (view_bananagrams_house(v) == -1 ||
	    view_set_int(v->doc, "tiles_left", (long long)left) == -1 ||
	    (ps = node_new(NODE_SEQ, STYLE_FLOW)) == NULL ||
	    node_set(v->doc, "players", ps) == -1)
		return core_nomem(v->e);
	return view_doc_tail(v, NULL, 0, 0);
}

/*
 * A spinner's session (spinner -u): no game, only the letters spun, as
 * they stand in the state (the letters left depend on the set each spin
 * was given, which the state does not keep).
 */
static int
session(struct view *v)
{
	const struct node *n = node_get(v->st->root, "spun");
	char msg[CORE_MSGLEN], *used;
	size_t k;

	if (spinner_used(v->st, &used, v->e) == -1)
		return -1;
	k = strlen(used);
	free(used);
	snprintf(msg, sizeof(msg), k == 1 ? "%zu letter spun" :
	    "%zu letters spun", k);
	if (v->b != NULL) {
		view_head(v, "Letter spinner", msg);
		if (k > 0) {
			view_fmt(v, "spun: ");
			view_str(v, n->str);
			view_fmt(v, "\n");
		}
		return 0;
	}
	if ((v->st->lang != NULL && view_set_str(v->doc, "lang",
	    v->st->lang) == -1) ||
	    view_set_str(v->doc, "status", "spin") == -1 ||
	    view_set_str(v->doc, "message", msg) == -1 ||
	    view_set_str(v->doc, "spun", n != NULL ? n->str : "") == -1)
		return core_nomem(v->e);
	return view_doc_tail(v, NULL, 0, 0);
}

/*
 * Who typed the seed of a game kept from its players, which tells them
 * every tile to come (state.h), for every player to see: a line of its
 * own after the game, or "seed_typed_by".  Not the seed.
 */
static int
seed_typer(struct view *v)
{
	const char *login;

	if (state_seed_typer(v->st, &login, v->e) == -1)
		return -1;
	if (login == NULL)
		return 0;
	if (v->b != NULL) {
		view_fmt(v, "seed typed by ");
		view_str(v, login);
		view_fmt(v, "\n");
		return 0;
	}
	if (view_set_str(v->doc, "seed_typed_by", login) == -1)
		return core_nomem(v->e);
	return 0;
}

static int
draw_game(struct view *v)
{
	if (state_is_session(v->st))
		return session(v);
	if (v->st->nplayers == 0 && (state_game(v->st) & STATE_TILE_GAMES))
		return undealt(v);
	switch (state_game(v->st)) {
	case STATE_SHENANIGRAMS:	return view_shenanigrams(v);
	case STATE_TYPESET:		return view_typeset(v);
	case STATE_CATEGORIES:		return view_categories(v);
	case STATE_SHAPEMASH:		return view_shapemash(v);
	default:			return view_bananagrams(v);
	}
}

static int
draw(struct view *v)
{
	if (draw_game(v) == -1)
		return -1;
	return seed_typer(v);
}

/*
 * The drawing, in English in every language: it is an answer, and it
 * quotes the referee (whose turn, who is waited for).  Drawn again when
 * it fails, so that the error is said in the caller's language.
 */
static int
draw_english(struct view *v)
{
	size_t len = v->b != NULL ? v->b->len : 0;
	int was = i18n_english(1), rc;

	rc = draw(v);
	i18n_english(was);
	if (rc == 0 || was)
		return rc;
	if (v->b != NULL)
		v->b->len = len;
	else {
		node_free(v->doc);
		if ((v->doc = node_new(NODE_MAP, STYLE_BLOCK)) == NULL)
			return core_nomem(v->e);
	}
	return draw(v);
}

int
view_text(struct state *st, const struct view_opts *o, struct buf *out,
    struct core_err *e)
{
	struct view v;

	memset(&v, 0, sizeof(v));
	v.st = st;
	v.o = o;
	v.b = out;
	v.e = e;
	if (draw_english(&v) == -1)
		return -1;
	if (out->failed)
		return core_nomem(e);
	return 0;
}

struct node *
view_node(struct state *st, const struct view_opts *o, struct core_err *e)
{
	struct view v;

	memset(&v, 0, sizeof(v));
	v.st = st;
	v.o = o;
	v.e = e;
	if ((v.doc = node_new(NODE_MAP, STYLE_BLOCK)) == NULL) {
		core_nomem(e);
		return NULL;
	}
	if (draw_english(&v) == -1) {
		node_free(v.doc);
		return NULL;
	}
	return v.doc;
}

/* --- text --- */

void
view_sgr(struct view *v, const char *sgr)
{
	if (v->o->colour && sgr != NULL) {
		buf_adds(v->b, "\033[");
		buf_adds(v->b, sgr);
		buf_addc(v->b, 'm');
	}
}

void
view_plain(struct view *v)
{
	if (v->o->colour)
		buf_adds(v->b, "\033[0m");
}

void
view_fmt(struct view *v, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	(void)buf_vprintf(v->b, fmt, ap);	/* a failure is v->b's */
	va_end(ap);
}

/*
 * Characters no terminal should be handed from a file: the C0 and C1
 * controls and DEL, and those that show nothing or change what is around
 * them (the bidirectional controls, the line and paragraph separators,
 * the byte order mark, zero-width characters, combining marks: what
 * every tool's message escapes too, char_shown), so that a drawing
 * escapes as the messages do, measures what it shows, and is the same
 * followed.
 */
static int
unsafe(uint32_t cp)
{
	return !char_shown(cp);
}

/*
 * The characters a terminal gives two columns (East Asian Wide and
 * Fullwidth: the ideographs, kana, hangul, fullwidth forms, emoji), so
 * that a name such as 太郎 is measured as it shows.  Sorted.
 */
static const uint32_t wide[][2] = {
	{ 0x1100, 0x115f }, { 0x2e80, 0x303e }, { 0x3041, 0x33ff },
	{ 0x3400, 0x4dbf }, { 0x4e00, 0x9fff }, { 0xa000, 0xa4cf },
	{ 0xa960, 0xa97f }, { 0xac00, 0xd7a3 }, { 0xf900, 0xfaff },
	{ 0xfe10, 0xfe19 }, { 0xfe30, 0xfe6f }, { 0xff00, 0xff60 },
	{ 0xffe0, 0xffe6 }, { 0x16fe0, 0x18aff }, { 0x1b000, 0x1b2ff },
	{ 0x1f300, 0x1f64f }, { 0x1f900, 0x1f9ff }, { 0x20000, 0x3fffd }
};

/* The columns cp takes on a terminal: 2 for a wide one, else 1. */
static size_t
columns(uint32_t cp)
{
	return char_in(wide, sizeof(wide) / sizeof(wide[0]), cp) ? 2 : 1;
}

/* s escaped onto b (NULL: only measured); returns the columns it takes. */
size_t
view_escape(struct buf *b, const char *s)
{
	size_t i = 0, n = strlen(s), len, w = 0;
	const char *why;
	uint32_t cp;
	char e[CHAR_ESC_MAX];

	while (i < n) {
		/* Printable ASCII, most of what is shown: a run at once. */
		for (len = 0; i + len < n && s[i + len] >= 0x20 &&
		    s[i + len] < 0x7f; len++)
			;
		if (len > 0) {
			if (b != NULL)
				buf_add(b, s + i, len);
			i += len;
			w += len;
			continue;
		}
		if ((len = alpha_utf8_get(s + i, n - i, &cp, &why)) == 0) {
			byte_escape((unsigned char)s[i], e);
			len = 1;
		} else if (unsafe(cp))
			char_escape(cp, e);
		else {
			if (b != NULL)
				buf_add(b, s + i, len);
			i += len;
			w += columns(cp);
			continue;
		}
		if (b != NULL)
			buf_adds(b, e);
		w += strlen(e);
		i += len;
	}
	return w;
}

void
view_str(struct view *v, const char *s)
{
	view_escape(v->b, s);
}

size_t
view_width(const char *s)
{
	return view_escape(NULL, s);
}

void
view_pad(struct view *v, const char *s, size_t w)
{
	size_t n = view_escape(v->b, s);

	for (; n < w; n++)
		buf_addc(v->b, ' ');
}

void
view_tiles(struct view *v, const char *s)
{
	struct core_err e;

	/* Tiles the state's reader let in are letters of its alphabet. */
	if (alpha_encode(v->st->alpha, s, strlen(s), v->b, &e) == -1)
		v->b->failed = 1;
}

/* Tiles sorted, as a rack is laid out: A-Z, the others, then '?'. */
static void
rack(struct view *v, const char *s)
{
	struct tileset t;
	const char *c;
	char *sorted, *p;
	int i, k;

	memset(&t, 0, sizeof(t));
	for (c = s; *c != '\0'; c++)
		if ((i = tile_index((unsigned char)*c)) >= 0)
			t.n[i]++;
	if ((sorted = malloc(strlen(s) + 1)) == NULL) {
		v->b->failed = 1;
		return;
	}
	p = sorted;
	/* tile_index orders A-Z, the letters beyond, then the wild. */
	for (i = 0; i < TILE_KINDS; i++)
		for (k = 0; k < (int)t.n[i]; k++)
			*p++ = (char)tile_char(i);
	*p = '\0';
	view_tiles(v, sorted);
	free(sorted);
}

void
view_own_hand(struct view *v)
{
	const struct player *p;

	if (v->o->player == NULL ||
	    (p = state_player(v->st, v->o->player)) == NULL)
		return;
	view_fmt(v, "hand of ");
	view_str(v, p->name);
	view_fmt(v, ": ");
	/* An empty hand (a Rotten Banana's) is said, not left blank. */
	if (p->hand == NULL || p->hand[0] == '\0')
		view_fmt(v, "no tiles");
	else
		rack(v, p->hand);
	view_fmt(v, "\n");
}

void
view_head(struct view *v, const char *game, const char *msg)
{
	view_sgr(v, VIEW_BOLD);
	view_str(v, game);
	view_plain(v);
	if (v->st->lang != NULL) {
		view_fmt(v, " (");
		view_str(v, v->st->lang);
		view_fmt(v, ")");
	}
	view_fmt(v, ": ");
	view_str(v, msg);
	view_fmt(v, "\n");
}

int
view_mark(long seat)
{
	if (seat < 0)
		return '?';
	if (seat < 9)
		return '1' + (int)seat;
	if (seat < 9 + 26)
		return 'a' + (int)(seat - 9);
	if (seat < 9 + 52)
		return 'A' + (int)(seat - 9 - 26);
	return '+';
}

const char *
view_seat_sgr(long seat)
{
	return seat < 0 ? VIEW_BOLD : view_colours[(size_t)seat % NCOLOURS];
}

/* --- documents --- */

int
view_set_str(struct node *m, const char *key, const char *s)
{
	return node_set(m, key, node_str(s, STYLE_DOUBLE));
}

int
view_set_int(struct node *m, const char *key, long long n)
{
	return node_set(m, key, node_int(n));
}

int
view_set_bool(struct node *m, const char *key, int yes)
{
	return node_set(m, key, node_str(yes ? "true" : "false",
	    STYLE_PLAIN));
}

int
view_set_tiles(struct view *v, struct node *m, const char *key,
    const char *s)
{
	struct buf b = { 0 };
	struct core_err e;
	int rc;

	if (alpha_encode(v->st->alpha, s, strlen(s), &b, &e) == -1 ||
	    buf_addc(&b, '\0') == -1) {
		buf_free(&b);
		return -1;
	}
	rc = view_set_str(m, key, b.p);
	buf_free(&b);
	return rc;
}

struct node *
view_push_map(struct node *seq, int style)
{
	struct node *m;

	if ((m = node_new(NODE_MAP, style)) == NULL)
		return NULL;
	if (node_push(seq, m) == -1) {
		node_free(m);
		return NULL;
	}
	return m;
}

const char *
view_key(const struct view *v, const char *key)
{
	const struct node *n = node_get(v->st->root, key);

	return n != NULL && n->kind == NODE_SCALAR ? n->str : NULL;
}

int
view_doc_head(struct view *v, const char *status, const char *msg)
{
	const struct state *st = v->st;

	if (view_set_str(v->doc, "game", st->game != NULL ? st->game :
	    "bananagrams") == -1 ||
	    (st->lang != NULL && view_set_str(v->doc, "lang", st->lang) ==
	    -1) ||
	    (v->o->player != NULL && view_set_str(v->doc, "player",
	    v->o->player) == -1) ||
	    view_set_str(v->doc, "status", status) == -1 ||
	    view_set_str(v->doc, "message", msg) == -1)
		return core_nomem(v->e);
	return 0;
}

int
view_doc_tail(struct view *v, const char *const *w, size_t n, int over)
{
	struct node *list;
	size_t i;

	if ((list = node_new(NODE_SEQ, STYLE_FLOW)) == NULL ||
	    node_set(v->doc, "winners", list) == -1)
		return core_nomem(v->e);
	for (i = 0; i < n; i++)
		if (node_push_made(list, node_str(w[i], STYLE_DOUBLE)) == -1)
			return core_nomem(v->e);
	if (view_set_bool(v->doc, "over", over) == -1)
		return core_nomem(v->e);
	return 0;
}
