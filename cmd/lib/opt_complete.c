/*
 * opt_complete.c: a tool's completion scripts for bash, zsh and fish,
 * written from its option table.  Each script completes the subcommand
 * first where the tool has them, then the options of that subcommand, and
 * each option's argument by its kind: files, a list of choices, the
 * built-in dictionaries and files, or the players of the state file given
 * so far.  The bash script needs bash 4 only, not the bash-completion
 * package.
 */
#include <stdio.h>
#include <string.h>

#include "opt.h"
#include "opt_int.h"

/*
 * How a player's name is found in a state file, for every shell: in a
 * block, or in a flow mapping "- {name: ann, hand: ...}".  A name is
 * any bytes but those that end one in YAML or split it in a shell, so
 * that "zoë" (UTF-8, as the tools write it) is offered too.
 */
#define COMP_NAME	"\\([^] \"#$,:{}[\\]*\\)"
#define COMP_SED \
	"s/^[- ] *name: *\"\\{0,1\\}" COMP_NAME "\"\\{0,1\\} *$/\\1/p" \
	";s/^- *{ *name: *\"\\{0,1\\}" COMP_NAME "\"\\{0,1\\}" \
	" *[,}].*$/\\1/p"

/* How text is quoted: in '' for sh, in '' and [] for zsh, in '' for fish. */
enum comp_q { Q_SH, Q_DESC, Q_FISH };

/* Which options a list names: those of a state file, or of another value. */
enum comp_sel { SEL_STATE, SEL_VALUE };

/* s quoted as q says; a NULL s (no choices) writes nothing. */
static void
comp_put(FILE *f, const char *s, enum comp_q q)
{
	for (; s != NULL && *s != '\0'; s++) {
		if (*s == '\n') {
			fputc(' ', f);
			while (s[1] == ' ')
				s++;
		} else if (*s == '\'' && q != Q_FISH)
			fputs("'\\''", f);
		else if (q == Q_FISH && (*s == '\'' || *s == '\\'))
			fprintf(f, "\\%c", *s);
		else if (q == Q_DESC && strchr("[]\\", *s) != NULL)
			fprintf(f, "\\%c", *s);
		else
			fputc(*s, f);
	}
}

/* The tool's name as a shell function's: "steal-check" is steal_check. */
static void
comp_id(const struct opt_tool *t, char *id, size_t size)
{
	char *p;

	snprintf(id, size, "%s", t->name);
	for (p = id; *p != '\0'; p++)
		if (*p == '-')
			*p = '_';
}

static int
comp_has(const struct opt_tool *t, enum opt_kind kind)
{
	const struct opt *o;
	size_t i;

	for (i = 0; (o = opt_nth(t, i)) != NULL; i++)
		if (o->kind == kind)
			return 1;
	return 0;
}

static int
comp_sel(const struct opt *o, enum comp_sel sel)
{
	if (sel == SEL_STATE)
		return o->kind == OPT_STATE;
	return o->arg != NULL && o->kind != OPT_STATE;
}

/* How comp_list writes each option. */
enum comp_form {
	F_PAIR,		/* -x and --long, apart */
	F_LONGEQ,	/* --long=* */
	F_LONGEQ_Q,	/* '--long=*' */
	F_SHORTANY	/* -x?* */
};

/* The options of sel, each in form, joined by sep. */
static void
comp_list(FILE *f, const struct opt_tool *t, enum comp_sel sel,
    enum comp_form form, const char *sep)
{
	const struct opt *o;
	size_t i;
	int n = 0;

	for (i = 0; (o = opt_nth(t, i)) != NULL; i++) {
		if (!comp_sel(o, sel))
			continue;
		if (n++ > 0)
			fputs(sep, f);
		if (form == F_PAIR)
			fprintf(f, "-%c%s--%s", o->letter, sep, o->name);
		else if (form == F_SHORTANY)
			fprintf(f, "-%c?*", o->letter);
		else
			fprintf(f, form == F_LONGEQ_Q ? "'--%s=*'" : "--%s=*",
			    o->name);
	}
}

static int
comp_count(const struct opt_tool *t, enum comp_sel sel)
{
	const struct opt *o;
	size_t i;
	int n = 0;

	for (i = 0; (o = opt_nth(t, i)) != NULL; i++)
		n += comp_sel(o, sel);
	return n;
}

/*
 * Whether o is completed in subcommand cmd: NULL for a tool without
 * subcommands, comp_top before the subcommand (-h and -V only there).
 */
static const char comp_top[] = "";

static int
comp_in(const struct opt *o, const char *cmd)
{
	return cmd == comp_top ? opt_is_lib(o) : opt_applies(o, cmd);
}

