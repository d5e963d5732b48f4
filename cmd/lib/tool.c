/*
 * tool.c: the shared front end of every wordkit tool.
 */
#include <sys/random.h>
#include <sys/stat.h>

#include <err.h>
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "alphabet.h"
#include "core.h"
#include "node.h"
#include "rng.h"
#include "state.h"
#include "statefile.h"
#include "tool.h"
#include "util.h"

extern const char *__progname;

int
tool_getopt(int argc, char *const argv[], const char *opts,
    const struct option *lo)
{
	char spec[128];
	int ch;

	/* opts may already start with the ':' that getopt is given. */
	if (opts[0] != ':') {
		snprintf(spec, sizeof(spec), ":%s", opts);
		opts = spec;
	}
	opterr = 0;
	ch = getopt_long(argc, argv, opts, lo, NULL);
	if (ch == '?') {
		if (optopt != 0)
			tool_usage_err("unknown option '-%c'", optopt);
		tool_usage_err("unknown option '%s'", argv[optind - 1]);
	}
	if (ch == ':') {
		if (optopt != 0)
			tool_usage_err("option '-%c' needs a value", optopt);
		tool_usage_err("option '%s' needs a value", argv[optind - 1]);
	}
	return ch;
}

void
tool_fail(const struct core_err *e)
{
	if (e->file != NULL && e->line > 0)
		errx(EXIT_ERR, "%s:%zu:%zu: %s", e->file, e->line, e->col,
		    e->msg);
	if (e->file != NULL)
		errx(EXIT_ERR, "%s: %s", e->file, e->msg);
	errx(EXIT_ERR, "%s", e->msg);
}

void
tool_usage_err(const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s: ", __progname);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fprintf(stderr, " (see '%s --help')\n", __progname);
	exit(EXIT_ERR);
}

/* Does s end in suffix? */
static int
ends_in(const char *s, const char *suffix)
{
	size_t n = strlen(s), k = strlen(suffix);

	return n > k && strcmp(s + n - k, suffix) == 0;
}

void
tool_no_operand(const char *cmd, const char *arg, const char *how)
{
	struct stat sb;

	/* A file named where none is taken is most likely a forgotten -f. */
	if ((stat(arg, &sb) == 0 && S_ISREG(sb.st_mode)) ||
	    ends_in(arg, ".yaml") || ends_in(arg, ".yml") ||
	    ends_in(arg, ".json"))
		tool_usage_err("'%s' takes no argument ('%s'): a state file is "
		    "given with %s", cmd, arg, how);
	tool_usage_err("'%s' takes no argument ('%s')", cmd, arg);
}

void
tool_no(int quiet, const char *fmt, ...)
{
	va_list ap;

	if (!quiet) {
		fprintf(stderr, "%s: ", __progname);
		va_start(ap, fmt);
		vfprintf(stderr, fmt, ap);
		va_end(ap);
		fputc('\n', stderr);
	}
	exit(EXIT_NO);
}

void
tool_usage_done(FILE *f, int code)
{
	if (f == stdout && (fflush(f) == EOF || ferror(f)))
		err(EXIT_ERR, "write error");
	exit(code);
}

void
tool_version(void)
{
	printf("%s (wordkit) %s\n", __progname, WORDKIT_VERSION);
	if (fflush(stdout) == EOF || ferror(stdout))
		err(EXIT_ERR, "write error");
	exit(EXIT_YES);
}

uint64_t
tool_u64(const char *s, const char *what, uint64_t min, uint64_t max)
{
	struct core_err e;
	uint64_t v;

	if (parse_u64(s, min, max, &v, what, &e) == -1)
		tool_usage_err("%s", e.msg);
	return v;
}

uint64_t
tool_seed_arg(const char *s)
{
	return tool_u64(s, "seed", 0, TOOL_SEED_MAX);
}

