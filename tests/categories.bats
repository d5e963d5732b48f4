#!/usr/bin/env bats
# categories: the category game, its sheets, and the referee's rulings.
bats_require_minimum_version 1.5.0
load test_helper

# game LETTER: a new game for ann, bob and cy on the kitchen sheet.
game() {
	categories new -N ann,bob,cy -S kitchen -l "$1" -s 1 -i g.yaml > /dev/null
}

# w PLAYER CATEGORY WORD [OPTIONS]: write an answer into g.yaml.
w() {
	local p=$1 c=$2 word=$3
	shift 3
	categories write -p "$p" -c "$c" "$word" "$@" -i g.yaml
}

@test "categories --help prints the usage on stdout and exits 0" {
	run categories --help
	assert_success
	assert_line --index 0 --partial 'usage: categories sheets'
	run categories -V
	assert_output --regexp '^categories \(wordkit\) '
}

@test "categories: a bad option, command or argument is exit 2" {
	run --separate-stderr categories check --frob
	assert_fails_cleanly 2
	run --separate-stderr categories
	assert_fails_cleanly 2
	run --separate-stderr categories play
	assert_fails_cleanly 2
	assert_equal "$stderr" "categories: unknown command 'play' (see 'categories --help')"
	run --separate-stderr categories wirte
	assert_fails_cleanly 2
	assert_equal "$stderr" "categories: unknown command 'wirte' (did you mean 'write'?) (see 'categories --help')"
	run --separate-stderr categories show nosuchsheet
	assert_fails_cleanly 2
	run --separate-stderr categories new -N ann
	assert_fails_cleanly 2
	assert_equal "$stderr" "categories: the category game is for 2 to 8 players, not 1 (see 'categories --help')"
	run --separate-stderr categories new -P 9
	assert_fails_cleanly 2
	# Every count out of the game's range is told by the game's range,
	# one past 2^64 - 1 as well: a number is a number, however big.
	for n in 0 1 9 40 4294967296 18446744073709551615 \
	    18446744073709551616 99999999999999999999; do
		run --separate-stderr categories new -P "$n"
		assert_fails_cleanly 2
		assert_equal "$stderr" "categories: the category game is for 2 to 8 players, not $n (see 'categories --help')"
	done
	# but nothing is no number, not one past every range
	run --separate-stderr categories new -P ''
	assert_fails_cleanly 2
	assert_equal "$stderr" "categories: player count '' is not a number (see 'categories --help')"
	run --separate-stderr categories new -N a,b -B 2 -l BB
	assert_fails_cleanly 2
	run --separate-stderr categories new -N a,b -B 3
	assert_fails_cleanly 2
}

@test "categories erase: an answer voted down is no writing to take back" {
	categories new -N ann,bob -S kitchen -l B -s 1 -i g.yaml > /dev/null
	categories write -p bob -c 2 BRO -u -i g.yaml > /dev/null
	categories write -p bob -c 2 BROCCOLI -i g.yaml > /dev/null
	categories vote -c 2 invalid -i g.yaml > /dev/null
	cp g.yaml before.yaml
	# Before: "category 2 of board 1 is empty", while the table shows
	# BROCCOLI struck out there: it is not empty, it is voted down.
	for p in bob ann; do
		run --separate-stderr categories erase -p "$p" -c 2 -i g.yaml
		assert_fails_cleanly 1
		assert_equal "$stderr" "categories: 'BROCCOLI' in category 2 of board 1 was voted down: struck out by the group's vote, it is no writing to take back, and the category is open to a new answer (rule: take-back)"
	done
	cmp g.yaml before.yaml
}

@test "categories: a category the board has not is told by the board's range" {
	categories new -N ann,bob -S kitchen -l B -s 1 -i g.yaml > /dev/null
	cp g.yaml before.yaml
	for c in 0 13 99 4294967296 18446744073709551615 \
	    18446744073709551616 99999999999999999999; do
		for cmd in "write -p ann -c $c BREAD" "vote -c $c valid" \
		    "erase -p ann -c $c"; do
			# shellcheck disable=SC2086
			run --separate-stderr categories $cmd -i g.yaml
			assert_fails_cleanly 2
			assert_equal "$stderr" "categories: board 1 has no category $c (1 to 12) (see 'categories --help')"
			cmp g.yaml before.yaml
		done
	done
}

@test "categories new -l: as many letters as boards, said whole" {
	run --separate-stderr categories new -N a,b -l BC
	assert_fails_cleanly 2
	assert_equal "$stderr" "categories: 1 board needs 1 letter (see 'categories --help')"
	run --separate-stderr categories new -N a,b -B 2 -l B
	assert_fails_cleanly 2
	assert_equal "$stderr" "categories: 2 boards need 2 letters (see 'categories --help')"
}

@test "categories: a board the game has not is told by the game's boards" {
	# Before: "board '0' is out of range (1 to 2)", the option's range,
	# whatever the game; and "the game has no board 2", no range at all.
	categories new -N ann,bob -S kitchen -l B -s 1 -i g.yaml > /dev/null
	categories new -N a,b -B 2 -l BM -s 1 -i two.yaml > /dev/null
	cp g.yaml before.yaml
	cp two.yaml before2.yaml
	for b in 0 2 3 18446744073709551616 99999999999999999999; do
		for cmd in "write -p ann -c 1 BREAD" "vote -c 1 valid" \
		    "erase -p ann -c 1"; do
			# shellcheck disable=SC2086
			run --separate-stderr categories $cmd -b "$b" -i g.yaml
			assert_fails_cleanly 2
			assert_equal "$stderr" "categories: the game has one board: there is no board $b (see 'categories --help')"
			cmp g.yaml before.yaml
			[ "$b" = 2 ] && continue
			# shellcheck disable=SC2086
			run --separate-stderr categories ${cmd/ann/a} -b "$b" -i two.yaml
			assert_fails_cleanly 2
			assert_equal "$stderr" "categories: the game has no board $b (1 to 2) (see 'categories --help')"
			cmp two.yaml before2.yaml
		done
	done
	# Not a number at all is not a board, before any game is read.
	run --separate-stderr categories vote -c 1 -b x valid -i g.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "categories: board 'x' is not a number (see 'categories --help')"
}

@test "categories sheets: six built-in sheets of twelve categories, all different" {
	run categories sheets
	assert_success
	assert_equal "${#lines[@]}" 6
	for s in kitchen outdoors town showtime home oddball; do
		run categories show "$s"
		assert_equal "${#lines[@]}" 12
	done
	run bash -c 'for s in kitchen outdoors town showtime home oddball; do categories show $s; done | cut -c6- | sort | uniq -d'
	assert_output ""
}

@test "categories show: a sheet file, printed back as YAML" {
	printf 'name: "picnic"\ncategories:\n- "In a basket"\n- "A sandwich filling"\n' > p.yaml
	run categories show p.yaml
	assert_output "$(printf '  1. In a basket\n  2. A sandwich filling')"
	run categories show p.yaml -o yaml
	assert_output "$(printf 'name: "picnic"\ncategories:\n- "In a basket"\n- "A sandwich filling"')"
	printf 'name: "picnic"\ncategories: []\n' > bad.yaml
	run --separate-stderr categories show bad.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "categories: bad.yaml:2:13: a sheet needs 'categories': a list of 1 to 30 categories"
}