/* The options of subcommand cmd, "-x --long ...". */
static void
comp_words(FILE *f, const struct opt_tool *t, const char *cmd)
{
	const struct opt *o;
	size_t i;
	int n = 0;

	for (i = 0; (o = opt_nth(t, i)) != NULL; i++) {
		if (!comp_in(o, cmd))
			continue;
		fprintf(f, "%s-%c --%s", n++ ? " " : "", o->letter, o->name);
	}
}

/*
 * The names offered besides files for a value of kind: a file option's
 * choices (a built-in sheet, say).  The built-in dictionaries are asked
 * of the tool when completing (comp_dicts).
 */
static const char *
comp_names(enum opt_kind kind, const char *choices)
{
	return kind == OPT_FILE ? choices : NULL;
}

/* Whether an option of t, given, changes what its operands are. */
static int
comp_alt(const struct opt_tool *t)
{
	const struct opt *o;
	size_t i;

	for (i = 0; (o = opt_nth(t, i)) != NULL; i++)
		if (o->operand != OPT_FLAG)
			return 1;
	return 0;
}

/*
 * The k-th word of a verb's args into w (size bytes), each "|" made a
 * space: 1 when it is a choice of words, 0 when it is typed freely, -1
 * past the last.
 */
static int
verb_word(const char *args, size_t k, char *w, size_t size)
{
	const char *p = args;
	size_t n;
	char *q;

	if (p == NULL)
		return -1;
	for (;;) {
		p += strspn(p, " ");
		if (*p == '\0')
			return -1;
		n = strcspn(p, " ");
		if (k-- == 0)
			break;
		p += n;
	}
	snprintf(w, size, "%.*s", (int)n, p);
	for (q = w; *q != '\0'; q++)
		if (*q == '|')
			*q = ' ';
	return memchr(p, '|', n) != NULL;
}

/*
 * Each shell asks the tool being completed for its built-in
 * dictionaries (--wordkit-completion=dicts), not a list written here at
 * build time: the data folder a tool reads is $WORDKIT_DATADIR, or the
 * one beside it, or the one it was built for, which only the tool knows,
 * and a dictionary installed later is offered with no new script.  The
 * names are the data folder's *.wkd, the languages' among them.
 */
static const char comp_dicts[] = "--wordkit-completion=dicts";

/*
 * bash: fill COMPREPLY with what a value of kind may be.  An operand's
 * choices are only for the first operand.
 */
static void
bash_action(FILE *f, enum opt_kind kind, const char *choices,
    const char *id, int operand, const char *in)
{

	switch (kind) {
	case OPT_FILE:
	case OPT_STATE:
	case OPT_DICT:
		fprintf(f, "%scompopt -o filenames 2>/dev/null\n"
		    "%smapfile -t COMPREPLY < <(", in, in);
		if (kind == OPT_DICT)
			fprintf(f, "compgen -W \"$(_%s_dicts)\" -- \"$cur\"; ",
			    id);
		if (comp_names(kind, choices) != NULL) {
			fprintf(f, "compgen -W '");
			comp_put(f, comp_names(kind, choices), Q_SH);
			fprintf(f, "' -- \"$cur\"; ");
		}
		fprintf(f, "compgen -f -- \"$cur\")\n");
		break;
	case OPT_CHOICE:
		fprintf(f, "%s%smapfile -t COMPREPLY < <(compgen -W '", in,
		    operand ? "((nargs == 0)) && " : "");
		comp_put(f, choices, Q_SH);
		fprintf(f, "' -- \"$cur\")\n");
		break;
	case OPT_PLAYER:
		fprintf(f, "%smapfile -t COMPREPLY < <(compgen -W "
		    "\"$(_%s_players \"$file\")\" -- \"$cur\")\n", in, id);
		break;
	case OPT_FLAG:
		if (operand)
			fprintf(f, "%smapfile -t COMPREPLY < <(compgen -W "
			    "\"$opts\" -- \"$cur\")\n", in);
		break;
	default:
		break;
	}
}

/*
 * bash: in the scan of the words before, the options that change what
 * the operands are: alt is the last one's letter.
 */
static void
bash_scan_alt(const struct opt_tool *t, FILE *f)
{
	const struct opt *o;
	size_t i;

	for (i = 0; (o = opt_nth(t, i)) != NULL; i++) {
		if (o->operand == OPT_FLAG)
			continue;
		fprintf(f, "\t\t-%c|--%s)\n\t\t\talt=%c\n", o->letter,
		    o->name, o->letter);
		if (o->arg != NULL)
			fprintf(f, "\t\t\t[[ ${COMP_WORDS[i+1]} == = ]] && "
			    "((i++))\n\t\t\t((i++))\n\t\t\t;;\n"
			    "\t\t--%s=*|-%c?*)\n\t\t\talt=%c\n", o->name,
			    o->letter, o->letter);
		fprintf(f, "\t\t\t;;\n");
	}
}

