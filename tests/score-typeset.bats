#!/usr/bin/env bats
# score-typeset: every scoring rule of the Typeset rulebook, the tie-break
# step by step, the solo verdict, the rules file, and bad mats with their
# place.
bats_require_minimum_version 1.5.0
load test_helper

# mat FILE ERRORS ROW...: a mat file (ability_uses from $USES).
mat() {
	local f=$1 errors=$2 rows="" sep="" r
	shift 2
	for r in "$@"; do rows="$rows$sep\"$r\""; sep=", "; done
	printf 'rows: [%s]\nerrors: %s\nability_uses: %s\n' "$rows" "$errors" "${USES:-0}" > "$f"
}

# total FILE: the total alone.
total() {
	score-typeset -t "$@"
}

@test "score-typeset --help prints the usage on stdout and exits 0" {
	run score-typeset --help
	assert_success
	assert_line --index 0 --partial 'usage: score-typeset'
	assert_output --partial '--solo'
}

@test "score-typeset: bad options are exit 2, one line" {
	mat m.yaml 0 CAT
	run --separate-stderr score-typeset --frob m.yaml
	assert_fails_cleanly 2
	run --separate-stderr score-typeset -o xml m.yaml
	assert_fails_cleanly 2
	run --separate-stderr score-typeset -S m.yaml m.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "score-typeset: --solo judges one mat, not 2 (see 'score-typeset --help')"
}

@test "a complete legal word scores its points; a row need not be full" {
	mat m.yaml 0 CAT CATS GODSEND
	run score-typeset m.yaml
	assert_success
	assert_line '   1  CAT      CAT      word        +3'
	assert_line '   2  CATS     CATS     word        +5'
	assert_line '   3  GODSEND  GODSEND  word       +15'
	assert_line '  total                            +23'
}

@test "incomplete and illegal words score their points negative" {
	mat m.yaml 0 CA STRA CATZ
	run score-typeset m.yaml
	assert_line '   1  CA       CA       not-word    -1'
	assert_line '   2  STRA     STRA     not-word    -5'
	assert_line '   3  CATZ     CATZ     not-word    -5'
	run total m.yaml
	assert_output -- -11
}

@test "an empty row scores nothing; a one-letter word scores the 1-letter points (0)" {
	mat m.yaml 0 "" A Q
	run score-typeset m.yaml
	assert_line '   1  .        .        empty        0'
	assert_line '   2  A        A        word         0'
	assert_line '   3  Q        Q        not-word     0'
	assert_line '   6  .        .        empty        0'
	run total m.yaml
	assert_output 0
}

@test "blanks: the letters slide left over them" {
	mat m.yaml 0 DO_G _CAT C_A_T_
	run score-typeset m.yaml
	assert_line '   1  DO_G     DOG      word        +3'
	assert_line '   2  _CAT     CAT      word        +3'
	assert_line '   3  C_A_T_   CAT      word        +3'
}

@test "wild letters are written small and score as letters" {
	mat m.yaml 0 caT
	run score-typeset m.yaml
	assert_line '   1  caT      CAT      word        +3'
}

@test "errors: each circled number costs its value, at most 4 in all" {
	for n in 0 1 3 4 5; do
		mat m.yaml "$n" CAT
		run total m.yaml
		want=$((3 - (n > 4 ? 4 : n)))
		assert_output "$want"
	done
	mat m.yaml 5 CAT
	run score-typeset m.yaml
	assert_line '  errors 5                          -4'
	# A track of its own: -1 -2 -3, two circled cost 3, three still 4.
	printf 'errors: [-1, -2, -3]\n' > r.yaml
	mat m.yaml 2 CAT
	run total -r r.yaml m.yaml
	assert_output 0
	mat m.yaml 3 CAT
	run total -r r.yaml m.yaml
	assert_output -- -1
	printf 'errors: [-1, -2, -3]\nerror_cap: 6\n' > r.yaml
	run total -r r.yaml m.yaml
	assert_output -- -3
}