@test "categories new: golden game for seed 5, the same on every run" {
	run categories new -N ann,bob,cy -s 5
	assert_success
	assert_output "$(printf 'game: "categories"\nseed: 5\nplayers:\n- name: "ann"\n- name: "bob"\n- name: "cy"\nboards:\n- letter: "O"\n  sheet: "oddball"')"
	a=$(categories new -P 4 -s 77)
	b=$(categories new -P 4 -s 77)
	assert_equal "$a" "$b"
}

@test "categories new: two boards from five players (Double Trouble), two letters" {
	run categories new -P 5 -s 9 -o text
	assert_output "$(printf 'board 1: letter S, sheet home\nboard 2: letter L, sheet home')"
	run categories new -P 5 -B 1 -s 9 -o text
	assert_equal "${#lines[@]}" 1
	# Each deal's letters told apart in the shell (a cut, a sort and a wc
	# a seed were most of the test's processes).
	local -A letters
	local -a w
	for s in $(seq 1 40); do
		run categories new -P 6 -s "$s" -o text
		assert_success
		letters=()
		for l in "${lines[@]}"; do
			read -ra w <<< "$l"
			letters[${w[3]}]=1
		done
		assert_equal "seed $s: ${#letters[@]}" "seed $s: 2"
	done
	run categories new -N a,b -B 2 -S town -S home -l XY -o text
	assert_output "$(printf 'board 1: letter X, sheet town\nboard 2: letter Y, sheet home')"
	# A sheet for a board the game has not is refused, as a letter is.
	for b in "" "-B 1"; do
		run --separate-stderr categories new -N a,b $b -S town -S home -i one.yaml
		assert_fails_cleanly 2
		assert_equal "$stderr" "categories: 1 board takes 1 sheet: a second needs --boards 2 (see 'categories --help')"
		[ ! -s one.yaml ]
	done
	run categories new -N a,b -S town -s 3 -o text
	assert_output 'board 1: letter S, sheet town'
	run categories new -N a,b,c,d,e -S town -s 3 -o text
	assert_output "$(printf 'board 1: letter S, sheet town\nboard 2: letter A, sheet town')"
}

@test "categories new -i: a file that holds a game is replaced only with --force" {
	# a Spanish category game in progress
	categories new -L es -N ann,bob,cy -l A -s 1 -i j2.yaml > /dev/null
	categories write -p ann -c 1 AGUA -i j2.yaml > /dev/null
	cp j2.yaml before.yaml
	run --separate-stderr categories new -N ann,bob,cy -i j2.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "categories: j2.yaml: the file is not empty (a game?): 'categories new -i' replaces it only with --force"
	cmp j2.yaml before.yaml
	# a won Bananagrams game
	bot bananagrams -p 2 -s 42 | bash -e > /dev/null
	grep -q '^winner: "p1"$' game.yaml
	cp game.yaml won.yaml
	run --separate-stderr categories new -N ann,bob,cy -s 2 -i game.yaml
	assert_fails_cleanly 2
	cmp game.yaml won.yaml
	# forced, the new game takes its place
	run categories new -N ann,bob,cy -s 2 -i game.yaml --force
	assert_success
	assert_output 'board 1: letter I, sheet kitchen'
	cmp game.yaml <(categories new -N ann,bob,cy -s 2)
	# a missing, empty or blank file holds nothing to lose
	run categories new -N ann,bob -s 3 -i new.yaml
	assert_success
	printf ' \n\n' > blank.yaml
	run categories new -N ann,bob -s 3 -i blank.yaml
	assert_success
	cmp new.yaml blank.yaml
}

@test "categories at a terminal: a new game or an answer not kept says how to keep it" {
	at_terminal 'categories new -N ann,bob -s 5'
	assert_success
	assert_output "$(printf '%s\n' 'board 1: letter O, sheet oddball' \
	    'not kept: write it with -i FILE or > FILE')"
	categories new -N ann,bob -s 5 -i g.yaml > /dev/null
	at_terminal 'categories write -p ann -c 1 OATS -f g.yaml'
	assert_line --index 1 'not kept: play it with -i g.yaml'
	at_terminal 'categories write -p ann -c 1 OATS -i g.yaml'
	refute_output --partial 'not kept'
}

@test "categories write: the answer goes in; a read-write-read round trip" {
	game B
	echo 'note: friday night' >> g.yaml
	run w ann 1 BUTTER
	assert_success
	assert_output '  1. Something you can spread on toast: BUTTER (ann)'
	grep -qx -- '- {player: "ann", board_number: 1, category: 1, word: "BUTTER"}' g.yaml
	grep -qx 'note: friday night' g.yaml
	a=$(categories write -p bob -c 2 BREAD -f g.yaml)
	b=$(printf '%s\n' "$a" | categories write -p cy -c 3 BROWNIE | categories write -p cy -c 4 BAGEL -o yaml)
	printf '%s\n' "$b" > h.yaml
	run categories check -t h.yaml
	assert_output "$(printf 'ann 1\nbob 1\ncy 2\nnot over: 8 categories to fill')"
}

@test "categories: an answer's board_number, as the tools write it, or its old board, is read" {
	game B
	w ann 1 BUTTER
	sed 's/board_number: 1/board: 1/' g.yaml > old.yaml
	grep -q 'board: 1,' old.yaml
	run categories check -t old.yaml
	assert_success
	assert_output "$(printf 'ann 1\nbob 0\ncy 0\nnot over: 11 categories to fill')"
	sed 's/board_number: 1/board_number: 1, board: 1/' g.yaml > both.yaml
	run --separate-stderr categories check both.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "categories: both.yaml:$(grep -n 'BUTTER' both.yaml | cut -d: -f1):$(grep 'BUTTER' both.yaml | awk '{ print index($0, " board: ") + 8 }'): an answer gives 'board_number' or the old 'board', not both"
}

@test "rule: every answer starts with the board's letter (exit 1, nothing written)" {
	game B
	cp g.yaml orig.yaml
	run --separate-stderr w ann 1 APPLE
	assert_fails_cleanly 1
	assert_equal "$stderr" "categories: ann's 'APPLE' for category 1 does not start with the letter B of board 1 (rule: board-letter)"
	cmp g.yaml orig.yaml
	run --separate-stderr w ann 1 'The Butter'
	assert_fails_cleanly 1
	run w ann 1 butter
	assert_success
}

@test "rule: no player uses a word twice on one board; another player may" {
	game S
	w ann 3 STRAWBERRY
	run --separate-stderr w ann 12 Strawberry
	assert_fails_cleanly 1
	assert_equal "$stderr" "categories: ann already wrote 'STRAWBERRY' for category 3 of board 1: no player uses a word twice on one board (rule: repeat-word)"
	run --separate-stderr w ann 12 'straw-berry'
	assert_fails_cleanly 1
	run w bob 12 STRAWBERRY
	assert_success
	# an unfinished word is no use of it
	w cy 5 SOUP -u
	w bob 5 SOUPS
	run w cy 6 SOUP
	assert_success
}

