"""Depth-first search with a stack and a set of states seen (waiting or
explored): children pushed in reverse order so that they are popped in
the puzzle's order, the goal tested when a node is popped."""
import puzzle

p = puzzle.read()
stack = [(p.start, None, 0)]
seen = {p.start}
parent = {}
expands = []
generated = 0
while stack:
    s, par, g = stack.pop()
    parent[s] = par
    if s == p.goal:
        puzzle.answer(p, puzzle.walk_back(parent, s), g, len(expands), generated, expands)
        break
    expands.append(s)
    if len(expands) > p.max_nodes:
        puzzle.answer(p, [], 0, len(expands), generated, expands, found=False)
        break
    for move, t, cost in reversed(p.successors(s)):
        generated += 1
        if t not in seen:
            seen.add(t)
            stack.append((t, (s, move), g + cost))
else:
    puzzle.answer(p, [], 0, len(expands), generated, expands, found=False)
