/*
 * opt_usage.c: a tool's usage lines, made from its synopsis (see opt.h):
 * each option a form names is written with its argument from the table,
 * and the forms are held against the table, so that the usage lists every
 * option and no option where its subcommand does not take it.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "fail.h"
#include "i18n.h"
#include "opt.h"
#include "opt_int.h"

/* Usage lines are wrapped before this column. */
#define USAGE_WIDTH	80
#define USAGE_MAX	512
#define USAGE_OPTS	64

/* A form being expanded: where it goes, and which options it named. */
struct usage {
	const struct opt_tool	*t;
	const char		*cmd;	/* the subcommand, or NULL */
	char			 buf[USAGE_MAX];
	size_t			 len;
	unsigned char		 seen[USAGE_OPTS];
};

static void	usage_bug(const struct usage *, const char *, int,
		    const char *) __attribute__((noreturn));

/*
 * A synopsis that does not fit its table is the tool's bug: exit 2 with
 * "the synopsis of CMD", then what it does with -letter, then why.
 */
static void
usage_bug(const struct usage *u, const char *what, int letter,
    const char *why)
{
	fail_at(FAIL_USAGE, NULL, 0, 0, "the synopsis%s%s %s-%c%s",
	    u->cmd ? " of " : "", u->cmd ? u->cmd : "", what, letter, why);
}

static void
usage_put(struct usage *u, const char *s, size_t n)
{
	if (u->len + n >= sizeof(u->buf))
		fail_at(FAIL_USAGE, NULL, 0, 0, "a form of the synopsis is over "
		    "%d bytes", USAGE_MAX - 1);
	memcpy(u->buf + u->len, s, n);
	u->len += n;
	u->buf[u->len] = '\0';
}

/* Option letter c of u's table, marked as named; the tool's bug if none. */
static const struct opt *
usage_opt(struct usage *u, int c)
{
	const struct opt *o;
	size_t i;

	for (i = 0; (o = &u->t->opts[i])->letter != 0; i++)
		if (o->letter == c) {
			if (!opt_applies(o, u->cmd))
				usage_bug(u, "names ", c, ", which the "
				    "subcommand does not take");
			if (i < USAGE_OPTS)
				u->seen[i] = 1;
			return o;
		}
	usage_bug(u, "names ", c, ", which the table lacks");
}

/*
 * The option reference at s ("-x", "-xyz" or "-x=VALUE") into u; returns
 * what follows it.
 */
static const char *
usage_ref(struct usage *u, const char *s)
{
	const struct opt *o;
	const char *p, *v;

	for (p = s + 1; isalpha((unsigned char)*p); p++)
		;
	if (p - s > 2) {
		/* Flags together, as "-bceq". */
		for (v = s + 1; v < p; v++)
			if (usage_opt(u, *v)->arg != NULL)
				usage_bug(u, "puts ", *v, ", which takes a "
				    "value, among flags");
		usage_put(u, s, (size_t)(p - s));
		return p;
	}
	o = usage_opt(u, s[1]);
	usage_put(u, s, 2);
	if (*p == '=') {
		if (o->arg == NULL)
			usage_bug(u, "gives a value to the flag ", s[1],
			    "");
		for (v = ++p; *p != '\0' && strchr(" |])\n", *p) == NULL; p++)
			;
		usage_put(u, " ", 1);
		usage_put(u, v, (size_t)(p - v));
	} else if (o->arg != NULL) {
		usage_put(u, " ", 1);
		usage_put(u, o->arg, strlen(o->arg));
	}
	return p;
}

/* The form at s, up to its end or "\n", into u; returns its end. */
static const char *
usage_form(struct usage *u, const char *s)
{
	const char *p;

	u->len = 0;
	u->buf[0] = '\0';
	for (p = s; *p != '\0' && *p != '\n'; ) {
		if (*p == '-' && isalpha((unsigned char)p[1]) &&
		    (p == s || strchr(" [(|", p[-1]) != NULL))
			p = usage_ref(u, p);
		else
			usage_put(u, p++, 1);
	}
	return p;
}

/*
 * Line text of the usage to f after name, wrapped before USAGE_WIDTH at
 * spaces outside brackets, the rest indented under the first word after
 * name; the first line led by "usage: " (in the reader's language), the
 * others by as many spaces.
 */
static void
usage_wrap(FILE *f, int first, const char *name, const char *text)
{
	const char *lead = _("usage:"), *p, *q;
	size_t col, ind, n;
	int depth;

	col = strlen(lead) + 1 + strlen(name);
	ind = col + 1;
	fprintf(f, "%*s %s", first ? 0 : (int)strlen(lead), first ? lead : "",
	    name);
	for (p = text; *p != '\0'; p = *q != '\0' ? q + 1 : q) {
		for (q = p, depth = 0; *q != '\0' && (*q != ' ' || depth > 0);
		    q++)
			if (*q == '[' || *q == '(')
				depth++;
			else if ((*q == ']' || *q == ')') && depth > 0)
				depth--;
		n = (size_t)(q - p);
		if (n == 0)
			continue;
		if (col > ind && col + 1 + n >= USAGE_WIDTH) {
			fprintf(f, "\n%*s", (int)ind, "");
			col = ind;
		} else {
			fputc(' ', f);
			col++;
		}
		fwrite(p, 1, n, f);
		col += n;
	}
	fputc('\n', f);
}

/*
 * The forms of subcommand cmd (NULL: the tool's own), printed to f if f
 * is not NULL; *first is 1 until the first line is out.  Every option
 * that cmd takes must be in one of its forms.
 */
static void
usage_forms(const struct opt_tool *t, const char *cmd, FILE *f,
    int *first)
{
	const struct opt *o;
	struct usage u;
	const char *s, *forms;
	char name[64];
	size_t i;

	memset(&u, 0, sizeof(u));
	u.t = t;
	u.cmd = cmd;
	forms = cmd ? NULL : t->synopsis;
	for (i = 0; cmd != NULL && t->cmds[i].name != NULL; i++)
		if (strcmp(t->cmds[i].name, cmd) == 0)
			forms = t->cmds[i].synopsis;
	snprintf(name, sizeof(name), "%s%s%s", t->name, cmd ? " " : "",
	    cmd ? cmd : "");
	s = forms != NULL ? forms : "";
	do {
		s = usage_form(&u, s);
		if (f != NULL)
			usage_wrap(f, *first, name, u.buf);
		*first = 0;
	} while (*s++ != '\0');
	for (i = 0; (o = &t->opts[i])->letter != 0; i++)
		if (opt_applies(o, cmd) && (i >= USAGE_OPTS || !u.seen[i]))
			usage_bug(&u, "lacks ", o->letter, "");
}

void
opt_synopsis(const struct opt_tool *t, FILE *f)
{
	const struct opt_cmd *c;
	int first = 1;

	if (t->cmds == NULL)
		usage_forms(t, NULL, f, &first);
	for (c = t->cmds; c != NULL && c->name != NULL; c++)
		usage_forms(t, c->name, f, &first);
	if (f != NULL)
		fprintf(f, "%*s %s -h | -V\n", (int)strlen(_("usage:")), "",
		    t->name);
}
