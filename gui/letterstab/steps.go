package letterstab

import (
	"context"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/core/domains/letters"
	"frontier/core/games"
	"frontier/core/numfmt"
	"frontier/core/search"
	"frontier/gui/kit"
)

// stepsView is the Alpha-beta page: alpha-beta's search of the position on
// the board, recorded once in the background and replayed step by step
// with the shared stepper. The tree shows the nodes entered so far, with
// their windows and, once known, their values; the current node is
// selected and shown on the board; cut-off moves appear greyed at their
// cut, whose reason is spelt out. Clicking any node jumps to it. The
// record holds the whole search (about 15,000 nodes from an opening), and
// the tree widget builds rows only for the branches open on screen.
type stepsView struct {
	runner kit.Runner
	root   letters.Board
	stale  bool
	res    search.GameResult[letters.Move]
	rec    *search.GameTree[letters.Move]
	steps  []search.TreeStep
	appear []int32 // per node: the step it shows from (a pruned node: its parent's cut)
	done   []int32 // per node: the step its value is known at; −1 for a pruned node
	cut    []int32 // per node: the step of its cut; −1 for none
	cur    int
	inShow bool // the view itself is selecting a row

	stepper *kit.Stepper
	nextCut *widget.Button // the stepper's extra buttons
	toEnd   *widget.Button
	order   *widget.Check
	summary *widget.Label
	desc    *widget.Label
	tree    *keyTree
	obj     fyne.CanvasObject
	onShow  func(*treePosition)
}

// stepsJob is one recorded search.
type stepsJob struct {
	res search.GameResult[letters.Move]
	err error
}

func newStepsView(onShow func(*treePosition)) *stepsView {
	sv := &stepsView{onShow: onShow, stale: true, stepper: kit.NewStepper()}
	sv.stepper.OnShow = sv.showStep
	sv.nextCut = widget.NewButtonWithIcon("Next cut", theme.ContentCutIcon(), sv.showNextCut)
	sv.toEnd = widget.NewButtonWithIcon("To the end", theme.MediaSkipNextIcon(), func() { sv.stepper.Show(len(sv.steps) - 1) })
	sv.stepper.AddButton(sv.nextCut)
	sv.stepper.AddButton(sv.toEnd)
	sv.nextCut.Disable()
	sv.toEnd.Disable()
	sv.order = widget.NewCheck("Better move order: wins first, give-aways last", func(bool) { sv.record() })
	sv.order.Checked = true
	sv.summary, sv.desc = wrapped(), wrapped()
	sv.tree = newKeyTree(sv.stepper.TypedKey, sv.scrollToStep)
	sv.tree.ChildUIDs, sv.tree.IsBranch, sv.tree.CreateNode, sv.tree.UpdateNode = sv.childIDs, sv.isBranch, sv.newRow, sv.updateRow
	sv.tree.OnSelected = sv.selectNode
	// The summary keeps two lines, so the tree under it stays put as
	// "Searching…" gives way to the counts; the step's words keep three
	// under the tree, and scroll when they need more, so that the tree
	// keeps its size from step to step.
	top := container.NewVBox(sv.order, sv.stepper.Controls(), kit.Lines(2, sv.summary))
	sv.obj = container.NewBorder(top, kit.ScrollLines(3, sv.desc), nil, nil, sv.tree)
	return sv
}

// setBoard notes that the game is at b; the record follows when shown.
func (sv *stepsView) setBoard(b letters.Board) {
	if b != sv.root || sv.rec == nil && !sv.runner.Busy() {
		sv.root, sv.stale = b, true
	}
}

// update records the search of the board if the record is stale.
func (sv *stepsView) update() {
	if sv.stale {
		sv.record()
	}
}

// record searches the position in the background with the chosen order.
func (sv *stepsView) record() {
	sv.stale = false
	b, natural := sv.root, !sv.order.Checked
	sv.summary.SetText("Searching…")
	sv.nextCut.Disable()
	sv.toEnd.Disable()
	kit.Start(&sv.runner, func(ctx context.Context) stepsJob {
		r, err := games.SolveLetters(ctx, search.GameAlphaBeta, b, search.GameOptions{Record: true, NaturalOrder: natural})
		return stepsJob{r, err}
	}, sv.load)
}

