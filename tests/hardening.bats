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

@test "hardening: a state larger than the memory given is out of memory, not invalid YAML" {
	grep -q __asan_init "$BUILD/bin/bag" && skip "the build is sanitized"
	# 16 MB, within the size a state may have: a list of 8.3 million.
	python3 -c "import sys; sys.stdout.write('x: [' + '1,' * 8300000 + '1]\n')" > big.yaml
	run --separate-stderr bash -c "ulimit -v 700000 && bag count -T -f big.yaml"
	assert_equal "$status" 2
	assert_equal "$stderr" "bag: out of memory"
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

@test "hardening: memcpy and memmove copy every size, alignment and overlap as a byte loop does" {
	run "$BUILD/tests/prop-copy" 2
	assert_success
	assert_output --regexp '^ok [1-9][0-9]* copies, each as a byte at a time makes it, copy: (wordkit|system)$'
}

@test "hardening: the tools copy with libcore's memcpy and memmove, not the C library's" {
	run "$BUILD/tests/prop-copy" 0
	[[ $output == *"copy: wordkit" ]] || skip "the system's copies (${output##*copy: })"
	# musl's are one member, whose memcpy memmove calls by this name
	run nm "$BUILD/bin/table"
	assert_output --partial ' T memcpy'
	assert_output --partial ' T memmove'
	refute_output --partial __memcpy_fwd
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

# through LINE FILE...: the shell LINE run for each FILE (named $f in it),
# its output dropped, all in one bash under one limit (10 s a FILE, or
# through_s): a
# process for each tool's run, where a run of its own under timeout took
# three.  Fails naming each FILE whose LINE ended above 3 (its last
# command's status), and the first that did not end.
through() {
	local line=$1 k=0 st f bad=''
	shift
	run timeout $((${through_s:-10} * $#)) bash -c 'line=$1; shift
	    for f; do
		eval "$line" > /dev/null 2>&1 < /dev/null
		printf "%s\t%s\n" $? "$f"
	    done' bash "$line" "$@"
	for f; do
		if ((k >= ${#lines[@]})) || [[ ${lines[k]#*$'\t'} != "$f" ]]; then
			bad+="$line, \$f=$f: did not end within the limit"$'\n'
			break
		fi
		st=${lines[k++]%%$'\t'*}
		ok_exit "$st" || bad+="$line, \$f=$f: exit $st"$'\n'
	done
	[ -z "$bad" ] || fail "$bad"
}

@test "hardening: every fuzz corpus input goes through the real tools without a crash or hang" {
	c="$TOP/tests/fuzz/corpus"
	through 'bag count -f "$f"' "$c"/state/*
	through 'steal-check -f "$f" --find' "$c"/state/*
	through 'table -f "$f" -p ann' "$c"/view/*
	through 'table -f "$f" -o json' "$c"/view/*
	through 'validate --grid "$f"' "$c"/grid/*
	through 'validate --game shenanigrams "$f"' "$c"/grid/*
	through 'tail -n +2 "$f" > board.txt; steal-check --board board.txt "$(head -1 "$f")"' \
	    "$c"/move/*
	through 'bag new --distribution "$f" -s 1' "$c"/dist/*
	through 'words info -d "$f"' "$c"/wordlist/*
	through 'validate -d "$f" < "$f"' "$c"/wordlist/*
	through 'words -d "$f" match "*"' "$c"/dictfile/*
	# A journal beside a game: read, undone, then the game played on.
	bag new bananagrams -s 1 | deal -N ann,bob > j0.yaml
	begin='cp j0.yaml j.yaml; cp "$f" .j.yaml.journal;'
	through "$begin journal j.yaml" "$c"/journal/*
	through "$begin journal --undo -i j.yaml" "$c"/journal/*
	through "$begin journal --undo -i j.yaml; bag peel -i j.yaml" "$c"/journal/*
}

# The helper above is held to what it says.
@test "hardening: a run that crashes or hangs among the inputs fails, named" {
	touch a b c
	through '[ "$f" != b ] || sh -c "exit 3"' a b c
	run -1 through '[ "$f" != b ] || sh -c "kill -SEGV \$\$"' a b c
	[[ $output == *'$f=b: exit 139'* ]] || fail "$output"
	[[ $output != *'$f=a'* && $output != *'$f=c'* ]] || fail "$output"
	through_s=1 run -1 through '[ "$f" != b ] || sleep 10' a b c
	[[ $output == *'$f=b: did not end within the limit'* ]] || fail "$output"
	[[ $output != *'$f=c'* ]] || fail "$output"
}

@test "hardening: sizes are capped with a clear message" {
	seq 1 1001 | sed 's/.*/A/' > tall.txt
	run --separate-stderr validate --grid tall.txt
	assert_fails_cleanly 2
	assert_equal "$stderr" "validate: tall.txt:1001:1: the grid is larger than 1000 x 1000"
	head -c 1001 /dev/zero | tr '\0' 'A' > wide.txt
	run --separate-stderr validate --grid wide.txt
	assert_fails_cleanly 2
	# Before: 1:1, the start of the line, not the column past the limit.
	assert_equal "$stderr" "validate: wide.txt:1:1001: the grid is larger than 1000 x 1000"
	# A state's board is placed in the file, its indentation counted.
	{ printf 'game: "shenanigrams"\nturn: "ann"\nplayers:\n'
	  printf -- '- {name: "ann", hand: "A", tags: 7}\nboard: |\n  '
	  cat wide.txt; } > wide.yaml
	run --separate-stderr steal-check -f wide.yaml place A 1,1
	assert_fails_cleanly 2
	assert_equal "$stderr" "steal-check: wide.yaml:6:1003: the grid is larger than 1000 x 1000"
	{ printf 'game: "shenanigrams"\nturn: "ann"\nplayers:\n'
	  printf -- '- {name: "ann", hand: "A", tags: 7}\nboard: |\n'
	  sed 's/^/  /' tall.txt; } > tall.yaml
	run --separate-stderr steal-check -f tall.yaml place A 1,1
	assert_fails_cleanly 2
	assert_equal "$stderr" "steal-check: tall.yaml:1006:3: the grid is larger than 1000 x 1000"
	run --separate-stderr solve "$(head -c 201 /dev/zero | tr '\0' 'E')"
	assert_fails_cleanly 2
}

@test "hardening: blank lines at the end are not rows, however many, nor their width" {
	# AT and 1,000 blank lines was refused as larger than 1000 x 1000.
	{ echo AT; seq 1 1000 | sed 's/.*//'; seq 1 5 | sed 's/.*/..../'; } > g.txt
	head -c 1500 /dev/zero | tr '\0' '.' >> g.txt
	run --separate-stderr validate -g g.txt -H AT
	assert_success
	run --separate-stderr solve -F g.txt ''
	assert_success
	# One tile after them makes them rows: the place is the first past.
	echo A >> g.txt
	run --separate-stderr validate -g g.txt
	assert_fails_cleanly 2
	assert_equal "$stderr" "validate: g.txt:1001:1: the grid is larger than 1000 x 1000"
	# A wide blank row inside the grid is its width.
	{ echo AT; head -c 1001 /dev/zero | tr '\0' '.'; echo; echo T; } > w.txt
	run --separate-stderr validate -g w.txt
	assert_fails_cleanly 2
	assert_equal "$stderr" "validate: w.txt:2:1001: the grid is larger than 1000 x 1000"
	{ echo AT; head -c 1001 /dev/zero | tr '\0' '.'; echo; } > w.txt
	run --separate-stderr validate -g w.txt -H AT
	assert_success
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
	# (and says so on stderr).  And buf_printf, which formats straight
	# into the room left, appends what snprintf makes of every length.
	ASAN_OPTIONS=${ASAN_OPTIONS:-}:allocator_may_return_null=1 \
	    run --separate-stderr "$BUILD/tests/check-buf"
	assert_success
	assert_output 'ok: a failed append is remembered, and nothing after it is kept; buf_printf appends what snprintf makes'
}
