/*
 * journal: the moves made on a state file, listed, undone, redone and
 * replayed (wordkit-state(5), "Journal").
 */
#include <sys/stat.h>

#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "alphabet.h"
#include "bag.h"
#include "bananagrams.h"
#include "caller.h"
#include "core.h"
#include "fail.h"
#include "flow.h"
#include "i18n.h"
#include "journal.h"
#include "journalfile.h"
#include "node.h"
#include "opt.h"
#include "output.h"
#include "privilege.h"
#include "say.h"
#include "seat.h"
#include "seed.h"
#include "shapemash_cards.h"
#include "state.h"
#include "stateio.h"
#include "statefile.h"
#include "util.h"

static const struct opt opts[] = {
	{ .letter = 'E', .name = "entry", .arg = "ENTRY", .kind = OPT_NUMBER,
	  .help = N_("undo back to entry ENTRY of the list, or\nredo back "
	  "to the undo ENTRY") },
	OPT__IN_PLACE("the file whose moves to undo or redo", NULL),
	OPT__OUTPUT(OPT_FORMATS, NULL, NULL),
	OPT__QUIET(NULL, NULL),
	{ .letter = 'r', .name = "redo", .kind = OPT_FLAG,
	  .help = N_("take back the last N undos (1)") },
	{ .letter = 'R', .name = "replay", .kind = OPT_FLAG,
	  .help = N_("replay the moves; yes if they make FILE as it is") },
	{ .letter = 'u', .name = "undo", .kind = OPT_FLAG,
	  .help = N_("put back the state before the last N moves (1)") },
	OPT__WAIT(NULL),
	OPT_END
};

static const struct opt_tool journal_tool = {
	.name = "journal",
	.synopsis = "[-o] [-W] FILE\n"
	    "-u [-q] [-o] [-W] -i [N | -E]\n"
	    "-r [-q] [-o] [-W] -i [N | -E]\n"
	    "-R [-q] [-o] [-W] FILE",
	.intro = N_("FILE's moves, oldest first; or undo, redo or replay "
	    "them\n"),
	.operand = OPT_STATE,
	.opts = opts
};

struct opts {
	int		 undo, redo, replay;
	const char	*file;		/* FILE, for the list and the replay */
	size_t		 n;		/* N, for an undo or a redo */
	uint64_t	 entry;		/* -E: back to this entry */
	const char	*entry_arg;	/* -E as typed; NULL: N */
};

/*
 * Is the game kept from its players (privilege_hides_file)?  Then the
 * seeds drawn for it, which make every tile known, are not shown; a seed
 * a player typed is, to every player alike.
 */
static int hide_seed;

/*
 * Hold path (statefile_hold), to read it only (a list, a replay) or to
 * replace it (mode), and know whether the game held is kept from the
 * caller: asked of the file held, not of its name beforehand, which a
 * link of the caller's may turn to a kept game while the move waits for
 * it.
 */
static void
hold(const char *path, enum statefile_mode mode)
{
	const struct stat *sb;
	const char *text;
	size_t len;

	free(statefile_hold(path, mode, &len));
	statefile_held(&text, &len, &sb);
	hide_seed = privilege_hides_file(path, sb);
}

/* The command of entry je, as typed, and the seed drawn for it. */
static void
put_command(struct buf *b, const struct journal_entry *je)
{
	size_t i;

	for (i = 0; i < je->nargs; i++) {
		if (i > 0)
			buf_addc(b, ' ');
		say_shell_word(b, je->args[i].p, je->args[i].len);
	}
	if (je->seed.len > 0 && !hide_seed)
		buf_printf(b, " --seed=%.*s", (int)je->seed.len, je->seed.p);
}

/* A journal's text as a string node. */
static struct node *
text_node(const struct journal_text *t)
{
	char *s;
	struct node *n;

	if ((s = malloc(t->len + 1)) == NULL)
		return NULL;
	memcpy(s, t->p, t->len);
	s[t->len] = '\0';
	n = node_str(s, STYLE_DOUBLE);
	free(s);
	return n;
}

/* Whether index i is among the n of v. */
static int
among(const size_t *v, size_t n, size_t i)
{
	while (n-- > 0)
		if (v[n] == i)
			return 1;
	return 0;
}

