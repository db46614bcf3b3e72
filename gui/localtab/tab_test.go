package localtab

import (
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"frontier/core/local"
	"frontier/gui/kit/kittest"
)

// newTestTab is the tab in a test window, after a run of engine e on the
// 8-queens from seed 1 with the parameters given (name, text).
func newTestTab(t *testing.T, e local.Engine, params ...string) *Tab {
	t.Helper()
	test.NewTempApp(t)
	w := test.NewTempWindow(t, nil)
	tab := newTab(w)
	w.SetContent(tab.Content())
	w.Resize(fyne.NewSize(1280, 760))
	tab.engineSel.SetSelected(e.Title())
	for i := 0; i+1 < len(params); i += 2 {
		for _, f := range tab.fields {
			if f.p.Name == params[i] {
				f.set(params[i+1])
			}
		}
	}
	tab.Solve()
	kittest.Wait(t, tab.Done(), "the run")
	if len(tab.rec.frames) < 2 {
		t.Fatalf("%s recorded %d steps", e, len(tab.rec.frames))
	}
	return tab
}

// attacks counts, one pair at a time, the pairs of queens that attack
// each other: on a row or a diagonal.
func attacks(rows []int) int {
	n := 0
	for i := range rows {
		for j := i + 1; j < len(rows); j++ {
			d := rows[i] - rows[j]
			if d == 0 || d == j-i || -d == j-i {
				n++
			}
		}
	}
	return n
}

// squareNumbers reads the numbers the board draws, by the square each
// stands on: the h the textbook writes there.
func squareNumbers(b *queensBoard) map[[2]int]string {
	n := len(b.rows)
	side, at := b.side(b.Size())
	out := map[[2]int]string{}
	for _, o := range test.WidgetRenderer(b).Objects() {
		if tx, ok := o.(*canvas.Text); ok {
			c := int((tx.Position().X - at.X + side/2) / side)
			row := n - 1 - int((tx.Position().Y-at.Y+side/2)/side)
			out[[2]int{c, row}] = tx.Text
		}
	}
	return out
}

// TestBoardNumbers: on every board of a run the number written on each
// square without a queen is the count of attacking pairs, pair by pair,
// with that column's queen moved there; the queens' squares carry none,
// and the headline's h is the board's count.
func TestBoardNumbers(t *testing.T) {
	tab := newTestTab(t, local.EngineHillClimbing, "sideways", "100")
	for i := range tab.rec.frames {
		tab.stepper.Show(i)
		rows := tab.rec.frames[i].state.([]int)
		got := squareNumbers(tab.queensB)
		for c := range rows {
			for r := range rows {
				want := ""
				if r != rows[c] {
					moved := append([]int(nil), rows...)
					moved[c] = r
					want = strconv.Itoa(attacks(moved))
				}
				if got[[2]int{c, r}] != want {
					t.Fatalf("step %d, column %d row %d: the square says %q, want %q", i, c+1, r+1, got[[2]int{c, r}], want)
				}
			}
		}
		if !strings.Contains(tab.headline.Text, "h = "+strconv.Itoa(attacks(rows))) {
			t.Errorf("step %d: headline %q, want h = %d", i, tab.headline.Text, attacks(rows))
		}
		if len(tab.queensB.pairs) != attacks(rows) {
			t.Errorf("step %d: %d lines drawn between queens, want %d", i, len(tab.queensB.pairs), attacks(rows))
		}
	}
}
