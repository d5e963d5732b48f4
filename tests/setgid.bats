#!/usr/bin/env bats
# The games group (wordkit-state(5), "Playing with people you do not
# trust"): "make install GAMES_GROUP=..." installs the tools that read and
# write game files set-group-ID to a group that alone may read and write
# the games folder, so that players play there through the tools and
# cannot read a game's file nor its journal.  A tool that runs so takes
# nothing from its caller's environment and reads no file its caller
# names with the group's rights, but the game's.
#
# Real users and a real group, with names of their own, made for this
# file and removed at its end, whatever happened; the build installed
# under a scratch folder of /tmp that they can reach.  As root, as in CI;
# skipped where users cannot be made or set-group-ID does not work.
bats_require_minimum_version 1.5.0
load test_helper
load helper/locks
# useradd and its kin.
PATH=$PATH:/usr/sbin:/sbin

# make_here ARG...: make in the tree, on the build as it is (-o all).
make_here() {
	env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL make -s -C "$TOP" \
	    BUILD="${WORDKIT_BUILD_MADE:-$BUILD}" PREFIX="$S/usr" GAMES_GROUP="$G" \
	    GAMESDIR="$S/games" -o all "$@"
}

# not_here WHY: this file's tests are skipped, saying why (bats 1.8 cannot
# skip in setup_file).
not_here() {
	export NOT_HERE="$1"
}

setup_file() {
	[ "$(id -u)" = 0 ] || { not_here "needs root to make users and a group"; return 0; }
	for c in useradd userdel groupdel getent setpriv; do
		command -v "$c" > /dev/null || { not_here "no $c here"; return 0; }
	done
	getent group users > /dev/null || { not_here "no group 'users' here"; return 0; }
	# LeakSanitizer stops a process by tracing it, which a set-group-ID
	# process forbids.
	! grep -q __asan_init "$BUILD/bin/bag" ||
	    { not_here "the build is sanitized"; return 0; }
	S=$(mktemp -d /tmp/wk-setgid.XXXXXX)
	chmod 755 "$S"
	# Names of their own: a user's is small letters and digits.
	id=$(printf '%s' "${S##*.}" | tr 'A-Z' 'a-z' | tr -cd 'a-z0-9')
	G=wkg$id ANN=wka$id BOB=wkb$id
	export S G ANN BOB
	for n in "$G" "$ANN" "$BOB"; do
		! getent passwd "$n" > /dev/null && ! getent group "$n" > /dev/null ||
		    { echo "'$n' is taken" >&2; return 1; }
	done
	# Players, in the group users, not in the games group.
	for u in "$ANN" "$BOB"; do
		useradd -M -N -g users -d "$S/$u" -s /bin/sh "$u"
		mkdir -m 755 "$S/$u"
		chown "$u:users" "$S/$u"
	done
	# make install makes the group, as it does where it is missing.
	make_here install > "$S/install.log" 2>&1 ||
	    { cat "$S/install.log" >&2; return 1; }
	getent group "$G" > /dev/null
	build_for_all
	# Set-group-ID works here (no nosuid mount, no no_new_privs)?
	cp /usr/bin/id "$S/id"
	chgrp "$G" "$S/id"
	chmod 2755 "$S/id"
	as "$ANN" "$S/id" | grep -q "egid=[0-9]*($G)" ||
	    not_here "set-group-ID programs do not take effect here"
}

setup() {
	[ -z "${NOT_HERE:-}" ] || skip "$NOT_HERE"
	cd "$BATS_TEST_TMPDIR" || return 1
}

teardown_file() {
	build_for_all_end
	[ -n "${S:-}" ] || return 0
	for u in "${ANN:-}" "${BOB:-}"; do
		[ -z "$u" ] || ! getent passwd "$u" > /dev/null || userdel "$u"
	done
	[ -z "${G:-}" ] || ! getent group "$G" > /dev/null || groupdel "$G"
	rm -rf "$S"
}

# as USER CMD...: run CMD as USER (its groups: users only), in a clean
# environment with its own HOME, the installed tools first on PATH.
as() {
	local u=$1
	shift
	setpriv --reuid="$u" --regid=users --init-groups -- sh -c \
	    'umask 022 && exec "$@"' sh env -i \
	    PATH="$S/usr/bin:/usr/bin:/bin" HOME="$S/$u" LC_ALL=C \
	    XDG_CACHE_HOME="$S/$u/.cache" "$@"
}

# mode_of FILE: its mode in octal, owner and group, "2755 root wkg...".
mode_of() {
	stat -c '%a %U %G' "$1"
}

@test "setgid: make install installs the games' tools 2755 root:GROUP and the folder 2770, the others as before" {
	for t in bag categories deal journal play-typeset score-typeset \
	    shapemash solve spinner steal-check table validate; do
		assert_equal "$t $(mode_of "$S/usr/bin/$t")" "$t 2755 root $G"
	done
	for t in bot dice tally timer words; do
		assert_equal "$t $(mode_of "$S/usr/bin/$t")" "$t 755 root root"
	done
	assert_equal "$(mode_of "$S/games")" "2770 root $G"
	assert_equal "$(mode_of "$S/usr/share/wordkit/standard.wkd")" "644 root root"
}

