"""The widespread 8-puzzle assignment's program, as its course answers it:
python3 driver.py [--VARIANT ...] bfs|dfs|ast 1,2,5,3,4,0,6,7,8 writes
output.txt. Moves are tried Up, Down, Left, Right; the goal is 0,1,...,8,
tested when a node is popped; a state in the frontier or explored is
never added again (so A* never lowers a state's cost), A*'s ties going to
the node pushed first.

The variants are the ways public programs of the assignment part from
it: --repush (A* puts a state back at a lower cost, the textbook's way),
--goal-counted (nodes_expanded counts the goal), --no-cost (no
cost_of_path line), --spaced-names (moves written 'Up, ')."""
import heapq
import itertools
import sys
import time
from collections import deque

variants = {a[2:] for a in sys.argv[1:] if a.startswith("--")}
method, board = [a for a in sys.argv[1:] if not a.startswith("--")]
board = tuple(int(t) for t in board.split(","))
n = int(len(board) ** 0.5)
goal = tuple(range(n * n))
MOVES = [("Up", -1, 0), ("Down", 1, 0), ("Left", 0, -1), ("Right", 0, 1)]


def children(s):
    b = s.index(0)
    r, c = divmod(b, n)
    for name, dr, dc in MOVES:
        if 0 <= r + dr < n and 0 <= c + dc < n:
            t = list(s)
            q = (r + dr) * n + c + dc
            t[b], t[q] = t[q], 0
            yield name, tuple(t)


def manhattan(s):
    return sum(abs(i // n - t // n) + abs(i % n - t % n) for i, t in enumerate(s) if t)


start = time.time()
parent = {board: None}
expanded = 0
max_depth = 0
depth = {board: 0}
found = None
if method in ("bfs", "dfs"):
    frontier = deque([board])
    seen = {board}
    while frontier:
        s = frontier.popleft() if method == "bfs" else frontier.pop()
        if s == goal:
            found = s
            break
        expanded += 1
        kids = list(children(s))
        if method == "dfs":
            kids.reverse()
        for move, t in kids:
            if t not in seen:
                seen.add(t)
                parent[t] = (s, move)
                depth[t] = depth[s] + 1
                max_depth = max(max_depth, depth[t])
                frontier.append(t)
else:
    count = itertools.count()
    frontier = [(manhattan(board), next(count), board)]
    on_frontier = {board}
    explored = set()
    while frontier:
        f, _, s = heapq.heappop(frontier)
        if s in explored:
            continue  # a stale entry, put back at a lower cost since
        on_frontier.discard(s)
        explored.add(s)
        if s == goal:
            found = s
            break
        expanded += 1
        for move, t in children(s):
            g = depth[s] + 1
            if t in explored:
                continue
            if t in on_frontier and ("repush" not in variants or g >= depth[t]):
                continue
            depth[t] = g
            parent[t] = (s, move)
            max_depth = max(max_depth, g)
            on_frontier.add(t)
            heapq.heappush(frontier, (g + manhattan(t), next(count), t))
path = []
s = found
while parent[s] is not None:
    s, move = parent[s][0], parent[s][1]
    path.append(move)
path.reverse()
if "goal-counted" in variants:
    expanded += 1
if "spaced-names" in variants:
    path = [m + ", " for m in path]
with open("output.txt", "w") as out:
    out.write("path_to_goal: %s\n" % path)
    if "no-cost" not in variants:
        out.write("cost_of_path: %d\n" % len(path))
    out.write("nodes_expanded: %d\n" % expanded)
    out.write("search_depth: %d\n" % len(path))
    out.write("max_search_depth: %d\n" % max_depth)
    out.write("running_time: %.8f\n" % (time.time() - start))
    out.write("max_ram_usage: %.8f\n" % 0.0)