enum out_fmt
tool_format(const char *s, int text_ok)
{
	if (strcmp(s, "yaml") == 0)
		return OUT_YAML;
	if (strcmp(s, "json") == 0)
		return OUT_JSON;
	if (text_ok && strcmp(s, "text") == 0)
		return OUT_TEXT;
	tool_usage_err("unknown output format '%s' (%s)", s,
	    text_ok ? "text, yaml or json" : "yaml or json");
}

uint64_t
tool_os_seed(void)
{
	uint64_t v;
	ssize_t n;
	int fd;

	n = getrandom(&v, sizeof(v), 0);
	if (n != (ssize_t)sizeof(v)) {
		if ((fd = open("/dev/urandom", O_RDONLY)) == -1 ||
		    read(fd, &v, sizeof(v)) != (ssize_t)sizeof(v))
			err(EXIT_ERR, "cannot draw a seed from the system");
		close(fd);
	}
	return v & TOOL_SEED_MAX;
}

void
tool_show_seed(uint64_t seed)
{
	fprintf(stderr, "seed: %llu\n", (unsigned long long)seed);
}

uint64_t
tool_run_seed(int has_seed, uint64_t seed, int show)
{
	if (!has_seed)
		seed = tool_os_seed();
	if (show)
		tool_show_seed(seed);
	return seed;
}

size_t
tool_bom(const char *p, size_t len)
{
	return len >= 3 && memcmp(p, "\xef\xbb\xbf", 3) == 0 ? 3 : 0;
}

void
tool_await(const char *path, const char *what, const char *how)
{
	static int said;

	if (said || (path != NULL && strcmp(path, "-") != 0) ||
	    !isatty(STDIN_FILENO))
		return;
	said = 1;
	fprintf(stderr, "%s: reading %s from the terminal (%s; ^D ends)\n",
	    __progname, what, how);
}

char *
tool_slurp(const char *path, const char **name, size_t *len)
{
	struct buf b = { 0 };
	char *p;
	size_t n;
	FILE *f;
	int std = path == NULL || strcmp(path, "-") == 0;

	*name = std ? "<stdin>" : path;
	tool_await(path, "the input", "give a FILE or a pipe");
	if (std)
		f = stdin;
	else if ((f = fopen(path, "rb")) == NULL)
		err(EXIT_ERR, "cannot open '%s'", path);
	for (;;) {
		if (buf_grow(&b, 65536) == -1)
			errx(EXIT_ERR, "out of memory");
		n = fread(b.p + b.len, 1, 65536, f);
		b.len += n;
		b.p[b.len] = '\0';
		if (b.len > NODE_MAX_INPUT)
			errx(EXIT_ERR, "%s: input is larger than %u MiB", *name,
			    NODE_MAX_INPUT >> 20);
		if (n < 65536)
			break;
	}
	if (ferror(f))
		err(EXIT_ERR, "cannot read '%s'", *name);
	if (!std)
		fclose(f);
	/* A byte order mark is no part of the text: editors add one. */
	if ((n = tool_bom(b.p, b.len)) > 0) {
		memmove(b.p, b.p + n, b.len - n + 1);
		b.len -= n;
	}
	*len = b.len;
	if ((p = buf_take(&b)) == NULL)
		tool_nomem();
	return p;
}

void
tool_nomem(void)
{
	errx(EXIT_ERR, "out of memory");
}

struct node *
tool_read_doc_text(const char *path, const char **name, char **text,
    size_t *len)
{
	struct core_err e;
	struct node *root;

	*text = tool_slurp(path, name, len);
	if ((root = node_read(*text, *len, *name, &e)) == NULL)
		tool_fail(&e);
	return root;
}

struct node *
tool_read_doc(const char *path)
{
	struct node *root;
	const char *name;
	size_t len;
	char *text;

	root = tool_read_doc_text(path, &name, &text, &len);
	free(text);
	return root;
}

