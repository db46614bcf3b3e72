#!/usr/bin/env bash
# startup.sh BINARY [RUNS]: time from launch to the Frontier window being
# mapped and visible in a virtual X display, in milliseconds, per run.
set -u
bin=${1:-bin/frontier}
runs=${2:-5}
export LANG=en_US.UTF-8
display=:$((190 + RANDOM % 50))
Xvfb "$display" -screen 0 1280x800x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null' EXIT
sleep 1
export DISPLAY=$display
for _ in $(seq 1 "$runs"); do
	t0=$(date +%s%N)
	"$bin" >/dev/null 2>&1 &
	app=$!
	until xdotool search --onlyvisible --name '^Frontier$' >/dev/null 2>&1; do
		sleep 0.005
	done
	t1=$(date +%s%N)
	echo "window visible after $(( (t1 - t0) / 1000000 )) ms"
	kill "$app"
	wait "$app" 2>/dev/null
done
