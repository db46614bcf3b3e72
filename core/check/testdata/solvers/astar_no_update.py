"""A* that never looks at a state again once it is on the queue (a
mistake: a cheaper path found later is thrown away)."""
import heapq
import itertools
import puzzle

p = puzzle.read()
count = itertools.count()
frontier = [(p.h(p.start), next(count), p.start, 0)]
parent = {p.start: None}
expands = []
while frontier:
    f, _, s, g = heapq.heappop(frontier)
    if s == p.goal:
        puzzle.answer(p, puzzle.walk_back(parent, s), g, len(expands), None, expands)
        break
    expands.append(s)
    for move, t, cost in p.successors(s):
        if t not in parent:
            parent[t] = (s, move)
            heapq.heappush(frontier, (g + cost + p.h(t), next(count), t, g + cost))
else:
    puzzle.answer(p, [], 0, len(expands), None, expands, found=False)
