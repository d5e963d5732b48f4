#!/usr/bin/env bats
# bag: new, draw, peel, dump, return, trade, fill, rotten, bananas, count,
# audit.
bats_require_minimum_version 1.5.0
load test_helper

@test "bag --help prints the usage on stdout and exits 0" {
	run bag --help
	assert_success
	assert_line --index 0 --partial 'usage: bag new GAME'
}

@test "bag --version names the tool and the project" {
	run bag -V
	assert_success
	assert_output --regexp '^bag \(wordkit\) [0-9]+\.[0-9]+\.[0-9]+$'
}

@test "bag: an unknown option is a one-line usage error, exit 2" {
	run --separate-stderr bag count --frobnicate
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: unknown option '--frobnicate' (see 'bag --help')"
}

@test "bag: no command is a usage error" {
	run --separate-stderr bag
	assert_fails_cleanly 2
}

@test "bag new: golden bag for seed 42 (same bytes on every machine)" {
	run bag new bananagrams -s 42
	assert_success
	assert_output "$(cat "$TOP/tests/golden/bag-new-bananagrams-42.yaml")"
}

@test "bag new: the same seed gives the same bytes, another seed another bag" {
	a=$(bag new shenanigrams -s 9)
	b=$(bag new shenanigrams -s 9)
	c=$(bag new shenanigrams -s 10)
	assert_equal "$a" "$b"
	[ "$a" != "$c" ]
}

@test "bag new: without a seed one is drawn and recorded, and replays" {
	bag new bananagrams > a.yaml
	seed=$(sed -n 's/^seed: //p' a.yaml)
	[ -n "$seed" ]
	run bag new bananagrams -s "$seed"
	assert_output "$(cat a.yaml)"
}

@test "bag new: bananagrams holds the official 144" {
	run bash -c 'bag new bananagrams -s 1 | bag count'
	assert_success
	assert_equal "$(printf '%s\n' "$output" | tr '\n' ' ')" \
	    "total 144 A 13 B 3 C 3 D 6 E 18 F 3 G 4 H 3 I 12 J 2 K 2 L 5 M 3 N 8 O 11 P 3 Q 2 R 9 S 6 T 9 U 6 V 3 W 3 X 2 Y 3 Z 2 "
}

@test "bag new: bananagrams-wild is the 144 plus 6 wild tiles" {
	run bash -c 'bag new bananagrams-wild -s 1 | bag count'
	assert_line --index 0 'total 150'
	assert_line '? 6'
	assert_line 'E 18'
}

@test "bag new: typeset has 45 consonant tokens" {
	run bash -c 'bag new typeset -s 1 | bag count -T'
	assert_output 45
	run bash -c 'bag new typeset -s 1 -o text'
	[[ ! "$output" =~ [AEIOU] ]]
}

@test "bag new: an unknown game is exit 2" {
	run --separate-stderr bag new scrabble
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: unknown game 'scrabble' (bananagrams, bananagrams-wild, shenanigrams, typeset, shapemash) (see 'bag --help')"
}

@test "bag new -i: a game in progress is replaced only with --force" {
	bag new bananagrams -s 1 -o yaml | deal -p 2 > g.yaml
	cp g.yaml before.yaml
	run --separate-stderr bag new bananagrams -s 2 -i g.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: g.yaml: the file is not empty (a game?): 'bag new -i' replaces it only with --force"
	cmp g.yaml before.yaml
	run bag new bananagrams -s 2 -i g.yaml --force
	assert_success
	assert_equal "$(yaml_str bag g.yaml)" "$output"
	grep -q '^seed: 2$' g.yaml
	# a missing or an empty (or blank) file holds no game
	run bag new typeset -s 1 -i new.yaml
	assert_success
	printf '\n' > empty.yaml
	run bag new typeset -s 1 -i empty.yaml
	assert_success
	cmp new.yaml empty.yaml
}

@test "bag new at a terminal: a one-line summary, not everyone's future tiles" {
	at_terminal 'bag new bananagrams -s 42 -i g.yaml'
	assert_success
	assert_output 'bananagrams: 144 tiles, seed 42'
	assert_equal "$(yaml_str bag g.yaml | wc -c)" 145
	at_terminal 'bag new shapemash -s 42'
	assert_output "$(printf '%s\n' 'shapemash: 100 cards, seed 42' \
	    'not kept: write it with -i FILE or > FILE')"
	# asked for, the bag is shown; to a pipe, the answers are as they were
	at_terminal 'bag new bananagrams -s 42 -o text'
	assert_output "$(yaml_str bag g.yaml)"
	run bash -c 'bag new bananagrams -s 42 -i p.yaml | cat'
	assert_output "$(yaml_str bag g.yaml)"
	run bash -c 'bag new bananagrams -s 42 | head -1'
	assert_output 'game: "bananagrams"'
}

@test "bag new --distribution: house-rule tiles from a file" {
	printf 'A: 3\nB: 2\n"?": 1\n' > house.yaml
	run bash -c 'bag new --distribution house.yaml -s 5 | bag count'
	assert_success
	assert_equal "$(printf '%s\n' "$output" | tr '\n' ' ')" "total 6 A 3 B 2 ? 1 "
	run bash -c 'bag new --distribution house.yaml -s 5 | bag audit'
	assert_success
	assert_output 'complete: 6 tiles'
}

