#!/usr/bin/env bash
# monkey.sh BINARY [SECONDS] [SEED]: drive the real window under a virtual X
# display with seeded random clicks, keys, typing and tab switches for
# SECONDS (default 120), and fail if the app dies, stops answering or grows
# past the memory bound. Every 40 actions it checks that the window still
# answers: presentation mode (Ctrl+P) must change what the screen shows
# within 10 s, and Ctrl+P again restore it. The same SEED replays the same
# actions. It ends with the figures: actions, minutes, answer checks, peak
# memory (RSS, from /proc), and one closing line "N passed, N failed".
# MONKEY_LOG=FILE keeps what the app printed; MONKEY_SHOT=FILE.png the
# screen at a failure.
set -u
bin=$(realpath "${1:-bin/frontier}")
seconds=${2:-120}
seed=${3:-1}
# The bound: the default search budget of a 24 GB machine (4 GB, a quarter
# of memory, at most 4 GB) and the window, its tables and Fyne's caches.
bound_kb=${MONKEY_BOUND_KB:-5242880}
export LANG=en_US.UTF-8
tmp=$(mktemp -d)
. "$(dirname "$0")/xsession.sh"
xvfb="" wm="" app=""
cleanup() {
	if [ -n "$app" ]; then
		kill "$app" 2>/dev/null
		wait "$app" 2>/dev/null
	fi
	kill "$wm" "$xvfb" 2>/dev/null
	# MONKEY_LOG keeps what the app printed.
	[ -n "${MONKEY_LOG:-}" ] && cp "$tmp/log" "$MONKEY_LOG"
	rm -rf "$tmp"
}
trap cleanup EXIT
if ! start_x 1280x800; then
	echo "monkey: no virtual display or window manager answered"
	echo "0 passed, 1 failed"
	exit 1
fi
# A cache and preferences of its own, so that the run neither uses nor
# changes the user's.
FRONTIER_CACHE_DIR=$tmp/cache XDG_CONFIG_HOME=$tmp/config "$bin" >"$tmp/log" 2>&1 &
app=$!

fail() {
	echo "monkey: $1 (seed $seed, after $actions actions)"
	if [ -n "${MONKEY_SHOT:-}" ]; then
		import -window root "$MONKEY_SHOT" 2>/dev/null && echo "monkey: the screen is in $MONKEY_SHOT"
	fi
	# What else may have stopped: the window manager, the X server, the
	# app itself (its process state), and the windows on the screen.
	kill -0 "$wm" 2>/dev/null || echo "monkey: the window manager has ended"
	xdotool getdisplaygeometry >/dev/null 2>&1 || echo "monkey: the X server does not answer"
	[ -n "${state:-}" ] && echo "monkey: the app's state before the dump: $state"
	echo "monkey: windows on the screen:"
	timeout 5 wmctrl -lG 2>/dev/null
	echo "monkey: the last actions:"
	tail -12 "$tmp/actions" 2>/dev/null
	# After a SIGQUIT the log holds every goroutine: the main one runs the
	# window's event loop, so its stack says where the window stopped.
	if grep -q '^goroutine 1 ' "$tmp/log"; then
		echo "monkey: the main goroutine:"
		awk '/^goroutine 1 /{on=1} on&&/^$/{exit} on' "$tmp/log" | head -40
	else
		tail -20 "$tmp/log"
	fi
	echo "0 passed, 1 failed"
	exit 1
}

main=""
for _ in $(seq 1 40); do
	main=$(xdotool search --onlyvisible --name '^Frontier$' 2>/dev/null | head -1)
	[ -n "$main" ] && break
	sleep 0.5
done
actions=0
[ -n "$main" ] || fail "no Frontier window after 20 s"
timeout 10 xdotool windowsize --sync "$main" 1280 770 windowmove --sync "$main" 0 0 2>/dev/null

RANDOM=$seed
keys=(Tab Tab space Return Escape Left Right Up Down BackSpace ctrl+Return ctrl+shift+w
	ctrl+p 1 2 3 5 8 0 comma minus a b x R U F apostrophe period Home End Delete)
words=("1,2,3,4,5,6,7,8,0" "0 1 2 3" "abc" "-1" "99999999999999999999" "R U F' R2"
	"4" "16" "x" "" "3,1,2" "8 7 6 5 4 3 2 1 0" "1e9" "  " "../../etc/passwd")
# The tabs' middles on the tab row: Sliding puzzle, 2×2×2 cube, Route,
# Letter game, Practice, Lab.
tabs_x=(60 166 246 330 420 481)
peak=0
checks=0

