#!/usr/bin/env bats
# What a co-player's file can do to a player (wordkit-state(5), "Files and
# concurrency" and "Playing with people you do not trust"): nothing to the
# player's terminal, files or tools.  The tests that need other users run
# them as root does in CI, with setpriv(1) and numeric IDs that need no
# entry in /etc/passwd: ann 2001 and bob 2002, both in the group users.
bats_require_minimum_version 1.5.0
load test_helper

ANN=2001
BOB=2002

# as UID CMD...: run CMD as user UID, in the group users only.
as() {
	local uid=$1
	shift
	setpriv --reuid="$uid" --regid=100 --groups=100 -- "$@"
}

# need_root: skip a test that acts as other users where it cannot.
need_root() {
	[ "$(id -u)" = 0 ] || skip "needs root to act as other users"
}

# shared MODE: a directory under /tmp that the test's users can reach,
# root:users MODE, made the current directory (BATS_TEST_TMPDIR is root's
# alone); teardown removes it.
shared() {
	SHARED=$(mktemp -d /tmp/wk-untrusted.XXXXXX)
	chgrp users "$SHARED"
	chmod "$1" "$SHARED"
	cd "$SHARED" || return 1
}

setup_file() {
	[ "$(id -u)" != 0 ] || build_for_all
}

teardown_file() {
	build_for_all_end
}

teardown() {
	[ -z "${HOLDER:-}" ] || holder_end
	[ -z "${SHARED:-}" ] || rm -rf "$SHARED"
}

# no_control: the last run's stdout and stderr hold no control character
# but newlines and tabs.
no_control() {
	! printf '%s%s' "$output" "${stderr:-}" | LC_ALL=C grep -q $'[\x01-\x08\x0b-\x1f\x7f]' ||
	    fail "a control character reached the terminal: $(printf '%s\n%s' "$output" "${stderr:-}" | od -c | head)"
}

@test "untrusted: a turn, a lang and an ability from a file are shown escaped" {
	printf 'game: "bananagrams"\nlang: "\\e[2J"\nbag: "AB"\n' > l.yaml
	run --separate-stderr bag count -f l.yaml
	assert_equal "$status" 2
	no_control
	assert_equal "${stderr%%: not one of*}" "bag: l.yaml:2:7: unknown language '\\e[2J'"
	printf 'game: "shenanigrams"\nbag: "AB"\nturn: "\\e]52;c;aGk=\\a"\nplayers:\n- name: "ann"\n  hand: "A"\n' > t.yaml
	run --separate-stderr steal-check -f t.yaml pass
	assert_equal "$status" 2
	no_control
	assert_equal "$stderr" "steal-check: t.yaml:3:7: 'turn' names '\\e]52;c;aGk=\\a', who is not a player"
	bag new typeset -s 3 | deal -N ann | play-typeset start > ty.yaml
	sed -i 's/^ability: .*/ability: "\\e[2Jx"/' ty.yaml
	run --separate-stderr play-typeset draw -f ty.yaml
	assert_equal "$status" 2
	no_control
	assert_regex "$stderr" "unknown ability '\\\\e\\[2Jx'"
}

@test "untrusted: a byte order mark and a decomposed accent are shown as escapes" {
	printf 'game: "bananagrams"\nbag: "\\uFEFFB"\n' > b.yaml
	run --separate-stderr bag count -f b.yaml
	assert_equal "$status" 2
	assert_equal "$stderr" "bag: b.yaml:2:6: 'bag' holds '\\u{FEFF}' (character 1), not a tile: tiles are A-Z or ?"
	# A control character is shown as its escape, not as '?' (a tile).
	printf 'game: "bananagrams"\nbag: "\\eB\\aC"\n' > c.yaml
	run --separate-stderr bag count -f c.yaml
	assert_equal "$status" 2
	assert_equal "$stderr" "bag: c.yaml:2:6: 'bag' holds '\\e' (character 1), not a tile: tiles are A-Z or ?"
	printf 'rows: ["C\\eT"]\n' > m.yaml
	run --separate-stderr score-typeset m.yaml
	assert_equal "$status" 2
	assert_equal "$stderr" "score-typeset: m.yaml:1:10: row 1: '\\e' is not a letter (A-Z, a-z for a wild, _ for a blank)"
	# A "no" quoting a name from the file, as the flow says it.
	printf 'game: "bananagrams"\nbag: "ABCDE"\nplayers:\n- name: "zoe\\u0301"\n  hand: "A"\n' > z.yaml
	run --separate-stderr bag dump B -p $'zoe\xcc\x81' -f z.yaml
	assert_equal "$status" 1
	assert_equal "$stderr" "bag: zoe\\u{301} has no 'B' to dump (rule: not-held)"
	# Letters of UTF-8 are letters: nothing changes for them.
	printf 'game: "bananagrams"\nbag: "ABCDE"\nplayers:\n- name: "zoë"\n  hand: "A"\n' > z.yaml
	run --separate-stderr bag dump B -p zoë -f z.yaml
	assert_equal "$stderr" "bag: zoë has no 'B' to dump (rule: not-held)"
}

