package kit

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// A label in a room of lines never both wraps and truncates unless the
// room holds at least two lines: Fyne 2.7.1 panics redrawing such a label
// once not one line of it fits, and text up to 1.45 times as large as the
// room was measured for (presentation mode, before the window lays the
// room out again) fits two lines' height.
func TestLinesNeverCutBelowALine(t *testing.T) {
	test.NewTempApp(t)
	for _, n := range []int{1, 2, 3} {
		l := widget.NewLabel("Not solved: tile 16 is out of range for a 4×4 board")
		Lines(n, l)
		wraps := l.Wrapping != fyne.TextWrapOff
		if wraps && l.Truncation != fyne.TextTruncateOff && float32(n) < 1.45 {
			t.Errorf("a room of %d line(s) both wraps and truncates", n)
		}
		if n > 1 && !wraps {
			t.Errorf("a room of %d lines does not wrap", n)
		}
	}
}
