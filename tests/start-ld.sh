#!/bin/bash
# start-ld.sh: write cmd/lib/start.ld, the functions a tool's start runs,
# the read-only data they read and the statics they touch, for the musl
# build to place first in the text (the first command's a mapping of its
# own), with the ELF headers, and in the .bss (see the Makefile).  Not a
# test: run by hand when the start-up path changes ("make start-ld"); a
# list out of date only makes a start a page fault or two dearer.  With
# --check (make lint), writes nothing: fails, naming them, when the
# functions the starts run are not the ones the list names.
#
# Each command of START below runs under callgrind from a build of the
# tree; every function it runs is named, in the order the commands come:
# the tools' own by their sections (built with -ffunction-sections, and
# their strings and constants with -fdata-sections by sections named
# after them), the C library's by the member of libc.a that holds them.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
build=${WORDKIT_BUILD:-$top/build}
bin=$build/bin
check=0
if [ "${1:-}" = --check ]; then
	check=1
	shift
fi
out=${1:-$top/cmd/lib/start.ld}
libc=${MUSL_LIBC:-/usr/lib/$(musl-gcc -dumpmachine | sed s/-gnu/-musl/)/libc.a}
yaml=${YAML_LIB:-$(musl-gcc -print-file-name=libyaml.a)}
export LC_ALL=C
unset WORDKIT_DICT WORDKIT_DATADIR
command -v valgrind > /dev/null ||
    { echo "start-ld: needs valgrind (apt-get install valgrind)" >&2; exit 2; }
[ -f "$libc" ] || { echo "start-ld: no musl libc.a: $libc" >&2; exit 2; }
[ -f "$yaml" ] || { echo "start-ld: no libyaml.a: $yaml" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# What "make bench" starts: a word looked up, 21-tile hands and a whole
# bag solved, in English, German and Spanish, a bag, a dealt game's file
# drawn and counted.
START=("validate cat")
for s in 1 2 3 4 5; do
	START+=("solve -q -t 1 $("$bin/bag" new bananagrams -s $s -o text | cut -c1-21)")
done
for l in de es; do
	START+=("solve -d $l -q -t 1 $("$bin/bag" new bananagrams -l $l -s 1 \
	    -o text | LC_ALL=C.UTF-8 sed 's/^\(.\{21\}\).*/\1/')")
done
START+=("solve -q $("$bin/bag" new bananagrams -s 1 -o text)")
START+=("bag new bananagrams -s 1 -o text" "words match c?t")
"$bin/bag" new bananagrams -s 42 | "$bin/deal" -p 3 > "$tmp/game.yaml"
START+=("table -f $tmp/game.yaml" "bag count -f $tmp/game.yaml")

# An awk function: the number a hexadecimal address (no 0x) spells.
num='function num(h, j, v) {
	for (j = 1; j <= length(h); j++)
		v = v * 16 + index("0123456789abcdef", substr(h, j, 1)) - 1
	return v
}'

# The functions each command runs, first seen first: the commands run
# under callgrind two at a time (half the time on two processors), then
# are read in their order.
k=0
for c in "${START[@]}"; do
	# shellcheck disable=SC2086
	set -- $c
	valgrind -q --tool=callgrind --callgrind-out-file="$tmp/cg.$k" \
	    "$bin/$1" "${@:2}" > /dev/null 2>&1 &
	k=$((k + 1))
	[ $((k % 2)) != 0 ] || wait
done
wait
k=0
for c in "${START[@]}"; do
	# shellcheck disable=SC2086
	set -- $c
	mv "$tmp/cg.$k" "$tmp/cg" 2> /dev/null || : > "$tmp/cg"
	k=$((k + 1))
	# An address callgrind could not name (the C library's functions
	# written in assembly: memcpy, memset) is named by the binary's
	# symbols, as an offset in it: valgrind loads a PIE at 0x108000 and
	# may give the address as it ran.  __set_thread_area runs under
	# valgrind's own, and _Exit, which ends every run, after callgrind
	# has written its counts.
	nm -n "$bin/$1" | awk '$2 ~ /^[Tt]$/ { print $1, $3 }' > "$tmp/syms"
	echo __set_thread_area
	callgrind_annotate --threshold=100 "$tmp/cg" 2> /dev/null |
	    sed -n 's/^ *[0-9,]* ([ 0-9.]*%) *[^ ]*:\([A-Za-z0-9_.]*\) \[.*/\1/p' |
	    awk -v syms="$tmp/syms" "$num"'
		BEGIN { while ((getline l < syms) > 0) {
			split(l, f, " "); at[++n] = num(f[1]); name[n] = f[2] } }
		/^0x/ { a = num(substr($0, 3))
			if (a > at[n] && a >= 1081344)	# 0x108000
				a -= 1081344
			for (i = n; i > 0 && at[i] > a; i--) ;
			if (i > 0) print name[i]; next }
		/^[A-Za-z_]/ { print }'
	echo _Exit
	# The first command's functions end here: they are a mapping of
	# their own (see the script written below).
	[ "$c" != "${START[0]}" ] || echo @first
