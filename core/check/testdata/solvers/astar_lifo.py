"""A* with an explored set: every child not yet explored joins the queue
(a state may wait on it several times, its later copies skipped), ties to
the lowest h, then to the node added last."""
import heapq
import itertools
import puzzle

p = puzzle.read()
count = itertools.count()
h0 = p.h(p.start)
frontier = [(h0, h0, 0, p.start, 0, None)]
explored = set()
parent = {}
expands = []
generated = 0
found = None
while frontier:
    f, h, _, s, g, par = heapq.heappop(frontier)
    if s in explored:
        continue
    parent[s] = par
    if s == p.goal:
        found = (s, g)
        break
    explored.add(s)
    expands.append(s)
    for move, t, cost in p.successors(s):
        generated += 1
        if t not in explored:
            ht = p.h(t)
            heapq.heappush(frontier, (g + cost + ht, ht, -next(count), t, g + cost, (s, move)))
if found:
    puzzle.answer(p, puzzle.walk_back(parent, found[0]), found[1], len(expands), generated, expands)
else:
    puzzle.answer(p, [], 0, len(expands), generated, expands, found=False)
