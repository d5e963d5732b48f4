/*
 * spinner.c: letter sets and spins.
 */
#include <stdlib.h>
#include <string.h>

#include "core.h"
#include "node.h"
#include "rng.h"
#include "spinner.h"
#include "state.h"
#include "util.h"

/* Build a set from 26 flags, in A-Z order. */
static void
set_from_flags(const char flag[26], char set[SPINNER_SETLEN])
{
	int i, n = 0;

	for (i = 0; i < 26; i++)
		if (flag[i])
			set[n++] = (char)('A' + i);
	set[n] = '\0';
}

static int
upper(int c)
{
	return c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c;
}

int
spinner_parse(const char *spec, char set[SPINNER_SETLEN], struct core_err *e)
{
	char flag[26] = { 0 };
	size_t i;
	int a, b, c;

	for (i = 0; spec[i] != '\0'; i++) {
		a = upper((unsigned char)spec[i]);
		if (a < 'A' || a > 'Z')
			return core_errf(e, NULL, 0, 0, "'%c' in letter set "
			    "'%s' is not a letter", spec[i] >= 0x20 &&
			    spec[i] < 0x7f ? spec[i] : '?', spec);
		b = a;
		if (spec[i + 1] == '-') {
			b = upper((unsigned char)spec[i + 2]);
			if (b < a || b > 'Z')
				return core_errf(e, NULL, 0, 0, "bad range "
				    "in letter set '%s'", spec);
			i += 2;
		}
		for (c = a; c <= b; c++) {
			if (flag[c - 'A'])
				return core_errf(e, NULL, 0, 0, "letter set "
				    "'%s' gives '%c' twice", spec, c);
			flag[c - 'A'] = 1;
		}
	}
	if (i == 0)
		return core_errf(e, NULL, 0, 0, "the letter set is empty");
	set_from_flags(flag, set);
	return 0;
}

void
spinner_exclude(char set[SPINNER_SETLEN], const char *without)
{
	char flag[26] = { 0 };
	const char *p;

	for (p = set; *p != '\0'; p++)
		flag[*p - 'A'] = 1;
	for (p = without; *p != '\0'; p++)
		if (*p >= 'A' && *p <= 'Z')
			flag[*p - 'A'] = 0;
	set_from_flags(flag, set);
}

void
spinner_spin(const char *set, size_t n, struct rng *r, char *out)
{
	size_t i, len = strlen(set);

	for (i = 0; i < n; i++)
		out[i] = set[rng_below(r, len)];
	out[n] = '\0';
}

int
spinner_spin_fresh(const char *set, const char *used, size_t n,
    struct rng *r, char *out, struct core_err *e)
{
	char left[SPINNER_SETLEN];
	size_t i, k, len;

	memcpy(left, set, strlen(set) + 1);
	spinner_exclude(left, used);
	len = strlen(left);
	if (len < n) {
		if (len == 0)
			return core_no(e, "spinner-spent", "every letter of "
			    "the spinner has been spun (%zu)", strlen(set));
		return core_no(e, "spinner-too-few", "only %zu letter%s left "
		    "(%s), fewer than the %zu asked for", len,
		    len == 1 ? "" : "s", left, n);
	}
	/* Each spin takes a letter out, so it cannot come up again. */
	for (i = 0; i < n; i++) {
		k = (size_t)rng_below(r, len);
		out[i] = left[k];
		memmove(left + k, left + k + 1, len - k);
		len--;
	}
	out[n] = '\0';
	return 0;
}

int
spinner_used(const struct state *st, char **used, struct core_err *e)
{
	const struct node *n;
	size_t i;

	if ((n = node_get(st->root, "spun")) == NULL) {
		*used = str_dup("", e);
		return *used == NULL ? -1 : 0;
	}
	if (n->kind != NODE_SCALAR)
		return core_errf(e, st->file, n->line, n->col,
		    "'spun' must be a string of letters");
	for (i = 0; n->str[i] != '\0'; i++)
		if (n->str[i] < 'A' || n->str[i] > 'Z' ||
		    strchr(n->str + i + 1, n->str[i]) != NULL)
			return core_errf(e, st->file, n->line, n->col,
			    "'spun' holds '%c' (character %zu): it must be "
			    "different letters A-Z", n->str[i] >= 0x20 &&
			    n->str[i] < 0x7f ? n->str[i] : '?', i + 1);
	*used = str_dup(n->str, e);
	return *used == NULL ? -1 : 0;
}

int
spinner_record(struct state *st, const char *letters, struct core_err *e)
{
	char *used = NULL;
	int rc;

	if (spinner_used(st, &used, e) == -1 ||
	    state_append(&used, letters, e) == -1) {
		free(used);
		return -1;
	}
	rc = node_set(st->root, "spun", node_str(used, STYLE_DOUBLE));
	free(used);
	return rc == -1 ? core_nomem(e) : 0;
}
