#!/usr/bin/env bats
# tests/suite.sh, which make check runs: the files at once, each failure
# shown with its output, and a file failed when one of its tests writes
# outside its scratch space, leaves a process running or never ends.
bats_require_minimum_version 1.5.0
load test_helper

# fixture NAME: the bats file f/NAME.bats, from stdin, beside the suite's
# test_helper.bash.  Its tests are written %test, which bats would
# otherwise take for this file's own.  It keeps the limit each test has
# (BATS_TEST_TIMEOUT) with the suite's watchdog, loading test_helper or
# not: bats 1.8's own hung a file 300 s in make sanitize.
fixture() {
	mkdir -p f
	ln -sf "$TOP/tests/test_helper.bash" f/
	{
		echo 'bats_require_minimum_version 1.5.0'
		printf 'source %q\n' "$TOP/tests/helper/timeout.bash"
		sed 's/^%test /@test /'
	} > "f/$1.bats"
}

# suite ARG...: run tests/suite.sh ARG..., its run kept in run/.
suite() {
	WORDKIT_CHECK_DIR=$PWD/run run "$TOP/tests/suite.sh" "$@"
}

@test "suite: the files run at once; a failure is shown with its output, counted, exit 1" {
	fixture a <<'BATS'
load test_helper
%test "a: one" { true; }
%test "a: two" {
	echo "the reason"
	false
}
BATS
	# b and c each wait for the other to start: they run side by side.
	for f in b c; do
		o=$([ $f = b ] && echo c || echo b)
		fixture $f <<BATS
%test "$f: meets $o" {
	touch "\$MARKS/$f"
	for i in \$(seq 200); do
		[ -e "\$MARKS/$o" ] && return 0
		sleep 0.05
	done
	false
}
%test "$f: two" { skip "not here"; }
BATS
	done
	mkdir marks
	MARKS=$PWD/marks suite -j 3 f/a.bats f/b.bats f/c.bats
	assert_failure 1
	assert_line --regexp '^FAIL a\.bats +1 tests +[0-9.]+ s: 1 not ok$'
	assert_line --regexp '^ok   b\.bats +2 tests '
	assert_line --regexp '^ok   c\.bats +2 tests '
	assert_line "--- a.bats ($PWD/run/a.tap)"
	assert_line --regexp '^not ok 2 a: two in [0-9]+ms$'
	assert_line '# the reason'
	assert_line --regexp '^suite: 3 passed \(2 skipped\), 1 failed, in 3 files; [0-9.]+ s$'
	assert_line 'suite: FAILED: a'
	# Each file's TAP is kept, and the next run starts the longest first.
	grep -q '^ok 1 c: meets b in [0-9]*ms$' run/c.tap
	assert_equal "$(wc -l < run/times)" 3
	fixture c <<'BATS'
%test "c: slow" { sleep 1; }
BATS
	suite -j 1 f/a.bats f/c.bats
	# c took its second at least; a is mostly quicker, but not on a busy
	# machine: the one to start first is the one the times say.
	(( $(awk '$1 == "c" { print $2 }' run/times) >= 1000 )) ||
	    fail "c.bats slept a second, yet: $(cat run/times)"
	first=$(awk '$1 == "a" || $1 == "c"' run/times | sort -k2,2nr -k1,1 |
	    awk '{ print $1; exit }')
	suite -j 1 f/a.bats f/c.bats
	assert_equal "$(echo "${lines[1]}" | awk '{ print $2 }')" "$first.bats"
}

@test "suite: a file whose tests pass is ok, exit 0, and leaves nothing" {
	# With test_helper, a tool's cache is the test's own, in its HOME.
	fixture cache <<'BATS'
load test_helper
%test "cache: own" {
	printf 'cat\n' > l.txt
	validate -d l.txt cat
	ls "$HOME/.cache/wordkit" | grep -q .
}
BATS
	suite f/cache.bats
	assert_success
	# One file more than the processors at a time, by default.
	assert_line --partial "suite: 1 files, $(($(nproc) + 1)) at a time, "
	assert_line --regexp '^ok   cache\.bats +1 tests '
	assert_line --regexp '^suite: 1 passed \(0 skipped\), 0 failed, in 1 files; '
	[ ! -e run/cache ]
}

