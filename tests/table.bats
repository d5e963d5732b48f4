#!/usr/bin/env bats
# table: each of the five games drawn as its table sees it (golden
# drawings from seeded games), the rulers that name the cells as the tools
# do, what stays private, colour only at a terminal, escaping, the
# document, and --follow seeing moves made by other tools.  Every wait is
# bounded.
bats_require_minimum_version 1.5.0
load test_helper

GOLDEN=$TOP/tests/golden

# drawn_as_state STATE DRAWING [STRIDE]: the drawing's rulers name the
# cells of the state's board as the tools do: ROW,COL from 1,1, with row
# and column 0 and one past the last drawn (the margin), every cell's
# letter where its row's number and its column's number meet (every
# STRIDE-th row), and each tag's owner marked on its first letter, before
# it across and after it down.  A ruler of one line names a column by the
# number that ends over it; a ruler of several, by the digits stacked
# over it.
drawn_as_state() {
	python3 - "$1" "$2" "${3:-1}" <<'PY'
import re, sys, yaml
st = yaml.safe_load(open(sys.argv[1]))
lines = open(sys.argv[2]).read().split("\n")
stride = int(sys.argv[3])
board = st["board"].rstrip("\n").split("\n")
R, C = len(board), len(board[0])
digits = re.compile(r"^[ 0-9]+$")
i = next(k for k, l in enumerate(lines) if k > 0 and digits.match(l) and l.strip())
ruler = []
# The ruler's lines, down to row 0's, whose numbers are all 0.
while digits.match(lines[i]) and set(lines[i].split()) != {"0"}:
    ruler.append(lines[i])
    i += 1
pos = {}
if len(ruler) == 1:
    for m in re.finditer(r"\d+", ruler[0]):
        pos[int(m.group())] = m.end() - 1
else:
    width = max(len(l) for l in ruler)
    for x in range(width):
        d = "".join(l[x] for l in ruler if x < len(l) and l[x] != " ")
        if d:
            pos[int(d)] = x
assert sorted(pos) == list(range(0, C + 2)), "columns %s" % sorted(pos)[:5]
rows = {}
for l in lines[i:]:
    m = re.match(r"^ +(\d+)", l)
    if not m or int(m.group(1)) != len(rows):
        break
    rows[len(rows)] = l
assert sorted(rows) == list(range(0, R + 2)), "rows %s" % sorted(rows)[:5]
seats = [p["name"] for p in st["players"]]
at = lambda l, x: l[x] if x < len(l) else " "
for r in range(1, R + 1, stride):
    for c in range(1, C + 1):
        got = at(rows[r], pos[c])
        assert got == board[r - 1][c - 1], "%d,%d is %r, not %r" % (r, c, got, board[r - 1][c - 1])
for t in st.get("tagged") or []:
    r, c = map(int, t["at"].split(","))
    x = pos[c] - 1 if t["dir"] == "across" else pos[c] + 1
    want = str(seats.index(t["owner"]) + 1)
    assert at(rows[r], x) == want, "%s: %r" % (t, rows[r])
PY
}

# shenanigrams N: the first N lines of a seeded bot game, played: game.yaml.
shenanigrams() {
	bot shenanigrams -s 7 | head -n "$1" > play.sh
	bash play.sh > /dev/null
}

# typeset: a seeded Typeset game three turn letters in, with an ability
# used three times, a wild to write, an error circled: ts.yaml.
typeset_game() {
	bag new typeset -s 10 | deal -N ann,bob | play-typeset start -A drop-cap > ts.yaml
	{
		play-typeset draw -i ts.yaml
		play-typeset -i ts.yaml -p ann 'place 1, vowel A 1'
		play-typeset -i ts.yaml -p bob ignore
		play-typeset draw -i ts.yaml
		play-typeset -i ts.yaml -p ann 'place 1'
		play-typeset -i ts.yaml -p bob 'place 2, vowel O 2'
		play-typeset draw -i ts.yaml
		play-typeset -i ts.yaml -p ann 'place 2, vowel I 2, ability 1,3 2, ability 1,1 3, ability 1,1 4'
		play-typeset -i ts.yaml -p bob 'vowel I 2, place 2'
	} > /dev/null
}

# categories_game: a category game with every kind of answer: cat.yaml.
categories_game() {
	{
		categories new -N ann,bob,cy -s 6 -i cat.yaml
		categories write -p ann -c 3 BROWNIE -i cat.yaml
		categories write -p bob -c 5 BRO --unfinished -i cat.yaml
		categories write -p cy -c 5 BROTH -i cat.yaml
		categories write -p bob -c 7 BACON -i cat.yaml
		categories vote -c 7 invalid -i cat.yaml
		categories write -p ann -c 1 BUTTER -i cat.yaml
		categories write -p cy -c 2 BAGEL --unfinished -i cat.yaml
		categories write -p bob -c 6 BUN -i cat.yaml
		categories write -p cy -c 6 BUNS -i cat.yaml
	} > /dev/null
	# An answer written by hand that breaks a rule: the referee leaves it out.
	printf -- '- {player: "cy", board_number: 1, category: 4, word: "APPLE"}\n' >> cat.yaml
}

# wait_until WHAT CMD...: wait (WAIT_LIMIT seconds at most) until CMD
# succeeds; fail saying WHAT did not come.
wait_until() {
	local what=$1 end=$((${EPOCHREALTIME/./} + ${WAIT_LIMIT:-60} * 1000000))
	shift
	until "$@"; do
		((${EPOCHREALTIME/./} < end)) ||
		    { fail "$what: not within ${WAIT_LIMIT:-60} s"; return; }
		sleep 0.02
	done
}

# drawings FILE N: FILE holds N drawings (N - 1 form feed lines) or more.
drawings() {
	[ -s "$1" ] && [ "$(grep -c $'^\f$' "$1")" -ge $(($2 - 1)) ]
}

@test "table --help prints the usage on stdout and exits 0" {
	run --separate-stderr table --help
	assert_success
	assert_line --index 0 'usage: table [-q] [-f FILE] [-p NAME] [-d DICT] [-l LANG] [-o FORMAT]'
	assert_output --partial '-F, --follow'
	assert_equal "$stderr" ""
}

