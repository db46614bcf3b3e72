"""A right search without expand lines, whose expanded count adds the
nodes it generated: python3 counts_off.py [SOLVER], SOLVER astar.py when
not given."""
import os
import subprocess
import sys

solver = sys.argv[1] if len(sys.argv) > 1 else "astar.py"
out = subprocess.run([sys.executable, os.path.join(os.path.dirname(__file__), solver)],
                     input=sys.stdin.read(), capture_output=True, text=True).stdout
lines = [l for l in out.splitlines() if not l.startswith("expand ")]
gen = [int(l.split()[1]) for l in lines if l.startswith("generated ")][0]
print("\n".join("expanded %d" % (int(l.split()[1]) + gen) if l.startswith("expanded ") else l for l in lines))