@test "untrusted: a text answer shows a file's control characters escaped, its lines kept" {
	printf 'name: "x\\e]52;c;aGk=\\ay"\nrows: [CAT]\nerrors: 0\n' > m.yaml
	run --separate-stderr score-typeset m.yaml
	assert_success
	no_control
	assert_equal "${lines[0]}" 'x\e]52;c;aGk=\ay'
	printf 'cat\nca\033[2Jt\ndog\n\xef\xbb\xbfcat\n' > words.txt
	run --separate-stderr validate < words.txt
	assert_equal "$status" 1
	no_control
	assert_output "$(printf '%s\n' 'ca\e[2Jt' '\u{FEFF}cat')"
}

@test "untrusted: -o json and -o yaml write a file's C1 controls and bidi marks as escapes" {
	# A note a co-player added to the state (a key no tool owns passes
	# through): CSI as one C1 byte, a bidi override, a zero-width space.
	printf 'game: "bananagrams"\nbag: "ABCDE"\nnote: "a\\x9B2J\\u202Eb\\u200Bzo\\u00EB"\nplayers:\n- name: "ann"\n  hand: "A"\n' > n.yaml
	run --separate-stderr bag peel -s 1 -o json < n.yaml
	assert_success
	! printf '%s' "$output" | LC_ALL=C grep -q $'\xc2\x9b\|\xe2\x80\xae\|\xe2\x80\x8b' ||
	    fail "a C1 control or a bidi mark reached the terminal: $output"
	assert_line '  "note": "a\u009b2J\u202eb\u200bzoë"'
	# Read back, the note is what it was.
	run bash -c 'bag peel -s 1 -o json < n.yaml | bag count -o json > /dev/null &&
	    bag peel -s 1 -o json < n.yaml | jq -j .note | od -An -tx1'
	assert_success
	assert_equal "$(echo $output)" "61 c2 9b 32 4a e2 80 ae 62 e2 80 8b 7a 6f c3 ab"
	run --separate-stderr bag peel -s 1 -o yaml < n.yaml
	assert_success
	! printf '%s' "$output" | LC_ALL=C grep -q $'\xc2\x9b\|\xe2\x80\xae\|\xe2\x80\x8b' ||
	    fail "a C1 control or a bidi mark reached the terminal: $output"
	assert_line 'note: "a\x9B2J\u202Eb\u200Bzo\xEB"'
	run bash -c 'bag peel -s 1 -o yaml < n.yaml | bag peel -o json | jq -j .note | od -An -tx1'
	assert_success
	assert_equal "$(echo $output)" "61 c2 9b 32 4a e2 80 ae 62 e2 80 8b 7a 6f c3 ab"
	# A state with nothing to escape keeps its letters as they are.
	printf 'game: "bananagrams"\nbag: "ABCDE"\nnote: "zoë"\nplayers:\n- name: "ann"\n  hand: "A"\n' > z.yaml
	run bag peel -s 1 -o yaml < z.yaml
	assert_line 'note: "zoë"'
}

# holder UID FILE: UID holds a shared lock on FILE, as anyone who may read
# it can (flock -s FILE sleep): $HOLDER is its process, once it holds it.
holder() {
	setpriv --reuid="$1" --regid=100 --groups=100 -- \
	    flock -s -o "$2" sleep 1000 > /dev/null 2>&1 &
	HOLDER=$!
	for _ in $(seq 100); do
		grep -q "FLOCK .* $HOLDER " /proc/locks && return
		sleep 0.1
	done
	fail "the lock on $2 was not taken"
}

# stopped PID: wait until PID is stopped, as a signal is taken when the
# process is next run, not when kill returns.
stopped() {
	for _ in $(seq 100); do
		grep -q '^State:.T' "/proc/$1/status" && return
		sleep 0.1
	done
	fail "process $1 did not stop"
}

