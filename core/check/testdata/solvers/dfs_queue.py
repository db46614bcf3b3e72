"""Depth-first search that takes its nodes from the front of the list (a
mistake: that is a queue)."""
import puzzle

p = puzzle.read()
frontier = [(p.start, None, 0)]
seen = {p.start}
parent = {}
expands = []
while frontier:
    s, par, g = frontier.pop(0)
    parent[s] = par
    if s == p.goal:
        puzzle.answer(p, puzzle.walk_back(parent, s), g, len(expands), None, expands)
        break
    expands.append(s)
    for move, t, cost in p.successors(s):
        if t not in seen:
            seen.add(t)
            frontier.append((t, (s, move), g + cost))
