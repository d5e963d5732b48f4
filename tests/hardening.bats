#!/usr/bin/env bats
# Hardening: no crash, no hang, no damaged file, whatever the input.
bats_require_minimum_version 1.5.0
load test_helper

setup() {
	cd "$BATS_TEST_TMPDIR" || return 1
	export XDG_CACHE_HOME="$BATS_TEST_TMPDIR/cache"
}

# ok_exit STATUS: a tool's answer (0, 1, 2, or solve's 3), not a crash
# (a signal gives 128 and up) nor a timeout (124).
ok_exit() {
	[ "$1" -le 3 ]
}

@test "hardening: games played through libcore keep every invariant at every step" {
	run "$BUILD/tests/prop-games" 2 "$BUILD/share/wordkit/standard.wkd"
	assert_success
	assert_output --regexp '^ok 2 seeds: 2 Shenanigrams games \([0-9]+ won\) and 2 Typeset games played twice, and 2 Bananagrams games'
}

@test "hardening: the solver's arena keeps every block's bytes, grown in place or moved" {
	run "$BUILD/tests/prop-arena" 100 100
	assert_success
	assert_output --regexp '^ok 100 rounds of 100 steps: [1-9][0-9]* blocks grown in place, [1-9][0-9]* moved, all intact$'
}

@test "hardening: a whole bag is solved where the system will reserve little memory" {
	# The arena asks for 64 MiB at once, only reserved, for a whole
	# bag's arrays; where that is refused it grows as it did before.
	grep -q __asan_init "$BUILD/bin/solve" && skip "the build is sanitized"
	bag=$(bag new bananagrams -s 1 -o text)
	run bash -c "ulimit -v 40000 && solve -q -t 30 $bag > grid"
	assert_success
	run validate -q --grid grid --hand "$bag"
	assert_success
	cmp grid <(solve -q -t 30 "$bag")
}

@test "hardening: the heap keeps every block's bytes, sizes and alignments of all kinds" {
	run "$BUILD/tests/prop-heap" 10 400
	assert_success
	assert_output --regexp '^ok 10 rounds of 400 steps: [1-9][0-9]* calloc.d, [1-9][0-9]* moved by realloc, all intact, heap: (wordkit|system)$'
}

@test "hardening: the tools' heap stops a double free, a bad free and an overrun" {
	run "$BUILD/tests/prop-heap" 1 1
	[[ $output == *"heap: wordkit" ]] || skip "the system's allocator (${output##*heap: })"
	for how in double-free bad-free overrun; do
		run "$BUILD/tests/prop-heap" "$how"
		# abort(): SIGABRT, before anything more is done
		assert_equal "$status" 134
		refute_output --partial survived
	done
	# and the tools themselves run on it, not on the C library's
	run nm "$BUILD/bin/bag"
	assert_output --partial ' T malloc'
	refute_output --partial alloc_slot
}

@test "hardening: a kill -9 in the middle of -i never leaves the file damaged" {
	bag new shenanigrams -s 3 | deal -N ann,bob > g.yaml
	# a large unknown key makes each write take a while
	{ printf 'pad: "'; head -c 6000000 /dev/zero | tr '\0' 'x'; printf '"\n'; } >> g.yaml
	for i in $(seq 1 25); do
		bag fill -i g.yaml -q >/dev/null 2>&1 &
		pid=$!
		sleep "0.0$((RANDOM % 9))"
		kill -9 "$pid" 2>/dev/null || true
		wait_for "$pid"
		run bag audit -f g.yaml
		[ "$status" -eq 0 ] || fail "after kill $i: $output"
	done
	# what a killed writer leaves behind is its temporary file, never g.yaml
	run bag count -T -f g.yaml
	assert_success
}

@test "hardening: every fuzz corpus input goes through the real tools without a crash or hang" {
	c="$TOP/tests/fuzz/corpus"
	for f in "$c"/state/*; do
		run timeout 10 bag count -f "$f"
		ok_exit "$status" || fail "bag count -f $f: exit $status"
		run timeout 10 steal-check -f "$f" --find
		ok_exit "$status" || fail "steal-check -f $f: exit $status"
	done
	for f in "$c"/view/*; do
		run timeout 10 table -f "$f" -p ann
		ok_exit "$status" || fail "table -f $f: exit $status"
		run timeout 10 table -f "$f" -o json
		ok_exit "$status" || fail "table -f $f -o json: exit $status"
	done
	for f in "$c"/grid/*; do
		run timeout 10 validate --grid "$f"
		ok_exit "$status" || fail "validate --grid $f: exit $status"
		run timeout 10 validate --game shenanigrams "$f"
		ok_exit "$status" || fail "validate shenanigrams $f: exit $status"
	done
	for f in "$c"/move/*; do
		tail -n +2 "$f" > board.txt
		run timeout 10 steal-check --board board.txt "$(head -1 "$f")"
		ok_exit "$status" || fail "steal-check $f: exit $status"
	done
	for f in "$c"/dist/*; do
		run timeout 10 bag new --distribution "$f" -s 1
		ok_exit "$status" || fail "bag new -D $f: exit $status"
	done
	for f in "$c"/wordlist/*; do
		run timeout 10 words info -d "$f"
		ok_exit "$status" || fail "words -d $f: exit $status"
		run timeout 10 validate -d "$f" < "$f"
		ok_exit "$status" || fail "validate -d $f < $f: exit $status"
	done
	for f in "$c"/dictfile/*; do
		run timeout 10 words -d "$f" match '*'
		ok_exit "$status" || fail "words -d $f match: exit $status"
	done
	bag new bananagrams -s 1 | deal -N ann,bob > j0.yaml
	for f in "$c"/journal/*; do
		cp j0.yaml j.yaml
		cp "$f" .j.yaml.journal
		run timeout 10 journal j.yaml
		ok_exit "$status" || fail "journal with $f: exit $status"
		run timeout 10 journal --undo -i j.yaml
		ok_exit "$status" || fail "journal --undo with $f: exit $status"
		run timeout 10 bag peel -i j.yaml
		ok_exit "$status" || fail "bag peel -i with $f: exit $status"
	done
}

@test "hardening: sizes are capped with a clear message" {
	seq 1 1001 | sed 's/.*/A/' > tall.txt
	run --separate-stderr validate --grid tall.txt
	assert_fails_cleanly 2
	assert_equal "$stderr" "validate: tall.txt:1001:1: the grid is larger than 1000 x 1000"
	head -c 1001 /dev/zero | tr '\0' 'A' > wide.txt
	run --separate-stderr validate --grid wide.txt
	assert_fails_cleanly 2
	run --separate-stderr solve "$(head -c 201 /dev/zero | tr '\0' 'E')"
	assert_fails_cleanly 2
}

@test "hardening: every byte to escape is found, wherever it lies in the text" {
	# A text is searched for bytes to escape eight at a time (say.c):
	# each byte value at every place of texts of 1 to 24 bytes.
	run --separate-stderr "$BUILD/tests/check-say"
	assert_success
	assert_output 'ok: every byte to escape is found, at every place'
}

@test "hardening: a buffer whose append failed keeps nothing after it, and says so" {
	# A 64 TiB request fails: under ASan too, which must return NULL here
	# (and says so on stderr).
	ASAN_OPTIONS=${ASAN_OPTIONS:-}:allocator_may_return_null=1 \
	    run --separate-stderr "$BUILD/tests/check-buf"
	assert_success
	assert_output 'ok: a failed append is remembered, and nothing after it is kept'
}
