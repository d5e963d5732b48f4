#!/usr/bin/env bats
# Dictionaries in every language: the built-in ones, compiling a list in a
# language, unions across alphabets, and the word tools in UTF-8.
bats_require_minimum_version 1.5.0
load test_helper

# words_of DICT: how many words the dictionary holds.
words_of() {
	words info -d "$1" | sed -n 's/^words //p'
}

@test "lang: each language's built-in dictionary has its code and a sensible size" {
	for l in de es fr it nl pt; do
		run words info -d "$l"
		assert_success
		assert_line "lang $l"
		n=$(words_of "$l")
		# Debian's lists hold 85,000 (es) to 430,000 lines (pt).
		[ "$n" -ge 80000 ] && [ "$n" -le 450000 ] || fail "$l: $n words"
		words info -a | grep -Eq "^$l +$n words +[0-9]+ bytes $l\$" ||
		    fail "words info -a has no line for $l"
	done
	run words info -a -o json
	[ "$(printf '%s' "$output" | jq -r '.[] | select(.name == "fr") | .lang')" = fr ]
}

@test "lang: en is standard under its language's code" {
	run words info -d en
	assert_output "$(words info -d standard)"
	run validate -d en cat
	assert_success
}

@test "lang: German keeps Ä Ö Ü, plays ß as SS, and keeps its nouns and names" {
	run validate -d de ärger baum Baum straße STRASSE Strasse Äpfel Öl Berlin
	assert_success
	# FÜR is not FUR, nor ÜBER UBER: an umlaut is a letter of its own.
	run --separate-stderr validate -d de für über fur uber
	assert_failure 1
	assert_output "$(printf 'fur\nuber')"
	# Abbreviations, in capitals or with a capital inside, are out.
	run --separate-stderr validate -d de UNO GmbH
	assert_failure 1
	assert_output "$(printf 'UNO\nGmbH')"
}

@test "lang: French folds its accents: élève is ELEVE" {
	run validate -d fr élève ELEVE eleve fromage Fromage café
	assert_success
	# Words with no vowel nor Y are abbreviations in the list: out.
	run validate -d fr kg km
	assert_failure 1
}

@test "lang: Spanish keeps Ñ: año is not ano" {
	run validate -d es niño año ano NIÑO
	assert_success
	run words match -d es 'a?o' -o json
	assert_success
	[ "$(printf '%s' "$output" | jq -r 'map(select(. == "AÑO")) | length')" = 1 ]
	[ "$(printf '%s' "$output" | jq -r 'map(select(. == "ANO")) | length')" = 1 ]
}

@test "lang: Italian, Portuguese and Dutch, and their names left out" {
	run validate -d it città citta
	assert_success
	run validate -d pt coração CORAÇÃO
	assert_success
	run validate -d nl fiets ijs appel
	assert_success
	# Their lists write names with a capital: those are not words.
	run validate -d it Roma
	assert_failure 1
	run --separate-stderr validate -d pt Lisboa lisboa
	assert_failure 1
	assert_output "$(printf 'Lisboa\nlisboa')"
	run validate -d nl Amsterdam
	assert_failure 1
}

@test "lang: one-letter words are the language's vowels and Y" {
	run validate -d es y a o
	assert_success
	# English keeps only A and I.
	run validate -q o
	assert_failure 1
}

@test "lang: unions across alphabets take a word of either" {
	run validate -d standard,fr fromage cat élève
	assert_success
	run validate -d de,es ärger niño baum año
	assert_success
	run words info -d de,es
	assert_line "lang de+es"
	# The union holds each part's words, no more.
	[ "$(words_of de,es)" -le $(( $(words_of de) + $(words_of es) )) ]
	[ "$(words_of de,es)" -gt "$(words_of de)" ]
}

# raw_list CODE: Debian's word list the language's dictionary is made from.
raw_list() {
	case $1 in
	de) echo /usr/share/dict/ngerman ;;
	es) echo /usr/share/dict/spanish ;;
	fr) echo /usr/share/dict/french ;;
	it) echo /usr/share/dict/italian ;;
	nl) echo /usr/share/dict/dutch ;;
	pt) echo /usr/share/dict/portuguese ;;
	esac
}

