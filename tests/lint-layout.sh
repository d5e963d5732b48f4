#!/bin/sh
# lint-layout.sh [TOP]: the house's layout rules, checked from the code.
# - Every include of a project header points down a floor or along one
#   (libcore/floors), never up; libcore never includes cmd/lib.
# - No two modules include each other, directly or through others.
# - No file in libcore over 900 lines; no function in libcore or cmd over
#   100 lines (a KNF definition: its name at the start of a line, its
#   closing brace alone at the start of a line).
# - No hand-written usage in cmd: a string with words after "usage:" is
#   one; a tool's usage lines are made from the synopsis and the option
#   table of its struct opt_tool (cmd/lib/opt.h).
# - No tool retypes a common option: a long name that an OPT__ macro of
#   cmd/lib/opt.h writes is written with that macro.
# - The environment is read in one place, cmd/lib/privilege.c, which
#   answers nothing to a tool that runs with more rights than its caller;
#   libcore reads none.
# Prints every breach as FILE:LINE: message and exits 1 when there is one.
set -u
here=$(cd "$(dirname "$0")" && pwd)
top=${1:-$(cd "$here/.." && pwd)}
cd "$top" || exit 2
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT

# Every include, against the floors of its file and of the header.
cat > "$tmp/includes.awk" <<'EOF'
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
		if (!incmd && FILENAME ~ /^libcore\// && ((getline junk < ("cmd/lib/" h)) > 0)) {
			printf "%s:%d: libcore includes the tools front end %s\n", FILENAME, FNR, h
			bad = 1
		}
		if (me != "" && dep != me && !incmd)
			print me, dep > edges
	}
	END { exit bad }
EOF
awk -v edges="$tmp/edges" -f "$here/floors.awk" -f "$tmp/includes.awk" \
    libcore/floors libcore/*.[ch] cmd/*.c cmd/lib/*.[ch] > "$tmp/out"
rc=$?
touch "$tmp/edges"
# A cycle among modules: tsort names the modules of each loop.
if ! sort -u "$tmp/edges" | tsort > /dev/null 2> "$tmp/loop"; then
	echo "libcore: modules include each other: $(grep -v 'input contains a loop' "$tmp/loop" | sed 's/^tsort: //' | tr '\n' ' ')" >> "$tmp/out"
	rc=1
fi
# Every file's lines counted by one awk (a wc for each was a process a file).
awk 'FNR == 1 && NR > 1 { long(f, n) } { f = FILENAME; n = FNR }
    function long(f, n) {
	if (n > 900) { printf "%s:1: %d lines, over 900: split it by concept\n", f, n; bad = 1 }
    }
    END { if (NR) long(f, n); exit bad }' libcore/*.[ch] >> "$tmp/out" || rc=1
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
longest 100 libcore/*.c cmd/*.c cmd/lib/*.c >> "$tmp/out" || rc=1
awk '
	{ line = tolower($0) }
	line ~ /"[^"]*usage:[ \t]*[^" \t\\]/ {
		printf "%s:%d: a hand-written usage string: write the synopsis in the tool'"'"'s struct opt_tool, and the usage is made from it\n", FILENAME, FNR
		bad = 1
	}
	END { exit bad }
' cmd/*.c cmd/lib/*.[ch] >> "$tmp/out" || rc=1
names=$(sed -n 's/.*\.name = "\([a-z-]*\)".*/\1/p' cmd/lib/opt.h | tr '\n' ' ')
awk -v names=" $names " '
	match($0, /\.name = "[a-z-]+"/) {
		n = substr($0, RSTART + 9, RLENGTH - 10)
		if (index(names, " " n " ") == 0)
			next
		printf "%s:%d: --%s is retyped: write it with its OPT__ macro (cmd/lib/opt.h)\n", FILENAME, FNR, n
		bad = 1
	}
	END { exit bad }
' cmd/*.c >> "$tmp/out" || rc=1
awk '
	/^[ \t]*(\*|\/\*)/ { next }
	/(^|[^A-Za-z0-9_])(secure_)?getenv[ \t]*\(/ {
		printf "%s:%d: reads the environment: ask privilege_getenv (cmd/lib/privilege.h)%s\n", FILENAME, FNR, FILENAME ~ /^libcore\// ? ", and never in libcore" : ""
		bad = 1
	}
	END { exit bad }
' $(ls libcore/*.[ch] cmd/*.c cmd/lib/*.[ch] | grep -v '^cmd/lib/privilege\.c$') >> "$tmp/out" || rc=1
cat "$tmp/out"
exit $rc
