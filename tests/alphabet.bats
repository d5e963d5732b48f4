#!/usr/bin/env bats
# The alphabets: libcore/alphabet.h's promises and the languages in lang/
# (wordkit-languages(7)).
bats_require_minimum_version 1.5.0
load test_helper

@test "alphabet: decoding, folding, bad UTF-8, 32 letters, and every language's tiles" {
	run --separate-stderr "$BUILD/tests/check-alphabet" "$TOP/lang"
	assert_success
	assert_output 'ok: 7 languages load, fold and round-trip as their page says'
}

@test "alphabet: the build puts every language where the tools look" {
	for f in "$TOP"/lang/*.yaml; do
		cmp "$f" "$BUILD/share/wordkit/lang/${f##*/}" ||
		    fail "build/share/wordkit/lang/${f##*/} is not lang/${f##*/}"
	done
	[ "$(ls "$TOP"/lang/*.yaml | wc -l)" -eq 7 ]
}
