#!/usr/bin/env bats
# validate: words, Bananagrams grids, Shenanigrams boards.
bats_require_minimum_version 1.5.0
load test_helper

setup() {
	cd "$BATS_TEST_TMPDIR" || return 1
	export XDG_CACHE_HOME="$BATS_TEST_TMPDIR/cache"
	words compile "$TOP/tests/data/words.txt" list.wkd 2>/dev/null
	export WORDKIT_DICT="$PWD/list.wkd"
}

@test "validate --help prints the usage on stdout and exits 0" {
	run validate --help
	assert_success
	assert_line --index 0 --partial 'usage: validate'
}

@test "validate: a bad option is exit 2, one line" {
	run --separate-stderr validate --frob
	assert_fails_cleanly 2
	run --separate-stderr validate -m 1 --grid
	assert_fails_cleanly 2
}

@test "validate WORD...: prints the words that are not words; exit 1 if any" {
	run validate cat DOG Gold
	assert_success
	assert_output ""
	run --separate-stderr validate cat xqz dog qq
	assert_failure 1
	assert_output "$(printf 'xqz\nqq')"
	assert_equal "$stderr" "validate: 2 of 4 words are not words (rule: not-a-word)"
	run --separate-stderr validate -q cat xqz
	assert_failure 1
	assert_output ""
	assert_equal "$stderr" ""
}

@test "validate WORD...: an empty or blank argument is not a word" {
	run --separate-stderr validate cat ""
	assert_failure 1
	assert_equal "$stderr" "validate: 1 of 2 words is not a word (rule: not-a-word)"
	# Printed as it was given: an empty line.
	run bash -c "validate cat '' 2> /dev/null | od -An -c"
	assert_output --regexp '^ +\\n$'
	run --separate-stderr validate "  "
	assert_failure 1
	run bash -c "validate -o json '' 2> /dev/null | jq -c .not_words"
	assert_output '[""]'
	# On the standard input a blank line is no word: skipped.
	run bash -c "printf 'cat\n\n  \ndog\n' | validate"
	assert_success
}

@test "validate WORD...: a few words are judged as the same words on stdin" {
	# Up to 16 arguments read a built-in dictionary a list at a time,
	# more are judged with it mapped, as stdin is: the same answers, in
	# English and in languages whose words are not all ASCII.
	for d in standard de fr; do
		words -d "$d" match '*' | awk 'NR % 1499 == 7 {
			print; print $0 "x"
			if ($0 ~ /^[a-z]/) print substr($0, 2) }' > "w.$d"
		rc=0; validate -d "$d" < "w.$d" > "stdin.$d" || rc=$?
		assert_equal "$rc" 1
		for n in 16 17; do
			rc=0
			xargs -d '\n' -n "$n" validate -d "$d" < "w.$d" \
			    > "args.$d.$n" 2> /dev/null || rc=$?
			assert_equal "$rc" 123	# some run found a non-word
			assert_equal "$(cat "args.$d.$n")" "$(cat "stdin.$d")"
		done
		# Words and non-words both.
		[ "$(wc -l < "stdin.$d")" -gt 10 ]
		[ "$(wc -l < "stdin.$d")" -lt "$(($(wc -l < "w.$d") - 10))" ]
	done
}

@test "dict: a file read a list at a time answers as it does mapped" {
	cp "$BUILD/share/wordkit/standard.wkd" cut.wkd
	words -d standard match '*' |
	    awk 'NR % 40 == 0 { print; print $0 "q"; print substr($0, 2) }' \
	    > asked
	"$BUILD/tests/check-peek" cut.wkd < asked
}

@test "validate: a few words on stdin are judged as with the dictionary mapped" {
	# The first 16 words on stdin read the built-in dictionary a list at
	# a time, and it is mapped for more; a file named is mapped at once.
	cp "$BUILD/share/wordkit/standard.wkd" std.wkd
	words -d standard match '*' | awk 'NR % 997 == 3 {
		print tolower($0); print $0 "x" }' > w
	for n in 1 2 15 16 17 40; do
		head -n "$n" w > "w$n"
		for d in standard ./std.wkd; do
			for how in pipe file yaml; do
				rc=0
				case $how in
				pipe) cat "w$n" | validate -d "$d" ;;
				file) validate -d "$d" < "w$n" ;;
				yaml) validate -o yaml -d "$d" < "w$n" ;;
				esac > "out.$how.${d#./}" 2>&1 || rc=$?
				echo "$rc" >> "out.$how.${d#./}"
			done
		done
		for how in pipe file yaml; do
			assert_equal "$(cat "out.$how.standard")" \
			    "$(cat "out.$how.std.wkd")"
		done
		[ "$n" -lt 2 ] || [ "$(tail -1 out.file.standard)" = 1 ]
	done
}

