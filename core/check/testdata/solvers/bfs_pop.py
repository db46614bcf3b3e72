"""Breadth-first search as the graph-search pseudocode has it: the goal
tested when a node is popped, an explored set, a child skipped only when
explored or already waiting in the queue. It prints no expansions."""
from collections import deque
import puzzle

p = puzzle.read()
queue = deque([(p.start, None)])
waiting = {p.start}
explored = set()
parent = {}
expanded = 0
generated = 0
while queue:
    s, par = queue.popleft()
    waiting.discard(s)
    parent[s] = par
    if s == p.goal:
        moves = puzzle.walk_back(parent, s)
        puzzle.answer(p, moves, len(moves), expanded, generated)
        break
    explored.add(s)
    expanded += 1
    for move, t, cost in p.successors(s):
        generated += 1
        if t not in explored and t not in waiting:
            waiting.add(t)
            queue.append((t, (s, move)))
else:
    puzzle.answer(p, [], 0, expanded, generated, found=False)
