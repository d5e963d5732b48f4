/*
 * words: questions to the dictionary, and compiling word lists into it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "alphabet.h"
#include "core.h"
#include "dict.h"
#include "dict_compile.h"
#include "dictload.h"
#include "fail.h"
#include "flow.h"
#include "hand.h"
#include "i18n.h"
#include "langload.h"
#include "node.h"
#include "opt.h"
#include "output.h"
#include "statefile.h"
#include "util.h"

static const struct opt opts[] = {
	{ .letter = 'a', .name = "all", .kind = OPT_FLAG,
	  .help = N_("anagram: only words using every tile;\n"
	  "info: every built-in dictionary"), .only = "anagram info" },
	{ .letter = 'c', .name = "count", .kind = OPT_FLAG,
	  .help = N_("print only how many words"), .only = "anagram match" },
	OPT__DICT("dictionary (standard, british, large, ...,\na word list, "
	    "several as one); default standard",
	    "anagram match prefix infix info"),
	OPT__FORCE("compile: replace an OUT that is not a\ncompiled "
	    "dictionary", "compile"),
	OPT__LANG('l', "compile: the list's language "
	    "(wordkit-languages(7));\ndefault en", "compile"),
	OPT__MIN_LENGTH("2 3 4 5 6 7 8", "anagram: words of LENGTH letters or "
	    "more", "anagram"),
	OPT__OUTPUT(OPT_FORMATS, NULL, "anagram match info"),
	OPT__QUIET("no reason on stderr for a \"no\";\nprefix, infix: no "
	    "list of failures", "anagram match prefix infix"),
	{ .letter = 'w', .name = "need-vowel", .kind = OPT_FLAG,
	  .help = N_("compile: leave out words with no vowel\nof the language "
	  "nor Y"), .only = "compile" },
	OPT__WAIT("compile"),
	OPT_END
};

static const struct opt_cmd cmds[] = {
	{ .name = "anagram", .help = "every word from a set of tiles, ? a wild",
	  .operand = OPT_WORD, .synopsis = "TILES [-a] [-c] [-m] [-q] [-d] [-o]" },
	{ .name = "match",
	  .help = "every word matching a pattern, ? one letter, * any run",
	  .operand = OPT_WORD, .synopsis = "PATTERN [-c] [-q] [-d] [-o]" },
	{ .name = "prefix", .help = "print the WORDs no word starts with",
	  .operand = OPT_WORD, .synopsis = "WORD... [-q] [-d]" },
	{ .name = "infix", .help = "print the WORDs no word contains",
	  .operand = OPT_WORD, .synopsis = "WORD... [-q] [-d]" },
	{ .name = "info", .help = "what the dictionary holds",
	  .synopsis = "[-a | -d] [-o]" },
	{ .name = "compile",
	  .help = "compile a word list into a dictionary file",
	  .operand = OPT_FILE, .synopsis = "[-w] [-l] [-F] [-W] LIST [OUT]" },
	{ .name = NULL }
};

static const struct opt_tool words_tool = {
	.name = "words",
	.cmds = cmds,
	.opts = opts
};

struct collect {
	struct buf	out;
	struct buf	utf8;		/* a word found, in UTF-8 */
	const struct alphabet *a;	/* the dictionary's */
	size_t		n;
	int		json;		/* -o json */
	int		yaml;		/* -o yaml: a block list, streamed too */
	int		count;
};

static int
found(void *arg, const char *w, size_t n)
{
	struct collect *c = arg;

	c->n++;
	if (c->count)
		return 0;
	c->utf8.len = 0;
	if (alpha_encode(c->a, w, n, &c->utf8, NULL) == -1)
		return -1;
	w = c->utf8.p;
	n = c->utf8.len;
	if (c->json) {
		if (buf_adds(&c->out, c->n > 1 ? ",\n  " : "[\n  ") == -1 ||
		    node_json_string(&c->out, w, n) == -1)
			return -1;
	} else if (c->yaml) {
		/* A JSON string is a YAML double-quoted one. */
		if (buf_adds(&c->out, "- ") == -1 ||
		    node_json_string(&c->out, w, n) == -1 ||
		    buf_addc(&c->out, '\n') == -1)
			return -1;
	} else if (buf_add(&c->out, w, n) == -1 || buf_addc(&c->out, '\n') ==
	    -1)
		return -1;
	return 0;
}

/*
 * Decode argument number i, s, with the dictionary's alphabet into out
 * (emptied first): 0, or 1 when it holds a character that is no letter
 * of it.  Bad UTF-8 is exit 2.
 */
