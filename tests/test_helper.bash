# Shared set-up for wordkit's bats files: the build first on a minimal PATH,
# the C locale, a scratch directory per test, and bats-assert.
TOP=$(cd "$BATS_TEST_DIRNAME/.." && pwd)
# The build under test: make check names it (make sanitize's is apart).
BUILD=${WORDKIT_BUILD:-$TOP/build}
export WORDKIT_BIN="$BUILD/bin"
export PATH="$BUILD/bin:/usr/local/bin:/usr/bin:/bin"
export LC_ALL=C
unset WORDKIT_DICT NO_COLOR

load '/usr/lib/bats/bats-support/load'
load '/usr/lib/bats/bats-assert/load'

setup() {
	cd "$BATS_TEST_TMPDIR" || return 1
}

# assert_fails_cleanly STATUS: the last `run` exited STATUS with nothing on
# stdout and exactly one line on stderr (run with --separate-stderr).
assert_fails_cleanly() {
	assert_equal "$status" "$1"
	assert_equal "$output" ""
	assert_equal "$(printf '%s\n' "$stderr" | wc -l)" 1
}

# tiles_sorted STR: the letters of STR in order, for multiset comparisons.
tiles_sorted() {
	printf '%s' "$1" | fold -w1 | sort | tr -d '\n'
}

# yaml_str KEY FILE: the double-quoted string value of a top-level KEY.
yaml_str() {
	sed -n "s/^$1: \"\\(.*\\)\"\$/\\1/p" "$2"
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
	assert_equal "$status" 2
	assert_equal "$(printf '%s\n' "$stderr" | wc -l)" 1
	printf '%s\n' "$output" | python3 -c '
import sys, yaml
cls, line = sys.argv[1], sys.argv[2]
doc = yaml.safe_load(sys.stdin)
assert list(doc) == ["error"], doc
e = doc["error"]
assert e["class"] == cls, "class %r, not %r" % (e["class"], cls)
where = ""
if "file" in e:
    where = e["file"] + (":%d:%d" % (e["line"], e["col"]) if "line" in e else "") + ": "
want = e["tool"] + ": " + where + e["message"]
assert line == want or line.startswith(want + " (see "), "%r is not %r" % (line, want)
' "$1" "$stderr" || fail "not the $1 error document of '$stderr': $output"
}

# assert_no_doc RULE: the last `run --separate-stderr` of a tool asked for
# -o json was a rule "no": exit 1, its reason "TOOL: MESSAGE (rule: RULE)"
# the one line on stderr, and on stdout one JSON document naming the same
# rule and message (wordkit-json(7)), its yes or no false: "legal" (or
# "valid", "solved", "won", "over").
assert_no_doc() {
	assert_equal "$status" 1
	assert_equal "$(printf '%s\n' "$stderr" | wc -l)" 1
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
