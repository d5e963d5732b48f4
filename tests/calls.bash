# The command lines that run every tool's every subcommand on small games,
# shared by tests/formats.bats (every format of -o) and tests/json.bats
# (every key against wordkit-json(7)).  calls_setup makes the games in the
# current directory (and notes ann's first tiles in them, for calls);
# calls TOOL CMD prints the lines for TOOL's subcommand
# CMD ("-": the tool has none), one a line, without -o, each exiting 0 or
# 1 there.  The games hold no key of a user's: every key in what they
# print is a tool's.

calls_setup() {
	bag new bananagrams -s 1 > new.yaml
	deal -N ann,bob -f new.yaml > bg.yaml
	bag new shenanigrams -s 1 > shnew.yaml
	deal -N ann,bob -f shnew.yaml > sh.yaml
	bag new typeset -s 1 | deal -N ann,bob > ts.yaml
	play-typeset start -f ts.yaml > ts1.yaml
	play-typeset draw -f ts1.yaml > ts2.yaml
	bag new shapemash -s 1 | bag draw > sm.yaml
	bag new shapemash -s 1 | deal -N ann,bob | bag draw > smp.yaml
	categories new -N ann,bob -l B -S kitchen -s 1 |
	    categories write -p ann -c 1 BUTTER > cat.yaml
	printf 'cat\ndog\n' > list.txt
	printf 'CAT\n' > grid.txt
	printf 'add circle\n' > canvas.txt
	printf 'red add circle\nblue add star white\n' > teams.txt
	printf 'red\n' > rounds.txt
	spinner -u -s 1 -i session.yaml > /dev/null
	# A hand at its end: one tile in the bunch, two players of three.
	echo '{C: 1, A: 1, T: 1, D: 1, O: 1, G: 1, S: 1}' > t7.yaml
	bag new -D t7.yaml -s 6 | deal -N ann,bob -n 3 > end.yaml
	printf 'GOT\n' > top.txt
	# House rules of Typeset, in the names a user writes.
	printf '%s\n' 'rows: 5' 'errors: [-2, -2, -2]' \
	    'points: {1: 0, 2: 1, 3: 3, 4: 5, 5: 8, 6: 11, 7: 15}' \
	    'vowels: ["AEIOU", "AEIOU"]' 'marked: ["1,4"]' > rules.yaml
	# Two mats of Typeset, level on points: the tie-break decides.
	printf '%s\n' 'name: "ann"' 'rows: ["CAT", "DOG", "", "", "", ""]' \
	    'errors: 1' 'ability_uses: 3' > ann.mat
	printf '%s\n' 'name: "bob"' 'rows: ["CATS", "", "", "", "", ""]' \
	    'errors: 0' 'ability_uses: 0' > bob.mat
	printf '.CAT\n' > board.txt
	printf '%s\n' 'red 2' 'red 1 blue 1' 'blue 2' 'red 2' 'red 2' \
	    'red 2' 'red 1 blue 1' > team.txt
	# Shenanigrams at its end: ann's last tag, then bob's countdown.
	printf '%s\n' 'game: "shenanigrams"' 'bag: "EEEEE"' 'turn: "ann"' \
	    'players:' '- {name: "ann", hand: "T", tags: 1}' \
	    '- {name: "bob", hand: "S", tags: 7}' 'board: |' '  CA.' '  ..O' \
	    '  ..E' > shend.yaml
	steal-check -a -f shend.yaml place T 1,3 > shcall.yaml
	printf '1\n-1 life\n1\n-1 life\n' > coop.txt
	printf 'ann 5 bob 4\nann 2 bob 3\n' > level.txt
	# A game with a journal: dealt and peeled in place.
	bag new bananagrams -s 1 > jn.yaml
	deal -N ann,bob -i jn.yaml > /dev/null
	bag peel -i jn.yaml > /dev/null
	calls_a=$(hand ann bg.yaml) calls_s=$(hand ann sh.yaml)
	calls_a=${calls_a:0:1} calls_s=${calls_s:0:1}
}