@test "rule: a word left unfinished and finished by another player is the finisher's" {
	game C
	w ann 10 COF -u
	run w bob 10 COFFEE
	assert_output ' 10. Eaten at breakfast: COFFEE (bob, finished from ann)'
	run categories check -t g.yaml
	assert_output "$(printf 'ann 0\nbob 1\ncy 0\nnot over: 11 categories to fill')"
	# it must be carried on, not replaced; and something must be added
	w cy 2 CRI -u
	run --separate-stderr w ann 2 CARROT
	assert_fails_cleanly 1
	assert_equal "$stderr" "categories: category 2 of board 1 holds the unfinished 'CRI': ann can only finish it (rule: finish-only)"
	run --separate-stderr w ann 2 CRI
	assert_fails_cleanly 1
	# the writer may finish their own word; an S finishes it too
	w cy 2 CRISP -u
	run w ann 2 CRISPS
	assert_output '  2. A food that crunches: CRISPS (ann, finished from cy)'
}

@test "rule: a finished word its owner adds to and leaves unfinished is unfinished" {
	game B
	w ann 1 BUTTER > /dev/null
	# ann goes on to BUTTERMILK, and the board is grabbed at BUTTERMI
	run w ann 1 BUTTERMI -u
	assert_success
	assert_output '  1. Something you can spread on toast: BUTTERMI (unfinished, ann)'
	run categories check -t g.yaml
	assert_output "$(printf 'ann 0\nbob 0\ncy 0\nnot over: 12 categories to fill')"
	run --separate-stderr categories vote -c 1 valid -i g.yaml
	assert_failure 1
	[[ $stderr == *"(rule: vote-on-unfinished)" ]] || fail "$stderr"
	# an incomplete word may be stolen by whoever finishes it
	run w bob 1 BUTTERMILK
	assert_success
	assert_output '  1. Something you can spread on toast: BUTTERMILK (bob, finished from ann)'
	run categories check -t g.yaml
	assert_output "$(printf 'ann 0\nbob 1\ncy 0\nnot over: 11 categories to fill')"
	# its owner may finish it too, and it is theirs again
	w ann 3 BROWN > /dev/null
	w ann 3 BROWNI -u > /dev/null
	run w ann 3 BROWNIE
	assert_output '  3. Something sweet: BROWNIE (ann)'
}

@test "rule: an S that makes a finished word plural is not a steal" {
	game B
	w ann 3 BROWNIE
	run w bob 3 BROWNIES
	assert_success
	assert_output '  3. Something sweet: BROWNIES (ann; the S by bob is not a steal)'
	run categories check -t g.yaml
	assert_output "$(printf 'ann 1\nbob 0\ncy 0\nnot over: 11 categories to fill')"
	# any other change to another's finished word is refused
	run --separate-stderr w cy 3 BROWNIESTUFF
	assert_fails_cleanly 1
	run --separate-stderr w cy 3 BLONDIE
	assert_fails_cleanly 1
	# the owner may add to their own word
	w ann 1 BUTTER
	run w ann 1 BUTTERSCOTCH
	assert_output '  1. Something you can spread on toast: BUTTERSCOTCH (ann)'
	# Voted down, it is the answer that is, not bob's S: said apart,
	# as table says it.
	run categories vote -c 3 invalid -i g.yaml
	assert_line '  3. Something sweet: BROWNIES (ann; the S by bob is not a steal; voted down)'
	run table -f g.yaml
	assert_line --partial 'BROWNIES      ann; the S by bob is not a steal; voted down'
}

@test "rule: another's plural S is not left unfinished" {
	# Before: bob's BUTTERS -u was kept with done: false, and every
	# reader of the file was told the game held an unfinished word,
	# while the referee counted it ann's finished plural, and refused
	# bob the very finishing his -u announced.
	game B
	w ann 1 BUTTER > /dev/null
	cp g.yaml before.yaml
	run --separate-stderr w bob 1 BUTTERS -u
	assert_fails_cleanly 1
	assert_equal "$stderr" "categories: 'BUTTER' in category 1 of board 1 is ann's, finished: bob's S makes it plural, and a plural is no unfinished word (rule: finished-word)"
	cmp g.yaml before.yaml
	# A file that holds one: the answer is left out, as check reports.
	printf -- '- {player: "bob", board_number: 1, category: 1, word: "BUTTERS", done: false}\n' >> g.yaml
	run --separate-stderr categories check -t g.yaml
	assert_failure 1
	assert_output "$(printf 'ann 1\nbob 0\ncy 0\nnot over: 11 categories to fill')"
	[[ $stderr == *"(rule: finished-word)" ]] || fail "$stderr"
	# Written finished, the S is the plural it always was.
	cp before.yaml g.yaml
	run w bob 1 BUTTERS
	assert_output '  1. Something you can spread on toast: BUTTERS (ann; the S by bob is not a steal)'
}

@test "rule: a plural S its owner adds to is a letter of the owner's word, no plural" {
	game B
	w ann 3 BROWNIE > /dev/null
	w bob 3 BROWNIES > /dev/null
	# ann goes on from bob's S: BROWNIES SUNDAE is no plural of bob's.
	run w ann 3 'BROWNIES SUNDAE'
	assert_success
	assert_output '  3. Something sweet: BROWNIES SUNDAE (ann)'
	run bash -c "categories check -o json g.yaml | jq -c '.boards[0].cells[2]'"
	assert_output '{"category":3,"name":"Something sweet","word":"BROWNIES SUNDAE","done":true,"player":"ann","valid":true}'
	# As it reads when ann gets there by way of an unfinished word.
	run categories erase -p ann -c 3 -i g.yaml
	assert_line '  3. Something sweet: BROWNIES (ann; the S by bob is not a steal)'
	w ann 3 'BROWNIES SUN' -u > /dev/null
	run w ann 3 'BROWNIES SUNDAE'
	assert_output '  3. Something sweet: BROWNIES SUNDAE (ann)'
	# The same word again adds nothing: bob's S is still the plural,
	# and nothing is written.
	run categories erase -p ann -c 3 -i g.yaml
	run w ann 3 BROWNIES
	assert_output "$(printf '%s\n' 'BROWNIES stands there already: nothing written' '  3. Something sweet: BROWNIES (ann; the S by bob is not a steal)')"
}

@test "rule: an answer voted down counts for nobody and opens its category again" {
	game P
	w ann 7 PINEAPPLE
	sed -i 's/word: "PINEAPPLE"}/word: "PINEAPPLE", valid: false}/' g.yaml
	run categories check g.yaml
	assert_success
	assert_line '  7. A pizza topping: PINEAPPLE (ann, voted down)'
	assert_line 'ann 0'
	assert_line 'not over: 12 categories to fill'
	# Anyone may write there again: a new answer, not an addition.
	run w bob 7 PEPPERONI
	assert_success
	assert_output '  7. A pizza topping: PEPPERONI (bob)'
	run categories check -t g.yaml
	assert_output "$(printf 'ann 0\nbob 1\ncy 0\nnot over: 11 categories to fill')"
	# A repeat is still a repeat.
	w ann 1 PESTO > /dev/null
	sed -i 's/word: "PEPPERONI"}/word: "PEPPERONI", valid: false}/' g.yaml
	run --separate-stderr w ann 7 PESTO
	assert_fails_cleanly 1
	assert_equal "$stderr" "categories: ann already wrote 'PESTO' for category 1 of board 1: no player uses a word twice on one board (rule: repeat-word)"
}

