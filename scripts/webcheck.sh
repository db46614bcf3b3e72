#!/usr/bin/env bash
# webcheck.sh WEBDIR DESKTOP_BINARY: Frontier's browser build in a real
# browser, Debian's Chromium under Xvfb (WebGL through SwiftShader, the
# software renderer), served two ways: by a plain static server that sends
# files as they are (Python's, no compression) and by the project's own
# (scripts/webserve). It checks that
#   1. opened as a file, the page says it must be served, and how;
#   2. from the plain server the first visit transfers the compressed
#      program only (frontier.wasm.gz, unpacked by the page), the window
#      draws, and a second visit starts from the program kept in the page's
#      storage, downloading nothing;
#   3. the project's server does the same;
#   4. in a portrait window (800×1280) the board's column is over the
#      others;
#   5. an A* search started from the address (?run=solve …) gives the cost
#      the desktop binary gives on the same state;
#   6. during a long search the page answers clicks (a tab shown) and the
#      search is cancelled from the page's own timer within a second;
#   7. the coach on a 15-puzzle: the coach builds the pattern databases
#      while Solve from here waits for them, the search solves, clicks on
#      the tabs are answered meanwhile; A* runs to its node limit on a
#      random 15-puzzle, and Cancel stops IDS with no limit;
#   8. a page in a tab hidden behind another keeps working: the pattern
#      databases' build and a search started from the address end.
# It prints a table of what it measured: sizes, starts, a click's delay
# during a search, A* nodes per second in the page and on the desktop, and
# the page's memory. LOAD=N runs N busy loops meanwhile, as on a loaded
# machine. Screenshots go to SHOTS (default a temporary folder). Exit
# status 0 when every check holds.
set -euo pipefail
web=${1:?usage: webcheck.sh WEBDIR DESKTOP_BINARY}
desk=${2:?usage: webcheck.sh WEBDIR DESKTOP_BINARY}
[ -f "$web/index.html" ] || { echo "webcheck: $web has no index.html (make web)" >&2; exit 2; }
[ -f "$web/frontier.wasm.gz" ] || { echo "webcheck: $web has no frontier.wasm.gz (make web)" >&2; exit 2; }
browser=$(command -v chromium || true)
[ -n "$browser" ] || { echo "webcheck: chromium is not installed (make deps)" >&2; exit 2; }
web=$(cd "$web" && pwd)
tmp=$(mktemp -d)
shots=${SHOTS:-$tmp}
mkdir -p "$shots"
pids=()
cleanup() {
	if [ -n "${browser_pid:-}" ]; then kill -- -"$browser_pid" 2>/dev/null || true; fi
	for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
	rm -rf "$tmp" 2>/dev/null || true
}
trap cleanup EXIT

freeport() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
waitport() {
	for _ in $(seq 50); do
		python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$1/')" 2>/dev/null && return 0
		sleep 0.1
	done
	echo "webcheck: nothing answers on port $1" >&2
	exit 1
}

# The project's server.
go build -o "$tmp/webserve" ./scripts/webserve
own=$(freeport)
"$tmp/webserve" -addr "127.0.0.1:$own" "$web" 2>"$tmp/serve.log" &
pids+=($!)
# A plain static server: files as they are, no compression, its log
# counting the bytes of each answer. RATE (bytes a second) slows it, for
# a look at the loading page.
cat >"$tmp/plain.py" <<'PY'
import http.server, os, sys, time
rate = float(os.environ.get("RATE", "0"))
class Plain(http.server.SimpleHTTPRequestHandler):
    def copyfile(self, src, dst):
        sent = 0
        while True:
            b = src.read(65536)
            if not b:
                break
            dst.write(b)
            sent += len(b)
            if rate:
                time.sleep(len(b) / rate)
        sys.stderr.write("sent %s %d\n" % (self.path, sent))
        sys.stderr.flush()
    def log_message(self, *args):
        pass
os.chdir(sys.argv[2])
http.server.ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), Plain).serve_forever()
PY
plain=$(freeport)
python3 "$tmp/plain.py" "$plain" "$web" 2>"$tmp/plain.log" &
pids+=($!)
slow=$(freeport)
RATE=3000000 python3 "$tmp/plain.py" "$slow" "$web" 2>/dev/null &
pids+=($!)
for p in $own $plain $slow; do waitport "$p"; done

