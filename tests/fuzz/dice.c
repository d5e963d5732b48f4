/*
 * fuzz dice: dice expressions ("2d6", "d20", "3"); every roll stays on
 * the dice's faces.
 */
#include <stdlib.h>

#include "dice.h"
#include "fuzz.h"
#include "rng.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct core_err e;
	struct dice d;
	struct rng r;
	unsigned *faces, i;
	char *text = fuzz_text(data, size);

	if (dice_parse(text, &d, &e) == 0) {
		if (d.n == 0 || d.sides == 0 || d.n > 1000000)
			abort();
		if (d.n <= 1000) {
			if ((faces = calloc(d.n, sizeof(*faces))) == NULL)
				abort();
			rng_seed(&r, size, 0);
			dice_roll(&d, &r, faces);
			for (i = 0; i < d.n; i++)
				if (faces[i] < 1 || faces[i] > d.sides)
					abort();
			dice_match(&d, faces);
			free(faces);
		}
	}
	free(text);
	return 0;
}