@test "suite: a test that writes outside its scratch space fails its file, naming what" {
	# No test_helper here: HOME and TMPDIR are the suite's, per file.
	fixture out <<'BATS'
%test "out: writes" {
	touch "$HOME/.wordkitrc"
	mkdir "$TMPDIR/left"
}
BATS
	suite f/out.bats
	assert_failure 1
	assert_line --regexp '^FAIL out\.bats '
	assert_line "not ok - out.bats wrote outside its tests' scratch space (HOME, TMPDIR):"
	assert_line '# home/.wordkitrc'
	assert_line '# tmp/left'
	# Left for a look.
	[ -e run/out/home/.wordkitrc ]
}

@test "suite: a test that would hang fails with a message, and so does a wait" {
	fixture hang <<'BATS'
%test "hang: sleeps" { sleep 100; }
BATS
	fixture waits <<'BATS'
load test_helper
%test "waits: for a job" {
	sleep 100 &
	WAIT_LIMIT=1 wait_for $!
}
BATS
	BATS_TEST_TIMEOUT=3 suite f/hang.bats f/waits.bats
	assert_failure 1
	assert_line --regexp '^not ok 1 hang: sleeps in [0-9]+ms # timeout after 3s$'
	assert_line --regexp '^not ok 1 waits: for a job in [0-9]+ms$'
	assert_line '# still running after 1 s, killed:'
	assert_line --regexp '^# +[0-9]+ sleep 100$'
}

@test "suite: a test past its limit is ended with every process it started" {
	# No test_helper here, and a sleep that is the test's grandchild:
	# bats 1.8's own watchdog killed the subshell and left the sleep
	# holding bats's output, so the file waited for it.
	fixture deep <<'BATS'
%test "deep: a grandchild sleeps" { ( sleep 100; true ); }
BATS
	BATS_TEST_TIMEOUT=2 WORDKIT_FILE_TIMEOUT=30 suite f/deep.bats
	assert_failure 1
	assert_line --regexp '^not ok 1 deep: a grandchild sleeps in [0-9]+ms # timeout after 2s$'
	refute_line --partial 'was not done after'
	refute_line --partial 'left processes running'
}

@test "suite: a process left running fails its file and is killed" {
	fixture left <<'BATS'
%test "left: a job" { sleep 100 3>&- & }
BATS
	suite f/left.bats
	assert_failure 1
	assert_line 'not ok - left.bats left processes running (killed):'
	pid=$(printf '%s\n' "$output" | sed -n 's/^# \([0-9]*\) sleep 100$/\1/p')
	[ -n "$pid" ]
	# Gone, or a zombie that init has yet to reap.
	st=$(ps -o stat= -p "$pid" || true)
	[[ -z $st || $st == Z* ]] || fail "$pid is still running: $st"
}

@test "suite: a file not done after WORDKIT_FILE_TIMEOUT is killed and fails" {
	fixture slow <<'BATS'
setup_file() { sleep 100; }
%test "slow: never" { true; }
BATS
	WORDKIT_FILE_TIMEOUT=2 suite f/slow.bats
	assert_failure 1
	assert_line 'not ok - slow.bats was not done after 2 s (WORDKIT_FILE_TIMEOUT): killed'
	assert_line --regexp '^suite: 0 passed \(0 skipped\), 1 failed, in 1 files; '
}

@test "suite: run (tests/helper/run.bash) sets what bats's own run does" {
	[[ $(type -t run) == function && $(declare -F run) == run ]]
	run --separate-stderr bash -c 'echo out; echo err >&2; exit 3'
	assert_equal "$status" 3
	assert_equal "$output" out
	assert_equal "$stderr" err
	assert_equal "${stderr_lines[*]}" err
	run bash -c 'echo one; echo two >&2; exit 4'
	assert_equal "$status" 4
	assert_equal "$output" $'one\ntwo'
	assert_equal "${#lines[@]}" 2
	assert_equal "$BATS_RUN_COMMAND" "bash -c echo one; echo two >&2; exit 4"
	run --keep-empty-lines printf 'a\n\nb\n'
	assert_equal "$output" $'a\n\nb\n'
	assert_equal "${lines[1]}" ""
	run -3 bash -c 'exit 3'
	run ! false
	! run -2 bash -c 'exit 3' 2>/dev/null
	! run --bogus true 2>/dev/null
	# Each run's stderr is its own, and a run inside a run has its own.
	run --separate-stderr bash -c 'echo first >&2'
	run --separate-stderr bash -c 'echo second >&2'
	assert_equal "$stderr" second
	inner() { run --separate-stderr bash -c 'echo in >&2'; echo "$stderr"; echo out >&2; }
	run --separate-stderr inner
	assert_equal "$output" in
	assert_equal "$stderr" out
	# A program is the test's child, no subshell between; a function, a
	# builtin and a name not found run as they did.
	run bash -c 'echo $PPID'
	assert_equal "$output" "$BASHPID"
	run --separate-stderr bash -c 'echo $PPID; echo err >&2'
	assert_equal "$output" "$BASHPID"
	assert_equal "$stderr" err
	run printf '%s\n' builtin
	assert_equal "$output" builtin
	run eval 'echo evaluated'
	assert_equal "$output" evaluated
	printf() { echo "the function"; }
	run printf x
	assert_equal "$output" "the function"
	unset -f printf
	run -127 no-such-program-here
	assert_output --partial "no-such-program-here: command not found"
}