/* bash: the state file named so far, and the operands before the word. */
static void
bash_scan(const struct opt_tool *t, FILE *f)
{
	if (t->cmds != NULL)
		fprintf(f, "\t((COMP_CWORD > 1)) && cmd=${COMP_WORDS[1]}\n");
	fprintf(f, "\tfor ((i = %d; i < COMP_CWORD; i++)); do\n"
	    "\t\tw=${COMP_WORDS[i]}\n\t\tcase $w in\n", t->cmds ? 2 : 1);
	bash_scan_alt(t, f);
	if (comp_count(t, SEL_STATE) > 0) {
		fprintf(f, "\t\t");
		comp_list(f, t, SEL_STATE, F_PAIR, "|");
		fprintf(f, ")\n\t\t\t[[ ${COMP_WORDS[i+1]} == = ]] && ((i++))\n"
		    "\t\t\tfile=${COMP_WORDS[++i]}\n\t\t\t;;\n\t\t");
		comp_list(f, t, SEL_STATE, F_LONGEQ, "|");
		fprintf(f, ")\n\t\t\tfile=${w#*=}\n\t\t\t;;\n\t\t");
		comp_list(f, t, SEL_STATE, F_SHORTANY, "|");
		fprintf(f, ")\n\t\t\tfile=${w:2}\n\t\t\t;;\n");
	}
	if (comp_count(t, SEL_VALUE) > 0) {
		fprintf(f, "\t\t");
		comp_list(f, t, SEL_VALUE, F_PAIR, "|");
		fprintf(f, ")\n\t\t\t[[ ${COMP_WORDS[i+1]} == = ]] && ((i++))\n"
		    "\t\t\t((i++))\n\t\t\t;;\n");
	}
	fprintf(f, "\t\t-*|=)\n\t\t\t;;\n\t\t*)\n\t\t\t((nargs++))\n"
	    "%s\t\t\t;;\n\t\tesac\n\tdone\n",
	    t->verbs != NULL ? "\t\t\targs+=(\"$w\")\n" : "");
	if (comp_count(t, SEL_STATE) > 0)
		fprintf(f, "\t[[ $file == \\~/* ]] && "
		    "file=$HOME/${file#\\~/}\n");
	fputc('\n', f);
}

/* bash: the argument of the option before the word. */
static void
bash_prev(const struct opt_tool *t, FILE *f, const char *id)
{
	const struct opt *o;
	size_t i;

	fprintf(f, "\tcase $prev in\n");
	for (i = 0; (o = opt_nth(t, i)) != NULL; i++) {
		if (o->arg == NULL)
			continue;
		fprintf(f, "\t-%c|--%s)\n", o->letter, o->name);
		bash_action(f, o->kind, o->choices, id, 0, "\t\t");
		fprintf(f, "\t\treturn 0\n\t\t;;\n");
	}
	fprintf(f, "\tesac\n\n");
}

/*
 * bash: the operands that an option given changes (alt), then the verbs:
 * the one being typed (v) and its words before the word (k), from the
 * operands before (args); after an operand ending in sep, another verb.
 */
static void
bash_verbs(const struct opt_tool *t, FILE *f, const char *id)
{
	const struct opt_verb *v;
	const struct opt *o;
	char w[128];
	size_t i, k;
	int r;

	if (comp_alt(t)) {
		fprintf(f, "\tcase $alt in\n");
		for (i = 0; (o = opt_nth(t, i)) != NULL; i++) {
			if (o->operand == OPT_FLAG)
				continue;
			fprintf(f, "\t%c)\n", o->letter);
			bash_action(f, o->operand, NULL, id, 0, "\t\t");
			fprintf(f, "\t\treturn 0\n\t\t;;\n");
		}
		fprintf(f, "\tesac\n");
	}
	if (t->verbs == NULL)
		return;
	fprintf(f, "\tfor w in \"${args[@]}\"; do\n\t\tif ((new)); then\n"
	    "\t\t\tv=$w k=0 new=0\n\t\telse\n\t\t\tk=$((k + 1))\n"
	    "\t\tfi\n");
	if (t->sep != 0)
		fprintf(f, "\t\t[[ $w == *'%c' ]] && new=1\n", t->sep);
	fprintf(f, "\tdone\n\tif ((new)); then\n\t\tmapfile -t COMPREPLY "
	    "< <(compgen -W '");
	for (v = t->verbs; v->name != NULL; v++)
		fprintf(f, "%s%s", v == t->verbs ? "" : " ", v->name);
	fprintf(f, "' -- \"$cur\")\n\t\treturn 0\n\tfi\n\tcase $v in\n");
	for (v = t->verbs; v->name != NULL; v++) {
		for (k = 0; (r = verb_word(v->args, k, w, sizeof(w))) != -1;
		    k++)
			if (r == 1) {
				fprintf(f, "\t%s)\n\t\t((k == %zu)) && "
				    "mapfile -t COMPREPLY < <(compgen -W '",
				    v->name, k);
				comp_put(f, w, Q_SH);
				fprintf(f, "' -- \"$cur\")\n\t\t;;\n");
			}
	}
	fprintf(f, "\tesac\n");
}

