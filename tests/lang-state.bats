#!/usr/bin/env bats
# Games in other languages: tiles, bags, hands and states with "lang".
bats_require_minimum_version 1.5.0
load test_helper

# chars STR: how many characters STR holds in UTF-8 (continuation bytes
# are no character), whatever the locale.
chars() {
	printf '%s' "$1" | tr -d '\200-\277' | wc -c
}

# refused STDERR CMD...: CMD exits 2, one line on stderr, and it is STDERR.
refused() {
	local want=$1

	shift
	run --separate-stderr "$@"
	assert_fails_cleanly 2
	assert_equal "$stderr" "$want"
}

# count_of CHAR FILE: how many times CHAR is in FILE.
count_of() {
	grep -o -- "$1" "$2" | wc -l
}

@test "lang: a Spanish Bananagrams game deals 21 tiles each from the Spanish set" {
	bag new bananagrams --lang es -s 1 | deal -p 2 > g.yaml
	assert_equal "$(yaml_str lang g.yaml)" "es"
	assert_equal "$(chars "$(hand p1 g.yaml)")" 21
	assert_equal "$(chars "$(hand p2 g.yaml)")" 21
	assert_equal "$(chars "$(yaml_str bag g.yaml)")" 102
	# lang/es.yaml gives Bananagrams one Ñ: bag or hands hold it.
	assert_equal "$(count_of 'Ñ' g.yaml)" 1
	run bag audit -f g.yaml
	assert_success
	assert_output "complete: 144 tiles"
}

@test "lang: bag count shows the Spanish Ñ in UTF-8, in every format" {
	bag new bananagrams --lang es -s 1 > g.yaml
	run bag count -f g.yaml
	assert_success
	assert_line --index 0 "total 144"
	# After Z, as the alphabet numbers its letters.
	assert_equal "${lines[-1]}" "Ñ 1"
	assert_equal "${lines[-2]}" "Z 1"
	run bag count -f g.yaml -o json
	assert_success
	assert_output --partial '"Z": 1, "Ñ": 1, "?": 0}}'
	run bag count -f g.yaml -o yaml
	assert_success
	assert_line '  "Ñ": 1'
}

@test "lang: the German set is Kosmos's, no Ä Ö Ü; a set of Ä Ö Ü counts them after Z" {
	bag new bananagrams --lang de -s 7 > g.yaml
	run bag count -f g.yaml
	assert_success
	refute_line --regexp '^(Ä|Ö|Ü) '
	assert_line "Q 1"
	assert_line "X 1"
	assert_line "Y 1"
	run bag audit -f g.yaml
	assert_output "complete: 144 tiles"
	# A set of one's own may have them: they come after Z.
	printf '{"Ü": 1, "Z": 1, "Ä": 2, "Ö": 1}\n' > d.yaml
	run bash -c 'bag new bananagrams --lang de -D d.yaml -s 7 | bag count | tail -4'
	assert_output "$(printf 'Z 1\nÄ 2\nÖ 1\nÜ 1')"
}

@test "lang: bananagrams-wild adds 6 wilds to a language's 144, shenanigrams and typeset are its own" {
	run bash -c 'bag new bananagrams-wild --lang es -s 1 | bag count | sed -n "1p;\$p"'
	assert_output "$(printf 'total 150\n? 6')"
	run bash -c 'bag new typeset --lang de -s 1 | bag count -T'
	assert_output 45
	run bash -c 'bag new shenanigrams --lang es -s 1 | bag audit'
	assert_output "complete: 144 tiles"
}

