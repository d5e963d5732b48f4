/*
 * core.h: what every libcore module shares: the ownership rule, the
 * result contract, and the struct that carries an error or a reason.
 *
 * Ownership, stated once for all of libcore: arguments are borrowed; what
 * a *_new, *_read or *_dup function returns belongs to the caller, who
 * frees it with the matching *_free; *_free(NULL) does nothing.  Where a
 * function does otherwise, its header says so, in one of these ways:
 *	- "(caller frees)", "the caller's": a new object or string from a
 *	  function of another name (grid_parse, tiles_expand, a "*got");
 *	- "taken": an argument whose object becomes the callee's (node_set's
 *	  value, a board's grid), to free with its new owner;
 *	- "borrowed from X": a pointer into an argument (a player of a
 *	  state, a value of a mapping), valid while X lives unchanged;
 *	- "into buf", "returns out": the caller's own buffer, filled;
 *	- "static": a name or reason in libcore's own data, never freed.
 *
 * The result contract, kept by every module.  A function that judges or
 * acts returns
 *	 0	yes: legal, valid, done;
 *	 1	a rule "no": the word, grid, move or state breaks a rule of
 *		the game.  The reason is a rule (a struct core_rule, an entry
 *		of the game's table) and a message: in the struct core_err
 *		(rule and msg, filled by core_no), or, for a judge that hands
 *		back a verdict, in the verdict's rule and message.  Nothing
 *		was changed.  Tools print the message, quote the rule's text
 *		with --explain and give its name with -o json;
 *	-1	an error: malformed input, an impossible request, out of
 *		memory.  The struct core_err holds the message and, for
 *		input, its place (file, line, column).  A function that
 *		returns a pointer returns NULL for this.
 * A predicate that only asks a question of its arguments (dict_has,
 * typeset_is_vowel, state_name_ok) is not a judgement: it returns 1 for
 * true and 0 for false, as C's own isalpha does, and its name says so.
 *
 * libcore never exits, never prints and never reads the environment:
 * only the tools in cmd/ decide exit statuses and messages (tool.h).
 */
#ifndef CORE_H
#define CORE_H

#include <stddef.h>

#define CORE_MSGLEN	512

/* What an error is: malformed input, memory run out, or (in the tools) I/O. */
enum core_kind { CORE_EINPUT = 0, CORE_ENOMEM, CORE_EIO };

/*
 * A rule a "no" rests on.  Every game keeps one table of them, an array
 * declared in its header (bananagrams_rules[], shenanigrams_rules[], ...)
 * and indexed by the game's enum, and a "no" points at its entry: so
 * every "no" in libcore is reported the same way, a rule and a message.
 * The tables are static data: a rule pointer is never freed.  Arrays,
 * not pointers: a static PIE relocates every pointer in its data when it
 * starts, and every tool that judges links a table or several.
 */
#define CORE_RULE_NAMELEN	24
#define CORE_RULE_TEXTLEN	256

struct core_rule {
	char	name[CORE_RULE_NAMELEN];	/* "peel-too-low": lowercase
				   words joined by hyphens, unique in its
				   table; scripts read it, so it never
				   changes */
	char	text[CORE_RULE_TEXTLEN];	/* the rulebook's sentence the
				   rule rests on, or the referee's ruling from
				   the game's section-7 page where the
				   rulebook is silent, for --explain */
};

/* An error (rule NULL, with its place) or the reason for a rule "no". */
struct core_err {
	char		 msg[CORE_MSGLEN];
	const struct core_rule *rule;	/* the rule of a "no", or NULL */
	const char	*file;	/* borrowed; NULL for no file */
	size_t		 line;	/* 1-based; 0 when unknown */
	size_t		 col;	/* 1-based; 0 when unknown */
	enum core_kind	 kind;	/* of an error: CORE_EINPUT unless said */
};

/*
 * Fill e (which may be NULL) with an error message and a place.  fmt is
 * English, and translated here (i18n.h); its arguments are not.  file is
 * borrowed and must outlive e.  Returns -1 so callers can write
 * "return core_errf(...)".
 */
int	core_errf(struct core_err *e, const char *file, size_t line,
	    size_t col, const char *fmt, ...)
	    __attribute__((format(printf, 5, 6)));

/* Shorthand for an allocation failure. */
int	core_nomem(struct core_err *e);

/*
 * Fill e (which may be NULL) with the reason for a rule "no": rule, an
 * entry of a game's table (&bag_rules[BAG_TOO_LOW]), and a message, fmt
 * translated as core_errf's; no place.  Returns 1, so callers can write
 * "return core_no(...)".
 */
int	core_no(struct core_err *e, const struct core_rule *rule,
	    const char *fmt, ...)
	    __attribute__((format(printf, 3, 4)));

#endif
