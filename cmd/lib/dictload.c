/*
 * dictload.c: find the dictionary a tool was asked for: -d NAME|FILE, or
 * several of them, comma-separated, which count as one (their union),
 * else $WORDKIT_DICT, else "standard".  Built-in names are compiled files
 * in the data directory; a word list file, and a union, is compiled on
 * first use and cached (dictload_cache.c); every mapped file is watched
 * (dictload_watch.c).
 */
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "alphabet.h"
#include "core.h"
#include "dict.h"
#include "dict_compile.h"
#include "datadir.h"
#include "dictload.h"
#include "dictload_int.h"
#include "fail.h"
#include "i18n.h"
#include "input.h"
#include "langload.h"
#include "privilege.h"
#include "util.h"

#define LIST_MAX	DICT_LIST_MAX	/* bytes in a word list */

struct dict *
dictload_builtin(const char *name, const char **where, int few)
{
	char file[64], *path;
	struct core_err e;
	struct stat sb;
	struct dict *d;
	size_t size;
	int fd, ours;

	if (datadir_join(file, sizeof(file), "/", name, ".wkd") == -1)
		return NULL;
	/* A short room first (most paths), then one for any. */
	*where = path = dictload_watch_room(0, &size);
	if ((fd = datadir_open(file, INPUT_REGULAR_FLAGS, path, size,
	    &ours)) == -3) {
		*where = path = dictload_watch_room(1, &size);
		fd = datadir_open(file, INPUT_REGULAR_FLAGS, path, size, &ours);
	}
	if (fd == -1)
		return NULL;
	if (fd == -2)
		fail_io("cannot open dictionary '%s'", path);
	/* A regular file: a FIFO in a data folder would hang the tool. */
	input_regular_mapped(fd, path, N_("dictionary"), &sb);
	if ((d = dictload_map(fd, &sb, path, ours && few ? DICTLOAD_PEEK :
	    ours, &e)) == NULL)
		fail_core(&e);
	return d;
}

/*
 * dictload_compile_list of the list open as f, named list (NULL: stdin),
 * which it closes.
 */
static struct buf *
compile_stream(FILE *f, const char *list, const struct alphabet *a,
    unsigned flags, struct dict_src *src, struct dict_compile_stats *stats)
{
	static struct buf img;
	struct core_err e;
	struct stat sb;
	struct buf text = { 0 };
	size_t n, bom;

	if (src != NULL) {
		memset(src, 0, sizeof(*src));
		if (fstat(fileno(f), &sb) == 0 && S_ISREG(sb.st_mode))
			dictload_src_of(&sb, src);
	}
	do {
		if (buf_grow(&text, 1 << 20) == -1)
			fail_nomem();
		n = fread(text.p + text.len, 1, 1 << 20, f);
		text.len += n;
		if (text.len > LIST_MAX)
			fail_too_large(list ? list : "<stdin>", text.p,
			    LIST_MAX, "a word list is at most %u MiB",
			    LIST_MAX >> 20);
	} while (n > 0);
	if (ferror(f))
		fail_io("cannot read '%s'", list ? list : "<stdin>");
	if (f != stdin)
		fclose(f);
	buf_free(&img);
	bom = text.p ? input_bom(text.p, text.len) : 0;
	if (dict_compile_alpha(text.p ? text.p + bom : "", text.len - bom, a,
	    flags, src, &img, stats, &e) == -1) {
		e.file = list ? list : "<stdin>";
		fail_core(&e);
	}
	buf_free(&text);
	return &img;
}

struct buf *
dictload_compile_list(const char *list, const struct alphabet *a,
    unsigned flags, struct dict_src *src, struct dict_compile_stats *stats)
{
	FILE *f;
	int fd;

	input_await(list, N_("a word list"),
	    N_("give a FILE or a pipe"));
	/* "-" is named as every tool names the standard input. */
	if (list == NULL || strcmp(list, "-") == 0) {
		f = stdin;
		list = NULL;
	} else if ((f = fdopen(fd = input_open(list), "rb")) == NULL)
		fail_io("cannot open '%s'", list);
	return compile_stream(f, list, a, flags, src, stats);
}

char **
dictload_names(void)
{
	return datadir_names("", ".wkd");
}

/* A name that is neither built in nor a file: exit 2, saying what is. */
static void __attribute__((noreturn))
unknown_name(const char *name)
{
	char **names = dictload_names();
	const char *best = NULL;
	size_t i, d, bestd = (size_t)-1;

	for (i = 0; names[i] != NULL; i++)
		if ((d = str_distance(names[i], name)) <= 2 && d > 0 &&
		    d < strlen(name) && d < bestd) {
			best = names[i];
			bestd = d;
		}
	if (best != NULL)
		fail_at(FAIL_USAGE, NULL, 0, 0, "unknown dictionary '%s' "
		    "(did you mean '%s'?)", name, best);
	fail_at(FAIL_USAGE, NULL, 0, 0, "unknown dictionary '%s': not a "
	    "built-in one ('words info --all' lists them) nor a file", name);
}

