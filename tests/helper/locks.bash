# tests/helper/locks.bash: a move being written, held in the shell, for
# the tests of players who move at the same moment (concurrency.bats,
# setgid.bats): hold a file's lock as a move would, see the tools wait
# for it, and let go.

# held FILE: wait (WAIT_LIMIT seconds at most) until /proc/locks lists a
# flock held on FILE (MAJOR:MINOR:INODE, the numbers in hex).
held() {
	local dev id end
	read -r dev id < <(stat -c '%D %i' "$1")
	id=$(printf '%02x:%02x:%s' $((16#$dev >> 8)) $((16#$dev & 255)) "$id")
	end=$((SECONDS + ${WAIT_LIMIT:-60}))
	while ((SECONDS < end)); do
		grep -qE -- "^[0-9]+: FLOCK .* $id " /proc/locks && return 0
		sleep 0.02
	done
	fail "nobody holds $1 ($id): $(cat /proc/locks)"
}

# pausing PID...: wait (WAIT_LIMIT seconds at most) until each process
# PID is in its wait for a held file, which tries the lock and pauses
# (nanosleep) by turns; a tool sleeps nowhere else before it holds the
# file, and it has read the file it was called on by then.
pausing() {
	local p end
	end=$((SECONDS + ${WAIT_LIMIT:-60}))
	for p in "$@"; do
		until [[ $(cat "/proc/$p/wchan" 2>/dev/null) == *nanosleep* ]] ||
		    [[ $(cat "/proc/$p/syscall" 2>/dev/null) == @(35|230)\ * ]]; do
			((SECONDS < end)) || { fail "process $p is not waiting"; return; }
			sleep 0.02
		done
	done
}

# hold FILE: hold FILE's lock in the background, as a move being written
# would, until let_go (or a minute, if the test fails first); its job in
# $holder.
hold() {
	rm -f go
	mkfifo go
	flock "$1" timeout 60 sh -c 'read x < go' &
	holder=$!
	held "$1"
}

# let_go: the holder of hold lets go, and is waited for.
let_go() {
	timeout 60 sh -c 'echo > go'
	wait_for "$holder"
}
