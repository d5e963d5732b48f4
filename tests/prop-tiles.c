/*
 * prop-tiles: thousands of seeded random sequences of draw, peel, dump,
 * return, trade and fill through libcore, checking after every step that
 * bag + hands + discard + drawn still hold exactly the game's full set, that
 * a refused move ("no") changed nothing, and that the state reads back to
 * the same bytes it was written as.
 *
 * usage: prop-tiles [GAMES [STEPS [LANGDIR]]]; prints one line and exits 0,
 * or names the first failing game, seed and step and exits 1.  With
 * LANGDIR (the source tree's lang/), two games in three are played in
 * Spanish or German, whose Ñ and Ä Ö Ü are tiles beyond A-Z.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alphabet.h"
#include "bag.h"
#include "core.h"
#include "deal.h"
#include "rng.h"
#include "shenanigrams.h"
#include "state.h"
#include "tiles.h"
#include "util.h"

static const char *games[] = { "bananagrams", "bananagrams-wild",
    "shenanigrams" };
static const char *pnames[] = { "ann", "bob", "cy", "dee", "eve", "fay",
    "gus", "hal" };

/* The languages of LANGDIR a game may be played in, and their codes. */
static const char *codes[] = { "es", "de" };
static struct alphabet langs[2];

/* Read dir/CODE.yaml into langs[i]; exits 2 when it cannot. */
static void
load_lang(const char *dir, int i)
{
	struct core_err e;
	char path[4096], *text;
	size_t len;
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s.yaml", dir, codes[i]);
	if ((f = fopen(path, "rb")) == NULL || (text = malloc(1 << 20)) ==
	    NULL) {
		fprintf(stderr, "prop-tiles: cannot read %s\n", path);
		exit(2);
	}
	len = fread(text, 1, (1 << 20) - 1, f);
	fclose(f);
	if (alpha_read(&langs[i], text, len, path, &e) == -1) {
		fprintf(stderr, "prop-tiles: %s:%zu:%zu: %s\n", path, e.line,
		    e.col, e.msg);
		exit(2);
	}
	free(text);
}

/* state_read_lang's resolver: the languages loaded. */
static const struct alphabet *
find_lang(void *arg, const char *code, struct core_err *e)
{
	int i;

	(void)arg;
	for (i = 0; i < 2; i++)
		if (strcmp(code, codes[i]) == 0)
			return &langs[i];
	core_errf(e, NULL, 0, 0, "no language '%s'", code);
	return NULL;
}

static char *
dump_state(struct state *st)
{
	struct buf b = { 0 };
	struct core_err e;

	if (state_write(st, &b, 0, &e) == -1) {
		fprintf(stderr, "prop-tiles: write: %s\n", e.msg);
		exit(2);
	}
	return buf_take(&b);
}

static int
fail(const char *game, unsigned long seed, int step, const char *what)
{
	printf("FAIL %s seed %lu step %d: %s\n", game, seed, step, what);
	return 1;
}

/*
 * Every state written and read back allocates and frees libyaml's events
 * and buffers.  musl's malloc gives back a group of slots as soon as its
 * last slot is free: in a program holding little else, each state cost
 * dozens of mmap and munmap calls and fresh pages, most of this program's
 * time (30 games: 12,277 munmap calls).  Groups of every size it uses,
 * half full for the whole run, take those allocations instead (30 games:
 * 382 munmap and 7,449 cheaper madvise calls); what is checked is the
 * same.  The halves kept stay reachable, for LeakSanitizer.
 */
static void
warm_malloc(void)
{
	static void *held[48][64];
	size_t size, k, i;

	for (size = 16, k = 0; size < 70000 && k < 48; size = size * 5 / 4 + 1,
	    k++) {
		for (i = 0; i < 64; i++)
			held[k][i] = malloc(size);
		for (i = 0; i < 64; i += 2) {
			free(held[k][i]);
			held[k][i] = NULL;
		}
	}
}

