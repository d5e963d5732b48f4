# fish completion for shapemash(1), the Shapemash referee.

set -l __sm_cmds shapes pick canvas round
complete -c shapemash -f
complete -c shapemash -n "not __fish_seen_subcommand_from $__sm_cmds" -a shapes -d 'list the shapes in the box'
complete -c shapemash -n "not __fish_seen_subcommand_from $__sm_cmds" -a pick -d 'the builder picks a word of the card drawn'
complete -c shapemash -n "not __fish_seen_subcommand_from $__sm_cmds" -a canvas -d 'check the canvas rule over the moves'
complete -c shapemash -n "not __fish_seen_subcommand_from $__sm_cmds" -a round -d 'score a round for tally'
complete -c shapemash -n '__fish_seen_subcommand_from canvas round' -F

complete -c shapemash -s c -l coop -d 'round: cooperative mode'  # -c, --coop
complete -c shapemash -s f -l file -r -F -d 'pick: read the game from FILE'  # -f, --file
complete -c shapemash -s h -l help -d 'show this help'  # -h, --help
complete -c shapemash -s i -l in-place -r -F -d 'pick: read and write back FILE atomically'  # -i, --in-place
complete -c shapemash -s o -l output -x -a 'text yaml json' -d 'output format'  # -o, --output
complete -c shapemash -s q -l quiet -d 'no reason on stderr for a rule "no"'  # -q, --quiet
complete -c shapemash -s s -l seed -x -d 'pick: seed, when the game has none'  # -s, --seed
complete -c shapemash -s T -l teams -x -d 'round: team mode, the two teams'  # -T, --teams
complete -c shapemash -s V -l version -d 'show the version'  # -V, --version
