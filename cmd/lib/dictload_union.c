/*
 * dictload_union.c: several dictionaries as one, -d standard,slang.txt:
 * a word of any part is a word of the union, and a part written with a
 * leading '-' takes its words away from the union before it (a table's
 * house list: standard,-banned.txt).  The union is compiled into one
 * dictionary in the union of the parts' alphabets and cached; its parts
 * stay mapped, so that a word a person spells is read as each part reads
 * it (dictload_has_text): garçon is a French word in -d fr,pt, where Ç is
 * a letter of Portuguese and a fold of French.
 */
#include <sys/stat.h>

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
#include "langload.h"
#include "util.h"

#define UNION_MAX	8	/* dictionaries in one union */

/*
 * The union made last (a tool asks for one dictionary), with its parts,
 * their alphabets (read when a word first needs them) and signs.
 */
static struct {
	const struct dict	*u;
	struct dict		*d[UNION_MAX];
	struct alphabet		 a[UNION_MAX];
	unsigned char		 minus[UNION_MAX];
	size_t			 n;
	int			 lettered;
} un BIG_STATIC;

/* The parts' alphabets into un.a, once. */
static void
part_alphabets(void)
{
	size_t i;

	if (un.lettered)
		return;
	for (i = 0; i < un.n; i++)
		un.a[i] = *dictload_alphabet(un.d[i]);
	un.lettered = 1;
}

/*
 * Is the UTF-8 text s (n bytes) a word of part i, read with its alphabet?
 * Text that is no UTF-8 is no word of any part.
 */
static int
part_has(size_t i, const char *s, size_t n)
{
	static struct buf dec;
	int rc;

	dec.len = 0;
	rc = alpha_decode(&un.a[i], s, n, ALPHA_KEEP, &dec, NULL);
	if (dec.failed)
		fail_nomem();
	return rc == 0 && dict_has(un.d[i], dec.p, dec.len);
}

/*
 * The word w of part k (n letter bytes of its alphabet, either case)
 * appended to out in small letters and UTF-8: 0, or -1 out of memory.
 */
static int
spell(size_t k, const char *w, size_t n, struct buf *out)
{
	char lower[DICT_MAXLEN + 1];
	size_t i;

	for (i = 0; i < n && i < DICT_MAXLEN; i++)
		lower[i] = (char)(w[i] | 0x20);
	return alpha_encode(&un.a[k], lower, i, out, NULL);
}

/*
 * Is s[0..n) bad UTF-8 at some character?  Then 1, e saying so at its
 * column, in characters, as alpha_decode would: a word is judged once
 * all of it is read, not at its first character that is no letter.
 */
static int
utf8_bad(const char *s, size_t n, struct core_err *e)
{
	const char *why;
	uint32_t cp;
	size_t i, k, col;

	for (i = 0, col = 1; i < n; i += k, col++)
		if ((k = alpha_utf8_get(s + i, n - i, &cp, &why)) == 0) {
			core_errf(e, NULL, 0, col, "bad UTF-8: %s", _(why));
			if (e != NULL)
				e->col = col;
			return 1;
		}
	return 0;
}

/*
 * Is a word of part k, spelt s (n bytes of UTF-8), kept by every part
 * with '-' after k, as each reads it?
 */
static int
kept(size_t k, const char *s, size_t n)
{
	size_t i;

	for (i = k + 1; i < un.n; i++)
		if (un.minus[i] && part_has(i, s, n))
			return 0;
	return 1;
}

int
dictload_has_text(const struct dict *d, const struct alphabet *a,
    const char *s, size_t n, struct core_err *e)
{
	static struct buf dec, u;
	size_t k;
	int rc;

	dec.len = 0;
	rc = alpha_decode(a, s, n, ALPHA_KEEP, &dec, e);
	if (dec.failed)
		fail_nomem();
	if (rc == -1 || (rc == 1 && utf8_bad(s, n, e)))
		return -1;
	if (d != un.u || un.u == NULL)
		return rc == 0 && dict_has(d, dec.p, dec.len);
	/* A word of a part that adds, read as it reads it, and kept. */
	part_alphabets();
	for (k = 0; k < un.n; k++) {
		if (un.minus[k])
			continue;
		dec.len = 0;
		rc = alpha_decode(&un.a[k], s, n, ALPHA_UPPER, &dec, NULL);
		if (dec.failed)
			fail_nomem();
		if (rc != 0 || !dict_has(un.d[k], dec.p, dec.len))
			continue;
		u.len = 0;
		if (spell(k, dec.p, dec.len, &u) == -1 || u.failed)
			fail_nomem();
		if (kept(k, u.p, u.len))
			return 1;
	}
	return 0;
}

