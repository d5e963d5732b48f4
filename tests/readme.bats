#!/usr/bin/env bats
# README.md: every ```sh block runs as written and prints what the text says.
#
# The convention, which tests/readme.sh checks:
# - Every ```sh block runs (```bash, ```shell and ```console are refused:
#   write ```sh).  A block that cannot run in the suite is marked on the
#   line just before its fence, with the reason:
#	<!-- not run: make check is the test suite itself -->
#   Keep such blocks to a minimum: a command that waits on a terminal or
#   stdin gets its input from a pipe (`echo | timer --stop-on-input 2m`),
#   and the timer's clock runs a hundred times fast (WORDKIT_TIME_SCALE=100,
#   unless a line sets its own), so `timer 2m` takes 1.2 seconds.
# - Each line is one command (a line ending in \ goes on at the next), run
#   by bash -o pipefail with stdin from /dev/null, the build's tools first
#   on PATH, the C locale, a HOME of its own.  The blocks under one heading
#   (## or ###) share one scratch directory, in order, so a block may use
#   the files an earlier block of its section made; each section starts
#   afresh, with a link to the source tree's examples/.
# - A line exits 0, unless its trailing comment says "exit N".
# - A trailing comment that says `prints "TEXT"` is checked: TEXT is the
#   line's whole output (one line), `"FIRST ..."` its first line,
#   `"... LAST"` its last, `"FIRST ... LAST"` both; runs of blanks count as
#   one.  `prints nothing`: no output at all.  Other words of the comment
#   are for the reader.
# - A ```text block right after a ```sh block (blank lines between) is the
#   exact output of that whole block.
bats_require_minimum_version 1.5.0
load test_helper

@test "README: every sh block runs and prints what the text says" {
	run "$TOP/tests/readme.sh" "$TOP/README.md"
	[ "$status" -eq 0 ] || fail "$output"
}

# readme TEXT: run the checker on a file holding TEXT.
readme() {
	printf '%s\n' "$1" > r.md
	run "$TOP/tests/readme.sh" r.md
}

@test "README: a line is held to its exit status and what it prints" {
	readme $'# t\n```sh\necho hi   # prints "hi"\nfalse      # exit 1\nprintf \'a\\nb  c\\n\'   # prints "a ... b c"\ntrue   # prints nothing\n```'
	assert_success
	readme $'```sh\necho ho   # prints "hi"\n```'
	assert_failure
	assert_output --partial "r.md:2: the text says it prints 'hi'"
	readme $'```sh\nfalse   # a plain comment\n```'
	assert_failure
	assert_output --partial "r.md:2: 'false   # a plain comment' exits 1, the text says 0"
	readme $'```sh\ntrue   # exit 1\n```'
	assert_failure
	readme $'```sh\nfalse | true\n```'
	assert_failure
	readme $'```sh\nprintf \'a\\nb\\n\'   # prints "b ..."\n```'
	assert_failure
	assert_output --partial "starts with 'b'"
	# A # inside quotes is no comment.
	readme $'```sh\necho "# exit 1"\n```'
	assert_success
}

@test "README: a text block after a sh block is its exact output" {
	readme $'```sh\necho a\necho b\n```\n\n```text\na\nb\n```'
	assert_success
	readme $'```sh\necho a\necho b\n```\n```text\na\nc\n```'
	assert_failure
	assert_output --partial "r.md:5: the block above does not print this text"
}

@test "README: a section's blocks share a directory, the next section does not" {
	readme $'# one\n```sh\necho x > f\n```\ntext\n```sh\ncat f   # prints "x"\n```\n## two\n```sh\ntest ! -e f\n```'
	assert_success
}

@test "README: a block runs unless it is marked not run, with a reason" {
	readme $'<!-- not run: it would wait forever -->\n```sh\nsleep 1000\n```'
	assert_success
	readme $'<!-- not run: -->\n```sh\ntrue\n```'
	assert_failure
	assert_output --partial "reason"
	readme $'```bash\ntrue\n```'
	assert_failure
	assert_output --partial "write it as '\`\`\`sh'"
	WORDKIT_EXAMPLE_TIMEOUT=1 readme $'```sh\nsleep 5\n```'
	assert_failure
	assert_output --partial "did not end within 1 seconds"
}

@test "README: the bag section names every bag command, and its Rotten Banana is bag rotten" {
	section=$(sed -n '/^### `bag`$/,/^### /p' "$TOP/README.md")
	prose=$(printf '%s\n' "$section" | sed '/^```sh$/,/^```$/d')
	for cmd in $(bag --help | sed -n 's/^ *\(usage: \)\{0,1\}bag \([a-z][a-z]*\).*/\2/p' | sort -u); do
		[[ $prose =~ (^|[^a-z])$cmd([^a-z]|$) ]] ||
		    fail "the README's bag section does not name 'bag $cmd'"
	done
	# Its example of the Rotten Banana puts the player out: bag rotten.
	run grep 'Rotten Banana' <<< "$section"
	assert_success
	for line in "${lines[@]}"; do
		[[ $line != bag* || $line == *"bag rotten"* ]] ||
		    fail "a Rotten Banana that is not bag rotten: $line"
	done
}