@test "lang: a word list of one's own is read in the language of -l, or of the game" {
	# Before: a list named with -d was read in English whatever the
	# language, so a French list's accented words were skipped.
	printf '%s\n' élève chat ärger > mots.txt
	run --separate-stderr validate -l fr -d mots.txt élève ELEVE chat
	assert_success
	run --separate-stderr validate -l de -d mots.txt ÄRGER
	assert_success
	# English, as before: the accented lines are no words.
	run --separate-stderr validate -d mots.txt élève chat
	assert_failure 1
	assert_output 'élève'
	# A French game judges with the list read in French.
	bag new bananagrams --lang fr -s 1 | deal -N ann,bob |
	    sed '0,/  hand: ".*"/s//  hand: "EEELV"/' > g.yaml
	printf 'ELEVE\n' > grid.txt
	run --separate-stderr validate -f g.yaml -p ann -g grid.txt -d mots.txt
	assert_success
	# Each language's copy is kept apart in the cache, in a union too.
	run --separate-stderr validate -d mots.txt élève
	assert_failure 1
	run --separate-stderr validate -l fr -d mots.txt élève
	assert_success
	printf '%s\n' éxyzé chat > mots.txt
	run --separate-stderr validate -l fr -d standard,mots.txt éxyzé
	assert_success
	run --separate-stderr validate -d standard,mots.txt éxyzé
	assert_failure 1
	run --separate-stderr validate -l fr -d standard,mots.txt éxyzé
	assert_success
	# Without -l, a union's lists are read in its first part's language.
	run --separate-stderr validate -d fr,mots.txt éxyzé
	assert_success
}

