/*
 * validate: is this a word?  Is this grid a Top Banana?  Is this
 * Shenanigrams board still playable?
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "alphabet.h"
#include "bananagrams.h"
#include "core.h"
#include "dict.h"
#include "dictload.h"
#include "fail.h"
#include "grid.h"
#include "gridreport.h"
#include "input.h"
#include "node.h"
#include "opt.h"
#include "output.h"
#include "shenanigrams.h"
#include "state.h"
#include "stateio.h"
#include "tiles.h"
#include "util.h"

static const struct opt opts[] = {
	OPT__DICT("dictionary (small, standard, large,\nor a word list); "
	    "default standard", NULL),
	OPT__FILE("the hand (or the board) from a state", NULL),
	{ .letter = 'g', .name = "grid", .kind = OPT_FLAG,
	  .help = "check a Bananagrams grid" },
	{ .letter = 'G', .name = "game", .arg = "GAME", .kind = OPT_CHOICE,
	  .choices = "bananagrams bananagrams-wild shenanigrams",
	  .help = "bananagrams, bananagrams-wild or shenanigrams" },
	{ .letter = 'H', .name = "hand", .arg = "TILES", .kind = OPT_WORD,
	  .help = "the tiles the grid must use" },
	OPT__MIN_LENGTH("2 3 4 5",
	    "shortest word allowed (2; 3: no two-letter words)", NULL),
	OPT__OUTPUT(OPT_FORMATS, NULL, NULL),
	OPT__PLAYER("whose hand, with -f", NULL),
	OPT__QUIET("print nothing, only the exit status", NULL),
	OPT_END
};

static const struct opt_tool validate_tool = {
	.name = "validate",
	.synopsis = "[-q] [-d] [-o] [WORD...]\n"
	    "-g [FILE] [-H | -f -p] [-m] [-q] [-d] [-o]\n"
	    "-G=shenanigrams [FILE | -f] [-q] [-d] [-o]",
	.operand = OPT_WORD,
	.opts = opts
};

/* Write and empty the buffer; exits 2 on a write error. */
static void
flush_out(struct buf *b)
{
	if (b->failed)
		fail_nomem();
	if (b->len > 0 && fwrite(b->p, 1, b->len, stdout) != b->len)
		fail_io("write error");
	b->len = 0;
}

/* Blanks around a word are not part of it. */
static void
trim(const char **s, size_t *n)
{
	while (*n > 0 && ((*s)[*n - 1] == ' ' || (*s)[*n - 1] == '\t' ||
	    (*s)[*n - 1] == '\r'))
		(*n)--;
	while (*n > 0 && (**s == ' ' || **s == '\t')) {
		(*s)++;
		(*n)--;
	}
}

/*
 * The alphabet of d, fetched when a word first needs it: English text,
 * all ASCII, never does, and a tool that answers one question should not
 * pay for it.
 */
static const struct alphabet *
alphabet_of(const struct dict *d)
{
	static const struct alphabet *a;

	if (a == NULL)
		a = dictload_alphabet(d);
	return a;
}

/*
 * Does s (n bytes, trimmed) hold a byte beyond ASCII?  Text of ASCII is
 * its own letters in every alphabet (alphabet.h), so it needs no decoding.
 */
static int
has_high(const char *s, size_t n)
{
	uint64_t or = 0, x;
	size_t i = 0;

	/* Eight bytes at a time: a whole read of stdin is checked once. */
	for (; i + 8 <= n; i += 8) {
		memcpy(&x, s + i, 8);
		or |= x;
	}
	for (; i < n; i++)
		or |= (unsigned char)s[i];
	return (or & 0x8080808080808080ULL) != 0;
}

/*
 * Decode s (n bytes) with d's alphabet into out, emptied first: 0, or 1 when it
 * holds a character that is no letter (no word, then); bad UTF-8 is exit
 * 2, at line of file where, or argument number line when where is NULL,
 * col0 characters before s.
 */
static int
decode_word(const struct dict *d, const char *s, size_t n,
    struct buf *out, const char *where, size_t line, size_t col0)
{
	struct core_err e;
	int rc;

