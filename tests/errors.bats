#!/usr/bin/env bats
# Exit 2, as a program sees it: every tool's error is one line on stderr
# and, asked for -o yaml or -o json, also one document on stdout naming its
# class (usage, input, io, memory), its message and its place
# (wordkit-json(7), cmd/lib/fail.h).
bats_require_minimum_version 1.5.0
load test_helper

@test "errors: a usage error under -o json is a usage document, in every tool that takes -o" {
	for t in $(tools); do
		"$t" --wordkit-completion=table | grep -q $'\t--output\t' || continue
		run --separate-stderr "$t" -o json --no-such-option
		keep_error_doc usage
		[[ $output == *'"message": "unknown option '"'"'--no-such-option'"'"'"'* ]] ||
		    fail "$t: $output"
	done
	assert_kept_error_docs
}

@test "errors: a usage error before the -o that asks for a document still gets it" {
	# Before: the parse stopped at --no-such-option, before -o json, and
	# the program that asked for a document read none.
	for t in $(tools); do
		"$t" --wordkit-completion=table | grep -q $'\t--output\t' || continue
		for o in '-o json' '--output=json' '--out=json' '-o yaml' '-qo json'; do
			[[ $o != -q* ]] || "$t" --wordkit-completion=table | grep -q $'^-q\t' || continue
			# shellcheck disable=SC2086
			run --separate-stderr "$t" --no-such-option $o
			keep_error_doc usage
		done
	done
	run --separate-stderr validate -m 0 -o json cat
	keep_error_doc usage
	# A value refused as it is read: a seed, a language, a time.
	run --separate-stderr bag new bananagrams -s 18446744073709551615 -o json
	keep_error_doc usage
	run --separate-stderr bag new bananagrams -s abc -o yaml
	keep_error_doc usage
	run --separate-stderr bot bananagrams -s abc -o json
	keep_error_doc usage
	run --separate-stderr spinner -u -s abc -o json
	keep_error_doc usage
	run --separate-stderr solve -t abc -o json AB
	keep_error_doc usage
	for t in "bag new bananagrams" deal validate solve table; do
		# shellcheck disable=SC2086
		run --separate-stderr $t -l xx -o json
		[ "$status" = 2 ] || fail "$t -l xx: $status"
		[ -n "$output" ] || fail "$t -l xx: no document"
		jq -e '.error.class' <<< "$output" > /dev/null || fail "$t: $output"
	done
	assert_kept_error_docs
	# A value of another option is no -o, and -o text asks for none.
	run --separate-stderr validate --no-such-option -o text
	assert_fails_cleanly 2
	run --separate-stderr validate --no-such-option -d -o json
	assert_fails_cleanly 2
}

@test "errors: malformed input is an input document with its file, line and column" {
	run --separate-stderr bash -c 'printf "game: [\n" | bag count -o json'
	assert_error_doc input
	printf '%s\n' "$output" | jq -e '.error | .file == "<stdin>" and .line == 2 and .col == 1' > /dev/null ||
	    fail "$output"
	printf 'game: "bananagrams"\nbag: 7\n' > g.yaml
	run --separate-stderr bag count -f g.yaml -o yaml
	assert_error_doc input
	[[ $output == *'file: "g.yaml"'* ]] || fail "$output"
}

@test "errors: a file that cannot be opened is an io document" {
	run --separate-stderr bag count -f missing.yaml -o json
	assert_error_doc io
	assert_equal "$stderr" "bag: cannot open 'missing.yaml': No such file or directory"
	run --separate-stderr validate -d ./no-such-list.txt -o json cat
	assert_error_doc io
}

@test "errors: memory run out is a memory document" {
	# A sanitizer's runtime needs more address space than the limit gives.
	grep -q __asan_init "$BUILD/bin/solve" && skip "the build is sanitized"
	tiles=$(printf 'AEIOURSTLN%.0s' $(seq 20))
	run --separate-stderr prlimit --as=3000000 solve -o json "$tiles"
	assert_error_doc memory
	assert_equal "$stderr" "solve: out of memory"
}

@test "errors: without -o yaml or json, or with -o text, stdout stays empty" {
	run --separate-stderr bag count -f missing.yaml
	assert_fails_cleanly 2
	run --separate-stderr validate -o text -d ./no-such-list.txt cat
	assert_fails_cleanly 2
	run --separate-stderr bash -c 'printf "game: [\n" | bag count'
	assert_fails_cleanly 2
}

@test "errors: the usage document leaves out where to read more" {
	run --separate-stderr words -o json match
	assert_error_doc usage
	[[ $stderr == *"(see 'words --help')" ]] || fail "$stderr"
	[[ $output != *"--help"* ]] || fail "$output"
}

@test "errors: a tool handed another's error document says whose error it is" {
	run --separate-stderr bash -c 'bag new nonesuch -s 1 -o json 2>/dev/null | deal -p 2'
	assert_fails_cleanly 2
	assert_equal "$stderr" "deal: <stdin>: not a state but an error of bag: unknown game 'nonesuch' (bananagrams, bananagrams-wild, shenanigrams, typeset, shapemash)"
	run --separate-stderr bash -c 'bag count -f missing.yaml -o yaml 2>/dev/null | steal-check --find'
	assert_fails_cleanly 2
	[[ $stderr == "steal-check: <stdin>: not a state but an error of bag: cannot open"* ]] || fail "$stderr"
}

@test "errors: a test that keeps error documents checks them before it ends" {
	# keep_error_doc leaves a document for assert_kept_error_docs: a
	# test that never asks would pass with them unread.  The calls are
	# those that begin a line.
	unchecked() {
		awk '/^@test / { if (k > c) print t; t = $0; k = c = 0 }
		    /^[\t ]*keep_error_doc / { k = NR }
		    /^[\t ]*assert_kept_error_docs/ { c = NR }
		    END { if (k > c) print t }' "$@"
	}
	run unchecked "$TOP"/tests/*.bats
	assert_success
	assert_output ''
	# And it finds one that does not.
	printf '@test "t" {\n\tkeep_error_doc usage\n}\n' > t.bats
	run unchecked t.bats
	assert_output '@test "t" {'
}