@test "rule: an answer voted down is no use of its word, struck or not yet" {
	categories new -N ann,bob -S kitchen -l B -s 1 -i g.yaml > /dev/null
	w ann 4 BANANA > /dev/null
	categories vote -c 4 invalid -i g.yaml > /dev/null
	cp g.yaml voted.yaml
	# Crossed out, BANANA counts for nobody: ann may write it elsewhere,
	# whether or not a new answer stands in its category yet.
	run w ann 8 BANANA
	assert_success
	cp voted.yaml g.yaml
	w bob 4 BREAD > /dev/null
	run w ann 8 BANANA
	assert_success
	# Voted valid again, it would be a repeat of the answer since: refused.
	cp voted.yaml g.yaml
	w ann 8 BANANA > /dev/null
	run --separate-stderr categories vote -c 4 valid -i g.yaml
	assert_failure 1
	[[ $stderr == *"(rule: vote-too-late)" ]] || fail "$stderr"
}

@test "categories write: the same writing again changes nothing and says so (exit 0)" {
	# Before: a write sent twice (up-arrow Enter, two terminals) was
	# written twice, a second answer in the state and a second move in
	# the journal, which an undo then took back instead of the first.
	game B
	w ann 1 BUTTER > /dev/null
	cp g.yaml once.yaml
	cp .g.yaml.journal once.journal
	run --separate-stderr w ann 1 BUTTER
	assert_success
	assert_equal "$stderr" ""
	assert_output "$(printf '%s\n' 'BUTTER stands there already: nothing written' '  1. Something you can spread on toast: BUTTER (ann)')"
	cmp g.yaml once.yaml
	cmp .g.yaml.journal once.journal
	# The same word is its letters: case and spaces aside.
	run w ann 1 butter
	assert_line --index 0 'BUTTER stands there already: nothing written'
	# -o json or yaml: the state as it stands; without -i, on stdout.
	run --separate-stderr w ann 1 BUTTER -o json
	assert_success
	assert_equal "$(jq -c '[.answers[].word]' <<< "$output")" '["BUTTER"]'
	run --separate-stderr categories write -p ann -c 1 BUTTER -f g.yaml
	assert_success
	assert_equal "$output" "$(cat once.yaml)"
	cmp g.yaml once.yaml
	cmp .g.yaml.journal once.journal
	# Sent again with -u, a finished word is no less finished: it made
	# the word unfinished, for anyone to finish and take.
	run --separate-stderr w ann 1 BUTTER -u
	assert_success
	assert_line --index 0 'BUTTER stands there already: nothing written'
	cmp g.yaml once.yaml
	cmp .g.yaml.journal once.journal
	run --separate-stderr w bob 1 BUTTERS
	assert_line --index 0 '  1. Something you can spread on toast: BUTTERS (ann; the S by bob is not a steal)'
	run --separate-stderr w bob 1 BUTTERS -u
	assert_success
	assert_line --index 0 'BUTTERS stands there already: nothing written'
	cp once.yaml g.yaml
	cp once.journal .g.yaml.journal
	# An unfinished word again, and another's plural S again, alike.
	w bob 2 BRO -u > /dev/null
	run w bob 2 BRO -u
	assert_line --index 0 'BRO stands there already: nothing written'
	w cy 1 BUTTERS > /dev/null
	cp g.yaml twice.yaml
	for p in cy ann; do
		run w "$p" 1 BUTTERS
		assert_success
		assert_line --index 0 'BUTTERS stands there already: nothing written'
	done
	cmp g.yaml twice.yaml
	# What adds to the writing is written: the word finished, or longer.
	run w bob 2 BRO
	assert_output '  2. A food that crunches: BRO (bob)'
	run w bob 2 BROCCOLI
	assert_output '  2. A food that crunches: BROCCOLI (bob)'
	# Another player's same word is still refused, and a voted-down one.
	run --separate-stderr w ann 2 BROCCOLI
	assert_fails_cleanly 1
	[[ $stderr == *"(rule: finished-word)" ]] || fail "$stderr"
	categories vote -c 2 invalid -i g.yaml > /dev/null
	run --separate-stderr w bob 2 BROCCOLI
	assert_fails_cleanly 1
	[[ $stderr == *"(rule: struck-word)" ]] || fail "$stderr"
	# The journal's last move is the last write, as an undo sees it.
	journal --undo -i g.yaml > /dev/null
	journal --undo -i g.yaml > /dev/null
	run categories check g.yaml
	assert_line '  2. A food that crunches: BRO (bob)'
}

@test "categories erase: a player takes back their own writing, while nobody wrote after" {
	game B
	w ann 1 BUTER > /dev/null
	run --separate-stderr w ann 1 BUTTER
	assert_fails_cleanly 1
	run categories erase -p ann -c 1 -i g.yaml
	assert_success
	assert_output "$(printf '%s\n' 'ann takes back BUTER' '  1. Something you can spread on toast: (empty)')"
	run grep -c BUTER g.yaml
	assert_output 0
	run w ann 1 BUTTER
	assert_output '  1. Something you can spread on toast: BUTTER (ann)'
	# Every word of one's own run of writing goes: BUN, then BUNS.
	w bob 3 BUN > /dev/null
	w bob 3 BUNS > /dev/null
	run categories erase --player bob --category 3 -i g.yaml
	assert_output "$(printf '%s\n' 'bob takes back BUNS' '  3. Something sweet: (empty)')"
	# Another player's writing is not one's to take back.
	w bob 2 BRO -u > /dev/null
	w cy 2 BROCCOLI > /dev/null
	cp g.yaml before.yaml
	run --separate-stderr categories erase -p bob -c 2 -i g.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "categories: 'BROCCOLI' in category 2 of board 1 was written last by cy: bob may take back only bob's own writing (rule: take-back)"
	run --separate-stderr categories erase -p ann -c 9 -i g.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "categories: category 9 of board 1 is empty: there is nothing to take back (rule: take-back)"
	for how in "-f g.yaml" "-i g.yaml"; do
		run --separate-stderr categories erase -p ann -c 9 $how -o json
		assert_no_doc take-back
	done
	cmp g.yaml before.yaml
	# The finisher takes back what they wrote: bob's BRO is left.
	run categories erase -p cy -c 2 -i g.yaml
	assert_output "$(printf '%s\n' 'cy takes back BROCCOLI' '  2. A food that crunches: BRO (unfinished, bob)')"
	# A plural S is its writer's to take back, not the word's owner's.
	w ann 4 BAGEL > /dev/null
	w cy 4 BAGELS > /dev/null
	run --separate-stderr categories erase -p ann -c 4 -i g.yaml
	assert_fails_cleanly 1
	run categories erase -p cy -c 4 -i g.yaml
	assert_output "$(printf '%s\n' 'cy takes back BAGELS' '  4. Found in a lunchbox: BAGEL (ann)')"
	# Without -i, the state on stdout; an unknown player or no category is exit 2.
	run categories erase -p ann -c 4 -f g.yaml
	assert_line 'game: "categories"'
	refute_line --partial BAGEL
	run --separate-stderr categories erase -p zed -c 4 -i g.yaml
	assert_fails_cleanly 2
	run --separate-stderr categories erase -p ann -i g.yaml
	assert_fails_cleanly 2
	run --separate-stderr categories erase -p ann -c 4 BAGEL -i g.yaml
	assert_fails_cleanly 2
}

