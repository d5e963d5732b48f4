#!/usr/bin/env bats
# tally: score keeping for Shapemash, the category game and Bananagrams
# matches.
bats_require_minimum_version 1.5.0
load test_helper

@test "tally --help prints the usage and the games on stdout, exit 0" {
	run tally --help
	assert_success
	assert_line --index 0 --partial 'usage: tally'
	assert_line --partial 'shapemash-hard'
	run tally -V
	assert_output --regexp '^tally \(wordkit\) '
}

@test "tally: a bad option, game or mix of rules is exit 2" {
	run --separate-stderr tally --score
	assert_fails_cleanly 2
	run --separate-stderr tally -g chess
	assert_fails_cleanly 2
	assert_equal "$stderr" "tally: unknown game 'chess' (see 'tally --help')"
	run --separate-stderr tally -t 10 -b 5
	assert_fails_cleanly 2
	run --separate-stderr tally -l 3
	assert_fails_cleanly 2
	run --separate-stderr tally -G 3
	assert_fails_cleanly 2
	run --separate-stderr tally -t 0
	assert_fails_cleanly 2
	run --separate-stderr tally no-such-file
	assert_fails_cleanly 2
}

@test "tally: a malformed line is exit 2 with file:line:col, nothing on stdout" {
	printf 'ann 2\nbob 1 7\n' > s.txt
	run --separate-stderr tally s.txt
	assert_fails_cleanly 2
	assert_equal "$stderr" "tally: s.txt:2:7: a number needs a name before it"
	printf 'ann 2\n\nann\nbob!\n' > s.txt
	run --separate-stderr tally s.txt
	assert_fails_cleanly 2
	assert_equal "$stderr" "tally: s.txt:4:1: 'bob!' is not a name: names are 1 to 32 letters, digits, '.', '_' or '-'"
	# A long name is quoted in part, never cut inside a letter (before:
	# the first byte of its ü, shown as \x{C3}).
	long=$(printf 'a%.0s' $(seq 31))
	printf '%s 1\n' "${long}üx" > s.txt
	run --separate-stderr tally s.txt
	assert_fails_cleanly 2
	assert_equal "$stderr" "tally: s.txt:1:1: '$long' is not a name: names are 1 to 32 letters, digits, '.', '_' or '-'"
	run --separate-stderr bash -c 'printf "ann bob\n" | tally -b 5'
	assert_fails_cleanly 2
	assert_equal "$stderr" "tally: <stdin>:1:5: a line names the winner of one hand: one name"
	run --separate-stderr bash -c 'printf "1\nred\n" | tally -l 3 -G 10'
	assert_fails_cleanly 2
	assert_equal "$stderr" "tally: <stdin>:2:1: 'red' is not a number: a line holds numbers of points, or of lives (\"-1 life\")"
	run --separate-stderr bash -c 'printf "1 cards\n" | tally -l 3 -G 10'
	assert_fails_cleanly 2
	assert_equal "$stderr" "tally: <stdin>:1:3: 'cards' is not a unit: point(s) or life (lives)"
	run --separate-stderr bash -c 'printf "ann 99999999999\n" | tally'
	assert_fails_cleanly 2
}

@test "tally: a lone '-' is no name: a sign goes against its number" {
	# "ann - 2" meant ann minus 2; it scored ann 1 and a side "-" 2.
	printf 'ann 3\nann - 2\nbob 1\n' > s.txt
	run --separate-stderr tally s.txt
	assert_fails_cleanly 2
	assert_equal "$stderr" "tally: s.txt:2:5: '-' is not a name: a sign is written against its number ('ann -2')"
	printf 'ann 3\n-- 1\n' > s.txt
	run --separate-stderr tally s.txt
	assert_fails_cleanly 2
	# Against its number, and in a name, it is as before.
	printf 'ann 3\nann -2\nmary-jo 5\n' > s.txt
	run tally s.txt
	assert_success
	assert_line --index 0 "mary-jo 5"
	assert_line --index 1 "ann 1"
}

