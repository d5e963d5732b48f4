#!/bin/sh
# game-night.sh [SEED]: a game night at one table, played by the bots of
# bot(1) from SEED, each game kept in its own file as the players would
# keep it (every move with -i, so in the file's journal too) and drawn by
# table(1) at its end.  Each game has a slip the table mends with
# "journal --undo", and the game then goes on as if it had not happened:
# a PEEL nobody called in the hand of Bananagrams, and in Shenanigrams a
# trade p2 makes by mistake on the second turn.  "journal --replay"
# then checks that the moves recorded make each file as it stands.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
PATH="${WORDKIT_BIN:-$here/build/bin}:$PATH"
seed=${1:-42}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp"

# slip WHEN MOVE LOG: the bot's LOG with MOVE played after the line that
# matches WHEN, and undone at once.
slip() {
	awk -v when="$1" -v move="$2" '{ print }
	    $0 ~ when && !done {
		print move "   # a slip"
		print "journal --undo -i game.yaml | cut -d: -f1 >&3"
		done = 1 }' "$3"
}

echo "== Bananagrams: three players, seed $seed"
mkdir bananagrams && cd bananagrams
bot bananagrams -p 3 -s "$seed" > bot.log
slip '^bag peel' 'bag peel -i game.yaml' bot.log > night.log
echo "a PEEL nobody called, undone: $(bash -e night.log 3>&1 >/dev/null)"
table -f game.yaml
journal --replay game.yaml
cd ..

echo "== Shenanigrams: two players, seed $seed"
mkdir shenanigrams && cd shenanigrams
bot shenanigrams -p 2 -s "$seed" > bot.log
slip '# p1$' 'steal-check -i game.yaml trade' bot.log > night.log
echo "p2's trade by mistake, undone: $(bash -e night.log 3>&1 >/dev/null)"
table -f game.yaml
journal --replay game.yaml
