#!/usr/bin/env bats
# Typeset in other languages: play-typeset and score-typeset play a
# state's language, its vowels and its letters, in UTF-8.
bats_require_minimum_version 1.5.0
load test_helper

setup() {
	cd "$BATS_TEST_TMPDIR" || return 1
	export XDG_CACHE_HOME="$BATS_TEST_TMPDIR/cache"
}

# german: a German game for ann, set up, in g.yaml (turn letters H F N Z T).
german() {
	bag new typeset --lang de -s 3 | deal --names ann |
	    play-typeset start > g.yaml
}

@test "play-typeset: a German game end to end, HÜFTE written with the vowel Ü" {
	german
	run play-typeset draw -i g.yaml
	assert_success
	assert_output "turn 1, round 1: H"
	run play-typeset -i g.yaml 'place 1, vowel ü 1'
	assert_success
	assert_line "crosses off Ü (column 1) and writes it at 1,2: HÜ"
	for a in 'place 1' 'place 2' 'ignore' 'place 1, vowel E 1'; do
		run play-typeset draw -i g.yaml
		assert_success
		run play-typeset -i g.yaml "$a"
		assert_success
	done
	assert_line "crosses off E (column 1) and writes it at 1,5: HÜFTE"
	run grep -F 'rows: ["HÜFTE", "N", "", "", "", ""]' g.yaml
	assert_success
	run grep -Fx '    vowels: "ÜE"' g.yaml
	assert_success
	run play-typeset -i g.yaml stop
	assert_success
	# The state's language picks the dictionary: HÜFTE is a German word.
	run score-typeset -t -f g.yaml
	assert_success
	assert_output 7
	run score-typeset -f g.yaml
	assert_line "   1  HÜFTE    HÜFTE    word        +8"
}

@test "play-typeset rules: the vowel supply is the language's, in UTF-8" {
	german
	run play-typeset rules -f g.yaml
	assert_success
	assert_line 'vowel_columns: ["AEIOUÄÖÜ", "AEIOUÄÖÜ", "AEIOUÄÖÜ"]'
	bag new typeset --lang es -s 1 | deal --names ana | play-typeset start > s.yaml
	run play-typeset rules -f s.yaml
	assert_line 'vowel_columns: ["AEIOU", "AEIOU", "AEIOU"]'
	# Ñ has one token, the fewest, and is the latest letter: a challenge.
	assert_line 'challenge: "VXYZÑ"'
	run play-typeset rules
	assert_line 'vowel_columns: ["AEIOU", "AEIOU", "AEIOU"]'
	assert_line 'challenge: "KJQXZ"'
}

@test "play-typeset: Ä is a German vowel three times over, and not a Spanish one" {
	german
	play-typeset draw -i g.yaml
	run play-typeset -f g.yaml 'vowel Ä 2, vowel ä 2, vowel Ä 3'
	assert_success
	assert_line "crosses off Ä (column 3) and writes it at 3,1: Ä"
	run play-typeset -f g.yaml 'vowel Ä 2, vowel Ä 2, vowel Ä 3, vowel Ä 4'
	assert_failure 1
	assert_output --partial "every Ä of the vowel supply is crossed off"
	run -1 play-typeset -q -f g.yaml 'vowel H 1'
	bag new typeset --lang es -s 1 | deal --names ana | play-typeset start > s.yaml
	play-typeset draw -i s.yaml
	run play-typeset -f s.yaml 'vowel Ñ 1'
	assert_failure 1
	assert_output --partial "Ñ is not in the vowel supply"
	run play-typeset -f s.yaml 'vowel Ä 1'
	assert_failure 2
	assert_output --partial "'Ä' is not a letter of Español"
}