@test "tally: a leading byte order mark is no part of the first line" {
	printf '\xef\xbb\xbfann 3\nbob 2\n' > r.txt
	run --separate-stderr tally --most r.txt
	assert_success
	assert_line 'winner: ann'
	run --separate-stderr bash -c 'tally --most < r.txt'
	assert_success
	assert_line 'winner: ann'
}

@test "tally: waiting on a terminal says what it awaits" {
	run timeout 10 script -qec 'tally --most' /dev/null < /dev/null
	assert_line --index 0 --partial 'tally: reading rounds from the terminal (give a FILE or a pipe; ^D ends)'
}

@test "tally --most: the most points win, comments and blanks count nothing" {
	printf '# round 1\nann 5 bob 4 cy 3\n\nann 2 bob 4 cy 5   # round 2\nann\n' > s.txt
	run tally s.txt
	assert_success
	assert_output "$(printf 'ann 8\nbob 8\ncy 8\nwinners: ann bob cy')"
	run tally -g categories s.txt - < /dev/null
	assert_success
	printf 'ann 4 bob 0\n' > t.txt
	run tally t.txt
	assert_output "$(printf 'ann 4\nbob 0\nwinner: ann')"
}

@test "tally: no line at all is a rule no, exit 1" {
	run --separate-stderr tally < /dev/null
	assert_equal "$status" 1
	assert_equal "$stderr" "tally: nothing to tally (rule: not-over)"
}

@test "tally: a line 'not over: ...' is a game not decided: no winner, exit 1" {
	# categories check -t says so of a game with categories to fill.
	run --separate-stderr bash -c "printf 'ann 2 bob 1\nnot over: 3 categories to fill # a note\nbob 5\n' | tally"
	assert_equal "$status" 1
	assert_output "$(printf 'ann 2\nbob 1')"
	assert_equal "$stderr" "tally: not over: 3 categories to fill (rule: not-over)"
	run --separate-stderr bash -c "printf 'ann 2\n  not over:\n' | tally -o json"
	assert_equal "$status" 1
	assert_equal "$(printf '%s' "$output" | jq -c .)" '{"players":[{"name":"ann","total":2}],"winners":[],"over":false,"rule":"not-over","message":"not over:"}'
	# In every rule: the line that says so stops the tally.
	run --separate-stderr bash -c "printf 'red 1\nnot over: a round left\nred 2\n' | tally -g shapemash"
	assert_equal "$status" 1
	assert_output 'red 1'
	# Two names, not over, are still two names.
	run tally <<< 'not over'
	assert_success
	assert_line 'winners: not over'
}

@test "tally --first-to: the first to reach the target wins, later lines unread" {
	run tally -t 3 <<-EOF
	red 1 blue 1
	blue 2
	red 2
	this line is never read: 'not a name!'
	EOF
	assert_success
	assert_output "$(printf 'blue 3\nred 1\nwinner: blue')"
}

@test "tally --first-to: both past the target in one round: most wins, a tie plays on" {
	run tally -t 10 <<-EOF
	red 9 blue 9
	red 1 blue 2
	EOF
	assert_success
	assert_output "$(printf 'blue 11\nred 10\nwinner: blue')"
	run --separate-stderr tally -t 10 <<-EOF
	red 9 blue 9
	red 1 blue 1
	EOF
	assert_equal "$status" 1
	assert_equal "$stderr" "tally: no winner yet (rule: not-over)"
	assert_output "$(printf 'red 10\nblue 10')"
	run tally -t 10 <<-EOF
	red 9 blue 9
	red 1 blue 1
	red 1
	EOF
	assert_success
	assert_line --index 2 'winner: red'
	# in Shapemash both pass 10 in one round only level: play goes on
	run --separate-stderr tally -g shapemash < <(yes 'red 1 blue 1' | head -n 10)
	assert_equal "$status" 1
	assert_output "$(printf 'red 10\nblue 10')"
	run tally -g shapemash < <(yes 'red 1 blue 1' | head -n 10; echo red)
	assert_success
	assert_line --index 2 'winner: red'
}