static int
decode_arg(const struct alphabet *a, const char *s, int i, struct buf *out)
{
	struct core_err e;
	int rc;

	out->len = 0;
	if ((rc = alpha_decode(a, s, strlen(s), ALPHA_KEEP, out, &e)) == -1) {
		if (out->failed)
			fail_nomem();
		fail_at(FAIL_USAGE, NULL, 0, 0, "argument %d, column %zu: %s",
		    i, e.col, e.msg);
	}
	return rc;
}

static int
finish(struct collect *c)
{
	if (c->count)
		buf_printf(&c->out, c->json ? "{\"total\": %zu}\n" : c->yaml ?
		    "total: %zu\n" : "%zu\n", c->n);
	else if (c->json)
		buf_adds(&c->out, c->n ? "\n]\n" : "[]\n");
	else if (c->yaml && c->n == 0)
		buf_adds(&c->out, "[]\n");
	return c->n > 0 ? EXIT_YES : EXIT_NO;
}

/* What the options asked for, beside the flow's part and c's. */
struct words_args {
	const char	*dname, *cmd, *lang;
	uint64_t	 minlen;
	unsigned	 flags;
	int		 all, force;
};

/*
 * words compile LIST [OUT]: into OUT, or into out for stdout.  An OUT
 * that is neither empty nor a compiled dictionary is kept, unless force.
 */
static void
cmd_compile(int argc, char *argv[], const struct words_args *a,
    struct buf *out)
{
	struct dict_compile_stats st;
	struct dict_src src;
	struct buf *img;

	if (argc < 1 || argc > 2)
		fail_usage("words compile needs a LIST and an OUT file");
	if (argc == 2 && strcmp(argv[1], "-") != 0)
		statefile_fresh(argv[1], STATEFILE_DICT, a->force,
		    "words compile");
	img = dictload_compile_list(argv[0], langload_get(a->lang ? a->lang :
	    "en"), a->flags, &src, &st);
	/* "-" is the standard output, as for the list. */
	if (argc == 2 && strcmp(argv[1], "-") != 0)
		statefile_put(argv[1], STATEFILE_REPLACE, img, NULL);
	else if (isatty(fileno(stdout)))
		fail_usage("the compiled dictionary is binary: give an OUT "
		    "file");
	else if (buf_add(out, img->p, img->len) == -1)
		fail_nomem();
	/*
	 * Each count after its label: the catalogs have no plurals.  The
	 * file is never one byte (it has a header), so "bytes" reads right.
	 */
	if (isatty(STDERR_FILENO))
		fprintf(stderr, _("words: %zu bytes, words kept: %zu, lines "
		    "skipped: %zu\n"), img->len, st.words, st.skipped);
}

/*
 * words anagram TILES, words match PATTERN: the words found, into c; 1
 * when there is none.
 */
static int
cmd_search(const struct dict *d, const char *cmd, const char *arg,
    size_t minlen, int all, struct collect *c)
{
	struct buf word = { 0 };
	struct core_err e;
	char *tiles;
	int ok, rc;

	if (strcmp(cmd, "anagram") == 0) {
		/* Tiles, read as every tool reads a hand. */
		if (arg[0] == '\0')
			fail_usage("'' is not a hand of tiles (no tile "
			    "at all)");
		tiles = hand_read(c->a, arg);
		rc = dict_anagrams(d, tiles, minlen, all, found, c);
		free(tiles);
	} else if ((ok = decode_arg(c->a, arg, 1, &word) == 0) == 0)
		fail_usage("'%s' is not a pattern: use letters of %s, '?' "
		    "or '.' for one letter, '*' for any", arg, c->a->code);
	else if ((rc = dict_match(d, word.p, found, c, &e)) == -1 &&
	    e.msg[0] != '\0')
		fail_usage("%s", e.msg);
	if (rc != 0)
		fail_nomem();
	rc = finish(c);
	buf_free(&c->utf8);
	buf_free(&word);
	return rc;
}

/* The bytes of d's compiled file. */
static size_t
image_len(const struct dict *d)
{
	size_t len;

	dict_image(d, &len);
	return len;
}

