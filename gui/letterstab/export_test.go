package letterstab

import (
	"math/rand/v2"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"frontier/gui/kit/kittest"
)

// What the external tests (fit_test.go, which needs the window's
// presentation theme from package gui) may reach.

// NewTestTab builds a tab with a seeded opening and starts a game.
func NewTestTab(w fyne.Window) *Tab {
	t := newTab(w, rand.New(rand.NewPCG(1, 1)))
	t.pause = 0
	t.startGame()
	return t
}

// Recorded returns a channel closed once the Alpha-beta page has recorded
// the search it started last (the test driver runs fyne.Do at once on the
// job's goroutine, so a test must wait for it before touching the widgets
// again).
func (t *Tab) Recorded() <-chan struct{} { return t.steps.runner.Done() }

// StepsPage is the index of the Alpha-beta page.
const StepsPage = pageSteps

// Pages are the pages beside the board.
func (t *Tab) Pages() *container.AppTabs { return t.pages }

// MustSee lists, for each page, what a window must show whole: the
// board's cells, headline and legend, and the page's controls and texts.
func (t *Tab) MustSee() [][]fyne.CanvasObject {
	board := []fyne.CanvasObject{t.headline, t.legend}
	for _, c := range t.bv.cells {
		board = append(board, c)
	}
	with := func(objs ...fyne.CanvasObject) []fyne.CanvasObject { return append(objs, board...) }
	sv := t.steps
	return [][]fyne.CanvasObject{
		pagePlay:    with(t.chips[0], t.chips[2], t.side, t.engineSel, t.newGame, t.hintCheck, t.value),
		pageRules:   with(),
		pageTree:    with(t.tree.tree, t.tree.detail),
		pageSteps:   with(sv.order, sv.stepper.BackBtn, sv.stepper.AutoBtn, sv.toEnd, sv.stepper.Speed, sv.summary, sv.tree, sv.desc),
		pageCompare: with(t.cmp.run, t.cmp.stop, t.cmp.table, t.cmp.note),
	}
}

// PlayAndWait places the chosen letter in the first empty cell and waits
// for the computer's reply, whose report is the longest the Play page
// shows.
func (t *Tab) PlayAndWait(tb testing.TB) {
	for i, c := range t.bv.cells {
		if c.letter == 0 {
			test.Tap(c)
			break
		}
		if i == 8 {
			tb.Fatal("no empty cell")
		}
	}
	kittest.Wait(tb, t.mover.Done(), "the computer's reply")
}

// TreeRowHeight is the height of a row of the trees, its separator
// included.
func (t *Tab) TreeRowHeight() float32 {
	return t.tree.newRow(false).MinSize().Height + fyne.CurrentApp().Settings().Theme().Size("separator")
}

// Trees are the two tree widgets, which must show several rows.
func (t *Tab) Trees() []fyne.CanvasObject { return []fyne.CanvasObject{t.tree.tree, t.steps.tree} }