@test "setgid: players play in the games folder through the tools, and cannot read its files" {
	run as "$ANN" bag new bananagrams -s 5 -i "$S/games/g.yaml"
	assert_success
	run as "$ANN" deal -N ann,bob -i "$S/games/g.yaml"
	assert_success
	run as "$BOB" bag peel -i "$S/games/g.yaml"
	assert_success
	run as "$BOB" bag count -f "$S/games/g.yaml"
	assert_success
	assert_line --regexp '^total [0-9]+'
	run as "$BOB" table -f "$S/games/g.yaml"
	assert_success
	assert_line --regexp '^bunch: [0-9]+ tiles'
	# The files are the group's, whoever made them, and no one else's.
	assert_equal "$(stat -c '%a %G' "$S/games/g.yaml")" "660 $G"
	assert_equal "$(stat -c '%a %G' "$S/games/.g.yaml.journal")" "660 $G"
	for u in "$ANN" "$BOB"; do
		run as "$u" cat "$S/games/g.yaml"
		assert_failure
		assert_output --partial "Permission denied"
		run as "$u" cat "$S/games/.g.yaml.journal"
		assert_failure
		assert_output --partial "Permission denied"
		run as "$u" ls "$S/games"
		assert_failure
	done
	# The journal names each mover by the login that ran the tool.
	run as "$ANN" journal "$S/games/g.yaml"
	assert_success
	assert_equal "${#lines[@]}" 3
	assert_line --index 2 --partial "$BOB"
}

@test "setgid: a game of the games folder keeps its bag and drawn seed from its players" {
	# Before: bag new -i printed the bag in draw order, a move with -f
	# printed the state, and the journal's list the seed drawn: every
	# tile to come, to a player who may not read the file.
	run --separate-stderr as "$ANN" bag new bananagrams -i "$S/games/s.yaml"
	assert_success
	assert_output "bananagrams: 144 tiles"
	seed=$(sed -n 's/^seed: //p' "$S/games/s.yaml")
	[ -n "$seed" ]
	as "$ANN" deal -N ann,bob -i "$S/games/s.yaml"
	run as "$BOB" journal "$S/games/s.yaml"
	assert_success
	assert_line --index 0 --regexp " bag new bananagrams -i $S/games/s\.yaml\$"
	refute_output --partial "$seed"
	run as "$BOB" journal -o json "$S/games/s.yaml"
	assert_success
	assert_output --partial '"bananagrams",'
	refute_output --partial "$seed"
	cp "$S/games/s.yaml" before.yaml
	run --separate-stderr as "$BOB" bag peel -i "$S/games/s.yaml" -o yaml
	assert_equal "$status" 2
	cmp before.yaml "$S/games/s.yaml"
	assert_line --index 0 "error:"
	assert_line --index 2 "  message: \"the game's file is kept from its players (the games group): its state, the bag's order and every hand in it, goes back to its file (-i FILE), never to the standard output\""
	refute_output --partial "bag:"
	run --separate-stderr as "$BOB" bag draw -s 1 -i "$S/games/s.yaml"
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: the state already has a seed of its own (see 'bag --help')"
	# The journal keeps it, so the game replays as it was played.
	run as "$BOB" journal --replay "$S/games/s.yaml"
	assert_success
	assert_output "2 entries replayed: $S/games/s.yaml is what they make"
	# Whoever may read the files sees it.
	run journal "$S/games/s.yaml"
	assert_line --index 0 --partial "bag new bananagrams -i $S/games/s.yaml --seed=$seed"
}

@test "setgid: a move on a game of the games folder is played, never tried with -f" {
	# Before: bob learnt the tile the next draw takes, and the word
	# ann's pick will choose, as often as he liked, playing nothing.
	as "$ANN" bag new shenanigrams -i "$S/games/t.yaml" > /dev/null
	as "$ANN" deal -N ann,bob -i "$S/games/t.yaml" > /dev/null
	cp "$S/games/t.yaml" before.yaml
	run --separate-stderr as "$BOB" bag draw -f "$S/games/t.yaml" -o text
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: the game's file is kept from its players (the games group): a move on it is played with -i $S/games/t.yaml, never tried with -f (see 'bag --help')"
	cmp before.yaml "$S/games/t.yaml"
	as "$ANN" bag new shapemash -i "$S/games/m.yaml" > /dev/null
	as "$ANN" bag draw -i "$S/games/m.yaml" > /dev/null
	run --separate-stderr as "$BOB" shapemash pick -f "$S/games/m.yaml" -o text
	assert_fails_cleanly 2
	assert_equal "$stderr" "shapemash: the game's file is kept from its players (the games group): a move on it is played with -i $S/games/m.yaml, never tried with -f (see 'shapemash --help')"
	# What asks and changes nothing is asked with -f as ever.
	run as "$BOB" bag count -T -f "$S/games/t.yaml"
	assert_success
	assert_output --regexp '^[0-9]+$'
	# The builder picks with -i, and sees the word.
	run as "$ANN" shapemash pick -i "$S/games/m.yaml"
	assert_success
	assert_output --regexp '^[A-Z]+$'
}

@test "setgid: a game made new in the games folder is not shown as YAML or JSON either" {
	# Before: bag new -o yaml -i printed the seed and the bag's order.
	for fmt in yaml json; do
		run --separate-stderr as "$ANN" bag new bananagrams -o "$fmt" -i "$S/games/n$fmt.yaml"
		assert_equal "$status" 2
		assert_output --partial "the game's file is kept from its players"
		refute_output --partial "seed"
		refute_output --regexp 'bag"?: "[A-Z]'
	done
	run --separate-stderr as "$ANN" spinner -u -o json -i "$S/games/sp.yaml"
	assert_equal "$status" 2
	refute_output --partial "seed"
}

