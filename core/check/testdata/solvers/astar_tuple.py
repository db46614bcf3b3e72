"""A* as many first programs write it: a heap of (f, state) pairs, so that
ties among equal f go to the smaller state, a table of the best g
reached, the goal tested when a node is popped, stale entries skipped."""
import heapq
import puzzle

p = puzzle.read()
frontier = [(p.h(p.start), p.start)]
best = {p.start: 0}
parent = {p.start: None}
closed = set()
expands = []
while frontier:
    f, s = heapq.heappop(frontier)
    if s in closed:
        continue
    g = best[s]
    if s == p.goal:
        puzzle.answer(p, puzzle.walk_back(parent, s), g, len(expands), None, expands)
        break
    closed.add(s)
    expands.append(s)
    for move, t, cost in p.successors(s):
        if t not in best or g + cost < best[t]:
            best[t] = g + cost
            parent[t] = (s, move)
            heapq.heappush(frontier, (g + cost + p.h(t), t))
else:
    puzzle.answer(p, [], 0, len(expands), None, expands, found=False)
