package kit

import (
	"strings"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// PathList is the list of a path's states. A row whose text is wider
// than the list (a 4×4 or 5×5 board, or any board in presentation mode)
// wraps onto as many lines as it needs, rather than being cut short. A
// list keeps the keyboard once a row is clicked, for the arrow keys; Space
// and Esc still belong to the window (play or pause, cancel).
type PathList struct {
	widget.List
	n    func() int
	text func(i int) string
	// fitted is the width and text size the rows' heights were worked out
	// for.
	fitted [2]float32
}

// newPathList makes a list of n() rows, row i reading text(i) in a
// monospace font.
func newPathList(n func() int, text func(i int) string) *PathList {
	l := &PathList{n: n, text: text}
	l.Length = n
	l.CreateItem = func() fyne.CanvasObject {
		t := widget.NewLabel("000  start")
		t.TextStyle.Monospace = true
		t.Wrapping = fyne.TextWrapWord
		return t
	}
	l.UpdateItem = func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(text(i)) }
	l.ExtendBaseWidget(l)
	return l
}

// Resize fits the rows' heights to a new width.
func (l *PathList) Resize(s fyne.Size) {
	l.List.Resize(s)
	l.fitRows(false)
}

// Refresh fits the rows' heights to the rows (a new path) and to the
// theme's text size, then redraws.
func (l *PathList) Refresh() {
	l.fitRows(true)
	l.List.Refresh()
}

// fitRows gives each row the height of the lines its text wraps to at the
// list's width; always, or only when the width or the text size changed.
func (l *PathList) fitRows(always bool) {
	th := l.Theme()
	size := th.Size(theme.SizeNameText)
	width := l.Size().Width
	if width <= 0 || (!always && l.fitted == [2]float32{width, size}) {
		return
	}
	l.fitted = [2]float32{width, size}
	pad := th.Size(theme.SizeNameInnerPadding)
	// The text's room: the label's padding on both sides, and the
	// scroll bar's width, which a long list shows over its rows.
	room := width - 2*pad - th.Size(theme.SizeNameScrollBar)
	style := fyne.TextStyle{Monospace: true}
	line := fyne.MeasureText("0", size, style).Height
	one := line + 2*pad
	// The rows are monospace: a text is as wide as its letters, so rows are
	// counted, not measured, however long the path.
	letter := fyne.MeasureText("0", size, style).Width
	wide := func(s string) float32 { return float32(utf8.RuneCountInString(s)) * letter }
	for i := 0; i < l.n(); i++ {
		lines := wrappedLines(l.text(i), room, wide)
		l.SetItemHeight(i, one+float32(lines-1)*(line+th.Size(theme.SizeNameLineSpacing)))
	}
}

// wrappedLines is the number of lines text takes when wrapped at spaces to
// width room, as a label wraps it; a word wider than room takes a line of
// its own.
func wrappedLines(text string, room float32, width func(string) float32) int {
	lines := 1
	start := 0 // where the line being filled starts
	fit := -1  // the end of its last word that fits, -1 before the first
	for i := 0; i <= len(text); i++ {
		if i < len(text) && text[i] != ' ' {
			continue
		}
		if i > start && (i == len(text) || text[i-1] != ' ') { // a word ends at i
			if width(text[start:i]) > room && fit >= 0 {
				lines++
				start = strings.IndexFunc(text[fit:], func(r rune) bool { return r != ' ' }) + fit
				fit = -1
				if width(text[start:i]) <= room {
					fit = i
				}
				continue
			}
			fit = i
		}
	}
	return lines
}

// TypedKey passes Space and Esc to the window.
func (l *PathList) TypedKey(k *fyne.KeyEvent) {
	if (k.Name == fyne.KeySpace || k.Name == fyne.KeyEscape) && PassToWindow(l, k) {
		return
	}
	l.List.TypedKey(k)
}
