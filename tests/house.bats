#!/usr/bin/env bats
# The house rules: every tool has its man page, its bats file, completions
# for bash, zsh and fish that know every long option, and a README section.
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

@test "house: completions for bash, zsh and fish know every --long option in --help" {
	for t in $(tools); do
		for f in "completions/bash/$t" "completions/zsh/_$t" "completions/fish/$t.fish"; do
			[ -f "$BUILD/$f" ] || fail "no $f"
		done
		for opt in $("$t" --help | grep -o -- '--[a-z][a-z-]*' | sort -u); do
			for f in "completions/bash/$t" "completions/zsh/_$t" "completions/fish/$t.fish"; do
				if [[ $f == *.fish ]]; then
					grep -q -- "-l ${opt#--}\b" "$BUILD/$f" || grep -q -- "$opt" "$BUILD/$f" || fail "$f lacks $opt"
				else
					grep -q -- "$opt" "$BUILD/$f" || fail "$f lacks $opt"
				fi
			done
		done
	done
}

@test "house: bash completion files are valid bash and complete options" {
	for t in $(tools); do
		bash -n "$BUILD/completions/bash/$t" || fail "completions/bash/$t"
		run bash -c "source '$BUILD/completions/bash/$t'; COMP_WORDS=($t --he); COMP_CWORD=1; complete -p $t >/dev/null && \$(complete -p $t | sed 's/.*-F \\([^ ]*\\).*/\\1/') && printf '%s\n' \"\${COMPREPLY[@]}\""
		assert_success
		assert_line -- '--help'
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
