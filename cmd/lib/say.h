/*
 * say.h: what a tool shows people, made safe to show.  A message or a
 * text answer may quote strings from a file (a player's name, a turn, a
 * word, a language) that another player wrote: a control character there
 * would reach the terminal (OSC 52 writes the clipboard, CSI 2 J clears
 * the screen), and an invisible or combining character would make the
 * message read as nonsense.  Everything a tool says goes through here
 * (fail.c's error line, flow.c's "no" and text answer, say_warn), so no
 * call site has to remember.
 *
 * Shown as it is: printable ASCII and every other character of valid
 * UTF-8 (a, ä, ñ, zoë) but those below.  Escaped:
 *
 *	a control character	\a \b \t \n \v \f \r \e, others \u{1F}, \u{7F},
 *				\u{9B} (C1)
 *	an invisible one	\u{FEFF} (a byte order mark), \u{200B} (a zero
 *				width space), \u{202E} (a bidi override),
 *				\u{AD} (a soft hyphen), ...
 *	a combining mark	\u{301} (the acute of a decomposed é)
 *	a byte not UTF-8	\x{FF}
 *
 * In a text answer, where lines are the point, newlines and tabs are
 * kept, and so are the colours a tool adds itself at a terminal.  A
 * string with nothing to escape is shown byte for byte.
 */
#ifndef SAY_H
#define SAY_H

#include <stddef.h>
#include <stdio.h>

struct buf;

/* How a text is shown: what of it is kept as it is. */
#define SAY_LINE	0x0u	/* one line: nothing */
#define SAY_LINES	0x1u	/* lines: newlines and tabs */
#define SAY_COLOUR	0x2u	/* the tool's own colours: SGR sequences,
				   ESC [ digits and ; m */

/* Write s to f, escaped as one line. */
void		 say_put(FILE *f, const char *s);

/*
 * Append n bytes of text s to out, escaped, keeping what how says.  -1
 * when memory runs out (out's failed is set).
 */
int		 say_text(struct buf *out, const char *s, size_t n,
		    unsigned how);

/* Does text s (n bytes) hold anything say_text would escape? */
int		 say_needed(const char *s, size_t n, unsigned how);

/*
 * "TOOL: MESSAGE" on stderr, the message escaped as one line: a warning,
 * and the tool goes on.
 */
void		 say_warn(const char *fmt, ...)
		    __attribute__((format(printf, 1, 2)));

/*
 * Append s (len bytes) to b as a shell word that a terminal shows as it
 * is: plain, quoted, or what it would not show, each of its bytes as
 * $'\xHH', which the shell reads back as they are, so that a command
 * written so runs again as it was (journal's list, bot's log).
 */
struct buf;
void	say_shell_word(struct buf *b, const char *s, size_t len);

#endif
