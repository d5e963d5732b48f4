#!/usr/bin/env bats
# timer: countdowns on a fast clock.  No test here measures time: the
# accuracy of the clock is checked by tests/bench-timer.sh (make bench).
bats_require_minimum_version 1.5.0
load test_helper

@test "timer --help prints the usage on stdout and exits 0" {
	run timer --help
	assert_success
	assert_line --index 0 --partial 'usage: timer'
	assert_output --partial WORDKIT_TIME_SCALE
	run timer -V
	assert_output --regexp '^timer \(wordkit\) '
}

@test "timer: a bad option, no duration or a bad one is exit 2" {
	run --separate-stderr timer --snooze 5
	assert_fails_cleanly 2
	run --separate-stderr timer
	assert_fails_cleanly 2
	assert_equal "$stderr" "timer: give one DURATION (see 'timer --help')"
	for d in 5x m 1s2m 1m1m 1.5 -5 2m30 '' 90ss 25h 86401; do
		run --separate-stderr timer -- "$d"
		assert_fails_cleanly 2
	done
	run --separate-stderr timer 2x
	assert_equal "$stderr" "timer: '2x' is not a duration: write 90, 90s, 2m or 1m30s (see 'timer --help')"
	run --separate-stderr timer 1 2
	assert_fails_cleanly 2
}

@test "timer: a bad WORDKIT_TIME_SCALE is exit 2" {
	for s in 0 -1 abc 1e9 nan; do
		WORDKIT_TIME_SCALE=$s run --separate-stderr timer 1
		assert_fails_cleanly 2
	done
	WORDKIT_TIME_SCALE=fast run --separate-stderr timer 1
	assert_equal "$stderr" "timer: WORDKIT_TIME_SCALE 'fast' is not a number from 0.001 to 1000000"
}

@test "timer: every duration form runs out with exit 0 (fast clock)" {
	export WORDKIT_TIME_SCALE=100000
	for d in 0 90 90s 2m 1m30s 1h 1h1s 0s; do
		run --separate-stderr timer "$d"
		assert_success
		assert_output ""
		assert_equal "$stderr" ""
	done
}

@test "timer --countdown: each remaining second, golden" {
	WORDKIT_TIME_SCALE=200 run timer --countdown 5
	assert_success
	assert_output "$(printf '5\n4\n3\n2\n1')"
	WORDKIT_TIME_SCALE=5000 run timer -c 1m5s
	assert_equal "${#lines[@]}" 65
	assert_line --index 0 65
	assert_line --index 64 1
}

@test "timer --stop-on-input: a line stops it, exit 1, the time left printed" {
	run --separate-stderr bash -c 'echo stop | timer --stop-on-input 1h'
	assert_equal "$status" 1
	assert_output --regexp '^(1h|59m[0-9]+s)$'
	assert_equal "$stderr" "timer: stopped with $output left"
	run --separate-stderr bash -c 'echo stop | timer -q -e 1h'
	assert_equal "$status" 1
	assert_equal "$stderr" ""
}

@test "timer --stop-on-input: the time left can be given back to timer" {
	left=$(echo | timer -q -e 1h) || true
	WORDKIT_TIME_SCALE=100000 run timer "$left"
	assert_success
}

@test "timer --stop-on-input: the end of input without a line does not stop it" {
	export WORDKIT_TIME_SCALE=1000
	run timer -e 2 < /dev/null
	assert_success
	run bash -c 'printf "no newline" | timer -e 2'
	assert_success
	assert_output ""
}

@test "timer: Ctrl-C exits 130 and SIGTERM 143, and the terminal is restored" {
	timer 1h & pid=$!
	sleep 0.2
	kill -INT "$pid"
	rc=0
	wait "$pid" || rc=$?
	assert_equal "$rc" 130
	timer 1h & pid=$!
	sleep 0.2
	kill -TERM "$pid"
	rc=0
	wait "$pid" || rc=$?
	assert_equal "$rc" 143
	# On a terminal: the cursor is hidden while the bar runs and shown
	# again, with the bar wiped, when interrupted.
	script -qfc 'timer 1h & sleep 0.3; kill -INT $!; wait $!; echo "rc=$?"' out.txt > /dev/null
	grep -q 'rc=130' out.txt
	grep -q "$(printf '\033\\[?25l')" out.txt
	grep -q "$(printf '\r\033\\[K\033\\[?25h')" out.txt
}

@test "timer: the bar is drawn on a terminal only, and wiped at the end" {
	export WORDKIT_TIME_SCALE=100
	run --separate-stderr timer 2
	assert_equal "$stderr" ""
	script -qfc 'timer 2' out.txt > /dev/null
	grep -q '\[###############\.\.*\] 0:01' out.txt
	grep -q "$(printf '\033\\[K\033\\[?25h')" out.txt
}

@test "timer --bell: a BEL on stderr at the end" {
	WORDKIT_TIME_SCALE=1000 run --separate-stderr timer --bell 1
	assert_success
	assert_equal "$stderr" "$(printf '\a')"
}

@test "timer: a full disk is exit 2" {
	WORDKIT_TIME_SCALE=1000 run --separate-stderr bash -c 'timer -c 3 > /dev/full'
	assert_equal "$status" 2
	assert_equal "$stderr" "timer: write error: No space left on device"
	run --separate-stderr bash -c 'echo | timer -e 1h > /dev/full'
	assert_equal "$status" 2
}

@test "timer: every example of the man page runs" {
	run "$TOP/tests/man-examples.sh" "$TOP/man/timer.1"
	assert_success
}
