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

/*
 * The built-in dictionary name (datadir_is_name), mapped and watched, its
 * file's path in path; NULL when no data directory has it.  Exit 2 when
 * it cannot be opened or read.  Another's file (through $WORDKIT_DATADIR)
 * is checked whole; ours are not (dict.h).
 */
static struct dict *
builtin_get(const char *name, char *path, size_t size)
{
	char file[64];
	struct core_err e;
	struct stat sb;
	struct dict *d;
	int fd, ours;

	if (datadir_join(file, sizeof(file), "/", name, ".wkd") == -1 ||
	    (fd = datadir_open(file, INPUT_REGULAR_FLAGS, path, size, &ours))
	    == -1)
		return NULL;
	if (fd == -2)
		fail_io("cannot open dictionary '%s'", path);
	/* A regular file: a FIFO in a data folder would hang the tool. */
	input_regular(fd, path, "dictionary", &sb);
	if ((d = dictload_map(fd, &sb, path, ours, &e)) == NULL)
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
			fail_input(list ? list : "<stdin>",
			    "a word list is at most %u MiB", LIST_MAX >> 20);
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
	if (list == NULL || strcmp(list, "-") == 0)
		f = stdin;
	else if ((fd = privilege_open(list, O_RDONLY | O_CLOEXEC)) == -1 ||
	    (f = fdopen(fd, "rb")) == NULL)
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
		if ((d = str_distance(names[i], name)) <= 2 &&
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

/*
 * A dictionary from a file: compiled, or a word list (compiled now, and
 * cached).  Apart from dictload_get so that a built-in name, the common
 * case, does not pay for this one's deep frame.
 */
static struct dict * __attribute__((noinline))
dict_from_file(const char *name)
{
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
	fd = input_open_regular(name, "dictionary");
	if (fstat(fd, &sb) == -1)
		fail_io("cannot read dictionary '%s'", name);
	named = dictload_cache_name(name, cname, sizeof(cname)) == 0;
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
	img = compile_stream(f, name, langload_get("en"), 0, named ? &src :
	    NULL, NULL);
	if (named && (dfd != -1 || (dfd = dictload_cache_dir(1)) != -1))
		dictload_cache_store(dfd, cname, img);
	if (dfd != -1)
		close(dfd);
	len = img->len;
	if ((d = dict_from_image(buf_take(img), len, &e)) == NULL)
		fail_core(&e);
	return d;
}

/*
 * One dictionary, as -d names it: a built-in name or a file.  *sb is set
 * to the file it comes from, for a union's cache; *cacheable is 0 when
 * that file cannot tell the union's cache is fresh (a pipe).
 */
static struct dict *
dict_one(const char *name, struct stat *sb, int *cacheable)
{
	char path[PATH_MAX + 32];
	struct dict *d;

	if (datadir_is_name(name) && (d = builtin_get(name, path,
	    sizeof(path))) != NULL) {
		*cacheable = stat(path, sb) == 0;
		return d;
	}
	*cacheable = stat(name, sb) == 0 && S_ISREG(sb->st_mode);
	return dict_from_file(name);
}

#define UNION_MAX	8	/* dictionaries in one union */

/* A union's list: the words, and the alphabet of the part they are from. */
struct ulist {
	struct buf		 list;
	const struct alphabet	*a;
};

/*
 * Append a word a part spells in capitals to the list, in small letters
 * and in UTF-8, so the union's alphabet reads it with its own letters.
 */
static int
add_word(void *arg, const char *w, size_t n)
{
	struct ulist *u = arg;
	char lower[DICT_MAXLEN + 1];
	size_t i;

	for (i = 0; i < n; i++)
		lower[i] = (char)(w[i] | 0x20);
	if (alpha_encode(u->a, lower, n, &u->list, NULL) == -1)
		return -1;
	return buf_addc(&u->list, '\n');
}

/*
 * The alphabet of a union of n dictionaries: every letter of theirs, A-Z
 * first, then the others as the parts name them; its code their codes
 * joined with '+'.  More than ALPHA_MAX letters is exit 2.
 */
static void
union_alphabet(const char *arg, struct alphabet *pa, size_t n,
    struct alphabet *u)
{
	uint32_t up[ALPHA_MAX], low[ALPHA_MAX];
	char code[ALPHA_CODELEN * UNION_MAX + UNION_MAX] = "";
	struct core_err e;
	size_t i, len;
	int k = 0, j, x, c;

	for (c = 'A'; c <= 'Z'; c++)
		for (i = 0; i < n; i++)
			if (alpha_index(&pa[i], c) >= 0) {
				up[k] = (uint32_t)c;
				low[k++] = (uint32_t)c | 0x20;
				break;
			}
	for (i = 0; i < n; i++) {
		for (x = 0; x < pa[i].n; x++) {
			if (pa[i].upper[x] < 0x80)
				continue;
			for (j = 0; j < k && up[j] != pa[i].upper[x]; j++)
				;
			if (j < k)
				continue;
			if (k == ALPHA_MAX)
				fail_usage("-d '%s': more than %d letters "
				    "in all, and a dictionary holds %d", arg,
				    ALPHA_MAX, ALPHA_MAX);
			up[k] = pa[i].upper[x];
			low[k++] = pa[i].lower[x];
		}
		/* Each code once: standard,british is "en". */
		for (j = 0; (size_t)j < i && strcmp(pa[j].code, pa[i].code);
		    j++)
			;
		len = strlen(code);
		if ((size_t)j == i)
			snprintf(code + len, sizeof(code) - len, "%s%.*s",
			    len > 0 ? "+" : "", ALPHA_CODELEN - 1, pa[i].code);
	}
	if (strlen(code) >= ALPHA_CODELEN)
		snprintf(code, sizeof(code), "mixed");
	if (alpha_from_letters(u, code, k, up, low, &e) == -1)
		fail_core(&e);
}

/*
 * The words of the n dictionaries d, as one list in the union of their
 * alphabets, compiled into img.
 */
static void
union_compile(const char *arg, struct dict **d, size_t n,
    const struct dict_src *src, struct buf *img)
{
	static struct alphabet pa[UNION_MAX];
	struct alphabet ua;
	struct ulist u;
	struct core_err e;
	size_t i;

	memset(&u, 0, sizeof(u));
	for (i = 0; i < n; i++)
		pa[i] = *dictload_alphabet(d[i]);
	union_alphabet(arg, pa, n, &ua);
	for (i = 0; i < n; i++) {
		u.a = &pa[i];
		if (dict_match(d[i], "*", add_word, &u, &e) != 0 ||
		    u.list.failed)
			fail_nomem();
	}
	/* A union is one list, under a list's limits: say which union. */
	if (dict_compile_alpha(u.list.p, u.list.len, &ua, DICT_ALL_SINGLES,
	    src, img, NULL, &e) == -1) {
		if (e.kind == CORE_EINPUT)
			fail_at(FAIL_USAGE, NULL, 0, 0, "-d '%s': the union "
			    "of these dictionaries is %s (words(1): a union is "
			    "compiled as one list)", arg, e.msg);
		fail_core(&e);
	}
	buf_free(&u.list);
}

/*
 * Several dictionaries, comma-separated, as one: a word of any is a
 * word.  The union is compiled from their words on first use and cached
 * under a name made of what each comes from (its name, device, inode,
 * size and times of modification and change), as a list's cache is.
 * Apart from dictload_get, as dict_from_file is: its frame is 8 KiB.
 */
static struct dict * __attribute__((noinline))
dict_union(const char *arg)
{
	struct dict *d[UNION_MAX];
	char copy[PATH_MAX * 2], cname[64];
	struct dict_src src;
	struct core_err e;
	struct stat sb;
	struct buf img = { 0 };
	struct dict *u;
	char *part, *next;
	size_t n = 0, len, i;
	int cacheable = 1, ok, dfd = -1;
	uint64_t id = dictload_compiler_id();

	if (datadir_join(copy, sizeof(copy), arg, "", "") == -1)
		fail_usage("-d: too long a list of dictionaries");
	for (part = copy; part != NULL; part = next) {
		if ((next = strchr(part, ',')) != NULL)
			*next++ = '\0';
		if (part[0] == '\0')
			fail_usage("-d '%s': a dictionary's name is empty",
			    arg);
		if (n == UNION_MAX)
			fail_usage("-d '%s': at most %d dictionaries",
			    arg, UNION_MAX);
		d[n++] = dict_one(part, &sb, &ok);
		cacheable &= ok;
		id = dictload_fnv64(id, part, strlen(part) + 1);
		id = dictload_fnv64(id, &sb.st_dev, sizeof(sb.st_dev));
		id = dictload_fnv64(id, &sb.st_ino, sizeof(sb.st_ino));
		id = dictload_fnv64(id, &sb.st_size, sizeof(sb.st_size));
		id = dictload_fnv64(id, &sb.st_mtim, sizeof(sb.st_mtim));
		/* cp -p, rsync -t and tar x keep the size and the mtime. */
		id = dictload_fnv64(id, &sb.st_ctim, sizeof(sb.st_ctim));
	}
	memset(&src, 0, sizeof(src));
	src.size = n;
	src.id = id;
	snprintf(cname, sizeof(cname), "u%016llx.wkd", (unsigned long long)id);
	if (cacheable && (dfd = dictload_cache_dir(1)) != -1 &&
	    (u = dictload_cache_load(dfd, cname, arg, &src)) != NULL)
		goto done;
	union_compile(arg, d, n, &src, &img);
	if (dfd != -1)
		dictload_cache_store(dfd, cname, &img);
	len = img.len;
	if ((u = dict_from_image(buf_take(&img), len, &e)) == NULL)
		fail_core(&e);
done:
	if (dfd != -1)
		close(dfd);
	for (i = 0; i < n; i++)
		dictload_unmap(d[i]);
	return u;
}

const struct alphabet *
dictload_alphabet(const struct dict *d)
{
	static struct alphabet a;
	const struct alphabet *l;
	const struct dict_header *h = dict_info(d);
	char path[PATH_MAX], file[64];
	int ours;

	alpha_english(&a);
	if (strcmp(h->lang, "en") == 0 && dict_same_letters(d, &a)) {
		/* English's lists keep a letter beyond A-Z out (café). */
		a.fold_default = ALPHA_REJECT;
		return &a;
	}
	/* The language's own file, for its folds, when it has d's letters. */
	if (datadir_is_name(h->lang) && datadir_join(file, sizeof(file), "/lang/",
	    h->lang, ".yaml") == 0 && datadir_file(file, path, sizeof(path),
	    &ours) != NULL && dict_same_letters(d, l = langload_get(h->lang)))
		return l;
	dict_alphabet(d, &a);
	return &a;
}

const char *
dictload_lang(const struct alphabet *a, const char *dname)
{
	const char *env;

	if (dname != NULL || ((env = privilege_getenv("WORDKIT_DICT")) !=
	    NULL && env[0] != '\0') || a == NULL)
		return dname;
	/* English's dictionary is the standard one, dictload_get's default. */
	return strcmp(a->code, "en") == 0 ? NULL : a->code;
}

struct dict *
dictload_get(const char *arg)
{
	char path[PATH_MAX + 32];
	const char *name = arg;
	struct dict *d;

	if (name == NULL && (name = privilege_getenv("WORDKIT_DICT")) !=
	    NULL && name[0] == '\0')
		name = NULL;
	if (name == NULL)
		name = "standard";
	if (datadir_is_name(name) && (d = builtin_get(name, path,
	    sizeof(path))) != NULL)
		return d;
	/* A file whose name has a comma is still that file. */
	if (strchr(name, ',') != NULL && access(name, F_OK) != 0)
		return dict_union(name);
	return dict_from_file(name);
}