	out->len = 0;
	if ((rc = alpha_decode(alphabet_of(d), s, n, ALPHA_KEEP, out, &e)) ==
	    -1) {
		if (out->failed)
			fail_nomem();
		if (where == NULL)
			fail_at(FAIL_USAGE, NULL, 0, 0, "argument %zu, "
			    "column %zu: %s", line,
			    col0 + e.col, e.msg);
		fail_at(FAIL_INPUT, where, line, col0 + e.col, "%s", e.msg);
	}
	return rc;
}

/*
 * Is s[0..n), trimmed, a word?  Bad UTF-8 is exit 2 at where, line and
 * the column of s in its line.
 */
static int
judge(const struct dict *d, const char **s,
    size_t *n, const char *where, size_t line)
{
	static struct buf dec;
	const char *s0 = *s;

	trim(s, n);
	if (!has_high(*s, *n))
		return dict_has(d, *s, *n);
	return decode_word(d, *s, *n, &dec, where, line, (size_t)(*s - s0)) ==
	    0 && dict_has(d, dec.p, dec.len);
}

/* Judge a batch of words and print the non-words, in order. */
static int
judge_batch(const struct dict *d, const char **w, size_t *n,
    const char *const *shown, const size_t *shown_n, size_t k,
    struct buf *out, int quiet)
{
	unsigned char ok[DICT_BATCH];
	size_t j;
	int bad = 0;

	dict_has_batch(d, w, n, ok, k);
	for (j = 0; j < k; j++) {
		if (ok[j])
			continue;
		bad = 1;
		if (!quiet && (buf_add(out, shown[j], shown_n[j]) == -1 ||
		    buf_addc(out, '\n') == -1))
			fail_nomem();
	}
	return bad;
}

/*
 * The letters of a line of stdin that has a byte beyond ASCII, into dec
 * (DICT_MAXLEN + 2 bytes): its length, DICT_MAXLEN + 1 when it is longer
 * (no word), 0 when it is no word.  Bad UTF-8 is exit 2.
 */
static size_t
stdin_letters(const struct dict *d, const char *s, size_t n,
    size_t line, size_t col0, char *dec)
{
	static struct buf b;

	if (decode_word(d, s, n, &b, "<stdin>", line, col0) != 0)
		return 0;
	n = b.len > DICT_MAXLEN ? DICT_MAXLEN + 1 : b.len;
	memcpy(dec, b.p, n);
	return n;
}

/* One word per line on stdin: the non-words are printed as they come. */
static int
stream_words(const struct dict *d, int quiet)
{
	static char in[1 << 16], dec[DICT_BATCH][DICT_MAXLEN + 2];
	const char *w[DICT_BATCH], *shown[DICT_BATCH];
	size_t wn[DICT_BATCH], shown_n[DICT_BATCH], k;
	struct buf out = { 0 };
	size_t have = 0, n, start, i, line = 0;
	ssize_t r;
	const char *s, *nl;
	int bad = 0, eof = 0, bom = 1, high;

	input_await(NULL, "words", "give them as arguments or a "
	    "pipe");
	while (!eof) {
		r = read(STDIN_FILENO, in + have, sizeof(in) - have);
		if (r < 0)
			fail_io("cannot read <stdin>");
		if (r == 0) {
			eof = 1;
			if (have == 0)
				break;
			in[have++] = '\n';	/* a last line with no newline */
		} else
			have += (size_t)r;
		/* A byte order mark first is no part of the first word. */
		if (bom && have < 3 && !eof)
			continue;
		if (bom && (n = input_bom(in, have)) > 0) {
			memmove(in, in + n, have - n);
			have -= n;
		}
		bom = 0;
		k = 0;
		high = has_high(in, have);
		for (start = 0; start < have; start = i + 1) {
			if ((nl = find_nl(in + start, in + have)) == NULL)
				break;
			i = (size_t)(nl - in);
			s = in + start;
			n = i - start;
			line++;
			trim(&s, &n);
			if (n == 0)
				continue;
			shown[k] = w[k] = s;
			shown_n[k] = wn[k] = n;
			/* Only text beyond ASCII is decoded: see has_high. */
			if (high && has_high(s, n)) {
				wn[k] = stdin_letters(d, s, n, line,
				    (size_t)(s - in - start), dec[k]);
				w[k] = dec[k];
			}
			if (++k == DICT_BATCH) {
				bad |= judge_batch(d, w, wn, shown, shown_n, k,
				    &out, quiet);
				k = 0;
			}
		}
		bad |= judge_batch(d, w, wn, shown, shown_n, k, &out, quiet);
		if (start == 0 && have == sizeof(in))
			fail_input("<stdin>", "a line longer than %zu bytes",
			    sizeof(in));
		memmove(in, in + start, have - start);
		have -= start;
		if (out.len >= (1 << 16))
			flush_out(&out);
	}
	flush_out(&out);
	buf_free(&out);
	if (fflush(stdout) == EOF || ferror(stdout))
		fail_io("write error");
	return bad ? EXIT_NO : EXIT_YES;
}