@test "setgid: a move on a kept game is made before its answer is shown" {
	# Before: the answer (the tile a PEEL gave) was out before the file
	# changed, and a player who read it and killed the move had seen
	# the bag without playing. Now the move is made first: an answer
	# that cannot be written leaves the move made.
	as "$ANN" bag new bananagrams -s 3 -i "$S/games/w.yaml" > /dev/null
	as "$ANN" deal -N ann,bob -i "$S/games/w.yaml" > /dev/null
	run as "$BOB" bag count -T -f "$S/games/w.yaml"
	left=$output
	run --separate-stderr as "$BOB" sh -c "bag peel -i '$S/games/w.yaml' > /dev/full"
	assert_equal "$status" 2
	assert_equal "$stderr" "bag: write error: No space left on device (the move was made)"
	run as "$BOB" bag count -T -f "$S/games/w.yaml"
	assert_equal "$output" "$(( left - 2 ))"
	# And journalled, as any move made: the replay agrees.
	run as "$BOB" journal --replay "$S/games/w.yaml"
	assert_success
	# A game its players may read keeps the answer first, as ever.
	as "$ANN" bag new bananagrams -s 3 -i "$S/$ANN/o.yaml" > /dev/null
	as "$ANN" deal -N ann,bob -i "$S/$ANN/o.yaml" > /dev/null
	cp "$S/$ANN/o.yaml" before.yaml
	run --separate-stderr as "$ANN" sh -c "bag peel -i '$S/$ANN/o.yaml' > /dev/full"
	assert_equal "$status" 2
	cmp before.yaml "$S/$ANN/o.yaml"
}

@test "setgid: two PEELs called at the same moment on a kept game both answer, one tile each" {
	[ -r /proc/locks ] || skip "no /proc to see who holds and who waits"
	# Before: the second PEEL, told the first had given the tiles, was
	# answered as a move tried with -f: exit 2, "never tried with -f".
	as "$ANN" bag new bananagrams -s 3 -i "$S/games/pp.yaml" > /dev/null
	as "$ANN" deal -N ann,bob -i "$S/games/pp.yaml" > /dev/null
	cp "$S/games/pp.yaml" start.yaml
	hold "$S/games/pp.yaml"
	as "$ANN" bag peel -i "$S/games/pp.yaml" > out.1 2> err.1 & a=$!
	as "$BOB" bag peel -i "$S/games/pp.yaml" > out.2 2> err.2 & b=$!
	# Both bags called, each waiting for the file.
	for _ in $(seq 300); do
		pids=$(pgrep -f "bag peel -i $S/games/pp.yaml" | tr '\n' ' ')
		[ "$(wc -w <<< "$pids")" = 2 ] && break
		sleep 0.02
	done
	# shellcheck disable=SC2086
	pausing $pids
	let_go
	wait_for "$a"
	assert_equal "$status" 0
	wait_for "$b"
	assert_equal "$status" 0
	run cat err.1 err.2
	assert_output ''
	run cat out.1 out.2
	assert_line 'the PEEL called at the same moment already gave everyone a tile'
	for p in ann bob; do
		[[ $(hand $p "$S/games/pp.yaml") == "$(hand $p start.yaml)"[A-Z] ]] ||
		    fail "$p: not one tile more"
	done
}

@test "setgid: an undo on a kept game shakes the bag it puts back, and replays" {
	# Before: bob dumped, saw the three tiles he took, undid, and the bag
	# came back in its order: he knew the tiles to come, as often as he
	# liked.  (A move that drew is not undone there now: a return is.)
	printf '{A: 5, B: 5, C: 5, D: 5, E: 5, F: 5}\n' > "$S/$ANN/t.yaml"
	chmod 644 "$S/$ANN/t.yaml"
	as "$ANN" bag new -D "$S/$ANN/t.yaml" -s 3 -i "$S/games/shake.yaml" > /dev/null
	as "$ANN" deal -N ann,bob -n 3 -i "$S/games/shake.yaml" > /dev/null
	cp "$S/games/shake.yaml" before.yaml
	t=$(sed -n '/name: "bob"/,$ s/^  hand: "\(.\).*/\1/p' before.yaml)
	run as "$BOB" bag return "$t" -p bob -i "$S/games/shake.yaml"
	assert_success
	run as "$BOB" journal --undo -i "$S/games/shake.yaml"
	assert_success
	# All as before but the bag's order; the same tiles in it.
	diff <(grep -v '^bag: ' before.yaml) <(grep -v '^bag: ' "$S/games/shake.yaml")
	old=$(sed -n 's/^bag: "\(.*\)"$/\1/p' before.yaml)
	new=$(sed -n 's/^bag: "\(.*\)"$/\1/p' "$S/games/shake.yaml")
	[ "$old" != "$new" ]
	assert_equal "$(printf '%s' "$new" | fold -w1 | sort | tr -d '\n')" \
	    "$(printf '%s' "$old" | fold -w1 | sort | tr -d '\n')"
	run as "$BOB" journal --replay "$S/games/shake.yaml"
	assert_success
	# A redo puts back the dump as it was made.
	run as "$BOB" journal --redo -i "$S/games/shake.yaml"
	assert_success
	run as "$ANN" journal --replay "$S/games/shake.yaml"
	assert_success
	# So is a deck of cards: a card drawn and undone shows none to come.
	as "$ANN" bag new shapemash -s 3 -i "$S/games/deck.yaml" > /dev/null
	cp "$S/games/deck.yaml" deck0.yaml
	as "$ANN" bag draw -i "$S/games/deck.yaml" > /dev/null
	run as "$ANN" journal --undo -i "$S/games/deck.yaml"
	assert_success
	[ "$(grep '^- \[' deck0.yaml)" != "$(grep '^- \[' "$S/games/deck.yaml")" ]
	assert_equal "$(grep '^- \[' "$S/games/deck.yaml" | sort)" "$(grep '^- \[' deck0.yaml | sort)"
	diff <(grep -v '^- \[' deck0.yaml) <(grep -v '^- \[' "$S/games/deck.yaml")
	run as "$ANN" journal --replay "$S/games/deck.yaml"
	assert_success
}