/* words info --all: each built-in dictionary, its words and its size. */
static void
cmd_info_all(enum out_fmt fmt, struct buf *out)
{
	int json = fmt == OUT_JSON;

	const struct dict_header *h;
	struct dict *d;
	char **names = dictload_names();
	size_t i;

	if (json)
		buf_adds(out, "[");
	for (i = 0; names[i] != NULL; i++) {
		d = dictload_get(names[i]);
		h = dict_info(d);
		buf_printf(out, json ? "%s\n  {\"name\": \"%s\", "
		    "\"word_count\": %u, \"bytes\": %zu, \"lang\": \"%s\"}" :
		    fmt == OUT_YAML ? "%s- {name: \"%s\", word_count: %u, "
		    "bytes: %zu, lang: \"%s\"}\n" : "%s%-14s %7u words "
		    "%8zu bytes %s\n", json && i > 0 ? "," : "", names[i],
		    h->nwords, image_len(d), h->lang);
		dict_free(d);
		free(names[i]);
	}
	free(names);
	if (json)
		buf_adds(out, i > 0 ? "\n]\n" : "]\n");
	else if (fmt == OUT_YAML && i == 0)
		buf_adds(out, "[]\n");
}

/* words info: what the dictionary holds. */
static void
cmd_info(const struct dict *d, enum out_fmt fmt, struct buf *out)
{
	const struct dict_header *h = dict_info(d);

	buf_printf(out, fmt == OUT_JSON ? "{\"word_count\": %u, \"edges\": "
	    "%u, \"bytes\": %zu, \"longest\": %u, \"lang\": \"%s\"}\n" :
	    fmt == OUT_YAML ? "word_count: %u\nedges: %u\nbytes: %zu\n"
	    "longest: %u\nlang: \"%s\"\n" :
	    "words %u\nedges %u\nbytes %zu\nlongest %u\nlang %s\n",
	    h->nwords, h->nedges, image_len(d), h->maxlen, h->lang);
}

/*
 * The "no" of anagram or match with no word: the rule, why, and for -o
 * json the verdict, with -c the count.
 */
static void
refuse_search(const char *cmd, const char *arg, size_t minlen, int all,
    const struct collect *c, struct flow *f)
{
	if (strcmp(cmd, "match") == 0)
		flow_refuse(f, &dict_rules[DICT_NO_MATCH], "no word matches "
		    "'%s'", arg);
	else if (all)
		flow_refuse(f, &dict_rules[DICT_NO_ANAGRAM], "no word uses "
		    "every tile of '%s'", arg);
	else if (minlen > 1)
		flow_refuse(f, &dict_rules[DICT_NO_ANAGRAM], "no word of %zu "
		    "letters or more from the tiles '%s'", minlen, arg);
	else
		flow_refuse(f, &dict_rules[DICT_NO_ANAGRAM], "no word from "
		    "the tiles '%s'", arg);
	if ((c->json || c->yaml) && ((f->doc = node_new(NODE_MAP,
	    STYLE_BLOCK)) == NULL ||
	    node_set(f->doc, "valid", node_str("false", STYLE_PLAIN)) == -1 ||
	    (c->count && node_set(f->doc, "total", node_int(0)) == -1)))
		fail_nomem();
}

/*
 * words prefix, words infix: the WORDs that no word starts with, or
 * holds, into out unless quiet; a "no" for any.
 */
static void
cmd_part(const struct dict *d, const char *cmd, int n, char **argv,
    struct buf *out, struct flow *f)
{
	struct buf word = { 0 };
	int i, bad = 0, pre = strcmp(cmd, "prefix") == 0;

	if (n == 0)
		fail_usage("words %s needs WORDs", cmd);
	for (i = 0; i < n; i++) {
		if (decode_arg(dictload_alphabet(d), argv[i], i + 1, &word) ==
		    0 && (pre ? dict_prefix(d, word.p, word.len) :
		    dict_infix(d, word.p, word.len)))
			continue;
		bad++;
		if (!f->quiet)
			buf_printf(out, "%s\n", argv[i]);
	}
	buf_free(&word);
	/* Each sentence whole, for the catalogs. */
	if (bad == 1 && pre)
		flow_refuse(f, &dict_rules[DICT_NOT_A_PREFIX], "1 of %d is "
		    "the start of no word", n);
	else if (bad > 1 && pre)
		flow_refuse(f, &dict_rules[DICT_NOT_A_PREFIX], "%d of %d are "
		    "the start of no word", bad, n);
	else if (bad == 1)
		flow_refuse(f, &dict_rules[DICT_NOT_AN_INFIX], "1 of %d is in "
		    "no word", n);
	else if (bad > 1)
		flow_refuse(f, &dict_rules[DICT_NOT_AN_INFIX], "%d of %d are "
		    "in no word", bad, n);
}

