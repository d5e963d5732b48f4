/*
 * bot: whole games of Bananagrams or Shenanigrams played by bots from one
 * seed, written as a log of the commands that replay and check them.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alphabet.h"
#include "bot.h"
#include "core.h"
#include "dict.h"
#include "dictload.h"
#include "fail.h"
#include "flow.h"
#include "grid.h"
#include "i18n.h"
#include "langload.h"
#include "node.h"
#include "opt.h"
#include "output.h"
#include "privilege.h"
#include "say.h"
#include "seed.h"
#include "shenanigrams.h"
#include "state.h"
#include "tally.h"
#include "util.h"

#define BOT_GAMES "bananagrams bananagrams-wild shenanigrams typeset"

static const struct opt opts[] = {
	OPT__DICT(NULL, NULL),
	{ .letter = 'H', .name = "hands", .arg = "HANDS", .kind = OPT_NUMBER,
	  .help = N_("Bananagrams: a match, the best of HANDS") },
	OPT__LANG('l', "the game's language, its tiles and\n"
	    "dictionary; default en", NULL),
	OPT__MIN_LENGTH("2 3 4 5", "Bananagrams: shortest word (2)", NULL),
	OPT__COUNT("nodes", "NODES", "search budget of each solve (200000)",
	    NULL),
	OPT__OUTPUT(OPT_FORMATS, "text (the log), yaml or json (a summary)",
	    NULL),
	OPT__PLAYERS('p', "1 2 3 4 5 6 7 8",
	    "players (Bananagrams 4, Shenanigrams 2)", NULL),
	OPT__QUIET("text: only the summary line; no reason\n"
	    "on stderr when nobody won", NULL),
	OPT__SEED("the seed of the game", NULL),
	{ .letter = 't', .name = "turns", .arg = "TURNS", .kind = OPT_NUMBER,
	  .help = N_("Shenanigrams: give up after TURNS (1000)") },
	OPT__VARIANT("smoothie cafe", "Bananagrams: smoothie or cafe"),
	OPT_END
};

static const struct opt_tool bot_tool = {
	.name = "bot",
	.synopsis = "GAME [-q] [-p] [-s] [-v] [-m] [-n] [-t] [-H] [-l] [-d] "
	    "[-o]",
	.intro = N_("games: bananagrams, bananagrams-wild, shenanigrams, "
	    "typeset\n"),
	.operand = OPT_CHOICE,
	.choices = BOT_GAMES,
	.opts = opts
};

/* What the log is written with: the log, and the -d that judges grids. */
struct log_ctx {
	struct buf	 log;
	const char	*dname;		/* NULL: the default dictionary */
};

/* A step of a Bananagrams game as the commands that replay it. */
static int
log_bananagrams(struct log_ctx *c, const struct bot_event *ev)
{
	struct buf *log = &c->log;

	switch (ev->kind) {
	case BOT_EV_DUMP:
		return buf_printf(log, "bag dump %c --player %s -i game.yaml   "
		    "# cannot fit the %c; takes %s\n", ev->tile, ev->player,
		    ev->tile, ev->tiles);
	case BOT_EV_PEEL:
		return buf_printf(log, "bag peel -i game.yaml   # %s used every "
		    "tile: PEEL!\n", ev->player);
	case BOT_EV_CHECK:
		/* A rotten grid fails the call: the replay goes on. */
		if (buf_printf(log, "bag bananas%s -p %s -g -", ev->problem ?
		    " -q" : "", ev->player) ==
		    -1 || (ev->o->minlen != 2 && buf_printf(log, " -m %zu",
		    ev->o->minlen) == -1))
			return -1;
		if (c->dname != NULL) {
			buf_adds(log, " -d ");
			say_shell_word(log, c->dname, strlen(c->dname));
		}
		if (ev->problem != NULL && buf_printf(log, " -i game.yaml "
		    "<<'GRID' || bag rotten -p %s -i game.yaml\n",
		    ev->player) == -1)
			return -1;
		if (ev->problem == NULL && buf_printf(log, " -i game.yaml "
		    "<<'GRID'   # %s: Bananas!\n", ev->player) == -1)
			return -1;
		if (grid_write(ev->grid, log) == -1)
			return -1;
		return buf_adds(log, "GRID\n");
	case BOT_EV_ROTTEN:
		return buf_printf(log, "# %s: Bananas!, a Rotten Banana: %s\n",
		    ev->player, ev->problem);
	case BOT_EV_ALL_OUT:
		return buf_adds(log, "# every player is out: nobody wins\n");
	case BOT_EV_STUCK:
		return buf_adds(log, "# nobody can finish and nobody can dump: "
		    "no Bananas\n");
	default:
		return 0;
	}
}