@test "lang: draw, dump, return and peel keep every Spanish tile" {
	# Seed 4 deals p1 an Ñ, so there is one to dump (in Bananagrams a
	# tile reaches a hand by the deal, a PEEL or a DUMP: no draw).
	bag new bananagrams --lang es -s 4 | deal -p 2 > g.yaml
	case "$(hand p1 g.yaml)" in *Ñ*) ;; *) fail "no Ñ in p1's hand" ;; esac
	run bag dump ñ -p p1 -i g.yaml
	assert_success
	assert_equal "$(chars "$output")" 3
	# Four tiles onto the table and back (a hand returns none).
	bag draw -n 4 -i g.yaml > /dev/null
	bag return "$(yaml_str drawn g.yaml)" -i g.yaml
	run bag peel -i g.yaml
	assert_success
	assert_equal "$(count_of 'Ñ' g.yaml)" 1
	run bag audit -f g.yaml
	assert_success
	assert_output "complete: 144 tiles"
	# Read, written, read again: a tile less each time, none lost.
	n=$(bag count -T -f g.yaml)
	run bash -c 'bag draw -f g.yaml | bag draw | bag count -T'
	assert_output "$((n - 2))"
	run bash -c 'bag draw -f g.yaml | bag draw | bag audit'
	assert_output "complete: 144 tiles"
}

@test "lang: a Spanish state survives a round trip through JSON and back" {
	bag new bananagrams --lang es -s 2 | deal -p 3 -o json > g.json
	grep -q '"lang": "es"' g.json
	bag draw -f g.json > g.yaml
	run bag audit -f g.yaml
	assert_output "complete: 144 tiles"
	assert_equal "$(count_of 'Ñ' g.yaml)" 1
}

@test "lang: a tile given on the command line is read in the game's language" {
	printf 'game: "shenanigrams"\nlang: "es"\nseed: 1\nbag: "AAAA"\nplayers:\n  - name: "ann"\n    hand: "ÑE"\n' > g.yaml
	run bag return ñ -p ann -f g.yaml
	assert_success
	assert_equal "$(count_of 'Ñ' <(printf '%s\n' "$output"))" 1
	refused "bag: 'Ç' is not a string of tiles (A-Z, Ñ or ?): spell it C (see 'bag --help')" \
	    bag return Ç -p ann -f g.yaml
	run --separate-stderr bag return A -p ann -f g.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "bag: ann has no 'A' to return (rule: not-held)"
}

@test "lang: a move's tile that the language folds says how to spell it" {
	# Before, "bag dump ß" in a German game said only that 'ß' is not a
	# string of tiles, where a hand or a grid says how its tiles spell it.
	printf 'game: "bananagrams"\nlang: "de"\nseed: 1\nbag: "AAAA"\nplayers:\n  - name: "ann"\n    hand: "SSE"\n' > g.yaml
	refused "bag: 'ß' is not a string of tiles (A-Z, Ä, Ö, Ü or ?): spell it SS (see 'bag --help')" \
	    bag dump ß -p ann -f g.yaml
	refused "bag: 'ẞ' is not a string of tiles (A-Z, Ä, Ö, Ü or ?): spell it SS (see 'bag --help')" \
	    bag dump ẞ -p ann -f g.yaml
	# In a string of several, the first that is no tile, and its spelling.
	refused "bag: 'EßE' is not a string of tiles (A-Z, Ä, Ö, Ü or ?): spell 'ß' as SS (see 'bag --help')" \
	    bag return EßE -p ann -f g.yaml
	printf 'game: "bananagrams"\nlang: "fr"\nseed: 1\nbag: "AAAA"\nplayers:\n  - name: "ann"\n    hand: "ETE"\n' > f.yaml
	refused "bag: 'été' is not a string of tiles (A-Z or ?): spell 'é' as E (see 'bag --help')" \
	    bag return été -p ann -f f.yaml
	# A character that spells no letter is said as before.
	refused "bag: 'Σ' is not a string of tiles (A-Z, Ä, Ö, Ü or ?) (see 'bag --help')" \
	    bag dump Σ -p ann -f g.yaml
	run bag dump E -p ann -f g.yaml
	assert_success
}