/* bash: the subcommand, the options, or the operands. */
static void
bash_rest(const struct opt_tool *t, FILE *f, const char *id)
{
	const struct opt_cmd *c;

	if (t->cmds == NULL) {
		fprintf(f, "\topts='");
		comp_words(f, t, NULL);
		fprintf(f, "'\n");
	} else {
		fprintf(f, "\tif ((COMP_CWORD == 1)); then\n"
		    "\t\tif [[ $cur == -* ]]; then\n\t\t\topts='");
		comp_words(f, t, comp_top);
		fprintf(f, "'\n\t\telse\n\t\t\topts='");
		for (c = t->cmds; c->name != NULL; c++)
			fprintf(f, "%s%s", c == t->cmds ? "" : " ", c->name);
		fprintf(f, "'\n\t\tfi\n\t\tmapfile -t COMPREPLY < <(compgen "
		    "-W \"$opts\" -- \"$cur\")\n\t\treturn 0\n\tfi\n"
		    "\tcase $cmd in\n");
		for (c = t->cmds; c->name != NULL; c++) {
			fprintf(f, "\t%s)\n\t\topts='", c->name);
			comp_words(f, t, c->name);
			fprintf(f, "'\n\t\t;;\n");
		}
		fprintf(f, "\tesac\n");
	}
	fprintf(f, "\tif [[ $cur == -* ]]; then\n\t\tmapfile -t COMPREPLY < "
	    "<(compgen -W \"$opts\" -- \"$cur\")\n\t\treturn 0\n\tfi\n");
	bash_verbs(t, f, id);
	if (t->verbs != NULL)
		return;
	if (t->cmds == NULL) {
		bash_action(f, t->operand, t->choices, id, 1, "\t");
		return;
	}
	fprintf(f, "\tcase $cmd in\n");
	for (c = t->cmds; c->name != NULL; c++) {
		fprintf(f, "\t%s)\n", c->name);
		bash_action(f, c->operand, c->choices, id, 1, "\t\t");
		fprintf(f, "\t\t;;\n");
	}
	fprintf(f, "\tesac\n");
}

void
opt_bash(const struct opt_tool *t, FILE *f)
{
	char id[64];

	comp_id(t, id, sizeof(id));
	fprintf(f, "# bash completion for %s(1), made from its option table "
	    "by\n# \"%s --wordkit-completion=bash\".  It needs bash 4 only, "
	    "not the\n# bash-completion package.\n\n", t->name, t->name);
	if (comp_has(t, OPT_DICT))
		fprintf(f, "# _%s_dicts: the built-in dictionaries installed "
		    "now, as the tool\n# itself finds them.\n_%s_dicts()\n{\n"
		    "\tlocal t=${COMP_WORDS[0]}\n\n"
		    "\t[[ $t == \\~/* ]] && t=$HOME/${t#\\~/}\n"
		    "\tcommand \"$t\" %s 2>/dev/null\n}\n\n", id, id,
		    comp_dicts);
	if (comp_has(t, OPT_PLAYER))
		fprintf(f, "# _%s_players FILE: the player names in a state "
		    "file.\n_%s_players()\n{\n\tlocal f=$1\n\n"
		    "\t[[ -n $f && -r $f ]] || return 0\n"
		    "\t[[ $f == -* ]] && f=./$f\n"
		    "\tsed -n '" COMP_SED "' \"$f\" 2>/dev/null\n}\n\n",
		    id, id);
	fprintf(f, "_%s()\n{\n\tlocal cur prev cmd= file= opts= w i "
	    "nargs=0%s%s\n\n\tCOMPREPLY=()\n"
	    "\tcur=${COMP_WORDS[COMP_CWORD]}\n"
	    "\tprev=${COMP_WORDS[COMP_CWORD-1]}\n"
	    "\t# \"--output=json\" arrives as \"--output\" \"=\" \"json\".\n"
	    "\tif [[ $cur == = ]]; then\n\t\tcur=\n"
	    "\telif [[ $prev == = ]] && ((COMP_CWORD > 1)); then\n"
	    "\t\tprev=${COMP_WORDS[COMP_CWORD-2]}\n\tfi\n", id,
	    comp_alt(t) ? " alt=" : "",
	    t->verbs != NULL ? " args=() v= k=0 new=1" : "");
	bash_scan(t, f);
	bash_prev(t, f, id);
	bash_rest(t, f, id);
	fprintf(f, "\treturn 0\n}\ncomplete -F _%s %s\n", id, t->name);
}

