// Package csptab is the Constraints tab: a constraint satisfaction
// problem (Australia's map or Romania's to colour, n queens, a Sudoku)
// solved by backtracking (its variable order, value order and
// inference chosen), by AC-3 alone or by min-conflicts, recorded event
// by event in the background and stepped through: the problem drawn
// with every variable's values left, AC-3's queue with the arc being
// revised, the assignment stack with its backtracks, and each event said
// in words with the reason the core gives. Predict mode asks, before a
// step, which variable the order picks, which value it tries first or
// which values a revision removes, and grades the answer by core/csp's
// rules.
package csptab

import (
	"context"
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/core/csp"
	"frontier/gui/kit"
)

// Title is the tab's label, which the window shows before it builds the tab.
const Title = "Constraints"

// engineTitles are the engine menu's entries, in the order of Rules.
var engineTitles, engineIDs = options("engine")

// Tab is the Constraints tab. Its methods are for the UI goroutine.
type Tab struct {
	runner kit.Runner
	rec    *recording
	snap   *snapshot

	problemSel, engineSel, varSel, valSel, infSel *kit.Select
	runBtn, cancelBtn                             *widget.Button
	stepper                                       *kit.Stepper
	draw                                          *drawing
	summary, said, why                            *widget.Label
	queueHead, stackHead                          *widget.Label
	queue, stack                                  *widget.List
	queueRows, stackRows                          []listRow
	predict                                       *predictor
	whyBox                                        fyne.CanvasObject
	content                                       fyne.CanvasObject
}

// listRow is a row of the queue or the stack: its text and how it
// stands out.
type listRow struct {
	text string
	imp  widget.Importance
}

// New makes the tab with its first run recorded: Australia by plain
// backtracking, 27 events, recorded at once rather than in the
// background, so that the tab opens with it on show.
func New() *Tab {
	t := &Tab{}
	t.content = t.layout()
	t.load(record(context.Background(), t.setup()))
	return t
}

// Title is the tab's label.
func (t *Tab) Title() string { return Title }

// Content is the tab's page.
func (t *Tab) Content() fyne.CanvasObject { return t.content }

// Solve runs the chosen engine again (Ctrl+Enter).
func (t *Tab) Solve() { t.run() }

// Cancel stops the run under way (Esc); what it recorded is shown.
func (t *Tab) Cancel() { t.runner.Cancel() }

// TogglePlay starts or stops stepping on its own (Space).
func (t *Tab) TogglePlay() { t.stepper.ToggleAuto() }

// TypedKey steps: → and ↓ forward, ← and ↑ back, Home and End.
func (t *Tab) TypedKey(e *fyne.KeyEvent) { t.stepper.TypedKey(e) }

// Done is closed once the run started last is on show.
func (t *Tab) Done() <-chan struct{} { return t.runner.Done() }

func (t *Tab) layout() fyne.CanvasObject {
	rerun := func() { t.chose() }
	t.problemSel = kit.NewSelect(labels(), rerun)
	t.problemSel.Selected = problemChoices[0].label
	t.engineSel = kit.NewSelect(engineTitles, rerun)
	t.engineSel.Selected = engineTitles[0]
	vars, _ := options("var")
	vals, _ := options("val")
	infs, _ := options("inference")
	t.varSel, t.valSel, t.infSel = kit.NewSelect(vars, rerun), kit.NewSelect(vals, rerun), kit.NewSelect(infs, rerun)
	t.varSel.Selected, t.valSel.Selected, t.infSel.Selected = vars[0], vals[0], infs[0]
	t.runBtn = widget.NewButtonWithIcon("Run", theme.MediaPlayIcon(), t.run)
	t.runBtn.Importance = widget.HighImportance
	t.cancelBtn = widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), t.Cancel)
	t.cancelBtn.Disable()

	t.stepper = kit.NewStepper()
	t.stepper.OnShow = t.show
	t.draw = newDrawing()
	t.summary, t.said, t.why = widget.NewLabel(""), widget.NewLabel(""), widget.NewLabel("")
	t.why.Wrapping = fyne.TextWrapWord
	t.queueHead, t.stackHead = widget.NewLabel("Queue"), widget.NewLabel("Assignments")
	t.queueHead.TextStyle.Bold, t.stackHead.TextStyle.Bold = true, true
	t.queue = t.list(&t.queueRows)
	t.stack = t.list(&t.stackRows)
	t.predict = newPredictor(t)

	row1 := container.NewHBox(wide(t.problemSel), wide(t.engineSel), t.runBtn, t.cancelBtn, t.predict.check)
	row2 := container.NewHBox(widget.NewLabel("Variables"), wide(t.varSel), widget.NewLabel("Values"),
		wide(t.valSel), widget.NewLabel("Inference"), wide(t.infSel))
	lists := container.NewGridWithRows(2,
		container.NewBorder(t.queueHead, nil, nil, nil, t.queue),
		container.NewBorder(t.stackHead, nil, nil, nil, t.stack))
	t.whyBox = container.NewVScroll(t.why)
	side := container.NewBorder(container.NewVBox(t.stepper.Controls(), kit.ScrollLines(3, t.said)), nil, nil, nil,
		container.NewStack(t.whyBox, t.predict.box))
	body := container.NewBorder(nil, nil, kit.AtLeast(9.5, lists), kit.AtLeast(19, side), t.draw)
	return container.NewPadded(container.NewBorder(container.NewVBox(row1, row2), kit.Lines(2, t.summary), nil, nil, body))
}

