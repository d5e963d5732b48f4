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
 * categories_sheet_names, UTF-8: its titles, then each sheet's
 * categories, one string after another, each ended by its NUL.  A table
 * of pointers to each would be some 500 relocations, which every start of
 * a tool that links the sheets (table and bag among them) applies first.
 */
struct sheets_lang {
	char		 code[4];	/* a language's code, "de" */
	const char	*text;
};

/* Every language but English, ended by one with an empty code. */
extern const struct sheets_lang categories_sheets_langs[];

#endif