@test "setgid: an undo of a move that drew on a kept game is refused, the tiles were seen" {
	# Before: the undo shook the bag it put back, so bob dumped, did not
	# like the three tiles, undid and dumped again for three others, as
	# often as he liked.
	as "$ANN" bag new bananagrams -s 3 -i "$S/games/drew.yaml" > /dev/null
	as "$ANN" deal -N ann,bob -i "$S/games/drew.yaml" > /dev/null
	t=$(sed -n '/name: "bob"/,$ s/^  hand: "\(.\).*/\1/p' "$S/games/drew.yaml")
	as "$BOB" bag dump "$t" -p bob -i "$S/games/drew.yaml" > /dev/null
	cp "$S/games/drew.yaml" dumped.yaml
	run --separate-stderr as "$BOB" journal --undo -i "$S/games/drew.yaml"
	assert_fails_cleanly 1
	assert_equal "$stderr" "journal: entry 3 drew tiles, which were seen: in a game kept from its players a move that drew is not undone, to be drawn afresh (rule: drawn-seen)"
	cmp dumped.yaml "$S/games/drew.yaml"
	# Nor two moves back, past it.
	run --separate-stderr as "$BOB" journal --undo 2 -i "$S/games/drew.yaml"
	assert_fails_cleanly 1
	cmp dumped.yaml "$S/games/drew.yaml"
	# A draw into a hand of a game of one's own set, the same.
	printf '{A: 5, B: 5, C: 5, D: 5, E: 5, F: 5}\n' > "$S/$ANN/t.yaml"
	chmod 644 "$S/$ANN/t.yaml"
	as "$ANN" bag new -D "$S/$ANN/t.yaml" -s 3 -i "$S/games/own.yaml" > /dev/null
	as "$ANN" deal -N ann,bob -n 3 -i "$S/games/own.yaml" > /dev/null
	as "$ANN" bag draw -t ann -i "$S/games/own.yaml" > /dev/null
	run --separate-stderr as "$ANN" journal --undo -i "$S/games/own.yaml"
	assert_fails_cleanly 1
	assert_equal "$stderr" "journal: entry 3 drew tiles, which were seen: in a game kept from its players a move that drew is not undone, to be drawn afresh (rule: drawn-seen)"
}

@test "setgid: a file named with -d, --grid or -D is read with the caller's rights only" {
	as "$ANN" bag new bananagrams -s 5 -i "$S/games/d.yaml"
	# The game file itself, which the tools may read and the caller not.
	run --separate-stderr as "$ANN" validate -d "$S/games/d.yaml" cat
	assert_fails_cleanly 2
	assert_equal "$stderr" "validate: cannot open dictionary '$S/games/d.yaml': Permission denied"
	run --separate-stderr as "$ANN" validate --grid "$S/games/d.yaml"
	assert_fails_cleanly 2
	assert_equal "$stderr" "validate: cannot open '$S/games/d.yaml': Permission denied"
	run --separate-stderr as "$ANN" bag new -D "$S/games/d.yaml" -s 1
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: cannot open '$S/games/d.yaml': Permission denied"
	# A file of the caller's own is read as ever.
	printf 'zzxq\ncat\n' > "$S/$ANN/list.txt"
	run as "$ANN" validate -d "$S/$ANN/list.txt" zzxq cat
	assert_success
	# ... and the game through -f, as the tools may read it.
	run as "$ANN" bag count -f "$S/games/d.yaml"
	assert_success
}

@test "setgid: the environment chooses no data, dictionary or cache of a set-group-ID tool" {
	mkdir -p "$S/$ANN/data"
	printf 'zzxq\n' > "$S/$ANN/list.txt"
	words compile "$S/$ANN/list.txt" "$S/$ANN/data/standard.wkd"
	chown -R "$ANN" "$S/$ANN"
	# The build's tools, which run with their caller's rights, take them.
	run as "$ANN" env WORDKIT_DATADIR="$S/$ANN/data" "$BUILD/bin/validate" zzxq
	assert_success
	run as "$ANN" env WORDKIT_DICT="$S/$ANN/list.txt" "$BUILD/bin/validate" zzxq
	assert_success
	[ -d "$S/$ANN/.cache/wordkit" ]
	rm -rf "$S/$ANN/.cache"
	# The installed ones do not: zzxq is no word of theirs.
	run as "$ANN" env WORDKIT_DATADIR="$S/$ANN/data" validate zzxq
	assert_failure
	run as "$ANN" env WORDKIT_DICT="$S/$ANN/list.txt" validate zzxq
	assert_failure
	# A list named with -d is compiled in memory, never cached in HOME.
	run as "$ANN" validate -d "$S/$ANN/list.txt" zzxq
	assert_success
	run as "$ANN" env -u XDG_CACHE_HOME validate -d "$S/$ANN/list.txt" zzxq
	assert_success
	[ ! -e "$S/$ANN/.cache" ]
}

@test "setgid: a game made outside the games folder stays its maker's, not the group's" {
	run as "$ANN" bag new bananagrams -s 1 -i "$S/$ANN/solo.yaml"
	assert_success
	assert_equal "$(stat -c '%a %U %G' "$S/$ANN/solo.yaml")" "644 $ANN users"
	assert_equal "$(stat -c '%a %U %G' "$S/$ANN/.solo.yaml.journal")" "644 $ANN users"
	# So another player's tools may not change it.
	run --separate-stderr as "$BOB" deal -N ann,bob -i "$S/$ANN/solo.yaml"
	assert_equal "$status" 2
	assert_regex "$stderr" "cannot write '$S/$ANN/solo.yaml': "
}

@test "setgid: journal --replay works in the games folder, with no TMPDIR of the caller's" {
	printf '{A: 20, E: 20, S: 4}\n' > "$S/$ANN/tiles.yaml"
	chown "$ANN" "$S/$ANN/tiles.yaml"
	chmod 600 "$S/$ANN/tiles.yaml"
	as "$ANN" bag new -D "$S/$ANN/tiles.yaml" -s 1 -i "$S/games/r.yaml"
	as "$ANN" deal -N ann,bob -n 2 -i "$S/games/r.yaml"
	as "$BOB" bag peel -i "$S/games/r.yaml"
	# bob may not read ann's tiles.yaml: the replay gives its tools
	# what the journal kept of it.
	run --separate-stderr as "$BOB" env TMPDIR=/nonexistent journal --replay "$S/games/r.yaml"
	assert_success
	assert_output "3 entries replayed: $S/games/r.yaml is what they make"
	run ls -A "$S/games"
	refute_output --partial replay
}

