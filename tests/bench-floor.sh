#!/bin/bash
# bench-floor.sh: the speed floor (part of "make bench"; not a test).  Each
# measure against its baseline, in one hyperfine -N run that interleaves
# them: the start-up against an empty static binary, a stream of a million
# words against wc -l, a 21-tile solve and the whole bag against
# /bin/true, German and Spanish against English.  With BENCH_OLD=REV
# (make bench BENCH_OLD=REV), the tools of revision REV are built apart
# and measured in the same runs, old beside new, and their answers
# compared byte for byte.
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

# run RUNS CMD...: hyperfine -N, interleaved, each command's median in ms,
# one line each, in order.
run() {
	local runs=$1
	shift
	hyperfine -N -i --warmup 3 --runs "$runs" --export-csv "$tmp/h.csv" \
	    --style none "$@" > /dev/null 2>&1 || true
	awk -F, 'NR > 1 { printf "%.4f\n", $4 * 1000 }' "$tmp/h.csv"
}
# medians LABEL...: the medians of runs whose command starts with each
# LABEL, over every parameter (-L) of a run.
group() {
	awk -F, -v p="$1" 'NR > 1 && index($1, p) == 1 { print $4 * 1000 }' "$tmp/h.csv" |
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
mapfile -t r < <(run 300 "$@")
line "$what" "${r[0]}" "${r[1]}" "<= 1.10" "${r[2]:-}"

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

# 21-tile hands of the 144 bag, the first 20 seeds, against /bin/true.
hands=$(for s in $(seq 1 20); do "$new/bag" new bananagrams -s "$s" -o text | cut -c1-21; done | paste -sd, -)
set -- "$new/solve -q -t 1 {hand}" "/bin/true"
[ -z "$old" ] || set -- "$@" "$old/solve -q -t 1 {hand}"
run 10 -L hand "$hands" "$@" > /dev/null
n=$(group "$new/solve"); t=$(group /bin/true)
o=; [ -z "$old" ] || o=$(group "$old/solve")
line "a 21-tile solve / /bin/true" "$n" "$t" "<= 1.0" "$o"

# The whole bag of 144 tiles in one grid, seeds 1 to 5.
bags=$(for s in 1 2 3 4 5; do "$new/bag" new bananagrams -s "$s" -o text; done | paste -sd, -)
set -- "$new/solve -q -t 10 {bag}" "/bin/true"
[ -z "$old" ] || set -- "$@" "$old/solve -q -t 10 {bag}"
run 5 -L bag "$bags" "$@" > /dev/null
n=$(group "$new/solve"); t=$(group /bin/true)
o=; [ -z "$old" ] || o=$(group "$old/solve")
line "144 tiles, one grid / /bin/true" "$n" "$t" "<= 8" "$o"
echo "144 tiles, one grid: median $n ms (goal <= 5 ms)"

# German and Spanish 21-tile hands against English ones, 20 seeds each,
# each hand measured beside the English hand of its seed.
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
	: > "$tmp/l.csv"
	while read -r h e; do
		set -- "$new/solve -d $code -q -t 1 $h" "$new/solve -q -t 1 $e"
		[ -z "$old" ] ||
		    set -- "$@" "$old/solve -d $code -q -t 1 $h" "$old/solve -q -t 1 $e"
		run 5 "$@" > /dev/null
		tail -n +2 "$tmp/h.csv" >> "$tmp/l.csv"
	done < "$tmp/pairs"
	(echo command; cat "$tmp/l.csv") > "$tmp/h.csv"
	n=$(group "$new/solve -d"); t=$(group "$new/solve -q")
	if [ -n "$old" ]; then
		o=$(ratio "$(group "$old/solve -d")" "$(group "$old/solve -q")")
		printf '%-34s new %6sx  old %6sx  (goal %s)\n' \
		    "$code / English, 21 tiles" "$(ratio "$n" "$t")" "$o" "<= 1.1"
	else
		line "$code / English, 21 tiles" "$n" "$t" "<= 1.1"
	fi
done
