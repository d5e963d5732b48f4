/*
 * fuzz typeset: Typeset rules files and mats: read, scored, judged solo
 * and written back.
 */
#include <stdlib.h>

#include "doc.h"
#include "fuzz.h"
#include "tsmat.h"
#include "typeset.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct ts_rules r;
	struct ts_mat m;
	struct ts_score sc;
	struct core_err e;
	struct node *root, *n, *out;
	char why[200], *text = fuzz_text(data, size);

	if ((root = doc_read(text, size, "<fuzz>", &e)) == NULL)
		goto done;
	ts_rules_default(&r);
	if ((n = node_get(root, "rules")) != NULL &&
	    ts_rules_read(&r, n, "<fuzz>", &e) == -1)
		goto out;
	if ((n = node_get(root, "mat")) == NULL)
		n = root;
	if (n->kind == NODE_MAP && ts_mat_read(&r, n, "<fuzz>", &m, &e) == 0) {
		ts_score(&r, &m, fuzz_dict(), &sc);
		ts_solo(&r, &m, &sc, why, sizeof(why));
		if ((out = node_new(NODE_MAP, STYLE_BLOCK)) == NULL ||
		    ts_mat_write(&m, out) == -1)
			abort();
		node_free(out);
	}
	if ((out = ts_rules_node(&r)) == NULL)
		abort();
	node_free(out);
out:
	node_free(root);
done:
	free(text);
	return 0;
}