@test "setgid: journal --replay shows no process list the seed a move drew, nor its words" {
	# A replay ran a move that drew its seed with --seed=SEED on its
	# command line, which every user of the system reads in
	# /proc/PID/cmdline (ps): the seed of a kept game, every hand and
	# every tile to come, for anyone who replayed it.
	strace -o /dev/null true 2> /dev/null || skip "strace cannot trace here"
	as "$ANN" bag new bananagrams -i "$S/games/p.yaml" > /dev/null
	as "$ANN" deal -N ann="$ANN",bob="$BOB" -i "$S/games/p.yaml" > /dev/null
	seed=$(sed -n 's/^seed: //p' "$S/games/p.yaml")
	[ -n "$seed" ]
	run strace -f -s 4096 -o trace.txt -e trace=execve,execveat -u "$BOB" \
	    env -i PATH="$S/usr/bin:/usr/bin:/bin" HOME="$S/$BOB" LC_ALL=C \
	    journal --replay "$S/games/p.yaml"
	assert_success
	assert_output "2 entries replayed: $S/games/p.yaml is what they make"
	# The moves were run again, and none was given the seed to see, nor
	# its words ("bag new bananagrams -i FILE"): "..." for each.
	run grep -c -F '["bag", "...", "...", "...", "..."]' trace.txt
	assert_output 1
	run grep -c -F '["deal", "...",' trace.txt
	assert_output 1
	run grep -c -e "$seed" -e '"new"' -e '"-N"' trace.txt
	assert_output 0
}

@test "setgid: journal --replay runs only tools set-group-ID to the games group" {
	as "$ANN" bag new bananagrams -s 3 -i "$S/games/e.yaml"
	as "$ANN" deal -N ann,bob -i "$S/games/e.yaml"
	# A journal of the group's beside a bag of a player's own.
	mkdir -m 755 "$S/evil"
	ln "$S/usr/bin/journal" "$S/evil/journal"
	printf '#!/bin/sh\ntouch %s/ran\n' "$S/evil" > "$S/evil/deal"
	cp "$S/evil/deal" "$S/evil/bag"
	chmod 755 "$S/evil/deal" "$S/evil/bag"
	chown "$BOB" "$S/evil" "$S/evil/deal" "$S/evil/bag"
	run --separate-stderr as "$BOB" "$S/evil/journal" --replay "$S/games/e.yaml"
	assert_fails_cleanly 2
	assert_equal "$stderr" "journal: cannot replay with '$S/evil/bag': it is not set-group-ID to '$G', the group this journal runs with"
	[ ! -e "$S/evil/ran" ]
}

