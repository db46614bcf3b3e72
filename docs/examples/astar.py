# A* for the sliding puzzle, as Frontier's checker reads it: the problem on
# standard input, the answer on standard output (docs/checking.md).
import heapq, sys

p = dict(line.split(" ", 1) for line in sys.stdin.read().splitlines() if line)
n = int(p["size"])
start = tuple(map(int, p["start"].split()))
goal = tuple(map(int, p["goal"].split()))
home = {t: i for i, t in enumerate(goal)}

def h(s):  # Manhattan distance, the blank left out
    return sum(abs(i // n - home[t] // n) + abs(i % n - home[t] % n) for i, t in enumerate(s) if t)

def moves(s):  # the blank's moves, in the order up, down, left, right
    b = s.index(0)
    for name, d, ok in (("up", -n, b >= n), ("down", n, b < n * n - n), ("left", -1, b % n > 0), ("right", 1, b % n < n - 1)):
        if ok:
            t = list(s); t[b], t[b + d] = t[b + d], 0
            yield name, tuple(t)

best, parent, done, count = {start: 0}, {start: None}, set(), 0
frontier = [(h(start), 0, start)]
while frontier:
    f, _, s = heapq.heappop(frontier)
    if s in done:
        continue
    if s == goal:
        break
    done.add(s)
    print("expand", *s)
    for m, t in moves(s):
        if t not in best or best[s] + 1 < best[t]:
            best[t], parent[t] = best[s] + 1, (s, m)
            count += 1
            heapq.heappush(frontier, (best[t] + h(t), count, t))
path = []
while parent[s]:
    s, m = parent[s]
    path.append(m)
for m in reversed(path):
    print("move", m)
print("cost", len(path))
