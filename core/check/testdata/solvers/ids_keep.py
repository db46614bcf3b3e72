"""Iterative deepening whose visited set is made once, outside the loop
over the limits (a mistake: each pass must start afresh)."""
import puzzle

p = puzzle.read()
expands = []
visited = set()


def dls(s, moves, limit):
    if s == p.goal:
        return moves
    if limit == 0:
        return None
    visited.add(s)
    expands.append(s)
    for move, t, cost in p.successors(s):
        if t in visited:
            continue
        found = dls(t, moves + [move], limit - 1)
        if found is not None:
            return found
    return None


for limit in range(0, 30):
    found = dls(p.start, [], limit)
    if found is not None:
        puzzle.answer(p, found, len(found), len(expands), None, expands)
        break
else:
    puzzle.answer(p, [], 0, len(expands), None, expands, found=False)
