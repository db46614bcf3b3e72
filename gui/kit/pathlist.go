package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// PathList is the list of a path's states. A list keeps the keyboard once
// a row is clicked, for the arrow keys; Space and Esc still belong to
// the window (play or pause, cancel).
type PathList struct {
	widget.List
}

// newPathList makes a list of n() rows, row i reading text(i) in a
// monospace font.
func newPathList(n func() int, text func(i int) string) *PathList {
	l := &PathList{}
	l.Length = n
	l.CreateItem = func() fyne.CanvasObject {
		t := widget.NewLabel("000000  down-right  00 00 00 00 00 / 00 00 00 00 00")
		t.TextStyle.Monospace = true
		t.Truncation = fyne.TextTruncateEllipsis
		return t
	}
	l.UpdateItem = func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(text(i)) }
	l.ExtendBaseWidget(l)
	return l
}

// TypedKey passes Space and Esc to the window.
func (l *PathList) TypedKey(k *fyne.KeyEvent) {
	if (k.Name == fyne.KeySpace || k.Name == fyne.KeyEscape) && PassToWindow(l, k) {
		return
	}
	l.List.TypedKey(k)
}
