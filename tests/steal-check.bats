#!/usr/bin/env bats
# steal-check: every example and rule of the Shenanigrams rulebook, legal
# and illegal side by side, on plain boards and on full game states.
bats_require_minimum_version 1.5.0
load test_helper

# board ROW...: a plain board file b.txt, one argument per row.
board() {
	printf '%s\n' "$@" > b.txt
}

# game TAGGED ROW...: a two-player state g.yaml: ann to move with hand
# AEIST plus the letters used below, bob; TAGGED is the flow list of tagged
# words; the rows are the board.
game() {
	local tagged=$1 tags_ann=${TAGS_ANN:-7} tags_bob=${TAGS_BOB:-7}
	shift
	{
		printf 'game: "shenanigrams"\nseed: 1\nbag: "%s"\nshuffles: 0\ndiscard: ""\n' "${BAG:-EEEEEEEEEE}"
		printf 'turn: "ann"\nplayers:\n'
		printf -- '- name: "ann"\n  hand: "%s"\n  tags: %s\n' "${HAND_ANN:-SIGDLT}" "$tags_ann"
		printf -- '- name: "bob"\n  hand: "%s"\n  tags: %s\n' "${HAND_BOB:-AEIOU}" "$tags_bob"
		printf 'board: |\n'
		printf '  %s\n' "$@"
		printf 'tagged: %s\n' "$tagged"
	} > g.yaml
}

# board_after MOVE...: the move played on g.yaml, the state after it in
# h.yaml; prints the rows of its board.
board_after() {
	steal-check -f g.yaml -a "$@" > h.yaml &&
	    sed -n '/^board:/,/^tagged:/{/^  /p}' h.yaml
}

@test "steal-check --help prints the usage on stdout and exits 0" {
	run steal-check --help
	assert_success
	assert_line --index 0 --partial 'usage: steal-check'
}

@test "steal-check: malformed moves and bad options are exit 2, one line" {
	board GOLD
	for mv in "" "jump G 1,1" "place GG 1,1" "place G one" "insert I 1,2 sideways" "place 7 1,1"; do
		run --separate-stderr steal-check --board b.txt $mv
		assert_fails_cleanly 2
	done
	run --separate-stderr steal-check --board b.txt --frob place S 1,5
	assert_fails_cleanly 2
}

@test "steal-check: a mistyped move word is answered with the one it most likely meant" {
	board GOLD
	run --separate-stderr steal-check --board b.txt plcae S 1,5
	assert_fails_cleanly 2
	assert_equal "$stderr" "steal-check: 'plcae S 1,5' is not a move: place L ROW,COL, replace L ROW,COL, insert L ROW,COL across|down, pass, trade or challenged (did you mean 'place'?) (see 'steal-check --help')"
	# The right word with the wrong operands is told no word.
	run --separate-stderr steal-check --board b.txt place S
	assert_fails_cleanly 2
	refute_output --partial "did you mean"
	[[ $stderr != *"did you mean"* ]]
}

@test "steal-check: the move may be separate words or one string" {
	board OLD
	run steal-check --board b.txt place G 1,0
	assert_success
	run steal-check --board b.txt "place G 1,0"
	assert_success
}

@test "steal-check: a move is judged as with the dictionary mapped" {
	# A move's words are read from a built-in dictionary a list at a
	# time; the same file named as a file is mapped and checked whole.
	cp "$BUILD/share/wordkit/standard.wkd" std.wkd
	printf '%s\n' ..MUC.... SOLD..... ......... ICON.GOLD > b.txt
	legal=0
	for mv in "place H 1,6" "place S 2,5" "replace G 2,1" "insert I 2,4 across" \
	    "place S 4,5" "place I 4,5" "replace S 4,6" "insert K 1,4 across" \
	    "place E 3,1" "place A 3,2" "place O 1,2"; do
		for d in standard ./std.wkd; do
			rc=0
			steal-check --board b.txt -d "$d" -o yaml $mv \
			    > "out.${d#./}" 2>&1 || rc=$?
			echo "$rc" >> "out.${d#./}"
		done
		assert_equal "$(cat out.standard)" "$(cat out.std.wkd)"
		[ "$(tail -1 out.standard)" = 0 ] && legal=$((legal + 1))
	done
	[ "$legal" -ge 3 ] && [ "$legal" -le 8 ]
}

@test "a board with a leading byte order mark reads as the board" {
	printf '\xef\xbb\xbf.OLD\n' > b.txt
	run --separate-stderr steal-check --board b.txt place G 1,1
	assert_success
	assert_output --partial 'GOLD'
}

@test "adding at the start: G onto OLD makes GOLD (the board grows left)" {
	board OLD
	run steal-check --board b.txt place G 1,0
	assert_success
	assert_output "$(printf 'legal: place G 1,0\nsteals OLD: GOLD at 1,1 across')"
}

@test "replacing: G by S makes SOLD, the G discarded; never by the same letter" {
	board GOLD
	run steal-check --board b.txt replace S 1,1
	assert_success
	assert_line 'steals GOLD: SOLD at 1,1 across'
	assert_line 'discards G'
	run --separate-stderr steal-check --board b.txt replace G 1,1
	assert_fails_cleanly 1
	assert_equal "$stderr" "steal-check: 1,1 already holds G: a tile is never replaced by the same letter (rule: identical)"
}

@test "inserting: I into SOLD makes SOLID; between two letters only" {
	board SOLD
	run steal-check --board b.txt insert I 1,4 across
	assert_success
	assert_line 'steals SOLD: SOLID at 1,1 across'
	# The words of a move in any case, the direction too.
	run steal-check --board b.txt INSERT i 1,4 Across
	assert_success
	assert_line 'steals SOLD: SOLID at 1,1 across'
	run --separate-stderr steal-check --board b.txt insert I 1,1 across
	assert_fails_cleanly 1
	assert_equal "$stderr" "steal-check: 1,1 is the first letter of SOLD: a letter is inserted between two letters (to add one in front, place it) (rule: insert-between)"
}

@test "steal-check: -n without --find and -W without -i do nothing, and say so on stderr" {
	# Before: both were taken in silence.  A warning, not an error:
	# a script that gives them goes on as it did (see steal-check(1)).
	board GOLD
	run --separate-stderr steal-check --board b.txt -n 3 place S 1,5
	assert_success
	assert_output "$(printf 'legal: place S 1,5\nsteals GOLD: GOLDS at 1,1 across')"
	assert_equal "$stderr" "steal-check: -n (--limit) does nothing without -F (--find)"
	game '[]' GOLD
	run --separate-stderr steal-check -f g.yaml --wait 5 place S 1,5
	assert_success
	assert_equal "$stderr" "steal-check: -W (--wait) does nothing without -i (--in-place)"
	# A refused move is refused as ever, the warning before its reason.
	run --separate-stderr steal-check -q -f g.yaml -W 5 place Q 2,1
	assert_failure 1
	assert_equal "$stderr" "steal-check: -W (--wait) does nothing without -i (--in-place)"
	# A usage error is still its one line.
	run --separate-stderr steal-check -f g.yaml -n 3 -W 5
	assert_fails_cleanly 2
	assert_equal "$stderr" "steal-check: a MOVE is needed, e.g. 'place S 1,5' (see 'steal-check --help')"
	# With what they shape, nothing is said.
	run --separate-stderr steal-check -F -n 1 -i g.yaml -W 5
	assert_success
	assert_equal "$stderr" ""
	assert_equal "${#lines[@]}" 1
}

@test "a new word at once: ICONS yes, ICONI no" {
	board ICON
	run steal-check --board b.txt place S 1,5
	assert_success
	assert_line 'steals ICON: ICONS at 1,1 across'
	run --separate-stderr steal-check --board b.txt place I 1,5
	assert_fails_cleanly 1
	assert_equal "$stderr" "steal-check: ICONI at 1,1 across is not a word: a tagged word that changes must become a new word at once (ICON was tagged) (rule: immediate)"
}

@test "MUC is incomplete: no replacing or inserting to complete it; adding H completes MUCH" {
	board MUC
	run --separate-stderr steal-check --board b.txt replace D 1,3
	assert_fails_cleanly 1
	assert_equal "$stderr" "steal-check: 1,3 is in no tagged word: only a completed, tagged word may have a letter replaced (rule: untagged)"
	run --separate-stderr steal-check --board b.txt insert K 1,3 across
	assert_fails_cleanly 1
	run steal-check --board b.txt place H 1,4
	assert_success
	assert_line 'completes MUCH at 1,1 across'
}

