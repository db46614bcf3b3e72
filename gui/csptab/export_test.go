package csptab

import (
	"testing"

	"fyne.io/fyne/v2/widget"

	"frontier/core/csp"
)

// Choose is choose, for the layout tests outside the package.
func Choose(t *testing.T, tab *Tab, problem, engine, vars, vals, inference string) {
	choose(t, tab, problem, engine, vars, vals, inference)
}

// PredictSwitch is predict mode's switch.
func (t *Tab) PredictSwitch() *widget.Check { return t.predict.check }

// StepToRevision steps until predict mode asks about a revision.
func StepToRevision(t *testing.T, tab *Tab) { stepToQuestion[*csp.ReviseEvent](t, tab) }

// StepTo shows position i.
func (t *Tab) StepTo(i int) { t.stepper.Show(i) }