@test "table: a bad option, an operand, --follow without a file, --count alone: exit 2, one line" {
	bag new bananagrams -s 1 | deal -N ann,bob > g.yaml
	run --separate-stderr table --frob -f g.yaml
	assert_fails_cleanly 2
	run --separate-stderr table g.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "table: 'table' takes no argument ('g.yaml'): a state file is given with -f FILE (see 'table --help')"
	run --separate-stderr table -F
	assert_fails_cleanly 2
	run --separate-stderr table -F -f -
	assert_fails_cleanly 2
	run --separate-stderr table -n 2 -f g.yaml
	assert_fails_cleanly 2
	run --separate-stderr table -o xml -f g.yaml
	assert_fails_cleanly 2
}

@test "table: a malformed state is exit 2 with its place, and nothing on stdout" {
	printf 'game: "shenanigrams"\nbag: "AB"\nplayers: [\n' > bad.yaml
	run --separate-stderr table -f bad.yaml
	assert_fails_cleanly 2
	[[ $stderr == "table: bad.yaml:"[0-9]*:[0-9]*": "* ]] || fail "no place: $stderr"
	printf 'game: "shenanigrams"\nturn: "ann"\nplayers:\n- {name: "ann", hand: "", tags: 7}\nboard: |\n  CAT\ntagged:\n- {word: "DOG", owner: "ann", at: "1,1", dir: "across"}\n' > tag.yaml
	run --separate-stderr table -f tag.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "table: tag.yaml:8:3: tagged word 'DOG' at 1,1 across is not on the board (the board reads 'CAT' there)"
	run --separate-stderr table -f tag.yaml -o json
	assert_error_doc input
}

@test "table: a winner or caller who is no player is exit 2 at its place, not drawn" {
	# Before: "zed won", "zed called SHENANIGRAMS!" and, for an empty
	# winner, "Bananagrams:  is the Top Banana" were drawn, though
	# steal-check refuses such a caller; and a winner that is a list was
	# taken for no winner at all.
	bag new shenanigrams -s 2 | deal -N ann,bob > s.yaml
	for kv in 'winner: "zed"' 'called: "zed"'; do
		{ cat s.yaml; echo "$kv"; } > w.yaml
		run --separate-stderr table -f w.yaml
		assert_fails_cleanly 2
		assert_equal "$stderr" "table: w.yaml:14:9: '${kv%%:*}' names 'zed', who is not a player"
	done
	bag new bananagrams -s 1 | deal -N ann,bob > g.yaml
	{ cat g.yaml; echo 'winner: ""'; } > w.yaml
	run --separate-stderr table -f w.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "table: w.yaml:11:9: 'winner' names '', who is not a player"
	{ cat g.yaml; echo 'winner: [ann]'; } > w.yaml
	run --separate-stderr table -f w.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "table: w.yaml:11:9: 'winner' must be a string"
	# A player who won is drawn so, and a winner in a game that keeps
	# none of its own is a key of the table's, passed through.
	{ cat g.yaml; echo 'winner: "bob"'; } > w.yaml
	run table -f w.yaml
	assert_success
	assert_line --index 0 'Bananagrams: bob is the Top Banana'
	categories new -N ann,bob -l B -s 1 > c.yaml
	echo 'winner: "last week: cy"' >> c.yaml
	run table -f c.yaml
	assert_success
}

@test "table: a state over 16 MiB is exit 2 at the place it passes, followed or not" {
	python3 -c 'import sys; sys.stdout.write("game: \"bananagrams\"\nbag: \"" + "A" * (17 << 20) + "\"\n")' > big.yaml
	run --separate-stderr table -f big.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "table: big.yaml:2:16777197: input is larger than 16 MiB"
	run --separate-stderr table -F -n 1 -f big.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "table: big.yaml:2:16777197: input is larger than 16 MiB"
}

@test "table -p: a name that is no player is exit 2, saying whom it may mean" {
	bag new bananagrams -s 1 | deal -N ann,bob > g.yaml
	run --separate-stderr table -f g.yaml -p Ann
	assert_fails_cleanly 2
	assert_equal "$stderr" "table: g.yaml: no player named 'Ann' (did you mean 'ann'?)"
	# A letter beyond A-Z is one letter off, not two bytes.
	bag new bananagrams -s 1 | deal -N ann,bob,zoë > z.yaml
	run --separate-stderr table -f z.yaml -p zoe
	assert_fails_cleanly 2
	assert_equal "$stderr" "table: z.yaml: no player named 'zoe' (did you mean 'zoë'?)"
	run --separate-stderr table -f z.yaml -p zoé
	assert_fails_cleanly 2
	assert_equal "$stderr" "table: z.yaml: no player named 'zoé' (did you mean 'zoë'?)"
}

@test "table: golden Shenanigrams drawing of a seeded game: the board, its marks, the turn" {
	shenanigrams 40
	run table -f game.yaml
	assert_success
	assert_output "$(cat "$GOLDEN/table-shenanigrams.txt")"
	table -f game.yaml > drawing.txt
	drawn_as_state game.yaml drawing.txt
}

@test "table: the ruler follows a Shenanigrams board grown on every side" {
	printf '%s\n' 'game: "shenanigrams"' 'seed: 5' 'bag: "EEEEEEEEEEEEEEEEEEEE"' \
	    'turn: "ann"' 'players:' '- {name: "ann", hand: "SHOEO", tags: 7}' \
	    '- {name: "bob", hand: "SHOEA", tags: 7}' 'board: |' '  CAT' > g.yaml
	# One past the last column, row 0, one past the last row, column 0.
	for move in 'place S 1,4' 'place O 0,1' 'place O 3,2' 'place H 1,0'; do
		run steal-check -i g.yaml $move
		assert_success
		table -f g.yaml > drawing.txt
		drawn_as_state g.yaml drawing.txt ||
		    fail "after $move: $(cat drawing.txt)"
	done
	run table -f g.yaml
	assert_output - <<'EOF'
Shenanigrams: ann to play
bag: 16 tiles; discard: 0 tiles
     0  1  2  3  4  5  6
  0
  1     H  O  .  .  .
  2     . 1C  A  T  S
  3     .  .  O  .  .
  4
tags: a seat's mark before a letter tags the word across from it, after it the word down
players:
> 1 ann  5 tiles  6 tags left  1 word: CATS 2,2 across
  2 bob  5 tiles  7 tags left  0 words
EOF
	# The numbers read off the drawing are the ones the tools take.
	run steal-check -f g.yaml replace H 2,2
	assert_success
	assert_line 'steals CATS from ann: HATS at 2,2 across, tagged'
}

