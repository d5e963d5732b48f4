/*
 * hand.h: a hand of tiles given on the command line, read as every tool
 * reads one.  Apart from gridreport, which draws grids: words(1), which
 * compiles the dictionaries, reads a hand too, and is built without the
 * grid.
 */
#ifndef HAND_H
#define HAND_H

struct alphabet;

/*
 * A hand of tiles as given in UTF-8 (case does not matter, '?' a wild)
 * as a's letter bytes in capitals, in a new string; exit 2 for bad UTF-8
 * or anything else, naming the hand.  A tile is a letter of a as it is
 * written: a character a's words fold (French É) is refused with how to
 * spell it, as in a grid or a state.
 */
char	*hand_read(const struct alphabet *a, const char *hand);

#endif
