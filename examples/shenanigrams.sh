#!/bin/sh
# shenanigrams.sh [SEED]: a seeded two-player game of Shenanigrams from
# "bag new" to a winner.  Each turn the player plays the best move
# "steal-check --find" knows (a steal before a completed word before a
# longer run), or trades when no tile can go down.  "bag audit" checks after
# every move that no tile and no tag was created or lost.  The table of
# moves adds two: on turn 6 the player is challenged on a word that cannot
# be proved (and misses the turn), on turn 11 the player trades.
# In the output of seed 7: steals by placing (turn 10, DRIVEN), by
# inserting (turn 5, MIEN) and by replacing (turn 4, MEN); the challenge
# (turn 6); the trade (turn 11); the countdown stopped by a steal back
# (turns 62 and 63) and run out (turns 64 and 65, bob wins).  steal-check
# says each call of "SHENANIGRAMS!", whose countdown it is and how it
# ends: those lines go under the move.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
PATH="${WORDKIT_BIN:-$here/build/bin}:$PATH"
seed=${1:-7}
challenge=6 trade=11
# The game's file and its journal, in a folder of their own.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
game=$tmp/game.yaml

bag new shenanigrams -s "$seed" | deal --names ann,bob > "$game"
echo "seed $seed: $(sed -n 's/^turn: "\(.*\)"/\1/p' "$game") goes first"
for turn in $(seq 1 400); do
	who=$(sed -n 's/^turn: "\(.*\)"/\1/p' "$game")
	move=$(steal-check --find -q -n 1 -f "$game" | cut -f1)
	case $challenge:$trade in
	"$turn":*) move=challenged ;;
	*:"$turn") move=trade ;;
	esac
	if [ -z "$move" ]; then
		# In the countdown with no steal back, time runs out: pass.
		if grep -q '^called:' "$game"; then move=pass; else move=trade; fi
	fi
	# The move on one line; what steal-check says of the call, below it.
	steal-check -i "$game" "$move" | awk -v head="$turn $who: " '
	/ calls "SHENANIGRAMS!"|.s countdown: | is back in the game: / ||
	    / wins: SHENANIGRAMS!$/ { said[n++] = "  " $0; next }
	{ line = line (line == "" ? "" : ";") $0 }
	END { print head line; for (i = 0; i < n; i++) print said[i] }'
	bag audit -q -f "$game" >/dev/null
	if grep -q '^winner:' "$game"; then
		table -f "$game"
		exit 0
	fi
done
echo "no winner after $turn turns" >&2
exit 1
