#!/usr/bin/env bash
# hostile-check.sh BINARY: the attacks of a hostile student's program on
# the teacher who checks it with frontier check, each run against the real
# binary: escapes, reach into the teacher's files, environment, network
# and rights, a classmate's sabotage, grades forged after the grader ends,
# answers had for free, limits, and odd submissions. It prints one row per
# attack, "held" with what was checked or "BROKE" with what got through,
# and exits 1 if any broke. hostile.sh runs it as its check section.
#
# Every process an attack starts carries a marker in its command line;
# what is left of them afterwards is ended. Nothing is unbounded: the fork
# bomb forks 1,000 processes at most, the memory hog asks 3 GB, and the
# classmate who ends programs ends those named solver.py alone.
set -u
bin=$(realpath "${1:-bin/frontier}")
tmp=$(mktemp -d)
marker=hostile-$$
cleanup() {
	pkill -KILL -f "$marker" 2>/dev/null
	kill "${listener:-}" 2>/dev/null
	rm -rf "$tmp"
}
trap cleanup EXIT
cd "$tmp" || exit 1
held=0 broke=0
export HOME=$tmp/home FRONTIER_SECRET=s3cret-$marker
mkdir -p "$HOME/.ssh" prog
echo mine >"$HOME/.bashrc"

# row NAME WHAT CONDITION: CONDITION (evaluated) holds when the attack was
# held; WHAT says what was checked.
row() {
	if eval "$3"; then
		held=$((held + 1))
		printf 'held   %-46s %s\n' "$1" "$2"
	else
		broke=$((broke + 1))
		printf 'BROKE  %-46s %s\n' "$1" "$2"
		sed 's/^/       report: /' report.txt 2>/dev/null | grep -v '^       report: *$' | head -4
	fi
}

# student PROGRAM: the Python program a student hands in, as prog/solver.py,
# with puzzle.py's A* beside it for those that also answer.
student() { printf '%s\n' "$1" >prog/solver.py; }

# checked [FLAGS...]: frontier check of prog/solver.py on one 8-puzzle.
checked() {
	timeout -s KILL 120 "$bin" check --run "python3 $tmp/prog/solver.py" --instances 1 --time-limit 10s "$@" \
		>report.txt 2>err.txt
}

# gone: no process of the attacks is left.
gone() { sleep 0.5; ! pgrep -f "$marker" >/dev/null; }

