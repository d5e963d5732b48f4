#!/usr/bin/env bats
# journal(1): every change a tool makes with -i is recorded beside the
# file (wordkit-state(5), "Journal"), and can be listed, undone, redone
# and replayed.
bats_require_minimum_version 1.5.0
load test_helper

# A Bananagrams game of ann and bob, dealt and peeled once with -i.
game() {
	bag new bananagrams -s 42 > g.yaml
	deal -N ann,bob -i g.yaml > /dev/null
	bag peel -i g.yaml > /dev/null
}

# add_args JOURNAL WORD...: a co-player's edit of JOURNAL, the words added
# as arguments after the last move's own "g.yaml".
add_args() {
	python3 - "$@" <<'PY'
import sys
p, words = sys.argv[1], sys.argv[2:]
t = open(p, 'rb').read()
key = b'arg 6\ng.yaml\n'
at = t.rindex(key) + len(key)
add = b''.join(b'arg %d\n%s\n' % (len(w), w.encode()) for w in words)
open(p, 'wb').write(t[:at] + add + t[at:])
PY
}

# moves FILE: the commands of the moves the journal of FILE lists, one a line.
moves() {
	journal -o json "$1" | jq -r '.moves[] | .command | join(" ")'
}

# A folder made outside the test's own, for users who cannot reach that
# (OUTSIDE): removed after the test, whether it passed or not.
teardown() {
	cd / && [ -z "${OUTSIDE:-}" ] || rm -rf "$OUTSIDE"
}

@test "journal: --help, and a bad option is a usage error" {
	run journal --help
	assert_success
	assert_line --partial "journal -u [-q] [-o FORMAT] [-W SECONDS] -i FILE [N | -E ENTRY]"
	run --separate-stderr journal --frobnicate g.yaml
	assert_fails_cleanly 2
}

@test "journal: every -i move is recorded, who made it, its command as typed" {
	game
	bag dump "$(hand ann g.yaml | cut -c1)" --player ann -i g.yaml
	[ -f .g.yaml.journal ]
	run moves g.yaml
	assert_success
	assert_line --index 0 "deal -N ann,bob -i g.yaml"
	assert_line --index 1 "bag peel -i g.yaml"
	assert_line --index 2 --regexp '^bag dump [A-Z] --player ann -i g.yaml$'
	assert_equal "${#lines[@]}" 3
	run bash -c "journal -o json g.yaml | jq -r '[.moves[].user] | unique[]'"
	assert_output "$(id -un)"
	# The list for people: number, time, user, command.
	run journal g.yaml
	assert_line --index 1 --regexp "^   2  [0-9-]+ [0-9:]+  $(id -un)  bag peel -i g.yaml$"
}

@test "journal: a move refused (1), an error (2) and a -f move record nothing" {
	game
	cp .g.yaml.journal before.journal
	run bag dump Q --player ann -i g.yaml       # ann has no Q: a "no"
	[ "$status" -le 2 ]
	run bag dump --player nobody -i g.yaml      # an error
	assert_failure 2
	bag peel -f g.yaml > /dev/null
	cmp before.journal .g.yaml.journal
}

@test "journal: --undo puts back the state before the last move, and is itself a move" {
	game
	cp g.yaml peeled.yaml
	bag peel -i g.yaml > /dev/null
	run journal --undo -i g.yaml
	assert_success
	assert_output "undid 3: $(id -un): bag peel -i g.yaml"
	cmp g.yaml peeled.yaml
	run moves g.yaml
	assert_line --index 3 "journal --undo -i g.yaml"
	run bash -c "journal -o json g.yaml | jq -c '[.moves[] | [.entry, .undone]]'"
	assert_output "[[1,false],[2,false],[3,true],[4,false]]"
	run journal g.yaml
	assert_line --index 2 --partial "bag peel -i g.yaml  (undone)"
	assert_line --index 3 --partial "journal --undo -i g.yaml  (undoes 3)"
}

@test "journal: a Rotten Banana called from the wrong grid file is mended by an undo" {
	printf '%s\n' '{C: 1, A: 1, T: 1, D: 1, O: 1, G: 1, S: 1}' > t7.yaml
	bag new -D t7.yaml -s 6 | deal -N ann,bob -n 3 > g.yaml
	bag peel -i g.yaml > /dev/null || true
	cp g.yaml called.yaml
	printf 'XYZZY\n' > bob.txt
	# The documented call: bananas, or else the caller is rotten.
	run bash -c 'bag bananas -p ann -g bob.txt -i g.yaml || bag rotten -p ann -i g.yaml'
	assert_success
	run yaml_str winner g.yaml
	assert_output ""
	grep -q 'out: true' g.yaml
	journal --undo -i g.yaml
	cmp g.yaml called.yaml
	run bag audit -f g.yaml
	assert_success
}

@test "journal: a mistyped Typeset stop is undone, and the player plays on" {
	bag new typeset -s 10 | deal -N ann,bob | play-typeset start > g.yaml
	for i in 1 2 3 4 5; do
		play-typeset draw -q -i g.yaml > /dev/null
		for p in ann bob; do
			t=$(play-typeset --find -n 1 -p $p -f g.yaml | cut -f1)
			play-typeset -q -i g.yaml -p $p "$t" > /dev/null
		done
	done
	play-typeset -i g.yaml -p ann stop > /dev/null
	run --separate-stderr play-typeset -i g.yaml -p ann continue
	assert_failure 1
	assert_equal "$stderr" "play-typeset: ann has stopped: the mat is scored as it stands (rule: stopped)"
	journal --undo -i g.yaml > /dev/null
	run play-typeset -i g.yaml -p ann continue
	assert_success
	assert_line "plays round 2"
}