@test "play-typeset: a move's letter that the language folds says how to spell it" {
	# Before, "vowel É" in a French game said only "'É' is not a letter
	# A-Z", and "wild ß" in a German one no more, where steal-check's
	# move and a mat's letter say how the tiles spell it.
	bag new typeset --lang fr -s 3 | deal --names ann |
	    play-typeset start > f.yaml
	play-typeset draw -i f.yaml
	run --separate-stderr play-typeset -f f.yaml 'place 1, vowel É 1'
	assert_fails_cleanly 2
	assert_equal "$stderr" "play-typeset: 'É' is not a letter A-Z: spell it E (see 'play-typeset --help')"
	german
	play-typeset draw -i g.yaml
	run --separate-stderr play-typeset -f g.yaml 'wild ß 1'
	assert_fails_cleanly 2
	assert_equal "$stderr" "play-typeset: 'ß' is not a letter of Deutsch: spell it SS (see 'play-typeset --help')"
	run --separate-stderr play-typeset -f g.yaml 'vowel é 1'
	assert_fails_cleanly 2
	assert_equal "$stderr" "play-typeset: 'é' is not a letter of Deutsch: spell it E (see 'play-typeset --help')"
	# Two characters, or one that spells no letter, are no letter alone.
	run --separate-stderr play-typeset -f g.yaml 'vowel ÄÖ 1'
	assert_fails_cleanly 2
	assert_equal "$stderr" "play-typeset: 'ÄÖ' is not a letter of Deutsch (see 'play-typeset --help')"
	run --separate-stderr play-typeset -f g.yaml 'vowel Σ 1'
	assert_fails_cleanly 2
	assert_equal "$stderr" "play-typeset: 'Σ' is not a letter of Deutsch (see 'play-typeset --help')"
}

@test "play-typeset: a rules file's vowel columns may be UTF-8" {
	printf 'vowels: ["ÄÖÜ", "öü"]\n' > r.yaml
	bag new typeset --lang de -s 3 | deal --names ann |
	    play-typeset start -r r.yaml > g.yaml
	run play-typeset rules -f g.yaml
	assert_line 'vowel_columns: ["ÄÖÜ", "ÖÜ"]'
	play-typeset draw -i g.yaml
	run -1 play-typeset -f g.yaml 'vowel A 1'
	run play-typeset -f g.yaml 'vowel Ö 1, vowel Ö 1'
	assert_success
	assert_line "crosses off Ö (column 2) and writes it at 1,2: ÖÖ"
	printf 'vowels: ["AEß"]\n' > bad.yaml
	run play-typeset rules -r bad.yaml -f g.yaml
	assert_failure 2
	assert_output "play-typeset: bad.yaml:1:13: a column of vowels: 'ß' is not a letter of Deutsch; spell it SS"
}

@test "play-typeset --find: German turns, their rows in UTF-8" {
	german
	play-typeset draw -i g.yaml
	play-typeset -i g.yaml 'vowel Ö 1'
	run play-typeset --find -f g.yaml -n 1
	assert_success
	assert_output --regexp '^place [0-9]'
	run play-typeset --find -f g.yaml -o json
	assert_success
	assert_output --partial '"ÖH"'
}

@test "score-typeset -d de: a mat with ÄRGER, a wild ö and German vowels crossed off" {
	cat > m.yaml <<'EOF'
name: "Jörg"
rows: ["ÄRGER", "BAUM", "möwe", "BÄR_", "ÖL", "XQ"]
errors: 1
vowels: "ÄEEAUÖÄ"
EOF
	run score-typeset -d de m.yaml
	assert_success
	assert_output - <<'EOF'
Jörg
   1  ÄRGER    ÄRGER    word        +8
   2  BAUM     BAUM     word        +5
   3  möwe     MÖWE     word        +5
   4  BÄR_     BÄR      word        +3
   5  ÖL       ÖL       word        +1
   6  XQ       XQ       not-word    -1
  errors 1                          -1
  total                            +20
EOF
	run score-typeset -d de -o json m.yaml
	assert_success
	assert_output --partial '"möwe",'
	assert_output --partial '"word": "MÖWE",'
	# In English (the default dictionary's alphabet) Ä is no letter:
	# its tiles spell it without the mark.
	run score-typeset m.yaml
	assert_failure 2
	assert_output "score-typeset: m.yaml:2:9: row 1: 'Ä' is not a letter (A-Z, a-z for a wild, _ for a blank); spell it A"
}

