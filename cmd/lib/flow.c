/*
 * flow.c: a tool's answer, from verdict to exit.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core.h"
#include "fail.h"
#include "flow.h"
#include "node.h"
#include "output.h"
#include "say.h"
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
	vsnprintf(f->msg, sizeof(f->msg), fmt, ap);
	va_end(ap);
}

void
flow_refuse_err(struct flow *f, const struct core_err *e)
{
	flow_refuse(f, e->rule, "%s", e->msg);
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
 * the rule and the reason (and with -e the rule's text).  NULL when
 * memory runs out.
 */
static struct node *
no_doc(struct flow *f)
{
	struct node *doc = f->doc;

	f->doc = NULL;
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
			fprintf(stderr, " (rule: %s)", rule_name(f));
		if (f->explain && f->rule != NULL)
			fprintf(stderr, "\nrulebook: \"%s\"", rule_text(f));
		fputc('\n', stderr);
	}
	node_free(f->doc);
	buf_free(&f->text);
	exit(EXIT_NO);
}

void
flow_end(struct flow *f)
{
	if (f->text.failed)
		fail_nomem();
	if (f->no)
		end_no(f);
	if (f->st != NULL && f->apply)
		stateio_emit(f->st, f->ifile, f->fmt, &f->text);
	else if (f->doc != NULL && (f->fmt == OUT_YAML || f->fmt == OUT_JSON)) {
		output_tree(f->doc, f->fmt);
		f->doc = NULL;
	} else
		put_text(f);
	node_free(f->doc);
	buf_free(&f->text);
	exit(EXIT_YES);
}
