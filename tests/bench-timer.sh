#!/bin/sh
# bench-timer.sh [SECONDS]: a timer of SECONDS (default 120, two minutes)
# must end within 20 ms of its time, measured on the monotonic clock from
# outside the process.  Prints the measured error; exits 1 when it is over
# the limit.  Then a 3 s `timer -e` reads /dev/zero, endless input without
# a newline, and must use under 2% of its time on the processor.  Takes as
# long as the timers: part of "make bench", not of the tests.
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
secs=${1:-120}
limit_ms=20
timer=${WORDKIT_BUILD:-$here/build}/bin/timer
[ -x "$timer" ] || { echo "bench-timer: no $timer: run make first" >&2; exit 2; }
unset WORDKIT_TIME_SCALE
exec perl -MTime::HiRes=clock_gettime,CLOCK_MONOTONIC -e '
	my ($timer, $secs, $limit) = @ARGV;
	my $cpu_secs = 3;
	# What starting a process costs here, for the reader: "timer 0".
	my $t0 = clock_gettime(CLOCK_MONOTONIC);
	system($timer, 0) == 0 or die "bench-timer: timer exited $?\n";
	my $start = (clock_gettime(CLOCK_MONOTONIC) - $t0) * 1000;
	$t0 = clock_gettime(CLOCK_MONOTONIC);
	system($timer, $secs) == 0 or die "bench-timer: timer exited $?\n";
	my $dt = clock_gettime(CLOCK_MONOTONIC) - $t0;
	my $err = ($dt - $secs) * 1000;
	printf "bench-timer: timer %ss ended after %.4f s: error %+.2f ms " .
	    "(limit %d ms; starting a timer costs %.2f ms of it)\n", $secs,
	    $dt, $err, $limit, $start;
	my $ok = abs($err) <= $limit;
	# The processor time of a timer -e over /dev/zero, as its children
	# are counted in times(2).
	open(my $keep, "<&", \*STDIN) or die "bench-timer: stdin: $!\n";
	open(STDIN, "<", "/dev/zero") or die "bench-timer: /dev/zero: $!\n";
	my @c0 = times;
	$t0 = clock_gettime(CLOCK_MONOTONIC);
	system($timer, "-e", $cpu_secs) == 0 or
	    die "bench-timer: timer -e exited $?\n";
	$dt = clock_gettime(CLOCK_MONOTONIC) - $t0;
	my @c1 = times;
	open(STDIN, "<&", $keep) or die "bench-timer: stdin: $!\n";
	my $cpu = ($c1[2] - $c0[2] + $c1[3] - $c0[3]) * 1000;
	printf "bench-timer: timer -e %s </dev/zero used %.0f ms of the " .
	    "processor in %.2f s (limit %.0f ms)\n", $cpu_secs, $cpu, $dt,
	    $dt * 20;
	$ok &&= $cpu <= $dt * 20;
	exit($ok ? 0 : 1);
' "$timer" "$secs" "$limit_ms"
