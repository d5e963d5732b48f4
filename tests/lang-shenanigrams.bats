#!/usr/bin/env bats
# Shenanigrams in other languages: steal-check reads boards, moves and
# tagged words in UTF-8 in the game's language and answers in it, one
# cell a letter whatever its bytes.
bats_require_minimum_version 1.5.0
load test_helper

setup() {
	cd "$BATS_TEST_TMPDIR" || return 1
	export XDG_CACHE_HOME="$BATS_TEST_TMPDIR/cache"
}

# refused STDERR CMD...: CMD exits 2, one line on stderr, and it is STDERR.
refused() {
	run --separate-stderr "${@:2}"
	assert_fails_cleanly 2
	assert_equal "$stderr" "$1"
}

# game LANG HAND TAGGED ROW...: a two-player state g.yaml in LANG, ann to
# move with HAND, bob with AEIOU; TAGGED is the flow list of tagged words.
game() {
	local lang=$1 hand=$2 tagged=$3

	shift 3
	{
		printf 'game: "shenanigrams"\nlang: "%s"\nseed: 1\n' "$lang"
		printf 'bag: "EEEEEEEEEE"\nshuffles: 0\ndiscard: ""\nturn: "ann"\n'
		printf 'players:\n- name: "ann"\n  hand: "%s"\n  tags: 7\n' "$hand"
		printf -- '- name: "bob"\n  hand: "AEIOU"\n  tags: 7\nboard: |\n'
		printf '  %s\n' "$@"
		printf 'tagged: %s\n' "$tagged"
	} > g.yaml
}

# board_rows FILE: the rows of the board of state FILE.
board_rows() {
	sed -n '/^board:/,/^tagged:/{/^  /p}' "$1"
}

@test "lang-shenanigrams: a German game dealt, its Ä found by --find and played" {
	umlaut_set de.yaml
	bag new shenanigrams --lang de -D de.yaml -s 13 | deal -p 2 > g.yaml
	assert_equal "$(yaml_str turn g.yaml)" p2
	assert_equal "$(hand p1 g.yaml)" "GGSÄE"
	run steal-check -i g.yaml place N 1,1
	assert_success
	# p1 holds an Ä: the finder offers it, in UTF-8, on the four sides.
	run steal-check -f g.yaml --find
	assert_success
	assert_line "$(printf 'place Ä 1,0\tbuild')"
	assert_equal "$(grep -c '^place Ä ' <<< "$output")" 4
	run steal-check -i g.yaml place ä 1,0
	assert_success
	assert_output "$(printf 'legal: p1: place Ä 1,0\nworking towards a word')"
	assert_equal "$(board_rows g.yaml)" "  ÄN"
	# The Ä left p1's hand and a tile from the bag took its place.
	run hand p1 g.yaml
	refute_output --partial 'Ä'
	assert_equal "$(printf '%s' "$output" | wc -m)" 5
}

@test "lang-shenanigrams: Ä completes ÄRGER, and steals BAR as BÄR, tags in UTF-8" {
	game de ÄNRST '[]' .RGER
	run steal-check -f g.yaml place Ä 1,1
	assert_success
	assert_output "$(printf 'legal: ann: place Ä 1,1\ncompletes ÄRGER at 1,1 across, tagged')"
	game de ÄNRST '[{word: "BAR", owner: "bob", at: "1,1", dir: "across"}]' BAR
	run steal-check -i g.yaml replace Ä 1,2
	assert_success
	assert_output "$(printf 'legal: ann: replace Ä 1,2\nsteals BAR from bob: BÄR at 1,1 across, tagged\ndiscards A')"
	assert_equal "$(board_rows g.yaml)" "  BÄR"
	assert_equal "$(grep -c '{word: "BÄR", owner: "ann", at: "1,1", dir: "across"}' g.yaml)" 1
	assert_equal "$(yaml_str discard g.yaml)" A
	# The tagged word written back is read back: BÄR can be stolen again.
	run steal-check -f g.yaml -p bob -o json replace A 1,2
	assert_success
	assert_line --regexp '^ +"word": "BAR",$'
	assert_line --regexp '^ +"word": "BÄR",$'
	assert_line --regexp '^ +"owner": "ann"$'
	assert_line --regexp '^ +"discarded": "Ä",$'
	# --tag names a word in UTF-8, in either case.
	game de ÄNRST '[{word: "BAR", owner: "bob", at: "1,1", dir: "across"}]' BAR
	run steal-check -f g.yaml --tag bär replace Ä 1,2
	assert_success
	refused "steal-check: 'BÖR' names none of the words the move makes (BÄR at 1,1 across)" \
	    steal-check -f g.yaml --tag BÖR replace Ä 1,2
}