/* zsh: what a value of kind may be, as an _arguments action. */
static void
zsh_action(FILE *f, enum opt_kind kind, const char *choices,
    const char *id)
{
	switch (kind) {
	case OPT_DICT:
		fprintf(f, "_%s_dicts", id);
		break;
	case OPT_FILE:
	case OPT_STATE:
		if (comp_names(kind, choices) == NULL) {
			fprintf(f, "_files");
			break;
		}
		fprintf(f, "{compadd -- ");
		comp_put(f, comp_names(kind, choices), Q_SH);
		fprintf(f, "; _files}");
		break;
	case OPT_CHOICE:
		fprintf(f, "(");
		comp_put(f, choices, Q_SH);
		fprintf(f, ")");
		break;
	case OPT_PLAYER:
		fprintf(f, "_%s_players", id);
		break;
	default:
		fprintf(f, " ");
		break;
	}
}

/* zsh: the _arguments specs of subcommand cmd's options and operands. */
static void
zsh_specs(const struct opt_tool *t, FILE *f, const char *cmd,
    enum opt_kind operand, const char *choices, const char *id)
{
	const struct opt *o;
	size_t i;

	for (i = 0; (o = opt_nth(t, i)) != NULL; i++) {
		if (!comp_in(o, cmd))
			continue;
		if (opt_is_lib(o))
			fprintf(f, "    '(- *)'{-%c,--%s}'[", o->letter,
			    o->name);
		else
			fprintf(f, "    '(-%c --%s)'{-%c%s,--%s%s}'[",
			    o->letter, o->name, o->letter, o->arg ? "+" : "",
			    o->name, o->arg ? "=" : "");
		comp_put(f, opt_help_of(o), Q_DESC);
		fprintf(f, "]");
		if (o->arg != NULL) {
			fprintf(f, ":");
			comp_put(f, o->arg, Q_SH);
			fprintf(f, ":");
			zsh_action(f, o->kind, o->choices, id);
		}
		fprintf(f, "' \\\n");
	}
	if (cmd == NULL && (t->verbs != NULL || comp_alt(t))) {
		fprintf(f, "    '*:: :_%s_operands' \\\n", id);
		return;
	}
	if (operand == OPT_FLAG || operand == OPT_NUMBER ||
	    operand == OPT_WORD)
		return;
	fprintf(f, "    '%s:%s:", operand == OPT_CHOICE ? "1" : "*",
	    operand == OPT_CHOICE ? "operand" : "file");
	zsh_action(f, operand, choices, id);
	fprintf(f, "' \\\n");
}

/* zsh: a command that completes a value of kind, in a function. */
static void
zsh_call(FILE *f, enum opt_kind kind, const char *choices, const char *id)
{
	switch (kind) {
	case OPT_FILE:
	case OPT_STATE:
	case OPT_DICT:
	case OPT_PLAYER:
		zsh_action(f, kind, choices, id);
		break;
	case OPT_CHOICE:
		fprintf(f, "compadd -- ");
		comp_put(f, choices, Q_SH);
		break;
	default:
		fprintf(f, "_message 'operand'");
		break;
	}
}

/*
 * zsh: the operands of a tool without subcommands, as bash_verbs: what
 * an option given makes them, else its verbs, each described, and the
 * choices among the words after each.
 */