void
tool_put_tree(struct node *root, enum out_fmt fmt, struct buf *out)
{
	struct core_err e;

	if (root == NULL)
		tool_nomem();
	if ((fmt == OUT_JSON ? node_write_json(root, out, &e) :
	    node_write_yaml(root, out, &e)) == -1)
		tool_fail(&e);
	node_free(root);
}

void
tool_write_tree(struct node *root, enum out_fmt fmt)
{
	struct buf out = { 0 };

	tool_put_tree(root, fmt, &out);
	tool_write_stdout(&out);
	buf_free(&out);
}

/*
 * The file that -i names, held from its reading to its writing back: a
 * run updates one file in place (statefile.h).
 */
static struct statefile held;

char *
tool_hold(const char *path, enum statefile_mode mode, size_t *len)
{
	struct core_err e;
	struct buf text;
	size_t n;

	if (strcmp(path, "-") == 0)
		tool_usage_err("-i needs a file: the standard input cannot be "
		    "written back (use -f - or a pipe)");
	if (statefile_open(&held, path, mode, &e) == -1 ||
	    statefile_read(&held, NODE_MAX_INPUT, &text, &e) == -1)
		tool_fail(&e);
	*len = text.len;
	if (held.fd == -1 || held.made) {
		buf_free(&text);
		return NULL;
	}
	/* A byte order mark is no part of the text: editors add one. */
	if ((n = tool_bom(text.p, text.len)) > 0) {
		memmove(text.p, text.p + n, text.len - n + 1);
		text.len -= n;
		*len = text.len;
	}
	return text.p;
}

/* state_read_lang's resolver: the alphabets of lang/, or a file's. */
static const struct alphabet *
state_lang(void *arg, const char *code, struct core_err *e)
{
	(void)arg;
	return tool_alphabet_try(code, e);
}

struct state *
tool_parse_state(const char *text, size_t len, const char *name)
{
	struct core_err e;
	struct state *st;

	if ((st = state_read_lang(text, len, name, state_lang, NULL, &e)) ==
	    NULL)
		tool_fail(&e);
	return st;
}

const char *
tool_state_dict(const struct state *st, const char *dname)
{
	return tool_lang_dict(st->lang != NULL ? st->alpha : NULL, dname);
}

const char *
tool_lang_dict(const struct alphabet *a, const char *dname)
{
	const char *env;

	if (dname != NULL || ((env = getenv("WORDKIT_DICT")) != NULL &&
	    env[0] != '\0') || a == NULL)
		return dname;
	/* English's dictionary is the standard one, tool_dict's default. */
	return strcmp(a->code, "en") == 0 ? NULL : a->code;
}

void
tool_put_tiles(struct buf *b, const struct state *st, const char *s)
{
	struct core_err e;

	if (alpha_encode(st->alpha, s, strlen(s), b, &e) == -1)
		errx(EXIT_ERR, "%s: a tile that is no letter of '%s'",
		    st->file, st->alpha->code);
}

struct state *
tool_read_state(const char *ffile, const char *ifile)
{
	struct state *st;
	const char *name;
	size_t len;
	char *text;

	if (ffile != NULL && ifile != NULL)
		tool_usage_err("-f and -i cannot be used together");
	if (ifile != NULL) {
		name = ifile;
		text = tool_hold(ifile, STATEFILE_EXISTING, &len);
	} else {
		tool_await(ffile, "a game state", "use -f FILE or a pipe");
		text = tool_slurp(ffile, &name, &len);
	}
	st = tool_parse_state(text, len, name);
	free(text);
	return st;
}

struct player *
tool_player(struct state *st, const char *name)
{
	struct player *p;
	struct core_err e;

	if ((p = state_player(st, name)) == NULL) {
		state_no_player(st, name, &e);
		tool_fail(&e);
	}
	return p;
}

