#!/usr/bin/env bats
# bot: whole games from one seed, logged as commands that replay them.
bats_require_minimum_version 1.5.0
load test_helper

@test "bot --help prints the usage on stdout and exits 0" {
	run bot --help
	assert_success
	assert_line --index 0 --partial 'usage: bot GAME'
}

@test "bot: an unknown game, a bad option or count is exit 2" {
	run --separate-stderr bot scrabble
	assert_fails_cleanly 2
	run --separate-stderr bot bananagrams --frob
	assert_fails_cleanly 2
	run --separate-stderr bot bananagrams -p 9
	assert_fails_cleanly 2
	run --separate-stderr bot shenanigrams -p 1 -s 1
	assert_fails_cleanly 2
	# A count is judged by the game's own range, as deal judges it.
	run --separate-stderr bot typeset -p 9 -s 1
	assert_fails_cleanly 2
	assert_equal "$stderr" "bot: typeset is for 1 to 6 players, not 9"
	run --separate-stderr bot typeset -p 7 -s 1
	assert_equal "$stderr" "bot: typeset is for 1 to 6 players, not 7"
	run --separate-stderr bot bananagrams -p 99999999999999999999 -s 1
	assert_fails_cleanly 2
	assert_equal "$stderr" "bot: bananagrams is for 1 to 8 players, not 99999999999999999999"
	run --separate-stderr bot shenanigrams -p 0 -s 1
	assert_equal "$stderr" "bot: shenanigrams is for 2 to 6 players, not 0"
	run --separate-stderr bot typeset -p x -s 1
	assert_fails_cleanly 2
	run bot typeset -p 6 -s 1 -q
	assert_success
	# Seven players of Banana Cafe need 147 tiles: no game to play.
	run --separate-stderr bot bananagrams -v cafe -p 7 -s 1
	assert_fails_cleanly 2
	assert_equal "$stderr" "bot: the bag holds fewer tiles than the 147 needed to deal 21 to each of 7 players (tiles: 144)"
	run bot bananagrams-wild -v cafe -p 7 -s 1 -q
	assert_success
}

@test "bot bananagrams: a 4-player game to Bananas!, replayed by the tools" {
	run bot bananagrams -p 4 -s 42
	assert_success
	assert_line --index 0 '# wordkit bot: bananagrams, 4 players, seed 42'
	assert_line 'bag new bananagrams -s 42 > game.yaml'
	assert_line --regexp '^bag peel -i game.yaml   # p[1-4] used every tile: PEEL!$'
	assert_line --regexp '^# p[1-4] wins: Top Banana$'
	printf '%s\n' "$output" > log.sh
	# replaying the log rebuilds the game and checks the winning grid
	run bash -e log.sh
	assert_success
	assert_line 'complete: 144 tiles'
}

@test "bot: a dictionary named with a quote is written so that the log replays" {
	# Before: the log wrote -d './it'\''s.txt' as -d './it's.txt', which
	# the shell cannot read back.
	words match '*' > "it's.txt"
	run bot bananagrams -p 2 -s 1 -d "./it's.txt"
	assert_success
	assert_line --partial " -d './it'\\''s.txt' "
	printf '%s\n' "$output" > log.sh
	run bash -e log.sh
	assert_success
	assert_line 'complete: 144 tiles'
}

@test "bot: the same seed plays the same game" {
	a=$(bot bananagrams -p 3 -s 9)
	b=$(bot bananagrams -p 3 -s 9)
	assert_equal "$a" "$b"
	c=$(bot bananagrams -p 3 -s 10)
	[ "$a" != "$c" ]
}

@test "bot: dumps when a hand cannot be fitted, and the replay agrees" {
	found=0
	for s in $(seq 1 30); do
		bot bananagrams -p 4 -s "$s" > log.sh
		grep -q '^bag dump' log.sh || continue
		found=1
		run bash -e log.sh
		assert_success
		break
	done
	[ "$found" = 1 ]
}

