#!/usr/bin/env bats
# words: the dictionary's queries and compiling word lists.
bats_require_minimum_version 1.5.0
load test_helper

setup() {
	cd "$BATS_TEST_TMPDIR" || return 1
	export XDG_CACHE_HOME="$BATS_TEST_TMPDIR/cache"
	cp "$TOP/tests/data/words.txt" list.txt
	words compile list.txt list.wkd 2>/dev/null
}

@test "words --help prints the usage on stdout and exits 0" {
	run words --help
	assert_success
	assert_line --index 0 --partial 'usage: words anagram'
}

@test "words: no command, an unknown command or option is exit 2" {
	run --separate-stderr words
	assert_fails_cleanly 2
	run --separate-stderr words frob
	assert_fails_cleanly 2
	assert_equal "$stderr" "words: unknown command 'frob' (see 'words --help')"
	run --separate-stderr words anagarm
	assert_fails_cleanly 2
	assert_equal "$stderr" "words: unknown command 'anagarm' (did you mean 'anagram'?) (see 'words --help')"
	run --separate-stderr words info --frob
	assert_fails_cleanly 2
}

@test "words compile: only lowercase letter lines are words" {
	run --separate-stderr words compile list.txt out.wkd
	assert_success
	assert_equal "$stderr" ""
	run script -qec 'words compile list.txt out.wkd' /dev/null
	assert_output --partial "words: $(wc -c < out.wkd) bytes, words kept: 27, lines skipped: 5"
	run words info -d ./out.wkd
	assert_line --index 0 'words 27'
	assert_line --index 3 'longest 7'
}

@test "words: a leading byte order mark is no part of a list's first word" {
	printf '\xef\xbb\xbfcat\ndog\n' > bom.txt
	run --separate-stderr words compile bom.txt bom.wkd
	assert_success
	run words match -d ./bom.wkd '*'
	assert_output "$(printf 'CAT\nDOG')"
	run words match -d ./bom.txt '*'
	assert_output "$(printf 'CAT\nDOG')"
}

@test "words: proper nouns, abbreviations, apostrophes, hyphens and accents are not words" {
	for w in paris Paris nasa NASA "don't" dont well-known wellknown café cafe; do
		run words infix -q -d ./list.wkd "$w"
		assert_failure 1
	done
	run validate -d ./list.wkd Cat CAT cat
	assert_success
}

@test "words anagram: every word from the tiles, each tile once" {
	run words anagram -d ./list.wkd TACS
	assert_success
	assert_output "$(printf 'ACT\nAT\nCAT\nCATS')"
	run words anagram -d ./list.wkd TACS --all
	assert_output CATS
	run words anagram -d ./list.wkd TACS -m 3 -c
	assert_output 3
}

@test "words anagram: exactly the words a hand's tiles spell, as a count of each word's letters says" {
	# Hands that lack letters, repeat them, or hold wilds: the search
	# leaves a list only when no word below it can be spelt (its need
	# word), so none may be lost, in English or German.  The walk differs
	# by hand: by counts up to 32 tiles, by index words past them (40
	# tiles), over every letter (an alphabet and more).
	words match '*' > en.txt
	words match -d de '*' > de.txt
	hands="TIRCIUEONAKUPIISEAPIM YVMJAVIYPQBORNODRAEEE JQXZAEIOU EEEEEEEEEEEEEEEESS TIRCIUEONAKUPIISEA?? XYZ??"
	hands="$hands WLTUIVBOOOEASREDURIGRIMGUSGFREEJCLOFPDRE ABCDEFGHIJKLMNOPQRSTUVWXYZEASTR"
	for h in $hands; do
		words anagram "$h" > "en-$h.out" || true
		words anagram -d de "$h" > "de-$h.out" || true
	done
	# and German's own letters
	hands="$hands ÜBERSTRÖMÄ?"
	words anagram -d de ÜBERSTRÖMÄ? > de-ÜBERSTRÖMÄ?.out
	run python3 - $hands <<'EOF2'
import collections, re, sys
for lang in ("en", "de"):
    text = open(lang + ".txt", encoding="utf-8").read()
    for h in sys.argv[1:]:
        if lang == "en" and not h.isascii():
            continue
        have = collections.Counter(h.replace("?", ""))
        wild = h.count("?")
        # The words of at most `wild` letters outside the hand's, then
        # each counted.
        ls = "".join(sorted(have))
        pat = "^(?:[%s]*[^%s\\n]){0,%d}[%s]*$" % (ls, ls, wild, ls)
        want = [w for w in re.findall(pat, text, re.M) if w
                and sum(max(0, n - have[l]) for l, n in
                       collections.Counter(w).items()) <= wild]
        got = open("%s-%s.out" % (lang, h),
                   encoding="utf-8").read().upper().split()
        if got != want or not want:
            print(lang, h, len(got), len(want),
                  sorted(set(want) ^ set(got))[:5])
EOF2
	assert_success
	assert_output ""
}

