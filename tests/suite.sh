#!/usr/bin/env bash
# suite.sh [-j JOBS] [FILE.bats...]: run the bats files (every tests/*.bats
# by default) JOBS at a time (one more than the processors by default: a
# file waiting on a clock or a sleep then leaves no processor idle; on 2,
# make check took 126.5 s at 3 at once against 132.9 s at 2), against
# the build WORDKIT_BUILD names, and say what passed.  make check runs it.
#
# Each file runs in a session of its own, every signal at its default
# action (whatever this runs under: nohup, SIGPIPE ignored), with a HOME
# and a TMPDIR of its own that start empty and must end empty:
# test_helper.bash gives every test its own HOME, so anything found there
# afterwards was written outside a test's scratch space, and the file
# fails, naming it.  So does a process a
# file leaves running (it is killed), and a file that is not done after
# WORDKIT_FILE_TIMEOUT seconds (900; each test has BATS_TEST_TIMEOUT too).
#
# The TAP of each file is kept in $WORDKIT_BUILD/check/FILE.tap (or in
# WORDKIT_CHECK_DIR).  A line
# per file is printed as it ends, then the failed tests with their output,
# the slowest tests and the totals.  The files start longest first, as the
# last run timed them (check/times), so that the run ends soon after its
# longest file.  Exits 0 when every test passed, 1 otherwise, 2 on a usage
# error.
set -u
export LC_ALL=C
top=$(cd "$(dirname "$0")/.." && pwd)
jobs=$(($(nproc 2>/dev/null || echo 2) + 1))
while getopts j: opt; do
	case $opt in
	j) jobs=$OPTARG ;;
	*) echo "usage: suite.sh [-j JOBS] [FILE.bats...]" >&2; exit 2 ;;
	esac
done
shift $((OPTIND - 1))
[[ $jobs =~ ^[1-9][0-9]*$ ]] || { echo "suite.sh: -j wants a number, not '$jobs'" >&2; exit 2; }
(($#)) || set -- "$top"/tests/*.bats
for f in "$@"; do
	[[ $f == *.bats && -f $f ]] || { echo "suite.sh: '$f' is no bats file" >&2; exit 2; }
done
build=${WORDKIT_BUILD:-$top/build}
[[ -x $build/bin/bag ]] || { echo "suite.sh: no build in '$build' (run make)" >&2; exit 2; }
export WORDKIT_BUILD=$build
bats=${BATS:-bats}
limit=${WORDKIT_FILE_TIMEOUT:-900}
run=${WORDKIT_CHECK_DIR:-$build/check}

# The last run's times are kept; everything else of it goes.
mkdir -p "$run" || exit 2
rm -f "$run"/*.tap "$run"/*.rc "$run"/*.ms
for d in "$run"/*/; do
	[[ ! -e $d/sid ]] || rm -rf "$d"
done
touch "$run/times"

# Nothing of the user's reaches a test: no XDG folder, no HOME, no TMPDIR;
# nor anything of a bats this runs under (tests/suite.bats), but the limit.
unset XDG_CACHE_HOME XDG_CONFIG_HOME XDG_DATA_HOME XDG_STATE_HOME \
    XDG_RUNTIME_DIR XDG_CONFIG_DIRS XDG_DATA_DIRS
for v in $(compgen -e BATS_); do
	[[ $v == BATS_TEST_TIMEOUT ]] || unset "$v"
done

now_ms() {
	local t=${EPOCHREALTIME/./}
	echo $((t / 1000))
}

# run_file FILE: run one bats file in its own session, HOME and TMPDIR; the
# TAP goes to NAME.tap, then NAME.rc (bats's status, or a word) and
# NAME.ms (how long it took).  What the file left behind is added to its
# TAP as a "not ok" of its own.
run_file() {
	local f=$1 name dir pid dog ended rc t0 left
	name=$(basename "$f" .bats)
	dir=$run/$name
	mkdir -p "$dir/home" "$dir/tmp"
	t0=$(now_ms)
	# setsid: the file's processes are a session, to be ended together.
	# Every signal at its default action, as a user's shell leaves them,
	# whatever this was started with (nohup, a SIGPIPE ignored).
	HOME=$dir/home TMPDIR=$dir/tmp setsid env --default-signal \
	    "$bats" --tap --timing "$f" > "$run/$name.tap" 2>&1 < /dev/null &
	pid=$!
	echo "$pid" > "$dir/sid"
	sleep "$limit" &
	dog=$!
	wait -n -p ended "$pid" "$dog"
	rc=$?
	if [[ $ended == "$dog" ]]; then
		rc=timeout
		pkill -TERM -s "$pid"
		for _ in $(seq 20); do
			pgrep -s "$pid" > /dev/null || break
			sleep 0.1
		done
		pkill -KILL -s "$pid"
		wait "$pid" 2>/dev/null
		# What bats had in TMPDIR is its own, left by its end.
		rm -rf "$dir"/tmp/bats-run-*
		echo "not ok - $name.bats was not done after $limit s (WORDKIT_FILE_TIMEOUT): killed" >> "$run/$name.tap"
	else
		kill "$dog" 2>/dev/null
		wait "$dog" 2>/dev/null
	fi
	echo $(($(now_ms) - t0)) > "$run/$name.ms"
	# (A zombie is already ended: only its reaping is left to init.)
	left=$(ps -o pid=,stat=,args= -s "$pid" |
	    awk '$2 !~ /^Z/ { p = $1; $1 = $2 = ""; sub(/^ +/, ""); print p, $0 }')
	if [[ -n $left ]]; then
		pkill -KILL -s "$pid"
		[[ $rc == timeout ]] || rc=left
		{
			echo "not ok - $name.bats left processes running (killed):"
			printf '%s\n' "$left" | sed 's/^/# /'
		} >> "$run/$name.tap"
	fi
	left=$(cd "$dir" && find home tmp -mindepth 1 | sort | head -n 20)
	if [[ -n $left ]]; then
		[[ $rc != 0 ]] || rc=wrote
		{
			echo "not ok - $name.bats wrote outside its tests' scratch space (HOME, TMPDIR):"
			printf '%s\n' "$left" | sed 's/^/# /'
		} >> "$run/$name.tap"
	else
		rm -rf "$dir"
	fi
	echo "$rc" > "$run/$name.rc"
}

# count NAME KIND: how many tests of NAME.tap passed, failed or were skipped.
count() {
	local tap=$run/$1.tap
	case $2 in
	pass) grep -c '^ok ' "$tap" ;;
	fail) grep -c '^not ok ' "$tap" ;;
	skip) grep -c '^ok .* # skip' "$tap" ;;
	plan) sed -n 's/^1\.\.\([0-9]*\)$/\1/p' "$tap" | head -n 1 ;;
	esac
}