/* Apart from dictload_get, so that a built-in name does not pay its frame. */
struct dict * __attribute__((noinline))
dictload_file(const char *name, const struct alphabet *a, unsigned flags)
{
	struct dict_compile_stats stats;
	char cname[64], magic[8];
	struct core_err e;
	struct dict_src src;
	struct stat sb;
	struct dict *d;
	struct buf *img;
	size_t len;
	FILE *f;
	int fd, dfd = -1, named;

	if (stat(name, &sb) == -1 && errno == ENOENT && datadir_is_name(name))
		unknown_name(name);
	/* A regular file: a FIFO would hang the tool (input.h). */
	fd = input_open_regular(name, N_("dictionary"), &sb);
	named = dictload_cache_name(name, a, cname, sizeof(cname)) == 0;
	/* A compiled file is used as it is. */
	if (pread(fd, magic, 8, 0) == 8 && dict_is_image(magic, 8)) {
		if ((d = dictload_map(fd, &sb, name, 0, &e)) == NULL)
			fail_core(&e);
		return d;
	}
	dictload_src_of(&sb, &src);
	if (named && (dfd = dictload_cache_dir(0)) != -1 &&
	    (d = dictload_cache_load(dfd, cname, name, &src)) != NULL) {
		close(dfd);
		close(fd);
		return d;
	}
	if ((f = fdopen(fd, "rb")) == NULL)
		fail_io("cannot read dictionary '%s'", name);
	img = compile_stream(f, name, a != NULL ? a : langload_get("en"),
	    flags, named ? &src : NULL, &stats);
	/* Not one with no words: the cache would give it where none is. */
	if (named && stats.words > 0 &&
	    (dfd != -1 || (dfd = dictload_cache_dir(1)) != -1))
		dictload_cache_store(dfd, cname, img);
	if (dfd != -1)
		close(dfd);
	len = img->len;
	if ((d = dict_from_image(buf_take(img), len, &e)) == NULL)
		fail_core(&e);
	return d;
}

const struct alphabet *
dictload_alphabet(const struct dict *d)
{
	/* The header's part the alphabet is made of: lang to lower[]. */
	enum { KEY = offsetof(struct dict_header, root_edge) -
	    offsetof(struct dict_header, lang) };
	static struct alphabet a BIG_STATIC;
	static char last[KEY];
	static const struct alphabet *last_a;
	const struct alphabet *l;
	const struct dict_header *h = dict_info(d);

	/* A tool asks at each step, maybe of another dictionary: once. */
	if (last_a != NULL && memcmp(last, h->lang, KEY) == 0)
		return last_a;
	memcpy(last, h->lang, KEY);
	/* English's lists keep a letter beyond A-Z out (café). */
	if (strcmp(h->lang, "en") == 0 &&
	    dict_same_letters(d, &alpha_en_words.a))
		return last_a = &alpha_en_words.a;
	/*
	 * The language's own, for its folds, when it has d's letters (a
	 * struct alphabet is two pages: not written when it is not needed).
	 */
	if ((l = langload_data(h->lang)) != NULL && dict_same_letters(d, l))
		return last_a = l;
	dict_alphabet(d, &a);
	return last_a = &a;
}

int
dictload_named(const char *dname)
{
	const char *env;

	return dname != NULL || ((env = privilege_getenv("WORDKIT_DICT")) !=
	    NULL && env[0] != '\0');
}

const char *
dictload_lang(const struct alphabet *a, const char *dname)
{
	/* No language asked for, as at every plain start: no getenv. */
	if (a == NULL || dictload_named(dname))
		return dname;
	/* English's dictionary is the standard one, dictload_get's default. */
	return strcmp(a->code, "en") == 0 ? NULL : a->code;
}

/* dictload_get_in, or with few dictload_get_few_in. */
static struct dict *
get(const char *arg, const struct alphabet *a, int few)
{
	const char *name = arg, *path;
	struct dict *d;

	if (name == NULL && (name = privilege_getenv("WORDKIT_DICT")) !=
	    NULL && name[0] == '\0')
		name = NULL;
	if (name == NULL)
		name = "standard";
	if (datadir_is_name(name) && (d = dictload_builtin(name, &path,
	    few)) != NULL)
		return d;
	/* A file whose name has a comma, or starts with '-', is that file. */
	if ((strchr(name, ',') != NULL || name[0] == '-') &&
	    access(name, F_OK) != 0)
		return dictload_union(name, a);
	return dictload_file(name, a, 0);
}

struct dict *
dictload_get(const char *arg)
{
	return get(arg, NULL, 0);
}

struct dict *
dictload_get_few(const char *arg)
{
	return get(arg, NULL, 1);
}

struct dict *
dictload_get_in(const char *arg, const struct alphabet *a)
{
	return get(arg, a, 0);
}

struct dict *
dictload_get_few_in(const char *arg, const struct alphabet *a)
{
	return get(arg, a, 1);
}
