"""A* whose estimate adds each tile's row and column differences before
taking the absolute value, |dx + dy|, the blank counted too (a mistake:
neither Manhattan distance nor a bound)."""
import heapq
import itertools
import puzzle

p = puzzle.read()
h = lambda s: p.h(s, "signed-with-blank")
count = itertools.count()
frontier = [(h(p.start), next(count), p.start)]
best = {p.start: 0}
parent = {p.start: None}
closed = set()
expands = []
generated = 0
while frontier:
    f, _, s = heapq.heappop(frontier)
    if s in closed:
        continue
    g = best[s]
    if s == p.goal:
        puzzle.answer(p, puzzle.walk_back(parent, s), g, len(expands), generated, expands)
        break
    closed.add(s)
    expands.append(s)
    for move, t, cost in p.successors(s):
        generated += 1
        if t not in best or g + cost < best[t]:
            best[t] = g + cost
            parent[t] = (s, move)
            closed.discard(t)
            heapq.heappush(frontier, (g + cost + h(t), next(count), t))
