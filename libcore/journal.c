/*
 * journal.c: a state file's journal, its text and what its moves mean.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core.h"
#include "journal.h"
#include "util.h"

const struct core_rule journal_rules[JR_NRULES] = {
	[JR_NOTHING_TO_UNDO] = { "nothing-to-undo",
	    "An undo puts back the state before a move that the journal "
	    "records and that is still in effect (wordkit-state(5), "
	    "Journal)." },
	[JR_NOTHING_TO_REDO] = { "nothing-to-redo",
	    "A redo takes back an undo, as long as no move was made after "
	    "it (wordkit-state(5), Journal)." },
	[JR_REPLAY] = { "replay-differs",
	    "The moves a journal records, replayed from its first state, "
	    "make the file as it stands (wordkit-state(5), Journal)." },
};

/* The longest key and value of a field that is a number or a word. */
#define KEY_MAX		8
#define SHORT_MAX	4096

uint64_t
journal_print(const char *p, size_t len)
{
	return fnv1a(FNV1A_START, p, len);
}

/* Where the reader is in the journal's text. */
struct reader {
	const char	*p;
	size_t		 len, pos, line;
	const char	*name;
};

/* One field: its key and its bytes. */
struct field {
	char		 key[KEY_MAX + 1];
	struct journal_text val;
};

/* Count the lines of n bytes from p, for the place of what follows. */
static size_t
lines_in(const char *p, size_t n)
{
	size_t i, k = 0;

	for (i = 0; i < n; i++)
		k += p[i] == '\n';
	return k;
}

/*
 * The next field: 1 read, 0 the text ends inside it (cut short), -1 with
 * e when it is not a field.
 */
static int
field_next(struct reader *r, struct field *f, struct core_err *e)
{
	size_t k = 0, n = 0, start;
	int digits = 0;

	while (r->pos < r->len && r->p[r->pos] >= 'a' && r->p[r->pos] <= 'z' &&
	    k < KEY_MAX)
		f->key[k++] = r->p[r->pos++];
	f->key[k] = '\0';
	if (r->pos == r->len)
		return 0;
	if (k == 0 || r->p[r->pos] != ' ')
		return core_errf(e, r->name, r->line, 1, "not a field of a "
		    "journal (KEY LENGTH, a line)");
	for (r->pos++; r->pos < r->len && r->p[r->pos] >= '0' &&
	    r->p[r->pos] <= '9'; r->pos++, digits++) {
		if (n > (SIZE_MAX - 9) / 10)
			return core_errf(e, r->name, r->line, 1, "a field's "
			    "length is too large");
		n = n * 10 + (size_t)(r->p[r->pos] - '0');
	}
	if (r->pos == r->len)
		return 0;
	if (digits == 0 || r->p[r->pos] != '\n')
		return core_errf(e, r->name, r->line, 1, "field '%s' has no "
		    "length", f->key);
	start = ++r->pos;
	if (n >= r->len - start)
		return 0;
	if (r->p[start + n] != '\n')
		return core_errf(e, r->name, r->line + 1 + lines_in(r->p +
		    start, n), 1, "field '%s' does not end where its length "
		    "says", f->key);
	f->val.p = r->p + start;
	f->val.len = n;
	r->line += 2 + lines_in(f->val.p, n);
	r->pos = start + n + 1;
	return 1;
}

/* A field's value as a NUL-ended string, for a number or two. */
static int
short_val(const struct field *f, char *s, size_t size, const struct reader *r,
    struct core_err *e)
{
	if (f->val.len >= size || memchr(f->val.p, '\0', f->val.len) != NULL)
		return core_errf(e, r->name, r->line - 1, 1, "field '%s' is "
		    "too long", f->key);
	memcpy(s, f->val.p, f->val.len);
	s[f->val.len] = '\0';
	return 0;
}

/* Numbers separated by spaces into v (at most max): how many, or -1. */
static long
numbers(const struct field *f, uint64_t *v, size_t max,
    const struct reader *r, struct core_err *e)
{
	char s[SHORT_MAX], *tok, *save;
	size_t n = 0;

	if (short_val(f, s, sizeof(s), r, e) == -1)
		return -1;
	for (tok = strtok_r(s, " ", &save); tok != NULL;
	    tok = strtok_r(NULL, " ", &save)) {
		if (n == max || parse_u64(tok, 0, UINT64_MAX, &v[n], f->key,
		    e) == -1)
			return core_errf(e, r->name, r->line - 1, 1, "field "
			    "'%s' is not %zu numbers at most", f->key, max);
		n++;
	}
	return (long)n;
}

