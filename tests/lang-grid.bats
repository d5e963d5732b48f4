#!/usr/bin/env bats
# Bananagrams grids in other languages: solve and validate --grid read
# and write them in UTF-8, one cell a letter whatever its bytes.
bats_require_minimum_version 1.5.0
load test_helper

setup() {
	cd "$BATS_TEST_TMPDIR" || return 1
	export XDG_CACHE_HOME="$BATS_TEST_TMPDIR/cache"
}

# solved DICT HAND: solve finds a grid for HAND in g.txt that validate
# accepts as using exactly HAND.
solved() {
	run solve -d "$1" "$2"
	assert_success
	printf '%s\n' "$output" > g.txt
	run validate -d "$1" --grid g.txt --hand "$2"
	assert_success
	assert_output ""
}

@test "solve -d de: a German hand with Ä makes a grid that holds its Ä" {
	solved de 'ÄPFELBAUM'
	run grep -c 'Ä' g.txt
	assert_output 1
	# One cell a letter: the row of ÄPFEL is five cells wide.
	run grep -x 'ÄPFEL' g.txt
	assert_success
}

@test "solve -d es: a Spanish hand with two Ñs uses both, in UTF-8" {
	solved es 'NIÑOSAÑO'
	assert_equal "$(grep -o 'Ñ' g.txt | wc -l)" 2
}

@test "solve -d es: small letters in the hand are its tiles (ñ is Ñ)" {
	solved es 'niñosaño'
	assert_equal "$(grep -o 'Ñ' g.txt | wc -l)" 2
}

@test "solve -d es: a wild standing for ñ shows as ñ, and validate takes it" {
	run solve -d es 'AÑO?'
	assert_success
	assert_output 'ÑAñO'
	printf '%s\n' "$output" > g.txt
	run validate -d es --grid g.txt --hand 'AÑO?'
	assert_success
}

@test "validate -d es --grid: a wild ñ more than the hand holds is named as ñ" {
	printf 'ÑAñO\n' > g.txt
	run validate -d es --grid g.txt --hand 'AÑOO'
	assert_failure 1
	assert_line "the wild tile at 1,3 (as 'ñ') is one wild more than the hand holds"
	assert_line "tiles of the hand not on the grid: O"
}

@test "validate -d es --grid -o yaml: words and messages are in UTF-8" {
	printf 'ÑAÑX\n' > g.txt
	run validate -d es --grid g.txt -o yaml
	assert_failure 1
	assert_line '  word: "ÑAÑX"'
	assert_line '  message: "ÑAÑX at 1,1 across is not a word"'
}

@test "solve -d de -o json: the grid is UTF-8 text" {
	run solve -d de -o json 'ÄPFEL'
	assert_success
	assert_line '  "grid": "ÄPFEL\n",'
}

@test "solve -d es -F: a peel onto a grid in UTF-8" {
	printf 'ÑAÑO\n' > g.txt
	run solve -d es -F g.txt S
	assert_success
	printf '%s\n' "$output" > h.txt
	run grep -c 'ÑAÑO' h.txt
	assert_output 1
	run validate -d es --grid h.txt --hand 'ÑAÑOS'
	assert_success
}

@test "validate --grid: bad UTF-8 is exit 2 at file:line:col, in characters" {
	printf 'AÑO\nÑÑ\377\n' > g.txt
	run --separate-stderr validate -d es --grid g.txt
	assert_fails_cleanly 2
	assert_equal "$stderr" "validate: g.txt:2:3: bad UTF-8: a byte that is never in UTF-8"
}

@test "solve -F: bad UTF-8 in the grid to keep is exit 2 at its place" {
	printf 'AÑO\n\303\n' > g.txt
	run --separate-stderr solve -d es -F g.txt S
	assert_fails_cleanly 2
	assert_output ""
	[[ $stderr == "solve: g.txt:2:1: bad UTF-8"* ]]
}

@test "validate --grid: a letter not in the language is exit 2 at its place" {
	printf 'ÑA\nÑAÄO\n' > g.txt
	run --separate-stderr validate -d es --grid g.txt
	assert_fails_cleanly 2
	[[ $stderr == "validate: g.txt:2:3: 'Ä' is not a letter of es"* ]]
}

@test "validate --grid: a character the language spells with other tiles says how" {
	# ß is SS in German, two tiles; a cell holds one, so the grid is
	# refused, and the message says how to write it.
	printf 'STRAßE\n' > g.txt
	run --separate-stderr validate -d de --grid g.txt
	assert_fails_cleanly 2
	assert_equal "$stderr" "validate: g.txt:1:5: 'ß' is not a letter of de (Deutsch): spell it SS"
	printf 'STRASSE\n' > g.txt
	run validate -d de --grid g.txt
	assert_success
	# A character that folds onto nothing says so, as before.
	printf 'STRAΣE\n' > g.txt
	run --separate-stderr validate -d de --grid g.txt
	assert_fails_cleanly 2
	assert_equal "$stderr" "validate: g.txt:1:5: 'Σ' is not a letter of de (Deutsch) and does not fold onto one"
}

@test "validate --grid: an English grid with a letter beyond A-Z is exit 2" {
	printf 'CAFÉ\n' > g.txt
	run --separate-stderr validate --grid g.txt
	assert_fails_cleanly 2
	[[ $stderr == "validate: g.txt:1:4: 'É' is not a letter of en"* ]]
}

@test "solve -d es: a tile that is not a letter of Spanish is exit 2" {
	run --separate-stderr solve -d es 'AÄ'
	assert_fails_cleanly 2
	[[ $stderr == "solve: the hand 'AÄ', column 2: 'Ä' is not a letter of es"* ]]
}

@test "validate --grid -f STATE: the dictionary follows the game's language" {
	bag new bananagrams --lang es -s 3 | deal -p 2 > es.yaml
	solve -f es.yaml -p p1 -d es > g.txt
	# No -d: the state's lang (es) names the dictionary.
	run validate --grid g.txt -f es.yaml --player p1
	assert_success
	# An explicit -d still wins.
	run validate -q --grid g.txt -f es.yaml --player p1 -d standard
	assert_failure 1
}

@test "solve -f STATE: the dictionary follows the game's language" {
	# Seed 2 deals p1 a German hand with two Ö: no English tiles.
	umlaut_set set.yaml
	bag new bananagrams --lang de -D set.yaml -s 2 | deal -p 1 > de.yaml
	[[ $(hand p1 de.yaml) == *Ö* ]]
	run solve -f de.yaml -p p1
	assert_success
	printf '%s\n' "$output" > g.txt
	[[ $output == *Ö* ]]
	run validate --grid g.txt -f de.yaml --player p1
	assert_success
	# -d still wins: English has no Ö.
	run --separate-stderr solve -f de.yaml -p p1 -d standard
	assert_fails_cleanly 2
}
