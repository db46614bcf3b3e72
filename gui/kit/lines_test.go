package kit

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// rows counts the lines a label draws: the distinct heights of its texts.
func rows(l *widget.Label) int {
	ys := map[float32]bool{}
	var walk func(o fyne.CanvasObject, y float32)
	walk = func(o fyne.CanvasObject, y float32) {
		switch c := o.(type) {
		case *canvas.Text:
			if c.Text != "" {
				ys[y+c.Position().Y] = true
			}
		case fyne.Widget:
			for _, k := range test.WidgetRenderer(c).Objects() {
				walk(k, y+c.Position().Y)
			}
		}
	}
	walk(l, 0)
	return len(ys)
}

// TestLinesKeepsItsRoom: the room of two lines is as tall as a label of
// two lines, empty or full, so the button under it never moves; a long
// text is cut to two lines, not drawn over the button.
func TestLinesKeepsItsRoom(t *testing.T) {
	test.NewTempApp(t)
	for _, style := range []struct {
		bold bool
		size fyne.ThemeSizeName
	}{{false, ""}, {true, theme.SizeNameSubHeadingText}} {
		msg := widget.NewLabel("")
		msg.TextStyle.Bold, msg.SizeName = style.bold, style.size
		ref := widget.NewLabel("one\ntwo")
		ref.TextStyle.Bold, ref.SizeName = style.bold, style.size
		button := widget.NewButton("Under", nil)
		w := test.NewTempWindow(t, container.NewVBox(Lines(2, msg), button))
		w.Resize(fyne.NewSize(300, 400))
		if got, want := LinesHeight(2, msg.TextStyle, msg.SizeName), ref.MinSize().Height; got != want {
			t.Errorf("two lines are %v high, a label of two lines %v", got, want)
		}
		stays := func(what string) func() {
			at := button.Position()
			return func() {
				if button.Position() != at {
					t.Errorf("%s moved the button from %v to %v", what, at, button.Position())
				}
			}
		}
		check := stays("a message")
		msg.SetText("Short.")
		check()
		msg.SetText(strings.Repeat("A message far too long for two lines of this narrow window. ", 6))
		w.Content().Refresh()
		check()
		if n := rows(msg); n != 2 {
			t.Errorf("the long message takes %d lines, want 2", n)
		}
		msg.SetText("")
		check()
	}
}

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