@test "several mats: a ranking, highest total first" {
	mat ann.yaml 0 CAT
	mat bob.yaml 0 CATS
	mat cy.yaml 0 CA
	run score-typeset ann.yaml bob.yaml cy.yaml
	assert_success
	assert_line 'ranking'
	assert_line --index 28 '  1. bob.yaml     5'
	assert_line --index 29 '  2. ann.yaml     3'
	assert_line --index 30 '  3. cy.yaml     -1'
	run total ann.yaml bob.yaml cy.yaml
	assert_output "$(printf 'ann.yaml 3\nbob.yaml 5\ncy.yaml -1')"
}

@test "--total: several mats' totals, named, are what tally reads; one mat's is bare" {
	mat ann.yaml 5 GODSEND CA_T STRA
	printf 'name: bob\nrows: [GARDEN, AT]\nerrors: 3\n' > bob.yaml
	printf 'name: "cy smith"\nrows: [CAT]\nerrors: 0\n' > cy.yaml
	printf 'name: "42"\nrows: [CAT]\nerrors: 0\n' > n.yaml
	printf 'name: "j\303\266rg\342\200\224x"\nrows: [CAT]\nerrors: 0\n' > j.yaml
	run total ann.yaml bob.yaml cy.yaml n.yaml
	assert_success
	assert_output "$(printf 'ann.yaml 9\nbob 9\ncy_smith 3\n_42 3')"
	# A letter of any alphabet stays, a dash is no part of a name.
	run total j.yaml n.yaml
	assert_output "$(printf 'j\303\266rg_x 3\n_42 3')"
	# A name of signs alone reads as no name: it takes a '_' too.
	printf 'name: "-"\nrows: [CAT]\nerrors: 0\n' > d.yaml
	run bash -c 'score-typeset -t d.yaml n.yaml | tally'
	assert_success
	assert_output "$(printf '_- 3\n_42 3\nwinners: _- _42')"
	run bash -c 'score-typeset -t ann.yaml bob.yaml cy.yaml n.yaml | tally'
	assert_success
	assert_output "$(printf 'ann.yaml 9\nbob 9\ncy_smith 3\n_42 3\nwinners: ann.yaml bob')"
	# One mat: its total alone, a number for a script.
	run total ann.yaml
	assert_output 9
	run bash -c 'printf "rows: [CAT]\n" | score-typeset -t'
	assert_output 3
	# A game's mats, by their players' names.
	bag new typeset -s 1 | deal -N ann,bob | play-typeset start > g.yaml
	run bash -c 'score-typeset -t -f g.yaml | tally'
	assert_success
	assert_output "$(printf 'ann 0\nbob 0\nwinners: ann bob')"
}

@test "--total: a name with a decomposed accent is written composed, one that tally reads" {
	# Before: 'ju\u{308}rgen 3', which tally refused (exit 2): a mat named
	# by a file whose name is decomposed, as macOS writes names.
	printf 'rows: [CAT]\n' > $'ju\xcc\x88rgen.yaml'
	printf 'name: "zo\\u0065\\u0301 x\\u0308"\nrows: [GODSEND]\n' > z.yaml
	run total $'ju\xcc\x88rgen.yaml' z.yaml
	assert_success
	assert_output "$(printf 'j\303\274rgen.yaml 3\nzo\303\251_x_ 15')"
	run bash -c "score-typeset -t \$'ju\\xcc\\x88rgen.yaml' z.yaml | tally"
	assert_success
	assert_line --index 2 "$(printf 'winner: zo\303\251_x_')"
}

@test "tie-break: most longest words (7 letters) first" {
	# Both 15: one 7-letter word, or 6 + 3 + 2 letters.
	mat a.yaml 0 GODSEND
	mat b.yaml 0 GARDEN CAT AT
	run score-typeset b.yaml a.yaml
	assert_line '  1. a.yaml    15'
	assert_line '  2. b.yaml    15  behind a.yaml on 7-letter words (1 to 0)'
	run score-typeset -o yaml b.yaml a.yaml
	assert_line '- {place: 2, name: "b.yaml", total: 15, behind: "a.yaml", decided_by_length: 7}'
}

