#!/usr/bin/env bats
# Compiled dictionary files made to lie: each is refused when it is opened,
# with one line and exit 2, and no search of it runs away.  The files are
# written by tests/craft-dict.py (see libcore/dict.h for the format).
bats_require_minimum_version 1.5.0
load test_helper

# The limit (timeout(1)) on a run that must end by itself: it only keeps a
# search that runs away from hanging the test, and measures nothing.  Each
# run takes under a second here, but a make sanitize build on a busy
# machine took more than 10 s for a listing of many.wkd, or a compile of
# 8.4 million lines, that its limit ended as well as it should.
RUNAWAY=120

# The three every test has, crafted once for the file, copied for each.
setup_file() {
	cd "$BATS_FILE_TMPDIR" || return 1
	python3 "$TOP/tests/craft-dict.py" cycle cycle.wkd wide wide.wkd \
	    nolast nolast.wkd
}

setup() {
	cd "$BATS_TEST_TMPDIR" || return 1
	export XDG_CACHE_HOME="$BATS_TEST_TMPDIR/cache"
	cp "$BATS_FILE_TMPDIR"/cycle.wkd "$BATS_FILE_TMPDIR"/wide.wkd \
	    "$BATS_FILE_TMPDIR"/nolast.wkd .
}

@test "dictfile: a list whose edges lead back to itself is refused by match" {
	[ "$(wc -c < cycle.wkd)" -eq 572 ]
	run --separate-stderr timeout "$RUNAWAY" words -d cycle.wkd match 'a*'
	assert_fails_cleanly 2
	assert_equal "$stderr" "words: cycle.wkd: a damaged dictionary (a loop): rebuild it with 'words compile'"
}

@test "dictfile: solve -t 1 with a looping dictionary ends at once, exit 2" {
	run --separate-stderr timeout "$RUNAWAY" solve -t 1 -d cycle.wkd AAAAABBBBBCCCCCDDDDDE
	assert_fails_cleanly 2
	assert_equal "$stderr" "solve: cycle.wkd: a damaged dictionary (a loop): rebuild it with 'words compile'"
	run --separate-stderr timeout "$RUNAWAY" solve -t 1 -n 100 -d wide.wkd ABABABABABABABABABABAB
	assert_fails_cleanly 2
}

@test "dictfile: solve -t 1 holds while the words of a huge dictionary are listed" {
	python3 "$TOP/tests/craft-dict.py" many many.wkd
	run words -d many.wkd info
	assert_line 'words 67108864'
	run --separate-stderr timeout "$RUNAWAY" solve -t 1 -d many.wkd ABABABABABABABABABABABABABABAB
	assert_equal "$status" 3
	assert_equal "$stderr" "solve: the time ran out while the hand's words were listed"
}

@test "dictfile: words info, anagram and prefix refuse a looping dictionary" {
	for cmd in info "anagram ABC??" "prefix cat"; do
		run --separate-stderr timeout "$RUNAWAY" words -d cycle.wkd $cmd
		assert_fails_cleanly 2
		assert_output ""
	done
}

@test "dictfile: 2^64 words behind a header that says 1000 are refused" {
	run --separate-stderr timeout "$RUNAWAY" words -d wide.wkd match 'a*'
	assert_fails_cleanly 2
	assert_equal "$stderr" "words: wide.wkd: a damaged dictionary (a word count that is not the header's): rebuild it with 'words compile'"
	run --separate-stderr timeout "$RUNAWAY" words -d wide.wkd anagram ABABABABAB
	assert_fails_cleanly 2
}

@test "dictfile: a list that runs off the end of the file is refused" {
	run --separate-stderr timeout "$RUNAWAY" words -d nolast.wkd info
	assert_fails_cleanly 2
	assert_equal "$stderr" "words: nolast.wkd: a damaged dictionary (a list that runs off the end): rebuild it with 'words compile'"
}

@test "dictfile: a damaged built-in in WORDKIT_DATADIR is refused, not searched" {
	mkdir data
	cp cycle.wkd data/standard.wkd
	run --separate-stderr env WORDKIT_DATADIR="$PWD/data" timeout "$RUNAWAY" validate cat
	assert_fails_cleanly 2
	assert_equal "$stderr" "validate: $PWD/data/standard.wkd: a damaged dictionary (a loop): rebuild it with 'words compile'"
}

@test "dictfile: every file words compile writes passes the whole check" {
	cp "$TOP/tests/data/words.txt" list.txt
	words compile list.txt list.wkd
	run words -d list.wkd match '*'
	assert_success
	assert_equal "${#lines[@]}" "$(words -d list.wkd info | sed -n 's/^words //p')"
	for d in small standard large; do
		cp "$BUILD/share/wordkit/$d.wkd" "copy-$d.wkd"
		run words -d "copy-$d.wkd" info
		assert_success
	done
}

@test "dictfile: a header that says more edges lie along prefixes than exist is refused" {
	python3 "$TOP/tests/craft-dict.py" sound sound.wkd prefix prefix.wkd
	run words -d sound.wkd match '*'
	assert_success
	assert_output "$(printf 'A\nB')"
	run --separate-stderr timeout "$RUNAWAY" words -d prefix.wkd match '*'
	assert_fails_cleanly 2
	assert_equal "$stderr" "words: prefix.wkd: a damaged dictionary (more edges along prefixes of words than edges): rebuild it with 'words compile'"
}