/*
 * One dictionary, as -d names it: a built-in name or a file; one that
 * takes words away (minus) may have none.  *sb is set
 * to the file it comes from, for a union's cache; *cacheable is 0 when
 * that file cannot tell the union's cache is fresh (a pipe).
 */
static struct dict *
dict_one(const char *name, const struct alphabet *a, int minus,
    struct stat *sb, int *cacheable)
{
	const char *path;
	struct dict *d;

	if (datadir_is_name(name) && (d = dictload_builtin(name, &path, 0)) !=
	    NULL) {
		*cacheable = stat(path, sb) == 0;
		return d;
	}
	*cacheable = stat(name, sb) == 0 && S_ISREG(sb->st_mode);
	/* A house list that takes words away may ban none (yet). */
	return dictload_file(name, a, minus ? DICT_MAY_BE_EMPTY : 0);
}

/*
 * The union's word list as it is made: the words, the part they are
 * from, and the list's length before the last one.
 */
struct ulist {
	struct buf	 list;
	size_t		 part;
};

/*
 * Append a word of part u->part, spelt in capitals, to the list, in small
 * letters and in UTF-8, so the union's alphabet reads it with its own
 * letters; unless a later part with '-' takes it away.
 */
static int
add_word(void *arg, const char *w, size_t n)
{
	struct ulist *u = arg;
	size_t at = u->list.len;

	if (spell(u->part, w, n, &u->list) == -1)
		return -1;
	if (!kept(u->part, u->list.p + at, u->list.len - at)) {
		u->list.len = at;
		return 0;
	}
	return buf_addc(&u->list, '\n');
}

/*
 * The alphabet of the union: every letter of the parts that add words,
 * A-Z first, then the others as the parts name them; its code their codes
 * joined with '+'.  More than ALPHA_MAX letters is exit 2.
 */