@test "words anagram: a wild tile is any letter, shown in lowercase" {
	run words anagram -d ./list.wkd 'DO?' -m 3
	assert_success
	assert_output "$(printf 'DOg\ngOD\nOlD')"
	run --separate-stderr words anagram -d ./list.wkd 'ZZ??' -a
	assert_output ""
	assert_failure 1
	assert_equal "$stderr" "words: no word uses every tile of 'ZZ??' (rule: no-anagram)"
	run words anagram -d ./list.wkd '??' -a
	assert_output "$(printf 'aa\nat\nza')"
}

@test "words anagram: a real tile is used before a wild" {
	run words anagram -d ./list.wkd 'CAT?' -a
	assert_output "$(printf 'CATs')"
}

@test "words match: ? and . are one letter, * any run" {
	run words match -d ./list.wkd 'c?t'
	assert_output CAT
	run words match -d ./list.wkd '.o.d'
	assert_output "$(printf 'GOLD\nSOLD')"
	run words match -d ./list.wkd '*o*d'
	assert_output "$(printf 'GOD\nGOLD\nOLD\nSOLD\nSOLID')"
	run words match -d ./list.wkd '*' -c
	assert_output 27
	run --separate-stderr words match -d ./list.wkd 'xyz*'
	assert_failure 1
	assert_output ""
	assert_equal "$stderr" "words: no word matches 'xyz*' (rule: no-match)"
	run --separate-stderr words match -q -d ./list.wkd 'xyz*'
	assert_failure 1
	assert_equal "$stderr" ""
	run --separate-stderr words match -d ./list.wkd 'c-t'
	assert_fails_cleanly 2
}

@test "words prefix: some word starts with it" {
	run words prefix -d ./list.wkd wor work worki ico
	assert_success
	run --separate-stderr words prefix -d ./list.wkd orki old xyz
	assert_failure 1
	assert_output "$(printf 'orki\nxyz')"
	assert_equal "$stderr" "words: 2 of 3 are the start of no word (rule: not-a-prefix)"
}

@test "words prefix, infix: a few letters asked give the answers many do" {
	# Up to 16 read a built-in dictionary a list at a time, more map it.
	for d in standard de; do
		words -d "$d" match '*' | awk 'NR % 2999 == 5 && /^[A-Z]+$/ {
			print substr($0, 1, 4); print substr($0, 2, 4)
			print substr($0, 2, 4) "q" }' > "p.$d"
		for cmd in prefix infix; do
			for n in 16 17; do
				rc=0
				xargs -n "$n" words "$cmd" -d "$d" < "p.$d" \
				    > "$cmd.$n" 2> /dev/null || rc=$?
				assert_equal "$rc" 123
			done
			assert_equal "$(cat "$cmd.16")" "$(cat "$cmd.17")"
			[ "$(wc -l < "$cmd.16")" -gt 5 ]
			[ "$(wc -l < "$cmd.16")" -lt "$(($(wc -l < "p.$d") - 5))" ]
		done
	done
}

@test "words infix: it occurs inside some word (Shenanigrams' working towards a word)" {
	run words infix -d ./list.wkd orki rkin coni ol oli
	assert_success
	run --separate-stderr words infix -d ./list.wkd kro muc
	assert_failure 1
	assert_output "$(printf 'kro\nmuc')"
	assert_equal "$stderr" "words: 2 of 2 are in no word (rule: not-an-infix)"
	run --separate-stderr words infix -d ./list.wkd coni muc
	assert_equal "$stderr" "words: 1 of 2 is in no word (rule: not-an-infix)"
	run --separate-stderr words infix -q -d ./list.wkd kro
	assert_failure 1
	assert_output ""
	assert_equal "$stderr" ""
}