# holder_end: end the holder and the sleep it runs.
holder_end() {
	local kids
	kids=$(ps -o pid= --ppid "$HOLDER" || true)
	kill -KILL $kids "$HOLDER" 2>/dev/null || true
	wait "$HOLDER" 2>/dev/null || true
	HOLDER=
}

@test "untrusted: a lock held by a reader is waited for a bounded time, naming who holds it" {
	need_root
	shared 2775
	bag new shenanigrams -s 1 | deal -N ann,bob > g.yaml
	chown $ANN:users g.yaml
	chmod 0644 g.yaml
	cp g.yaml before.yaml
	holder $BOB g.yaml
	# Not a terminal: before, nothing was said and the move waited for ever.
	run --separate-stderr as $ANN timeout 60 bag draw -i g.yaml --to ann -W 1
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: cannot hold 'g.yaml': process $HOLDER of user $BOB (flock -s -o g.yaml sleep 1000) has held it for 1 second; nothing done (-W SECONDS waits longer)"
	cmp g.yaml before.yaml
	# A stopped holder is said to be; -W 0 does not wait at all.
	kill -STOP "$HOLDER"
	stopped "$HOLDER"
	run --separate-stderr as $ANN timeout 60 steal-check -i g.yaml -W 0 pass
	assert_fails_cleanly 2
	assert_equal "$stderr" "steal-check: cannot hold 'g.yaml': process $HOLDER of user $BOB (flock -s -o g.yaml sleep 1000), stopped, holds it; nothing done (-W SECONDS waits for it)"
	holder_end
	run as $ANN bag draw -i g.yaml --to ann -W 0
	assert_success
}

@test "untrusted: -W takes seconds, 0 to a day, in every tool that holds a file" {
	for t in 'bag draw -i g.yaml' 'deal -N a,b -i g.yaml' \
	    'steal-check pass -i g.yaml' 'play-typeset draw -i g.yaml' \
	    'categories write -p a -c 1 X -i g.yaml' 'shapemash pick -i g.yaml' \
	    'spinner -u -i g.yaml' 'words compile list.txt out.wkd'; do
		run --separate-stderr $t -W 86401
		assert_fails_cleanly 2
		assert_equal "$stderr" "${t%% *}: wait '86401' is out of range (0 to 86400) (see '${t%% *} --help')"
	done
}

# home UID: a private home of UID's in the shared folder, 0700, with a
# private config.yaml (0600) in it: $HOME_DIR.
home() {
	HOME_DIR=$PWD/home-$1
	mkdir -m 0700 "$HOME_DIR"
	printf 'token: "s3cret"\n' > "$HOME_DIR/config.yaml"
	chmod 0600 "$HOME_DIR/config.yaml"
	chown -R "$1:users" "$HOME_DIR"
	cp "$HOME_DIR/config.yaml" config.before
}

@test "untrusted: a link a co-player planted in the game folder is not followed" {
	need_root
	shared 2775
	home $ANN
	as $BOB ln -s "$HOME_DIR/config.yaml" session.yaml
	# Before, ann's spinner exited 0 and wrote her config as a session.
	run --separate-stderr as $ANN spinner -u -s 1 -i session.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "spinner: cannot update 'session.yaml' in place: '$PWD/session.yaml' is a symbolic link of user $BOB's, neither yours nor the folder's owner's, and is not followed"
	cmp "$HOME_DIR/config.yaml" config.before
	run --separate-stderr as $ANN bag draw -i session.yaml
	assert_fails_cleanly 2
	cmp "$HOME_DIR/config.yaml" config.before
	# A folder on the way counts as much as the last name.
	as $BOB ln -s "$HOME_DIR" games
	run --separate-stderr as $ANN spinner -u -s 1 -i games/session2.yaml
	assert_fails_cleanly 2
	[ ! -e "$HOME_DIR/session2.yaml" ]
	# The player's own links, and root's, are followed.
	as $ANN spinner -u -s 1 -i "$HOME_DIR/s.yaml"
	cp "$HOME_DIR/s.yaml" s.before
	as $ANN ln -s "$HOME_DIR/s.yaml" mine.yaml
	run as $ANN spinner -u -i mine.yaml
	assert_success
	! cmp -s "$HOME_DIR/s.yaml" s.before
}

