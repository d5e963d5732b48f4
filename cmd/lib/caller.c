/*
 * caller.c: who runs the tool.
 */
#include <pwd.h>
#include <stdio.h>
#include <unistd.h>

#include "caller.h"
#include "state.h"

const char *
caller_login(void)
{
	static char login[64];
	struct passwd *pw;

	if (login[0] != '\0')
		return login;
	if ((pw = getpwuid(getuid())) != NULL && pw->pw_name != NULL &&
	    state_login_ok(pw->pw_name))
		snprintf(login, sizeof(login), "%s", pw->pw_name);
	else
		snprintf(login, sizeof(login), "%lu", (unsigned long)getuid());
	return login;
}
