/*
 * state.h: the game state, one YAML mapping (see wordkit-state(5)).
 *
 * The keys wordkit owns are read into typed fields and checked; the whole
 * document is kept as a tree so every other key passes through unchanged.
 * state_write puts the typed fields back and writes the keys in a fixed
 * order: the core keys first, then the others as they came.
 *
 * A state is in one language, its "lang" key (absent: English).  Its
 * tiles are letter bytes of that alphabet (alphabet.h, tiles.h) inside,
 * and UTF-8 in the text: state_read decodes bag, discard, drawn and the
 * hands, and state_write encodes them back.  Other modules decode their
 * own keys (a board, a mat) with st->alpha.
 */
#ifndef STATE_H
#define STATE_H

#include <stddef.h>
#include <stdint.h>

#include "alphabet.h"
#include "core.h"
#include "node.h"
#include "rng.h"
#include "tiles.h"
#include "util.h"

#define STATE_MAX_PLAYERS	64
#define STATE_NAME_MAX		32
#define STATE_LOGIN_MAX		32
/* A player's tags, in hand and on tagged words together (Shenanigrams). */
#define STATE_MAX_TAGS		1000
/* Random events one game records. */
#define STATE_MAX_SHUFFLES	1000000000

struct player {
	char		*name;
	char		*login;	/* the user who plays this seat; NULL: none */
	char		*hand;	/* NULL when the game keeps no hand */
	long long	 tags;	/* Shenanigrams tags in hand; -1 if none kept */
	int		 out;	/* Bananagrams: a Rotten Banana, out of the hand */
	struct node	*map;	/* this player's mapping in the document */
};

struct state {
	struct node	*root;
	const char	*file;		/* borrowed, for messages */
	char		*game;		/* NULL when absent */
	/*
	 * Where a "game" that named no game stood, null or empty, which the
	 * reader took out as missing; 0 when there was none.
	 */
	size_t		 nogame_line, nogame_col;
	char		*lang;		/* "lang"; NULL: English */
	const struct alphabet *alpha;	/* the language's (English:
					   &alpha_en.a); never NULL */
	char		*variant;	/* NULL when absent */
	int		 has_seed;
	uint64_t	 seed;
	uint64_t	 shuffles;	/* random events so far */
	char		*bag;		/* NULL when absent */
	char		*discard;
	char		*drawn;		/* drawn for nobody (Typeset's letters) */
	char		*turn;		/* NULL when absent */
	int		 has_dist;	/* a custom distribution is recorded */
	unsigned	 house;		/* Bananagrams' "rules": STATE_HOUSE_ */
	struct tileset	 dist;
	struct player	*players;
	size_t		 nplayers;
};

/*
 * The games, one bit each, so that a set of them (the games one tool or
 * command plays) is a mask.  A state's game is named by its "game" key:
 * bananagrams, bananagrams-wild, custom, any other name or none is played
 * by the Bananagrams rules; a state with a deck of cards is Shapemash.
 */
#define STATE_BANANAGRAMS	0x01u
#define STATE_SHENANIGRAMS	0x02u
#define STATE_TYPESET		0x04u
#define STATE_CATEGORIES	0x08u
#define STATE_SHAPEMASH		0x10u
#define STATE_GAMES		5	/* how many bits there are */
/* The games whose pieces are tiles in a bag. */
#define STATE_TILE_GAMES	(STATE_BANANAGRAMS | STATE_SHENANIGRAMS | \
				 STATE_TYPESET)

/* The state's game: one STATE_ bit. */
unsigned	 state_game(const struct state *st);
/*
 * The game whose "game" key is game (NULL: none), by its name alone: one
 * STATE_ bit, or 0 for a name of no game but Bananagrams' (bananagrams,
 * bananagrams-wild, custom, any other), which state_game reads by the
 * state's pieces.
 */
unsigned	 state_game_named(const char *game);
/*
 * Is st a spinner's session (spinner(1) -u): no game, and no key but
 * "spun", "seed", "shuffles" and "lang"?  1 or 0.  state_game calls it
 * Bananagrams, as it does every state without a game; this tells it
 * apart where that would mislead (what a tool says, what table draws).
 */
int		 state_is_session(const struct state *st);
/*
 * 0 when the state's game is one of games (a mask); else -1 with e set to
 * "FILE: a Typeset game, not a Shenanigrams one" ("a spinner's session,
 * not a Shenanigrams game" for a session).
 */
int		 state_need_game(const struct state *st, unsigned games,
		    struct core_err *e);

/*
 * A new English state for game (borrowed) with nothing else in it; the
 * caller frees it with state_free.  NULL with e filled.
 */
struct state	*state_new(const char *game, struct core_err *e);
/*
 * Make st a state in language lang (borrowed and copied; the key written
 * back) with alphabet a, which must outlive st.  lang "en" or NULL makes
 * it English again, with no "lang" key.  Call it before adding tiles.
 */
int		 state_set_lang(struct state *st, const char *lang,
		    const struct alphabet *a, struct core_err *e);

/*
 * The alphabet of a language code (or whatever a "lang" key holds), which
 * must outlive the state it is asked for; NULL with e->msg set when there
 * is none.  A tool gives one that loads lang/CODE.yaml.
 */
typedef const struct alphabet *(*state_lang_fn)(void *arg, const char *code,
		    struct core_err *e);

/*
 * Parse and check len bytes; errors carry file:line:col, the column in
 * characters.  A core key (root_order, player_order in state.c) whose
 * value is null (node_is_null) is taken out of the tree, read as missing
 * and never written back; so is a "game" of "", which names no game.  A "lang" key other than "en" is resolved with lang(arg,
 * code, e); a NULL lang refuses it.  Letters that are not tiles of the
 * language, and bad UTF-8, are errors with their place.
 */
