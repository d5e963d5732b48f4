/*
 * roster.c: the players a new game is set up with.
 */
#include <errno.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core.h"
#include "fail.h"
#include "roster.h"
#include "seat.h"
#include "state.h"

/* s without the blanks around it, in place. */
static char *
trim(char *s)
{
	size_t len;

	s += strspn(s, " \t");
	for (len = strlen(s); len > 0 && (s[len - 1] == ' ' ||
	    s[len - 1] == '\t'); len--)
		;
	s[len] = '\0';
	return s;
}

/*
 * Is login the one the tools know a user by (caller_login)?  A user's
 * name; or the number of a user ID, as written, whose user has no name.
 */
static int
known(const char *login)
{
	struct passwd *pw;
	unsigned long long uid;
	char *end, again[24];

	if (getpwnam(login) != NULL)
		return 1;
	if (login[strspn(login, "0123456789")] != '\0')
		return 0;
	errno = 0;
	uid = strtoull(login, &end, 10);
	snprintf(again, sizeof(again), "%llu", uid);
	if (errno != 0 || uid >= (uid_t)-1 || strcmp(again, login) != 0)
		return 0;
	pw = getpwuid((uid_t)uid);
	return pw == NULL || pw->pw_name == NULL || !state_login_ok(pw->pw_name);
}

void
roster_names(char *list, size_t max, struct roster *r)
{
	char *s, *comma, *eq;
	size_t i, bound = 0;

	memset(r, 0, sizeof(*r));
	for (s = list; s != NULL; s = comma) {
		if (r->n == max)
			fail_usage("more than %zu players", max);
		if ((comma = strchr(s, ',')) != NULL)
			*comma++ = '\0';
		if ((eq = strchr(s, '=')) != NULL) {
			*eq++ = '\0';
			r->logins[r->n] = trim(eq);
			bound++;
		}
		r->names[r->n++] = trim(s);
	}
	for (i = 0; i < r->n; i++)
		if (r->logins[i] != NULL && r->logins[i][0] == '\0')
			fail_usage("'%s=' binds '%s' to no login: write "
			    "NAME=LOGIN", r->names[i], r->names[i]);
	if (bound > 0 && bound < r->n)
		fail_usage("give every player a login (NAME=LOGIN), or none: "
		    "%zu of %zu have one", bound, r->n);
	/*
	 * A login nobody has would leave its player to nobody, for good: a
	 * user of the system, or a user ID's number, as the tools know a
	 * user without a name (caller_login).
	 */
	for (i = 0; i < r->n; i++)
		if (r->logins[i] != NULL && state_login_ok(r->logins[i]) &&
		    !known(r->logins[i]))
			fail_usage("no user '%s' on this system: '%s=%s' binds "
			    "nobody", r->logins[i], r->names[i], r->logins[i]);
}

void
roster_count(size_t n, struct roster *r)
{
	static char pname[STATE_MAX_PLAYERS][16];
	size_t i;

	memset(r, 0, sizeof(*r));
	for (i = 0; i < n && i < STATE_MAX_PLAYERS; i++) {
		snprintf(pname[i], sizeof(pname[i]), "p%zu", i + 1);
		r->names[i] = pname[i];
	}
	r->n = i;
}

void
roster_bind(struct state *st, const struct roster *r)
{
	struct core_err e;

	if (seat_bind(st, r->names, r->logins, r->n, &e) == -1)
		fail_core(&e);
}
