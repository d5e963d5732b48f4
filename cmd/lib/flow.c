/*
 * flow.c: a tool's answer, from verdict to exit.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "caller.h"
#include "core.h"
#include "fail.h"
#include "flow.h"
#include "i18n.h"
#include "node.h"
#include "output.h"
#include "say.h"
#include "seat.h"
#include "state.h"
#include "stateio.h"
#include "util.h"

extern const char *__progname;

void
flow_refuse(struct flow *f, const struct core_rule *rule, const char *fmt,
    ...)
{
	va_list ap;

	f->no = 1;
	f->rule = rule;
	va_start(ap, fmt);
	i18n_vformat(f->msg, sizeof(f->msg), fmt, ap);
	va_end(ap);
}

void
flow_refuse_err(struct flow *f, const struct core_err *e)
{
	/* Not through flow_refuse: e's message is translated already. */
	f->no = 1;
	f->rule = e->rule;
	snprintf(f->msg, sizeof(f->msg), "%s", e->msg);
}

struct player *
flow_player(struct flow *f, struct state *st, const char *name)
{
	struct player *p;
	struct core_err e;
	int rc;

	if ((rc = seat_player(st, caller_login(), name, &p, &e)) == -1)
		fail_core(&e);
	if (rc == 1) {
		flow_refuse_err(f, &e);
		flow_end(f);
	}
	return p;
}

void
flow_fresh(struct flow *f, int force, const char *cmd)
{
	struct state *old;
	struct player *p;
	struct core_err e;

	/*
	 * A new game over theirs would be a move on it that its players
	 * could not take back: it is its maker's to undo (journal(1)).
	 */
	if ((old = stateio_fresh(f->ifile, force, cmd)) != NULL &&
	    state_has_logins(old) && seat_player(old, caller_login(), NULL,
	    &p, &e) == 1) {
		state_free(old);
		flow_refuse_err(f, &e);
		flow_end(f);
	}
	state_free(old);
}

int
flow_sees(const struct state *st, const struct player *p)
{
	/* Without logins, everyone's: the user's name is not looked up. */
	return !state_has_logins(st) || seat_sees(st, caller_login(), p);
}

/* The rule's name and text, or "" for a "no" that names none. */
static const char *
rule_name(const struct flow *f)
{
	return f->rule != NULL ? f->rule->name : "";
}

static const char *
rule_text(const struct flow *f)
{
	return f->rule != NULL ? f->rule->text : "";
}

/*
 * The verdict document of a "no": the tool's, or {legal: false}, naming
 * the rule and the reason (and with -e the rule's text).  A list (what
 * was found: none) is answered as it is, the reason on stderr only.
 * NULL when memory runs out.
 */
static struct node *
no_doc(struct flow *f)
{
	struct node *doc = f->doc;

	f->doc = NULL;
	if (doc != NULL && doc->kind == NODE_SEQ)
		return doc;
	if (doc == NULL && ((doc = node_new(NODE_MAP, STYLE_BLOCK)) == NULL ||
	    node_set(doc, "legal", node_str("false", STYLE_PLAIN)) == -1))
		return NULL;
	if (node_set(doc, "rule", node_str(rule_name(f), STYLE_DOUBLE)) == -1 ||
	    node_set(doc, "message", node_str(f->msg, STYLE_DOUBLE)) == -1 ||
	    (f->explain && node_set(doc, "rulebook", node_str(rule_text(f),
	    STYLE_DOUBLE)) == -1)) {
		node_free(doc);
		return NULL;
	}
	return doc;
}

/*
 * The text answer on stdout: for people, what it quotes of a file is
 * escaped (say.h); JSON or YAML a tool wrote as text, or data, as it is.
 */
static void
put_text(const struct flow *f)
{
	if (f->data || f->fmt == OUT_YAML || f->fmt == OUT_JSON)
		output_buf(&f->text);
	else
		output_text(&f->text, f->colour ? SAY_LINES | SAY_COLOUR :
		    SAY_LINES);
}

/* A "no": the verdict on stdout when asked, the reason on stderr. */
static void __attribute__((noreturn))
end_no(struct flow *f)
{
	if (f->fmt == OUT_YAML || f->fmt == OUT_JSON)
		output_tree(no_doc(f), f->fmt);
	else if (f->text_on_no)
		put_text(f);
	if (!f->quiet) {
		fprintf(stderr, "%s: ", __progname);
		/* The reason may quote a file: say.h. */
		say_put(stderr, f->msg);
		if (f->rule != NULL)
			fprintf(stderr, _(" (rule: %s)"), rule_name(f));
		/* The rulebook is quoted as it is written: in English. */
		if (f->explain && f->rule != NULL)
			fprintf(stderr, _("\nrulebook: \"%s\""), rule_text(f));
		fputc('\n', stderr);
	}
	/* What f holds is left to exit: see flow_end. */
	exit(EXIT_NO);
}

