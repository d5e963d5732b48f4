# fish completion for bot(1), bots that play whole games from one seed.

# Has the GAME been given yet?  (The arguments that are not options or
# option values.)
function __bot_game
    set -l tok (commandline -opc)
    set -l n (count $tok)
    set -l skip 0
    for i in (seq 2 $n)
        if test $skip -eq 1
            set skip 0
            continue
        end
        switch $tok[$i]
            case -d --dict -m --min-length -n --nodes -o --output -p --players -s --seed -t --turns -v --variant
                set skip 1
            case '-*'
            case '*'
                echo $tok[$i]
                return 0
        end
    end
    return 1
end

# The numbers of players the game named so far allows.
function __bot_players
    set -l game (__bot_game)
    if test "$game" = shenanigrams
        printf '%s\n' 2 3 4 5 6
    else
        printf '%s\n' 1 2 3 4 5 6 7 8
    end
end

complete -c bot -f

# The GAME.
complete -c bot -n 'not __bot_game' -a bananagrams -d '144 tiles'
complete -c bot -n 'not __bot_game' -a bananagrams-wild -d '150 tiles, 6 wild'
complete -c bot -n 'not __bot_game' -a shenanigrams -d 'the shared board'

# Options, from bot --help (each line names its option as --help does).
complete -c bot -s d -l dict -r -F -a 'small\t"SCOWL up to 50, 61,491 words" standard\t"SCOWL up to 70, the default" large\t"SCOWL up to 80, adds za qat zax"' -d 'dictionary: a name or a word list'  # -d, --dict
complete -c bot -s h -l help -d 'show this help'  # -h, --help
complete -c bot -s m -l min-length -x -a '2 3 4 5' -d 'Bananagrams: shortest word (2)'  # -m, --min-length
complete -c bot -s n -l nodes -x -d 'search budget of each solve (200000)'  # -n, --nodes
complete -c bot -s o -l output -x -a 'text\t"the log" yaml\t"a summary" json\t"a summary"' -d 'output format'  # -o, --output
complete -c bot -s p -l players -x -a '(__bot_players)' -d 'players (Bananagrams 4, Shenanigrams 2)'  # -p, --players
complete -c bot -s q -l quiet -d 'text: only the summary line'  # -q, --quiet
complete -c bot -s s -l seed -x -d 'the seed of the game'  # -s, --seed
complete -c bot -s t -l turns -x -d 'Shenanigrams: give up after N turns (1000)'  # -t, --turns
complete -c bot -s v -l variant -x -a 'smoothie\t"all tiles divided, no peel or dump" cafe\t"21 tiles each, dump but no peel"' -d 'Bananagrams variant'  # -v, --variant
complete -c bot -s V -l version -d 'show the version'  # -V, --version
