# fish completion for score-typeset(1), made from its option table by
# "score-typeset --wordkit-completion=fish".

# The built-in dictionaries installed now, as the tool itself finds them.
function __score_typeset_dicts
    set -l t (commandline -opc)[1]
    command $t --wordkit-completion=dicts 2>/dev/null
end

# The player names in the state file given so far.
function __score_typeset_players
    set -l words (commandline -opc)
    set -l file
    for i in (seq (count $words))
        switch $words[$i]
            case -f --file
                set -l j (math $i + 1)
                test $j -le (count $words); and set file $words[$j]
            case '--file=*'
                set file (string replace -r '^[^=]*=' '' -- $words[$i])
        end
    end
    test -n "$file"; and test -r "$file"; or return 0
    sed -n 's/^[- ] *name: *"\\{0,1\\}\\([^] "#$,:{}[\\]*\\)"\\{0,1\\} *$/\\1/p;s/^- *{ *name: *"\\{0,1\\}\\([^] "#$,:{}[\\]*\\)"\\{0,1\\} *[,}].*$/\\1/p' -- $file 2>/dev/null
end

complete -c score-typeset -f
complete -c score-typeset -s d -l dict -r -F -a '(__score_typeset_dicts)' -d 'dictionary, its letters the mats\'; default standard'
complete -c score-typeset -s f -l file -r -F -d 'score the mats of a game state'
complete -c score-typeset -s l -l lang -r -F -a 'en de es fr it nl pt' -d 'the state\'s language: an alphabet FILE for one of one\'s own (a code: the state\'s)'
complete -c score-typeset -s o -l output -x -a 'text yaml json' -d 'text, yaml or json'
complete -c score-typeset -s p -l player -x -a '(__score_typeset_players)' -d 'only this player\'s mat of a state'
complete -c score-typeset -s q -l quiet -d 'no reason on stderr for a solo loss'
complete -c score-typeset -s r -l rules -r -F -d 'the sheet\'s numbers (rules file)'
complete -c score-typeset -s S -l solo -d 'judge the solo game: exit 0 for a win'
complete -c score-typeset -s t -l total -d 'print only the total(s)'
complete -c score-typeset -s h -l help -d 'show this help'
complete -c score-typeset -s V -l version -d 'show the version'
complete -c score-typeset -F
