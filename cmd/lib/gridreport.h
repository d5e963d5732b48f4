/*
 * gridreport.h: the problems of a grid (bananagrams_check) as text, YAML
 * or JSON, the one report of validate --grid and bag bananas.
 */
#ifndef GRIDREPORT_H
#define GRIDREPORT_H

#include "alphabet.h"
#include "grid.h"
#include "fail.h"
#include "util.h"

struct node;

/*
 * Append the report of ps to out: in text, each problem's message on a
 * line, then, when draw is set and there is a problem, the grid g with
 * the cells of every problem marked (in colour unless NO_COLOR is set);
 * in YAML or JSON (fmt), a mapping of "valid" and the list "problems".
 * With a grid of a's letters (NULL: A-Z), the letters of its words and
 * of the grid drawn are written in UTF-8; the messages are UTF-8 as they
 * are (grid_problem_letters).  Exits 2 when memory runs out.
 */
void	gridreport_put(struct buf *out, const struct grid *g,
	    const struct grid_problems *ps, enum out_fmt fmt, int draw,
	    const struct alphabet *a);

/*
 * The same YAML or JSON report as a tree (the caller's), for an answer
 * document: a mapping of "valid" and the list "problems".  Exits 2 when
 * memory runs out.
 */
struct node	*gridreport_doc(const struct grid_problems *ps,
		    const struct alphabet *a);

/* The letter bytes in b, a's, re-written in UTF-8 in place; exit 2 when
 * memory runs out. */
void	gridreport_encode(const struct alphabet *a, struct buf *b);

#endif
