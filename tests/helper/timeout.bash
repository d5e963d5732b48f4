# tests/helper/timeout.bash: bats 1.8's watchdog for BATS_TEST_TIMEOUT,
# without its races.  test_helper.bash sources it, and so does every file
# tests/suite.bats makes to run through tests/suite.sh, whether or not it
# loads test_helper: a file of those that ran bats's own watchdog hung
# 300 s in CI's make sanitize, its test ended before the watchdog's trap.
#
# bats 1.8 keeps that limit with a watchdog, ( sleep N & trap ... ABRT;
# wait; ... ) &, which the test stops with SIGABRT when it ends.  A SIGABRT
# that comes before the watchdog has set its trap is lost (a test in a
# thousand, on a busy machine): the watchdog and its sleep live on, holding
# bats's output, and the file takes N seconds more.  And when the limit
# comes, the watchdog kills only the test's children, so a job of the
# test, or a child of a child, lives on, holding the output too.  So here
# the watchdog waits in bash itself, with no process of its own, and is
# stopped with SIGKILL, which cannot be lost; when the limit comes, it
# ends every process of the test.  bats calls both by name, after this
# file is read.
# bats_perform_test calls both: bats-exec-test's, or tests/helper/exec.bash's.
if [[ ${BATS_VERSION:-} == 1.8.* ]] && declare -F bats_perform_test >/dev/null; then
	bats_start_timeout_countdown() {
		local -ri timeout=$1
		local -ri target_pid=$BASHPID
		# shellcheck disable=SC2064
		trap "bats_timeout_trap $target_pid" ABRT
		(
			# A read from a pipe that never brings anything.
			read -rt "$timeout" <> <(:) || true
			# The test's processes, named before the test ends
			# and leaves them to init, but this one and its own.
			me=$BASHPID
			tree=$(ps -e -o pid=,ppid= | awk -v top="$target_pid" \
			    -v me="$me" '{ kids[$2] = kids[$2] " " $1 }
			    END { n = split(kids[top], q, " ")
				for (i = 1; i <= n; i++) {
					if (q[i] == me) continue
					print q[i]
					n += split(kids[q[i]], more, " ")
					for (j in more) q[n - length(more) + j] = more[j]
				} }')
			if kill -ABRT "$target_pid"; then
				kill -TERM $tree
				sleep 1
				kill -KILL $tree
			fi &>/dev/null
		) &
		# Not a job of the test's shell: its end is not reported.
		disown
	}
	# bats calls this as the test ends, and so as it ends of the limit
	# (bats_timeout_trap set BATS_TIMED_OUT): the watchdog is then ending
	# the test's processes, and killed in the middle (make sanitize) it
	# left them running, holding bats's output.  It is done in a second.
	bats_abort_timeout_countdown() {
		[[ -n ${BATS_TIMED_OUT:-} ]] || kill -KILL "$1" 2>/dev/null
		return 0
	}
fi