/* Each step of the game, into the log (arg) as the commands of the tools. */
static int
log_event(void *arg, const struct bot_event *ev, struct core_err *e)
{
	const struct bot_opts *o = ev->o;
	struct log_ctx *c = arg;
	struct buf *log = &c->log;
	char mv[64];
	int rc;

	switch (ev->kind) {
	case BOT_EV_NEW_GAME:
		rc = buf_printf(log, "# wordkit bot: %s, %zu players, seed "
		    "%llu\nbag new %s%s%s -s %llu > game.yaml\n", o->game,
		    o->players, (unsigned long long)o->seed, o->game,
		    o->lang ? " --lang " : "", o->lang ? o->lang : "",
		    (unsigned long long)o->seed);
		break;
	case BOT_EV_DEAL:
		rc = buf_printf(log, "deal -p %zu%s%s -i game.yaml\n",
		    o->players, o->variant ? " --variant " : "",
		    o->variant ? o->variant : "");
		break;
	case BOT_EV_MOVE:
	case BOT_EV_TRADE:
	case BOT_EV_PASS:
		rc = buf_printf(log, "steal-check -i game.yaml %s   # %s\n",
		    shenanigrams_move_text(ev->move, mv),
		    ev->player ? ev->player : "");
		break;
	case BOT_EV_START:
		rc = buf_adds(log, "play-typeset start -i game.yaml\n");
		break;
	case BOT_EV_DRAW:
		rc = buf_adds(log, "play-typeset draw -i game.yaml\n");
		break;
	case BOT_EV_TURN:
		rc = buf_printf(log, "play-typeset -i game.yaml -p %s '%s'\n",
		    ev->player, ev->actions);
		break;
	case BOT_EV_WIN:
		rc = buf_printf(log, "# %s wins: %s\n", ev->player,
		    strcmp(o->game, "shenanigrams") == 0 ? "SHENANIGRAMS!" :
		    strcmp(o->game, "typeset") == 0 ? "the highest score" :
		    "Top Banana");
		break;
	case BOT_EV_END:
		/* The ranking the winner is the first of; the audit last. */
		rc = 0;
		if (strcmp(o->game, "typeset") == 0)
			rc = buf_adds(log, "score-typeset -f game.yaml\n");
		if (rc == 0)
			rc = buf_adds(log, "bag audit -f game.yaml\n");
		break;
	default:
		rc = log_bananagrams(c, ev);
	}
	return rc == -1 ? core_nomem(e) : 0;
}

/*
 * The players of st as wordkit-json(7) has them, a list of mappings with
 * name; with t, each with the hands t gave them as total.
 */
static struct node *
players_node(const struct state *st, const struct tally *t)
{
	struct node *list, *p;
	long long won;
	size_t i, k;

	if ((list = node_new(NODE_SEQ, STYLE_BLOCK)) == NULL)
		fail_nomem();
	for (i = 0; i < st->nplayers; i++) {
		if ((p = node_new(NODE_MAP, STYLE_FLOW)) == NULL ||
		    node_push(list, p) == -1 ||
		    node_set(p, "name", node_str(st->players[i].name,
		    STYLE_DOUBLE)) == -1)
			fail_nomem();
		for (k = 0, won = 0; t != NULL && k < t->nside; k++)
			if (strcmp(t->side[k].name, st->players[i].name) == 0)
				won = t->side[k].points;
		if (t != NULL && node_set(p, "total", node_int(won)) == -1)
			fail_nomem();
	}
	return list;
}