@test "categories vote: the group votes an answer down and back up; the count follows" {
	game B
	w ann 1 BUTTER > /dev/null
	w bob 2 BAGEL > /dev/null
	cp g.yaml before.yaml
	run categories vote -c 1 invalid -i g.yaml
	assert_success
	assert_output "$(printf '%s\n' 'the vote: BUTTER is not valid: it counts for nobody, and category 1 of board 1 is open again' '  1. Something you can spread on toast: BUTTER (ann, voted down)' 'ann 1 -> 0')"
	grep -qx -- '- {player: "ann", board_number: 1, category: 1, word: "BUTTER", valid: false}' g.yaml
	run categories check -t g.yaml
	assert_output "$(printf 'ann 0\nbob 1\ncy 0\nnot over: 11 categories to fill')"
	# the table changes its mind: the new vote stands
	run categories vote --category 1 --board 1 valid -i g.yaml
	assert_output "$(printf '%s\n' 'the vote: BUTTER is valid: it counts for ann' '  1. Something you can spread on toast: BUTTER (ann)' 'ann 0 -> 1')"
	grep -qx -- '- {player: "ann", board_number: 1, category: 1, word: "BUTTER", valid: true}' g.yaml
	run categories check -t g.yaml
	assert_output "$(printf 'ann 1\nbob 1\ncy 0\nnot over: 10 categories to fill')"
	# without -i, the state on stdout; with -o text, the lines
	run categories vote -c 2 invalid -f before.yaml
	assert_line 'game: "categories"'
	assert_line -- '- {player: "bob", board_number: 1, category: 2, word: "BAGEL", valid: false}'
	run categories vote -c 2 invalid -o text < before.yaml
	assert_line 'bob 1 -> 0'
}

@test "categories vote: the same vote again changes nothing and says so (exit 0)" {
	# Before: a vote sent twice rewrote the file as it was and added a
	# second move to the journal, which an undo took back for nothing.
	game B
	w ann 1 BUTTER > /dev/null
	categories vote -c 1 invalid -i g.yaml > /dev/null
	cp g.yaml once.yaml
	cp .g.yaml.journal once.journal
	run --separate-stderr categories vote -c 1 invalid -i g.yaml
	assert_success
	assert_equal "$stderr" ""
	assert_output "$(printf '%s\n' 'the vote: BUTTER was voted not valid already: nothing written' '  1. Something you can spread on toast: BUTTER (ann, voted down)' 'ann 0 -> 0')"
	cmp g.yaml once.yaml
	cmp .g.yaml.journal once.journal
	run categories vote -c 1 invalid -i g.yaml -o json
	assert_success
	assert_equal "$(jq -c '.answers' <<< "$output")" '[{"player":"ann","board_number":1,"category":1,"word":"BUTTER","valid":false}]'
	cmp .g.yaml.journal once.journal
	# Another vote is written; the same again is not.
	run categories vote -c 1 valid -i g.yaml
	assert_line --index 0 'the vote: BUTTER is valid: it counts for ann'
	cp g.yaml twice.yaml
	run categories vote -c 1 valid -i g.yaml
	assert_line --index 0 'the vote: BUTTER was voted valid already: nothing written'
	cmp g.yaml twice.yaml
}

@test "categories vote: an empty or unfinished category has nothing to vote on (exit 1, nothing written)" {
	game B
	w bob 2 BRO -u > /dev/null
	cp g.yaml before.yaml
	run --separate-stderr categories vote -c 3 invalid -i g.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "categories: category 3 of board 1 is empty: there is no answer to vote on (rule: vote-on-empty)"
	run --separate-stderr categories vote -c 2 invalid -i g.yaml
	assert_fails_cleanly 1
	run -1 categories vote -q -c 2 invalid -i g.yaml
	assert_output ''
	cmp g.yaml before.yaml
	run --separate-stderr categories vote -c 13 invalid -i g.yaml
	assert_fails_cleanly 2
	run --separate-stderr categories vote -c 1 -b 2 invalid -i g.yaml
	assert_fails_cleanly 2
	run --separate-stderr categories vote -c 1 maybe -i g.yaml
	assert_fails_cleanly 2
	run --separate-stderr categories vote invalid -i g.yaml
	assert_fails_cleanly 2
	cmp g.yaml before.yaml
}

@test "-o json: a refused answer or vote is its verdict on stdout, nothing written" {
	game B
	w bob 2 BRO -u > /dev/null
	w ann 3 BROWNIE > /dev/null
	cp g.yaml orig.yaml
	for how in "-f g.yaml" "-i g.yaml"; do
		run --separate-stderr categories write -p ann -c 1 APPLE $how -o json
		assert_no_doc board-letter
		run --separate-stderr categories write -p ann -c 4 BROWNIE $how -o json
		assert_no_doc repeat-word
		run --separate-stderr categories write -p cy -c 3 BROWNIEBAR $how -o json
		assert_no_doc finished-word
		run --separate-stderr categories write -p ann -c 2 BRAN $how -o json
		assert_no_doc finish-only
		run --separate-stderr categories vote -c 5 invalid $how -o json
		assert_no_doc vote-on-empty
		run --separate-stderr categories vote -c 2 valid $how -o json
		assert_no_doc vote-on-unfinished
		cmp g.yaml orig.yaml
	done
	run --separate-stderr categories vote -c 5 invalid -i g.yaml -o yaml -q
	assert_equal "$status" 1
	assert_equal "$stderr" ""
	assert_line 'rule: "vote-on-empty"'
	cmp g.yaml orig.yaml
}

@test "categories check -o json: a game with answers that break a rule is its verdict" {
	printf 'game: "categories"\nboards:\n- {letter: "T", sheet: "kitchen"}\nanswers:\n- {player: "a", category: 1, word: "TOFU"}\n- {player: "a", category: 2, word: "POPCORN"}\n' > t.yaml
	run --separate-stderr categories check -o json t.yaml
	assert_no_doc board-letter
	printf '%s\n' "$output" | python3 -c '
import json, sys
d = json.load(sys.stdin)
assert list(d)[0] == "valid" and d["valid"] is False, d
assert d["message"] == "t.yaml:6:3: " + d["issues"][0]["message"], d
assert [i["rule"] for i in d["issues"]] == ["board-letter"], d'
	# Two issues: every one in the document, the first its verdict.
	printf -- '- {player: "b", category: 1, word: "TOFUS"}\n- {player: "a", category: 3, word: "TOFU"}\n' >> t.yaml
	run --separate-stderr categories check -o json t.yaml
	assert_no_doc board-letter
	printf '%s\n' "$output" | python3 -c '
import json, sys
d = json.load(sys.stdin)
assert [i["rule"] for i in d["issues"]] == ["board-letter", "repeat-word"], d'
	run --separate-stderr categories check -o yaml -q t.yaml
	assert_equal "$status" 1
	assert_equal "$stderr" ""
	assert_line 'valid: false'
	assert_line 'rule: "board-letter"'
	# In text the count stands, every issue on stderr with its rule.
	run --separate-stderr categories check -t t.yaml
	assert_equal "$status" 1
	assert_output "$(printf 'a 1\nb 0\nnot over: 11 categories to fill')"
	stderr_lines
	assert_equal "$n" 2
	[[ $stderr == *"(rule: board-letter)"$'\n'*"(rule: repeat-word)" ]] || fail "$stderr"
}