@test "tie-break: equal on the longest, then the next longest, and so on" {
	# 6-letter words decide: 11 + 5 + 1 against 8 + 8 + 1.
	mat a.yaml 0 GARDEN CATS AT
	mat b.yaml 0 TRAIN BREAD AT
	run score-typeset b.yaml a.yaml
	assert_line '  2. b.yaml    17  behind a.yaml on 6-letter words (1 to 0)'
	# 5 letters: 8 + 3 + 3 + 3 against 8 + 5 + 1 + 3.
	mat a.yaml 0 TRAIN CAT DOG RAT
	mat b.yaml 0 TRAIN CATS AT DOG
	run score-typeset a.yaml b.yaml
	assert_line '  1. b.yaml    17'
	assert_line '  2. a.yaml    17  behind b.yaml on 4-letter words (1 to 0)'
	# Down to the shortest: three 2-letter words lose to one of 3.
	mat a.yaml 0 AT AT AT
	mat b.yaml 0 CAT
	run score-typeset a.yaml b.yaml
	assert_line '  1. b.yaml     3'
	assert_line '  2. a.yaml     3  behind b.yaml on 3-letter words (1 to 0)'
	mat a.yaml 0 CAT AT
	mat b.yaml 0 CAT AT A
	run score-typeset a.yaml b.yaml
	assert_line '  1. b.yaml     4'
	assert_line '  2. a.yaml     4  behind b.yaml on 1-letter words (1 to 0)'
}

@test "tie-break: letters that are not a word never break a tie" {
	# Q scores 0 either way; were it counted, b would be ahead.
	mat a.yaml 0 CAT
	mat b.yaml 0 CAT Q
	run score-typeset a.yaml b.yaml
	assert_line '  1. a.yaml     3'
	assert_line '  1. b.yaml     3  tied with a.yaml'
}

@test "tie-break: a true tie shares the place" {
	mat a.yaml 0 CAT
	mat b.yaml 0 DOG
	mat c.yaml 0 AT
	run score-typeset c.yaml a.yaml b.yaml
	assert_line '  1. a.yaml     3'
	assert_line '  1. b.yaml     3  tied with a.yaml'
	assert_line '  3. c.yaml     1'
}

@test "--solo: 40 points and the ability used three times is a win" {
	USES=3 mat m.yaml 0 GODSEND GODSEND GODSEND
	run score-typeset -S m.yaml
	assert_success
	assert_line 'solo: a win: score 45 (40 needed), ability uses 3 (3 needed)'
	# Exactly 40: 15 + 15 + 11 - 1 error.
	USES=3 mat m.yaml 1 GODSEND GODSEND GARDEN
	run score-typeset --solo -t m.yaml
	assert_success
	assert_output 40
}

@test "--solo: fewer than 40 points, or the ability used fewer times, is no win (exit 1)" {
	USES=3 mat m.yaml 2 GODSEND GODSEND GARDEN
	run --separate-stderr score-typeset -S m.yaml
	assert_equal "$status" 1
	assert_line 'solo: not a win: score 39 (40 needed)'
	assert_equal "$stderr" "score-typeset: not a win: score 39 (40 needed) (rule: solo-win)"
	USES=2 mat m.yaml 0 GODSEND GODSEND GODSEND
	run --separate-stderr score-typeset -S -q m.yaml
	assert_equal "$status" 1
	assert_line 'solo: not a win: ability uses 2 (3 needed)'
	assert_equal "$stderr" ""
	USES=0 mat m.yaml 0 CAT
	run score-typeset -S -o json m.yaml
	assert_failure 1
	assert_output --partial '"won": false'
	assert_output --partial '"message": "not a win: score 3 (40 needed), ability uses 0 (3 needed)"'
}

