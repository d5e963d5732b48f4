# fish completion for table(1), made from its option table by
# "table --wordkit-completion=fish".

# The built-in dictionaries installed now, as the tool itself finds them.
function __table_dicts
    set -l t (commandline -opc)[1]
    command $t --wordkit-completion=dicts 2>/dev/null
end

# The player names in the state file given so far.
function __table_players
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

complete -c table -f
complete -c table -s d -l dict -r -F -a '(__table_dicts)' -d 'Typeset\'s scores: dictionary; default the game\'s'
complete -c table -s f -l file -r -F -d 'read the state from FILE'
complete -c table -s F -l follow -d 'draw again each time FILE changes'
complete -c table -s l -l lang -r -F -a 'en de es fr it nl pt' -d 'the state\'s language: an alphabet FILE for one of one\'s own (a code: the state\'s)'
complete -c table -s n -l count -x -d '--follow: stop after COUNT drawings'
complete -c table -s o -l output -x -a 'text yaml json' -d 'text, yaml or json'
complete -c table -s p -l player -x -a '(__table_players)' -d 'add this player\'s own hand'
complete -c table -s q -l quiet -d 'no reason on stderr for a rule "no"'
complete -c table -s h -l help -d 'show this help'
complete -c table -s V -l version -d 'show the version'