int
main(int argc, char *argv[])
{
	unsigned long ngames = argc > 1 ? strtoul(argv[1], NULL, 10) : 2000;
	int nsteps = argc > 2 ? atoi(argv[2]) : 60;
	unsigned long g, moves = 0, refused = 0;
	struct deal_opts dopt = { NULL, -1, 0 };
	struct deal_report rep;
	struct tileset full, have;
	struct core_err e;
	struct state *st, *back;
	struct player *p;
	struct rng r;
	char *before, *after, *again, *got;
	const char *game, *langdir = argc > 3 ? argv[3] : NULL;
	int step, op, rc, lang;
	size_t np, k;

	warm_malloc();
	if (langdir != NULL) {
		load_lang(langdir, 0);
		load_lang(langdir, 1);
	}
	for (g = 1; g <= ngames; g++) {
		rng_seed(&r, g, 999);
		game = games[rng_below(&r, 3)];
		np = strcmp(game, "shenanigrams") == 0 ?
		    2 + rng_below(&r, 5) : 1 + rng_below(&r, 8);
		lang = langdir != NULL ? (int)rng_below(&r, 3) - 1 : -1;
		st = state_new(game, &e);
		st->has_seed = 1;
		st->seed = g;
		if (lang >= 0) {
			if (state_set_lang(st, codes[lang], &langs[lang], &e) ==
			    -1 || tiles_lang(&langs[lang], game, &full, &e) ==
			    -1)
				return fail(game, g, 0, e.msg);
		} else
			tiles_builtin(game, &full);
		st->bag = tiles_expand(&full);
		st->discard = strdup("");
		tiles_shuffle(st->bag, strlen(st->bag), &r);
		if (deal_players(st, pnames, np, &dopt, &rep, &e) != 0)
			return fail(game, g, 0, e.msg);
		for (step = 1; step <= nsteps; step++) {
			before = dump_state(st);
			p = &st->players[rng_below(&r, st->nplayers)];
			op = (int)rng_below(&r, 7);
			got = NULL;
			switch (op) {
			case 0:
				rc = bag_draw(st, rng_below(&r, 4) ? p : NULL,
				    1 + rng_below(&r, 4), &got, &e);
				break;
			case 1:
				rc = bag_peel(st, &got, &e);
				break;
			case 2:
				/* Sometimes a tile the player lacks. */
				rc = bag_dump(st, p, p->hand[0] &&
				    rng_below(&r, 4) ? p->hand[rng_below(&r,
				    strlen(p->hand))] : 'Q', 0, &got, &e);
				break;
			case 3: {
				/* Return a random part of a hand or table. */
				char *from = rng_below(&r, 3) ? p->hand :
				    st->drawn, part[8] = { 0 };

				if (from == NULL || from[0] == '\0') {
					rc = bag_return(st, p, "Q", &e);
					break;
				}
				for (k = 0; k < 7 && from[k]; k++)
					part[k] = from[rng_below(&r,
					    strlen(from))];
				rc = bag_return(st, from == p->hand ? p :
				    NULL, part, &e);
				break;
			}
			case 4:
				rc = shenanigrams_trade(st, p, &got, &e);
				break;
			default:
				rc = bag_fill(st, p, &got, &e);
				break;
			}
			free(got);
			/*
			 * A move of another game (a peel in Shenanigrams) is
			 * an error, which must change nothing either.
			 */
			if (rc == -1 && strstr(e.msg, " game, not a ") == NULL)
				return fail(game, g, step, e.msg);
			after = dump_state(st);
			if (rc != 0) {
				refused++;
				if (strcmp(before, after) != 0)
					return fail(game, g, step,
					    "a refused move changed the state");
			} else
				moves++;
			if (state_tiles(st, &have) == -1 ||
			    !tileset_equal(&have, &full))
				return fail(game, g, step,
				    "a tile was created or lost");
			back = state_read_lang(after, strlen(after), "<prop>",
			    find_lang, NULL, &e);
			if (back == NULL)
				return fail(game, g, step, e.msg);
			again = dump_state(back);
			if (strcmp(after, again) != 0)
				return fail(game, g, step,
				    "the state did not read back the same");
			state_free(back);
			free(again);
			free(before);
			free(after);
		}
		state_free(st);
	}
	printf("ok %lu games, %lu moves made, %lu refused\n", ngames, moves,
	    refused);
	return 0;
}
