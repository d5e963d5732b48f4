#!/usr/bin/env bats
# The game state format (wordkit-state(5)): what is refused, and how, by
# every tool that reads a state.
bats_require_minimum_version 1.5.0
load test_helper

# reject NAME: the state in bad.yaml is refused by every state reader with
# exit 2, one line naming the place, nothing on stdout, and with -i the file
# is left byte for byte as it was.
reject() {
	local place=$1 cmd
	cp bad.yaml orig.yaml
	for cmd in "bag count" "bag draw" "bag peel" "bag audit" "deal -p 2"; do
		run --separate-stderr $cmd -f bad.yaml
		assert_fails_cleanly 2
		[[ "$stderr" == *": bad.yaml:$place: "* ]] || \
		    fail "$cmd: '$stderr' does not name bad.yaml:$place"
		run --separate-stderr $cmd -i bad.yaml
		assert_fails_cleanly 2
		cmp bad.yaml orig.yaml
	done
}

@test "state: malformed YAML is refused with its place" {
	printf 'game: "bananagrams"\nbag: [A, B\n' > bad.yaml
	reject 3:1
}

@test "state: an alias bomb is refused at the first anchor" {
	{
		printf 'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n'
		for i in b c d e f g h i; do printf '%s: &%s [*a,*a,*a,*a,*a,*a,*a,*a,*a]\n' $i $i; done
	} > bad.yaml
	reject 1:4
	run --separate-stderr bag count -f bad.yaml
	assert_equal "$stderr" "bag: bad.yaml:1:4: anchors are not allowed"
}

@test "state: an alias alone is refused" {
	printf 'a: 1\nb: *x\n' > bad.yaml
	reject 2:4
}

@test "state: 100,000 nested brackets are refused at depth 64, at once" {
	head -c 100000 /dev/zero | tr '\0' '[' > bad.yaml
	reject 1:65
	run --separate-stderr bag count -f bad.yaml
	assert_equal "$stderr" "bag: bad.yaml:1:65: nesting deeper than 64 levels"
}

@test "state: a duplicate key is refused where it repeats" {
	printf 'game: "bananagrams"\nbag: "AB"\nseed: 1\nbag: "CD"\n' > bad.yaml
	reject 4:1
	run --separate-stderr bag count -f bad.yaml
	assert_equal "$stderr" "bag: bad.yaml:4:1: duplicate key 'bag' (first at line 2)"
}

@test "state: of several repeated keys the least is named, in a mapping of few keys or many" {
	# seed repeats first, bag is the least: a sort of the keys finds it
	printf 'game: "bananagrams"\nseed: 1\nbag: "AB"\nseed: 2\nbag: "CD"\n' > bad.yaml
	run --separate-stderr bag count -f bad.yaml
	assert_equal "$status" 2
	assert_equal "$stderr" "bag: bad.yaml:5:1: duplicate key 'bag' (first at line 3)"
	# and the same among 24 keys, past the few checked key against key
	{ echo 'game: "bananagrams"'; for i in $(seq 10 29); do echo "x$i: 1"; done
	  printf 'seed: 1\nbag: "AB"\nseed: 2\nbag: "CD"\n'; } > bad.yaml
	run --separate-stderr bag count -f bad.yaml
	assert_equal "$status" 2
	assert_equal "$stderr" "bag: bad.yaml:25:1: duplicate key 'bag' (first at line 23)"
}

@test "state: binary junk is refused" {
	printf 'game: "ban\001\002\377\376"\n' > bad.yaml
	reject 1:11
}

@test "state: several documents are refused" {
	printf 'game: "bananagrams"\n---\ngame: "typeset"\n' > bad.yaml
	reject 2:1
}

@test "state: an empty input and a non-mapping are refused" {
	: > bad.yaml
	reject 1:1
	printf -- '- 1\n- 2\n' > bad.yaml
	reject 1:1
}