/* One entry of the list as a mapping. */
static struct node *
entry_doc(const struct journal_entry *je, int undone, int typed)
{
	struct node *m, *cmd, *took;
	char seed[48];
	size_t i;

	if ((m = node_new(NODE_MAP, STYLE_BLOCK)) == NULL ||
	    (cmd = node_new(NODE_SEQ, STYLE_FLOW)) == NULL ||
	    node_set(m, "entry", node_int((long long)je->seq)) == -1 ||
	    node_set(m, "time", text_node(&je->time)) == -1 ||
	    node_set(m, "user", text_node(&je->user)) == -1 ||
	    node_set(m, "command", cmd) == -1)
		return NULL;
	for (i = 0; i < je->nargs; i++)
		if (node_push(cmd, text_node(&je->args[i])) == -1)
			return NULL;
	if (je->seed.len > 0 && !hide_seed) {
		snprintf(seed, sizeof(seed), "--seed=%.*s",
		    (int)je->seed.len, je->seed.p);
		if (node_push(cmd, node_str(seed, STYLE_DOUBLE)) == -1)
			return NULL;
	}
	if (je->kind != JOURNAL_MOVE) {
		if ((took = node_new(NODE_SEQ, STYLE_FLOW)) == NULL ||
		    node_set(m, je->kind == JOURNAL_UNDO ? "undoes" :
		    "redoes", took) == -1)
			return NULL;
		for (i = 0; i < je->ntook; i++)
			if (node_push(took, node_int((long long)je->took[i])) ==
			    -1)
				return NULL;
	}
	if (node_set(m, "undone", node_str(undone ? "true" : "false",
	    STYLE_PLAIN)) == -1 || node_set(m, "outside",
	    node_str(je->outside ? "true" : "false", STYLE_PLAIN)) == -1 ||
	    (typed && node_set(m, "seed_typed", node_str("true",
	    STYLE_PLAIN)) == -1))
		return NULL;
	return m;
}

/* The time of je as the table reads it: local, to the second. */
static void
put_time(struct buf *b, const struct journal_entry *je)
{
	char s[32];
	struct tm tm;
	time_t t;

	memset(&tm, 0, sizeof(tm));
	if (je->time.len == 20 && sscanf(je->time.p, "%4d-%2d-%2dT%2d:%2d:%2dZ",
	    &tm.tm_year, &tm.tm_mon, &tm.tm_mday, &tm.tm_hour, &tm.tm_min,
	    &tm.tm_sec) == 6) {
		tm.tm_year -= 1900;
		tm.tm_mon -= 1;
		t = timegm(&tm);
		if (localtime_r(&t, &tm) != NULL &&
		    strftime(s, sizeof(s), "%Y-%m-%d %H:%M:%S", &tm) > 0) {
			buf_adds(b, s);
			return;
		}
	}
	say_shell_word(b, je->time.p, je->time.len);
}

/*
 * One entry of the list as a line; typed: it typed the game's seed
 * (typed_seed), which every player is told, whoever made it.
 */
static void
entry_line(struct buf *b, const struct journal_entry *je, int undone,
    int typed)
{
	size_t i;

	buf_printf(b, "%4llu  ", (unsigned long long)je->seq);
	put_time(b, je);
	buf_adds(b, "  ");
	say_shell_word(b, je->user.p, je->user.len);
	buf_adds(b, "  ");
	put_command(b, je);
	if (je->kind != JOURNAL_MOVE) {
		buf_adds(b, je->kind == JOURNAL_UNDO ? "  (undoes" :
		    "  (redoes");
		for (i = 0; i < je->ntook; i++)
			buf_printf(b, " %llu", (unsigned long long)je->took[i]);
		buf_addc(b, ')');
	}
	if (typed)
		buf_adds(b, "  (seed typed)");
	if (undone)
		buf_adds(b, "  (undone)");
	if (je->outside)
		buf_adds(b, "  (after a change by no tool)");
	buf_addc(b, '\n');
}

/* What a state says of its players' logins. */
enum game_kind {
	GAME_BROKEN,	/* no state: an editor broke the file */
	GAME_OPEN,	/* no game yet, or no players yet: a deal to come */
	GAME_FREE,	/* players, none with a login; or a state no deal
			   comes to (a spinner's session) */
	GAME_LOGINS	/* players with logins */
};

/*
 * The kind of game the text (len bytes, named name) holds, read as YAML
 * alone: its players and their logins are the same in any language,
 * one's own alphabet's too, which only its file can read as a state.
 */
static enum game_kind
game_kind(const char *text, size_t len, const char *name, char **typer)
{
	struct core_err e;
	struct node *root;
	const struct node *ps, *p, *login, *g, *by, *seed;
	enum game_kind k;
	size_t i;

	for (i = 0; i < len && strchr(" \t\r\n", text[i]) != NULL; i++)
		continue;
	if (i == len)
		return GAME_OPEN;
	if ((root = node_read(text, len, name, &e)) == NULL ||
	    root->kind != NODE_MAP) {
		node_free(root);
		return GAME_BROKEN;
	}
	/* Who typed its seed, and the seed: "LOGIN SEED" (state.h). */
	if ((by = node_get(root, STATE_SEED_TYPER_KEY)) != NULL &&
	    by->kind == NODE_SCALAR && (seed = node_get(root, "seed")) !=
	    NULL && seed->kind == NODE_SCALAR) {
		if ((*typer = malloc(by->len + seed->len + 2)) == NULL)
			fail_nomem();
		snprintf(*typer, by->len + seed->len + 2, "%s %s", by->str,
		    seed->str);
	}
	ps = node_get(root, "players");
	k = ps == NULL || ps->kind != NODE_SEQ || ps->n == 0 ? GAME_OPEN :
	    GAME_FREE;
	for (i = 0; k == GAME_FREE && i < ps->n; i++)
		if ((p = ps->items[i])->kind == NODE_MAP &&
		    (login = node_get(p, "login")) != NULL &&
		    login->kind == NODE_SCALAR && !node_is_null(login))
			k = GAME_LOGINS;
	/*
	 * No deal will come to a spinner's session; it does to a Shapemash
	 * deck, whose seed gives every card and every word picked.
	 */
	g = node_get(root, "game");
	if (k == GAME_OPEN && g == NULL)
		k = GAME_FREE;
	node_free(root);
	return k;
}