@test "--solo: one point, or one use of the ability, reads right" {
	# Before: "1 points, fewer than 40, and the ability used 1 times":
	# the counts are labelled, so every number reads right, in every
	# language (no catalog has plurals).
	USES=1 mat m.yaml 2 CAT
	run --separate-stderr score-typeset -S m.yaml
	assert_failure 1
	assert_line 'solo: not a win: score 1 (40 needed), ability uses 1 (3 needed)'
	assert_equal "$stderr" "score-typeset: not a win: score 1 (40 needed), ability uses 1 (3 needed) (rule: solo-win)"
}

@test "--solo on a game state: no win while the player plays on" {
	# A house target of 1 point: GOD and Drop Cap used three times.
	printf 'solo_target: 1\n' > house.yaml
	bag new typeset -s 3 | deal -N ann | play-typeset start -A drop-cap -r house.yaml |
	    play-typeset draw > g.yaml
	play-typeset -i g.yaml 'place 1, vowel O 1, ability 1,1 2, ability 1,1 3, ability 1,1 4, wild D 1' >/dev/null
	run --separate-stderr score-typeset -S -f g.yaml
	assert_equal "$status" 1
	assert_line 'ann (still playing)'
	assert_line 'solo: not a win yet: ann is still playing, and the mat is final only once they stop'
	assert_equal "$stderr" "score-typeset: not a win yet: ann is still playing, and the mat is final only once they stop (rule: solo-win)"
	run score-typeset -S -o json -f g.yaml
	assert_failure 1
	assert_output --partial '"won": false'
	# The round played out (D, M, Z ignored, MAT) and ann stopped: a win
	# of 3 + 3 - 1.
	for a in 'place 5' 'place 6' ignore 'vowel A 6, place 6, stop'; do
		play-typeset draw -i g.yaml >/dev/null
		play-typeset -i g.yaml "$a" >/dev/null
	done
	run score-typeset -S -f g.yaml
	assert_success
	assert_line 'solo: a win: score 5 (1 needed), ability uses 3 (3 needed)'
}

@test "--solo -o json: a solo game not won is the verdict, naming its rule" {
	USES=0 mat m.yaml 0 CAT
	run --separate-stderr score-typeset -S -o json m.yaml
	assert_failure 1
	assert_equal "$stderr" "score-typeset: not a win: score 3 (40 needed), ability uses 0 (3 needed) (rule: solo-win)"
	# the report, and the rule and the reason of the "no" beside it
	printf '%s\n' "$output" | python3 -c '
import json, sys
doc = json.load(sys.stdin)
solo = doc["solo"]
assert solo.get("win", solo.get("won")) is False, doc
assert doc["rule"] == "solo-win", doc
assert doc["message"] == "not a win: score 3 (40 needed), ability uses 0 (3 needed)", doc
' || fail "not the verdict of a solo-win no: $output"
	# a player's mat of a game: the state is left as it was
	bag new typeset -s 3 | deal -N ann | play-typeset start > g.yaml
	cp g.yaml orig.yaml
	run --separate-stderr score-typeset -S -f g.yaml -o json
	assert_failure 1
	assert_output --partial '"rule": "solo-win"'
	cmp g.yaml orig.yaml
}

@test "-o yaml and -o json: every row with its word, status and points" {
	mat m.yaml 2 DO_G CA ""
	run score-typeset -o yaml m.yaml
	assert_success
	assert_line '  rows: ["DO_G", "CA", "", "", "", ""]'
	assert_line '  - {row: 1, word: "DOG", status: "word", points: 3}'
	assert_line '  - {row: 2, word: "CA", status: "not-word", points: -1}'
	assert_line '  - {row: 3, word: "", status: "empty", points: 0}'
	assert_line '  error_points: -2'
	assert_line '  total: 0'
	run bash -c 'score-typeset -o json m.yaml | python3 -c "import json,sys; d=json.load(sys.stdin); print(d[\"players\"][0][\"total\"], d[\"ranking\"][0][\"place\"])"'
	assert_output '0 1'
}