@test "words infix: a word's end in A is in it, though nothing follows" {
	printf 'all\nivy\nvia\n' > w.txt
	run words infix -d ./w.txt IA VIA LL
	assert_success
	# The built-in list's 746 such ends were told "in no word".
	run words infix UYA KAA TKA SADA ERMATA
	assert_success
	run words infix -d ./w.txt AI
	assert_failure 1
	# A lone A that ends a word and starts none, asked of the root's list
	# a list at a time and mapped (more than 16 asked).
	printf 'ba\n' > a.txt
	run words infix -d ./a.txt A B BA
	assert_success
	run --separate-stderr words infix -d ./a.txt A B C D E F G H I J K L M N O P Q R
	assert_failure 1
	assert_equal "$(tr '\n' ' ' <<<"$output")" "C D E F G H I J K L M N O P Q R "
}

@test "words -o json: a list for jq" {
	run words anagram -d ./list.wkd TAC -o json
	assert_output "$(printf '[\n  "ACT",\n  "AT",\n  "CAT"\n]')"
}

@test "words -o yaml: the same data as -o json, a word a line as found" {
	# Refused before, though every tool that takes -o answers both.
	run words anagram -d ./list.wkd TAC -o yaml
	assert_success
	assert_output "$(printf -- '- "ACT"\n- "AT"\n- "CAT"')"
	local c f
	for c in "anagram TAC" "anagram -c TAC" "match c*" "info" "anagram QQX" "info -a"; do
		[[ $c == "info -a" ]] && f= || f="-d ./list.wkd"
		# shellcheck disable=SC2086
		words $c $f -o json > a.json || true
		# shellcheck disable=SC2086
		words $c $f -o yaml > a.yaml || true
		python3 -c 'import json, sys, yaml
j = json.load(open("a.json")); y = yaml.safe_load(open("a.yaml"))
assert j == y, (j, y)' || fail "words $c: yaml and json differ"
	done
	run --separate-stderr words prefix ca -o yaml
	keep_error_doc usage
	assert_kept_error_docs
}

@test "words -o json: no word found is the verdict, naming its rule" {
	run --separate-stderr words anagram -d ./list.wkd QQX -o json
	assert_no_doc no-anagram
	assert_equal "$stderr" "words: no word from the tiles 'QQX' (rule: no-anagram)"
	run --separate-stderr words anagram -d ./list.wkd TAC -m 4 -o json
	assert_no_doc no-anagram
	assert_equal "$stderr" "words: no word of 4 letters or more from the tiles 'TAC' (rule: no-anagram)"
	run --separate-stderr words match -d ./list.wkd 'x*' -o json
	assert_no_doc no-match
	# with -c the count is in it: 0
	run --separate-stderr words match -d ./list.wkd 'x*' -c -o json
	assert_no_doc no-match
	assert_line '  "total": 0,'
	# and without -o, -c still prints the count
	run --separate-stderr words match -d ./list.wkd 'x*' -c
	assert_failure 1
	assert_output 0
}

@test "words -d LIST: a word list is compiled on first use, cached, and refreshed when it changes" {
	run words match -d list.txt 'c*'
	assert_output "$(printf 'CAT\nCATS')"
	[ "$(ls cache/wordkit | wc -l)" -eq 1 ]
	printf 'cot\n' >> list.txt
	touch -d '+1 minute' list.txt
	run words match -d list.txt 'c*'
	assert_output "$(printf 'CAT\nCATS\nCOT')"
	WORDKIT_DICT="$PWD/list.txt" run words match 'co*'
	assert_output COT
}

@test "words: an all-capitals list (as Scrabble lists are) is read as words" {
	printf 'CAT\nDOG\nDON\x27T\n' > caps.txt
	run words match -d ./caps.txt '*'
	assert_output "$(printf 'CAT\nDOG')"
	# A title, or a name, is no line of small letters: still capitals.
	printf 'Collins Scrabble Words (2019)\nAA\nAAH\nZAX\nCat\n' > csw.txt
	run words match -d ./csw.txt '*'
	assert_output "$(printf 'AA\nAAH\nZAX')"
	# One line of small letters makes it a list of small letters.
	printf 'CAT\ndog\n' > mixed.txt
	run words match -d ./mixed.txt '*'
	assert_output DOG
}

@test "words: built-in dictionaries; large adds za, qat, zax" {
	for w in za qat zax; do
		run validate "$w"
		assert_failure 1
		run validate -d large "$w"
		assert_success
	done
	run words info -d small
	assert_line --index 0 'words 61460'
	run words info
	assert_line --index 0 'words 111549'
	run words info -d large
	assert_line --index 0 'words 242790'
}