@test "a replacement that would complete a crossing untagged run is refused" {
	board MUC ..O ..L ..D
	run steal-check --board b.txt replace B 1,3
	assert_failure 1
	run --separate-stderr steal-check --board b.txt replace G 1,3
	assert_fails_cleanly 1
	assert_equal "$stderr" "steal-check: MUG at 1,1 across would be completed by replacing a letter of an untagged word (rule: completes-untagged)"
}

@test "several words at once: H of HAVE and HOT replaced by G makes GAVE and GOT" {
	board HAVE O... T...
	run steal-check --board b.txt replace G 1,1
	assert_success
	assert_line 'steals HAVE: GAVE at 1,1 across'
	assert_line 'steals HOT: GOT at 1,1 down'
	assert_line 'discards H'
}

@test "a replacement may cross an incomplete word that can still become one: GREAT/GO to TREAT/TO" {
	board GREAT O....
	run steal-check --board b.txt replace T 1,1
	assert_success
	assert_output "$(printf 'legal: replace T 1,1\nsteals GREAT: TREAT at 1,1 across\ndiscards G')"
	# ... but not when the crossing run would then be completed (GON to TON)
	board GREAT O.... N....
	run --separate-stderr steal-check --board b.txt replace T 1,1
	assert_fails_cleanly 1
	[[ "$stderr" == *"(rule: completes-untagged)" ]]
}

@test "a replacement may change a complete untagged crossing word: GREAT/GOT to TREAT/TOT" {
	# GOT is a word that nobody tagged: the rulebook forbids completing
	# an incomplete word, not changing a complete one into another.
	game '[{word: "GREAT", owner: "bob", at: "1,1", dir: "across"}]' GREAT O.... T....
	run steal-check -f g.yaml replace T 1,1
	assert_success
	assert_output "$(printf 'legal: ann: replace T 1,1\nsteals GREAT from bob: TREAT at 1,1 across, tagged\ncompletes TOT at 1,1 down, tagged\ndiscards G')"
	run board_after replace T 1,1
	assert_success
	assert_output "$(printf '  TREAT\n  O....\n  T....')"
	grep -qx -- '- {word: "TREAT", owner: "ann", at: "1,1", dir: "across"}' h.yaml
	grep -qx -- '- {word: "TOT", owner: "ann", at: "1,1", dir: "down"}' h.yaml
	# An incomplete untagged run (GON) may still not be completed (TON).
	game '[{word: "GREAT", owner: "bob", at: "1,1", dir: "across"}]' GREAT O.... N....
	run --separate-stderr steal-check -f g.yaml replace T 1,1
	assert_fails_cleanly 1
	assert_equal "$stderr" "steal-check: TON at 1,1 down would be completed by replacing a letter of an untagged word (rule: completes-untagged)"
	# A complete untagged word alone still has no letter replaced.
	game '[]' GREAT O.... T....
	run --separate-stderr steal-check -f g.yaml replace L 3,1
	assert_fails_cleanly 1
	assert_equal "$stderr" "steal-check: 3,1 is in no tagged word: only a completed, tagged word may have a letter replaced (rule: untagged)"
}

@test "every tile must touch a played tile and go on an empty cell" {
	board GOLD
	run --separate-stderr steal-check --board b.txt place S 3,3
	assert_fails_cleanly 2
	assert_equal "$stderr" "steal-check: cell 3,3 is off the board: rows run to 2 and columns to 5 (one past the last is just outside it)"
	run --separate-stderr steal-check --board b.txt place S 2,5
	assert_fails_cleanly 1
	assert_equal "$stderr" "steal-check: 2,5 does not touch a played tile (left, right, above or below) (rule: adjacent)"
	run --separate-stderr steal-check --board b.txt place S 1,2
	assert_fails_cleanly 1
	assert_equal "$stderr" "steal-check: 1,2 already holds O (rule: occupied)"
	run --separate-stderr steal-check --board b.txt place Q 2,1
	assert_fails_cleanly 1
	assert_equal "$stderr" "steal-check: GQ at 1,1 down can never become a word (rule: dead-run)"
	run steal-check --board b.txt place O 2,1
	assert_success
	assert_output "$(printf 'legal: place O 2,1\nworking towards a word')"
	# 0 or a negative number names the cell just outside (steal-check(1), Coordinates)
	board OLD
	run steal-check --board b.txt -- place G 1,-4
	assert_success
	assert_line 'steals OLD: GOLD at 1,1 across'
}

@test "the first tile goes anywhere" {
	: > b.txt
	run steal-check --board b.txt place Q 7,9
	assert_success
	assert_output "$(printf 'legal: place Q 7,9\nthe first tile, Q, starts the board')"
}

@test "--explain quotes the rulebook sentence the verdict rests on" {
	board ICON
	run steal-check --board b.txt --explain place S 1,5
	assert_line --partial 'rulebook: "Players can also use their turn to STEAL opponents'
	run --separate-stderr steal-check --board b.txt -e place I 1,5
	assert_equal "$status" 1
	[[ "$stderr" == *'could not add an "I" (with the intention of creating "ICONIC" on their next turn) as "ICONI" is not a word."'* ]]
}

@test "-o json and yaml: the verdict for bots, legal or not" {
	board HAVE O... T...
	run steal-check --board b.txt replace G 1,1 -o json
	assert_success
	assert_line '  "legal": true,'
	assert_line '  "rule": "steal",'
	assert_line '      "word": "GAVE",'
	assert_line '          "word": "HAVE",'
	assert_line '      "word": "GOT",'
	assert_line '  "discarded": "H",'
	run steal-check --board b.txt place X 1,5 -o yaml
	assert_failure 1
	assert_line 'legal: false'
	assert_line 'rule: "immediate"'
}

@test "insert: the letters after it shift, and the tiles attached to them" {
	game '[{word: "SOLD", owner: "bob", at: "1,1", dir: "across"}, {word: "DOG", owner: "bob", at: "1,4", dir: "down"}]' \
	    SOLD ...O ...G
	run steal-check -f g.yaml insert I 1,4 across
	assert_success
	assert_line 'steals SOLD from bob: SOLID at 1,1 across, tagged'
	steal-check -f g.yaml -a insert I 1,4 across > h.yaml
	run sed -n '/^board:/,/^tagged:/p' h.yaml
	assert_output "$(printf 'board: |\n  SOLID\n  ....O\n  ....G\ntagged:')"
	grep -qx -- '- {word: "DOG", owner: "bob", at: "1,5", dir: "down"}' h.yaml
	grep -qx -- '- {word: "SOLID", owner: "ann", at: "1,1", dir: "across"}' h.yaml
}

@test "insert: tiles joined back to the letters before the insertion cannot shift" {
	board SOLD A..A TEAS
	run --separate-stderr steal-check --board b.txt insert I 1,4 across
	assert_fails_cleanly 1
	[[ "$stderr" == *"(rule: shift-blocked)" ]]
}

@test "insert: a shifted tile that meets a tagged word far from the cell does not steal it" {
	# A, T, O and P shift right; P would land on AIL, two rows down, and
	# make PAIL: a tagged word is stolen only by a tile put on it, never
	# by the tiles an insertion shifts (shenanigrams(7)).
	HAND_ANN=HS game '[{word: "CAT", owner: "bob", at: "1,1", dir: "across"}, {word: "TOP", owner: "bob", at: "1,3", dir: "down"}, {word: "AIL", owner: "bob", at: "3,5", dir: "across"}]' \
	    CAT.... E.O.... E.P.AIL E.....E EEEEEEE
	run --separate-stderr steal-check -f g.yaml insert H 1,2 across
	assert_fails_cleanly 1
	assert_equal "$stderr" "steal-check: PAIL at 3,4 across would change AIL by the shift of an insertion: a tagged word is stolen only by a tile put on it (rule: shift-blocked)"
	# Where the shift leaves a gap, the same insertion steals CAT.
	HAND_ANN=HS game '[{word: "CAT", owner: "bob", at: "1,1", dir: "across"}, {word: "TOP", owner: "bob", at: "1,3", dir: "down"}, {word: "AIL", owner: "bob", at: "3,6", dir: "across"}]' \
	    CAT..... E.O..... E.P..AIL E......E EEEEEEEE
	run steal-check -f g.yaml insert H 1,2 across
	assert_success
	assert_output "$(printf 'legal: ann: insert H 1,2 across\nsteals CAT from bob: CHAT at 1,1 across, tagged')"
}

