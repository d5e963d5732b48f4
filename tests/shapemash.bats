#!/usr/bin/env bats
# shapemash: the shapes, the builder's word, the canvas rule, the rounds;
# and the seeded example games.
bats_require_minimum_version 1.5.0
load test_helper

@test "shapemash --help prints the usage on stdout and exits 0" {
	run shapemash --help
	assert_success
	assert_line --index 0 --partial 'usage: shapemash shapes'
	run shapemash -V
	assert_output --regexp '^shapemash \(wordkit\) '
}

@test "shapemash: a bad option, command or mode is exit 2" {
	run --separate-stderr shapemash round --colour
	assert_fails_cleanly 2
	run --separate-stderr shapemash
	assert_fails_cleanly 2
	run --separate-stderr shapemash paint
	assert_fails_cleanly 2
	assert_equal "$stderr" "shapemash: unknown command 'paint' (see 'shapemash --help')"
	run --separate-stderr shapemash pik
	assert_fails_cleanly 2
	assert_equal "$stderr" "shapemash: unknown command 'pik' (did you mean 'pick'?) (see 'shapemash --help')"
	run --separate-stderr shapemash round < /dev/null
	assert_fails_cleanly 2
	run --separate-stderr shapemash round -c -T a,b < /dev/null
	assert_fails_cleanly 2
	run --separate-stderr shapemash round -T red < /dev/null
	assert_fails_cleanly 2
	run --separate-stderr shapemash round -T red,red < /dev/null
	assert_fails_cleanly 2
	run --separate-stderr shapemash shapes extra
	assert_fails_cleanly 2
}

@test "shapemash shapes: 40 double-sided shapes in the box" {
	run bash -c 'shapemash shapes | awk "{ t += \$2 } END { print NR, t }"'
	assert_output '19 40'
}

@test "bag new shapemash: 100 cards of three different words, 300 in all" {
	run bash -c 'bag new shapemash -s 1 -o text | wc -l'
	assert_output 100
	run bash -c 'bag new shapemash -s 1 -o text | awk "NF != 3" | wc -l'
	assert_output 0
	run bash -c 'bag new shapemash -s 1 -o text | tr " " "\n" | sort -u | wc -l'
	assert_output 300
	run bash -c 'bag new shapemash -s 1 -o text | grep -c "[^A-Z ]"'
	assert_output 0
}

@test "bag new shapemash: golden deck for seed 7, the same on every run" {
	run bash -c 'bag new shapemash -s 7 | head -7'
	assert_output "$(printf 'game: "shapemash"\nseed: 7\nshuffles: 0\ndeck:\n- ["DRUM", "SNAKE", "ROBIN"]\n- ["APPLE", "KITE", "BURGER"]\n- ["CAT", "PIZZA", "MAGNET"]')"
	a=$(bag new shapemash -s 99)
	b=$(bag new shapemash -s 99)
	c=$(bag new shapemash -s 98)
	assert_equal "$a" "$b"
	[ "$a" != "$c" ]
	# the same cards whatever the seed
	assert_equal "$(bag new shapemash -s 1 -o text | sort)" "$(bag new shapemash -s 2 -o text | sort)"
}

@test "bag draw: cards go from the deck to played, the top first; round trip" {
	bag new shapemash -s 7 > g.yaml
	echo 'note: game night' >> g.yaml
	run bag draw -n 2 -i g.yaml
	assert_output "$(printf 'DRUM SNAKE ROBIN\nAPPLE KITE BURGER')"
	run bash -c 'sed -n "/^played:/,\$p" g.yaml'
	assert_output "$(printf 'played:\n- ["DRUM", "SNAKE", "ROBIN"]\n- ["APPLE", "KITE", "BURGER"]')"
	grep -qx 'note: game night' g.yaml
	assert_equal "$(grep -c '^- \[' g.yaml)" 100
	a=$(bag draw -f g.yaml)
	b=$(printf '%s\n' "$a" | bag draw -o yaml | bag draw)
	printf '%s\n' "$b" > h.yaml
	assert_equal "$(sed -n '/^played:/,$p' h.yaml | grep -c '^- \[')" 5
	# JSON in, JSON out: 95 cards left, then 93
	run bash -c 'bag draw -f h.yaml -o json | bag draw -o json | bag draw -n 93 -o text | wc -l'
	assert_output 93
	run bash -c 'bag draw -f h.yaml -o json | bag draw -o json | bag draw -n 94'
	assert_failure 1
	run --separate-stderr bag draw --to ann -f g.yaml
	assert_fails_cleanly 2
}

@test "bag draw: an empty deck is a rule no, nothing written" {
	printf -- '- [KITE, SNAIL]\n' > d.yaml
	bag new -D d.yaml -s 1 > g.yaml
	bag draw -i g.yaml > /dev/null
	cp g.yaml orig.yaml
	run --separate-stderr bag draw -i g.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "bag: the deck holds fewer cards than the 1 asked for (cards: 0) (rule: deck-too-low)"
	cmp g.yaml orig.yaml
}

