package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// Select is a menu whose pop-up never opens on no canvas. Fyne 2.7.1
// learns which canvas an object is on when it draws it, and a menu opens
// its pop-up on that canvas: a menu shown and tapped before the next frame
// has drawn it (a row that a first click revealed, tapped by a second
// click queued behind a busy frame), or forgotten by the cache (see
// gui/keepalive.go), has none, and the pop-up panics
// (overlayRenderer.MinSize, from Select.showPopUp). Such a tap asks for
// a frame instead; the menu opens at the next tap.
type Select struct {
	widget.Select
}

// NewPlainSelect is widget.NewSelect made a Select: a menu that keeps the
// keyboard once a choice is made.
func NewPlainSelect(options []string, changed func(string)) *Select {
	s := &Select{}
	s.Options = options
	s.OnChanged = changed
	s.ExtendBaseWidget(s)
	return s
}

// Tapped opens the pop-up when the menu has a canvas.
func (s *Select) Tapped(e *fyne.PointEvent) {
	if s.drawn() {
		s.Select.Tapped(e)
	}
}

// TypedKey opens the pop-up for Space and the arrows, as widget.Select
// does, when the menu has a canvas.
func (s *Select) TypedKey(e *fyne.KeyEvent) {
	if s.drawn() {
		s.Select.TypedKey(e)
	}
}

// drawn reports whether Fyne knows the canvas the menu is on, and asks
// for a frame, which records it, when it does not.
func (s *Select) drawn() bool {
	if canvasOf(s) != nil {
		return true
	}
	s.Refresh()
	return false
}