@test "validate: a long file on stdin is judged as the same words through a pipe" {
	# A file of many words has them hashed from its first (validate.c:
	# many_words); a pipe after 32,768 of them.
	words -d standard match '*' | awk '{ print tolower($0)
		if (NR % 3 == 0) print $0 "q"; if (NR % 5 == 0) print "  " $0 }' |
	    head -50000 > long
	rc=0; validate -d standard < long > from-file 2> err-file || rc=$?
	assert_equal "$rc" 1
	rc=0; cat long | validate -d standard > from-pipe 2> err-pipe || rc=$?
	assert_equal "$rc" 1
	assert_equal "$(cat from-file)" "$(cat from-pipe)"
	assert_equal "$(cat err-file)" "$(cat err-pipe)"
	# A third of the words spelt wrong, each once.
	[ "$(wc -l < from-file)" -gt 10000 ]
	[ "$(grep -vc 'q$' from-file)" -eq 0 ]
}

@test "validate: a stream on stdin, blanks around words ignored, empty lines skipped" {
	run --separate-stderr bash -c "printf 'cat\n  dog \r\n\nxqz\nsolid' | validate"
	assert_failure 1
	assert_output xqz
	assert_equal "$stderr" "validate: 1 of 4 words is not a word (rule: not-a-word)"
	run bash -c "printf 'cat\ndog\n' | validate"
	assert_success
}

@test "validate: bad UTF-8 after a character that is no letter is exit 2, not a non-word" {
	# Before: the word was judged at its first character no letter of
	# the language, and the bad byte after it went unread.
	for how in "" "-o json"; do
		# shellcheck disable=SC2086
		run --separate-stderr bash -c "printf 'cat\n\303\251a\377\n' | validate $how"
		assert_equal "$status" 2
		assert_equal "$stderr" "validate: <stdin>:2:3: bad UTF-8: a byte that is never in UTF-8"
	done
	run --separate-stderr validate "$(printf 'caf\303\251\377')"
	assert_equal "$status" 2
	assert_equal "$stderr" "validate: argument 1, column 5: bad UTF-8: a byte that is never in UTF-8"
	# Well-formed, the same word is a "no".
	run --separate-stderr bash -c "printf '\303\251a\n' | validate"
	assert_equal "$status" 1
}

@test "validate: a bad line ends a stream, exit 2, after every non-word before it" {
	# Before: nothing was printed, or only the first 128 KiB of them.
	run --separate-stderr bash -c "printf 'xqzz\n\303\n' | validate"
	assert_equal "$status" 2
	assert_output xqzz
	assert_equal "$stderr" "validate: <stdin>:2:1: bad UTF-8: a truncated character"
	run --separate-stderr bash -c "awk 'BEGIN { for (i = 0; i < 20000; i++) print \"xqzz\" i % 10; printf \"\\303\\n\" }' | validate"
	assert_equal "$status" 2
	assert_equal "${#lines[@]}" 20000
	assert_line --index 19999 xqzz9
	assert_equal "$stderr" "validate: <stdin>:20001:1: bad UTF-8: a truncated character"
	# So with a line too long to be one.
	run --separate-stderr bash -c "{ echo xqzz; head -c 70000 /dev/zero | tr '\\0' a; } | validate"
	assert_equal "$status" 2
	assert_output xqzz
	assert_equal "$stderr" "validate: <stdin>:2:65537: a line longer than 65536 bytes"
	# A line of 64 KiB itself is a word to judge, with or without its
	# newline.
	run bash -c "head -c 65536 /dev/zero | tr '\\0' a | validate 2> /dev/null | wc -c"
	assert_output 65537
	run bash -c "{ head -c 65536 /dev/zero | tr '\\0' a; echo; echo xqzz; } | validate 2> /dev/null | wc -l"
	assert_output 2
	run --separate-stderr bash -c "head -c 65537 /dev/zero | tr '\\0' a | validate"
	assert_equal "$status" 2
	assert_equal "$stderr" "validate: <stdin>:1:65537: a line longer than 65536 bytes"
}