@test "journal: a steal applied by mistake is undone: board, tags, hands and turn" {
	bag new shenanigrams -s 7 | deal -N ann,bob > g.yaml
	for i in 1 2 3 4; do
		steal-check -i g.yaml "$(steal-check --find -n 1 -f g.yaml | cut -f1)" > /dev/null
	done
	cp g.yaml before.yaml
	steal-check -i g.yaml "$(steal-check --find -n 1 -f g.yaml | cut -f1)" > /dev/null
	! cmp -s g.yaml before.yaml
	journal --undo -i g.yaml > /dev/null
	cmp g.yaml before.yaml
	run bag audit -f g.yaml
	assert_success
}

@test "journal: --undo N takes back N moves, --redo takes the undo back" {
	game
	cp g.yaml dealt-peeled.yaml
	bag peel -i g.yaml > /dev/null
	bag peel -i g.yaml > /dev/null
	cp g.yaml three.yaml
	run journal --undo 2 -i g.yaml
	assert_success
	assert_line --index 0 "undid 4: $(id -un): bag peel -i g.yaml"
	assert_line --index 1 "undid 3: $(id -un): bag peel -i g.yaml"
	cmp g.yaml dealt-peeled.yaml
	run journal --redo -i g.yaml
	assert_success
	assert_line --index 0 "redid 3: $(id -un): bag peel -i g.yaml"
	assert_line --index 1 "redid 4: $(id -un): bag peel -i g.yaml"
	cmp g.yaml three.yaml
	# Undo twice, redo once: one undo is still waiting.
	journal --undo -i g.yaml > /dev/null
	journal --undo -i g.yaml > /dev/null
	journal --redo -i g.yaml > /dev/null
	run bash -c "journal -o json g.yaml | jq -c '[.moves[] | select(.undone) | .entry]'"
	assert_output "[4]"
	# Redone to the last: nothing waits, and no move is to blame.
	journal --redo -i g.yaml > /dev/null
	run --separate-stderr journal --redo -i g.yaml
	assert_failure 1
	assert_equal "$stderr" "journal: nothing to redo: no undo is waiting to be taken back (rule: nothing-to-redo)"
}

@test "journal: --undo --entry takes the game back to before that entry, once however often asked" {
	# Before: two players who both undid the same slip undid two moves.
	game
	cp g.yaml before-slip.yaml
	bag peel -i g.yaml > /dev/null
	bag peel -i g.yaml > /dev/null
	cp g.yaml peeled.yaml
	run journal --undo --entry 3 -i g.yaml
	assert_success
	assert_line --index 0 "undid 4: $(id -un): bag peel -i g.yaml"
	assert_line --index 1 "undid 3: $(id -un): bag peel -i g.yaml"
	cmp g.yaml before-slip.yaml
	run --separate-stderr journal -u -E 3 -i g.yaml
	assert_failure 1
	assert_equal "$stderr" "journal: entry 3 is no move in effect: it was undone already, or is an undo or a redo (rule: nothing-to-undo)"
	cmp g.yaml before-slip.yaml
	# An entry the journal does not hold was never undone: it says so.
	run --separate-stderr journal -u -E 9 -i g.yaml
	assert_failure 1
	assert_equal "$stderr" "journal: the journal has no entry 9: its entries are 1 to 5 (rule: nothing-to-undo)"
	run --separate-stderr journal -r -E 9 -i g.yaml
	assert_failure 1
	assert_equal "$stderr" "journal: the journal has no entry 9: its entries are 1 to 5 (rule: nothing-to-redo)"
	# the undo, entry 5, is what a redo by its entry takes back
	run --separate-stderr journal -r -E 3 -i g.yaml
	assert_failure 1
	assert_equal "$stderr" "journal: entry 3 is no undo a redo can take back (rule: nothing-to-redo)"
	run journal --redo --entry 5 -i g.yaml
	assert_success
	assert_line --index 0 "redid 3: $(id -un): bag peel -i g.yaml"
	cmp g.yaml peeled.yaml
	for a in '-u -E 3 1' '-E 3' '-u -E x' '-R -E 3'; do
		# shellcheck disable=SC2086
		run --separate-stderr journal $a -i g.yaml
		assert_fails_cleanly 2
	done
	# Entry 0, or one past 2^64 - 1, is one more the journal does not
	# hold, told by its entries, the number as typed.  Before: exit 2,
	# "entry '0' is out of range (1 to 18446744073709551615)".
	for e in 0 18446744073709551616 99999999999999999999; do
		for a in -u -r; do
			run --separate-stderr journal $a -E $e -i g.yaml
			assert_fails_cleanly 1
			[ $a = -u ] && r=undo || r=redo
			assert_equal "$stderr" "journal: the journal has no entry $e: its entries are 1 to 6 (rule: nothing-to-$r)"
		done
	done
	cmp g.yaml peeled.yaml
	run journal --replay g.yaml
	assert_success
}

@test "journal: two players undoing the same entry at once undo it once" {
	game
	cp g.yaml before-slip.yaml
	bag peel -i g.yaml > /dev/null
	journal -u -E 3 -q -W 10 -i g.yaml > a.out 2>&1 & a=$!
	journal -u -E 3 -q -W 10 -i g.yaml > b.out 2>&1 & b=$!
	ra=0 rb=0
	wait "$a" || ra=$?
	wait "$b" || rb=$?
	assert_equal "$(printf '%s\n' "$ra" "$rb" | sort | tr '\n' ' ')" "0 1 "
	cmp g.yaml before-slip.yaml
	run bash -c "journal -o json g.yaml | jq -c '[.moves[] | .entry]'"
	assert_output "[1,2,3,4]"
}

