# fish completion for words(1), made from its option table by
# "words --wordkit-completion=fish".

# The built-in dictionaries installed now, as the tool itself finds them.
function __words_dicts
    set -l t (commandline -opc)[1]
    command $t --wordkit-completion=dicts 2>/dev/null
end

complete -c words -f
complete -c words -n __fish_use_subcommand -a anagram -d 'every word from a set of tiles, ? a wild'
complete -c words -n __fish_use_subcommand -a match -d 'every word matching a pattern, ? one letter, * any run'
complete -c words -n __fish_use_subcommand -a prefix -d 'print the WORDs no word starts with'
complete -c words -n __fish_use_subcommand -a infix -d 'print the WORDs no word contains'
complete -c words -n __fish_use_subcommand -a info -d 'what the dictionary holds'
complete -c words -n __fish_use_subcommand -a compile -d 'compile a word list into a dictionary file'
complete -c words -s a -l all -n '__fish_seen_subcommand_from anagram info' -d 'anagram: only words using every tile; info: every built-in dictionary'
complete -c words -s c -l count -n '__fish_seen_subcommand_from anagram match' -d 'print only how many words'
complete -c words -s d -l dict -n '__fish_seen_subcommand_from anagram match prefix infix info' -r -F -a '(__words_dicts)' -d 'dictionary (standard, british, large, ..., a word list, several as one); default standard'
complete -c words -s F -l force -n '__fish_seen_subcommand_from compile' -d 'compile: replace an OUT that is not a compiled dictionary'
complete -c words -s l -l lang -n '__fish_seen_subcommand_from compile' -r -F -a 'en de es fr it nl pt' -d 'compile: the list\'s language (wordkit-languages(7)); default en'
complete -c words -s m -l min-length -n '__fish_seen_subcommand_from anagram' -x -a '2 3 4 5 6 7 8' -d 'anagram: words of LENGTH letters or more'
complete -c words -s o -l output -n '__fish_seen_subcommand_from anagram match info' -x -a 'text yaml json' -d 'text, yaml or json'
complete -c words -s q -l quiet -n '__fish_seen_subcommand_from anagram match prefix infix' -d 'no reason on stderr for a "no"; prefix, infix: no list of failures'
complete -c words -s w -l need-vowel -n '__fish_seen_subcommand_from compile' -d 'compile: leave out words with no vowel of the language nor Y'
complete -c words -s W -l wait -n '__fish_seen_subcommand_from compile' -x -d 'seconds to wait for a held file (60)'
complete -c words -s h -l help -d 'show this help'
complete -c words -s V -l version -d 'show the version'
complete -c words -n '__fish_seen_subcommand_from compile' -F