done | sed 's/\..*//' | awk '!seen[$0]++' > "$tmp/funcs"

# The C library's global functions, each by its member of libc.a.
# A weak one (__init_ssp's stand-in) only where no member defines it.
# Then libyaml's, global or not, by its member (built without a section
# a function, each member is placed whole).
nm -A "$libc" 2> /dev/null | awk '$(NF-1) ~ /^[TWi]$/ {
	n = split($1, p, ":"); print ($(NF-1) == "W"), $NF, "libc.a:" p[n - 1] }' |
    sort -k1,1n -s | cut -d' ' -f2- > "$tmp/members"
nm -A "$yaml" 2> /dev/null | awk '$(NF-1) ~ /^[Tt]$/ {
	n = split($1, p, ":"); sub(/\..*/, "", $NF)
	print $NF, "libyaml.a:" p[n - 1] }' >> "$tmp/members"

# The tools' own functions (a static of the C library's is not one).
nm "$build"/obj/cmd/*.o "$build"/lib/*.a 2> /dev/null |
    awk 'NF >= 2 && $(NF-1) ~ /^[Tt]$/ { sub(/\..*/, "", $NF); print "ours", $NF }' \
    >> "$tmp/members"

# touched BIN TYPES: of the addresses on stdin (one a line, as valgrind
# ran BIN), those within a symbol of BIN of an nm type of TYPES (a bracket
# expression): each symbol once, as its size and name.
touched() {
	nm -n -S "$1" | awk -v t="$2" '$3 ~ t { print $1, $2, $4 }' \
	    > "$tmp/syms"
	awk -v syms="$tmp/syms" "$num"'
		BEGIN { while ((getline l < syms) > 0) {
			split(l, f, " "); at[++n] = num(f[1]); size[n] = num(f[2])
			name[n] = f[3] } }
		{ a = num($1) - 1081344		# 0x108000
		  if (n == 0 || a < at[1] || a >= at[n] + size[n]) next
		  lo = 1; hi = n
		  while (lo < hi) { mid = int((lo + hi + 1) / 2)
			if (at[mid] <= a) lo = mid; else hi = mid - 1 }
		  if (a < at[lo] + size[lo] && !done[lo]++)
			print size[lo], name[lo] }'
}

