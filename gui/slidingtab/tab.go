// Package slidingtab is the sliding-puzzle tab of the window: a board to
// play by hand, the engine and state controls, live search counters, the
// results and path playback.
package slidingtab

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"frontier/core/domains/sliding"
	"frontier/core/puzzles"
	"frontier/gui/inspect"
	"frontier/gui/kit"
)

// Tab is the sliding-puzzle tab.
type Tab struct {
	prefs fyne.Preferences

	board *sliding.Board
	kind  *puzzles.Kind[sliding.State, sliding.State] // the catalogue's view of board
	state sliding.State                               // the position the next search starts from
	shown sliding.State                               // the position on the board view
	hand  int                                         // moves played by hand since the last load
	// earlier holds, per board width, the last position loaded on a board
	// of that width, so that going back to a size brings its position back.
	earlier map[int]string

	view      *boardView
	handLabel *widget.Label

	insp         *inspect.Sliding
	inspectCheck *widget.Check

	widthSel   *widget.Select
	diagonal   *widget.Check
	goalSel    *widget.Select
	customGoal *kit.Entry
	custom     string // the custom goal as typed, kept while another goal is chosen
	goalErr    *widget.Label

	stateEntry *kit.Entry
	stateErr   *widget.Label
	stateNote  *widget.Label
	randMode   *widget.Select
	walkEntry  *kit.Entry
	seedEntry  *kit.Entry
	randErr    *widget.Label

	engineSel *widget.Select
	heurSel   *widget.Select
	freeHeur  string // the heuristic chosen for the engines that take one
	limits    *kit.Limits
	searchErr *widget.Label
	warning   *widget.Label

	search   *kit.Search[sliding.State]
	watching watching // the Watch button and its window

	content fyne.CanvasObject
}

// New builds the tab, restoring its settings from prefs.
func New(prefs fyne.Preferences) *Tab {
	t := &Tab{prefs: prefs, view: newBoardView(), earlier: map[int]string{}}
	t.search = kit.NewSearch[sliding.State](t.Solve)
	t.search.ShowState = t.show
	t.search.Animate = func(from, to sliding.State, _ string, d time.Duration) { t.slide(from, to, d) }
	t.search.Format = func(s sliding.State) string { return t.board.Tiles(s).Compact() }
	t.search.Player.OnSpeedChanged = t.save
	t.view.OnTap = t.tapSquare
	t.handLabel = widget.NewLabel("")
	t.handLabel.Truncation = fyne.TextTruncateEllipsis
	t.buildControls()
	t.buildInspector()
	t.restore()
	t.content = t.layout()
	return t
}

// Title is the tab's name.
func (t *Tab) Title() string { return "Sliding puzzle" }

// Content is the tab's page.
func (t *Tab) Content() fyne.CanvasObject { return t.content }

// layout puts the board and playback on the left, the inputs in the
// middle and Solve with the results on the right.
func (t *Tab) layout() fyne.CanvasObject {
	left := container.NewBorder(nil, t.underBoard(), nil, nil, t.boardArea())
	results := t.search.Column(t.warning, "Path (select a row to see that state)", t.newWatch())
	inner := container.NewHSplit(t.inputsColumn(), results)
	inner.Offset = 0.45
	outer := container.NewHSplit(container.NewPadded(left), inner)
	outer.Offset = 0.28
	return outer
}

// show draws s on the board at once.
func (t *Tab) show(s sliding.State) {
	t.shown = s
	t.view.SetTiles(t.board.Tiles(s), t.board.Tiles(t.board.Goal()))
	t.inspectShown()
}

// slide draws the step from one state to the next as the moved tile
// sliding over d.
func (t *Tab) slide(from, to sliding.State, d time.Duration) {
	t.shown = to
	t.view.Slide(t.board.Tiles(from), t.board.Tiles(to), t.board.Tiles(t.board.Goal()), d)
	t.inspectShown()
}