/*
 * The states of a journal's moves, and the games they are of: state i is
 * the one before entry i, state n (j->n) the held file now.  The state
 * after entry i is state i + 1: what the entry wrote, or that state as a
 * change by no tool left it (a note added, keys a tool does not own or a
 * comment, leaves it the game it was; a state replaced by hand right
 * after it is lost, with whatever it kept).
 */
struct states {
	enum game_kind	*kind;	/* none GAME_BROKEN, once mended */
	uint64_t	*print;	/* the fingerprint of its text */
	char		*leads;	/* it is, or leads to, a game with logins */
	char		**typer;	/* who typed its seed, and the seed
					   ("LOGIN SEED"), or NULL */
};

/*
 * A state that is no state (an editor broke it) is the game of the state
 * that the move before it wrote, when the journal holds that state (an
 * undo's), else of the state the move was made in; one with no players
 * yet is taken to have logins (a deal may have bound them), which shows
 * less and lets each undo only their own moves.  The first state, broken
 * before any move, has logins unless the first whole state after it has
 * players and none with a login.
 */
static void
states_mend(const struct journal *j, struct states *st)
{
	enum game_kind k;
	size_t i, m;

	for (i = 0; i <= j->n; i++) {
		if (st->kind[i] != GAME_BROKEN)
			continue;
		if (i == 0) {
			for (m = 1; m <= j->n && st->kind[m] == GAME_BROKEN;
			    m++)
				continue;
			k = m <= j->n ? st->kind[m] : GAME_LOGINS;
			st->kind[0] = k == GAME_FREE ? k : GAME_LOGINS;
			continue;
		}
		k = st->kind[i - 1];
		for (m = 0; m <= j->n; m++)
			if (st->kind[m] != GAME_BROKEN &&
			    st->print[m] == j->e[i - 1].after)
				k = st->kind[m];
		st->kind[i] = k == GAME_FREE ? k : GAME_LOGINS;
	}
}

/*
 * Mark in to every state that a move, not an undo or a redo, leads from
 * with no players yet to a state marked: every state alike (an undo or
 * a redo may bring it back) that such a move was made from.
 */
static void
states_back(const struct journal *j, const struct states *st, char *to)
{
	size_t i, k;
	int more;

	do {
		more = 0;
		for (k = j->n; k-- > 0; ) {
			if (j->e[k].kind != JOURNAL_MOVE || !j->e[k].kept ||
			    st->kind[k] != GAME_OPEN || to[k] || !to[k + 1])
				continue;
			for (i = 0; i <= j->n; i++)
				if (st->kind[i] == GAME_OPEN &&
				    st->print[i] == st->print[k])
					to[i] = 1;
			more = 1;
		}
	} while (more);
}

/*
 * Which states are, or lead to, a game with logins.  A state with
 * players is its own game.  One with none yet (a new game, tiles drawn
 * onto the table before the deal) is the game its moves lead to, up to
 * the deal (states_back); one that leads to no deal yet is taken to
 * have logins, as the deal to come may bind them: a seed chosen for the
 * game is its maker's until a deal without logins shows it is anyone's.
 */
static void
states_lead(const struct journal *j, struct states *st)
{
	char *dealt;
	size_t i;

	if ((dealt = calloc(j->n + 1, 1)) == NULL)
		fail_nomem();
	for (i = 0; i <= j->n; i++) {
		st->leads[i] = st->kind[i] == GAME_LOGINS;
		dealt[i] = st->kind[i] == GAME_LOGINS ||
		    st->kind[i] == GAME_FREE;
	}
	states_back(j, st, st->leads);
	states_back(j, st, dealt);
	for (i = 0; i <= j->n; i++)
		if (st->kind[i] == GAME_OPEN && !dealt[i])
			st->leads[i] = 1;
	free(dealt);
}

/* The states of j's moves on the held file (named name), in st. */
static void
states_read(const char *name, const struct journal *j, struct states *st)
{
	const struct stat *sb;
	const char *p;
	size_t len, i;

	if ((st->kind = calloc(j->n + 1, sizeof(*st->kind))) == NULL ||
	    (st->print = calloc(j->n + 1, sizeof(*st->print))) == NULL ||
	    (st->leads = calloc(j->n + 1, 1)) == NULL ||
	    (st->typer = calloc(j->n + 1, sizeof(*st->typer))) == NULL)
		fail_nomem();
	for (i = 0; i <= j->n; i++) {
		if (i < j->n) {
			p = j->e[i].before.p;
			len = j->e[i].before.len;
		} else if (statefile_held(&p, &len, &sb) == NULL)
			p = "", len = 0;
		st->kind[i] = game_kind(p, len, name, &st->typer[i]);
		st->print[i] = journal_print(p, len);
	}
	states_mend(j, st);
	states_lead(j, st);
}