@test "rule: a vote for an answer stands for its additions; a vote down opens it" {
	game B
	w ann 3 BROWNIE > /dev/null
	categories vote -c 3 valid -i g.yaml > /dev/null
	# bob's plural S is no steal, and the vote stands for it
	run w bob 3 BROWNIES
	assert_output '  3. Something sweet: BROWNIES (ann; the S by bob is not a steal)'
	run categories vote -c 3 invalid -i g.yaml
	assert_line 'ann 1 -> 0'
	# struck out: the next answer there is a new one, and counts
	run w cy 3 BAKLAVA
	assert_output '  3. Something sweet: BAKLAVA (cy)'
	run categories check -t g.yaml
	assert_line 'cy 1'
	assert_line 'ann 0'
}

@test "rule: the game is over when every category holds a finished word; ties share" {
	game B
	words=(BUTTER BISCOTTI BROWNIE BANANA BROTH BREAD BACON BEER BLENDER BAGEL BEANS BEETROOT)
	for i in $(seq 1 12); do
		p=ann; [ $((i % 2)) -eq 0 ] && p=bob
		[ "$i" -eq 12 ] && p=cy
		w "$p" "$i" "${words[$((i - 1))]}" > /dev/null
	done
	run categories check -t g.yaml
	assert_output "$(printf 'ann 6\nbob 5\ncy 1')"
	run categories check g.yaml
	assert_line 'winner: ann'
	# an unfinished word at the end: not over, and it counts for nobody
	sed -i 's/word: "BEETROOT"}/word: "BEET", done: false}/' g.yaml
	run categories check g.yaml
	assert_line 'cy 0'
	assert_line 'not over: 1 category to fill'
}

@test "rule: once every category is filled the game is over: no write, no take-back" {
	categories new -N ann,bob -S kitchen -l B -s 1 -i g.yaml > /dev/null
	words=(BUTTER BISCUIT BROWNIE BREAD BEANS BAGEL BASIL BEER BLENDER BACON BEEF BROCCOLI)
	for i in $(seq 1 12); do
		p=ann; [ $((i % 2)) -eq 0 ] && p=bob
		w "$p" "$i" "${words[$((i - 1))]}" > /dev/null
	done
	run categories check g.yaml
	assert_line 'winners: ann bob'
	cp g.yaml before.yaml
	run --separate-stderr w ann 1 BUTTERMILK
	assert_fails_cleanly 1
	assert_equal "$stderr" "categories: the game is over: every category is filled (rule: game-over)"
	run --separate-stderr w ann 2 BISCUITS
	assert_fails_cleanly 1
	run --separate-stderr categories erase -p bob -c 12 -i g.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "categories: the game is over: every category is filled (rule: game-over)"
	cmp g.yaml before.yaml
	# The group may still vote an answer down, which opens its category,
	# and the game goes on: bob makes ann's BUTTER plural.
	categories vote -c 12 invalid -i g.yaml > /dev/null
	run w bob 1 BUTTERS
	assert_success
	# Voted valid again, BROCCOLI would end the game before it: refused.
	cp g.yaml voted.yaml
	run --separate-stderr categories vote -c 12 valid -i g.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "categories: the game went on after 'BROCCOLI' was voted down: voted valid again, it would undo the answers written since (rule: vote-too-late)"
	cmp g.yaml voted.yaml
	run w ann 12 BRIE
	assert_success
	run categories check g.yaml
	assert_success
	assert_line 'winner: ann'
	# A file that goes on after the end: the later answer counts for nobody.
	printf -- '- {player: "bob", board_number: 1, category: 3, word: "BROWNIES"}\n' >> g.yaml
	run --separate-stderr categories check g.yaml
	assert_failure 1
	assert_equal "$stderr" "categories: g.yaml:$(wc -l < g.yaml):3: the game is over: every category is filled (rule: game-over)"
}

@test "rule: a struck answer is not written again in its category" {
	categories new -N ann,bob -S kitchen -l B -s 1 -i g.yaml > /dev/null
	w bob 12 BROCCOLI > /dev/null
	categories vote -c 12 invalid -i g.yaml > /dev/null
	cp g.yaml before.yaml
	for who in bob ann; do
		run --separate-stderr w "$who" 12 Broccoli
		assert_fails_cleanly 1
		assert_equal "$stderr" "categories: 'Broccoli' was voted down in category 12 of board 1: a new answer there is a word of its own (rule: struck-word)"
	done
	# Nor finished into it from an unfinished start, nor after a second strike.
	w ann 12 BRO -u > /dev/null
	run --separate-stderr w bob 12 BROCCOLI
	assert_fails_cleanly 1
	w bob 12 BROTH > /dev/null
	categories vote -c 12 invalid -i g.yaml > /dev/null
	run --separate-stderr w ann 12 BROCCOLI
	assert_fails_cleanly 1
	run w ann 12 BEETROOT
	assert_success
	# Nor brought back by another's plural S.
	w ann 5 BEANS > /dev/null
	categories vote -c 5 invalid -i g.yaml > /dev/null
	w ann 5 BEAN > /dev/null
	run --separate-stderr w bob 5 BEANS
	assert_fails_cleanly 1
	assert_equal "$stderr" "categories: 'BEANS' was voted down in category 5 of board 1: a new answer there is a word of its own (rule: struck-word)"
}

@test "rule: an S makes a plural once: none after an S" {
	game B
	w ann 1 BUTTER > /dev/null
	w bob 1 BUTTERS > /dev/null
	cp g.yaml before.yaml
	run --separate-stderr w cy 1 BUTTERSS
	assert_fails_cleanly 1
	assert_equal "$stderr" "categories: 'BUTTERS' in category 1 of board 1 ends in S already: an S makes no plural of it (rule: finished-word)"
	w ann 5 BEANS > /dev/null
	run --separate-stderr w bob 5 BEANSS
	assert_fails_cleanly 1
	run categories check -t g.yaml
	assert_output "$(printf 'ann 2\nbob 0\ncy 0\nnot over: 10 categories to fill')"
}

@test "rule: an answer made plural is its owner's use of the plural too" {
	categories new -N ann,bob -S kitchen -l B -s 1 -i g.yaml > /dev/null
	w ann 3 BAKLAVA > /dev/null
	w bob 3 BAKLAVAS > /dev/null
	# The message quotes what ann wrote, and the S as bob's: before, it
	# quoted the cell as it stands, "ann already wrote 'BAKLAVAS'".
	local why="categories: ann already wrote 'BAKLAVA' (made 'BAKLAVAS' by bob's S) for category 3 of board 1: no player uses a word twice on one board (rule: repeat-word)"
	run --separate-stderr w ann 6 BAKLAVAS
	assert_fails_cleanly 1
	assert_equal "$stderr" "$why"
	run --separate-stderr w ann 6 BAKLAVA
	assert_fails_cleanly 1
	assert_equal "$stderr" "$why"
	# The other way round: bob's S would give ann the plural twice.
	w ann 7 BAGELS > /dev/null
	w ann 9 BAGEL > /dev/null
	run --separate-stderr w bob 9 BAGELS
	assert_fails_cleanly 1
	assert_equal "$stderr" "categories: the S by bob would make ann's 'BAGEL' in category 9 of board 1 the 'BAGELS' ann wrote for category 7: no player uses a word twice on one board (rule: repeat-word)"
	run w bob 6 BAGELS
	assert_success
}