@test "journal: nothing to undo or redo is a rule \"no\", and a new move ends every redo" {
	bag new bananagrams -s 1 > g.yaml
	run --separate-stderr journal --undo -i g.yaml
	assert_failure 1
	assert_equal "$stderr" "journal: nothing to undo: the journal records no move in effect (rule: nothing-to-undo)"
	deal -N ann,bob -i g.yaml > /dev/null
	run --separate-stderr journal --undo 2 -i g.yaml
	assert_failure 1
	assert_equal "$stderr" "journal: only 1 move can be undone (rule: nothing-to-undo)"
	cp g.yaml dealt.yaml
	journal --undo -i g.yaml > /dev/null
	deal -N cy,dee -i g.yaml > /dev/null
	run --separate-stderr journal --redo -o json -i g.yaml
	assert_no_doc nothing-to-redo
	# Before: "no undo is waiting", though entry 2 was one: the player
	# is told which move ended it.
	run --separate-stderr journal --redo -i g.yaml
	assert_failure 1
	assert_equal "$stderr" "journal: nothing to redo: entry 3, a move, came after entry 2, an undo, which can no longer be taken back (rule: nothing-to-redo)"
	# Nothing was written by the "no"s.
	run yaml_str turn g.yaml
	grep -q 'name: "cy"' g.yaml
}

@test "journal: --undo and --redo need -i, the list and --replay a FILE" {
	game
	run --separate-stderr journal --undo g.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "journal: --undo needs the file: -i FILE (see 'journal --help')"
	run --separate-stderr journal
	assert_fails_cleanly 2
	run --separate-stderr journal -i g.yaml
	assert_fails_cleanly 2
	run --separate-stderr journal --undo 0 -i g.yaml
	assert_fails_cleanly 2
}

@test "journal: a game replaced with bag new --force comes back with an undo" {
	bag new bananagrams -s 1 | deal -N ann,bob > g.yaml
	bag peel -i g.yaml > /dev/null
	cp g.yaml played.yaml
	bag new shenanigrams -s 2 --force -i g.yaml > /dev/null
	run journal --undo -i g.yaml
	assert_success
	assert_output "undid 2: $(id -un): bag new shenanigrams -s 2 --force -i g.yaml"
	cmp g.yaml played.yaml
}

@test "journal: undoing the game's first move leaves the file as it was, empty" {
	bag new bananagrams -s 5 -i g.yaml > /dev/null
	[ -s g.yaml ]
	journal --undo -i g.yaml > /dev/null
	[ -f g.yaml ] && [ ! -s g.yaml ]
	journal --redo -i g.yaml > /dev/null
	run yaml_str game g.yaml
	assert_output "bananagrams"
}

@test "journal: a seed drawn for the game is recorded, so the move replays" {
	bag new shenanigrams -i g.yaml > /dev/null
	deal -N ann,bob -i g.yaml > /dev/null
	seed=$(sed -n 's/^seed: //p' g.yaml)
	run moves g.yaml
	assert_line --index 0 "bag new shenanigrams -i g.yaml --seed=$seed"
	assert_line --index 1 "deal -N ann,bob -i g.yaml"
	run journal --replay g.yaml
	assert_success
}

@test "journal: a replayed move's arguments are on no command line, which every user reads" {
	game
	tile=$(sed -n 's/^ *hand: "\(.\).*/\1/p' g.yaml | head -1)
	bag dump "$tile" -p ann -i g.yaml > /dev/null
	# A copy of journal, whose bag is a spy that writes the command line
	# it was run with, as /proc shows it to every user, then runs bag.
	mkdir bin
	cp "$BUILD/bin/journal" bin/
	ln -s "$BUILD/bin/deal" bin/deal
	cp "$BUILD/tests/argspy" bin/bag
	ARGSPY_LOG=$PWD/seen ARGSPY_TOOL=$BUILD/bin/bag run bin/journal --replay g.yaml
	assert_success
	assert_output "3 entries replayed: g.yaml is what they make"
	# Before: "bag dump Z -p ann -i .../state", a tile of ann's hand.
	run cat seen
	assert_line --index 0 "bag ... ... ..."
	assert_line --index 1 "bag ... ... ... ... ... ..."
	refute_output --partial dump
	refute_output --partial ann
}

@test "journal: a replay's arguments set by hand are passed over, or refused for a replay's copy" {
	game
	# For a game of one's own: the command line is the move.
	WORDKIT_REPLAY_ARGS="4:peel" WORDKIT_REPLAY_STATE=$PWD/g.yaml run --separate-stderr bag count -f g.yaml
	assert_success
	# For a replay's copy, "..." must stand for each argument given.
	mkdir wordkit-replay.AbC123
	cp g.yaml wordkit-replay.AbC123/state
	st=$PWD/wordkit-replay.AbC123/state
	WORDKIT_REPLAY_ARGS="5:count2:-f${#st}:$st" WORDKIT_REPLAY_STATE=$st run --separate-stderr bag ... ... ...
	assert_success
	assert_output "$(bag count -f g.yaml)"
	for args in "5:count2:-f" "5:count2:-f${#st}:${st}x" "5:count9:-f"; do
		WORDKIT_REPLAY_ARGS=$args WORDKIT_REPLAY_STATE=$st run --separate-stderr bag ... ... ...
		assert_fails_cleanly 2
		assert_equal "$stderr" "bag: a replayed move's arguments are not those of its command line (WORDKIT_REPLAY_ARGS)"
	done
}

@test "journal: a game kept in JSON lists no seed after moves that drew none" {
	bag new bananagrams -s 42 -o json > g.json
	deal -N ann,bob -i g.json > /dev/null
	bag peel -i g.json > /dev/null
	run moves g.json
	assert_success
	assert_line --index 0 "deal -N ann,bob -i g.json"
	assert_line --index 1 "bag peel -i g.json"
	run journal --replay g.json
	assert_success
}