/*
 * Did entry je, made from state before to state after (states.typer),
 * type the game's seed?  The state after names its user as the seed's
 * typer, with a typer or a seed that the state before had not.
 */
static int
typed_seed(const struct journal_entry *je, const char *before,
    const char *after)
{
	return je->kind == JOURNAL_MOVE && after != NULL &&
	    strlen(after) > je->user.len && after[je->user.len] == ' ' &&
	    memcmp(after, je->user.p, je->user.len) == 0 &&
	    (before == NULL || strcmp(before, after) != 0);
}

/*
 * Which entries of j, on the held file named name, are of a game whose
 * players have logins: an array of j->n flags, which the caller frees.
 * The list, the undo and the redo judge by it alike, whatever game the
 * file holds now.  A move is of the game it was made in, and of the game
 * it leads to (states_lead): so a deal that binds logins, the moves
 * before it back to the game's bag new, and a new game started over a
 * game with logins stay their maker's to take back, and the moves of a
 * game with logins stay their players' when a new game without logins
 * is started over it.  An undo or a redo is of the games of the moves
 * it took back or brought back (an undo to before a deal, of the game it
 * undealt), and of those of the states it went from and to.  With typed,
 * also which entries typed the game's seed (typed_seed), into *typed,
 * an array of j->n flags the caller frees.
 */
static char *
entries_logins(const char *name, const struct journal *j, char **typed)
{
	const struct journal_entry *t;
	struct states st;
	char *logins;
	size_t i, k;

	states_read(name, j, &st);
	if ((logins = calloc(j->n + 1, 1)) == NULL || (typed != NULL &&
	    (*typed = calloc(j->n + 1, 1)) == NULL))
		fail_nomem();
	for (i = 0; typed != NULL && i < j->n; i++)
		(*typed)[i] = typed_seed(&j->e[i], st.typer[i],
		    st.typer[i + 1]);
	for (i = 0; i <= j->n; i++)
		free(st.typer[i]);
	free(st.typer);
	for (i = 0; i < j->n; i++) {
		if (!j->e[i].kept)
			continue;
		/* A move made from, or to, a state of such a game. */
		logins[i] = st.leads[i] || st.leads[i + 1];
		/* What it took back is older: already judged. */
		for (k = 0; k < j->e[i].ntook; k++)
			if ((t = journal_find(j, j->e[i].took[k])) != NULL &&
			    t < j->e + i && logins[t - j->e])
				logins[i] = 1;
	}
	free(st.kind);
	free(st.print);
	free(st.leads);
	return logins;
}

/* Was entry je made by the caller? */
static int
callers(const struct journal_entry *je)
{
	const char *me = caller_login();

	return je->user.len == strlen(me) &&
	    memcmp(je->user.p, me, je->user.len) == 0;
}

/* Is t the text s? */
static int
text_is(const struct journal_text *t, const char *s)
{
	return t->len == strlen(s) && memcmp(t->p, s, t->len) == 0;
}

/* Is je a command of tool (its name after the last '/')? */
static int
tool_is(const struct journal_entry *je, const char *tool)
{
	const struct journal_text *t = &je->args[0];
	size_t n;

	if (je->nargs == 0)
		return 0;
	for (n = 0; n < t->len && t->p[t->len - n - 1] != '/'; n++)
		continue;
	return n == strlen(tool) && memcmp(t->p + t->len - n, tool, n) == 0;
}

/*
 * Is je a move that shows only what the table saw?  A word written in
 * the category game, a vote on it, a take-back (categories write, vote,
 * erase, whose command is their first argument): every word written is
 * on the board, which table(1) draws for every player, and the game
 * keeps no hand; only its seed is its maker's (categories new, whose
 * seed gives the spins to come).  And a Shenanigrams move (steal-check,
 * which plays no other game): the tile it names goes on the table, face
 * up, and its command names nothing of a hand (a trade, a pass or a lost
 * challenge names no tile); the tiles it draws are in no argument.
 */
static int
seen_by_all(const struct journal_entry *je)
{
	if (je->kind != JOURNAL_MOVE)
		return 0;
	if (tool_is(je, "steal-check"))
		return 1;
	return je->nargs >= 2 && (text_is(&je->args[1], "write") ||
	    text_is(&je->args[1], "vote") || text_is(&je->args[1], "erase")) &&
	    tool_is(je, "categories");
}

/*
 * Another's move in a game whose players have logins, as the list shows
 * it: the tool and its command, not what was given to them (the tile
 * dumped, the tiles put back), which the table did not see, nor the seed
 * the move drew, which gives every hand and every tile to come as a seed
 * typed with -s does; a move that shows only what the table saw
 * (seen_by_all, a Shenanigrams tile played) is shown whole, but that
 * seed.
 */
static void
veil(struct journal_entry *je)
{
	static const struct journal_text more = { "...", 3 };
	size_t keep = je->nargs > 1 && je->args[1].len > 0 &&
	    je->args[1].p[0] != '-' ? 2 : 1;

	je->seed.len = 0;
	if (seen_by_all(je))
		return;
	if (je->nargs > keep) {
		je->args[keep] = more;
		je->nargs = keep + 1;
	}
}

/*
 * The journal's path as the user would write it: beside file as given,
 * unless file is a link (the journal is beside what it names: jpath).
 */