@test "table: a deck run out, and no card this round, is the end, not a draw" {
	# Before: once the canvas passed on an empty deck, table told the
	# next builder to draw the top card, which bag draw refuses.
	printf -- '- [KITE, SNAIL]\n' > d.yaml
	bag new -D d.yaml -s 1 > g.yaml
	deal -N ann,bob -i g.yaml > /dev/null
	bag draw -i g.yaml > /dev/null
	run table -f g.yaml
	assert_line --index 0 --partial 'ann builds a pictogram'
	shapemash pass -i g.yaml > /dev/null
	run table -f g.yaml
	assert_success
	assert_line --index 0 'Shapemash: the deck is empty: no card is left to draw'
	run bash -c "table -f g.yaml -o json | jq -c '[.status, .over]'"
	assert_output '["over",true]'
}

@test "bag new -D: a deck of one's own; a malformed one is exit 2 with its place" {
	printf -- '- [KITE, SNAIL]\n- [MOON]\n' > d.yaml
	run bag new pictures -D d.yaml -s 3 -o text
	assert_success
	assert_equal "$(printf '%s\n' "$output" | sort)" "$(printf 'KITE SNAIL\nMOON')"
	printf -- '- [KITE, snail]\n' > d.yaml
	run --separate-stderr bag new -D d.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: d.yaml:1:10: a word on a card is 1 to 32 capital letters A-Z"
	printf -- '- KITE\n' > d.yaml
	run --separate-stderr bag new -D d.yaml
	assert_fails_cleanly 2
	printf 'game: "shapemash"\nseed: 1\ndeck:\n- ["A", 3, "B"]\n' > bad.yaml
	cp bad.yaml orig.yaml
	run --separate-stderr bag draw -i bad.yaml
	assert_fails_cleanly 2
	cmp bad.yaml orig.yaml
}

@test "cards the deck never had are malformed, for every reader; bag audit still says which" {
	bag new shapemash -s 2 > d.yaml
	bag draw -n 2 -i d.yaml > /dev/null
	deal -N ann,bob -f d.yaml > g.yaml
	# A card played twice: the deck has it once.
	awk '{ print } /^played:/ { getline; print; print }' g.yaml > twice.yaml
	line=$(awk '/^played:/ { print NR + 2; exit }' twice.yaml)
	want="twice.yaml:$line:3: a second copy of a card the deck has once: $(sed -n "$((line - 1))p" twice.yaml | tr -d '",[]-' | sed 's/^ *//')"
	# A card changed into one no Shapemash deck has.
	sed '0,/"WIG"/s/"WIG"/"WIGS"/' g.yaml > changed.yaml
	cline=$(grep -n '"WIGS"' changed.yaml | cut -d: -f1)
	for f in twice changed; do
		cp $f.yaml before.yaml
		[ $f = twice ] || want="changed.yaml:$cline:3: a card the deck never had: JELLYFISH BARN WIGS"
		run --separate-stderr shapemash pick -i $f.yaml
		assert_fails_cleanly 2
		assert_equal "$stderr" "shapemash: $want"
		run --separate-stderr shapemash pass -i $f.yaml
		assert_fails_cleanly 2
		assert_equal "$stderr" "shapemash: $want"
		run --separate-stderr table -f $f.yaml
		assert_equal "$status" 2
		assert_equal "$stderr" "table: $want"
		run --separate-stderr bag draw -i $f.yaml
		assert_fails_cleanly 2
		assert_equal "$stderr" "bag: $want"
		cmp $f.yaml before.yaml
		# The audit is the referee's count: a rule "no", naming the cards.
		run --separate-stderr bag audit -f $f.yaml
		assert_fails_cleanly 1
	done
	# A deck of one's own: more cards than it began with.
	printf -- '- [KITE, SNAIL]\n- [MOON]\n' > own.yaml
	bag new pictures -D own.yaml -s 3 > p.yaml
	sed '/^deck:/a - ["MOON"]' p.yaml > more.yaml
	run --separate-stderr bag draw -f more.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: more.yaml:7:3: more cards than the deck began with (2): a card the deck never had"
	run --separate-stderr bag audit -f more.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "bag: cards created or lost: 3 held, 2 in the deck (rule: cards-lost)"
}

@test "bag new GAME -D: a built-in game takes what it is played with, cards or tiles" {
	# Before: "bag new shapemash -D tiles.yaml" wrote a Shapemash game of
	# tiles, which shapemash refused ("the state has no deck of cards")
	# and bag sent back to shapemash; "bag new typeset -D deck.yaml" a
	# Typeset game of cards, which bag draw drew from.
	printf '{A: 3, B: 2}\n' > t.yaml
	printf -- '- [KITE, SNAIL]\n- [MOON]\n' > d.yaml
	run --separate-stderr bag new shapemash -D t.yaml -s 1
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: shapemash is played with word cards: -D takes a list of cards, not a mapping of tiles (see 'bag --help')"
	for g in bananagrams bananagrams-wild shenanigrams typeset; do
		run --separate-stderr bag new "$g" -D d.yaml -s 1
		assert_fails_cleanly 2
		assert_equal "$stderr" "bag: $g is played with tiles: -D takes a mapping of tile to count, not a list of cards (see 'bag --help')"
	done
	# A category game has no bag: a state of tiles named so, which no
	# tool would play, was written too.
	for d in t.yaml d.yaml; do
		run --separate-stderr bag new categories -D "$d" -s 1
		assert_fails_cleanly 2
		assert_equal "$stderr" "bag: categories is played with sheets and boards, not a bag: 'categories new' opens it (see 'bag --help')"
	done
	# each with its own kind, and a game of one's own with either
	bag new shapemash -D d.yaml -s 1 > /dev/null
	bag new typeset -D t.yaml -s 1 > /dev/null
	bag new pictures -D d.yaml -s 1 > /dev/null
	bag new letters -D t.yaml -s 1 > /dev/null
}

