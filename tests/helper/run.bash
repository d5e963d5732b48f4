# tests/helper/run.bash: bats 1.8's run, as it is but for two costs that
# made a run with a flag three times a plain one's (10 ms against 3; the
# suite makes some 3,500): each flag went through a check of the file's
# minimum version that forks for here-strings (every file here asks for
# 1.5.0, which run's flags need), and --separate-stderr made its file
# with mktemp(1).  Here stderr goes to a file beside the test's scratch
# directory, one for each shell that runs it, emptied each time.  The
# same variables, the same warning for a command not found.
#
# And a program is run with exec in the command substitution.  Bash
# starts a program as the last command of a $(...) in the substitution's
# own process, but not while a trap is set for ERR (bats sets one), so
# each run of a program was two processes, the subshell forking again
# for the program: now one.  A function or a builtin still runs in the
# subshell, and so does a name no folder of PATH holds (the same "command
# not found").
#
# And where make check has built it, the program is started by the
# builtin wordkit_spawn (tests/spawn.c), without a fork of the test's
# shell: 2 to 2.5 ms a run against 7 to 10.  What it starts and gives
# back is what $(exec ...) would: the same argv, environment, input and
# descriptors, the output and status; a program it cannot start (a
# script with no #! line, a file not executable) runs by $(exec ...).
# WORDKIT_BATS_SPAWN=no keeps $(exec ...) for every program.
#
# test_helper.bash sources it, for bats 1.8 only, from a folder of its
# own that bats's line tracing leaves out, as it does its own files (a
# DEBUG trap at every command of a traced function cost 2 ms a run).

# The shell's builtins, which exec cannot run (global: bats reads this file
# inside a function).
declare -gA wordkit_builtins=()
while read -r wordkit_b; do
	wordkit_builtins[$wordkit_b]=1
done < <(compgen -b)
unset wordkit_b

# wordkit_spawn, beside the build's tools (test_helper.bash's BUILD).
declare -g wordkit_spawn=
if [[ ${WORDKIT_BATS_SPAWN:-} != no ]] &&
    enable -f "${BUILD:-}/tests/spawn.so" wordkit_spawn 2>/dev/null; then
	wordkit_spawn=1
fi

# shellcheck disable=SC2034 # output, lines, stderr, status: bats's, read by the test
run() {
	local origFlags=$-
	set +eET
	trap bats_interrupt_trap_in_run INT
	local expected_rc='' keep_empty_lines='' output_case=merged
	local bats_run_separate_stderr_file=''
	while [[ $# -gt 0 && ( $1 == -* || $1 == '!' ) ]]; do
		case $1 in
		'!') expected_rc=-1 ;;
		-[0-9]*)
			expected_rc=${1#-}
			if [[ $expected_rc =~ [^0-9] ]]; then
				printf "Usage error: run: '-NNN' requires numeric NNN (got: %s)\n" "$expected_rc" >&2
				set "-$origFlags"
				return 1
			elif [[ $expected_rc -gt 255 ]]; then
				printf "Usage error: run: '-NNN': NNN must be <= 255 (got: %d)\n" "$expected_rc" >&2
				set "-$origFlags"
				return 1
			fi
			;;
		--keep-empty-lines) keep_empty_lines=1 ;;
		--separate-stderr) output_case=separate ;;
		--) shift; break ;;
		*)
			printf "Usage error: unknown flag '%s'" "$1" >&2
			set "-$origFlags"
			return 1
			;;
		esac
		shift
	done
	# A program: a name with a slash, or no function nor builtin and
	# found in PATH.
	local program='' path=$1
	if [[ $1 == */* ]] || { ! declare -F -- "$1" >/dev/null &&
	    [[ -z ${wordkit_builtins[$1]-} ]] && hash -- "$1" 2>/dev/null &&
	    path=${BASH_CMDS[$1]}; }; then
		program=1
	fi
	local -a spawn=()
	if [[ $program && $wordkit_spawn ]]; then
		spawn=(wordkit_spawn ${keep_empty_lines:+-k} -p "$path")
	fi
	if [[ $output_case == separate ]]; then
		bats_run_separate_stderr_file=${BATS_TEST_TMPDIR:-$BATS_FILE_TMPDIR}.stderr-$BASHPID
		: > "$bats_run_separate_stderr_file"
		if ((${#spawn[@]})) && "${spawn[@]}" -2 \
		    "$bats_run_separate_stderr_file" output status "$@"; then
			:
		elif [[ $keep_empty_lines ]]; then
			output=$("$@" 2>>"$bats_run_separate_stderr_file"
			    status=$?; printf .; exit $status) &&
			    status=0 || status=$?
			output=${output%.}
		elif [[ $program ]]; then
			output=$(exec "$@" 2>>"$bats_run_separate_stderr_file") &&
			    status=0 || status=$?
		else
			output=$("$@" 2>>"$bats_run_separate_stderr_file") &&
			    status=0 || status=$?
		fi
	elif ((${#spawn[@]})) && "${spawn[@]}" -m output status "$@"; then
		:
	elif [[ $keep_empty_lines ]]; then
		output=$("$@" 2>&1; status=$?; printf .; exit $status) &&
		    status=0 || status=$?
		output=${output%.}
	elif [[ $program ]]; then
		output=$(exec "$@" 2>&1) && status=0 || status=$?
	else
		output=$("$@" 2>&1) && status=0 || status=$?
	fi
	bats_separate_lines lines output
	if [[ $output_case == separate ]]; then
		read -d '' -r stderr < "$bats_run_separate_stderr_file" || true
		bats_separate_lines stderr_lines stderr
	fi
	BATS_RUN_COMMAND="${*}"
	set "-$origFlags"
	if [[ ${BATS_VERBOSE_RUN:-} ]]; then
		printf "%s\n" "$output"
	fi
	if [[ -n $expected_rc ]]; then
		if [[ $expected_rc == -1 ]]; then
			if [[ $status -eq 0 ]]; then
				BATS_ERROR_SUFFIX=", expected nonzero exit code!"
				return 1
			fi
		elif [[ $status -ne $expected_rc ]]; then
			BATS_ERROR_SUFFIX=", expected exit code $expected_rc, got $status"
			return 1
		fi
	elif [[ $status -eq 127 ]]; then
		bats_generate_warning 1 "$BATS_RUN_COMMAND"
	fi
	trap bats_interrupt_trap INT
}
