package kit

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// wrappedLines counts the lines of a greedy wrap at spaces, checked here
// with one unit of width per character.
func TestWrappedLines(t *testing.T) {
	chars := func(s string) float32 { return float32(len(s)) }
	for _, c := range []struct {
		text string
		room float32
		want int
	}{
		{"12  down  1 2 3", 20, 1},
		{"12  down  1 2 3 4 / 5 6 7 8", 15, 2},
		{"aaaa bbbb cccc", 4, 3},
		{"aaaaaaaa b", 4, 2}, // a word wider than the room takes a line
		{"", 10, 1},
	} {
		if got := wrappedLines(c.text, c.room, chars); got != c.want {
			t.Errorf("%q in %v: %d lines, want %d", c.text, c.room, got, c.want)
		}
	}
}

// A path list gives a row as many lines as its text wraps to, so a 5×5
// board's row is shown whole, and one line to a short row.
func TestPathListRowsWrap(t *testing.T) {
	test.NewTempApp(t)
	rows := []string{"0  start  1 2 3", "1  up  " + strings.Repeat("10 11 12 13 14 / ", 5)}
	l := newPathList(func() int { return len(rows) }, func(i int) string { return rows[i] })
	w := test.NewTempWindow(t, l)
	w.Resize(fyne.NewSize(300, 400))
	l.Refresh()
	th := l.Theme()
	style := fyne.TextStyle{Monospace: true}
	line := fyne.MeasureText("0", th.Size(theme.SizeNameText), style).Height
	heights := map[string]float32{}
	for _, o := range test.LaidOutObjects(w.Canvas().Content()) {
		if lb, ok := o.(*widget.Label); ok {
			heights[lb.Text] = lb.Size().Height
		}
	}
	short, long := heights[rows[0]], heights[rows[1]]
	if short == 0 || short > line+2*th.Size(theme.SizeNameInnerPadding)+1 || long < 2*line {
		t.Errorf("row heights %v and %v, want one line (%v) and several", short, long, line)
	}
}
