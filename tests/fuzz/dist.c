/*
 * fuzz dist: distribution files (bag new --distribution), in English and
 * in an alphabet whose keys may be UTF-8 letters beyond A-Z.
 */
#include <stdlib.h>

#include "node.h"
#include "fuzz.h"
#include "tiles.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const struct alphabet *de;
	struct core_err e;
	struct tileset t;
	struct node *root;
	char *text = fuzz_text(data, size), *all;
	int pass;

	de = fuzz_lang(NULL, "de", &e);
	if ((root = node_read(text, size, "<fuzz>", &e)) != NULL) {
		for (pass = 0; pass < 2; pass++) {
			if ((pass == 0 ? tiles_read_dist(root, "<fuzz>", &t,
			    &e) : tiles_read_dist_alpha(root, "<fuzz>", de, &t,
			    &e)) != 0)
				continue;
			if (tileset_total(&t) == 0 || tileset_total(&t) >
			    TILES_MAX)
				abort();
			if ((all = tiles_expand(&t)) == NULL)
				abort();
			free(all);
		}
		node_free(root);
	}
	free(text);
	return 0;
}