# both CMD...: the run of CMD... (run's flags first) by wordkit_spawn, then
# by $(exec ...), what each run sets printed for the other's to match.
both() {
	local spawned
	wordkit_spawn=1
	"$@"
	spawned=$(run_vars)
	wordkit_spawn=
	"$@"
	wordkit_spawn=1
	assert_equal "$spawned" "$(run_vars)"
}

from_in() {
	run "$@" < in
}

run_vars() {
	declare -p status output lines stderr stderr_lines 2>&1 || true
}

@test "suite: run starts a program by wordkit_spawn (tests/spawn.c) as by \$(exec ...)" {
	[[ -e $BUILD/tests/spawn.so ]] || skip "no $BUILD/tests/spawn.so: make check builds it"
	[[ $(type -t wordkit_spawn) == builtin && $wordkit_spawn == 1 ]]
	seq 20000 > in
	printf 'echo no line of its own\n' > script
	printf 'not run\n' > noexec
	chmod +x script
	export WORDKIT_A=exported
	from_env() { echo "$WORDKIT_F"; }
	export -f from_env
	both run bash -c 'printf "a\n\nb\n\n\n"; echo err >&2; exit 3'
	assert_equal "$output" $'a\n\nb\n\n\nerr'
	both run --separate-stderr bash -c 'echo out; echo err >&2; exit 4'
	assert_equal "$stderr" err
	both run --keep-empty-lines bash -c 'printf "a\n\n"; echo err >&2'
	assert_equal "$output" $'a\n\nerr\n'
	both run --separate-stderr --keep-empty-lines printf 'x\n\n'
	assert_equal "$output" $'x\n\n'
	# Its NUL bytes left out (with bash's warning), its end by a signal.
	both run printf 'a\0b\0'
	assert_equal "$output" ab
	both run bash -c 'kill -TERM $$'
	assert_equal "$status" 143
	# Standard input, an output larger than a pipe holds, a program found
	# by a path, the environment with a command's prefix and functions.
	both from_in cat
	assert_equal "${#lines[@]}" 20000
	both run ./script
	assert_equal "$output" "no line of its own"
	both run -126 ./noexec
	assert_output --partial "Permission denied"
	WORDKIT_P=prefix both run env
	assert_line WORDKIT_A=exported
	assert_line WORDKIT_P=prefix
	WORDKIT_F=called both run bash -c from_env
	assert_equal "$output" called
	# The name run as its argv[0]; the status of a program not found.
	ln -s "$(type -P bash)" mine
	both run ./mine -c 'echo "$0"'
	assert_equal "$output" ./mine
	both run -127 ./gone
}

