#!/bin/bash
# start-ld.sh: write cmd/lib/start.ld, the functions a tool's start runs,
# for the musl build to place first in the text (see the Makefile).  Not
# a test: run by hand when the start-up path changes ("make start-ld");
# a list out of date only makes a start a page fault or two dearer.
#
# Each command of START below runs under callgrind from a build of the
# tree; every function it runs is named, in the order the commands come:
# the tools' own by their sections (built with -ffunction-sections), the
# C library's by the member of libc.a that holds them.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
build=${WORDKIT_BUILD:-$top/build}
bin=$build/bin
out=${1:-$top/cmd/lib/start.ld}
libc=${MUSL_LIBC:-/usr/lib/$(musl-gcc -dumpmachine | sed s/-gnu/-musl/)/libc.a}
export LC_ALL=C
unset WORDKIT_DICT WORDKIT_DATADIR
command -v valgrind > /dev/null ||
    { echo "start-ld: needs valgrind (apt-get install valgrind)" >&2; exit 2; }
[ -f "$libc" ] || { echo "start-ld: no musl libc.a: $libc" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# What "make bench" starts: a word looked up, 21-tile hands and a whole
# bag solved, a bag.
START=("validate cat")
for s in 1 2 3 4 5; do
	START+=("solve -q -t 1 $("$bin/bag" new bananagrams -s $s -o text | cut -c1-21)")
done
START+=("solve -q $("$bin/bag" new bananagrams -s 1 -o text)")
START+=("bag new bananagrams -s 1 -o text" "words match c?t")

# The functions each command runs, first seen first.
for c in "${START[@]}"; do
	# shellcheck disable=SC2086
	set -- $c
	valgrind -q --tool=callgrind --callgrind-out-file="$tmp/cg" \
	    "$bin/$1" "${@:2}" > /dev/null 2>&1 || true
	# An address callgrind could not name (the C library's functions
	# written in assembly: memcpy, memset) is named by the binary's
	# symbols, as an offset in it: valgrind loads a PIE at 0x108000 and
	# may give the address as it ran.  __set_thread_area runs under
	# valgrind's own.
	nm -n "$bin/$1" | awk '$2 ~ /^[Tt]$/ { print $1, $3 }' > "$tmp/syms"
	echo __set_thread_area
	callgrind_annotate --threshold=100 "$tmp/cg" 2> /dev/null |
	    sed -n 's/^ *[0-9,]* ([ 0-9.]*%) *[^ ]*:\([A-Za-z0-9_.]*\) \[.*/\1/p' |
	    awk -v syms="$tmp/syms" '
		function num(h, j, v) {
			for (j = 1; j <= length(h); j++)
				v = v * 16 + index("0123456789abcdef",
				    substr(h, j, 1)) - 1
			return v
		}
		BEGIN { while ((getline l < syms) > 0) {
			split(l, f, " "); at[++n] = num(f[1]); name[n] = f[2] } }
		/^0x/ { a = num(substr($0, 3))
			if (a > at[n] && a >= 1081344)	# 0x108000
				a -= 1081344
			for (i = n; i > 0 && at[i] > a; i--) ;
			if (i > 0) print name[i]; next }
		/^[A-Za-z_]/ { print }'
done | sed 's/\..*//' | awk '!seen[$0]++' > "$tmp/funcs"

# The C library's global functions, each by its member of libc.a.
# A weak one (__init_ssp's stand-in) only where no member defines it.
nm -A "$libc" 2> /dev/null | awk '$(NF-1) ~ /^[TWi]$/ {
	n = split($1, p, ":"); print ($(NF-1) == "W"), $NF, p[n - 1] }' |
    sort -k1,1n -s | cut -d' ' -f2- > "$tmp/members"

# The tools' own functions (a static of the C library's is not one).
nm "$build"/obj/cmd/*.o "$build"/lib/*.a 2> /dev/null |
    awk 'NF >= 2 && $(NF-1) ~ /^[Tt]$/ { sub(/\..*/, "", $NF); print "ours", $NF }' \
    >> "$tmp/members"

awk -v now="$(git -C "$top" log -1 --format=%h 2> /dev/null || echo '?')" '
	FNR == NR && $1 == "ours" { own[$2] = 1; next }
	FNR == NR { if (!($1 in member)) member[$1] = $2; next }
	$1 in own { line[++n] = sprintf("*(.text.%s .text.%s.*)", $1, $1); next }
	$1 in member && !done[member[$1]]++ {
		line[++n] = sprintf("*libc.a:%s(.text .text.*)", member[$1]) }
	END {
		print "/*"
		print " * start.ld: what a tool runs to start, placed first in the text"
		print " * (the musl build links with it: see the Makefile), so that a start"
		print " * faults in one stretch of pages instead of one here and one there;"
		print " * _fini too, which exit runs, from the end of the text to here."
		print " * Written by tests/start-ld.sh (make start-ld) at " now "; do not edit."
		print " * A function missing here is only slower to reach the first time."
		print " */"
		print "SECTIONS"
		print "{"
		print "  .text.start :"
		print "  {"
		print "    *rcrt1.o(.text .text.*)"
		print "    *(.text.startup .text.startup.*)"
		for (i = 1; i <= n; i++)
			print "    " line[i]
		print "  }"
		print "  .fini : { KEEP (*(SORT_NONE(.fini))) }"
		print "}"
		print "INSERT BEFORE .text;"
	}' "$tmp/members" "$tmp/funcs" > "$tmp/start.ld"
mv "$tmp/start.ld" "$out"
echo "start-ld: wrote $out ($(grep -c '^    \*' "$out") lines)"
