/*
 * categories_sheets.h: the category sheets of "Can You Roll Doubles?": six built in,
 * in each of the shipped languages, and sheets of one's own read from YAML:
 *
 *	name: "picnic"
 *	categories:
 *	- "Something in a basket"
 *	- ...
 *
 * A sheet borrows its strings: from the built-in tables, or from the
 * document it was read from, which must outlive it.
 */
#ifndef CATEGORIES_SHEETS_H
#define CATEGORIES_SHEETS_H

#include <stddef.h>

#include "core.h"
#include "node.h"

#define CATEGORIES_SHEET_MAX_CATS	30
#define CATEGORIES_SHEET_NAME_MAX	32
#define CATEGORIES_SHEET_CAT_MAX	80	/* characters in a category */

struct sheet {
	const char	*name;
	const char	*title;			/* NULL when read from YAML */
	const char	*cats[CATEGORIES_SHEET_MAX_CATS];
	size_t		 n;
};

/* The built-in sheets' names, NULL-terminated; how many there are. */
extern const char *const categories_sheet_names[];
#define CATEGORIES_SHEET_BUILTINS	6

/*
 * Fill s with a built-in sheet in language lang, a code ("de"): the
 * sheet's name is the same in every language, its title and categories
 * are the language's.  English for NULL, "en" or a language that has no
 * sheets of its own (one's own alphabet file).  -1 for an unknown name.
 */
int	categories_sheet_builtin(const char *name, const char *lang,
	    struct sheet *s);

/*
 * Read a sheet from a mapping with "name" and "categories" (1 to
 * CATEGORIES_SHEET_MAX_CATS non-empty strings of at most CATEGORIES_SHEET_CAT_MAX characters).
 * Errors carry the place in file.
 */
int	categories_sheet_read(const struct node *n, const char *file, struct sheet *s,
	    struct core_err *e);

/*
 * The sheet as a new mapping node (flow list of categories), the caller's
 * to free with node_free (or to hand to node_set); NULL: memory.
 */
struct node	*categories_sheet_node(const struct sheet *s);

#endif
