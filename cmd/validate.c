/*
 * validate: is this a word?  Is this grid a Top Banana?  Is this
 * Shenanigrams board still playable?
 */
#include <sys/stat.h>

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
#include "flow.h"
#include "grid.h"
#include "gridreport.h"
#include "hand.h"
#include "i18n.h"
#include "input.h"
#include "langload.h"
#include "node.h"
#include "opt.h"
#include "output.h"
#include "say.h"
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
	  .help = N_("check a Bananagrams grid"), .operand = OPT_FILE },
	{ .letter = 'G', .name = "game", .arg = "GAME", .kind = OPT_CHOICE,
	  .choices = "bananagrams bananagrams-wild shenanigrams",
	  .help = N_("bananagrams, bananagrams-wild or shenanigrams"),
	  .operand = OPT_FILE },
	{ .letter = 'H', .name = "hand", .arg = "TILES", .kind = OPT_WORD,
	  .help = N_("the tiles the grid must use") },
	OPT__LANG('l', "the language: a code (with -f, the state's),\nor an alphabet FILE for one of one's own", NULL),
	OPT__MIN_LENGTH("2 3 4 5",
	    "shortest word allowed (2; 3: no two-letter words)", NULL),
	OPT__OUTPUT(OPT_FORMATS, NULL, NULL),
	OPT__PLAYER("whose hand, with -f", NULL),
	OPT__QUIET("print nothing, only the exit status", NULL),
	OPT_END
};

static const struct opt_tool validate_tool = {
	.name = "validate",
	.synopsis = "[-q] [-d] [-l] [-o] [WORD...]\n"
	    "-g [FILE] [-H | -f -p] [-l] [-m] [-q] [-d] [-o]\n"
	    "-G=shenanigrams [FILE | -f] [-l] [-q] [-d] [-o]",
	.operand = OPT_WORD,
	.opts = opts
};

/* Write and empty the buffer; exits 2 on a write error. */
static void
flush_out(struct buf *b)
{
	struct buf safe = { 0 };
	const struct buf *out = b;

	if (b->failed)
		fail_nomem();
	/* The words are the input's, shown safe (say.h). */
	if (say_needed(b->p, b->len, SAY_LINES)) {
		if (say_text(&safe, b->p, b->len, SAY_LINES) == -1)
			fail_nomem();
		out = &safe;
	}
	if (out->len > 0 && fwrite(out->p, 1, out->len, stdout) != out->len)
		fail_io("write error");
	buf_free(&safe);
	b->len = 0;
}

/*
 * Blanks around a word are not part of it.  Inline, in locals: a stream
 * trims every line.
 */
