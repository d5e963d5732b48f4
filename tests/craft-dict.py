#!/usr/bin/env python3
# craft-dict.py KIND FILE [KIND FILE]...: write a damaged compiled
# dictionary that looks valid (right magic, sizes and counts in range), as
# an attacker would, for the tests of what opening and searching one does;
# several in one run, a python3 costing 20 ms to start.  The format is in
# libcore/dict.h.  Kinds:
#   cycle  one list of 26 edges, each leading back to the list itself
#          (572 bytes): an infinite language
#   wide   64 lists of two edges (a, b), each leading to the next: 2^64
#          words of 64 letters, in a header that says 1000
#   nolast a list whose last edge is not marked last
#   many   26 lists of two edges, as wide but true: 2^26 words of 26
#          letters (the most a dictionary may hold) in 676 bytes
#   sound  the words A and B, true
#   prefix the same, in a header that says more edges lie along prefixes
#          of words than the file holds
#   lang   the words A and B, true, in a header whose language code is
#          none (an escape sequence and a quote)
#   need   the word AB, its B list preceded by its need word, true (B)
#   needlie the same, whose need word says C: every search would leave
#          the list, and AB would be lost
#   old    the words A and B, true, in the layout of another version
#          (WKDICT03)
import struct
import sys

LAST, FINAL, REACH, INDEXED, NEEDS = 1 << 5, 1 << 6, 1 << 7, 1 << 8, 1 << 9


def edge(letter, nxt, flags):
    return letter | flags | nxt << 10


def image(edges, nwords, maxlen, root_edge, prefix=0, lang=b"en",
          magic=b"WKDICT04"):
    hdr = struct.pack("<8sIIII QqqQ", magic, len(edges), nwords,
                      maxlen, 1, 0, 0, 0, 0)
    # The alphabet: English, A-Z, and each index's code points.
    hdr += struct.pack("<16sI", lang, 26)
    hdr += struct.pack("<32I", *(list(range(65, 91)) + [0] * 6))
    hdr += struct.pack("<32I", *(list(range(97, 123)) + [0] * 6))
    hdr += struct.pack("<32I", *(root_edge + [0] * 6))
    hdr += struct.pack("<I", prefix)
    return hdr + struct.pack("<%dI" % len(edges), *edges)


def cycle():
    edges = [0] + [edge(i, 1, FINAL | REACH | (LAST if i == 25 else 0))
                   for i in range(26)]
    return image(edges, 26, 64, edges[1:])


def layers(n, nwords):
    edges = [0]
    for k in range(n):
        nxt = 1 + 2 * (k + 1) if k < n - 1 else 0
        fl = REACH | (FINAL if k == n - 1 else 0)
        edges += [edge(0, nxt, fl), edge(1, nxt, fl | LAST)]
    root = [edges[1], edges[2]] + [0] * 24
    return image(edges, nwords, n, root)


def wide():
    return layers(64, 1000)


def many():
    return layers(26, 1 << 26)


def nolast():
    edges = [0, edge(0, 0, FINAL | REACH), edge(1, 0, FINAL | REACH)]
    return image(edges, 2, 2, [edge(0, 1, REACH)] + [0] * 25)


def two(prefix, lang=b"en", magic=b"WKDICT04"):
    edges = [0, edge(0, 0, FINAL | REACH), edge(1, 0, FINAL | REACH | LAST)]
    return image(edges, 2, 1, edges[1:] + [0] * 24, prefix, lang, magic)


def sound():
    return two(3)


def prefix():
    return two(4)


def lang():
    return two(3, b'\x1b[2J"x')


def old():
    return two(3, magic=b"WKDICT03")


def ab(need):
    edges = [0, need, edge(1, 0, FINAL | REACH | LAST)]
    return image(edges, 1, 2, [edge(0, 2, REACH | NEEDS)] + [0] * 25, 3)


def need():
    return ab(1 << 1)


def needlie():
    return ab(1 << 2)


kinds = {"cycle": cycle, "wide": wide, "nolast": nolast, "many": many,
         "sound": sound, "prefix": prefix, "lang": lang, "old": old,
         "need": need, "needlie": needlie}
pairs = sys.argv[1:]
if not pairs or len(pairs) % 2 or any(k not in kinds for k in pairs[::2]):
    sys.exit("usage: craft-dict.py %s FILE [KIND FILE]..." % "|".join(kinds))
for kind, out in zip(pairs[::2], pairs[1::2]):
    with open(out, "wb") as f:
        f.write(kinds[kind]())