@test "validate -o json: a line too long is the same error as in a stream" {
	# Before: the text answer was exit 2, the document judged the line.
	run --separate-stderr bash -c "{ echo xqzz; head -c 70000 /dev/zero | tr '\\0' a; } | validate -o json"
	assert_equal "$status" 2
	assert_output '{"error": {"class": "input", "message": "a line longer than 65536 bytes", "file": "<stdin>", "line": 2, "col": 65537, "tool": "validate"}}'
	assert_equal "$stderr" "validate: <stdin>:2:65537: a line longer than 65536 bytes"
	run --separate-stderr bash -c "head -c 65537 /dev/zero | tr '\\0' a | validate -o yaml"
	assert_equal "$status" 2
	assert_equal "$stderr" "validate: <stdin>:1:65537: a line longer than 65536 bytes"
	# A line of 64 KiB itself is a word to judge.
	run bash -c "head -c 65536 /dev/zero | tr '\\0' a | validate -o json 2>/dev/null | jq -r '.not_words[0]' | wc -c"
	assert_output 65537
}

@test "validate: the built-in standard list is the default" {
	unset WORDKIT_DICT
	run validate working zebra
	assert_success
	run validate qat
	assert_failure 1
	run validate -d large qat
	assert_success
}

@test "validate: a long stream, its words hashed past 32768, judged as the list says" {
	unset WORDKIT_DICT
	# Past 32768 words a stream is judged by the words hashed, those of
	# up to 24 letters, and the automaton the others: a word in four of
	# the list, cased two ways, misspelt, cut short and doubled (past 24
	# letters, and past the longest), must be judged as the list says.
	words match '*' > list
	awk 'BEGIN { for (i = 0; i < 32768; i++) print "zzq" }
	    NR % 4 == 1 { w = tolower($0); print w; print toupper(w) "Q"
	      print w w; if (length(w) > 1) print substr(w, 2) }' list > in
	awk 'NR == FNR { ok[tolower($0)]; next }
	    !(tolower($0) in ok)' list in > want
	run -1 bash -c 'validate < in > got'
	cmp got want
}

@test "validate: past 32768 words, a character that is not a letter still never stands for one" {
	unset WORDKIT_DICT
	# The words hashed are kept as their bytes, each with 0x20 set, which
	# makes every capital small: it must make nothing else a letter.  In
	# words of 2 to 17 letters, one letter at a time is replaced by a
	# byte that 0x20 turns into a letter's neighbour ('@' '`', '[' '{'),
	# or whose low five bits are a letter's (^A, ^Z, '!', '0', 0x7f).
	# Each is printed back (a control character escaped): counted.
	words match '*' | awk 'length($0) >= 2 && length($0) <= 17 &&
	    !seen[length($0)]++' > list
	[ "$(wc -l < list)" -eq 16 ]
	awk 'BEGIN { for (i = 0; i < 32768; i++) print "zzq"
	      split("64 96 91 123 1 26 33 48 127", b, " ") }
	    { w = tolower($0); print w
	      for (k in b) for (i = 1; i <= length(w); i += 3)
	        print substr(w, 1, i - 1) sprintf("%c", b[k]) substr(w, i + 1) }' \
	    list > in
	run -1 bash -c 'validate < in > got'
	# Every line but the list's own words is printed back, the fillers too.
	[ "$(grep -c -v -x -F -f <(tr A-Z a-z < list) in)" -eq "$(wc -l < got)" ]
	run grep -c -x -F -f <(tr A-Z a-z < list) got
	assert_output 0
}

@test "validate: proper nouns, abbreviations, apostrophes, hyphens, accents are not words" {
	unset WORDKIT_DICT
	run --separate-stderr validate paris nasa "don't" well-known café
	assert_failure 1
	assert_equal "${#lines[@]}" 5
	run --separate-stderr validate -d ./list.wkd paris nasa "don't" well-known café
	assert_equal "${#lines[@]}" 5
}

@test "validate: a character that is not a letter never stands for one, in a stream too" {
	unset WORDKIT_DICT
	# Each is a word with one letter replaced: do-e/dome, ra'e/rage, o.e/one.
	run --separate-stderr bash -c "printf 'dome\\ndo-e\\nrage\\nra\\x27e\\none\\no.e\\n' | validate"
	assert_failure 1
	assert_output "$(printf 'do-e\nra\047e\no.e')"
	run --separate-stderr validate do-e "ra'e" o.e
	assert_failure 1
	assert_equal "${#lines[@]}" 3
}