# names TYPES: the symbols of an nm type of TYPES, the tools' own ("ours
# NAME") and the C library's ("libc NAME MEMBER").
names() {
	nm -A "$build"/obj/cmd/*.o "$build"/lib/*.a 2> /dev/null |
	    awk -v t="$1" 'NF >= 2 && $(NF-1) ~ t { print "ours", $NF }'
	nm -A "$libc" 2> /dev/null | awk -v t="$1" 'NF >= 2 && $(NF-1) ~ t {
		n = split($1, p, ":"); print "libc", $NF, "libc.a:" p[n - 1] }'
}

# place SECTION NAMES: the symbols on stdin (a size and a name a line),
# each by its own section (.SECTION.NAME, built with -fdata-sections), or
# the C library's by the members of libc.a that have one of its name in
# NAMES (of those, the ones whose functions ran, if any did), or
# crtbeginS.o's; each once.
place() {
	awk -v sec="$1" -v names="$2" -v members="$tmp/members" \
	    -v funcs="$tmp/funcs" '
	BEGIN { while ((getline l < names) > 0) { split(l, f, " ")
		if (f[1] == "ours") ours[f[2]] = 1
		else libc[f[2]] = libc[f[2]] " " f[3] }
		while ((getline l < members) > 0) { split(l, f, " ")
			if (!(f[1] in member)) member[f[1]] = f[2] }
		while ((getline l < funcs) > 0)
			if (l in member) ran[member[l]] = 1 }
	$2 in ours { p = "*(." sec "." $2 ")" }
	!($2 in ours) && $2 in libc { k = split(libc[$2], m, " "); p = ""
		for (i = 1; i <= k; i++) if (m[i] in ran)
			p = p (p != "" ? "\n" : "") "*" m[i] "(." sec " ." sec ".*)"
		for (i = 1; p == "" && i <= k; i++)
			p = p (i > 1 ? "\n" : "") "*" m[i] "(." sec " ." sec ".*)" }
	$2 == "completed.0" { p = "*crtbeginS.o(.bss .bss.*)" }
	p != "" { n = split(p, q, "\n")
		for (i = 1; i <= n; i++) if (!seen[q[i]]++) print q[i] }
	{ p = "" }'
}

# The statics each tool's first command touches (its loads and stores, as
# lackey traces them), named by the tool's symbols in its .bss (place):
# the first command's and the others' of less than 64 bytes, then the
# others' larger ones (so that validate cat writes nothing past the page
# the system zeroes after the data: all of them together no longer fit
# there), each the smallest first: a large one is mostly not touched,
# and is better where its rest falls on a page nobody writes.
# The read-only data they read that has a name (a table) likewise, the
# first command's into $tmp/consts1, the others' into $tmp/consts2.
# (Not for --check, which compares the functions only.)
: > "$tmp/statics"
: > "$tmp/consts1"
: > "$tmp/consts2"
if [ "$check" = 0 ]; then
	names '^[bB]$' > "$tmp/bssnames"
	names '^[rR]$' > "$tmp/ronames"
	: > "$tmp/rotouched1"
	: > "$tmp/rotouched2"
	for c in "${START[@]}"; do
		# shellcheck disable=SC2086
		set -- $c
		# Each tool once, and each language's solve.
		key=$1
		[ "${2:-}" != -d ] || key="$1$3"
		case " ${tools:-} " in *" $key "*) continue ;; esac
		tools="${tools:-} $key"
		valgrind -q --tool=lackey --trace-mem=yes --log-file="$tmp/lk" \
		    "$bin/$1" "${@:2}" > /dev/null 2>&1 || true
		awk '$1 ~ /^[LSM]$/ { sub(/,.*/, "", $2)
			if (!($2 in seen)) { seen[$2]; print $2 } }' "$tmp/lk" \
		    > "$tmp/addrs"
		# The first command's apart (the first segment's), then the
		# others'.
		n=2; [ "$c" != "${START[0]}" ] || n=1
		touched "$bin/$1" '^[rR]$' < "$tmp/addrs" >> "$tmp/rotouched$n"
		# The statics of an English start only: a language's would
		# push what validate cat writes out of the page past the data
		# (1.20x to 1.17x), table -f's out of it likewise.
		[ "$key" = "$1" ] || continue
		touched "$bin/$1" '^[bB]$' < "$tmp/addrs" |
		    awk -v n="$n" '{ print ($1 < 64 ? 1 : n), $0 }'
	done | sort -s -n -k1,1 -k2,2 | cut -d' ' -f2- |
	    place bss "$tmp/bssnames" > "$tmp/statics"
	for n in 1 2; do
		place rodata "$tmp/ronames" < "$tmp/rotouched$n" \
		    > "$tmp/consts$n"
	done
fi