static int
report(const struct grid *g, const struct grid_problems *ps,
    enum out_fmt fmt, int quiet, const struct alphabet *a)
{
	struct buf out = { 0 };

	/* With -q the exit status says it all. */
	if (!quiet)
		gridreport_put(&out, g, ps, fmt, isatty(STDOUT_FILENO),
		    a);
	output_buf(&out);
	buf_free(&out);
	return ps->n ? EXIT_NO : EXIT_YES;
}

/* Words as arguments, or one a line on stdin: print those that are not. */
static int
check_words(const char *dname, int argc, char *argv[], enum out_fmt fmt,
    int quiet)
{
	struct buf out = { 0 };
	struct node *root, *list;
	struct dict *d;
	const char *name;
	char *text, *h, *next;
	size_t len, i, line = 0;
	int rc;

	d = dictload_get(dname);
	if (argc == 0 && fmt == OUT_TEXT) {
		rc = stream_words(d, quiet);
		dict_free(d);
		return rc;
	}
	/* Words as arguments, or a list on stdin for yaml/json. */
	if ((root = node_new(NODE_MAP, STYLE_BLOCK)) == NULL ||
	    (list = node_new(NODE_SEQ, STYLE_BLOCK)) == NULL)
		fail_nomem();
	rc = EXIT_YES;
	text = NULL;
	if (argc == 0) {
		input_await(NULL, "words", "give them as "
		    "arguments or a pipe");
		text = input_slurp(NULL, &name, &len);
		for (h = text; h != NULL && *h != '\0'; h = next) {
			const char *w = h;
			size_t n = strcspn(h, "\n");

			next = h[n] == '\n' ? h + n + 1 : NULL;
			line++;
			if (n == 0 || judge(d, &w, &n, name, line) ||
			    n == 0)
				continue;
			h[w - h + (long)n] = '\0';
			rc = EXIT_NO;
			node_push(list, node_str(w, STYLE_DOUBLE));
		}
	}
	for (i = 0; i < (size_t)argc; i++) {
		const char *w = argv[i];
		size_t n = strlen(w);

		if (judge(d, &w, &n, NULL, i + 1) || n == 0)
			continue;
		rc = EXIT_NO;
		argv[i][w - argv[i] + (long)n] = '\0';
		if (fmt == OUT_TEXT && !quiet)
			buf_printf(&out, "%s\n", w);
		node_push(list, node_str(w, STYLE_DOUBLE));
	}
	if (node_set(root, "valid", node_str(rc ? "false" : "true",
	    STYLE_PLAIN)) == -1 || node_set(root, "not_words", list) ==
	    -1)
		fail_nomem();
	if (fmt != OUT_TEXT && !quiet)
		output_put_tree(root, fmt, &out);
	else
		node_free(root);
	output_buf(&out);
	buf_free(&out);
	dict_free(d);
	free(text);
	return rc;
}

/*
 * The hand a grid must use: the --player's in the state st, or hand as
 * given, decoded with a into *own; NULL for none.
 */
static const char *
grid_hand(struct state *st, const char *player, const char *hand,
    const struct alphabet *a, char **own)
{
	struct player *p;

	if (st != NULL) {
		if (player == NULL)
			fail_usage("-f STATE needs --player");
		p = stateio_player(st, player);
		if (p->hand == NULL)
			fail_input(st->file, "player '%s' has no hand", player);
		hand = p->hand;
	} else if (player != NULL)
		fail_usage("--player needs -f STATE");
	else if (hand != NULL)
		hand = *own = gridreport_hand(a, hand);
	return hand;
}

