"""Greedy best-first search: a priority queue on h, ties to the node added
last, a state never queued twice."""
import heapq
import itertools
import puzzle

p = puzzle.read()
count = itertools.count()
frontier = [(p.h(p.start), 0, p.start, 0)]
parent = {p.start: None}
expands = []
while frontier:
    h, _, s, g = heapq.heappop(frontier)
    if s == p.goal:
        puzzle.answer(p, puzzle.walk_back(parent, s), g, len(expands), None, expands)
        break
    expands.append(s)
    for move, t, cost in p.successors(s):
        if t not in parent:
            parent[t] = (s, move)
            heapq.heappush(frontier, (p.h(t), -next(count), t, g + cost))
else:
    puzzle.answer(p, [], 0, len(expands), None, expands, found=False)
