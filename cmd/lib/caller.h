/*
 * caller.h: who runs the tool: the user, by the system's account of the
 * real user ID, never by the environment (LOGNAME and USER are the
 * user's to set).
 */
#ifndef CALLER_H
#define CALLER_H

/*
 * The caller's login (the user name of the real user ID), or the ID in
 * decimal when the system has no name for it; static, the same for the
 * whole run.
 */
const char	*caller_login(void);

#endif
