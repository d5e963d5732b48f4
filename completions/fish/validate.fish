# fish completion for validate(1), the wordkit referee.

# The player names in the state file given with -f/--file.
function __validate_players
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

# Is this a grid or board check (its argument is a file), not words?
function __validate_grid
    set -l tok (commandline -opc)
    for t in $tok[2..-1]
        switch $t
            case -g --grid -G --game '--game=*' '-G?*'
                return 0
        end
    end
    return 1
end

complete -c validate -f

# The grid or board file; words otherwise.
complete -c validate -n __validate_grid -F

# Options, from validate --help (each line names its option as --help does).
complete -c validate -s d -l dict -r -F -a 'small\t"SCOWL up to 50, 61,491 words" standard\t"SCOWL up to 70, the default" large\t"SCOWL up to 80, adds za qat zax"' -d 'dictionary: a name or a word list'  # -d, --dict
complete -c validate -s f -l file -r -F -d 'the hand (or the board) from a state'  # -f, --file
complete -c validate -s g -l grid -d 'check a Bananagrams grid'  # -g, --grid
complete -c validate -s G -l game -x -a 'bananagrams\t"the Rotten Banana check" shenanigrams\t"the shared board"' -d 'check the grid by the rules of a game'  # -G, --game
complete -c validate -s h -l help -d 'show this help'  # -h, --help
complete -c validate -s H -l hand -x -d 'the tiles the grid must use (A-Z, ? a wild)'  # -H, --hand
complete -c validate -s m -l min-length -x -a '2 3 4 5' -d 'shortest word allowed (2)'  # -m, --min-length
complete -c validate -s o -l output -x -a 'text yaml json' -d 'output format'  # -o, --output
complete -c validate -s p -l player -x -a '(__validate_players)' -d 'whose hand, with -f'  # -p, --player
complete -c validate -s q -l quiet -d 'print nothing, only the exit status'  # -q, --quiet
complete -c validate -s V -l version -d 'show the version'  # -V, --version
