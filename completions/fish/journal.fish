# fish completion for journal(1), made from its option table by
# "journal --wordkit-completion=fish".

complete -c journal -f
complete -c journal -s E -l entry -x -d 'undo back to entry ENTRY of the list, or redo back to the undo ENTRY'
complete -c journal -s i -l in-place -r -F -d 'the file whose moves to undo or redo'
complete -c journal -s o -l output -x -a 'text yaml json' -d 'text, yaml or json'
complete -c journal -s q -l quiet -d 'no reason on stderr for a rule "no"'
complete -c journal -s r -l redo -d 'take back the last N undos (1)'
complete -c journal -s R -l replay -d 'replay the moves; yes if they make FILE as it is'
complete -c journal -s u -l undo -d 'put back the state before the last N moves (1)'
complete -c journal -s W -l wait -x -d 'seconds to wait for a held file (60)'
complete -c journal -s h -l help -d 'show this help'
complete -c journal -s V -l version -d 'show the version'
complete -c journal -F