@test "state: a bad tile, a negative count, a bad player are refused with their place" {
	printf 'game: "bananagrams"\nbag: "ABc"\n' > bad.yaml
	reject 2:6
	printf 'game: "bananagrams"\nbag: "AB"\nshuffles: -1\n' > bad.yaml
	reject 3:11
	printf 'bag: "AB"\nplayers:\n- name: "ann"\n  tags: -2\n' > bad.yaml
	reject 4:9
	printf 'bag: "AB"\nplayers:\n- name: "ann"\n- name: "ann"\n' > bad.yaml
	reject 4:9
	printf 'bag: "AB"\nturn: "zed"\nplayers:\n- name: "ann"\n' > bad.yaml
	reject 2:7
	printf 'bag: "AB"\nplayers: {ann: 1}\n' > bad.yaml
	reject 2:10
	printf 'bag: "AB"\n[1]: x\n' > bad.yaml
	reject 2:1
}

@test "state: a seed typer that is no login is refused by every reader at its place" {
	# Before: only table and deal judged seed_typed_by; bag peel, draw
	# and the rest wrote [1] or "a b" back as if it were a login, and
	# the game stopped at the table.
	local v
	for v in '[1]' '"a b"' '""' '~' '{a: 1}' '"-x"'; do
		printf 'game: "bananagrams"\nbag: "ABCDEF"\nseed_typed_by: %s\n' \
		    "$v" > bad.yaml
		reject 3:16
		run --separate-stderr table -f bad.yaml
		assert_fails_cleanly 2
		assert_equal "$stderr" "table: bad.yaml:3:16: 'seed_typed_by' must be the login of the user who typed the seed: 1 to 32 letters A-Z or a-z, digits, '.', '_' or '-', not first"
	done
	printf 'game: "bananagrams"\nbag: "ABCDEF"\nseed_typed_by: "ann.b-2"\n' > ok.yaml
	run bag draw -f ok.yaml
	assert_success
	assert_line 'seed_typed_by: "ann.b-2"'
}

@test "state: a game that is null or empty names no game: a file is refused at its place, unchanged" {
	local g msg="not a wordkit state: it names no game (a state's key game:, such as game: \"bananagrams\")"
	# It was read as a game named "~" or "null", and written back so.
	for g in '~' 'null' 'Null' 'NULL' '""' "''"; do
		printf 'game: %s\nbag: "ABCD"\nplayers:\n- {name: a, hand: ""}\n' "$g" > g.yaml
		cp g.yaml orig.yaml
		run --separate-stderr bag peel -i g.yaml
		assert_fails_cleanly 2
		assert_equal "$stderr" "bag: g.yaml:1:7: $msg"
		cmp g.yaml orig.yaml
		run --separate-stderr bag count -f g.yaml
		assert_fails_cleanly 2
		assert_equal "$stderr" "bag: g.yaml:1:7: $msg"
	done
	# Nothing after the key: the null is right after its colon.
	printf 'game:\nbag: "ABCD"\n' > g.yaml
	cp g.yaml orig.yaml
	run --separate-stderr bag count -i g.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: g.yaml:1:6: $msg"
	cmp g.yaml orig.yaml
	printf '{"game": null, "bag": "ABCD", "players": [{"name": "a", "hand": ""}]}\n' > j.json
	cp j.json orig.json
	run --separate-stderr bag peel -f j.json
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: j.json:1:10: $msg"
	run bash -c 'bag peel -f j.json -o json 2> /dev/null | jq -c ".error | [.line, .col]"'
	assert_output '[1,10]'
	run --separate-stderr bag peel -i j.json
	assert_fails_cleanly 2
	cmp j.json orig.json
	# A file without game is refused as before, with no place to give.
	printf 'bag: "ABCD"\n' > g.yaml
	run --separate-stderr bag count -f g.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: g.yaml: $msg"
}

