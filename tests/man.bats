#!/usr/bin/env bats
# Man pages: every page lints clean and every example really runs.
bats_require_minimum_version 1.5.0
load test_helper

@test "man: every tool has a page, and every page lints clean" {
	for src in "$TOP"/cmd/*.c; do
		t=$(basename "$src" .c)
		[ -f "$TOP/man/$t.1" ] || fail "no man/$t.1"
	done
	for page in "$TOP"/man/*.[157]; do
		run groff -mdoc -ww -Tutf8 "$page"
		assert_success
		run --separate-stderr groff -mdoc -ww -Tutf8 "$page"
		[ -z "$stderr" ] || fail "$page: $stderr"
	done
}

@test "man: every page has NAME, SYNOPSIS, DESCRIPTION, EXIT STATUS, EXAMPLES, SEE ALSO" {
	for page in "$TOP"/man/*.1; do
		for sh in NAME SYNOPSIS DESCRIPTION "EXIT STATUS" EXAMPLES "SEE ALSO"; do
			grep -qx ".Sh $sh" "$page" || fail "$page: no .Sh $sh"
		done
		grep -q '^\.Ex -std' "$page" && fail "$page: EXIT STATUS must list 0, 1 and 2"
		true
	done
}

@test "man: every EXAMPLES command runs and prints what the page shows" {
	for page in "$TOP"/man/*.[157]; do
		grep -q '^\$ ' "$page" || continue
		run "$TOP/tests/man-examples.sh" "$page"
		[ "$status" -eq 0 ] || fail "$output"
	done
}
