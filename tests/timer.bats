#!/usr/bin/env bats
# timer: countdowns on a fast clock.  No test here measures time: the
# accuracy of the clock is checked by tests/bench-timer.sh (make bench).
bats_require_minimum_version 1.5.0
load test_helper

# ring SIG [ARG...]: run ARG... (its stdout in c.txt) on a pseudo-terminal,
# whose bytes go to tty.txt; once it has printed something, send it SIG.
# end.txt then says how it ended: "signal N" or "exit N".
ring() {
	cat > ring.pl <<'PERL'
my ($sig, @cmd) = @ARGV;
defined(my $pid = fork) or die "fork: $!";
if ($pid == 0) {
	open(STDOUT, ">", "c.txt") or die "c.txt: $!";
	exec(@cmd) or die "exec: $!";
}
for (my $i = 0; $i < 1000 && !-s "c.txt"; $i++) {
	select(undef, undef, undef, 0.01);
}
kill($sig, $pid);
waitpid($pid, 0);
open(my $f, ">", "end.txt") or die "end.txt: $!";
print $f ($? & 127 ? "signal " . ($? & 127) : "exit " . ($? >> 8)), "\n";
PERL
	rm -f c.txt end.txt
	timeout 20 script -qfc "ulimit -c 0; perl ring.pl $*" tty.txt \
	    > /dev/null
}

