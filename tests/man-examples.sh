#!/bin/bash
# man-examples.sh PAGE...: run every example in each PAGE's EXAMPLES
# section and compare what it prints with what the page shows.
#
# In a ".Bd -literal" block of EXAMPLES, a line "$ CMD" is a command and the
# lines after it, up to the next command or ".Ed", are its expected stdout.
# Every command must exit 0: a page shows another status the way a reader
# would see it, with "CMD || echo "exit $?"", and that line is then part of
# the output.  The commands of one block run in order, each in a subshell
# of one bash of their own (a fresh one for each block), with -o pipefail
# (so a pipeline exits 0 only if each of its commands does), in one
# scratch directory, with stdin from /dev/null; a block's commands run for
# no longer than WORDKIT_EXAMPLE_TIMEOUT seconds (default 120) in all.
#
# Every example is checked.  A ".Bd -literal" block that holds no "$ "
# command, and a ".Dl" or ".D1" line, fail the check unless the line just
# before it is a roff comment saying why it is not run:
#	.\" not run: GNU parallel may be missing, and it takes a while
# (the reason may go on over more comment lines).
# Prints what went wrong (a diff for a wrong output) and exits 1 when any
# example fails, 2 when a PAGE cannot be read.
set -u
for page; do
	[ -r "$page" ] || { echo "$page: cannot read the page" >&2; exit 2; }
done
(($#)) || { echo "usage: man-examples.sh PAGE..." >&2; exit 2; }
dir=$(mktemp -d) || exit 2
trap 'rm -rf "$dir"' EXIT
limit=${WORDKIT_EXAMPLE_TIMEOUT:-120}

# Split the examples into command and expectation files, numbered by page,
# block and command (P-BBB-CCC), list the blocks (P-BBB) in $dir/blocks,
# and the examples that would go unchecked in $dir/unchecked.
awk -v dir="$dir" '
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
		    "\".\\\" not run: REASON\" just before it\n", FILENAME, line, what \
		    > (dir "/unchecked")
	}
	FNR == 1 { pg++; blk = 0; ex = 0; inb = 0; norun = 0 }
	{ marked = norun; norun = 0 }
	/^\.\\" not run: [^ ]/ { norun = 1; next }
	/^\.\\"/ && marked { norun = 1; next }	# the reason goes on
	/^\.Sh / { ex = ($0 == ".Sh EXAMPLES") }
	!ex { next }
	/^\.Bd -literal/ { inb = 1; blk++; n = 0; skip = marked; start = FNR; pre = 0; next }
	/^\.Ed/ {
		if (inb && !skip && n == 0)
			unchecked(start, "the block holds no \"$ \" command")
		else if (inb && !skip && pre)
			unchecked(pre, "a line comes before the first \"$ \" command")
		inb = 0; next
	}
	/^\.D[l1] / && !inb && !marked {
		unchecked(FNR, "the example \"" unesc(substr($0, 5)) "\" is a " substr($0, 1, 3))
		next
	}
	!inb || skip { next }
	/^\$ / {
		if (n++ == 0)
			printf "%d-%03d\t%s\n", pg, blk, FILENAME > (dir "/blocks")
		f = sprintf("%s/%d-%03d-%03d", dir, pg, blk, n)
		print unesc(substr($0, 3)) > (f ".cmd")
		printf "" > (f ".want")
		next
	}
	n > 0 { print unesc($0) >> (f ".want") }
	n == 0 && !/^$/ && !pre { pre = FNR }
' "$@"

status=0
if [ -s "$dir/unchecked" ]; then
	cat "$dir/unchecked"
	status=1
fi
[ -s "$dir/blocks" ] || exit $status

# Each block runs in a bash of its own, its commands written out in it,
# each in a subshell, so that no variable, option or argument of this
# script's reaches them: their output goes to .got and .err, their
# status to .rc.
while IFS=$'\t' read -r blk page; do
	mkdir "$dir/work-$blk"
	cmds=("$dir/$blk"-*.cmd)
	printf -v q %q "$dir/work-$blk"
	script="cd $q || exit 2"$'\n'
	for cmd in "${cmds[@]}"; do
		IFS= read -r -d '' what < "$cmd" || true
		printf -v q %q "$cmd"
		script+="(set -o pipefail"$'\n'"$what"$'\n'") < /dev/null > $q.got 2> $q.err"
		script+="; echo \$? > $q.rc"$'\n'
	done
	timeout "$limit" bash -c "$script"
	ran=$?
	for cmd in "${cmds[@]}"; do
		IFS= read -r -d '' what < "$cmd" || true
		what=${what%$'\n'}
		if [ ! -e "$cmd.rc" ] && [ "$ran" -eq 124 ]; then
			echo "$page: example '$what' did not end within ${limit}s (its block's limit)"
			status=1
			continue
		elif [ ! -e "$cmd.rc" ]; then
			echo "$page: example '$what' did not run: its block's shell stopped before it (exit $ran)"
			status=1
			continue
		fi
		read -r rc < "$cmd.rc"
		want='' got='' same=1
		IFS= read -r -d '' want < "${cmd%.cmd}.want" || true
		if IFS= read -r -d '' got < "$cmd.got"; then
			# A NUL: not text, compared byte for byte.
			cmp -s "${cmd%.cmd}.want" "$cmd.got" || same=0
		elif [[ $want != "$got" ]]; then
			same=0
		fi
		if ((!same)); then
			echo "$page: example '$what' (exit $rc) printed:"
			diff "${cmd%.cmd}.want" "$cmd.got"
			status=1
		elif [ "$rc" -ne 0 ]; then
			echo "$page: example '$what' exits $rc (show it with || echo \"exit \$?\"):"
			head -3 "$cmd.err"
			status=1
		fi
	done
done < "$dir/blocks"
exit $status
