package gui

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"frontier/gui/kit"
)

// Fyne 2.7.1 remembers the canvas of every object it draws, and forgets
// an entry a minute after it was last asked for. Drawing does not ask: it
// only adds entries that are missing. So after a minute of redrawing
// (a search's live counters, playback, a spinner) the widgets nobody
// touched in that minute are forgotten at the next cache cleaning, and
// if the window then rests, nothing adds them back until the next frame.
// A menu tapped in that pause looks up its canvas, finds none, and the
// pop-up it opens panics (overlayRenderer.MinSize, from
// Select.showPopUp); a right click on a text box does the same. No
// widget tree needs rebuilding for it: the engine menu of a tab left
// alone while a path played for a minute was enough.
//
// keepCanvases asks for the canvas of every object reachable from the
// window's content, and from the app's other windows (the tabs' watch
// windows; in a browser page, the page windows open over the main one),
// every cacheRenewal, well inside the minute, so no entry of a widget in
// a window ever expires. It returns the function that stops it.
func keepCanvases(w fyne.Window) (stop func()) {
	done := make(chan struct{})
	go func() {
		tick := time.NewTicker(cacheRenewal)
		defer tick.Stop()
		for {
			select {
			case <-done:
				return
			case <-tick.C:
				fyne.Do(func() {
					renewCanvases(w)
					for _, other := range fyne.CurrentApp().Driver().AllWindows() {
						if other.Canvas() != w.Canvas() {
							renewCanvases(other)
						}
					}
					for _, page := range kit.OpenPageWindows() {
						renewCanvases(page)
					}
				})
			}
		}
	}()
	return func() { close(done) }
}

// cacheRenewal is how often keepCanvases renews the cache: well within
// the minute an entry lives, even with a few seconds of a busy UI
// goroutine.
const cacheRenewal = 15 * time.Second

// renewCanvases asks for the canvas of every object reachable from w's
// content, hidden ones and other tabs' pages included.
func renewCanvases(w fyne.Window) {
	d := fyne.CurrentApp().Driver()
	if w.Content() == nil {
		return
	}
	reach(w.Content(), func(o fyne.CanvasObject) { d.CanvasForObject(o) })
}

// reach calls visit on o and on every object under it that containers
// and Fyne's container widgets make public: the window's own widgets all
// sit there, and so do the menus and text boxes whose taps look their
// canvas up.
func reach(o fyne.CanvasObject, visit func(fyne.CanvasObject)) {
	if o == nil {
		return
	}
	visit(o)
	switch c := o.(type) {
	case *fyne.Container:
		for _, child := range c.Objects {
			reach(child, visit)
		}
	case *container.Split:
		reach(c.Leading, visit)
		reach(c.Trailing, visit)
	case *container.Scroll:
		reach(c.Content, visit)
	case *container.AppTabs:
		for _, it := range c.Items {
			reach(it.Content, visit)
		}
	case *container.ThemeOverride:
		reach(c.Content, visit)
	case *widget.Form:
		for _, it := range c.Items {
			reach(it.Widget, visit)
		}
	case interface{ Wrapped() fyne.CanvasObject }: // a widget around a row
		reach(c.Wrapped(), visit)
	}
}
