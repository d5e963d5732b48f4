#!/usr/bin/env bats
# The house's layout (libcore/floors, tests/lint-layout.sh): includes point
# only down a floor or along one, no two modules include each other, no
# file too long, no function too long.
bats_require_minimum_version 1.5.0
load test_helper

# A copy of the sources, to break on purpose.
copy_tree() {
	mkdir -p tree/tests
	cp -R "$TOP/libcore" "$TOP/cmd" tree/
	cp "$TOP/tests/lint-layout.sh" tree/tests/
}

@test "layout: the tree keeps every layout rule" {
	run sh "$TOP/tests/lint-layout.sh" "$TOP"
	assert_success
	assert_output ''
}

@test "layout: an include that points up a floor fails, naming both floors" {
	copy_tree
	# tiles is on the model floor, bot an engine.
	sed -i 's/^#include "tiles.h"$/#include "tiles.h"\n#include "bot.h"/' tree/libcore/tiles.c
	run sh tree/tests/lint-layout.sh tree
	assert_failure
	assert_output --partial 'libcore/tiles.c:'
	assert_output --partial 'include of bot.h points up, from tiles (model) to bot (engines)'
}

@test "layout: a tool's header included from libcore fails" {
	copy_tree
	sed -i 's/^#include "util.h"$/#include "util.h"\n#include "tool.h"/' tree/libcore/grid.c
	run sh tree/tests/lint-layout.sh tree
	assert_failure
	assert_output --partial 'libcore/grid.c:'
}

@test "layout: two modules of one floor that include each other fail" {
	copy_tree
	# Along a floor is allowed, but not both ways: deal already uses bag.
	grep -q '^#include "bag.h"$' tree/libcore/deal.c
	sed -i 's/^#include "bag.h"$/#include "bag.h"\n#include "deal.h"/' tree/libcore/bag.c
	run sh tree/tests/lint-layout.sh tree
	assert_failure
	assert_output --partial 'modules include each other'
	assert_output --partial 'bag'
	assert_output --partial 'deal'
}

@test "layout: a file in no floor, a long file and a long function fail" {
	copy_tree
	printf '#include "core.h"\n' > tree/libcore/stray.c
	{
		printf 'int\nlong_one(void)\n{\n'
		for i in $(seq 1 130); do printf '\t(void)%d;\n' "$i"; done
		printf '\treturn 0;\n}\n'
	} >> tree/libcore/dice.c
	for i in $(seq 1 900); do echo "/* $i */"; done >> tree/libcore/rng.c
	run sh tree/tests/lint-layout.sh tree
	assert_failure
	assert_output --partial 'libcore/stray.c:1: no floor for this file in libcore/floors'
	assert_output --regexp 'libcore/dice.c:[0-9]+: long_one is 134 lines, over 100'
	assert_output --regexp 'libcore/rng.c:1: [0-9]+ lines, over 900'
}

@test "layout: a function of 110 lines is too long in libcore, not yet in cmd" {
	copy_tree
	long() {
		printf 'int\n%s(void)\n{\n' "$1"
		for i in $(seq 1 106); do printf '\t(void)%d;\n' "$i"; done
		printf '\treturn 0;\n}\n'
	}
	long long_cmd >> tree/cmd/dice.c
	run sh tree/tests/lint-layout.sh tree
	assert_success
	long long_core >> tree/libcore/dice.c
	run sh tree/tests/lint-layout.sh tree
	assert_failure
	assert_output --regexp '^libcore/dice.c:[0-9]+: long_core is 110 lines, over 100$'
}
