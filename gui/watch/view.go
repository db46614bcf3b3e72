package watch

import (
	"context"
	"errors"
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/core/numfmt"
	"frontier/core/search"
	"frontier/gui/kit"
)

// View is the watch view of one search at a time. Its methods are for the
// UI goroutine.
type View[S comparable] struct {
	puzzle Puzzle[S]

	Stepper *kit.Stepper
	FineBtn *widget.Button
	GoalBtn *widget.Button
	// ExportBtn, beside the tree's heading, calls OnExport; hidden
	// while there is none (see export.go).
	ExportBtn *kit.TipButton
	OnExport  func()
	// TreeSwitch, on a map (Puzzle.NoChildren), shows the search tree in
	// the map's place; nil for other puzzles, whose tree has a column of
	// its own.
	TreeSwitch *widget.Check

	tieBreak, status *widget.Label
	stepLabel        *widget.Label     // stepNow, and how many children are on show
	stepNow          string            // what the position on show is
	node             fyne.CanvasObject // the node on show, drawn large
	nodeStack        *fyne.Container   // node, and the inspector's marks over it
	inspector        *fyne.Container   // beside the node: see SetInspector
	inspectorSwitch  *fyne.Container   // at the header's right: see SetInspector
	beside           *fyne.Container   // the node and the inspector side by side
	inspect          func(s S)         // the inspector's, with each node shown: see SetInspector

	children *childList[S]
	frontier *frontierTable[S]
	program  *programList[S]
	share    *fyne.Container  // the frontier and the program's expansions
	captions *container.Split // a map's children over its frontier, nil for other puzzles (mapLayout)
	passes   *passTable
	tree     *treeView
	treeHead *widget.Label
	legend   fyne.CanvasObject
	picked   *picked[S]
	predict  *predictor[S]
	choose   *chooser[S]

	runner   kit.Runner
	job      Job[S]
	owner    fyne.Window // the view's window, for its dialogs; nil before it has one
	informed bool        // the engine uses h: f, g and h are shown, else g alone
	rec      *search.Recording[S]
	shown    int        // children of the step on show revealed so far (fine step)
	tested   bool       // whether the last child revealed shows its fate yet
	number   nodeNumber // a node's number being typed, in predict mode or You choose

	content fyne.CanvasObject
}

// New builds an empty view for a puzzle drawn by p.
func New[S comparable](p Puzzle[S]) *View[S] {
	p.Aspect = p.aspect()
	v := &View[S]{puzzle: p, Stepper: kit.NewStepper()}
	v.tieBreak = widget.NewLabel("")
	v.tieBreak.Wrapping = fyne.TextWrapWord
	v.status = heading("")
	v.status.Wrapping = fyne.TextWrapWord
	v.stepLabel = widget.NewLabel("")
	v.stepLabel.Wrapping = fyne.TextWrapWord
	v.node = p.Picture()
	v.nodeStack = container.NewStack(v.node)
	v.inspector = container.NewVBox()
	v.inspectorSwitch = container.NewVBox()
	v.children = newChildList(p)
	v.children.name = v.moveName
	v.children.OnPick = func(id int) { v.pick(id, v.roleOf(id)) }
	v.frontier = newFrontierTable(p)
	v.program = newProgramList(p)
	v.passes = newPassTable()
	v.tree = newTreeView()
	v.tree.OnTap = v.pick
	v.tree.Label = v.treeLabel
	v.treeHead = widget.NewLabel("")
	v.treeHead.Wrapping = fyne.TextWrapWord
	v.picked = newPicked(p)
	v.predict = newPredictor(v)
	v.choose = newChooser(v)
	v.ExportBtn = newExportButton(v)

	v.FineBtn = widget.NewButtonWithIcon("Fine step", theme.MoreHorizontalIcon(), v.FineStep)
	v.GoalBtn = widget.NewButtonWithIcon("To the goal", theme.MediaSkipNextIcon(), v.ToGoal)
	v.Stepper.AddButton(v.FineBtn)
	v.Stepper.AddButton(v.GoalBtn)
	v.Stepper.OnShow = v.show
	v.Stepper.Position = v.position
	v.Stepper.Partial = v.partial
	v.Stepper.Finish = func() { v.reveal(len(v.expansion().Children), true) }
	v.content = v.layout()
	v.clear("")
	return v
}

// Content is the view's page.
func (v *View[S]) Content() fyne.CanvasObject { return v.content }

// TypedKey drives the view from the keyboard: predict mode's answers
// first, then the stepper's keys; it reports whether it used the key.
func (v *View[S]) TypedKey(e *fyne.KeyEvent) bool {
	return v.choose.typedKey(e) || v.predict.TypedKey(e) || v.Stepper.TypedKey(e)
}

// Start records j in the background and shows it once recorded; a
// recording still running is dropped.
func (v *View[S]) Start(j Job[S]) {
	v.job = j
	v.informed = j.Engine.Informed()
	v.clear("recording the search…")
	if j.Preparing != "" {
		v.say(j.Preparing)
	}
	v.tieBreak.SetText(v.tieBreakText())
	v.program.set(j.Program, j.Engine.Title())
	v.share.Refresh()
	type outcome struct {
		rec *search.Recording[S]
		err error
	}
	kit.Start(&v.runner, func(ctx context.Context) outcome {
		rec, err := j.Record(ctx, MaxSteps, FrontierRows)
		return outcome{rec, err}
	}, func(o outcome) {
		switch {
		case errors.Is(o.err, context.Canceled) || o.err == nil && o.rec.Result().StopReason == search.StopCancelled:
			v.say("recording cancelled.")
		case o.err != nil:
			v.say(o.err.Error())
		default:
			v.load(o.rec)
			v.choose.started()
		}
	})
}

