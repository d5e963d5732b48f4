# fish completion for play-typeset(1), the Typeset referee.

# The player names in the state file given with -f/--file or -i/--in-place.
function __play_typeset_players
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

# The words typed so far that are not options or option values.
function __play_typeset_words
    set -l tok (commandline -opc)
    set -l skip 0
    for t in $tok[2..-1]
        if test $skip -eq 1
            set skip 0
            continue
        end
        switch $t
            case -A --ability -d --dict -f --file -i --in-place -n --limit -o --output -p --player -r --rules
                set skip 1
            case -F --find
                echo --find
            case '-*'
            case '*'
                echo $t
        end
    end
end

# Is the next word a verb: the first word, or one after a comma?
function __play_typeset_verb
    set -l words (__play_typeset_words)
    contains -- --find $words; and return 1
    test (count $words) -eq 0; and return 0
    string match -qr '[,;]$' -- $words[-1]
end

# Is the next word the first one (a subcommand may go there)?
function __play_typeset_first
    set -l words (__play_typeset_words)
    test (count $words) -eq 0
end

# Is the next word a vowel (after "vowel")?
function __play_typeset_vowel
    set -l words (__play_typeset_words)
    test (count $words) -ge 1; and test (string lower -- $words[-1]) = vowel
end

complete -c play-typeset -f

complete -c play-typeset -n __play_typeset_first -a start -d 'set a dealt game up'
complete -c play-typeset -n __play_typeset_first -a draw -d 'reveal the next turn letter'
complete -c play-typeset -n __play_typeset_first -a rules -d 'print the rules in force'
complete -c play-typeset -n __play_typeset_verb -a place -d 'write the turn letter: place ROW'
complete -c play-typeset -n __play_typeset_verb -a vowel -d 'cross off a vowel: vowel V ROW'
complete -c play-typeset -n __play_typeset_verb -a wild -d 'write a wild: wild L ROW'
complete -c play-typeset -n __play_typeset_verb -a ignore -d 'circle an error number'
complete -c play-typeset -n __play_typeset_verb -a ability -d 'use the ability: ability [ROW,SPACE] ROW'
complete -c play-typeset -n __play_typeset_verb -a stop -d 'stop after the round'
complete -c play-typeset -n __play_typeset_verb -a continue -d 'play another round'
complete -c play-typeset -n __play_typeset_vowel -a 'A E I O U' -d 'vowel'

# Options, from play-typeset --help (each line names its option as --help does).
complete -c play-typeset -s a -l apply -d 'write the state after the actions'  # -a, --apply
complete -c play-typeset -s A -l ability -x -a 'drop-cap\t"copy a placed letter into the same column" none\t"no ability"' -d 'start: the ability in play'  # -A, --ability
complete -c play-typeset -s d -l dict -r -F -a 'small\t"SCOWL up to 50, 61,491 words" standard\t"SCOWL up to 70, the default" large\t"SCOWL up to 80, adds za qat zax"' -d 'dictionary for --find'  # -d, --dict
complete -c play-typeset -s e -l explain -d 'quote the rulebook sentence'  # -e, --explain
complete -c play-typeset -s f -l file -r -F -d 'read the game state from STATE'  # -f, --file
complete -c play-typeset -s F -l find -d 'list good turns, best first'  # -F, --find
complete -c play-typeset -s h -l help -d 'show this help'  # -h, --help
complete -c play-typeset -s i -l in-place -r -F -d 'read STATE and write it back (--apply)'  # -i, --in-place
complete -c play-typeset -s n -l limit -x -d 'with --find: the N best turns only'  # -n, --limit
complete -c play-typeset -s o -l output -x -a 'text yaml json' -d 'output format'  # -o, --output
complete -c play-typeset -s p -l player -x -a '(__play_typeset_players)' -d 'the player (default: the only one)'  # -p, --player
complete -c play-typeset -s q -l quiet -d 'no reason on stderr for a rule "no"'  # -q, --quiet
complete -c play-typeset -s r -l rules -r -F -d 'house rules (a rules file)'  # -r, --rules
complete -c play-typeset -s V -l version -d 'show the version'  # -V, --version