@test "dictfile: a header whose language code is none is refused, not shown" {
	# The code is shown (words info) and named in a state: an escape
	# sequence there reached the terminal, a quote broke the JSON.
	python3 "$TOP/tests/craft-dict.py" lang lang.wkd
	for args in "info" "info -o json" "match *"; do
		run --separate-stderr words -d lang.wkd $args
		assert_equal "$status" 2
		assert_equal "$stderr" "words: lang.wkd: not a wordkit dictionary, or a damaged one (rebuild it with 'words compile')"
		! printf '%s' "$output" | LC_ALL=C grep -q $'\x1b' || fail "$output"
	done
	run --separate-stderr validate -d lang.wkd A
	assert_fails_cleanly 2
}

@test "dictfile: a need word that does not say what its list's words hold is refused" {
	# True, the need word lets a search leave a list its tiles cannot
	# end a word in; one that lies would lose AB from every search.
	python3 "$TOP/tests/craft-dict.py" need need.wkd needlie needlie.wkd
	run words -d need.wkd anagram BAC
	assert_success
	assert_output AB
	run words -d need.wkd anagram AC -q
	assert_failure 1
	run --separate-stderr words -d needlie.wkd anagram BAC
	assert_fails_cleanly 2
	assert_equal "$stderr" "words: needlie.wkd: a damaged dictionary (a need word that is not its list's): rebuild it with 'words compile'"
}

@test "dictfile: another version's dictionary is told so; compile and the cache replace it" {
	python3 "$TOP/tests/craft-dict.py" old old.wkd
	run --separate-stderr words -d old.wkd info
	assert_fails_cleanly 2
	assert_equal "$stderr" "words: old.wkd: a dictionary compiled by another version of wordkit (rebuild it with 'words compile')"
	# Still a dictionary, not a list: compile replaces it without -F.
	printf 'cat\ndog\n' > list.txt
	run words compile list.txt old.wkd
	assert_success
	run words -d old.wkd match '*'
	assert_output "$(printf 'CAT\nDOG')"
	# A cached copy of another version is compiled again, and replaced.
	run words -d list.txt match 'c*'
	assert_output CAT
	cached=(cache/wordkit/*.wkd)
	printf 'WKDICT03' | dd of="${cached[0]}" bs=8 count=1 conv=notrunc 2>/dev/null
	run --separate-stderr words -d list.txt match 'd*'
	assert_success
	assert_output DOG
	assert_equal "$stderr" ""
	assert_equal "$(head -c 8 "${cached[0]}")" WKDICT04
}

# prefix_edges FILE: the count of edges a walk along prefixes of words
# reads (the last one's index + 1, following each edge marked "a word can
# be reached"), the header's prefix field, and the count of edges.
prefix_edges() {
	python3 - "$1" <<'EOF2'
import struct, sys
f = open(sys.argv[1], "rb").read()
n, root = struct.unpack_from("<I", f, 8)[0], struct.unpack_from("<I", f, 20)[0]
hl = len(f) - 4 * n
E = struct.unpack_from("<%dI" % n, f, hl)
top, seen, todo = 0, set(), [root]
while todo:
    i = todo.pop()
    if i in seen:
        continue
    seen.add(i)
    while True:
        e = E[i]
        top = max(top, i + 1)
        if e >> 7 & 1 and e >> 10:
            todo.append((e >> 10) + (e >> 8 & 1))
        if e >> 5 & 1:
            break
        i += 1
print(top, struct.unpack_from("<I", f, hl - 4)[0], n)
EOF2
}

@test "dictfile: the lists along prefixes of words come first, as far as the header says" {
	cp "$TOP/tests/data/words.txt" list.txt
	words compile list.txt list.wkd
	for d in list.wkd "$BUILD"/share/wordkit/{standard,de}.wkd; do
		read -r walk prefix edges < <(prefix_edges "$d")
		# Exactly those: a search maps them ahead, and no more.
		assert_equal "$prefix" "$walk"
		[ "$prefix" -lt "$edges" ]
	done
}

@test "dictfile: a list too costly to compile is refused at once, with the limit" {
	w=$(printf 'a%.0s' $(seq 64))
	yes "$w" | head -n 33000 > long.txt
	run --separate-stderr timeout "$RUNAWAY" words compile long.txt long.wkd
	assert_fails_cleanly 2
	assert_equal "$stderr" "words: long.txt: a list too large to compile: more than 67108864 letters in its words' endings (a word of n letters has n(n+1)/2)"
	[ ! -e long.wkd ]
	yes ab | head -n 8400000 > many.txt
	run --separate-stderr timeout "$RUNAWAY" words compile many.txt many.wkd
	assert_fails_cleanly 2
	assert_equal "$stderr" "words: many.txt: a list too large to compile: more than 16777216 letters in its words"
	# Just under the limit, the words are kept.
	yes "$w" | head -n 32000 > fits.txt
	run timeout "$RUNAWAY" words compile fits.txt fits.wkd
	assert_success
	run words -d fits.wkd match '*'
	assert_output "${w^^}"
}

@test "dictfile: solve -n holds while the words of a huge dictionary are listed" {
	python3 "$TOP/tests/craft-dict.py" many many.wkd
	# The nodes alone end it: no time limit (a day) that a slow run
	# would reach first.
	run --separate-stderr timeout "$RUNAWAY" solve -t 86400 -n 1000 -d many.wkd ABABABABABABABABABABABABABABAB
	assert_equal "$status" 3
	assert_equal "$stderr" "solve: the nodes ran out while the hand's words were listed"
	# A real hand's listing is never cut: a small -n still searches.
	run --separate-stderr solve -n 1000 MTMRQTNEYBDNDONXGNVUS
	assert_equal "$stderr" "solve: the search nodes ran out before a grid was found"
}