@test "validate: unit symbols and letters' plurals are not words; brr, cwm, nth are" {
	unset WORDKIT_DICT
	for d in small standard large; do
		run --separate-stderr validate -d "$d" ln lm lx kb mb cs ts ss csc
		assert_failure 1
		assert_equal "${#lines[@]}" 9
	done
	run validate -d large brr cwm crwth hmm nth psst sh shh tsk zzz
	assert_success
	run validate sh shh hmm nth cwm
	assert_success
	# a list of one's own is taken as it is
	printf 'ln\nkb\n' > units.txt
	run validate -d ./units.txt ln kb
	assert_success
}

@test "validate -o json and yaml: the verdict for scripts" {
	run --separate-stderr validate -o json cat xqz
	assert_failure 1
	assert_output "$(printf '{\n  "valid": false,\n  "not_words": [\n    "xqz"\n  ],\n  "rule": "not-a-word",\n  "message": "1 of 2 words is not a word"\n}')"
	assert_no_doc not-a-word
	run validate -o yaml cat
	assert_success
	assert_output "$(printf 'valid: true\nnot_words: []')"
	# the same words on stdin, and -q silences only the reason
	run --separate-stderr bash -c 'printf "cat\nxqz\n" | validate -o json'
	assert_no_doc not-a-word
	run --separate-stderr validate -q -o json xqz
	assert_failure 1
	assert_equal "$stderr" ""
	assert_output --partial '"rule": "not-a-word"'
}

@test "validate -o json and yaml: a NUL byte on stdin ends no word and no stream" {
	# Before: the line of the NUL was cut at it and every line after it
	# dropped, so the document said valid where the text said not.
	run --separate-stderr bash -c "printf 'cat\\0xqz\\nzzq\\n' | validate"
	assert_failure 1
	assert_output "$(printf 'cat\\u{0}xqz\nzzq')"
	run --separate-stderr bash -c "printf 'cat\\0xqz\\nzzq\\n' | validate -o json | jq -c ."
	assert_success
	assert_output '{"valid":false,"not_words":["cat\u0000xqz","zzq"],"rule":"not-a-word","message":"2 of 2 words are not words"}'
	run --separate-stderr bash -c "printf 'cat\\0\\ndog\\n' | validate -o yaml"
	assert_failure 1
	assert_line '- "cat\0"'
}

@test "validate --grid: a small grid is judged as with the dictionary mapped" {
	# A grid of up to 72 tiles reads a built-in dictionary a list at a
	# time; the same file named as a file is mapped and checked whole.
	cp "$BUILD/share/wordkit/standard.wkd" std.wkd
	bad=0
	for s in 1 2 3 4 5 6 7 8; do
		hand=$(bag new bananagrams -s "$s" -o text | cut -c1-21)
		solve -d standard "$hand" > "g$s"
		sed '0,/E/s//Q/' "g$s" > "b$s"	# one word spelt wrong
		for g in "g$s" "b$s"; do
			for how in standard file; do
				d=standard
				[ "$how" = standard ] || d=./std.wkd
				rc=0
				validate --grid -o yaml -d "$d" "$g" \
				    > "$g.$how" 2>&1 || rc=$?
				echo "$rc" >> "$g.$how"
			done
			assert_equal "$(cat "$g.standard")" "$(cat "$g.file")"
		done
		[ "$(tail -1 "g$s.standard")" = 0 ]
		[ "$(tail -1 "b$s.standard")" = 1 ] && bad=$((bad + 1))
	done
	[ "$bad" -gt 4 ]
}

@test "validate --grid: a good grid is a Top Banana" {
	printf 'CAT.\n.T..\n....\n' > g.txt
	run validate --grid g.txt
	assert_success
	assert_output ""
}

@test "validate --grid: every word that is not a word, with its place" {
	printf 'CATS\n..XQ\n' > g.txt
	run --separate-stderr validate --grid g.txt
	assert_failure 1
	assert_output "$(printf 'XQ at 2,3 across is not a word\nTX at 1,3 down is not a word\nSQ at 1,4 down is not a word')"
}

@test "validate --grid: every group not joined to the largest, with its first tile" {
	printf 'CAT...\n......\n...DOG\n....L.\n.....\nA.....\n' > g.txt
	run --separate-stderr validate --grid g.txt
	assert_failure 1
	assert_output "$(printf 'OL at 3,5 down is not a word\n3 tiles from 1,1 are not connected to the rest\nthe tile at 6,1 is not connected to the rest')"
}

