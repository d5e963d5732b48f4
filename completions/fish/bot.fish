# fish completion for bot(1), made from its option table by
# "bot --wordkit-completion=fish".

# The built-in dictionaries installed now, as the tool itself finds them.
function __bot_dicts
    set -l t (commandline -opc)[1]
    command $t --wordkit-completion=dicts 2>/dev/null
end

complete -c bot -f
complete -c bot -s d -l dict -r -F -a '(__bot_dicts)' -d 'dictionary; default standard'
complete -c bot -s H -l hands -x -d 'Bananagrams: a match, the best of HANDS'
complete -c bot -s l -l lang -r -F -a 'en de es fr it nl pt' -d 'the game\'s language, its tiles and dictionary; default en'
complete -c bot -s m -l min-length -x -a '2 3 4 5' -d 'Bananagrams: shortest word (2)'
complete -c bot -s n -l nodes -x -d 'search budget of each solve (200000)'
complete -c bot -s o -l output -x -a 'text yaml json' -d 'text (the log), yaml or json (a summary)'
complete -c bot -s p -l players -x -a '1 2 3 4 5 6 7 8' -d 'players (Bananagrams 4, Shenanigrams 2)'
complete -c bot -s q -l quiet -d 'text: only the summary line; no reason on stderr when nobody won'
complete -c bot -s s -l seed -x -d 'the seed of the game'
complete -c bot -s t -l turns -x -d 'Shenanigrams: give up after TURNS (1000)'
complete -c bot -s v -l variant -x -a 'smoothie cafe' -d 'Bananagrams: smoothie or cafe'
complete -c bot -s h -l help -d 'show this help'
complete -c bot -s V -l version -d 'show the version'
complete -c bot -a 'bananagrams bananagrams-wild shenanigrams typeset'
