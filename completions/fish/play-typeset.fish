# fish completion for play-typeset(1), made from its option table by
# "play-typeset --wordkit-completion=fish".

# The built-in dictionaries installed now, as the tool itself finds them.
function __play_typeset_dicts
    set -l t (commandline -opc)[1]
    command $t --wordkit-completion=dicts 2>/dev/null
end

# The player names in the state file given so far.
function __play_typeset_players
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

# Whether the word being completed is a verb (no arguments), or the
# word K after verb V (V K).
function __play_typeset_verb
    set -l words (commandline -opc)
    set -e words[1]
    set -l v
    set -l k 0
    set -l new 1
    set -l skip 0
    for w in $words
        if test $skip = 1
            set skip 0
            continue
        end
        switch $w
            case -f --file -i --in-place -A --ability -d --dict -l --lang -n --limit -o --output -p --player -r --rules -W --wait
                set skip 1
                continue
            case '-*'
                continue
        end
        if test $new = 1
            set v $w
            set k 0
            set new 0
        else
            set k (math $k + 1)
        end
        string match -q -- '*,' $w; and set new 1
    end
    if test (count $argv) -eq 0
        test $new = 1
        return
    end
    test $new = 0 -a "$v" = "$argv[1]" -a $k = "$argv[2]"
end

complete -c play-typeset -f
complete -c play-typeset -s a -l apply -d 'write the state after the actions'
complete -c play-typeset -s A -l ability -x -a 'drop-cap none' -d 'start: the ability in play (none)'
complete -c play-typeset -s d -l dict -r -F -a '(__play_typeset_dicts)' -d '--find: dictionary; default the game\'s'
complete -c play-typeset -s e -l explain -d 'quote the rulebook sentence'
complete -c play-typeset -s f -l file -r -F -d 'read the state from FILE'
complete -c play-typeset -s F -l find -d 'list good turns, best first'
complete -c play-typeset -s i -l in-place -r -F -d 'read FILE and write it back (--apply)'
complete -c play-typeset -s l -l lang -r -F -a 'en de es fr it nl pt' -d 'the state\'s language: an alphabet FILE for one of one\'s own (a code: the state\'s)'
complete -c play-typeset -s n -l limit -x -d '--find: the COUNT best turns only'
complete -c play-typeset -s o -l output -x -a 'text yaml json' -d 'text, yaml or json'
complete -c play-typeset -s p -l player -x -a '(__play_typeset_players)' -d 'the player (default: the only one)'
complete -c play-typeset -s q -l quiet -d 'no reason on stderr for a rule "no"'
complete -c play-typeset -s r -l rules -r -F -d 'house rules (see score-typeset(1))'
complete -c play-typeset -s W -l wait -x -d 'seconds to wait for a held file (60)'
complete -c play-typeset -s h -l help -d 'show this help'
complete -c play-typeset -s V -l version -d 'show the version'
complete -c play-typeset -n __play_typeset_verb -a start -d 'start a game'
complete -c play-typeset -n __play_typeset_verb -a draw -d 'draw the turn letter'
complete -c play-typeset -n __play_typeset_verb -a rules -d 'print the house rules'
complete -c play-typeset -n __play_typeset_verb -a place -d 'write the turn letter in ROW'
complete -c play-typeset -n __play_typeset_verb -a vowel -d 'cross vowel V and write it in ROW'
complete -c play-typeset -n __play_typeset_verb -a wild -d 'write a wild as L in ROW'
complete -c play-typeset -n __play_typeset_verb -a ignore -d 'ignore the turn letter: an error'
complete -c play-typeset -n __play_typeset_verb -a skip -d 'the same as ignore'
complete -c play-typeset -n __play_typeset_verb -a ability -d 'use the ability in play'
complete -c play-typeset -n __play_typeset_verb -a pass -d 'leave the wilds held unwritten'
complete -c play-typeset -n __play_typeset_verb -a stop -d 'stop after the round'
complete -c play-typeset -n __play_typeset_verb -a continue -d 'play another round'