/* Who won, as a list: winner, or nobody when it is "". */
static struct node *
winners_node(const char *winner)
{
	struct node *list;

	if ((list = node_new(NODE_SEQ, STYLE_FLOW)) == NULL ||
	    (winner[0] != '\0' && node_push(list, node_str(winner,
	    STYLE_DOUBLE)) == -1))
		fail_nomem();
	return list;
}

/* One hand's figures as a mapping: the summary of -o yaml and json. */
static struct node *
summary(const struct bot_opts *o, const struct bot_result *r,
    const struct state *st)
{
	struct node *m;
	char seedtext[32];

	snprintf(seedtext, sizeof(seedtext), "%llu",
	    (unsigned long long)o->seed);
	if ((m = node_new(NODE_MAP, STYLE_BLOCK)) == NULL ||
	    node_set(m, "game", node_str(o->game, STYLE_DOUBLE)) == -1 ||
	    (o->lang != NULL &&
	    node_set(m, "lang", node_str(o->lang, STYLE_DOUBLE)) == -1) ||
	    node_set(m, "seed", node_str(seedtext, STYLE_PLAIN)) == -1 ||
	    node_set(m, "players", players_node(st, NULL)) == -1 ||
	    node_set(m, "winners", winners_node(r->winner)) == -1 ||
	    node_set(m, "rounds", node_int((long long)r->rounds)) == -1 ||
	    node_set(m, "peels", node_int((long long)r->peels)) == -1 ||
	    node_set(m, "dumps", node_int((long long)r->dumps)) == -1 ||
	    node_set(m, "rotten", node_int((long long)r->rotten)) == -1 ||
	    node_set(m, "trades", node_int((long long)r->trades)) == -1 ||
	    node_set(m, "steals", node_int((long long)r->steals)) == -1 ||
	    node_set(m, "tiles_left", node_int((long long)r->tiles_left)) ==
	    -1 ||
	    node_set(m, "nodes", node_int((long long)r->nodes)) == -1)
		fail_nomem();
	return m;
}

/* A match: what -H plays, and how it is written. */
struct match {
	uint64_t	 best_of;	/* 0: one game, no match */
	struct tally	 t;
	struct buf	 hands;		/* the winners, a line each, for tally */
	struct node	*played;	/* each hand's summary */
};

/*
 * Play the game, or the match of m->best_of hands: hand k (from 0) with
 * seed o->seed + k, each won hand tallied as tally --best-of does, until
 * the match is decided or 3 times best_of hands are played.  With text,
 * each hand's log (unless quiet) and, in a match, its summary line go to
 * out; the last hand's figures go to r, and its state at the end to
 * *final (the caller's to free).
 */
static void
play(const struct dict *d, struct bot_opts *o, struct match *m,
    struct log_ctx *c, struct bot_result *r, struct state **final,
    struct buf *out, int text, int quiet)
{
	struct tally_rules rules = { TALLY_BEST_OF, 0, 0, 0, 0, 0 };
	struct core_err e;
	uint64_t seed = o->seed, k;

	rules.target = (long long)m->best_of;
	tally_init(&m->t, &rules);
	for (k = 0; k == 0 || (k < 3 * m->best_of &&
	    m->t.end == TALLY_PLAYING); k++) {
		o->seed = seed + k;
		c->log.len = 0;
		state_free(*final);
		*final = NULL;
		if (bot_play(d, o, r, final, &e) == -1)
			fail_core(&e);
		/* The log's tiles are the game's letter bytes: UTF-8 out. */
		if (text && !quiet && (o->alpha == NULL ? buf_add(out,
		    c->log.p, c->log.len) : alpha_encode(o->alpha, c->log.p,
		    c->log.len, out, &e)) == -1)
			fail_nomem();
		if (m->best_of == 0)
			break;
		if (text)
			buf_printf(out, "# seed %llu: %s\n",
			    (unsigned long long)o->seed, r->winner[0] ?
			    r->winner : "no winner");
		if (node_push(m->played, summary(o, r, *final)) == -1)
			fail_nomem();
		/* A hand nobody won is not counted: another is played. */
		if (r->winner[0] == '\0')
			buf_printf(&m->hands, "# seed %llu: no winner\n",
			    (unsigned long long)o->seed);
		else if (buf_printf(&m->hands, "%s\n", r->winner) == -1 ||
		    tally_line(&m->t, r->winner, "bot", k + 1, &e) == -1)
			fail_core(&e);
	}
	o->seed = seed;
}

