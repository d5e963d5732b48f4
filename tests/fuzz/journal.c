/*
 * fuzz journal: a state file's journal (libcore/journal.h), read against
 * a state, what its moves mean, an undo and a redo planned, and every
 * whole entry written back, which must read back the same.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "journal.h"

/* The entries of a and b say the same? */
static int
same_entry(const struct journal_entry *a, const struct journal_entry *b)
{
	return a->seq == b->seq && a->kind == b->kind && a->nargs ==
	    b->nargs && a->ninputs == b->ninputs && a->ntook == b->ntook &&
	    a->after == b->after && a->written == b->written &&
	    a->before.len == b->before.len &&
	    memcmp(a->before.p, b->before.p, a->before.len) == 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct journal j, k;
	struct buf out = { 0 };
	struct core_err e;
	uint64_t took[JOURNAL_MAX_ARGS];
	size_t *live, *undos, nlive, nundos, restore, ntook, i;
	char *text = fuzz_text(data, size);

	if (journal_read(text, size, "fuzz", "", 0, &j, &e) == 0) {
		if (journal_history(&j, &live, &nlive, &undos, &nundos, &e) ==
		    -1)
			abort();
		free(live);
		free(undos);
		if (journal_plan(&j, 0, 1, &restore, took, &ntook, &e) == -1 ||
		    journal_plan(&j, 1, 2, &restore, took, &ntook, &e) == -1)
			abort();
		buf_adds(&out, JOURNAL_MAGIC);
		for (i = 0; i < j.n; i++)
			if (journal_put(&out, &j.e[i], NULL) == -1)
				abort();
		if (journal_read(out.p, out.len, "again", "", 0, &k, &e) == -1 ||
		    k.n != j.n) {
			fprintf(stderr, "written back: %s\n", e.msg);
			abort();
		}
		for (i = 0; i < j.n; i++)
			if (!same_entry(&j.e[i], &k.e[i]))
				abort();
		journal_free(&k);
		journal_free(&j);
		buf_free(&out);
	}
	free(text);
	return 0;
}