# waiting_on TOOL FILE: wait (five seconds at most) until bob's TOOL has
# FILE open, as a move waiting for its lock has.
waiting_on() {
	local i p
	for i in $(seq 100); do
		for p in $(pgrep -u "$BOB" -x "$1"); do
			readlink /proc/"$p"/fd/* 2> /dev/null | grep -qx "$2" &&
			    return 0
		done
		sleep 0.05
	done
	return 1
}

@test "setgid: a link turned to a kept game while a move waits shows nothing of it" {
	# Before: whether the game was kept from the player was asked of its
	# name before the move held it.  A link of the player's own, to a
	# game of theirs that another held, was turned to a game of the
	# folder while the move waited: the move held that game and wrote
	# its state, every hand in it, to the player's file; and the journal
	# listed its seed.
	as "$ANN" bag new bananagrams -i "$S/games/k.yaml" > /dev/null
	as "$ANN" deal -N ann="$ANN",bob="$BOB" -i "$S/games/k.yaml" > /dev/null
	hand=$(sed -n '/login: "'"$ANN"'"/,/hand/ s/^  hand: "\(.*\)"$/\1/p' "$S/games/k.yaml")
	seed=$(sed -n 's/^seed: //p' "$S/games/k.yaml")
	[ -n "$hand" ] && [ -n "$seed" ]
	as "$BOB" bag new bananagrams -s 1 -i "$S/$BOB/own.yaml" > /dev/null
	as "$BOB" ln -s own.yaml "$S/$BOB/l"
	exec 9< "$S/$BOB/own.yaml"
	flock 9
	as "$BOB" sh -c "cd '$S/$BOB' && exec bag peel -W 10 -i l -o yaml > out.yaml 2> err" 9<&- &
	pid=$!
	waiting_on bag "$S/$BOB/own.yaml"
	as "$BOB" ln -sfn "$S/games/k.yaml" "$S/$BOB/l"
	exec 9<&-
	rc=0
	wait "$pid" || rc=$?
	assert_equal "$rc" 2
	run cat "$S/$BOB/err"
	assert_output --partial "the game's file is kept from its players"
	run cat "$S/$BOB/out.yaml"
	refute_output --partial "$hand"
	refute_output --partial "$seed"
	# And the journal's list, which names the seed of a game not kept.
	as "$BOB" ln -sfn own.yaml "$S/$BOB/l"
	exec 9< "$S/$BOB/own.yaml"
	flock 9
	as "$BOB" sh -c "cd '$S/$BOB' && exec journal -W 10 l > list 2>&1" 9<&- &
	pid=$!
	waiting_on journal "$S/$BOB/own.yaml"
	as "$BOB" ln -sfn "$S/games/k.yaml" "$S/$BOB/l"
	exec 9<&-
	wait "$pid"
	run cat "$S/$BOB/list"
	assert_line --index 0 --partial "$ANN  bag new ..."
	refute_output --partial "$seed"
}

@test "setgid: a folder turned to the games folder after the game is held shows no journal of it" {
	# Before: the journal was opened by its path once the game was
	# held.  A folder of the player's own, swapped again and again
	# with a link to the games folder, turned that path to the journal
	# of the folder's game of the same name: its list named the seed
	# drawn for it, which makes every tile known.  The swaps rest 0.2 ms
	# apart, to leave the processors to the rest of the suite: so they
	# still caught it, in about a second, with the tools of a449bf1~1.
	command -v python3 > /dev/null || skip "no python3 here"
	as "$ANN" bag new bananagrams -i "$S/games/x.yaml" > /dev/null
	as "$ANN" deal -N ann="$ANN",bob="$BOB" -i "$S/games/x.yaml" > /dev/null
	seed=$(sed -n 's/^seed: //p' "$S/games/x.yaml")
	mkdir "$S/$BOB/d"
	ln -s "$S/games" "$S/$BOB/s"
	chown -h "$BOB" "$S/$BOB/d" "$S/$BOB/s"
	as "$BOB" bag new bananagrams -s 1 -i "$S/$BOB/d/x.yaml" > /dev/null
	cat > "$S/$BOB/race.py" <<'PY'
import ctypes, os, subprocess, sys, time
d, s, game, seed = sys.argv[1:5]
libc = ctypes.CDLL(None, use_errno=True)
pid = os.fork()
if pid == 0:
    while True:
        libc.renameat2(-100, d.encode(), -100, s.encode(), 2)
        time.sleep(0.0002)
end = time.monotonic() + 5
while time.monotonic() < end:
    r = subprocess.run(["journal", game], capture_output=True, text=True)
    if seed in r.stdout:
        print("seen:", r.stdout)
        break
os.kill(pid, 9)
PY
	run as "$BOB" python3 "$S/$BOB/race.py" "$S/$BOB/d" "$S/$BOB/s" \
	    "$S/$BOB/d/x.yaml" "$seed"
	refute_output --partial "seen:"
}

@test "setgid: a folder turned to the games folder while a move is written writes nothing there" {
	# Before: once the game was held, a move wrote its temporary file
	# beside it and renamed it over it, kept the journal of an earlier
	# game of its name (link, unlink), and journal --replay made its
	# folder beside it, all by paths made from the game's.  A folder of
	# the player's own, swapped again and again with a link to the
	# games folder, turned those paths to the games folder: the
	# player's state took the place of a game there that they may not
	# change, nor read, and their files were left there.  The swaps
	# rest 0.2 ms apart; so they still caught it, in about a second,
	# with the tools of f909a8e~1.
	command -v python3 > /dev/null || skip "no python3 here"
	install -d -m 2770 -o root -g "$G" "$S/kept"
	for g in y w; do
		as "$ANN" bag new bananagrams -i "$S/kept/$g.yaml" > /dev/null
		as "$ANN" deal -N ann="$ANN" -i "$S/kept/$g.yaml" > /dev/null
	done
	# No player may change them, by any name.
	chmod 440 "$S/kept/y.yaml" "$S/kept/w.yaml"
	mkdir "$S/$BOB/e"
	ln -s "$S/kept" "$S/$BOB/t"
	chown -h "$BOB" "$S/$BOB/e" "$S/$BOB/t"
	for g in y z; do
		as "$BOB" bag new bananagrams -s 1 -i "$S/$BOB/e/$g.yaml" > /dev/null
	done
	# Not bob's to replace: ann's game, which bob plays no player of.
	run --separate-stderr as "$BOB" bag new bananagrams -s 2 -F \
	    -i "$S/$BOB/t/y.yaml"
	assert_equal "$status" 1
	[[ $stderr == *"(rule: not-a-player)" ]] || fail "$stderr"
	cat > race.py <<'PY'
import ctypes, os, pwd, grp, subprocess, sys, time
d, s, kept, user, path = sys.argv[1:6]
pw = pwd.getpwnam(user)
gid = grp.getgrnam("users").gr_gid
def files():
    return {n: (st.st_ino, st.st_mtime_ns, st.st_size) for n in
            os.listdir(kept) for st in [os.lstat(os.path.join(kept, n))]}
def as_user():
    os.setgroups([gid])
    os.setresgid(gid, gid, gid)
    os.setresuid(pw.pw_uid, pw.pw_uid, pw.pw_uid)
    os.umask(0o22)
env = {"PATH": path, "HOME": pw.pw_dir, "LC_ALL": "C"}
# The state replaced; the replay's folder; a game made anew, whose old
# journal is kept (rm, as the player, cannot reach the games folder).
moves = [["bag", "new", "bananagrams", "-s", "3", "-F", "-i", d + "/y.yaml"],
         ["journal", "--replay", d + "/z.yaml"],
         ["sh", "-c", 'rm -f "$1" && exec bag new bananagrams -s 1 -i "$1"',
          "sh", d + "/w.yaml"]]
before = files()
libc = ctypes.CDLL(None, use_errno=True)
pid = os.fork()
if pid == 0:
    while True:
        libc.renameat2(-100, d.encode(), -100, s.encode(), 2)
        time.sleep(0.0002)
end, n = time.monotonic() + 5, 0
while time.monotonic() < end:
    subprocess.run(moves[n % len(moves)], env=env, preexec_fn=as_user,
                   cwd=pw.pw_dir, capture_output=True)
    n += 1
    if files() != before:
        print("written:", moves[(n - 1) % len(moves)][0:2], before, files())
        break
os.kill(pid, 9)
os.waitpid(pid, 0)
PY
	run python3 race.py "$S/$BOB/e" "$S/$BOB/t" "$S/kept" "$BOB" \
	    "$S/usr/bin:/usr/bin:/bin"
	refute_output --partial "written:"
}

@test "setgid: a move on a game of the games folder asks if it is kept with no change of IDs" {
	# Since e74e4c8 whether the game is kept from the player was asked
	# by opening its name with the player's rights, twice a move: four
	# changes of IDs each, some twenty system calls with musl's, where
	# b1b9078 asked access(2) once, one call.  The player, who may not
	# read the name, is answered as access(2) says, without an open.
	strace -o /dev/null true 2> /dev/null || skip "strace cannot trace here"
	as "$ANN" bag new bananagrams -s 5 -i "$S/games/i.yaml" > /dev/null
	as "$ANN" deal -N ann,bob -i "$S/games/i.yaml" > /dev/null
	# strace -u: the tool runs as the player, set-group-ID still.
	run strace -f -o trace.txt -e trace=setresgid,setresuid,setgid,setuid,setregid,setreuid \
	    -u "$BOB" env -i PATH="$S/usr/bin:/usr/bin:/bin" HOME="$S/$BOB" \
	    LC_ALL=C bag peel -i "$S/games/i.yaml"
	assert_success
	run grep -c 'set[a-z]*id(' trace.txt
	assert_output 0
	# What the player may read is still asked of the file opened.
	run as "$BOB" bag draw -f "$S/games/i.yaml" -o text
	assert_failure 2
	assert_output --partial "the game's file is kept from its players"
}

@test "setgid: who typed a kept game's seed is dealt into it by nobody (typed-seed)" {
	# Before: a player made a game of the folder with -s and dealt
	# themselves in: they knew the bag's order, every hand and every
	# tile to come, and their co-players could not tell.
	# A seed no clock, path or login holds by chance (42 did, at 18:42).
	as "$ANN" bag new bananagrams -s 8675309123 -i "$S/games/ts.yaml" > /dev/null
	before=$(cat "$S/games/ts.yaml")
	for u in "$ANN" "$BOB"; do
		run --separate-stderr as "$u" deal -N ann="$ANN",bob="$BOB" \
		    -i "$S/games/ts.yaml"
		assert_failure 1
		assert_equal "$stderr" "deal: $ANN typed this game's seed, which gives every hand and every tile to come, and may not play ann: give that player another login, or make the game without -s (rule: typed-seed)"
		assert_output ""
	done
	assert_equal "$(cat "$S/games/ts.yaml")" "$before"
	# Dealt to the others, it is played; every player sees who typed
	# the seed, and nobody the seed.
	run as "$BOB" deal -N bob="$BOB" -i "$S/games/ts.yaml"
	assert_success
	for u in "$ANN" "$BOB"; do
		run as "$u" table -f "$S/games/ts.yaml"
		assert_success
		assert_line "seed typed by $ANN"
		refute_output --partial 8675309123
	done
	run as "$BOB" table -f "$S/games/ts.yaml" -o json
	assert_success
	assert_output --partial "\"seed_typed_by\": \"$ANN\""
	run as "$BOB" journal "$S/games/ts.yaml"
	assert_success
	assert_line --index 0 --regexp "^   1  .*  $ANN  bag new \.\.\.  \(seed typed\)$"
	assert_line --index 1 --regexp "^   2  .*  $BOB  deal -N bob=$BOB -i .*ts\.yaml$"
	run as "$BOB" journal "$S/games/ts.yaml" -o json
	assert_success
	assert_output --partial '"seed_typed": true'
	refute_output --partial 8675309123
	# Each replays the game as it was made, the typer kept.
	for u in "$ANN" "$BOB"; do
		run as "$u" journal --replay "$S/games/ts.yaml"
		assert_success
	done
}

@test "setgid: a seed typed by one who plays none of the game's players deals as before" {
	# A tournament director gives every table the same deals.
	as root bag new bananagrams -s 42 -i "$S/games/td.yaml" > /dev/null
	run as "$ANN" deal -N ann="$ANN",bob="$BOB" -i "$S/games/td.yaml"
	assert_success
	assert_line "bob 21 tiles"
	run as "$BOB" table -f "$S/games/td.yaml"
	assert_success
	assert_line "seed typed by root"
	run as "$BOB" journal --replay "$S/games/td.yaml"
	assert_success
	# A game made without -s: no typer, dealt to its maker as before.
	as "$ANN" bag new bananagrams -i "$S/games/nt.yaml" > /dev/null
	run as "$ANN" deal -N ann="$ANN",bob="$BOB" -i "$S/games/nt.yaml"
	assert_success
	run as "$ANN" table -f "$S/games/nt.yaml"
	assert_success
	refute_output --partial "seed typed"
	run as "$BOB" journal "$S/games/nt.yaml"
	assert_success
	refute_output --partial "seed typed"
	# Outside the games folder nothing changes: the game is its maker's
	# to read, seed and all.
	as "$ANN" bag new bananagrams -s 42 -i "$S/$ANN/ts.yaml" > /dev/null
	run as "$ANN" deal -N ann="$ANN",bob="$BOB" -i "$S/$ANN/ts.yaml"
	assert_success
	run grep -c seed_typed_by "$S/$ANN/ts.yaml"
	assert_output 0
	run as "$ANN" table -f "$S/$ANN/ts.yaml"
	refute_output --partial "seed typed"
}

@test "setgid: a seed typed to deal a kept game that had none binds no login to its typer" {
	# A state with no seed, put in the folder by root: deal -s types it.
	printf 'game: "bananagrams"\nbag: "%s"\n' \
	    "$(printf 'AEIOUBCDRST%.0s' $(seq 6))" > "$S/games/ns.yaml"
	chgrp "$G" "$S/games/ns.yaml"
	chmod 660 "$S/games/ns.yaml"
	run --separate-stderr as "$BOB" deal -N ann="$ANN",bob="$BOB" -n 3 -s 9 \
	    -i "$S/games/ns.yaml"
	assert_failure 1
	assert_equal "$stderr" "deal: $BOB typed this game's seed, which gives every hand and every tile to come, and may not play bob: give that player another login, or make the game without -s (rule: typed-seed)"
	run grep -c '^seed' "$S/games/ns.yaml"
	assert_output 0
	run as "$BOB" deal -N ann="$ANN" -n 3 -s 9 -i "$S/games/ns.yaml"
	assert_success
	run as "$ANN" table -f "$S/games/ns.yaml"
	assert_success
	assert_line "seed typed by $BOB"
}

@test "setgid: a spinner's session with a typed seed stays a session" {
	# No deal comes to a session: it records no typer, which would make
	# it a state of no game that spinner -u no longer reads as its own.
	run as "$ANN" spinner -u -n 2 -s 5 -i "$S/games/ss.yaml"
	assert_success
	run as "$ANN" spinner -u -n 2 -i "$S/games/ss.yaml"
	assert_success
	run grep -c seed_typed_by "$S/games/ss.yaml"
	assert_output 0
}

@test "setgid: the category game binds no login to the user who typed its seed" {
	run --separate-stderr as "$ANN" categories new -N ann="$ANN",bob="$BOB" \
	    -s 7 -i "$S/games/cs.yaml"
	assert_failure 1
	assert_equal "$stderr" "categories: $ANN typed this game's seed, which gives every hand and every tile to come, and may not play ann: give that player another login, or make the game without -s (rule: typed-seed)"
	[ ! -s "$S/games/cs.yaml" ]
	run as "$ANN" categories new -N bob="$BOB",cy -s 7 -i "$S/games/cs.yaml"
	assert_failure 2
	run as "$BOB" categories new -N bob="$BOB",cy="$ANN" -s 7 \
	    -i "$S/games/cs.yaml"
	assert_failure 1
	assert_output --partial "(rule: typed-seed)"
	run as "$BOB" categories new -N ann="$ANN",bob="$BOB" -i "$S/games/cs.yaml"
	assert_success
	# Made by one who plays none of them, it is played and names them.
	as root categories new -N ann="$ANN",bob="$BOB" -s 7 -i "$S/games/cr.yaml" > /dev/null
	run as "$ANN" table -f "$S/games/cr.yaml"
	assert_success
	assert_line "seed typed by root"
	# And so a Shapemash deck.
	as root bag new shapemash -s 3 -i "$S/games/sm.yaml" > /dev/null
	run as "$ANN" deal -N ann="$ANN",bob="$BOB" -i "$S/games/sm.yaml"
	assert_success
	run --separate-stderr as "$BOB" table -f "$S/games/sm.yaml"
	assert_success
	assert_line "seed typed by root"
	as "$ANN" bag new shapemash -s 3 -F -i "$S/games/sm.yaml" > /dev/null
	run --separate-stderr as "$BOB" deal -N ann="$ANN",bob="$BOB" -i "$S/games/sm.yaml"
	assert_failure 1
	assert_equal "$stderr" "deal: $ANN typed this game's seed, which gives every hand and every tile to come, and may not play ann: give that player another login, or make the game without -s (rule: typed-seed)"
}

@test "setgid: a move that typed the seed and dealt is replayed by the players it dealt in" {
	# Before: the replay ran the move as the replaying player, who was
	# recorded as its typer, and a deal binding them was refused:
	# "move 1 exits 1 when replayed: ... (rule: typed-seed)".
	as root categories new -N ann="$ANN",bob="$BOB" -s 7 -i "$S/games/rc.yaml" > /dev/null
	printf 'game: "bananagrams"\nbag: "%s"\n' \
	    "$(printf 'AEIOUBCDRST%.0s' $(seq 6))" > "$S/games/rd.yaml"
	chgrp "$G" "$S/games/rd.yaml"
	chmod 660 "$S/games/rd.yaml"
	as "$BOB" deal -N ann="$ANN" -n 3 -s 9 -i "$S/games/rd.yaml" > /dev/null
	for g in rc rd; do
		for u in "$ANN" "$BOB" root; do
			run as "$u" journal --replay "$S/games/$g.yaml"
			assert_success
			assert_output "1 entry replayed: $S/games/$g.yaml is what they make"
		done
	done
	# The replay names the move's user, not the replaying one.
	run as "$ANN" table -f "$S/games/rd.yaml"
	assert_line "seed typed by $BOB"
	# Given by hand for a game itself, the move's user is passed over.
	as "$ANN" env WORDKIT_REPLAY_STATE="$S/games/ru.yaml" \
	    WORDKIT_REPLAY_USER="$BOB" bag new bananagrams -s 3 \
	    -i "$S/games/ru.yaml" > /dev/null
	run as "$BOB" table -f "$S/games/ru.yaml"
	assert_line "seed typed by $ANN"
}

@test "setgid: a seed is chosen in secret through no replay's variables" {
	# Before: WORDKIT_REPLAY_STATE naming the game and
	# WORDKIT_REPLAY_SEED gave a move the seed a replay gives, typed on
	# no command line: the journal listed it neither typed nor drawn.
	as "$ANN" env WORDKIT_REPLAY_STATE="$S/games/rs.yaml" \
	    WORDKIT_REPLAY_SEED=42 bag new bananagrams -i "$S/games/rs.yaml" > /dev/null
	run grep -cx 'seed: 42' "$S/games/rs.yaml"
	assert_output 0
	run as "$ANN" journal --replay "$S/games/rs.yaml"
	assert_success
}

@test "setgid: make uninstall takes the tools away, and leaves the group and the games" {
	as "$ANN" bag new bananagrams -s 5 -i "$S/games/u.yaml"
	run make_here uninstall
	assert_success
	[ ! -e "$S/usr/bin/bag" ]
	[ ! -e "$S/usr/share/wordkit" ]
	getent group "$G"
	[ -f "$S/games/u.yaml" ]
	assert_equal "$(mode_of "$S/games")" "2770 root $G"
}