int
main(int argc, char *argv[])
{
	const char *dname = NULL, *ffile = NULL, *hand = NULL, *game = NULL;
	const char *player = NULL, *name;
	struct grid_problems ps = { NULL, 0, 0 };
	struct core_err e;
	struct state *st = NULL;
	struct grid *g;
	struct dict *d;
	enum out_fmt fmt = OUT_TEXT;
	uint64_t minlen = 2;
	size_t len, line0 = 1, col0 = 1;
	const char *text;
	char *slurped = NULL, *own = NULL;
	int ch, quiet = 0, gridmode = 0, shen = 0, rc;

	while ((ch = opt_get(&validate_tool, argc, argv)) != -1)
		switch (ch) {
		case 'd': dname = optarg; break;
		case 'f': ffile = optarg; break;
		case 'g': gridmode = 1; break;
		case 'G': game = optarg; break;
		case 'H': hand = optarg; break;
		case 'm': minlen = opt_u64(optarg, "minimum length", 2,
			    DICT_MAXLEN);
			break;
		case 'o': fmt = output_format(optarg, 1); break;
		case 'p': player = optarg; break;
		case 'q': quiet = 1; break;
		default: opt_usage(&validate_tool, stderr, EXIT_ERR);
		}
	argc -= optind;
	argv += optind;
	if (game != NULL) {
		if (strcmp(game, "shenanigrams") == 0)
			shen = 1;
		else if (strcmp(game, "bananagrams") != 0 &&
		    strcmp(game, "bananagrams-wild") != 0)
			fail_usage("validate knows the grids of "
			    "bananagrams and shenanigrams, not '%s'", game);
		gridmode = 1;
	}
	if (!gridmode) {
		if (ffile || hand || player || minlen != 2)
			fail_usage("-f, --hand, --player and --min-length "
			    "are for --grid");
		return check_words(dname, argc, argv, fmt, quiet);
	}
	/* Grid mode. */
	if (argc > 1)
		fail_usage("one grid at a time");
	if (hand != NULL && (ffile != NULL || player != NULL))
		fail_usage("give the hand as --hand or as -f STATE "
		    "--player, not both");
	if (shen && (hand != NULL || player != NULL || minlen != 2))
		fail_usage("a Shenanigrams board has no hand to check and "
		    "its words have 3 letters or more");
	if (shen && argc > 0 && ffile != NULL)
		fail_usage("give the board as FILE or as -f STATE, not "
		    "both");
	if (ffile != NULL) {
		st = stateio_read(ffile, NULL);
		stateio_need_game(st, shen ? STATE_SHENANIGRAMS :
		    STATE_BANANAGRAMS);
	}
	if (shen && argc == 0 && st != NULL) {
		if (shenanigrams_board_text(st, &text, &len, &line0, &col0,
		    &e) == -1 || text == NULL)
			fail_input(st->file, "the state has no board");
		name = st->file;
	} else {
		input_await(argc ? argv[0] : NULL, shen ? "a board" : "a grid",
		    "give a FILE or a pipe");
		text = slurped = input_slurp(argc ? argv[0] : NULL, &name,
		    &len);
	}
	/* A game's dictionary follows its language (wordkit-state(5)). */
	d = dictload_get(st != NULL ? stateio_dict(st, dname) : dname);
	if ((g = grid_parse_alpha(alphabet_of(d), text, len, name, line0,
	    col0, &e)) == NULL)
		fail_core(&e);
	if (!shen)
		hand = grid_hand(st, player, hand, alphabet_of(d), &own);
	if ((shen ? shenanigrams_check_board(g, d, &ps, &e) :
	    bananagrams_check(g, d, hand, (size_t)minlen, &ps, &e)) == -1)
		fail_core(&e);
	rc = report(g, &ps, fmt, quiet, alphabet_of(d));
	grid_problems_free(&ps);
	grid_free(g);
	dict_free(d);
	state_free(st);
	free(slurped);
	free(own);
	return rc;
}
