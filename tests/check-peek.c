/*
 * check-peek: a dictionary read a list at a time (dict_peek_fd) answers
 * as the same file mapped does, and tells a file cut short under it.
 *
 * usage: check-peek FILE < WORDS  (a file: it is read twice)
 *
 * FILE is a compiled dictionary that the program may cut short (a copy).
 * Every line of WORDS is asked of both, as a word, a prefix and an infix,
 * with its letters in small and in capital letters, and again of a peek
 * that is then mapped (dict_map_peeked).  Then FILE is cut to its header
 * and a little more: a peek of it still open answers no for a word whose
 * walk reads past the cut, and says it lost a read (dict_lost); a new
 * peek of it is refused as a mapped open is.  Prints one line and exits
 * 0, or names the first broken promise and exits 1; 2 on bad use.
 */
#include <sys/stat.h>

#include <ctype.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core.h"
#include "dict.h"

static int
expect(int ok, const char *what, const char *word)
{
	if (!ok)
		printf("not ok: %s%s%s\n", what, word ? ": " : "",
		    word ? word : "");
	return ok;
}

/* Both dictionaries' answers on w (n bytes), each way. */
static int
same(const struct dict *m, const struct dict *p, const char *w, size_t n)
{
	return expect(dict_has(m, w, n) == dict_has(p, w, n), "dict_has",
	    w) && expect(dict_prefix(m, w, n) == dict_prefix(p, w, n),
	    "dict_prefix", w) && expect(dict_infix(m, w, n) ==
	    dict_infix(p, w, n), "dict_infix", w);
}

int
main(int argc, char *argv[])
{
	char line[256], up[256];
	struct dict_header head, head2;
	struct core_err e;
	struct dict *m, *p, *q;
	struct stat sb;
	size_t n, i, asked = 0, words = 0;
	int fd, one;

	if (argc != 2) {
		fprintf(stderr, "usage: check-peek FILE < WORDS\n");
		return 2;
	}
	if ((m = dict_open(argv[1], &e)) == NULL ||
	    (fd = open(argv[1], O_RDWR)) == -1 || fstat(fd, &sb) == -1) {
		fprintf(stderr, "check-peek: cannot open %s\n", argv[1]);
		return 2;
	}
	if (!expect((p = dict_peek_fd(fd, &sb, &head, argv[1], &e)) != NULL,
	    "a sound file peeked", NULL) ||
	    !expect(dict_info(p)->nwords == dict_info(m)->nwords &&
	    dict_image(p, &n) == NULL && n == 0, "its header, no image",
	    NULL))
		return 1;
	while (fgets(line, sizeof(line), stdin) != NULL) {
		n = strcspn(line, "\n");
		line[n] = '\0';
		for (i = 0; i < n; i++)
			up[i] = (char)toupper((unsigned char)line[i]);
		if (!same(m, p, line, n) || !same(m, p, up, n))
			return 1;
		asked += 2;
		words += dict_has(p, line, n);
	}
	if (!expect(words > 0 && words < asked / 2 + 1, "some words, not all",
	    NULL) || !expect(!dict_lost(p), "no read lost", NULL))
		return 1;

	/* Mapped after a peek: the same answers, and an image. */
	if (!expect((q = dict_peek_fd(fd, &sb, &head2, argv[1], &e)) != NULL &&
	    dict_has(q, "ZEBRA", 5) && dict_map_peeked(q, argv[1], &e) == 0 &&
	    dict_image(q, &n) != NULL && n == (size_t)sb.st_size &&
	    dict_map_peeked(q, argv[1], &e) == 0, "a peek mapped", NULL))
		return 1;
	rewind(stdin);
	while (fgets(line, sizeof(line), stdin) != NULL) {
		n = strcspn(line, "\n");
		if (!same(m, q, line, n))
			return 1;
	}
	dict_free(q);

	/*
	 * Cut short: the root's edges are in the header, whose copy the
	 * peek keeps, so a one-letter word is still answered; a longer one
	 * whose next list lies past the cut is not, and the loss is kept.
	 * (The mapped one is asked first: it would fault past the cut.)
	 */
	one = dict_has(m, "a", 1);
	if (!expect(dict_has(m, "ZEBRA", 5), "ZEBRA a word", NULL))
		return 1;
	if (ftruncate(fd, (off_t)sizeof(struct dict_header) + 64) == -1)
		return 2;
	if (!expect(dict_has(p, "a", 1) == one,
	    "a one-letter word, from the header", NULL) ||
	    !expect(!dict_lost(p), "no read lost before one is", NULL) ||
	    !expect(!dict_has(p, "ZEBRA", 5) && dict_lost(p),
	    "a read past the cut answers no and is lost", NULL))
		return 1;
	if (fstat(fd, &sb) == -1)
		return 2;
	dict_free(p);
	if (!expect(dict_peek_fd(fd, &sb, &head, argv[1], &e) == NULL &&
	    strstr(e.msg, "damaged") != NULL, "a file cut short refused",
	    NULL))
		return 1;
	dict_free(m);
	close(fd);
	printf("ok: %zu words asked both ways, %zu of them words\n", asked,
	    words);
	return 0;
}
