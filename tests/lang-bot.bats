#!/usr/bin/env bats
# bot in other languages: the game's tiles, dictionary and log in UTF-8.
bats_require_minimum_version 1.5.0
load test_helper

# grids LOG: the lines of LOG's grids (between <<'GRID' and GRID).
grids() {
	sed -n "/<<'GRID'/,/^GRID\$/p" "$1" | grep -v GRID
}

@test "bot --lang de: a German game to Bananas!, its grids in UTF-8, replayed by the tools" {
	run bot bananagrams --lang de -p 4 -s 2
	assert_success
	assert_line 'bag new bananagrams --lang de -s 2 > game.yaml'
	assert_line --regexp '^# p[1-4] wins: Top Banana$'
	printf '%s\n' "$output" > log.sh
	# The winning grid uses the German tiles: Kosmos's set has no Ä Ö Ü.
	grids log.sh > grids.txt
	[ -s grids.txt ]
	! grep -q '[ÄÖÜ]' grids.txt
	iconv -f UTF-8 -t UTF-8 grids.txt > valid.txt
	run bash -e log.sh
	assert_success
	assert_line 'complete: 144 tiles'
	assert_line --regexp '^winner: p[1-4]$'
	assert_equal "$(yaml_str lang game.yaml)" "de"
}

@test "bot --lang es: every Spanish game replays, Ñ and all, seed after seed" {
	# The set's one Ñ comes out in these seeds' games.
	for s in 3 9 11; do
		bot bananagrams -l es -p 4 -s "$s" > "log$s.sh"
		grep -q 'Ñ' "log$s.sh"
		mkdir "r$s"
		(cd "r$s" && bash -e "../log$s.sh" > out.txt)
		grep -qx 'complete: 144 tiles' "r$s/out.txt"
	done
}

@test "bot --lang: a Shenanigrams game in German is replayed by steal-check" {
	run bot shenanigrams --lang de -s 3
	assert_success
	assert_line 'bag new shenanigrams --lang de -s 3 > game.yaml'
	printf '%s\n' "$output" > log.sh
	run bash -e log.sh
	assert_success
	assert_line --partial 'complete:'
}

@test "bot --lang: a Typeset game in German writes its vowels in UTF-8, and play-typeset replays it" {
	# Before: a turn's "vowel Ä 3" was written in UTF-8 into a log of
	# letter bytes, and the log's encoding failed ("out of memory").
	run bot typeset --lang de -s 5
	assert_success
	assert_line 'bag new typeset --lang de -s 5 > game.yaml'
	assert_line --regexp "^play-typeset -i game.yaml -p p[12] 'vowel Ä [1-6], "
	printf '%s\n' "$output" > log.sh
	iconv -f UTF-8 -t UTF-8 log.sh > /dev/null
	run bash -e log.sh
	assert_success
	assert_line --partial 'complete:'
	assert_line --regexp '^  1\. p[12] '
}

@test "bot --lang: the summary names the language, and English has none" {
	run bot bananagrams --lang de -p 4 -s 2 -o json
	assert_success
	assert_equal "$(printf '%s' "$output" | jq -r .lang)" "de"
	run bot bananagrams -p 4 -s 2 -o json
	assert_equal "$(printf '%s' "$output" | jq -r '.lang // "none"')" "none"
	# --lang en is English: the same game, the same log.
	assert_equal "$(bot bananagrams -l en -p 4 -s 5)" \
	    "$(bot bananagrams -p 4 -s 5)"
}

@test "bot --lang: a dictionary of other letters, or an unknown language, is exit 2" {
	run --separate-stderr bot bananagrams --lang de -d standard -s 1
	assert_fails_cleanly 2
	assert_equal "$stderr" "bot: dictionary 'standard' is not spelt in the letters of 'de': give -d a dictionary of that language"
	run --separate-stderr bot bananagrams --lang xx -s 1
	assert_fails_cleanly 2
	[[ $stderr == "bot: unknown language 'xx'"* ]]
}

@test "bot --lang: every shipped language plays both games, and the tools replay them" {
	# German and Spanish have their own tests above; these are the rest.
	for l in fr it pt nl; do
		mkdir "$l" "$l/s"
		bot bananagrams --lang "$l" -p 4 -s 1 > "$l/log.sh"
		bot shenanigrams --lang "$l" -s 1 > "$l/slog.sh"
		grep -qx "bag new bananagrams --lang $l -s 1 > game.yaml" "$l/log.sh"
		(cd "$l" && bash -e log.sh > out.txt) ||
		    fail "$l: the Bananagrams log does not replay"
		(cd "$l/s" && bash -e ../slog.sh > out.txt) ||
		    fail "$l: the Shenanigrams log does not replay"
		grep -qx 'complete: 144 tiles' "$l/out.txt"
		[[ $(tail -1 "$l/s/out.txt") == complete:* ]]
		assert_equal "$(yaml_str lang "$l/game.yaml")" "$l"
	done
}
