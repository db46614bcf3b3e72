#!/usr/bin/env bash
# smoke.sh BINARY: start the real app in a virtual X display, wait for its
# window, and fail if it crashed or never showed one.
set -u
bin=${1:-bin/frontier}
export LANG=en_US.UTF-8
display=:$((90 + RANDOM % 100))
Xvfb "$display" -screen 0 1280x800x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null' EXIT
sleep 1
export DISPLAY=$display
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
kill "$app"
echo "smoke: the Frontier window opened and stayed up"
echo "1 passed, 0 failed"
