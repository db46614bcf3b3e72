#!/usr/bin/env bash
# webcheck.sh WEBDIR DESKTOP_BINARY: Frontier's browser build in a real
# browser. It serves WEBDIR (make web) on localhost, opens it in Debian's
# Chromium under Xvfb (WebGL through SwiftShader, the software renderer)
# and checks that
#   1. the window draws: a screenshot of the page holds Frontier's window
#      (many colours, no one colour covering the page, the loader gone);
#   2. an A* search started from the address (?run=solve …) gives the cost
#      the desktop binary gives on the same state;
#   3. a long search is cancelled from the page's own timer within a second
#      (the search gives the page its turn; if it did not, the timer could
#      not fire until the search ended).
# It also reports the time to the window's start with a warm cache, and
# the browser's nodes per second against the desktop's. Screenshots go to
# SHOTS (default a temporary folder). Exit status 0 when every check holds.
set -euo pipefail
web=${1:?usage: webcheck.sh WEBDIR DESKTOP_BINARY}
desk=${2:?usage: webcheck.sh WEBDIR DESKTOP_BINARY}
[ -f "$web/index.html" ] || { echo "webcheck: $web has no index.html (make web)" >&2; exit 2; }
browser=$(command -v chromium || true)
[ -n "$browser" ] || { echo "webcheck: chromium is not installed (make deps)" >&2; exit 2; }
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

go build -o "$tmp/webserve" ./scripts/webserve
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
"$tmp/webserve" -addr "127.0.0.1:$port" "$web" 2>"$tmp/serve.log" &
pids+=($!)
for _ in $(seq 50); do
	python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$port/')" 2>/dev/null && break
	sleep 0.1
done

display=:$((90 + RANDOM % 400))
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
pids+=($!)
sleep 1
export DISPLAY=$display

profile=$tmp/profile
fail=0
# page URL LOG PATTERN SECONDS: open URL in a fresh browser window (the
# profile, and so its cache, is kept between calls) and wait until its
# console log shows PATTERN. The browser stays open for a screenshot;
# close_page ends it.
page() {
	rm -f "$profile"/Singleton* # the lock of the window closed before
	setsid "$browser" --no-sandbox --test-type --use-angle=swiftshader --enable-unsafe-swiftshader \
		--disable-quic --no-first-run --no-default-browser-check --disable-background-networking \
		--disable-component-update --disable-sync --disable-features=Translate --password-store=basic \
		--user-data-dir="$profile" --enable-logging=stderr --v=0 \
		--window-position=0,0 --window-size=1280,800 --app="$1" >/dev/null 2>"$2" &
	browser_pid=$!
	local waited=0
	until grep -q "$3" "$2" 2>/dev/null; do
		sleep 0.5
		waited=$((waited + 1))
		if [ $waited -ge $(($4 * 2)) ]; then
			echo "webcheck: no \"$3\" in ${4}s; the page's log:" >&2
			grep -a 'CONSOLE\|ERROR' "$2" | tail -20 >&2
			return 1
		fi
	done
}
close_page() {
	kill -- -"$browser_pid" 2>/dev/null || true # the browser and its helpers
	wait "$browser_pid" 2>/dev/null || true
	sleep 1
}
# console LOG: the page's console lines, without Chromium's wrapping.
console() { sed -n 's/.*CONSOLE[:(]*[0-9]*)*\] "\(.*\)", source: .*/\1/p' "$1"; }
ms() { console "$1" | sed -n "s/^frontier web: $2 at \([0-9]*\) ms.*/\1/p" | awk 'NR == 1'; }
# json LOG FIELD: a number field of the one JSON line in the log.
json() { console "$1" | grep '^{' | awk 'NR == 1' | python3 -c "import json,sys; print(json.load(sys.stdin)[sys.argv[1]])" "$2"; }

url=http://127.0.0.1:$port/

# 1. The window draws.
page "$url" "$tmp/cold.log" "window started" 120
sleep 3 # the first frames
import -window root "$shots/window.png"
close_page
colours=$(convert "$shots/window.png" -format %k info:)
top=$(convert "$shots/window.png" -format "%c" histogram:info:- | awk '$1+0 > n {n = $1+0} END {print n}')
share=$((100 * top / (1280 * 800)))
echo "window: $colours colours; the commonest covers $share% of the page"
if [ "$colours" -lt 40 ] || [ "$share" -gt 85 ]; then
	echo "webcheck: the page does not show Frontier's window (see $shots/window.png)" >&2
	fail=1
fi
if console "$tmp/cold.log" | grep -q "^frontier web: \(program ended\|error:\)"; then
	echo "webcheck: the program ended or failed in the page:" >&2
	console "$tmp/cold.log" | grep "^frontier web: \(program ended\|error:\)" >&2
	fail=1
fi

# The same page again, its download in the browser's cache.
page "$url" "$tmp/warm.log" "window started" 120
close_page
echo "window started: $(ms "$tmp/cold.log" "window started") ms from the page's opening, $(ms "$tmp/warm.log" "window started") ms with a warm cache"

# 2. An A* search answers as on the desktop.
state="--width 4 --random-walk 300 --seed 3"
"$desk" solve --json --engine astar $state >"$tmp/desk.json"
page "$url?run=solve+--json+--engine+astar+${state// /+}" "$tmp/solve.log" "run ended" 300
import -window root "$shots/solve.png"
close_page
want=$(python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['cost'])" "$tmp/desk.json")
got=$(json "$tmp/solve.log" cost || echo none)
echo "A* on $state: cost $got in the browser, $want on the desktop"
[ "$got" = "$want" ] || { echo "webcheck: the browser's cost differs" >&2; fail=1; }
bg=$(json "$tmp/solve.log" generated || echo 0)
bt=$(json "$tmp/solve.log" elapsed_ms || echo 0)
dg=$(python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['generated'])" "$tmp/desk.json")
dt=$(python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['elapsed_ms'])" "$tmp/desk.json")
python3 - "$bg" "$bt" "$dg" "$dt" <<'PY'
import sys
bg, bt, dg, dt = map(float, sys.argv[1:])
if bt > 0 and dt > 0:
    b, d = bg / bt * 1000, dg / dt * 1000
    print(f"nodes/s: {b:,.0f} in the browser ({bg:,.0f} in {bt:,.0f} ms), {d:,.0f} on the desktop ({dg:,.0f} in {dt:,.0f} ms): the desktop {d / b:.1f}× faster")
PY

# 3. A long search stops within a second of the page's cancel.
long="--width+4+--random-walk+300+--seed+2+--heuristic+misplaced"
page "$url?run=solve+--json+--engine+idastar+$long&cancel=1500" "$tmp/cancel.log" "run ended" 120
close_page
c=$(ms "$tmp/cancel.log" cancel)
e=$(ms "$tmp/cancel.log" "run ended")
reason=$(console "$tmp/cancel.log" | grep '^{' | awk 'NR == 1' | python3 -c "import json,sys; print(json.load(sys.stdin)['stop_reason'])" || echo none)
echo "cancel: asked at $c ms, the search ended at $e ms ($reason): $((e - c)) ms"
if [ "$reason" != cancelled ] || [ $((e - c)) -gt 1000 ]; then
	echo "webcheck: the search was not cancelled within a second" >&2
	fail=1
fi
[ $fail = 0 ] && echo "webcheck: ok"
exit $fail