/*
 * The options into a, c and f, each where its command takes it; returns
 * the index of the first operand after the command.
 */
static int
read_opts(int argc, char *argv[], struct words_args *a, struct collect *c,
    struct flow *f)
{
	const char *cmd;
	int ch;

	f->fmt = OUT_TEXT;
	while ((ch = opt_get(&words_tool, argc, argv)) != -1)
		switch (ch) {
		case 'a': a->all = 1; break;
		case 'c': c->count = 1; break;
		case 'd': a->dname = optarg; break;
		case 'F': a->force = 1; break;
		case 'l': a->lang = optarg; break;
		case 'm': a->minlen = opt_u64(optarg, N_("minimum length"), 1,
			    DICT_MAXLEN);
			break;
		case 'o': f->fmt = output_format(optarg, 1); break;
		case 'q': f->quiet = 1; break;
		case 'w': a->flags |= DICT_NEED_VOWEL; break;
		case 'W': statefile_wait(optarg); break;
		default: opt_usage(&words_tool, stderr, EXIT_ERR);
		}
	/* GNU getopt has moved the operands last: the command is first. */
	if ((cmd = a->cmd = optind < argc ? argv[optind] : NULL) == NULL)
		fail_usage("a command is needed: anagram, match, prefix, "
		    "infix, info or compile");
	opt_check_cmd(&words_tool, cmd);
	c->json = f->fmt == OUT_JSON;
	c->yaml = f->fmt == OUT_YAML;
	if (a->minlen && strcmp(cmd, "anagram") != 0)
		fail_usage("--min-length is for anagram");
	if (a->all && strcmp(cmd, "info") == 0 && a->dname != NULL)
		fail_usage("words info: --all or --dict, not both");
	if (c->count && strcmp(cmd, "anagram") != 0 &&
	    strcmp(cmd, "match") != 0 && !(a->all && strcmp(cmd, "info") == 0))
		fail_usage("--count is for anagram and match");
	if ((c->json || c->yaml) && (strcmp(cmd, "prefix") == 0 ||
	    strcmp(cmd, "infix") == 0 || strcmp(cmd, "compile") == 0))
		fail_usage("words %s writes text only", cmd);
	if (strcmp(cmd, "info") == 0 && argc - optind > 1)
		fail_usage("words info takes no argument");
	if (strcmp(cmd, "anagram") != 0 && strcmp(cmd, "match") != 0 &&
	    strcmp(cmd, "prefix") != 0 && strcmp(cmd, "infix") != 0 &&
	    strcmp(cmd, "info") != 0 && strcmp(cmd, "compile") != 0)
		opt_unknown_cmd(&words_tool, cmd);
	return optind + 1;
}

int
main(int argc, char *argv[])
{
	struct words_args a = { 0 };
	struct collect c = { 0 };
	struct flow f = { 0 };
	struct dict *d;
	int first, n;

	first = read_opts(argc, argv, &a, &c, &f);
	n = argc - first;
	argv += first;
	/* What was found is the answer, found or not (-c: 0). */
	f.text_on_no = 1;
	if (strcmp(a.cmd, "compile") == 0) {
		/* A compiled dictionary on stdout is data, not text. */
		f.data = 1;
		cmd_compile(n, argv, &a, &f.text);
	}
	else if (a.all && strcmp(a.cmd, "info") == 0)
		cmd_info_all(f.fmt, &f.text);
	else {
		/* A few prefixes or infixes: their lists read, not mapped. */
		d = (strcmp(a.cmd, "prefix") == 0 || strcmp(a.cmd, "infix") ==
		    0) && n <= DICTLOAD_FEW ? dictload_get_few(a.dname) :
		    dictload_get(a.dname);
		c.a = dictload_alphabet(d);
		if (strcmp(a.cmd, "info") == 0)
			cmd_info(d, f.fmt, &f.text);
		else if (strcmp(a.cmd, "prefix") == 0 ||
		    strcmp(a.cmd, "infix") == 0)
			cmd_part(d, a.cmd, n, argv, &f.text, &f);
		else if (n != 1)
			fail_usage("words %s needs one argument", a.cmd);
		else {
			if (cmd_search(d, a.cmd, argv[0], (size_t)a.minlen,
			    a.all, &c) == EXIT_NO)
				refuse_search(a.cmd, argv[0], (size_t)a.minlen,
				    a.all, &c, &f);
			f.text = c.out;
		}
		dictload_done(d);
	}
	flow_end(&f);
}
