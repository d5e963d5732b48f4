/*
 * sheets.h: the category sheets of "Can You Roll Doubles?": six built in,
 * and sheets of one's own read from YAML:
 *
 *	name: "picnic"
 *	categories:
 *	- "Something in a basket"
 *	- ...
 *
 * A sheet borrows its strings: from the built-in tables, or from the
 * document it was read from, which must outlive it.
 */
#ifndef SHEETS_H
#define SHEETS_H

#include <stddef.h>

#include "core.h"
#include "doc.h"

#define SHEET_MAX_CATS	30
#define SHEET_NAME_MAX	32
#define SHEET_CAT_MAX	80	/* characters in a category */

struct sheet {
	const char	*name;
	const char	*title;			/* NULL when read from YAML */
	const char	*cats[SHEET_MAX_CATS];
	size_t		 n;
};

/* The built-in sheets' names, NULL-terminated; how many there are. */
extern const char *const sheet_names[];
#define SHEET_BUILTINS	6

/* Fill s with a built-in sheet; -1 for an unknown name. */
int	sheet_builtin(const char *name, struct sheet *s);

/*
 * Read a sheet from a mapping with "name" and "categories" (1 to
 * SHEET_MAX_CATS non-empty strings of at most SHEET_CAT_MAX characters).
 * Errors carry the place in file.
 */
int	sheet_read(const struct node *n, const char *file, struct sheet *s,
	    struct core_err *e);

/* The sheet as a new mapping node (flow list of categories); NULL: memory. */
struct node	*sheet_node(const struct sheet *s);

#endif