# act records what it does, for a failure's report, then does it with
# xdotool.
act() {
	echo "$((actions + 1)) $1" >>"$tmp/actions"
	shift
	[ $# -gt 0 ] && xdotool "$@" 2>/dev/null
}

rss() { awk '/^VmRSS:/ {print $2}' "/proc/$app/status" 2>/dev/null || echo 0; }

# front brings the main window forward and closes any other window (a
# watch window, the guide), so that the next action lands on the main one.
front() {
	local id
	for id in $(others); do
		wmctrl -i -c "$(printf '0x%08x' "$id")" 2>/dev/null
	done
	# Presentation mode may grow the window past the screen, and the
	# window manager then moves its title bar off the top; a click on the
	# frame may roll the window up or iconify it. Every place the run
	# clicks assumes the window where it began, its frame whole.
	wmctrl -i -r "$(printf '0x%08x' "$main")" -b remove,shaded,hidden 2>/dev/null
	xdotool windowmove "$main" 0 0 2>/dev/null
	timeout 10 xdotool windowactivate --sync "$main" 2>/dev/null
}

# others lists the app's other windows on show.
others() {
	local id
	for id in $(xdotool search --onlyvisible --name '.' 2>/dev/null); do
		[ "$id" = "$main" ] && continue
		case "$(xdotool getwindowname "$id" 2>/dev/null)" in
		Frontier | "") ;;
		*) echo "$id" ;;
		esac
	done
}

shot() { import -window root -depth 8 rgb:- 2>/dev/null | md5sum | cut -c1-32; }

# answers: the window redraws for Ctrl+P and for Ctrl+P again. A click on
# the empty right end of the tab row first takes the focus from a text box.
answers() {
	front
	# A window closes when the app gets round to it: until then it may
	# take the click and the keys meant for the main window. One that
	# stays (the map editor asking about its map) is behind the main one.
	for _ in $(seq 1 10); do
		[ -z "$(others)" ] && break
		sleep 0.5
	done
	front
	xdotool mousemove 1250 70 click 1 2>/dev/null
	sleep 0.5
	local before after i
	# A screen that changes by itself (a search's counters, playback) says
	# nothing of Ctrl+P: wait, up to 10 s, for two shots alike first.
	before=$(shot)
	for i in $(seq 1 20); do
		sleep 0.5
		after=$(shot)
		[ "$after" = "$before" ] && break
		before=$after
	done
	xdotool key ctrl+p
	for _ in $(seq 1 20); do
		sleep 0.5
		after=$(shot)
		[ "$after" != "$before" ] && break
	done
	xdotool key ctrl+p
	sleep 0.5
	[ "$after" != "$before" ]
}

start=$(date +%s)
while [ $(($(date +%s) - start)) -lt "$seconds" ]; do
	kill -0 "$app" 2>/dev/null || fail "the app died"
	r=$((RANDOM % 100))
	if [ $r -lt 45 ]; then
		# Clicks below the menu bar: the menus hold Quit, which would end
		# the run as asked, not as a failure.
		x=$((RANDOM % 1280)) y=$((60 + RANDOM % 700))
		act "click $x $y" mousemove $x $y click 1
	elif [ $r -lt 75 ]; then
		k=${keys[RANDOM % ${#keys[@]}]}
		act "key $k" key "$k"
	elif [ $r -lt 85 ]; then
		word=${words[RANDOM % ${#words[@]}]}
		act "type '$word'" type --delay 5 "$word"
	elif [ $r -lt 93 ]; then
		front
		x=${tabs_x[RANDOM % ${#tabs_x[@]}]}
		act "tab at $x" mousemove "$x" 70 click 1
	else
		act "front"
		front
	fi
	actions=$((actions + 1))
	sleep 0.0$((RANDOM % 10))
	m=$(rss)
	[ "$m" -gt "$peak" ] && peak=$m
	[ "$peak" -gt "$bound_kb" ] && fail "memory ${peak} KB over the bound of ${bound_kb} KB"
	if [ $((actions % 40)) = 0 ]; then
		if ! answers; then
			# What every goroutine was doing, for the log.
			state=$(awk '/^State:/ {print $2, $3}' "/proc/$app/status" 2>/dev/null)
			kill -QUIT "$app" 2>/dev/null
			sleep 1
			fail "the window did not redraw for Ctrl+P within 10 s"
		fi
		checks=$((checks + 1))
	fi
done
kill -0 "$app" 2>/dev/null || fail "the app died"
answers || fail "the window did not redraw for Ctrl+P within 10 s"
checks=$((checks + 1))
elapsed=$(($(date +%s) - start))
printf 'monkey: seed %s, %d actions in %d min %02d s, %d answer checks, peak memory %d MB\n' \
	"$seed" "$actions" $((elapsed / 60)) $((elapsed % 60)) "$checks" $((peak / 1024))
echo "1 passed, 0 failed"
