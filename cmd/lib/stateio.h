/*
 * stateio.h: a game's state, as a tool reads it (-f FILE, -i FILE or
 * stdin, in its language) and writes it (stdout, or back to -i's file
 * atomically), and what a tool asks of it on the way: a player, the
 * game, the dictionary, its seed.  Every function here exits 2 (fail.h)
 * on an error, with the place where there is one.
 */
#ifndef STATEIO_H
#define STATEIO_H

#include <stdint.h>

#include "fail.h"

struct buf;
struct player;
struct state;

/*
 * The state from -i FILE (held until the run ends: statefile_hold), -f
 * FILE or stdin, in its language (its "lang" key: langload_try), which
 * must be the one --lang named, if any (langload_named).  The caller's,
 * freed with state_free.
 */
struct state	*stateio_read(const char *ffile, const char *ifile);
/*
 * The state on the standard input, read as stateio_read reads it, when
 * the standard input brings one; NULL when it brings none: a terminal,
 * /dev/null, a closed descriptor or nothing at all (a tool whose state
 * is optional then answers without one).
 */
struct state	*stateio_read_given(void);
/*
 * Was the state read from a file kept from the caller (privilege_hides_file:
 * a game of the games folder)?  Then it goes back to its file only, and
 * a move on it is played, never tried.  1 or 0.
 */
int		 stateio_hidden(void);
/*
 * Is the file held (-i) a game of the games folder (privilege_group_file),
 * whoever the caller?  1 or 0.
 */
int		 stateio_kept(void);
/*
 * A seed typed on the command line (opt_seed_typed) for st, a game (not
 * a spinner's session), in the games folder (stateio_kept) is recorded
 * as the caller's (or, replayed, as its move's user's: opt_replay_user)
 * (seat_set_seed_typer), for every player to see and for no deal to make
 * its typer one of them.  Nothing otherwise.
 */
void		 stateio_seed_typer(struct state *st);
/*
 * The state is ifile's, held (statefile_hold), new or read by the
 * caller's own means: kept from the caller as stateio_read's are when
 * privilege_hides_file says so, a game made new in the games folder too.
 */
void		 stateio_held(const char *ifile);
/*
 * The same from len bytes of text, named name in messages.  An older
 * state whose "lang" named a file, played with the file the command line
 * gave, names its code from then on.
 */
struct state	*stateio_parse(const char *text, size_t len,
		    const char *name);
/*
 * The same from a file's text: a state read from a file names its game
 * (a spinner session, whose keys are spun, seed, shuffles and lang only,
 * needs none); exit 2 otherwise, "FILE: not a wordkit state: it names no
 * game".  stateio_read reads -f FILE and -i FILE so.
 */
struct state	*stateio_parse_file(const char *text, size_t len,
		    const char *name);
/*
 * Does st, read from the file name, name its game, as stateio_parse_file
 * asks?  0 yes; -1 with e ("not a wordkit state: it names no game", at
 * the place of a null or empty game) for a tool that must not exit.
 */
int		 stateio_names_game(const struct state *st, const char *name,
		    struct core_err *e);
/* The same, but NULL, and no exit, for a text that is no state. */
struct state	*stateio_try(const char *text, size_t len, const char *name);

/*
 * Finish a tool that changed the state: with ifile, the state goes back to
 * it atomically (statefile_put: held, from stateio_read or statefile_hold
 * or now, a missing file made); stdout gets the state (fmt yaml or json)
 * or text, before the file is replaced.  The default is yaml without -i
 * and text with it.  st and text stay the caller's.
 */
void		 stateio_emit(struct state *st, const char *ifile,
		    enum out_fmt fmt, const struct buf *text);

/*
 * The same for a tool whose answer is not the state: st goes back to
 * ifile only, and out, written as it is, is the answer on stdout (the
 * verdict a move answers with -i and -o yaml or json: flow.h).  Nothing
 * of st goes to stdout, so a game with logins, or one kept from the
 * caller, is answered as any other: out must hold only what the caller
 * may see.  st and out stay the caller's.
 */
void		 stateio_put(struct state *st, const char *ifile,
		    const struct buf *out);

/*
 * Replace ifile by file, the change recorded in its journal first
 * (journalfile.h), out written to stdout just before: how every change
 * of a file with -i ends.  seed is journalfile_record's.
 */
void		 stateio_write(const char *ifile, const struct buf *file,
		    const struct buf *out, const uint64_t *seed);

/*
 * Hold ifile for cmd ("bag new -i"), which starts a new game there
 * (statefile_fresh): unless force, a file that holds anything is refused;
 * with force, only a game is replaced (stateio_parse_file: a file that
 * names no game, such as someone's configuration, is no game to lose).
 * The game replaced, the caller's to free (state_free), or NULL for an
 * empty file or none.
 */
struct state	*stateio_fresh(const char *ifile, int force, const char *cmd);

/*
 * The player named name, borrowed from st; exits 2 when there is none,
 * saying whom the name may mean: "g.yaml: no player named 'Ann' (did you
 * mean 'ann'?)".
 */
struct player	*stateio_player(struct state *st, const char *name);

/*
 * Exit 2 unless the state's game is one of games (a mask of STATE_ bits),
 * naming the state's game and the tool that plays it: "g.yaml: a Typeset
 * game, not a Shenanigrams one: play it with play-typeset".
 */
void		 stateio_need_game(const struct state *st, unsigned games);

/*
 * The dictionary a tool playing st asks dictload_get for: dictload_lang
 * of the state's language (English when it names none).
 */
const char	*stateio_dict(const struct state *st, const char *dname);
/* The language st names (its alphabet), or NULL for English. */
const struct alphabet *stateio_lang(const struct state *st);
/*
 * The dictionary of a tool playing st, dname as -d gives it:
 * dictload_get_in (or with few, dictload_get_few_in) of stateio_dict, a
 * word list named read in the state's language.
 */
struct dict	*stateio_dict_get(const struct state *st, const char *dname,
		    int few);

/*
 * Append tiles s (letter bytes of st's language) to b as UTF-8, as a
 * tool's text answer shows them; exits 2 on a byte that is no letter.
 */
void		 stateio_put_tiles(struct buf *b, const struct state *st,
		    const char *s);

/*
 * A state's seed: with has_seed, seed must be the state's own (a usage
 * error otherwise); a state with none records it, or one from the OS.
 */
void		 stateio_seed(struct state *st, int has_seed, uint64_t seed);

#endif
