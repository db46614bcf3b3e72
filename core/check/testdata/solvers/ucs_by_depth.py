"""Uniform-cost search that orders its queue by the number of moves (a
mistake: the cost of a road is not one)."""
import heapq
import itertools
import puzzle

p = puzzle.read()
count = itertools.count()
frontier = [(0, next(count), p.start, 0)]
best = {p.start: 0}
parent = {p.start: None}
depth = {p.start: 0}
closed = set()
expands = []
while frontier:
    d, _, s, g = heapq.heappop(frontier)
    if s in closed:
        continue
    if s == p.goal:
        puzzle.answer(p, puzzle.walk_back(parent, s), g, len(expands), None, expands)
        break
    closed.add(s)
    expands.append(s)
    for move, t, cost in p.successors(s):
        if t not in best or g + cost < best[t]:
            best[t] = g + cost
            parent[t] = (s, move)
            closed.discard(t)
            heapq.heappush(frontier, (d + 1, next(count), t, g + cost))
