# fish completion for spinner(1), the category game's letter spinner.

complete -c spinner -f

complete -c spinner -s f -l file -r -F -d '--no-repeat: read the session from FILE'  # -f, --file
complete -c spinner -s h -l help -d 'show this help'  # -h, --help
complete -c spinner -s i -l in-place -r -F -d '--no-repeat: keep the session in FILE'  # -i, --in-place
complete -c spinner -s l -l letters -x -d 'spin these letters (e.g. A-Z, AEIOU)'  # -l, --letters
complete -c spinner -s n -l count -x -d 'how many letters (1)'  # -n, --count
complete -c spinner -s o -l output -x -a 'text yaml json' -d 'output format'  # -o, --output
complete -c spinner -s q -l quiet -d 'no reason on stderr for a rule "no"'  # -q, --quiet
complete -c spinner -s s -l seed -x -d 'seed for the spins'  # -s, --seed
complete -c spinner -s S -l show-seed -d 'print the seed on stderr, to replay'  # -S, --show-seed
complete -c spinner -s u -l no-repeat -d "never a letter already spun (kept in 'spun')"  # -u, --no-repeat
complete -c spinner -s V -l version -d 'show the version'  # -V, --version
complete -c spinner -s x -l exclude -x -d 'the default letters without these'  # -x, --exclude
