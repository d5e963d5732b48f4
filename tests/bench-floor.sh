#!/bin/bash
# bench-floor.sh: the speed floor (part of "make bench"; not a test).  Each
# measure against its baseline, timed in turn, run after run
# (tests/interleave: a shared machine's drift falls on both alike): the
# start-up and a game's state read against an empty static binary, a
# stream of a million words against wc -l, a 21-tile solve and the whole
# bag against /bin/true, German and Spanish against English.  With
# BENCH_OLD=REV (make bench BENCH_OLD=REV), the tools of revision REV are
# built apart and measured in the same runs, old beside new, and their
# answers compared byte for byte.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
build=${WORDKIT_BUILD:-$top/build}
export LC_ALL=C
unset WORDKIT_DICT WORDKIT_DATADIR
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
new=$build/bin

# The old side, built from the revision's files alone.
old=
if [ -n "${BENCH_OLD:-}" ]; then
	rev=$(git -C "$top" rev-parse --short "$BENCH_OLD^{commit}")
	mkdir "$tmp/old"
	git -C "$top" archive "$rev" | tar -x -C "$tmp/old"
	make -s -C "$tmp/old" -j"$(nproc)" all > "$tmp/old.log" 2>&1 ||
	    { cat "$tmp/old.log" >&2; echo "bench: $rev does not build" >&2; exit 2; }
	old=$tmp/old/build/bin
fi

