# xsession.sh, sourced by the window tests: start_x SIZE starts a virtual X
# display of SIZE (1280x800) on a display number the server picks free
# itself, with the openbox window manager, waits until both answer (at
# most 15 s each), and sets DISPLAY, xvfb and wm (their process ids). It
# returns 1 if either never answers.
start_x() {
	local num i
	num=$(mktemp)
	Xvfb -displayfd 1 -screen 0 "${1}x24" >"$num" 2>/dev/null &
	xvfb=$!
	for i in $(seq 1 60); do
		[ -s "$num" ] && break
		sleep 0.25
	done
	export DISPLAY=":$(head -1 "$num")"
	rm -f "$num"
	[ "$DISPLAY" != ":" ] || return 1
	for i in $(seq 1 60); do
		xdotool getdisplaygeometry >/dev/null 2>&1 && break
		sleep 0.25
	done
	openbox >/dev/null 2>&1 &
	wm=$!
	for i in $(seq 1 60); do
		wmctrl -m >/dev/null 2>&1 && return 0
		sleep 0.25
	done
	return 1
}
