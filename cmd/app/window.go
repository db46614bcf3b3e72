package main

import (
	"fmt"
	"io"
	"os"
	"runtime"

	"frontier/gui"
)

// openWindow is what `frontier` alone does. Without a display (an ssh
// session, a CI job) it says so in one line instead of letting GLFW panic.
func openWindow(_, stderr io.Writer) int {
	if noDisplay(runtime.GOOS, os.Getenv) {
		fmt.Fprintln(stderr, "frontier: no display to open the window on (set DISPLAY, or run a sub-command: frontier --help)")
		return 2
	}
	gui.Run()
	return 0
}

// noDisplay reports whether a Unix desktop session is missing; Windows and
// macOS always have one.
func noDisplay(goos string, getenv func(string) string) bool {
	switch goos {
	case "windows", "darwin", "ios", "android":
		return false
	}
	return getenv("DISPLAY") == "" && getenv("WAYLAND_DISPLAY") == ""
}