@test "rule: tally -g shapemash refuses a round no game gives (exit 2, file:line:col)" {
	# two pictograms a round, a point each, two teams
	printf 'red 1 blue 1\nred 5\n' > r.txt
	run --separate-stderr tally -g shapemash r.txt
	assert_fails_cleanly 2
	assert_equal "$stderr" "tally: r.txt:2:5: no round gives this: at most 2 points in all, and none taken away"
	for l in 'red 2 blue 1' 'red blue red' 'red -1' 'blue 3 red 0'; do
		run --separate-stderr tally -g shapemash <<< "$l"
		assert_fails_cleanly 2
	done
	run --separate-stderr tally -g shapemash <<< 'red 1 blue 1 green'
	assert_fails_cleanly 2
	assert_equal "$stderr" "tally: <stdin>:1:14: 'green' is one name too many for the game (sides: 2)"
	# every round a game gives is counted
	run --separate-stderr tally -g shapemash <<-EOF
	red 2
	red 1 blue 1
	blue
	red blue
	red 0 blue 2
	red 0
	EOF
	assert_equal "$status" 1
	assert_output "$(printf 'blue 5\nred 4')"
	# a race of one's own has no such limit
	run tally -t 10 <<< 'red 5 blue 4 green 3'
	assert_line 'red 5'
}

@test "tally --best-of: best of five is won at three, a best of ten tie plays on" {
	run tally -b 5 <<-EOF
	ann
	ann
	ann
	EOF
	assert_success
	assert_line --index 1 'winner: ann'
	run --separate-stderr tally -b 5 <<-EOF
	ann
	bob
	ann
	bob
	EOF
	assert_equal "$status" 1
	# 5-5 after ten hands: the eleventh decides
	printf 'ann\nbob\n%.0s' 1 2 3 4 5 > m.txt
	run --separate-stderr tally -g best-of-10 m.txt
	assert_equal "$status" 1
	printf 'bob\n' >> m.txt
	run tally -g best-of-10 m.txt
	assert_success
	assert_output "$(printf 'bob 6\nann 5\nwinner: bob')"
	# three players: the leader cannot be caught
	run tally -b 5 <<-EOF
	ann
	bob
	cy
	ann
	ann
	EOF
	assert_success
	assert_line 'winner: ann'
}

@test "tally --lives: Shapemash cooperative, won at 10 cards, lost at no lives" {
	run tally -g shapemash-easy <<-EOF
	1
	-1 life
	+1 point
	1
	1
	-1 life
	1
	1
	1
	1 point
	+1
	1
	-1 life
	EOF
	assert_success
	assert_output "$(printf 'points 10\nlives 1\nwon')"
	run --separate-stderr tally -g shapemash-hard <<-EOF
	1
	-1 life
	EOF
	assert_equal "$status" 1
	assert_output "$(printf 'points 1\nlives 0\nlost')"
	assert_equal "$stderr" "tally: lost: no lives left (points: 1, goal: 10) (rule: out-of-lives)"
	# A goal of one point reads right too.
	run --separate-stderr tally -l 1 -G 1 <<< '-1 life'
	assert_failure 1
	assert_equal "$stderr" "tally: lost: no lives left (points: 0, goal: 1) (rule: out-of-lives)"
	# the first to happen in a line decides
	run tally -l 1 -G 1 <<< '1 -1 life'
	assert_success
	assert_line won
	run --separate-stderr tally -q -l 1 -G 1 <<< '-1 life 1'
	assert_equal "$status" 1
	assert_equal "$stderr" ""
	# neither yet: the score so far, and the game not over
	run --separate-stderr tally -g shapemash-easy <<< '1'
	assert_equal "$status" 1
	assert_output "$(printf 'points 1\nlives 3')"
	assert_equal "$stderr" "tally: not over yet: neither won nor lost (rule: not-over)"
}

