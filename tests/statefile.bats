#!/usr/bin/env bats
# The file that -i FILE (and words compile's OUT) updates in place:
# wordkit-state(5), "Files and concurrency".  The tests run as root; the
# other user is nobody, in the group users where a test says so.
bats_require_minimum_version 1.5.0
load test_helper

# game FILE: a dealt game in FILE, of one's own set: Bananagrams' (a draw
# into a hand is no Bananagrams move; bananagrams(7)).
game() {
	printf '%s\n' '{A: 13, B: 3, C: 3, D: 6, E: 18, F: 3, G: 4, H: 3, I: 12,' \
	    'J: 2, K: 2, L: 5, M: 3, N: 8, O: 11, P: 3, Q: 2, R: 9, S: 6, T: 9,' \
	    'U: 6, V: 3, W: 3, X: 2, Y: 3, Z: 2}' > set.yaml
	bag new -D set.yaml -s 1 | deal -N ann,bob > "$1"
}

# temps: how many temporary files of ours are in the current directory.
temps() {
	ls -a | grep -c '\.wk-' || true
}

# shared: a directory under /tmp that nobody may reach, root:users 2775,
# made the current directory (BATS_TEST_TMPDIR is root's alone).
shared() {
	SHARED=$(mktemp -d /tmp/wk-shared.XXXXXX)
	chgrp users "$SHARED"
	chmod 2775 "$SHARED"
	cd "$SHARED" || return 1
}

teardown() {
	[ -z "${HELD:-}" ] || held_end
	[ -z "${SHARED:-}" ] || rm -rf "$SHARED"
}

# as_member CMD...: run CMD as nobody, in the group users.
as_member() {
	setpriv --reuid=nobody --regid=nogroup --groups=users "$@"
}

# as_other CMD...: run CMD as nobody, in no group of the file's.
as_other() {
	setpriv --reuid=nobody --regid=nogroup --clear-groups "$@"
}

@test "statefile: a device such as /dev/null is refused and stays a device" {
	# A device node of our own, the same as /dev/null (1,3): a tool that
	# wrongly replaced it would spoil only this test, not the machine.
	[ "$(id -u)" = 0 ] || skip "making a device node needs root"
	mknod null c 1 3
	run --separate-stderr bag new bananagrams -s 1 -i null
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: cannot update 'null' in place: it is a character device, not a regular file"
	[ -c null ]
	printf 'cat\ndog\n' > list.txt
	run --separate-stderr words compile list.txt null
	assert_equal "$status" 2
	[ -c null ]
	# "-" is still the standard output.
	run bash -c 'words compile list.txt - > list.wkd'
	assert_success
	run words match -d ./list.wkd '*'
	assert_output "$(printf 'CAT\nDOG')"
}

@test "statefile: a FIFO, /dev/stdin from a pipe and a directory are refused at once" {
	mkfifo fifo
	run --separate-stderr timeout 10 bag draw -i fifo
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: cannot update 'fifo' in place: it is a FIFO, not a regular file"
	[ -p fifo ]
	printf 'cat\n' > list.txt
	run --separate-stderr timeout 10 words compile list.txt fifo
	assert_equal "$status" 2
	[ -p fifo ]
	game g.yaml
	run --separate-stderr bash -c 'cat g.yaml | timeout 10 bag draw -i /dev/stdin'
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: cannot update '/dev/stdin' in place: it is a FIFO, not a regular file"
	mkdir d
	run --separate-stderr bag new bananagrams -i d
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: cannot update 'd' in place: it is a directory, not a regular file"
	run --separate-stderr bag draw -i -
	assert_equal "$status" 2
	assert_equal "$(temps)" 0
}

@test "statefile: a FIFO put in the game's place is not waited on by -f, a pipe is read" {
	# Before: a player who may write the game's folder put a FIFO where
	# the game was, and every other player's table -f, bag count -f or
	# steal-check -f waited in open(2) for good.
	mkfifo g.yaml
	for t in "table -f g.yaml" "bag count -f g.yaml" "steal-check -f g.yaml place A 1,1" \
	    "validate --grid -f g.yaml --player ann" "solve -f g.yaml --player ann"; do
		run --separate-stderr timeout 10 $t
		assert_fails_cleanly 2
		assert_equal "$stderr" "${t%% *}: cannot read game 'g.yaml': it is a FIFO, not a regular file or a pipe"
	done
	# ... nor when another holds it open to write and writes nothing.
	sleep 30 > g.yaml &
	run --separate-stderr timeout 10 bag count -f g.yaml
	kill %1
	assert_fails_cleanly 2
	[ -p g.yaml ]
	# A pipe, a shell's <(...), is read as ever.
	rm g.yaml
	game g.yaml
	run bash -c 'bag count -T -f <(cat g.yaml)'
	assert_success
	assert_output 102
}