display=:$((90 + RANDOM % 400))
Xvfb "$display" -screen 0 1280x1280x24 -nolisten tcp >/dev/null 2>&1 &
pids+=($!)
sleep 1
export DISPLAY=$display

for _ in $(seq "${LOAD:-0}"); do
	sh -c 'while :; do :; done' &
	pids+=($!)
done

# bad WHAT: a check failed. What failed is said at once and again after
# the table, with the page's last lines where a wait ran out, so that the
# end of the output (all a CI summary may keep) tells it.
fail=0
failures=()
bad() {
	echo "webcheck: $*" >&2
	failures+=("$*${waited_out:+; $waited_out}")
	waited_out=
	fail=1
}
# page URL LOG PATTERN SECONDS PROFILE [WxH]: open URL in a browser window
# at the screen's top left with the profile (and so the storage) PROFILE,
# and wait until its console log shows PATTERN (- waits for nothing);
# with tab=' ' the page opens in a browser window with tabs. The
# browser stays open
# for clicks and screenshots; close_page ends it. Meanwhile the largest
# resident size of its pages' processes is kept in LOG.rss.
page() {
	local size=${6:-1280,800}
	rm -f "$5"/Singleton* # the lock of the window closed before
	setsid "$browser" --no-sandbox --test-type --use-angle=swiftshader --enable-unsafe-swiftshader \
		--disable-quic --no-first-run --no-default-browser-check --disable-background-networking \
		--disable-component-update --disable-sync --disable-features=Translate --password-store=basic \
		--user-data-dir="$5" --enable-logging=stderr --v=0 \
		--window-position=0,0 --window-size="${size/x/,}" ${tab:---app=}"$1" >/dev/null 2>"$2" &
	browser_pid=$!
	(
		peak=0
		while kill -0 "$browser_pid" 2>/dev/null; do
			r=$(ps -eo pgid=,rss=,args= | awk -v g="$browser_pid" '$1 == g && /--type=renderer/ && $2 > m {m = $2} END {print m + 0}')
			[ "$r" -gt "$peak" ] && peak=$r && echo "$peak" >"$2.rss"
			sleep 0.5
		done
	) &
	[ "$3" = - ] || waitfor "$2" "$3" "$4"
}
# waitfor LOG PATTERN SECONDS: wait until the page's console shows PATTERN.
waitfor() {
	local waited=0
	until console "$1" | grep -q "$2"; do
		sleep 0.5
		waited=$((waited + 1))
		if [ $waited -ge $(($3 * 2)) ]; then
			echo "webcheck: no \"$2\" in ${3}s; the page's log:" >&2
			grep -a 'CONSOLE\|ERROR' "$1" | tail -20 >&2
			# The page's own last lines, and the browser's if one of its
			# processes crashed or was killed.
			waited_out="the page's last lines: $(console "$1" | cut -c1-160 | tail -6 | paste -sd '|' -)"
			if grep -aqi 'crashed\|killed\|out of memory' "$1"; then
				waited_out+="; the browser: $(grep -ai 'crashed\|killed\|out of memory' "$1" | cut -c1-160 | tail -2 | paste -sd '|' -)"
			fi
			return 1
		fi
	done
}
close_page() {
	kill -- -"$browser_pid" 2>/dev/null || true # the browser and its helpers
	wait "$browser_pid" 2>/dev/null || true
	browser_pid=
	sleep 1
}
# console LOG: the page's console lines, without Chromium's wrapping.
console() { sed -n 's/.*CONSOLE[:(]*[0-9]*)*\] "\(.*\)", source: .*/\1/p' "$1"; }
# ms LOG WHAT: when the page's console first said WHAT.
ms() { console "$1" | sed -n "s/^frontier web: $2 at \([0-9]*\) ms.*/\1/p" | awk 'NR == 1'; }
# json LOG FIELD: a field of the one JSON line in the log.
json() { console "$1" | grep '^{' | awk 'NR == 1' | python3 -c "import json,sys; print(json.load(sys.stdin)[sys.argv[1]])" "$2"; }
# click X Y: a click at a point of the screen.
click() { xdotool mousemove "$1" "$2" click 1; }
# delays LOG PATTERN: the ms from each click (pointer down) to the next
# line matching PATTERN, as a list.
delays() {
	console "$1" | python3 -c '
import re, sys
down, out = None, []
for line in sys.stdin:
    m = re.match(r"frontier web: (.*) at (\d+) ms", line)
    if not m:
        continue
    what, at = m.group(1), int(m.group(2))
    if what == "pointer down":
        down = at
    elif re.search(sys.argv[1], what) and down is not None:
        out.append(at - down)
        down = None
print(" ".join(map(str, out)))' "$2"
}
maxof() { echo "$@" | tr ' ' '\n' | awk 'NF {if ($1 > m) m = $1} END {print m + 0}'; }
mb() { awk -v b="$1" 'BEGIN {printf "%.1f MB", b / 1e6}'; }
secs() { awk -v m="$1" 'BEGIN {printf "%.1f s", m / 1000}'; }
# start LOG: when the window started, and the phases before it.
start() {
	echo "$(secs "$(ms "$1" "window started")") (compiled $(secs "$(ms "$1" "wasm ready")"), Go started $(secs "$(ms "$1" "program started")"), window built $(secs "$(ms "$1" "window built")"))"
}
rss() { [ -f "$1.rss" ] && awk '{printf "%.0f MB", $1 / 1024}' "$1.rss" || echo "?"; }

