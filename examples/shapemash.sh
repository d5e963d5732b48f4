#!/bin/sh
# shapemash.sh [SEED]: two seeded games of Shapemash, played by the tools:
# a team game (red against blue, first to 10) and a cooperative game on
# medium (10 cards before 2 lives are lost).  The dice stand in for the
# players' guessing; the two-minute sand timer runs on a fast clock.
# The same seed plays the same games.  In the output of seed 7 the team
# game runs 17 rounds to "winner red" (10 to 9), a sixth shape refused in
# round 3; the cooperative game scores 2 cards and loses its second life
# in round 4 ("lost").
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
PATH="${WORDKIT_BIN:-$here/build/bin}:$PATH"
seed=${1:-7}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export WORDKIT_TIME_SCALE=${WORDKIT_TIME_SCALE:-12000}

# roll N: one die for event N of the game, 1 to 6.
roll() { dice 1d6 -s "$((seed * 1000 + $1))"; }

# The builders' moves, round by round: each pictogram is a few shapes.
moves() {
	case $(($1 % 4)) in
	0) printf 'add circle\nadd circle white\nadd triangle\n' ;;
	1) printf 'add rectangle\nadd triangle\nflip triangle\nadd bar\n' ;;
	2) printf 'add square\nadd half-circle\nadd star\nremove star\nadd heart\n' ;;
	3) printf 'add oval\nadd drop\nadd drop white\nadd arc\nadd wave\n' ;;
	esac
}

# canvases [-q]: both builders' moves of the round, red's first, checked
# on the two canvases together: they take their shapes from one box.
canvases() { cat "$tmp/red.moves" "$tmp/blue.moves" | shapemash canvas -T red,blue "$@"; }

build() {	# build ROUND TEAM
	k=0; [ "$2" = blue ] && k=1
	[ "$2" = red ] && : > "$tmp/blue.moves"
	moves "$(($1 * 2 + k))" | sed "s/^/$2 /" > "$tmp/$2.moves"
	if [ "$1" -eq 3 ]; then
		# a builder reaches for a sixth shape: the referee says no
		cp "$tmp/$2.moves" "$tmp/kept"
		echo "$2 add crescent" >> "$tmp/$2.moves"
		if ! canvases -q > /dev/null; then
			mv "$tmp/kept" "$tmp/$2.moves"
			echo "  $2's builder tried a sixth shape: refused, took it back"
		fi
	fi
	echo "  $2's canvas: $(canvases | sed -n "s/^$2 //p" | tr '\n' ',' | sed 's/,$//; s/,/, /g')"
}

echo "== Shapemash, teams: red against blue, seed $seed =="
bag new shapemash -s "$seed" > "$tmp/team.yaml"
: > "$tmp/rounds.txt"
n=0 round=0
while :; do
	round=$((round + 1))
	echo "round $round"
	for team in red blue; do
		card=$(bag draw -i "$tmp/team.yaml")
		word=$(shapemash pick -i "$tmp/team.yaml")
		echo "  $team's builder draws $card and builds $word"
		build "$round" "$team"
	done
	timer 2m
	# Who guessed what: each team its own (4+ on a die), then, if it
	# did, the other's (5+); the faster team calls first.
	: > "$tmp/guesses"
	first=red second=blue
	n=$((n + 1)); [ "$(roll $n)" -le 3 ] || { first=blue second=red; }
	for t in $first $second; do
		n=$((n + 1))
		[ "$(roll $n)" -ge 4 ] && echo "$t" >> "$tmp/guesses"
	done
	for t in $first $second; do
		o=blue; [ "$t" = blue ] && o=red
		grep -qx "$t" "$tmp/guesses" || continue
		grep -qx "$o" "$tmp/guesses" && continue
		n=$((n + 1))
		[ "$(roll $n)" -ge 5 ] && echo "$t $o" >> "$tmp/guesses"
	done
	# tr leaves sed no line when nobody guessed: say so apart.
	g=$(tr '\n' ';' < "$tmp/guesses" | sed 's/;$//; s/;/; /g')
	echo "  guesses: ${g:-none}"
	shapemash round -T red,blue "$tmp/guesses" | tee -a "$tmp/rounds.txt" |
	    sed 's/^/  points: /'
	if tally -q -g shapemash "$tmp/rounds.txt" > "$tmp/score"; then
		cat "$tmp/score"
		break
	fi
	echo "  score: $(tally -q -g shapemash -r "$tmp/rounds.txt" | tail -3 | head -1)" 2>/dev/null || true
done

echo
echo "== Shapemash, cooperative on medium: 10 cards, 2 lives, seed $seed =="
bag new shapemash -s "$((seed + 100))" > "$tmp/coop.yaml"
: > "$tmp/coop.txt"
round=0
while :; do
	round=$((round + 1))
	card=$(bag draw -i "$tmp/coop.yaml")
	word=$(shapemash pick -i "$tmp/coop.yaml")
	timer 2m
	n=$((n + 1))
	if [ "$(roll $n)" -ge 2 ]; then echo "$word"; fi > "$tmp/guesses"
	result=$(shapemash round --coop "$tmp/guesses")
	echo "round $round: $card, the builder builds $word: $result"
	echo "$result" >> "$tmp/coop.txt"
	if tally -q -g shapemash-medium "$tmp/coop.txt" > "$tmp/score"; then
		cat "$tmp/score"
		break
	elif grep -qx lost "$tmp/score"; then
		cat "$tmp/score"
		break
	fi
done
