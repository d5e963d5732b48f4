#!/usr/bin/env bats
# The house rule on output formats: every tool that takes -o honours every
# format it lists, or exits 2.  The walk goes over every tool, every
# subcommand and every format its option table (--wordkit-completion=table)
# lists: where -o is for the subcommand, json is what Python's json module
# reads and yaml reads back as the same data (a mapping or a list, where
# text would read as a string); where it is not, the tool refuses -o with
# exit 2 and one line on stderr.
bats_require_minimum_version 1.5.0
load test_helper
load calls

setup() {
	cd "$BATS_TEST_TMPDIR" || return 1
	calls_setup
}

# same_data LIST: every output LIST names reads back as its formats say,
# in one Python for the whole walk.  Each line of LIST is "N<TAB>FORMATS
# <TAB>CALL": N.json is JSON, and N.yaml the same data as N.json (or, with
# no json, a mapping or a list: text would read as a string).  JSON keys
# are strings: 1: in YAML is "1" in JSON.  Prints each failure.
same_data() {
	python3 - "$1" <<-'EOF'
	import json, os, sys, yaml
	bad = 0
	def head(path):
	    with open(path, "rb") as f:
	        return f.read(80).decode("utf-8", "replace").rstrip("\n")
	for line in open(sys.argv[1]):
	    n, fmts, call = line.rstrip("\n").split("\t", 2)
	    fmts = fmts.split()
	    base = os.path.join(os.path.dirname(sys.argv[1]), n)
	    j = None
	    if "json" in fmts:
	        try:
	            j = json.load(open(base + ".json"))
	        except Exception:
	            print("%s -o json: not JSON: %s" % (call, head(base + ".json")))
	            bad = 1
	            continue
	    if "yaml" in fmts:
	        try:
	            y = json.loads(json.dumps(yaml.safe_load(open(base + ".yaml"))))
	            ok = isinstance(y, (dict, list)) and ("json" not in fmts or y == j)
	        except Exception:
	            ok = False
	        if not ok:
	            print("%s -o yaml: not the data of -o json: %s" % (call, head(base + ".yaml")))
	            bad = 1
	sys.exit(bad)
	EOF
}

# every_format TOOL CMD CALL FORMATS FOR: CALL with each -o of FORMATS is
# honoured (its answer kept in o/, listed in o/list), or refused when -o
# is not FOR its subcommand.
every_format() {
	local f
	n=$((n + 1))
	for f in $4; do
		run --separate-stderr eval "$3 -o $f"
		printf '%s\n' "$output" > "o/$n.$f"
		if [[ $5 == 0 ]]; then
			[ "$status" -eq 2 ] || fail "$3 -o $f: -o is not for '$2', yet exit $status"
			if [[ $f == text ]]; then
				assert_fails_cleanly 2
			else
				assert_error_doc usage
			fi
			continue
		fi
		[ "$status" -le 1 ] || fail "$3 -o $f: exit $status: $stderr"
		[[ $f == text || -n $output ]] || fail "$3 -o $f: nothing on stdout"
	done
	[[ $5 == 0 ]] || printf '%s\t%s\t%s\n' "$n" "$4" "$3" >> o/list
}

@test "formats: every tool x subcommand x format of -o is honoured or refused (exit 2)" {
	mkdir o
	n=0
	each_call every_format
	# What the tools wrote is read back all at once.
	[ -s o/list ]
	run same_data o/list
	[ "$status" -eq 0 ] || fail "$output"
}

@test "formats: an option given to a subcommand it is not for is exit 2" {
	run --separate-stderr categories check -s 1 cat.yaml
	assert_fails_cleanly 2
	assert_equal "$stderr" "categories: 'categories check' takes no -s (--seed is for new only) (see 'categories --help')"
	run --separate-stderr bag audit -n 3 -f bg.yaml
	assert_fails_cleanly 2
	run --separate-stderr words prefix -o json ca
	assert_error_doc usage
}

@test "formats: categories check and sheets in json and yaml" {
	run categories check -o json cat.yaml
	assert_success
	python3 -c 'import json, sys
d = json.loads(sys.argv[1])
c = d["boards"][0]["cells"][0]
assert c == {"category": 1, "name": "Something you can spread on toast",
    "word": "BUTTER", "done": True, "player": "ann", "valid": True}, c
assert d["players"] == [{"name": "ann", "total": 1}, {"name": "bob", "total": 0}]
assert d["unfilled"] == 11 and d["over"] is False and d["winners"] == []
assert d["issues"] == []' "$output"
	run categories check -t -o yaml cat.yaml
	assert_output "$(printf -- '%s\n' 'players:' '- {name: "ann", total: 1}' '- {name: "bob", total: 0}')"
	run categories sheets -o json
	python3 -c 'import json, sys
d = json.loads(sys.argv[1])
assert d[0] == {"name": "kitchen", "title": "Around the kitchen"} and len(d) == 6' "$output"
}
