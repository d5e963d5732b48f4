/*
 * catalog.c: the catalog of messages in the caller's language
 * (catalog.h).
 */
#include <libintl.h>
#include <limits.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "catalog.h"
#include "datadir.h"
#include "i18n.h"
#include "privilege.h"

#ifndef LOCALEDIR
#define LOCALEDIR "/usr/local/share/locale"
#endif

/* A language's name is shorter than this ("de_AT.UTF-8@euro"). */
#define CATALOG_NAMELEN	64

/* A catalog was bound (load()): catalog_close() sets C back. */
static int loaded;

/* The catalog chosen: its folder, and its language's name there. */
struct choice {
	char	dir[PATH_MAX];
	char	lang[CATALOG_NAMELEN];
};

/* Is s (n bytes) a plain name of a language, as catalog.h says? */
static int
plain_name(const char *s, size_t n)
{
	size_t i;

	if (n == 0 || n >= CATALOG_NAMELEN || s[0] == '.')
		return 0;
	for (i = 0; i < n; i++)
		if (!((s[i] >= 'a' && s[i] <= 'z') ||
		    (s[i] >= 'A' && s[i] <= 'Z') ||
		    (s[i] >= '0' && s[i] <= '9') || s[i] == '_' ||
		    s[i] == '-' || s[i] == '.' || s[i] == '@'))
			return 0;
	return 1;
}

/*
 * Is v the C locale: C, POSIX, or C in a codeset (C.UTF-8, which glibc
 * and musl build in and container images set)?  Its messages are the
 * ones the program was written with.
 */
static int
is_c(const char *v)
{
	return (v[0] == 'C' && (v[1] == '\0' || v[1] == '.')) ||
	    strcmp(v, "POSIX") == 0;
}

/* The locale's name the environment gives messages, or NULL for C. */
static const char *
locale_name(void)
{
	static const char vars[][12] = { "LC_ALL", "LC_MESSAGES", "LANG" };
	const char *v;
	size_t i;

	for (i = 0; i < sizeof(vars) / sizeof(vars[0]); i++)
		if ((v = privilege_getenv(vars[i])) != NULL && v[0] != '\0')
			return is_c(v) ? NULL : v;
	return NULL;
}

/*
 * Is there a catalog for language lang (n bytes), beside the binary or
 * installed?  Then c holds it: 1; else 0.
 */
static int
found(const char *lang, size_t n, struct choice *c)
{
	char path[PATH_MAX];
	int i;

	for (i = 0; i < 2; i++) {
		if (i == 0 ? datadir_beside("/../share/locale", c->dir,
		    sizeof(c->dir)) == -1 : datadir_join(c->dir,
		    sizeof(c->dir), LOCALEDIR, "", "") == -1)
			continue;
		memcpy(c->lang, lang, n);
		c->lang[n] = '\0';
		if (datadir_join(path, sizeof(path), c->dir, "/", c->lang) == 0 &&
		    datadir_join(path + strlen(path), sizeof(path) - strlen(path),
		    "/LC_MESSAGES/", I18N_DOMAIN, ".mo") == 0 &&
		    access(path, R_OK) == 0)
			return 1;
	}
	return 0;
}

/* The first of s's n bytes that is in set, or n. */
static size_t
span(const char *s, size_t n, const char *set)
{
	size_t i;

	for (i = 0; i < n && strchr(set, s[i]) == NULL; i++)
		continue;
	return i;
}

/*
 * A catalog for the language s (n bytes, a plain name), tried without
 * its codeset, then without territory, modifier or both: 1 and c, or 0.
 */
static int
try_lang(const char *s, size_t n, struct choice *c)
{
	char name[CATALOG_NAMELEN];
	size_t lang, terr, at, mod;

	/* lang[_TERR][.codeset][@mod]: mod counts the '@'. */
	lang = span(s, n, "_.@");
	terr = lang + span(s + lang, n - lang, ".@");
	at = terr + span(s + terr, n - terr, "@");
	mod = n - at;
	memcpy(name, s, terr);
	memcpy(name + terr, s + at, mod);
	if (found(name, terr + mod, c) || (mod > 0 && found(name, terr, c)))
		return 1;
	if (terr == lang)
		return 0;
	memcpy(name + lang, s + at, mod);
	return (mod > 0 && found(name, lang + mod, c)) || found(name, lang, c);
}

/* The catalog of the caller's language, as catalog.h says: 1, or 0. */
static int
choose(struct choice *c)
{
	const char *list, *p;
	size_t n;

	if ((list = locale_name()) == NULL)
		return 0;
	if ((p = privilege_getenv("LANGUAGE")) != NULL && p[0] != '\0')
		list = p;
	for (p = list; *p != '\0'; p += n + (p[n] == ':')) {
		n = strcspn(p, ":");
		if (plain_name(p, n) && try_lang(p, n, c))
			return 1;
	}
	return 0;
}

/* The catalog chosen and bound, when the first message is looked up. */
static int
load(void)
{
	struct choice c;
	const char *now;

	now = setlocale(LC_MESSAGES, "");
	if (!choose(&c))
		return 0;
#ifdef __GLIBC__
	/*
	 * glibc reads the catalog LANGUAGE names, but in the C locale none:
	 * when the caller's locale is not installed, C.UTF-8 (which glibc
	 * has built in) stands for it; only its messages' part is set.
	 */
	if (now == NULL || strcmp(now, "C") == 0 || strcmp(now, "POSIX") == 0)
		if (setlocale(LC_MESSAGES, "C.UTF-8") == NULL)
			(void)setlocale(LC_MESSAGES, c.lang);
	if (setenv("LANGUAGE", c.lang, 1) == -1)
		return 0;
#else
	/* musl reads the catalog the locale's name names, any name. */
	(void)now;
	(void)setlocale(LC_MESSAGES, c.lang);
#endif
	(void)bindtextdomain(I18N_DOMAIN, c.dir);
	/* The catalogs are UTF-8, as every word the tools print. */
	(void)bind_textdomain_codeset(I18N_DOMAIN, "UTF-8");
	(void)textdomain(I18N_DOMAIN);
	loaded = 1;
	return 1;
}

void
catalog_open(void)
{
	i18n_defer(load);
}

void
catalog_close(void)
{
	i18n_chosen(0);
	if (loaded)
		(void)setlocale(LC_MESSAGES, "C");
	loaded = 0;
}