/* A file's new text as it is, back to f->ifile, the answer on stdout. */
static void
end_file(struct flow *f)
{
	struct buf out = { 0 };

	if (f->doc != NULL && (f->fmt == OUT_YAML || f->fmt == OUT_JSON)) {
		output_put_tree(f->doc, f->fmt, &out);
		f->doc = NULL;
	} else if (say_text(&out, f->text.p, f->text.len, SAY_LINES) == -1)
		fail_nomem();
	stateio_write(f->ifile, f->file, &out, NULL);
	buf_free(&out);
}

/* The state back to f->ifile only, its verdict the answer on stdout. */
static void
end_verdict(struct flow *f)
{
	struct buf out = { 0 };

	output_put_tree(f->doc, f->fmt, &out);
	f->doc = NULL;
	stateio_put(f->st, f->ifile, &out);
	buf_free(&out);
}

/*
 * At a terminal without -o: the brief for the text where it must not be
 * seen, and what a move not kept or only judged leaves undone, said with
 * how to do it (flow.h).  The state is then not shown (f->apply is
 * cleared): nothing is written.
 */
static void
at_terminal(struct flow *f)
{
	struct buf swap;
	const char *file;
	int unkept, judged;

	if (f->fmt != OUT_DEFAULT || f->st == NULL || !isatty(STDOUT_FILENO))
		return;
	unkept = f->apply && f->ifile == NULL;
	judged = !f->apply;
	if (f->brief.len > 0 && (unkept || f->brief_always)) {
		swap = f->text;
		f->text = f->brief;
		f->brief = swap;
	}
	/* The file the state came from, by the name it was given. */
	file = f->st->file;
	if (file != NULL && strcmp(file, "<stdin>") == 0)
		file = "FILE";
	if (unkept && file == NULL)
		buf_adds(&f->text, _("not kept: write it with -i FILE or > "
		    "FILE\n"));
	else if (unkept)
		buf_printf(&f->text, _("not kept: play it with -i %s\n"),
		    file);
	else if (judged)
		buf_printf(&f->text, _("judged, not played: play it with -i "
		    "%s\n"), file);
	if (f->text.failed)
		fail_nomem();
	if (unkept)
		f->apply = 0;
}

void
flow_end(struct flow *f)
{
	if (f->text.failed || f->brief.failed)
		fail_nomem();
	if (f->no)
		end_no(f);
	/*
	 * A move tried on a game kept from its player would show what is
	 * still to come (the tile a draw takes, the word a pick chooses)
	 * without playing it: as often as they like.
	 */
	if (f->st != NULL && f->apply && f->ifile == NULL && stateio_hidden())
		fail_usage("the game's file is kept from its players (the "
		    "games group): a move on it is played with -i %s, never "
		    "tried with -f", f->st->file);
	at_terminal(f);
	/* Nothing to write back, nor to journal: the answer only. */
	if (f->st != NULL && f->apply && f->unchanged && f->ifile != NULL)
		stateio_emit(f->st, NULL, f->fmt == OUT_DEFAULT ? OUT_TEXT :
		    f->fmt, &f->text);
	else if (f->st != NULL && f->apply && f->ifile != NULL &&
	    f->verdict_in_place && f->doc != NULL &&
	    (f->fmt == OUT_YAML || f->fmt == OUT_JSON))
		end_verdict(f);
	else if (f->st != NULL && f->apply)
		stateio_emit(f->st, f->ifile, f->fmt, &f->text);
	else if (f->file != NULL)
		end_file(f);
	else if (f->doc != NULL && (f->fmt == OUT_YAML || f->fmt == OUT_JSON)) {
		output_tree(f->doc, f->fmt);
		f->doc = NULL;
	} else
		put_text(f);
	/*
	 * What f holds (the answer's text, its document) is left to exit,
	 * still reachable from f: the last free of a group of small blocks
	 * makes musl unmap it, a system call and a TLB flush that cost a
	 * short run more than its answer.
	 */
	exit(EXIT_YES);
}