/* The value of after: 16 hexadecimal digits. */
static int
hex64(const struct field *f, uint64_t *v, const struct reader *r,
    struct core_err *e)
{
	size_t i;
	int c;

	*v = 0;
	if (f->val.len != 16)
		goto bad;
	for (i = 0; i < 16; i++) {
		c = (unsigned char)f->val.p[i];
		if (c >= '0' && c <= '9')
			*v = *v << 4 | (uint64_t)(c - '0');
		else if (c >= 'a' && c <= 'f')
			*v = *v << 4 | (uint64_t)(c - 'a' + 10);
		else
			goto bad;
	}
	return 0;
bad:
	return core_errf(e, r->name, r->line - 1, 1, "field 'after' is not "
	    "16 hexadecimal digits");
}

/* "K OFF" or "-": an argument and a place in it. */
static int
place(const struct field *f, size_t *arg, size_t *off, int std_ok,
    const struct reader *r, struct core_err *e)
{
	uint64_t v[2];
	long n;

	if (std_ok && f->val.len == 1 && f->val.p[0] == '-') {
		*arg = JOURNAL_STDIN;
		*off = 0;
		return 0;
	}
	if ((n = numbers(f, v, 2, r, e)) == -1)
		return -1;
	if (n != 2 || v[0] >= JOURNAL_MAX_ARGS || v[1] > SHORT_MAX)
		return core_errf(e, r->name, r->line - 1, 1, "field '%s' is "
		    "not an argument and a place in it", f->key);
	*arg = (size_t)v[0];
	*off = (size_t)v[1];
	return 0;
}

/* One field of an entry into je; "end" returns 1. */
static int
entry_field(const struct field *f, struct journal_entry *je,
    const struct reader *r, struct core_err *e)
{
	struct journal_input *in;
	uint64_t v[1];
	long n;

	if (strcmp(f->key, "time") == 0)
		je->time = f->val;
	else if (strcmp(f->key, "user") == 0)
		je->user = f->val;
	else if (strcmp(f->key, "dict") == 0)
		je->dict = f->val;
	else if (strcmp(f->key, "seed") == 0) {
		if (numbers(f, v, 1, r, e) != 1 || f->val.p[0] == ' ' ||
		    memchr(f->val.p, ' ', f->val.len) != NULL)
			return core_errf(e, r->name, r->line - 1, 1, "field "
			    "'seed' is not a number");
		je->seed = f->val;
	}
	else if (strcmp(f->key, "before") == 0)
		je->before = f->val;
	else if (strcmp(f->key, "after") == 0)
		return hex64(f, &je->after, r, e);
	/* Anything but "1" is a state not known to be written. */
	else if (strcmp(f->key, "written") == 0)
		je->written = f->val.len == 1 && f->val.p[0] == '1';
	else if (strcmp(f->key, "arg") == 0) {
		if (je->nargs == JOURNAL_MAX_ARGS)
			return core_errf(e, r->name, r->line - 1, 1, "more "
			    "than %d arguments", JOURNAL_MAX_ARGS);
		je->args[je->nargs++] = f->val;
	} else if (strcmp(f->key, "file") == 0)
		return place(f, &je->file_arg, &je->file_off, 0, r, e);
	else if (strcmp(f->key, "input") == 0) {
		if (je->ninputs == JOURNAL_MAX_INPUTS)
			return core_errf(e, r->name, r->line - 1, 1, "more "
			    "than %d inputs", JOURNAL_MAX_INPUTS);
		in = &je->inputs[je->ninputs++];
		return place(f, &in->arg, &in->off, 1, r, e);
	} else if (strcmp(f->key, "text") == 0) {
		if (je->ninputs == 0)
			return core_errf(e, r->name, r->line - 1, 1, "a text "
			    "with no input before it");
		je->inputs[je->ninputs - 1].text = f->val;
	} else if (strcmp(f->key, "undo") == 0 ||
	    strcmp(f->key, "redo") == 0) {
		je->kind = f->key[0] == 'u' ? JOURNAL_UNDO : JOURNAL_REDO;
		if ((n = numbers(f, je->took, JOURNAL_MAX_ARGS, r, e)) == -1)
			return -1;
		je->ntook = (size_t)n;
	} else if (strcmp(f->key, "end") == 0) {
		if (numbers(f, v, 1, r, e) != 1 || v[0] != je->seq)
			return core_errf(e, r->name, r->line - 1, 1, "entry "
			    "%llu ends as another", (unsigned long long)je->seq);
		return 1;
	}
	return 0;
}