static void
shown_path(const char *file, const char *jpath, char *out, size_t size)
{
	const char *slash = strrchr(file, '/');
	struct stat sb;

	if (lstat(file, &sb) == 0 && S_ISLNK(sb.st_mode))
		snprintf(out, size, "%s", jpath);
	else if (slash == NULL)
		snprintf(out, size, ".%s.journal", file);
	else
		snprintf(out, size, "%.*s/.%s.journal", (int)(slash - file),
		    file, slash + 1);
}

/* journal FILE: the moves, oldest first. */
static void
cmd_list(const struct opts *o, struct flow *f)
{
	struct journal j;
	struct node *doc, *list;
	struct core_err e;
	const char *jpath;
	char *text, shown[PATH_MAX + 16];
	struct journal_entry shown_e;
	char *logins, *typed;
	size_t *live, *undos, nlive, nundos, i;
	int undone;

	hold(o->file, STATEFILE_READ);
	journalfile_load(&j, &text, &jpath);
	logins = entries_logins(o->file, &j, &typed);
	shown_path(o->file, jpath, shown, sizeof(shown));
	/* An empty list says why: a game moved left its journal behind. */
	for (i = 0; i < j.n && !j.e[i].kept; i++)
		continue;
	if (i == j.n)
		say_warn("'%s' has no move in its journal '%s' (a game that "
		    "was moved keeps its journal under its old name)", o->file,
		    shown);
	if (journal_history(&j, &live, &nlive, &undos, &nundos, &e) == -1)
		fail_core(&e);
	if ((doc = node_new(NODE_MAP, STYLE_BLOCK)) == NULL ||
	    (list = node_new(NODE_SEQ, STYLE_BLOCK)) == NULL ||
	    node_set(doc, "file", node_str(o->file, STYLE_DOUBLE)) == -1 ||
	    node_set(doc, "journal", node_str(shown, STYLE_DOUBLE)) == -1 ||
	    node_set(doc, "moves", list) == -1)
		fail_nomem();
	for (i = 0; i < j.n; i++) {
		if (!j.e[i].kept)
			continue;
		undone = j.e[i].kind == JOURNAL_MOVE &&
		    !among(live, nlive, i);
		shown_e = j.e[i];
		if (logins[i] && !callers(&shown_e))
			veil(&shown_e);
		entry_line(&f->text, &shown_e, undone, typed[i]);
		if (node_push_made(list, entry_doc(&shown_e, undone,
		    typed[i])) == -1)
			fail_nomem();
	}
	if (node_set(doc, "changed", node_str(j.changed ? "true" : "false",
	    STYLE_PLAIN)) == -1)
		fail_nomem();
	if (j.changed)
		buf_printf(&f->text, "      (the file was changed by no tool "
		    "since)\n");
	f->doc = doc;
	free(logins);
	free(typed);
	free(live);
	free(undos);
	journal_free(&j);
	free(text);
}

/*
 * "undid 3: ann: bag peel -i g.yaml": entry je, hidden as the list hides
 * it (veil) when it is of a game with logins (hidden) and another's.
 */
static void
say_move(struct buf *b, const char *what, const struct journal_entry *je,
    int hidden)
{
	struct journal_entry shown_e = *je;

	if (hidden && !callers(&shown_e))
		veil(&shown_e);
	buf_printf(b, "%s %llu: ", what, (unsigned long long)shown_e.seq);
	say_shell_word(b, shown_e.user.p, shown_e.user.len);
	buf_adds(b, ": ");
	put_command(b, &shown_e);
	buf_addc(b, '\n');
}

/*
 * What taking back undo u brings back: its moves, oldest first, each
 * hidden as the list hides it (logins, entries_logins).
 */
static void
say_redone(struct buf *b, const struct journal *j, const char *logins,
    const struct journal_entry *u)
{
	const struct journal_entry *je;
	size_t i;

	for (i = u->ntook; i > 0; i--)
		if ((je = journal_find(j, u->took[i - 1])) != NULL)
			say_move(b, "redid", je, logins[je - j->e]);
}

/*
 * In a game whose players have logins, each takes back only their own
 * moves (an undo is a move for the player it undoes, seat.h), whatever
 * game the file holds now (logins, entries_logins): 1 when the last n of the moves
 * in effect (or of the undos, with redo) are the caller's to take back,
 * or fewer than n are there in all, which journal_plan says; else 0 with
 * the "no" in f, which counts only what the caller may take back.
 */