@test "insert: the shift may not complete an incomplete, untagged word (OAT from AT)" {
	# O shifts right with the T it hangs from, and would meet AT.
	board CAT. ..O.AT
	run --separate-stderr steal-check --board b.txt insert H 1,2 across
	assert_fails_cleanly 1
	assert_equal "$stderr" "steal-check: OAT at 2,4 across would be completed by the shift of an insertion: AT is an incomplete, untagged word (rule: completes-untagged)"
	# Nor may the word inserted into be pushed onto one (CART + ER).
	board CAT.ER
	run --separate-stderr steal-check --board b.txt insert R 1,3 across
	assert_fails_cleanly 1
	assert_equal "$stderr" "steal-check: CARTER at 1,1 across would be completed by the shift of an insertion: ER is an incomplete, untagged word (rule: completes-untagged)"
	board C A T . E R
	run --separate-stderr steal-check --board b.txt insert R 3,1 down
	assert_fails_cleanly 1
	assert_equal "$stderr" "steal-check: CARTER at 1,1 down would be completed by the shift of an insertion: ER is an incomplete, untagged word (rule: completes-untagged)"
	# A run the shift makes that is still working towards a word is fine.
	board CAT. ..O.N
	run steal-check --board b.txt insert H 1,2 across
	assert_success
	assert_output "$(printf 'legal: insert H 1,2 across\nsteals CAT: CHAT at 1,1 across')"
	# ... and so is the word inserted into meeting a lone tile (CARTS).
	board CAT.S
	run steal-check --board b.txt insert R 1,3 across
	assert_success
	assert_output "$(printf 'legal: insert R 1,3 across\nsteals CAT: CARTS at 1,1 across')"
}

@test "insert: a word the shift makes of a complete word is no word the move completes" {
	# PEN is complete but untagged: O shifts onto it and OPEN is a word,
	# which nobody put a tile on, so the mover does not tag it.
	HAND_ANN=HS game '[{word: "CAT", owner: "bob", at: "1,1", dir: "across"}]' CAT. ..O.PEN
	run steal-check -f g.yaml insert H 1,2 across
	assert_success
	assert_output "$(printf 'legal: ann: insert H 1,2 across\nsteals CAT from bob: CHAT at 1,1 across, tagged\nOPEN at 2,4 across, made by the shift, stays untagged')"
	run board_after insert H 1,2 across
	assert_success
	assert_output "$(printf '  CHAT...\n  ...OPEN')"
	grep -qx -- '- {word: "CHAT", owner: "ann", at: "1,1", dir: "across"}' h.yaml
	[ "$(grep -c '^- {word' h.yaml)" -eq 1 ]
	assert_equal "$(sed -n '/name: "ann"/,/tags/s/^  tags: //p' h.yaml)" 6
	assert_equal "$(sed -n '/name: "bob"/,/tags/s/^  tags: //p' h.yaml)" 8
}

@test "-o yaml and json: a word the shift alone made is listed as shifted, untagged" {
	HAND_ANN=HS game '[{word: "CAT", owner: "bob", at: "1,1", dir: "across"}]' CAT. ..O.PEN
	run steal-check -f g.yaml -o yaml insert H 1,2 across
	assert_success
	assert_line '- {word: "CHAT", at: "1,1", dir: "across", tag: true, stolen: [{word: "CAT", owner: "bob"}]}'
	assert_line 'shifted:'
	assert_line '- {word: "OPEN", at: "2,4", dir: "across"}'
	assert_line 'tags_placed: 1'
	run steal-check -f g.yaml -o json insert H 1,2 across
	assert_success
	assert_line '  "shifted": ['
	assert_line '      "word": "OPEN",'
	assert_line '      "at": "2,4",'
	# A move whose shift makes no word has no such key.
	run steal-check -f g.yaml -o yaml place S 1,4
	assert_success
	refute_line 'shifted:'
	# --find's verdicts are whole: the insertion found names OPEN too.
	run steal-check --find -f g.yaml -n 1 -o yaml
	assert_success
	assert_line '- legal: true'
	assert_line '  move: "insert H 1,2 across"'
	assert_line '  shifted:'
	assert_line '  - {word: "OPEN", at: "2,4", dir: "across"}'
	# Each insertion before the T shifts O onto PEN; no other move does.
	run bash -c 'steal-check --find -f g.yaml -o json | jq -c "[.[] | select(.shifted) | [.move, .shifted[0].word]]"'
	assert_success
	assert_output '[["insert H 1,2 across","OPEN"],["insert S 1,3 across","OPEN"]]'
	# And for people, after a second tab, where the rule's words stay
	# the second field's.
	run steal-check --find -f g.yaml
	assert_success
	assert_line "$(printf 'insert H 1,2 across\tsteal CHAT\tshifted OPEN')"
	assert_line "$(printf 'insert S 1,3 across\tsteal CAST\tshifted OPEN')"
	[ "$(printf '%s\n' "$output" | grep -c shifted)" -eq 2 ]
	run bash -c "steal-check --find -f g.yaml | cut -f2 | grep -c shifted"
	assert_output 0
}

@test "insert: a long tagged run shifts whole; where it lands on a tile, 41 rows down, it is judged" {
	local t41 rows
	t41=$(printf 'T%.0s' $(seq 41))
	rows=$(for i in $(seq 40); do printf '..T. '; done)
	HAND_ANN=HS game "[{word: \"CAT\", owner: \"bob\", at: \"1,1\", dir: \"across\"}, {word: \"$t41\", owner: \"bob\", at: \"1,3\", dir: \"down\"}]" \
	    CAT. $rows
	board_after insert H 1,2 across > /dev/null
	grep -qx -- "- {word: \"$t41\", owner: \"bob\", at: \"1,4\", dir: \"down\"}" h.yaml
	grep -qx -- '- {word: "CHAT", owner: "ann", at: "1,1", dir: "across"}' h.yaml
	[ "$(sed -n '42p' h.yaml)" = '  ...T' ]
	HAND_ANN=HS game "[{word: \"CAT\", owner: \"bob\", at: \"1,1\", dir: \"across\"}, {word: \"$t41\", owner: \"bob\", at: \"1,3\", dir: \"down\"}]" \
	    CAT. $rows ...X
	run --separate-stderr steal-check -f g.yaml insert H 1,2 across
	assert_fails_cleanly 1
	assert_equal "$stderr" "steal-check: ${t41}X at 1,4 down would change $t41 by the shift of an insertion: a tagged word is stolen only by a tile put on it (rule: shift-blocked)"
}

@test "at a terminal a move judged only, or applied to no file, says it was not played" {
	bag new shenanigrams -s 7 | deal -N ann,bob > k.yaml
	steal-check -i k.yaml place N 1,1 > /dev/null
	cp k.yaml before.yaml
	at_terminal 'steal-check -f k.yaml place E 0,1'
	assert_success
	assert_output "$(printf '%s\n' 'legal: bob: place E 0,1' \
	    'working towards a word' \
	    'judged, not played: play it with -i k.yaml')"
	at_terminal 'steal-check -f k.yaml -a place E 0,1'
	assert_success
	assert_line --index 2 'not kept: play it with -i k.yaml'
	assert_equal "${#lines[@]}" 3
	at_terminal 'steal-check place E 0,1 < k.yaml'
	assert_line --index 2 'judged, not played: play it with -i FILE'
	cmp k.yaml before.yaml
	# a plain board is only ever judged; played, the move says nothing more
	printf 'ICON\n' > b.txt
	at_terminal 'steal-check --board b.txt place S 1,5'
	refute_output --partial 'not played'
	at_terminal 'steal-check -i k.yaml place E 0,1'
	assert_output "$(printf '%s\n' 'legal: bob: place E 0,1' \
	    'working towards a word')"
	# a script reads the verdict, or the state, as it always did
	run bash -c 'steal-check -f before.yaml place E 0,1 | cat'
	assert_output "$(printf '%s\n' 'legal: bob: place E 0,1' \
	    'working towards a word')"
	run bash -c 'steal-check -f before.yaml -a place E 0,1 | cmp - k.yaml'
	assert_success
}