/* An entry's fields all there and in their places?  0, or -1 with e. */
static int
entry_check(const struct journal_entry *je, int seen_after,
    const struct reader *r, struct core_err *e)
{
	size_t i;

	if (je->time.p == NULL || je->user.p == NULL || !seen_after ||
	    je->before.p == NULL)
		return core_errf(e, r->name, je->line, 1, "entry %llu lacks "
		    "a time, a user, an after or a before",
		    (unsigned long long)je->seq);
	if (je->file_arg != JOURNAL_MAX_ARGS && (je->file_arg >= je->nargs ||
	    je->file_off > je->args[je->file_arg].len))
		return core_errf(e, r->name, je->line, 1, "entry %llu names "
		    "its file in no argument", (unsigned long long)je->seq);
	for (i = 0; i < je->ninputs; i++)
		if (je->inputs[i].text.p == NULL ||
		    (je->inputs[i].arg != JOURNAL_STDIN &&
		    (je->inputs[i].arg >= je->nargs || je->inputs[i].off >
		    je->args[je->inputs[i].arg].len)))
			return core_errf(e, r->name, je->line, 1, "entry %llu "
			    "has an input with no text or no argument",
			    (unsigned long long)je->seq);
	return 0;
}

/*
 * Does the text end as an entry after seq ends (end LEN, then its
 * number)?  A write cut short is the last entry's, and stops in it.
 */
static int
goes_on(const struct reader *r, uint64_t seq)
{
	const char *p = r->p, *q;
	char want[8];
	size_t i = r->len, digits = 0;
	uint64_t n = 0, scale = 1;

	if (i == 0 || p[--i] != '\n')
		return 0;
	while (i > 0 && p[i - 1] >= '0' && p[i - 1] <= '9' && digits < 19) {
		n += (uint64_t)(p[--i] - '0') * scale;
		scale *= 10;
		digits++;
	}
	if (digits == 0 || i == 0 || p[--i] != '\n' || n <= seq)
		return 0;
	for (q = p + i; q > p && q[-1] != '\n'; q--)
		continue;
	snprintf(want, sizeof(want), "end %zu", digits);
	return (size_t)(p + i - q) == strlen(want) &&
	    memcmp(q, want, strlen(want)) == 0;
}

/*
 * An entry that stops at the text's end: a write cut short, 0, unless its
 * move was written (its entry was synced before) or entries follow the
 * field that runs past the end (-1 with e, at that field).
 */
static int
cut_short(const struct reader *r, const struct field *f,
    const struct journal_entry *je, struct core_err *e)
{
	if (r->pos < r->len && goes_on(r, je->seq))
		return core_errf(e, r->name, r->line, 1, "field '%s' of entry "
		    "%llu runs past the journal's end, and the journal goes "
		    "on after it: not a write cut short", f->key,
		    (unsigned long long)je->seq);
	if (je->written == 1)
		return core_errf(e, r->name, r->line, 1, "field '%s' of entry "
		    "%llu runs past the journal's end, though its move was "
		    "written: not a write cut short", f->key,
		    (unsigned long long)je->seq);
	return 0;
}

/*
 * The entry at r's place into je: 1 read, 0 cut short (or the text's
 * end), -1 with e.
 */
