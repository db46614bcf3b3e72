# A backtracker that gives up too early: after its first two assignments it
# says there is no solution.
import sys

import csp_backtrack

solver = csp_backtrack.Solver(*csp_backtrack.read(sys.stdin.read().splitlines()))
x = solver.choose()
a = solver.values(x)[0]
print("assign", x, a)
solver.value[x] = a
solver.infer(x, a, [])
y = solver.choose()
print("assign", y, solver.values(y)[0])
print("no-solution")