raw=$(stat -c %s "$web/../frontier.wasm" 2>/dev/null || echo 0)
gz=$(stat -c %s "$web/frontier.wasm.gz")

# 1. Opened as a file.
page "file://$web/index.html" "$tmp/file.log" "could not start" 60 "$tmp/pfile" 800x600
close_page
console "$tmp/file.log" | grep -q "could not start: Frontier must be served by a web server" ||
	bad "opened as a file, the page does not say it must be served"

# 2. A plain static server: the first visit, then a second.
url=http://127.0.0.1:$plain/
page "$url" "$tmp/cold.log" "window started" 180 "$tmp/p1"
sleep 3 # the first frames
import -window root -crop 1280x800+0+0 "$shots/window.png"
close_page
colours=$(convert "$shots/window.png" -format %k info:)
top=$(convert "$shots/window.png" -format "%c" histogram:info:- | awk '$1+0 > n {n = $1+0} END {print n}')
share=$((100 * top / (1280 * 800)))
echo "window: $colours colours; the commonest covers $share% of the page"
if [ "$colours" -lt 40 ] || [ "$share" -gt 85 ]; then
	bad "the page does not show Frontier's window (see $shots/window.png)"
fi
if console "$tmp/cold.log" | grep -q "^frontier web: \(program ended\|error:\|could not start\)"; then
	bad "the program ended or failed in the page: $(console "$tmp/cold.log" | grep "^frontier web: \(program ended\|error:\|could not\)")"
fi
sent=$(awk '$2 == "/frontier.wasm.gz" {s += $3} END {print s + 0}' "$tmp/plain.log")
[ "$sent" = "$gz" ] || bad "the plain server sent $sent bytes of the program, want the compressed $gz"
page "$url" "$tmp/warm.log" "window started" 120 "$tmp/p1"
close_page
console "$tmp/warm.log" | grep -q "cached program found" || bad "the second visit did not start from the kept program"
sent2=$(awk '$2 == "/frontier.wasm.gz" {s += $3} END {print s + 0}' "$tmp/plain.log")
[ "$sent2" = "$sent" ] || bad "the second visit downloaded the program again"

# 3. The project's server, a first and a second visit.
page "http://127.0.0.1:$own/" "$tmp/owncold.log" "window started" 180 "$tmp/p2"
close_page
page "http://127.0.0.1:$own/" "$tmp/ownwarm.log" "window started" 120 "$tmp/p2"
close_page
owngot=$(console "$tmp/owncold.log" | sed -n 's/^frontier web: downloaded \([0-9]*\) bytes.*/\1/p')
[ "$owngot" = "$gz" ] || bad "from the project's server the page read $owngot bytes, want $gz"
console "$tmp/ownwarm.log" | grep -q "cached program found" || bad "the second visit to the project's server did not start from the kept program"

# The loading page, from a plain server slowed to 3 MB/s.
page "http://127.0.0.1:$slow/" "$tmp/slow.log" - 60 "$tmp/p3"
sleep 3
import -window root -crop 1280x800+0+0 "$shots/loading.png"
close_page

