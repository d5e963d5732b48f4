# fish completion for spinner(1), made from its option table by
# "spinner --wordkit-completion=fish".

complete -c spinner -f
complete -c spinner -s f -l file -r -F -d '--no-repeat: read the session from FILE'
complete -c spinner -s i -l in-place -r -F -d '--no-repeat: keep the session in FILE'
complete -c spinner -s l -l letters -x -d 'spin these letters (e.g. A-Z, AEIOU)'
complete -c spinner -s L -l lang -r -F -a 'en de es fr it nl pt' -d 'the language and its spinner; default en, or the session\'s'
complete -c spinner -s n -l count -x -d 'how many letters (1)'
complete -c spinner -s o -l output -x -a 'text yaml json' -d 'text, yaml or json'
complete -c spinner -s q -l quiet -d 'no reason on stderr for a rule "no"'
complete -c spinner -s s -l seed -x -d 'seed for the spins'
complete -c spinner -s S -l show-seed -d 'print the seed on stderr, to replay'
complete -c spinner -s u -l no-repeat -d 'never a letter already spun (kept in \'spun\')'
complete -c spinner -s x -l exclude -x -d 'the default letters without these'
complete -c spinner -s W -l wait -x -d 'seconds to wait for a held file (60)'
complete -c spinner -s h -l help -d 'show this help'
complete -c spinner -s V -l version -d 'show the version'