static int
entry_next(struct reader *r, struct journal_entry *je, struct core_err *e)
{
	struct field f;
	uint64_t v[1];
	int rc, seen_after = 0;

	memset(je, 0, sizeof(*je));
	je->start = r->pos;
	je->line = r->line;
	je->file_arg = JOURNAL_MAX_ARGS;
	je->written = -1;
	je->kept = 1;
	if ((rc = field_next(r, &f, e)) != 1)
		return rc;
	if (strcmp(f.key, "move") != 0 || numbers(&f, v, 1, r, e) != 1)
		return core_errf(e, r->name, je->line, 1, "an entry does not "
		    "begin with its number (move N)");
	je->seq = v[0];
	for (;;) {
		if ((rc = field_next(r, &f, e)) == 0)
			return cut_short(r, &f, je, e);
		if (rc == -1)
			return rc;
		seen_after |= strcmp(f.key, "after") == 0;
		if ((rc = entry_field(&f, je, r, e)) == -1)
			return -1;
		if (rc == 1)
			break;
	}
	if (je->file_arg == JOURNAL_MAX_ARGS)
		je->file_arg = je->nargs;
	if (entry_check(je, seen_after, r, e) == -1)
		return -1;
	je->end = r->pos;
	return 1;
}

static int
same(const struct journal_text *a, const char *p, size_t len)
{
	return a->len == len && memcmp(a->p, p, len) == 0;
}

/*
 * Which entries were kept, and which follow a change made by no tool:
 * an entry that says its state was written was kept, even when the file
 * was put back by hand to the state it started from (a copy of the game
 * saved before it); another, against the state the next one started
 * from, the last against the file now.
 */
static void
mark_kept(struct journal *j, const char *cur, size_t curlen)
{
	const struct journal_text *next;
	struct journal_text now = { cur, curlen };
	struct journal_entry *last = NULL;
	size_t i;

	for (i = 0; i < j->n; i++) {
		next = i + 1 < j->n ? &j->e[i + 1].before : &now;
		j->e[i].kept = j->e[i].written == 1 ||
		    journal_print(next->p, next->len) == j->e[i].after ||
		    !same(next, j->e[i].before.p, j->e[i].before.len);
	}
	for (i = 0; i < j->n; i++) {
		if (!j->e[i].kept)
			continue;
		if (last != NULL && journal_print(j->e[i].before.p,
		    j->e[i].before.len) != last->after)
			j->e[i].outside = 1;
		last = &j->e[i];
	}
	j->changed = last != NULL && journal_print(cur, curlen) !=
	    last->after;
}

int
journal_read(const char *text, size_t len, const char *name,
    const char *cur, size_t curlen, struct journal *j, struct core_err *e)
{
	struct reader r = { text, len, 0, 1, name };
	struct journal_entry je, *grown;
	size_t cap = 0, mlen = strlen(JOURNAL_MAGIC);
	int rc;

	memset(j, 0, sizeof(*j));
	if (len == 0)
		return 0;
	if (len < mlen || memcmp(text, JOURNAL_MAGIC, mlen) != 0)
		return core_errf(e, name, 1, 1, "not a wordkit journal (it "
		    "does not begin \"wordkit journal 1\")");
	r.pos = j->whole = mlen;
	r.line = 2;
	while ((rc = entry_next(&r, &je, e)) == 1) {
		if (j->n == cap) {
			cap = cap ? 2 * cap : 16;
			if ((grown = realloc(j->e, cap * sizeof(*grown))) ==
			    NULL) {
				journal_free(j);
				return core_nomem(e);
			}
			j->e = grown;
		}
		if (j->n > 0 && je.seq <= j->e[j->n - 1].seq) {
			core_errf(e, name, je.line, 1, "entry %llu comes after "
			    "entry %llu", (unsigned long long)je.seq,
			    (unsigned long long)j->e[j->n - 1].seq);
			journal_free(j);
			return -1;
		}
		j->e[j->n++] = je;
		j->whole = je.end;
	}
	if (rc == -1) {
		journal_free(j);
		return -1;
	}
	mark_kept(j, cur, curlen);
	return 0;
}

void
journal_free(struct journal *j)
{
	free(j->e);
	memset(j, 0, sizeof(*j));
}

/* One field, KEY LEN\nBYTES\n. */
static void
put_field(struct buf *out, const char *key, const char *p, size_t len)
{
	buf_printf(out, "%s %zu\n", key, len);
	buf_add(out, p, len);
	buf_addc(out, '\n');
}

