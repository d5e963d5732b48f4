# tests/helper/exec.bash: bats 1.8 runs each test in a fork of the file's
# shell instead of a new bash.
#
# For every test, bats-exec-file starts bats-exec-test: a new bash that
# reads four of bats's files, then the test file again (and so
# test_helper.bash and bats-assert's fourteen files), makes the test's
# folder with two mkdir(1)s, times the test with two $(...) and removes
# its output file with rm(1), where a process costs 2 to 3.5 ms.  The
# file's shell has read all of that once already (it reads the test file
# for setup_file), so here each test runs in a subshell of it that does
# what bats-exec-test does after its reading: the same variables, traps,
# folders, timing, TAP lines and failure reports.  The tests' folders
# (test/N, with test_helper's HOME beside it) are made by one mkdir for
# the whole file, and each test's output file is left for bats, which
# removes the run's folder at the end.  A hundred tests that do nothing,
# bats --timing: 3.8 s against 7.7 to 8.1 s.
#
# What differs: the file's top-level code runs once, not once a test (the
# files here set only constants there), and a variable setup_file sets
# without exporting it is seen by the tests (bats-exec-test sees only the
# exported ones).  WORDKIT_BATS_EXEC=bats keeps bats's own way;
# tests/suite.bats holds what both print to the same.
#
# test_helper.bash sources it, in bats-exec-file only (when the test file
# is read for setup_file), from the folder bats's line tracing leaves out.