static inline void
trim(const char **s, size_t *n)
{
	const char *p = *s;
	size_t k = *n;

	while (k > 0 && (p[k - 1] == ' ' || p[k - 1] == '\t' ||
	    p[k - 1] == '\r'))
		k--;
	while (k > 0 && (*p == ' ' || *p == '\t')) {
		p++;
		k--;
	}
	*s = p;
	*n = k;
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
 * Is s[0..n), trimmed, a word?  Text beyond ASCII is read as a person
 * spells it (dictload_has_text); bad UTF-8 is exit 2 at line of where, or
 * argument number line when where is NULL, at the column of s in its
 * line.
 */
static int
judge(const struct dict *d, const char **s,
    size_t *n, const char *where, size_t line)
{
	struct core_err e;
	const char *s0 = *s;
	int rc;

	trim(s, n);
	if (!has_high(*s, *n))
		return dict_has(d, *s, *n);
	if ((rc = dictload_has_text(d, alphabet_of(d), *s, *n, &e)) != -1)
		return rc;
	if (where == NULL)
		fail_at(FAIL_USAGE, NULL, 0, 0, "argument %zu, column %zu: %s",
		    line, (size_t)(*s - s0) + e.col, e.msg);
	fail_at(FAIL_INPUT, where, line, (size_t)(*s - s0) + e.col, "%s",
	    e.msg);
}

/*
 * The words' dictionary is read a list at a time (dictload_get_few):
 * the stream judges its words a word at a time.  Not a variable of the
 * stream's loop, which the compiler would keep in a register it needs
 * for others.
 */
static int reading_few;

/*
 * Append the word w (n bytes, DICT_PAD more readable) and a newline to
 * out, sixteen bytes at a time: a stream's non-words, one a call.  -1
 * when out of memory.
 */
static inline int
add_line(struct buf *out, const char *w, size_t n)
{
	char *p;
	size_t i;

	if (out->len + n + DICT_PAD + 1 > out->cap &&
	    buf_grow(out, n + DICT_PAD) == -1)
		return -1;
	p = out->p + out->len;
	for (i = 0; i < n; i += DICT_PAD)
		memcpy(p + i, w + i, DICT_PAD);
	p[n] = '\n';
	p[n + 1] = '\0';
	out->len += n + 1;
	return 0;
}

/*
 * Judge a batch of words and print the non-words, in order: how many.
 * The words lie in stream_words' buffer, with DICT_PAD bytes after each.
 */
static size_t
judge_batch(const struct dict *d, const char **w, size_t *n,
    const signed char *said, size_t k, struct buf *out, int quiet)
{
	unsigned char ok[DICT_BATCH];
	size_t j, bad = 0;

	if (reading_few)
		for (j = 0; j < k; j++)
			ok[j] = said[j] < 0 && dict_has(d, w[j], n[j]);
	else
		dict_has_batch_padded(d, w, n, ok, k);
	for (j = 0; j < k; j++) {
		if (said[j] >= 0)
			ok[j] = (unsigned char)said[j];
		if (ok[j])
			continue;
		bad++;
		if (!quiet && add_line(out, w[j], n[j]) == -1)
			fail_nomem();
	}
	return bad;
}

/* How many words were judged, and how many are not words. */
struct counts {
	size_t	 all, bad;
};

/*
 * Past this many words on stdin, d's words are hashed (dict_wordset):
 * that costs about what judging this many did, and makes each word after
 * several times cheaper to judge; a short list is not worth it.
 */
#define HASH_AFTER	(1u << 15)
#define IN_SIZE		(1 << 16)	/* stdin is read this much at a time */
#define IN_PAD		64		/* and read on past it: nl_mask() and
					   DICT_PAD */
typedef char in_pad_holds_a_word_s[IN_PAD >= DICT_PAD ? 1 : -1];

/*
 * The newlines of len bytes at p (IN_PAD more readable), in order: each
 * 64 bytes' found at once, and taken a bit at a time.
 */
struct newlines {
	const char	*p;
	size_t		 len, base;
	uint64_t	 bits;		/* the newlines at base not yet taken */
};

/* The low k bits, k up to 64 and more. */
static inline uint64_t
low_bits(size_t k)
{
	return k >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << k) - 1;
}

static void
newlines_start(struct newlines *l, const char *p, size_t len)
{
	l->p = p;
	l->len = len;
	l->base = 0;
	l->bits = len > 0 ? nl_mask(p) & low_bits(len) : 0;
}

/* The place of the next newline in *at: 1, or 0 when there is none. */
static inline int
newlines_next(struct newlines *l, size_t *at)
{
	while (l->bits == 0) {
		if ((l->base += 64) >= l->len)
			return 0;
		l->bits = nl_mask(l->p + l->base) & low_bits(l->len - l->base);
	}
	*at = l->base + (size_t)__builtin_ctzll(l->bits);
	l->bits &= l->bits - 1;
	return 1;
}

/* The newlines of in's have bytes (IN_PAD more readable). */
static size_t
lines_in(const char *in, size_t have)
{
	size_t i, lines = 0;

	for (i = 0; i < have; i += 64)
		lines += (size_t)__builtin_popcountll(nl_mask(in + i) &
		    (have - i >= 64 ? ~0ULL : (1ULL << (have - i)) - 1));
	return lines;
}

/*
 * seen words judged or about to be: past DICTLOAD_FEW, d is mapped, not
 * read a list at a time any more.
 */
static void
few_past(struct dict *d, size_t seen)
{
	if (reading_few && seen > DICTLOAD_FEW) {
		dictload_map_few(d);
		reading_few = 0;
	}
}

/*
 * Is stdin a file of HASH_AFTER words or more, by the lines of its first
 * have bytes (in, IN_PAD more readable) and left, the bytes that were
 * still to read before them (-1: not a file)?  Then its words are hashed
 * from the first: walking the first HASH_AFTER of a million cost 8% of
 * the run.  A file of a few reads is judged as a pipe is.
 */