@test "--apply: tags move, the tile leaves the hand, the hand is refilled, the turn passes" {
	game '[{word: "GOLD", owner: "bob", at: "1,1", dir: "across"}]' GOLD
	run steal-check -f g.yaml --apply replace S 1,1
	assert_success
	printf '%s\n' "$output" > h.yaml
	assert_equal "$(yaml_str turn h.yaml)" bob
	assert_equal "$(hand ann h.yaml)" IGDLT
	assert_equal "$(yaml_str discard h.yaml)" G
	grep -qx -- '- {word: "SOLD", owner: "ann", at: "1,1", dir: "across"}' h.yaml
	assert_equal "$(sed -n '/name: "ann"/,/tags/s/^  tags: //p' h.yaml)" 6
	assert_equal "$(sed -n '/name: "bob"/,/tags/s/^  tags: //p' h.yaml)" 8
}

@test "recreating a word is allowed: DOG to LOG to DOG" {
	HAND_ANN=LD HAND_BOB=DL game '[{word: "DOG", owner: "bob", at: "1,1", dir: "across"}]' DOG
	steal-check -i g.yaml replace L 1,1 >/dev/null
	run steal-check -f g.yaml replace D 1,1
	assert_success
	assert_line 'steals LOG from ann: DOG at 1,1 across, tagged'
}

@test "stealing one's own word: allowed, the tag comes back and goes on the new word" {
	game '[{word: "GOLD", owner: "ann", at: "1,1", dir: "across"}]' GOLD
	TAGS_ANN=6
	steal-check -f g.yaml -a place S 1,5 > h.yaml
	grep -qx -- '- {word: "GOLDS", owner: "ann", at: "1,1", dir: "across"}' h.yaml
	assert_equal "$(sed -n '/name: "ann"/,/tags/s/^  tags: //p' h.yaml)" 7
}

@test "one tile completing two words takes two tags" {
	HAND_ANN=T game '[]' CA. ..O ..E
	run steal-check -f g.yaml place T 1,3
	assert_success
	assert_line 'completes TOE at 1,3 down, tagged'
	assert_line 'completes CAT at 1,1 across, tagged'
	steal-check -f g.yaml -a place T 1,3 > h.yaml
	assert_equal "$(sed -n '/name: "ann"/,/tags/s/^  tags: //p' h.yaml)" 5
}

@test "a mover short of tags tags the longest words first" {
	TAGS_ANN=1 HAND_ANN=T game '[]' CA.. ..O. ..E. ..S.
	run steal-check -f g.yaml place T 1,3
	assert_line 'completes TOES at 1,3 down, tagged'
	assert_line 'completes CAT at 1,1 across, left untagged (no tag left)'
}

@test "the last tag: Shenanigrams! is called; the left player's steal back plays on" {
	TAGS_ANN=1 HAND_ANN=T HAND_BOB=S game '[]' CA. ..O ..E
	run steal-check -f g.yaml place T 1,3
	# equal lengths: the first in reading order gets the tag
	assert_line 'completes CAT at 1,1 across, tagged'
	assert_line 'completes TOE at 1,3 down, left untagged (no tag left)'
	steal-check -i g.yaml place T 1,3 >/dev/null
	assert_equal "$(yaml_str called g.yaml)" ann
	assert_equal "$(yaml_str turn g.yaml)" bob
	# bob may only steal one of ann's words back
	run --separate-stderr steal-check -f g.yaml place S 4,3
	assert_fails_cleanly 1
	assert_equal "$stderr" "steal-check: in the countdown only a move that steals one of ann's words counts (rule: countdown)"
	run --separate-stderr steal-check -f g.yaml trade
	assert_fails_cleanly 1
	steal-check -i g.yaml place S 1,4 >/dev/null
	assert_equal "$(yaml_str called g.yaml)" ""
	assert_equal "$(yaml_str turn g.yaml)" ann
	assert_equal "$(sed -n '/name: "ann"/,/tags/s/^  tags: //p' g.yaml)" 1
}

@test "bag trade in the countdown is refused, as steal-check trade is" {
	TAGS_ANN=1 HAND_ANN=T HAND_BOB=S game '[]' CA. ..O ..E
	steal-check -i g.yaml place T 1,3 >/dev/null
	assert_equal "$(yaml_str turn g.yaml)" bob
	cp g.yaml before.yaml
	# bob's trade would hand the turn back to ann, whose pass then wins
	run --separate-stderr bag trade -p bob -i g.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "bag: in the countdown only a move that steals one of ann's words counts (rule: countdown)"
	cmp g.yaml before.yaml
	run --separate-stderr bag trade -p bob -f g.yaml -o json
	assert_no_doc countdown
	# Another's trade is out of turn first, as steal-check says.
	run --separate-stderr bag trade -p ann -f g.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "bag: it is bob's turn, not ann's (rule: not-your-turn)"
}

@test "the call is said: Shenanigrams!, whose countdown it is, who may steal" {
	TAGS_ANN=1 HAND_ANN=T HAND_BOB=S game '[]' CA. ..O ..E
	run steal-check -f g.yaml place T 1,3
	assert_success
	assert_output "$(printf '%s\n' 'legal: ann: place T 1,3' \
	    'completes CAT at 1,1 across, tagged' \
	    'completes TOE at 1,3 down, left untagged (no tag left)' \
	    'ann calls "SHENANIGRAMS!": no tag left' \
	    "ann's countdown: bob, on ann's left, may steal one of ann's words back")"
	run steal-check -f g.yaml -o json place T 1,3
	assert_equal "$(printf '%s' "$output" | jq -c '[.called, .countdown]')" '["ann","bob"]'
	# A move that leaves a tag in hand calls nothing.
	TAGS_ANN=3 HAND_ANN=T game '[]' CA. ..O ..E
	run steal-check -f g.yaml place T 1,3
	refute_output --partial SHENANIGRAMS
	refute_output --partial countdown
	run steal-check -f g.yaml -o json place T 1,3
	assert_equal "$(printf '%s' "$output" | jq -c '[.called, .countdown]')" '[null,null]'
	# Three players: the countdown is the next seat's, on the caller's left.
	{
		printf 'game: "shenanigrams"\nbag: "EEEEE"\nturn: "bob"\nplayers:\n'
		printf -- '- {name: "%s", hand: "%s", tags: %s}\n' ann S 6 bob T 1 cy S 6
		printf 'board: |\n  CA.\n  ..O\n  ..E\n'
	} > three.yaml
	run steal-check -f three.yaml place T 1,3
	assert_line 'bob calls "SHENANIGRAMS!": no tag left'
	assert_line "bob's countdown: cy, on bob's left, may steal one of bob's words back"
}

@test "the countdown's end is said: the caller back in the game, or the winner" {
	TAGS_ANN=1 HAND_ANN=T HAND_BOB=S game '[]' CA. ..O ..E
	steal-check -i g.yaml place T 1,3 > /dev/null
	cp g.yaml called.yaml
	run steal-check -f g.yaml place S 1,4
	assert_success
	assert_output "$(printf '%s\n' 'legal: bob: place S 1,4' \
	    'steals CAT from ann: CATS at 1,1 across, tagged' \
	    "ann is back in the game: bob stole one of ann's words back")"
	run steal-check -f g.yaml -o json place S 1,4
	assert_equal "$(printf '%s' "$output" | jq -c '[.back_in, .winner, .called]')" '["ann",null,null]'
	run steal-check -i g.yaml pass
	assert_success
	assert_output "$(printf '%s\n' 'legal: bob: pass' \
	    'bob steals nothing back: the countdown has run out' \
	    'ann wins: SHENANIGRAMS!')"
	assert_equal "$(yaml_str winner g.yaml)" ann
	# The game over, the finder lists nothing, with or without a player,
	# and says why.
	run --separate-stderr steal-check --find -f g.yaml
	assert_failure 1
	assert_output ""
	assert_equal "$stderr" "steal-check: the game is over: ann has won (rule: game-over)"
	run --separate-stderr steal-check --find -f g.yaml -p bob
	assert_failure 1
	assert_output ""
	assert_equal "$stderr" "steal-check: the game is over: ann has won (rule: game-over)"
	run steal-check -f called.yaml -o json challenged
	assert_equal "$(printf '%s' "$output" | jq -c '[.winner, .back_in, .message]')" '["ann",null,"bob steals nothing back: the countdown has run out"]'
}

