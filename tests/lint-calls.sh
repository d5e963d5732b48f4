#!/bin/sh
# lint-calls.sh BUILD [TOP]: the house's rules that only the compiled
# objects show (make lint runs it after the build).
# - No call cycle between modules: a module (libcore/floors says which
#   files make one) calls another only when that one never calls it back,
#   directly or through others; a family's files may call each other.
# - One header per module: every function a header declares is defined in
#   the module the header is named for (NAME.h and NAME_int.h: module NAME).
# - No unused function: every function a module exports is called from
#   outside its own file (another module, a tool, a test); one that is not
#   is made static or removed.
# - No static of more than 2 KB among the small ones: a buffer or table
#   of several KB is BIG_STATIC (libcore/util.h), so that the statics
#   every start writes share their pages (x86-64 GCC builds, where the
#   mark puts it in .lbss).
# Prints every breach as FILE: message and exits 1 when there is one.
set -u
here=$(cd "$(dirname "$0")" && pwd)
build=${1:?usage: lint-calls.sh BUILD [TOP]}
top=${2:-$(cd "$(dirname "$0")/.." && pwd)}
case $build in /*) ;; *) build=$(pwd)/$build ;; esac
cd "$top" || exit 2
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT

# Each call from one module to another, "A B", and why ("A B FILE calls S").
cat > "$tmp/edges.awk" <<'EOF'
FILENAME ~ /syms$/ {
	if ($2 == "DEF") def[$3] = $1
	else use[++n] = $1 " " $3
}
END {
	for (i = 1; i <= n; i++) {
		split(use[i], u, " ")
		if (!(u[2] in def)) continue
		a = module(u[1]); b = module(def[u[2]])
		if (a == b || a == "" || b == "") continue
		print a, b
		if (!((a, b) in why))
			why[a, b] = u[1] " calls " u[2] " (" def[u[2]] ")"
	}
	for (k in why) {
		split(k, ab, SUBSEP)
		print ab[1], ab[2], why[k] > whyfile
	}
}
EOF

# A declaration of a function no file of its header's module defines.
cat > "$tmp/decls.awk" <<'EOF'
FILENAME ~ /syms$/ { if ($2 == "DEF") def[$3] = $1; next }
FILENAME ~ /decls$/ {
	if (!($2 in def)) {
		printf "%s: declares %s, which no file of libcore or cmd/lib defines\n", $1, $2
		bad = 1
	} else if (module($1) != module(def[$2])) {
		printf "%s: declares %s, which is another module's (%s)\n", $1, $2, def[$2]
		bad = 1
	}
}
END { exit bad }
EOF

objs=
for c in libcore/*.c cmd/lib/*.c; do
	[ -e "$c" ] || continue
	o=$build/obj/${c%.c}.o
	[ -f "$o" ] || { echo "$c: no object $o: build first (make all)"; exit 2; }
	objs="$objs $o"
done
# "FILE DEF|USE SYMBOL" for every global function an object defines or uses.
# shellcheck disable=SC2086
nm -A $objs | awk -v b="$build/obj/" '
	{ f = $1; sub(/:.*/, "", f); sub(b, "", f); sub(/\.o$/, ".c", f)
	  t = $(NF - 1); s = $NF }
	t == "T" { print f, "DEF", s; next }
	t == "U" { print f, "USE", s }
' > "$tmp/syms"

rc=0
awk -v whyfile="$tmp/why" -f "$here/floors.awk" -f "$tmp/edges.awk" \
    libcore/floors "$tmp/syms" | sort -u > "$tmp/edges"
touch "$tmp/why"
if ! tsort "$tmp/edges" > /dev/null 2> "$tmp/loop"; then
	loop=$(grep -v 'input contains a loop' "$tmp/loop" | sed 's/^tsort: //' |
	    sort -u | tr '\n' ' ')
	echo "modules call each other in a cycle: $loop"
	for m in $loop; do
		grep "^$m " "$tmp/why" | while read -r a b rest; do
			case " $loop " in *" $b "*) echo "  $a -> $b: $rest" ;; esac
		done
	done
	rc=1
fi

# Every function a header declares: a line at the margin with a name and
# "(" that is no macro, type or data (comments left out).
for h in libcore/*.h cmd/lib/*.h; do
	[ -e "$h" ] || continue
	awk -v h="$h" '
		{ gsub(/\/\*.*\*\//, "") }
		c { if (/\*\//) c = 0; next }
		/\/\*/ { c = 1; next }
		/^[A-Za-z_]/ && !/^(#|static |typedef |extern |enum |struct [a-z_]+ *[{;])/ &&
		    prev !~ /^static/ && match($0, /[A-Za-z_][A-Za-z0-9_]*\(/) {
			s = substr($0, RSTART, RLENGTH - 1)
			if (s != "__attribute__") print h, s
		}
		{ prev = $0 }' "$h"
done > "$tmp/decls"
awk -f "$here/floors.awk" -f "$tmp/decls.awk" libcore/floors "$tmp/syms" \
    "$tmp/decls" || rc=1

# Exported functions that nothing outside their own file calls.  A tool's
# or a test's call is seen in its source, as those are not built apart.
awk '$2 == "USE" { print $3 }' "$tmp/syms" | sort -u > "$tmp/used"
awk '$2 == "DEF" { print $3, $1 }' "$tmp/syms" | sort > "$tmp/defs"
join -v 1 "$tmp/defs" "$tmp/used" > "$tmp/unused"
while read -r s f; do
	grep -qw -- "$s" cmd/*.c tests/*.c tests/fuzz/*.c 2>/dev/null && continue
	echo "$f: $s is called from nowhere else: make it static, or remove it"
	rc=1
done < "$tmp/unused"

# Big statics in the bss, where the small ones are, in a build whose
# BIG_STATIC is a section (some object has one): objdump's lines are
# "ADDR FLAGS SECTION SIZE NAME", FLAGS of one or two words; SECTION is
# .bss, or .bss.NAME where each static has a section of its own
# (-fdata-sections, as the release build has).
all=$objs
for o in "$build"/obj/cmd/*.o; do
	[ -f "$o" ] && all="$all $o"
done
# shellcheck disable=SC2086
if objdump -h $all 2> /dev/null | grep -q ' \.lbss '; then
	for o in $all; do
		objdump -t "$o" | awk -v f="$o" -v b="$build/obj/" '
			{ for (i = 2; i < NF - 1; i++) {
				# .bss.NAME: a static in a section of its own
				if ($i !~ /^\.bss(\..*)?$/)
					continue
				n = 0; h = $(i + 1)
				for (j = 1; j <= length(h); j++)
					n = n * 16 + index("0123456789abcdef",
					    substr(h, j, 1)) - 1
				if (n > 2048) {
					sub(b, "", f); sub(/\.o$/, ".c", f)
					print f ": static " $NF " is " n " bytes " \
					    "among the small ones: make it " \
					    "BIG_STATIC (util.h)"
				}
			} }'
	done > "$tmp/big"
	[ -s "$tmp/big" ] && { cat "$tmp/big"; rc=1; }
fi
exit $rc
