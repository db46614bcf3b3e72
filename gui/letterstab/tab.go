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
	sideYouMax      = "You (you move first)"
	sideComputerMax = "Computer (it moves first)"
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

// Title is the tab's label.
func (t *Tab) Title() string { return "Letter game" }

// Content is the tab's page.
func (t *Tab) Content() fyne.CanvasObject { return t.content }

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
	t.headline.Wrapping = fyne.TextWrapWord
	t.boardErr = wrapped()
	t.boardErr.Importance = widget.DangerImportance
	t.legend = wrapped()
	boardArea := container.NewBorder(t.headline, container.NewVBox(t.boardErr, t.legend), nil, nil, t.bv.obj)

	t.pages = container.NewAppTabs(
		container.NewTabItem("Play", t.playPage()),
		container.NewTabItem("Rules", rulesPage()),
		container.NewTabItem("Tree", t.tree.obj),
		container.NewTabItem("Alpha-beta", t.steps.obj),
		container.NewTabItem("Compare", t.cmp.obj),
	)
	t.pages.OnSelected = func(*container.TabItem) { t.pageChanged() }
	// The right inset keeps scroll bars off the widgets.
	inset := layout.NewCustomPaddedLayout(0, 0, 0, theme.Padding())
	side := container.New(inset, kit.AtLeast(30, t.pages))
	return container.NewPadded(container.NewBorder(nil, nil, nil, side, container.NewPadded(boardArea)))
}

// playPage holds the game's controls and the computer's report; it
// scrolls rather than clips when the window is short.
func (t *Tab) playPage() fyne.CanvasObject {
	for i := range t.chips {
		l := letters.Letters[i]
		t.chips[i] = newCell(0, i, func(int, int) { t.chooseLetter(l) })
		t.chips[i].letter, t.chips[i].chip, t.chips[i].minSide = l, true, 64
	}
	t.showChips()
	t.side = widget.NewRadioGroup([]string{sideYouMax, sideComputerMax}, t.chooseSide)
	t.side.Selected, t.side.Required = sideYouMax, true
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
		bold("Who plays MAX? (a change starts a new game)"),
		t.side,
		bold("Computer's engine"),
		t.engineSel,
		container.NewGridWithColumns(2, t.newGame, t.hintCheck),
		widget.NewSeparator(),
		bold("Computer"),
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
	}
}

// setHints turns the hints on or off.
func (t *Tab) setHints(on bool) {
	t.hintOn = on
	t.redraw()
	t.requestHints()
}
