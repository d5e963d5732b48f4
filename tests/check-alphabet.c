/*
 * check-alphabet: the promises of libcore/alphabet.h and of the shipped
 * languages.  UTF-8 decodes into letter bytes and encodes back; each
 * language folds as its page says (élève is ELEVE in French, ärger keeps
 * its Ä in German, ß is SS, ñ is a letter in Spanish and N in French);
 * bad UTF-8 is an error at the right column, counted in characters; an
 * alphabet holds 32 letters and not 33; the built-in English alphabet is
 * lang/en.yaml, has the tiles and spinner the tools have always had, and
 * is the English the build writes as data (alpha_en, alpha_en_words);
 * and every shipped language file loads, with tile sets of the totals
 * wordkit-languages(7) gives, derived from their Scrabble sets by the rule
 * it states.
 *
 * usage: check-alphabet LANGDIR; prints one line and exits 0, or names
 * every broken promise and exits 1.  check-alphabet LANGDIR --derive
 * CODE prints the Bananagrams set the rule gives CODE, as its file
 * writes it.  check-alphabet LANGDIR CODE LIST
 * decodes every line of the word list LIST with alphabet CODE and prints
 * how many lines there were, how many decoded, how many held a character
 * that is no letter of CODE, and how many were bad UTF-8.
 */
#include <sys/types.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alphabet.h"
#include "core.h"
#include "rng.h"
#include "spinner.h"
#include "tiles.h"
#include "util.h"

static int failed;

static void
expect(int ok, const char *what)
{
	if (!ok) {
		printf("not ok: %s\n", what);
		failed = 1;
	}
}

/* Read LANGDIR/code.yaml into a; 0 or -1 (said). */
static int
load(const char *dir, const char *code, struct alphabet *a)
{
	char path[4096], *text;
	struct core_err e;
	FILE *f;
	long n;
	int rc;

	snprintf(path, sizeof(path), "%s/%s.yaml", dir, code);
	if ((f = fopen(path, "rb")) == NULL || fseek(f, 0, SEEK_END) != 0 ||
	    (n = ftell(f)) < 0 || fseek(f, 0, SEEK_SET) != 0 ||
	    (text = malloc((size_t)n + 1)) == NULL ||
	    fread(text, 1, (size_t)n, f) != (size_t)n) {
		printf("not ok: cannot read %s\n", path);
		failed = 1;
		if (f != NULL)
			fclose(f);
		return -1;
	}
	fclose(f);
	text[n] = '\0';
	if ((rc = alpha_read(a, text, (size_t)n, path, &e)) == -1) {
		printf("not ok: %s:%zu:%zu: %s\n", e.file, e.line, e.col,
		    e.msg);
		failed = 1;
	}
	free(text);
	return rc;
}

/* Decode s; the result's bytes (static), or NULL with *rc and e set. */
static const char *
dec(const struct alphabet *a, const char *s, enum alpha_case how, int *rc,
    struct core_err *e)
{
	static struct buf b;

	buf_free(&b);
	*rc = alpha_decode(a, s, strlen(s), how, &b, e);
	return *rc == 0 ? (b.p != NULL ? b.p : "") : NULL;
}

/* Does s decode (how) to want, and encode back to back? */
static void
rt(const struct alphabet *a, const char *s, enum alpha_case how,
    const char *want, const char *back)
{
	struct buf out = { 0 };
	struct core_err e;
	const char *got;
	char what[256];
	int rc;

	got = dec(a, s, how, &rc, &e);
	snprintf(what, sizeof(what), "%s: '%s' decodes to the letters of "
	    "'%s'", a->code, s, back);
	expect(got != NULL && strcmp(got, want) == 0, what);
	if (got == NULL)
		return;
	snprintf(what, sizeof(what), "%s: those letters encode as '%s'",
	    a->code, back);
	expect(alpha_encode(a, got, strlen(got), &out, &e) == 0 &&
	    strcmp(out.p != NULL ? out.p : "", back) == 0, what);
	buf_free(&out);
}

/* Does s fail to decode with rc at column col? */
static void
bad(const struct alphabet *a, const char *s, int want_rc, size_t col,
    const char *what)
{
	struct core_err e;
	int rc;

	memset(&e, 0, sizeof(e));
	expect(dec(a, s, ALPHA_UPPER, &rc, &e) == NULL && rc == want_rc &&
	    e.col == col && e.line == 0 && e.file == NULL, what);
}

