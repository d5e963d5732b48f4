#!/usr/bin/env bats
# The rules' tables (libcore/core.h's struct core_rule): every "no" of
# every game names its rule from one table, whose names scripts read and
# whose texts --explain quotes.
bats_require_minimum_version 1.5.0
load test_helper

@test "rules: every table keeps core.h's convention" {
	run "$BUILD/tests/check-rules"
	assert_success
	assert_output --regexp '^ok [0-9]+ rules in 13 tables: every one named and explained$'
}

@test "rules: the names scripts read are the names they were" {
	run "$BUILD/tests/check-rules" -l
	assert_success
	assert_output "$(cat <<'NAMES'
alpha not-a-letter
alpha not-a-tile
bag bag-too-low
bag not-held
bag not-drawn
bag nothing-to-return
bag tiles-lost
bag drawn-seen
bananagrams hand-over
bananagrams out
bananagrams no-peeling
bananagrams nobody-in
bananagrams peel-too-low
bananagrams no-dumping
bananagrams dump-too-low
bananagrams rotten-banana
bananagrams not-bananagrams
bananagrams bunch-not-low
bananagrams already-out
bananagrams impossible
bananagrams draw-to-hand
bananagrams no-return
bananagrams draw-to-table
bananagrams peel-not-done
bananagrams not-agreed
bot stuck
bot out-of-turns
bot shared
categories board-letter
categories finish-only
categories add-only
categories finished-word
categories repeat-word
categories same-letter
categories vote-on-empty
categories vote-on-unfinished
categories take-back
categories game-over
categories struck-word
categories vote-too-late
dict not-a-word
dict not-a-prefix
dict not-an-infix
dict no-anagram
dict no-match
duration stopped-early
journal nothing-to-undo
journal nothing-to-redo
journal replay-differs
shapemash canvas-full
shapemash box-empty
shapemash not-on-canvas
shapemash card-guessed
shapemash round-over
shapemash own-first
shapemash pictogram-guessed
shapemash deck-too-low
shapemash cards-lost
shapemash cards-changed
shapemash not-the-builder
shapemash one-card
shenanigrams build
shenanigrams complete
shenanigrams steal
shenanigrams pass
shenanigrams trade
shenanigrams first-tile
shenanigrams adjacent
shenanigrams occupied
shenanigrams no-tile
shenanigrams dead-run
shenanigrams immediate
shenanigrams untagged
shenanigrams completes-untagged
shenanigrams identical
shenanigrams insert-between
shenanigrams shift-blocked
shenanigrams turn
shenanigrams countdown
shenanigrams game-over
shenanigrams tags
shenanigrams must-play
shenanigrams board-size
shenanigrams empty-hand
shenanigrams not-your-turn
shenanigrams hand-full
shenanigrams no-return
shenanigrams draw-to-table
spinner spinner-spent
spinner spinner-too-few
tally out-of-lives
tally not-over
typeset ok
typeset place
typeset vowel
typeset wild
typeset ignore
typeset ability
typeset earn
typeset lost
typeset round
typeset draw
typeset no-letter
typeset stopped
typeset missed
typeset round-end
typeset one-letter
typeset leftmost
typeset row-full
typeset not-vowel
typeset no-vowel
typeset no-wild
typeset forced
typeset no-ability
typeset ability-spent
typeset ability-move
typeset mid-round
typeset bag-empty
typeset waiting
typeset game-over
typeset solo-win
typeset letter-used
NAMES
)"
}

@test "rules: the tools report a rule by its table's name and text" {
	# A Typeset draw refused: its rule and the rulebook, from the table.
	bag new typeset -s 10 | deal -N ann | play-typeset start > g.yaml
	play-typeset draw -i g.yaml > /dev/null
	run --separate-stderr play-typeset draw -e -f g.yaml
	assert_failure 1
	assert_equal "$stderr" "play-typeset: ann has not dealt with turn letter 1 (C) (rule: waiting)
rulebook: \"Every player does this during the same turn with the same letter.\""
	# A Shenanigrams move refused, in JSON.
	printf 'ICON\n' > b.txt
	run steal-check --board b.txt -o json -e place I 1,5
	assert_failure 1
	assert_line '  "rule": "immediate",'
	assert_line --partial '  "rulebook": "When stealing words, a new word must be formed immediately.'
}