@test "shapemash pick: one of the last card's words, the same at every pick of it" {
	bag new shapemash -s 7 > g.yaml
	bag draw -i g.yaml > /dev/null
	cp g.yaml drawn.yaml
	run shapemash pick -i g.yaml
	assert_output SNAKE
	# Before: each pick was a new random event (shuffles went up), so
	# the builder could pick again until they liked the word.
	run bash -c 'for i in 1 2 3 4 5 6; do shapemash pick -i g.yaml; done | sort -u'
	assert_output SNAKE
	# the word is the seed's and the card's place in the deck: nothing
	# is kept, in the state or in the journal's list
	cmp g.yaml drawn.yaml
	run journal g.yaml
	refute_output --partial SNAKE
	run shapemash pick -f g.yaml -o text
	assert_output SNAKE
	# the next card has its own pick, the same in every game of the seed
	bag draw -i g.yaml > /dev/null
	a=$(shapemash pick -f g.yaml -o text)
	bag new shapemash -s 7 | bag draw -n 2 -o yaml | shapemash pick -o text > b.txt
	assert_equal "$a" "$(cat b.txt)"
}

@test "shapemash pick at a terminal, not kept: the secret word is not shown" {
	bag new shapemash -s 7 > g.yaml
	bag draw -i g.yaml > /dev/null
	at_terminal 'shapemash pick -f g.yaml'
	assert_success
	assert_output "$(printf '%s\n' "pick: one of the card's 3 words" \
	    'not kept: play it with -i g.yaml')"
	at_terminal 'shapemash pick -i g.yaml'
	assert_output 'SNAKE'
	# A card of one word, in a deck of one's own, has no "1 words".
	printf -- '- ["CAT"]\n- ["DOG"]\n' > one.yaml
	bag new shapemash -D one.yaml -s 1 > o.yaml
	bag draw -i o.yaml > /dev/null
	at_terminal 'shapemash pick -f o.yaml'
	assert_success
	assert_output "$(printf '%s\n' "pick: the card's one word" \
	    'not kept: play it with -i o.yaml')"
}

@test "shapemash pick: no card drawn, or no deck, is exit 2" {
	bag new shapemash -s 7 > g.yaml
	run --separate-stderr shapemash pick -f g.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "shapemash: g.yaml: no card was drawn: 'bag draw' first"
	bag new bananagrams -s 1 > b.yaml
	run --separate-stderr shapemash pick -f b.yaml
	assert_fails_cleanly 2
}

@test "deal seats a Shapemash game's players, the first the builder, with no hand" {
	# Before: deal refused Shapemash, so players and turn were written
	# into the state by hand.
	bag new shapemash -s 7 > g.yaml
	run deal -N ann,bob,cy -i g.yaml
	assert_success
	assert_output "$(printf '%s\n' ann bob cy 'first ann')"
	run grep -c '^turn: "ann"$' g.yaml
	assert_output 1
	run grep -c 'hand' g.yaml
	assert_output 0
	run table -f g.yaml
	assert_line --index 0 'Shapemash: ann draws the top card'
	# the cooperative game's 2 to 8 players; no tiles, no variant
	for a in '-p 1' '-p 9' '-p 3 -n 2' '-p 3 -v cafe'; do
		# shellcheck disable=SC2086
		run --separate-stderr deal $a -f g.yaml
		assert_fails_cleanly 2
	done
	bag new shapemash -s 7 | deal -p 1 2> err.txt || true
	assert_equal "$(cat err.txt)" "deal: shapemash is for 2 to 8 players, not 1"
	bag new shapemash -s 7 | deal -p 3 -n 2 2> err.txt || true
	assert_equal "$(cat err.txt)" "deal: Shapemash deals no tiles: no --tiles"
	# At a terminal, not kept: the names, with no tiles, and the first
	# builder, as deal(1) says (it once said 'name n tiles', and 'first'
	# in Shenanigrams only).
	bag new shapemash -s 7 > h.yaml
	at_terminal 'deal -N ann,bob -f h.yaml'
	assert_success
	assert_output "$(printf '%s\n' ann bob 'first ann' 'not kept: play it with -i h.yaml')"
	run bash -c "mandoc -Tascii -O width=1000 '$BATS_TEST_DIRNAME/../man/deal.1' | sed 's/.\x08//g'"
	assert_output --partial "one line per player, \`name n tiles' (a game that deals no tiles: the name), then in Shenanigrams and Shapemash \`first name'"
}