/* Text, how it decodes with which alphabet, and how it encodes back. */
static const struct {
	int		 lang;	/* en fr de es pt */
	const char	*in;
	enum alpha_case	 how;
	const char	*want, *back;
} trips[] = {
	{ 1, "élève", ALPHA_UPPER, "ELEVE", "ELEVE" },
	{ 1, "élève", ALPHA_KEEP, "eleve", "eleve" },
	{ 1, "ÉLÈVE", ALPHA_LOWER, "eleve", "eleve" },
	{ 1, "cœur", ALPHA_UPPER, "COEUR", "COEUR" },
	{ 1, "Œuvre", ALPHA_KEEP, "OEuvre", "OEuvre" },
	{ 1, "niño", ALPHA_UPPER, "NINO", "NINO" },
	{ 2, "ärger", ALPHA_UPPER, "\xC0RGER", "ÄRGER" },
	{ 2, "ärger", ALPHA_KEEP, "\xE0rger", "ärger" },
	{ 2, "Öl über", ALPHA_KEEP, "\xC1" "l \xE2" "ber", "Öl über" },
	{ 2, "Straße", ALPHA_UPPER, "STRASSE", "STRASSE" },
	{ 2, "Straße", ALPHA_KEEP, "Strasse", "Strasse" },
	{ 2, "café", ALPHA_UPPER, "CAFE", "CAFE" },
	{ 3, "niño", ALPHA_UPPER, "NI\xC0O", "NIÑO" },
	{ 2, "A\xCC\x88rger", ALPHA_KEEP, "\xC0rger", "Ärger" },
	{ 3, "nin\xCC\x83o", ALPHA_UPPER, "NI\xC0O", "NIÑO" },
	{ 1, "e\xCC\x81le\xCC\x80ve", ALPHA_KEEP, "eleve", "eleve" },
	{ 3, "AÑO", ALPHA_LOWER, "a\xE0o", "año" },
	{ 3, "canción", ALPHA_UPPER, "CANCION", "CANCION" },
	{ 4, "lição", ALPHA_UPPER, "LI\xC0" "AO", "LIÇAO" },
	{ 0, "café", ALPHA_UPPER, "CAFE", "CAFE" },
	{ 0, "a-b 1?._", ALPHA_UPPER, "A-B 1?._", "A-B 1?._" },
	{ 0, "", ALPHA_UPPER, "", "" },
};

static void
check_decode(const struct alphabet *en, const struct alphabet *fr,
    const struct alphabet *de, const struct alphabet *es,
    const struct alphabet *pt)
{
	const struct alphabet *by[] = { en, fr, de, es, pt };
	size_t i;

	for (i = 0; i < sizeof(trips) / sizeof(trips[0]); i++)
		rt(by[trips[i].lang], trips[i].in, trips[i].how,
		    trips[i].want, trips[i].back);
	bad(en, "ab\xC0\x80", -1, 3, "an overlong '/' is bad UTF-8 at 3");
	bad(en, "\xE0\x80\xAF", -1, 1, "an overlong 3-byte form is bad");
	bad(fr, "é\xE2\x82", -1, 2, "a truncated character is bad at 2");
	bad(fr, "éé\xC3", -1, 3, "a lone lead byte at the end is bad at 3");
	bad(en, "\xED\xA0\x80", -1, 1, "a surrogate is bad UTF-8");
	bad(en, "abc\x80", -1, 4, "a stray continuation byte is bad at 4");
	bad(en, "\xF4\x90\x80\x80", -1, 1, "past U+10FFFF is bad UTF-8");
	bad(en, "\xFF", -1, 1, "0xFF is bad UTF-8");
	bad(en, "dvor\xD0\xB6", 1, 5, "a Cyrillic letter is no English one");
	bad(fr, "prix\xE2\x82\xAC", 1, 5, "'€' is no letter, at column 5");
	bad(de, "\xC3\xA4\xCC\x88", 1, 2, "a combining mark is no letter");
	bad(de, "a\xCC\x88\xCC\x88", 1, 3, "a second mark is no letter");
	bad(es, "Q\xCC\x83", 1, 2, "a mark that composes nothing is none");
	bad(de, "a\xCC\x88\xCE\xA3", 1, 3, "a composed letter is 2 columns");
	bad(en, "\xC3\x97", 1, 1, "'×' is no letter and does not strip");
}