@test "--tag: a mover short of tags chooses the word that gets the tag" {
	TAGS_ANN=1 HAND_ANN=T HAND_BOB=S game '[]' CA. ..O ..E
	# By default the first in reading order; --tag names another, and
	# the words are listed in tag order: the one named first.
	run steal-check -f g.yaml place T 1,3
	assert_success
	assert_line --index 1 'completes CAT at 1,1 across, tagged'
	assert_line --index 2 'completes TOE at 1,3 down, left untagged (no tag left)'
	for t in TOE 1,3 '1,3 down' 'toe at 1,3 down' down; do
		run steal-check -f g.yaml --tag "$t" place T 1,3
		assert_success
		assert_output "$(printf 'legal: ann: place T 1,3\ncompletes TOE at 1,3 down, tagged\ncompletes CAT at 1,1 across, left untagged (no tag left)\nann calls "SHENANIGRAMS!": no tag left\n%s' "ann's countdown: bob, on ann's left, may steal one of ann's words back")"
	done
	run steal-check -f g.yaml -t TOE -o yaml place T 1,3
	assert_success
	assert_equal "$(grep -o '^- {word: "[A-Z]*"' <<< "$output")" "$(printf -- '- {word: "TOE"\n- {word: "CAT"')"
	steal-check -i g.yaml -t TOE place T 1,3 >/dev/null
	assert_equal "$(grep -c '{word: "TOE", owner: "ann", at: "1,3", dir: "down"}' g.yaml)" 1
	refute grep -q '"CAT"' g.yaml
	assert_equal "$(yaml_str called g.yaml)" ann
	# A word the move does not make, two words at once, more words than
	# tags, a bad name, or a move without tiles: exit 2, nothing written.
	TAGS_ANN=1 HAND_ANN=T HAND_BOB=S game '[]' CA. ..O ..E
	cp g.yaml before.yaml
	run --separate-stderr steal-check -i g.yaml -t DOG place T 1,3
	assert_fails_cleanly 2
	assert_equal "$stderr" "steal-check: 'DOG' names none of the words the move makes (CAT at 1,1 across, TOE at 1,3 down)"
	run --separate-stderr steal-check -i g.yaml -t TOE -t CAT place T 1,3
	assert_fails_cleanly 2
	assert_equal "$stderr" "steal-check: ann has 1 tag, fewer than the words chosen to tag"
	for t in "" "1,x" "CAT TOE" "0,1" "down across"; do
		run --separate-stderr steal-check -i g.yaml --tag "$t" place T 1,3
		assert_fails_cleanly 2
	done
	run --separate-stderr steal-check -i g.yaml -t TOE trade
	assert_fails_cleanly 2
	cmp g.yaml before.yaml
	# HAVE and HOT both start at 1,1: the cell alone is not enough.
	TAGS_ANN=1 HAND_ANN=G game '[{word: "HAVE", owner: "bob", at: "1,1", dir: "across"}, {word: "HOT", owner: "bob", at: "1,1", dir: "down"}]' HAVE O... T...
	run --separate-stderr steal-check -f g.yaml -t 1,1 replace G 1,1
	assert_fails_cleanly 2
	run steal-check -f g.yaml -t '1,1 down' replace G 1,1
	assert_success
	assert_line --index 1 'steals HOT from bob: GOT at 1,1 down, tagged'
	assert_line --index 2 'steals HAVE from bob: GAVE at 1,1 across, left untagged (no tag left)'
}

@test "the countdown runs out: the caller wins and the game is over" {
	TAGS_ANN=1 HAND_ANN=T HAND_BOB=S game '[]' CA. ..O ..E
	steal-check -i g.yaml place T 1,3 >/dev/null
	run steal-check -i g.yaml pass
	assert_success
	assert_line 'bob steals nothing back: the countdown has run out'
	assert_line 'ann wins: SHENANIGRAMS!'
	assert_equal "$(yaml_str winner g.yaml)" ann
	run --separate-stderr steal-check -f g.yaml place S 1,4
	assert_fails_cleanly 1
	assert_equal "$stderr" "steal-check: the game is over: ann has won (rule: game-over)"
}

@test "the countdown runs out: --explain quotes the game-over rule, not the challenge one" {
	TAGS_ANN=1 HAND_ANN=T HAND_BOB=S game '[]' CA. ..O ..E
	steal-check -i g.yaml place T 1,3 >/dev/null
	run steal-check -f g.yaml -e pass
	assert_success
	assert_line 'rulebook: "If the player to the left of the potential winner is unable to steal a word within the 5 second countdown, then the game is over."'
	refute_output --partial 'challenged'
	run steal-check -f g.yaml -e -o json pass
	assert_line --partial '"rule": "game-over"'
	# outside the countdown a player who holds tiles may not pass at all
	# (shenanigrams(7), Passing): the rule quoted is the turn's own
	game '[]' CA.
	run steal-check -f g.yaml -e pass
	assert_failure 1
	assert_line --partial '(rule: must-play)'
	refute_output --partial 'within the 5 second countdown'
}

@test "turns: only the player whose turn it is moves; a letter not held is a rule \"no\"" {
	game '[{word: "GOLD", owner: "bob", at: "1,1", dir: "across"}]' GOLD
	run --separate-stderr steal-check -f g.yaml -p bob place A 1,5
	assert_fails_cleanly 1
	assert_equal "$stderr" "steal-check: it is ann's turn, not bob's (rule: turn)"
	# Before: exit 2, as if the move were malformed; a tile that is not
	# the mover's is a move against the rules, exit 1, with its rule.
	run --separate-stderr steal-check -f g.yaml place Z 1,5
	assert_fails_cleanly 1
	assert_equal "$stderr" "steal-check: ann has no 'Z' to play (hand: SIGDLT) (rule: not-held)"
	run --separate-stderr steal-check -f g.yaml -o json place Z 1,5
	assert_no_doc not-held
	run --separate-stderr steal-check -f g.yaml -p zed place Z 1,5
	assert_fails_cleanly 2
}

@test "a challenged tile goes back and the turn is lost; trading misses the turn" {
	game '[{word: "GOLD", owner: "bob", at: "1,1", dir: "across"}]' GOLD
	steal-check -f g.yaml -a challenged > h.yaml
	assert_equal "$(yaml_str turn h.yaml)" bob
	assert_equal "$(hand ann h.yaml)" SIGDLT
	BAG=ABCDEFGHIJ game '[{word: "GOLD", owner: "bob", at: "1,1", dir: "across"}]' GOLD
	steal-check -f g.yaml -a trade > t.yaml
	assert_equal "$(yaml_str turn t.yaml)" bob
	assert_equal "$(yaml_str discard t.yaml)" SIGDLT
}

@test "trade: a hand of one tile is said as one tile" {
	# Late in a game, with the bag and the discard pile run low, a hand
	# may hold a single tile: "trades 1 tiles" was said.
	HAND_ANN=Q game '[{word: "GOLD", owner: "bob", at: "1,1", dir: "across"}]' GOLD
	run steal-check -f g.yaml trade
	assert_success
	assert_output "$(printf 'legal: ann: trade\nann trades 1 tile and misses the turn')"
	run steal-check -f g.yaml -o yaml trade
	assert_line 'message: "ann trades 1 tile and misses the turn"'
	HAND_ANN=QZ game '[{word: "GOLD", owner: "bob", at: "1,1", dir: "across"}]' GOLD
	run steal-check -f g.yaml trade
	assert_line 'ann trades 2 tiles and misses the turn'
}

@test "pass: only in the countdown or with no tile in hand; trade to miss a turn" {
	game '[{word: "GOLD", owner: "bob", at: "1,1", dir: "across"}]' GOLD
	cp g.yaml before.yaml
	run --separate-stderr steal-check -i g.yaml pass
	assert_fails_cleanly 1
	assert_equal "$stderr" "steal-check: ann holds tiles: a turn is missed only by trading them ('trade') or by losing a challenge ('challenged') (rule: must-play)"
	cmp g.yaml before.yaml
	run --separate-stderr steal-check -e -f g.yaml -o yaml pass
	assert_equal "$status" 1
	assert_line 'rule: "must-play"'
	assert_line --partial 'rulebook: "Going clockwise, players take turns adding ONE letter tile'
	# With no tile left (bag and discard pile empty), the turn passes.
	BAG= game '[{word: "GOLD", owner: "bob", at: "1,1", dir: "across"}]' GOLD
	sed -i 's/^  hand: "SIGDLT"$/  hand: ""/; s/^bag: .*/bag: ""/' g.yaml
	run steal-check -i g.yaml pass
	assert_success
	assert_output "$(printf 'legal: ann: pass\nann misses the turn')"
	assert_equal "$(yaml_str turn g.yaml)" bob
}

