package letterstab

import (
	"math/rand/v2"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"frontier/core/domains/letters"
)

// harness is a tab in a test window, and the opening its games start
// from.
type harness struct {
	tab     *Tab
	opening *letters.Board // nil: the tab draws one
}

// newHarness opens a tab whose games start from opening (nil: the seeded
// rng picks), with the human playing MAX and no pause before replies. It
// does not start a game.
func newHarness(t *testing.T, opening *letters.Board) *harness {
	t.Helper()
	test.NewTempApp(t)
	w := test.NewTempWindow(t, nil)
	tb := newTab(w, rand.New(rand.NewPCG(4, 4)))
	tb.pause = 0
	w.SetContent(tb.Content())
	w.Resize(w.Content().MinSize().Max(w.Canvas().Size()))
	return &harness{tab: tb, opening: opening}
}

// start starts a game from the harness's opening.
func (h *harness) start() {
	if h.opening == nil {
		h.tab.startGame()
		return
	}
	h.tab.startFrom(*h.opening)
}

// The background work a test waits for: each channel is that of the job
// started last, so a test asks for it after the action that starts one.
func (h *harness) replied() <-chan struct{}  { return h.tab.mover.Done() }
func (h *harness) hinted() <-chan struct{}   { return h.tab.hinter.Done() }
func (h *harness) recorded() <-chan struct{} { return h.tab.steps.runner.Done() }
func (h *harness) rowDone() <-chan struct{}  { return h.tab.cmp.runner.Done() }

// compared waits for a comparison to end, row by row: each row is a job
// of its own, started as the row before hands over its result, so the
// comparison has ended when a row's job is done and no other has started.
// (The buttons are not read for it: under the test driver the jobs'
// updates run on the jobs' goroutines.)
func (h *harness) compared(t *testing.T, what string) {
	t.Helper()
	for {
		row := h.rowDone()
		wait(t, row, what)
		if h.rowDone() == row {
			return
		}
	}
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