@test "statefile: a symbolic link is kept and the file it names updated" {
	mkdir sub
	game sub/g.yaml
	ln -s sub/g.yaml link
	run bag draw -i link --to ann
	assert_success
	[ -L link ]
	assert_equal "$(readlink link)" sub/g.yaml
	assert_equal "$(hand ann sub/g.yaml)" "WLTUIVBOOOEASREDURIGR$output"
	ln -s list.txt wlink
	printf 'cat\n' > list.txt
	printf 'dog\n' > l2.txt
	words compile l2.txt list.wkd
	ln -s list.wkd olink
	run words compile list.txt olink
	assert_success
	[ -L olink ]
	run words match -d ./list.wkd '*'
	assert_output CAT
}

@test "statefile: a dangling link is exit 2 and stays as it is" {
	ln -s missing.yaml dl
	run --separate-stderr bag new bananagrams -s 1 -i dl
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: cannot update 'dl' in place: it is a symbolic link to a missing file"
	[ -L dl ]
	[ ! -e missing.yaml ]
	run --separate-stderr spinner -u -i dl
	assert_equal "$status" 2
	[ ! -e missing.yaml ]
}

@test "statefile: a file of several hard links is refused, both names kept" {
	game g.yaml
	ln g.yaml h.yaml
	cp g.yaml before.yaml
	run --separate-stderr bag draw -i g.yaml --to ann
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: cannot update 'g.yaml' in place: it has 2 hard links, and a new file would take the place of one name only"
	[ g.yaml -ef h.yaml ]
	cmp g.yaml before.yaml
	# Read-only commands are fine; -f too.
	run bag count -f h.yaml
	assert_success
}

@test "statefile: a missing file is made only by the commands that make one" {
	run --separate-stderr deal -N ann,bob -i none.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "deal: cannot open 'none.yaml': No such file or directory"
	[ ! -e none.yaml ]
	run bag new bananagrams -s 1 -i new.yaml
	assert_success
	run bag count -f new.yaml
	assert_success
	run spinner -u -s 1 -i s.yaml
	assert_success
	[ -s s.yaml ]
	# A command that fails after holding the file it would make leaves none.
	run --separate-stderr bag new nosuchgame -i never.yaml
	assert_equal "$status" 2
	[ ! -e never.yaml ]
	run --separate-stderr spinner -u -s 1 -n 99 -i never.yaml
	assert_equal "$status" 1
	[ ! -e never.yaml ]
	assert_equal "$(temps)" 0
}

@test "statefile: no command that starts a game replaces a file that holds something" {
	bot bananagrams -p 2 -s 42 | bash -e > /dev/null	# game.yaml, won
	categories new -L es -N ann,bob -l A -s 1 -i es.yaml > /dev/null
	categories write -p ann -c 1 AGUA -i es.yaml > /dev/null
	spinner -u -s 1 -i session.yaml > /dev/null
	printf 'notes: the good words of last night\n' > notes.yaml
	printf '\001\002 no state at all\n' > junk.yaml
	for f in game es session notes junk; do
		cp $f.yaml keep.yaml
		for cmd in 'bag new bananagrams' 'categories new -N ann,bob' \
		    'deal -N ann,bob' 'play-typeset start' 'shapemash pick'; do
			run --separate-stderr $cmd -i $f.yaml
			assert_fails_cleanly 2
			cmp $f.yaml keep.yaml
		done
		# spinner -u adds its spins to a session, which may be the
		# category game's or any state of no game (all else kept);
		# another game, or a file that is no state, is refused
		[ $f = es ] || [ $f = session ] || [ $f = notes ] || {
			run --separate-stderr spinner -u -i $f.yaml
			assert_fails_cleanly 2
			cmp $f.yaml keep.yaml
		}
	done
	run --separate-stderr bag new bananagrams -i -
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: -i needs a file: without -i the new state goes to the standard output (see 'bag --help')"
}

@test "statefile: another user's move keeps the group and mode; root's keeps the owner too" {
	shared
	game g.yaml
	chgrp users g.yaml
	chmod 0664 g.yaml
	run as_member bag draw -i g.yaml --to ann
	assert_success
	# Only root can give a file away: it is nobody's now, still the group's.
	assert_equal "$(stat -c '%U:%G %a' g.yaml)" "nobody:users 664"
	assert_equal "$(hand ann g.yaml)" "WLTUIVBOOOEASREDURIGR$output"
	run bag draw -i g.yaml --to bob
	assert_success
	assert_equal "$(stat -c '%U:%G %a' g.yaml)" "nobody:users 664"
	chmod 0640 g.yaml
	run bag draw -i g.yaml --to bob
	assert_equal "$(stat -c '%U:%G %a' g.yaml)" "nobody:users 640"
	# A writer in none of the file's groups makes it its own group's
	# (in a directory that is not set-group-ID).
	chmod 00777 .
	chown root:users g.yaml
	chmod 0666 g.yaml
	run as_other bag draw -i g.yaml --to ann
	assert_success
	assert_equal "$(stat -c '%U:%G %a' g.yaml)" "nobody:nogroup 666"
}