@test "table: a 1000 x 1000 board draws, its column numbers upright" {
	python3 -c '
import random
random.seed(1)
print("game: \"shenanigrams\"\nturn: \"ann\"\nplayers:\n- {name: \"ann\", hand: \"\", tags: 7}\nboard: |")
for r in range(1000):
    print("  " + "".join(random.choice("ABCDE" + "." * 9) for c in range(1000)))
' > big.yaml
	run table -f big.yaml
	assert_success
	# Four lines of digits: column 1000 reads 1, 0, 0, 0 downwards.
	assert_line --index 2 --regexp '^ +1  1$'
	table -f big.yaml > drawing.txt
	drawn_as_state big.yaml drawing.txt 97
	# Numbers on all four sides: the rows' on the right, the ruler below.
	grep -q '^  1000 .* 1000$' drawing.txt || fail "no row numbers on the right"
	n=$(grep -n '^  1001 ' drawing.txt | cut -d: -f1)
	cmp -s <(sed -n 3,6p drawing.txt) <(sed -n "$((n + 1)),$((n + 4))p" drawing.txt) ||
	    fail "the ruler below the board is not the one above it"
}

@test "table: a game in German: its letters one cell each, its language named" {
	umlaut_set de.yaml
	bag new shenanigrams --lang de -D de.yaml -s 13 | deal -N ann,bob > spiel.yaml
	steal-check -i spiel.yaml place N 1,1 > /dev/null
	steal-check -i spiel.yaml place ä 1,0 > /dev/null
	run table -f spiel.yaml
	assert_line --index 0 'Shenanigrams (de): bob to play'
	assert_line '  1     Ä  N'
	table -f spiel.yaml > drawing.txt
	LC_ALL=C.UTF-8 drawn_as_state spiel.yaml drawing.txt
}

@test "table: Shenanigrams says the countdown after the call, then the winner" {
	printf 'game: "shenanigrams"\nbag: "EEEEE"\nturn: "ann"\nplayers:\n- {name: "ann", hand: "T", tags: 1}\n- {name: "bob", hand: "S", tags: 7}\nboard: |\n  CA.\n  ..O\n  ..E\n' > g.yaml
	steal-check -i g.yaml place T 1,3 > /dev/null
	run table -f g.yaml
	assert_line --index 0 "Shenanigrams: ann called SHENANIGRAMS!: bob has one move to steal a word of ann's, or ann wins"
	run table -f g.yaml -o json
	python3 -c 'import json, sys
d = json.loads(sys.argv[1])
assert d["status"] == "countdown" and d["called"] == "ann" and d["over"] is False, d' "$output"
	steal-check -i g.yaml pass > /dev/null
	run table -f g.yaml
	assert_line --index 0 'Shenanigrams: ann won: SHENANIGRAMS!'
	run table -f g.yaml -o yaml
	assert_line 'winners: ["ann"]'
	assert_line 'over: true'
}

@test "table: golden Typeset drawing: the sheets, their rows scored, errors, vowels, wilds" {
	typeset_game
	run table -f ts.yaml
	assert_success
	assert_output "$(cat "$GOLDEN/table-typeset.txt")"
}

@test "table: a Typeset game that is over names its winner by the scores" {
	bag new typeset -s 10 | deal -N ann,bob | play-typeset start > ts.yaml
	{
		play-typeset draw -i ts.yaml
		play-typeset -i ts.yaml -p ann 'place 1, vowel A 1'
		play-typeset -i ts.yaml -p bob ignore
		for turn in 2 3 4 5; do
			play-typeset draw -i ts.yaml
			play-typeset -i ts.yaml -p ann ignore
			play-typeset -i ts.yaml -p bob ignore
		done
		play-typeset -i ts.yaml -p ann stop
		play-typeset -i ts.yaml -p bob stop
	} > /dev/null
	run table -f ts.yaml
	assert_line --index 0 'Typeset: every player has stopped: the game is over ('"'"'score-typeset'"'"')'
	assert_line 'won by bob'
	run table -f ts.yaml -o json
	python3 -c 'import json, sys
d = json.loads(sys.argv[1])
assert d["status"] == "over" and d["winners"] == ["bob"] and d["over"] is True, d
assert [p["total"] for p in d["players"]] == [-5, -4], d' "$output"
}

# typeset_bag_empty: g.yaml, a Typeset game of ann and bob whose bag of
# seven letters is empty, both having dealt with the last, turn 7.
typeset_bag_empty() {
	printf 'C: 2\nT: 3\nS: 2\n' > d.yaml
	printf 'tokens: {C: 2, T: 3, S: 2}\n' > r.yaml
	bag new typeset -D d.yaml -s 1 | deal -N ann,bob | play-typeset start -r r.yaml > g.yaml
	{
		for turn in 1 2 3 4 5; do
			play-typeset draw -i g.yaml
			play-typeset -i g.yaml -p ann 'place 1'
			play-typeset -i g.yaml -p bob ignore
		done
		play-typeset -i g.yaml -p ann continue
		play-typeset -i g.yaml -p bob continue
		for turn in 6 7; do
			play-typeset draw -i g.yaml
			play-typeset -i g.yaml -p ann 'place 2'
			play-typeset -i g.yaml -p bob 'place 2'
		done
	} > /dev/null
}