@test "validate --grid: a tile alone is in no word; an empty grid is rotten" {
	printf '..\n.A\n' > g.txt
	run --separate-stderr validate --grid g.txt
	assert_failure 1
	assert_output 'the tile at 2,2 is not part of a word'
	# Tiles that all stand alone: the one taken for the grid is in no
	# word either (before, only the others were reported, as detached).
	printf 'A\n.\nB.C\n' > g.txt
	run --separate-stderr validate --grid g.txt
	assert_failure 1
	assert_output "$(printf '%s\n' 'the tile at 1,1 is not part of a word' \
	    'the tile at 3,1 is not connected to the rest' \
	    'the tile at 3,3 is not connected to the rest')"
	printf '...\n' > e.txt
	run --separate-stderr validate --grid e.txt
	assert_failure 1
	assert_output 'the grid is empty'
}

@test "validate --grid --min-length 3: no two-letter words (Solitaire)" {
	printf 'CAT\n.A.\n' > g.txt
	run validate --grid g.txt
	assert_success
	run --separate-stderr validate --grid --min-length 3 g.txt
	assert_failure 1
	assert_output 'AA at 1,2 down is shorter than 3 letters'
}

@test "validate --grid --hand: exactly the hand, wilds as lowercase" {
	printf 'CAt\n' > g.txt
	run --separate-stderr validate --grid --hand CAT g.txt
	assert_failure 1
	assert_output "$(printf 'the wild tile at 1,3 (as \x27t\x27) is one wild more than the hand holds\ntiles of the hand not on the grid: T')"
	run validate --grid --hand 'CA?' g.txt
	assert_success
	run validate --grid --hand 'ca?' g.txt
	assert_success
	run --separate-stderr validate --grid --hand 'CAS?' g.txt
	assert_failure 1
	assert_output 'tiles of the hand not on the grid: S'
	printf 'CAT\n' > u.txt
	run --separate-stderr validate --grid --hand 'CA?' u.txt
	assert_failure 1
	assert_output "$(printf 'the T at 1,3 is not in the hand (a wild tile is written in lowercase)\ntiles of the hand not on the grid: ?')"
	run --separate-stderr validate --grid --hand 'CA1' u.txt
	assert_fails_cleanly 2
}

@test "validate --grid --hand: the lowercase hint whenever the hand holds a wild, used or not" {
	# The page gives it "when the hand holds a wild tile"; it was given
	# only while a wild was left over, not when the wild stood for a
	# letter the hand also holds (CATs for C?TS: meant as CaTS).
	printf 'CATs\n' > g.txt
	run --separate-stderr validate --grid --hand 'C?TS' g.txt
	assert_failure 1
	assert_output "$(printf 'the A at 1,2 is not in the hand (a wild tile is written in lowercase)\ntiles of the hand not on the grid: S')"
	run --separate-stderr validate --grid --hand 'CTS' g.txt
	assert_failure 1
	assert_line --index 0 'the A at 1,2 is not in the hand'
}

@test "validate --grid --hand: the tiles not on the grid are spaced, A to Z then ?, as the page says" {
	printf 'CAT\n' > g.txt
	run --separate-stderr validate --grid --hand 'CATEABEA??' g.txt
	assert_failure 1
	assert_output 'tiles of the hand not on the grid: A A B E E ? ?'
	run validate --grid --hand 'CATEABEA??' -o json g.txt
	assert_line '      "word": "A A B E E ? ?",'
}

@test "validate --grid --hand: word holds every tile not on the grid, however many" {
	# It was cut after 40 tiles, "E E ... E ...", in JSON and YAML.
	local e50 e200
	printf 'CAT\n' > g.txt
	e50=$(printf 'E%.0s' {1..50}) e200=$(printf 'E%.0s' {1..200})
	run --separate-stderr validate -g g.txt -H "CATEEE$e50" -o json
	assert_no_doc rotten-banana
	run bash -c "validate -g g.txt -H CATEEE$e50 -o json 2>/dev/null | jq -r '.problems[0].word'"
	assert_output "$(printf 'E %.0s' {1..52})E"
	run bash -c "validate -g g.txt -H CATEEE$e50 -o json 2>/dev/null | jq -r '.problems[0].word | split(\" \") | length'"
	assert_output 53
	# And the message, the text line, whole too: 200 tiles, not 160 bytes.
	run --separate-stderr validate -g g.txt -H "CAT$e200"
	assert_failure 1
	assert_output "tiles of the hand not on the grid: $(printf 'E %.0s' {1..199})E"
	run bash -c "validate -g g.txt -H CAT$e200 -o yaml 2>/dev/null | grep -c '^  word: \"\(E \)\{199\}E\"\$'"
	assert_output 1
	# A run's word is the whole run, however long.
	printf '%s\n' "$(printf 'Q%.0s' {1..300})" > q.txt
	run bash -c "validate -g q.txt -o json 2>/dev/null | jq -r '.problems[0] | (.word | length), (.message | length)'"
	assert_output "$(printf '300\n328')"
}

