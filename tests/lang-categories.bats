#!/usr/bin/env bats
# The category game and its spinner in other languages than English:
# letters from the language's spinner, answers in UTF-8 read under its
# folding (categories(7)).
bats_require_minimum_version 1.5.0
load test_helper

# spinner_of LANG: the spinner letters lang/LANG.yaml lists.
spinner_of() {
	sed -n '/^spinner:/,$s/^  letters: "\(.*\)"$/\1/p' "$TOP/lang/$1.yaml"
}

# game LANG LETTER: a new game for ann and bob on the kitchen sheet.
game() {
	categories new -L "$1" -N ann,bob -S kitchen -l "$2" -s 1 -i g.yaml > /dev/null
}

# refused FILE MESSAGE: categories check FILE is exit 2, saying MESSAGE.
refused() {
	run --separate-stderr categories check "$1"
	assert_fails_cleanly 2
	assert_equal "$stderr" "categories: $2"
}

# w PLAYER CATEGORY WORD [OPTIONS]: write an answer into g.yaml.
w() {
	local p=$1 c=$2 word=$3
	shift 3
	categories write -p "$p" -c "$c" "$word" "$@" -i g.yaml
}

@test "spinner --lang: the language's spinner letters, and only those" {
	for l in de fr es it nl pt; do
		want=$(spinner_of "$l")
		[ ${#want} -eq 20 ] || fail "lang/$l.yaml: no spinner of 20 letters"
		run bash -c "spinner --lang $l -s 11 -n 20000 | sort -u | tr -d '\n'"
		assert_success
		assert_output "$want"
	done
	# English keeps the 20 letters it always had.
	run bash -c 'spinner -L en -s 11 -n 20000 | sort -u | tr -d "\n"'
	assert_output ABCDEFGHIJKLMNOPRSTW
}

@test "spinner --lang: letters beyond A-Z are printed in UTF-8, ranges in the alphabet's order" {
	run bash -c 'spinner -L de -l "ä-ü" -s 2 -n 3000 | sort -u | tr -d "\n"'
	assert_success
	assert_output "ÄÖÜ"
	run bash -c 'spinner -L de -l "A-Ü" -s 2 -n 30000 | sort -u | wc -l'
	assert_output 29
	# A character that folds onto one letter is that letter.
	run spinner -L fr -l "É" -s 1 -n 2
	assert_output "$(printf 'E\nE')"
	# No letter of the language, or two letters in one: usage errors.
	run --separate-stderr spinner -L fr -l "Ä" -n 1
	assert_success
	assert_output A
	run --separate-stderr spinner -L de -l "AΩ"
	assert_fails_cleanly 2
	assert_equal "$stderr" "spinner: 'Ω' in letter set 'AΩ' is not a letter (see 'spinner --help')"
	run --separate-stderr spinner -L de -l "sß"
	assert_fails_cleanly 2
	assert_equal "$stderr" "spinner: letter set 'sß' gives 'S' twice (see 'spinner --help')"
	run --separate-stderr spinner -L xx
	assert_fails_cleanly 2
}

@test "spinner -u: a session's language comes from its state, and is recorded" {
	spinner -u -L de -l ÄÖÜ -n 2 -s 5 -i s.yaml > first.txt
	grep -qx 'lang: "de"' s.yaml
	spun=$(yaml_str spun s.yaml)
	assert_equal "$(tr -d '\n' < first.txt)" "$spun"
	# The state says German: no --lang needed, and no letter comes twice.
	run spinner -u -l ÄÖÜ -i s.yaml
	assert_success
	assert_equal "$(tiles_sorted "$spun$output")" "$(tiles_sorted ÄÖÜ)"
	assert_equal "$(yaml_str spun s.yaml)" "$spun$output"
	cp s.yaml orig.yaml
	run --separate-stderr spinner -u -L fr -i s.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "spinner: s.yaml is in 'de', not 'fr': --lang names the session's language (see 'spinner --help')"
	cmp s.yaml orig.yaml
	# A German session without --lang spins the German spinner.
	printf 'lang: "de"\nseed: 4\n' > d.yaml
	run spinner -u -n 20 -f d.yaml -o text
	assert_equal "$(printf '%s\n' "$output" | sort | tr -d '\n')" "$(spinner_of de)"
}

@test "spinner -u: a letter the language does not have in 'spun' is exit 2 with its place" {
	printf 'lang: "de"\nseed: 1\nspun: "AÄx"\n' > bad.yaml
	run --separate-stderr spinner -u -f bad.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "spinner: bad.yaml:3:7: 'spun' holds 'x' (character 3): it must be different letters A-Z, Ä, Ö, Ü"
	printf 'lang: "de"\nseed: 1\nspun: "ÄBÄ"\n' > bad.yaml
	run --separate-stderr spinner -u -f bad.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "spinner: bad.yaml:3:7: 'spun' holds 'Ä' (character 3): it must be different letters A-Z, Ä, Ö, Ü"
}

@test "categories new --lang: a German spin gives a letter of the German spinner" {
	want=$(spinner_of de)
	seen=
	for s in $(seq 1 60); do
		run --separate-stderr categories new -L de -N ann,bob -S kitchen \
		    -s "$s" -o yaml
		assert_success
		assert_line 'lang: "de"'
		l=
		for line in "${lines[@]}"; do
			[[ $line != '- letter: "'*'"' ]] || l+=${line:11:-1}
		done
		[[ -n $l && $want == *"$l"* ]] ||
		    fail "seed $s: '$l' is not on the German spinner"
		seen+=$l
	done
	# Sixty spins of twenty letters show more than one letter.
	[ "$(tiles_sorted "$seen" | tr -s 'A-Z' | wc -c)" -gt 5 ]
	# A letter given is read in UTF-8; Ä is a board's letter in German.
	run categories new -L de -N ann,bob -S kitchen -l ä -s 1 -o text
	assert_output "board 1: letter Ä, sheet kitchen"
	run --separate-stderr categories new -L fr -N ann,bob -S kitchen -l ä -s 1 -o text
	assert_output "board 1: letter A, sheet kitchen"
}

@test "rule: in French an answer with É counts for E, and élève is ELEVE" {
	game fr E
	run w ann 1 "École"
	assert_success
	assert_output "  1. Se tartine sur du pain: École (ann)"
	run w bob 2 "Éclair"
	assert_success
	# The same word, accents aside: ann may not use it twice.
	w ann 3 "élève" > /dev/null
	run --separate-stderr w ann 4 "ELEVE"
	assert_fails_cleanly 1
	assert_equal "$stderr" "categories: ann already wrote 'élève' for category 3 of board 1: no player uses a word twice on one board (rule: repeat-word)"
	run bash -c 'categories check -f g.yaml | tail -3'
	assert_output "$(printf 'ann 2\nbob 1\nnot over: 9 categories to fill')"
}

@test "rule: in German an answer with Ä does not count for A" {
	game de A
	run --separate-stderr w ann 1 "Ärger"
	assert_fails_cleanly 1
	assert_equal "$stderr" "categories: ann's 'Ärger' for category 1 does not start with the letter A of board 1 (rule: board-letter)"
	run w ann 1 "Apfel"
	assert_success
	# Bär and Bar are two words; on an Ä board, Äpfel counts.
	rm g.yaml
	game de Ä
	run --separate-stderr w bob 1 "Apfel"
	assert_fails_cleanly 1
	assert_equal "$stderr" "categories: bob's 'Apfel' for category 1 does not start with the letter Ä of board 1 (rule: board-letter)"
	run w bob 1 "äpfel"
	assert_success
	run categories check -o yaml -f g.yaml
	assert_line '  letter: "Ä"'
	assert_line --partial '{category: 1, name: "Kommt aufs Brot", word: "äpfel", done: true, player: "bob", valid: true}'
}

@test "rule: an Ä typed as A and a combining diaeresis is Ä, not A" {
	# Äpfel as some keyboards and copied text write it (Unicode's
	# decomposed form): the same word as the precomposed Äpfel.
	game de A
	run --separate-stderr w ann 1 $'A\xcc\x88pfel'
	assert_fails_cleanly 1
	[[ $stderr == *"does not start with the letter A of board 1 (rule: board-letter)" ]] ||
	    fail "$stderr"
	rm g.yaml
	game de Ä
	run w bob 1 $'a\xcc\x88pfel'
	assert_success
	# The same word, however it is typed: bob may not use it twice.
	run --separate-stderr w bob 2 "ÄPFEL"
	assert_fails_cleanly 1
	[[ $stderr == *"(rule: repeat-word)" ]] || fail "$stderr"
}

@test "rule: a character that folds onto several letters counts for its first" {
	game fr O
	run w ann 5 "Œuf"
	assert_success
	rm g.yaml
	game fr E
	run --separate-stderr w ann 5 "Œuf"
	assert_fails_cleanly 1
}

@test "rule: in every language only an added S is a plural that is not a steal" {
	game fr C
	w ann 1 Chat > /dev/null
	run w bob 1 Chats
	assert_success
	assert_output "  1. Se tartine sur du pain: Chats (ann; the S by bob is not a steal)"
	w ann 2 Chou > /dev/null
	run --separate-stderr w bob 2 Choux
	assert_fails_cleanly 1
	assert_equal "$stderr" "categories: 'Chou' in category 2 of board 1 is ann's, finished: only an unfinished word can be finished by another player (rule: finished-word)"
}

@test "rule: a character that is no letter of the language is punctuation" {
	game fr A
	# A curly apostrophe is no letter: the word is AUJOURDHUI.
	run w ann 1 "Aujourd’hui"
	assert_success
	run --separate-stderr w ann 2 "AUJOURDHUI"
	assert_fails_cleanly 1
	# Nor is it the board's letter, nor is a letter of another script.
	run --separate-stderr w bob 3 "’Ananas"
	assert_fails_cleanly 1
	run --separate-stderr w bob 3 "Αθήνα"
	assert_fails_cleanly 2
	assert_equal "$stderr" "categories: a word needs a letter (see 'categories --help')"
}

@test "categories: bad UTF-8 is exit 2 with its place, nothing written" {
	game de B
	cp g.yaml orig.yaml
	run --separate-stderr w ann 1 $'B\xc3r'
	assert_fails_cleanly 2
	assert_equal "$stderr" "categories: argument 1, column 2: bad UTF-8: a truncated character"
	cmp g.yaml orig.yaml
	printf 'answers:\n- {player: "ann", category: 1, word: "B\xc3r"}\n' >> g.yaml
	refused g.yaml "g.yaml:11:40: invalid YAML: invalid trailing UTF-8 octet"
	# A board's letter is one letter of the language: ß is two (SS).
	sed 's/letter: "B"/letter: "ß"/' orig.yaml > bad.yaml
	refused bad.yaml "bad.yaml:8:11: a board needs its 'letter', one letter A-Z, Ä, Ö, Ü"
	run --separate-stderr categories new -L de -P 2 -l ß
	assert_fails_cleanly 2
	run --separate-stderr categories new -L xx -P 2
	assert_fails_cleanly 2
}

@test "categories(7): every test a ruling names is a test of the file it names" {
	run awk '
		/^\.It Test/ { on = 1; next }
		/^\.El/ { on = 0 }
		on && /^\.Pa tests\/.*\.bats/ { f = $2; next }
		on && /^\.Dq / {
			s = substr($0, 5)
			sub(/ [.,;:]$/, "", s)
			gsub(/\\\(\047E/, "É", s); gsub(/\\\(\047e/, "é", s)
			gsub(/\\\(`e/, "è", s); gsub(/\\\(:A/, "Ä", s)
			print f "\t" s
		}' "$TOP/man/categories.7"
	assert_success
	[ "${#lines[@]}" -ge 20 ] || fail "only ${#lines[@]} tests named"
	for l in "${lines[@]}"; do
		f=${l%%$'\t'*} name=${l#*$'\t'}
		grep -qF "@test \"$name\" {" "$TOP/$f" ||
		    fail "categories(7) names '$name' in $f, which has no such test"
	done
}

@test "categories: a Spanish game's sheet is Spanish in write, check and the table" {
	game es B
	# The state keeps the sheet by its name, the same in every language.
	grep -qx '  sheet: "kitchen"' g.yaml
	run w ann 2 Barquillo
	assert_success
	assert_output "  2. Algo que cruje al comerlo: Barquillo (ann)"
	run bash -c 'categories check -f g.yaml | sed -n 2,4p'
	assert_output "$(printf '%s\n' '  1. Se unta en una tostada: (empty)' '  2. Algo que cruje al comerlo: Barquillo (ann)' '  3. Algo dulce: (empty)')"
	run categories check -o json -f g.yaml
	assert_output --partial '"name": "Algo que cruje al comerlo"'
	run table -f g.yaml
	assert_line --regexp '^ +1  Se unta en una tostada +\.$'
	refute_output --partial "toast"
}

@test "categories show -L: a built-in sheet in the language named, a file as written" {
	run categories show kitchen -L de
	assert_success
	assert_line --index 0 "  1. Kommt aufs Brot"
	assert_line --index 11 " 12. Ein veganes Lebensmittel"
	run categories sheets --lang de
	assert_line --index 0 "kitchen   Rund um die Küche"
	assert_line --index 5 "oddball   Dies und das"
	# The name is the sheet's key in every language.
	run categories show town -L fr -o yaml
	assert_line --index 0 'name: "town"'
	assert_line --index 9 '- "Se voit par la fenêtre du bus"'
	# English is en, or no -L at all.
	run bash -c 'diff <(categories show home) <(categories show home -L en)'
	assert_success
	# A sheet of one's own is shown as written, whatever the language.
	printf 'name: "picnic"\ncategories:\n- "In a basket"\n' > p.yaml
	run categories show p.yaml -L it
	assert_output "  1. In a basket"
	run --separate-stderr categories show kitchen -L xx
	assert_fails_cleanly 2
}

@test "categories: every built-in sheet has twelve categories in every language, none English" {
	sheets="kitchen outdoors town showtime home oddball"
	for s in $sheets; do categories show "$s"; done | cut -c6- > en.txt
	categories sheets | cut -c11- >> en.txt
	[ "$(wc -l < en.txt)" -eq 78 ]
	for l in de es fr it nl pt; do
		categories sheets -L "$l" | cut -c11- > "t-$l.txt"
		[ "$(sort -u "t-$l.txt" | wc -l)" -eq 6 ] || fail "$l: titles not six, all different"
		for s in $sheets; do
			categories show "$s" -L "$l" > "$l-$s.txt"
			grep -Evq '^ {1,2}[0-9]{1,2}\. [^ ].*[^ ]$' "$l-$s.txt" &&
			    fail "$l $s: a category is empty or badly printed"
			[ "$(wc -l < "$l-$s.txt")" -eq 12 ] || fail "$l $s: not 12 categories"
			cut -c6- "$l-$s.txt" >> "t-$l.txt"
			[ "$(cut -c6- "$l-$s.txt" | sort -u | wc -l)" -eq 12 ] ||
			    fail "$l $s: two categories are the same"
		done
		# No category or title is still the English one.
		run grep -Fxf en.txt "t-$l.txt"
		assert_failure
		run bash -c "categories show kitchen -L $l -o json | grep -c '\"'"
		assert_output 14
	done
}

@test "categories: the English sheets are byte for byte what they were" {
	run bash -c 'for s in kitchen outdoors town showtime home oddball; do categories show $s; done | cksum'
	assert_output "198803928 1829"
	run bash -c 'categories sheets | cksum'
	assert_output "$(printf '%s\n' 'kitchen   Around the kitchen' 'outdoors  The great outdoors' 'town      Out and about in town' 'showtime  Showtime' 'home      Home sweet home' 'oddball   Odds and ends' | cksum)"
	# An English game (no lang key) reads its sheet as before.
	categories new -N ann,bob -S kitchen -l B -s 1 -i g.yaml > /dev/null
	! grep -q '^lang:' g.yaml
	run w ann 2 BISCUIT
	assert_output "  2. A food that crunches: BISCUIT (ann)"
}