@test "journal: --replay of a whole bot game rebuilds its final state byte for byte" {
	bot shenanigrams -p 3 -s 7 > sh.log
	bash -e sh.log > /dev/null
	n=$(grep -c -- '-i game.yaml' sh.log)
	run bash -c "journal -o json game.yaml | jq '.moves | length'"
	assert_output "$n"
	run journal --replay game.yaml
	assert_success
	assert_output "$n entries replayed: game.yaml is what they make"
	# Bananagrams, whose last move reads its grid from the standard input.
	mkdir b && cd b
	bot bananagrams -p 3 -s 42 > b.log
	bash -e b.log > /dev/null
	grep -q 'winner:' game.yaml
	run journal --replay -o json game.yaml
	assert_success
	assert_equal "$(jq -r .same <<<"$output")" true
}

@test "journal: --replay says where a file changed by no tool parts from its moves" {
	game
	bag peel -i g.yaml > /dev/null
	sed -i 's/^seed: 42$/seed: 43/' g.yaml
	run --separate-stderr journal --replay g.yaml
	assert_failure 1
	assert_equal "$stderr" "journal: the file is not what the moves make: it was changed by no tool after the last move (rule: replay-differs)"
	# An edit between two moves is found at the move after it.
	mkdir again && cd again
	game
	sed -i 's/^seed: 42$/seed: 43/' g.yaml
	bag peel -i g.yaml > /dev/null
	run --separate-stderr journal --replay g.yaml
	assert_failure 1
	assert_equal "$stderr" "journal: before move 3 the file was not what the moves before it made: it was changed by no tool (rule: replay-differs)"
	run journal g.yaml
	assert_line --index 2 --partial "(after a change by no tool)"
}

@test "journal: a file an editor broke is still listed, replayed and undone" {
	game
	bag peel -i g.yaml > /dev/null
	good=$(cat g.yaml)
	echo 'x: [' >> g.yaml
	run journal g.yaml
	assert_success
	assert_line --index 1 --partial "bag peel -i g.yaml"
	run --separate-stderr journal --replay g.yaml
	assert_failure 1
	assert_equal "$stderr" "journal: the file is not what the moves make: it was changed by no tool after the last move (rule: replay-differs)"
	# The undo puts back the state before the last move.
	run journal --undo -i g.yaml
	assert_success
	run bag audit -f g.yaml
	assert_success
	[ "$(cat g.yaml)" != "$good" ]
}

@test "journal: a replay changes no file but its copy, whatever the journal says" {
	game
	bag new bananagrams -s 7 | deal -N cy,dee > v.yaml
	cp v.yaml v0.yaml
	# A co-player adds a second -i to the last move of the journal.
	add_args .g.yaml.journal -i v.yaml
	run journal g.yaml
	assert_line --partial "bag peel -i g.yaml -i v.yaml"
	run --separate-stderr journal --replay g.yaml
	assert_failure 1
	[[ $stderr == *"a move replayed changes only its copy of the game, not 'v.yaml'"* ]] ||
	    fail "$stderr"
	cmp v.yaml v0.yaml
	[ ! -e .v.yaml.journal ]
	# So with a new game's move, which holds its file another way.
	mkdir again && cd again
	bag new bananagrams -s 42 -i g.yaml > /dev/null
	bag new bananagrams -s 7 | deal -N cy,dee > v.yaml
	cp v.yaml v0.yaml
	add_args .g.yaml.journal -i v.yaml --force
	run --separate-stderr journal --replay g.yaml
	assert_failure 1
	cmp v.yaml v0.yaml
	[ ! -e .v.yaml.journal ]
}

@test "journal: a command with control characters is listed as the shell reads it" {
	f=$'g\xc2\x9b\xc3\xa9\x1b.yaml'
	bag new bananagrams -s 1 -i "$f" > /dev/null
	run journal "$f"
	assert_success
	assert_output --partial "bag new bananagrams -s 1 -i \$'g\\xc2\\x9bé\\x1b.yaml'"
	# What it lists is the command itself, run again by a shell.
	u=$(id -un)
	eval "words=(${output##*"$u"  })"
	assert_equal "${words[6]}" "$f"
}

@test "journal: a name of bytes no terminal shows as they are is listed as the shell reads it" {
	# A Latin-1 byte of an old system, a bidi override, a combining mark.
	f=$'zo\xeb\xe2\x80\xae.yaml'
	bag new bananagrams -s 1 -i "$f" > /dev/null
	deal -N $'zoe\xcc\x88,ann' -i "$f" > /dev/null
	run journal "$f"
	assert_success
	assert_line --index 0 --partial "bag new bananagrams -s 1 -i \$'zo\\xeb\\xe2\\x80\\xae.yaml'"
	assert_line --index 1 --partial "deal -N \$'zoe\\xcc\\x88,ann' -i "
	u=$(id -un)
	eval "words=(${lines[1]##*"$u"  })"
	assert_equal "${words[2]}" $'zoe\xcc\x88,ann'
	assert_equal "${words[4]}" "$f"
}

@test "journal: a move with more arguments than an entry keeps is refused, and the journal still reads" {
	game
	cp g.yaml peeled.yaml
	cp .g.yaml.journal peeled.journal
	local -a many=()
	for i in $(seq 59); do many+=(-q); done
	# 62 arguments after the tool's name: recorded whole.
	bag peel "${many[@]}" -i g.yaml > /dev/null
	run journal --replay g.yaml
	assert_success
	journal -u -i g.yaml > /dev/null
	cmp g.yaml peeled.yaml
	# 63: no entry could keep them all, so nothing is done.
	cp .g.yaml.journal undone.journal
	run --separate-stderr bag peel -q "${many[@]}" -i g.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: a move with -i is recorded in its journal with at most 62 arguments, not 63 (see 'bag --help')"
	cmp g.yaml peeled.yaml
	cmp .g.yaml.journal undone.journal
	bag peel -i g.yaml > /dev/null
	run journal --replay g.yaml
	assert_success
}

