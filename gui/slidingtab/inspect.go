package slidingtab

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"frontier/core/puzzles"
	"frontier/gui/inspect"
)

// prefInspect keeps the "Inspect h" switch.
const prefInspect = "sliding.inspect"

// buildInspector makes the "Inspect h" switch and the heuristic inspector
// it shows: marks on the board's tiles and a few lines under it.
func (t *Tab) buildInspector() {
	t.insp = inspect.NewSliding(t.view.TileAt)
	t.inspectCheck = inspect.NewSwitch(t.prefs, prefInspect, t.insp, t.inspectShown)
}

// inspectShown hands the position on the board to the inspector, which
// follows it as it is edited, scrambled or stepped along a path.
func (t *Tab) inspectShown() {
	if t.insp != nil && t.board != nil {
		t.insp.Show(t.board, string(t.inspected()), t.shown)
	}
}

// inspected is the heuristic the inspector takes apart: the engine's, or,
// for an engine that uses none, the heuristic menu's last choice.
func (t *Tab) inspected() puzzles.HeuristicID {
	choice, h := t.engineChoice()
	if !choice.engine.Informed() {
		free, _ := heuristicNamed(t.freeHeur)
		return free.ID
	}
	return h
}

// boardArea is the board view with the inspector's marks over it, and the
// hand counter and the switch above.
func (t *Tab) boardArea() fyne.CanvasObject {
	top := container.NewBorder(nil, nil, nil, t.inspectCheck, t.handLabel)
	board := &fyne.Container{Layout: boardLayout{t.insp}, Objects: []fyne.CanvasObject{t.view, t.insp.Overlay()}}
	return container.NewBorder(top, nil, nil, nil, board)
}

// boardLayout lays the board view and the inspector's marks over each
// other. While the inspector is on, its lines take room under the board,
// and the board may shrink to 70 % of its usual least size to make it: in
// presentation mode the column is short, and a warning appearing must
// not make the window taller than the screen. At 1280×800 the board is
// as large as before, held by the column's width.
type boardLayout struct{ insp *inspect.Sliding }

func (l boardLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	m := objs[0].MinSize()
	if l.insp.Active() {
		m = fyne.NewSize(m.Width*0.7, m.Height*0.7)
	}
	return m
}

func (boardLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.Position{})
		o.Resize(size)
	}
}

// underBoard is the inspector's text above the playback controls.
func (t *Tab) underBoard() fyne.CanvasObject {
	return container.NewVBox(t.insp.Panel(), t.search.Player.Controls())
}
