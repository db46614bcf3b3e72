"""Breadth-first search that prints its counts alone, counted as one of
the ways courses count: python3 bfs_counting.py [--parent-check]
[--start] [--goal]. A FIFO queue, a state reached once, the goal tested
when popped; --parent-check drops the move back to the parent before
counting a child generated, --start counts the start as generated,
--goal counts the goal as expanded."""
import sys
from collections import deque
import puzzle

ways = set(a[2:] for a in sys.argv[1:])
p = puzzle.read()
parent = {p.start: None}
queue = deque([p.start])
expanded, generated = 0, 1 if "start" in ways else 0
found = None
while queue:
    s = queue.popleft()
    if s == p.goal:
        found = s
        break
    expanded += 1
    for move, t, cost in p.successors(s):
        if "parent-check" in ways and parent[s] is not None and t == parent[s][0]:
            continue
        generated += 1
        if t in parent:
            continue
        parent[t] = (s, move)
        queue.append(t)
if "goal" in ways:
    expanded += 1
moves = puzzle.walk_back(parent, found)
puzzle.answer(p, moves, len(moves), expanded, generated)