/*
 * The tiles.c and spinner.h numbers, lang/en.yaml, and English as data
 * (alpha_en, alpha_en_words) are alpha_english.
 */
static void
check_english(const struct alphabet *en, const struct alphabet *file)
{
	static const char *const games[] = { "bananagrams", "shenanigrams",
	    "typeset" };
	static struct alphabet words;
	struct tileset t;
	char what[128];
	int g, i, same;

	for (g = 0; g < 3; g++) {
		same = tiles_builtin(games[g], &t) == 0;
		for (i = 0; i < 26; i++)
			same &= en->tiles[g].n[i] == t.n[i];
		snprintf(what, sizeof(what), "the English %s set is tiles.c's",
		    games[g]);
		expect(same && en->tiles[g].wild == 0, what);
	}
	expect(strcmp(en->spinner, SPINNER_DEFAULT) == 0,
	    "the English spinner is spinner.h's");
	same = en->n == file->n && memcmp(en->letter, file->letter,
	    sizeof(en->letter)) == 0 && memcmp(en->upper, file->upper,
	    sizeof(en->upper)) == 0 && memcmp(en->lower, file->lower,
	    sizeof(en->lower)) == 0 && memcmp(en->index, file->index,
	    sizeof(en->index)) == 0 && en->nfold == file->nfold &&
	    en->fold_default == file->fold_default &&
	    en->vowel == file->vowel && en->names == file->names &&
	    strcmp(en->spinner, file->spinner) == 0 &&
	    strcmp(en->code, file->code) == 0 &&
	    strcmp(en->name, file->name) == 0 &&
	    strcmp(en->spinner_source, file->spinner_source) == 0;
	for (g = 0; g < ALPHA_GAMES; g++)
		same &= memcmp(en->tiles[g].n, file->tiles[g].n,
		    sizeof(en->tiles[g].n)) == 0 &&
		    en->tiles[g].wild == file->tiles[g].wild &&
		    en->tiles[g].given == file->tiles[g].given &&
		    strcmp(en->tiles[g].source, file->tiles[g].source) == 0;
	expect(same, "the built-in English alphabet is lang/en.yaml, its "
	    "names and sources too");
	/* English as data, which states and dictionaries point at. */
	expect(memcmp(alpha_en.b, en, sizeof(*en)) == 0,
	    "alpha_en is alpha_english()'s alphabet, byte for byte");
	memcpy(&words, en, sizeof(words));
	words.fold_default = ALPHA_REJECT;
	expect(memcmp(alpha_en_words.b, &words, sizeof(words)) == 0,
	    "alpha_en_words is alpha_english()'s alphabet with its folds "
	    "ALPHA_REJECT, byte for byte");
}

/*
 * How far n tiles are over the quota of a letter of c Scrabble tiles
 * (c * total / sum), times sum: below 0 when under it.  Signed: unsigned,
 * a letter under its quota wrapped to the most over.
 */
static long long
over(unsigned n, unsigned c, unsigned sum, unsigned total)
{
	return (long long)n * sum - (long long)c * total;
}

/*
 * The page's rule: counts (the letters for which keep is set) times
 * total/sum, at least min each (a letter with none gets none), then one
 * more to the largest remainders, those raised to min last, ties in index
 * order; one less from the most over their quota when min went past total.
 */
static void
derive(const unsigned *c, uint32_t keep, unsigned total, unsigned min,
    unsigned *out)
{
	unsigned sum = 0, got = 0, i, best, k;

	for (i = 0; i < ALPHA_MAX; i++)
		sum += (keep >> i & 1u) ? c[i] : 0;
	for (i = 0; i < ALPHA_MAX; i++) {
		out[i] = (keep >> i & 1u) && c[i] > 0 ? c[i] * total / sum : 0;
		if ((keep >> i & 1u) && c[i] > 0 && out[i] < min)
			out[i] = min;
		got += out[i];
	}
	for (; got < total; got++) {
		best = ALPHA_MAX;
		for (k = 0; k < 2 && best == ALPHA_MAX; k++)
			for (i = 0; i < ALPHA_MAX; i++) {
				if (!(keep >> i & 1u) || c[i] == 0 ||
				    (out[i] != c[i] * total / sum) != k ||
				    out[i] > c[i] * total / sum + k)
					continue;
				if (best == ALPHA_MAX || c[i] * total % sum >
				    c[best] * total % sum)
					best = i;
			}
		out[best]++;
	}
	for (; got > total; got--) {
		best = ALPHA_MAX;
		for (i = 0; i < ALPHA_MAX; i++)
			if (out[i] > min && (best == ALPHA_MAX ||
			    over(out[i], c[i], sum, total) >
			    over(out[best], c[best], sum, total)))
				best = i;
		out[best]--;
	}
}

