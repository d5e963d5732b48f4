#!/usr/bin/env bats
# The cache of compiled word lists, and dictionaries that change under a
# tool: a cache is used only when it is the user's own, is private, is
# compiled again by another wordkit, and no tool dies of a signal when a
# dictionary is rewritten or installed while it reads it.
bats_require_minimum_version 1.5.0
load test_helper

setup() {
	cd "$BATS_TEST_TMPDIR" || return 1
	# A directory another user (nobody) can reach, for the shared cases.
	PUB=$(mktemp -d /tmp/wordkit-cache.XXXXXX)
	chmod 755 "$PUB"
	printf 'cat\ncats\n' > "$PUB/list.txt"
	printf 'dog\n' > "$PUB/dog.txt"
	chmod 644 "$PUB/list.txt" "$PUB/dog.txt"
	mkdir -m 700 cache
	export XDG_CACHE_HOME="$BATS_TEST_TMPDIR/cache"
}

teardown() {
	[ -z "${held:-}" ] || kill -KILL $(ps -o pid= --ppid "$held") "$held" \
	    2>/dev/null || true
	rm -rf "$PUB"
}

as_nobody() {
	setpriv --reuid=nobody --regid=nogroup --clear-groups "$@"
}

# cached DIR: the one compiled list in the cache directory DIR.
cached() {
	set -- "$1"/*.wkd
	[ "$#" -eq 1 ] && [ -e "$1" ] || return 1
	printf '%s\n' "$1"
}

# forge HEADER OUT: a dictionary of "dog" that claims, in its header, to
# be the compiled copy that HEADER is of.  Bytes 24-55 of the header say
# what list it was compiled from (see dict.h).
forge() {
	words compile "$PUB/dog.txt" "$2"
	dd if="$1" of="$2" bs=1 skip=24 seek=24 count=32 conv=notrunc \
	    status=none
}

@test "cache: a cache planted by another user in a shared cache directory is not used" {
	mkdir -m 1777 "$PUB/shared"
	# root (the other user here) compiles the victim's list there, then
	# forges the result: every word of it becomes "dog".
	XDG_CACHE_HOME="$PUB/shared" run validate -d "$PUB/list.txt" cat
	assert_success
	c=$(cached "$PUB/shared/wordkit")
	forge "$c" forged.wkd
	cp forged.wkd "$c"
	chmod 755 "$PUB/shared/wordkit"
	chmod 644 "$c"
	XDG_CACHE_HOME="$PUB/shared" run as_nobody validate -d "$PUB/list.txt" dog
	assert_failure 1
	XDG_CACHE_HOME="$PUB/shared" run as_nobody validate -d "$PUB/list.txt" cat
	assert_success
	# And it is left as it was: nobody cannot and does not replace it.
	cmp forged.wkd "$c"
}

@test "cache: a FIFO planted in place of a cache file does not hang the tool" {
	run validate -d "$PUB/list.txt" cat
	c=$(cached cache/wordkit)
	rm "$c"
	mkfifo "$c"
	run timeout 20 validate -d "$PUB/list.txt" cat
	assert_success
	run timeout 20 validate -d "$PUB/list.txt" dog
	assert_failure 1
}

@test "cache: a symbolic link in place of a cache file is neither followed nor written through" {
	run validate -d "$PUB/list.txt" cat
	c=$(cached cache/wordkit)
	forge "$c" forged.wkd
	cp forged.wkd target.wkd
	ln -sf "$PWD/target.wkd" "$c"
	run validate -d "$PUB/list.txt" dog
	assert_failure 1
	run validate -d "$PUB/list.txt" cat
	assert_success
	cmp forged.wkd target.wkd
}

@test "cache: a cache directory that is a symbolic link is not used" {
	run validate -d "$PUB/list.txt" cat
	c=$(cached cache/wordkit)
	forge "$c" forged.wkd
	mkdir -m 700 other
	cp forged.wkd "other/${c##*/}"
	rm -r cache/wordkit
	ln -s "$PWD/other" cache/wordkit
	run validate -d "$PUB/list.txt" dog
	assert_failure 1
	cmp forged.wkd "other/${c##*/}"
}

@test "cache: a cache directory or file writable by the group or others is not used" {
	run validate -d "$PUB/list.txt" cat
	c=$(cached cache/wordkit)
	forge "$c" forged.wkd
	cp forged.wkd "$c"
	chmod 770 cache/wordkit
	run validate -d "$PUB/list.txt" dog
	assert_failure 1
	cmp forged.wkd "$c"
	chmod 700 cache/wordkit
	chmod 660 "$c"
	run validate -d "$PUB/list.txt" dog
	assert_failure 1
}

@test "cache: what is created is private: directories 0700, files 0600" {
	chmod 600 "$PUB/list.txt"
	run validate -d "$PUB/list.txt" cat
	assert_success
	assert_equal "$(stat -c %a cache/wordkit)" 700
	assert_equal "$(stat -c %a "$(cached cache/wordkit)")" 600
	# Under HOME, .cache is made too, as privately.
	mkdir home
	HOME="$PWD/home" XDG_CACHE_HOME= run validate -d "$PUB/list.txt" cat
	assert_success
	assert_equal "$(stat -c %a home/.cache)" 700
	assert_equal "$(stat -c %a home/.cache/wordkit)" 700
	assert_equal "$(stat -c %a "$(cached home/.cache/wordkit)")" 600
}

