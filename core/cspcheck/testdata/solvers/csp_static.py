# The backtracker that takes its variables in the problem's order, whatever
# order the problem names: MRV asked, it diverges where MRV picks another.
import csp_backtrack


def static(solver):
    solver.var_order = "static"


csp_backtrack.main(static)
