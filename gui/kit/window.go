package kit

import "fyne.io/fyne/v2"

// NewWindow makes one of the app's windows beside the main one (the
// guide, Watch, the map editor, the race), titled title: a window of the system's
// on the desktop, a PageWindow over the main window in a browser page.
func NewWindow(a fyne.App, title string) fyne.Window { return newWindow(a, title) }
