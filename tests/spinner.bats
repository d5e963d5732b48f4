#!/usr/bin/env bats
# spinner: the category game's letter spinner, and no-repeat sessions.
bats_require_minimum_version 1.5.0
load test_helper

@test "spinner --help prints the usage on stdout and exits 0" {
	run spinner --help
	assert_success
	assert_line --index 0 --partial 'usage: spinner'
	run spinner -V
	assert_output --regexp '^spinner \(wordkit\) '
}

@test "spinner: a bad option, a bad set or a stray argument is exit 2" {
	run --separate-stderr spinner --spin
	assert_fails_cleanly 2
	assert_equal "$stderr" "spinner: unknown option '--spin' (see 'spinner --help')"
	run --separate-stderr spinner --letters 'A1'
	assert_fails_cleanly 2
	run --separate-stderr spinner --letters 'AA'
	assert_fails_cleanly 2
	assert_equal "$stderr" "spinner: letter set 'AA' gives 'A' twice (see 'spinner --help')"
	run --separate-stderr spinner --letters A --exclude B
	assert_fails_cleanly 2
	run --separate-stderr spinner --exclude A-Z
	assert_fails_cleanly 2
	run --separate-stderr spinner -n 0
	assert_fails_cleanly 2
	run --separate-stderr spinner extra
	assert_fails_cleanly 2
	run --separate-stderr spinner -f x.yaml
	assert_fails_cleanly 2
}

@test "spinner: golden letters for seed 7" {
	run spinner -s 7 -n 6
	assert_success
	assert_equal "$(printf '%s' "$output" | tr '\n' ' ')" "E I E S I J"
}

@test "spinner: the same seed gives the same letters, another seed others" {
	a=$(spinner -s 123 -n 50)
	b=$(spinner -s 123 -n 50)
	c=$(spinner -s 124 -n 50)
	assert_equal "$a" "$b"
	[ "$a" != "$c" ]
}

@test "spinner -S: the seed on stderr replays spins nobody seeded" {
	run --separate-stderr spinner -S -n 30
	assert_success
	first=$output
	[[ $stderr =~ ^seed:\ ([0-9]+)$ ]] || fail "stderr: $stderr"
	run spinner -n 30 -s "${BASH_REMATCH[1]}"
	assert_output "$first"
	run --separate-stderr spinner -n 3
	assert_equal "$stderr" ""
	# -u: the session's own seed, drawn once and kept
	spinner -u -S -i s.yaml 2> seed1.txt
	spinner -u -S -i s.yaml 2> seed2.txt
	assert_equal "$(cat seed1.txt)" "seed: $(sed -n 's/^seed: //p' s.yaml)"
	assert_equal "$(cat seed2.txt)" "$(cat seed1.txt)"
}

@test "spinner: the default spinner has 20 letters, never Q U V X Y Z" {
	run bash -c 'spinner -s 5 -n 20000 | sort -u | tr -d "\n"'
	assert_output ABCDEFGHIJKLMNOPRSTW
}

@test "spinner: 100,000 spins never show an excluded letter" {
	run bash -c 'spinner -s 99 -n 100000 --exclude AEIOW | grep -c "[AEIOUW-Z]"'
	assert_output 0
	run bash -c 'spinner -s 99 -n 100000 --exclude AEIOW | sort -u | wc -l'
	assert_output 15
}

