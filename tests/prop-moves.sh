#!/bin/bash
# prop-moves.sh: random seeded moves of every game, applied through the
# tools, some from states at the documented limits (tags: 1000, shuffles:
# 1000000000, ...), and every state a tool writes read back by every
# reader of its game.  A tool may refuse a move (exit 1 or 2); what it may
# never do is exit 0 with a state that a tool then refuses (exit 2).
#
# usage: prop-moves.sh [MOVES [SEED]]; prints one line and exits 0, or
# prints every unreadable state's move and reason and exits 1.
set -u
source "${BASH_SOURCE[0]%/*}/helper/state.bash" || exit 2
moves=${1:-900}
RANDOM=${2:-17}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 2
bad=0 applied=0

# pick VAR WORD...: one of the words, at random, in VAR ("" when there is
# none).  This and found answer in a variable, not through $(...): a
# subshell is a process, and they were a third of a move's.
pick() {
	local -n to=$1
	shift
	to=
	[ $# -eq 0 ] || to=${*:RANDOM % $# + 1:1}
}

# found VAR CMD...: one of the first 5 moves the finder CMD lists, in VAR.
found() {
	local -n into=$1
	local -a m
	shift
	mapfile -t m < <("$@" -n 5 2>/dev/null)
	m=("${m[@]%%$'\t'*}")
	pick into "${m[@]}"
}

# The state read in the shell (read_state): a sed or an awk for each
# value was most of a move's processes.
declare -A hands
# readers FILE GAME: the state read by every reader of its game, each a
# command that changes nothing; the first refusal in why, and returns 1.
readers() {
	local f=$1 cmd out
	local -a cmds=("bag count -f $f" "bag audit -q -f $f")
	case $2 in
	categories)	cmds=("categories check -q -f $f") ;;
	shenanigrams)	cmds+=("steal-check --find -n 1 -f $f") ;;
	typeset)	cmds+=("play-typeset rules -f $f" "score-typeset -f $f") ;;
	esac
	for cmd in "${cmds[@]}"; do
		out=$($cmd 2>&1 >/dev/null)
		if [ $? -eq 2 ]; then
			why="${cmd%% *}: $out"
			return 1
		fi
	done
}

# move GAME FILE: one random move (printed), its state in next.yaml.
move() {
	local g=$1 f=$2 p n h l rc
	read_state "$f"
	pick p "${names[@]}"
	h=
	[ -z "$p" ] || h=${hands[$p]-}
	pick l A E S T ${h:+"${h:RANDOM % ${#h}:1}"}
	case $g in
	shenanigrams)
		n=$rows c=$cols
		local at=$((RANDOM % (n + 2))),$((RANDOM % (c + 2)))
		local best way
		found best steal-check --find -f "$f"
		pick way across down
		set -- "steal-check -f $f -a place $l $at" \
		    "steal-check -f $f -a replace $l $at" \
		    "steal-check -f $f -a insert $l $at $way" \
		    "steal-check -f $f -a trade" "steal-check -f $f -a pass" \
		    "steal-check -f $f -a challenged" \
		    "bag return -a -p $p -f $f"
		# The finder's moves, most often: they complete and steal.
		for ((n = 0; n < 14 && ${#best}; n++)); do
			set -- "$@" "steal-check -f $f -a $best"
		done ;;
	typeset)
		local r=$((1 + RANDOM % 5)) best v
		pick v A E I O U
		set -- "play-typeset draw -f $f" \
		    "play-typeset -p $p -a -f $f place $r" \
		    "play-typeset -p $p -a -f $f ignore" \
		    "play-typeset -p $p -a -f $f vowel $v $r" \
		    "play-typeset -p $p -a -f $f wild $l $r" \
		    "play-typeset -p $p -a -f $f stop" \
		    "bag return -a -f $f"
		found best play-typeset --find -p "$p" -f "$f"
		[ -z "$best" ] || set -- "$@" \
		    "play-typeset -p $p -a -f $f $best" \
		    "play-typeset -p $p -a -f $f $best" ;;
	categories)
		local w v
		pick w CAT DOG SALT TEA
		pick v valid invalid
		set -- "categories write -p $p -c $((1 + RANDOM % 12)) $w -f $f" \
		    "categories vote -c $((1 + RANDOM % 12)) $v -f $f" \
		    "spinner -u -f $f" ;;
	shapemash)
		set -- "shapemash pick -f $f" "bag draw -n $((1 + RANDOM % 3)) -f $f" ;;
	*)
		set -- "bag draw -n $((1 + RANDOM % 3)) -t $p -f $f" \
		    "bag peel -f $f" "bag dump $l -p $p -f $f" \
		    "bag return $l -p $p -f $f" "bag return -a -p $p -f $f" \
		    "bag trade -p $p -f $f" "bag fill -p $p -f $f" \
		    "bag rotten -p $p -f $f" ;;
	esac
	pick cmd "$@"
	eval "$cmd -o yaml" > next.yaml 2>/dev/null
}

# start GAME SEED: a new game in s.yaml.
start() {
	local g=$1 s=$2
	case $g in
	categories)	categories new -P 3 -s "$s" -o yaml > s.yaml ;;
	shapemash)	bag new shapemash -s "$s" > s.yaml ;;
	typeset)	bag new typeset -s "$s" | deal -p 2 |
			    play-typeset start -o yaml > s.yaml ;;
	*)		bag new "$g" -s "$s" | deal -p $((2 + s % 3)) > s.yaml ;;
	esac
}

# push FILE: the game in FILE pushed to a documented limit the tools
# read: shuffles at 1000000000, or every player's tags as high as they go.
push() {
	local f=$1 p t
	if [ $((RANDOM % 2)) -eq 0 ]; then
		sed -i 's/^shuffles: .*/shuffles: 1000000000/' "$f"
		return
	fi
	read_state "$f"
	for p in "${names[@]}"; do
		for t in 1000 $((1000 - $(grep -c "owner: \"$p\"" "$f"))); do
			awk -v n="$p" -v t="$t" '$0 == "- name: \"" n "\"" {
			    on = 1 } /^- / && $0 != "- name: \"" n "\"" { on = 0 }
			    on && /^  tags: / { $0 = "  tags: " t } { print }' \
			    "$f" > pushed.yaml
			bag count -f pushed.yaml >/dev/null 2>&1 && break
		done
		mv pushed.yaml "$f"
	done
}

# Shenanigrams needs long games for steals to come.
games=(bananagrams bananagrams-wild shenanigrams typeset categories shapemash)
length=(10 10 40 20 10 10)
for ((i = 0, j = 0; i < moves; j++)); do
	g=${games[j % ${#games[@]}]}
	start "$g" $((j + 1)) || { echo "prop-moves: cannot start $g"; exit 2; }
	n=${length[j % ${#games[@]}]}
	at=$((RANDOM % n))
	for ((k = 0; k < n && i < moves; k++, i++)); do
		[ "$k" -ne "$at" ] || push s.yaml
		move "$g" s.yaml || continue
		applied=$((applied + 1))
		if ! readers next.yaml "$g"; then
			bad=$((bad + 1))
			echo "unreadable after '$cmd' ($g): $why"
		fi
		mv next.yaml s.yaml
	done
done
if [ "$bad" -gt 0 ]; then
	echo "prop-moves: $bad of $applied applied moves wrote unreadable states"
	exit 1
fi
echo "ok $applied of $moves random moves applied, every state read back"
