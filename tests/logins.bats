#!/usr/bin/env bats
# Players are people (wordkit-state(5), "Playing with people you do not
# trust"): a game may bind its players to logins, and then each user
# moves as their own player only, and sees only their own hand.  The
# tests make three real users, ann's, bob's and a watcher's, and run the
# tools as them; they need root (as in CI) and are skipped without it.
bats_require_minimum_version 1.5.0
load test_helper

setup_file() {
	# Names of this run only: nothing of the machine's is touched.
	export UA=wkla$$ UB=wklb$$ UC=wklc$$
	# useradd and userdel are root's, in sbin.
	export PATH="$PATH:/usr/sbin:/sbin"
	[ "$(id -u)" -eq 0 ] && command -v useradd > /dev/null || return 0
	for u in $UA $UB $UC; do
		useradd -M -N -d /nonexistent -s /usr/sbin/nologin "$u"
	done
	build_for_all
}

teardown_file() {
	build_for_all_end
	for u in $UA $UB $UC; do
		id "$u" > /dev/null 2>&1 && userdel "$u"
	done
	return 0
}

setup() {
	[ "$(id -u)" -eq 0 ] || skip "needs root to act as other users"
	id "$UA" > /dev/null 2>&1 || skip "could not make users (useradd)"
	# A folder every player may write, as a shared game folder is.
	W=$(mktemp -d /tmp/wk-logins.XXXXXX)
	chmod 0777 "$W"
	cd "$W"
}

teardown() {
	[ -n "${W:-}" ] && rm -rf "$W"
	return 0
}

# as USER CMD...: CMD run as USER, with the test's PATH.
as() {
	local u=$1
	shift
	setpriv --reuid "$u" --regid "$(id -g "$u")" --clear-groups -- "$@"
}

# A Bananagrams game of ann (UA) and bob (UB), dealt in g.yaml.
game() {
	bag new bananagrams -s 1 > g.yaml
	chmod 0666 g.yaml
	deal -N "ann=$UA,bob=$UB" -i g.yaml > /dev/null
}

# A Shapemash game of bob (UB), the builder, and ann (UA), dealt in
# s.yaml, bob's card drawn.
shapemash_game() {
	bag new shapemash -s 1 > s.yaml
	chmod 0666 s.yaml
	deal -N "bob=$UB,ann=$UA" -i s.yaml > /dev/null
	as "$UB" bag draw -i s.yaml > /dev/null
}

# moves USER FILE: FILE's journal as USER lists it, "N LOGIN COMMAND" a line.
moves() {
	as "$1" journal -o json "$2" |
	    jq -r '.moves[] | "\(.entry) \(.user) \(.command | join(" "))"'
}

@test "logins: deal -N NAME=LOGIN binds the players, all or none" {
	game
	run bash -c "sed -n 's/^  login: \"\\(.*\\)\"\$/\\1/p' g.yaml | tr '\\n' ' '"
	assert_output "$UA $UB "
	bag new bananagrams -s 1 > h.yaml
	run --separate-stderr deal -N "ann=$UA,bob" -f h.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "deal: give every player a login (NAME=LOGIN), or none: 1 of 2 have one (see 'deal --help')"
	run --separate-stderr deal -N "ann=$UA,bob=$UA" -f h.yaml
	assert_fails_cleanly 2
	run --separate-stderr deal -N "ann=-x,bob=$UB" -f h.yaml
	assert_fails_cleanly 2
}

@test "logins: a deal shows each user only their own hand" {
	bag new bananagrams -s 1 > g.yaml
	chmod 0666 g.yaml
	run as "$UA" deal -N "ann=$UA,bob=$UB" -i g.yaml
	assert_success
	assert_line --index 0 "ann $(hand ann g.yaml)"
	assert_line --index 1 "bob 21 tiles"
}

@test "logins: -p names only the caller's player, and a move without -p is theirs" {
	game
	a=$(hand ann g.yaml) b=$(hand bob g.yaml)
	cp g.yaml g0.yaml
	run --separate-stderr as "$UB" bag dump "${a:0:1}" -p ann -i g.yaml
	assert_failure 1
	assert_equal "$stderr" "bag: ann is $UA's to play: you play bob (rule: not-your-player)"
	cmp g.yaml g0.yaml
	run as "$UB" bag dump "${b:0:1}" -i g.yaml
	assert_success
	run hand bob g.yaml
	assert_equal "${#output}" 23
	assert_equal "$(hand ann g.yaml)" "$a"
}

