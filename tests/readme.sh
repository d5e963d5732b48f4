#!/usr/bin/env bash
# readme.sh [FILE]: run every ```sh block of FILE (README.md by default) as
# written and check that each line prints what the text says.  The
# convention is written out at the top of tests/readme.bats.
#
# Prints each failure as FILE:LINE: what went wrong, and exits 1 when there
# is any, 2 when FILE cannot be read.  Every line runs, whatever failed
# before it, so one report lists every broken line.
set -u
file=${1:-README.md}
[ -r "$file" ] || { echo "$file: cannot read it" >&2; exit 2; }
scratch=$(mktemp -d) || exit 2
trap 'rm -rf "$scratch"' EXIT
top=$(cd "$(dirname "$0")/.." && pwd)
limit=${WORDKIT_EXAMPLE_TIMEOUT:-120}
re_prints='(^|[^[:alnum:]_])prints (nothing|"([^"]*)")'
re_norun='^<!-- not run: *([^ ].*[^ ]) *-->$'
status=0

# fail LINE MESSAGE...: report a failure at LINE of the file.
fail() {
	local n=$1
	shift
	printf '%s:%s: %s\n' "$file" "$n" "$*"
	status=1
}

# comment_of LINE: the trailing comment of a shell line, without its "#",
# in c: the first "#" after a blank that is not inside quotes.  (This and
# the others below answer in a variable, not on stdout: a $(...) is a
# process, and a line's checks were most of the processes of its run.)
comment_of() {
	local s=$1 q= prev=' ' ch i
	c=
	for ((i = 0; i < ${#s}; i++)); do
		ch=${s:i:1}
		if [[ -n $q ]]; then
			if [[ $ch == "$q" ]]; then
				q=
			elif [[ $ch == '\' && $q == '"' ]]; then
				((i++))
			fi
		elif [[ $ch == "'" || $ch == '"' ]]; then
			q=$ch
		elif [[ $ch == '\' ]]; then
			((i++))
		elif [[ $ch == '#' && $prev == [[:space:]] ]]; then
			c=${s:i+1}
			return
		fi
		prev=$ch
	done
}

# squeeze TEXT: TEXT with runs of blanks as one space, none at the ends,
# in sq.
shopt -s extglob
squeeze() {
	sq=${1//$'\t'/ }
	sq=${sq//+( )/ }
	sq=${sq# }
	sq=${sq% }
}

# check_prints N OUT WHAT: OUT (a line's stdout) is what "prints WHAT"
# says.  WHAT is one line, "nothing", "FIRST ..." (the first line),
# "... LAST" (the last line) or "FIRST ... LAST"; blanks are squeezed.
check_prints() {
	local n=$1 out=$2 what=$3 head tail first last sq
	squeeze "${out%%$'\n'*}"
	first=$sq
	squeeze "${out##*$'\n'}"
	last=$sq
	if [[ $what == nothing ]]; then
		[[ -z $out ]] || fail "$n" "the text says it prints nothing; it printed:" $'\n'"$out"
		return
	fi
	if [[ $what != *...* ]]; then
		squeeze "$out"
		first=$sq
		squeeze "$what"
		[[ $first == "$sq" && $out != *$'\n'* ]] ||
		    fail "$n" "the text says it prints '$what'; it printed:" $'\n'"$out"
		return
	fi
	squeeze "${what%%...*}"
	head=$sq
	squeeze "${what#*...}"
	tail=$sq
	[[ -z $head || $first == "$head" ]] ||
	    fail "$n" "the text says its output starts with '$head'; it printed:" $'\n'"$out"
	[[ -z $tail || $last == "$tail" ]] ||
	    fail "$n" "the text says its output ends with '$tail'; it printed:" $'\n'"$out"
}

# run_line DIR N CMD: run one command line in DIR and check it against its
# comment; its stdout is added to the block's.
run_line() {
	local dir=$1 n=$2 cmd=$3 c want=0 rc out what
	comment_of "$cmd"
	if [[ $c =~ (^|[^[:alnum:]_-])exit\ ([0-9]+) ]]; then
		want=${BASH_REMATCH[2]}
	fi
	(cd "$dir" && exec timeout "$limit" bash -o pipefail -c "$cmd") \
	    < /dev/null > "$scratch/out" 2> "$scratch/err"
	rc=$?
	# Its stdout whole, then without its last newlines, as $(...) has it.
	IFS= read -r -d '' out < "$scratch/out"
	printf '%s' "$out" >> "$scratch/block-out"
	out=${out%%+($'\n')}
	if [[ $rc -eq 124 ]]; then
		fail "$n" "'$cmd' did not end within $limit seconds"
		return
	fi
	if [[ $rc -ne $want ]]; then
		fail "$n" "'$cmd' exits $rc, the text says $want:" $'\n'"$(head -n 3 "$scratch/err")"
	fi
	if [[ $c =~ $re_prints ]]; then
		check_prints "$n" "$out" "${BASH_REMATCH[3]:-${BASH_REMATCH[2]}}"
	fi
}

# The build's tools first, a home of the scratch's own (words(1) caches
# there), the C locale, the timer's clock a hundred times fast.
export PATH="${WORDKIT_BUILD:-$top/build}/bin:$PATH" HOME=$scratch/home LC_ALL=C
export WORDKIT_TIME_SCALE=${WORDKIT_TIME_SCALE:-100}
unset WORDKIT_DICT NO_COLOR XDG_CACHE_HOME
mkdir "$HOME"

# end_text N: compare the ```text block that starts at line N with the
# output of the ```sh block before it.
end_text() {
	if ! diff <(printf '%s' "$want") "$scratch/block-out" > "$scratch/diff"; then
		fail "$1" "the block above does not print this text (< text, > printed):" \
		    $'\n'"$(cat "$scratch/diff")"
	fi
}

# Read the file: a heading starts a new scratch directory; each ```sh
# block is run line by line; a ```text block right after it (blank lines
# between allowed) is the exact stdout of the whole block.
n=0 fence= group=0 dir= prev= norun= cmd= cmdline= lastsh= want= wantline=
while IFS= read -r line || [[ -n $line ]]; do
	((n++))
	if [[ -z $fence ]]; then
		if [[ $line == '```text' && -n $lastsh ]]; then
			fence=text
			want=
			wantline=$n
		elif [[ $line == '```sh' ]]; then
			fence=sh
			norun=
			if [[ $prev =~ $re_norun ]]; then
				norun=${BASH_REMATCH[1]}
			elif [[ -z $dir ]]; then
				dir=$scratch/$group
				mkdir "$dir"
				ln -s "$top/examples" "$dir/examples"
			fi
			: > "$scratch/block-out"
		elif [[ $line == '```'* ]]; then
			case ${line#'```'} in
			bash|shell|console|sh-session|zsh)
				fail "$n" "a '$line' block is not run: write it as '\`\`\`sh'"
			esac
			fence=other
		elif [[ $line == '#'* ]]; then
			((group++))
			dir=
		fi
		if [[ $line == '<!-- not run'* && ! $line =~ $re_norun ]]; then
			fail "$n" "a not-run mark gives its reason: '<!-- not run: REASON -->'"
		fi
		[[ -n $line ]] && lastsh=
		prev=$line
		continue
	fi
	if [[ $line == '```' ]]; then
		[[ $fence == sh && -n $cmd ]] &&
		    fail "$cmdline" "the block ends inside a command (a line ending in \\)"
		[[ $fence == text ]] && end_text "$wantline"
		lastsh=
		[[ $fence == sh && -z $norun ]] && lastsh=$n
		fence= cmd=
		prev=$line
		continue
	fi
	case $fence in
	text)
		want+=$line$'\n'
		;;
	sh)
		[[ -n $norun ]] && continue
		[[ -z $cmd ]] && cmdline=$n
		# A line ending in a backslash goes on at the next line.
		if [[ $line == *'\' ]]; then
			cmd+=${line%'\'}
			continue
		fi
		cmd+=$line
		if [[ ! $cmd =~ ^[[:space:]]*(#|$) ]]; then
			run_line "$dir" "$cmdline" "$cmd"
		fi
		cmd=
		;;
	esac
	prev=$line
done < "$file"
[[ -z $fence ]] || fail "$n" "the file ends inside a \`\`\`$fence block"
exit $status
