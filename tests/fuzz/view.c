/*
 * fuzz view: every state the reader accepts is drawn (libcore/view.h,
 * table(1)), as text with and without colour, and as a document, or
 * refused with a reason: no crash, no hang.  The plain text holds no
 * control character but the newline, whatever strings the state holds:
 * nothing of a file reaches a terminal raw.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "node.h"
#include "state.h"
#include "view.h"

/* Draw st as text (colour or not) into b; a refusal must say why. */
static int
draw(struct state *st, int colour, struct buf *b)
{
	struct view_opts o = { NULL, colour, fuzz_dict() };
	struct core_err e;

	/* A hand shown too: the first player's, when there is one. */
	if (st->nplayers > 0)
		o.player = st->players[0].name;
	e.msg[0] = '\0';
	if (view_text(st, &o, b, &e) == 0)
		return 0;
	if (e.msg[0] == '\0')
		abort();
	return -1;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct view_opts o = { NULL, 0, fuzz_dict() };
	struct core_err e;
	struct state *st;
	struct node *doc;
	struct buf plain = { 0 }, colour = { 0 };
	char *text = fuzz_text(data, size);
	size_t i;

	if ((st = state_read_lang(text, size, "<fuzz>", fuzz_lang, NULL,
	    &e)) != NULL) {
		if (draw(st, 0, &plain) == 0) {
			for (i = 0; i < plain.len; i++)
				if (((unsigned char)plain.p[i] < 0x20 &&
				    plain.p[i] != '\n') || plain.p[i] == 0x7F) {
					fprintf(stderr, "a control byte 0x%02x "
					    "drawn\n", (unsigned char)plain.p[i]);
					abort();
				}
			if (draw(st, 1, &colour) != 0)
				abort();	/* colour changes nothing else */
		}
		if ((doc = view_node(st, &o, &e)) != NULL)
			node_free(doc);
		else if (e.msg[0] == '\0')
			abort();
		state_free(st);
	}
	buf_free(&plain);
	buf_free(&colour);
	free(text);
	return 0;
}