@test "state: a null core key is read as a missing one and not written back" {
	# On the standard input a state needs no game: a null one is none.
	run bash -c 'printf "game: ~\nbag: \"AB\"\n" | bag draw -n 1 -s 5'
	assert_success
	assert_output "$(printf 'seed: 5\nbag: "B"\nshuffles: 0\ndrawn: "A"')"
	# A null discard was read as the tiles "n", "u", "l", "l".
	printf '{"game": "bananagrams", "bag": "AB", "discard": null, "turn": null, "winner": null}\n' > g.json
	run --separate-stderr bag count -T -f g.json
	assert_success
	assert_output 2
	run bash -c 'bag draw -n 1 -s 5 -f g.json -o json | jq -c .'
	assert_success
	assert_output '{"game":"bananagrams","seed":5,"bag":"B","shuffles":0,"drawn":"A"}'
	# A player's keys too: a null name is no name, a null hand no hand.
	printf 'game: "bananagrams"\nbag: "AB"\nplayers:\n- {name: null, hand: ""}\n' > g.yaml
	run --separate-stderr bag count -f g.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: g.yaml:4:3: a player has no name"
	printf 'game: "bananagrams"\nbag: "AB"\nplayers:\n- {name: a, hand: ~}\n' > g.yaml
	run --separate-stderr bag peel -f g.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: g.yaml: player 'a' has no hand"
	# A quoted "null" is a string, as ever: a game of that name.
	printf 'game: "null"\nbag: "AB"\n' > g.yaml
	run bag count -T -f g.yaml
	assert_success
	assert_output 2
}

@test "state: a document over 16 MiB is refused" {
	{ printf 'pad: "'; head -c $((17 * 1024 * 1024)) /dev/zero | tr '\0' 'A'; printf '"\n'; } > bad.yaml
	run --separate-stderr bag count -f bad.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: bad.yaml:1:16777217: input is larger than 16 MiB"
}

@test "state: a state is as large as its YAML: one that fits is answered in JSON too" {
	# 1.4 MB of YAML is 19.6 MB of indented JSON; it was refused as JSON
	# ("larger than 16 MiB") and taken as YAML.
	python3 -c 'import sys; sys.stdout.write("game: \"bananagrams\"\nbag: \"AB\"\nnotes:\n" + "- [[[[[[[[[[1]]]]]]]]]]\n" * 60000)' > deep.yaml
	run bash -c 'bag draw -f deep.yaml -o json | jq -r ".drawn, (.notes | length)"'
	assert_success
	assert_output "$(printf 'A\n60000')"
	run bash -c 'bag draw -f deep.yaml -o yaml | bag count -T'
	assert_success
	assert_output 1
}

@test "state: a missing file is exit 2 with the reason" {
	run --separate-stderr bag count -f nosuch.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: cannot open 'nosuch.yaml': No such file or directory"
}

@test "state: -f and -i together are a usage error" {
	bag new bananagrams -s 1 > g.yaml
	run --separate-stderr bag draw -f g.yaml -i g.yaml
	assert_fails_cleanly 2
}

@test "state: letters and words are double-quoted, so NO and Y stay strings" {
	printf 'A: 1\nN: 1\nO: 1\nY: 1\n' > d.yaml
	bag new --distribution d.yaml -s 2 | deal -N NO,Y -n 2 > g.yaml
	grep -qx -- '- name: "NO"' g.yaml
	grep -qx -- '- name: "Y"' g.yaml
	grep -q '^bag: "' g.yaml
	grep -q '^  hand: "' g.yaml
}

@test "state: keys are written in the fixed order, unknown keys after" {
	printf 'zeta: 1\nplayers:\n- hand: "AB"\n  extra: x\n  name: "a"\nbag: "CD"\ngame: "shenanigrams"\nseed: 4\nalpha: 2\n' > g.yaml
	run bag fill -p a -f g.yaml
	assert_success
	assert_equal "$(printf '%s\n' "$output" | sed 's/:.*//' | tr '\n' ' ')" \
	    "game seed bag shuffles players - name   hand   extra zeta alpha "
	# A player's login comes after the name, as wordkit-state(5) says.
	printf 'game: "shenanigrams"\nbag: "CDE"\nplayers:\n- tags: 7\n  extra: x\n  hand: "AB"\n  login: "%s"\n  name: "a"\n' "$(id -un)" > h.yaml
	bag fill -p a -f h.yaml > out.yaml
	assert_equal "$(sed -n 's/^[- ] *\([a-z]*\):.*/\1/p' out.yaml | tr '\n' ' ')" \
	    "name login hand tags extra "
}