@test "categories check -t: a name that reads as a number is made one tally reads" {
	categories new -N 7,bob -S kitchen -l B -s 1 -i g.yaml > /dev/null
	words=(BUTTER BISCUIT BROWNIE BREAD BEANS BAGEL BASIL BEER BLENDER BACON BEEF BROCCOLI)
	for i in $(seq 1 12); do
		p=7; [ $((i % 3)) -eq 0 ] && p=bob
		w "$p" "$i" "${words[$((i - 1))]}" > /dev/null
	done
	run categories check -t g.yaml
	assert_output "$(printf '_7 8\nbob 4')"
	run bash -c 'categories check -t g.yaml | tally'
	assert_success
	assert_line 'winner: _7'
	# Two names tally would read as one: exit 2, not a merged count.
	categories new -N 7,_7 -S kitchen -l B -s 1 -i h.yaml > /dev/null
	run --separate-stderr categories check -t h.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "categories: h.yaml: players '7' and '_7' are one name to tally, '_7': --totals cannot tell their counts apart"
}

@test "categories check -t | tally: a game not over has no winner (exit 1)" {
	game B
	w ann 1 BUTTER > /dev/null
	w cy 3 BROWNIE > /dev/null
	run categories check -t g.yaml
	assert_success
	assert_output "$(printf 'ann 1\nbob 0\ncy 1\nnot over: 10 categories to fill')"
	run --separate-stderr bash -c 'categories check -t g.yaml | tally'
	assert_equal "$status" 1
	assert_output "$(printf 'ann 1\ncy 1\nbob 0')"
	assert_equal "$stderr" "tally: not over: 10 categories to fill (rule: not-over)"
	# Over, the count goes whole to tally, which names the winner.
	words=(BUTTER BISCOTTI BROWNIE BANANA BROTH BREAD BACON BEER BLENDER BAGEL BEANS BEETROOT)
	for i in $(seq 2 12); do
		[ "$i" -eq 3 ] || w bob "$i" "${words[$((i - 1))]}" > /dev/null
	done
	run categories check -t g.yaml
	assert_output "$(printf 'ann 1\nbob 10\ncy 1')"
	run bash -c 'categories check -t g.yaml | tally'
	assert_success
	assert_line 'winner: bob'
}

@test "rule: a shared win when the counts tie" {
	printf 'game: "categories"\nplayers: [{name: "a"}, {name: "b"}]\nboards:\n- {letter: "T", sheet: {name: "two", categories: ["x", "y"]}}\nanswers:\n- {player: "a", category: 1, word: "TEA"}\n- {player: "b", category: 2, word: "TOAST"}\n' > t.yaml
	run categories check t.yaml
	assert_success
	assert_output "$(printf 'board 1: letter T, sheet two\n  1. x: TEA (a)\n  2. y: TOAST (b)\na 1\nb 1\nwinners: a b')"
}

@test "Double Trouble: two boards, two letters, counts summed; a word on each board" {
	categories new -N ann,bob,cy,dee,eve -l BM -S kitchen -s 3 -i g.yaml
	w ann 1 BUTTER
	run --separate-stderr categories write -p ann -c 1 -b 2 BUTTER -i g.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "categories: ann's 'BUTTER' for category 1 does not start with the letter M of board 2 (rule: board-letter)"
	run categories write -p ann -c 1 -b 2 MARMALADE -i g.yaml
	assert_output "$(printf '%s\n' 'board 2: letter M, sheet kitchen' '  1. Something you can spread on toast: MARMALADE (ann)')"
	categories write -p eve -c 2 -b 2 MUESLI -i g.yaml
	run categories check -t g.yaml
	assert_output "$(printf 'ann 2\nbob 0\ncy 0\ndee 0\neve 1\nnot over: 21 categories to fill')"
	run categories check g.yaml
	assert_line 'board 2: letter M, sheet kitchen'
	assert_line 'not over: 21 categories to fill'
	# the same letter on both boards is a rule no
	sed -i '0,/letter: "M"/s//letter: "B"/' g.yaml
	run --separate-stderr categories check g.yaml
	assert_equal "$status" 1
	assert_equal "${stderr%%$'\n'*}" "categories: g.yaml:12:3: both boards have the letter B: each board of Double Trouble needs its own letter (rule: same-letter)"
}

@test "Double Trouble: write, vote and erase name the board of the category's line" {
	# Before: the category's line alone, the same on both boards of one
	# sheet, so '1. ...: BUTTER (ann)' did not say which board it was on.
	categories new -N ann,bob,cy,dee,eve -l BM -S kitchen -s 3 -i g.yaml > /dev/null
	run categories write -p ann -c 1 BUTTER -i g.yaml
	assert_output "$(printf '%s\n' 'board 1: letter B, sheet kitchen' '  1. Something you can spread on toast: BUTTER (ann)')"
	run categories write -p bob -c 1 -b 2 MUSTARD -i g.yaml
	assert_output "$(printf '%s\n' 'board 2: letter M, sheet kitchen' '  1. Something you can spread on toast: MUSTARD (bob)')"
	run categories vote -c 1 -b 2 invalid -i g.yaml
	assert_output "$(printf '%s\n' 'the vote: MUSTARD is not valid: it counts for nobody, and category 1 of board 2 is open again' 'board 2: letter M, sheet kitchen' '  1. Something you can spread on toast: MUSTARD (bob, voted down)' 'bob 1 -> 0')"
	run categories erase -p ann -c 1 -b 1 -i g.yaml
	assert_output "$(printf '%s\n' 'ann takes back BUTTER' 'board 1: letter B, sheet kitchen' '  1. Something you can spread on toast: (empty)')"
	# One board: the category's line alone, as it always was.
	rm g.yaml
	game B
	run w ann 1 BUTTER
	assert_output '  1. Something you can spread on toast: BUTTER (ann)'
}

@test "categories check: each answer that breaks a rule is reported with its place" {
	printf 'game: "categories"\nboards:\n- {letter: "T", sheet: "kitchen"}\nanswers:\n- {player: "a", category: 1, word: "TOFU"}\n- {player: "b", category: 1, word: "TOFUS"}\n- {player: "a", category: 2, word: "POPCORN"}\n- {player: "a", category: 3, word: "tofu"}\n' > t.yaml
	run --separate-stderr categories check -t t.yaml
	assert_equal "$status" 1
	assert_output "$(printf 'a 1\nb 0\nnot over: 11 categories to fill')"
	assert_equal "$stderr" "$(printf "categories: t.yaml:7:3: a's 'POPCORN' for category 2 does not start with the letter T of board 1 (rule: board-letter)\ncategories: t.yaml:8:3: a already wrote 'TOFU' (made 'TOFUS' by b's S) for category 1 of board 1: no player uses a word twice on one board (rule: repeat-word)")"
	run --separate-stderr categories check -q t.yaml
	assert_equal "$status" 1
	assert_equal "$stderr" ""
}

