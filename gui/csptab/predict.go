package csptab

import (
	"fmt"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"frontier/core/csp"
	"frontier/gui/kit"
)

// maxValueButtons is the most values a question offers as buttons: a
// Sudoku's nine digits, eight queens' rows, four colours.
const maxValueButtons = 9

// predictor is predict mode: before a step that chooses a variable,
// orders a variable's values or revises an arc, it asks the student what
// the step will do — which variable the order picks (a click on it in
// the drawing), which value is tried first, which values the revision
// removes (buttons) — and grades the answer with core/csp's grading,
// which reads the same events the engine emitted. Each question is
// graded once; Back shows the verdict again.
type predictor struct {
	t        *Tab
	check    *widget.Check
	prompt   *widget.Label
	score    *widget.Label
	values   []*widget.Button
	valueFor []int // the value each button stands for
	checkBtn *widget.Button
	toggled  map[int]bool        // a revision's values marked to go
	verdicts map[int]csp.Verdict // by the index of the event asked about
	right    int
	tied     int
	asked    int
	box      *fyne.Container
}

func newPredictor(t *Tab) *predictor {
	p := &predictor{t: t, prompt: widget.NewLabel(""), score: widget.NewLabel("")}
	p.check = widget.NewCheck("Predict", func(bool) {
		kit.ReleaseFocus(p.check)
		p.update()
	})
	p.prompt.Wrapping = fyne.TextWrapWord
	var buttons []fyne.CanvasObject
	for i := range maxValueButtons {
		b := widget.NewButton("", func() { p.tapValue(i) })
		p.values = append(p.values, b)
		buttons = append(buttons, b)
	}
	p.valueFor = make([]int, maxValueButtons)
	p.checkBtn = widget.NewButton("Check", p.checkRevision)
	p.checkBtn.Importance = widget.HighImportance
	p.score.TextStyle.Bold = true
	foot := container.NewVBox(container.NewGridWithColumns(5, buttons...), container.NewBorder(nil, nil, nil, p.checkBtn, kit.Lines(1, p.score)))
	p.box = container.NewBorder(nil, foot, nil, nil, container.NewVScroll(p.prompt))
	p.box.Hide()
	t.draw.OnTapVar = p.tapVar
	p.reset()
	return p
}

// reset forgets the answers, for a new recording.
func (p *predictor) reset() {
	p.verdicts, p.toggled = map[int]csp.Verdict{}, map[int]bool{}
	p.right, p.tied, p.asked = 0, 0, 0
}

// on reports whether predict mode is on with a recording it can ask about.
func (p *predictor) on() bool {
	r := p.t.rec
	return p.check.Checked && r != nil && r.engine != csp.MinConflicts
}

// next is the index of the event the position on show asks about, and
// that event, or −1 when it asks nothing.
func (p *predictor) next() (int, csp.Event) {
	r, s := p.t.rec, p.t.snap
	if r == nil || s == nil || s.pos >= len(r.events) {
		return -1, nil
	}
	switch e := r.events[s.pos].(type) {
	case *csp.ChooseEvent:
		return s.pos, e
	case *csp.OrderEvent:
		if len(e.Values) > 0 && len(e.Values) <= maxValueButtons {
			return s.pos, e
		}
	case *csp.ReviseEvent:
		if len(e.Supports) > 0 && len(e.Supports) <= maxValueButtons {
			return s.pos, e
		}
	}
	return -1, nil
}