@test "journal: a move whose file was never written is left out, and its number used again" {
	game
	cp g.yaml peeled.yaml
	cp .g.yaml.journal peeled.journal
	# As a writer killed between its journal and its rename leaves it:
	# the file as it was, the entry not marked written.
	bag peel -i g.yaml > /dev/null
	cp peeled.yaml g.yaml
	python3 -c '
p = ".g.yaml.journal"; t = open(p, "rb").read(); k = t.rindex(b"written 1\n1\n")
open(p, "wb").write(t[:k] + b"written 1\n0\n" + t[k + 12:])'
	run moves g.yaml
	assert_equal "${#lines[@]}" 2
	bag dump "$(hand bob g.yaml | cut -c1)" -p bob -i g.yaml > /dev/null
	run bash -c "journal -o json g.yaml | jq -c '[.moves[].entry]'"
	assert_output "[1,2,3]"
	run journal --replay g.yaml
	assert_success
}

@test "journal: a journal whose only move was never written has no move to replay" {
	bag new bananagrams -s 42 | deal -N ann,bob > g.yaml
	cp g.yaml dealt.yaml
	bag peel -i g.yaml > /dev/null
	cp dealt.yaml g.yaml
	python3 -c '
p = ".g.yaml.journal"; t = open(p, "rb").read(); k = t.rindex(b"written 1\n1\n")
open(p, "wb").write(t[:k] + b"written 1\n0\n" + t[k + 12:])'
	run --separate-stderr journal --replay g.yaml
	assert_failure 1
	assert_equal "$stderr" "journal: 'g.yaml' has no move in its journal to replay (rule: replay-differs)"
	run journal -u -i g.yaml
	assert_failure 1
}

@test "journal: a list and a replay only read: a hard-linked game is listed, a folder is not a game to read" {
	game
	ln g.yaml copy.yaml
	run moves g.yaml
	assert_success
	assert_line --index 1 "bag peel -i g.yaml"
	run journal --replay g.yaml
	assert_success
	assert_output "2 entries replayed: g.yaml is what they make"
	# An undo would replace the file: refused, both names kept.
	run --separate-stderr journal -u -i g.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "journal: cannot update 'g.yaml' in place: it has 2 hard links, and a new file would take the place of one name only"
	cmp g.yaml copy.yaml
	mkdir d
	run --separate-stderr journal d
	assert_fails_cleanly 2
	assert_equal "$stderr" "journal: cannot read 'd': it is a directory, not a regular file"
	ln -s gone.yaml dangling.yaml
	run --separate-stderr journal --replay dangling.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "journal: cannot read 'dangling.yaml': it is a symbolic link to a missing file"
}

@test "journal: an entry cut short at the journal's end is left out, and its number used again" {
	game
	# As a writer stopped in the middle of its entry leaves it: the
	# last entry's "before" half there, never marked written.
	bag peel -i g.yaml > /dev/null
	cp g.yaml peeled.yaml
	python3 -c '
p = ".g.yaml.journal"; t = open(p, "rb").read(); k = t.rindex(b"written 1\n1\n")
t = t[:k] + b"written 1\n0\n" + t[k + 12:]
open(p, "wb").write(t[:t.rindex(b"\nbefore ") + 20])'
	entries=$(journal -o json g.yaml | jq -c "[.moves[].entry]")
	assert_equal "$entries" "[1,2]"
	bag dump "$(hand bob g.yaml | cut -c1)" -p bob -i g.yaml > /dev/null
	run bash -c "journal -o json g.yaml | jq -c '[.moves[].entry]'"
	assert_output "[1,2,3]"
	run moves g.yaml
	assert_line --index 2 --regexp '^bag dump [A-Z] -p bob -i g.yaml$'
}

# stretch ENTRY KEY: the journal of g.yaml, field KEY of entry ENTRY said
# to be 900000 bytes long, as a hand might edit it.
stretch() {
	python3 - "$1" "$2" <<'PY'
import re, sys
n, key = sys.argv[1], sys.argv[2].encode()
p = '.g.yaml.journal'
t = open(p, 'rb').read()
at = t.index(b'move %d\n%s\n' % (len(n), n.encode()))
m = re.compile(rb'\n' + key + rb' \d+\n').search(t, at)
open(p, 'wb').write(t[:m.start()] + b'\n' + key + b' 900000\n' + t[m.end():])
PY
}

@test "journal: a length past the journal's end, with moves after it, is refused in its place, nothing lost" {
	game
	bag dump "$(hand ann g.yaml | cut -c1)" -p ann -i g.yaml > /dev/null
	stretch 2 before
	cp g.yaml g.before
	cp .g.yaml.journal j.before
	line=$(grep -n '^before 900000$' .g.yaml.journal | cut -d: -f1)
	run --separate-stderr bag dump "$(hand bob g.yaml | cut -c1)" -p bob -i g.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: $PWD/.g.yaml.journal:$line:1: field 'before' of entry 2 runs past the journal's end, and the journal goes on after it: not a write cut short"
	cmp g.yaml g.before
	cmp .g.yaml.journal j.before
	run --separate-stderr journal g.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "journal: $PWD/.g.yaml.journal:$line:1: field 'before' of entry 2 runs past the journal's end, and the journal goes on after it: not a write cut short"
}

@test "journal: the last entry's length past the end, its move written, is refused in its place" {
	game
	stretch 2 before
	cp .g.yaml.journal j.before
	line=$(grep -n '^before 900000$' .g.yaml.journal | cut -d: -f1)
	run --separate-stderr bag dump "$(hand ann g.yaml | cut -c1)" -p ann -i g.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: $PWD/.g.yaml.journal:$line:1: field 'before' of entry 2 runs past the journal's end, though its move was written: not a write cut short"
	cmp .g.yaml.journal j.before
	run --separate-stderr journal -u -i g.yaml
	assert_fails_cleanly 2
	cmp .g.yaml.journal j.before
}

