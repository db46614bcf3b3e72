"""Iterative deepening that counts as generated every child it makes,
before its path check drops those on the current path (a counting
convention, not a mistake). With --at-once it counts a node's children
all at once, as it makes their list; with --counts-only it prints no
expansions."""
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
    children = p.successors(s)
    if "--at-once" in sys.argv:
        generated += len(children)
    for move, t, cost in children:
        if "--at-once" not in sys.argv:
            generated += 1
        if t in path:
            continue
        path.add(t)
        found = dls(t, path, moves + [move], limit - 1, g + cost)
        path.discard(t)
        if found:
            return found
    return None


for limit in range(0, 100):
    found = dls(p.start, {p.start}, [], limit, 0)
    if found:
        shown = () if "--counts-only" in sys.argv else expands
        puzzle.answer(p, found[0], found[1], len(expands), generated, shown)
        break
