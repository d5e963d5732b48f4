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

setup() {
	cd "$BATS_TEST_TMPDIR" || return 1
	bag new bananagrams -s 1 > new.yaml
	deal -N ann,bob -f new.yaml > bg.yaml
	bag new shenanigrams -s 1 | deal -N ann,bob > sh.yaml
	bag new typeset -s 1 | deal -N ann,bob > ts.yaml
	play-typeset start -f ts.yaml > ts1.yaml
	play-typeset draw -f ts1.yaml > ts2.yaml
	bag new shapemash -s 1 | bag draw > sm.yaml
	categories new -N ann,bob -l B -S kitchen -s 1 |
	    categories write -p ann -c 1 BUTTER > cat.yaml
	printf 'cat\ndog\n' > list.txt
	printf 'CAT\n' > grid.txt
	printf 'add circle\n' > canvas.txt
	printf 'red\n' > rounds.txt
	spinner -u -s 1 -i session.yaml > /dev/null
	# A hand at its end: one tile in the bunch, two players of three.
	echo '{C: 1, A: 1, T: 1, D: 1, O: 1, G: 1, S: 1}' > t7.yaml
	bag new -D t7.yaml -s 6 | deal -N ann,bob -n 3 > end.yaml
	printf 'GOT\n' > top.txt
}

# calls TOOL CMD: command lines that run TOOL's subcommand CMD ("-": the
# tool has none) on the fixtures of setup, one a line, without -o.
calls() {
	local a s
	a=$(hand ann bg.yaml | cut -c1)
	s=$(hand ann sh.yaml | cut -c1)
	case "$1 $2" in
	"bag new") echo "bag new bananagrams -s 1" ;;
	"bag draw") echo "bag draw -n 2 -f bg.yaml" ;;
	"bag peel") echo "bag peel -f bg.yaml" ;;
	"bag dump") echo "bag dump $a -p ann -f bg.yaml" ;;
	"bag return") echo "bag return $a -p ann -f bg.yaml" ;;
	"bag trade") echo "bag trade -p ann -f sh.yaml" ;;
	"bag fill") echo "bag fill -p ann -f sh.yaml" ;;
	"bag count") echo "bag count -f bg.yaml" ;;
	"bag audit") echo "bag audit -f bg.yaml" ;;
	"bag rotten") echo "bag rotten -p ann -f end.yaml" ;;
	"bag bananas") echo "bag bananas -p bob -g top.txt -f end.yaml" ;;
	"bot -") echo "bot bananagrams -p 2 -s 1 -t 3" ;;
	"categories sheets") echo "categories sheets" ;;
	"categories show") echo "categories show kitchen" ;;
	"categories new") echo "categories new -N ann,bob -l B -S kitchen -s 1" ;;
	"categories write") echo "categories write -p bob -c 2 BAGEL -f cat.yaml" ;;
	"categories check")
		echo "categories check cat.yaml"
		echo "categories check -t cat.yaml" ;;
	"categories vote") echo "categories vote -c 1 invalid -f cat.yaml" ;;
	"deal -") echo "deal -N ann,bob -f new.yaml" ;;
	"play-typeset -")
		echo "play-typeset start -f ts.yaml"
		echo "play-typeset draw -f ts1.yaml"
		echo "play-typeset -p ann place 1 -f ts2.yaml"
		echo "play-typeset --find -p ann -f ts2.yaml"
		echo "play-typeset rules -f ts1.yaml" ;;
	"score-typeset -") echo "score-typeset -f ts2.yaml" ;;
	"shapemash shapes") echo "shapemash shapes" ;;
	"shapemash pick") echo "shapemash pick -s 1 -f sm.yaml" ;;
	"shapemash canvas") echo "shapemash canvas canvas.txt" ;;
	"shapemash round") echo "shapemash round -T red,blue rounds.txt" ;;
	"solve -") echo "solve CATDOG" ;;
	"spinner -") echo "spinner -u -f session.yaml" ;;
	"steal-check -")
		echo "steal-check -f sh.yaml -p ann place $s 1,1"
		echo "steal-check -f sh.yaml --find" ;;
	"validate -")
		echo "validate cat xqz"
		echo "validate --grid grid.txt -H ACT"
		echo "validate --game shenanigrams grid.txt" ;;
	"words anagram") echo "words anagram TEA" ;;
	"words match") echo "words match c?t" ;;
	"words prefix") echo "words prefix ca" ;;
	"words infix") echo "words infix at" ;;
	"words info") echo "words info" ;;
	"words compile") echo "words compile list.txt out.wkd" ;;
	*) return 1 ;;
	esac
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

@test "formats: every tool x subcommand x format of -o is honoured or refused (exit 2)" {
	mkdir o
	n=0
	for src in "$TOP"/cmd/*.c; do
		t=$(basename "$src" .c)
		tab=$("$t" --wordkit-completion=table)
		line=$(awk -F '\t' '$2 == "--output"' <<<"$tab")
		[ -n "$line" ] || continue
		IFS=$'\t' read -r _ _ _ _ only fmts <<<"$line"
		cmds=$(awk -F '\t' '$1 == "cmd" { print $2 }' <<<"$tab")
		for c in ${cmds:--}; do
			list=$(calls "$t" "$c") || fail "no call for '$t $c' in tests/formats.bats"
			while IFS= read -r call; do
				n=$((n + 1))
				for f in $fmts; do
					run --separate-stderr eval "$call -o $f"
					printf '%s\n' "$output" > "o/$n.$f"
					if [[ $only != - && " $only " != *" $c "* ]]; then
						[ "$status" -eq 2 ] || fail "$call -o $f: -o is not for '$c', yet exit $status"
						assert_fails_cleanly 2
						continue
					fi
					[ "$status" -le 1 ] || fail "$call -o $f: exit $status: $stderr"
					[[ $f == text || -n $output ]] || fail "$call -o $f: nothing on stdout"
				done
				[[ $only != - && " $only " != *" $c "* ]] && continue
				printf '%s\t%s\t%s\n' "$n" "$fmts" "$call" >> o/list
			done <<<"$list"
		done
	done
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
	assert_fails_cleanly 2
}

@test "formats: categories check and sheets in json and yaml" {
	run categories check -o json cat.yaml
	assert_success
	python3 -c 'import json, sys
d = json.loads(sys.argv[1])
c = d["boards"][0]["categories"][0]
assert c == {"category": 1, "name": "Something you can spread on toast",
    "word": "BUTTER", "done": True, "player": "ann", "valid": True}, c
assert d["count"] == [{"player": "ann", "count": 1}, {"player": "bob", "count": 0}]
assert d["unfilled"] == 11 and d["over"] is False and d["winners"] == []
assert d["issues"] == []' "$output"
	run categories check -t -o yaml cat.yaml
	assert_output "$(printf -- '%s\n' 'count:' '- {player: "ann", count: 1}' '- {player: "bob", count: 0}')"
	run categories sheets -o json
	python3 -c 'import json, sys
d = json.loads(sys.argv[1])
assert d[0] == {"name": "kitchen", "title": "Around the kitchen"} and len(d) == 6' "$output"
}