@test "table: with the bag empty, who still holds wilds of the last turn is said with who is to stop" {
	typeset_bag_empty
	# bob crosses off a vowel column and earns a wild, which a stop loses.
	play-typeset -i g.yaml -p bob 'vowel A 3, vowel E 3, vowel I 3, vowel O 3, vowel U 3' > /dev/null
	run table -f g.yaml
	assert_success
	assert_line --index 0 "Typeset: the bag is empty: the last turn goes on; still to stop: ann, bob; bob holds a wild of turn 7 not yet written: 'wild L ROW' or 'pass'"
	play-typeset -i g.yaml -p ann 'vowel A 3, vowel E 3, vowel I 3, vowel O 3, vowel U 3, vowel A 4, vowel E 4, vowel I 4, vowel O 4, vowel U 4' > /dev/null
	run table -f g.yaml
	assert_success
	assert_line --index 0 "Typeset: the bag is empty: the last turn goes on; still to stop: ann, bob; 2 players hold wilds of turn 7 not yet written ('wild L ROW' or 'pass'): ann, bob"
	# Passed or written, a wild is no longer waited for.
	play-typeset -i g.yaml -p bob pass > /dev/null
	run table -f g.yaml -o json
	assert_success
	run jq -c '[.status, .over, .message]' <<< "$output"
	assert_output "[\"waiting\",false,\"the bag is empty: the last turn goes on; still to stop: ann, bob; ann holds wilds of turn 7 not yet written (wilds: 2): 'wild L ROW' or 'pass'\"]"
	play-typeset -i g.yaml -p ann 'wild A 5, wild T 5' > /dev/null
	run table -f g.yaml
	assert_success
	assert_line --index 0 'Typeset: the bag is empty: the last turn goes on; still to stop: ann, bob'
}

@test "table: a Typeset game whose bag is empty is over only once every player has stopped" {
	typeset_bag_empty
	play-typeset -i g.yaml -p bob 'vowel A 2, vowel E 3' > /dev/null
	assert_equal "$(yaml_str bag g.yaml)" ""
	# The last turn is still being played: no winner yet.
	run table -f g.yaml
	assert_success
	assert_line --index 0 'Typeset: the bag is empty: the last turn goes on; still to stop: ann, bob'
	assert_line --partial 'ann: -9 points (words -9, errors 0); round 2, the bag is empty: to stop'
	refute_line --partial 'won by'
	run table -f g.yaml -o json
	assert_success
	run jq -c '[.status, .over, .winners, .tiles_left]' <<< "$output"
	assert_output '["waiting",false,[],0]'
	# ... as play-typeset says: ann may still add vowels, and does.
	run play-typeset -q -i g.yaml -p ann 'vowel O 2, vowel A 2'
	assert_success
	run --separate-stderr play-typeset draw -f g.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "play-typeset: the bag is empty: every player still playing stops (rule: bag-empty)"
	play-typeset -i g.yaml -p bob stop > /dev/null
	run table -f g.yaml -o json
	run jq -c '[.status, .over, .winners, .message]' <<< "$output"
	assert_output '["waiting",false,[],"the bag is empty: the last turn goes on; still to stop: ann"]'
	# Over once every player has stopped, when play-typeset refuses all.
	play-typeset -i g.yaml -p ann stop > /dev/null
	run --separate-stderr play-typeset -f g.yaml -p ann 'vowel E 3'
	assert_fails_cleanly 1
	assert_equal "$stderr" "play-typeset: ann has stopped: the mat is scored as it stands (rule: stopped)"
	run --separate-stderr play-typeset draw -f g.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "play-typeset: every player has stopped: the game is over ('score-typeset') (rule: game-over)"
	run table -f g.yaml
	assert_line --index 0 "Typeset: every player has stopped: the game is over ('score-typeset')"
	assert_line 'won by ann'
	run table -f g.yaml -o json
	run jq -c '[.status, .over, .winners]' <<< "$output"
	assert_output '["over",true,["ann"]]'
}

@test "table: golden category game: a board with every kind of answer, the count, what is left out" {
	categories_game
	run table -f cat.yaml
	assert_success
	assert_output "$(cat "$GOLDEN/table-categories.txt")"
}

@test "table: golden Bananagrams hands: the bunch, PEEL or BANANAS!, out, the Top Banana" {
	bag new bananagrams-wild -s 4 | deal -N ann,bob,cy > w.yaml
	bag peel -i w.yaml > /dev/null
	run table -f w.yaml
	assert_output - <<'EOF'
Bananagrams WildTiles: the first to use every tile calls PEEL!, and each player in takes one
bunch: 84 tiles; DUMP: one tile back, three taken
players:
  ann   22 tiles
  bob   22 tiles
  cy    22 tiles
EOF
	echo '{C: 1, A: 1, T: 1, D: 1, O: 1, G: 1, S: 1}' > t7.yaml
	bag new -D t7.yaml -s 6 | deal -N ann,bob,cy -n 2 > end.yaml
	bag rotten -p ann -i end.yaml > /dev/null
	run table -f end.yaml
	assert_line --index 0 'Bananagrams (custom): the first to use every tile calls PEEL!, and each player in takes one'
	assert_line '  ann    0 tiles  out: the Rotten Banana'
	bag new bananagrams -s 3 | deal -N ann,bob --variant smoothie > s.yaml
	run table -f s.yaml
	assert_output - <<'EOF'
Bananagrams: Banana Smoothie, no peeling: the first to use every tile calls BANANAS!
bunch: 0 tiles; no DUMP in Banana Smoothie
players:
  ann   72 tiles
  bob   72 tiles
EOF
}

