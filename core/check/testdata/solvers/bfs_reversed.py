"""Breadth-first search trying the moves in reverse of the puzzle's order:
a FIFO queue, a reached set, the goal tested when a child is generated."""
from collections import deque
import puzzle

p = puzzle.read()
parent = {p.start: None}
queue = deque([p.start])
expands = []
generated = 1
found = p.start if p.start == p.goal else None
while queue and found is None:
    s = queue.popleft()
    expands.append(s)
    for move, t, cost in reversed(p.successors(s)):
        generated += 1
        if t in parent:
            continue
        parent[t] = (s, move)
        if t == p.goal:
            found = t
            break
        queue.append(t)
if found is not None:
    moves = puzzle.walk_back(parent, found)
    puzzle.answer(p, moves, len(moves), len(expands), generated, expands)
else:
    puzzle.answer(p, [], 0, len(expands), generated, expands, found=False)