/* A field whose value is formatted. */
static void __attribute__((format(printf, 3, 4)))
put_fmt(struct buf *out, const char *key, const char *fmt, ...)
{
	char s[SHORT_MAX];
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(s, sizeof(s), fmt, ap);
	va_end(ap);
	put_field(out, key, s, n < 0 ? 0 : (size_t)n);
}

int
journal_put(struct buf *out, const struct journal_entry *je, size_t *mark)
{
	const struct journal_input *in;
	char took[SHORT_MAX];
	size_t i, k = 0;

	put_fmt(out, "move", "%llu", (unsigned long long)je->seq);
	put_field(out, "time", je->time.p, je->time.len);
	put_field(out, "user", je->user.p, je->user.len);
	for (i = 0; i < je->nargs; i++)
		put_field(out, "arg", je->args[i].p, je->args[i].len);
	if (je->file_arg < je->nargs)
		put_fmt(out, "file", "%zu %zu", je->file_arg, je->file_off);
	for (i = 0; i < je->ninputs; i++) {
		in = &je->inputs[i];
		if (in->arg == JOURNAL_STDIN)
			put_field(out, "input", "-", 1);
		else
			put_fmt(out, "input", "%zu %zu", in->arg, in->off);
		put_field(out, "text", in->text.p, in->text.len);
	}
	if (je->dict.len > 0)
		put_field(out, "dict", je->dict.p, je->dict.len);
	if (je->seed.len > 0)
		put_field(out, "seed", je->seed.p, je->seed.len);
	for (i = 0; i < je->ntook && k < sizeof(took) - 24; i++)
		k += (size_t)snprintf(took + k, sizeof(took) - k, "%s%llu",
		    i ? " " : "", (unsigned long long)je->took[i]);
	if (je->kind != JOURNAL_MOVE)
		put_field(out, je->kind == JOURNAL_UNDO ? "undo" : "redo",
		    took, k);
	put_fmt(out, "after", "%016llx", (unsigned long long)je->after);
	if (je->written >= 0) {
		buf_adds(out, "written 1\n");
		if (mark != NULL)
			*mark = out->len;
		buf_adds(out, je->written ? "1\n" : "0\n");
	}
	put_field(out, "before", je->before.p, je->before.len);
	put_fmt(out, "end", "%llu", (unsigned long long)je->seq);
	return out->failed ? -1 : 0;
}

const struct journal_entry *
journal_find(const struct journal *j, uint64_t seq)
{
	size_t i;

	for (i = 0; i < j->n; i++)
		if (j->e[i].seq == seq)
			return &j->e[i];
	return NULL;
}

/* Take index x out of list v (n long), if it is there. */
static void
list_drop(size_t *v, size_t *n, size_t x)
{
	size_t i;

	for (i = 0; i < *n; i++)
		if (v[i] == x) {
			memmove(v + i, v + i + 1, (*n - i - 1) * sizeof(*v));
			(*n)--;
			return;
		}
}

/* Put index x into sorted list v (n long) in its place. */
static void
list_insert(size_t *v, size_t *n, size_t x)
{
	size_t i = *n;

	while (i > 0 && v[i - 1] > x) {
		v[i] = v[i - 1];
		i--;
	}
	v[i] = x;
	(*n)++;
}

/* The index of entry seq, or j->n. */
static size_t
index_of(const struct journal *j, uint64_t seq)
{
	const struct journal_entry *je = journal_find(j, seq);

	return je != NULL ? (size_t)(je - j->e) : j->n;
}

/* An undo (or a redo, putting back what undo took) on the lists. */
static void
take_back(const struct journal *j, const struct journal_entry *u, size_t *live,
    size_t *nlive, int redo)
{
	size_t i, x;

	for (i = 0; i < u->ntook; i++) {
		if ((x = index_of(j, u->took[i])) == j->n)
			continue;
		list_drop(live, nlive, x);
		if (redo)
			list_insert(live, nlive, x);
	}
}

/*
 * journal_history, and in *lost (when not NULL) the move that ended the
 * undos waiting for a redo, with the newest of them (indexes; j->n for
 * none): set when the last change to the undos waiting was that move.
 */
