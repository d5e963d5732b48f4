#!/bin/sh
# typeset.sh [SEED]: two seeded games of Typeset (seed 10 by default),
# from "bag new" to a ranking, every action judged by play-typeset.
# First a solo game with the Drop Cap ability, judged by the solo rule (40
# points and the ability used three times); then three players, each with
# a vocabulary of their own: ann knows the small dictionary, bob the
# standard one, cy the large one, which the table agrees to score with.
# Every turn each player plays the best turn "play-typeset --find" knows
# for them, and after a round goes on or stops as it advises.
# In the output of seed 10, solo: the ability (Drop Cap, turn 1), wilds
# (B on turn 1, S on turn 8), vowels (turn 2 on), continue (turn 5), an
# error, a letter ignored (turn 10), stop (turn 15); then the three
# players stop on turn 15 and are ranked.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
PATH="${WORDKIT_BIN:-$here/build/bin}:$PATH"
seed=${1:-10}
# The game's file and its journal, in a folder of their own.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
game=$tmp/game.yaml
tab=$(printf '\t')

# play NAME:DICT...: the game in $game, to the end.  Of the line
# "play-typeset --find" prints, the turn is what comes before the tab;
# it prints none and exits 1 when nothing is left to do (-q: without
# saying why).
play() {
	while out=$(play-typeset draw -q -i "$game"); do
		echo "$out"
		for pd in "$@"; do
			p=${pd%%:*} d=${pd#*:}
			turn=$(play-typeset --find -q -n 1 -p "$p" -d "$d" \
			    -f "$game") || [ $? -eq 1 ]
			turn=${turn%%"$tab"*}
			[ -n "$turn" ] || continue	# stopped
			play-typeset -q -p "$p" -i "$game" "$turn" >/dev/null
			# The end of a round: stop or continue.
			dec=$(play-typeset --find -q -n 1 -p "$p" -d "$d" \
			    -f "$game") || [ $? -eq 1 ]
			dec=${dec%%"$tab"*}
			[ -z "$dec" ] ||
			    play-typeset -q -p "$p" -i "$game" "$dec" >/dev/null
			echo "  $p: $turn${dec:+; $dec}"
		done
	done
}

echo "== solo, seed $seed"
bag new typeset -s "$seed" | deal -N ann | play-typeset start -A drop-cap > "$game"
play ann:standard
score-typeset --solo -f "$game" || true

echo "== three players, seed $seed"
bag new typeset -s "$seed" | deal -N ann,bob,cy | play-typeset start -A drop-cap > "$game"
play ann:small bob:standard cy:large
score-typeset -d large -f "$game"
