/*
 * catalog.h: which catalog of wordkit's messages a tool reads, from the
 * caller's language (gettext(3); the words are marked as i18n.h says).
 *
 * The language is GNU gettext's: the first of LC_ALL, LC_MESSAGES and
 * LANG that is set names the locale; in the C locale (C, C.UTF-8 or
 * POSIX), or with none set, every message is English, byte for byte.  Otherwise
 * LANGUAGE, when set, is a list of languages, best first ("es:de"),
 * else the locale's own name is.  Each is tried as it is, then without
 * its codeset, territory and modifier (de_AT.UTF-8@euro: de_AT@euro,
 * de_AT, de@euro, de), against the catalogs beside the binary
 * (bin/../share/locale, so that a build runs in its own language), then
 * those installed (LOCALEDIR); the first catalog found is the one read.
 * With none, messages are English.
 *
 * This is chosen here, not by the C library, for two reasons: musl reads
 * no LANGUAGE, and glibc translates nothing when the locale the
 * environment names is not installed on the machine (setlocale fails
 * and leaves C), which on a bare system is every locale.  Only
 * LC_MESSAGES is set (setlocale), never LC_ALL: numbers, character
 * classes and the order of words stay the C locale's, and so does every
 * answer on stdout.
 *
 * A privileged run (privilege.h) reads only the installed catalogs, and
 * takes a language from the environment only when it is a plain name
 * (letters, digits, '_', '-', '.', '@'; no '/', no leading '.').
 */
#ifndef CATALOG_H
#define CATALOG_H

/*
 * The catalog for the caller's language is to be chosen, as above, at the
 * first message looked up (i18n_defer): called once, where every tool
 * starts (opt.c).  A run that prints nothing reads no catalog.
 */
void		 catalog_open(void);

/*
 * From now on every message is English: an answer for programs (-o yaml,
 * -o json) reads the same, message and all, in every language.
 */
void		 catalog_close(void);

#endif
