# fish completion for shapemash(1), made from its option table by
# "shapemash --wordkit-completion=fish".

# The player names in the state file given so far.
function __shapemash_players
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

complete -c shapemash -f
complete -c shapemash -n __fish_use_subcommand -a shapes -d 'list the shapes in the box'
complete -c shapemash -n __fish_use_subcommand -a pick -d 'the builder picks a word of the card drawn'
complete -c shapemash -n __fish_use_subcommand -a pass -d 'pass the canvas to the next player'
complete -c shapemash -n __fish_use_subcommand -a canvas -d 'check the canvas rule over the moves'
complete -c shapemash -n __fish_use_subcommand -a round -d 'score a round for tally'
complete -c shapemash -s c -l coop -n '__fish_seen_subcommand_from round' -d 'round: cooperative mode'
complete -c shapemash -s f -l file -n '__fish_seen_subcommand_from pick pass' -r -F -d 'pick, pass: read the game from FILE'
complete -c shapemash -s i -l in-place -n '__fish_seen_subcommand_from pick pass' -r -F -d 'pick, pass: read and write back FILE atomically'
complete -c shapemash -s l -l lang -n '__fish_seen_subcommand_from pick pass' -r -F -a 'en de es fr it nl pt' -d 'the state\'s language: an alphabet FILE for one of one\'s own (a code: the state\'s)'
complete -c shapemash -s o -l output -n '__fish_seen_subcommand_from pick pass canvas round' -x -a 'text yaml json' -d 'text, yaml or json'
complete -c shapemash -s p -l player -n '__fish_seen_subcommand_from pass' -x -a '(__shapemash_players)' -d 'pass: who passes: the builder only'
complete -c shapemash -s q -l quiet -n '__fish_seen_subcommand_from pick pass canvas round' -d 'no reason on stderr for a rule "no"'
complete -c shapemash -s s -l seed -n '__fish_seen_subcommand_from pick' -x -d 'pick: seed, when the game has none'
complete -c shapemash -s T -l teams -n '__fish_seen_subcommand_from canvas round' -x -d 'canvas, round: team mode, the two teams'
complete -c shapemash -s W -l wait -n '__fish_seen_subcommand_from pick pass' -x -d 'seconds to wait for a held file (60)'
complete -c shapemash -s h -l help -d 'show this help'
complete -c shapemash -s V -l version -d 'show the version'
complete -c shapemash -n '__fish_seen_subcommand_from canvas' -F
complete -c shapemash -n '__fish_seen_subcommand_from round' -F