@test "validate --grid -f STATE --player: the hand from a game" {
	printf 'game: "bananagrams"\nplayers:\n- name: "ann"\n  hand: "GOLD"\n- name: "bob"\n  hand: "CATS"\n' > s.yaml
	printf 'GOLD\n' > g.txt
	run validate --grid g.txt -f s.yaml --player ann
	assert_success
	run validate --grid g.txt -f s.yaml --player bob
	assert_failure 1
	run --separate-stderr validate --grid g.txt -f s.yaml --player zed
	assert_fails_cleanly 2
	assert_equal "$stderr" "validate: s.yaml: no player named 'zed'"
	run --separate-stderr validate --grid g.txt -f s.yaml
	assert_fails_cleanly 2
}

@test "validate --grid -f -: the grid and the state are not both stdin" {
	printf 'game: bananagrams\nplayers:\n- name: "ann"\n  hand: "TOEO"\n' > game.yaml
	printf '%s\n' TOE O.. > grid.txt
	# Before: the state took stdin, and the grid, read empty, was rotten.
	for g in '-g -' '-g'; do
		run --separate-stderr bash -c "cat game.yaml | validate $g -f - -p ann"
		assert_fails_cleanly 2
		assert_equal "$stderr" "validate: the standard input is read once: give the other input as a FILE (see 'validate --help')"
	done
	run validate -d standard -g -f game.yaml -p ann < grid.txt
	assert_success
	run validate -d standard -g grid.txt -f - -p ann < game.yaml
	assert_success
}

@test "validate --grid --hand -o json: a tile not in the hand has its tile as word, as the page says" {
	printf 'CAT\n' > g.txt
	run bash -c "validate -d standard -g g.txt -H 'CA?' -o json 2>/dev/null | jq -c '.problems[0] | [.word, .at]'"
	assert_output '["T","1,3"]'
	printf 'CAt\n' > g.txt
	run bash -c "validate -d standard -g g.txt -H CAT -o json 2>/dev/null | jq -c '.problems[0] | [.word, .at]'"
	assert_output '["t","1,3"]'
	run grep -c 'for a tile the hand does not hold, that tile' "$TOP/man/validate.1"
	assert_output 1
}

@test "validate --grid: a character that is not a tile is exit 2 with its place" {
	printf 'CAT\n.1.\n' > g.txt
	run --separate-stderr validate --grid g.txt
	assert_fails_cleanly 2
	assert_equal "$stderr" "validate: g.txt:2:2: '1' is not a tile or an empty cell ('.')"
	# A control byte is quoted as every message escapes it.
	printf 'CAT\n\001..\n' > g.txt
	run --separate-stderr validate --grid g.txt
	assert_fails_cleanly 2
	assert_equal "$stderr" "validate: g.txt:2:1: '\\u{1}' is not a tile or an empty cell ('.')"
	printf 'CAT\n.\t.\n' > g.txt
	run --separate-stderr validate --grid g.txt
	assert_fails_cleanly 2
	assert_equal "$stderr" "validate: g.txt:2:2: '\\t' is not a tile or an empty cell ('.')"
	run --separate-stderr validate --grid nosuch.txt
	assert_fails_cleanly 2
}

@test "validate: a leading byte order mark is no part of a grid, a stream or a list" {
	bom=$'\xef\xbb\xbf'
	printf '%sCAT\n' "$bom" > g.txt
	run --separate-stderr validate --grid g.txt
	assert_success
	run --separate-stderr validate --grid -H CAT < g.txt
	assert_success
	printf '%scat\ndog\n' "$bom" > w.txt
	run --separate-stderr validate < w.txt
	assert_success
	assert_output ""
	run bash -c 'validate -o json < w.txt'
	assert_output --partial '"valid": true'
	# read a byte at a time, the mark is still seen whole
	run bash -c 'for b in "\xef" "\xbb" "\xbf" c a t; do printf "$b"; sleep 0.05; done | validate'
	assert_success
	printf '%sgame: "bananagrams"\nplayers:\n- name: "ann"\n  hand: "ACT"\n' "$bom" > s.yaml
	run validate --grid -f s.yaml -p ann g.txt
	assert_success
}