@test "a mat on stdin, and a mat's own name" {
	run bash -c 'printf "name: \"zed\"\nrows: [\"CAT\"]\n" | score-typeset'
	assert_success
	assert_line --index 0 'zed'
	run bash -c 'printf "rows: [\"CAT\"]\n" | score-typeset -t -'
	assert_output 3
}

@test "a mat's name is shown on one line: a newline or tab in it is escaped" {
	# Kept as it is, the newline would write a ranking line of its own.
	printf 'name: "eve\\n  1. eve   99"\nrows: [CAT]\n' > e.yaml
	printf 'name: "a\\tb"\nrows: [DOG]\n' > a.yaml
	run score-typeset e.yaml a.yaml
	assert_success
	assert_line --index 0 'eve\n  1. eve   99'
	assert_line --index 9 'a\tb'
	refute_line '  1. eve   99'
	assert_line '  1. eve\n  1. eve   99     3'
	assert_line '  1. a\tb                   3  tied with eve\n  1. eve   99'
	run score-typeset -o json e.yaml
	assert_line '      "name": "eve\n  1. eve   99",'
}

@test "the mats of a game state: every player's, or one with --player" {
	bag new typeset -s 1 | deal -N ann,bob | play-typeset start > g.yaml
	run score-typeset -f g.yaml
	assert_success
	assert_line 'ann (still playing)'
	assert_line 'bob (still playing)'
	assert_line '  1. ann      0'
	assert_line '  1. bob      0  tied with ann'
	run score-typeset -t -f g.yaml -p bob
	assert_output 0
	# A state given as MAT is read the same way.
	run score-typeset -t g.yaml
	assert_output "$(printf 'ann 0\nbob 0')"
	run --separate-stderr score-typeset -f g.yaml -p cy
	assert_fails_cleanly 2
}

# bad_mat TEXT [MESSAGE]: a mat of TEXT (printf format) is exit 2, one
# line on stderr naming m.yaml:LINE:COL, and MESSAGE when given.
bad_mat() {
	printf -- "$1\n" > m.yaml
	run --separate-stderr score-typeset m.yaml
	assert_fails_cleanly 2
	[[ $stderr == "score-typeset: m.yaml:"[0-9]*:[0-9]*": "* ]] || fail "$1: $stderr"
	[ -z "${2-}" ] || assert_equal "$stderr" "score-typeset: m.yaml:$2"
}

@test "bad mats: exit 2 with file:line:col, nothing on stdout" {
	bad_mat 'rows: ["CAT", "GODSENDS"]' "1:23: row 2 is longer than the sheet's row (spaces: 7)"
	bad_mat 'rows:\n  - CAT\n  - C4T' "3:6: row 2: '4' is not a letter (A-Z, a-z for a wild, _ for a blank)"
	bad_mat 'rows: ["CAT"]\nerrors: 6' "2:9: 'errors' (error numbers circled) must be a whole number from 0 to 5"
	bad_mat 'rows: [A, B, C, D, E, F, G]' "1:26: the sheet ends at row 6; this is row 7"
	bad_mat 'rows: ["CAT"]\nability_uses: 4' "2:15: 'ability_uses' must be a whole number from 0 to 3"
	bad_mat 'errors: 1' "1:1: a mat needs 'rows:', a list of its rows"
	for bad in '- CAT' 'rows: CAT' 'rows: [[A]]' 'rows: ["CAT"]\nerrors: -1' 'rows: ["CAT"]\nerrors: x' 'rows: ["CA T"]' 'rows: [&a "CAT"]'; do
		bad_mat "$bad"
	done
}