static int
many_words(const char *in, size_t have, off_t left)
{
	if (left <= 2 * (off_t)IN_SIZE || have < IN_SIZE / 2)
		return 0;
	return (double)lines_in(in, have) * (double)left / (double)have >=
	    HASH_AFTER;
}

/* The bytes of stdin still to read, when it is a regular file; else -1. */
static off_t
stdin_left(void)
{
	struct stat sb;
	off_t at;

	if (fstat(STDIN_FILENO, &sb) == -1 || !S_ISREG(sb.st_mode) ||
	    (at = lseek(STDIN_FILENO, 0, SEEK_CUR)) == -1 || at > sb.st_size)
		return -1;
	return sb.st_size - at;
}

/*
 * Before the lines of a read of stdin (have bytes at in) are judged,
 * seen words before them: its words hashed when stdin is a file of many
 * (left: its bytes still to read at the first read, else -1), and the
 * dictionary mapped once there are more than a few (reading_few).
 */
static void
read_start(struct dict *d, const char *in, size_t have, off_t left,
    size_t seen)
{
	if (left != -1 && seen == 0 && many_words(in, have, left)) {
		few_past(d, HASH_AFTER);
		(void)dict_wordset(d);
	}
	if (reading_few)
		few_past(d, seen + lines_in(in, have));
}

/*
 * One word per line on stdin: the non-words are printed as they come,
 * and counted in tw.  Not inlined: its frame of a few KB would be main's,
 * a fresh page of stack for a run that judges a word or two.
 */
static void __attribute__((noinline))
stream_words(struct dict *d, int quiet, struct counts *tw)
{
	/* A line of IN_SIZE bytes and its newline. */
	static char in[IN_SIZE + 1 + IN_PAD] BIG_STATIC;
	struct newlines nls;
	const char *w[DICT_BATCH];
	size_t wn[DICT_BATCH], k;
	signed char said[DICT_BATCH];
	struct buf out = { 0 };
	struct core_err e;
	size_t have = 0, n, start, i, line = 0;
	off_t left;
	ssize_t r;
	const char *s;
	int eof = 0, bom = 1, high;

	input_await(NULL, N_("words"), N_("give them as arguments or a "
	    "pipe"));
	left = stdin_left();
	while (!eof) {
		r = read(STDIN_FILENO, in + have, IN_SIZE + 1 - have);
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
		read_start(d, in, have, left, tw->all);
		left = -1;
		k = 0;
		high = has_high(in, have);
		newlines_start(&nls, in, have);
		for (start = 0; newlines_next(&nls, &i); start = i + 1) {
			s = in + start;
			n = i - start;
			line++;
			trim(&s, &n);
			if (n == 0)
				continue;
			w[k] = s;
			wn[k] = n;
			/*
			 * Only text beyond ASCII is decoded (see has_high),
			 * and judged at once.
			 */
			said[k] = -1;
			if (high && has_high(s, n) && (said[k] = (signed char)
			    dictload_has_text(d, alphabet_of(d), s, n, &e)) ==
			    -1) {
				/*
				 * Bad UTF-8 ends the run, exit 2: every
				 * non-word before it is printed first.
				 */
				tw->bad += judge_batch(d, w, wn, said, k,
				    &out, quiet);
				flush_out(&out);
				fail_at(FAIL_INPUT, "<stdin>", line,
				    (size_t)(s - in - start) + e.col, "%s",
				    e.msg);
			}
			/*
			 * Mapped by now, this read having more than a few
			 * (read_start); out of memory for it, the words are
			 * walked.
			 */
			if (++tw->all == HASH_AFTER)
				(void)dict_wordset(d);
			if (++k == DICT_BATCH) {
				tw->bad += judge_batch(d, w, wn, said, k,
				    &out, quiet);
				k = 0;
			}
		}
		tw->bad += judge_batch(d, w, wn, said, k, &out, quiet);
		if (start == 0 && have == IN_SIZE + 1) {
			flush_out(&out);
			fail_at(FAIL_INPUT, "<stdin>", line + 1, IN_SIZE + 1,
			    "a line longer than %zu bytes", (size_t)IN_SIZE);
		}
		memmove(in, in + start, have - start);
		have -= start;
		if (out.len >= (1 << 16))
			flush_out(&out);
	}
	flush_out(&out);
	buf_free(&out);
}

