/*
 * check-huge: is a dictionary mapped with the advice to map it in huge
 * pages (mem_advise_huge), as the kernel records it for the mapping?
 *
 * usage: check-huge FILE
 *
 * Opens FILE as the tools do (dict_open) and prints "advised" when the
 * mapping holding it is marked for huge pages ("hg" among its VmFlags in
 * /proc/self/smaps), "not advised" when it is not; exits 0.  Exits 77
 * where the system keeps no such record (no /proc, or a kernel without
 * transparent huge pages), 2 on bad use or a file that does not open.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core.h"
#include "dict.h"

int
main(int argc, char **argv)
{
	struct core_err e;
	struct dict *d;
	const void *p;
	uintptr_t a, lo, hi;
	size_t len;
	char line[8192];
	FILE *f;
	int in = 0, marked = -1;

	if (argc != 2) {
		fputs("usage: check-huge FILE\n", stderr);
		return 2;
	}
	if ((d = dict_open(argv[1], &e)) == NULL) {
		fprintf(stderr, "check-huge: %s\n", e.msg);
		return 2;
	}
	p = dict_image(d, &len);
	a = (uintptr_t)p;
	if (access("/sys/kernel/mm/transparent_hugepage", F_OK) == -1 ||
	    (f = fopen("/proc/self/smaps", "r")) == NULL)
		return 77;
	while (marked == -1 && fgets(line, sizeof(line), f) != NULL) {
		/* A mapping's first line; its fields' names are no range. */
		if (sscanf(line, "%" SCNxPTR "-%" SCNxPTR, &lo, &hi) == 2)
			in = lo <= a && a < hi;
		else if (in && strncmp(line, "VmFlags:", 8) == 0)
			marked = strstr(line, " hg") != NULL;
	}
	fclose(f);
	dict_free(d);
	if (marked == -1)
		return 77;
	puts(marked ? "advised" : "not advised");
	return 0;
}
