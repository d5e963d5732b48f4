#!/usr/bin/env bats
# The house rules: every tool has its bats file and a README section, and
# its --help (the usage lines and the options) and its bash, zsh and fish
# completions (kept in completions/, as the tools print them) follow its
# option table (see cmd/lib/opt.h); the build remakes what a change
# touches, and only that.
bats_require_minimum_version 1.5.0
load test_helper
load usage_helper

@test "house: every tool has a bats file and a README mention" {
	for t in $(tools); do
		[ -f "$TOP/tests/$t.bats" ] || fail "no tests/$t.bats"
		grep -q "\`$t\`\|^## .*$t" "$TOP/README.md" || fail "README.md does not mention $t"
	done
}

# opt_table TOOL: the tool's option table, as its hidden
# --wordkit-completion=table prints it (cmd lines, then option lines, and
# an "own" line after an option that gives a registered letter its own
# meaning).  (Not "table": that is a tool's name, table(1).)
opt_table() {
	"$1" --wordkit-completion=table 2>/dev/null
}

# complete_bash TOOL WANT: whether the generated bash script of TOOL offers
# what each line of the file WANT says, all asked of one bash, the same
# words once.  A line of WANT is "WORDS<TAB>OFFER<TAB>MESSAGE", WORDS the
# words after the tool's name, each ended by a \x1f (the last, being
# completed, may be empty): with COMP_WORDS and COMP_CWORD as bash sets
# them, OFFER must be among what the script offers, or MESSAGE is
# printed.  Exits 1 if any is.
complete_bash() {
	cut -f1 "$2" | sort -u | bash -c 'source "$1"
		while IFS= read -r line; do
			IFS=$3 read -ra q <<<"$line"
			COMP_WORDS=("$2" "${q[@]}")
			COMP_CWORD=${#q[@]}
			"_${2//-/_}"
			for r in "${COMPREPLY[@]}"; do
				printf "%s\t%s\n" "$line" "$r"
			done
		done' _ "$TOP/completions/bash/$1" "$1" $'\x1f' > got
	awk -F '\t' 'NR == FNR { offered[$1 "\t" $2]; next }
	    !(($1 "\t" $2) in offered) { print $3; bad = 1 }
	    END { exit bad }' got "$2"
}

# want OFFER MESSAGE WORD...: a line of complete_bash's WANT.
want() {
	local offer=$1 message=$2 words= w
	shift 2
	for w in "$@"; do
		words+="$w"$'\x1f'
	done
	printf '%s\t%s\t%s\n' "$words" "$offer" "$message" >> want
}

@test "house: completions/ holds what each tool prints now, and nothing else" {
	want=
	for t in $(tools); do
		for f in bash/$t zsh/_$t fish/$t.fish; do
			want+="completions/$f"$'\n'
			sh=${f%%/*}
			[ -f "$TOP/completions/$f" ] ||
			    fail "no completions/$f: run 'make completions'"
			"$t" --wordkit-completion="$sh" | cmp -s - "$TOP/completions/$f" ||
			    fail "completions/$f is not what '$t --wordkit-completion=$sh' prints: run 'make completions'"
		done
	done
	have=$(cd "$TOP" && find completions -type f | sort)
	assert_equal "$have" "$(sort <<<"${want%$'\n'}")"
}

@test "house: every completion script is valid bash, zsh and fish" {
	for t in $(tools); do
		bash -n "$TOP/completions/bash/$t" || fail "bash: $t"
		zsh -n "$TOP/completions/zsh/_$t" || fail "zsh: $t"
		fish -n "$TOP/completions/fish/$t.fish" || fail "fish: $t"
	done
}

@test "house: bash completes every option, the subcommands and the choices" {
	for t in $(tools); do
		tab=$(opt_table "$t") || fail "$t has no option table"
		cmds=$(awk -F '\t' '$1 == "cmd" { print $2 }' <<<"$tab")
		first=$(printf '%s\n' $cmds | head -n 1)
		: > want
		for c in $cmds; do
			want "$c" "$t: subcommand $c not offered first" ''
		done
		while IFS=$'\t' read -r short long arg kind only choices; do
			[[ $short == cmd || $short == own ]] && continue
			# In a subcommand the option belongs to, or in the first.
			ctx=()
			[[ $only != - ]] && ctx=("${only%% *}")
			[[ $only == - && -n $first && $short != -[hV] ]] && ctx=("$first")
			for o in "$short" "$long"; do
				want "$o" "$t ${ctx[*]}: $o not offered" "${ctx[@]}" "${o:0:2}"
			done
			[[ $kind == choice ]] || continue
			for w in $choices; do
				want "$w" "$t ${ctx[*]} $long: $w not offered" "${ctx[@]}" "$long" ''
			done
		done <<<"$tab"
		run complete_bash "$t" want
		[ "$status" -eq 0 ] || fail "$output"
	done
}

@test "house: bash offers for -d every dictionary installed, as it is when completing" {
	# Each .wkd of the data folder, the languages' among them, and one
	# put in a data folder of $WORDKIT_DATADIR after the scripts were made.
	mkdir data
	cp "$BUILD/share/wordkit/small.wkd" data/house-extra.wkd
	export WORDKIT_DATADIR=$PWD/data
	names=$(cd "$BUILD/share/wordkit" && ls *.wkd | sed 's/\.wkd$//')
	for w in british de es fr it nl pt house-extra; do
		grep -qx -- "$w" <<<"$names"$'\n'house-extra || fail "no $w.wkd"
	done
	n=0
	for t in $(tools); do
		tab=$(opt_table "$t") || fail "$t has no option table"
		while IFS=$'\t' read -r short long arg kind only choices; do
			[[ $kind == dict ]] || continue
			ctx=()
			[[ $only != - ]] && ctx=("${only%% *}")
			awk -F '\t' '$1 == "cmd"' <<<"$tab" | grep -q . &&
			    [[ $only == - ]] && ctx=("$(awk -F '\t' '$1 == "cmd" { print $2; exit }' <<<"$tab")")
			: > want
			for w in $names house-extra; do
				want "$w" "$t ${ctx[*]} $short: $w not offered" "${ctx[@]}" "$short" ''
				want "$w" "$t ${ctx[*]} $long: $w not offered" "${ctx[@]}" "$long" "${w:0:1}"
			done
			run complete_bash "$t" want
			[ "$status" -eq 0 ] || fail "$output"
			n=$((n + 1))
		done <<<"$tab"
	done
	[ "$n" -ge 5 ] || fail "only $n tools take -d"
}

@test "house: bash offers every player name of the state file, zoë too" {
	printf '%s\n' 'game: "bananagrams"' 'bag: ""' 'players:' \
	    '- name: "zoë"' '  hand: "A"' '- {name: "Ωmega", hand: "B"}' \
	    '- name: ann' '  hand: "C"' > s.yaml
	for t in validate steal-check table; do
		: > want
		for w in zoë Ωmega ann; do
			want "$w" "$t: -p $w not offered" -f s.yaml -p ''
			want "$w" "$t: --player $w not offered" --file=s.yaml --player "${w:0:1}"
		done
		run complete_bash "$t" want
		[ "$status" -eq 0 ] || fail "$output"
	done
}

# offered TOOL WORD...: what the bash completion of TOOL offers for the
# last WORD, one a line.
offered() {
	local t=$1
	shift
	bash -c 'source "$1"; shift; t=$1; shift
		COMP_WORDS=("$t" "$@"); COMP_CWORD=$#
		"_${t//-/_}"
		printf "%s\n" "${COMPREPLY[@]}"' _ "$TOP/completions/bash/$t" "$t" "$@"
}

@test "house: bash completes validate's grid file, not a word, with --grid or --game" {
	: > grid.txt
	for o in -g --grid '-G bananagrams' --game=shenanigrams '-m 3 -g'; do
		# shellcheck disable=SC2086
		run offered validate $o gr
		assert_output grid.txt
	done
	run offered validate gr
	assert_output ''
}

@test "house: bash completes steal-check's moves, and insert's direction" {
	run offered steal-check ''
	assert_output "$(steal-check --wordkit-completion=verbs | cut -f1)"
	[ "${#lines[@]}" -eq 6 ] || fail "$output"
	run offered steal-check -f s.yaml -p ann i
	assert_output insert
	run offered steal-check insert A 2,3 ''
	assert_output $'across\ndown'
	run offered steal-check -d standard --board=b.txt insert A 2,3 d
	assert_output down
	run offered steal-check place A 2,3 ''
	assert_output ''
	run offered steal-check insert A ''
	assert_output ''
}

@test "house: bash completes play-typeset's actions after each comma" {
	run offered play-typeset place 1, vo
	assert_output vowel
	run offered play-typeset -p ann place 1,2, vowel A 3 , s
	assert_output $'start\nskip\nstop'
	run offered play-typeset st
	assert_output $'start\nstop'
	run offered play-typeset place 1 vo
	assert_output ''
}

@test "house: zsh and fish describe each verb, as the table does" {
	n=0
	for t in $(tools); do
		while IFS=$'\t' read -r name args help; do
			n=$((n + 1))
			grep -qF -- "'$name:$help'" "$TOP/completions/zsh/_$t" ||
			    fail "zsh: $t does not describe $name as '$help'"
			grep -qF -- "-a $name -d '$help'" "$TOP/completions/fish/$t.fish" ||
			    fail "fish: $t does not describe $name as '$help'"
		done < <("$t" --wordkit-completion=verbs 2>/dev/null)
	done
	[ "$n" -ge 17 ] || fail "only $n verbs"
}

@test "house: zsh and fish completions name every option of the table" {
	for t in $(tools); do
		tab=$(opt_table "$t") || fail "$t has no option table"
		# Each script read once, its options matched in the shell.
		zsh=$(< "$TOP/completions/zsh/_$t")
		fish=$'\n'$(< "$TOP/completions/fish/$t.fish")
		while IFS=$'\t' read -r short long arg kind only choices; do
			[[ $short == cmd || $short == own ]] && continue
			z=0
			for a in "$short" "$short+"; do
				for b in "$long" "$long="; do
					[[ $zsh == *"{$a,$b}"* ]] && z=1
				done
			done
			[ "$z" -eq 1 ] || fail "zsh: $t lacks $short, $long"
			[[ $fish == *$'\n'"complete -c $t -s ${short#-} -l ${long#--} "* ]] ||
			    fail "fish: $t lacks $short, $long"
		done <<<"$tab"
	done
}

@test "house: --help lists every option of the table, and nothing else" {
	for t in $(tools); do
		tab=$(opt_table "$t") || fail "$t has no option table"
		help=$("$t" --help)
		n=0
		while IFS=$'\t' read -r short long arg kind only choices; do
			[[ $short == cmd || $short == own ]] && continue
			n=$((n + 1))
			want="  $short, $long"
			[[ $arg != - ]] && want="$want $arg"
			[[ $'\n'$help == *$'\n'"$want  "* ]] ||
			    fail "$t --help: no line for '$want'"
		done <<<"$tab"
		got=$(grep -c -- '^  -[A-Za-z], --' <<<"$help")
		[ "$got" -eq "$n" ] || fail "$t --help: $got option lines, the table has $n"
	done
}

@test "house: a letter means the same in every tool, as the registry says" {
	dice --wordkit-completion=letters > registry
	[ -s registry ] || fail "no registry"
	for t in $(tools); do
		opt_table "$t" > tab || fail "$t has no option table"
		# The registry, then the tool's own letters, then its options.
		run awk -F '\t' -v t="$t" '
		    FNR == 1 { f++ }
		    f == 1 { names[$1] = $2; next }
		    f == 2 { if ($1 == "own") own[$2]; next }
		    $1 == "cmd" || $1 == "own" || !($1 in names) { next }
		    {
			mine = $1 in own
			if (index(" " names[$1] " ", " " substr($2, 3) " ")) {
				if (mine)
					print t ": " $1 " is " $2 ", as the registry says, yet is marked as its own meaning"
			} else if (!mine)
				print t ": " $1 " is " $2 ", but the registry says " $1 " is " names[$1] " (.own = 1 if the page says so)"
		    }' registry tab tab
		assert_output ''
	done
}

@test "house: the registry of letters names no tool, and its meanings are help lines" {
	registry=$(dice --wordkit-completion=letters)
	[ -n "$registry" ] || fail "no registry"
	for t in $(tools); do
		awk -F '\t' -v t="$t" '{ n = split($2 " " $3, w, /[ ,;:()]+/)
		    for (i = 1; i <= n; i++) if (w[i] == t) exit 1 }' <<<"$registry" ||
		    fail "the registry names $t: $(grep -w -- "$t" <<<"$registry")"
	done
	while IFS=$'\t' read -r short names meaning; do
		[ -n "$meaning" ] || fail "$short has no meaning"
		[ "${#meaning}" -le 50 ] || fail "$short: '$meaning' is too long for a help line"
	done <<<"$registry"
}

# usage_checks TOOL: what the usage of TOOL (its forms, "TOOL -h | -V"
# taken off, on stdin) fails to say of its option table (the file tab):
# one line a fault, in one awk (a process a check took minutes).
usage_checks() {
	awk -F '\t' -v t="$1" '
	# The option letters of form f into L (1 to n): "-x" and "-xyz".
	function letters(f,    n, m, w, i) {
		n = 0
		while (match(f, /(^|[ [(|])-[A-Za-z]+/)) {
			w = substr(f, RSTART, RLENGTH)
			f = substr(f, RSTART + RLENGTH)
			sub(/^[^-]*-/, "", w)
			for (i = 1; i <= length(w); i++)
				L[++n] = substr(w, i, 1)
		}
		return n
	}
	function among(c, list) { return (" " list " ") ~ (" " c " ") }
	NR == FNR {
		if ($1 == "cmd") { cmd[++ncmd] = $2; iscmd[$2] = 1 }
		else if ($1 != "own") {
			opt[++nopt] = $1; long[$1] = $2; arg[$1] = $3
			only[$1] = $5
		}
		next
	}
	{ form[++nform] = $0 }
	END {
		for (i = 1; i <= ncmd; i++) {
			got = 0
			for (j = 1; j <= nform; j++) {
				split(form[j], w, " ")
				if (w[1] == t && w[2] == cmd[i]) got = 1
			}
			if (!got) print t ": no usage line for " cmd[i]
		}
		for (j = 1; j <= nform; j++) {
			split(form[j], w, " ")
			c = w[2]
			if (ncmd > 0 && !(c in iscmd))
				print t ": usage line \x27" form[j] "\x27 is of no subcommand"
			n = letters(form[j])
			for (k = 1; k <= n; k++) {
				s = "-" L[k]
				if (!(s in long)) {
					print t ": usage line \x27" form[j] "\x27 names " s ", not in the table"
					continue
				}
				if (ncmd > 0 && only[s] != "-" && !among(c, only[s]))
					print t ": usage line \x27" form[j] "\x27 names " s ", but " long[s] " is for " only[s] " only"
			}
		}
		for (i = 1; i <= nopt; i++) {
			s = opt[i]
			if (s == "-h" || s == "-V") continue
			nc = ncmd > 0 ? ncmd : 1
			for (q = 1; q <= nc; q++) {
				c = ncmd > 0 ? cmd[q] : "-"
				if (c != "-" && only[s] != "-" && !among(c, only[s]))
					continue
				got = 0
				for (j = 1; j <= nform && !got; j++) {
					split(form[j], w, " ")
					if (c != "-" && w[2] != c) continue
					n = letters(form[j])
					for (k = 1; k <= n; k++)
						if ("-" L[k] == s) got = 1
				}
				if (!got)
					print t (c == "-" ? "" : c) ": the usage lacks " s " (" long[s] ")"
			}
			if (arg[s] == "-") continue
			re = "(^|[ [(|])" s "( " arg[s] "| [a-z][a-z-]*)([] )|]|$)"
			got = 0
			for (j = 1; j <= nform; j++)
				if (form[j] ~ re) got = 1
			if (!got)
				print t ": the usage never writes \x27" s " " arg[s] "\x27"
		}
	}' tab -
}

@test "house: the usage lists every option of the table, each where its subcommand takes it" {
	for t in $(tools); do
		opt_table "$t" > tab || fail "$t has no option table"
		[ -s tab ] || fail "$t has no option table"
		forms=$(usage_forms "$t") || fail "$t --help: no usage line first"
		[ -n "$forms" ] || fail "$t --help: no usage"
		last=$(tail -n 1 <<<"$forms")
		[ "$last" = "$t -h | -V" ] || fail "$t: the usage ends '$last', not '$t -h | -V'"
		faults=$(sed '$d' <<<"$forms" | usage_checks "$t")
		[ -z "$faults" ] || fail "$faults"
	done
}

@test "house: every tool answers --help on stdout and --version, exit 0" {
	for t in $(tools); do
		run "$t" --help
		assert_success
		assert_line --index 0 --partial "usage: $t"
		run "$t" --version
		assert_success
		assert_output --regexp "^$t \(wordkit\) "
	done
}

@test "house: --help, --version and the completions are each one write, so '| head -1' keeps exit 0" {
	# A second write after head -1 has quit dies of SIGPIPE: exit 141
	# under pipefail.  Each answer is one write, the biggest included.
	for t in $(tools); do
		printf '%s\n' "$t "{--help,--version,--wordkit-completion={bash,zsh,fish}}
	done > cmds
	printf 'bag count --help\nwords anagram --help\n' >> cmds
	run python3 "$TOP/tests/writes.py" < cmds
	assert_success
	assert_equal "${#lines[@]}" "$(wc -l < cmds)"
	split=$(awk '$1 != 1 || $3 != 0' <<<"$output")
	[ -z "$split" ] || fail "not one write, or not exit 0 (writes bytes status):
$split"
	big=$(sort -n -k2 <<<"$output" | tail -1)
	[ "$(cut -d' ' -f2 <<<"$big")" -gt 10000 ] || fail "no big answer: $big"
}

@test "house: every tool refuses an unknown option with exit 2, one line" {
	for t in $(tools); do
		run --separate-stderr "$t" --no-such-option
		assert_fails_cleanly 2
	done
}

@test "house: a long option is named as it was typed, with or without a value" {
	# Before: "--apply=1" was "unknown option '-a'", "--dict" with no
	# value "option '-d' needs a value": the short twin, never typed.
	run --separate-stderr steal-check --apply=1 place G 1,1
	assert_fails_cleanly 2
	assert_equal "$stderr" "steal-check: option '--apply' takes no value (see 'steal-check --help')"
	run --separate-stderr validate --gr=x
	assert_fails_cleanly 2
	assert_equal "$stderr" "validate: option '--grid' takes no value (see 'validate --help')"
	run --separate-stderr validate cat --dict
	assert_fails_cleanly 2
	assert_equal "$stderr" "validate: option '--dict' needs a value (see 'validate --help')"
	# The short ones as before.
	run --separate-stderr validate cat -d
	assert_equal "$stderr" "validate: option '-d' needs a value (see 'validate --help')"
	run --separate-stderr validate --quiet -xq
	assert_equal "$stderr" "validate: unknown option '-x' (see 'validate --help')"
	for t in $(tools); do
		run --separate-stderr "$t" --version=1
		assert_fails_cleanly 2
		assert_equal "$stderr" "$t: option '--version' takes no value (see '$t --help')"
	done
}

@test "house: a value given to a flag names the long option that takes none" {
	run --separate-stderr dice --until-doubles=1
	assert_fails_cleanly 2
	assert_equal "$stderr" "dice: option '--until-doubles' takes no value (see 'dice --help')"
	# An abbreviation is named in full, as getopt_long matched it.
	run --separate-stderr spinner --no-rep=x
	assert_equal "$status" 2
	assert_equal "$stderr" "spinner: option '--no-repeat' takes no value (see 'spinner --help')"
	for t in $(tools); do
		run --separate-stderr "$t" --help=1
		assert_fails_cleanly 2
		assert_equal "$stderr" "$t: option '--help' takes no value (see '$t --help')"
	done
	# A missing value is named as written too, the long name or the letter.
	run --separate-stderr dice --seed
	assert_equal "$stderr" "dice: option '--seed' needs a value (see 'dice --help')"
	run --separate-stderr dice -s
	assert_equal "$stderr" "dice: option '-s' needs a value (see 'dice --help')"
	# A letter clustered after a long flag is still a letter.
	run --separate-stderr dice --until-doubles -uz
	assert_equal "$stderr" "dice: unknown option '-z' (see 'dice --help')"
}

@test "house: every -s/--seed takes 0 to 2^53-1 and refuses more, so JSON keeps seeds exact" {
	for t in $(tools); do
		"$t" --help | grep -q -- '--seed' || continue
		run --separate-stderr "$t" -s 9007199254740992
		assert_equal "$status" 2
		assert_equal "$stderr" "$t: seed '9007199254740992' is out of range (0 to 9007199254740991) (see '$t --help')"
	done
	run bash -c 'bag new bananagrams -s 9007199254740991 -o json | jq .seed'
	assert_output 9007199254740991
}

# The build's own name for its folder, as make knew it when it built it
# (relative or not): the target of an object's dependency file.
build_as_made() {
	sed -n '1s|/obj/libcore/grid\.o:.*||p' "$BUILD/obj/libcore/grid.d"
}

# whatif FILE...: what "make all" would run were each FILE changed (make
# -W), the tree and the build left as they are.  The flags' record is
# taken as it is (-o), so that the answer is about what depends on FILE
# whatever flags the build was made with.
whatif() {
	local b w=()
	b=$(build_as_made)
	[ -n "$b" ] || fail "no dependency file $BUILD/obj/libcore/grid.d"
	for f; do w+=(-W "$f"); done
	env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL make -n --no-print-directory \
	    -C "$TOP" BUILD="$b" -o "$b/config" "${w[@]}" all
}

# compiled: the objects a make -n on stdin compiles, one a line, sorted.
compiled() {
	sed -n 's|.* -c -o [^ ]*/obj/\([^ ]*\)\.o .*|\1|p' | sort
}

# dictionaries: the dictionaries a make -n on stdin compiles, sorted.
dictionaries() {
	sed -n 's|.*words compile .* [^ ]*/share/wordkit/\([^ /]*\)\.wkd$|\1|p' | sort
}

@test "house: an up-to-date build has nothing to do" {
	run whatif
	assert_success
	assert_output "make: Nothing to be done for 'all'."
}

@test "house: a header's change recompiles the objects that include it, and no dictionary" {
	# Who includes grid.h, as the compiler sees it now: one cc for every
	# source, a rule each, its first prerequisite the source.
	want=$(cd "$TOP" && cc -MM -Ilibcore -Icmd/lib libcore/*.c cmd/lib/*.c cmd/*.c |
	    awk '{ rule = rule " " $0 } /\\$/ { next }
	        { gsub(/\\/, "", rule); n = split(rule, w, " ")
	          for (i = 3; i <= n; i++)
	              if (w[i] ~ /(^|\/)libcore\/grid\.h$/) {
	                  sub(/\.c$/, "", w[2]); print w[2]; break
	              }
	          rule = "" }' | sort)
	[ "$(wc -l <<<"$want")" -ge 10 ] || fail "grid.h is included by: $want"
	run whatif libcore/grid.h
	assert_success
	assert_equal "$(compiled <<<"$output")" "$want"
	assert_equal "$(dictionaries <<<"$output")" ""
	refute_output --partial ".wkd"
	# A source of libcore's no dictionary is compiled with: one object.
	run whatif libcore/solve.c
	assert_equal "$(compiled <<<"$output")" "libcore/solve"
	refute_output --partial ".wkd"
}

@test "house: the dictionary compiler's change remakes every dictionary, a language's file its own" {
	want=$(cd "$BUILD/share/wordkit" && ls *.wkd | sed 's/\.wkd$//' | grep -vx en | sort)
	[ "$(wc -l <<<"$want")" -ge 20 ] || fail "dictionaries built: $want"
	for f in libcore/dict_compile.c libcore/alphabet.h cmd/words.c; do
		run whatif "$f"
		assert_success
		assert_equal "$(dictionaries <<<"$output")" "$want"
	done
	run whatif libcore/dict_compile.c
	assert_equal "$(compiled <<<"$output")" "libcore/dict_compile"
	# A language's file is built into the tools too: its table, and no
	# other object, is compiled again.
	run whatif lang/de.yaml
	assert_equal "$(dictionaries <<<"$output")" "de"
	assert_equal "$(compiled <<<"$output")" "gen/langload_builtin"
	run whatif libcore/dict-novowel.txt
	assert_equal "$(dictionaries <<<"$output")" \
	    "$(grep -vxE 'de|es|fr|it|nl|pt' <<<"$want")"
	# alpha_english()'s code is English as data too (gen/alpha_en.c),
	# written again with the table when it changes.
	run whatif libcore/alphabet.c
	assert_equal "$(compiled <<<"$output" | tr '\n' ' ')" \
	    "gen/alpha_en gen/langload_builtin libcore/alphabet "
}

@test "house: a change of flags recompiles every object" {
	b=$(build_as_made)
	run env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL make -n --no-print-directory \
	    -C "$TOP" BUILD="$b" CFLAGS='-O0 -DWORDKIT_NOT_THESE_FLAGS' all
	assert_success
	# And the built-in languages' generator and the two files it
	# writes: their table and English as data.
	n=$(cd "$TOP" && ls libcore/*.c cmd/lib/*.c cmd/*.c lang/*.c | wc -l)
	assert_equal "$(compiled <<<"$output" | wc -l)" "$((n + 2))"
	assert_output --partial "/obj/gen/alpha_en.o "
}

# inst TARGET: make TARGET under DESTDIR=$PWD/dest, the build as it is.
inst() {
	env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL make -s -C "$TOP" \
	    BUILD="$BUILD" PREFIX=/usr DESTDIR="$PWD/dest" -o all "$1"
}

@test "house: make install puts completions/ where each shell looks, uninstall takes them away" {
	run inst install
	assert_success
	c=dest/usr/share
	for t in $(tools); do
		cmp "$TOP/completions/bash/$t" "$c/bash-completion/completions/$t"
		cmp "$TOP/completions/zsh/_$t" "$c/zsh/site-functions/_$t"
		cmp "$TOP/completions/fish/$t.fish" "$c/fish/vendor_completions.d/$t.fish"
	done
	assert_equal "$(find "$c/bash-completion" "$c/zsh" "$c/fish" -type f | wc -l)" \
	    "$(find "$TOP/completions" -type f | wc -l)"
	run inst uninstall
	assert_success
	assert_equal "$(find dest -type f)" ""
}

@test "house: make install's pages name the data folder it installed" {
	# Before: every page named /usr/local/share/wordkit, whatever PREFIX.
	run inst install
	assert_success
	m=dest/usr/share/man
	run grep -rl /usr/local/share/wordkit "$m"
	assert_output ""
	run grep -l '/usr/share/wordkit/lang/' "$m/man7/wordkit-languages.7"
	assert_success
	run grep -c '/usr/share/wordkit/\*\.wkd' "$m/man1/validate.1"
	assert_output 1
	cmp "$TOP/man/table.1" "$m/man1/table.1"
}

@test "house: the README's map names every top-level folder and file" {
	map=$(awk '/^## The house$/ { on = 1; next } on && /^```$/ { if (++f == 2) exit; next }
	    on && f == 1 && /^[^ ]/ { print $1 }' "$TOP/README.md")
	[ -n "$map" ] || fail "README.md has no map under '## The house'"
	if git -C "$TOP" rev-parse --is-inside-work-tree > /dev/null 2>&1; then
		have=$(git -C "$TOP" ls-files | sed 's|/.*|/|' | sort -u)
	else
		have=$(cd "$TOP" && ls -Ap | grep -vx '\.git/\|build/')
	fi
	for f in $have; do
		grep -qxF -- "$f" <<<"$map" || grep -qxF -- "${f%/}/run" <<<"$map" ||
		    fail "README.md's map does not name $f"
	done
	for f in $map; do
		[ -e "$TOP/$f" ] || [ "$f" = build/ ] || fail "README.md's map names $f, which is not there"
	done
}
