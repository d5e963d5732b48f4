/*
 * i18n.c: a message in the caller's language (i18n.h).
 */
#include <libintl.h>

#include "i18n.h"

const char *
i18n_text(const char *msgid)
{
	return dgettext(I18N_DOMAIN, msgid);
}