# assert_restored FILE: the terminal's bytes in FILE hide the cursor, and
# after the last time they do, wipe the bar and show the cursor again.
assert_restored() {
	local out rest
	out=$(cat "$1")
	[[ $out == *$'\033[?25l'* ]] || fail "the cursor was never hidden"
	rest=${out##*$'\033[?25l'}
	[[ $rest == *$'\r\033[K\033[?25h'* ]] ||
	    fail "the cursor is left hidden: $(cat -v "$1")"
}

# strace_ok: skip when this machine does not let a process be traced.
strace_ok() {
	strace -o /dev/null true 2> /dev/null || skip "strace cannot trace here"
	# LeakSanitizer cannot run under ptrace: with make sanitize's build,
	# a traced run checks everything but leaks.
	export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
}

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

@test "timer: a part of 60 or more after a larger unit is refused, named" {
	# 1m90s is a slip for 1m09s or 1m59s as often as for 2m30s: the
	# referee does not guess which (timer(1)).  A fast clock, so that a
	# timer which takes them runs out at once.
	export WORDKIT_TIME_SCALE=100000
	run --separate-stderr timer 1m90s
	assert_fails_cleanly 2
	assert_equal "$stderr" "timer: '1m90s' is not a duration: '90s' comes after a larger unit, so it must be under 60 (see 'timer --help')"
	for d in 1m60s 1h60m 1h90s 0m60s 1h1m60s; do
		run --separate-stderr timer -- "$d"
		assert_fails_cleanly 2
	done
	run --separate-stderr timer 1h75m
	assert_equal "$stderr" "timer: '1h75m' is not a duration: '75m' comes after a larger unit, so it must be under 60 (see 'timer --help')"
	# Alone, a unit takes any count up to a day.
	for d in 90s 90m 1m59s 1h59m59s; do
		run --separate-stderr timer "$d"
		assert_success
		assert_equal "$stderr" ""
	done
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
	assert_equal "$stderr" "timer: stopped with $output left (rule: stopped-early)"
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
	# A job of a script starts with INT ignored, which the timer takes
	# back: the signal is sent once it has.
	timer 1h & pid=$!
	wait_caught "$pid" INT timer
	kill -INT "$pid"
	wait_for "$pid"
	assert_equal "$status" 130
	env --default-signal=TERM timer 1h & pid=$!
	wait_caught "$pid" TERM timer
	kill -TERM "$pid"
	wait_for "$pid"
	assert_equal "$status" 143
	# On a terminal: the cursor is hidden while the bar runs and shown
	# again, with the bar wiped, when interrupted (once it is drawn).
	timeout 20 script -qfc 'timer 1h & for i in $(seq 1000); do
	    grep -q "?25l" out.txt && break; sleep 0.01; done
	    kill -INT $!; wait $!; echo "rc=$?"' out.txt > /dev/null
	grep -q 'rc=130' out.txt
	grep -q "$(printf '\033\\[?25l')" out.txt
	grep -q "$(printf '\r\033\\[K\033\\[?25h')" out.txt
}

@test "timer --stop-on-input: a line stops it on the fastest clocks too" {
	# Under a millisecond a game second, stdin is still looked at: the
	# line waiting there stops the first second, however slow the start
	# (the countdown shows which second; the time left is the clock's,
	# and whole minutes are written without seconds: "55m").
	for s in 1000 100000 1000000; do
		WORDKIT_TIME_SCALE=$s run --separate-stderr timer -c -q -e 1h \
		    <<< stop
		assert_equal "$status" 1
		assert_equal "${#lines[@]}" 2
		assert_equal "${lines[0]}" 3600
		[[ ${lines[1]} =~ ^(1h|[1-5]?[0-9]m|([1-5]?[0-9]m)?[1-5]?[0-9]s)$ ]] ||
		    fail "time left: ${lines[1]}"
	done
}

@test "timer --stop-on-input: endless input without a newline costs little" {
	strace_ok
	export WORDKIT_TIME_SCALE=10
	# Half a second of /dev/zero: a busy loop reads it thousands of
	# times; the timer reads it at most every hundredth of a second.
	run strace -o trace.txt -e trace=read,poll timer -e 5 < /dev/zero
	assert_success
	run grep -c '^read(0,' trace.txt
	(( output >= 1 && output <= 150 )) || fail "$output reads of stdin"
	run grep -c '^poll(' trace.txt
	(( output <= 150 )) || fail "$output polls"
	# Input at its end is read once and no more looked at.
	: > empty
	run strace -o trace.txt -e trace=read,poll timer -e 5 < empty
	assert_success
	run grep -c '^read(0,' trace.txt
	assert_output 1
	run grep -c '^poll(' trace.txt
	assert_output 1
}

@test "timer --stop-on-input: a newline after a long line still stops it" {
	run --separate-stderr bash -c \
	    '{ head -c 1000000 /dev/zero; echo; } | timer -q -e 1h'
	assert_equal "$status" 1
	assert_output --regexp '^(1h|59m[0-9]+s)$'
}

@test "timer: every signal that ends it restores the terminal first" {
	# RTMIN+1: musl keeps RTMIN (34) for itself, as glibc does 32 and 33.
	for sig in HUP INT QUIT TERM PIPE USR1 USR2 ALRM VTALRM PROF XCPU \
	    XFSZ IO PWR SYS RTMIN+1 RTMAX ABRT BUS FPE ILL SEGV TRAP; do
		n=$(kill -l "$sig")
		# Each from its default action, whatever the suite ignores.
		ring "$n" env --default-signal timer -c 1h
		assert_equal "$(cat end.txt) ($sig)" "signal $n ($sig)"
		assert_restored tty.txt
	done
}

@test "timer: Ctrl-Z restores the terminal, and fg hides the cursor again" {
	# The stopped timer must have shown the cursor; continued, it hides
	# it and draws the bar again, and a SIGTERM then restores it.
	cat > stop.pl <<'PERL'
use POSIX ":sys_wait_h";
sub tty { open(my $f, "<", "tty.txt") or return ""; local $/; <$f> }
# Wait (at most ten seconds) until the terminal's bytes match re.
sub seen {
	my ($re) = @_;
	for (my $i = 0; $i < 1000; $i++) {
		return 1 if tty() =~ $re;
		select(undef, undef, undef, 0.01);
	}
	return 0;
}
# Wait (at most ten seconds) until the child stops.
sub stopped {
	my ($pid) = @_;
	for (my $i = 0; $i < 1000; $i++) {
		return 1 if waitpid($pid, WNOHANG | WUNTRACED) == $pid &&
		    WIFSTOPPED(${^CHILD_ERROR_NATIVE});
		select(undef, undef, undef, 0.01);
	}
	return 0;
}
my ($hide, $show) = ("\e[?25l", "\r\e[K\e[?25h");
defined(my $pid = fork) or die "fork: $!";
if ($pid == 0) {
	# A group of its own whose parent is in the session, as a shell
	# with job control makes: the kernel stops no orphaned group.
	POSIX::setpgid(0, 0) or die "setpgid: $!";
	open(STDOUT, ">", "c.txt") or die "c.txt: $!";
	exec(@ARGV) or die "exec: $!";
}
my @said;
push(@said, seen(qr/\Q$hide\E/) ? "hidden" : "never hidden");
kill("TSTP", $pid);
push(@said, stopped($pid) ? "stopped" : "not stopped");
push(@said, seen(qr/\Q$hide\E(?:(?!\Q$hide\E).)*\Q$show\E\z/s) ?
    "shown" : "left hidden");
kill("CONT", $pid);
push(@said, seen(qr/\Q$show\E.*\Q$hide\E.*\] 1:00:00/s) ?
    "hidden again" : "not hidden again");
kill("TERM", $pid);
waitpid($pid, 0);
push(@said, $? & 127 ? "signal " . ($? & 127) : "exit " . ($? >> 8));
open(my $f, ">", "end.txt") or die "end.txt: $!";
print $f join(", ", @said), "\n";
PERL
	# The bar drawn again shows the second it was stopped in, 1:00:00
	# only if that was the first: the clock runs a thousand times slow,
	# so that it is however late the stop comes on a busy machine.
	WORDKIT_TIME_SCALE=0.001 timeout 60 script -qfc 'perl stop.pl timer -c 1h' \
	    tty.txt > /dev/null
	assert_equal "$(cat end.txt)" \
	    "hidden, stopped, shown, hidden again, signal 15"
	assert_restored tty.txt
}

