"""A* that stops as soon as it generates the goal (a mistake: a cheaper
path may still be waiting on the queue)."""
import heapq
import itertools
import puzzle

p = puzzle.read()
count = itertools.count()
frontier = [(p.h(p.start), next(count), p.start)]
best = {p.start: 0}
parent = {p.start: None}
expands = []
done = None
while frontier and done is None:
    f, _, s = heapq.heappop(frontier)
    g = best[s]
    if f > g + p.h(s):
        continue
    expands.append(s)
    for move, t, cost in p.successors(s):
        if t not in best or g + cost < best[t]:
            best[t] = g + cost
            parent[t] = (s, move)
            if t == p.goal:
                done = t
                break
            heapq.heappush(frontier, (g + cost + p.h(t), next(count), t))
if done is not None:
    puzzle.answer(p, puzzle.walk_back(parent, done), best[done], len(expands), None, expands)
else:
    puzzle.answer(p, [], 0, len(expands), None, expands, found=False)