@test "table: a Bananagrams game's house rule, from before the deal, and the DUMP it allows" {
	bag new bananagrams -u -s 1 > n.yaml
	run table -f n.yaml
	assert_output - <<'EOF'
Bananagrams: no players yet: deal(1) deals the tiles
bag: 144 tiles
house rule: a DUMP from a bunch of fewer than three takes what it holds
EOF
	run table -f n.yaml -o json
	assert_equal "$(jq -c .rules <<< "$output")" '{"dump_under_three":true}'
	deal -N ann,bob -n 71 -f n.yaml > g.yaml
	run table -f g.yaml
	assert_line --index 1 'bunch: 2 tiles; DUMP: one tile back, three taken'
	assert_line --index 2 'house rule: a DUMP from a bunch of fewer than three takes what it holds'
	echo '{C: 1, A: 1, T: 1, D: 1, O: 1}' > t5.yaml
	bag new -D t5.yaml -u -s 6 | deal -N ann,bob -n 2 > one.yaml
	run table -f one.yaml
	assert_line --index 1 'bunch: 1 tile; DUMP: one tile back, two taken (house rule)'
	run table -f one.yaml -o json
	assert_equal "$(jq -c .rules <<< "$output")" '{"dump_under_three":true}'
	# Without it, no such line nor key, as before.
	bag new bananagrams -s 1 | deal -N ann,bob -n 71 > o.yaml
	run table -f o.yaml
	assert_line --index 1 'bunch: 2 tiles; no DUMP: the bunch holds fewer than three tiles'
	refute_output --partial 'house rule'
	run table -f o.yaml -o json
	assert_equal "$(jq -c 'has("rules")' <<< "$output")" false
	# Before: a Banana Smoothie of a game opened with -u was drawn with
	# "no DUMP in Banana Smoothie" and the house rule's DUMP under it.
	bag new bananagrams -u -s 1 | deal -N ann,bob -v smoothie > sm.yaml
	run table -f sm.yaml
	assert_success
	assert_line --index 1 'bunch: 0 tiles; no DUMP in Banana Smoothie'
	refute_output --partial 'house rule'
	run table -f sm.yaml -o json
	assert_equal "$(jq -c .rules <<< "$output")" '{"dump_under_three":true}'
}

@test "table: a Bananagrams hand at its end: BANANAS!, then the Top Banana" {
	echo '{C: 1, A: 1, T: 1, D: 1, O: 1, G: 1, S: 1}' > t7.yaml
	bag new -D t7.yaml -s 6 | deal -N ann,bob -n 3 > end.yaml
	run table -f end.yaml
	assert_line --index 0 'Bananagrams (custom): the bunch holds 1 tile, fewer than the 2 players in: the first to use every tile calls BANANAS!'
	assert_line --index 1 'bunch: 1 tile; no DUMP: the bunch holds fewer than three tiles'
	printf 'GOT\n' > top.txt
	bag bananas -p bob -g top.txt -i end.yaml
	run table -f end.yaml -o json
	python3 -c 'import json, sys
d = json.loads(sys.argv[1])
assert d["status"] == "over" and d["winners"] == ["bob"], d
assert d["message"] == "bob is the Top Banana", d' "$output"
}

@test "table: Shapemash: the deck and the cards as counts; the card to the builder alone" {
	bag new shapemash -s 7 > sm.yaml
	printf 'turn: "ann"\nplayers:\n- name: "ann"\n- name: "bob"\n' >> sm.yaml
	bag draw -i sm.yaml > /dev/null
	run table -f sm.yaml
	assert_output "$(cat "$GOLDEN/table-shapemash.txt")"
	refute_output --partial DRUM
	run table -f sm.yaml -p bob -o json
	refute_output --partial DRUM
	run table -f sm.yaml -p ann
	assert_line 'card of ann, the builder: DRUM SNAKE ROBIN'
	run table -f sm.yaml -p ann -o json
	python3 -c 'import json, sys
d = json.loads(sys.argv[1])
assert d["card"] == ["DRUM", "SNAKE", "ROBIN"] and d["cards_left"] == 99, d' "$output"
}

@test "table -p: that player's own hand, and nothing of any other hand" {
	bag new shenanigrams -s 7 | deal -N ann,bob,cy > g.yaml
	for p in ann bob cy; do
		eval "h_$p=$(hand $p g.yaml)"
	done
	run table -f g.yaml -p bob
	assert_success
	assert_line "hand of bob: $(tiles_sorted "$h_bob")"
	assert_equal "$(grep -c 'hand of' <<<"$output")" 1
	run table -f g.yaml -p bob -o json
	python3 -c 'import json, sys
d = json.loads(sys.argv[1])
hands = {p["name"]: p.get("hand") for p in d["players"]}
assert hands == {"ann": None, "bob": sys.argv[2], "cy": None}, hands' "$output" "$h_bob"
	for other in "$h_ann" "$h_cy" "$(tiles_sorted "$h_ann")" "$(tiles_sorted "$h_cy")"; do
		refute_output --partial "$other"
	done
}

@test "table -q: another's hand refused is exit 1 with no reason said" {
	# Before: table had no -q, so the reason of its exit 1 could not be
	# silenced, as every tool's can.
	bag new bananagrams -s 1 | deal -N ann,bob |
	    sed -e "s/^- name: \"ann\"/&\n  login: \"$(id -un)\"/" \
	    -e 's/^- name: "bob"/&\n  login: "wk-nosuch"/' > g.yaml
	run --separate-stderr table -f g.yaml -p bob
	assert_failure 1
	assert_equal "$stderr" "table: bob is wk-nosuch's to play: you play ann (rule: not-your-player)"
	run --separate-stderr table -q -f g.yaml -p bob
	assert_failure 1
	assert_output ""
	assert_equal "$stderr" ""
	run --separate-stderr table --quiet -f g.yaml -p ann
	assert_success
	assert_line "hand of ann: $(tiles_sorted "$(hand ann g.yaml)")"
}

@test "table -p: a hand with no tile says so, as a Rotten Banana's" {
	# Before: "hand of bob: " and nothing after it.
	echo '{C: 1, A: 1, T: 1, D: 1, O: 1, G: 1, S: 1}' > t7.yaml
	bag new -D t7.yaml -s 6 | deal -N ann,bob -n 3 > g.yaml
	bag rotten -p bob -i g.yaml > /dev/null
	run table -f g.yaml -p bob
	assert_success
	assert_line 'hand of bob: no tiles'
	run table -f g.yaml -p ann
	assert_line --regexp '^hand of ann: [A-Z]{3}$'
}

