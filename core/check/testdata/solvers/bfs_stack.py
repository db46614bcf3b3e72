"""Breadth-first search that takes its nodes from the wrong end of the
list (a mistake: that is a stack)."""
import puzzle

p = puzzle.read()
parent = {p.start: None}
frontier = [p.start]
expands = []
found = None
while frontier and found is None:
    s = frontier.pop()
    expands.append(s)
    for move, t, cost in p.successors(s):
        if t in parent:
            continue
        parent[t] = (s, move)
        if t == p.goal:
            found = t
            break
        frontier.append(t)
if found is not None:
    moves = puzzle.walk_back(parent, found)
    puzzle.answer(p, moves, len(moves), len(expands), None, expands)
else:
    puzzle.answer(p, [], 0, len(expands), None, expands, found=False)
