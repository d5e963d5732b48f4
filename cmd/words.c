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
#include "langload.h"
#include "node.h"
#include "opt.h"
#include "output.h"
#include "statefile.h"
#include "util.h"

static const struct opt opts[] = {
	{ .letter = 'a', .name = "all", .kind = OPT_FLAG,
	  .help = "anagram: only words using every tile;\n"
	  "info: every built-in dictionary", .only = "anagram info" },
	{ .letter = 'c', .name = "count", .kind = OPT_FLAG,
	  .help = "print only how many words", .only = "anagram match" },
	OPT__DICT("dictionary (standard, british, large, ...,\na word list, "
	    "several as one); default standard",
	    "anagram match prefix infix info"),
	OPT__LANG('l', "compile: the list's language "
	    "(wordkit-languages(7));\ndefault en", "compile"),
	OPT__MIN_LENGTH("2 3 4 5 6 7 8", "anagram: words of LENGTH letters or "
	    "more", "anagram"),
	OPT__OUTPUT("text json", "text or json", "anagram match info"),
	OPT__QUIET("prefix, infix: no list of failures", "prefix infix"),
	{ .letter = 'w', .name = "need-vowel", .kind = OPT_FLAG,
	  .help = "compile: leave out words with no vowel\nof the language "
	  "nor Y", .only = "compile" },
	OPT_END
};

static const struct opt_cmd cmds[] = {
	{ .name = "anagram", .help = "every word from a set of tiles, ? a wild",
	  .operand = OPT_WORD, .synopsis = "TILES [-a] [-c] [-m] [-d] [-o]" },
	{ .name = "match",
	  .help = "every word matching a pattern, ? one letter, * any run",
	  .operand = OPT_WORD, .synopsis = "PATTERN [-c] [-d] [-o]" },
	{ .name = "prefix", .help = "print the WORDs no word starts with",
	  .operand = OPT_WORD, .synopsis = "WORD... [-q] [-d]" },
	{ .name = "infix", .help = "print the WORDs no word contains",
	  .operand = OPT_WORD, .synopsis = "WORD... [-q] [-d]" },
	{ .name = "info", .help = "what the dictionary holds",
	  .synopsis = "[-a | -d] [-o]" },
	{ .name = "compile",
	  .help = "compile a word list into a dictionary file",
	  .operand = OPT_FILE, .synopsis = "[-w] [-l] LIST [OUT]" },
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
	int		json;
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
		buf_printf(&c->out, c->json ? "{\"total\": %zu}\n" : "%zu\n",
		    c->n);
	else if (c->json)
		buf_adds(&c->out, c->n ? "\n]\n" : "[]\n");
	if (c->out.p == NULL && c->out.len == 0 && (c->count || c->json))
		fail_nomem();
	output_buf(&c->out);
	buf_free(&c->out);
	return c->n > 0 ? EXIT_YES : EXIT_NO;
}

static int
cmd_compile(int argc, char *argv[], const char *lang, unsigned flags)
{
	struct dict_compile_stats st;
	struct dict_src src;
	struct buf *img;

	if (argc < 1 || argc > 2)
		fail_usage("words compile needs a LIST and an OUT file");
	img = dictload_compile_list(argv[0], langload_get(lang ? lang : "en"),
	    flags, &src, &st);
	/* "-" is the standard output, as for the list. */
	if (argc == 2 && strcmp(argv[1], "-") != 0)
		statefile_put(argv[1], STATEFILE_REPLACE, img, NULL);
	else if (isatty(fileno(stdout)))
		fail_usage("the compiled dictionary is binary: give an OUT "
		    "file");
	else
		output_buf(img);
	if (isatty(STDERR_FILENO))
		fprintf(stderr, "words: %zu words (%zu line%s skipped), %zu "
		    "bytes\n", st.words, st.skipped, st.skipped == 1 ? "" :
		    "s", img->len);
	return EXIT_YES;
}