@test "table: without -p no hand, no bag order, only counts, in every format" {
	bag new bananagrams -s 5 | deal -N ann,bob > bg.yaml
	bag new shenanigrams -s 5 | deal -N ann,bob > sh.yaml
	for g in bg.yaml sh.yaml; do
		bag=$(yaml_str bag "$g")
		for fmt in text yaml json; do
			run table -f "$g" -o "$fmt"
			assert_success
			for secret in "$(hand ann "$g")" "$(hand bob "$g")" "${bag:0:12}"; do
				refute_output --partial "$secret"
			done
			refute_output --partial 'hand of'
			refute_output --partial '"hand"'
			refute_output --partial 'hand:'
		done
	done
	run table -f bg.yaml
	assert_line '  ann   21 tiles'
	assert_line 'bunch: 102 tiles; DUMP: one tile back, three taken'
}

@test "table: no escape codes when not at a terminal, nor with NO_COLOR, nor on a dumb terminal" {
	shenanigrams 20
	run table -f game.yaml
	refute_output --partial $'\033'
	table -f game.yaml > plain.txt
	run timeout 20 script -qec 'NO_COLOR=1 TERM=xterm table -f game.yaml' /dev/null
	assert_success
	refute_output --partial $'\033'
	assert_equal "$(tr -d '\r' <<<"$output")" "$(cat plain.txt)"
	run timeout 20 script -qec 'TERM=dumb table -f game.yaml' /dev/null
	refute_output --partial $'\033'
	# Following, too: no screen cleared, the drawings one after another.
	run timeout 20 script -qec 'NO_COLOR=1 TERM=xterm table -F -n 1 -f game.yaml' /dev/null
	assert_success
	refute_output --partial $'\033'
	assert_equal "$(tr -d '\r' <<<"$output")" "$(cat plain.txt)"
	run timeout 20 script -qec 'TERM=xterm NO_COLOR= table -F -n 1 -f game.yaml' /dev/null
	assert_output --partial $'\033[H\033[2J'
}

@test "table -d: a dictionary that cannot be had is exit 2, whatever the game" {
	shenanigrams 20
	run --separate-stderr table -f game.yaml -d nosuchdict
	assert_fails_cleanly 2
	assert_equal "$stderr" "table: unknown dictionary 'nosuchdict': not a built-in one ('words info --all' lists them) nor a file"
	run --separate-stderr table -f game.yaml -d ./missing.txt
	assert_fails_cleanly 2
	# The environment's setting is the same setting.
	WORDKIT_DICT=nosuchdict run --separate-stderr table -f game.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "table: unknown dictionary 'nosuchdict': not a built-in one ('words info --all' lists them) nor a file"
	# One that can be had draws as without it.
	table -f game.yaml > plain.txt
	run table -f game.yaml -d standard
	assert_success
	assert_output "$(cat plain.txt)"
}

@test "table: colour at a terminal, the same text beneath it" {
	shenanigrams 20
	table -f game.yaml > plain.txt
	run timeout 20 script -qec 'TERM=xterm NO_COLOR= table -f game.yaml' /dev/null
	assert_success
	assert_output --partial $'\033[1mShenanigrams\033[0m'
	assert_output --partial $'\033[31m1\033[0m'
	# Without its colours the drawing is the plain text, byte for byte.
	assert_equal "$(tr -d '\r' <<<"$output" | sed $'s/\033\\[[0-9;]*m//g')" "$(cat plain.txt)"
}

@test "table: a hostile string in the file reaches no terminal raw" {
	printf '%s\n' 'game: "evil\e[2J"' 'bag: "AB"' 'winner: "ann"' \
	    'players:' '- {name: "ann", hand: "A"}' > h.yaml
	run table -f h.yaml
	assert_success
	assert_line --index 0 'Bananagrams (evil\e[2J): ann is the Top Banana'
	run timeout 20 script -qec 'TERM=xterm table -f h.yaml' /dev/null
	refute_output --partial $'\033[2J'
	# A winner who is no player is refused, its name escaped.
	sed 's/^winner: .*/winner: "x\\u202ey\\x07\\x9b"/' h.yaml > hw.yaml
	run --separate-stderr table -f hw.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "table: hw.yaml:3:9: 'winner' names 'x\u{202E}y\a\u{9B}', who is not a player"
	run timeout 20 script -qec 'TERM=xterm table -f hw.yaml' /dev/null
	refute_output --partial $'\a'
	refute_output --partial $'\xe2\x80\xae'
	# A category sheet of one's own: its name and categories are text.
	categories new -N ann,bob -l B -S kitchen -s 1 > c.yaml
	python3 - <<'PY'
import re
s = open("c.yaml").read()
s = s.replace('sheet: "kitchen"', 'sheet: {name: "odd", categories: ["Bad\\e]0;x\\a", "ok\\u202e"]}')
open("c.yaml", "w").write(s)
PY
	run table -f c.yaml
	assert_success
	assert_line --index 1 'board 1: letter B, sheet odd'
	assert_line --index 2 '   1  Bad\e]0;x\a  .'
	assert_line --index 3 '   2  ok\u{202E}   .'
}

@test "table: a combining or invisible character is escaped once, in the drawing's own form" {
	categories new -N ann,bob -l B -S kitchen -s 1 > c.yaml
	python3 - <<'PY'
s = open("c.yaml").read()
s = s.replace('sheet: "kitchen"', 'sheet: {name: "odd", categories: ["cafe\\u0301", "x\\u200by", "long-one"]}')
open("c.yaml", "w").write(s)
PY
	run table -f c.yaml
	assert_success
	# One form of escape in one drawing, and the column after it in line.
	assert_line --index 2 '   1  cafe\u{301}  .'
	assert_line --index 3 '   2  x\u{200B}y   .'
	assert_line --index 4 '   3  long-one     .'
	# Following the file draws the same, byte for byte.
	run table -F -n 1 -f c.yaml
	assert_success
	assert_line --index 2 '   1  cafe\u{301}  .'
	assert_line --index 3 '   2  x\u{200B}y   .'
}

@test "table: a name of wide letters keeps the columns after it in line" {
	# 太郎 takes four columns of a terminal, as ann takes three.
	run bash -c 'bag new bananagrams -s 1 | deal -N 太郎,ann | table'
	assert_success
	assert_line --index 3 '  太郎   21 tiles'
	assert_line --index 4 '  ann    21 tiles'
	run bash -c 'bag new shenanigrams -s 1 | deal -N 太郎,ann | table | tail -2'
	assert_success
	assert_line --index 0 --regexp '^. 1 太郎  5 tiles'
	assert_line --index 1 --regexp '^. 2 ann   5 tiles'
}

