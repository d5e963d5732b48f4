#!/usr/bin/env bats
# play-typeset: the Typeset referee: every placement rule of the rulebook,
# legal and refused side by side, each way to earn a wild, rounds, and a
# whole game from "bag new" to a ranking.
bats_require_minimum_version 1.5.0
load test_helper

# solo ROW...: a one-player state g.yaml, ann's mat holding the rows.
# DRAWN: the turn letters drawn (T); LETTERS: those ann dealt with (all
# but the last); ROUND (from LETTERS); ERRORS, USES, VOWELS (crossed
# off), EARNED (flow list), WILDS, WILDS_TURN; BAG; ABILITY (drop-cap);
# RULES (a flow mapping).  The mat's letters are given the sources a
# game would have given them (unless AS_IS is set): its vowels not in
# VOWELS are crossed off too, and its other capitals are turn letters
# ann dealt with, put among the first LETTERS of DRAWN in place of
# others, or, when those are too few for them and the ERRORS circled,
# before them (V for a letter ignored): ann then plays the round after
# them.  A vowel the supply (three of each) cannot give is a turn letter.
solo() {
	local drawn=${DRAWN-T} rows="" sep="" r
	local letters=${LETTERS-$(( ${#drawn} > 0 ? ${#drawn} - 1 : 0 ))}
	local round vowels=${VOWELS-} later=0
	for r in "$@"; do rows="$rows$sep\"$r\""; sep=", "; done
	[ -n "${AS_IS-}" ] || sourced "$@"
	if [ "$later" -eq 1 ]; then
		round=${ROUND-$(( letters / 5 + 1 ))}
	else
		round=${ROUND-$(( letters > 0 ? (letters + 4) / 5 : 1 ))}
	fi
	{
		printf 'game: "typeset"\nseed: 1\nbag: "%s"\nshuffles: 0\n' "${BAG-BCDFG}"
		printf 'discard: ""\ndrawn: "%s"\n' "$drawn"
		printf 'players:\n- name: "ann"\n  mat:\n    rows: [%s]\n' "$rows"
		printf '    errors: %s\n    ability_uses: %s\n' "${ERRORS-0}" "${USES-0}"
		printf '    vowels: "%s"\n    earned: %s\n' "$vowels" "${EARNED-[]}"
		printf '    wilds: %s\n    letters: %s\n    round: %s\n' "${WILDS-0}" "$letters" "$round"
		[ -z "${WILDS_TURN-}" ] || printf '    wilds_turn: %s\n' "$WILDS_TURN"
		printf 'ability: "%s"\n' "${ABILITY-drop-cap}"
		[ -z "${RULES-}" ] || printf 'rules: %s\n' "$RULES"
		house_box "${BAG-BCDFG}$drawn"
	} > g.yaml
}

# house_box TOKENS: when the tokens (bag and drawn) are more than the
# box's 45 can give, a "distribution" holding them: a mat made for a
# rule's sake plays with a box of its own, as a table may agree.  (In
# bash: most tests make a mat, and a python3 for each cost 20 ms.)
house_box() {
	local -A box=([B]=2 [C]=2 [D]=3 [F]=2 [G]=2 [H]=2 [J]=1 [K]=1 [L]=4
	    [M]=2 [N]=4 [P]=2 [Q]=1 [R]=4 [S]=4 [T]=4 [V]=1 [W]=1 [X]=1 [Y]=1
	    [Z]=1) need=()
	local s=$1 c i k over='' out=''
	[[ $s != *[!A-Z]* ]] || { echo "house_box: a token not A-Z in '$s'" >&2; return 1; }
	for ((i = 0; i < ${#s}; i++)); do
		c=${s:i:1}
		need[$c]=$((${need[$c]:-0} + 1))
		((need[$c] <= ${box[$c]:-0})) || over=1
	done
	[[ -n $over ]] || return 0
	for c in {A..Z}; do
		k=${box[$c]:-0}
		((${need[$c]:-0} <= k)) || k=${need[$c]}
		[[ -z ${box[$c]-}${need[$c]-} ]] || out+="${out:+, }\"$c\": $k"
	done
	printf 'distribution: {%s}\n' "$out"
}

# sourced ROW...: solo's drawn, letters, round and vowels made to hold
# the rows' letters (later: 1 when turn letters went before DRAWN's).
sourced() {
	local caps pool=$vowels turns="" dealt=${drawn:0:$letters} c i t
	local need rest
	caps=$(printf '%s' "$@" | tr -cd 'A-Z')
	for ((i = 0; i < ${#caps}; i++)); do
		c=${caps:i:1}
		t=${vowels//[^$c]/}
		if [[ $pool == *$c* ]]; then
			pool=${pool/$c/}
		elif [[ $c == [AEIOU] && ${#t} -lt 3 ]]; then
			vowels+=$c
		else
			turns+=$c
		fi
	done
	rest=$dealt
	for ((i = 0; i < ${#turns}; i++)); do
		c=${turns:i:1}
		[[ $rest != *$c* ]] || rest=${rest/$c/}
	done
	need=$(( ${#turns} + ${ERRORS-0} > letters ? ${#turns} + ${ERRORS-0} : letters ))
	while [ $(( ${#turns} + ${#rest} )) -lt "$need" ]; do rest+=V; done
	drawn=$turns${rest:0:$(( need - ${#turns} ))}${drawn:$letters}
	[ "$need" -eq "$letters" ] || later=1
	letters=$need
}

# place_accepted: the mat solo() made takes its next turn letter.
place_accepted() {
	run play-typeset -f g.yaml place 1
	assert_success
}

# place_refused MSG: the same, refused as malformed: exit 2, and
# "play-typeset: MSG" on the standard error.
place_refused() {
	run --separate-stderr play-typeset -f g.yaml place 1
	assert_fails_cleanly 2
	assert_equal "$stderr" "play-typeset: $1"
}

# malformed_for_all WHY: g.yaml is malformed to every reader of a game,
# play-typeset, score-typeset -f, table and bag, each saying WHY; -i
# leaves the file as it was.
malformed_for_all() {
	local why=$1
	cp g.yaml before.yaml
	run --separate-stderr play-typeset -i g.yaml ignore
	assert_fails_cleanly 2
	assert_equal "$stderr" "play-typeset: $why"
	run --separate-stderr score-typeset -f g.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "score-typeset: $why"
	run --separate-stderr table -f g.yaml
	assert_equal "$status" 2
	assert_equal "$stderr" "table: $why"
	run --separate-stderr bag draw -i g.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: $why"
	cmp g.yaml before.yaml
}

# refused RULE ACTION...: the action is refused (exit 1) by RULE.
refused() {
	local rule=$1
	shift
	run --separate-stderr play-typeset -f g.yaml "$@"
	assert_fails_cleanly 1
	[[ $stderr == *"(rule: $rule)" ]] || fail "wanted rule $rule: $stderr"
}

@test "play-typeset --help prints the usage on stdout and exits 0" {
	run play-typeset --help
	assert_success
	assert_line --index 0 --partial 'usage: play-typeset start'
	assert_output --partial 'actions: place ROW'
}

@test "-o json: a refused action or draw is its verdict on stdout, with -a and -i too" {
	solo CA
	cp g.yaml orig.yaml
	for how in "-f g.yaml" "-f g.yaml -a" "-i g.yaml"; do
		run --separate-stderr play-typeset $how -o json vowel Q 1
		assert_no_doc not-vowel
		cmp g.yaml orig.yaml
	done
	# The turn letter is not dealt with: no next one.
	DRAWN=TR solo CA
	cp g.yaml orig.yaml
	for how in "-f g.yaml" "-i g.yaml"; do
		run --separate-stderr play-typeset draw $how -o json
		assert_no_doc waiting
		cmp g.yaml orig.yaml
	done
}

@test "play-typeset: malformed actions and bad options are exit 2, one line" {
	solo CA
	for a in "" "jump 1" "place" "place x" "place 0" "place 1,0" "vowel AE 1" "vowel 1" "wild 7 1" "ignore 1" "ability" "stop now" "place 1,2,3"; do
		run --separate-stderr play-typeset -f g.yaml $a
		assert_fails_cleanly 2
	done
	run --separate-stderr play-typeset -f g.yaml place 9
	assert_fails_cleanly 2
	assert_equal "$stderr" "play-typeset: row 9 is not on the sheet (rows 1 to 6)"
	run --separate-stderr play-typeset -f g.yaml place 1,8
	assert_fails_cleanly 2
	run --separate-stderr play-typeset -f g.yaml --ability drop-cap place 1
	assert_fails_cleanly 2
	run --separate-stderr play-typeset -f g.yaml -F place 1
	assert_fails_cleanly 2
}

@test "play-typeset: a space off the sheet is exit 2 whatever the rules would say" {
	# ann has dealt with the turn letter (a rule "no" for another
	# place), stopped, or has no ability in play: a row or a space
	# that is on no sheet is still malformed input.
	solo CAT
	play-typeset -i g.yaml place 2 > /dev/null
	for a in "place 7" "place 1,8" "vowel A 9" "wild E 0,1" "ability 9,1 1" "ability 1,1 7"; do
		run --separate-stderr play-typeset -f g.yaml $a
		assert_fails_cleanly 2
	done
	run --separate-stderr play-typeset -f g.yaml place 7
	assert_equal "$stderr" "play-typeset: row 7 is not on the sheet (rows 1 to 6)"
	run --separate-stderr play-typeset -f g.yaml ability 9,1 1
	assert_equal "$stderr" "play-typeset: 9,1 is not on the sheet"
	# The same action on the sheet is the rule's "no".
	run --separate-stderr play-typeset -f g.yaml place 3
	assert_fails_cleanly 1
	assert_equal "$stderr" "play-typeset: ann has dealt with turn letter 3 (T) already (rule: one-letter)"
}

@test "play-typeset: an empty action, a comma too many, is exit 2 and nothing is written" {
	solo CA
	cp g.yaml before.yaml
	# Before: the empty action was skipped, and "place 1," (a turn cut
	# short) was played as "place 1".
	for a in "place 1," "place 1,," "place 1, , stop" ", place 1" "place 1;"; do
		run --separate-stderr play-typeset -i g.yaml "$a"
		assert_fails_cleanly 2
		assert_regex "$stderr" "^play-typeset: action [12] is empty: a comma parts two actions, with none before the first or after the last "
	done
	cmp g.yaml before.yaml
	run play-typeset -i g.yaml "place 1"
	assert_success
}

@test "play-typeset: a mistyped action is answered with the one it most likely meant" {
	solo CA
	run --separate-stderr play-typeset -f g.yaml plase 1
	assert_fails_cleanly 2
	assert_equal "$stderr" "play-typeset: 'plase' is not an action: place, vowel, wild, ignore, ability, pass, stop or continue (did you mean 'place'?) (see 'play-typeset --help')"
	run --separate-stderr play-typeset -f g.yaml jump 1
	assert_fails_cleanly 2
	assert_equal "$stderr" "play-typeset: 'jump' is not an action: place, vowel, wild, ignore, ability, pass, stop or continue (see 'play-typeset --help')"
}

@test "play-typeset: a target with a bad row or space is not a row, not two actions" {
	DRAWN=CT solo CA
	for t in 1,-1 1,+2 -1,1 +1 1,0 1,1,1 1,2x 1,.5; do
		for act in "place $t" "vowel A $t" "wild B $t" "place $t, stop"; do
			run --separate-stderr play-typeset -f g.yaml "$act"
			assert_fails_cleanly 2
			assert_equal "$stderr" "play-typeset: '$t' is not a row (ROW or ROW,SPACE) (see 'play-typeset --help')"
		done
	done
	run --separate-stderr play-typeset -f g.yaml "ability 1,-1 2"
	assert_fails_cleanly 2
	assert_equal "$stderr" "play-typeset: '1,-1' is not a space ROW,SPACE (see 'play-typeset --help')"
	# A comma before a verb or a blank still parts two actions.
	run play-typeset -f g.yaml "place 1,3,stop"
	assert_failure 1
	run play-typeset -f g.yaml "place 1,3, ignore"
	assert_failure 1
	run play-typeset -f g.yaml "place 1,3;stop"
	assert_failure 1
	run play-typeset -f g.yaml "place 1,stop"
	assert_failure 1
	run play-typeset -f g.yaml "place 1,3"
	assert_success
}

@test "start: a dealt game gets the ability in play and an empty mat each" {
	run bash -c 'bag new typeset -s 1 | deal -N ann,bob | play-typeset start --ability drop-cap'
	assert_success
	assert_line 'ability: "drop-cap"'
	assert_line '    rows: ["", "", "", "", "", ""]'
	assert_line '    letters: 0'
	assert_equal "$(grep -c '^  mat:' <<< "$output")" 2
	bag new typeset -s 1 | deal -N ann > g.yaml
	run play-typeset start -i g.yaml
	assert_output '1 player, ability none'
	grep -q '^ability: "none"$' g.yaml
	# Not twice, not without players, not another game, no unknown ability.
	run --separate-stderr play-typeset start -i g.yaml
	assert_fails_cleanly 2
	run --separate-stderr bash -c 'bag new typeset -s 1 | play-typeset start'
	assert_fails_cleanly 2
	run --separate-stderr bash -c 'bag new bananagrams -s 1 | deal -p 2 | play-typeset start'
	assert_fails_cleanly 2
	run --separate-stderr bash -c 'bag new typeset -s 1 | deal -p 2 | play-typeset start -A telekinesis'
	assert_fails_cleanly 2
	assert_equal "$stderr" "play-typeset: unknown ability 'telekinesis' (the rules know: drop-cap)"
	# Before: a slip of one letter got no more help than that.
	run --separate-stderr bash -c 'bag new typeset -s 1 | deal -p 2 | play-typeset start -A drop-kap'
	assert_fails_cleanly 2
	assert_equal "$stderr" "play-typeset: unknown ability 'drop-kap' (did you mean 'drop-cap'?)"
}

@test "start: a game written for more players than Typeset's six is refused, as deal refuses it" {
	bag new typeset -s 3 | deal -N a,b,c,d,e,f > g.yaml
	printf -- '- name: "g"\n' >> g.yaml
	run --separate-stderr play-typeset start -f g.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "play-typeset: typeset is for 1 to 6 players, not 7"
}

@test "start --rules: the rules go into the state; the bag must hold their tokens" {
	printf 'rows: 4\nmarked: ["1,1"]\n' > r.yaml
	run bash -c 'bag new typeset -s 1 | deal -N ann | play-typeset start -r r.yaml'
	assert_success
	assert_line 'rules:'
	assert_line '  spaces: [7, 7, 7, 7]'
	assert_line '    rows: ["", "", "", ""]'
	printf 'tokens: {B: 45}\n' > r.yaml
	run --separate-stderr bash -c 'bag new typeset -s 1 | deal -N ann | play-typeset start -r r.yaml'
	assert_fails_cleanly 2
	printf 'B: 45\n' > d.yaml
	run bash -c 'bag new -D d.yaml -s 1 | sed "s/^game: .*/game: \"typeset\"/" | deal -N ann | play-typeset start -r r.yaml | grep -c "^  tokens"'
	assert_output 1
}

@test "--rules on a move: a state the game's own rules refuse is not written" {
	bag new typeset -s 3 | deal -N ann | play-typeset start > g.yaml
	play-typeset draw -q -i g.yaml
	cp g.yaml before.yaml
	# Under rounds of one letter, ann goes on to round 2 after one; the
	# game's own rounds are of five, where that mat is malformed.
	printf 'round_letters: 1\n' > r.yaml
	run play-typeset -r r.yaml -f g.yaml 'place 1, continue'
	assert_success
	run --separate-stderr play-typeset -r r.yaml -i g.yaml 'place 1, continue'
	assert_fails_cleanly 2
	assert_equal "$stderr" "play-typeset: r.yaml:1:1: the game is played by the rules its state keeps, not these: under them, ann plays round 2, but the turn letters dealt with (1) are not that round's"
	cmp g.yaml before.yaml
	run --separate-stderr play-typeset -r r.yaml -a -f g.yaml 'place 1, continue'
	assert_fails_cleanly 2
	# Rules that leave a state the game's own rules read are played.
	printf 'length_points: {1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 7}\n' > p.yaml
	run play-typeset -r p.yaml -i g.yaml 'place 1'
	assert_success
	run table -f g.yaml
	assert_success
}

@test "--rules on a move: the ability in play keeps the effect the game's rules give it" {
	bag new typeset -s 11 | deal -N ann | play-typeset start -A drop-cap > g.yaml
	play-typeset draw -q -i g.yaml
	cp g.yaml before.yaml
	# Drop Cap copies into the same column only: A at 1,2 cannot go to 2,1.
	refused ability-move 'place 1, vowel A 1, ability 1,2 2'
	# A rules file that makes drop-cap copy anywhere judges it legal, but
	# the game is played by its own Drop Cap: nothing is written.
	printf 'abilities: {drop-cap: {effect: copy-any}}\n' > r.yaml
	run play-typeset -r r.yaml -f g.yaml 'place 1, vowel A 1, ability 1,2 2'
	assert_success
	run --separate-stderr play-typeset -r r.yaml -i g.yaml 'place 1, vowel A 1, ability 1,2 2'
	assert_fails_cleanly 2
	assert_equal "$stderr" "play-typeset: r.yaml:1:1: the game is played by the rules its state keeps, not these: under them, drop-cap's effect is copy-column, not copy-any"
	cmp g.yaml before.yaml
	# Another ability defined, or the same effect given again, is played.
	printf 'abilities: {drop-cap: {effect: copy-column}, em-space: {effect: blank}}\n' > s.yaml
	run play-typeset -r s.yaml -i g.yaml 'place 1, ability 1,1 2'
	assert_success
}

@test "draw: the next letter is revealed for everyone, once all have played" {
	bag new typeset -s 3 | deal -N ann,bob | play-typeset start > g.yaml
	run play-typeset draw -i g.yaml
	assert_success
	assert_output 'turn 1, round 1: G'
	assert_equal "$(yaml_str drawn g.yaml)" G
	cp g.yaml before.yaml
	run --separate-stderr play-typeset draw -i g.yaml
	assert_fails_cleanly 1
	# Every player still to deal with it is named, for the referee.
	assert_equal "$stderr" "play-typeset: 2 players have not dealt with turn letter 1 (G): ann, bob (rule: waiting)"
	cmp g.yaml before.yaml
	play-typeset -i g.yaml -p ann place 1 >/dev/null
	run --separate-stderr play-typeset draw -i g.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "play-typeset: bob has not dealt with turn letter 1 (G) (rule: waiting)"
	play-typeset -i g.yaml -p bob ignore >/dev/null
	run play-typeset draw -i g.yaml
	assert_output 'turn 2, round 1: D'
	assert_equal "$(yaml_str drawn g.yaml)" GD
	# Without -i the new state goes to stdout.
	play-typeset -i g.yaml -p ann place 1 >/dev/null
	play-typeset -i g.yaml -p bob place 1 >/dev/null
	run bash -c 'play-typeset draw -f g.yaml | sed -n "s/^drawn: //p"'
	assert_output '"GDM"'
	# bag draw reveals the letter too (it does not wait for anyone), and
	# no token is created or lost.
	bag draw -i g.yaml >/dev/null
	run play-typeset -f g.yaml -p ann place 2
	assert_line 'writes turn letter 3, M, at 2,1: M'
	run bag audit -f g.yaml
	assert_success
}

@test "at a terminal: a turn judged only, or not kept, says so; a draw not kept shows no letter" {
	bag new typeset -s 3 | deal -N ann,bob | play-typeset start > g.yaml
	cp g.yaml before.yaml
	# the letter a draw not kept took is still the bag's next
	at_terminal 'play-typeset draw -f g.yaml'
	assert_success
	assert_output "$(printf '%s\n' 'turn 1: a letter drawn, 44 left in the bag' \
	    'not kept: play it with -i g.yaml')"
	cmp g.yaml before.yaml
	play-typeset draw -i g.yaml > /dev/null
	at_terminal "play-typeset -f g.yaml -p ann 'place 1'"
	assert_output "$(printf '%s\n' 'legal: ann: place 1' \
	    'writes turn letter 1, G, at 1,1: G' \
	    'judged, not played: play it with -i g.yaml')"
	at_terminal "play-typeset -f g.yaml -p ann -a 'place 1'"
	assert_line --index 2 'not kept: play it with -i g.yaml'
	at_terminal "play-typeset -i g.yaml -p ann 'place 1'"
	assert_output "$(printf '%s\n' 'legal: ann: place 1' \
	    'writes turn letter 1, G, at 1,1: G')"
	# to a script, the verdict as it always was
	run bash -c "play-typeset -f g.yaml -p bob 'place 1' | cat"
	assert_output "$(printf '%s\n' 'legal: bob: place 1' \
	    'writes turn letter 1, G, at 1,1: G')"
}

@test "no action before the first letter is drawn" {
	DRAWN= solo
	refused no-letter place 1
}

@test "the turn letter goes in the left-most open space of any row" {
	solo CA "" AB
	run play-typeset -f g.yaml place 1
	assert_success
	assert_output "$(printf 'legal: ann: place 1\nwrites turn letter 3, T, at 1,3: CAT')"
	run play-typeset -f g.yaml place 2
	assert_line 'writes turn letter 3, T, at 2,1: T'
	run play-typeset -f g.yaml place 1,3
	assert_success
	refused leftmost place 1,4
	assert_equal "$stderr" "play-typeset: 1,4 is not the left-most open space of row 1, which is 1,3 (rule: leftmost)"
	refused leftmost place 1,2
	assert_equal "$stderr" "play-typeset: space 1,2 already holds A: the left-most open space of row 1 is 1,3 (rule: leftmost)"
	refused leftmost place 2,2
}

@test "each space holds one letter: a full row takes no more" {
	solo GODSEND
	refused row-full place 1
	assert_equal "$stderr" "play-typeset: row 1 is full: every space is written (spaces: 7) (rule: row-full)"
	refused row-full "vowel A 1"
}

@test "one turn letter a turn: placed or ignored once, never saved" {
	solo CA
	refused one-letter "place 1, place 2"
	refused one-letter "place 1, ignore"
	LETTERS=1 solo CAT
	refused one-letter place 2
	assert_equal "$stderr" "play-typeset: ann has dealt with turn letter 2 (T) already (rule: one-letter)"
	# A letter not played before the next was drawn cannot be played:
	# missed, it is ignored (an error number circled), and the player
	# plays on with the new one.
	DRAWN=CTBC LETTERS=2 solo CAT
	run play-typeset -f g.yaml -a place 2
	assert_success
	assert_line '    errors: 1'
	assert_line '    letters: 4'
	assert_line --partial '    rows: ["CAT", "C", '
	run play-typeset -f g.yaml place 2
	assert_output "$(printf '%s\n' 'legal: ann: place 2' \
	    'misses turn letter 3, B: error number 1 circled (-1)' \
	    'writes turn letter 4, C, at 2,1: C')"
	# Missed with no error number left: nothing more to circle.
	DRAWN=CTVVVVVBC LETTERS=7 ERRORS=5 solo CAT
	run play-typeset -f g.yaml place 2
	assert_line 'misses turn letter 8, B: no error number left'
	# A missed letter that ends the round ends it: stop or continue.
	DRAWN=TBCDEF LETTERS=4 solo CAT
	refused round-end place 2
	run play-typeset -f g.yaml -a "continue, place 2"
	assert_success
	assert_line '    letters: 6'
	assert_line '    round: 2'
}

@test "bag return: a turn letter a player has dealt with stays drawn" {
	bag new typeset -s 2 | deal -N ann,bob | play-typeset start > g.yaml
	play-typeset draw -i g.yaml > /dev/null
	l=$(sed -n 's/^drawn: "\(.\)"$/\1/p' g.yaml)
	play-typeset -i g.yaml -p ann place 1 > /dev/null
	cp g.yaml before.yaml
	run --separate-stderr bag return "$l" -i g.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "bag: ann has dealt with turn letter 1 ($l): it stays drawn (rule: letter-used)"
	cmp g.yaml before.yaml
	# Drawn too soon, before anyone dealt with it, the newest goes back.
	bag new typeset -s 2 | deal -N ann,bob | play-typeset start > h.yaml
	play-typeset draw -i h.yaml > /dev/null
	bag draw -i h.yaml > /dev/null
	first=$(sed -n 's/^drawn: "\(.\).*"$/\1/p' h.yaml)
	second=$(sed -n 's/^drawn: ".\(.\)"$/\1/p' h.yaml)
	if [ "$first" != "$second" ]; then
		run --separate-stderr bag return "$first" -i h.yaml
		assert_fails_cleanly 1
		assert_equal "$stderr" "bag: only the newest turn letters go back to the bag: turn letter 1 ($first) was drawn before $second (rule: letter-used)"
	fi
	run bag return "$second" -i h.yaml
	assert_success
	run play-typeset -i h.yaml -p bob place 1
	assert_success
	# A letter drawn twice goes back from the newest: the turn played
	# keeps its letter.
	bag new typeset -s 1 | deal -N ann,bob | play-typeset start > r.yaml
	play-typeset draw -i r.yaml > /dev/null
	play-typeset -i r.yaml -p ann place 1 > /dev/null
	play-typeset -i r.yaml -p bob place 1 > /dev/null
	bag draw -n 9 -i r.yaml > /dev/null
	d=$(sed -n 's/^drawn: "\(.*\)"$/\1/p' r.yaml)
	assert_equal "$d" SKFFVLGZPS
	run bag return S -i r.yaml
	assert_success
	assert_equal "$(sed -n 's/^drawn: "\(.*\)"$/\1/p' r.yaml)" SKFFVLGZP
}

@test "an early draw stops nobody: each player plays on with the new letter" {
	bag new typeset -s 2 | deal -N ann,bob | play-typeset start > g.yaml
	play-typeset draw -i g.yaml > /dev/null
	bag draw -i g.yaml > /dev/null
	run play-typeset -i g.yaml -p bob place 1
	assert_success
	assert_line --partial 'misses turn letter 1, '
	run play-typeset -i g.yaml -p ann ignore
	assert_success
	run play-typeset draw -i g.yaml
	assert_success
	assert_line --regexp '^turn 3, round 1: '
}

@test "vowels: crossed off the supply, placed like a turn letter, before or after it" {
	solo C
	run play-typeset -f g.yaml "vowel A 1, place 1"
	assert_success
	assert_line 'crosses off A (column 1) and writes it at 1,2: CA'
	assert_line 'writes turn letter 2, T, at 1,3: CAT'
	run play-typeset -f g.yaml "place 2, vowel O 2, vowel E 1"
	assert_success
	assert_line 'crosses off O (column 1) and writes it at 2,2: TO'
	# After the turn letter, still in the same turn.
	LETTERS=1 solo CAT
	run play-typeset -f g.yaml "vowel A 2, vowel A 2"
	assert_success
	assert_line 'crosses off A (column 3) and writes it at 2,2: AA'
	# Vowels alone in a row are fine.
	run play-typeset -f g.yaml "vowel I 3"
	assert_success
	# The left-most space applies to vowels too.
	refused leftmost vowel A 1,5
}

@test "vowels: only those of the supply, and only as many as it holds" {
	solo CA
	refused not-vowel vowel K 1
	assert_equal "$stderr" "play-typeset: K is not in the vowel supply (rule: not-vowel)"
	VOWELS=AAA solo CA
	refused no-vowel vowel A 2
	assert_equal "$stderr" "play-typeset: every A of the vowel supply is crossed off (rule: no-vowel)"
	run play-typeset -f g.yaml vowel E 2
	assert_success
}

@test "ignoring a turn letter circles the next error number" {
	# Two letters ignored before, and C placed: T is turn letter 4.
	ERRORS=2 solo CA
	run play-typeset -f g.yaml -a ignore
	assert_success
	assert_line '    errors: 3'
	assert_line '    letters: 4'
	run play-typeset -f g.yaml ignore
	assert_output "$(printf 'legal: ann: ignore\nignores turn letter 4, T: error number 3 circled (-1)')"
	run play-typeset -f g.yaml skip
	assert_success
}

@test "an error number past the errors' cap says what it costs: the track's value and the score's" {
	# Four circled cost -4, the most errors cost in all: the fifth -1
	# printed on the track costs nothing more.
	ERRORS=4 solo CA
	run --separate-stderr play-typeset -f g.yaml ignore
	assert_success
	assert_output "$(printf 'legal: ann: ignore\nignores turn letter 6, T: error number 5 circled (-1 on the track, 0 to the score: errors cost at most 4 in all)')"
	# A house track whose second number passes the cap only in part.
	RULES='{error_track: [-3, -3]}' ERRORS=1 solo CA
	run --separate-stderr play-typeset -f g.yaml ignore
	assert_success
	assert_output "$(printf 'legal: ann: ignore\nignores turn letter 3, T: error number 2 circled (-3 on the track, -1 to the score: errors cost at most 4 in all)')"
}

@test "with all five error numbers circled every turn letter must be placed" {
	ERRORS=5 solo CA
	refused forced ignore
	assert_equal "$stderr" "play-typeset: every error number is circled (error numbers: 5): turn letter T must be placed (rule: forced)"
	# A house track of one number reads right too.
	RULES='{error_track: [-1]}' ERRORS=1 solo CA
	refused forced ignore
	assert_equal "$stderr" "play-typeset: every error number is circled (error numbers: 1): turn letter T must be placed (rule: forced)"
	run play-typeset -f g.yaml place 1
	assert_success
	# A full mat: the letter cannot be placed; it passes, nothing circled.
	EARNED='["marked"]' ERRORS=5 solo CATTLES CATTLES CATTLES CATTLES CATTLES CATTLES
	run play-typeset -f g.yaml -a ignore
	assert_success
	assert_line '    errors: 5'
	assert_line '    letters: 42'
	# ... or circles the next number while there is one.
	EARNED='["marked"]' ERRORS=3 solo CATTLES CATTLES CATTLES CATTLES CATTLES CATTLES
	run play-typeset -f g.yaml -a ignore
	assert_line '    errors: 4'
}

@test "a wild for crossing off a column of vowels, twice at most" {
	VOWELS=AEIO solo CA
	run play-typeset -f g.yaml -a "vowel U 2, place 1"
	assert_success
	assert_line '    earned: ["column"]'
	assert_line '    wilds: 1'
	run play-typeset -f g.yaml "vowel U 2, place 1"
	assert_line 'earns a wild: vowel column 1 crossed off'
	VOWELS=AEIOUAEIO EARNED='["column"]' solo CA
	run play-typeset -f g.yaml -a "vowel U 2"
	assert_line '    earned: ["column", "column"]'
	# The third column earns nothing.
	VOWELS=AEIOUAEIOUAEIO EARNED='["column", "column"]' solo CA
	run play-typeset -f g.yaml -a "vowel U 2"
	assert_success
	assert_line '    wilds: 0'
	refute_line --partial 'earns'
}

@test "a wild for 3 of the 5 challenge letters K J Q X Z, once" {
	solo JAB QAT
	run play-typeset -f g.yaml -a "place 3"
	assert_line '    wilds: 0'
	DRAWN=K solo JAB QAT
	run play-typeset -f g.yaml -a "place 3"
	assert_line '    earned: ["challenge"]'
	assert_line '    wilds: 1'
	run play-typeset -f g.yaml "place 3"
	assert_line 'earns a wild: 3 of the challenge letters KJQXZ (KJQ)'
	# Earned once: a fourth challenge letter earns nothing more.
	DRAWN=X EARNED='["challenge"]' solo JAB QAT K
	run play-typeset -f g.yaml -a "place 4"
	assert_line '    wilds: 0'
}

@test "a wild for a letter in each of the four marked spaces (1,4 2,6 4,3 6,5)" {
	solo ABCD ABCDE "" ABC "" ABCDE
	run play-typeset -f g.yaml -a "place 2"
	assert_success
	assert_line '    earned: ["marked"]'
	run play-typeset -f g.yaml "place 2"
	assert_line 'earns a wild: a letter in each of the 4 marked spaces'
	# A blank in a marked space is no letter.
	ABILITY=em-space RULES='{abilities: {em-space: {effect: blank}}}' solo ABCD ABCDE "" ABC "" ABCDE
	run play-typeset -f g.yaml -a "ability 2, place 1"
	assert_line '    wilds: 0'
}

@test "a wild for using the ability three times; then it cannot be used" {
	USES=2 solo CAT A
	run play-typeset -f g.yaml -a "ability 1,2 2"
	assert_success
	assert_line '    ability_uses: 3'
	assert_line '    earned: ["ability"]'
	assert_line '    wilds: 1'
	USES=3 EARNED='["ability"]' solo CAT A
	refused ability-spent ability 1,2 2
	assert_equal "$stderr" "play-typeset: drop-cap has been used the most times it can be (uses: 3) (rule: ability-spent)"
}

@test "an ability used once at most: its wild and its refusal read right" {
	# Before: "drop-cap used 1 times", "has been used 1 times".
	RULES='{ability_max: 1}' solo CAT A
	run play-typeset -f g.yaml "ability 1,2 2"
	assert_success
	assert_line 'earns a wild: drop-cap used the most times it can be (uses: 1)'
	RULES='{ability_max: 1}' USES=1 EARNED='["ability"]' solo CAT A
	refused ability-spent ability 1,2 2
	assert_equal "$stderr" "play-typeset: drop-cap has been used the most times it can be (uses: 1) (rule: ability-spent)"
}

@test "a wild is any letter, in the left-most space of any row, that turn" {
	EARNED='["column"]' VOWELS=AEIOU WILDS=1 WILDS_TURN=2 solo CA
	run play-typeset -f g.yaml -a "wild t 1, place 2"
	assert_success
	assert_line '    rows: ["CAt", "T", "", "", "", ""]'
	assert_line '    wilds: 0'
	refused no-wild "wild T 1, wild S 1"
	assert_equal "$stderr" "play-typeset: ann has no wild to use this turn (rule: no-wild)"
	refused leftmost "wild T 1,4"
	solo CA
	refused no-wild wild S 1
}

@test "wilds not used in the turn they are earned are lost" {
	bag new typeset -s 3 | deal -N ann | play-typeset start > g.yaml
	play-typeset draw -i g.yaml >/dev/null
	sed -i 's/vowels: ""/vowels: "AEIO"/' g.yaml
	run play-typeset -i g.yaml "vowel U 1, place 1"
	assert_line 'earns a wild: vowel column 1 crossed off'
	assert_line 'a wild to use this turn, or it is lost'
	# A game for one: the draw is the player's own, and ends the turn.
	run play-typeset draw -i g.yaml
	assert_output "$(printf 'turn 2, round 1: D\nann loses 1 unused wild')"
	grep -q '^    wilds: 0$' g.yaml
	run --separate-stderr play-typeset -f g.yaml "wild S 1"
	assert_fails_cleanly 1
	# Drawn with bag draw instead: lost all the same.
	EARNED='["column"]' VOWELS=AEIOU WILDS=1 WILDS_TURN=1 DRAWN=TTB LETTERS=2 solo CAT
	run play-typeset -f g.yaml place 2
	assert_line '1 unused wild of an earlier turn lost'
	refused no-wild "wild S 1"
	# Stopping loses them too.
	EARNED='["column"]' VOWELS=AEIOU WILDS=1 WILDS_TURN=5 DRAWN=TTTTT LETTERS=5 solo CAT
	run play-typeset -f g.yaml -a stop
	assert_line '    wilds: 0'
}

@test "a draw waits for a wild another player holds this turn, until it is written or passed" {
	# Ann finishes a column of vowels with the turn letter's help and
	# earns a wild; bob is quicker: his draw must not take it from her.
	bag new typeset -s 3 | deal -N ann,bob | play-typeset start > g.yaml
	play-typeset draw -i g.yaml >/dev/null
	sed -i '0,/vowels: ""/s//vowels: "AEIO"/' g.yaml
	play-typeset -i g.yaml -p ann "place 1, vowel U 1" >/dev/null
	play-typeset -i g.yaml -p bob place 1 >/dev/null
	cp g.yaml before.yaml
	run --separate-stderr play-typeset draw -i g.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "play-typeset: ann holds a wild of turn 1 not yet written: 'wild L ROW' or 'pass' (rule: waiting)"
	cmp g.yaml before.yaml
	# The table waits too, with the draw's own words.
	run table -f g.yaml
	assert_line --index 0 "Typeset: ann holds a wild of turn 1 not yet written: 'wild L ROW' or 'pass'"
	# Written, the wild is hers; the draw loses nothing.
	run play-typeset -i g.yaml -p ann "wild S 2"
	assert_success
	assert_line 'writes a wild as S at 2,1: s'
	run play-typeset draw -i g.yaml
	assert_success
	assert_output 'turn 2, round 1: D'
	grep -q '^    rows: \["GU", "s", "", "", "", ""\]$' g.yaml
	# Several holders are all named.
	cp before.yaml g.yaml
	sed -i 's/^    wilds: 0$/    wilds: 1\n    wilds_turn: 1/; s/^    earned: \[\]$/    earned: ["column"]/' g.yaml
	sed -i '0,/vowels: ""/s//vowels: "AEIOU"/' g.yaml
	run --separate-stderr play-typeset draw -f g.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "play-typeset: 2 players hold wilds of turn 1 not yet written ('wild L ROW' or 'pass'): ann, bob (rule: waiting)"
}

@test "pass: a player leaves the wilds held unwritten, and the draw goes on" {
	bag new typeset -s 3 | deal -N ann,bob | play-typeset start > g.yaml
	play-typeset draw -i g.yaml >/dev/null
	sed -i '0,/vowels: ""/s//vowels: "AEIO"/' g.yaml
	play-typeset -i g.yaml -p ann "vowel U 1" >/dev/null
	# A pass is no turn letter dealt with: the draw still waits for it.
	run play-typeset -i g.yaml -p ann pass
	assert_success
	assert_output "$(printf '%s\n' 'legal: ann: pass' \
	    'passes: 1 unused wild lost')"
	grep -q '^    wilds: 0$' g.yaml
	run --separate-stderr play-typeset draw -f g.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "play-typeset: 2 players have not dealt with turn letter 1 (G): ann, bob (rule: waiting)"
	play-typeset -i g.yaml -p ann place 2 >/dev/null
	play-typeset -i g.yaml -p bob place 1 >/dev/null
	run play-typeset draw -i g.yaml
	assert_success
	assert_output 'turn 2, round 1: D'
	# Nothing to pass: a "no", and nothing changes.
	run --separate-stderr play-typeset -f g.yaml -p bob pass
	assert_fails_cleanly 1
	assert_equal "$stderr" "play-typeset: bob holds no wild to leave unwritten (rule: no-wild)"
	# The wild given up is not written later in the turn.
	EARNED='["column"]' VOWELS=AEIOU WILDS=1 WILDS_TURN=2 solo CA
	refused no-wild "pass, wild S 2"
	run play-typeset -f g.yaml "PASS, place 2"
	assert_success
	assert_line 'legal: ann: pass, place 2'
}

@test "wilds earned in one turn: each as it is earned, in order, usable at once" {
	# The rulebook's Jerry: a U finishes a column of vowels, the wild
	# becomes a K, the third challenge letter, which earns another.
	VOWELS=AEIO solo JAB QAT
	run play-typeset -f g.yaml "place 3, vowel U 3, wild K 4"
	assert_success
	assert_output "$(printf '%s\n' 'legal: ann: place 3, vowel U 3, wild K 4' \
	    'writes turn letter 5, T, at 3,1: T' \
	    'crosses off U (column 1) and writes it at 3,2: TU' \
	    'earns a wild: vowel column 1 crossed off' \
	    'writes a wild as K at 4,1: k' \
	    'earns a wild: 3 of the challenge letters KJQXZ (KJQ)' \
	    'a wild to use this turn, or it is lost' \
	    'round 1 is over: ann must stop or continue')"
	# One action meeting two conditions: column first, then challenge.
	DRAWN=K VOWELS=AEIO USES=2 solo JAB QAT
	run play-typeset -f g.yaml -a "vowel U 3, place 3"
	assert_line '    earned: ["column", "challenge"]'
	assert_line '    wilds: 2'
	# Two are counted, one is "a wild" (above).
	run play-typeset -f g.yaml "vowel U 3, place 3"
	assert_line '2 wilds to use this turn, or lost'
	refute_line --partial 'a wild to use'
}

@test "Drop Cap: a placed letter copied into the same column" {
	solo CAT A
	run play-typeset -f g.yaml -a "ability 1,2 2"
	assert_success
	assert_line '    rows: ["CAT", "AA", "", "", "", ""]'
	assert_line '    ability_uses: 1'
	run play-typeset -f g.yaml "ability 1,2 2"
	assert_output "$(printf 'legal: ann: ability 1,2 2\nuses drop-cap (1 of 3): copies A from 1,2 to 2,2: AA')"
	refused ability-move ability 1,3 2
	assert_equal "$stderr" "play-typeset: drop-cap copies a letter into the same column: the left-most open space of row 2 is 2,2, not in column 3 (rule: ability-move)"
	refused ability-move ability 1,5 2
	assert_equal "$stderr" "play-typeset: 1,5 holds no letter to copy (rule: ability-move)"
	run --separate-stderr play-typeset -f g.yaml ability 2
	assert_fails_cleanly 2
	ABILITY=none solo CAT A
	refused no-ability ability 1,2 2
}

@test "more abilities as data: a blank space, and a copy in the same row" {
	ABILITY=em-space RULES='{abilities: {em-space: {effect: blank}}}' solo DO
	run play-typeset -f g.yaml -a "ability 1, place 1"
	assert_success
	assert_line '    rows: ["DO_T", "", "", "", "", ""]'
	run bash -c 'play-typeset -f g.yaml -a "ability 1, place 1" | score-typeset -t -f -'
	assert_output 3
	ABILITY=echo RULES='{abilities: {echo: {effect: copy-row}}}' solo GO
	run play-typeset -f g.yaml "ability 1,2 1"
	assert_line 'uses echo (1 of 3): copies O from 1,2 to 1,3: GOO'
	refused ability-move ability 1,2 2
	# -e quotes what the rulebook says of every ability before the
	# example card, Drop Cap, which echo is not.
	run --separate-stderr play-typeset -f g.yaml -e ability 1,2 2
	assert_failure 1
	assert_equal "$stderr" "$(printf '%s\n%s' \
	    "play-typeset: echo copies a letter into the same row: row 1, not 2 (rule: ability-move)" \
	    'rulebook: "Special abilities are opportunities to play differently. Be sure all players understand an ability before including it! An example ability card, Drop Cap, duplicates a placed letter in the same column."')"
}

@test "rounds: after five letters each player stops or continues" {
	DRAWN=TTTTT LETTERS=4 solo CA
	refused mid-round stop
	assert_equal "$stderr" "play-typeset: round 1 is not over: ann has dealt with 4 of its 5 turn letters (rule: mid-round)"
	refused mid-round "continue"
	run play-typeset -f g.yaml "place 1, stop"
	assert_success
	assert_line 'stops after round 1, having dealt with 5 turn letters'
	# The next letter cannot be played before deciding.
	DRAWN=TTTTTB LETTERS=5 solo CAT
	refused round-end place 2
	assert_equal "$stderr" "play-typeset: round 1 is over: ann must stop or continue first (rule: round-end)"
	run play-typeset -f g.yaml -a "continue, place 2"
	assert_success
	assert_line '    round: 2'
	assert_line '    letters: 6'
	# Nor is a letter drawn.
	DRAWN=TTTTT LETTERS=5 solo CAT
	run --separate-stderr play-typeset draw -f g.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "play-typeset: ann must stop or continue: round 1 is over (rule: waiting)"
}

@test "draw after a round names every player still to stop or continue" {
	bag new typeset -s 3 | deal -N ann,bob,cy | play-typeset start > g.yaml
	for i in 1 2 3 4 5; do
		play-typeset draw -i g.yaml >/dev/null
		for p in ann bob cy; do
			play-typeset -i g.yaml -p "$p" "place $i" >/dev/null
		done
	done
	cp g.yaml before.yaml
	run --separate-stderr play-typeset draw -i g.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "play-typeset: 3 players must stop or continue after round 1: ann, bob, cy (rule: waiting)"
	cmp g.yaml before.yaml
	play-typeset -i g.yaml -p bob continue >/dev/null
	run --separate-stderr play-typeset draw -i g.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "play-typeset: 2 players must stop or continue after round 1: ann, cy (rule: waiting)"
	# The table says the same, for everyone at it.
	run table -f g.yaml
	assert_line --index 0 "Typeset: 2 players must stop or continue after round 1: ann, cy"
	play-typeset -i g.yaml -p cy stop >/dev/null
	run --separate-stderr play-typeset draw -i g.yaml
	assert_equal "$stderr" "play-typeset: ann must stop or continue: round 1 is over (rule: waiting)"
	play-typeset -i g.yaml -p ann continue >/dev/null
	run play-typeset draw -i g.yaml
	assert_success
	assert_output 'turn 6, round 2: T'
}

@test "the fifth turn letter announces the end of the round" {
	DRAWN=TTTTT LETTERS=4 solo CA
	run play-typeset -f g.yaml place 1
	assert_success
	assert_output "$(printf 'legal: ann: place 1\nwrites turn letter 5, T, at 1,3: CAT\nround 1 is over: ann must stop or continue')"
	run play-typeset -f g.yaml -o yaml -e ignore
	assert_line '- {rule: "round-end", text: "round 1 is over: ann must stop or continue", rulebook: "Each player then chooses to either stop playing, or to play for another round."}'
	# Said once: not by a vowel after it, nor with the decision taken.
	DRAWN=TTTTT LETTERS=5 solo CAT
	run play-typeset -f g.yaml vowel E 2
	assert_success
	refute_output --partial 'is over'
	DRAWN=TTTTT LETTERS=4 solo CA
	run play-typeset -f g.yaml "place 1, continue"
	assert_output "$(printf 'legal: ann: place 1, continue\nwrites turn letter 5, T, at 1,3: CAT\nplays round 2')"
	# An empty bag leaves only stopping.
	BAG= DRAWN=TTTTT LETTERS=4 solo CA
	run play-typeset -f g.yaml place 1
	assert_line 'round 1 is over and the bag is empty: ann must stop'
	BAG= DRAWN=TTT LETTERS=2 solo CA
	run play-typeset -f g.yaml place 1
	assert_line 'the bag is empty: no letter can follow, ann must stop'
	DRAWN=TTT LETTERS=2 solo CA
	run play-typeset -f g.yaml place 1
	refute_output --partial 'must stop'
}

@test "a stopped player's mat is final; the game ends when all have stopped" {
	DRAWN=TTTTT LETTERS=5 solo CAT
	play-typeset -i g.yaml stop >/dev/null
	grep -q '^    stopped: true$' g.yaml
	refused stopped vowel A 2
	assert_equal "$stderr" "play-typeset: ann has stopped: the mat is scored as it stands (rule: stopped)"
	run --separate-stderr play-typeset draw -f g.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "play-typeset: every player has stopped: the game is over ('score-typeset') (rule: game-over)"
}

@test "bag draw on a game every player has stopped: game-over, nothing drawn" {
	DRAWN=TTTTT LETTERS=5 solo CAT
	play-typeset -i g.yaml stop >/dev/null
	cp g.yaml before.yaml
	run --separate-stderr bag draw -i g.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "bag: every player has stopped: the game is over ('score-typeset') (rule: game-over)"
	cmp g.yaml before.yaml
	run --separate-stderr bag draw -n 3 -f g.yaml -o json
	assert_no_doc game-over
	# Into a hand there is none: that error first (before: game-over).
	run --separate-stderr bag draw --to ann -i g.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: g.yaml: player 'ann' keeps no hand in this game"
	cmp g.yaml before.yaml
	# While one player plays on, a draw is not refused.
	bag new typeset -s 2 | deal -N ann,bob | play-typeset start > h.yaml
	play-typeset draw -i h.yaml > /dev/null
	run bag draw -i h.yaml
	assert_success
}

@test "an empty bag: no round can follow, and the players stop" {
	BAG= DRAWN=TTTTT LETTERS=5 solo CAT
	refused bag-empty continue
	# No draw can follow, whoever is still to decide: ann can only stop.
	run --separate-stderr play-typeset draw -f g.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "play-typeset: the bag is empty: every player still playing stops (rule: bag-empty)"
	run table -f g.yaml
	assert_line --index 0 'Typeset: the bag is empty: the last turn goes on; still to stop: ann'
	assert_line --partial 'ann: 3 points (words 3, errors 0); round 1, the bag is empty: to stop'
	run play-typeset -f g.yaml stop
	assert_success
	BAG= DRAWN=TTT LETTERS=3 solo CAT
	run play-typeset -f g.yaml stop
	assert_success
	# In the middle of a round, no letter left to finish it: the round
	# is not said to go on, and the letter still to deal with is named.
	refused bag-empty continue
	assert_equal "$stderr" "play-typeset: the bag is empty: no round can follow (rule: bag-empty)"
	BAG= DRAWN=TTT LETTERS=2 solo CA
	refused bag-empty continue
	assert_equal "$stderr" "play-typeset: the bag is empty: no round can follow (rule: bag-empty)"
	refused mid-round stop
	assert_equal "$stderr" "play-typeset: the bag is empty: ann may stop once turn letter 3 (T) is dealt with (rule: mid-round)"
	run play-typeset -f g.yaml "place 1, stop"
	assert_success
	# A letter drawn past the round's end, the bag's last: the round
	# that it opens may still be played.
	BAG= DRAWN=TTTTTB LETTERS=5 solo CAT
	run play-typeset -f g.yaml "continue, place 2, stop"
	assert_success
}

@test "several actions are judged in order, all or nothing" {
	solo CA
	cp g.yaml before.yaml
	run --separate-stderr play-typeset -i g.yaml "vowel E 2, place 1, vowel K 3"
	assert_fails_cleanly 1
	assert_equal "$stderr" "play-typeset: K is not in the vowel supply (rule: not-vowel)"
	cmp g.yaml before.yaml
	run play-typeset -i g.yaml "vowel E 2; place 1"
	assert_success
	grep -q '^    rows: \["CAT", "E", "", "", "", ""\]$' g.yaml
}

@test "-o yaml and json: the verdict, legal or not; -e quotes the rulebook" {
	solo CA
	run play-typeset -f g.yaml -o yaml place 1
	assert_success
	assert_line 'legal: true'
	assert_line 'actions: "place 1"'
	assert_line 'turn_number: 2'
	assert_line '- {rule: "place", text: "writes turn letter 2, T, at 1,3: CAT"}'
	assert_line '  rows: ["CAT", "", "", "", "", ""]'
	run --separate-stderr play-typeset -f g.yaml -o json -e place 1,5
	assert_equal "$status" 1
	assert_output --partial '"legal": false'
	assert_output --partial '"rule": "leftmost"'
	assert_output --partial '"rulebook": "The letter may only go in the left-most empty space of any row."'
	run play-typeset -f g.yaml -e place 1
	assert_line 'rulebook (place): "Place the turn letter by writing it on your mat. The letter may only go in the left-most empty space of any row. Each space can only have one letter."'
	run --separate-stderr play-typeset -f g.yaml -e ignore,ignore
	assert_equal "$status" 1
	assert_equal "${stderr##*rulebook: }" '"One letter is drawn for all players each turn. Each player adds the turn letter to their mat by writing it in the left-most open space of any row."'
}

@test "-i -o json and yaml: a legal turn or draw answers its verdict, the state goes to the file only" {
	bag new typeset -s 4 | deal -N ann | play-typeset start | play-typeset draw > g.yaml
	cp g.yaml ref.yaml
	play-typeset -f ref.yaml -o json 'place 1' > want.json
	play-typeset -f ref.yaml -a 'place 1' > want.yaml
	run --separate-stderr play-typeset -i g.yaml -o json 'place 1'
	assert_success
	assert_equal "$stderr" ""
	# The verdict, as without -i; not the state and its bag.
	assert_output "$(cat want.json)"
	run jq -c '[.legal, .player, .actions, .turn_number, .letter, .events[0].rule, .mat.rows[0], has("bag")]' <<< "$output"
	assert_output '[true,"ann","place 1",1,"H","place","H",false]'
	cmp g.yaml want.yaml
	# A draw: its own verdict, the letter everyone sees, not the bag.
	play-typeset -f g.yaml draw > want.yaml
	run --separate-stderr play-typeset draw -i g.yaml -o json
	assert_success
	run jq -c '[.legal, .rule, .turn_number, .letter, .events[0].rule, .events[0].text, has("bag"), has("actions")]' <<< "$output"
	assert_output '[true,"ok",2,"S","draw","turn 2, round 1: S",false,false]'
	cmp g.yaml want.yaml
	cp g.yaml ref.yaml
	play-typeset -f ref.yaml -a 'vowel A 1, place 2' > want.yaml
	run --separate-stderr play-typeset -i g.yaml -o yaml 'vowel A 1, place 2'
	assert_success
	assert_line --index 0 'legal: true'
	assert_line 'actions: "vowel A 1, place 2"'
	refute_line --partial 'bag:'
	cmp g.yaml want.yaml
	run --separate-stderr play-typeset draw -i g.yaml -o yaml
	assert_success
	assert_line --index 0 'legal: true'
	refute_line --partial 'bag:'
	# In a game with logins the turn is played, and answered, to a pipe.
	bag new typeset -s 4 | deal -N "ann=$(id -un),bob=nobody" > l.yaml
	play-typeset start -i l.yaml > /dev/null
	run --separate-stderr play-typeset draw -i l.yaml -o json
	assert_success
	assert_equal "$(jq -r .letter <<< "$output")" H
	run --separate-stderr play-typeset -i l.yaml -o json 'place 1'
	assert_success
	run jq -c '[.legal, .player, has("bag")]' <<< "$output"
	assert_output '[true,"ann",false]'
	grep -q '^    rows: \["H", "", "", "", "", ""\]$' l.yaml
	# start has no verdict: its answer is the new game, as deal's is.
	bag new typeset -s 4 | deal -N ann > s.yaml
	run --separate-stderr play-typeset start -i s.yaml -o json
	assert_success
	assert_equal "$(jq -r .bag <<< "$output")" "$(yaml_str bag s.yaml)"
}

@test "-i: the state round-trips; unknown keys pass through; a refusal writes nothing" {
	solo CA
	printf 'note: "keep me"\n' >> g.yaml
	play-typeset -i g.yaml place 1 >/dev/null
	grep -q '^note: "keep me"$' g.yaml
	run play-typeset -f g.yaml -a ignore
	assert_failure 1
	cp g.yaml one.yaml
	run bash -c 'play-typeset -f one.yaml -a vowel A 2 | play-typeset -f - -a vowel E 3 > two.yaml'
	assert_success
	play-typeset -i one.yaml "vowel A 2, vowel E 3" >/dev/null
	cmp one.yaml two.yaml
}

@test "malformed states are exit 2 with the place; with -i the file is unchanged" {
	AS_IS=1
	solo C4T
	cp g.yaml before.yaml
	run --separate-stderr play-typeset -i g.yaml place 1
	assert_fails_cleanly 2
	assert_equal "$stderr" "play-typeset: g.yaml:10:14: row 1: '4' is not a letter (A-Z, a-z for a wild, _ for a blank)"
	cmp g.yaml before.yaml
	LETTERS=3 solo CAT
	run --separate-stderr play-typeset -f g.yaml place 1
	assert_fails_cleanly 2
	assert_equal "$stderr" "play-typeset: g.yaml:10:5: ann has dealt with more turn letters (3) than were drawn (1)"
	ROUND=3 solo CAT
	run --separate-stderr play-typeset -f g.yaml place 1
	assert_fails_cleanly 2
	ERRORS=6 solo CAT
	run --separate-stderr play-typeset -f g.yaml place 1
	assert_fails_cleanly 2
	VOWELS=EEEE solo CAT
	run --separate-stderr play-typeset -f g.yaml place 1
	assert_fails_cleanly 2
	assert_equal "$stderr" "play-typeset: g.yaml:13:17: 'E' is crossed off more often than the vowel supply holds it"
	ABILITY=telekinesis solo CAT
	run --separate-stderr play-typeset -f g.yaml place 1
	assert_fails_cleanly 2
	run --separate-stderr bash -c 'bag new bananagrams -s 1 | deal -p 1 | play-typeset place 1'
	assert_fails_cleanly 2
	run --separate-stderr bash -c 'bag new typeset -s 1 | deal -N ann,bob | play-typeset start | play-typeset place 1'
	assert_fails_cleanly 2
	assert_equal "$stderr" "play-typeset: -p PLAYER is needed: the game has 2 players (see 'play-typeset --help')"
}

@test "a mat holding letters nobody could have written is malformed, for every reader" {
	# 42 letters, but ann dealt with 2 turn letters (K and J), crossed
	# off no vowel, used no ability and earned no wild.
	printf '%s\n' 'game: "typeset"' 'bag: "BCDFGHLMNPRSTVW"' 'drawn: "KJQ"' \
	    'players:' '- name: "ann"' '  mat: {rows: ["GODSEND","GODSEND","GODSEND","GODSEND","GODSEND","GODSEND"], errors: 2, vowels: "", earned: [], wilds: 0, letters: 2, round: 1}' > g.yaml
	malformed_for_all "g.yaml:6:15: ann's mat holds 12 D, more than its sources account for: 0 crossed off the vowel supply, 0 among the turn letters dealt with (2), 0 copied by the ability"
	run --separate-stderr score-typeset g.yaml
	assert_fails_cleanly 2
	# The same rows as a bare mat: no letters drawn to hold them to.
	printf 'rows: [GODSEND, GODSEND, GODSEND, GODSEND, GODSEND, GODSEND]\n' > bare.yaml
	run score-typeset -t bare.yaml
	assert_output 90
}

@test "tokens the box never had, drawn or in the bag, are malformed, for every reader" {
	# The box holds one Q; five drawn, written in by hand.
	bag new typeset -s 1 | deal -N ann | play-typeset start > new.yaml
	sed 's/^discard: ""/&\ndrawn: "QQQQQ"/' new.yaml > g.yaml
	malformed_for_all "g.yaml:6:8: the state holds 6 Q, more than the game's set has (1): 5 of them in 'drawn'"
	# A bag with a second Z, nothing drawn: the bag's place.
	sed 's/^bag: "/&Z/' new.yaml > g.yaml
	malformed_for_all "g.yaml:3:6: the state holds 2 Z, more than the game's set has (1): 2 of them in 'bag'"
	# A letter no token has (the vowels come from the mat).
	sed 's/^discard: ""/&\ndrawn: "A"/' new.yaml > g.yaml
	malformed_for_all "g.yaml:6:8: the state holds 1 A, more than the game's set has (0): 1 of them in 'drawn'"
	# Fewer tokens than the box (an S gone, K drawn) is no crafted
	# letter: a token lost is bag audit's to say, and the game plays on.
	sed 's/^bag: "SK/bag: "/; s/^discard: ""/&\ndrawn: "K"/' new.yaml > g.yaml
	run play-typeset -f g.yaml place 1
	assert_success
	run --separate-stderr bag audit -f g.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "bag: tiles created or lost: S -1 (44 held, 45 in the set) (rule: tiles-lost)"
}

@test "a mat's letters: the turn letters dealt with, the vowels, the wilds, the ability" {
	AS_IS=1
	# Accounted for: C a turn letter, A a vowel, b a wild, B its copy.
	DRAWN=CT VOWELS=AEIOU EARNED='["column"]' USES=1 solo CA b B
	place_accepted
	refuses() { place_refused "g.yaml:10:11: ann's mat $1"; }
	# A letter no turn letter, vowel crossed off or copy gave.
	DRAWN=CT VOWELS=A solo CAR
	refuses "holds 1 R, more than its sources account for: 0 crossed off the vowel supply, 0 among the turn letters dealt with (1), 0 copied by the ability"
	# A vowel written, not crossed off.
	DRAWN=CT solo CA
	refuses "holds 1 A, more than its sources account for: 0 crossed off the vowel supply, 0 among the turn letters dealt with (1), 0 copied by the ability"
	# A turn letter ignored is not on the mat.
	DRAWN=CT VOWELS=A ERRORS=1 solo CA
	refuses "holds letters besides the vowels crossed off and the wilds (1), more than the turn letters written (at most 0: dealt with 1, error numbers circled 1) and the ability's copies (0) account for"
	# A turn letter placed twice: a copy must say so.
	DRAWN=CTTT VOWELS=A solo CAT T
	run play-typeset -f g.yaml place 1
	assert_success
	DRAWN=CTTT VOWELS=A solo CAT TT
	refuses "holds 3 T, more than its sources account for: 0 crossed off the vowel supply, 2 among the turn letters dealt with (3), 0 copied by the ability"
	DRAWN=CTTT VOWELS=A USES=1 solo CAT TT
	run play-typeset -f g.yaml place 1
	assert_success
	# A copy needs a letter to copy.
	DRAWN=CT VOWELS=A USES=2 solo CA QQ
	refuses "holds 2 Q, but no Q was dealt with, crossed off or written with a wild for the ability to copy"
	# Wilds: small letters, no more than the wilds earned and not held.
	DRAWN=CT VOWELS=A solo CA b
	refuses "holds letters written with a wild (1), more than the wilds earned (0, 0 of them still to use) account for"
	DRAWN=CT VOWELS=AEIOU EARNED='["column"]' WILDS=1 WILDS_TURN=2 solo CA b
	refuses "holds letters written with a wild (1), more than the wilds earned (1, 1 of them still to use) account for"
	# Wilds to use, more than earned: one is said as one.
	DRAWN=CT VOWELS=A WILDS=1 WILDS_TURN=2 solo CA
	place_refused "g.yaml:10:11: ann holds a wild to use but has earned none"
	DRAWN=CT VOWELS=AEIOU EARNED='["column"]' WILDS=2 WILDS_TURN=2 solo CA
	place_refused "g.yaml:10:11: ann holds more wilds to use (2) than it has earned (1)"
	# Blanks: only an ability that leaves a space blank.
	DRAWN=CT VOWELS=A USES=1 solo C_A
	refuses "holds blanks (1), more than the uses of an ability that leaves a space blank (0) account for"
	ABILITY=em-space RULES='{abilities: {em-space: {effect: blank}}}' DRAWN=CT VOWELS=A USES=1 solo C_A
	run play-typeset -f g.yaml place 1
	assert_success
}

@test "a mat that used the ability in a game without one is malformed, and wins no solo game" {
	# 41 points and the ability used three times, but none is in play:
	# the solo rule's "use the ability all three times" cannot be met.
	ABILITY=none DRAWN=GDSNDGDSNDGRDNB LETTERS=15 USES=3 solo GODSEND GODSEND GARDEN
	malformed_for_all "g.yaml:12:19: ann has used the ability (uses: 3), but the game has no ability in play"
	run --separate-stderr score-typeset --solo -f g.yaml
	assert_fails_cleanly 2
	# With the ability in play, the same mat is a win, once ann stops.
	ABILITY=drop-cap DRAWN=GDSNDGDSNDGRDNB LETTERS=15 USES=3 EARNED='["ability"]' solo GODSEND GODSEND GARDEN
	play-typeset -i g.yaml stop >/dev/null
	run score-typeset --solo -t -f g.yaml
	assert_success
	assert_output 41
}

@test "a mat with more error numbers circled than turn letters dealt with is malformed, for every reader" {
	# Only a turn letter ignored (or missed) circles an error number.
	AS_IS=1 DRAWN=CTQ LETTERS=1 ERRORS=5 solo
	malformed_for_all "g.yaml:11:13: ann has circled more error numbers (5) than the turn letters dealt with (1): only a turn letter ignored circles one"
	AS_IS=1 DRAWN=CT LETTERS=0 ERRORS=1 solo
	malformed_for_all "g.yaml:11:13: ann has circled more error numbers (1) than the turn letters dealt with (0): only a turn letter ignored circles one"
	# As many as the letters dealt with: every one of them ignored.
	AS_IS=1 DRAWN=CTQLRB LETTERS=5 ERRORS=5 solo
	run play-typeset -f g.yaml continue
	assert_success
}

@test "a mat stopped in the middle of a round is malformed, for every reader" {
	stopped() {
		sed -i 's/^    round: [0-9]*$/&\n    stopped: true/' g.yaml
	}
	# 4 of round 1's 5 letters dealt with, and the bag not empty.
	DRAWN=CTQLR LETTERS=4 VOWELS=A solo CA
	stopped
	malformed_for_all "g.yaml:18:14: ann has stopped before round 1's end (turn letters dealt with: 4 of 5): a player stops after a round, or once the bag is empty"
	# After the round, or with the bag empty and every letter dealt with.
	DRAWN=CTQLR LETTERS=5 VOWELS=A solo CA
	stopped
	run score-typeset -t -f g.yaml
	assert_success
	BAG= DRAWN=CTQL LETTERS=4 VOWELS=A solo CA
	stopped
	run score-typeset -t -f g.yaml
	assert_success
}

@test "a wild earned whose condition the mat does not meet is malformed, for every reader" {
	# A game at its first letter, H, and ann's mat made by hand: five
	# letters written with wilds, earned by no vowel column crossed off,
	# no challenge letter or marked space filled, no use of the ability.
	bag new typeset -s 4 | deal -N ann | play-typeset start -A drop-cap > g.yaml
	play-typeset draw -q -i g.yaml
	sed -i -e 's/rows: \["", /rows: ["Hqxzkj", /' -e 's/letters: 0/letters: 1/' \
	    -e 's/earned: \[\]/earned: [column, column, challenge, marked, ability]/' g.yaml
	malformed_for_all "g.yaml:14:14: ann has earned a column wild, but has crossed off every vowel of no column of the supply"
}

@test "a wild earned: each kind held to its condition, its place in the list named" {
	refuses() { place_refused "g.yaml:14:$1: ann has earned $2"; }
	# Columns: crossed off left-most first, so ten vowels may fill one.
	VOWELS=AEIOUAEIOU EARNED='["column", "column"]' solo CA
	place_accepted
	VOWELS=AAAEEIIOOU EARNED='["column", "column"]' solo CA
	refuses 24 "column wilds (2), but has crossed off every vowel of fewer columns of the supply (1)"
	# Challenge letters: three different ones, written with a wild or not.
	EARNED='["challenge"]' solo JAB QAT K
	place_accepted
	EARNED='["challenge"]' solo JAB QAT JAB
	refuses 14 "the challenge wild, but the mat holds too few of the challenge letters KJQXZ (held: 2, needed: 3)"
	# Marked spaces: a letter in each of them; a blank is none.
	EARNED='["marked"]' solo ABCD ABCDEF "" ABC "" ABCDE
	place_accepted
	EARNED='["marked"]' solo ABCD ABCDE "" ABC
	refuses 14 "the marked wild, but not every marked space holds a letter (filled: 2, marked: 4)"
	ABILITY=em-space RULES='{abilities: {em-space: {effect: blank}}}' USES=1 EARNED='["marked"]' solo ABCD ABCDEF "" AB_ "" ABCDE
	refuses 14 "the marked wild, but not every marked space holds a letter (filled: 3, marked: 4)"
	# The ability: used the most times it can be.
	USES=3 EARNED='["ability"]' solo CAT A
	place_accepted
	USES=2 EARNED='["ability"]' solo CAT A
	refuses 14 "the ability wild, but has used drop-cap fewer times than earn it (uses: 2, needed: 3)"
	USES=1 EARNED='["ability"]' solo CAT A
	refuses 14 "the ability wild, but has used drop-cap fewer times than earn it (uses: 1, needed: 3)"
	# A kind the game has no way to earn.
	ABILITY=none EARNED='["ability"]' solo CAT
	refuses 14 "the ability wild, which this game gives no way to earn"
	RULES='{marked: []}' EARNED='["marked"]' solo CAT
	refuses 14 "the marked wild, which this game gives no way to earn"
}

@test "a wild earned: not by its own letter, nor by a wild listed after it" {
	refuses() { place_refused "g.yaml:14:$1: ann has earned $2"; }
	# The rulebook's Jerry: the column's wild written as a K, the third
	# challenge letter, earns the challenge wild.
	VOWELS=AEIOU EARNED='["column", "challenge"]' solo JAB QAT k
	place_accepted
	EARNED='["challenge"]' solo JAB QAT k
	refuses 14 "the challenge wild after other wilds (0), but it needs letters written with wilds earned before it (1)"
	VOWELS=AEIOU EARNED='["challenge", "column"]' solo JAB QAT k
	refuses 14 "the challenge wild after other wilds (0), but it needs letters written with wilds earned before it (1)"
	VOWELS=AEIOU EARNED='["column", "challenge"]' solo JAB qAT k
	refuses 24 "the challenge wild after other wilds (1), but it needs letters written with wilds earned before it (2)"
	# A capital challenge letter may be a copy: it needs no wild.
	VOWELS=AEIOU USES=1 EARNED='["column", "challenge"]' solo JAB QAT k K
	place_accepted
	# A marked space filled with a wild's letter.
	RULES='{marked: ["1,1"]}' VOWELS=AEIOU EARNED='["column", "marked"]' solo bA
	place_accepted
	RULES='{marked: ["1,1"]}' VOWELS=AEIOU EARNED='["marked", "column"]' solo bA
	refuses 14 "the marked wild after other wilds (0), but it needs letters written with wilds earned before it (1)"
}

@test "a wild whose condition the mat meets is earned: a mat not listing it is malformed, for every reader" {
	# drop-cap used its three times, and the wild not listed: a legal
	# game lists it with the use that earns it, not at a later action.
	AS_IS=1 DRAWN=CT VOWELS=A USES=3 solo CA C C C
	malformed_for_all "g.yaml:14:13: ann has met the condition of the ability wild more often (1) than it has earned it (0): a wild is earned as soon as its condition is met"
	AS_IS=1 DRAWN=CT VOWELS=A USES=3 EARNED='["ability"]' solo CA C C C
	run play-typeset -f g.yaml place 2
	assert_success
	refute_output --partial 'earns a wild'
	# Each kind: two columns crossed off and one wild for them.
	refuses() { place_refused "g.yaml:14:13: ann has met the condition of the $1 wild more often ($2) than it has earned it ($3): a wild is earned as soon as its condition is met"; }
	VOWELS=AEIOUAEIOU EARNED='["column"]' solo CA
	refuses column 2 1
	EARNED='[]' solo JAB QAT K
	refuses challenge 1 0
	EARNED='[]' solo ABCD ABCDEF "" ABC "" ABCDE
	refuses marked 1 0
	# No key at all is no wild earned: the mat's place.
	solo JAB QAT K
	sed -i '/^    earned:/d' g.yaml
	run --separate-stderr play-typeset -f g.yaml place 1
	assert_fails_cleanly 2
	assert_equal "$stderr" "play-typeset: g.yaml:10:5: ann has met the condition of the challenge wild more often (1) than it has earned it (0): a wild is earned as soon as its condition is met"
}

# whole_game ABILITY [RULES]: a seeded game for two with ABILITY in play,
# every player playing the best turn --find knows; after every move the
# state is read by score-typeset, table and the next move.  The mats
# at the end in mats.txt.
whole_game() {
	printf '%s\n' "${2-{\}}" > r.yaml
	bag new typeset -s 4 | deal -N ann,bob | play-typeset start -A "$1" -r r.yaml > g.yaml
	local p turn n=0
	while play-typeset draw -q -i g.yaml > /dev/null; do
		for p in ann bob; do
			turn=$(play-typeset --find -n 1 -p "$p" -f g.yaml | cut -f1)
			[ -z "$turn" ] || play-typeset -p "$p" -i g.yaml "$turn" > /dev/null || return 1
			turn=$(play-typeset --find -n 1 -p "$p" -f g.yaml | cut -f1)
			case $turn in
			stop|continue) play-typeset -p "$p" -i g.yaml "$turn" > /dev/null || return 1 ;;
			esac
			score-typeset -f g.yaml > /dev/null || return 1
			table -f g.yaml > /dev/null || return 1
		done
		n=$((n + 1))
		[ "$n" -lt 45 ] || return 1
	done
	grep -E '^    (rows|ability_uses):' g.yaml > mats.txt
}

@test "whole legal games with wilds and every ability: every state is accepted" {
	run whole_game drop-cap
	assert_success
	grep -q '^    ability_uses: 3$' mats.txt
	grep -q '^    rows: .*[a-z]' mats.txt
	run whole_game echo '{abilities: {echo: {effect: copy-row}}}'
	assert_success
	grep -q '^    ability_uses: 3$' mats.txt
	run whole_game stamp '{abilities: {stamp: {effect: copy-any}}}'
	assert_success
	grep -q '^    ability_uses: 3$' mats.txt
	run whole_game em-space '{abilities: {em-space: {effect: blank}}}'
	assert_success
	grep -q '^    rows: .*_' mats.txt
}

@test "rules: the rules in force, defaults first, as YAML or JSON" {
	run play-typeset rules
	assert_success
	assert_line 'spaces: [7, 7, 7, 7, 7, 7]'
	assert_line 'length_points: {1: 0, 2: 1, 3: 3, 4: 5, 5: 8, 6: 11, 7: 15}'
	assert_line 'error_track: [-1, -1, -1, -1, -1]'
	assert_line 'vowel_columns: ["AEIOU", "AEIOU", "AEIOU"]'
	assert_line 'marked: ["1,4", "2,6", "4,3", "6,5"]'
	assert_line '  drop-cap: {effect: copy-column}'
	printf 'rows: 3\nspaces: [3, 4, 5]\nmarked: ["1,3", "3,5"]\n' > r.yaml
	run bash -c 'play-typeset rules -r r.yaml -o json | python3 -c "import json,sys; d=json.load(sys.stdin); print(d[\"spaces\"], d[\"marked\"])"'
	assert_success
	assert_output "[3, 4, 5] ['1,3', '3,5']"
	# A game's own rules, and a file over them.
	RULES='{rows: 4, marked: ["1,1"]}' solo CAT
	run bash -c 'play-typeset rules -f g.yaml | head -1'
	assert_output 'spaces: [7, 7, 7, 7]'
	run bash -c 'play-typeset rules -f g.yaml -r r.yaml | head -1'
	assert_output 'spaces: [3, 4, 5]'
	# Without -f, the state the standard input brings: piped or
	# redirected (it printed the defaults); nothing there is no state.
	run bash -c 'play-typeset rules < g.yaml | head -1'
	assert_output 'spaces: [7, 7, 7, 7]'
	run bash -c 'cat g.yaml | play-typeset rules -r r.yaml | head -1'
	assert_output 'spaces: [3, 4, 5]'
	run bash -c 'true | play-typeset rules | head -1'
	assert_output 'spaces: [7, 7, 7, 7, 7, 7]'
	run bash -c 'bag new typeset --lang es -s 1 | play-typeset rules | grep "^challenge:"'
	assert_output 'challenge: "VXYZÑ"'
	run --separate-stderr bash -c 'printf "rows: [\n" | play-typeset rules'
	assert_fails_cleanly 2
	# Written as JSON, whose keys are strings ({"7": 15}), the rules and
	# a game started under them read back: they were refused.
	play-typeset rules -o json > rules.json
	grep -q '"7": 15' rules.json
	run --separate-stderr play-typeset rules -r rules.json
	assert_success
	assert_equal "$output" "$(play-typeset rules)"
	bag new typeset -s 3 | deal -N ann | play-typeset start -r r.yaml -o json > g.json
	run --separate-stderr play-typeset rules -f g.json
	assert_success
	assert_line 'spaces: [3, 4, 5]'
	run --separate-stderr play-typeset draw -f g.json
	assert_success
	printf '{"length_points": {"x": 1}}\n' > bad.json
	run --separate-stderr play-typeset rules -r bad.json
	assert_fails_cleanly 2
	assert_equal "$stderr" "play-typeset: bad.json:1:20: a word length must be a whole number from 1 to 20"
}

@test "rules: a rules file's old names are read; what rules prints reads back the same" {
	printf '%s\n' 'points: {1: 0, 2: 2, 3: 4, 4: 6, 5: 8, 6: 10, 7: 12}' \
	    'errors: [-2, -2]' 'vowels: ["AEIOU"]' > old.yaml
	run play-typeset rules -r old.yaml
	assert_success
	assert_line 'length_points: {1: 0, 2: 2, 3: 4, 4: 6, 5: 8, 6: 10, 7: 12}'
	assert_line 'error_track: [-2, -2]'
	assert_line 'vowel_columns: ["AEIOU"]'
	printf '%s\n' "$output" > new.yaml
	run play-typeset rules -r new.yaml
	assert_output "$(cat new.yaml)"
	printf 'error_track: [-1]\nerrors: [-1]\n' > both.yaml
	run --separate-stderr play-typeset rules -r both.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "play-typeset: both.yaml:2:9: 'errors' is the old name of 'error_track': give one of them"
}

@test "--find: good turns, best first, each legal; continue or stop after a round" {
	solo CA
	run play-typeset --find -f g.yaml
	assert_success
	assert_line --regexp $'^place 1[,\t].*1:CAT'
	assert_line $'ignore\t-'
	best=$(play-typeset --find -n 1 -f g.yaml | cut -f1)
	run play-typeset -f g.yaml "$best"
	assert_success
	run bash -c 'play-typeset --find -f g.yaml -o yaml | grep -c "^- actions:"'
	[ "$output" -gt 10 ]
	DRAWN=TTTTT LETTERS=5 solo CAT
	run play-typeset --find -f g.yaml
	assert_output "$(printf 'continue\t-\nstop\t-')"
	# The bag's last letter dealt with, at a round's end or in the
	# middle of one: stop is all that is left, and it ends the game.
	BAG= DRAWN=TTTTT LETTERS=5 solo CAT
	run play-typeset --find -f g.yaml
	assert_output "$(printf 'stop\t-')"
	BAG= DRAWN=TTT LETTERS=3 solo CAT
	run play-typeset --find -f g.yaml
	assert_success
	assert_output "$(printf 'stop\t-')"
	LETTERS=1 solo CAT
	run --separate-stderr play-typeset --find -f g.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "play-typeset: ann has dealt with turn letter 2 (T) already (rule: one-letter)"
}

@test "play-typeset: -n without --find and -W without -i do nothing, and say so on stderr" {
	# Before: both were taken in silence.  A warning, not an error:
	# a script that gives them goes on as it did (see play-typeset(1)).
	solo CA
	run --separate-stderr play-typeset -f g.yaml -n 3 place 1
	assert_success
	assert_equal "$stderr" "play-typeset: -n (--limit) does nothing without -F (--find)"
	run --separate-stderr play-typeset -f g.yaml --wait 5 place 1
	assert_success
	assert_equal "$stderr" "play-typeset: -W (--wait) does nothing without -i (--in-place)"
	# --find reads -f only, so -W does nothing there either.
	run --separate-stderr play-typeset --find -n 1 -W 5 -f g.yaml
	assert_success
	assert_equal "$stderr" "play-typeset: -W (--wait) does nothing without -i (--in-place)"
	# So does rules; a usage error is still its one line.
	run --separate-stderr play-typeset rules -W 5
	assert_success
	assert_equal "$stderr" "play-typeset: -W (--wait) does nothing without -i (--in-place)"
	run --separate-stderr play-typeset -f g.yaml -n 3 -W 5 place 9
	assert_fails_cleanly 2
	assert_equal "$stderr" "play-typeset: row 9 is not on the sheet (rows 1 to 6)"
	# With what they shape, nothing is said.
	run --separate-stderr play-typeset --find -n 1 -f g.yaml
	assert_success
	assert_equal "$stderr" ""
	assert_equal "${#lines[@]}" 1
	run --separate-stderr play-typeset -i g.yaml -W 5 place 1
	assert_success
	assert_equal "$stderr" ""
}

@test "--find: nothing to do says why, as a refused turn does; a document stays a list" {
	bag new typeset -s 3 | deal -N ann > g.yaml
	run --separate-stderr play-typeset --find -f g.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "play-typeset: no turn letter has been drawn yet ('play-typeset draw') (rule: no-letter)"
	play-typeset draw -i g.yaml > /dev/null
	play-typeset -i g.yaml place 1 > /dev/null
	run --separate-stderr play-typeset --find -f g.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "play-typeset: ann has dealt with turn letter 1 (G) already (rule: one-letter)"
	run --separate-stderr play-typeset --find -q -f g.yaml
	assert_failure 1
	assert_equal "$stderr" ""
	run --separate-stderr play-typeset --find -o json -f g.yaml
	assert_failure 1
	assert_output '[]'
}

@test "--find: in a game of several players a wild with no space to go ends the turn with pass" {
	# A sheet of one full row: the wild ann holds cannot be written, and
	# the draw waits for it until she passes.
	RULES='{spaces: [3], marked: []}' EARNED='["column"]' VOWELS=AEIOU WILDS=1 WILDS_TURN=2 DRAWN=CT LETTERS=2 solo CAT
	sed -i '/^ability:/i - name: "bob"' g.yaml
	run play-typeset -F -p ann -f g.yaml
	assert_success
	assert_output "$(printf 'pass\t-')"
	play-typeset -i g.yaml -p bob ignore >/dev/null
	refused waiting draw
	play-typeset -i g.yaml -p ann pass >/dev/null
	run play-typeset draw -f g.yaml
	assert_success
	assert_line 'drawn: "CTB"'
	# Alone at the table, the draw is ann's own: no pass is proposed.
	RULES='{spaces: [3], marked: []}' EARNED='["column"]' VOWELS=AEIOU WILDS=1 WILDS_TURN=2 DRAWN=CT LETTERS=2 solo CAT
	run --separate-stderr play-typeset -F -f g.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "play-typeset: ann has dealt with turn letter 2 (T) already (rule: one-letter)"
}

@test "--find: wilds held at a round's end are written before the stop or continue" {
	# Ann dealt with the bag's last letter by hand, ending the round,
	# and holds a wild: a bare stop would lose it, and CA wants more.
	ABILITY=none BAG= EARNED='["column"]' VOWELS=AEIOU WILDS=1 WILDS_TURN=5 DRAWN=CDFGH LETTERS=5 solo CA D F G H
	run --separate-stderr play-typeset -F -f g.yaml
	assert_success
	assert_equal "${#lines[@]}" 1
	assert_output --regexp $'^wild [A-Z] 1(, vowel [AEIOU] 1)*, stop\t1:CA[a-z]'
	run play-typeset -f g.yaml "${output%%$'\t'*}"
	assert_success
	assert_line --regexp '^writes a wild as [A-Z] at 1,3: CA[a-z]'
	refute_line --partial 'unused wild'
	# Letters to come: after a continue the draw of a game of several
	# players waits for the wild; it is written first there too.
	ABILITY=none EARNED='["column"]' VOWELS=AEIOU WILDS=1 WILDS_TURN=5 DRAWN=CDFGH LETTERS=5 solo CA D F G H
	sed -i '/^ability:/i - name: "bob"' g.yaml
	run --separate-stderr play-typeset -F -p ann -f g.yaml
	assert_success
	assert_equal "${#lines[@]}" 2
	assert_line --index 0 --regexp $'^wild [A-Z] 1(, vowel [AEIOU] 1)*, continue\t1:CA[a-z]'
	assert_line --index 1 --regexp $'^wild [A-Z] 1(, vowel [AEIOU] 1)*, stop\t1:CA[a-z]'
	play-typeset -i g.yaml -p ann "${lines[0]%%$'\t'*}" > /dev/null
	play-typeset -i g.yaml -p bob ignore > /dev/null
	play-typeset -i g.yaml -p bob continue > /dev/null
	run play-typeset draw -f g.yaml
	assert_success
	# A wild with no space to go is passed before a continue, so that
	# the draw need not wait for it; a stop loses it anyway.
	RULES='{spaces: [3], marked: []}' EARNED='["column"]' VOWELS=AEIOU WILDS=1 WILDS_TURN=5 DRAWN=CTTTT LETTERS=5 solo CAT
	sed -i '/^ability:/i - name: "bob"' g.yaml
	run --separate-stderr play-typeset -F -p ann -f g.yaml
	assert_success
	assert_output "$(printf 'stop\t-\npass, continue\t-')"
}

@test "--find: turns that leave the same mat are one answer, the first tried" {
	solo "" "" "" "" "" ""
	run play-typeset --find -f g.yaml
	assert_success
	# place 1 to place 4, each with Drop Cap and a wild, all leave
	# T in rows 1 to 4 and a wild B in row 5: only place 1 is listed.
	assert_line $'place 1, ability 1,1 2, ability 1,1 3, ability 1,1 4, wild B 5\t1:T 2:T 3:T 4:T 5:b'
	refute_line --partial 'place 2, ability 2,1 1, ability 1,1 3'
	assert_line --partial 'place 5, ability 5,1 1'
	assert_equal "$(cut -f2 <<< "$output" | sort | uniq -d)" ''
	# A letter already written: place 2 to place 5 copy it alike.
	DRAWN=TT LETTERS=1 solo T
	run play-typeset --find -f g.yaml
	assert_line $'place 2, ability 1,1 3, ability 1,1 4, ability 1,1 5, wild B 6\t2:T 3:T 4:T 5:T 6:b'
	refute_line --partial 'place 3, ability 1,1 2'
	run bash -c 'play-typeset --find -f g.yaml -o yaml | grep "^  rows:" | sort | uniq -d'
	assert_output ''
}

@test "play-typeset: output to a full disk is exit 2" {
	solo CA
	run --separate-stderr bash -c 'play-typeset -f g.yaml place 1 > /dev/full'
	assert_equal "$status" 2
	run --separate-stderr bash -c 'play-typeset -f g.yaml -a place 1 > /dev/full'
	assert_equal "$status" 2
}

@test "examples/typeset.sh: a seeded solo game and a three-player game to a ranking" {
	run sh "$TOP/examples/typeset.sh"
	assert_success
	assert_output "$(cat "$TOP/tests/golden/example-typeset.txt")"
	assert_line '  ann: ignore; continue'
	assert_line '  ann: place 2; stop'
	assert_line '  errors 3                          -3'
	assert_line '== solo, seed 10'
	assert_line 'turn 1, round 1: C'
	assert_line 'solo: a win: score 50 (40 needed), ability uses 3 (3 needed)'
	assert_line '== three players, seed 10'
	assert_line 'ranking'
	assert_line '  1. bob     50'
	assert_line '  2. cy      45'
	assert_line '  3. ann     14'
	# Another seed: no solo win, and a tie on total broken by word lengths.
	run sh "$TOP/examples/typeset.sh" 7
	assert_success
	assert_line 'solo: not a win: score 19 (40 needed)'
	assert_line '  1. cy      19'
	assert_line '  2. bob     19  behind cy on 5-letter words (4 to 1)'
}

@test "play-typeset: a state of another game is exit 2, naming its game and its tool" {
	bag new bananagrams -s 1 | deal -N ann,bob > b.yaml
	run --separate-stderr play-typeset -f b.yaml draw
	assert_fails_cleanly 2
	assert_equal "$stderr" "play-typeset: b.yaml: a Bananagrams game, not a Typeset one: play it with bag"
	run --separate-stderr play-typeset -f b.yaml rules
	assert_fails_cleanly 2
}