static void
zsh_operands(const struct opt_tool *t, FILE *f, const char *id)
{
	const struct opt_verb *v;
	const struct opt *o;
	char w[128];
	size_t i, k;
	int r;

	fprintf(f, "# The operands, as the options given and the words before "
	    "make them.\n(( $+functions[_%s_operands] )) ||\n"
	    "_%s_operands() {\n  local v= w new=1 k=0 i\n  local -a verbs\n\n",
	    id, id);
	for (i = 0; (o = opt_nth(t, i)) != NULL; i++) {
		if (o->operand == OPT_FLAG)
			continue;
		fprintf(f, "  if (( ${+opt_args[-%c]} || "
		    "${+opt_args[--%s]} )); then\n    ", o->letter, o->name);
		zsh_call(f, o->operand, NULL, id);
		fprintf(f, "\n    return\n  fi\n");
	}
	if (t->verbs == NULL) {
		fprintf(f, "  ");
		zsh_call(f, t->operand, t->choices, id);
		fprintf(f, "\n}\n\n");
		return;
	}
	fprintf(f, "  verbs=(\n");
	for (v = t->verbs; v->name != NULL; v++) {
		fprintf(f, "    '%s:", v->name);
		comp_put(f, v->help, Q_SH);
		fprintf(f, "'\n");
	}
	fprintf(f, "  )\n  for (( i = 1; i < CURRENT; i++ )); do\n"
	    "    w=$words[i]\n    if (( new )); then\n      v=$w k=0 new=0\n"
	    "    else\n      (( k++ ))\n    fi\n");
	if (t->sep != 0)
		fprintf(f, "    [[ $w == *'%c' ]] && new=1\n", t->sep);
	fprintf(f, "  done\n  if (( new )); then\n    _describe -t verbs "
	    "'%s operand' verbs\n    return\n  fi\n  case $v in\n", t->name);
	for (v = t->verbs; v->name != NULL; v++)
		for (k = 0; (r = verb_word(v->args, k, w, sizeof(w))) != -1;
		    k++)
			if (r == 1) {
				fprintf(f, "  %s)\n    (( k == %zu )) && "
				    "compadd -- ", v->name, k);
				comp_put(f, w, Q_SH);
				fprintf(f, "\n    ;;\n");
			}
	fprintf(f, "  esac\n}\n\n");
}

static void
zsh_cmds(const struct opt_tool *t, FILE *f, const char *id)
{
	const struct opt_cmd *c;

	fprintf(f, "  local -a cmds\n\n  cmds=(\n");
	for (c = t->cmds; c->name != NULL; c++) {
		fprintf(f, "    '%s:", c->name);
		comp_put(f, c->help, Q_SH);
		fprintf(f, "'\n");
	}
	fprintf(f, "  )\n  _arguments -C \\\n");
	zsh_specs(t, f, comp_top, OPT_FLAG, NULL, id);
	fprintf(f, "    '1:command:->command' \\\n    '*:: :->args' && "
	    "ret=0\n  case $state in\n  command)\n    _describe -t commands "
	    "'%s command' cmds && ret=0\n    ;;\n  args)\n"
	    "    curcontext=${curcontext%%:*:*}:%s-$words[1]:\n"
	    "    case $words[1] in\n", t->name, t->name);
	for (c = t->cmds; c->name != NULL; c++) {
		fprintf(f, "    %s)\n      _arguments -s -S \\\n", c->name);
		zsh_specs(t, f, c->name, c->operand, c->choices, id);
		fprintf(f, "        && ret=0\n      ;;\n");
	}
	fprintf(f, "    esac\n    ;;\n  esac\n");
}

void
opt_zsh(const struct opt_tool *t, FILE *f)
{
	char id[64];

	comp_id(t, id, sizeof(id));
	fprintf(f, "#compdef %s\n# zsh completion for %s(1), made from its "
	    "option table by\n# \"%s --wordkit-completion=zsh\".\n\n",
	    t->name, t->name, t->name);
	if (comp_has(t, OPT_PLAYER)) {
		fprintf(f, "# The player names in the state file given so "
		    "far.\n(( $+functions[_%s_players] )) ||\n_%s_players() {\n"
		    "  local file k\n  local -a names\n  for k in ", id, id);
		comp_list(f, t, SEL_STATE, F_PAIR, " ");
		fprintf(f, "; do\n    [[ -n ${opt_args[$k]} ]] && "
		    "file=${opt_args[$k]}\n  done\n  file=${file/#\\~/$HOME}\n"
		    "  if [[ -n $file && -r $file ]]; then\n"
		    "    names=(${(f)\"$(sed -n '" COMP_SED "' -- \"$file\" "
		    "2>/dev/null)\"})\n  fi\n  if (( $#names )); then\n"
		    "    _wanted players expl 'player' compadd -a names\n"
		    "  else\n    _message 'player name'\n  fi\n}\n\n");
	}
	if (comp_has(t, OPT_DICT))
		fprintf(f, "# The built-in dictionaries installed now, as the "
		    "tool itself finds\n# them, and files.\n"
		    "(( $+functions[_%s_dicts] )) ||\n_%s_dicts() {\n"
		    "  local -a names\n  names=(${(f)\"$(command ${~words[1]} "
		    "%s 2>/dev/null)\"})\n  _wanted dictionaries expl "
		    "'dictionary' compadd -a names\n  _files\n}\n\n", id, id,
		    comp_dicts);
	if (t->cmds == NULL && (t->verbs != NULL || comp_alt(t)))
		zsh_operands(t, f, id);
	fprintf(f, "_%s() {\n  local curcontext=$curcontext state "
	    "state_descr line ret=1\n  typeset -A opt_args\n\n", id);
	if (t->cmds != NULL)
		zsh_cmds(t, f, id);
	else {
		fprintf(f, "  _arguments -s -S \\\n");
		zsh_specs(t, f, NULL, t->operand, t->choices, id);
		fprintf(f, "    && ret=0\n");
	}
	fprintf(f, "  return ret\n}\n\n_%s \"$@\"\n", id);
}

