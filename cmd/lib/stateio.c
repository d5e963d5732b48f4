/*
 * stateio.c: a game's state in and out of a tool.
 */
#include <sys/stat.h>

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "alphabet.h"
#include "caller.h"
#include "core.h"
#include "dictload.h"
#include "fail.h"
#include "i18n.h"
#include "input.h"
#include "journalfile.h"
#include "langload.h"
#include "node.h"
#include "opt.h"
#include "output.h"
#include "privilege.h"
#include "say.h"
#include "seat.h"
#include "seed.h"
#include "state.h"
#include "statefile.h"
#include "stateio.h"
#include "util.h"

/* state_read_lang's resolver: the alphabets of lang/, or a file's. */
static const struct alphabet *
state_lang(void *arg, const char *code, struct core_err *e)
{
	(void)arg;
	return langload_try(code, e);
}

/*
 * Exit 2 when root is a tool's error document (fail.h), as a pipeline
 * hands on when the tool before failed under -o yaml|json: whose error it
 * is reads better than what a state lacks.
 */
static void
not_an_error(const struct node *root, const char *name)
{
	const struct node *err, *tool, *msg;

	if (root != NULL && root->kind == NODE_MAP && root->n == 2 &&
	    (err = node_get(root, "error")) != NULL && err->kind == NODE_MAP &&
	    (tool = node_get(err, "tool")) != NULL &&
	    tool->kind == NODE_SCALAR &&
	    (msg = node_get(err, "message")) != NULL &&
	    msg->kind == NODE_SCALAR)
		fail_input(name, "not a state but an error of %.32s: %.400s",
		    tool->str, msg->str);
}

struct state *
stateio_parse(const char *text, size_t len, const char *name)
{
	struct core_err e;
	struct state *st;
	struct node *root;

	if ((st = state_read_lang(text, len, name, state_lang, NULL, &e)) ==
	    NULL) {
		if ((root = node_read(text, len, name, NULL)) != NULL)
			not_an_error(root, name);
		node_free(root);
		fail_core(&e);
	}
	if (st->game == NULL)
		not_an_error(st->root, name);
	/* An older state's file, given again: the state names its code. */
	if (st->lang != NULL && strcmp(st->lang, st->alpha->code) != 0 &&
	    state_set_lang(st, st->alpha->code, st->alpha, &e) == -1)
		fail_core(&e);
	return st;
}

/*
 * A file is a state when it names its game: a YAML file that a link or a
 * slip named (a private config) is no game to play and write back.  A
 * spinner session is the one state without a game: its keys are the
 * spinner's only.
 */
int
stateio_names_game(const struct state *st, const char *name,
    struct core_err *e)
{
	/* A game null or empty (state.h) is refused where it is. */
	if (!state_is_session(st) && st->game == NULL)
		return core_errf(e, name, st->nogame_line, st->nogame_col,
		    "not a wordkit state: it names no game (a state's key "
		    "game:, such as game: \"bananagrams\")");
	return 0;
}

static void
need_game_key(const struct state *st, const char *name)
{
	struct core_err e;

	if (stateio_names_game(st, name, &e) == -1)
		fail_core(&e);
}

struct state *
stateio_parse_file(const char *text, size_t len, const char *name)
{
	struct state *st;

	st = stateio_parse(text, len, name);
	need_game_key(st, name);
	return st;
}

struct state *
stateio_try(const char *text, size_t len, const char *name)
{
	struct core_err e;

	return state_read_lang(text, len, name, state_lang, NULL, &e);
}

/* The state read was from a file kept from the caller (privilege.h). */
static int hidden;

static struct state *in_named_lang(struct state *, const char *);

struct state *
stateio_read(const char *ffile, const char *ifile)
{
	struct state *st;
	const char *name;
	size_t len;
	char *text;

	if (ffile != NULL && ifile != NULL)
		fail_usage("-f and -i cannot be used together");
	if (ifile != NULL) {
		name = ifile;
		text = statefile_hold(ifile, STATEFILE_EXISTING, &len);
		stateio_held(ifile);
	} else {
		input_await(ffile, N_("a game state"),
		    N_("use -f FILE or a pipe"));
		text = input_slurp_state(ffile, &name, &len, &hidden);
	}
	/* The standard input is the caller's to give: no game needed. */
	if (ifile != NULL || (ffile != NULL && strcmp(ffile, "-") != 0))
		st = stateio_parse_file(text, len, name);
	else
		st = stateio_parse(text, len, name);
	free(text);
	return in_named_lang(st, name);
}

/* st, in the language --lang named, if any; else exit 2. */
static struct state *
in_named_lang(struct state *st, const char *name)
{
	const struct alphabet *a;

	if ((a = langload_named()) != NULL && strcmp(a->code,
	    st->alpha->code) != 0)
		fail_usage("%s is in '%s', not '%s': --lang names the "
		    "state's language", name, st->alpha->code, a->code);
	return st;
}

