"""Depth-first search as a recursion unrolled: a stack where a state is
explored when popped, every child not explored pushed (so a state may
wait several times), the goal tested when a node is popped; moves tried
in the order down, up, right, left."""
import puzzle

ORDER = {"down": 0, "up": 1, "right": 2, "left": 3}
p = puzzle.read()
stack = [(p.start, None, 0)]
explored = set()
parent = {}
expands = []
while stack:
    s, par, g = stack.pop()
    if s in explored:
        continue
    parent[s] = par
    if s == p.goal:
        puzzle.answer(p, puzzle.walk_back(parent, s), g, None, None, expands)
        break
    explored.add(s)
    expands.append(s)
    children = sorted(p.successors(s), key=lambda m: ORDER.get(m[0], 9))
    for move, t, cost in reversed(children):
        if t not in explored:
            stack.append((t, (s, move), g + cost))
else:
    puzzle.answer(p, [], 0, None, None, expands, found=False)
