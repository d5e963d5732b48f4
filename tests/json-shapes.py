#!/usr/bin/env python3
"""json-shapes.py PAGE LIST: hold answers against the key table of PAGE.

PAGE is man/wordkit-json.7: between the lines '.\\" shapes:begin' and
'.\\" shapes:end', each item '.It Li KEY Pq TYPE' gives a key and its type.
LIST has one answer a line, 'LABEL<TAB>JSON<TAB>YAML': the label names the
tool and the call, JSON and YAML are the files of its -o json and -o yaml
output (YAML '-' for a tool that writes no YAML).  Each JSON file must be one JSON document, every key at every depth
must be in the table with a value of its type, and the YAML file must read
back as the same data.

Prints one line per finding, 'LABEL: PATH: what is wrong', and exits 1 when
there is any; exits 2 when the page has no table or a type it cannot read.
"""
import json
import re
import sys

import yaml

SCALARS = ("bool", "int", "string", "letters")


def die(msg):
    print("json-shapes: " + msg, file=sys.stderr)
    sys.exit(2)


def read_table(page):
    keys, inside, seen = {}, False, False
    item = re.compile(r"^\.It Li (\S+) Pq (.+)$")
    with open(page, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if line == '.\\" shapes:begin':
                inside = seen = True
            elif line == '.\\" shapes:end':
                inside = False
            elif inside and line.startswith(".It "):
                m = item.match(line)
                if m is None:
                    die("%s:%d: not '.It Li KEY Pq TYPE': %s"
                             % (page, n, line))
                key, typ = m.group(1), m.group(2)
                if key in keys:
                    die("%s:%d: '%s' is listed twice" % (page, n, key))
                if not known(typ):
                    die("%s:%d: '%s' is no type of the page" % (page, n, typ))
                keys[key] = typ
    if not seen or not keys:
        die("%s: no shapes:begin ... shapes:end table" % page)
    return keys


def known(typ):
    if typ in SCALARS or typ in ("map", "string or map"):
        return True
    for head in ("list of ", "map of "):
        if typ.startswith(head):
            return known(typ[len(head):])
    return False


class Checker:
    def __init__(self, keys):
        self.keys = keys
        self.findings = []

    def bad(self, label, path, what):
        self.findings.append("%s: %s: %s" % (label, path or ".", what))

    def value(self, label, path, v, typ):
        """Is v of type typ?  Descends into maps and lists."""
        if typ == "bool":
            ok = isinstance(v, bool)
        elif typ == "int":
            ok = isinstance(v, int) and not isinstance(v, bool)
        elif typ in ("string", "letters"):
            ok = isinstance(v, str)
        elif typ == "map":
            ok = isinstance(v, dict)
            if ok:
                self.mapping(label, path, v)
        elif typ == "string or map":
            ok = isinstance(v, (str, dict))
            if isinstance(v, dict):
                self.mapping(label, path, v)
        elif typ.startswith("list of "):
            ok = isinstance(v, list)
            for i, item in enumerate(v if ok else []):
                self.value(label, "%s[%d]" % (path, i), item, typ[8:])
        elif typ.startswith("map of "):
            ok = isinstance(v, dict)
            for k, item in (v.items() if ok else []):
                self.value(label, "%s[%s]" % (path, json.dumps(k)), item,
                           typ[7:])
        else:
            ok = False
        if not ok:
            self.bad(label, path, "%s, not the page's %s" % (kind(v), typ))

    def mapping(self, label, path, m):
        for k, v in m.items():
            p = "%s.%s" % (path, k)
            if k not in self.keys:
                self.bad(label, p, "key '%s' is not in wordkit-json(7)" % k)
            else:
                self.value(label, p, v, self.keys[k])

    def document(self, label, doc):
        """A document: a mapping, or a list of mappings, words or cards."""
        if isinstance(doc, dict):
            self.mapping(label, "", doc)
        elif isinstance(doc, list):
            for i, item in enumerate(doc):
                p = "[%d]" % i
                if isinstance(item, dict):
                    self.mapping(label, p, item)
                elif not isinstance(item, str):
                    self.bad(label, p, "%s in a list of answers" % kind(item))
        else:
            self.bad(label, "", "%s, not a mapping or a list" % kind(doc))


def kind(v):
    if isinstance(v, bool):
        return "bool"
    if isinstance(v, int):
        return "int"
    if isinstance(v, str):
        return "string %s" % json.dumps(v[:20])
    if isinstance(v, list):
        return "a list"
    if isinstance(v, dict):
        return "a map"
    return "null" if v is None else type(v).__name__


def main():
    if len(sys.argv) != 3:
        die("usage: json-shapes.py PAGE LIST")
    c = Checker(read_table(sys.argv[1]))
    with open(sys.argv[2], encoding="utf-8") as f:
        for line in f:
            label, jfile, yfile = line.rstrip("\n").split("\t")
            with open(jfile, encoding="utf-8") as jf:
                text = jf.read()
            try:
                doc = json.loads(text)
            except ValueError as e:
                c.bad(label, "", "not one JSON document (%s): %r"
                      % (e, text[:40]))
                continue
            c.document(label, doc)
            if yfile == "-":
                continue
            with open(yfile, encoding="utf-8") as yf:
                try:
                    # JSON's keys are strings: 1: in YAML is "1" in JSON.
                    y = json.loads(json.dumps(yaml.safe_load(yf)))
                except yaml.YAMLError as e:
                    c.bad(label, "", "-o yaml is not YAML: %s" % e)
                    continue
            if y != doc:
                c.bad(label, "", "-o yaml is not the data of -o json")
    for line in c.findings:
        print(line)
    return 1 if c.findings else 0


if __name__ == "__main__":
    sys.exit(main())
