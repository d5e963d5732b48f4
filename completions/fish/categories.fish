# fish completion for categories(1), the category game's referee.

set -l __cat_cmds sheets show new write check
complete -c categories -f
complete -c categories -n "not __fish_seen_subcommand_from $__cat_cmds" -a sheets -d 'list the built-in category sheets'
complete -c categories -n "not __fish_seen_subcommand_from $__cat_cmds" -a show -d "print a sheet's categories"
complete -c categories -n "not __fish_seen_subcommand_from $__cat_cmds" -a new -d 'set a game up'
complete -c categories -n "not __fish_seen_subcommand_from $__cat_cmds" -a write -d 'write an answer, checked'
complete -c categories -n "not __fish_seen_subcommand_from $__cat_cmds" -a check -d 'referee the game and count'
complete -c categories -n '__fish_seen_subcommand_from show' -a 'kitchen outdoors town showtime home oddball'

complete -c categories -s b -l board -x -a '1 2' -d 'write: the board (1)'  # -b, --board
complete -c categories -s B -l boards -x -a '1 2' -d 'new: 1 or 2 boards'  # -B, --boards
complete -c categories -s c -l category -x -d "write: the category's number"  # -c, --category
complete -c categories -s f -l file -r -F -d 'read the game from FILE'  # -f, --file
complete -c categories -s h -l help -d 'show this help'  # -h, --help
complete -c categories -s i -l in-place -r -F -d 'read and write back FILE atomically'  # -i, --in-place
complete -c categories -s l -l letters -x -d "new: the boards' letters, not spun"  # -l, --letters
complete -c categories -s N -l names -x -d 'new: players by name, comma-separated'  # -N, --names
complete -c categories -s o -l output -x -a 'text yaml json' -d 'output format'  # -o, --output
complete -c categories -s p -l player -x -d 'write: who writes'  # -p, --player
complete -c categories -s P -l players -x -a '2 3 4 5 6 7 8' -d 'new: N players named p1, p2, ...'  # -P, --players
complete -c categories -s q -l quiet -d 'no reasons on stderr for a rule "no"'  # -q, --quiet
complete -c categories -s s -l seed -x -d 'new: seed for the sheet and letters'  # -s, --seed
complete -c categories -s S -l sheet -r -F -a 'kitchen outdoors town showtime home oddball' -d 'new: a built-in sheet or a sheet file'  # -S, --sheet
complete -c categories -s t -l totals -d 'check: only a count line per player'  # -t, --totals
complete -c categories -s u -l unfinished -d 'write: the word was left unfinished'  # -u, --unfinished
complete -c categories -s V -l version -d 'show the version'  # -V, --version