// list is a list showing rows, one label each.
func (t *Tab) list(rows *[]listRow) *widget.List {
	l := widget.NewList(func() int { return len(*rows) },
		func() fyne.CanvasObject {
			lb := widget.NewLabel("12. NSW = green")
			lb.Truncation = fyne.TextTruncateEllipsis
			return lb
		},
		func(id widget.ListItemID, o fyne.CanvasObject) {
			lb := o.(*widget.Label)
			if id < 0 || id >= len(*rows) {
				return
			}
			r := (*rows)[id]
			lb.Importance, lb.TextStyle.Bold = r.imp, r.imp != widget.MediumImportance
			lb.SetText(r.text)
		})
	l.OnSelected = func(widget.ListItemID) { l.UnselectAll() }
	return l
}

// setup is what the menus choose.
func (t *Tab) setup() setup {
	s := setup{choice: choiceOf(t.problemSel.Selected), engine: csp.Backtracking}
	for i, title := range engineTitles {
		if title == t.engineSel.Selected {
			s.engine = csp.Engine(engineIDs[i])
		}
	}
	s.opts = csp.Options{
		Var:       csp.VarOrder(idOf("var", t.varSel.Selected)),
		Val:       csp.ValOrder(idOf("val", t.valSel.Selected)),
		Inference: csp.Inference(idOf("inference", t.infSel.Selected)),
	}
	return s
}

// chose follows a menu's choice: the orders and the inference offered
// where the engine takes them, and the summary saying that Run records
// the new choice (the last recording stays on show, as a puzzle tab's
// result does until Solve).
func (t *Tab) chose() {
	s := t.offer()
	t.summary.SetText(fmt.Sprintf("Run (Ctrl+Enter) records %s, %s; on show: the run before.", s.choice.label, t.engineSel.Selected))
}

// offer enables the orders and the inference where the engine chosen
// takes them, and returns the choice.
func (t *Tab) offer() setup {
	s := t.setup()
	for _, sel := range []*kit.Select{t.varSel, t.valSel, t.infSel} {
		if s.engine == csp.Backtracking {
			sel.Enable()
		} else {
			sel.Disable()
		}
	}
	return s
}

// run records the chosen run in the background; the last recording
// stays on show until it is done.
func (t *Tab) run() {
	s := t.offer()
	t.summary.SetText("Running " + s.choice.label + "…")
	t.cancelBtn.Enable()
	kit.Start(&t.runner, func(ctx context.Context) recording { return record(ctx, s) }, t.load)
}

// load shows a finished recording from its first position.
func (t *Tab) load(r recording) {
	t.cancelBtn.Disable()
	t.summary.SetText(r.summary())
	if r.err != nil {
		return
	}
	t.rec = &r
	t.predict.reset()
	t.stepper.SetLen(r.positions())
}

// show draws position i of the recording.
func (t *Tab) show(i int) {
	r := t.rec
	if r == nil {
		return
	}
	t.snap = r.snapshotAt(i)
	s := t.snap
	t.draw.show(r, s)
	t.said.SetText(r.said(s))
	t.why.SetText(r.why(s))
	t.showQueue(s)
	t.showStack(s)
	t.predict.update()
}

// wide holds a menu as wide as its longest entry needs, in the theme's
// text size, so that presentation mode widens it too and no entry is cut.
func wide(s *kit.Select) fyne.CanvasObject {
	longest := float32(0)
	size := theme.TextSize()
	for _, o := range s.Options {
		longest = max(longest, fyne.MeasureText(o, size, fyne.TextStyle{}).Width)
	}
	// The arrow and the padding either side take some four ems.
	return kit.AtLeast(longest/size+4, s)
}