/*
 * Counts an edition publishes, which its derived set keeps: Kosmos's
 * German Bananagrams (2009) has no Ä, Ö or Ü and one each of Q, X, Y.
 */
static const struct {
	const char	*code;
	uint32_t	 cp;
	unsigned	 n;
} published[] = {
	{ "de", 0xC4, 0 }, { "de", 0xD6, 0 }, { "de", 0xDC, 0 },
	{ "de", 'Q', 1 }, { "de", 'X', 1 }, { "de", 'Y', 1 },
};

/*
 * U tiles at least: in these languages a Q is played before a U (in all
 * but a few words), and a hand holding the Q then holds a U four times
 * in five.
 */
#define QU_U	10

/*
 * The rule of wordkit-languages(7) for a Bananagrams set of another
 * language than English, into want: the published counts kept; Q once;
 * the other letters x (144 - those)/their Scrabble total, at least 1,
 * by largest remainders; U raised to QU_U a tile at a time from the
 * letter most over its quota.
 */
static void
bananagrams_rule(const struct alphabet *a, unsigned *want)
{
	const unsigned *c = a->tiles[ALPHA_GAME_SCRABBLE].n;
	unsigned fixed[ALPHA_MAX], total = 144, sum = 0, best;
	uint32_t keep = a->n == 32 ? ~0u : (1u << a->n) - 1, fix = 0;
	size_t k;
	int i, q = alpha_index(a, 'Q'), u = alpha_index(a, 'U');

	for (i = 0; i < a->n; i++)
		for (k = 0; k < sizeof(published) / sizeof(published[0]); k++)
			if (strcmp(published[k].code, a->code) == 0 &&
			    published[k].cp == a->upper[i]) {
				fixed[i] = published[k].n;
				fix |= 1u << i;
			}
	if (q >= 0 && !(fix >> q & 1u) && c[q] > 0) {
		fixed[q] = 1;
		fix |= 1u << q;
	}
	for (i = 0; i < a->n; i++)
		if (fix >> i & 1u)
			total -= fixed[i];
		else if (keep >> i & 1u)
			sum += c[i];
	derive(c, keep & ~fix, total, 1, want);
	for (i = 0; i < a->n; i++)
		if (fix >> i & 1u)
			want[i] = fixed[i];
	if (u < 0)
		return;
	while (want[u] < QU_U) {
		best = ALPHA_MAX;
		for (i = 0; i < a->n; i++)
			if (i != u && !(fix >> i & 1u) && want[i] > 1 &&
			    (best == ALPHA_MAX || over(want[i], c[i], sum, total) >
			    over(want[best], c[best], sum, total)))
				best = (unsigned)i;
		want[best]--;
		want[u]++;
	}
}

/*
 * check-alphabet LANGDIR --derive CODE: the set the rule gives, as a
 * file writes it.
 */
static int
print_rule(const struct alphabet *a)
{
	unsigned want[ALPHA_MAX] = { 0 };
	char l[8];
	int i, k = 0;

	bananagrams_rule(a, want);
	printf("    counts: {\n        ");
	for (i = 0; i < a->n; i++) {
		if (want[i] == 0 && a->tiles[ALPHA_GAME_SCRABBLE].n[i] == 0)
			continue;
		alpha_letter_utf8(a, i, 0, l);
		printf("%s\"%s\": %u", k == 0 ? "" : k % 8 == 0 ?
		    ",\n        " : ", ", l, want[i]);
		k++;
	}
	printf("\n    }\n");
	return 0;
}

