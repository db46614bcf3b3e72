package kit

import "fyne.io/fyne/v2"

// NewWindow makes one of the app's windows (the main one, the guide,
// Watch, the map editor, the race), titled title: on the desktop a window
// of the system's, held to the desk (SetDesk) and quitting the app with
// Ctrl+Q (SetQuit); in a browser page a PageWindow over the main window,
// the first NewWindow made.
func NewWindow(a fyne.App, title string) fyne.Window { return newWindow(a, title) }

// quit is what Ctrl+Q does in every window.
var quit func()

// SetQuit makes f what Ctrl+Q does in every window NewWindow makes: the
// app's Quit, which asks about unsaved work first. The main window's
// menu names the key.
func SetQuit(f func()) { quit = f }

// Gone reports whether the window behind w was destroyed from outside
// the app (by a window manager, or a tool such as xdotool), which the
// toolkit is not told of; w is then closed, and its owner makes a new
// window in its place: the window system refuses to show it again.
func Gone(w fyne.Window) bool {
	if w == nil || !gone(w) {
		return false
	}
	w.Close()
	return true
}
