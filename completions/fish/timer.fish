# fish completion for timer(1), made from its option table by
# "timer --wordkit-completion=fish".

complete -c timer -f
complete -c timer -s b -l bell -d 'ring the terminal bell at the end'
complete -c timer -s c -l countdown -d 'print each remaining second on stdout'
complete -c timer -s e -l stop-on-input -d 'a line on stdin stops the timer early'
complete -c timer -s q -l quiet -d 'no reason on stderr for a rule "no"'
complete -c timer -s h -l help -d 'show this help'
complete -c timer -s V -l version -d 'show the version'
complete -c timer -a '2m 90s 1m30s 5s'