// load takes a recorded search and shows its first step.
func (sv *stepsView) load(j stepsJob) {
	if j.err != nil {
		sv.summary.SetText("The search stopped: " + j.err.Error())
		return
	}
	sv.res, sv.rec, sv.steps = j.res, j.res.Tree, j.res.Tree.Steps()
	n := len(sv.rec.Nodes)
	sv.appear, sv.done, sv.cut = make([]int32, n), make([]int32, n), make([]int32, n)
	for i := range sv.done {
		sv.done[i], sv.cut[i] = -1, -1
	}
	cuts, skipped := 0, 0
	for k, s := range sv.steps {
		switch s.Kind {
		case search.StepEnter:
			sv.appear[s.Node] = int32(k)
		case search.StepLeave:
			if sv.rec.Nodes[s.Node].First < 0 {
				sv.appear[s.Node] = int32(k)
			}
			sv.done[s.Node] = int32(k)
		case search.StepCut:
			sv.cut[s.Node] = int32(k)
			cuts++
			for c := sv.rec.Nodes[s.Node].First; c >= 0; c = sv.rec.Nodes[c].Next {
				if sv.rec.Nodes[c].Kind == search.NodePruned {
					sv.appear[c] = int32(k)
					skipped++
				}
			}
		}
	}
	sv.summary.SetText(sv.summaryText(cuts, skipped))
	sv.tree.CloseAllBranches()
	sv.stepper.SetLen(len(sv.steps))
}

func (sv *stepsView) summaryText(cuts, skipped int) string {
	order := "trying wins first"
	if !sv.order.Checked {
		order = "in the natural order"
	}
	if sv.root.Over() {
		return "The game is over: there is nothing to search."
	}
	return numfmt.Group(sv.res.Nodes) + " nodes searched " + order + "; " + numfmt.Group(cuts) + " cuts skipped " +
		numfmt.Group(skipped) + " moves. Value for MAX: " + search.SignedValue(sv.res.Value) + "."
}

// selected is the position of the current step's node, or nil at the
// root or when the record is not of the board's position.
func (sv *stepsView) selected() *treePosition {
	if sv.rec == nil || len(sv.steps) == 0 || sv.stale || sv.runner.Busy() {
		return nil
	}
	node := sv.steps[sv.cur].Node
	if node == 0 {
		return nil
	}
	return sv.position(node)
}

func (sv *stepsView) position(node int32) *treePosition {
	path := sv.rec.Path(node)
	b := sv.root
	for _, m := range path {
		b = b.Play(m)
	}
	return &treePosition{board: b, path: path}
}

// showNextCut jumps to the next step that cuts.
func (sv *stepsView) showNextCut() {
	if k := sv.cutAfter(sv.cur); k >= 0 {
		sv.stepper.Show(k)
	}
}

// selectNode jumps to the step where a node the user clicked first shows.
func (sv *stepsView) selectNode(id widget.TreeNodeID) {
	if sv.inShow || sv.rec == nil {
		return
	}
	if i, err := strconv.Atoi(id); err == nil && i < len(sv.appear) {
		sv.stepper.Show(int(sv.appear[i]))
	}
}

// keyTree is a widget.Tree whose keys go to the stepper first (a click on
// a row gives the tree the keyboard, and the arrows must go on stepping),
// and which brings the current step back into view when resized (rows
// change height with presentation mode, and the scroll offset no longer
// points at the same row).
type keyTree struct {
	widget.Tree
	keys     func(*fyne.KeyEvent) bool // reports whether it used the key
	onResize func()
}

func newKeyTree(keys func(*fyne.KeyEvent) bool, onResize func()) *keyTree {
	t := &keyTree{keys: keys, onResize: onResize}
	t.ExtendBaseWidget(t)
	return t
}

// Resize lays the tree out at s and scrolls back to the current step.
func (t *keyTree) Resize(s fyne.Size) {
	t.Tree.Resize(s)
	t.onResize()
}

// TypedKey steps with the stepper's keys and leaves the others to the tree.
func (t *keyTree) TypedKey(e *fyne.KeyEvent) {
	if !t.keys(e) {
		t.Tree.TypedKey(e)
	}
}
