#!/bin/sh
# lint-man.sh [PAGE...]: the man pages (man/*.[157] by default) as a
# reader sees them.  Each page is rendered by mandoc and by groff, the
# two formatters a man(1) may use, and in each rendering:
# - every typographic quote is closed in its paragraph, ‘ by ’ and “ by ”,
#   and none is opened inside a quote of its own kind: ‘bag dump, ‘solve’’
#   is what two quoting macros on one line make (.Ql a , Ql b: the first
#   encloses the rest of the line), or one left open across lines;
# - no ’ or ” closes what is not open (a ’ between two letters, with no ‘
#   open, is an apostrophe: Aujourd’hui);
# - no roff escape is left in the text (\& \fB \*( ...), one escaped once
#   too often in the source.
# And in the source, where the rendering cannot tell:
# - no No follows the plain words of a quoting macro (Ql, Sq, Dq, Qq) on
#   its line: No ends a font (Ql total Ar n No tiles), not a quote, so
#   what follows it is quoted too (.Ql -d de,es No has Ä renders
#   ‘-d de,es has Ä’, balanced and wrong).
# What groff -ww warns of fails the page too (mandoc -Tlint is make
# lint's); the rest are mistakes the formatters make without a word.
# Prints each finding as PAGE: FORMATTER line N: what: the line (PAGE:N:
# for the source), and exits 1 when there is one, 2 when a formatter is
# missing.
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
[ $# -gt 0 ] || set -- "$top"/man/*.[157]
for f in mandoc groff; do
	command -v $f > /dev/null ||
	    { echo "lint-man: no $f: run 'make deps'" >&2; exit 2; }
done
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT

# check PAGE FORMATTER: the rendering on stdin.  Bytes, not characters:
# mawk knows no UTF-8, so each quote is first made one control byte.
check() {
	LC_ALL=C awk -v page="$1" -v fmt="$2" '
	function report(what) {
		printf "%s: %s line %d: %s: %s\n", page, fmt, FNR, what, text
		bad = 1
	}
	function letter(c) {
		return c ~ /[A-Za-z0-9]/ || c >= "\200"
	}
	function endpara() {
		if (open != "")
			printf "%s: %s line %d: %s not closed by the end of its paragraph\n",
			    page, fmt, from, substr(open, length(open)) == "\001" ? "‘" : "“"
		if (open != "") bad = 1
		open = ""
	}
	{
		# Overstrikes (mandoc bolds X as X BS X, underlines as _ BS X):
		# the character before each backspace goes.
		s = $0
		while ((i = index(s, "\b")) > 0) {
			j = i - 1
			while (j > 1 && substr(s, j, 1) >= "\200" && substr(s, j, 1) < "\300")
				j--
			s = substr(s, 1, j - 1) substr(s, i + 1)
		}
		text = s
		sub(/^ +/, "", text)
	}
	s ~ /^[ \t]*$/ { endpara(); next }
	s ~ /\\(&|f[BIRP(\[]|\*[(\[])/ { report("a roff escape in the text") }
	{
		if (open == "") from = FNR
		gsub("‘", "\001", s); gsub("’", "\002", s)
		gsub("“", "\003", s); gsub("”", "\004", s)
		n = length(s)
		for (i = 1; i <= n; i++) {
			c = substr(s, i, 1)
			top = substr(open, length(open))
			if (c == "\001" || c == "\003") {
				if (top == c)
					report((c == "\001" ? "‘" : "“") " opened inside " (c == "\001" ? "‘" : "“"))
				open = open c
			} else if (c == "\002" || c == "\004") {
				if (top == (c == "\002" ? "\001" : "\003"))
					open = substr(open, 1, length(open) - 1)
				else if (!(c == "\002" && letter(substr(s, i - 1, 1)) && letter(substr(s, i + 1, 1))))
					report((c == "\002" ? "’" : "”") " with no quote open")
			}
		}
	}
	END { endpara(); exit bad }'
}

# quote_no PAGE: the source's No inside a quote.
quote_no() {
	awk -v page="$1" '
	/^\./ {
		n = split(substr($0, 2), t, /[ \t]+/)
		q = ""
		for (i = 1; i <= n; i++) {
			if (t[i] ~ /^(Ql|Sq|Dq|Qq)$/) {
				q = t[i]; font = 0
			} else if (t[i] == "No") {
				if (q != "" && !font) {
					printf "%s:%d: No does not end the quote of %s: " \
					    "put the quoted words on a line of their own: %s\n",
					    page, FNR, q, $0
					bad = 1
					break
				}
				font = 0
			} else if (t[i] ~ /^(Ad|Ar|Cd|Cm|Dv|Em|Er|Ev|Fa|Fl|Fn|Ft|Ic|Li|Lk|Ms|Mt|Nm|Pa|Sx|Sy|Tn|Va|Vt|Xr)$/)
				font = 1
		}
	}
	END { exit bad }' "$2"
}

rc=0
for page; do
	name=${page#"$top"/}
	mandoc -Tutf8 "$page" > "$tmp/mandoc" 2> /dev/null || {
		echo "$name: mandoc cannot format it"; rc=1; continue; }
	groff -mdoc -ww -Tutf8 -P-cbou "$page" > "$tmp/groff" \
	    2> "$tmp/groff.err" || {
		echo "$name: groff cannot format it"; rc=1; continue; }
	if [ -s "$tmp/groff.err" ]; then
		sed "s|^|$name: groff warns: |" "$tmp/groff.err"
		rc=1
	fi
	quote_no "$name" "$page" || rc=1
	check "$name" mandoc < "$tmp/mandoc" || rc=1
	check "$name" groff < "$tmp/groff" || rc=1
done
exit $rc
