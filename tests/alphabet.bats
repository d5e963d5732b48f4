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

@test "alphabet: every shipped language is built into the tools as its file reads" {
	run --separate-stderr "$BUILD/tests/check-langload" "$TOP/lang"
	assert_success
	assert_output 'ok: 6 languages built in as their files read'
}

@test "alphabet: a tool plays a built-in language with no lang/ in its data" {
	# A copy of bag, its data beside it holding no lang/.
	mkdir -p bin share/wordkit
	cp "$BUILD/bin/bag" bin/bag
	want=$(bag new bananagrams --lang de -s 2 -o text)
	run --separate-stderr env WORDKIT_DATADIR= bin/bag new bananagrams \
	    --lang de -s 2 -o text
	assert_success
	assert_output "$want"
	run --separate-stderr env WORDKIT_DATADIR= bin/bag new bananagrams \
	    --lang xx
	assert_equal "$status" 2
	assert_equal "$stderr" "bag: unknown language 'xx': not one of en, de, es, fr, it, nl, pt (wordkit-languages(7)); an alphabet of one's own is given with --lang FILE"
}

# list_decodes CODE LIST LINES REFUSED: every line of Debian's LIST decodes
# with alphabet CODE but REFUSED, which hold a character that is no letter.
list_decodes() {
	run --separate-stderr "$BUILD/tests/check-alphabet" "$TOP/lang" "$1" \
	    "/usr/share/dict/$2"
	assert_success
	assert_output "$1: $3 lines, $(($3 - $4)) decoded, $4 not letters, 0 bad"
}

@test "alphabet: every word of the French, German, Spanish, Italian and Portuguese lists decodes" {
	list_decodes fr french 346205 0
	list_decodes de ngerman 356010 0
	list_decodes es spanish 86016 0
	list_decodes it italian 116758 0
	list_decodes pt portuguese 431384 0
}

@test "alphabet: the Dutch list's only refusals are its 39 lines with ² ³ ₂ or €" {
	list_decodes nl dutch 413288 39
	run grep -cF -e '²' -e '³' -e '₂' -e '€' /usr/share/dict/dutch
	assert_output 39
}
