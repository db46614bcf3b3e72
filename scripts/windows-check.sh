#!/usr/bin/env bash
# windows-check.sh EXE LINUX_BINARY [SHOTS]: run the Windows executable
# under Wine in a temporary prefix and check that it starts, answers on
# its command line as the Linux binary does, draws its window, solves in
# it, and ends when the window is closed. SHOTS (default a temporary
# folder) receives the screenshots: the window as it opens and after a
# Solve.
#
# Debian's Wine 8 has no bcryptprimitives.dll, which Go's Windows runtime
# loads at start; a stand-in built from test/wine/bcryptprimitives.c goes
# into the temporary prefix's system32, the only folder Go looks in, with
# test/wine/deletefallback.c (see there). It is never packaged.
set -u
exe=$1 linux=$2 shots=${3:-$(mktemp -d)}
here=$(cd "$(dirname "$0")" && pwd)
export LANG=en_US.UTF-8
fail=0 pass=0
ok() { echo "windows-check: ok: $*"; pass=$((pass + 1)); }
bad() { echo "windows-check: FAILED: $*"; fail=$((fail + 1)); }

for tool in wine x86_64-w64-mingw32-gcc Xvfb xdotool wmctrl import; do
	command -v "$tool" >/dev/null || { echo "windows-check: $tool is missing (make windows-check installs it)"; exit 1; }
done
mkdir -p "$shots"
WINEPREFIX=$(mktemp -d)
export WINEPREFIX WINEDEBUG=-all
# Native bcryptprimitives (the stand-in); no Mono or Gecko installers.
export WINEDLLOVERRIDES="bcryptprimitives=n;mscoree=;mshtml="
. "$here/xsession.sh"
xvfb="" wm="" app=""
cleanup() {
	[ -n "$app" ] && kill "$app" 2>/dev/null
	wineserver -k 2>/dev/null
	kill $wm $xvfb 2>/dev/null
	rm -rf "$WINEPREFIX"
}
trap cleanup EXIT
# A machine busy with other builds may keep the display from answering in
# time: it is given a second try.
if ! start_x 1280x800; then
	kill $wm $xvfb 2>/dev/null
	if ! start_x 1280x800; then
		echo "windows-check: no virtual display or window manager answered"; exit 1
	fi
fi

t0=$(date +%s)
if ! timeout 300 wineboot -i >/dev/null 2>&1; then
	echo "windows-check: wineboot could not make a prefix"; exit 1
fi
echo "windows-check: Wine prefix made in $(($(date +%s) - t0)) s"
sys32="$WINEPREFIX/drive_c/windows/system32"
if ! x86_64-w64-mingw32-gcc -shared -O2 -o "$sys32/bcryptprimitives.dll" \
	"$here/../test/wine/bcryptprimitives.c" "$here/../test/wine/deletefallback.c" -ladvapi32; then
	echo "windows-check: the bcryptprimitives stand-in did not build"; exit 1
fi
cp "$exe" "$WINEPREFIX/drive_c/frontier.exe"
win="$WINEPREFIX/drive_c/frontier.exe"

# run ARGS…: the executable under Wine, its output without carriage returns.
run() { timeout 120 wine "$win" "$@" 2>&1 | tr -d '\r'; }

want=$("$linux" --version)
t0=$(date +%s%N)
got=$(run --version)
ms=$((($(date +%s%N) - t0) / 1000000))
if [ "$got" = "$want" ]; then ok "--version says \"$got\" ($ms ms)"; else bad "--version said \"$got\", the Linux binary \"$want\""; fi

# field JSON NAME: one field of a JSON object.
field() { python3 -c 'import json,sys; print(json.loads(sys.argv[1]).get(sys.argv[2]))' "$1" "$2" 2>/dev/null; }
# Each solve's cost and node counts must match the Linux binary's: the
# engines are deterministic, whatever the system.
check_solve() {
	local w l f
	l=$("$linux" solve --json "$@")
	t0=$(date +%s%N)
	w=$(run solve --json "$@")
	ms=$((($(date +%s%N) - t0) / 1000000))
	for f in cost expanded generated; do
		if [ "$(field "$w" $f)" != "$(field "$l" $f)" ] || [ "$(field "$w" $f)" = None ]; then
			bad "solve --json $*: $f $(field "$w" $f), the Linux binary's $(field "$l" $f)"; return
		fi
	done
	el=$(field "$w" elapsed_ms)
	if ! python3 -c 'import sys; sys.exit(0 if float(sys.argv[1]) > 0 else 1)' "$el" 2>/dev/null; then
		bad "solve --json $*: elapsed_ms $el, not above 0"; return
	fi
	ok "solve --json $*: cost $(field "$w" cost), $(field "$w" generated) generated as on Linux, elapsed_ms $el ($ms ms for the command)"
}
check_solve 0,3,4,6,8,2,1,5,7
check_solve --puzzle route
check_solve --puzzle cube --scramble "R U F' R2"

# not_blank PNG: whether the screenshot holds more than a few colours.
not_blank() { [ "$(convert "$1" -format %k info:)" -gt 16 ]; }

log=$(mktemp)
t0=$(date +%s%N)
wine "$win" >"$log" 2>&1 &
app=$!
window=""
for _ in $(seq 1 120); do
	window=$(xdotool search --onlyvisible --name '^Frontier$' 2>/dev/null | head -1)
	[ -n "$window" ] && break
	kill -0 "$app" 2>/dev/null || break
	sleep 0.5
done
if [ -z "$window" ]; then
	bad "no Frontier window within 60 s"; tr -d '\r' <"$log" | tail -20
	echo "$pass passed, $fail failed"; exit 1
fi
ok "the window showed after $((($(date +%s%N) - t0) / 1000000)) ms"
sleep 4
import -window root "$shots/window.png"
if not_blank "$shots/window.png"; then ok "the window drew: $shots/window.png"; else bad "the window is blank: $shots/window.png"; fi
# Ctrl+Enter solves the sliding tab's state.
timeout 10 xdotool windowactivate --sync "$window" key ctrl+Return
sleep 4
import -window root "$shots/solved.png"
if not_blank "$shots/solved.png" && ! cmp -s "$shots/window.png" "$shots/solved.png"; then
	ok "Solve changed the window: $shots/solved.png"
else
	bad "Solve left the window as it was: $shots/solved.png"
fi
wmctrl -F -c Frontier
for _ in $(seq 1 60); do
	kill -0 "$app" 2>/dev/null || break
	sleep 0.5
done
if kill -0 "$app" 2>/dev/null; then
	bad "the app still runs 30 s after its window was closed"; tr -d '\r' <"$log" | tail -20
else
	wait "$app"
	status=$?
	app=""
	if [ "$status" = 0 ]; then ok "closing the window ended the app with status 0"; else bad "the app ended with status $status"; tr -d '\r' <"$log" | tail -20; fi
fi
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
