# fish completion for timer(1), the wordkit countdown.

complete -c timer -f
complete -c timer -a '2m 90s 1m30s 5s' -d 'duration'

complete -c timer -s b -l bell -d 'ring the terminal bell at the end'  # -b, --bell
complete -c timer -s c -l countdown -d 'print each remaining second on stdout'  # -c, --countdown
complete -c timer -s e -l stop-on-input -d 'a line on stdin stops the timer early'  # -e, --stop-on-input
complete -c timer -s h -l help -d 'show this help'  # -h, --help
complete -c timer -s q -l quiet -d 'no reason on stderr for a rule "no"'  # -q, --quiet
complete -c timer -s V -l version -d 'show the version'  # -V, --version
