"""Iterative deepening: depth-limited recursion with limits 0, 1, 2, …,
the goal tested when a node is entered, a child on the current path
skipped; every expansion of every pass printed."""
import sys
import puzzle

sys.setrecursionlimit(10000)
p = puzzle.read()
expands = []
generated = 0


def dls(s, path, moves, limit, g):
    global generated
    if s == p.goal:
        return moves, g
    if limit == 0:
        return None
    expands.append(s)
    for move, t, cost in p.successors(s):
        if t in path:
            continue
        generated += 1
        path.add(t)
        found = dls(t, path, moves + [move], limit - 1, g + cost)
        path.discard(t)
        if found:
            return found
    return None


for limit in range(0, 100):
    found = dls(p.start, {p.start}, [], limit, 0)
    if found:
        puzzle.answer(p, found[0], found[1], len(expands), generated, expands)
        break
