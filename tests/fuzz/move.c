/*
 * fuzz move: a Shenanigrams move (the first line) judged on a board (the
 * rest), with the board's words tagged: the referee must never crash, and
 * a legal move's board must be a board the referee accepts again.  The
 * same input is then read as a German game in UTF-8 (fuzz_lang's "de":
 * Ä, Ö, Ü one cell each): the move's text must read back as the move,
 * every message must be UTF-8, and a legal move's board written in UTF-8
 * must decode to the same cells.
 */
#include <stdlib.h>
#include <string.h>

#include "alphabet.h"
#include "fuzz.h"
#include "grid.h"
#include "shenanigrams.h"

/* A few German words in fuzz_lang's "de", compiled on first use. */
static const struct dict *
german_dict(const struct alphabet *a)
{
	static struct dict *d;
	static const char words[] = "b\xC3\xA4r\nbar\n\xC3\xA4rger\n"
	    "\xC3\xA4rgern\n\xC3\xB6l\n\xC3\xB6ls\n\xC3\xBC" "ber\nm\xC3\xBC"
	    "de\nab\nan\ngold\nsold\n";
	struct buf img = { 0 };
	struct core_err e;
	size_t len;

	if (d != NULL)
		return d;
	if (dict_compile_alpha(words, sizeof(words) - 1, a, 0, NULL, &img,
	    NULL, &e) == -1)
		abort();
	len = img.len;
	if ((d = dict_from_image(buf_take(&img), len, &e)) == NULL)
		abort();
	return d;
}

/* Is s (NUL-terminated) UTF-8 throughout? */
static int
is_utf8(const char *s)
{
	const char *why;
	uint32_t cp;
	size_t n, len = strlen(s);

	for (; len > 0; s += n, len -= n)
		if ((n = alpha_utf8_get(s, len, &cp, &why)) == 0)
			return 0;
	return 1;
}

/* The board after a legal move, in UTF-8, decodes to the same cells. */
static void
same_board(const struct alphabet *a, const struct grid *g)
{
	struct buf text = { 0 };
	struct core_err e;
	struct grid *back;

	if (grid_write_alpha(g, a, &text) == -1 || buf_addc(&text, '\0') ==
	    -1 || (back = grid_parse_alpha(a, text.p, text.len - 1, "<fuzz>",
	    1, 1, &e)) == NULL)
		abort();
	if (back->rows != g->rows || back->cols != g->cols ||
	    memcmp(back->cell, g->cell, g->rows * g->cols) != 0)
		abort();
	grid_free(back);
	buf_free(&text);
}

/* The move of line on board (rest bytes) as a German game. */
static void
german_move(const char *line, const char *board, size_t rest)
{
	const struct alphabet *a;
	struct shenanigrams_board b, after;
	struct shenanigrams_verdict v;
	struct shenanigrams_move m, m2;
	struct core_err e;
	struct grid *g;
	char mv[64], u8[4 * SHENANIGRAMS_WORDMAX + 8];
	size_t i;
	int rc;

	if ((a = fuzz_lang(NULL, "de", &e)) == NULL)
		abort();
	if (shenanigrams_parse_move_alpha(a, line, &m, &e) == -1)
		return;
	if (shenanigrams_parse_move_alpha(a, shenanigrams_move_text_alpha(a,
	    &m, mv), &m2, &e) == -1 || m2.kind != m.kind ||
	    m2.letter != m.letter || m2.row != m.row || m2.col != m.col ||
	    m2.down != m.down)
		abort();	/* the move as written reads back as itself */
	if (m.kind != SHENANIGRAMS_PLACE && m.kind != SHENANIGRAMS_REPLACE &&
	    m.kind != SHENANIGRAMS_INSERT)
		return;
	if ((g = grid_parse_alpha(a, board, rest, "<fuzz>", 2, 1, &e)) ==
	    NULL)
		return;
	if (g->rows * g->cols > 400 || shenanigrams_board_from_grid(&b, g,
	    german_dict(a), &e) == -1) {
		grid_free(g);
		return;
	}
	b.a = a;
	memset(&after, 0, sizeof(after));
	rc = shenanigrams_judge(&b, german_dict(a), &m, "ann", 3, &v, &after,
	    &e);
	if (rc >= 0 && !is_utf8(v.msg))
		abort();
	for (i = 0; rc == 0 && i < v.nwords; i++)
		if (!is_utf8(shenanigrams_utf8(a, v.words[i].word, u8,
		    sizeof(u8))))
			abort();
	if (rc == 0 && after.g == NULL)
		abort();
	if (rc == 0)
		same_board(a, after.g);
	shenanigrams_board_free(&after);
	shenanigrams_board_free(&b);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct shenanigrams_board b, after;
	struct shenanigrams_verdict v;
	struct shenanigrams_move m;
	struct core_err e;
	struct grid *g;
	char *text = fuzz_text(data, size), *nl;
	size_t rest;

	if ((nl = strchr(text, '\n')) == NULL)
		goto out;
	*nl = '\0';
	rest = size - (size_t)(nl + 1 - text);
	if (shenanigrams_parse_move(text, &m, &e) == -1 ||
	    (g = grid_parse(nl + 1, rest, "<fuzz>", 2, 1, &e)) == NULL)
		goto out;
	if (g->rows * g->cols > 400 || shenanigrams_board_from_grid(&b, g,
	    fuzz_dict(), &e) == -1) {
		grid_free(g);
		goto out;
	}
	if (m.kind == SHENANIGRAMS_PLACE || m.kind == SHENANIGRAMS_REPLACE ||
	    m.kind == SHENANIGRAMS_INSERT) {
		memset(&after, 0, sizeof(after));
		if (shenanigrams_judge(&b, fuzz_dict(), &m, "ann", 3, &v, &after, &e)
		    == 0 && after.g == NULL)
			abort();	/* a legal move has a board after it */
		shenanigrams_board_free(&after);
	}
	shenanigrams_board_free(&b);
out:
	if (nl != NULL)
		german_move(text, nl + 1, size - (size_t)(nl + 1 - text));
	free(text);
	return 0;
}
