#!/bin/sh
# bench.sh: wordkit's benchmark, run by "make bench".  Not a test: it prints
# figures measured side by side in one run, as medians and ratios, because
# these machines are shared and noisy.  Needs hyperfine (make deps).
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
build=${WORDKIT_BUILD:-$top/build}
PATH="$build/bin:$PATH"
export LC_ALL=C
unset WORDKIT_DICT
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
command -v hyperfine >/dev/null || { echo "bench: hyperfine is missing: make deps" >&2; exit 2; }

# median RUNS CMD...: hyperfine's median, in ms, of each command (one line
# each), measured interleaved in one run.
median() {
	hyperfine -N -i --warmup 20 --runs "$1" --export-csv "$tmp/h.csv" \
	    --style none "$@" >/dev/null 2>&1 || true
	awk -F, 'NR > 1 { printf "%.3f\n", $4 * 1000 }' "$tmp/h.csv"
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

echo "== dictionary: start-up =="
# Against the floor: tests/empty is a program that does nothing, built and
# linked as the tools are, so what is left of the ratio is what starting
# validate costs beyond starting a process; /bin/true for scale.  Timed
# in turn, run after run (tests/interleave), as the floor below times
# it: hyperfine's 500 runs of one, then of the next, put a shared
# machine's drift between them (0.97 where the floor said 1.20).
# /bin/true in a round of its own: a dynamic glibc program run between
# the two leaves the caches colder for the bigger one (1.34 where the
# floor said 1.17).  The files read back into the page cache first, as
# the floor reads them (bench-floor.sh): run straight after make wrote
# them, the section said 1.27 where the floor said 1.15.
sync
for f in "$build/bin/validate" "$build/tests/empty" \
    "$build/share/wordkit/standard.wkd"; do
	dd if="$f" iflag=nocache count=0 status=none 2> /dev/null || true
done
set -- $("$build/tests/interleave" 500 "$build/bin/validate" cat -- \
    "$build/tests/empty" | awk '{ printf "%s ", $1 }') \
    $("$build/tests/interleave" 500 /bin/true | awk '{ print $1 }')
echo "validate cat median $1 ms; empty program $2 ms; /bin/true $3 ms"
echo "validate cat / empty program: $(ratio "$1" "$2") (goal <= 1.10)"
# Times on a shared machine are noisy; instructions are not.
if command -v valgrind > /dev/null 2>&1; then
	irefs() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null </dev/null |
	    awk '/refs:/ { gsub(",", "", $NF); print $NF }'; }
	echo "instructions (callgrind): validate cat $(irefs validate cat); empty program $(irefs "$build/tests/empty")"
fi
"$build/tests/maxrss" validate cat 2> "$tmp/rss" >/dev/null
echo "peak memory of validate cat: $(cat "$tmp/rss") KiB (goal <= 4096)"
size=$(wc -c < "$build/share/wordkit/standard.wkd")
echo "compiled standard: $size bytes, $(words info | sed -n 's/^words //p') words (goal <= 1048576)"

echo
echo "== dictionary: 1,000,000 words on stdin =="
words match '*' > "$tmp/list"
# A fixed, seeded sample of the list, one word in ten misspelt.
awk 'BEGIN { srand(42) } { w[NR] = $0 } END {
	for (i = 0; i < 1000000; i++) {
		x = w[int(rand() * NR) + 1]
		if (i % 10 == 0) x = x "q"
		print tolower(x)
	} }' "$tmp/list" > "$tmp/in"
tr 'A-Z' 'a-z' < "$tmp/list" > "$tmp/list.lc"
cat > "$tmp/v.sh" <<SH
exec validate < "$tmp/in" > "$tmp/out.v" 2> /dev/null
SH
cat > "$tmp/g.sh" <<SH
exec grep -Fxvf "$tmp/list.lc" "$tmp/in" > "$tmp/out.g"
SH
cat > "$tmp/w.sh" <<SH
exec wc -l < "$tmp/in" > "$tmp/out.w"
SH
set -- $(hyperfine -N -i --warmup 2 --runs 15 --export-csv "$tmp/m.csv" \
    --style none "sh $tmp/v.sh" "sh $tmp/g.sh" "sh $tmp/w.sh" >/dev/null 2>&1;
    awk -F, 'NR > 1 { printf "%.3f ", $4 * 1000 }' "$tmp/m.csv")
cmp -s "$tmp/out.v" "$tmp/out.g" || { echo "bench: validate and grep disagree" >&2; exit 1; }
echo "validate $1 ms; grep -Fxvf LIST $2 ms; wc -l $3 ms (medians)"
echo "validate is $(ratio "$2" "$1") x faster than grep -Fxf (goal >= 10)"
echo "validate takes $(ratio "$1" "$3") x the time of wc -l (goal <= 10)"
"$build/tests/maxrss" sh "$tmp/v.sh" 2> "$tmp/rss" || true
echo "peak memory of validate on 1M words: $(cat "$tmp/rss") KiB"

for extra in "$top"/tests/bench-*.sh; do
	[ -f "$extra" ] || continue
	echo
	bash "$extra"
done
