#!/bin/sh
# categories.sh [SEED]: a seeded game of "Can You Roll Doubles?" for
# ann, bob and cy, played by the tools.  The player with the board writes
# one word for every two rolls the player on their left needs to roll
# doubles (dice -u); a word half written when doubles come is left
# unfinished, and the next writer finishes it - and so steals it.  The
# referee's count goes to tally.  The same seed plays the same game.
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
echo
echo "== The referee =="
categories check "$game"
echo
echo "== The tally =="
categories check --totals "$game" | tally -g categories