/*
 * Judge the word in w (n bytes; blanks around it are no part of it), a
 * line of where or argument number line when where is NULL, counted in
 * tw: when it is not a word, it is ended with a NUL in w and added to
 * list (NULL: a text's answer, which needs no document), and returned
 * (borrowed from w); else NULL.  A blank line is no word to judge; an
 * empty or blank argument is one given, and not a word.
 */
static const char *
judge_one(const struct dict *d, char *w, size_t n, const char *where,
    size_t line, struct node *list, struct counts *tw)
{
	const char *s = w;

	if (judge(d, &s, &n, where, line) || (n == 0 && where != NULL)) {
		tw->all += n > 0;
		return NULL;
	}
	tw->all++;
	tw->bad++;
	w[s - w + (long)n] = '\0';
	/* Whole, a NUL in it too: the text answer shows it escaped. */
	if (list != NULL && node_push_made(list, node_strn(s, n,
	    STYLE_DOUBLE)) == -1)
		fail_nomem();
	return s;
}

/* The "no" of words that are not words, when there is any. */
static void
refuse_words(struct flow *f, const struct counts *tw)
{
	const struct core_rule *r = &dict_rules[DICT_NOT_A_WORD];

	/* Each sentence whole, for the catalogs. */
	if (tw->bad == 0)
		return;
	if (tw->all == 1)
		flow_refuse(f, r, "1 of 1 word is not a word");
	else if (tw->bad == 1)
		flow_refuse(f, r, "1 of %zu words is not a word", tw->all);
	else
		flow_refuse(f, r, "%zu of %zu words are not words", tw->bad,
		    tw->all);
}

/*
 * Words as arguments, or one a line on stdin, into f: those that are not
 * words, as text (unless -q) or as the document {valid, not_words}.
 */
static void
check_words(const char *dname, int argc, char *argv[], struct flow *f)
{
	struct counts tw = { 0, 0 };
	struct node *list = NULL;
	const struct alphabet *in;
	struct dict *d;
	const char *name, *bad;
	char *text = NULL, *h, *next, *nl;
	size_t len = 0, i, n, line = 0;

	/*
	 * A few words as arguments: their lists read, the file not mapped;
	 * so too the first words on stdin, until there are more (judge_batch).
	 */
	in = langload_named();
	d = argc <= DICTLOAD_FEW ? dictload_get_few_in(dname, in) :
	    dictload_get_in(dname, in);
	reading_few = dict_image(d, &len) == NULL;
	if (argc == 0 && f->fmt == OUT_TEXT) {
		stream_words(d, f->quiet, &tw);
		refuse_words(f, &tw);
		dictload_done(d);
		return;
	}
	/* Words as arguments, or a list on stdin for yaml/json. */
	if (f->fmt != OUT_TEXT && (list = node_new(NODE_SEQ, STYLE_BLOCK)) ==
	    NULL)
		fail_nomem();
	if (argc == 0) {
		input_await(NULL, N_("words"), N_("give them as "
		    "arguments or a pipe"));
		text = input_slurp(NULL, &name, &len);
		/* By length: a NUL byte is a character of a line, no end. */
		for (h = text; h < text + len; h = next) {
			nl = memchr(h, '\n', (size_t)(text + len - h));
			n = nl != NULL ? (size_t)(nl - h) : (size_t)(text + len -
			    h);
			next = h + n + 1;
			/* As in a stream (stream_words): the same error. */
			if (n > IN_SIZE)
				fail_at(FAIL_INPUT, name, line + 1, IN_SIZE +
				    1, "a line longer than %zu bytes",
				    (size_t)IN_SIZE);
			h[n] = '\0';
			few_past(d, line + 1);
			judge_one(d, h, n, name, ++line, list, &tw);
		}
	}
	for (i = 0; i < (size_t)argc; i++)
		if ((bad = judge_one(d, argv[i], strlen(argv[i]), NULL, i + 1,
		    list, &tw)) != NULL && f->fmt == OUT_TEXT && !f->quiet &&
		    (buf_add(&f->text, bad, strlen(bad)) == -1 ||
		    buf_addc(&f->text, '\n') == -1))
			fail_nomem();
	refuse_words(f, &tw);
	if (f->fmt != OUT_TEXT && ((f->doc = node_new(NODE_MAP, STYLE_BLOCK))
	    == NULL || node_set(f->doc, "valid", node_str(tw.bad ? "false" :
	    "true", STYLE_PLAIN)) == -1 || node_set(f->doc, "not_words", list)
	    == -1))
		fail_nomem();
	dictload_done(d);
	free(text);
}