static int
own_moves(struct flow *f, const struct journal *j, const char *logins,
    int redo, size_t n)
{
	const struct core_rule *rule = &journal_rules[redo ?
	    JR_NOTHING_TO_REDO : JR_NOTHING_TO_UNDO];
	const struct journal_entry *je;
	struct core_err e;
	size_t *live, *undos, nlive, nundos, *from, have, mine, x;

	if (journal_history(j, &live, &nlive, &undos, &nundos, &e) == -1)
		fail_core(&e);
	from = redo ? undos : live;
	have = redo ? nundos : nlive;
	for (mine = 0; mine < have && mine < n; mine++) {
		x = from[have - 1 - mine];
		if (logins[x] && !callers(&j->e[x]))
			break;
	}
	je = mine < n && mine < have ? &j->e[from[have - 1 - mine]] : NULL;
	if (je == NULL)
		goto out;
	/*
	 * Another's move among the n asked for says whose it is; fewer than
	 * n in all say how many the caller may take back, not how many
	 * there are, or the next try would be refused as another's.
	 */
	if (mine == 0 || n <= have)
		flow_refuse(f, &seat_rules[SEAT_NOT_YOURS], "entry %llu is "
		    "%.*s's: in a game whose players have logins each takes "
		    "back their own moves", (unsigned long long)je->seq,
		    (int)je->user.len, je->user.p);
	else if (!redo && mine == 1)
		flow_refuse(f, rule, "only 1 move can be undone by you: "
		    "entry %llu, before it, is %.*s's",
		    (unsigned long long)je->seq, (int)je->user.len, je->user.p);
	else if (!redo)
		flow_refuse(f, rule, "only %zu moves can be undone by you: "
		    "entry %llu, before them, is %.*s's", mine,
		    (unsigned long long)je->seq, (int)je->user.len, je->user.p);
	else if (mine == 1)
		flow_refuse(f, rule, "only 1 undo can be taken back by you: "
		    "entry %llu, before it, is %.*s's",
		    (unsigned long long)je->seq, (int)je->user.len, je->user.p);
	else
		flow_refuse(f, rule, "only %zu undos can be taken back by "
		    "you: entry %llu, before them, is %.*s's", mine,
		    (unsigned long long)je->seq, (int)je->user.len, je->user.p);
out:
	free(live);
	free(undos);
	return je == NULL;
}

/* Does j hold entry seq, one it lists? */
static int
held(const struct journal *j, uint64_t seq)
{
	const struct journal_entry *je = journal_find(j, seq);

	return je != NULL && je->kept;
}

/*
 * The "no" of an entry j does not hold (a number mistyped, or one kept
 * no more), seq as typed: not one undone already, which back_to says
 * otherwise.
 */
static void
no_entry(struct flow *f, const struct journal *j, int redo, const char *seq)
{
	const struct core_rule *rule = &journal_rules[redo ?
	    JR_NOTHING_TO_REDO : JR_NOTHING_TO_UNDO];
	uint64_t first = 0, last = 0;
	size_t i;

	for (i = 0; i < j->n; i++)
		if (j->e[i].kept) {
			if (first == 0)
				first = j->e[i].seq;
			last = j->e[i].seq;
		}
	if (first == 0)
		flow_refuse(f, rule, "the journal has no entry %s: it "
		    "records no move", seq);
	else if (first == last)
		flow_refuse(f, rule, "the journal has no entry %s: its only "
		    "entry is %llu", seq, (unsigned long long)first);
	else
		flow_refuse(f, rule, "the journal has no entry %s: its "
		    "entries are %llu to %llu", seq,
		    (unsigned long long)first, (unsigned long long)last);
}

/*
 * How many moves in effect (or undos, with redo) there are from the
 * newest back to entry seq (typed as arg): 1 when seq is the newest.  0,
 * with the "no" in f, when seq is none of them: the second of two
 * players who undo the same slip by its entry is told so, and undoes
 * nothing more.
 */
static size_t
back_to(struct flow *f, const struct journal *j, int redo, uint64_t seq,
    const char *arg)
{
	struct core_err e;
	size_t *live, *undos, nlive, nundos, *from, have, k, n = 0;

	if (journal_history(j, &live, &nlive, &undos, &nundos, &e) == -1)
		fail_core(&e);
	from = redo ? undos : live;
	have = redo ? nundos : nlive;
	for (k = have; k > 0 && n == 0; k--)
		if (j->e[from[k - 1]].seq == seq)
			n = have - k + 1;
	free(live);
	free(undos);
	if (n > JOURNAL_MAX_ARGS && redo)
		fail_usage("entry %llu is %zu undos back: at most %d are "
		    "taken back at once", (unsigned long long)seq, n,
		    JOURNAL_MAX_ARGS);
	if (n > JOURNAL_MAX_ARGS)
		fail_usage("entry %llu is %zu moves back: at most %d are "
		    "undone at once", (unsigned long long)seq, n,
		    JOURNAL_MAX_ARGS);
	if (n == 0 && !held(j, seq))
		no_entry(f, j, redo, arg);
	else if (n == 0 && redo)
		flow_refuse(f, &journal_rules[JR_NOTHING_TO_REDO], "entry "
		    "%llu is no undo a redo can take back",
		    (unsigned long long)seq);
	else if (n == 0)
		flow_refuse(f, &journal_rules[JR_NOTHING_TO_UNDO], "entry "
		    "%llu is no move in effect: it was undone already, or is "
		    "an undo or a redo", (unsigned long long)seq);
	return n;
}

/*
 * The states before and after the move at entry x of j, the caller's to
 * free: the state after x is the one the next entry started from, or
 * the file now.  0, or -1 when either cannot be read.
 */
static int
entry_states(const struct journal *j, size_t x, struct state **before,
    struct state **after)
{
	const struct stat *sb;
	const char *text;
	size_t len;

