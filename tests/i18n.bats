#!/usr/bin/env bats
# Messages and --help in the reader's language (wordkit-languages(7),
# "MESSAGES"): the catalogs in po/ are whole and well formed, the
# language is chosen from LANGUAGE, LC_ALL, LC_MESSAGES and LANG whether
# or not the machine has the locale installed (this one need have none),
# only the words change, and the C locale is English byte for byte.
bats_require_minimum_version 1.5.0
load test_helper

# The catalogs that must translate every message.
COMPLETE="de es fr it nl pt"

# speak LANGUAGE-SETTINGS... -- CMD...: CMD with the locale of the
# settings (VAR=VALUE) only, none of the suite's LC_ALL=C.
speak() {
	local -a set=()
	while [[ $1 != -- ]]; do
		set+=("$1")
		shift
	done
	shift
	env -u LC_ALL -u LC_MESSAGES -u LANG -u LANGUAGE "${set[@]}" "$@"
}

# msgstr LANG MSGID: the translation of MSGID in po/LANG.po ("" if none),
# read by awk (a process a call, where python3 cost 20 ms): each entry's
# msgid and msgstr, their quoted lines joined and their escapes read,
# the bytes as they are (MSGID from the environment: -v reads escapes).
msgstr() {
	want=$2 awk '
	function piece(l) {
		sub(/^[^"]*"/, "", l)
		sub(/"[^"]*$/, "", l)
		return l
	}
	function unq(s,   out, i, c) {
		out = ""
		for (i = 1; i <= length(s); i++) {
			c = substr(s, i, 1)
			if (c == "\\" && i < length(s)) {
				c = substr(s, ++i, 1)
				if (c == "n")
					c = "\n"
				else if (c == "t")
					c = "\t"
				else if (c == "r")
					c = "\r"
				else if (c != "\"" && c != "\\")
					c = "\\" c
			}
			out = out c
		}
		return out
	}
	BEGIN { RS = ""; FS = "\n" }
	{
		id = str = ""
		way = 0
		for (i = 1; i <= NF; i++) {
			if (way == 0 && $i ~ /^msgid "/)
				{ id = piece($i); way = 1 }
			else if (way == 1 && $i ~ /^"/)
				id = id piece($i)
			else if (way == 1 && $i ~ /^msgstr "/)
				{ str = piece($i); way = 2 }
			else if (way == 2 && $i ~ /^"/)
				str = str piece($i)
			else if (way != 0)
				break
		}
		if (way == 2 && unq(id) == ENVIRON["want"]) {
			printf "%s", unq(str)
			exit
		}
	}' "$TOP/po/$1.po"
}

# zz_refused SED-EXPR: a game opened in German with an alphabet of one's
# own, lang/de.yaml made code "zz" and edited by SED-EXPR (a.yaml), is
# refused: exit 2, the reason in $stderr.
zz_refused() {
	sed -e 's/^code: .*/code: "zz"/' -e "$1" "$TOP/lang/de.yaml" > a.yaml
	run --separate-stderr speak LANG=de_DE.UTF-8 -- bag new bananagrams -l a.yaml -s 1
	assert_failure 2
}

@test "i18n: every catalog passes msgfmt -c, and the build compiled each" {
	local p n=0
	for p in "$TOP"/po/*.po; do
		run msgfmt -c -o /dev/null "$p"
		assert_success
		assert_output ''
		p=${p##*/}
		[ -s "$BUILD/share/locale/${p%.po}/LC_MESSAGES/wordkit.mo" ] ||
		    fail "no compiled catalog for $p"
		n=$((n + 1))
	done
	((n >= 2)) || fail "only $n catalogs"
}

@test "i18n: each complete catalog translates every message, none fuzzy" {
	local l
	for l in $COMPLETE; do
		# Every message of the template is in the catalog ...
		run msgcmp "$TOP/po/$l.po" "$TOP/po/wordkit.pot"
		assert_success
		# ... translated, and not left fuzzy or empty.
		run msgattrib --untranslated --no-obsolete "$TOP/po/$l.po"
		assert_output ''
		run msgattrib --only-fuzzy --no-obsolete "$TOP/po/$l.po"
		assert_output ''
	done
}

@test "i18n: the template holds the messages of the sources as they are now" {
	run env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL make -s -C "$TOP" \
	    --no-print-directory pot POT="$BATS_TEST_TMPDIR/now.pot" POFILES=
	assert_success
	[ -s now.pot ]
	# The same messages both ways: none new, none gone.
	run msgcmp --use-untranslated "$TOP/po/wordkit.pot" now.pot
	assert_success
	run msgcmp --use-untranslated now.pot "$TOP/po/wordkit.pot"
	assert_success
}

@test "i18n: a sentence once made of a macro's pieces is the catalog's whole" {
	# steal-check's "is not a move" and "plain board" sentences were
	# English in every language: the catalogs held a piece, or nothing.
	local want
	printf 'CAT\n' > b.txt
	want=$(msgstr de "on a plain board only place, replace and insert can be judged")
	[ -n "$want" ]
	run --separate-stderr speak LANG=de_DE.UTF-8 -- steal-check -b b.txt pass
	assert_fails_cleanly 2
	assert_equal "$stderr" "steal-check: $want (siehe 'steal-check --help')"
	want=$(msgstr fr "'%s' is not a move: place L ROW,COL, replace L ROW,COL, insert L ROW,COL across|down, pass, trade or challenged (did you mean '%s'?)")
	[ -n "$want" ]
	want=${want/\%s/plase R 1,5}
	want=${want/\%s/place}
	run --separate-stderr speak LANG=fr_FR.UTF-8 -- steal-check -b b.txt plase R 1,5
	assert_fails_cleanly 2
	assert_equal "$stderr" "steal-check: $want (voir 'steal-check --help')"
}

@test "i18n: an error in German is the catalog's, still one line and exit 2" {
	local want
	want=$(msgstr de "unknown dictionary '%s': not a built-in one ('words info --all' lists them) nor a file")
	[ -n "$want" ]
	want=${want//%s/nosuchdict}
	# No locale need be installed: de_DE.UTF-8 is not, on a bare machine.
	run --separate-stderr speak LANG=de_DE.UTF-8 -- validate -d nosuchdict x
	assert_fails_cleanly 2
	assert_equal "$stderr" "validate: $want"
	# LC_MESSAGES and LC_ALL name it too, LC_ALL first.
	run --separate-stderr speak LC_MESSAGES=de_AT.UTF-8@euro -- validate -d nosuchdict x
	assert_equal "$stderr" "validate: $want"
	run --separate-stderr speak LANG=es_ES.UTF-8 LC_ALL=de_DE.UTF-8 -- validate -d nosuchdict x
	assert_equal "$stderr" "validate: $want"
	# What the file is for, and what it is, in the reader's words too;
	# the system's reason is the C library's (glibc has its own German).
	want=$(msgstr de "cannot open %s '%s'")
	[ -n "$want" ]
	want=${want/\%s/$(msgstr de dictionary)}
	run --separate-stderr speak LANG=de_DE.UTF-8 -- validate -d /no/such.txt x
	assert_fails_cleanly 2
	[[ $stderr == "validate: ${want/\%s//no/such.txt}: "?* ]] ||
	    fail "not the catalog's: $stderr"
	want=$(msgstr es "cannot read %s '%s': it is %s, not a regular file")
	want=${want/\%s/$(msgstr es dictionary)}
	want=${want/\%s/$PWD}
	run --separate-stderr speak LANG=es_ES.UTF-8 -- validate -d "$PWD" x
	assert_fails_cleanly 2
	assert_equal "$stderr" "validate: ${want/\%s/$(msgstr es "a directory")}"
	# A usage error keeps its pointer to --help, in the reader's words.
	run --separate-stderr speak LANG=de -- dice 2d0
	assert_fails_cleanly 2
	assert_equal "$stderr" "dice: $(msgstr de "'%s' is not dice: write NdS, N dice of S sides, N from 1 to %d and S from 2 to %d (2d6)" |
	    sed 's/%s/2d0/; s/%d/100/; s/%d/1000/')$(msgstr de " (see '%s --help')" | sed 's/%s/dice/')"
}

@test "i18n: LANGUAGE chooses the catalog, as GNU's tools do" {
	local es de
	es="validate: $(msgstr es "unknown dictionary '%s' (did you mean '%s'?)")"
	es=${es/\%s/standar}
	es=${es/\%s/standard}
	de="validate: $(msgstr de "unknown dictionary '%s' (did you mean '%s'?)")"
	de=${de/\%s/standar}
	de=${de/\%s/standard}
	run --separate-stderr speak LANG=de_DE.UTF-8 LANGUAGE=es -- validate -d standar x
	assert_fails_cleanly 2
	assert_equal "$stderr" "$es"
	# The first language of the list that has a catalog.
	run --separate-stderr speak LANG=en_US.UTF-8 LANGUAGE=xx:es_MX:de -- validate -d standar x
	assert_equal "$stderr" "$es"
	run --separate-stderr speak LANG=en_US.UTF-8 LANGUAGE=de:es -- validate -d standar x
	assert_equal "$stderr" "$de"
	# None of the list has one: English, as GNU's gettext.
	run --separate-stderr speak LANG=de_DE.UTF-8 LANGUAGE=xx -- validate -d standar x
	assert_equal "$stderr" "validate: unknown dictionary 'standar' (did you mean 'standard'?)"
	# In the C locale LANGUAGE says nothing, as GNU's gettext.
	for c in C POSIX; do
		run --separate-stderr speak LANG=$c LANGUAGE=es -- validate -d standar x
		assert_equal "$stderr" "validate: unknown dictionary 'standar' (did you mean 'standard'?)"
		run --separate-stderr speak LANG=de_DE.UTF-8 LC_ALL=$c LANGUAGE=es -- validate -d standar x
		assert_equal "$stderr" "validate: unknown dictionary 'standar' (did you mean 'standard'?)"
	done
	# A name that is not plain is no language.
	run --separate-stderr speak LANG=en_US.UTF-8 "LANGUAGE=../es:./de:/tmp/es" -- validate -d standar x
	assert_equal "$stderr" "validate: unknown dictionary 'standar' (did you mean 'standard'?)"
}

@test "i18n: --help in each complete language: the same options and usage, their help translated" {
	local t l tr opts help col words
	declare -A c left usage
	for t in $(tools); do
		c[$t]=$(dice_free_help "$t" LC_ALL=C)
		left_column "${c[$t]}"
		left[$t]=$col
		usage_lines "${c[$t]}"
		usage[$t]=$words
	done
	for l in $COMPLETE; do
		opts=$(msgstr "$l" "options:")
		help=$(msgstr "$l" "show this help")
		[[ -n $opts && -n $help ]] || fail "$l: 'options:' untranslated"
		for t in $(tools); do
			tr=$(dice_free_help "$t" LANG=${l}_XX.UTF-8)
			[[ ${c[$t]} != "$tr" ]] || fail "$t --help is not translated ($l)"
			# The options' names and arguments are the same, in the
			# same order.
			left_column "$tr"
			assert_equal "$col" "${left[$t]}"
			# So are the usage lines, after the word that leads them.
			usage_lines "$tr"
			assert_equal "$words" "${usage[$t]}"
			[[ $tr == *"$opts"* ]] || fail "$t: no 'options:' in $l"
			[[ $tr == *"$help"* ]] || fail "$t: -h's help is not in $l"
		done
	done
}

@test "i18n: validate --help's -m keeps to the column the other lines keep, in each language" {
	local l line
	for l in C $COMPLETE; do
		run speak LANG=${l}_XX.UTF-8 -- validate --help
		assert_success
		# The -m line and the lines that carry it on, up to the next option.
		while IFS= read -r line; do
			(( ${#line} < 80 )) || fail "$l: ${#line} columns: $line"
		done < <(printf '%s\n' "$output" | sed -n '/^  -m, /,/^  -[a-z]/{/^  -[a-ln-z]/!p}')
	done
}

@test "i18n: every tool's --help fits a terminal of 80 columns, in each language" {
	local t l
	# Each tool's help in English and in each complete language, led by
	# a line "\x01TOOL LANG", into one file: one reader for them all.
	for l in en $COMPLETE; do
		for t in $(tools); do
			printf '\001%s %s\n' "$t" "$l"
			speak LANG=${l}_XX.UTF-8 -- "$t" --help
		done
	done > help.txt
	# Counted in characters, not bytes: "ü" is one column, two bytes.
	run python3 - help.txt <<'EOF'
import sys
bad = 0
for part in open(sys.argv[1], encoding="utf-8").read().split("\x01")[1:]:
    head, _, text = part.partition("\n")
    tool, lang = head.split()
    if not text.strip():
        print(f"{tool} --help ({lang}): no help")
        bad = 1
    for line in text.splitlines():
        if len(line) > 79:
            print(f"{tool} --help ({lang}): {len(line)} columns: {line}")
            bad = 1
sys.exit(bad)
EOF
	((status == 0)) || fail "$output"
}

# dice_free_help TOOL SETTING: TOOL --help with the locale SETTING.
dice_free_help() {
	speak "$2" -- "$1" --help
}

# left_column HELP: the option column of HELP, "-x, --long ARG" of each
# option line, a line each, in col.  (This and usage_lines read in the
# shell: a sed and an awk, each in a subshell, for each tool in each
# language were most of a test's processes.)
left_column() {
	local line re='^  (-[A-Za-z], --[a-z-]*( [^ ]*)?)'
	col=
	while IFS= read -r line; do
		[[ $line =~ $re ]] && col+=${BASH_REMATCH[1]}$'\n'
	done <<< "$1"
	col=${col%$'\n'}
}

# usage_lines HELP: the usage of HELP, its leading word taken off (with
# French's colon, "usage :"), as words, one a line, in words: the lines
# may wrap elsewhere, as the word that leads them is longer or shorter.
usage_lines() {
	local line first=1 x re='^[^ ]+( :)? +(.*)$'
	local -a w
	words=
	while IFS= read -r line; do
		if ((first)); then
			[[ $line =~ $re ]] && line=${BASH_REMATCH[2]}
			first=0
		elif [[ $line == [^\ ]* ]]; then
			break
		fi
		read -ra w <<< "$line"
		for x in "${w[@]}"; do
			words+=$x$'\n'
		done
	done <<< "$1"
	words=${words%$'\n'}
}

@test "i18n: the C locale, or none, is English byte for byte" {
	local t c m pot
	# The template, read once: a grep for each message was a process each.
	pot=$(< "$TOP/po/wordkit.pot")
	for t in $(tools); do
		c=$(speak LC_ALL=C -- "$t" --help)
		# No locale set, a language with no catalog, LANGUAGE in C: the same.
		assert_equal "$(env -i PATH="$PATH" "$t" --help)" "$c"
		assert_equal "$(speak LANG=xx_YY.UTF-8 -- "$t" --help)" "$c"
		assert_equal "$(speak LC_ALL=C LANG=de_DE.UTF-8 LANGUAGE=de -- "$t" --help)" "$c"
		assert_equal "$(speak LANG=C.UTF-8 -- "$t" --help)" "$c"
		# C.UTF-8 is the C locale in UTF-8: LANGUAGE is not read.
		assert_equal "$(speak LANG=C.UTF-8 LANGUAGE=de -- "$t" --help)" "$c"
		# Every help of an option is the English the template holds.
		while IFS= read -r m; do
			[[ $pot == *"\"${m//\"/\\\"}"* ]] ||
			    fail "$t --help: '$m' is not a message of po/wordkit.pot"
		done < <(sed -n 's/^  -[A-Za-z], --[a-z-]*\( [^ ]*\)\{0,1\}  *//p' <<< "$c")
	done
	# Errors are the English messages, filled in.
	run --separate-stderr env -i PATH="$PATH" validate -d nosuchdict x
	assert_fails_cleanly 2
	assert_equal "$stderr" "validate: unknown dictionary 'nosuchdict': not a built-in one ('words info --all' lists them) nor a file"
	run --separate-stderr env -i PATH="$PATH" dice --roll
	assert_equal "$stderr" "dice: unknown option '--roll' (see 'dice --help')"
	run --separate-stderr env -i PATH="$PATH" LANG=C LANGUAGE=de steal-check
	assert_fails_cleanly 2
	assert_equal "$stderr" "steal-check: a MOVE is needed, e.g. 'place S 1,5' (see 'steal-check --help')"
}

@test "i18n: a translated error keeps its file:line:col" {
	local c de
	printf 'game: "bananagrams"\nbag: [\n' > bad.yaml
	run --separate-stderr bag count -f bad.yaml
	assert_fails_cleanly 2
	c=$stderr
	[[ $c =~ ^bag:\ bad\.yaml:[0-9]+:[0-9]+:\  ]] || fail "no place: $c"
	run --separate-stderr speak LANG=es_ES.UTF-8 -- bag count -f bad.yaml
	assert_fails_cleanly 2
	de=$stderr
	# The same place, before other words.
	assert_equal "${de%%: [^0-9]*}" "${c%%: [^0-9]*}"
	[[ $de != "$c" ]] || fail "not translated: $de"
	[[ $de == *"$(msgstr es "unexpected end of input")"* ]] ||
	    [[ $de == *"YAML"* ]] || fail "not the catalog's: $de"
}

@test "i18n: a rule \"no\" is said in the reader's words, the rule by its name" {
	run --separate-stderr speak LANG=de_DE.UTF-8 -- validate cat xqz dog
	assert_failure 1
	assert_output xqz
	assert_equal "$stderr" "validate: $(msgstr de "1 of %zu words is not a word" |
	    sed 's/%zu/3/')$(msgstr de " (rule: %s)" | sed 's/%s/not-a-word/')"
}

@test "i18n: French elides \"de\" before a name that starts with a vowel or an h" {
	# Before, a French table read "c'est le tour de bob, pas de amélie".
	bag new shenanigrams -s 1 | deal --names bob,amélie,Élodie,Hugo,Yves,Yann > s.yaml
	fr_turn() {
		sed "s/^turn: .*/turn: \"$1\"/" s.yaml > t.yaml
		run --separate-stderr speak LANG=fr_FR.UTF-8 -- \
		    steal-check -f t.yaml --player "$2" place O 1,1
		assert_fails_cleanly 1
	}
	fr_turn bob amélie
	assert_equal "$stderr" "steal-check: c'est le tour de bob, pas d'amélie (règle : turn)"
	fr_turn amélie bob
	assert_equal "$stderr" "steal-check: c'est le tour d'amélie, pas de bob (règle : turn)"
	fr_turn Élodie Hugo
	assert_equal "$stderr" "steal-check: c'est le tour d'Élodie, pas d'Hugo (règle : turn)"
	# Y before a consonant is a vowel (Yves), before a vowel it is not.
	fr_turn Yves Yann
	assert_equal "$stderr" "steal-check: c'est le tour d'Yves, pas de Yann (règle : turn)"
	# Spanish, and the words of a message, never elide.
	sed 's/^turn: .*/turn: "bob"/' s.yaml > t.yaml
	run --separate-stderr speak LANG=es_ES.UTF-8 -- \
	    steal-check -f t.yaml --player amélie place O 1,1
	assert_fails_cleanly 1
	assert_equal "$stderr" "steal-check: es el turno de bob, no de amélie (regla: turn)"
	# A message made by a tool, not libcore, elides the same way.
	bag new bananagrams -s 1 | deal --names bob,amélie > b.yaml
	printf 'Q\n' > one.txt
	run --separate-stderr speak LANG=fr_FR.UTF-8 -- solve -f b.yaml -p amélie --from one.txt
	assert_fails_cleanly 2
	assert_equal "$stderr" "solve: b.yaml: la grille contient des jetons que la main d'amélie n'a pas"
}

@test "i18n: a grid's problems are said in the reader's words, on stderr" {
	# Before, bag peel -g listed a grid's problems in English in a German
	# session, only the reason after them in German.
	local want f
	for f in "%s at %s %s is not a word" \
	    "the tile at %s is not connected to the rest" \
	    "the %s at %s is not in the hand (a wild tile is written in lowercase)" \
	    "tiles of the hand not on the grid: %s"; do
		[[ -n $(msgstr de "$f") ]] || fail "po/de.po lacks '$f'"
	done
	# A German game: its letters and the catalog's words, both UTF-8.
	printf 'game: "bananagrams"\nlang: "de"\nseed: 1\nbag: "ABCDEFGHIJ"\nplayers:\n  - name: "ann"\n    hand: "ÜZ?E"\n  - name: "bob"\n    hand: "A"\n' > g.yaml
	printf 'ÜZ.\n...\n..Ü\n' > z.txt
	want=$(printf "$(msgstr de '%s at %s %s is not a word')\n" ÜZ 1,1 across
	    printf "$(msgstr de 'the tile at %s is not connected to the rest')\n" 3,3
	    printf "$(msgstr de 'the %s at %s is not in the hand (a wild tile is written in lowercase)')\n" Ü 3,3
	    printf "$(msgstr de 'tiles of the hand not on the grid: %s')\n" 'E ?')
	run --separate-stderr speak LANG=de_DE.UTF-8 -- bag peel -f g.yaml -p ann -g z.txt
	assert_equal "$status" 1
	assert_output ''
	assert_equal "$(head -n 4 <<< "$stderr")" "$want"
	[[ $(sed -n 5p <<< "$stderr") == "bag: das Gitter von ann "* ]] ||
	    fail "no reason after the problems: $stderr"
	# In English, as before.
	run --separate-stderr bag peel -f g.yaml -p ann -g z.txt
	assert_equal "$status" 1
	assert_equal "$(head -n 4 <<< "$stderr")" "ÜZ at 1,1 across is not a word
the tile at 3,3 is not connected to the rest
the Ü at 3,3 is not in the hand (a wild tile is written in lowercase)
tiles of the hand not on the grid: E ?"
	# validate --grid's problems are its answer: English for a script,
	# the reader's on a terminal, as the grid drawn after them.
	run --separate-stderr speak LANG=de_DE.UTF-8 -- validate --grid -l de z.txt --hand 'ÜZ?E'
	assert_equal "$status" 1
	assert_line -n 0 "ÜZ at 1,1 across is not a word"
	run timeout 10 script -qec "env -u LC_ALL LANG=de_DE.UTF-8 NO_COLOR=1 validate --grid -l de z.txt --hand 'ÜZ?E'" /dev/null
	assert_equal "$status" 1
	assert_line -n 0 "$(head -n 1 <<< "$want")"$'\r'
}

@test "i18n: a refusal built of parts is said whole in the reader's words" {
	# Before: German read "nichts für redo: no undo is waiting to be
	# taken back" and "kein draw": English words put into the sentence.
	bag new bananagrams -s 1 | deal -N ann,bob > g.yaml
	rule=$(msgstr de " (rule: %s)")
	run --separate-stderr speak LANG=de_DE.UTF-8 -- journal -r -i g.yaml
	assert_failure 1
	assert_equal "$stderr" "journal: $(msgstr de "nothing to redo: no undo is waiting to be taken back")${rule/\%s/nothing-to-redo}"
	bag peel -i g.yaml > /dev/null
	run --separate-stderr speak LANG=de_DE.UTF-8 -- journal -u -i g.yaml 2
	assert_failure 1
	assert_equal "$stderr" "journal: $(msgstr de "only 1 move can be undone")${rule/\%s/nothing-to-undo}"
	printf 'winner: "ann"\n' >> g.yaml
	run --separate-stderr speak LANG=de_DE.UTF-8 -- bag draw -t ann -f g.yaml
	assert_failure 1
	said=$(msgstr de "the hand is over (%s is the Top Banana): no %s")
	said=${said/\%s/ann}
	assert_equal "$stderr" "bag: ${said/\%s/$(msgstr de "draw")}${rule/\%s/hand-over}"
}

@test "i18n: journal says whole what it needs a FILE for" {
	# Before: German read "... der Spielstand, dessen Journal replay":
	# the verb put into the sentence in English.
	local see
	see=$(msgstr de " (see '%s --help')")
	run --separate-stderr speak LANG=de_DE.UTF-8 -- journal --replay
	assert_failure 2
	assert_equal "$stderr" "journal: $(msgstr de "a FILE is needed: the state whose journal to replay")${see/\%s/journal}"
	run --separate-stderr speak LANG=de_DE.UTF-8 -- journal
	assert_failure 2
	assert_equal "$stderr" "journal: $(msgstr de "a FILE is needed: the state whose journal to list")${see/\%s/journal}"
}

@test "i18n: an unknown -o lists the formats in the reader's words" {
	# Before: German read "unbekanntes Ausgabeformat 'x' (text, yaml or
	# json)": the list's "or" left in English.
	local see said
	see=$(msgstr de " (see '%s --help')")
	said=$(msgstr de "unknown output format '%s' (text, yaml or json)")
	run --separate-stderr speak LANG=de_DE.UTF-8 -- validate -o x
	assert_failure 2
	assert_equal "$stderr" "validate: ${said/\%s/x}${see/\%s/validate}"
}

@test "i18n: a file replaced only with --force is said whole" {
	# Before: German read "die Datei ist not empty (a game?): 'bag new
	# -i' ersetzt sie nur mit --force": what the file is, in English.
	local said
	bag new bananagrams -s 1 | deal -N ann,bob > g.yaml
	run --separate-stderr speak LANG=de_DE.UTF-8 -- bag new bananagrams -s 2 -i g.yaml
	assert_failure 2
	said=$(msgstr de "the file is not empty (a game?): '%s' replaces it only with --force")
	assert_equal "$stderr" "bag: g.yaml: ${said/\%s/bag new -i}"
	printf 'cat\n' > list.txt
	run --separate-stderr speak LANG=de_DE.UTF-8 -- words compile list.txt g.yaml
	assert_failure 2
	said=$(msgstr de "the file is not a compiled dictionary: '%s' replaces it only with --force")
	assert_equal "$stderr" "words: g.yaml: ${said/\%s/words compile}"
}

@test "i18n: how many words are not words is said whole" {
	# Before: German read "keine Wörter: 1 von 2" for every count, and
	# the same "ohne passendes Wort" for a prefix and an infix: the
	# catalogs could only drop "is not a word" and "in no word", the
	# English put into the sentence.
	local rule
	rule=$(msgstr de " (rule: %s)")
	run --separate-stderr speak LANG=de_DE.UTF-8 -- validate xqz
	assert_failure 1
	assert_equal "$stderr" "validate: $(msgstr de "1 of 1 word is not a word")${rule/\%s/not-a-word}"
	run --separate-stderr speak LANG=de_DE.UTF-8 -- validate cat xqz
	said=$(msgstr de "1 of %zu words is not a word")
	assert_equal "$stderr" "validate: ${said/\%zu/2}${rule/\%s/not-a-word}"
	run --separate-stderr speak LANG=de_DE.UTF-8 -- validate qq xqz
	said=$(msgstr de "%zu of %zu words are not words")
	said=${said/\%zu/2}
	assert_equal "$stderr" "validate: ${said/\%zu/2}${rule/\%s/not-a-word}"
	run --separate-stderr speak LANG=de_DE.UTF-8 -- words prefix xyzq cat
	assert_failure 1
	said=$(msgstr de "1 of %d is the start of no word")
	assert_equal "$stderr" "words: ${said/\%d/2}${rule/\%s/not-a-prefix}"
	run --separate-stderr speak LANG=de_DE.UTF-8 -- words prefix xyzq qqx
	said=$(msgstr de "%d of %d are the start of no word")
	said=${said/\%d/2}
	assert_equal "$stderr" "words: ${said/\%d/2}${rule/\%s/not-a-prefix}"
	run --separate-stderr speak LANG=de_DE.UTF-8 -- words infix qqx
	said=$(msgstr de "1 of %d is in no word")
	assert_equal "$stderr" "words: ${said/\%d/1}${rule/\%s/not-an-infix}"
	run --separate-stderr speak LANG=de_DE.UTF-8 -- words infix qqx xqz
	said=$(msgstr de "%d of %d are in no word")
	said=${said/\%d/2}
	assert_equal "$stderr" "words: ${said/\%d/2}${rule/\%s/not-an-infix}"
}

@test "i18n: a tag that names no word, or two, is said whole" {
	# Before: German read "'DOG' nennt none der Wörter, die der Zug
	# bildet (...)" and "... more than one ...: give its cell and
	# direction": English words put into the sentence.
	local said board
	board() {
		printf 'game: "shenanigrams"\nseed: 1\nbag: "EEEEEEEEEE"\nshuffles: 0\ndiscard: ""\nturn: "ann"\nplayers:\n'
		printf -- '- name: "ann"\n  hand: "T"\n  tags: 1\n- name: "bob"\n  hand: "S"\n  tags: 7\n'
		printf 'board: |\n'
		printf '  %s\n' "$@"
		printf 'tagged: []\n'
	}
	board CA. ..O ..E > g.yaml
	run --separate-stderr speak LANG=de_DE.UTF-8 -- steal-check -f g.yaml -t DOG place T 1,3
	assert_failure 2
	said=$(msgstr de "'%s' names none of the words the move makes (%s)")
	said=${said/\%s/DOG}
	assert_equal "$stderr" "steal-check: ${said/\%s/CAT at 1,1 across, TOE at 1,3 down}"
	run --separate-stderr speak LANG=de_DE.UTF-8 -- steal-check -f g.yaml -t TOE -t CAT place T 1,3
	assert_failure 2
	said=$(msgstr de "%s has 1 tag, fewer than the words chosen to tag")
	assert_equal "$stderr" "steal-check: ${said/\%s/ann}"
	board .OE O.. E.. > g.yaml
	run --separate-stderr speak LANG=de_DE.UTF-8 -- steal-check -f g.yaml -t TOE place T 1,1
	assert_failure 2
	said=$(msgstr de "'%s' names more than one of the words the move makes (%s): give its cell and direction")
	said=${said/\%s/TOE}
	assert_equal "$stderr" "steal-check: ${said/\%s/TOE at 1,1 across, TOE at 1,1 down}"
}

@test "i18n: an empty cell to replace or insert at is said whole" {
	# Before: German read "auf 2,2 liegt kein Stein für insert before":
	# the move's purpose put into the sentence in English.
	local rule said
	rule=$(msgstr de " (rule: %s)")
	printf 'game: "shenanigrams"\nseed: 1\nbag: "EEEEEEEEEE"\nshuffles: 0\ndiscard: ""\nturn: "ann"\nplayers:\n- name: "ann"\n  hand: "T"\n  tags: 1\n- name: "bob"\n  hand: "S"\n  tags: 7\nboard: |\n  CA.\n  ..O\n  ..E\ntagged: []\n' > g.yaml
	run --separate-stderr speak LANG=de_DE.UTF-8 -- steal-check -f g.yaml replace T 2,2
	assert_failure 1
	said=$(msgstr de "there is no tile at %ld,%ld to replace")
	said=${said/\%ld/2}
	assert_equal "$stderr" "steal-check: ${said/\%ld/2}${rule/\%s/no-tile}"
	run --separate-stderr speak LANG=de_DE.UTF-8 -- steal-check -f g.yaml insert T 2,2 across
	assert_failure 1
	said=$(msgstr de "there is no tile at %ld,%ld to insert before")
	said=${said/\%ld/2}
	assert_equal "$stderr" "steal-check: ${said/\%ld/2}${rule/\%s/no-tile}"
}

@test "i18n: what a Typeset action takes is said whole" {
	# Before: German read "'place' braucht a row: place ROW": what the
	# action takes put into the sentence in English.
	local see said m
	see=$(msgstr de " (see '%s --help')")
	bag new typeset -s 10 | deal -N ann,bob | play-typeset start > ts.yaml
	play-typeset draw -i ts.yaml > /dev/null
	for m in "place:'%s' takes a row: place ROW" \
	    "vowel:'%s' takes a vowel and a row: vowel V ROW" \
	    "wild:'%s' takes a letter and a row: wild L ROW" \
	    "ability:'%s' takes a row, and the space it copies: ability [ROW,SPACE] ROW" \
	    "stop 1:'%s' takes nothing more"; do
		run --separate-stderr speak LANG=de_DE.UTF-8 -- play-typeset -f ts.yaml -p ann "${m%%:*}"
		assert_failure 2
		said=$(msgstr de "${m#*:}")
		m=${m%%:*}
		assert_equal "$stderr" "play-typeset: ${said/\%s/${m% *}}${see/\%s/play-typeset}"
	done
}

@test "i18n: the players still in, and a nameless game, are said whole" {
	# Before: German read "... weniger als die 2 Spieler still in: ..."
	# and "this game ist für 1 bis 8 Spieler, nicht 9": English words
	# put into the sentence.
	local rule said
	rule=$(msgstr de " (rule: %s)")
	bunch_spent
	run --separate-stderr speak LANG=de_DE.UTF-8 -- bag peel -f game.yaml
	assert_failure 1
	said=$(msgstr de "the bunch holds fewer tiles than there are players still in (tiles: %zu, players: %zu): the first player out calls Bananas!")
	said=${said/\%zu/0}
	said=${said/\%.0s/}
	said=${said/\%zu/1}
	assert_equal "$stderr" "bag: ${said/\%.0s/}${rule/\%s/peel-too-low}"
	run --separate-stderr speak LANG=de_DE.UTF-8 -- deal -p 9 <<< $'seed: 1\nbag: "ABCDEFGHIJKLMNOPQRSTUVWXYZ"'
	assert_failure 2
	# The count as typed (deal -p 0, past 2^64 - 1), so a string.
	said=$(msgstr de "this game %sis for %zu to %zu players, not %s")
	said=${said/\%s/}
	said=${said/\%zu/1}
	said=${said/\%zu/8}
	assert_equal "$stderr" "deal: ${said/\%s/9}"
}

@test "i18n: the letters a hand, a list or a tile takes are said whole" {
	# Before: German read "(the letters of es und ? für einen Joker)",
	# "(ein kleingeschriebenes Wort in the letters of es pro Zeile)",
	# "ist kein Stein of es (A-Z, Ñ or ?)": English put into the sentence.
	local see said tiles
	see=$(msgstr de " (see '%s --help')")
	run --separate-stderr speak LANG=de_DE.UTF-8 -- solve ab1
	assert_failure 2
	said=$(msgstr de "'%s' is not a hand of tiles (A-Z and ? for a wild)")
	assert_equal "$stderr" "solve: ${said/\%s/ab1}${see/\%s/solve}"
	run --separate-stderr speak LANG=de_DE.UTF-8 -- solve --lang es ab1
	assert_failure 2
	said=$(msgstr de "'%s' is not a hand of tiles (the letters of %s and ? for a wild)")
	said=${said/\%s/ab1}
	assert_equal "$stderr" "solve: ${said/\%s/es}${see/\%s/solve}"
	printf '\n' > empty.txt
	run --separate-stderr speak LANG=de_DE.UTF-8 -- words compile empty.txt e.wkd
	assert_failure 2
	assert_equal "$stderr" "words: empty.txt: $(msgstr de "the list has no words (one lowercase word a-z per line)")"
	run --separate-stderr speak LANG=de_DE.UTF-8 -- words compile --lang es empty.txt e.wkd
	assert_failure 2
	said=$(msgstr de "the list has no words (one lowercase word in the letters of %s per line)")
	assert_equal "$stderr" "words: empty.txt: ${said/\%s/es}"
	tiles=$(msgstr de "%s or ?")
	printf '{"Ñ": 3}\n' > d.yaml
	run --separate-stderr speak LANG=de_DE.UTF-8 -- bag new -D d.yaml -s 1
	assert_failure 2
	said=$(msgstr de "'%.32s' is not a tile (%s); spell it %s")
	said=${said/\%.32s/Ñ}
	said=${said/\%s/${tiles/\%s/A-Z}}
	assert_equal "$stderr" "bag: d.yaml:1:2: ${said/\%s/N}"
	printf '{"Ç": 3}\n' > d.yaml
	run --separate-stderr speak LANG=de_DE.UTF-8 -- bag new -D d.yaml --lang es -s 1
	assert_failure 2
	said=$(msgstr de "'%.32s' is not a tile of %s (%s); spell it %s")
	said=${said/\%.32s/Ç}
	said=${said/\%s/es}
	said=${said/\%s/${tiles/\%s/A-Z, Ñ}}
	assert_equal "$stderr" "bag: d.yaml:1:2: ${said/\%s/C}"
}

@test "i18n: a list of games or of words ends in the reader's \"or\"" {
	# Before: German read "ein Shapemash-Spiel, keines von Bananagrams,
	# Shenanigrams or Typeset", "ein category-Spiel" and "'names' ist
	# eines von capital, none or caps-abbrev": English put in.
	local said list play
	bag new shapemash -s 1 > m.yaml
	run --separate-stderr speak LANG=de_DE.UTF-8 -- bag return A -f m.yaml
	assert_failure 2
	said=$(msgstr de "a %s game, not a %s one")
	said=${said/\%s/Shapemash}
	list=$(msgstr de "%s or %s")
	list=${list/\%s/Bananagrams, Shenanigrams}
	play=$(msgstr de "%s: play it with %s")
	play=${play/\%s/${said/\%s/${list/\%s/Typeset}}}
	assert_equal "$stderr" "bag: m.yaml: ${play/\%s/shapemash}"
	categories new -N ann,bob -s 1 > c.yaml
	run --separate-stderr speak LANG=de_DE.UTF-8 -- bag draw -f c.yaml
	assert_failure 2
	said=$(msgstr de "a category game, not a %s one")
	list=$(msgstr de "%s or %s")
	list=${list/\%s/Bananagrams, Shenanigrams, Typeset}
	play=$(msgstr de "%s: play it with %s")
	play=${play/\%s/${said/\%s/${list/\%s/Shapemash}}}
	assert_equal "$stderr" "bag: c.yaml: ${play/\%s/categories}"
	bag new bananagrams -s 1 | deal -N ann,bob > b.yaml
	run --separate-stderr speak LANG=de_DE.UTF-8 -- categories check b.yaml
	assert_failure 2
	said=$(msgstr de "a %s game, not a category one")
	play=$(msgstr de "%s: play it with %s")
	play=${play/\%s/${said/\%s/Bananagrams}}
	assert_equal "$stderr" "categories: b.yaml: ${play/\%s/bag}"
	zz_refused 's/^names: .*/names: "bogus"/'
	said=$(msgstr de "%s is one of %s, %s or %s")
	said=${said/\%s/\'names\'}
	said=${said/\%s/capital}
	said=${said/\%s/none}
	assert_equal "$stderr" "bag: a.yaml:18:8: ${said/\%s/caps-abbrev}"
}

@test "i18n: tally's unfinished game and bad numbers are the reader's" {
	# Before: German read "nothing to tally (Regel: not-over)": the
	# message was only "%s", so the catalogs never saw its words.
	local rule
	rule=$(msgstr de " (rule: %s)")
	run --separate-stderr speak LANG=de_DE.UTF-8 -- tally < /dev/null
	assert_failure 1
	assert_equal "$stderr" "tally: $(msgstr de "nothing to tally")${rule/\%s/not-over}"
	run --separate-stderr speak LANG=de_DE.UTF-8 -- tally -b 5 <<< 'ann'
	assert_failure 1
	assert_equal "$stderr" "tally: $(msgstr de "no winner yet")${rule/\%s/not-over}"
	run --separate-stderr speak LANG=de_DE.UTF-8 -- tally -g shapemash-easy <<< '1'
	assert_failure 1
	assert_equal "$stderr" "tally: $(msgstr de "not over yet: neither won nor lost")${rule/\%s/not-over}"
	run --separate-stderr speak LANG=de_DE.UTF-8 -- tally -b 5 <<< 'ann 2'
	assert_failure 2
	assert_equal "$stderr" "tally: <stdin>:1:5: $(msgstr de "a line names the winner of one hand, with no number")"
	printf 'ann 2\nbob 1 7\n' > s.txt
	run --separate-stderr speak LANG=de_DE.UTF-8 -- tally s.txt
	assert_failure 2
	assert_equal "$stderr" "tally: s.txt:2:7: $(msgstr de "a number needs a name before it")"
}

@test "i18n: a player nobody plays is said whole" {
	# Before: German read "ann wird von nobody gespielt: du spielst bob":
	# the English word put in for a player with no login.
	local rule said
	rule=$(msgstr de " (rule: %s)")
	printf 'game: "bananagrams"\nseed: 1\nbag: "ABCDEFGHIJ"\nplayers:\n- name: "ann"\n  hand: "XY"\n- name: "bob"\n  login: "%s"\n  hand: "ZW"\n' "$(id -un)" > g.yaml
	run --separate-stderr speak LANG=de_DE.UTF-8 -- bag dump X -p ann -f g.yaml
	assert_failure 1
	said=$(msgstr de "%s is nobody's to play: you play %s")
	said=${said/\%s/ann}
	assert_equal "$stderr" "bag: ${said/\%s/bob}${rule/\%s/not-your-player}"
}

@test "i18n: a lone surrogate is said whole in the reader's words" {
	# Before: German read "ungültiges YAML: \ud83d ist ein halbes
	# Zeichen: a high surrogate needs a low one (...) right after it".
	local said
	printf '{"game": "bananagrams",\n "note": "\\ud83d\\u0041", "bag": "A"}\n' > bad.yaml
	run --separate-stderr speak LANG=de_DE.UTF-8 -- bag count -f bad.yaml
	assert_failure 2
	said=$(msgstr de 'invalid YAML: %.6s is half of a character: a high surrogate needs a low one (\udc00 to \udfff) right after it')
	assert_equal "$stderr" "bag: bad.yaml:2:11: ${said/\%.6s/\\ud83d}"
	printf '{"game": "bananagrams",\n "note": "x\\ude00", "bag": "A"}\n' > bad.yaml
	run --separate-stderr speak LANG=de_DE.UTF-8 -- bag count -f bad.yaml
	assert_failure 2
	said=$(msgstr de 'invalid YAML: %.6s is half of a character: a low surrogate comes only right after a high one (\ud800 to \udbff)')
	assert_equal "$stderr" "bag: bad.yaml:2:12: ${said/\%.6s/\\ude00}"
}

@test "i18n: a node of the wrong kind is said whole in the reader's words" {
	# Before: German read "'names' muss a string sein" and "an alphabet
	# muss a mapping sein": the kind, and what was read, in English.
	local said
	zz_refused 's/^names: .*/names: [1]/'
	said=$(msgstr de "%s must be a string")
	assert_equal "$stderr" "bag: a.yaml:18:8: ${said/\%s/\'names\'}"
	printf '[1]\n' > a.yaml
	run --separate-stderr speak LANG=de_DE.UTF-8 -- bag new bananagrams -l a.yaml -s 1
	assert_failure 2
	said=$(msgstr de "%s must be a mapping")
	assert_equal "$stderr" "bag: a.yaml:1:1: ${said/\%s/$(msgstr de "an alphabet")}"
}

@test "i18n: an option's number is named in the reader's words" {
	# Before: German read "player count 'x' ist keine Zahl" and "seed
	# 'x' ist keine Zahl": the option's noun put in in English.
	local see said
	see=$(msgstr de " (see '%s --help')")
	run --separate-stderr speak LANG=de_DE.UTF-8 -- deal -p x < /dev/null
	assert_failure 2
	said=$(msgstr de "%s '%s' is not a number")
	said=${said/\%s/$(msgstr de "player count")}
	assert_equal "$stderr" "deal: ${said/\%s/x}${see/\%s/deal}"
	run --separate-stderr speak LANG=de_DE.UTF-8 -- solve -m 99 ab
	assert_failure 2
	said=$(msgstr de "%s '%s' is out of range (%llu to %llu)")
	said=${said/\%s/$(msgstr de "minimum length")}
	said=${said/\%s/99}
	said=${said/\%llu/2}
	assert_equal "$stderr" "solve: ${said/\%llu/64}${see/\%s/solve}"
	run --separate-stderr speak LANG=de_DE.UTF-8 -- bag new bananagrams -s x
	assert_failure 2
	said=$(msgstr de "%s '%s' is not a number")
	said=${said/\%s/$(msgstr de "seed")}
	assert_equal "$stderr" "bag: ${said/\%s/x}${see/\%s/bag}"
}

@test "i18n: a Typeset letter that is not one is said whole" {
	# Before: German read "row 1: '1' ist kein Buchstabe of Deutsch (a
	# small letter for a wild, _ for a blank)" and "a column of vowels:
	# 'ß' ist kein Buchstabe of Deutsch; spell it SS".
	local said row
	# bad_mat [BAG NEW'S OPTIONS]: ann's first row with a 1 after it, in
	# bad.yaml, and play-typeset's German answer to it.
	bad_mat() {
		bag new typeset "$@" -s 10 | deal -N ann | play-typeset start > g.yaml
		play-typeset draw -i g.yaml > /dev/null
		play-typeset -i g.yaml 'place 1' > /dev/null
		sed 's/rows: \["\([^"]*\)"/rows: ["\11"/' g.yaml > bad.yaml
		run --separate-stderr speak LANG=de_DE.UTF-8 -- play-typeset -f bad.yaml 'place 1'
		assert_failure 2
	}
	row=$(msgstr de "row %zu")
	row=${row/\%zu/1}
	bad_mat
	said=$(msgstr de "%s: '%.*s' is not a letter (A-Z, a-z for a wild, _ for a blank)")
	said=${said/\%s/$row}
	assert_equal "$stderr" "play-typeset: bad.yaml:10:14: ${said/\%.\*s/1}"
	bad_mat --lang de
	said=$(msgstr de "%s: '%.*s' is not a letter of %s (a small letter for a wild, _ for a blank)")
	said=${said/\%s/$row}
	said=${said/\%.\*s/1}
	assert_equal "$stderr" "play-typeset: bad.yaml:11:14: ${said/\%s/Deutsch}"
	printf 'vowels: ["AEß"]\n' > r.yaml
	run --separate-stderr speak LANG=de_DE.UTF-8 -- play-typeset rules -r r.yaml -f g.yaml
	assert_failure 2
	said=$(msgstr de "%s: '%.*s' is not a letter of %s; spell it %s")
	said=${said/\%s/$(msgstr de "a column of vowels")}
	said=${said/\%.\*s/ß}
	said=${said/\%s/Deutsch}
	assert_equal "$stderr" "play-typeset: r.yaml:1:13: ${said/\%s/SS}"
}

@test "i18n: bad UTF-8 is said in the reader's words, and where it is" {
	# Before: German read "the move, Spalte 7: ungültiges UTF-8: a byte
	# that is never in UTF-8": what was read and why it is not UTF-8
	# put in in English.
	local see said why
	see=$(msgstr de " (see '%s --help')")
	printf 'game: "shenanigrams"\nseed: 1\nbag: "EEEEEEEEEE"\nshuffles: 0\ndiscard: ""\nturn: "ann"\nplayers:\n- name: "ann"\n  hand: "T"\n  tags: 1\n- name: "bob"\n  hand: "S"\n  tags: 7\nboard: |\n  CA.\n  ..O\n  ..E\ntagged: []\n' > g.yaml
	why=$(msgstr de "bad UTF-8: %s")
	why=${why/\%s/$(msgstr de "a byte that is never in UTF-8")}
	run --separate-stderr speak LANG=de_DE.UTF-8 -- steal-check -f g.yaml $'place \xff 1,1'
	assert_failure 2
	said=$(msgstr de "%s, column %zu: %s")
	said=${said/\%s/$(msgstr de "the move")}
	said=${said/\%zu/7}
	assert_equal "$stderr" "steal-check: ${said/\%s/$why}${see/\%s/steal-check}"
	run --separate-stderr speak LANG=de_DE.UTF-8 -- steal-check -f g.yaml -t $'\xff' place T 1,3
	assert_failure 2
	said=$(msgstr de "%s, column %zu: %s")
	said=${said/\%s/$(msgstr de "the word to tag")}
	said=${said/\%zu/1}
	assert_equal "$stderr" "steal-check: --tag: ${said/\%s/$why}${see/\%s/steal-check}"
}

@test "i18n: a forgotten -f or -i is named in the reader's words" {
	# Before: German read "... eine Spielstandsdatei gibt man mit -f FILE
	# or -i FILE an": the "or" and the metavariable in English.
	local see said
	see=$(msgstr de " (see '%s --help')")
	touch g.yaml
	run --separate-stderr speak LANG=de_DE.UTF-8 -- deal g.yaml
	assert_failure 2
	said=$(msgstr de "'%s' takes no argument ('%s'): a state file is given with %s")
	said=${said/\%s/deal}
	said=${said/\%s/g.yaml}
	assert_equal "$stderr" "deal: ${said/\%s/$(msgstr de "-f FILE or -i FILE")}${see/\%s/deal}"
	run --separate-stderr speak LANG=de_DE.UTF-8 -- table g.yaml
	assert_failure 2
	said=$(msgstr de "'%s' takes no argument ('%s'): a state file is given with %s")
	said=${said/\%s/table}
	said=${said/\%s/g.yaml}
	assert_equal "$stderr" "table: ${said/\%s/$(msgstr de "-f FILE")}${see/\%s/table}"
}

@test "i18n: what categories write and erase need is the reader's" {
	# Before: German read "categories: categories write needs --player,
	# --category and a WORD (siehe ...)": passed as the argument of
	# "%s", the sentence never met the catalog that holds it.
	local see
	see=$(msgstr de " (see '%s --help')")
	categories new -N ann,bob -s 1 > c.yaml
	run --separate-stderr speak LANG=de_DE.UTF-8 -- categories write -f c.yaml x
	assert_failure 2
	assert_equal "$stderr" "categories: $(msgstr de "categories write needs --player, --category and a WORD")${see/\%s/categories}"
	run --separate-stderr speak LANG=de_DE.UTF-8 -- categories erase -f c.yaml
	assert_failure 2
	assert_equal "$stderr" "categories: $(msgstr de "categories erase needs --player and --category")${see/\%s/categories}"
}

@test "i18n: timer's write error is the reader's" {
	# Before: "timer: write error: ..." in every language: passed as the
	# argument of "%s", the words never met the catalog.
	WORDKIT_TIME_SCALE=1000 run --separate-stderr speak LANG=de_DE.UTF-8 WORDKIT_TIME_SCALE=1000 -- bash -c 'timer -c 3 > /dev/full'
	assert_failure 2
	# The system's own words for ENOSPC follow: glibc's are German too,
	# musl's English.
	[[ $stderr == "timer: $(msgstr de "write error"): "?* ]] || fail "$stderr"
	[[ $stderr != *$'\n'* ]] || fail "more than one line: $stderr"
}

@test "i18n: a category game's bad state is said in the reader's words" {
	# Before: "'boards' must be a list of one or two boards" and "a word
	# needs a letter" in every language: passed as the argument of
	# "%s", the sentences never met the catalogs.
	printf 'game: "categories"\nseed: 1\nplayers:\n- name: "ann"\n- name: "bob"\nboards: 3\n' > c.yaml
	run --separate-stderr speak LANG=de_DE.UTF-8 -- categories check c.yaml
	assert_failure 2
	assert_equal "$stderr" "categories: c.yaml:6:9: $(msgstr de "'boards' must be a list of one or two boards")"
	printf 'game: "categories"\nseed: 1\nplayers:\n- name: "ann"\n- name: "bob"\nboards:\n- letter: "L"\n  sheet: "oddball"\nanswers:\n- {player: "ann", board: 1, category: 1, word: "..."}\n' > c.yaml
	run --separate-stderr speak LANG=de_DE.UTF-8 -- categories check c.yaml
	assert_failure 2
	assert_equal "$stderr" "categories: c.yaml:10:48: $(msgstr de "a word needs a letter")"
}

@test "i18n: an alphabet file's bad letter is said in the reader's words" {
	# Before: "'Ä' is a letter twice" in every language: the sentence
	# was built of English pieces around the letter ("%s'%s'%s").
	local said
	zz_refused 's/^letters: .*/letters: "ABCDEFGHIJKLMNOPQRSTUVWXYZÄÄ"/'
	said=$(msgstr de "'%s' is a letter twice")
	assert_equal "$stderr" "bag: a.yaml:11:38: ${said/\%s/Ä}"
	zz_refused 's/^vowels: .*/vowels: "AEIOUÄÖÜÇ"/'
	said=$(msgstr de "'%s' is not a letter of the alphabet")
	assert_equal "$stderr" "bag: a.yaml:17:18: ${said/\%s/Ç}"
}

@test "i18n: Shapemash's cards changed or lost are said in the reader's words" {
	# Before: "cards created or lost: -HELMET WITCH VAMPIRE (99 held,
	# 100 in the deck) (Regel: cards-lost)" in German: the sentence was
	# built in English and passed as the argument of "%s".
	local rule said
	rule=$(msgstr de " (rule: %s)")
	bag new shapemash -s 2 > d.yaml
	grep -v '"HELMET", "WITCH", "VAMPIRE"' d.yaml > lost.yaml
	run --separate-stderr speak LANG=de_DE.UTF-8 -- bag audit -f lost.yaml
	assert_failure 1
	said=$(msgstr de "cards created or lost:%s (%zu held, %d in the deck)")
	said=${said/\%s/ -HELMET WITCH VAMPIRE}
	said=${said/\%zu/99}
	assert_equal "$stderr" "bag: ${said/\%d/100}${rule/\%s/cards-lost}"
	sed '0,/"WIG"/s/"WIG"/"WIGS"/' d.yaml > changed.yaml
	run --separate-stderr speak LANG=de_DE.UTF-8 -- bag audit -f changed.yaml
	assert_failure 1
	said=$(msgstr de "cards changed:%s (%zu held, %d in the deck)")
	said=${said/\%s/ +JELLYFISH BARN WIGS -JELLYFISH BARN WIG}
	said=${said/\%zu/100}
	assert_equal "$stderr" "bag: ${said/\%d/100}${rule/\%s/cards-changed}"
}

@test "i18n: a malformed Shapemash move or guess is said in the reader's words" {
	# Before: "shapemash: <stdin>:1:12: a side is black or white" in
	# German: the message was passed as the argument of "%s", so no
	# catalog held it.
	# malformed CMD INPUT:LINE:COL:MESSAGE...: each INPUT given to CMD in
	# German is refused at its place, in the catalog's words.
	malformed() {
		local cmd=$1 l m said
		shift
		for l in "$@"; do
			m=${l%%:*}
			run --separate-stderr speak LANG=de_DE.UTF-8 -- bash -c "printf '%s\\n' '$m' | $cmd"
			assert_failure 2
			said=$(msgstr de "${l#*:*:*:}")
			[ -n "$said" ] || fail "no catalog message: ${l#*:*:*:}"
			l=${l#*:}
			assert_equal "$stderr" "shapemash: <stdin>:${l%%:*}:$(l=${l#*:}; echo "${l%%:*}"): $said"
		done
	}
	malformed "shapemash canvas" \
	    "add circle grey:1:12:a side is black or white" \
	    "paint circle:1:1:a move is 'add', 'remove', 'flip' or 'clear'" \
	    "clear circle:1:7:'clear' takes no shape" \
	    "add:1:4:a move needs a shape (see 'shapemash shapes')" \
	    "add circle white x:1:18:too many words: a move is 'add|remove|flip SHAPE [black|white]' or 'clear'"
	malformed "shapemash round -T red,blue" \
	    "green:1:1:not one of the two teams" \
	    "red blue red:1:10:a guess is 'TEAM' or 'TEAM OWNER'"
}

@test "i18n: -o json and -o yaml answer in English in every language" {
	local c
	run --separate-stderr validate -o json -d nosuchdict x
	c=$output
	assert_error_doc usage
	run --separate-stderr speak LANG=de_DE.UTF-8 -- validate -o json -d nosuchdict x
	assert_error_doc usage
	assert_equal "$output" "$c"
	run --separate-stderr speak LANG=es_ES.UTF-8 -- validate -o json cat xqz
	assert_no_doc not-a-word
	run --separate-stderr validate -o json cat xqz
	assert_no_doc not-a-word
}

@test "i18n: the answer on stdout is the same in every language" {
	local c
	c=$(dice -s 42 -n 3; words match 'c?t' | head -3
	    validate cat xqz dog 2> /dev/null || true)
	assert_equal "$(speak LANG=de_DE.UTF-8 -- sh -c "dice -s 42 -n 3; words match 'c?t' | head -3; validate cat xqz dog 2>/dev/null || true")" "$c"
}

@test "i18n: a replay's and a solo's reasons are the reader's; the answer is not" {
	: > g.yaml
	run --separate-stderr speak LANG=es_ES.UTF-8 -- journal --replay g.yaml
	assert_equal "$status" 1
	assert_equal "$stderr" "journal: 'g.yaml' no tiene ninguna jugada en su diario que repetir (regla: replay-differs)"
	# A solo's verdict: the reason translated, the answer's line not.
	printf 'rows: ["CAT"]\n' > solo.yaml
	run --separate-stderr speak LANG=de_DE.UTF-8 -- score-typeset --solo solo.yaml
	assert_equal "$status" 1
	assert_line "solo: not a win: score 3 (40 needed), ability uses 0 (3 needed)"
	assert_equal "$stderr" "score-typeset: kein Sieg: Punktzahl 3 (40 nötig), Einsätze der Fähigkeit 0 (3 nötig) (Regel: solo-win)"
	# A proof quotes tiles, which the answer's letters encode: English.
	run --separate-stderr speak LANG=fr_FR.UTF-8 -- solve -n 1 DDEEFIIJLNNOPQQRTVWWX
	assert_equal "$status" 3
	assert_equal "$stderr" "solve: the search nodes ran out before a grid was found"
}

@test "i18n: table's drawing is the same in every language, though it quotes the referee" {
	bag new typeset -s 10 | deal -N ann,bob | play-typeset start -A drop-cap > ts.yaml
	play-typeset draw -i ts.yaml > /dev/null
	play-typeset -q -i ts.yaml -p ann 'place 1' > /dev/null
	c=$(table -f ts.yaml)
	assert_equal "$(printf '%s\n' "$c" | head -1)" "Typeset: bob has not dealt with turn letter 1 (C)"
	for l in de es fr; do
		assert_equal "$(speak "LANG=${l}_${l^^}.UTF-8" -- table -f ts.yaml)" "$c"
	done
	# Its errors are still the reader's.
	printf 'game: "categories"\nanswers: 3\n' > bad.yaml
	run --separate-stderr speak LANG=de_DE.UTF-8 -- table -f bad.yaml
	assert_equal "$status" 2
	[ "$stderr" != "$(table -f bad.yaml 2>&1 >/dev/null)" ] ||
	    fail "the error was not translated: $stderr"
}