@test "validate: waiting on a terminal says what it awaits, once; a pipe hears nothing" {
	run timeout 10 script -qec 'validate --grid' /dev/null < /dev/null
	assert_line --index 0 --partial 'validate: reading a grid from the terminal (give a FILE or a pipe; ^D ends)'
	run timeout 10 script -qec 'validate' /dev/null < /dev/null
	assert_line --index 0 --partial 'validate: reading words from the terminal (give them as arguments or a pipe; ^D ends)'
	run timeout 10 script -qec 'validate --grid -f -' /dev/null < /dev/null
	assert_equal "$(printf '%s\n' "$output" | grep -c 'from the terminal')" 1
	run --separate-stderr bash -c 'printf "CAT\n" | validate --grid'
	assert_success
	assert_equal "$stderr" ""
}

@test "validate --grid -o json: problems with rule, word, place, direction" {
	printf 'CATS\n..XQ\n' > g.txt
	run --separate-stderr validate --grid g.txt -o json
	assert_failure 1
	assert_line --index 1 '  "valid": false,'
	assert_line '      "rule": "not-a-word",'
	assert_line '      "word": "XQ",'
	assert_line '      "at": "2,3",'
	assert_line '      "dir": "across",'
	assert_no_doc rotten-banana
	assert_equal "$stderr" "validate: problems on the grid: 3 (rule: rotten-banana)"
	# a state's hand: the verdict, and the state left as it was
	printf 'game: "bananagrams"\nplayers:\n- name: "ann"\n  hand: "CAT"\n' > s.yaml
	cp s.yaml orig.yaml
	run --separate-stderr validate --grid g.txt -f s.yaml -p ann -o json
	assert_no_doc rotten-banana
	cmp s.yaml orig.yaml
}

@test "validate --grid at a terminal: the grid drawn, bad cells marked; NO_COLOR honoured" {
	printf 'CATS\n..XQ\n' > g.txt
	run script -qec "NO_COLOR=1 validate --grid g.txt" /dev/null
	assert_failure 1
	assert_line --partial ' C A*T*S'
	assert_line --partial ' . .*X*Q'
	run script -qec "validate --grid g.txt" /dev/null
	assert_output --partial $'\033[1;31mX\033[0m'
	run validate --grid g.txt
	refute_output --partial '*X'
}

@test "validate --game shenanigrams: completed words, runs still becoming words" {
	printf '.GOLD\n..V..\n' > b.txt
	printf 'WORKI\n....C\n' > w.txt
	run validate --game shenanigrams w.txt
	assert_success
	printf 'MUC\n' > m.txt
	run --separate-stderr validate --game shenanigrams m.txt
	assert_failure 1
	assert_output 'MUC at 1,1 across can never become a word'
	printf 'ICONI\n' > i.txt
	run validate --game shenanigrams i.txt
	assert_success
	printf 'KROW\n' > k.txt
	run --separate-stderr validate --game shenanigrams k.txt
	assert_failure 1
	assert_equal "$stderr" "validate: problems on the board: 1 (rule: dead-run)"
	run --separate-stderr validate --game shenanigrams k.txt -o json
	assert_no_doc dead-run
	# tiles apart, and no run that cannot become a word: adjacent
	printf 'GOLD\n....\n..DO\n' > apart.txt
	run --separate-stderr validate --game shenanigrams apart.txt -o json
	assert_no_doc adjacent
	assert_line '      "rule": "detached",'
}

@test "validate --game shenanigrams: a hand or -m with a board is a usage error" {
	printf 'Q\n' > q.txt
	run --separate-stderr validate -G shenanigrams -m 3 q.txt
	assert_fails_cleanly 2
	assert_equal "$stderr" "validate: a Shenanigrams board has no hand to check and its words have 3 letters or more (see 'validate --help')"
	run --separate-stderr validate -G shenanigrams --hand Q q.txt
	assert_fails_cleanly 2
	run validate -G shenanigrams q.txt
	assert_success
}