/* Each shipped language: its totals, and the derived sets' rule. */
static void
check_lang(const struct alphabet *a, unsigned scrabble)
{
	const struct alpha_tiles *t = a->tiles;
	unsigned want[ALPHA_MAX];
	uint32_t all = a->n == 32 ? ~0u : (1u << a->n) - 1;
	char what[160];
	int i, off = 0;

	snprintf(what, sizeof(what), "%.15s: tile sets of 144, 144, 45 and %u "
	    "tiles, each with its source", a->code, scrabble);
	expect(alpha_tiles_total(&t[ALPHA_GAME_BANANAGRAMS]) == 144 &&
	    alpha_tiles_total(&t[ALPHA_GAME_SHENANIGRAMS]) == 144 &&
	    alpha_tiles_total(&t[ALPHA_GAME_TYPESET]) == 45 &&
	    alpha_tiles_total(&t[ALPHA_GAME_SCRABBLE]) == scrabble &&
	    t[ALPHA_GAME_BANANAGRAMS].source[0] != '\0' &&
	    t[ALPHA_GAME_TYPESET].source[0] != '\0' &&
	    t[ALPHA_GAME_SCRABBLE].source[0] != '\0' &&
	    a->spinner_source[0] != '\0' && strlen(a->spinner) == 20, what);
	derive(t[ALPHA_GAME_SCRABBLE].n, all, 144, 2, want);
	if (strcmp(a->code, "en") == 0) {
		/* Bananagrams' own set, which the rule comes within 1 of. */
		for (i = 0; i < a->n; i++)
			off += want[i] != t[ALPHA_GAME_BANANAGRAMS].n[i] &&
			    want[i] + 1 >= t[ALPHA_GAME_BANANAGRAMS].n[i] &&
			    want[i] <= t[ALPHA_GAME_BANANAGRAMS].n[i] + 1;
		expect(off == 6, "en: the rule gives Bananagrams' set within "
		    "one tile on six letters");
		return;
	}
	memset(want, 0, sizeof(want));
	bananagrams_rule(a, want);
	snprintf(what, sizeof(what), "%.15s: the Bananagrams set is the "
	    "published counts, Q once, the rest x 144/total, at least 1, "
	    "U at least %d", a->code, QU_U);
	expect(memcmp(want, t[ALPHA_GAME_BANANAGRAMS].n, sizeof(want)) == 0,
	    what);
	derive(t[ALPHA_GAME_SCRABBLE].n, all & ~a->vowel, 45, 1, want);
	snprintf(what, sizeof(what), "%.15s: the Typeset set is the scrabble "
	    "set's consonants x 45/total, at least 1", a->code);
	expect(memcmp(want, t[ALPHA_GAME_TYPESET].n, sizeof(want)) == 0, what);
}

/* Read a small alphabet from text; rc, e. */
static int
read_text(struct alphabet *a, const char *text, struct core_err *e)
{
	return alpha_read(a, text, strlen(text), "<test>", e);
}