static int
history(const struct journal *j, size_t **live, size_t *nlive,
    size_t **undos, size_t *nundos, size_t lost[2], struct core_err *e)
{
	const struct journal_entry *je;
	size_t i, k, x, ended[2];

	ended[0] = ended[1] = j->n;
	*nlive = *nundos = 0;
	*live = calloc(j->n + 1, sizeof(**live));
	*undos = calloc(j->n + 1, sizeof(**undos));
	if (*live == NULL || *undos == NULL) {
		free(*live);
		free(*undos);
		*live = *undos = NULL;
		return core_nomem(e);
	}
	for (i = 0; i < j->n; i++) {
		je = &j->e[i];
		if (!je->kept)
			continue;
		if (je->kind == JOURNAL_MOVE) {
			(*live)[(*nlive)++] = i;
			if (*nundos > 0) {
				ended[0] = (*undos)[*nundos - 1];
				ended[1] = i;
			}
			*nundos = 0;
		} else if (je->kind == JOURNAL_UNDO) {
			take_back(j, je, *live, nlive, 0);
			(*undos)[(*nundos)++] = i;
			ended[0] = ended[1] = j->n;
		} else {
			for (k = 0; k < je->ntook; k++) {
				if ((x = index_of(j, je->took[k])) == j->n)
					continue;
				list_drop(*undos, nundos, x);
				take_back(j, &j->e[x], *live, nlive, 1);
			}
			ended[0] = ended[1] = j->n;
		}
	}
	if (lost != NULL) {
		lost[0] = ended[0];
		lost[1] = ended[1];
	}
	return 0;
}

int
journal_history(const struct journal *j, size_t **live, size_t *nlive,
    size_t **undos, size_t *nundos, struct core_err *e)
{
	return history(j, live, nlive, undos, nundos, NULL, e);
}

/*
 * Fewer than asked for: each sentence whole, for the catalogs.  No undo
 * waiting because a move ended them (lost, history) says so: a redo then
 * would take that move away.
 */
static int
too_few(const struct journal *j, int redo, size_t have, const size_t lost[2],
    struct core_err *e)
{
	const struct core_rule *r = &journal_rules[redo ? JR_NOTHING_TO_REDO :
	    JR_NOTHING_TO_UNDO];

	if (have == 0 && redo && lost[1] < j->n)
		return core_no(e, r, "nothing to redo: entry %llu, a move, came "
		    "after entry %llu, an undo, which can no longer be taken "
		    "back",
		    (unsigned long long)j->e[lost[1]].seq,
		    (unsigned long long)j->e[lost[0]].seq);
	if (have == 0 && redo)
		return core_no(e, r, "nothing to redo: no undo is waiting to be "
		    "taken back");
	if (have == 0)
		return core_no(e, r, "nothing to undo: the journal records no "
		    "move in effect");
	if (have == 1 && redo)
		return core_no(e, r, "only 1 undo can be taken back");
	if (have == 1)
		return core_no(e, r, "only 1 move can be undone");
	if (redo)
		return core_no(e, r, "only %zu undos can be taken back", have);
	return core_no(e, r, "only %zu moves can be undone", have);
}

int
journal_plan(const struct journal *j, int redo, size_t n, size_t *restore,
    uint64_t *took, size_t *ntook, struct core_err *e)
{
	size_t *live, *undos, nlive, nundos, *from, have, i, lost[2];
	int rc = 0;

	if (history(j, &live, &nlive, &undos, &nundos, lost, e) == -1)
		return -1;
	from = redo ? undos : live;
	have = redo ? nundos : nlive;
	if (n > JOURNAL_MAX_ARGS)
		n = JOURNAL_MAX_ARGS + 1;
	if (n == 0 || n > have || n > JOURNAL_MAX_ARGS) {
		rc = too_few(j, redo, have, lost, e);
		goto out;
	}
	*ntook = n;
	for (i = 0; i < n; i++)
		took[i] = j->e[from[have - 1 - i]].seq;
	*restore = from[have - n];
out:
	free(live);
	free(undos);
	return rc;
}

size_t
journal_since(const struct journal *j, const char *state, size_t len)
{
	size_t i;

	/* The newest: a state the file held again (an undo) starts anew. */
	for (i = j->n; i-- > 0;)
		if (j->e[i].kept && j->e[i].before.len == len &&
		    memcmp(j->e[i].before.p, state, len) == 0)
			return i;
	return j->n;
}
