#!/usr/bin/env bats
# Man pages: every page lints clean and every example really runs, and
# each tool's page says what its option table and usage say.
bats_require_minimum_version 1.5.0
load test_helper
load usage_helper

@test "man: every tool has a page" {
	for t in $(tools); do
		[ -f "$TOP/man/$t.1" ] || fail "no man/$t.1"
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
	run "$TOP/tests/man-examples.sh" "$TOP"/man/*.[157]
	[ "$status" -eq 0 ] || fail "$output"
}

# example_page BODY: a page whose EXAMPLES section is BODY, in ex.1.
example_page() {
	printf '.Dd today\n.Dt EX 1\n.Os\n.Sh NAME\n.Nm ex\n.Sh EXAMPLES\n%s\n.Sh SEE ALSO\n' \
	    "$1" > ex.1
}

@test "man: an example is checked for its output and its exit status" {
	example_page $'.Bd -literal\n$ echo hi\nhi\n$ false || echo "exit $?"\nexit 1\n.Ed'
	run "$TOP/tests/man-examples.sh" ex.1
	assert_success
	example_page $'.Bd -literal\n$ echo hi\nho\n.Ed'
	run "$TOP/tests/man-examples.sh" ex.1
	assert_failure
	assert_output --partial "example 'echo hi'"
	# The right output is not enough: a status the page does not show fails.
	example_page $'.Bd -literal\n$ echo hi; false\nhi\n.Ed'
	run "$TOP/tests/man-examples.sh" ex.1
	assert_failure
	assert_output --partial "exits 1"
	example_page $'.Bd -literal\n$ false | cat\n.Ed'
	run "$TOP/tests/man-examples.sh" ex.1
	assert_failure
}

@test "man: the examples of several pages are checked in one run, each page named" {
	example_page $'.Bd -literal\n$ echo hi\nhi\n.Ed'
	mv ex.1 good.1
	example_page $'.Bd -literal\n$ echo hi\nho\n.Ed'
	run "$TOP/tests/man-examples.sh" good.1 ex.1
	assert_failure
	assert_output --partial "ex.1: example 'echo hi' (exit 0) printed:"
	refute_output --partial "good.1"
	run "$TOP/tests/man-examples.sh" good.1 good.1
	assert_success
	assert_output ''
	run "$TOP/tests/man-examples.sh" good.1 nosuch.1
	assert_failure 2
	assert_output "nosuch.1: cannot read the page"
}

@test "man: a block that does not end in its time fails, naming the example that ran over" {
	example_page $'.Bd -literal\n$ echo hi\nhi\n$ sleep 30\n$ echo after\nafter\n.Ed'
	WORDKIT_EXAMPLE_TIMEOUT=1 run "$TOP/tests/man-examples.sh" ex.1
	assert_failure
	assert_output --partial "ex.1: example 'sleep 30' did not end within 1s"
	assert_output --partial "ex.1: example 'echo after' did not end within 1s"
	refute_output --partial "'echo hi'"
	# A command the shell cannot read stops its block: it and those after
	# it fail, those before it are checked.
	example_page $'.Bd -literal\n$ echo hi\nhi\n$ echo "open\n$ echo after\nafter\n.Ed'
	run "$TOP/tests/man-examples.sh" ex.1
	assert_failure
	assert_output --partial "ex.1: example 'echo \"open' did not run: its block's shell stopped before it"
	assert_output --partial "ex.1: example 'echo after' did not run"
	refute_output --partial "'echo hi'"
}

@test "man: each example runs on its own: no variable, option or argument of the checker's" {
	example_page $'.Bd -literal\n$ echo "[$*] [${cmd-}]"; set -o | grep -E "^(errexit|nounset) "\n[] []\nerrexit        \toff\nnounset        \toff\n$ x=1; cd /\n$ echo "[${x-}]"; pwd | grep -c /\n[]\n1\n.Ed'
	run "$TOP/tests/man-examples.sh" ex.1
	assert_success
	assert_output ''
}

@test "man: an example that is not in the checked form fails unless marked not run" {
	example_page $'.Bd -literal\nfor s in 1 2; do echo $s; done\n.Ed'
	run "$TOP/tests/man-examples.sh" ex.1
	assert_failure
	assert_output --partial "ex.1:7: the block holds no \"\$ \" command"
	example_page $'.Dl echo hi'
	run "$TOP/tests/man-examples.sh" ex.1
	assert_failure
	assert_output --partial "is a .Dl, so it is not checked"
	example_page $'.Bd -literal\nsome words first\n$ echo hi\nhi\n.Ed'
	run "$TOP/tests/man-examples.sh" ex.1
	assert_failure
	assert_output --partial "before the first"
	example_page $'.\\" not run: it takes a while\n.\\" on a busy machine\n.Bd -literal\nsleep 600\n.Ed\n.\\" not run: a terminal\n.Dl vi'
	run "$TOP/tests/man-examples.sh" ex.1
	assert_success
}

# man_options PAGE: the .It Fl items of the page's options list, the
# list that holds -h/--help (its own items, not those of a nested list).
man_options() {
	awk '/^\.Bl/ { if (depth++ == 0) items = ""; next }
	    /^\.El/ { if (--depth == 0 && items ~ /\.It Fl h , /) {
	        printf "%s", items; exit } next }
	    depth == 1 && /^\.It Fl / { items = items $0 "\n" }' "$1"
}

# man_synopsis PAGE: the lines of the page's SYNOPSIS.
man_synopsis() {
	awk '/^\.Sh / { s = ($0 == ".Sh SYNOPSIS"); next } s' "$1"
}

# man_check TOOL: every mismatch between man/TOOL.1 and the tool's
# option table, one a line.  One awk a page: a process for each check of
# each option took most of a minute.
man_check() {
	local t=$1 page=$TOP/man/$1.1 tab
	tab=$("$t" --wordkit-completion=table 2>/dev/null) ||
	    { echo "$t: the tool has no option table"; return; }
	awk -F'\t' -v page="$page" '
	FILENAME == ARGV[1] { if ($0 != "") item[++ni] = $0; next }
	FILENAME == ARGV[2] { syn[++ns] = $0; next }
	$1 == "cmd" || $1 == "own" { next }
	{
		s = substr($1, 2); l = substr($2, 3); arg = $3
		pfx = ".It Fl " s " , Fl \\-" l
		n = 0
		for (i = 1; i <= ni; i++)
			if (!gone[i] && (item[i] == pfx ||
			    index(item[i], pfx " Ar ") == 1)) {
				n++; it = item[i]; gone[i] = 1
			}
		if (n != 1)
			print page ": " n " items '\''" pfx "'\'' in the options list, not 1"
		else {
			if (arg != "-" && index(it, " Ar ") == 0)
				print page ": '\''" it "'\'' lacks '\''Ar'\'', " $1 " takes " arg
			if (arg == "-" && index(it, " Ar ") > 0)
				print page ": '\''" it "'\'' has '\''Ar'\'', " $1 " takes none"
			# The argument'\''s name is the table'\''s, in lowercase.
			got = ""; k = split(it, w, " ")
			for (i = 7; i <= k; i++)
				if (w[i] !~ /^(Ar|Ns|No|Cm)$/) got = got w[i]
			want = arg; gsub(/ /, "", want)
			if (arg != "-" && tolower(got) != tolower(want))
				print page ": '\''" it "'\'' names the argument '\''" tolower(got) "'\'', the table '\''" arg "'\''"
		}
		if ($1 == "-h" || $1 == "-V")
			next
		re = $4 == "flag" ? "(^|[ .])Fl [A-Za-z]*" s "[A-Za-z]*( |$)" : \
		    "(^|[ .])Fl " s "( |$)"
		for (i = 1; i <= ns && syn[i] !~ re; i++)
			;
		if (i > ns)
			print page ": no '\''Fl " s "'\'' in SYNOPSIS"
	}
	END {
		for (i = 1; i <= ni; i++)
			if (!gone[i])
				print page ": '\''" item[i] "'\'' is in the options list, not in the table"
	}' <(man_options "$page") <(man_synopsis "$page") - <<<"$tab"
}

@test "man: each page's SYNOPSIS is the tool's usage, form by form" {
	errors=
	for t in $(tools); do
		page=$TOP/man/$t.1
		usage=$(usage_forms "$t") || { errors+="$t --help: no usage"$'\n'; continue; }
		syn=$(man_forms "$page")
		[ -n "$syn" ] || { errors+="$page: no SYNOPSIS"$'\n'; continue; }
		mapfile -t a <<<"$usage"
		mapfile -t b <<<"$syn"
		mapfile -t fa < <(flat_forms <<<"$usage")
		mapfile -t fb < <(flat_forms <<<"$syn")
		n=${#a[@]}
		[ "${#b[@]}" -gt "$n" ] && n=${#b[@]}
		for ((i = 0; i < n; i++)); do
			[ "${fa[i]-}" = "${fb[i]-}" ] && continue
			errors+="$page: SYNOPSIS form $((i + 1)) is not the usage's:"$'\n'
			errors+="  page: ${b[i]-(none)}"$'\n'"  tool: ${a[i]-(none)}"$'\n'
		done
	done
	[ -z "${errors//$'\n'}" ] || fail "$(grep . <<<"$errors")"
}

@test "man: each page's options list and SYNOPSIS follow the option table" {
	errors=
	for t in $(tools); do
		errors+=$(man_check "$t")$'\n'
	done
	[ -z "${errors//$'\n'}" ] || fail "$(grep . <<<"$errors")"
}

@test "man: every page reads right once rendered by mandoc and groff, which warns of nothing" {
	run sh "$TOP/tests/lint-man.sh"
	assert_success
	assert_output ''
}

# lint_page BODY: tests/lint-man.sh on a page whose DESCRIPTION is BODY.
lint_page() {
	printf '.Dd today\n.Dt EX 1\n.Os\n.Sh NAME\n.Nm ex\n.Nd an example\n.Sh DESCRIPTION\n%s\n' \
	    "$1" > ex.1
	run sh "$TOP/tests/lint-man.sh" ex.1
}

@test "man: a page groff warns of fails, with the warning" {
	lint_page $'A tile\n.Xx is not a macro'
	assert_failure
	assert_output --partial "ex.1: groff warns: "
	assert_output --partial "macro 'Xx' not defined"
	lint_page $'A tile is read.'
	assert_success
	assert_output ''
}

@test "man: a quote nested in its own kind, left open or closing nothing fails" {
	# Two quoting macros on one line: the first encloses the second.
	lint_page $'A tile\n.Pq Ql bag dump , Ql solve\nis read.'
	assert_failure
	assert_output --partial "ex.1: mandoc line"
	assert_output --partial "ex.1: groff line"
	assert_output --partial "‘ opened inside ‘: A tile (‘bag dump, ‘solve’’) is read."
	lint_page $'Its rulebook says\n.Dq call out, Dq Bananas!\nand wins.'
	assert_failure
	assert_output --partial "“ opened inside “"
	lint_page $'A quote \\(oqopened\n.Pp\nand never closed.'
	assert_failure
	assert_output --partial "ex.1: mandoc line 7: ‘ not closed by the end of its paragraph"
	lint_page $'A quote closed\\(cq\\(cq twice, or a \\(rq stray one.'
	assert_failure
	assert_output --partial "’ with no quote open"
	assert_output --partial "” with no quote open"
	# One on each line, the punctuation after it, is right.
	lint_page $'A tile\n.Po\n.Ql bag dump ,\n.Ql solve\n.Pc\nis read at a\n.Dq Peel! Ql bag peel\nas well.'
	assert_success
	assert_output ''
}

@test "man: a No meant to end a quote fails, a No that ends a font in one passes" {
	lint_page $'At most\n.Pq Ql -d de,es No has \\(:A and \\(~N .'
	assert_failure
	assert_output "ex.1:9: No does not end the quote of Ql: put the quoted words on a line of their own: .Pq Ql -d de,es No has \\(:A and \\(~N ."
	lint_page $'For a\n.Cm lang: Qq de No state .'
	assert_failure
	assert_output --partial "No does not end the quote of Qq"
	lint_page $'It prints\n.Ql complete: Ar n No tiles\nand\n.Ql argument Ar n , No column Ar c .'
	assert_success
	assert_output ''
}

@test "man: an apostrophe is no quote, and a roff escape left in the text fails" {
	lint_page $'Punctuation:\n.Dq Aujourd\\(cqhui\nis AUJOURDHUI, and l\\(cqeau is LEAU.'
	assert_success
	assert_output ''
	lint_page $'Bold is written \\e&\\efBthis\\efR in the source.'
	assert_failure
	assert_output --partial "a roff escape in the text"
}