@test "tally --goal: with --lives alone; a game of lives says it sets its own" {
	# Before: -g shapemash-easy -G 5 said "--lives and --goal go
	# together", though the game had given the lives.
	run --separate-stderr tally -g shapemash-easy -G 5 <<< '1'
	assert_fails_cleanly 2
	assert_equal "$stderr" "tally: --game sets its own goal: --goal goes with --lives alone (see 'tally --help')"
	run --separate-stderr tally -G 5 <<< '1'
	assert_fails_cleanly 2
	assert_equal "$stderr" "tally: --lives and --goal go together (see 'tally --help')"
	run --separate-stderr tally -l 2 <<< '1'
	assert_fails_cleanly 2
	assert_equal "$stderr" "tally: --lives and --goal go together (see 'tally --help')"
}

@test "rule: tally -g shapemash-easy refuses a line no cooperative round gives (exit 2, file:line:col)" {
	# a round is one card guessed or one life lost (shapemash(7))
	local msg='no round gives this: a line is one card ("1") or one life lost ("-1 life")'
	run --separate-stderr bash -c "printf '2\n' | tally -g shapemash-easy"
	assert_fails_cleanly 2
	assert_equal "$stderr" "tally: <stdin>:1:1: $msg"
	run --separate-stderr bash -c "printf '3 points\n' | tally -g shapemash-easy"
	assert_fails_cleanly 2
	assert_equal "$stderr" "tally: <stdin>:1:1: $msg"
	run --separate-stderr bash -c "printf '1 -1 life\n' | tally -g shapemash-easy"
	assert_fails_cleanly 2
	assert_equal "$stderr" "tally: <stdin>:1:3: $msg"
	run --separate-stderr bash -c "printf '1 life\n' | tally -g shapemash-easy"
	assert_fails_cleanly 2
	assert_equal "$stderr" "tally: <stdin>:1:1: $msg"
	# at its place in a file, after blanks and comments, in every preset
	printf '1\n# a note\n\n-1 life\n  -1 point\n' > c.txt
	run --separate-stderr tally -g shapemash-medium c.txt
	assert_fails_cleanly 2
	assert_equal "$stderr" "tally: c.txt:5:3: $msg"
	for l in '0' '-1' '+1 life' '-2 lives' '-1 point' '1 1' '1 red'; do
		run --separate-stderr tally -g shapemash-hard <<< "$l"
		assert_fails_cleanly 2
	done
	run --separate-stderr tally -g shapemash-easy -o json <<< '2'
	assert_error_doc input
	# A long word is quoted in part, never cut inside a letter (before:
	# the first byte of its é, shown as \x{C3}), as a long name is.
	long=$(printf 'a%.0s' $(seq 31))
	run --separate-stderr tally -g shapemash-easy <<< "${long}éx"
	assert_fails_cleanly 2
	assert_equal "$stderr" "tally: <stdin>:1:1: '$long' is not a number: a line holds numbers of points, or of lives (\"-1 life\")"
	# every round the game gives still counts, in the units tally(1) names
	run --separate-stderr tally -g shapemash-easy <<-EOF
	1
	-1 life   # nobody guessed
	+1 point
	+1
	1 points # -1 life

	-1 lives
	not over: the sand is running
	2
	EOF
	assert_equal "$status" 1
	assert_output "$(printf 'points 4\nlives 1')"
	assert_equal "$stderr" "tally: not over: the sand is running (rule: not-over)"
	# lives and a goal of one's own have no such limit
	run --separate-stderr tally -l 3 -G 10 <<< '2'
	assert_equal "$status" 1
	assert_output "$(printf 'points 2\nlives 3')"
	run --separate-stderr tally -l 3 -G 10 <<< '3 points 1 life -1 life'
	assert_output "$(printf 'points 3\nlives 3')"
}