static void
check_read(void)
{
	struct alphabet a;
	struct core_err e;
	struct buf out = { 0 };
	int rc;

	expect(read_text(&a, "code: x\nname: x\nletters: "
	    "\"ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅ\"\n", &e) == 0 && a.n == 32 &&
	    a.letter[31] == 0xC5 && alpha_index(&a, 0xE5) == 31,
	    "an alphabet of 32 letters loads; the 32nd is byte 0xC5");
	memset(&e, 0, sizeof(e));
	expect(read_text(&a, "code: x\nname: x\nletters: "
	    "\"ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅÆ\"\n", &e) == -1 &&
	    e.line == 3 && e.col == 43 && strstr(e.msg, "32") != NULL,
	    "a 33rd letter is refused at its column, 3:43");
	expect(read_text(&a, "code: el\nname: Ελληνικά\nletters: \"ΑΒΓ\"\n"
	    "lower: \"αβγ\"\nvowels: \"Α\"\n", &e) == 0 && a.n == 3 &&
	    a.letter[0] == 0xC0 && alpha_is_vowel(&a, 0xE0) &&
	    !alpha_is_vowel(&a, 0xC1),
	    "a user's Greek alphabet loads, with its small letters");
	rt(&a, "γαβ", ALPHA_UPPER, "\xC2\xC0\xC1", "ΓΑΒ");
	bad(&a, "abc", 1, 1, "A is no letter of a Greek alphabet");
	expect(read_text(&a, "code: el\nname: x\nletters: \"ΑΒ\"\n", &e) == -1
	    && e.line == 3 && e.col == 11, "a letter whose small letter is "
	    "not known needs 'lower', said at 3:11");
	expect(read_text(&a, "code: x\nname: x\nletters: AB\ncolour: 1\n",
	    &e) == -1 && e.line == 4 && e.col == 1 &&
	    strstr(e.msg, "colour") != NULL, "an unknown key is refused");
	expect(read_text(&a, "code: x\nname: x\nletters: AB\ntiles:\n"
	    "  bananagrams:\n    counts: {\"A\": 1}\n", &e) == -1 &&
	    strstr(e.msg, "source") != NULL, "a tile set needs a source");
	expect(read_text(&a, "code: x\nname: x\nletters: AB\ntiles:\n"
	    "  typeset:\n    source: s\n    counts: {\"A\": 1}\n", &e) == -1 &&
	    e.line == 7 && strstr(e.msg, "vowel") != NULL,
	    "Typeset's tokens are no vowels");
	expect(read_text(&a, "code: x\nname: x\nletters: ABA\n", &e) == -1 &&
	    e.col == 12, "a letter twice is refused at the second");
	expect(read_text(&a, "code: x\nname: x\nletters: \"Aä\"\n", &e) ==
	    -1 && e.col == 12, "letters are written as capitals");
	expect(read_text(&a, "code: x\nname: x\nletters: AB\nfolds:\n"
	    "  \"ç\": \"C\"\n", &e) == -1 && e.line == 5 && e.col == 9,
	    "a fold onto a letter the alphabet lacks is refused");
	expect(read_text(&a, "code: x\nname: x\nletters: ABCE\nfold_default:"
	    " reject\nfolds:\n  \"é\": \"E\"\n", &e) == 0 && a.nfold == 2,
	    "a fold of é covers É too");
	rt(&a, "Éé", ALPHA_KEEP, "Ee", "Ee");
	memset(&e, 0, sizeof(e));
	rc = alpha_decode(&a, "è", 2, ALPHA_UPPER, &out, &e);
	buf_free(&out);
	expect(rc == 1 && e.col == 1, "reject: an unlisted è is no letter");
}

/* Every string of letters encodes and decodes back to itself. */
static void
check_round_trip(const struct alphabet *a, struct rng *r)
{
	struct buf u = { 0 }, back = { 0 };
	char s[64];
	struct core_err e;
	int t, i, n, ok = 1;

	for (t = 0; t < 2000 && ok; t++) {
		n = (int)rng_below(r, sizeof(s));
		for (i = 0; i < n; i++)
			s[i] = (char)(a->letter[rng_below(r, (uint64_t)a->n)] |
			    (rng_below(r, 2) ? 0x20 : 0));
		buf_free(&u);
		buf_free(&back);
		ok = alpha_encode(a, s, (size_t)n, &u, &e) == 0 &&
		    alpha_decode(a, u.p, u.len, ALPHA_KEEP, &back, &e) == 0 &&
		    back.len == (size_t)n && memcmp(back.p, s, (size_t)n) == 0;
	}
	buf_free(&u);
	buf_free(&back);
	expect(ok, "random letters encode and decode back to themselves");
}

/* Decode every line of list with a; print the counts. */
static int
decode_list(const struct alphabet *a, const char *list)
{
	struct buf out = { 0 };
	struct core_err e;
	char *line = NULL;
	size_t cap = 0, n[4] = { 0 };
	ssize_t len;
	FILE *f;
	int rc;

	if ((f = fopen(list, "r")) == NULL) {
		printf("not ok: cannot read %s\n", list);
		return 1;
	}
	while ((len = getline(&line, &cap, f)) > 0) {
		if (line[len - 1] == '\n')
			len--;
		out.len = 0;
		rc = alpha_decode(a, line, (size_t)len, ALPHA_KEEP, &out, &e);
		n[0]++;
		n[rc == 0 ? 1 : rc == 1 ? 2 : 3]++;
	}
	free(line);
	buf_free(&out);
	fclose(f);
	printf("%s: %zu lines, %zu decoded, %zu not letters, %zu bad\n",
	    a->code, n[0], n[1], n[2], n[3]);
	return 0;
}

/*
 * alpha_encode_buf: letters into a fixed field, cut short before a
 * character, never inside one, and a byte that is no letter as '?'.
 */