	if (x + 1 < j->n) {
		text = j->e[x + 1].before.p;
		len = j->e[x + 1].before.len;
	} else if (statefile_held(&text, &len, &sb) == NULL)
		return -1;
	if ((*after = stateio_try(text, len, "journal")) == NULL)
		return -1;
	if ((*before = stateio_try(j->e[x].before.p, j->e[x].before.len,
	    "journal")) == NULL) {
		state_free(*after);
		return -1;
	}
	return 0;
}

/*
 * May the caller's move, entry je (x of j), be undone in a game whose
 * players have logins?  Not one that changed another player's hand: a
 * PEEL, which gives every player in a tile that player has seen and may
 * have laid (a seat new to the move, a deal, is no hand changed); nor one
 * that drew a Shapemash card, whose words were seen, and which a builder
 * could otherwise draw again and again (shapemash_cards_may_undo); nor a
 * Rotten Banana, which a caller could otherwise take back and call
 * again (bananagrams_may_undo).  1
 * yes, and yes when a state cannot be read; else 0 with the "no" in f.
 */
static int
undoable(struct flow *f, const struct journal *j, size_t x)
{
	const struct player *p;
	struct state *before, *after;
	struct core_err e;
	int ok = 1;

	if (entry_states(j, x, &before, &after) == -1)
		return 1;
	if ((p = seat_hand_reached(before, after, caller_login())) != NULL) {
		flow_refuse(f, &seat_rules[SEAT_NOT_YOURS], "entry %llu "
		    "changed %s's hand, which %s has seen: in a game whose "
		    "players have logins a move is undone only when it "
		    "reached no other player's hand",
		    (unsigned long long)j->e[x].seq, p->name, p->name);
		ok = 0;
	} else if (shapemash_cards_may_undo(before, after,
	    (unsigned long long)j->e[x].seq, &e) == 1 ||
	    bananagrams_may_undo(before, after,
	    (unsigned long long)j->e[x].seq, &e) == 1) {
		flow_refuse_err(f, &e);
		ok = 0;
	}
	state_free(before);
	state_free(after);
	return ok;
}

/*
 * In a game whose players have logins, may every move of took[] (n of
 * them) be undone (undoable)?  1 yes; else 0 with the "no" in f.
 */
static int
own_hands(struct flow *f, const struct journal *j, const char *logins,
    const uint64_t *took, size_t n)
{
	const struct journal_entry *je;
	size_t i;

	for (i = 0; i < n; i++)
		if ((je = journal_find(j, took[i])) != NULL &&
		    logins[je - j->e] && !undoable(f, j, (size_t)(je - j->e)))
			return 0;
	return 1;
}

/*
 * In a game kept from its players, may every move of took[] (n of them)
 * be undone?  Not one that drew tiles (bag_may_undo_kept): the bag put
 * back is shaken, and the move made again would draw afresh.  A move
 * whose states cannot be read is judged by the rest.  1 yes; else 0 with
 * the "no" in f.
 */
static int
no_draws(struct flow *f, const struct journal *j, const uint64_t *took,
    size_t n)
{
	const struct journal_entry *je;
	struct state *before, *after;
	struct core_err e;
	size_t i, x;
	int rc;

	for (i = 0; i < n; i++) {
		if ((je = journal_find(j, took[i])) == NULL)
			continue;
		x = (size_t)(je - j->e);
		if (entry_states(j, x, &before, &after) == -1)
			continue;
		rc = bag_may_undo_kept(before, after,
		    (unsigned long long)je->seq, &e);
		state_free(before);
		state_free(after);
		if (rc == 1) {
			flow_refuse_err(f, &e);
			return 0;
		}
	}
	return 1;
}

/* journal --undo / --redo: the state before, back in the file. */
static void
cmd_undo(const struct opts *o, struct flow *f, struct buf *file)
{
	struct journal j;
	struct node *doc, *list;
	struct core_err e;
	uint64_t took[JOURNAL_MAX_ARGS], shake = 0;
	const struct journal_entry *je;
	const char *jpath;
	char *text, *logins;
	size_t restore, ntook, i, n;
	int rc, shaken;

	hold(f->ifile, STATEFILE_EXISTING);
	journalfile_load(&j, &text, &jpath);
	logins = entries_logins(f->ifile, &j, NULL);
	if ((n = o->entry_arg ? back_to(f, &j, o->redo, o->entry,
	    o->entry_arg) : o->n) == 0 ||
	    !own_moves(f, &j, logins, o->redo, n))
		goto out;
	if ((rc = journal_plan(&j, o->redo, n, &restore, took, &ntook,
	    &e)) == -1)
		fail_core(&e);
	if (rc == 1) {
		flow_refuse_err(f, &e);
		goto out;
	}
	if (!o->redo && !own_hands(f, &j, logins, took, ntook))
		goto out;
	if (!o->redo && hide_seed && !no_draws(f, &j, took, ntook))
		goto out;
	if ((doc = node_new(NODE_MAP, STYLE_BLOCK)) == NULL ||
	    (list = node_new(NODE_SEQ, STYLE_FLOW)) == NULL ||
	    node_set(doc, o->redo ? "redoes" : "undoes", list) == -1)
		fail_nomem();
	for (i = 0; i < ntook; i++) {
		if (node_push(list, node_int((long long)took[i])) == -1)
			fail_nomem();
		je = journal_find(&j, took[i]);
		if (o->redo)
			say_redone(&f->text, &j, logins, je);
		else
			say_move(&f->text, "undid", je, logins[je - j.e]);
	}
	if (buf_add(file, j.e[restore].before.p, j.e[restore].before.len) ==
	    -1)
		fail_nomem();
	/*
	 * In a game kept from its players, the tiles the moves undone took
	 * were seen: the bag put back is shaken, by a seed of its own that
	 * the journal keeps for the replay, so that an undo shows no tile
	 * to come (wordkit-state(5)).
	 */
	shaken = !o->redo && hide_seed && journalfile_shake(file, shake =
	    seed_os());
	journalfile_mark(o->redo ? JOURNAL_REDO : JOURNAL_UNDO, took, ntook,
	    shaken ? &shake : NULL);
	f->doc = doc;
	f->file = file;
out:
	free(logins);
	journal_free(&j);
	free(text);
}