# An honest A*, for the classmate and for the attacks that also answer.
cat >prog/astar.py <<'EOF'
import heapq, sys
lines = dict(l.split(" ", 1) for l in sys.stdin.read().splitlines() if " " in l)
start, goal = tuple(map(int, lines["start"].split())), tuple(map(int, lines["goal"].split()))
w = int(lines["size"])
def h(s): return sum(abs(i // w - goal.index(t) // w) + abs(i % w - goal.index(t) % w) for i, t in enumerate(s) if t)
moves = [("up", -w), ("down", w), ("left", -1), ("right", 1)]
frontier, best, parent, n = [(h(start), 0, 0, start)], {start: 0}, {start: None}, 0
while frontier:
    f, _, g, s = heapq.heappop(frontier)
    if g > best[s]: continue
    if s == goal: break
    b = s.index(0)
    for name, d in moves:
        if name == "left" and b % w == 0 or name == "right" and b % w == w - 1 or not 0 <= b + d < w * w: continue
        t = list(s); t[b], t[b + d] = t[b + d], 0; t = tuple(t)
        if t not in best or g + 1 < best[t]:
            best[t], parent[t] = g + 1, (s, name); n += 1
            heapq.heappush(frontier, (g + 1 + h(t), n, g + 1, t))
path = []
while parent[s]: s, m = parent[s]; path.append(m)
for m in reversed(path): print("move", m)
print("cost", len(path))
EOF
answer='import runpy, sys, os; sys.argv = ["astar.py"]; runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), "astar.py"), run_name="__main__")'

echo "check: a student's program against its grader"
# The attacks are for a sandbox: unconfined, they would reach this
# machine for real. Where the binary makes none, none is run.
student "$answer"
checked --json
if ! grep -q '"confined": true' report.txt; then
	echo "check: no sandbox here, so no attack is run:"; cat err.txt
	exit 1
fi

student "import os, sys
os.system('setsid sh -c \"exec sleep 60.$marker\" &')
pid = os.fork()
if pid == 0:
    os.setpgid(0, 0); os.execvp('sleep', ['sleep', '61.$marker'])
$answer"
checked
row "escape: setsid, setpgid" "no process left after the check" 'gone && grep -q PASS report.txt'

student "x = b'x' * (3 << 30)"
checked --json
row "memory: 3 GB asked" "memory-limit at 2 GB" 'grep -q "\"memory-limit\"" report.txt'

student "import os
for i in range(1000):
    if os.fork() == 0:
        os.execvp('sleep', ['sleep', '5.$marker'])"
checked --json
row "processes: 1,000 forks" "process-limit at 256" 'grep -q "\"process-limit\"" report.txt && gone'

student "while True: pass"
checked --json --time-limit 30s --cpu-time 2s
row "CPU: a loop, 30 s of time, 2 s of CPU" "cpu-time" 'grep -q "\"cpu-time\"" report.txt'

student "import os
with open('/tmp/fill-$marker', 'wb') as f:
    for i in range(1024): f.write(b'x' * (1 << 20))"
checked --json
row "disk: 1 GB written to /tmp" "file-limit, nothing in the host's /tmp" '[ ! -e /tmp/fill-$marker ] && grep -q "\"file-limit\"" report.txt'

student "import os
for p in ['$HOME/.bashrc', os.path.expanduser('~/.bashrc')]:
    try: open(p, 'a').write('evil\n')
    except OSError: pass
try: open('$HOME/.ssh/authorized_keys', 'a').write('ssh-ed25519 evil\n')
except OSError: pass
$answer"
checked
row "reach: \$HOME/.bashrc, .ssh/authorized_keys" "both untouched" '[ "$(cat "$HOME/.bashrc")" = mine ] && [ ! -e "$HOME/.ssh/authorized_keys" ]'

student "import os
for p in ['/proc/%d/cwd/planted' % os.getppid(), '/proc/1/cwd/planted', '$tmp/planted']:
    try: open(p, 'w').write('x')
    except OSError: pass
$answer"
checked
row "reach: the checker's folder via /proc" "nothing planted" '[ ! -e planted ] && [ ! -e prog/planted ]'

student "import os, sys
print(sorted(os.environ), file=sys.stderr)
for p in ['/proc/%d/environ' % os.getppid(), '/proc/1/environ']:
    try: print(open(p).read(), file=sys.stderr)
    except OSError: pass
print(os.environ.get('FRONTIER_SECRET'), file=sys.stderr)
sys.exit(1)"
checked
row "reach: the teacher's environment" "no secret in the report" '! grep -q "s3cret" report.txt && grep -q "TMPDIR" report.txt'

python3 -c "
import socket, sys
s = socket.socket(); s.bind(('127.0.0.1', 0)); s.listen()
print(s.getsockname()[1], flush=True)
while True: s.accept()[0].close()
" >port.txt &
listener=$!
sleep 0.5
student "import socket, sys
try:
    socket.create_connection(('127.0.0.1', $(cat port.txt)), timeout=3); print('connected', file=sys.stderr)
except OSError as e: print('refused', e, file=sys.stderr)
sys.exit(1)"
checked
row "reach: a TCP connection to the host" "refused" '! grep -q "\"connected\"" report.txt && grep -q refused report.txt'

if [ "$(id -u)" = 0 ]; then
	student "import os
try: open('/root/.frontier-planted', 'w').write('x')
except OSError: pass
try: open('$tmp/prog/planted', 'w').write('x')
except OSError: pass
$answer"
	checked
	row "root: the teacher is root" "the program is not" '[ ! -e /root/.frontier-planted ] && [ ! -e prog/planted ]'
fi

student "import subprocess, sys
for exe in ['/proc/1/exe', '/proc/%d/exe' % __import__('os').getppid(), '$bin']:
    try:
        out = subprocess.run([exe, 'solve', '--json', '3,1,2,4,5,8,6,7,0'], capture_output=True, timeout=5)
        if out.returncode == 0: print('ran the grader', exe, file=sys.stderr); break
    except Exception: pass
sys.exit(1)"
checked
row "answers: the grader's own binary" "not run" '! grep -q "ran the grader" report.txt'

# A class: a hostile classmate beside an honest one, graded at once.
mkdir -p class/alice class/bob
cp prog/astar.py class/bob/solver.py
out=$tmp/grades
cat >class/alice/solver.py <<EOF
import os, shutil, signal, subprocess, sys, time
me = os.path.dirname(os.path.abspath(__file__))
try:
    got = subprocess.run([sys.executable, os.path.join(me, "..", "bob", "solver.py")], stdin=sys.stdin, capture_output=True)
    sys.stdout.write(got.stdout.decode())
except Exception: pass
shutil.rmtree(os.path.join(me, "..", "bob"), ignore_errors=True)
shutil.rmtree("$tmp/class/bob", ignore_errors=True)
for pid in os.listdir("/proc"):
    try:
        if pid.isdigit() and int(pid) != os.getpid() and "solver.py" in open("/proc/%s/cmdline" % pid).read():
            os.kill(int(pid), signal.SIGKILL)
    except OSError: pass
if os.fork() == 0:
    os.setsid()
    time.sleep(3)
    for f in ["summary.csv", "index.html", "reports/alice.txt"]:
        try: open(os.path.join("$out", f), "w").write("alice,5,5,pass\n")
        except OSError: pass
    os.execvp("sleep", ["sleep", "9.$marker"])
EOF
timeout -s KILL 300 "$bin" check --submissions class --out "$out" --run 'python3 {dir}/solver.py' --instances 2 --jobs 2 \
	>report.txt 2>err.txt
cp "$out/summary.csv" summary.before 2>/dev/null
sleep 4
row "class: a classmate's folder deleted" "bob's copy intact, bob passes" '[ -s class/bob/solver.py ] && grep -q "^bob,2,2" "$out/summary.csv"'
row "class: a classmate's program run or ended" "alice passes nothing" 'grep -q "^alice,0,2" "$out/summary.csv"'
row "class: grades forged after the grader ends" "summary.csv as written" 'cmp -s summary.before "$out/summary.csv" && gone'

mkdir -p class2/ann
timeout 60 "$bin" check --submissions class2 --out class2/grades --run 'python3 {dir}/solver.py' >report.txt 2>err.txt
code=$?
row "class: --out inside --submissions" "refused, exit 2" '[ $code = 2 ] && grep -q "must be apart" err.txt'

# The answer to the one problem --seed 1 draws, hard-coded.
timeout 60 "$bin" check --run "python3 $tmp/prog/astar.py" --instances 1 --seed 1 --json >seed1.json 2>/dev/null
moves=$(python3 -c "import json; print('\n'.join('print(\"move %s\")' % m for m in json.load(open('seed1.json'))['tests'][0]['program']['moves']))")
mkdir -p class3/carl class3/dana
printf '%s\nprint("cost %s")\n' "$moves" "$(echo "$moves" | grep -c move)" >class3/carl/solver.py
mkdir -p "class3/$(printf '\033[31mred')"
ln -s ../class3/carl class3/link-in
ln -s "$tmp/prog" class3/link-out
# One instance is drawn at 4 moves from the goal, one of the 16 such
# 8-puzzles: a fresh seed draws seed 1's own problem once in 16, and carl's
# answer is then right. The class is graded again, at most five times,
# until its problem is another, which the attack needs.
seed1start=$(python3 -c "import json; print(json.load(open('seed1.json'))['tests'][0]['start'])")
for _ in 1 2 3 4 5; do
	rm -rf grades3
	timeout -s KILL 120 "$bin" check --submissions class3 --out grades3 --run 'python3 {dir}/solver.py' --instances 1 \
		>report.txt 2>err.txt
	grep -q "from $seed1start," grades3/reports/carl.txt 2>/dev/null || break
done
row "answers: hard-coded for --seed 1" "a fresh seed, printed; carl fails" 'grep -q "drawn from seed" err.txt && grep -q "^carl,0,1" grades3/summary.csv'
row "class: a name with escape sequences" "escaped in summary.csv and index.html" '! grep -q "$(printf "\033")" grades3/summary.csv grades3/index.html'
row "class: an empty submission" "no program found" 'grep -q "^dana,.*no program found" grades3/summary.csv'
row "class: links as submissions" "inside followed, outside skipped" 'grep -q "^link-in,0,1" grades3/summary.csv && grep -q "^link-out,.*skipped" grades3/summary.csv'

echo "check: $held held, $broke broke"
[ "$broke" = 0 ]
