/*
 * state_players.c: the players of a state: their names, and finding one
 * by name, or the one a mistyped name most likely meant.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "alphabet.h"
#include "core.h"
#include "node.h"
#include "state.h"
#include "util.h"

/*
 * May a name hold this character?  ASCII letters, digits, '_', '-' and
 * '.'; beyond ASCII, the letters (and combining marks) of any alphabet,
 * that is every character but the controls, spaces, punctuation and
 * symbols of the blocks that hold most of them, private use and emoji.
 */
static int
name_char_ok(uint32_t c)
{
	if (c < 0x80)
		return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
		    (c >= '0' && c <= '9') || c == '_' || c == '-' || c == '.';
	return !(c < 0xc0 || c == 0xd7 || c == 0xf7 ||
	    (c >= 0x2000 && c <= 0x2bff) || (c >= 0x3000 && c <= 0x303f) ||
	    (c >= 0xe000 && c <= 0xf8ff) || (c >= 0xfe00 && c <= 0xfe0f) ||
	    (c >= 0xfe30 && c <= 0xfe4f) || c == 0xfeff || (c >= 0xfff0 && c <= 0xffff) ||
	    (c >= 0x1f000 && c <= 0x1faff) || c >= 0xe0000);
}

int
state_name_ok(const char *name)
{
	const char *why, *s = name;
	size_t n, len = strlen(name);
	uint32_t c;

	if (name[0] == '\0' || len > STATE_NAME_MAX)
		return 0;
	for (; *s != '\0'; s += n)
		if ((n = alpha_utf8_get(s, len - (size_t)(s - name), &c,
		    &why)) == 0 || !name_char_ok(c))
			return 0;
	return 1;
}

int
state_no_player(const struct state *st, const char *name,
    struct core_err *e)
{
	const char **names, *near = NULL;
	size_t i;

	/* The name a mistyped one most likely meant, first seat first. */
	if ((names = calloc(st->nplayers + 1, sizeof(*names))) != NULL) {
		for (i = 0; i < st->nplayers; i++)
			names[i] = st->players[i].name;
		near = str_nearest(name, names);
	}
	if (near != NULL)
		core_errf(e, st->file, 0, 0, "no player named '%s' (did you "
		    "mean '%s'?)", name, near);
	else
		core_errf(e, st->file, 0, 0, "no player named '%s'", name);
	free(names);
	return -1;
}

int
state_name_nfc(const char *name, char out[STATE_NAME_MAX + 1])
{
	size_t n, len = strlen(name), k = 0, w;
	uint32_t c;
	char one[5];

	/* A letter and the mark after it that compose one, as that one. */
	for (; *name != '\0'; name += n, len -= n) {
		if ((n = alpha_utf8_get_composed(name, len, &c)) == 0)
			return -1;
		if ((w = alpha_utf8_put(c, one)) == 0 ||
		    k + w > STATE_NAME_MAX)
			return -1;
		memcpy(out + k, one, w);
		k += w;
	}
	out[k] = '\0';
	return 0;
}

struct player *
state_player(struct state *st, const char *name)
{
	char want[STATE_NAME_MAX + 1], have[STATE_NAME_MAX + 1];
	const char *s;
	size_t i;

	for (i = 0; i < st->nplayers; i++)
		if (strcmp(st->players[i].name, name) == 0)
			return &st->players[i];
	/*
	 * jürgen typed composed names the jürgen a file spelt decomposed;
	 * a name of ASCII alone composes nothing, nor matches a mark.
	 */
	for (s = name; *s != '\0' && (unsigned char)*s < 0x80; s++)
		continue;
	if (*s == '\0' || state_name_nfc(name, want) == -1)
		return NULL;
	for (i = 0; i < st->nplayers; i++)
		if (state_name_nfc(st->players[i].name, have) == 0 &&
		    strcmp(have, want) == 0)
			return &st->players[i];
	return NULL;
}

struct player *
state_next_seat(struct state *st, const struct player *p)
{
	size_t i = (size_t)(p - st->players);

	return &st->players[(i + 1) % st->nplayers];
}

long
state_seat(const struct state *st, const char *name)
{
	size_t i;

	for (i = 0; i < st->nplayers; i++)
		if (strcmp(st->players[i].name, name) == 0)
			return (long)i;
	return -1;
}

int
state_login_ok(const char *login)
{
	size_t n = strlen(login);

	return n > 0 && n <= STATE_LOGIN_MAX && login[0] != '-' &&
	    strspn(login, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	    "0123456789._-") == n;
}

int
state_seed_typer(const struct state *st, const char **login,
    struct core_err *e)
{
	const struct node *n;

	*login = NULL;
	if ((n = node_get(st->root, STATE_SEED_TYPER_KEY)) == NULL)
		return 0;
	if (n->kind != NODE_SCALAR || strlen(n->str) != n->len ||
	    !state_login_ok(n->str))
		return core_errf(e, st->file, n->line, n->col, "'%s' must be "
		    "the login of the user who typed the seed: 1 to %d "
		    "letters A-Z or a-z, digits, '.', '_' or '-', not first",
		    STATE_SEED_TYPER_KEY, STATE_LOGIN_MAX);
	*login = n->str;
	return 0;
}

int
state_has_logins(const struct state *st)
{
	size_t i;

	for (i = 0; i < st->nplayers; i++)
		if (st->players[i].login != NULL)
			return 1;
	return 0;
}

struct player *
state_player_of(struct state *st, const char *login)
{
	size_t i;

	for (i = 0; login != NULL && i < st->nplayers; i++)
		if (st->players[i].login != NULL &&
		    strcmp(st->players[i].login, login) == 0)
			return &st->players[i];
	return NULL;
}
