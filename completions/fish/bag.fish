# fish completion for bag(1), the wordkit bag of tiles.

# The player names in the state file given with -f/--file or -i/--in-place.
function __bag_players
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
end

set -l __bag_cmds new draw peel dump return trade fill count audit

complete -c bag -f

# The command comes first.
complete -c bag -n "not __fish_seen_subcommand_from $__bag_cmds" -a new -d 'open a new game with a shuffled bag'
complete -c bag -n "not __fish_seen_subcommand_from $__bag_cmds" -a draw -d 'draw tiles into a hand or onto the table'
complete -c bag -n "not __fish_seen_subcommand_from $__bag_cmds" -a peel -d 'every player takes one tile (PEEL)'
complete -c bag -n "not __fish_seen_subcommand_from $__bag_cmds" -a dump -d 'put one tile back and take three (DUMP)'
complete -c bag -n "not __fish_seen_subcommand_from $__bag_cmds" -a return -d 'put tiles back into the bag'
complete -c bag -n "not __fish_seen_subcommand_from $__bag_cmds" -a trade -d 'discard the hand and draw five (Shenanigrams)'
complete -c bag -n "not __fish_seen_subcommand_from $__bag_cmds" -a fill -d 'draw hands back up to five tiles'
complete -c bag -n "not __fish_seen_subcommand_from $__bag_cmds" -a count -d 'count the tiles left in the bag'
complete -c bag -n "not __fish_seen_subcommand_from $__bag_cmds" -a audit -d 'check that no tile was created or lost'

# bag new GAME
complete -c bag -n '__fish_seen_subcommand_from new; and not __fish_seen_subcommand_from bananagrams bananagrams-wild shenanigrams typeset shapemash' -a 'bananagrams bananagrams-wild shenanigrams typeset shapemash' -d game

# Options, from bag --help (each line names its option as --help does).
complete -c bag -s h -l help -d 'show this help'  # -h, --help
complete -c bag -s V -l version -d 'show the version'  # -V, --version
complete -c bag -n '__fish_seen_subcommand_from return' -s a -l all -d "return every tile of the player's hand"  # -a, --all
complete -c bag -n '__fish_seen_subcommand_from new' -s D -l distribution -r -F -d 'tiles from a YAML map letter -> count'  # -D, --distribution
complete -c bag -n "__fish_seen_subcommand_from $__bag_cmds; and not __fish_seen_subcommand_from new" -s f -l file -r -F -d 'read the state from FILE'  # -f, --file
complete -c bag -n "__fish_seen_subcommand_from $__bag_cmds" -s i -l in-place -r -F -d 'read and write back FILE atomically'  # -i, --in-place
complete -c bag -n '__fish_seen_subcommand_from draw' -s n -l count -x -d 'how many tiles to draw (1)'  # -n, --count
complete -c bag -n "__fish_seen_subcommand_from $__bag_cmds; and not __fish_seen_subcommand_from audit" -s o -l output -x -a 'text yaml json' -d 'output format'  # -o, --output
complete -c bag -n '__fish_seen_subcommand_from dump return trade fill' -s p -l player -x -a '(__bag_players)' -d 'the player who dumps, returns, trades'  # -p, --player
complete -c bag -n "__fish_seen_subcommand_from $__bag_cmds; and not __fish_seen_subcommand_from new count" -s q -l quiet -d 'no reason on stderr for a rule "no"'  # -q, --quiet
complete -c bag -n "__fish_seen_subcommand_from $__bag_cmds; and not __fish_seen_subcommand_from count audit" -s s -l seed -x -d 'seed for the shuffle'  # -s, --seed
complete -c bag -n '__fish_seen_subcommand_from draw' -s t -l to -x -a '(__bag_players)' -d "draw into NAME's hand"  # -t, --to
complete -c bag -n '__fish_seen_subcommand_from count' -s T -l total -d 'count: print only the total'  # -T, --total