@test "lang: bad UTF-8 in a hand is exit 2 with file:line:col, the column in characters" {
	printf 'game: "bananagrams"\nlang: "es"\nbag: "AB"\nplayers:\n  - name: "ann"\n    hand: "ÑA\377B"\n' > bad.yaml
	refused "bag: bad.yaml:6:14: invalid YAML: invalid leading UTF-8 octet" \
	    bag count -f bad.yaml
	# A character cut short is placed at its first byte, not the next.
	printf 'game: "bananagrams"\nlang: "es"\nbag: "AÑ\303B"\n' > cut.yaml
	refused "bag: cut.yaml:3:9: invalid YAML: invalid trailing UTF-8 octet" \
	    bag count -f cut.yaml
}

@test "lang: a letter that is no tile of the language is exit 2, named" {
	printf 'game: "bananagrams"\nlang: "es"\nbag: "AB"\nplayers:\n  - name: "ann"\n    hand: "ÑAÄB"\n' > bad.yaml
	refused "bag: bad.yaml:6:11: 'hand' holds 'Ä' (character 3), not a tile: tiles are A-Z, Ñ or ?; spell it A" \
	    bag count -f bad.yaml
	# A small letter is a wild on a grid, never a tile in a bag.
	printf 'game: "bananagrams"\nlang: "de"\nbag: "Aä"\n' > bad.yaml
	refused "deal: bad.yaml:3:6: 'bag' holds 'ä' (character 2), not a tile: tiles are A-Z, Ä, Ö, Ü or ?" \
	    deal -p 1 -f bad.yaml
	# An English state has no Ñ.
	printf 'game: "bananagrams"\nbag: "AÑ"\n' > bad.yaml
	refused "bag: bad.yaml:2:6: 'bag' holds 'Ñ' (character 2), not a tile: tiles are A-Z or ?; spell it N" \
	    bag count -f bad.yaml
}

@test "lang: a state's tile the language folds says how to spell it, at its place" {
	# Before, a German hand holding ß said only that it is not a tile,
	# where a move, a grid and a mat say how the tiles spell it.
	printf 'game: "bananagrams"\nlang: "de"\nseed: 1\nbag: "AAAA"\nplayers:\n  - name: "ann"\n    hand: "EßE"\n' > g.yaml
	refused "bag: g.yaml:7:11: 'hand' holds 'ß' (character 2), not a tile: tiles are A-Z, Ä, Ö, Ü or ?; spell it SS" \
	    bag count -f g.yaml
	# A bag, in French; a letter and its combining mark are one character.
	printf 'game: "bananagrams"\nlang: "fr"\nbag: "AAÉA"\n' > f.yaml
	refused "bag: f.yaml:3:6: 'bag' holds 'É' (character 3), not a tile: tiles are A-Z or ?; spell it E" \
	    bag count -f f.yaml
	printf 'game: "bananagrams"\nlang: "fr"\nbag: "AE\xcc\x81A"\n' > f.yaml
	refused "bag: f.yaml:3:6: 'bag' holds 'É' (character 2), not a tile: tiles are A-Z or ?; spell it E" \
	    bag count -f f.yaml
	# The discard pile too; a character that spells no letter as before.
	printf 'game: "bananagrams"\nlang: "de"\nbag: "A"\ndiscard: "ẞA"\n' > g.yaml
	refused "deal: g.yaml:4:10: 'discard' holds 'ẞ' (character 1), not a tile: tiles are A-Z, Ä, Ö, Ü or ?; spell it SS" \
	    deal -p 1 -f g.yaml
	printf 'game: "bananagrams"\nlang: "de"\nbag: "AΣ"\n' > g.yaml
	refused "bag: g.yaml:3:6: 'bag' holds 'Σ' (character 2), not a tile: tiles are A-Z, Ä, Ö, Ü or ?" \
	    bag count -f g.yaml
}

@test "lang: an unknown language is exit 2 at the place of the key" {
	printf 'game: "bananagrams"\nlang: "xx"\nbag: "A"\n' > bad.yaml
	run --separate-stderr bag count -f bad.yaml
	assert_fails_cleanly 2
	[[ $stderr == "bag: bad.yaml:2:7: unknown language 'xx': not one of en, "* ]] ||
		fail "stderr: $stderr"
	run --separate-stderr bag new bananagrams --lang xx
	assert_fails_cleanly 2
	[[ $stderr == "bag: unknown language 'xx': not one of en, "* ]] ||
		fail "stderr: $stderr"
}

