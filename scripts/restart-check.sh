#!/usr/bin/env bash
# restart-check.sh BINARY [OUTDIR]: the real windows after a restart on a
# smaller screen. On a 1920×1080 virtual display (with the openbox window
# manager) the app is opened with a fresh profile, presentation mode is
# switched on (Ctrl+P), a watch window opened (Ctrl+Shift+W) and the app
# quit from it (Ctrl+Q); the profile keeps presentation mode. Then, on a
# 1024×768 and a 1280×800 display, the app opens again with that profile:
# the main window and its watch window must lie whole on the screen (the
# client area where xwininfo puts it, and the frame's title bar above it),
# a watch window destroyed from outside (xdotool windowclose) must open
# again at the next Ctrl+Shift+W, and Ctrl+Q in the watch window must end
# the app, without the X library's "X Error of failed request" that ends
# a process. Prints each window's place and the verdicts; leaves
# screenshots in OUTDIR. Exit 1 if anything fails.
set -u
here=$(dirname "$0")
. "$here/xsession.sh"
bin=$(readlink -f "$1")
out=${2:-$(mktemp -d)}
mkdir -p "$out"
home=$(mktemp -d)
fail=0

app() { # starts the app with the profile; sets ap
	HOME=$home XDG_CONFIG_HOME=$home/.config XDG_CACHE_HOME=$home/.cache LANG=en_US.UTF-8 "$bin" >>"$out/app.log" 2>&1 &
	ap=$!
	local i
	for i in $(seq 60); do wmctrl -l 2>/dev/null | grep -q ' Frontier$' && break; sleep 0.5; done
	sleep 2
}

# win NAME: the id of the visible window whose title starts with NAME.
win() { xdotool search --onlyvisible --name "^$1" 2>/dev/null | tail -1; }

# fits TAG ID W H: says where window ID lies and whether it fits W×H.
fits() {
	local tag=$1 id=$2 W=$3 H=$4 info x y w h ok=yes
	if [ -z "$id" ] || ! info=$(xwininfo -id "$id" 2>/dev/null); then
		echo "$tag: no window"
		fail=1
		return
	fi
	x=$(sed -n 's/.*Absolute upper-left X: *//p' <<<"$info"); y=$(sed -n 's/.*Absolute upper-left Y: *//p' <<<"$info")
	w=$(sed -n 's/.*Width: *//p' <<<"$info"); h=$(sed -n 's/.*Height: *//p' <<<"$info")
	[ "$x" -ge 0 ] && [ "$y" -ge 0 ] && [ $((x + w)) -le "$W" ] && [ $((y + h)) -le "$H" ] || ok=no
	echo "$tag: \"$(xdotool getwindowname "$id")\" at ${x},${y} size ${w}x${h} on ${W}x${H}: fits $ok"
	[ "$ok" = yes ] || fail=1
	import -window root "$out/$tag.png" 2>/dev/null
}

# ends TAG: waits for the app to end, and says how.
ends() {
	local i rc
	for i in $(seq 20); do kill -0 "$ap" 2>/dev/null || break; sleep 0.5; done
	if kill -0 "$ap" 2>/dev/null; then
		echo "$1: the app did not end"
		kill "$ap"
		fail=1
		return
	fi
	wait "$ap"
	rc=$?
	echo "$1: the app ended with status $rc"
	[ "$rc" = 0 ] || fail=1
}

key() { # key ID KEYS: activates window ID and types KEYS there
	xdotool windowactivate --sync "$1" 2>/dev/null
	xdotool key --window "$1" "$2" 2>/dev/null # the window may be gone once the key is up
}

start_x 1920x1080 || exit 1
app
key "$(win Frontier)" ctrl+p
sleep 3
fits saved-1920x1080 "$(win Frontier)" 1920 1080
key "$(win Frontier)" ctrl+shift+w
sleep 4
key "$(win Watch)" ctrl+q
ends "Ctrl+Q in the watch window at 1920x1080"
kill "$wm" "$xvfb" 2>/dev/null
wait "$wm" "$xvfb" 2>/dev/null
grep -q '"presentation":true' "$home/.config/fyne/org.frontier.lab/preferences.json" ||
	{ echo "the profile did not keep presentation mode"; fail=1; }

for size in 1024x768 1280x800; do
	W=${size%x*}
	H=${size#*x}
	start_x "$size" || exit 1
	app
	fits "restarted-$size" "$(win Frontier)" "$W" "$H"
	key "$(win Frontier)" ctrl+shift+w
	sleep 4
	fits "watch-$size" "$(win Watch)" "$W" "$H"
	xdotool windowclose "$(win Watch)"
	sleep 1
	key "$(win Frontier)" ctrl+shift+w
	sleep 4
	fits "watch-again-$size" "$(win Watch)" "$W" "$H"
	key "$(win Watch)" ctrl+q
	ends "Ctrl+Q in the watch window at $size"
	kill "$wm" "$xvfb" 2>/dev/null
	wait "$wm" "$xvfb" 2>/dev/null
done
if grep -q 'X Error of failed request' "$out/app.log"; then
	echo "the X library ended the app:"
	grep -A4 'X Error of failed request' "$out/app.log"
	fail=1
fi
cp "$home/.config/fyne/org.frontier.lab/preferences.json" "$out/" 2>/dev/null
rm -rf "$home"
echo "screenshots and the app's log in $out"
exit $fail
