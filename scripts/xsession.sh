# xsession.sh, sourced by the window tests: start_x SIZE starts a virtual X
# display of SIZE (1280x800) on a display number the server picks free
# itself, with the openbox window manager, waits until both answer (at
# most 30 s each), and sets DISPLAY, xvfb and wm (their process ids). On a
# machine busy enough that either does not answer in time it tries once
# more on a fresh display, then returns 1, having said on standard error
# which of the two did not answer.
start_x() {
	local attempt
	for attempt in 1 2; do
		start_x_once "$1" && return 0
		kill "$wm" "$xvfb" 2>/dev/null
		wait "$wm" "$xvfb" 2>/dev/null
	done
	return 1
}

start_x_once() {
	local num i
	num=$(mktemp)
	Xvfb -displayfd 1 -screen 0 "${1}x24" >"$num" 2>/dev/null &
	xvfb=$!
	wm=""
	for i in $(seq 1 120); do
		[ -s "$num" ] && break
		sleep 0.25
	done
	export DISPLAY=":$(head -1 "$num")"
	rm -f "$num"
	if [ "$DISPLAY" = ":" ]; then
		echo "xsession: the virtual X server gave no display within 30 s" >&2
		return 1
	fi
	for i in $(seq 1 120); do
		xdotool getdisplaygeometry >/dev/null 2>&1 && break
		sleep 0.25
	done
	openbox >/dev/null 2>&1 &
	wm=$!
	for i in $(seq 1 120); do
		wmctrl -m >/dev/null 2>&1 && return 0
		sleep 0.25
	done
	echo "xsession: the window manager did not answer on $DISPLAY within 30 s" >&2
	return 1
}
