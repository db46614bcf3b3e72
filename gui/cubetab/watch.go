package cubetab

import (
	"context"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"frontier/core/domains/cube"
	"frontier/core/puzzles"
	"frontier/core/search"
	"frontier/gui/inspect"
	"frontier/gui/watch"
)

// watching is the tab's Watch button and its window, drawn with small
// copies of the tab's net; the search's states are cubes as held.
type watching struct {
	btn *widget.Button
	win *watch.Window[cube.Cube]
	// The inspector of the node on show, its switch, and the heuristic it
	// takes apart: the one chosen when Watch was pressed.
	insp      *inspect.Cube
	check     *widget.Check
	heuristic puzzles.HeuristicID
}

// prefWatchInspect keeps the watch view's "Inspect h" switch.
const prefWatchInspect = "cube.watch.inspect"

func (t *Tab) newWatch() *widget.Button {
	w := &t.watching
	w.btn = widget.NewButtonWithIcon("Watch", theme.VisibilityIcon(), t.Watch)
	w.win = watch.NewWindow("Watch", watch.Puzzle[cube.Cube]{
		Picture: func() fyne.CanvasObject { return newNetView(cube.SolvedCube()) },
		Draw:    func(o fyne.CanvasObject, c cube.Cube) { o.(*netView).SetCube(c) },
		Compact: func(c cube.Cube) string { return c.String() },
	})
	w.insp = inspect.NewCube()
	w.check = inspect.NewSwitch(t.prefs, prefWatchInspect, w.insp, w.win.View.Reinspect)
	w.win.View.SetInspector(nil, w.check, w.insp.Panel(), func(c cube.Cube) {
		if s, err := c.State(); err == nil { // a search's cubes are always whole
			w.insp.Show(string(w.heuristic), s)
		}
	})
	return w.btn
}

// Watch opens the watch view on a search from the cube in the state box
// with the chosen engine and heuristic, recorded in the background (after
// the exact table, when the search needs it).
func (t *Tab) Watch() {
	engine, h, subject, opts, ok := t.question()
	if !ok {
		return
	}
	var ready <-chan struct{} // closed once the exact table exists; nil: no wait
	preparing := ""
	if h == puzzles.HeuristicExact && !cube.ExactReady() && !t.exact.isReady() {
		t.startExact()
		ready, preparing = t.exact.ready, "waiting for the exact table, which is being built… (first time only)"
	}
	start := t.cube
	inspected, _ := heuristicNamed(t.heurSel.Selected) // the menu's, as on the tab's inspector
	t.watching.heuristic = inspected.ID
	t.watching.win.Watch(watch.Job[cube.Cube]{
		Preparing: preparing,
		Subject:   subject,
		Engine:    engine,
		Record: func(ctx context.Context, maxSteps, frontier int) (*search.Recording[cube.Cube], error) {
			if ready != nil {
				select {
				case <-ready:
				case <-ctx.Done():
					return nil, ctx.Err()
				}
			}
			return puzzles.CubeKind().Record(ctx, start, engine, h, opts, maxSteps, frontier)
		},
	})
}

// WatchWindow is the tab's watch window, its Fyne window nil before the
// first Watch.
func (t *Tab) WatchWindow() *watch.Window[cube.Cube] { return t.watching.win }
