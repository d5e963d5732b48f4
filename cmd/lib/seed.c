/*
 * seed.c: seeds from the command line or the operating system.
 */
#include <sys/random.h>

#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

#include "core.h"
#include "fail.h"
#include "i18n.h"
#include "seed.h"
#include "util.h"

uint64_t
seed_arg(const char *s)
{
	struct core_err e;
	uint64_t v;

	/* The noun in the reader's words only when it is said. */
	if (parse_u64(s, 0, SEED_MAX, &v, "seed", &e) == -1 &&
	    parse_u64(s, 0, SEED_MAX, &v, _("seed"), &e) == -1)
		fail_usage("%s", e.msg);
	return v;
}

uint64_t
seed_os(void)
{
	uint64_t v;
	ssize_t n;
	int fd;

	n = getrandom(&v, sizeof(v), 0);
	if (n != (ssize_t)sizeof(v)) {
		if ((fd = open("/dev/urandom", O_RDONLY)) == -1 ||
		    read(fd, &v, sizeof(v)) != (ssize_t)sizeof(v))
			fail_io("cannot draw a seed from the system");
		close(fd);
	}
	return v & SEED_MAX;
}

void
seed_show(uint64_t seed)
{
	fprintf(stderr, "seed: %llu\n", (unsigned long long)seed);
}

uint64_t
seed_run(int has_seed, uint64_t seed, int show)
{
	if (!has_seed)
		seed = seed_os();
	if (show)
		seed_show(seed);
	return seed;
}