// update shows the question the position on show asks, or the verdict
// given to it, and the verdict on the step just made.
func (p *predictor) update() {
	t := p.t
	if !p.check.Checked {
		p.box.Hide()
		t.whyBox.Show()
		return
	}
	t.whyBox.Hide()
	p.box.Show()
	p.toggled = map[int]bool{}
	for _, b := range p.values {
		b.Hide()
	}
	p.checkBtn.Hide()
	p.score.SetText(p.scoreWords())
	if !p.on() {
		p.prompt.SetText("Predict mode asks about backtracking and AC-3; min-conflicts draws its steps at random.")
		return
	}
	text := ""
	if s := t.snap; s.pos > 0 {
		if v, ok := p.verdicts[s.pos-1]; ok {
			text = v.Reason + "\n\n"
		}
	}
	i, e := p.next()
	rp := t.rec.p
	switch {
	case i < 0:
		text += "Nothing to predict in the next step: step on."
	case p.answered(i):
		text += "Answered: " + p.verdicts[i].Reason
	default:
		switch e := e.(type) {
		case *csp.ChooseEvent:
			text += fmt.Sprintf("Which variable does the %s order choose next? Click it in the drawing.", csp.Title("var", e.Rule))
		case *csp.OrderEvent:
			text += fmt.Sprintf("Which value of %s does the %s order try first?", rp.Name(e.Var), csp.Title("val", e.Rule))
			var vals []int
			for _, r := range e.Values {
				vals = append(vals, r.Value)
			}
			slices.Sort(vals) // in the domain's order, so that the buttons give nothing away
			p.offer(e.Var, vals)
		case *csp.ReviseEvent:
			text += fmt.Sprintf("Revising (%s, %s): which values of %s go? Mark them, then Check (none marked: none goes).",
				rp.Name(e.Arc.X), rp.Name(e.Arc.Y), rp.Name(e.Arc.X))
			var vals []int
			for _, s := range e.Supports {
				vals = append(vals, s.Value)
			}
			p.offer(e.Arc.X, vals)
			p.checkBtn.Show()
		}
	}
	p.prompt.SetText(text)
	p.box.Refresh()
}

func (p *predictor) answered(i int) bool { _, ok := p.verdicts[i]; return ok }

// offer shows a button for each of x's values vals.
func (p *predictor) offer(x int, vals []int) {
	for k, a := range vals {
		b := p.values[k]
		p.valueFor[k] = a
		b.SetText(p.t.rec.p.Label(x, a))
		b.Importance = widget.MediumImportance
		b.Show()
		b.Refresh()
	}
}

func (p *predictor) scoreWords() string {
	if p.asked == 0 {
		return "Score: none yet"
	}
	s := fmt.Sprintf("Score: %d right of %d", p.right, p.asked)
	if p.tied > 0 {
		s += fmt.Sprintf(" (%d tied)", p.tied)
	}
	return s
}

// grade keeps the verdict on the question of event i and steps on, to
// show what the engine did.
func (p *predictor) grade(i int, v csp.Verdict) {
	p.verdicts[i] = v
	p.asked++
	if v.Right {
		p.right++
	}
	if v.Tied {
		p.tied++
	}
	p.t.stepper.Step()
}

// tapVar answers a choice of variable.
func (p *predictor) tapVar(v int) {
	if !p.on() {
		return
	}
	i, e := p.next()
	if c, ok := e.(*csp.ChooseEvent); ok && !p.answered(i) {
		p.grade(i, c.VarChoice.Grade(p.t.rec.p, v))
	}
}

// tapValue answers the first value tried, or marks a value to go.
func (p *predictor) tapValue(k int) {
	if !p.on() {
		return
	}
	i, e := p.next()
	if i < 0 || p.answered(i) {
		return
	}
	a := p.valueFor[k]
	switch e := e.(type) {
	case *csp.OrderEvent:
		p.grade(i, e.ValueOrder.GradeFirst(p.t.rec.p, a))
	case *csp.ReviseEvent:
		p.toggled[a] = !p.toggled[a]
		b := p.values[k]
		b.Importance = widget.MediumImportance
		if p.toggled[a] {
			b.Importance = widget.DangerImportance
		}
		b.Refresh()
	}
}

// checkRevision answers which values a revision removes: those marked.
func (p *predictor) checkRevision() {
	if !p.on() {
		return
	}
	i, e := p.next()
	rv, ok := e.(*csp.ReviseEvent)
	if !ok || p.answered(i) {
		return
	}
	var removed []int
	for _, s := range rv.Supports {
		if p.toggled[s.Value] {
			removed = append(removed, s.Value)
		}
	}
	p.grade(i, rv.Grade(p.t.rec.p, removed))
}