@test "bot: Banana Smoothie and Cafe end with the first player out" {
	run bot bananagrams -p 3 -s 5 -v smoothie
	assert_success
	refute_line --partial 'bag peel'
	assert_line --regexp "^bag bananas -p p[1-3] -g - -i game.yaml <<'GRID'   # p[1-3]: Bananas!$"
	printf '%s\n' "$output" > log.sh
	run bash -e log.sh
	assert_success
	run bot bananagrams -p 2 -s 5 -v cafe
	assert_success
	refute_line --partial 'bag peel'
}

@test "bot shenanigrams: a game to a winner, replayed by steal-check" {
	run bot shenanigrams -p 2 -s 7
	assert_success
	assert_line --regexp '^# p[12] wins: SHENANIGRAMS!$'
	printf '%s\n' "$output" > log.sh
	run bash -e log.sh
	assert_success
	assert_line --regexp '^complete: 144 tiles, 14 tags$'
}

@test "bot typeset: a game to its end, replayed by play-typeset, the winner first in the ranking" {
	run bot typeset -p 3 -s 1
	assert_success
	assert_line --index 0 '# wordkit bot: typeset, 3 players, seed 1'
	assert_line 'play-typeset start -i game.yaml'
	assert_line 'play-typeset draw -i game.yaml'
	assert_line --regexp "^play-typeset -i game.yaml -p p[1-3] 'place [1-6]'$"
	assert_line --regexp "^play-typeset -i game.yaml -p p[1-3] 'stop'$"
	assert_line 'score-typeset -f game.yaml'
	winner=$(printf '%s\n' "$output" | sed -n 's/^# \(p[1-3]\) wins: the highest score$/\1/p')
	[ -n "$winner" ]
	printf '%s\n' "$output" > log.sh
	run bash -e log.sh
	assert_success
	assert_line --regexp "^  1\. $winner +-?[0-9]+$"
	# The last line is bag audit's, as in every game's log.
	assert_equal "${lines[-1]}" 'complete: 45 tiles'
	# Over, as the referee has it: no player left to move.
	run table -f game.yaml
	assert_line --index 0 --partial 'every player has stopped: the game is over'
}

@test "bot typeset: the seats play apart, so that games have winners; one alone wins none" {
	# Each seat plays one of the three best turns, drawn from the seed:
	# bots that all played the best filled the same mats and shared
	# every game.
	won=0
	for s in 1 2 3 4 5 6; do
		bot typeset -s "$s" -q > /dev/null && won=$((won + 1))
	done
	[ "$won" -ge 4 ]
	assert_equal "$(bot typeset -s 3)" "$(bot typeset -s 3)"
	run --separate-stderr bot typeset -p 1 -s 1
	assert_failure 1
	assert_regex "$stderr" '\(rule: solo-win\)$'
	# Seed 39's two seats end level, the tie-break parting them not.
	run --separate-stderr bot typeset -s 39
	assert_failure 1
	assert_line '# seed 39: no winner'
	assert_equal "$stderr" "bot: p1 and p2 share the highest score, 22 (rule: shared)"
	run --separate-stderr bot typeset -v cafe -s 1
	assert_fails_cleanly 2
}

@test "bot -o yaml and -q: a summary for sweeps of many seeds" {
	run bot bananagrams -p 4 -s 42 -o yaml
	assert_success
	assert_line 'game: "bananagrams"'
	assert_line 'seed: 42'
	assert_line --regexp '^winners: \["p[1-4]"\]$'
	assert_line '- {name: "p4"}'
	assert_line --regexp '^peels: [0-9]+$'
	run bot bananagrams -p 4 -s 42 -q
	assert_output --regexp '^# seed 42: p[1-4]$'
}

@test "bot: the replayed log records the winner with bag bananas" {
	bot bananagrams -p 4 -s 42 > log.sh
	run grep -c '^bag bananas -p p3 -g - -i game.yaml' log.sh
	assert_output 1
	run bash -e log.sh
	assert_success
	assert_line 'winner: p3'
	assert_line 'complete: 144 tiles'
	run grep '^winner' game.yaml
	assert_output 'winner: "p3"'
	bot bananagrams -p 3 -s 5 -v smoothie -m 3 > log.sh
	grep -q ' -m 3 -i game.yaml' log.sh
	bash -e log.sh
	grep -q '^winner: "p' game.yaml
}

