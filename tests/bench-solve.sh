#!/bin/bash
# bench-solve.sh: the solver and the bots, measured side by side with
# /bin/true in one run (part of "make bench"; not a test).  Whole-process
# times include the fork and exec both commands pay alike.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
build=${WORDKIT_BUILD:-$top/build}
PATH="$build/bin:$PATH"
export LC_ALL=C
unset WORDKIT_DICT
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
n=${BENCH_HANDS:-1000}

# ms START END: milliseconds between two $EPOCHREALTIME readings.
ms() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f\n", (b - a) * 1000 }'; }
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
pct() { sort -n | awk -v p="$1" '{ v[NR] = $1 } END { i = int(NR * p / 100); if (i < 1) i = 1; print v[i] }'; }

echo "== solve: $n seeded 21-tile hands from the 144 bag, standard, -t 1 =="
: > "$tmp/t.solve"; : > "$tmp/t.true"; : > "$tmp/status"
for s in $(seq 1 "$n"); do
	hand=$(bag new bananagrams -s "$s" -o text | cut -c1-21)
	# Timed to /dev/null, as /bin/true writes no file: a file written
	# costs 0.2 ms more.  The grid again, untimed, for validate.
	a=$EPOCHREALTIME
	rc=0; solve -q -t 1 "$hand" > /dev/null || rc=$?
	b=$EPOCHREALTIME
	/bin/true
	c=$EPOCHREALTIME
	ms "$a" "$b" >> "$tmp/t.solve"
	ms "$b" "$c" >> "$tmp/t.true"
	echo "$rc" >> "$tmp/status"
	[ "$rc" != 0 ] || solve -q -t 1 "$hand" > "$tmp/grid" || rc=$?
	if [ "$rc" = 0 ] && ! validate -q --grid "$tmp/grid" --hand "$hand"; then
		echo "bench: seed $s: solve printed a grid validate refuses" >&2
		exit 1
	fi
done
solved=$(grep -c '^0$' "$tmp/status" || true)
proved=$(grep -c '^1$' "$tmp/status" || true)
unknown=$(grep -c '^3$' "$tmp/status" || true)
answered=$(awk 'NR == FNR { t[FNR] = $1; next } $1 != 3 && t[FNR] <= 1000' "$tmp/t.solve" "$tmp/status" | wc -l)
echo "solved $solved, proven impossible $proved, unknown $unknown (time ran out)"
echo "answered within 1 s: $answered of $n ($(awk -v a="$answered" -v n="$n" 'BEGIN { printf "%.1f", 100 * a / n }')%; goal: all)"
echo "every grid passes validate --grid --hand"
ms_solve=$(median < "$tmp/t.solve"); ms_true=$(median < "$tmp/t.true")
echo "whole-process time: median $ms_solve ms (goal <= 2 ms), 90th percentile $(pct 90 < "$tmp/t.solve") ms, 99th $(pct 99 < "$tmp/t.solve") ms"
echo "/bin/true in the same loop: median $ms_true ms; solve / true = $(awk -v a="$ms_solve" -v b="$ms_true" 'BEGIN { printf "%.2f", a / b }')"

# The loop above pays bash's fork for every command, which is more than a
# small process costs.  hyperfine -N starts each command itself, with no
# shell: the first ${BENCH_EXACT:-100} hands, 10 runs each, against /bin/true
# and against solve doing nothing (--version: the same static binary
# started, so what is left is what solving costs), run the same way,
# interleaved hand by hand.
k=${BENCH_EXACT:-100}
hands=$(for s in $(seq 1 "$k"); do bag new bananagrams -s "$s" -o text | cut -c1-21; done | paste -sd, -)
hyperfine -N -i --warmup 2 --runs 10 --export-csv "$tmp/x.csv" --style none \
    -L hand "$hands" 'solve -q -t 1 {hand}' '/bin/true' 'solve --version' \
    >/dev/null 2>&1
awk -F, 'NR > 1 && $1 ~ /^solve -q/ { printf "%.3f\n", $4 * 1000 }' "$tmp/x.csv" > "$tmp/x.solve"
awk -F, 'NR > 1 && $1 ~ /^\/bin\/true/ { printf "%.3f\n", $4 * 1000 }' "$tmp/x.csv" > "$tmp/x.true"
awk -F, 'NR > 1 && $1 ~ /^solve --version/ { printf "%.3f\n", $4 * 1000 }' "$tmp/x.csv" > "$tmp/x.idle"
xs=$(median < "$tmp/x.solve"); xt=$(median < "$tmp/x.true"); xi=$(median < "$tmp/x.idle")
echo "without a shell (hyperfine -N, $k hands x 10 runs): solve median $xs ms, 90th percentile $(pct 90 < "$tmp/x.solve") ms; /bin/true $xt ms; solve / true = $(awk -v a="$xs" -v b="$xt" 'BEGIN { printf "%.2f", a / b }') (goal <= 1.0)"
echo "solve --version (the process alone) $xi ms: solving a hand adds $(awk -v a="$xs" -v b="$xi" 'BEGIN { printf "%.3f", a - b }') ms"

