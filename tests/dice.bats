#!/usr/bin/env bats
# dice: rolls, and rolling two until doubles.
bats_require_minimum_version 1.5.0
load test_helper

@test "dice --help prints the usage on stdout and exits 0" {
	run dice --help
	assert_success
	assert_line --index 0 --partial 'usage: dice'
	run dice -V
	assert_output --regexp '^dice \(wordkit\) '
}

@test "dice: a bad option or bad dice is exit 2, one line" {
	run --separate-stderr dice --roll
	assert_fails_cleanly 2
	for d in 0d6 2d1 2d 101d6 2d1001 x 2d6x -3 2d6d6; do
		run --separate-stderr dice "$d"
		assert_fails_cleanly 2
	done
	run --separate-stderr dice 2d0
	assert_equal "$stderr" "dice: '2d0' is not dice: write NdS, N dice of S sides, N from 1 to 100 and S from 2 to 1000 (2d6) (see 'dice --help')"
	run --separate-stderr dice 2d6 3d6
	assert_fails_cleanly 2
}

@test "dice: --until-doubles needs two dice and no --count" {
	run --separate-stderr dice 3d6 -u
	assert_fails_cleanly 2
	assert_equal "$stderr" "dice: --until-doubles rolls two dice, not 3 (see 'dice --help')"
	run --separate-stderr dice -u -n 3
	assert_fails_cleanly 2
}

@test "dice: golden rolls for seed 42" {
	run dice -s 42 -n 3
	assert_success
	assert_output "$(printf '1 2\n4 4\n3 1')"
	run dice -s 42 -n 2 -t 3d6
	assert_output "$(printf '7\n8')"
	run dice -s 42 -u
	assert_output "$(printf '1 2\n4 4\n2 rolls')"
}

@test "dice: the same seed gives the same rolls on every run" {
	a=$(dice 4d6 -s 77 -n 100)
	b=$(dice 4d6 -s 77 -n 100)
	c=$(dice 4d6 -s 78 -n 100)
	assert_equal "$a" "$b"
	[ "$a" != "$c" ]
}

@test "dice -S: the seed on stderr replays rolls nobody seeded" {
	run --separate-stderr dice -S -n 20
	assert_success
	first=$output
	[[ $stderr =~ ^seed:\ ([0-9]+)$ ]] || fail "stderr: $stderr"
	run dice -n 20 -s "${BASH_REMATCH[1]}"
	assert_output "$first"
	# without -S stderr stays empty; with -s the seed shown is the one given
	run --separate-stderr dice -n 20
	assert_equal "$stderr" ""
	run --separate-stderr dice -S -u -s 42
	assert_equal "$stderr" "seed: 42"
}

@test "dice: NdS, dS and N forms, faces within 1 to S" {
	run bash -c 'dice 5d8 -s 3 -n 2000 | tr " " "\n" | sort -n | uniq | tr "\n" " "'
	assert_output "1 2 3 4 5 6 7 8 "
	run bash -c 'dice D20 -s 3 -n 1 | wc -w'
	assert_output 1
	run bash -c 'dice 3 -s 3 | wc -w'
	assert_output 3
}

@test "dice --until-doubles: every roll but the last differs, the count is right" {
	for s in 1 2 3 4 5 6 7 8 9 10; do
		run dice -u -s "$s"
		assert_success
		n=$(printf '%s\n' "$output" | sed -n '$s/^\([0-9]*\) rolls\{0,1\}$/\1/p')
		[ -n "$n" ] || fail "seed $s: no count line"
		assert_equal "$(printf '%s\n' "$output" | sed '$d' | wc -l)" "$n"
		run bash -c "dice -u -s $s | sed '\$d' | awk '(\$1 == \$2) != (NR == $n) { bad = 1 } END { exit bad }'"
		assert_success
	done
}

@test "dice --until-doubles: doubles come about one roll in six (400 games)" {
	# The mean number of rolls is 6; over 400 seeded games it stays near,
	# between 5.4 and 6.6.  (The last line read in the shell: a tail and
	# a pipe for each game were half the test's processes; each game by
	# run, which starts it without a fork of this shell.)
	local s t=0
	for s in $(seq 1 400); do
		run --separate-stderr dice -u -s "$s"
		((status == 0)) || fail "seed $s: exit $status: $stderr"
		[[ ${output##*$'\n'} =~ ^([0-9]+)\ rolls?$ ]] ||
		    fail "seed $s: no count of rolls: $output"
		t=$((t + BASH_REMATCH[1]))
	done
	((t > 2160 && t < 2640)) || fail "$t rolls in 400 games"
}

@test "dice: a full disk is exit 2" {
	run --separate-stderr bash -c 'dice -s 1 > /dev/full'
	assert_equal "$status" 2
	assert_equal "$stderr" "dice: write error: No space left on device"
	run --separate-stderr bash -c 'dice -u -s 1 > /dev/full'
	assert_equal "$status" 2
}