@test "bot --hands: a best-of match, hand k seeded S+k-1, tallied by the replay" {
	run bot bananagrams -p 3 -s 40 -H 3 -q
	assert_success
	assert_line --index 0 "# seed 40: $(bot bananagrams -p 3 -s 40 -q | cut -d' ' -f4)"
	assert_line --index 1 "# seed 41: $(bot bananagrams -p 3 -s 41 -q | cut -d' ' -f4)"
	assert_line --regexp '^# best of 3 from seed 40: p[1-3]$'
	winner=${lines[-1]##* }
	hands=$(( ${#lines[@]} - 1 ))
	# the match stops once nobody can catch the leader
	[ "$hands" -ge 2 ] && [ "$hands" -le 3 ]
	bot bananagrams -p 3 -s 40 -H 3 > log.sh
	run grep -c '^bag new bananagrams' log.sh
	assert_output "$hands"
	run bash -e log.sh
	assert_success
	assert_line "winner: $winner"
	run bot bananagrams -p 3 -s 40 -H 3 -o json
	assert_success
	assert_line '  "best_of": 3,'
	assert_equal "$(printf '%s' "$output" | jq -c .winners)" "[\"$winner\"]"
	assert_equal "$(printf '%s' "$output" | jq -r '.players[] | select(.total >= 2) | .name')" "$winner"
	assert_equal "$(printf '%s' "$output" | jq -r '[.players[].name] | join(" ")')" "p1 p2 p3"
	assert_line '      "seed": 41,'
}

@test "bot --hands: hands nobody wins are not counted, and the match can be lost" {
	run bot bananagrams -s 42 -n 1 -H 2 -q
	assert_failure 1
	assert_equal "${#lines[@]}" 7
	assert_line --index 5 '# seed 47: no winner'
	assert_line --index 6 '# best of 2 from seed 42: no winner'
	run --separate-stderr bot shenanigrams -H 3
	assert_fails_cleanly 2
}

# no_winner RULE: the last `run --separate-stderr bot ... -o json` was a
# game nobody won: exit 1, the reason "bot: MESSAGE (rule: RULE)" alone on
# stderr, and the summary naming the same rule and message.
no_winner() {
	assert_equal "$status" 1
	printf '%s\n' "$output" | python3 -c '
import json, sys
rule, line = sys.argv[1], sys.argv[2]
doc = json.load(sys.stdin)
assert doc["rule"] == rule, doc
assert line == "bot: %s (rule: %s)" % (doc["message"], rule), line
' "$1" "$stderr" || fail "not the summary of a '$1' no: $output"
}

@test "bot: a game nobody wins names the rule it ended by" {
	run --separate-stderr bot bananagrams -s 42 -n 1
	assert_failure 1
	assert_line '# seed 42: no winner'
	assert_equal "$stderr" "bot: nobody can finish and nobody can dump: nobody wins (rule: stuck)"
	run --separate-stderr bot bananagrams -s 42 -n 1 -o json
	no_winner stuck
	run --separate-stderr bot shenanigrams -s 7 -t 2 -q
	assert_failure 1
	assert_output '# seed 7: no winner'
	assert_equal "$stderr" ""
	run --separate-stderr bot shenanigrams -s 7 -t 2 -o json
	no_winner out-of-turns
	assert_equal "$stderr" "bot: nobody won in 2 turns (rule: out-of-turns)"
	# The turns played, as many as the log's moves.
	assert_equal "$(printf '%s' "$output" | jq .rounds)" 2
	assert_equal "$(bot shenanigrams -s 7 -t 2 | grep -c '^steal-check')" 2
	# One turn is said so: before, "nobody won in 1 turns".
	run --separate-stderr bot shenanigrams -s 7 -t 1 -o json
	no_winner out-of-turns
	assert_equal "$stderr" "bot: nobody won in 1 turn (rule: out-of-turns)"
	run --separate-stderr bot bananagrams -s 42 -n 1 -H 2 -o json
	no_winner not-over
	assert_equal "$stderr" "bot: the best of 2 is not decided after 6 hands (rule: not-over)"
}

@test "bot: output to a full disk is exit 2" {
	run bash -c 'bot bananagrams -s 1 > /dev/full'
	assert_failure 2
}
