# A student's backtracking search for frontier check's constraint
# satisfaction protocol: it reads the conventions and the problem on
# standard input, prints every assignment, undoing and backtrack, then the
# solution or no-solution. Variable order static, mrv or mrv-degree; value
# order static or lcv; inference none, fc or mac.
import sys


def words(line):
    out, rest = [], line.strip()
    while rest and rest[0] != "#":
        if rest[0] == '"':
            end = rest.index('"', 1)
            out.append(rest[1:end])
            rest = rest[end + 1:].strip()
        else:
            word = rest.split()[0]
            out.append(word)
            rest = rest[len(word):].strip()
    return out


def read(lines):
    header, names, domain, binary, tables = {}, [], {}, {}, []
    it = iter(lines)
    for line in it:
        w = words(line)
        if w == ["problem"]:
            break
        if w:
            header[w[0]] = " ".join(w[1:])

    def add(x, y, ok):
        binary.setdefault((x, y), []).append(ok)
        binary.setdefault((y, x), []).append(lambda b, a: ok(a, b))

    for line in it:
        w = words(line)
        if not w:
            continue
        if w[0] == "var":
            colon = w.index(":")
            for n in w[1:colon]:
                names.append(n)
                domain[n] = w[colon + 1:]
        elif w[0] == "alldiff":
            for i, x in enumerate(w[1:]):
                for y in w[i + 2:]:
                    add(x, y, lambda a, b: a != b)
        elif w[0] == "table":
            rows = []
            for row in it:
                r = words(row)
                if r == ["end"]:
                    break
                if r:
                    rows.append(tuple(r))
            if len(w) == 3:
                allowed = set(rows)
                add(w[1], w[2], lambda a, b, s=allowed: (a, b) in s)
            else:
                tables.append((w[1:], set(rows)))
        elif w[1] == "!=":
            add(w[0], w[2], lambda a, b: a != b)
        elif w[1] == "==":
            add(w[0], w[2], lambda a, b: a == b)
        elif w[1] == "<":
            add(w[0], w[2], lambda a, b: int(a) < int(b))
    return header, names, domain, binary, tables


class Solver:
    def __init__(self, header, names, domain, binary, tables):
        self.var_order = header.get("variable-order", "static")
        self.val_order = header.get("value-order", "static")
        self.inference = header.get("inference", "none")
        self.names, self.binary, self.tables = names, binary, tables
        self.alive = {n: list(domain[n]) for n in names}
        self.order = {n: list(domain[n]) for n in names}
        self.neighbours = {n: [m for m in names if (n, m) in binary] for n in names}
        self.value = {}

    def allows(self, x, a, y, b):
        return all(ok(a, b) for ok in self.binary.get((x, y), []))

    def legal(self, x, a):
        for y in self.neighbours[x]:
            if y in self.value and not self.allows(x, a, y, self.value[y]):
                return False
        return self.tables_allow(x, a)

    def tables_allow(self, x, a):
        # A table over three or more variables is tested once every other
        # variable of it is assigned.
        for vs, rows in self.tables:
            if x in vs and all(v in self.value or v == x for v in vs):
                if tuple(a if v == x else self.value[v] for v in vs) not in rows:
                    return False
        return True

    def left(self, x):
        if self.inference != "none":
            return list(self.alive[x])
        return [a for a in self.alive[x] if self.legal(x, a)]

    def choose(self):
        free = [n for n in self.names if n not in self.value]
        if self.var_order == "static":
            return free[0]
        def key(n):
            degree = sum(1 for m in self.neighbours[n] if m not in self.value)
            if self.var_order == "mrv":
                degree = 0
            return (len(self.left(n)), -degree)
        return min(free, key=key)

    def values(self, x):
        vals = list(self.alive[x])
        if self.val_order == "lcv":
            def ruled_out(a):
                n = 0
                for y in self.neighbours[x]:
                    if y not in self.value:
                        n += sum(1 for c in self.left(y) if not self.allows(x, a, y, c))
                return n
            vals.sort(key=ruled_out)  # stable: ties in the domain's order
        return vals

    def remove(self, y, c, trail):
        self.alive[y].remove(c)
        trail.append((y, c))

    def revise(self, y, x, trail):
        removed = False
        for c in list(self.alive[y]):
            if not any(self.allows(y, c, x, b) for b in self.alive[x]):
                self.remove(y, c, trail)
                removed = True
        return removed

    def infer(self, x, a, trail):
        for c in list(self.alive[x]):
            if c != a:
                self.remove(x, c, trail)
        if self.inference == "fc":
            for y in self.neighbours[x]:
                if y not in self.value:
                    self.revise(y, x, trail)
                    if not self.alive[y]:
                        return False
        elif self.inference == "mac":
            queue = [(y, x) for y in self.neighbours[x] if y not in self.value]
            while queue:
                y, z = queue.pop(0)
                if self.revise(y, z, trail):
                    if not self.alive[y]:
                        return False
                    for w in self.neighbours[y]:
                        if w != z and (w, y) not in queue:
                            queue.append((w, y))
        return True

    def search(self):
        if len(self.value) == len(self.names):
            return True
        x = self.choose()
        for a in self.values(x):
            if self.inference == "none" and not self.legal(x, a) or not self.tables_allow(x, a):
                continue
            print("assign", quote(x), quote(a))
            self.value[x] = a
            trail = []
            if self.infer(x, a, trail) and self.search():
                return True
            for y, c in reversed(trail):
                self.alive[y].append(c)
                self.alive[y].sort(key=self.order[y].index)
            del self.value[x]
            print("unassign", quote(x))
        print("backtrack")
        return False


def quote(name):
    return '"' + name + '"' if " " in name or name.startswith("#") else name


def main(alter=None):
    solver = Solver(*read(sys.stdin.read().splitlines()))
    if alter is not None:
        alter(solver)
    if solver.search():
        print("solution")
        for n in solver.names:
            print(quote(n), quote(solver.value[n]))
    else:
        print("no-solution")


if __name__ == "__main__":
    main()