/* The match's summary: who plays, who won, the score and each hand. */
static struct node *
match_summary(const struct bot_opts *o, struct match *m,
    const struct state *st, const char *winner)
{
	struct node *root;
	char seedtext[32];

	snprintf(seedtext, sizeof(seedtext), "%llu",
	    (unsigned long long)o->seed);
	if ((root = node_new(NODE_MAP, STYLE_BLOCK)) == NULL ||
	    node_set(root, "game", node_str(o->game, STYLE_DOUBLE)) == -1 ||
	    (o->lang != NULL &&
	    node_set(root, "lang", node_str(o->lang, STYLE_DOUBLE)) == -1) ||
	    node_set(root, "seed", node_str(seedtext, STYLE_PLAIN)) == -1 ||
	    node_set(root, "best_of", node_int((long long)m->best_of)) == -1 ||
	    node_set(root, "players", players_node(st, &m->t)) == -1 ||
	    node_set(root, "winners", winners_node(winner)) == -1 ||
	    node_set(root, "hands", m->played) == -1)
		fail_nomem();
	m->played = NULL;
	return root;
}

/* The options into o, m, c and f: the game, its figures and the answer. */
static void
read_opts(int argc, char *argv[], struct bot_opts *o, struct match *m,
    struct log_ctx *c, struct flow *f)
{
	int ch, has_seed = 0, has_players = 0;

	f->fmt = OUT_TEXT;
	while ((ch = opt_get(&bot_tool, argc, argv)) != -1)
		switch (ch) {
		case 'd': c->dname = optarg; break;
		case 'H': m->best_of = opt_u64(optarg, N_("hands"), 1, 1000);
			break;
		case 'l': o->lang = optarg; break;
		case 'm': o->minlen = opt_u64(optarg, N_("minimum length"), 2, 10);
			break;
		case 'n': o->max_nodes = opt_u64(optarg, N_("nodes"), 1,
			    1000000000);
			break;
		case 'o': f->fmt = output_format(optarg, 1); break;
		case 'p':
			/* Its range is the game's: told when it is dealt. */
			o->players = opt_count(optarg, N_("player count"));
			o->players_arg = optarg;
			has_players = 1;
			break;
		case 'q': f->quiet = 1; break;
		case 's': o->seed = seed_arg(optarg);
			has_seed = 1;
			break;
		case 't': o->max_turns = opt_u64(optarg, N_("turns"), 1, 100000);
			break;
		case 'v': o->variant = optarg; break;
		default: opt_usage(&bot_tool, stderr, EXIT_ERR);
		}
	if (argc - optind != 1)
		fail_usage("give one GAME: bananagrams, bananagrams-wild, "
		    "shenanigrams or typeset");
	o->game = argv[optind];
	if (strcmp(o->game, "bananagrams") != 0 &&
	    strcmp(o->game, "bananagrams-wild") != 0 &&
	    strcmp(o->game, "shenanigrams") != 0 &&
	    strcmp(o->game, "typeset") != 0)
		fail_usage("no bot plays '%s'", o->game);
	if (m->best_of > 0 && (strcmp(o->game, "shenanigrams") == 0 ||
	    strcmp(o->game, "typeset") == 0))
		fail_usage("--hands is a Bananagrams match");
	if (!has_players)
		o->players = strcmp(o->game, "bananagrams") == 0 ||
		    strcmp(o->game, "bananagrams-wild") == 0 ? 4 : 2;
	if (!has_seed)
		o->seed = seed_os();
}

