// Package cubetab is the 2×2×2 cube tab of the window: a coloured net of
// the cube as held, turned by hand or scrambled, the engine and heuristic
// controls, live search counters, the results and path playback.
//
// The net shows cube.Cube, the cube as held, so a D turn visibly turns D;
// the search runs on cube.State, the position up to whole-cube rotation,
// and its solution is shown in the held frame (the catalogue's View of the
// cube, puzzles.CubeKind).
package cubetab

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"frontier/core/domains/cube"
	"frontier/core/puzzles"
	"frontier/gui/inspect"
	"frontier/gui/kit"
)

// Tab is the cube tab. Its methods are for the UI goroutine.
type Tab struct {
	prefs fyne.Preferences

	cube  cube.Cube  // the cube as held that the next search starts from
	state cube.State // its position
	hand  int        // turns made by hand since the last load or scramble
	// view shows the states and moves of a search from cube in its frame.
	view puzzles.View[cube.Cube, cube.State]

	net       *netView
	handLabel *widget.Label
	turnBtns  []*widget.Button
	resetBtn  *widget.Button

	insp         *inspect.Cube
	inspectCheck *widget.Check

	stateEntry    *kit.Entry
	stateErr      *widget.Label
	scrambleEntry *kit.Entry
	lengthEntry   *kit.Entry
	seedEntry     *kit.Entry
	scrambleErr   *widget.Label
	randomErr     *widget.Label

	engineSel *widget.Select
	heurSel   *widget.Select
	heurInfo  *kit.TipButton
	limits    *kit.Limits
	warning   *widget.Label
	searchErr *widget.Label

	exactBar   *widget.ProgressBar
	exactLabel *widget.Label
	exact      exactBuild

	search   *kit.Search[cube.State]
	watching watching // the Watch button and its window

	restoring bool // settings are being restored; save waits

	content fyne.CanvasObject
}

// New builds the tab, restoring its settings from prefs. It does not
// build the exact table: that starts in the background once the net is
// first laid out in a window, or when a search needs it.
func New(prefs fyne.Preferences) *Tab {
	t := &Tab{prefs: prefs, cube: cube.SolvedCube()}
	t.net = newNetView(t.cube)
	// fyne.Do queues the start behind the window's first frame.
	t.net.OnFirstDraw = func() { fyne.Do(t.startExact) }
	t.search = kit.NewSearch[cube.State](t.Solve)
	t.view = puzzles.CubeKind().View(t.cube)
	t.search.ShowState = func(s cube.State) { t.show(t.view.Show(s)) }
	t.search.Animate = func(from, to cube.State, move string, d time.Duration) {
		t.net.Turn(t.view.Show(from), t.view.Show(to), move, d)
		t.inspectShown()
	}
	t.search.Format = func(s cube.State) string { return t.view.Show(s).String() }
	t.search.MoveLabel = func(m string) string { return t.view.Move(m) }
	t.search.Player.OnSpeedChanged = t.save
	t.handLabel = widget.NewLabel("")
	t.handLabel.Truncation = fyne.TextTruncateEllipsis
	t.buildControls()
	t.buildInspector()
	t.exact.init(t)
	t.restore()
	t.content = t.layout()
	return t
}

// Title is the tab's name.
func (t *Tab) Title() string { return "2×2×2 cube" }

// Content is the tab's page.
func (t *Tab) Content() fyne.CanvasObject { return t.content }

// layout puts the net, the hand turns and playback on the left, the
// inputs in the middle and Solve with the results on the right.
func (t *Tab) layout() fyne.CanvasObject {
	left := container.NewBorder(nil,
		container.NewVBox(t.insp.Panel(), t.handPanel(), widget.NewSeparator(), t.search.Player.Controls()),
		nil, nil, t.net)
	results := t.search.Column(t.warning, "Path (select a row to see that cube)", t.newWatch())
	inner := container.NewHSplit(t.inputsColumn(), results)
	inner.Offset = 0.45
	outer := container.NewHSplit(container.NewPadded(left), inner)
	outer.Offset = 0.28
	return outer
}

// show draws c on the net.
func (t *Tab) show(c cube.Cube) {
	t.net.SetCube(c)
	t.inspectShown()
}

// solvedLook reports whether every face of c shows one colour.
func solvedLook(c cube.Cube) bool {
	for _, face := range c.Stickers() {
		if face[1] != face[0] || face[2] != face[0] || face[3] != face[0] {
			return false
		}
	}
	return true
}

// updateHand counts the turns made by hand, in words short enough for the
// row it shares with the Inspect h switch and Reset.
func (t *Tab) updateHand() {
	switch {
	case t.hand > 0 && solvedLook(t.cube):
		t.handLabel.SetText(fmt.Sprintf("Solved in %d!", t.hand))
	default:
		t.handLabel.SetText(fmt.Sprintf("Turns: %d", t.hand))
	}
}
