/*
 * i18n.h: the words people read, in their own language.  A message is
 * written in English in the code and looked up, as it is shown, in the
 * catalog of the caller's language (gettext(3), domain "wordkit"); with
 * no catalog, or in the C locale, the English stands byte for byte.
 *
 *	_("text")	text translated now;
 *	N_("text")	text marked for the catalog only, translated with _()
 *			where it is shown (an entry of a table: an option's
 *			help, a rule's text).
 *
 * core_errf's and core_no's formats are translated by them (core.h), and
 * so are the tools' own fail_* and say_warn: xgettext knows them by name
 * (the Makefile's "make pot"), so their calls need no mark.  Which
 * catalog is read, and whether any is, the tools decide (catalog.h):
 * libcore reads no environment.
 */
#ifndef I18N_H
#define I18N_H

/* The catalogs' name: LOCALEDIR/LANG/LC_MESSAGES/wordkit.mo. */
#define I18N_DOMAIN	"wordkit"

#include <stdarg.h>
#include <stddef.h>

#define N_(s)	s
#define _(s)	i18n_text(s)

/*
 * msgid in the language of the catalog the tool chose, or msgid itself
 * (static or the catalog's: never freed).
 */
const char	*i18n_text(const char *msgid) __attribute__((format_arg(1)));

/*
 * vsnprintf(out, size, _(msgid), ap), and the one place a message is put
 * together in the reader's language: what a catalog's grammar asks of
 * the words put in is done here.  French elides "de" before a string
 * put in that starts with a vowel or an h ("le tour d'amélie", "d'Yves",
 * but "de Yann": a y before a vowel is a consonant); every other
 * language, and English, is vsnprintf's.  Returns what vsnprintf does,
 * the length of the message as it would be whole.
 */
int		 i18n_vformat(char *out, size_t size, const char *msgid,
		    va_list ap) __attribute__((format(printf, 3, 0)));

/* i18n_vformat with its arguments given. */
int		 i18n_format(char *out, size_t size, const char *msgid, ...)
		    __attribute__((format(printf, 3, 4)));

/*
 * Whether the tool chose a catalog (catalog.h): until it does, and after
 * it says 0, i18n_text looks nothing up and costs nothing (a word judged
 * "no" builds its reason's text; a stream of them pays for none).
 */
void		 i18n_chosen(int on);

/*
 * The catalog is to be chosen by choose (1 when it chose one), at the
 * first message looked up: a run that says nothing reads no locale and
 * asks the disk for no catalog.  errno is kept across the choice.
 */
void		 i18n_defer(int (*choose)(void));

/*
 * While on is 1, every message stays in English, whatever the catalog:
 * for text that is an answer on the standard output (a drawing quotes
 * the referee), the same in every language.  Returns the setting before.
 */
int		 i18n_english(int on);

#endif