@test "deal on a deck already drawn from: its cards are nobody's, the first builder draws" {
	# Before: a card drawn before the deal became the first builder's,
	# its word known to whoever drew it.
	bag new shapemash -s 7 > g.yaml
	bag draw -i g.yaml > /dev/null
	run deal -N ann,bob -i g.yaml
	assert_success
	assert_output "$(printf '%s\n' ann bob 'first ann')"
	run grep -c '^passed: 1$' g.yaml
	assert_output 1
	run table -f g.yaml -p ann
	assert_line --index 0 'Shapemash: ann draws the top card'
	refute_output --partial 'card of'
	run --separate-stderr shapemash pick -f g.yaml -o text
	assert_fails_cleanly 2
	assert_equal "$stderr" "shapemash: g.yaml: no card was drawn this round: 'bag draw' first"
	bag draw -i g.yaml > /dev/null
	run table -f g.yaml -p ann
	assert_output --partial 'card of ann, the builder: APPLE KITE BURGER'
	# a deck not drawn from is dealt as before, with no passed
	bag new shapemash -s 7 | deal -N ann,bob > h.yaml
	run grep -c '^passed:' h.yaml
	assert_output 0
}

@test "shapemash pass: the canvas goes to the next player, the last to the first" {
	bag new shapemash -s 7 > g.yaml
	deal -N ann,bob -i g.yaml > /dev/null
	bag draw -i g.yaml > /dev/null
	run shapemash pass -i g.yaml
	assert_success
	assert_output 'builder bob'
	run grep -c '^turn: "bob"$' g.yaml
	assert_output 1
	run shapemash pass -i g.yaml
	assert_output 'builder ann'
	# without -i the state is printed, and the file left as it was
	cp g.yaml before.yaml
	run shapemash pass -f g.yaml -o yaml
	assert_success
	assert_line 'turn: "bob"'
	cmp g.yaml before.yaml
	run journal g.yaml
	assert_line --partial 'shapemash pass -i g.yaml'
}

@test "shapemash pass -p: the one passing must be the builder, so a pass twice skips nobody" {
	# Before: on one screen, two people who both passed the canvas
	# after a round passed it twice, and skipped a builder.
	bag new shapemash -s 7 > g.yaml
	deal -N ann,bob,cy -i g.yaml > /dev/null
	run shapemash pass -p ann -i g.yaml
	assert_success
	assert_output 'builder bob'
	cp g.yaml before.yaml
	run --separate-stderr shapemash pass -p ann -i g.yaml
	assert_failure 1
	assert_equal "$stderr" "shapemash: bob is the builder: only the builder passes the canvas, not ann (rule: not-the-builder)"
	cmp g.yaml before.yaml
	run --separate-stderr shapemash pass -p zed -i g.yaml
	assert_fails_cleanly 2
	cmp g.yaml before.yaml
	run shapemash pass --player bob -i g.yaml
	assert_output 'builder cy'
}

@test "shapemash pass: the card drawn before the canvas passed is not the next builder's" {
	# Before: with turn moved on, the next builder was shown the card
	# of the round before, and picked its word.
	bag new shapemash -s 7 > g.yaml
	deal -N ann,bob -i g.yaml > /dev/null
	bag draw -i g.yaml > /dev/null
	shapemash pass -i g.yaml > /dev/null
	run grep -c '^passed: 1$' g.yaml
	assert_output 1
	run --separate-stderr shapemash pick -f g.yaml -o text
	assert_fails_cleanly 2
	assert_equal "$stderr" "shapemash: g.yaml: no card was drawn this round: 'bag draw' first"
	# -q leaves out the reason of a rule no only, as shapemash(1)'s
	# example has it
	run --separate-stderr shapemash pick -q -f g.yaml -o text
	assert_fails_cleanly 2
	assert_equal "$stderr" "shapemash: g.yaml: no card was drawn this round: 'bag draw' first"
	run table -f g.yaml -p bob
	assert_success
	assert_line --index 0 'Shapemash: bob draws the top card'
	refute_output --partial 'card of'
	bag draw -i g.yaml > /dev/null
	run table -f g.yaml -p bob
	assert_line --index 0 --partial 'bob builds a pictogram'
	assert_output --partial 'card of bob, the builder:'
	a=$(shapemash pick -f g.yaml -o text)
	bag new shapemash -s 7 | bag draw -n 2 -o yaml | shapemash pick -o text > b.txt
	assert_equal "$a" "$(cat b.txt)"
}

@test "shapemash pass: the team game's canvases pass within each team, not to the next seat" {
	# Before: a game dealt with -v team passed the canvas to the next
	# seat, as the cooperative game does, though the rulebook passes it
	# "to the next player in the team", and the state keeps no teams.
	bag new shapemash -s 7 | deal -p 4 -v team > g.yaml
	cp g.yaml before.yaml
	run --separate-stderr shapemash pass -i g.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "shapemash: g.yaml: the team game passes each canvas to the next player in its team, and the state keeps no teams: score its rounds with 'shapemash round -T'"
	cmp g.yaml before.yaml
	# the cooperative game passes to the next seat, as before
	bag new shapemash -s 7 | deal -p 4 > c.yaml
	run shapemash pass -i c.yaml
	assert_success
	assert_output 'builder p2'
}