@test "a sheet of one row of one space: its counts read right" {
	# Before: "the sheet has 1 rows", "the sheet's 1 spaces", "'spaces'
	# lists 1 rows".
	printf 'rows: 1\nspaces: [1]\npoints: {1: 1}\nmarked: []\n' > r.yaml
	printf 'rows: ["A", "B"]\n' > m.yaml
	run --separate-stderr score-typeset -r r.yaml m.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "score-typeset: m.yaml:1:13: the sheet ends at row 1; this is row 2"
	printf 'rows: ["AB"]\n' > m.yaml
	run --separate-stderr score-typeset -r r.yaml m.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "score-typeset: m.yaml:1:10: row 1 is longer than the sheet's row (spaces: 1)"
	printf 'rows: 2\nspaces: [1]\npoints: {1: 1}\nmarked: []\n' > r.yaml
	run --separate-stderr score-typeset -r r.yaml m.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "score-typeset: r.yaml:2:9: 'spaces' gives the lengths of a different number of rows than 'rows' (1, not 2)"
}

@test "the rules file: points, rows and spaces; a longer sheet needs points for its lengths" {
	printf 'points: {1: 0, 2: 2, 3: 4, 4: 6, 5: 9, 6: 12, 7: 20}\n' > r.yaml
	mat m.yaml 0 CAT GODSEND
	run total --rules r.yaml m.yaml
	assert_output 24
	printf 'spaces: 8\n' > r.yaml
	run --separate-stderr score-typeset -r r.yaml m.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "score-typeset: r.yaml:1:1: 'length_points' gives nothing for 8-letter words, which the sheet can hold"
	printf 'spaces: 8\npoints: {1: 0}\n' > r.yaml
	run --separate-stderr score-typeset -r r.yaml m.yaml
	assert_equal "$stderr" "score-typeset: r.yaml:2:9: 'points' gives nothing for 2-letter words, which the sheet can hold"
	printf 'rows: 2\nspaces: [3, 8]\npoints: {1: 0, 2: 1, 3: 3, 4: 5, 5: 8, 6: 11, 7: 15, 8: 20}\nmarked: []\n' > r.yaml
	mat m.yaml 0 CAT STANDARD
	run total -r r.yaml m.yaml
	assert_output 23
	mat m.yaml 0 CATS
	run --separate-stderr score-typeset -r r.yaml m.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "score-typeset: m.yaml:1:12: row 1 is longer than the sheet's row (spaces: 3)"
}

@test "the rules file: unknown rules and bad values are exit 2 with the place" {
	mat m.yaml 0 CAT
	for bad in 'row: 6' 'rows: 0' 'spaces: [7, 7]\nrows: 3' 'errors: [1]' 'points: [1, 2]' 'vowels: "AEIOU"' 'marked: ["9,9"]' 'marked: ["1,1", "1,1"]' 'challenge: "K1"' 'challenge_need: 6' 'abilities: {x: {effect: fly}}' 'tokens: {"?": 3}' '[1]'; do
		printf -- "$bad\n" > r.yaml
		run --separate-stderr score-typeset -r r.yaml m.yaml
		assert_fails_cleanly 2
		[[ $stderr == "score-typeset: r.yaml:"[0-9]*:[0-9]*": "* ]] || fail "$bad: $stderr"
	done
}

@test "the rules file: a bad value of length_points is named by the key as the file spells it" {
	mat m.yaml 0 CAT
	printf 'length_points: {1: 0, 2: x}\n' > r.yaml
	run --separate-stderr score-typeset -r r.yaml m.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "score-typeset: r.yaml:1:26: 'length_points' (the points of a word length) must be a whole number from 0 to 1000"
	# The old name, given, is the name the message uses.
	printf 'points: {1: 0, 2: -1}\n' > r.yaml
	run --separate-stderr score-typeset -r r.yaml m.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "score-typeset: r.yaml:1:19: 'points' (the points of a word length) must be a whole number from 0 to 1000"
	# A length given twice, as 1 and 01: no "1 letters".
	printf 'length_points: {1: 0, 2: 1, 3: 2, 01: 3}\n' > r.yaml
	run --separate-stderr score-typeset -r r.yaml m.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "score-typeset: r.yaml:1:35: 'length_points' gives the points of 1-letter words twice"
}

