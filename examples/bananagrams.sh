#!/bin/sh
# bananagrams.sh [SEED]: a seeded game of Bananagrams for three, from the
# bag to the Top Banana, played by the tools: "solve" builds and grows each
# player's grid, "bag" keeps the bunch and "validate" (through "bag
# bananas") referees the call.  The players' moves are a table:
#   - SPLIT: "deal" gives each of the three 21 tiles;
#   - PEEL: whenever every grid uses every tile, the first player calls
#     PEEL! and everyone takes one ("bag peel");
#   - DUMP: a player whose new tile will not fit dumps it ("bag dump"),
#     and cy dumps her fourth peel whatever it is, so that a DUMP happens
#     on every seed;
#   - ROTTEN BANANA: when the bunch runs short ann calls "Bananas!" at
#     once, with the grid she had before her last tile: it does not use
#     every tile, she is the Rotten Banana and her tiles go back into
#     the bunch ("bag rotten"), so bob and cy peel on;
#   - TOP BANANA: when the bunch runs short again, the first player whose
#     grid is whole calls "Bananas!" and wins.
# In the output of seed 42: the line SPLIT, the lines PEEL 1 to 50, the
# DUMP under PEEL 4, "ann is the Rotten Banana" and "winner: bob".
# The same seed plays the same game.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
PATH="${WORDKIT_BIN:-$here/build/bin}:$PATH"
seed=${1:-42}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
game=$tmp/game.yaml
players="ann bob cy"
nodes=200000

hand() { sed -n "/name: \"$1\"/{n;s/.*hand: \"\(.*\)\"/\1/p;}" "$game"; }
# outs: the players out of the game, " ann " or " ", read once a turn.
outs() { printf ' %s ' "$(awk '/name:/ { p = $NF; gsub(/"/, "", p) }
    /out: true/ { print p }' "$game")"; }
isout() { case $out in *" $1 "*) return 0 ;; esac; return 1; }
bunch() { bag count -T -f "$game"; }

# fit P: grow P's grid to the whole hand, dumping the newest tile while it
# will not fit; ok_P set when the grid uses every tile.  Only ann's grid
# of one tile ago is kept (in $tmp/ann.old): her Rotten Banana shows it.
fit() {
	eval "ok_$1="
	for try in 1 2 3 4 5; do
		if [ -s "$tmp/$1.txt" ]; then
			set -- "$1" -F "$tmp/$1.txt"
		fi
		if solve -q -n "$nodes" -f "$game" -p "$@" > "$tmp/$1.new" 2>/dev/null; then
			if [ "$1" = ann ] && [ -s "$tmp/ann.txt" ]; then
				mv "$tmp/ann.txt" "$tmp/ann.old"
			fi
			mv "$tmp/$1.new" "$tmp/$1.txt"
			eval "ok_$1=1"
			return 0
		fi
		set -- "$1"
		h=$(hand "$1")
		t=$(printf %s "$h" | tail -c 1)
		if [ "$(bunch)" -lt 3 ]; then
			echo "  $1 cannot fit $t and the bunch is too small to dump"
			return 0
		fi
		echo "  $1 cannot fit $t: DUMP $t, takes $(bag dump "$t" -p "$1" -i "$game")"
		rm -f "$tmp/$1.txt"
	done
}

echo "== Bananagrams for three, seed $seed =="
bag new bananagrams -s "$seed" | deal -N ann,bob,cy > "$game"
echo "SPLIT: 21 tiles each, $(bunch) in the bunch"
for p in $players; do
	echo "  $p: $(hand "$p")"
	fit "$p"
done
peels=0 rotten='' out=' '
while :; do
	in=0 caller=
	for p in $players; do
		isout "$p" && continue
		in=$((in + 1))
		eval "ok=\${ok_$p-}"
		[ -n "$ok" ] && [ -z "$caller" ] && caller=$p
	done
	[ -n "$caller" ] || { echo "nobody can go on" >&2; exit 1; }
	if [ "$(bunch)" -lt "$in" ]; then
		if [ -z "$rotten" ]; then
			rotten=ann
			echo "ann calls Bananas! with her grid of one tile ago:"
			if bag bananas -p ann -g "$tmp/ann.old" -i "$game" 2>&1; then
				echo "ann's old grid was whole" >&2; exit 1
			fi
			bag rotten -p ann -i "$game"
			out=$(outs)
			echo "ann is the Rotten Banana: her tiles go back, $(bunch) in the bunch"
			continue
		fi
		echo "$caller calls Bananas!"
		sed 's/^/  /' "$tmp/$caller.txt"
		bag bananas -p "$caller" -g "$tmp/$caller.txt" -i "$game"
		bag audit -f "$game"
		exit 0
	fi
	peels=$((peels + 1))
	echo "PEEL $peels, called by $caller: $(bag peel -i "$game" | paste -sd' ' -)"
	for p in $players; do
		isout "$p" && continue
		if [ "$p" = cy ] && [ "$peels" -eq 4 ]; then
			t=$(printf %s "$(hand cy)" | tail -c 1)
			echo "  cy does not like her $t: DUMP $t, takes $(bag dump "$t" -p cy -i "$game")"
		fi
		fit "$p"
	done
done