/* fish: the arguments of complete for a value of kind. */
static void
fish_action(FILE *f, enum opt_kind kind, const char *choices,
    const char *id)
{
	switch (kind) {
	case OPT_DICT:
		fprintf(f, " -r -F -a '(__%s_dicts)'", id);
		break;
	case OPT_FILE:
	case OPT_STATE:
		fprintf(f, " -r -F");
		if (comp_names(kind, choices) != NULL) {
			fprintf(f, " -a '");
			comp_put(f, comp_names(kind, choices), Q_FISH);
			fprintf(f, "'");
		}
		break;
	case OPT_CHOICE:
		fprintf(f, " -x -a '");
		comp_put(f, choices, Q_FISH);
		fprintf(f, "'");
		break;
	case OPT_PLAYER:
		fprintf(f, " -x -a '(__%s_players)'", id);
		break;
	default:
		fprintf(f, " -x");
		break;
	}
}

static void
fish_players(const struct opt_tool *t, FILE *f, const char *id)
{
	fprintf(f, "# The player names in the state file given so far.\n"
	    "function __%s_players\n    set -l words (commandline -opc)\n"
	    "    set -l file\n    for i in (seq (count $words))\n"
	    "        switch $words[$i]\n            case ", id);
	comp_list(f, t, SEL_STATE, F_PAIR, " ");
	fprintf(f, "\n                set -l j (math $i + 1)\n"
	    "                test $j -le (count $words); and set file "
	    "$words[$j]\n            case ");
	comp_list(f, t, SEL_STATE, F_LONGEQ_Q, " ");
	fprintf(f, "\n                set file (string replace -r '^[^=]*=' "
	    "'' -- $words[$i])\n        end\n    end\n"
	    "    test -n \"$file\"; and test -r \"$file\"; or return 0\n"
	    "    sed -n '");
	comp_put(f, COMP_SED, Q_FISH);
	fprintf(f, "' -- $file 2>/dev/null\nend\n\n");
}

/*
 * fish: an operand when the condition cond holds (NULL: always); one of
 * subcommand c's, or the tool's own.
 */
static void
fish_operand(FILE *f, const struct opt_tool *t, const char *cond,
    enum opt_kind kind, const char *choices)
{
	char id[64];

	if (kind != OPT_CHOICE && kind != OPT_FILE && kind != OPT_STATE &&
	    kind != OPT_DICT)
		return;
	fprintf(f, "complete -c %s", t->name);
	if (cond != NULL)
		fprintf(f, " -n '%s'", cond);
	if (kind == OPT_DICT) {
		comp_id(t, id, sizeof(id));
		fprintf(f, " -F -a '(__%s_dicts)'\n", id);
	} else if (kind == OPT_CHOICE) {
		fprintf(f, " -a '");
		comp_put(f, choices, Q_FISH);
		fprintf(f, "'\n");
	} else if (comp_names(kind, choices) != NULL) {
		fprintf(f, " -F -a '");
		comp_put(f, comp_names(kind, choices), Q_FISH);
		fprintf(f, "'\n");
	} else
		fprintf(f, " -F\n");
}

/*
 * fish: __ID_verb succeeds when the word being completed is a verb, and
 * __ID_verb V K when it is the word K after verb V (as bash_verbs),
 * options and their values skipped.
 */