@test "logins: a DUMP from a bunch under three is the game's house rule, not one player's -u" {
	# Before: bob's -u made the DUMP that ann, without it, was refused:
	# a house rule the table never agreed, chosen by one player alone.
	bag new bananagrams -s 1 > g.yaml
	chmod 0666 g.yaml
	deal -N "ann=$UA,bob=$UB" -n 71 -i g.yaml > /dev/null
	cp g.yaml g0.yaml
	run --separate-stderr as "$UB" bag dump "$(hand bob g.yaml | cut -c1)" -u -i g.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "bag: in a game whose players have logins a house rule is agreed before play ('bag new -u'), and this game has no DUMP from a bunch of fewer than three: dump without -u (rule: not-agreed)"
	cmp g.yaml g0.yaml
	run --separate-stderr as "$UA" bag dump "$(hand ann g.yaml | cut -c1)" -i g.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "bag: the bunch holds fewer than the 3 tiles a DUMP takes (tiles: 2) (rule: dump-too-low)"
	# Agreed before play (bag new -u): every player's DUMP takes what
	# the bunch holds, with -u or without.
	bag new bananagrams -u -s 1 > h.yaml
	chmod 0666 h.yaml
	deal -N "ann=$UA,bob=$UB" -n 71 -i h.yaml > /dev/null
	a=$(hand ann h.yaml)
	run as "$UA" bag dump "${a:0:1}" -i h.yaml
	assert_success
	assert_equal "${#output}" 3
	b=$(hand ann h.yaml)
	assert_equal "${#b}" $((${#a} + 2))
	assert_equal "$(yaml_str bag h.yaml)" ""
	run as "$UB" bag dump "$(hand bob h.yaml | cut -c1)" -u -i h.yaml
	assert_success
	assert_equal "${#output}" 1
	run bag audit -f h.yaml
	assert_success
}

@test "logins: a Rotten Banana calls no PEEL" {
	# Before: ann, out of the hand, called PEEL and it was played.
	bag new bananagrams -s 3 > g.yaml
	chmod 0666 g.yaml
	deal -N "ann=$UA,bob=$UB,cy=$UC" -n 47 -i g.yaml > /dev/null
	as "$UA" bag peel -i g.yaml > /dev/null
	as "$UA" bag rotten -p ann -i g.yaml
	cp g.yaml g0.yaml
	run --separate-stderr as "$UA" bag peel -i g.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "bag: ann is out of the hand (a Rotten Banana): no PEEL (rule: out)"
	cmp g.yaml g0.yaml
	run as "$UB" bag peel -i g.yaml
	assert_success
	assert_line --regexp '^bob [A-Z]$'
}

@test "logins: a journal planted by another in a sticky folder says whose it is, and the way on" {
	# Before: "cannot make the journal ... as private as 'g.yaml':
	# Operation not permitted", or "Permission denied", and no way on.
	mkdir -m 1777 d
	bag new bananagrams -s 1 > d/g.yaml
	chown "$UA" d/g.yaml
	for mode in 0666 0600; do
		rm -f d/.g.yaml.journal
		as "$UB" sh -c ": > d/.g.yaml.journal && chmod $mode d/.g.yaml.journal"
		cp d/g.yaml before.yaml
		run --separate-stderr as "$UA" deal -N ann,bob -i d/g.yaml
		assert_fails_cleanly 2
		assert_equal "$stderr" "deal: $(realpath d)/.g.yaml.journal: the journal is $UB's, not the game's, and only $UB may replace it in this folder: play the game under another name (mv), and its journal goes with it"
		cmp d/g.yaml before.yaml
	done
	as "$UA" mv d/g.yaml d/h.yaml
	run as "$UA" deal -N ann,bob -i d/h.yaml
	assert_success
}

@test "logins: a watcher who plays nobody makes no move, and sees no hand" {
	game
	run --separate-stderr as "$UC" bag peel -i g.yaml
	assert_failure 1
	assert_equal "$stderr" "bag: you ($UC) play no player of this game: its players are played by their logins (rule: not-a-player)"
	run as "$UC" bag count -T -f g.yaml
	assert_output 102
	run as "$UC" table -f g.yaml
	assert_success
	refute_output --partial "$(hand ann g.yaml)"
	refute_output --partial "$(hand bob g.yaml)"
	run --separate-stderr as "$UC" table -f g.yaml -p bob
	assert_failure 1
}

@test "logins: a PEEL shows each user their own tile, and another's as taken" {
	game
	run as "$UA" bag peel -i g.yaml
	assert_success
	assert_line --index 0 "ann $(hand ann g.yaml | cut -c22)"
	assert_line --index 1 "bob took a tile"
}

@test "logins: a move out of turn says whose turn it is, and is not played for them" {
	bag new shenanigrams -s 7 > s.yaml
	chmod 0666 s.yaml
	deal -N "ann=$UA,bob=$UB" -i s.yaml > /dev/null
	as "$UA" steal-check -i s.yaml place N 1,1 > /dev/null
	cp s.yaml s0.yaml
	# bob's turn: ann types a move, which was once played with bob's tile.
	t=$(hand ann s.yaml | cut -c1)
	run --separate-stderr as "$UA" steal-check -i s.yaml place "$t" 0,1
	assert_failure 1
	assert_equal "$stderr" "steal-check: it is bob's turn, not ann's (rule: turn)"
	cmp s.yaml s0.yaml
	# --find finds the caller's moves, from the caller's hand only.
	run as "$UB" steal-check --find -n 1 -f s.yaml
	assert_success
	run --separate-stderr as "$UA" steal-check --find -p bob -f s.yaml
	assert_failure 1
}

@test "logins: the journal shows every Shenanigrams tile played, to the mover and to the others, and no hand" {
	# Before: ann's list showed bob's move as "steal-check ...", though
	# the tile he played is on the table, which table(1) draws for all.
	bag new shenanigrams -s 7 > s.yaml
	chmod 0666 s.yaml
	deal -N "ann=$UA,bob=$UB" -i s.yaml > /dev/null
	as "$UA" steal-check -i s.yaml place N 1,1 > /dev/null
	as "$UB" steal-check -i s.yaml place E 1,2 > /dev/null
	as "$UA" steal-check -i s.yaml trade > /dev/null
	for u in "$UA" "$UB"; do
		run moves "$u" s.yaml
		assert_output "1 root deal ...
2 $UA steal-check -i s.yaml place N 1,1
3 $UB steal-check -i s.yaml place E 1,2
4 $UA steal-check -i s.yaml trade"
	done
	run as "$UA" journal s.yaml
	assert_success
	assert_line --partial "$UB  steal-check -i s.yaml place E 1,2"
	# The hands stay each player's own, before and after the trade.
	refute_output --partial "$(hand bob s.yaml)"
	# The deal, which dealt the hands, is still its maker's.
	refute_output --partial "ann=$UA"
	# What an undo says it took back is shown as the list shows it.
	run as "$UA" journal --undo -i s.yaml
	assert_success
	assert_output --partial "undid 4: $UA: steal-check -i s.yaml trade"
}

@test "logins: the state, every hand in it, goes to a file, never to a screen or a pipe" {
	game
	run --separate-stderr as "$UA" bash -c 'bag peel -f g.yaml | cat'
	assert_equal "$stderr" "bag: the game's players have logins: its state, every hand in it, goes to a file (-i FILE, or > FILE), not to a screen or a pipe (see 'bag --help')"
	run as "$UA" bash -c 'bag peel -f g.yaml > h.yaml'
	assert_success
	run yaml_str game h.yaml
	assert_output bananagrams
}

@test "logins: a move that sent its state to a file replays, as does one to /dev/null" {
	# Before: the replay runs each move with its output to /dev/null,
	# which took no state: "move 2 exits 2 when replayed", exit 1, for a
	# game no one had touched; and so was a move > /dev/null refused.
	game
	as "$UA" bag peel -o json -i g.yaml > peel.json
	run as "$UA" bash -c 'bag peel -o yaml -i g.yaml > /dev/null'
	assert_success
	run as "$UB" env TMPDIR="$W" journal --replay g.yaml
	assert_success
	assert_output "3 entries replayed: g.yaml is what they make"
}

@test "logins: a hand is seen only by its player, in validate and solve too" {
	game
	run --separate-stderr as "$UB" solve -f g.yaml --player ann
	assert_failure 1
	run --separate-stderr as "$UB" validate --grid /dev/null -f g.yaml --player ann
	assert_failure 1
	assert_equal "$stderr" "validate: ann is $UA's to play: you play bob (rule: not-your-player)"
	run as "$UA" table -f g.yaml -p ann
	assert_success
	assert_line "hand of ann: $(tiles_sorted "$(hand ann g.yaml)")"
}

@test "logins: solve without -p solves the caller's own hand" {
	# Before: "solve: -f STATE takes --player and no TILES", exit 2,
	# where validate, and solve's page, take the caller's player.
	printf 'game: "bananagrams"\nbag: "EEEE"\nplayers:\n- {name: "ann", login: "%s", hand: "TAC"}\n- {name: "bob", login: "%s", hand: "GDO"}\n' "$UA" "$UB" > g.yaml
	chmod 0644 g.yaml
	run --separate-stderr as "$UA" solve -f g.yaml
	assert_success
	want=$output
	run --separate-stderr as "$UA" solve -f g.yaml -p ann
	assert_success
	assert_equal "$output" "$want"
	run --separate-stderr as "$UC" solve -f g.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "solve: you ($UC) play no player of this game: its players are played by their logins (rule: not-a-player)"
	# Without logins a state's hand is still named.
	sed '/login/s/login: "[^"]*", //' g.yaml > n.yaml
	run --separate-stderr solve -f n.yaml
	assert_fails_cleanly 2
}

@test "logins: each takes back only their own moves, and sees another's as made" {
	game
	as "$UA" bag peel -i g.yaml > /dev/null
	a=$(hand ann g.yaml | cut -c1)
	as "$UB" bag dump "$(hand bob g.yaml | cut -c1)" -i g.yaml > /dev/null
	run --separate-stderr as "$UA" journal --undo -i g.yaml
	assert_failure 1
	assert_equal "$stderr" "journal: entry 3 is $UB's: in a game whose players have logins each takes back their own moves (rule: not-your-player)"
	run as "$UB" journal --undo -i g.yaml
	assert_success
	# ann's list shows bob's dump, not the tile he put back.
	run bash -c "setpriv --reuid $UA --regid \$(id -g $UA) --clear-groups -- journal -o json g.yaml | jq -r '.moves[2].command | join(\" \")'"
	assert_output "bag dump ..."
}

@test "logins: a seed is its maker's before the deal, and a new game over an undone deal" {
	bag new bananagrams -s 4242 -i g.yaml > /dev/null
	chmod 0666 g.yaml .g.yaml.journal
	# Dealt to nobody yet: the deal may bind logins, so bob sees no seed.
	run as "$UB" journal g.yaml
	assert_success
	refute_output --partial 4242
	run --separate-stderr as "$UB" journal --undo -i g.yaml
	assert_failure 1
	assert_equal "$stderr" "journal: entry 1 is root's: in a game whose players have logins each takes back their own moves (rule: not-your-player)"
	deal -N "ann=$UA,bob=$UB" -i g.yaml > /dev/null
	run as "$UB" journal g.yaml
	refute_output --partial 4242
	# The deal undone, a new game over it is still its maker's.
	journal --undo -i g.yaml > /dev/null
	bag new bananagrams -s 4343 --force -i g.yaml > /dev/null
	run as "$UB" journal g.yaml
	refute_output --partial 4343
	run --separate-stderr as "$UB" journal --undo -i g.yaml
	assert_failure 1
	[[ $stderr == *"(rule: not-your-player)" ]] || fail "$stderr"
	# A game dealt without logins shows all to all, as before.
	bag new bananagrams -s 77 -i f.yaml > /dev/null
	chmod 0666 f.yaml .f.yaml.journal
	deal -N ann,bob -i f.yaml > /dev/null
	run as "$UB" journal f.yaml
	assert_line --partial "bag new bananagrams -s 77 -i f.yaml"
	run as "$UB" journal --undo -i f.yaml
	assert_success
}

@test "logins: a spinner's session, which no deal comes to, is anyone's; a Shapemash deck is dealt" {
	# A Shapemash deck is a new game as any other: deal(1) may bind its
	# players to logins, so it is its maker's until a deal without them.
	as "$UA" bag new shapemash -s 8 -i "$W/s.yaml" > /dev/null
	chmod 0666 s.yaml .s.yaml.journal
	as "$UA" bag draw -i s.yaml > /dev/null
	as "$UB" bag draw -i s.yaml > /dev/null
	run as "$UB" journal s.yaml
	assert_line --partial "$UA  bag new ..."
	run --separate-stderr as "$UB" journal --undo -i s.yaml 2
	assert_failure 1
	deal -N ann,bob -i s.yaml > /dev/null
	run as "$UB" journal s.yaml
	assert_line --partial "$UA  bag new shapemash -s 8 -i"
	run as "$UB" journal --undo -i s.yaml 3
	assert_success
	as "$UA" spinner -u -s 5 -i "$W/p.yaml" > /dev/null
	chmod 0666 p.yaml .p.yaml.journal
	run as "$UB" journal --undo -i p.yaml
	assert_success
}

@test "logins: a spin on a category game with logins is a player's move, not a watcher's" {
	# Before: a watcher's spin (spinner -u -i) wrote the players' game,
	# and its journal entry, which no player may take back, stopped
	# every undo past it.
	as "$UA" categories new -N "ann=$UA,bob=$UB" -S kitchen -l B -s 1 \
	    -i c.yaml > /dev/null
	chmod 0666 c.yaml .c.yaml.journal
	cp c.yaml before.yaml
	for f in -i -f; do
		run --separate-stderr as "$UC" spinner -u $f c.yaml
		assert_fails_cleanly 1
		assert_equal "$stderr" "spinner: you ($UC) play no player of this game: its players are played by their logins (rule: not-a-player)"
	done
	cmp c.yaml before.yaml
	run as "$UB" spinner -u -i c.yaml
	assert_success
	run as "$UB" journal --undo -i c.yaml
	assert_success
	cmp c.yaml before.yaml
}

@test "logins: a spin on a category game with logins does not show its seed" {
	# Before: "spinner -u -S" printed "seed: 4242", the seed of ann's
	# categories new, to bob and to a watcher: every spin to come.
	as "$UA" categories new -N "ann=$UA,bob=$UB" -S kitchen -l B -s 4242 \
	    -i c.yaml > /dev/null
	chmod 0666 c.yaml .c.yaml.journal
	cp c.yaml before.yaml
	run --separate-stderr as "$UB" spinner -u -S -i c.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "spinner: the state's seed is not said: it gives every spin to come (see 'spinner --help')"
	cmp c.yaml before.yaml
	run --separate-stderr as "$UA" spinner -u -S -f c.yaml
	assert_fails_cleanly 2
	[[ $stderr != *4242* ]] || fail "$stderr"
	# The seed a spin is given is the caller's, and said.
	run --separate-stderr as "$UB" spinner -u -S -s 4242 -i c.yaml
	assert_success
	assert_equal "$stderr" "seed: 4242"
}

@test "logins: a Typeset game is started by a player of the game, not a watcher" {
	# Before: a watcher's "play-typeset start -i" set up the players'
	# mats, and its journal entry, which no player may take back,
	# stopped every undo past it.
	bag new typeset -s 1 > t.yaml
	chmod 0666 t.yaml
	deal -N "ann=$UA,bob=$UB" -i t.yaml > /dev/null
	chmod 0666 .t.yaml.journal
	cp t.yaml before.yaml
	for f in -i -f; do
		run --separate-stderr as "$UC" play-typeset start $f t.yaml
		assert_fails_cleanly 1
		assert_equal "$stderr" "play-typeset: you ($UC) play no player of this game: its players are played by their logins (rule: not-a-player)"
	done
	cmp t.yaml before.yaml
	run as "$UB" play-typeset start -i t.yaml
	assert_success
	run as "$UB" journal --undo -i t.yaml
	assert_success
	cmp t.yaml before.yaml
}

@test "logins: bag draw on a Typeset table waits for every player, as the referee's draw" {
	# Before: ann, having played her letter, drew the next with bag draw
	# while bob had not dealt with his: bob missed it, an error circled.
	bag new typeset -s 1 > t.yaml
	chmod 0666 t.yaml
	deal -N "ann=$UA,bob=$UB" -i t.yaml > /dev/null
	chmod 0666 .t.yaml.journal
	as "$UA" play-typeset start -i t.yaml > /dev/null
	as "$UA" play-typeset draw -i t.yaml > /dev/null
	as "$UA" play-typeset -i t.yaml 'place 1' > /dev/null
	cp t.yaml before.yaml
	run --separate-stderr as "$UA" bag draw -i t.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "bag: bob has not dealt with turn letter 1 (S) (rule: waiting)"
	cmp t.yaml before.yaml
	# Nor while bob holds a wild of the turn: ann's draw would take it.
	sed -i '/name: "bob"/,/vowels/s/vowels: ""/vowels: "AEIO"/' t.yaml
	as "$UB" play-typeset -i t.yaml 'place 1, vowel U 1' > /dev/null
	cp t.yaml before.yaml
	run --separate-stderr as "$UA" bag draw -i t.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "bag: bob holds a wild of turn 1 not yet written: 'wild L ROW' or 'pass' (rule: waiting)"
	cmp t.yaml before.yaml
	as "$UB" play-typeset -i t.yaml pass > /dev/null
	# One letter a turn: not several at once.
	run --separate-stderr as "$UB" bag draw -n 2 -i t.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "bag: in a Typeset game whose players have logins one turn letter is drawn at a time, for every player to deal with: not 2 (rule: waiting)"
	run as "$UB" bag draw -i t.yaml
	assert_success
	assert_equal "$(yaml_str drawn t.yaml)" SK
}

@test "logins: the journal shows every category word, vote and take-back, not the seed" {
	# Before: bob's list showed ann's "categories write ...", a word that
	# the board, which table draws for everyone, showed all along.
	as "$UA" categories new -N "ann=$UA,bob=$UB" -S kitchen -l B -s 4242 \
	    -i c.yaml > /dev/null
	chmod 0666 c.yaml .c.yaml.journal
	as "$UA" categories write -c 1 BUTTER -i c.yaml > /dev/null
	as "$UA" categories write -c 2 BRO -u -i c.yaml > /dev/null
	as "$UB" categories write -c 3 BUN -i c.yaml > /dev/null
	as "$UB" categories vote -c 1 invalid -i c.yaml > /dev/null
	as "$UA" categories erase -c 2 -i c.yaml > /dev/null
	run as "$UB" table -f c.yaml
	assert_line --partial BUTTER
	run moves "$UB" c.yaml
	assert_output "1 $UA categories new ...
2 $UA categories write -c 1 BUTTER -i c.yaml
3 $UA categories write -c 2 BRO -u -i c.yaml
4 $UB categories write -c 3 BUN -i c.yaml
5 $UB categories vote -c 1 invalid -i c.yaml
6 $UA categories erase -c 2 -i c.yaml"
	# What an undo took back is shown as the list shows it.
	run as "$UA" journal --undo -i c.yaml
	assert_success
	run as "$UB" journal --redo -i c.yaml
	assert_failure 1
	run as "$UA" journal --redo -i c.yaml
	assert_output --partial "redid 6: $UA: categories erase -c 2 -i c.yaml"
	# Each still takes back only their own moves.
	run --separate-stderr as "$UB" journal --undo -i c.yaml
	assert_failure 1
	[[ $stderr == *"(rule: not-your-player)" ]] || fail "$stderr"
}

@test "logins: a vote on a file that is no category game is the wrong file, for anyone" {
	# Before: a watcher was told not-a-player (exit 1), a rule "no",
	# for what is the wrong file (exit 2).
	game
	run --separate-stderr as "$UC" categories vote -c 1 valid -i g.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "categories: g.yaml: a Bananagrams game, not a category one: play it with bag"
}

@test "logins: a game in an alphabet of one's own keeps its logins in the journal" {
	sed 's/^code: "en"$/code: "zz"/' "$TOP/lang/en.yaml" > zz.yaml
	chmod 0644 zz.yaml
	bag new bananagrams -s 1 -i g.yaml > /dev/null
	chmod 0666 g.yaml .g.yaml.journal
	deal -N ann,bob -i g.yaml > /dev/null
	# Over a game without logins, one in zz with logins.
	as "$UA" bag new bananagrams --force -l ./zz.yaml -s 42 -i g.yaml > /dev/null
	as "$UA" deal -N "ann=$UA,bob=$UB" -l ./zz.yaml -i g.yaml > /dev/null
	a=$(hand ann g.yaml | cut -c1)
	as "$UA" bag dump "$a" -l ./zz.yaml -i g.yaml > /dev/null
	run as "$UB" journal g.yaml
	assert_success
	refute_output --partial "-s 42"
	refute_output --partial "dump $a"
	run --separate-stderr as "$UB" journal --undo -i g.yaml
	assert_failure 1
	[[ $stderr == *"(rule: not-your-player)" ]] || fail "$stderr"
	# And one in zz without logins is anyone's.
	bag new bananagrams -l ./zz.yaml -s 3 -i h.yaml > /dev/null
	chmod 0666 h.yaml .h.yaml.journal
	deal -N ann,bob -l ./zz.yaml -i h.yaml > /dev/null
	as "$UA" bag peel -l ./zz.yaml -i h.yaml > /dev/null
	run as "$UB" journal --undo -i h.yaml
	assert_success
}

@test "logins: a new game over a game with logins keeps its moves to their users" {
	game
	as "$UB" bag peel -i g.yaml > /dev/null
	h=$(hand ann g.yaml) a=$(hand ann g.yaml | cut -c1)
	as "$UA" bag dump "$a" -i g.yaml > /dev/null
	# bob starts a new game over it, twice: it has no logins.
	as "$UB" bag new bananagrams -s 1 --force -i g.yaml > /dev/null
	as "$UB" bag new bananagrams -s 2 --force -i g.yaml > /dev/null
	# bob's list still shows ann's dump as made, not the tile put back.
	run bash -c "setpriv --reuid $UB --regid \$(id -g $UB) --clear-groups -- journal -o json g.yaml | jq -r '.moves[2].command | join(\" \")'"
	assert_output "bag dump ..."
	run as "$UB" journal g.yaml
	assert_success
	refute_output --partial "dump $a"
	run as "$UA" journal g.yaml
	assert_line --partial "$UA  bag dump $a -i g.yaml"
	# Nobody takes back ann's moves but ann, nor bob's first new game,
	# which covers the game with logins, but bob.
	run --separate-stderr as "$UB" journal --undo -i g.yaml 3
	assert_failure 1
	assert_equal "$stderr" "journal: entry 3 is $UA's: in a game whose players have logins each takes back their own moves (rule: not-your-player)"
	# The second new game is dealt to nobody yet: bob's, his seed too,
	# as the deal to come may bind logins.
	run --separate-stderr as "$UA" journal --undo -i g.yaml
	assert_failure 1
	assert_equal "$stderr" "journal: entry 5 is $UB's: in a game whose players have logins each takes back their own moves (rule: not-your-player)"
	run as "$UA" journal g.yaml
	assert_line --regexp "^ +5 .* $UB  bag new \.\.\.$"
	run as "$UB" journal --undo -i g.yaml
	assert_success
	run --separate-stderr as "$UA" journal --undo -i g.yaml
	assert_failure 1
	assert_equal "$stderr" "journal: entry 4 is $UB's: in a game whose players have logins each takes back their own moves (rule: not-your-player)"
	run --separate-stderr as "$UC" journal --undo -i g.yaml
	assert_failure 1
	[[ $stderr == *"(rule: not-your-player)" ]] || fail "$stderr"
	run as "$UB" journal --undo -i g.yaml
	assert_success
	# bob's undo brought the old game back, and is bob's to redo.
	run --separate-stderr as "$UA" journal --redo -i g.yaml
	assert_failure 1
	[[ $stderr == *"entry 7 is $UB's"*"(rule: not-your-player)" ]] || fail "$stderr"
	# ann undoes her way back to her dump, and the dealt game is there.
	run as "$UA" journal --undo -i g.yaml
	assert_success
	assert_output "undid 3: $UA: bag dump $a -i g.yaml"
	assert_equal "$(hand ann g.yaml)" "$h"
}

@test "logins: a new game over a game with logins is started by one of its players, not a watcher" {
	game
	cp g.yaml before.yaml
	# The watcher cannot put a new game over ann's and bob's, which they
	# could not take back: it would be the watcher's move to undo.
	run --separate-stderr as "$UC" bag new bananagrams -s 3 --force -i g.yaml
	assert_failure 1
	assert_equal "$stderr" "bag: you ($UC) play no player of this game: its players are played by their logins (rule: not-a-player)"
	assert_equal "$output" ""
	cmp g.yaml before.yaml
	run --separate-stderr as "$UC" categories new -N cy,dee --force -i g.yaml
	assert_failure 1
	assert_equal "$stderr" "categories: you ($UC) play no player of this game: its players are played by their logins (rule: not-a-player)"
	cmp g.yaml before.yaml
	run as "$UA" journal g.yaml
	refute_output --partial "$UC"
	# A player of the game still may, as the journal records.
	run as "$UB" bag new bananagrams -s 3 --force -i g.yaml
	assert_success
	run as "$UA" journal g.yaml
	assert_line --regexp "^ +2 .* $UB  bag new \\.\\.\\.$"
	# A game without logins is anyone's to replace, as before.
	run as "$UC" bag new bananagrams -s 4 --force -i g.yaml
	assert_success
}

@test "logins: an undo of too many says how many are the caller's to undo" {
	game
	as "$UA" bag dump "$(hand ann g.yaml | cut -c1)" -i g.yaml > /dev/null
	as "$UB" bag dump "$(hand bob g.yaml | cut -c1)" -i g.yaml > /dev/null
	run --separate-stderr as "$UB" journal --undo -i g.yaml 5
	assert_failure 1
	assert_equal "$stderr" "journal: only 1 move can be undone by you: entry 2, before it, is $UA's (rule: nothing-to-undo)"
	run --separate-stderr as "$UB" journal --undo -i g.yaml 2
	assert_failure 1
	assert_equal "$stderr" "journal: entry 2 is $UA's: in a game whose players have logins each takes back their own moves (rule: not-your-player)"
	run as "$UB" journal --undo -i g.yaml 1
	assert_success
	# And a redo counts the undos that are the caller's to take back.
	as "$UA" journal --undo -i g.yaml > /dev/null
	run --separate-stderr as "$UA" journal --redo -i g.yaml 3
	assert_failure 1
	assert_equal "$stderr" "journal: only 1 undo can be taken back by you: entry 4, before it, is $UB's (rule: nothing-to-redo)"
	run as "$UA" journal --redo -i g.yaml
	assert_success
}

@test "logins: a PEEL, which gave every player a tile, is not its caller's to undo" {
	# Before: ann undid her PEEL after bob had taken his tile and laid
	# it, and bob's grid held a tile his hand no longer did.
	game
	as "$UA" bag peel -i g.yaml > /dev/null
	cp g.yaml before.yaml
	run --separate-stderr as "$UA" journal --undo -i g.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "journal: entry 2 changed bob's hand, which bob has seen: in a game whose players have logins a move is undone only when it reached no other player's hand (rule: not-your-player)"
	cmp g.yaml before.yaml
	# A move of her own hand alone is hers to undo, and to redo.
	as "$UA" bag dump "$(hand ann g.yaml | cut -c1)" -i g.yaml > /dev/null
	cp g.yaml dumped.yaml
	run as "$UA" journal --undo -i g.yaml
	assert_success
	cmp g.yaml before.yaml
	run as "$UA" journal --redo -i g.yaml
	assert_success
	cmp g.yaml dumped.yaml
}

@test "logins: a replay runs each move as the user who made it" {
	game
	as "$UA" bag peel -i g.yaml > /dev/null
	# bob's moves with no -p are bob's, and replay as bob's.
	as "$UB" bag dump "$(hand bob g.yaml | cut -c1)" -i g.yaml > /dev/null
	as "$UB" bag dump "$(hand bob g.yaml | cut -c2)" -i g.yaml > /dev/null
	as "$UA" bag dump "$(hand ann g.yaml | cut -c1)" -p ann -i g.yaml > /dev/null
	# Each replays in the shared folder: the suite's own TMPDIR is root's.
	for u in "$UA" "$UB" "$UC" root; do
		run as "$u" env TMPDIR="$W" journal --replay g.yaml
		assert_success
		assert_output "5 entries replayed: g.yaml is what they make"
	done
	# A new game over it binds logins of its own: they are not swapped,
	# whichever two they are (the seats swapped, a seat handed on).
	as "$UA" categories new -N "ann=$UA,bob=$UB" -s 3 -i c.yaml > /dev/null
	chmod 0666 c.yaml .c.yaml.journal
	as "$UA" categories new -F -N "ann=$UA,bob=$UB" -s 3 -i c.yaml > /dev/null
	as "$UA" categories new -F -N "ann=$UB,bob=$UA" -s 3 -i c.yaml > /dev/null
	as "$UB" categories new -F -N "ann=$UC,bob=$UA" -s 3 -i c.yaml > /dev/null
	for u in "$UA" "$UB" "$UC"; do
		run as "$u" env TMPDIR="$W" journal --replay c.yaml
		assert_success
		assert_output "4 entries replayed: c.yaml is what they make"
	done
	# And a change by no tool is still found, whoever replays.
	sed -i 's/^shuffles: .*/shuffles: 9/' g.yaml
	run as "$UB" env TMPDIR="$W" journal --replay g.yaml
	assert_failure 1
}

@test "logins: a replay that parts at another's move does not quote what its player saw" {
	bag new shenanigrams -s 7 > s.yaml
	chmod 0666 s.yaml
	deal -N "ann=$UA,bob=$UB" -i s.yaml > /dev/null
	chmod 0666 .s.yaml.journal
	h=$(hand ann s.yaml)
	as "$UA" steal-check -i s.yaml place N 1,1 > /dev/null
	# The journal, which every player may write in a shared folder, made
	# to say that ann played a tile she did not hold.
	x=$(printf '%s' QZXJKVWY | tr -d "$h" | cut -c1)
	python3 - "$x" <<'EOF2'
import sys
p = ".s.yaml.journal"
b = open(p, "rb").read()
i = b.index(b"\n") + 1
head, recs = b[:i], []
while i < len(b):
    j = b.index(b"\n", i)
    k, n = b[i:j].rsplit(b" ", 1)
    recs.append([k, b[j + 1:j + 1 + int(n)]])
    i = j + 1 + int(n) + 1
[r for r in recs if r == [b"arg", b"N"]][-1][1] = sys.argv[1].encode()
open(p, "wb").write(head + b"".join(k + b" %d\n" % len(v) + v + b"\n"
                                    for k, v in recs))
EOF2
	# bob replays ann's move, whose command the list shows him as
	# "steal-check ...": what the tool told ann, her hand, is not his.
	run --separate-stderr as "$UB" env TMPDIR="$W" journal --replay s.yaml
	assert_failure 1
	assert_equal "$stderr" "journal: move 2 exits 1 when replayed: ... (rule: replay-differs)"
	# ann, whose move it is, is told why.
	run --separate-stderr as "$UA" env TMPDIR="$W" journal --replay s.yaml
	assert_failure 1
	assert_equal "$stderr" "journal: move 2 exits 1 when replayed: steal-check: ann has no '$x' to play (hand: $h) (rule: not-held) (rule: replay-differs)"
}

@test "logins: a game kept in JSON, or in flow style, replays for everyone" {
	# deal -o json keeps it in JSON; the tools write it back in flow style.
	bag new shenanigrams -s 11 | deal -N "ann=$UA,bob=$UB" -o json > g.json
	chmod 0666 g.json
	as "$UB" steal-check -i g.json place E 1,1 > /dev/null
	as "$UA" steal-check -i g.json place A 0,1 > /dev/null
	as "$UB" steal-check -i g.json place N 0,1 > /dev/null
	for u in "$UA" "$UB" "$UC" root; do
		run --separate-stderr as "$u" env TMPDIR="$W" journal --replay g.json
		assert_success
		assert_output "3 entries replayed: g.json is what they make"
	done
	# A hand-written position with its players in flow style, the same.
	printf 'game: "shenanigrams"\nbag: "EEEEE"\nturn: "ann"\nplayers:\n- {name: "ann", login: "%s", hand: "T", tags: 1}\n- {name: "bob", login: "%s", hand: "S", tags: 7}\nboard: |\n  CA.\n  ..O\n  ..E\n' "$UA" "$UB" > f.yaml
	chmod 0666 f.yaml
	as "$UA" steal-check -i f.yaml place T 1,3 > /dev/null
	as "$UB" steal-check -i f.yaml pass > /dev/null
	for u in "$UA" "$UB" "$UC"; do
		run --separate-stderr as "$u" env TMPDIR="$W" journal --replay f.yaml
		assert_success
		assert_output "2 entries replayed: f.yaml is what they make"
	done
}

@test "logins: a file broken right after the deal still keeps its moves to their users" {
	as "$UA" bag new bananagrams -s 1 -i t.yaml > /dev/null
	as "$UA" deal -N "ann=$UA,bob=$UB" -i t.yaml > /dev/null
	echo 'garbage: [' > t.yaml
	# The deal bound the logins; no move since recorded the state it made.
	run --separate-stderr as "$UC" journal --undo -i t.yaml
	assert_failure 1
	[[ $stderr == *"(rule: not-your-player)" ]] || fail "$stderr"
	run as "$UA" journal --undo -i t.yaml
	assert_success
}

@test "logins: the moves before a deal with logins are their maker's, the seed too" {
	# Before: the moves before the deal had no players on either side,
	# and were listed to all: bob read the seed, and so ann's hand and
	# the bag's order.
	as "$UA" bag new shenanigrams -s 7 -i g.yaml > /dev/null
	as "$UA" bag draw -i g.yaml > /dev/null
	# A note of one's own tells nothing of the game's logins.
	echo '# our table game, Friday' >> g.yaml
	as "$UA" deal -N "ann=$UA,bob=$UB" -i g.yaml > /dev/null
	chmod 0666 g.yaml .g.yaml.journal
	run moves "$UB" g.yaml
	assert_success
	assert_output "1 $UA bag new ...
2 $UA bag draw ...
3 $UA deal ..."
	run as "$UB" journal g.yaml
	assert_success
	refute_output --partial "-s 7"
	run moves "$UA" g.yaml
	assert_line --index 0 "1 $UA bag new shenanigrams -s 7 -i g.yaml"
	# And they are ann's to take back, with the deal.
	run --separate-stderr as "$UB" journal --undo -i g.yaml 3
	assert_failure 1
	assert_equal "$stderr" "journal: entry 3 is $UA's: in a game whose players have logins each takes back their own moves (rule: not-your-player)"
	run as "$UA" journal --undo -i g.yaml 2
	assert_success
	run --separate-stderr as "$UB" journal --undo -i g.yaml
	assert_failure 1
	assert_equal "$stderr" "journal: entry 1 is $UA's: in a game whose players have logins each takes back their own moves (rule: not-your-player)"
}

@test "logins: the moves before a Shapemash deal with logins are their maker's, the seed too" {
	# Before: a Shapemash deck was taken for one that no deal comes to,
	# and its seed listed to every player: bob read it, and with it the
	# deck's order and the word of every card ann would pick.
	as "$UA" bag new shapemash -s 7 -i g.yaml > /dev/null
	as "$UA" bag draw -i g.yaml > /dev/null
	as "$UA" deal -N "ann=$UA,bob=$UB" -i g.yaml > /dev/null
	chmod 0666 g.yaml .g.yaml.journal
	run moves "$UB" g.yaml
	assert_success
	assert_output "1 $UA bag new ...
2 $UA bag draw ...
3 $UA deal ..."
	run moves "$UA" g.yaml
	assert_line --index 0 "1 $UA bag new shapemash -s 7 -i g.yaml"
	run --separate-stderr as "$UB" journal --undo -i g.yaml 3
	assert_failure 1
	[[ $stderr == *"(rule: not-your-player)" ]] || fail "$stderr"
}

@test "logins: an undo back to before the deal stays its maker's, and hides others' moves" {
	as "$UA" bag new bananagrams -s 1 -i g.yaml > /dev/null
	chmod 0666 g.yaml
	as "$UA" deal -N "ann=$UA,bob=$UB" -i g.yaml > /dev/null
	a=$(hand ann g.yaml | cut -c1)
	as "$UA" bag dump "$a" -i g.yaml > /dev/null
	as "$UA" bag new bananagrams -s 2 --force -i g.yaml > /dev/null
	# Back to before the deal: a state with no players.
	as "$UA" journal --undo -i g.yaml 4 > /dev/null
	chmod 0666 g.yaml .g.yaml.journal
	run moves "$UB" g.yaml
	assert_success
	assert_output "1 $UA bag new ...
2 $UA deal ...
3 $UA bag dump ...
4 $UA bag new ...
5 $UA journal ..."
	# Before: bob's redo was let by, and said ann's dump.
	run --separate-stderr as "$UB" journal --redo -i g.yaml
	assert_failure 1
	assert_output ""
	assert_equal "$stderr" "journal: entry 5 is $UA's: in a game whose players have logins each takes back their own moves (rule: not-your-player)"
	run as "$UA" journal --redo -i g.yaml
	assert_success
	assert_output "redid 1: $UA: bag new bananagrams -s 1 -i g.yaml
redid 2: $UA: deal -N ann=$UA,bob=$UB -i g.yaml
redid 3: $UA: bag dump $a -i g.yaml
redid 4: $UA: bag new bananagrams -s 2 --force -i g.yaml"
}

@test "logins: a note added to a game without logins leaves it anyone's" {
	# Before: the note made the new game's state one of no tool, which
	# told nothing, and its moves were taken to have logins.
	as "$UA" bag new bananagrams -s 1 -i g.yaml > /dev/null
	echo '# our table game, Friday' >> g.yaml
	echo 'table: "by the window"' >> g.yaml
	as "$UA" deal -N ann,bob -i g.yaml > /dev/null
	chmod 0666 g.yaml .g.yaml.journal
	run moves "$UB" g.yaml
	assert_success
	assert_output "1 $UA bag new bananagrams -s 1 -i g.yaml
2 $UA deal -N ann,bob -i g.yaml"
	run as "$UB" journal --undo -i g.yaml 2
	assert_success
	assert_output "undid 2: $UA: deal -N ann,bob -i g.yaml
undid 1: $UA: bag new bananagrams -s 1 -i g.yaml"
}

@test "logins: a Shapemash word is picked by a player of the game only" {
	bag new shapemash -s 1 > s.yaml
	printf 'players:\n- name: "ann"\n  login: "%s"\n- name: "bob"\n  login: "%s"\n' "$UA" "$UB" >> s.yaml
	chmod 0666 s.yaml
	as "$UA" bag draw -i s.yaml > /dev/null
	cp s.yaml before.yaml
	run --separate-stderr as "$UC" shapemash pick -i s.yaml
	assert_failure 1
	assert_output ""
	[[ $stderr == *"(rule: not-a-player)" ]] || fail "$stderr"
	cmp s.yaml before.yaml
	run as "$UA" shapemash pick -i s.yaml
	assert_success
	assert_output --regexp '^[A-Z]+$'
}

@test "logins: a Shapemash word is picked by the builder only, whose turn it is" {
	# Before: ann, a player but not the builder, picked and saw bob's word.
	bag new shapemash -s 1 > s.yaml
	printf 'turn: "bob"\nplayers:\n- name: "ann"\n  login: "%s"\n- name: "bob"\n  login: "%s"\n' "$UA" "$UB" >> s.yaml
	chmod 0666 s.yaml
	as "$UB" bag draw -i s.yaml > /dev/null
	cp s.yaml before.yaml
	run --separate-stderr as "$UA" shapemash pick -i s.yaml
	assert_failure 1
	assert_output ""
	assert_equal "$stderr" "shapemash: bob is the builder: only the builder draws the card and picks its word, not ann (rule: not-the-builder)"
	cmp s.yaml before.yaml
	# a pick is no line of a file: its verdict has no place, as
	# shapemash(1) says
	run --separate-stderr as "$UA" shapemash pick -i s.yaml -o json
	assert_failure 1
	assert_equal "$(printf '%s\n' "$output" | jq -c 'keys')" '["legal","message","rule"]'
	run bash -c "mandoc -Tascii -O width=1000 '$BATS_TEST_DIRNAME/../man/shapemash.1' | sed 's/.\x08//g'"
	assert_output --partial 'shapemash: reason (rule: not-the-builder)'
	assert_output --partial '{legal: false, rule, message}'
	run as "$UB" shapemash pick -i s.yaml
	assert_success
	assert_output --regexp '^[A-Z]+$'
}

@test "logins: a Shapemash card is drawn by the builder only, whose turn it is" {
	# Before: ann, a player but not the builder, drew and saw bob's card.
	bag new shapemash -s 1 > s.yaml
	printf 'turn: "bob"\nplayers:\n- name: "ann"\n  login: "%s"\n- name: "bob"\n  login: "%s"\n' "$UA" "$UB" >> s.yaml
	chmod 0666 s.yaml
	cp s.yaml before.yaml
	run --separate-stderr as "$UA" bag draw -i s.yaml
	assert_failure 1
	assert_output ""
	assert_equal "$stderr" "bag: bob is the builder: only the builder draws the card and picks its word, not ann (rule: not-the-builder)"
	cmp s.yaml before.yaml
	run --separate-stderr as "$UC" bag draw -i s.yaml
	assert_failure 1
	[[ $stderr == *"(rule: not-a-player)" ]] || fail "$stderr"
	run as "$UB" bag draw -i s.yaml
	assert_success
	assert_output --regexp '^[A-Z]+ [A-Z]+ [A-Z]+$'
}

@test "logins: only the builder passes the canvas, and the next builder draws" {
	# Before: nothing passed the canvas, so bob built every round.
	shapemash_game
	cp s.yaml before.yaml
	run --separate-stderr as "$UA" shapemash pass -i s.yaml
	assert_failure 1
	assert_equal "$stderr" "shapemash: bob is the builder: only the builder passes the canvas, not ann (rule: not-the-builder)"
	cmp s.yaml before.yaml
	run --separate-stderr as "$UC" shapemash pass -i s.yaml
	assert_failure 1
	[[ $stderr == *"(rule: not-a-player)" ]] || fail "$stderr"
	run as "$UB" shapemash pass -i s.yaml
	assert_success
	assert_output 'builder ann'
	# bob's card stays bob's: ann sees no word of it, and draws her own
	run as "$UA" table -f s.yaml
	refute_output --partial 'card of'
	run --separate-stderr as "$UB" bag draw -i s.yaml
	assert_failure 1
	run as "$UA" bag draw -i s.yaml
	assert_success
	run as "$UA" shapemash pick -i s.yaml
	assert_success
	assert_output --regexp '^[A-Z]+$'
}

@test "logins: the builder draws one Shapemash card a round, the next once the canvas passes" {
	# Before: bob drew a second card, and a third, until pick gave him a
	# word he liked: the one word pick gives was his to choose again.
	shapemash_game
	cp s.yaml before.yaml
	word=$(as "$UB" shapemash pick -i s.yaml)
	run --separate-stderr as "$UB" bag draw -i s.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "bag: this round's card is drawn already: the builder draws one card a round, and the next once the canvas passes (rule: one-card)"
	cmp s.yaml before.yaml
	assert_equal "$(as "$UB" shapemash pick -i s.yaml)" "$word"
	# The next builder draws one, and not two at once.
	as "$UB" shapemash pass -i s.yaml > /dev/null
	cp s.yaml before.yaml
	run --separate-stderr as "$UA" bag draw -n 2 -i s.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "bag: the builder draws one card a round, not 2 (rule: one-card)"
	cmp s.yaml before.yaml
	run as "$UA" bag draw -i s.yaml
	assert_success
	assert_output --regexp '^[A-Z]+ [A-Z]+ [A-Z]+$'
}

@test "logins: a Shapemash card drawn is not undone, so the builder draws no second" {
	# Before: bob drew, picked, undid his draw and drew again; where the
	# deck put back is shaken (a game kept from its players), that gave
	# another card, and another word to pick, as often as he liked.
	shapemash_game
	chmod 0666 .s.yaml.journal
	word=$(as "$UB" shapemash pick -f s.yaml -o text)
	cp s.yaml before.yaml
	run --separate-stderr as "$UB" journal --undo -i s.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "journal: entry 2 drew a card, which was seen: the builder draws one card a round, and a card drawn is not put back (rule: one-card)"
	cmp s.yaml before.yaml
	# Nor with the pass after it; the pass alone is bob's to take back,
	# and gives him back his round, his card and its word.
	as "$UB" shapemash pass -i s.yaml > /dev/null
	run --separate-stderr as "$UB" journal --undo -i s.yaml 2
	assert_fails_cleanly 1
	[[ $stderr == *"(rule: one-card)" ]] || fail "$stderr"
	run as "$UB" journal --undo -i s.yaml
	assert_success
	assert_equal "$(as "$UB" shapemash pick -f s.yaml -o text)" "$word"
}

@test "logins: a pick by another than the builder is quiet with -q, as a pass is" {
	# Before: pick took no -q, though its not-the-builder is a rule no
	# whose reason -q leaves out, as shapemash(1) says.
	shapemash_game
	run --separate-stderr as "$UA" shapemash pick -q -i s.yaml
	assert_failure 1
	assert_output ""
	assert_equal "$stderr" ""
	run --separate-stderr as "$UA" shapemash pass -q -i s.yaml
	assert_failure 1
	assert_equal "$stderr" ""
	run as "$UB" shapemash pick -q -i s.yaml
	assert_success
	assert_output --regexp '^[A-Z]+$'
}

@test "logins: a game without logins is played as before, for anyone" {
	bag new bananagrams -s 1 > g.yaml
	chmod 0666 g.yaml
	deal -N ann,bob -i g.yaml > /dev/null
	run as "$UC" bag dump "$(hand ann g.yaml | cut -c1)" -p ann -i g.yaml
	assert_success
	run as "$UC" bag peel -i g.yaml
	assert_success
	assert_line --index 1 --regexp '^bob [A-Z]$'
}

@test "logins: the journal lists another's move without the seed drawn for it" {
	# Before: bob's list showed ann's "bag new ... --seed=N", the seed
	# her bag new drew, which gives every hand and every tile to come,
	# though a seed she had chosen with -s was hidden.
	as "$UA" bag new bananagrams -i "$W/g.yaml" > /dev/null
	chmod 0666 g.yaml .g.yaml.journal
	as "$UA" deal -N "ann=$UA,bob=$UB" -i g.yaml > /dev/null
	s=$(sed -n 's/^seed: //p' g.yaml)
	run moves "$UB" g.yaml
	assert_output "1 $UA bag new ...
2 $UA deal ..."
	run as "$UC" journal g.yaml
	assert_success
	refute_output --partial "$s"
	run as "$UA" journal g.yaml
	assert_line --index 0 --partial "bag new bananagrams -i $W/g.yaml --seed=$s"
}

@test "logins: a seed given to a game that has one is refused without saying it" {
	# Before: "bag: the state already has seed 1": a watcher, or a
	# player, learnt the seed that gives every hand and tile to come.
	game
	run --separate-stderr as "$UC" bag peel -s 5 -f g.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: the state already has a seed of its own (see 'bag --help')"
	run --separate-stderr as "$UA" deal -p 2 -s 5 -f g.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "deal: the state already has a seed of its own (see 'deal --help')"
	shapemash_game
	run --separate-stderr as "$UB" shapemash pick -s 5 -f s.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "shapemash: the state already has a seed of its own (see 'shapemash --help')"
	# A new game not dealt yet is its maker's: the deal may bind logins.
	as "$UA" bag new bananagrams -i "$W/n.yaml" > /dev/null
	chmod 0666 n.yaml
	run --separate-stderr as "$UB" deal -N ann,bob -s 5 -f n.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "deal: the state already has a seed of its own (see 'deal --help')"
	# Nor from a state on stdin with its game key taken out: no game is
	# no session (before: "the state already has seed 1").
	run --separate-stderr bash -c "grep -v '^game:' g.yaml | bag peel -s 5"
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: the state already has a seed of its own (see 'bag --help')"
	# A game without logins says its seed, as before.
	bag new bananagrams -s 77 > f.yaml
	deal -N ann,bob -i f.yaml > /dev/null
	run --separate-stderr as "$UC" bag peel -s 5 -f f.yaml
	assert_equal "$stderr" "bag: the state already has seed 77 (see 'bag --help')"
}
