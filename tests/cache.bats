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

# start_reader DICT: validate, reading words from the FIFO "in" (held
# open on fd 8) against DICT, once it has mapped DICT.  Sets pid.
start_reader() {
	mkfifo in
	validate -d "$1" < in > out 2> err &
	pid=$!
	exec 8> in
	for _ in $(seq 200); do
		grep -q "${1##*/}" "/proc/$pid/maps" 2>/dev/null && return 0
		sleep 0.05
	done
	return 1
}

# finish_reader WORDS...: give the reader its words; status is its exit.
finish_reader() {
	printf '%s\n' "$@" >&8
	exec 8>&-
	status=0
	wait "$pid" || status=$?
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
		grep -q standard.wkd "/proc/$pid/maps" 2>/dev/null && break
		sleep 0.05
	done
	grep -q "$dest/usr/share/wordkit/standard.wkd" "/proc/$pid/maps"
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