@test "shapemash pass: a game that seats no players, or a bad passed, is exit 2" {
	bag new shapemash -s 7 > g.yaml
	cp g.yaml before.yaml
	run --separate-stderr shapemash pass -i g.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "shapemash: g.yaml: the game seats no players: 'deal' first"
	cmp g.yaml before.yaml
	# Before: players written by hand with no turn were told to deal,
	# which refuses a state that has players.
	printf 'players:\n- name: "ann"\n- name: "bob"\n' >> before.yaml
	run --separate-stderr shapemash pass -f before.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "shapemash: before.yaml: the state has no turn: no builder to pass the canvas from"
	deal -N ann,bob -i g.yaml > /dev/null
	bag draw -i g.yaml > /dev/null
	for v in 2 -1 x '[1]'; do
		sed '/^passed:/d' g.yaml > p.yaml
		printf 'passed: %s\n' "$v" >> p.yaml
		run --separate-stderr shapemash pick -f p.yaml
		assert_fails_cleanly 2
		line=$(grep -n '^passed:' p.yaml | cut -d: -f1)
		assert_equal "$stderr" "shapemash: p.yaml:$line:9: 'passed' must be a whole number from 0 to 1"
	done
}

@test "a deck in a state of another language is exit 2 at its lang, as bag new refuses it" {
	# Before: bag new refused --lang fr for a deck, but a state edited
	# to say lang: "fr" was drawn from and picked from all the same.
	bag new shapemash -s 7 > g.yaml
	bag draw -i g.yaml > /dev/null
	printf 'lang: "fr"\n' >> g.yaml
	at=$(wc -l < g.yaml)
	cp g.yaml orig.yaml
	run --separate-stderr shapemash pick -i g.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "shapemash: g.yaml:$at:7: a deck's cards are English words: no 'lang' 'fr'"
	run --separate-stderr bag draw -i g.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: g.yaml:$at:7: a deck's cards are English words: no 'lang' 'fr'"
	cmp g.yaml orig.yaml
	run --separate-stderr bag audit -f g.yaml
	assert_fails_cleanly 2
	# English, said or not, is a deck's language
	sed 's/^lang: "fr"/lang: "en"/' orig.yaml > en.yaml
	run bag draw -f en.yaml -o text
	assert_success
}

@test "rule: at most five shapes on the canvas at once, either side counting" {
	printf 'add circle\nadd circle white\nadd bar\nadd bar\nadd star\n' > m.txt
	run shapemash canvas m.txt
	assert_success
	assert_output "$(printf 'circle black\ncircle white\nbar black\nbar black\nstar black')"
	printf 'flip circle white\n# a comment\n\nadd heart\n' >> m.txt
	run --separate-stderr shapemash canvas m.txt
	assert_fails_cleanly 1
	assert_equal "$stderr" "shapemash: m.txt:9:1: a sixth shape: at most 5 shapes on the canvas at once, either side counting (rule: canvas-full)"
	# removing one first makes room; clear empties the canvas
	printf 'add circle\nadd circle\nadd bar\nadd bar\nadd star\nremove bar\nadd heart\n' > m.txt
	run shapemash canvas m.txt
	assert_success
	assert_equal "${#lines[@]}" 5
	printf 'add circle\nclear\n' | shapemash canvas > out.txt
	[ ! -s out.txt ]
}

@test "canvas: a leading byte order mark is no part of the first move" {
	printf '\xef\xbb\xbfadd circle\nadd bar\n' > m.txt
	run --separate-stderr shapemash canvas m.txt
	assert_success
	assert_output "$(printf 'circle black\nbar black')"
}

@test "rule: no more pieces of a kind than the box holds; only pieces on the canvas move" {
	run --separate-stderr bash -c 'printf "add star\nadd star\n" | shapemash canvas'
	assert_fails_cleanly 1
	assert_equal "$stderr" "shapemash: <stdin>:2:1: every star in the box is already on the canvas (rule: box-empty)"
	run --separate-stderr bash -c 'printf "add circle\nremove circle white\n" | shapemash canvas'
	assert_fails_cleanly 1
	assert_equal "$stderr" "shapemash: <stdin>:2:1: no white circle on the canvas (rule: not-on-canvas)"
	run --separate-stderr bash -c 'printf "flip heart\n" | shapemash canvas -q'
	assert_equal "$status" 1
	assert_equal "$stderr" ""
}

