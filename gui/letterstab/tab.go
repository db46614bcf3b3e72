// Package letterstab is the Letter game tab: the human plays the letter
// game (C, S or E on a 3×3 board; CSE or ESC in a line wins) against the
// computer, which searches with minimax, memo or alpha-beta and shows the
// value it found and how much work it took. Beside the board, pages show
// the rules, the game tree of the position with every move's value,
// alpha-beta's search step by step with its cuts, and the engines and move
// orders compared.
package letterstab

import (
	"math/rand/v2"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/core/domains/letters"
	"frontier/core/search"
	"frontier/gui/kit"
)

// computerPause is the least time the computer takes to answer, so the
// human sees their own move before the reply lands.
const computerPause = 400 * time.Millisecond

// Sides offered in the side choice; MAX moves first.
const (
	sideYouMax      = "You"
	sideComputerMax = "Computer"
)

// The pages beside the board.
const (
	pagePlay = iota
	pageRules
	pageTree
	pageSteps
	pageCompare
)

// Tab is the Letter game tab. Its methods are for the UI goroutine.
type Tab struct {
	w   fyne.Window
	rng *rand.Rand // picks the opening and breaks ties between best moves

	board       letters.Board
	human       letters.Player
	letter      byte
	engine      search.GameEngine
	last        letters.Cell // the computer's last move; Row −1 when none
	hintOn      bool
	hints       [9][]cellHint
	thinking    bool
	thinkEngine search.GameEngine // the engine of the search under way
	pos         int               // bumped whenever the position changes; stale answers are dropped
	preview     *treePosition     // a tree position the board shows instead of the game; nil for the game
	note        string            // said under the board until the position changes, such as the engine chosen

	mover, hinter kit.Runner

	bv        *boardView
	chips     [3]*cell
	side      *widget.RadioGroup
	engineSel *kit.Select
	hintCheck *widget.Check
	newGame   *widget.Button
	headline  *widget.Label // whose turn, or the result, or the tree position shown
	boardErr  *widget.Label // a move that cannot be played
	legend    *widget.Label
	value     *widget.Label // the computer's last move, its value and its work
	pages     *container.AppTabs
	tree      *treeView
	steps     *stepsView
	cmp       *compareView
	content   fyne.CanvasObject

	// pause is the least time the computer takes to answer (see
	// computerPause).
	pause time.Duration
}

// treePosition is a position of a tree page that the board shows.
type treePosition struct {
	board letters.Board
	path  []letters.Move // from the game's position
}

// New makes the tab, with the openings drawn from a generator seeded from
// the clock, and starts a game with the human as MAX.
func New(w fyne.Window) *Tab {
	seed := uint64(time.Now().UnixNano())
	t := newTab(w, rand.New(rand.NewPCG(seed, seed>>1|1)))
	t.startGame()
	return t
}

// newTab builds the widgets without starting a game; rng, which draws
// the openings and the computer's choice among equal moves, must not be
// nil.
func newTab(w fyne.Window, rng *rand.Rand) *Tab {
	t := &Tab{w: w, rng: rng, human: letters.Max, letter: 'C', engine: search.GameAlphaBeta,
		last: letters.Cell{Row: -1}, pause: computerPause}
	t.bv = newBoardView(t.play)
	t.cmp = newCompareView()
	t.tree = newTreeView(t.showPosition)
	t.steps = newStepsView(t.showPosition)
	t.content = t.layout()
	return t
}

// Title is the tab's label, which the window shows before it builds the tab.
const Title = "Letter game"

// Title is the tab's label.
func (t *Tab) Title() string { return Title }

// Content is the tab's page.
func (t *Tab) Content() fyne.CanvasObject { return t.content }

// Done returns a channel closed once the searches the tab started last
// (the computer's move, the hints, the Alpha-beta page's record and the
// comparison) have shown their results.
func (t *Tab) Done() <-chan struct{} {
	return kit.AllDone(t.mover.Done(), t.hinter.Done(), t.steps.runner.Done(), t.cmp.runner.Done())
}

