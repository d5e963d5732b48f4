# fish completion for steal-check(1), made from its option table by
# "steal-check --wordkit-completion=fish".

# The built-in dictionaries installed now, as the tool itself finds them.
function __steal_check_dicts
    set -l t (commandline -opc)[1]
    command $t --wordkit-completion=dicts 2>/dev/null
end

# The player names in the state file given so far.
function __steal_check_players
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
function __steal_check_verb
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
            case -f --file -i --in-place -b --board -d --dict -l --lang -n --limit -o --output -p --player -t --tag -W --wait
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
    end
    if test (count $argv) -eq 0
        test $new = 1
        return
    end
    test $new = 0 -a "$v" = "$argv[1]" -a $k = "$argv[2]"
end

complete -c steal-check -f
complete -c steal-check -s a -l apply -d 'write the state after the move'
complete -c steal-check -s b -l board -r -F -d 'judge on a plain board (no state)'
complete -c steal-check -s d -l dict -r -F -a '(__steal_check_dicts)' -d 'dictionary; default standard'
complete -c steal-check -s e -l explain -d 'quote the rulebook sentence'
complete -c steal-check -s f -l file -r -F -d 'read the state from FILE'
complete -c steal-check -s F -l find -d 'list every legal move, best first'
complete -c steal-check -s i -l in-place -r -F -d 'read FILE and write it back (--apply)'
complete -c steal-check -s l -l lang -r -F -a 'en de es fr it nl pt' -d 'the state\'s language: an alphabet FILE for one of one\'s own (a code: the state\'s)'
complete -c steal-check -s n -l limit -x -d '--find: the COUNT best moves only'
complete -c steal-check -s o -l output -x -a 'text yaml json' -d 'text, yaml or json'
complete -c steal-check -s p -l player -x -a '(__steal_check_players)' -d 'the mover (default: whose turn it is)'
complete -c steal-check -s q -l quiet -d 'no reason on stderr for a rule "no"'
complete -c steal-check -s t -l tag -x -d 'short of tags: tag this word (or ROW,COL) first (repeatable)'
complete -c steal-check -s W -l wait -x -d 'seconds to wait for a held file (60)'
complete -c steal-check -s h -l help -d 'show this help'
complete -c steal-check -s V -l version -d 'show the version'
complete -c steal-check -n __steal_check_verb -a place -d 'put tile L on the empty cell ROW,COL'
complete -c steal-check -n __steal_check_verb -a replace -d 'put tile L in place of the one at ROW,COL'
complete -c steal-check -n __steal_check_verb -a insert -d 'put tile L at ROW,COL, moving those after it on'
complete -c steal-check -n '__steal_check_verb insert 2' -a 'across down'
complete -c steal-check -n __steal_check_verb -a pass -d 'miss the turn'
complete -c steal-check -n __steal_check_verb -a challenged -d 'the word was challenged: the turn is lost'
complete -c steal-check -n __steal_check_verb -a trade -d 'discard the hand, take five, miss the turn'