@test "rule: the team game's two canvases share one box, five shapes each" {
	# Before: each team's canvas was checked apart, so both builders
	# used the box's one star at once, and five circles of its four.
	printf 'red add star\nblue add circle\nblue add star\n' > m.txt
	run --separate-stderr shapemash canvas -T red,blue m.txt
	assert_fails_cleanly 1
	assert_equal "$stderr" "shapemash: m.txt:3:6: every star in the box is already on a canvas, 1 of them on red's (rule: box-empty)"
	run --separate-stderr shapemash canvas -T red,blue <<< $'red add circle\nred add circle white\nblue add circle\nblue add circle\nblue add circle'
	assert_fails_cleanly 1
	assert_equal "$stderr" "shapemash: <stdin>:5:6: every circle in the box is already on a canvas, 2 of them on red's (rule: box-empty)"
	# a piece one team takes off is back in the box for the other
	run shapemash canvas -T red,blue <<< $'red add star\nred remove star\nblue add star\nred add heart'
	assert_success
	assert_output "$(printf 'red heart black\nblue star black')"
	# five on each canvas, ten in all; a sixth on one is refused
	printf 'red add %s\n' square bar oval arc drop > m.txt
	printf 'blue add %s\n' square bar oval arc drop >> m.txt
	run shapemash canvas --teams red,blue m.txt
	assert_success
	assert_equal "${#lines[@]}" 10
	assert_line --index 5 'blue oval black'
	echo 'blue add ring' >> m.txt
	run --separate-stderr shapemash canvas -T red,blue m.txt
	assert_fails_cleanly 1
	assert_equal "$stderr" "shapemash: m.txt:11:6: a sixth shape: at most 5 shapes on the canvas at once, either side counting (rule: canvas-full)"
	# a team moves its own pieces only; clear is its own canvas
	run --separate-stderr shapemash canvas -T red,blue <<< $'red add heart\nblue remove heart'
	assert_fails_cleanly 1
	assert_equal "$stderr" "shapemash: <stdin>:2:6: no heart on the canvas (rule: not-on-canvas)"
	run shapemash canvas -T red,blue <<< $'red add heart\nblue add bar\nblue clear'
	assert_output 'red heart black'
	run shapemash canvas -T red,blue -o json <<< $'red add heart\nblue add bar white'
	assert_success
	assert_equal "$(printf '%s\n' "$output" | jq -c .)" '{"legal":true,"players":[{"name":"red","canvas":[{"name":"heart","side":"black"}]},{"name":"blue","canvas":[{"name":"bar","side":"white"}]}]}'
	# a line names one of the two teams, then its move
	run --separate-stderr shapemash canvas -T red,blue <<< 'green add star'
	assert_fails_cleanly 2
	assert_equal "$stderr" "shapemash: <stdin>:1:1: not one of the two teams"
	run --separate-stderr shapemash canvas -T red,blue <<< 'red'
	assert_fails_cleanly 2
	assert_equal "$stderr" "shapemash: <stdin>:1:4: a team's move is 'TEAM add|remove|flip SHAPE [black|white]' or 'TEAM clear'"
	run --separate-stderr shapemash canvas -T red,red < /dev/null
	assert_fails_cleanly 2
}

@test "rule: a move that names no side takes or turns the piece there, black first" {
	# Before: with only the white circle of the moon left, "remove
	# circle" was refused as "no black circle on the canvas": a move
	# that names no side was taken to name black.
	run shapemash canvas <<< $'add circle\nadd circle white\nremove circle\nremove circle'
	assert_success
	assert_output ""
	run shapemash canvas <<< $'add circle\nadd circle white\nremove circle'
	assert_success
	assert_output "circle white"
	run shapemash canvas <<< $'add bar white\nflip bar\nadd ring white\nflip ring\nflip ring'
	assert_success
	assert_output "$(printf 'ring white\nbar black')"
	run --separate-stderr shapemash canvas <<< $'add bar\nremove circle'
	assert_fails_cleanly 1
	assert_equal "$stderr" "shapemash: <stdin>:2:1: no circle on the canvas (rule: not-on-canvas)"
	# a side named is that side's piece only
	run --separate-stderr shapemash canvas <<< $'add circle white\nremove circle black'
	assert_fails_cleanly 1
	assert_equal "$stderr" "shapemash: <stdin>:2:1: no black circle on the canvas (rule: not-on-canvas)"
}

@test "shapemash canvas: a malformed move is exit 2 with its place" {
	run --separate-stderr bash -c 'printf "add circle\nadd blob\n" | shapemash canvas'
	assert_fails_cleanly 2
	assert_equal "$stderr" "shapemash: <stdin>:2:5: no shape 'blob' in the box (see 'shapemash shapes')"
	run --separate-stderr bash -c 'printf "paint circle\n" | shapemash canvas'
	assert_fails_cleanly 2
	run --separate-stderr bash -c 'printf "add circle grey\n" | shapemash canvas'
	assert_fails_cleanly 2
	assert_equal "$stderr" "shapemash: <stdin>:1:12: a side is black or white"
	run --separate-stderr bash -c 'printf "add circle white x\n" | shapemash canvas'
	assert_fails_cleanly 2
	# A long shape is quoted in part, never cut inside a letter (before:
	# the first byte of its é, shown as \x{C3}).
	long=$(printf 'a%.0s' $(seq 31))
	run --separate-stderr shapemash canvas <<< "add ${long}éx"
	assert_fails_cleanly 2
	assert_equal "$stderr" "shapemash: <stdin>:1:5: no shape '$long' in the box (see 'shapemash shapes')"
}

@test "shapemash canvas and round: a NUL byte is exit 2 with its place" {
	# Before: "<stdin>: a NUL byte in the input", with no line or column.
	run --separate-stderr bash -c "printf 'add circle\\nadd s\\0quare\\n' | shapemash canvas"
	assert_fails_cleanly 2
	assert_equal "$stderr" "shapemash: <stdin>:2:6: a NUL byte in the input"
	run --separate-stderr bash -c "printf '\\0red\\n' | shapemash round -T red,blue"
	assert_fails_cleanly 2
	assert_equal "$stderr" "shapemash: <stdin>:1:1: a NUL byte in the input"
	run --separate-stderr bash -c "printf 'red 1\\nred 1 blue 1\\0' | tally -g shapemash"
	assert_fails_cleanly 2
	assert_equal "$stderr" "tally: <stdin>:2:13: a NUL byte in the input"
}

