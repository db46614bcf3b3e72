// Package practicetab is the Practice tab: the student tests themself on
// small game trees, drawn top-down. In alpha-beta practice they tap the
// branches they expect alpha-beta to cut and type the root's value; in
// minimax practice they fill in every inner node's value bottom-up. Check
// marks the answer branch by branch or node by node and explains each
// mistake in words; Show answer reveals everything. Trees come at random
// from a seed, or from a letter-game position near its end.
package practicetab

import (
	"math/rand/v2"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/core/games"
	"frontier/core/gametrees"
	"frontier/gui/kit"
)

// The kinds of practice.
const (
	modeAlphaBeta = "Alpha-beta"
	modeMinimax   = "Minimax"
)

// The tree sources.
const (
	sourceRandom  = "Random tree"
	sourceLetters = "Letter game"
)

// branchChoices are the branching menu's entries and the range each means.
var branchChoices = []struct {
	label    string
	min, max int
}{{"2 branches", 2, 2}, {"3 branches", 3, 3}, {"2–3 branches", 2, 3}}

// depthChoices and emptyChoices are the depth menu's and the empty-cell
// menu's entries: entry i means i+2 levels, or i+1 empty cells.
var (
	depthChoices = []string{"Depth 2", "Depth 3", "Depth 4"}
	emptyChoices = []string{"1 empty cell", "2 empty cells"}
)

// Tab is the Practice tab. Its methods are for the UI goroutine.
type Tab struct {
	w   fyne.Window
	rng *rand.Rand // draws the seed of each New tree

	mode, source string
	seed         uint64
	base         *gametrees.Tree   // as made
	tree         *gametrees.Tree   // as shown: base in the chosen order for alpha-beta
	board        games.LetterBoard // the letter-game position, for that source
	order        gametrees.Order
	run          *gametrees.Run

	// The student's answer.
	marked []bool // alpha-beta: branches marked cut, by node
	values []int  // minimax: values typed, by node
	given  []bool
	sel    int // minimax: the inner node the value box edits

	abGrade  *gametrees.ABGrade // the last check, nil since the answer changed
	mmGrade  *gametrees.MMGrade
	revealed bool

	modeSel    *kit.Select
	sourceSel  *kit.Select
	depthSel   *kit.Select
	branchSel  *kit.Select
	emptySel   *kit.Select
	randomOpts *fyne.Container
	letterOpts *fyne.Container
	seedEntry  *kit.Entry
	newBtn     *widget.Button
	orderBox   *fyne.Container
	row1, row2 *fyne.Container
	orderSel   *kit.Select
	answerName *widget.Label
	answer     *kit.Entry
	checkBtn   *widget.Button
	showBtn    *widget.Button
	clearBtn   *widget.Button
	errLabel   *widget.Label
	score      *widget.Label
	lines      *widget.Label
	view       *treeView
	content    fyne.CanvasObject
}

// New makes the tab with a random tree of depth 3 and alpha-beta practice,
// its seeds drawn from a generator seeded from the clock.
func New(w fyne.Window) *Tab {
	s := uint64(time.Now().UnixNano())
	return newTab(w, rand.New(rand.NewPCG(s, s>>1|1)))
}

func newTab(w fyne.Window, rng *rand.Rand) *Tab {
	t := &Tab{w: w, rng: rng, mode: modeAlphaBeta, source: sourceRandom}
	t.content = t.layout()
	t.seed = t.rng.Uint64() % 10000
	t.setSeedText()
	t.makeTree()
	return t
}

// Title is the tab's label, which the window shows before it builds the tab.
const Title = "Practice"

// Title is the tab's label.
func (t *Tab) Title() string { return Title }

// Content is the tab's page.
func (t *Tab) Content() fyne.CanvasObject { return t.content }

// TypedKey checks the answer on Enter.
func (t *Tab) TypedKey(e *fyne.KeyEvent) {
	if e.Name == fyne.KeyReturn || e.Name == fyne.KeyEnter {
		t.check()
	}
}

// layout makes the tab's widgets, once: the two rows of controls, the
// tree and the marking under it.
func (t *Tab) layout() fyne.CanvasObject {
	t.makeTreeRow()
	t.makeAnswerRow()

	// The marking's lines share their room with the instructions, shown
	// while there is no marking, and with an error, shown in front while
	// there is one: a message coming or going moves nothing.
	t.errLabel = widget.NewLabel("")
	t.errLabel.Importance = widget.DangerImportance
	t.errLabel.Hide()
	t.view = newTreeView(t.look, t.tapped)
	t.score = widget.NewLabel("")
	t.score.TextStyle.Bold = true
	t.lines = widget.NewLabel("")
	body := container.NewStack(kit.ScrollLines(resultLines, t.lines), kit.Lines(resultLines, t.errLabel))
	results := container.NewBorder(kit.Lines(1, t.score), nil, nil, nil, body)
	top := container.NewVBox(t.row1, t.row2)
	inset := layout.NewCustomPaddedLayout(0, 0, 0, theme.Padding())
	return container.NewPadded(container.New(inset, container.NewBorder(top, results, nil, nil, t.view)))
}