@test "lang: a union takes a word any part takes, read with that part's folds (raw lists)" {
	# Each language's dictionary from a sample of its raw list, and two
	# unions that hold every language, each with letters another part
	# folds: Ç (pt) that French folds, Ä Ö Ü (de) that Spanish and Dutch
	# fold, Ñ (es) that German folds.  Every line of the samples is
	# judged by each part alone and by the union: the union's non-words
	# are those no part takes.
	for l in de es fr it nl pt; do
		awk 'NR % 23 == 0 || /^(garçon|pingüino|coördinatie)$/' \
		    "$(raw_list "$l")" > "$l.txt"
		words compile --lang "$TOP/lang/$l.yaml" "$l.txt" "$l.wkd"
	done
	for union in fr,pt,it de,es,nl; do
		parts=$(printf '%s.wkd,' ${union//,/ })
		parts=${parts%,}
		cat ${union//,/.txt }.txt > sample
		cp sample none
		for l in ${union//,/ }; do
			run --separate-stderr validate -d "$l.wkd" < sample
			printf '%s\n' "$output" | sort > no.$l
			sort none | comm -12 - no.$l > both
			mv both none
		done
		run --separate-stderr validate -d "$parts" < sample
		assert_equal "$(printf '%s\n' "$output" | sort)" "$(sort none)"
		# Some words are taken only by reading them as their part does.
		[ "$(sort sample | comm -23 - none | grep -c '[çäöüñ]')" -gt 20 ]
	done
	run validate -d fr.wkd,pt.wkd garçon
	assert_success
	run validate -d de.wkd,es.wkd pingüino
	assert_success
	run validate -d nl.wkd,de.wkd coördinatie
	assert_success
	run validate -d de.wkd,es.wkd qüzzx
	assert_failure 1
}

@test "lang: a union part with '-' takes its words away from the parts before it" {
	printf 'wog\nslang\n' > ban.txt
	printf 'wog\nzorbly\n' > house.txt
	run validate wog
	assert_success
	run validate -d standard,-ban.txt wog cat
	assert_failure 1
	assert_output --partial wog
	refute_output --partial cat
	# A part after it adds the word again.
	run validate -d standard,-ban.txt,house.txt wog zorbly
	assert_success
	run words match -d standard,-ban.txt 'wo?'
	refute_line WOG
	assert_line WOK
	# Read with the struck part's folds: a French reading of garçon.
	printf 'garcon\n' > fr-ban.txt
	run validate -d fr,-fr-ban.txt garçon
	assert_failure 1
	run validate -d fr garçon
	assert_success
	# Cached as a union is, and made again when the list changes.
	ls "$XDG_CACHE_HOME"/wordkit/u*.wkd > /dev/null
	printf 'slang\n' > ban.txt
	touch -d '2001-01-01' ban.txt
	run validate -d standard,-ban.txt wog
	assert_success
	# Nothing before it to take away from: exit 2, one line.
	run --separate-stderr validate -d -ban.txt,standard wog
	assert_fails_cleanly 2
	[[ $stderr == *"takes words away from those before it"* ]]
	# A file that starts with '-' is that file.
	printf 'zorbly\n' > ./-mine.txt
	run validate -d -mine.txt zorbly
	assert_success
}

@test "lang: a tile is a letter as written, in solve, validate --hand and words anagram" {
	for cmd in "solve -d fr CAFÉ" "words anagram -d fr -a CAFÉ" \
	    "validate -d fr --grid g.txt --hand CAFÉ"; do
		printf 'CAFE\n' > g.txt
		run --separate-stderr $cmd
		assert_fails_cleanly 2
		[[ $stderr == *"the hand 'CAFÉ', column 4: 'É' is not a letter of fr"*": spell it E" ]] ||
		    fail "$cmd: $stderr"
	done
	run words anagram -d fr -a CAFE
	assert_success
	assert_line FACE
	# English strips a letter's mark from a tile (wordkit-languages(7)),
	# though its lists keep café out.
	run --separate-stderr solve CAFÉ
	assert_fails_cleanly 2
	assert_equal "$stderr" "solve: the hand 'CAFÉ', column 4: 'É' is not a letter of en (English): spell it E"
	printf 'CAFÉ\n' > g.txt
	run --separate-stderr validate --grid g.txt
	assert_fails_cleanly 2
	assert_equal "$stderr" "validate: g.txt:1:4: 'É' is not a letter of en (English): spell it E"
	run validate café
	assert_failure 1
}

@test "lang: a letter typed as its base and a combining mark is that letter" {
	# élève, ÉLÈVE, ärger, niño and AÑO in Unicode's decomposed form, as
	# some keyboards and copied text write them.
	run validate -d fr $'e\xcc\x81le\xcc\x80ve' $'E\xcc\x81LE\xcc\x80VE'
	assert_success
	run validate -d de $'a\xcc\x88rger' $'A\xcc\x88RGER'
	assert_success
	run validate -d es $'nin\xcc\x83o' $'AN\xcc\x83O'
	assert_success
	# Ñ is a tile of Spanish: a hand may spell it either way.
	# Ó is no tile of Spanish, however it is typed; columns count
	# characters, the mark one of them.
	run --separate-stderr solve -d es $'N\xcc\x83O\xcc\x81N'
	assert_fails_cleanly 2
	[[ $stderr == *"column 3: 'Ó' is not a letter of es (Español): spell it O" ]] ||
	    fail "$stderr"
	run solve -d es $'an\xcc\x83o'
	assert_success
	assert_output "AÑO"
	printf 'A\xcc\x88RGER\n' > g.txt
	run validate -d de --grid g.txt --hand ÄRGER
	assert_success
	# A mark that makes no letter of the language is still no letter.
	run --separate-stderr solve -d es $'Q\xcc\x88'
	assert_fails_cleanly 2
	assert_equal "$stderr" "solve: the hand 'Q\u{308}', column 2: '\u{308}' is not a letter of es (Español) and does not fold onto one"
	# A list written decomposed compiles to the same words.
	printf 'e\xcc\x81le\xcc\x80ve\nGARC\xcc\xA7ON\n' > l.txt
	words compile -l fr l.txt l.wkd
	run words match -d l.wkd '*'
	assert_output "$(printf 'ELEVE\nGARCON')"
}

@test "lang: German's source count is what words compile counts of its list" {
	# wordkit-languages(7) and lang/de.yaml say how many words of
	# Debian's list the language's rules take (no vowel rule).
	words compile --lang "$TOP/lang/de.yaml" /usr/share/dict/ngerman de.wkd
	n=$(words info -d ./de.wkd | sed -n 's/^words //p')
	said=$(sed -n 's/.*ngerman), \([0-9]*\) \([0-9]*\) words.*/\1\2/p' \
	    "$TOP/lang/de.yaml")
	assert_equal "$said" "$n"
	grep -q "ngerman), ${n:0:3} ${n:3} words" "$TOP/man/wordkit-languages.7"
}

@test "lang: Spanish has no plurals or verb forms; a list of one's own adds them" {
	# wordkit-languages(7): wspanish heads words as a dictionary does.
	run --separate-stderr validate -d es gato casa comer gatos casas comemos
	assert_failure 1
	assert_output "$(printf 'gatos\ncasas\ncomemos')"
	printf 'gatos\ncasas\ncomemos\n' > formas.txt
	run validate -d es,formas.txt gatos casas comemos
	assert_success
	# So a steal by an S is a word only with the list.
	printf 'PENA\n' > b.txt
	run steal-check -d es --board b.txt place S 1,5
	assert_failure 1
	printf 'penas\n' > formas.txt
	run steal-check -d es,formas.txt --board b.txt place S 1,5
	assert_success
}

@test "lang: a union of more than 32 letters is exit 2 with one line" {
	letters() {
		printf 'code: "%s"\nname: "%s"\nletters: "%s"\nvowels: "A"\nnames: "none"\n' "$1" "$1" "$2"
	}
	letters x1 'ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃ' > "$BATS_TEST_TMPDIR/x1.yaml"
	letters x2 'ABCDEFGHIJKLMNOPQRSTUVWXYZÈÉÊË' > "$BATS_TEST_TMPDIR/x2.yaml"
	printf 'àb\n' > "$BATS_TEST_TMPDIR/w1"
	printf 'èb\n' > "$BATS_TEST_TMPDIR/w2"
	words compile -l "$BATS_TEST_TMPDIR/x1.yaml" "$BATS_TEST_TMPDIR/w1" "$BATS_TEST_TMPDIR/a.wkd"
	words compile -l "$BATS_TEST_TMPDIR/x2.yaml" "$BATS_TEST_TMPDIR/w2" "$BATS_TEST_TMPDIR/b.wkd"
	run validate -d "$BATS_TEST_TMPDIR/a.wkd" àb
	assert_success
	run --separate-stderr validate -d "$BATS_TEST_TMPDIR/a.wkd,$BATS_TEST_TMPDIR/b.wkd" àb
	assert_fails_cleanly 2
	[[ $stderr == *"more than 32 letters"* ]] || fail "$stderr"
}

@test "lang: words compile --lang reads a list in its language's letters" {
	printf '%s\n' élève straße Baum Berlin UNO GmbH ärger kg > "$BATS_TEST_TMPDIR/l.txt"
	words compile --lang de "$BATS_TEST_TMPDIR/l.txt" "$BATS_TEST_TMPDIR/de.wkd"
	run words match -d "$BATS_TEST_TMPDIR/de.wkd" '*'
	assert_output "$(printf 'BAUM\nBERLIN\nELEVE\nKG\nSTRASSE\nÄRGER')"
	# --need-vowel leaves kg out; English compiles as before, by default.
	words compile -w -l de "$BATS_TEST_TMPDIR/l.txt" "$BATS_TEST_TMPDIR/dev.wkd"
	run validate -d "$BATS_TEST_TMPDIR/dev.wkd" kg
	assert_failure 1
	words compile "$BATS_TEST_TMPDIR/l.txt" "$BATS_TEST_TMPDIR/en.wkd"
	run words match -d "$BATS_TEST_TMPDIR/en.wkd" '*'
	assert_output KG
	run --separate-stderr words compile --lang xx "$BATS_TEST_TMPDIR/l.txt" "$BATS_TEST_TMPDIR/x.wkd"
	assert_fails_cleanly 2
}

@test "lang: words lists anagrams and patterns in UTF-8 capitals" {
	run words anagram -d es 'ÑOA?'
	assert_success
	assert_line AÑO
	assert_line bAÑO
	run words match -d de 'Ä*'
	assert_success
	assert_line ÄRGER
	assert_line ÄPFEL
	run words anagram -d de -a 'ÄRGER'
	assert_line ÄRGER
	run --separate-stderr words prefix -d de ärg xq
	assert_failure 1
	assert_output xq
	run --separate-stderr words anagram -d de 'Ä1'
	assert_fails_cleanly 2
}

@test "lang: a character that is no letter makes a word no word, printed as given" {
	run --separate-stderr validate -d es niño ß
	assert_failure 1
	assert_output ß
	run --separate-stderr validate -d de 'ärger' 'π'
	assert_failure 1
	assert_output π
	printf 'año\nπ\n' | {
		run --separate-stderr validate -d es
		assert_failure 1
		assert_output π
	}
}

@test "lang: bad UTF-8 is exit 2 with where it is" {
	# cat is no French word: printed, as found, before the error.
	run --separate-stderr bash -c "printf 'cat\n  a\xc3x\n' | validate -d fr"
	assert_equal "$status" 2
	assert_output cat
	assert_equal "$stderr" "validate: <stdin>:2:4: bad UTF-8: a truncated character"
	run --separate-stderr validate -d fr cat $'\xff'
	assert_fails_cleanly 2
	[[ $stderr == "validate: argument 2, column 1: bad UTF-8"* ]] || fail "$stderr"
	run --separate-stderr words match -d de $'\xc3'
	assert_fails_cleanly 2
	run --separate-stderr bash -c "printf 'a\xc3x\n' | validate -d fr -o json"
	assert_error_doc input
	[[ $stderr == "validate: <stdin>:1:2: bad UTF-8"* ]] || fail "$stderr"
}

@test "lang: English text keeps today's rule: an accent is no letter" {
	run --separate-stderr validate café
	assert_failure 1
	assert_output café
	run words compile - - <<< 'café'
	assert_failure 2
}

@test "lang: an alphabet file's keys and its words of names and fold_default, each named" {
	lang=$TOP/lang/de.yaml
	sed -e 's/^code: .*/code: "zz"/' -e 's/^names: .*/names: "bogus"/' "$lang" > a.yaml
	run --separate-stderr bag new bananagrams -l a.yaml -s 1
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: a.yaml:18:8: 'names' is one of capital, none or caps-abbrev"
	sed -e 's/^code: .*/code: "zz"/' -e 's/^fold_default: .*/fold_default: "bogus"/' "$lang" > a.yaml
	run --separate-stderr bag new bananagrams -l a.yaml -s 1
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: a.yaml:16:15: 'fold_default' is one of strip, reject"
	sed -e 's/^code: .*/code: "zz"/' -e 's/^fold_default: .*/fold_default: "reject"/' \
	    -e 's/^names: .*/names: "none"/' "$lang" > a.yaml
	run bag new bananagrams -l a.yaml -s 1 -o text
	assert_success
	{ sed 's/^code: .*/code: "zz"/' "$lang"; echo 'colour: "blue"'; } > a.yaml
	run --separate-stderr bag new bananagrams -l a.yaml -s 1
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: a.yaml:$(($(wc -l < "$lang") + 1)):1: unknown key 'colour' in an alphabet"
	grep -v '^letters:' "$lang" | sed 's/^code: .*/code: "zz"/' > a.yaml
	run --separate-stderr bag new bananagrams -l a.yaml -s 1
	assert_fails_cleanly 2
	# the place of the mapping: its first key's
	assert_equal "$stderr" "bag: a.yaml:$(grep -n -m1 '^[a-z]' a.yaml | cut -d: -f1):1: an alphabet has 'letters'"
}

@test "lang: an alphabet file's 'lower' not as long as its 'letters' is refused at 'lower', counts labelled" {
	printf '{"Α": 5, "Β": 3, "Γ": 2}\n' > dist.yaml
	for lower in α:1 αβγδ:4; do
		printf 'code: "el"\nname: "Greek"\nletters: "ΑΒΓ"\nlower: "%s"\nvowels: "Α"\n' "${lower%:*}" > greek.yaml
		run --separate-stderr bag new -D dist.yaml --lang ./greek.yaml -s 1
		assert_fails_cleanly 2
		assert_equal "$stderr" "bag: ./greek.yaml:4:8: 'lower' needs one letter for each of 'letters' (lower: ${lower#*:}, letters: 3)"
	done
}