/*
 * The hand a grid must use: the --player's in the state st, or hand as
 * given, decoded with a into *own; NULL for none.
 */
static const char *
grid_hand(struct state *st, const char *player, const char *hand,
    const struct alphabet *a, char **own)
{
	struct flow f = { 0 };
	struct player *p;

	if (st != NULL) {
		/* A hand is its player's to see (flow_player). */
		if ((p = flow_player(&f, st, player)) == NULL)
			fail_usage("-f STATE needs --player");
		if (p->hand == NULL)
			fail_input(st->file, "player '%s' has no hand",
			    p->name);
		hand = p->hand;
	} else if (player != NULL)
		fail_usage("--player needs -f STATE");
	else if (hand != NULL)
		hand = *own = hand_read(a, hand);
	return hand;
}

/* What the options asked for, beside the flow's part. */
struct validate_args {
	const char	*dname, *ffile, *hand, *player;
	uint64_t	 minlen;
	int		 grid, shen;
};

/* The options into a and f; returns the index of the first operand. */
static int
read_opts(int argc, char *argv[], struct validate_args *a, struct flow *f)
{
	const char *game = NULL;
	int ch;

	a->minlen = 2;
	f->fmt = OUT_TEXT;
	while ((ch = opt_get(&validate_tool, argc, argv)) != -1)
		switch (ch) {
		case 'd': a->dname = optarg; break;
		case 'f': a->ffile = optarg; break;
		case 'l': langload_arg(optarg); break;
		case 'g': a->grid = 1; break;
		case 'G': game = optarg; break;
		case 'H': a->hand = optarg; break;
		case 'm': a->minlen = opt_u64(optarg, N_("minimum length"), 2,
			    DICT_MAXLEN);
			break;
		case 'o': f->fmt = output_format(optarg, 1); break;
		case 'p': a->player = optarg; break;
		case 'q': f->quiet = 1; break;
		default: opt_usage(&validate_tool, stderr, EXIT_ERR);
		}
	if (game != NULL) {
		if (strcmp(game, "shenanigrams") == 0)
			a->shen = 1;
		else if (strcmp(game, "bananagrams") != 0 &&
		    strcmp(game, "bananagrams-wild") != 0)
			fail_usage("validate knows the grids of "
			    "bananagrams and shenanigrams, not '%s'", game);
		a->grid = 1;
	}
	if (!a->grid && (a->ffile || a->hand || a->player || a->minlen != 2))
		fail_usage("-f, --hand, --player and --min-length are for "
		    "--grid");
	return optind;
}

/*
 * Grid mode's options, with n grid operands, as they may go together.
 * Not inlined: its messages would be main's read-only data, which a
 * start that looks up a word maps with the ELF headers (cmd/lib/start.ld).
 */
static void __attribute__((noinline))
check_grid_opts(const struct validate_args *a, int n)
{
	if (n > 1)
		fail_usage("one grid at a time");
	if (a->hand != NULL && (a->ffile != NULL || a->player != NULL))
		fail_usage("give the hand as --hand or as -f STATE "
		    "--player, not both");
	if (a->shen && (a->hand != NULL || a->player != NULL ||
	    a->minlen != 2))
		fail_usage("a Shenanigrams board has no hand to check and "
		    "its words have 3 letters or more");
	if (a->shen && n > 0 && a->ffile != NULL)
		fail_usage("give the board as FILE or as -f STATE, not "
		    "both");
}

/*
 * Does the grid text (len bytes) hold few enough tiles that its words,
 * each tile in two at most, are as many letters as DICTLOAD_FEW words
 * of nine?  A byte that is not a blank or '.' counts as a tile.
 */
static int
few_tiles(const char *text, size_t len)
{
	size_t i, n = 0;

	for (i = 0; i < len; i++)
		n += text[i] != '.' && text[i] != ' ' && text[i] != '\n' &&
		    text[i] != '\r' && text[i] != '\t';
	return 2 * n <= 9 * DICTLOAD_FEW;
}

