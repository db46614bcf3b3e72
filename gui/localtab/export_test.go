package localtab

import (
	"fyne.io/fyne/v2"

	"frontier/core/local"
)

// What the layout test, in a package of its own (it builds the window to
// apply presentation mode), reaches of the tab.

// NewTestTab is the tab, nothing run yet.
func NewTestTab(w fyne.Window) *Tab { return newTab(w) }

// Choose picks problem name and engine e in the menus.
func (t *Tab) Choose(name string, e local.Engine) {
	t.problemSel.SetSelected(name)
	t.engineSel.SetSelected(e.Title())
}

// SetPredict turns predict mode on or off.
func (t *Tab) SetPredict(on bool) { t.pred.check.SetChecked(on) }

// Stepper steps forward.
func (t *Tab) StepOn() { t.stepper.Step() }

// Board is the queens' board.
func (t *Tab) Board() fyne.CanvasObject { return t.queensB }

// The problems' names.
const (
	ProblemQueens  = problemQueens
	ProblemSliding = problemSliding
)
