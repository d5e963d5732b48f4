/*
 * core.c: the result contract's two ways of saying why: an error, and a
 * rule "no" (see core.h), each in the caller's language (i18n.h).
 */
#include <stdarg.h>
#include <stdio.h>

#include "core.h"
#include "i18n.h"

int
core_errf(struct core_err *e, const char *file, size_t line, size_t col,
    const char *fmt, ...)
{
	va_list ap;

	if (e == NULL)
		return -1;
	e->rule = NULL;
	e->file = file;
	e->line = line;
	e->col = col;
	e->kind = CORE_EINPUT;
	va_start(ap, fmt);
	i18n_vformat(e->msg, sizeof(e->msg), fmt, ap);
	va_end(ap);
	return -1;
}

int
core_nomem(struct core_err *e)
{
	core_errf(e, NULL, 0, 0, "out of memory");
	if (e != NULL)
		e->kind = CORE_ENOMEM;
	return -1;
}

int
core_no(struct core_err *e, const struct core_rule *rule, const char *fmt,
    ...)
{
	va_list ap;

	if (e == NULL)
		return 1;
	e->rule = rule;
	e->file = NULL;
	e->line = e->col = 0;
	e->kind = CORE_EINPUT;
	va_start(ap, fmt);
	i18n_vformat(e->msg, sizeof(e->msg), fmt, ap);
	va_end(ap);
	return 1;
}