static void
check_encode_buf(const struct alphabet *de)
{
	char in[8], out[8];
	struct buf b = { 0 };
	struct core_err e;

	expect(alpha_decode(de, "B\xc3\xa4R", 4, ALPHA_KEEP, &b, &e) == 0 &&
	    b.len == 3, "de: 'B\xc3\xa4R' decodes to three letters");
	snprintf(in, sizeof(in), "%s", b.p != NULL ? b.p : "");
	buf_free(&b);
	expect(strcmp(alpha_encode_buf(de, in, out, sizeof(out)),
	    "B\xc3\xa4R") == 0, "de: a field with room holds every letter");
	expect(strcmp(alpha_encode_buf(de, in, out, 3), "B") == 0,
	    "de: a field of 3 bytes holds B, not half of the \xc3\xa4");
	expect(strcmp(alpha_encode_buf(de, in, out, 4), "B\xc3\xa4") == 0,
	    "de: a field of 4 bytes holds B and the whole \xc3\xa4");
	in[0] = (char)0xDF;	/* beyond de's letters: no letter */
	expect(strcmp(alpha_encode_buf(de, in, out, sizeof(out)),
	    "?\xc3\xa4R") == 0, "de: a byte that is no letter shows as '?'");
}

/*
 * alpha_no_folds and alpha_spelling: a tiles-only alphabet decodes its
 * own letters only, and its folds still say how to spell the others.
 */
static void
check_spelling(const struct alphabet *de)
{
	struct alphabet t = *de;
	struct buf b = { 0 };
	struct core_err e;
	char sp[4 * ALPHA_FOLDLEN + 1];

	alpha_no_folds(&t);
	expect(alpha_decode(de, "\xc3\x9f", 2, ALPHA_UPPER, &b, &e) == 0 &&
	    strcmp(b.p, "SS") == 0, "de: \xc3\x9f decodes to SS in words");
	buf_free(&b);
	expect(alpha_decode(&t, "A\xc3\x9f", 3, ALPHA_UPPER, &b, &e) == 1 &&
	    e.col == 2, "de, tiles only: \xc3\x9f is no letter, at column 2");
	buf_free(&b);
	expect(alpha_spelling(&t, "\xc3\x9f", 2, sp) != NULL &&
	    strcmp(sp, "SS") == 0, "de: \xc3\x9f is spelt SS");
	expect(alpha_spelling(&t, "\xc3\xa9", 2, sp) != NULL &&
	    strcmp(sp, "E") == 0, "de: \xc3\xa9 is spelt E");
	expect(alpha_spelling(&t, "\xc3\x84", 2, sp) == NULL,
	    "de: \xc3\x84 is a letter, spelt as itself");
	expect(alpha_spelling(&t, "\xce\xa3", 2, sp) == NULL,
	    "de: a Greek letter folds onto nothing");
}

int
main(int argc, char **argv)
{
	static const char *const codes[] = { "en", "fr", "de", "es", "it",
	    "pt", "nl" };
	static const unsigned scrabble[] = { 100, 102, 102, 103, 120, 120, 102 };
	struct alphabet en, lang[7];
	struct rng r;
	size_t i;

	if (argc != 2 && argc != 4) {
		fprintf(stderr, "usage: check-alphabet LANGDIR [CODE LIST | "
		    "--derive CODE]\n");
		return 2;
	}
	if (argc == 4 && strcmp(argv[2], "--derive") == 0)
		return load(argv[1], argv[3], &lang[0]) == -1 ? 1 :
		    print_rule(&lang[0]);
	if (argc == 4)
		return load(argv[1], argv[2], &lang[0]) == -1 ? 1 :
		    decode_list(&lang[0], argv[3]);
	alpha_english(&en);
	for (i = 0; i < 7; i++)
		if (load(argv[1], codes[i], &lang[i]) == 0) {
			check_lang(&lang[i], scrabble[i]);
			rng_seed(&r, 2026, i);
			check_round_trip(&lang[i], &r);
		}
	if (failed)
		return 1;
	check_english(&en, &lang[0]);
	check_decode(&en, &lang[1], &lang[2], &lang[3], &lang[5]);
	check_read();
	check_encode_buf(&lang[2]);
	check_spelling(&lang[2]);
	if (failed)
		return 1;
	printf("ok: 7 languages load, fold and round-trip as their page "
	    "says\n");
	return 0;
}
