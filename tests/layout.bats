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
	cp "$TOP/tests/lint-layout.sh" "$TOP/tests/floors.awk" tree/tests/
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
	sed -i 's/^#include "util.h"$/#include "util.h"\n#include "stateio.h"/' tree/libcore/grid.c
	run sh tree/tests/lint-layout.sh tree
	assert_failure
	assert_output --partial 'libcore/grid.c:'
	assert_output --partial 'libcore includes the tools front end stateio.h'
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

# A two-module tree of its own, built: mine/libcore/{aa,bb}.[ch] on one
# floor, their objects in mine/build/obj; CODE_AA and CODE_BB their bodies.
small_tree() {
	mkdir -p mine/libcore mine/cmd/lib mine/tests mine/build/obj/libcore
	printf 'base: aa bb\n' > mine/libcore/floors
	printf 'int\taa_one(void);\nint\taa_two(void);\n' > mine/libcore/aa.h
	printf 'int\tbb_one(void);\n' > mine/libcore/bb.h
	printf '#include "aa.h"\n#include "bb.h"\n%s\n' "$1" > mine/libcore/aa.c
	printf '#include "aa.h"\n#include "bb.h"\n%s\n' "$2" > mine/libcore/bb.c
	for m in aa bb; do
		cc -c -o mine/build/obj/libcore/$m.o mine/libcore/$m.c || return 1
	done
	printf 'int main(void) { return aa_one() + bb_one(); }\n' > mine/cmd/t.c
}

@test "layout: the built tree keeps every rule of the calls" {
	run sh "$TOP/tests/lint-calls.sh" "$BUILD" "$TOP"
	assert_success
	assert_output ''
}

@test "layout: two modules that call each other fail, saying where" {
	small_tree 'int aa_one(void) { return bb_one(); } int aa_two(void) { return 2; }' \
	    'int bb_one(void) { return aa_two(); }'
	run sh "$TOP/tests/lint-calls.sh" mine/build mine
	assert_failure
	assert_line 'modules call each other in a cycle: aa bb '
	assert_line '  aa -> bb: libcore/aa.c calls bb_one (libcore/bb.c)'
	assert_line '  bb -> aa: libcore/bb.c calls aa_two (libcore/aa.c)'
}

@test "layout: a header that declares another module's function fails" {
	small_tree 'int aa_one(void) { return 1; } int aa_two(void) { return 2; }' \
	    'int bb_one(void) { return aa_two(); }'
	printf 'int\tbb_one(void);\n' >> mine/libcore/aa.h
	run sh "$TOP/tests/lint-calls.sh" mine/build mine
	assert_failure
	assert_output "libcore/aa.h: declares bb_one, which is another module's (libcore/bb.c)"
}

@test "layout: an exported function nothing else calls fails" {
	small_tree 'int aa_one(void) { return aa_two(); } int aa_two(void) { return 2; }' \
	    'int bb_one(void) { return 1; }'
	run sh "$TOP/tests/lint-calls.sh" mine/build mine
	assert_failure
	assert_output 'libcore/aa.c: aa_two is called from nowhere else: make it static, or remove it'
}

@test "layout: a static of over 2 KB among the small ones fails; BIG_STATIC's does not" {
	# One big static marked as util.h's BIG_STATIC marks it, one not.
	small_tree 'static char ok[4096] __attribute__((section(".lbss")));
static char big[4096], small[2048];
int aa_one(void) { return ok[1] + big[2] + small[3]; }
int aa_two(void) { return 2; }' \
	    'int bb_one(void) { return aa_two(); }'
	run sh "$TOP/tests/lint-calls.sh" mine/build mine
	assert_failure
	assert_output 'libcore/aa.c: static big is 4096 bytes among the small ones: make it BIG_STATIC (util.h)'
	# Each static in a section of its own, as the release build has them.
	cc -fdata-sections -c -o mine/build/obj/libcore/aa.o mine/libcore/aa.c
	run sh "$TOP/tests/lint-calls.sh" mine/build mine
	assert_failure
	assert_output 'libcore/aa.c: static big is 4096 bytes among the small ones: make it BIG_STATIC (util.h)'
}

@test "layout: a hand-written usage string in cmd fails; the library's lead does not" {
	copy_tree
	# opt_usage.c writes the lead "usage: " and nothing after it: allowed.
	grep -q '"usage: "' tree/cmd/lib/opt_usage.c
	sed -i 's|^\t\.name = "deal",$|&\n\t.intro = "usage: deal -p N [-q]\\n",|' tree/cmd/deal.c
	grep -q '"usage: deal' tree/cmd/deal.c
	run sh tree/tests/lint-layout.sh tree
	assert_failure
	assert_output --regexp '^cmd/deal.c:[0-9]+: a hand-written usage string'
	assert_equal "$(grep -c 'usage string' <<<"$output")" 1
}

@test "layout: a common option retyped in a tool's table, not its macro, fails" {
	copy_tree
	sed -i 's|^\tOPT__QUIET(NULL, NULL),$|\t{ .letter = '"'q'"', .name = "quiet", .kind = OPT_FLAG },|' tree/cmd/timer.c
	grep -q '.name = "quiet"' tree/cmd/timer.c
	run sh tree/tests/lint-layout.sh tree
	assert_failure
	assert_output --regexp '^cmd/timer.c:[0-9]+: --quiet is retyped: write it with its OPT__ macro'
	assert_equal "$(grep -c 'retyped' <<<"$output")" 1
}

@test "layout: a function of 110 lines is too long in libcore and in cmd" {
	copy_tree
	long() {
		printf 'int\n%s(void)\n{\n' "$1"
		for i in $(seq 1 106); do printf '\t(void)%d;\n' "$i"; done
		printf '\treturn 0;\n}\n'
	}
	long long_cmd >> tree/cmd/dice.c
	long long_lib >> tree/cmd/lib/flow.c
	long long_core >> tree/libcore/dice.c
	run sh tree/tests/lint-layout.sh tree
	assert_failure
	assert_output --regexp '(^|'$'\n'')cmd/dice.c:[0-9]+: long_cmd is 110 lines, over 100'
	assert_output --regexp '(^|'$'\n'')cmd/lib/flow.c:[0-9]+: long_lib is 110 lines, over 100'
	assert_output --regexp '(^|'$'\n'')libcore/dice.c:[0-9]+: long_core is 110 lines, over 100'
}

@test "layout: a start.ld that misses a function the starts run fails, naming it" {
	# make lint's check (tests/start-ld.sh --check), against the list
	# with replay_args (every tool's start runs it) taken out: the starts
	# run under valgrind, from the musl build the list is for.
	grep -q __asan_init "$BUILD/bin/validate" && skip "the build is sanitized"
	grep -v '\.text\.replay_args ' "$TOP/cmd/lib/start.ld" > start.ld
	! cmp -s start.ld "$TOP/cmd/lib/start.ld"
	run --separate-stderr bash "$TOP/tests/start-ld.sh" --check "$PWD/start.ld"
	assert_failure
	assert_equal "${stderr_lines[0]}" "start-ld: $PWD/start.ld is out of date: run 'make start-ld'"
	assert_equal "${stderr_lines[1]}" \
	    "  run, not listed: (.text.replay_args .text.replay_args.*)"
}
