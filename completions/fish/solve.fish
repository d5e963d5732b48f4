# fish completion for solve(1), the Bananagrams solver.

# The player names in the state file given with -f/--file.
function __solve_players
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
    string replace -rf '^- *\{ *name: *"?([A-Za-z0-9._-]+)"? *[,}].*$' '$1' <$file
end

# The TILES are letters: no file names.
complete -c solve -f

# Options, from solve --help (each line names its option as --help does).
complete -c solve -s d -l dict -r -F -a 'small\t"SCOWL up to 50, 61,491 words" standard\t"SCOWL up to 70, the default" large\t"SCOWL up to 80, adds za qat zax"' -d 'dictionary: a name or a word list'  # -d, --dict
complete -c solve -s f -l file -r -F -d 'the hand of a player in a state'  # -f, --file
complete -c solve -s F -l from -r -F -d 'a peel: keep this grid, fit the TILES'  # -F, --from
complete -c solve -s h -l help -d 'show this help'  # -h, --help
complete -c solve -s m -l min-length -x -a '2 3 4 5' -d 'shortest word (3: no two-letter words)'  # -m, --min-length
complete -c solve -s n -l nodes -x -d 'give up after N search nodes (no limit)'  # -n, --nodes
complete -c solve -s o -l output -x -a 'text yaml json' -d 'output format'  # -o, --output
complete -c solve -s p -l player -x -a '(__solve_players)' -d 'whose hand, with -f'  # -p, --player
complete -c solve -s P -l prefer -x -a 'fewest-words\t"long words first (default)" smallest-area\t"search on for a smaller bounding box"' -d 'which grid to look for'  # -P, --prefer
complete -c solve -s q -l quiet -d 'no reason on stderr for exit 1 or 3'  # -q, --quiet
complete -c solve -s t -l time-limit -x -d 'give up after S seconds (default 10)'  # -t, --time-limit
complete -c solve -s V -l version -d 'show the version'  # -V, --version