@test "score-typeset -l es: a mat file is in the language --lang names" {
	# Before, --lang was only checked against a state's: a mat file was
	# read in English all the same, its Ñ refused with "spell it N".
	printf 'name: "Ana"\nrows: ["AÑO", "NIÑO"]\n' > m.yaml
	run score-typeset -l es m.yaml
	assert_success
	assert_output - <<'EOF'
Ana
   1  AÑO      AÑO      word        +3
   2  NIÑO     NIÑO     word        +5
   3  .        .        empty        0
   4  .        .        empty        0
   5  .        .        empty        0
   6  .        .        empty        0
  errors 0                           0
  total                             +8
EOF
	# -d still names the dictionary, and English has no Ñ.
	run score-typeset -l es -d standard m.yaml
	assert_failure 2
	assert_output "score-typeset: m.yaml:2:10: row 1: 'Ñ' is not a letter (A-Z, a-z for a wild, _ for a blank); spell it N"
}

@test "score-typeset -d de: more Ä crossed off than the supply holds is exit 2" {
	printf 'rows: ["ÄRGER"]\nvowels: "ÄÄÄÄ"\n' > m.yaml
	run score-typeset -d de m.yaml
	assert_failure 2
	assert_output "score-typeset: m.yaml:2:13: 'Ä' is crossed off more often than the vowel supply holds it"
}

@test "score-typeset: a letter not in the language is exit 2, the column in characters" {
	# ß is played as SS in German: no one space holds it.
	printf 'rows: ["BÄR", "AßE"]\n' > m.yaml
	run score-typeset -d de m.yaml
	assert_failure 2
	assert_output "score-typeset: m.yaml:1:17: row 2: 'ß' is not a letter of Deutsch (a small letter for a wild, _ for a blank); spell it SS"
	printf 'rows: ["AÑO", "ÄÑO"]\n' > s.yaml
	run score-typeset -d es s.yaml
	assert_failure 2
	assert_output --partial "s.yaml:1:16: row 2: 'Ä' is not a letter of Español"
	# A letter written with a combining mark is named as the letter; the
	# column counts the mark as a character.
	printf 'rows: ["AN\xcc\x83O", "A\xcc\x83", "N\xcc\x83O1"]\n' > d.yaml
	run score-typeset -d es d.yaml
	assert_failure 2
	assert_output "score-typeset: d.yaml:1:17: row 2: 'Ã' is not a letter of Español (a small letter for a wild, _ for a blank); spell it A"
	printf 'rows: ["AN\xcc\x83O", "N\xcc\x83O1"]\n' > d.yaml
	run score-typeset -d es d.yaml
	assert_failure 2
	assert_output --partial "d.yaml:1:20: row 2: '1' is not a letter of Español"
	# AÑO, 3 letters, 3 points; niño, written with wilds, 4 letters, 5.
	run score-typeset -d es -t - <<< 'rows: ["AÑO", "niño"]'
	assert_success
	assert_output 8
}

@test "score-typeset, play-typeset: bad UTF-8 is exit 2 with its place" {
	printf 'rows: ["B\xc3R"]\n' > m.yaml
	run score-typeset -d de m.yaml
	assert_failure 2
	assert_output --regexp '^score-typeset: m\.yaml:1:[0-9]+: .*UTF-8'
	german
	play-typeset draw -i g.yaml
	run play-typeset -f g.yaml $'vowel \xc3 1'
	assert_failure 2
	assert_output --partial "the letter of 'vowel' (character 1): bad UTF-8: a truncated character"
	# A state whose mat holds bad UTF-8 names the place in the state.
	sed 's/rows: \["", /rows: ["\xc3\xa4\xc3", /' g.yaml > b.yaml
	run play-typeset -f b.yaml 'place 1'
	assert_failure 2
	assert_output --regexp '^play-typeset: b\.yaml:[0-9]+:[0-9]+: '
}

@test "score-typeset -d de: the ranking lines up names in UTF-8 by characters" {
	printf 'name: "Jörg"\nrows: ["ÄRGER"]\n' > j.yaml
	printf 'name: "Ann"\nrows: ["BAUM"]\n' > a.yaml
	run score-typeset -d de j.yaml a.yaml
	assert_success
	assert_line "  1. Jörg     8"
	assert_line "  2. Ann      5"
}