@test "journal: a move written, then put back by hand, stays listed and is found" {
	bag new shenanigrams -s 7 | deal -N ann,bob > g.yaml
	cp g.yaml save.yaml
	# A tile drawn and seen, then the file put back from a copy.
	bag draw -i g.yaml > /dev/null
	cp save.yaml g.yaml
	steal-check -i g.yaml place N 1,1 > /dev/null
	run moves g.yaml
	assert_line --index 0 "bag draw -i g.yaml"
	assert_line --index 1 "steal-check -i g.yaml place N 1,1"
	run journal g.yaml
	assert_line --index 1 --partial "steal-check -i g.yaml place N 1,1  (after a change by no tool)"
	run --separate-stderr journal --replay g.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "journal: before move 2 the file was not what the moves before it made: it was changed by no tool (rule: replay-differs)"
}

@test "journal: many parallel moves are all recorded, in the order they were made" {
	bag new shenanigrams -s 3 | deal -N ann,bob > g.yaml
	pids=()
	for i in $(seq 20); do
		bag return "$(hand ann g.yaml | cut -c1)" -i g.yaml -p ann > /dev/null 2>&1 &
		pids+=($!)
		bag fill -p ann -i g.yaml > /dev/null 2>&1 &
		pids+=($!)
	done
	wait_for "${pids[@]}"
	run bash -c "journal -o json g.yaml | jq -c '[.moves[].entry] == [range(1; (.moves | length) + 1)]'"
	assert_output "true"
	run journal --replay g.yaml
	assert_success
}

@test "journal: it keeps the newest moves within its bounds" {
	# A state of 5 MiB: seven moves make more than the 32 MiB kept.
	bag new bananagrams -s 1 | deal -N ann,bob > g.yaml
	python3 -c 'print("notes: \"" + "x" * (5 << 20) + "\"")' >> g.yaml
	for i in 1 2 3 4 5 6 7 8; do
		bag peel -i g.yaml > /dev/null
	done
	[ "$(stat -c %s .g.yaml.journal)" -le $((32 << 20)) ]
	# At the seventh, six entries of 5 MiB and a seventh would pass 32
	# MiB: the newest that fit in half of it stay (5 and 6), and the
	# eighth fits after them.
	run bash -c "journal -o json g.yaml | jq -c '[.moves[].entry]'"
	assert_output "[5,6,7,8]"
	run journal --replay g.yaml
	assert_success
	assert_output "4 entries replayed: g.yaml is what they make"
}

@test "journal: a journal kept within its bounds from an undo on still replays" {
	# The bound of 32 MiB cuts a long night's journal where it falls:
	# here just after a peel that the next entry, an undo, takes back.
	bag new bananagrams -s 1 | deal -N ann,bob > g.yaml
	python3 -c 'print("notes: \"" + "x" * (5 << 20) + "\"")' >> g.yaml
	for i in 1 2 3 4; do
		bag peel -i g.yaml > /dev/null
	done
	journal -u -i g.yaml > /dev/null
	bag peel -i g.yaml > /dev/null
	bag peel -i g.yaml > /dev/null
	run bash -c "journal -o json g.yaml | jq -c '[.moves[] | [.entry, .undoes]]'"
	assert_output "[[5,[4]],[6,null],[7,null]]"
	# The undo put back the state the next entry found, as it wrote it.
	run journal --replay g.yaml
	assert_success
	assert_output "3 entries replayed: g.yaml is what they make"
	# A change by no tool right after it is still found.
	journal -u -i g.yaml > /dev/null
	sed -i 's/^seed: 1$/seed: 2/' g.yaml
	bag peel -i g.yaml > /dev/null
	run journal --replay g.yaml
	assert_failure 1
}

@test "journal: the journal has the state's mode, and a link in its place is refused" {
	bag new bananagrams -s 1 > g.yaml
	chmod 640 g.yaml
	deal -N ann,bob -i g.yaml > /dev/null
	assert_equal "$(stat -c %a .g.yaml.journal)" 640
	bag new bananagrams -s 1 > h.yaml
	echo keep > other.txt
	ln -s other.txt .h.yaml.journal
	cp h.yaml h0.yaml
	run --separate-stderr deal -N ann,bob -i h.yaml
	assert_fails_cleanly 2
	# Before: "cannot open the journal '...': Symbolic link loop" (the
	# ELOOP of O_NOFOLLOW), which named no loop there was and no remedy.
	assert_equal "$stderr" "deal: $PWD/.h.yaml.journal: the journal is not a regular file of one name: move it away"
	cmp h.yaml h0.yaml
	assert_equal "$(cat other.txt)" keep
	for t in 'journal h.yaml' 'journal -u -i h.yaml' 'journal -R h.yaml'; do
		run --separate-stderr $t
		assert_fails_cleanly 2
		assert_equal "$stderr" "journal: $PWD/.h.yaml.journal: the journal is not a regular file: move it away"
	done
	assert_equal "$(cat other.txt)" keep
}

@test "journal: a chmod of the game reaches its journal at the next move" {
	umask 022
	bag new bananagrams -s 4 -i g.yaml > /dev/null
	deal -N ann,bob -i g.yaml > /dev/null
	assert_equal "$(stat -c %a .g.yaml.journal)" 644
	# Tightened: the journal is no more readable than the game.
	chmod 600 g.yaml
	bag peel -i g.yaml > /dev/null
	assert_equal "$(stat -c %a g.yaml .g.yaml.journal)" "600
600"
	# Into line both ways: the game shown to the group again.
	chmod 640 g.yaml
	bag peel -i g.yaml > /dev/null
	assert_equal "$(stat -c %a .g.yaml.journal)" 640
	run moves g.yaml
	assert_equal "${#lines[@]}" 4
	run journal --replay g.yaml
	assert_success
}