@test "statefile: a 0440 file in a writable directory is not replaced by a group member" {
	shared
	game g.yaml
	chgrp users g.yaml
	chmod 0440 g.yaml
	cp g.yaml before.yaml
	ino=$(stat -c %i g.yaml)
	run --separate-stderr as_member bag draw -i g.yaml --to ann
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: cannot write 'g.yaml': Permission denied"
	assert_equal "$(stat -c '%i %U:%G %a' g.yaml)" "$ino root:users 440"
	cmp g.yaml before.yaml
	# What writes nothing may still read it with -i.
	run as_member bag count -i g.yaml
	assert_success
	assert_equal "$(temps)" 0
}

@test "statefile: stale temporary files of the file are removed, and only those" {
	game g.yaml
	game h.yaml
	for f in .g.yaml.wk-AbC123 .g.yaml.wk-AbC12 .g.yaml.wk-AbC1234 \
	    .h.yaml.wk-AbC123 .g.wk-AbC123 g.yaml.wk-AbC123; do
		echo half > "$f"
	done
	mkdir .g.yaml.wk-Dir123
	run bag draw -i g.yaml --to ann
	assert_success
	[ ! -e .g.yaml.wk-AbC123 ]
	for f in .g.yaml.wk-AbC12 .g.yaml.wk-AbC1234 .h.yaml.wk-AbC123 \
	    .g.wk-AbC123 g.yaml.wk-AbC123 .g.yaml.wk-Dir123; do
		[ -e "$f" ]
	done
}

@test "statefile: INT, TERM, HUP and a closed pipe during a write leave no temporary file" {
	game g.yaml
	# A state larger than a pipe holds: the answer (-o yaml) blocks on
	# stdout while the temporary file is written and not yet renamed.
	printf 'note: "%s"\n' "$(head -c 300000 /dev/zero | tr '\0' x)" >> g.yaml
	cp g.yaml before.yaml
	mkfifo out
	for sig in INT TERM HUP PIPE; do
		# A job of a script starts with INT ignored, and the suite may
		# run under nohup or with PIPE ignored: give them back, as a
		# user's shell gives them.
		env --default-signal=INT,TERM,HUP,PIPE \
		    bag draw -i g.yaml -o yaml > out &
		pid=$!
		exec 5< out
		for i in $(seq 100); do
			[ "$(temps)" = 0 ] || break
			sleep 0.1
		done
		assert_equal "$(temps)" 1
		if [ $sig = PIPE ]; then exec 5<&-; else kill -$sig $pid; fi
		WAIT_LIMIT=20 wait_for $pid
		exec 5<&-
		assert_equal "$status" $((128 + $(kill -l $sig)))
		assert_equal "$(temps)" 0
		cmp g.yaml before.yaml
	done
}

@test "statefile: a full stdout leaves the state as it was, in every tool" {
	game g.yaml
	bag new shenanigrams -s 2 | deal -N ann,bob > s.yaml
	bag new typeset -s 3 | deal -N ann | play-typeset start > t.yaml
	categories new -N ann,bob -S kitchen -l B -s 1 > c.yaml
	bag new shapemash -s 1 | bag draw > m.yaml
	spinner -u -s 1 -i u.yaml > /dev/null
	bag new bananagrams -s 1 > n.yaml
	for cmd in 'bag draw -i g.yaml --to ann' 'bag dump E -p ann -i g.yaml' \
	    'deal -N ann,bob -i n.yaml' 'steal-check -i s.yaml trade' \
	    'play-typeset draw -i t.yaml' \
	    'categories write -p ann -c 1 BREAD -i c.yaml' \
	    'shapemash pick -i m.yaml' 'spinner -u -i u.yaml'; do
		f=$(printf '%s\n' $cmd | grep '\.yaml$')
		cp "$f" before.yaml
		run --separate-stderr bash -c "$cmd > /dev/full"
		assert_equal "$status" 2
		assert_equal "$stderr" "${cmd%% *}: write error: No space left on device"
		cmp "$f" before.yaml
	done
	assert_equal "$(temps)" 0
	# And the same move then works: nothing was half done.
	run bag draw -i g.yaml --to ann
	assert_success
	assert_equal "$(hand ann g.yaml)" "WLTUIVBOOOEASREDURIGR$output"
}

