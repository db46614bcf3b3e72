package kit

import "fyne.io/fyne/v2"

// newWindow draws the window inside the page, over the main window, the
// first the app made; before there is one it asks Fyne.
func newWindow(a fyne.App, title string) fyne.Window {
	if all := a.Driver().AllWindows(); len(all) > 0 {
		return NewPageWindow(all[0], title)
	}
	return a.NewWindow(title)
}
