/*
 * gen-builtin: the shipped alphabets as C, for the tools to have built in
 * (cmd/lib/langload_int.h).  Each file is read by alpha_read, as --lang
 * FILE reads it, and the struct alphabet it gives is written out byte for
 * byte: a built-in language is what its file says, and no YAML is parsed
 * when a tool plays it.  The build runs it with the objects it compiles
 * for the tools, so the bytes are laid out as theirs are.
 *
 * usage: gen-builtin FILE...; the files in the order of their codes, each
 * named CODE.yaml for the code it holds.  Prints the C source on stdout
 * and exits 0, or names the file that is no alphabet and exits 1 (2 for
 * usage, I/O and memory).  gen-builtin --english: English as data
 * instead, alpha_english()'s alphabet and the one its dictionaries read
 * words in (libcore/alphabet.h's alpha_en and alpha_en_words).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alphabet.h"
#include "core.h"

/* The text of file, NUL-terminated, its length into *len; exits 2. */
static char *
slurp(const char *file, size_t *len)
{
	char *text = NULL, *p;
	size_t cap = 0, n;
	FILE *f;

	if ((f = fopen(file, "rb")) == NULL) {
		perror(file);
		exit(2);
	}
	*len = 0;
	do {
		if (*len + 4097 > cap) {
			cap = cap ? cap * 2 : 65536;
			if ((p = realloc(text, cap)) == NULL) {
				perror("gen-builtin");
				exit(2);
			}
			text = p;
		}
		n = fread(text + *len, 1, cap - *len - 1, f);
		*len += n;
	} while (n > 0);
	if (ferror(f)) {
		perror(file);
		exit(2);
	}
	fclose(f);
	text[*len] = '\0';
	return text;
}

/* Is file's name CODE.yaml for code? */
static int
named_for(const char *file, const char *code)
{
	const char *base = strrchr(file, '/');
	size_t n = strlen(code);

	base = base != NULL ? base + 1 : file;
	return strncmp(base, code, n) == 0 && strcmp(base + n, ".yaml") == 0;
}

/* The alphabet a as the bytes of an initializer, end after it. */
static void
put(const struct alphabet *a, const char *file, const char *end)
{
	const unsigned char *b = (const unsigned char *)a;
	size_t i;

	printf("\t/* %s, from %s */\n\t{ .b = {", a->code, file);
	for (i = 0; i < sizeof(*a); i++) {
		if (i % 16 == 0)
			printf("\n\t\t");
		printf(b[i] ? "0x%02x," : "0,", b[i]);
	}
	printf("\n\t} }%s\n", end);
}

/* The size check that heads either file: the bytes are the tools'. */
static void
put_size(const char *name)
{
	printf("/* The tools' struct alphabet is the one these bytes are. */\n"
	    "typedef char %s[sizeof(struct alphabet) == %zu ? 1 : -1];\n\n",
	    name, sizeof(struct alphabet));
}

/* English as data: alpha_english()'s, and its dictionaries' (REJECT). */
static void
english(void)
{
	static struct alphabet a;

	printf("/*\n * English as data, made by lang/gen-builtin.c "
	    "--english from\n * alpha_english(): do not edit.\n */\n"
	    "#include \"alphabet.h\"\n\n");
	put_size("alpha_en_size");
	alpha_english(&a);
	printf("const union alpha_blob alpha_en =\n");
	put(&a, "alpha_english()", ";");
	a.fold_default = ALPHA_REJECT;
	printf("\nconst union alpha_blob alpha_en_words =\n");
	put(&a, "alpha_english(), ALPHA_REJECT", ";");
}

/* The table of the alphabets of files (n of them): 0, or 1 (said). */
static int
table(int n, char **files)
{
	static struct alphabet a;
	struct core_err e;
	char last[ALPHA_CODELEN] = "";
	size_t len;
	char *text;
	int i;

	printf("/*\n * The alphabets built into the tools, made by "
	    "lang/gen-builtin.c from\n * the files of lang/: do not edit."
	    "\n */\n#include \"alphabet.h\"\n#include \"langload_int.h\"\n\n");
	put_size("langload_builtin_size");
	printf("const int langload_nbuiltin = %d;\n\n"
	    "const union alpha_blob langload_builtin[] = {\n", n);
	for (i = 0; i < n; i++) {
		text = slurp(files[i], &len);
		if (alpha_read(&a, text, len, files[i], &e) == -1) {
			fprintf(stderr, "%s:%zu:%zu: %s\n", e.file, e.line,
			    e.col, e.msg);
			return 1;
		}
		free(text);
		if (!named_for(files[i], a.code) || strcmp(last, a.code) >= 0) {
			fprintf(stderr, "%s: its code is '%s': a file is named "
			    "for its code, and given in their order\n",
			    files[i], a.code);
			return 1;
		}
		memcpy(last, a.code, sizeof(last));
		put(&a, files[i], ",");
	}
	printf("};\n");
	return 0;
}

int
main(int argc, char **argv)
{
	int english_data = argc == 2 && strcmp(argv[1], "--english") == 0;

	if (argc < 2 || (!english_data && argv[1][0] == '-')) {
		fprintf(stderr, "usage: gen-builtin FILE... | --english\n");
		return 2;
	}
	if (english_data)
		english();
	else if (table(argc - 1, argv + 1) != 0)
		return 1;
	if (fflush(stdout) == EOF || ferror(stdout)) {
		perror("gen-builtin");
		return 2;
	}
	return 0;
}
