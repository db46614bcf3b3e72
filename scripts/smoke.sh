#!/usr/bin/env bash
# smoke.sh BINARY: start the real app in a virtual X display with a window
# manager, wait for its window, open the watch window (Ctrl+Shift+W) and
# close it, then close the main window; fail if the app crashed, never
# showed a window, or is still running after its main window was closed.
set -u
bin=${1:-bin/frontier}
export LANG=en_US.UTF-8
. "$(dirname "$0")/xsession.sh"
xvfb="" wm=""
trap 'kill $wm $xvfb 2>/dev/null' EXIT
if ! start_x 1280x800; then
	echo "smoke: no virtual display or window manager answered"; exit 1
fi
log=$(mktemp)
"$bin" >"$log" 2>&1 &
app=$!
window=""
for _ in $(seq 1 30); do
	sleep 0.5
	if ! kill -0 "$app" 2>/dev/null; then
		echo "smoke: frontier exited early:"; cat "$log"; exit 1
	fi
	window=$(xdotool search --name '^Frontier$' 2>/dev/null | head -1)
	[ -n "$window" ] && break
done
if [ -z "$window" ]; then
	echo "smoke: no Frontier window after 15 s"; cat "$log"; kill "$app"; exit 1
fi
sleep 2
if ! kill -0 "$app" 2>/dev/null; then
	echo "smoke: frontier crashed after showing its window:"; cat "$log"; exit 1
fi

# wait_for TITLE: the id of a window whose title matches TITLE, within 15 s.
wait_for() {
	for _ in $(seq 1 30); do
		id=$(xdotool search --onlyvisible --name "$1" 2>/dev/null | head -1)
		[ -n "$id" ] && { echo "$id"; return 0; }
		sleep 0.5
	done
	return 1
}
timeout 10 xdotool windowactivate --sync "$window" key ctrl+shift+w
if ! wait_for '^Watch' >/dev/null; then
	echo "smoke: Ctrl+Shift+W opened no watch window"; cat "$log"; kill "$app"; exit 1
fi
wmctrl -c Watch
sleep 1
# closed TRIES: whether the app ended within TRIES half seconds.
closed() {
	for _ in $(seq 1 "$1"); do
		kill -0 "$app" 2>/dev/null || return 0
		sleep 0.5
	done
	return 1
}
wmctrl -F -c Frontier
# A window manager busy on a loaded machine may drop a close request: it
# is asked once more before the app is judged.
if ! closed 20; then
	wmctrl -F -c Frontier
	if ! closed 40; then
		echo "smoke: frontier still runs 30 s after its main window was closed; its goroutines:"
		kill -QUIT "$app"
		sleep 1
		grep -A12 '^goroutine 1 ' "$log"
		exit 1
	fi
fi
echo "smoke: the Frontier window opened, showed a watch window, and closing it ended the app"
echo "1 passed, 0 failed"