// TypedKey chooses a letter with the keys C, S and E, and on the
// Alpha-beta page steps with the arrow keys, Space, Home and End.
func (t *Tab) TypedKey(e *fyne.KeyEvent) {
	if t.pages.SelectedIndex() == pageSteps && t.steps.stepper.TypedKey(e) {
		return
	}
	switch e.Name {
	case fyne.KeyC:
		t.chooseLetter('C')
	case fyne.KeyS:
		t.chooseLetter('S')
	case fyne.KeyE:
		t.chooseLetter('E')
	}
}

func (t *Tab) layout() fyne.CanvasObject {
	t.headline = widget.NewLabel("")
	t.headline.SizeName = theme.SizeNameSubHeadingText
	t.headline.TextStyle.Bold = true
	t.boardErr = widget.NewLabel("")
	t.boardErr.Importance = widget.DangerImportance
	t.boardErr.Hide()
	t.legend = widget.NewLabel("")
	// The error and the legend share two lines under the board, the error
	// in front while there is one; the headline keeps two lines above it.
	// So a message that comes or goes moves no cell, nor the board's size.
	messages := container.NewStack(kit.Lines(2, t.legend), kit.Lines(2, t.boardErr))
	boardArea := &fyne.Container{Layout: boardColumn{}, Objects: []fyne.CanvasObject{kit.Lines(2, t.headline), t.bv.obj, messages}}

	t.pages = container.NewAppTabs(
		container.NewTabItem("Play", t.playPage()),
		container.NewTabItem("Rules", rulesPage()),
		container.NewTabItem("Tree", t.tree.obj),
		container.NewTabItem("Alpha-beta", t.steps.obj),
		container.NewTabItem("Compare", t.cmp.obj),
	)
	t.pages.OnSelected = func(*container.TabItem) {
		t.setBoardErr("") // it was about the page left
		t.pageChanged()
	}
	// The right inset keeps scroll bars off the widgets.
	inset := layout.NewCustomPaddedLayout(0, 0, 0, theme.Padding())
	side := container.New(inset, kit.AtLeast(sideMinEms, t.pages))
	return container.NewPadded(&fyne.Container{Layout: columns{}, Objects: []fyne.CanvasObject{boardArea, side}})
}

// setBoardErr shows why a click on the board did nothing, in front of the
// legend, or takes the message away for "".
func (t *Tab) setBoardErr(msg string) {
	t.boardErr.SetText(msg)
	if msg == "" {
		t.boardErr.Hide()
		t.legend.Show()
	} else {
		t.boardErr.Show()
		t.legend.Hide()
	}
}

// boardColumn stacks the headline, the board and the messages, the
// messages right under the board, however large the board is.
type boardColumn struct{}

func (boardColumn) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	head, board, msgs := objs[0], objs[1], objs[2]
	gap := theme.Padding()
	h, m := head.MinSize().Height, msgs.MinSize().Height
	side := squareGrid{}.side(fyne.NewSize(size.Width, size.Height-h-m-2*gap))
	head.Move(fyne.NewPos(0, 0))
	head.Resize(fyne.NewSize(size.Width, h))
	board.Move(fyne.NewPos(0, h+gap))
	board.Resize(fyne.NewSize(size.Width, side))
	msgs.Move(fyne.NewPos(0, h+gap+side+gap))
	msgs.Resize(fyne.NewSize(size.Width, m))
}

func (boardColumn) MinSize(objs []fyne.CanvasObject) fyne.Size {
	w, h := float32(0), 2*theme.Padding()
	for _, o := range objs {
		w, h = max(w, o.MinSize().Width), h+o.MinSize().Height
	}
	return fyne.NewSize(w, h)
}

// The pages beside the board are at least sideMinEms text sizes wide, so
// that their wrapped lines keep a readable measure, and take up to
// sideMaxEms when the window has room to spare.
const sideMinEms, sideMaxEms = 20, 40

// columns lays the board's column out beside the pages. The board's
// column takes the room the board can use (see boardEms) and the pages
// the rest, up to sideMaxEms; room left over stays beside the board.
type columns struct{}

func (columns) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	board, side := objs[0], objs[1]
	gap, em := theme.Padding(), theme.TextSize()
	boardW := min(boardEms*em+2*gap, size.Width-gap-side.MinSize().Width)
	sideW := max(min(size.Width-gap-boardW, sideMaxEms*em), side.MinSize().Width)
	boardW = size.Width - gap - sideW
	board.Move(fyne.NewPos(0, 0))
	board.Resize(fyne.NewSize(boardW, size.Height))
	side.Move(fyne.NewPos(boardW+gap, 0))
	side.Resize(fyne.NewSize(sideW, size.Height))
}

