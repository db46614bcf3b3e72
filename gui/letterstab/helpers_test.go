package letterstab

import (
	"math/rand/v2"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"frontier/core/domains/letters"
)

// harness is a tab in a test window with channels for its test hooks.
type harness struct {
	tab              *Tab
	replied, hinted  chan struct{}
	compared, rowset chan struct{}
	recorded         chan struct{}
}

// newHarness opens a tab that starts from start (nil: the seeded rng
// picks), with the human playing human and no pause before replies. It
// does not start a game.
func newHarness(t *testing.T, start *letters.Board) *harness {
	t.Helper()
	test.NewTempApp(t)
	w := test.NewTempWindow(t, nil)
	tb := newTab(w, rand.New(rand.NewPCG(4, 4)))
	tb.pause = 0
	if start != nil {
		b := *start
		tb.start = func() letters.Board { return b }
	}
	h := &harness{tab: tb, replied: make(chan struct{}, 1), hinted: make(chan struct{}, 1),
		compared: make(chan struct{}, 1), rowset: make(chan struct{}, 4), recorded: make(chan struct{}, 1)}
	tb.onReply = func() { h.replied <- struct{}{} }
	tb.onHints = func() { h.hinted <- struct{}{} }
	tb.cmp.onDone = func() { h.compared <- struct{}{} }
	tb.cmp.onRow = func(int) { h.rowset <- struct{}{} }
	tb.steps.onRecorded = func() { h.recorded <- struct{}{} }
	w.SetContent(tb.Content())
	w.Resize(w.Content().MinSize().Max(w.Canvas().Size()))
	return h
}

// wait blocks until ch signals, failing the test after a generous limit
// (the race detector slows searches tenfold).
func wait(t *testing.T, ch <-chan struct{}, what string) {
	t.Helper()
	select {
	case <-ch:
	case <-time.After(60 * time.Second):
		t.Fatalf("timed out waiting for %s", what)
	}
}

// mustParse reads a board for a test.
func mustParse(t *testing.T, text string, toMove letters.Player) *letters.Board {
	t.Helper()
	b, err := letters.Parse(text, toMove)
	if err != nil {
		t.Fatal(err)
	}
	return &b
}

// tapCell plays the chosen letter at row, col as the user would.
func (h *harness) tapCell(row, col int) { test.Tap(h.tab.bv.cells[3*row+col]) }

// chooseLetter taps the letter's chip.
func (h *harness) chooseLetter(l byte) {
	for _, c := range h.tab.chips {
		if c.letter == l {
			test.Tap(c)
		}
	}
}

// marks returns the cells with mark m, as board indices.
func (h *harness) marks(m cellMark) []int {
	var is []int
	for i, c := range h.tab.bv.cells {
		if c.mark == m {
			is = append(is, i)
		}
	}
	return is
}
