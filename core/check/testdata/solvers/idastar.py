"""IDA*: depth-first passes bounded by f = g + h, each bound the smallest
f that passed the last, the move straight back to the parent skipped."""
import puzzle

p = puzzle.read()
expands = []
INF = float("inf")


def search(s, prev, g, bound, moves):
    f = g + p.h(s)
    if f > bound:
        return f, None
    if s == p.goal:
        return f, (moves, g)
    expands.append(s)
    least = INF
    for move, t, cost in p.successors(s):
        if t == prev:
            continue
        t_f, found = search(t, s, g + cost, bound, moves + [move])
        if found:
            return t_f, found
        least = min(least, t_f)
    return least, None


bound = p.h(p.start)
while True:
    bound, found = search(p.start, None, 0, bound, [])
    if found:
        puzzle.answer(p, found[0], found[1], len(expands), None, expands)
        break
    if bound == INF:
        puzzle.answer(p, [], 0, len(expands), None, expands, found=False)
        break
