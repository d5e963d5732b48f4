#!/usr/bin/env python3
# every-grid.py HAND < WORDS: is there a grid of all HAND's tiles (capitals,
# no wilds) whose every run of two or more tiles, across and down, is one
# of WORDS (one a line, capitals)?  Tries every shape of len(HAND) cells
# joined side to side, and every way of laying the tiles on it: no search
# to trust, only counting, so slow past seven tiles.  Prints "grid" and the
# first found, row by row ('.' empty), or "none".  For solve's proofs: a
# hand it proves impossible must have none.
import itertools
import sys


def shapes(n):
    """Every set of n cells joined side to side, moved to touch 0,0."""
    def norm(cells):
        r0 = min(r for r, _ in cells)
        c0 = min(c for _, c in cells)
        return frozenset((r - r0, c - c0) for r, c in cells)

    grown = {norm({(0, 0)})}
    for _ in range(n - 1):
        bigger = set()
        for cells in grown:
            for r, c in cells:
                for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
                    cell = (r + dr, c + dc)
                    if cell not in cells:
                        bigger.add(norm(cells | {cell}))
        grown = bigger
    return grown


def runs(cells):
    """The runs of two or more cells of a shape, each as its cells in order."""
    out = []
    for dr, dc in ((0, 1), (1, 0)):
        for r, c in cells:
            if (r - dr, c - dc) in cells:
                continue
            run = [(r, c)]
            while (run[-1][0] + dr, run[-1][1] + dc) in cells:
                run.append((run[-1][0] + dr, run[-1][1] + dc))
            if len(run) > 1:
                out.append(run)
    return out


def main():
    hand = sys.argv[1]
    words = set(w.strip() for w in sys.stdin if w.strip())
    # The ways to lay the tiles, each once, made once for every shape.
    ways = sorted(set(itertools.permutations(hand)))
    for cells in shapes(len(hand)):
        order = sorted(cells)
        where = {cell: i for i, cell in enumerate(order)}
        lines = [[where[cell] for cell in run] for run in runs(cells)]
        for tiles in ways:
            if all("".join(tiles[i] for i in line) in words
                   for line in lines):
                rows = 1 + max(r for r, _ in cells)
                cols = 1 + max(c for _, c in cells)
                print("grid")
                for r in range(rows):
                    print("".join(tiles[where[(r, c)]] if (r, c) in where
                                  else "." for c in range(cols)))
                return 0
    print("none")
    return 0


sys.exit(main())