@test "state: a state survives every tool round trip with its unknown keys" {
	bag new shenanigrams -s 21 | deal -N ann,bob > g.yaml
	printf 'house_rules: {timer: 5, dictionary: "large"}\nlog:\n- "ann traded"\n- {turn: 3}\n' >> g.yaml
	who=$(yaml_str turn g.yaml)
	bag trade -p "$who" -f g.yaml | bag fill | bag draw -n 2 | bag return --all -p ann > out.yaml
	grep -qx 'house_rules: {timer: 5, dictionary: "large"}' out.yaml
	grep -qx -- '- "ann traded"' out.yaml
	grep -qx -- '- {turn: 3}' out.yaml
	bag audit -f out.yaml
}

@test "state: in JSON a whole number beyond 2^53-1 is a string, so jq reads it exactly" {
	printf 'game: "bananagrams"\nbag: "AB"\nbig: 9007199254740992\nok: 9007199254740991\nneg: -90071992547409921\nf: 1.5\n' > g.yaml
	run bash -c 'bag draw -f g.yaml -o json | jq -c "[.big, .ok, .neg, .f]"'
	assert_output '["9007199254740992",9007199254740991,"-90071992547409921",1.5]'
}

@test "state: a JSON surrogate pair is the one character it encodes, and round-trips" {
	python3 -c 'import json; print(json.dumps({"game": "bananagrams", "seed": 3, "bag": "ABC", "note": "smile \U0001F600 ok"}))' > g.json
	grep -qF '\ud83d\ude00' g.json
	run bag count -f g.json
	assert_success
	# JSON out: the character itself, in UTF-8.
	bag draw -n 1 -f g.json -o json > out.json
	grep -qF '"note": "smile 😀 ok"' out.json
	# YAML out: libyaml escapes a character beyond U+FFFF, as \U0001F600.
	bag draw -n 1 -f g.json > out.yaml
	grep -qF '"note": "smile \U0001F600 ok"' out.yaml
	# Both read back to the one character, by us and by Python.
	for f in out.json out.yaml; do
		run bash -c "bag draw -n 1 -f $f -o json | python3 -c 'import json, sys; print(json.load(sys.stdin)[\"note\"] == \"smile \U0001F600 ok\")'"
		assert_output True
		run python3 -c "import sys, yaml; print(yaml.safe_load(open('$f'))['note'] == 'smile \U0001F600 ok')"
		assert_output True
	done
}

@test "state: after a surrogate pair, a place on the same line is still its column" {
	printf '{"note": "\\ud83d\\ude00", "bag": 5}\n' > bad.yaml
	run --separate-stderr bag count -f bad.yaml
	assert_fails_cleanly 2
	[[ "$stderr" == "bag: bad.yaml:1:33: "* ]] || fail "$stderr"
}

@test "state: a lone surrogate is refused at its place" {
	printf '{"game": "bananagrams",\n "note": "x\\ud83d", "bag": "A"}\n' > bad.yaml
	reject 2:12
	printf '{"game": "bananagrams",\n "note": "x\\ude00\\ud83d", "bag": "A"}\n' > bad.yaml
	reject 2:12
	printf '{"game": "bananagrams",\n "note": "\\ud83d\\u0041", "bag": "A"}\n' > bad.yaml
	reject 2:11
	run --separate-stderr bag count -f bad.yaml
	assert_equal "$stderr" "bag: bad.yaml:2:11: invalid YAML: \\ud83d is half of a character: a high surrogate needs a low one (\\udc00 to \\udfff) right after it"
}

@test "state: a surrogate escape outside double quotes is text as written" {
	printf "game: \"bananagrams\"\nbag: \"AB\"\nseed: 1\nplain: a\\\\ud83d\nsingle: '\\\\ud83d\\\\ude00'\nlit: |\n  \"\\\\ud83d\"\n" > g.yaml
	cat g.yaml
	run bag draw -n 1 -f g.yaml
	assert_success
	assert_line 'plain: a\ud83d'
	assert_line "single: '\\ud83d\\ude00'"
	assert_line '  "\ud83d"'
}
