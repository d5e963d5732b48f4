# fish completion for steal-check(1), the Shenanigrams referee.

# The player names in the state file given with -f/--file or -i/--in-place.
function __steal_check_players
    set -l tok (commandline -opc)
    set -l file
    set -l n (count $tok)
    for i in (seq 2 $n)
        switch $tok[$i]
            case -f --file -i --in-place
                if test $i -lt $n
                    set file $tok[(math $i + 1)]
                end
            case '--file=*' '--in-place=*'
                set file (string replace -r '^[^=]*=' '' -- $tok[$i])
            case '-f?*' '-i?*'
                set file (string sub -s 3 -- $tok[$i])
        end
    end
    set file (string replace -r '^~/' "$HOME/" -- $file)
    test -n "$file"; and test -r "$file"; or return 0
    string replace -rf '^[- ] *name: *"?([A-Za-z0-9._-]+)"? *$' '$1' <$file
    string replace -rf '^- *\{ *name: *"?([A-Za-z0-9._-]+)"? *[,}].*$' '$1' <$file
end

# The words of the move typed so far (the arguments that are not options
# or option values), one per line; nothing when --find is given.
function __steal_check_move
    set -l tok (commandline -opc)
    set -l n (count $tok)
    set -l skip 0
    set -l endopts 0
    for i in (seq 2 $n)
        set -l t $tok[$i]
        if test $skip -eq 1
            set skip 0
            continue
        end
        if test $endopts -eq 1
            echo $t
            continue
        end
        switch $t
            case --
                set endopts 1
            case -b --board -d --dict -f --file -i --in-place -n --limit -o --output -p --player
                set skip 1
            case -F --find
                echo --find
                return
            case '-*'
            case '*'
                echo $t
        end
    end
end

# Is the next word of the move word number $argv[1] (1 = the verb)?
function __steal_check_at
    set -l words (__steal_check_move)
    contains -- --find $words; and return 1
    test (count $words) -eq (math $argv[1] - 1)
end

# Is the next word the direction of an insertion?
function __steal_check_direction
    set -l words (__steal_check_move)
    test (count $words) -eq 3; and test (string lower -- $words[1]) = insert
end

complete -c steal-check -f

# The move: VERB L ROW,COL [across|down].
complete -c steal-check -n '__steal_check_at 1' -a place -d 'put a tile on an empty cell'
complete -c steal-check -n '__steal_check_at 1' -a replace -d 'swap the tile on a cell of a tagged word'
complete -c steal-check -n '__steal_check_at 1' -a insert -d 'insert a tile into a tagged word'
complete -c steal-check -n '__steal_check_at 1' -a pass -d 'miss the turn'
complete -c steal-check -n '__steal_check_at 1' -a challenged -d 'the tile goes back, the turn is lost'
complete -c steal-check -n '__steal_check_at 1' -a trade -d 'discard the hand, take five, miss the turn'
complete -c steal-check -n __steal_check_direction -a 'across down' -d 'direction the letters shift'

# Options, from steal-check --help (each line names its option as --help does).
complete -c steal-check -s a -l apply -d 'write the state after the move'  # -a, --apply
complete -c steal-check -s b -l board -r -F -d 'judge on a plain board (no state)'  # -b, --board
complete -c steal-check -s d -l dict -r -F -a 'small\t"SCOWL up to 50, 61,491 words" standard\t"SCOWL up to 70, the default" large\t"SCOWL up to 80, adds za qat zax"' -d 'dictionary: a name or a word list'  # -d, --dict
complete -c steal-check -s e -l explain -d 'quote the rulebook sentence'  # -e, --explain
complete -c steal-check -s f -l file -r -F -d 'read the game state from STATE'  # -f, --file
complete -c steal-check -s F -l find -d 'list every legal move, best first'  # -F, --find
complete -c steal-check -s h -l help -d 'show this help'  # -h, --help
complete -c steal-check -s i -l in-place -r -F -d 'read STATE and write it back (--apply)'  # -i, --in-place
complete -c steal-check -s n -l limit -x -d 'with --find: the N best moves only'  # -n, --limit
complete -c steal-check -s o -l output -x -a 'text yaml json' -d 'output format'  # -o, --output
complete -c steal-check -s p -l player -x -a '(__steal_check_players)' -d 'the mover (default: whose turn it is)'  # -p, --player
complete -c steal-check -s q -l quiet -d 'no reason on stderr for a rule "no"'  # -q, --quiet
complete -c steal-check -s V -l version -d 'show the version'  # -V, --version
