"""A student's own heuristic, answering Frontier one position a line:
python3 heuristic.py manhattan|blank|conflict|misplaced2. blank counts
the blank in Manhattan distance (it overestimates); conflict adds two
moves for each pair of tiles in their goal row or column but in reverse
order (linear conflicts, admissible); misplaced2 counts each misplaced
tile twice (it overestimates)."""
import sys

kind = sys.argv[1] if len(sys.argv) > 1 else "manhattan"
keys = {}
for line in sys.stdin:
    line = line.strip()
    if line == "positions":
        break
    key, _, value = line.partition(" ")
    keys[key] = value
n = int(keys["size"])
goal = [int(t) for t in keys["goal"].split()]
home = {t: i for i, t in enumerate(goal)}


def conflicts(s):
    extra = 0
    for r in range(n):
        row = [t for t in s[r * n:(r + 1) * n] if t and home[t] // n == r]
        extra += sum(1 for i in range(len(row)) for j in range(i + 1, len(row)) if home[row[i]] > home[row[j]])
    for c in range(n):
        col = [t for t in s[c::n] if t and home[t] % n == c]
        extra += sum(1 for i in range(len(col)) for j in range(i + 1, len(col)) if home[col[i]] > home[col[j]])
    return 2 * extra


for line in sys.stdin:
    s = [int(t) for t in line.split()]
    if kind == "misplaced2":
        h = 2 * sum(1 for i, t in enumerate(s) if t and home[t] != i)
    else:
        h = sum(abs(i // n - home[t] // n) + abs(i % n - home[t] % n) for i, t in enumerate(s) if t or kind == "blank")
        if kind == "conflict":
            h += conflicts(s)
    sys.stdout.write("%d\n" % h)
    sys.stdout.flush()