# 4. A portrait window: the board's column over the others. The 8-puzzle's
# tiles are blue; at the right of the board's column's top they are
# there only when it spans the window.
page "$url" "$tmp/portrait.log" "window started" 120 "$tmp/p1" 800x1280
sleep 3
import -window root -crop 800x1280+0+0 "$shots/portrait.png"
close_page
tile=$(convert "$shots/portrait.png" -crop 1x1+530+170 -format '%[fx:int(255*b)] %[fx:int(255*r)]' info:)
read -r blue red <<<"$tile"
{ [ "$blue" -gt 150 ] && [ "$red" -lt 100 ]; } || bad "in a portrait window the board is not over the other columns (see $shots/portrait.png)"

# 5. An A* search answers as on the desktop.
state="--width 4 --random-walk 300 --seed 3"
"$desk" solve --json --engine astar $state >"$tmp/desk.json"
page "$url?run=solve+--json+--engine+astar+${state// /+}" "$tmp/solve.log" "run ended" 300 "$tmp/p1"
close_page
want=$(python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['cost'])" "$tmp/desk.json")
got=$(json "$tmp/solve.log" cost || echo none)
echo "A* on $state: cost $got in the browser, $want on the desktop"
[ "$got" = "$want" ] || bad "the browser's cost differs"
rates=$(python3 - "$(json "$tmp/solve.log" generated || echo 0)" "$(json "$tmp/solve.log" elapsed_ms || echo 0)" "$tmp/desk.json" <<'PY'
import json, sys
bg, bt = float(sys.argv[1]), float(sys.argv[2])
d = json.load(open(sys.argv[3]))
b = bg / bt * 1000 if bt > 0 else 0
k = d["generated"] / d["elapsed_ms"] * 1000 if d["elapsed_ms"] > 0 else 0
print(f"{b / 1e6:.2f}M in the page, {k / 1e6:.2f}M on the desktop ({k / b if b else 0:.1f}×)")
PY
)

# 6. A long search: clicks on the tabs answered meanwhile, then the
# page's own timer cancels it.
long="--width+4+--random-walk+300+--seed+2+--heuristic+misplaced"
page "$url?run=solve+--json+--engine+idastar+$long&cancel=9000" "$tmp/cancel.log" "run started" 120 "$tmp/p1"
for _ in 1 2; do
	sleep 1.5
	click 165 49 # the cube's tab
	sleep 1.5
	click 60 49 # back
done
waitfor "$tmp/cancel.log" "run ended" 120
sleep 1
for _ in 1 2; do # the same clicks with no search running
	click 165 49
	sleep 1.5
	click 60 49
	sleep 1.5
done
close_page
c=$(ms "$tmp/cancel.log" cancel)
e=$(ms "$tmp/cancel.log" "run ended")
reason=$(json "$tmp/cancel.log" stop_reason || echo none)
echo "cancel: asked at $c ms, the search ended at $e ms ($reason): $((e - c)) ms"
if [ "$reason" != cancelled ] || [ $((e - c)) -gt 1000 ]; then
	bad "the search was not cancelled within a second"
fi
all=($(delays "$tmp/cancel.log" "^tab shown"))
busy="${all[*]:0:4}"
idle="${all[*]:4}"
echo "a tab shown after a click: ${busy:-none} ms during the search, ${idle:-none} ms after it"
[ -n "$busy" ] || bad "no click on a tab was answered during the long search"

# 7. The coach on a 15-puzzle, from a first visit (no settings kept).
page "$url" "$tmp/coach.log" "window started" 180 "$tmp/p4"
sleep 1
click 20 657 # Coach
sleep 1
click 600 127 # the board's menu
sleep 1
click 500 240 # 4×4
sleep 1.5     # the coach starts building the pattern databases
click 80 657  # Solve from here, which waits for them
for _ in 1 2; do
	sleep 1
	click 165 49
	sleep 1
	click 60 49
