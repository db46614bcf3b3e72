// Package localtab is the Local search tab: hill climbing and its
// variants, simulated annealing, local beam search, the genetic algorithm
// and min-conflicts run on the n-queens or the 8-puzzle, recorded step by
// step. The board shows the state of the step on show as the textbook
// draws it (the attacking pairs joined, every square's h written on it),
// a landscape plots h over the run, and predict mode asks the student for
// steepest ascent's or min-conflicts' next move and grades it with the
// engines' own rules (core/local's GradeSteepest and GradeRepair).
package localtab

import (
	"context"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/core/local"
	"frontier/gui/kit"
)

// Title is the tab's label, which the window shows before it builds the tab.
const Title = "Local search"

// Tab is the Local search tab. Its methods are for the UI goroutine.
type Tab struct {
	w      fyne.Window
	runner kit.Runner
	prob   problem   // the problem of the recording on show
	rec    recording // the run on show; no frames before the first

	problemSel, engineSel *kit.Select
	nEntry, seedEntry     *kit.Entry
	nRow                  fyne.CanvasObject
	fields                []*paramField
	runBtn, cancelBtn     *widget.Button
	formErr               *widget.Label

	queensB  *queensBoard
	tilesB   *tilesBoard
	headline *widget.Label // the state on show and its h
	summary  *widget.Label // the run's outcome
	stepper  *kit.Stepper
	desc     *widget.Label // what the step did and why
	plot     *landscape
	legend   *widget.Label
	pred     *predictor
	content  fyne.CanvasObject
}

// New makes the tab and runs steepest ascent on an 8-queens board, so
// that a class sees a board at once.
func New(w fyne.Window) *Tab {
	t := newTab(w)
	// The opening run (hill climbing on the 8-queens, microseconds) is
	// recorded at once: a tab made with a run under way would update its
	// widgets from the run's goroutine while the window lays them out.
	if p, e, opts, ok := t.form(); ok {
		t.load(p, p.record(context.Background(), e, opts))
	}
	return t
}

// newTab builds the widgets without running anything.
func newTab(w fyne.Window) *Tab {
	t := &Tab{w: w}
	t.queensB, t.tilesB = newQueensBoard(), newTilesBoard()
	t.tilesB.Hide()
	t.stepper = kit.NewStepper()
	t.stepper.OnShow = t.showStep
	t.stepper.Position = func(i, n int) string { return "step " + strconv.Itoa(i) + " of " + strconv.Itoa(n-1) }
	t.plot = newLandscape()
	t.pred = newPredictor(t)
	t.queensB.OnTap, t.tilesB.OnTap = t.pred.tapped, t.pred.tapped
	t.content = t.layout()
	t.engineChanged()
	return t
}

func (t *Tab) Title() string              { return Title }
func (t *Tab) Content() fyne.CanvasObject { return t.content }

// Done returns a channel closed once the run started last is on show.
func (t *Tab) Done() <-chan struct{} { return t.runner.Done() }

// Solve runs the engine chosen (Ctrl+Enter, or Run).
func (t *Tab) Solve() { t.run() }

// TogglePlay starts or stops stepping through the run (Space).
func (t *Tab) TogglePlay() { t.stepper.ToggleAuto() }

// Cancel stops the run under way (Esc); what it recorded is shown.
func (t *Tab) Cancel() { t.runner.Cancel() }

// TypedKey steps with the arrows, Home and End.
func (t *Tab) TypedKey(e *fyne.KeyEvent) { t.stepper.TypedKey(e) }

func (t *Tab) layout() fyne.CanvasObject {
	t.problemSel = kit.NewSelect(problemNames, t.engineChanged)
	t.problemSel.Selected = problemQueens
	titles := make([]string, len(local.Engines))
	for i, e := range local.Engines {
		titles[i] = e.Title()
	}
	t.engineSel = kit.NewSelect(titles, t.engineChanged)
	t.engineSel.Selected = titles[0]
	t.nEntry, t.seedEntry = kit.NewEntry("8"), kit.NewEntry("1")
	t.nEntry.SetText("8")
	t.seedEntry.SetText("1")
	t.nRow = row("queens n", t.nEntry)
	rows := []fyne.CanvasObject{bold("Problem"), t.problemSel, t.nRow, bold("Engine"), t.engineSel}
	for _, p := range local.Params {
		f := newParamField(p)
		t.fields = append(t.fields, f)
		rows = append(rows, f.row)
	}
	t.runBtn = widget.NewButtonWithIcon("Run", theme.MediaPlayIcon(), t.run)
	t.runBtn.Importance = widget.HighImportance
	t.cancelBtn = widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), t.Cancel)
	t.cancelBtn.Disable()
	t.formErr = kit.ErrorLabel()
	rows = append(rows, row("seed", t.seedEntry), container.NewGridWithColumns(2, t.runBtn, t.cancelBtn), t.formErr)
	left := kit.AtLeast(leftEms, container.NewVBox(rows...))

	t.headline = wrapped()
	t.headline.TextStyle.Bold = true
	t.summary = wrapped()
	boards := container.NewStack(t.queensB, t.tilesB)
	center := container.NewBorder(kit.Lines(2, t.headline), kit.Lines(3, t.summary), nil, nil, boards)

	t.desc = wrapped()
	t.legend = wrapped()
	watch := container.NewVBox(t.stepper.Controls(), kit.ScrollLines(4, t.desc), t.pred.controls())
	right := kit.AtLeast(rightEms, container.NewBorder(watch, kit.Lines(2, t.legend), nil, nil, t.plot))
	return container.NewPadded(container.NewBorder(nil, nil, left, right, container.NewPadded(center)))
}