@test "lang: English states are unchanged: no lang key, and --lang en is the default" {
	run bag new bananagrams -s 42
	assert_output "$(cat "$TOP/tests/golden/bag-new-bananagrams-42.yaml")"
	refute_output --partial "lang"
	run bag new bananagrams -s 42 --lang en
	assert_output "$(cat "$TOP/tests/golden/bag-new-bananagrams-42.yaml")"
	# A state that says lang: "en" keeps saying it.
	printf 'game: "bananagrams"\nlang: "en"\nseed: 1\nbag: "AB"\n' > g.yaml
	run bag draw -f g.yaml
	assert_line 'lang: "en"'
}

@test "lang: a distribution's keys are the language's letters, in UTF-8" {
	printf '{"Ñ": 3, "a": 2, "?": 1}\n' > d.yaml
	bag new -D d.yaml --lang es -s 1 > g.yaml
	assert_equal "$(count_of 'Ñ' <(yaml_str bag g.yaml))" 3
	run grep -F 'distribution: {"A": 2, "Ñ": 3, "?": 1}' g.yaml
	assert_success
	run bag audit -f g.yaml
	assert_output "complete: 6 tiles"
	refused "bag: d.yaml:1:2: 'Ñ' is not a tile (A-Z or ?); spell it N" bag new -D d.yaml -s 1
	printf '{"Ç": 3}\n' > d.yaml
	refused "bag: d.yaml:1:2: 'Ç' is not a tile of es (A-Z, Ñ or ?); spell it C" \
	    bag new -D d.yaml --lang es -s 1
	# Ñ written as N and a combining tilde is Ñ, as anywhere else.
	printf '{"N\xcc\x83": 2, "n": 1}\n' > d.yaml
	bag new -D d.yaml --lang es -s 1 > g.yaml
	run grep -F 'distribution: {"N": 1, "Ñ": 2}' g.yaml
	assert_success
}

@test "lang: a distribution's key that folds onto one tile is told how to spell it" {
	# Before: a hand, a grid or a state's bag said "spell it E" of an
	# É, but a distribution's key only that it was no tile.
	printf '{"\xc3\x89": 2, "A": 1}\n' > d.yaml
	refused "bag: d.yaml:1:2: 'É' is not a tile (A-Z or ?); spell it E" bag new -D d.yaml -s 1
	# E and a combining acute accent are the one letter É (quoted as
	# written, its mark escaped, as every key is).
	printf '{"E\xcc\x81": 2}\n' > d.yaml
	refused "bag: d.yaml:1:2: 'E\u{301}' is not a tile (A-Z or ?); spell it E" bag new -D d.yaml -s 1
	# A key folded onto two letters is no one tile: no spelling to give.
	printf '{"\xc3\x9f": 2}\n' > d.yaml
	refused "bag: d.yaml:1:2: 'ß' is not a tile of de (A-Z, Ä, Ö, Ü or ?)" \
	    bag new -D d.yaml --lang de -s 1
	# Nor to a key of two letters, nor to a sign that folds onto none.
	printf 'AB: 2\n' > d.yaml
	refused "bag: d.yaml:1:1: 'AB' is not a tile (A-Z or ?)" bag new -D d.yaml -s 1
	printf '{"\xe2\x82\xac": 2}\n' > d.yaml
	refused "bag: d.yaml:1:2: '€' is not a tile (A-Z or ?)" bag new -D d.yaml -s 1
}

@test "lang: a deck of cards is English, and a language is chosen by bag new alone" {
	run --separate-stderr bag new shapemash --lang de
	assert_fails_cleanly 2
	# A state keeps its language: another command's --lang only names it
	# (or gives an alphabet file of one's own), and cannot change it.
	bag new bananagrams -s 1 > g.yaml
	refused "bag: g.yaml is in 'en', not 'es': --lang names the state's language (see 'bag --help')" \
	    bag count --lang es -f g.yaml
}