/* journal --replay FILE: are the moves the file as it is? */
static void
cmd_replay(const struct opts *o, struct flow *f)
{
	struct journal j;
	const struct stat *sb;
	const char *jpath, *now;
	char *text, msg[CORE_MSGLEN];
	size_t len, nrun = 0, i;
	int rc;

	hold(o->file, STATEFILE_READ);
	journalfile_load(&j, &text, &jpath);
	statefile_held(&now, &len, &sb);
	statefile_release();
	/* A move never written is none, as the list and the undo say. */
	for (i = 0; i < j.n && !j.e[i].kept; i++)
		continue;
	if (i == j.n) {
		rc = 1;
		snprintf(msg, sizeof(msg), _("'%s' has no move in its journal "
		    "to replay"), o->file);
	} else
		rc = journalfile_replay(&j, now, len, msg, sizeof(msg), &nrun);
	if (rc == 1)
		flow_refuse(f, &journal_rules[JR_REPLAY], "%s", msg);
	else
		buf_printf(&f->text, "%zu entr%s replayed: %s is what they "
		    "make\n", nrun, nrun == 1 ? "y" : "ies", o->file);
	if ((f->doc = node_new(NODE_MAP, STYLE_BLOCK)) == NULL ||
	    node_set(f->doc, "same", node_str(rc == 0 ? "true" : "false",
	    STYLE_PLAIN)) == -1 || (rc == 0 && node_set(f->doc, "replayed",
	    node_int((long long)nrun)) == -1))
		fail_nomem();
	journal_free(&j);
	free(text);
}

static void
read_opts(int argc, char *argv[], struct opts *o, struct flow *f)
{
	int ch;

	o->n = 1;
	while ((ch = opt_get(&journal_tool, argc, argv)) != -1)
		switch (ch) {
		case 'E':
			/*
			 * Any number: one the journal does not hold, 0 too,
			 * is told by the entries it holds (no_entry).
			 */
			o->entry = opt_count(optarg, N_("entry"));
			o->entry_arg = optarg;
			break;
		case 'i': f->ifile = optarg; break;
		case 'o': f->fmt = output_format(optarg, 1); break;
		case 'q': f->quiet = 1; break;
		case 'r': o->redo = 1; break;
		case 'R': o->replay = 1; break;
		case 'u': o->undo = 1; break;
		case 'W': statefile_wait(optarg); break;
		default: opt_usage(&journal_tool, stderr, EXIT_ERR);
		}
	argc -= optind;
	argv += optind;
	if (o->undo + o->redo + o->replay > 1)
		fail_usage("--undo, --redo and --replay go one at a time");
	if (argc > 1)
		fail_usage("too many arguments");
	if (o->undo || o->redo) {
		if (f->ifile == NULL)
			fail_usage("--%s needs the file: -i FILE",
			    o->undo ? "undo" : "redo");
		if (argc == 1 && o->entry_arg)
			fail_usage("N or --entry: give one of them");
		if (argc == 1)
			o->n = (size_t)opt_u64(argv[0], "N", 1,
			    JOURNAL_MAX_ARGS);
		return;
	}
	if (o->entry_arg)
		fail_usage("--entry is for --undo and --redo");
	if (f->ifile != NULL)
		fail_usage("-i is for --undo and --redo: give FILE alone");
	/* Each sentence whole, for the catalogs. */
	if (argc == 0 && o->replay)
		fail_usage("a FILE is needed: the state whose journal to "
		    "replay");
	if (argc == 0)
		fail_usage("a FILE is needed: the state whose journal to list");
	o->file = argv[0];
}

int
main(int argc, char *argv[])
{
	struct opts o = { 0 };
	struct flow f = { 0 };
	struct buf file = { 0 };

	read_opts(argc, argv, &o, &f);
	if (o.undo || o.redo)
		cmd_undo(&o, &f, &file);
	else if (o.replay)
		cmd_replay(&o, &f);
	else
		cmd_list(&o, &f);
	flow_end(&f);
}
