# tests/helper/state.bash: a state file read in the shell, for the tests
# that read one at every step of a walk of moves, where an awk or a sed
# for each value would be most of the walk's processes.  test_helper.bash
# and tests/prop-moves.sh source it.

# read_state FILE: the players in names, in order; each one's hand in
# hands[NAME] (the caller declares hands with declare -A or local -A); the
# turn in turn; the board's rows and columns in rows and cols.  Values
# as hand and yaml_str (test_helper.bash) read them: a player's first
# hand line, quotes taken off.
read_state() {
	local line on= board=0 v
	names=() rows=0 cols=0 turn=
	hands=()
	while IFS= read -r line; do
		if [[ $line == '- name: "'*'"' ]]; then
			v=${line#'- name: "'}
			on=${v%'"'}
			names+=("$on")
			continue
		fi
		[[ $line == '- '* ]] && on=
		if [[ -n $on && $line == '  hand: '* && -z ${hands[$on]+x} ]]; then
			v=${line#'  hand: '}
			v=${v#'"'}
			hands[$on]=${v%'"'}
		elif [[ $line == 'turn: "'*'"' ]]; then
			v=${line#'turn: "'}
			turn=${v%'"'}
		fi
		if [[ $line == 'board: |'* ]]; then
			board=1
		elif ((board == 1)) && [[ $line == '  '* ]]; then
			rows=$((rows + 1))
			((${#line} - 2 > cols)) && cols=$((${#line} - 2))
		elif ((board == 1)); then
			board=2
		fi
	done < "$1"
}
