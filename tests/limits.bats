#!/usr/bin/env bats
# The limits of wordkit-state(5) hold both ways: what a tool reads, the
# moves keep, so no tool writes a state that the tools then refuse.
bats_require_minimum_version 1.5.0
load test_helper

# game TAGS_ANN TAGS_BOB TAGGED...: a Shenanigrams state g.yaml, ann to
# move with SIGDLT, GOLD on the board, and the tagged entries given.
game() {
	local a=$1 b=$2
	shift 2
	{
		printf 'game: "shenanigrams"\nseed: 1\nbag: "EEEEEEEEEE"\n'
		printf 'shuffles: %s\ndiscard: ""\nturn: "ann"\nplayers:\n' "${SHUFFLES:-0}"
		printf -- '- name: "ann"\n  hand: "SIGDLT"\n  tags: %s\n' "$a"
		printf -- '- name: "bob"\n  hand: "AEIOU"\n  tags: %s\n' "$b"
		printf 'board: |\n  GOLD\ntagged:\n'
		printf -- '- %s\n' "$@"
	} > g.yaml
}

gold() {
	printf '{word: "GOLD", owner: "%s", at: "%s", dir: "across"}' "$1" "${2:-1,1}"
}

@test "limits: a player's tags in hand and on tagged words make at most 1000" {
	# bob holds the most a player may have: 999 and one on GOLD.
	game 7 999 "$(gold bob)"
	steal-check -i g.yaml replace S 1,1 >/dev/null
	run sed -n '/name: "bob"/,/tags/s/^  tags: //p' g.yaml
	assert_output 1000
	bag count -f g.yaml >/dev/null
	# One more is refused by every tool, at the place, before any move.
	game 7 1000 "$(gold bob)"
	cp g.yaml before.yaml
	for cmd in "bag count" "bag audit" "steal-check --find"; do
		run --separate-stderr $cmd -f g.yaml
		assert_fails_cleanly 2
		[[ "$stderr" == *": g.yaml:13:9: players[1].tags: bob holds more tags than a player may have (in hand: 1000, on tagged words: 1, in all: 1001, at most: 1000)" ]] ||
		    fail "$stderr"
	done
	run --separate-stderr steal-check -i g.yaml replace S 1,1
	assert_fails_cleanly 2
	cmp g.yaml before.yaml
}

@test "limits: a random event past shuffles: 1000000000 is refused, nothing written" {
	SHUFFLES=1000000000 game 7 7 "$(gold ann)"
	bag count -f g.yaml >/dev/null
	cp g.yaml before.yaml
	for mv in "return -a -p ann" "return S -p ann"; do
		run --separate-stderr bag $mv -i g.yaml
		assert_fails_cleanly 2
		assert_equal "$stderr" "bag: the move would leave a state no tool can read: shuffles: 1000000001 random events, more than the 1000000000 one game records"
		cmp g.yaml before.yaml
	done
	# A move that is not random still plays.
	bag draw -i g.yaml -t ann >/dev/null
	assert_equal "$(hand ann g.yaml)" SIGDLTE
}

@test "limits: a word tagged twice is malformed, at the second entry" {
	game 7 5 "$(gold bob)" "$(gold bob)"
	run --separate-stderr bag count -f g.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: g.yaml:18:3: tagged word 'GOLD' at 1,1 across is listed twice (first on line 17): a word carries one tag"
	# The same run written another way, or owned by another player.
	game 7 6 "$(gold bob)" "$(gold ann 01,1)"
	run --separate-stderr steal-check -f g.yaml replace S 1,1
	assert_fails_cleanly 2
	assert_equal "$stderr" "steal-check: g.yaml:18:3: tagged word 'GOLD' at 01,1 across is tagged twice: a word carries one tag"
}

@test "limits: 100,000 copies of a tagged word are refused, none removed" {
	game 7 6 "$(gold bob)"
	awk -v e="$(gold bob)" 'BEGIN { for (i = 0; i < 100000; i++) print "- " e }' >> g.yaml
	cp g.yaml before.yaml
	run --separate-stderr steal-check -i g.yaml replace S 1,1
	assert_fails_cleanly 2
	assert_equal "$stderr" "steal-check: g.yaml:18:3: tagged word 'GOLD' at 1,1 across is listed twice (first on line 17): a word carries one tag"
	cmp g.yaml before.yaml
}

@test "limits: random moves of every game never write a state a tool refuses" {
	run bash "$TOP/tests/prop-moves.sh" 300 17
	assert_success
	assert_output --partial "every state read back"
}

@test "limits: a move that would grow the board past 1000 x 1000 is refused" {
	# One tile at the right edge of a board 1000 wide, and one 1000 tall.
	awk 'BEGIN { s = ""; for (i = 1; i < 1000; i++) s = s "."; print s "A" }' > wide.txt
	run --separate-stderr steal-check --board wide.txt place T 1,1001
	assert_equal "$status" 1
	assert_equal "$stderr" "steal-check: the board would grow to 1 x 1001: a board is at most 1000 x 1000 (rule: board-size)"
	run steal-check --board wide.txt place T 1,999
	assert_success
	awk 'BEGIN { for (i = 1; i < 1000; i++) print "."; print "A" }' > tall.txt
	run steal-check -q --board tall.txt place T 1001,1
	assert_equal "$status" 1
	run steal-check -q --board tall.txt place T 0,1
	assert_equal "$status" 1
	# And a game never writes a board no tool can read.
	{
		printf 'game: "shenanigrams"\nseed: 1\nbag: "EEEEEEEEEE"\nshuffles: 0\n'
		printf 'discard: ""\nturn: "ann"\nplayers:\n'
		printf -- '- name: "ann"\n  hand: "TIGDL"\n  tags: 7\n'
		printf -- '- name: "bob"\n  hand: "AEIOU"\n  tags: 7\n'
		printf 'board: |\n  %s\n' "$(cat wide.txt)"
	} > g.yaml
	cp g.yaml before.yaml
	# The finder leaves such moves out rather than listing them.
	run steal-check --find -f g.yaml
	assert_success
	assert_output --partial '1,999'
	refute_output --partial '1,1001'
	run steal-check -q -i g.yaml place T 1,1001
	assert_equal "$status" 1
	run cmp g.yaml before.yaml
	assert_success
}
