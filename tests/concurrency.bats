#!/usr/bin/env bats
# Many players at once on one state file (wordkit-state(5), "Files and
# concurrency"): every -i holds the file for its whole read-judge-write,
# so nothing is lost, each result printed is in the final state, and a
# reader with -f always reads a whole state.
bats_require_minimum_version 1.5.0
load test_helper
load helper/locks

# record NAME CMD...: run CMD with its output in out.NAME, its errors in
# err.NAME and its exit status in rc.NAME (bats's errexit is not let stop
# the job before the status is written).
record() {
	local name=$1 rc=0
	shift
	"$@" > out.$name 2> err.$name || rc=$?
	echo $rc > rc.$name
}

# spawn NAME CMD...: record NAME CMD... in the background.
spawn() {
	record "$@" &
	spawned+=($!)
}

# wait_spawned: wait for every job spawned since the last wait_spawned
# (wait_for: a minute at most).
wait_spawned() {
	wait_for "${spawned[@]}"
	spawned=()
}

# all_ok PREFIX N: the N status files PREFIX1 ... PREFIXN each say 0.
all_ok() {
	local i
	for i in $(seq "$2"); do
		assert_equal "$(cat "$1$i")" 0
	done
}

@test "concurrency: fifty bag draws record fifty tiles, each printed to one caller" {
	bag new shenanigrams -s 1 | deal -N ann,bob > g.yaml
	before=$(hand ann g.yaml)
	for i in $(seq 50); do
		spawn $i bag draw -i g.yaml --to ann
	done
	# Readers meanwhile: every -f read is a whole state.
	for i in $(seq 30); do
		spawn r$i bag count -f g.yaml
	done
	wait_spawned
	all_ok rc. 50
	all_ok rc.r 30
	for i in $(seq 50); do
		assert_equal "$(wc -l < out.$i)" 1
		assert_equal "$(tr -d '\n' < out.$i | wc -c)" 1
	done
	after=$(hand ann g.yaml)
	assert_equal "${#after}" $(( ${#before} + 50 ))
	# The tiles printed are exactly the tiles the hand gained.
	assert_equal "$(tiles_sorted "$(cat out.[0-9]* | tr -d '\n')")" \
	    "$(tiles_sorted "${after:${#before}}")"
	run bag audit -f g.yaml
	assert_success
	assert_equal "$(ls -a | grep -c '\.wk-')" 0
}

# peel NAME: bag peel -i g.yaml in the background, its output in out.NAME;
# its process in $peeled.
peel() {
	bag peel -i g.yaml > "out.$1" 2> "err.$1" &
	peeled=$!
}

@test "concurrency: two PEELs called at the same moment give each player one tile" {
	[ -r /proc/locks ] && [ -r /proc/$$/wchan ] ||
	    skip "no /proc to see who holds and who waits"
	bag new bananagrams -s 3 | deal -N ann,bob,cy > g.yaml
	cp g.yaml start.yaml
	# A move being written holds the file; both PEELs are called meanwhile.
	hold g.yaml
	peel 1
	a=$peeled
	peel 2
	b=$peeled
	pausing "$a" "$b"
	let_go
	wait_for "$a"
	assert_equal "$status" 0
	wait_for "$b"
	assert_equal "$status" 0
	for p in ann bob cy; do
		[[ $(hand $p g.yaml) == "$(hand $p start.yaml)"[A-Z] ]] ||
		    fail "$p: not one tile more: $(hand $p g.yaml)"
	done
	# One PEEL gave the tiles; the other says so and writes nothing.
	run cat out.1 out.2
	assert_line 'the PEEL called at the same moment already gave everyone a tile'
	assert_line --regexp '^ann [A-Z]$'
	assert_equal "${#lines[@]}" 4
	run bag audit -f g.yaml
	assert_success
	# Called one after the other, they are two PEELs: two tiles each.
	cp start.yaml g.yaml
	bag peel -i g.yaml > /dev/null
	bag peel -i g.yaml > /dev/null
	assert_equal "$(( $(hand ann g.yaml | wc -c) - $(hand ann start.yaml | wc -c) ))" 2
	# A PEEL called while another move (a DUMP) was written is a PEEL.
	cp start.yaml g.yaml
	hold g.yaml
	peel 3
	pausing "$peeled"
	bag dump "$(hand ann g.yaml | cut -c1)" -p ann -f start.yaml > new.yaml
	mv new.yaml g.yaml
	let_go
	wait_for "$peeled"
	assert_equal "$status" 0
	assert_equal "$(( $(hand bob g.yaml | wc -c) - $(hand bob start.yaml | wc -c) ))" 1
	assert_equal "$(( $(hand ann g.yaml | wc -c) - $(hand ann start.yaml | wc -c) ))" 3
	run cat out.3
	refute_output --partial 'same moment'
}

# ann's DUMP and two PEELs (bag $1 and bag $2, "peel" in each) all
# called while the file is held; which of the three has the file first
# is the system's choice: three times, then.  Every player takes one
# tile, ann the DUMP's three, the set is whole, and a PEEL says $3 when
# given.
dump_and_two_peels() {
	local i d a b p
	for i in 1 2 3; do
		cp start.yaml g.yaml
		rm -f .g.yaml.journal
		hold g.yaml
		bag dump "$(hand ann g.yaml | cut -c1)" -p ann -i g.yaml \
		    > out.d 2>&1 &
		d=$!
		# shellcheck disable=SC2086
		bag $1 > out.1 2> err.1 &
		a=$!
		# shellcheck disable=SC2086
		bag $2 > out.2 2> err.2 &
		b=$!
		pausing "$d" "$a" "$b"
		let_go
		for p in "$d" "$a" "$b"; do
			wait_for "$p"
			assert_equal "$status" 0
		done
		for p in bob cy; do
			assert_equal "$(( $(hand $p g.yaml | wc -c) - $(hand $p start.yaml | wc -c) ))" 1
		done
		assert_equal "$(( $(hand ann g.yaml | wc -c) - $(hand ann start.yaml | wc -c) ))" 3
		run bag audit -f g.yaml
		assert_success
		[ -z "${3:-}" ] || { run cat out.1 out.2; assert_line "$3"; }
	done
}

@test "concurrency: two PEELs called at the same moment as a DUMP still give one tile each" {
	[ -r /proc/locks ] && [ -r /proc/$$/wchan ] ||
	    skip "no /proc to see who holds and who waits"
	bag new bananagrams-wild -s 3 | deal -N ann,bob,cy > start.yaml
	# A PEEL that waited compared the file only with a PEEL of the state
	# it was called on: when the DUMP was written first, neither PEEL
	# found that, and each player took two tiles.
	dump_and_two_peels "peel -i g.yaml" "peel -i g.yaml" \
	    'the PEEL called at the same moment already gave everyone a tile'
}

@test "concurrency: two PEELs with their options first, a DUMP between, give one tile each" {
	[ -r /proc/locks ] && [ -r /proc/$$/wchan ] ||
	    skip "no /proc to see who holds and who waits"
	bag new bananagrams-wild -s 3 | deal -N ann,bob,cy > start.yaml
	# "bag -i g.yaml peel" is the same PEEL as "bag peel -i g.yaml": the
	# journal's record of it, its options first, is a PEEL all the same.
	dump_and_two_peels "-q -i g.yaml peel" "-i g.yaml peel"
}

@test "concurrency: twenty steal-check misses and trades each play the right turn" {
	bag new shenanigrams -s 2 | deal -N ann,bob,cy > g.yaml
	# The rulebook's draw for the first player gives bob, with seed 2.
	assert_equal "$(yaml_str turn g.yaml)" bob
	for i in $(seq 20); do
		if [ $((i % 2)) = 0 ]; then m=challenged; else m=trade; fi
		spawn $i steal-check -i g.yaml $m
	done
	for i in $(seq 20); do
		spawn r$i steal-check --find -n 1 -f g.yaml
	done
	wait_spawned
	all_ok rc. 20
	all_ok rc.r 20
	# Turns go round: 7 for bob, 7 for cy, 6 for ann, and ann is next.
	assert_equal "$(cat out.[0-9]* | grep -c '^legal: bob: ')" 7
	assert_equal "$(cat out.[0-9]* | grep -c '^legal: cy: ')" 7
	assert_equal "$(cat out.[0-9]* | grep -c '^legal: ann: ')" 6
	assert_equal "$(yaml_str turn g.yaml)" ann
	run bag audit -f g.yaml
	assert_success
}

@test "concurrency: every Typeset player places the turn letter at once, three turns" {
	bag new typeset -s 3 | deal -N a,b,c,d,e,f | play-typeset start > g.yaml
	letters=
	for turn in 1 2 3; do
		letter=$(play-typeset draw -i g.yaml | sed 's/.*: //')
		letters=$letters$letter
		for p in a b c d e f; do
			spawn $p play-typeset -i g.yaml -p $p 'place 1'
		done
		wait_spawned
		for p in a b c d e f; do
			assert_equal "$(cat rc.$p)" 0
			assert_equal "$(head -1 out.$p)" "legal: $p: place 1"
		done
	done
	# Each mat's first row holds the three letters drawn.
	assert_equal "$(grep -c "rows: \[\"$letters\", " g.yaml)" 6
}

@test "concurrency: category writes and votes at once are all kept" {
	categories new -N ann,bob,cy -S kitchen -l B -s 1 -i g.yaml
	n=0
	for w in BREAD BAGEL BUN BACON BEAN BEET BASIL BRIE BERRY BROTH \
	    BUTTER BISCUIT; do
		n=$((n + 1))
		set -- ann bob cy
		shift $(( (n - 1) % 3 ))
		spawn $n categories write -p "$1" -c $n $w -i g.yaml
	done
	wait_spawned
	all_ok rc. 12
	run categories check --totals -f g.yaml
	assert_output "$(printf 'ann 4\nbob 4\ncy 4')"
	for n in 1 2 3 4 5 6; do
		spawn $n categories vote -c $n invalid -i g.yaml
	done
	wait_spawned
	all_ok rc. 6
	run categories check --totals -f g.yaml
	assert_output "$(printf 'ann 2\nbob 2\ncy 2\nnot over: 6 categories to fill')"
}

@test "concurrency: spinner sessions at once spin sixteen letters, none twice" {
	spinner -u -s 5 -i s.yaml > out.0
	for i in $(seq 15); do
		spawn $i spinner -u -i s.yaml
	done
	wait_spawned
	all_ok rc. 15
	spun=$(cat out.* | tr -d '\n')
	assert_equal "${#spun}" 16
	assert_equal "$(cat out.* | sort -u | wc -l)" 16
	assert_equal "$(tiles_sorted "$(yaml_str spun s.yaml)")" \
	    "$(tiles_sorted "$spun")"
	assert_equal "$(sed -n 's/^shuffles: //p' s.yaml)" 16
}

@test "concurrency: bag new -i at once on a missing file starts one game" {
	for i in $(seq 10); do
		spawn $i bag new bananagrams -s $i -i g.yaml
	done
	wait_spawned
	# One wins; every other finds the file holds its game and writes nothing.
	assert_equal "$(cat rc.* | grep -c '^0$')" 1
	assert_equal "$(cat rc.* | grep -c '^2$')" 9
	assert_equal "$(cat err.* | grep -c 'the file is not empty (a game?)')" 9
	winner=$(grep -l '^0$' rc.* | sed 's/rc\.//')
	assert_equal "$(sed -n 's/^seed: //p' g.yaml)" "$winner"
}
