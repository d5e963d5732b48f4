# fish completion for words(1), the wordkit dictionary.

set -l __words_cmds anagram match prefix infix info compile

complete -c words -f

# The command comes first.
complete -c words -n "not __fish_seen_subcommand_from $__words_cmds" -a anagram -d 'every word from a set of tiles, ? a wild'
complete -c words -n "not __fish_seen_subcommand_from $__words_cmds" -a match -d 'every word matching a pattern'
complete -c words -n "not __fish_seen_subcommand_from $__words_cmds" -a prefix -d 'print the WORDs no word starts with'
complete -c words -n "not __fish_seen_subcommand_from $__words_cmds" -a infix -d 'print the WORDs no word contains'
complete -c words -n "not __fish_seen_subcommand_from $__words_cmds" -a info -d 'what the dictionary holds'
complete -c words -n "not __fish_seen_subcommand_from $__words_cmds" -a compile -d 'compile a word list into a dictionary file'

# words compile LIST [OUT]
complete -c words -n '__fish_seen_subcommand_from compile' -F

# Options, from words --help (each line names its option as --help does).
complete -c words -n '__fish_seen_subcommand_from anagram' -s a -l all -d 'only words using every tile'  # -a, --all
complete -c words -n '__fish_seen_subcommand_from anagram match' -s c -l count -d 'print only how many words'  # -c, --count
complete -c words -n "not __fish_seen_subcommand_from compile" -s d -l dict -r -F -a 'small\t"SCOWL up to 50, 61,491 words" standard\t"SCOWL up to 70, the default" large\t"SCOWL up to 80, adds za qat zax"' -d 'dictionary: a name or a word list'  # -d, --dict
complete -c words -s h -l help -d 'show this help'  # -h, --help
complete -c words -n '__fish_seen_subcommand_from anagram' -s m -l min-length -x -a '2 3 4 5 6 7 8' -d 'words of N letters or more'  # -m, --min-length
complete -c words -n "not __fish_seen_subcommand_from prefix infix compile" -s o -l output -x -a 'text json' -d 'output format'  # -o, --output
complete -c words -n '__fish_seen_subcommand_from prefix infix' -s q -l quiet -d 'no list of failures'  # -q, --quiet
complete -c words -s V -l version -d 'show the version'  # -V, --version
