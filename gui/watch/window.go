package watch

import (
	"fyne.io/fyne/v2"

	"frontier/gui/kit"
)

// FirstSize is the size a watch window opens at, the first time it is
// shown: the app sets it to the screen's size (less its title bar) where
// that is smaller, so that the window opens whole on a small screen. A
// window never opens smaller than its content needs.
var FirstSize = fyne.NewSize(1280, 800)

// Window is a tab's watch window: its view is made at once (a tab can put
// an inspector in it with View.SetInspector), the window itself at the first Watch,
// then shown again with each search to watch. Closing it hides it and
// stops a recording still running.
type Window[S comparable] struct {
	View  *View[S]
	title string
	win   fyne.Window
}

// NewWindow prepares a watch window titled title for a puzzle drawn by p.
func NewWindow[S comparable](title string, p Puzzle[S]) *Window[S] {
	return &Window[S]{View: New(p), title: title}
}

// Watch shows the window, at FirstSize the first time, and records j.
func (w *Window[S]) Watch(j Job[S]) {
	// A window destroyed from outside the app is made again.
	if w.win == nil || kit.Gone(w.win) {
		w.win = kit.NewWindow(fyne.CurrentApp(), w.title)
		w.View.owner = w.win
		w.win.SetContent(w.View.Content())
		// Widgets laid out before a change of theme (presentation mode)
		// keep its sizes until refreshed: the theme is applied to the
		// windows open when it changes, and this one was not.
		w.win.Content().Refresh()
		kit.SetKeys(w.win.Canvas(), func(e *fyne.KeyEvent) { w.View.TypedKey(e) })
		w.bindExport()
		w.win.SetCloseIntercept(func() {
			w.View.Stop()
			w.View.Stepper.SetLen(0)
			w.win.Hide()
		})
		w.win.Resize(FirstSize.Max(w.win.Content().MinSize()))
	}
	w.win.SetTitle(w.title + ": " + j.Subject)
	w.View.Start(j)
	w.win.Show()
	w.win.RequestFocus()
}

// Fyne is the window itself, nil before the first Watch.
func (w *Window[S]) Fyne() fyne.Window { return w.win }
