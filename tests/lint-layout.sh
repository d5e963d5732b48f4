#!/bin/sh
# lint-layout.sh [TOP]: the house's layout rules, checked from the code.
# - Every include of a project header points down a floor or along one
#   (libcore/floors), never up; libcore never includes cmd/lib.
# - No two modules include each other, directly or through others.
# - No file in libcore over 900 lines; no function in libcore over 100
#   lines, nor in cmd over 120 (a KNF definition: its name at the start of
#   a line, its closing brace alone at the start of a line).
# Prints every breach as FILE:LINE: message and exits 1 when there is one.
set -u
top=${1:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$top" || exit 2
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT

# module FILE: the module a source file belongs to.
awk '
	FNR == NR {
		if ($0 ~ /^#/ || NF < 2) next
		f = $1; sub(/:$/, "", f); fl++
		for (i = 2; i <= NF; i++) { floor[$i] = fl; fname[fl] = f }
		next
	}
	function module(path,   b, m, best) {
		b = path; sub(/.*\//, "", b); sub(/\.[ch]$/, "", b)
		if (b in floor) return b
		best = ""
		for (m in floor)
			if (index(b, m "_") == 1 && length(m) > length(best))
				best = m
		return best
	}
	FNR == 1 {
		me = module(FILENAME)
		incmd = FILENAME ~ /^cmd\//
		if (me == "" && !incmd) {
			printf "%s:1: no floor for this file in libcore/floors\n", FILENAME
			bad = 1
		}
		myfl = incmd && !(FILENAME ~ /^cmd\/lib\//) ? 99 : floor[me]
	}
	/^#include "/ {
		h = $2; gsub(/"/, "", h)
		dep = module(h)
		if (dep == "") {
			printf "%s:%d: %s is in no floor of libcore/floors\n", FILENAME, FNR, h
			bad = 1; next
		}
		if (floor[dep] > myfl) {
			printf "%s:%d: include of %s points up, from %s (%s) to %s (%s)\n", FILENAME, FNR, h, FILENAME ~ /^cmd\/[^\/]*$/ ? "a tool" : me, FILENAME ~ /^cmd\/[^\/]*$/ ? "tools" : fname[myfl], dep, fname[floor[dep]]
			bad = 1
		}
		if (!incmd && FILENAME ~ /^libcore\// && h ~ /^(tool|opt|dictload)\.h$/) {
			printf "%s:%d: libcore includes the tools front end %s\n", FILENAME, FNR, h
			bad = 1
		}
		if (me != "" && dep != me && !incmd)
			print me, dep > "'"$tmp"'/edges"
	}
	END { exit bad }
' libcore/floors libcore/*.[ch] cmd/*.c cmd/lib/*.[ch] > "$tmp/out"
rc=$?
touch "$tmp/edges"
# A cycle among modules: tsort names the modules of each loop.
if ! sort -u "$tmp/edges" | tsort > /dev/null 2> "$tmp/loop"; then
	echo "libcore: modules include each other: $(grep -v 'input contains a loop' "$tmp/loop" | sed 's/^tsort: //' | tr '\n' ' ')" >> "$tmp/out"
	rc=1
fi
for f in libcore/*.[ch]; do
	n=$(wc -l < "$f")
	[ "$n" -le 900 ] || { echo "$f:1: $n lines, over 900: split it by concept" >> "$tmp/out"; rc=1; }
done
# longest MAX FILE...: every function of FILE... at most MAX lines.
longest() {
	max=$1
	shift
	awk -v max="$max" '
		/^[A-Za-z_][A-Za-z0-9_]*\(/ { name = $0; sub(/\(.*/, "", name); start = FNR; next }
		/^}/ && start {
			n = FNR - start + 1
			if (n > max) { printf "%s:%d: %s is %d lines, over %d\n", FILENAME, start, name, n, max; bad = 1 }
			start = 0
		}
		FNR == 1 { start = 0 }
		END { exit bad }
	' "$@"
}
longest 100 libcore/*.c >> "$tmp/out" || rc=1
longest 120 cmd/*.c cmd/lib/*.c >> "$tmp/out" || rc=1
cat "$tmp/out"
exit $rc