static void
union_alphabet(const char *arg, struct alphabet *u)
{
	uint32_t up[ALPHA_MAX], low[ALPHA_MAX];
	char code[ALPHA_CODELEN * UNION_MAX + UNION_MAX] = "";
	const struct alphabet *pa = un.a;
	struct core_err e;
	size_t i, len;
	int k = 0, j, x, c;

	for (c = 'A'; c <= 'Z'; c++)
		for (i = 0; i < un.n; i++)
			if (!un.minus[i] && alpha_index(&pa[i], c) >= 0) {
				up[k] = (uint32_t)c;
				low[k++] = (uint32_t)c | 0x20;
				break;
			}
	for (i = 0; i < un.n; i++) {
		if (un.minus[i])
			continue;
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
		for (j = 0; (size_t)j < i && (un.minus[j] ||
		    strcmp(pa[j].code, pa[i].code)); j++)
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
 * The words of the parts, those of a part with '-' taken away, as one
 * list in the union of their alphabets, compiled into img.
 */
static void
union_compile(const char *arg, const struct dict_src *src, struct buf *img)
{
	struct alphabet ua;
	struct ulist u;
	struct core_err e;

	memset(&u, 0, sizeof(u));
	part_alphabets();
	union_alphabet(arg, &ua);
	for (u.part = 0; u.part < un.n; u.part++)
		if (!un.minus[u.part] && (dict_match(un.d[u.part], "*",
		    add_word, &u, &e) != 0 || u.list.failed))
			fail_nomem();
	/* A union is one list, under a list's limits: say which union. */
	if (dict_compile_alpha(u.list.p ? u.list.p : "", u.list.len, &ua,
	    DICT_ALL_SINGLES, src, img, NULL, &e) == -1) {
		if (e.kind == CORE_EINPUT)
			fail_at(FAIL_USAGE, NULL, 0, 0, "-d '%s', the union "
			    "of these dictionaries: %s (words(1): a union is "
			    "compiled as one list)", arg, e.msg);
		fail_core(&e);
	}
	buf_free(&u.list);
}

/*
 * The language a union's word lists are read in when none was asked for:
 * that of its first part, the dictionary the house lists amend
 * (-d fr,-banned.txt: banned.txt's élève is French); NULL for English, or
 * for a part whose letters are not its language's own.
 */
static const struct alphabet *
first_lang(const struct dict *d)
{
	const struct dict_header *h = dict_info(d);
	const struct alphabet *l;

	if (strcmp(h->lang, "en") == 0 || (l = langload_data(h->lang)) ==
	    NULL || !dict_same_letters(d, l))
		return NULL;
	return l;
}

/*
 * The parts of arg into un (exit 2 for an empty one, too many, or a
 * first part that takes away), and their id, made of what each comes from
 * (its name and sign, device, inode, size and times of modification and
 * change), as a list's cache is; *cacheable is 0 when one cannot tell.
 * Its lists are read in a's letters, or without a in the first part's.
 */
static uint64_t
union_parts(const char *arg, const struct alphabet *a, int *cacheable)
{
	char copy[PATH_MAX * 2];
	struct stat sb;
	char *part, *next;
	/* Its lists are read in a's letters: another union in others. */
	uint64_t id = dictload_alpha_print(dictload_compiler_id(), a);
	int ok;

	if (datadir_join(copy, sizeof(copy), arg, "", "") == -1)
		fail_usage("-d: too long a list of dictionaries");
	*cacheable = 1;
	for (part = copy; part != NULL; part = next) {
		if ((next = strchr(part, ',')) != NULL)
			*next++ = '\0';
		id = dictload_fnv64(id, part, strlen(part) + 1);
		if (un.n == UNION_MAX)
			fail_usage("-d '%s': at most %d dictionaries",
			    arg, UNION_MAX);
		if ((un.minus[un.n] = part[0] == '-') != 0)
			part++;
		if (part[0] == '\0')
			fail_usage("-d '%s': a dictionary's name is empty",
			    arg);
		if (un.n == 0 && un.minus[0])
			fail_usage("-d '%s': a part with '-' takes words away "
			    "from those before it: name a list first "
			    "(standard,-%s)", arg, part);
		un.d[un.n] = dict_one(part, a, un.minus[un.n], &sb, &ok);
		/* Another language, another union: not an English one's. */
		if (un.n == 0 && a == NULL && (a = first_lang(un.d[0])) !=
		    NULL)
			id = dictload_alpha_print(id, a);
		un.n++;
		*cacheable &= ok;
		id = dictload_fnv64(id, &sb.st_dev, sizeof(sb.st_dev));
		id = dictload_fnv64(id, &sb.st_ino, sizeof(sb.st_ino));
		id = dictload_fnv64(id, &sb.st_size, sizeof(sb.st_size));
		id = dictload_fnv64(id, &sb.st_mtim, sizeof(sb.st_mtim));
		/* cp -p, rsync -t and tar x keep the size and the mtime. */
		id = dictload_fnv64(id, &sb.st_ctim, sizeof(sb.st_ctim));
	}
	return id;
}

/*
 * Compiled from the parts' words on first use and cached.  Its parts are
 * kept, mapped and watched, for the words a person spells.
 */
struct dict *
dictload_union(const char *arg, const struct alphabet *a)
{
	char cname[64];
	struct dict_src src;
	struct core_err e;
	struct buf img = { 0 };
	struct dict *u;
	size_t len;
	int cacheable, dfd = -1;

	memset(&un, 0, sizeof(un));
	memset(&src, 0, sizeof(src));
	src.id = union_parts(arg, a, &cacheable);
	src.size = un.n;
	snprintf(cname, sizeof(cname), "u%016llx.wkd",
	    (unsigned long long)src.id);
	if (cacheable && (dfd = dictload_cache_dir(1)) != -1 &&
	    (u = dictload_cache_load(dfd, cname, arg, &src)) != NULL)
		goto done;
	union_compile(arg, &src, &img);
	if (dfd != -1)
		dictload_cache_store(dfd, cname, &img);
	len = img.len;
	if ((u = dict_from_image(buf_take(&img), len, &e)) == NULL)
		fail_core(&e);
done:
	if (dfd != -1)
		close(dfd);
	un.u = u;
	return u;
}
