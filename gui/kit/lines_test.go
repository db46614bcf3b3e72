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

// TestScrollLinesKeepsItsRoom: the room of three lines stays three lines
// high whatever the text, and a long text scrolls within it, whole.
func TestScrollLinesKeepsItsRoom(t *testing.T) {
	test.NewTempApp(t)
	msg := widget.NewLabel("")
	room := ScrollLines(3, msg)
	button := widget.NewButton("Under", nil)
	w := test.NewTempWindow(t, container.NewVBox(room, button))
	w.Resize(fyne.NewSize(300, 500))
	at, height := button.Position(), room.Size().Height
	if want := LinesHeight(3, msg.TextStyle, ""); height != want {
		t.Errorf("the room is %v high, want %v", height, want)
	}
	msg.SetText(strings.Repeat("An explanation too long for three lines of this narrow window. ", 6))
	w.Content().Refresh()
	if button.Position() != at || room.Size().Height != height {
		t.Errorf("the long text moved the button from %v to %v", at, button.Position())
	}
	if msg.Size().Height <= height || rows(msg) <= 3 {
		t.Errorf("the long text is %v high in %d lines, in a room %v high: it does not scroll", msg.Size().Height, rows(msg), height)
	}
}
