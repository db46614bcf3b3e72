// Package slidingtab is the sliding-puzzle tab of the window: a board to
// play by hand, the engine and state controls, live search counters, the
// results and path playback.
package slidingtab

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"frontier/core/domains/sliding"
	"frontier/core/puzzles"
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

	view      *boardView
	handLabel *widget.Label

	widthSel   *widget.Select
	diagonal   *widget.Check
	goalSel    *widget.Select
	customGoal *widget.Entry
	goalErr    *widget.Label

	stateEntry *widget.Entry
	stateErr   *widget.Label
	randMode   *widget.Select
	walkEntry  *widget.Entry
	seedEntry  *widget.Entry

	engineSel *widget.Select
	heurSel   *widget.Select
	heurRow   fyne.CanvasObject
	beamEntry *widget.Entry
	beamRow   fyne.CanvasObject
	maxNodes  *widget.Entry
	searchErr *widget.Label

	search *kit.Search[sliding.State]

	content fyne.CanvasObject
}

// New builds the tab, restoring its settings from prefs.
func New(prefs fyne.Preferences) *Tab {
	t := &Tab{prefs: prefs, view: newBoardView()}
	t.search = kit.NewSearch[sliding.State](t.Solve)
	t.search.ShowState = t.show
	t.search.Format = func(s sliding.State) string { return t.board.Tiles(s).Compact() }
	t.view.OnTap = t.tapSquare
	t.handLabel = widget.NewLabel("")
	t.handLabel.Wrapping = fyne.TextWrapWord
	t.buildControls()
	t.restore()
	t.content = t.layout()
	return t
}

// Title is the tab's name.
func (t *Tab) Title() string { return "Sliding puzzle" }

// Content is the tab's page.
func (t *Tab) Content() fyne.CanvasObject { return t.content }

func (t *Tab) layout() fyne.CanvasObject {
	left := container.NewBorder(t.handLabel, t.search.Player.Controls(), nil, nil, t.view)
	form := container.NewVScroll(t.controlsColumn())
	pathHead := widget.NewLabel("Path (select a row to see that state)")
	pathHead.TextStyle.Bold = true
	pathHead.Truncation = fyne.TextTruncateEllipsis
	right := container.NewBorder(container.NewVBox(t.search.Stats.Content(), widget.NewSeparator(), pathHead), nil, nil, nil, t.search.Player.List)
	inner := container.NewHSplit(form, right)
	inner.Offset = 0.5
	outer := container.NewHSplit(container.NewPadded(left), inner)
	outer.Offset = 0.38
	return outer
}

// show draws s on the board.
func (t *Tab) show(s sliding.State) {
	t.shown = s
	t.view.SetTiles(t.board.Tiles(s), t.board.Tiles(t.board.Goal()))
}