// makeTreeRow makes the first row: the exercise, where the tree comes
// from, its options and seed, and New.
func (t *Tab) makeTreeRow() {
	t.modeSel = kit.NewSelect([]string{modeAlphaBeta, modeMinimax}, func() {
		if m := t.modeSel.Selected; m != t.mode {
			t.mode = m
			t.showTree()
		}
	})
	t.modeSel.Selected = t.mode

	t.sourceSel = kit.NewSelect([]string{sourceRandom, sourceLetters}, func() {
		t.source = t.sourceSel.Selected
		t.showSourceOptions()
		t.makeTree()
	})
	t.sourceSel.Selected = t.source
	t.depthSel = kit.NewSelect(depthChoices, t.makeTree)
	t.depthSel.Selected = depthChoices[1]
	labels := make([]string, len(branchChoices))
	for i, c := range branchChoices {
		labels[i] = c.label
	}
	t.branchSel = kit.NewSelect(labels, t.makeTree)
	t.branchSel.Selected = branchChoices[2].label
	t.emptySel = kit.NewSelect(emptyChoices, t.makeTree)
	t.emptySel.Selected = emptyChoices[1]
	t.seedEntry = kit.NewEntry("seed")
	t.seedEntry.OnSubmitted = func(string) { t.typedSeed() }
	t.newBtn = widget.NewButtonWithIcon("New", theme.ViewRefreshIcon(), t.newTree)
	t.randomOpts = container.NewHBox(kit.AtLeast(7, t.depthSel), kit.AtLeast(9.5, t.branchSel))
	t.letterOpts = container.NewHBox(kit.AtLeast(10, t.emptySel))
	t.letterOpts.Hide()
	t.row1 = container.NewHBox(kit.AtLeast(9.5, t.modeSel), kit.AtLeast(10.5, t.sourceSel), t.randomOpts, t.letterOpts,
		kit.AtLeast(4.5, t.seedEntry), t.newBtn)
}

// makeAnswerRow makes the second row: the order of the children, the
// root's value, Check, Show answer and Clear.
func (t *Tab) makeAnswerRow() {
	names := make([]string, len(gametrees.Orders))
	for i, o := range gametrees.Orders {
		names[i] = o.String()
	}
	t.orderSel = kit.NewSelect(names, func() {
		o, err := gametrees.ParseOrder(t.orderSel.Selected)
		if err == nil && o != t.order {
			t.order = o
			t.showTree()
		}
	})
	t.orderSel.Selected = t.order.String()
	t.orderBox = container.NewHBox(kit.AtLeast(10.5, t.orderSel))
	t.answerName = widget.NewLabel("Root A =")
	t.answer = kit.NewEntry("value")
	t.answer.OnChanged = func(string) { t.answerTyped() }
	t.answer.OnSubmitted = func(string) { t.answerSubmitted() }
	t.checkBtn = widget.NewButtonWithIcon("Check (Enter)", theme.ConfirmIcon(), t.check)
	t.checkBtn.Importance = widget.HighImportance
	t.showBtn = widget.NewButtonWithIcon("Show answer", theme.VisibilityIcon(), t.reveal)
	t.clearBtn = widget.NewButtonWithIcon("Clear", theme.ContentClearIcon(), t.clearAnswer)
	t.row2 = container.NewHBox(t.orderBox, t.answerName, kit.AtLeast(4, t.answer), t.checkBtn, t.showBtn, t.clearBtn)
}

// showSourceOptions shows the random tree's options or the letter
// game's, as the source menu says.
func (t *Tab) showSourceOptions() {
	if t.source == sourceLetters {
		t.randomOpts.Hide()
		t.letterOpts.Show()
	} else {
		t.letterOpts.Hide()
		t.randomOpts.Show()
	}
	t.row1.Refresh()
}

// setError shows msg in front of the marking's lines, or takes it away
// for "".
func (t *Tab) setError(msg string) {
	t.errLabel.SetText(msg)
	if msg == "" {
		t.errLabel.Hide()
		t.lines.Show()
	} else {
		t.errLabel.Show()
		t.lines.Hide()
	}
}

// resultLines is the room of the marking's lines; more scroll.
const resultLines = 4
