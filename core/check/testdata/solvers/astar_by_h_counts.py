"""A* whose queue is ordered by h alone, ties to the node pushed last,
printing its counts and no expansions (a mistake: that is greedy
search)."""
import heapq
import itertools
import puzzle

p = puzzle.read()
count = itertools.count(0, -1)
frontier = [(p.h(p.start), next(count), p.start)]
best = {p.start: 0}
parent = {p.start: None}
closed = set()
expands = []
while frontier:
    _, _, s = heapq.heappop(frontier)
    if s in closed:
        continue
    g = best[s]
    if s == p.goal:
        puzzle.answer(p, puzzle.walk_back(parent, s), g, len(expands), None, [])
        break
    closed.add(s)
    expands.append(s)
    for move, t, cost in p.successors(s):
        if t not in best or g + cost < best[t]:
            best[t] = g + cost
            parent[t] = (s, move)
            closed.discard(t)
            heapq.heappush(frontier, (p.h(t), next(count), t))