@test "lang-shenanigrams: a Spanish game: Ñ dealt and found, ANO stolen as AÑO" {
	bag new shenanigrams --lang es -s 4 | deal -p 2 > g.yaml
	assert_equal "$(hand p2 g.yaml)" "UÑLIE"
	steal-check -i g.yaml place E 1,1 >/dev/null
	run steal-check -f g.yaml --find -n 100
	assert_success
	assert_line "$(printf 'place Ñ 1,2\tbuild')"
	game es ÑST '[{word: "ANO", owner: "bob", at: "1,1", dir: "across"}]' ANO
	run steal-check -f g.yaml --find
	assert_success
	assert_line "$(printf 'replace Ñ 1,2\tsteal AÑO')"
	run steal-check -f g.yaml -a replace ñ 1,2
	assert_success
	assert_output --partial 'board: |'
	assert_output --partial '  AÑO'
	assert_output --partial '{word: "AÑO", owner: "ann", at: "1,1", dir: "across"}'
}

@test "lang-shenanigrams: a wild on the board reads as its letter and is written as ä" {
	game de NRST '[{word: "ÄRGER", owner: "bob", at: "1,1", dir: "across"}]' äRGER
	# Wilds are a set of one's own's: Shenanigrams' has none.
	printf 'distribution: {"E": 10, "R": 3, "G": 1, "N": 1, "S": 1, "T": 1, "?": 1}\n' >> g.yaml
	run steal-check -f g.yaml -a place N 1,6
	assert_success
	assert_output --partial '  äRGERN'
	assert_output --partial '{word: "ÄRGERN", owner: "ann", at: "1,1", dir: "across"}'
	# On a plain board too: the wild's word is the dictionary's ÄRGER.
	printf 'äRGE.\n' > b.txt
	run steal-check -d de --board b.txt place R 1,5
	assert_success
	assert_output "$(printf 'legal: place R 1,5\ncompletes ÄRGER at 1,1 across')"
}

@test "lang-shenanigrams: a small letter on a board whose set has no wild is exit 2 at its place" {
	game de NRST '[{word: "ÄRGER", owner: "bob", at: "1,1", dir: "across"}]' äRGER
	refused "steal-check: g.yaml:16:3: 'ä' on the board is a wild tile (a small letter), and this game's set has none: its tile is 'Ä'" \
	    steal-check -f g.yaml place N 1,6
	refused "table: g.yaml:16:3: 'ä' on the board is a wild tile (a small letter), and this game's set has none: its tile is 'Ä'" \
	    table -f g.yaml
	refused "bag: g.yaml:16:3: 'ä' on the board is a wild tile (a small letter), and this game's set has none: its tile is 'Ä'" \
	    bag audit -f g.yaml
	refused "validate: g.yaml:16:3: 'ä' on the board is a wild tile (a small letter), and this game's set has none: its tile is 'Ä'" \
	    validate -G shenanigrams -f g.yaml
	# The column is the file's: the rows are indented by two.
	game en NRST '[]' .Tu
	refused "steal-check: g.yaml:16:5: 'u' on the board is a wild tile (a small letter), and this game's set has none: its tile is 'U'" \
	    steal-check --find -f g.yaml
}

@test "lang-shenanigrams: --lang plays a plain board in that language" {
	# Before, steal-check --board b.txt --lang de checked the code and
	# then read the board in English: 'Ü' is not a letter of en.  As
	# for validate and solve, --lang without a state is what a state's
	# lang is: its dictionary judges unless -d names another.
	printf '.ÜBE\n' > b.txt
	run steal-check --board b.txt --lang de place R 1,5
	assert_success
	assert_output - <<'EOF'
legal: place R 1,5
steals ÜBE: ÜBER at 1,2 across
EOF
	# ÄÜBE is no word: a rule's "no", not a letter refused.
	run steal-check -q --board b.txt -l de place Ä 1,1
	assert_failure 1
	# -d still names the dictionary, and English has no Ü.
	refused "steal-check: b.txt:1:2: 'Ü' is not a letter of en (English): spell it U" \
	    steal-check --board b.txt --lang de -d standard place R 1,5
}

@test "lang-shenanigrams: coordinates count letters, not bytes" {
	# AÑO is three cells (four bytes): 1,4 touches its O, 1,5 is off it.
	game es ÑST '[{word: "AÑO", owner: "bob", at: "1,1", dir: "across"}]' AÑO
	run --separate-stderr steal-check -f g.yaml place S 1,4
	assert_failure 1
	assert_equal "$stderr" "steal-check: AÑOS at 1,1 across is not a word: a tagged word that changes must become a new word at once (AÑO was tagged) (rule: immediate)"
	run --separate-stderr steal-check -f g.yaml place S 1,5
	assert_fails_cleanly 2
	assert_equal "$stderr" "steal-check: cell 1,5 is off the board: rows run to 2 and columns to 4 (one past the last is just outside it)"
	# A tagged word after a wide letter is placed by its letters: ÖLE
	# of Ä.ÖLE starts at 1,3 (byte 4), and the finder steals it at 1,6.
	game de ST '[{word: "ÖLE", owner: "bob", at: "1,3", dir: "across"}]' Ä.ÖLE
	run steal-check -f g.yaml --find
	assert_success
	assert_line "$(printf 'place S 1,6\tsteal ÖLES')"
	game de ST '[{word: "ÖLE", owner: "bob", at: "1,4", dir: "across"}]' Ä.ÖLE
	refused "steal-check: g.yaml:17:10: tagged word 'ÖLE' at 1,4 across is not on the board (the board reads 'LE' there)" \
	    steal-check -f g.yaml place S 1,6
}

