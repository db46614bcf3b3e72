"""The puzzle side of the test solvers: reading a problem from standard
input as Frontier writes it, the moves of a sliding puzzle or the roads of
a map, the heuristics, and printing an answer. Each solver beside this
file is a search written the way a student might write it."""

import shlex
import sys

MOVES = [("up", -1, 0), ("down", 1, 0), ("left", 0, -1), ("right", 0, 1)]
DIAGONALS = [("up-left", -1, -1), ("up-right", -1, 1), ("down-left", 1, -1), ("down-right", 1, 1)]


class Problem:
    def __init__(self, lines):
        self.keys = {}
        for line in lines:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            key, _, value = line.partition(" ")
            self.keys[key] = value.strip()
        self.kind = self.keys["puzzle"]
        self.engine = self.keys.get("engine", "astar")
        self.heuristic = self.keys.get("heuristic", "none")
        self.max_nodes = int(self.keys.get("max-nodes", "1000000"))
        if self.kind == "sliding":
            self.size = int(self.keys["size"])
            self.moves = MOVES + (DIAGONALS if self.keys.get("diagonal") == "yes" else [])
            self.start = tuple(int(t) for t in self.keys["start"].split())
            self.goal = tuple(int(t) for t in self.keys["goal"].split())
            self.home = {t: i for i, t in enumerate(self.goal)}
        elif self.kind == "route":
            self.read_map(self.keys["map"])
            self.start = self.keys["start"]
            self.goal = self.keys["goal"]
        else:
            raise SystemExit("this solver knows sliding puzzles and maps only")

    def read_map(self, path):
        self.roads = {}
        self.table = {}
        with open(path) as f:
            for line in f:
                words = shlex.split(line.split("#")[0]) if '"' in line else line.split("#")[0].split()
                if not words:
                    continue
                if words[0] == "place":
                    self.roads.setdefault(words[1], [])
                elif words[0] in ("road", "oneway"):
                    a, b, length = words[1], words[2], int(words[3])
                    self.roads[a].append((b, length))
                    if words[0] == "road":
                        self.roads[b].append((a, length))
                elif words[0] == "h":
                    self.table[(words[1], words[2])] = int(words[3])

    def successors(self, s):
        """(move, state, cost) for each move from s, in the puzzle's order."""
        if self.kind == "route":
            return [(b, b, length) for b, length in self.roads[s]]
        n = self.size
        blank = s.index(0)
        r, c = divmod(blank, n)
        out = []
        for name, dr, dc in self.moves:
            rr, cc = r + dr, c + dc
            if 0 <= rr < n and 0 <= cc < n:
                t = list(s)
                q = rr * n + cc
                t[blank], t[q] = t[q], t[blank]
                out.append((name, tuple(t), 1))
        return out

    def h(self, s, name=None):
        name = name or self.heuristic
        if name == "program":
            # Our own heuristic, which Frontier asks heuristic.py for.
            name = "manhattan" if self.kind == "sliding" else "sld"
        if name == "none":
            return 0
        if self.kind == "route":
            d = self.table.get((self.goal, s), 0)
            return 2 * d if name == "sld2" else d
        n = self.size
        total = 0
        for i, t in enumerate(s):
            if t == 0 and not name.endswith("-with-blank"):
                continue
            g = self.home[t]
            if name in ("manhattan", "manhattan-with-blank"):
                total += abs(i // n - g // n) + abs(i % n - g % n)
            elif name == "signed-with-blank":
                # |dx + dy|: the rows' and columns' differences added
                # before the absolute value is taken (a mistake).
                total += abs((i // n - g // n) + (i % n - g % n))
            elif name == "misplaced":
                total += i != g
        return total

    def words(self, s):
        return s if self.kind == "route" else " ".join(str(t) for t in s)


def read():
    return Problem(sys.stdin.read().splitlines())


def answer(p, path_moves, cost, expanded=None, generated=None, expands=(), found=True):
    out = []
    for s in expands:
        out.append("expand " + p.words(s))
    if not found:
        out.append("no-solution")
    else:
        for m in path_moves:
            out.append("move " + m)
        out.append("cost %d" % cost)
    if expanded is not None:
        out.append("expanded %d" % expanded)
    if generated is not None:
        out.append("generated %d" % generated)
    sys.stdout.write("\n".join(out) + "\n")


def walk_back(parent, s):
    """The moves from the start to s, from a parent map s -> (p, move)."""
    moves = []
    while parent[s] is not None:
        p, m = parent[s]
        moves.append(m)
        s = p
    return moves[::-1]
