#!/usr/bin/env bats
# The house rules: every tool has its bats file and a README section, and
# its --help and its bash, zsh and fish completions follow its option
# table (see cmd/lib/opt.h).
bats_require_minimum_version 1.5.0
load test_helper

tools() {
	for src in "$TOP"/cmd/*.c; do basename "$src" .c; done
}

@test "house: every tool has a bats file and a README mention" {
	for t in $(tools); do
		[ -f "$TOP/tests/$t.bats" ] || fail "no tests/$t.bats"
		grep -q "\`$t\`\|^## .*$t" "$TOP/README.md" || fail "README.md does not mention $t"
	done
}

# table TOOL: the tool's option table, as its hidden
# --wordkit-completion=table prints it (cmd lines, then option lines).
table() {
	"$1" --wordkit-completion=table 2>/dev/null
}

# complete_bash TOOL WANT: whether the generated bash script of TOOL offers
# what each line of the file WANT says, all asked of one bash.  A line of
# WANT is "WORDS<TAB>OFFER<TAB>MESSAGE", WORDS the words after the tool's
# name, each ended by a \x1f (the last, being completed, may be empty):
# with COMP_WORDS and COMP_CWORD as bash sets them, OFFER must be among
# what the script offers, or MESSAGE is printed.  Exits 1 if any is.
complete_bash() {
	cut -f1 "$2" | bash -c 'source "$1"
		n=0
		while IFS=$3 read -ra q; do
			COMP_WORDS=("$2" "${q[@]}")
			COMP_CWORD=${#q[@]}
			"_${2//-/_}"
			n=$((n + 1))
			for r in "${COMPREPLY[@]}"; do
				printf "%s\t%s\n" "$n" "$r"
			done
		done' _ "$BUILD/completions/bash/$1" "$1" $'\x1f' > got
	awk -F '\t' 'NR == FNR { offered[$1 "\t" $2]; next }
	    !((FNR "\t" $2) in offered) { print $3; bad = 1 }
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

@test "house: every generated completion script is valid bash, zsh and fish" {
	for t in $(tools); do
		bash -n "$BUILD/completions/bash/$t" || fail "bash: $t"
		zsh -n "$BUILD/completions/zsh/_$t" || fail "zsh: $t"
		fish -n "$BUILD/completions/fish/$t.fish" || fail "fish: $t"
	done
}

@test "house: bash completes every option, the subcommands and the choices" {
	for t in $(tools); do
		tab=$(table "$t") || fail "$t has no option table"
		cmds=$(awk -F '\t' '$1 == "cmd" { print $2 }' <<<"$tab")
		first=$(printf '%s\n' $cmds | head -n 1)
		: > want
		for c in $cmds; do
			want "$c" "$t: subcommand $c not offered first" ''
		done
		while IFS=$'\t' read -r short long arg kind only choices; do
			[[ $short == cmd ]] && continue
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

@test "house: zsh and fish completions name every option of the table" {
	for t in $(tools); do
		tab=$(table "$t") || fail "$t has no option table"
		while IFS=$'\t' read -r short long arg kind only choices; do
			[[ $short == cmd ]] && continue
			grep -q -- "{$short[+]\{0,1\},$long[=]\{0,1\}}" "$BUILD/completions/zsh/_$t" ||
			    fail "zsh: $t lacks $short, $long"
			grep -q -- "^complete -c $t -s ${short#-} -l ${long#--} " "$BUILD/completions/fish/$t.fish" ||
			    fail "fish: $t lacks $short, $long"
		done <<<"$tab"
	done
}

@test "house: --help lists every option of the table, and nothing else" {
	for t in $(tools); do
		tab=$(table "$t") || fail "$t has no option table"
		help=$("$t" --help)
		n=0
		while IFS=$'\t' read -r short long arg kind only choices; do
			[[ $short == cmd ]] && continue
			n=$((n + 1))
			want="  $short, $long"
			[[ $arg != - ]] && want="$want $arg"
			grep -qx -- "$want  .*" <<<"$help" ||
			    fail "$t --help: no line for '$want'"
		done <<<"$tab"
		got=$(grep -c -- '^  -[A-Za-z], --' <<<"$help")
		[ "$got" -eq "$n" ] || fail "$t --help: $got option lines, the table has $n"
	done
}

@test "house: a letter means the same in every tool, as the registry says" {
	registry=$(dice --wordkit-completion=letters)
	for t in $(tools); do
		tab=$(table "$t") || fail "$t has no option table"
		while IFS=$'\t' read -r short long arg kind only choices; do
			[[ $short == cmd ]] && continue
			line=$(awk -F '\t' -v s="$short" '$1 == s' <<<"$registry")
			[ -n "$line" ] || continue
			IFS=$'\t' read -r _ names except _ <<<"$line"
			[[ " $names " == *" ${long#--} "* ]] && continue
			[[ " $except " == *" $t "* ]] && continue
			fail "$t: $short is $long, but the registry says $short is $names"
		done <<<"$tab"
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

@test "house: every tool refuses an unknown option with exit 2, one line" {
	for t in $(tools); do
		run --separate-stderr "$t" --no-such-option
		assert_equal "$status" 2
		assert_equal "$output" ""
		assert_equal "$(printf '%s\n' "$stderr" | wc -l)" 1
	done
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
