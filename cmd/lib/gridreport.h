/*
 * gridreport.h: the problems of a grid (bananagrams_check) as text, YAML
 * or JSON, the one report of validate --grid and bag bananas.
 */
#ifndef GRIDREPORT_H
#define GRIDREPORT_H

#include "grid.h"
#include "tool.h"
#include "util.h"

/*
 * Append the report of ps to out: in text, each problem's message on a
 * line, then, when draw is set and there is a problem, the grid g with
 * the cells of every problem marked (in colour unless NO_COLOR is set);
 * in YAML or JSON (fmt), a mapping of "valid" and the list "problems".
 * Exits 2 when memory runs out.
 */
void	gridreport_put(struct buf *out, const struct grid *g,
	    const struct grid_problems *ps, enum out_fmt fmt, int draw);

#endif
