"""Uniform-cost search: a priority queue on g, ties to the node added
first, an explored set, a child replaced on the queue when reached more
cheaply (pushed again, the dearer copy skipped when popped)."""
import heapq
import itertools
import puzzle

p = puzzle.read()
count = itertools.count()
frontier = [(0, next(count), p.start)]
cost_so_far = {p.start: 0}
parent = {p.start: None}
explored = set()
expands = []
while frontier:
    g, _, s = heapq.heappop(frontier)
    if s in explored or g > cost_so_far[s]:
        continue
    if s == p.goal:
        puzzle.answer(p, puzzle.walk_back(parent, s), g, len(expands), None, expands)
        break
    explored.add(s)
    expands.append(s)
    for move, t, cost in p.successors(s):
        if t in explored:
            continue
        if t not in cost_so_far or g + cost < cost_so_far[t]:
            cost_so_far[t] = g + cost
            parent[t] = (s, move)
            heapq.heappush(frontier, (g + cost, next(count), t))
else:
    puzzle.answer(p, [], 0, len(expands), None, expands, found=False)
