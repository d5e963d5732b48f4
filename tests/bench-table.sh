#!/bin/bash
# bench-table.sh: table(1) (part of "make bench"; not a test).  A 1000x1000
# Shenanigrams board, the largest a state holds, drawn whole, measured in
# one hyperfine run with cat of the same file (the cost of its bytes) and
# bag count (the cost of reading the state alone): medians and ratios.
# Then --follow: what a screen waiting 5 s for a move costs (processor
# time and wake-ups, from /proc), and the time from a move's rename(2) to
# the first byte of the next drawing, over 50 moves.
set -eu
build=${WORDKIT_BUILD:-$(cd "$(dirname "$0")/.." && pwd)/build}
export PATH="$build/bin:$PATH" LC_ALL=C
unset WORDKIT_DICT NO_COLOR
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

# A seeded board, a tile in 3 cells of 14, with two players' tags on it.
python3 -c '
import random
random.seed(1)
print("game: \"shenanigrams\"\nseed: 1\nbag: \"EEEE\"\nturn: \"ann\"")
print("players:\n- {name: \"ann\", hand: \"ABCDE\", tags: 6}")
print("- {name: \"bob\", hand: \"ABCDE\", tags: 6}\nboard: |")
rows = ["".join(random.choice("ABCDE" + "." * 9) for c in range(1000))
    for r in range(1000)]
rows[0] = "CAT" + rows[0][3:]
rows[1] = "." * 999 + "A"
for r in rows:
    print("  " + r)
print("tagged:\n- {word: \"CAT\", owner: \"ann\", at: \"1,1\", dir: \"across\"}")
' > "$tmp/big.yaml"
table -f "$tmp/big.yaml" > "$tmp/big.txt" ||
    { echo "bench-table: table failed on the 1000x1000 board" >&2; exit 1; }
echo "== table: a 1000x1000 Shenanigrams board =="
echo "state $(wc -c < "$tmp/big.yaml") bytes, drawing $(wc -c < "$tmp/big.txt") bytes"
set -- $(hyperfine -N -i --warmup 3 --runs 30 --export-csv "$tmp/h.csv" \
    --style none "table -f $tmp/big.yaml" "table -f $tmp/big.yaml -o json" \
    "cat $tmp/big.yaml" "bag count -f $tmp/big.yaml" >/dev/null 2>&1;
    awk -F, 'NR > 1 { printf "%.3f ", $4 * 1000 }' "$tmp/h.csv")
echo "table $1 ms; table -o json $2 ms; cat $3 ms; bag count $4 ms (medians)"
echo "table takes $(ratio "$1" "$3") x the time of cat, $(ratio "$1" "$4") x the time of reading the state (bag count)"

echo
echo "== table --follow: a screen waiting for moves =="
bag new bananagrams -s 1 | deal -N ann,bob > "$tmp/a.yaml"
bag new bananagrams -s 2 | deal -N ann,bob > "$tmp/b.yaml"
cp "$tmp/a.yaml" "$tmp/g.yaml"
python3 - "$tmp" <<'PY'
import os, select, statistics, subprocess, sys, time
tmp = sys.argv[1]
g = os.path.join(tmp, "g.yaml")
p = subprocess.Popen(["table", "-F", "-f", g], stdout=subprocess.PIPE)
fd = p.stdout.fileno()

buf = b""

def read_until(mark, limit=10.0):
    """Read the screen's bytes up to mark and past it; when it came."""
    global buf
    end = time.monotonic() + limit
    while mark not in buf:
        r, _, _ = select.select([fd], [], [], max(0, end - time.monotonic()))
        if not r:
            sys.exit("bench-table: no drawing within %g s" % limit)
        buf += os.read(fd, 65536)
    at = time.monotonic()
    buf = buf[buf.index(mark) + len(mark):]
    return at

def cost():
    with open("/proc/%d/stat" % p.pid) as f:
        s = f.read().rsplit(")", 1)[1].split()
    with open("/proc/%d/status" % p.pid) as f:
        sw = sum(int(l.split()[1]) for l in f if "ctxt_switches" in l)
    return int(s[11]) + int(s[12]), sw

read_until(b"players:")
tick = 1000.0 / os.sysconf("SC_CLK_TCK")
c0, w0 = cost()
time.sleep(5)
c1, w1 = cost()
print("waiting 5 s for a move: %.0f ms of the processor, %d wake-ups"
    % ((c1 - c0) * tick, w1 - w0))
lat = []
for i in range(50):
    src = os.path.join(tmp, "b.yaml" if i % 2 == 0 else "a.yaml")
    new = os.path.join(tmp, ".g.yaml.new")
    with open(src, "rb") as f, open(new, "wb") as o:
        o.write(f.read())
    t0 = time.monotonic()
    os.rename(new, g)
    lat.append((read_until(b"\f") - t0) * 1000)
    read_until(b"players:")
c2, _ = cost()
p.terminate()
p.wait()
lat.sort()
print("a move's rename to the next drawing, 50 moves: median %.2f ms, "
    "max %.2f ms; %.0f ms of the processor for the 50 drawings"
    % (statistics.median(lat), lat[-1], (c2 - c1) * tick))
PY
