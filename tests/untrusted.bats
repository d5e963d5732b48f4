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
	bag new bananagrams -s 1 | deal -N ann,bob > g.yaml
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
