# fish completion for deal(1), the wordkit dealer.

complete -c deal -f

complete -c deal -s f -l file -r -F -d "read the new bag's state from FILE"  # -f, --file
complete -c deal -s h -l help -d 'show this help'  # -h, --help
complete -c deal -s i -l in-place -r -F -d 'read and write back FILE atomically'  # -i, --in-place
complete -c deal -s n -l tiles -x -d 'deal N tiles each (house rule)'  # -n, --tiles
complete -c deal -s N -l names -x -d 'players by name, comma-separated'  # -N, --names
complete -c deal -s o -l output -x -a 'text yaml json' -d 'output format'  # -o, --output
complete -c deal -s p -l players -x -a '1 2 3 4 5 6 7 8' -d 'N players named p1, p2, ...'  # -p, --players
complete -c deal -s q -l quiet -d 'no reason on stderr for a rule "no"'  # -q, --quiet
complete -c deal -s s -l seed -x -d 'seed, when the state has none'  # -s, --seed
complete -c deal -s v -l variant -x -a 'smoothie\t"all tiles divided equally, no peel or dump" cafe\t"21 each, dump but no peel"' -d 'Bananagrams variant'  # -v, --variant
complete -c deal -s V -l version -d 'show the version'  # -V, --version