@test "journal: a journal another player owns is made anew, as private as the game" {
	[ "$(id -u)" = 0 ] || skip "playing as two users needs root"
	# A folder of the group users (as wordkit-state(5) has a shared
	# game), where nobody, in the group, moves on root's game.
	local d
	d=$(mktemp -d /tmp/wk-jmode.XXXXXX)
	OUTSIDE=$d
	chgrp users "$d" && chmod 2775 "$d" && cd "$d"
	umask 002
	bag new bananagrams -s 4 -i g.yaml > /dev/null
	deal -N ann,bob -i g.yaml > /dev/null
	assert_equal "$(stat -c '%U:%G %a' .g.yaml.journal)" "root:users 664"
	# The game kept from others now: nobody may not chmod root's
	# journal, and replaces it.
	chmod 660 g.yaml
	run setpriv --reuid=nobody --regid=nogroup --groups=users bag peel -i g.yaml
	assert_success
	assert_equal "$(stat -c '%U:%G %a' .g.yaml.journal)" "nobody:users 660"
	run setpriv --reuid=4242 --regid=4242 --clear-groups cat .g.yaml.journal
	assert_failure
	run moves g.yaml
	assert_equal "${#lines[@]}" 3
	run journal --replay g.yaml
	assert_success
}

@test "journal: a new game where a moved one was starts afresh; the old is kept" {
	bag new bananagrams -s 1 -i game.yaml > /dev/null
	deal -N ann,bob -i game.yaml > /dev/null
	mv game.yaml monday.yaml
	run --separate-stderr bag new bananagrams -s 2 -i game.yaml
	assert_success
	assert_equal "$stderr" "bag: 'game.yaml' is new: the journal of the game that had its name is kept as '.game.yaml.journal.1'"
	deal -N cy,dee -i game.yaml > /dev/null
	run moves game.yaml
	assert_output "bag new bananagrams -s 2 -i game.yaml
deal -N cy,dee -i game.yaml"
	run journal --replay game.yaml
	assert_success
	assert_output "2 entries replayed: game.yaml is what they make"
	# No undo walks the new game back into the old one.
	run --separate-stderr journal -u -i game.yaml 3
	assert_failure 1
	# The old history, moved along beside its game, is its own again.
	mv .game.yaml.journal.1 .monday.yaml.journal
	run moves monday.yaml
	assert_output "bag new bananagrams -s 1 -i game.yaml
deal -N ann,bob -i game.yaml"
	run journal --replay monday.yaml
	assert_success
	bag peel -i monday.yaml > /dev/null
	run journal -u -i monday.yaml
	assert_success
	assert_output "undid 3: $(id -un): bag peel -i monday.yaml"
}

@test "journal: a new game where a removed one was keeps each old journal" {
	bag new bananagrams -s 1 -i g.yaml > /dev/null
	rm g.yaml
	bag new bananagrams -s 2 -i g.yaml 2> /dev/null > /dev/null
	rm g.yaml
	run --separate-stderr bag new bananagrams -s 3 -i g.yaml
	assert_success
	assert_equal "$stderr" "bag: 'g.yaml' is new: the journal of the game that had its name is kept as '.g.yaml.journal.2'"
	run bash -c "grep -c '^move ' .g.yaml.journal.1 .g.yaml.journal.2 .g.yaml.journal"
	assert_output ".g.yaml.journal.1:1
.g.yaml.journal.2:1
.g.yaml.journal:1"
	# The second game's, whose seed was 2.
	run grep -x -A2 -- -s .g.yaml.journal.2
	assert_output "-s
arg 1
2"
	run journal --replay g.yaml
	assert_success
	# A game emptied in place is the same file: its journal goes on.
	: > g.yaml
	run --separate-stderr bag new bananagrams -s 4 -i g.yaml
	assert_success
	assert_equal "$stderr" ""
	[ ! -e .g.yaml.journal.3 ]
}

@test "journal: a file with no journal says so, and lists nothing" {
	bag new bananagrams -s 1 | deal -N ann,bob > g.yaml
	run --separate-stderr journal g.yaml
	assert_success
	assert_output ""
	assert_equal "$stderr" "journal: 'g.yaml' has no move in its journal '.g.yaml.journal' (a game that was moved keeps its journal under its old name)"
	run --separate-stderr journal -o json g.yaml
	assert_success
	run jq -c .moves <<< "$output"
	assert_output "[]"
}

@test "journal: a journal or a state too large is exit 2 at the place it passes" {
	game
	cp g.yaml g0.yaml
	# 64 MiB of lines after the journal's first: the 64 MiB and first
	# byte is on line 65537.
	python3 -c 'import sys; sys.stdout.write("wordkit journal 1\n" + ("x" * 1023 + "\n") * 65536)' > .g.yaml.journal
	run --separate-stderr journal g.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "journal: $PWD/.g.yaml.journal:65537:1007: the journal is larger than 64 MiB: move it away"
	run --separate-stderr bag peel -i g.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: $PWD/.g.yaml.journal:65537:1007: the journal is larger than 64 MiB: move it away"
	cmp g.yaml g0.yaml
	rm .g.yaml.journal
	python3 -c 'import sys; sys.stdout.write("game: \"bananagrams\"\nbag: \"" + "A" * (17 << 20) + "\"\n")' > g.yaml
	run --separate-stderr journal -u -i g.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "journal: g.yaml:2:16777197: input is larger than 16 MiB"
	# Such a file over the game is listed and replayed as no state is:
	# the list was exit 2 too.
	cp g0.yaml g.yaml
	bag peel -i g.yaml > /dev/null
	head -c 17000000 /dev/zero | tr '\0' x > g.yaml
	run --separate-stderr journal g.yaml
	assert_success
	assert_line --index 0 --regexp ' bag peel -i g\.yaml$'
	run --separate-stderr journal -R g.yaml
	assert_failure 1
	[[ $stderr == *"(rule: replay-differs)" ]] || fail "$stderr"
	: > g.yaml
	run journal -u -i g.yaml
	assert_success
	cmp g.yaml g0.yaml
}