const char *
tool_plays(unsigned game)
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
tool_need_game(const struct state *st, unsigned games)
{
	struct core_err e;

	if (state_need_game(st, games, &e) == -1)
		errx(EXIT_ERR, "%s: %s: play it with %s", st->file, e.msg,
		    tool_plays(state_game(st)));
}

void
tool_write_stdout(const struct buf *b)
{
	if (b->failed)
		tool_nomem();
	if (b->len > 0 && fwrite(b->p, 1, b->len, stdout) != b->len)
		err(EXIT_ERR, "write error");
	if (fflush(stdout) == EOF || ferror(stdout))
		err(EXIT_ERR, "write error");
}

/*
 * Write file back to path, held since it was read or held now (a new
 * file is made, as mode says), and out to stdout first.  Exits 2 on
 * failure, with nothing replaced.
 */
static void
write_back(const char *path, enum statefile_mode mode,
    const struct buf *file, const struct buf *out)
{
	struct core_err e;
	size_t len;

	if (held.path == NULL)
		free(tool_hold(path, mode, &len));
	if (statefile_commit(&held, file, out, &e) == -1)
		tool_fail(&e);
}

void
tool_write_atomic(const char *path, const struct buf *b)
{
	write_back(path, STATEFILE_REPLACE, b, NULL);
}

void
tool_emit(struct state *st, const char *ifile, enum out_fmt fmt,
    const struct buf *text)
{
	struct buf file = { 0 }, out = { 0 };
	struct core_err e;

	if (fmt == OUT_DEFAULT)
		fmt = ifile ? OUT_TEXT : OUT_YAML;
	if (text != NULL && text->failed)
		tool_nomem();
	/* Render everything before writing anything. */
	if (ifile != NULL && state_write(st, &file, 0, &e) == -1)
		tool_fail(&e);
	if (fmt == OUT_YAML || fmt == OUT_JSON) {
		if (state_write(st, &out, fmt == OUT_JSON, &e) == -1)
			tool_fail(&e);
	} else if (text != NULL && buf_add(&out, text->p, text->len) == -1)
		errx(EXIT_ERR, "out of memory");
	if (ifile != NULL)
		write_back(ifile, STATEFILE_CREATE, &file, &out);
	else
		tool_write_stdout(&out);
	buf_free(&file);
	buf_free(&out);
}

void
tool_seed(struct state *st, int has_seed, uint64_t seed)
{
	if (has_seed && st->has_seed && seed != st->seed)
		tool_usage_err("the state already has seed %llu",
		    (unsigned long long)st->seed);
	if (!st->has_seed) {
		st->has_seed = 1;
		st->seed = has_seed ? seed : tool_os_seed();
	}
}

void
tool_event(struct state *st, struct rng *r)
{
	/* state_write keeps "shuffles" only where it already is. */
	if (node_get(st->root, "shuffles") == NULL &&
	    node_set(st->root, "shuffles", node_int(0)) == -1)
		errx(EXIT_ERR, "out of memory");
	state_rng(st, r);
}

const char *
tool_command(int *argc, char ***argv)
{
	const char *cmd;

	if (*argc < 2 || (*argv)[1][0] == '-')
		return NULL;
	cmd = (*argv)[1];
	(*argv)++;
	(*argc)--;
	return cmd;
}

int
tool_lines(const char *path, int (*fn)(void *, char *, const char *, size_t),
    void *arg)
{
	const char *name;
	char *text, *line, *nl;
	size_t len, lineno = 0;
	int rc = 0;

	text = tool_slurp(path, &name, &len);
	if (strlen(text) != len)
		errx(EXIT_ERR, "%s: a NUL byte in the input", name);
	for (line = text; rc == 0 && *line != '\0';
	    line = nl ? nl + 1 : line + strlen(line)) {
		if ((nl = strchr(line, '\n')) != NULL)
			*nl = '\0';
		rc = fn(arg, line, name, ++lineno);
	}
	free(text);
	return rc;
}
