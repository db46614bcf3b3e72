package cli

import (
	"net"
	"path"
	"strconv"
	"strings"
	"time"
)

// dialFunc connects to a display server, as net.Dial does, and hangs up.
type dialFunc func(network, addr string) error

func dialNet(network, addr string) error {
	c, err := net.DialTimeout(network, addr, 2*time.Second)
	if err == nil {
		c.Close()
	}
	return err
}

// displayProblem says why the window cannot open here, or "" when it may.
// Windows and macOS always have a display, and so has a browser page (js:
// the window is a canvas in the page). Elsewhere the toolkit draws
// through X11 (through Wayland in a build with the wayland tag) and panics
// with a page of trace when no server answers, so a server must be named
// and must accept a connection first. That is not all the toolkit needs
// (the server may still refuse us: see the window's own check), but it is
// the common failure: an unset or mistyped DISPLAY, a stale ssh -X.
func displayProblem(goos string, getenv func(string) string, dial dialFunc) string {
	switch goos {
	case "windows", "darwin", "ios", "android", "js":
		return ""
	}
	if waylandBuild {
		return waylandProblem(getenv, dial)
	}
	display := getenv("DISPLAY")
	if display == "" {
		if getenv("WAYLAND_DISPLAY") != "" {
			return "no display to open the window on: this build draws through X11 and DISPLAY is unset " +
				"(a Wayland session sets it when XWayland runs); set DISPLAY, or run a sub-command: frontier --help"
		}
		return "no display to open the window on (set DISPLAY, or run a sub-command: frontier --help)"
	}
	addrs := x11Addresses(display)
	for _, a := range addrs {
		if dial(a[0], a[1]) == nil {
			return ""
		}
	}
	if addrs == nil { // a form this check does not read: the toolkit will judge
		return ""
	}
	return "cannot open the display " + display + " (no X server answers at " + strings.TrimPrefix(addrs[0][1], "@") +
		"); run a sub-command (frontier --help) or set DISPLAY to a running X server"
}

// x11Addresses is where Xlib looks for the server of display, in its
// order: [protocol/][host]:number[.screen]. A local display (no host, or
// host unix) is a Unix socket, abstract on Linux, then a path, then TCP on
// this machine; any other host is TCP port 6000 + number. nil: a form not
// read here.
func x11Addresses(display string) [][2]string {
	i := strings.LastIndexByte(display, ':')
	if i < 0 {
		return nil
	}
	host, number := display[:i], display[i+1:]
	number, _, _ = strings.Cut(number, ".")
	n, err := strconv.Atoi(number)
	if err != nil || n < 0 || n > 59535 || number != strconv.Itoa(n) {
		return nil
	}
	protocol := ""
	if j := strings.LastIndexByte(host, '/'); j >= 0 {
		protocol, host = host[:j], host[j+1:]
	}
	port := strconv.Itoa(6000 + n)
	if host == "" || host == "unix" || protocol == "unix" {
		socket := "/tmp/.X11-unix/X" + number
		return [][2]string{{"unix", "@" + socket}, {"unix", socket}, {"tcp", net.JoinHostPort("localhost", port)}}
	}
	if protocol != "" && protocol != "tcp" && protocol != "inet" && protocol != "inet6" {
		return nil
	}
	return [][2]string{{"tcp", net.JoinHostPort(strings.Trim(host, "[]"), port)}}
}

// waylandProblem is displayProblem for a Wayland build: the compositor's
// socket is WAYLAND_DISPLAY (wayland-0 when unset) in XDG_RUNTIME_DIR.
func waylandProblem(getenv func(string) string, dial dialFunc) string {
	name := getenv("WAYLAND_DISPLAY")
	if name == "" {
		name = "wayland-0"
	}
	// The socket's name is a Unix path whatever system runs this code
	// (the tests run it on Windows too), hence path, not filepath.
	socket := name
	if !path.IsAbs(name) {
		dir := getenv("XDG_RUNTIME_DIR")
		if dir == "" {
			return "no display to open the window on (XDG_RUNTIME_DIR is unset); run a sub-command: frontier --help"
		}
		socket = path.Join(dir, name)
	}
	if dial("unix", socket) != nil {
		return "cannot open the Wayland display " + name + " (nothing answers at " + socket +
			"); run a sub-command (frontier --help) or set WAYLAND_DISPLAY to a running compositor"
	}
	return ""
}