@test "table: a bag opened and not dealt yet is drawn as its bag" {
	run bash -c 'bag new typeset -s 1 | table'
	assert_success
	assert_output "$(printf '%s\n' 'Typeset: no players yet: deal(1) deals the tiles' 'bag: 45 tiles')"
	run bash -c 'bag new shenanigrams -s 1 | table -o json'
	python3 -c 'import json, sys
d = json.loads(sys.argv[1])
assert d["status"] == "deal" and d["tiles_left"] == 144 and d["players"] == [], d' "$output"
}

@test "table: a spinner's session is drawn as the letters spun, not as a bag" {
	spinner -u -s 42 -n 3 -i s.yaml > /dev/null
	run --separate-stderr table -f s.yaml
	assert_success
	assert_output "$(printf '%s\n' 'Letter spinner: 3 letters spun' 'spun: GCO')"
	run table -f s.yaml -o json
	assert_success
	python3 -c 'import json, sys
d = json.loads(sys.argv[1])
assert "game" not in d and d["status"] == "spin" and d["spun"] == "GCO", d
assert d["message"] == "3 letters spun" and d["over"] is False, d' "$output"
	spinner -u -s 5 -L de -l ÄÖÜ -i de.yaml > /dev/null
	run table -f de.yaml
	assert_success
	assert_line --index 0 'Letter spinner (de): 1 letter spun'
}

@test "table: a file that names no game is not a state: exit 2, as for every tool" {
	local msg="not a wordkit state: it names no game (a state's key game:, such as game: \"bananagrams\")"
	# A Typeset mat, named by a slip instead of its game's file.
	printf 'rows: [CAT]\nerrors: 1\n' > ann.yaml
	run --separate-stderr table -f ann.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "table: ann.yaml: $msg"
	printf 'game: ~\nbag: "AB"\n' > n.yaml
	run --separate-stderr table -f n.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "table: n.yaml:1:7: $msg"
	run --separate-stderr table -f n.yaml -o json
	assert_error_doc input
	# Followed, it is said, and the drawing before stands.
	bag new typeset -s 1 > g.yaml
	table -F -n 2 -f g.yaml > screen.txt 2> err.txt &
	pid=$!
	wait_until "the first drawing" test -s screen.txt
	printf 'rows: [CAT]\n' > g.yaml
	wait_until "the reason" test -s err.txt
	bag new typeset -s 2 > g.yaml
	wait_for $pid
	assert_equal "$status" 0
	run cat err.txt
	assert_output "table: g.yaml: $msg (the drawing before stands)"
	# From the standard input, the caller's own, none is needed.
	run bash -c 'printf "bag: \"AB\"\n" | table'
	assert_success
}

@test "table: a reason that quotes the file is escaped too" {
	printf 'game: "typeset"\nability: "x\\e[31m"\nplayers:\n- name: "ann"\n' > t.yaml
	run --separate-stderr table -f t.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "table: t.yaml:2:10: unknown ability 'x\\e[31m' (the rules define it under 'abilities')"
}

@test "table -o json and -o yaml: one document of the page's keys, for every game" {
	shenanigrams 40
	typeset_game
	categories_game
	bag new bananagrams -s 1 | deal -N ann,bob > bg.yaml
	bag new shapemash -s 1 | bag draw > sm.yaml
	: > list.txt
	n=0
	spinner -u -s 42 -n 3 -i sp.yaml > /dev/null
	for g in "game.yaml -p p1" ts.yaml cat.yaml "bg.yaml -p bob" sm.yaml \
	    sp.yaml; do
		n=$((n + 1))
		table -f $g -o json > out.$n.json
		table -f $g -o yaml > out.$n.yaml
		printf 'table -f %s\tout.%s.json\tout.%s.yaml\n' "$g" $n $n >> list.txt
	done
	run python3 "$TOP/tests/json-shapes.py" "$TOP/man/wordkit-json.7" list.txt
	assert_success
	run python3 -c 'import json, yaml
d = json.load(open("out.1.json"))
st = yaml.safe_load(open("game.yaml"))
assert d["game"] == "shenanigrams" and d["player"] == "p1", d
assert d["players"][0]["hand"] == st["players"][0]["hand"], d
assert "hand" not in d["players"][1] and "bag" not in d, d
assert d["tiles_left"] == len(st["bag"]) and d["board"] == st["board"], d
assert d["tagged"] == st["tagged"], d'
	assert_success
}

@test "table: a full disk is exit 2" {
	bag new bananagrams -s 1 | deal -N ann,bob > g.yaml
	[ -w /dev/full ] || skip "no /dev/full"
	run --separate-stderr bash -c 'table -f g.yaml > /dev/full'
	assert_equal "$status" 2
	assert_equal "$stderr" 'table: write error: No space left on device'
}

@test "table: a Shapemash deck the tools refuse is not drawn either" {
	bag new shapemash -s 1 | bag draw > r.yaml
	sed -i '$s/.*/- ["helmet"]/' r.yaml
	run --separate-stderr table -f r.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "table: r.yaml:105:4: a word on a card is 1 to 32 capital letters A-Z"
}

@test "table --follow draws the game again when another tool moves" {
	bag new shenanigrams -s 7 | deal -N ann,bob > g.yaml
	table -F -n 3 -f g.yaml > screen.txt &
	pid=$!
	wait_until "the first drawing" drawings screen.txt 1
	steal-check -i g.yaml place N 1,1 > /dev/null
	wait_until "the second drawing" drawings screen.txt 2
	# The same bytes written again are no change: no drawing.
	cp g.yaml copy.yaml && mv copy.yaml g.yaml
	steal-check -i g.yaml place E 0,1 > /dev/null
	wait_for $pid
	assert_equal "$status" 0
	run awk 'BEGIN { RS = "\f\n" } { print NR ": " $1 " " $2 " " $3 }' screen.txt
	assert_output - <<'EOF'
1: Shenanigrams: ann to
2: Shenanigrams: bob to
3: Shenanigrams: ann to
EOF
	assert_equal "$(grep -c $'^\f$' screen.txt)" 2
	# The last drawing is the file's own.
	assert_equal "$(awk 'BEGIN { RS = "\f\n" } { d = $0 } END { printf "%s", d }' screen.txt)" "$(table -f g.yaml)"
}

