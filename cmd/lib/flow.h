/*
 * flow.h: how a tool ends when it has its answer: the verdict reported,
 * the state emitted, the exit status.
 */
#ifndef FLOW_H
#define FLOW_H

/* A rule "no": the reason on stderr unless quiet, then exit 1. */
void		 flow_no(int quiet, const char *fmt, ...)
		    __attribute__((noreturn, format(printf, 2, 3)));

#endif