@test "a state whose tagged words do not match the board is exit 2 with the place" {
	game '[{word: "GOLF", owner: "bob", at: "1,1", dir: "across"}]' GOLD
	run --separate-stderr steal-check -f g.yaml place S 1,5
	assert_fails_cleanly 2
	assert_equal "$stderr" "steal-check: g.yaml:16:10: tagged word 'GOLF' at 1,1 across is not on the board (the board reads 'GOLD' there)"
	game '[{word: "GOLD", owner: "zed", at: "1,1", dir: "across"}]' GOLD
	run --separate-stderr steal-check -f g.yaml place S 1,5
	assert_fails_cleanly 2
}

@test "a state whose board or tags are unsound is exit 2 to every move, and is not written" {
	# A trade, a pass or a challenge played on, and wrote back, a state
	# that table refuses; a tile move out of turn was a rule "no".
	local why="g.yaml:16:10: tagged word 'GOLF' at 1,1 across is not on the board (the board reads 'GOLD' there)"
	local mv
	game '[{word: "GOLF", owner: "bob", at: "1,1", dir: "across"}]' GOLD
	cp g.yaml orig.yaml
	for mv in trade pass challenged "place S 1,5"; do
		# shellcheck disable=SC2086
		run --separate-stderr steal-check -i g.yaml $mv
		assert_fails_cleanly 2
		assert_equal "$stderr" "steal-check: $why"
		cmp g.yaml orig.yaml
	done
	run --separate-stderr steal-check -f g.yaml -p bob place S 1,5
	assert_fails_cleanly 2
	assert_equal "$stderr" "steal-check: $why"
	for mv in "trade -p ann" "fill" "draw" "return S -p ann" "count"; do
		# shellcheck disable=SC2086
		run --separate-stderr bag $mv -i g.yaml
		assert_fails_cleanly 2
		assert_equal "$stderr" "bag: $why"
		cmp g.yaml orig.yaml
	done
	# A small letter of the built-in set, and a tag shorter than its run.
	game '[]' GOLd
	cp g.yaml orig.yaml
	run --separate-stderr steal-check -i g.yaml trade
	assert_fails_cleanly 2
	cmp g.yaml orig.yaml
	game '[{word: "GOL", owner: "bob", at: "1,1", dir: "across"}]' GOLD
	cp g.yaml orig.yaml
	run --separate-stderr bag trade -p ann -i g.yaml
	assert_fails_cleanly 2
	cmp g.yaml orig.yaml
	# Nor is a game dealt on such a board.
	printf 'game: "shenanigrams"\nbag: "ABCDEFGHIJKLMNOPQRSTUVWXYZ"\nboard: |\n  GOLd\n' > g.yaml
	cp g.yaml orig.yaml
	run --separate-stderr deal -p 2 -i g.yaml
	assert_fails_cleanly 2
	cmp g.yaml orig.yaml
}

@test "a state whose called or winner names no player is exit 2 with the place, to every tool" {
	# A call or a win by nobody at the table: a move was refused with
	# no place, --find said "no" as if the countdown were on, and table
	# drew it.
	game '[{word: "GOLD", owner: "bob", at: "1,1", dir: "across"}]' GOLD
	printf 'called: "zed"\n' >> g.yaml
	run --separate-stderr steal-check -f g.yaml place S 1,5
	assert_fails_cleanly 2
	assert_equal "$stderr" "steal-check: g.yaml:17:9: 'called' names 'zed', who is not a player"
	run --separate-stderr steal-check -F -f g.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "steal-check: g.yaml:17:9: 'called' names 'zed', who is not a player"
	run --separate-stderr table -f g.yaml
	assert_fails_cleanly 2
	game '[{word: "GOLD", owner: "bob", at: "1,1", dir: "across"}]' GOLD
	printf 'winner: "zed"\n' >> g.yaml
	run --separate-stderr steal-check -f g.yaml place S 1,5
	assert_fails_cleanly 2
	assert_equal "$stderr" "steal-check: g.yaml:17:9: 'winner' names 'zed', who is not a player"
	run --separate-stderr bag audit -f g.yaml
	assert_fails_cleanly 2
	# An empty call was no call to a move, a countdown by nobody to
	# --find ("steals one of 's words back") and to table.
	game '[{word: "GOLD", owner: "bob", at: "1,1", dir: "across"}]' GOLD
	printf 'called: ""\n' >> g.yaml
	run --separate-stderr steal-check -F -f g.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "steal-check: g.yaml:17:9: 'called' names '', who is not a player"
	run --separate-stderr steal-check -f g.yaml place S 1,5
	assert_fails_cleanly 2
	game '[{word: "GOLD", owner: "bob", at: "1,1", dir: "across"}]' GOLD
	printf 'called: [bob]\n' >> g.yaml
	run --separate-stderr steal-check -f g.yaml place S 1,5
	assert_fails_cleanly 2
	assert_equal "$stderr" "steal-check: g.yaml:17:9: 'called' must be a string"
	# A player's name is still a call and a win.
	game '[{word: "GOLD", owner: "bob", at: "1,1", dir: "across"}]' GOLD
	printf 'winner: "bob"\n' >> g.yaml
	run --separate-stderr steal-check -f g.yaml place S 1,5
	assert_equal "$status" 1
	assert_equal "$stderr" "steal-check: the game is over: bob has won (rule: game-over)"
}

@test "--apply -i: unknown keys pass through; an illegal move writes nothing" {
	game '[{word: "GOLD", owner: "bob", at: "1,1", dir: "across"}]' GOLD
	printf 'table: "kitchen"\n' >> g.yaml
	cp g.yaml orig.yaml
	run steal-check -i g.yaml place I 1,5
	assert_failure 1
	cmp g.yaml orig.yaml
	run steal-check -i g.yaml place S 1,5
	assert_success
	assert_line --index 0 'legal: ann: place S 1,5'
	grep -qx 'table: "kitchen"' g.yaml
}

@test "-o json: a refused move is its verdict on stdout, with -a and -i too" {
	game '[{word: "GOLD", owner: "bob", at: "1,1", dir: "across"}]' GOLD
	cp g.yaml orig.yaml
	for how in "-f g.yaml" "-f g.yaml -a" "-i g.yaml"; do
		run --separate-stderr steal-check $how -o json place I 1,5
		assert_no_doc immediate
		cmp g.yaml orig.yaml
	done
	run --separate-stderr steal-check -i g.yaml -o json -p bob place S 1,5
	assert_no_doc turn
	[[ $output == *'"player": "bob"'* ]] || fail "$output"
	run --separate-stderr steal-check -i g.yaml -o yaml -e place I 1,5
	assert_equal "$status" 1
	[[ $output == *'rulebook: "'* ]] || fail "no rulebook: $output"
	cmp g.yaml orig.yaml
}

@test "--apply: a tagged word's own keys go with it while it keeps its tag" {
	HAND_ANN=SIGDLA game '[{word: "GOLD", owner: "bob", at: "1,1", dir: "across", when: 3}, {word: "GOT", owner: "ann", at: "1,1", dir: "down", note: "first"}]' GOLD O... T...
	sed -i 's/^  tags: 7$/  tags: 7\n  seat: "by the window"/' g.yaml
	# The board grows up: both words move a row down, their keys with them.
	steal-check -f g.yaml -a place A 0,2 > h.yaml
	grep -qx -- '- {word: "GOLD", owner: "bob", at: "2,1", dir: "across", when: 3}' h.yaml
	grep -qx -- '- {word: "GOT", owner: "ann", at: "2,1", dir: "down", note: "first"}' h.yaml
	assert_equal "$(grep -c '^  seat: "by the window"$' h.yaml)" 2
	# A trade and a challenge leave the board, and every entry, as it is.
	for move in trade challenged; do
		steal-check -f g.yaml -a $move > h.yaml
		grep -qF '{word: "GOLD", owner: "bob", at: "1,1", dir: "across", when: 3}' h.yaml
		grep -qF '{word: "GOT", owner: "ann", at: "1,1", dir: "down", note: "first"}' h.yaml
	done
}

