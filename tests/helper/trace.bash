# tests/helper/trace.bash: bats 1.8's DEBUG trap, as it is but cheaper.
# bats runs bats_debug_trap before every command of a test and of the
# functions it calls (set -T), to know the line a failure comes from: it
# normalizes the command's folder for Windows, walks the paths it leaves
# out, then walks the call stack in a function of its own, each time,
# some 190 us a command here where a command takes 3 without a trap, and
# a tenth of a file's run (bag.bats with no trap: 46 to 51 s against 55
# to 56, on a busy hour).  Here whether a command's file is left out is
# kept from one command to the next while its file stays the same (and
# asked anew when bats sets its list of paths, at bats_setup_tracing),
# and the walk of the stack is written in the trap, from its own frame:
# the same variables (BATS_DEBUG_LAST_STACK_TRACE, its LASTLAST, LINENO
# and SOURCE), filled the same way.  tests/suite.bats compares what
# failures print with bats's own trap (WORDKIT_BATS_TRAP=bats leaves it).
#
# test_helper.bash sources it, for bats 1.8 only, from the folder that
# bats's line tracing leaves out.
if [[ ${BATS_VERSION:-} == 1.8.* && ${WORDKIT_BATS_TRAP:-} != bats ]] &&
    declare -F bats_debug_trap bats_capture_stack_trace \
    bats_normalize_windows_dir_path bats_emit_trace >/dev/null; then
	# shellcheck disable=SC2034 # the BATS_DEBUG_ variables: bats's, read by it
	bats_debug_trap() {
		local path dir i f
		if [[ $1 != "${wordkit_trap_file-}" ]]; then
			wordkit_trap_file=$1 wordkit_trap_out=''
			dir=${1%/*}
			if [[ $dir == ?:* ]]; then
				bats_normalize_windows_dir_path dir "$dir"
			fi
			for path in "${BATS_DEBUG_EXCLUDE_PATHS[@]}"; do
				[[ $dir != "$path"* ]] || wordkit_trap_out=1
			done
		fi
		[[ -z $wordkit_trap_out && ${BATS_INTERRUPTED-NOTSET} == NOTSET &&
		    ${BATS_TIMED_OUT-NOTSET} == NOTSET ]] || return 0
		BATS_DEBUG_LASTLAST_STACK_TRACE=(
		    ${BATS_DEBUG_LAST_STACK_TRACE[@]+"${BATS_DEBUG_LAST_STACK_TRACE[@]}"})
		BATS_DEBUG_LAST_LINENO=(${BASH_LINENO[@]+"${BASH_LINENO[@]}"})
		BATS_DEBUG_LAST_SOURCE=(${BASH_SOURCE[@]+"${BASH_SOURCE[@]}"})
		# bats_capture_stack_trace, from this frame: its i less one.
		BATS_DEBUG_LAST_STACK_TRACE=()
		for ((i = 1; i != ${#FUNCNAME[@]}; ++i)); do
			f=${FUNCNAME[i]}
			BATS_DEBUG_LAST_STACK_TRACE+=("${BASH_LINENO[i - 1]} $f ${BASH_SOURCE[i]:-$BATS_TEST_SOURCE}")
			case $f in
			"${BATS_TEST_NAME-}" | setup | teardown | setup_file | \
			    teardown_file | setup_suite | teardown_suite)
				break
				;;
			source)
				[[ ${BASH_SOURCE[i + 1]:-} != *"bats-exec-file" ]] ||
				    break
				;;
			esac
		done
		if [[ $BATS_TRACE_LEVEL -gt 0 ]]; then
			bats_emit_trace
		fi
	}
fi
