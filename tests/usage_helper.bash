# Usage lines and SYNOPSIS forms, for house.bats and man.bats: a tool's
# usage is made from its synopsis and option table (cmd/lib/opt.h), and
# its man page's SYNOPSIS must say the same.

# usage_forms TOOL: the usage lines of "TOOL --help", one form a line:
# "usage: " and the indent taken off, wrapped lines joined.
usage_forms() {
	"$1" --help | awk -v t="$1" '
		NR == 1 {
			if (sub(/^usage: /, "") == 0)
				exit 1
			form = $0
			next
		}
		index($0, "       " t " ") == 1 || $0 == "       " t {
			print form
			form = substr($0, 8)
			next
		}
		/^        / { sub(/^ +/, ""); form = form " " $0; next }
		{ exit }
		END { if (form != "") print form }'
}

# man_forms PAGE: the forms of the page's SYNOPSIS as mandoc renders them,
# one a line (a wide page, so that none is wrapped).
man_forms() {
	mandoc -Tascii -O width=1000 "$1" | sed 's/.\x08//g' | awk '
		/^SYNOPSIS$/ { s = 1; next }
		s && /^[^ ]/ { exit }
		s && NF { sub(/^ +/, ""); print }'
}

# flat_forms: the forms on stdin as the two are compared: no spaces, and
# every word in lowercase but an option's letters (the page writes
# "file" where the usage writes "FILE").
flat_forms() {
	sed -E 's/(^|[^-A-Za-z])([A-Za-z]+)/\1\L\2/g; s/[[:space:]]+//g'
}

# form_letters FORM: the option letters FORM names, one a line ("-x" and
# the flags of "-xyz").
form_letters() {
	grep -oE '(^|[ [(|])-[A-Za-z]+' <<<"$1" | sed -E 's/^[^-]*-//' | fold -w1
}
