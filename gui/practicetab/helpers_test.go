package practicetab

import (
	"math/rand/v2"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// newTestTab opens the tab in a test window of the given size, its seeds
// drawn from a fixed generator.
func newTestTab(t *testing.T, size fyne.Size) (*Tab, fyne.Window) {
	t.Helper()
	test.NewTempApp(t)
	w := test.NewTempWindow(t, nil)
	tb := newTab(w, rand.New(rand.NewPCG(7, 7)))
	w.SetContent(tb.Content())
	w.Resize(size)
	return tb, w
}

// tapAt taps the tree view at p, as a mouse would.
func tapAt(tb *Tab, p fyne.Position) {
	tb.view.Tapped(&fyne.PointEvent{Position: p})
}

// tapBranch taps the branch into node k, a little way down its line.
func tapBranch(tb *Tab, k int) { tapAt(tb, tb.view.edgePoint(k)) }

// tapNode taps node n.
func tapNode(tb *Tab, n int) { tapAt(tb, tb.view.centreOf(n)) }
