# fish completion for deal(1), made from its option table by
# "deal --wordkit-completion=fish".

complete -c deal -f
complete -c deal -s f -l file -r -F -d 'read the new bag\'s state from FILE'
complete -c deal -s i -l in-place -r -F -d 'read and write back FILE atomically'
complete -c deal -s l -l lang -r -F -a 'en de es fr it nl pt' -d 'the state\'s language: an alphabet FILE for one of one\'s own (a code: the state\'s)'
complete -c deal -s n -l tiles -x -d 'deal TILES to each (house rule)'
complete -c deal -s N -l names -x -d 'players by name, comma-separated'
complete -c deal -s o -l output -x -a 'text yaml json' -d 'text, yaml or json'
complete -c deal -s p -l players -x -a '1 2 3 4 5 6 7 8' -d 'COUNT players named p1, p2, ...'
complete -c deal -s q -l quiet -d 'no reason on stderr for a rule "no"'
complete -c deal -s s -l seed -x -d 'seed, when the state has none'
complete -c deal -s v -l variant -x -a 'smoothie cafe team' -d 'Bananagrams: smoothie or cafe; Shapemash: team'
complete -c deal -s W -l wait -x -d 'seconds to wait for a held file (60)'
complete -c deal -s h -l help -d 'show this help'
complete -c deal -s V -l version -d 'show the version'