@test "cache: a missing HOME is never created, and the tool still answers" {
	HOME="$PWD/nonexistent/x" XDG_CACHE_HOME= run validate -d "$PUB/list.txt" cat
	assert_success
	[ ! -e nonexistent ]
	HOME="$PWD/nonexistent/x" XDG_CACHE_HOME= run validate -d "$PUB/list.txt" dog
	assert_failure 1
	# Nor a missing XDG_CACHE_HOME whose parent is missing too.
	XDG_CACHE_HOME="$PWD/nonexistent/x" run validate -d "$PUB/list.txt" cat
	assert_success
	[ ! -e nonexistent ]
}

@test "cache: a HOME that is another user's gets no cache made in it" {
	mkdir -m 755 "$PUB/home"
	chown nobody "$PUB/home"
	HOME="$PUB/home" XDG_CACHE_HOME= run validate -d "$PUB/list.txt" cat
	assert_success
	[ ! -e "$PUB/home/.cache" ]
}

@test "cache: a cache written by another wordkit is compiled again" {
	# An older wordkit's cache: its header held only the list's size,
	# modification time and inode (bytes 24-55 of the header, dict.h).
	touch -d @1700000000 "$PUB/list.txt"
	run validate -d "$PUB/list.txt" cat
	c=$(cached cache/wordkit)
	words compile "$PUB/dog.txt" "$c"
	perl -e 'my @s = stat($ARGV[0]); open(my $f, "+<", $ARGV[1]) or die;
	    seek($f, 24, 0); print $f pack("Q<q<q<Q<", $s[7], $s[9], 0, $s[1]);' \
	    "$PUB/list.txt" "$c"
	run validate -d "$PUB/list.txt" cat
	assert_success
	run validate -d "$PUB/list.txt" dog
	assert_failure 1
}

# start_reader DICT [VALIDATE]: validate (or the binary VALIDATE), reading
# words from the FIFO "in" (held open on fd 8) against DICT, once it has
# DICT open and waits in read(2) on its standard input (/proc/PID/syscall
# "0 0x0 ..."), so that its checks of the file are behind it.  Sets pid.
start_reader() {
	mkfifo in
	"${2:-validate}" -d "$1" < in > out 2> err &
	pid=$!
	exec 8> in
	for _ in $(seq 200); do
		has_open "$pid" "${1##*/}" &&
		    grep -q '^0 0x0 ' "/proc/$pid/syscall" 2>/dev/null && return 0
		sleep 0.05
	done
	return 1
}

