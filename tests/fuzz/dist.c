/*
 * fuzz dist: distribution files (bag new --distribution).
 */
#include <stdlib.h>

#include "node.h"
#include "fuzz.h"
#include "tiles.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct core_err e;
	struct tileset t;
	struct node *root;
	char *text = fuzz_text(data, size), *all;

	if ((root = node_read(text, size, "<fuzz>", &e)) != NULL) {
		if (tiles_read_dist(root, "<fuzz>", &t, &e) == 0) {
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