# calls TOOL CMD: see above.
calls() {
	local a=$calls_a s=$calls_s
	case "$1 $2" in
	"bag new")
		echo "bag new bananagrams -s 1"
		echo "bag new shapemash -s 1"
		echo "bag new -D t7.yaml -s 6" ;;
	"bag draw") echo "bag draw -n 2 -f bg.yaml" ;;
	"bag peel") echo "bag peel -f bg.yaml" ;;
	"bag dump") echo "bag dump $a -p ann -f bg.yaml" ;;
	"bag return") echo "bag return $a -p ann -f bg.yaml" ;;
	"bag trade") echo "bag trade -p ann -f sh.yaml" ;;
	"bag fill") echo "bag fill -p ann -f sh.yaml" ;;
	"bag count")
		echo "bag count -f bg.yaml"
		echo "bag count -T -f bg.yaml"
		echo "bag count -f sm.yaml"
		echo "bag count -T -f sm.yaml" ;;
	"bag audit") echo "bag audit -f bg.yaml" ;;
	"bag rotten") echo "bag rotten -p ann -f end.yaml" ;;
	"bag bananas") echo "bag bananas -p bob -g top.txt -f end.yaml" ;;
	"bot -")
		echo "bot bananagrams -p 2 -s 1 -t 3"
		echo "bot bananagrams -p 8 -s 1 -H 3"
		echo "bot shenanigrams -p 2 -s 1 -t 5" ;;
	"categories sheets") echo "categories sheets" ;;
	"categories show") echo "categories show kitchen" ;;
	"categories new") echo "categories new -N ann,bob -l B -S kitchen -s 1" ;;
	"categories write") echo "categories write -p bob -c 2 BAGEL -f cat.yaml" ;;
	"categories check")
		echo "categories check cat.yaml"
		echo "categories check -t cat.yaml" ;;
	"categories vote") echo "categories vote -c 1 invalid -f cat.yaml" ;;
	"categories erase") echo "categories erase -p ann -c 1 -f cat.yaml" ;;
	"deal -")
		echo "deal -N ann,bob -f new.yaml"
		echo "deal -N ann,bob -f shnew.yaml" ;;
	"journal -")
		echo "journal jn.yaml"
		echo "journal --replay jn.yaml"
		# Each call runs once a format: a "no" is the same every time.
		echo "journal --undo 9 -i jn.yaml"
		echo "journal --redo -i jn.yaml" ;;
	"play-typeset -")
		echo "play-typeset start -f ts.yaml"
		echo "play-typeset start -r rules.yaml -f ts.yaml"
		echo "play-typeset draw -f ts1.yaml"
		echo "play-typeset -p ann place 1 -f ts2.yaml"
		echo "play-typeset --find -p ann -n 3 -f ts2.yaml"
		echo "play-typeset rules -f ts1.yaml"
		echo "play-typeset rules -r rules.yaml" ;;
	"score-typeset -")
		echo "score-typeset -f ts2.yaml"
		echo "score-typeset -t -f ts2.yaml"
		echo "score-typeset ann.mat bob.mat"
		echo "score-typeset -t ann.mat bob.mat"
		echo "score-typeset -S ann.mat" ;;
	"shapemash shapes") echo "shapemash shapes" ;;
	"shapemash pick") echo "shapemash pick -s 1 -f sm.yaml" ;;
	"shapemash pass") echo "shapemash pass -f smp.yaml" ;;
	"shapemash canvas")
		echo "shapemash canvas canvas.txt"
		echo "shapemash canvas -T red,blue teams.txt" ;;
	"shapemash round") echo "shapemash round -T red,blue rounds.txt" ;;
	"solve -")
		echo "solve CATDOG"
		echo "solve QQQ" ;;
	"spinner -") echo "spinner -u -f session.yaml" ;;
	"steal-check -")
		echo "steal-check -f sh.yaml -p ann place $s 1,1"
		echo "steal-check --board board.txt place S 1,5"
		echo "steal-check --board board.txt place Q 1,1"
		echo "steal-check -f sh.yaml --find"
		echo "steal-check -f shend.yaml place T 1,3"
		echo "steal-check -f shcall.yaml place S 1,0"
		echo "steal-check -f shcall.yaml pass" ;;
	"table -")
		echo "table -f bg.yaml -p ann"
		echo "table -f end.yaml"
		echo "table -f sh.yaml -p ann"
		echo "table -f ts2.yaml"
		echo "table -f cat.yaml"
		echo "table -f sm.yaml" ;;
	"tally -")
		echo "tally -g shapemash team.txt"
		echo "tally -g shapemash-medium coop.txt"
		echo "tally level.txt"
		echo "tally -t 20 level.txt" ;;
	"validate -")
		echo "validate cat xqz"
		echo "validate --grid grid.txt -H ACT"
		echo "validate --grid grid.txt -H DOG"
		echo "validate --game shenanigrams grid.txt" ;;
	"words anagram")
		echo "words anagram TEA"
		echo "words anagram -c TEA" ;;
	"words match") echo "words match c?t" ;;
	"words prefix") echo "words prefix ca" ;;
	"words infix") echo "words infix at" ;;
	"words info")
		echo "words info"
		echo "words info -a" ;;
	"words compile") echo "words compile list.txt out.wkd" ;;
	*) return 1 ;;
	esac
}

# each_call FN: for every tool that takes -o, every one of its subcommands
# ("-": it has none) and every line of calls TOOL CMD, FN TOOL CMD CALL
# FORMATS FOR: FORMATS the formats its -o lists, FOR 1 when -o is for that
# subcommand, else 0.  A subcommand with no call fails the test.
each_call() {
	local fn=$1 t tab l line only fmts cmds c list call for
	local out=$'^[^\t]*\t--output(\t|$)' cmd=$'^cmd\t([^\t]*)'
	for t in $(tools); do
		tab=$("$t" --wordkit-completion=table)
		# Its -o line, and its subcommands (the table's cmd lines).
		line='' cmds=''
		while IFS= read -r l; do
			[[ $l =~ $out ]] && line=$l
			[[ $l =~ $cmd ]] && cmds+=${BASH_REMATCH[1]}$'\n'
		done <<<"$tab"
		[ -n "$line" ] || continue
		IFS=$'\t' read -r _ _ _ _ only fmts <<<"$line"
		for c in ${cmds:--}; do
			list=$(calls "$t" "$c") || {
				fail "no call for '$t $c' in tests/calls.bash"
				return
			}
			for=0
			[[ $only == - || " $only " == *" $c "* ]] && for=1
			while IFS= read -r call; do
				"$fn" "$t" "$c" "$call" "$fmts" "$for"
			done <<<"$list"
		done
	done
}
