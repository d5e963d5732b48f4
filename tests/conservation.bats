#!/usr/bin/env bats
# No tile is ever created or lost, whatever sequence of moves is made.
bats_require_minimum_version 1.5.0
load test_helper

@test "conservation: 2,000 seeded random games through libcore, every step checked" {
	run "$BUILD/tests/prop-tiles" 2000 60
	assert_success
	assert_output --regexp '^ok 2000 games, [0-9]+ moves made, [0-9]+ refused$'
}

@test "conservation: random move sequences through the real tools, audited at every step" {
	local -A hands
	local -a names
	local turn rows cols
	for s in $(seq 1 8); do
		case $((s % 3)) in
		0) game=bananagrams; n=3 ;;
		1) game=bananagrams-wild; n=2 ;;
		2) game=shenanigrams; n=4 ;;
		esac
		bag new "$game" -s "$s" | deal -p "$n" > g.yaml
		r=$s
		for step in $(seq 1 15); do
			r=$(( (r * 1103515245 + 12345) % 2147483648 ))
			p=p$(( r % n + 1 ))
			read_state g.yaml
			h=${hands[$p]-}
			t=$turn
			case $(( (r / 7) % 6 )) in
			0) run bag draw -n 2 -t "$p" -i g.yaml ;;
			1) run bag peel -i g.yaml ;;
			2) run bag dump "${h:0:1}" -p "$p" -i g.yaml ;;
			3) run bag return "${h:0:2}" -p "$p" -i g.yaml ;;
			4) run bag trade -p "${t:-$p}" -i g.yaml ;;
			5) run bag fill -i g.yaml ;;
			esac
			# an empty hand makes dump and return usage errors (2),
			# and so is a move of another game (a peel in Shenanigrams)
			[ "$status" -le 1 ] || [ -z "$h" ] || \
			    [[ "$output" == *" game, not a "* ]] || fail "seed $s step $step: exit $status: $output"
			run bag audit -f g.yaml
			[ "$status" -eq 0 ] || fail "seed $s step $step: $output"
		done
	done
}