@test "suite: a failure names its line as bats's own trap does (tests/helper/trace.bash)" {
	# Failures in a test, in a function it calls, after a run, in a
	# loop, in a subshell and in a command substitution (where the trap
	# records nothing: the shell that reports is the test's): what bats
	# prints of each, with the trap replaced (as it is here) and with
	# bats's own.
	[[ $(declare -f bats_debug_trap) != *bats_capture_stack_trace* ]]
	fixture t <<'BATS'
load test_helper
helper() {
	local x=1
	[ "$x" -eq 2 ]
}
%test "t: in the test" {
	true
	[ 1 -eq 2 ]
}
%test "t: in a function" {
	x=1
	helper
}
%test "t: after a run" {
	run bash -c 'exit 3'
	assert_success
}
%test "t: in a loop" {
	for i in 1 2 3; do
		[ "$i" -lt 3 ]
	done
}
%test "t: passes" {
	for i in 1 2 3; do :; done
}
%test "t: in a subshell" {
	(
		true
		helper
	)
}
%test "t: in a command substitution" {
	x=$(echo a; helper)
}
BATS
	ln -s "$TOP/tests/helper" f/helper
	run bats f/t.bats
	assert_failure
	ours=$output
	WORDKIT_BATS_TRAP=bats run bats f/t.bats
	assert_failure
	assert_equal "$ours" "$output"
	[[ $ours == *"(in test file f/t.bats, line 10)"* ]] || fail "$ours"
	[[ $ours == *"(from function \`helper' in file f/t.bats, line 6,"* ]] ||
	    fail "$ours"
	[[ $ours == *"(in test file f/t.bats, line 22)"* ]] || fail "$ours"
	[[ $ours == *"ok 5 t: passes"* ]] || fail "$ours"
	[[ $ours == *"not ok 6 t: in a subshell"* ]] || fail "$ours"
	[[ $ours == *"(in test file f/t.bats, line 35)"* ]] || fail "$ours"
}

@test "suite: a test runs as bats-exec-test runs it, in a fork (tests/helper/exec.bash)" {
	# This test is a fork of its file's shell: bats started no bash for it.
	[[ $$ != "$BASHPID" ]]
	fixture t <<'BATS'
load test_helper
setup_file() { export SEEN=file; }
helper() {
	local x=1
	[ "$x" -eq 2 ]
}
%test "t: in its own folder and HOME" {
	[ "$PWD" = "$BATS_TEST_TMPDIR" ]
	[ "$HOME" = "$BATS_TEST_TMPDIR.home" ] && [ -d "$HOME" ]
	[ -z "$(ls -A "$HOME")" ]
	[ "$SEEN" = file ] && [ -z "${LEAK-}" ]
	LEAK=1
	touch "$HOME/mine"
	echo "test $BATS_TEST_NUMBER, $BATS_SUITE_TEST_NUMBER of the run: $BATS_TEST_NAME" >&3
}
%test "t: the next sees none of it" {
	[ -z "${LEAK-}" ] && [ ! -e "$HOME/mine" ]
	[ "$BATS_TEST_DESCRIPTION" = "t: the next sees none of it" ]
}
%test "t: in the test" {
	echo some output
	[ 1 -eq 2 ]
}
%test "t: in a function" {
	helper
}
%test "t: after a run" {
	run bash -c 'echo ran; exit 3'
	assert_success
}
%test "t: skipped" { skip; }
%test "t: skipped, why" { skip "for a reason"; }
%test "t: past its limit" {
	sleep 20 &
	sleep 30
}
BATS
	fixture u <<'BATS'
load test_helper
setup() { cd "$BATS_TEST_TMPDIR"; [ "$BATS_TEST_NUMBER" -ne 2 ]; }
teardown() { [ "$BATS_TEST_NUMBER" -ne 3 ]; }
%test "u: one" { true; }
%test "u: setup fails" { true; }
%test "u: teardown fails" { echo before; }
%test "u: exit 5" { exit 5; }
BATS
	ln -s "$TOP/tests/helper" f/helper
	BATS_TEST_TIMEOUT=2 run bats --tap f/t.bats f/u.bats
	assert_failure
	ours=$output
	BATS_TEST_TIMEOUT=2 WORDKIT_BATS_EXEC=bats run bats --tap f/t.bats f/u.bats
	assert_failure
	assert_equal "$ours" "$output"
	assert_line 'test 1, 1 of the run: test_t-3a_in_its_own_folder_and_HOME'
	assert_line 'ok 2 t: the next sees none of it'
	assert_line 'not ok 3 t: in the test'
	assert_line '# some output'
	assert_line 'not ok 8 t: past its limit # timeout after 2s'
	assert_line 'ok 7 t: skipped, why # skip for a reason'
	assert_line 'not ok 10 u: setup fails'
	assert_line 'not ok 11 u: teardown fails'
	assert_line '#   `@test "u: exit 5" { exit 5; }'"' failed with status 5"
}

@test "suite: a bad -j or a file that is none is exit 2" {
	fixture a <<'BATS'
%test "a: one" { true; }
BATS
	suite -j x f/a.bats
	assert_equal "$status" 2
	assert_output "suite.sh: -j wants a number, not 'x'"
	suite f/none.bats
	assert_equal "$status" 2
	assert_output "suite.sh: 'f/none.bats' is no bats file"
}
