package watch

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"frontier/core/practice"
)

// TypedKey drives the view from the keyboard: predict mode's answers
// first, then the stepper's keys; it reports whether it used the key.
func (v *View[S]) TypedKey(e *fyne.KeyEvent) bool {
	return v.choose.typedKey(e) || v.predict.TypedKey(e) || v.Stepper.TypedKey(e)
}

// PredictSwitch is the switch that turns predict mode on and off.
func (v *View[S]) PredictSwitch() *widget.Check { return v.predict.Check }

// SumUpButton is predict mode's button that sums the score up.
func (v *View[S]) SumUpButton() *widget.Button { return v.predict.SumUp }

// Prompt is what predict mode says: the question on show, the verdict
// given, or the summary.
func (v *View[S]) Prompt() string { return v.predict.prompt.Text }

// Score is predict mode's score.
func (v *View[S]) Score() practice.Score { return v.predict.score }

// LastVerdict is the verdict given last; ok is false before any.
func (v *View[S]) LastVerdict() (vd practice.Verdict, ok bool) {
	if v.predict.last == nil {
		return vd, false
	}
	return *v.predict.last, true
}

// Asking is what predict mode asks at the position on show: a pick, a
// bound, a fate (FateQuestion), or nothing (practice.None).
func (v *View[S]) Asking() practice.Kind { return v.predict.ask }

// FateQuestion is the kind of question a child's fate is (see Asking).
const FateQuestion = fateAsk

// FateButtons are the buttons that answer a fate question, in the order
// of practice.Fates.
func (v *View[S]) FateButtons() []*widget.Button { return v.predict.FateBtns }

// BoundButtons are the buttons that answer a bound question on show.
func (v *View[S]) BoundButtons() []*widget.Button {
	var out []*widget.Button
	for _, o := range v.predict.boundRow.Objects {
		out = append(out, o.(*widget.Button))
	}
	return out
}

// Marks is predict mode's marks on the frontier's rows, by node id.
func (v *View[S]) Marks() map[int]string { return v.predict.v.frontier.marks }

// PickRow picks row r (from 0) of the frontier table as a click does.
func (v *View[S]) PickRow(r int) { v.frontier.table.Select(widget.TableCellID{Row: r, Col: 1}) }