@test "validate --game shenanigrams -f STATE: the board's place in the state file" {
	printf 'game: "shenanigrams"\nboard: |\n  .GOLD\n  ..XQ.\n' > s.yaml
	run --separate-stderr validate --game shenanigrams -f s.yaml
	assert_failure 1
	assert_line 'XQ at 2,3 across can never become a word'
	cp s.yaml orig.yaml
	run --separate-stderr validate --game shenanigrams -f s.yaml -o json
	assert_no_doc dead-run
	cmp s.yaml orig.yaml
	printf 'game: "shenanigrams"\nboard: |\n  .GOLD\n  ..X%%.\n' > bad.yaml
	run --separate-stderr validate --game shenanigrams -f bad.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "validate: bad.yaml:4:6: '%' is not a tile or an empty cell ('.')"
}

@test "validate --game shenanigrams -f STATE: a game before its first tile has an empty board" {
	# A dealt game has no board key yet: steal-check and table read it
	# as the empty board, and an empty board is valid.  Before: exit 2.
	bag new shenanigrams -s 1 | deal -N ann,bob > s.yaml
	run --separate-stderr validate --game shenanigrams -f s.yaml
	assert_success
	assert_output ''
	run validate --game shenanigrams -f s.yaml -o json
	assert_success
	assert_output "$(printf '{\n  "valid": true,\n  "problems": []\n}')"
	# A board that is not a text block is malformed, at its place.
	printf 'game: "shenanigrams"\nboard: [1]\n' > bad.yaml
	run --separate-stderr validate --game shenanigrams -f bad.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "validate: bad.yaml:2:8: 'board' must be a text block"
}

@test "validate: output to a full disk is exit 2" {
	run bash -c 'validate xqz > /dev/full'
	assert_failure 2
	run bash -c 'printf "xqz\n" | validate > /dev/full'
	assert_failure 2
}

@test "validate: a state of another game is exit 2, naming its game and its tool" {
	bag new typeset -s 1 | deal -N ann,bob > t.yaml
	printf 'CAT\n' > g.txt
	run --separate-stderr validate --grid g.txt -f t.yaml -p ann
	assert_fails_cleanly 2
	assert_equal "$stderr" "validate: t.yaml: a Typeset game, not a Bananagrams one: play it with play-typeset"
	bag new bananagrams -s 1 | deal -N ann,bob > b.yaml
	run --separate-stderr validate --game shenanigrams -f b.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "validate: b.yaml: a Bananagrams game, not a Shenanigrams one: play it with bag"
}

@test "validate -d LANG,-LIST,LIST: a house list is read in the language of the dictionary it amends" {
	# Without -l, banned.txt was read in English, which has no É nor Ö:
	# élève and größe were skipped, nothing was taken away, and an added
	# word with an accent left a list of none, exit 2.
	printf 'élève\n' > banned.txt
	printf 'größe\n' > verboten.txt
	printf 'flurbé\n' > maison.txt
	run validate -d fr élève
	assert_success
	run --separate-stderr validate -d fr,-banned.txt élève ELEVE fromage
	assert_failure 1
	assert_output "$(printf 'élève\nELEVE')"
	run --separate-stderr validate -d de,-verboten.txt größe haus
	assert_failure 1
	assert_output größe
	run --separate-stderr validate -d fr,-banned.txt,maison.txt flurbé FLURBE élève
	assert_failure 1
	assert_output élève
	# As it is read with -l, and on a grid.
	run validate -l fr -d fr,-banned.txt élève
	assert_failure 1
	printf 'ELEVE\n' > g.txt
	run validate -d fr,-banned.txt --grid g.txt
	assert_failure 1
	# A list first is still English, and so are those after it.
	printf 'cat\n' > mine.txt
	run validate -d mine.txt,-banned.txt cat
	assert_success
}

@test "validate: a closed standard input is exit 2, never its own dictionary read as the words" {
	# The dictionary opened took descriptor 0, and the words read were
	# its bytes: "<stdin>:1:10: bad UTF-8: a truncated character".
	for d in "$WORDKIT_DICT" standard standard,de; do
		run --separate-stderr bash -c 'validate -d "$1" <&-' _ "$d"
		assert_fails_cleanly 2
		assert_equal "$stderr" "validate: cannot read <stdin>: Bad file descriptor"
		run --separate-stderr bash -c 'validate -o json -d "$1" <&-' _ "$d"
		assert_equal "$status" 2
		[ "$(jq -r .error.message <<<"$output")" = "cannot read '<stdin>': Bad file descriptor" ] ||
		    fail "$output"
	done
	# The words as arguments need no standard input.
	run bash -c 'validate cat <&-'
	assert_success
}