@test "tally --running: the score after every line, golden" {
	run --separate-stderr tally -g shapemash -r <<-EOF
	red 1 blue 1
	# a comment
	red 2
	EOF
	assert_equal "$status" 1
	assert_output "$(printf 'red 1 blue 1\nred 3 blue 1\nred 3\nblue 1')"
	run tally -r -l 3 -G 2 <<< '1'
	assert_line --index 0 'points 1 lives 3'
}

@test "tally --running: a life lost past the last reads lives 0, as the final score does" {
	# Before: the running line said "lives -1" above a final "lives 0".
	run --separate-stderr tally -r -l 2 -G 5 <<-EOF
	1
	-3 lives
	EOF
	assert_equal "$status" 1
	assert_output "$(printf 'points 1 lives 2\npoints 1 lives 0\npoints 1\nlives 0\nlost')"
}

@test "tally --running: a not over line counts nothing and prints no score line" {
	# Before: the score so far was printed a second time for it.
	run --separate-stderr tally -r <<-EOF
	ann 2
	not over: 1 category to fill
	EOF
	assert_equal "$status" 1
	assert_output "$(printf 'ann 2\nann 2')"
	assert_equal "$stderr" "tally: not over: 1 category to fill (rule: not-over)"
}

@test "tally: a full disk is exit 2" {
	run --separate-stderr bash -c 'echo ann | tally > /dev/full'
	assert_equal "$status" 2
	assert_equal "$stderr" "tally: write error: No space left on device"
}

@test "tally: the result line is never a score line, even for a side named winner" {
	run bash -c "printf 'winner 1 ann 2\n' | tally"
	assert_success
	assert_output "$(printf 'ann 2\nwinner 1\nwinner: ann')"
	run bash -c "printf 'winner 2 winners 2\n' | tally"
	assert_output "$(printf 'winner 2\nwinners 2\nwinners: winner winners')"
}

@test "tally -o yaml and json: the score and the result as one document" {
	run bash -c "printf 'winner 1 ann 2\n' | tally -o yaml"
	assert_success
	assert_output "$(printf '%s\n' 'players:' '- {name: "ann", total: 2}' '- {name: "winner", total: 1}' 'winners: ["ann"]' 'over: true')"
	run --separate-stderr bash -c "printf 'ann\n' | tally -b 3 -o json"
	assert_failure 1
	assert_equal "$stderr" "tally: no winner yet (rule: not-over)"
	assert_equal "$(printf '%s' "$output" | jq -c .)" '{"players":[{"name":"ann","total":1}],"winners":[],"over":false,"rule":"not-over","message":"no winner yet"}'
	run --separate-stderr bash -c "printf 'ann 1\n' | tally -r -o json"
	assert_error_doc usage
	run --separate-stderr bash -c "printf 'ann 1\n' | tally -o xml"
	assert_fails_cleanly 2
	run --separate-stderr bash -c "printf 'ann 1 2\n' | tally -o json"
	assert_error_doc input
}

@test "tally: a name with a decomposed accent is the letter it composes; a mark that composes none is exit 2" {
	# Before: ju + U+0308 + rgen was a side of its own, beside jürgen, and
	# was printed 'ju\u{308}rgen', a name no tally reads back.
	run --separate-stderr bash -c "printf 'ju\\314\\210rgen 2\\nj\\303\\274rgen 1\\n' | tally"
	assert_success
	assert_output "$(printf 'j\303\274rgen 3\nwinner: j\303\274rgen')"
	run --separate-stderr bash -c "printf 'ann 1\\nx\\314\\210 1\\n' | tally"
	assert_fails_cleanly 2
	assert_equal "$stderr" "tally: <stdin>:2:1: 'x\\u{308}' is not a name: names are 1 to 32 letters, digits, '.', '_' or '-'"
}
