#!/bin/sh
# categories.sh [SEED]: a seeded game of "Can You Roll Doubles?" for
# ann, bob and cy, played by the tools.  The player with the board writes
# one word for every two rolls the player on their left needs to roll
# doubles (dice -u); a word half written when doubles come is left
# unfinished, and the next writer finishes it - and so steals it.  The
# referee's count goes to tally.  Then a scripted game of Double Trouble
# for five, two boards (S and B, whatever the seed), played from a table
# of moves.  The same seed plays the same games.
# In the output of seed 3: the board grabbed with a word half written
# (SEE on turn 1, SAND on turn 3...) and the steal finished from it (SEEDS
# on turn 2); in Double Trouble the two boards, bob's BRO grabbed and
# finished by cy (BROWNIE), eve's plural S on dee's SCONE (no steal), ann's
# repeat of SALSA refused, dee's slip SANDWHICH taken back and written
# again, the vote on eve's BEER and the category written again by cy, and
# the winner.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
PATH="${WORDKIT_BIN:-$here/build/bin}:$PATH"
seed=${1:-3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
game=$tmp/game.yaml

# The answers for the kitchen sheet, category by category.
answers() {
	case $1 in
	B) echo BUTTER BISCUIT BROWNIE BANANA BARLEY BREAD BACON BEER BLENDER BAGEL BEANS BEETROOT ;;
	C) echo CHEESE CRACKER CANDY CARROT CELERY CAKE CHICKEN COLA COLANDER CEREAL CHERRIES CHICKPEAS ;;
	P) echo PEANUT-BUTTER POPCORN PUDDING PEAR POTATO PIE PEPPERONI POPSICLE PEELER PORRIDGE PLUMS PASTA ;;
	S) echo SALSA SEEDS SUGAR SANDWICH SPINACH SCONES SAUSAGE SORBET SPATULA SMOOTHIE SPUDS SOYBEANS ;;
	esac
}

# referee: the referee's check of the game, then the tally of its count.
referee() {
	echo
	echo "== The referee =="
	categories check "$game"
	echo
	echo "== The tally =="
	categories check --totals "$game" | tally -g categories
}

letter=$(spinner --letters BCPS -s "$seed")
echo "== Can You Roll Doubles? for ann, bob and cy: seed $seed =="
categories new -N ann,bob,cy -S kitchen -l "$letter" -s "$seed" -i "$game"
set -- $(answers "$letter")
players="ann bob cy"
next=1		# the next empty category
half=		# the category of a word left unfinished
turn=0 writer=1
while [ "$next" -le 12 ] || [ -n "$half" ]; do
	turn=$((turn + 1))
	w=$(echo $players | cut -d' ' -f"$writer")
	roller=$(( writer % 3 + 1 ))
	r=$(echo $players | cut -d' ' -f"$roller")
	rolls=$(dice -u -s "$((seed * 100 + turn))" | tail -1 | cut -d' ' -f1)
	echo "turn $turn: $w writes while $r rolls doubles in $rolls"
	budget=$rolls
	if [ -n "$half" ]; then
		eval word=\${$half}
		categories write -p "$w" -c "$half" "$word" -i "$game"
		half=
		budget=$((budget - 1))
	fi
	while [ "$budget" -ge 2 ] && [ "$next" -le 12 ]; do
		eval word=\${$next}
		categories write -p "$w" -c "$next" "$word" -i "$game"
		next=$((next + 1))
		budget=$((budget - 2))
	done
	if [ "$budget" -eq 1 ] && [ "$next" -le 12 ]; then
		eval word=\${$next}
		part=$(printf '%s' "$word" | cut -c1-$(( (${#word} + 1) / 2 )))
		categories write -p "$w" -c "$next" "$part" --unfinished -i "$game"
		half=$next
		next=$((next + 1))
	fi
	writer=$roller
done
referee

# The table of Double Trouble: "write PLAYER BOARD CATEGORY WORD"; "grab"
# the same, the word left unfinished as the board is grabbed; "repeat" a
# word the referee must refuse; "erase PLAYER BOARD CATEGORY", the
# player's own answer taken back; "vote valid|invalid BOARD CATEGORY".
echo
echo "== Double Trouble for ann, bob, cy, dee and eve: seed $seed =="
# The first game is over, and its file is kept unless the new game is
# forced over it (--force), as a table would start afresh on a clean sheet.
categories new -N ann,bob,cy,dee,eve -S kitchen -l SB -s "$seed" -i "$game" \
    --force
while read -r what p b c word; do
	case $what in
	write) categories write -p "$p" -b "$b" -c "$c" "$word" -i "$game" ;;
	grab) categories write -p "$p" -b "$b" -c "$c" "$word" -u -i "$game" ;;
	repeat)
		if categories write -q -p "$p" -b "$b" -c "$c" "$word" \
		    -i "$game" 2>/dev/null; then
			echo "$p's repeat was not refused" >&2; exit 1
		fi
		echo "  $p writes $word again on board $b: refused, a repeat" ;;
	erase) categories erase -p "$p" -b "$b" -c "$c" -i "$game" ;;
	vote)
		echo "  the group votes board $b's category $c $p"
		categories vote -b "$b" -c "$c" "$p" -i "$game" ;;
	esac
done <<'TABLE'
write ann 1 1 SALSA
write bob 2 1 BUTTER
grab bob 2 3 BRO
write cy 2 3 BROWNIE
repeat ann 1 2 SALSA
write ann 1 2 SEEDS
write cy 1 3 SUGAR
write dee 1 6 SCONE
write eve 1 6 SCONES
write eve 2 8 BEER
vote invalid 2 8
write cy 2 8 BUTTERMILK
write dee 1 4 SANDWHICH
erase dee 1 4
write dee 1 4 SANDWICH
write eve 1 5 SPINACH
write ann 1 7 SAUSAGE
write bob 1 8 SORBET
write cy 1 9 SPATULA
write dee 1 10 SMOOTHIE
write eve 1 11 SPUDS
write ann 1 12 SOYBEANS
write ann 2 2 BISCUIT
write dee 2 4 BANANA
write eve 2 5 BARLEY
write ann 2 6 BREAD
write bob 2 7 BACON
write cy 2 9 BLENDER
write dee 2 10 BAGEL
write ann 2 11 BEANS
write bob 2 12 BEETROOT
TABLE
referee