@test "journal: a damaged journal is an error with its place, and nothing is written" {
	game
	cp g.yaml g0.yaml
	printf 'wordkit journal 1\nmove 1\n1\ntime x\n' > .g.yaml.journal
	run --separate-stderr bag peel -i g.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: $PWD/.g.yaml.journal:4:1: field 'time' has no length"
	cmp g.yaml g0.yaml
	run --separate-stderr journal g.yaml
	assert_fails_cleanly 2
}

@test "journal: the list as JSON, and a full disk" {
	game
	run bash -c "journal -o json g.yaml | jq -c '{file, journal, changed, m: .moves[0] | keys}'"
	assert_output '{"file":"g.yaml","journal":".g.yaml.journal","changed":false,"m":["command","entry","outside","time","undone","user"]}'
	run bash -c 'journal g.yaml > /dev/full'
	assert_failure 2
}

@test "journal: --replay plays house rules as the journal kept them, not by their path" {
	printf 'spaces: [3, 5, 7]\nmarked: ["1,3", "3,7"]\n' > r.yaml
	bag new typeset -s 4 -i g.yaml > /dev/null
	deal -N ann -i g.yaml > /dev/null
	play-typeset start -r r.yaml -i g.yaml > /dev/null
	play-typeset draw -i g.yaml > /dev/null
	play-typeset -i g.yaml 'place 1' > /dev/null
	# A move's -r too, read before the file is held.
	play-typeset draw -i g.yaml > /dev/null
	play-typeset -r r.yaml -i g.yaml 'place 1' > /dev/null
	run journal --replay g.yaml
	assert_success
	assert_output "7 entries replayed: g.yaml is what they make"
	# From another folder, where r.yaml names nothing.
	mkdir elsewhere && cd elsewhere
	run journal --replay ../g.yaml
	assert_success
	assert_output "7 entries replayed: ../g.yaml is what they make"
	cd ..
	# The rules file edited, then gone: the game is what it was.
	printf 'spaces: [4, 5, 7]\nmarked: ["1,3", "3,7"]\n' > r.yaml
	run journal --replay g.yaml
	assert_success
	assert_output "7 entries replayed: g.yaml is what they make"
	rm r.yaml
	run journal --replay g.yaml
	assert_success
	assert_output "7 entries replayed: g.yaml is what they make"
}

@test "journal: --replay reads an alphabet file as the journal kept it" {
	sed -e 's/^code: .*/code: "zz"/' "$TOP/lang/de.yaml" > zz.yaml
	bag new bananagrams -l zz.yaml -s 1 -i g.yaml > /dev/null
	deal -N ann,bob -l zz.yaml -i g.yaml > /dev/null
	bag peel -l zz.yaml -i g.yaml > /dev/null
	categories new -N ann,bob -S kitchen -L zz.yaml -l B -s 1 -i c.yaml > /dev/null
	spinner -u -L zz.yaml -n 2 -s 1 -i s.yaml > /dev/null
	mkdir elsewhere && cd elsewhere
	run journal --replay ../g.yaml
	assert_success
	assert_output "3 entries replayed: ../g.yaml is what they make"
	cd ..
	rm zz.yaml
	run journal --replay g.yaml
	assert_success
	assert_output "3 entries replayed: g.yaml is what they make"
	run journal --replay c.yaml
	assert_success
	assert_output "1 entry replayed: c.yaml is what they make"
	run journal --replay s.yaml
	assert_success
	assert_output "1 entry replayed: s.yaml is what they make"
}

@test "journal: --replay reads a distribution and a sheet file as the journal kept them" {
	printf '{"A": 10, "B": 5, "E": 10}\n' > d.yaml
	bag new -D d.yaml -s 2 -i g.yaml > /dev/null
	deal -N ann -i g.yaml > /dev/null
	printf 'name: "picnic"\ncategories:\n- "In a basket"\n- "A sandwich filling"\n' > p.yaml
	categories new -N ann,bob -S p.yaml -l B -s 1 -i c.yaml > /dev/null
	printf '{"A": 1}\n' > d.yaml
	printf 'name: "park"\ncategories:\n- "A tree"\n' > p.yaml
	mkdir elsewhere && cd elsewhere
	run journal --replay ../g.yaml
	assert_success
	assert_output "2 entries replayed: ../g.yaml is what they make"
	run journal --replay ../c.yaml
	assert_success
	assert_output "1 entry replayed: ../c.yaml is what they make"
}

@test "journal: --replay reads a dictionary file again, by the name the move gave it" {
	# A dictionary is not kept: the replay finds it where the move did.
	printf '{"K": 1, "N": 1, "O": 1, "W": 1}\n' > d.yaml
	bag new -D d.yaml -s 1 -i g.yaml > /dev/null
	deal -N ann -n 4 -i g.yaml > /dev/null
	printf 'KNOW\n' > grid.txt
	printf 'know\n' > words.txt
	bag bananas -p ann -g grid.txt -d words.txt -i g.yaml > /dev/null
	run journal --replay g.yaml
	assert_success
	assert_output "3 entries replayed: g.yaml is what they make"
	mkdir elsewhere && cd elsewhere
	run --separate-stderr journal --replay ../g.yaml
	assert_failure 1
	[[ $stderr == *"move 3 exits 2 when replayed: bag: cannot open dictionary 'words.txt'"* ]] ||
	    fail "$stderr"
}