/*
 * A Bananagrams grid, or a Shenanigrams board, from the file path (NULL:
 * stdin) or the state -f, judged into f: its problems as text (unless
 * -q) or as the document {valid, problems}; a "no" for any.  Not inlined, as stream_words is not.
 */
static void __attribute__((noinline))
check_grid(const struct validate_args *a, const char *path, struct flow *f)
{
	struct grid_problems ps = { NULL, 0, 0, NULL, 0 };
	struct core_err e;
	struct state *st = NULL;
	struct grid *g;
	struct dict *d;
	const char *hand = a->hand, *name, *text, *dname;
	const struct alphabet *in;
	char *slurped = NULL, *own = NULL;
	size_t len, line0 = 1, col0 = 1;
	int rc;

	if (a->ffile != NULL) {
		st = stateio_read(a->ffile, NULL);
		stateio_need_game(st, a->shen ? STATE_SHENANIGRAMS :
		    STATE_BANANAGRAMS);
	}
	if (a->shen && path == NULL && st != NULL) {
		if (shenanigrams_board_text(st, &text, &len, &line0, &col0,
		    &e) == -1)
			fail_core(&e);
		/* No board yet: before the first tile, as steal-check reads. */
		if (text == NULL)
			text = "";
		name = st->file;
	} else {
		input_await(path, a->shen ? N_("a board") : N_("a grid"),
		    N_("give a FILE or a pipe"));
		text = slurped = input_slurp(path, &name, &len);
	}
	/*
	 * A game's dictionary follows its language (wordkit-state(5)).  A
	 * grid of a hand's tiles holds a few words: their lists are read.
	 */
	dname = st != NULL ? stateio_dict(st, a->dname) : a->dname;
	in = st != NULL ? stateio_lang(st) : langload_named();
	d = few_tiles(text, len) ? dictload_get_few_in(dname, in) :
	    dictload_get_in(dname, in);
	if ((g = grid_parse_alpha(alphabet_of(d), text, len, name, line0,
	    col0, &e)) == NULL)
		fail_core(&e);
	/* A game's board holds a wild only where its set has any. */
	if (a->shen && path == NULL && st != NULL &&
	    shenanigrams_board_wilds(st, g, line0, col0, &e) == -1)
		fail_core(&e);
	if (!a->shen)
		hand = grid_hand(st, a->player, hand, alphabet_of(d), &own);
	/*
	 * The problems are the answer on stdout: English, the same in every
	 * language, for a script; in the reader's words for a person at a
	 * terminal, as the grid drawn after them is for one.
	 */
	ps.alpha = alphabet_of(d);
	ps.english = !isatty(STDOUT_FILENO);
	if ((rc = a->shen ? shenanigrams_check_board(g, d, &ps, &e) :
	    bananagrams_check(g, d, hand, (size_t)a->minlen, &ps, &e)) == -1)
		fail_core(&e);
	if (rc == 1)
		flow_refuse_err(f, &e);
	if (f->fmt == OUT_YAML || f->fmt == OUT_JSON)
		f->doc = gridreport_doc(&ps, alphabet_of(d));
	else if (!f->quiet) {	/* with -q the exit status says it all */
		f->colour = isatty(STDOUT_FILENO);
		gridreport_put(&f->text, g, &ps, f->fmt, f->colour,
		    alphabet_of(d));
	}
	grid_problems_free(&ps);
	grid_free(g);
	dictload_done(d);
	state_free(st);
	free(slurped);
	free(own);
}

int
main(int argc, char *argv[])
{
	struct validate_args a = { 0 };
	struct flow f = { 0 };
	int first;

	first = read_opts(argc, argv, &a, &f);
	/* Without a state, --lang is the language its lang would be. */
	if (a.ffile == NULL)
		a.dname = dictload_lang(langload_named(), a.dname);
	/* The words or problems found are the answer, yes or no. */
	f.text_on_no = 1;
	if (!a.grid)
		check_words(a.dname, argc - first, argv + first, &f);
	else {
		check_grid_opts(&a, argc - first);
		check_grid(&a, argc > first ? argv[first] : NULL, &f);
	}
	flow_end(&f);
}