static void
fish_verb_fn(const struct opt_tool *t, FILE *f, const char *id)
{
	fprintf(f, "# Whether the word being completed is a verb (no "
	    "arguments), or the\n# word K after verb V (V K).\n"
	    "function __%s_verb\n    set -l words (commandline -opc)\n"
	    "    set -e words[1]\n    set -l v\n    set -l k 0\n"
	    "    set -l new 1\n    set -l skip 0\n    for w in $words\n"
	    "        if test $skip = 1\n            set skip 0\n"
	    "            continue\n        end\n        switch $w\n"
	    "            case ", id);
	comp_list(f, t, SEL_STATE, F_PAIR, " ");
	if (comp_count(t, SEL_STATE) > 0)
		fputc(' ', f);
	comp_list(f, t, SEL_VALUE, F_PAIR, " ");
	fprintf(f, "\n                set skip 1\n                continue\n"
	    "            case '-*'\n                continue\n        end\n"
	    "        if test $new = 1\n            set v $w\n"
	    "            set k 0\n            set new 0\n        else\n"
	    "            set k (math $k + 1)\n        end\n");
	if (t->sep != 0)
		fprintf(f, "        string match -q -- '*%c' $w; "
		    "and set new 1\n", t->sep);
	fprintf(f, "    end\n    if test (count $argv) -eq 0\n"
	    "        test $new = 1\n        return\n    end\n"
	    "    test $new = 0 -a \"$v\" = \"$argv[1]\" -a $k = \"$argv[2]\"\n"
	    "end\n\n");
}

/* fish: the verbs, each described, and the choices after each. */
static void
fish_verbs(const struct opt_tool *t, FILE *f, const char *id)
{
	const struct opt_verb *v;
	char w[128];
	size_t k;
	int r;

	for (v = t->verbs; v->name != NULL; v++) {
		fprintf(f, "complete -c %s -n __%s_verb -a %s -d '", t->name,
		    id, v->name);
		comp_put(f, v->help, Q_FISH);
		fprintf(f, "'\n");
		for (k = 0; (r = verb_word(v->args, k, w, sizeof(w))) != -1;
		    k++)
			if (r == 1) {
				fprintf(f, "complete -c %s -n '__%s_verb %s "
				    "%zu' -a '", t->name, id, v->name, k);
				comp_put(f, w, Q_FISH);
				fprintf(f, "'\n");
			}
	}
}

void
opt_fish(const struct opt_tool *t, FILE *f)
{
	const struct opt_cmd *c;
	const struct opt *o;
	char id[64], cond[128];
	size_t i;

	comp_id(t, id, sizeof(id));
	fprintf(f, "# fish completion for %s(1), made from its option table "
	    "by\n# \"%s --wordkit-completion=fish\".\n\n", t->name, t->name);
	if (comp_has(t, OPT_DICT))
		fprintf(f, "# The built-in dictionaries installed now, as the "
		    "tool itself finds them.\nfunction __%s_dicts\n"
		    "    set -l t (commandline -opc)[1]\n"
		    "    command $t %s 2>/dev/null\nend\n\n", id, comp_dicts);
	if (comp_has(t, OPT_PLAYER))
		fish_players(t, f, id);
	if (t->verbs != NULL)
		fish_verb_fn(t, f, id);
	fprintf(f, "complete -c %s -f\n", t->name);
	for (c = t->cmds; c != NULL && c->name != NULL; c++) {
		fprintf(f, "complete -c %s -n __fish_use_subcommand -a %s "
		    "-d '", t->name, c->name);
		comp_put(f, c->help, Q_FISH);
		fprintf(f, "'\n");
	}
	for (i = 0; (o = opt_nth(t, i)) != NULL; i++) {
		fprintf(f, "complete -c %s -s %c -l %s", t->name, o->letter,
		    o->name);
		if (o->only != NULL)
			fprintf(f, " -n '__fish_seen_subcommand_from %s'",
			    o->only);
		if (o->arg != NULL)
			fish_action(f, o->kind, o->choices, id);
		fprintf(f, " -d '");
		comp_put(f, opt_help_of(o), Q_FISH);
		fprintf(f, "'\n");
	}
	for (i = 0; (o = opt_nth(t, i)) != NULL; i++)
		if (o->operand != OPT_FLAG) {
			snprintf(cond, sizeof(cond),
			    "__fish_contains_opt -s %c %s", o->letter,
			    o->name);
			fish_operand(f, t, cond, o->operand, NULL);
		}
	if (t->verbs != NULL)
		fish_verbs(t, f, id);
	else if (t->cmds == NULL)
		fish_operand(f, t, NULL, t->operand, t->choices);
	for (c = t->cmds; c != NULL && c->name != NULL; c++) {
		snprintf(cond, sizeof(cond), "__fish_seen_subcommand_from %s",
		    c->name);
		fish_operand(f, t, cond, c->operand, c->choices);
	}
}