@test "table --follow: a state that cannot be read is said, and the next one drawn" {
	bag new bananagrams -s 1 | deal -N ann,bob > g.yaml
	table -F -n 2 -f g.yaml -o yaml > screen.yaml 2> err.txt &
	pid=$!
	wait_until "the first drawing" test -s screen.yaml
	printf 'bag: [\n' > g.yaml
	wait_until "the reason" test -s err.txt
	bag new bananagrams -s 2 | deal -N ann,cy > g.yaml
	wait_for $pid
	assert_equal "$status" 0
	run cat err.txt
	assert_output 'table: g.yaml:2:1: invalid YAML: did not find expected node content (the drawing before stands)'
	run python3 -c 'import yaml
docs = list(yaml.safe_load_all(open("screen.yaml")))
assert [[p["name"] for p in d["players"]] for d in docs] == [["ann", "bob"], ["ann", "cy"]], docs'
	assert_success
}

@test "table --follow: a state too large is said, and the next one drawn" {
	bag new bananagrams -s 1 | deal -N ann,bob > g.yaml
	table -F -n 2 -f g.yaml -o yaml > screen.yaml 2> err.txt &
	pid=$!
	wait_until "the first drawing" test -s screen.yaml
	python3 -c 'import sys; sys.stdout.write("game: \"bananagrams\"\nbag: \"" + "A" * (17 << 20) + "\"\n")' > big.yaml
	mv big.yaml g.yaml
	wait_until "the reason" test -s err.txt
	bag new bananagrams -s 2 | deal -N ann,cy > new.yaml && mv new.yaml g.yaml
	wait_for $pid
	assert_equal "$status" 0
	run cat err.txt
	assert_output 'table: g.yaml:2:16777197: input is larger than 16 MiB (the drawing before stands)'
	assert_equal "$(grep -c 'name: "cy"' screen.yaml)" 1
}

# fifo_followed PUT...: a game followed while the command PUT puts a FIFO
# in its file's place: said, and followed past to the next game written.
fifo_followed() {
	# The last call's drawing is no first drawing of this one's: it let
	# the FIFO in before this table read the game (slow under ASan).
	rm -f screen.yaml err.txt
	bag new bananagrams -s 1 | deal -N ann,bob > g.yaml
	table -F -n 2 -f g.yaml -o yaml > screen.yaml 2> err.txt &
	pid=$!
	wait_until "the first drawing" test -s screen.yaml
	"$@"
	wait_until "the reason" test -s err.txt
	# Still following past the second a name gone may take to come back.
	sleep 1.2
	kill -0 $pid
	bag new bananagrams -s 2 | deal -N ann,cy > new.yaml && mv new.yaml g.yaml
	wait_for $pid
	assert_equal "$status" 0
	run cat err.txt
	assert_output "table: cannot read game 'g.yaml': it is a FIFO, not a regular file"
	assert_equal "$(grep -c 'name: "cy"' screen.yaml)" 1
}

@test "table --follow: a FIFO put in the file's place is said, and holds nothing up" {
	fifo_followed sh -c 'mkfifo x && mv x g.yaml'
	# The file removed, then a FIFO made under its name: it ended the
	# drawing quietly, as if the game were gone for good.
	fifo_followed sh -c 'rm g.yaml && mkfifo g.yaml'
	# Given one at the start, it is an error.
	mkfifo f.yaml
	run --separate-stderr timeout 10 table -F -f f.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "table: cannot read game 'f.yaml': it is a FIFO, not a regular file"
}

@test "table --follow: an editor's save that takes the file away a moment is followed on" {
	bag new bananagrams -s 1 | deal -N ann,bob > g.yaml
	bag new bananagrams -s 2 | deal -N ann,cy > new.yaml
	table -F -n 2 -f g.yaml -o yaml > screen.yaml 2> err.txt &
	pid=$!
	wait_until "the first drawing" test -s screen.yaml
	# As vim saves: the file renamed to its backup, then a new one written.
	mv g.yaml g.yaml~
	sleep 0.1
	cat new.yaml > g.yaml
	wait_for $pid
	assert_equal "$status" 0
	assert_equal "$(grep -c 'name: "cy"' screen.yaml)" 1
	assert_equal "$(cat err.txt)" ""
}

@test "table --follow ends when the file is removed, exit 0; Ctrl-C ends it with the signal" {
	bag new bananagrams -s 1 | deal -N ann,bob > g.yaml
	table -F -f g.yaml -o json > screen.json &
	pid=$!
	wait_until "the first drawing" test -s screen.json
	rm g.yaml
	wait_for $pid
	assert_equal "$status" 0
	run jq -r .status screen.json
	assert_output peel
	bag new bananagrams -s 1 | deal -N ann,bob > g.yaml
	table -F -f g.yaml > screen.txt &
	pid=$!
	wait_until "the first drawing" test -s screen.txt
	kill -INT $pid
	wait_for $pid
	assert_equal "$status" 130
}

@test "table --follow at a terminal clears the screen and draws anew" {
	bag new bananagrams -s 1 | deal -N ann,bob > g.yaml
	run timeout 20 script -qec 'TERM=xterm table -F -n 1 -f g.yaml' /dev/null
	assert_success
	assert_output --partial $'\033[H\033[2J\033[1mBananagrams'
}

@test "examples/game-night.sh: two games, a slip undone in each, table at the end" {
	run sh "$TOP/examples/game-night.sh" 42
	assert_success
	assert_output "$(cat "$TOP/tests/golden/example-game-night.txt")"
	assert_line 'a PEEL nobody called, undone: undid 3'
	assert_line "p2's trade by mistake, undone: undid 3"
	assert_line 'Shenanigrams: p1 won: SHENANIGRAMS!'
	assert_line '143 entries replayed: game.yaml is what they make'
}