@test "rule: a team guesses its own pictogram before the other's" {
	run shapemash round -T red,blue <<< 'red'
	assert_output 'red 1 blue 0'
	run shapemash round -T red,blue < /dev/null
	assert_output 'red 0 blue 0'
	run shapemash round -T red,blue <<-EOF
	blue
	red
	EOF
	assert_output 'red 1 blue 1'
	run shapemash round -T red,blue <<-EOF
	red
	red blue
	EOF
	assert_output 'red 2 blue 0'
	run --separate-stderr shapemash round -T red,blue <<< 'red blue'
	assert_fails_cleanly 1
	assert_equal "$stderr" "shapemash: <stdin>:1:1: red must guess its own pictogram before blue's (rule: own-first)"
}

@test "rule: each pictogram is guessed once; the round ends when both are" {
	run --separate-stderr shapemash round -T red,blue <<-EOF
	red
	blue
	red blue
	EOF
	assert_fails_cleanly 1
	assert_equal "$stderr" "shapemash: <stdin>:3:1: both pictograms were guessed: the round is over (rule: round-over)"
	run --separate-stderr shapemash round -T red,blue <<-EOF
	red
	red blue
	blue
	EOF
	assert_fails_cleanly 1
	run --separate-stderr shapemash round -T red,blue <<-EOF
	red
	red
	EOF
	assert_fails_cleanly 1
	assert_equal "$stderr" "shapemash: <stdin>:2:1: red's pictogram was already guessed by red (rule: pictogram-guessed)"
	run --separate-stderr shapemash round -T red,blue <<< 'green'
	assert_fails_cleanly 2
	assert_equal "$stderr" "shapemash: <stdin>:1:1: not one of the two teams"
}

@test "shapemash round -T: a team name tally reads as a number is exit 2" {
	# Before: -T 1,2 scored "1 1 2 0", a line tally -g shapemash refuses.
	for teams in 1,2 red,-1 +3,blue; do
		run --separate-stderr shapemash round -T "$teams" <<< 'red'
		assert_fails_cleanly 2
		assert_equal "$stderr" "shapemash: bad team names '$teams': two different names of letters, digits, '.', '_' or '-', not numbers (see 'shapemash --help')"
	done
	run bash -c 'shapemash round -T red,b2 <<< "b2" | tally -g shapemash -r'
	assert_line --index 0 'red 0 b2 1'
}

@test "shapemash round -T: a team name is read as tally reads it, an accent typed decomposed too" {
	# Before: -T with ju + U+0308 + rgen, a name tally reads as jürgen,
	# was "bad team names", and a guess line naming jürgen typed the
	# other way was "not one of the two teams".
	run --separate-stderr bash -c "printf 'j\\303\\274rgen\\nju\\314\\210rgen blue\\n' | shapemash round -T \"\$(printf 'ju\\314\\210rgen'),blue\""
	assert_success
	assert_output "$(printf 'j\303\274rgen 2 blue 0')"
	run bash -c "printf 'blue\\n' | shapemash round -T \"\$(printf 'ju\\314\\210rgen'),blue\" | tally -g shapemash -r"
	assert_line --index 0 "$(printf 'j\303\274rgen 0 blue 1')"
	# one team typed both ways is one team, not two
	run --separate-stderr shapemash round -T "$(printf 'ju\314\210rgen,j\303\274rgen')" <<< 'x'
	assert_fails_cleanly 2
	# a mark that composes no letter is no name, as for tally
	run --separate-stderr shapemash round -T "$(printf 'x\314\210,blue')" <<< 'blue'
	assert_fails_cleanly 2
}

@test "rule: a cooperative round is one card guessed or one life lost" {
	run shapemash round --coop <<< 'ann says KITE'
	assert_output 1
	run shapemash round -c <<< '# nobody'
	assert_output '-1 life'
	run --separate-stderr shapemash round -c <<-EOF
	ann
	bob
	EOF
	assert_fails_cleanly 1
}

@test "-o json: a refused move or guess is its verdict, naming its rule and place" {
	printf 'add circle\nadd circle white\nadd bar\nadd bar\nadd star\nadd heart\n' > m.txt
	run --separate-stderr shapemash canvas -o json m.txt
	assert_no_doc canvas-full
	printf '%s\n' "$output" | python3 -c '
import json, sys
d = json.load(sys.stdin)
assert (d["file"], d["line"], d["col"]) == ("m.txt", 6, 1), d
assert d["message"].startswith("m.txt:6:1: "), d'
	for moves in 'add star\nadd star' 'add circle\nremove circle white'; do
		printf "$moves\n" > m.txt
		run --separate-stderr shapemash canvas -o json m.txt
		case $moves in
		*star) assert_no_doc box-empty ;;
		*) assert_no_doc not-on-canvas ;;
		esac
	done
	run --separate-stderr shapemash round -T red,blue -o json <<< 'red blue'
	assert_no_doc own-first
	printf 'red\nblue\nred blue\n' > r.txt
	run --separate-stderr shapemash round -T red,blue -o json r.txt
	assert_no_doc round-over
	printf 'red\nred\n' > r.txt
	run --separate-stderr shapemash round -T red,blue -o json r.txt
	assert_no_doc pictogram-guessed
	printf 'ann\nbob\n' > r.txt
	run --separate-stderr shapemash round -c -o json r.txt
	assert_no_doc card-guessed
	run --separate-stderr shapemash round -c -o yaml -q r.txt
	assert_equal "$status" 1
	assert_equal "$stderr" ""
	assert_line 'rule: "card-guessed"'
}

