/*
 * i18n.c: a message in the caller's language (i18n.h).
 */
#include <errno.h>
#include <libintl.h>
#include <stddef.h>

#include "i18n.h"

/* Whether a catalog was chosen: without one, no look-up at all. */
static int chosen;
/* Who chooses it, at the first message, when that is still to come. */
static int (*pending)(void);
/* 1: English for now (i18n_english). */
static int english;

int
i18n_english(int on)
{
	int was = english;

	english = on;
	return was;
}

void
i18n_chosen(int on)
{
	chosen = on;
	pending = NULL;
}

void
i18n_defer(int (*choose)(void))
{
	chosen = 0;
	pending = choose;
}

/* The first message: the catalog is chosen now. */
static void __attribute__((noinline))
choose_now(void)
{
	int (*f)(void) = pending, saved = errno;

	pending = NULL;
	chosen = f();
	errno = saved;
}

const char *
i18n_text(const char *msgid)
{
	if (__builtin_expect(pending != NULL, 0))
		choose_now();
	return chosen && !english ? dgettext(I18N_DOMAIN, msgid) : msgid;
}