@test "words: an unknown dictionary or a damaged file is exit 2" {
	run --separate-stderr words info -d nosuch
	assert_fails_cleanly 2
	assert_equal "$stderr" "words: unknown dictionary 'nosuch': not a built-in one ('words info --all' lists them) nor a file"
	head -c 100 list.wkd > bad.wkd
	run --separate-stderr words info -d ./bad.wkd
	assert_fails_cleanly 2
	printf 'Paris\nNew York\n' > none.txt
	run --separate-stderr words compile none.txt none.wkd
	assert_fails_cleanly 2
	printf 'Paris\nnasa\nNASA\n' > none.txt
	run --separate-stderr words compile none.txt none.wkd
	assert_success
}

@test "words compile: OUT is replaced only when it is a compiled dictionary, or with --force" {
	bag new bananagrams -s 1 | deal -N ann,bob > game.yaml
	cp game.yaml before.yaml
	run --separate-stderr words compile list.txt game.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "words: game.yaml: the file is not a compiled dictionary: 'words compile' replaces it only with --force"
	cmp game.yaml before.yaml
	# a word list given as OUT is no dictionary either: it is kept
	cp list.txt mine.txt
	run --separate-stderr words compile list.txt mine.txt
	assert_fails_cleanly 2
	cmp mine.txt list.txt
	# a compiled dictionary, even of other words, is replaced as always
	printf 'cat\n' > cat.txt
	words compile cat.txt old.wkd
	run --separate-stderr words compile list.txt old.wkd
	assert_success
	cmp old.wkd list.wkd
	# and so are a missing and an empty OUT
	: > empty.wkd
	words compile list.txt empty.wkd
	words compile list.txt new.wkd
	cmp empty.wkd list.wkd
	cmp new.wkd list.wkd
	# forced, anything is replaced
	run --separate-stderr words compile -F list.txt game.yaml
	assert_success
	cmp game.yaml list.wkd
}

@test "words compile: refuses to write binary to a terminal, writes to a pipe" {
	run bash -c 'words compile list.txt 2>/dev/null | wc -c'
	assert_output "$(wc -c < list.wkd)"
	run script -qec 'words compile list.txt' /dev/null
	assert_failure 2
}

@test "words compile LIST -: '-' is the standard output; the summary only at a terminal" {
	run --separate-stderr bash -c 'words compile list.txt - | cmp - list.wkd'
	assert_success
	assert_equal "$stderr" ""
	[ ! -e ./- ]
	run script -qec 'words compile list.txt -' /dev/null
	assert_failure 2
	[ ! -e ./- ]
	run script -qec 'words compile list.txt - > out.wkd' /dev/null
	assert_success
	assert_output --partial "words: $(wc -c < list.wkd) bytes, words kept: 27, lines skipped: 5"
	cmp out.wkd list.wkd
	# One word and one line skipped read right: before, a translated
	# line built an English plural, "%zu word%s (%zu line%s skipped)".
	printf 'cat\nDog\n' > one.txt
	run script -qec 'words compile one.txt - > one.wkd' /dev/null
	assert_success
	assert_output --partial "words: $(wc -c < one.wkd) bytes, words kept: 1, lines skipped: 1"
}

@test "words compile - OUT: a closed standard input is said as every tool says it" {
	# OUT's folder, opened first, took descriptor 0: "cannot read '-':
	# Is a directory".
	run --separate-stderr bash -c 'words compile - out.wkd <&-'
	assert_fails_cleanly 2
	assert_equal "$stderr" "words: cannot read '<stdin>': Bad file descriptor"
	[ ! -e out.wkd ]
	run --separate-stderr bash -c 'words compile - - <&- | wc -c'
	assert_equal "$stderr" "words: cannot read '<stdin>': Bad file descriptor"
	assert_output 0
}

@test "words: output to a full disk is exit 2" {
	run bash -c 'words match -d ./list.wkd "*" > /dev/full'
	assert_failure 2
}

@test "words: an option another command takes is a usage error, not ignored" {
	run --separate-stderr words prefix -m 3 qu
	assert_fails_cleanly 2
	assert_equal "$stderr" "words: 'words prefix' takes no -m (--min-length is for anagram only) (see 'words --help')"
	run --separate-stderr words match -a 'c?t'
	assert_fails_cleanly 2
	assert_equal "$stderr" "words: 'words match' takes no -a (--all is for anagram info only) (see 'words --help')"
}

@test "words -d LANG,-LIST: a house list is read in the language of the dictionary it amends" {
	# words has no -l but for compile: a list of accented words could
	# never take them away.
	printf 'élève\n' > banned.txt
	run words -d fr match 'él?ve'
	assert_line ELEVE
	run words -d fr,-banned.txt match 'él?ve'
	assert_success
	refute_line ELEVE
	assert_line ELAVE
}