# has_open PID NAME: process PID has a file whose path holds NAME open.
has_open() {
	local f
	for f in /proc/"$1"/fd/*; do
		case $(readlink "$f" 2>/dev/null) in *"$2"*) return 0 ;; esac
	done
	return 1
}

# finish_reader WORDS...: give the reader its words; status is its exit.
# (A reader that has already stopped, on a fault in its dictionary's
# header, takes no words.)
finish_reader() {
	( printf '%s\n' "$@" >&8 ) 2>/dev/null || true
	exec 8>&-
	wait_for "$pid"
}

@test "dictionary truncated while a tool reads it: exit 2 with one line, no signal" {
	cp "$BUILD/share/wordkit/standard.wkd" big.wkd
	start_reader ./big.wkd
	: > big.wkd
	finish_reader cat dog zebra
	[ "$status" -lt 128 ]
	assert_equal "$status" 2
	assert_equal "$(cat err)" \
	    "validate: dictionary './big.wkd' changed while it was read"
}

@test "dictionary rewritten in place while a tool reads it: exit 2, no signal" {
	cp "$BUILD/share/wordkit/standard.wkd" big.wkd
	start_reader ./big.wkd
	cp "$BUILD/share/wordkit/small.wkd" big.wkd
	finish_reader cat dog zebra
	[ "$status" -lt 128 ]
	assert_equal "$status" 2
	assert_equal "$(cat err)" \
	    "validate: dictionary './big.wkd' changed while it was read"
}

@test "a built-in dictionary truncated while a few words are read: exit 2, one line" {
	# A built-in dictionary is read a list at a time for the first 16
	# words on stdin, then mapped: cut short under either, the same end.
	env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL make -s -C "$TOP" \
	    BUILD="$BUILD" PREFIX=/usr -o all DESTDIR="$PWD/dest" install \
	    > /dev/null
	for n in 3 40; do
		rm -f in
		cp "$BUILD/share/wordkit/standard.wkd" dest/usr/share/wordkit/
		WORDKIT_DATADIR= start_reader standard "$PWD/dest/usr/bin/validate"
		: > dest/usr/share/wordkit/standard.wkd
		finish_reader $(words match '*' | head -n "$n")
		[ "$status" -lt 128 ]
		assert_equal "$status" 2
		assert_equal "$(cat err)" "validate: dictionary '$PWD/dest/usr/bin/../share/wordkit/standard.wkd' changed while it was read"
	done
}

@test "a built-in dictionary truncated under a tool run by a long path: named whole" {
	# The first dictionary's name is kept in a short room when it fits,
	# else in one for any path: the line names it whole either way.
	deep=$(pwd -P)
	for i in 1 2 3 4 5 6; do deep=$deep/a-folder-with-a-long-name-$i; done
	mkdir -p "$deep/bin" "$deep/share/wordkit"
	cp "$BUILD/bin/validate" "$deep/bin/"
	cp "$BUILD/share/wordkit/standard.wkd" "$deep/share/wordkit/"
	WORDKIT_DATADIR= start_reader standard "$deep/bin/validate"
	: > "$deep/share/wordkit/standard.wkd"
	finish_reader cat dog zebra
	[ "$status" -lt 128 ]
	assert_equal "$status" 2
	assert_equal "$(cat err)" "validate: dictionary '$deep/bin/../share/wordkit/standard.wkd' changed while it was read"
}

@test "make install replaces files by rename: a running tool keeps its dictionary" {
	dest="$PWD/dest"
	inst() {
		env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL make -s -C "$TOP" \
		    BUILD="$BUILD" PREFIX=/usr -o all DESTDIR="$dest" install
	}
	inst >/dev/null
	ino_bin=$(stat -c %i "$dest/usr/bin/validate")
	ino_man=$(stat -c %i "$dest/usr/share/man/man1/validate.1")
	ino_dict=$(stat -c %i "$dest/usr/share/wordkit/standard.wkd")
	mkfifo in
	WORDKIT_DATADIR= "$dest/usr/bin/validate" < in > out 2> err &
	pid=$!
	exec 8> in
	for _ in $(seq 200); do
		has_open "$pid" standard.wkd && break
		sleep 0.05
	done
	has_open "$pid" "$dest/usr/share/wordkit/standard.wkd"
	# Installed again over the running tool (cp over it would be
	# "Text file busy" for the binary and SIGBUS for the dictionary).
	run inst
	assert_success
	finish_reader cat dog zebra
	assert_equal "$status" 0
	assert_equal "$(cat err)" ""
	[ "$(stat -c %i "$dest/usr/bin/validate")" != "$ino_bin" ]
	[ "$(stat -c %i "$dest/usr/share/man/man1/validate.1")" != "$ino_man" ]
	[ "$(stat -c %i "$dest/usr/share/wordkit/standard.wkd")" != "$ino_dict" ]
	# No temporary file is left beside what was installed.
	run find "$dest" -name '.*'
	assert_output ""
	cmp "$BUILD/bin/validate" "$dest/usr/bin/validate"
}

@test "cache: a store killed outright leaves its temporary file only until the next store" {
	printf 'cat\n' > list.txt
	run validate -d ./list.txt cat
	assert_success
	c=$(cached cache/wordkit)
	name=${c##*/}
	# A store killed between writing and renaming, and one still writing.
	echo half > "cache/wordkit/.$name.0badf00d"
	echo half > "cache/wordkit/.$name.1badf00d"
	flock -o "cache/wordkit/.$name.1badf00d" sleep 1000 > /dev/null 2>&1 &
	held=$!
	for _ in $(seq 100); do
		grep -q "FLOCK .* $held " /proc/locks && break
		sleep 0.1
	done
	printf 'cat\ndog\n' > list.txt
	run validate -d ./list.txt dog
	assert_success
	[ ! -e "cache/wordkit/.$name.0badf00d" ]
	[ -e "cache/wordkit/.$name.1badf00d" ]
	kill -KILL $(ps -o pid= --ppid "$held") "$held" 2>/dev/null || true
	wait "$held" 2>/dev/null || true
	held=
}

@test "cache: a union sees a part rewritten with its size and time of change kept" {
	# cp -p, rsync -t and tar x keep the modification time; the change
	# time still moves.
	printf 'cat\n' > a.txt
	printf 'dog\n' > b.txt
	run validate -d ./a.txt,./b.txt cow
	assert_failure 1
	touch -r a.txt stamp
	was=$(stat -c %z a.txt)
	printf 'cow\n' > a.txt
	touch -r stamp a.txt
	# The time of change moves, but only by the clock's tick where the
	# kernel keeps file times coarse (Linux before 6.13's fine-grained
	# ones): the writes a few ms apart may share one.  The stamp is put
	# back until the time of change has moved (6,000 tries at most).
	for ((i = 0; i < 6000; i++)); do
		[ "$(stat -c %z a.txt)" = "$was" ] || break
		sleep 0.01
		touch -r stamp a.txt
	done
	[ "$(stat -c %z a.txt)" != "$was" ] ||
	    fail "a.txt's time of change stayed $was"
	run validate -d ./a.txt cow
	assert_success
	run validate -d ./a.txt,./b.txt cow
	assert_success
	run validate -d ./a.txt,./b.txt cat
	assert_failure 1
}