@test "timer: a reader that goes away restores the terminal" {
	# head(1) takes one line and leaves: the timer dies of SIGPIPE, as
	# any writer to a closed pipe, with the terminal restored.
	cat > pipe.sh <<'EOF'
# SIGPIPE as a user's shell leaves it, or ignored (whatever the suite's).
if [ "$1" = ignore ]; then how=--ignore-signal=PIPE; else how=--default-signal=PIPE; fi
WORDKIT_TIME_SCALE=10 env $how timer -c 1h | head -1 > head.txt
echo "${PIPESTATUS[0]}" > end.txt
EOF
	timeout 20 script -qfc 'bash pipe.sh' tty.txt > /dev/null
	assert_equal "$(cat head.txt)" 3600
	assert_equal "$(cat end.txt)" 141
	assert_restored tty.txt
	# With SIGPIPE ignored, a write error: exit 2, and the same.
	timeout 20 script -qfc 'bash pipe.sh ignore' tty.txt > /dev/null
	assert_equal "$(cat end.txt)" 2
	grep -q 'timer: write error: Broken pipe' tty.txt
	assert_restored tty.txt
}

@test "timer: a signal ignored at the start stays ignored, but INT and QUIT" {
	bash -c 'trap "" HUP TERM USR1; exec timer -c 1h' > c.txt & pid=$!
	# Once it counts, the timer has set its handlers up.
	for ((i = 0; i < 1000; i++)); do
		[[ -s c.txt ]] && break
		sleep 0.01
	done
	# The first that it does not ignore ends it.
	for sig in HUP USR1 TERM ALRM; do
		kill -s "$sig" "$pid" 2> /dev/null || true
	done
	wait_for "$pid"
	assert_equal "$status" $((128 + $(kill -l ALRM)))
}

@test "timer: the bar is drawn on a terminal only, and wiped at the end" {
	export WORDKIT_TIME_SCALE=100
	run --separate-stderr timer 2
	assert_equal "$stderr" ""
	script -qfc 'timer 2' out.txt > /dev/null
	grep -q '\[###############\.\.*\] 0:01' out.txt
	grep -q "$(printf '\033\\[K\033\\[?25h')" out.txt
}

@test "timer: at a terminal the end is said where the bar was; elsewhere nothing" {
	export WORDKIT_TIME_SCALE=100
	timeout 20 script -qfc 'timer 2' out.txt > /dev/null
	# The bar wiped and the cursor shown, then the line, after the bar.
	grep -qF "$(printf '\r\033[K\033[?25htimer: time is up (2s)\r')" out.txt ||
	    fail "no 'time is up' where the bar was: $(cat -v out.txt)"
	run grep -c 'time is up' out.txt
	assert_output 1
	timeout 20 script -qfc 'timer 1m30s 2> /dev/null; timer -q 2' q.txt > /dev/null
	run grep -c 'time is up' q.txt
	assert_output 0
	# Not at a terminal, the output is as it was: nothing on stderr.
	run --separate-stderr timer -c 2
	assert_success
	assert_output "$(printf '2\n1')"
	assert_equal "$stderr" ""
	# Stopped early, the time is not up.
	timeout 20 script -qfc 'echo | timer -q -e 2m' e.txt > /dev/null
	run grep -c 'time is up' e.txt
	assert_output 0
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