# shellcheck disable=SC2034,SC2154 # bats-exec-file's variables, and the BATS_ ones it reads
if [[ ${BATS_VERSION:-} == 1.8.* && ${WORDKIT_BATS_EXEC:-} != bats ]] &&
    declare -F bats_run_tests bats_run_setup_file \
    bats_setup_tracing bats_interrupt_trap bats_get_failure_stack_trace \
    >/dev/null && ! declare -F bats_perform_test >/dev/null; then
	# The folders of every test of the file, and their HOMEs, at once.
	wordkit_test_dirs() {
		local n=${BATS_FILE_FIRST_TEST_NUMBER_IN_SUITE:-0} i d=()
		for ((i = 1; i <= ${#tests_to_run[@]}; ++i)); do
			d+=("$BATS_RUN_TMPDIR/test/$((n + i))"
			    "$BATS_RUN_TMPDIR/test/$((n + i)).home")
		done
		mkdir -p "${d[@]}"
	}

	# bats-exec-file's loop over the tests, with a subshell for
	# bats-exec-test.  errexit must hold in it, so it is no part of a
	# condition, nor called from one (bats calls its
	# bats_run_test_with_retries with || after it), and the file's ERR
	# trap is off while it runs.  Tests run at once (-j) are left to
	# bats's own loop.
	wordkit_f=$(declare -f bats_run_tests)
	eval "wordkit_bats_run_tests${wordkit_f#bats_run_tests}"
	unset wordkit_f
	bats_run_tests() {
		local test_number_in_suite=$BATS_FILE_FIRST_TEST_NUMBER_IN_SUITE \
		    test_number_in_file=0 status try
		if [[ $num_jobs != 1 ]]; then
			wordkit_bats_run_tests
			return
		fi
		bats_exec_file_status=0
		wordkit_test_dirs
		for test_name in "${tests_to_run[@]}"; do
			if [[ ${BATS_INTERRUPTED-NOTSET} != NOTSET ]]; then
				bats_exec_file_status=130
				break
			fi
			[[ -n $test_name ]] || continue
			test_number_in_suite=$((test_number_in_suite + 1))
			test_number_in_file=$((test_number_in_file + 1))
			for ((try = 1; ; ++try)); do
				trap - ERR
				set +e
				(wordkit_exec_test "${flags[@]}" "$filename" \
				    "$test_name" "$test_number_in_suite" \
				    "$test_number_in_file" "$try")
				status=$?
				set -e
				trap 'bats_error_trap' ERR
				[[ $status == "$BATS_RETRY_RETURN_CODE" ]] || break
			done
			[[ $status == 0 ]] || bats_exec_file_status=$status
		done
	}

	# What bats-exec-test does once it has read its files.
	wordkit_exec_test() {
		set -eET
		# The depth whose commands the trap records (trace.bash).
		wordkit_sub=$BASH_SUBSHELL
		BATS_ENABLE_TIMING=''
		BATS_EXTENDED_SYNTAX=''
		BATS_TRACE_LEVEL=${BATS_TRACE_LEVEL:-0}
		BATS_PRINT_OUTPUT_ON_FAILURE=${BATS_PRINT_OUTPUT_ON_FAILURE:-}
		BATS_SHOW_OUTPUT_OF_SUCCEEDING_TESTS=${BATS_SHOW_OUTPUT_OF_SUCCEEDING_TESTS:-}
		BATS_VERBOSE_RUN=${BATS_VERBOSE_RUN:-}
		BATS_GATHER_TEST_OUTPUTS_IN=${BATS_GATHER_TEST_OUTPUTS_IN:-}
		BATS_TEST_NAME_PREFIX=${BATS_TEST_NAME_PREFIX:-}
		while (($#)); do
			case $1 in
			-T) BATS_ENABLE_TIMING=-T ;;
			-x) BATS_EXTENDED_SYNTAX=-x ;;
			--dummy-flag) ;;
			--trace) ((++BATS_TRACE_LEVEL)) ;;
			--print-output-on-failure) BATS_PRINT_OUTPUT_ON_FAILURE=1 ;;
			--show-output-of-passing-tests)
				BATS_SHOW_OUTPUT_OF_SUCCEEDING_TESTS=1 ;;
			--verbose-run) BATS_VERBOSE_RUN=1 ;;
			--gather-test-outputs-in)
				shift
				BATS_GATHER_TEST_OUTPUTS_IN=$1
				;;
			*) break ;;
			esac
			shift
		done
		export BATS_TEST_FILENAME=$1 BATS_TEST_NAME=$2 \
		    BATS_SUITE_TEST_NUMBER=$3 BATS_TEST_NUMBER=$4
		BATS_TEST_TRY_NUMBER=$5
		# Its own output file, by its number (a pid comes round again).
		BATS_OUT=$BATS_RUN_TMPDIR/bats.$$.$BATS_SUITE_TEST_NUMBER.$5.out
		trap bats_interrupt_trap INT
		exec 3<&1
		BATS_TEST_TMPDIR=$BATS_RUN_TMPDIR/test/$BATS_SUITE_TEST_NUMBER
		# A try after the first, or a test of another file, makes its own.
		if [[ $5 != 1 || ! -d $BATS_TEST_TMPDIR ]]; then
			mkdir -p "$BATS_TEST_TMPDIR" "$BATS_TEST_TMPDIR.home"
		fi
		printf '%s\n' "$BATS_TEST_NAME" > "$BATS_TEST_TMPDIR.name"
		export BATS_TEST_TMPDIR
		! declare -F wordkit_home >/dev/null || wordkit_home
		bats_perform_test
	}

	# bats-exec-test's, as they are but for two $(...) of the clock and
	# the rm(1) of the output file.
	bats_teardown_trap() {
		bats_check_status_from_trap
		local bats_teardown_trap_status=0
		local killer_pid=${2:-}
		BATS_TEARDOWN_STARTED=${1:-1}
		teardown >>"$BATS_OUT" 2>&1 || bats_teardown_trap_status="$?"
		if [[ $bats_teardown_trap_status -eq 0 ]]; then
			BATS_TEARDOWN_COMPLETED=1
		elif [[ -n "$BATS_TEST_COMPLETED" ]]; then
			BATS_DEBUG_LAST_STACK_TRACE_IS_VALID=1
			BATS_ERROR_STATUS="$bats_teardown_trap_status"
		fi
		bats_exit_trap "$killer_pid"
	}

	bats_exit_trap() {
		local status
		local exit_metadata=''
		local killer_pid=${1:-}
		local wordkit_t
		trap - ERR EXIT
		if [[ -n "${BATS_TEST_TIMEOUT:-}" ]]; then
			bats_abort_timeout_countdown "$killer_pid" || status=1
		fi
		if [[ -n "$BATS_TEST_SKIPPED" ]]; then
			exit_metadata=' # skip'
			if [[ "$BATS_TEST_SKIPPED" != '1' ]]; then
				exit_metadata+=" $BATS_TEST_SKIPPED"
			fi
		elif [[ "${BATS_TIMED_OUT-NOTSET}" != NOTSET ]]; then
			exit_metadata=" # timeout after ${BATS_TEST_TIMEOUT}s"
		fi
		BATS_TEST_TIME=''
		if [[ -n "$BATS_ENABLE_TIMING" ]]; then
			wordkit_t=${EPOCHREALTIME/./}
			BATS_TEST_TIME=" in $((wordkit_t / 1000 - BATS_TEST_START_TIME))ms"
		fi
		local print_bats_out="${BATS_SHOW_OUTPUT_OF_SUCCEEDING_TESTS}"
		local should_retry=''
		if [[ -z "$BATS_TEST_COMPLETED" || -z "$BATS_TEARDOWN_COMPLETED" ||
		    "${BATS_INTERRUPTED-NOTSET}" != NOTSET ]]; then
			if [[ "$BATS_ERROR_STATUS" -eq 0 ]]; then
				BATS_ERROR_STATUS=1
			fi
			if bats_should_retry_test; then
				should_retry=1
				status=126
				rm -r "$BATS_TEST_TMPDIR"
			else
				printf 'not ok %d %s%s\n' "$BATS_SUITE_TEST_NUMBER" \
				    "${BATS_TEST_NAME_PREFIX:-}${BATS_TEST_DESCRIPTION}${BATS_TEST_TIME}" \
				    "$exit_metadata" >&3
				local stack_trace
				bats_get_failure_stack_trace stack_trace
				bats_print_stack_trace "${stack_trace[@]}" >&3
				bats_print_failed_command "${stack_trace[@]}" >&3
				if [[ $BATS_PRINT_OUTPUT_ON_FAILURE ]]; then
					if [[ -n "${output:-}" ]]; then
						printf "Last output:\n%s\n" "$output"
					fi
					if [[ -n "${stderr:-}" ]]; then
						printf "Last stderr: \n%s\n" "$stderr"
					fi
				fi >>"$BATS_OUT"
				print_bats_out=1
				status=1
				local state=failed
			fi
		else
			printf 'ok %d %s%s\n' "$BATS_SUITE_TEST_NUMBER" \
			    "${BATS_TEST_NAME_PREFIX:-}${BATS_TEST_DESCRIPTION}${BATS_TEST_TIME}" \
			    "$exit_metadata" >&3
			status=0
			local state=passed
		fi
		if [[ -z "$should_retry" ]]; then
			printf "%s %s\t%s\n" "$state" "$BATS_TEST_FILENAME" \
			    "$BATS_TEST_NAME" >>"$BATS_RUNLOG_FILE"
			if [[ $print_bats_out ]]; then
				bats_prefix_lines_for_tap_output <"$BATS_OUT" |
				    bats_replace_filename >&3
			fi
		fi
		if [[ $BATS_GATHER_TEST_OUTPUTS_IN ]]; then
			local try_suffix=
			if [[ -n "$should_retry" ]]; then
				try_suffix="-try$BATS_TEST_TRY_NUMBER"
			fi
			cp "$BATS_OUT" "$BATS_GATHER_TEST_OUTPUTS_IN/$BATS_SUITE_TEST_NUMBER$try_suffix-$BATS_TEST_DESCRIPTION.log"
		fi
		exit "$status"
	}

	bats_timeout_trap() {
		BATS_TIMED_OUT=1
		BATS_DEBUG_LAST_STACK_TRACE_IS_VALID=
		exit 1
	}

	# bats_start_timeout_countdown and bats_abort_timeout_countdown:
	# tests/helper/timeout.bash's, sourced after this file.

	bats_perform_test() {
		local wordkit_t
		if ! declare -F "$BATS_TEST_NAME" &>/dev/null; then
			local quoted_test_name
			bats_quote_code quoted_test_name "$BATS_TEST_NAME"
			printf "bats: unknown test name %s\n" "$quoted_test_name" >&2
			exit 1
		fi
		local BATS_killer_pid=''
		if [[ -n "${BATS_TEST_TIMEOUT:-}" ]]; then
			bats_start_timeout_countdown "$BATS_TEST_TIMEOUT"
			BATS_killer_pid=$!
		fi
		BATS_TEST_COMPLETED=
		BATS_TEST_SKIPPED=
		BATS_TEARDOWN_COMPLETED=
		BATS_ERROR_STATUS=
		bats_setup_tracing
		# shellcheck disable=SC2064
		trap "bats_teardown_trap as-exit-trap $BATS_killer_pid" EXIT
		wordkit_t=${EPOCHREALTIME/./}
		BATS_TEST_START_TIME=$((wordkit_t / 1000))
		"$BATS_TEST_NAME" >>"$BATS_OUT" 2>&1 4>&1
		BATS_TEST_COMPLETED=1
		# shellcheck disable=SC2064
		trap "bats_exit_trap $BATS_killer_pid" EXIT
		bats_teardown_trap "" "$BATS_killer_pid"
	}
fi
