/*
 * fuzz typeset: Typeset rules files and mats: read, scored, judged solo
 * and written back.
 */
#include <stdlib.h>

#include "node.h"
#include "fuzz.h"
#include "typeset_mat.h"
#include "typeset.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct typeset_rules r;
	struct typeset_mat m;
	struct typeset_score sc;
	struct core_err e;
	struct node *root, *n, *out;
	char why[200], *text = fuzz_text(data, size);

	if ((root = node_read(text, size, "<fuzz>", &e)) == NULL)
		goto done;
	typeset_rules_default(&r);
	if ((n = node_get(root, "rules")) != NULL &&
	    typeset_rules_read(&r, n, "<fuzz>", &e) == -1)
		goto out;
	if ((n = node_get(root, "mat")) == NULL)
		n = root;
	if (n->kind == NODE_MAP && typeset_mat_read(&r, n, "<fuzz>", &m, &e) == 0) {
		typeset_score(&r, &m, fuzz_dict(), &sc);
		typeset_solo(&r, &m, &sc, why, sizeof(why));
		if ((out = node_new(NODE_MAP, STYLE_BLOCK)) == NULL ||
		    typeset_mat_write(&m, out) == -1)
			abort();
		node_free(out);
	}
	if ((out = typeset_rules_node(&r)) == NULL)
		abort();
	node_free(out);
out:
	node_free(root);
done:
	free(text);
	return 0;
}
