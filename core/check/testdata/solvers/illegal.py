"""A right A* that prints one move too many, which pushes the blank off
the board at the goal."""
import subprocess
import sys
import os

out = subprocess.run([sys.executable, os.path.join(os.path.dirname(__file__), "astar.py")],
                     input=sys.stdin.read(), capture_output=True, text=True).stdout
lines = out.splitlines()
last = max(i for i, l in enumerate(lines) if l.startswith("move ") or l.startswith("expand "))
lines.insert(last + 1, "move up")
print("\n".join(lines))