@test "the rules file: a challenge_need past the challenge letters is exit 2, counts labelled" {
	mat m.yaml 0 CAT
	printf 'challenge: ""\nchallenge_need: 1\n' > r.yaml
	run --separate-stderr score-typeset -r r.yaml m.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "score-typeset: r.yaml:2:17: 'challenge_need' asks for more challenge letters than 'challenge' names (needed: 1, named: 0)"
}

@test "the rules file: a negative solo_target is exit 2, at its value; 0 is a target" {
	mat m.yaml 0 CAT
	printf 'rows: 6\nsolo_target: -5\n' > r.yaml
	run --separate-stderr score-typeset -S -r r.yaml m.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "score-typeset: r.yaml:2:14: 'solo_target' must be a whole number from 0 to 100000"
	# A house target of 0: any score not below it, with the ability used.
	printf 'solo_target: 0\n' > r.yaml
	USES=3 mat m.yaml 0 CAT
	run score-typeset -S -r r.yaml m.yaml
	assert_success
	assert_line 'solo: a win: score 3 (0 needed), ability uses 3 (3 needed)'
}

@test "the rules file: a challenge letter named twice is exit 2, at that letter" {
	# KKQ would make a K and a Q the 3 different challenge letters.
	mat m.yaml 0 CAT
	printf 'challenge: "KQk"\n' > r.yaml
	run --separate-stderr score-typeset -r r.yaml m.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "score-typeset: r.yaml:1:15: 'challenge' names K twice: the challenge letters are different letters"
}

@test "the rules file: a challenge letter in the vowel supply is exit 2, at its place" {
	# "Challenge letters are not available like vowels."
	mat m.yaml 0 CAT
	printf 'vowel_columns: ["AEIOU", "AEIOUK"]\n' > r.yaml
	run --separate-stderr score-typeset -r r.yaml m.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "score-typeset: r.yaml:1:32: K is a challenge letter and a vowel of the supply: challenge letters are not available like vowels"
	printf 'challenge: "KJQXZA"\n' > r.yaml
	run --separate-stderr score-typeset -r r.yaml m.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "score-typeset: r.yaml:1:18: A is a challenge letter and a vowel of the supply: challenge letters are not available like vowels"
	# Y, no challenge letter, may be a house vowel; so may K, once the
	# challenge letters leave it out.
	printf 'vowel_columns: ["AEIOUY"]\n' > r.yaml
	run score-typeset -t -r r.yaml m.yaml
	assert_success
	assert_output 3
	printf 'vowel_columns: ["AEIOUK"]\nchallenge: "JQXZ"\n' > r.yaml
	run score-typeset -t -r r.yaml m.yaml
	assert_success
	# play-typeset reads its rules the same way.
	printf 'vowel_columns: ["AEIOUK"]\n' > r.yaml
	run --separate-stderr play-typeset rules -r r.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "play-typeset: r.yaml:1:23: K is a challenge letter and a vowel of the supply: challenge letters are not available like vowels"
}

@test "a mat: a consonant crossed off as a vowel is not in the supply, exit 2 at it" {
	printf 'rows: [CAT]\nvowels: "AB"\n' > m.yaml
	run --separate-stderr score-typeset m.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "score-typeset: m.yaml:2:11: 'B' is not in the vowel supply: no vowel column crosses it off"
}

@test "the dictionary is chosen with -d" {
	mat m.yaml 0 ZA
	run total m.yaml
	assert_output -- -1
	run total -d large m.yaml
	assert_output 1
}

@test "score-typeset: output to a full disk is exit 2" {
	mat m.yaml 0 CAT
	run --separate-stderr bash -c 'score-typeset m.yaml > /dev/full'
	assert_equal "$status" 2
}

@test "score-typeset: a state of another game is exit 2, naming its game and its tool" {
	bag new shenanigrams -s 1 | deal -N ann,bob > s.yaml
	run --separate-stderr score-typeset -f s.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "score-typeset: s.yaml: a Shenanigrams game, not a Typeset one: play it with steal-check"
	run --separate-stderr score-typeset s.yaml
	assert_fails_cleanly 2
}
