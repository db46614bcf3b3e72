# A wrapper for a program written for the assignment of command scripts
# (setState, maxNodes, solveAStar h2, ...), which prints its moves as
# "Move 1: LEFT. State: ..." and "... with 8 nodes generated.": it turns
# Frontier's problem into a script, runs the program on it and turns its
# transcript into Frontier's answer. Run it as
#   frontier check --run 'python3 script_wrapper.py java -cp . Puzzle'
# where the program takes the script's file name as its last argument.
import re, subprocess, sys

p = dict(line.split(" ", 1) for line in sys.stdin.read().splitlines() if line)
if p["puzzle"] != "sliding":
    sys.exit("the scripts are for sliding puzzles")
h = {"misplaced": "h1", "manhattan": "h2"}.get(p.get("heuristic", ""), p.get("heuristic", ""))
solve = {"astar": "solveAStar " + h, "beam": "solveBeam " + p.get("beam-width", "100")}.get(p["engine"], "solve " + p["engine"] + " " + h)
with open("script.txt", "w") as f:
    f.write("setState %s\nmaxNodes %s\n%s\n" % (p["start"], p["max-nodes"], solve.strip()))
out = subprocess.run(sys.argv[1:] + ["script.txt"], capture_output=True, text=True)
sys.stderr.write(out.stderr)
moves = re.findall(r"^Move \d+: ([A-Z-]+)\.", out.stdout, re.M)
generated = re.search(r"with (\d+) nodes generated", out.stdout)
if "Solved" not in out.stdout:
    print("no-solution")
for m in moves:
    print("move", m.lower())
if generated:
    print("generated", generated.group(1))
sys.exit(out.returncode)