struct state *
stateio_read_given(void)
{
	struct stat sb;
	struct state *st;
	const char *name;
	size_t len;
	char *text;

	if (fstat(STDIN_FILENO, &sb) == -1 || isatty(STDIN_FILENO) ||
	    input_is_null(&sb))
		return NULL;
	text = input_slurp_state(NULL, &name, &len, &hidden);
	if (len == 0) {
		free(text);
		return NULL;
	}
	st = stateio_parse(text, len, name);
	free(text);
	return in_named_lang(st, name);
}

int
stateio_hidden(void)
{
	return hidden;
}

int
stateio_kept(void)
{
	const struct stat *sb;
	const char *text;
	size_t len;

	return statefile_held(&text, &len, &sb) != NULL &&
	    privilege_group_file(sb);
}

void
stateio_seed_typer(struct state *st)
{
	struct core_err e;
	const char *who;

	/* A move replayed was typed by its user, not by who replays it. */
	if ((who = opt_replay_user()) == NULL)
		who = caller_login();
	/* A spinner's session, of no game, has no players to deal. */
	if (st->game != NULL && opt_seed_typed() && stateio_kept() &&
	    seat_set_seed_typer(st, who, &e) == -1)
		fail_core(&e);
}

void
stateio_held(const char *ifile)
{
	const struct stat *sb;
	const char *text;
	size_t len;

	/* The file held, not what its name names now. */
	if (statefile_held(&text, &len, &sb) == NULL)
		fail_io("'%s' is not held", ifile);
	hidden = privilege_hides_file(ifile, sb);
}

/*
 * A game whose players have logins is written to a file, never shown: its
 * state holds every hand and the bag's order.  Exit 2 unless stdout is
 * a file (a redirection, > FILE) or /dev/null, which shows it to nobody
 * (and where journal --replay sends every move's answer).  A game read
 * from a file kept from the caller (privilege_hides_file: the games
 * folder) goes nowhere but back to its file.
 */
static void
private_state(void)
{
	struct stat sb;

	if (hidden)
		fail_usage("the game's file is kept from its players (the "
		    "games group): its state, the bag's order and every hand "
		    "in it, goes back to its file (-i FILE), never to the "
		    "standard output");
	if (fstat(STDOUT_FILENO, &sb) == 0 && (S_ISREG(sb.st_mode) ||
	    input_is_null(&sb)))
		return;
	fail_usage("the game's players have logins: its state, every hand "
	    "in it, goes to a file (-i FILE, or > FILE), not to a screen or "
	    "a pipe");
}

void
stateio_emit(struct state *st, const char *ifile, enum out_fmt fmt,
    const struct buf *text)
{
	struct buf file = { 0 }, out = { 0 };
	struct core_err e;

	if (fmt == OUT_DEFAULT)
		fmt = ifile ? OUT_TEXT : OUT_YAML;
	if (text != NULL && text->failed)
		fail_nomem();
	if ((fmt == OUT_YAML || fmt == OUT_JSON) && (state_has_logins(st) ||
	    hidden))
		private_state();
	/* Render everything before writing anything. */
	if (ifile != NULL && state_write(st, &file, 0, &e) == -1)
		fail_core(&e);
	if (fmt == OUT_YAML || fmt == OUT_JSON) {
		if (state_write(st, &out, fmt == OUT_JSON, &e) == -1)
			fail_core(&e);
	} else if (text != NULL && say_text(&out, text->p, text->len,
	    SAY_LINES) == -1)
		fail_nomem();
	if (ifile != NULL)
		stateio_write(ifile, &file, &out, st->has_seed &&
		    opt_seed_missing() ? &st->seed : NULL);
	else
		output_buf(&out);
	buf_free(&file);
	buf_free(&out);
}

void
stateio_put(struct state *st, const char *ifile, const struct buf *out)
{
	struct buf file = { 0 };
	struct core_err e;

	if (out->failed)
		fail_nomem();
	if (state_write(st, &file, 0, &e) == -1)
		fail_core(&e);
	stateio_write(ifile, &file, out, st->has_seed && opt_seed_missing() ?
	    &st->seed : NULL);
	buf_free(&file);
}

/*
 * Does the state before (blen bytes) say seed already, on a line of its
 * own as the tools write a block state ("seed: N")?  A look at its text,
 * not a read.
 */