# Times on a shared machine are noisy; instructions are not.  With
# valgrind, the instructions a whole process runs (the start included),
# over the first ${BENCH_ICOUNT:-20} hands, against validate doing nothing.
if command -v valgrind > /dev/null 2>&1; then
	irefs() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null </dev/null |
	    awk '/refs:/ { gsub(",", "", $NF); print $NF }'; }
	for s in $(seq 1 "${BENCH_ICOUNT:-20}"); do
		irefs solve -q -t 5 "$(bag new bananagrams -s "$s" -o text | cut -c1-21)"
	done > "$tmp/i.solve"
	iv=$(irefs validate cat)
	echo "instructions (callgrind, first ${BENCH_ICOUNT:-20} hands): solve median $(median < "$tmp/i.solve"), 90th percentile $(pct 90 < "$tmp/i.solve"); validate cat $iv"
fi

# de_hands N LEN: N seeded hands of LEN tiles from lang/de.yaml's Bananagrams counts.
de_hands() {
	awk -v n="$1" -v len="$2" '
		/^  bananagrams:/ { on = 1; next }
		on && /}/ { on = 0 }
		on && /"[^"]*": [0-9]+/ {
			s = $0
			while (match(s, /"[^"]*": [0-9]+/)) {
				p = substr(s, RSTART, RLENGTH); s = substr(s, RSTART + RLENGTH)
				split(p, kv, /": /); l = substr(kv[1], 2)
				for (i = 0; i < kv[2] + 0; i++) bag[++t] = l
			}
		}
		END {
			for (h = 1; h <= n; h++) {
				srand(h)
				for (i = 1; i <= t; i++) b[i] = bag[i]
				out = ""
				for (i = 1; i <= len; i++) {
					j = i + int(rand() * (t - i + 1))
					x = b[i]; b[i] = b[j]; b[j] = x; out = out b[i]
				}
				print out
			}
		}' "$top/lang/de.yaml"
}

# German beside English: seeded 21-tile hands drawn from lang/de.yaml's
# Bananagrams tiles (Kosmos's set, which has no Ä, Ö or Ü) and from the
# English bag, each German hand solved right after the English one of the
# same seed.
k=${BENCH_LANG:-200}
echo
echo "== solve: $k seeded 21-tile German (de) and Spanish (es) hands beside $k English (standard), -t 1 =="
# Spanish hands are dealt by the tools from lang/es.yaml's Bananagrams
# tiles (Ñ among them).  Each seed's three hands are solved one after the
# other, so that the machine's load falls alike on the three languages.
: > "$tmp/t.en"; : > "$tmp/t.de"; : > "$tmp/t.es"
de_hands "$k" 21 > "$tmp/de.hands"
for s in $(seq 1 "$k"); do
	bag new bananagrams --lang es -s "$s" | deal -p 1 -n 21 -o text | cut -d' ' -f2
done > "$tmp/es.hands"
for s in $(seq 1 "$k"); do
	en=$(bag new bananagrams -s "$s" -o text | cut -c1-21)
	de=$(sed -n "${s}p" "$tmp/de.hands")
	es=$(sed -n "${s}p" "$tmp/es.hands")
	# Each timed to /dev/null alike: a file written costs 0.2 ms more.
	a=$EPOCHREALTIME
	solve -q -t 1 "$en" > /dev/null || true
	b=$EPOCHREALTIME
	solve -d de -q -t 1 "$de" > /dev/null || true
	c=$EPOCHREALTIME
	solve -d es -q -t 1 "$es" > /dev/null || true
	d=$EPOCHREALTIME
	ms "$a" "$b" >> "$tmp/t.en"
	ms "$b" "$c" >> "$tmp/t.de"
	ms "$c" "$d" >> "$tmp/t.es"
	# Then the grids again, untimed, for validate.
	rde=0; solve -d de -q -t 1 "$de" > "$tmp/grid.de" || rde=$?
	res=0; solve -d es -q -t 1 "$es" > "$tmp/grid.es" || res=$?
	if [ "$rde" = 0 ] && ! validate -d de -q --grid "$tmp/grid.de" --hand "$de"; then
		echo "bench: German seed $s: solve printed a grid validate refuses" >&2
		exit 1
	fi
	if [ "$res" = 0 ] && ! validate -d es -q --grid "$tmp/grid.es" --hand "$es"; then
		echo "bench: Spanish seed $s: solve printed a grid validate refuses" >&2
		exit 1
	fi
