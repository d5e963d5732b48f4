/*
 * i18n.c: a message in the caller's language (i18n.h).
 */
#include <libintl.h>

#include "i18n.h"

/* Whether a catalog was chosen: without one, no look-up at all. */
static int chosen;

void
i18n_chosen(int on)
{
	chosen = on;
}

const char *
i18n_text(const char *msgid)
{
	return chosen ? dgettext(I18N_DOMAIN, msgid) : msgid;
}
