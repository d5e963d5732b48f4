# fish completion for tally(1), made from its option table by
# "tally --wordkit-completion=fish".

complete -c tally -f
complete -c tally -s b -l best-of -x -d 'a match of HANDS hands: lines name hand winners'
complete -c tally -s g -l game -x -a 'categories shapemash shapemash-easy shapemash-medium shapemash-hard best-of-5 best-of-10' -d 'the scoring rules of GAME (below)'
complete -c tally -s G -l goal -x -d 'with --lives: points that win'
complete -c tally -s l -l lives -x -d 'one side with LIVES lives (cooperative)'
complete -c tally -s m -l most -d 'the most points at the end win (default)'
complete -c tally -s o -l output -x -a 'text yaml json' -d 'text, yaml or json'
complete -c tally -s q -l quiet -d 'no reason on stderr for a rule "no"'
complete -c tally -s r -l running -d 'print the score after every line'
complete -c tally -s t -l first-to -x -d 'the first to POINTS wins'
complete -c tally -s h -l help -d 'show this help'
complete -c tally -s V -l version -d 'show the version'
complete -c tally -F
