#!/bin/bash
# bench-playable.sh: how playable each language's Bananagrams set is (part
# of "make bench"; not a test, and not timed).  For every shipped language,
# the one-player deals of seeds 1 to PLAYABLE_DEALS (200) are each
# dealt 21 tiles and solved (-t 3): how many have a grid, how many are
# proven impossible, how many are neither in 3 s.  wordkit-languages(7)
# states the figures its derived sets reach, and why.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
build=${WORDKIT_BUILD:-$top/build}
PATH="$build/bin:$PATH"
export LC_ALL=C
unset WORDKIT_DICT WORDKIT_DATADIR
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
n=${PLAYABLE_DEALS:-200}

echo "== Bananagrams sets: one-player deals of seeds 1 to $n, solved =="
for l in en de es fr it nl pt; do
	solved=0 impossible=0 unknown=0
	for s in $(seq 1 "$n"); do
		bag new bananagrams --lang "$l" -s "$s" | deal -p 1 > "$tmp/g.yaml"
		rc=0
		solve -q -t 3 -d "$l" -f "$tmp/g.yaml" -p p1 > /dev/null || rc=$?
		case $rc in
		0) solved=$((solved + 1)) ;;
		1) impossible=$((impossible + 1)) ;;
		*) unknown=$((unknown + 1)) ;;
		esac
	done
	echo "$l: $solved of $n solved, $impossible proven impossible, $unknown unknown"
done
