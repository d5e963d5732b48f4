#!/usr/bin/env bats
# The contract as a program sees it: every key that any tool prints with
# -o json or -o yaml, at every depth, is a key of wordkit-json(7), of the
# type the page gives it, whatever the tool (tests/json-shapes.py reads the
# page's table).  The walk is the one of tests/formats.bats: every tool,
# every subcommand that takes -o, every call of tests/calls.bash; a state a
# tool prints is held to the same table, so the state's keys are in it.
bats_require_minimum_version 1.5.0
load test_helper
load calls

setup() {
	cd "$BATS_TEST_TMPDIR" || return 1
	calls_setup
}

PAGE="$TOP/man/wordkit-json.7"

# shapes LIST: json-shapes.py on LIST, failing with its findings.
shapes() {
	run python3 "$TOP/tests/json-shapes.py" "$PAGE" "$1"
	[ "$status" -eq 0 ] || fail "$(printf 'not the shapes of wordkit-json(7):\n%s' "$output")"
}

# answer N LABEL CALL [FMTS]: CALL's -o json and -o yaml (those of FMTS,
# default both) into out.N.json and out.N.yaml, and a line of the list for
# json-shapes.py ("-" for a format the tool does not write).  -o goes
# where CALL says FMT, or last.
answer() {
	local f file call
	printf '%s\t' "$2: $3" >> list.txt
	for f in json yaml; do
		file=-
		if [[ " ${4:-json yaml} " == *" $f "* ]]; then
			file=out.$1.$f
			call=$3
			[[ $call == *FMT* ]] || call="$call -o FMT"
			eval "${call/FMT/$f}" > "$file" 2> /dev/null || true
		fi
		printf '%s' "$file" >> list.txt
		[[ $f == yaml ]] || printf '\t' >> list.txt
	done
	printf '\n' >> list.txt
}

# answer_for TOOL CMD CALL FORMATS FOR: CALL's answers, where -o is FOR it.
answer_for() {
	[[ $5 == 1 ]] && answer $((n += 1)) "$1" "$3" "$4"
	return 0
}

@test "json: every key of every answer is the page's, of the page's type" {
	: > list.txt
	n=0
	each_call answer_for
	[ "$n" -gt 40 ] || fail "only $n calls"
	shapes list.txt
}

@test "json: the error document of every class has the page's keys" {
	: > list.txt
	echo '{bag: "A", bag: "B"}' > dup.yaml
	printf 'ann 2\nbob 1 7\n' > bad.txt
	answer 1 bag "bag count -o FMT --no-such-option"
	answer 2 bag "bag count -f dup.yaml"
	answer 3 bag "bag count -f no-such.yaml"
	answer 4 tally "tally bad.txt"
	answer 5 steal-check "steal-check -f dup.yaml --find"
	shapes list.txt
	run python3 -c 'import json, sys
for f in sys.argv[1:]:
    assert list(json.load(open(f))) == ["error"], f' out.[1-5].json
	assert_success
}

@test "json: tally answers in yaml and json, players a list and the winners too" {
	run tally -o json -g shapemash team.txt
	assert_success
	python3 -c 'import json, sys
d = json.loads(sys.argv[1])
assert d == {"players": [{"name": "red", "total": 10}, {"name": "blue", "total": 4}],
    "winners": ["red"], "over": True}, d' "$output"
	run --separate-stderr tally -o yaml -g shapemash-medium coop.txt
	assert_failure 1
	assert_output "$(printf '%s\n' 'points: 2' 'lives: 0' 'won: false' 'over: true' 'rule: "out-of-lives"' 'message: "lost: no lives left (points: 2, goal: 10)"')"
	run tally -o json level.txt
	assert_success
	python3 -c 'import json, sys
d = json.loads(sys.argv[1])
assert d["winners"] == ["ann", "bob"] and d["over"] is True, d' "$output"
}