/*
 * The dictionary of the game's language (o->lang, its alphabet into
 * o->alpha): -d's, or without it WORDKIT_DICT's or the language's own.
 */
static struct dict *
game_dict(struct bot_opts *o, const char *dname)
{
	struct dict *d;
	const char *env;

	if (o->lang != NULL && strcmp(o->lang, "en") == 0)
		o->lang = NULL;
	if (o->lang != NULL)
		o->alpha = langload_get(o->lang);
	d = dictload_get_in(dictload_lang(o->alpha, dname), o->alpha);
	if (o->alpha != NULL && !dict_same_letters(d, o->alpha))
		fail_at(FAIL_USAGE, NULL, 0, 0, "dictionary '%s' is not spelt "
		    "in the letters of '%s': give -d a dictionary of that "
		    "language", dname ? dname :
		    (env = privilege_getenv("WORDKIT_DICT")) != NULL ? env :
		    o->alpha->code, o->lang);
	return d;
}

/*
 * Who won the game or the match that was played, into f: the summary
 * for -o yaml or json, or its line after the log; a "no", with the rule
 * the game ended by, when nobody did.
 */
static void
report(const struct bot_opts *o, struct match *m, const struct bot_result *r,
    struct state *final, struct flow *f)
{
	const char *winner;
	struct buf *out = &f->text;

	winner = m->best_of == 0 ? r->winner : m->t.end == TALLY_WON ?
	    m->t.side[m->t.winner].name : "";
	if (f->fmt == OUT_YAML || f->fmt == OUT_JSON)
		f->doc = m->best_of ? match_summary(o, m, final, winner) :
		    summary(o, r, final);
	else if (m->best_of == 0)
		buf_printf(out, "# seed %llu: %s\n", (unsigned long long)o->seed,
		    winner[0] ? winner : "no winner");
	else {
		if (!f->quiet)
			buf_printf(out, "tally --best-of %llu <<'HANDS'\n%sHANDS"
			    "\n", (unsigned long long)m->best_of, m->hands.p ?
			    m->hands.p : "");
		buf_printf(out, "# best of %llu from seed %llu: %s\n",
		    (unsigned long long)m->best_of, (unsigned long long)o->seed,
		    winner[0] ? winner : "no winner");
	}
	if (winner[0] != '\0')
		return;
	if (m->best_of == 0)
		flow_refuse_err(f, &r->nowin);
	else	/* play() plays 3 * best_of hands before it gives up */
		flow_refuse(f, &tally_rules[TALLY_NOT_OVER], "the best of "
		    "%llu is not decided after %llu hands",
		    (unsigned long long)m->best_of,
		    (unsigned long long)(3 * m->best_of));
}

int
main(int argc, char *argv[])
{
	struct bot_opts o;
	struct bot_result r;
	struct match m = { 0 };
	struct log_ctx c = { { 0 }, NULL };
	struct flow f = { 0 };
	struct state *final = NULL;
	struct dict *d;

	memset(&o, 0, sizeof(o));
	o.on_event = log_event;
	o.arg = &c;
	o.minlen = 2;
	o.max_nodes = 200000;
	o.max_turns = 1000;
	read_opts(argc, argv, &o, &m, &c, &f);
	if (m.best_of > 0 && (m.played = node_new(NODE_SEQ, STYLE_BLOCK)) ==
	    NULL)
		fail_nomem();
	d = game_dict(&o, c.dname);
	play(d, &o, &m, &c, &r, &final, &f.text, f.fmt == OUT_TEXT, f.quiet);
	/* The log of a game nobody won is the answer all the same. */
	f.text_on_no = 1;
	report(&o, &m, &r, final, &f);
	buf_free(&c.log);
	buf_free(&m.hands);
	node_free(m.played);
	state_free(final);
	dictload_done(d);
	flow_end(&f);
}