func (columns) MinSize(objs []fyne.CanvasObject) fyne.Size {
	b, s := objs[0].MinSize(), objs[1].MinSize()
	return fyne.NewSize(b.Width+theme.Padding()+s.Width, max(b.Height, s.Height))
}

// playPage holds the game's controls and the computer's report; it
// scrolls rather than clips when the window is short.
func (t *Tab) playPage() fyne.CanvasObject {
	for i := range t.chips {
		l := letters.Letters[i]
		t.chips[i] = newCell(0, i, func(int, int) { t.chooseLetter(l) })
		t.chips[i].letter, t.chips[i].chip, t.chips[i].minEms = l, true, 3.6
	}
	t.showChips()
	t.side = widget.NewRadioGroup([]string{sideYouMax, sideComputerMax}, t.chooseSide)
	t.side.Selected, t.side.Required, t.side.Horizontal = sideYouMax, true, true
	names := []string{engineNames[search.GameAlphaBeta], engineNames[search.GameMemo], engineNames[search.GameMinimax]}
	t.engineSel = kit.NewPlainSelect(names, t.chooseEngine)
	t.engineSel.Selected = engineNames[t.engine]
	t.hintCheck = widget.NewCheck("Show hints", t.setHints)
	t.newGame = widget.NewButtonWithIcon("New game", theme.ViewRefreshIcon(), t.startGame)
	t.newGame.Importance = widget.HighImportance
	t.value = wrapped()
	page := container.NewVBox(
		bold("Your letter (or press C, S, E)"),
		container.NewGridWithColumns(3, t.chips[0], t.chips[1], t.chips[2]),
		bold("Who plays MAX, who moves first?"),
		t.side,
		bold("Computer's engine"),
		t.engineSel,
		container.NewGridWithColumns(2, t.newGame, t.hintCheck),
		widget.NewSeparator(),
		t.value,
	)
	return container.NewVScroll(page)
}

// pageChanged shows the game on the board, or the tree position the
// selected page looks at, and brings that page up to date.
func (t *Tab) pageChanged() {
	switch t.pages.SelectedIndex() {
	case pageTree:
		t.tree.show(t.board)
		t.showPosition(t.tree.selected())
	case pageSteps:
		// The search starts last: its answer must not be overwritten here.
		t.steps.setBoard(t.board)
		t.showPosition(t.steps.selected())
		t.steps.update()
	default:
		t.showPosition(nil)
	}
}

// showPosition makes the board show a tree position, or the game for nil,
// when the page asking is the one on view.
func (t *Tab) showPosition(p *treePosition) {
	if p != nil && t.pages.SelectedIndex() != pageTree && t.pages.SelectedIndex() != pageSteps {
		return
	}
	t.preview = p
	t.redraw()
}

func bold(s string) *widget.Label {
	return widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
}

func wrapped() *widget.Label {
	l := widget.NewLabel("")
	l.Wrapping = fyne.TextWrapWord
	return l
}

// chooseLetter selects the letter the next click places.
func (t *Tab) chooseLetter(l byte) {
	t.letter = l
	t.showChips()
	t.redraw()
}

func (t *Tab) showChips() {
	for _, c := range t.chips {
		c.mark = markNone
		if c.letter == t.letter {
			c.mark = markChosen
		}
		c.Refresh()
	}
}

// chooseSide gives MAX to the human or the computer and starts a new game.
func (t *Tab) chooseSide(s string) {
	t.human = letters.Max
	if s == sideComputerMax {
		t.human = letters.Min
	}
	t.startGame()
}

// chooseEngine sets the computer's engine; a search under way restarts
// with it, so a slow plain minimax can be swapped for alpha-beta.
func (t *Tab) chooseEngine(name string) {
	t.engine = engineByName(name)
	if t.thinking && t.thinkEngine != t.engine {
		t.positionChanged()
		return
	}
	// Nothing else changes until the computer's turn: say so.
	t.note = "The computer's next move will be searched with " + name + "."
	t.redraw()
}

// setHints turns the hints on or off.
func (t *Tab) setHints(on bool) {
	t.hintOn = on
	t.redraw()
	t.requestHints()
}