/* words anagram TILES, words match PATTERN: the words found, into c. */
static int
cmd_search(const struct dict *d, const char *cmd, const char *arg,
    size_t minlen, int all, struct collect *c)
{
	struct buf word = { 0 };
	struct core_err e;
	size_t i;
	int ok, rc;

	ok = decode_arg(c->a, arg, 1, &word) == 0;
	if (strcmp(cmd, "anagram") == 0) {
		for (i = 0; ok && i < word.len; i++)
			ok = word.p[i] == '?' || alpha_index(c->a, word.p[i]) >= 0;
		if (!ok || word.len == 0)
			fail_usage("'%s' is not a set of tiles (letters and "
			    "? for a wild)", arg);
		rc = dict_anagrams(d, word.p, minlen, all, found, c);
	} else if (!ok)
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

/* words info --all: each built-in dictionary, its words and its size. */
static int
cmd_info_all(int json)
{
	const struct dict_header *h;
	struct buf out = { 0 };
	struct dict *d;
	char **names = dictload_names();
	size_t i;

	if (json)
		buf_adds(&out, "[");
	for (i = 0; names[i] != NULL; i++) {
		d = dictload_get(names[i]);
		h = dict_info(d);
		buf_printf(&out, json ? "%s\n  {\"name\": \"%s\", "
		    "\"word_count\": %u, \"bytes\": %zu, \"lang\": \"%s\"}" :
		    "%s%-14s %7u words "
		    "%8zu bytes %s\n", json && i > 0 ? "," : "", names[i],
		    h->nwords, sizeof(*h) + (size_t)h->nedges * 4, h->lang);
		dict_free(d);
		free(names[i]);
	}
	free(names);
	if (json)
		buf_adds(&out, i > 0 ? "\n]\n" : "]\n");
	output_buf(&out);
	buf_free(&out);
	return EXIT_YES;
}

int
main(int argc, char *argv[])
{
	struct collect c;
	struct dict *d;
	const struct dict_header *h;
	const char *dname = NULL, *cmd, *lang = NULL;
	const struct alphabet *a;
	struct buf word = { 0 };
	uint64_t minlen = 0;
	unsigned flags = 0;
	int ch, all = 0, quiet = 0, rc, i, ok;
	enum out_fmt fmt = OUT_TEXT;

	memset(&c, 0, sizeof(c));
	while ((ch = opt_get(&words_tool, argc, argv)) != -1)
		switch (ch) {
		case 'a': all = 1; break;
		case 'c': c.count = 1; break;
		case 'd': dname = optarg; break;
		case 'l': lang = optarg; break;
		case 'm': minlen = opt_u64(optarg, "minimum length", 1,
			    DICT_MAXLEN);
			break;
		case 'o': fmt = output_format(optarg, 1); break;
		case 'q': quiet = 1; break;
		case 'w': flags |= DICT_NEED_VOWEL; break;
		default: opt_usage(&words_tool, stderr, EXIT_ERR);
		}
	argc -= optind;
	argv += optind;
	/* GNU getopt has moved the operands last: the command is first. */
	cmd = argc > 0 ? *argv++ : NULL;
	argc -= cmd != NULL;
	if (cmd == NULL)
		fail_usage("a command is needed: anagram, match, prefix, "
		    "infix, info or compile");
	opt_check_cmd(&words_tool, cmd);
	if (fmt == OUT_YAML)
		fail_usage("words writes text or json");
	c.json = fmt == OUT_JSON;
	if (minlen && strcmp(cmd, "anagram") != 0)
		fail_usage("--min-length is for anagram");
	if (all && strcmp(cmd, "info") == 0) {
		if (dname != NULL)
			fail_usage("words info: --all or --dict, not both");
		return cmd_info_all(c.json);
	}
	if (c.count && strcmp(cmd, "anagram") != 0 &&
	    strcmp(cmd, "match") != 0)
		fail_usage("--count is for anagram and match");
	if (c.json && (strcmp(cmd, "prefix") == 0 ||
	    strcmp(cmd, "infix") == 0 || strcmp(cmd, "compile") == 0))
		fail_usage("words %s writes text only", cmd);
	if (strcmp(cmd, "info") == 0 && argc > 0)
		fail_usage("words info takes no argument");
	if (strcmp(cmd, "compile") == 0)
		return cmd_compile(argc, argv, lang, flags);
	if (strcmp(cmd, "anagram") != 0 && strcmp(cmd, "match") != 0 &&
	    strcmp(cmd, "prefix") != 0 && strcmp(cmd, "infix") != 0 &&
	    strcmp(cmd, "info") != 0)
		fail_usage("unknown command '%s'", cmd);
	d = dictload_get(dname);
	c.a = a = dictload_alphabet(d);
	if (strcmp(cmd, "info") == 0) {
		h = dict_info(d);
		buf_printf(&c.out, c.json ? "{\"word_count\": %u, "
		    "\"edges\": %u, \"bytes\": %zu, \"longest\": %u, "
		    "\"lang\": \"%s\"}\n" :
		    "words %u\nedges %u\nbytes %zu\nlongest %u\nlang %s\n",
		    h->nwords, h->nedges, sizeof(*h) + (size_t)h->nedges * 4,
		    h->maxlen, h->lang);
		output_buf(&c.out);
		buf_free(&c.out);
		dict_free(d);
		return EXIT_YES;
	}
	if (strcmp(cmd, "anagram") == 0 || strcmp(cmd, "match") == 0) {
		if (argc != 1)
			fail_usage("words %s needs one argument", cmd);
		rc = cmd_search(d, cmd, argv[0], (size_t)minlen, all, &c);
		dict_free(d);
		return rc;
	}
	/* prefix, infix: print those that fail, like validate. */
	if (argc == 0)
		fail_usage("words %s needs WORDs", cmd);
	rc = EXIT_YES;
	for (i = 0; i < argc; i++) {
		ok = decode_arg(a, argv[i], i + 1, &word) == 0 &&
		    (cmd[0] == 'p' ? dict_prefix(d, word.p, word.len) :
		    dict_infix(d, word.p, word.len));
		if (!ok) {
			rc = EXIT_NO;
			if (!quiet)
				buf_printf(&c.out, "%s\n", argv[i]);
		}
	}
	output_buf(&c.out);
	buf_free(&c.out);
	buf_free(&word);
	dict_free(d);
	return rc;
}
