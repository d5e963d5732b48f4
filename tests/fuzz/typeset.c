/*
 * fuzz typeset: Typeset rules files and mats: read, scored, judged solo
 * and written back; in English, and again as a German mat in UTF-8 (Ä Ö
 * Ü letters and vowels), whose written form must read back as the same
 * mat.  The input is also parsed as a German player's actions.
 */
#include <stdlib.h>
#include <string.h>

#include "alphabet.h"
#include "node.h"
#include "fuzz.h"
#include "typeset_mat.h"
#include "typeset_play.h"
#include "typeset.h"

/* The dictionary of a compiled image, which it takes. */
static struct dict *
from_image(struct buf *img)
{
	struct core_err e;
	size_t len = img->len;
	struct dict *d = dict_from_image(buf_take(img), len, &e);

	if (d == NULL)
		abort();
	return d;
}

/* A German alphabet with its vowels and tokens, and a few words in it. */
static const struct alphabet *
german(const struct dict **dp)
{
	static const char text[] = "code: \"de\"\nname: \"Deutsch\"\n"
	    "letters: \"ABCDEFGHIJKLMNOPQRSTUVWXYZ\xC3\x84\xC3\x96\xC3\x9C\"\n"
	    "vowels: \"AEIOU\xC3\x84\xC3\x96\xC3\x9C\"\n"
	    "tiles:\n  typeset:\n    source: \"fuzz\"\n"
	    "    counts: {\"B\": 2, \"R\": 3, \"L\": 2, \"K\": 1, \"Q\": 1}\n";
	static const char words[] = "b\xC3\xA4r\n\xC3\xB6l\n\xC3\xBC" "ber\n"
	    "m\xC3\xBC" "de\nbald\nab\n";
	static struct alphabet a;
	static struct dict *d;
	struct core_err e;
	struct buf img = { 0 };

	if (d == NULL) {
		if (alpha_read(&a, text, sizeof(text) - 1, "<de>", &e) == -1 ||
		    dict_compile_alpha(words, sizeof(words) - 1, &a, 0, NULL,
		    &img, NULL, &e) == -1)
			abort();
		d = from_image(&img);
	}
	*dp = d;
	return &a;
}

/* Read, score and write one mat of root in the rules' language. */
static void
one(const struct typeset_rules *r, const struct node *root,
    const struct dict *d)
{
	struct typeset_mat m, back;
	struct typeset_score sc;
	struct core_err e;
	struct node *n, *out;
	char why[200];

	if ((n = node_get(root, "mat")) == NULL)
		n = (struct node *)root;
	if (n->kind != NODE_MAP || typeset_mat_read(r, n, "<fuzz>", &m, &e) != 0)
		return;
	typeset_score(r, &m, d, &sc);
	typeset_solo(r, &m, &sc, why, sizeof(why));
	if ((out = node_new(NODE_MAP, STYLE_BLOCK)) == NULL ||
	    typeset_mat_write(&r->alpha, &m, out) == -1)
		abort();
	/* The letters written in UTF-8 are the letters read. */
	if (typeset_mat_read(r, out, "<back>", &back, &e) != 0 ||
	    memcmp(back.rows, m.rows, sizeof(m.rows)) != 0 ||
	    strcmp(back.vowels, m.vowels) != 0)
		abort();
	node_free(out);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct typeset_rules r;
	struct typeset_action acts[TYPESET_MAXACTIONS];
	const struct alphabet *de;
	const struct dict *dd;
	struct core_err e;
	struct node *root, *n, *out;
	char *text = fuzz_text(data, size), t[64];
	size_t nacts, i;

	de = german(&dd);
	typeset_rules_lang(&r, de);
	if (typeset_parse_actions(&r, text, acts, TYPESET_MAXACTIONS, &nacts,
	    &e) == 0)
		for (i = 0; i < nacts; i++)
			typeset_action_text(&r, &acts[i], t);
	if ((root = node_read(text, size, "<fuzz>", &e)) == NULL)
		goto done;
	for (i = 0; i < 2; i++) {
		if (i == 0)
			typeset_rules_default(&r);
		else
			typeset_rules_lang(&r, de);
		if ((n = node_get(root, "rules")) != NULL &&
		    typeset_rules_read(&r, n, "<fuzz>", &e) == -1)
			continue;
		one(&r, root, i == 0 ? fuzz_dict() : dd);
		if ((out = typeset_rules_node(&r)) == NULL)
			abort();
		node_free(out);
	}
	node_free(root);
done:
	free(text);
	return 0;
}