// tieBreakText is how the job's search breaks ties.
func (v *View[S]) tieBreakText() string {
	if v.job.TieBreak != "" {
		return v.job.TieBreak
	}
	return v.job.Engine.TieBreak()
}

// Stop cancels a recording still running.
func (v *View[S]) Stop() { v.runner.Cancel() }

// Done returns a channel closed once the recording started last is on
// show (or has failed).
func (v *View[S]) Done() <-chan struct{} { return v.runner.Done() }

// Recording is the recording on show, nil while there is none.
func (v *View[S]) Recording() *search.Recording[S] { return v.rec }

// say shows the subject and how its search stands.
func (v *View[S]) say(status string) {
	if v.job.Subject == "" {
		v.status.SetText(status)
		return
	}
	v.status.SetText(v.job.Subject + ": " + status)
}

// clear empties the view, saying what it waits for.
func (v *View[S]) clear(status string) {
	v.rec, v.shown, v.tested = nil, 0, true
	v.predict.reset()
	v.say(status)
	v.stepLabel.SetText("")
	v.Stepper.SetLen(0)
	v.children.informed, v.frontier.informed = v.informed, v.informed
	v.frontier.side = nil
	if d, _ := search.Describe(v.job.Engine); d.Backward {
		v.frontier.side = v.side
	}
	v.children.show(nil, 0, false)
	v.frontier.show(nil, 0, 0)
	v.passes.show(nil, 0)
	v.tree.SetNodes(nil)
	v.treeHead.SetText("")
	v.picked.clear()
	v.FineBtn.Disable()
	v.GoalBtn.Disable()
}

// load shows a finished recording from its start. Positions 0 to Len
// are the start and the search after each step; a solved search has one
// more, where the goal is reached.
func (v *View[S]) load(rec *search.Recording[S]) {
	v.rec = rec
	v.predict.reset()
	v.passes.show(rec.Passes(), 0)
	n := rec.Len() + 1
	if _, solved := rec.Goal(); solved {
		n++
	}
	v.Stepper.SetLen(n)
}

// goalAt is the position at which the goal is reached, −1 when the
// search reached none.
func (v *View[S]) goalAt() int {
	if v.rec == nil {
		return -1
	}
	if _, solved := v.rec.Goal(); !solved {
		return -1
	}
	return v.rec.Len() + 1
}

// position is the stepper's label: no count of the steps to come while
// the goal is still ahead, so that the view does not give it away.
func (v *View[S]) position(i, n int) string {
	switch {
	case v.rec == nil:
		return ""
	case i == v.goalAt():
		return "goal reached"
	case i == 0:
		return "start"
	case v.rec.Truncated():
		return fmt.Sprintf("step %s / %s", numfmt.Group(i), numfmt.Group(v.rec.Len()))
	}
	return "step " + numfmt.Group(i)
}

// statusAt says how the search stands at position i: what the recording
// holds, and how the search ended once that end is on show.
func (v *View[S]) statusAt(i int) string {
	rec := v.rec
	r := rec.Result()
	steps := numfmt.Group(rec.Len())
	switch {
	case rec.Truncated():
		return fmt.Sprintf("recorded the first %s expansions. Watch stops here — Solve runs the search to the end.", steps)
	case i == v.goalAt():
		return fmt.Sprintf("goal reached after %s, cost %s.", expansions(rec.Len()), numfmt.Group(r.Cost))
	case i == rec.Len() && v.goalAt() < 0:
		return fmt.Sprintf("no solution: the search stopped after %s (%s).", expansions(rec.Len()), r.StopReason.Words())
	}
	return "recorded. Step, Fine step or Auto follows the search to its end."
}

// expansions is "1 expansion", "976 expansions".
func expansions(n int) string {
	if n == 1 {
		return "1 expansion"
	}
	return numfmt.Group(n) + " expansions"
}

// expansion is the step on show; at position 0, the start waiting on the
// frontier, and where the goal is reached, the goal, expanding nothing.
func (v *View[S]) expansion() *search.Expansion[S] {
	i := v.Stepper.Current()
	switch {
	case i == v.goalAt():
		id, _ := v.rec.Goal()
		c, _ := v.rec.Node(id)
		x := &search.Expansion[S]{Step: i, Node: c.Node}
		if last := v.rec.Len(); last > 0 {
			x.Iteration, x.Bound = v.rec.Step(last).Iteration, v.rec.Step(last).Bound
		}
		return x
	case i > 0:
		return v.rec.Step(i)
	}
	start, _ := v.rec.Node(0)
	return &search.Expansion[S]{Node: start.Node}
}

// roleOf is node id's role in the tree on show; a node the picture leaves
// out gets the role its fate gives it.
func (v *View[S]) roleOf(id int) search.Role {
	for _, n := range v.tree.nodes {
		if n.ID == id {
			return n.Role
		}
	}
	if c, ok := v.rec.Node(id); ok && c.Fate.Dropped() {
		return search.RolePruned
	}
	return search.RoleFrontier
}

// treeLabel is node id's label on the tree: its number and costs, and
// its priority alone for a crowded tree.
func (v *View[S]) treeLabel(id int) (long [2]string, short string) {
	c, ok := v.rec.Node(id)
	if !ok {
		return long, ""
	}
	long = [2]string{fmt.Sprintf("#%d", id), v.costs(c.Node, " ")}
	if !v.informed {
		return long, fmt.Sprintf("g %d", c.G)
	}
	return long, fmt.Sprintf("f %d", c.F)
}
