#!/bin/sh
# man-examples.sh PAGE: run every example in PAGE's EXAMPLES section and
# compare what it prints with what the page shows.
#
# In a ".Bd -literal" block of EXAMPLES, a line "$ CMD" is a command and the
# lines after it, up to the next command or ".Ed", are its expected stdout.
# The commands of one block run in order, with bash, in one scratch directory.
# Prints a diff and exits 1 on the first mismatch.
set -u
page=$1
dir=$(mktemp -d) || exit 2
trap 'rm -rf "$dir"' EXIT

# Split the examples into numbered command and expectation files.
awk -v dir="$dir" '
	function unesc(s) {
		gsub(/\\e/, "\\", s); gsub(/\\-/, "-", s); gsub(/\\&/, "", s)
		return s
	}
	/^\.Sh / { ex = ($0 == ".Sh EXAMPLES") }
	!ex { next }
	/^\.Bd -literal/ { inb = 1; blk++; n = 0; next }
	/^\.Ed/ { inb = 0; next }
	!inb { next }
	/^\$ / {
		n++
		f = sprintf("%s/%03d-%03d", dir, blk, n)
		print unesc(substr($0, 3)) > (f ".cmd")
		printf "" > (f ".want")
		next
	}
	n > 0 { print unesc($0) >> (f ".want") }
' "$page"

status=0
for blk in $(ls "$dir" | sed -n 's/^\([0-9]*\)-.*\.cmd$/\1/p' | sort -u); do
	work="$dir/work-$blk"
	mkdir "$work"
	for cmd in "$dir/$blk"-*.cmd; do
		want=${cmd%.cmd}.want
		(cd "$work" && bash -o pipefail "$cmd") > "$cmd.got" 2>/dev/null
		rc=$?
		if ! cmp -s "$want" "$cmd.got"; then
			echo "$page: example '$(cat "$cmd")' (exit $rc) printed:"
			diff "$want" "$cmd.got"
			status=1
		fi
	done
done
exit $status
