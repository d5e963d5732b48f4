# fish completion for score-typeset(1), the Typeset scorer.

# The player names in the state file given with -f/--file.
function __score_typeset_players
    set -l tok (commandline -opc)
    set -l file
    set -l n (count $tok)
    for i in (seq 2 $n)
        switch $tok[$i]
            case -f --file
                if test $i -lt $n
                    set file $tok[(math $i + 1)]
                end
            case '--file=*'
                set file (string replace -r '^[^=]*=' '' -- $tok[$i])
            case '-f?*'
                set file (string sub -s 3 -- $tok[$i])
        end
    end
    set file (string replace -r '^~/' "$HOME/" -- $file)
    test -n "$file"; and test -r "$file"; or return 0
    string replace -rf '^[- ] *name: *"?([A-Za-z0-9._-]+)"? *$' '$1' <$file
end

# Mats (or game states) are files.
complete -c score-typeset -F

# Options, from score-typeset --help (each line names its option as --help does).
complete -c score-typeset -s d -l dict -r -F -a 'small\t"SCOWL up to 50, 61,491 words" standard\t"SCOWL up to 70, the default" large\t"SCOWL up to 80, adds za qat zax"' -d 'dictionary: a name or a word list'  # -d, --dict
complete -c score-typeset -s f -l file -r -F -d 'score the mats of a game state'  # -f, --file
complete -c score-typeset -s h -l help -d 'show this help'  # -h, --help
complete -c score-typeset -s o -l output -x -a 'text yaml json' -d 'output format'  # -o, --output
complete -c score-typeset -s p -l player -x -a '(__score_typeset_players)' -d 'only this player\'s mat of a state'  # -p, --player
complete -c score-typeset -s q -l quiet -d 'no reason on stderr for a solo loss'  # -q, --quiet
complete -c score-typeset -s r -l rules -r -F -d 'the sheet\'s numbers (a rules file)'  # -r, --rules
complete -c score-typeset -s S -l solo -d 'judge the solo game: exit 0 for a win'  # -S, --solo
complete -c score-typeset -s t -l total -d 'print only the total(s)'  # -t, --total
complete -c score-typeset -s V -l version -d 'show the version'  # -V, --version
