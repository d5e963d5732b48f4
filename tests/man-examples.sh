#!/bin/sh
# man-examples.sh PAGE: run every example in PAGE's EXAMPLES section and
# compare what it prints with what the page shows.
#
# In a ".Bd -literal" block of EXAMPLES, a line "$ CMD" is a command and the
# lines after it, up to the next command or ".Ed", are its expected stdout.
# Every command must exit 0: a page shows another status the way a reader
# would see it, with "CMD || echo "exit $?"", and that line is then part of
# the output.  The commands of one block run in order, with bash, in one
# scratch directory, with stdin from /dev/null and -o pipefail (so a
# pipeline exits 0 only if each of its commands does), none for longer
# than WORDKIT_EXAMPLE_TIMEOUT seconds (default 120).
#
# Every example is checked.  A ".Bd -literal" block that holds no "$ "
# command, and a ".Dl" or ".D1" line, fail the check unless the line just
# before it is a roff comment saying why it is not run:
#	.\" not run: GNU parallel may be missing, and it takes a while
# (the reason may go on over more comment lines).
# Prints what went wrong (a diff for a wrong output) and exits 1 when any
# example fails, 2 when PAGE cannot be read.
set -u
page=$1
[ -r "$page" ] || { echo "$page: cannot read the page" >&2; exit 2; }
dir=$(mktemp -d) || exit 2
trap 'rm -rf "$dir"' EXIT

# Split the examples into numbered command and expectation files, and list
# the examples that would go unchecked in $dir/unchecked.
awk -v dir="$dir" -v page="$page" '
	function unesc(s) {
		gsub(/\\e/, "\\", s); gsub(/\\-/, "-", s); gsub(/\\&/, "", s)
		# The letters of the shipped alphabets beyond A-Z.
		gsub(/\\\(~N/, "Ñ", s); gsub(/\\\(~n/, "ñ", s)
		gsub(/\\\(:A/, "Ä", s); gsub(/\\\(:O/, "Ö", s)
		gsub(/\\\(:U/, "Ü", s); gsub(/\\\(:a/, "ä", s)
		gsub(/\\\(:o/, "ö", s); gsub(/\\\(:u/, "ü", s)
		gsub(/\\\(,C/, "Ç", s); gsub(/\\\(,c/, "ç", s)
		return s
	}
	function unchecked(line, what) {
		printf "%s:%d: %s, so it is not checked: write it as \"$ \" " \
		    "commands and their output, or say why not with a line " \
		    "\".\\\" not run: REASON\" just before it\n", page, line, what \
		    > (dir "/unchecked")
	}
	{ marked = norun; norun = 0 }
	/^\.\\" not run: [^ ]/ { norun = 1; next }
	/^\.\\"/ && marked { norun = 1; next }	# the reason goes on
	/^\.Sh / { ex = ($0 == ".Sh EXAMPLES") }
	!ex { next }
	/^\.Bd -literal/ { inb = 1; blk++; n = 0; skip = marked; start = NR; pre = 0; next }
	/^\.Ed/ {
		if (inb && !skip && n == 0)
			unchecked(start, "the block holds no \"$ \" command")
		else if (inb && !skip && pre)
			unchecked(pre, "a line comes before the first \"$ \" command")
		inb = 0; next
	}
	/^\.D[l1] / && !inb && !marked {
		unchecked(NR, "the example \"" unesc(substr($0, 5)) "\" is a " substr($0, 1, 3))
		next
	}
	!inb || skip { next }
	/^\$ / {
		n++
		f = sprintf("%s/%03d-%03d", dir, blk, n)
		print unesc(substr($0, 3)) > (f ".cmd")
		printf "" > (f ".want")
		next
	}
	n > 0 { print unesc($0) >> (f ".want") }
	n == 0 && !/^$/ && !pre { pre = NR }
' "$page"

status=0
if [ -s "$dir/unchecked" ]; then
	cat "$dir/unchecked"
	status=1
fi
for blk in $(ls "$dir" | sed -n 's/^\([0-9]*\)-.*\.cmd$/\1/p' | sort -u); do
	work="$dir/work-$blk"
	mkdir "$work"
	for cmd in "$dir/$blk"-*.cmd; do
		want=${cmd%.cmd}.want
		(cd "$work" && timeout "${WORDKIT_EXAMPLE_TIMEOUT:-120}" \
		    bash -o pipefail "$cmd") < /dev/null > "$cmd.got" 2>"$cmd.err"
		rc=$?
		if ! cmp -s "$want" "$cmd.got"; then
			echo "$page: example '$(cat "$cmd")' (exit $rc) printed:"
			diff "$want" "$cmd.got"
			status=1
		elif [ "$rc" -ne 0 ]; then
			echo "$page: example '$(cat "$cmd")' exits $rc (show it with || echo \"exit \$?\"):"
			head -3 "$cmd.err"
			status=1
		fi
	done
done
exit $status