@test "-o json: a move quoting bytes that are not UTF-8 is still a UTF-8 document" {
	# Before: the error document quoted the bytes raw, or cut a letter in
	# two (a shape's name is quoted to 32 bytes): JSON no reader takes.
	# A byte that is no UTF-8 is U+FFFD; the cut is at a letter's start.
	printf 'add circle\xff\n' > m.txt
	printf 'add a%s\n' "$(printf 'é%.0s' {1..20})" > n.txt
	for f in m.txt n.txt; do
		run --separate-stderr shapemash canvas -o json "$f"
		assert_equal "$status" 2
		printf '%s\n' "$output" | python3 -c '
import json, sys
d = json.loads(sys.stdin.buffer.read().decode("utf-8"))["error"]
assert d["message"].startswith("no shape"), d
assert ("\ufffd" in d["message"]) == (sys.argv[1] == "m.txt"), d' "$f"
	done
	run --separate-stderr shapemash canvas -o json m.txt
	assert_output --partial "no shape 'circle\\ufffd' in the box"
	run --separate-stderr tally -o yaml <<< $'red 1 blu\xffe 1'
	assert_equal "$status" 2
	assert_line --partial "'blu\\ufffde' is not a name"
}

@test "-o json: the canvas and a round's points as documents" {
	run shapemash canvas -o json <<< $'add circle\nadd circle white'
	assert_success
	assert_equal "$(printf '%s\n' "$output" | jq -c .)" '{"legal":true,"canvas":[{"name":"circle","side":"black"},{"name":"circle","side":"white"}]}'
	run shapemash canvas -o yaml <<< 'clear'
	assert_success
	assert_output "$(printf 'legal: true\ncanvas: []')"
	run shapemash round -T red,blue -o json <<< $'red\nred blue'
	assert_success
	assert_equal "$(printf '%s\n' "$output" | jq -c .)" '{"legal":true,"players":[{"name":"red","points":2},{"name":"blue","points":0}]}'
	run shapemash round -c -o json <<< 'ann says KITE'
	assert_equal "$(printf '%s\n' "$output" | jq -c .)" '{"legal":true,"guessed":true}'
	run shapemash round -c -o json < /dev/null
	assert_equal "$(printf '%s\n' "$output" | jq -c .)" '{"legal":true,"guessed":false}'
	run shapemash round -c -o text < /dev/null
	assert_output '-1 life'
}

@test "shapemash: the team game and the cooperative game end by tally's rules" {
	printf 'red 2 blue 0\n%.0s' 1 2 3 4 > r.txt
	run --separate-stderr tally -g shapemash r.txt
	assert_equal "$status" 1
	printf 'red 1 blue 1\nred 1 blue 1\n' >> r.txt
	run tally -g shapemash r.txt
	assert_success
	assert_output "$(printf 'red 10\nblue 2\nwinner: red')"
	run bash -c 'for r in 1 1 1 1 1 1 1 1 1; do echo $r; done | { cat; echo "-1 life"; echo 1; } | tally -g shapemash-hard'
	assert_equal "$status" 1
	assert_line lost
	run bash -c 'for r in 1 1 1 1 1 1 1 1 1 1; do echo $r; done | tally -g shapemash-hard'
	assert_success
	assert_line won
}

@test "shapemash: a full disk is exit 2" {
	run --separate-stderr bash -c 'shapemash shapes > /dev/full'
	assert_equal "$status" 2
	assert_equal "$stderr" "shapemash: write error: No space left on device"
	run --separate-stderr bash -c 'echo red | shapemash round -T red,blue > /dev/full'
	assert_equal "$status" 2
	bag new shapemash -s 1 | bag draw > g.yaml
	cp g.yaml orig.yaml
	run --separate-stderr bash -c 'shapemash pick -f g.yaml > /dev/full'
	assert_equal "$status" 2
	run --separate-stderr bash -c 'bag new shapemash -s 1 > /dev/full'
	assert_equal "$status" 2
}

@test "examples/shapemash.sh: two seeded games, the same every run" {
	run sh "$TOP/examples/shapemash.sh"
	assert_success
	assert_output "$(cat "$TOP/tests/golden/shapemash-example-7.txt")"
	assert_line 'winner: red'
	assert_line lost
	# A round nobody guessed says so (before: "guesses: " and nothing).
	assert_line '  guesses: none'
	refute_line '  guesses: '
	run sh "$TOP/examples/shapemash.sh" 12
	assert_success
	assert_line --regexp '^(winner (red|blue)|won|lost)$'
}

@test "shapemash: a state of another game is exit 2, naming its game and its tool" {
	categories new -N ann,bob -s 1 > c.yaml
	run --separate-stderr shapemash pick -f c.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "shapemash: c.yaml: a category game, not a Shapemash one: play it with categories"
}
