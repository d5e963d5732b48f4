#!/bin/bash
# bench-shenanigrams.sh: the Shenanigrams referee on growing boards (part
# of "make bench"; not a test).  Boards of rows of "AT." repeated, from
# 30x30 to 1000x1000: one move judged, and --find, every legal move of a
# hand, each size measured in the same hyperfine run, with the growth per
# doubling of the side (four times the cells).  Near-linear work grows
# about 4 times per doubling; work that compares everything with
# everything, 16 times.
set -eu
build=${WORDKIT_BUILD:-$(cd "$(dirname "$0")/.." && pwd)/build}
export PATH="$build/bin:$PATH" LC_ALL=C
unset WORDKIT_DICT
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
sizes="30 60 120 250 500 1000"

# state N HAND: a game whose board is N rows of AT. repeated, N columns.
state() {
	awk -v n="$1" -v hand="$2" 'BEGIN {
		printf "game: \"shenanigrams\"\nseed: 1\nbag: \"EEEEAAAA\"\n"
		printf "shuffles: 0\ndiscard: \"\"\nturn: \"ann\"\nplayers:\n"
		printf "- name: \"ann\"\n  hand: \"%s\"\n  tags: 7\n", hand
		printf "- name: \"bob\"\n  hand: \"OIEAN\"\n  tags: 7\nboard: |\n"
		for (c = 0; c < n; c++) s = s substr("AT.", c % 3 + 1, 1)
		for (r = 0; r < n; r++) printf "  %s\n", s }'
}
# medians RUNS CMD...: hyperfine's median of each command, in ms, one a
# line (counted from the right of its CSV: a move holds a comma).
medians() {
	local runs=$1
	shift
	hyperfine -N -i --warmup 1 --runs "$runs" --export-csv "$tmp/h.csv" \
	    --style none "$@" >/dev/null 2>&1 || true
	awk -F, 'NR > 1 { printf "%.3f\n", $(NF - 4) * 1000 }' "$tmp/h.csv"
}
# report TITLE: the medians in $tmp/m, one per size, and their growth.
report() {
	echo "$1"
	printf '%s\n' $sizes | paste - "$tmp/m" | awk '{
		printf "  %4dx%-4d  median %10.3f ms", $1, $1, $2
		if (NR > 1) printf "   x%.2f per doubling of the side", ($2 / p) ^ (log(2) / log($1 / q))
		printf "\n"; p = $2; q = $1 }'
}

for n in $sizes; do
	state "$n" CLEAR > "$tmp/s$n.yaml"
	steal-check -q -f "$tmp/s$n.yaml" place C 1,3 > /dev/null
done

echo "== steal-check: boards of AT. rows, N x N, hand CLEAR =="
set --
for n in $sizes; do
	set -- "$@" "steal-check -q -f $tmp/s$n.yaml place C 1,3"
done
medians 10 "$@" > "$tmp/m"
report "one move judged (place C 1,3, the whole process: reading the state included):"
set --
for n in $sizes; do
	set -- "$@" "steal-check -F -f $tmp/s$n.yaml"
done
medians 3 "$@" > "$tmp/m"
report "--find, every legal move ($(steal-check -F -f "$tmp/s1000.yaml" | wc -l) at 1000x1000):"
"$build/tests/maxrss" steal-check -F -f "$tmp/s120.yaml" 2> "$tmp/rss" >/dev/null
echo "peak memory of --find at 120x120: $(cat "$tmp/rss") KiB; at 1000x1000: $("$build/tests/maxrss" steal-check -F -f "$tmp/s1000.yaml" 2>&1 >/dev/null) KiB"
