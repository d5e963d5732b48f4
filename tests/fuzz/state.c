/*
 * fuzz state: the game state reader, in English and (a "lang" key) in
 * the UTF-8 of two other alphabets.  Whatever it accepts must write out
 * and read back to the very same bytes, and hold only tiles.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "state.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct core_err e;
	struct state *st, *back;
	struct buf a = { 0 }, b = { 0 }, j = { 0 };
	struct tileset t;
	char *text = fuzz_text(data, size);

	if ((st = state_read_lang(text, size, "<fuzz>", fuzz_lang, NULL,
	    &e)) != NULL) {
		if (state_write(st, &a, 0, &e) == -1 ||
		    state_write(st, &j, 1, &e) == -1)
			abort();
		if (state_tiles(st, &t) == -1 && node_get(st->root, "board") ==
		    NULL)
			abort();	/* bag and hands hold only tiles */
		if ((back = state_read_lang(a.p, a.len, "<again>", fuzz_lang,
		    NULL, &e)) == NULL) {
			fprintf(stderr, "written state does not read back: "
			    "%s\n", e.msg);
			abort();
		}
		if (state_write(back, &b, 0, &e) == -1 || a.len != b.len ||
		    memcmp(a.p, b.p, a.len) != 0) {
			fprintf(stderr, "state round trip differs\n");
			abort();
		}
		state_free(back);
		state_free(st);
	} else if (e.msg[0] == '\0')
		abort();	/* a refusal always says why */
	buf_free(&a);
	buf_free(&b);
	buf_free(&j);
	free(text);
	return 0;
}