// The columns beside the board are at least so many text sizes wide.
const leftEms, rightEms = 17, 19

func row(name string, o fyne.CanvasObject) fyne.CanvasObject {
	return container.NewGridWithColumns(2, widget.NewLabel(name), o)
}

func bold(s string) *widget.Label {
	return widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
}

func wrapped() *widget.Label {
	l := widget.NewLabel("")
	l.Wrapping = fyne.TextWrapWord
	return l
}

// engine is the engine chosen.
func (t *Tab) engine() local.Engine {
	for _, e := range local.Engines {
		if e.Title() == t.engineSel.Selected {
			return e
		}
	}
	return local.EngineHillClimbing
}

// engineChanged shows the parameters the engine reads, the queens' n for
// the queens, and says when the problem cannot run the engine.
func (t *Tab) engineChanged() {
	e := t.engine()
	for _, f := range t.fields {
		if e.Takes(f.p.Name) {
			f.row.Show()
		} else {
			f.row.Hide()
		}
	}
	if t.problemSel.Selected == problemQueens {
		t.nRow.Show()
	} else {
		t.nRow.Hide()
	}
	kit.SetError(t.formErr, "")
	if t.problemSel.Selected == problemSliding {
		if p, err := newSliding(); err == nil {
			if err := p.offers(e); err != nil {
				kit.SetError(t.formErr, "The 8-puzzle cannot run this engine: "+err.Error()+".")
			}
		}
	}
	t.pred.engineChanged(e)
}

// chosen is the problem the form describes.
func (t *Tab) chosen() (problem, error) {
	if t.problemSel.Selected == problemSliding {
		return newSliding()
	}
	n, err := strconv.Atoi(strings.TrimSpace(t.nEntry.Text))
	if err != nil {
		return nil, errNotNumber("queens n", t.nEntry.Text)
	}
	return newQueens(n)
}

// form reads the problem, the engine and its options, or says in the
// form's error line what is wrong (ok false).
func (t *Tab) form() (p problem, e local.Engine, opts local.Options, ok bool) {
	e = t.engine()
	p, err := t.chosen()
	if err == nil {
		err = p.offers(e)
	}
	if err == nil {
		opts, err = options(e, t.seedEntry.Text, t.fields)
	}
	if err != nil {
		kit.SetError(t.formErr, err.Error())
		return nil, e, opts, false
	}
	kit.SetError(t.formErr, "")
	return p, e, opts, true
}

// run records a run of the engine chosen on a board drawn from the seed.
func (t *Tab) run() {
	p, e, opts, ok := t.form()
	if !ok {
		return
	}
	t.summary.SetText("Running " + e.Title() + " on the " + p.name() + "…")
	t.runBtn.Disable()
	t.cancelBtn.Enable()
	kit.Start(&t.runner, func(ctx context.Context) recording { return p.record(ctx, e, opts) },
		func(rec recording) { t.load(p, rec) })
}

// load shows a finished (or cancelled) run from its first step.
func (t *Tab) load(p problem, rec recording) {
	t.runBtn.Enable()
	t.cancelBtn.Disable()
	if rec.err != nil {
		t.summary.SetText(rec.err.Error())
		return
	}
	if n := len(rec.frames); n > 0 && rec.frames[n-1].kind != local.KindStop {
		last := rec.frames[n-1]
		rec.frames = append(rec.frames, frame{kind: local.KindStop, number: rec.result.Steps, climb: last.climb,
			hBefore: last.h, h: last.h, best: last.best, mean: last.mean, stop: rec.result.Stop, state: last.state})
	}
	t.prob, t.rec = p, rec
	_, sliding := p.(*slidingProblem)
	if sliding {
		t.queensB.Hide()
		t.tilesB.Show()
	} else {
		t.tilesB.Hide()
		t.queensB.Show()
	}
	t.summary.SetText(summaryText(p, rec))
	t.legend.SetText(legendText(rec.engine))
	t.plot.set(rec.frames)
	t.pred.load()
	t.stepper.SetLen(len(rec.frames))
}