static int
seed_line(const char *before, size_t blen, uint64_t seed)
{
	char line[40];
	size_t n;
	const char *p;

	n = (size_t)snprintf(line, sizeof(line), "\nseed: %llu\n",
	    (unsigned long long)seed);
	if (blen > n - 1 && memcmp(before, line + 1, n - 1) == 0)
		return 1;
	for (p = before; (p = memchr(p, '\n', blen - (size_t)(p - before))) !=
	    NULL && (size_t)(before + blen - p) >= n; p++)
		if (memcmp(p, line, n) == 0)
			return 1;
	return 0;
}

/*
 * seed, unless the state held before the move (text, len bytes) had it
 * already: the move then drew none, and its entry is listed and replayed
 * without it.  The line a tool writes is looked for first; only a state
 * that does not hold it (one kept in JSON or in flow style) is read as a
 * state, which a move would otherwise pay twice.
 */
static const uint64_t *
drawn_seed(const char *text, size_t len, const uint64_t *seed)
{
	struct state *before;
	int had;

	if (seed == NULL || seed_line(text, len, *seed))
		return NULL;
	if ((before = stateio_try(text, len, "journal")) == NULL)
		return seed;
	had = before->has_seed && before->seed == *seed;
	state_free(before);
	return had ? NULL : seed;
}

void
stateio_write(const char *ifile, const struct buf *file,
    const struct buf *out, const uint64_t *seed)
{
	const struct stat *sb;
	const char *text;
	size_t len;
	int late;

	if (statefile_held(&text, &len, &sb) == NULL)
		free(statefile_hold(ifile, STATEFILE_CREATE, &len));
	if (statefile_held(&text, &len, &sb) != NULL)
		seed = drawn_seed(text, len, seed);
	statefile_writable();
	journalfile_record(ifile, file, seed);
	late = statefile_put(ifile, STATEFILE_CREATE, file, out);
	journalfile_done();
	if (late)
		statefile_answer(out);
}

struct state *
stateio_fresh(const char *ifile, int force, const char *cmd)
{
	const struct stat *sb;
	const char *text;
	size_t len;

	statefile_fresh(ifile, STATEFILE_GAME, force, cmd);
	/* A game made new in the games folder is kept from its maker too. */
	stateio_held(ifile);
	/* --force replaces a game, not a file that is none (a config). */
	if (statefile_held(&text, &len, &sb) != NULL &&
	    strspn(text, " \t\r\n") != len)
		return stateio_parse_file(text, len, ifile);
	return NULL;
}

struct player *
stateio_player(struct state *st, const char *name)
{
	struct player *p;
	struct core_err e;

	if ((p = state_player(st, name)) == NULL) {
		state_no_player(st, name, &e);
		fail_core(&e);
	}
	return p;
}

/* The tool that plays a game (one STATE_ bit): "play-typeset". */
static const char *
plays(unsigned game)
{
	switch (game) {
	case STATE_SHENANIGRAMS:	return "steal-check";
	case STATE_TYPESET:		return "play-typeset";
	case STATE_CATEGORIES:		return "categories";
	case STATE_SHAPEMASH:		return "shapemash";
	default:			return "bag";
	}
}

void
stateio_need_game(const struct state *st, unsigned games)
{
	struct core_err e;

	if (state_need_game(st, games, &e) == -1)
		fail_input(st->file, "%s: play it with %s", e.msg,
		    state_is_session(st) ? "spinner -u" :
		    plays(state_game(st)));
}

const char *
stateio_dict(const struct state *st, const char *dname)
{
	return dictload_lang(stateio_lang(st), dname);
}

const struct alphabet *
stateio_lang(const struct state *st)
{
	return st->lang != NULL ? st->alpha : NULL;
}

struct dict *
stateio_dict_get(const struct state *st, const char *dname, int few)
{
	return few ? dictload_get_few_in(stateio_dict(st, dname),
	    stateio_lang(st)) : dictload_get_in(stateio_dict(st, dname),
	    stateio_lang(st));
}

void
stateio_put_tiles(struct buf *b, const struct state *st, const char *s)
{
	struct core_err e;

	if (alpha_encode(st->alpha, s, strlen(s), b, &e) == -1)
		fail_input(st->file, "a tile that is no letter of '%s'",
		    st->alpha->code);
}

void
stateio_seed(struct state *st, int has_seed, uint64_t seed)
{
	/*
	 * A game kept from its players keeps its seed from them, and so does
	 * one whose players have logins, or may have (seat.h): it gives
	 * every hand and every tile to come.
	 */
	if (has_seed && st->has_seed && seed != st->seed && (hidden ||
	    !seat_seed_told(st)))
		fail_usage("the state already has a seed of its own");
	if (has_seed && st->has_seed && seed != st->seed)
		fail_usage("the state already has seed %llu",
		    (unsigned long long)st->seed);
	if (!st->has_seed) {
		st->has_seed = 1;
		st->seed = has_seed ? seed : seed_os();
		if (has_seed)
			stateio_seed_typer(st);
	}
}
