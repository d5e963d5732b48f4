# Shared set-up for wordkit's bats files: the build first on a minimal PATH,
# the C locale, a scratch directory and a scratch HOME per test, a limit
# on every test, and bats-assert.
TOP=${BATS_TEST_DIRNAME%/*}
# The build under test: make check names it (make sanitize's is apart).
BUILD=${WORDKIT_BUILD:-$TOP/build}
export WORDKIT_BIN="$BUILD/bin"
export PATH="$BUILD/bin:/usr/local/bin:/usr/bin:/bin"
export LC_ALL=C
unset WORDKIT_DICT NO_COLOR

# Nothing of the user's: each test (and each file's setup_file) has a HOME
# of its own beside its scratch directory, empty, with the XDG folders in
# it, so that a cache a tool makes is the test's own and goes with it.
# tests/suite.sh (make check) runs each file with a HOME of its own too,
# and fails the file when anything appears in that one.
# tests/helper/exec.bash calls wordkit_home as each test starts, its HOME
# made with the file's.
wordkit_home() {
	export HOME="${BATS_TEST_TMPDIR:-$BATS_FILE_TMPDIR}.home"
	export XDG_CACHE_HOME="$HOME/.cache" XDG_CONFIG_HOME="$HOME/.config" \
	    XDG_DATA_HOME="$HOME/.local/share" XDG_STATE_HOME="$HOME/.local/state"
	unset XDG_RUNTIME_DIR XDG_CONFIG_DIRS XDG_DATA_DIRS
}
if [[ -n ${BATS_TEST_TMPDIR:-${BATS_FILE_TMPDIR:-}} ]]; then
	wordkit_home
	mkdir -p "$HOME"
fi

# No test waits for ever: one that has not ended after BATS_TEST_TIMEOUT
# seconds fails, "timeout after Ns".  The slowest take seconds; the limit
# leaves room for make sanitize and a busy machine.
export BATS_TEST_TIMEOUT=${BATS_TEST_TIMEOUT:-300}

# Each test a fork of the file's shell, not a new bash that reads it all
# again: see tests/helper/exec.bash.  Before the watchdog, which replaces
# two of its functions.
source "${BASH_SOURCE[0]%/*}/helper/exec.bash"

# bats 1.8's watchdog of that limit, without its races: see
# tests/helper/timeout.bash.
source "${BASH_SOURCE[0]%/*}/helper/timeout.bash"

# A faster run for bats 1.8 (see tests/helper/run.bash), left out of the
# line tracing as bats's own functions are: bats 1.8 sets its list of
# paths left out (BATS_DEBUG_EXCLUDE_PATHS) anew as each test starts, and
# reads the user's from the variable it has just set, so the folder is
# added to the list once it is set.
if [[ ${BATS_VERSION:-} == 1.8.* && -r ${BASH_SOURCE[0]%/*}/helper/run.bash ]] &&
    declare -F bats_setup_tracing bats_separate_lines \
    bats_interrupt_trap_in_run bats_generate_warning >/dev/null; then
	source "${BASH_SOURCE[0]%/*}/helper/run.bash"
	WORDKIT_UNTRACED=${BASH_SOURCE[0]%/*}/helper
	f=$(declare -f bats_setup_tracing)
	eval "wordkit_setup_tracing${f#bats_setup_tracing}"
	bats_setup_tracing() {
		wordkit_setup_tracing
		BATS_DEBUG_EXCLUDE_PATHS+=("$WORDKIT_UNTRACED")
		unset wordkit_trap_file	# tests/helper/trace.bash's, asked anew
	}
	# The file's shell set its list before reading this (for setup_file,
	# and tests/helper/exec.bash's runs of the tests).
	BATS_DEBUG_EXCLUDE_PATHS+=("$WORDKIT_UNTRACED")
	unset wordkit_trap_file
fi

# bats 1.8's DEBUG trap, run before every command of a test, made
# cheaper: see tests/helper/trace.bash.
source "${BASH_SOURCE[0]%/*}/helper/trace.bash"

# bats 1.8 times each test with two date(1) runs, each in a subshell:
# four processes for every test, a tenth of what a test costs bats
# itself.  The shell has the clock.
if [[ ${BATS_VERSION:-} == 1.8.* ]] &&
    declare -F get_mills_since_epoch >/dev/null; then
	get_mills_since_epoch() {
		local t=${EPOCHREALTIME/./}
		printf '%d\n' $((t / 1000))
	}
fi

# tools: every tool's name (its source in cmd/), one a line, in the shell.
tools() {
	local src
	for src in "$TOP"/cmd/*.c; do
		src=${src##*/}
		printf '%s\n' "${src%.c}"
	done
}

