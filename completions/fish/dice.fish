# fish completion for dice(1), made from its option table by
# "dice --wordkit-completion=fish".

complete -c dice -f
complete -c dice -s n -l count -x -d 'how many rolls (1)'
complete -c dice -s s -l seed -x -d 'seed for the rolls'
complete -c dice -s S -l show-seed -d 'print the seed on stderr, to replay'
complete -c dice -s t -l total -d 'print each roll\'s total, not its faces'
complete -c dice -s u -l until-doubles -d 'roll two dice until they match'
complete -c dice -s h -l help -d 'show this help'
complete -c dice -s V -l version -d 'show the version'
complete -c dice -a '2d6 1d6 d20 4d6'
