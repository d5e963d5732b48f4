/*
 * fuzz duration: timer durations ("90", "2m", "1m30s").  What parses must
 * format and parse back to the same number of seconds.
 */
#include <stdio.h>
#include <stdlib.h>

#include "duration.h"
#include "fuzz.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct core_err e;
	unsigned long s, t;
	char out[64], *text = fuzz_text(data, size);

	if (duration_parse(text, &s, &e) == 0) {
		duration_format(s, out, sizeof(out));
		if (duration_parse(out, &t, &e) == -1 || t != s) {
			fprintf(stderr, "%lu formats as '%s'\n", s, out);
			abort();
		}
	}
	free(text);
	return 0;
}
