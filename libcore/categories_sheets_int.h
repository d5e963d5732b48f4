/*
 * categories_sheets_int.h: what categories_sheets.c and its family share:
 * the built-in sheets in the languages other than English
 * (categories_sheets_lang.c).
 */
#ifndef CATEGORIES_SHEETS_INT_H
#define CATEGORIES_SHEETS_INT_H

#include "categories_sheets.h"

#define CATEGORIES_SHEET_CATS	12	/* categories on a built-in sheet */

/*
 * The six built-in sheets in one language, in the order of
 * categories_sheet_names, UTF-8: the titles and each sheet's categories.
 */
struct sheets_lang {
	const char	*code;		/* a language's code, "de" */
	const char	*titles[CATEGORIES_SHEET_BUILTINS];
	const char	*cats[CATEGORIES_SHEET_BUILTINS][CATEGORIES_SHEET_CATS];
};

/* Every language but English, ended by one with a NULL code. */
extern const struct sheets_lang categories_sheets_langs[];

#endif
