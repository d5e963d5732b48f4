# fish completion for bag(1), made from its option table by
# "bag --wordkit-completion=fish".

# The built-in dictionaries installed now, as the tool itself finds them.
function __bag_dicts
    set -l t (commandline -opc)[1]
    command $t --wordkit-completion=dicts 2>/dev/null
end

# The player names in the state file given so far.
function __bag_players
    set -l words (commandline -opc)
    set -l file
    for i in (seq (count $words))
        switch $words[$i]
            case -f --file -i --in-place
                set -l j (math $i + 1)
                test $j -le (count $words); and set file $words[$j]
            case '--file=*' '--in-place=*'
                set file (string replace -r '^[^=]*=' '' -- $words[$i])
        end
    end
    test -n "$file"; and test -r "$file"; or return 0
    sed -n 's/^[- ] *name: *"\\{0,1\\}\\([^] "#$,:{}[\\]*\\)"\\{0,1\\} *$/\\1/p;s/^- *{ *name: *"\\{0,1\\}\\([^] "#$,:{}[\\]*\\)"\\{0,1\\} *[,}].*$/\\1/p' -- $file 2>/dev/null
end

complete -c bag -f
complete -c bag -n __fish_use_subcommand -a new -d 'open a new game with a shuffled bag'
complete -c bag -n __fish_use_subcommand -a draw -d 'draw tiles into a hand or onto the table'
complete -c bag -n __fish_use_subcommand -a peel -d 'every player takes one tile (Bananagrams PEEL)'
complete -c bag -n __fish_use_subcommand -a dump -d 'put one tile back and take three (Bananagrams DUMP)'
complete -c bag -n __fish_use_subcommand -a return -d 'put tiles back into the bag at random places'
complete -c bag -n __fish_use_subcommand -a trade -d 'discard the whole hand and draw five (Shenanigrams)'
complete -c bag -n __fish_use_subcommand -a fill -d 'draw hands back up to five tiles'
complete -c bag -n __fish_use_subcommand -a rotten -d 'a Rotten Banana: the tiles back, the player out'
complete -c bag -n __fish_use_subcommand -a bananas -d 'call Bananas! with a grid: the Top Banana wins'
complete -c bag -n __fish_use_subcommand -a count -d 'count the tiles left in the bag'
complete -c bag -n __fish_use_subcommand -a audit -d 'check that no tile was created or lost'
complete -c bag -s a -l all -n '__fish_seen_subcommand_from return' -d 'return every tile of the player\'s hand'
complete -c bag -s d -l dict -n '__fish_seen_subcommand_from peel bananas' -r -F -a '(__bag_dicts)' -d 'the dictionary of the grid; default standard'
complete -c bag -s D -l distribution -n '__fish_seen_subcommand_from new' -r -F -d 'tiles from a YAML map letter -> count'
complete -c bag -s F -l force -n '__fish_seen_subcommand_from new' -d 'replace a file that is not empty (-i)'
complete -c bag -s f -l file -n '__fish_seen_subcommand_from draw peel fill dump return trade rotten bananas count audit' -r -F -d 'read the state from FILE'
complete -c bag -s g -l grid -n '__fish_seen_subcommand_from peel bananas' -r -F -d 'the grid that calls Bananas! or PEEL (- stdin)'
complete -c bag -s i -l in-place -r -F -d 'read and write back FILE atomically'
complete -c bag -s l -l lang -r -F -a 'en de es fr it nl pt' -d 'new: the game\'s language, its tiles; default en; else the state\'s: an alphabet FILE for one of one\'s own'
complete -c bag -s m -l min-length -n '__fish_seen_subcommand_from peel bananas' -x -a '2 3 4 5' -d 'shortest word on the grid (2)'
complete -c bag -s n -l count -n '__fish_seen_subcommand_from draw' -x -d 'how many tiles to draw (1)'
complete -c bag -s o -l output -n '__fish_seen_subcommand_from new draw peel fill dump return trade rotten bananas count audit' -x -a 'text yaml json' -d 'text, yaml or json'
complete -c bag -s p -l player -n '__fish_seen_subcommand_from peel fill dump return trade rotten bananas' -x -a '(__bag_players)' -d 'the player who dumps, returns, trades, calls'
complete -c bag -s q -l quiet -n '__fish_seen_subcommand_from draw peel fill dump return trade rotten bananas audit' -d 'no reason on stderr for a rule "no"'
complete -c bag -s s -l seed -n '__fish_seen_subcommand_from new draw peel fill dump return trade rotten bananas' -x -d 'seed for the shuffle'
complete -c bag -s t -l to -n '__fish_seen_subcommand_from draw' -x -a '(__bag_players)' -d 'draw into NAME\'s hand'
complete -c bag -s T -l total -n '__fish_seen_subcommand_from count' -d 'count: print only the total'
complete -c bag -s u -l under-three -n '__fish_seen_subcommand_from new dump' -d 'a DUMP from a bunch of fewer than three takes what it holds (house rule; new: the game\'s, for every player)'
complete -c bag -s W -l wait -x -d 'seconds to wait for a held file (60)'
complete -c bag -s h -l help -d 'show this help'
complete -c bag -s V -l version -d 'show the version'
complete -c bag -n '__fish_seen_subcommand_from new' -a 'bananagrams bananagrams-wild shenanigrams typeset shapemash'