@test "json: who won is winners, a list of names, in every answer; players a list" {
	run bot bananagrams -p 2 -s 1 -t 3 -o json
	assert_success
	python3 -c 'import json, sys
d = json.loads(sys.argv[1])
assert d["winners"] == ["p1"] and "winner" not in d, d
assert d["players"] == [{"name": "p1"}, {"name": "p2"}], d' "$output"
	run bot shenanigrams -p 2 -s 1 -t 5 -o yaml
	assert_failure 1
	assert_line 'winners: []'
	run bot bananagrams -p 8 -s 1 -H 3 -o json
	python3 -c 'import json, sys
d = json.loads(sys.argv[1])
assert d["winners"] == ["p7"] and d["best_of"] == 3, d
assert [p for p in d["players"] if p["total"]] == [
    {"name": "p7", "total": 2}, {"name": "p8", "total": 1}], d
assert len(d["players"]) == 8 and len(d["hands"]) == 3, d' "$output"
}

@test "json: the count flags answer one document of totals" {
	run bag count -T -o json -f bg.yaml
	assert_output '{"total": 102}'
	run words anagram -c -o json TEA
	assert_output '{"total": 8}'
	run score-typeset -t -o json ann.mat bob.mat
	python3 -c 'import json, sys
d = json.loads(sys.argv[1])
assert d == {"players": [{"name": "ann", "total": 5}, {"name": "bob", "total": 5}]}, d' "$output"
	run categories check -t -o json cat.yaml
	python3 -c 'import json, sys
d = json.loads(sys.argv[1])
assert d == {"players": [{"name": "ann", "total": 1}, {"name": "bob", "total": 0}]}, d' "$output"
}

@test "json: the checker fails on an unknown key and on a wrong type, naming both" {
	printf '{"players": 2, "winner": "p1", "score": {"p1": 1}}\n' > a.json
	cp a.json a.yaml
	printf '0\n0\n' > b.json
	cp b.json b.yaml
	printf 'bot: x\ta.json\ta.yaml\nscore-typeset: y\tb.json\tb.yaml\n' > l.txt
	run python3 "$TOP/tests/json-shapes.py" "$PAGE" l.txt
	assert_failure 1
	assert_line "bot: x: .players: int, not the page's list of map"
	assert_line "bot: x: .score: key 'score' is not in wordkit-json(7)"
	assert_line --partial "score-typeset: y: .: not one JSON document"
	printf '{"bag": "A"}\n' > c.json
	printf 'bag: "B"\n' > c.yaml
	printf 'bag: z\tc.json\tc.yaml\n' > l.txt
	run python3 "$TOP/tests/json-shapes.py" "$PAGE" l.txt
	assert_failure 1
	assert_output "bag: z: .: -o yaml is not the data of -o json"
}

@test "json: a verdict naming the words an insertion's shift made has the page's keys" {
	: > list.txt
	# H into CAT shifts the O hanging from its T onto PEN: OPEN.
	printf '%s\n' 'game: "shenanigrams"' 'seed: 1' 'bag: "EEEEEEEEEE"' \
	    'shuffles: 0' 'discard: ""' 'turn: "ann"' 'players:' \
	    '- name: "ann"' '  hand: "HS"' '  tags: 7' \
	    '- name: "bob"' '  hand: "AEIOU"' '  tags: 7' \
	    'board: |' '  CAT.' '  ..O.PEN' \
	    'tagged: [{word: "CAT", owner: "bob", at: "1,1", dir: "across"}]' > open.yaml
	answer 1 steal-check "steal-check -f open.yaml insert H 1,2 across"
	answer 2 steal-check "steal-check -f open.yaml --find -n 1"
	shapes list.txt
	grep -q '"shifted"' out.1.json
	grep -q '"shifted"' out.2.json
}

@test "json: the verdict of a rule no, in every referee, has the page's keys" {
	: > list.txt
	answer 1 bag "bag dump Q -p ann -f bg.yaml"
	answer 2 steal-check "steal-check -f sh.yaml -p bob place A 1,1 -e"
	answer 3 play-typeset "play-typeset -f ts2.yaml -a -p ann vowel Q 1"
	printf 'A: 10\n' > tiny.yaml
	bag new --distribution tiny.yaml -s 1 > tiny-bag.yaml
	answer 4 deal "deal -p 2 -f tiny-bag.yaml"
	answer 5 validate "validate cat xqz"
	answer 6 solve "solve QQQA"
	answer 7 words "words anagram QQQ" json
	answer 8 categories "categories write -p bob -c 1 ZEBRA -f cat.yaml"
	shapes list.txt
	run python3 -c 'import json, sys
for f in sys.argv[1:]:
    d = json.load(open(f))
    assert "rule" in d and "message" in d, (f, d)' out.[1-8].json
	assert_success
}