@test "--apply: a stolen word's new entry is the thief's and starts without the old keys" {
	HAND_ANN=SIGDLA game '[{word: "GOLD", owner: "bob", at: "1,1", dir: "across", when: 3}, {word: "GOT", owner: "ann", at: "1,1", dir: "down", note: "first"}]' GOLD O... T...
	steal-check -f g.yaml -a place S 1,5 > h.yaml
	grep -qx -- '- {word: "GOLDS", owner: "ann", at: "1,1", dir: "across"}' h.yaml
	grep -qx -- '- {word: "GOT", owner: "ann", at: "1,1", dir: "down", note: "first"}' h.yaml
	run grep -c 'when: 3' h.yaml
	assert_output 0
	# So is a word its own owner changes: GOT to GOTH is a new entry.
	HAND_ANN=HIGDLA game '[{word: "GOT", owner: "ann", at: "1,1", dir: "down", note: "first"}]' G O T
	steal-check -f g.yaml -a place H 4,1 > h.yaml
	grep -qx -- '- {word: "GOTH", owner: "ann", at: "1,1", dir: "down"}' h.yaml
}

@test "--find: every legal move, steals first" {
	HAND_ANN=SX game '[{word: "GOLD", owner: "bob", at: "1,1", dir: "across"}]' GOLD
	run steal-check --find -f g.yaml
	assert_success
	assert_line --index 0 --regexp $'^(place S 1,5|replace S 1,1)\tsteal'
	run steal-check --find -f g.yaml -n 1 -o json
	assert_line '    "legal": true,'
	# Each a verdict: the mover named, as a move's verdict names them.
	run bash -c 'steal-check --find -f g.yaml -o json | jq -r "[.[].player] | unique | join(\",\")"'
	assert_output ann
	run bash -c 'steal-check --find -f g.yaml -p ann -n 1 -o yaml | grep "^  player:"'
	assert_output '  player: "ann"'
	HAND_ANN=QQ game '[]' Q
	run --separate-stderr steal-check --find -f g.yaml
	assert_failure 1
	assert_output ""
	assert_equal "$stderr" "steal-check: ann has no legal tile move: a turn is missed by trading the hand ('trade') (rule: must-play)"
}

@test "--find: no move found is a \"no\" that says why, unless -q" {
	HAND_ANN=SX game '[{word: "GOLD", owner: "bob", at: "1,1", dir: "across"}]' GOLD
	# Out of turn: whose turn it is, as a move out of turn is told.
	run --separate-stderr steal-check --find -f g.yaml -p bob
	assert_failure 1
	assert_output ""
	assert_equal "$stderr" "steal-check: it is ann's turn, not bob's (rule: turn)"
	run --separate-stderr steal-check --find -f g.yaml -p bob -q
	assert_failure 1
	assert_output ""
	assert_equal "$stderr" ""
	# With -o, the empty list still; -e quotes the rule.
	run --separate-stderr steal-check --find -f g.yaml -p bob -o json -e
	assert_failure 1
	assert_output "[]"
	[[ $stderr == "steal-check: it is ann's turn, not bob's (rule: turn)"$'\nrulebook: "Going clockwise'* ]] || fail "$stderr"
	HAND_ANN=QQ game '[]' Q
	run --separate-stderr steal-check --find -f g.yaml -q -o yaml
	assert_failure 1
	assert_output "[]"
	assert_equal "$stderr" ""
	# In the countdown, only a steal back would do.
	HAND_ANN=QQ game '[]' Q
	printf 'called: "bob"\n' >> g.yaml
	run --separate-stderr steal-check --find -f g.yaml
	assert_failure 1
	assert_equal "$stderr" "steal-check: no move of ann's steals one of bob's words back (rule: countdown)"
}

@test "--find -i: the file is only read, as the page says" {
	HAND_ANN=SX game '[{word: "GOLD", owner: "bob", at: "1,1", dir: "across"}]' GOLD
	cp g.yaml before.yaml
	run --separate-stderr steal-check --find -f g.yaml -n 1
	assert_success
	want=$output
	run --separate-stderr steal-check --find -i g.yaml -n 1
	assert_success
	assert_output "$want"
	cmp g.yaml before.yaml
	# -a is still no part of --find.
	run --separate-stderr steal-check --find -a -i g.yaml
	assert_failure 2
	assert_output ""
	assert_equal "$stderr" "steal-check: --find changes nothing: no --apply (see 'steal-check --help')"
}

@test "examples/shenanigrams.sh plays a seeded game to a winner, every step audited" {
	run sh "$TOP/examples/shenanigrams.sh" 7
	assert_success
	assert_line --index 0 'seed 7: ann goes first'
	assert_line --regexp '^  (ann|bob) wins: SHENANIGRAMS!$'
	assert_output "$(cat "$TOP/tests/golden/example-shenanigrams.txt")"
	assert_line --regexp '^[0-9]+ (ann|bob): legal: (ann|bob): place .*;steals '
	assert_line --regexp '^[0-9]+ (ann|bob): legal: (ann|bob): insert .*;steals '
	assert_line --regexp '^[0-9]+ (ann|bob): legal: (ann|bob): replace .*;steals '
	assert_line '6 bob: legal: bob: challenged;bob misses the turn'
	assert_line '11 ann: legal: ann: trade;ann trades 5 tiles and misses the turn'
	assert_line '  bob calls "SHENANIGRAMS!": no tag left'
	assert_line "  bob's countdown: ann, on bob's left, may steal one of bob's words back"
	assert_line "  bob is back in the game: ann stole one of bob's words back"
	assert_line '65 ann: legal: ann: pass;ann steals nothing back: the countdown has run out'
	assert_line '  bob wins: SHENANIGRAMS!'
}

@test "steal-check: a state of another game is exit 2, naming its game and its tool" {
	bag new typeset -s 1 | deal -N ann,bob > t.yaml
	run --separate-stderr steal-check -F -f t.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "steal-check: t.yaml: a Typeset game, not a Shenanigrams one: play it with play-typeset"
	bag new bananagrams -s 1 | deal -N ann,bob > b.yaml
	run --separate-stderr steal-check -f b.yaml -p ann place A 1,1
	assert_fails_cleanly 2
	assert_equal "$stderr" "steal-check: b.yaml: a Bananagrams game, not a Shenanigrams one: play it with bag"
}

@test "steal-check: a mistyped mover gets a did-you-mean" {
	bag new shenanigrams -s 1 | deal -N ann,bob > g.yaml
	run --separate-stderr steal-check -F -f g.yaml -p Bob
	assert_fails_cleanly 2
	assert_equal "$stderr" "steal-check: g.yaml: no player named 'Bob' (did you mean 'bob'?)"
}

@test "steal-check: a wild replaced on the board goes to the discard pile as a wild" {
	# A set of one's own with wilds: the a of CaT is a wild, and the tile
	# that leaves the board is that wild, not an A the set never had.
	cat > g.yaml <<-'YAML'
	game: "shenanigrams"
	bag: "EEEEEEEEEE?"
	distribution: {"C": 1, "E": 15, "O": 1, "T": 2, "?": 3, "U": 1, "V": 1}
	turn: "ann"
	players:
	- {name: "ann", hand: "O?TUV", tags: 7}
	- {name: "bob", hand: "EEEEE", tags: 6}
	board: |
	  CaT
	tagged:
	- {word: "CAT", owner: "bob", at: "1,1", dir: "across"}
	YAML
	run bag audit -f g.yaml
	[ "$status" -eq 0 ] || fail "$output"
	run steal-check -f g.yaml replace O 1,2
	[ "$status" -eq 0 ] || fail "$output"
	[[ "$output" == *"discards ?"* ]] || fail "$output"
	steal-check -f g.yaml -a replace O 1,2 > h.yaml
	grep -qx 'discard: "?"' h.yaml || fail "$(grep discard h.yaml)"
	run bag audit -f h.yaml
	[ "$status" -eq 0 ] || fail "$output"
}

