/*
 * flow.h: how a tool ends once it has its answer, the same way for every
 * tool, as sbase's tools all end through one fshut: judge, report, emit
 * the state, exit.  A tool's main reads its options into a struct flow,
 * asks libcore, puts the answer in the struct and calls flow_end, which
 * alone decides what is written where:
 *
 *   yes	with f->st and f->apply, the state is emitted (stateio_emit: on
 *		stdout, or back to f->ifile with the text or the state on
 *		stdout), but with f->ifile, f->doc and f->verdict_in_place
 *		the state goes back to f->ifile only and -o yaml or json
 *		answers f->doc, the verdict (stateio_put); with f->file, that text goes back to f->ifile as
 *		it is (stateio_write), the answer on stdout; otherwise the
 *		answer goes to stdout, f->doc for -o yaml or json and
 *		f->text for people, what it quotes of a file escaped
 *		(say.h), but the colours the tool set (f->colour), and as
 *		it is when it is data (f->data) or JSON or YAML written as
 *		text.  Exit 0.
 *   same	a yes that changes nothing (f->unchanged: the move was made
 *		already, a command sent twice): with f->ifile the file is
 *		not written, nor its journal, and the answer goes to stdout
 *		as with -i (the text, or the state as it stands for -o
 *		yaml or json).  Exit 0.
 *   no	nothing is written to any file.  With f->text_on_no, the answer
 *		for people still goes to stdout when it is text (validate's
 *		words that are not words, the score of a game not won).  The
 *		reason goes to stderr unless -q, once, with the tool's name
 *		and the rule's:
 *		"TOOL: MESSAGE (rule: NAME)", and with -e the rule's text
 *		on a line of its own, "rulebook: \"TEXT\"".  With -o yaml or
 *		json, stdout gets the verdict as one document, yes or no
 *		alike: f->doc, or {legal: false} when the tool has none, with
 *		"rule" and "message" set (and "rulebook" with -e); a list
 *		(steal-check --find's, empty) as it is.  Exit 1.
 *
 * At a terminal, unless -o was given, the players are told what a script
 * is not (stdout not a terminal: all as above, byte for byte):
 *
 *   not kept	a yes whose state would go to stdout (f->st, f->apply, no
 *		-i) is not shown as YAML: the answer for people is, then
 *		"not kept: play it with -i FILE" (FILE the state's, or a
 *		new state's "write it with -i FILE or > FILE").
 *   judged	a yes with f->st but not f->apply (a move judged only):
 *		the answer, then "judged, not played: play it with -i FILE".
 *   brief	where f->text shows what the table must not see (the bag's
 *		order, a hand, a tile drawn, a secret word), f->brief is
 *		shown instead: when the state is not kept (its tiles drawn
 *		are still the bag's next ones), or always with
 *		f->brief_always (bag new's bag, which nobody may see).
 *
 * A write error is exit 2 (fail.h), with nothing replaced.
 */
#ifndef FLOW_H
#define FLOW_H

#include "core.h"
#include "fail.h"
#include "util.h"

struct node;
struct state;

struct flow {
	/* What the options asked for. */
	enum out_fmt	 fmt;		/* -o; OUT_DEFAULT: the tool's own */
	int		 quiet;		/* -q: no reason on stderr for a "no" */
	int		 explain;	/* -e: a "no" quotes its rule's text */
	const char	*ifile;		/* -i FILE: the state goes back there */
	int		 apply;		/* the state is written, not a verdict */
	int		 unchanged;	/* a yes that changes nothing: no file
					   is written (above) */
	int		 verdict_in_place; /* with -i, -o yaml|json answer
					   f->doc, the state going to the
					   file only */
	int		 text_on_no;	/* a "no" prints f->text too, in text */
	int		 colour;	/* f->text holds the tool's own colours */
	int		 data;		/* f->text is data (a compiled
					   dictionary), not text for people */

	/* The answer. */
	int		 no;		/* 1: a rule "no" (flow_refuse) */
	const struct core_rule *rule;	/* a "no": the rule it rests on */
	char		 msg[CORE_MSGLEN];	/* a "no": why, for people */
	struct state	*st;		/* the state to emit (borrowed) */
	const struct buf *file;		/* or the file's new text as it is,
					   written back to ifile (journal's
					   undo), borrowed */
	struct node	*doc;		/* the answer for -o yaml|json (the
					   flow frees it); NULL: none */
	struct buf	 text;		/* the answer for people */
	struct buf	 brief;		/* for a terminal, where text shows
					   secrets (above); empty: none */
	int		 brief_always;	/* the brief, the state kept or not */
};

/*
 * The answer is a rule "no": rule (an entry of its game's table) and the
 * message of fmt.  A yes becomes a no; the last reason given stands.
 */
void		 flow_refuse(struct flow *f, const struct core_rule *rule,
		    const char *fmt, ...)
		    __attribute__((format(printf, 3, 4)));
/* The same for the "no" that libcore handed back in e (core_no). */
void		 flow_refuse_err(struct flow *f, const struct core_err *e);

/*
 * The player the command acts for, named name (-p; NULL: none), as
 * seat_player says for the caller (caller_login): in a game whose
 * players have logins, the caller's own player, whether named or not;
 * else name's player, or NULL.  A name that is no player's is exit 2
 * ("did you mean"); a player who is not the caller's, or a caller who
 * plays none, is a rule "no", ended here (flow_end).
 */
struct player	*flow_player(struct flow *f, struct state *st,
		    const char *name);
/*
 * Hold f->ifile for cmd ("bag new -i"), which starts a new game there
 * (stateio_fresh).  A game whose players have logins is replaced
 * (force) only by one of its players: for a caller who plays none, a
 * rule "no", not-a-player, ended here (flow_end), the file left as it is.
 */
void		 flow_fresh(struct flow *f, int force, const char *cmd);
/*
 * May the caller see p's hand, the tiles p draws and p's secrets?  Every
 * answer that shows them asks first (seat_sees).
 */
int		 flow_sees(const struct state *st, const struct player *p);

/* Report, emit and exit, as above. */
void		 flow_end(struct flow *f) __attribute__((noreturn));

#endif