done
me=$(median < "$tmp/t.en"); md=$(median < "$tmp/t.de"); mx=$(median < "$tmp/t.es")
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
echo "median: English $me ms, German $md ms, Spanish $mx ms; German / English = $(ratio "$md" "$me") (goal <= 1.1), Spanish / English = $(ratio "$mx" "$me") (goal <= 1.1); every German and Spanish grid passes validate"
# The same as instructions, which the machine's load does not change:
# the first ${BENCH_ICOUNT:-20} hands of each language, whole processes.
if command -v valgrind > /dev/null 2>&1; then
	for s in $(seq 1 "${BENCH_ICOUNT:-20}"); do
		irefs solve -q -t 5 "$(bag new bananagrams -s "$s" -o text | cut -c1-21)" >> "$tmp/i.en"
		irefs solve -d de -q -t 5 "$(sed -n "${s}p" "$tmp/de.hands")" >> "$tmp/i.de"
		irefs solve -d es -q -t 5 "$(sed -n "${s}p" "$tmp/es.hands")" >> "$tmp/i.es"
	done
	ie=$(median < "$tmp/i.en"); id=$(median < "$tmp/i.de"); ix=$(median < "$tmp/i.es")
	echo "instructions (callgrind, first ${BENCH_ICOUNT:-20} hands): English median $ie, German $id, Spanish $ix; German / English = $(ratio "$id" "$ie") (goal <= 1.1), Spanish / English = $(ratio "$ix" "$ie") (goal <= 1.1)"
fi

echo
echo "== solve: all 144 tiles in one grid =="
: > "$tmp/t.144"; : > "$tmp/t.144true"
for s in 1 2 3 4 5; do
	hand=$(bag new bananagrams -s "$s" -o text)
	# Timed to /dev/null like the hands above; the grid again, untimed.
	a=$EPOCHREALTIME
	solve -q -t 10 "$hand" > /dev/null
	b=$EPOCHREALTIME
	/bin/true
	c=$EPOCHREALTIME
	ms "$a" "$b" >> "$tmp/t.144"
	ms "$b" "$c" >> "$tmp/t.144true"
	solve -q -t 10 "$hand" > "$tmp/grid"
	validate -q --grid "$tmp/grid" --hand "$hand"
done
m144=$(median < "$tmp/t.144"); m144t=$(median < "$tmp/t.144true")
echo "5 bags of 144 tiles: median $m144 ms (goal <= 5 ms), all valid; /bin/true $m144t ms; solve / true = $(awk -v a="$m144" -v b="$m144t" 'BEGIN { printf "%.1f", a / b }') (goal <= 8)"
if command -v valgrind > /dev/null 2>&1; then
	echo "instructions (callgrind), a bag of 144: $(irefs solve -q -t 10 "$hand")"
fi

echo
echo "== bot: a 4-player game of Bananagrams from split to Bananas! =="
: > "$tmp/t.bot"
for s in 1 2 3 4 5; do
	a=$EPOCHREALTIME
	bot bananagrams -p 4 -s "$s" -q > /dev/null || true
	b=$EPOCHREALTIME
	ms "$a" "$b" >> "$tmp/t.bot"
done
echo "5 seeded games: median $(median < "$tmp/t.bot") ms (goal <= 1000 ms)"

# Two players peel some fifty times each game: a solve onto a grid of up
# to 72 tiles, whose second pass looks at most words of the list.
echo
echo "== bot: 2-player games, some fifty peels onto a grid each =="
for g in "bananagrams --lang de -s 2" "bananagrams --lang pt -s 1" \
    "bananagrams-wild --lang pt -s 5"; do
	: > "$tmp/t.bot2"
	for r in 1 2 3; do
		a=$EPOCHREALTIME
		bot $g -p 2 -q > /dev/null || true
		b=$EPOCHREALTIME
		ms "$a" "$b" >> "$tmp/t.bot2"
	done
	echo "bot $g -p 2: median of 3 $(median < "$tmp/t.bot2") ms"
done