done
if waitfor "$tmp/coach.log" "search ended" 600; then
	sleep 2
	import -window root -crop 1280x800+0+0 "$shots/coach.png"
	console "$tmp/coach.log" | grep -q "search ended: Solved in" ||
		bad "Solve from here with the coach on a 15-puzzle did not solve: $(console "$tmp/coach.log" | grep "search ended")"
	coachtabs=$(delays "$tmp/coach.log" "^tab shown")
	# A uniformly random 15-puzzle: A* with Manhattan to its node limit,
	# watching memory; then IDS with no node limit, which would run for
	# hours, stopped by the Cancel button.
	click 505 480 # the randomizer's menu
	sleep 1
	click 420 554 # Uniform
	sleep 1
	click 715 480 # Randomize
	sleep 1
	click 855 89 # Solve
	waitfor "$tmp/coach.log" "search ended.*node limit" 600 || bad "A* on a random 15-puzzle did not stop at its node limit"
	sleep 1
	click 620 656 # the engine's menu
	sleep 1
	click 489 548 # IDS, in the menu opened upwards
	sleep 1
	click 698 774 # No limit
	sleep 1
	click 855 89 # Solve
	sleep 3
	click 1020 89 # Cancel
	waitfor "$tmp/coach.log" "search ended.*cancelled" 60 || bad "Cancel did not stop the search"
	canceldelay=$(delays "$tmp/coach.log" "^search cancel asked")
else
	import -window root -crop 1280x800+0+0 "$shots/coach.png"
	bad "the coach on a 15-puzzle: Solve from here did not end (see $shots/coach.png)"
fi
close_page
coachrss=$(rss "$tmp/coach.log")

# 8. A page in a background tab keeps working: the first build of the
# pattern databases and a search, started from the address in a tab that
# another tab then hides, end as in a tab on show. (A browser may hold a
# hidden page's timers to a wake-up a second: turns that came back
# through timers crawled there, the process nearly idle, so a hidden page
# turns through messages only.)
run="solve+--json+--width+4+--random-walk+30+--seed+2+--heuristic+pdb+--engine+idastar"
tab=' ' page "$url?run=$run" "$tmp/hidden.log" "run started" 180 "$tmp/p5"
"$browser" --no-sandbox --test-type --user-data-dir="$tmp/p5" about:blank >/dev/null 2>&1 # a tab over it
if waitfor "$tmp/hidden.log" "run ended" 300; then
	hidden=$(($(ms "$tmp/hidden.log" "run ended") - $(ms "$tmp/hidden.log" "run started")))
	[ "$(json "$tmp/hidden.log" cost || echo none)" = "$(FRONTIER_CACHE_DIR="$tmp/cache" "$desk" solve --json --width 4 --random-walk 30 --seed 2 --heuristic pdb --engine idastar | python3 -c "import json,sys; print(json.load(sys.stdin)['cost'])")" ] ||
		bad "the search in a hidden tab found another cost than the desktop's"
else
	hidden=
	bad "a search in a hidden tab did not end in 5 minutes"
fi
console "$tmp/hidden.log" | grep -q "^frontier web: page hidden" ||
	bad "the tab opened over the page did not hide it (the page never said it was hidden)"
close_page

cat <<EOF

| measure | value |
|---|---|
| frontier.wasm | $(mb "$raw") |
| transferred on a first visit, plain server | $(mb "$sent") |
| transferred on a first visit, project's server | $(mb "${owngot:-0}") |
| first visit to the window, plain server | $(start "$tmp/cold.log") |
| second visit, plain server | $(start "$tmp/warm.log") |
| first visit, project's server | $(start "$tmp/owncold.log") |
| second visit, project's server | $(start "$tmp/ownwarm.log") |
| a tab shown after a click, during a long search (ms) | ${busy:-?} |
| the same clicks, no search (ms) | ${idle:-?} |
| tabs during Solve from here with the coach (ms) | ${coachtabs:-?} |
| Cancel answered during IDS on a 15-puzzle (ms) | ${canceldelay:-?} |
| A* nodes/s on a 15-puzzle | $rates |
| a tab hidden behind another: 4×4 pattern databases built and IDA* | $(secs "${hidden:-0}") |
| the page's memory (largest renderer): A* search | $(rss "$tmp/solve.log") |
| the page's memory: coach, Solve from here, A* to 2,000,000 nodes | $coachrss |
EOF
if [ $fail = 0 ]; then
	echo "webcheck: ok"
else
	printf 'webcheck: failed: %s\n' "${failures[@]}"
fi
exit $fail
