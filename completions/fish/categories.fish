# fish completion for categories(1), made from its option table by
# "categories --wordkit-completion=fish".

# The player names in the state file given so far.
function __categories_players
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

complete -c categories -f
complete -c categories -n __fish_use_subcommand -a sheets -d 'list the built-in category sheets'
complete -c categories -n __fish_use_subcommand -a show -d 'print a sheet\'s categories'
complete -c categories -n __fish_use_subcommand -a new -d 'set a game up'
complete -c categories -n __fish_use_subcommand -a write -d 'write an answer, checked'
complete -c categories -n __fish_use_subcommand -a vote -d 'record the group\'s vote on an answer'
complete -c categories -n __fish_use_subcommand -a erase -d 'take back one\'s own answer'
complete -c categories -n __fish_use_subcommand -a check -d 'referee the game and count'
complete -c categories -s b -l board -n '__fish_seen_subcommand_from write vote erase' -x -a '1 2' -d 'write, vote, erase: the board (1)'
complete -c categories -s B -l boards -n '__fish_seen_subcommand_from new' -x -a '1 2' -d 'new: 1 or 2 boards (2 from 5 players)'
complete -c categories -s c -l category -n '__fish_seen_subcommand_from write vote erase' -x -d 'write, vote, erase: the category\'s number'
complete -c categories -s f -l file -n '__fish_seen_subcommand_from write vote erase check' -r -F -d 'read the game from FILE'
complete -c categories -s F -l force -n '__fish_seen_subcommand_from new' -d 'new: replace a file that is not empty (-i)'
complete -c categories -s i -l in-place -n '__fish_seen_subcommand_from new write vote erase' -r -F -d 'read and write back FILE atomically'
complete -c categories -s l -l letters -n '__fish_seen_subcommand_from new' -x -d 'new: the boards\' letters, not spun'
complete -c categories -s L -l lang -n '__fish_seen_subcommand_from sheets show new write vote erase check' -r -F -a 'en de es fr it nl pt' -d 'new: the game\'s language; default en; sheets, show: the built-in sheets\' language; else the state\'s: an alphabet FILE for one of one\'s own'
complete -c categories -s N -l names -n '__fish_seen_subcommand_from new' -x -d 'new: players by name, comma-separated'
complete -c categories -s o -l output -n '__fish_seen_subcommand_from sheets show new write vote erase check' -x -a 'text yaml json' -d 'text, yaml or json'
complete -c categories -s p -l player -n '__fish_seen_subcommand_from write erase' -x -a '(__categories_players)' -d 'write: who writes; erase: who takes back'
complete -c categories -s P -l players -n '__fish_seen_subcommand_from new' -x -a '2 3 4 5 6 7 8' -d 'new: COUNT players named p1, p2, ...'
complete -c categories -s q -l quiet -n '__fish_seen_subcommand_from write vote erase check' -d 'no reason on stderr for a rule "no"'
complete -c categories -s s -l seed -n '__fish_seen_subcommand_from new' -x -d 'new: seed for the sheet and letters'
complete -c categories -s S -l sheet -n '__fish_seen_subcommand_from new' -r -F -a 'kitchen outdoors town showtime home oddball' -d 'new: a built-in sheet or a sheet file'
complete -c categories -s t -l totals -n '__fish_seen_subcommand_from check' -d 'check: only a count line per player'
complete -c categories -s u -l unfinished -n '__fish_seen_subcommand_from write' -d 'write: the word was left unfinished'
complete -c categories -s W -l wait -n '__fish_seen_subcommand_from new write vote erase' -x -d 'seconds to wait for a held file (60)'
complete -c categories -s h -l help -d 'show this help'
complete -c categories -s V -l version -d 'show the version'
complete -c categories -n '__fish_seen_subcommand_from show' -a 'kitchen outdoors town showtime home oddball'
complete -c categories -n '__fish_seen_subcommand_from vote' -a 'valid invalid'
complete -c categories -n '__fish_seen_subcommand_from check' -F
