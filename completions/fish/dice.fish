# fish completion for dice(1), the wordkit dice roller.

complete -c dice -f
complete -c dice -a '2d6 1d6 d20 4d6' -d 'dice: N of S sides'

complete -c dice -s h -l help -d 'show this help'  # -h, --help
complete -c dice -s n -l count -x -d 'how many rolls (1)'  # -n, --count
complete -c dice -s s -l seed -x -d 'seed for the rolls'  # -s, --seed
complete -c dice -s S -l show-seed -d 'print the seed on stderr, to replay'  # -S, --show-seed
complete -c dice -s t -l total -d "print each roll's total, not its faces"  # -t, --total
complete -c dice -s u -l until-doubles -d 'roll two dice until they match'  # -u, --until-doubles
complete -c dice -s V -l version -d 'show the version'  # -V, --version
