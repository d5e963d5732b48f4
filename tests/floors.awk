# floors.awk: libcore/floors, given as the first file, for the lint
# scripts: floor[MODULE] is its floor's number (1 the lowest), fname[N]
# the name of floor N; module(PATH) is the module a file belongs to (its
# name without .c, .h or .o and _int, or the longest module it starts
# with and "_": a family), or "" when it is in no floor.
FNR == NR && FILENAME ~ /floors$/ {
	if ($0 ~ /^#/ || NF < 2) next
	f = $1; sub(/:$/, "", f); fl++
	for (i = 2; i <= NF; i++) { floor[$i] = fl; fname[fl] = f }
	next
}
function module(path,   b, m, best) {
	b = path; sub(/.*\//, "", b); sub(/\.[cho]$/, "", b); sub(/_int$/, "", b)
	if (b in floor) return b
	best = ""
	for (m in floor)
		if (index(b, m "_") == 1 && length(m) > length(best))
			best = m
	return best
}