@test "untrusted: in a sticky folder others may write, only the player's own links are followed" {
	need_root
	shared 2775
	mkdir -m 1777 sticky
	chown $BOB sticky
	bag new bananagrams -s 1 | deal -N ann,bob > sticky/g.yaml
	chmod 0666 sticky/g.yaml
	as $BOB ln -s g.yaml sticky/link.yaml
	run --separate-stderr as $ANN bag draw -i sticky/link.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: cannot update 'sticky/link.yaml' in place: '$PWD/sticky/link.yaml' is a symbolic link of user $BOB's, in a sticky folder that others may write, and is not followed"
	# Where the folder's owner alone may write, their links are followed.
	chmod 0755 sticky
	run --separate-stderr as $ANN bag count -i sticky/link.yaml
	assert_success
}

@test "untrusted: a YAML file that names no game is not a state for -i or -f" {
	need_root
	shared 2775
	home $ANN
	for cmd in 'spinner -u -s 1 -i' 'bag draw -i' 'bag count -f' \
	    'steal-check pass -i' 'deal -N a,b -i'; do
		run --separate-stderr as $ANN $cmd "$HOME_DIR/config.yaml"
		assert_fails_cleanly 2
		assert_equal "$stderr" "${cmd%% *}: $HOME_DIR/config.yaml: not a wordkit state: it names no game (a state's key game:, such as game: \"bananagrams\")"
		cmp "$HOME_DIR/config.yaml" config.before
	done
	run --separate-stderr as $ANN bag new bananagrams --force -i "$HOME_DIR/config.yaml"
	assert_fails_cleanly 2
	cmp "$HOME_DIR/config.yaml" config.before
	# A spinner session has no game of its own, and is still one.
	run as $ANN spinner -u -s 1 -i "$HOME_DIR/session.yaml"
	assert_success
	run as $ANN spinner -u -i "$HOME_DIR/session.yaml"
	assert_success
	# From the standard input, a state without game is still read.
	run bash -c 'echo "{bag: ABC}" | bag count -T'
	assert_output 3
}

@test "untrusted: a move that cannot replace the file says why before it prints anything" {
	need_root
	shared 1777
	bag new shenanigrams -s 1 | deal -N ann,bob > g.yaml
	chown $ANN g.yaml
	chmod 0666 g.yaml
	cp g.yaml before.yaml
	# Before, bob's draw printed his tile, then failed "cannot write
	# 'g.yaml': Operation not permitted": a tile the game never recorded.
	run --separate-stderr as $BOB bag draw -i g.yaml --to bob
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: cannot write 'g.yaml': the folder '$PWD' is sticky, and only the file's owner ($ANN) or the folder's (root) may replace it there"
	cmp g.yaml before.yaml
	run as $BOB bag count -T -i g.yaml
	assert_success
	run as $ANN bag draw -i g.yaml --to ann
	assert_success
	# A folder the player may not write: named too.
	mkdir -m 0755 ro
	bag new shenanigrams -s 1 | deal -N ann,bob > ro/g.yaml
	chmod 0666 ro/g.yaml
	run --separate-stderr as $ANN bag draw -i ro/g.yaml --to ann
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: cannot write 'ro/g.yaml': the folder '$PWD/ro' may not be written by you, and a move replaces the file there"
}

@test "untrusted: a state's lang names a language, never a file it would read" {
	need_root
	shared 2775
	home $ANN
	mkfifo fifo
	chmod 0666 fifo
	for lang in "$PWD/fifo" /dev/stdin "$HOME_DIR/config.yaml"; do
		as $BOB sh -c "printf 'game: \"bananagrams\"\nlang: \"%s\"\nbag: \"AB\"\n' '$lang' > g.yaml"
		# Before: a FIFO hung every tool (and -i with its lock held),
		# /dev/stdin read the terminal, and a YAML file's first key was
		# printed, a private token among them.
		run --separate-stderr as $ANN timeout 20 bag count -f g.yaml < /dev/null
		assert_fails_cleanly 2
		assert_equal "$stderr" "bag: g.yaml:2:7: 'lang' names a file, '$lang': a state names its language by its code, and an alphabet file is given on the command line: --lang FILE (wordkit-state(5))"
		run --separate-stderr as $ANN timeout 20 bag draw -i g.yaml < /dev/null
		assert_fails_cleanly 2
		refute_output --partial s3cret
	done
}

