# The backtracker that prints its assignments right, then a solution with
# its second variable given the first one's value.
import sys

import csp_backtrack

solver = csp_backtrack.Solver(*csp_backtrack.read(sys.stdin.read().splitlines()))
solver.search()
first, second = solver.names[0], solver.names[1]
solver.value[second] = solver.value[first]
print("solution")
for n in solver.names:
    print(n, solver.value[n])
