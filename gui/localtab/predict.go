package localtab

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"frontier/core/domains/queens"
	"frontier/core/local"
	"frontier/gui/kit"
)

// predictor is predict mode: on the step on show, the student clicks the
// square the engine's next move goes to (steepest ascent: the square a
// queen moves to, or the tile that slides; min-conflicts: which queen
// moves and where) or "Stops here", and the guess is graded by the
// engine's rule on that board (core/local's GradeSteepest, GradeRepair),
// every move tied at the best counting. One guess a step is graded;
// the board's h numbers stay hidden until it is.
type predictor struct {
	t       *Tab
	check   *widget.Check
	stop    *widget.Button
	score   *widget.Label
	verdict *widget.Label
	box     fyne.CanvasObject

	right, total int
	graded       map[int]bool // the steps whose guess was graded
}

func newPredictor(t *Tab) *predictor {
	p := &predictor{t: t, graded: map[int]bool{}}
	p.check = widget.NewCheck("Predict", func(bool) { p.shown(p.t.stepper.Current()) })
	p.stop = widget.NewButton("Stops here", func() { p.guess(local.Guess{Stop: true}, -1, -1) })
	p.score = widget.NewLabel("")
	p.verdict = wrapped()
	return p
}

// controls are the switch, the stop button and the score over the
// verdict, which keeps four lines and scrolls past them.
func (p *predictor) controls() fyne.CanvasObject {
	p.box = container.NewVBox(container.NewHBox(p.check, p.stop, p.score), kit.ScrollLines(3, p.verdict))
	return p.box
}

// offered reports whether predict mode grades engine e.
func offered(e local.Engine) bool {
	return e == local.EngineHillClimbing || e == local.EngineRandomRestart || e == local.EngineMinConflicts
}

// engineChanged offers predict mode for the engines it grades.
func (p *predictor) engineChanged(e local.Engine) {
	if offered(e) {
		p.check.Enable()
		return
	}
	p.check.SetChecked(false)
	p.check.Disable()
	p.verdict.SetText("Predict mode is for steepest ascent (hill climbing, random restart) and min-conflicts.")
}

// on reports whether a guess is asked for on the run on show.
func (p *predictor) on() bool { return p.check.Checked && offered(p.t.rec.engine) }

// load starts the score again for a new run.
func (p *predictor) load() {
	p.right, p.total, p.graded = 0, 0, map[int]bool{}
	p.score.SetText("")
}

// shown asks for a guess on step i, or says the answer it was given.
func (p *predictor) shown(i int) {
	t := p.t
	kit.Enable(p.stop, p.on())
	t.queensB.marks, t.tilesB.marks = nil, nil
	t.queensB.showH = !p.on() || p.graded[i]
	if t.rec.frames == nil {
		return
	}
	if p.on() && !p.graded[i] {
		p.verdict.SetText(p.question(i))
	} else if !p.on() && offered(t.rec.engine) {
		p.verdict.SetText("")
	}
	t.queensB.Refresh()
	t.tilesB.Refresh()
}

func (p *predictor) question(i int) string {
	switch {
	case i == len(p.t.rec.frames)-1:
		return "The run is over: step back to predict a step."
	case p.t.rec.engine == local.EngineMinConflicts:
		return "Which queen does min-conflicts move next, and where? Click its new square (its own square if it stays), or Stops here."
	case p.t.rec.frames[i].kind == local.KindStop:
		return "This climb has stopped: random restart starts again on a new board. Step on."
	}
	if _, ok := p.t.prob.(*slidingProblem); ok {
		return "Which tile does the climb slide next? Click it, or Stops here."
	}
	return "Where does the climb move next? Click the square a queen goes to, or Stops here."
}

// tapped grades a click on square (col, row) of the board.
func (p *predictor) tapped(col, row int) {
	if !p.on() {
		return
	}
	f := p.t.rec.frames[p.t.stepper.Current()]
	if p.t.rec.engine == local.EngineMinConflicts {
		p.guess(local.Guess{Move: local.Move{Var: col, Val: row}}, col, row)
		return
	}
	m, ok := p.t.prob.moveTo(f.state, col, row)
	if !ok {
		p.verdict.SetText("No move goes there: click a square of a queen's column, not the queen itself.")
		if _, sliding := p.t.prob.(*slidingProblem); sliding {
			p.verdict.SetText("No move goes there: click a tile next to the blank.")
		}
		return
	}
	p.guess(local.Guess{Move: m}, col, row)
}

// guess grades g on the step on show; (col, row) is the square clicked,
// −1 for Stops here.
func (p *predictor) guess(g local.Guess, col, row int) {
	i := p.t.stepper.Current()
	if !p.on() || p.t.rec.frames[i].kind == local.KindStop {
		return // the run, or this climb, is over: nothing to predict
	}
	if p.graded[i] {
		p.verdict.SetText("This step is graded already: step on to the next.")
		return
	}
	v := p.grade(p.t.rec.frames[i], g)
	p.graded[i], p.total = true, p.total+1
	if v.Right {
		p.right++
	}
	p.score.SetText(fmt.Sprintf("%d / %d right", p.right, p.total))
	p.verdict.SetText(v.Why)
	p.shown(i)
	p.mark(col, row, v.Right)
}

// grade grades g on frame f's state by the engine's rule.
func (p *predictor) grade(f frame, g local.Guess) local.Verdict {
	if p.t.rec.engine != local.EngineMinConflicts {
		return p.t.prob.grade(f.state, p.sidewaysLeft(f), g)
	}
	b := queens.New(f.state.([]int))
	if g.Stop {
		if b.H() == 0 {
			return local.Verdict{Right: true, Why: "Right. No queen is in conflict: the board is a solution, and min-conflicts stops."}
		}
		return local.Verdict{Why: fmt.Sprintf("Min-conflicts does not stop here: %d queens are in conflict, and it draws one of them at random.", len(b.Conflicted()))}
	}
	return local.GradeRepair(b, g.Move.Var, g.Move.Val, -1)
}

// sidewaysLeft is how many sideways moves in a row the climb may still
// make after frame f.
func (p *predictor) sidewaysLeft(f frame) int {
	left := p.t.rec.opts.Sideways
	if f.kind == local.KindSideways {
		left -= f.sideways
	}
	return left
}

// mark outlines the square clicked, green when right and red when not.
func (p *predictor) mark(col, row int, right bool) {
	if col < 0 {
		return
	}
	c := color.Color(wrongEdge)
	if right {
		c = rightEdge
	}
	marks := map[[2]int]color.Color{{col, row}: c}
	p.t.queensB.marks, p.t.tilesB.marks = marks, marks
	p.t.queensB.Refresh()
	p.t.tilesB.Refresh()
}