@test "categories: a malformed game is exit 2 with file:line:col, -i leaves it as it was" {
	game B
	printf -- '- {player: "ann", category: 13, word: "BUN"}\n' > tail.txt
	printf 'answers:\n' >> g.yaml
	cat tail.txt >> g.yaml
	cp g.yaml orig.yaml
	run --separate-stderr categories write -p bob -c 1 BREAD -i g.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "categories: g.yaml:11:29: 'category' must be a number from 1 to 12"
	cmp g.yaml orig.yaml
	printf 'game: "categories"\nboards:\n- {letter: "BB", sheet: "kitchen"}\n' > bad.yaml
	run --separate-stderr categories check bad.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "categories: bad.yaml:3:12: a board needs its 'letter', one letter A-Z"
	printf 'game: "categories"\nboards:\n- {letter: "B", sheet: "nope"}\n' > bad.yaml
	run --separate-stderr categories check bad.yaml
	assert_fails_cleanly 2
	printf 'game: "categories"\nboards:\n- {letter: "B", sheet: "kitchen"}\nanswers:\n- {player: "a", category: 1, word: "B", done: maybe}\n' > bad.yaml
	run --separate-stderr categories check bad.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "categories: bad.yaml:5:47: 'done' must be true or false"
	printf 'game: "categories"\n' > bad.yaml
	run --separate-stderr categories check bad.yaml
	assert_fails_cleanly 2
	run --separate-stderr categories write -p zed -c 1 BUN -f orig.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "categories: orig.yaml: no player named 'zed'"
}

@test "categories: a vote on an unfinished answer in a game file is exit 2, at its place" {
	# The tools never write one (vote-on-unfinished): read, it would
	# strike the word that another player finishes later, unvoted.
	printf 'game: "categories"\nboards:\n- {letter: "B", sheet: "kitchen"}\nanswers:\n- {player: "ann", category: 1, word: "BRO", done: false, valid: false}\n- {player: "bob", category: 1, word: "BROCCOLI"}\n' > bad.yaml
	cp bad.yaml orig.yaml
	run --separate-stderr categories check bad.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "categories: bad.yaml:5:65: 'valid' is a vote on a finished answer: an unfinished one ('done: false') has none"
	run --separate-stderr categories write -p cy -c 2 BREAD -i bad.yaml
	assert_fails_cleanly 2
	cmp bad.yaml orig.yaml
	# A vote on a finished answer is read as always.
	printf 'game: "categories"\nboards:\n- {letter: "B", sheet: "kitchen"}\nanswers:\n- {player: "ann", category: 1, word: "BROCCOLI", valid: false}\n' > ok.yaml
	run categories check -t ok.yaml
	assert_success
	assert_output "$(printf 'ann 0\nnot over: 12 categories to fill')"
}

@test "categories: a game file with more players than the referee keeps is exit 2, not cut short" {
	python3 -c '
print("game: \"categories\"\nplayers:")
for i in range(1, 41):
	print("- name: \"p%d\"" % i)
print("boards:\n- {letter: \"B\", sheet: \"kitchen\"}")' > many.yaml
	cp many.yaml orig.yaml
	for cmd in "check -t many.yaml" "write -p p35 -c 1 BUN -i many.yaml"; do
		run --separate-stderr categories $cmd
		assert_fails_cleanly 2
		assert_equal "$stderr" "categories: many.yaml:11:3: more players than the box has markers (8): each writes in a colour of their own"
	done
	cmp many.yaml orig.yaml
	run --separate-stderr table -f many.yaml
	assert_failure 2
}

@test "categories: a ninth player, in the players or the answers, is exit 2 for every reader" {
	# The box has eight markers; categories new seats 2 to 8.
	categories new -N a,b,c,d,e,f,g,h -s 5 > g.yaml
	sed 's/^- name: "h"$/&\n- name: "i"/' g.yaml > nine.yaml
	cp nine.yaml orig.yaml
	why='nine.yaml:12:3: more players than the box has markers (8): each writes in a colour of their own'
	run --separate-stderr categories check -f nine.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "categories: $why"
	run --separate-stderr categories write -p a -c 1 "$(sed -n 's/^- letter: "\(.\)"$/\1/p' nine.yaml | head -1)OX" -i nine.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "categories: $why"
	cmp nine.yaml orig.yaml
	run --separate-stderr table -f nine.yaml
	assert_equal "$status" 2
	assert_equal "$stderr" "table: $why"
	# Eight players is the box: the game is read.
	run categories check -f g.yaml
	assert_success
	assert_line --partial 'not over: '
	# A file with no players list names them in its answers.
	python3 -c '
print("game: \"categories\"\nboards:\n- {letter: \"B\", sheet: \"kitchen\"}\nanswers:")
for i in range(1, 10):
	print("- {player: \"p%d\", board_number: 1, category: %d, word: \"BUN\"}" % (i, i))' > answers.yaml
	run --separate-stderr categories check -f answers.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "categories: answers.yaml:13:12: more players than the box has markers (8): each writes in a colour of their own"
}

@test "categories: a full disk is exit 2" {
	game B
	run --separate-stderr bash -c 'categories check g.yaml > /dev/full'
	assert_equal "$status" 2
	assert_equal "$stderr" "categories: write error: No space left on device"
	run --separate-stderr bash -c 'categories new -P 2 -s 1 > /dev/full'
	assert_equal "$status" 2
	cp g.yaml orig.yaml
	run --separate-stderr bash -c 'categories write -p ann -c 1 BUN -f g.yaml > /dev/full'
	assert_equal "$status" 2
	cmp g.yaml orig.yaml
}

@test "examples/categories.sh: a seeded game and Double Trouble, steals and all" {
	run sh "$TOP/examples/categories.sh"
	assert_success
	assert_output "$(cat "$TOP/tests/golden/categories-example-3.txt")"
	assert_line '  2. A food that crunches: SEEDS (bob, finished from ann)'
	assert_line 'winners: ann bob'
	assert_line '  3. Something sweet: BROWNIE (cy, finished from bob)'
	assert_line '  6. Something you bake: SCONES (dee; the S by eve is not a steal)'
	assert_line '  ann writes SALSA again on board 1: refused, a repeat'
	assert_line '  8. Served ice cold: BEER (eve, voted down)'
	assert_line 'the vote: BEER is not valid: it counts for nobody, and category 8 of board 2 is open again'
	assert_line '  8. Served ice cold: BUTTERMILK (cy)'
	assert_line 'dee takes back SANDWHICH'
	assert_line 'board 2: letter B, sheet kitchen'
	assert_line 'winner: ann'
	for s in 1 2 4; do
		run sh "$TOP/examples/categories.sh" "$s"
		assert_success
		assert_line --regexp '^winners?: '
	done
}

@test "categories: a state of another game is exit 2, naming its game and its tool" {
	bag new bananagrams -s 1 | deal -N ann,bob > b.yaml
	run --separate-stderr categories check b.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "categories: b.yaml: a Bananagrams game, not a category one: play it with bag"
	run --separate-stderr categories write -p ann -c 1 BEAR -f b.yaml
	assert_fails_cleanly 2
	# A vote too, on a file that is no category game: not "start with
	# 'categories new'", advice that would have the table set a category
	# game up over their Bananagrams.
	cp b.yaml before.yaml
	for cmd in "vote -c 1 valid" "erase -p ann -c 1"; do
		run --separate-stderr categories $cmd -i b.yaml
		assert_fails_cleanly 2
		assert_equal "$stderr" "categories: b.yaml: a Bananagrams game, not a category one: play it with bag"
	done
	cmp b.yaml before.yaml
}
