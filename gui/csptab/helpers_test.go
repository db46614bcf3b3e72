package csptab

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"frontier/gui/kit"
	"frontier/gui/kit/kittest"
)

// newTestTab makes the tab in a window of 1024×700 and waits for its
// first run.
func newTestTab(t *testing.T) (*Tab, fyne.Window) {
	t.Helper()
	test.NewTempApp(t)
	tab := New()
	w := test.NewTempWindow(t, tab.Content())
	w.Resize(fyne.NewSize(1024, 700))
	kittest.Wait(t, tab.Done(), "the first run")
	return tab, w
}

// choose sets the menus, runs what they say and waits for the run. The
// menus are set as a user leaves them, and the run started as their
// change starts it, after they have been drawn: under the test driver the
// run's result is shown on the run's goroutine, which would otherwise
// race the menu drawing itself.
func choose(t *testing.T, tab *Tab, problem, engine, vars, vals, inference string) {
	t.Helper()
	set := func(s *kit.Select, v string) {
		if v != "" {
			if !slices.Contains(s.Options, v) {
				t.Fatalf("no entry %q in %v", v, s.Options)
			}
			s.Selected = v
			s.Refresh()
		}
	}
	set(tab.problemSel, problem)
	set(tab.engineSel, engine)
	set(tab.varSel, vars)
	set(tab.valSel, vals)
	set(tab.infSel, inference)
	tab.run()
	kittest.Wait(t, tab.Done(), "the run")
	if tab.rec == nil || tab.rec.choice.label != problem && problem != "" {
		t.Fatalf("the tab shows %v, want %s", tab.rec, problem)
	}
}

// drawn is the drawing's renderer, brought up to date.
func drawn(tab *Tab) *drawRenderer {
	r := test.WidgetRenderer(tab.draw).(*drawRenderer)
	r.Refresh()
	return r
}