@test "statefile: -i holds the file for the whole read-judge-write" {
	game g.yaml
	mkfifo grid
	# bag bananas reads its grid after the state: here it waits on a pipe
	# that cat fills from a FIFO (a FIFO itself is refused at once).
	cat grid | timeout 60 bag bananas -q -p ann -g - -i g.yaml &
	pid=$!
	for i in $(seq 100); do
		flock -n -E 9 g.yaml true || break
		sleep 0.1
	done
	run flock -n -E 9 g.yaml true
	assert_equal "$status" 9
	# A draw meanwhile waits its turn, and is kept.
	bag draw -i g.yaml --to bob > drew &
	draw=$!
	echo CAT > grid
	wait_for $pid
	assert_equal "$status" 1
	wait_for $draw
	assert_equal "$status" 0
	assert_equal "$(hand bob g.yaml)" "IMGUSGFREEJCLOFPDREUE$(cat drew)"
	run flock -n -E 9 g.yaml true
	assert_success
}

@test "statefile: a name of 255 bytes is moved, and its stale temporary files swept" {
	# ".NAME.wk-XXXXXX" would be 266 bytes: the temporary name cuts NAME to
	# 244, at the end of a character (é is two bytes).
	long=$(printf 'g%.0s' $(seq 255))
	game "$long"
	echo half > ".${long:0:244}.wk-AbC123"
	run bag draw -i "$long" --to ann
	assert_success
	assert_equal "$(hand ann "$long")" "WLTUIVBOOOEASREDURIGR$output"
	[ ! -e ".${long:0:244}.wk-AbC123" ]
	accent=g$(printf '\303\251%.0s' $(seq 127))
	game "$accent"
	echo half > ".${accent:0:243}.wk-AbC123"
	run bag draw -i "$accent" --to ann
	assert_success
	[ ! -e ".${accent:0:243}.wk-AbC123" ]
	assert_equal "$(temps)" 0
}

# held FILE: a process that holds FILE as a live writer holds its
# temporary file; $HELD is it.
held() {
	flock -o "$1" sleep 1000 > /dev/null 2>&1 &
	HELD=$!
	for _ in $(seq 100); do
		grep -q "FLOCK .* $HELD " /proc/locks && return
		sleep 0.1
	done
	fail "$1 was not held"
}

# held_end: end the holder and its sleep.
held_end() {
	kill -KILL $(ps -o pid= --ppid "$HELD") "$HELD" 2>/dev/null || true
	wait "$HELD" 2>/dev/null || true
	HELD=
}

@test "statefile: a temporary file that its writer still holds is never swept" {
	# A compile onto a missing OUT takes no lock on OUT: one that another
	# compile made meanwhile was swept from under it ("cannot write
	# 'out.wkd': No such file or directory").  Its temporary file is held.
	printf 'cat\n' > list.txt
	words compile list.txt out.wkd
	echo half > .out.wkd.wk-Live12
	echo half > .out.wkd.wk-Dead12
	held .out.wkd.wk-Live12
	run words compile list.txt out.wkd
	assert_success
	[ -e .out.wkd.wk-Live12 ]
	[ ! -e .out.wkd.wk-Dead12 ]
	game g.yaml
	echo half > .g.yaml.wk-Dead12
	run bag draw -i g.yaml
	assert_success
	[ -e .out.wkd.wk-Live12 ]
	[ ! -e .g.yaml.wk-Dead12 ]
	held_end
}

@test "statefile: a move syncs its folder on the descriptor that holds it, opened once" {
	# The folder was held O_PATH, which cannot be synced: each move
	# opened it a second time to sync the rename, and made two system
	# calls more than b1b9078.  A folder one may only search and write
	# (-wx) is still held, and a move in it still made.
	strace -o /dev/null true 2> /dev/null || skip "strace cannot trace here"
	# LeakSanitizer stops a traced run (make sanitize).
	! grep -q __asan_init "$BUILD/bin/bag" || skip "the build is sanitized"
	game g.yaml
	dir=$(pwd -P)
	run strace -o trace.txt -e trace=open,openat,fsync bag peel -i g.yaml
	assert_success
	run grep -c "^open[at]*(\(AT_FDCWD, \)\?\"$dir\"" trace.txt
	assert_output 1
	fd=$(sed -n "s#^open[at]*(\(AT_FDCWD, \)\?\"$dir\",.*) = \([0-9]*\)\$#\2#p" trace.txt)
	run grep -c "^fsync($fd)" trace.txt
	assert_output 1
	[ "$(id -u)" = 0 ] || return 0
	shared
	mkdir wx
	game wx/g.yaml
	chown -R nobody wx
	chmod 333 wx
	run as_other bag peel -i wx/g.yaml
	chmod 755 wx
	assert_success
	run ls -A wx
	assert_output $'.g.yaml.journal\ng.yaml'
}