# read_state: a state's players, hands, turn and board size, read in the
# shell.
source "${BASH_SOURCE[0]%/*}/helper/state.bash"

# Debian's bats-support and bats-assert.  Their load.bash files run
# dirname once per file they source, fifteen processes for every test:
# their files are sourced here directly, for a third of a test's cost.
for f in /usr/lib/bats/bats-support/src/*.bash \
    /usr/lib/bats/bats-assert/src/*.bash; do
	source "$f"
done
unset f

setup() {
	cd "$BATS_TEST_TMPDIR" || return 1
}

# build_for_all: for a file whose tests act as other users, called in its
# setup_file: the build, copied where every user may run it, is the one
# its tests run.  CI builds under /root, which no other user may enter.
# Its bin and share (the data beside the binaries) go to a folder of /tmp,
# hard-linked where they can be; build_for_all_end, in teardown_file,
# removes it.
build_for_all() {
	local d
	d=$(mktemp -d /tmp/wk-build.XXXXXX) || return 1
	chmod 755 "$d"
	cp -al "$BUILD/bin" "$BUILD/share" "$d/" 2> /dev/null ||
	    cp -a "$BUILD/bin" "$BUILD/share" "$d/" || return 1
	export WORDKIT_BUILD_MADE=$BUILD
	export WORDKIT_BUILD=$d BUILD=$d WORDKIT_BIN=$d/bin \
	    PATH="$d/bin:${PATH#"$WORDKIT_BUILD_MADE/bin:"}"
}

build_for_all_end() {
	case ${WORDKIT_BUILD:-} in
	/tmp/wk-build.*) rm -rf "$WORDKIT_BUILD" ;;
	esac
}

# stderr_lines: how many lines the last `run --separate-stderr` wrote to
# stderr (1 for none: run keeps no final newline), in n, counted in the
# shell: a pipe to wc(1) was three processes a check.
stderr_lines() {
	local nl=${stderr//[!$'\n']/}
	n=$((${#nl} + 1))
}

# assert_fails_cleanly STATUS: the last `run` exited STATUS with nothing on
# stdout and exactly one line on stderr (run with --separate-stderr).
assert_fails_cleanly() {
	local n
	assert_equal "$status" "$1"
	assert_equal "$output" ""
	stderr_lines
	assert_equal "$n" 1
}

# tiles_sorted STR: the letters of STR in order, for multiset comparisons.
tiles_sorted() {
	printf '%s' "$1" | fold -w1 | sort | tr -d '\n'
}

# yaml_str KEY FILE: the double-quoted string value of a top-level KEY.
yaml_str() {
	sed -n "s/^$1: \"\\(.*\\)\"\$/\\1/p" "$2"
}

# bunch_spent: game.yaml, a game of six tiles dealt 3 each to ann and bob,
# ann a Rotten Banana, and bob's PEELs until the bunch is empty: the next
# PEEL is too low.
bunch_spent() {
	echo '{A: 2, T: 2, E: 2}' > t.yaml
	bag new -D t.yaml -s 1 | deal -N ann,bob -n 3 > game.yaml
	bag rotten -p ann -i game.yaml
	bag peel -i game.yaml
	bag peel -i game.yaml
	bag peel -i game.yaml
}

# hand NAME FILE: the hand of player NAME in a state file.
hand() {
	awk -v n="$1" '
		$0 ~ "^- name: \"" n "\"$" { on = 1; next }
		/^- / { on = 0 }
		on && /^  hand: / { gsub(/^  hand: "|"$/, ""); print; exit }
	' "$2"
}

# assert_error_doc CLASS: the last `run --separate-stderr` of a tool asked
# for -o json or -o yaml exited 2 with one line on stderr and, on stdout,
# its error document (wordkit-json(7)) of class CLASS, whose message and
# place are the line's.
assert_error_doc() {
	keep_error_doc "$1"
	assert_kept_error_docs
}

# keep_error_doc CLASS: assert_error_doc's checks of the status and the
# one line now, and its document's later, with every other one kept, by
# assert_kept_error_docs: a loop's many in one python3 (40 ms a start).
keep_error_doc() {
	local n
	assert_equal "$status" 2
	stderr_lines
	assert_equal "$n" 1
	printf '%s\0%s\0%s\0' "$1" "$stderr" "$output" \
	    >> "$BATS_TEST_TMPDIR/.error-docs"
}

# assert_kept_error_docs: each document keep_error_doc kept is the error
# document of its class for its line, or the test fails naming every one
# that is not.  The kept ones are forgotten.
assert_kept_error_docs() {
	local docs=$BATS_TEST_TMPDIR/.error-docs bad
	[ -s "$docs" ] || fail "no error document was kept"
	bad=$(python3 - "$docs" <<'EOF'
import sys, yaml
kept = open(sys.argv[1], "rb").read().decode("utf-8").split("\0")[:-1]
for i in range(0, len(kept), 3):
    cls, line, out = kept[i:i + 3]
    try:
        doc = yaml.safe_load(out)
        assert list(doc) == ["error"], doc
        e = doc["error"]
        assert e["class"] == cls, "class %r, not %r" % (e["class"], cls)
        where = ""
        if "file" in e:
            where = e["file"] + (":%d:%d" % (e["line"], e["col"])
                                 if "line" in e else "") + ": "
        want = e["tool"] + ": " + where + e["message"]
        assert line == want or line.startswith(want + " (see "), \
            "%r is not %r" % (line, want)
    except Exception as x:
        print("not the %s error document of %r (%s): %s" % (cls, line, x,
            out))
EOF
	) || { rm -f "$docs"; fail "python3 could not read the documents: $bad"; }
	rm -f "$docs"
	[ -z "$bad" ] || fail "$bad"
}

# assert_no_doc RULE: the last `run --separate-stderr` of a tool asked for
# -o json was a rule "no": exit 1, its reason "TOOL: MESSAGE (rule: RULE)"
# the one line on stderr, and on stdout one JSON document naming the same
# rule and message (wordkit-json(7)), its yes or no false: "legal" (or
# "valid", "solved", "won", "over").
assert_no_doc() {
	local n
	assert_equal "$status" 1
	stderr_lines
	assert_equal "$n" 1
	printf '%s\n' "$output" | python3 -c '
import json, sys
rule, line = sys.argv[1], sys.argv[2]
doc = json.load(sys.stdin)
verdict = next((doc[k] for k in ("legal", "valid", "solved", "won", "over")
    if k in doc), None)
assert verdict is False, doc
assert doc["rule"] == rule, "rule %r, not %r" % (doc["rule"], rule)
tool = line.split(": ", 1)[0]
want = "%s: %s (rule: %s)" % (tool, doc["message"], rule)
assert line == want, "%r is not %r" % (line, want)
' "$1" "$stderr" || fail "not the verdict of a '$1' no: $output"
}

# wait_for PID...: wait for the background jobs PID..., at most WAIT_LIMIT
# seconds (60) in all; status is the exit status of the last.  A job still
# running then is killed and the test fails, saying what it ran.  (A bare
# `wait` would also wait for the watchdog of BATS_TEST_TIMEOUT, and so
# always time out: name the jobs.)
wait_for() {
	local limit=${WAIT_LIMIT:-60} p st left end now
	(($#)) || { fail "wait_for: name the jobs to wait for"; return; }
	end=$((${EPOCHREALTIME/./} + limit * 1000000))
	while :; do
		left=()
		for p in "$@"; do
			kill -0 "$p" 2>/dev/null && left+=("$p")
		done
		((${#left[@]})) || break
		now=${EPOCHREALTIME/./}
		if ((now >= end)); then
			p=$(ps -o pid=,args= -p "$(IFS=,; echo "${left[*]}")")
			kill -KILL "${left[@]}" 2>/dev/null
			wait "${left[@]}" 2>/dev/null || true
			fail "still running after $limit s, killed:"$'\n'"$p"
			return
		fi
		sleep 0.02
	done
	for p in "$@"; do
		st=0
		wait "$p" || st=$?
	done
	status=$st
}

# wait_caught PID SIG NAME: wait (WAIT_LIMIT seconds at most) until
# process PID runs the program NAME and has a handler for signal SIG (a
# name, HUP, or a number), as /proc/PID/status says: then a signal sent
# to it is caught, not lost to a disposition it has not yet set up, nor to
# the shell that forked it, which still has the test's handlers (bats's
# for INT) until it has run the program.  A status that cannot be read
# whole (the process between two programs) is read again; a process that
# does not come to it is killed, so that no job outlives its test.
wait_caught() {
	local pid=$1 n=$2 end mask name k v
	[[ $n == [0-9]* ]] || n=$(kill -l "$2") ||
	    { fail "wait_caught: no signal '$2'"; return; }
	[[ -n ${3:-} ]] || { fail "wait_caught: name the program"; return; }
	end=$((${EPOCHREALTIME/./} + ${WAIT_LIMIT:-60} * 1000000))
	while :; do
		mask= name=
		{
			while read -r k v; do
				[[ $k != Name: ]] || name=$v
				[[ $k != SigCgt: ]] || mask=$v
			done < "/proc/$pid/status"
		} 2>/dev/null || true
		[[ -n $mask ]] || kill -0 "$pid" 2>/dev/null ||
		    { fail "wait_caught: process $pid is gone"; return; }
		[[ -n $mask && $name == "${3:0:15}" ]] &&
		    (( (16#$mask >> (n - 1)) & 1 )) && return 0
		((${EPOCHREALTIME/./} < end)) || {
			kill -KILL "$pid" 2>/dev/null
			fail "process $pid ran no $3 with a handler for $2 within ${WAIT_LIMIT:-60} s"
			return
		}
		sleep 0.01
	done
}

# at_terminal CMD: `run` the shell command CMD with a terminal for its
# standard output and error (script(1), a pty), ten seconds at most, and
# the terminal's carriage returns taken out of $output and $lines.
at_terminal() {
	run timeout 10 script -qec "$1" /dev/null < /dev/null
	output=${output//$'\r'/}
	lines=("${lines[@]//$'\r'/}")
}

# umlaut_set FILE: a German set of 144 tiles with two each of Ä, Ö and Ü
# (the derived set before German's followed Kosmos's edition), for bag
# new -D: games whose dealt tiles must hold letters beyond A-Z.
umlaut_set() {
	printf '{"A": 7, "B": 3, "C": 3, "D": 5, "E": 21, "F": 3, "G": 4, "H": 5, "I": 8, "J": 2, "K": 3, "L": 4, "M": 5, "N": 13, "O": 4, "P": 2, "Q": 2, "R": 8, "S": 10, "T": 8, "U": 8, "V": 2, "W": 2, "X": 2, "Y": 2, "Z": 2, "Ä": 2, "Ö": 2, "Ü": 2}\n' > "$1"
}