awk -v now="$(git -C "$top" log -1 --format=%h 2> /dev/null || echo '?')" \
    -v statics="$tmp/statics" -v consts1="$tmp/consts1" \
    -v consts2="$tmp/consts2" '
	BEGIN { later = 0 }
	FNR == NR && $1 == "ours" { own[$2] = 1; next }
	FNR == NR { if (!($1 in member)) member[$1] = $2; next }
	$1 == "@first" { line[++n] = $1; later = 1; next }
	$1 in own { line[++n] = sprintf("*(.text.%s .text.%s.*)", $1, $1)
		ro[later, ++r[later]] = sprintf("*(.rodata.%s .rodata.%s.*)",
		    $1, $1); next }
	$1 in member && !done[member[$1]]++ {
		line[++n] = sprintf("*%s(.text .text.*)", member[$1])
		ro[later, ++r[later]] = sprintf("*%s(.rodata .rodata.*)",
		    member[$1]) }
	function rodata(k, file, l, i) {
		for (i = 1; i <= r[k]; i++)
			if (!seen[ro[k, i]]++)
				print "    " ro[k, i]
		while ((getline l < file) > 0)
			if (!seen[l]++)
				print "    " l
	}
	END {
		print "/*"
		print " * start.ld: what a tool runs to start, and what it reads there,"
		print " * placed apart from the rest (the musl build links with it: see the"
		print " * Makefile), so that a start faults in few pages, each once."
		print " * Written by tests/start-ld.sh (make start-ld) at " now "; do not edit."
		print " * A function missing here is only slower to reach the first time."
		print " *"
		print " * The text first: what the first command (validate cat) runs, a"
		print " * mapping of its own, then what the others run; _fini too, which exit"
		print " * runs, from the end of the text to here.  A fault maps the pages"
		print " * around it up to 64 KB (the kernel'\''s fault-around), but not past"
		print " * its mapping, and each page mapped costs its start and its exit."
		print " */"
		print "SECTIONS"
		print "{"
		print "  .fini : { KEEP (*(SORT_NONE(.fini))) }"
		print "  .text.start :"
		print "  {"
		print "    *rcrt1.o(.text .text.*)"
		print "    *crtbeginS.o(.text .text.*)"
		print "    *(.text.startup .text.startup.*)"
		for (i = 1; i <= n; i++) {
			if (line[i] != "@first") {
				print "    " line[i]
				continue
			}
			print "  }"
			print "  /* A page unmapped: what follows is another mapping. */"
			print "  . = ALIGN(CONSTANT (MAXPAGESIZE)) + CONSTANT (MAXPAGESIZE);"
			print "  .text.start2 :"
			print "  {"
		}
		print "  }"
		print "}"
		print "INSERT BEFORE .text;"
		print ""
		print "/*"
		print " * The read-only data the first command reads (its functions'\''"
		print " * strings, the tables it reads), with the ELF headers and the"
		print " * relocations, which every start reads: one mapping, one fault,"
		print " * where the rest of the read-only data would be a fault of 64 KB."
		print " */"
		print "SECTIONS"
		print "{"
		print "  .rodata.start :"
		print "  {"
		rodata(0, consts1)
		print "  }"
		print "}"
		print "INSERT AFTER .rela.dyn;"
		print ""
		print "/* What the other starts read, a mapping of its own. */"
		print "SECTIONS"
		print "{"
		print "  . = ALIGN(CONSTANT (MAXPAGESIZE));"
		print "  .rodata.start2 :"
		print "  {"
		rodata(1, consts2)
		print "  }"
		print "}"
		print "INSERT BEFORE .rodata;"
		print ""
		print "/*"
		print " * The statics those starts touch, first in the .bss: the first"
		print " * command'"'"'s and the others'"'"' small ones, then the others'"'"' larger"
		print " * ones, each the smallest first: written in the page the system"
		print " * zeroes past the data, not in fresh ones of their own (the large"
		print " * ones are apart: BIG_STATIC)."
		print " */"
		print "SECTIONS"
		print "{"
		print "  .bss.start (NOLOAD) :"
		print "  {"
		while ((getline l < statics) > 0)
			print "    " l
		print "  }"
		print "}"
		print "INSERT BEFORE .bss;"
	}' "$tmp/members" "$tmp/funcs" > "$tmp/start.ld"
if [ "$check" = 1 ]; then
	# What the starts run, named in both, in any order.
	ran() { grep -E '^    \*.*\((\.text|\.text\.[A-Za-z0-9_]+) ' "$1" | sort -u; }
	ran "$tmp/start.ld" > "$tmp/now"
	ran "$out" > "$tmp/was"
	if ! cmp -s "$tmp/now" "$tmp/was"; then
		echo "start-ld: $out is out of date: run 'make start-ld'" >&2
		diff "$tmp/was" "$tmp/now" | sed -n 's/^\([<>]\) *\*/\1 /p' |
		    sed 's/^</  listed, not run:/; s/^>/  run, not listed:/' >&2
		exit 1
	fi
	echo "start-ld: $out lists every function the starts run"
	exit 0
fi
mv "$tmp/start.ld" "$out"
echo "start-ld: wrote $out ($(grep -c '^    \*' "$out") lines)"