@test "spinner: 100,000 spins pass a chi-square test for uniformity (seed 2026)" {
	# 20 letters, 19 degrees of freedom: the 0.1% critical value is 43.82.
	run bash -c 'spinner -s 2026 -n 100000 | sort | uniq -c |
	    awk "{ n++; c[n] = \$1; t += \$1 }
	        END { e = t / 20; for (i = 1; i <= n; i++) x += (c[i] - e) ^ 2 / e
	              printf \"%d %d %.2f\n\", n, t, x; exit !(n == 20 && x < 43.82) }"'
	assert_success
	assert_output --regexp '^20 100000 [0-9]+\.[0-9]+$'
}

@test "spinner --letters: ranges and small letters" {
	run bash -c 'spinner -l a-c -s 1 -n 3000 | sort -u | tr -d "\n"'
	assert_output ABC
	run bash -c 'spinner -l A-CX-Z -s 1 -n 3000 | sort -u | tr -d "\n"'
	assert_output ABCXYZ
}

@test "spinner -u: a session never repeats, and ends with exit 1" {
	run spinner -u -s 4 -n 20 -i s.yaml
	assert_success
	assert_equal "$(printf '%s\n' "$output" | sort -u | tr -d '\n')" ABCDEFGHIJKLMNOPRSTW
	cp s.yaml orig.yaml
	run --separate-stderr spinner -u -i s.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "spinner: every letter of the spinner has been spun (20) (rule: spinner-spent)"
	cmp s.yaml orig.yaml
	run --separate-stderr spinner -u -q -i s.yaml
	assert_equal "$status" 1
	assert_equal "$stderr" ""
	for how in "-f s.yaml" "-i s.yaml"; do
		run --separate-stderr spinner -u $how -o json
		assert_no_doc spinner-spent
		cmp s.yaml orig.yaml
	done
	run --separate-stderr spinner -u -i s.yaml -o yaml -q
	assert_equal "$status" 1
	assert_equal "$stderr" ""
	assert_line 'rule: "spinner-spent"'
}

@test "spinner -u at a terminal, not kept: the letters are not shown" {
	spinner -u -s 3 -i s.yaml > /dev/null
	cp s.yaml before.yaml
	at_terminal 'spinner -u -n 2 -f s.yaml'
	assert_success
	assert_output "$(printf '%s\n' '2 letters spun' \
	    'not kept: play it with -i s.yaml')"
	cmp s.yaml before.yaml
	at_terminal 'spinner -u -n 2 -i s.yaml'
	assert_output "$(spinner -u -n 2 -o text -f before.yaml)"
	assert_equal "${#lines[@]}" 2
}

@test "spinner -u: too few letters left is a rule no, nothing written" {
	printf 'seed: 3\nspun: "ABCDEFGHIJKLMNOPR"\n' > s.yaml
	cp s.yaml orig.yaml
	run --separate-stderr spinner -u -n 4 -i s.yaml
	assert_fails_cleanly 1
	assert_equal "$stderr" "spinner: fewer letters are left than the 4 asked for (left: 3, STW) (rule: spinner-too-few)"
	cmp s.yaml orig.yaml
	run --separate-stderr spinner -u -n 4 -i s.yaml -o json
	assert_no_doc spinner-too-few
	cmp s.yaml orig.yaml
	run spinner -u -n 3 -i s.yaml
	assert_success
	assert_equal "$(printf '%s' "$output" | sort | tr -d '\n')" STW
}

@test "spinner -u: the session is read, written and read again (round trip)" {
	printf 'game: "categories"\nseed: 10\nnote: friday\n' > s.yaml
	spinner -u -f s.yaml > a.yaml
	grep -qx 'note: friday' a.yaml
	grep -qx 'shuffles: 1' a.yaml
	spinner -u -f a.yaml > b.yaml
	grep -qx 'shuffles: 2' b.yaml
	l1=$(sed -n 's/^spun: "\(.\)"$/\1/p' a.yaml)
	l2=$(sed -n 's/^spun: "\(..\)"$/\1/p' b.yaml)
	assert_equal "${l2:0:1}" "$l1"
	[ "${l2:1:1}" != "$l1" ]
	# replay: the same state gives the same spin
	run spinner -u -f s.yaml
	assert_output "$(cat a.yaml)"
	# JSON is valid input too
	spinner -u -f a.yaml -o json > b.json
	run spinner -u -f b.json -o text
	assert_success
}

@test "spinner -u: a session given to a game's tool is called a session, not a game" {
	# A slip of the file name at a game night: the spinner's session
	# (no game key) is no Bananagrams game to play with bag.
	spinner -u -s 3 -i s.yaml > /dev/null
	cp s.yaml before.yaml
	run --separate-stderr categories write -p ann -c 1 BREAD -i s.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "categories: s.yaml: a spinner's session, not a category game: play it with spinner -u"
	run --separate-stderr steal-check -f s.yaml place A 1,1
	assert_fails_cleanly 2
	assert_equal "$stderr" "steal-check: s.yaml: a spinner's session, not a Shenanigrams game: play it with spinner -u"
	run --separate-stderr shapemash pick -i s.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "shapemash: s.yaml: a spinner's session, not a Shapemash game: play it with spinner -u"
	# The tools that play Bananagrams too (before: "the state has no
	# bag", "no player named 'ann'").
	run --separate-stderr bag count -f s.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "bag: s.yaml: a spinner's session, not a Bananagrams, Shenanigrams, Typeset or Shapemash game: play it with spinner -u"
	run --separate-stderr deal -N ann,bob -i s.yaml
	assert_fails_cleanly 2
	run --separate-stderr solve -f s.yaml -p ann
	assert_fails_cleanly 2
	assert_equal "$stderr" "solve: s.yaml: a spinner's session, not a Bananagrams game: play it with spinner -u"
	cmp s.yaml before.yaml
}

@test "spinner -u -i: an empty file starts a session, so the journal undoes and replays it" {
	: > e.yaml
	run spinner -s 5 -u -i e.yaml
	assert_success
	grep -qx 'seed: 5' e.yaml
	spinner -s 5 -u -i s.yaml > /dev/null
	spinner -u -i s.yaml > /dev/null
	run journal --replay s.yaml
	assert_success
	assert_output "2 entries replayed: s.yaml is what they make"
	# Both spins undone leave the file empty, and the session goes on.
	journal --undo 2 -i s.yaml > /dev/null
	[ ! -s s.yaml ]
	run spinner -s 5 -u -i s.yaml
	assert_success
}

@test "spinner -u -i: a category game is refereed before a spin writes it back" {
	categories new -N ann,bob -S kitchen -l B -s 1 -i g.yaml > /dev/null
	categories write -p ann -c 1 BUTTER -i g.yaml > /dev/null
	sed -i 's/category: 1,/category: 99,/' g.yaml
	cp g.yaml before.yaml
	run --separate-stderr spinner -u -i g.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "spinner: g.yaml:10:46: 'category' must be a number from 1 to 12"
	cmp g.yaml before.yaml
}

@test "spinner -u: a malformed session is exit 2 with its place, the file unchanged" {
	printf 'seed: 1\nspun: "AB1"\n' > bad.yaml
	cp bad.yaml orig.yaml
	run --separate-stderr spinner -u -i bad.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "spinner: bad.yaml:2:7: 'spun' holds '1' (character 3): it must be different letters A-Z"
	cmp bad.yaml orig.yaml
	printf 'seed: 1\nspun: [A\n' > bad.yaml
	run --separate-stderr spinner -u -f bad.yaml
	assert_fails_cleanly 2
	[[ "$stderr" == "spinner: bad.yaml:3:1: "* ]]
	printf 'seed: 1\nspun: "ABA"\n' > bad.yaml
	run --separate-stderr spinner -u -f bad.yaml
	assert_fails_cleanly 2
}

@test "spinner -u: a seed other than the session's is a usage error" {
	printf 'seed: 3\n' > s.yaml
	run --separate-stderr spinner -u -s 4 -f s.yaml
	assert_fails_cleanly 2
}

@test "spinner: a full disk is exit 2" {
	run --separate-stderr bash -c 'spinner -s 1 -n 5 > /dev/full'
	assert_equal "$status" 2
	assert_equal "$stderr" "spinner: write error: No space left on device"
	run --separate-stderr bash -c 'spinner -u -s 1 -i s.yaml > /dev/full'
	assert_equal "$status" 2
	run --separate-stderr bash -c 'spinner --help > /dev/full'
	assert_equal "$status" 2
}

@test "spinner: a session state of another game is exit 2, naming its game and its tool" {
	bag new typeset -s 1 > t.yaml
	run --separate-stderr spinner -u -f t.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "spinner: t.yaml: a Typeset game, not a category one: play it with play-typeset"
}
