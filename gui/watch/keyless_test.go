package watch

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"frontier/core/search"
	"frontier/gui/kit"
)

// TestKeysAfterAClick: a click on a row of the frontier or on a child
// takes the keyboard, as Fyne's tables and grids do; the arrow keys then
// still step the search.
func TestKeysAfterAClick(t *testing.T) {
	v, w := watch(t, cells, search.EngineBFS, testMaze)
	kit.SetKeys(w.Canvas(), func(e *fyne.KeyEvent) { v.TypedKey(e) })
	v.Stepper.Step()
	v.Stepper.Step()
	// A tap on a row focuses the table; a tap on a child focuses the
	// grid (Fyne's grid item does it, as the table does).
	test.TapAt(v.frontier.table, fyne.NewPos(8, 55))
	for _, o := range []fyne.Focusable{v.frontier.table, v.children.grid} {
		if o == v.children.grid {
			w.Canvas().Focus(o)
		}
		if w.Canvas().Focused() != o {
			t.Fatalf("%T does not have the keyboard: %T has", o, w.Canvas().Focused())
		}
		at := v.Stepper.Current()
		w.Canvas().Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
		if got := v.Stepper.Current(); got != at+1 {
			t.Errorf("with the keyboard on %T, the right arrow went from step %d to %d", o, at, got)
		}
	}
}