# run RUNS CMD... : the commands (each one string, split on blanks) timed
# in turn by tests/interleave; each one's median in ms, one line each.
run() {
	local runs=$1 c
	shift
	local -a args=()
	for c in "$@"; do
		# shellcheck disable=SC2206
		args+=($c --)
	done
	"$build/tests/interleave" "$runs" "${args[@]:0:${#args[@]}-1}" |
	    awk '{ print $1 }'
}
# median: the median of the numbers on stdin, one a line.
median() {
	sort -n | awk '{ v[NR] = $1 } END { printf "%.4f\n", v[int((NR + 1) / 2)] }'
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
# line WHAT MS BASE GOAL [OLD_MS]: one measure, new (and old) over its base.
line() {
	if [ -n "$old" ]; then
		printf '%-34s new %6sx  old %6sx  (goal %s)\n' "$1" \
		    "$(ratio "$2" "$3")" "$(ratio "$5" "$3")" "$4"
	else
		printf '%-34s %6sx  (goal %s)\n' "$1" "$(ratio "$2" "$3")" "$4"
	fi
}

# The files of both builds leave the page cache first, to be read back
# through the same path: a file's cached pages may be held in large or
# small folios depending on how it was written, and a binary mapped from
# one or the other starts up to 10% faster or slower on the same code
# (measured: one revision built twice, 2.34 and 2.08 ms a solve).  A file
# just written is dirty, and stays as it was written until it is on disk:
# sync first, or a build made by this run keeps its pages (measured: the
# old side's table -f 1.66x the empty binary, the new side's 1.80x, where
# copies of the two written alike start within 3% of each other).
sync
for f in "$new"/* "$build"/share/wordkit/*.wkd "$build"/tests/empty \
    ${old:+"$old"/* "$old"/../share/wordkit/*.wkd}; do
	dd if="$f" iflag=nocache count=0 status=none 2> /dev/null || true
done

echo "== the floor: each measure over its baseline, medians of one interleaved run =="
[ -z "$old" ] || echo "old: $rev, built apart; new: $build"

# Start-up: a word looked up, against a static binary that does nothing.
empty=$build/tests/empty
if [ -x "$empty" ]; then
	base=$empty; what="validate cat / empty static binary"
else
	base=/bin/true; what="validate cat / /bin/true"
fi
set -- "$new/validate cat" "$base"
[ -z "$old" ] || set -- "$@" "$old/validate cat"
mapfile -t r < <(run 1000 "$@")
line "$what" "${r[0]}" "${r[1]}" "<= 1.10" "${r[2]:-}"

# A game night's reads, against the same empty binary: a dealt game's
# state drawn (table) and counted (bag count).  No goal of the floor's:
# what every move of a game pays to read its file.
"$new/bag" new bananagrams -s 42 | "$new/deal" -p 3 > "$tmp/game.yaml"
set -- "$new/table -f $tmp/game.yaml" "$new/bag count -f $tmp/game.yaml" "$base"
[ -z "$old" ] ||
    set -- "$@" "$old/table -f $tmp/game.yaml" "$old/bag count -f $tmp/game.yaml"
mapfile -t r < <(run 500 "$@")
line "table -f, a dealt game / empty" "${r[0]}" "${r[2]}" "none" "${r[3]:-}"
line "bag count -f, the same / empty" "${r[1]}" "${r[2]}" "none" "${r[4]:-}"

# A million words, one in ten misspelt, against wc -l of the same input.
"$new/words" match '*' > "$tmp/list"
awk 'BEGIN { srand(42) } { w[NR] = $0 } END {
	for (i = 0; i < 1000000; i++) {
		x = w[int(rand() * NR) + 1]
		if (i % 10 == 0) x = x "q"
		print tolower(x)
	} }' "$tmp/list" > "$tmp/in"
printf 'exec "%s/validate" < "%s/in" > "%s/out.new" 2> /dev/null\n' "$new" "$tmp" "$tmp" > "$tmp/v.sh"
printf 'exec wc -l < "%s/in" > /dev/null\n' "$tmp" > "$tmp/w.sh"
set -- "sh $tmp/v.sh" "sh $tmp/w.sh"
if [ -n "$old" ]; then
	printf 'exec "%s/validate" < "%s/in" > "%s/out.old" 2> /dev/null\n' "$old" "$tmp" "$tmp" > "$tmp/o.sh"
	set -- "$@" "sh $tmp/o.sh"
fi
mapfile -t r < <(run 10 "$@")
line "1,000,000 words / wc -l" "${r[0]}" "${r[1]}" "<= 10" "${r[2]:-}"
[ -z "$old" ] || cmp -s "$tmp/out.new" "$tmp/out.old" ||
    { echo "bench: the stream's answers differ between old and new" >&2; exit 1; }

# 21-tile hands of the 144 bag, the first 20 seeds, against /bin/true:
# every hand's run in one interleaved round; the median of the hands'.
# each CMD-PREFIX...: per hand of $hands, each command with it, in turn.
each() {
	local h c
	for h in $hands; do
		for c in "$@"; do
			printf '%s\n' "$c $h"
		done
	done
}
hands=$(for s in $(seq 1 20); do "$new/bag" new bananagrams -s "$s" -o text | cut -c1-21; done)
set -- "$new/solve -q -t 1" "/bin/true"
[ -z "$old" ] || set -- "$@" "$old/solve -q -t 1"
k=$#
mapfile -t cmds < <(each "$@")
mapfile -t r < <(run 10 "${cmds[@]}")
pick() { local i; for ((i = $1; i < ${#r[@]}; i += k)); do echo "${r[i]}"; done | median; }
n=$(pick 0); t=$(pick 1); o=; [ -z "$old" ] || o=$(pick 2)
line "a 21-tile solve / /bin/true" "$n" "$t" "<= 1.0" "$o"

# The whole bag of 144 tiles in one grid, seeds 1 to 5.
hands=$(for s in 1 2 3 4 5; do "$new/bag" new bananagrams -s "$s" -o text; done)
set -- "$new/solve -q -t 10" "/bin/true"
[ -z "$old" ] || set -- "$@" "$old/solve -q -t 10"
mapfile -t cmds < <(each "$@")
mapfile -t r < <(run 5 "${cmds[@]}")
n=$(pick 0); t=$(pick 1); o=; [ -z "$old" ] || o=$(pick 2)
line "144 tiles, one grid / /bin/true" "$n" "$t" "<= 8" "$o"
echo "144 tiles, one grid: median $n ms (goal <= 5 ms)"

# German and Spanish 21-tile hands against English ones, 20 seeds each,
# each hand measured beside the English hand of its seed, 30 times: the
# median of 20 hands moves by 0.05x from one run of 10 to the next.
lang_hands() {
	local s
	for s in $(seq 1 20); do
		"$new/bag" new bananagrams -l "$1" -s "$s" -o text |
		    LC_ALL=C.UTF-8 sed 's/^\(.\{21\}\).*/\1/'
	done
}
lang_hands en > "$tmp/en"
for code in de es; do
	lang_hands "$code" | paste -d' ' - "$tmp/en" > "$tmp/pairs"
	cmds=()
	while read -r h e; do
		cmds+=("$new/solve -d $code -q -t 1 $h" "$new/solve -q -t 1 $e")
		[ -z "$old" ] ||
		    cmds+=("$old/solve -d $code -q -t 1 $h" "$old/solve -q -t 1 $e")
	done < "$tmp/pairs"
	k=2; [ -z "$old" ] || k=4
	mapfile -t r < <(run 30 "${cmds[@]}")
	n=$(pick 0); t=$(pick 1)
	if [ -n "$old" ]; then
		o=$(ratio "$(pick 2)" "$(pick 3)")
		printf '%-34s new %6sx  old %6sx  (goal %s)\n' \
		    "$code / English, 21 tiles" "$(ratio "$n" "$t")" "$o" "<= 1.1"
	else
		line "$code / English, 21 tiles" "$n" "$t" "<= 1.1"
	fi
done
