# fish completion for validate(1), made from its option table by
# "validate --wordkit-completion=fish".

# The built-in dictionaries installed now, as the tool itself finds them.
function __validate_dicts
    set -l t (commandline -opc)[1]
    command $t --wordkit-completion=dicts 2>/dev/null
end

# The player names in the state file given so far.
function __validate_players
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

complete -c validate -f
complete -c validate -s d -l dict -r -F -a '(__validate_dicts)' -d 'dictionary (small, standard, large, or a word list); default standard'
complete -c validate -s f -l file -r -F -d 'the hand (or the board) from a state'
complete -c validate -s g -l grid -d 'check a Bananagrams grid'
complete -c validate -s G -l game -x -a 'bananagrams bananagrams-wild shenanigrams' -d 'bananagrams, bananagrams-wild or shenanigrams'
complete -c validate -s H -l hand -x -d 'the tiles the grid must use'
complete -c validate -s l -l lang -r -F -a 'en de es fr it nl pt' -d 'the language: a code (with -f, the state\'s), or an alphabet FILE for one of one\'s own'
complete -c validate -s m -l min-length -x -a '2 3 4 5' -d 'shortest word allowed (2; 3: no two-letter words)'
complete -c validate -s o -l output -x -a 'text yaml json' -d 'text, yaml or json'
complete -c validate -s p -l player -x -a '(__validate_players)' -d 'whose hand, with -f'
complete -c validate -s q -l quiet -d 'print nothing, only the exit status'
complete -c validate -s h -l help -d 'show this help'
complete -c validate -s V -l version -d 'show the version'
complete -c validate -n '__fish_contains_opt -s g grid' -F
complete -c validate -n '__fish_contains_opt -s G game' -F
