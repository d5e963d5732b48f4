#!/bin/sh
# demo.sh: the opening of three games, scripted tool to tool through pipes,
# then the referee's, the solver's and a steal's questions.
# Run by "make demo" after the build; uses the tools in ../build/bin.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
PATH="${WORDKIT_BIN:-$here/build/bin}:$PATH"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

step() { printf '\n$ %s\n' "$*"; }

echo "== Bananagrams for three, seed 42 =="
step 'bag new bananagrams -s 42 | deal --names ann,bob,cy -o text'
bag new bananagrams -s 42 | deal --names ann,bob,cy -o text

step 'bag new bananagrams -s 42 | deal --names ann,bob,cy > game.yaml'
bag new bananagrams -s 42 | deal --names ann,bob,cy > "$tmp/game.yaml"

step 'bag peel -i game.yaml            # PEEL: everyone takes one'
bag peel -i "$tmp/game.yaml"

step 'bag dump Z --player ann -i game.yaml   # DUMP: one back, three taken'
bag dump Z --player ann -i "$tmp/game.yaml"

step 'bag count -T -f game.yaml        # tiles left in the bunch'
bag count -T -f "$tmp/game.yaml"

step 'bag audit -f game.yaml           # no tile created or lost'
bag audit -f "$tmp/game.yaml"

echo
echo "== Shenanigrams for four: 5 tiles, 5 tags, closest to Z goes first =="
step 'bag new shenanigrams -s 7 | deal -N ann,bob,cy,dee -o text'
bag new shenanigrams -s 7 | deal -N ann,bob,cy,dee -o text

step 'bag new shenanigrams -s 7 | deal -N ann,bob,cy,dee | bag trade --player ann -o text'
bag new shenanigrams -s 7 | deal -N ann,bob,cy,dee |
    bag trade --player ann -o text

echo
echo "== Typeset: one letter drawn for all each turn =="
step 'bag new typeset -s 3 | deal -N ann,bob | bag draw | bag draw -o text'
bag new typeset -s 3 | deal -N ann,bob | bag draw | bag draw -o text

echo
echo "== The referee: is it a word? Is this grid a Top Banana? =="
step 'validate zax cat qat || echo "exit $?"        # standard has no zax or qat'
validate zax cat qat || echo "exit $?"
step 'validate -d large zax cat qat && echo "all words in large"'
validate -d large zax cat qat && echo "all words in large"
printf 'BANANA.\n.....X.\nGRAPE..\n' > "$tmp/grid.txt"
step 'cat grid.txt'
cat "$tmp/grid.txt"
step 'validate --grid grid.txt --hand AAAABEGNNPRX || echo "Rotten Banana (exit $?)"'
validate --grid "$tmp/grid.txt" --hand AAAABEGNNPRX || echo "Rotten Banana (exit $?)"
step 'words anagram "BANANA?" -a                    # a wild makes the seventh letter'
words anagram "BANANA?" -a

echo
echo "== The solver: ann's 21 tiles in one grid, checked by the referee =="
hand=$(bag new bananagrams -s 42 | deal --names ann,bob,cy -o text | sed -n 's/^ann //p')
step "solve $hand"
solve "$hand" | tee "$tmp/ann.txt"
step "validate --grid ann.txt --hand $hand && echo 'Top Banana'"
validate --grid "$tmp/ann.txt" --hand "$hand" && echo 'Top Banana'

echo
echo "== Shenanigrams: is this steal legal? =="
printf 'HAVE\nO...\nT...\n' > "$tmp/board.txt"
step 'steal-check --board board.txt replace G 1,1 --explain'
steal-check --board "$tmp/board.txt" replace G 1,1 --explain