@test "untrusted: --lang FILE records the alphabet's code, and the file is given again to play" {
	printf 'code: "el"\nname: "Greek"\nletters: "ΑΒΓ"\nlower: "αβγ"\nvowels: "Α"\n' > greek.yaml
	printf '{"Α": 5, "Β": 3, "Γ": 2}\n' > dist.yaml
	bag new -D dist.yaml --lang ./greek.yaml -s 1 | deal -N ann,bob -n 2 -l ./greek.yaml > g.yaml
	assert_equal "$(yaml_str lang g.yaml)" el
	run --separate-stderr bag draw -i g.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: g.yaml:2:7: unknown language 'el': not one of en, de, es, fr, it, nl, pt (wordkit-languages(7)); an alphabet of one's own is given with --lang FILE"
	run bag draw -i g.yaml --lang ./greek.yaml
	assert_success
	assert_output Β
	# A state in another language than --lang names is refused.
	run --separate-stderr bag count -f g.yaml --lang de
	assert_equal "$status" 2
	# A state of an older wordkit names the file: played with it given,
	# and named by its code from then on.
	sed 's|^lang: .*|lang: "./greek.yaml"|' g.yaml > old.yaml
	run bag draw -i old.yaml -l greek.yaml
	assert_success
	assert_equal "$(yaml_str lang old.yaml)" el
	# Every tool that reads a state takes it.
	for t in 'deal -N x,y -l' 'steal-check pass -l' 'play-typeset draw -l' \
	    'validate -g -p ann -l' 'solve -p ann -l' 'score-typeset -l' \
	    'shapemash pick -l' 'categories write -p ann -c 1 A -L' \
	    'spinner -u -L'; do
		run --separate-stderr $t ./greek.yaml -f g.yaml
		refute_regex "$stderr" "unknown language|unknown option|names a file"
	done
}

@test "untrusted: a FIFO put where a grid, a board or a rules file was is not waited on" {
	# Before: every file a tool reads whole but the game (a grid, a
	# board, a distribution, rules, a sheet, a mat, a word list to
	# compile) was opened as it came, and a FIFO that a player who may
	# write the folder put in its place held the tool in open(2) for
	# good; bag bananas -i held the game's lock all the while, so no
	# other player could move.
	bag new bananagrams -s 1 | deal -N ann,bob > g.yaml
	cp g.yaml before.yaml
	mkfifo f
	for t in 'bag new -D f' 'bag bananas -p ann -g f -i g.yaml' \
	    'steal-check -b f place A 1,1' 'solve -F f ABC' \
	    'validate -g f -H ABC' 'validate -G shenanigrams f' \
	    'score-typeset f' 'score-typeset -r f' 'play-typeset start -r f' \
	    'categories new -N a,b -S ./f' 'shapemash canvas f' 'tally f' \
	    'words compile f out.wkd'; do
		run --separate-stderr timeout 10 $t < /dev/null
		assert_fails_cleanly 2
		f=f
		[[ $t != *./f* ]] || f=./f
		assert_equal "$stderr" "${t%% *}: cannot read '$f': it is a FIFO, not a regular file or a pipe"
	done
	cmp g.yaml before.yaml
	[ -p f ] && [ ! -e out.wkd ]
	# A pipe, a shell's <(...), is read as ever.
	run validate -g <(printf 'CAB\n') -H ABC
	assert_success
}

@test "untrusted: a device named as a game or a grid is refused, not read" {
	# Before: -f /dev/zero read 16 MiB of zeros to say the input was too
	# large, and a link to /dev/tty waited on the player's terminal.
	for t in 'bag count -f /dev/zero' 'table -f /dev/zero'; do
		run --separate-stderr timeout 10 $t
		assert_fails_cleanly 2
		assert_equal "$stderr" "${t%% *}: cannot read game '/dev/zero': it is a character device, not a regular file or a pipe"
	done
	run --separate-stderr timeout 10 validate -g /dev/zero -H ABC
	assert_fails_cleanly 2
	assert_equal "$stderr" "validate: cannot read '/dev/zero': it is a character device, not a regular file or a pipe"
	# /dev/null is read, as an empty file.
	run --separate-stderr validate -g /dev/null -H ABC
	assert_equal "$status" 1
	run --separate-stderr bag count -f /dev/null
	assert_equal "$status" 2
	refute_regex "$stderr" 'device'
	command -v script > /dev/null || skip "script(1) gives the test a terminal"
	ln -s /dev/tty g.yaml
	ln -s /dev/tty grid
	run timeout 20 script -qec 'timeout 10 table -f g.yaml; echo "exit $?";
	    timeout 10 validate -g grid -H ABC; echo "exit $?"' /dev/null < /dev/null
	assert_success
	# A terminal is named, with the way to type the file there.
	assert_output --partial "table: cannot read game 'g.yaml': it is a terminal ('-' reads what is typed there)"
	assert_output --partial "validate: cannot read 'grid': it is a terminal ('-' reads what is typed there)"
	refute_output --partial 'exit 124'
}