@test "lang-shenanigrams: bad UTF-8 is exit 2 with its place, the column in characters" {
	printf 'ÄR\xffER\n' > b.txt
	refused "steal-check: b.txt:1:3: bad UTF-8: a byte that is never in UTF-8" \
	    steal-check -d de --board b.txt place N 1,6
	game de ÄNRST '[]' .RGER
	refused "steal-check: the move, column 7: bad UTF-8: a truncated character (see 'steal-check --help')" \
	    steal-check -f g.yaml "$(printf 'place \303 1,1')"
	# In a state, the YAML reader finds it first, at its place.
	game de ÄNRST '[{word: "ÄR", owner: "bob", at: "1,1", dir: "across"}]' ÄR
	printf 'tagged: [{word: "\xc3\xc4R", owner: "bob", at: "1,1", dir: "across"}]\n' > t.yaml
	sed '$d' g.yaml | cat - t.yaml > h.yaml
	refused "steal-check: h.yaml:17:18: invalid YAML: invalid trailing UTF-8 octet" \
	    steal-check -f h.yaml place N 1,3
}

@test "lang-shenanigrams: a letter outside the language is a clear exit 2" {
	game de ÄNRST '[]' .RGER ..é..
	refused "steal-check: g.yaml:17:5: 'é' is not a letter of de (Deutsch): spell it E" \
	    steal-check -f g.yaml place Ä 1,1
	game de ÄNRST '[]' .RGER
	refused "steal-check: 'Ñ' is not a letter of de (A-Z, Ä, Ö, Ü): spell it N (see 'steal-check --help')" \
	    steal-check -f g.yaml place Ñ 1,1
	# A letter of the language that the mover does not hold: a rule "no".
	run --separate-stderr steal-check -f g.yaml place Ö 1,1
	assert_fails_cleanly 1
	assert_equal "$stderr" "steal-check: ann has no 'Ö' to play (hand: ÄNRST) (rule: not-held)"
	game de ÄNRST '[{word: "ÑU", owner: "bob", at: "1,1", dir: "across"}]' .RGER
	refused "steal-check: g.yaml:17:18: tagged word 'ÑU' is not spelt in the letters of de" \
	    steal-check -f g.yaml place Ä 1,1
	# A dictionary whose letter bytes mean other letters is refused;
	# one that only lacks Ä judges its words as no words.
	game de NRST '[{word: "ÄRGER", owner: "bob", at: "1,1", dir: "across"}]' ÄRGER
	refused "steal-check: g.yaml: the dictionary is spelt in other letters than the game's (de): its Ñ would be read as Ä" \
	    steal-check -f g.yaml -d es place N 1,6
	run steal-check -q -f g.yaml -d standard place N 1,6
	assert_failure 1
	run steal-check -f g.yaml -d de,fr place N 1,6
	assert_success
	# English stays A-Z: Ä is no letter of it.
	printf '.OLD\n' > b.txt
	refused "steal-check: 'Ä' is not a letter A-Z: spell it A (see 'steal-check --help')" \
	    steal-check --board b.txt place Ä 1,1
}

@test "lang-shenanigrams: a move's letter that the language folds says how to spell it" {
	# Before, a French table's place É said only "'É' is not a letter
	# A-Z", and a German one's place ß no more, where the same letter on
	# the board, a hand or a grid says how its tiles spell it
	# (wordkit-languages(7)).
	game de ÄNRST '[]' .RGER
	refused "steal-check: 'ß' is not a letter of de (A-Z, Ä, Ö, Ü): spell it SS (see 'steal-check --help')" \
	    steal-check -f g.yaml place ß 1,1
	game fr AERST '[]' .RGE
	refused "steal-check: 'É' is not a letter A-Z: spell it E (see 'steal-check --help')" \
	    steal-check -f g.yaml place É 1,1
	refused "steal-check: 'é' is not a letter A-Z: spell it E (see 'steal-check --help')" \
	    steal-check -f g.yaml "replace é 1,2"
	# Two letters are no tile, whatever they spell.
	refused "steal-check: 'ÉE' is not a letter A-Z (see 'steal-check --help')" \
	    steal-check -f g.yaml place ÉE 1,1
}
