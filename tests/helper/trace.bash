# tests/helper/trace.bash: bats 1.8's DEBUG trap, as it is but cheaper.
# bats runs bats_debug_trap before every command of a test and of the
# functions it calls (set -T), to know the line a failure comes from: it
# normalizes the command's folder for Windows, walks the paths it leaves
# out, then walks the call stack in a function of its own, each time,
# some 190 us a command here where a command takes 3 without a trap, and
# a tenth of a file's run (bag.bats with no trap: 46 to 51 s against 55
# to 56, on a busy hour).  Here whether a command's file is left out is
# kept from one command to the next while its file stays the same (and
# asked anew when bats sets its list of paths, at bats_setup_tracing).
#
# And the trap calls no function.  A function's call writes to a dozen
# pages of the shell, and after each fork (every program a test starts
# but by run) each first write to a page is a fault: a plain command
# cost 7.0 to 7.2 ms in a test with the trap as a function, 4.1 to 4.4
# with no trap.  So the trap, a string, keeps only the command's line
# and the stack's lines, functions and files, as two words (the last and
# the one before), and bats's variables (BATS_DEBUG_LAST_STACK_TRACE, its
# LASTLAST, LINENO and SOURCE) are made from them, as bats_debug_trap
# would have made them, when bats reads them: as a failure is reported
# (bats_error_trap, bats_get_failure_stack_trace).  Traced runs (bats
# -x) keep the function.  tests/suite.bats compares what failures print
# with bats's own trap (WORDKIT_BATS_TRAP=bats leaves it).
#
# test_helper.bash sources it, for bats 1.8 only, from the folder that
# bats's line tracing leaves out.
if [[ ${BATS_VERSION:-} == 1.8.* && ${WORDKIT_BATS_TRAP:-} != bats ]] &&
    declare -F bats_debug_trap bats_capture_stack_trace \
    bats_normalize_windows_dir_path bats_emit_trace bats_error_trap \
    bats_check_status_from_trap bats_get_failure_stack_trace \
    bats_setup_tracing >/dev/null; then
	# wordkit_trap_which FILE: whether FILE's commands are left out of the
	# trace, in wordkit_trap_out, kept while commands stay in FILE.
	wordkit_trap_which() {
		local path dir
		wordkit_trap_file=$1 wordkit_trap_out=''
		dir=${1%/*}
		if [[ $dir == ?:* ]]; then
			bats_normalize_windows_dir_path dir "$dir"
		fi
		for path in "${BATS_DEBUG_EXCLUDE_PATHS[@]}"; do
			[[ $dir != "$path"* ]] || wordkit_trap_out=1
		done
	}

	# The stack as bats_debug_trap would see it from its own frame, from a
	# word of the trap: (its line, the lines), (it, the functions), (its
	# file, the files).  Sets wordkit_lines, wordkit_funcs, wordkit_files.
	# shellcheck disable=SC2034 # read in an eval
	wordkit_trace_src=${BASH_SOURCE[0]}
	wordkit_trace_frames() {
		local IFS=' ' lines=${1%%$'\x1e'*} rest=${1#*$'\x1e'}
		# shellcheck disable=SC2206 # numbers, split on the blanks
		wordkit_lines=($lines)
		eval "wordkit_funcs=(bats_debug_trap ${rest%%$'\x1e'*})"
		((${#wordkit_funcs[@]} > 1)) || wordkit_funcs+=(main)
		eval "wordkit_files=(\"\$wordkit_trace_src\" ${rest#*$'\x1e'})"
	}

	# wordkit_trace_stack WORD: the stack trace bats_capture_stack_trace
	# makes, into wordkit_stack.
	wordkit_trace_stack() {
		local i f
		local -a wordkit_lines wordkit_funcs wordkit_files
		wordkit_stack=()
		[[ -n $1 ]] || return 0
		wordkit_trace_frames "$1"
		for ((i = 1; i != ${#wordkit_funcs[@]}; ++i)); do
			f=${wordkit_funcs[i]}
			wordkit_stack+=("${wordkit_lines[i - 1]} $f ${wordkit_files[i]:-$BATS_TEST_SOURCE}")
			case $f in
			"${BATS_TEST_NAME-}" | setup | teardown | setup_file | \
			    teardown_file | setup_suite | teardown_suite)
				break
				;;
			source)
				[[ ${wordkit_files[i + 1]:-} != *"bats-exec-file" ]] ||
				    break
				;;
			esac
		done
	}

	# bats's variables from the trap's last two words, when they are new.
	# shellcheck disable=SC2034 # the BATS_DEBUG_ variables: bats's, read by it
	wordkit_trace_made() {
		local -a wordkit_stack wordkit_lines wordkit_funcs wordkit_files
		[[ ${wordkit_l-} != "${wordkit_made_l-}" ||
		    ${wordkit_ll-} != "${wordkit_made_ll-}" ]] || return 0
		wordkit_made_l=${wordkit_l-} wordkit_made_ll=${wordkit_ll-}
		wordkit_trace_stack "$wordkit_made_ll"
		BATS_DEBUG_LASTLAST_STACK_TRACE=(${wordkit_stack[@]+"${wordkit_stack[@]}"})
		wordkit_trace_stack "$wordkit_made_l"
		BATS_DEBUG_LAST_STACK_TRACE=(${wordkit_stack[@]+"${wordkit_stack[@]}"})
		BATS_DEBUG_LAST_LINENO=() BATS_DEBUG_LAST_SOURCE=()
		if [[ -n $wordkit_made_l ]]; then
			wordkit_trace_frames "$wordkit_made_l"
			BATS_DEBUG_LAST_LINENO=("${wordkit_lines[@]}")
			BATS_DEBUG_LAST_SOURCE=("${wordkit_files[@]}")
		fi
	}

	# The trap: the line of the command and the stack, as one word.  One
	# line: bash counts LINENO on from the command's through the trap's.
	# Not in a subshell of the test's shell ($(...), a pipe, ( )), which
	# inherits the trap (set -T) but whose words go with it: the failure
	# is reported by the test's shell, from its own (wordkit_sub, the
	# test's depth, set by tests/helper/exec.bash; 0 in the file's shell).
	# Each such fork then writes fewer pages it shares with the test's
	# shell: bag.bats and i18n.bats 3% less processor time (six runs
	# each, in turn); the whole suite within its noise.
	# shellcheck disable=SC2016 # expanded as the trap runs
	wordkit_debug_trap='((BASH_SUBSHELL > ${wordkit_sub:-0})) || { [[ ${BASH_SOURCE-} == "${wordkit_trap_file-}" ]] || wordkit_trap_which "${BASH_SOURCE-}"; [[ -n $wordkit_trap_out || ${BATS_INTERRUPTED-NOTSET} != NOTSET || ${BATS_TIMED_OUT-NOTSET} != NOTSET ]] || { wordkit_ll=${wordkit_l-}; wordkit_l="$LINENO ${BASH_LINENO[@]}"$'\''\x1e'\''"${FUNCNAME[@]@Q}"$'\''\x1e'\''"${BASH_SOURCE[@]@Q}"; }; }'

	# bats's, as it is, but for its variables made first.
	# shellcheck disable=SC2034 # the BATS_DEBUG_ variables: bats's, read by it
	bats_error_trap() {
		bats_check_status_from_trap
		wordkit_trace_made
		if [[ "${BASH_LINENO[*]}" = "${BATS_DEBUG_LAST_LINENO[*]:-}" &&
		    "${BASH_SOURCE[*]}" = "${BATS_DEBUG_LAST_SOURCE[*]:-}" &&
		    -z "$BATS_DEBUG_LAST_STACK_TRACE_IS_VALID" ]]; then
			BATS_DEBUG_LAST_STACK_TRACE=(
			    ${BATS_DEBUG_LASTLAST_STACK_TRACE[@]+"${BATS_DEBUG_LASTLAST_STACK_TRACE[@]}"})
		fi
		BATS_DEBUG_LAST_STACK_TRACE_IS_VALID=1
	}
	wordkit_f=$(declare -f bats_get_failure_stack_trace)
	eval "wordkit_failure_stack_trace${wordkit_f#bats_get_failure_stack_trace}"
	bats_get_failure_stack_trace() {
		wordkit_trace_made
		wordkit_failure_stack_trace "$@"
	}

	# bats_debug_trap, for traced runs (bats -x): the same word, from its
	# own frame, then bats_emit_trace, which reads the frames of its caller.
	bats_debug_trap() {
		local -a funcs=("${FUNCNAME[@]:1}") files=("${BASH_SOURCE[@]:1}")
		[[ $1 == "${wordkit_trap_file-}" ]] || wordkit_trap_which "$1"
		[[ -z $wordkit_trap_out && ${BATS_INTERRUPTED-NOTSET} == NOTSET &&
		    ${BATS_TIMED_OUT-NOTSET} == NOTSET ]] || return 0
		wordkit_ll=${wordkit_l-}
		# shellcheck disable=SC2124 # joined by blanks, whatever IFS is
		wordkit_l="${BASH_LINENO[@]}"$'\x1e'"${funcs[@]@Q}"$'\x1e'"${files[@]@Q}"
		if [[ $BATS_TRACE_LEVEL -gt 0 ]]; then
			bats_emit_trace
		fi
	}

	# The trap set as bats sets its own: as tracing starts, and now, if
	# bats has set it already.
	wordkit_f=$(declare -f bats_setup_tracing)
	eval "wordkit_setup_tracing_trap${wordkit_f#bats_setup_tracing}"
	bats_setup_tracing() {
		wordkit_setup_tracing_trap
		wordkit_l='' wordkit_ll='' wordkit_made_l='' wordkit_made_ll=''
		if [[ ${BATS_TRACE_LEVEL:-0} -eq 0 ]]; then
			# shellcheck disable=SC2064 # the string is the trap
			trap "$wordkit_debug_trap" DEBUG
		fi
	}
	if [[ ${BATS_TRACE_LEVEL:-0} -eq 0 && $(trap -p DEBUG) == *bats_debug_trap* ]]; then
		wordkit_l='' wordkit_ll='' wordkit_made_l='' wordkit_made_ll=''
		# shellcheck disable=SC2064 # the string is the trap
		trap "$wordkit_debug_trap" DEBUG
	fi
	unset wordkit_f
fi
