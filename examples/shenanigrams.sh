#!/bin/sh
# shenanigrams.sh [SEED]: a seeded two-player game of Shenanigrams from
# "bag new" to a winner.  Each turn the player plays the best move
# "steal-check --find" knows (a steal before a completed word before a
# longer run), or trades when no tile can go down.  "bag audit" checks after
# every move that no tile and no tag was created or lost.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
PATH="${WORDKIT_BIN:-$here/build/bin}:$PATH"
seed=${1:-7}
game=$(mktemp)
trap 'rm -f "$game"' EXIT

bag new shenanigrams -s "$seed" | deal --names ann,bob > "$game"
echo "seed $seed: $(sed -n 's/^turn: "\(.*\)"/\1/p' "$game") goes first"
for turn in $(seq 1 400); do
	who=$(sed -n 's/^turn: "\(.*\)"/\1/p' "$game")
	move=$(steal-check --find -n 1 -f "$game" | cut -f1)
	if [ -z "$move" ]; then
		# In the countdown with no steal back, time runs out: pass.
		if grep -q '^called:' "$game"; then move=pass; else move=trade; fi
	fi
	echo "$turn $who: $(steal-check -i "$game" "$move" | paste -sd';' -)"
	bag audit -q -f "$game" >/dev/null
	if grep -q '^winner:' "$game"; then
		echo "$(sed -n 's/^winner: "\(.*\)"/\1/p' "$game") wins: SHENANIGRAMS!"
		sed -n '/^board:/,/^tagged:/p' "$game" | sed '$d'
		exit 0
	fi
done
echo "no winner after $turn turns" >&2
exit 1