@test "lang: Shenanigrams' first player is closest to Z in the alphabet's order: Ü after Z" {
	# Five tiles each, then p1 draws Z and p2 draws Ü: p2 goes first.
	printf 'game: "shenanigrams"\nlang: "de"\nseed: 1\nbag: "AAAAABBBBBZÜEEE"\n' > g.yaml
	run deal -p 2 -f g.yaml -o text
	assert_success
	assert_line "first p2: p1 drew Z, p2 drew Ü"
}

@test "lang: a game's dictionary follows its language unless -d or WORDKIT_DICT says" {
	# KNOW is English and no Spanish word; the bunch is empty.
	printf '{"K": 1, "N": 1, "O": 1, "W": 1}\n' > d.yaml
	bag new -D d.yaml --lang es -s 1 | deal -p 1 -n 4 > g.yaml
	printf 'KNOW\n' > grid.txt
	run bag bananas -p p1 -g grid.txt -d standard -f g.yaml -o text
	assert_success
	assert_output "winner: p1"
	WORDKIT_DICT=standard run bag bananas -p p1 -g grid.txt -f g.yaml -o text
	assert_success
	# Without either, the Spanish dictionary judges KNOW: never a winner.
	run bag bananas -p p1 -g grid.txt -f g.yaml -o text
	assert_failure
}

@test "lang: --lang without a state is the language of the words, the hand and the grid" {
	# BÄR is a German word, spelt in German tiles; --lang de says so as
	# a state's lang would, where no state is read (validate, solve).
	run validate --lang de BÄR
	assert_success
	assert_output ""
	printf 'BÄR\n' > grid.txt
	run validate --lang de --grid grid.txt --hand RÄB
	assert_success
	run solve --lang de RÄB
	assert_success
	assert_output "BÄR"
	# -d still names the dictionary, and English has no Ä.
	run --separate-stderr solve --lang de -d standard RÄB
	assert_fails_cleanly 2
	assert_equal "$stderr" "solve: the hand 'RÄB', column 2: 'Ä' is not a letter of en (English): spell it A"
	run --separate-stderr validate --lang en BÄR
	assert_failure 1
}

@test "lang: thousands of random moves in Spanish and German create and lose no tile" {
	run "$BUILD/tests/prop-tiles" 600 60 "$TOP/lang"
	assert_success
	assert_output --partial "ok 600 games"
}

@test "lang: bag bananas reads a German grid in UTF-8 and reports it in UTF-8" {
	# ÄRGER is German; its tiles are the whole hand, the bunch empty.
	printf '{"Ä": 1, "R": 2, "G": 1, "E": 1}\n' > d.yaml
	bag new -D d.yaml --lang de -s 1 | deal -p 1 -n 5 > g.yaml
	printf 'ÄRGER\n' > grid.txt
	run bag bananas -p p1 -g grid.txt -f g.yaml -o text
	assert_success
	assert_output "winner: p1"
	# A grid that leaves a tile unused, and one with no German word, are
	# Rotten Bananas whose report names the letters in UTF-8.
	printf '{"Ä": 1, "R": 2, "G": 1, "E": 1, "X": 1}\n' > d6.yaml
	bag new -D d6.yaml --lang de -s 1 | deal -p 1 -n 6 > g6.yaml
	run --separate-stderr bag bananas -p p1 -g grid.txt -f g6.yaml -o text
	assert_failure 1
	assert_output ""
	[[ $stderr == *"Rotten Banana"* ]]
	printf 'ÄRGERX\n' > bad.txt
	run --separate-stderr bag bananas -p p1 -g bad.txt -f g6.yaml -o text
	assert_failure 1
	[[ $stderr == *ÄRGERX* ]]
	# Bad UTF-8 in the grid is exit 2 at its place, counted in characters.
	printf 'ÄR\xffGER\n' > broken.txt
	refused "bag: broken.txt:1:3: bad UTF-8: a byte that is never in UTF-8" \
	    bag bananas -p p1 -g broken.txt -f g6.yaml
}
