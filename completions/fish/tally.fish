# fish completion for tally(1), the wordkit score keeper.

complete -c tally -s b -l best-of -x -d 'a match of N hands: lines name hand winners'  # -b, --best-of
complete -c tally -s g -l game -x -a 'categories\t"the most points win, ties share" shapemash\t"teams, first to 10" shapemash-easy\t"cooperative, 3 lives" shapemash-medium\t"cooperative, 2 lives" shapemash-hard\t"cooperative, 1 life" best-of-5\t"Bananagrams match of five hands" best-of-10\t"Bananagrams match of ten hands"' -d 'the scoring rules of GAME'  # -g, --game
complete -c tally -s G -l goal -x -d 'with --lives: points that win'  # -G, --goal
complete -c tally -s h -l help -d 'show this help'  # -h, --help
complete -c tally -s l -l lives -x -d 'one side with N lives (cooperative)'  # -l, --lives
complete -c tally -s m -l most -d 'the most points at the end win (default)'  # -m, --most
complete -c tally -s q -l quiet -d 'no reason on stderr for a rule "no"'  # -q, --quiet
complete -c tally -s r -l running -d 'print the score after every line'  # -r, --running
complete -c tally -s t -l first-to -x -d 'the first to N points wins'  # -t, --first-to
complete -c tally -s V -l version -d 'show the version'  # -V, --version