# report NAME: one line for a file that has ended; 0 if it passed.
report() {
	local name=$1 rc pass fail plan ms
	rc=$(cat "$run/$name.rc")
	ms=$(cat "$run/$name.ms")
	pass=$(count "$name" pass)
	fail=$(count "$name" fail)
	plan=$(count "$name" plan)
	if [[ $rc == 0 && $fail == 0 && -n $plan && $pass == "$plan" ]]; then
		printf 'ok   %-24s %4d tests %6.1f s\n' "$name.bats" "$pass" "${ms}e-3"
		return 0
	fi
	printf 'FAIL %-24s %4d tests %6.1f s: %s\n' "$name.bats" "$pass" "${ms}e-3" \
	    "$(if [[ $fail != 0 ]]; then echo "$fail not ok"; else echo "bats exit $rc, ${plan:-no} plan"; fi)"
	return 1
}

on_signal() {
	trap - INT TERM
	for s in "$run"/*/sid; do
		[[ -f $s ]] && pkill -TERM -s "$(cat "$s")"
	done
	kill $(jobs -p) 2>/dev/null
	sleep 1
	for s in "$run"/*/sid; do
		[[ -f $s ]] && pkill -KILL -s "$(cat "$s")"
	done
	exit 130
}
trap on_signal INT TERM

# Longest first, by the last run's times; a file never timed first of all.
order=$(for f in "$@"; do
	n=$(basename "$f" .bats)
	ms=$(awk -v n="$n" '$1 == n { print $2 }' "$run/times")
	echo "${ms:-999999999} $f"
done | sort -k1,1nr -k2 | cut -d' ' -f2-)

echo "suite: $# files, $jobs at a time, against $build; TAP in $run"
t0=$(now_ms)
declare -A running=()
failed=()
# reap: wait for one file to end, and report it.
reap() {
	local pid name
	wait -n -p pid "${!running[@]}"
	name=${running[$pid]}
	unset "running[$pid]"
	report "$name" || failed+=("$name")
}
while read -r f; do
	while ((${#running[@]} >= jobs)); do
		reap
	done
	run_file "$f" &
	running[$!]=$(basename "$f" .bats)
done <<< "$order"
while ((${#running[@]})); do
	reap
done
wall=$(($(now_ms) - t0))

# What failed, with its output: each "not ok" and the lines of comment
# under it, as bats wrote them.
for name in "${failed[@]}"; do
	echo
	echo "--- $name.bats ($run/$name.tap)"
	if [[ $(count "$name" fail) == 0 ]]; then
		tail -n 40 "$run/$name.tap"
	else
		awk '/^not ok / { on = 1; print; next } /^(ok|not ok) / || /^1\.\./ { on = 0 }
		    on' "$run/$name.tap"
	fi
done

# Remember how long each file took, for the next run's order.
for f in "$@"; do
	n=$(basename "$f" .bats)
	echo "$n $(cat "$run/$n.ms")"
done | awk 'NR == FNR { t[$1] = $2; next } !($1 in t) { print } END { for (n in t) print n, t[n] }' \
    - "$run/times" | sort > "$run/times.new" && mv "$run/times.new" "$run/times"

echo
echo "slowest tests:"
for f in "$@"; do
	n=$(basename "$f" .bats)
	sed -n 's/^ok [0-9]* \(.*\) in \([0-9]*\)ms$/\2 \1/p' "$run/$n.tap"
done | sort -rn | head -n 5 | awk '{ ms = $1; sub(/^[0-9]+ /, ""); printf "%6.1f s  %s\n", ms / 1000, $0 }'
pass=0 fail=0 skip=0
for f in "$@"; do
	n=$(basename "$f" .bats)
	pass=$((pass + $(count "$n" pass)))
	fail=$((fail + $(count "$n" fail)))
	skip=$((skip + $(count "$n" skip)))
done
printf 'suite: %d passed (%d skipped), %d failed, in %d files; %.1f s\n' \
    "$((pass - skip))" "$skip" "$fail" "$#" "${wall}e-3"
if ((${#failed[@]})); then
	echo "suite: FAILED: ${failed[*]}"
	exit 1
fi
