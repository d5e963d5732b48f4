# fish completion for solve(1), made from its option table by
# "solve --wordkit-completion=fish".

# The built-in dictionaries installed now, as the tool itself finds them.
function __solve_dicts
    set -l t (commandline -opc)[1]
    command $t --wordkit-completion=dicts 2>/dev/null
end

# The player names in the state file given so far.
function __solve_players
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

complete -c solve -f
complete -c solve -s d -l dict -r -F -a '(__solve_dicts)' -d 'dictionary; default standard'
complete -c solve -s f -l file -r -F -d 'the hand of a player in a state'
complete -c solve -s F -l from -r -F -d 'a peel: keep this grid, fit the TILES'
complete -c solve -s l -l lang -r -F -a 'en de es fr it nl pt' -d 'the language: a code (with -f, the state\'s), or an alphabet FILE for one of one\'s own'
complete -c solve -s m -l min-length -x -a '2 3 4 5' -d 'shortest word (2; 3: no two-letter words)'
complete -c solve -s n -l nodes -x -a '10000 100000 1000000' -d 'give up after NODES search nodes (no limit)'
complete -c solve -s o -l output -x -a 'text yaml json' -d 'text, yaml or json'
complete -c solve -s p -l player -x -a '(__solve_players)' -d 'whose hand, with -f'
complete -c solve -s P -l prefer -x -a 'fewest-words smallest-area' -d 'fewest-words or smallest-area'
complete -c solve -s q -l quiet -d 'no reason on stderr for exit 1 or 3'
complete -c solve -s t -l time-limit -x -a '1 5 10 30 60' -d 'give up after SECONDS (default 10)'
complete -c solve -s h -l help -d 'show this help'
complete -c solve -s V -l version -d 'show the version'