@test "a tag on a run of two letters is exit 2: a completed word has three or more" {
	# "Completed words must have 3 or more letters": GO was never
	# completed, so a tag on it would let GOD steal it and an O be
	# inserted into it, both refused to an incomplete, untagged run.
	game '[{word: "GO", owner: "bob", at: "1,1", dir: "across"}]' GO.
	run --separate-stderr steal-check -f g.yaml place D 1,3
	assert_fails_cleanly 2
	assert_equal "$stderr" "steal-check: g.yaml:16:10: tagged word 'GO' at 1,1 across is shorter than a completed word (letters: 2, at least: 3)"
	run --separate-stderr table -f g.yaml
	assert_fails_cleanly 2
	# A tag on one letter: the count after its label reads right too.
	game '[{word: "G", owner: "bob", at: "1,1", dir: "across"}]' G..
	run --separate-stderr steal-check -f g.yaml place D 1,3
	assert_fails_cleanly 2
	assert_equal "$stderr" "steal-check: g.yaml:16:10: tagged word 'G' at 1,1 across is shorter than a completed word (letters: 1, at least: 3)"
}

# wild_game HAND ROW: g.yaml, a game whose set of one's own holds wilds:
# ann to move with HAND, bob with EEEEE; the board is ROW, bob's word on
# it tagged, the whole row across.  The set
# is that of ann's O?TUV and CaT, or $DIST.
wild_game() {
	local tagged="[{word: \"${2^^}\", owner: \"bob\", at: \"1,1\", dir: \"across\"}]"
	local dist='{"C": 1, "E": 15, "O": 1, "T": 2, "?": 3, "U": 1, "V": 1}'
	[[ -z ${DIST:-} ]] || dist=$DIST
	cat > g.yaml <<-YAML
	game: "shenanigrams"
	bag: "EEEEEEEEEE?"
	distribution: $dist
	turn: "ann"
	players:
	- {name: "ann", hand: "$1", tags: 7}
	- {name: "bob", hand: "EEEEE", tags: 6}
	board: |
	  $2
	tagged: $tagged
	YAML
}

@test "steal-check: a wild from the hand is played as ?L, a small letter on the board" {
	# Before ?L a dealt wild could only be traded away: 'place ? 1,4'
	# was exit 2 and 'place s 1,4' an S the hand does not hold.
	wild_game 'O?TUV' CaT
	run steal-check -f g.yaml place ?S 1,4
	assert_success
	assert_line --index 0 'legal: ann: place ?S 1,4'
	assert_line --index 1 'steals CAT from bob: CATS at 1,1 across, tagged'
	run board_after place ?S 1,4
	assert_success
	assert_output '  CaTs'
	grep -qx -- '- {name: "ann", hand: "OTUVE", tags: 6}' h.yaml || fail "$(grep 'name:' h.yaml)"
	! grep -q '^discard: ".*?' h.yaml || fail "$(grep discard h.yaml)"
	run bag audit -f h.yaml
	[ "$status" -eq 0 ] || fail "$output"
	# The wild is judged as the letter it stands for: CAT plus a wild S
	# is CATS, and the word tagged is in capitals.
	grep -q 'word: "CATS", owner: "ann"' h.yaml || fail "$(grep -A3 tagged h.yaml)"
	# Any case: ?s is ?S, and the move's normal form says ?S.
	run steal-check -f g.yaml -o yaml place ?s 1,4
	assert_success
	assert_line 'move: "place ?S 1,4"'
	run steal-check -f g.yaml -o json "place ?s 1,4"
	assert_success
	assert_output --partial '"move": "place ?S 1,4"'
	# The move's normal form reads back as the same move.
	run board_after 'PLACE ?s 1,4'
	assert_output '  CaTs'
}

@test "steal-check: a wild replaces and is inserted as the letter it stands for" {
	wild_game 'O?TUV' CaT
	run board_after replace ?O 1,2
	assert_success
	assert_output '  CoT'
	# The wild that leaves the board is a wild; the one played too.
	grep -qx 'discard: "?"' h.yaml || fail "$(grep discard h.yaml)"
	grep -qx -- '- {name: "ann", hand: "OTUVE", tags: 6}' h.yaml || fail "$(grep 'name:' h.yaml)"
	run board_after insert ?H 1,2 across
	assert_success
	assert_output '  ChaT'
	grep -q 'word: "CHAT", owner: "ann"' h.yaml || fail "$(grep -A3 tagged h.yaml)"
	run steal-check -f g.yaml -o yaml insert ?h 1,2 across
	assert_line 'move: "insert ?H 1,2 across"'
	# A plain board has no hands: its small letters are wilds, and so is
	# the tile of ?L.
	board CAT
	run steal-check --board b.txt place ?S 1,4
	assert_success
	assert_line --index 0 'legal: place ?S 1,4'
	assert_line --index 1 'steals CAT: CATS at 1,1 across'
}

@test "steal-check: ?L with no wild in hand is a tile not held, exit 1" {
	wild_game 'OSTUV' CaT
	run --separate-stderr steal-check -f g.yaml place ?S 1,4
	assert_fails_cleanly 1
	assert_equal "$stderr" "steal-check: ann has no '?' to play (hand: OSTUV) (rule: not-held)"
	# The real S is played, as ever.
	run board_after place S 1,4
	assert_output '  CaTS'
}

@test "steal-check: a wild and the tile of the letter it stands for are identical" {
	# A wild E replacing an E, or an E a wild E, changes no word: the
	# rule against the same letter refuses both, as it refuses a wild E
	# on a wild E.
	wild_game 'E?TUV' TEN
	run --separate-stderr steal-check -f g.yaml replace ?E 1,2
	assert_fails_cleanly 1
	assert_equal "$stderr" "steal-check: 1,2 already holds E: a tile is never replaced by the same letter (rule: identical)"
	wild_game 'E?TUV' TeN
	run --separate-stderr steal-check -f g.yaml replace E 1,2
	assert_fails_cleanly 1
	assert_equal "$stderr" "steal-check: 1,2 already holds E: a tile is never replaced by the same letter (rule: identical)"
	run --separate-stderr steal-check -f g.yaml replace ?e 1,2
	assert_fails_cleanly 1
	assert_equal "$stderr" "steal-check: 1,2 already holds E: a tile is never replaced by the same letter (rule: identical)"
	# Another letter is another word: a wild O on a wild E steals.
	run board_after replace ?O 1,2
	assert_success
	assert_output '  ToN'
	grep -qx 'discard: "?"' h.yaml || fail "$(grep discard h.yaml)"
}

@test "steal-check: a wild names the letter it stands for, or the move is exit 2" {
	wild_game 'O?TUV' CaT
	for mv in "place ? 1,4" "place ?? 1,4" "place ?ST 1,4" "place ?7 1,4" "place S? 1,4"; do
		run --separate-stderr steal-check -f g.yaml $mv
		assert_fails_cleanly 2
	done
	run --separate-stderr steal-check -f g.yaml place ? 1,4
	assert_equal "$stderr" "steal-check: '?' names no letter: a wild tile is played as ?L, the letter it stands for, e.g. ?E (see 'steal-check --help')"
}

@test "steal-check --find plays a wild as each letter the hand does not hold" {
	wild_game 'S?' CaT
	run steal-check -f g.yaml -F
	assert_success
	# The real S, not the wild as S; the wild as the letters of no tile
	# in hand, each judged as that letter.
	assert_line --regexp $'^place S 1,4\tsteal CATS$'
	refute_line --regexp '^place \?S 1,4'
	assert_line --regexp $'^replace \\?O 1,2\tsteal COT$'
	assert_line --regexp $'^insert \\?H 1,2 across\tsteal CHAT$'
	# What it finds is what the referee plays.
	run board_after insert ?H 1,2 across
	assert_output '  ChaT'
	run steal-check -f g.yaml -F -o yaml
	assert_success
	assert_line --partial 'move: "replace ?O 1,2"'
}

@test "steal-check: a wild dealt from a set of one's own is played in the game's letters" {
	# German: the wild as Ä, in either case, is one cell, written ä.
	printf '{"A": 30, "E": 40, "N": 24, "R": 20, "S": 20, "B": 5, "?": 10}' > set.yaml
	bag new shenanigrams --lang de -D set.yaml -s 13 | deal -N ann,bob > spiel.yaml
	grep -qx '  hand: "SENA?"' spiel.yaml || fail "$(grep hand spiel.yaml)"
	steal-check -i spiel.yaml place N 1,1 > /dev/null
	run steal-check -i spiel.yaml place ?ä 1,0
	assert_success
	assert_line --index 0 'legal: bob: place ?Ä 1,0'
	run sed -n '/^board:/,/^tagged:/{/^  /p}' spiel.yaml
	assert_output '  äN'
	grep -qx '  hand: "SENAA"' spiel.yaml || fail "$(grep hand spiel.yaml)"
	run bag audit -f spiel.yaml
	assert_success
}
