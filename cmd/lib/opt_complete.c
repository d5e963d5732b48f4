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
 * block, or in a flow mapping "- {name: ann, hand: ...}".
 */
#define COMP_SED \
	"s/^[- ] *name: *\"\\{0,1\\}\\([A-Za-z0-9._-]*\\)\"\\{0,1\\} *$/\\1/p" \
	";s/^- *{ *name: *\"\\{0,1\\}\\([A-Za-z0-9._-]*\\)\"\\{0,1\\}" \
	" *[,}].*$/\\1/p"

/* How text is quoted: in '' for sh, in '' and [] for zsh, in '' for fish. */
enum comp_q { Q_SH, Q_DESC, Q_FISH };

/* Which options a list names: those of a state file, or of another value. */
enum comp_sel { SEL_STATE, SEL_VALUE };

static void
comp_put(FILE *f, const char *s, enum comp_q q)
{
	for (; *s != '\0'; s++) {
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
 * The names offered besides files for a value of kind: the built-in
 * dictionaries, or a file option's choices (a built-in sheet, say).
 */
static const char *
comp_names(enum opt_kind kind, const char *choices)
{
	if (kind == OPT_DICT)
		return OPT_DICTS;
	return kind == OPT_FILE ? choices : NULL;
}

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

/* bash: the state file named so far, and the operands before the word. */
static void
bash_scan(const struct opt_tool *t, FILE *f)
{
	if (t->cmds != NULL)
		fprintf(f, "\t((COMP_CWORD > 1)) && cmd=${COMP_WORDS[1]}\n");
	fprintf(f, "\tfor ((i = %d; i < COMP_CWORD; i++)); do\n"
	    "\t\tw=${COMP_WORDS[i]}\n\t\tcase $w in\n", t->cmds ? 2 : 1);
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
	    "\t\t\t;;\n\t\tesac\n\tdone\n");
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
	if (comp_has(t, OPT_PLAYER))
		fprintf(f, "# _%s_players FILE: the player names in a state "
		    "file.\n_%s_players()\n{\n\tlocal f=$1\n\n"
		    "\t[[ -n $f && -r $f ]] || return 0\n"
		    "\t[[ $f == -* ]] && f=./$f\n"
		    "\tsed -n '" COMP_SED "' \"$f\" 2>/dev/null\n}\n\n",
		    id, id);
	fprintf(f, "_%s()\n{\n\tlocal cur prev cmd= file= opts= w i "
	    "nargs=0\n\n\tCOMPREPLY=()\n"
	    "\tcur=${COMP_WORDS[COMP_CWORD]}\n"
	    "\tprev=${COMP_WORDS[COMP_CWORD-1]}\n"
	    "\t# \"--output=json\" arrives as \"--output\" \"=\" \"json\".\n"
	    "\tif [[ $cur == = ]]; then\n\t\tcur=\n"
	    "\telif [[ $prev == = ]] && ((COMP_CWORD > 1)); then\n"
	    "\t\tprev=${COMP_WORDS[COMP_CWORD-2]}\n\tfi\n", id);
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
	case OPT_FILE:
	case OPT_STATE:
	case OPT_DICT:
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
	if (operand == OPT_FLAG || operand == OPT_NUMBER ||
	    operand == OPT_WORD)
		return;
	fprintf(f, "    '%s:%s:", operand == OPT_CHOICE ? "1" : "*",
	    operand == OPT_CHOICE ? "operand" : "file");
	zsh_action(f, operand, choices, id);
	fprintf(f, "' \\\n");
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
	case OPT_FILE:
	case OPT_STATE:
	case OPT_DICT:
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

/* fish: an operand of subcommand cmd (NULL: the tool's own). */
static void
fish_operand(FILE *f, const struct opt_tool *t, const char *cmd,
    enum opt_kind kind, const char *choices)
{
	if (kind != OPT_CHOICE && kind != OPT_FILE && kind != OPT_STATE &&
	    kind != OPT_DICT)
		return;
	fprintf(f, "complete -c %s", t->name);
	if (cmd != NULL)
		fprintf(f, " -n '__fish_seen_subcommand_from %s'", cmd);
	if (kind == OPT_CHOICE) {
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

void
opt_fish(const struct opt_tool *t, FILE *f)
{
	const struct opt_cmd *c;
	const struct opt *o;
	char id[64];
	size_t i;

	comp_id(t, id, sizeof(id));
	fprintf(f, "# fish completion for %s(1), made from its option table "
	    "by\n# \"%s --wordkit-completion=fish\".\n\n", t->name, t->name);
	if (comp_has(t, OPT_PLAYER))
		fish_players(t, f, id);
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
	if (t->cmds == NULL)
		fish_operand(f, t, NULL, t->operand, t->choices);
	for (c = t->cmds; c != NULL && c->name != NULL; c++)
		fish_operand(f, t, c->name, c->operand, c->choices);
}
