/*
 * flow.c: a tool's answer, from verdict to exit.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "fail.h"
#include "flow.h"

extern const char *__progname;

void
flow_no(int quiet, const char *fmt, ...)
{
	va_list ap;

	if (!quiet) {
		fprintf(stderr, "%s: ", __progname);
		va_start(ap, fmt);
		vfprintf(stderr, fmt, ap);
		va_end(ap);
		fputc('\n', stderr);
	}
	exit(EXIT_NO);
}
