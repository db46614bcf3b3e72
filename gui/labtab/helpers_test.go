package labtab

import (
	"frontier/gui/kit/kittest"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

func newTestTab(t *testing.T) (*Tab, fyne.App) {
	t.Helper()
	a := test.NewTempApp(t)
	w := test.NewTempWindow(t, widget.NewLabel(""))
	tab := New(w, a.Preferences())
	w.SetContent(tab.Content())
	w.Resize(fyne.NewSize(1280, 800))
	return tab, a
}

// small sets the form to a tiny experiment of the given kind on the
// 8-puzzle with A* misplaced and A* manhattan.
func small(tab *Tab, kind string) {
	f := tab.form
	f.kind.SetSelected(kind)
	f.puzzle.SetSelected(puzzleOptions()[1].title)
	f.option("diagonal").check.SetChecked(false)
	f.option("goal").entry.SetText("")
	for _, c := range f.engines.checks {
		c.SetChecked(c.Text == "A* misplaced" || c.Text == "A* manhattan")
	}
	f.depthFrom.SetText("6")
	f.depthTo.SetText("10")
	f.depthStep.SetText("2")
	f.beam.SetText("100")
	f.instances.SetText("4")
	f.budgets.SetText("100,1000")
	f.walk.SetText("20")
	f.maxNodes.SetText("100000")
	f.seed.SetText("1")
	f.workers.SetText("2")
}

// run taps Run and waits for the run to end.
func run(t *testing.T, tab *Tab) {
	t.Helper()
	test.Tap(tab.runBtn)
	kittest.Wait(t, tab.runner.Done(), "the experiment")
}

// column finds a header's column in the table on show, or fails.
func column(t *testing.T, tab *Tab, header string) int {
	t.Helper()
	_, cols := tab.results.size()
	for c := range cols {
		if tab.results.cell(0, c) == header {
			return c
		}
	}
	t.Fatalf("no column %q in %v", header, tab.results.grid.Header)
	return -1
}