@test "bag new --distribution: a bad count names its place" {
	printf 'A: 3\nB: -2\n' > bad.yaml
	run --separate-stderr bag new --distribution bad.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: bad.yaml:2:4: count for 'B' must be a whole number from 0 to 100000"
	printf 'A: 3\nAB: 2\n' > bad.yaml
	run --separate-stderr bag new --distribution bad.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: bad.yaml:2:1: 'AB' is not a tile (A-Z or ?)"
	# An unquoted ? in a flow mapping is YAML's sign of a key, and leaves
	# the key empty: before, "'' is not a tile", of a tile never typed.
	printf '{A: 3, ?: 2}\n' > bad.yaml
	run --separate-stderr bag new --distribution bad.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: bad.yaml:1:9: an empty key is not a tile (a wild tile is written \"?\", in quotes)"
	printf '{"": 2}\n' > bad.yaml
	run --separate-stderr bag new -l de --distribution bad.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: bad.yaml:1:2: an empty key is not a tile (a wild tile is written \"?\", in quotes)"
}

@test "rule: in Bananagrams no tile is drawn into a hand: the deal, a PEEL or a DUMP" {
	for game in bananagrams bananagrams-wild; do
		bag new $game -s 42 | deal -N ann,bob > g.yaml
		cp g.yaml before.yaml
		run --separate-stderr bag draw --to ann -i g.yaml
		assert_fails_cleanly 1
		assert_equal "$stderr" "bag: in Bananagrams a tile reaches a hand only by the deal, a PEEL or a DUMP: no draw into ann's hand (rule: draw-to-hand)"
		run --separate-stderr bag draw -t ann -n 3 -f g.yaml -o json
		assert_no_doc draw-to-hand
		cmp g.yaml before.yaml
	done
	bag new bananagrams -s 42 | deal -N ann,bob --variant cafe > g.yaml
	run --separate-stderr bag draw -t bob -f g.yaml
	assert_fails_cleanly 1
	# Onto the table, for nobody, and in a game of one's own set: a draw.
	run bag draw -f g.yaml -o text
	assert_success
	printf '{A: 3, B: 1, E: 2}\n' > tiles.yaml
	bag new -D tiles.yaml -s 1 | deal -N ann,bob -n 2 > own.yaml
	run bag draw -t ann -f own.yaml -o text
	assert_success
	assert_output A
}

@test "bag draw: tiles leave the top of the bag for the player's hand" {
	bag new shenanigrams -s 42 | deal -N ann,bob > g.yaml
	top=$(yaml_str bag g.yaml | cut -c1-4)
	before=$(hand ann g.yaml)
	run bag draw -n 4 --to ann -f g.yaml -o text
	assert_success
	assert_output "$top"
	bag draw -n 4 --to ann -f g.yaml > h.yaml
	assert_equal "$(hand ann h.yaml)" "$before$top"
	assert_equal "$(yaml_str bag h.yaml)" "$(yaml_str bag g.yaml | cut -c5-)"
}

@test "bag draw: tiles for nobody are kept as drawn (Typeset's turn letters)" {
	run bash -c 'bag new typeset -s 3 | bag draw | bag draw | sed -n "s/^drawn: //p"'
	assert_success
	first=$(bag new typeset -s 3 -o text | cut -c1-2)
	assert_output "\"$first\""
}

@test "bag: a Typeset player keeps no hand to draw into or return from, exit 2 alike" {
	bag new typeset -s 3 | deal -N ann > t.yaml
	bag draw -i t.yaml > /dev/null
	cp t.yaml before.yaml
	# Before: a return from ann's hand was a rule "no" (not-held), exit
	# 1, as if ann might have held the tile.
	for move in 'draw --to ann' "return $(yaml_str drawn t.yaml) -p ann" 'return -a -p ann'; do
		# shellcheck disable=SC2086
		run --separate-stderr bag $move -i t.yaml
		assert_fails_cleanly 2
		assert_equal "$stderr" "bag: t.yaml: player 'ann' keeps no hand in this game"
	done
	cmp t.yaml before.yaml
	# The table's turn letter goes back as ever.
	run bag return "$(yaml_str drawn t.yaml)" -i t.yaml
	assert_success
}

@test "bag draw: more than the bag holds is a rule no, nothing written" {
	printf 'game: "bananagrams"\nseed: 1\nbag: "AB"\n' > g.yaml
	run --separate-stderr bag draw -n 3 -f g.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "bag: the bag holds fewer tiles than the 3 asked for (tiles: 2) (rule: bag-too-low)"
	run --separate-stderr bag draw -n 3 -q -f g.yaml
	assert_equal "$status" 1
	assert_equal "$stderr" ""
}

@test "bag draw: a player who does not exist is exit 2" {
	bag new bananagrams -s 1 | deal -p 2 > g.yaml
	run --separate-stderr bag draw --to zed -f g.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: g.yaml: no player named 'zed'"
}

@test "bag draw: a negative or zero count is exit 2" {
	bag new bananagrams -s 1 > g.yaml
	run --separate-stderr bag draw -n -3 -f g.yaml
	assert_fails_cleanly 2
	run --separate-stderr bag draw -n 0 -f g.yaml
	assert_fails_cleanly 2
}

@test "bag peel: every player takes one tile, in seat order" {
	bag new bananagrams -s 8 | deal -N ann,bob,cy > g.yaml
	top=$(yaml_str bag g.yaml | cut -c1-3)
	run bag peel -f g.yaml -o text
	assert_success
	assert_output "$(printf 'ann %s\nbob %s\ncy %s' "${top:0:1}" "${top:1:1}" "${top:2:1}")"
	bag peel -f g.yaml > h.yaml
	assert_equal "$(hand bob h.yaml)" "$(hand bob g.yaml)${top:1:1}"
}

# small_hands: ann holds ETA and bob ATA, four tiles in the bunch.
small_hands() {
	echo '{A: 4, T: 4, E: 2}' > t.yaml
	bag new -D t.yaml -s 1 | deal -N "$1" -n 3 > g.yaml
	[ "$(hand ann g.yaml)" = ETA ]
	cp g.yaml before.yaml
}

@test "bag peel -g: the caller's grid is judged first, and a grid not done calls no PEEL" {
	small_hands ann,bob
	# Before: bag peel took no grid, and a PEEL was called on the
	# caller's word alone; the rule says "used all of their tiles".
	echo AT > grid.txt
	run --separate-stderr bag peel -p ann -g grid.txt -i g.yaml
	assert_equal "$status" 1
	assert_output ''
	assert_equal "$stderr" "tiles of the hand not on the grid: E
bag: ann's grid is not done (problems: 1), and PEEL is called once every tile is in words (rule: peel-not-done)"
	echo AET > grid.txt
	run --separate-stderr bag peel -q -p ann -g grid.txt -i g.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" ''
	run --separate-stderr bag peel -p ann -g grid.txt -i g.yaml -o json
	assert_no_doc peel-not-done
	printf '%s\n' "$output" | python3 -c '
import json, sys
doc = json.load(sys.stdin)
assert [p["rule"] for p in doc["problems"]] == ["not-a-word"], doc'
	cmp g.yaml before.yaml
	# Done: the PEEL is the PEEL a call without a grid makes.
	bag peel -f before.yaml > want.yaml
	echo EAT > grid.txt
	run --separate-stderr bag peel -p ann -g grid.txt -i g.yaml -o text
	assert_success
	assert_output "$(bag peel -f before.yaml -o text)"
	cmp g.yaml want.yaml
	# The grid is judged against the hand before the PEEL: now ann
	# holds a fourth tile, and EAT is no longer done.
	run --separate-stderr bag peel -q -p ann -g grid.txt -i g.yaml
	assert_fails_cleanly 1
	cmp g.yaml want.yaml
}

@test "bag peel -g: a slip or a usage error is exit 2, and the PEEL's own rules come first" {
	small_hands ann,bob
	: > grid.txt
	run --separate-stderr bag peel -p ann -g grid.txt -i g.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: grid.txt:1:1: the grid holds no tile: there is nothing to call PEEL with"
	echo EAT > grid.txt
	run --separate-stderr bag peel -g grid.txt -i g.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: peel -g needs --player (see 'bag --help')"
	run --separate-stderr bag peel -m 3 -i g.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: --dict and --min-length judge a grid: give it with --grid (see 'bag --help')"
	run --separate-stderr bag peel -p cy -g grid.txt -i g.yaml
	assert_fails_cleanly 2
	cmp g.yaml before.yaml
	# -m judges the grid as bananas does: EAT is three letters.
	run --separate-stderr bag peel -p ann -g grid.txt -m 4 -f g.yaml
	assert_equal "$status" 1
	assert_equal "${stderr##*$'\n'}" "bag: ann's grid is not done (problems: 1), and PEEL is called once every tile is in words (rule: peel-not-done)"
	# A PEEL that may not be called says so before its grid is read.
	bag new bananagrams -s 1 | deal -p 2 --variant smoothie > s.yaml
	run --separate-stderr bag peel -p p1 -g nothing.txt -f s.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "bag: Banana Smoothie is played with no peeling (rule: no-peeling)"
	# A Rotten Banana calls none, before the bunch is counted.
	bunch_spent
	cp game.yaml before.yaml
	run --separate-stderr bag peel -p ann -i game.yaml
	assert_fails_cleanly 1
	assert_regex "$stderr" '\(rule: out\)$'
	cmp game.yaml before.yaml
}

@test "bag peel -g: with logins the grid is the caller's, named or not" {
	me=$(id -un)
	[ "$me" != nobody ] || skip "needs a user other than nobody"
	small_hands "ann=$me,bob=nobody"
	echo AT > grid.txt
	run --separate-stderr bag peel -q -g grid.txt -i g.yaml
	assert_fails_cleanly 1
	run --separate-stderr bag peel -p bob -g grid.txt -i g.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "bag: bob is nobody's to play: you play ann (rule: not-your-player)"
	cmp g.yaml before.yaml
	echo TEA > grid.txt
	run bag peel -g grid.txt -i g.yaml
	assert_success
	[ "$(hand ann g.yaml | cut -c1-3)" = ETA ]
	assert_equal "$(hand ann g.yaml | wc -c)" 5
}

@test "bag peel FILE: a forgotten -f is pointed to; a terminal hears what is awaited" {
	bag new bananagrams -s 1 -o yaml | deal -p 2 > game.yaml
	run --separate-stderr bag peel game.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: 'bag peel' takes no argument ('game.yaml'): a state file is given with -f FILE or -i FILE (see 'bag --help')"
	run --separate-stderr bag count later.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: 'bag count' takes no argument ('later.yaml'): a state file is given with -f FILE or -i FILE (see 'bag --help')"
	run --separate-stderr bag peel 3
	assert_equal "$stderr" "bag: 'bag peel' takes no argument ('3') (see 'bag --help')"
	run timeout 10 script -qec 'bag peel' /dev/null < /dev/null
	assert_line --index 0 --partial 'bag: reading a game state from the terminal (use -f FILE or a pipe; ^D ends)'
}

@test "bag peel -f at a terminal: not kept, said so, and no tile of the bag shown" {
	bag new bananagrams -s 1 | deal -N ann,bob,cy > g.yaml
	cp g.yaml before.yaml
	# the tiles it would take are still the bag's next: only the count
	at_terminal 'bag peel -f g.yaml'
	assert_success
	assert_output "$(printf '%s\n' 'peel: 78 tiles left in the bag' \
	    'not kept: play it with -i g.yaml')"
	at_terminal 'bag draw < g.yaml'
	assert_output "$(printf '%s\n' 'draw: 80 tiles left in the bag' \
	    'not kept: play it with -i FILE')"
	cmp g.yaml before.yaml
	# a return, in a game of one's own set (Bananagrams returns none)
	printf 'A: 30\n' > d.yaml
	bag new -D d.yaml -s 1 | deal -N ann -n 3 > c.yaml
	at_terminal 'bag return A -p ann -f c.yaml'
	assert_output 'not kept: play it with -i c.yaml'
	# the last tile, or card, is one, not "1 tiles"
	printf 'A: 5\n' > five.yaml
	bag new -D five.yaml -s 1 | deal -N ann -n 3 > f.yaml
	at_terminal 'bag peel -f f.yaml'
	assert_output "$(printf '%s\n' 'peel: 1 tile left in the bag' \
	    'not kept: play it with -i f.yaml')"
	bag new shapemash -s 1 | bag draw -n 99 > m.yaml
	at_terminal 'bag draw -f m.yaml'
	assert_output "$(printf '%s\n' 'draw: 0 cards left in the deck' \
	    'not kept: play it with -i m.yaml')"
	bag new shapemash -s 1 | bag draw -n 98 > m.yaml
	at_terminal 'bag draw -f m.yaml'
	assert_line --index 0 'draw: 1 card left in the deck'
	printf 'A: 1\n' > one.yaml
	at_terminal 'bag new -D one.yaml -s 1'
	assert_line --index 0 'custom: 1 tile, seed 1'
	run bash -c 'bag new -D one.yaml -s 1 | bag audit'
	assert_output 'complete: 1 tile'
	# kept, the peel says who took what, as before
	at_terminal 'bag peel -i g.yaml'
	assert_output "$(bag peel -f before.yaml -o text)"
	assert_equal "${#lines[@]}" 3
	# asked for, or to a script, the state as it always was
	at_terminal 'bag peel -f before.yaml -o yaml'
	assert_line --index 0 'game: "bananagrams"'
	run bash -c 'bag peel -f before.yaml | cmp - g.yaml'
	assert_success
}

@test "bag peel: fewer tiles than players is a rule no (Bananas!), nothing changed" {
	printf 'game: "bananagrams"\nseed: 1\nbag: "AB"\nplayers:\n- {name: "a", hand: ""}\n- {name: "b", hand: ""}\n- {name: "c", hand: ""}\n' > g.yaml
	cp g.yaml orig.yaml
	run --separate-stderr bag peel -i g.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "bag: the bunch holds fewer tiles than there are players (tiles: 2, players: 3): the first player out calls Bananas! (rule: peel-too-low)"
	cmp g.yaml orig.yaml
}

@test "bag peel and dump: refused in the variants that forbid them" {
	bag new bananagrams -s 1 | deal -p 2 --variant smoothie > s.yaml
	run --separate-stderr bag peel -f s.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "bag: Banana Smoothie is played with no peeling (rule: no-peeling)"
	t=$(hand p1 s.yaml | cut -c1)
	run --separate-stderr bag dump "$t" -p p1 -f s.yaml
	assert_fails_cleanly 1
	bag new bananagrams -s 1 | deal -p 2 --variant cafe > c.yaml
	run --separate-stderr bag peel -f c.yaml
	assert_fails_cleanly 1
	t=$(hand p1 c.yaml | cut -c1)
	run bag dump "$t" -p p1 -f c.yaml -o text
	assert_success
}

@test "bag dump: one tile back at a random place, three taken" {
	bag new bananagrams -s 11 | deal -N ann,bob > g.yaml
	h=$(hand ann g.yaml)
	t=${h:0:1}
	bag dump "$t" --player ann -f g.yaml > h.yaml
	new=$(hand ann h.yaml)
	assert_equal "${#new}" 23
	assert_equal "$(yaml_str shuffles h.yaml)" ""
	assert_equal "$(sed -n 's/^shuffles: //p' h.yaml)" 1
	run bag audit -f h.yaml
	assert_success
	# replayable: the same state gives the same dump
	run bag dump "$t" --player ann -f g.yaml
	assert_output "$(cat h.yaml)"
}

@test "bag dump: a tile the player lacks, or a bunch under three, is a rule no" {
	printf 'game: "bananagrams"\nseed: 1\nbag: "ABC"\nplayers:\n- {name: "a", hand: "XY"}\n' > g.yaml
	run --separate-stderr bag dump Q -p a -f g.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "bag: a has no 'Q' to dump (rule: not-held)"
	printf 'game: "bananagrams"\nseed: 1\nbag: "AB"\nplayers:\n- {name: "a", hand: "XY"}\n' > g.yaml
	run --separate-stderr bag dump X -p a -f g.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "bag: the bunch holds fewer than the 3 tiles a DUMP takes (tiles: 2) (rule: dump-too-low)"
}

@test "bag dump -u: the house rule that a bunch under three gives what it holds" {
	# Before: the referee's ruling (refused) had no override.
	printf 'game: "bananagrams"\nseed: 1\nbag: "AB"\nplayers:\n- {name: "a", hand: "XY"}\n' > g.yaml
	cp g.yaml before.yaml
	# Two in the bunch and the tile put back: three, the whole exchange.
	run bag dump X -p a -u -i g.yaml
	assert_success
	assert_output "$(bag dump X -p a --under-three -f before.yaml -o text)"
	assert_equal "${#output}" 3
	assert_equal "$(yaml_str bag g.yaml)" ""
	grep -q 'hand: "YXAB"' g.yaml
	# One in the bunch: two back, what it then holds.
	printf 'game: "bananagrams"\nseed: 1\nbag: "A"\nplayers:\n- {name: "a", hand: "XY"}\n' > one.yaml
	run bag dump Y -p a -u -f one.yaml -o text
	assert_success
	assert_equal "$(tiles_sorted "$output")" AY
	# A bunch of three or more is the usual DUMP, -u or not.
	bag new bananagrams -s 11 | deal -N ann,bob > big.yaml
	t=$(hand ann big.yaml | cut -c1)
	assert_equal "$(bag dump "$t" -p ann -u -f big.yaml)" "$(bag dump "$t" -p ann -f big.yaml)"
	# The other refusals stand: no such tile, Smoothie.
	run --separate-stderr bag dump Q -p a -u -f before.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "bag: a has no 'Q' to dump (rule: not-held)"
	bag new bananagrams -s 1 | deal -p 2 --variant smoothie > s.yaml
	t=$(hand p1 s.yaml | cut -c1)
	run --separate-stderr bag dump "$t" -p p1 -u -f s.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "bag: Banana Smoothie is played with no dumping (rule: no-dumping)"
	# It is dump's option, and new's, only.
	run --separate-stderr bag peel -u -f before.yaml
	assert_fails_cleanly 2
}

@test "bag new -u: the house rule agreed before play, recorded, played for every player" {
	# Before: -u was dump's alone, chosen move by move; no game kept it.
	bag new bananagrams -u -s 1 > n.yaml
	assert_equal "$(sed -n '/^rules:/,$p' n.yaml)" "$(printf 'rules:\n  dump_under_three: true')"
	# The same game as without it, but for the rule.
	bag new bananagrams -s 1 > o.yaml
	run grep -c rules o.yaml
	assert_output 0
	assert_equal "$(grep -v dump_under_three n.yaml | grep -v '^rules:')" "$(cat o.yaml)"
	run bag new bananagrams --under-three -s 1 -o json
	assert_success
	assert_equal "$(jq -c .rules <<< "$output")" '{"dump_under_three":true}'
	# Round trip: the deal and every move keep it, and a DUMP from a
	# bunch under three takes what it holds, without -u.
	deal -N ann,bob -n 71 -f n.yaml > g.yaml
	a=$(hand ann g.yaml)
	bag dump "${a:0:1}" -p ann -f g.yaml > h.yaml
	b=$(hand ann h.yaml)
	assert_equal "${#b}" $((${#a} + 2))
	assert_equal "$(yaml_str bag h.yaml)" ""
	assert_equal "$(sed -n '/^rules:/,$p' h.yaml)" "$(printf 'rules:\n  dump_under_three: true')"
	run bag dump "$(hand bob h.yaml | cut -c1)" -p bob -f h.yaml -o text
	assert_success
	assert_equal "${#output}" 1
	run bag audit -f h.yaml
	assert_success
	# A house rule of Bananagrams: not of another game, nor of a deck.
	run --separate-stderr bag new shenanigrams -u
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: -u is a house rule of Bananagrams, not of shenanigrams (see 'bag --help')"
	run --separate-stderr bag new shapemash -u
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: -u is a house rule of Bananagrams, not of shapemash (see 'bag --help')"
	printf -- '- [DRUM, SNAKE, ROBIN]\n- [APPLE, KITE, BURGER]\n' > cards.yaml
	run --separate-stderr bag new -D cards.yaml -u
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: -u is a house rule of Bananagrams, not of a deck of cards (see 'bag --help')"
	# A set of one's own is played by the Bananagrams rules: it may.
	echo '{A: 3, B: 2}' > t.yaml
	run bag new -D t.yaml -u -s 1
	assert_success
	assert_line '  dump_under_three: true'
}

@test "bag: a Bananagrams state's house rules, checked by every reader" {
	base='game: "bananagrams"\nseed: 1\nbag: "AB"\nplayers:\n- {name: "a", hand: "XY"}\n'
	printf "${base}rules:\n  dump_under_three: yes\n" > bad.yaml
	run --separate-stderr bag dump X -p a -f bad.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: bad.yaml:7:21: 'dump_under_three' must be true or false"
	run --separate-stderr table -f bad.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "table: bad.yaml:7:21: 'dump_under_three' must be true or false"
	printf "${base}rules: {dump_under_three: \"true\"}\n" > bad.yaml
	run --separate-stderr bag count -f bad.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: bad.yaml:6:27: 'dump_under_three' must be true or false"
	printf "${base}rules:\n  dump_under_3: true\n" > bad.yaml
	run --separate-stderr bag dump X -p a -u -f bad.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: bad.yaml:7:3: unknown house rule 'dump_under_3' (Bananagrams has: dump_under_three)"
	printf "${base}rules: true\n" > bad.yaml
	run --separate-stderr bag dump X -p a -f bad.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: bad.yaml:6:8: 'rules' must be a mapping of house rules, such as {dump_under_three: true}"
	# false is no house rule: the referee's ruling, as without the key.
	printf "${base}rules: {dump_under_three: false}\n" > g.yaml
	run --separate-stderr bag dump X -p a -f g.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "bag: the bunch holds fewer than the 3 tiles a DUMP takes (tiles: 2) (rule: dump-too-low)"
	# Without logins -u still makes it, move by move, as before.
	run bag dump X -p a -u -f g.yaml -o text
	assert_success
	assert_equal "$(tiles_sorted "$output")" ABX
	# Another game's "rules" are its own (Typeset's sheet), not these.
	printf 'game: "shenanigrams"\nseed: 1\nbag: "AB"\nrules: {mine: 1}\n' > s.yaml
	run bag count -T -f s.yaml
	assert_success
	assert_output 2
}

@test "bag return: tiles go back from a hand; --all, the whole hand" {
	bag new shenanigrams -s 4 | deal -N ann,bob > g.yaml
	t=$(bag count -T -f g.yaml)
	h=$(hand bob g.yaml)
	bag return "${h:0:2}" -p bob -f g.yaml > h.yaml
	assert_equal "$(hand bob h.yaml)" "${h:2}"
	run bag audit -f h.yaml
	assert_success
	bag return --all -p bob -f g.yaml > r.yaml
	assert_equal "$(hand bob r.yaml)" ""
	assert_equal "$(bag count -T -f r.yaml)" $((t + 5))
}

@test "bag return: a tile not held is a rule no; a non-tile is exit 2" {
	printf 'game: "custom"\nseed: 1\nbag: "ABC"\nplayers:\n- {name: "a", hand: "XY"}\n' > g.yaml
	run --separate-stderr bag return XZ -p a -f g.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "bag: a has no 'Z' to return (rule: not-held)"
	run --separate-stderr bag return x1 -p a -f g.yaml
	assert_fails_cleanly 2
}

@test "rule: in Bananagrams no tile leaves a hand for the bunch, nor fills one" {
	for game in bananagrams bananagrams-wild; do
		bag new $game -s 42 | deal -N ann,bob > g.yaml
		cp g.yaml before.yaml
		h=$(hand ann g.yaml)
		# a tile given back but by a DUMP would be a free discard
		run --separate-stderr bag return "${h:0:1}" -p ann -i g.yaml
		assert_fails_cleanly 1
		assert_equal "$stderr" "bag: in Bananagrams a tile leaves a hand for the bunch only by a DUMP or a Rotten Banana: no return from ann's hand (rule: no-return)"
		run --separate-stderr bag return -a -p ann -f g.yaml -o json
		assert_no_doc no-return
		run --separate-stderr bag fill -p bob -i g.yaml
		assert_fails_cleanly 1
		assert_equal "$stderr" "bag: in Bananagrams a tile reaches a hand only by the deal, a PEEL or a DUMP: no fill of bob's hand (rule: draw-to-hand)"
		run --separate-stderr bag fill -f g.yaml
		assert_fails_cleanly 1
		cmp g.yaml before.yaml
	done
	# After the hand's winner, the hand is over first; an out player is out.
	bag new bananagrams -s 3 | deal -N ann,bob > h.yaml
	echo 'winner: "bob"' >> h.yaml
	h=$(hand ann h.yaml)
	for move in "return ${h:0:1} -p ann" "fill -p ann" "draw --to ann"; do
		run --separate-stderr bag $move -f h.yaml
		assert_fails_cleanly 1
		assert_equal "${stderr##*(rule: }" "hand-over)"
	done
	printf 'A: 30\n' > d.yaml
	bag new -D d.yaml -s 1 | deal -N ann,bob -n 3 | sed 's/^  hand: "AAA"$/&\n  out: true/' > out.yaml
	for move in "return A -p ann" "fill -p ann"; do
		run --separate-stderr bag $move -f out.yaml
		assert_fails_cleanly 1
		assert_equal "${stderr##*(rule: }" "out)"
	done
	# The table's own tiles still go back, and a set of one's own may.
	bag new bananagrams -s 42 | bag draw -n 2 > t.yaml
	run bag return "$(yaml_str drawn t.yaml)" -f t.yaml
	assert_success
	printf 'A: 10\nB: 10\n' > d.yaml
	bag new -D d.yaml -s 1 | deal -N ann,bob -n 3 > o.yaml
	run bag return "$(hand ann o.yaml | cut -c1)" -p ann -f o.yaml
	assert_success
}

@test "bag trade: Shenanigrams, all five to the discard, five more, turn passes" {
	bag new shenanigrams -s 2 | deal -N ann,bob,cy > g.yaml
	who=$(yaml_str turn g.yaml)
	h=$(hand "$who" g.yaml)
	bag trade -p "$who" -f g.yaml > h.yaml
	assert_equal "$(yaml_str discard h.yaml)" "$h"
	new=$(hand "$who" h.yaml)
	assert_equal "${#new}" 5
	[ "$(yaml_str turn h.yaml)" != "$who" ]
	run bag audit -f h.yaml
	assert_success
}

@test "bag trade: only on one's own turn, and only in Shenanigrams" {
	bag new shenanigrams -s 2 | deal -N ann,bob > g.yaml
	who=$(yaml_str turn g.yaml)
	other=ann; [ "$who" = ann ] && other=bob
	run --separate-stderr bag trade -p "$other" -f g.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "bag: it is $who's turn, not $other's (rule: not-your-turn)"
	bag new bananagrams -s 2 | deal -N ann,bob > b.yaml
	run --separate-stderr bag trade -p ann -f b.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: b.yaml: a Bananagrams game, not a Shenanigrams one: play it with bag"
}

@test "bag: a Shenanigrams game with its winner takes no more tiles" {
	bag new shenanigrams -s 99 | deal -N ann,bob |
	    sed 's/^turn: "ann"$/&\nwinner: "ann"/' > g.yaml
	assert_equal "$(yaml_str winner g.yaml)" ann
	cp g.yaml before.yaml
	h=$(hand ann g.yaml)
	for move in "trade -p ann" "draw --to bob -n 2" "draw" "fill -p ann" \
	    "return ${h:0:1} -p ann"; do
		# shellcheck disable=SC2086
		run --separate-stderr bag $move -i g.yaml
		assert_fails_cleanly 1
		assert_equal "$stderr" "bag: the game is over: ann has won (rule: game-over)"
		cmp g.yaml before.yaml
	done
	# A usage error is one still, the game over or not.
	for move in "return" "draw -t nosuch" "fill -p nosuch"; do
		# shellcheck disable=SC2086
		run --separate-stderr bag $move -i g.yaml
		assert_fails_cleanly 2
	done
}

# login_game GAME: a game of GAME, seed 42, dealt to ann (the caller's
# login) and bob (nobody's) in g.yaml, a copy in before.yaml; skips where
# the caller is nobody.
login_game() {
	me=$(id -un)
	[ "$me" != nobody ] || skip "needs a user other than nobody"
	bag new "$1" -s 42 > g.yaml
	deal -N "ann=$me,bob=nobody" -i g.yaml > /dev/null
	cp g.yaml before.yaml
}

@test "bag: in a Shenanigrams game with logins a hand holds five tiles, and gives none back" {
	login_game shenanigrams
	run --separate-stderr bag draw --to ann -n 2 -i g.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "bag: in Shenanigrams a hand holds five tiles: ann holds 5, and 2 more would make 7 (rule: hand-full)"
	h=$(hand ann g.yaml)
	run --separate-stderr bag return "${h:0:1}" -p ann -i g.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "bag: in Shenanigrams a tile leaves a hand only for the board, or for the discard pile in a trade: nothing goes back to the bag (rule: no-return)"
	cmp g.yaml before.yaml
	# A short hand is drawn up to five, no further.
	sed -i "s/^  hand: \"$h\"\$/  hand: \"${h:0:3}\"/" g.yaml
	run bag draw --to ann -n 2 -i g.yaml
	assert_success
	assert_equal "$(hand ann g.yaml | wc -c)" 6
	run --separate-stderr bag draw --to ann -i g.yaml
	assert_fails_cleanly 1
	# Without logins bag sets any hand, as a referee does.
	bag new shenanigrams -s 42 | deal -N ann,bob > n.yaml
	run bag draw --to ann -n 2 -f n.yaml -o text
	assert_success
}

@test "bag: in a Shenanigrams game with logins no tile is drawn onto the table" {
	login_game shenanigrams
	# Out of turn or in it: the tiles to come are nobody's to see or take.
	for n in 1 3; do
		run --separate-stderr bag draw -n "$n" -i g.yaml
		assert_fails_cleanly 1
		assert_equal "$stderr" "bag: in a Shenanigrams game whose players have logins a tile leaves the bag only for a player's hand: no draw onto the table (rule: draw-to-table)"
	done
	cmp g.yaml before.yaml
	# Without logins the referee still draws for the table.
	bag new shenanigrams -s 42 | deal -N ann,bob > n.yaml
	run bag draw -n 2 -f n.yaml -o text
	assert_success
}

@test "bag: in a Bananagrams game with logins no tile is drawn onto the table" {
	# Before: any player's 'bag draw' showed the next PEELs' tiles and
	# took them out of the bunch for good.
	for game in bananagrams bananagrams-wild; do
		login_game "$game"
		run --separate-stderr bag draw -n 2 -i g.yaml
		assert_fails_cleanly 1
		assert_equal "$stderr" "bag: in a Bananagrams game whose players have logins a tile leaves the bunch only for a hand: no draw onto the table (rule: draw-to-table)"
		cmp g.yaml before.yaml
	done
	# Without logins the referee still draws for the table.
	bag new bananagrams -s 42 | deal -N ann,bob > n.yaml
	run bag draw -n 2 -f n.yaml -o text
	assert_success
}

@test "bag fill: a low bag takes the discards back and is shaken" {
	printf 'game: "shenanigrams"\nseed: 3\nbag: "AB"\ndiscard: "CDEFG"\nplayers:\n- name: "a"\n  hand: "XY"\n- name: "b"\n  hand: "Z"\n' > g.yaml
	bag fill -p a -f g.yaml > h.yaml
	assert_equal "$(yaml_str discard h.yaml)" ""
	got=$(hand a h.yaml)
	assert_equal "${#got}" 5
	assert_equal "$(sed -n 's/^shuffles: //p' h.yaml)" 1
	# no tile created or lost
	all="$(yaml_str bag h.yaml)$(hand a h.yaml)$(hand b h.yaml)"
	assert_equal "$(tiles_sorted "$all")" ABCDEFGXYZ
}

@test "bag fill: without --player every hand goes back up to five" {
	printf 'game: "shenanigrams"\nseed: 3\nbag: "ABCDEFGH"\nplayers:\n- name: "a"\n  hand: "XY"\n- name: "b"\n  hand: "Z"\n' > g.yaml
	run bag fill -f g.yaml -o text
	assert_output "$(printf 'a ABC\nb DEFG')"
}

@test "bag count: per letter, total only, and JSON" {
	printf 'game: "bananagrams"\nbag: "BANANA"\n' > g.yaml
	run bag count -f g.yaml
	assert_output "$(printf 'total 6\nA 3\nB 1\nN 2')"
	run bag count -T -f g.yaml
	assert_output 6
	run bag count -o json -f g.yaml
	assert_line --index 0 --partial '{"total": 6, "tiles": {"A": 3, "B": 1, "C": 0,'
}

@test "bag count: with logins, the total only while another's hand is hidden" {
	login_game bananagrams
	left=$(( $(bag count -T -f g.yaml) ))
	# The set less the bag and ann's hand would be bob's: only the total.
	run --separate-stderr bag count -f g.yaml
	assert_success
	assert_output "total $left"
	run bag count -f g.yaml -o yaml
	assert_output "total: $left"
	run bag count -f g.yaml -o json
	assert_output "{\"total\": $left}"
	# No hand hidden from the caller: letter by letter, as always.
	sed -i "s/^  hand: \"$(hand bob g.yaml)\"\$/  hand: \"\"/" g.yaml
	run bag count -f g.yaml
	assert_success
	assert_line --index 0 "total $left"
	assert_equal "$(awk 'NR > 1 { n += $2 } END { print n }' <<< "$output")" "$left"
	bag new bananagrams -s 42 | deal -N ann,bob > n.yaml
	run bag count -f n.yaml -o json
	assert_output --partial '"tiles": {"A": '
}

@test "bag audit: a state with a tile too many is a rule no" {
	bag new bananagrams -s 1 | deal -p 2 > g.yaml
	sed 's/^bag: "/bag: "E/' g.yaml > bad.yaml
	run --separate-stderr bag audit -f bad.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "bag: tiles created or lost: E +1 (145 held, 144 in the set) (rule: tiles-lost)"
}

@test "-o json: a refused move is its verdict on stdout, with -f and -i, nothing written" {
	printf 'game: "bananagrams"\nseed: 1\nbag: "AB"\nplayers:\n- {name: "a", hand: "XY"}\n- {name: "b", hand: ""}\n- {name: "c", hand: ""}\n' > g.yaml
	printf 'XY\n' > grid.txt
	cp g.yaml orig.yaml
	for how in "-f g.yaml" "-i g.yaml"; do
		run --separate-stderr bag draw -n 3 $how -o json
		assert_no_doc bag-too-low
		run --separate-stderr bag peel $how -o json
		assert_no_doc peel-too-low
		run --separate-stderr bag dump Q -p a $how -o json
		assert_no_doc not-held
		run --separate-stderr bag dump X -p a $how -o json
		assert_no_doc dump-too-low
		run --separate-stderr bag return X -p a $how -o json
		assert_no_doc no-return
		run --separate-stderr bag return Z $how -o json
		assert_no_doc not-drawn
		run --separate-stderr bag bananas -p a -g grid.txt $how -o json
		assert_no_doc rotten-banana
		cmp g.yaml orig.yaml
	done
	run --separate-stderr bag draw -n 3 -i g.yaml -o yaml -q
	assert_equal "$status" 1
	assert_equal "$stderr" ""
	assert_output "$(printf 'legal: false\nrule: "bag-too-low"\nmessage: "the bag holds fewer tiles than the 3 asked for (tiles: 2)"')"
	cmp g.yaml orig.yaml
	bag new bananagrams -s 1 | deal -p 2 --variant smoothie > s.yaml
	t=$(hand p1 s.yaml | cut -c1)
	run --separate-stderr bag peel -i s.yaml -o json
	assert_no_doc no-peeling
	run --separate-stderr bag dump "$t" -p p1 -i s.yaml -o json
	assert_no_doc no-dumping
	bag new shenanigrams -s 2 | deal -N ann,bob > sh.yaml
	who=$(yaml_str turn sh.yaml)
	other=ann; [ "$who" = ann ] && other=bob
	cp sh.yaml orig.yaml
	run --separate-stderr bag trade -p "$other" -i sh.yaml -o json
	assert_no_doc not-your-turn
	cmp sh.yaml orig.yaml
	bag new shapemash -s 1 > d.yaml
	run --separate-stderr bag draw -n 101 -i d.yaml -o json
	assert_no_doc deck-too-low
}

@test "-o json: the end of a hand refused, each naming its rule" {
	end_of_hand
	bag new bananagrams -s 42 | deal -N ann,bob > big.yaml
	cp big.yaml before.yaml
	run --separate-stderr bag bananas -p bob -g top.txt -i big.yaml -o json
	assert_no_doc bunch-not-low
	run --separate-stderr bag rotten -p bob -i big.yaml -o json
	assert_no_doc bunch-not-low
	cmp big.yaml before.yaml
	cp game.yaml start.yaml
	bag rotten -p ann -i game.yaml
	cp game.yaml before.yaml
	run --separate-stderr bag rotten -p ann -i game.yaml -o json
	assert_no_doc already-out
	run --separate-stderr bag draw -t ann -i game.yaml -o json
	assert_no_doc out
	cmp game.yaml before.yaml
	cp start.yaml game.yaml
	bag bananas -p bob -g top.txt -i game.yaml > /dev/null
	cp game.yaml before.yaml
	run --separate-stderr bag bananas -p bob -g top.txt -i game.yaml -o json
	assert_no_doc hand-over
	cmp game.yaml before.yaml
	printf 'game: "bananagrams"\nseed: 1\nbag: "AB"\nplayers:\n- {name: "a", hand: "", out: true}\n' > all-out.yaml
	run --separate-stderr bag peel -f all-out.yaml -o json
	assert_no_doc nobody-in
}

@test "bag bananas -o json: the tiles left in hand are every one in word" {
	# They were cut after 40, as validate's were.
	printf 'game: "bananagrams"\nbag: ""\nplayers:\n- {name: "ann", hand: "CAT%s"}\n' \
	    "$(printf 'E%.0s' {1..53})" > s.yaml
	printf 'CAT\n' > g.txt
	run --separate-stderr bag bananas -p ann -g g.txt -f s.yaml -o json
	assert_no_doc rotten-banana
	run bash -c "bag bananas -p ann -g g.txt -f s.yaml -o json 2>/dev/null | jq -r '.problems[0].word'"
	assert_output "$(printf 'E %.0s' {1..52})E"
}

@test "bag bananas -o json: a Rotten Banana's verdict carries the grid's problems" {
	end_of_hand
	bag draw -t bob -i game.yaml > /dev/null
	cp game.yaml before.yaml
	run --separate-stderr bag bananas -p ann -g rotten.txt -i game.yaml -o json
	assert_no_doc rotten-banana
	cmp game.yaml before.yaml
	printf '%s\n' "$output" > no.json
	validate --grid rotten.txt -f game.yaml -p ann -o json > v.json || true
	python3 -c '
import json, sys
no, v = json.load(open("no.json")), json.load(open("v.json"))
assert no["valid"] is False, no
assert no["problems"] == v["problems"] and len(no["problems"]) == 1, (no, v)
assert no["problems"][0]["rule"] == "not-a-word", no
assert no["message"] == "ann'"'"'s grid is a Rotten Banana (problems: 1)", no'
	run --separate-stderr bag bananas -p ann -g rotten.txt -i game.yaml -o yaml -q
	assert_equal "$status" 1
	assert_equal "$stderr" ""
	assert_line 'valid: false'
	assert_line 'rule: "rotten-banana"'
	cmp game.yaml before.yaml
}

@test "bag audit -o json: the verdict of the full set, yes or no" {
	bag new bananagrams -s 1 | deal -p 2 > g.yaml
	run bag audit -f g.yaml -o json
	assert_success
	assert_equal "$(printf '%s\n' "$output" | jq -c .)" '{"valid":true,"total":144}'
	run bag audit -f g.yaml -o text
	assert_output 'complete: 144 tiles'
	sed 's/^bag: "/bag: "E/' g.yaml > bad.yaml
	cp bad.yaml orig.yaml
	run --separate-stderr bag audit -i bad.yaml -o json
	assert_no_doc tiles-lost
	cmp bad.yaml orig.yaml
	bag new shenanigrams -s 2 | deal -N ann,bob > s.yaml
	run bag audit -f s.yaml -o json
	assert_equal "$(printf '%s\n' "$output" | jq -c .)" '{"valid":true,"total":144,"tags":14}'
	sed '0,/tags: 7/s//tags: 6/' s.yaml > s2.yaml
	run --separate-stderr bag audit -f s2.yaml -o json
	assert_no_doc tags
	bag new shapemash -s 1 > d.yaml
	run bag audit -f d.yaml -o yaml
	assert_output "$(printf 'valid: true\ntotal: 100')"
	grep -v '"HELMET", "WITCH", "VAMPIRE"' d.yaml > lost.yaml
	run --separate-stderr bag audit -f lost.yaml -o json
	assert_no_doc cards-lost
	printf -- '- ["ONE"]\n- ["TWO"]\n' > deck.yaml
	bag new -D deck.yaml -s 1 > own.yaml
	sed 's/"ONE"/"UNO"/' own.yaml > changed.yaml
	run --separate-stderr bag audit -f changed.yaml -o json
	assert_no_doc cards-changed
}

@test "bag: keys it does not own pass through every command unchanged" {
	bag new shenanigrams -s 5 | deal -N ann,bob > g.yaml
	{ cat g.yaml; printf 'note: yes\nscores: {ann: 3, bob: [1, 2]}\nwhen: 2026-11-29\n'; } > n.yaml
	sed -i 's/^- name: "ann"$/- name: "ann"\n  colour: blue/' n.yaml
	who=$(yaml_str turn n.yaml)
	run bash -c "bag draw -t ann -f n.yaml | bag peel -q; bag trade -p $who -f n.yaml | bag fill | bag return --all -p bob"
	out=$(bag trade -p "$who" -f n.yaml | bag fill | bag return --all -p bob)
	printf '%s\n' "$out" > out.yaml
	grep -qx 'note: yes' out.yaml
	grep -qx 'scores: {ann: 3, bob: \[1, 2\]}' out.yaml
	grep -qx 'when: 2026-11-29' out.yaml
	grep -qx '  colour: blue' out.yaml
}

@test "bag: a state read and written back is byte-for-byte stable" {
	bag new shenanigrams -s 6 | deal -p 3 > g.yaml
	bag draw -n 0 -f g.yaml 2>/dev/null || true
	a=$(bag fill -f g.yaml)
	b=$(printf '%s\n' "$a" | bag fill)
	assert_equal "$a" "$b"
}

@test "bag -o json: the state for jq users" {
	run bag new bananagrams -s 42 -o json
	assert_success
	assert_line --index 0 '{'
	assert_line --index 1 '  "game": "bananagrams",'
	assert_line --index 2 '  "seed": 42,'
	assert_line --index 5 '  "discard": ""'
}

@test "bag -i: the file is updated in place and the answer printed" {
	bag new bananagrams -s 42 | deal -N ann > g.yaml
	top=$(yaml_str bag g.yaml | cut -c1-2)
	run bag draw -n 2 -i g.yaml
	assert_success
	assert_output "$top"
	assert_equal "$(yaml_str drawn g.yaml)" "$top"
}

@test "bag: an unknown command is refused before any state is read" {
	run --separate-stderr timeout 5 bag frob < /dev/null
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: unknown command 'frob' (see 'bag --help')"
	run --separate-stderr bag new bananagrams -f x.yaml
	assert_fails_cleanly 2
}

@test "bag: a mistyped command is answered with the one it most likely meant" {
	run --separate-stderr bag banana
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: unknown command 'banana' (did you mean 'bananas'?) (see 'bag --help')"
	run --separate-stderr bag PEEL
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: unknown command 'PEEL' (did you mean 'peel'?) (see 'bag --help')"
}

@test "bag: tiles on the command line may be lowercase" {
	printf 'game: "bananagrams"\nseed: 1\nbag: "ABCDE"\nplayers:\n- name: "a"\n  hand: "XY"\n' > g.yaml
	run bag dump x -p a -f g.yaml -o text
	assert_success
	assert_output --regexp "^[ABCDEX]{3}$"
	sed 's/bananagrams/custom/' g.yaml > c.yaml
	run bag return x --all -p a -f c.yaml -o text
	assert_failure 2
	run bag return x -p a -f c.yaml -o text
	assert_success
	printf 'game: "custom"\nseed: 1\nbag: "ABCDE"\nplayers:\n- name: "a"\n  hand: ""\n' > e.yaml
	run --separate-stderr bag return --all -p a -f e.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "bag: a has no tiles to return (rule: nothing-to-return)"
	run --separate-stderr bag return --all -p a -f e.yaml -o json
	assert_no_doc nothing-to-return
}

@test "bag audit: tiles on a Shenanigrams board are counted" {
	bag new shenanigrams -s 1 | deal -p 2 > g.yaml
	h=$(hand p1 g.yaml)
	sed "s/hand: \"$h\"/hand: \"${h:1}\"/" g.yaml > b.yaml
	run bag audit -f b.yaml
	assert_failure 1
	printf 'board: |\n  .%s.\n' "${h:0:1}" >> b.yaml
	run bag audit -f b.yaml
	assert_success
}

@test "bag count: a card game counts the cards left and those played" {
	bag new shapemash -s 1 > d.yaml
	bag draw -n 3 -i d.yaml > /dev/null
	run bag count -f d.yaml
	assert_success
	assert_output "$(printf 'total 97\nplayed 3')"
	run bag count -T -f d.yaml
	assert_output "97"
	run bag count -o json -f d.yaml
	assert_output '{"total": 97, "cards_played": 3}'
}

@test "bag audit: Shapemash's 100 cards, none created, lost, copied or changed" {
	bag new shapemash -s 2 > d.yaml
	bag draw -n 2 -i d.yaml > /dev/null
	run bag audit -f d.yaml
	assert_success
	assert_output "complete: 100 cards"
	# a card lost from the deck, one changed, one played twice, one
	# copied over another
	grep -v '"HELMET", "WITCH", "VAMPIRE"' d.yaml > lost.yaml
	run --separate-stderr bag audit -f lost.yaml
	assert_failure 1
	assert_equal "$stderr" "bag: cards created or lost: -HELMET WITCH VAMPIRE (99 held, 100 in the deck) (rule: cards-lost)"
	sed '0,/"WIG"/s/"WIG"/"WIGS"/' d.yaml > changed.yaml
	run --separate-stderr bag audit -f changed.yaml
	assert_failure 1
	assert_equal "$stderr" "bag: cards changed: +JELLYFISH BARN WIGS -JELLYFISH BARN WIG (100 held, 100 in the deck) (rule: cards-changed)"
	awk '{ print } /^played:/ { getline; print; print }' d.yaml > twice.yaml
	run --separate-stderr bag audit -q -f twice.yaml
	assert_failure 1
	assert_equal "$stderr" ""
	run --separate-stderr bag audit -o json -f twice.yaml
	assert_no_doc cards-lost
	sed '0,/"WIG"\]/s/\[.*"WIG"\]/["KEY", "BLIMP", "YOYO"]/' d.yaml > copied.yaml
	run --separate-stderr bag audit -o json -f copied.yaml
	assert_no_doc cards-changed
	run --separate-stderr bag audit -f copied.yaml
	[[ "$stderr" == "bag: cards changed: +KEY BLIMP YOYO -JELLYFISH BARN WIG (100 held, 100 in the deck) (rule: cards-changed)" ]] || fail "$stderr"
}

@test "bag audit: a deck of one's own is recorded when shuffled and checked" {
	printf -- '- [ANCHOR, KITE, SNAIL]\n- [DRUM, SNAKE, ROBIN]\n- [OWL]\n' > deck.yaml
	bag new shapemash -D deck.yaml -s 3 > d.yaml
	assert_equal "$(grep -c '^cards' d.yaml)" 2
	bag draw -i d.yaml > /dev/null
	run bag audit -f d.yaml
	assert_success
	assert_output "complete: 3 cards"
	sed 's/"OWL"/"OWLS"/' d.yaml > changed.yaml
	run --separate-stderr bag audit -f changed.yaml
	assert_failure 1
	assert_equal "$stderr" "bag: cards changed: 3 held, as many as in the deck, but not the same cards (rule: cards-changed)"
	grep -v '"OWL"' d.yaml > lost.yaml
	run --separate-stderr bag audit -f lost.yaml
	assert_failure 1
	assert_equal "$stderr" "bag: cards created or lost: 2 held, 3 in the deck (rule: cards-lost)"
	sed 's/^cards: 3/cards: three/' d.yaml > bad.yaml
	run --separate-stderr bag audit -f bad.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: bad.yaml:7:8: 'cards' must be the number of cards and 'cards_sum' their 16-digit fingerprint, as 'bag new -D' writes them"
	bag new -D deck.yaml -s 3 | grep -v '^cards' > custom.yaml
	run --separate-stderr bag audit -f custom.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: custom.yaml: no record of the deck the game began with ('cards' and 'cards_sum', written by 'bag new -D'), and game 'custom' has no built-in deck"
}

@test "bag: a state of another game is exit 2, naming its game and its tool" {
	bag new typeset -s 1 | deal -N ann,bob > t.yaml
	run --separate-stderr bag dump Z -p ann -f t.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: t.yaml: a Typeset game, not a Bananagrams one: play it with play-typeset"
	bag new shenanigrams -s 1 | deal -N ann,bob > s.yaml
	run --separate-stderr bag peel -f s.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: s.yaml: a Shenanigrams game, not a Bananagrams one: play it with steal-check"
	# rotten and bananas play Bananagrams alone, as peel and dump do.
	printf 'CAT\n' > cat.txt
	for move in 'rotten -p ann' 'bananas -p ann -g cat.txt'; do
		run --separate-stderr bag $move -f s.yaml
		assert_fails_cleanly 2
		assert_equal "$stderr" "bag: s.yaml: a Shenanigrams game, not a Bananagrams one: play it with steal-check"
	done
	# return plays every game of tiles, not a deck of cards.
	bag new shapemash -s 1 > m.yaml
	run --separate-stderr bag return A -f m.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: m.yaml: a Shapemash game, not a Bananagrams, Shenanigrams or Typeset one: play it with shapemash"
	categories new -N ann,bob -s 1 > c.yaml
	run --separate-stderr bag draw -f c.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: c.yaml: a category game, not a Bananagrams, Shenanigrams, Typeset or Shapemash one: play it with categories"
}

@test "bag: a player's name in the wrong case, or mistyped, gets a did-you-mean" {
	bag new bananagrams -s 1 | deal -N ann,bob > g.yaml
	run --separate-stderr bag dump A -p Ann -f g.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: g.yaml: no player named 'Ann' (did you mean 'ann'?)"
	run --separate-stderr bag draw --to bobb -f g.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: g.yaml: no player named 'bobb' (did you mean 'bob'?)"
	run --separate-stderr bag draw --to zed -f g.yaml
	assert_equal "$stderr" "bag: g.yaml: no player named 'zed'"
	# Before: only ASCII was folded, and ZOË (three letters from zoë)
	# got no suggestion.
	bag new bananagrams -s 1 | deal -N 'zoë,łukasz,ÅSA' > u.yaml
	for typed in ZOË:zoë Łukasz:łukasz åsa:ÅSA; do
		run --separate-stderr bag draw --to "${typed%%:*}" -f u.yaml
		assert_fails_cleanly 2
		assert_equal "$stderr" "bag: u.yaml: no player named '${typed%%:*}' (did you mean '${typed#*:}'?)"
	done
	run --separate-stderr bag draw --to ZOE -f u.yaml
	assert_equal "$stderr" "bag: u.yaml: no player named 'ZOE'"
}

@test "bag dump: a small letter is that letter's tile, never a wild (bananagrams(7))" {
	printf 'game: "bananagrams-wild"\nseed: 4\nbag: "ABCDEFGH"\nplayers:\n- name: "ann"\n  hand: "E?"\n' > g.yaml
	bag dump e -p ann -f g.yaml > small.yaml
	bag dump E -p ann -f g.yaml > big.yaml
	cmp small.yaml big.yaml
	run hand ann small.yaml
	[[ "$output" == "?"??? ]]
}

@test "bag: an old state's seed beyond 2^53 plays the same, and JSON readers get it exactly" {
	printf 'game: "custom"\nseed: 18446744073709551615\nbag: "ABCDEFGH"\nplayers:\n- name: "ann"\n  hand: "Q"\n' > g.yaml
	run bash -c 'bag dump Q -p ann -f g.yaml -o json | jq -r .seed'
	assert_output 18446744073709551615
	run bash -c 'bag dump Q -p ann -f g.yaml -o json | bag draw -t ann -o json | jq -c "[.seed, .players[0].hand]"'
	assert_output "$(bag dump Q -p ann -f g.yaml | bag draw -t ann -o json | jq -c '[.seed, .players[0].hand]')"
	run bash -c 'bag dump Q -p ann -f g.yaml | grep "^seed"'
	assert_output "seed: 18446744073709551615"
}

# A hand near its end: seven tiles, two players of three, one in the bunch.
end_of_hand() {
	echo '{C: 1, A: 1, T: 1, D: 1, O: 1, G: 1, S: 1}' > t.yaml
	bag new -D t.yaml -s 6 | deal -N ann,bob -n 3 > game.yaml
	grep -q 'hand: "CDS"' game.yaml
	grep -q 'hand: "GOT"' game.yaml
	printf 'SCD\n' > rotten.txt
	printf 'GOT\n' > top.txt
}

@test "bag rotten: the hand goes back to the bunch and the player is out" {
	end_of_hand
	run bag rotten -p ann -i game.yaml
	assert_success
	assert_output ''
	run grep -A2 'name: "ann"' game.yaml
	assert_line --index 1 '  hand: ""'
	assert_line --index 2 '  out: true'
	run bag count -T -f game.yaml
	assert_output 4
	run bag audit -f game.yaml
	assert_output 'complete: 7 tiles'
	# seeded: the same state and command give the same bunch
	bag new -D t.yaml -s 6 | deal -N ann,bob -n 3 | bag rotten -p ann > again.yaml
	cmp again.yaml game.yaml
}

@test "bag rotten: an out player takes no tile at a PEEL, cannot dump, draw or call" {
	end_of_hand
	bag rotten -p ann -i game.yaml
	cp game.yaml before.yaml
	run bag peel -o text -f game.yaml
	assert_success
	assert_output 'bob C'
	run --separate-stderr bag dump S -p ann -f game.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "bag: ann is out of the hand (a Rotten Banana): no DUMP (rule: out)"
	run --separate-stderr bag draw --to ann -f game.yaml
	assert_fails_cleanly 1
	run --separate-stderr bag bananas -p ann -g rotten.txt -i game.yaml
	assert_fails_cleanly 1
	run --separate-stderr bag rotten -p ann -i game.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "bag: ann is already out of the hand (rule: already-out)"
	cmp game.yaml before.yaml
}

@test "bag peel: fewer tiles than players counts only the players still in" {
	echo '{A: 4, E: 4}' > t.yaml
	bag new -D t.yaml -s 1 | deal -N ann,bob,cy -n 2 > game.yaml
	run bag peel -q -i game.yaml
	assert_failure 1
	bag rotten -p ann -i game.yaml
	# four in the bunch, two players in: two PEELs
	run bag peel -i game.yaml
	assert_success
	assert_equal "${#lines[@]}" 2
	bag peel -i game.yaml
	run --separate-stderr bag peel -i game.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "bag: the bunch holds fewer tiles than there are players still in (tiles: 0, players: 2): the first player out calls Bananas! (rule: peel-too-low)"
}

@test "bag bananas: too soon, or a Rotten Banana, is exit 1 and writes nothing" {
	bag new bananagrams -s 42 | deal -N ann,bob > game.yaml
	cp game.yaml before.yaml
	run --separate-stderr bag bananas -p ann -g - -i game.yaml < /dev/null
	assert_fails_cleanly 1
	assert_equal "$stderr" "bag: the bunch holds as many tiles as there are players in, or more (tiles: 102, players: 2): it is time to PEEL, not to call Bananas! (rule: bunch-not-low)"
	# calling too soon is no Rotten Banana: the script's || is safe
	run --separate-stderr bag rotten -p ann -i game.yaml
	assert_fails_cleanly 1
	cmp game.yaml before.yaml
	end_of_hand
	cp game.yaml before.yaml
	run --separate-stderr validate --grid rotten.txt -f game.yaml -p ann
	assert_failure 1
	want=$output
	run --separate-stderr bag bananas -p ann --grid rotten.txt -i game.yaml
	assert_failure 1
	assert_output ''
	assert_equal "$stderr" "$want
bag: ann's grid is a Rotten Banana (problems: 1) (rule: rotten-banana)"
	run --separate-stderr bag bananas -q -p ann --grid rotten.txt -i game.yaml
	assert_failure 1
	assert_equal "$stderr" ''
	cmp game.yaml before.yaml
	run bash -c 'bag bananas -p ann -g rotten.txt -i game.yaml 2>/dev/null || bag rotten -p ann -i game.yaml'
	assert_success
	grep -q 'out: true' game.yaml
}

# end_of_hand_logins: end_of_hand's game, ann bound to the caller's login and
# bob to nobody's; skips where the caller is nobody.
end_of_hand_logins() {
	me=$(id -un)
	[ "$me" != nobody ] || skip "needs a user other than nobody"
	end_of_hand
	bag new -D t.yaml -s 6 | deal -N "ann=$me,bob=nobody" -n 3 > game.yaml
	grep -q 'hand: "CDS"' game.yaml
}

@test "journal --undo: with logins a Rotten Banana is not taken back" {
	end_of_hand_logins
	bag rotten -i game.yaml
	cp game.yaml after.yaml
	# Before: ann undid her Rotten Banana and called again, as often as
	# she liked.
	run --separate-stderr journal --undo -i game.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "journal: entry 1 put ann out of the hand (a Rotten Banana), which is not taken back (rule: out)"
	cmp game.yaml after.yaml
	# Without logins the table undoes what it likes.
	end_of_hand
	bag rotten -p ann -i game.yaml
	run journal --undo -i game.yaml
	assert_success
	run grep -c 'out: true' game.yaml
	assert_output 0
}

@test "bag bananas || bag rotten: the page's script makes nobody rotten for a grid it cannot read" {
	end_of_hand
	cp game.yaml before.yaml
	# The script of bag(1)'s rotten, as the page gives it.
	script=$(grep -m1 '^bag bananas -p ann -g grid.txt -i game.yaml' \
	    "$TOP/man/bag.1")
	[ -n "$script" ]
	# grid.txt misspelt, or not written yet: an error, exit 2, is no
	# failed call, and ann plays on.
	run --separate-stderr bash -c "$script"
	assert_failure
	assert_equal "$stderr" "bag: cannot open 'grid.txt': No such file or directory"
	cmp game.yaml before.yaml
	cp rotten.txt grid.txt
	run --separate-stderr bash -c "$script"
	assert_success
	grep -q 'out: true' game.yaml
}

@test "bag bananas: a grid file with no tile is an error, and the page's script rots nobody" {
	end_of_hand
	cp game.yaml before.yaml
	script=$(grep -m1 '^bag bananas -p ann -g grid.txt -i game.yaml' \
	    "$TOP/man/bag.1")
	# Before: an empty grid file (a solve that failed into it, a
	# redirect that truncated it) was a Rotten Banana, exit 1, and the
	# page's script put ann out of the hand.
	for grid in '' '\n\n' '...\n. .\n'; do
		printf "$grid" > grid.txt
		run --separate-stderr bag bananas -p ann -g grid.txt -i game.yaml
		assert_fails_cleanly 2
		assert_equal "$stderr" "bag: grid.txt:1:1: the grid holds no tile: there is nothing to call Bananas! with"
		run --separate-stderr bash -c "$script"
		assert_failure 1
		cmp game.yaml before.yaml
	done
	run --separate-stderr bag bananas -p ann -g - -i game.yaml < /dev/null
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: <stdin>:1:1: the grid holds no tile: there is nothing to call Bananas! with"
	cmp game.yaml before.yaml
}

@test "bag bananas: the grid and the state both from stdin is a usage error, not a Rotten Banana" {
	end_of_hand
	# Before: the state took stdin whole, the grid was read empty, and
	# bob's Top Banana was called rotten, exit 1.
	run --separate-stderr bash -c "cat game.yaml | bag bananas -p bob -g - -f -"
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: the standard input is read once: give the other input as a FILE (see 'bag --help')"
	run --separate-stderr bash -c "cat game.yaml | bag bananas -p bob -g - -f - -o json"
	assert_equal "$status" 2
	assert_output --partial '"class": "usage"'
	run bag bananas -p bob -g - -f game.yaml < top.txt
	assert_success
}

@test "bag bananas: a Top Banana records the winner, and the hand is over" {
	end_of_hand
	run bag bananas -p bob -g top.txt -i game.yaml
	assert_success
	assert_output 'winner: bob'
	run grep '^winner' game.yaml
	assert_output 'winner: "bob"'
	cp game.yaml before.yaml
	for move in 'peel' 'dump S -p ann' 'draw --to ann' 'return -a -p ann' \
	    'rotten -p ann' 'bananas -p bob -g top.txt'; do
		run --separate-stderr bag $move -i game.yaml
		assert_fails_cleanly 1
	done
	assert_equal "$stderr" "bag: the hand is over (bob is the Top Banana): no call of Bananas! (rule: hand-over)"
	# Each move is named as asked for: a Rotten Banana was said to be
	# "no call of Bananas!".
	run --separate-stderr bag rotten -p ann -i game.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "bag: the hand is over (bob is the Top Banana): no Rotten Banana (rule: hand-over)"
	cmp game.yaml before.yaml
	run bag audit -f game.yaml
	assert_success
	run bag count -T -f game.yaml
	assert_output 1
}

@test "bag bananas: Smoothie and Cafe need no low bunch; the grid still counts" {
	bag new bananagrams -s 3 | deal -N ann,bob --variant cafe > game.yaml
	printf 'WOODENWARE\n' > short.txt
	run --separate-stderr bag bananas -p ann -g short.txt -f game.yaml
	assert_failure 1
	assert_equal "${stderr##*$'\n'}" "bag: ann's grid is a Rotten Banana (problems: 1) (rule: rotten-banana)"
	solve -f game.yaml --player ann > grid.txt
	run bag bananas -p ann -g grid.txt -i game.yaml
	assert_output 'winner: ann'
	bag new bananagrams -s 3 | deal -N ann,bob --variant smoothie > game.yaml
	run --separate-stderr bag bananas -p bob -g short.txt -f game.yaml
	assert_failure 1
	assert_equal "${stderr##*$'\n'}" "bag: bob's grid is a Rotten Banana (problems: 3) (rule: rotten-banana)"
}

@test "bag bananas: usage errors are exit 2" {
	end_of_hand
	run --separate-stderr bag bananas -p bob -i game.yaml
	assert_fails_cleanly 2
	run --separate-stderr bag bananas -p bob -g - < game.yaml
	assert_fails_cleanly 2
	run --separate-stderr bag bananas -g top.txt -i game.yaml
	assert_fails_cleanly 2
	run --separate-stderr bag rotten -p bob -g top.txt -i game.yaml
	assert_fails_cleanly 2
	sed 's/  hand: "GOT"/  hand: "GOT"\n  out: yes/' game.yaml > bad.yaml
	run --separate-stderr bag rotten -p bob -f bad.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: bad.yaml:12:8: 'out' must be true or false"
}

@test "bag bananas: Solitaire calls once the whole bunch is on the grid" {
	echo '{A: 2, T: 1, E: 1}' > t.yaml
	bag new -D t.yaml -s 1 | deal -N ann -n 3 > game.yaml
	printf 'TEA\n' > tea.txt
	run --separate-stderr bag bananas -p ann -g tea.txt -i game.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "bag: the bunch holds as many tiles as there are players in, or more (tiles: 1, players: 1): it is time to PEEL, not to call Bananas! (rule: bunch-not-low)"
	# a Rotten Banana in Solitaire ends the hand with nobody in
	bag peel -i game.yaml
	bag rotten -p ann -i game.yaml
	run --separate-stderr bag peel -i game.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "bag: every player is out of the hand: nobody is left to peel (rule: nobody-in)"
}

@test "examples/bananagrams.sh: split, peels, a dump, a Rotten Banana, a Top Banana" {
	run sh "$TOP/examples/bananagrams.sh"
	assert_success
	assert_output "$(cat "$TOP/tests/golden/example-bananagrams.txt")"
	assert_line --regexp '^SPLIT: 21 tiles each'
	assert_line --regexp '^PEEL 50, '
	assert_line --regexp 'DUMP [A-Z], takes [A-Z]{3}$'
	assert_line --regexp '^ann is the Rotten Banana'
	assert_line 'winner: bob'
	assert_line 'complete: 144 tiles'
}

@test "bag bananas -m: the lengths the page gives, as bot(1) writes them" {
	# bag.1 said 2 to 5, but bag takes 2 to 64, as validate(1) does, and
	# bot(1)'s log passes on its -m of up to 10.
	grep -q 'the shortest word allowed on the grid, 2 to 64;' \
	    "$TOP/man/bag.1"
	echo '{A: 1, T: 1, E: 1}' > t.yaml
	bag new -D t.yaml -s 1 | deal -N ann -n 3 > game.yaml
	printf 'TEA\n' > tea.txt
	run bag bananas -p ann -g tea.txt -m 3 -f game.yaml -o text
	assert_success
	for m in 6 10 64; do
		run --separate-stderr bag bananas -p ann -g tea.txt -m $m \
		    -f game.yaml
		assert_failure 1
		assert_output ''
		assert_equal "${stderr%%$'\n'*}" "TEA at 1,1 across is shorter than $m letters"
	done
	for m in 1 65; do
		run --separate-stderr bag bananas -p ann -g tea.txt -m $m \
		    -f game.yaml
		assert_fails_cleanly 2
	done
}

@test "bag peel: one player is \"the 1 player\", alone or the last one in" {
	# It said "fewer than the 1 players", in Solitaire and when all but
	# one were Rotten Bananas.
	echo '{A: 1, T: 1, E: 1}' > t.yaml
	bag new -D t.yaml -s 1 | deal -N ann -n 3 > game.yaml
	run --separate-stderr bag peel -f game.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "bag: the bunch holds fewer tiles than there are players (tiles: 0, players: 1): the first player out calls Bananas! (rule: peel-too-low)"
	bunch_spent
	run --separate-stderr bag peel -f game.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "bag: the bunch holds fewer tiles than there are players still in (tiles: 0, players: 1): the first player out calls Bananas! (rule: peel-too-low)"
}
