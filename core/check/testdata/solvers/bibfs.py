"""Bidirectional breadth-first search: a search from the start and one
back from the goal, each with a reached map; the side whose next layer is
smaller expands that whole layer (the start's side on a tie), each node's
children in the puzzle's order (going back, the states with a move into
it, in the same order); a child the other side reached is a meeting, and
the search stops at the end of the layer that made one, on the cheapest
path through a state met there.

With the argument first-meet it stops at the first meeting instead, in
the middle of the layer (a mistake); with alternate, the sides take turns
whatever their layers' sizes (another rule than the engine's)."""
import sys
import puzzle

p = puzzle.read()
first_meet = "first-meet" in sys.argv[1:]
alternate = "alternate" in sys.argv[1:]


def predecessors(s):
    """(move, state, cost) for each move into s: the states with a move
    into s, in the order the engine lists them."""
    if p.kind == "route":
        return [(s, a, length) for a in p.roads for b, length in p.roads[a] if b == s]
    # A sliding puzzle's moves can be undone: the states one move from s,
    # each reached from there by the opposite move.
    back = {"up": "down", "down": "up", "left": "right", "right": "left",
            "up-left": "down-right", "down-right": "up-left", "up-right": "down-left", "down-left": "up-right"}
    return [(back[m], t, c) for m, t, c in p.successors(s)]


# Each side: state -> (the state it was reached from, the move between, g).
fwd = {p.start: (None, None, 0)}
bwd = {p.goal: (None, None, 0)}
layers = {True: [p.start], False: [p.goal]}
expands = []
best = None  # (cost, state met)
turn = 0
while best is None and layers[True] and layers[False]:
    forward = len(layers[False]) >= len(layers[True])
    if alternate:
        forward, turn = turn % 2 == 0, turn + 1
    mine, other = (fwd, bwd) if forward else (bwd, fwd)
    steps = p.successors if forward else predecessors
    nxt = []
    for s in layers[forward]:
        expands.append(s)
        g = mine[s][2]
        for move, t, cost in steps(s):
            if t in mine:
                continue
            mine[t] = (s, move, g + cost)
            nxt.append(t)
            if t in other:
                c = g + cost + other[t][2]
                if best is None or c < best[0]:
                    best = (c, t)
                if first_meet:
                    break
        if first_meet and best is not None:
            break
    layers[forward] = nxt

if p.start == p.goal:
    puzzle.answer(p, [], 0, 0, expands=[])
elif best is None:
    puzzle.answer(p, [], 0, len(expands), expands=expands, found=False)
else:
    cost, met = best
    moves = []
    s = met
    while fwd[s][0] is not None:
        moves.append(fwd[s][1])
        s = fwd[s][0]
    moves.reverse()
    s = met
    while bwd[s][0] is not None:
        moves.append(bwd[s][1])
        s = bwd[s][0]
    puzzle.answer(p, moves, cost, len(expands), expands=expands)