struct state	*state_read_lang(const char *buf, size_t len,
		    const char *file, state_lang_fn lang, void *arg,
		    struct core_err *e);
/* state_read_lang for English states only. */
struct state	*state_read(const char *buf, size_t len, const char *file,
		    struct core_err *e);
void		 state_free(struct state *st);

/*
 * Append the state as YAML or JSON to out.  A state that state_read would
 * refuse (a limit of wordkit-state(5) broken by a move: more random events
 * than shuffles records, more tags than a player may have) is not
 * written: -1, out left as it was, and e says which limit.
 */
int		 state_write(struct state *st, struct buf *out, int json,
		    struct core_err *e);

/*
 * name with each letter A-Z or a-z and the combining mark after it that
 * compose one letter of the alphabets' table (alpha_utf8_get_composed)
 * written as that letter, into out: 0, or -1 when it is no UTF-8 or
 * longer than a name.
 */
int		 state_name_nfc(const char *name, char out[STATE_NAME_MAX + 1]);
/*
 * The player with this name, spelt as the state spells it or the same
 * but for how its letters are composed (state_name_nfc), borrowed from
 * st (valid until a player is added, which may move them all), or NULL.
 */
struct player	*state_player(struct state *st, const char *name);
/*
 * The seat after p's, clockwise (the next in the players list), borrowed
 * from st.
 */
struct player	*state_next_seat(struct state *st, const struct player *p);
/*
 * No player has this name: -1 with e saying so, and whom it may mean (the
 * one whose name differs only in case, else the closest by one or two
 * letters).
 */
int		 state_no_player(const struct state *st, const char *name,
		    struct core_err *e);
/* Seat index of a player (0 first), or -1. */
long		 state_seat(const struct state *st, const char *name);
/*
 * Add a player (name borrowed and copied); the new player is borrowed from
 * st, and every player pointer taken before may move.  NULL (e filled)
 * when the name is invalid or a duplicate.
 */
struct player	*state_add_player(struct state *st, const char *name,
		    int with_hand, struct core_err *e);
/*
 * Is this a valid player name?  1 to STATE_NAME_MAX bytes of UTF-8:
 * letters of any alphabet, digits, '_', '-' and '.'.
 */
int		 state_name_ok(const char *name);

/*
 * Is this a valid login (a user name of the system)?  1 to
 * STATE_LOGIN_MAX bytes of the portable set of user names: A-Z, a-z,
 * digits, '.', '_' and '-', not '-' first.
 */
int		 state_login_ok(const char *login);
/*
 * The key of a state that names the user who typed its seed in a game
 * kept from its players (seat.h says what it rules).
 */
#define STATE_SEED_TYPER_KEY	"seed_typed_by"
/*
 * The login st's STATE_SEED_TYPER_KEY names, into *login (borrowed from
 * st, NULL when there is no key).  0, or -1 with e at the key's value
 * when it is no login (state_login_ok); state_read calls it, so that
 * every reader refuses what one would.
 */
int		 state_seed_typer(const struct state *st, const char **login,
		    struct core_err *e);
/*
 * Does the game bind its players to logins (one player has a login, at
 * least)?  Then each user plays their own player only (wordkit-state(5),
 * "Playing with people you do not trust").
 */
int		 state_has_logins(const struct state *st);
/* The player whose login is login, borrowed from st, or NULL. */
struct player	*state_player_of(struct state *st, const char *login);

/* Replace a string field (*field, freed) with a copy of s. */
int		 state_set(char **field, const char *s, struct core_err *e);
/* Append s to a string field (NULL counts as empty). */
int		 state_append(char **field, const char *s, struct core_err *e);

/*
 * The house rules of a Bananagrams game, agreed before play and kept
 * under "rules:" as a mapping of rule to true or false (bananagrams(7)):
 * bits of st->house.
 */
#define STATE_HOUSE_DUMP_UNDER_THREE	0x1u	/* "dump_under_three" */
/*
 * Read st's "rules" into st->house when st is a Bananagrams game (other
 * games' "rules" are theirs: Typeset's sheet); state_read calls it.  0,
 * or -1 with e at the place of a value that is no mapping, a rule it
 * does not know or a value that is not a plain true or false.
 */
int		 state_house_read(struct state *st, struct core_err *e);
/*
 * Record house (STATE_HOUSE_ bits, at least one) as st's "rules", each
 * rule true, replacing what st had: for a game being opened.  0, or -1
 * with e (no memory).
 */
int		 state_house_set(struct state *st, unsigned house,
		    struct core_err *e);

/*
 * The random stream for the state's next random event: increments
 * shuffles and seeds r from (seed, shuffles), so that state_write keeps
 * "shuffles" from then on.  The state must have a seed.
 */
void		 state_rng(struct state *st, struct rng *r);

/*
 * Every tile the state holds: bag, discard, drawn, hands and board (a
 * board's small letters are wilds).  -1 for a byte that is no tile.
 */
int		 state_tiles(const struct state *st, struct tileset *t);
/*
 * The full set the game started with (recorded, else the game's set in
 * the state's language: tiles_builtin, tiles_lang); -1 if unknown.
 */
int		 state_full_set(const struct state *st, struct tileset *t);
/*
 * Could st's tiles (state_tiles) have come from its game's full set
 * (state_full_set): no tile more often than the set has it?  0 yes, or
 * no full set is known; -1 with e at the first key (bag, discard, drawn,
 * a hand, the board, in that order) that takes a tile past the set.
 * Fewer tiles than the set is no error here: that is bag audit's
 * tiles-lost.
 */
int		 state_tiles_from_set(const struct state *st,
		    struct core_err *e);

#endif
